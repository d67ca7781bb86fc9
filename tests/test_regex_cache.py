"""The rules' compiled patterns kept between runs: the same patterns as `re.compile`, and a file
that is missing, damaged or from another engine changes nothing but the start-up time."""

from __future__ import annotations

import marshal
import re
import sys
from pathlib import Path

import pytest
from hushprompt import regex_cache

PATTERNS = [
    (r"(?i)\b(?:exp(?:iry)?)[=:]?\s*(?P<v>(?:0[1-9]|1[0-2])/\d{2})(?![\w/])", 0),
    (r"(?P<user>[\w.]+)@(?P<host>[\w.-]+)", re.IGNORECASE),
    (r"[^\W\d_]+", 0),
    ("[\ud800-\udfff]", 0),  # lone surrogates: the protocol checks for them
    (r"(?m)^[ \t]*(?:Herr|Frau)\s+(\w+)$", re.UNICODE),
]


@pytest.fixture
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The module as in a new process, with its file in tmp_path."""
    cache_file = tmp_path / "__pycache__" / "rule_patterns.marshal"
    monkeypatch.setattr(regex_cache, "CACHE_FILE", cache_file)
    monkeypatch.setattr(regex_cache, "_stored", None)
    monkeypatch.setattr(regex_cache, "_used", {})
    monkeypatch.setattr(regex_cache, "_state",
                        {"missed": False, "checked": False, "usable": regex_cache._sre is not None})
    return cache_file


def new_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(regex_cache, "_stored", None)
    monkeypatch.setattr(regex_cache, "_used", {})
    monkeypatch.setattr(regex_cache, "_state",
                        {"missed": False, "checked": False, "usable": regex_cache._sre is not None})


def test_kept_patterns_are_the_patterns_re_compiles(fresh_cache, monkeypatch) -> None:
    first = [regex_cache.compile_rule(p, f) for p, f in PATTERNS]
    assert first == [re.compile(p, f) for p, f in PATTERNS]
    assert regex_cache.save(force=True) and fresh_cache.is_file()
    new_process(monkeypatch)
    second = [regex_cache.compile_rule(p, f) for p, f in PATTERNS]
    assert second == [re.compile(p, f) for p, f in PATTERNS]
    assert regex_cache._state["missed"] is False  # all came from the file
    match = second[1].search("Write to Maria.Gonzalez@Example.org today")
    assert match is not None and match.group("host") == "Example.org"
    assert second[0].search("exp=09/27").group("v") == "09/27"


def test_every_pattern_the_host_keeps_is_the_one_re_compiles() -> None:
    from hushprompt.engine import Engine

    Engine.create(use_spacy=False, use_ner=False, use_seq2seq=False)
    kept = dict(regex_cache._used)
    assert len(kept) > 400  # the rules' module-level patterns
    for (pattern, flags), parts in kept.items():
        assert regex_cache._sre.compile(pattern, *parts) == re.compile(pattern, flags), pattern


def test_nothing_is_written_where_python_writes_no_bytecode(fresh_cache, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    regex_cache.compile_rule(*PATTERNS[0])
    assert not regex_cache.save() and not fresh_cache.exists()
    assert regex_cache.save(force=True) and fresh_cache.exists()  # install.sh asks for it


@pytest.mark.parametrize(
    "content",
    [b"", b"not marshal at all", marshal.dumps(["a list"]), marshal.dumps({("x", 0): "junk"})],
)
def test_a_damaged_file_changes_nothing(fresh_cache, monkeypatch, content: bytes) -> None:
    fresh_cache.parent.mkdir(parents=True)
    fresh_cache.write_bytes(content)
    compiled = [regex_cache.compile_rule(p, f) for p, f in PATTERNS]
    assert compiled == [re.compile(p, f) for p, f in PATTERNS]


def test_code_the_engine_refuses_or_disagrees_with_is_not_used(fresh_cache, monkeypatch) -> None:
    pattern, flags = PATTERNS[2]
    parts = regex_cache._parts_of(pattern, flags)
    refused = (parts[0], [999999, 1, 2], *parts[2:])  # not SRE code
    other = regex_cache._parts_of(r"\d+", 0)  # valid code of another pattern
    fresh_cache.parent.mkdir(parents=True)
    fresh_cache.write_bytes(marshal.dumps({(pattern, flags): refused, (r"[a-z]", 0): other}))
    assert regex_cache.compile_rule(pattern, flags) == re.compile(pattern, flags)
    assert regex_cache.compile_rule(r"[a-z]", 0) == re.compile(r"[a-z]")
    assert regex_cache.compile_rule(r"[a-z]", 0).fullmatch("7") is None  # not the stored \d+
    assert regex_cache._state["usable"] is False  # a disagreeing engine stops the cache
