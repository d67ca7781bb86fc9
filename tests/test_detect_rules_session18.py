"""Changes of session 18: web addresses the user calls their own and repositories of unknown
owners; postcodes right after a street; people and accounts in git trailers, plain "user /
password" pairs and university or workplace accounts; service-desk keys, invoice numbers,
payment references, professional and VAT registrations, device ids and bag tags; the last four
digits of a card said apart from its word and on a statement; who a statement's transfer went
to; and day/month stand-ins that stay valid dates."""

from __future__ import annotations

import re

import pytest
from hushprompt.detect.address_towns import postcodes_after_addresses
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.standins import StandInGenerator
from hushprompt.types import Finding, Label

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in RULES_ONLY.detect(text)}


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("site is thandiwecrafts.co.za, my little online shop for beaded jewellery",
         "thandiwecrafts.co.za"),
        ("it's for my sister's bakery, domain will be kemisbakehouse.com", "kemisbakehouse.com"),
        ("my site is https://natashaivanova-art.com/booking , can you check the form?",
         "https://natashaivanova-art.com/booking"),
        ("Repo: github.com/ayseyilmaz34/kuafor-app. Kadıköy'de bir salonum var",
         "github.com/ayseyilmaz34/kuafor-app"),
        ('r = requests.get("https://api.github.com/repos/heriksen-fb/billing-sync")',
         "https://api.github.com/repos/heriksen-fb/billing-sync"),
        ("git clone https://github.com/dkariuki/shamba-sense.git fails on my laptop",
         "https://github.com/dkariuki/shamba-sense.git"),
        ("test rows for ticket https://jira.stkilda-health.org/browse/EHR-2291",
         "https://jira.stkilda-health.org/browse/EHR-2291"),
    ],
)
def test_an_address_of_ones_own_is_hidden(text: str, address: str) -> None:
    assert (Label.URL, address) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "How do I use github.com/spf13/cobra for subcommands?",
        "git clone https://github.com/facebook/react.git fails with a TLS error",
        "I got a mail from paypa1-security.com. Is this site a scam?",
        "My blog runs on wordpress.com and I host images on imgur.com.",
        "I'm building my portfolio site with Next.js; config in next.config.js, styles in main.css",
        "See https://jira.atlassian.com/browse/JRACLOUD-123 for the bug",
    ],
)
def test_public_and_questioned_addresses_stay(text: str) -> None:
    assert not {value for label, value in found(text) if label is Label.URL}, found(text)


def test_a_repository_owner_of_a_public_project_is_no_user() -> None:
    assert (Label.USERNAME, "facebook") not in found(
        "git clone https://github.com/facebook/react.git")
    assert (Label.URL, "https://github.com/tkaraca/shop.git") in found(
        "git clone https://github.com/tkaraca/shop.git")


@pytest.mark.parametrize(
    ("text", "street", "postcode"),
    [
        ("living in Rotterdam (Kralingseweg 201B, 3062 CE), working as a nurse",
         "Kralingseweg 201B", "3062 CE"),
        ("Moro em Braga, Rua do Souto 112, 4700-329.", "Rua do Souto 112", "4700-329"),
        ("the room at Heijestraat 96-2, 1053 GS is still available", "Heijestraat 96",
         "1053 GS"),
        ("Juusho: Setagaya-ku Sangenjaya 2-14-9-301, 154-0024. Yoroshiku",
         "Sangenjaya 2-14-9-301", "154-0024"),
    ],
)
def test_a_postcode_after_its_street_is_hidden(text: str, street: str, postcode: str) -> None:
    start = text.index(street)
    model = Finding(start, start + len(street), Label.ADDRESS, "onnx-ner", 0.9, street)
    assert [f.text for f in postcodes_after_addresses(text, [model])] == [postcode]


def test_an_eircode_in_capitals_is_hidden() -> None:
    assert (Label.POSTCODE, "D09 X2F7") in found(
        "MOVING OUT OF DRUMCONDRA, DUBLIN 9, D09 X2F7 ON 28 FEB")


def test_a_number_after_a_street_that_is_no_postcode_stays() -> None:
    text = "We live at 14 Elm Street, 2 kids and a dog. Meet at 9 Elm Street, 1400 sharp."
    streets = [Finding(m.start(), m.end(), Label.ADDRESS, "rules:address", 0.8, m.group())
               for m in re.finditer(r"\d+ Elm Street", text)]
    assert not list(postcodes_after_addresses(text, streets))


