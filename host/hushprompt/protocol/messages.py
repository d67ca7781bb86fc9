"""Request validation: decoded JSON -> typed requests. Error messages name fields, never values."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Final

from hushprompt.errors import ErrorCode, HushPromptError
from hushprompt.regex_cache import compile_rule
from hushprompt.textspan import utf16_length
from hushprompt.types import Label, Policy, Style

JsonScalar = str | int | float | bool | None

DEFAULT_MAX_TEXT_UNITS: Final = 200_000  # UTF-16 code units, as JavaScript measures `text.length`
MAX_ID_CHARS: Final = 256
MAX_CONVERSATION_CHARS: Final = 512
MAX_SITE_CHARS: Final = 1024
MAX_TERMS: Final = 1000
MAX_TERM_CHARS: Final = 200
MAX_RETENTION_DAYS: Final = 36_500.0
_UNPAIRED_SURROGATE = compile_rule("[\ud800-\udfff]")  # in a Python str, any surrogate is unpaired


@dataclass(frozen=True, slots=True)
class PingRequest:
    id: JsonScalar


@dataclass(frozen=True, slots=True)
class AnonymizeRequest:
    id: JsonScalar
    text: str = field(repr=False)
    conversation: str = field(repr=False)
    site: str | None = field(default=None, repr=False)
    policy: Policy = field(default_factory=Policy, repr=False)
    preview: bool = False


@dataclass(frozen=True, slots=True)
class RestoreRequest:
    id: JsonScalar
    text: str = field(repr=False)
    conversation: str = field(repr=False)


@dataclass(frozen=True, slots=True)
class ForgetRequest:
    id: JsonScalar
    conversation: str | None = field(repr=False)  # None: forget every conversation


@dataclass(frozen=True, slots=True)
class LinkRequest:
    """Copy the mappings of a temporary conversation id (`source`) to the real one (`target`)."""

    id: JsonScalar
    source: str = field(repr=False)
    target: str = field(repr=False)


Request = PingRequest | AnonymizeRequest | RestoreRequest | ForgetRequest | LinkRequest


def _bad(message: str) -> HushPromptError:
    return HushPromptError(ErrorCode.BAD_REQUEST, message)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def read_id(message: object) -> JsonScalar:
    """The request's `id` when it is a readable JSON scalar, else None (echoed as null)."""
    if not isinstance(message, dict):
        return None
    value = message.get("id")
    if isinstance(value, str):
        return value if len(value) <= MAX_ID_CHARS else None
    if isinstance(value, bool) or value is None or _is_number(value):
        return value
    return None


def _check_id(message: dict[str, object]) -> JsonScalar:
    if "id" in message and read_id(message) is None and message["id"] is not None:
        raise _bad(f"field 'id' must be a string of at most {MAX_ID_CHARS} characters, "
                   "a number, a boolean or null")
    return read_id(message)


def _string(
    message: dict[str, object], name: str, *, max_chars: int, required: bool = True,
    label: str | None = None,
) -> str | None:
    label = label or name
    value = message.get(name)
    if value is None:
        if required:
            raise _bad(f"missing field '{label}'")
        return None
    if not isinstance(value, str):
        raise _bad(f"field '{label}' must be a string")
    if _UNPAIRED_SURROGATE.search(value):
        raise _bad(f"field '{label}' contains an unpaired UTF-16 surrogate")
    if len(value) > max_chars:
        raise _bad(f"field '{label}' is longer than {max_chars} characters")
    return value


def _conversation(message: dict[str, object], name: str = "conversation") -> str:
    value = _string(message, name, max_chars=MAX_CONVERSATION_CHARS)
    assert value is not None
    if not value.strip():
        raise _bad(f"field '{name}' must not be empty")
    return value


def _text(message: dict[str, object], max_text_units: int) -> str:
    value = message.get("text")
    if value is None:
        raise _bad("missing field 'text'")
    if not isinstance(value, str):
        raise _bad("field 'text' must be a string")
    if _UNPAIRED_SURROGATE.search(value):
        raise _bad("field 'text' contains an unpaired UTF-16 surrogate")
    # len() counts code points; astral characters take two UTF-16 units, so count those too
    if len(value) > max_text_units or utf16_length(value) > max_text_units:
        raise HushPromptError(
            ErrorCode.TOO_LARGE, f"field 'text' is longer than {max_text_units} UTF-16 code units"
        )
    return value


