"""Restore: every stand-in of a conversation back to its original in a reply.

Longest first, on word boundaries, with variants (first name alone, surname alone where
unambiguous, possessive 's, UPPER / lower / Title case). Idempotent: every occurrence of an
original (or its variants) is protected first, so restoring restored text changes nothing.

Numbers get stricter boundaries than words: a stand-in "1" must not turn the "1" of "$1,650" or
"1F" into something else, so a digit run is only restored where it stands alone as a number.
Stand-ins of one or two characters are matched only as written (no case variants).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

from hushprompt.cjk_script import HANGUL_CLASS, UNSPACED_CLASS, is_hangul, is_unspaced
from hushprompt.regex_cache import compile_rule

from .standins.articles import without_article
from .standins.common import title_case
from .standins.names import _name_parts
from .types import Label, Mapping, Style

RESTORABLE = frozenset({Style.STANDIN, Style.LABEL})
# Kinds written as words: a reply may change their case ("ANIKA", "anika"); the original is
# restored in the reply's case.
CASE_VARIANT_LABELS = frozenset(
    {Label.PERSON, Label.ORG, Label.LOCATION, Label.NRP, Label.OCCUPATION, Label.HEALTH,
     Label.CUSTOM, Label.ADDRESS, Label.DATE, Label.DATE_OF_BIRTH, Label.AGE}
)
# Kinds whose values mean the same thing in any letter case (e-mail addresses, host names, user
# names, MAC and IPv6 hex, IBANs, postcodes, ID / account / phone numbers, whose letters are
# codes, not words): matched ignoring case and restored as the original was written. Secrets are
# case-sensitive ("SK-ABC" is not the key "sk-abc"), so they are restored only as written; URLs
# are case-insensitive only in their scheme and host (see `_url_forms`).
CASE_INSENSITIVE_LABELS = frozenset(
    {Label.EMAIL, Label.HOSTNAME, Label.USERNAME, Label.MAC_ADDRESS, Label.IP_ADDRESS,
     Label.IBAN, Label.POSTCODE, Label.ID_NUMBER, Label.ACCOUNT_NUMBER, Label.PHONE, Label.SSN,
     Label.CREDIT_CARD}
)
# Token-like kinds: must not match inside a longer e-mail, host, key or number.
STRICT_LABELS = frozenset(
    {Label.EMAIL, Label.URL, Label.HOSTNAME, Label.IP_ADDRESS, Label.MAC_ADDRESS, Label.SECRET,
     Label.USERNAME, Label.PHONE, Label.CREDIT_CARD, Label.IBAN, Label.ACCOUNT_NUMBER, Label.SSN,
     Label.ID_NUMBER}
)
# Secrets, hosts, IPs and user names sit next to "@" in connection strings and ssh targets
# (user:password@host, deploy@10.0.0.7), so "@" is a separator for them; for e-mails it is part
# of a longer token.
AT_SEPARATED_LABELS = frozenset(
    {Label.SECRET, Label.HOSTNAME, Label.IP_ADDRESS, Label.USERNAME}
)
# Stand-ins this short occur naturally ("1", "QH"): only their exact spelling is restored, and
# short numbers only where no neighbouring digit makes them part of a range, time or date.
SHORT = 2
# A host stand-in is restored after a subdomain too ("www.<stand-in>"): the prompt's own
# subdomains of a protected host were replaced with it.
_LEFT = {
    "strict": r"(?<![\w.@+\-])", "at": r"(?<![\w.+])", "host": r"(?<![\w+\-])",
    "word": r"(?<!\w)",
}
_RIGHT = {"strict": r"(?![\w@]|[.+\-]\w)", "at": r"(?!\w|[.+\-]\w)",
          "host": r"(?!\w|[.+\-]\w)", "word": r"(?!\w)"}
# A digit run is a number of its own only when no digit, currency sign or decimal/thousands
# separator touches it: "$1,650", "1.5", "52°F" and "40%" contain no stand-in "1", "5" or "40".
_NUMBER_LEFT = r"(?<![$€£¥])(?<!\d[.,])"
_NUMBER_RIGHT = r"(?![.,]\d|[%°])"
_SHORT_NUMBER_LEFT = r"(?<![#№])(?<!\d[-–/:])"
_SHORT_NUMBER_RIGHT = r"(?![-–/:]\d)"


@dataclass(frozen=True, slots=True)
class Restored:
    start: int  # code-point offsets of the input text, end exclusive
    end: int
    replacement: str  # the stand-in found in the input
    original: str  # what it was restored to

    def __repr__(self) -> str:  # never print the original
        return f"Restored(start={self.start}, end={self.end})"


def restore(text: str, mappings: Sequence[Mapping]) -> tuple[str, list[Restored]]:
    if not text:
        return text, []
    plan = _plan(tuple(m for m in mappings if m.style in RESTORABLE))
    if plan is None:
        return text, []
    return _apply(text, *plan)


def would_restore(text: str, mapping: Mapping) -> bool:
    """True when restoring `text` with this one mapping would change it: the stand-in (or one of
    its variants) already occurs in `text`. The stand-in generator uses this to avoid stand-ins
    that a reply quoting the prompt would turn into something the user did not write."""
    if not text or mapping.style not in RESTORABLE:
        return False
    # Most candidates occur nowhere in the text: a substring test settles those without
    # compiling the plan's regexes (which cost ~1 ms per candidate, several per prompt).
    folded = _SPACING.sub(" ", text).casefold()  # stand-ins match any spacing between words
    if not any(form.casefold() in folded for form in _standin_forms(mapping) if form):
        return False
    plan = _build_plan((mapping,))  # not cached: one throw-away plan per candidate
    return plan is not None and bool(_apply(text, *plan)[1])


def _apply(
    text: str, standins: _Matcher, protected_matcher: _Matcher
) -> tuple[str, list[Restored]]:
    protected = protected_matcher.spans(text)
    out: list[str] = []
    restored: list[Restored] = []
    cursor = 0
    guard = 0  # index into protected spans (both lists are sorted by start)
    for start, end, found in standins.spans(text):
        while guard < len(protected) and protected[guard][1] <= start:
            guard += 1
        if _blocked(start, end, protected, guard):
            continue
        original = standins.value(found)
        if original is None:
            continue
        out.append(text[cursor:start])
        out.append(original)
        restored.append(Restored(start, end, found, original))
        cursor = end
    out.append(text[cursor:])
    return "".join(out), restored


def _blocked(start: int, end: int, protected: list[tuple[int, int, str]], guard: int) -> bool:
    """A stand-in match is skipped when it lies inside or across an original's occurrence; one
    that strictly contains an original (a longer stand-in) is still restored."""
    for p_start, p_end, _ in protected[guard:]:
        if p_start >= end:
            return False
        contains = start <= p_start and p_end <= end and (p_end - p_start) < (end - start)
        if not contains:
            return True
    return False


# A form: (text to find, value to restore it to, whether letter case is ignored when finding it)
Form = tuple[str, str, bool]


def _case_forms(standin: str, original: str, label: Label) -> list[Form]:
    if len(standin) <= SHORT:
        return [(standin, original, False)]
    if label in CASE_INSENSITIVE_LABELS:
        return [(standin, original, True)]
    if label is Label.URL:
        return _url_forms(standin, original)
    forms = [(standin, original, False)]
    if label in CASE_VARIANT_LABELS:
        forms.append((standin.lower(), original.lower(), False))
        forms.append((standin.upper(), original.upper(), False))
        titled = (title_case(original) if original in (original.lower(), original.upper())
                  else original)
        forms.append((title_case(standin), titled, False))
    return forms


def _url_forms(standin: str, original: str) -> list[Form]:
    """Scheme and host ignore case, the rest of a URL does not: a URL whose path, query and
    fragment have no letters is matched ignoring case; otherwise only its scheme and host may
    be written in another case (all lower or all upper)."""
    try:
        parts = urlsplit(standin)
    except ValueError:
        return [(standin, original, False)]
    head_len = standin.find(parts.netloc) + len(parts.netloc) if parts.netloc else 0
    head, rest = standin[:head_len], standin[head_len:]
    if not head or "@" in parts.netloc:  # user:password@ is case-sensitive
        return [(standin, original, False)]
    if not any(ch.isalpha() for ch in rest):
        return [(standin, original, True)]
    return [(standin, original, False), (head.lower() + rest, original, False),
            (head.upper() + rest, original, False)]


def _person_part_pairs(mapping: Mapping) -> list[tuple[str, str]]:
    if mapping.label is not Label.PERSON or mapping.style is not Style.STANDIN:
        return []
    orig, repl = _name_parts(mapping.original), _name_parts(mapping.replacement)
    if len(orig) < 2 or len(repl) < 2:  # a one-word name is its own mapping already
        return []
    return [(repl[role], orig[role]) for role in ("given", "surname")]


def _label_forms(mapping: Mapping) -> list[tuple[str, str]]:
    """"[PERSON_1]" also as "PERSON_1" (models sometimes drop the brackets); a class stand-in
    also without its article, as the prompt wrote it after a determiner ("my respiratory
    condition" for "my asthma", standins/articles.py)."""
    token = mapping.replacement
    if mapping.style is Style.LABEL and token.startswith("[") and token.endswith("]"):
        return [(token, mapping.original), (token[1:-1], mapping.original)]
    bare = without_article(token)
    if bare is not None and without_article(mapping.original) is None:
        return [(token, mapping.original), (bare, mapping.original)]
    return [(token, mapping.original)]


@functools.lru_cache(maxsize=32)
def _plan(mappings: tuple[Mapping, ...]) -> tuple[_Matcher, _Matcher] | None:
    """The stand-in matcher (form -> original) and the originals matcher, built once per set."""
    return _build_plan(mappings)


def _standin_forms(mapping: Mapping) -> list[str]:
    """Every form restore looks for of this mapping's stand-in (the keys of its plan)."""
    forms = [
        form
        for standin, original in _label_forms(mapping)
        for form, _value, _fold in _case_forms(standin, original, mapping.label)
    ]
    forms += [
        form
        for standin, original in _person_part_pairs(mapping)
        for form, _value, _fold in _case_forms(standin, original, Label.PERSON)
    ]
    return forms


def _build_plan(mappings: tuple[Mapping, ...]) -> tuple[_Matcher, _Matcher] | None:
    if not mappings:
        return None
    exact: dict[str, tuple[str, Label, bool]] = {}
    for mapping in mappings:
        for standin, original in _label_forms(mapping):
            for form, value, fold in _case_forms(standin, original, mapping.label):
                exact.setdefault(form, (value, mapping.label, fold))
    parts: dict[str, set[str]] = {}
    for mapping in mappings:
        for standin, original in _person_part_pairs(mapping):
            for form, value, _fold in _case_forms(standin, original, Label.PERSON):
                parts.setdefault(form, set()).add(value)
    table = dict(exact)
    for form, values in parts.items():
        if form not in table and len(values) == 1:  # ambiguous parts are left as they are
            table[form] = (next(iter(values)), Label.PERSON, False)
    protected: dict[str, tuple[str, Label, bool]] = {}
    for mapping in mappings:
        originals = [mapping.original] + [orig for _, orig in _person_part_pairs(mapping)]
        for original in originals:
            for form, _value, fold in _case_forms(original, original, mapping.label):
                protected.setdefault(form, (form, mapping.label, fold))
    return _Matcher(table), _Matcher(protected)


class _Matcher:
    """Finds the longest of many literal strings in one pass per boundary kind.

    The literals are compiled into a prefix trie regex: a plain alternation of hundreds of
    literals makes `re` try every one of them at every position, about 100x slower.
    """

    def __init__(self, table: dict[str, tuple[str, Label, bool]]) -> None:
        self._exact = {form: value for form, (value, _, fold) in table.items() if not fold}
        self._folded = {form.casefold(): value for form, (value, _, fold) in table.items() if fold}
        groups: dict[tuple[str, bool], dict[str, str]] = {}
        for form, (_, label, fold) in table.items():
            if not form:
                continue
            kind = (
                "host" if label is Label.HOSTNAME
                else "at" if label in AT_SEPARATED_LABELS
                else "strict" if label in STRICT_LABELS else "word"
            )
            groups.setdefault((_left(kind, form), fold), {})[form] = _right(kind, form)
        self._patterns = [
            re.compile(left + _trie_regex(forms), re.IGNORECASE if fold else re.NOFLAG)
            for (left, fold), forms in groups.items()
        ]

    def value(self, found: str) -> str | None:
        single = _SPACING.sub(" ", found)  # forms match any run of spaces between their words
        exact = self._exact.get(single)
        value = exact if exact is not None else self._folded.get(single.casefold())
        return value if value is None or single == found else spaced_like(found, value)

    def spans(self, text: str) -> list[tuple[int, int, str]]:
        """Non-overlapping matches, leftmost first and longest first at the same start."""
        found = [
            (m.start(), m.end(), m.group(0)) for p in self._patterns for m in p.finditer(text)
        ]
        if len(self._patterns) > 1:
            found.sort(key=lambda s: (s[0], s[0] - s[1]))
        chosen: list[tuple[int, int, str]] = []
        last_end = -1
        for span in found:
            if span[0] >= last_end:
                chosen.append(span)
                last_end = span[1]
        return chosen


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _is_digit(ch: str) -> bool:
    return ch.isascii() and ch.isdigit()


def _is_number(form: str) -> bool:
    """Digits and separators only ("34", "+1 (415) 555-0134", "10.0.0.7"): such a stand-in
    could be any number in a reply, so it gets number boundaries. One with letters
    ("12 Park Lane", "EMP-004521") is distinctive enough for the usual ones."""
    return not any(ch.isalpha() for ch in form)


def _is_plain_number(form: str) -> bool:
    """A count or amount ("34", "1,650", "10.0.0.7"): it may be a piece of a longer number, so
    digits and separators must not touch it. A date, phone or code with "-", "/" or spaces
    ("2025-08-25" after "NR08,") is distinctive enough on its own."""
    return _is_number(form) and not any(ch in "-/ ()+" for ch in form)


# Chinese and Japanese put no space between words, and a Korean particle sticks to the word
# before it ("지연야"): beside such characters a stand-in in those scripts is still whole (only a
# Latin letter or a digit would make it part of a longer word), as the engine found it
# (term_search.py).
_NOT_UNSPACED_WORD_BEFORE = rf"(?<!(?![{UNSPACED_CLASS}])\w)"
_NOT_UNSPACED_WORD_AFTER = rf"(?!(?![{UNSPACED_CLASS}])\w)"
_NOT_HANGUL_WORD_AFTER = rf"(?!(?![{HANGUL_CLASS}])\w)"


def _left(kind: str, form: str) -> str:
    """The lookbehind a form needs before it: none when it starts with a separator itself."""
    if not _is_word(form[0]):
        return ""
    if is_unspaced(form[0]):
        return _NOT_UNSPACED_WORD_BEFORE
    left = _LEFT[kind]
    if _is_digit(form[0]) and _is_plain_number(form):
        left += _NUMBER_LEFT + (_SHORT_NUMBER_LEFT if len(form) <= SHORT else "")
    return left


def _right(kind: str, form: str) -> str:
    if not _is_word(form[-1]):
        return ""
    if is_unspaced(form[-1]):
        return _NOT_UNSPACED_WORD_AFTER
    if is_hangul(form[-1]):
        return _NOT_HANGUL_WORD_AFTER
    right = _RIGHT[kind]
    if _is_digit(form[-1]) and _is_plain_number(form):
        right += _NUMBER_RIGHT + (_SHORT_NUMBER_RIGHT if len(form) <= SHORT else "")
    return right


_SPACING = compile_rule(r"[ \t]+")


def spaced_like(occurrence: str, words: str) -> str:
    """`words` with the spacing between the words of `occurrence` ("Chiamaka  Eze" -> a stand-in
    with two spaces, and back), when both have as many words; else `words` unchanged."""
    gaps = _SPACING.findall(occurrence.strip(" \t"))
    parts = words.split(" ")
    if len(parts) != len(gaps) + 1 or all(gap == " " for gap in gaps):
        return words
    return "".join(part + gap for part, gap in zip(parts, [*gaps, ""], strict=True))


def _trie_regex(forms: dict[str, str]) -> str:
    """Regex for a set of literals, longest alternative first; each literal carries its own
    right boundary (a lookahead), so a longer match that fails its boundary falls back."""
    root: dict = {}
    for form, right in forms.items():
        node = root
        for ch in form:
            node = node.setdefault(ch, {})
        node[""] = right  # "" marks the end of a literal
    return _emit(root)


def _emit(node: dict) -> str:
    branches: list[str] = []
    for ch in sorted(k for k in node if k):
        literal, child = ch, node[ch]
        while len(child) == 1 and "" not in child:  # a chain without branches: one literal
            (next_ch, child), = child.items()
            literal += next_ch
        branches.append(re.escape(literal).replace("\\ ", "[ \\t]+?") + _emit(child))
    if "" in node:
        branches.append(node[""])  # the literal ends here (tried after longer ones)
    if len(branches) == 1:
        return branches[0]
    return "(?:" + "|".join(branches) + ")"
