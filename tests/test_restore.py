"""Restore: stand-ins back to originals in replies, with variants, idempotently."""

from __future__ import annotations

import time

from hushprompt.restore import Restored, restore
from hushprompt.types import Label, Mapping, Style

PRIYA = Mapping("Priya Sharma", "Anika Rao", Label.PERSON)
ANN = Mapping("Ann", "Bea", Label.PERSON)
EMAIL = Mapping("maria@acme.com", "laura@northwind.com", Label.EMAIL)


def test_full_first_and_surname_and_possessive():
    text, found = restore("Anika Rao's plan: Anika agreed, Rao’s team too.", [PRIYA])
    assert text == "Priya Sharma's plan: Priya agreed, Sharma’s team too."
    assert [(r.start, r.end) for r in found] == [(0, 9), (18, 23), (32, 35)]
    assert all(isinstance(r, Restored) for r in found)


def test_longest_first():
    ms = [Mapping("Priya", "Anika", Label.PERSON),
          Mapping("Priya Sharma", "Anika Rao", Label.PERSON),
          Mapping("Bob", "Anika Rao-Smith", Label.PERSON)]
    assert restore("Anika Rao-Smith and Anika Rao and Anika", ms)[0] == (
        "Bob and Priya Sharma and Priya"
    )


def test_word_boundaries():
    assert restore("Annual Bea, Beatrice, Bea.", [ANN])[0] == "Annual Ann, Beatrice, Ann."
    text = "write to laura@northwind.com, not xlaura@northwind.com or laura@northwind.com.au."
    assert restore(text, [EMAIL])[0] == (
        "write to maria@acme.com, not xlaura@northwind.com or laura@northwind.com.au."
    )


def test_case_variants_follow_the_original():
    text = restore("ANIKA RAO, anika rao, Anika, RAO", [PRIYA])[0]
    assert text == "PRIYA SHARMA, priya sharma, Priya, SHARMA"
    lower = Mapping("priya", "anika", Label.PERSON)
    assert restore("Anika said", [lower])[0] == "Priya said"


def test_ambiguous_surname_is_left_alone():
    ms = [PRIYA, Mapping("Rahul Verma", "Vikram Rao", Label.PERSON)]
    text = restore("Rao called Anika and Vikram.", ms)[0]
    assert text == "Rao called Priya and Rahul."


def test_shared_surname_of_one_family_is_restored():
    ms = [PRIYA, Mapping("Rahul Sharma", "Vikram Rao", Label.PERSON)]
    assert restore("Mr. Rao", ms)[0] == "Mr. Sharma"


def test_idempotent_and_protects_originals():
    ms = [PRIYA, Mapping("Anika", "Maya", Label.PERSON)]  # a real Anika also exists
    once = restore("Anika Rao met Maya.", ms)[0]
    assert once == "Priya Sharma met Anika."
    assert restore(once, ms) == (once, [])


def test_label_tokens_and_redactions():
    ms = [Mapping("John Smith", "[PERSON_1]", Label.PERSON, Style.LABEL),
          Mapping("John Doe", "[PERSON_10]", Label.PERSON, Style.LABEL),
          Mapping("secret", "[REDACTED]", Label.SECRET, Style.REDACT)]
    text = restore("[PERSON_1], [PERSON_10], PERSON_1 and [REDACTED]", ms)[0]
    assert text == "John Smith, John Doe, John Smith and [REDACTED]"


def test_offsets_are_code_points_of_the_input():
    text = "😀 Anika!"
    out, found = restore(text, [PRIYA])
    assert out == "😀 Priya!" and text[found[0].start:found[0].end] == "Anika"


def test_no_mappings_and_repr_hides_values():
    assert restore("Anika", []) == ("Anika", [])
    _, found = restore("Anika", [PRIYA])
    assert "Priya" not in repr(found)


def test_two_thousand_word_reply_restores_in_milliseconds():
    ms = [Mapping(f"Orig{i} Person{i}", f"Stand{i} In{i}", Label.PERSON) for i in range(150)]
    ms += [Mapping(f"user{i}@acme.com", f"x{i}@northwind.com", Label.EMAIL) for i in range(50)]
    words = ["the", "plan", "Stand3", "In7", "x4@northwind.com", "was", "fine,", "Stand9 In9"]
    reply = " ".join(words[i % len(words)] for i in range(2000))
    restore(reply, ms)  # builds and caches the matcher
    start = time.perf_counter()
    for _ in range(10):
        out, found = restore(reply, ms)
    per_call = (time.perf_counter() - start) / 10
    assert "Orig9 Person9" in out and "user4@acme.com" in out and found
    assert per_call < 0.05  # typical ~4 ms
