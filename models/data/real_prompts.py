"""Hand-written benchmark prompts turned into NER training examples.

The templates teach formats; these prompts, written by people for the benchmark, teach the
phrasing of real requests. Only prompts that were already used to tune the detectors are used:
the hand-written corpus (`tests/data/prompts/`), the first two held-out files, and the odd ids
of held-out file 4. The odd ids of held-out file 3 are kept out as the development set (the
runtime threshold is chosen on them); its even ids, the even ids of file 4 and every later
held-out file are never read here: they measure the model on prompts it never saw.

Annotations name strings, not offsets: every whole-word occurrence of an annotated string is a
span. Kinds the model does not tag (user names, hosts, URLs, dates...) become IGNORE spans, which
training leaves out of the loss.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEST_DATA = ROOT / "tests" / "data"
LABEL_MAP = {
    "PERSON": "PERSON", "ORG": "ORG", "LOCATION": "LOCATION", "ADDRESS": "ADDRESS",
    "POSTCODE": "ADDRESS", "EMAIL": "EMAIL", "PHONE": "PHONE", "ID_NUMBER": "ID_NUMBER",
    "SSN": "ID_NUMBER", "ACCOUNT_NUMBER": "ID_NUMBER", "SECRET": "SECRET",
    "DATE_OF_BIRTH": "DATE_OF_BIRTH", "AGE": "AGE", "OCCUPATION": "OCCUPATION",
    "HEALTH": "HEALTH", "NRP": "NRP",
}


def tuned_sources() -> list[tuple[Path, bool]]:
    """(file, odd ids only) for every benchmark file the detectors were tuned on."""
    corpus = sorted((TEST_DATA / "prompts").glob("*.jsonl"))
    return ([(path, False) for path in corpus]
            + [(TEST_DATA / "prompts_holdout.jsonl", False),
               (TEST_DATA / "prompts_holdout2.jsonl", False),
               (TEST_DATA / "prompts_holdout4.jsonl", True)])


def _is_odd(prompt_id: str) -> bool:
    digits = re.findall(r"\d+", prompt_id)
    return bool(digits) and int(digits[-1]) % 2 == 1


def _occurrences(text: str, needle: str) -> list[tuple[int, int]]:
    found = []
    for m in re.finditer(re.escape(needle), text):
        before = text[m.start() - 1] if m.start() else " "
        after = text[m.end()] if m.end() < len(text) else " "
        if not (before.isalnum() and needle[0].isalnum()) and not (
                after.isalnum() and needle[-1].isalnum()):
            found.append((m.start(), m.end()))
    return found


def to_example(record: dict) -> dict:
    """A benchmark record -> {"text", "spans"}; longer annotations win overlaps."""
    text = record["text"]
    wanted = [(a["text"], LABEL_MAP.get(a["label"], "IGNORE"))
              for a in record.get("direct", []) + record.get("quasi", []) if a["text"]]
    spans: list[list] = []
    for needle, label in sorted(wanted, key=lambda a: -len(a[0])):
        for start, end in _occurrences(text, needle):
            if all(end <= s or start >= e for s, e, _, _ in spans):
                spans.append([start, end, label, {}])
    return {"text": text, "spans": sorted(spans)}


def examples() -> list[dict]:
    out = []
    for path, odd_only in tuned_sources():
        with open(path, encoding="utf-8") as fh:
            for line in fh:
                record = json.loads(line)
                if odd_only and not _is_odd(record["id"]):
                    continue
                out.append(to_example(record))
    return out


def write(path: Path) -> int:
    rows = examples()
    with open(path, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(rows)
