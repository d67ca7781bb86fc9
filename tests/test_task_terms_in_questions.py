"""Task terms the models took for someone's data: a place whose law or history is asked about
("enforceable in Idaho", "important in Venezuela"), a measure or a dynasty named after a place
or a person ("the Bradford factor", "the Ming dynasty"), the job a cover letter applies for, a
French sentence's opening word ("Selon l'article 15 …"), the "I" of "CBT-I". The same words
said of the user stay hidden."""

from __future__ import annotations

import pytest
from hushprompt.detect.public_entities import is_public_place
from hushprompt.engine import Engine


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Is a non-compete like mine even enforceable in Idaho?", "Idaho"),
        ("Who was Simón Bolívar and why is he important in Venezuela?", "Venezuela"),
        ("They used the Bradford factor to start a disciplinary", "Bradford factor"),
        ("Tell me about the Ming dynasty's porcelain", "Ming dynasty"),
        ("Write a cover letter for a data analyst role at Spotify", "data analyst"),
        ("Selon l'article 15 de la loi du 6 juillet 1989, le bailleur doit rendre le dépôt.",
         "Selon"),
        ("What does CBT-I involve for insomnia?", "insomnia"),
        ("Mon employeur refuse de payer mes heures sup. Je peux saisir le conseil de "
         "prud'hommes de Rennes ?", "conseil de prud'hommes"),
        ("I'm a 45-year-old woman starting a PhD, am I too old?", "PhD"),
        ("Our Grafana alert fires every night at 02:00. Loki shows nothing. Ideas?", "Loki"),
    ],
)
def test_a_task_term_stays(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"task-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Ich wohne seit 2019 in Bayern und suche einen Hausarzt", "2019"),
        ("I work as a data analyst at Monzo and want to ask for a raise", "data analyst"),
        ("I've had insomnia since my divorce, what can I do?", "insomnia"),
        ("I work at the Finanzamt in Bremen as a clerk", "Finanzamt"),
    ],
)
def test_the_same_words_said_of_the_user_stay_hidden(
    engine: Engine, text: str, hidden: str
) -> None:
    assert hidden not in engine.anonymize(text, f"own-{hash(text)}").text


def test_regions_and_countries_in_their_own_languages_are_public_places() -> None:
    # (so a law or a trip there is the task: "Studium in Bayern: welche Gesetze gelten?")
    for place in ("Bayern", "Lombardia", "Cataluña", "Noord-Holland", "Italia", "Deutschland",
                  "Polska"):
        assert is_public_place(place)
    for word in ("colon", "norte", "unity", "nord"):  # words first
        assert not is_public_place(word)
