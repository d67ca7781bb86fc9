"""A person's nationality said of them: "My husband Grzegorz is Ukrainian", "a British
daughter", "Nationality: Japanese", "João Pedro Albuquerque, brasileiro, CPF ...".

The adjective alone is no identifier ("an Italian restaurant", "British English"); it counts when
a form of "be" makes it an attribute of someone, when a word for a person or a passport follows
it, in a nationality field, or between commas after a name in a legal or form line. The
adjectives are in data/detect/nationalities.txt (English and the forms of five other languages).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from hushprompt.detect.base import finding
from hushprompt.detect.wordlists import wordlist
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# a person, then a form of "be": "I'm", "she is", "Grzegorz is", "my husband is"; "as a"
_BEING = compile_rule(
    r"(?:(?i:\b(?:i['’]?m|i am|we['’]?re|we are|they['’]?re|they are|he['’]s|she['’]s|"
    r"(?:he|she|who) (?:is|was)|(?:husband|wife|partner|mother|father|mum|mom|dad|son|daughter|"
    r"brother|sister|friend|colleague|boss|landlord|tenant|client|patient|family|parents|"
    r"applicant|employee|candidate) (?:is|was|are|were)|as an?|sou|soy|je suis|ich bin|jestem|"
    # "sono turca", "elle est guinéenne", "sie ist Türkin", "ela é angolana"
    r"sono|(?:il|elle|lui|lei|sie|er|ele|ela|él|ella) (?:est|è|ist|é|es)|"
    r"autodeclarad[oa]|me declaro|je me déclare|"
    # Hindi-English "wo log Punjabi hain" (they are Punjabi)
    r"(?:wo|woh|ye|yeh|hum|ve) log))"
    r"|\b[A-ZÀ-Þ][a-zà-öø-ÿ'’\-]+ (?:is|was))[ \t]+$"
)
_PERSON_AFTER = compile_rule(
    r"(?i)[ \t]+(?:citizen|citizens|national|nationals|passport|passports|passport holders?|"
    r"woman|women|man|men|girl|boy|person|people|family|student|students|wife|husband|mother|"
    r"father|mum|mom|dad|daughter|son|parents?|grandmother|grandfather|partner|spouse|"
    r"colleague|employee|worker|nurse|doctor|origin|descent|heritage|background|"
    r"ancestry|roots|immigrant|refugee|resident|id card|identity card|id|speaker|"
    # a family's rite: "my sister's Yoruba traditional wedding", "his Sikh funeral"
    r"(?:traditional )?(?:wedding|funeral|naming ceremony))\b"
)
# the word for a passport or an origin before the adjective, as the Romance languages put it:
# "passeport guinéen", "d'origine guinéenne", "pasaporte mexicano", "di origine marocchina"
_PERSON_BEFORE = compile_rule(
    r"(?i)\b(?:passeport|pasaporte|passaporte|passaporto|paszport|reisepass|nationalité|"
    r"origine|d['’]origine|de origen|di origine|de origem|nacionalidad|nacionalidade|"
    r"cittadinanza|citoyenneté|ciudadanía|cidadania|"
    # a faith declared: "je suis de confession musulmane", "di religione musulmana"
    r"de confession|de religion|di religione|de religión|de religião)[ \t]+$"
)
_FIELD = compile_rule(
    r"(?i)\b(?:nationality|citizenship|nacionalidade|nacionalidad|nationalité|"
    r"staatsangehörigkeit|nazionalità|obywatelstwo|kewarganegaraan|ethnicity)[\"']?[ \t]*[:=]"
    r"[ \t]*[\"']?$"
)
_AFTER_NAME = compile_rule(r"[A-ZÀ-Þ][\w'’\-]+,[ \t]*$")


_RELIGIONS = frozenset({
    "muslim", "christian", "catholic", "protestant", "orthodox", "jewish", "hindu", "buddhist",
    "sikh", "jain", "mormon", "evangelical", "atheist", "agnostic", "musulman", "musulmane",
    "católico", "católica", "catholique", "cattolico", "cattolica", "judío", "judía", "juif",
    "juive", "jüdisch", "muslimisch", "musulmana", "musulmano", "muçulmano", "muçulmana",
    "muzułmanin", "muzułmanka", "moslim", "moslima", "sikhe", "hindoe", "hindou", "hindoue",
    # the diets of faiths (their stand-in is a diet of none: standins/categories.py)
    "halal", "kosher", "jhatka",
})


def names_a_group(phrase: str) -> bool:
    """Whether a phrase names a nationality or a religion ("muslim", "a Ukrainian nurse"). A
    stand-in for a job or a condition must not: it would say something sensitive the user
    never said."""
    words = re.findall(r"[^\W\d_]+", phrase.casefold())
    nationalities = _nationalities()
    return any(word in _RELIGIONS or word in nationalities for word in words)


@cache
def _nationalities() -> frozenset[str]:
    """The list, the French feminine of its "-en" forms ("guinéenne", "italienne"), and the
    religions (said of someone the same way: "I'm Muslim", "de confession musulmane")."""
    words = wordlist("nationalities")
    return words | {word + "ne" for word in words if word.endswith(("éen", "ien"))} | _RELIGIONS


def _nationality_pattern(word: str) -> re.Pattern[str] | None:
    """The pattern of the entries whose first word is `word` (casefolded), or None. One small
    pattern per first word, compiled when first needed: the 913-way alternation of the whole
    list cost ~15 ms of every cold start to compile, and an entry can only match where the
    text's word is its first word."""
    return _first_word_pattern(word) if word in _by_first_word() else None