def _bool(message: dict[str, object], name: str, default: bool) -> bool:
    value = message.get(name, default)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise _bad(f"field '{name}' must be a boolean")
    return value


def _terms(policy: dict[str, object], name: str) -> tuple[str, ...]:
    value = policy.get(name)
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise _bad(f"field 'policy.{name}' must be a list of strings")
    if len(value) > MAX_TERMS:
        raise _bad(f"field 'policy.{name}' has more than {MAX_TERMS} terms")
    if any(len(t) > MAX_TERM_CHARS for t in value):
        raise _bad(f"field 'policy.{name}' has a term longer than {MAX_TERM_CHARS} characters")
    if any(_UNPAIRED_SURROGATE.search(t) for t in value):
        raise _bad(f"field 'policy.{name}' contains an unpaired UTF-16 surrogate")
    return tuple(dict.fromkeys(t.strip() for t in value if t.strip()))  # drop blanks and repeats


_POLICY_FIELDS = frozenset({"kinds", "style", "always", "never", "retention_days"})


def parse_policy(value: object) -> Policy:
    """The `policy` object of an anonymize request; absent or null means the defaults."""
    if value is None:
        return Policy()
    if not isinstance(value, dict):
        raise _bad("field 'policy' must be an object")
    kinds_value = value.get("kinds")
    kinds: frozenset[Label] | None = None
    if kinds_value is not None:
        if not isinstance(kinds_value, list) or not all(isinstance(k, str) for k in kinds_value):
            raise _bad("field 'policy.kinds' must be a list of strings")
        try:
            kinds = frozenset(Label(k) for k in kinds_value)
        except ValueError:
            raise _bad("field 'policy.kinds' contains an unknown label") from None
    style_value = value.get("style", Style.STANDIN.value)
    try:
        style = Style(style_value) if isinstance(style_value, str) else None
    except ValueError:
        style = None
    if style is None:
        raise _bad("field 'policy.style' must be one of 'standin', 'label', 'redact'")
    retention = value.get("retention_days")
    valid_retention = _is_number(retention) and 0 < retention <= MAX_RETENTION_DAYS
    if retention is not None and not valid_retention:
        raise _bad(f"field 'policy.retention_days' must be a number in (0, {MAX_RETENTION_DAYS:g}]")
    extra = {k: v for k, v in value.items() if k not in _POLICY_FIELDS}
    return Policy(
        kinds=kinds,
        style=style,
        always=_terms(value, "always"),
        never=_terms(value, "never"),
        retention_days=float(retention) if retention is not None else None,
        extra=extra,
    )


def parse_request(message: object, *, max_text_units: int = DEFAULT_MAX_TEXT_UNITS) -> Request:
    """Validate one decoded message.

    Raises HushPromptError with BAD_REQUEST, UNKNOWN_TYPE or TOO_LARGE (text over the limit).
    """
    if not isinstance(message, dict):
        raise _bad("message must be a JSON object")
    request_id = _check_id(message)
    kind = message.get("type")
    if kind is None:
        raise _bad("missing field 'type'")
    if not isinstance(kind, str):
        raise _bad("field 'type' must be a string")
    if kind == "ping":
        return PingRequest(request_id)
    if kind == "anonymize":
        return AnonymizeRequest(
            request_id,
            text=_text(message, max_text_units),
            conversation=_conversation(message),
            site=_string(message, "site", max_chars=MAX_SITE_CHARS, required=False),
            policy=parse_policy(message.get("policy")),
            preview=_bool(message, "preview", False),
        )
    if kind == "restore":
        return RestoreRequest(
            request_id, text=_text(message, max_text_units), conversation=_conversation(message)
        )
    if kind == "forget":
        return _forget(message, request_id)
    if kind == "link":
        return LinkRequest(
            request_id, source=_conversation(message, "from"), target=_conversation(message)
        )
    raise HushPromptError(ErrorCode.UNKNOWN_TYPE, "field 'type' names no known request type")


def _forget(message: dict[str, object], request_id: JsonScalar) -> ForgetRequest:
    forget_all = _bool(message, "all", False)
    has_conversation = message.get("conversation") is not None
    if forget_all and has_conversation:
        raise _bad("give either field 'conversation' or field 'all', not both")
    if forget_all:
        return ForgetRequest(request_id, None)
    if not has_conversation:
        raise _bad("missing field 'conversation' (or 'all': true)")
    return ForgetRequest(request_id, _conversation(message))
