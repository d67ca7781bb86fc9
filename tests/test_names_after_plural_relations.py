"""Children, grandchildren or siblings named after a plural relation ("nuestros hijos Santiago
y Regina", "my kids Tom, Ella and Max") are people, even when a name is also a town; words
after such a relation that are no names stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Debe 14 meses de pensión alimenticia de nuestros hijos Santiago y Regina.",
         ["Santiago", "Regina"]),
        ("I'm taking my kids Tom, Ella and Max to the coast at Easter.", ["Tom", "Ella", "Max"]),
        ("Meine Kinder Lena und Paul haben ab Montag Ferien.", ["Lena", "Paul"]),
        ("Mes enfants Léo et Jade sont malades depuis hier.", ["Léo", "Jade"]),
        ("Our twins (Aiden and Maya) start school in September.", ["Aiden", "Maya"]),
    ],
)
def test_names_after_a_plural_relation_are_hidden(engine: Engine, text: str,
                                                  names: list[str]) -> None:
    protected = engine.anonymize(text, f"kin-list-{hash(text)}").text
    for name in names:
        assert name not in protected


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("My kids Prefer Football And Swimming, what club suits them?", "Football"),
        ("my kids Minecraft and Roblox accounts got hacked, how do I lock them?", "Roblox"),
    ],
)
def test_words_that_are_no_names_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"kin-list-keep-{hash(text)}").text
