"""Self-employed people name their trade by the business they run ("I run a small café", "my
barbers") or by a trade word of their language the job lists miss ("je suis graphiste", "sono
logopedista", "our church sexton"); the business gets another business as its stand-in. A
question about running one and a mood said the same way stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine
from hushprompt.standins.categories import BUSINESSES
from standins_seen import standin_of


@pytest.mark.parametrize(
    ("text", "trade"),
    [
        ("I run a small café in Frome, 5 of us incl me. How do I word a warning?", "café"),
        ("Need some help with VAT. I run a street food stall at the weekend market.",
         "street food stall"),
        ("Taking on my first shop unit for my barbers and the agent sent heads of terms.",
         "barbers"),
        ("I run a small piano studio out of my house (about 22 students).", "piano studio"),
        ("Allô, je suis massothérapeute à mon compte à Sherbrooke.", "massothérapeute"),
        ("Ciao, sono logopedista libera professionista, devo scrivere una relazione.",
         "logopedista"),
        ("Bonjour, je suis graphiste en micro-entreprise, un client ne paie pas.", "graphiste"),
        ("I'm a sparky, can I claim the van I use for jobs as an expense?", "sparky"),
        ("pls draft a query letter for our church sexton Mr Emeka Obiora, absent 3 days", "sexton"),
    ],
)
def test_a_trade_said_by_its_business_or_word_is_hidden(engine: Engine, text: str,
                                                        trade: str) -> None:
    assert trade not in engine.anonymize(text, f"trade-{hash(text)}").text


def test_a_business_gets_another_business(engine: Engine) -> None:
    text = "I run a small café in Frome and one of my staff keeps calling in sick."
    assert standin_of(engine, text, "café") in BUSINESSES


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("How do I run a café profitably in a small town?", "café"),
        ("I run a cron job every night that backs up the shop database.", "cron job"),
        ("Je suis triste, mon chat est malade depuis hier.", "triste"),
        ("Sono ottimista per il colloquio di domani, cosa devo preparare?", "ottimista"),
    ],
)
def test_questions_and_moods_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"trade-keep-{hash(text)}").text
