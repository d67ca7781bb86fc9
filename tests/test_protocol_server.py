"""The server loop and engine thread in-process, with a scripted engine (no models, no vault).

These cover what the real engine cannot be made to do on demand: a failing load, an exception
inside a handler, an engine answer whose offsets do not rebuild its text.
"""

from __future__ import annotations

import io
import json
import struct
from dataclasses import dataclass, field

from hushprompt.errors import ErrorCode, HushPromptError
from hushprompt.protocol.engine_worker import EngineWorker
from hushprompt.protocol.framing import FrameReader, FrameWriter
from hushprompt.protocol.server import Server, browser_kind
from hushprompt.types import Label


@dataclass
class Span:
    start: int
    end: int
    original: str
    replacement: str
    label: Label = Label.PERSON
    source: str = "fake"
    score: float = 0.9


@dataclass
class Result:
    text: str
    replacements: list[Span] = field(default_factory=list)
    degraded: list[str] = field(default_factory=list)

    @property
    def restored(self) -> list[Span]:
        return self.replacements


class FakeEngine:
    """Swaps one name both ways; `mode` makes it misbehave in one chosen way."""

    def __init__(self, mode: str = "") -> None:
        self.mode = mode

    def _swap(self, text: str, old: str, new: str) -> Result:
        start = text.find(old)
        if start < 0:
            return Result(text)
        end = start + len(old)
        shift = 1 if self.mode == "bad-offsets" else 0
        span = Span(start + shift, end + shift, old, new)
        if old == "Laura":  # restore spans carry (replacement=stand-in, original=real)
            span = Span(start, end, original="Priya", replacement="Laura")
        return Result(text[:start] + new + text[end:], [span])

    def anonymize(self, text, conversation, *, policy, site, preview):
        if self.mode == "crash":
            raise RuntimeError(f"library failed on {text}")  # message quotes user text
        return self._swap(text, "Priya", "Laura")

    def restore(self, text, conversation):
        return self._swap(text, "Laura", "Priya")

    def forget(self, conversation):
        return 2

    def link(self, source, target):
        return 3

    def status(self):
        return {"version": "t", "providers": ["CPUExecutionProvider"], "models": {},
                "degraded": []}


def frames(*messages: object) -> bytes:
    out = b""
    for message in messages:
        payload = json.dumps(message).encode()
        out += struct.pack("<I", len(payload)) + payload
    return out


def run(data: bytes, factory) -> list[dict]:
    out = io.BytesIO()
    writer = FrameWriter(out)
    worker = EngineWorker(writer, factory)
    worker.start()
    Server(FrameReader(io.BytesIO(data)), writer, worker, max_text_units=1000).serve()
    assert worker.finish(timeout=30)
    raw, responses = out.getvalue(), []
    while raw:
        (length,) = struct.unpack("<I", raw[:4])
        responses.append(json.loads(raw[4 : 4 + length]))
        raw = raw[4 + length :]
    return responses


def by_id(responses: list[dict]) -> dict:
    return {r["id"]: r for r in responses}


def test_offsets_are_converted_to_utf16_for_anonymize_and_restore():
    text = "👩🏽‍⚕️ ask Priya"
    responses = by_id(run(frames(
        {"id": 1, "type": "anonymize", "text": text, "conversation": "c"},
        {"id": 2, "type": "restore", "text": "🎉 Laura!", "conversation": "c"},
        {"id": 3, "type": "forget", "all": True},
        {"id": 4, "type": "link", "from": "t", "conversation": "c"},
    ), FakeEngine))
    replacement = responses[1]["replacements"][0]
    units = text.encode("utf-16-le")
    assert units[2 * replacement["start"] : 2 * replacement["end"]].decode("utf-16-le") == "Priya"
    assert responses[1]["text"] == "👩🏽‍⚕️ ask Laura"
    assert responses[2]["restored"] == [
        {"start": 3, "end": 8, "replacement": "Laura", "original": "Priya"}
    ]
    assert responses[3] == {"id": 3, "ok": True, "forgotten": 2}
    assert responses[4] == {"id": 4, "ok": True, "linked": 3}


def test_handler_exception_is_internal_error_without_its_message_and_host_goes_on(caplog):
    responses = by_id(run(frames(
        {"id": 1, "type": "anonymize", "text": "Priya secret", "conversation": "c"},
        {"id": 2, "type": "restore", "text": "Laura", "conversation": "c"},
    ), lambda: FakeEngine("crash")))
    assert responses[1]["error"]["code"] == ErrorCode.INTERNAL
    assert "Priya" not in json.dumps(responses[1])
    assert responses[2]["text"] == "Priya"
    assert "RuntimeError" in caplog.text and "Priya" not in caplog.text


def test_inconsistent_engine_offsets_fail_closed():
    responses = run(frames({"id": 1, "type": "anonymize", "text": "hi Priya", "conversation": "c"}),
                    lambda: FakeEngine("bad-offsets"))
    assert responses[0]["ok"] is False and responses[0]["error"]["code"] == "internal"


def test_failed_engine_load_is_reported_once_then_retried():
    attempts = []

    def factory():
        attempts.append(1)
        if len(attempts) == 1:
            raise HushPromptError(ErrorCode.VAULT_CORRUPT, "vault was corrupt and moved aside")
        return FakeEngine()

    responses = by_id(run(frames(
        {"id": 1, "type": "restore", "text": "Laura", "conversation": "c"},
        {"id": 2, "type": "restore", "text": "Laura", "conversation": "c"},
    ), factory))
    assert responses[1]["error"]["code"] == "vault_corrupt"
    assert responses[2]["ok"] and responses[2]["text"] == "Priya"


def test_ping_reports_a_failed_engine():
    def factory():
        raise ImportError("no module")

    out = io.BytesIO()
    worker = EngineWorker(FrameWriter(out), factory)
    worker.start()
    assert worker.finish(timeout=30)
    status = worker.status()
    assert status["degraded"] == ["engine"] and status["engine_error"]["code"] == "model_error"


def test_browser_kind_from_argv():
    assert browser_kind(["chrome-extension://abc/"]) == "chromium"
    assert browser_kind(["/home/u/.mozilla/native-messaging-hosts/x.json", "a@b"]) == "firefox"
    assert browser_kind([]) == "none"
