"""Rules for identifiers named by their surroundings: chat-export author lines, machines named
after the word for them, ID fields in other languages, person records in JSON, passenger names,
titles of other languages and lower-case names after "dr" or a greeting; and the look-alikes
each must leave alone."""

from __future__ import annotations

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.types import Label

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def spans(text: str, label: Label) -> set[str]:
    return {f.text for f in RULES_ONLY.detect(text) if f.label is label}


def test_authors_of_a_slack_or_discord_export_are_user_names_or_people() -> None:
    slack = ("slack export from #inc-billing\n\nminji.choi  11:02 PM\nprod db at 98% disk\n"
             "hyun.woo  11:03 PM\nme, checking\ndae-ho (oncall)  11:10 PM\nexpanded it\n")
    assert {"minji.choi", "hyun.woo", "dae-ho"} <= spans(slack, Label.USERNAME)
    discord = ("b0nesaw_mike — Today at 8:15 PM\nnah sekiro is harder\n"
               "Kiera Walsh — Today at 8:16 PM\nlol\n")
    assert "b0nesaw_mike" in spans(discord, Label.USERNAME)
    assert "Kiera Walsh" in spans(discord, Label.PERSON)


@pytest.mark.parametrize("schedule", [
    "Agenda:\nStart 10:30\nKeynote 11:00\nLunch 12:30\n",
    "Departures\nLH-402 10:30\nBA-117 11:30\n",
])
def test_schedules_are_not_chat_exports(schedule: str) -> None:
    assert not spans(schedule, Label.USERNAME) and not spans(schedule, Label.PERSON)


@pytest.mark.parametrize(("text", "machine"), [
    ("Starting invoice-worker v2.8.1 on node gke-prod-pool-2-7f3c", "gke-prod-pool-2-7f3c"),
    ("Machine: LT-CARDIFF-0193  Domain: PRYCE", "LT-CARDIFF-0193"),
    ("it's running on my home server raghavan-nas (192.168.0.20)", "raghavan-nas"),
    ("who has access to rds-billing-prod?", "rds-billing-prod"),
    ("seeing these in the nginx access log on web-prod-03 since last night", "web-prod-03"),
])
def test_a_machine_named_after_the_word_for_it_is_a_host_name(text: str, machine: str) -> None:
    assert machine in spans(text, Label.HOSTNAME)


@pytest.mark.parametrize("text", [
    "the build depends on python3-dev and libpq-dev",
    "we should upgrade to node-18 soon",
    "Host prod-db\n  HostName 10.0.0.5\n",
    "the server is down again",
])
def test_packages_versions_and_generic_aliases_are_not_machines(text: str) -> None:
    assert not spans(text, Label.HOSTNAME) - {"10.0.0.5"}


@pytest.mark.parametrize(("text", "value"), [
    ("Nr polisy: PZW/2024/7718320", "PZW/2024/7718320"),
    ("ORCID: 0000-0002-4817-3395", "0000-0002-4817-3395"),
    ("My Steuer-ID is 48 123 756 902 if needed.", "48 123 756 902"),
    ("pour l'audience du 14 mars 2025 (RG n° 24/03817).", "24/03817"),
    ("merci de retourner votre NAS (274 639 152) avant", "274 639 152"),
    ("Agent (Kelsey, ID 4471): Hi, thanks for contacting us", "4471"),
])
def test_id_fields_of_other_languages_and_forms(text: str, value: str) -> None:
    assert value in spans(text, Label.ID_NUMBER)


@pytest.mark.parametrize("text", ["My Synology NAS DS920 is full", "the id 3 is wrong",
                                  "Python's id() function"])
def test_words_that_look_like_id_fields_are_left(text: str) -> None:
    assert not spans(text, Label.ID_NUMBER)


def test_the_name_of_a_json_person_record_is_a_person() -> None:
    record = 'payload={"to":"oluwaseun.bakare@yahoo.com","name":"Oluwaseun Bakare","ticket":"T-1"}'
    assert "Oluwaseun Bakare" in spans(record, Label.PERSON)
    package = '{"name": "Create React App", "version": "1.0.0", "private": true}'
    assert not spans(package, Label.PERSON)


