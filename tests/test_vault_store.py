"""Vault behaviour in one process: round trip, add rules, forget, link, retention, secrecy."""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import pytest
from hushprompt.errors import ErrorCode, VaultError
from hushprompt.types import Label, Mapping, Style
from hushprompt.vault import ReplacementTaken, Vault
from hushprompt.vault import store as store_module

PRIYA = Mapping("Priya Sharma", "Anita Rao", Label.PERSON)
EMAIL = Mapping("priya.sharma@acme-corp.example", "j.doe@mailhost.example", Label.EMAIL)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HUSHPROMPT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    return tmp_path / "home"


@pytest.fixture
def vault(home: Path):
    opened = Vault.open()
    yield opened
    opened.close()


def _pairs(mappings: list[Mapping]) -> list[tuple[str, str, Label, Style]]:
    return [(m.original, m.replacement, m.label, m.style) for m in mappings]


def test_round_trip_survives_reopen(vault: Vault, home: Path) -> None:
    with vault.edit("chat-1") as edit:
        edit.add(PRIYA)
        edit.add(EMAIL)
        assert _pairs(edit.mappings) == _pairs([PRIYA, EMAIL])
    vault.close()
    reopened = Vault.open()
    try:
        assert _pairs(reopened.mappings("chat-1")) == _pairs([PRIYA, EMAIL])
        assert reopened.mappings("chat-2") == []
        assert all(m.created_at > time.time() - 60 for m in reopened.mappings("chat-1"))
    finally:
        reopened.close()
    assert (home / "vault.sqlite3").exists()


def test_same_original_keeps_its_first_replacement(vault: Vault) -> None:
    with vault.edit("chat") as edit:
        first = edit.add(PRIYA)
    with vault.edit("chat") as edit:
        again = edit.add(Mapping("  priya   SHARMA ", "Someone Else", Label.PERSON))
    assert again.replacement == first.replacement == "Anita Rao"
    assert len(vault.mappings("chat")) == 1


def test_same_original_in_another_style_is_a_separate_mapping(vault: Vault) -> None:
    with vault.edit("chat") as edit:
        edit.add(PRIYA)
        label = edit.add(Mapping("Priya Sharma", "[PERSON_1]", Label.PERSON, Style.LABEL))
    assert label.replacement == "[PERSON_1]"
    assert {m.style for m in vault.mappings("chat")} == {Style.STANDIN, Style.LABEL}


def test_taken_replacement_is_refused(vault: Vault) -> None:
    with vault.edit("chat") as edit:
        edit.add(PRIYA)
        with pytest.raises(ReplacementTaken) as caught:
            edit.add(Mapping("Maria Lopez", "anita rao", Label.PERSON))  # case-insensitive
        assert caught.value.code is ErrorCode.VAULT_ERROR
        with pytest.raises(ReplacementTaken):  # a replacement equal to an original
            edit.add(Mapping("Maria Lopez", "Priya Sharma", Label.PERSON))
        with pytest.raises(ReplacementTaken):  # equal to its own original
            edit.add(Mapping("Maria Lopez", "MARIA LOPEZ", Label.PERSON))
        edit.add(Mapping("Maria Lopez", "Elena Ruiz", Label.PERSON))  # the retry succeeds
    assert [m.replacement for m in vault.mappings("chat")] == ["Anita Rao", "Elena Ruiz"]


def test_same_replacement_is_fine_in_another_conversation(vault: Vault) -> None:
    with vault.edit("chat-a") as edit:
        edit.add(PRIYA)
    with vault.edit("chat-b") as edit:
        edit.add(Mapping("Tom Becker", "Anita Rao", Label.PERSON))
    assert vault.mappings("chat-b")[0].original == "Tom Becker"
    assert vault.mappings("chat-a")[0].original == "Priya Sharma"


def test_redactions_may_share_their_replacement(vault: Vault) -> None:
    with vault.edit("chat") as edit:
        edit.add(Mapping("hunter2", "[REDACTED]", Label.SECRET, Style.REDACT))
        edit.add(Mapping("swordfish", "[REDACTED]", Label.SECRET, Style.REDACT))
    assert len(vault.mappings("chat")) == 2


def test_failed_edit_is_rolled_back(vault: Vault) -> None:
    with pytest.raises(RuntimeError), vault.edit("chat") as edit:
        edit.add(PRIYA)
        raise RuntimeError("caller failed")
    assert vault.mappings("chat") == []
    with vault.edit("chat") as edit:  # the vault is not left locked
        edit.add(PRIYA)
    assert len(vault.mappings("chat")) == 1


