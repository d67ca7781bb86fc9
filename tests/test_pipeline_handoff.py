"""The rules start once the models on their own threads have prepared their input, so the
models are not kept waiting for the interpreter lock while the rules run (models/handoff.py)."""

from __future__ import annotations

import threading

from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.models.handoff import leaving_python
from hushprompt.types import Finding, Label

EVENTS: list[str] = []


class ModelOnAThread:
    """Prepares its input in Python, then waits outside it (as onnxruntime or a pipe read)."""

    name = "model"
    runs_outside_gil = True

    def __init__(self, reports: bool) -> None:
        self.reports = reports
        self.release = threading.Event()

    def detect(self, text: str) -> list[Finding]:
        sum(range(300_000))  # tokenizing, in Python: it holds the interpreter lock
        EVENTS.append("model prepared")
        if self.reports:
            leaving_python()
        # released by the rules: the model's answer comes after they start
        EVENTS.append("model released" if self.release.wait(2) else "model timed out")
        at = text.index("Maria")
        return [Finding(at, at + 5, Label.PERSON, self.name, 0.9, "Maria")]


class Rules:
    name = "rules"

    def __init__(self, model: ModelOnAThread) -> None:
        self.model = model

    def detect(self, text: str) -> list[Finding]:
        EVENTS.append("rules started")
        self.model.release.set()
        return []


def _runs(reports: bool, times: int) -> list[list[str]]:
    model = ModelOnAThread(reports)
    pipeline = DetectionPipeline([Rules(model), model])  # its model thread is started once
    runs = []
    for run in range(times):
        EVENTS.clear()
        model.release.clear()
        found = pipeline.detect(f"Write to Maria, day {run}.")
        assert [f.text for f in found] == ["Maria"]
        runs.append(list(EVENTS))
    return runs


def test_the_rules_start_after_the_model_has_handed_its_input_over() -> None:
    # without the wait the rules start first: the model's thread waits for the lock they hold
    assert _runs(reports=True, times=5) == [
        ["model prepared", "rules started", "model released"]] * 5


def test_a_model_that_never_reports_does_not_hold_the_rules_back() -> None:
    # the model waits for the rules: were the pipeline to wait for its report or its end, the
    # model would time out first
    for events in _runs(reports=False, times=3):
        assert "model released" in events and "model timed out" not in events


def test_the_ner_reports_before_its_model_runs() -> None:
    from hushprompt.models.handoff import reporting
    from hushprompt.models.ner import load_ner

    ner = load_ner()
    assert ner is not None
    handed_off = threading.Event()
    seen_at_run: list[bool] = []
    real_session = ner.session

    class WatchedSession:
        def run(self, *args: object) -> object:
            seen_at_run.append(handed_off.is_set())
            return real_session.run(*args)

    ner.session = WatchedSession()  # type: ignore[assignment]
    try:
        found = reporting(handed_off, ner.detect)("Please write to Sophie Delacroix today.")
    finally:
        ner.session = real_session
    assert seen_at_run == [True]
    assert any(f.text == "Sophie Delacroix" for f in found)
