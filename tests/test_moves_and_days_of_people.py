"""Where someone moved or lives, said in Swedish, Norwegian, Dutch, Czech, Slovak or Spanish, or
as a move to come ("Moving to Perth end of month"), and the day or night something happened to
them ("we fly back on Sunday", "left her iPhone in a taxi last night") are hidden; a move to a
product, a weekday asked about, a schedule of no one and a week said from now stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Hej! Vi flyttade till Göteborg från Eritrea i augusti.", "Göteborg"),
        ("Vi flyttet til Stavanger i fjor og Oskar har hatt det litt tøft.", "Stavanger"),
        ("Ik ben Samira, woon sinds januari in Gent en volg NT2 les.", "Gent"),
        ("Ahoj, stěhujeme se s manželem do Lince, dcera má 11 let.", "Lince"),
        ("Ako to ošetriť? (bývame v Trnave, ak by to bolo dôležité)", "Trnave"),
        ("Moving to Perth end of month, joining Woodside as process engineer.", "Perth"),
        ("Jag bor i Malmö och jobbar som lärare.", "Malmö"),
        ("Someone did a SIM swap on my line on Saturday night and emptied my M-Pesa.",
         "Saturday night"),
        ("She has her card on Apple Pay. We fly back to Cork on Sunday.", "Sunday"),
        ("my daughter left her iPhone in a taxi last night, can I track it?", "last night"),
        ("I moved to Calgary 8 months ago for a mining engineering job.", "8 months ago"),
    ],
)
def test_moves_homes_and_days_of_someone_are_hidden(engine: Engine, text: str,
                                                   hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"moves-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Moving to Postgres from MySQL, what breaks?", "Postgres"),
        ("We are moving to React next quarter, is it worth it?", "React"),
        ("Is Monday a bank holiday in Scotland?", "Monday"),
        ("The shop is open Monday to Friday, what are my rights on Saturday?", "Monday"),
        ("Schedule the cron job for next week, what syntax do I use?", "next week"),
        ("My phone got snatched last week, how do I block the SIM?", "last week"),
    ],
)
def test_products_and_days_of_no_one_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"moves-keep-{hash(text)}").text
