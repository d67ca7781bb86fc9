"""`hushprompt install / uninstall / --version`: manifests land where each browser reads them."""

from __future__ import annotations

import json
import os
import shlex
import stat
import subprocess
import sys
import types
from importlib import resources
from pathlib import Path

import pytest
from hushprompt import __version__
from hushprompt.cli import main as cli_main
from hushprompt.cli.main import main

REPO = Path(__file__).resolve().parents[1]
HOST = "com.hushprompt.host"
CHROME_ORIGIN = "chrome-extension://bkfkapiehgmnbkkkeajoindonbidjejb/"
GECKO_ID = "hushprompt@hushprompt.org"
# Where each browser reads per-user manifests on Linux (relative to HOME), written out here
# rather than taken from the code under test.
LINUX_DIRS = {
    "chrome": ".config/google-chrome/NativeMessagingHosts",
    "chromium": ".config/chromium/NativeMessagingHosts",
    "edge": ".config/microsoft-edge/NativeMessagingHosts",
    "brave": ".config/BraveSoftware/Brave-Browser/NativeMessagingHosts",
    "firefox": ".mozilla/native-messaging-hosts",
}

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="paths below are Linux paths")


@pytest.fixture
def fake_home(tmp_path, monkeypatch):
    """An empty HOME and data dir; PATH holds only a folder for fake browser programs."""
    home, data, bin_dir = tmp_path / "home", tmp_path / "data", tmp_path / "bin"
    home.mkdir()
    bin_dir.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("HUSHPROMPT_HOME", str(data))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("PATH", str(bin_dir))
    return types.SimpleNamespace(home=home, data=data, bin=bin_dir)


def fake_program(bin_dir: Path, name: str) -> None:
    program = bin_dir / name
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)


def manifest_at(home: Path, browser: str) -> Path:
    return home / LINUX_DIRS[browser] / f"{HOST}.json"


@pytest.mark.parametrize("browser", sorted(LINUX_DIRS))
def test_install_writes_each_browsers_manifest_with_only_its_own_allow_list(fake_home, browser):
    assert main(["install", "--browser", browser]) == 0

    manifest = json.loads(manifest_at(fake_home.home, browser).read_text())
    assert manifest["name"] == HOST
    assert manifest["type"] == "stdio"
    assert manifest["path"] == str(fake_home.data / "hushprompt-host")
    if browser == "firefox":
        assert manifest["allowed_extensions"] == [GECKO_ID]
        assert "allowed_origins" not in manifest
    else:
        assert manifest["allowed_origins"] == [CHROME_ORIGIN]
        assert "allowed_extensions" not in manifest
    others = [manifest_at(fake_home.home, b) for b in LINUX_DIRS if b != browser]
    assert not any(path.exists() for path in others)


def test_launcher_is_executable_and_runs_this_installations_python(fake_home):
    main(["install", "--browser", "chromium"])
    launcher = fake_home.data / "hushprompt-host"

    mode = stat.S_IMODE(launcher.stat().st_mode)
    assert mode == 0o755
    lines = launcher.read_text().splitlines()
    assert lines[0] == "#!/bin/sh"
    exec_line = shlex.split(lines[-1])
    assert exec_line[:3] == ["exec", sys.executable, "-c"]
    assert "hushprompt.protocol.server" in exec_line[3]
    assert exec_line[4] == "$@"  # the browser's arguments (origin or manifest + add-on id) pass on


