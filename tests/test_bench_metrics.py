"""Each `hushprompt bench` metric on small fixed inputs whose answers are worked out by hand."""

from __future__ import annotations

import json
import random
import struct
import sys
from pathlib import Path

import pytest
from hushprompt.bench import latency, report
from hushprompt.bench.attacks import (
    ExtractionCase,
    LinkageCase,
    extraction_attack,
    linkage_attack,
    linkage_score,
    make_decoys,
    near_match,
)
from hushprompt.bench.data import Annotation, BenchPrompt, load_prompts, write_prompts
from hushprompt.bench.evaluate import evaluate_tool, linkage_cases
from hushprompt.bench.metrics import (
    consistency,
    contains_term,
    exact_rate,
    hiding_rates,
    over_redaction,
    percentiles,
    phone_valid,
    reply_cases,
    size_bucket,
    standin_valid,
    standin_validity,
)
from hushprompt.bench.testset import generate
from hushprompt.bench.tools import Protected
from hushprompt.types import Label

P, E, H = Label.PERSON, Label.EMAIL, Label.HEALTH


# ----------------------------------------------------------------------------- hiding rate
def test_contains_term_is_case_insensitive_and_whole_token() -> None:
    assert contains_term("Ask MARIA GONZALEZ today", "Maria Gonzalez")
    assert contains_term("Ask Maria\n  Gonzalez today", "Maria Gonzalez")  # spacing differs
    assert contains_term("Maria's dose", "Maria")  # a possessive still reveals the name
    assert not contains_term("Mariana Lopez", "Maria")  # a longer word is not the term
    assert not contains_term("id 44710923", "4471")


def test_a_term_beside_chinese_japanese_or_korean_text_is_still_there() -> None:
    """CJK text has no spaces: a term left in it must count as left, or a name a prompt still
    shows would count as hidden (and a kept task term as changed)."""
    assert contains_term("ReactでuseEffectが二回呼ばれます", "React")
    assert contains_term("佐藤さんに連絡してください", "佐藤")
    assert contains_term("김민준씨의 전화번호", "김민준")
    assert not contains_term("Reactive programming", "React")


def test_hiding_rate_counts_originals_absent_from_the_protected_text() -> None:
    rates = hiding_rates(
        [
            ("Laura Bennett wrote to l.b@example.org about asthma",
             [("Maria Gonzalez", P), ("maria@gmail.com", E), ("asthma", H)]),
            ("Maria again", [("Maria", P)]),
        ]
    )
    assert (rates.by_label[P].hits, rates.by_label[P].total) == (1, 2)
    assert rates.by_label[E].value == 1.0
    assert rates.by_label[H].value == 0.0
    assert (rates.direct.hits, rates.direct.total) == (2, 3)
    assert (rates.quasi.hits, rates.quasi.total) == (0, 1)
    assert rates.to_json()["direct"]["rate"] == pytest.approx(2 / 3)


# ----------------------------------------------------------------------------- attacks
def test_near_match_accepts_small_differences_only() -> None:
    assert near_match("Maria Gonzalez", "maria gonzalez")
    assert near_match("Maria Gonzalez", "Maria Gonzales")  # one letter off
    assert near_match("Maria Gonzalez", "Dr. Maria Gonzalez")  # span contains the original
    assert not near_match("Maria Gonzalez", "Laura Bennett")
    assert not near_match("4471", "4471-0923-555")  # only a fragment of the span


def test_extraction_attack_counts_recovered_originals_not_detected_standins() -> None:
    cases = [
        # the name was missed (still there) and the detector finds it: recovered
        ExtractionCase("Maria Gonzalez wrote from laura@example.org",
                       (("Maria Gonzalez", P), ("maria@gmail.com", E))),
        # everything replaced: the detector finds stand-ins, which recover nothing
        ExtractionCase("Laura Bennett has asthma", (("Priya Sharma", P), ("asthma", H))),
    ]
    detector_calls: list[str] = []

    def detector(text: str) -> list[str]:
        detector_calls.append(text)
        return {
            cases[0].protected: ["Maria Gonzalez", "laura@example.org"],
            cases[1].protected: ["Laura Bennett"],
        }[text]

    overall, per_label = extraction_attack(cases, detector)
    assert detector_calls == [c.protected for c in cases]  # the attacker only sees protected text
    assert (overall.hits, overall.total) == (1, 4)
    assert (per_label[P].hits, per_label[P].total) == (1, 2)
    assert per_label[E].hits == 0 and per_label[H].hits == 0


