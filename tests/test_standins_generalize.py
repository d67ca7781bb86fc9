"""A job or condition the Seq2Seq teacher knows gets the teacher's class stand-in."""

from __future__ import annotations

import pytest
from hushprompt.standins.generalize import generalization
from hushprompt.types import Label


@pytest.mark.parametrize(
    ("label", "original", "expected"),
    [
        (Label.OCCUPATION, "nurse", "healthcare worker"),
        (Label.OCCUPATION, "night-shift charge nurse", "healthcare worker"),  # by its head
        (Label.OCCUPATION, "Nurses", "Healthcare workers"),
        (Label.OCCUPATION, "STAFF NURSE", "HEALTHCARE WORKER"),
        # the teacher's near-synonym filter: "educator" is too close to "teacher"
        (Label.OCCUPATION, "teacher", "education worker"),
        (Label.HEALTH, "severe asthma", "a respiratory condition"),
        (Label.HEALTH, "ADHD", "a neurodevelopmental condition"),
        (Label.OCCUPATION, "sommelier", None),  # unknown: the model writes it
        (Label.PERSON, "Nurse", None),
    ],
)
def test_generalization(label: Label, original: str, expected: str | None) -> None:
    assert generalization(label, original) == expected
