"""A firm's or a town's stand-in comes from the language the prompt is written in: a Polish
letter gets a Polish firm and town, a Russian chat a Russian town in Cyrillic; an English prompt
keeps drawing from the usual countries."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine
from hushprompt.standins.language import prompt_locale
from hushprompt.standins.places import CITIES
from standins_seen import standin_of


@pytest.mark.parametrize(
    ("text", "locale"),
    [
        ("Moja mama pracowała jako księgowa w firmie i nie ma świadectwa pracy, czy to jest "
         "problem?", "pl_PL"),
        ("Ich bin seit Oktober bei der Firma und meine Chefin ist nicht zufrieden mit mir.",
         "de_DE"),
        ("Кто закроет смену на складе в Химках?", "ru_RU"),
        ("Привіт! Я сама з Харкова але зараз живу у Львові.", "uk_UA"),
        ("Can you fix the grammar in this email to my landlord please?", "en_US"),
        ("ok", "en_US"),
    ],
)
def test_the_language_of_a_prompt_is_told(text: str, locale: str) -> None:
    assert prompt_locale(text) == locale



def test_a_town_of_a_russian_chat_becomes_a_russian_town(engine: Engine) -> None:
    text = "Олег: я живу в Химках, а работаю в Москве. Кто закроет смену на складе в Химках?"
    assert standin_of(engine, text, "Химках") in CITIES["RU"].split()


def test_a_town_of_an_english_prompt_stays_in_the_usual_countries(engine: Engine) -> None:
    text = "We moved to Kielce last year and I need a GP near our flat."
    usual = {c for country in ("AU", "CA", "DE", "ES", "FR", "GB", "IN", "IT", "US")
             for c in CITIES[country].split()}
    assert standin_of(engine, text, "Kielce") in usual
