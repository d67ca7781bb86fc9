"""The year of someone's illness or job: a bare year beside a condition or a job the other
detectors found said of someone ("Dad had a heart bypass in 2022", "Ich war 2022 wegen Burnout
krankgeschrieben", "respiratory therapist, since 2019") dates that person's life. Alone, a year
says nothing of anyone ("taxes in 2024", "the 2016 guidelines"), so the rules for years need a
verb of an event; here the finding beside it is the event.

It runs after the context rules, so only conditions and jobs that were judged someone's count
(a condition asked about in general is no finding by then)."""

from __future__ import annotations

from datetime import date

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "rules:date"
_EVENTS = (Label.HEALTH, Label.OCCUPATION)
_BEFORE_CHARS = 45
_AFTER_CHARS = 30
_YEAR = compile_rule(r"(?<![\w/.\-:#])(?:19|20)\d{2}(?![\w%/\-:.,]\d|[\w%])")
# a sentence or a clause of its own ends the reach of the condition or the job
_BOUNDARY = compile_rule(r"[.!?;\n]\s|\n|;")
# a year that names a document, a rule or a model is no one's ("the 2023 NICE guidelines")
_NAMES_A_THING = compile_rule(
    r"(?i)\s*(?:[A-Z]{2,6}\s+)?(?:guidelines?|guidance|edition|version|update|act|law|rules?|"
    r"regulations?|criteria|classification|standards?|budget|census|model|report|survey|study|"
    r"leitlinien?|richtlinien?|gu[ií]as?|linee guida|recommandations?|richtlijn(?:en)?)\b")
_THE_BEFORE = compile_rule(r"(?i)\b(?:the|a|an|der|die|das|la|le|el|los|las|les|il|de)\s+$")
# nor is a year that ends a title ("the Code on Social Security 2020", "Windows Server 2019")
_TITLE_BEFORE = compile_rule(r"[A-Z][\w\-]*\s+[A-Z][\w\-]*\s+$")


def years_of_events(text: str, found: list[Finding]) -> list[Finding]:
    events = [f for f in found if f.label in _EVENTS]
    if not events:
        return []
    this_year = date.today().year
    years: list[Finding] = []
    taken = [(f.start, f.end) for f in found]
    for event in events:
        start, end = _clause(text, event.start, event.end)
        for year in _YEAR.finditer(text, start, end):
            if (int(year.group()) > this_year
                    or any(s < year.end() and year.start() < e for s, e in taken)
                    or _NAMES_A_THING.match(text, year.end())
                    or _THE_BEFORE.search(text, max(0, year.start() - 5), year.start())
                    or _TITLE_BEFORE.search(text, max(0, year.start() - 40), year.start())):
                continue
            years.append(finding(text, year.start(), year.end(), Label.DATE, SOURCE, 0.55))
            taken.append(year.span())
    return years


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """Up to _BEFORE_CHARS before and _AFTER_CHARS after the span, within its sentence."""
    left = max(0, start - _BEFORE_CHARS)
    for boundary in _BOUNDARY.finditer(text, left, start):
        left = boundary.end()
    right = min(len(text), end + _AFTER_CHARS)
    boundary = _BOUNDARY.search(text, end, right)
    return left, boundary.start() if boundary else right
