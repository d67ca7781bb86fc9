"""Shared helpers for stand-in producers: seeded randomness, shapes, letter case, Faker pool."""

from __future__ import annotations

import hashlib
import hmac
import random
import re
import string
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hushprompt.regex_cache import compile_rule

from ..types import Label, Mapping, Style

if TYPE_CHECKING:
    from faker import Faker

HEX_LOWER = "0123456789abcdef"
HEX_UPPER = "0123456789ABCDEF"


def words(text: str) -> tuple[str, ...]:
    """Word lists written as one string stay readable in the source."""
    return tuple(text.split())


def normalize(original: str) -> str:
    """The form of an original that seeds its stand-in: case and spacing do not change the draw."""
    return " ".join(unicodedata.normalize("NFC", original).casefold().split())


# Latin letters that NFKD does not decompose into a base letter plus an accent.
_UNDECOMPOSABLE = str.maketrans({
    "ß": "ss", "æ": "ae", "Æ": "AE", "ø": "o", "Ø": "O", "œ": "oe", "Œ": "OE", "đ": "d",
    "Đ": "D", "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ı": "i",
})


def ascii_fold(text: str) -> str:
    """"Córdoba" -> "Cordoba": accents dropped (NFKD), other non-ASCII characters removed. For
    e-mail addresses, user names and URLs, which are ASCII unless the original was not."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_UNDECOMPOSABLE))
    return "".join(ch for ch in decomposed if ch.isascii())


def derive_int(seed: bytes, *parts: object) -> int:
    """64 bits from HMAC-SHA256(seed, parts): stable across runs and processes (unlike hash())."""
    message = "\x1f".join(str(part) for part in parts).encode("utf-8")
    return int.from_bytes(hmac.new(seed, message, hashlib.sha256).digest()[:8], "big")


def derive_rng(seed: bytes, *parts: object) -> random.Random:
    return random.Random(derive_int(seed, *parts))


class FakerPool:
    """One Faker per locale, created on first use (creating Faker objects costs ~20 ms)."""

    def __init__(self) -> None:
        self._fakers: dict[str, Faker] = {}

    def get(self, locale: str, rng: random.Random) -> Faker:
        faker = self._fakers.get(locale)
        if faker is None:
            from faker import Faker  # imported lazily: importing Faker takes ~100 ms

            faker = self._fakers[locale] = Faker(locale)
        faker.seed_instance(rng.getrandbits(64))
        return faker


@dataclass(frozen=True)
class Draw:
    """Everything one stand-in producer needs for one attempt."""

    original: str
    label: Label
    rng: random.Random
    seed: bytes
    attempt: int
    existing: Sequence[Mapping]
    context: str
    fakers: FakerPool

    def related(self, *labels: Label) -> list[Mapping]:
        """Existing stand-in mappings of these labels (label tokens and redactions excluded)."""
        return [m for m in self.existing if m.style is Style.STANDIN and m.label in labels]


def reshape(template: str, rng: random.Random, *, hex_only: bool = False) -> str:
    """Same shape: digits stay digits, letters stay letters of the same case, the rest is kept.

    A leading non-zero digit stays non-zero so numbers keep their length when read as numbers.
    """
    out: list[str] = []
    for index, ch in enumerate(template):
        if ch.isdigit() and ch.isascii():
            low = 1 if (index == 0 or not template[index - 1].isdigit()) and ch != "0" else 0
            out.append(str(rng.randint(low, 9)) if not hex_only else rng.choice(HEX_LOWER))
        elif hex_only and ch in HEX_LOWER:
            out.append(rng.choice(HEX_LOWER))
        elif hex_only and ch in HEX_UPPER:
            out.append(rng.choice(HEX_UPPER))
        elif ch.isalpha() and ch.isupper():
            out.append(rng.choice(string.ascii_uppercase))
        elif ch.isalpha():
            out.append(rng.choice(string.ascii_lowercase))
        else:
            out.append(ch)
    return "".join(out)


def case_style(text: str) -> str:
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return "none"
    if all(ch.isupper() for ch in letters):
        return "upper" if len(letters) > 1 else "title"
    if all(ch.islower() for ch in letters):
        return "lower"
    return "mixed"


def title_case(text: str) -> str:
    """Each word's first letter upper, the rest lower ("TAMPA" -> "Tampa", "o'NEIL" -> "O'Neil")."""
    return re.sub(r"(?<![^\W\d_])([^\W\d_])", lambda m: m.group(1).upper(), text.lower())


_ACRONYM_OR_WORD = compile_rule(r"[^\W\d_]+")
_ACRONYM = compile_rule(r"[A-Z]{2,4}")


def fit_case(source: str, text: str) -> str:
    """`text` written in the case of `source`: all upper, all lower, or, where the source is
    capitalised and `text` is all one case, capitalised words ("Ricardo" -> "Lance", not the
    "LANCE" an earlier "RICARDO FERREIRA" was given)."""
    style = case_style(source)
    if style == "lower" and any(ch.islower() for ch in text):
        # an acronym inside a phrase keeps its capitals: "therapist" -> "IT professional", not
        # "it professional" (which reads as "it")
        return _ACRONYM_OR_WORD.sub(
            lambda m: m.group() if _ACRONYM.fullmatch(m.group()) else m.group().lower(), text)
    if style in ("upper", "lower"):
        return apply_case(style, text)
    if source[:1].isupper() and case_style(text) in ("upper", "lower"):
        return title_case(text)
    return text


def apply_case(style: str, text: str) -> str:
    if style == "upper":
        return text.upper()
    if style == "lower":
        return text.lower()
    return text


_WORD_RUN = compile_rule(r"[^\W\d_]+|\d+")


def replace_runs(
    text: str, rng: random.Random, words: Sequence[str], known: dict[str, str] | None = None
) -> str:
    """Letter runs become words fitted to the run's length and case; digit runs are reshaped.

    `known` maps casefolded runs to fixed replacements (a person's name -> its stand-in part).
    """
    def fit(match: re.Match[str]) -> str:
        run = match.group(0)
        if run.isdigit():
            return reshape(run, rng)
        if known and run.casefold() in known:
            new = known[run.casefold()]
            if run.isascii():  # an ASCII user name or URL stays ASCII
                new = ascii_fold(new) or reshape(run, rng)
            return new.upper() if run.isupper() and len(run) > 1 else (
                new.lower() if run.islower() else new.capitalize())
        word = ""
        while len(word) < len(run):
            word += rng.choice(words).lower()
        word = word[: len(run)]
        if run.isupper() and len(run) > 1:
            return word.upper()
        if run[0].isupper():
            return word.capitalize()
        return word

    return _WORD_RUN.sub(fit, text)
