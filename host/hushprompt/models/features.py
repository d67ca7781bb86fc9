"""Inputs shared by training (models/) and the runtime: NER tag set and the casing feature.

The NER backbone (MiniLM-L6) is uncased, so its tokenizer lower-cases the text and loses the
strongest cue for names. Each token therefore also gets the *shape* of the word it belongs to
(lower / Capitalized / ALL-CAPS / has digits / other), fed to the model as a second input.
"""

from __future__ import annotations

from collections.abc import Sequence

from hushprompt.types import Label

NER_LABELS: tuple[Label, ...] = (
    Label.PERSON, Label.ORG, Label.LOCATION, Label.ADDRESS, Label.EMAIL, Label.PHONE,
    Label.ID_NUMBER, Label.SECRET, Label.DATE_OF_BIRTH, Label.AGE, Label.OCCUPATION,
    Label.HEALTH, Label.NRP,
)
# BIO tags: 0 = O, then B-x, I-x for each label in NER_LABELS order
NER_TAGS: tuple[str, ...] = ("O",) + tuple(
    f"{p}-{label.value}" for label in NER_LABELS for p in ("B", "I")
)

SHAPE_PAD, SHAPE_LOWER, SHAPE_CAPITALIZED, SHAPE_UPPER, SHAPE_DIGIT, SHAPE_OTHER = range(6)
NUM_SHAPES = 6


def word_shape(word: str) -> int:
    if not word:
        return SHAPE_PAD
    if any(ch.isdigit() for ch in word):
        return SHAPE_DIGIT
    letters = [ch for ch in word if ch.isalpha()]
    if not letters:
        return SHAPE_OTHER
    if all(ch.isupper() for ch in letters):
        return SHAPE_UPPER if len(letters) > 1 else SHAPE_CAPITALIZED
    if letters[0].isupper():
        return SHAPE_CAPITALIZED
    if all(ch.islower() for ch in letters):
        return SHAPE_LOWER
    return SHAPE_OTHER


# What ends a word besides whitespace: the separators of CSV rows, JSON records, key=value pairs
# and log fields, so "1048821,Jamal,Whitfield" or {"name":"Jamal"} give "Jamal" its capital
# (a word running over a whole row took the row's digits). Not "-", ".", "@", "'" or "_", which
# join the parts of a name, an address or a handle.
_WORD_BREAKS = frozenset(',;|"=:()[]{}<>\t\n\r ')


def _breaks_word(ch: str) -> bool:
    return ch in _WORD_BREAKS or ch.isspace()


def token_shapes(text: str, offsets: Sequence[tuple[int, int]]) -> list[int]:
    """Shape of the word around each token (words end at whitespace and at the separators of
    tables, records and logs); (0, 0) offsets are specials."""
    shapes: list[int] = []
    n = len(text)
    for start, end in offsets:
        if end <= start:
            shapes.append(SHAPE_PAD)
            continue
        if all(_breaks_word(ch) for ch in text[start:end]):
            shapes.append(SHAPE_PAD)  # a separator is no word (as a lone "," always was)
            continue
        lo, hi = start, end
        while lo > 0 and not _breaks_word(text[lo - 1]):
            lo -= 1
        while hi < n and not _breaks_word(text[hi]):
            hi += 1
        word = text[lo:hi].strip("\"'()[]{}<>,.;:!?")
        shapes.append(word_shape(word))
    return shapes


def decode_spans(
    text: str,
    tag_ids: Sequence[int],
    scores: Sequence[float],
    offsets: Sequence[tuple[int, int]],
) -> list[tuple[int, int, Label, float]]:
    """BIO tags of tokens -> character spans (start, end, label, mean score).

    A span grows over tokens tagged I- of the same label (a B- of the same label right after an
    I- starts a new span) and is then widened to whole words, because a word piece left
    untagged would leak the rest of a name.
    """
    spans: list[tuple[int, int, Label, float]] = []
    current: list = []  # [start, end, label, [scores]]
    for tag_id, score, (start, end) in zip(tag_ids, scores, offsets, strict=True):
        if end <= start:
            continue
        tag = NER_TAGS[tag_id]
        if tag == "O":
            if current:
                spans.append(_close(current))
                current = []
            continue
        prefix, label = tag.split("-", 1)
        if current and current[2].value == label and prefix == "I":
            current[1] = end
            current[3].append(score)
            continue
        if current:
            spans.append(_close(current))
        current = [start, end, Label(label), [score]]
    if current:
        spans.append(_close(current))
    widened = _merge_touching(text, [_widen(text, span) for span in spans])
    # a span of punctuation alone ("(", ".") hides nothing and breaks the sentence
    return [s for s in widened if any(ch.isalnum() for ch in text[s[0]:s[1]])]


# What may stand between two parts of one item written without a space: "ingrid.solberg" "@"
# "gmail.com", "Jean" "-" "Luc", "O" "'" "Brien". A comma, semicolon, quote, bar, colon or bracket
# separates cells of a CSV row, a JSON record or a log line ("1048821,Jamal Whitfield,...").
_JOINERS = frozenset(".@-_/+'’&#")


def _merge_touching(
    text: str, spans: list[tuple[int, int, Label, float]]
) -> list[tuple[int, int, Label, float]]:
    """Spans joined by nothing or by a joining character are one item ("ingrid.solberg@" +
    "gmail.com"): merged, with the label of the most confident part."""
    merged: list[tuple[int, int, Label, float]] = []
    for span in spans:
        if merged and all(ch in _JOINERS for ch in text[merged[-1][1]:span[0]]):
            prev = merged[-1]
            label, score = (prev[2], prev[3]) if prev[3] >= span[3] else (span[2], span[3])
            merged[-1] = (prev[0], span[1], label, score)
        else:
            merged.append(span)
    return merged


def _close(current: list) -> tuple[int, int, Label, float]:
    return current[0], current[1], current[2], sum(current[3]) / len(current[3])


def _widen(text: str, span: tuple[int, int, Label, float]) -> tuple[int, int, Label, float]:
    start, end, label, score = span
    while start > 0 and text[start - 1].isalnum() and text[start].isalnum():
        start -= 1
    while end < len(text) and text[end].isalnum() and text[end - 1].isalnum():
        end += 1
    return start, end, label, score
