"""A person's language, nationality, faith, trade union and immigration status are hidden, the
first three and the status with another of the same kind ("Polish speaker" -> "Italian
speaker", "pre-settled status" -> "indefinite leave to remain"); a group talked about as a
group ("What do Sikhs believe?") and a status asked about in general stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine
from hushprompt.standins.categories import NATIONALITIES, RELIGIONS, STATUS_HELD
from standins_seen import standin_of


def test_a_language_someone_speaks_becomes_another_nationality(engine: Engine) -> None:
    text = "Limited English, Polish speaker, needs an interpreter for the ward round"
    assert standin_of(engine, text, "Polish") in NATIONALITIES


def test_a_nationality_and_a_faith_keep_their_kind(engine: Engine) -> None:
    text = "She's Ukrainian and Catholic, and her employer moved her shifts to Sunday"
    assert standin_of(engine, text, "Ukrainian") in NATIONALITIES
    assert standin_of(engine, text, "Catholic") in RELIGIONS


def test_a_held_immigration_status_becomes_another_status(engine: Engine) -> None:
    text = "I'm on pre-settled status, can my employer ask for my share code?"
    assert standin_of(engine, text, "pre-settled status") in STATUS_HELD


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("What do Sikhs believe about the afterlife?", "Sikhs"),
        ("How does pre-settled status differ from settled status under the EUSS?",
         "pre-settled status"),
        ("Is the TPS report due on Friday?", "TPS"),
        ("he's from Honduras and his TPS application got denied, what now?", "TPS"),
        ("Is this guy from Hinge a scammer? We moved to WhatsApp after 2 days", "WhatsApp"),
        ("The choir sang in unison at the funeral", "unison"),
        ("What does the RCN say about nurse staffing ratios?", "RCN"),
    ],
)
def test_a_group_or_a_status_in_general_stays(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"general-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Mon fils se fait insulter à cause de sa religion (on est musulmans).", "musulmans"),
        ("Ik ben Turks en mijn Nederlands is nog niet perfect.", "Turks"),
        ("We moved to Lincoln last year and need a dentist", "Lincoln"),
        ("His union rep from GMB attended the hearing", "GMB"),
        ("I'm a member of Unite and we're balloting next month", "Unite"),
    ],
)
def test_a_group_one_belongs_to_and_a_town_one_moved_to_are_hidden(
    engine: Engine, text: str, hidden: str
) -> None:
    assert hidden not in engine.anonymize(text, f"belongs-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "diet"),
    [
        ("for d/c tomorrow. He's asking for halal meals, kitchen not sorted.", "halal"),
        ("Names on the booking: Daniel & Rebecca Goldstein. We keep kosher so tips please.",
         "kosher"),
    ],
)
def test_a_faiths_diet_asked_for_someone_becomes_a_diet_of_no_faith(
        engine: Engine, text: str, diet: str) -> None:
    from hushprompt.standins.categories import PLAIN_DIETS

    assert standin_of(engine, text, diet) in PLAIN_DIETS


@pytest.mark.parametrize("text", ["What makes meat halal?", "Is Haribo halal or not?"])
def test_a_question_about_a_faiths_diet_keeps_it(engine: Engine, text: str) -> None:
    assert "halal" in engine.anonymize(text, f"diet-{hash(text)}").text
