"""`hushprompt anonymize | restore | forget`: the engine from the shell, same JSON as the protocol.

Input text is read from stdin as UTF-8, byte for byte (a trailing newline is part of the text).
Requests go through the host's own validation (`protocol.messages.parse_request`) and answers
through its own serialisation (`protocol.responses`), so offsets are UTF-16 code units and the
output equals what the extension would receive, minus the `id` field.
"""

from __future__ import annotations

import json
import sys
from typing import Any, BinaryIO, TextIO

from hushprompt.errors import ErrorCode, HushPromptError

CLI_REQUEST_ID = "cli"


def read_text(stream: BinaryIO) -> str:
    try:
        return stream.read().decode("utf-8")
    except UnicodeDecodeError:
        raise HushPromptError(ErrorCode.BAD_REQUEST, "stdin is not valid UTF-8") from None


def parse_policy_argument(raw: str | None) -> object:
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        raise HushPromptError(ErrorCode.BAD_JSON, "--policy is not valid JSON") from None


def _engine(detection: bool = True) -> Any:
    """The default engine. Restoring reads only the vault, so it skips loading the detectors."""
    from hushprompt.engine import Engine  # imported late: spaCy and the models are heavy

    if detection:
        return Engine.create()
    return Engine.create(use_ner=False, use_seq2seq=False, use_spacy=False)


def _without_id(response: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in response.items() if k != "id"}


def anonymize(
    conversation: str, policy: str | None, preview: bool, site: str | None, stdin: BinaryIO
) -> dict[str, object]:
    from hushprompt.protocol.messages import AnonymizeRequest, parse_request
    from hushprompt.protocol.responses import anonymize_response

    message: dict[str, object] = {
        "id": CLI_REQUEST_ID, "type": "anonymize", "text": read_text(stdin),
        "conversation": conversation, "policy": parse_policy_argument(policy), "preview": preview,
    }
    if site is not None:
        message["site"] = site
    request = parse_request(message)
    assert isinstance(request, AnonymizeRequest)
    result = _engine().anonymize(
        request.text, request.conversation, policy=request.policy, site=request.site,
        preview=request.preview,
    )
    return _without_id(anonymize_response(request.id, request.text, result))


def restore(conversation: str, stdin: BinaryIO) -> dict[str, object]:
    from hushprompt.protocol.messages import RestoreRequest, parse_request
    from hushprompt.protocol.responses import restore_response

    message = {
        "id": CLI_REQUEST_ID, "type": "restore", "text": read_text(stdin),
        "conversation": conversation,
    }
    request = parse_request(message)
    assert isinstance(request, RestoreRequest)
    result = _engine(detection=False).restore(request.text, request.conversation)
    return _without_id(restore_response(request.id, request.text, result))


def forget(conversation: str | None) -> dict[str, object]:
    """Forget one conversation, or every conversation when `conversation` is None."""
    from hushprompt.protocol.messages import ForgetRequest, parse_request
    from hushprompt.vault.store import Vault

    message: dict[str, object] = {"id": CLI_REQUEST_ID, "type": "forget"}
    if conversation is None:
        message["all"] = True
    else:
        message["conversation"] = conversation
    request = parse_request(message)
    assert isinstance(request, ForgetRequest)
    vault = Vault.open()  # forgetting needs no detection models
    try:
        if request.conversation is None:
            count = vault.forget_all()
        else:
            count = vault.forget(request.conversation)
    finally:
        vault.close()
    return {"ok": True, "forgotten": count}


def emit(response: dict[str, object], out: TextIO | None = None) -> None:
    """Print one JSON document (UTF-8, original characters kept) and a newline."""
    out = out or sys.stdout
    text = json.dumps(response, ensure_ascii=False, indent=None)
    buffer = getattr(out, "buffer", None)
    if buffer is not None:  # UTF-8 whatever the locale says
        buffer.write(text.encode("utf-8") + b"\n")
        buffer.flush()
    else:
        out.write(text + "\n")


def run(command: str, **arguments: Any) -> int:
    """Run one scripting command, print its JSON answer; exit code 0 on success, 1 on error."""
    try:
        if command == "anonymize":
            response = anonymize(stdin=sys.stdin.buffer, **arguments)
        elif command == "restore":
            response = restore(stdin=sys.stdin.buffer, **arguments)
        else:
            response = forget(**arguments)
    except HushPromptError as exc:  # the message is a fixed string, never user text
        emit({"ok": False, "error": exc.to_json()})
        return 1
    except Exception as exc:  # no traceback: its text could quote the user's input
        message = f"unexpected {exc.__class__.__name__}"
        emit({"ok": False, "error": {"code": ErrorCode.INTERNAL.value, "message": message}})
        return 1
    emit(response)
    return 0
