"""The town written after a street address: "12 Poplar Mews, Didsbury", "52, rue des Érables,
Lévis", "Flat 2, 41 Victoria Road, Headingley". A stand-in for the street that leaves the town
in the clear still says where someone lives; a postcode joins the two already
(`overlaps.merge_address_parts`), this finds the town when no postcode follows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "rules:address_town"
_TOWN_AFTER = compile_rule(
    r"[ \t]*,[ \t]*(?P<town>[A-ZÀ-ÞĀ-Ž][\w'’\-]+(?:[ \t][A-ZÀ-ÞĀ-Ž][\w'’\-]+){0,2})"
    r"(?=[ \t]*(?:[,.;)\n(]|$))"
)
# the next field of a postal block, not a town: "Tel", "Phone", "Email"
_FIELD_WORDS = frozenset({
    "tel", "tél", "telefon", "telephone", "phone", "fax", "mobile", "email", "e-mail", "web",
    "apt", "apartment", "flat", "unit", "suite", "floor", "room", "usa", "uk", "attn",
})


def towns_after_addresses(text: str, findings: Sequence[Finding]) -> Iterable[Finding]:
    from hushprompt.detect.wordlists import everyday_words

    for address in findings:
        if address.label is not Label.ADDRESS:
            continue
        match = _TOWN_AFTER.match(text, address.end)
        if match is None:
            continue
        start, end = match.span("town")
        words = match.group("town").split()
        # a finding of its own there already (not one that runs back into the street, which
        # the street's finding outranks)
        covered = any(address.end <= f.start < end and start < f.end for f in findings)
        if covered or words[0].casefold() in _FIELD_WORDS \
                or all(w.casefold() in everyday_words() for w in words):
            continue
        yield finding(text, start, end, Label.LOCATION, SOURCE, 0.7)
