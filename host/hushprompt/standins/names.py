"""PERSON stand-ins: same structure, gender and culture as the original, reusing related parts."""

from __future__ import annotations

import functools
import importlib
import random
import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from hushprompt.regex_cache import compile_rule

from ..types import Label
from .common import Draw, fit_case, words

# Locales whose Faker name lists are in Latin script, most common first (ties go to the first).
LATIN_LOCALES = (
    "en_US", "en_GB", "en_IN", "es_ES", "es_MX", "fr_FR", "de_DE", "it_IT", "pt_BR", "nl_NL",
    "sv_SE", "tr_TR", "pl_PL", "da_DK", "fi_FI", "cs_CZ", "ro_RO", "en_IE",
)
# and in Cyrillic, Greek, Hebrew and Arabic: "Олег Сидоренко" gets a Russian or Ukrainian
# stand-in, not "Melissa Todd" (a name in those scripts matches none of the Latin lists)
OTHER_SCRIPT_LOCALES = ("ru_RU", "uk_UA", "el_GR", "he_IL", "ar_AA")
# a name of those scripts none of their lists holds ("בן-שושן") still gets its script's names
_SCRIPT_LOCALES = ((re.compile(r"[\u05d0-\u05ea]"), "he_IL"),
                   (re.compile(r"[\u0621-\u064a]"), "ar_AA"),
                   (re.compile(r"[\u0400-\u04ff]"), "ru_RU"),
                   (re.compile(r"[\u0370-\u03ff]"), "el_GR"))
TITLES = {
    "mr": "m", "mister": "m", "sir": "m", "mrs": "f", "ms": "f", "miss": "f", "mx": "",
    "dame": "f", "lady": "f", "lord": "m", "dr": "", "prof": "", "professor": "",
    "rev": "", "fr": "m", "sr": "", "sra": "f", "herr": "m", "frau": "f", "mme": "f", "mlle": "f",
    "m": "m", "signora": "f", "signor": "m",
}
SUFFIXES = {"jr", "sr", "ii", "iii", "iv", "phd", "md", "esq", "dds", "rn"}
# Names that are also everyday English words: as stand-ins they would be "restored" inside
# ordinary sentences ("I will...", "grant access"), so they are never drawn.
COMMON_WORD_NAMES = frozenset(words("""
    will mark grant bill rose hope joy may june april august chase page case hunter king young
    long price rich white black brown green gray grey wood hill field lane baker cook carter bell
    ford hall park rice wells cash love summer autumn dawn faith grace sky sunny guy art don pat
    sue rob jack frank earl sterling penny ruby amber crystal storm river rain star angel joy
    major miles nick norman sky song ray reed rock rush sharp short small snow stone strong
    swift tucker wade ward west winter wolf woods may iris ivy lily daisy holly violet olive
    honey precious patience prudence charity mercy destiny harmony heaven shadow victory"""))
_PRONOUNS = compile_rule(r"\b(he|him|his|himself|she|her|hers|herself)\b", re.IGNORECASE)
_INITIAL = compile_rule(r"^(?:[^\W\d_]\.?){1,3}$")


@dataclass(frozen=True)
class NameLists:
    male: tuple[str, ...]
    female: tuple[str, ...]
    last: tuple[str, ...]
    # a woman's surname where the language gives it its own form ("Мельникова", "Παπαδάκη")
    last_female: tuple[str, ...] = ()


@dataclass(frozen=True)
class NameIndex:
    lists: dict[str, NameLists]
    # casefolded name -> locales (in LATIN_LOCALES order, then OTHER_SCRIPT_LOCALES) whose
    # given-name lists contain it
    given: dict[str, tuple[str, ...]]
    surname: dict[str, tuple[str, ...]]
    gender: dict[str, str]  # casefolded given name -> "m" / "f" when only one gender uses it


def _clean(names: Iterable[str]) -> tuple[str, ...]:
    kept = []
    for name in names:
        if name.replace("-", "").isalpha() and name.casefold() not in COMMON_WORD_NAMES:
            kept.append(name)
    return tuple(dict.fromkeys(kept))


