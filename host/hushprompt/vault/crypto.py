"""Encryption and keyed hashes of the vault, derived from one 32-byte master key.

- Values (originals, replacements) are sealed with AES-256-GCM and a random 96-bit nonce each.
  The associated data names the row they belong to, so a value copied into another row or
  column does not decrypt.
- Lookups use HMAC-SHA256 with a separate subkey, so the database holds no plain conversation
  id, original or replacement, and equal values can still be found.
All subkeys come from the master key through HKDF-SHA256 with distinct `info` labels.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import unicodedata

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

KEY_BYTES = 32
NONCE_BYTES = 12
_KEY_CHECK_CONSTANT = b"hushprompt vault key check v1"


class DecryptionFailed(Exception):
    """A sealed value does not open with this key and row context (tampered or foreign)."""

    def __init__(self) -> None:
        super().__init__("a vault value failed authentication")


def normalize(value: str) -> str:
    """The form two values are compared in: NFC, whitespace runs collapsed, case folded.

    The engine compares originals the same way, so "Priya" and "PRIYA" share one mapping.
    """
    return " ".join(unicodedata.normalize("NFC", value).split()).casefold()


def _derive(master_key: bytes, purpose: bytes) -> bytes:
    return HKDF(
        algorithm=hashes.SHA256(), length=KEY_BYTES, salt=None, info=b"hushprompt/" + purpose
    ).derive(master_key)


def _frame(*parts: bytes | str) -> bytes:
    """Length-prefixed concatenation, so ("ab", "c") and ("a", "bc") hash differently."""
    out = bytearray()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        out += len(data).to_bytes(4, "big") + data
    return bytes(out)


class VaultCrypto:
    """All cryptography of the vault. Holds key material: never log or repr it."""

    __slots__ = ("_aead", "_lookup_key", "_seed_key", "_check_key")

    def __init__(self, master_key: bytes) -> None:
        if not isinstance(master_key, bytes | bytearray) or len(master_key) != KEY_BYTES:
            raise ValueError("the vault key must be 32 bytes")
        master = bytes(master_key)
        self._aead = AESGCM(_derive(master, b"encrypt"))
        self._lookup_key = _derive(master, b"lookup")
        self._seed_key = _derive(master, b"seed")
        self._check_key = _derive(master, b"check")

    def __repr__(self) -> str:
        return "VaultCrypto(<key hidden>)"

    # -- keyed hashes -------------------------------------------------------------------
    def _mac(self, key: bytes, *parts: bytes | str) -> bytes:
        return hmac.new(key, _frame(*parts), hashlib.sha256).digest()

    def key_check(self) -> bytes:
        """Stored in the vault's meta table: tells whether a vault was made with this key."""
        return self._mac(self._check_key, _KEY_CHECK_CONSTANT)

    def conversation_hash(self, conversation: str) -> bytes:
        return self._mac(self._lookup_key, "conversation", conversation)

    def original_hash(self, conv_hash: bytes, style: str, original: str) -> bytes:
        return self._mac(self._lookup_key, "original", conv_hash, style, normalize(original))

    def replacement_hash(self, conv_hash: bytes, replacement: str) -> bytes:
        return self._mac(self._lookup_key, "replacement", conv_hash, normalize(replacement))

    def conversation_seed(self, conversation: str) -> bytes:
        """Secret, stable per-conversation seed for the stand-in generator."""
        return self._mac(self._seed_key, "seed", conversation)

    # -- sealed values --------------------------------------------------------------------
    def seal(self, value: str, *context: bytes | str) -> bytes:
        nonce = os.urandom(NONCE_BYTES)
        return nonce + self._aead.encrypt(nonce, value.encode("utf-8"), _frame(*context))

    def open(self, sealed: bytes, *context: bytes | str) -> str:
        if len(sealed) < NONCE_BYTES + 16:
            raise DecryptionFailed()
        try:
            plain = self._aead.decrypt(sealed[:NONCE_BYTES], sealed[NONCE_BYTES:], _frame(*context))
        except InvalidTag:
            raise DecryptionFailed() from None
        return plain.decode("utf-8")
