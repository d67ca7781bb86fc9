"""Characters of the scripts that set words apart differently from Latin text.

Chinese and Japanese (kana and CJK ideographs) put no space between words; Korean (Hangul)
does, but a particle sticks to the word before it ("민서야", "휠체어를"). The engine, the term
search and restore all decide where a word ends with these.
"""

from __future__ import annotations

import re

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


_SCRIPT = f"[{UNSPACED_CLASS}{HANGUL_CLASS}]"
# a kana, ideograph or Hangul syllable written right against a Latin letter or digit:
# "手机号是13812345678" (是), "wang.li@163.com谢谢" (谢)
_GLUED = re.compile(f"{_SCRIPT}(?=[A-Za-z0-9+(])|(?<=[A-Za-z0-9)]){_SCRIPT}")
_ANY_SCRIPT = re.compile(_SCRIPT)


def has_glued_latin(text: str) -> bool:
    return _GLUED.search(text) is not None


def has_unspaced_or_hangul(text: str) -> bool:
    return _ANY_SCRIPT.search(text) is not None


def unglue_latin(text: str) -> str:
    """`text` with each such character that touches a Latin letter or digit turned into a space,
    the same length, so offsets still point into `text` and the words before stay ("我的手机号是
    13812345678" -> "我的手机号 13812345678"): Latin patterns then see a word's edge there."""
    return _GLUED.sub(" ", text)
