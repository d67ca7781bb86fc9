"""An acronym the NER reads as a condition is kept as a task term unless it names a known
condition: "FMLA" (a law), "PIP" (a benefit) and "CAMHS" (a service) stay; "PTSD", "HTA"
and an obstetric history ("G2P1") are the person's."""

from __future__ import annotations

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.health import condition_mentions, unknown_acronym
from hushprompt.types import Finding, Label


@pytest.mark.parametrize("acronym", ["FMLA", "PIP", "CAMHS"])
def test_a_law_benefit_or_service_is_an_unknown_acronym(acronym: str) -> None:
    assert unknown_acronym(acronym)


@pytest.mark.parametrize("acronym", ["PTSD", "ADHD", "HTA", "G2P1", "MS", "T1D"])
def test_a_conditions_acronym_is_known(acronym: str) -> None:
    assert not unknown_acronym(acronym)


def test_the_ners_fmla_span_stays_and_its_ptsd_span_goes() -> None:
    text = "I have PTSD and my employer denied my FMLA leave, what can I do?"
    findings = [
        Finding(text.index("PTSD"), text.index("PTSD") + 4, Label.HEALTH, "onnx-ner", 0.99,
                "PTSD"),
        Finding(text.index("FMLA"), text.index("FMLA") + 4, Label.HEALTH, "onnx-ner", 0.99,
                "FMLA"),
    ]
    kept = {f.text for f in ContextRules().filter(text, findings)}
    assert kept == {"PTSD"}


def test_hypertension_said_in_spanish_is_found() -> None:
    assert "HTA" in [f.text for f in condition_mentions("Mi madre tiene HTA y diabetes")]
