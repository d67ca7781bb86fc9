"""Held-out evaluation of the Seq2Seq `find` task through the int8 ONNX runtime class.

    HUSHPROMPT_ORT_THREADS=1 python models/seq2seq/evaluate_find.py --data models/_work/data \
        > models/seq2seq/find_metrics.json

Pairs: the `find` pairs of s2s_heldout.jsonl (models/seq2seq/teacher.py; held-out templates only):
"<find> sentence" -> "AGE: 39-year-old ; OCCUPATION: bus driver" or "none".

Metric: span-level precision / recall / F1 per label and micro-averaged over AGE / OCCUPATION /
HEALTH / NRP. `exact`: a prediction counts when (label, phrase) equals a gold item of its sentence
(sets per sentence, as in models/seq2seq/train.py). `overlap` (secondary): a prediction counts when
it overlaps a gold span of the same label, a gold span when a prediction of its label overlaps it.

Decoders compared:
* free: plain greedy decoding (`generate`), every "LABEL: phrase" item of the output (the old
  figure); free_verbatim: only phrases found verbatim in the sentence (the old find_contextual).
* constrained_greedy: greedy decoding where each step takes the highest-scoring token the copy
  constraint allows (labels AGE/OCCUPATION/HEALTH/NRP/none; phrase a verbatim piece of the
  sentence from a word start to a word end). Implemented here only, as a baseline.
* constrained (runtime, `find_in_sentences`): the copy-constrained outputs scored instead
  (starts ranked per label by their first token, those below a first-token log-prob floor
  dropped, every word end of the phrase scored by mean token log-probability) with minimum score
  FIND_MIN_SCORE.

The first-token floor and the minimum score are chosen on the first 40 % of the pairs ("tune":
best exact F1 over a grid, ties to the higher values) and figures are reported on the other 60 %
("test"); all pairs too (they include the tune pairs).
Latency: find_contextual over all sentences of 100-200-word prompts made of held-out texts (no
findings given: every word may start a phrase), warm, one process, HUSHPROMPT_ORT_THREADS threads.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from hushprompt.models.seq2seq import (
    _FIND_ORDER,
    FIND_MIN_FIRST_LOGP,
    FIND_MIN_SCORE,
    MAX_TARGET_TOKENS,
    Seq2SeqAnonymizer,
    _byte_alphabet,
    find_source,
    load_seq2seq,
    phrase_bounds,
    split_sentences,
)

LABELS = sorted(_FIND_ORDER)
_ITEM = re.compile(r"\s*([A-Z_]+)\s*:\s*(.+?)\s*$")
GRID = [round(-0.25 * i, 2) for i in range(4, 29)]  # -1 .. -7
FLOORS = [-float("inf"), -10.0, -8.0, -6.0]  # first-token log-prob floor

Item = tuple[str, int, int]  # label, start, end in the sentence


def read_jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def parse(target: str) -> list[tuple[str, str]]:
    items = []
    for part in target.split(" ;"):
        m = _ITEM.match(part)
        if m:
            items.append((m.group(1), m.group(2)))
    return items


def located(sentence: str, items: Sequence[tuple[str, str]]) -> list[Item]:
    """(label, phrase) -> (label, start, end) at the first occurrence; made-up phrases get -1."""
    out = []
    for label, phrase in items:
        at = sentence.find(phrase)
        out.append((label, at, at + len(phrase)) if at >= 0 else (label, -1, -1))
    return out


def scores(sentences: list[str], gold: list[list[Item]], pred: list[list[Item]]) -> dict:
    out: dict = {}
    for label in [*LABELS, "all"]:
        tp = fp = fn = o_pred = o_hit_p = o_gold = o_hit_g = 0
        for s, g, p in zip(sentences, gold, pred, strict=True):
            g = [x for x in g if label in ("all", x[0])]
            p = [x for x in p if x[0] in LABELS and label in ("all", x[0])]
            gs = {(lab, s[a:b] if a >= 0 else None) for lab, a, b in g}
            ps = {(lab, s[a:b] if a >= 0 else f"?{a}") for lab, a, b in p}
            tp, fp, fn = tp + len(gs & ps), fp + len(ps - gs), fn + len(gs - ps)

            def hit(x: Item, ys: list[Item]) -> bool:
                return x[1] >= 0 and any(x[0] == y[0] and x[1] < y[2] and y[1] < x[2]
                                         for y in ys)
            o_pred, o_hit_p = o_pred + len(p), o_hit_p + sum(hit(x, g) for x in p)
            o_gold, o_hit_g = o_gold + len(g), o_hit_g + sum(hit(x, p) for x in g)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        short = [(lab, s[a:b]) in {(q[0], s[q[1]:q[2]]) for q in p}
                 for s, g, p in zip(sentences, gold, pred, strict=True)
                 for lab, a, b in g if label in ("all", lab) and len(s[a:b].split()) <= 3]
        op = o_hit_p / o_pred if o_pred else 0.0
        orc = o_hit_g / o_gold if o_gold else 0.0
        out[label] = {
            "precision": round(precision, 4), "recall": round(recall, 4),
            "f1": round(2 * precision * recall / (precision + recall), 4)
            if precision + recall else 0.0,
            "support": tp + fn, "predicted": tp + fp,
            # gold phrases of 1-3 words: the longer ones ("the head chef at ...", 4+ words) come
            # from held-out-only templates and never occur as find targets in training
            "recall_gold_up_to_3_words": round(sum(short) / len(short), 4) if short else 0.0,
            "support_up_to_3_words": len(short),
            "overlap": {"precision": round(op, 4), "recall": round(orc, 4),
                        "f1": round(2 * op * orc / (op + orc), 4) if op + orc else 0.0}}
    return out


def none_accuracy(gold: list[list[Item]], pred: list[list[Item]]) -> float:
    """Share of sentences without gold items for which nothing is predicted."""
    empty = [not p for g, p in zip(gold, pred, strict=True) if not g]
    return round(sum(empty) / len(empty), 4) if empty else 0.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# --- baseline: greedy decoding under the copy constraint ---------------------------------------
class GreedyConstraint:
    """State machine of one row: "LABEL:" (" LABEL:" after " ;") or "none" first, then a phrase
    that stays a verbatim piece of the sentence from a word start; " ;" / </s> only at a word
    end. Works on bytes (byte-level BPE)."""

    def __init__(self, s2s: Seq2SeqAnonymizer, pieces: dict[int, bytes], sentence: str) -> None:
        self.pieces, self.ids = pieces, {v: k for k, v in pieces.items()}
        self.eos, self.sep = s2s.eos_id, s2s.sep_id
        self.data = sentence.encode()
        offsets = [0]
        for ch in sentence:
            offsets.append(offsets[-1] + len(ch.encode()))
        self.char_at = {b: i for i, b in enumerate(offsets)}
        starts, ends = phrase_bounds(sentence)
        self.starts = [offsets[i] for i in starts]
        self.ends = {offsets[j] for j in ends}
        self.used: list[tuple[int, int]] = []
        self.items: list[Item] = []
        self.mode, self.first, self.typed = "label", True, b""

    def _prefixes(self, data: bytes, into: set[int]) -> None:
        for n in range(1, min(len(data), 24) + 1):
            if data[:n] in self.ids:
                into.add(self.ids[data[:n]])

    def _ended(self) -> int | None:
        n = len(self.phrase) - 1
        return next((s for s in self.matches if n > 0 and s + n in self.ends), None)

    def allowed(self) -> list[int]:
        found: set[int] = set()
        if self.mode == "label":
            targets = [f"{'' if self.first else ' '}{lab}:".encode() for lab in _FIND_ORDER]
            targets += [b"none"] if self.first else []
            for target in targets:
                if target.startswith(self.typed) and target != self.typed:
                    self._prefixes(target[len(self.typed):], found)
        elif self.mode == "phrase":
            n = len(self.phrase) - 1
            for s in self.matches:
                self._prefixes(b" " + self.data[s:] if n < 0 else self.data[s + n:], found)
            if self._ended() is not None:
                found |= {self.sep, self.eos}
        return sorted(found) or [self.eos]

    def advance(self, token: int) -> None:
        if token == self.eos or (self.mode == "phrase" and token == self.sep):
            start = self._ended() if self.mode == "phrase" else None
            if start is not None:
                end = start + len(self.phrase) - 1
                self.items.append((self.label, self.char_at[start], self.char_at[end]))
                self.used.append((start, end))
            self.mode, self.first, self.typed = ("done" if token == self.eos else "label",
                                                 False, b"")
            return
        piece = self.pieces[token]
        if self.mode == "label":
            self.typed += piece
            if self.typed.strip() == b"none":
                self.mode = "done"
            elif self.typed.endswith(b":"):
                self.mode, self.label, self.phrase = "phrase", self.typed.strip(b" :").decode(), b""
                self.matches = [s for s in self.starts
                                if not any(a <= s < b for a, b in self.used)]
        elif self.mode == "phrase":
            self.phrase += piece
            n, tail = len(self.phrase) - 1, self.phrase[1:]
            self.matches = [s for s in self.matches if self.data[s:s + n] == tail]


def constrained_greedy(s2s: Seq2SeqAnonymizer, sentences: list[str]) -> list[list[Item]]:
    alphabet = _byte_alphabet()
    pieces = {i: bytes(alphabet[c] for c in tok) for tok, i in s2s.tokenizer.get_vocab().items()
              if i in s2s.piece_bytes}
    out: list[list[Item]] = []
    for i in range(0, len(sentences), 32):
        batch = sentences[i:i + 32]
        states = [GreedyConstraint(s2s, pieces, s) for s in batch]
        cross_k, cross_v, mask = s2s._encode([find_source(s) for s in batch])
        layers, rows, heads, _, head_dim = cross_k.shape
        past_k = past_v = np.zeros((layers, rows, heads, 0, head_dim), dtype=np.float32)
        token = np.full(rows, s2s.bos_id, dtype=np.int64)
        for _ in range(MAX_TARGET_TOKENS + 16):
            logits, past_k, past_v = s2s._step(token, past_k, past_v, cross_k, cross_v, mask)
            for r, st in enumerate(states):
                if st.mode == "done":
                    token[r] = s2s.pad_id
                    continue
                allowed = np.array(st.allowed())
                token[r] = allowed[logits[r, allowed].argmax()]
                st.advance(int(token[r]))
            if all(st.mode == "done" for st in states):
                break
        for st in states:
            if st.mode != "done":
                st.advance(s2s.eos_id)
        out += [st.items for st in states]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=Path("models/_work/data"))
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--limit", type=int, default=0, help="first N find pairs only (quick runs)")
    args = ap.parse_args()
    s2s = load_seq2seq()
    assert s2s is not None
    pairs = [p for p in read_jsonl(args.data / "s2s_heldout.jsonl") if p["task"] == "find"]
    if args.limit:
        pairs = pairs[:args.limit]
    sentences = [p["src"].removeprefix("<find> ") for p in pairs]
    gold = [located(s, parse(p["tgt"])) for s, p in zip(sentences, pairs, strict=True)]
    cut = int(0.4 * len(pairs))
    report: dict = {"pairs": len(pairs), "tune_pairs": cut, "test_pairs": len(pairs) - cut,
                    "gold_spans": sum(len(g) for g in gold),
                    "threads": int(os.environ.get("HUSHPROMPT_ORT_THREADS", "1"))}

    def block(pred: list[list[Item]]) -> dict:
        return {"test": scores(sentences[cut:], gold[cut:], pred[cut:]),
                "all_pairs": scores(sentences, gold, pred),
                "none_accuracy_all_pairs": none_accuracy(gold, pred)}

    free_raw = [parse(o) for o in s2s.generate([p["src"] for p in pairs])]
    free = [located(s, items) for s, items in zip(sentences, free_raw, strict=True)]
    report["free"] = block(free)
    report["free_verbatim"] = block([[x for x in items if x[1] >= 0] for items in free])
    report["constrained_greedy"] = block(constrained_greedy(s2s, sentences))

    def at(found: list, threshold: float) -> list[list[Item]]:
        return [[(lab, a, b) for lab, a, b, score in items if score >= threshold]
                for items in found]

    # tune: first-token floor x minimum score, best exact F1 on the tune pairs (ties: higher)
    tune: dict[str, float] = {}
    found_by_floor = {}
    for floor in FLOORS:
        found_by_floor[floor] = s2s.find_in_sentences(sentences, min_score=-float("inf"),
                                                      min_first_logp=floor)
        for t in GRID:
            tune[f"{floor}/{t}"] = scores(sentences[:cut], gold[:cut],
                                          at(found_by_floor[floor], t)[:cut])["all"]["f1"]
    best = max(tune, key=lambda k: (tune[k], *map(float, k.split("/"))))
    found = s2s.find_in_sentences(sentences, min_score=-float("inf"))
    report["constrained"] = {
        "best_on_tune (first-token floor/min score)": best,
        "used (FIND_MIN_FIRST_LOGP/FIND_MIN_SCORE)": f"{FIND_MIN_FIRST_LOGP}/{FIND_MIN_SCORE}",
        "tune_f1 (first-token floor/min score)": tune,
        **block(at(found, FIND_MIN_SCORE)),
        "no_min_score": block(at(found, -float("inf"))),
    }

    # the hand-written prompts (models/_work/data/ner_handwritten.jsonl), per sentence as in
    # teacher.py; tiny, but the only prompts not made from the generator's lexicon
    hw_sentences, hw_gold = [], []
    for ex in read_jsonl(args.data / "ner_handwritten.jsonl"):
        for a, b in split_sentences(ex["text"]):
            hw_sentences.append(ex["text"][a:b])
            hw_gold.append([(lab, s - a, e - a) for s, e, lab, *_ in ex["spans"]
                            if lab in LABELS and a <= s and e <= b])
    hw_found = s2s.find_in_sentences(hw_sentences)
    hw_pred = [[(lab, a, b) for lab, a, b, _ in items] for items in hw_found]
    report["constrained_handwritten"] = {
        "sentences": len(hw_sentences), **scores(hw_sentences, hw_gold, hw_pred),
        "found": [f"{lab}: {s[a:b]}" for s, items in zip(hw_sentences, hw_pred, strict=True)
                  for lab, a, b in items],
        "gold": [f"{lab}: {s[a:b]}" for s, items in zip(hw_sentences, hw_gold, strict=True)
                 for lab, a, b in items]}

    rng = random.Random(5)
    texts = [ex["text"] for ex in read_jsonl(args.data / "ner_heldout.jsonl")]
    prompts = []
    for _ in range(args.runs):
        words = rng.randint(100, 200)
        text = ""
        while len(text.split()) < words:
            text += " " + rng.choice(texts)
        prompts.append(" ".join(text.split(" ")[:words + 1]).strip())
    s2s.find_contextual(prompts[0])
    times, sentence_counts = [], []
    for prompt in prompts:
        t = time.perf_counter()
        s2s.find_contextual(prompt)
        times.append((time.perf_counter() - t) * 1000)
        sentence_counts.append(len(split_sentences(prompt)))
    report["latency_ms_find_100_200_words"] = {
        "p50": round(statistics.median(times), 1), "p95": round(percentile(times, 0.95), 1),
        "runs": len(times), "sentences_p50": statistics.median(sentence_counts)}
    print(json.dumps(report, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
