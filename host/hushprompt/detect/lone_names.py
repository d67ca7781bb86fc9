"""A given name standing alone in the middle of a sentence: "Priyanka covers QA", "will pass to
Carmen", "Kasia twierdzi, że ...". The models miss a single first name they have not seen often,
and a capital letter where sentence case does not explain it, on a word that is a given name of
some country, says a person is meant. These findings go through every context rule a model's
finding does (public figures, places, brands, task terms), so their source is not "rules:".
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable
from dataclasses import replace
from functools import cache

from hushprompt.detect.base import finding
from hushprompt.month_names import names_a_foreign_month
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "names:given"
# a given name and the word after it: kept only where the NER saw some entity (the pipeline's
# second opinion); public figures of knowledge questions get none ("Jerome Powell", 0.000)
FULL_NAME_SOURCE = "names:given-family"
_CAPITALISED = compile_rule(r"(?<![\w'’@#./\-])(?P<v>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]{2,14})(?![\w@\-])")
# where sentence case explains a capital: the text's start, after . ! ? : or a line break, a
# bullet, a quote or an opening bracket
_SENTENCE_START = compile_rule(r"(?:^|[.!?:;\n\"“‘'(\[*•\-–—>|])[ \t]*$")
_NEXT_CAPITALISED = compile_rule(r"[ \t]+[A-ZÀ-Þ]|[ \t]*\d")  # "Ana Souza", "Apollo 13"
_PREVIOUS_CAPITALISED = compile_rule(r"[A-ZÀ-Þ][\w'’.\-]*[ \t]+$")  # "Archduke Franz Ferdinand"
# a lower-case noun right after the word makes it a thing's name: "Achilles tendinopathy",
# "Aquarius module" (a person is followed by a verb, a comma or a preposition)
_KIND_AFTER = compile_rule(
    r"['’]?s?[ \t]+(?:tendon\w*|tendinopathy|syndrome|disease|module|mission|program\w*|"
    r"command|crew|spacecraft|rocket|project|system|platform|app|model|class|series|award|prize|law|effect|method|test|"
    r"theorem|street|road|avenue|beach|island|bay|river|lake|mountain|temple|palace|park)\b",
    re.I,
)
_CASE_CITATION = compile_rule(r"[ \t]v\.?[ \t]+$|[ \t]vs\.?[ \t]+$")
_CASE_CITATION_AFTER = compile_rule(r"[ \t]+vs?\.?[ \t]+[A-Z]")
_HOLIDAYS = frozenset({"easter", "christmas", "ramadan", "eid", "diwali", "hanukkah", "passover",
                       "thanksgiving", "halloween", "lent", "advent", "pentecost", "mac",
                       # and in other languages: "les vacances de la Toussaint", "Pfingsten"
                       "toussaint", "noël", "pâques", "pentecôte", "navidad", "pascua",
                       "natale", "pasqua", "weihnachten", "ostern", "pfingsten", "kerst",
                       "pasen", "pinksteren", "carnaval", "carnevale", "fasching", "karneval",
                       "wielkanoc", "lebaran", "nyepi", "tết", "tet", "holi", "navratri",
                       "ferragosto", "assunzione", "epifania", "befana", "sinterklaas"})


# how letters address groups: "Sehr geehrte Damen und Herren", "Liebe Kolleginnen"
_ADDRESSEES = frozenset({"damen", "herren", "kollegen", "kolleginnen", "señores", "signori",
                         "messieurs", "mesdames", "dames", "heren"})


@cache
def _not_names() -> frozenset[str]:
    """Languages, nationalities, holidays and group addresses spelt like given names
    ("English", "Easter", "Damen")."""
    from hushprompt.detect.wordlists import wordlist

    return wordlist("languages") | wordlist("nationalities") | _HOLIDAYS | _ADDRESSEES


_CALENDAR = frozenset(name.casefold() for name in (*calendar.month_name[1:], *calendar.day_name))


def lone_given_names(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import world_given_names
    from hushprompt.detect.place_cues import place_cue
    from hushprompt.detect.public_entities import is_public_brand, is_public_place
    from hushprompt.detect.wordlists import everyday_words
    from hushprompt.standins.names import name_index

    given = name_index().given
    world = world_given_names()
    for match in _CAPITALISED.finditer(text):
        word = match.group("v")
        key = word.casefold()
        if key not in world and key not in given:
            continue
        start = match.start("v")
        if _SENTENCE_START.search(text, max(0, start - 4), start) or start == 0:
            continue
        if _NEXT_CAPITALISED.match(text, match.end()) or _PREVIOUS_CAPITALISED.search(
                text, max(0, start - 30), start):
            continue  # part of a longer name or title: the models and the name rules read those
        if key in _CALENDAR or names_a_foreign_month(word) or key in _not_names():
            continue  # "Juli", "English", "Dutch", "Easter"
        if _CASE_CITATION.search(text, max(0, start - 4), start) or _CASE_CITATION_AFTER.match(
                text, match.end()):
            continue  # "Donoghue v Stevenson": a case's parties are its name
        if key in everyday_words() or is_public_place(word) or is_public_brand(word):
            continue
        found = finding(text, start, match.end(), Label.PERSON, SOURCE, 0.6)
        if place_cue(text, found) or _KIND_AFTER.match(text, match.end()):
            continue  # "a week in Nara", "Achilles tendinopathy": a place or a thing's name
        yield found


# a given name and a capitalised word after it: "Dilek Aydın", "Zbigniew Wróblewski"
_GIVEN_AND_FAMILY = compile_rule(
    r"(?<![\w'’@#./\-])(?P<given>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]{1,14})[ \t]"
    r"(?P<family>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿı'’]{1,20}(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿı'’]{1,20})?)"
    r"(?![\w@\-]|[ \t][A-ZÀ-ÖØ-Þ])"
)


def given_and_family_names(text: str) -> Iterable[Finding]:
    """A given name of the world list and the capitalised word after it, which neither list
    knows as a word, a brand or a month: a full name the models did not read ("Gespräch mit
    BR-Vorsitzender Dilek Aydın"). A surname may be a town's name too ("Aydın", "Bielefeld");
    the given name may not ("Paris Hilton" is the models' to judge). Like the lone names, they
    go through every context rule and need the NER's second opinion (public figures stay)."""
    from hushprompt.detect.given_names import world_given_names
    from hushprompt.detect.public_entities import is_public_brand, is_public_place
    from hushprompt.detect.wordlists import everyday_words

    world = world_given_names()
    for match in _GIVEN_AND_FAMILY.finditer(text):
        given, family = match.group("given"), match.group("family")
        key, last = given.casefold(), family.casefold()
        if key not in world or key in everyday_words() or last in everyday_words():
            continue
        if last in world:
            continue  # two given names: "Cara Giulia" opens a letter; "Mary Ann" is the models'
        if key in _not_names() or last in _not_names() or key in _CALENDAR or last in _CALENDAR \
                or names_a_foreign_month(family) or names_a_foreign_month(given):
            continue
        if is_public_place(given) or is_public_brand(given) or is_public_brand(family) or \
                is_public_brand(match.group()):
            continue
        if _KIND_AFTER.match(text, match.end()) or _CASE_CITATION_AFTER.match(text, match.end()):
            continue  # a thing named after someone ("… Park", "… syndrome"), a case's parties
        yield finding(text, match.start(), match.end(), Label.PERSON, FULL_NAME_SOURCE, 0.6)


_GIVEN_BEFORE = compile_rule(r"(?<![\w'’@#./\-])([A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ]{1,14})[ \t]$")


def given_name_before(text: str, start: int) -> int | None:
    """Where the given name of the world list that stands just before `start` begins ("Dilek "
    of "Dilek Aydın", when a model found the surname only); None when there is none."""
    from hushprompt.detect.given_names import world_given_names
    from hushprompt.detect.wordlists import everyday_words

    match = _GIVEN_BEFORE.search(text, max(0, start - 17), start)
    if match is None:
        return None
    key = match.group(1).casefold()
    if key not in world_given_names() or key in everyday_words() or key in _not_names() \
            or key in _CALENDAR or names_a_foreign_month(match.group(1)):
        return None
    return match.start(1)


def with_given_names_before(text: str, findings: list[Finding]) -> list[Finding]:
    """A PERSON finding of one word takes the given name just before it: the models know
    "Aydın" or "Wróblewski" as a surname more often than "Dilek" or "Zbigniew" as a name, and
    a surname's stand-in beside the real given name would still name the person."""
    out = []
    for found in findings:
        first = None
        if found.label is Label.PERSON and " " not in found.text.strip():
            first = given_name_before(text, found.start)
        if first is not None and not any(
                other is not found and other.start < found.start and other.end > first
                for other in findings):
            found = replace(found, start=first, text=text[first:found.end])
        out.append(found)
    return out
