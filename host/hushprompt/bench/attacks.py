"""Attacks on protected prompts (DePrompt's PII-extraction and identifier-linkage attacks).

- PII extraction: a strong detector reads the protected text; an original counts as recovered
  when a detected span equals it or nearly does. Stand-ins that a detector finds do not count:
  the attacker learns nothing from them.
- Identifier linkage: the attacker sees the protected prompt and five candidate identities (the
  true one and four decoys with the same attribute kinds) and picks the candidate whose attribute
  values share the most tokens with the text. Chance level is 1/5.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from hushprompt.bench.metrics import Rate, contains_term
from hushprompt.types import Label

# A detected span "nearly" equals an original when the strings are this similar (difflib ratio),
# e.g. a recovered "Gonzalez, Maria" or "maria.gonzalez" against "Maria Gonzalez" does not count,
# but "Maria Gonzales" or "+49 30 5557 1234" against "+4930 5557 1234" does.
NEAR_MATCH_RATIO = 0.85
# A longer span that contains the original counts when the original is at least half of it
# ("Dr. Maria Gonzalez"), not when it is a fragment of an unrelated value.
MIN_CONTAINED_SHARE = 0.5
CANDIDATES = 5
TOKEN = re.compile(r"\w+", re.UNICODE)

SpanDetector = Callable[[str], list[str]]  # protected text -> detected surface strings


def _normalize(value: str) -> str:
    return " ".join(value.split()).casefold()


def near_match(original: str, detected: str) -> bool:
    a, b = _normalize(original), _normalize(detected)
    if not a or not b:
        return False
    if a == b:
        return True
    if len(a) >= MIN_CONTAINED_SHARE * len(b) and contains_term(b, a):
        return True
    return SequenceMatcher(None, a, b).ratio() >= NEAR_MATCH_RATIO


@dataclass(frozen=True, slots=True)
class ExtractionCase:
    protected: str
    originals: tuple[tuple[str, Label], ...]


def extraction_attack(
    cases: Iterable[ExtractionCase], detector: SpanDetector
) -> tuple[Rate, dict[Label, Rate]]:
    """Fraction of originals the detector recovers from protected texts (overall, per label)."""
    overall = Rate()
    per_label: dict[Label, Rate] = {}
    for case in cases:
        spans = detector(case.protected)
        for original, label in case.originals:
            recovered = any(near_match(original, span) for span in spans)
            overall.add(recovered)
            per_label.setdefault(label, Rate()).add(recovered)
    return overall, per_label


# ----------------------------------------------------------------------------- linkage
Identity = tuple[tuple[Label, str], ...]  # the attribute values of one person / prompt


def tokens(value: str) -> set[str]:
    return {t.casefold() for t in TOKEN.findall(value)}


def linkage_score(protected: str, identity: Identity) -> float:
    """Share of the identity's attribute tokens that appear in the protected text."""
    wanted: set[str] = set()
    for _label, value in identity:
        wanted |= tokens(value)
    if not wanted:
        return 0.0
    return len(wanted & tokens(protected)) / len(wanted)


def make_decoys(
    identity: Identity,
    pool: dict[Label, list[str]],
    rng: random.Random,
    fallback: Callable[[Label, random.Random], str],
    count: int = CANDIDATES - 1,
) -> list[Identity]:
    """Identities with the same attribute kinds, values drawn from `pool` (other prompts) or
    `fallback` (e.g. Faker) when the pool has nothing different for that kind."""
    true_values = {_normalize(v) for _, v in identity}
    decoys: list[Identity] = []
    for _ in range(count):
        decoy: list[tuple[Label, str]] = []
        for label, _value in identity:
            options = [v for v in pool.get(label, []) if _normalize(v) not in true_values]
            decoy.append((label, rng.choice(options) if options else fallback(label, rng)))
        decoys.append(tuple(decoy))
    return decoys


@dataclass(frozen=True, slots=True)
class LinkageCase:
    protected: str
    identity: Identity
    decoys: tuple[Identity, ...]


def linkage_attack(cases: Iterable[LinkageCase], rng: random.Random) -> Rate:
    """How often the best-scoring candidate is the true identity (ties broken at random)."""
    rate = Rate()
    for case in cases:
        candidates = [case.identity, *case.decoys]
        scores = [linkage_score(case.protected, c) for c in candidates]
        best = max(scores)
        winners = [i for i, s in enumerate(scores) if s == best]
        rate.add(rng.choice(winners) == 0)
    return rate


def identity_pool(identities: Sequence[Identity]) -> dict[Label, list[str]]:
    pool: dict[Label, list[str]] = {}
    for identity in identities:
        for label, value in identity:
            pool.setdefault(label, []).append(value)
    return pool
