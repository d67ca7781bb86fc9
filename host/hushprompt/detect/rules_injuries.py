"""Injuries and operations said of someone, the person in the words themselves: "hurt his
shoulder at work", "broke my wrist", "Kev is off with his shoulder again", "me lesioné la
rodilla", "parti o pulso esquerdo", "fui operado", "je me suis cassé le bras".

Hand-written: the condition lists name illnesses, not what happened to a body part, and the
NER misses most of these phrases outside English. Each pattern carries its person (a
possessive, a reflexive pronoun or a first-person verb), so "how long does a broken wrist take
to heal?" stays the task.
"""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.standins.injuries import BODY_EN, BODY_ES, BODY_FR, BODY_PT
from hushprompt.types import Finding, Label

SOURCE = "rules:injury"  # (context.py does not judge these again: the words name the person)

_BODY_EN = "|".join(BODY_EN)
_BODY_ES_PT = "|".join([*BODY_ES, *BODY_PT])
_BODY_FR = "|".join(BODY_FR)
_INJURY = compile_rule(
    # English: "broke my wrist", "hurt his shoulder", "off with her back", "tore my ACL"
    r"(?i)\b(?P<en>(?:broke|broken|fractured|sprained|injured|hurt|twisted|dislocated|tore|"
    r"torn|pulled|damaged|(?:signed\s+)?off(?:\s+sick)?\s+with|put\s+out)\s+"
    rf"(?:my|his|her|their|our)\s+(?:(?:left|right|lower|upper)\s+)?(?:{_BODY_EN}))\b"
    # Spanish and Portuguese: "me lesioné la rodilla", "se rompió el brazo", "parti o pulso
    # esquerdo", "quebrei a perna", "fui operado", "me operaron"
    r"|\b(?P<es>(?:me|se|te)\s+(?:lesion[ée]|lesionó|romp[ií]|rompió|fractur[ée]|fracturó|"
    r"torc[ií]|torció|disloqu[ée]|quebr[ée]|quebró|machuqu[ée]i|machucou|lesionei|lesionou)\s+"
    rf"(?:el|la|los|las|o|a|os|as)\s+(?:{_BODY_ES_PT})(?:\s+(?:izquierd[oa]|derech[oa]|"
    r"esquerd[oa]|direit[oa]))?"
    r"|(?:parti|quebrei|fraturei|torci|desloquei|lesionei)\s+(?:o|a|os|as)\s+"
    rf"(?:{_BODY_ES_PT})(?:\s+(?:esquerd[oa]|direit[oa]))?"
    r"|(?:fui|foi|fue)\s+operad[oa]|me\s+operaron|le\s+operaron)\b"
    # French: "je me suis cassé le bras", "il s'est fracturé la cheville"
    r"|\b(?P<fr>(?:me\s+suis|s['’]est|t['’]es)\s+(?:cassée?|fracturée?|foulée?|tordue?|"
    rf"blessée?)\s+(?:le|la|les|l['’])\s*(?:{_BODY_FR}))\b"
)


def is_injury(phrase: str) -> bool:
    """Whether `phrase` is one of the injuries found here ("hurt his shoulder")."""
    match = _INJURY.fullmatch(phrase.strip())
    return match is not None


def find_injuries(text: str) -> Iterable[Finding]:
    for match in _INJURY.finditer(text):
        group = next(g for g in ("en", "es", "fr") if match.group(g))
        yield finding(text, *match.span(group), Label.HEALTH, SOURCE, 0.7)


INJURY_RECOGNIZERS = (find_injuries,)
