"""Frame reading/writing and request validation, in memory (no host process)."""

from __future__ import annotations

import io
import json
import struct

import pytest
from hushprompt.errors import ErrorCode, HushPromptError
from hushprompt.protocol.framing import (
    EndOfInput,
    FrameReader,
    FrameWriter,
    ResponseTooLarge,
    decode_payload,
)
from hushprompt.protocol.messages import (
    AnonymizeRequest,
    ForgetRequest,
    LinkRequest,
    PingRequest,
    RestoreRequest,
    parse_policy,
    parse_request,
    read_id,
)
from hushprompt.types import Label, Style


def frame(payload: bytes) -> bytes:
    return struct.pack("<I", len(payload)) + payload


class TrickleStream(io.RawIOBase):
    """Returns at most `step` bytes per read, like a pipe delivering a frame in pieces."""

    def __init__(self, data: bytes, step: int) -> None:
        self._data, self._pos, self._step = data, 0, step

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        size = self._step if size < 0 else min(size, self._step)
        chunk = self._data[self._pos : self._pos + size]
        self._pos += len(chunk)
        return chunk


def code_of(call) -> ErrorCode:
    with pytest.raises(HushPromptError) as info:
        call()
    return info.value.code


def test_reader_reassembles_frames_delivered_in_pieces():
    messages = [{"id": 1, "type": "ping"}, {"id": 2, "text": "héllo 👋" * 50}]
    data = b"".join(frame(json.dumps(m).encode()) for m in messages)
    reader = FrameReader(TrickleStream(data, step=3))
    assert [decode_payload(reader.read_payload()) for _ in messages] == messages
    with pytest.raises(EndOfInput) as end:
        reader.read_payload()
    assert end.value.mid_frame is False


@pytest.mark.parametrize("data", [b"\x05\x00", frame(b'{"id": 1}')[:-2]])
def test_end_of_input_inside_a_frame_is_reported_as_such(data):
    with pytest.raises(EndOfInput) as end:
        FrameReader(io.BytesIO(data)).read_payload()
    assert end.value.mid_frame is True


def test_oversized_frame_is_refused_and_skipped_so_the_next_frame_is_read():
    big = frame(b"x" * 5000)
    data = big + frame(b'{"id": 7, "type": "ping"}')
    reader = FrameReader(io.BytesIO(data), max_frame_bytes=1000)
    assert code_of(reader.read_payload) is ErrorCode.TOO_LARGE
    assert decode_payload(reader.read_payload()) == {"id": 7, "type": "ping"}


@pytest.mark.parametrize(
    ("payload", "code"),
    [
        (b"", ErrorCode.EMPTY_FRAME),
        (b"{not json", ErrorCode.BAD_JSON),
        (b'{"text": "\xff\xfe"}', ErrorCode.BAD_JSON),
        (b'{"score": NaN}', ErrorCode.BAD_JSON),
        (b"[" * 100_000, ErrorCode.BAD_JSON),
    ],
)
def test_undecodable_payloads_get_stable_codes(payload, code):
    assert code_of(lambda: decode_payload(payload)) is code


def test_decode_errors_never_quote_the_input():
    secret = "Priya Sharma priya@example.com"
    with pytest.raises(HushPromptError) as info:
        decode_payload(('{"text": "' + secret).encode())
    assert "Priya" not in str(info.value) and "Priya" not in info.value.message


def test_writer_frames_utf8_little_endian_and_refuses_oversized_responses():
    out = io.BytesIO()
    writer = FrameWriter(out, max_frame_bytes=200)
    writer.write({"id": 1, "text": "😀 é"})
    data = out.getvalue()
    (length,) = struct.unpack("<I", data[:4])
    assert length == len(data) - 4
    assert json.loads(data[4:].decode("utf-8")) == {"id": 1, "text": "😀 é"}
    with pytest.raises(ResponseTooLarge):
        writer.write({"id": 2, "text": "x" * 300})
    assert out.getvalue() == data  # nothing half-written


def test_writer_escapes_unpaired_surrogates_instead_of_failing():
    out = io.BytesIO()
    FrameWriter(out).write({"text": "a\ud83d"})
    assert json.loads(out.getvalue()[4:]) == {"text": "a\ud83d"}