def test_linkage_attack_on_a_constructed_case() -> None:
    true = ((P, "Maria Gonzalez"), (H, "type 2 diabetes"))
    decoy_a = ((P, "Laura Bennett"), (H, "asthma"))
    decoy_b = ((P, "Omar Farouk"), (H, "epilepsy"))
    leaky = "Laura Bennett has type 2 diabetes and asks about metformin"  # name hidden, disease not
    assert linkage_score(leaky, true) == pytest.approx(3 / 5)  # type, 2, diabetes of 5 tokens
    assert linkage_score(leaky, decoy_a) == pytest.approx(2 / 3)  # the stand-in matches a decoy!
    cases = [
        LinkageCase("Maria Gonzalez has type 2 diabetes", true, (decoy_a, decoy_b)),  # found
        LinkageCase(leaky, true, (decoy_a, decoy_b)),  # the decoy wins: attacker fooled
    ]
    rate = linkage_attack(cases, random.Random(0))
    assert (rate.hits, rate.total) == (1, 2)


def test_linkage_attack_is_at_chance_when_nothing_leaks() -> None:
    identity = ((P, "Maria Gonzalez"),)
    decoys = tuple(((P, f"Person{i} Decoy{i}"),) for i in range(4))
    cases = [LinkageCase("nothing identifying here", identity, decoys)] * 2000
    rate = linkage_attack(cases, random.Random(1))
    assert rate.value == pytest.approx(0.2, abs=0.03)


def test_decoys_have_the_same_kinds_and_never_the_true_values() -> None:
    identity = ((P, "Maria Gonzalez"), (E, "maria@gmail.com"))
    pool = {P: ["Maria Gonzalez", "Laura Bennett", "Omar Farouk"], E: ["maria@gmail.com"]}
    decoys = make_decoys(identity, pool, random.Random(3), lambda label, rng: f"fake-{label}")
    assert len(decoys) == 4
    for decoy in decoys:
        assert [label for label, _ in decoy] == [P, E]
        assert decoy[0][1] in {"Laura Bennett", "Omar Farouk"}
        assert decoy[1][1] == "fake-EMAIL"  # the pool only had the true e-mail


# ----------------------------------------------------------------------------- utility
def test_over_redaction_counts_keep_terms_that_changed() -> None:
    rate = over_redaction(
        [
            ("Is metformin safe? ECONNREFUSED again", ["metformin", "ECONNREFUSED"]),
            ("Who was Jane Smith?", ["Albert Einstein", "metformin"]),
        ]
    )
    assert (rate.hits, rate.total) == (2, 4)


def test_reply_cases_and_restore_exact_rate() -> None:
    original = "Maria Gonzalez (maria@gmail.com) asked. Maria's dose?"
    protected = "Laura Bennett (laura@example.org) asked. Laura's dose?"
    pairs = [("Maria Gonzalez", "Laura Bennett", P), ("maria@gmail.com", "laura@example.org", E),
             ("Maria", "Laura", P)]
    cases = reply_cases(original, protected, pairs)
    kinds = [c.kind for c in cases]
    assert kinds.count("quote") == 1 and kinds.count("first_name") == 1
    assert kinds.count("possessive") == 2 and kinds.count("upper") == 3
    quote = cases[0]
    assert protected in quote.reply and original in quote.expected
    first = next(c for c in cases if c.kind == "first_name")
    assert "Laura." in first.reply and "Maria." in first.expected
    upper = next(c for c in cases if c.kind == "upper")
    assert upper.matches("NOTE: MARIA GONZALEZ IS ON FILE.")
    assert upper.matches("NOTE: Maria Gonzalez IS ON FILE.")
    assert not upper.matches("NOTE: LAURA BENNETT IS ON FILE.")

    # a perfect restorer swaps every stand-in back; a broken one misses the possessive
    def perfect(text: str) -> str:
        for source, standin, _ in sorted(pairs, key=lambda p: -len(p[1])):
            text = text.replace(standin, source).replace(standin.upper(), source.upper())
        return text

    assert exact_rate((c.expected, perfect(c.reply)) for c in cases).value == 1.0
    broken = exact_rate((c.expected, perfect(c.reply).replace("Maria's", "Laura's"))
                        for c in cases)
    assert (broken.hits, broken.total) == (len(cases) - 2, len(cases))  # quote + 1 possessive


