"""spaCy reads a capitalised landmark, airport or project as a person ("Osaka Castle", "Museo del
Prado", "Project Helix"): such a span is no person, so it stays in the prompt; a person whose
family name is "Park" is still one."""

from __future__ import annotations

import pytest
from hushprompt.detect.spacy_ner import SpacyDetector
from hushprompt.types import Label

DETECTOR = SpacyDetector(load=False)


def people(text: str, name: str) -> list[str]:
    start = text.index(name)
    spans = [(start, start + len(name), "PERSON")]
    return [f.text for f in DETECTOR._findings(text, spans) if f.label is Label.PERSON]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We loved Osaka Castle, what else is near?", "Osaka Castle"),
        ("Is the Museo del Prado free on Sundays?", "Museo del Prado"),
        ("How do I get from Aeroporto de Faro to Lagos?", "Aeroporto de Faro"),
        ("Landing at London Heathrow T5 at 7am", "London Heathrow"),
        ("Write the kickoff mail for Project Helix", "Project Helix"),
        ("Czy art. 264 Kodeksu pracy mnie chroni?", "Kodeksu"),
        ("Menurut Pasal 11 UU Ketenagakerjaan, apakah saya berhak?", "Pasal"),
    ],
)
def test_a_landmark_or_project_is_not_a_person(text: str, name: str) -> None:
    assert people(text, name) == []


@pytest.mark.parametrize(("text", "name"), [("Ask Park Ji-yeon about the invoice", "Park Ji-yeon"),
                                            ("Dear Mr Lakeman, thanks", "Lakeman")])
def test_a_name_that_only_looks_like_a_place_word_stays_a_person(text: str, name: str) -> None:
    assert people(text, name) == [name]
