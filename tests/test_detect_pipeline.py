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



class ListDetector:
    """Proposes a fixed list of spans (by their text) with one label."""

    def __init__(self, name: str, spans: list[tuple[str, Label]]) -> None:
        self.name = name
        self.spans = spans

    def detect(self, text: str) -> list[Finding]:
        found = []
        for span, label in self.spans:
            at = text.index(span)
            found.append(Finding(at, at + len(span), label, self.name, 0.8, span))
        return found


class AskingDetector(ListDetector):
    def needs_second_opinion(self, found: Finding) -> bool:
        return found.label is not Label.DATE


class Judge(ListDetector):
    def __init__(self, seen: set[str], opinion: bool = True) -> None:
        super().__init__("judge", [])
        self.seen = seen
        self.opinion = opinion

    def sees_entity(self, text: str, start: int, end: int, label: Label | None = None
                    ) -> bool | None:
        return text[start:end] in self.seen if self.opinion else None


TEXT = "Ask Maria about the Federal Reserve before 3 March 2025."
ASKED = [("Maria", Label.PERSON), ("Federal Reserve", Label.ORG), ("3 March 2025", Label.DATE)]


def test_a_finding_that_asks_for_a_second_opinion_stays_only_if_the_judge_sees_an_entity() -> None:
    pipeline = DetectionPipeline([AskingDetector("spacy", ASKED), Judge({"Maria"})])
    # the date is exempt from asking; the public institution the judge did not see is dropped
    assert [f.text for f in pipeline.detect(TEXT)] == ["Maria", "3 March 2025"]


def test_without_a_judge_or_its_opinion_every_finding_stays() -> None:
    everything = ["Maria", "Federal Reserve", "3 March 2025"]
    alone = DetectionPipeline([AskingDetector("spacy", ASKED)])
    assert [f.text for f in alone.detect(TEXT)] == everything
    silent = DetectionPipeline([AskingDetector("spacy", ASKED), Judge(set(), opinion=False)])
    assert [f.text for f in silent.detect(TEXT)] == everything
    broken = DetectionPipeline([AskingDetector("spacy", ASKED), Judge(set())])
    broken.degraded.append("judge")  # the judge failed to load or to run
    assert [f.text for f in broken.detect(TEXT)] == everything


def test_findings_of_detectors_that_do_not_ask_are_never_judged() -> None:
    pipeline = DetectionPipeline([ListDetector("rules", ASKED), Judge(set())])
    assert len(pipeline.detect(TEXT)) == 3
