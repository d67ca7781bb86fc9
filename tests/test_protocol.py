"""The native-messaging host as a browser drives it: the real `hushprompt-host`, frames on pipes."""

from __future__ import annotations

import json
import os
import struct
import time
from pathlib import Path

import pytest
from protocol_host import Host, apply_utf16, utf16_slice

NAME = "Priya Sharma"
EMAIL = "priya.sharma@example.com"
PHONE = "+1 415 555 0132"
ORIGINALS = (NAME, EMAIL, PHONE)
# Emoji before the findings: each takes two UTF-16 units, so code-point offsets would be wrong.
PROMPT = (
    f"😀👍🏽 Please write a short note to my colleague {NAME}. Her e-mail is {EMAIL} and her "
    f"phone is {PHONE}. Tell {NAME} the meeting moved to Friday."
)


@pytest.fixture(scope="module")
def home(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("hushprompt-home")


@pytest.fixture(scope="module")
def host(home):
    process = Host(home)
    yield process
    process.kill()


@pytest.fixture(scope="module")
def ready_host(host):
    host.wait_ready()
    return host


@pytest.fixture(scope="module")
def protected(ready_host) -> dict:
    response = ready_host.request(type="anonymize", text=PROMPT, conversation="conv-main",
                                  site="chatgpt.com")
    assert response["ok"], response
    return response


# ------------------------------------------------------------------------------ ping
def test_ping_answers_at_once_while_models_load(tmp_path):
    host = Host(tmp_path)
    try:
        started = time.perf_counter()
        status = host.request(type="ping")
        elapsed = time.perf_counter() - host.started
        assert status["ok"] is True and status["id"] == "r1"
        assert isinstance(status["version"], str) and status["protocol"] == 1
        assert isinstance(status["providers"], list) and isinstance(status["models"], dict)
        assert status["limits"]["max_response_bytes"] == 1_048_576
        assert elapsed < 1.5, f"cold start to first answer took {elapsed:.2f} s"
        assert time.perf_counter() - started < 1.5
    finally:
        assert host.close() == 0


def test_ready_ping_reports_providers_and_models(ready_host):
    status = ready_host.request(type="ping")
    assert status["ok"] and status["loading"] is False
    assert status["providers"], "ping must name the execution providers"
    assert isinstance(status["degraded"], list)


# ------------------------------------------------------------------------------ anonymize
def test_anonymize_removes_name_email_and_phone(protected):
    for original in ORIGINALS:
        assert original not in protected["text"]
    labels = {r["label"] for r in protected["replacements"]}
    assert {"PERSON", "EMAIL", "PHONE"} <= labels


def test_replacements_use_utf16_offsets_of_the_input(protected):
    replacements = protected["replacements"]
    assert replacements
    for r in replacements:
        assert utf16_slice(PROMPT, r["start"], r["end"]) == r["original"]
        assert r["original"] != r["replacement"]
        assert set(r) == {"start", "end", "original", "replacement", "label", "source", "score"}
    assert apply_utf16(PROMPT, replacements, "replacement") == protected["text"]


def test_a_repeated_name_gets_one_stand_in(protected):
    names = [r["replacement"] for r in protected["replacements"] if r["original"] == NAME]
    assert len(names) == 2 and len(set(names)) == 1


def test_anonymize_again_reuses_the_stand_ins(ready_host, protected):
    again = ready_host.request(type="anonymize", text=PROMPT, conversation="conv-main")
    assert again["text"] == protected["text"]


def test_preview_writes_nothing(ready_host):
    preview = ready_host.request(type="anonymize", text=PROMPT, conversation="conv-preview",
                                 preview=True)
    assert preview["ok"] and EMAIL not in preview["text"]
    restored = ready_host.request(type="restore", text=preview["text"],
                                  conversation="conv-preview")
    assert restored["text"] == preview["text"] and restored["restored"] == []


def test_policy_label_style_and_kinds(ready_host):
    response = ready_host.request(
        type="anonymize", text=PROMPT, conversation="conv-labels",
        policy={"style": "label", "kinds": ["EMAIL"]},
    )
    assert response["ok"], response
    assert EMAIL not in response["text"] and PHONE in response["text"]
    assert [r["label"] for r in response["replacements"]] == ["EMAIL"]
    assert response["replacements"][0]["replacement"].startswith("[EMAIL")


# ------------------------------------------------------------------------------ restore
def test_restore_puts_the_originals_back_in_a_reply(ready_host, protected):
    reply = f"🙂 Here is your note:\n\n{protected['text']}\n\nAnything else?"
    restored = ready_host.request(type="restore", text=reply, conversation="conv-main")
    assert restored["ok"], restored
    assert PROMPT in restored["text"]
    for item in restored["restored"]:
        assert utf16_slice(reply, item["start"], item["end"]) == item["replacement"]
    assert apply_utf16(reply, restored["restored"], "original") == restored["text"]


def test_restore_twice_changes_nothing(ready_host, protected):
    first = ready_host.request(type="restore", text=protected["text"], conversation="conv-main")
    second = ready_host.request(type="restore", text=first["text"], conversation="conv-main")
    assert first["text"] == PROMPT
    assert second["text"] == first["text"] and second["restored"] == []


def test_stand_ins_are_not_restored_in_another_conversation(ready_host, protected):
    other = ready_host.request(type="restore", text=protected["text"], conversation="conv-other")
    assert other["text"] == protected["text"]


def test_link_copies_a_temporary_conversation_to_its_real_id(ready_host):
    temp = ready_host.request(type="anonymize", text=PROMPT, conversation="tmp-new-chat")
    linked = ready_host.request(type="link", **{"from": "tmp-new-chat"}, conversation="c-123")
    assert linked["ok"] and linked["linked"] >= 3
    restored = ready_host.request(type="restore", text=temp["text"], conversation="c-123")
    assert restored["text"] == PROMPT


def test_forget_one_conversation(ready_host):
    protected = ready_host.request(type="anonymize", text=PROMPT, conversation="conv-forget")
    forgotten = ready_host.request(type="forget", conversation="conv-forget")
    assert forgotten["ok"] and forgotten["forgotten"] >= 3
    restored = ready_host.request(type="restore", text=protected["text"],
                                  conversation="conv-forget")
    assert restored["text"] == protected["text"]
    kept = ready_host.request(type="restore", text=protected["text"], conversation="conv-main")
    assert kept["ok"]


def test_second_host_process_restores_what_the_first_protected(home, ready_host, protected):
    second = Host(home, args=("/home/u/.mozilla/native-messaging-hosts/x.json", "addon@id"))
    try:
        restored = second.request(type="restore", text=protected["text"],
                                  conversation="conv-main", timeout=120)
        assert restored["ok"], restored
        assert restored["text"] == PROMPT
    finally:
        assert second.close() == 0
    assert not any(original in second.stderr for original in ORIGINALS)


def test_response_over_one_mebibyte_is_refused_with_too_large(ready_host):
    text = "a " * 12_000  # 12,000 findings: the replacement list alone is well over 1 MiB
    response = ready_host.request(type="anonymize", text=text, conversation="conv-big",
                                  policy={"always": ["a"], "style": "redact"}, preview=True,
                                  timeout=120)
    assert response["ok"] is False and response["error"]["code"] == "too_large"
    assert ready_host.frame_error is None
    assert all(len(frame) - 4 <= 1_048_576 for frame in ready_host.raw_frames)
    assert ready_host.request(type="ping")["ok"]


def test_the_host_opens_no_network_socket(ready_host):
    proc_net = Path("/proc/net")
    if not proc_net.exists():
        pytest.skip("needs Linux /proc")
    inet_inodes = set()
    for table in ("tcp", "tcp6", "udp", "udp6", "raw", "raw6"):
        path = proc_net / table
        if path.exists():
            for line in path.read_text().splitlines()[1:]:
                inet_inodes.add(line.split()[9])
    fd_dir = Path(f"/proc/{ready_host.proc.pid}/fd")
    sockets = {os.readlink(fd).removeprefix("socket:[").rstrip("]")
               for fd in fd_dir.iterdir() if os.readlink(fd).startswith("socket:")}
    assert not sockets & inet_inodes


# ------------------------------------------------------------------------------ bad input
def frame(payload: bytes) -> bytes:
    return struct.pack("<I", len(payload)) + payload


BAD_INPUTS = [
    pytest.param(b"{not json", "bad_json", None, id="invalid-json"),
    pytest.param(b'{"id": "u1", "type": "ping", "x": "\xff"}', "bad_json", None,
                 id="invalid-utf8"),
    pytest.param(b"[1, 2, 3]", "bad_request", None, id="non-object"),
    pytest.param(b'"ping"', "bad_request", None, id="string"),
    pytest.param(b"", "empty_frame", None, id="empty-frame"),
    pytest.param(b'{"id": "b1", "type": "shred"}', "unknown_type", "b1", id="unknown-type"),
    pytest.param(b'{"id": 42}', "bad_request", 42, id="missing-type"),
    pytest.param(b'{"id": "b2", "type": "anonymize", "conversation": "c"}', "bad_request", "b2",
                 id="missing-text"),
    pytest.param(b'{"id": "b3", "type": "anonymize", "text": 7, "conversation": "c"}',
                 "bad_request", "b3", id="ill-typed-text"),
    pytest.param(b'{"id": "b4", "type": "restore", "text": "x"}', "bad_request", "b4",
                 id="missing-conversation"),
    pytest.param(b'{"id": "b5", "type": "anonymize", "text": "x", "conversation": "c", '
                 b'"policy": {"kinds": ["WIZARD"]}}', "bad_request", "b5", id="unknown-label"),
    pytest.param(b'{"id": "b6", "type": "forget"}', "bad_request", "b6", id="forget-nothing"),
    pytest.param(b'{"id": "b7", "type": "link", "conversation": "c"}', "bad_request", "b7",
                 id="link-without-from"),
    pytest.param(b'{"id": [1], "type": "ping"}', "bad_request", None, id="ill-typed-id"),
]


@pytest.mark.parametrize(("payload", "code", "echoed_id"), BAD_INPUTS)
def test_bad_input_gets_an_error_and_the_host_keeps_serving(host, payload, code, echoed_id):
    host.send_frame(payload)
    response = host.wait_response(echoed_id)
    assert response["ok"] is False
    assert response["error"]["code"] == code
    assert isinstance(response["error"]["message"], str) and response["error"]["message"]
    assert host.request(type="ping")["ok"] is True


def test_text_over_the_limit_is_too_large(host):
    text = "x" * 200_001
    response = host.request(type="restore", text=text, conversation="c")
    assert response["ok"] is False and response["error"]["code"] == "too_large"
    assert host.request(type="ping")["ok"] is True


def test_oversized_frame_is_discarded_and_the_stream_stays_in_sync(host):
    declared = 8 * 1024 * 1024 + 1
    host.send_raw(struct.pack("<I", declared) + b"{" + b" " * (declared - 1))
    response = host.wait_response(None)
    assert response["ok"] is False and response["error"]["code"] == "too_large"
    assert host.request(type="ping")["ok"] is True


def test_eof_in_the_middle_of_a_frame_exits_cleanly(tmp_path):
    host = Host(tmp_path)
    assert host.request(type="ping")["ok"]
    host.send_raw(struct.pack("<I", 100) + b'{"id": 1, "ty')
    assert host.close(timeout=30) == 0
    assert "Traceback" not in host.stderr


def test_eof_at_a_frame_boundary_exits_cleanly(tmp_path):
    host = Host(tmp_path)
    assert host.request(type="ping")["ok"]
    assert host.close(timeout=30) == 0
    assert "Traceback" not in host.stderr


# ------------------------------------------------------------------------------ privacy
# Last in this file on purpose: it ends the shared host, then reads everything it left behind.
def test_no_original_reaches_stderr_or_any_file(home, ready_host):
    host = ready_host
    protected = host.request(type="anonymize", text=PROMPT, conversation="conv-private")
    assert protected["ok"]
    host.request(type="restore", text=protected["text"], conversation="conv-private")
    # bad requests that carry the originals must not echo them either
    host.send_frame(json.dumps({"id": "p1", "type": NAME, "text": EMAIL}).encode())
    host.send_frame(json.dumps({"id": "p2", "type": "anonymize", "text": PROMPT,
                                "conversation": "c", "policy": {"kinds": [NAME]}}).encode())
    host.send_frame(('{"id": "p3", "type": "anonymize", "text": "' + PHONE).encode())
    errors = [host.wait_response("p1"), host.wait_response("p2"), host.wait_response(None)]
    assert all(not e["ok"] for e in errors)
    forgotten = host.request(type="forget", all=True)
    assert forgotten["ok"] and forgotten["forgotten"] >= 3
    assert host.close() == 0
    files = [p for p in home.rglob("*") if p.is_file()]
    assert files, "the host should have written its vault"
    leaks = []
    for original in ORIGINALS:
        if original in host.stderr or original in json.dumps(errors):
            leaks.append("stderr/errors")
        for path in files:
            data = path.read_bytes()
            if original.encode() in data or original.encode("utf-16-le") in data:
                leaks.append(path.name)
    assert not leaks
