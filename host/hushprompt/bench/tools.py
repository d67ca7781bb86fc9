"""The anonymizers under test, behind one small interface.

`HushPromptTool` drives `hushprompt.engine.Engine` in-process, with a throw-away vault (random key,
temporary directory) so the benchmark never touches the user's real mappings. Latency is measured
separately, through the real host process (`latency.py`).
"""

from __future__ import annotations

import inspect
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from hushprompt.types import Label


@dataclass(slots=True)
class Protected:
    text: str
    pairs: list[tuple[str, str, Label]] = field(default_factory=list)  # original, stand-in, label
    seconds: float = 0.0

    def __repr__(self) -> str:
        return f"Protected(pairs={len(self.pairs)}, seconds={self.seconds:.4f})"


class Tool(Protocol):
    name: str
    can_restore: bool

    def protect(self, text: str, conversation: str) -> Protected: ...

    def restore(self, text: str, conversation: str) -> str: ...

    def close(self) -> None: ...


# Pipeline configurations for `--ablation`; options are passed to `Engine.create`.
ABLATION_CONFIGS: tuple[tuple[str, dict[str, bool]], ...] = (
    ("rules + spaCy", {"use_ner": False, "use_seq2seq": False}),
    ("+ NER", {"use_ner": True, "use_seq2seq": False}),
    ("+ NER + Seq2Seq", {"use_ner": True, "use_seq2seq": True, "use_seq2seq_finder": False}),
    ("+ finder (opt-in)",
     {"use_ner": True, "use_seq2seq": True, "use_seq2seq_finder": True}),
)


class HushPromptTool:
    can_restore = True

    def __init__(self, name: str = "HushPrompt", **engine_options: bool) -> None:
        from hushprompt.engine import Engine
        from hushprompt.vault.store import Vault

        self.name = name
        self._tmp = tempfile.TemporaryDirectory(prefix="hushprompt-bench-")
        os.environ.setdefault("HUSHPROMPT_KEYRING", "0")
        vault = Vault.open(Path(self._tmp.name) / "vault.sqlite3", key=os.urandom(32))
        # Pass only the options this engine knows; an engine without them gets its default
        # wiring, and the ablation table says so (`options_applied`).
        accepted = inspect.signature(Engine.create).parameters
        supported = {k: v for k, v in engine_options.items() if k in accepted}
        self.options_applied = len(supported) == len(engine_options)
        self.engine = Engine.create(vault, **supported)

    @property
    def degraded(self) -> list[str]:
        return list(getattr(self.engine, "degraded", []))

    def components(self) -> list[str]:
        names = [str(getattr(d, "name", type(d).__name__))
                 for d in getattr(self.engine.pipeline, "detectors", [])]
        if getattr(self.engine, "seq2seq", None) is not None:
            names.append("seq2seq")
            if getattr(self.engine, "use_seq2seq_finder", False):
                names.append("seq2seq-finder")
        return names

    def status(self) -> dict[str, Any]:
        return dict(self.engine.status())

    def protect(self, text: str, conversation: str) -> Protected:
        started = time.perf_counter()
        result = self.engine.anonymize(text, conversation)
        seconds = time.perf_counter() - started
        pairs = [(r.original, r.replacement, Label(r.label)) for r in result.replacements]
        return Protected(result.text, pairs, seconds)

    def restore(self, text: str, conversation: str) -> str:
        return self.engine.restore(text, conversation).text

    def close(self) -> None:
        vault = getattr(self.engine, "vault", None)
        if vault is not None:
            vault.close()
        self._tmp.cleanup()
