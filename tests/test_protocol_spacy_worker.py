"""The real host with its spaCy worker process: listed by ping, gone with the host, and when it
dies the host keeps protecting with the other detectors and says spaCy is degraded."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from protocol_host import Host

NAME, EMAIL = "Priya Sharma", "priya.sharma@example.com"


def children(pid: int) -> list[int]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        if fields[1] == str(pid):
            found.append(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state != "Z"


pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")


def test_ping_lists_spacy_running_in_its_worker(tmp_path):
    host = Host(tmp_path)
    try:
        status = host.wait_ready()
        assert status["models"]["spacy"]["process"] == "worker"
        assert status["models"]["spacy"]["pipes"] == "ner"
        assert "spacy" not in status["degraded"]
        workers = children(host.proc.pid)
        assert len(workers) == 1
    finally:
        assert host.close() == 0
    deadline = time.monotonic() + 10
    while alive(workers[0]) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(workers[0]), "the spaCy worker outlived the host"


def test_a_dead_worker_leaves_protection_on_and_is_reported(tmp_path):
    host = Host(tmp_path)
    try:
        host.wait_ready()
        prompt = f"Please write to {NAME} at {EMAIL} about the move."
        first = host.request(type="anonymize", text=prompt, conversation="c1")
        assert first["ok"] and NAME not in first["text"] and first["degraded"] == []
        (worker,) = children(host.proc.pid)
        os.kill(worker, signal.SIGKILL)
        after = host.request(type="anonymize", text=prompt + " Thanks!", conversation="c2")
        assert after["ok"] and EMAIL not in after["text"]
        assert after["degraded"] == ["spacy"]
        assert host.request(type="ping")["degraded"] == ["spacy"]
    finally:
        assert host.close() == 0
    assert NAME not in host.stderr and EMAIL not in host.stderr
