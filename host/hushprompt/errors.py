"""Errors with stable machine-readable codes. Messages are fixed strings: never user text."""

from __future__ import annotations

from enum import StrEnum


class ErrorCode(StrEnum):
    BAD_JSON = "bad_json"  # frame is not valid UTF-8 JSON
    BAD_REQUEST = "bad_request"  # not an object, missing or ill-typed field
    UNKNOWN_TYPE = "unknown_type"
    TOO_LARGE = "too_large"  # text or frame over the limit
    EMPTY_FRAME = "empty_frame"
    VAULT_LOCKED = "vault_locked"  # another process holds the vault too long
    VAULT_CORRUPT = "vault_corrupt"  # moved aside; a fresh vault was started
    VAULT_ERROR = "vault_error"
    MODEL_ERROR = "model_error"
    INTERNAL = "internal"


class HushPromptError(Exception):
    """An error the host reports to the browser. `message` must never contain user text."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(f"{code.value}: {message}")
        self.code = code
        self.message = message

    def to_json(self) -> dict[str, str]:
        return {"code": self.code.value, "message": self.message}


class VaultError(HushPromptError):
    """Vault cannot be read or written."""
