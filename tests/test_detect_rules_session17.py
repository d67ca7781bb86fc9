"""Changes of session 17: names written in capitals and companies with a legal form are no task
terms; more ID fields (asset tags, short employee codes, Spanish social security numbers);
procedures and aids in several languages; French "à cause de" ties a condition to its person;
jobs after possessives and "is" in other languages, a job "of my son", Polish jobs in the
instrumental case; ages in configurations, "turning 16" and "40-something"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.engine import Engine
from hushprompt.types import Finding, Label
from hushprompt.vault.store import Vault

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in RULES_ONLY.detect(text)}


def kept(text: str, span: str, label: Label) -> bool:
    """Whether the context rules keep a model's finding of `span` (the NER's, say)."""
    start = text.index(span)
    model = Finding(start, start + len(span), label, "onnx-ner", 0.9, span)
    return bool(ContextRules().filter(text, [model]))


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    home = tmp_path_factory.mktemp("session17-home")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"k" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()


def test_a_name_in_capitals_is_no_row_of_acronyms() -> None:
    text = ('"A reclamante, ANA PAULA SOBRAL DE MELO, brasileira, divorciada, vem propor '
            'RECLAMAÇÃO TRABALHISTA em face de HOSPITAL SANTA CLARA LTDA., onde laborou."')
    assert kept(text, "ANA PAULA SOBRAL DE MELO", Label.PERSON)
    assert kept(text, "HOSPITAL SANTA CLARA LTDA.", Label.ORG)
    # acronyms alone still are task terms
    assert not kept("Should I call the AWS SDK or the REST API directly?", "AWS SDK", Label.ORG)


def test_a_company_with_its_legal_form_is_no_list_of_places() -> None:
    text = ('This Employment Agreement is entered into between Sierra Peak Analytics, Inc. '
            '("Company") and the Employee.')
    assert kept(text, "Sierra Peak Analytics, Inc.", Label.ORG)
    places = "We loved Alfama, Príncipe Real, Arroios on our trip; which is best for food?"
    assert not kept(places, "Alfama, Príncipe Real, Arroios", Label.LOCATION)


@pytest.mark.parametrize(("text", "value"), [
    ("Please order him a laptop (asset tag LT-88213) before Monday.", "LT-88213"),
    ("Ankit Sharma (emp code INF-3321) applied for paternity leave.", "INF-3321"),
    ("Gareth Pryce | Pryce Plumbing & Heating | Gas Safe Reg. 563812", "563812"),
    ("Nombre: María José Castañeda | NSS: 28/10457893/21 | Puesto: Dependienta",
     "28/10457893/21"),
    ("Meine Kundennr. 448812 steht auf der Rechnung.", "448812"),
])
def test_more_id_fields_are_found(text: str, value: str) -> None:
    assert (Label.ID_NUMBER, value) in found(text)


def test_an_id_word_alone_is_no_id() -> None:
    assert not any(label is Label.ID_NUMBER
                   for label, _ in found("How do I fix NSS error -8179 in Firefox?"))


@pytest.mark.parametrize(("text", "condition"), [
    ("Elle a été absente du 12 au 15 novembre à cause d'une crise d'asthme assez forte.",
     "crise d'asthme"),
    ("Ich kündige zum 30.06. aufgrund meiner Knie-OP, das Attest liegt bei.", "Knie-OP"),
    ("Ramón está de baja por la operación de cadera, habla con su hija.", "operación de cadera"),
    ("i'm diabetic and had a foot op so i can't keep walking to the shop", "foot op"),
    ("Valentina tiene que llevar su inhalador a la excursión.", "inhalador"),
    ("My father had knee arthroscopy at the clinic on 5 February.", "knee arthroscopy"),
])
def test_procedures_and_aids_said_of_someone_are_hidden(
        engine: Engine, text: str, condition: str) -> None:
    assert condition not in engine.anonymize(text, "conv-health").text


def test_a_procedure_asked_about_stays() -> None:
    assert not any(label is Label.HEALTH for label, _ in found(
        "What are the risks of knee arthroscopy for a 60-year-old?"))


@pytest.mark.parametrize(("text", "job"), [
    ("Hablé con mi encargada y no me deja cambiar el turno del sábado.", "encargada"),
    ("Escribe un correo a la tutora de mi hijo para pedir una reunión.", "tutora"),
    ("Escribe un correo al cartero de mi barrio para quejarme.", "cartero"),
    ("Mi madre es enfermera en un hospital de Sevilla.", "enfermera"),
    ("Jestem pielęgniarką w szpitalu w Gdańsku, jak napisać wypowiedzenie?", "pielęgniarką"),
    ("M. Gérard Hoffmann, gérant de la SCI Les Tilleuls, refuse de rendre la caution.",
     "gérant"),
])
def test_jobs_in_other_languages_are_found(text: str, job: str) -> None:
    assert (Label.OCCUPATION, job) in found(text)


@pytest.mark.parametrize("text", [
    "¿Qué hace un abogado de familia en un divorcio?",
    "Quelle est la différence entre un avocat et un notaire en France ?",
    "La función de mi script devuelve None.",
])
def test_jobs_in_general_questions_stay(text: str) -> None:
    assert not any(label is Label.OCCUPATION for label, _ in found(text))


@pytest.mark.parametrize(("text", "age"), [
    ("profile.pregnancy_mode = true\nprofile.age = 34\nprofile.hr_zones = null", "34"),
    ("My daughter is turning 16 next month and wants a job.", "16"),
    ("a 40-something dad of three looking for a running club", "40-something"),
])
def test_more_ages_are_found(text: str, age: str) -> None:
    assert (Label.AGE, age) in found(text)


@pytest.mark.parametrize("text", [
    "Rotate the image: it turned 90 degrees after the upload.",
    "Set page_size = 50 and max_age = 3600 in the cache config.",
])
def test_numbers_that_are_no_ages_stay(text: str) -> None:
    assert not any(label is Label.AGE for label, _ in found(text))


JAPANESE_CHAT = (
    "以下のSlackのやり取りを、丁寧なメールに書き直してください。\n\n"
    "[10:12] 佐藤 健太: 山本さん、来週の出張の件、ホテル取れました？\n"
    "[10:15] 山本 美咲: はい、押さえました。\n"
    "[10:16] 佐藤 健太: ありがとう。あと鈴木部長に到着時間を連絡しておいて\n"
    "[10:18] 山本 美咲: 了解です！鈴木部長、先週から腰痛で杖をついているので\n\n"
    "宛先は鈴木部長で、差出人は山本です。"
)


def test_no_japanese_stand_in_holds_a_name_of_the_prompt(engine: Engine) -> None:
    """A firm's or a person's stand-in drawn for one original must not carry another
    original's surname ("有限会社佐藤情報" would send 佐藤)."""
    for conversation in range(40):
        result = engine.anonymize(JAPANESE_CHAT, f"conv-ja-{conversation}").text
        for original in ("佐藤", "健太", "山本", "美咲", "鈴木"):
            assert original not in result


