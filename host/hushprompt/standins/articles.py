"""A class stand-in's own article ("a respiratory condition") where the prompt already has a
determiner before the original: "my asthma" becomes "my respiratory condition", not "my a
respiratory condition".

A conversation keeps one stand-in per original, with its article, because most places need it
("has asthma" -> "has a respiratory condition"); the article is left out only where it is
written, after "my", "the", "her", "Maria's" and the like. Restore knows both forms
(restore.py, `_label_forms`).
"""

from __future__ import annotations

from hushprompt.regex_cache import compile_rule

_LEADING_ARTICLE = compile_rule(r"(?:a|an|A|An|AN)[ \t]+(?=\S)")
# A determiner or a possessive right before the original. Determiners of the other languages
# prompts mix in are listed where they are no English word ("mi", "mein", "mijn", "meu"); "a",
# "o", "die", "son" and "ma" are left out (English words or articles of their own).
_DETERMINER_BEFORE = compile_rule(
    r"(?:^|(?<=[\s(\"'“‘]))(?i:my|your|his|her|its|our|their|the|this|these|those|"
    r"no|any|some|every|each|another|whose|which|what|"
    r"mi|mis|tu|tus|su|sus|nuestro|nuestra|mon|ta|sa|mes|tes|ses|notre|votre|leur|"
    r"mein|meine|meinem|meinen|meiner|sein|seine|seinem|seinen|ihr|ihre|ihrem|ihren|unser|"
    r"unsere|mijn|zijn|onze|meu|minha|seu|sua|nosso|nossa|mio|mia|suo|"
    r"el|la|le|les|los|las|der|das|dem|den|het|"
    # their "a" and "of" (the stand-in is English in a sentence of theirs: "un infarto" -> "un
    # heart condition", "souffre de fibromyalgie" -> "souffre de chronic condition")
    r"un|una|une|uno|um|uma|ein|eine|einen|einem|einer|een|de|di|da|du|des|del|della|do|"
    r"von|vom|van)[ \t]+$"
    # a possessive: "my son's asthma", "Maria's diabetes", "my parents' divorce"
    r"|[^\W\d_](?:['’]s|s['’])[ \t]+$"
)
# how far back a determiner and its spaces can start
_LOOK_BACK = 16


def after_determiner(text: str, start: int) -> bool:
    """Whether a determiner or a possessive stands right before `text[start:]`."""
    return _DETERMINER_BEFORE.search(text, max(0, start - _LOOK_BACK), start) is not None


def without_article(standin: str) -> str | None:
    """`standin` without its leading "a" or "an", or None when it has none."""
    match = _LEADING_ARTICLE.match(standin)
    return standin[match.end():] if match else None


def fitted_to_determiner(text: str, start: int, original: str, replacement: str) -> str:
    """The replacement as written at `start`: without its article after a determiner (unless
    the original brings an article of its own: "a DVT")."""
    bare = without_article(replacement)
    if bare is None or without_article(original) is not None or not after_determiner(text, start):
        return replacement
    return bare
