"""Restore: every stand-in of a conversation back to its original in a reply.

Longest first, on word boundaries, with variants (first name alone, surname alone where
unambiguous, possessive 's, UPPER / lower / Title case). Idempotent: every occurrence of an
original (or its variants) is protected first, so restoring restored text changes nothing.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from .standins.names import _name_parts
from .types import Label, Mapping, Style

RESTORABLE = frozenset({Style.STANDIN, Style.LABEL})
# Kinds written as words: a reply may change their case ("ANIKA", "anika").
CASE_VARIANT_LABELS = frozenset(
    {Label.PERSON, Label.ORG, Label.LOCATION, Label.NRP, Label.OCCUPATION, Label.HEALTH,
     Label.CUSTOM, Label.ADDRESS}
)
# Token-like kinds: must not match inside a longer e-mail, host, key or number.
STRICT_LABELS = frozenset(
    {Label.EMAIL, Label.URL, Label.HOSTNAME, Label.IP_ADDRESS, Label.MAC_ADDRESS, Label.SECRET,
     Label.USERNAME, Label.PHONE, Label.CREDIT_CARD, Label.IBAN, Label.ACCOUNT_NUMBER, Label.SSN,
     Label.ID_NUMBER}
)
# Secrets, hosts and IPs sit next to "@" in connection strings (user:password@host), so "@" is a
# separator for them; for e-mails and user names it is part of a longer token.
AT_SEPARATED_LABELS = frozenset({Label.SECRET, Label.HOSTNAME, Label.IP_ADDRESS})
_LEFT = {
    "strict": r"(?<![\w.@+\-])", "at": r"(?<![\w.+\-])", "word": r"(?<!\w)", "none": "",
}
_RIGHT = {"strict": r"(?![\w@]|[.+\-]\w)", "at": r"(?!\w|[.+\-]\w)", "word": r"(?!\w)", "none": ""}


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
    standins, protected_matcher = plan
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
        original = standins.values[found]
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


def _case_forms(standin: str, original: str, label: Label) -> list[tuple[str, str]]:
    forms = [(standin, original)]
    if label in CASE_VARIANT_LABELS or label is Label.EMAIL:
        forms.append((standin.lower(), original.lower()))
    if label in CASE_VARIANT_LABELS:
        forms.append((standin.upper(), original.upper()))
        titled = _title(original) if original in (original.lower(), original.upper()) else original
        forms.append((_title(standin), titled))
    return forms


def _title(text: str) -> str:
    return re.sub(r"(?<![^\W\d_])([^\W\d_])", lambda m: m.group(1).upper(), text.lower())


def _person_part_pairs(mapping: Mapping) -> list[tuple[str, str]]:
    if mapping.label is not Label.PERSON or mapping.style is not Style.STANDIN:
        return []
    orig, repl = _name_parts(mapping.original), _name_parts(mapping.replacement)
    if len(orig) < 2 or len(repl) < 2:  # a one-word name is its own mapping already
        return []
    return [(repl[role], orig[role]) for role in ("given", "surname")]


def _label_forms(mapping: Mapping) -> list[tuple[str, str]]:
    """"[PERSON_1]" also as "PERSON_1" (models sometimes drop the brackets)."""
    token = mapping.replacement
    if mapping.style is Style.LABEL and token.startswith("[") and token.endswith("]"):
        return [(token, mapping.original), (token[1:-1], mapping.original)]
    return [(token, mapping.original)]


@functools.lru_cache(maxsize=32)
def _plan(mappings: tuple[Mapping, ...]) -> tuple[_Matcher, _Matcher] | None:
    """The stand-in matcher (form -> original) and the originals matcher, built once per set."""
    if not mappings:
        return None
    exact: dict[str, tuple[str, Label]] = {}
    for mapping in mappings:
        for standin, original in _label_forms(mapping):
            for form, value in _case_forms(standin, original, mapping.label):
                exact.setdefault(form, (value, mapping.label))
    parts: dict[str, set[str]] = {}
    for mapping in mappings:
        for standin, original in _person_part_pairs(mapping):
            for form, value in _case_forms(standin, original, Label.PERSON):
                parts.setdefault(form, set()).add(value)
    table = dict(exact)
    for form, values in parts.items():
        if form not in table and len(values) == 1:  # ambiguous parts are left as they are
            table[form] = (next(iter(values)), Label.PERSON)
    protected: dict[str, tuple[str, Label]] = {}
    for mapping in mappings:
        pairs = [(mapping.original, mapping.original)] + [
            (orig, orig) for _, orig in _person_part_pairs(mapping)
        ]
        for original, _ in pairs:
            for form, _value in _case_forms(original, original, mapping.label):
                protected.setdefault(form, (form, mapping.label))
    return _Matcher(table), _Matcher(protected)


class _Matcher:
    """Finds the longest of many literal strings in one pass per boundary kind.

    The literals are compiled into a prefix trie regex: a plain alternation of hundreds of
    literals makes `re` try every one of them at every position, about 100x slower.
    """

    def __init__(self, table: dict[str, tuple[str, Label]]) -> None:
        self.values = {form: value for form, (value, _) in table.items()}
        groups: dict[str, dict[str, str]] = {}
        for form, (_, label) in table.items():
            if not form:
                continue
            kind = (
                "at" if label in AT_SEPARATED_LABELS
                else "strict" if label in STRICT_LABELS else "word"
            )
            left = kind if _is_word(form[0]) else "none"
            right = kind if _is_word(form[-1]) else "none"
            groups.setdefault(left, {})[form] = right
        self._patterns = [
            re.compile(_LEFT[left] + _trie_regex(forms)) for left, forms in groups.items()
        ]

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
        branches.append(re.escape(literal) + _emit(child))
    if "" in node:
        branches.append(_RIGHT[node[""]])  # the literal ends here (tried after longer ones)
    if len(branches) == 1:
        return branches[0]
    return "(?:" + "|".join(branches) + ")"


