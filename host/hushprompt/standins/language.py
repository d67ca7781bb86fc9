"""The language a prompt is written in, as a Faker locale, so that a firm's stand-in in a
Polish letter is a Polish firm ("Zięcik-Hirsch i syn s.c."), not "Schwartz, Combs and Mills".

Written here: a dozen function words per language tell a prompt's language well enough for
this. Language identification packages are no dependency of the host: langdetect loads dozens
of language profiles and answers at random unless seeded, fastText needs a model file of its
own; a guess made on the send path, once per prompt, wants neither.
"""

from __future__ import annotations

import functools

from ..regex_cache import compile_rule

_FUNCTION_WORDS = {
    "en_US": "the and is are was with for you your this that have not what can please my",
    "de_DE": "der die das und ist nicht ich mit ein eine auf für sie wir mein meine bei",
    "fr_FR": "le la les et est une des pour pas je vous mon dans avec sur qui nous",
    "es_ES": "el la los las y es una por para con mi que del pero como está tengo",
    "it_IT": "il lo gli della che è una per con non sono mio mia anche del ho",
    "pt_BR": "o os as uma não com para que do da meu minha está tenho são em",
    "nl_NL": "de het een en is niet ik met voor op van dat mijn zijn wij",
    "pl_PL": "jest nie się na że to do mnie mój moja jak czy od za przez",
    "sv_SE": "och är att det inte jag med för på som min har en av",
    "da_DK": "og er at det ikke jeg med for på som min har af til",
    "no_NO": "og er at det ikke jeg med for på som min har av til",
    "tr_TR": "ve bir bu için ile da de ne var değil ben benim mı mi",
    "cs_CZ": "je se na že to jsem v a s pro jak ale mi ve",
    "ro_RO": "și este în la cu pentru nu că un o sunt meu mea",
    "hu_HU": "és a az hogy nem egy van vagyok meg is de ez",
    "fi_FI": "ja on ei että se olen minä mutta kun tai myös",
}
_WORD = compile_rule(r"[^\W\d_]+")
_UKRAINIAN = compile_rule(r"[іїєґІЇЄҐ]")
_CYRILLIC = compile_rule(r"[а-яёА-ЯЁ]")
_GREEK = compile_rule(r"[α-ωά-ώΑ-Ω]")
_LATIN_LOCALE_MIN_HITS = 3


@functools.cache
def _vocabulary() -> dict[str, frozenset[str]]:
    return {locale: frozenset(words.split()) for locale, words in _FUNCTION_WORDS.items()}


@functools.lru_cache(maxsize=256)
def prompt_locale(text: str) -> str:
    """The Faker locale of the language most of `text` is in; "en_US" when unsure."""
    if _GREEK.search(text):
        return "el_GR"
    if _CYRILLIC.search(text):
        return "uk_UA" if _UKRAINIAN.search(text) else "ru_RU"
    counts = dict.fromkeys(_FUNCTION_WORDS, 0)
    vocabulary = _vocabulary()
    for word in _WORD.findall(text.casefold()):
        for locale, words in vocabulary.items():
            if word in words:
                counts[locale] += 1
    best = max(counts, key=lambda locale: counts[locale])
    if counts[best] < _LATIN_LOCALE_MIN_HITS or counts[best] <= counts["en_US"]:
        return "en_US"
    return best