def test_forget_one_conversation(vault: Vault) -> None:
    for chat in ("keep", "drop"):
        with vault.edit(chat) as edit:
            edit.add(PRIYA)
            edit.add(EMAIL)
    assert vault.forget("drop") == 2
    assert vault.mappings("drop") == []
    assert len(vault.mappings("keep")) == 2
    assert vault.forget("drop") == 0


def test_forget_all(vault: Vault) -> None:
    for chat in ("one", "two", "three"):
        with vault.edit(chat) as edit:
            edit.add(PRIYA)
    assert vault.forget_all() == 3
    assert all(vault.mappings(chat) == [] for chat in ("one", "two", "three"))


def test_link_copies_mappings_to_the_new_id(vault: Vault) -> None:
    with vault.edit("draft") as edit:
        edit.add(PRIYA)
        edit.add(EMAIL)
    with vault.edit("chat-42") as edit:  # the target already maps Priya differently
        edit.add(Mapping("Priya Sharma", "Kavya Iyer", Label.PERSON))
    assert vault.link("draft", "chat-42") == 1
    target = {m.original: m.replacement for m in vault.mappings("chat-42")}
    assert target == {"Priya Sharma": "Kavya Iyer", EMAIL.original: EMAIL.replacement}
    assert vault.link("draft", "chat-42") == 0
    assert len(vault.mappings("draft")) == 2  # the source is untouched


def test_link_skips_a_replacement_taken_in_the_target(vault: Vault) -> None:
    with vault.edit("draft") as edit:
        edit.add(PRIYA)
    with vault.edit("chat") as edit:
        edit.add(Mapping("Tom Becker", "Anita Rao", Label.PERSON))
    assert vault.link("draft", "chat") == 0
    assert [m.original for m in vault.mappings("chat")] == ["Tom Becker"]


def test_purge_expired_deletes_only_old_mappings(vault: Vault) -> None:
    old = time.time() - 40 * 86400
    with vault.edit("chat") as edit:
        edit.add(Mapping("Old Name", "Gone Soon", Label.PERSON, created_at=old))
        edit.add(PRIYA)
    assert vault.purge_expired(30) == 1
    assert [m.original for m in vault.mappings("chat")] == ["Priya Sharma"]
    with pytest.raises(ValueError):
        vault.purge_expired(-1)


def test_expired_mappings_are_invisible_before_the_purge_runs(vault: Vault) -> None:
    with vault.edit("chat") as edit:  # the hourly purge has just run, so this row stays
        edit.add(Mapping("Priya Sharma", "Old Stand In", Label.PERSON,
                         created_at=time.time() - 31 * 86400))
    assert vault.mappings("chat") == []
    with vault.edit("chat") as edit:  # the same original and replacement can be mapped anew
        assert edit.mappings == []
        edit.add(Mapping("Priya Sharma", "Anita Rao", Label.PERSON))
        edit.add(Mapping("Tom Becker", "Old Stand In", Label.PERSON))
    assert {m.original for m in vault.mappings("chat")} == {"Priya Sharma", "Tom Becker"}


def test_configured_retention_is_applied_on_open(home: Path) -> None:
    with Vault.open() as vault, vault.edit("chat") as edit:
        edit.add(Mapping("Ten Days Ago", "Still Kept", Label.PERSON,
                         created_at=time.time() - 10 * 86400))
        edit.add(PRIYA)
    (home / "config.json").write_text(json.dumps({"retention_days": 7}))
    db = home / "vault.sqlite3"
    with sqlite3.connect(db) as raw:  # pretend the last automatic purge is over an hour ago
        raw.execute("DELETE FROM meta WHERE key = 'last_purge'")
    raw.close()
    with Vault.open() as vault:
        assert vault.retention_days == 7
        assert [m.original for m in vault.mappings("chat")] == ["Priya Sharma"]


def test_default_retention_is_thirty_days(home: Path) -> None:
    with Vault.open() as vault:
        assert vault.retention_days == 30
    (home / "config.json").write_text("{not json")
    with Vault.open() as vault:
        assert vault.retention_days == 30


def test_conversation_seed_is_stable_secret_and_distinct(home: Path) -> None:
    with Vault.open() as first:
        seed = first.conversation_seed("chat-1")
        other = first.conversation_seed("chat-2")
    with Vault.open() as second:
        assert second.conversation_seed("chat-1") == seed
    assert len(seed) == 32 and seed != other
    with Vault.open(home / "elsewhere.sqlite3", key=b"k" * 32) as foreign:
        assert foreign.conversation_seed("chat-1") != seed  # depends on the secret key


