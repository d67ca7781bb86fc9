"""The vault's SQLite schema: creation on first use, and the checks run on every open."""

from __future__ import annotations

import hmac
import sqlite3

SCHEMA_VERSION = 1

_CREATE = (
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL)",
    """
    CREATE TABLE mappings (
        id INTEGER PRIMARY KEY,
        conv_hash BLOB NOT NULL,          -- HMAC of the conversation id
        original_hash BLOB NOT NULL,      -- HMAC of (conversation, style, normalized original)
        replacement_hash BLOB,            -- HMAC of (conversation, normalized replacement);
                                          -- NULL for redactions, which all read [REDACTED]
        label TEXT NOT NULL,
        style TEXT NOT NULL,
        enc_original BLOB NOT NULL,       -- AES-GCM, nonce || ciphertext || tag
        enc_replacement BLOB NOT NULL,
        created_at REAL NOT NULL,         -- seconds since the epoch
        UNIQUE (conv_hash, original_hash, style),
        UNIQUE (conv_hash, replacement_hash)
    )
    """,
    "CREATE INDEX mappings_by_age ON mappings (created_at)",
)


class UnusableVault(Exception):
    """The file is a database, but not a vault this host can use with this key."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)  # reason is a fixed phrase, never user data
        self.reason = reason


def _tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows if not name.startswith("sqlite_")}


def is_empty(conn: sqlite3.Connection) -> bool:
    return not _tables(conn)


def create(conn: sqlite3.Connection, key_check: bytes) -> None:
    """Create the schema in an empty database (call inside a write transaction)."""
    for statement in _CREATE:
        conn.execute(statement)
    conn.executemany(
        "INSERT INTO meta (key, value) VALUES (?, ?)",
        [("schema_version", str(SCHEMA_VERSION)), ("key_check", key_check)],
    )


def check(conn: sqlite3.Connection, key_check: bytes) -> None:
    """Raise `UnusableVault` unless this is a vault of our schema made with our key."""
    tables = _tables(conn)
    if not {"meta", "mappings"} <= tables:
        raise UnusableVault("not a HushPrompt vault")
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if str(meta.get("schema_version")) != str(SCHEMA_VERSION):
        raise UnusableVault("unknown vault schema version")
    stored_check = meta.get("key_check")
    if not isinstance(stored_check, bytes) or not hmac.compare_digest(stored_check, key_check):
        raise UnusableVault("vault made with another key")


def read_meta(conn: sqlite3.Connection, key: str) -> object | None:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return row[0] if row else None


def write_meta(conn: sqlite3.Connection, key: str, value: object) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?, ?) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (key, value),
    )