def test_git_trailers_name_people_and_accounts() -> None:
    text = ("commit 1d0e553  Author: sio-oc <siobhan.oconnell@fernway.dev>\n"
            "Co-authored-by: Maya Lin <maya.lin@acme.io>\n"
            "Author: dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>")
    result = found(text)
    assert (Label.USERNAME, "sio-oc") in result
    assert (Label.PERSON, "Maya Lin") in result
    assert not any("dependabot" in value for label, value in result
                   if label in (Label.USERNAME, Label.PERSON))


def test_a_plain_user_name_before_a_strong_password_is_a_login() -> None:
    result = found("Maya: it's benparty / Sp0tify!Bday40")
    assert (Label.USERNAME, "benparty") in result
    assert (Label.SECRET, "Sp0tify!Bday40") in result
    assert not found("the ratio is input / Output2024 and read / write")


@pytest.mark.parametrize(
    ("text", "account"),
    [
        ("my daughter (NetID mk4471) can't log into Canvas", "mk4471"),
        ("Zijn laptop-account is l.odonoghue, tijdelijk wachtwoord volgt", "l.odonoghue"),
    ],
)
def test_university_and_workplace_accounts_are_hidden(text: str, account: str) -> None:
    assert (Label.USERNAME, account) in found(text)


def test_words_after_an_account_word_are_no_accounts() -> None:
    result = found("my AD account is locked and the Windows login screen is blank")
    assert not {v for label, v in result if label in (Label.USERNAME, Label.HOSTNAME)}, result


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("two production escapes (INC-4471 and INC-4502)", "INC-4471"),
        ("Subject: RE: PO-88213 revised quote", "PO-88213"),
        ("INVOICE No. 2024-0318", "2024-0318"),
        ("still waiting on the freight invoice 2025-0391", "2025-0391"),
        ("to my monzo (acc 28374651, ref HEN-SOPH)", "HEN-SOPH"),
        ("Advogada: Dra. Renata Alves, OAB/SP 298.417", "298.417"),
        ("atestado do Dr. Paulo Sato (CRM-SP 148227)", "148227"),
        ("VAT Reg No: GB 287 4159 03 · Tel. 0116 258 4419", "GB 287 4159 03"),
        ("model=TECNO KF6 android_id=9f4e2a17c03b88d1", "9f4e2a17c03b88d1"),
        ("- Bag tag: LH 482193", "LH 482193"),
        ("Sygn. akt I Ns 412/24, Sąd Rejonowy", "I Ns 412/24"),
    ],
)
def test_record_and_registration_numbers_are_hidden(text: str, value: str) -> None:
    assert (Label.ID_NUMBER, value) in found(text)


@pytest.mark.parametrize(
    "text",
    [
        "What do ISO-8601, RFC-2616 and CVE-2024-3094 mean?",
        "invoice 2024 was paid; invoice 20240115 too",
        "Use SHA-256 and UTF-8; COVID-19 cases rose",
    ],
)
def test_public_codes_stay(text: str) -> None:
    assert not {v for label, v in found(text) if label is Label.ID_NUMBER}, found(text)


def test_the_last_four_digits_of_a_card_are_hidden() -> None:
    assert (Label.CREDIT_CARD, "7731") in found(
        "i dont have a credit card, my dad bought it, last 4 are 7731.")
    assert (Label.CREDIT_CARD, "8812") in found(
        "05/01  CARD 8812 BOOTS PHARMACY LEWISHAM    -14.35")
    assert not {v for label, v in found("the last four are 1999, a year")
                if label is Label.CREDIT_CARD}


def test_who_a_transfer_went_to_is_hidden_not_the_users_pots() -> None:
    text = ("07/01  TFR TO K ADEBAYO                    -200.00\n"
            "08/01  TRANSFER TO SAVINGS                 -500.00\n"
            "09/01  TFR FROM TESCO BANK                  20.00\n")
    result = found(text)
    assert (Label.PERSON, "K ADEBAYO") in result
    assert not any(value in ("SAVINGS", "TESCO BANK", "500.00") for _, value in result), result


