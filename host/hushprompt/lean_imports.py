"""Keeps frameworks the host never runs out of its processes (the host and its spaCy worker),
and the garbage collector out of their start-up."""

from __future__ import annotations

import gc
import os
import sys
import types


def keep_out_unused_frameworks() -> None:
    """Keep PyTorch, TensorFlow, JAX, spaCy's command-line interface and numpy's idle BLAS
    threads out of this process.

    spaCy's thinc imports torch whenever it is installed (e.g. beside the `train` extra), which
    costs over a second of start-up and hundreds of MB; the host runs only spaCy's own CPU ops
    and onnxruntime. A None entry in sys.modules makes `import torch` raise ImportError, which
    thinc handles as "torch not installed".
    """
    for name in ("torch", "tensorflow", "jax"):
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]
    _skip_spacy_cli()
    _one_blas_thread()


def _one_blas_thread() -> None:
    """Keep numpy's OpenBLAS from starting a thread pool (call before numpy is imported).

    numpy's wheels bundle OpenBLAS, which starts a thread per core when numpy is imported, and
    those threads busy-wait for work that never comes: ~0.08 s of CPU per process at every
    start, taken from the other process on two cores. Neither process calls numpy's BLAS (spaCy
    multiplies with blis, the ONNX models with onnxruntime's own kernels). OPENBLAS_NUM_THREADS
    is OpenBLAS's own switch; the worker inherits it. A value set by the user is kept.
    """
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")


def _skip_spacy_cli() -> None:
    """Keep spaCy's command-line interface out of the process.

    `import spacy` runs `from .cli.info import info`, which imports the whole CLI (typer,
    weasel, requests; ~0.3 s of cold start). The host only loads a pipeline. Stand-in modules
    answer that one import; calling `spacy.info()` in the host raises instead of running.
    """
    if "spacy" in sys.modules:
        return
    cli = types.ModuleType("spacy.cli")
    info = types.ModuleType("spacy.cli.info")

    def unavailable(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("spaCy's command-line interface is not loaded in the host")

    info.info = unavailable  # type: ignore[attr-defined]
    cli.info = info  # type: ignore[attr-defined]
    sys.modules.setdefault("spacy.cli", cli)
    sys.modules.setdefault("spacy.cli.info", info)


def pause_garbage_collection() -> None:
    """Switch Python's cyclic garbage collector off for the start-up (call it first).

    Importing spaCy, the rules and the models allocates hundreds of thousands of objects, which
    makes the collector run ~180 times and scan the growing heap, for almost no garbage (host:
    0.075 s of CPU collecting 575 objects; spaCy's worker: 0.055 s). `resume_garbage_collection`
    switches it on again once everything is loaded.
    """
    gc.disable()


def resume_garbage_collection() -> None:
    """End of start-up: freeze what was loaded, which lives as long as the process, so later
    collections skip it (`gc.freeze`), and switch the collector on again."""
    gc.freeze()
    gc.enable()
