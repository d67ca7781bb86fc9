"""The spaCy worker: a child process of the host that reads entities with spaCy.

Why a process of its own: spaCy's import and model load (~0.9 s) and the host's own start-up
(rules, word lists, Faker; ~1 s) are both pure Python, so as threads of one process they take
turns on one interpreter lock and the host's first answer waited for their sum. In a process of
its own spaCy loads on the second core, and a prompt's spaCy pass runs beside the rules.

Protocol, one JSON object per line (JSON escapes every line break inside a text):
  worker -> host, once:   {"ready": {describe}}  or  {"failed": "<exception type>"}
  host -> worker:         {"texts": ["...", ...]}
  worker -> host:         {"entities": [[[start, end, "LABEL"], ...], ...]}  or
                          {"error": "<exception type>"}
Offsets count code points. The worker writes nothing else anywhere: its stdout is a private
copy of the frame stream, its stderr is closed by the host, and errors are sent as type names
only (an exception message could quote the text).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any, TextIO


def _private_stdout() -> TextIO:
    """The line stream to the host; fd 1 and sys.stdout then point at /dev/null, so a stray
    print() from a library cannot break the protocol."""
    sys.stdout.flush()
    lines = os.fdopen(os.dup(1), "w", encoding="utf-8")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    return lines


def _send(out: TextIO, message: dict[str, Any]) -> None:
    out.write(json.dumps(message) + "\n")
    out.flush()


def _answer(nlp: Any, request: Any) -> dict[str, Any]:
    from hushprompt.models.spacy_pipeline import entities

    texts = request.get("texts") if isinstance(request, dict) else None
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        return {"error": "BadRequest"}
    return {"entities": [entities(doc) for doc in nlp.pipe(texts)]}


def main() -> int:
    from hushprompt.lean_imports import (
        keep_out_unused_frameworks,
        pause_garbage_collection,
        resume_garbage_collection,
    )
    from hushprompt.protocol.netguard import block_network

    pause_garbage_collection()  # until spaCy is loaded: the host waits for this process
    block_network()
    keep_out_unused_frameworks()
    out = _private_stdout()
    from hushprompt.models.spacy_pipeline import describe_nlp, load_nlp

    try:
        nlp = load_nlp()
    except Exception as exc:
        _send(out, {"failed": type(exc).__name__})
        return 1
    finally:
        resume_garbage_collection()
    _send(out, {"ready": describe_nlp(nlp)})
    for line in sys.stdin.buffer:
        try:
            reply = _answer(nlp, json.loads(line))
        except Exception as exc:  # a broken line or a failing parse: the host degrades
            reply = {"error": type(exc).__name__}
        _send(out, reply)
    return 0


if __name__ == "__main__":
    sys.exit(main())
