"""The compiled form of the host's own regular expressions, kept between runs like bytecode.

Why: CPython compiles every pattern in pure Python (`re._parser`, `re._compiler`) each time a
process starts. The host's rules compile ~1,000 patterns when their modules load, ~0.3 s of the
first answer on two cores (cold start). The compiler's output, an opcode list, is kept in
`__pycache__` beside this module and handed to the regex engine's own constructor
(`_sre.compile`, which checks it) on the next start. No library does this: pickling a pattern
stores only its source, and unpickling compiles it again; the third-party `regex` engine
compiles in Python too.

Only patterns written in the host's source go through `compile_rule` (module-level constants),
never a pattern built from user text, so the file holds nothing private. Like bytecode, the file
is written only where Python writes bytecode (not under PYTHONDONTWRITEBYTECODE, unless asked:
`python -m hushprompt.regex_cache`, which install.sh runs), is keyed by the interpreter and the
regex engine's version, and anything unexpected (another Python, a damaged file, code the engine
refuses, an engine whose result differs) falls back to `re.compile`.
"""

from __future__ import annotations

import contextlib
import marshal
import os
import re
import sys
import threading
from pathlib import Path
from typing import Any

try:  # CPython's regex engine and compiler passes (3.11+)
    import _sre
    from re import _compiler, _parser  # type: ignore[attr-defined]
except ImportError:  # another implementation: every pattern is compiled by re
    _sre = None

_Parts = tuple[int, list[int], int, dict[str, int], tuple[Any, ...]]

CACHE_FILE = (Path(__file__).resolve().parent / "__pycache__"
              / f"rule_patterns.{sys.implementation.cache_tag}-{getattr(_sre, 'MAGIC', 0)}"
                f".marshal")

_lock = threading.Lock()
_stored: dict[tuple[str, int], _Parts] | None = None  # read from the file on first use
_used: dict[tuple[str, int], _Parts] = {}  # this run's patterns, written back by save()
_state = {"missed": False, "checked": False, "usable": _sre is not None}


def compile_rule(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)` for a pattern of the host's source, from the cache when
    it holds it."""
    key = (pattern, int(flags))
    with _lock:
        parts = _load().get(key) if _state["usable"] else None
        if parts is not None:
            compiled = _from_parts(pattern, int(flags), parts)
            if compiled is not None:
                _used[key] = parts
                return compiled
        compiled = re.compile(pattern, flags)
        if _state["usable"]:
            with contextlib.suppress(Exception):  # a compiler that changed: keep re's result
                _used[key] = _parts_of(pattern, int(flags))
                _state["missed"] = True
        return compiled


def save(force: bool = False) -> bool:
    """Write this run's patterns if any was compiled anew (where Python writes bytecode, or
    always when `force`). False when nothing was written."""
    with _lock:
        if not _state["usable"] or not _used or not (_state["missed"] or force):
            return False
        if sys.dont_write_bytecode and not force:
            return False
        try:
            CACHE_FILE.parent.mkdir(exist_ok=True)
            temporary = CACHE_FILE.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_bytes(marshal.dumps(dict(_used)))
            os.replace(temporary, CACHE_FILE)
        except (OSError, ValueError):
            return False
        _state["missed"] = False
        return True


def _load() -> dict[tuple[str, int], _Parts]:
    global _stored
    if _stored is None:
        _stored = {}
        with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
            loaded = marshal.loads(CACHE_FILE.read_bytes())
            if isinstance(loaded, dict):
                _stored = loaded
    return _stored


def _parts_of(pattern: str, flags: int) -> _Parts:
    """What `re._compiler.compile` hands to `_sre.compile` (the same steps, kept)."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[Any] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # plain ints: the opcodes are an int subclass, which marshal does not write
    return (int(flags | parsed.state.flags), [int(op) for op in code],
            int(parsed.state.groups - 1), groupindex, tuple(indexgroup))


def _from_parts(pattern: str, flags: int, parts: _Parts) -> re.Pattern[str] | None:
    try:
        compiled = _sre.compile(pattern, *parts)
    except Exception:  # the engine refused the stored code
        return None
    if not _state["checked"]:  # once per process: the engine must agree with re
        _state["checked"] = True
        if compiled != re.compile(pattern, flags):
            _state["usable"] = False
            return None
    return compiled


def main() -> int:
    """Compile and keep the patterns of every module the host loads (run by install.sh)."""
    from hushprompt import regex_cache  # this file runs as __main__: save the imported one's
    from hushprompt.engine import Engine

    Engine.create(use_spacy=False)
    return 0 if regex_cache.save(force=True) else 1


if __name__ == "__main__":
    sys.exit(main())
