"""Privacy and utility metrics on (original, protected, restored) texts. Pure functions.

Definitions (the README and `hushprompt bench` use the same words):
- *hiding rate* of a kind: the fraction of annotated originals of that kind that no longer occur
  in the protected text (case-insensitive, as a whole token sequence);
- *over-redaction*: the fraction of task terms (`keep`) that do not occur in the protected text;
- *restore exact rate*: the fraction of replies whose restored text equals the expected original;
- *stand-in validity*: the fraction of stand-ins that are valid for their kind (Luhn, mod-97,
  e-mail syntax, a possible phone number) and differ from their original.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from urllib.parse import unquote

import numpy as np
import phonenumbers

from hushprompt.detect.checksums import iban_valid, luhn_valid
from hushprompt.standins.articles import without_article
from hushprompt.types import DIRECT_IDENTIFIERS, QUASI_IDENTIFIERS, Label

# A phone stand-in must be possible in the region its original is possible in; numbers without a
# country code are tried against these regions (the corpus has US, UK, EU and Indian numbers).
PHONE_REGIONS = ("US", "GB", "DE", "FR", "IE", "ES", "IT", "NL", "PL", "IN", "CA", "AU")
# Deliberately simple syntactic check (local@domain.tld): the stand-in must *look* like an e-mail
# to the chatbot; full RFC 5322 parsing would accept forms no chat user ever types.
EMAIL_SYNTAX = re.compile(r"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$")


# Chinese, Japanese and Korean text puts no space between words: a term next to one of their
# characters still stands on its own ("ReactでuseEffect", "佐藤さん"). Only a letter or digit of
# another script makes the term part of a longer word.
_CJK = "\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef"
_WORD_OUTSIDE_CJK = rf"[^\W{_CJK}]"


@lru_cache(maxsize=4096)
def _term_regex(term: str) -> re.Pattern[str]:
    parts = [re.escape(part) for part in term.split()]
    return re.compile(rf"(?<!{_WORD_OUTSIDE_CJK})" + r"\s+".join(parts)
                      + rf"(?!{_WORD_OUTSIDE_CJK})", re.IGNORECASE)


def contains_term(text: str, term: str) -> bool:
    """True when `term` occurs in `text` as a whole token sequence, ignoring case and spacing."""
    if not term.strip():
        return False
    return _term_regex(term.strip()).search(text) is not None


@dataclass(slots=True)
class Rate:
    hits: int = 0
    total: int = 0

    def add(self, hit: bool) -> None:
        self.total += 1
        self.hits += int(hit)

    def merge(self, other: Rate) -> None:
        self.hits += other.hits
        self.total += other.total

    @property
    def value(self) -> float | None:
        return self.hits / self.total if self.total else None

    def to_json(self) -> dict[str, object]:
        return {"rate": self.value, "hits": self.hits, "total": self.total}


@dataclass(slots=True)
class HidingRates:
    by_label: dict[Label, Rate] = field(default_factory=dict)

    def add(self, label: Label, hidden: bool) -> None:
        self.by_label.setdefault(label, Rate()).add(hidden)

    def group(self, labels: frozenset[Label]) -> Rate:
        total = Rate()
        for label, rate in self.by_label.items():
            if label in labels:
                total.merge(rate)
        return total

    @property
    def direct(self) -> Rate:
        return self.group(DIRECT_IDENTIFIERS)

    @property
    def quasi(self) -> Rate:
        return self.group(QUASI_IDENTIFIERS)

    def to_json(self) -> dict[str, object]:
        return {
            "direct": self.direct.to_json(),
            "quasi": self.quasi.to_json(),
            "by_label": {
                label.value: rate.to_json() for label, rate in sorted(self.by_label.items())
            },
        }


def hiding_rates(cases: Iterable[tuple[str, Sequence[tuple[str, Label]]]]) -> HidingRates:
    """`cases`: (protected text, [(original surface, label), ...]) per prompt."""
    rates = HidingRates()
    for protected, originals in cases:
        for original, label in originals:
            rates.add(label, not contains_term(protected, original))
    return rates


def over_redaction(cases: Iterable[tuple[str, Sequence[str]]]) -> Rate:
    """`cases`: (protected text, keep terms). A hit is a keep term changed or missing."""
    rate = Rate()
    for protected, keep in cases:
        for term in keep:
            rate.add(not contains_term(protected, term))
    return rate


def exact_rate(pairs: Iterable[tuple[str, str]]) -> Rate:
    """(expected, actual) pairs; a hit is an exact match."""
    rate = Rate()
    for expected, actual in pairs:
        rate.add(expected == actual)
    return rate


# ----------------------------------------------------------------------------- replies to restore
REPLY_TEMPLATE = (
    "Here is your message as I understood it:\n\n{quoted}\n\nLet me know what to change."
)


@dataclass(frozen=True, slots=True)
class ReplyCase:
    """A reply that mentions stand-ins, and the text that restoring it must give."""

    kind: str  # "quote", "first_name", "possessive", "upper"
    reply: str
    expected: str
    also_accept: tuple[str, ...] = ()  # equally correct renderings (e.g. case of the original)

    def __repr__(self) -> str:
        return f"ReplyCase(kind={self.kind!r})"

    def matches(self, restored: str) -> bool:
        return restored == self.expected or restored in self.also_accept


def reply_cases(
    original: str, protected: str, pairs: Sequence[tuple[str, str, Label]]
) -> list[ReplyCase]:
    """Replies a chatbot might write about a protected prompt.

    `pairs` are (original, stand-in, label) of the prompt. Variants are built only where they
    are well defined: first-name-only needs a two-part person name on both sides; a stand-in that
    contains another stand-in is skipped for variants (the longer one wins, by design).
    """
    cases = [
        ReplyCase(
            "quote",
            REPLY_TEMPLATE.format(quoted=protected),
            REPLY_TEMPLATE.format(quoted=original),
        )
    ]
    seen: set[str] = set()
    for source, standin, label in pairs:
        if standin.casefold() in seen or source.casefold() == standin.casefold():
            continue
        seen.add(standin.casefold())
        if label is Label.PERSON:
            source_parts, standin_parts = source.split(), standin.split()
            if len(source_parts) >= 2 and len(standin_parts) == len(source_parts):
                first_source, first_standin = source_parts[0], standin_parts[0]
                if first_source[:1].isupper() and not first_source.endswith("."):
                    cases.append(
                        ReplyCase(
                            "first_name",
                            f"Thanks, {first_standin}. I will draft it now.",
                            f"Thanks, {first_source}. I will draft it now.",
                        )
                    )
            cases.append(
                ReplyCase(
                    "possessive",
                    f"I reviewed {standin}'s details below.",
                    f"I reviewed {source}'s details below.",
                )
            )
        cases.append(
            ReplyCase(
                "upper",
                f"NOTE: {standin.upper()} IS ON FILE.",
                f"NOTE: {source.upper()} IS ON FILE.",
                also_accept=(f"NOTE: {source} IS ON FILE.",),
            )
        )
    return cases


# ----------------------------------------------------------------------------- stand-in validity
def _possible_phone_regions(number: str) -> set[str]:
    regions: set[str] = set()
    for region in PHONE_REGIONS:
        try:
            parsed = phonenumbers.parse(number, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_possible_number(parsed):
            regions.add(region)
            if number.strip().startswith("+"):  # the country code decides; one region is enough
                break
    return regions


def phone_valid(standin: str, original: str | None = None) -> bool:
    """A possible phone number; where the original parses, in one of the same regions."""
    standin_regions = _possible_phone_regions(standin)
    if not standin_regions:
        return False
    if original is None:
        return True
    original_regions = _possible_phone_regions(original)
    if standin.strip().startswith("+") and original.strip().startswith("+"):
        return _country_code(standin) == _country_code(original)
    return not original_regions or bool(standin_regions & original_regions)


def _country_code(number: str) -> int | None:
    try:
        return phonenumbers.parse(number, None).country_code
    except phonenumbers.NumberParseException:
        return None


def email_valid(value: str) -> bool:
    """A syntactically valid address, also where it was written URL-encoded
    ("marta.ruiz%40gmail.com" in a query string keeps its encoding in the stand-in)."""
    return EMAIL_SYNTAX.match(unquote(value.strip())) is not None


CARD_EXPIRY = re.compile(r"(?:0[1-9]|1[0-2])\s?/\s?(?:\d{2}|\d{4})")
CHECKED_LABELS = frozenset({Label.CREDIT_CARD, Label.IBAN, Label.EMAIL, Label.PHONE})


def standin_valid(label: Label, standin: str, original: str) -> bool | None:
    """Validity of one stand-in; None for kinds without a format check."""
    if label not in CHECKED_LABELS:
        return None
    if standin.strip().casefold() == original.strip().casefold():
        return False
    if label is Label.CREDIT_CARD:
        if CARD_EXPIRY.fullmatch(original.strip()):  # a card's expiry: another possible one
            return CARD_EXPIRY.fullmatch(standin.strip()) is not None
        return luhn_valid(standin)
    if label is Label.IBAN:
        return iban_valid(standin)
    if label is Label.EMAIL:
        return email_valid(standin)
    return phone_valid(standin, original)


def standin_validity(pairs: Iterable[tuple[str, str, Label]]) -> dict[Label, Rate]:
    """(original, stand-in, label) triples -> validity per checked kind."""
    rates: dict[Label, Rate] = {}
    for original, standin, label in pairs:
        verdict = standin_valid(label, standin, original)
        if verdict is not None:
            rates.setdefault(label, Rate()).add(verdict)
    return rates


def consistency(pairs: Iterable[tuple[str, str, Label]]) -> Rate:
    """A hit per original (normalised) that always got the same stand-in (a class stand-in
    written without its article after "my" or "the" is the same one: standins/articles.py)."""
    seen: dict[tuple[str, Label], Counter[str]] = {}
    for original, standin, label in pairs:
        key = (" ".join(original.split()).casefold(), label)
        seen.setdefault(key, Counter())[without_article(standin) or standin] += 1
    rate = Rate()
    for counter in seen.values():
        rate.add(len(counter) == 1)
    return rate


# ----------------------------------------------------------------------------- latency
def percentiles(values: Sequence[float], qs: Sequence[float] = (50, 95, 99)) -> dict[str, float]:
    """Linear-interpolated percentiles (numpy's default), keyed "p50", "p95", ..."""
    if not values:
        return {}
    computed = np.percentile(np.asarray(values, dtype=float), list(qs))
    return {f"p{q:g}": float(v) for q, v in zip(qs, computed, strict=True)}


SIZE_BUCKETS: tuple[tuple[str, int, int], ...] = (
    ("<=50", 0, 50),
    ("51-200", 51, 200),
    ("201-500", 201, 500),
)


def size_bucket(words: int) -> str | None:
    for name, low, high in SIZE_BUCKETS:
        if low <= words <= high:
            return name
    return None


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    va, vb = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    denominator = float(np.linalg.norm(va) * np.linalg.norm(vb))
    return float(va @ vb / denominator) if denominator else 0.0
