"""Body parts of the injuries detect/rules_injuries.py finds, and the stand-in of an injury: the
same words with another body part of the same language ("hurt his shoulder" -> "hurt his knee",
"me lesioné la rodilla" -> "me lesioné la cadera"), so the sentence still reads and the reply
still fits an injury, while which one goes."""

from __future__ import annotations

import re

from .common import Draw

# each language's parts, with the article Spanish, Portuguese and French put before them (a
# stand-in takes a part of the same article, so an adjective after it still agrees)
BODY_EN = ("back", "neck", "shoulder", "knee", "ankle", "wrist", "hip", "arm", "leg", "foot",
           "hand", "elbow", "finger", "toe", "collarbone", "ribs", "rib", "pelvis", "spine",
           "hamstring", "achilles", "acl", "meniscus", "head", "nose", "jaw", "thumb", "calf",
           "groin", "disc")
BODY_ES = {"rodilla": "la", "tobillo": "el", "muñeca": "la", "hombro": "el", "espalda": "la",
           "cadera": "la", "brazo": "el", "pierna": "la", "pie": "el", "mano": "la", "codo": "el",
           "dedo": "el", "clavícula": "la", "costilla": "la", "columna": "la", "cuello": "el"}
BODY_PT = {"joelho": "o", "tornozelo": "o", "pulso": "o", "ombro": "o", "costas": "as",
           "quadril": "o", "braço": "o", "perna": "a", "pé": "o", "mão": "a", "cotovelo": "o",
           "costela": "a", "pescoço": "o"}
BODY_FR = {"bras": "le", "jambe": "la", "poignet": "le", "genou": "le", "cheville": "la",
           "épaule": "l'", "dos": "le", "hanche": "la", "pied": "le", "main": "la", "coude": "le",
           "doigt": "le", "clavicule": "la"}
# what an English stand-in may swap in: parts that take the same verbs
_EN_SWAPS = ("back", "neck", "shoulder", "knee", "ankle", "wrist", "hip", "elbow", "arm", "leg")
_OPERATED = re.compile(r"(?i)\boperad[oa]\b|\boperaron\b")
_HOSPITALISED = {"operado": "internado", "operada": "internada", "operaron": "internaron"}
_ARTICLE_AND_PART = re.compile(r"(?i)\b(?P<article>el|la|los|las|o|a|os|as|le|l['’])(?P<space>\s*)"
                               r"(?P<part>[^\W\d_]+)")


def names_an_injury(original: str) -> bool:
    from hushprompt.detect.rules_injuries import is_injury

    return is_injury(original)


def injury_standin(draw: Draw) -> str:
    """The injury with another body part of the same gender; an operation becomes a stay in
    hospital ("fui operado" -> "fui internado", "me operaron" -> "me internaron")."""
    original = draw.original
    if _OPERATED.search(original):
        return _OPERATED.sub(lambda m: _HOSPITALISED[m.group().casefold()], original)
    words = original.split()
    last = words[-1].casefold() if words else ""
    if last in BODY_EN:
        swap = draw.rng.choice([p for p in _EN_SWAPS if p != last])
        return " ".join(words[:-1] + [swap])
    for parts in (BODY_ES, BODY_PT, BODY_FR):
        for match in _ARTICLE_AND_PART.finditer(original):
            part = match.group("part").casefold()
            if part in parts:
                article = parts[part]
                choice = draw.rng.choice([p for p, a in parts.items() if p != part and a == article]
                                         or [p for p in parts if p != part])
                article = parts[choice]
                space = "" if article.endswith(("'", "’")) else " "
                return (original[: match.start()] + article + space + choice
                        + original[match.end():])
    return original
