"""Chunked model detection: typing at the end of a prompt re-reads only the last chunk, and the
findings are the same as reading every chunk afresh."""

from __future__ import annotations

from hushprompt.detect.chunks import CHUNK_WORDS, ChunkedDetection, chunk_spans
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.types import Finding, Label

SENTENCE = "Maria Lopez met the landlord at the flat on Tuesday to sign the new lease. "
PROMPT = SENTENCE * 12 + "\n\nPlease check the clause on deposits"


class CountingNames:
    """A detector that finds "Maria Lopez" and counts the texts it was asked to read."""

    name = "counting"
    reads_locally = True

    def __init__(self) -> None:
        self.read: list[str] = []

    def detect(self, text: str) -> list[Finding]:
        self.read.append(text)
        found, at = [], text.find("Maria Lopez")
        while at >= 0:
            found.append(Finding(at, at + 11, Label.PERSON, self.name, 0.9, "Maria Lopez"))
            at = text.find("Maria Lopez", at + 1)
        return found


def test_chunks_cover_the_text_in_order() -> None:
    spans = chunk_spans(PROMPT)
    assert spans[0][0] == 0 and spans[-1][1] == len(PROMPT)
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:], strict=False))
    assert len(spans) > 2
    assert all(len(PROMPT[s:e].split()) <= CHUNK_WORDS + len(SENTENCE.split()) for s, e in spans)


def test_typing_at_the_end_changes_only_the_last_chunk() -> None:
    before = chunk_spans(PROMPT)
    after = chunk_spans(PROMPT + " and the pet policy")
    assert before[:-1] == after[:-1]


def test_chunked_findings_are_shifted_to_the_whole_text() -> None:
    detector = CountingNames()
    findings = ChunkedDetection(detector.detect).detect(PROMPT)
    assert [f.start for f in findings] == [i * len(SENTENCE) for i in range(12)]
    assert all(PROMPT[f.start:f.end] == f.text for f in findings)


def test_the_next_preview_reads_only_the_changed_chunk() -> None:
    detector = CountingNames()
    pipeline = DetectionPipeline([detector])
    pipeline.detect(PROMPT)
    read_first = len(detector.read)
    typed = pipeline.detect(PROMPT + " please")
    assert len(detector.read) == read_first + 1
    assert detector.read[-1].endswith("deposits please")
    assert len([f for f in typed if f.label is Label.PERSON]) == 12


def test_forget_drops_remembered_chunks() -> None:
    detector = CountingNames()
    pipeline = DetectionPipeline([detector])
    pipeline.detect(PROMPT)
    pipeline.forget_recent()
    read = len(detector.read)
    pipeline.detect(PROMPT)
    chunks = {PROMPT[start:end] for start, end in chunk_spans(PROMPT)}  # equal chunks read once
    assert len(detector.read) == read + len(chunks)


class BatchingNames(CountingNames):
    """The same detector with a batch entry point, which records each batch it is given."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[list[str]] = []

    def detect_many(self, texts: list[str]) -> list[list[Finding]]:
        self.batches.append(list(texts))
        return [self.detect(text) for text in texts]


def test_a_first_read_sends_the_new_chunks_as_one_batch_with_the_same_findings() -> None:
    batching, single = BatchingNames(), CountingNames()
    batched = DetectionPipeline([batching]).detect(PROMPT)
    assert batched == DetectionPipeline([single]).detect(PROMPT)
    distinct = {PROMPT[start:end] for start, end in chunk_spans(PROMPT)}
    assert len(batching.batches) == 1 and sorted(batching.batches[0]) == sorted(distinct)
    # the next read of a text typed further needs only the changed chunk: no batch
    pipeline = DetectionPipeline([batching])
    pipeline.detect(PROMPT)
    pipeline.detect(PROMPT + " now")
    assert len(batching.batches) == 2
