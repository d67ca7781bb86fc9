"""What a protected prompt reads like (session 19): class stand-ins fit the article the prompt
already has, aids and allergies get a class of their own, and words that only look like private
data stay (how a condition goes, a title alone, a landlord, "gay", a key in code)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.engine import Engine
from hushprompt.models.span_checks import plausible
from hushprompt.types import Finding, Label
from hushprompt.vault.store import Vault


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    home = tmp_path_factory.mktemp("readable-home")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"r" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()


_DOUBLE_ARTICLE = re.compile(r"(?i)\b(?:an?|my|his|her|the|son's)\s+an?\s")


def test_an_allergy_and_an_aid_get_their_classes_after_the_prompts_own_article(
    engine: Engine,
) -> None:
    text = ('Translate to Spanish: "Dear Dr. Müller, my daughter Sophie (born 12/03/2015) has a '
            'severe peanut allergy and needs an EpiPen at school."')
    protected = engine.anonymize(text, "aids").text
    assert "peanut" not in protected and "EpiPen" not in protected and "Sophie" not in protected
    assert "has a food allergy and needs an emergency injector at school" in protected
    assert not _DOUBLE_ARTICLE.search(protected), protected


def test_how_a_condition_goes_is_no_condition(engine: Engine) -> None:
    text = "I am 45, a single dad, and I work night shifts. My depression is getting worse."
    protected = engine.anonymize(text, "worse").text
    assert "depression" not in protected
    assert protected.endswith("is getting worse.")


def test_a_title_stays_before_the_stand_in_of_the_name(engine: Engine) -> None:
    text = ("Can you help me write an email to my landlord, Mr. James O'Connor, about the mould "
            "in my flat at 14 Baker Street, London NW1 6XE? My phone is 07700 900123.")
    protected = engine.anonymize(text, "landlord").text
    assert "O'Connor" not in protected and "Baker Street" not in protected
    # the letter is to the landlord: "landlord" is the task, "Mr." stays before the new name
    assert re.search(r"to my landlord, Mr\. [A-Z][a-z]+ [A-Z]", protected), protected


def test_a_lower_case_word_after_im_that_says_what_someone_is_stays(engine: Engine) -> None:
    text = ("I'm gay and my parents are very religious Catholics. How do I come out to them? "
            "I'm 19 and live with them in Guadalajara.")
    protected = engine.anonymize(text, "coming-out").text
    assert protected.startswith("I'm gay and my parents")
    assert "Guadalajara" not in protected


def test_a_key_of_a_dict_in_code_is_no_name(engine: Engine) -> None:
    text = ('Debug this: user = {"name": "Priya Sharma", "email": "priya.sharma@acme.io", '
            '"role": "admin"}; print(user["nmae"])')
    protected = engine.anonymize(text, "code-key").text
    assert "Priya" not in protected and "priya.sharma@acme.io" not in protected
    assert protected.endswith('print(user["nmae"])')  # the typo the user asks about


@pytest.mark.parametrize(
    ("text", "span", "label", "kept"),
    [
        ("My depression is getting worse.", "worse", Label.HEALTH, False),
        ("Está peor desde ayer.", "peor", Label.HEALTH, False),
        ("She was diagnosed with lupus.", "lupus", Label.HEALTH, True),
        ("Write to Mr. James O'Connor today.", "Mr", Label.PERSON, False),
        ("Write to Frau Krause today.", "Frau", Label.PERSON, False),
        ("Write to Mr. James O'Connor today.", "James O'Connor", Label.PERSON, True),
        ('print(user["nmae"])', "nmae", Label.PERSON, False),
        ('scores["sunita"] = 3', "sunita", Label.PERSON, True),  # a known name stays a name
        ("my wife sunita says hi", "sunita", Label.PERSON, True),
        ("I'm a 34 year old woman, 5'6\", 180 lbs", "5'6\"", Label.AGE, False),
        ("I'm a 34 year old woman, 5'6\", 180 lbs", "34 year old", Label.AGE, True),
        ("Hola, tengo 42 años y trabajo aquí.", "tengo", Label.AGE, False),
        ("anak saya (umur tiga tahun)", "tiga", Label.AGE, True),
        ("Meine Schwester arbeitet als Lehrerin.", "Schwester", Label.PERSON, False),
        ("Yesterday Son Heung-min scored twice.", "Son Heung-min", Label.PERSON, True),
        ("Mein Sohn Jonas ist krank.", "Sohn", Label.PERSON, False),
        ("a woman in her 30's, on her own", "30's", Label.AGE, True),  # a decade, no height
    ],
)
def test_model_spans_that_only_look_like_private_data(
    text: str, span: str, label: Label, kept: bool
) -> None:
    start = text.index(span)
    assert plausible(text, Finding(start, start + len(span), label, "onnx-ner", 0.99, span)) \
        is kept


def test_a_us_plate_after_its_state_is_hidden(engine: Engine) -> None:
    text = ("I got a parking ticket in Chicago on 5/14 for my car, plate IL ABC 1234. "
            "How do I contest it? And the other car, plate number is XYZ-9876.")
    protected = engine.anonymize(text, "plates").text
    assert "ABC 1234" not in protected and "XYZ-9876" not in protected
    assert engine.anonymize("the plate is NY and", "plates").text == "the plate is NY and"


def test_a_signature_in_quotes_keeps_its_closing_quote(engine: Engine) -> None:
    text = ('Can you proofread: "Hi team, I\'ll be out Monday for my grandmother\'s funeral. '
            'Please contact Sarah for anything urgent. Thanks, Miguel"')
    protected = engine.anonymize(text, "quoted").text
    assert "Miguel" not in protected and "Sarah" not in protected
    assert protected.endswith('"') and protected.count('"') == 2


def test_a_condition_said_as_an_adjective_gets_an_adjective(engine: Engine) -> None:
    text = ("How do I tell my boss, Greg, that I'm pregnant? My diabetic mum (74) lives alone "
            "and our son is an asthmatic child.")
    protected = engine.anonymize(text, "adjectives").text
    assert "pregnant" not in protected and "diabetic" not in protected
    assert "asthma" not in protected  # no stand-in of the same word family either
    assert "that I'm medically vulnerable?" in protected
    assert "My chronically ill mum" in protected and "is an ill child" in protected


def test_a_job_word_of_another_language_gets_its_class(engine: Engine) -> None:
    text = ("Hola, soy María, tengo 42 años y trabajo como enfermera en Madrid. Meine Schwester "
            "arbeitet als Lehrerin in Köln.")
    protected = engine.anonymize(text, "jobs-abroad").text
    assert "enfermera" not in protected and "Lehrerin" not in protected
    assert "trabajo como healthcare worker" in protected
    assert "als Education worker" in protected


def test_a_model_written_class_keeps_its_acronym() -> None:
    from hushprompt.standins.generalize import with_class_acronyms

    assert with_class_acronyms("it professional") == "IT professional"
    assert with_class_acronyms("education worker") == "education worker"


def test_a_random_condition_is_never_of_the_originals_word_family() -> None:
    from hushprompt.standins import StandInGenerator

    generator = StandInGenerator()
    for seed in range(40):
        standin = generator.generate("asthmatic child", Label.HEALTH, seed=bytes([seed]) * 16,
                                     existing=[])
        assert "asthm" not in standin.casefold()


def test_a_relatives_job_in_german_is_the_job_alone(engine: Engine) -> None:
    text = "Meine Schwester arbeitet als Lehrerin in Köln und ich bin 34."
    result = engine.anonymize(text, "schwester")
    jobs = [r.original for r in result.replacements if r.label is Label.OCCUPATION]
    assert jobs == ["Lehrerin"]
    assert result.text.startswith("Meine Schwester arbeitet als ")


def test_a_teams_mailbox_keeps_its_role_in_the_stand_in(engine: Engine) -> None:
    text = "From: Laura Bennett <laura.bennett@gmail.com>\nTo: HR <hr@northwind.com>\nHi team"
    result = engine.anonymize(text, "role-mailbox")
    standins = {r.original: r.replacement for r in result.replacements}
    assert standins["hr@northwind.com"].startswith("hr@")
    assert not standins["hr@northwind.com"].endswith("@northwind.com")


@pytest.mark.parametrize(
    ("original", "shape"),
    [
        ("Lincoln High School", r"[A-Z][\w'-]+ High School"),
        ("University of Toronto", r"University of [A-ZÀ-Ý][\w-]+"),
        ("el Hospital Clínico de Valencia", r"el Hospital [A-Z][\w'-]+"),
        ("l'Université Paris 8", r"l'Université [A-Z][\w'-]+"),
        ("St. Vincent's Hospital", r"[A-Z][\w'-]+ Hospital"),
    ],
)
def test_a_school_or_hospital_gets_one_of_its_kind(original: str, shape: str) -> None:
    from hushprompt.standins import StandInGenerator

    standin = StandInGenerator().generate(original, Label.ORG, seed=b"s" * 16, existing=[])
    assert re.fullmatch(shape, standin), standin
    kept = {"High", "School", "University", "of", "el", "Hospital", "l'Université"}
    assert not (set(original.split()) - kept) & set(standin.split())  # no word of its name


def test_an_italian_letter_keeps_its_greeting_and_grammar(engine: Engine) -> None:
    text = ('Translate to English: "Cara Giulia, ti scrivo da Milano. Mio marito Paolo ha avuto '
            'un infarto ed è ricoverato al Niguarda."')
    protected = engine.anonymize(text, "italian").text
    assert protected.startswith('Translate to English: "Cara ')
    assert "Giulia" not in protected and "Paolo" not in protected
    assert "ricoverato" not in protected and "è under medical care al " in protected
    assert not _DOUBLE_ARTICLE.search(protected) and " un a " not in protected


def test_a_records_shorthand_a_department_and_an_offence(engine: Engine) -> None:
    text = ("Patient: Robert Chen, 67M, MRN 00482913. Hx: T2DM, HTN. Write a summary.\n"
            "I was arrested for DUI in Austin last year. I'm telling Susan in HR.")
    result = engine.anonymize(text, "shorthand")
    standins = {r.original: r.replacement for r in result.replacements}
    assert standins["T2DM"] == "a chronic condition"
    assert standins["HTN"] == "a cardiovascular condition"
    assert standins["HR"] == "operations"  # another department, not "service member"
    assert "arrested for DUI in " in result.text  # the offence is the question


def test_a_title_that_ends_with_a_department_is_no_department() -> None:
    from hushprompt.standins.generalize import DEPARTMENTS, _table, generalization

    assert generalization(Label.OCCUPATION, "Head of IT") is None
    assert generalization(Label.OCCUPATION, "payroll") == "administration"
    assert all(("OCCUPATION", d) in _table() for d in DEPARTMENTS)


def test_the_writers_own_manager_or_gp_is_no_job_and_a_job_ends_before_at(
    engine: Engine,
) -> None:
    text = ("I'm a nurse at Mount Sinai and I've been having panic attacks. Should I tell my "
            "manager? My GP says to rest. Please write a recommendation for Marcus Johnson, "
            "who was my team lead at Stripe for three years.")
    protected = engine.anonymize(text, "providers").text
    assert "nurse" not in protected and "Marcus" not in protected
    assert "Should I tell my manager?" in protected and "My GP says" in protected
    assert re.search(r"who was my [\w -]+ at Stripe", protected), protected


def test_a_condition_word_of_another_language_gets_its_class(engine: Engine) -> None:
    text = ("Mi madre tiene 78 años y le diagnosticaron alzhéimer. Minha filha Beatriz tem asma "
            "e a escola em Curitiba não deixa.")
    result = engine.anonymize(text, "conditions-abroad")
    standins = {r.original: r.replacement for r in result.replacements}
    assert standins.get("alzhéimer") == "a cognitive condition"
    assert standins.get("asma") == "a respiratory condition"


def test_a_medicine_with_its_dose_stays_and_a_symptom_verb_gets_a_verb(engine: Engine) -> None:
    text = ("My son's ADHD meds (Concerta 36mg) are making him lose weight. He's 10. Write a "
            "toast for my best friend Jake's wedding.")
    protected = engine.anonymize(text, "dose").text
    assert "(Concerta 36mg)" in protected  # the question is about this medicine
    assert "making him feel unwell." in protected
    assert "ADHD" not in protected and "Jake" not in protected
    assert re.search(r"my best friend [A-Z][a-z]+'s wedding", protected), protected


def test_a_names_possessive_stays_outside_the_finding() -> None:
    from hushprompt.detect.overlaps import without_trailing_possessive

    text = "Jake's wedding"
    [trimmed] = without_trailing_possessive([Finding(0, 6, Label.PERSON, "rules", 0.7, "Jake's")])
    assert (trimmed.start, trimmed.end, trimmed.text) == (0, 4, "Jake")
    assert text[trimmed.start:trimmed.end] == "Jake"


def test_a_dose_makes_a_medicine_and_a_lab_value_does_not() -> None:
    from hushprompt.detect.health import names_a_substance

    assert names_a_substance("Concerta 36mg") and names_a_substance("Lantus 20 units")
    assert not names_a_substance("glucose 320 mg/dL")


def test_an_immigration_status_gets_another_status_not_a_religion(engine: Engine) -> None:
    text = "Our nanny, Rosa Martinez, is undocumented. Can we still pay her legally in California?"
    result = engine.anonymize(text, "status")
    standins = {r.original: r.replacement for r in result.replacements}
    from hushprompt.standins.categories import STATUS_WORDS

    assert standins["undocumented"] in STATUS_WORDS
    assert standins["undocumented"] != "undocumented" and "Rosa" not in result.text
