"""The host's side of the spaCy worker process (`spacy_worker`): start it, ask it, stop it."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import subprocess
import sys
import threading
import weakref
from pathlib import Path
from typing import IO, Any

from hushprompt.models.handoff import leaving_python
from hushprompt.models.spacy_pipeline import ModelUnavailable

_log = logging.getLogger(__name__)
# Loading takes ~1 s on two cores; a machine that needs a minute is broken, not slow.
READY_TIMEOUT_SECONDS = 60.0
# The longest prompt the host accepts takes spaCy a few seconds.
ANSWER_TIMEOUT_SECONDS = 30.0
Entities = list[tuple[int, int, str]]


class SpacyWorkerFailed(RuntimeError):
    """The worker died, hung or answered out of protocol (message never contains user text)."""


def _worker_command() -> list[str]:
    return [sys.executable, "-m", "hushprompt.models.spacy_worker"]


def _worker_env() -> dict[str, str]:
    """The host's environment, with this package first on the path: the worker must import
    the same hushprompt as the host, however the host was started."""
    package_root = str(Path(__file__).resolve().parents[2])
    path = os.environ.get("PYTHONPATH", "")
    return dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in (package_root, path) if p))


def _read_lines(stream: IO[bytes], lines: queue.Queue[bytes | None]) -> None:
    """Hands the worker's lines to the host; None when the worker's output ends."""
    try:
        for line in stream:
            lines.put(line)
    except (OSError, ValueError):
        pass
    lines.put(None)


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.stdin is not None:
        with contextlib.suppress(OSError):
            process.stdin.close()
    try:
        process.wait(timeout=2)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class SpacyProcess:
    """A running spaCy worker. Start it early (`start`): it loads while the host loads.

    Thread-safe: one request at a time. After any failure the worker is stopped and every
    later call raises SpacyWorkerFailed; the detection pipeline then reports spaCy degraded.
    """

    def __init__(self, command: list[str] | None = None) -> None:
        self._process = subprocess.Popen(
            command or _worker_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,  # the worker has nothing to log; see spacy_worker
            env=_worker_env(),
        )
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        assert self._process.stdout is not None
        threading.Thread(target=_read_lines, args=(self._process.stdout, self._lines),
                         name="hushprompt-spacy-reader", daemon=True).start()
        self._lock = threading.Lock()
        self._info: dict[str, str] | None = None
        self._failed = False
        # the worker exits when its input closes: when this object goes, or the host does
        self._finalizer = weakref.finalize(self, _stop, self._process)

    @classmethod
    def start(cls) -> SpacyProcess:
        """The worker `start_early` started in this process, else a new one."""
        global _started_early
        with _early_lock:
            early, _started_early = _started_early, None
        return early if early is not None else cls()

    @property
    def pid(self) -> int:
        return self._process.pid

    def wait_ready(self, timeout: float = READY_TIMEOUT_SECONDS) -> dict[str, str]:
        """What the worker loaded (for `ping`); ModelUnavailable if it could not load spaCy."""
        with self._lock:
            if self._info is None:
                try:
                    message = self._receive(timeout)
                except SpacyWorkerFailed as exc:
                    raise ModelUnavailable("spaCy worker did not start") from exc
                info = message.get("ready")
                if not isinstance(info, dict):
                    self._fail()
                    raise ModelUnavailable(f"spaCy worker failed: {message.get('failed')!s:.40}")
                self._info = {str(k): str(v) for k, v in info.items()}
            return dict(self._info)

    def entities(self, texts: list[str]) -> list[Entities]:
        """spaCy's entities of each text."""
        self.wait_ready()
        with self._lock:
            if self._failed:
                raise SpacyWorkerFailed("spaCy worker stopped after an earlier failure")
            try:
                assert self._process.stdin is not None
                self._process.stdin.write(json.dumps({"texts": texts}).encode("utf-8") + b"\n")
                self._process.stdin.flush()
                leaving_python()  # the worker reads now (models/handoff.py)
            except OSError as exc:
                self._fail()
                raise SpacyWorkerFailed("spaCy worker closed its input") from exc
            message = self._receive(ANSWER_TIMEOUT_SECONDS)
            found = message.get("entities")
            if not _well_formed(found, texts):
                self._fail()
                raise SpacyWorkerFailed(f"spaCy worker answered {message.get('error')!s:.40}")
            return [[(start, end, label) for start, end, label in spans] for spans in found]

    def close(self) -> None:
        self._finalizer()

    def _receive(self, timeout: float) -> dict[str, Any]:
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            self._fail()
            raise SpacyWorkerFailed("spaCy worker did not answer in time") from None
        if line is None:
            self._fail()
            raise SpacyWorkerFailed("spaCy worker exited")
        try:
            message = json.loads(line)
        except ValueError:
            message = None
        if not isinstance(message, dict):
            self._fail()
            raise SpacyWorkerFailed("spaCy worker answered out of protocol")
        return message

    def _fail(self) -> None:
        if not self._failed:
            self._failed = True
            _log.warning("spaCy worker stopped (exit code %s)", self._process.poll())
            self._finalizer()


_early_lock = threading.Lock()
_started_early: SpacyProcess | None = None


def start_early() -> None:
    """Start the worker now; the next `SpacyProcess.start()` (Engine.create's) takes it.

    The worker is the longer of the two loads at cold start (spaCy's import and model), so the
    host's entry point calls this first, before the host imports and loads its own modules
    (~0.06 s earlier than from Engine.create). A worker that cannot be started here is left to
    Engine.create, which tries again and reports it as before.
    """
    global _started_early
    with _early_lock:
        if _started_early is None:
            with contextlib.suppress(OSError):
                _started_early = SpacyProcess()


def _well_formed(found: object, texts: list[str]) -> bool:
    if not isinstance(found, list) or len(found) != len(texts):
        return False
    for spans, text in zip(found, texts, strict=True):
        if not isinstance(spans, list):
            return False
        for span in spans:
            if not (isinstance(span, list) and len(span) == 3
                    and isinstance(span[0], int) and isinstance(span[1], int)
                    and isinstance(span[2], str) and 0 <= span[0] < span[1] <= len(text)):
                return False
    return True