def test_passenger_names_in_capitals_without_their_title() -> None:
    text = "Booking ref: QX7T2M\nPassenger: MS AYESHA KHAN-MALIK\nPassport: KM4810276"
    assert "AYESHA KHAN-MALIK" in spans(text, Label.PERSON)


@pytest.mark.parametrize(("text", "name"), [
    ("Hace un año la Dra. Pilar Ibarra le recetó metilfenidato.", "Pilar Ibarra"),
    ("Montréal, le 4 août 2025\nMadame Geneviève Tremblay-Côté\n1487, rue Saint-Denis",
     "Geneviève Tremblay-Côté"),
    ("03.02.2025;Dr. med. Inge Hartmann;-85,00", "Inge Hartmann"),
    ("my mom just got diagnosed with afib and dr anand put her on eliquis", "anand"),
    ("'hi marcus, sorry i missed the forecast call'", "marcus"),
])
def test_names_after_titles_of_other_languages_and_lower_case_cues(text: str, name: str) -> None:
    assert name in spans(text, Label.PERSON)


@pytest.mark.parametrize("text", ["the dr said to rest for a week", "hi there, quick question",
                                  "Herr der Ringe ist lang"])
def test_cue_words_without_a_name_after_them(text: str) -> None:
    assert not spans(text, Label.PERSON)


@pytest.mark.parametrize(("text", "job"), [
    ("quick q, I'm an RN on nights at Northside General", "RN"),
    ("our pharmacist Tamsin is off today", "pharmacist"),
    ("he's a warehouse shift lead at our Fresno site", "warehouse shift lead"),
    ("I'm his line manager and I don't want HR involved", "line manager"),
    ("Olá! Tenho 41 anos, sou professora do 1.º ciclo numa escola em Braga", "professora"),
    ("Thanks,\nTom Whitaker, Building Inspector II\n\nOn Tue, Feb 11", "Building Inspector II"),
])
def test_a_job_said_of_someone_is_an_occupation(text: str, job: str) -> None:
    assert job in spans(text, Label.OCCUPATION)


@pytest.mark.parametrize("text", ["her head hurts since Monday", "I'm a bit tired of this",
                                  "as a result, the build fails", "Paris, France\n"])
def test_words_after_a_job_cue_that_are_no_job(text: str) -> None:
    assert not spans(text, Label.OCCUPATION)


@pytest.mark.parametrize(("text", "age"), [
    ("dois dependentes (Tiago, 9 anos, e Beatriz, 6 anos), reembolso", "9 anos"),
    ("la résidence alternée pour notre fille Chloé (6 ans). Moi", "6 ans"),
    ("Mam 74 lata i choruję na Parkinsona", "74 lata"),
])
def test_ages_counted_in_years_in_other_languages(text: str, age: str) -> None:
    assert age in spans(text, Label.AGE)


def test_a_count_of_years_that_is_no_age() -> None:
    assert not spans("trabajé allí (10 años) como cocinero", Label.AGE)


@pytest.mark.parametrize(("text", "condition"), [
    ("Diagnosen: Parkinson's disease (first diagnosed 2019), orthostatic hypotension, "
     "mild cognitive impairment", "mild cognitive impairment"),
    ("Dx: community-acquired pneumonia; CKD stage 3b; T2DM\nCurrent: pip-tazo", "T2DM"),
    ("Mi hijo Mateo tiene autismo y la escuela quiere quitarle el apoyo", "autismo"),
    ("Istri saya menderita diabetes melitus sejak 2019", "diabetes melitus"),
])
def test_conditions_said_of_someone_in_records_and_other_languages(text: str,
                                                                   condition: str) -> None:
    assert condition in spans(text, Label.HEALTH)


def test_a_condition_in_a_knowledge_question_stays() -> None:
    assert not spans("What is the first-line treatment for atrial fibrillation in adults?",
                     Label.HEALTH)


