"""ONNX Runtime sessions: provider choice, thread settings, file integrity, one session per file.

Model files live in the repository's `models/<name>/` (override with HUSHPROMPT_MODELS_DIR).
Each directory has a `manifest.json` with the sha256 of every file; a file whose hash differs is
treated as corrupt and not loaded, so protection degrades to rules + spaCy instead of running a
damaged model.

Importing this module (hushprompt.models.runtime) runs hushprompt/__init__.py first, which sets
ORT_DISABLE_TELEMETRY=1 before the `import onnxruntime` below.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import onnxruntime as ort

_SESSIONS: dict[Path, ort.InferenceSession] = {}
_Loaded = TypeVar("_Loaded")
_LOCK = threading.Lock()


class ModelUnavailable(Exception):
    """A model cannot be loaded. The message is a fixed description, never user text."""


def models_dir() -> Path:
    override = os.environ.get("HUSHPROMPT_MODELS_DIR")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[3] / "models"


def providers() -> list[str]:
    """CUDA when onnxruntime-gpu is installed and sees a GPU, else CPU."""
    available = ort.get_available_providers()
    if "CUDAExecutionProvider" in available:
        return ["CUDAExecutionProvider", "CPUExecutionProvider"]
    return ["CPUExecutionProvider"]


def session_options(threads: int | None = None) -> ort.SessionOptions:
    options = ort.SessionOptions()
    # One intra-op thread per session and no spinning. On two cores the host runs three things
    # at once (the rules here, the NER on a thread, spaCy in its worker process); an idle
    # onnxruntime thread that spins for work took the CPU the others needed. Measured with
    # `hushprompt bench` (51-200 words, first send): 2 spinning threads p50 54 / p95 84 ms,
    # 2 threads without spinning 42 / 67 ms, 1 thread 43 / 69 ms; 1 thread also starts fastest.
    default = threads if threads is not None else 1
    options.intra_op_num_threads = int(os.environ.get("HUSHPROMPT_ORT_THREADS", str(default)))
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return options


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


@dataclass(frozen=True)
class ModelDir:
    """A verified model directory: manifest read, every listed file present with its hash."""

    path: Path
    name: str
    version: str
    hashes: dict[str, str]

    @classmethod
    def open(cls, path: Path) -> ModelDir:
        manifest_path = path / "manifest.json"
        if not manifest_path.is_file():
            raise ModelUnavailable("manifest missing")
        try:
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
            hashes = dict(manifest["files"])
            name, version = str(manifest["name"]), str(manifest["version"])
        except (ValueError, KeyError, TypeError) as exc:
            raise ModelUnavailable("manifest unreadable") from exc
        for filename, expected in hashes.items():
            file = path / filename
            if not file.is_file():
                raise ModelUnavailable(f"file missing: {filename}")
            if sha256_file(file) != expected:
                raise ModelUnavailable(f"hash mismatch: {filename}")
        return cls(path, name, version, hashes)


def session(path: Path, threads: int | None = None) -> ort.InferenceSession:
    """The process-wide session for an ONNX file (created on first use)."""
    key = path.resolve()
    with _LOCK:
        found = _SESSIONS.get(key)
        if found is None:
            try:
                found = ort.InferenceSession(
                    str(key), session_options(threads), providers=providers()
                )
            except Exception as exc:  # onnxruntime raises several private exception types
                raise ModelUnavailable(f"onnxruntime cannot load {key.name}") from exc
            _SESSIONS[key] = found
        return found


def write_manifest(path: Path, name: str, version: str, files: list[str], **extra: object) -> None:
    """Used by the build scripts in models/ after export."""
    manifest = {"name": name, "version": version,
                "files": {f: sha256_file(path / f) for f in files}, **extra}
    (path / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")


def load_in_background(
    loader: Callable[[], _Loaded | None],
    warm_up: Callable[[_Loaded], object] | None = None,
) -> Future[_Loaded | None]:
    """Runs a model loader (and a first run of the loaded model) on a thread of its own; the
    future gives the model, or None for a missing or corrupt one (loaders return None rather
    than raise). A failing warm-up leaves the model to the caller: its first real run says more."""
    future: Future[_Loaded | None] = Future()

    def run() -> None:
        try:
            model = loader()
        except BaseException as exc:  # handed to the caller's .result()
            future.set_exception(exc)
            return
        if model is not None and warm_up is not None:
            with contextlib.suppress(Exception):  # the model's own runs report their errors
                warm_up(model)
        future.set_result(model)

    threading.Thread(target=run, name="hushprompt-model-load", daemon=True).start()
    return future
