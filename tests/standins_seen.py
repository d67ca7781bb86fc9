"""What stand-in a prompt's original got: shared by the tests that check a stand-in's kind."""

from __future__ import annotations

from hushprompt.engine import Engine


def standin_of(engine: Engine, text: str, original: str) -> str:
    """Anonymizes `text` in a conversation of its own and returns the stand-in `original` got."""
    conversation = f"standin-{hash(text)}"
    engine.anonymize(text, conversation)
    return next(m.replacement for m in engine.vault.mappings(conversation)
                if m.original == original)
