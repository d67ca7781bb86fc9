"""Offsets between Python strings (code points) and JavaScript strings (UTF-16 code units)."""

from __future__ import annotations

from bisect import bisect_right


class Utf16Index:
    """Converts code-point offsets of one string to UTF-16 offsets, in O(log n) per call."""

    def __init__(self, text: str) -> None:
        # code-point positions of characters outside the BMP (each takes two UTF-16 units)
        self._astral = [i for i, ch in enumerate(text) if ord(ch) > 0xFFFF]

    def to_utf16(self, index: int) -> int:
        return index + bisect_right(self._astral, index - 1)

    def from_utf16(self, unit: int) -> int:
        """Inverse of `to_utf16`; a unit inside a surrogate pair maps to that character's start."""
        lo, hi = 0, unit
        while lo < hi:  # smallest code-point index whose UTF-16 offset is >= unit
            mid = (lo + hi) // 2
            if self.to_utf16(mid) < unit:
                lo = mid + 1
            else:
                hi = mid
        return lo if self.to_utf16(lo) <= unit else lo - 1


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
