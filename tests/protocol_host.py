"""Test helper: runs the real `hushprompt-host` console script and speaks frames to it."""

from __future__ import annotations

import itertools
import json
import os
import shutil
import struct
import subprocess
import threading
import time
from pathlib import Path

HEADER = struct.Struct("<I")
CHROMIUM_ARGS = ("chrome-extension://bkfkapiehgmnbkkkeajoindonbidjejb/",)
ENGINE_LOAD_TIMEOUT = 120.0


def host_command() -> list[str]:
    script = shutil.which("hushprompt-host")
    assert script, "the hushprompt-host console script is not installed (pip install -e .)"
    return [script]


def utf16_slice(text: str, start: int, end: int) -> str:
    units = text.encode("utf-16-le")
    return units[2 * start : 2 * end].decode("utf-16-le")


def apply_utf16(text: str, spans: list[dict], field: str) -> str:
    """Apply spans (UTF-16 offsets of `text`) the way the extension does in JavaScript."""
    units = text.encode("utf-16-le")
    out, cursor = b"", 0
    for span in sorted(spans, key=lambda s: s["start"]):
        out += units[2 * cursor : 2 * span["start"]] + span[field].encode("utf-16-le")
        cursor = span["end"]
    return (out + units[2 * cursor :]).decode("utf-16-le")


class Host:
    def __init__(self, home: Path, args: tuple[str, ...] = CHROMIUM_ARGS, **env: str) -> None:
        full_env = {**os.environ, "HUSHPROMPT_HOME": str(home), "HUSHPROMPT_KEYRING": "0", **env}
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            [*host_command(), *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=full_env,
        )
        self._ids = itertools.count(1)
        self._responses: list[dict] = []
        self._cond = threading.Condition()
        self._stderr = bytearray()
        self.raw_frames: list[bytes] = []
        self.frame_error: str | None = None
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    # ---------------------------------------------------------------- reading
    def _read_stdout(self) -> None:
        out = self.proc.stdout
        while True:
            header = out.read(4)
            if len(header) < 4:
                break
            (length,) = HEADER.unpack(header)
            payload = out.read(length)
            with self._cond:
                self.raw_frames.append(header + payload)
                if length > 1_048_576:
                    self.frame_error = "frame over 1 MiB"
                self._responses.append(json.loads(payload.decode("utf-8")))
                self._cond.notify_all()
        with self._cond:
            self._cond.notify_all()

    def _read_stderr(self) -> None:
        for chunk in iter(lambda: self.proc.stderr.read1(4096), b""):
            self._stderr.extend(chunk)

    def wait_response(self, request_id: object, timeout: float = 60.0) -> dict:
        deadline = time.monotonic() + timeout
        with self._cond:
            while True:
                for i, response in enumerate(self._responses):
                    if response.get("id") == request_id and type(response.get("id")) is type(
                        request_id
                    ):
                        return self._responses.pop(i)
                remaining = deadline - time.monotonic()
                assert remaining > 0, f"no response with id {request_id!r} in {timeout} s"
                assert self.proc.poll() is None or self._responses, "host exited"
                self._cond.wait(min(remaining, 0.5))

    # ---------------------------------------------------------------- writing
    def send_raw(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send_frame(self, payload: bytes) -> None:
        self.send_raw(HEADER.pack(len(payload)) + payload)

    def request(self, timeout: float = 60.0, **message: object) -> dict:
        request_id = f"r{next(self._ids)}"
        self.send_frame(json.dumps({"id": request_id, **message}).encode("utf-8"))
        return self.wait_response(request_id, timeout)

    def wait_ready(self, timeout: float = ENGINE_LOAD_TIMEOUT) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            status = self.request(type="ping")
            if not status.get("loading"):
                assert "engine_error" not in status, status
                return status
            assert time.monotonic() < deadline, "engine did not load in time"
            time.sleep(0.1)

    # ---------------------------------------------------------------- ending
    def close(self, timeout: float = 60.0) -> int:
        if not self.proc.stdin.closed:
            self.proc.stdin.close()
        code = self.proc.wait(timeout)
        return code

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    @property
    def stderr(self) -> str:
        return self._stderr.decode("utf-8", "replace")
