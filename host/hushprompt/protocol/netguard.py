"""Blocks network access for the whole host process.

Defense in depth: the host never needs the network, and the text it handles is exactly what must
not leave the machine. Patching the `socket` module at startup means no library the host loads
(a model-hub client, a telemetry hook, a URL fetcher in a recognizer) can phone home, even if it
ignores the offline settings. Unix-domain sockets stay usable: `keyring` reaches the Secret
Service over D-Bus, which is a unix socket.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from typing import Any


class NetworkBlockedError(OSError):
    """Raised instead of opening a network connection. An OSError, so callers degrade gently."""

    def __init__(self) -> None:
        super().__init__("network access is disabled in the HushPrompt host")


def _is_local(sock: socket.socket) -> bool:
    return getattr(socket, "AF_UNIX", None) is not None and sock.family == socket.AF_UNIX


def _guard_method(original: Callable[..., Any]) -> Callable[..., Any]:
    def guarded(self: socket.socket, *args: Any, **kwargs: Any) -> Any:
        if _is_local(self):
            return original(self, *args, **kwargs)
        raise NetworkBlockedError()

    guarded.__name__ = getattr(original, "__name__", "guarded")
    guarded._hushprompt_guard = True  # type: ignore[attr-defined]
    return guarded


def _refuse(*_args: Any, **_kwargs: Any) -> Any:
    raise NetworkBlockedError()


_METHODS = ("connect", "connect_ex", "sendto", "sendmsg")
_FUNCTIONS = (
    "create_connection", "getaddrinfo", "gethostbyname", "gethostbyname_ex", "gethostbyaddr",
)


def block_network() -> None:
    """Install the guard (idempotent). Lookups and non-unix connects raise NetworkBlockedError."""
    for name in _METHODS:
        original = getattr(socket.socket, name)
        if not getattr(original, "_hushprompt_guard", False):
            setattr(socket.socket, name, _guard_method(original))
    for name in _FUNCTIONS:
        setattr(socket, name, _refuse)


def network_blocked() -> bool:
    return bool(getattr(socket.socket.connect, "_hushprompt_guard", False))
