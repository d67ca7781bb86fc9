"""Someone's test results are hidden as values, with a nearby value in their place, and the
test's name stays ("my HbA1c came back at 8.2" -> "my HbA1c came back at 8.6"); a threshold or
a general question keeps its value. Conditions said of someone in Norwegian, Czech, Russian,
Swahili, Finnish, Romanian and Greek are hidden, and asked about in those languages (and in
Italian) they stay. An Argentinian DNI is found after its country's adjective."""

from __future__ import annotations

import re

import pytest
from hushprompt.engine import Engine


def _numbers(text: str) -> list[str]:
    return re.findall(r"\d+(?:[.,]\d+)?", text)


@pytest.mark.parametrize(
    ("text", "value", "test_name"),
    [
        ("My HbA1c came back at 8.2, what does that mean for me?", "8.2", "HbA1c"),
        ("my blood pressure was 165/100 this morning, should I go to A&E?", "165/100",
         "blood pressure"),
        ("Mum's eGFR was 52 last month, the GP wants to repeat it", "52", "eGFR"),
        ("Patient: Jana Novak. TSH: 6,8 mUI/L, anti-TPO 412", "6,8", "TSH"),
        ("his creatinine 1.6 and potassium 5.9, should he stop ramipril?", "5.9", "potassium"),
        ("my sugar was 320 after dinner and I feel dizzy", "320", "sugar"),
        ("bhai papa ka sugar bhi 280 aaya kal raat", "280", "sugar"),
        ("Referral: 34F, G2P1, 28/40, gestational diabetes, raised BP 148/96, proteinuria ++.",
         "148/96", "BP"),
    ],
)
def test_a_persons_reading_is_hidden_and_its_test_stays(
    engine: Engine, text: str, value: str, test_name: str
) -> None:
    protected = engine.anonymize(text, f"reading-{hash(text)}").text
    assert value not in protected
    assert test_name in protected
    # the stand-in is a nearby value of the same shape, not a condition's name
    original = [float(n.replace(",", ".")) for n in _numbers(value)]
    written = protected.partition(test_name)[2]
    moved = [float(n.replace(",", ".")) for n in _numbers(written)][:len(original)]
    assert len(moved) == len(original)
    for old, new in zip(original, moved, strict=True):
        assert old != new and abs(new - old) <= 0.1 * old


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Is an HbA1c of 6.5 diabetic?", "6.5"),
        ("A normal blood pressure is below 120/80", "120/80"),
        ("Target INR is 2-3 for warfarin", "2-3"),
        ("We upgraded to Python 3.11 and pulse 2.0 last week", "2.0"),
        ("What pH should a swimming pool have? The pool pH 7.4 is fine", "7.4"),
        ("The target is an HbA1c under 7, and a normal HbA1c is 5.4 or less", "5.4"),
    ],
)
def test_a_threshold_or_a_general_question_keeps_its_value(
    engine: Engine, text: str, value: str
) -> None:
    assert value in engine.anonymize(text, f"reading-general-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Jeg har angst og sover dårlig, hva kan jeg gjøre?", "angst"),
        ("Můj táta má cukrovku a vysoký tlak, co má jíst?", "cukrovku"),
        ("Moje máma má rakovinu a potřebuje pomoc s žádostí", "rakovinu"),
        ("У меня диабет второго типа, можно ли мне есть бананы?", "диабет второго типа"),
        ("У моего отца инсульт, он живёт в Самаре", "инсульт"),
        ("Mama yangu ana kisukari na presha", "kisukari"),
        ("Minulla on masennus ja olen sairauslomalla", "masennus"),
        ("Mama are diabet și hipertensiune", "hipertensiune"),
        ("Η μητέρα μου έχει άσθμα", "άσθμα"),
        ("Babam şeker hastası ve insülin kullanıyor", "şeker hastası"),
        ("Jestem na L4 od poniedziałku, co z pracodawcą?", "na L4"),
        ("Session notes: client reports low mood and poor sleep for 3 weeks.", "low mood"),
        ("My dad has been breathless climbing stairs, should we go to urgent care?",
         "breathless"),
        ("Mi madre está ingresada en el Clínico desde el lunes", "ingresada"),
        ("I was sectioned last year for psychosis, will that show up on a DBS check?",
         "sectioned"),
        ("I was diagnosed with PCOS last year and we've been trying for a baby",
         "trying for a baby"),
    ],
)
def test_a_condition_said_of_someone_in_more_languages_is_hidden(
    engine: Engine, text: str, condition: str
) -> None:
    assert condition not in engine.anonymize(text, f"condition-lang-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("Cos'è il diabete di tipo 2 e come si cura?", "diabete di tipo 2"),
        ("Co je cukrovka a jak se léčí?", "cukrovka"),
        ("Что такое сахарный диабет?", "сахарный диабет"),
        ("Hva er angst, og hvordan behandles det?", "angst"),
        ("Kisukari ni nini?", "Kisukari"),
    ],
)
def test_a_condition_asked_about_in_those_languages_stays(
    engine: Engine, text: str, condition: str
) -> None:
    assert condition in engine.anonymize(text, f"condition-asked-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "number"),
    [("DNI argentino 30.123.456, necesito renovar el pasaporte", "30.123.456"),
     ("Mi DNI argentino es 27.456.789 y vivo en Rosario", "27.456.789")],
)
def test_an_id_after_its_countrys_adjective_is_hidden(
    engine: Engine, text: str, number: str
) -> None:
    assert number not in engine.anonymize(text, f"dni-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Empecé a trabajar allí en enero de 2022", "enero de 2022"),
        ("Comecei lá em janeiro de 2021", "janeiro de 2021"),
        ("Ho iniziato a gennaio 2022", "gennaio 2022"),
        ("Zacząłem w styczniu 2022", "styczniu 2022"),
        ("Nastoupil jsem v lednu 2022", "lednu 2022"),
        ("Я начал работать в январе 2022 года", "январе 2022"),
        ("Jeg begynte i januar 2022", "januar 2022"),
        ("Tôi bắt đầu làm vào tháng 1 năm 2022", "tháng 1 năm 2022"),
    ],
)
def test_a_month_and_year_in_other_languages_is_hidden(
    engine: Engine, text: str, date: str
) -> None:
    assert date not in engine.anonymize(text, f"month-year-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept", "hidden"),
    [
        ("Ich bin 52 und arbeite bei Siemens in Erlangen", (), ("Siemens", "52")),
        ("Mein Sohn ist 16 und macht eine Ausbildung bei der Sparkasse", (), ("Sparkasse",)),
        ("Мне 37 лет, я работаю в Сбербанке", (), ("37 лет",)),
        ("Je mi 63 let a pracuji ve Škoda Auto", (), ("63 let",)),
        ("Jeg er 41 år og jobber i Equinor", (), ("41 år",)),
        ("Работаю бухгалтером в Казани", (), ("бухгалтером",)),
        ("Мама работала старшей медсестрой в больнице", (), ("старшей медсестрой",)),
        ("Ninafanya kazi kama mhasibu huko Mombasa", (), ("mhasibu",)),
        ("Moja mama była pielęgniarką w szpitalu w Lublinie", (), ("pielęgniarką",)),
        ("To jest problemem dla nas, jak to naprawić?", ("problemem",), ()),
        ("Работаю удалённо, как настроить VPN?", ("удалённо", "VPN"), ()),
        ("Siemens makes trains; how does its share price compare to Alstom?", ("Siemens",), ()),
    ],
)
def test_an_employer_age_or_job_stated_in_other_languages(
    engine: Engine, text: str, kept: tuple[str, ...], hidden: tuple[str, ...]
) -> None:
    protected = engine.anonymize(text, f"abroad-{hash(text)}").text
    for term in kept:
        assert term in protected
    for term in hidden:
        assert term not in protected


