"""OCCUPATION, HEALTH, NRP and CUSTOM stand-ins: a plausible alternative of the same kind."""

from __future__ import annotations

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


def generate_occupation(draw: Draw) -> str:
    return _alternative(draw.original, OCCUPATIONS, draw)


def generate_health(draw: Draw) -> str:
    return _alternative(draw.original, HEALTH, draw)


# Someone's immigration status, which the NER calls a group: its stand-in is another status of
# the same part of speech ("is undocumented" became "is muslim")
STATUS_WORDS = ("undocumented", "naturalized", "stateless", "visa-sponsored")
STATUS_NOUNS = ("refugee", "asylum seeker", "permanent resident", "green-card holder",
                "visa holder", "work-permit holder", "DACA recipient", "immigrant")
_STATUS_KEYS = ("undocumented", "illegal", "naturali", "stateless", "asylum", "refugee",
                "immigrant", "migrant", "permanent resident", "green card", "green-card", "visa",
                "daca", "dreamer", "work permit", "work-permit", "sans-papiers", "indocumentad")


def names_a_status(phrase: str) -> bool:
    """Whether `phrase` is an immigration status ("undocumented", "a refugee", "DACA")."""
    key = phrase.strip().casefold()
    return any(word in key for word in _STATUS_KEYS)


def generate_nrp(draw: Draw) -> str:
    key = draw.original.strip().casefold()
    if names_a_status(key):
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
