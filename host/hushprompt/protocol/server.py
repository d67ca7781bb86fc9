"""`hushprompt-host`: the native-messaging host that browsers (Chromium family, Firefox) launch.

The main thread reads frames from stdin, answers `ping` and bad input itself, and hands every other
request to the engine thread (see engine_worker.py). stderr carries a few status lines: never user
text, never conversation ids, never exception messages (which may quote user text).
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import threading
import types
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from hushprompt import __version__
from hushprompt.errors import HushPromptError
from hushprompt.lean_imports import (
    keep_out_unused_frameworks,
    pause_garbage_collection,
    resume_garbage_collection,
)
from hushprompt.models.spacy_process import start_early as start_spacy_worker

from .engine_worker import EngineWorker, describe_exception
from .framing import (
    DEFAULT_MAX_INCOMING_FRAME_BYTES,
    MAX_OUTGOING_FRAME_BYTES,
    EndOfInput,
    FrameReader,
    FrameWriter,
    ResponseTooLarge,
    decode_payload,
)
from .messages import DEFAULT_MAX_TEXT_UNITS, JsonScalar, PingRequest, parse_request, read_id
from .netguard import block_network
from .responses import error, ok

if TYPE_CHECKING:
    from hushprompt.engine import Engine

PROTOCOL_VERSION = 1
SHUTDOWN_GRACE_SECONDS = 120.0  # at end of input, how long queued requests may still run
log = logging.getLogger("hushprompt.host")


def browser_kind(args: list[str]) -> str:
    """Chromium passes ["chrome-extension://ID/"], Firefox [manifest_path, addon_id]."""
    if args and args[0].startswith("chrome-extension://"):
        return "chromium"
    if len(args) >= 2 and args[0].endswith(".json"):
        return "firefox"
    return "other" if args else "none"


def _env_int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        value = 0
    if value <= 0:
        log.warning("ignoring %s: not a positive integer", name)
        return default
    return value


class Server:
    def __init__(
        self, reader: FrameReader, writer: FrameWriter, worker: EngineWorker, max_text_units: int
    ) -> None:
        self.reader = reader
        self.writer = writer
        self.worker = worker
        self.max_text_units = max_text_units

    def limits(self) -> dict[str, int]:
        return {
            "max_text_units": self.max_text_units,
            "max_request_bytes": self.reader.max_frame_bytes,
            "max_response_bytes": self.writer.max_frame_bytes,
        }

    def send(self, request_id: JsonScalar, response: dict[str, object]) -> None:
        try:
            self.writer.write(response)
        except ResponseTooLarge as exc:
            self.writer.write(error(request_id, exc))

    def serve(self) -> None:
        """Serve until end of input or until the browser stops reading our output."""
        while not self.worker.output_closed:
            try:
                payload = self.reader.read_payload()
            except EndOfInput as end:
                if end.mid_frame:
                    log.info("input ended inside a frame; exiting")
                return
            except HushPromptError as exc:  # frame over the limit, already discarded
                self.send(None, error(None, exc))
                continue
            request_id: JsonScalar = None
            try:
                message = decode_payload(payload)
                request_id = read_id(message)
                request = parse_request(message, max_text_units=self.max_text_units)
            except HushPromptError as exc:
                self.send(request_id, error(request_id, exc))
                continue
            if isinstance(request, PingRequest):
                status = self.worker.status()
                self.send(request.id, ok(request.id, **status, protocol=PROTOCOL_VERSION,
                                         limits=self.limits()))
            else:
                self.worker.submit(request)


def _private_stdout() -> BinaryIO:
    """A private handle on the frame stream; fd 1 and sys.stdout then point at /dev/null.

    A stray print() from any library would otherwise corrupt the frame stream (the browser drops
    the port) or, sent to stderr instead, could leak user text into logs.
    """
    sys.stdout.flush()
    frames = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    return frames


class _OnlyHushPrompt(logging.Filter):
    """Other libraries' log records may quote the text they process; drop them."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.name == "hushprompt" or record.name.startswith("hushprompt.")


def _configure_logging() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("hushprompt-host: %(levelname)s %(message)s"))
    handler.addFilter(_OnlyHushPrompt())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(logging.WARNING)
    logging.getLogger("hushprompt").setLevel(logging.INFO)

    def show_warning(message, category, filename, lineno, file=None, line=None):  # type: ignore[no-untyped-def]
        log.warning("%s at %s:%s", category.__name__, Path(filename).name, lineno)

    warnings.showwarning = show_warning

    def excepthook(kind: type[BaseException], exc: BaseException, tb: types.TracebackType | None):
        log.error("uncaught %s", describe_exception(exc.with_traceback(tb)))

    sys.excepthook = excepthook
    threading.excepthook = lambda args: log.error(
        "uncaught %s in thread", describe_exception(args.exc_value or Exception())
    )


def _stop_on_sigterm() -> None:
    def handler(_signum: int, _frame: object) -> None:
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, handler)


def _create_engine() -> Engine:
    """The engine (EngineWorker's default wiring); the garbage collector, paused by `main` for
    the start-up, runs again once the engine is loaded or failed to load."""
    from hushprompt.engine import Engine  # imported on the engine thread: part of the load

    try:
        return Engine.create()
    finally:
        resume_garbage_collection()


def main(argv: list[str] | None = None) -> None:
    pause_garbage_collection()  # until the engine is loaded (see _create_engine)
    args = list(sys.argv[1:] if argv is None else argv)
    block_network()
    keep_out_unused_frameworks()
    # spaCy's worker process takes the longest to load: start it before the host loads anything
    # else (Engine.create, on the engine thread, takes it over).
    start_spacy_worker()
    frames_out = _private_stdout()
    _configure_logging()
    _stop_on_sigterm()
    log.info("version %s started (browser: %s)", __version__, browser_kind(args))

    reader = FrameReader(
        sys.stdin.buffer,
        _env_int("HUSHPROMPT_MAX_REQUEST_BYTES", DEFAULT_MAX_INCOMING_FRAME_BYTES),
    )
    writer = FrameWriter(frames_out, MAX_OUTGOING_FRAME_BYTES)
    worker = EngineWorker(writer, _create_engine)
    worker.start()
    server = Server(reader, writer, worker,
                    _env_int("HUSHPROMPT_MAX_TEXT_UNITS", DEFAULT_MAX_TEXT_UNITS))
    code = 0
    try:
        server.serve()
        if worker.pending and not worker.output_closed:
            worker.finish(SHUTDOWN_GRACE_SECONDS)
    except (KeyboardInterrupt, SystemExit):
        log.info("stopped by signal")
    except OSError as exc:  # the browser stopped reading our output
        log.info("output closed (%s)", type(exc).__name__)
    except Exception as exc:
        log.error("host failed: %s", describe_exception(exc))
        code = 1
    sys.stderr.flush()
    if not worker.idle:
        # The engine thread is still loading models or running a request the browser no longer
        # waits for. Interpreter shutdown with such a thread can abort noisily; the vault is
        # crash-safe by contract (committed mappings survive kill -9), so leave at once.
        os._exit(code)
    sys.exit(code)


if __name__ == "__main__":
    main()