def test_standin_validity_checks_each_format() -> None:
    assert standin_valid(Label.CREDIT_CARD, "4012 8888 8888 1881", "4532015112830366")
    assert not standin_valid(Label.CREDIT_CARD, "4012 8888 8888 1882", "4532015112830366")
    assert not standin_valid(Label.CREDIT_CARD, "4532015112830366", "4532015112830366")  # same
    # a card's expiry gets another possible expiry, not a card number
    assert standin_valid(Label.CREDIT_CARD, "04/29", "09/27")
    assert not standin_valid(Label.CREDIT_CARD, "13/29", "09/27")
    assert standin_valid(Label.IBAN, "GB29NWBK60161331926819", "DE89370400440532013000")
    assert not standin_valid(Label.IBAN, "GB28NWBK60161331926819", "DE89370400440532013000")
    assert standin_valid(Label.EMAIL, "laura.b@example.org", "maria@gmail.com")
    assert not standin_valid(Label.EMAIL, "laura.b@example", "maria@gmail.com")
    # written URL-encoded in a query string, and kept so
    assert standin_valid(Label.EMAIL, "laura.b%40example.org", "maria%40gmail.com")
    assert not standin_valid(Label.EMAIL, "laura.b%40example", "maria%40gmail.com")
    assert standin_valid(Label.PERSON, "Laura", "Maria") is None  # no format to check
    rates = standin_validity([("4532015112830366", "4012888888881881", Label.CREDIT_CARD),
                              ("4532015112830366", "4012888888881882", Label.CREDIT_CARD),
                              ("Maria", "Laura", P)])
    assert set(rates) == {Label.CREDIT_CARD}
    assert (rates[Label.CREDIT_CARD].hits, rates[Label.CREDIT_CARD].total) == (1, 2)


def test_phone_standins_must_be_possible_in_the_original_region() -> None:
    assert phone_valid("+49 30 5550 1299", "+49 30 5557 1234")
    assert not phone_valid("+33 6 12 34 56 78", "+49 30 5557 1234")  # other country code
    assert not phone_valid("12", "+49 30 5557 1234")
    assert phone_valid("(415) 555-0199", "(305) 555-0187")


def test_consistency_needs_one_standin_per_original() -> None:
    rate = consistency([("Maria", "Laura", P), ("maria", "Laura", P), ("Omar", "Ken", P),
                        ("Omar", "Ben", P)])
    assert (rate.hits, rate.total) == (1, 2)


# ----------------------------------------------------------------------------- cost
def test_percentiles_interpolate_linearly() -> None:
    values = [float(v) for v in range(1, 101)]  # 1..100
    assert percentiles(values) == pytest.approx({"p50": 50.5, "p95": 95.05, "p99": 99.01})
    assert percentiles([4.0, 1.0, 3.0, 2.0], (50,)) == {"p50": 2.5}
    assert percentiles([]) == {}


def test_size_buckets() -> None:
    assert [size_bucket(n) for n in (1, 50, 51, 200, 201, 500, 501)] == [
        "<=50", "<=50", "51-200", "51-200", "201-500", "201-500", None]


