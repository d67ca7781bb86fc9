"""Generates the NER and Seq2Seq training data (deterministic for a given --seed).

NER: prompts from templates (templates.py) filled with Faker values from many locales, labelled
with character spans. Templates are split by *template*: the last HELD_OUT_PER_DOMAIN templates of
each domain never appear in training and form the held-out set.

Seq2Seq: a teacher pipeline (teacher.py) turns each labelled span into the stand-in a heavier
pipeline would choose, and each sentence into the list of contextual quasi-identifiers it holds.

    python models/data/generate.py --out models/_work/data --train 20000 --heldout 1000
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import string
import sys
from pathlib import Path

from faker import Faker
from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parent))
import lexicon  # noqa: E402
from templates import HELD_OUT_PER_DOMAIN, TEMPLATES  # noqa: E402

LOCALES = (
    "en_US", "en_GB", "en_IE", "en_AU", "en_IN", "de_DE", "fr_FR", "es_ES", "es_MX", "it_IT",
    "nl_NL", "pl_PL", "pt_BR", "pt_PT", "sv_SE", "no_NO", "da_DK", "fi_FI", "tr_TR", "cs_CZ",
    "ro_RO", "hu_HU", "vi_VN", "yo_NG", "fil_PH",
)
PLACEHOLDER = re.compile(r"\{(\w+)\}")
LABEL_OF = {
    "P": "PERSON", "PF": "PERSON", "PL": "PERSON", "ORG": "ORG", "LOC": "LOCATION",
    "ADDR": "ADDRESS", "EMAIL": "EMAIL", "PHONE": "PHONE", "ID": "ID_NUMBER",
    "SECRET": "SECRET", "DOB": "DATE_OF_BIRTH", "AGE": "AGE", "OCC": "OCCUPATION",
    "HEALTH": "HEALTH", "DRUGH": "HEALTH", "NRP": "NRP", "UNIQUE": "OCCUPATION",
}
TITLES = ("Dr.", "Mr.", "Ms.", "Mrs.", "Prof.")
UNIQUE_ROLES = (
    "the only {occ} in {city}", "the head {occ} at {org}", "the youngest {occ} in {city}",
    "the {occ} who runs the clinic in {city}", "the new {occ} at {org}",
)


class Fillers:
    """Draws placeholder values. Person names remember locale and gender for the teacher."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.fakers = {loc: Faker(loc) for loc in LOCALES}
        for i, f in enumerate(self.fakers.values()):
            f.seed_instance(rng.randrange(1 << 30) + i)

    def faker(self) -> tuple[str, Faker]:
        loc = self.rng.choice(LOCALES)
        return loc, self.fakers[loc]

    def person(self, kind: str) -> tuple[str, dict]:
        loc, f = self.faker()
        gender = self.rng.choice("mf")
        first = f.first_name_male() if gender == "m" else f.first_name_female()
        last = f.last_name()
        if kind == "PF":
            value = first
        elif kind == "PL":
            value = f"{self.rng.choice(TITLES)} {last}"
        else:
            value = f"{first} {last}"
        return value, {"locale": loc, "gender": gender, "form": kind}

    def secret(self) -> str:
        r = self.rng
        alnum = string.ascii_letters + string.digits
        kind = r.randrange(6)
        if kind == 0:
            return "sk-" + "".join(r.choices(alnum, k=40))
        if kind == 1:
            return "ghp_" + "".join(r.choices(alnum, k=36))
        if kind == 2:
            return "AKIA" + "".join(r.choices(string.ascii_uppercase + string.digits, k=16))
        if kind == 3:
            return "".join(r.choices(alnum, k=r.randint(24, 40)))
        if kind == 4:
            word = r.choice(("Summer", "Tiger", "Blue", "Winter", "Dragon", "Monkey"))
            return f"{word}{r.randint(10, 9999)}{r.choice('!#$%&*')}"
        return "eyJ" + "".join(r.choices(alnum, k=30)) + "." + "".join(r.choices(alnum, k=20))

    def id_number(self) -> str:
        r = self.rng
        kind = r.randrange(6)
        if kind == 0:
            return f"EMP-{r.randint(10000, 99999)}"
        if kind == 1:
            return f"{r.randint(100, 899):03d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        if kind == 2:
            return r.choice(string.ascii_uppercase) + str(r.randint(10**7, 10**8 - 1))
        if kind == 3:
            return f"MRN{r.randint(10**6, 10**7 - 1)}"
        if kind == 4:
            return f"INV-{r.randint(2019, 2025)}-{r.randint(100, 9999):04d}"
        return "".join(r.choices(string.digits, k=r.randint(9, 11)))

    def age(self) -> tuple[str, int]:
        n = self.rng.randint(2, 94)
        forms = ("{n}-year-old", "{n} years old", "aged {n}", "{n}yo", "{n}-year-old")
        form = self.rng.choice(forms)
        return form.format(n=n), n

    def value(self, key: str) -> tuple[str, dict]:
        r = self.rng
        if key in ("P", "PF", "PL"):
            return self.person(key)
        loc, f = self.faker()
        if key == "ORG":
            org = f.company() if r.random() < 0.7 else f"{f.city()} General Hospital"
            return org, {"locale": loc}
        if key == "LOC":
            return (f.city() if r.random() < 0.85 else f.country()), {"locale": loc}
        if key == "ADDR":
            return f.street_address().replace("\n", ", ") + ", " + f.city(), {"locale": loc}
        if key == "EMAIL":
            return f.email(), {}
        if key == "PHONE":
            try:
                return f.phone_number(), {}
            except AttributeError:  # a few locales ship no phone provider
                return self.fakers["en_GB"].phone_number(), {}
        if key == "ID":
            return self.id_number(), {}
        if key == "SECRET":
            return self.secret(), {}
        if key == "DOB":
            d = f.date_of_birth(minimum_age=1, maximum_age=95)
            fmt = r.choice(("%d/%m/%Y", "%Y-%m-%d", "%B %d, %Y", "%d %B %Y", "%m/%d/%Y"))
            return d.strftime(fmt), {}
        if key == "AGE":
            text, n = self.age()
            return text, {"age": n}
        if key == "OCC":
            return r.choice(list(lexicon.OCCUPATIONS)), {}
        if key == "UNIQUE":
            occ = r.choice(list(lexicon.OCCUPATIONS))
            text = r.choice(UNIQUE_ROLES).format(occ=occ, city=f.city(), org=f.company())
            return text, {"occ": occ}
        if key == "HEALTH":
            return r.choice(list(lexicon.CONDITIONS)), {}
        if key == "DRUGH":
            return r.choice(lexicon.DRUGS), {}
        if key == "NRP":
            return r.choice(lexicon.NRP), {}
        if key == "FIG":
            return r.choice(lexicon.PUBLIC_FIGURES), {}
        if key == "DRUG":
            return r.choice(lexicon.DRUGS), {}
        if key == "DISEASE":
            return r.choice(list(lexicon.CONDITIONS)).removeprefix("a ").removeprefix("an "), {}
        if key == "ERR":
            return r.choice(lexicon.ERRORS_APIS), {}
        if key == "PROV":
            return r.choice(lexicon.PROVERBS), {}
        if key == "TOPIC":
            return r.choice(lexicon.TOPICS), {}
        raise KeyError(key)


