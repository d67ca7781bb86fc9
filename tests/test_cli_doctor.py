"""`hushprompt doctor`: finds what stops a browser from reaching a working host."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
import time
import types
from pathlib import Path

import pytest
from hushprompt.cli.browsers import Family
from hushprompt.cli.doctor import format_report, inspect_manifest, run_doctor
from hushprompt.cli.main import main
from hushprompt.cli.ping import ping_host

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Linux paths and launchers")
HOST = "com.hushprompt.host"


@pytest.fixture
def fake_home(tmp_path, monkeypatch):
    home, data, bin_dir = tmp_path / "home", tmp_path / "data", tmp_path / "bin"
    home.mkdir()
    bin_dir.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("HUSHPROMPT_HOME", str(data))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    return types.SimpleNamespace(home=home, data=data, bin=bin_dir)


def fake_host(path: Path, body: str) -> Path:
    """An executable stand-in for the host that answers frames with `reply(request, count)`."""
    path.write_text(f"#!{sys.executable}\n" + textwrap.dedent("""
        import json, struct, sys, time
        count = 0
        def reply(request, count):
        """) + textwrap.indent(textwrap.dedent(body), "    ") + textwrap.dedent("""
        while True:
            header = sys.stdin.buffer.read(4)
            if len(header) < 4:
                break
            request = json.loads(sys.stdin.buffer.read(struct.unpack("<I", header)[0]))
            count += 1
            answer = reply(request, count)
            if answer is not None:
                data = json.dumps(answer).encode()
                sys.stdout.buffer.write(struct.pack("<I", len(data)) + data)
                sys.stdout.buffer.flush()
        """))
    path.chmod(0o755)
    return path


def test_ping_waits_while_the_host_reports_loading(tmp_path):
    host = fake_host(tmp_path / "host", """
        loading = count < 3
        return {"id": request["id"], "ok": True, "version": "0.1.0", "loading": loading,
                "providers": [] if loading else ["CPUExecutionProvider"],
                "models": {} if loading else {"spacy": {"name": "spacy"}}, "degraded": []}
    """)

    outcome = ping_host(host, timeout=20)

    assert outcome.error is None
    assert outcome.still_loading is False
    assert outcome.reply["providers"] == ["CPUExecutionProvider"]
    assert outcome.ready_seconds >= outcome.seconds  # first answer came while still loading


def test_ping_gives_up_at_the_deadline_when_the_host_is_silent(tmp_path):
    host = fake_host(tmp_path / "host", "return None")
    started = time.monotonic()

    outcome = ping_host(host, timeout=1.0)

    assert outcome.reply is None
    assert "time limit" in outcome.error
    assert time.monotonic() - started < 8


def test_ping_reports_a_host_that_dies(tmp_path):
    host = tmp_path / "host"
    host.write_text("#!/bin/sh\necho 'cannot import hushprompt' >&2\nexit 1\n")
    host.chmod(0o755)

    outcome = ping_host(host, timeout=10)

    assert outcome.reply is None and outcome.error
    assert outcome.stderr_tail == ["cannot import hushprompt"]


def test_manifest_problems_are_named(fake_home):
    main(["install", "--browser", "chromium"])
    path = fake_home.home / ".config/chromium/NativeMessagingHosts" / f"{HOST}.json"
    assert inspect_manifest(path, Family.CHROMIUM)[0] == []

    manifest = json.loads(path.read_text())
    manifest["allowed_origins"] = ["chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/"]
    path.write_text(json.dumps(manifest))
    Path(manifest["path"]).chmod(0o644)
    problems, _ = inspect_manifest(path, Family.CHROMIUM)
    assert any("allowed_origins" in p for p in problems)
    assert any("not executable" in p for p in problems)

    path.write_text("{not json")
    assert inspect_manifest(path, Family.CHROMIUM)[0] == ["manifest is not valid UTF-8 JSON"]


def test_doctor_fails_when_an_installed_browser_is_not_registered(fake_home):
    program = fake_home.bin / "firefox"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)

    result = run_doctor(timeout=5)

    assert result["ok"] is False
    firefox = next(c for c in result["checks"] if c["name"] == "Firefox manifest")
    assert firefox["status"] == "fail"
    assert "hushprompt install --browser firefox" in firefox["hint"]
    assert "[FAIL] Firefox manifest: not registered" in format_report(result)


def test_doctor_accepts_a_host_that_is_up_with_a_fake_launcher(fake_home, monkeypatch):
    """Manifest + ping logic end to end, with a fake host so it does not depend on the engine."""
    main(["install", "--browser", "chromium"])
    launcher = fake_home.data / "hushprompt-host"
    fake_host(launcher, """
        return {"id": request["id"], "ok": True, "version": "0.1.0", "loading": False,
                "providers": ["CPUExecutionProvider"], "models": {"spacy": {}}, "degraded": []}
    """)
    fake_chromium = fake_home.bin / "chromium"
    fake_chromium.write_text("#!/bin/sh\n")
    fake_chromium.chmod(0o755)
    monkeypatch.setenv("PATH", str(fake_home.bin))  # only the fake chromium is "installed"

    result = run_doctor(timeout=10)

    checks = {c["name"]: c for c in result["checks"]}
    assert checks["Chromium manifest"]["status"] == "ok"
    assert checks["Host"]["status"] == "ok"
    assert checks["Execution provider"]["detail"] == "CPUExecutionProvider"
    assert result["ping"]["reply"]["ok"] is True


def test_doctor_reports_an_engine_that_failed_to_load(fake_home):
    main(["install", "--browser", "chromium"])
    fake_host(fake_home.data / "hushprompt-host", """
        return {"id": request["id"], "ok": True, "version": "0.1.0", "loading": False,
                "providers": [], "models": {}, "degraded": ["engine"],
                "engine_error": {"code": "model_error", "message": "spaCy model missing"}}
    """)

    result = run_doctor(timeout=10)

    models = next(c for c in result["checks"] if c["name"] == "Models")
    assert models["status"] == "fail" and "spaCy model missing" in models["detail"]
    assert result["ok"] is False


@pytest.mark.skipif(
    importlib.util.find_spec("hushprompt.protocol.server") is None,
    reason="hushprompt.protocol.server (the real host) is not in this tree yet",
)
def test_doctor_json_after_install_pings_the_real_host(fake_home):
    env = {**os.environ, "PATH": f"{fake_home.bin}:/usr/bin:/bin"}
    subprocess.run([sys.executable, "-m", "hushprompt.cli", "install", "--browser", "chromium",
                    "--browser", "firefox"], env=env, check=True, capture_output=True)

    done = subprocess.run([sys.executable, "-m", "hushprompt.cli", "doctor", "--json",
                           "--timeout", "120"], env=env, capture_output=True, text=True)

    result = json.loads(done.stdout)
    browsers = {b["key"]: b for b in result["browsers"]}
    for key in ("chromium", "firefox"):
        assert browsers[key]["registered"] and browsers[key]["valid"], browsers[key]["problems"]
    reply = result["ping"]["reply"]
    assert reply is not None, result["ping"]["error"]
    assert reply["ok"] is True and reply["version"] == result["version"]
    assert reply["providers"], "the host names its execution provider"
    failed = [c for c in result["checks"] if c["status"] == "fail"]
    assert failed == [] and done.returncode == 0, failed
