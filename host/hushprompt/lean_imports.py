"""Keeps frameworks the host never runs out of its processes (the host and its spaCy worker)."""

from __future__ import annotations

import sys
import types


def keep_out_unused_frameworks() -> None:
    """Keep PyTorch, TensorFlow, JAX and spaCy's command-line interface out of this process.

    spaCy's thinc imports torch whenever it is installed (e.g. beside the `train` extra), which
    costs over a second of start-up and hundreds of MB; the host runs only spaCy's own CPU ops
    and onnxruntime. A None entry in sys.modules makes `import torch` raise ImportError, which
    thinc handles as "torch not installed".
    """
    for name in ("torch", "tensorflow", "jax"):
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]
    _skip_spacy_cli()


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
