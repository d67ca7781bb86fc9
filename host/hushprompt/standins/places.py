"""ADDRESS, POSTCODE, LOCATION and ORG stand-ins (city for a city, country for a country...)."""

from __future__ import annotations

import re

from hushprompt.regex_cache import compile_rule

from .common import Draw, apply_case, case_style, reshape, words
from .language import prompt_locale

# Real cities by country: Faker's city generators in several locales invent names ("Lake
# Josephborough"), which read as fake; these read as real places.
CITIES = {
    "US": "Portland Denver Austin Raleigh Columbus Omaha Tucson Madison Boise Richmond Tampa "
    "Sacramento Pittsburgh Cincinnati Albuquerque Spokane Savannah Charleston Knoxville Dayton",
    "GB": "Leeds Bristol Norwich Leicester Nottingham Sheffield Cardiff Exeter Reading York "
    "Brighton Coventry Derby Plymouth Swansea Aberdeen Dundee Bath Chester Oxford",
    "DE": "Hamburg Leipzig Dresden Hannover Bremen Nürnberg Münster Freiburg Kassel Mainz "
    "Bonn Augsburg Regensburg Kiel Rostock Potsdam Erfurt Ulm Heidelberg Darmstadt",
    "FR": "Lyon Nantes Lille Rennes Toulouse Bordeaux Grenoble Dijon Montpellier Strasbourg "
    "Angers Reims Tours Limoges Metz Nancy Rouen Caen Amiens Orléans",
    "IN": "Pune Jaipur Lucknow Nagpur Indore Bhopal Surat Kochi Mysuru Coimbatore Vadodara "
    "Chandigarh Nashik Visakhapatnam Ludhiana Agra Patna Ranchi Guwahati Dehradun",
    "IT": "Bologna Verona Padova Trieste Parma Modena Bari Brescia Genova Perugia Pisa "
    "Bergamo Trento Lecce Siena Ancona Udine Vicenza Ferrara Ravenna",
    "ES": "Valencia Bilbao Zaragoza Málaga Murcia Granada Alicante Córdoba Valladolid Vigo "
    "Gijón Oviedo Pamplona Santander Salamanca Burgos León Cádiz Toledo Girona",
    "CA": "Calgary Ottawa Winnipeg Halifax Victoria Saskatoon Regina Hamilton Kelowna London",
    "AU": "Perth Adelaide Brisbane Hobart Darwin Canberra Geelong Cairns Townsville Newcastle",
    # the countries of the other languages prompts are written in (standins/language.py), in
    # their own script
    "PL": "Lublin Gdańsk Poznań Wrocław Szczecin Bydgoszcz Katowice Rzeszów Olsztyn Opole",
    "NL": "Utrecht Groningen Eindhoven Tilburg Breda Nijmegen Haarlem Arnhem Leiden Zwolle",
    "BR": "Curitiba Recife Salvador Campinas Goiânia Belém Manaus Florianópolis Natal Vitória",
    "SE": "Uppsala Västerås Örebro Linköping Helsingborg Jönköping Norrköping Lund Umeå Gävle",
    "DK": "Aarhus Odense Aalborg Esbjerg Randers Kolding Horsens Vejle Roskilde Herning",
    "NO": "Bergen Trondheim Stavanger Drammen Fredrikstad Kristiansand Tromsø Sandnes Ålesund Bodø",
    "TR": "Bursa Antalya Konya Adana Gaziantep Mersin Kayseri Eskişehir Samsun Trabzon",
    "CZ": "Brno Ostrava Plzeň Liberec Olomouc Pardubice Zlín Jihlava Opava Kladno",
    "RO": "Cluj-Napoca Timișoara Iași Constanța Craiova Brașov Galați Oradea Sibiu Arad",
    "HU": "Debrecen Szeged Miskolc Pécs Győr Nyíregyháza Kecskemét Székesfehérvár Szombathely Eger",
    "FI": "Tampere Turku Oulu Jyväskylä Lahti Kuopio Pori Joensuu Lappeenranta Vaasa",
    "RU": "Казань Самара Пермь Воронеж Ярославль Тула Калуга Иркутск Томск Омск",
    "UA": "Полтава Вінниця Житомир Чернігів Суми Рівне Луцьк Тернопіль Ужгород Херсон",
    "GR": "Πάτρα Ηράκλειο Βόλος Ιωάννινα Καβάλα Χανιά Σέρρες Κοζάνη Καλαμάτα Ρόδος",
}
# where a town of an English prompt, or of a language without its own list, may come from
_ANYWHERE = ("AU", "CA", "DE", "ES", "FR", "GB", "IN", "IT", "US")
# the country whose towns a stand-in of a prompt in that language comes from
_LOCALE_TOWNS = {"de_DE": "DE", "fr_FR": "FR", "es_ES": "ES", "it_IT": "IT", "pt_BR": "BR",
                 "nl_NL": "NL", "pl_PL": "PL", "sv_SE": "SE", "da_DK": "DK", "no_NO": "NO",
                 "tr_TR": "TR", "cs_CZ": "CZ", "ro_RO": "RO", "hu_HU": "HU", "fi_FI": "FI",
                 "ru_RU": "RU", "uk_UA": "UA", "el_GR": "GR"}
