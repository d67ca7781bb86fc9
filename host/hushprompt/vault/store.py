"""The vault: original <-> replacement mappings per conversation, encrypted, in SQLite.

Several host processes (one per browser port) share one database file:
- WAL mode, so readers never wait for the writer; writes take `BEGIN IMMEDIATE`, so the mappings
  an edit reads are still current when it adds to them; a waiting writer gives up after
  `BUSY_TIMEOUT_SECONDS` with `VAULT_LOCKED`.
- `synchronous=FULL`: a committed edit survives kill -9 (and power loss).
- Opening, schema creation and moving a damaged file aside run under an inter-process file
  lock, so two processes never move each other's fresh vault away.
A corrupt file, a vault made with another key or of an unknown schema is moved aside to
`vault.sqlite3.corrupt-<timestamp>` (never deleted), a fresh vault is started, and the next call
raises `VaultError(VAULT_CORRUPT)` once. No error message contains user text.
"""

from __future__ import annotations

import logging
import math
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import filelock

from hushprompt.errors import ErrorCode, VaultError
from hushprompt.paths import data_dir, ensure_private_dir
from hushprompt.types import Label, Mapping, Style
from hushprompt.vault import schema
from hushprompt.vault.crypto import DecryptionFailed, VaultCrypto, normalize
from hushprompt.vault.keystore import load_or_create_key
from hushprompt.vault.retention import PURGE_INTERVAL_SECONDS, configured_retention_days

log = logging.getLogger(__name__)

DB_FILE_NAME = "vault.sqlite3"
BUSY_TIMEOUT_SECONDS = 5.0
OPEN_LOCK_TIMEOUT_SECONDS = 30.0
DB_FILE_MODE = 0o600
_SIDE_FILES = ("-wal", "-shm", "-journal")

CORRUPT_MESSAGE = (
    "The vault was damaged or made with another key; it was moved aside and a new, "
    "empty vault was started."
)
LOCKED_MESSAGE = "The vault is busy in another HushPrompt process; try again."
ERROR_MESSAGE = "The vault could not be read or written."
CLOSED_MESSAGE = "The vault is closed."
TAKEN_MESSAGE = "That replacement is already used in this conversation."

_T = TypeVar("_T")


class ReplacementTaken(VaultError):
    """The replacement is already used in the conversation (as a replacement or an original).

    Raised by `ConversationEdit.add`; the caller picks another candidate and retries.
    """

    def __init__(self) -> None:
        super().__init__(ErrorCode.VAULT_ERROR, TAKEN_MESSAGE)


class _Damaged(Exception):
    """The database file cannot be used as a vault and must be moved aside."""


@dataclass(frozen=True, slots=True)
class _Row:
    original_hash: bytes
    mapping: Mapping


def _error_kind(exc: sqlite3.Error) -> str:
    name = getattr(exc, "sqlite_errorname", "") or ""
    text = str(exc).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return "locked"
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in text \
            or "not a database" in text:
        return "corrupt"
    return "other"


