"""Shared fixtures. (Older test modules still define an `engine` of their own, with their own
vault key; a module's own fixture takes precedence over this one.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.engine import Engine
from hushprompt.vault.store import Vault


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    """The default engine (rules, spaCy, both ONNX models) over a vault of its own."""
    home = tmp_path_factory.mktemp("engine-home")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"e" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()
