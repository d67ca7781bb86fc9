"""Cost figures measured the way a browser sees them: through the real `hushprompt-host` process.

The benchmark spawns the host with a private `HUSHPROMPT_HOME` (a temporary directory) and the
key file instead of the OS keyring, speaks native-messaging frames to it over its stdin/stdout,
and times each `anonymize` round trip. Cold start is spawn -> first `anonymize` answer. Peak
resident memory is the high-water mark of the host and of its spaCy worker process, added up
(`VmHWM` in /proc on Linux, an upper bound: the two peaks need not coincide; elsewhere
`ru_maxrss` of reaped children, the larger process only).
"""

from __future__ import annotations

import json
import os
import random
import resource
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from hushprompt.bench.metrics import SIZE_BUCKETS, percentiles, size_bucket

HEADER = struct.Struct("<I")  # 4-byte little-endian length, as browsers frame messages
HOST_TIMEOUT_SECONDS = 120.0


def host_command() -> list[str]:
    """The installed `hushprompt-host` of this Python, or the same entry point via `-c`."""
    beside_python = Path(sys.executable).with_name("hushprompt-host")
    if beside_python.exists():
        return [str(beside_python)]
    found = shutil.which("hushprompt-host")
    if found:
        return [found]
    return [sys.executable, "-c", "from hushprompt.protocol.server import main; main()"]


class HostError(RuntimeError):
    """The host did not answer as the protocol says."""