COUNTRIES = words(
    "Portugal Belgium Austria Denmark Norway Sweden Finland Ireland Greece Poland Czechia Hungary "
    "Romania Croatia Chile Argentina Colombia Peru Mexico Canada Australia Japan Kenya Ghana "
    "Morocco Egypt Vietnam Thailand Malaysia Indonesia Philippines Singapore Turkey Israel "
    "Netherlands Switzerland Brazil Spain Italy France Germany India China Nigeria"
)
US_STATES = words(
    "Oregon Colorado Texas Ohio Nebraska Arizona Wisconsin Idaho Virginia Florida Georgia Utah "
    "Montana Kansas Iowa Maine Vermont Nevada Kentucky Tennessee Alabama Minnesota Michigan"
)
_ALL_CITIES = {c.casefold(): country for country, names in CITIES.items() for c in names.split()}
_COUNTRY_KEYS = {c.casefold() for c in COUNTRIES} | {
    "usa", "us", "united states", "uk", "united kingdom", "england", "scotland", "wales", "russia",
    "ukraine", "south africa", "new zealand", "south korea", "korea", "pakistan", "bangladesh",
}
_STATE_KEYS = {s.casefold() for s in US_STATES} | {
    "california", "new york", "washington", "massachusetts", "illinois", "pennsylvania",
    "new jersey", "north carolina", "south carolina", "maryland", "oklahoma", "missouri",
}
_ORG_SUFFIX = compile_rule(
    r"(?P<sep>,?\s+)(?P<suffix>(?:Inc|LLC|L\.L\.C|Ltd|Limited|GmbH|AG|SA|S\.A|SAS|SRL|BV|NV|plc|PLC|"
    r"Corp|Corporation|Co|Company|Group|Holdings|LLP|LP|Pty Ltd|KG|AB|Oy|AS)\.?)$",
    re.IGNORECASE,
)


def _pick_other(names: list[str], original: str, draw: Draw) -> str:
    choices = [n for n in names if n.casefold() != original.casefold()]
    return draw.rng.choice(choices)


def generate_location(draw: Draw) -> str:
    original = draw.original.strip()
    key = original.casefold()
    style = case_style(original)
    if key in _COUNTRY_KEYS:
        new = _pick_other(COUNTRIES, original, draw)
    elif key in _STATE_KEYS:
        new = _pick_other(US_STATES, original, draw)
    elif len(original) == 2 and original.isupper():  # state / country code
        new = reshape(original, draw.rng)
    else:
        country = (_ALL_CITIES.get(key) or _LOCALE_TOWNS.get(prompt_locale(draw.context))
                   or draw.rng.choice(_ANYWHERE))
        new = _pick_other(CITIES[country].split(), original, draw)
    return apply_case(style, new)


# The kind of an institution, which its stand-in keeps: "Lincoln High School" -> "Harper High
# School", "University of Toronto" -> "University of Dayton", "hôpital Necker" -> "hôpital
# Barnes" (a firm's name for a school made "bullied at Nguyen Ltd")
_INSTITUTION = compile_rule(
    r"(?i)(?<![^\W\d_])(?:(?:high|middle|elementary|primary|grammar|secondary|junior|senior|"
    r"public|state|charter|international|nursing|medical|law|business|community|sixth form)"
    r"[ \t]+)?(?:schools?|college|university|universit[éàa]|universität|universidad|universidade|"
    r"universiteit|uniwersytet|collège|colegio|escola|escuela|scuola|école|szkoła|liceo|lycée|"
    r"gymnasium|schule|"
    r"grundschule|gesamtschule|realschule|kita|kindergarten|nursery|academy|akademie|institute|"
    r"institut|instituto|hospital|hôpital|ospedale|krankenhaus|klinikum|klinik|"
    r"clinic|clinique|clínica|ziekenhuis|szpital|hastanesi|(?:medical|health)[ \t]+cent(?:er|re)|"
    r"church|kirche|église|iglesia|mosque|synagogue|temple|library|credit[ \t]+union|"
    r"hotel|hostel|restaurant|café|cafe|bakery|pharmacy|gym|salon)"
    r"(?![^\W\d_])"
)
_ARTICLES = compile_rule(
    r"(?i)(?:(?:the|el|la|le|les|los|las|il|lo|der|die|das|de|het)[ \t]+|l['’])?")
