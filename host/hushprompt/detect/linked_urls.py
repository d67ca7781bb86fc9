"""URLs named after a person of the prompt: "https://farahsiddiqui.dev/work" in a prompt about
Farah Siddiqui is her personal site, and keeping it would undo hiding her name. Runs after the
detectors, because the people come from them (models and rules)."""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlsplit

from hushprompt.detect.base import finding
from hushprompt.detect.rules_contact import organisation_label, squash, url_spans
from hushprompt.types import Finding, Label

SOURCE = "rules:url_person"
_MIN_NAME = 6  # "annlee" and longer: shorter squashed names match too many words


def _squashed_names(findings: Sequence[Finding]) -> set[str]:
    return {
        name for f in findings
        if f.label is Label.PERSON and len(f.text.split()) >= 2
        and len(name := squash(f.text)) >= _MIN_NAME
    }


def urls_of_people(text: str, findings: Sequence[Finding]) -> list[Finding]:
    """URL findings for URLs not found yet whose domain or first path segment starts with the
    squashed full name of a PERSON finding."""
    if "://" not in text and "www." not in text:
        return []
    names = _squashed_names(findings)
    if not names:
        return []
    linked = []
    for start, end in url_spans(text):
        if any(f.start < end and start < f.end and f.label is Label.URL for f in findings):
            continue
        url = text[start:end]
        parts = urlsplit(url if "://" in url else "http://" + url)
        pieces = [squash(organisation_label(parts.hostname or ""))]
        pieces.append(squash(parts.path.strip("/").split("/", 1)[0]))
        if any(piece.startswith(name) for piece in pieces if piece for name in names):
            linked.append(finding(text, start, end, Label.URL, SOURCE, 0.8))
    return linked