def fill(template: str, fillers: Fillers) -> dict:
    """Fills one template; returns {"text", "spans": [[start, end, label, meta]]}."""
    out: list[str] = []
    spans: list[list] = []
    pos = 0
    cursor = 0
    # literal braces in templates are doubled ("{{"), as in str.format
    template = template.replace("{{", "\x00").replace("}}", "\x01")
    for m in PLACEHOLDER.finditer(template):
        literal = template[cursor:m.start()].replace("\x00", "{").replace("\x01", "}")
        out.append(literal)
        pos += len(literal)
        value, meta = fillers.value(m.group(1))
        label = LABEL_OF.get(m.group(1))
        if label:
            spans.append([pos, pos + len(value), label, meta])
        out.append(value)
        pos += len(value)
        cursor = m.end()
    out.append(template[cursor:].replace("\x00", "{").replace("\x01", "}"))
    return {"text": "".join(out), "spans": spans}


def make_example(templates: list[str], fillers: Fillers, rng: random.Random) -> dict:
    """One prompt: one to three templates joined, sometimes lower-cased like hurried typing."""
    parts = [fill(rng.choice(templates), fillers) for _ in range(rng.choice((1, 1, 1, 2, 2, 3)))]
    text, spans = "", []
    for part in parts:
        if text:
            text += rng.choice((" ", "\n", "\n\n"))
        offset = len(text)
        text += part["text"]
        spans += [[s + offset, e + offset, lab, meta] for s, e, lab, meta in part["spans"]]
    if rng.random() < 0.08:
        text = text.lower()
    return {"text": text, "spans": spans}


def split_templates() -> tuple[list[str], list[str]]:
    train, held = [], []
    for items in TEMPLATES.values():
        train += items[:-HELD_OUT_PER_DOMAIN]
        held += items[-HELD_OUT_PER_DOMAIN:]
    return train, held


MARKUP = re.compile(r"\[\[(\w+)\|(.+?)\]\]")


def parse_handwritten(path: Path) -> list[dict]:
    """Reads hand-labelled prompts written as [[LABEL|text]] (see handwritten_ner.txt)."""
    examples = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        text, spans, cursor = "", [], 0
        for m in MARKUP.finditer(line):
            text += line[cursor:m.start()]
            spans.append([len(text), len(text) + len(m.group(2)), m.group(1), {}])
            text += m.group(2)
            cursor = m.end()
        examples.append({"text": text + line[cursor:], "spans": spans})
    return examples


def main() -> None:
    if os.environ.get("PYTHONHASHSEED") != "0":
        # some Faker locales draw from sets, whose order follows str hashing: fix it
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, *sys.argv])
    ap = argparse.ArgumentParser()
    default_out = Path(__file__).resolve().parents[1] / "_work" / "data"
    ap.add_argument("--out", type=Path, default=default_out)
    ap.add_argument("--train", type=int, default=20000)
    ap.add_argument("--heldout", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=20240611)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    random.seed(args.seed)  # a few Faker locales draw from the module-level generator
    rng = random.Random(args.seed)
    fillers = Fillers(rng)
    train_t, held_t = split_templates()
    with open(args.out / "ner_handwritten.jsonl", "w", encoding="utf-8") as fh:
        for ex in parse_handwritten(Path(__file__).resolve().parent / "handwritten_ner.txt"):
            fh.write(json.dumps(ex, ensure_ascii=False) + "\n")
    for name, templates, n in (("train", train_t, args.train), ("heldout", held_t, args.heldout)):
        with open(args.out / f"ner_{name}.jsonl", "w", encoding="utf-8") as fh:
            for _ in tqdm(range(n), desc=f"ner {name}"):
                fh.write(json.dumps(make_example(templates, fillers, rng), ensure_ascii=False))
                fh.write("\n")


if __name__ == "__main__":
    main()
