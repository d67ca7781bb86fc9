"""Where the vault lives: the platform's per-user data dir, or HUSHPROMPT_HOME."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hushprompt import paths


def test_home_override_is_used_and_created_private(tmp_path: Path, monkeypatch) -> None:
    home = tmp_path / "nested" / "home"
    monkeypatch.setenv("HUSHPROMPT_HOME", str(home))
    assert paths.data_dir() == home
    assert home.is_dir()
    if os.name == "posix":
        assert home.stat().st_mode & 0o777 == 0o700
    assert paths.config_path() == home / "config.json"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG layout is Linux's")
def test_linux_uses_xdg_directories(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("HUSHPROMPT_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert paths.data_dir() == tmp_path / "data" / "hushprompt"
    assert paths.config_path() == tmp_path / "config" / "hushprompt" / "config.json"
    assert (tmp_path / "data" / "hushprompt").stat().st_mode & 0o777 == 0o700


def test_existing_directory_is_made_private(tmp_path: Path, monkeypatch) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o755)
    os.chmod(home, 0o755)
    monkeypatch.setenv("HUSHPROMPT_HOME", str(home))
    paths.data_dir()
    if os.name == "posix":
        assert home.stat().st_mode & 0o777 == 0o700
