"""Finding a conversation's known originals again: whole words, longest first, case kept."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hushprompt.term_search import find_terms

DATA = Path(__file__).resolve().parent / "data"


def found(text: str, terms: list[str]) -> list[str]:
    return [text[s:e] for s, e in find_terms(text, terms)]


def test_whole_words_only_and_the_longest_name_wins() -> None:
    text = "Ana Lucia wrote to Ana, not to Anastasia; ANA's bag (Ana) and _Ana stay."
    assert found(text, ["Ana", "Ana Lucia", "ANA"]) == ["Ana Lucia", "Ana", "ANA", "Ana"]
    assert found("priya and Priya", ["Priya"]) == ["Priya"]
    assert found("no names here", ["Priya", "", "  "]) == []


CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def test_same_matches_as_the_regex_alternation_it_replaced() -> None:
    """Every annotated string of the held-out prompts, searched in its own prompt. (Strings in
    Chinese, Japanese or Korean script end where the regex's \\w would not let them: see
    test_detect_rules_session16.py.)"""
    checked = 0
    for path in sorted(DATA.glob("prompts_holdout*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            terms = {a["text"].strip() for a in record["direct"] + record["quasi"]
                     if not CJK.search(a["text"])} - {""}
            if not terms:
                continue
            terms |= {t.upper() for t in terms}
            ordered = sorted(terms, key=lambda t: (-len(t), t))
            regex = re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, ordered))})(?!\w)")
            expected = [m.span() for m in regex.finditer(record["text"])]
            assert find_terms(record["text"], terms) == expected, record["id"]
            checked += bool(expected)
    assert checked > 500