@pytest.mark.parametrize(("text", "date"), [
    ("Su próxima cita es el 14 de abril a las 9:00 en el consultorio", "14 de abril"),
    ("« Montréal, le 4 août 2025\nMadame,", "4 août 2025"),
    ("mijn huisbaas wil de huur per 1 juli met 9% verhogen", "1 juli"),
    ("padahal saya sudah kirim WA tanggal 2 Mei. Di perjanjian", "2 Mei"),
])
def test_calendar_days_in_other_languages_are_dates(text: str, date: str) -> None:
    assert date in spans(text, Label.DATE)


@pytest.mark.parametrize(("text", "years"), [
    ("He has lived in the UK since 2009, has a British daughter", "since 2009"),
    ("ik woon hier sinds 2017 met mijn zoontje", "sinds 2017"),
    ("I worked there as a cellar hand from 2019 to 2023, handling sulphur", "from 2019 to 2023"),
])
def test_how_long_someone_has_been_somewhere_is_a_date(text: str, years: str) -> None:
    assert years in spans(text, Label.DATE)


def test_a_year_since_which_something_public_holds_stays() -> None:
    assert not spans("Python has had f-strings since 2016. How do they work?", Label.DATE)


@pytest.mark.parametrize(("text", "phone"), [
    ("vou mandar via Pix para a minha chave, que é o meu celular (48) 99127-4410.",
     "(48) 99127-4410"),
    ("Cualquier cosa a mi cel 81 1234 5678.", "81 1234 5678"),
    ("10:41:07.305 D AuthRepo: msisdn=+255 754 318 902\n10:41:07.332 D", "+255 754 318 902"),
])
def test_phone_numbers_written_the_local_way_or_in_a_log_field(text: str, phone: str) -> None:
    assert phone in spans(text, Label.PHONE)


@pytest.mark.parametrize(("text", "secret"), [
    ("me, checking. master pw is still `Sm4rtB1ll!ng-2023` right?", "Sm4rtB1ll!ng-2023"),
    ("[Peer]\nPresharedKey = 6P2S93wdNkbFOLyOkrEBYIDP/M7J6B/p50GbGOwVkA8=\n",
     "6P2S93wdNkbFOLyOkrEBYIDP/M7J6B/p50GbGOwVkA8="),
    ('credentials.NewStaticCredentials("AKIAZ7QK3VD2HX5NLP4M", '
     '"wJx9Kd2mQvR7tLp0Zs4NbY8cHf3eUa6GiT1oWk5E", "")',
     "wJx9Kd2mQvR7tLp0Zs4NbY8cHf3eUa6GiT1oWk5E"),
])
def test_secrets_named_in_chat_config_and_code(text: str, secret: str) -> None:
    assert secret in spans(text, Label.SECRET)


@pytest.mark.parametrize("text", ["my password is wrong again, how do I reset it?",
                                  "the pw is incorrect apparently"])
def test_a_word_that_says_how_a_password_is_is_no_password(text: str) -> None:
    assert not spans(text, Label.SECRET)


@pytest.mark.parametrize(("text", "postcode"), [
    ("bairro Moinhos de Vento, Porto Alegre/RS, CEP 90570-080. Reclamada", "90570-080"),
    ("she lives at 27 rue des Lilas 69003 and will host me", "69003"),
    ("2-14-7 Higashi-Kasai, Edogawa-ku, Tokyo 134-0084\nTel: +81-3-5674-2918", "134-0084"),
    ("Blk 231 Tampines Street 21, #08-114, Singapore 520231\n", "520231"),
])
def test_postcodes_after_their_keyword_city_or_street(text: str, postcode: str) -> None:
    assert postcode in spans(text, Label.POSTCODE)


def test_an_eircode_beside_an_irish_place_is_hidden_with_its_address() -> None:
    text = "my house, 12 Moyglare Road, Maynooth, Co. Kildare, W23 F8X2. I paid him"
    assert any("W23 F8X2" in span for label in (Label.POSTCODE, Label.ADDRESS)
               for span in spans(text, label))
    assert not spans("take the A12 road to the M50 exit", Label.POSTCODE)


