"""Decoding of NER tags into character spans, and the casing feature (no model needed)."""

from __future__ import annotations

from hushprompt.models.features import (
    NER_TAGS,
    SHAPE_CAPITALIZED,
    SHAPE_DIGIT,
    SHAPE_LOWER,
    SHAPE_PAD,
    SHAPE_UPPER,
    decode_spans,
    token_shapes,
)
from hushprompt.types import Label


def tag(name: str) -> int:
    return NER_TAGS.index(name)


def test_shapes_follow_the_word_each_token_belongs_to() -> None:
    text = "Ask ROSE or rose about Room 101"
    # offsets as a WordPiece tokenizer gives them; (0, 0) is a special token
    offsets = [(0, 0), (0, 3), (4, 8), (9, 11), (12, 16), (17, 22), (23, 27), (28, 31)]
    assert token_shapes(text, offsets) == [
        SHAPE_PAD, SHAPE_CAPITALIZED, SHAPE_UPPER, SHAPE_LOWER, SHAPE_LOWER, SHAPE_LOWER,
        SHAPE_CAPITALIZED, SHAPE_DIGIT,
    ]


def test_word_pieces_left_untagged_are_still_covered() -> None:
    text = "Write to Johnson today"
    offsets = [(0, 5), (6, 8), (9, 13), (13, 16), (17, 22)]  # "john" "##son"
    tags = [0, 0, tag("B-PERSON"), 0, 0]
    spans = decode_spans(text, tags, [0.9] * 5, offsets)
    assert [(text[s:e], label) for s, e, label, _ in spans] == [("Johnson", Label.PERSON)]


def test_parts_without_whitespace_between_are_one_span() -> None:
    text = "mail ingrid.solberg@gmail.com now"
    offsets = [(0, 4), (5, 11), (11, 12), (12, 19), (19, 20), (20, 25), (25, 26), (26, 29),
               (30, 33)]
    tags = [0, tag("B-EMAIL"), tag("I-EMAIL"), tag("I-EMAIL"), tag("I-EMAIL"),
            tag("B-ORG"), tag("B-EMAIL"), tag("I-EMAIL"), 0]
    scores = [0.9, 0.95, 0.95, 0.95, 0.95, 0.6, 0.9, 0.9, 0.9]
    spans = decode_spans(text, tags, scores, offsets)
    assert [(text[s:e], label) for s, e, label, _ in spans] == [
        ("ingrid.solberg@gmail.com", Label.EMAIL)]


def test_b_tag_starts_a_new_span_and_punctuation_alone_is_dropped() -> None:
    text = "Anna Berg , Ole Dahl"
    offsets = [(0, 4), (5, 9), (10, 11), (12, 15), (16, 20)]
    tags = [tag("B-PERSON"), tag("I-PERSON"), tag("B-PHONE"), tag("B-PERSON"), tag("I-PERSON")]
    spans = decode_spans(text, tags, [0.9] * 5, offsets)
    assert [text[s:e] for s, e, _, _ in spans] == ["Anna Berg", "Ole Dahl"]


def test_cells_of_a_csv_row_stay_apart() -> None:
    text = "1048821,Jamal Whitfield,Austin"
    offsets = [(0, 7), (7, 8), (8, 13), (14, 23), (23, 24), (24, 30)]
    tags = [tag("B-ID_NUMBER"), 0, tag("B-PERSON"), tag("I-PERSON"), 0, tag("B-LOCATION")]
    spans = decode_spans(text, tags, [0.9] * 6, offsets)
    assert [(text[s:e], label) for s, e, label, _ in spans] == [
        ("1048821", Label.ID_NUMBER), ("Jamal Whitfield", Label.PERSON),
        ("Austin", Label.LOCATION)]


def test_cells_of_a_row_or_record_have_their_own_shape() -> None:
    text = '1048821,Jamal,{"city":"Austin"}'
    # "1048821" "," "jamal" "," "{" '"' "city" '"' ":" '"' "austin" '"' "}"
    offsets = [(0, 7), (7, 8), (8, 13), (13, 14), (14, 15), (15, 16), (16, 20), (20, 21),
               (21, 22), (22, 23), (23, 29), (29, 30), (30, 31)]
    shapes = token_shapes(text, offsets)
    assert shapes[0] == SHAPE_DIGIT
    assert shapes[2] == SHAPE_CAPITALIZED  # not the digits of the row's first cell
    assert shapes[6] == SHAPE_LOWER
    assert shapes[10] == SHAPE_CAPITALIZED
    assert shapes[1] == shapes[4] == SHAPE_PAD