def _read_exactly(stream: BinaryIO, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = stream.read(size - len(data))
        if not chunk:
            raise HostError("host closed its output")
        data += chunk
    return data


class HostProcess:
    """A `hushprompt-host` child process and a blocking request/response client for it.

    Framing is written out here (struct, a few lines) rather than reusing the host's own framing
    module, so the benchmark checks the host from the outside, as a browser would.
    """

    def __init__(self, home: Path, command: Sequence[str] | None = None) -> None:
        env = dict(os.environ, HUSHPROMPT_HOME=str(home), HUSHPROMPT_KEYRING="0")
        self.process = subprocess.Popen(
            list(command or host_command()),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        self._next_id = 0

    def request(self, message: dict[str, object]) -> dict[str, object]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self._next_id += 1
        request_id = self._next_id
        payload = json.dumps({"id": request_id, **message}).encode("utf-8")
        self.process.stdin.write(HEADER.pack(len(payload)) + payload)
        self.process.stdin.flush()
        while True:
            (length,) = HEADER.unpack(_read_exactly(self.process.stdout, HEADER.size))
            response = json.loads(_read_exactly(self.process.stdout, length))
            if response.get("id") == request_id:
                return response

    def peak_rss_bytes(self) -> int | None:
        """High-water resident set size of the host and its child processes while they are
        alive (Linux)."""
        peaks = [_peak_rss(pid) for pid in (self.process.pid, *_children(self.process.pid))]
        if peaks[0] is None:
            return None
        return sum(peak for peak in peaks if peak is not None)

    def close(self) -> int | None:
        """Stop the host; returns the peak RSS measured after exit where /proc is unavailable."""
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()
        usage = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        return usage if sys.platform == "darwin" else usage * 1024  # bytes on macOS, KiB on Linux


def _peak_rss(pid: int) -> int | None:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return None


def _children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (Linux /proc; empty elsewhere)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            # the command name (field 2) may hold spaces; the parent pid follows its ")"
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if len(fields) > 1 and fields[1] == str(pid):
            found.append(int(stat.parent.name))
    return found


@dataclass(slots=True)
class LatencySamples:
    """(words, seconds) per request; summarised per prompt-size bucket."""

    samples: list[tuple[int, float]] = field(default_factory=list)

    def add(self, words: int, seconds: float) -> None:
        self.samples.append((words, seconds))

    def by_bucket(self) -> dict[str, dict[str, float]]:
        summary: dict[str, dict[str, float]] = {}
        for name, _low, _high in SIZE_BUCKETS:
            values = [s for w, s in self.samples if size_bucket(w) == name]
            if values:
                summary[name] = {
                    **{k: v * 1000 for k, v in percentiles(values).items()},  # milliseconds
                    "n": len(values),
                }
        return summary

    def to_json(self) -> dict[str, object]:
        return {
            "ms_by_bucket": self.by_bucket(),
            "samples": [[w, round(s * 1000, 3)] for w, s in self.samples],
        }


# Cold start varies with what else the machine does: the figure is the median of this many.
COLD_START_RUNS = 5


@dataclass(slots=True)
class HostCost:
    cold_start_s: float | None = None  # the median of cold_starts_s
    cold_starts_s: list[float] = field(default_factory=list)
    peak_rss_mb: float | None = None
    latency: LatencySamples = field(default_factory=LatencySamples)  # first send of a prompt
    after_preview: LatencySamples = field(default_factory=LatencySamples)  # send after preview
    # the preview after one more word is typed at the end of a prompt already previewed
    while_typing: LatencySamples = field(default_factory=LatencySamples)
    status: dict[str, object] = field(default_factory=dict)
    error: str | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "cold_start_s": self.cold_start_s,
            "cold_starts_s": [round(s, 3) for s in self.cold_starts_s],
            "peak_rss_mb": self.peak_rss_mb,
            "latency": self.latency.to_json(),
            "latency_after_preview": self.after_preview.to_json(),
            "latency_while_typing": self.while_typing.to_json(),
            "error": self.error,
        }


# words a user might type next at the end of a prompt
TYPED_WORDS = ("Thanks", "please", "Also,", "asap", "and", "Regards")


def latency_inputs(texts: Sequence[str], per_bucket: int, seed: int = 0) -> list[str]:
    """Up to `per_bucket` prompts of each size bucket; buckets without enough prompts are filled
    with prompts joined into longer ones (chat users paste several things into one message)."""
    rng = random.Random(seed)
    chosen: list[str] = []
    for name, low, high in SIZE_BUCKETS:
        fitting = [t for t in texts if size_bucket(len(t.split())) == name]
        rng.shuffle(fitting)
        picked = fitting[:per_bucket]
        attempts = 0
        # short prompts cannot be made by joining; longer ones can
        while low > 0 and len(picked) < per_bucket and texts and attempts < per_bucket * 20:
            attempts += 1
            parts: list[str] = []
            while sum(len(p.split()) for p in parts) < low:
                parts.append(rng.choice(texts))
            joined = "\n\n".join(parts)
            if low <= len(joined.split()) <= high:
                picked.append(joined)
        chosen.extend(picked)
    return chosen


def measure_host(
    texts: Sequence[str],
    repeats: int = 3,
    warmup: int = 3,
    progress: Callable[[], None] | None = None,
    command: Sequence[str] | None = None,
) -> HostCost:
    """Cold start, warm latency per prompt and peak RSS of one host process."""
    cost = HostCost()
    if not texts:
        return cost
    with tempfile.TemporaryDirectory(prefix="hushprompt-bench-host-") as home:
        started = time.perf_counter()
        host = HostProcess(Path(home), command)
        try:
            first = host.request({"type": "anonymize", "text": texts[0], "conversation": "cold"})
            cost.cold_starts_s.append(time.perf_counter() - started)
            if not first.get("ok"):
                raise HostError(f"anonymize failed: {_error_code(first)}")
            ping = host.request({"type": "ping"})
            cost.status = {k: ping.get(k) for k in ("version", "providers", "models")}
            for index in range(warmup):
                host.request(
                    {"type": "anonymize", "text": texts[index % len(texts)],
                     "conversation": f"warm-{index}"}
                )
            for repeat in range(repeats):
                for index, text in enumerate(texts):
                    conversation = f"lat-{index}-{repeat}"
                    # A first send reads the text anew: the host's memory of recent texts and of
                    # their sentence chunks and NER windows (kept for the send after a preview
                    # and for typing) is cleared, untimed, by forgetting a throwaway
                    # conversation. Without it, repeats 2 and 3 read remembered chunks and
                    # measured about half the time of a real first send.
                    host.request({"type": "forget", "conversation": "bench-clear"})
                    cost.latency.add(len(text.split()), _timed_anonymize(host, text, conversation))
                    if repeat == 0:  # what a user sees: the preview while typing, then the send
                        typed = f"{conversation}-typed"
                        _timed_anonymize(host, text, typed, preview=True)
                        cost.after_preview.add(
                            len(text.split()), _timed_anonymize(host, text, typed)
                        )
                        longer = f"{text} {TYPED_WORDS[index % len(TYPED_WORDS)]}"
                        cost.while_typing.add(
                            len(longer.split()),
                            _timed_anonymize(host, longer, typed, preview=True),
                        )
                    if progress is not None and repeat == repeats - 1:
                        progress()
            peak = host.peak_rss_bytes()
        except (HostError, OSError, ValueError) as exc:
            cost.error = str(exc) if isinstance(exc, HostError) else type(exc).__name__
            peak = host.peak_rss_bytes()
        finally:
            after_exit = host.close()
        peak = peak if peak is not None else after_exit
        cost.peak_rss_mb = peak / (1024 * 1024) if peak else None
    if cost.error is None:
        cost.cold_starts_s.extend(_cold_start(texts[0], command)
                                  for _ in range(COLD_START_RUNS - 1))
    cost.cold_start_s = statistics.median(cost.cold_starts_s) if cost.cold_starts_s else None
    return cost


def _cold_start(text: str, command: Sequence[str] | None) -> float:
    """Seconds from spawning a new host to its first answer."""
    with tempfile.TemporaryDirectory(prefix="hushprompt-bench-host-") as home:
        started = time.perf_counter()
        host = HostProcess(Path(home), command)
        try:
            host.request({"type": "anonymize", "text": text, "conversation": "cold"})
            return time.perf_counter() - started
        finally:
            host.close()


def _timed_anonymize(
    host: HostProcess, text: str, conversation: str, *, preview: bool = False
) -> float:
    request: dict[str, object] = {"type": "anonymize", "text": text, "conversation": conversation}
    if preview:
        request["preview"] = True
    sent = time.perf_counter()
    response = host.request(request)
    elapsed = time.perf_counter() - sent
    if not response.get("ok"):
        raise HostError(f"anonymize failed: {_error_code(response)}")
    return elapsed


def _error_code(response: dict[str, object]) -> str:
    error = response.get("error")
    return str(error.get("code")) if isinstance(error, dict) else "no error code"


def measure_in_process(
    texts: Sequence[str],
    protect: Callable[[str, str], object],
    repeats: int = 3,
    progress: Callable[[], None] | None = None,
) -> LatencySamples:
    """Latency of an in-process anonymizer (Presidio has no host process)."""
    samples = LatencySamples()
    for index, text in enumerate(texts):
        for repeat in range(repeats):
            started = time.perf_counter()
            protect(text, f"lat-{index}-{repeat}")
            samples.add(len(text.split()), time.perf_counter() - started)
        if progress is not None:
            progress()
    return samples


def model_sizes(roots: Iterable[Path] | None = None) -> dict[str, int]:
    """Bytes of every `.onnx` file under the project's `models/` and the package's data dir
    (not the training's scratch copies under `models/_work/`, which a clean checkout lacks)."""
    if roots is None:
        package = Path(__file__).resolve().parents[1]
        roots = [package / "data", *(p / "models" for p in package.parents[:3])]
    sizes: dict[str, int] = {}
    for root in roots:
        if root.is_dir():
            for file in sorted(root.rglob("*.onnx")):
                if not any(part.startswith("_") for part in file.relative_to(root).parts):
                    sizes[str(file)] = file.stat().st_size
    return sizes