def test_latency_inputs_fill_every_bucket() -> None:
    texts = ["word " * 30, "word " * 120]
    chosen = latency.latency_inputs(texts, per_bucket=3)
    buckets = [size_bucket(len(t.split())) for t in chosen]
    assert buckets.count("<=50") == 1  # only one short prompt exists
    assert buckets.count("51-200") >= 1 and buckets.count("201-500") == 3


FAKE_HOST = r"""
import json, struct, sys
read, write = sys.stdin.buffer, sys.stdout.buffer
while True:
    header = read.read(4)
    if len(header) < 4:
        break
    message = json.loads(read.read(struct.unpack('<I', header)[0]))
    reply = {"id": message["id"], "ok": True, "text": message.get("text", "").upper()}
    data = json.dumps(reply).encode()
    write.write(struct.pack('<I', len(data)) + data)
    write.flush()
"""


def test_measure_host_speaks_native_messaging_frames(tmp_path: Path) -> None:
    host = tmp_path / "fake_host.py"
    host.write_text(FAKE_HOST)
    cost = latency.measure_host(["short prompt", "word " * 60], repeats=2, warmup=1,
                                command=[sys.executable, str(host)])
    assert cost.error is None
    assert cost.cold_start_s is not None and cost.cold_start_s > 0
    # the cold start is the median of several new hosts' first answers
    assert len(cost.cold_starts_s) == latency.COLD_START_RUNS
    assert cost.cold_start_s == sorted(cost.cold_starts_s)[latency.COLD_START_RUNS // 2]
    assert len(cost.latency.samples) == 4
    assert set(cost.latency.by_bucket()) == {"<=50", "51-200"}
    assert cost.peak_rss_mb is not None and cost.peak_rss_mb > 1
    assert struct.calcsize("<I") == 4


# ----------------------------------------------------------------------------- data + evaluate
class Swapper:
    """A toy anonymizer with a known answer: swaps fixed names, restores them back."""

    name = "toy"
    can_restore = True
    table = {"Maria Gonzalez": "Laura Bennett", "Maria": "Laura"}

    def protect(self, text: str, conversation: str) -> Protected:
        pairs = []
        for source, standin in self.table.items():
            if source in text:
                text = text.replace(source, standin)
                pairs.append((source, standin, P))
        return Protected(text, pairs)

    def restore(self, text: str, conversation: str) -> str:
        for source, standin in self.table.items():
            text = text.replace(standin, source).replace(standin.upper(), source.upper())
        return text

    def close(self) -> None:
        return None


def test_evaluate_tool_on_a_toy_anonymizer() -> None:
    prompts = [
        BenchPrompt("a", "medical", "Maria Gonzalez takes metformin. Maria's dose?",
                    (Annotation("Maria Gonzalez", P), Annotation("Maria", P)), (), ("metformin",)),
        BenchPrompt("b", "email", "Mail omar@example.com now", (Annotation("omar@example.com", E),),
                    (), ("now",)),
    ]
    run = evaluate_tool(Swapper(), prompts)
    assert run.hiding.direct.value == pytest.approx(2 / 3)  # the e-mail is left in place
    assert run.over_redaction.value == 0.0
    assert run.restore is not None and run.restore["quote"].value == 1.0
    assert run.restore["first_name"].value == 1.0 and run.restore["possessive"].value == 1.0
    assert run.idempotent is not None and run.idempotent.value == 1.0
    assert run.repeat_stable is not None and run.repeat_stable.value == 1.0
    assert len(linkage_cases(prompts)) == 2


def test_terms_the_prompt_does_not_hold_as_whole_words_are_not_scored() -> None:
    """An annotated "surat komplain" of "surat komplainnya" can be neither kept nor changed,
    and a name annotated inside a longer word can be neither hidden nor left."""
    prompts = [
        BenchPrompt("a", "support", "buatkan surat komplainnya untuk Maria",
                    (Annotation("Maria", P), Annotation("Mari", P)), (),
                    ("surat komplain", "buatkan")),
    ]
    run = evaluate_tool(Swapper(), prompts)
    assert (run.hiding.direct.hits, run.hiding.direct.total) == (1, 1)
    assert (run.over_redaction.hits, run.over_redaction.total) == (0, 1)


def test_prompt_files_round_trip_and_reject_wrong_labels(tmp_path: Path) -> None:
    prompts = generate(5, seed=3)
    write_prompts(prompts, tmp_path / "g.jsonl")
    assert load_prompts([tmp_path]) == prompts
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"id": "x", "text": "t", "direct": [{"text": "t", "label": "AGE"}]}))
    with pytest.raises(ValueError, match="bad.jsonl:1"):
        load_prompts([bad])