_CONNECTOR_AFTER = compile_rule(r"[ \t]+(?:of|de|di|du|des|del|der|für|for)[ \t]+(?:the[ \t]+)?")


def _institution(original: str, draw: Draw) -> str | None:
    """Another institution of the same kind, or None when `original` names no kind."""
    kind = _INSTITUTION.search(original)
    if kind is None:
        return None
    faker = draw.fakers.get("en_US", draw.rng)
    lead = original[:kind.start()]
    # an article before the kind stays ("el Hospital Clínico", "l'Université Paris 8"); any
    # other word before it is the name's
    lead = lead if _ARTICLES.fullmatch(lead) else ""
    connector = _CONNECTOR_AFTER.match(original, kind.end())
    if connector is not None:  # "University of Toronto": the place after it changes
        city = _pick_other([c for names in CITIES.values() for c in names.split()],
                           original[connector.end():], draw)
        return lead + original[kind.start():connector.end()] + city
    name = faker.last_name()
    if original[kind.end():].strip(" .,"):  # "Klinikum Rechts der Isar", "hôpital Necker"
        return f"{lead}{kind.group()} {name}"
    return f"{name} {kind.group()}"  # "Lincoln High School", "St. Vincent's Hospital"


def generate_org(draw: Draw) -> str:
    original = draw.original.strip()
    # a firm of the prompt's language: "Zięcik-Hirsch i syn s.c." in a Polish letter
    faker = draw.fakers.get(prompt_locale(draw.context), draw.rng)
    match = _ORG_SUFFIX.search(original)
    institution = None if match else _institution(original, draw)
    if institution is not None:
        new = institution
    elif match:
        base = faker.last_name()
        if draw.rng.random() < 0.5:
            base += " " + draw.rng.choice(["Analytics", "Systems", "Partners", "Labs", "Works"])
        new = f"{base}{match.group('sep')}{match.group('suffix')}"
    elif original.isupper() and len(original) <= 6:  # acronyms stay acronyms
        new = reshape(original, draw.rng)
    else:
        new = faker.company()
    return apply_case(case_style(original), new) if case_style(original) == "upper" else new


def generate_postcode(draw: Draw) -> str:
    return reshape(draw.original, draw.rng)


_LOCALE_COUNTRY = {"en_US": "US", "en_GB": "GB", "de_DE": "DE", "fr_FR": "FR", "it_IT": "IT",
                   "es_ES": "ES"}


def _address_locale(text: str) -> str:
    lower = text.lower()
    if re.search(r"stra(ß|ss)e|str\.|weg\b|platz\b|allee\b", lower):
        return "de_DE"
    if re.search(r"\b(rue|avenue|boulevard|bd|allée|chemin)\b", lower) and not re.search(
            r"^\d+\s+\w+\s+avenue", lower):
        return "fr_FR"
    if re.search(r"\b(via|viale|piazza|corso)\b", lower):
        return "it_IT"
    if re.search(r"\b(calle|avenida|plaza|paseo)\b", lower):
        return "es_ES"
    if re.search(r"gatan\b|vägen\b|\blgh\b", lower):  # "Fjällgatan 14B, lgh 1203"
        return "sv_SE"
    if re.search(r"(?:straat|laan|gracht|plein|kade)\b", lower):
        return "nl_NL"
    if re.search(r"\b(?:ul\.|ulica|al\.|aleja)\s", lower):
        return "pl_PL"
    if re.search(r"\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b", text):
        return "en_GB"
    return "en_US"


_COORDINATE = compile_rule(r"(-?)(\d{1,3})\.(\d+)")


def _coordinate(draw: Draw) -> str:
    """Another coordinate with as many decimals: a latitude's degrees stay under 90, a
    longitude's (three digits written) under 180."""
    sign, degrees, decimals = _COORDINATE.fullmatch(draw.original.strip()).groups()
    top = 179 if len(degrees) == 3 else 89
    new_degrees = draw.rng.choice([d for d in range(top + 1) if str(d) != degrees])
    new_decimals = "".join(str(draw.rng.randint(0, 9)) for _ in decimals)
    return f"{sign}{new_degrees}.{new_decimals}"


