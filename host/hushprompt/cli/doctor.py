"""`hushprompt doctor`: is everything in place for the extension to reach a working host?

Checks, in order: Python; every browser found and its manifest (registered, valid JSON, right
name and type, launcher exists and is executable, right extension id); the host started like a
browser starts it answers `ping` (version, models, execution provider; waits while models load);
the vault opens. Exit code 0 when every essential check passes, 1 otherwise.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict, dataclass, field
from enum import StrEnum
from pathlib import Path

from hushprompt import __version__, ids
from hushprompt.cli import browsers as browser_registry
from hushprompt.cli.browsers import Browser, Family
from hushprompt.cli.install import FAMILY_KEYS, launcher_path
from hushprompt.cli.ping import PingOutcome, ping_host
from hushprompt.errors import HushPromptError

MIN_PYTHON = (3, 11)


class Status(StrEnum):
    OK = "ok"
    WARN = "warn"
    FAIL = "fail"


@dataclass
class Check:
    name: str
    status: Status
    detail: str
    essential: bool = True
    hint: str = ""
    data: dict[str, object] = field(default_factory=dict)

    @property
    def failed(self) -> bool:
        return self.essential and self.status is Status.FAIL


@dataclass
class BrowserReport:
    key: str
    name: str
    installed: bool
    evidence: str | None
    manifest: str
    registered: bool
    valid: bool
    launcher: str | None
    problems: list[str]


def expected_allow_list(family: Family) -> tuple[str, str]:
    if family is Family.FIREFOX:
        return FAMILY_KEYS[family], ids.GECKO_EXTENSION_ID
    return FAMILY_KEYS[family], f"chrome-extension://{ids.CHROME_EXTENSION_ID}/"


def inspect_manifest(path: Path, family: Family) -> tuple[list[str], Path | None]:
    """Problems found in one manifest (empty when valid) and the launcher it points to."""
    try:
        manifest = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        return ["not registered"], None
    except (OSError, UnicodeDecodeError, ValueError):
        return ["manifest is not valid UTF-8 JSON"], None
    if not isinstance(manifest, dict):
        return ["manifest is not a JSON object"], None
    problems = []
    if manifest.get("name") != ids.NATIVE_HOST_NAME:
        problems.append(f"manifest name is not {ids.NATIVE_HOST_NAME}")
    if manifest.get("type") != "stdio":
        problems.append('manifest type is not "stdio"')
    launcher = None
    raw_path = manifest.get("path")
    if not isinstance(raw_path, str) or not os.path.isabs(raw_path):
        problems.append("manifest path is not an absolute path")
    else:
        launcher = Path(raw_path)
        if not launcher.is_file():
            problems.append(f"launcher {launcher} does not exist")
        elif not os.access(launcher, os.X_OK):
            problems.append(f"launcher {launcher} is not executable")
    key, wanted = expected_allow_list(family)
    allowed = manifest.get(key)
    if not isinstance(allowed, list) or wanted not in allowed:
        problems.append(f"{key} does not list {wanted}")
    return problems, launcher


def browser_report(browser: Browser) -> BrowserReport:
    evidence = browser_registry.detect(browser)
    path = browser_registry.manifest_path(browser, ids.NATIVE_HOST_NAME)
    problems, launcher = inspect_manifest(path, browser.family)
    registered = path.is_file()
    return BrowserReport(
        key=browser.key, name=browser.display, installed=evidence is not None, evidence=evidence,
        manifest=str(path), registered=registered, valid=registered and not problems,
        launcher=str(launcher) if launcher else None, problems=problems,
    )


def browser_checks(reports: list[BrowserReport]) -> list[Check]:
    checks = []
    for report in reports:
        if not report.installed and not report.registered:
            continue
        name = f"{report.name} manifest"
        if report.valid:
            found = "" if report.installed else " (browser not found on this machine)"
            checks.append(Check(name, Status.OK, f"registered at {report.manifest}{found}"))
        elif not report.installed:  # a stale manifest for a browser that is not here
            checks.append(Check(name, Status.WARN, "; ".join(report.problems), essential=False,
                                hint=f"hushprompt install --browser {report.key}"))
        else:
            checks.append(Check(name, Status.FAIL, "; ".join(report.problems),
                                hint=f"run `hushprompt install --browser {report.key}`"))
    if not any(r.installed for r in reports):
        checks.append(Check(
            "Browsers", Status.WARN, "no supported browser found (Chrome, Chromium, Edge, Brave, "
            "Firefox)", essential=False,
            hint="install one, then run `hushprompt install`; or `hushprompt install --browser "
                 "KEY` to register for one that is installed somewhere unusual",
        ))
    return checks


def choose_launcher(reports: list[BrowserReport]) -> Path | None:
    for report in reports:
        if report.valid and report.launcher:
            return Path(report.launcher)
    fallback = launcher_path()
    return fallback if fallback.is_file() else None


def host_checks(launcher: Path | None, timeout: float) -> tuple[list[Check], PingOutcome | None]:
    if launcher is None:
        return [Check("Host", Status.FAIL, "no launcher registered",
                      hint="run `hushprompt install`")], None
    outcome = ping_host(launcher, timeout=timeout)
    reply = outcome.reply
    if reply is None or reply.get("ok") is not True:
        error = outcome.error or json.dumps(reply.get("error") if reply else None)
        detail = f"{launcher} did not answer ping: {error}"
        check = Check("Host", Status.FAIL, detail, data={"stderr": outcome.stderr_tail})
        return [check], outcome
    timing = f"answers ping in {outcome.seconds:.2f} s"
    if outcome.ready_seconds is not None and outcome.ready_seconds > outcome.seconds + 0.5:
        timing += f", engine ready after {outcome.ready_seconds:.1f} s"
    checks = [Check("Host", Status.OK, f"{timing} (version {reply.get('version')})",
                    data={"launcher": str(launcher)})]
    if reply.get("version") != __version__:
        checks.append(Check("Host version", Status.WARN,
                            f"host reports {reply.get('version')}, this CLI is {__version__}",
                            essential=False, hint="run `hushprompt install` again"))
    models = models_check(reply, outcome, timeout)
    checks.append(models)
    if models.status is not Status.FAIL:  # no engine, no provider to speak of
        providers = reply.get("providers") or []
        provider_text = ", ".join(str(p) for p in providers) if isinstance(providers, list) else ""
        checks.append(Check("Execution provider", Status.OK if provider_text else Status.WARN,
                            provider_text or "host reported none", essential=False))
    interpreter = launcher_interpreter_check(launcher)
    if interpreter is not None:
        checks.append(interpreter)
    return checks, outcome


def launcher_interpreter_check(launcher: Path) -> Check | None:
    """Warn when the registered launcher runs another Python than the one running doctor."""
    try:
        text = launcher.read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    if sys.executable in text:
        return None
    detail = f"{launcher} runs a different Python than {sys.executable}"
    return Check("Launcher", Status.WARN, detail, essential=False,
                 hint="run `hushprompt install` to register this installation")


def models_check(reply: dict[str, object], outcome: PingOutcome, timeout: float) -> Check:
    models = reply.get("models")
    names = ", ".join(sorted(models)) if isinstance(models, dict) and models else "no details"
    degraded = reply.get("degraded") or []
    engine_error = reply.get("engine_error")
    if engine_error or "engine" in degraded:  # the host answers ping but cannot protect anything
        reason = engine_error.get("message") if isinstance(engine_error, dict) else "unknown"
        return Check("Models", Status.FAIL, f"the engine failed to load: {reason}",
                     hint="the host's own report follows", data={"stderr": outcome.stderr_tail})
    if outcome.still_loading:
        return Check("Models", Status.WARN, f"still loading after {timeout:.0f} s ({names})",
                     essential=False, hint="run `hushprompt doctor` again in a minute")
    if degraded:
        listed = ", ".join(str(d) for d in degraded)
        return Check("Models", Status.WARN, f"reported: {names}; not loaded: {listed}",
                     essential=False,
                     hint="the host still protects prompts with the detectors that loaded")
    return Check("Models", Status.OK, f"reported: {names}", essential=False)


def vault_check() -> Check:
    try:
        from hushprompt.vault.store import Vault

        vault = Vault.open()
    except HushPromptError as exc:  # messages are fixed strings, never user data
        return Check("Vault", Status.FAIL, exc.message)
    except Exception as exc:  # report the kind only: an error text could quote vault content
        return Check("Vault", Status.FAIL, f"cannot open the vault ({exc.__class__.__name__})")
    location = getattr(vault, "path", None)
    vault.close()
    return Check("Vault", Status.OK, f"opens{f' ({location})' if location else ''}")


def python_check() -> Check:
    version = ".".join(str(p) for p in sys.version_info[:3])
    ok = sys.version_info >= MIN_PYTHON
    return Check("Python", Status.OK if ok else Status.FAIL, f"{version} ({sys.executable})",
                 hint="" if ok else "HushPrompt needs Python 3.11 or newer")


def run_doctor(timeout: float = 30.0) -> dict[str, object]:
    reports = [browser_report(b) for b in browser_registry.BROWSERS]
    checks = [python_check(), *browser_checks(reports)]
    more, outcome = host_checks(choose_launcher(reports), timeout)
    checks += more
    checks.append(vault_check())
    return {
        "ok": not any(c.failed for c in checks),
        "version": __version__,
        "checks": [asdict(c) for c in checks],
        "browsers": [asdict(r) for r in reports],
        "ping": None if outcome is None else {
            "reply": outcome.reply, "seconds": round(outcome.seconds, 3),
            "ready_seconds": None if outcome.ready_seconds is None else round(
                outcome.ready_seconds, 3),
            "still_loading": outcome.still_loading, "error": outcome.error,
        },
    }


MARKS = {Status.OK: "[ok]  ", Status.WARN: "[warn]", Status.FAIL: "[FAIL]"}


def format_report(result: dict[str, object]) -> str:
    lines = [f"HushPrompt doctor (hushprompt {result['version']})"]
    for check in result["checks"]:  # type: ignore[attr-defined]
        lines.append(f"  {MARKS[Status(check['status'])]} {check['name']}: {check['detail']}")
        if check["hint"] and check["status"] != Status.OK:
            lines.append(f"         -> {check['hint']}")
        for line in check["data"].get("stderr", []):
            lines.append(f"         host stderr: {line}")
    missing = [b["name"] for b in result["browsers"] if not b["installed"]]  # type: ignore[attr-defined]
    if missing:
        lines.append(f"  Not found on this machine: {', '.join(missing)}")
    lines.append("All essential checks passed." if result["ok"] else
                 "Some essential checks failed; see the lines marked FAIL.")
    return "\n".join(lines)


def main(as_json: bool = False, timeout: float = 30.0) -> int:
    result = run_doctor(timeout=timeout)
    if as_json:
        print(json.dumps(result, indent=2, default=str))
    else:
        print(format_report(result))
    return 0 if result["ok"] else 1