@pytest.mark.parametrize(("text", "account"), [
    ("      KEYCLOAK_ADMIN: lukas.weber\n      KEYCLOAK_ADMIN_PASSWORD: x", "lukas.weber"),
    ("ERROR: Permission to kofi-asante/loyalty-svc.git denied to kasante-work.\nfatal: Could "
     "not read from remote repository.", "kasante-work"),
    ("the MR is from Eirik (eirik.haugland) if that matters", "eirik.haugland"),
])
def test_accounts_named_by_settings_git_messages_and_after_a_name(text: str,
                                                                  account: str) -> None:
    assert account in spans(text, Label.USERNAME)


@pytest.mark.parametrize("text", ["Use Python (python3.11) and Node (node18)",
                                  "React (react-dom) and Django (django.contrib)",
                                  "access denied to admin. retry", "ENABLE_ADMIN: true"])
def test_versions_packages_and_shared_accounts_are_not_user_names(text: str) -> None:
    assert not spans(text, Label.USERNAME)


@pytest.mark.parametrize(("text", "name"), [
    ("one accessible bedroom for me + caregiver Dolores. Guest Rewards 7043881295", "Dolores"),
    ("kan iemand helpen, mijn huisbaas Kees Verhoeven wil de huur verhogen", "Kees Verhoeven"),
    ("Sou mãe do Rafael e meu filho Tiago tem 9 anos", "Tiago"),
])
def test_names_after_a_relation_in_english_and_other_languages(text: str, name: str) -> None:
    assert name in spans(text, Label.PERSON)


@pytest.mark.parametrize(("text", "group"), [
    ("My husband Grzegorz is Ukrainian, he came in 2015", "Ukrainian"),
    ("He has lived here since 2009 and has a British daughter (Esi, aged 8)", "British"),
    ('{"name": "Sora", "nationality": "Japanese", "email": "s@x.jp"}', "Japanese"),
    ("Reclamante: João Pedro Albuquerque, brasileiro, CPF 482.739.615-91", "brasileiro"),
])
def test_a_nationality_said_of_someone_is_a_group(text: str, group: str) -> None:
    assert group in spans(text, Label.NRP)


@pytest.mark.parametrize("text", ["Is Japanese hard to learn?", "translate this to French",
                                  "The menu is French and the wine is Italian.",
                                  "an Italian restaurant that serves British English food"])
def test_a_language_cuisine_or_style_is_no_group(text: str) -> None:
    assert not spans(text, Label.NRP)


@pytest.mark.parametrize(("text", "date"), [
    ("When: Thursday, 12 June 2025 16:30-17:00 (UTC+00:00) Dublin", "12 June 2025"),
    ("DXB → MXP  EK205  14 Jul 2025 03:25\nContact: +971 50 734 2211", "14 Jul 2025"),
    ("- Peter confirmed the VPN token had expired on 10/02\n- Wanjiru read out", "10/02"),
    ("complaint filed 9/18 by Rosa Delgado", "9/18"),
])
def test_days_before_a_time_and_month_day_dates_after_a_when_word(text: str, date: str) -> None:
    assert date in spans(text, Label.DATE)


@pytest.mark.parametrize("text", ["2025-03-11 02:14:37 ERROR upload failed",
                                  "add 1/2 cup of sugar", "cut costs by 1/3 this year"])
def test_log_timestamps_and_fractions_are_no_dates(text: str) -> None:
    assert not spans(text, Label.DATE)


@pytest.mark.parametrize(("text", "condition"), [
    ("Estudia en Lincoln Middle School. Tiene autismo nivel 1 y la escuela quiere", "autismo"),
    ("despesas de saúde porque a Beatriz tem diabetes tipo 1. Como confirmo", "diabetes tipo 1"),
    ("ive had anxiety and depression and been on meds since january", "depression"),
])
def test_conditions_after_verbs_that_carry_their_person_or_typed_casually(text: str,
                                                                         condition: str) -> None:
    assert condition in spans(text, Label.HEALTH)


