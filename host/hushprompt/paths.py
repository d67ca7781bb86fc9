"""Where HushPrompt keeps its files: the per-user data directory and the config file.

Linux: `$XDG_DATA_HOME/hushprompt` (usually `~/.local/share/hushprompt`), macOS:
`~/Library/Application Support/hushprompt`, Windows: `%APPDATA%\\hushprompt`. The environment
variable `HUSHPROMPT_HOME` overrides both directories (tests and the browser end-to-end run use
it). Directories are created private to the user (mode 0700).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "hushprompt"
HOME_ENV = "HUSHPROMPT_HOME"
CONFIG_FILE_NAME = "config.json"
PRIVATE_DIR_MODE = 0o700


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser().absolute() if value else None


def ensure_private_dir(directory: Path) -> Path:
    """Create `directory` (and parents) readable only by the user; return it."""
    directory.mkdir(mode=PRIVATE_DIR_MODE, parents=True, exist_ok=True)
    if os.name == "posix":
        # mkdir's mode is filtered by the umask and ignored for existing directories.
        current = directory.stat().st_mode & 0o777
        if current != PRIVATE_DIR_MODE:
            os.chmod(directory, PRIVATE_DIR_MODE)
    return directory


def data_dir(create: bool = True) -> Path:
    """The directory of the vault, its key file and other per-user state."""
    directory = _home_override() or Path(
        platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True)
    )
    return ensure_private_dir(directory) if create else directory


def config_dir(create: bool = True) -> Path:
    """The directory of the user's configuration (same as `data_dir` under `HUSHPROMPT_HOME`)."""
    directory = _home_override() or Path(
        platformdirs.user_config_dir(APP_NAME, appauthor=False, roaming=True)
    )
    return ensure_private_dir(directory) if create else directory


def config_path() -> Path:
    """The JSON configuration file, e.g. `{"retention_days": 30}`. It may not exist."""
    return config_dir(create=False) / CONFIG_FILE_NAME
