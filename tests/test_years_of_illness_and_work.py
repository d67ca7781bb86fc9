"""A bare year beside someone's condition or job dates that person's life ("Dad had a heart
bypass in 2022", "Ich war 2022 wegen Burnout krankgeschrieben", "respiratory therapist, since
2019"); a year that names a guideline, a law or a product, or one beside a condition nobody
has, stays."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine


@pytest.mark.parametrize(
    ("text", "year"),
    [
        ("Dad had a heart bypass in 2022 so they'll need travel insurance.", "2022"),
        ("Ich war 2022 fast 4 Monate wegen Burnout krankgeschrieben, darf er das fragen?",
         "2022"),
        ("Nur 2022 war er länger krank (Bandscheibe), sonst top.", "2022"),
        ("Employer: Mount Sinai, respiratory therapist, since 2019", "2019"),
        ("The court may order a psychological evaluation citing your 2021 inpatient stay at "
         "Sheppard Pratt.",
         "2021"),
    ],
)
def test_the_year_of_someones_illness_or_job_is_hidden(engine: Engine, text: str,
                                                       year: str) -> None:
    assert year not in engine.anonymize(text, f"event-year-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("The 2016 guidelines for type 2 diabetes changed the HbA1c target, what is it now?",
         "2016"),
        ("My mum has type 2 diabetes; do the 2023 NICE guidelines still say metformin first?",
         "2023"),
        ("I'm an HR officer; does the Code on Social Security 2020 cover gig workers like me?",
         "Code on Social Security 2020"),
        ("Was asthma more common in 2019 than in 1990? Give me the trend.", "2019"),
    ],
)
def test_years_of_no_ones_life_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"event-year-keep-{hash(text)}").text
