"""Misbehaving native hosts for the fail-closed browser tests.

crash: answers ping, exits without answering anything else (a crash mid-request).
slow:  answers ping, sleeps far past the extension's timeout on anything else.
rules: a tiny regex-only engine (e-mails, phones, "Firstname Lastname", sk- keys) that follows
       the protocol; it lets the extension's own mechanics be exercised when the real engine is
       unavailable. Offsets are UTF-16 only for BMP text, which is all these tests type.
"""

import json
import re
import struct
import sys
import time


def read_frame() -> dict | None:
    header = sys.stdin.buffer.read(4)
    if len(header) < 4:
        return None
    (length,) = struct.unpack("<I", header)
    return json.loads(sys.stdin.buffer.read(length))


def write_frame(message: dict) -> None:
    data = json.dumps(message).encode()
    sys.stdout.buffer.write(struct.pack("<I", len(data)) + data)
    sys.stdout.buffer.flush()


PATTERNS = [
    ("EMAIL", re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+\w")),
    ("PHONE", re.compile(r"\+?\d[\d ()-]{8,}\d")),
    ("SECRET", re.compile(r"sk-[A-Za-z0-9_-]{16,}")),
    ("PERSON", re.compile(r"\b[A-Z][a-z]+ [A-Z][a-z]+\b(?<!Please write)")),
]
STANDINS = {"EMAIL": "laura.bennett@example.net", "PHONE": "+1 212 555 0199",
            "SECRET": "sk-test-4f9a0c2b7e1d3a5f", "PERSON": "Laura Bennett"}
mappings: dict[str, dict[str, str]] = {}


def anonymize(req: dict) -> dict:
    text, conv = req["text"], req["conversation"]
    never = {t.lower() for t in (req.get("policy") or {}).get("never", [])}
    found = []
    for label, pattern in PATTERNS:
        for m in pattern.finditer(text):
            overlaps = any(m.start() < e and s < m.end() for s, e, *_ in found)
            if m.group(0).lower() in never or overlaps:
                continue
            found.append((m.start(), m.end(), label, m.group(0)))
    found.sort()
    out, cursor, reps = "", 0, []
    conv_map = mappings.setdefault(conv, {})
    for start, end, label, original in found:
        stand = conv_map.get(original, STANDINS[label])
        if not req.get("preview"):
            conv_map[original] = stand
        out += text[cursor:start] + stand
        cursor = end
        reps.append({"start": start, "end": end, "original": original, "replacement": stand,
                     "label": label, "source": "fake", "score": 1.0})
    return {"ok": True, "text": out + text[cursor:], "replacements": reps, "degraded": []}


def restore(req: dict) -> dict:
    text = req["text"]
    pairs = sorted(mappings.get(req["conversation"], {}).items(), key=lambda p: -len(p[1]))
    restored = []
    for original, stand in pairs:
        for m in re.finditer(re.escape(stand), text):
            restored.append({"start": m.start(), "end": m.end(), "replacement": stand,
                             "original": original})
    restored.sort(key=lambda r: r["start"])
    out, cursor = "", 0
    for r in restored:
        out += text[cursor:r["start"]] + r["original"]
        cursor = r["end"]
    return {"ok": True, "text": out + text[cursor:], "restored": restored}


def main() -> int:
    kind = sys.argv[1]
    while (request := read_frame()) is not None:
        if request.get("type") == "ping":
            write_frame({"id": request.get("id"), "ok": True, "version": "fake", "providers": []})
            continue
        if kind == "rules":
            kind_of = request.get("type")
            if kind_of == "link":
                source = mappings.get(request["from"], {})
                mappings.setdefault(request["conversation"], {}).update(source)
            answer = (anonymize(request) if kind_of == "anonymize"
                      else restore(request) if kind_of == "restore" else {"ok": True})
            write_frame({"id": request.get("id"), **answer})
            continue
        if kind == "crash":
            return 1
        time.sleep(8)  # twice the extension's timeout
    return 0


if __name__ == "__main__":
    sys.exit(main())