@pytest.mark.parametrize(("text", "town"), [
    ("livrée au 5 allée des Tilleuls, 69100 Villeurbanne. Deux portes", "Villeurbanne"),
    ("Usługi Informatyczne, ul. Słowackiego 8/12, 80-257 Gdańsk, NIP 5842137601", "Gdańsk"),
    ("voor mijn appartement Kanaalstraat 118-2, 3531 CL Utrecht. ik woon hier", "Utrecht"),
])
def test_the_town_after_a_postcode_on_an_address_line(text: str, town: str) -> None:
    assert town in spans(text, Label.LOCATION)


def test_a_passport_country_in_parentheses_is_a_nationality() -> None:
    assert "Ireland" in spans("Passport: PX4419273 (Ireland), expires 03 JAN 2026", Label.NRP)
    assert "UAE" in spans("Passport no. A1234567 (UAE)", Label.NRP)
    # the holder's name in parentheses is no nationality
    assert not spans("Passport (Lucia): CB993120 exp 2030", Label.NRP)


@pytest.mark.parametrize("text", ["Results, 2025 Annual Report", "costs 10-15, 20-300 Items"])
def test_numbers_before_capitalised_words_are_no_town(text: str) -> None:
    assert not spans(text, Label.LOCATION)


@pytest.mark.parametrize(("text", "org"), [
    ("I'm a nurse at LUTH and if this reaches my colleagues", "LUTH"),
    ("quick q, I'm an RN on nights at Northside General and the pharmacist", "Northside General"),
    ("ben alleenstaand en werk als schoonmaker bij het UMC. mag dit", "UMC"),
])
def test_where_someone_works_right_after_their_job_is_an_organisation(text: str, org: str) -> None:
    assert org in spans(text, Label.ORG)


def test_a_time_after_a_job_is_no_workplace() -> None:
    assert not spans("I'm a nurse at night and sleep all day", Label.ORG)


def test_table_columns_of_ids_and_logins_in_a_table_about_people() -> None:
    gradebook = ("Student,ID,SIS User ID,SIS Login ID,Section,Final Grade\n"
                 '"Abubakar, Hauwa",88123,S00492817,habubakar3,BIO-201-02,B+\n'
                 '"Fernández, Lucía",88124,S00492833,lfernandez7,BIO-201-02,A-\n')
    assert {"Abubakar, Hauwa", "Fernández, Lucía"} <= spans(gradebook, Label.PERSON)
    assert {"S00492817", "S00492833"} <= spans(gradebook, Label.ID_NUMBER)
    assert {"habubakar3", "lfernandez7"} <= spans(gradebook, Label.USERNAME)
    loans = (" loan_id | applicant        | annual_income\n"
             "---------+------------------+--------------\n"
             " L-88213 | Marcus Whitfield |         84000\n")
    assert "L-88213" in spans(loans, Label.ID_NUMBER)
    leave = ("Name | Staff ID | Start date | Days taken\n"
             "Ama Serwaa Boateng | TMS-0417 | 03/01/2022 | 9\n")
    assert "TMS-0417" in spans(leave, Label.ID_NUMBER)  # header-anchored, not an error code


def test_id_columns_of_a_table_about_no_one_stay() -> None:
    assert not spans("product | price | sku no\nWidget | 9.99 | AB-1234\n", Label.ID_NUMBER)


def test_a_calendar_record_is_no_table_header() -> None:
    from hushprompt.detect.rules_tables import header_spans

    ics = ("BEGIN:VEVENT\nORGANIZER;CN=Liesel Ostrander:mailto:liesel@ostrander.de\n"
           "ATTENDEE;CN=Tomás Ferreira:mailto:tf@brightmill.agency\n"
           "ATTENDEE;CN=Yuki Hanamura:mailto:yh@brightmill.agency\n")
    assert header_spans(ics) == []
