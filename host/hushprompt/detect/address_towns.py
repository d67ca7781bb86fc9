"""What follows a street address: the town ("12 Poplar Mews, Didsbury", "52, rue des Érables,
Lévis", "Flat 2, 41 Victoria Road, Headingley") and the postcode ("Kralingseweg 201B, 3062 CE",
"Rua do Souto 112, 4700-329"). A stand-in for the street that leaves either in the clear still
says where someone lives; a postcode found by its own rules joins the street already
(`overlaps.merge_address_parts`), these find what those rules cannot tell from other numbers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "rules:address_town"
POSTCODE_SOURCE = "rules:address_postcode"
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


# A postcode right after the street, in the shapes of the countries whose codes have no letters
# of their own to find them by: Dutch "3062 CE", Portuguese "4700-329", Japanese "154-0024",
# Polish "80-257", Swedish "212 14", and four or five digits (Spain, Germany, France, Italy,
# Austria, Switzerland, the Nordics ...). The street found just before is the evidence.
_POSTCODE_AFTER = compile_rule(
    # (the rest of a house number the street's finding left out: "Heijestraat 96" + "-2")
    r"(?:[\-/]\d{1,4}[A-Za-z]?)?[ \t]*,?[ \t]*(?P<code>\d{4}[ \t]?[A-Z]{2}(?![\w\-])|"
    r"(?:\d{4}-\d{3}|\d{3}-\d{4}|\d{2}-\d{3}|\d{3} \d{2}|\d{4,5})"
    # (digits only: then the end of the address, punctuation, the line's end or a capitalised
    # town; not "14 Elm Street, 2 kids")
    r"(?=[ \t]*(?:[.,;)\n]|$)|[ \t]+[A-ZÀ-ÞĀ-Ž]))"
)


def postcodes_after_addresses(text: str, findings: Sequence[Finding]) -> Iterable[Finding]:
    for address in findings:
        # a street address, or a place the models found that holds its house number
        # ("Sangenjaya 2-14-9-301")
        if address.label is not Label.ADDRESS and not (
                address.label is Label.LOCATION and any(ch.isdigit() for ch in address.text)):
            continue
        match = _POSTCODE_AFTER.match(text, address.end)
        if match is None:
            continue
        start, end = match.span("code")
        if any(f.start < end and start < f.end for f in findings):
            continue
        yield finding(text, start, end, Label.POSTCODE, POSTCODE_SOURCE, 0.75)
