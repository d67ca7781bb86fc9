"""The interface every detector implements, and a helper to build findings from regex matches."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from hushprompt.types import Finding, Label


@runtime_checkable
class Detector(Protocol):
    """Finds sensitive spans in a text. Findings may overlap; offsets are code points."""

    name: str

    def detect(self, text: str) -> list[Finding]: ...


def finding(text: str, start: int, end: int, label: Label, source: str, score: float) -> Finding:
    """A finding for `text[start:end]`, with surrounding whitespace trimmed off the span."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Finding(start, end, label, source, score, text[start:end])