@functools.cache
def name_index() -> NameIndex:
    """Built once, on first use, from Faker's locale data (about 40 ms)."""
    lists: dict[str, NameLists] = {}
    given: dict[str, list[str]] = {}
    surname: dict[str, list[str]] = {}
    genders: dict[str, set[str]] = {}
    for locale in (*LATIN_LOCALES, *OTHER_SCRIPT_LOCALES):
        try:
            provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        except ImportError:
            continue
        male = _clean(getattr(provider, "first_names_male", ()))
        female = _clean(getattr(provider, "first_names_female", ()))
        last = _clean(getattr(provider, "last_names", ()))
        if len(last) < 20:  # (Polish lists its surnames as "male_last_names" and unisex ones)
            last = _clean([*getattr(provider, "last_names_male", ()),
                           *getattr(provider, "male_last_names", ()),
                           *getattr(provider, "unisex_last_names", ()), *last])
        if len(male) < 20 or len(female) < 20 or len(last) < 20:
            continue
        last_female = _clean(getattr(provider, "last_names_female", ()))
        if last_female:  # (then "last" holds the men's forms only)
            last = _clean(getattr(provider, "last_names_male", ())) or last
        lists[locale] = NameLists(male, female, last, last_female)
        for gender, names in (("m", male), ("f", female)):
            for name in names:
                key = name.casefold()
                given.setdefault(key, []).append(locale)
                genders.setdefault(key, set()).add(gender)
        for name in (*last, *last_female):
            surname.setdefault(name.casefold(), []).append(locale)
    return NameIndex(
        lists=lists,
        given={k: tuple(dict.fromkeys(v)) for k, v in given.items()},
        surname={k: tuple(dict.fromkeys(v)) for k, v in surname.items()},
        gender={k: next(iter(v)) for k, v in genders.items() if len(v) == 1},
    )


@dataclass
class NameToken:
    text: str
    role: str  # title, given, middle, initial, surname, suffix


def _bare(token: str) -> str:
    return token.strip(".,").casefold()


def parse_person(text: str) -> tuple[list[str], list[NameToken]]:
    """Splits a name into whitespace separators and role-tagged tokens."""
    parts = re.split(r"(\s+)", text.strip())
    tokens, seps = parts[0::2], parts[1::2]
    roles = ["given"] * len(tokens)
    lo, hi = 0, len(tokens)
    while lo < hi - 1 and _bare(tokens[lo]) in TITLES:
        roles[lo] = "title"
        lo += 1
    while hi - 1 > lo and _bare(tokens[hi - 1]) in SUFFIXES:
        roles[hi - 1] = "suffix"
        hi -= 1
    core = [i for i in range(lo, hi) if not _INITIAL.match(tokens[i])]
    for i in range(lo, hi):
        if _INITIAL.match(tokens[i]) and len(tokens[i].strip(".")) <= 3 and (
            tokens[i].endswith(".") or len(tokens[i]) == 1
        ):
            roles[i] = "initial"
        elif _INITIAL.match(tokens[i]):
            core.append(i)
    core.sort()
    index = name_index()
    if len(core) == 1:
        only = core[0]
        key = _bare(tokens[only])
        has_title = lo > 0
        after_initial = only > lo
        known_surname_only = key in index.surname and key not in index.given
        roles[only] = "surname" if has_title or after_initial or known_surname_only else "given"
    elif core:
        comma_first = tokens[core[0]].endswith(",")
        first, last = (core[1], core[0]) if comma_first else (core[0], core[-1])
        for i in core:
            roles[i] = "middle"
        roles[first], roles[last] = "given", "surname"
    return seps, [NameToken(w, r) for w, r in zip(tokens, roles, strict=True)]


def _guess_gender(draw: Draw, tokens: Sequence[NameToken]) -> str:
    for token in tokens:
        if token.role == "title" and TITLES.get(_bare(token.text)):
            return TITLES[_bare(token.text)]
    index = name_index()
    for token in tokens:
        if token.role in ("given", "middle") and _bare(token.text) in index.gender:
            return index.gender[_bare(token.text)]
    found = draw.context.find(draw.original) if draw.context else -1
    if found >= 0:
        after = _PRONOUNS.search(draw.context, found + len(draw.original), found + 120)
        before = list(_PRONOUNS.finditer(draw.context, max(0, found - 80), found))
        hit = after or (before[-1] if before else None)
        if hit:
            return "m" if hit.group(1).lower() in ("he", "him", "his", "himself") else "f"
    return draw.rng.choice("mf")


def _guess_locale(draw: Draw, tokens: Sequence[NameToken]) -> str:
    index = name_index()
    given = [index.given.get(_bare(t.text), ()) for t in tokens if t.role in ("given", "middle")]
    last = [index.surname.get(_bare(t.text), ()) for t in tokens if t.role == "surname"]
    candidates: list[str] = []
    for group in (*given, *last):
        candidates = [c for c in candidates if c in group] if candidates else list(group)
        if not candidates:  # first and last name point to different cultures: keep the first's
            candidates = list((given or last)[0])
            break
    if not candidates:
        written = " ".join(t.text for t in tokens)
        return next((locale for script, locale in _SCRIPT_LOCALES
                     if script.search(written) and locale in index.lists), "en_US")
    if "en_US" in candidates:
        return "en_US"
    return candidates[0]


