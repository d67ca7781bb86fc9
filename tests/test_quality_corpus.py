"""Issue-2 quality bars, measured with the real Engine over the hand-written prompt corpus.

Run with `pytest tests/test_quality_corpus.py -s` to see the figures; every assertion message
carries the measured figure too.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.bench.data import BenchPrompt, load_prompts
from hushprompt.bench.evaluate import ToolRun, evaluate_tool
from hushprompt.bench.metrics import Rate
from hushprompt.types import Label

CORPUS = Path(__file__).parent / "data" / "prompts"
DOMAINS = {"medical", "hr", "legal", "code", "logs", "config", "finance", "travel", "email",
           "chat_transcripts", "education", "housing"}


def figure(rate: Rate | None) -> str:
    if rate is None or rate.value is None:
        return "n/a"
    return f"{rate.value * 100:.2f} % ({rate.hits}/{rate.total})"


@pytest.fixture(scope="module")
def prompts() -> list[BenchPrompt]:
    return load_prompts([CORPUS])


@pytest.fixture(scope="module")
def corpus_run(prompts: list[BenchPrompt]) -> Iterator[ToolRun]:
    from hushprompt.bench.tools import HushPromptTool

    tool = HushPromptTool()  # default wiring, throw-away vault in a temporary directory
    try:
        run = evaluate_tool(tool, prompts)
    finally:
        tool.close()
    print(f"\nquality over {len(prompts)} hand-written prompts (engine degraded: "
          f"{', '.join(tool.degraded) or 'none'})")
    print(f"  direct identifiers hidden   {figure(run.hiding.direct)}")
    print(f"  quasi-identifiers hidden    {figure(run.hiding.quasi)}")
    assert run.restore is not None
    for kind, rate in run.restore.items():
        print(f"  restore exact, {kind:<12} {figure(rate)}")
    print(f"  restore idempotent          {figure(run.idempotent)}")
    print(f"  one stand-in per original   {figure(run.consistency)}")
    print(f"  same output when repeated   {figure(run.repeat_stable)}")
    print(f"  keep terms kept             {figure(_kept(run))}")
    for label, rate in (run.validity or {}).items():
        print(f"  stand-in valid {label.value:<12} {figure(rate)}")
    missed = {label.value: figure(rate) for label, rate in run.hiding.by_label.items()
              if rate.value is not None and rate.value < 1}
    print(f"  kinds not fully hidden: {missed}")
    yield run


def _kept(run: ToolRun) -> Rate:
    return Rate(run.over_redaction.total - run.over_redaction.hits, run.over_redaction.total)


def test_corpus_is_big_realistic_and_well_formed(prompts: list[BenchPrompt]) -> None:
    assert len(prompts) >= 120
    assert {p.domain for p in prompts} == DOMAINS
    assert len({p.id for p in prompts}) == len(prompts)
    labels = {a.label for p in prompts for a in p.direct}
    assert {Label.PERSON, Label.EMAIL, Label.PHONE, Label.CREDIT_CARD, Label.IBAN, Label.SSN,
            Label.SECRET, Label.IP_ADDRESS, Label.HOSTNAME, Label.USERNAME,
            Label.ADDRESS} <= labels


def test_direct_identifiers_are_gone(corpus_run: ToolRun) -> None:
    rate = corpus_run.hiding.direct
    assert rate.value is not None and rate.value >= 0.95, f"direct hidden: {figure(rate)}"


def test_reply_quoting_the_protected_prompt_is_restored_exactly(corpus_run: ToolRun) -> None:
    assert corpus_run.restore is not None
    rate = corpus_run.restore["quote"]
    assert rate.value is not None and rate.value >= 0.999, f"quote restored: {figure(rate)}"


@pytest.mark.parametrize("kind", ["first_name", "possessive"])
def test_first_name_and_possessive_mentions_are_restored(corpus_run: ToolRun, kind: str) -> None:
    assert corpus_run.restore is not None
    rate = corpus_run.restore[kind]
    assert rate.total > 20, f"too few {kind} cases: {figure(rate)}"
    assert rate.value is not None and rate.value >= 0.95, f"{kind} restored: {figure(rate)}"


def test_restoring_twice_changes_nothing(corpus_run: ToolRun) -> None:
    rate = corpus_run.idempotent
    assert rate is not None and rate.value == 1.0, f"idempotent: {figure(rate)}"


def test_a_repeated_original_gets_one_standin(corpus_run: ToolRun) -> None:
    assert corpus_run.consistency is not None and corpus_run.consistency.value == 1.0, (
        f"one stand-in per original: {figure(corpus_run.consistency)}")
    assert corpus_run.repeat_stable is not None and corpus_run.repeat_stable.value == 1.0, (
        f"same output when a prompt is sent again: {figure(corpus_run.repeat_stable)}")


@pytest.mark.parametrize("label", [Label.CREDIT_CARD, Label.IBAN])
def test_card_and_iban_standins_are_valid_and_differ(corpus_run: ToolRun, label: Label) -> None:
    rate = (corpus_run.validity or {}).get(label)
    assert rate is not None and rate.total >= 5, f"too few {label.value} stand-ins: {figure(rate)}"
    assert rate.value == 1.0, f"{label.value} stand-ins valid and different: {figure(rate)}"


def test_task_terms_are_kept(corpus_run: ToolRun) -> None:
    kept = _kept(corpus_run)
    assert kept.value is not None and kept.value >= 0.95, f"keep terms kept: {figure(kept)}"
