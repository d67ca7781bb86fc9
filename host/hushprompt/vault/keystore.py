"""The vault's 32-byte master key: from the OS keyring when a real one is usable, else a key file.

Order, so that every host process of the user arrives at the same key:
1. `vault.key` in the data dir exists -> use it (a key file, once made, always wins);
2. the OS keyring (via `keyring`) is enabled and usable -> read the key, or store a new one;
3. otherwise create `vault.key` (mode 0600) atomically; a process that loses the race reads the
   winner's key.
Step 2 and 3 run under an inter-process file lock. Keyring calls run in a helper thread with a
time limit, so a slow or prompting D-Bus / keychain cannot hang the host. Fail, null and
plaintext backends are never used (`keyrings.alt` backends may prompt on stdin, which is the
browser's pipe). `HUSHPROMPT_KEYRING=0` forces the key file. The key is never logged.
"""

from __future__ import annotations

import base64
import binascii
import logging
import os
import secrets
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import filelock

from hushprompt.errors import ErrorCode, VaultError
from hushprompt.paths import data_dir, ensure_private_dir
from hushprompt.vault.crypto import KEY_BYTES

log = logging.getLogger(__name__)

KEY_FILE_NAME = "vault.key"
KEYRING_MARKER_NAME = "vault.key.in-keyring"  # not secret: says "the key lives in the keyring"
LOCK_FILE_NAME = "vault.key.lock"
KEYRING_ENV = "HUSHPROMPT_KEYRING"
KEYRING_SERVICE = "hushprompt"
KEYRING_USERNAME = "vault-key"
KEYRING_TIMEOUT_SECONDS = 5.0
LOCK_TIMEOUT_SECONDS = 3 * KEYRING_TIMEOUT_SECONDS + 5.0
KEY_FILE_MODE = 0o600
KEY_READ_RETRY_SECONDS = 1.0  # only the no-hard-link fallback can expose a short key file
KEY_UNAVAILABLE_MESSAGE = "The vault key is not available from the system keyring."
_UNUSABLE_BACKEND_MODULES = (
    "keyring.backends.fail",
    "keyring.backends.null",
    "keyring.backends.chainer",
    "keyrings.alt",  # plaintext files, or an encrypted file that asks for a password on stdin
)
_T = TypeVar("_T")


class _KeyringUnavailable(Exception):
    """No usable keyring, or it failed or took too long."""


def keyring_enabled() -> bool:
    return os.environ.get(KEYRING_ENV, "1").strip().lower() not in {"0", "false", "no", "off"}


def load_or_create_key(directory: Path | None = None) -> bytes:
    """The master key of the vault kept in `directory` (default: the data dir)."""
    directory = ensure_private_dir(directory or data_dir())
    key_file = directory / KEY_FILE_NAME
    if key_file.exists():
        return _read_key_file(key_file)
    lock = filelock.FileLock(directory / LOCK_FILE_NAME, timeout=LOCK_TIMEOUT_SECONDS, mode=0o600)
    try:
        lock.acquire()
    except filelock.Timeout:
        # Another process is stuck (e.g. in a keyring prompt); the O_EXCL creation below still
        # guarantees one key file.
        log.warning("vault key lock not acquired in time; continuing without it")
        return _resolve_key(directory, key_file)
    try:
        return _resolve_key(directory, key_file)
    finally:
        lock.release()


def _resolve_key(directory: Path, key_file: Path) -> bytes:
    if key_file.exists():
        return _read_key_file(key_file)
    marker = directory / KEYRING_MARKER_NAME
    if keyring_enabled():
        try:
            key = _call_with_timeout(_keyring_get_or_create, KEYRING_TIMEOUT_SECONDS)
        except _KeyringUnavailable:
            if marker.exists():
                # The key was put in the keyring earlier (e.g. the keyring is still locked after
                # login). A new key would make the vault unreadable, so report instead.
                raise VaultError(ErrorCode.VAULT_LOCKED, KEY_UNAVAILABLE_MESSAGE) from None
        else:
            if not marker.exists():
                _write_private_file(marker, b"the vault key is kept in the system keyring\n")
            return key
    return _create_key_file(key_file)


