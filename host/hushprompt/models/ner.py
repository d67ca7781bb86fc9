"""ONNX NER detector (MiniLM-L6 fine-tuned here, int8): a `Detector` for the detection pipeline.

Inputs: WordPiece ids from the backbone's tokenizer.json (via `tokenizers`), the attention mask
and the word-shape ids of hushprompt.models.features (the backbone is uncased; the shape input
restores the casing cue). Long prompts are read in overlapping windows.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer

from hushprompt.models.features import decode_spans, token_shapes
from hushprompt.models.runtime import ModelDir, ModelUnavailable, models_dir, session
from hushprompt.models.span_checks import plausible
from hushprompt.types import Finding, Label

log = logging.getLogger(__name__)

WINDOW = 256  # tokens per window, [CLS] and [SEP] included
STRIDE = 224  # step between windows; a 30-token overlap sees spans at window edges whole
RECENT_WINDOWS = 32
_Tagged = tuple[list[int], list[float]]  # tag id and its probability per token of a window
MIN_SCORE = 0.7  # chosen on the development prompts (see models/ner/README.md)
# Quasi-identifiers said in many ways ("28 y/o", "ICU nurse", "chemo") get through at a lower
# score: the model is less sure of them, and missing one costs more than a changed word.
MIN_SCORE_BY_LABEL: dict[Label, float] = {Label.AGE: 0.2, Label.OCCUPATION: 0.2, Label.HEALTH: 0.2}


class OnnxNer:
    name = "onnx-ner"
    runs_outside_gil = True  # onnxruntime releases the GIL: the pipeline overlaps it with spaCy

    def __init__(self, model_dir: ModelDir) -> None:
        self.model_dir = model_dir
        self.tokenizer = Tokenizer.from_file(str(model_dir.path / "tokenizer.json"))
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()
        # one intra-op thread: the pipeline runs this model beside spaCy, one core each
        self.session = session(model_dir.path / "model.int8.onnx", threads=1)
        # tags of recent windows by their exact inputs: while the user types at the end of a
        # long prompt, only its last window changes. (Chunking the text instead changed the
        # model's output: it reads context across sentences; measured, not adopted.)
        self._windows: OrderedDict[tuple[tuple[int, ...], tuple[int, ...]],
                                   tuple[list[int], list[float]]] = OrderedDict()
        self._windows_lock = threading.Lock()
        self.cls_id = self.tokenizer.token_to_id("[CLS]")
        self.sep_id = self.tokenizer.token_to_id("[SEP]")

    def detect(self, text: str) -> list[Finding]:
        """The model's spans that pass the plausibility checks (models/span_checks.py)."""
        return [f for f in self.propose(text) if plausible(text, f)]

    def propose(self, text: str) -> list[Finding]:
        """Every span the model tags with enough confidence, unchecked."""
        if not text.strip():
            return []
        enc = self.tokenizer.encode(text, add_special_tokens=False)
        ids, offsets = enc.ids, enc.offsets
        inner = WINDOW - 2
        found: dict[tuple[int, int], Finding] = {}
        for first in range(0, max(1, len(ids) - inner + STRIDE), STRIDE):
            win_ids = [self.cls_id, *ids[first:first + inner], self.sep_id]
            win_offsets = [(0, 0), *offsets[first:first + inner], (0, 0)]
            tags, scores = self._tag(text, win_ids, win_offsets)
            for start, end, label, score in decode_spans(text, tags, scores, win_offsets):
                while end > start and text[end - 1] in "'’":  # "Javier'" of "Javier's"
                    end -= 1
                if score < MIN_SCORE_BY_LABEL.get(label, MIN_SCORE) or not text[start:end].strip():
                    continue
                key = (start, end)
                if key not in found or found[key].score < score:
                    found[key] = Finding(start, end, label, self.name, round(score, 4),
                                         text[start:end])
            if first + inner >= len(ids):
                break
        return _drop_nested(sorted(found.values(), key=lambda f: (f.start, -f.end)))

    def _tag(self, text: str, ids: list[int], offsets: list[tuple[int, int]]
             ) -> _Tagged:
        shapes = token_shapes(text, offsets)
        key = (tuple(ids), tuple(shapes))
        with self._windows_lock:  # the pipeline's thread and a direct caller may share it
            cached = self._windows.get(key)
            if cached is not None:
                self._windows.move_to_end(key)
                return cached
        feeds = {
            "input_ids": np.array([ids], dtype=np.int64),
            "attention_mask": np.ones((1, len(ids)), dtype=np.int64),
            "shape_ids": np.array([shapes], dtype=np.int64),
        }
        logits = self.session.run(None, feeds)[0][0]
        logits = logits - logits.max(-1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(-1, keepdims=True)
        tagged = (probs.argmax(-1).tolist(), probs.max(-1).tolist())
        with self._windows_lock:
            self._windows[key] = tagged
            if len(self._windows) > RECENT_WINDOWS:
                self._windows.popitem(last=False)
        return tagged

    def forget(self) -> None:
        """Drop the remembered windows (they hold token ids of the user's text)."""
        with self._windows_lock:
            self._windows.clear()

    def describe(self) -> dict:
        return {"name": self.model_dir.name, "version": self.model_dir.version,
                "sha256": self.model_dir.hashes["model.int8.onnx"],
                "provider": self.session.get_providers()[0]}


def _drop_nested(findings: list[Finding]) -> list[Finding]:
    """Windows can disagree at their edges; keep the outer span when one contains another."""
    kept: list[Finding] = []
    for f in findings:
        if kept and kept[-1].start <= f.start and f.end <= kept[-1].end:
            continue
        kept.append(f)
    return kept


_degraded_reason: str | None = None


def load_ner(path: Path | None = None) -> OnnxNer | None:
    """The detector, or None (reason in `degraded_reason()`) when files are missing/corrupt."""
    global _degraded_reason
    try:
        model = OnnxNer(ModelDir.open(path or models_dir() / "ner"))
    except ModelUnavailable as exc:
        _degraded_reason = f"onnx-ner: {exc}"
        log.warning("NER model not loaded: %s", exc)
        return None
    _degraded_reason = None
    return model


def degraded_reason() -> str | None:
    return _degraded_reason
