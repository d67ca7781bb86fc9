"""Whole-word occurrences of a set of exact strings.

The engine looks for every original a conversation already protected on each prompt. That set
changes with almost every prompt, and compiling it into one regex alternation cost about 2 ms a
time (Python's regex compiler is written in Python), more than the search itself. Searching each
term with `str.find` needs no compilation and finds what `(?<!\\w)(?:t1|t2|...)(?!\\w)` with the
longest terms first finds. (pyahocorasick would also serve, but a C extension is not worth it
for a few dozen terms per prompt.)
"""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.cjk_script import is_hangul, is_unspaced


def _is_word_char(char: str) -> bool:
    """What the regex `\\w` matches in a str pattern."""
    return char.isalnum() or char == "_"


def _joins(edge: str, neighbour: str, after: bool) -> bool:
    """Whether `neighbour` (after the term's last character when `after`, else before its first)
    continues the word. Chinese and Japanese put no space between words ("山本" is whole in
    "差出人は山本です"); Korean does, but a particle sticks to the word before it ("민서" is whole
    in "민서야", not in "시민서비스")."""
    if not _is_word_char(neighbour):
        return False
    if is_unspaced(edge) and is_unspaced(neighbour):
        return False
    return not (after and is_hangul(edge) and is_hangul(neighbour))


def find_terms(text: str, terms: Iterable[str]) -> list[tuple[int, int]]:
    """(start, end) of each whole-word occurrence of a term, case-sensitive, left to right, the
    longest term winning where several start at the same place, none overlapping."""
    candidates: list[tuple[int, int]] = []
    for term in {t.strip() for t in terms if t and t.strip()}:
        size = len(term)
        at = text.find(term)
        while at != -1:
            end = at + size
            if not (at and _joins(term[0], text[at - 1], after=False)) and not (
                    end < len(text) and _joins(term[-1], text[end], after=True)):
                candidates.append((at, end))
            at = text.find(term, at + 1)
    candidates.sort(key=lambda span: (span[0], -span[1]))
    found: list[tuple[int, int]] = []
    reached = 0
    for start, end in candidates:
        if start >= reached:
            found.append((start, end))
            reached = end
    return found
