"""The engine: detection -> policy -> stand-ins (kept in the vault) -> protected text; and restore.

The protocol server and the CLI both drive this class; it holds no transport concerns.
"""

from __future__ import annotations

import os
import re
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from hushprompt import __version__, regex_cache
from hushprompt.cjk_script import is_hangul, is_unspaced
from hushprompt.detect.rules_groups import names_a_group
from hushprompt.detect.rules_korean import cjk_name_parts
from hushprompt.errors import ErrorCode, HushPromptError, VaultError
from hushprompt.regex_cache import compile_rule
from hushprompt.restore import Restored, restore, spaced_like, would_restore
from hushprompt.standins import REDACTED, StandInGenerator
from hushprompt.standins.articles import fitted_to_determiner, without_article
from hushprompt.standins.categories import names_a_business, names_a_reading, names_a_status
from hushprompt.standins.cjk import is_cjk
from hushprompt.standins.common import title_case
from hushprompt.standins.generalize import generalization
from hushprompt.standins.injuries import names_an_injury
from hushprompt.term_search import find_terms
from hushprompt.types import DIRECT_IDENTIFIERS, Finding, Label, Mapping, Policy, Style

if TYPE_CHECKING:
    from hushprompt.detect.pipeline import DetectionPipeline
    from hushprompt.vault.store import Vault

MAX_STANDIN_ATTEMPTS = 8
SUGGESTION_CACHE_SIZE = 4096
PURGE_INTERVAL_SECONDS = 3600.0
# Kinds whose stand-in the Seq2Seq model writes from the sentence (a job, a condition, a group
# of the same class). Ages are left to the rule generator, which keeps a nearby age: the bundled
# model often picks the wrong age band ("39-year-old" -> "elderly"; models/seq2seq/README.md).
CONTEXTUAL_LABELS = frozenset({Label.OCCUPATION, Label.HEALTH, Label.NRP})


@dataclass(frozen=True, slots=True)
class Replacement:
    start: int
    end: int
    original: str
    replacement: str
    label: Label
    source: str
    score: float

    def __repr__(self) -> str:  # never print the original
        return f"Replacement(start={self.start}, end={self.end}, label={self.label.value})"


@dataclass(slots=True)
class AnonymizeResult:
    text: str
    replacements: list[Replacement]
    degraded: list[str] = field(default_factory=list)


@dataclass(slots=True)
class RestoreResult:
    text: str
    restored: list[Restored]


def _normalize(value: str) -> str:
    return " ".join(value.split()).casefold()


def _term_pattern(terms: Sequence[str]) -> re.Pattern[str] | None:
    """The user's own terms (always / never protect), in any case."""
    stripped = {t.strip() for t in terms if t and t.strip()}
    cleaned = tuple(sorted(stripped, key=lambda t: (-len(t), t)))  # longest first
    return _compiled_terms(cleaned) if cleaned else None