@pytest.mark.parametrize(
    ("text", "span", "hidden"),
    [
        ("siamo stati soci nella Ferri & Serafini snc dal 2016 al 2023, poi ci siamo separati",
         "dal 2016 al 2023", True),
        ("a reference for my ex-employee Priya, a junior accountant with us at Kestrel & Moore "
         "2021-2024, reliable", "2021-2024", True),
        ("Trabajé en Inditex de 2018 a 2022 como dependienta", "de 2018 a 2022", True),
        ("The EU's 2021-2027 budget framework explained", "2021-2027", False),
        ("COVID lockdowns 2020-2021 changed remote work, explain the trends", "2020-2021", False),
    ],
)
def test_the_years_someone_spent_somewhere(
    engine: Engine, text: str, span: str, hidden: bool
) -> None:
    assert (span not in engine.anonymize(text, f"years-{hash(text)}").text) is hidden


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Bed 3 – Mr Gordon McKinlay, 78, CHI 2503461187. Admitted 02/11", "78"),
        ("client: Bartholomew 'Barty' Nwosu, 41, referred by Dr. Hemi Walker", "41"),
        ("Herr Obermaier ist seit dem 02.09. wegen Bandscheibenvorfall krankgeschrieben",
         "02.09."),
        ("I want to explain that during December I was hospitalised in Glasgow", "December"),
        ("sẽ nghỉ học từ 10/3 đến 14/3 vì phải mổ ruột thừa", "14/3"),
        ("Employee: Darren Pugh\nReview period: Apr 2023 – Mar 2024", "Apr 2023 – Mar 2024"),
        ("papa ka angioplasty 18 tarikh ko fix hua hai", "18 tarikh"),
        ("heads up, Kwame's hearing is Thu 17 Apr at 10", "Thu 17 Apr"),
        ("Mume wangu alilazwa tarehe 12 Agosti", "12 Agosti"),
        ("M-am internat pe 19 iulie la spitalul din Cluj", "19 iulie"),
        ("Mi deve 18.400 euro (fattura n. 114/2024 del 30/09/2024)", "114/2024"),
    ],
)
def test_ages_dates_and_invoices_of_records_in_more_shapes(
    engine: Engine, text: str, hidden: str
) -> None:
    # (as a word of its own: a stand-in's digits may hold "78", as "CHI 5789710312" does)
    protected = engine.anonymize(text, f"shapes-{hash(text)}").text
    assert not re.search(rf"(?<![\w/.]){re.escape(hidden)}(?![\w/])", protected)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Python 3.11 was released in October 2022 with a faster CPython", "October 2022"),
        ("Use a ratio of 1/2 to 3/4 cups of flour", "3/4"),
        ("Can you make me an invoice 2024 template in Excel?", "2024"),
    ],
)
def test_their_look_alikes_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"shapes-alike-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("obs 14:00 T 38.4, HR 112 irreg, BP 98/60, RR 22, sats 94% RA", "38.4"),
        ("obs 14:00 T 38.4, HR 112 irreg, BP 98/60, RR 22, sats 94% RA", "112"),
        ("Олег: я сегодня не выйду, давление 180/110, скорая забрала в больницу", "180/110"),
        ("Hémoglobine 10,2 g/dL (12,0–16,0)\nFerritine 9 µg/L (15–150)\n"
         "Glycémie à jeun 0,97 g/L (0,70–0,92)", "0,97"),
        ("제가 지난주에 급성 장염으로 병원 응급실에 입원했었어서 과제를 못했습니다.", "장염"),
    ],
)
def test_observations_reports_and_illnesses_of_someone_are_hidden(
    engine: Engine, text: str, hidden: str
) -> None:
    assert hidden not in engine.anonymize(text, f"obs-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("What is a normal resting HR for adults, 60 to 100?", "60"),
        ("HR 2024 budget: 3 hires, 2 promotions", "2024"),
        ("장염에 좋은 음식은 뭐가 있나요?", "장염"),
    ],
)
def test_readings_and_illnesses_in_general_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"obs-general-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("来月10月26日に大学の同期の結婚式に出席します。", "10月26日"),
        ("4월 22일까지 연장 가능할까요?", "4월 22일"),
        ("quiero llevarla a Orlando en las vacaciones de diciembre (del 15 al 30).",
         "del 15 al 30"),
        ("vou fazer Erasmus em Delft de setembro a janeiro.", "setembro a janeiro"),
        ("14 Interviews mit Spielerinnen (Juni–August 2023), ausgewertet", "Juni–August 2023"),
        ("No dia 6 caí nas escadas do riad e fui ao hospital.", "dia 6"),
        ("haan but main 24 ko join karungi, internals hai", "24 ko"),
        ("name,email,flight,departure\nJonas Albrecht,j.albrecht@kinetik.de,TP 555,"
         "2024-05-14 11:40", "2024-05-14 11:40"),
        ("- Freya: very kind, missed 2 weeks in Jan with chickenpox", "Jan"),
    ],
)
def test_days_and_spans_of_someones_plans_abroad_are_hidden(
    engine: Engine, text: str, hidden: str
) -> None:
    assert hidden not in engine.anonymize(text, f"days-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Ek din mein 24 ghante hote hain", "24"),
        ("The Premier League season runs from August to May.", "August"),
    ],
)
def test_numbers_and_months_of_no_one_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"days-general-{hash(text)}").text


def test_a_russian_report_of_someone_hides_its_values_and_condition(engine: Engine) -> None:
    text = ("Помогите расшифровать анализы мамы, ей 67, у неё гипотиреоз. Сдавали 3 апреля:\n"
            "ТТГ — 8,9 мЕд/л (норма 0,4–4,0)\nТ4 свободный — 10,1 пмоль/л (норма 9–19)")
    protected = engine.anonymize(text, "russian-report").text
    assert "гипотиреоз" not in protected and "8,9" not in protected
    assert "ТТГ" in protected  # the test's name is the task
