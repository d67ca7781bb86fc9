"""Conditions said about someone: an allergy is hidden with what it is to ("allergic to
penicillin") and its stand-in keeps the kind of allergen so the answer still fits; "I have" in
Italian and Polish ties a condition to the writer. An allergy or a condition asked about in
general stays."""

from __future__ import annotations

import pytest
from hushprompt.detect.health import condition_mentions
from hushprompt.engine import Engine
from hushprompt.standins.generalize import generalization
from hushprompt.types import Label


@pytest.mark.parametrize(
    ("text", "allergy"),
    [
        ("I'm allergic to penicillin, what antibiotics can I take?", "allergic to penicillin"),
        ("my son is allergic to peanuts and tree nuts, so no cake",
         "allergic to peanuts and tree nuts"),
        ("she is severely allergic to bee stings since 2019", "severely allergic to bee stings"),
    ],
)
def test_the_allergy_ends_where_the_allergen_does(text: str, allergy: str) -> None:
    assert allergy in [f.text for f in condition_mentions(text)]


@pytest.mark.parametrize(
    ("allergy", "stand_in"),
    [
        ("allergic to penicillin", "allergic to a common medication"),
        ("allergic to peanuts and tree nuts", "allergic to certain foods"),
        ("severely allergic to bee stings", "severely allergic to insect stings"),
        ("allergic to cats and dogs", "allergic to pets"),
        ("allergic to Lipiodol", "allergic to a common allergen"),
    ],
)
def test_the_stand_in_keeps_the_kind_of_allergen(allergy: str, stand_in: str) -> None:
    assert generalization(Label.HEALTH, allergy) == stand_in


def test_an_allergy_in_a_general_question_stays(engine: Engine) -> None:
    for text in ("What happens if someone is allergic to penicillin?",
                 "Which antibiotics are safe for people allergic to penicillin?"):
        assert "allergic to penicillin" in engine.anonymize(text, "allergy-q").text


def test_an_allergy_of_ones_own_is_hidden(engine: Engine) -> None:
    text = "My daughter is allergic to peanuts and her school wants a letter"
    protected = engine.anonymize(text, "allergy-own").text
    assert "peanuts" not in protected
    assert "allergic to certain foods" in protected


@pytest.mark.parametrize(
    ("text", "condition"),
    [("Ho un tumore al seno, inizio la chemio lunedì", "tumore al seno"),
     ("Mam depresję od dwóch lat", "depresję")],
)
def test_i_have_in_italian_and_polish_ties_a_condition_to_the_writer(
        engine: Engine, text: str, condition: str) -> None:
    assert condition not in engine.anonymize(text, "have-" + condition[:4]).text


def test_a_question_after_i_have_in_italian_or_polish_keeps_its_topic(engine: Engine) -> None:
    for text in ("Ho una domanda sul diabete: quali sono i sintomi?",
                 "Mam pytanie: jakie są objawy depresji?"):
        assert engine.anonymize(text, "have-q").text == text


def test_a_condition_asked_about_in_spanish_keeps_its_topic(engine: Engine) -> None:
    text = ("Mi endocrina dice que es hipotiroidismo subclínico, pero estoy intentando quedarme "
            "embarazada desde hace un año. ¿Es normal no tratarlo? ¿Qué valores de TSH se "
            "recomiendan antes y durante el embarazo?")
    assert "durante el embarazo" in engine.anonymize(text, "es-topic").text
