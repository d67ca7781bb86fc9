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
from functools import cache

from hushprompt.detect.base import finding
from hushprompt.month_names import names_a_foreign_month
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "names:given"
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
