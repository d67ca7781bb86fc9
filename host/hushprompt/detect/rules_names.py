"""Person names the language models miss: names in quoted record fields
(`holder="Amanda Mills"`), in the name column of a pasted table (CSV, tab-separated, Markdown),
and names written in Chinese or Japanese script inside an otherwise Latin-script prompt ("Write a
review for 修平 小林", "Hi 陽一,")."""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import before
from hushprompt.types import Finding, Label

# --- quoted name fields ----------------------------------------------------------------------
# Keys that name a person, never the bare `name=` (HTML forms, packages and functions use it).
_PERSON_KEYS = (
    r"(?:card|account)?[_\-]?holder(?:[_\-]?name)?|payee|beneficiary|recipient|"
    r"(?:full|customer|client|patient|contact|owner|display|legal|guest|passenger|employee|"
    r"member|sender|recipient|first|last|given|family|sur)[_\-]?name"
)
_LETTERS = r"[^\W\d_]"
QUOTED_NAME_FIELD = re.compile(
    rf"(?i:(?<![\w\-])(?:{_PERSON_KEYS}))[\"']?[ \t]*[=:][ \t]*(?P<q>[\"'])"
    rf"(?P<v>{_LETTERS}+(?:[.'’\-]{_LETTERS}+)*\.?(?:[ \t]+{_LETTERS}+(?:[.'’\-]{_LETTERS}+)*\.?)"
    r"{0,3})(?P=q)"
)


def _looks_like_name(value: str) -> bool:
    """Every word capitalised (or in a script without case), so "n/a"-like values are left."""
    words = value.split()
    if value.lower() in {"none", "null", "unknown", "n/a", "test", "example", "redacted"}:
        return False
    return all(word[0].isupper() or not word[0].isascii() and not word[0].islower()
               for word in words)


def find_quoted_name_fields(text: str) -> Iterable[Finding]:
    for match in QUOTED_NAME_FIELD.finditer(text):
        if _looks_like_name(match.group("v")):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name_field", 0.85)


# --- names in Chinese / Japanese script ------------------------------------------------------
# Hand-written: the bundled models are trained on Latin-script text and see these names as
# unknown tokens. Chinese and Japanese do not put spaces between words, so in a Latin-script
# prompt two short Han/kana runs separated by one space ("京助 長谷川") are a given and a family
# name; a single run is a name only where a name is expected (greetings, "me and ...").
_CJK = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]"
_CJK_CHAR = re.compile(_CJK)
_CJK_NAME = re.compile(rf"(?<!{_CJK})(?P<v>{_CJK}{{1,4}}(?: {_CJK}{{1,4}})?)(?!{_CJK})")
_SINGLE_NAME_CUE = re.compile(
    r"(?i)(?:(?:^|\n)[ \t]*(?:hi|hello|hey|dear|thanks|thank you|regards|best|cheers|sincerely)"
    r",?[ \t]*\n?|\bme and|\b(?:my|our|his|her) (?:friend|colleague|boss|manager|landlord|"
    r"tenant|patient|client|student|son|daughter|wife|husband|partner)|\b(?:signed|from|attn)"
    r":|,\n)[ \t]*$"
)
# the Han / kana text is the subject of the question, not a person
_LANGUAGE_CUE = re.compile(
    r"(?i)\b(?:translat\w*|means?|meaning|word|phrase|characters?|kanji|hanzi|kana|hiragana|"
    r"katakana|pronounc\w*|say|says|written|spell\w*|japanese|chinese|mandarin|cantonese)\b"
)

# "猫 means cat", "猫 (cat)": a gloss follows a word, not a name
_MEANS = re.compile(
    r"[\s\"'”’)]{0,3}(?:(?:means?|meaning|stands? for|is (?:the |a )?(?:word|character|kanji))"
    r"\b|\([a-z]+\))"
)


def _mostly_latin(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    cjk = sum(1 for ch in letters if _CJK_CHAR.match(ch))
    return len(letters) >= 20 and cjk * 5 < len(letters)


def find_cjk_names(text: str) -> Iterable[Finding]:
    if not _CJK_CHAR.search(text) or not _mostly_latin(text):
        return
    names: list[tuple[int, int, str]] = []
    for match in _CJK_NAME.finditer(text):
        start, end = match.span("v")
        context = before(text, start, 40)
        if not _LANGUAGE_CUE.search(context) and not _MEANS.match(text, end):
            names.append((start, end, match.group("v")))
    # a full name found once makes its parts names wherever they stand alone ("修平 exceeded")
    parts = {part for _, _, value in names for part in value.split() if len(value.split()) > 1}
    for start, end, value in names:
        single = len(value.split()) == 1
        if not single or value in parts or _SINGLE_NAME_CUE.search(before(text, start, 40)):
            yield finding(text, start, end, Label.PERSON, "rules:cjk_name", 0.8)


# --- the name column of a pasted table -------------------------------------------------------
_NAME_HEADERS = frozenset({
    "name", "names", "full name", "employee", "employee name", "patient", "patient name",
    "student", "student name", "customer", "customer name", "client", "client name", "tenant",
    "contact", "contact name", "candidate", "applicant", "member", "staff", "person", "owner",
    "first name", "last name", "surname", "guest", "passenger", "attendee", "participant",
})
_DELIMITERS = ("\t", "|", ";", ",")
_TABLE_RULE = re.compile(r"^[\s|:+\-]+$")  # "|---|:--|" under a Markdown header
_NAME_WORD = rf"{_LETTERS}+(?:[.'’\-]{_LETTERS}+)*\.?"
_CELL_NAME = re.compile(rf"{_NAME_WORD}(?: {_NAME_WORD}){{0,3}}")


def _cells(line: str, delimiter: str) -> list[tuple[int, int]]:
    """(start, end) of each cell's trimmed text within the line."""
    spans, cursor = [], 0
    for part in line.split(delimiter):
        start = cursor + len(part) - len(part.lstrip())
        end = cursor + len(part.rstrip())
        spans.append((start, max(start, end)))
        cursor += len(part) + len(delimiter)
    return spans


def find_table_names(text: str) -> Iterable[Finding]:
    """Under a header row with a name column ("Name, Role, Badge"), that column's cells are
    people, as long as the rows keep the header's shape."""
    lines, offset = [], 0
    for line in text.split("\n"):
        lines.append((offset, line))
        offset += len(line) + 1
    index = 0
    while index < len(lines):
        start, line = lines[index]
        index += 1
        delimiter = next((d for d in _DELIMITERS if line.count(d) >= 1), None)
        if delimiter is None:
            continue
        header = [line[a:b].strip().casefold() for a, b in _cells(line, delimiter)]
        column = next((i for i, cell in enumerate(header) if cell in _NAME_HEADERS), None)
        if column is None or len(header) < 2:
            continue
        while index < len(lines):
            row_start, row = lines[index]
            if _TABLE_RULE.match(row) and row.strip():
                index += 1
                continue
            cells = _cells(row, delimiter)
            if len(cells) != len(header):
                break
            index += 1
            a, b = cells[column]
            value = row[a:b]
            if _CELL_NAME.fullmatch(value) and _looks_like_name(value):
                yield finding(text, row_start + a, row_start + b, Label.PERSON, "rules:table", 0.8)


NAME_RECOGNIZERS = (find_quoted_name_fields, find_table_names, find_cjk_names)
