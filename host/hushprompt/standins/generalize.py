"""The class stand-in of a known occupation or condition: "nurse" -> "healthcare worker",
"asthma" -> "a respiratory condition".

The table (data/standins/generalizations.tsv) is the Seq2Seq teacher's own choice for each job
and condition it knows (models/data/export_generalizations.py writes it). The distilled model
reproduces it poorly (it answers most jobs with the same few classes, models/seq2seq/README.md),
so for what the teacher knows the host asks the teacher's table; the model writes the stand-in of
everything else.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from ..types import Label
from .common import case_style

GENERALIZED = frozenset({Label.OCCUPATION, Label.HEALTH})


@cache
def _table() -> dict[tuple[str, str], str]:
    text = resources.files("hushprompt").joinpath(
        "data", "standins", "generalizations.tsv").read_text(encoding="utf-8")
    table: dict[tuple[str, str], str] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            label, term, generalization = line.split("\t")
            table[(label, " ".join(term.casefold().split()))] = generalization
    return table


def generalization(label: Label, original: str) -> str | None:
    """The class of `original` or of its head (the words it ends with: "night-shift charge
    nurse" -> "nurse", "severe asthma" -> "asthma", "nurses" -> "nurse"), in the original's
    case; None when the teacher does not know it."""
    if label not in GENERALIZED:
        return None
    words = original.casefold().replace("’", "'").split()
    table = _table()
    for first in range(len(words)):
        head = " ".join(words[first:])
        for key in (head, head[:-1] if head.endswith("s") and len(head) > 4 else None):
            found = table.get((label.value, key)) if key else None
            if found is not None:
                if key != head and label is Label.OCCUPATION:  # "nurses" -> "healthcare workers"
                    found += "s"
                style = case_style(original)
                if style == "upper" and " " in original.strip():  # "STAFF NURSE" on a form
                    return found.upper()
                if style in ("title", "mixed") and original[:1].isupper():  # "Nurse"
                    return found[:1].upper() + found[1:]
                return found  # "nurse"; an acronym ("ADHD") is no phrase in capitals
    return None