# ----------------------------------------------------------------------------- messages
def test_valid_requests_become_typed_requests():
    assert parse_request({"id": "a", "type": "ping"}) == PingRequest("a")
    anonymize = parse_request(
        {"id": 3, "type": "anonymize", "text": "hi", "conversation": "c1", "site": "claude.ai",
         "preview": True, "policy": {"kinds": ["PERSON", "EMAIL"], "style": "label",
                                     "always": ["Project Falcon", " "], "never": ["Paris"],
                                     "retention_days": 7}}
    )
    assert isinstance(anonymize, AnonymizeRequest)
    assert anonymize.preview is True and anonymize.site == "claude.ai"
    assert anonymize.policy.kinds == frozenset({Label.PERSON, Label.EMAIL})
    assert anonymize.policy.style is Style.LABEL
    assert anonymize.policy.always == ("Project Falcon",)
    assert anonymize.policy.retention_days == 7.0
    restore = parse_request({"id": 4, "type": "restore", "text": "x", "conversation": "c"})
    assert isinstance(restore, RestoreRequest)
    assert parse_request({"id": 5, "type": "forget", "all": True}) == ForgetRequest(5, None)
    assert parse_request({"id": 6, "type": "forget", "conversation": "c"}) == ForgetRequest(6, "c")
    link = parse_request({"id": 7, "type": "link", "from": "tmp-1", "conversation": "real"})
    assert isinstance(link, LinkRequest) and (link.source, link.target) == ("tmp-1", "real")


@pytest.mark.parametrize(
    ("message", "code"),
    [
        ([1, 2], ErrorCode.BAD_REQUEST),
        ("ping", ErrorCode.BAD_REQUEST),
        ({"id": 1}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": 5}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "explode"}, ErrorCode.UNKNOWN_TYPE),
        ({"id": {"x": 1}, "type": "ping"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "anonymize", "conversation": "c"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "anonymize", "text": 5, "conversation": "c"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "anonymize", "text": "t"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "anonymize", "text": "t", "conversation": ""}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "anonymize", "text": "t", "conversation": "c", "preview": "yes"},
         ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "anonymize", "text": "t", "conversation": "c", "site": 3},
         ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "anonymize", "text": "a\ud800", "conversation": "c"},
         ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "restore", "text": "t", "conversation": ["c"]}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "forget"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "forget", "all": "true"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "forget", "all": True, "conversation": "c"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "link", "conversation": "c"}, ErrorCode.BAD_REQUEST),
        ({"id": 1, "type": "restore", "text": "x" * 101, "conversation": "c"},
         ErrorCode.TOO_LARGE),
        ({"id": 1, "type": "restore", "text": "😀" * 51, "conversation": "c"},
         ErrorCode.TOO_LARGE),
    ],
)
def test_invalid_requests_are_refused_with_stable_codes(message, code):
    assert code_of(lambda: parse_request(message, max_text_units=100)) is code


def test_text_limit_counts_utf16_units_like_javascript():
    ok = parse_request({"type": "restore", "text": "😀" * 50, "conversation": "c"},
                       max_text_units=100)
    assert isinstance(ok, RestoreRequest)


@pytest.mark.parametrize(
    "policy",
    [
        {"kinds": ["PERSON", "ALIEN"]},
        {"kinds": "PERSON"},
        {"style": "shout"},
        {"style": 1},
        {"always": "Falcon"},
        {"never": [1]},
        {"retention_days": -1},
        {"retention_days": True},
        {"retention_days": "30"},
        ["PERSON"],
    ],
)
def test_invalid_policies_are_bad_requests(policy):
    assert code_of(lambda: parse_policy(policy)) is ErrorCode.BAD_REQUEST


def test_error_messages_name_fields_but_never_values():
    secret = "Priya Sharma"
    bad = [
        {"id": 1, "type": secret},
        {"id": 1, "type": "anonymize", "text": "t", "conversation": "c",
         "policy": {"kinds": [secret]}},
        {"id": 1, "type": "anonymize", "text": "t", "conversation": "c",
         "policy": {"style": secret}},
    ]
    for message in bad:
        with pytest.raises(HushPromptError) as info:
            parse_request(message)
        assert secret not in info.value.message and secret not in str(info.value)


@pytest.mark.parametrize(
    ("message", "expected"),
    [({"id": "abc"}, "abc"), ({"id": 12.5}, 12.5), ({"id": False}, False), ({"id": [1]}, None),
     ({}, None), ([1], None)],
)
def test_request_id_is_read_when_it_is_a_json_scalar(message, expected):
    assert read_id(message) == expected


def test_request_reprs_do_not_show_text():
    request = parse_request({"id": 1, "type": "anonymize", "text": "Priya Sharma",
                             "conversation": "conv-secret"})
    assert "Priya" not in repr(request) and "conv-secret" not in repr(request)
