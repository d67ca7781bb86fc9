"""Changes from the categories of holdout20's misses: names before a Turkish or South Asian
title or after an Italian or Vietnamese one, "dr." with a lower-case surname, a chat handle's
name said bare, Brazilian mobiles and "call me" in other languages, Spanish plates, airline
programmes, jobs under a signature in lower case, German compound jobs, the town after a
firm's legal form; a name over a line break keeps both lines; laws, landmarks and tools stay;
a stand-in after "a" or "an" agrees with it, and an acronym in it keeps its capitals."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.overlaps import merge_adjacent_persons
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.detect.rules_employment import job_head
from hushprompt.engine import Engine, takes_an
from hushprompt.standins.common import fit_case
from hushprompt.types import Finding, Label
from hushprompt.vault.store import Vault

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in RULES_ONLY.detect(text)}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    home = tmp_path_factory.mktemp("session15-home")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"k" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()


@pytest.mark.parametrize(("text", "name"), [
    ("Restoran için Mehmet Bey'i sorun lütfen.", "Mehmet Bey"),
    ("Zeynep teyzeyi de çağıralım mı?", "Zeynep"),
    ("Please forward the file to Sharma ji before Monday.", "Sharma"),
    ("Il medico di base (dott. Caputo) ci può vedere tra due settimane.", "Caputo"),
    ("vợ mình đang mang thai 5 tháng, và bé Bống 4 tuổi", "Bống"),
    ("can u help me write a message to my therapist dr. halvorsen? i want to tell her",
     "halvorsen"),
])
def test_names_beside_a_title_of_their_language(text: str, name: str) -> None:
    assert (Label.PERSON, name) in found(text)


@pytest.mark.parametrize("text", [
    "Dear Sir, please find my application attached.",
    "Dear Hiring Manager, I am writing about the role.",
    "the dr said i should rest and my dr appointment is tmrw",
])
def test_forms_of_address_to_no_one_are_no_names(text: str) -> None:
    assert not {f for f in found(text) if f[0] is Label.PERSON}


def test_a_handle_said_without_its_decoration_is_hidden_too(tmp_path: Path) -> None:
    text = ("[9:41 PM] shadowfang: @lunamoth_ why do u even play this\n"
            "[9:42 PM] lunamoth_: stop it\n[9:43 PM] shadowfang: lol\n\n"
            "how do i word a warning? lunamoth is 15 btw")
    # rules only: no model can have found the bare "lunamoth" on its own
    vault = Vault.open(tmp_path / "vault.sqlite3", key=b"h" * 32)
    result = Engine(vault, RULES_ONLY).anonymize(text, "conv-handle").text
    vault.close()
    assert "lunamoth" not in result
    assert "how do i word a warning?" in result


@pytest.mark.parametrize(("text", "value", "label"), [
    ("Rodrigo: me liga 11 98765-4321 quando puder", "11 98765-4321", Label.PHONE),
    ("meu número novo é (21) 99876-5432", "(21) 99876-5432", Label.PHONE),
    ("Concepto: Yamaha MT-07 matrícula 4821 KLP", "4821 KLP", Label.ID_NUMBER),
    ("Privilege Club: QR 604 118 273", "QR 604 118 273", Label.ACCOUNT_NUMBER),
])
def test_numbers_in_their_local_forms(text: str, value: str, label: Label) -> None:
    assert (label, value) in found(text)


def test_jobs_under_a_signature_and_employer_after_an_at_sign() -> None:
    polish = found("Z poważaniem,\nAgnieszka Kowalczyk\ntłumacz przysięgły, Poznań")
    assert (Label.OCCUPATION, "tłumacz przysięgły") in polish
    pitch = found("Cheers,\nArjun Mehta, Co-founder @ Loglytic\narjun@loglytic.io")
    assert (Label.ORG, "Loglytic") in pitch
    # a plain closing line under a name is no job
    assert not {f for f in found("Thanks,\nSarah Lee\nthanks again for all") if
                f[0] is Label.OCCUPATION}


@pytest.mark.parametrize(("word", "is_job"), [
    ("Praxismanagerin", True), ("Lagerleiter", True), ("Zahnärztin", True),
    ("Steuerberaterinnen", True), ("Bildschirmen", False), ("Lagerverwaltungssystem", False),
])
def test_german_compounds_that_end_in_a_job(word: str, is_job: bool) -> None:
    assert job_head(word, possessive=False) is is_job


def test_spanish_job_field_and_the_town_after_a_legal_form() -> None:
    assert (Label.LOCATION, "Bielefeld") in found(
        "Beschäftigt bei Spedition Kranz GmbH, Bielefeld\nPosition: Lagerleiter")
    assert not {f for f in found("I worked at Acme Inc, Chief Officer.")
                if f[0] is Label.LOCATION}


def test_german_i_am_is_not_read_as_a_name(engine: Engine) -> None:
    text = "Bitte Schritt für Schritt erklären, ich bin Praxismanagerin und kein Admin."
    result = engine.anonymize(text, "conv-de").text
    assert "ich bin " in result and "Praxismanagerin" not in result


def test_adjacent_names_are_not_joined_over_a_line_break() -> None:
    text = "Cheers,\nArjun\nMehta"
    first = Finding(8, 13, Label.PERSON, "onnx-ner", 0.9, "Arjun")
    second = Finding(14, 19, Label.PERSON, "rules:name", 0.8, "Mehta")
    assert len(merge_adjacent_persons([first, second], text)) == 2


def test_a_signature_name_over_two_lines_keeps_the_surname(engine: Engine) -> None:
    text = "Cheers,\nArjun\nArjun Mehta, Co-founder @ Loglytic\narjun@loglytic.io"
    result = engine.anonymize(text, "conv-signature").text
    assert "Mehta" not in result and "Arjun" not in result


@pytest.mark.parametrize(("text", "kept"), [
    ("My landlord ignores the mould. I read the Landlord and Tenant Act 1985 section 11.",
     "Landlord and Tenant Act 1985"),
    ("It works in DBeaver but the app says the password is wrong. I'm the intern, Olivia.",
     "DBeaver"),
    ("chỗ ở gần hồ Xuân Hương, đi xe khách Phương Trang. Mình tên Trần Quốc Huy.",
     "hồ Xuân Hương"),
    ("chỗ ở gần hồ Xuân Hương, đi xe khách Phương Trang. Mình tên Trần Quốc Huy.",
     "Phương Trang"),
    ("Er hat das neue Lagerverwaltungssystem (SAP EWM) eingeführt, sagt Jonas Weber.",
     "Lagerverwaltungssystem (SAP EWM)"),
])
def test_whole_pipeline_keeps_laws_tools_and_landmarks(engine: Engine, text: str,
                                                       kept: str) -> None:
    assert kept in engine.anonymize(text, "conv-kept").text


@pytest.mark.parametrize(("phrase", "an"), [
    ("educator", True), ("nurse", False), ("HR manager", True), ("university lecturer", False),
    ("hour", True), ("18-year-old", True), ("1-year-old", False), ("urologist", False),
])
def test_the_article_a_stand_in_takes(phrase: str, an: bool) -> None:
    assert takes_an(phrase) is an


def test_a_stand_in_after_an_article_agrees_with_it(engine: Engine) -> None:
    text = ("I'm a therapist in Leeds and my son is an engineer at Arup. "
            "My aunt is an accountant and my uncle a plumber.")
    result = engine.anonymize(text, "conv-articles")
    checked = 0
    for replacement in result.replacements:
        before = result.text[: result.text.find(replacement.replacement)].split()
        if replacement.label is Label.OCCUPATION and before and before[-1] in ("a", "an"):
            assert takes_an(replacement.replacement) is (before[-1] == "an"), result.text
            assert not replacement.replacement.startswith(("a ", "an "))
            checked += 1
    assert checked >= 3, result.text  # therapist, engineer, accountant (plumber has no article)


def test_an_acronym_keeps_its_capitals_in_a_lower_case_stand_in() -> None:
    assert fit_case("therapist", "IT professional") == "IT professional"
    assert fit_case("priya sharma", "Anita Rao") == "anita rao"


@pytest.mark.parametrize(("text", "value", "label"), [
    ("my gmail got hacked. backup codes: 4829 1037, 6618 2294, 0731 5582", "6618 2294",
     Label.SECRET),
    ("[14:06] Felix: backup code is 5839-2201 if that helps", "5839-2201", Label.SECRET),
    ("Card on file: Visa •••• 3390", "•••• 3390", Label.ACCOUNT_NUMBER),
    ("Received: from exch02.intern.mueller-bau.de (10.20.1.32)", "exch02.intern.mueller-bau.de",
     Label.HOSTNAME),
    ('Spreeblick Wohnen GmbH, i.A. Jana Köhler"', "Jana Köhler", Label.PERSON),
])
def test_codes_masks_internal_zones_and_signatures_from_the_training_prompts(
        text: str, value: str, label: Label) -> None:
    assert (label, value) in found(text)


def test_a_backup_code_list_ends_where_the_words_start() -> None:
    secrets = {v for k, v in found("recovery codes are 4829 1037, 6618 2294 and then words follow")
               if k is Label.SECRET}
    assert secrets == {"4829 1037", "6618 2294"}


@pytest.mark.parametrize(("text", "kept"), [
    ("Write to Rajesh Iyer at 12 MG Road and cite clause 14.2 and the Industrial "
     "Employment (Standing Orders) Act, 1946. Tone firm.", "Act, 1946"),
    ("My colleague Amani has HIV. In Tanzania there's the HIV and AIDS (Prevention and Control) "
     "Act that protects her, right?", "HIV and AIDS (Prevention and Control) Act"),
])
def test_a_law_s_name_and_year_stay_whole(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, "conv-law").text
