"""Public places, brands and historic names stay in prompts that need them; the same kinds of
names stay protected when they identify the user or a private person."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.detect.public_entities import (
    is_given_name,
    is_public_brand,
    is_public_place,
    public_places,
)
from hushprompt.engine import Engine
from hushprompt.vault.store import Vault


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    home = tmp_path_factory.mktemp("public-entities")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"p" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()


def protected(engine: Engine, text: str, conversation: str = "public-entities") -> set[str]:
    """The originals the engine replaces in `text`."""
    return {r.original for r in engine.anonymize(text, conversation).replacements}


def changed(engine: Engine, text: str, term: str) -> bool:
    return any(term in original or original in term for original in protected(engine, text))


def test_gazetteers_load_and_know_places_brands_and_names() -> None:
    assert len(public_places()) > 10_000
    assert is_public_place("Reykjavik") and is_public_place("Reykjavík")
    assert is_public_place("Germany") and is_public_place("Marrakech")
    assert not is_public_place("the") and not is_public_place("nice")
    assert is_public_brand("Revolut") and is_public_brand("Raspberry Pi")
    assert is_given_name("Florence") and not is_given_name("Lisbon")


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("We're thinking about Valencia and Seville for five days in April. Which is better "
         "for a first visit?", ["Valencia", "Seville"]),
        ("Plan a route: Vienna (2 nights), Budapest (3 nights), then Prague.",
         ["Vienna", "Budapest", "Prague"]),
        ("Should we see Angkor Wat or Ha Long Bay first, and is Vietnam Airlines reliable?",
         ["Angkor Wat"]),
        ("Why did Austria declare war on Serbia in 1914?", ["Austria", "Serbia"]),
        ("Can a landlord in Oregon keep the deposit for normal wear and tear under state law?",
         ["Oregon"]),
    ],
)
def test_public_places_in_travel_and_knowledge_questions_are_kept(
    engine: Engine, text: str, terms: list[str]
) -> None:
    for term in terms:
        assert not changed(engine, text, term), (term, protected(engine, text))


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("Revolut froze my card after a transfer. How do I appeal?", "Revolut"),
        ("Is the Barclays Avios card worth it for someone who flies twice a year?", "Barclays"),
        ("My Jenkins job fails when the Tomcat app restarts. Why?", "Tomcat"),
        ("Summarise this Zoom transcript into action items.", "Zoom"),
        ("Does Lufthansa allow a portable oxygen concentrator on board?", "Lufthansa"),
    ],
)
def test_public_brands_and_services_are_kept(engine: Engine, text: str, term: str) -> None:
    assert not changed(engine, text, term), protected(engine, text)


def test_historic_figures_in_a_history_question_are_kept(engine: Engine) -> None:
    text = ("For my essay: did Archduke Franz Ferdinand's assassination really cause the war, "
            "or was Otto von Bismarck's alliance system to blame?")
    found = protected(engine, text)
    assert not any("Ferdinand" in f or "Bismarck" in f for f in found), found


def test_home_city_is_protected(engine: Engine) -> None:
    assert "Thessaloniki" in protected(engine, "I live in Thessaloniki and need a dentist who "
                                               "speaks English. Any tips?")


def test_origin_of_a_booked_trip_is_protected(engine: Engine) -> None:
    text = ("We're flying from Nagoya to Rome next month, booking reference QX7P2M. What should "
            "we see in Rome?")
    found = protected(engine, text)
    assert "Nagoya" in found, found
    assert "Rome" not in found, found


def test_a_private_clients_city_is_protected(engine: Engine) -> None:
    text = ("Draft an invoice reminder. The client contact is Hélène Marchand at Boulangerie "
            "Marchand & Filles in Lyon. We're planning to visit them in March.")
    found = protected(engine, text)
    assert "Hélène Marchand" in found and "Lyon" in found, found


def test_employer_that_is_a_brand_is_protected(engine: Engine) -> None:
    assert "Santander" in protected(engine, "I work at Santander as a credit analyst. Can you "
                                            "improve my CV summary?")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My colleague Milan Novak keeps missing deadlines. How do I raise it kindly?",
         "Milan Novak"),
        ("Write a birthday message for my neighbour Florence, she turns 80 on Sunday.",
         "Florence"),
        ("Demetrius Washington asked me for a reference letter. Can you draft one?",
         "Demetrius Washington"),
    ],
)
def test_private_people_with_place_like_names_are_protected(
    engine: Engine, text: str, name: str
) -> None:
    found = protected(engine, text)
    assert any(name in f for f in found), found
