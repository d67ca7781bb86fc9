"""Register (and unregister) the native-messaging host with browsers.

The manifest comes from the template shipped as package data (`hushprompt/data/host-manifest.json`,
identical to the repository's root `manifest.json`). Its `path` points at a small launcher script
in the HushPrompt data folder that runs the host with *this* installation's Python, so the
browser starts the right interpreter whatever PATH it has.

nativemessaging-ng's `install()` is not used for the files themselves: it reads `$HOME` once at
import time, creates only the last folder (`os.mkdir`), writes non-atomically, knows only Chrome,
Chromium and Firefox, and registers Chromium under Chrome's Windows key. Its Windows registry
helper `create_reg_key` is reused.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
import os
import shlex
import sys
import tempfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from hushprompt import ids
from hushprompt.cli.browsers import (
    BROWSERS,
    Browser,
    Family,
    manifest_path,
    user_data_dir_manifest_path,
)

HOST_MODULE = "hushprompt.protocol.server"
# Calls `main()` explicitly rather than `python -m`, which would depend on the module keeping an
# `if __name__ == "__main__"` block. With `-c`, sys.argv[1:] is still what the browser passed.
HOST_CODE = f"import sys; from {HOST_MODULE} import main; sys.exit(main())"
TEMPLATE_RESOURCE = ("data", "host-manifest.json")
PLACEHOLDER_PATH = "__HOST_PATH__"
PLACEHOLDER_CHROME_ID = "__CHROME_EXTENSION_ID__"
PLACEHOLDER_GECKO_ID = "__GECKO_ID__"
FAMILY_KEYS = {Family.CHROMIUM: "allowed_origins", Family.FIREFOX: "allowed_extensions"}
_logger = logging.getLogger("hushprompt.install")


def data_dir() -> Path:
    """HushPrompt's data folder (vault, key file, launcher); honours HUSHPROMPT_HOME."""
    from hushprompt.paths import data_dir as _data_dir  # imported late: HOME may change in tests

    return Path(_data_dir())


def load_template() -> dict[str, object]:
    text = resources.files("hushprompt").joinpath(*TEMPLATE_RESOURCE).read_text("utf-8")
    return json.loads(text)


def launcher_path() -> Path:
    name = "hushprompt-host.bat" if sys.platform == "win32" else "hushprompt-host"
    return data_dir() / name


def launcher_script(python: str = sys.executable) -> str:
    if sys.platform == "win32":
        return f'@echo off\r\n"{python}" -c "{HOST_CODE}" %*\r\n'
    lines = ["#!/bin/sh", "# Written by `hushprompt install`: starts the HushPrompt native host."]
    home = os.environ.get("HUSHPROMPT_HOME")
    if home:  # keep the host on the data folder chosen at install time, unless overridden
        lines.append(f': "${{HUSHPROMPT_HOME:={shlex.quote(str(Path(home).resolve()))}}}"')
        lines.append("export HUSHPROMPT_HOME")
    lines.append(f'exec {shlex.quote(python)} -c {shlex.quote(HOST_CODE)} "$@"')
    return "\n".join(lines) + "\n"


def write_launcher() -> Path:
    path = launcher_path()
    write_atomic(path, launcher_script(), mode=0o755)
    return path


def build_manifest(family: Family, host_path: Path) -> dict[str, object]:
    """The template filled in for one browser family, carrying only that family's allow-list key."""
    manifest = load_template()
    manifest["path"] = str(host_path)
    manifest["allowed_origins"] = [f"chrome-extension://{ids.CHROME_EXTENSION_ID}/"]
    manifest["allowed_extensions"] = [ids.GECKO_EXTENSION_ID]
    for other_family, key in FAMILY_KEYS.items():
        if other_family is not family:
            manifest.pop(key, None)
    placeholders = (PLACEHOLDER_PATH, PLACEHOLDER_CHROME_ID, PLACEHOLDER_GECKO_ID)
    leftover = [k for k, v in manifest.items() if any(p in json.dumps(v) for p in placeholders)]
    if leftover or manifest.get("name") != ids.NATIVE_HOST_NAME:
        raise ValueError(f"host manifest template has unfilled fields: {leftover}")
    return manifest


def write_atomic(path: Path, content: str, mode: int = 0o644) -> None:
    """Write via a temporary file + rename, so a browser never reads a half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(content)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _write_manifest(path: Path, manifest: dict[str, object]) -> None:
    write_atomic(path, json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")


@dataclass(frozen=True, slots=True)
class Registration:
    target: str  # browser key, or "user-data-dir"
    manifest: Path


def install(browsers: list[Browser]) -> list[Registration]:
    """Write the launcher and one manifest per browser; returns where each manifest went."""
    host = write_launcher()
    done = []
    for browser in browsers:
        path = manifest_path(browser, ids.NATIVE_HOST_NAME)
        _write_manifest(path, build_manifest(browser.family, host))
        if sys.platform == "win32":
            _register_windows(browser, path)
        done.append(Registration(browser.key, path))
    return done


def install_user_data_dir(user_data_dir: Path) -> Registration:
    """Register for a Chromium-family browser started with `--user-data-dir=user_data_dir`."""
    host = write_launcher()
    path = user_data_dir_manifest_path(user_data_dir.resolve(), ids.NATIVE_HOST_NAME)
    _write_manifest(path, build_manifest(Family.CHROMIUM, host))
    return Registration("user-data-dir", path)


def uninstall(browsers: list[Browser], user_data_dir: Path | None = None) -> list[Path]:
    """Remove our manifests; the launcher goes too once no browser refers to it any more."""
    removed = []
    targets = [(b, manifest_path(b, ids.NATIVE_HOST_NAME)) for b in browsers]
    for browser, path in targets:
        if sys.platform == "win32":
            _unregister_windows(browser)
        if path.is_file():
            path.unlink()
            removed.append(path)
    if user_data_dir is not None:
        path = user_data_dir_manifest_path(user_data_dir.resolve(), ids.NATIVE_HOST_NAME)
        if path.is_file():
            path.unlink()
            removed.append(path)
    if not registered_browsers():
        launcher_path().unlink(missing_ok=True)
    return removed


def registered_browsers() -> list[Browser]:
    return [b for b in BROWSERS if manifest_path(b, ids.NATIVE_HOST_NAME).is_file()]


# --------------------------------------------------------------------------- Windows
def _registry_path(browser: Browser) -> str:
    return f"{browser.registry_key}\\{ids.NATIVE_HOST_NAME}"


def _register_windows(browser: Browser, manifest: Path) -> None:  # pragma: no cover - Windows
    # `nativemessaging/__init__.py` re-exports a function `install` that shadows the submodule.
    nm_install = importlib.import_module("nativemessaging.install")
    nm_install.create_reg_key(_registry_path(browser), str(manifest), _logger)


def _unregister_windows(browser: Browser) -> None:  # pragma: no cover - Windows
    import winreg

    with contextlib.suppress(FileNotFoundError):
        winreg.DeleteKey(winreg.HKEY_CURRENT_USER, _registry_path(browser))
