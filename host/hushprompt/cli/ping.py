"""Start a registered host the way a browser does and ask it `ping`, with a deadline.

Used by `hushprompt doctor`. The request carries no user text, so the host's stderr may be shown.
"""

from __future__ import annotations

import json
import queue
import struct
import subprocess
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from hushprompt import ids

HEADER = struct.Struct("<I")
MAX_REPLY_BYTES = 1_048_576
LOADING_POLL_SECONDS = 0.5
STDERR_TAIL_LINES = 5


@dataclass
class PingOutcome:
    reply: dict[str, object] | None = None
    error: str | None = None
    seconds: float = 0.0  # start of the process to the first reply
    ready_seconds: float | None = None  # start of the process to a reply that is not loading
    still_loading: bool = False  # the last reply still said models were loading
    stderr_tail: list[str] = field(default_factory=list)


def is_loading(reply: dict[str, object]) -> bool:
    """True when the host answered but is still loading models (it answers ping meanwhile)."""
    if reply.get("loading") is True or reply.get("status") == "loading":
        return True
    models = reply.get("models")
    if isinstance(models, dict):
        for info in models.values():
            state = info.get("status", info.get("state")) if isinstance(info, dict) else info
            if state == "loading":
                return True
    return False


class _FrameReaderThread(threading.Thread):
    """Reads reply frames on a thread, so the caller can wait with a timeout on any platform."""

    def __init__(self, stream: BinaryIO) -> None:
        super().__init__(daemon=True)
        self.stream = stream
        self.replies: queue.Queue[dict[str, object] | str] = queue.Queue()

    def run(self) -> None:
        try:
            while True:
                header = self.stream.read(HEADER.size)
                if len(header) < HEADER.size:
                    self.replies.put("the host closed its output without answering")
                    return
                (length,) = HEADER.unpack(header)
                if length > MAX_REPLY_BYTES:
                    self.replies.put(f"the host sent a {length}-byte frame (limit 1 MiB)")
                    return
                payload = self.stream.read(length)
                try:
                    reply = json.loads(payload.decode("utf-8"))
                except ValueError:
                    self.replies.put("the host sent a frame that is not UTF-8 JSON")
                    return
                if not isinstance(reply, dict):
                    self.replies.put("the host sent a frame that is not a JSON object")
                    return
                self.replies.put(reply)
        except (OSError, ValueError) as exc:
            self.replies.put(f"reading the host failed: {exc.__class__.__name__}")


def _frame(message: dict[str, object]) -> bytes:
    payload = json.dumps(message).encode("utf-8")
    return HEADER.pack(len(payload)) + payload


def ping_host(launcher: Path, timeout: float = 30.0, wait_for_models: bool = True) -> PingOutcome:
    """Spawn `launcher` as Chromium would and ping it until it answers (and has loaded models)."""
    outcome = PingOutcome()
    started = time.monotonic()
    try:
        process = subprocess.Popen(
            [str(launcher), f"chrome-extension://{ids.CHROME_EXTENSION_ID}/"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=str(launcher.parent),
        )
    except OSError as exc:
        outcome.error = f"could not start the host: {exc.strerror or exc.__class__.__name__}"
        return outcome
    assert process.stdin is not None and process.stdout is not None and process.stderr
    reader = _FrameReaderThread(process.stdout)
    reader.start()
    tail: deque[str] = deque(maxlen=STDERR_TAIL_LINES)
    stderr_thread = threading.Thread(target=_drain_stderr, args=(process.stderr, tail), daemon=True)
    stderr_thread.start()
    deadline = started + timeout
    attempt = 0
    try:
        while True:
            attempt += 1
            request_id = f"doctor-{attempt}"
            process.stdin.write(_frame({"id": request_id, "type": "ping"}))
            process.stdin.flush()
            reply = _await_reply(reader, request_id, deadline)
            if isinstance(reply, str):
                outcome.error = reply
                break
            if outcome.reply is None:
                outcome.seconds = time.monotonic() - started
            outcome.reply = reply
            outcome.still_loading = is_loading(reply)
            if not outcome.still_loading:
                outcome.ready_seconds = time.monotonic() - started
            if not (wait_for_models and outcome.still_loading) or time.monotonic() >= deadline:
                break
            time.sleep(LOADING_POLL_SECONDS)
    except (BrokenPipeError, OSError):
        outcome.error = "the host exited before answering"
    finally:
        _stop(process)
        stderr_thread.join(timeout=2)
        outcome.stderr_tail = list(tail)
    return outcome


def _await_reply(
    reader: _FrameReaderThread, request_id: str, deadline: float
) -> dict[str, object] | str:
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return "no answer before the time limit"
        try:
            reply = reader.replies.get(timeout=remaining)
        except queue.Empty:
            return "no answer before the time limit"
        if isinstance(reply, str) or reply.get("id") == request_id:
            return reply


def _drain_stderr(stream: BinaryIO, tail: deque[str]) -> None:
    """Keep the last lines of the host's stderr (a full pipe would block the host)."""
    for line in stream:
        tail.append(line.decode("utf-8", "replace").rstrip())


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Close the host's input (it exits at end of input); kill it if it does not."""
    try:
        if process.stdin is not None:
            process.stdin.close()
    except OSError:
        pass
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
