"""Encrypted, multi-process mapping store. See `store.Vault`."""

from hushprompt.errors import VaultError
from hushprompt.vault.store import ConversationEdit, ReplacementTaken, Vault

__all__ = ["ConversationEdit", "ReplacementTaken", "Vault", "VaultError"]
