"""The possessive and kin words that lead a name are no part of it."""

from __future__ import annotations

import pytest
from hushprompt.detect.kin_words import trim_kin


@pytest.mark.parametrize(
    ("text", "span", "name"),
    [
        ("Mein Mann Jonas ist Beamter.", "Mein Mann Jonas", "Jonas"),
        ("Meine Tochter Lena hat Asthma.", "Tochter Lena", "Lena"),  # the possessive before it
        ("Mijn vrouw Sanne werkt hier.", "Mijn vrouw Sanne", "Sanne"),
        ("Son Heung-min scored twice.", "Son Heung-min", "Son Heung-min"),  # no possessive
        ("My Lena is here.", "My Lena", "Lena"),
        ("Mein Jonas", "Mein Jonas", "Jonas"),
    ],
)
def test_trim_kin(text: str, span: str, name: str) -> None:
    start = text.index(span)
    assert text[trim_kin(text, start, start + len(span)):start + len(span)] == name
