"""The NER's training data never contains the prompts that measure it.

`models/data/real_prompts.py` feeds hand-written prompts to the NER's training. The held-out
prompts that report the model's quality on unseen text (`MEASURING`) must never
be among them, or the README's "untouched" figures would flatter the model.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"


def load_real_prompts():  # noqa: ANN201
    spec = importlib.util.spec_from_file_location(
        "real_prompts", ROOT / "models" / "data" / "real_prompts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# the held-out files no model was trained on: they give the README's figures on unseen prompts
# (7-12 measured earlier models, then joined the training of the NER's 0.4.0; 13-15 measured
# 0.4.0, then joined the training of 0.5.0; 16 chose 0.5.0; 16-18 measured 0.5.0, were read to
# tune the rules, then joined the training of 0.6.0; 19, read in session 14, chose 0.6.0; 19
# and 20, both read, joined the training of 0.7.0; 21 and 24, read in sessions 16 and 17, joined
# the training of 0.8.0; 26, of which only the totals were seen, chose it; 22, 23, 25 and 27
# are unread)
MEASURING = ("prompts_holdout22.jsonl", "prompts_holdout23.jsonl", "prompts_holdout25.jsonl",
             "prompts_holdout26.jsonl", "prompts_holdout27.jsonl")
MEASURING_SIZES = dict.fromkeys(MEASURING, 48)


def records(*names: str) -> list[dict]:
    out = []
    for name in names:
        with open(DATA / name, encoding="utf-8") as fh:
            out.extend(json.loads(line) for line in fh if line.strip())
    return out


def texts(path: Path) -> set[str]:
    with open(path, encoding="utf-8") as fh:
        return {json.loads(line)["text"] for line in fh if line.strip()}


def test_training_prompts_exclude_every_measuring_prompt() -> None:
    trained = {ex["text"] for ex in load_real_prompts().examples()}
    measuring = set().union(*(texts(DATA / name) for name in MEASURING))
    assert len(measuring) == sum(MEASURING_SIZES.values())
    assert not trained & measuring
    # and the prompts already read to tune the rules are used, as are those written for training
    assert texts(DATA / "prompts_holdout6.jsonl") <= trained
    assert texts(DATA / "prompts_holdout12.jsonl") <= trained
    assert texts(DATA / "prompts_holdout15.jsonl") <= trained
    assert texts(DATA / "prompts_holdout18.jsonl") <= trained
    assert texts(DATA / "prompts_holdout20.jsonl") <= trained
    assert texts(DATA / "prompts_holdout21.jsonl") <= trained
    assert texts(DATA / "prompts_holdout24.jsonl") <= trained
    assert texts(DATA / "prompts" / "medical.jsonl") <= trained
    written_for_training = ROOT / "models" / "data" / "handwritten"
    for path in sorted(written_for_training.glob("*.jsonl")):
        assert texts(path) <= trained


def test_prompts_written_for_training_share_no_text_with_a_measuring_prompt() -> None:
    """A writer who had seen a held-out prompt could have copied it; no text may recur."""
    # a long line that carries a private string (a generic log line may recur by chance)
    measuring_lines = {line.strip() for record in records(*MEASURING)
                       for line in record["text"].splitlines() if len(line.strip()) > 40
                       and any(a["text"] in line for a in record["direct"] + record["quasi"])}
    written_for_training = ROOT / "models" / "data" / "handwritten"
    paths = sorted(written_for_training.glob("*.jsonl"))
    assert paths
    for path in paths:
        for text in texts(path):
            assert not {line.strip() for line in text.splitlines()} & measuring_lines


def test_annotated_strings_become_spans_with_the_models_labels() -> None:
    module = load_real_prompts()
    record = {"text": "Ping jdoe or Ana Ruiz (ana@x.io), 34 yr old nurse; Ana says hi.",
              "direct": [{"text": "Ana", "label": "PERSON"},
                         {"text": "Ana Ruiz", "label": "PERSON"},
                         {"text": "jdoe", "label": "USERNAME"},
                         {"text": "ana@x.io", "label": "EMAIL"}],
              "quasi": [{"text": "34 yr old", "label": "AGE"},
                        {"text": "nurse", "label": "OCCUPATION"}]}
    example = module.to_example(record)
    found = [(record["text"][s:e], label) for s, e, label, _ in example["spans"]]
    # the longer name wins its overlap, the later "Ana" is found on its own, and the user name
    # is left to the rules (IGNORE)
    assert found == [("jdoe", "IGNORE"), ("Ana Ruiz", "PERSON"), ("ana@x.io", "EMAIL"),
                     ("34 yr old", "AGE"), ("nurse", "OCCUPATION"), ("Ana", "PERSON")]
