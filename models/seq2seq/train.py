"""Trains the Seq2Seq anonymizer from scratch on teacher pairs, exports int8 ONNX.

    python models/seq2seq/train.py --data models/_work/data --out models/seq2seq --minutes 20

Steps: byte-level BPE tokenizer trained on the pairs (cased, exact round trip), the model of
model.py trained with teacher forcing, evaluation on pairs from held-out templates, export of
encoder.onnx / decoder.onnx (one step with KV cache), dynamic int8 quantization, manifest.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

# isort: off
import hushprompt  # noqa: F401  (ORT_DISABLE_TELEMETRY before onnxruntime)
# isort: on
import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
from torch import nn
from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hushprompt.models.seq2seq import (  # noqa: E402
    BOS,
    EOS,
    MAX_SOURCE_TOKENS,
    MAX_TARGET_TOKENS,
    PAD,
    SPECIAL_TOKENS,
)
from model import DecoderGraph, EncoderGraph, Seq2Seq, Seq2SeqConfig  # noqa: E402

VERSION = "0.1.0"
# the rewrites the host asks the model for (hushprompt.engine.CONTEXTUAL_LABELS) and ages
FOCUS_LABELS = frozenset({"OCCUPATION", "HEALTH", "NRP", "AGE"})
# bf16 autocast only where the CPU computes bf16 natively (AMX or AVX-512 BF16): emulated
# bf16 on an AVX2-only CPU made a training step about 15x slower than fp32.
FAST_BF16 = torch.cpu._is_amx_tile_supported() or torch.cpu._is_avx512_bf16_supported()


def read_jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def train_tokenizer(pairs: list[dict], vocab_size: int) -> Tokenizer:
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=list(SPECIAL_TOKENS),
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
                                  show_progress=False)
    tok.train_from_iterator((t for p in pairs for t in (p["src"], p["tgt"])), trainer)
    return tok


def encode_pairs(tok: Tokenizer, pairs: list[dict]) -> list[tuple[list[int], list[int]]]:
    eos = tok.token_to_id(EOS)
    rows = []
    for p in tqdm(pairs, desc="tokenize"):
        src = tok.encode(p["src"]).ids[:MAX_SOURCE_TOKENS] + [eos]
        tgt = tok.encode(p["tgt"]).ids[:MAX_TARGET_TOKENS - 1] + [eos]
        rows.append((src, tgt))
    return rows


def collate(rows: list, pad: int, bos: int) -> tuple[torch.Tensor, ...]:
    sw = max(len(s) for s, _ in rows)
    tw = max(len(t) for _, t in rows)
    src = torch.full((len(rows), sw), pad, dtype=torch.long)
    dec_in = torch.full((len(rows), tw), pad, dtype=torch.long)
    labels = torch.full((len(rows), tw), -100, dtype=torch.long)
    for i, (s, t) in enumerate(rows):
        src[i, :len(s)] = torch.tensor(s)
        dec_in[i, :len(t)] = torch.tensor([bos] + t[:-1])
        labels[i, :len(t)] = torch.tensor(t)
    return src, (src != pad).long(), dec_in, labels


@torch.no_grad()
def greedy(model: Seq2Seq, tok: Tokenizer, sources: list[str], batch: int = 64) -> list[str]:
    """Greedy decoding with the same cache interface the ONNX graphs use."""
    model.eval()
    pad, bos, eos = (tok.token_to_id(t) for t in (PAD, BOS, EOS))
    out: list[str] = []
    for i in range(0, len(sources), batch):
        chunk = [tok.encode(s).ids[:MAX_SOURCE_TOKENS] + [eos] for s in sources[i:i + batch]]
        src, mask, _, _ = collate([(s, [eos]) for s in chunk], pad, bos)
        cross_k, cross_v = model.encode(src, mask)
        past_k = past_v = model.empty_past(len(chunk))
        token = torch.full((len(chunk), 1), bos, dtype=torch.long)
        generated = []
        for _ in range(MAX_TARGET_TOKENS):
            logits, past_k, past_v = model.decode(token, past_k.shape[3], past_k, past_v,
                                                  cross_k, cross_v, mask)
            token = logits[:, -1].argmax(-1, keepdim=True)
            generated.append(token)
            if (torch.cat(generated, 1) == eos).any(1).all():
                break
        for row in torch.cat(generated, 1).tolist():
            row = row[:row.index(eos)] if eos in row else row
            out.append(tok.decode(row).strip())
    model.train()
    return out


def evaluate(model: Seq2Seq, tok: Tokenizer, pairs: list[dict]) -> dict:
    preds = greedy(model, tok, [p["src"] for p in pairs])
    report: dict = {}
    rewrite = [(p, y) for p, y in zip(pairs, preds, strict=True) if p["task"] == "rewrite"]
    by_label: dict[str, list] = {}
    for p, y in rewrite:
        by_label.setdefault(p["label"], []).append((p, y))
    for label, items in sorted(by_label.items()):
        original = [p["src"].split(" <span> ", 1)[1].split(" <ctx> ", 1)[0] for p, _ in items]
        report[f"rewrite_{label}"] = {
            "n": len(items),
            "non_empty_and_differs": round(sum(
                bool(y) and y.casefold() != o.casefold() and y.casefold() not in o.casefold()
                for (_, y), o in zip(items, original, strict=True)) / len(items), 4),
            "equals_teacher": round(sum(y == p["tgt"] for p, y in items) / len(items), 4),
        }
    tp = fp = fn = 0
    for p, y in zip(pairs, preds, strict=True):
        if p["task"] != "find":
            continue
        gold = {x.strip() for x in p["tgt"].split(";") if x.strip() != "none"}
        pred = {x.strip() for x in y.split(";") if x.strip() and x.strip() != "none"}
        tp, fp, fn = tp + len(gold & pred), fp + len(pred - gold), fn + len(gold - pred)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    report["find"] = {"precision": round(precision, 4), "recall": round(recall, 4),
                      "f1": round(2 * precision * recall / (precision + recall), 4)
                      if precision + recall else 0.0, "support": tp + fn}
    return report


def export(model: Seq2Seq, out: Path) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    model.eval()
    c = model.config
    src = torch.ones((2, 7), dtype=torch.long)
    mask = torch.ones((2, 7), dtype=torch.long)
    enc_path, dec_path = out / "encoder.fp32.onnx", out / "decoder.fp32.onnx"
    torch.onnx.export(
        EncoderGraph(model), (src, mask), str(enc_path), dynamo=False, opset_version=17,
        input_names=["input_ids", "attention_mask"], output_names=["cross_k", "cross_v"],
        dynamic_axes={"input_ids": {0: "batch", 1: "src"}, "attention_mask": {0: "batch", 1: "src"},
                      "cross_k": {1: "batch", 3: "src"}, "cross_v": {1: "batch", 3: "src"}})
    cross_k, cross_v = model.encode(src, mask)
    past = torch.zeros((c.decoder_layers, 2, c.heads, 3, c.d_model // c.heads))
    torch.onnx.export(
        DecoderGraph(model), (torch.ones((2, 1), dtype=torch.long), past, past, cross_k, cross_v,
                              mask),
        str(dec_path), dynamo=False, opset_version=17,
        input_names=["token_ids", "past_k", "past_v", "cross_k", "cross_v", "attention_mask"],
        output_names=["logits", "new_k", "new_v"],
        dynamic_axes={"token_ids": {0: "batch"}, "past_k": {1: "batch", 3: "past"},
                      "past_v": {1: "batch", 3: "past"}, "cross_k": {1: "batch", 3: "src"},
                      "cross_v": {1: "batch", 3: "src"}, "attention_mask": {0: "batch", 1: "src"},
                      "logits": {0: "batch"}, "new_k": {1: "batch", 3: "total"},
                      "new_v": {1: "batch", 3: "total"}})
    for path in (enc_path, dec_path):
        quantize_dynamic(str(path), str(path).replace(".fp32.", ".int8."),
                         weight_type=QuantType.QInt8)
        path.unlink()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=Path("models/_work/data"))
    ap.add_argument("--out", type=Path, default=Path("models/seq2seq"))
    ap.add_argument("--minutes", type=float, default=20.0)
    ap.add_argument("--batch", type=int, default=48)
    ap.add_argument("--vocab", type=int, default=8000)
    ap.add_argument("--threads", type=int, default=0, help="0: all cores")
    ap.add_argument("--eval-n", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--resume", action="store_true",
                    help="continue from --checkpoint with the tokenizer saved in --out")
    ap.add_argument("--checkpoint", type=Path, default=Path("models/_work/seq2seq.pt"))
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--focus", action="store_true",
                    help="train on what the host runs: every find pair and every rewrite of an "
                         "occupation, condition, group or age, and a quarter of the others")
    ap.add_argument("--version", default=VERSION)
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    train = read_jsonl(args.data / "s2s_train.jsonl")
    if args.focus:
        train = [p for p in train if p["task"] == "find" or p.get("label") in FOCUS_LABELS
                 or rng.random() < 0.25]
    heldout = read_jsonl(args.data / "s2s_heldout.jsonl")
    rng.shuffle(heldout)
    heldout = heldout[:args.eval_n]
    if args.resume:
        tok = Tokenizer.from_file(str(args.out / "tokenizer.json"))
    else:
        tok = train_tokenizer(train, args.vocab)
    pad, bos = tok.token_to_id(PAD), tok.token_to_id(BOS)
    rows = encode_pairs(tok, train)
    config = Seq2SeqConfig(vocab_size=tok.get_vocab_size())
    model = Seq2Seq(config)
    if args.resume:
        model.load_state_dict(torch.load(args.checkpoint)["state"])
    n_params = sum(p.numel() for p in model.parameters())
    print(f"parameters: {n_params}", flush=True)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    warmup = 50 if args.resume else 300
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / warmup))
    loss_fn = nn.CrossEntropyLoss(ignore_index=-100, label_smoothing=0.05)
    deadline = time.monotonic() + args.minutes * 60
    started, step, tokens = time.monotonic(), 0, 0
    bar = tqdm(desc="train seq2seq")
    # length-bucketed batches: less padding, faster steps on CPU
    order = sorted(range(len(rows)), key=lambda i: len(rows[i][0]))
    buckets = [order[i:i + args.batch] for i in range(0, len(order), args.batch)]
    while time.monotonic() < deadline:
        rng.shuffle(buckets)
        for bucket in buckets:
            src, mask, dec_in, labels = collate([rows[i] for i in bucket], pad, bos)
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=FAST_BF16):
                logits = model(src, mask, dec_in)
            loss = loss_fn(logits.float().reshape(-1, logits.shape[-1]), labels.reshape(-1))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            step += 1
            tokens += int(mask.sum()) + int((labels != -100).sum())
            bar.update(1)
            bar.set_postfix(loss=f"{loss.item():.3f}")
            if time.monotonic() > deadline:
                break
    bar.close()
    seconds = time.monotonic() - started
    report = {"parameters": n_params, "config": config.to_dict(), "steps": step,
              "batch": args.batch, "train_pairs": len(rows), "train_seconds": round(seconds, 1),
              "tokens_per_second": round(tokens / seconds), "threads": torch.get_num_threads(),
              "heldout": evaluate(model, tok, heldout)}
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "metrics.json").write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report["heldout"], indent=1))
    tok.save(str(args.out / "tokenizer.json"))
    args.checkpoint.parent.mkdir(parents=True, exist_ok=True)
    torch.save({"config": config.to_dict(), "state": model.state_dict()}, args.checkpoint)
    export(model, args.out)
    from hushprompt.models.runtime import write_manifest

    write_manifest(args.out, "hushprompt-seq2seq", args.version,
                   ["encoder.int8.onnx", "decoder.int8.onnx", "tokenizer.json"],
                   parameters=n_params)


if __name__ == "__main__":
    main()