class ConversationEdit:
    """The mappings of one conversation inside one write transaction (see `Vault.edit`)."""

    def __init__(self, vault: Vault, conn: sqlite3.Connection, conv_hash: bytes,
                 rows: list[_Row]) -> None:
        self._vault = vault
        self._conn = conn
        self._conv_hash = conv_hash
        self._closed = False
        self.mappings: list[Mapping] = [row.mapping for row in rows]
        self._by_original: dict[bytes, Mapping] = {row.original_hash: row.mapping for row in rows}
        self._used_replacements = {
            normalize(m.replacement) for m in self.mappings if m.style is not Style.REDACT
        }
        self._originals = {normalize(m.original) for m in self.mappings}

    def __repr__(self) -> str:
        return f"ConversationEdit(mappings={len(self.mappings)})"

    def add(self, mapping: Mapping) -> Mapping:
        """Store `mapping`; if its original is already mapped with that style, return that one.

        Raises `ReplacementTaken` if the replacement is empty or already used in the conversation
        as a replacement or as an original (restore could not tell them apart).
        """
        if self._closed:
            raise VaultError(ErrorCode.VAULT_ERROR, "The vault edit has ended.")
        crypto = self._vault._crypto
        style, label = Style(mapping.style), Label(mapping.label)
        original_hash = crypto.original_hash(self._conv_hash, style.value, mapping.original)
        stored = self._by_original.get(original_hash)
        if stored is not None:
            return stored
        replacement_hash: bytes | None = None
        if style is not Style.REDACT:
            key = normalize(mapping.replacement)
            if not key or key in self._used_replacements or key in self._originals \
                    or key == normalize(mapping.original):
                raise ReplacementTaken()
            replacement_hash = crypto.replacement_hash(self._conv_hash, mapping.replacement)
        created_at = mapping.created_at or time.time()
        try:
            self._conn.execute(
                "INSERT INTO mappings (conv_hash, original_hash, replacement_hash, label, style,"
                " enc_original, enc_replacement, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    self._conv_hash, original_hash, replacement_hash, label.value, style.value,
                    crypto.seal(mapping.original,
                                *_original_context(self._conv_hash, style, label)),
                    crypto.seal(mapping.replacement,
                                *_replacement_context(self._conv_hash, original_hash)),
                    created_at,
                ),
            )
        except sqlite3.IntegrityError:
            raise ReplacementTaken() from None  # unreachable under the write lock; kept as a guard
        except sqlite3.Error as exc:
            raise self._vault._failure(exc) from exc
        stored = Mapping(mapping.original, mapping.replacement, label, style, created_at)
        self.mappings.append(stored)
        self._by_original[original_hash] = stored
        self._originals.add(normalize(stored.original))
        if style is not Style.REDACT:
            self._used_replacements.add(normalize(stored.replacement))
        return stored


def _original_context(conv_hash: bytes, style: Style, label: Label) -> tuple[bytes | str, ...]:
    return ("original", conv_hash, style.value, label.value)


def _replacement_context(conv_hash: bytes, original_hash: bytes) -> tuple[bytes | str, ...]:
    return ("replacement", conv_hash, original_hash)