def test_a_japanese_verb_ending_is_no_name() -> None:
    from hushprompt.models.span_checks import plausible

    text = "了解です！昨日、株式会社アオバ物流の山本 美咲さんと話しました。"
    start = text.index("了解です")
    assert not plausible(text, Finding(start, start + 4, Label.ORG, "onnx-ner", 0.9, "了解です"))
    start = text.index("話しました")
    assert not plausible(text, Finding(start, start + 5, Label.ORG, "onnx-ner", 0.9, "話しました"))


def test_a_chinese_or_japanese_name_needs_no_capital_letter() -> None:
    from hushprompt.models.span_checks import plausible

    text = "昨日、株式会社アオバ物流の山本 美咲さんと話しました。"
    start = text.index("山本 美咲")
    assert plausible(text, Finding(start, start + 5, Label.PERSON, "onnx-ner", 0.6, "山本 美咲"))


def test_a_japanese_honorific_stays_outside_a_name_the_model_found() -> None:
    from hushprompt.models.span_checks import reshaped

    text = "山本さん、来週の出張の件、ホテル取れました？"
    name = reshaped(text, Finding(0, 4, Label.PERSON, "onnx-ner", 0.9, "山本さん"))
    assert (name.start, name.end, name.text) == (0, 2, "山本")


def test_a_japanese_run_with_grammar_in_it_is_no_name() -> None:
    from hushprompt.models.span_checks import plausible

    text = "昨日は山本と話しました。"
    start = text.index("山本と話")
    assert not plausible(text, Finding(start, start + 4, Label.PERSON, "onnx-ner", 0.6, "山本と話"))
