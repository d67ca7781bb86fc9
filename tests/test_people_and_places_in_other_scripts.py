"""Names and places in Cyrillic, Greek and Polish: a Russian or Ukrainian name gets a stand-in
in its own script and a woman's surname its feminine form; Polish surnames are known names; and
where someone lives or works in Ukrainian, Russian, Czech or Greek is hidden."""

from __future__ import annotations

import re

import pytest
from hushprompt.engine import Engine
from hushprompt.standins.names import name_index

CYRILLIC = re.compile(r"^[А-ЯЁІЇЄҐа-яёіїєґ'’\- ]+$")


def _standin(engine: Engine, text: str, original: str) -> str:
    conversation = f"scripts-{hash(text)}"
    engine.anonymize(text, conversation)
    return next(m.replacement for m in engine.vault.mappings(conversation)
                if m.original == original)


def test_a_cyrillic_name_gets_a_cyrillic_standin(engine: Engine) -> None:
    text = ("Олег Сидоренко: Марина, я сегодня не выйду.\nМарина Ткачук: ок, выздоравливай!\n"
            "Олег Сидоренко: Позвони мне завтра.")
    assert CYRILLIC.match(_standin(engine, text, "Олег Сидоренко"))
    woman = _standin(engine, text, "Марина Ткачук")
    assert CYRILLIC.match(woman)
    assert woman.split()[-1].endswith(("а", "я", "ая", "на")) or woman.split()[-1] in (
        name_index().lists["ru_RU"].last_female + name_index().lists["uk_UA"].last_female)


def test_polish_surnames_are_known_names() -> None:
    index = name_index()
    assert "kowalski" in index.surname and "rafał" in index.given


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Привіт! Я ФОП 3 групи, сама з Харкова але зараз живу у Львові.", "Львові"),
        ("Привіт! Я ФОП 3 групи, сама з Харкова але зараз живу у Львові.", "Харкова"),
        ("Ahoj, dělám správce IT na škole v Kolíně.", "Kolíně"),
        ("Είμαι λογιστής στη Λάρισα.", "Λάρισα"),
        ("Firma jednoosobowa, Marek Zieliński, biuro rachunkowe w Radomiu.", "Radomiu"),
    ],
)
def test_where_someone_lives_or_works_abroad_is_hidden(engine: Engine, text: str,
                                                      hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"home-abroad-{hash(text)}").text
