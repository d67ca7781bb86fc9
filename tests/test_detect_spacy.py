"""spaCy NER through the default pipeline: names, organisations, places, identifying dates."""

from __future__ import annotations

import pytest
from hushprompt.detect import DetectionPipeline, default_pipeline
from hushprompt.detect.spacy_ner import SpacyDetector
from hushprompt.types import Finding, Label


@pytest.fixture(scope="session")
def pipeline() -> DetectionPipeline:
    return default_pipeline()  # spaCy loads once per process


def spans(pipeline: DetectionPipeline, text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in pipeline.detect(text)}


def test_spacy_loads(pipeline: DetectionPipeline) -> None:
    assert "spacy" not in pipeline.degraded


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Please write a reference letter for Priya Sharma, who led our data team.",
         {(Label.PERSON, "Priya Sharma")}),
        ("Dr. Maria Gonzalez's patient had a follow-up.", {(Label.PERSON, "Maria Gonzalez")}),
        ("Our tenant Tom Baker moved to Leeds in 2021.",
         {(Label.PERSON, "Tom Baker"), (Label.LOCATION, "Leeds")}),
        ("I signed the contract with Acme Logistics Ltd last Friday.",
         {(Label.ORG, "Acme Logistics Ltd")}),
        ("The hearing is on March 3, 2025.", {(Label.DATE, "March 3, 2025")}),
    ],
)
def test_finds_entities(pipeline: DetectionPipeline, text: str, expected: set) -> None:
    assert expected <= spans(pipeline, text)


def test_relative_dates_are_not_findings(pipeline: DetectionPipeline) -> None:
    text = "Last week and today I worked 2 days on it; back in the 1990s it took months."
    assert not {f for f in pipeline.detect(text) if f.label is Label.DATE}


def test_person_spans_drop_titles_and_possessives(pipeline: DetectionPipeline) -> None:
    found = [f for f in pipeline.detect("Ask Mr. Daniel Okafor's assistant.")
             if f.label is Label.PERSON]
    assert [f.text for f in found] == ["Daniel Okafor"]


def test_pipeline_output_is_sorted_and_non_overlapping(pipeline: DetectionPipeline) -> None:
    text = ("From: Maria Gonzalez <maria.gonzalez@acme.com>\nCall +1 617-555-0143 or visit "
            "42 Baker Street. Card 4111 1111 1111 1111.")
    found = pipeline.detect(text)
    assert all(a.end <= b.start for a, b in zip(found, found[1:], strict=False))
    assert all(text[f.start:f.end] == f.text for f in found)
    labels = {f.label for f in found}
    assert {Label.PERSON, Label.EMAIL, Label.PHONE, Label.ADDRESS, Label.CREDIT_CARD} <= labels


def test_broken_detector_degrades_but_rules_keep_working(pipeline: DetectionPipeline) -> None:
    class Broken:
        name = "broken"

        def detect(self, text: str) -> list[Finding]:
            raise RuntimeError("model files missing")

    degraded = DetectionPipeline([Broken(), *pipeline.detectors])
    found = degraded.detect("mail me: ann@example.org")
    assert degraded.degraded == ["broken"]
    assert [f.label for f in found] == [Label.EMAIL]


def test_detector_can_defer_loading() -> None:
    assert SpacyDetector(load=False).name == "spacy"


def test_a_verb_opening_the_sentence_is_not_part_of_the_name() -> None:
    detector = SpacyDetector()
    for text in ("Email Maria Gonzalez about the lease.", "Ask Tom Becker for the keys."):
        names = [f.text for f in detector.detect(text) if f.label is Label.PERSON]
        assert names and all(n.split()[0] not in ("Email", "Ask") for n in names), names


def test_default_tokenizer_is_the_packaged_one() -> None:
    """The host builds spaCy's tokenizer from the English defaults and skips reading the
    package's serialized copy (cold start); both must split text the same way."""
    import spacy
    from hushprompt.models.spacy_pipeline import UNUSED_COMPONENTS, load_nlp, load_without_plugins

    packaged = load_without_plugins(spacy, list(UNUSED_COMPONENTS)).tokenizer
    built = load_nlp().tokenizer
    assert built.rules == packaged.rules
    for attribute in ("prefix_search", "suffix_search", "infix_finditer", "token_match",
                      "url_match"):
        ours, theirs = getattr(built, attribute), getattr(packaged, attribute)
        assert (ours is None) == (theirs is None), attribute
        if ours is not None:
            assert ours.__self__.pattern == theirs.__self__.pattern, attribute
    text = "Dr. O'Neil's e-mail: j.o'neil@example.co.uk; can't pay $1,200.50 (U.S.) by 3/4/24!"
    assert [t.text for t in built(text)] == [t.text for t in packaged(text)]

def test_the_entities_are_those_of_the_whole_packaged_pipeline() -> None:
    """The host runs spaCy's "ner" alone (its own embedding layer); it must find the same
    entities as the package's full pipeline, shared tok2vec, tagger and parser included."""
    import spacy
    from hushprompt.models.spacy_pipeline import load_nlp, load_without_plugins

    full = load_without_plugins(spacy, [])
    ours = load_nlp()
    assert ours.pipe_names == ["ner"]
    texts = [
        "Maria Gonzalez moved from Madrid to work for Siemens in Berlin last May.",
        "hi, its Priya Raghunathan from Infosys Pune, my manager Tom Becker said to ping you",
        "Patient: Jean-Luc Moreau, 67, seen at St Thomas' Hospital London on 3 March 2024.",
        "Can you summarise what Angela Merkel said about the EU in 2015 for my Dutch class?",
    ]
    for text in texts:
        expected = [(e.start_char, e.end_char, e.label_) for e in full(text).ents]
        assert [(e.start_char, e.end_char, e.label_) for e in ours(text).ents] == expected
        assert expected


def test_a_postal_block_field_label_is_not_part_of_a_name() -> None:
    detector = SpacyDetector()
    text = "Anschrift: Lindenstraße 14, 50674 Köln Tel.: +49 221 4587 3310"
    assert all(not f.text.endswith("Tel") for f in detector.detect(text))


@pytest.mark.parametrize(
    ("text", "name", "not_a_name"),
    [
        ("Mein Mann Jonas ist Beamter beim Landratsamt.", "Jonas", "Mein Mann Jonas"),
        ("Unser Vermieter Herr Krause antwortet nicht.", "Krause", "Unser Vermieter Herr Krause"),
    ],
)
def test_a_name_loses_the_possessive_and_kin_word_spacy_reads_into_it(
        pipeline: DetectionPipeline, text: str, name: str, not_a_name: str) -> None:
    found = spans(pipeline, text)
    assert (Label.PERSON, name) in found
    assert not any(span == not_a_name for _, span in found)


def test_a_capitalised_german_job_is_a_job_not_a_name(pipeline: DetectionPipeline) -> None:
    found = spans(pipeline, "Mein Mann Jonas ist Beamter beim Landratsamt.")
    assert (Label.PERSON, "Beamter") not in found and (Label.OCCUPATION, "Beamter") in found


def test_a_firm_by_its_name_needs_no_second_opinion() -> None:
    detector = SpacyDetector(load=False)
    firm = Finding(0, 19, Label.ORG, "spacy", 0.7, "Studio Noorderlicht")
    brandish = Finding(0, 7, Label.ORG, "spacy", 0.7, "Revolut")
    assert not detector.needs_second_opinion(firm)
    assert detector.needs_second_opinion(brandish)
