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

from hushprompt.models.features import NER_TAGS, decode_spans, token_shapes
from hushprompt.models.handoff import leaving_python
from hushprompt.models.runtime import ModelDir, ModelUnavailable, models_dir, session
from hushprompt.models.span_checks import plausible, reshaped
from hushprompt.types import Finding, Label

log = logging.getLogger(__name__)

WINDOW = 256  # tokens per window, [CLS] and [SEP] included
STRIDE = 224  # step between windows; a 30-token overlap sees spans at window edges whole
RECENT_WINDOWS = 32
RECENT_TEXTS = 8  # texts whose per-token entity probabilities `sees_entity` can still answer for
_OUTSIDE = NER_TAGS.index("O")
# tag id, its probability, and the probability of "some entity" (1 - P(O)) per token of a window
_Tagged = tuple[list[int], list[float], list[float]]
# Chosen on the read held-out files (models/ner/README.md): 0.7 until session 15; with NER
# 0.6.0, 0.4 hid 36 more identifiers of files 1-20 and the corpus (9 direct, 27 quasi) for 5
# more task terms changed of 5,180 (0.3 gave the same as 0.4 on files 16-20).
MIN_SCORE = 0.4
# A span another detector proposes counts as seen by the model when some token of it has at
# least this probability of being part of an entity (of any kind). Chosen on the development
# prompts: spaCy's own entities then keep nearly all they add to recall (names, towns, employers)
# and lose most of what it marked alone (public laws, products, landmarks, German nouns).
SEEN_ENTITY = 0.05
# spaCy's organisations and groups need more: it marks every capitalised product, landmark, law and
# foreign noun as one ("Tinder", "Pena Palace", "Georgia Tech", "INCASÒL"). Measured on the eleven
# held-out files: 17 fewer task terms changed for 9 more quasi-identifiers missed (employers and
# schools the NER was unsure of) and 1 more name (README, "Held-out prompts").
SEEN_ENTITY_BY_LABEL: dict[Label, float] = {Label.ORG: 0.3, Label.NRP: 0.3}
# Quasi-identifiers said in many ways ("28 y/o", "ICU nurse", "chemo") get through at a lower
# score: the model is less sure of them, and missing one costs more than a changed word.
MIN_SCORE_BY_LABEL: dict[Label, float] = {Label.AGE: 0.2, Label.OCCUPATION: 0.2, Label.HEALTH: 0.2}


class OnnxNer:
    name = "onnx-ner"
    runs_outside_gil = True  # onnxruntime releases the GIL: the pipeline overlaps it with the rules

    def __init__(self, model_dir: ModelDir) -> None:
        self.model_dir = model_dir
        self.tokenizer = Tokenizer.from_file(str(model_dir.path / "tokenizer.json"))
        self.tokenizer.no_truncation()
        self.tokenizer.no_padding()
        # one intra-op thread: the pipeline runs this model beside the rules and spaCy's worker
        self.session = session(model_dir.path / "model.int8.onnx", threads=1)
        # tags of recent windows by their exact inputs: while the user types at the end of a
        # long prompt, only its last window changes. (Chunking the text instead changed the
        # model's output: it reads context across sentences; measured, not adopted.)
        self._windows: OrderedDict[tuple[tuple[int, ...], tuple[int, ...]], _Tagged] = (
            OrderedDict())
        self._windows_lock = threading.Lock()
        # per-token entity probability of the last texts read, for `sees_entity` (memory only)
        self._evidence: OrderedDict[str, tuple[list[tuple[int, int]], list[float]]] = (
            OrderedDict())
        self.cls_id = self.tokenizer.token_to_id("[CLS]")
        self.sep_id = self.tokenizer.token_to_id("[SEP]")

    def detect(self, text: str) -> list[Finding]:
        """The model's spans that pass the plausibility checks (models/span_checks.py), a code
        widened to its whole token and given the kind its shape says (span_checks.reshaped)."""
        found = (reshaped(text, f) for f in self.propose(text))
        return [f for f in found if plausible(text, f)]

    def propose(self, text: str) -> list[Finding]:
        """Every span the model tags with enough confidence, unchecked."""
        if not text.strip():
            return []
        enc = self.tokenizer.encode(text, add_special_tokens=False)
        ids, offsets = enc.ids, enc.offsets
        inner = WINDOW - 2
        found: dict[tuple[int, int], Finding] = {}
        entity = [0.0] * len(ids)
        for first in range(0, max(1, len(ids) - inner + STRIDE), STRIDE):
            win_ids = [self.cls_id, *ids[first:first + inner], self.sep_id]
            win_offsets = [(0, 0), *offsets[first:first + inner], (0, 0)]
            tags, scores, window_entity = self._tag(text, win_ids, win_offsets)
            for position, probability in enumerate(window_entity[1:-1], start=first):
                entity[position] = max(entity[position], probability)
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
        self._remember_evidence(text, offsets, entity)
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
        leaving_python()  # the pipeline's rules may start now (models/handoff.py)
        logits = self.session.run(None, feeds)[0][0]
        logits = logits - logits.max(-1, keepdims=True)
        probs = np.exp(logits)
        probs /= probs.sum(-1, keepdims=True)
        tagged = (probs.argmax(-1).tolist(), probs.max(-1).tolist(),
                  (1.0 - probs[:, _OUTSIDE]).tolist())
        with self._windows_lock:
            self._windows[key] = tagged
            if len(self._windows) > RECENT_WINDOWS:
                self._windows.popitem(last=False)
        return tagged

    def _remember_evidence(self, text: str, offsets: list[tuple[int, int]],
                           entity: list[float]) -> None:
        with self._windows_lock:
            self._evidence[text] = (offsets, entity)
            self._evidence.move_to_end(text)
            if len(self._evidence) > RECENT_TEXTS:
                self._evidence.popitem(last=False)

    def sees_entity(self, text: str, start: int, end: int, label: Label | None = None
                    ) -> bool | None:
        """Whether the model gave `text[start:end]` some chance of being an entity when it last
        read `text` (None when it has not read it: no opinion); a span another detector calls
        an organisation or a group needs a larger chance (SEEN_ENTITY_BY_LABEL)."""
        threshold = SEEN_ENTITY_BY_LABEL.get(label, SEEN_ENTITY) if label else SEEN_ENTITY
        with self._windows_lock:
            evidence = self._evidence.get(text)
        if evidence is None:
            return None
        offsets, entity = evidence
        return any(probability >= threshold
                   for (left, right), probability in zip(offsets, entity, strict=True)
                   if left < end and right > start)

    def forget(self) -> None:
        """Drop the remembered windows and texts (they hold the user's text and its token ids)."""
        with self._windows_lock:
            self._windows.clear()
            self._evidence.clear()

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
