"""spaCy in a worker process: same entities as in the host process, and a worker that fails,
hangs or talks nonsense degrades protection to the other detectors instead of stopping it."""

from __future__ import annotations

import json
import os
import signal
import sys

import pytest
from hushprompt.detect import DetectionPipeline
from hushprompt.detect.pipeline import add_spacy
from hushprompt.detect.rules import rule_detector
from hushprompt.detect.spacy_ner import SpacyDetector
from hushprompt.models import spacy_process
from hushprompt.models.spacy_pipeline import (
    ModelUnavailable,
    entities,
    load_nlp,
    load_without_plugins,
)
from hushprompt.models.spacy_process import SpacyProcess, SpacyWorkerFailed
from hushprompt.types import Label

TEXTS = [
    "Maria Gonzalez moved from Madrid to work for Siemens in Berlin last May.",
    "hi 👋🏽 its Priya Raghunathan from Infosys Pune,\nmy manager Tom Becker said to ping you",
    "Patient: Jean-Luc Moreau, 67, seen at St Thomas' Hospital London on 3 March 2024.",
    "Zürich → Ελένη Παπαδοπούλου e Łukasz Wiśniewski chegaram a São Paulo em 2 de março",
    "",
]


@pytest.fixture(scope="module")
def worker() -> SpacyProcess:
    process = SpacyProcess.start()
    yield process
    process.close()


def fake_worker(script: str) -> SpacyProcess:
    """A worker that runs `script` instead of spaCy (stdin: requests, stdout: answers)."""
    return SpacyProcess([sys.executable, "-c", script])


READY = "import json,sys; print(json.dumps({'ready': {'name': 'spacy'}}), flush=True); "


def test_the_worker_finds_what_spacy_finds_in_the_host(worker: SpacyProcess) -> None:
    expected = [entities(doc) for doc in load_nlp().pipe(TEXTS)]
    assert worker.entities(TEXTS) == expected
    assert any(expected)
    # offsets are code points of the text as the host holds it, emoji and line breaks included
    second = TEXTS[1]
    names = [second[start:end] for start, end, label in expected[1] if label == "PERSON"]
    assert "Tom Becker" in names  # after the emoji (two code points) and the line break


def test_the_worker_reports_what_it_loaded(worker: SpacyProcess) -> None:
    info = worker.wait_ready()
    assert info["name"] == "spacy" and info["pipes"] == "ner" and info["version"]


def test_a_detector_on_the_worker_finds_the_same_as_one_in_the_host(worker: SpacyProcess) -> None:
    in_host, beside = SpacyDetector(), SpacyDetector(process=worker)
    assert beside.runs_outside_gil and not in_host.runs_outside_gil
    for text in TEXTS:
        assert beside.detect(text) == in_host.detect(text)
    assert beside.describe()["process"] == "worker"


def test_a_killed_worker_degrades_spacy_and_the_rules_still_protect() -> None:
    process = SpacyProcess.start()
    pipeline = DetectionPipeline([rule_detector()])
    add_spacy(pipeline, process)
    text = "Write to Maria Gonzalez at maria.gonzalez@example.org about Madrid."
    assert (Label.PERSON, "Maria Gonzalez") in {(f.label, f.text) for f in pipeline.detect(text)}
    os.kill(process.pid, signal.SIGKILL)
    found = pipeline.detect(text + " ")  # a new text: nothing remembered
    assert (Label.EMAIL, "maria.gonzalez@example.org") in {(f.label, f.text) for f in found}
    assert pipeline.degraded == ["spacy"]
    with pytest.raises(SpacyWorkerFailed):
        process.entities(["again"])


def test_a_worker_that_cannot_load_spacy_is_reported_degraded() -> None:
    process = fake_worker("import json; print(json.dumps({'failed': 'ModelUnavailable'}))")
    with pytest.raises(ModelUnavailable):
        process.wait_ready()
    pipeline = DetectionPipeline([rule_detector()])
    add_spacy(pipeline, fake_worker("import sys; sys.exit(3)"))
    assert pipeline.degraded == ["spacy"]
    assert [d.name for d in pipeline.detectors] == ["rules"]


@pytest.mark.parametrize(
    "answer",
    [
        "not json",
        json.dumps(["a list"]),
        json.dumps({"entities": [[[0, 99, "PERSON"]]]}),  # beyond the end of the text
        json.dumps({"entities": [[[3, 1, "PERSON"]]]}),
        json.dumps({"entities": []}),  # not one list per text
        json.dumps({"error": "ValueError"}),
    ],
)
def test_an_answer_out_of_protocol_stops_the_worker(answer: str) -> None:
    script = READY + f"sys.stdin.readline(); print({answer!r}, flush=True); sys.stdin.read()"
    process = fake_worker(script)
    with pytest.raises(SpacyWorkerFailed) as raised:
        process.entities(["Maria Gonzalez"])
    assert "Maria" not in str(raised.value)
    with pytest.raises(SpacyWorkerFailed):
        process.entities(["Maria Gonzalez"])


def test_a_worker_that_hangs_is_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spacy_process, "ANSWER_TIMEOUT_SECONDS", 0.5)
    process = fake_worker(READY + "import time; time.sleep(60)")
    with pytest.raises(SpacyWorkerFailed):
        process.entities(["Maria Gonzalez"])
    assert process._process.poll() is not None  # not left running


def test_the_worker_exits_when_the_host_closes_it(worker: SpacyProcess) -> None:
    process = SpacyProcess.start()
    process.wait_ready()
    process.close()
    assert process._process.poll() is not None


def test_a_worker_started_early_is_the_one_the_engine_takes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(spacy_process, "_worker_command",
                        lambda: [sys.executable, "-c", READY + "import sys; sys.stdin.read()"])
    spacy_process.start_early()
    early = spacy_process._started_early
    try:
        assert early is not None
        spacy_process.start_early()  # one early worker at most
        assert spacy_process._started_early is early
        assert SpacyProcess.start() is early
        assert early.wait_ready() == {"name": "spacy"}
        later = SpacyProcess.start()  # taken once: the next start is a new worker
        assert later is not early
        later.close()
    finally:
        assert early is not None
        early.close()


def test_a_worker_that_cannot_be_started_early_is_left_to_the_engine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(spacy_process, "_worker_command", lambda: ["/nonexistent/python"])
    spacy_process.start_early()  # no exception here: Engine.create tries again
    assert spacy_process._started_early is None
    with pytest.raises(OSError):
        SpacyProcess.start()


def test_loading_without_plugins_leaves_spacy_s_registries_as_they_were() -> None:
    import spacy

    registry = spacy.util.registry
    names = registry.get_registry_names()
    before = {name: getattr(registry, name).entry_points for name in names}
    factories = registry._entry_point_factories.entry_points
    nlp = load_without_plugins(spacy, ["tok2vec", "tagger", "parser", "attribute_ruler",
                                       "lemmatizer", "senter", "tokenizer"])
    assert "ner" in nlp.pipe_names
    assert {name: getattr(registry, name).entry_points for name in names} == before
    assert registry._entry_point_factories.entry_points == factories
