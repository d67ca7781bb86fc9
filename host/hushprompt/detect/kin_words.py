"""Possessives and kin or role nouns that lead a name: spaCy's English model, and sometimes the
NER, read them into a name or an organisation in languages that capitalise nouns ("Mein Mann
Jonas", "Meine Tochter Lena", "Unser Vermieter Herr Krause", "Mijn Vrouw Sanne")."""

from __future__ import annotations

from hushprompt.regex_cache import compile_rule

POSSESSIVES = frozenset({
    "mein", "meine", "meinem", "meinen", "meiner", "unser", "unsere", "unserem", "unseren",
    "dein", "deine", "sein", "seine", "ihr", "ihre", "mijn", "onze", "my", "our", "his", "her",
    "their",
})
# kin and role nouns: trimmed only after a possessive ("Son Heung-min" is a name)
KIN_NOUNS = frozenset({
    "mann", "ehemann", "frau", "ehefrau", "sohn", "tochter", "bruder", "schwester", "vater",
    "mutter", "oma", "opa", "chef", "chefin", "kollege", "kollegin", "freund", "freundin",
    "nachbar", "nachbarin", "vermieter", "vermieterin", "partner", "partnerin", "enkel",
    "enkelin", "neffe", "nichte", "onkel", "tante", "cousin", "cousine", "schwager",
    "schwägerin", "man", "vrouw", "zoon", "dochter", "broer", "zus", "vader", "moeder",
    "buurman", "buurvrouw", "huisbaas", "baas", "collega", "vriend", "vriendin", "husband",
    "wife", "son", "daughter", "brother", "sister", "father", "mother", "boss", "colleague",
    "friend", "neighbour", "neighbor", "landlord", "landlady",
})
# For the name rules (rules_names.find_names_with_kin), as regex alternations: words for a parent
# or grandparent that name someone alone ("pappa Dariush"), words for a child, a sibling or a
# spouse that do only after a possessive ("mein Mann Andrzej"; "Sohn" is also a surname), and
# those possessives, in the languages prompts mix in.
KIN_ALONE = (r"pappa|mamma|maman|papa|mama|mamá|papá|mamãe|papai|babbo|nonna|nonno|"
             r"mormor|morfar|farmor|farfar|babcia|dziadek|mutti|vati|abuela|abuelo|avó|avô|"
             r"oma|opa|tata|tía|tío|tia|tio|zia|zio|tante|onkel|ciocia|wujek")
KIN_OWNED = (r"sohn|tochter|mann|frau|bruder|schwester|fille|fils|frère|sœur|mari|femme|hijo|"
             r"hija|hermano|hermana|esposo|esposa|marido|mujer|filho|filha|irmão|irmã|figlio|"
             r"figlia|fratello|sorella|marito|moglie|zoon|dochter|broer|zus|vrouw|dotter|bror|"
             r"syster|sambo|syn|córka|brat|siostra|mąż|żona|oğlum|kızım|eşim")
OWN_WORDS = (r"mein|meine|meinem|meinen|meiner|unser|unsere|mon|ma|mes|notre|mi|mis|nuestra|"
             r"nuestro|meu|minha|mio|mia|il mio|la mia|mijn|onze|min|mitt|mina|vår|mój|moja|"
             r"mojego|mojej|my|our|her|his")
# a title before a surname: "Herr Krause", "Frau Dr. Yilmaz", "Mevrouw Jansen"
PERSON_TITLE = compile_rule(
    r"^(?:Herr|Frau|Hr\.|Fr\.|Mevrouw|Meneer|Dhr\.|Mw\.|Mr|Mrs|Ms|Dr)\.?\s+")
_WORD_BEFORE = compile_rule(r"([^\W\d_]+)\s+$")


def trim_kin(text: str, start: int, end: int) -> int:
    """The start of `text[start:end]` without the possessive and the kin nouns after it that
    lead it (the possessive may be just before the span: "Meine [Tochter Lena]")."""
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    owned = before is not None and before.group(1).casefold() in POSSESSIVES
    while True:
        first, _, rest = text[start:end].partition(" ")
        word = first.casefold()
        if not rest or not (word in POSSESSIVES or owned and word in KIN_NOUNS):
            return start
        owned = True
        start += len(first) + 1


def kin_noun_alone(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` is only a kin or role noun after a possessive ("Meine
    [Schwester] arbeitet als Lehrerin"): German capitals, no name."""
    before = _WORD_BEFORE.search(text, max(0, start - 20), start)
    return (before is not None and before.group(1).casefold() in POSSESSIVES
            and text[start:end].strip().casefold() in KIN_NOUNS)
