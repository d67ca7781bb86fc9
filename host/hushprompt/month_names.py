"""Month names of the languages prompts mix in, shared by date detection and date stand-ins.

Python's `calendar` gives only the current locale's names and setting a locale is process-wide
(and the locales may not be installed), and Babel would be a dependency for twelve words per
language, so the tables are written out here. Polish is in the genitive ("12 marca"), the form a
calendar day uses.
"""

from __future__ import annotations

from functools import cache

from hushprompt.regex_cache import compile_rule

# English month names and their abbreviations, capitalised, as a regex alternation (date
# detection and date stand-ins share it; "may" in lower case is the verb, so it is left out here)
ENGLISH_MONTH_NAMES = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
    r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?)"
)
MONTHS_BY_LANGUAGE: dict[str, tuple[str, ...]] = {
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"),
    "de": ("januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september",
           "oktober", "november", "dezember"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
           "september", "oktober", "november", "december"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "pl": ("stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
           "września", "października", "listopada", "grudnia"),
    "id": ("januari", "februari", "maret", "april", "mei", "juni", "juli", "agustus",
           "september", "oktober", "november", "desember"),
    "tr": ("ocak", "şubat", "mart", "nisan", "mayıs", "haziran", "temmuz", "ağustos", "eylül",
           "ekim", "kasım", "aralık"),
    "sv": ("januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti",
           "september", "oktober", "november", "december"),
    "no": ("januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september",
           "oktober", "november", "desember"),
    "ro": ("ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august",
           "septembrie", "octombrie", "noiembrie", "decembrie"),
    "sw": ("januari", "februari", "machi", "aprili", "mei", "juni", "julai", "agosti",
           "septemba", "oktoba", "novemba", "desemba"),
    # Czech and Russian in the genitive too ("12. března", "3 марта")
    "cs": ("ledna", "února", "března", "dubna", "května", "června", "července", "srpna",
           "září", "října", "listopadu", "prosince"),
    "ru": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
           "сентября", "октября", "ноября", "декабря"),
}
_WORD = compile_rule(r"[^\W\d_]+")
# Short forms of mail headers and forms ("mar. 4 févr. 2025", "4 dez. 2024"), by language; a
# stand-in for a short form is written short too. Short forms that are English words ("ago",
# "out", "set") or English month names ("feb", "oct") are matched by neither table.
SHORT_MONTHS_BY_LANGUAGE: dict[str, tuple[str, ...]] = {
    "fr": ("janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov",
           "déc"),
    "es": ("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"),
    "pt": ("jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"),
    "de": ("jan", "feb", "mär", "apr", "mai", "jun", "jul", "aug", "sep", "okt", "nov", "dez"),
}
_SHORT_NAMES = frozenset({"janv", "févr", "avr", "juil", "déc", "ene", "dic", "fev", "dez",
                          "okt"})
# Spellings that are not in the tables above but mean one of their months.
_VARIANTS = {"setiembre": ("es", 9)}
# "in January" in Polish, Czech and Russian ("w styczniu 2022", "v lednu 2022", "в январе 2022")
for _language, _names in (
    ("pl", ("styczniu", "lutym", "marcu", "kwietniu", "maju", "czerwcu", "lipcu", "sierpniu",
            "wrześniu", "październiku", "listopadzie", "grudniu")),
    ("cs", ("lednu", "únoru", "březnu", "dubnu", "květnu", "červnu", "červenci", "srpnu",
            "září", "říjnu", "listopadu", "prosinci")),
    ("ru", ("январе", "феврале", "марте", "апреле", "мае", "июне", "июле", "августе",
            "сентябре", "октябре", "ноябре", "декабре")),
):
    for _number, _name in enumerate(_names, start=1):
        _VARIANTS.setdefault(_name, (_language, _number))
_ENGLISH = ("january", "february", "march", "april", "may", "june", "july", "august",
            "september", "october", "november", "december")
# Names too likely to be another word to mark a date on their own ("mart").
_AMBIGUOUS = frozenset({"mart"})


def month_of(name: str, context: str = "") -> tuple[str, int] | None:
    """(language, month number) of a month name of another language, or None. A name several
    languages share ("juni": German, Dutch, Indonesian) goes to the language with the most of its
    month names in `context` (the other dates of the prompt), the first listed on a tie."""
    key = name.casefold().rstrip(".")
    if key in _VARIANTS:
        return _VARIANTS[key]
    short = key in _SHORT_NAMES
    candidates = _short_languages_of().get(key) if short else _languages_of().get(key)
    if not candidates:
        return None
    language = candidates[0]
    if len(candidates) > 1 and context:
        words = set(_WORD.findall(context.casefold()))
        language = max(candidates, key=lambda lang: len(words.intersection(
            MONTHS_BY_LANGUAGE[lang] + SHORT_MONTHS_BY_LANGUAGE.get(lang, ()))))
    table = SHORT_MONTHS_BY_LANGUAGE if short else MONTHS_BY_LANGUAGE
    return language, table[language].index(key) + 1


def is_short_month(name: str) -> bool:
    """Whether a month name of another language is a short form ("févr", "dez")."""
    return name.casefold().rstrip(".") in _SHORT_NAMES


@cache
def _short_languages_of() -> dict[str, tuple[str, ...]]:
    languages: dict[str, list[str]] = {}
    for language, names in SHORT_MONTHS_BY_LANGUAGE.items():
        for name in names:
            if name in _SHORT_NAMES:
                languages.setdefault(name, []).append(language)
    return {name: tuple(langs) for name, langs in languages.items()}


@cache
def _languages_of() -> dict[str, tuple[str, ...]]:
    languages: dict[str, list[str]] = {}
    for language, names in MONTHS_BY_LANGUAGE.items():
        for name in names:
            languages.setdefault(name, []).append(language)
    return {name: tuple(langs) for name, langs in languages.items()}


@cache
def foreign_month_names() -> tuple[str, ...]:
    """Every month name that marks a date in another language: not an English month name (those
    have their own patterns) and not an everyday word; longest first, for a regex alternation."""
    names = set(_languages_of()) | set(_VARIANTS) | _SHORT_NAMES
    names -= set(_ENGLISH) | _AMBIGUOUS
    return tuple(sorted(names, key=lambda name: (-len(name), name)))


def names_a_foreign_month(text: str) -> bool:
    """Whether the text names a month the way another language does ("20 mei", "3 janvier")."""
    foreign = frozenset(foreign_month_names())
    return any(word in foreign for word in _WORD.findall(text.casefold()))


def month_name(language: str, month: int, short: bool = False) -> str:
    if short and language in SHORT_MONTHS_BY_LANGUAGE:
        return SHORT_MONTHS_BY_LANGUAGE[language][month - 1]
    return MONTHS_BY_LANGUAGE[language][month - 1]
