"""PERSON stand-ins: structure, related parts, gender and culture cues, uniqueness."""

from __future__ import annotations

import pytest
from hushprompt.standins import StandInGenerator
from hushprompt.standins.names import name_index
from hushprompt.types import Label, Mapping

SEED = b"conversation-seed-for-names-0001"


@pytest.fixture(scope="module")
def gen() -> StandInGenerator:
    return StandInGenerator()


def person(gen, original, existing=(), context="", seed=SEED):
    return gen.generate(original, Label.PERSON, seed=seed, existing=list(existing), context=context)


@pytest.mark.parametrize(
    ("original", "check"),
    [
        ("Priya", lambda s: len(s.split()) == 1 and s.istitle()),
        ("Priya Sharma", lambda s: len(s.split()) == 2 and s.istitle()),
        ("Dr. Giulia Rossi", lambda s: s.startswith("Dr. ") and len(s.split()) == 3),
        ("J. Smith", lambda s: len(s.split()) == 2 and len(s.split()[0]) == 2 and s[1] == "."),
        ("MARIA GONZALEZ", lambda s: s.isupper() and len(s.split()) == 2),
        ("Anne-Marie Dubois", lambda s: "-" in s.split()[0]),
    ],
)
def test_structure_is_kept(gen, original, check):
    new = person(gen, original)
    assert check(new), new
    assert not set(new.casefold().split()) & set(original.casefold().split()) - {"dr."}


def test_first_name_alone_reuses_the_full_names_first_name(gen):
    full = person(gen, "Priya Sharma")
    existing = [Mapping("Priya Sharma", full, Label.PERSON)]
    assert person(gen, "Priya", existing) == full.split()[0]
    assert person(gen, "Sharma", existing) == full.split()[1]
    assert person(gen, "Dr. Sharma", existing) == "Dr. " + full.split()[1]


def test_full_name_after_first_name_reuses_it(gen):
    first = person(gen, "Priya")
    existing = [Mapping("Priya", first, Label.PERSON)]
    full = person(gen, "Priya Sharma", existing)
    assert full.split()[0] == first and len(full.split()) == 2


def test_gender_cues(gen):
    index = name_index()
    for i in range(10):
        seed = bytes([i]) * 32
        titled = person(gen, "Ms. Robin Taylor", seed=seed).split()
        assert titled[0] == "Ms." and index.gender.get(titled[1].casefold()) == "f"
        new = person(gen, "Giulia Rossi", seed=seed).split()[0].casefold()
        assert index.gender[new] == "f"
        new = person(gen, "Marco Rossi", seed=seed).split()[0].casefold()
        assert index.gender[new] == "m"
        new = person(gen, "Kiran", context="Kiran said she would send it.", seed=seed).casefold()
        assert index.gender.get(new) in ("f", None)


def test_culture_cues(gen):
    index = name_index()
    hits = 0
    for i in range(10):
        new = person(gen, "Priya Sharma", seed=bytes([i]) * 32)
        hits += "en_IN" in index.surname.get(new.split()[1].casefold(), ())
    assert hits >= 9
    new = person(gen, "Giulia Rossi")
    assert "it_IT" in index.given.get(new.split()[0].casefold(), ())


def test_two_hundred_names_in_one_conversation_are_unique(gen):
    index = name_index()
    us = index.lists["en_US"]
    given = us.female[:100] + us.male[:100]
    originals = [f"{g} {s}" for g, s in zip(given, us.last[:200], strict=True)]
    existing: list[Mapping] = []
    for original in originals:
        existing.append(Mapping(original, person(gen, original, existing), Label.PERSON))
    replacements = [m.replacement.casefold() for m in existing]
    assert len(set(replacements)) == 200
    assert not set(replacements) & {o.casefold() for o in originals}
    given = [r.split()[0] for r in replacements]
    assert len(set(given)) >= 190  # first names alone stay mostly unambiguous