def test_originals_and_ids_are_not_stored_in_plain_text(home: Path) -> None:
    secrets_in_use = [
        "Zyxwa Qarnowski", "zyxwa.q@private-mail.example", "conv-7f3a-SECRET-ID",
        "Bexley Vandermolen", "sk-proj-QWERTYUIOPASDFGH1234",
    ]
    vault = Vault.open()
    with vault.edit("conv-7f3a-SECRET-ID") as edit:
        edit.add(Mapping("Zyxwa Qarnowski", "Bexley Vandermolen", Label.PERSON))
        edit.add(Mapping("zyxwa.q@private-mail.example", "x@y.example", Label.EMAIL))
        edit.add(Mapping("sk-proj-QWERTYUIOPASDFGH1234", "sk-proj-0000", Label.SECRET))
    wal = home / "vault.sqlite3-wal"
    assert wal.exists() and wal.stat().st_size > 0  # the data is (also) in the WAL right now

    def assert_absent() -> None:
        files = [p for p in home.rglob("*") if p.is_file()]
        assert files
        for path in files:
            data = path.read_bytes()
            for secret in secrets_in_use:
                for variant in {secret, secret.lower(), secret.casefold()}:
                    for encoded in (variant.encode("utf-8"), variant.encode("utf-16-le")):
                        assert encoded not in data, f"plain value found in {path.name}"

    assert_absent()
    vault.close()
    assert_absent()


def test_repr_and_errors_do_not_reveal_values(vault: Vault) -> None:
    with vault.edit("chat") as edit:
        stored = edit.add(PRIYA)
        with pytest.raises(ReplacementTaken) as caught:
            edit.add(Mapping("Maria Lopez", "Anita Rao", Label.PERSON))
        assert "Priya" not in repr(edit) and "Anita" not in repr(edit)
    for text in (repr(stored), str(caught.value), repr(vault)):
        assert "Priya" not in text and "Anita" not in text and "Maria" not in text


def test_closed_vault_reports_an_error(home: Path) -> None:
    vault = Vault.open()
    vault.close()
    with pytest.raises(VaultError) as caught:
        vault.mappings("chat")
    assert caught.value.code is ErrorCode.VAULT_ERROR


def test_unusable_data_dir_is_a_vault_error(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("HUSHPROMPT_HOME", str(blocker / "home"))
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    with pytest.raises(VaultError) as caught:
        Vault.open()
    assert caught.value.code is ErrorCode.VAULT_ERROR


def test_edits_do_not_nest(vault: Vault) -> None:
    with vault.edit("a") as edit:
        edit.add(PRIYA)
        with pytest.raises(RuntimeError), vault.edit("b"):
            pass
    assert len(vault.mappings("a")) == 1  # the outer edit still committed


def test_vault_files_are_private(vault: Vault, home: Path) -> None:
    with vault.edit("chat") as edit:
        edit.add(PRIYA)
    assert home.stat().st_mode & 0o777 == 0o700
    for path in home.glob("vault.sqlite3*"):
        assert path.stat().st_mode & 0o077 == 0, path.name


def test_edit_and_read_are_fast(vault: Vault) -> None:
    def timed(action, repeat: int = 20) -> float:
        start = time.perf_counter()
        for index in range(repeat):
            action(index)
        return (time.perf_counter() - start) / repeat

    def edit_five(index: int) -> None:
        with vault.edit(f"chat-{index}") as edit:
            for n in range(5):
                edit.add(Mapping(f"Person {n}", f"Stand In {n}", Label.PERSON))

    edit_seconds = timed(edit_five)
    read_seconds = timed(lambda index: vault.mappings(f"chat-{index}"))
    # Budget of the interactive path (generous for a loaded CI machine with fsync).
    assert edit_seconds < 0.1 and read_seconds < 0.05


def test_busy_timeout_gives_vault_locked(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_SECONDS", 0.2)
    vault = Vault.open()
    with vault.edit("chat") as edit:
        edit.add(PRIYA)
    blocker = sqlite3.connect(home / "vault.sqlite3", isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(VaultError) as caught, vault.edit("chat"):
            pass
        assert caught.value.code is ErrorCode.VAULT_LOCKED
        assert len(vault.mappings("chat")) == 1  # readers are not blocked by the writer
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    with vault.edit("chat") as edit:  # usable again once the other writer is done
        edit.add(EMAIL)
    assert len(vault.mappings("chat")) == 2
    vault.close()