def test_launcher_keeps_the_data_dir_chosen_at_install_time(fake_home, tmp_path):
    main(["install", "--browser", "chromium"])
    launcher = fake_home.data / "hushprompt-host"
    probe = 'import os, sys; print(os.environ["HUSHPROMPT_HOME"]); print(sys.argv[1:])'
    script = launcher.read_text().replace(
        "from hushprompt.protocol.server import main; sys.exit(main())", probe
    )
    # Same launcher text with the host swapped for a probe: run it as a browser would, with an
    # environment that lacks HUSHPROMPT_HOME.
    probe_launcher = tmp_path / "probe-launcher"
    probe_launcher.write_text(script)
    probe_launcher.chmod(0o755)
    env = {"HOME": str(fake_home.home), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([str(probe_launcher), CHROME_ORIGIN], env=env, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert out == [str(fake_home.data), str([CHROME_ORIGIN])]


def test_install_all_then_uninstall_all_removes_manifests_and_launcher(fake_home):
    assert main(["install", "--browser", "all"]) == 0
    assert all(manifest_at(fake_home.home, b).is_file() for b in LINUX_DIRS)

    assert main(["uninstall"]) == 0
    assert not any(manifest_at(fake_home.home, b).exists() for b in LINUX_DIRS)
    assert not (fake_home.data / "hushprompt-host").exists()


def test_uninstalling_one_browser_keeps_the_others_working(fake_home):
    main(["install", "--browser", "chrome", "--browser", "firefox"])

    main(["uninstall", "--browser", "chrome"])

    assert not manifest_at(fake_home.home, "chrome").exists()
    assert manifest_at(fake_home.home, "firefox").is_file()
    assert (fake_home.data / "hushprompt-host").is_file()  # firefox still points at it


def test_user_data_dir_registration_for_a_chromium_test_profile(fake_home, tmp_path):
    profile = tmp_path / "profile"

    assert main(["install", "--user-data-dir", str(profile)]) == 0

    manifest = json.loads((profile / "NativeMessagingHosts" / f"{HOST}.json").read_text())
    assert manifest["allowed_origins"] == [CHROME_ORIGIN]
    assert manifest["path"] == str(fake_home.data / "hushprompt-host")
    assert Path(manifest["path"]).is_file()
    assert not any(manifest_at(fake_home.home, b).exists() for b in LINUX_DIRS)

    main(["uninstall", "--user-data-dir", str(profile)])
    assert not (profile / "NativeMessagingHosts" / f"{HOST}.json").exists()


def test_user_data_dir_refuses_firefox(fake_home, tmp_path, capsys):
    assert main(["install", "--browser", "firefox", "--user-data-dir", str(tmp_path)]) == 2
    assert "Chromium" in capsys.readouterr().err


def test_default_install_registers_the_browsers_found_and_names_them(fake_home, capsys):
    fake_program(fake_home.bin, "chromium")
    fake_program(fake_home.bin, "firefox-esr")
    (fake_home.home / ".config/BraveSoftware/Brave-Browser").mkdir(parents=True)  # profile only

    assert main(["install"]) == 0

    registered = {b for b in LINUX_DIRS if manifest_at(fake_home.home, b).is_file()}
    assert registered == {"chromium", "firefox", "brave"}
    out = capsys.readouterr().out
    assert "Chromium" in out and "Firefox" in out and "Brave" in out
    assert "--browser" in out  # says how to add the others


def test_default_install_without_browsers_registers_nothing_and_says_how(fake_home, capsys):
    assert main(["install"]) == 0
    assert not any(manifest_at(fake_home.home, b).exists() for b in LINUX_DIRS)
    assert "--browser" in capsys.readouterr().out


def test_locations_follow_home_and_xdg_config_home_at_call_time(fake_home, tmp_path, monkeypatch):
    other_home = tmp_path / "other-home"
    other_home.mkdir()
    monkeypatch.setenv("HOME", str(other_home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))

    main(["install", "--browser", "chrome", "--browser", "firefox"])

    assert (tmp_path / "xdg/google-chrome/NativeMessagingHosts" / f"{HOST}.json").is_file()
    assert manifest_at(other_home, "firefox").is_file()
    assert not any(fake_home.home.iterdir())


def test_reinstall_is_idempotent_and_leaves_no_temporary_files(fake_home):
    main(["install", "--browser", "chromium"])
    path = manifest_at(fake_home.home, "chromium")
    first = path.read_bytes()

    main(["install", "--browser", "chromium"])

    assert path.read_bytes() == first
    assert sorted(p.name for p in path.parent.iterdir()) == [f"{HOST}.json"]
    assert sorted(p.name for p in fake_home.data.iterdir()) == ["hushprompt-host"]


def test_root_template_and_package_data_copy_are_identical():
    root = (REPO / "manifest.json").read_bytes()
    packaged = resources.files("hushprompt").joinpath("data", "host-manifest.json").read_bytes()
    assert root == packaged
    template = json.loads(root)
    assert template["name"] == HOST
    assert template["path"] == "__HOST_PATH__"
    assert template["allowed_origins"] == ["chrome-extension://__CHROME_EXTENSION_ID__/"]
    assert template["allowed_extensions"] == ["__GECKO_ID__"]


def test_version_from_the_command_line():
    result = subprocess.run([sys.executable, "-m", "hushprompt.cli", "--version"],
                            capture_output=True, text=True, check=True)
    assert result.stdout.strip() == f"hushprompt {__version__}"


def test_console_script_points_at_the_cli():
    from importlib.metadata import entry_points

    (script,) = [e for e in entry_points(group="console_scripts") if e.name == "hushprompt"]
    assert script.load() is main


def test_bench_and_demo_pass_their_arguments_to_their_own_modules(monkeypatch):
    calls = []
    fake = types.ModuleType("fake_bench_cli")
    fake.main = lambda argv: calls.append(argv) or 3
    monkeypatch.setitem(sys.modules, "fake_bench_cli", fake)
    monkeypatch.setitem(cli_main.DELEGATED, "bench", ("fake_bench_cli", "bench"))

    assert main(["bench", "--quick", "--out", "x.json"]) == 3
    assert calls == [["--quick", "--out", "x.json"]]


def test_missing_delegated_module_is_a_clear_error(monkeypatch, capsys):
    monkeypatch.setitem(cli_main.DELEGATED, "demo", ("hushprompt._no_such_module", "demo"))
    assert main(["demo"]) == 2
    assert "hushprompt demo is not available" in capsys.readouterr().err


def test_install_script_is_executable_bash():
    script = REPO / "install.sh"
    assert os.access(script, os.X_OK)
    subprocess.run(["bash", "-n", str(script)], check=True)
