"""Native-messaging frames: 4-byte little-endian length + UTF-8 JSON object, both directions.

`nativemessaging-ng` implements the same framing in `get_message_raw` / `send_message_raw`, but it
cannot be used as is for the host: it is bound to `sys.stdin` / `sys.stdout` (so the host could not
keep library output away from the frame stream, and tests could not drive it with in-memory
streams), it trusts the declared length (a hostile or broken length makes it allocate and read
gigabytes), it treats a short read as a whole frame, it raises on invalid UTF-8, and it has no
limit on outgoing frames, which browsers reject above 1 MiB. The functions below keep its wire
format and add those checks; they are small enough that wrapping would be longer than replacing.
"""

from __future__ import annotations

import json
import struct
import threading
from typing import BinaryIO

from hushprompt.errors import ErrorCode, HushPromptError

# Browsers use native byte order; every platform Chrome and Firefox run on is little-endian.
HEADER = struct.Struct("<I")
MAX_OUTGOING_FRAME_BYTES = 1_048_576  # Chrome and Firefox drop the port on larger host messages
DEFAULT_MAX_INCOMING_FRAME_BYTES = 8 * 1024 * 1024
_DRAIN_CHUNK = 64 * 1024


class EndOfInput(Exception):
    """The browser closed the pipe. `mid_frame` is true when it closed inside a frame."""

    def __init__(self, mid_frame: bool) -> None:
        super().__init__("input ended inside a frame" if mid_frame else "input ended")
        self.mid_frame = mid_frame


class ResponseTooLarge(HushPromptError):
    def __init__(self) -> None:
        super().__init__(ErrorCode.TOO_LARGE, "response would exceed the 1 MiB message limit")


def _read_exactly(stream: BinaryIO, size: int) -> bytes:
    """Read `size` bytes, looping over short reads; fewer bytes only at end of input."""
    chunks: list[bytes] = []
    remaining = size
    while remaining:
        chunk = stream.read(remaining)
        if not chunk:
            break
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


class FrameReader:
    """Reads frames from a binary stream and keeps the stream in sync after bad frames."""

    def __init__(
        self, stream: BinaryIO, max_frame_bytes: int = DEFAULT_MAX_INCOMING_FRAME_BYTES
    ) -> None:
        self._stream = stream
        self.max_frame_bytes = max_frame_bytes

    def read_payload(self) -> bytes:
        """The payload of the next frame (may be empty).

        Raises `EndOfInput` at the end of the stream, and `HushPromptError(TOO_LARGE)` for a frame
        over the limit after discarding its declared bytes, so the next read starts at a frame.
        """
        header = _read_exactly(self._stream, HEADER.size)
        if not header:
            raise EndOfInput(mid_frame=False)
        if len(header) < HEADER.size:
            raise EndOfInput(mid_frame=True)
        (length,) = HEADER.unpack(header)
        if length > self.max_frame_bytes:
            self._discard(length)
            raise HushPromptError(ErrorCode.TOO_LARGE, "message exceeds the frame size limit")
        payload = _read_exactly(self._stream, length)
        if len(payload) < length:
            raise EndOfInput(mid_frame=True)
        return payload

    def _discard(self, length: int) -> None:
        remaining = length
        while remaining:
            chunk = self._stream.read(min(remaining, _DRAIN_CHUNK))
            if not chunk:
                raise EndOfInput(mid_frame=True)
            remaining -= len(chunk)


def _reject_constant(_name: str) -> object:
    raise ValueError("NaN and Infinity are not JSON")


def decode_payload(payload: bytes) -> object:
    """Strict UTF-8 JSON -> Python value. Raises EMPTY_FRAME or BAD_JSON, never echoing input."""
    if not payload:
        raise HushPromptError(ErrorCode.EMPTY_FRAME, "message is empty")
    try:
        text = payload.decode("utf-8")  # strict: invalid UTF-8 is an error, not U+FFFD
        return json.loads(text, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise HushPromptError(ErrorCode.BAD_JSON, "message is not valid UTF-8 JSON") from None


def encode_message(message: dict[str, object]) -> bytes:
    """JSON -> UTF-8 bytes. Text with unpaired surrogates (legal in JavaScript strings) cannot be
    encoded as UTF-8, so it falls back to ASCII JSON with \\u escapes, which JavaScript reads back
    identically."""
    try:
        return json.dumps(message, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(message, ensure_ascii=True, allow_nan=False).encode("ascii")


class FrameWriter:
    """Writes one frame per message and flushes it; safe to call from several threads."""

    def __init__(self, stream: BinaryIO, max_frame_bytes: int = MAX_OUTGOING_FRAME_BYTES) -> None:
        self._stream = stream
        self.max_frame_bytes = max_frame_bytes
        self._lock = threading.Lock()

    def write(self, message: dict[str, object]) -> None:
        """Raises `ResponseTooLarge` (writing nothing) when the frame would exceed the limit."""
        payload = encode_message(message)
        if len(payload) > self.max_frame_bytes:
            raise ResponseTooLarge()
        with self._lock:
            self._stream.write(HEADER.pack(len(payload)) + payload)
            self._stream.flush()

