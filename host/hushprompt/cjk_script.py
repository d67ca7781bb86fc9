"""Characters of the scripts that set words apart differently from Latin text.

Chinese and Japanese (kana and CJK ideographs) put no space between words; Korean (Hangul)
does, but a particle sticks to the word before it ("민서야", "휠체어를"). The engine, the term
search and restore all decide where a word ends with these.
"""

from __future__ import annotations

# as regex character-class contents
UNSPACED_CLASS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
HANGUL_CLASS = "\uac00-\ud7a3"


def is_unspaced(char: str) -> bool:
    """A kana or a CJK ideograph."""
    return "\u3040" <= char <= "\u30ff" or "\u3400" <= char <= "\u4dbf" \
        or "\u4e00" <= char <= "\u9fff"


def is_hangul(char: str) -> bool:
    """A Hangul syllable."""
    return "\uac00" <= char <= "\ud7a3"
