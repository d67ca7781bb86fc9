"""Overlap resolution, in one place: the pipeline's findings become non-overlapping."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from hushprompt.detect.rules_lab_values import SOURCE as LAB_VALUE_SOURCE
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# Labels with a fixed format: a rule that matched the format knows better than a model.
STRUCTURED: frozenset[Label] = frozenset(
    {
        Label.EMAIL, Label.PHONE, Label.CREDIT_CARD, Label.IBAN, Label.SECRET, Label.URL,
        Label.SSN, Label.IP_ADDRESS, Label.MAC_ADDRESS, Label.ACCOUNT_NUMBER, Label.ID_NUMBER,
        Label.DATE_OF_BIRTH, Label.USERNAME, Label.HOSTNAME, Label.ADDRESS, Label.POSTCODE,
    }
)
# Among structured findings from rules, the more specific kind wins a tie on the same span.
_SPECIFICITY = {
    Label.SECRET: 6, Label.CREDIT_CARD: 5, Label.IBAN: 5, Label.SSN: 5, Label.EMAIL: 5,
    Label.URL: 4, Label.DATE_OF_BIRTH: 4, Label.IP_ADDRESS: 4, Label.MAC_ADDRESS: 4,
    # keyword-anchored numbers ("NHS number 943 476 5919") beat the shape-only phone rule
    Label.ACCOUNT_NUMBER: 4, Label.ID_NUMBER: 4, Label.PHONE: 3,
}
_JOINER = compile_rule(r"^[ \t]?\Z|^-\Z")  # (\Z: "$" would let a line break through)


def priority(found: Finding) -> int:
    """3: a rule-found secret (never lost inside a longer span, e.g. a token in a URL);
    2: a rule on another structured kind, or a test's value ("eGFR was 52": not an age, as a
    model may read it); 1: anything else (models, rule-found names, dates)."""
    if found.source == LAB_VALUE_SOURCE:
        return 2
    if not found.source.startswith("rules") or found.label not in STRUCTURED:
        return 1
    return 3 if found.label is Label.SECRET else 2


def resolve_overlaps(findings: Iterable[Finding]) -> list[Finding]:
    """Keep, greedily, the best of each group of overlapping findings: higher priority first,
    then the longer span, then the more specific kind, then the higher score."""
    ranked = sorted(
        findings,
        key=lambda f: (
            -priority(f), -(f.end - f.start), -_SPECIFICITY.get(f.label, 0), -f.score, f.start
        ),
    )
    kept: list[Finding] = []
    for candidate in ranked:
        if not any(candidate.overlaps(other) for other in kept):
            kept.append(candidate)
    kept.sort(key=lambda f: f.start)
    return kept


def merge_adjacent_persons(findings: list[Finding], text: str) -> list[Finding]:
    """"Maria" + "Gonzalez" found separately become one PERSON "Maria Gonzalez"."""
    return _merge_neighbours(
        findings, text,
        lambda left, right, gap: Label.PERSON
        if left.label is right.label is Label.PERSON and _JOINER.match(gap) else None,
    )


# between a street and its postcode: ", " + a place name of capitalised words ("Port Paulaville",
# "Ostrołęka", "Portland, OR") on the same line
_PLACE_BETWEEN = compile_rule(r"^,?[ \t]*(?:[A-ZÀ-Þ][^\W\d_]*[ \t.,'-]*){1,4}[ \t]*$")


def merge_address_parts(findings: list[Finding], text: str) -> list[Finding]:
    """A street address, the place after it and its postcode become one ADDRESS: a city left
    between two stand-ins still says where the person lives."""
    return _merge_neighbours(
        findings, text,
        lambda left, right, gap: Label.ADDRESS
        if left.label is Label.ADDRESS and right.label is Label.POSTCODE
        and _PLACE_BETWEEN.match(gap) else None,
    )


def _merge_neighbours(
    findings: list[Finding],
    text: str,
    joined_label: Callable[[Finding, Finding, str], Label | None],
) -> list[Finding]:
    """Neighbouring findings that `joined_label` accepts (given the text between them) become
    one finding spanning both, with the label it returns."""
    merged: list[Finding] = []
    for current in findings:
        previous = merged[-1] if merged else None
        label = (
            joined_label(previous, current, text[previous.end : current.start])
            if previous is not None else None
        )
        if previous is None or label is None:
            merged.append(current)
            continue
        sources = previous.source if previous.source == current.source else (
            f"{previous.source}+{current.source}"
        )
        merged[-1] = Finding(
            previous.start, current.end, label, sources,
            max(previous.score, current.score), text[previous.start : current.end],
        )
    return merged


_TRAILING_POSSESSIVE = compile_rule(r"(?<=\w)['’]s$")
_NAMED_LABELS = frozenset({Label.PERSON, Label.ORG, Label.LOCATION})


def without_trailing_possessive(findings: list[Finding]) -> list[Finding]:
    """A name found with its possessive ("Jake's" of "my best friend Jake's wedding") ends
    before it: its stand-in would otherwise drop the "'s"."""
    out = []
    for f in findings:
        trailing = _TRAILING_POSSESSIVE.search(f.text) if f.label in _NAMED_LABELS else None
        if trailing is not None and trailing.start() > 0:
            f = replace(f, end=f.start + trailing.start(), text=f.text[:trailing.start()])
        out.append(f)
    return out