_UNIT = compile_rule(
    r"(?P<word>(?i:unit|apt\.?|apartment|flat|suite|mieszkani[eau]|wohnung|appartement|appart|"
    r"piso|departamento|depto\.?|interno)[ \t]+(?:nr\.?[ \t]*|n[°º]\.?[ \t]*)?#?)"
    r"(?P<number>\d{1,4}[A-Z]?)")


def generate_address(draw: Draw) -> str:
    """Street part from Faker in the address's locale; further comma parts keep their kind."""
    if _COORDINATE.fullmatch(draw.original.strip()):
        return _coordinate(draw)  # a home's coordinates in a configuration
    unit = _UNIT.fullmatch(draw.original.strip())
    if unit is not None:  # "Unit 12C" -> "Unit 47F": another unit of a building
        return unit.group("word") + reshape(unit.group("number"), draw.rng)
    parts = draw.original.split(",")
    locale = _address_locale(draw.original)
    faker = draw.fakers.get(locale, draw.rng)
    out = []
    for index, part in enumerate(parts):
        stripped = part.strip()
        lead = part[: len(part) - len(part.lstrip())]
        trail = part[len(part.rstrip()):]
        if not stripped:
            new = stripped
        elif index == 0:
            new = faker.street_address().replace("\n", " ")
            if stripped[0].isdigit() and not new[0].isdigit():
                new = f"{faker.building_number()} {faker.street_name()}"
        elif any(ch.isdigit() for ch in stripped):
            new = _place_with_code(stripped, locale, draw)
        elif stripped.casefold() in _COUNTRY_KEYS or stripped.casefold() in _STATE_KEYS or (
                len(stripped) == 2 and stripped.isupper()):
            new = stripped  # country / state names beside a street identify nobody by themselves
        else:
            country = _LOCALE_COUNTRY.get(locale) or draw.rng.choice(sorted(CITIES))
            new = _pick_other(CITIES[country].split(), stripped, draw)
        out.append(lead + apply_case(case_style(stripped), new) + trail)
    return ",".join(out)


_UNIT_WORDS = frozenset(
    {"apt", "apartment", "suite", "ste", "unit", "floor", "fl", "room", "rm", "box", "po box",
     "building", "bldg", "flat", "no", "nr", "piso", "puerta", "étage", "stock", "whg", "lgh",
     "top", "bât", "esc", "appt", "app", "m."}
)


def _place_with_code(part: str, locale: str, draw: Draw) -> str:
    """"Chicago 60613", "75008 Paris", "OR 97205", "22 Baker Street", "London NW1 6XE": a run of
    words becomes another city (or street, after a house number); codes with digits keep their
    letters and get new digits; unit words and state codes stay."""
    country = _LOCALE_COUNTRY.get(locale) or draw.rng.choice(sorted(CITIES))
    faker = draw.fakers.get(locale, draw.rng)
    tokens = re.split(r"(\s+)", part)
    out: list[str] = []
    words: list[str] = []

    def flush() -> None:
        if not words:
            return
        run = " ".join(words)
        previous = "".join(out).split()[-1:]
        digits = sum(ch.isdigit() for ch in previous[0]) if previous else 0
        after_house_number = 0 < digits <= 3  # "22 Baker Street"; "75001 Paris" is a postcode
        new = faker.street_name() if after_house_number else _pick_other(
            CITIES[country].split(), run, draw
        )
        out.append(apply_case(case_style(run), new))
        words.clear()

    for token in tokens:
        if not token or token.isspace():
            if not words:
                out.append(token)
            continue
        bare = token.rstrip(".,")
        is_word = bare.isalpha() and not (len(bare) <= 3 and bare.isupper())
        if is_word and bare.casefold() not in _UNIT_WORDS:
            words.append(token)
            continue
        flush()
        if out and not out[-1].isspace() and out[-1]:
            out.append(" ")
        out.append(_reshape_digits(token, draw))
    flush()
    return "".join(out)


def _reshape_digits(text: str, draw: Draw) -> str:
    """New digits in the same places, never the same number ("Apt 4B" -> "Apt 7B")."""
    new = "".join(str(draw.rng.randint(0, 9)) if ch.isdigit() else ch for ch in text)
    if new == text and any(ch.isdigit() for ch in text):
        at = next(i for i, ch in enumerate(text) if ch.isdigit())
        other = draw.rng.choice([d for d in "123456789" if d != text[at]])
        new = text[:at] + other + text[at + 1:]
    return new