def test_generated_testset_is_deterministic_and_annotations_occur_in_the_text() -> None:
    first, again, other = generate(40, seed=11), generate(40, seed=11), generate(40, seed=12)
    assert first == again and first != other
    for prompt in first:
        assert prompt.direct
        for annotation in prompt.annotations:
            assert contains_term(prompt.text, annotation.text), prompt.id
        for card in (a.text for a in prompt.direct if a.label is Label.CREDIT_CARD):
            assert standin_valid(Label.CREDIT_CARD, card, "0") is True


def test_report_shows_ratios_and_na() -> None:
    def tool(direct: float, restore: float | None) -> dict[str, object]:
        return {
            "privacy": {"hiding": {"direct": {"rate": direct}, "quasi": {"rate": 0.5},
                                   "by_label": {"PERSON": {"rate": direct, "total": 4}}}},
            "utility": {"restore_exact": None if restore is None else {"quote": {"rate": restore}},
                        "semantic_similarity": None},
        }

    text = report.render({"tools": {"HushPrompt": tool(0.9, 1.0), "Presidio": tool(0.6, None)},
                          "data": {"prompts": 2}})
    direct_line = next(line for line in text.splitlines() if "direct identifiers" in line)
    assert "90.0 %" in direct_line and "60.0 %" in direct_line and "1.50" in direct_line
    quote_line = next(line for line in text.splitlines() if "restore exact: quote" in line)
    assert "100.0 %" in quote_line and "n/a" in quote_line
    assert "pip install hushprompt[bench]" in text


class ToyHushPrompt(Swapper):
    name = "HushPrompt"
    degraded: list[str] = []

    def status(self) -> dict[str, object]:
        return {"version": "test"}

    def components(self) -> list[str]:
        return ["toy"]


def test_bench_command_prints_the_same_figures_as_text_and_json(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from hushprompt.bench import cli

    monkeypatch.setattr(cli, "HushPromptTool", lambda *a, **k: ToyHushPrompt())
    monkeypatch.setattr(cli, "_attacker", lambda tool: (lambda text: text.split(), "toy"))
    data = tmp_path / "p.jsonl"
    write_prompts([
        BenchPrompt("a", "medical", "Maria Gonzalez takes metformin.",
                    (Annotation("Maria Gonzalez", P),), (), ("metformin",)),
        BenchPrompt("b", "email", "Write to omar@example.com",
                    (Annotation("omar@example.com", E),)),
    ], data)
    args = ["--data", str(data), "--generated", "0", "--no-latency", "--quick"]
    assert cli.main([*args, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    hiding = result["tools"]["HushPrompt"]["privacy"]["hiding"]
    assert hiding["direct"] == {"rate": 0.5, "hits": 1, "total": 2}
    assert result["tools"]["HushPrompt"]["utility"]["restore_exact"]["quote"]["rate"] == 1.0
    assert result["data"]["prompts"] == 2
    assert cli.main(args) == 0
    text = capsys.readouterr().out
    assert "hiding rate, direct identifiers" in text and "50.0 %" in text


def test_model_sizes_leave_out_the_training_scratch_copies(tmp_path) -> None:
    from hushprompt.bench.latency import model_sizes

    (tmp_path / "ner").mkdir()
    (tmp_path / "_work" / "ner7").mkdir(parents=True)
    (tmp_path / "ner" / "model.int8.onnx").write_bytes(b"x" * 10)
    (tmp_path / "_work" / "ner7" / "model.int8.onnx").write_bytes(b"x" * 10)
    assert list(model_sizes([tmp_path]).values()) == [10]