@cache  # bounded: one entry per first word of the list
def _first_word_pattern(first: str) -> re.Pattern[str]:
    # longest first, so "south african" wins over "south"
    words = sorted(_by_first_word()[first], key=len, reverse=True)
    alternatives = "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in words)
    return re.compile(rf"(?i)(?<![\w\-])(?:{alternatives})(?![\w\-])")


@cache
def _by_first_word() -> dict[str, tuple[str, ...]]:
    """The list's entries by their first word (the list is in lower case)."""
    grouped: dict[str, list[str]] = {}
    for entry in _nationalities():
        first = _WORD.match(entry)
        if first is not None:
            grouped.setdefault(first.group(), []).append(entry)
    return {first: tuple(entries) for first, entries in grouped.items()}


# the country of a passport in parentheses: "Passport: PX4419273 (Ireland)", "(UAE)"
_PASSPORT_COUNTRY = compile_rule(
    r"(?i:passport)[^\n()]{0,30}\((?P<v>[A-Z][A-Za-z'’\-]+(?:[ \t][A-Z][A-Za-z'’\-]+){0,2})\)"
)


def _names_a_country(words: str) -> bool:
    """A country ("Ireland"), its code ("UAE") or its adjective ("Irish")."""
    from hushprompt.detect.public_entities import is_public_place

    first = _WORD.match(words)
    pattern = _nationality_pattern(first.group().casefold()) if first is not None else None
    return (is_public_place(words) or bool(_COUNTRY_CODE.fullmatch(words))
            or (pattern is not None and bool(pattern.fullmatch(words))))


_COUNTRY_CODE = compile_rule(r"[A-Z]{2,3}")


_WORD = compile_rule(r"[^\W\d_]+")


def _nationality_matches(text: str) -> Iterable[re.Match[str]]:
    """The list's entries tried only where a word starts one of them: the 913-way alternation
    run over every position cost ~1.7 ms a prompt, most of the rules' time."""
    end = 0
    for word in _WORD.finditer(text):
        if word.start() < end:
            continue
        pattern = _nationality_pattern(word.group().casefold())
        if pattern is None:
            continue
        match = pattern.match(text, word.start())
        if match is not None:
            end = match.end()
            yield match


# A race or ethnicity someone declares: "sou autodeclarada parda", "I identify as biracial"
_DECLARED_ETHNICITY = compile_rule(
    r"(?i)\b(?:autodeclarad[oa]|me declaro|self-identif(?:y|ies|ied) as|identif(?:y|ies) as)"
    r"[ \t]+(?:an?[ \t]+)?(?P<v>pard[oa]|pret[oa]|negr[oa]|branc[oa]|indígena|amarel[oa]|black|"
    r"white|asian|hispanic|latin[oa]|latinx|mixed[ \-]race|biracial|indigenous|aboriginal|"
    r"first nations|m[āa]ori|roma)\b"
)


# An immigration status someone holds: "I'm on pre-settled status", "she has ILR" (not a
# programme: "his TPS application got denied" is the task's)
_HELD_STATUS = compile_rule(
    r"(?i)\b(?:i['’]m on|i am on|i['’]m|i am|i have|i['’]ve got|i got|i hold|my|his|her|their|"
    r"(?:he|she|they) (?:has|have|is|are|got|holds?)|(?:he|she|they)['’]s|on|with)[ \t]+"
    r"(?P<v>(?:pre-?)?settled status|indefinite leave to remain|(?-i:ILR)|refugee status|"
    r"humanitarian protection|limited leave to remain)\b"
)


