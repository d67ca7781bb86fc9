"""Owns the engine on one thread: loads it at startup, then serves queued requests in order.

Why a thread of its own: loading spaCy and the ONNX models takes seconds, but `ping` must answer at
once (cold start to first answer <= 1.5 s), and the browser's health checks must not wait behind a
long anonymize. SQLite connections belong to the thread that opened them, so the engine (and its
vault) is created and used only on this thread; the main thread reads frames, answers `ping` and
bad input itself, and queues everything else here. Responses carry the request `id`, so they may
overtake each other; requests that reach the engine are served in arrival order.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hushprompt import __version__
from hushprompt.errors import ErrorCode, HushPromptError

from .framing import FrameWriter, ResponseTooLarge
from .messages import AnonymizeRequest, ForgetRequest, LinkRequest, Request, RestoreRequest
from .responses import anonymize_response, error, ok, restore_response

log = logging.getLogger("hushprompt.host")

INTERNAL_ERROR = HushPromptError(ErrorCode.INTERNAL, "internal error; see the host log")
ENGINE_LOAD_ERROR = HushPromptError(ErrorCode.MODEL_ERROR, "the detection engine failed to load")


def describe_exception(exc: BaseException) -> str:
    """Exception type and code location only: messages may quote user text, so never log them."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return type(exc).__name__
    innermost = frames[-1]
    where = f"{Path(innermost.filename).name}:{innermost.lineno} in {innermost.name}"
    ours = [f for f in frames if "hushprompt" in f.filename]
    if ours and ours[-1] is not innermost:
        where += f" (via {Path(ours[-1].filename).name}:{ours[-1].lineno} in {ours[-1].name})"
    return f"{type(exc).__name__} at {where}"


def _default_factory() -> Any:
    from hushprompt.engine import Engine  # imported here: importing spaCy is part of the load

    return Engine.create()


class EngineWorker:
    def __init__(self, writer: FrameWriter, factory: Callable[[], Any] | None = None) -> None:
        self._writer = writer
        self._factory = factory or _default_factory
        self._queue: queue.Queue[Request | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="hushprompt-engine", daemon=True)
        self._lock = threading.Lock()
        self._engine: Any = None
        self._loading = True
        self._load_error: HushPromptError | None = None  # reported to the next request, once
        self._status: dict[str, object] | None = None
        self._pending = 0
        self.output_closed = False

    # ------------------------------------------------------------- main-thread API
    def start(self) -> None:
        self._thread.start()

    def submit(self, request: Request) -> None:
        with self._lock:
            self._pending += 1
        self._queue.put(request)

    def status(self) -> dict[str, object]:
        """What `ping` reports; never waits for the engine."""
        with self._lock:
            if self._status is not None:
                return {**self._status, "loading": False}
            if self._loading:
                return {"version": __version__, "providers": [], "models": {}, "degraded": [],
                        "loading": True}
            failure = self._load_error or ENGINE_LOAD_ERROR
            return {"version": __version__, "providers": [], "models": {},
                    "degraded": ["engine"], "loading": False, "engine_error": failure.to_json()}

    @property
    def idle(self) -> bool:
        """True when no request is queued or running and the engine is not loading."""
        with self._lock:
            return self._pending == 0 and not self._loading

    @property
    def pending(self) -> int:
        with self._lock:
            return self._pending

    def finish(self, timeout: float) -> bool:
        """Serve what is queued, then stop. False if that took longer than `timeout`."""
        self._queue.put(None)
        self._thread.join(timeout)
        return not self._thread.is_alive()

    # ------------------------------------------------------------- engine thread
    def _run(self) -> None:
        self._load()
        while True:
            request = self._queue.get()
            if request is None:
                return
            try:
                self._serve(request)
            finally:
                with self._lock:
                    self._pending -= 1
            if self.output_closed:
                return

    def _load(self) -> None:
        started = time.perf_counter()
        with self._lock:
            self._loading = True
        try:
            engine = self._factory()
        except HushPromptError as exc:
            log.warning("engine failed to load: %s (%s)", exc.code.value, describe_exception(exc))
            failure: HushPromptError | None = exc
            engine = None
        except Exception as exc:
            log.error("engine failed to load: %s", describe_exception(exc))
            failure, engine = ENGINE_LOAD_ERROR, None
        else:
            failure = None
            log.info("engine ready in %.2f s", time.perf_counter() - started)
        status = self._safe_status(engine) if engine is not None else None
        with self._lock:
            self._engine, self._status, self._load_error = engine, status, failure
            self._loading = False

    def _safe_status(self, engine: Any) -> dict[str, object] | None:
        try:
            return dict(engine.status())
        except Exception as exc:
            log.error("engine status failed: %s", describe_exception(exc))
            return {"version": __version__, "providers": [], "models": {},
                    "degraded": ["status"]}

    def _ready_engine(self) -> Any:
        """The engine; a failed load is reported once, then the next request retries it."""
        if self._engine is not None:
            return self._engine
        if self._load_error is not None:
            failure, self._load_error = self._load_error, None
            raise failure
        self._load()
        if self._engine is None:
            failure, self._load_error = self._load_error or ENGINE_LOAD_ERROR, None
            raise failure
        return self._engine

    def _serve(self, request: Request) -> None:
        try:
            response = self._handle(request)
        except HushPromptError as exc:
            response = error(request.id, exc)
        except Exception as exc:
            log.error("request failed: %s", describe_exception(exc))
            response = error(request.id, INTERNAL_ERROR)
        # the status first: a ping sent right after this answer must already see what the
        # answer reported (a detector that failed while serving it)
        if self._engine is not None:
            status = self._safe_status(self._engine)
            with self._lock:
                self._status = status
        self._write(request, response)

    def _handle(self, request: Request) -> dict[str, object]:
        engine = self._ready_engine()
        if isinstance(request, AnonymizeRequest):
            result = engine.anonymize(
                request.text, request.conversation, policy=request.policy, site=request.site,
                preview=request.preview,
            )
            return anonymize_response(request.id, request.text, result)
        if isinstance(request, RestoreRequest):
            result = engine.restore(request.text, request.conversation)
            return restore_response(request.id, request.text, result)
        if isinstance(request, ForgetRequest):
            return ok(request.id, forgotten=int(engine.forget(request.conversation)))
        if isinstance(request, LinkRequest):
            return ok(request.id, linked=int(engine.link(request.source, request.target)))
        raise HushPromptError(ErrorCode.UNKNOWN_TYPE, "field 'type' names no known request type")

    def _write(self, request: Request, response: dict[str, object]) -> None:
        try:
            try:
                self._writer.write(response)
            except ResponseTooLarge as exc:
                self._writer.write(error(request.id, exc))
            except (TypeError, ValueError) as exc:  # not JSON-serializable: an engine bug
                log.error("response encoding failed: %s", describe_exception(exc))
                self._writer.write(error(request.id, INTERNAL_ERROR))
        except OSError:  # the browser closed the port; the main thread sees end of input
            self.output_closed = True
