"""The detection pipeline keeps the findings of the last texts, and never a failed run's."""

from __future__ import annotations

from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.types import Finding, Label


class CountingDetector:
    name = "counting"

    def __init__(self, fail_first: int = 0) -> None:
        self.calls = 0
        self.fail_first = fail_first

    def detect(self, text: str) -> list[Finding]:
        self.calls += 1
        if self.calls <= self.fail_first:
            raise RuntimeError("model crashed")
        at = text.index("Maria")
        return [Finding(at, at + 5, Label.PERSON, self.name, 0.9, "Maria")]


def test_the_send_after_a_preview_of_the_same_text_reuses_its_findings() -> None:
    detector = CountingDetector()
    pipeline = DetectionPipeline([detector])
    first = pipeline.detect("Write to Maria today.")
    again = pipeline.detect("Write to Maria today.")
    assert first == again and [f.text for f in again] == ["Maria"]
    assert detector.calls == 1
    pipeline.detect("Write to Maria tomorrow.")  # another text is detected anew
    assert detector.calls == 2


def test_a_run_in_which_a_detector_failed_is_not_reused() -> None:
    detector = CountingDetector(fail_first=1)
    pipeline = DetectionPipeline([detector])
    assert pipeline.detect("Write to Maria today.") == []
    assert pipeline.degraded == ["counting"]
    assert [f.text for f in pipeline.detect("Write to Maria today.")] == ["Maria"]
    assert detector.calls == 2


class WindowedDetector:
    """Finds "Maria" per fixed-size window, as the NER does for long prompts."""

    name = "windowed"
    runs_outside_gil = True

    def __init__(self, fail_window: int | None = None) -> None:
        self.fail_window = fail_window
        self.threads: set[str] = set()

    def detect(self, text: str) -> list[Finding]:
        jobs, combine = self.split(text)
        return combine([job() for job in jobs])

    def split(self, text: str):  # noqa: ANN201
        import threading
        import time

        size = 20
        starts = list(range(0, len(text), size))

        def job(index: int) -> list[int]:
            self.threads.add(threading.current_thread().name)
            time.sleep(0.01)  # long enough for both threads to take windows
            if index == self.fail_window:
                raise RuntimeError("window failed")
            window = text[starts[index]:starts[index] + size]
            return [starts[index] + window.index("Maria")] if "Maria" in window else []

        def combine(results: list[list[int]]) -> list[Finding]:
            return [Finding(at, at + 5, Label.PERSON, self.name, 0.9, "Maria")
                    for found in results for at in found]

        return [lambda i=i: job(i) for i in range(len(starts))], combine


def test_a_long_prompts_windows_are_shared_and_combined_in_order() -> None:
    detector = WindowedDetector()
    text = "".join(f"line {i:02d} Maria ok.  " for i in range(8))  # one "Maria" per window
    found = DetectionPipeline([detector]).detect(text)
    assert [f.start for f in found] == [m for m in range(len(text)) if text.startswith("Maria", m)]
    assert len(detector.threads) == 2  # the pipeline's thread and its helper both took windows


def test_a_failing_window_degrades_the_detector_and_is_not_remembered() -> None:
    detector = WindowedDetector(fail_window=3)
    pipeline = DetectionPipeline([detector])
    text = "".join(f"line {i:02d} Maria ok.  " for i in range(8))
    assert pipeline.detect(text) == []
    assert pipeline.degraded == ["windowed"]
    detector.fail_window = None
    assert len(pipeline.detect(text)) == 8  # the failed run was not kept