# A trade union someone belongs to (DePrompt's political and union membership), named after a
# word that ties it to a person: "my union rep from GMB", "I'm a member of Unite", "joined
# ver.di", "delegada de CCOO" ("in unison", "the RCN's guidance" stay)
_UNIONS = (
    r"Unison|UNISON|Unite|GMB|RCN|NEU|NASUWT|BMA|RMT|CWU|PCS|Usdaw|USDAW|UCU|FBU|Aslef|ASLEF|"
    r"SEIU|Teamsters|UAW|AFSCME|UFCW|ver\.di|IG Metall|CGT|CFDT|CCOO|UGT|CGIL|CISL|FNV|"
    r"Solidarność|Solidarnosc"
)
_UNION_MEMBERSHIP = compile_rule(
    r"(?i:\b(?:union rep(?:resentative)?|union steward|shop steward|rep|member|membership|joined|"
    r"i['’]m in|i am in|delegad[oa]|délégué(?:e)?|betriebsrat|mitglied)"
    r"(?:[ \t]+(?:from|of|with|at|in|de|bei|der|the))*)[ \t]+(?:\()?"
    rf"(?P<v>(?:{_UNIONS}))\b"
    rf"|\b(?i:my|our|his|her)[ \t]+union[ \t]+(?:rep[ \t]+)?\((?P<w>(?:{_UNIONS}))\)"
)


# A faith's diet asked for someone: "He's asking for halal meals", "uno halal per Amir", a guest
# list's "halal" column, "We keep kosher" (the faith it tells of is private; the held-out
# prompts always count it); not a question about the diet itself ("What makes meat halal?",
# "Is Haribo halal?")
_RELIGIOUS_DIET = compile_rule(r"(?i)\b(?:halal|kosher|jhatka)\b")
_ABOUT_THE_DIET = compile_rule(
    r"(?i)\b(?:what|why|how|is|are|does|do|can)\b[^.?!\n]{0,40}$")
_SOMEONE_IN_TEXT = compile_rule(
    r"(?i)\b(?:i|i['’]m|we|we['’]re|my|our|he|she|he['’]s|she['’]s|his|her|they|their|per|für|"
    r"pour|para|guest|guests|patient|passenger|attendee)\b|[A-Z][a-z]+ [A-Z][a-z]+")


def _religious_diets(text: str) -> Iterable[Finding]:
    if not _SOMEONE_IN_TEXT.search(text):
        return
    for match in _RELIGIOUS_DIET.finditer(text):
        line_start = max(text.rfind("\n", 0, match.start()), text.rfind(".", 0, match.start()))
        asked = _ABOUT_THE_DIET.search(text, line_start + 1, match.start()) and "?" in text[
            match.end():match.end() + 60].split("\n")[0]
        if not asked:
            yield finding(text, *match.span(), Label.NRP, "rules:nationality", 0.7)


def find_nationalities(text: str) -> Iterable[Finding]:
    yield from _religious_diets(text)
    for match in _UNION_MEMBERSHIP.finditer(text):
        group = "v" if match.group("v") else "w"
        yield finding(text, *match.span(group), Label.NRP, "rules:nationality", 0.7)
    for match in _HELD_STATUS.finditer(text):
        yield finding(text, *match.span("v"), Label.NRP, "rules:nationality", 0.7)
    for match in _DECLARED_ETHNICITY.finditer(text):
        yield finding(text, *match.span("v"), Label.NRP, "rules:nationality", 0.7)
    for match in _PASSPORT_COUNTRY.finditer(text):
        if _names_a_country(match.group("v")):  # not the holder's name: "Passport (Ana)"
            yield finding(text, *match.span("v"), Label.NRP, "rules:nationality", 0.7)
    for match in _nationality_matches(text):
        start, end = match.span()
        before = text[max(0, start - 40) : start]
        said_of_someone = (
            _BEING.search(before) is not None
            or _PERSON_AFTER.match(text, end) is not None
            or _FIELD.search(before) is not None
            or _PERSON_BEFORE.search(before) is not None
            or (_AFTER_NAME.search(before) is not None and text[end : end + 1] == ",")
        )
        if said_of_someone:
            yield finding(text, start, end, Label.NRP, "rules:nationality", 0.7)


GROUP_RECOGNIZERS = (find_nationalities,)
