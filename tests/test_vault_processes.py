"""Several host processes share one vault; kill -9 loses no committed mapping."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hushprompt.types import Label, Mapping
from hushprompt.vault import Vault

SHARED_COUNT = 12

# Each worker maps the same shared originals plus its own, proposing the same sequence of
# candidate stand-ins as the other worker, so the processes race for the same stand-ins and
# must retry on ReplacementTaken: 3n distinct stand-ins cannot come from 2n candidates each.
WORKER = """
import json, sys, time
from pathlib import Path
from hushprompt.types import Label, Mapping
from hushprompt.vault import ReplacementTaken, Vault

name, start_file, count = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
vault = Vault.open()
print("ready", flush=True)
while not start_file.exists():
    time.sleep(0.002)
originals = []
for i in range(count):
    originals += [f"Shared Person {i}", f"{name} Person {i}"]
results, retries, candidate = {}, 0, 0
for original in originals:
    for _ in range(200):
        try:
            with vault.edit("chat") as edit:
                time.sleep(0.002)  # the time a stand-in takes to generate: the other waits
                stored = edit.add(Mapping(original, f"Stand In {candidate}", Label.PERSON))
        except ReplacementTaken:
            retries += 1
            continue
        finally:
            candidate += 1
        results[original] = stored.replacement
        break
    else:
        raise SystemExit("no free replacement found")
vault.close()
print(json.dumps({"results": results, "retries": retries}))
"""

COMMIT_THEN_REPORT = """
import sys
from hushprompt.types import Label, Mapping
from hushprompt.vault import Vault

vault = Vault.open()
n = 0
while True:  # commit edits as fast as possible and report each commit; killed from outside
    with vault.edit("chat") as edit:
        edit.add(Mapping(f"Person {n}", f"Stand In {n}", Label.PERSON))
    print(n, flush=True)
    n += 1
"""

HOLD_OPEN_TRANSACTION = """
import time
from hushprompt.types import Label, Mapping
from hushprompt.vault import Vault

vault = Vault.open()
with vault.edit("chat") as edit:
    edit.add(Mapping("Committed Person", "Committed Stand In", Label.PERSON))
with vault.edit("chat") as edit:
    edit.add(Mapping("Uncommitted Person", "Uncommitted Stand In", Label.PERSON))
    print("inside", flush=True)
    time.sleep(120)
"""


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HUSHPROMPT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HUSHPROMPT_KEYRING", "0")
    return tmp_path / "home"


def _spawn(script: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def test_two_processes_add_to_one_conversation_consistently(home: Path, tmp_path: Path) -> None:
    Vault.open().close()  # create the key and the vault once, as the first host start does
    start = tmp_path / "start"
    workers = [_spawn(WORKER, name, str(start), str(SHARED_COUNT)) for name in ("Alpha", "Beta")]
    for worker in workers:  # both have imported and opened the vault
        assert worker.stdout is not None and worker.stdout.readline().strip() == "ready"
    start.touch()
    outputs = []
    for worker in workers:
        stdout, stderr = worker.communicate(timeout=120)
        assert worker.returncode == 0, stderr
        outputs.append(json.loads(stdout))
    assert sum(output["retries"] for output in outputs) > 0  # the race did happen
    with Vault.open() as vault:
        stored = vault.mappings("chat")
    by_original = {m.original: m.replacement for m in stored}
    assert len(by_original) == len(stored) == 3 * SHARED_COUNT  # no duplicates, no lost rows
    assert len({m.replacement for m in stored}) == len(stored)  # replacements stay unique
    for output in outputs:  # what each process was told is what the vault holds
        for original, replacement in output["results"].items():
            assert by_original[original] == replacement
    shared = [f"Shared Person {i}" for i in range(SHARED_COUNT)]
    assert [outputs[0]["results"][o] for o in shared] == [outputs[1]["results"][o] for o in shared]


def test_kill_9_after_commit_loses_nothing(home: Path) -> None:
    Vault.open().close()
    writer = _spawn(COMMIT_THEN_REPORT)
    assert writer.stdout is not None
    reported = [int(writer.stdout.readline()) for _ in range(25)]
    writer.kill()  # SIGKILL on POSIX: no cleanup, no checkpoint
    writer.wait(timeout=30)
    assert (home / "vault.sqlite3-wal").exists()
    with Vault.open() as vault:
        originals = {m.original for m in vault.mappings("chat")}
    assert {f"Person {n}" for n in reported} <= originals
    assert originals == {f"Person {n}" for n in range(len(originals))}  # a clean prefix


def test_writer_killed_mid_transaction_leaves_the_vault_usable(home: Path) -> None:
    Vault.open().close()
    writer = _spawn(HOLD_OPEN_TRANSACTION)
    assert writer.stdout is not None
    try:
        assert writer.stdout.readline().strip() == "inside"
        started = time.monotonic()
        with Vault.open() as reader:  # opening and reading do not wait for the writer
            assert [m.original for m in reader.mappings("chat")] == ["Committed Person"]
        assert time.monotonic() - started < 2
    finally:
        writer.kill()
        writer.wait(timeout=30)
    started = time.monotonic()
    with Vault.open() as vault:
        with vault.edit("chat") as edit:
            assert [m.original for m in edit.mappings] == ["Committed Person"]
            edit.add(Mapping("Next Person", "Next Stand In", Label.PERSON))
        assert [m.original for m in vault.mappings("chat")] == ["Committed Person", "Next Person"]
    assert time.monotonic() - started < 3  # the dead writer's lock is gone at once


def test_a_second_process_reads_what_the_first_stored(home: Path) -> None:
    with Vault.open() as vault, vault.edit("chat") as edit:
        edit.add(Mapping("Priya Sharma", "Anita Rao", Label.PERSON))
    reader = subprocess.run(
        [sys.executable, "-c",
         "from hushprompt.vault import Vault\n"
         "v = Vault.open()\n"
         "print(v.mappings('chat')[0].replacement, v.conversation_seed('chat').hex())"],
        capture_output=True, text=True, timeout=60,
    )
    assert reader.returncode == 0, reader.stderr
    replacement_part, seed_hex = reader.stdout.rsplit(" ", 1)
    with Vault.open() as vault:
        assert seed_hex.strip() == vault.conversation_seed("chat").hex()
    assert replacement_part == "Anita Rao"