@pytest.mark.parametrize("original", ["03/01", "14.09", "31/12", "7-11"])
def test_a_day_and_month_become_another_valid_date(original: str) -> None:
    generator = StandInGenerator()
    for seed in range(20):
        standin = generator.generate(original, Label.DATE, seed=bytes([seed]), existing=[])
        first, second = (int(n) for n in re.split(r"[/.\-]", standin))
        # valid read day first or month first, as the original was
        assert (first <= 12) == (int(re.split(r"[/.\-]", original)[0]) <= 12)
        assert 1 <= first <= 31 and 1 <= second <= 31 and min(first, second) <= 12
        assert standin != original


def test_a_wallets_recovery_phrase_is_hidden() -> None:
    phrase = "orbit lemon fragile canyon shy velvet ocean rapid tribe guitar cement hawk"
    assert (Label.SECRET, phrase) in found(f"wallet seed: {phrase}\nthen he called")
    assert not {v for label, v in found("The seed of the RNG is 42; use seed 7 for the demo")
                if label is Label.SECRET}


def test_a_keypad_code_and_a_password_after_an_equals_sign_are_hidden() -> None:
    assert (Label.SECRET, "7390#") in found("pls stop, code is 7390# btw dont share it")
    assert (Label.SECRET, "Kaasschaaf88") in found("    # wachtwoord = Kaasschaaf88 (nog key!)")
    assert not found("The error code is 500; press # to continue")


def test_accounts_and_passwords_in_a_table_of_code_are_hidden() -> None:
    text = ('ADMINS = {"rkapoor": "Gym@Admin2023", "jmbeki": "Lifting4life!"}\n'
            'LABELS = {"name": "Full name", "email": "E-mail address"}')
    result = found(text)
    assert {(Label.USERNAME, "rkapoor"), (Label.SECRET, "Gym@Admin2023"),
            (Label.USERNAME, "jmbeki"), (Label.SECRET, "Lifting4life!")} <= result
    assert not any(value in ("name", "Full name", "E-mail address") for _, value in result)
    records = found('USERS = [{"name": "Ana Ruiz", "email": "Ana.Ruiz@Example1.com", '
                    '"role": "Admin#1"}]')
    assert not {v for label, v in records if label is Label.SECRET}, records


def test_buckets_and_device_names_are_hidden() -> None:
    # (an ~/.ssh/config alias is left alone: "Host homelab", "ssh prod-jump" are the task's)
    text = ("Host homelab\n    HostName 172.16.40.12\n"
            "s3.upload_file('/tmp/payroll.xlsx', 'kestrelpay-hr-exports', 'payroll.xlsx')\n"
            "aws s3 cp report.csv s3://acme-finance-reports/2025/ and Bucket='my-bucket'\n"
            'date=2025-02-12 devname="LAPTOP-RC-7781" action=tunnel-up')
    hosts = {value for label, value in found(text) if label is Label.HOSTNAME}
    assert {"kestrelpay-hr-exports", "acme-finance-reports", "LAPTOP-RC-7781"} <= hosts
    assert not hosts & {"homelab", "my-bucket"}
    assert not found("The Host header must match. Set Host to your domain.")


def test_cashtags_named_profiles_and_note_authors_are_hidden() -> None:
    result = found("a guy paid me on cashapp from $devo4life, about $USD 40\n"
                   "It works with profile somchai-dev; aws s3 ls --profile prod-eu\n"
                   "Internal note (kbrandt): pax rebooked")
    users = {value for label, value in result if label is Label.USERNAME}
    assert {"$devo4life", "somchai-dev", "kbrandt"} <= users
    assert not users & {"$USD", "prod-eu"}
    assert not found("I updated my profile picture and the profile settings page.")


def test_an_accounts_page_on_a_creator_platform_is_hidden_not_the_platforms_own() -> None:
    result = found("I sell on Etsy (etsy.com/shop/LunaKnits), links at linktr.ee/lunaknits and "
                   "https://lunaknits.wixsite.com/home")
    urls = {value for label, value in result if label in (Label.URL, Label.HOSTNAME)}
    assert {"etsy.com/shop/LunaKnits", "linktr.ee/lunaknits"} <= urls
    assert any("lunaknits.wixsite.com" in url for url in urls)
    assert not found("read https://www.etsy.com/help, https://vimeo.com/blog and "
                     "https://soundcloud.com/discover")
