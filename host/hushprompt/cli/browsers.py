"""Which browsers exist on this machine and where each one looks for native-messaging manifests.

Every location is computed when asked (from the current `HOME`), never at import time, so tests
and `HOME=... hushprompt install` get the right place. nativemessaging-ng has a table of these
folders too, but it is not used: it resolves `$HOME` once at import time, ignores
`XDG_CONFIG_HOME` (which moves Chromium-family profiles), and lists neither Edge nor Brave.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path


class Family(StrEnum):
    CHROMIUM = "chromium"  # manifest key `allowed_origins`
    FIREFOX = "firefox"  # manifest key `allowed_extensions`


@dataclass(frozen=True, slots=True)
class Browser:
    key: str  # what `--browser` accepts
    display: str
    family: Family
    executables: tuple[str, ...]  # names looked up on PATH
    mac_apps: tuple[str, ...]  # bundle names under /Applications or ~/Applications
    linux_config: str  # profile root, relative to $XDG_CONFIG_HOME (Firefox: relative to HOME)
    mac_config: str  # relative to HOME
    windows_config: str  # relative to %LOCALAPPDATA% (Chromium family) or %APPDATA% (Firefox)
    registry_key: str  # under HKEY_CURRENT_USER; the host name is appended

    def hosts_dir_name(self, platform: str) -> str:
        """Manifest folder inside the profile root (Firefox on Linux spells it differently)."""
        if self.family is Family.FIREFOX and platform == "linux":
            return "native-messaging-hosts"
        return "NativeMessagingHosts"


BROWSERS: tuple[Browser, ...] = (
    Browser(
        "chrome", "Google Chrome", Family.CHROMIUM,
        ("google-chrome", "google-chrome-stable", "google-chrome-beta", "google-chrome-unstable"),
        ("Google Chrome.app",),
        "google-chrome", "Library/Application Support/Google/Chrome",
        r"Google\Chrome\User Data", r"Software\Google\Chrome\NativeMessagingHosts",
    ),
    Browser(
        "chromium", "Chromium", Family.CHROMIUM,
        ("chromium", "chromium-browser"),
        ("Chromium.app",),
        "chromium", "Library/Application Support/Chromium",
        r"Chromium\User Data", r"Software\Chromium\NativeMessagingHosts",
    ),
    Browser(
        "edge", "Microsoft Edge", Family.CHROMIUM,
        ("microsoft-edge", "microsoft-edge-stable", "microsoft-edge-beta", "microsoft-edge-dev"),
        ("Microsoft Edge.app",),
        "microsoft-edge", "Library/Application Support/Microsoft Edge",
        r"Microsoft\Edge\User Data", r"Software\Microsoft\Edge\NativeMessagingHosts",
    ),
    Browser(
        "brave", "Brave", Family.CHROMIUM,
        ("brave-browser", "brave", "brave-browser-stable"),
        ("Brave Browser.app",),
        "BraveSoftware/Brave-Browser",
        "Library/Application Support/BraveSoftware/Brave-Browser",
        r"BraveSoftware\Brave-Browser\User Data",
        r"Software\BraveSoftware\Brave-Browser\NativeMessagingHosts",
    ),
    Browser(
        "firefox", "Firefox", Family.FIREFOX,
        ("firefox", "firefox-esr", "firefox-developer-edition", "firefox-nightly"),
        ("Firefox.app", "Firefox Developer Edition.app", "Firefox Nightly.app"),
        ".mozilla", "Library/Application Support/Mozilla",
        r"Mozilla\Firefox", r"Software\Mozilla\NativeMessagingHosts",
    ),
)
BROWSER_KEYS: tuple[str, ...] = tuple(b.key for b in BROWSERS)


def by_key(key: str) -> Browser:
    for browser in BROWSERS:
        if browser.key == key:
            return browser
    raise KeyError(key)


def home() -> Path:
    return Path(os.environ.get("HOME") or Path.home())


def _platform() -> str:
    return "darwin" if sys.platform == "darwin" else "win32" if sys.platform == "win32" else "linux"


def _linux_config_root(browser: Browser) -> Path:
    """Chromium-family browsers keep their profiles under $XDG_CONFIG_HOME (default ~/.config)."""
    if browser.family is Family.FIREFOX:
        return home()  # Firefox uses ~/.mozilla whatever XDG_CONFIG_HOME says
    xdg = os.environ.get("XDG_CONFIG_HOME", "").strip()
    return Path(xdg) if os.path.isabs(xdg) else home() / ".config"


def config_dir(browser: Browser) -> Path:
    """The browser's profile root; on Linux and macOS its manifests go in a folder inside it."""
    platform = _platform()
    if platform == "win32":
        env = "APPDATA" if browser.family is Family.FIREFOX else "LOCALAPPDATA"
        return Path(os.environ.get(env, home())) / browser.windows_config
    if platform == "darwin":
        return home() / browser.mac_config
    return _linux_config_root(browser) / browser.linux_config


def manifest_dir(browser: Browser) -> Path:
    """Folder where `browser` (its default profile root) reads native-messaging host manifests."""
    platform = _platform()
    if platform == "win32":
        # Windows reads the manifest path from the registry; we keep the files in our data dir.
        from hushprompt.cli.install import data_dir

        return data_dir() / "manifests" / browser.key
    return config_dir(browser) / browser.hosts_dir_name(platform)


def manifest_path(browser: Browser, host_name: str) -> Path:
    return manifest_dir(browser) / f"{host_name}.json"


def user_data_dir_manifest_path(user_data_dir: Path, host_name: str) -> Path:
    """Chromium run with `--user-data-dir=DIR` reads manifests from DIR, not from ~/.config."""
    return user_data_dir / "NativeMessagingHosts" / f"{host_name}.json"


def find_executable(browser: Browser) -> str | None:
    """Path of the browser's program: on PATH, or a macOS app bundle; None when not found."""
    for name in browser.executables:
        found = shutil.which(name)
        if found:
            return found
    if _platform() == "darwin":
        for root in (Path("/Applications"), home() / "Applications"):
            for app in browser.mac_apps:
                if (root / app).is_dir():
                    return str(root / app)
    return None


def detect(browser: Browser) -> str | None:
    """Why we think `browser` is installed (its program or its profile folder), or None."""
    executable = find_executable(browser)
    if executable:
        return executable
    config = config_dir(browser)
    if config.is_dir():
        return str(config)
    return None


def installed_browsers() -> list[tuple[Browser, str]]:
    """Browsers found on this machine, each with the evidence (program path or profile folder)."""
    found = []
    for browser in BROWSERS:
        evidence = detect(browser)
        if evidence is not None:
            found.append((browser, evidence))
    return found