class Vault:
    """Use `Vault.open()`. One SQLite connection per object, guarded by a lock."""

    def __init__(self, path: Path, crypto: VaultCrypto, retention_days: float) -> None:
        self.path = path
        self.retention_days = retention_days
        self._crypto = crypto
        self._lock = threading.RLock()
        self._open_lock = filelock.FileLock(
            path.with_name(path.name + ".lock"), timeout=OPEN_LOCK_TIMEOUT_SECONDS, mode=0o600
        )
        self._conn: sqlite3.Connection | None = None
        self._identity: tuple[int, int] | None = None
        self._pending: VaultError | None = None
        self._corruption_seen = False
        self._in_edit = False
        self._next_purge_check = 0.0
        self.moved_aside: list[Path] = []  # damaged vault files this object moved away

    def __repr__(self) -> str:
        return f"Vault({self.path.name!r})"

    # ------------------------------------------------------------------------------ open
    @classmethod
    def open(cls, path: Path | None = None, key: bytes | None = None, *,
             retention_days: float | None = None) -> Vault:
        """Open (creating if needed) the vault at `path` (default: data dir / vault.sqlite3).

        `key` defaults to the keystore's key. If the file had to be moved aside, `open` succeeds
        and the first call that uses the database raises `VaultError(VAULT_CORRUPT)`.
        """
        try:
            path = Path(path) if path is not None else data_dir() / DB_FILE_NAME
            ensure_private_dir(path.parent)
            if key is None:
                key = load_or_create_key(path.parent)
        except OSError as exc:  # e.g. the data dir is not writable
            raise VaultError(ErrorCode.VAULT_ERROR, ERROR_MESSAGE) from exc
        if retention_days is None:
            retention_days = configured_retention_days()
        vault = cls(path, VaultCrypto(key), retention_days)
        with vault._lock:
            vault._connect()
            if vault._pending is not None:
                return vault  # a fresh vault: nothing to purge; the next call reports the move
            vault._purge_if_due_without_waiting()
        return vault

    def _connect(self, move_if_identity: tuple[int, int] | None = None) -> None:
        """(Re)connect; move the file aside if it is damaged (or still the one seen damaged)."""
        try:
            self._open_lock.acquire()
        except filelock.Timeout:
            raise VaultError(ErrorCode.VAULT_LOCKED, LOCKED_MESSAGE) from None
        try:
            if move_if_identity is not None and self._file_identity() == move_if_identity:
                self._move_aside()
            try:
                conn = self._open_checked()
            except _Damaged:
                self._move_aside()
                self._pending = VaultError(ErrorCode.VAULT_CORRUPT, CORRUPT_MESSAGE)
                try:
                    conn = self._open_checked()
                except _Damaged:
                    raise VaultError(ErrorCode.VAULT_ERROR, ERROR_MESSAGE) from None
            self._conn = conn
            self._identity = self._file_identity()
        finally:
            self._open_lock.release()

    def _open_checked(self) -> sqlite3.Connection:
        self._create_private_file()
        try:
            conn = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None,
                check_same_thread=False,
            )
        except sqlite3.Error as exc:
            raise VaultError(ErrorCode.VAULT_ERROR, ERROR_MESSAGE) from exc
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA secure_delete = ON")
            conn.execute("PRAGMA trusted_schema = OFF")
            if conn.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                raise _Damaged()
            key_check = self._crypto.key_check()
            if schema.is_empty(conn):
                conn.execute("BEGIN IMMEDIATE")
                try:
                    if schema.is_empty(conn):  # another process may have created it meanwhile
                        schema.create(conn, key_check)
                    conn.execute("COMMIT")
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
            schema.check(conn, key_check)
            return conn
        except schema.UnusableVault as problem:
            conn.close()
            log.warning("vault unusable: %s", problem.reason)
            raise _Damaged() from None
        except sqlite3.Error as exc:
            conn.close()
            kind = _error_kind(exc)
            if kind == "corrupt":
                log.warning("vault file is damaged")
                raise _Damaged() from None
            code = ErrorCode.VAULT_LOCKED if kind == "locked" else ErrorCode.VAULT_ERROR
            raise VaultError(code, LOCKED_MESSAGE if kind == "locked" else ERROR_MESSAGE) from exc
        except BaseException:
            conn.close()
            raise

    def _create_private_file(self) -> None:
        """Create the database file 0600 before SQLite does (its -wal and -shm copy the mode)."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0),
                         DB_FILE_MODE)
        except OSError as exc:
            raise VaultError(ErrorCode.VAULT_ERROR, ERROR_MESSAGE) from exc
        os.close(fd)
        if os.name == "posix" and self.path.stat().st_mode & 0o077:
            os.chmod(self.path, DB_FILE_MODE)

    def _file_identity(self) -> tuple[int, int] | None:
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            return None
        return (info.st_dev, info.st_ino)

    def _move_aside(self) -> None:
        """Rename the database and its side files to `<name>.corrupt-<timestamp>`; never delete."""
        if self._conn is not None:
            self._close_quietly()
        stamp = time.strftime("%Y%m%dT%H%M%S")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        counter = 1
        while any(Path(f"{target}{suffix}").exists() for suffix in ("", *_SIDE_FILES)):
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{counter}")
            counter += 1
        try:
            for suffix in ("", *_SIDE_FILES):
                source = Path(f"{self.path}{suffix}")
                if source.exists():
                    os.rename(source, f"{target}{suffix}")
        except OSError as exc:
            raise VaultError(ErrorCode.VAULT_ERROR, ERROR_MESSAGE) from exc
        self.moved_aside.append(target)
        log.warning("the vault was moved aside to %s and a new vault was started", target.name)

    # -------------------------------------------------------------------------- plumbing
    def _ready(self) -> sqlite3.Connection:
        """The connection, after raising a pending error once and following a replaced file."""
        if self._conn is None:
            raise VaultError(ErrorCode.VAULT_ERROR, CLOSED_MESSAGE)
        if self._pending is not None:
            pending, self._pending = self._pending, None
            raise pending
        if self._file_identity() != self._identity:
            # Another process moved a damaged vault aside (or the file was removed): follow it.
            self._close_stale()
            self._connect()
            if self._pending is not None:
                pending, self._pending = self._pending, None
                raise pending
        assert self._conn is not None
        return self._conn

    def _failure(self, exc: sqlite3.Error) -> VaultError:
        kind = _error_kind(exc)
        if kind == "locked":
            return VaultError(ErrorCode.VAULT_LOCKED, LOCKED_MESSAGE)
        if kind == "corrupt":
            self._corruption_seen = True
            return VaultError(ErrorCode.VAULT_CORRUPT, CORRUPT_MESSAGE)
        return VaultError(ErrorCode.VAULT_ERROR, ERROR_MESSAGE)

    def _recover_if_needed(self) -> None:
        """After a corruption error: move the damaged file aside (unless already replaced)."""
        if not self._corruption_seen:
            return
        self._corruption_seen = False
        damaged = self._identity
        self._close_quietly()
        self._connect(move_if_identity=damaged)
        self._pending = None  # the failing call already reported VAULT_CORRUPT

    def _run(self, operation: Callable[[sqlite3.Connection], _T]) -> _T:
        with self._lock:
            conn = self._ready()
            try:
                return operation(conn)
            except sqlite3.Error as exc:
                error = self._failure(exc)
                self._recover_if_needed()
                raise error from exc

    def _close_stale(self) -> None:
        """Close a connection whose file was renamed away by another process.

        On close SQLite checkpoints and deletes the WAL *by name*, which now names the new
        vault's WAL; SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE prevents that. Python < 3.12 cannot set
        it: there a rare race remains (only after a vault was found damaged).
        """
        if self._conn is not None and hasattr(self._conn, "setconfig"):
            with suppress(sqlite3.Error):
                self._conn.setconfig(sqlite3.SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, True)
        self._close_quietly()

    def _close_quietly(self) -> None:
        if self._conn is not None:
            with suppress(sqlite3.Error):
                self._conn.close()
        self._conn = None

    @contextmanager
    def _write_transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            if self._in_edit:
                raise RuntimeError("vault edits do not nest")
            conn = self._ready()
            try:
                conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                error = self._failure(exc)
                self._recover_if_needed()
                raise error from exc
            self._in_edit = True
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException as exc:
                with suppress(sqlite3.Error):  # SQLite may have rolled back already
                    conn.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    error = self._failure(exc)
                    self._recover_if_needed()
                    raise error from exc
                self._recover_if_needed()
                raise
            finally:
                self._in_edit = False

    def _load(self, conn: sqlite3.Connection, conv_hash: bytes) -> list[_Row]:
        """The conversation's mappings; expired ones are left out even before a purge."""
        cutoff = time.time() - self.retention_days * 86400.0
        rows = conn.execute(
            "SELECT original_hash, label, style, enc_original, enc_replacement, created_at "
            "FROM mappings WHERE conv_hash = ? AND created_at >= ? ORDER BY id",
            (conv_hash, cutoff),
        ).fetchall()
        loaded: list[_Row] = []
        unreadable = 0
        for original_hash, label_name, style_name, enc_original, enc_replacement, created in rows:
            try:
                label, style = Label(label_name), Style(style_name)
                original = self._crypto.open(enc_original,
                                             *_original_context(conv_hash, style, label))
                replacement = self._crypto.open(enc_replacement,
                                                *_replacement_context(conv_hash, original_hash))
                if self._crypto.original_hash(conv_hash, style.value, original) != original_hash:
                    raise DecryptionFailed()
            except (DecryptionFailed, ValueError):
                unreadable += 1
                continue
            loaded.append(_Row(original_hash, Mapping(original, replacement, label, style,
                                                      created)))
        if unreadable:
            log.warning("%d vault rows failed authentication and were ignored", unreadable)
        return loaded

    # ------------------------------------------------------------------------ public API
    def mappings(self, conversation: str) -> list[Mapping]:
        """The conversation's mappings in the order they were added (no write lock taken)."""
        conv_hash = self._crypto.conversation_hash(conversation)
        return [row.mapping for row in self._run(lambda conn: self._load(conn, conv_hash))]

    @contextmanager
    def edit(self, conversation: str) -> Iterator[ConversationEdit]:
        """One write transaction on the conversation: committed on normal exit, else rolled back.

        Holds the vault's write lock (other processes' edits wait), so keep the body short.
        """
        conv_hash = self._crypto.conversation_hash(conversation)
        with self._write_transaction() as conn:
            self._purge_if_due_locked(conn)
            # Rows past retention are invisible to reads; drop this conversation's now, so
            # their originals and replacements can be mapped afresh.
            conn.execute("DELETE FROM mappings WHERE conv_hash = ? AND created_at < ?",
                         (conv_hash, time.time() - self.retention_days * 86400.0))
            editor = ConversationEdit(self, conn, conv_hash, self._load(conn, conv_hash))
            try:
                yield editor
            finally:
                editor._closed = True

    def forget(self, conversation: str) -> int:
        """Delete the conversation's mappings; return how many were deleted."""
        conv_hash = self._crypto.conversation_hash(conversation)
        return self._run(
            lambda conn: conn.execute("DELETE FROM mappings WHERE conv_hash = ?",
                                      (conv_hash,)).rowcount
        )

    def forget_all(self) -> int:
        """Delete every mapping of every conversation; return how many were deleted."""
        deleted = self._run(lambda conn: conn.execute("DELETE FROM mappings").rowcount)
        with suppress(VaultError):  # best effort: drop the old pages from the write-ahead log
            self._run(lambda conn: conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall())
        return deleted

    def link(self, source: str, target: str) -> int:
        """Copy `source`'s mappings into `target` (a chat that just got its id).

        Mappings whose original (with that style) is already in `target`, or whose replacement
        is already used there, are skipped. Returns how many were copied.
        """
        if source == target:
            return 0
        source_hash = self._crypto.conversation_hash(source)
        copied = 0
        with self.edit(target) as target_edit:
            for row in self._load(target_edit._conn, source_hash):
                before = len(target_edit.mappings)
                try:
                    target_edit.add(row.mapping)
                except ReplacementTaken:
                    continue
                copied += len(target_edit.mappings) - before
        return copied

    def purge_expired(self, retention_days: float) -> int:
        """Delete mappings older than `retention_days`; return how many were deleted."""
        if not isinstance(retention_days, int | float) or math.isnan(retention_days) \
                or retention_days < 0:
            raise ValueError("retention_days must be a non-negative number")
        with self._write_transaction() as conn:
            return self._purge_locked(conn, retention_days)

    def conversation_seed(self, conversation: str) -> bytes:
        """A secret 32-byte seed for the conversation, the same in every process."""
        return self._crypto.conversation_seed(conversation)

    def close(self) -> None:
        with self._lock:
            self._close_quietly()

    def __enter__(self) -> Vault:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ------------------------------------------------------------------------- retention
    def _purge_locked(self, conn: sqlite3.Connection, retention_days: float) -> int:
        now = time.time()
        deleted = conn.execute("DELETE FROM mappings WHERE created_at < ?",
                               (now - retention_days * 86400.0,)).rowcount
        schema.write_meta(conn, "last_purge", now)
        return deleted

    def _purge_if_due_locked(self, conn: sqlite3.Connection) -> None:
        """Inside a write transaction: purge with the configured retention at most hourly."""
        if time.monotonic() < self._next_purge_check:
            return
        self._next_purge_check = time.monotonic() + PURGE_INTERVAL_SECONDS
        last = schema.read_meta(conn, "last_purge")
        if isinstance(last, int | float) and time.time() - last < PURGE_INTERVAL_SECONDS:
            return  # another process purged recently
        deleted = self._purge_locked(conn, self.retention_days)
        if deleted:
            log.info("retention: %d expired mappings deleted", deleted)

    def _purge_if_due_without_waiting(self) -> None:
        """At open: purge if due, unless another process is writing (the next edit will)."""
        if time.monotonic() < self._next_purge_check or self._conn is None:
            return
        self._conn.execute("PRAGMA busy_timeout = 0")
        try:
            with self._write_transaction() as conn:
                self._purge_if_due_locked(conn)
        except VaultError as exc:  # housekeeping must not stop the host from starting
            log.info("retention purge at open skipped (%s)", exc.code.value)
        finally:
            if self._conn is not None:
                self._conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