@functools.lru_cache(maxsize=4096)
def _name_parts(text: str) -> dict[str, str]:
    """role -> token for the given name and surname of a name (cached: called per mapping)."""
    _, tokens = parse_person(text)
    return {t.role: t.text.strip(".,") for t in tokens if t.role in ("given", "surname")}


def _related_parts(draw: Draw) -> tuple[dict[str, str], dict[str, str], set[str]]:
    """Original given name / surname -> stand-in part, and every taken name token."""
    given: dict[str, str] = {}
    surname: dict[str, str] = {}
    taken: set[str] = set()
    for mapping in draw.related(Label.PERSON):
        orig, repl = _name_parts(mapping.original), _name_parts(mapping.replacement)
        for role, table in (("given", given), ("surname", surname)):
            if role in orig and role in repl:
                table.setdefault(orig[role].casefold(), repl[role])
        taken.update(w.strip(".,").casefold() for w in mapping.original.split())
        taken.update(w.strip(".,").casefold() for w in mapping.replacement.split())
    return given, surname, taken


def _pick(rng: random.Random, pools: Sequence[Sequence[str]], avoid: set[str]) -> str:
    """A name not taken, and not starting like the original's parts ("Sharma" -> not "Sharaf")."""
    prefixes = {a[:4] for a in avoid if len(a) >= 4}
    for pool in pools:
        for _ in range(12):
            name = rng.choice(pool)
            if name.casefold() not in avoid and name[:4].casefold() not in prefixes:
                return name
    return rng.choice(pools[-1])


# a ticket's SURNAME/GIVEN form ("OKONKWO/CHIDINMA")
_TICKET_NAME = compile_rule(r"(?P<surname>[^\s/]+)/(?P<given>[^/]+)")


def generate_person(draw: Draw) -> str:
    ticket = _TICKET_NAME.fullmatch(draw.original.strip())
    if ticket is not None:  # drawn as "GIVEN SURNAME", written back in the ticket's form
        words = generate_person(replace(
            draw, original=f"{ticket.group('given')} {ticket.group('surname')}")).split()
        return f"{words[-1]}/{' '.join(words[:-1])}" if len(words) > 1 else words[0]
    seps, tokens = parse_person(draw.original)
    index = name_index()
    lists = index.lists[_guess_locale(draw, tokens)]
    fallback = index.lists["en_US"]
    gender = _guess_gender(draw, tokens)
    given_pool = (lists.male, fallback.male) if gender == "m" else (lists.female, fallback.female)
    related_given, related_surname, taken = _related_parts(draw)
    avoid = taken | {_bare(t.text) for t in tokens if t.role not in ("title", "suffix")}
    reuse = draw.attempt < 3  # reused parts can collide; later attempts draw fresh names
    cores = [t for t in tokens if t.role in ("given", "surname", "middle")]
    if len(cores) == 1 and cores[0].role == "given":
        key = _bare(cores[0].text)
        if key in related_surname and key not in related_given:
            cores[0].role = "surname"  # "Sharma" after "Priya Sharma": the stand-in's surname
    out: list[str] = []
    for token in tokens:
        key = _bare(token.text)
        core = token.text.strip(".,")
        if token.role in ("title", "suffix"):
            new = core
        elif token.role == "initial":
            letters = [ch for ch in core if ch.isalpha()]
            new = ".".join(
                draw.rng.choice([c for c in string.ascii_uppercase if c != ch.upper()])
                for ch in letters
            )
        elif token.role in ("given", "surname") and reuse and key in (
            related_given if token.role == "given" else related_surname
        ):
            new = (related_given if token.role == "given" else related_surname)[key]
        else:
            surnames = lists.last_female if gender == "f" and lists.last_female else lists.last
            pools = given_pool if token.role in ("given", "middle") else (surnames, fallback.last)
            pieces = core.split("-")
            drawn = []
            for _ in pieces:
                name = _pick(draw.rng, pools, avoid)
                avoid.add(name.casefold())
                drawn.append(name)
            new = "-".join(drawn)
        prefix = token.text[: len(token.text) - len(token.text.lstrip(".,"))]
        suffix = token.text[len(token.text.rstrip(".,")):]
        out.append(prefix + fit_case(core, new) + suffix)
    result = out[0]
    for sep, word in zip(seps, out[1:], strict=True):
        result += sep + word
    return result


def person_parts(draw: Draw) -> dict[str, str]:
    """Casefolded given names / surnames of existing PERSON originals -> stand-in parts (lower)."""
    pairs: dict[str, str] = {}
    for mapping in draw.related(Label.PERSON):
        orig, repl = _name_parts(mapping.original), _name_parts(mapping.replacement)
        for role in ("given", "surname"):
            if role in orig and role in repl:
                pairs.setdefault(orig[role].casefold(), repl[role].lower())
    return pairs
