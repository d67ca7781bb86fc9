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

