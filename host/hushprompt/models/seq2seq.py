"""ONNX Seq2Seq anonymizer: context-fitting stand-ins and contextual identifiers.

The model (models/seq2seq/, trained by models/seq2seq/train.py) reads a source string and writes
a short target. Two tasks share it:

* `rewrite`: for each finding, "<rw> LABEL <span> ORIGINAL <ctx> context" -> a stand-in that fits
  the context (same kind, gender and culture for names; generalized age / occupation / health).
* `find_contextual`: for each sentence, "<find> sentence" -> "AGE: 39-year-old ; OCCUPATION: ..."
  -> findings the NER missed.

Decoding: encoder once per batch, then a hand-written loop over decoder.onnx with the
self-attention KV cache as plain tensors (the model's graph interface, see models/seq2seq/model.py).
`rewrite` decodes freely (greedy argmax). `find` is decoded under a copy constraint, as in
generative NER: the target may only be "LABEL: phrase" with LABEL one of AGE / OCCUPATION /
HEALTH / NRP and the phrase a verbatim piece of the sentence that starts and ends at word
boundaries (or nothing, i.e. "none"). Free decoding writes phrases from the model's vocabulary
instead (held-out F1 0.003), and greedy decoding under the constraint still starts most phrases
at the wrong word (F1 0.16), so the constrained outputs are scored instead (as in template-based
NER), batched over all sentences of a prompt and reusing the KV cache:

1. decode "<s> LABEL :" for the four labels (4 rows per sentence);
2. per label, keep the FIND_STARTS_PER_LABEL word starts of the sentence whose first token is
   likeliest there, if its log-probability is >= FIND_MIN_FIRST_LOGP;
3. teacher-force each kept start's longest phrase (up to FIND_MAX_WORDS words) from the cached
   "LABEL:" state; every word end inside it is a candidate end, scored by the mean
   log-probability of the phrase's tokens and of the end token (" ;" or </s>);
4. keep candidates scoring >= FIND_MIN_SCORE, best first, without overlaps.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from tokenizers import Tokenizer

from hushprompt.models.runtime import ModelDir, ModelUnavailable, models_dir, session
from hushprompt.regex_cache import compile_rule
from hushprompt.standins.generalize import with_class_acronyms
from hushprompt.types import Finding, Label

log = logging.getLogger(__name__)

SOURCE = "seq2seq"
REWRITE_LABELS = frozenset({"PERSON", "ORG", "LOCATION", "ADDRESS", "DATE_OF_BIRTH", "AGE",
                            "OCCUPATION", "HEALTH", "NRP"})
FIND_LABELS = frozenset({"AGE", "OCCUPATION", "HEALTH", "NRP"})
CONTEXT_CHARS = 80
MAX_SOURCE_TOKENS = 96
MAX_TARGET_TOKENS = 32
# find (copy-constrained scoring, see the module docstring and models/seq2seq/README.md)
FIND_BATCH = 32  # sentences per decoder batch
FIND_MAX_WORDS = 4  # longest phrase scored (the model was trained on 1-3-word phrases)
FIND_MAX_PHRASE_TOKENS = 8
FIND_STARTS_PER_LABEL = 2
# A start is scored only if its first token has log-probability >= FIND_MIN_FIRST_LOGP after
# "LABEL:", and a phrase is kept only if the mean log-probability of its tokens and its end token
# is >= FIND_MIN_SCORE. Both chosen for the best F1 on the first 40 % of the held-out find pairs
# (models/seq2seq/evaluate_find.py; README), the other 60 % are the reported test set.
FIND_MIN_FIRST_LOGP = -8.0
FIND_MIN_SCORE = -3.75
FIND_SCORE = 0.8  # Finding.score of what find_contextual returns
PAD, BOS, EOS = "<pad>", "<s>", "</s>"
SPECIAL_TOKENS = (PAD, BOS, EOS, "<unk>", "<rw>", "<find>", "<span>", "<ctx>")
_SENTENCE_END = compile_rule(r"(?<=[.!?])\s+|\n+")
_FIND_ORDER = ("AGE", "OCCUPATION", "HEALTH", "NRP")
_OPENERS = "([{\"'\u201c\u2018\u00ab"  # may stand right before a phrase
_CLOSERS = ".,;:!?)]}\"'\u201d\u2019\u00bb"  # may stand right after one
_NO_FINAL = ",;:!?"  # a phrase does not end with these


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


def phrase_bounds(sentence: str) -> tuple[list[int], set[int]]:
    """Where a copied phrase may start and end (str offsets): starts are letters or digits after
    a space, the sentence start or an opening bracket / quote (not the apostrophe of "father's");
    ends are after a non-space character that is followed by a space, closing punctuation or the
    sentence end ("39" in "39-year-old" is no end)."""
    starts = []
    for i, ch in enumerate(sentence):
        if not ch.isalnum():
            continue
        before = sentence[i - 1] if i else " "
        if before.isspace() or (before in _OPENERS and (i < 2 or not sentence[i - 2].isalnum())):
            starts.append(i)
    n = len(sentence)
    ends = {j for j in range(1, n + 1)
            if not sentence[j - 1].isspace() and sentence[j - 1] not in _NO_FINAL
            and (j == n or sentence[j].isspace() or sentence[j] in _CLOSERS)}
    return starts, ends


def _byte_alphabet() -> dict[str, int]:
    """Byte-level BPE (GPT-2): the printable character that stands for each byte -> the byte."""
    printable = [*range(ord("!"), ord("~") + 1), *range(0xA1, 0xAD), *range(0xAE, 0x100)]
    chars = list(printable)
    for b in range(256):
        if b not in printable:
            printable.append(b)
            chars.append(256 + len(chars) - 188)
    return {chr(c): b for b, c in zip(printable, chars, strict=True)}


def _log_z(logits: np.ndarray) -> np.ndarray:
    """log of the softmax normalizer of each row, shape [R, 1]."""
    top = logits.max(-1, keepdims=True)
    return top + np.log(np.exp(logits - top).sum(-1, keepdims=True))


class _Start:
    """A word start of a sentence and the tokens of its longest candidate phrase."""

    __slots__ = ("start", "ids", "ends")

    def __init__(self, start: int, ids: list[int], ends: list[tuple[int, int]]) -> None:
        self.start = start
        self.ids = ids  # tokens of " " + longest phrase
        self.ends = ends  # (k, end): the phrase ending at str offset `end` is ids[:k + 1]


class Seq2SeqAnonymizer:
    name = "seq2seq"

    def __init__(self, model_dir: ModelDir) -> None:
        self.model_dir = model_dir
        self.tokenizer = Tokenizer.from_file(str(model_dir.path / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.no_truncation()
        # two threads: the stand-ins are written after detection, when nothing else runs (the
        # 1-thread default is for the detectors, which run side by side). In-process on the
        # 51-200-word prompts of the corpus and held-out files 1-16: 11.0 -> 9.2 ms per prompt.
        self.encoder = session(model_dir.path / "encoder.int8.onnx", threads=2)
        self.decoder = session(model_dir.path / "decoder.int8.onnx", threads=2)
        self.pad_id = self.tokenizer.token_to_id(PAD)
        self.bos_id = self.tokenizer.token_to_id(BOS)
        self.eos_id = self.tokenizer.token_to_id(EOS)
        self.sep_id = self.tokenizer.token_to_id("\u0120;")  # " ;" between found items
        alphabet = _byte_alphabet()  # one character per byte
        self.piece_bytes = {i: len(tok) for tok, i in self.tokenizer.get_vocab().items()
                            if tok not in SPECIAL_TOKENS and all(c in alphabet for c in tok)}
        self.label_prefix = [self.tokenizer.encode(f"{lab}:").ids for lab in _FIND_ORDER]
        if self.sep_id is None or len({len(p) for p in self.label_prefix}) != 1:
            raise ModelUnavailable("tokenizer does not fit the find task")

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
                result[i] = with_class_acronyms(out)
        return result

    def find_contextual(self, text: str, findings: Sequence[Finding] = ()) -> list[Finding]:
        """Quasi-identifiers in `text` that no finding in `findings` covers yet: phrases of the
        sentence itself (copy-constrained decoding), never overlapping a finding. Score: the
        fixed FIND_SCORE (the phrase's own log-probability is in find_in_sentences)."""
        chunks = split_sentences(text)
        blocked = [[(max(f.start, s) - s, min(f.end, e) - s) for f in findings
                    if f.start < e and s < f.end] for s, e in chunks]
        per_chunk = self.find_in_sentences([text[s:e] for s, e in chunks], blocked)
        found: list[Finding] = []
        for (c_start, _), items in zip(chunks, per_chunk, strict=True):
            for label, start, end, _ in items:
                a, b = c_start + start, c_start + end
                candidate = Finding(a, b, Label(label), SOURCE, FIND_SCORE, text[a:b])
                if not any(candidate.overlaps(f) for f in (*findings, *found)):
                    found.append(candidate)
        return sorted(found, key=lambda f: f.start)

    def find_in_sentences(self, sentences: Sequence[str],
                          blocked: Sequence[Sequence[tuple[int, int]]] | None = None,
                          min_score: float = FIND_MIN_SCORE,
                          min_first_logp: float = FIND_MIN_FIRST_LOGP,
                          ) -> list[list[tuple[str, int, int, float]]]:
        """Per sentence: (label, start, end, score) of each phrase found, str offsets in the
        sentence, score = mean token log-probability; nothing inside `blocked` spans."""
        results: list[list[tuple[str, int, int, float]]] = []
        for i in range(0, len(sentences), FIND_BATCH):
            batch = sentences[i:i + FIND_BATCH]
            results += self._find_batch(batch, blocked[i:i + FIND_BATCH] if blocked else
                                        [()] * len(batch), min_score, min_first_logp)
        return results

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

    def _encode(self, sources: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        encodings = [self.tokenizer.encode(s).ids[:MAX_SOURCE_TOKENS] + [self.eos_id]
                     for s in sources]
        width = max(len(e) for e in encodings)
        ids = np.full((len(encodings), width), self.pad_id, dtype=np.int64)
        mask = np.zeros_like(ids)
        for row, enc in enumerate(encodings):
            ids[row, :len(enc)] = enc
            mask[row, :len(enc)] = 1
        cross_k, cross_v = self.encoder.run(None, {"input_ids": ids, "attention_mask": mask})
        return cross_k, cross_v, mask

    def _encode_by_length(self, sources: Sequence[str], group: int = 8,
                          ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """As _encode, but the encoder runs on groups of similar length (sentences of a prompt
        vary a lot: padding them all to the longest would waste most of the encoder's work)."""
        lengths = [len(self.tokenizer.encode(s).ids) for s in sources]
        order = sorted(range(len(sources)), key=lambda i: lengths[i])
        parts = [(idx, *self._encode([sources[i] for i in idx]))
                 for idx in (order[g:g + group] for g in range(0, len(order), group))]
        width = max(mask.shape[1] for *_, mask in parts)
        layers, _, heads, _, head_dim = parts[0][1].shape
        cross_k = np.zeros((layers, len(sources), heads, width, head_dim), dtype=np.float32)
        cross_v = np.zeros_like(cross_k)
        mask = np.zeros((len(sources), width), dtype=np.int64)
        for idx, k, v, m in parts:
            cross_k[:, idx, :, :k.shape[3]] = k
            cross_v[:, idx, :, :v.shape[3]] = v
            mask[idx, :m.shape[1]] = m
        return cross_k, cross_v, mask

    def _generate_batch(self, sources: Sequence[str]) -> list[str]:
        if not sources:
            return []
        cross_k, cross_v, mask = self._encode(sources)
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

    # --- find: copy-constrained scoring -------------------------------------------------------
    def _starts(self, sentence: str, blocked: Sequence[tuple[int, int]]) -> list[_Start]:
        starts, ends = phrase_bounds(sentence)
        offsets = [0]  # byte offset of each str offset
        for ch in sentence:
            offsets.append(offsets[-1] + len(ch.encode()))
        out: list[_Start] = []
        for a in starts:
            if any(s <= a < e for s, e in blocked):
                continue
            limit = min([s for s, _ in blocked if s > a], default=len(sentence))
            words = 0
            last = None
            for j in range(a + 1, limit + 1):
                if sentence[j - 1].isspace() and not sentence[j - 2].isspace():
                    words += 1
                if words >= FIND_MAX_WORDS:
                    break
                if j in ends:
                    last = j
            if last is None:
                continue
            ids = self.tokenizer.encode(" " + sentence[a:last]).ids[:FIND_MAX_PHRASE_TOKENS]
            # byte offset in the sentence where each token ends -> phrase ends at token ends
            end_at = {offsets[j]: j for j in ends if a < j <= last}
            pos, marks = offsets[a] - 1, []  # -1: the leading space
            for k, token in enumerate(ids):
                if token not in self.piece_bytes:
                    break
                pos += self.piece_bytes[token]
                if pos in end_at:
                    marks.append((k, end_at[pos]))
            if marks:
                out.append(_Start(a, ids[:marks[-1][0] + 1], marks))
        return out

    def _step(self, tokens: np.ndarray, past_k: np.ndarray, past_v: np.ndarray,
              cross_k: np.ndarray, cross_v: np.ndarray, mask: np.ndarray,
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        return self.decoder.run(None, {
            "token_ids": tokens[:, None], "past_k": past_k, "past_v": past_v,
            "cross_k": cross_k, "cross_v": cross_v, "attention_mask": mask})

    def _find_batch(self, sentences: Sequence[str], blocked: Sequence[Sequence[tuple[int, int]]],
                    min_score: float, min_first_logp: float,
                    ) -> list[list[tuple[str, int, int, float]]]:
        if not sentences:
            return []
        cross_k, cross_v, mask = self._encode_by_length([find_source(s) for s in sentences])
        n_labels = len(_FIND_ORDER)
        # 1. "<s> LABEL :" for every (sentence, label): row = sentence * n_labels + label
        layers, batch, heads, _, head_dim = cross_k.shape
        past_k = past_v = np.zeros((layers, batch, heads, 0, head_dim), dtype=np.float32)
        _, past_k, past_v = self._step(np.full(batch, self.bos_id, dtype=np.int64), past_k,
                                       past_v, cross_k, cross_v, mask)
        rows = np.repeat(np.arange(batch), n_labels)
        cross_k, cross_v, mask = cross_k[:, rows], cross_v[:, rows], mask[rows]
        past_k, past_v = past_k[:, rows], past_v[:, rows]
        prefix = np.array(self.label_prefix * batch, dtype=np.int64)
        for t in range(prefix.shape[1]):
            logits, past_k, past_v = self._step(prefix[:, t], past_k, past_v, cross_k, cross_v,
                                                mask)
        # 2. per (sentence, label), the starts whose first token is likeliest after "LABEL:"
        first_lp = logits - _log_z(logits)
        picked: list[tuple[int, _Start]] = []  # (prefix row, start)
        for i, sentence in enumerate(sentences):
            starts = self._starts(sentence, blocked[i])
            if not starts:
                continue
            first = np.array([st.ids[0] for st in starts])
            for j in range(n_labels):
                row = i * n_labels + j
                lp = first_lp[row, first]
                order = np.argsort(-lp, kind="stable")[:FIND_STARTS_PER_LABEL]
                picked += [(row, starts[o]) for o in order if lp[o] >= min_first_logp]
        if not picked:
            return [[] for _ in sentences]
        # 3. teacher-force each start's longest phrase from the cached "LABEL:" state; rows are
        # sorted longest first so that the batch shrinks as phrases run out
        picked.sort(key=lambda p: -len(p[1].ids))
        src = np.array([row for row, _ in picked])
        lengths = np.array([len(st.ids) for _, st in picked])
        width = int(lengths[0])
        tokens = np.full((len(picked), width + 1), self.pad_id, dtype=np.int64)
        for r, (_, st) in enumerate(picked):
            tokens[r, :len(st.ids)] = st.ids
        token_lp = np.zeros((len(picked), width), dtype=np.float32)
        end_lp = np.zeros((len(picked), width), dtype=np.float32)
        token_lp[:, 0] = first_lp[src, tokens[:, 0]]
        past_k, past_v = past_k[:, src], past_v[:, src]
        cross_k, cross_v, mask = cross_k[:, src], cross_v[:, src], mask[src]
        active = len(picked)
        for t in range(width):
            n = int((lengths > t).sum())
            if n < active:
                active = n
                past_k, past_v = past_k[:, :n], past_v[:, :n]
                cross_k, cross_v, mask = (np.ascontiguousarray(cross_k[:, :n]),
                                          np.ascontiguousarray(cross_v[:, :n]), mask[:n])
            logits, past_k, past_v = self._step(tokens[:n, t], np.ascontiguousarray(past_k),
                                                np.ascontiguousarray(past_v), cross_k, cross_v,
                                                mask)
            lp = logits - _log_z(logits)
            end_lp[:n, t] = np.logaddexp(lp[:, self.eos_id], lp[:, self.sep_id])
            if t + 1 < width:
                token_lp[:n, t + 1] = lp[np.arange(n), tokens[:n, t + 1]]
        # 4. every word boundary of a phrase is a candidate end; best first, no overlaps
        candidates: list[list[tuple[float, str, int, int]]] = [[] for _ in sentences]
        cum = np.cumsum(token_lp, axis=1)
        for r, (row, st) in enumerate(picked):
            label = _FIND_ORDER[row % n_labels]
            for k, end in st.ends:
                score = float((cum[r, k] + end_lp[r, k]) / (k + 2))
                candidates[row // n_labels].append((score, label, st.start, end))
        results: list[list[tuple[str, int, int, float]]] = []
        for items in candidates:
            chosen: list[tuple[str, int, int, float]] = []
            for score, label, a, b in sorted(items, key=lambda c: -c[0]):
                if score < min_score:
                    break
                if not any(a < e and s < b for _, s, e, _ in chosen):
                    chosen.append((label, a, b, score))
            results.append(sorted(chosen, key=lambda c: c[1]))
        return results


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
