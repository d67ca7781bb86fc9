"""A damaged, foreign or unknown vault is moved aside (never deleted) and reported once."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from hushprompt.errors import ErrorCode, VaultError
from hushprompt.types import Label, Mapping
from hushprompt.vault import Vault
from hushprompt.vault.store import CORRUPT_MESSAGE

PRIYA = Mapping("Priya Sharma", "Anita Rao", Label.PERSON)
KEY_A = bytes(range(32))
KEY_B = bytes(range(1, 33))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HUSHPROMPT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    (tmp_path / "home").mkdir(mode=0o700)
    return tmp_path / "home"


def _aside(home: Path) -> list[Path]:
    return sorted(p for p in home.glob("vault.sqlite3.corrupt-*") if not p.name.endswith(
        ("-wal", "-shm", "-journal")))


def _make_vault(home: Path, key: bytes | None = None) -> None:
    with Vault.open(key=key) as vault, vault.edit("chat") as edit:
        edit.add(PRIYA)


def _expect_corrupt_once_then_working(vault: Vault) -> None:
    with pytest.raises(VaultError) as caught:
        vault.mappings("chat")
    assert caught.value.code is ErrorCode.VAULT_CORRUPT
    assert caught.value.message == CORRUPT_MESSAGE
    assert vault.mappings("chat") == []  # a fresh vault; no second error
    with vault.edit("chat") as edit:
        edit.add(PRIYA)
    assert [m.original for m in vault.mappings("chat")] == ["Priya Sharma"]


def test_a_file_that_is_not_a_database_is_moved_aside(home: Path) -> None:
    garbage = b"this is certainly not an SQLite database\n" * 200
    (home / "vault.sqlite3").write_bytes(garbage)
    vault = Vault.open()
    _expect_corrupt_once_then_working(vault)
    vault.close()
    moved = _aside(home)
    assert len(moved) == 1 and moved[0].read_bytes() == garbage  # kept, byte for byte
    assert vault.moved_aside == moved


def test_a_malformed_database_is_moved_aside(home: Path) -> None:
    with Vault.open() as vault:
        for n in range(200):  # enough rows for several b-tree pages
            with vault.edit(f"chat-{n}") as edit:
                edit.add(Mapping(f"Person {n}", f"Stand In {n}", Label.PERSON))
    db = home / "vault.sqlite3"
    size = db.stat().st_size
    assert size > 4 * 4096
    with open(db, "r+b") as handle:  # scribble over the b-tree pages after the first
        for offset in range(4096, size, 4096):
            handle.seek(offset)
            handle.write(b"\xff" * 64)
    vault = Vault.open()
    _expect_corrupt_once_then_working(vault)
    vault.close()
    assert len(_aside(home)) == 1


def test_a_vault_made_with_another_key_is_moved_aside_intact(home: Path) -> None:
    _make_vault(home, key=KEY_A)
    vault = Vault.open(key=KEY_B)
    _expect_corrupt_once_then_working(vault)
    vault.close()
    (moved,) = _aside(home)
    with Vault.open(moved, key=KEY_A) as original_owner:  # nothing was lost
        assert [m.original for m in original_owner.mappings("chat")] == ["Priya Sharma"]


def test_an_unknown_schema_version_is_moved_aside(home: Path) -> None:
    _make_vault(home)
    with sqlite3.connect(home / "vault.sqlite3") as raw:
        raw.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    raw.close()
    vault = Vault.open()
    _expect_corrupt_once_then_working(vault)
    vault.close()
    assert len(_aside(home)) == 1


def test_another_applications_database_is_moved_aside(home: Path) -> None:
    with sqlite3.connect(home / "vault.sqlite3") as raw:
        raw.execute("CREATE TABLE notes (body TEXT)")
        raw.execute("INSERT INTO notes VALUES ('keep me')")
    raw.close()
    vault = Vault.open()
    _expect_corrupt_once_then_working(vault)
    vault.close()
    (moved,) = _aside(home)
    with sqlite3.connect(moved) as raw:
        assert raw.execute("SELECT body FROM notes").fetchall() == [("keep me",)]
    raw.close()


def test_corruption_is_reported_by_edit_too(home: Path) -> None:
    (home / "vault.sqlite3").write_bytes(b"\x00garbage" * 1000)
    vault = Vault.open()
    with pytest.raises(VaultError) as caught, vault.edit("chat"):
        pass
    assert caught.value.code is ErrorCode.VAULT_CORRUPT
    with vault.edit("chat") as edit:
        edit.add(PRIYA)
    vault.close()


def test_a_healthy_vault_is_never_moved(home: Path) -> None:
    _make_vault(home)
    for _ in range(3):
        with Vault.open() as vault:
            assert len(vault.mappings("chat")) == 1
    assert _aside(home) == []


def test_a_vault_replaced_by_another_process_is_followed(home: Path) -> None:
    """Another process moved the vault aside: this one continues on the new file."""
    first = Vault.open()
    with first.edit("chat") as edit:
        edit.add(PRIYA)
    second = Vault.open()
    second.close()
    db = home / "vault.sqlite3"
    for suffix in ("", "-wal", "-shm"):  # what the other process's recovery does
        if Path(f"{db}{suffix}").exists():
            os.rename(f"{db}{suffix}", f"{db}.corrupt-test{suffix}")
    assert first.mappings("chat") == []
    with first.edit("chat") as edit:
        edit.add(Mapping("Tom Becker", "Max Braun", Label.PERSON))
    first.close()
    with Vault.open() as reopened:
        assert [m.original for m in reopened.mappings("chat")] == ["Tom Becker"]


def test_tampered_rows_are_ignored_not_misread(home: Path) -> None:
    with Vault.open() as vault, vault.edit("chat") as edit:
        edit.add(PRIYA)
        edit.add(Mapping("Tom Becker", "Max Braun", Label.PERSON))
    with sqlite3.connect(home / "vault.sqlite3") as raw:  # swap the two sealed originals
        rows = raw.execute("SELECT id, enc_original FROM mappings ORDER BY id").fetchall()
        raw.execute("UPDATE mappings SET enc_original = ? WHERE id = ?", (rows[1][1], rows[0][0]))
        raw.execute("UPDATE mappings SET enc_original = ? WHERE id = ?", (rows[0][1], rows[1][0]))
    raw.close()
    with Vault.open() as vault:
        mappings = vault.mappings("chat")
    # The sealed values are bound to their row (AES-GCM associated data + original hash):
    # swapped values are rejected rather than returned under the wrong replacement.
    assert mappings == []
