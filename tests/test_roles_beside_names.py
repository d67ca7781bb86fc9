"""A role said beside a named person is that person's job ("Dev Patel (HR):", "Keisha Okafor,
LCSW", "The receptionist, Tanya, said", "Rafał Kowalski from accounting"), and ages in Finnish,
Hungarian, Greek, Czech, Italian, Arabic, Hebrew and the Scandinavian "-åring" are ages; the same
words with no one named, or a department written to, stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine
from hushprompt.types import Label


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("[09:15] Dev Patel (HR): that's the 4th absence since 1 March.", "HR"),
        ("Also reminder – Dr Ng (FY2) covering till 9pm, bleep 3392.", "FY2"),
        ("Provider: Keisha Okafor, LCSW (NPI 1487659320)", "LCSW"),
        ("The receptionist, Tanya, said she can't reverse the fee.", "receptionist"),
        ("Our IG lead (Bernadette Quigley) will kill me if this leaks.", "IG lead"),
        ("rkowalski is Rafał Kowalski from accounting, he left in December.", "accounting"),
        ("Ticket PAY-2281 was opened by Mustafa Öztürk from QA.", "QA"),
        ("Olen 26-vuotias lähihoitaja ja teen keikkatöitä.", "26-vuotias"),
        ("Szia! 34 éves vagyok és Debrecenben lakom.", "34 éves"),
        ("Είμαι 45 χρονών και δουλεύω σε νοσοκομείο.", "45 χρονών"),
        ("Min son är en 12-åring som älskar fotboll.", "12-åring"),
        ("Jeg er en 38-årig mand og har ondt i ryggen.", "38-årig"),
    ],
)
def test_a_role_or_age_of_someone_is_hidden(engine: Engine, text: str, hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"role-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I got an email from HR about my contract, what does clause 4 mean?", "HR"),
        ("What does HR do in a small company?", "HR"),
        ("Should QA sign off before the release from QA goes to staging?", "QA"),
        ("The receptionist role pays badly; is it worth it?", "receptionist"),
        ("Kyoto has 1,600 temples, 12-hour itineraries are common.", "Kyoto"),
    ],
)
def test_the_same_words_about_no_one_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"no-one-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("handover from me (Staff Nurse Rachel Ng, band 5) at 19:30.", "Staff Nurse"),
        ("Property manager Kylie Tran (Nelson Alexander) wants $900 for cleaning.",
         "Property manager"),
        ("Şimdi Kadıköy'de bir kafede garsonum, maaşım asgari ücret.", "garsonum"),
        ("Ben sistem yöneticisiyim ama bu konuda yeniyim.", "yöneticisiyim"),
        ("Szia! Harmadéves fizikus vagyok az ELTE-n.", "fizikus"),
        ("Ik ben 21 en studeer verpleegkunde aan de Hanze.", "verpleegkunde"),
        ("Jeg læser medicin på 4. semester på Københavns Universitet.", "medicin"),
        ("Sir, I am Karthik, final year B.Tech CSE at SRM Institute.", "B.Tech CSE"),
        ("My cousin Siddharth (1st year MBBS, Govt Medical College Kozhikode) was ragged.",
         "1st year MBBS"),
        ("Sono prof di inglese al Liceo Scientifico Galilei di Pescara", "Liceo Scientifico"),
        ("Deposit RM600 saya dah bank-in ke akaun Maybank 1642 8830 5127 atas nama Encik.",
         "Maybank"),
        ("Mi obra social es OSDE, afiliado 61 487223 5 01.", "OSDE"),
        ("Ich bin bei der AOK Rheinland/Hamburg, Versichertennr. K482019374.", "AOK"),
        ("On est mariés depuis 2019, on a une fille de 3 ans.", "2019"),
        ("Hallo, ich bin Kassenwart beim TSV Eichenau 1921 e.V.", "Kassenwart"),
        ("Wir haben einen Jugendtrainer, Dominik Wachtel, der die Pauschale bekommt.",
         "Jugendtrainer"),
        ("Sie ist seit Oktober 2021 Junior-Controllerin bei uns in der Hellweg Logistik GmbH.",
         "Junior-Controllerin"),
        ("ich mach das nur ehrenamtlich neben meinem Job bei der Sparkasse.", "Sparkasse"),
        ("Pouvez-vous corriger ce mail pour l'institutrice de mon fils ?", "institutrice"),
        ("Soy estudiante de doctorado en la UPF y no tengo dinero para abogado.", "UPF"),
        ("Trabajo como contadora en Grupo Ferretero del Norte desde 2017.", "2017"),
        ("My dad was deported to Michoacán in 2017 and I don't have contact with him.", "2017"),
        ("I've been on SSDI since last fall because of my lupus flares.", "last fall"),
        ("I'm 58 and got made redundant from Harlow & Finch last month after 19 years.",
         "last month"),
    ],
)
def test_a_job_study_firm_or_time_of_someone_is_hidden(engine: Engine, text: str,
                                                       hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"job-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("The GDPR has applied since 2018; what changed in 2023?", "2018"),
        ("Python 3 has been the default since 2020 in most distros.", "2020"),
        ("What did sales look like last month for the whole market?", "last month"),
        ("What does an institutrice earn in France?", "institutrice"),
        ("Is the Sparkasse a good bank for students?", "Sparkasse"),
        ("Anneannem çok güzel yemek yapar, tarifini paylaşır mısın?", "Anneannem"),
    ],
)
def test_times_and_words_of_no_one_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"no-one-time-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Il s'appelle Yanis, 23 ans, schizophrénie diagnostiquée à 19 ans, suivi au CMP.",
         "19 ans"),
        ("Помогите расшифровать анализы мамы, ей 67, у неё гипотиреоз.", "67"),
        ("पिताजी का नाम रमेशचंद्र अग्रवाल, उम्र 63।", "63"),
        ("Kids: Aarav (nine) and Diya (six), both at St Mary's C of E Primary", "nine"),
        ("we split in 2022, he's a scaffolder now, the kids are seven and ten.", "seven and ten"),
        ("Wir fliegen nach Palma, mein Mann (Jürgen Kessler, 69) sitzt im Rollstuhl.", "69"),
        ("mio nonno Giuseppe è morto a Palermo il 2 gennaio, aveva 93 anni.", "93 anni"),
        ("Stěhujeme se do Lince, dcera Eliška má 11 let.", "11 let"),
        ("Siamo in 4 con un bimbo di 2 anni che dorme in macchina.", "2 anni"),
        ("ابني يوسف عمره ٦ سنوات وعنده ربو", "٦ سنوات"),
        ('הנפטר: משה בן-שושן ז"ל, בן 88, היה גבאי 30 שנה.', "בן 88"),
        ("Jeg er 71, pensioneret sygeplejerske, og har svært ved at gå langt.", "71"),
        ("I'm 34 btw and the bus to Britomart takes ages, can I afford the car?", "34"),
        ("Інструктор каже, що я погано паркуюсь, а мені вже 47 і я дуже хвилююсь.", "47"),
        ("Admitted: 22/09/2024   Ward 7B   Consultant: Dr Fiona MacAskill", "Consultant"),
        ("Can I report it under HHSRS to Redbridge council? Please write a complaint.",
         "Redbridge"),
        ("Che, necesito entender esta factura. Mi prepaga (OSDE plan 310, socio nº 61 044728)",
         "OSDE"),
    ],
)
def test_ages_and_roles_in_more_shapes_are_hidden(engine: Engine, text: str,
                                                  hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"ages-more-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [("мне 2 штуки нужно, а ему 3 минуты", "2"), ("Read chapter (nine) again.", "nine"),
     ("What does the Security Council of the UN do?", "Security Council"),
     ("Babam emekli öğretmen, Windows 10 kullanıyor, yazıcıyı nasıl kurarım?", "Babam"),
     ("Un contratto di 2 anni è rinnovabile?", "2 anni"),
     ("Jeg er 2 minutter forsinket, vent venligst.", "2"),
     ("Pode revisar minha carta para a seleção do mestrado na USP?", "USP")],
)
def test_numbers_that_are_no_age_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"ages-not-{hash(text)}").text


def test_a_weekday_before_a_relation_is_no_name(engine: Engine) -> None:
    text = "I missed my appointment on Tuesday, my son Leo had a fever."
    result = engine.anonymize(text, "weekday-before-relation")
    people = [text[r.start:r.end] for r in result.replacements if r.label is Label.PERSON]
    assert people == ["Leo"]  # (the day of the appointment is a date of his: hidden as one)
