"""The vault key: OS keyring when usable, else a 0600 key file every process agrees on."""

from __future__ import annotations

import base64
import hashlib
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import keyring
import keyring.backend
import keyring.backends.fail
import keyring.errors
import pytest
from hushprompt import paths
from hushprompt.errors import ErrorCode, VaultError
from hushprompt.types import Label, Mapping
from hushprompt.vault import Vault, keystore

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A real-looking keyring backend that keeps secrets in memory."""

    priority = 5  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.secrets: dict[tuple[str, str], str] = {}
        self.calls = 0

    def get_password(self, service: str, username: str) -> str | None:
        self.calls += 1
        return self.secrets.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.calls += 1
        self.secrets[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self.secrets.pop((service, username), None)


class BrokenKeyring(MemoryKeyring):
    def get_password(self, service: str, username: str) -> str | None:
        raise keyring.errors.KeyringLocked("locked")


class HangingKeyring(MemoryKeyring):
    """Like a D-Bus secret service that never answers."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def get_password(self, service: str, username: str) -> str | None:
        self.release.wait(30)
        return None


@pytest.fixture
def key_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HUSHPROMPT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "1")
    return tmp_path / "home"


@pytest.fixture
def use_keyring():
    previous = keyring.get_keyring()

    def install(backend: keyring.backend.KeyringBackend) -> keyring.backend.KeyringBackend:
        keyring.set_keyring(backend)
        return backend

    yield install
    keyring.set_keyring(previous)


def _stored_key(backend: MemoryKeyring) -> bytes:
    value = backend.secrets[(keystore.KEYRING_SERVICE, keystore.KEYRING_USERNAME)]
    return base64.b64decode(value)


def test_key_is_kept_in_a_usable_keyring(key_dir: Path, use_keyring) -> None:
    backend = use_keyring(MemoryKeyring())
    key = keystore.load_or_create_key()
    assert len(key) == 32 and _stored_key(backend) == key
    assert not (key_dir / keystore.KEY_FILE_NAME).exists()
    assert keystore.load_or_create_key() == key
    # the vault opens with it and reopens with the same key
    with Vault.open() as vault, vault.edit("chat") as edit:
        edit.add(Mapping("Priya Sharma", "Anita Rao", Label.PERSON))
    with Vault.open() as vault:
        assert [m.original for m in vault.mappings("chat")] == ["Priya Sharma"]
    assert not (key_dir / keystore.KEY_FILE_NAME).exists()


def test_fail_backend_falls_back_to_a_key_file(key_dir: Path, use_keyring) -> None:
    use_keyring(keyring.backends.fail.Keyring())
    key = keystore.load_or_create_key()
    assert (key_dir / keystore.KEY_FILE_NAME).read_bytes() == key
    assert keystore.load_or_create_key() == key


def test_keyring_errors_fall_back_to_a_key_file(key_dir: Path, use_keyring) -> None:
    use_keyring(BrokenKeyring())
    key = keystore.load_or_create_key()
    assert (key_dir / keystore.KEY_FILE_NAME).read_bytes() == key


def test_a_hanging_keyring_does_not_hang_the_host(key_dir: Path, use_keyring,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(keystore, "KEYRING_TIMEOUT_SECONDS", 0.3)
    backend = use_keyring(HangingKeyring())
    started = time.monotonic()
    try:
        key = keystore.load_or_create_key()
    finally:
        backend.release.set()
    assert time.monotonic() - started < 3
    assert (key_dir / keystore.KEY_FILE_NAME).read_bytes() == key


def test_env_switch_forces_the_key_file(key_dir: Path, use_keyring,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    backend = use_keyring(MemoryKeyring())
    key = keystore.load_or_create_key()
    assert (key_dir / keystore.KEY_FILE_NAME).read_bytes() == key
    assert backend.calls == 0 and backend.secrets == {}


def test_an_existing_key_file_wins_over_the_keyring(key_dir: Path, use_keyring,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    file_key = keystore.load_or_create_key()
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "1")
    backend = use_keyring(MemoryKeyring())
    assert keystore.load_or_create_key() == file_key
    assert backend.secrets == {}


def test_keyring_key_unavailable_later_is_reported_not_replaced(key_dir: Path,
                                                                use_keyring) -> None:
    use_keyring(MemoryKeyring())
    keystore.load_or_create_key()
    use_keyring(BrokenKeyring())  # e.g. the keyring is still locked after login
    with pytest.raises(VaultError) as caught:
        keystore.load_or_create_key()
    assert caught.value.code is ErrorCode.VAULT_LOCKED
    assert not (key_dir / keystore.KEY_FILE_NAME).exists()  # no new key that orphans the vault


@posix_only
def test_key_file_and_directory_are_private(key_dir: Path, monkeypatch) -> None:
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    old_umask = os.umask(0o022)
    try:
        keystore.load_or_create_key()
    finally:
        os.umask(old_umask)
    key_file = key_dir / keystore.KEY_FILE_NAME
    assert key_file.stat().st_mode & 0o777 == 0o600
    assert key_dir.stat().st_mode & 0o777 == 0o700
    os.chmod(key_file, 0o644)
    keystore.load_or_create_key()
    assert key_file.stat().st_mode & 0o777 == 0o600  # loosened permissions are tightened


def test_a_damaged_key_file_is_moved_aside(key_dir: Path, monkeypatch) -> None:
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    monkeypatch.setattr(keystore, "KEY_READ_RETRY_SECONDS", 0.1)
    paths.ensure_private_dir(key_dir)
    (key_dir / keystore.KEY_FILE_NAME).write_bytes(b"short")
    key = keystore.load_or_create_key()
    assert len(key) == 32
    assert [p.read_bytes() for p in key_dir.glob("vault.key.damaged-*")] == [b"short"]


RACE = """
import hashlib, sys, time
from pathlib import Path
from hushprompt.vault import keystore
directory, start, entry = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]
while not start.exists():
    time.sleep(0.001)
key = keystore.load_or_create_key(directory) if entry == "public" else \\
    keystore._create_key_file(directory / keystore.KEY_FILE_NAME)
print(hashlib.sha256(key).hexdigest())  # a digest: the key itself is never printed
"""


@pytest.mark.parametrize("entry", ["public", "exclusive-create"])
def test_processes_racing_to_create_the_key_agree(tmp_path: Path, monkeypatch, entry) -> None:
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    for attempt in range(2):
        directory = tmp_path / f"race-{attempt}"
        paths.ensure_private_dir(directory)
        start = tmp_path / f"start-{attempt}"
        racers = [
            subprocess.Popen([sys.executable, "-c", RACE, str(directory), str(start), entry],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(3)
        ]
        time.sleep(0.4)
        start.touch()
        digests = set()
        for racer in racers:
            out, err = racer.communicate(timeout=60)
            assert racer.returncode == 0, err
            digests.add(out.strip())
        assert len(digests) == 1
        key = (directory / keystore.KEY_FILE_NAME).read_bytes()
        assert digests == {hashlib.sha256(key).hexdigest()}
        assert not list(directory.glob(".vault.key.*.tmp"))  # no temporary files left behind
