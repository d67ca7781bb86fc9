"""Engine results -> protocol JSON. Offsets become UTF-16 code units of the request's text."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from hushprompt.errors import ErrorCode, HushPromptError
from hushprompt.textspan import Utf16Index

from .messages import JsonScalar


def ok(request_id: JsonScalar, **fields: object) -> dict[str, object]:
    return {"id": request_id, "ok": True, **fields}


def error(request_id: JsonScalar, exc: HushPromptError) -> dict[str, object]:
    return {"id": request_id, "ok": False, "error": exc.to_json()}


def _score(value: object) -> float:
    score = float(value)  # type: ignore[arg-type]
    return round(score, 4) if math.isfinite(score) else 0.0


def _check_spans(text: str, spans: Sequence[Any], output: str, attribute: str) -> None:
    """Fail closed: the extension applies these spans itself, so they must rebuild `output`."""
    parts: list[str] = []
    cursor = 0
    for span in spans:
        if not cursor <= span.start <= span.end <= len(text):
            raise HushPromptError(ErrorCode.INTERNAL, "engine returned inconsistent offsets")
        parts.append(text[cursor : span.start])
        parts.append(getattr(span, attribute))
        cursor = span.end
    parts.append(text[cursor:])
    if "".join(parts) != output:
        raise HushPromptError(ErrorCode.INTERNAL, "engine returned inconsistent offsets")


def anonymize_response(request_id: JsonScalar, text: str, result: Any) -> dict[str, object]:
    """`result` is an engine AnonymizeResult; `text` the request's input text."""
    replacements = sorted(result.replacements, key=lambda r: r.start)
    _check_spans(text, replacements, result.text, "replacement")
    index = Utf16Index(text)
    return ok(
        request_id,
        text=result.text,
        replacements=[
            {
                "start": index.to_utf16(r.start),
                "end": index.to_utf16(r.end),
                "original": r.original,
                "replacement": r.replacement,
                "label": str(r.label),
                "source": r.source,
                "score": _score(r.score),
            }
            for r in replacements
        ],
        degraded=list(result.degraded),
    )


def restore_response(request_id: JsonScalar, text: str, result: Any) -> dict[str, object]:
    """`result` is an engine RestoreResult; `text` the request's input text."""
    restored = sorted(result.restored, key=lambda r: r.start)
    _check_spans(text, restored, result.text, "original")
    index = Utf16Index(text)
    return ok(
        request_id,
        text=result.text,
        restored=[
            {
                "start": index.to_utf16(r.start),
                "end": index.to_utf16(r.end),
                "replacement": r.replacement,
                "original": r.original,
            }
            for r in restored
        ],
    )