# -------------------------------------------------------------------------------- keyring
def _call_with_timeout(function: Callable[[], _T], timeout: float) -> _T:
    """Run `function` in a daemon thread; give up after `timeout` seconds."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = function()
        except BaseException as exc:  # noqa: BLE001 - every keyring failure means "unavailable"
            outcome["error"] = exc

    worker = threading.Thread(target=run, name="hushprompt-keyring", daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        log.warning("the system keyring did not answer in time; using the key file")
        raise _KeyringUnavailable()
    if "error" in outcome:
        error = outcome["error"]
        if not isinstance(error, _KeyringUnavailable):
            log.warning("the system keyring failed (%s); using the key file", type(error).__name__)
        raise _KeyringUnavailable() from None
    return outcome["value"]


def _usable_backend() -> Any:
    import keyring  # imported lazily: backend discovery may touch D-Bus
    from keyring.backends import chainer

    backend = keyring.get_keyring()
    candidates = backend.backends if isinstance(backend, chainer.ChainerBackend) else [backend]
    for candidate in candidates:
        if _is_real_backend(candidate):
            return candidate
    raise _KeyringUnavailable()


def _is_real_backend(backend: Any) -> bool:
    module = type(backend).__module__
    if module.startswith(_UNUSABLE_BACKEND_MODULES):
        return False
    try:
        return float(backend.priority) > 0
    except Exception:  # noqa: BLE001 - a backend whose priority raises is not viable
        return False


def _keyring_get_or_create() -> bytes:
    backend = _usable_backend()
    stored = backend.get_password(KEYRING_SERVICE, KEYRING_USERNAME)
    if stored is None:
        backend.set_password(
            KEYRING_SERVICE, KEYRING_USERNAME, base64.b64encode(os.urandom(KEY_BYTES)).decode()
        )
        stored = backend.get_password(KEYRING_SERVICE, KEYRING_USERNAME)  # confirm it was kept
        if stored is None:
            raise _KeyringUnavailable()
    try:
        key = base64.b64decode(stored, validate=True)
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != KEY_BYTES:
        log.warning("the keyring entry of the vault key is malformed; using the key file")
        raise _KeyringUnavailable()
    return key


# -------------------------------------------------------------------------------- key file
def _read_key_file(path: Path) -> bytes:
    deadline = time.monotonic() + KEY_READ_RETRY_SECONDS
    while True:
        key = path.read_bytes()
        if len(key) == KEY_BYTES:
            break
        if time.monotonic() > deadline:
            return _replace_damaged_key_file(path)
        time.sleep(0.02)
    if os.name == "posix" and path.stat().st_mode & 0o077:
        os.chmod(path, KEY_FILE_MODE)
    return key


def _replace_damaged_key_file(path: Path) -> bytes:
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%dT%H%M%S')}")
    log.warning("the vault key file is damaged; it was moved aside and a new key was made")
    os.replace(path, aside)
    return _create_key_file(path)


def _write_private_file(path: Path, data: bytes) -> None:
    """Create `path` (which must not exist) with mode 0600 and durable contents."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, KEY_FILE_MODE)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def _create_key_file(path: Path) -> bytes:
    """Create the key file atomically; if another process made one first, return its key."""
    key = os.urandom(KEY_BYTES)
    temp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    _write_private_file(temp, key)
    try:
        # A hard link appears complete or not at all and fails if the name exists: an O_EXCL
        # create that cannot expose a half-written key to a concurrent reader.
        os.link(temp, path)
    except FileExistsError:
        return _read_key_file(path)
    except OSError:
        # File systems without hard links: plain O_EXCL create (readers retry short reads).
        try:
            _write_private_file(path, key)
        except FileExistsError:
            return _read_key_file(path)
    finally:
        temp.unlink(missing_ok=True)
    _fsync_directory(path.parent)
    return key


def _fsync_directory(directory: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
