"""The NER's training data never contains the prompts that measure it.

`models/data/real_prompts.py` feeds hand-written benchmark prompts to the NER's training. The
held-out prompts that report the model's quality on unseen text (the even ids of held-out files 3
and 4, the development half of file 3, and held-out files 5 and 6) must never be among them, or
the README's "untouched" figures would flatter the model.
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


def texts(path: Path, keep=lambda prompt_id: True) -> set[str]:  # noqa: ANN001
    with open(path, encoding="utf-8") as fh:
        records = [json.loads(line) for line in fh]
    return {r["text"] for r in records if keep(r["id"])}


def is_even(prompt_id: str) -> bool:
    return int(prompt_id.rsplit("-", 1)[1]) % 2 == 0


def test_training_prompts_exclude_every_measuring_prompt() -> None:
    trained = {ex["text"] for ex in load_real_prompts().examples()}
    measuring = (texts(DATA / "prompts_holdout3.jsonl")
                 | texts(DATA / "prompts_holdout4.jsonl", is_even)
                 | texts(DATA / "prompts_holdout5.jsonl")
                 | texts(DATA / "prompts_holdout6.jsonl")
                 | texts(DATA / "prompts_holdout7.jsonl")
                 | texts(DATA / "prompts_holdout8.jsonl"))
    assert len(measuring) == 72 + 36 + 60 + 72 + 72 + 72
    assert not trained & measuring
    # and the tuned prompts are used: the hand-written corpus and the odd half of file 4
    assert texts(DATA / "prompts_holdout4.jsonl", lambda i: not is_even(i)) <= trained
    assert texts(DATA / "prompts" / "medical.jsonl") <= trained


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
