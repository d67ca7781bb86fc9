"""ONNX Seq2Seq anonymizer: context-fitting stand-ins and contextual identifiers.

The model (models/seq2seq/, trained by models/seq2seq/train.py) reads a source string and writes
a short target. Two tasks share it:

* `rewrite`: for each finding, "<rw> LABEL <span> ORIGINAL <ctx> context" -> a stand-in that fits
  the context (same kind, gender and culture for names; generalized age / occupation / health).
* `find_contextual`: for each sentence, "<find> sentence" -> "AGE: 39-year-old ; OCCUPATION: ..."
  -> findings the NER missed (only phrases found verbatim in the sentence are kept).

Decoding: encoder once per batch, then a hand-written greedy loop over decoder.onnx with the
self-attention KV cache as plain tensors (the model's graph interface, see models/seq2seq/model.py).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer

from hushprompt.models.runtime import ModelDir, ModelUnavailable, models_dir, session
from hushprompt.types import Finding, Label

log = logging.getLogger(__name__)

SOURCE = "seq2seq"
REWRITE_LABELS = frozenset({"PERSON", "ORG", "LOCATION", "ADDRESS", "DATE_OF_BIRTH", "AGE",
                            "OCCUPATION", "HEALTH", "NRP"})
FIND_LABELS = frozenset({"AGE", "OCCUPATION", "HEALTH", "NRP"})
CONTEXT_CHARS = 80
MAX_SOURCE_TOKENS = 96
MAX_TARGET_TOKENS = 32
PAD, BOS, EOS = "<pad>", "<s>", "</s>"
SPECIAL_TOKENS = (PAD, BOS, EOS, "<unk>", "<rw>", "<find>", "<span>", "<ctx>")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
_FOUND = re.compile(r"\s*([A-Z_]+)\s*:\s*(.+?)\s*$")


def rewrite_source(text: str, start: int, end: int, label: str) -> str:
    left = text[max(0, start - CONTEXT_CHARS):start]
    right = text[end:end + CONTEXT_CHARS]
    return f"<rw> {label} <span> {text[start:end]} <ctx> {left}[ {text[start:end]} ]{right}"


def find_source(sentence: str) -> str:
    return f"<find> {sentence}"


def split_sentences(text: str, max_chars: int = 240) -> list[tuple[int, int]]:
    """(start, end) of sentence-like chunks, at most max_chars each, whitespace trimmed."""
    chunks: list[tuple[int, int]] = []
    cursor = 0
    for m in [*_SENTENCE_END.finditer(text), None]:
        end = m.start() if m else len(text)
        start = cursor
        while start < end:
            stop = min(end, start + max_chars)
            if stop < end:  # cut at a space so words stay whole
                space = text.rfind(" ", start, stop)
                stop = space if space > start else stop
            s, e = start, stop
            while s < e and text[s].isspace():
                s += 1
            while e > s and text[e - 1].isspace():
                e -= 1
            if e > s:
                chunks.append((s, e))
            start = stop
        cursor = m.end() if m else len(text)
    return chunks


class Seq2SeqAnonymizer:
    name = "seq2seq"

    def __init__(self, model_dir: ModelDir) -> None:
        self.model_dir = model_dir
        self.tokenizer = Tokenizer.from_file(str(model_dir.path / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()
        self.encoder = session(model_dir.path / "encoder.int8.onnx")
        self.decoder = session(model_dir.path / "decoder.int8.onnx")
        self.pad_id = self.tokenizer.token_to_id(PAD)
        self.bos_id = self.tokenizer.token_to_id(BOS)
        self.eos_id = self.tokenizer.token_to_id(EOS)

    # --- public API -----------------------------------------------------------------------
    def rewrite(self, text: str, findings: Sequence[Finding]) -> list[str]:
        """One stand-in per finding, in order. "" where the model has none (format-bound kinds
        such as e-mails, phones, IDs and secrets, or an output equal to the original): the
        caller then uses the rule-based StandInGenerator."""
        todo = [i for i, f in enumerate(findings) if f.label.value in REWRITE_LABELS]
        sources = [rewrite_source(text, findings[i].start, findings[i].end,
                                  findings[i].label.value) for i in todo]
        outputs = self.generate(sources)
        result = [""] * len(findings)
        for i, out in zip(todo, outputs, strict=True):
            original = findings[i].text
            if out and out.casefold() != original.casefold() and \
                    out.casefold() not in original.casefold():
                result[i] = out
        return result

    def find_contextual(self, text: str, findings: Sequence[Finding] = ()) -> list[Finding]:
        """Quasi-identifiers in `text` that no finding in `findings` covers yet."""
        chunks = split_sentences(text)
        outputs = self.generate([find_source(text[s:e]) for s, e in chunks])
        found: list[Finding] = []
        taken = list(findings)
        for (c_start, c_end), out in zip(chunks, outputs, strict=True):
            sentence = text[c_start:c_end]
            for item in out.split(";"):
                m = _FOUND.match(item)
                if not m or m.group(1) not in FIND_LABELS:
                    continue
                phrase = m.group(2)
                at = sentence.find(phrase)
                if at < 0:  # never report a phrase the model made up
                    continue
                candidate = Finding(c_start + at, c_start + at + len(phrase), Label(m.group(1)),
                                    SOURCE, 0.8, phrase)
                if not any(candidate.overlaps(f) for f in taken):
                    found.append(candidate)
                    taken.append(candidate)
        return sorted(found, key=lambda f: f.start)

    def describe(self) -> dict:
        return {
            "name": self.model_dir.name, "version": self.model_dir.version,
            "sha256": {k: v for k, v in self.model_dir.hashes.items() if k.endswith(".onnx")},
            "provider": self.encoder.get_providers()[0],
        }

    # --- decoding -------------------------------------------------------------------------
    def generate(self, sources: Sequence[str], batch_size: int = 32) -> list[str]:
        results: list[str] = []
        for i in range(0, len(sources), batch_size):
            results += self._generate_batch(sources[i:i + batch_size])
        return results

    def _generate_batch(self, sources: Sequence[str]) -> list[str]:
        if not sources:
            return []
        encodings = [self.tokenizer.encode(s).ids[:MAX_SOURCE_TOKENS] + [self.eos_id]
                     for s in sources]
        width = max(len(e) for e in encodings)
        ids = np.full((len(encodings), width), self.pad_id, dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, enc in enumerate(encodings):
            ids[row, :len(enc)] = enc
            mask[row, :len(enc)] = 1
        cross_k, cross_v = self.encoder.run(None, {"input_ids": ids, "attention_mask": mask})
        layers, batch, heads, _, head_dim = cross_k.shape
        past_k = np.zeros((layers, batch, heads, 0, head_dim), dtype=np.float32)
        past_v = past_k
        token = np.full((batch, 1), self.bos_id, dtype=np.int64)
        generated = np.zeros((batch, 0), dtype=np.int64)
        finished = np.zeros(batch, dtype=bool)
        for _ in range(MAX_TARGET_TOKENS):
            logits, past_k, past_v = self.decoder.run(None, {
                "token_ids": token, "past_k": past_k, "past_v": past_v,
                "cross_k": cross_k, "cross_v": cross_v, "attention_mask": mask})
            nxt = logits.argmax(-1)
            nxt[finished] = self.pad_id
            generated = np.concatenate([generated, nxt[:, None]], axis=1)
            finished |= nxt == self.eos_id
            if finished.all():
                break
            token = nxt[:, None]
        outputs = []
        for row in generated:
            row_ids = [int(t) for t in row if t not in (self.pad_id,)]
            if self.eos_id in row_ids:
                row_ids = row_ids[:row_ids.index(self.eos_id)]
            outputs.append(self.tokenizer.decode(row_ids).strip())
        return outputs


_degraded_reason: str | None = None


def load_seq2seq(path: Path | None = None) -> Seq2SeqAnonymizer | None:
    """The anonymizer, or None (reason in `degraded_reason()`) when files are missing/corrupt."""
    global _degraded_reason
    try:
        model = Seq2SeqAnonymizer(ModelDir.open(path or models_dir() / "seq2seq"))
    except ModelUnavailable as exc:
        _degraded_reason = f"seq2seq: {exc}"
        log.warning("seq2seq model not loaded: %s", exc)
        return None
    _degraded_reason = None
    return model


def degraded_reason() -> str | None:
    return _degraded_reason
