"""Person names the language models miss: names in quoted record fields
(`holder="Amanda Mills"`) and names written in Chinese or Japanese script inside an otherwise
Latin-script prompt ("Write a review for 修平 小林", "Hi 陽一,")."""

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


def looks_like_name(value: str) -> bool:
    """Every word capitalised (or in a script without case), so "n/a"-like values are left."""
    words = value.split()
    if value.lower() in {"none", "null", "unknown", "n/a", "test", "example", "redacted"}:
        return False
    return all(word[0].isupper() or not word[0].isascii() and not word[0].islower()
               for word in words)


def find_quoted_name_fields(text: str) -> Iterable[Finding]:
    for match in QUOTED_NAME_FIELD.finditer(text):
        if looks_like_name(match.group("v")):
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


NAME_RECOGNIZERS = (find_quoted_name_fields, find_cjk_names)
