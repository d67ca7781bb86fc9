"""OCCUPATION, HEALTH, NRP and CUSTOM stand-ins: a plausible alternative of the same kind."""

from __future__ import annotations

import re

from .common import Draw, apply_case, case_style, replace_runs, words

OCCUPATIONS = (
    "accountant", "architect", "civil engineer", "data analyst", "dental hygienist",
    "electrician", "graphic designer", "high school teacher", "insurance broker",
    "logistics coordinator", "marketing manager", "mechanical engineer", "paralegal",
    "pharmacist", "physiotherapist", "project manager", "real estate agent", "software developer",
    "social worker", "speech therapist", "translator", "veterinarian", "web developer",
    "nurse", "librarian", "chef", "photographer", "journalist", "consultant", "surveyor",
)
HEALTH = (
    "asthma", "migraine", "hypertension", "type 2 diabetes", "eczema", "hypothyroidism",
    "chronic back pain", "seasonal allergies", "anemia", "osteoarthritis", "tinnitus",
    "irritable bowel syndrome", "psoriasis", "sleep apnea", "gout", "sinusitis",
)
NATIONALITIES = (
    "Canadian", "Portuguese", "Danish", "Norwegian", "Austrian", "Belgian", "Chilean", "Irish",
    "Dutch", "Swedish", "Finnish", "Polish", "Czech", "Greek", "Argentinian", "Australian",
    "Kenyan", "Vietnamese", "Mexican", "Brazilian", "Italian", "Spanish", "German", "French",
)
RELIGIONS = ("Catholic", "Protestant", "Buddhist", "Hindu", "Jewish", "Muslim", "Sikh",
             "Orthodox Christian", "Lutheran", "Methodist", "Baptist", "Quaker")
POLITICAL = ("Democrat", "Republican", "Liberal", "Conservative", "Labour", "Green",
             "Libertarian", "Social Democrat", "Independent", "Centrist")
_CODEWORDS = ("heron", "maple", "cobalt", "juniper", "falcon", "willow", "quartz", "harbor",
              "summit", "cedar", "orchid", "comet", "atlas", "beacon", "ember", "meadow")
# Leading words of user terms that say what kind of thing the term is; they stay.
_KIND_WORDS = frozenset(
    words("project operation team program programme codename product plan")
)


def _stems(phrase: str) -> set[str]:
    return {word[:5] for word in phrase.casefold().replace("-", " ").split() if len(word) >= 4}


def _alternative(original: str, pool: tuple[str, ...], draw: Draw) -> str:
    # nothing of the same word family: "asthma" for "asthmatic child" would say it again
    stems = _stems(original)
    options = [p for p in pool if p.casefold() != original.strip().casefold()
               and not stems & _stems(p)] or [p for p in pool
                                             if p.casefold() != original.strip().casefold()]
    choice = draw.rng.choice(options)
    style = case_style(original)
    if style == "mixed" and original[:1].isupper():
        return choice[:1].upper() + choice[1:]
    return apply_case(style, choice)


# a self-employed person's trade said by the business they run ("I run a small café",
# detect/rules_self_employed.py, which finds the kinds below) gets another business, not a job:
# "I run a small bakery"
BUSINESSES = ("bakery", "florist", "café", "barbers", "nail salon", "gift shop",
              "dog grooming business", "cleaning business", "food truck", "bike repair shop",
              "yoga studio", "print shop")
BUSINESS_KINDS = (
    "café", "cafe", "coffee shop", "tea room", "shop", "salon", "studio", "stall", "bakery",
    "barbers", "barbershop", "takeaway", "restaurant", "pub", "bar", "nursery", "daycare",
    "practice", "agency", "garage", "clinic", "gym", "boutique", "florist", "food truck", "b&b",
    "guesthouse", "guest house", "farm", "workshop", "business", "company", "firm", "venue",
    "kennels", "cattery", "pharmacy", "surgery", "driving school", "dance school", "bookshop",
    "deli", "patisserie", "pizzeria", "taqueria",
)


def names_a_business(original: str) -> bool:
    """Whether an OCCUPATION span is the business someone runs ("street food stall")."""
    phrase = " ".join(original.casefold().split())
    return any(phrase == kind or phrase.endswith(" " + kind) for kind in BUSINESS_KINDS)


def generate_occupation(draw: Draw) -> str:
    if names_a_business(draw.original):
        return _alternative(draw.original, BUSINESSES, draw)
    return _alternative(draw.original, OCCUPATIONS, draw)


