"""Runs the extension's browser tests (node's test runner + Playwright + headless Chromium).

The browser tests load the real extension into Chromium, register the real hushprompt host in the
test profile and drive local replicas of chatgpt.com, claude.ai and gemini.google.com served at
their real host names. See tests/e2e/.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path(os.environ.get("HUSHPROMPT_CHROMIUM", "/usr/lib/chromium/chromium"))


def _skip_reason() -> str | None:
    if shutil.which("node") is None:
        return "node is not installed"
    if not (ROOT / "node_modules" / "playwright-core").is_dir():
        return "node_modules missing: run `npm ci` at the repository root"
    if not CHROMIUM.exists():
        return f"Chromium not found at {CHROMIUM} (apt-get install chromium)"
    return None


def _run(args: list[str], timeout: float) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HUSHPROMPT_PYTHON": sys.executable}
    return subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)


def test_extension_unit_tests() -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    result = _run(["node", "--test", "tests/js/"], timeout=120)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_extension_end_to_end_in_chromium() -> None:
    reason = _skip_reason()
    if reason:
        pytest.skip(reason)
    result = _run(["node", "--test", "--test-concurrency=1", "tests/e2e/"], timeout=600)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    assert "# fail 0" in result.stdout
