"""Lets the pipeline wait until its background detectors have handed their work to native code.

The pipeline runs the models that release the interpreter lock (the NER in onnxruntime, spaCy
in its worker process) on threads, beside the rules on the calling thread. A new thread must
first take the lock to prepare its input (tokens and word shapes; the request to the worker),
and the rules hold it: the thread got it only after Python's 5 ms switch interval, so the NER
started 6-15 ms late and then ran alone on one core after everything else had finished.
Instead the pipeline waits, with its lock released, until each thread reports that it is about
to leave Python (`leaving_python`) or has finished, and only then runs the rules.

(Measured on the bench's fifteen 51-200-word first sends: in-process, 4-5 runs each, mean 36-40
-> 31-34 ms; through the host, three alternating runs each, median p95 57.2 -> 52.5 ms. A shorter
`sys.setswitchinterval` had started the NER earlier without making it end sooner.)
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

_Result = TypeVar("_Result")
_current = threading.local()
# the longest the pipeline waits for all threads to hand off (a very long prompt's tokens)
WAIT_SECONDS = 0.005


def leaving_python() -> None:
    """Called by a detector right before native code that runs without the interpreter lock
    (onnxruntime's run, a read from the worker's pipe)."""
    event = getattr(_current, "handed_off", None)
    if event is not None:
        event.set()


def reporting(handed_off: threading.Event, run: Callable[[str], _Result]
              ) -> Callable[[str], _Result]:
    """`run` for a background thread: it sets `handed_off` when it leaves Python or ends."""

    def run_and_report(text: str) -> _Result:
        _current.handed_off = handed_off
        try:
            return run(text)
        finally:
            _current.handed_off = None
            handed_off.set()

    return run_and_report


def wait_for_handoffs(events: Sequence[threading.Event], seconds: float = WAIT_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    for event in events:
        event.wait(max(0.0, deadline - time.monotonic()))
