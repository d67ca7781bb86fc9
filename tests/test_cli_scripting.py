"""`hushprompt anonymize | restore | forget` from the shell, as a script would call them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

EMAIL = "maria.gonzalez@example.com"
PROMPT = f"Please forward the invoice to {EMAIL} before Friday, thanks! 🙂\n"


@pytest.fixture
def env(tmp_path):
    """A private data dir per test, so vault contents never leak between tests."""
    return {**os.environ, "HOME": str(tmp_path / "home"), "HUSHPROMPT_HOME": str(tmp_path / "data")}


def cli(env: dict[str, str], *args: str, stdin: bytes = b"") -> tuple[int, dict, str]:
    done = subprocess.run([sys.executable, "-m", "hushprompt.cli", *args], input=stdin, env=env,
                          capture_output=True, timeout=300)
    stderr = done.stderr.decode("utf-8", "replace")
    assert done.stdout, stderr
    return done.returncode, json.loads(done.stdout.decode("utf-8")), stderr


def apply_utf16(text: str, spans: list[dict], field: str) -> str:
    """Apply replacements the way the extension does: offsets in UTF-16 code units."""
    units = text.encode("utf-16-le")
    out, cursor = b"", 0
    for span in spans:
        out += units[2 * cursor : 2 * span["start"]] + span[field].encode("utf-16-le")
        cursor = span["end"]
    return (out + units[2 * cursor :]).decode("utf-16-le")


def test_preview_anonymize_restore_forget_from_the_shell(env):
    # Each anonymize call loads the detectors (seconds), so one test walks the whole life cycle.
    prompt = f"🙂 {PROMPT}"
    code, preview, _ = cli(env, "anonymize", "--conversation", "c1", "--preview",
                           stdin=prompt.encode())
    assert code == 0 and preview["ok"] is True and EMAIL not in preview["text"]
    _, restored, _ = cli(env, "restore", "--conversation", "c1", stdin=preview["text"].encode())
    assert restored["text"] == preview["text"]  # a preview stores nothing, so nothing comes back

    code, sent, stderr = cli(env, "anonymize", "--conversation", "c1", stdin=prompt.encode())
    assert code == 0 and sent["text"] == preview["text"]  # the preview showed what is sent
    assert EMAIL not in stderr
    emails = [r for r in sent["replacements"] if r["label"] == "EMAIL"]
    assert [r["original"] for r in emails] == [EMAIL]
    # offsets are UTF-16 code units of the input (the leading emoji takes two)
    assert apply_utf16(prompt, sent["replacements"], "replacement") == sent["text"]

    reply = f"Sure, I'll write to {emails[0]['replacement']} today."
    code, restored, _ = cli(env, "restore", "--conversation", "c1", stdin=reply.encode())
    assert code == 0
    assert restored["text"] == f"Sure, I'll write to {EMAIL} today."
    assert apply_utf16(reply, restored["restored"], "original") == restored["text"]
    _, elsewhere, _ = cli(env, "restore", "--conversation", "c2", stdin=reply.encode())
    assert elsewhere["text"] == reply  # another conversation has no such stand-in

    code, forgotten, _ = cli(env, "forget", "--conversation", "c2")
    assert code == 0 and forgotten == {"ok": True, "forgotten": 0}
    _, still, _ = cli(env, "restore", "--conversation", "c1", stdin=reply.encode())
    assert still["text"] == restored["text"]  # forgetting c2 left c1 alone

    code, forgotten, _ = cli(env, "forget", "--all")
    assert code == 0 and forgotten["forgotten"] >= 1
    _, after, _ = cli(env, "restore", "--conversation", "c1", stdin=reply.encode())
    assert after["text"] == reply


def test_label_policy_from_the_command_line(env):
    policy = json.dumps({"style": "label", "kinds": ["EMAIL"]})
    code, result, _ = cli(env, "anonymize", "--conversation", "c3", "--policy", policy,
                          "--preview", stdin=PROMPT.encode())
    assert code == 0
    assert [r["replacement"] for r in result["replacements"]] == ["[EMAIL_1]"]


@pytest.mark.parametrize(
    ("args", "stdin", "code"),
    [
        (["anonymize", "--conversation", "c", "--policy", "{oops"], PROMPT.encode(), "bad_json"),
        (["anonymize", "--conversation", "c", "--policy", '{"style": "loud"}'], PROMPT.encode(),
         "bad_request"),
        (["anonymize", "--conversation", "c"], b"caf\xe9 " + EMAIL.encode(), "bad_request"),
        (["restore", "--conversation", ""], PROMPT.encode(), "bad_request"),
    ],
)
def test_bad_input_is_a_json_error_without_user_text(env, args, stdin, code):
    status, result, stderr = cli(env, *args, stdin=stdin)
    assert status == 1
    assert result["ok"] is False and result["error"]["code"] == code
    assert EMAIL not in json.dumps(result) and EMAIL not in stderr
