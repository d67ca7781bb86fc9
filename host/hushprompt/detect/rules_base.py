"""Regex rule machinery shared by the rule modules: one compiled pattern per rule, run once."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from hushprompt.cjk_script import has_glued_latin, has_unspaced_or_hangul, unglue_latin
from hushprompt.detect.base import finding
from hushprompt.types import Finding, Label

# Validators get the match and the whole text; they return False to reject a candidate.
Validator = Callable[[re.Match[str], str], bool]


@dataclass(frozen=True)
class RegexRule:
    """One recognizer: a compiled pattern whose group `group` (0: whole match) is sensitive."""

    name: str  # becomes the finding source "rules:<name>"
    label: Label
    pattern: re.Pattern[str]
    score: float
    group: str | int = 0
    validate: Validator | None = None

    def findings(self, text: str) -> Iterable[Finding]:
        source = f"rules:{self.name}"
        for match in self.pattern.finditer(text):
            start, end = match.span(self.group)
            if start < 0 or start >= end:
                continue
            if self.validate is not None and not self.validate(match, text):
                continue
            found = finding(text, start, end, self.label, source, self.score)
            if found.start < found.end:
                yield found


# A custom recognizer: function from text to findings (for rules a single regex cannot express).
Recognizer = Callable[[str], Iterable[Finding]]


class RuleDetector:
    """Runs regex rules and custom recognizers; findings may overlap (the pipeline resolves)."""

    def __init__(
        self, name: str, rules: Sequence[RegexRule], recognizers: Sequence[Recognizer] = (),
        format_rules: Sequence[RegexRule] = (), format_recognizers: Sequence[Recognizer] = (),
    ) -> None:
        """`format_rules` and `format_recognizers` (some of `rules` and `recognizers`) find
        values by their shape (e-mail addresses, phone, card and account numbers, keys): they
        are also run with the Chinese, Japanese and Korean characters that touch a Latin letter
        or digit blanked: those scripts write such a value right against their words
        ("手机号是13812345678"), where a Latin word boundary is not."""
        self.name = name
        self._rules = tuple(rules)
        self._recognizers = tuple(recognizers)
        self._format_rules = tuple(format_rules)
        self._format_recognizers = tuple(format_recognizers)

    def detect(self, text: str) -> list[Finding]:
        found: list[Finding] = []
        for rule in self._rules:
            found.extend(rule.findings(text))
        for recognizer in self._recognizers:
            found.extend(recognizer(text))
        if has_glued_latin(text):
            found.extend(self._glued_formats(text, found))
        return found

    def _glued_formats(self, text: str, found: list[Finding]) -> list[Finding]:
        spaced = unglue_latin(text)
        seen = {(f.start, f.end, f.label) for f in found}
        more: list[Finding] = []
        for rule in self._format_rules:
            more.extend(rule.findings(spaced))
        for recognizer in self._format_recognizers:
            more.extend(recognizer(spaced))
        # (`finding` trimmed the blanks off each span's edges; a span with a blank inside, where
        # the text has such a character, is no value written in Latin letters and digits)
        return [finding(text, f.start, f.end, f.label, f.source, f.score) for f in more
                if (f.start, f.end, f.label) not in seen
                and not has_unspaced_or_hangul(text[f.start:f.end])]


def line_context(text: str, start: int, end: int) -> str:
    """The line around a span (used by validators that look at nearby words)."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return text[line_start : len(text) if line_end < 0 else line_end]


def before(text: str, start: int, width: int = 30) -> str:
    return text[max(0, start - width) : start]
