"""The class stand-in of a known occupation or condition: "nurse" -> "healthcare worker",
"asthma" -> "a respiratory condition".

The table (data/standins/generalizations.tsv) is the Seq2Seq teacher's own choice for each job
and condition it knows (models/data/export_generalizations.py writes it). The distilled model
reproduces it poorly (it answers most jobs with the same few classes, models/seq2seq/README.md),
so for what the teacher knows the host asks the teacher's table; the model writes the stand-in of
everything else.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from ..types import Label
from .common import case_style

GENERALIZED = frozenset({Label.OCCUPATION, Label.HEALTH})
# people a condition is said of as an adjective ("diabetic mum", "deaf son")
_PEOPLE = frozenset({
    "child", "children", "kid", "kids", "son", "daughter", "mum", "mom", "mother", "dad",
    "father", "patient", "patients", "man", "woman", "boy", "girl", "brother", "sister",
    "husband", "wife", "partner", "baby", "friend", "person", "student", "pupil", "grandmother",
    "grandfather", "grandma", "grandpa", "aunt", "uncle", "toddler", "teen", "teenager",
})


@cache
def _table() -> dict[tuple[str, str], str]:
    text = resources.files("hushprompt").joinpath(
        "data", "standins", "generalizations.tsv").read_text(encoding="utf-8")
    table: dict[tuple[str, str], str] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            label, term, generalization = line.split("\t")
            table[(label, " ".join(term.casefold().split()))] = generalization
    return table


def generalization(label: Label, original: str) -> str | None:
    """The class of `original` or of its head (the words it ends with: "night-shift charge
    nurse" -> "nurse", "severe asthma" -> "asthma", "nurses" -> "nurse"), in the original's
    case; None when the teacher does not know it. A condition said as an adjective of its person
    keeps the person: "asthmatic child" -> "ill child"."""
    if label not in GENERALIZED:
        return None
    words = original.casefold().replace("’", "'").split()
    found = (_allergy(label, words) or _person_described(label, words)
             or _by_head(label, words))
    if found is None:
        return None
    style = case_style(original)
    if style == "upper" and " " in original.strip():  # "STAFF NURSE" on a form
        return found.upper()
    if style in ("title", "mixed") and original[:1].isupper():  # "Nurse"
        return found[:1].upper() + found[1:]
    return found  # "nurse"; an acronym ("ADHD") is no phrase in capitals


# what an allergy is to, by the kind of allergen ("allergic to penicillin" -> "allergic to a
# common medication"): the answer still fits (avoid a drug, a food, a pet), the allergen goes
_ALLERGEN_KINDS = (
    ("certain foods", frozenset({
        "peanut", "peanuts", "nut", "nuts", "tree", "shellfish", "fish", "egg", "eggs", "milk",
        "dairy", "lactose", "gluten", "wheat", "soy", "soya", "sesame", "strawberries", "kiwi",
        "seafood", "prawns", "shrimp", "celery", "mustard", "lupin", "almonds", "cashews"})),
    ("a common medication", frozenset({
        "penicillin", "amoxicillin", "sulfa", "sulfonamides", "aspirin", "ibuprofen", "codeine",
        "morphine", "antibiotics", "nsaids", "contrast", "iodine", "cephalosporins"})),
    ("certain materials", frozenset({"latex", "nickel", "wool", "rubber"})),
    ("pets", frozenset({"cats", "cat", "dogs", "dog", "horses", "pets", "animals", "fur"})),
    ("insect stings", frozenset({"bee", "bees", "wasp", "wasps", "stings", "insect"})),
    ("pollen and dust", frozenset({"pollen", "dust", "mites", "grass", "hay", "mould", "mold",
                                   "trees", "ragweed"})),
)
_ALLERGY_WORDS = ("allergic", "allergy", "allergies")


def _allergy(label: Label, words: list[str]) -> str | None:
    """"severely allergic to bee stings" -> "severely allergic to insect stings"."""
    if label is not Label.HEALTH or "to" not in words:
        return None
    to = words.index("to")
    if to == 0 or words[to - 1] not in _ALLERGY_WORDS:
        return None
    said = {word.strip(",.") for word in words[to + 1:]}
    kind = next((name for name, allergens in _ALLERGEN_KINDS if said & allergens),
                "a common allergen")
    return " ".join([*words[:to + 1], kind])


def _person_described(label: Label, words: list[str]) -> str | None:
    if label is not Label.HEALTH or len(words) != 2 or words[1] not in _PEOPLE:
        return None
    found = _table().get((label.value, words[0]))
    if found is None or found.startswith(("a ", "an ")):  # a noun's class ("a chronic
        return None  # condition child") does not describe a person
    return f"{found} {words[1]}"


# the table's departments ("Susan in HR" -> "Susan in operations"): a title that ends with one is
# no department ("Head of IT", "VP of Sales")
DEPARTMENTS = frozenset({
    "hr", "payroll", "accounts", "finance", "it", "marketing", "sales", "procurement",
    "compliance", "logistics", "customer service", "recruitment", "admissions", "operations",
    "facilities",
})


def _by_head(label: Label, words: list[str]) -> str | None:
    table = _table()
    for first in range(len(words)):
        head = " ".join(words[first:])
        if label is Label.OCCUPATION and first > 0 and head in DEPARTMENTS:
            break
        for key in (head, head[:-1] if head.endswith("s") and len(head) > 4 else None):
            found = table.get((label.value, key)) if key else None
            if found is not None:
                if key != head and label is Label.OCCUPATION:  # "nurses" -> "healthcare workers"
                    found += "s"
                return found
    return None


@cache
def _class_acronyms() -> dict[str, str]:
    """The acronyms the teacher's classes are written with ("IT professional", "HR worker"),
    by their lower-case form."""
    return {word.casefold(): word for value in _table().values() for word in value.split()
            if word.isupper() and word.isalpha() and len(word) >= 2}


def with_class_acronyms(phrase: str) -> str:
    """A model-written class with its acronyms in capitals: the distilled model writes "it
    professional" for the teacher's "IT professional", which reads as the pronoun."""
    acronyms = _class_acronyms()
    return " ".join(acronyms.get(word, word) for word in phrase.split(" "))
