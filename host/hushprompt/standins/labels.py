"""Label-mode tokens ("[PERSON_1]") and the redaction marker."""

from __future__ import annotations

from collections.abc import Sequence

from ..types import Label, Mapping, Style

REDACTED = "[REDACTED]"


def label_token(label: Label, existing: Sequence[Mapping]) -> str:
    """"[LABEL_n]", numbered per label and conversation: 1 + the label's existing tokens."""
    count = sum(1 for m in existing if m.style is Style.LABEL and m.label is label)
    taken = {m.replacement.casefold() for m in existing} | {m.original.casefold() for m in existing}
    number = count + 1
    while f"[{label.value}_{number}]".casefold() in taken:
        number += 1
    return f"[{label.value}_{number}]"
