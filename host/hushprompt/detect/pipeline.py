"""The detection pipeline: every detector, then context rules, then overlap resolution."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from hushprompt.detect.address_towns import postcodes_after_addresses, towns_after_addresses
from hushprompt.detect.base import Detector
from hushprompt.detect.chunks import ChunkedDetection
from hushprompt.detect.context import ContextRules
from hushprompt.detect.event_years import years_of_events
from hushprompt.detect.linked_urls import urls_of_people
from hushprompt.detect.lone_names import FULL_NAME_SOURCE, with_given_names_before
from hushprompt.detect.overlaps import (
    merge_address_parts,
    merge_adjacent_persons,
    resolve_overlaps,
    without_trailing_possessive,
)
from hushprompt.detect.rules_employment import workplaces_after_jobs
from hushprompt.detect.rules_tables import codes_in_rows_of_people
from hushprompt.detect.wordlists import normalize, wordlist
from hushprompt.models.handoff import reporting, wait_for_handoffs
from hushprompt.types import Finding, Label

if TYPE_CHECKING:
    from hushprompt.models.spacy_process import SpacyProcess

_log = logging.getLogger(__name__)
RECENT_TEXTS = 8


class DetectionPipeline:
    """Runs detectors; returns non-overlapping findings sorted by start (code points)."""

    def __init__(
        self, detectors: Sequence[Detector], context: ContextRules | None = None
    ) -> None:
        self._detectors: list[Detector] = list(detectors)
        self._context = context
        self.degraded: list[str] = []  # names of detectors that failed to load or to run
        self._executor: ThreadPoolExecutor | None = None
        self._pool_size = 0
        # findings of the last texts (held in memory only, like the texts themselves)
        self._recent: OrderedDict[str, tuple[Finding, ...]] = OrderedDict()
        self._failures = 0  # detector runs that raised (a result with a failure is not kept)
        # models that read local context run chunk by chunk, remembering each chunk's findings
        self._chunked: dict[str, ChunkedDetection] = {}

    @property
    def detectors(self) -> tuple[Detector, ...]:
        return tuple(self._detectors)

    def _pool(self) -> ThreadPoolExecutor:
        """One thread per detector that runs outside the GIL (the NER; spaCy's worker)."""
        beside = max(1, sum(bool(getattr(d, "runs_outside_gil", False)) for d in self._detectors))
        if self._executor is None or self._pool_size < beside:
            if self._executor is not None:
                self._executor.shutdown(wait=False)
            self._executor = ThreadPoolExecutor(beside, thread_name_prefix="detector")
            self._pool_size = beside
        return self._executor

    def _collect(
        self, detector: Detector, run: Callable[[], list[Finding]], found: list[Finding]
    ) -> None:
        try:
            found.extend(run())
        except Exception as error:  # one broken detector must not stop the others
            # only the exception type: its message or traceback could quote the input
            _log.warning("detector %s failed: %s", detector.name, type(error).__name__)
            self._failures += 1
            if detector.name not in self.degraded:
                self.degraded.append(detector.name)

    def add(self, detector: Detector) -> None:
        self._detectors.append(detector)
        self._recent.clear()

    def forget_recent(self) -> None:
        self._recent.clear()
        for chunked in self._chunked.values():
            chunked.forget()
        for detector in self._detectors:
            forget = getattr(detector, "forget", None)
            if forget is not None:
                forget()

    def _runner(self, detector: Detector) -> Callable[[str], list[Finding]]:
        if not getattr(detector, "reads_locally", False):
            return detector.detect
        if detector.name not in self._chunked:
            self._chunked[detector.name] = ChunkedDetection(
                detector.detect, getattr(detector, "detect_many", None))
        return self._chunked[detector.name].detect

    def context_filter(self, text: str, findings: Sequence[Finding]) -> list[Finding]:
        """The context rules alone, for findings from outside the pipeline (the Seq2Seq finder)."""
        return list(findings) if self._context is None else self._context.filter(text, findings)

    def detect(self, text: str) -> list[Finding]:
        """Findings of the whole text. The last few texts' findings are kept: the preview asks
        for the text the user is looking at, and the send that follows asks for it again."""
        cached = self._recent.get(text)
        if cached is not None:
            self._recent.move_to_end(text)
            return list(cached)
        failures = self._failures
        findings = self._detect(text)
        if self._failures == failures:
            self._recent[text] = tuple(findings)
            if len(self._recent) > RECENT_TEXTS:
                self._recent.popitem(last=False)
        return findings

    def _detect(self, text: str) -> list[Finding]:
        found: list[Finding] = []
        # Detectors that release the GIL (onnxruntime; spaCy's worker process) run on threads of
        # their own while the others (rules) run here: on two cores they cost little wall time.
        # (Sharing a long prompt's NER windows between both threads was measured: no gain.)
        # The rules start once those threads have prepared their input (models/handoff.py).
        beside = [d for d in self._detectors if getattr(d, "runs_outside_gil", False)]
        handed_off = [threading.Event() for _ in beside]
        futures = [(d, self._pool().submit(reporting(event, self._runner(d)), text))
                   for d, event in zip(beside, handed_off, strict=True)]
        wait_for_handoffs(handed_off)
        for detector in self._detectors:
            if detector not in beside:
                self._collect(detector, lambda d=detector: self._runner(d)(text), found)
        for detector, future in futures:
            self._collect(detector, future.result, found)
        found = with_given_names_before(text, self._second_opinion(text, found))
        found.extend(workplaces_after_jobs(text, found))
        if self._context is not None:  # (which takes a greeting off again: "Cara Giulia")
            found = self._context.filter(text, found)
        found.extend(urls_of_people(text, found))
        found.extend(towns_after_addresses(text, found))
        found.extend(postcodes_after_addresses(text, found))
        found.extend(codes_in_rows_of_people(text, found))
        found.extend(years_of_events(text, found))
        return without_trailing_possessive(
            merge_address_parts(merge_adjacent_persons(resolve_overlaps(found), text), text))

    def _second_opinion(self, text: str, found: list[Finding]) -> list[Finding]:
        """Drops the findings a detector asks to have confirmed (spaCy's), and the full names
        that only the name lists proposed (lone_names.FULL_NAME_SOURCE), that the model that
        judges them (the NER's `sees_entity`) gave no chance of being an entity; a full name
        spaCy tags on the same span stays. Without a working judge every finding stays but
        those full names."""
        judge = next((d for d in self._detectors if hasattr(d, "sees_entity")
                      and d.name not in self.degraded), None)
        if judge is None:  # (the lists' full names count only with the NER's word)
            return [f for f in found if f.source != FULL_NAME_SOURCE]
        askers = {d.name: d for d in self._detectors if hasattr(d, "needs_second_opinion")}

        # spaCy's entities on exactly the spans of the lists' full names: two detectors that
        # read a text differently agree there is a name (the NER can lose one in a long prompt
        # in another language: "Moja mama, Krystyna Wójcik (PESEL …)")
        # (not a public figure's name, which the NER rightly sees as no one's: "Neil Armstrong")
        public = wordlist("public_names")
        spacy_spans = {(f.start, f.end) for f in found if f.source in askers
                       and f.label in (Label.PERSON, Label.ORG)
                       and normalize(f.text) not in public}

        def confirmed(f: Finding) -> bool:
            if f.source == FULL_NAME_SOURCE:  # a given name and the capitalised word after it
                return (f.start, f.end) in spacy_spans or judge.sees_entity(  # type: ignore[attr-defined]
                    text, f.start, f.end, f.label) is not False
            asker = askers.get(f.source)
            if asker is None or not asker.needs_second_opinion(f):  # type: ignore[attr-defined]
                return True
            return judge.sees_entity(  # type: ignore[attr-defined]
                text, f.start, f.end, f.label) is not False

        return [f for f in found if confirmed(f)]


def rules_pipeline() -> DetectionPipeline:
    """Rules + context rules: the part of the default pipeline that needs no model."""
    from hushprompt.detect.rules import rule_detector

    return DetectionPipeline([rule_detector()], ContextRules())


def add_spacy(pipeline: DetectionPipeline, process: SpacyProcess | None = None) -> None:
    """Adds spaCy NER to the pipeline, read in this process or by a started worker `process`;
    lists it in `degraded` when it cannot load."""
    from hushprompt.detect.spacy_ner import SpacyDetector
    from hushprompt.models.spacy_pipeline import ModelUnavailable

    try:
        pipeline.add(SpacyDetector(process=process))
    except ModelUnavailable:
        _log.warning("spaCy model unavailable; detection continues without it")
        pipeline.degraded.append(SpacyDetector.name)


def default_pipeline(use_spacy: bool = True) -> DetectionPipeline:
    """Rules + spaCy NER + context rules. A detector that cannot load is listed in `degraded`."""
    pipeline = rules_pipeline()
    if use_spacy:
        add_spacy(pipeline)
    return pipeline
