"""The committed ONNX models load and give the expected outputs on fixed inputs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hushprompt.models import ner as ner_module
from hushprompt.models import seq2seq as seq2seq_module
from hushprompt.models.ner import OnnxNer, load_ner
from hushprompt.models.runtime import models_dir, sha256_file
from hushprompt.models.seq2seq import Seq2SeqAnonymizer, load_seq2seq
from hushprompt.types import Finding, Label


@pytest.fixture(scope="module")
def ner() -> OnnxNer:
    model = load_ner()
    assert model is not None, ner_module.degraded_reason()
    return model


@pytest.fixture(scope="module")
def s2s() -> Seq2SeqAnonymizer:
    model = load_seq2seq()
    assert model is not None, seq2seq_module.degraded_reason()
    return model


def spans(findings: list[Finding], label: Label) -> list[str]:
    return [f.text for f in findings if f.label is label]


def test_ner_finds_names_with_exact_spans(ner: OnnxNer) -> None:
    text = "Please write to Ingrid Solberg and her lawyer Tomasz Wójcik about the unpaid rent."
    found = ner.detect(text)
    assert spans(found, Label.PERSON) == ["Ingrid Solberg", "Tomasz Wójcik"]
    for f in found:
        assert text[f.start:f.end] == f.text
        assert f.source == "onnx-ner"


def test_ner_model_tags_contact_and_secret(ner: OnnxNer) -> None:
    text = "Call me on +47 912 34 567 or write to ingrid.solberg@gmail.com"
    found = ner.propose(text)
    assert spans(found, Label.PHONE) == ["+47 912 34 567"]
    assert spans(found, Label.EMAIL) == ["ingrid.solberg@gmail.com"]  # one span, not split at "@"
    key = "sk-9fJ2kLmQx81ZzPp0aTTbQv3RwYe7UcHd"
    assert spans(ner.propose(f"My API key is {key} and requests.get fails."), Label.SECRET) == [key]


def test_ner_detector_leaves_format_bound_kinds_to_the_rules(ner: OnnxNer) -> None:
    # the rule recognizers validate e-mails; the detector reports context kinds, and phones and
    # secrets only where it is sure and the span has their shape
    text = "Call Ingrid Solberg on +47 912 34 567 or write to ingrid.solberg@gmail.com"
    found = ner.detect(text)
    assert Label.PERSON in {f.label for f in found}
    assert Label.EMAIL not in {f.label for f in found}
    assert spans(found, Label.PHONE) in ([], ["+47 912 34 567"])
    assert not spans(found, Label.SECRET)


def test_ner_finds_phones_in_formats_the_rules_do_not_know(ner: OnnxNer) -> None:
    text = "mi hermana Lucía vive en Córdoba, su número es +54 9 351 622-0184, llámala hoy"
    assert spans(ner.detect(text), Label.PHONE) == ["+54 9 351 622-0184"]
    # a version, a date or an amount is no phone, however the model reads it
    text = "Upgrade from 2024.10.15 to 3.11.7-1 cost us $1 250 000 this year"
    assert spans(ner.detect(text), Label.PHONE) == []


def test_ner_quasi_identifiers(ner: OnnxNer) -> None:
    text = "The 39-year-old bus driver from Toronto has type 2 diabetes."
    found = ner.detect(text)
    assert spans(found, Label.AGE) == ["39-year-old"]
    assert spans(found, Label.OCCUPATION) == ["bus driver"]
    assert spans(found, Label.HEALTH) == ["type 2 diabetes"]


def test_ner_leaves_public_figures_in_knowledge_questions(ner: OnnxNer) -> None:
    text = "Compare the economic ideas of Karl Marx and Adam Smith in a short table."
    assert spans(ner.detect(text), Label.PERSON) == []


def test_ner_offsets_are_code_points_after_astral_characters(ner: OnnxNer) -> None:
    text = "🎉🎉 Happy birthday to my colleague Amara Okafor from all of us!"
    names = [f for f in ner.detect(text) if f.label is Label.PERSON]
    assert [text[f.start:f.end] for f in names] == ["Amara Okafor"]


def test_ner_reads_long_prompts_past_the_first_window(ner: OnnxNer) -> None:
    filler = "The quarterly report covers revenue, costs and the hiring plan. " * 45
    text = filler + "Please write to Ingrid Solberg and her lawyer Tomasz Wójcik about the rent."
    found = ner.detect(text)
    # the names sit ~550 tokens in, past the first 256-token window: they must still be found
    names = [f for f in found if f.label is Label.PERSON]
    assert [f.text for f in names] == ["Ingrid Solberg", "Tomasz Wójcik"]
    assert names[0].start == text.index("Ingrid Solberg")


def test_ner_reruns_only_the_window_that_changed(ner: OnnxNer) -> None:
    filler = "The quarterly report covers revenue, costs and the hiring plan. " * 30
    text = "Please write to Ingrid Solberg about the rent. " + filler
    ner.forget()
    first = ner.detect(text)
    runs: list[object] = []
    session = ner.session

    class CountingSession:
        def run(self, *args: object) -> object:
            runs.append(args)
            return session.run(*args)  # type: ignore[arg-type]

    ner.session = CountingSession()  # type: ignore[assignment]
    try:
        typed = ner.detect(text + "Thanks")
    finally:
        ner.session = session
    assert len(runs) == 1  # the first window is unchanged; only the last one is read again
    assert [f.text for f in typed if f.label is Label.PERSON] == ["Ingrid Solberg"]
    assert [(f.start, f.label) for f in typed] == [(f.start, f.label) for f in first]
    ner.forget()


def test_ner_describe_reports_hash_and_provider(ner: OnnxNer) -> None:
    info = ner.describe()
    assert info["sha256"] == sha256_file(models_dir() / "ner" / "model.int8.onnx")
    assert info["provider"] in ("CPUExecutionProvider", "CUDAExecutionProvider")
    assert info["name"] and info["version"]


def test_sessions_are_created_once_per_process(ner: OnnxNer) -> None:
    again = load_ner()
    assert again is not None and again.session is ner.session


def copy_model(name: str, tmp_path: Path) -> Path:
    target = tmp_path / name
    shutil.copytree(models_dir() / name, target)
    return target


def test_corrupt_ner_file_degrades_with_reason(tmp_path: Path) -> None:
    path = copy_model("ner", tmp_path)
    onnx = path / "model.int8.onnx"
    data = bytearray(onnx.read_bytes())
    data[len(data) // 2] ^= 0xFF
    onnx.write_bytes(bytes(data))
    assert load_ner(path) is None
    assert ner_module.degraded_reason() == "onnx-ner: hash mismatch: model.int8.onnx"
    assert load_ner() is not None and ner_module.degraded_reason() is None


def test_missing_seq2seq_file_degrades_with_reason(tmp_path: Path) -> None:
    path = copy_model("seq2seq", tmp_path)
    (path / "decoder.int8.onnx").unlink()
    assert load_seq2seq(path) is None
    assert seq2seq_module.degraded_reason() == "seq2seq: file missing: decoder.int8.onnx"


def finding(text: str, phrase: str, label: Label) -> Finding:
    start = text.index(phrase)
    return Finding(start, start + len(phrase), label, "test", 1.0, phrase)


def test_seq2seq_person_stand_in_is_a_different_name(s2s: Seq2SeqAnonymizer) -> None:
    text = "Hi, I'm Ingrid Solberg and I need help writing to my landlord in Bergen."
    person = finding(text, "Ingrid Solberg", Label.PERSON)
    city = finding(text, "Bergen", Label.LOCATION)
    out = s2s.rewrite(text, [person, city])
    assert len(out) == 2
    name = out[0]
    assert name and name.casefold() != "ingrid solberg"
    assert "solberg" not in name.casefold()
    words = name.split()
    assert len(words) == 2 and all(w[0].isupper() for w in words)  # first + last, like the original
    assert out[1] and out[1].casefold() != "bergen"


def test_seq2seq_generalizes_age_and_occupation(s2s: Seq2SeqAnonymizer) -> None:
    text = "My neighbour, a 39-year-old bus driver, keeps parking in front of our garage."
    age = finding(text, "39-year-old", Label.AGE)
    job = finding(text, "bus driver", Label.OCCUPATION)
    email = Finding(0, 2, Label.EMAIL, "test", 1.0, "My")
    generalized_age, generalized_job, email_out = s2s.rewrite(text, [age, job, email])
    assert generalized_age and not any(ch.isdigit() for ch in generalized_age)
    assert generalized_job and "driver" not in generalized_job
    assert email_out == ""  # format-bound kinds are left to the rule-based stand-ins


def test_seq2seq_finds_contextual_quasi_identifiers(s2s: Seq2SeqAnonymizer) -> None:
    # copy-constrained decoding: phrases of the sentence only (free decoding had F1 0.003)
    text = "I'm a 39-year-old bus driver and I was diagnosed with epilepsy last month."
    found = s2s.find_contextual(text, [])
    by_label = {f.label: f.text for f in found}
    assert by_label.get(Label.AGE) == "39-year-old"
    assert by_label.get(Label.OCCUPATION) == "bus driver"
    assert by_label.get(Label.HEALTH) == "epilepsy"
    assert len(found) == 3
    for f in found:
        assert text[f.start:f.end] == f.text and f.source == "seq2seq"
    # spans already covered by other detectors are not reported again
    covered = [finding(text, "bus driver", Label.OCCUPATION)]
    assert all(not f.overlaps(covered[0]) for f in s2s.find_contextual(text, covered))


def test_seq2seq_finds_nothing_in_a_knowledge_question(s2s: Seq2SeqAnonymizer) -> None:
    assert s2s.find_contextual("Explain how photosynthesis works, for a school project.") == []


def test_engine_runs_the_seq2seq_finder_only_when_asked(
    s2s: Seq2SeqAnonymizer, tmp_path: Path
) -> None:
    from hushprompt.detect.context import ContextRules
    from hushprompt.detect.pipeline import DetectionPipeline
    from hushprompt.detect.rules import rule_detector
    from hushprompt.engine import Engine
    from hushprompt.vault.store import Vault

    vault = Vault.open(tmp_path / "vault.sqlite3", key=bytes(range(32)))

    def engine(finder: bool) -> Engine:  # rules only, so what the finder adds is visible
        return Engine(vault, DetectionPipeline([rule_detector()], ContextRules()), seq2seq=s2s,
                      use_seq2seq_finder=finder)

    # ("bus driver" was the example until the rules learnt vehicle drivers in session 14)
    text = "I'm a 39-year-old postman and I was diagnosed with epilepsy last month."
    without = {r.original for r in engine(False).anonymize(text, "c", preview=True).replacements}
    with_finder = engine(True).anonymize(text, "c", preview=True)
    assert "postman" not in without
    assert "postman" in {r.original for r in with_finder.replacements}
    assert "postman" not in with_finder.text
    # the finder's phrases pass the context rules: a question about a condition keeps it
    question = "Explain how metformin lowers blood sugar in type 2 diabetes."
    assert engine(True).anonymize(question, "c", preview=True).text == question
    vault.close()


def test_spacy_names_the_ner_does_not_see_are_left_alone(ner: OnnxNer) -> None:
    from hushprompt.detect.pipeline import DetectionPipeline
    from hushprompt.detect.spacy_ner import SpacyDetector

    text = ("Should I complain to the Financial Ombudsman Service or the Bank of England first? "
            "My adviser Tomás Ferreira in Stockton says the Federal Reserve rules differ.")
    alone = {f.text for f in DetectionPipeline([SpacyDetector()]).detect(text)}
    assert {"Financial Ombudsman Service", "Bank of England", "Federal Reserve"} <= alone
    judged = {f.text for f in DetectionPipeline([SpacyDetector(), ner]).detect(text)}
    assert {"Tomás Ferreira", "Stockton"} <= judged
    assert not judged & {"Financial Ombudsman Service", "Bank of England", "Federal Reserve"}


def test_sure_health_spans_of_the_ner_need_no_medical_looking_word(ner: OnnxNer) -> None:
    from hushprompt.detect.context import ContextRules
    from hushprompt.detect.pipeline import DetectionPipeline

    pipeline = DetectionPipeline([ner], ContextRules())
    said = "my mom just got diagnosed with afib and her cardiologist put her on apixaban"
    assert "afib" in spans(pipeline.detect(said), Label.HEALTH)
    # a medicine the model calls a condition stays: the question is about it
    # (the model tags "metformin" HEALTH at >= 0.9 here, after the link "and")
    asked = "My mom is on glimepiride and metformin for her diabetes. Can she fast for Ramadan?"
    conditions = spans(pipeline.detect(asked), Label.HEALTH)
    assert "diabetes" in conditions
    assert not set(conditions) & {"glimepiride", "metformin"}


def test_a_tables_header_row_is_labels_not_data(ner: OnnxNer) -> None:
    from hushprompt.detect.context import ContextRules
    from hushprompt.detect.pipeline import DetectionPipeline
    from hushprompt.detect.rules import rule_detector
    from hushprompt.detect.spacy_ner import SpacyDetector

    pipeline = DetectionPipeline([rule_detector(), SpacyDetector(), ner], ContextRules())
    text = ("Student,ID,SIS User ID,SIS Login ID,Section,Midterm (123456),Final Grade\n"
            '"Abubakar, Hauwa",88123,S00492817,habubakar3,BIO-201-02,78.5,B+\n')
    header_end = text.index("\n")
    found = pipeline.detect(text)
    assert not [f for f in found if f.end <= header_end]
    assert "S00492817" in {f.text for f in found}


def test_an_organisation_needs_more_of_the_ners_belief_than_a_name(ner: OnnxNer) -> None:
    # spaCy's organisations are mostly products, landmarks and laws: the NER must give one a
    # real chance of being an entity (SEEN_ENTITY_BY_LABEL), a name only some chance
    text = "write to Lumo about it"
    ner._evidence[text] = ([(9, 13)], [0.2])
    try:
        assert ner.sees_entity(text, 9, 13, Label.PERSON) is True
        assert ner.sees_entity(text, 9, 13, Label.ORG) is False
        assert ner.sees_entity(text, 9, 13) is True
    finally:
        ner.forget()
