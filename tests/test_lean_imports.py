"""Start-up helpers shared by the host and its spaCy worker (hushprompt.lean_imports)."""

from __future__ import annotations

import gc

import pytest
from hushprompt import lean_imports


def test_numpy_starts_no_blas_threads_unless_the_user_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    lean_imports._one_blas_thread()
    assert lean_imports.os.environ["OPENBLAS_NUM_THREADS"] == "1"
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")
    lean_imports._one_blas_thread()
    assert lean_imports.os.environ["OPENBLAS_NUM_THREADS"] == "4"


def test_the_garbage_collector_pauses_for_the_start_up_and_runs_again() -> None:
    assert gc.isenabled()
    try:
        lean_imports.pause_garbage_collection()
        assert not gc.isenabled()
        lean_imports.resume_garbage_collection()
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0  # what start-up loaded is skipped by later collections
    finally:
        gc.unfreeze()
        gc.enable()