@lru_cache(maxsize=256)
def _compiled_terms(cleaned: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern per term set: a site's terms come back on every keystroke."""
    alternation = "|".join(re.escape(t) for t in cleaned)
    return re.compile(rf"(?<!\w)(?:{alternation})(?!\w)", re.IGNORECASE)


class Engine:
    """Anonymizes prompts and restores replies for one host process."""

    def __init__(
        self,
        vault: Vault,
        pipeline: DetectionPipeline,
        standins: StandInGenerator | None = None,
        seq2seq: object | None = None,
        use_seq2seq_finder: bool = False,
    ) -> None:
        self.vault = vault
        self.pipeline = pipeline
        self.standins = standins or StandInGenerator()
        self.seq2seq = seq2seq  # models.seq2seq.Seq2SeqAnonymizer when loaded
        # The Seq2Seq finder (contextual ages, jobs, conditions, groups the detectors missed;
        # held-out F1 0.65, models/seq2seq/README.md) reads every sentence of the prompt and costs
        # more than the whole default pipeline, so it is opt-in: HUSHPROMPT_SEQ2SEQ_FINDER=1.
        self.use_seq2seq_finder = use_seq2seq_finder
        # model-written stand-ins by (conversation seed, label, original): typing re-asks for
        # the same findings on every keystroke, and preview and send must show the same one
        self._suggestions: OrderedDict[tuple[bytes, Label, str], str] = OrderedDict()
        self._last_purge = 0.0

    # ----------------------------------------------------------------- construction
    @classmethod
    def create(
        cls,
        vault: Vault | None = None,
        *,
        use_ner: bool = True,
        use_seq2seq: bool = True,
        use_spacy: bool = True,
        use_seq2seq_finder: bool | None = None,
    ) -> Engine:
        """Default wiring: rules + spaCy + the bundled ONNX models when they load.

        spaCy loads in a worker process of its own (models/spacy_worker.py), started first; the
        ONNX models load on threads (checking their hashes and building their sessions runs
        mostly outside the GIL) while the rules, word lists and Faker load here.
        """
        spacy_process = None
        if use_spacy:
            from hushprompt.models.spacy_process import SpacyProcess

            spacy_process = SpacyProcess.start()
        from hushprompt.detect.pipeline import add_spacy, rules_pipeline
        from hushprompt.models.runtime import load_in_background
        from hushprompt.vault.store import Vault

        ner_loading = seq2seq_loading = None
        if use_ner:
            from hushprompt.models.ner import load_ner

            ner_loading = load_in_background(load_ner, warm_up=_warm_up_ner)
        if use_seq2seq:
            from hushprompt.models.seq2seq import load_seq2seq

            seq2seq_loading = load_in_background(load_seq2seq, warm_up=_warm_up_seq2seq)
        pipeline = rules_pipeline()
        standins = StandInGenerator()
        # The first request would otherwise pay for the rules' and context rules' word lists
        # and patterns and Faker's name tables (~0.3 s); they load now, while spaCy loads.
        _warm_up_python((pipeline, standins))
        if use_spacy:
            add_spacy(pipeline, spacy_process)
        if ner_loading is not None:
            ner = ner_loading.result()
            if ner is not None:
                pipeline.add(ner)
            else:
                pipeline.degraded.append("onnx-ner")
        seq2seq = None
        if seq2seq_loading is not None:
            seq2seq = seq2seq_loading.result()
            if seq2seq is None:
                pipeline.degraded.append("seq2seq")
        if use_seq2seq_finder is None:
            use_seq2seq_finder = os.environ.get("HUSHPROMPT_SEQ2SEQ_FINDER", "") == "1"
        regex_cache.save()  # the rules' compiled patterns, for the next start (regex_cache.py)
        return cls(vault or Vault.open(), pipeline, standins=standins, seq2seq=seq2seq,
                   use_seq2seq_finder=use_seq2seq_finder and seq2seq is not None)

    # ----------------------------------------------------------------- anonymize
    def anonymize(
        self,
        text: str,
        conversation: str,
        *,
        policy: Policy | None = None,
        site: str | None = None,
        preview: bool = False,
    ) -> AnonymizeResult:
        policy = policy or Policy()
        self._maybe_purge(policy)
        existing = self.vault.mappings(conversation)
        findings = self._findings(text, policy, existing)
        if not findings:
            return AnonymizeResult(text, [], list(self.degraded))
        if policy.style is Style.REDACT:
            chosen = {
                (_normalize(f.text), f.label): Mapping(f.text, REDACTED, f.label, Style.REDACT)
                for f in findings
            }
        elif preview:
            chosen = self._choose(text, findings, conversation, policy.style, list(existing))
        else:
            chosen = self._choose_and_store(text, findings, conversation, policy.style)
        return self._apply(text, findings, chosen)

    def _findings(self, text: str, policy: Policy, existing: Sequence[Mapping]) -> list[Finding]:
        detected = _whole_words(text, self.pipeline.detect(text))
        if self.seq2seq is not None and self.use_seq2seq_finder:
            proposed = self.seq2seq.find_contextual(text, detected)
            # the context rules judge the model's phrases as they judge the detectors' ("asthma"
            # in a question about asthma stays)
            kept = self.pipeline.context_filter(text, [*detected, *proposed])
            # matched by span: the context rules may relabel a phrase (a place taken for a name)
            proposed_spans = {(f.start, f.end) for f in proposed}
            detected = _merge(detected, [f for f in kept if (f.start, f.end) in proposed_spans
                                         and f.source == "seq2seq"])
        # every occurrence of something found once in this prompt is protected too
        found_here = [Mapping(f.text, "", f.label) for f in detected]
        detected = _prefer_known(_known_originals(text, [*existing, *found_here]), detected)
        custom = _custom_findings(text, policy.always)
        findings = _merge(custom, [f for f in detected if not any(f.overlaps(c) for c in custom)])
        never = _term_pattern(policy.never)
        if never is not None:
            kept_spans = [m.span() for m in never.finditer(text)]
            findings = [
                f
                for f in findings
                if not any(s <= f.start and f.end <= e for s, e in kept_spans)
                and not never.fullmatch(f.text)
            ]
        return [f for f in findings if policy.allows(f.label)]

    def _choose_and_store(
        self, text: str, findings: list[Finding], conversation: str, style: Style
    ) -> dict[tuple[str, Label], Mapping]:
        from hushprompt.vault.store import ReplacementTaken

        for _ in range(MAX_STANDIN_ATTEMPTS):
            try:
                with self.vault.edit(conversation) as edit:
                    chosen = self._choose(text, findings, conversation, style, edit.mappings)
                    for key, mapping in chosen.items():
                        chosen[key] = edit.add(mapping)  # the stored one wins a race
                    return chosen
            except ReplacementTaken:
                continue  # another host process took that stand-in first; choose again
        raise HushPromptError(ErrorCode.VAULT_ERROR, "could not store a unique stand-in")

    def _choose(
        self,
        text: str,
        findings: list[Finding],
        conversation: str,
        style: Style,
        mappings: list[Mapping],
    ) -> dict[tuple[str, Label], Mapping]:
        """Pick a mapping for every distinct original; `mappings` grows with new choices."""
        known = {(_normalize(m.original), m.style): m for m in mappings}
        seed = self.vault.conversation_seed(conversation)
        chosen: dict[tuple[str, Label], Mapping] = {}
        pending = [f for f in findings if (_normalize(f.text), style) not in known]
        model_suggestions = (
            self._model_suggestions(text, pending, seed) if style is Style.STANDIN else {}
        )
        # originals of this request not mapped yet: no stand-in may equal one of them, or a
        # reply quoting the prompt would restore the stand-in where the original was meant
        upcoming = {_normalize(f.text) for f in pending}
        # a full name before its parts, wherever they stand: "山本さん ... 山本 美咲", "민서야 ...
        # 이민서" (the part then takes its share of the full name's stand-in)
        names = {f.text for f in findings if f.label is Label.PERSON}
        ordered = sorted(findings, key=lambda f: f.label is Label.PERSON and any(
            other != f.text and f.text in other for other in names))
        for finding in ordered:
            key = (_normalize(finding.text), finding.label)
            if key in chosen:
                continue
            stored = known.get((key[0], style))
            if stored is not None:
                chosen[key] = stored
                continue
            if style is Style.LABEL:
                replacement = self.standins.label_token(finding.label, mappings)
            else:
                replacement = self._standin(
                    finding, text, seed, mappings, model_suggestions, upcoming
                )
            new = Mapping(finding.text, replacement, finding.label, style, time.time())
            mappings.append(new)
            known[(key[0], style)] = new
            chosen[key] = new
        return chosen

    def _standin(
        self,
        finding: Finding,
        text: str,
        seed: bytes,
        mappings: Sequence[Mapping],
        model_suggestions: dict[int, str],
        upcoming: set[str],
    ) -> str:
        # a job or condition the teacher knows gets the teacher's class ("nurse" -> "healthcare
        # worker"); the model writes the others (standins/generalize.py)
        known_class = generalization(finding.label, finding.text)
        fits = _article_fit(text, finding)  # "a therapist" -> "a counsellor", not "an educator"
        if known_class and not fits(known_class):
            # the prompt has the article already: "has a severe peanut allergy" -> "has a food
            # allergy" (the class without its own article, where that article fits)
            bare = without_article(known_class)
            known_class = bare if bare is not None and fits(bare) else known_class
        if (
            known_class
            and _normalize(known_class) not in upcoming
            and _is_sound_suggestion(known_class, finding, text, mappings)
            and fits(known_class)
        ):
            return known_class
        suggestion = model_suggestions.get(finding.start)
        if (
            suggestion
            and _normalize(suggestion) not in upcoming
            and _is_sound_suggestion(suggestion, finding, text, mappings)
            and fits(suggestion)
        ):
            return suggestion
        taken: list[Mapping] = []
        # a stand-in of several words must not carry a word of the conversation's names or of
        # this prompt's other originals
        names = [m.original for m in mappings if m.label is Label.PERSON]
        others = [o for o in upcoming if o != _normalize(finding.text)]
        for attempt in range(MAX_STANDIN_ATTEMPTS):
            # the whole prompt as context: a short stand-in must not already occur in it
            candidate = self.standins.generate(
                finding.text, finding.label, seed=seed, existing=[*mappings, *taken],
                context=text,
            )
            # (a word the stand-in keeps of its own original is its shape, not someone's name:
            # "https", "com" and "wixsite" of "https://lunaknits.wixsite.com/home", which the
            # prompt's other links hold too)
            if _normalize(candidate) not in upcoming and not _holds_a_name(candidate, names) \
                    and not _holds_a_name(candidate, others, own=finding.text) \
                    and not _holds_an_original(candidate, others) \
                    and (fits(candidate) or attempt == MAX_STANDIN_ATTEMPTS - 1):
                return candidate
            # an original of this very prompt, or the wrong article's: mark the candidate taken
            # (under an original no name can relate to) so the generator draws another
            taken.append(Mapping(f"\x00taken-{attempt}", candidate, finding.label))
        return candidate

    def _model_suggestions(
        self, text: str, findings: list[Finding], seed: bytes
    ) -> dict[int, str]:
        """Context-fitting stand-ins written by the Seq2Seq model, keyed by finding start."""
        if self.seq2seq is None:
            return {}
        # the teacher's table has some; the model writes English, so an original in Chinese or
        # Japanese script gets its stand-in from standins/cjk.py
        # (an immigration status, a nationality or a faith gets another of its kind from the
        # rule generator: the model wrote a religion for "undocumented" and for "Polish")
        wanted = [f for f in findings if f.label in CONTEXTUAL_LABELS
                  and generalization(f.label, f.text) is None and not is_cjk(f.text)
                  and not (f.label is Label.NRP
                           and (names_a_status(f.text) or names_a_group(f.text)))
                  and not (f.label is Label.HEALTH
                           and (names_a_reading(f.text) or names_an_injury(f.text)))
                  and not (f.label is Label.OCCUPATION and names_a_business(f.text))]
        suggestions: dict[int, str] = {}
        to_write: list[Finding] = []
        for finding in wanted:
            cached = self._suggestions.get((seed, finding.label, _normalize(finding.text)))
            if cached is None:
                to_write.append(finding)
            else:
                suggestions[finding.start] = cached
        if not to_write:
            return suggestions
        try:
            outputs = self.seq2seq.rewrite(text, to_write)
        except Exception:  # the rule-based generator still gives a valid stand-in
            return suggestions
        for finding, output in zip(to_write, outputs, strict=False):
            if output:
                suggestions[finding.start] = output
                self._remember((seed, finding.label, _normalize(finding.text)), output)
        return suggestions

    def _remember(self, key: tuple[bytes, Label, str], suggestion: str) -> None:
        self._suggestions[key] = suggestion
        if len(self._suggestions) > SUGGESTION_CACHE_SIZE:
            self._suggestions.popitem(last=False)

    def _apply(
        self, text: str, findings: list[Finding], chosen: dict[tuple[str, Label], Mapping]
    ) -> AnonymizeResult:
        parts: list[str] = []
        replacements: list[Replacement] = []
        cursor = 0
        for finding in findings:  # sorted and non-overlapping
            mapping = chosen[(_normalize(finding.text), finding.label)]
            replacement = fitted_to_determiner(
                text, finding.start, finding.text,
                spaced_like(finding.text, _in_case_of(finding.text, mapping)))
            parts.append(text[cursor : finding.start])
            parts.append(replacement)
            cursor = finding.end
            replacements.append(
                Replacement(
                    finding.start, finding.end, finding.text, replacement,
                    finding.label, finding.source, finding.score,
                )
            )
        parts.append(text[cursor:])
        return AnonymizeResult("".join(parts), replacements, list(self.degraded))

    # ----------------------------------------------------------------- restore & admin
    def restore(self, text: str, conversation: str) -> RestoreResult:
        restored_text, restored = restore(text, self.vault.mappings(conversation))
        return RestoreResult(restored_text, restored)

    def forget(self, conversation: str | None) -> int:
        self.pipeline.forget_recent()  # the texts kept in memory for the send after a preview
        if conversation is None:
            return self.vault.forget_all()
        return self.vault.forget(conversation)

    def link(self, source: str, target: str) -> int:
        return self.vault.link(source, target)

    @property
    def degraded(self) -> list[str]:
        return list(self.pipeline.degraded)

    def status(self) -> dict[str, object]:
        """What `ping` reports: version, each loaded model, execution providers, degradation."""
        models: dict[str, object] = {}
        for component in [*getattr(self.pipeline, "detectors", []), self.seq2seq]:
            describe = getattr(component, "describe", None)
            if describe is not None:
                info = describe()
                models[str(info.get("name", component.__class__.__name__))] = info
        providers = sorted(
            {str(info["provider"]) for info in models.values()
             if isinstance(info, dict) and info.get("provider")}
        ) or ["CPUExecutionProvider"]
        return {
            "version": __version__,
            "providers": providers,
            "models": models,
            "degraded": self.degraded,
        }

    def _maybe_purge(self, policy: Policy) -> None:
        if policy.retention_days is None:
            return
        now = time.monotonic()
        if now - self._last_purge < PURGE_INTERVAL_SECONDS and self._last_purge:
            return
        self._last_purge = now
        try:
            self.vault.purge_expired(policy.retention_days)
        except VaultError:
            raise
        except Exception as exc:  # never let housekeeping break protection
            raise HushPromptError(ErrorCode.VAULT_ERROR, "retention purge failed") from exc


# --------------------------------------------------------------------- helpers
# A first run of an onnxruntime session allocates its buffers (tens of ms); doing it while spaCy
# loads keeps that cost off the first prompt. The text is made up. Its street address makes the
# warm-up build Faker's en_US generator for addresses, and the one-word organisation "Acme" (as a
# model would find it) makes the context rules read their given-name list (is it an eponym?):
# ~0.08 s that the first prompt paid while the host had been waiting for spaCy's worker.
_WARM_UP_TEXT = ("Hi, I'm Jane Doe, a 39-year-old bus driver in Leeds, and I have asthma. "
                 "Write to me at 12 Oak Street, Springfield 62704, or ask Acme.")


def _warm_up_python(parts: tuple[DetectionPipeline, StandInGenerator]) -> None:
    pipeline, standins = parts
    text = _WARM_UP_TEXT
    as_models_would = [  # the context rules load most of their data for names and places
        Finding(start, start + len(value), label, "warm-up", 0.8, value)
        for value, label in (("Jane Doe", Label.PERSON), ("Leeds", Label.LOCATION),
                             ("Acme", Label.ORG))
        if (start := text.index(value)) >= 0
    ]
    found = [*pipeline.detectors[0].detect(text), *as_models_would]
    for finding in pipeline.context_filter(text, found):
        standins.generate(finding.text, finding.label, seed=b"warm-up", existing=[], context=text)


def _warm_up_ner(ner: object) -> None:
    from hushprompt.models.span_checks import english_vocabulary

    ner.propose(_WARM_UP_TEXT)  # type: ignore[attr-defined]
    # (its span checks' word list, read once: ~30 ms no request should pay)
    english_vocabulary()


def _warm_up_seq2seq(seq2seq: object) -> None:
    start = _WARM_UP_TEXT.index("bus driver")
    finding = Finding(start, start + 10, Label.OCCUPATION, "warm-up", 1.0, "bus driver")
    seq2seq.rewrite(_WARM_UP_TEXT, [finding])  # type: ignore[attr-defined]


_SUGGESTION_SHAPE = compile_rule(r"[^\W\d_](?:[\w'’ -]{0,58}[^\W_])?")


def _in_case_of(variant: str, mapping: Mapping) -> str:
    """The stand-in written the way this occurrence writes the original ("HEAT" -> "COLD")."""
    replacement, original = mapping.replacement, mapping.original
    if variant == original or not any(ch.isalpha() for ch in variant):
        return replacement
    if variant.isupper() and not original.isupper():
        return replacement.upper()
    if variant.islower() and not original.islower():
        return replacement.lower()
    if variant[:1].isupper() and not variant.isupper() and original.isupper() \
            and replacement.isupper():
        return title_case(replacement)  # "Amsterdam" after "AMSTERDAM" -> "TAMPA": "Tampa"
    if variant[:1].isupper() and original[:1].islower():
        return replacement[:1].upper() + replacement[1:]
    if variant[:1].islower() and original[:1].isupper():
        return replacement[:1].lower() + replacement[1:]
    return replacement


# kinds said after "a" or "an" ("a nurse", "an asthmatic", "a 39-year-old", "an Anglican")
_ARTICLE_KINDS = frozenset({Label.OCCUPATION, Label.HEALTH, Label.NRP, Label.AGE})
_ARTICLE_BEFORE = compile_rule(r"(?:^|(?<=\s))(a|an|A|An|AN)\s+$")
_LEADING_ARTICLE = compile_rule(r"(?i)(?:a|an|the|some)\s")
_SILENT_H = ("hour", "honest", "honor", "honour", "heir")
_YOU_SOUND = ("uni", "use", "usu", "uti", "eu", "one", "once", "ubiq", "ura", "uro", "ure")
_VOWEL_NAMED_LETTERS = "AEFHILMNORSX"  # "an MRI tech", "an HR manager", "an RN"


def takes_an(phrase: str) -> bool:
    """Whether English writes "an" before `phrase` (by its sound, not only its first letter)."""
    word = phrase.split(maxsplit=1)[0] if phrase.strip() else ""
    core = word.strip("\"'“‘(")
    if not core:
        return False
    if core[0].isdigit():  # "an 18-year-old", "an 80-year-old", "an 8-year-old"
        return core.startswith(("8", "11", "18")) and not core.startswith(("110", "180"))
    letters = core.split("-")[0]
    if len(letters) >= 2 and letters.isupper() and letters.isalpha():
        return letters[0] in _VOWEL_NAMED_LETTERS
    folded = core.casefold()
    if folded.startswith(_SILENT_H):
        return True
    if folded.startswith(_YOU_SOUND):
        return False
    return folded[0] in "aeiou"


def _article_fit(text: str, finding: Finding) -> Callable[[str], bool]:
    """A test of stand-ins for the article before the finding: after "a" the stand-in must not
    need "an" and after "an" it must need it (any stand-in fits elsewhere)."""
    article = _ARTICLE_BEFORE.search(text, max(0, finding.start - 4), finding.start)
    if article is None or finding.label not in _ARTICLE_KINDS:
        return lambda _candidate: True
    wants_an = article.group(1).casefold() == "an"
    # ("a mental-health condition" brings its own article: "an a mental-health condition")
    return lambda candidate: (takes_an(candidate) == wants_an
                              and not _LEADING_ARTICLE.match(candidate))


def _is_sound_suggestion(
    candidate: str, finding: Finding, text: str, mappings: Sequence[Mapping]
) -> bool:
    """A model-written stand-in is used only if it is a plain phrase, new in this conversation,
    and would not be confused with other words of the prompt on restore."""
    key = _normalize(candidate)
    if not _SUGGESTION_SHAPE.fullmatch(candidate) or key == _normalize(finding.text):
        return False
    if finding.label is Label.HEALTH and _a_medicine(candidate) != _a_medicine(finding.text):
        return False  # "diabetes" -> "a prescribed medication" changes what the prompt says
    if finding.label is not Label.NRP and _names_a_group(candidate):
        return False  # "Analista de Dados" -> "muslim" gives the user a religion
    if any(key in (_normalize(m.original), _normalize(m.replacement)) for m in mappings):
        return False
    return not would_restore(text, Mapping(finding.text, candidate, finding.label))


_MEDICINE_WORD = compile_rule(r"(?i)\b(?:medications?|medicines?|drugs?|pills?|tablets?)\b")


def _a_medicine(phrase: str) -> bool:
    from hushprompt.detect.health import names_a_substance

    return bool(_MEDICINE_WORD.search(phrase)) or names_a_substance(phrase)


def _names_a_group(phrase: str) -> bool:
    from hushprompt.detect.rules_groups import names_a_group

    return names_a_group(phrase)


_LETTER_WORD = compile_rule(r"[^\W\d_]{3,}")


def _holds_a_name(candidate: str, originals: Sequence[str], own: str = "") -> bool:
    """Whether a stand-in of several words holds a word of an original (a name's above all):
    Faker's firm "Bentley, Ford and Lopez" for the employer of a prompt by "Maria Lopez" would
    send her surname. Words of a kind ("Hospital", "Ltd") do not count. Chinese and Japanese
    put no space between words: there an original of two or more characters inside the
    stand-in counts ("山本電気株式会社" for the firm of a prompt by 山本)."""
    if any(is_unspaced(char) for char in candidate) and any(
            part in candidate for original in originals for part in _unspaced_parts(original)):
        return True
    words = set(_LETTER_WORD.findall(candidate.casefold()))
    if len(words) < 2:
        return False
    words -= set(_LETTER_WORD.findall(own.casefold()))  # (what the stand-in keeps of its own)
    return any(w in words and w not in _KIND_WORDS
               for original in originals for w in _LETTER_WORD.findall(original.casefold()))


def _holds_an_original(candidate: str, originals: Sequence[str]) -> bool:
    """Whether a stand-in holds another original of the prompt whole: "29 Feb 2024" for "15 Jan
    2024" would send the "Feb 2024" of the same prompt, "$11" for "$14" its "11". (`originals`
    are normalized: casefolded, single spaces.)"""
    # (no regex: a pattern built from an original must not reach regex_cache, which may write
    # the patterns it compiled to disk)
    folded = _normalize(candidate)
    for original in originals:
        at = folded.find(original) if original else -1
        while at != -1:
            end = at + len(original)
            if not (at and folded[at - 1].isalnum()) and not (
                    end < len(folded) and folded[end].isalnum()):
                return True
            at = folded.find(original, at + 1)
    return False


def _unspaced_parts(original: str) -> set[str]:
    """The Chinese or Japanese words of an original a stand-in must not hold: each half of a
    name written with a space ("佐藤 健太"), and the first two characters of a longer word,
    which are a Japanese surname as often as not ("鈴木部長": 鈴木)."""
    parts = set()
    for word in original.split():
        if len(word) >= 2 and all(is_unspaced(char) for char in word[:2]):
            if word[:2] not in _COMPANY_FORMS:  # "株式会社…" begins with its legal form
                parts.add(word[:2])
            if all(is_unspaced(char) for char in word):
                parts.add(word)
    return parts


_COMPANY_FORMS = frozenset({"株式", "有限", "合同", "合資", "合名"})


# words a stand-in keeps from its original's kind ("Hospital", "Bank"), not from a name
_KIND_WORDS = frozenset({"hospital", "bank", "school", "university", "clinic", "and", "the",
                         "ltd", "inc", "llc", "group", "street", "road", "avenue"})


def _merge(primary: list[Finding], secondary: list[Finding]) -> list[Finding]:
    """Sorted, non-overlapping union; on overlap the primary list wins."""
    merged = list(primary)
    for finding in secondary:
        if not any(finding.overlaps(kept) for kept in merged):
            merged.append(finding)
    return sorted(merged, key=lambda f: f.start)


def _whole_words(text: str, findings: list[Finding]) -> list[Finding]:
    """Findings that start or end inside a word: a direct identifier grows to the whole word
    (hiding a little more is the safe side); a quasi-identifier is dropped ("4" in "4F")."""
    fixed: list[Finding] = []
    for finding in findings:
        start, end = finding.start, finding.end
        if finding.label in DIRECT_IDENTIFIERS:
            # a hyphen or underscore between letters or digits joins a word too
            # ("SIN-2025-0471839", "xX_Vortexa_Xx")
            while start > 0 and (_joins(text[start - 1], text[start])
                                 or _connector_joins(text, start - 1, start)):
                start -= 1
            while end < len(text) and (_joins_after(text[end - 1], text[end])
                                       or _connector_joins(text, end - 1, end)):
                end += 1
        elif _joins(text[start - 1 : start], text[start]) or _joins_after(
            text[end - 1], text[end : end + 1]
        ) or _connector_inside(text, start, end):
            continue
        if (start, end) == (finding.start, finding.end):
            fixed.append(finding)
        else:
            fixed.append(replace(finding, start=start, end=end, text=text[start:end]))
    return _merge([], fixed)


def _connector_joins(text: str, left: int, right: int) -> bool:
    """The characters at `left` and `right` are a hyphen or underscore and a letter or digit,
    inside a word."""
    pair = text[left : right + 1]
    # exactly one of the two is a connector ("--" or "ab" is not the case)
    if len(pair) != 2 or (pair[0] in "-_") == (pair[1] in "-_"):
        return False
    connector = left if pair[0] in "-_" else right
    before, after = text[connector - 1 : connector], text[connector + 1 : connector + 2]
    return before.isalnum() and after.isalnum()


def _connector_inside(text: str, start: int, end: int) -> bool:
    """The span stops at a hyphen or underscore inside a word ("Apollo 13 air-to-" of
    "air-to-ground", "Vortexa" of "xX_Vortexa_Xx")."""
    ends_inside = text[end - 1] in "-_" and text[end : end + 1].isalnum()
    starts_inside = text[start] in "-_" and text[start - 1 : start].isalnum()
    # an underscore right outside the span ties it to the rest of an identifier
    underscore_after = text[end : end + 1] == "_" and text[end + 1 : end + 2].isalnum()
    underscore_before = text[start - 1 : start] == "_" and text[start - 2 : start - 1].isalnum()
    return ends_inside or starts_inside or underscore_after or underscore_before


def _joins(left: str, right: str) -> bool:
    """Two letters or digits side by side in one word. Chinese and Japanese put no spaces
    between words, so two of their characters side by side say nothing about a word's end."""
    return (bool(left) and bool(right) and left.isalnum() and right.isalnum()
            and not (is_unspaced(left) or is_unspaced(right)))


def _joins_after(last: str, following: str) -> bool:
    """As _joins, for the character after a span: a Korean particle sticks to the word before
    it ("휠체어를", "김지훈이고") without making it a longer word."""
    return _joins(last, following) and not (is_hangul(last) and is_hangul(following))


def _prefer_known(known: list[Finding], detected: list[Finding]) -> list[Finding]:
    """Originals this conversation already mapped keep their label and stand-in, unless a
    detector found a longer span around them (a new full name around a known first name)."""
    def covered(k: Finding, d: Finding) -> bool:
        inside = d.start <= k.start and k.end <= d.end
        return inside and (d.end - d.start > k.end - k.start or d.label is k.label)

    kept_known = [k for k in known if not any(covered(k, d) for d in detected)]
    return _merge(kept_known, detected)


def _custom_findings(text: str, terms: Sequence[str]) -> list[Finding]:
    pattern = _term_pattern(terms)
    if pattern is None:
        return []
    return [
        Finding(m.start(), m.end(), Label.CUSTOM, "custom", 1.0, m.group())
        for m in pattern.finditer(text)
    ]


# An age or a date ("39", "March 3") found once is not a reason to change every other "39".
_NOT_PROPAGATED = frozenset({Label.AGE, Label.DATE})


def _worth_finding_again(mapping: Mapping) -> bool:
    original = mapping.original.strip()
    return (
        mapping.style is not Style.REDACT
        and mapping.label not in _NOT_PROPAGATED
        and len(original) >= 3
        and (any(ch.isalpha() for ch in original) or len(original) >= 6)
    )


def _known_originals(text: str, mappings: Sequence[Mapping]) -> list[Finding]:
    """Originals this conversation already protected, found again even if detectors miss them.

    A name mapped earlier (or found elsewhere in this prompt) as "Priya Sharma" is also found as
    "Priya" or "Sharma" alone, even where a detector called it an organisation, so every mention
    gets the matching part of the same stand-in.
    """
    terms: dict[str, Label] = {}
    # a one-word name found in lower case ("sunny's passport") is looked for again as the
    # lower-case mentions below are: "sunny days" is no mention of Sunny
    lower_found = {m.original for m in mappings if m.label is Label.PERSON
                   and m.original.islower() and " " not in m.original.strip()}
    for mapping in mappings:  # full originals first: they keep their own label
        if _worth_finding_again(mapping) and mapping.original not in lower_found:
            terms.setdefault(mapping.original, mapping.label)
    for mapping in mappings:
        if mapping.label is Label.PERSON and mapping.style is not Style.REDACT:
            for part in mapping.original.split():
                if len(part) > 2 and part[0].isupper() and not part.endswith("."):
                    terms.setdefault(part, Label.PERSON)
                    if part.isupper():  # "Ana" after "ANA LUCIA FERREIRA" on a booking
                        terms.setdefault(title_case(part), Label.PERSON)
            # "山本" of "山本 美咲", "민서" of "이민서"
            for part in cjk_name_parts(mapping.original):
                terms.setdefault(part, Label.PERSON)
    for mapping in mappings:  # "@lunamoth_" found, then "lunamoth is 15" in the same chat
        if mapping.label is Label.USERNAME and mapping.style is not Style.REDACT:
            stem = _handle_stem(mapping.original)
            if stem is not None:
                terms.setdefault(stem, Label.USERNAME)
    # as written or in capitals; "EDI" mapped earlier must not catch the word "edi" in a log.
    # A job or condition found in lower case is the same fact at the start of a line or in a
    # title ("a teacher for 8 years" ... "Teacher of Maths, 2016-2024")
    variants = {form: label for term, label in terms.items()
                for form in (term, term.upper(), *_capitalised(term, label))}
    # a name typed in lower case elsewhere ("Sunny" wrote, then "sunny's passport"): when the
    # name is no word ("priya") or the mention is a possessive ("sunny's")
    lower_names = {term.lower() for term, label in terms.items()
                   if label is Label.PERSON and " " not in term and term.lower() not in variants}
    lower_names |= {name.strip() for name in lower_found if name.strip() not in variants}
    from hushprompt.detect.context import names_an_instrument

    found = [Finding(start, end, variants[text[start:end]], "conversation", 1.0, text[start:end])
             for start, end in find_terms(text, variants)
             # "my landlord" found, then "the Landlord and Tenant Act 1985": a law's title
             if variants[text[start:end]] in DIRECT_IDENTIFIERS
             or not names_an_instrument(text, end)]
    return found + _lower_case_mentions(text, lower_names)


_HANDLE_DECORATION = compile_rule(r"^[@_.]+|[_.\d]+$")


def _handle_stem(handle: str) -> str | None:
    """The name inside a chat handle ("@lunamoth_" -> "lunamoth") when it is long and no
    everyday word, so other mentions of it are hidden too; None otherwise."""
    from hushprompt.detect.wordlists import everyday_words, wordlist

    stem = _HANDLE_DECORATION.sub("", handle)
    if stem == handle or len(stem) < 5 or not stem.isalpha():
        return None
    folded = stem.casefold()
    if folded in everyday_words() or folded in wordlist("tech_terms"):  # ":@redis:6379"
        return None
    return stem


def _capitalised(term: str, label: Label) -> tuple[str, ...]:
    if label in DIRECT_IDENTIFIERS or not term.islower():
        return ()
    return (term[0].upper() + term[1:],)


def _lower_case_mentions(text: str, names: set[str]) -> list[Finding]:
    from hushprompt.detect.given_names import is_known_name

    return [
        Finding(start, end, Label.PERSON, "conversation", 0.9, text[start:end])
        for start, end in find_terms(text, names)
        if is_known_name(text[start:end]) or text.startswith(("'s", "’s"), end)
    ]
