"""Curated word lists under hushprompt/data/detect/, loaded once per process."""

from __future__ import annotations

from functools import cache
from importlib import resources

_PACKAGE = "hushprompt.data.detect"


@cache
def wordlist(name: str) -> frozenset[str]:
    """Lower-cased entries of `data/detect/<name>.txt`; '#' lines are comments."""
    text = resources.files("hushprompt").joinpath("data", "detect", f"{name}.txt").read_text(
        encoding="utf-8"
    )
    # folded once for the whole file (`normalize` per line was most of the host's start-up cost
    # of the 20,000-name place list)
    folded = text.replace("’", "'").lower()
    return frozenset(
        " ".join(line.split()) for line in folded.splitlines()
        if line.strip() and not line.startswith("#")
    )


def normalize(term: str) -> str:
    """Case, curly apostrophes and spacing folded, so lookups match how people type."""
    return " ".join(term.replace("’", "'").lower().split())


@cache
def everyday_words() -> frozenset[str]:
    """Everyday English words (Faker's ~1,000-word list): none of them is a first name."""
    from faker.providers.lorem.en_US import Provider

    return frozenset(word.casefold() for word in Provider.word_list)