# a test's value or a reading ("8.2", "182/104", "6,8"): detect/rules_lab_values.py
_READING = re.compile(r"\d{1,3}(?:[.,]\d{1,2})?(?:\s?/\s?\d{2,3})?")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def names_a_reading(original: str) -> bool:
    """Whether a HEALTH span is a value ("8.2", "182/104"), not a condition."""
    return _READING.fullmatch(original.strip()) is not None


def _nearby_value(number: str, draw: Draw) -> str:
    """The number moved by 2-6 % either way, with as many decimals and the same decimal mark:
    the reply's reading of it (high, normal, borderline) mostly stays, the exact value goes."""
    mark = "," if "," in number else "."
    decimals = len(number.partition(mark)[2])
    value = float(number.replace(",", "."))
    step = 10 ** -decimals
    for _ in range(8):
        factor = 1 + draw.rng.choice((-1, 1)) * draw.rng.uniform(0.02, 0.06)
        moved = max(step, round(value * factor, decimals))
        text = f"{moved:.{decimals}f}".replace(".", mark)
        if text != number:
            return text
    return f"{value + step:.{decimals}f}".replace(".", mark)


def generate_health(draw: Draw) -> str:
    from .injuries import injury_standin, names_an_injury

    if names_a_reading(draw.original):
        return _NUMBER.sub(lambda m: _nearby_value(m.group(), draw), draw.original)
    if names_an_injury(draw.original):
        swapped = injury_standin(draw)
        if swapped != draw.original:
            return swapped
    return _alternative(draw.original, HEALTH, draw)


# Someone's immigration status, which the NER calls a group: its stand-in is another status of
# the same part of speech ("is undocumented" became "is muslim")
STATUS_WORDS = ("undocumented", "naturalized", "stateless", "visa-sponsored")
STATUS_NOUNS = ("refugee", "asylum seeker", "permanent resident", "green-card holder",
                "visa holder", "work-permit holder", "DACA recipient", "immigrant")
# a status one is "on" or "has" ("I'm on pre-settled status"): another of its kind
STATUS_HELD = ("settled status", "pre-settled status", "indefinite leave to remain",
               "limited leave to remain", "refugee status", "humanitarian protection")
_STATUS_KEYS = ("undocumented", "illegal", "naturali", "stateless", "asylum", "refugee",
                "immigrant", "migrant", "permanent resident", "green card", "green-card", "visa",
                "daca", "dreamer", "work permit", "work-permit", "sans-papiers", "indocumentad",
                "settled status", "leave to remain", "ilr", "humanitarian protection")


def names_a_status(phrase: str) -> bool:
    """Whether `phrase` is an immigration status ("undocumented", "a refugee", "DACA")."""
    key = phrase.strip().casefold()
    return any(word in key for word in _STATUS_KEYS)


# a faith's diet becomes a diet of no faith: "halal meals" -> "vegetarian meals"
RELIGIOUS_DIETS = ("halal", "kosher", "jhatka")
PLAIN_DIETS = ("vegetarian", "vegan", "pescatarian", "dairy-free")


def generate_nrp(draw: Draw) -> str:
    key = draw.original.strip().casefold()
    if key in RELIGIOUS_DIETS:
        return apply_case(draw.original, draw.rng.choice(PLAIN_DIETS))
    if names_a_status(key):
        if key.endswith(("status", "remain", "protection")) or key == "ilr":
            return _alternative(draw.original, STATUS_HELD, draw)
        adjective = " " not in key and key.endswith(("ed", "less", "al"))
        return _alternative(draw.original, STATUS_WORDS if adjective else STATUS_NOUNS, draw)
    for pool in (RELIGIONS, POLITICAL):
        if any(key.startswith(p.casefold()[:5]) for p in pool):
            return _alternative(draw.original, pool, draw)
    return _alternative(draw.original, NATIONALITIES, draw)


def generate_custom(draw: Draw) -> str:
    """A neutral code word per word, keeping kind words ("Project Falcon" -> "Project Cedar")."""
    out = []
    for word in draw.original.split(" "):
        if word.casefold() in _KIND_WORDS:
            out.append(word)
        elif word.isalpha():
            new = draw.rng.choice(_CODEWORDS)
            new = new.capitalize() if word[:1].isupper() else new
            out.append(apply_case(case_style(word), new))
        else:
            out.append(replace_runs(word, draw.rng, _CODEWORDS))
    return " ".join(out)
