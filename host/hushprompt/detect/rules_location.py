"""Street addresses and postcodes."""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import RegexRule
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_STREET_SUFFIX = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|"
    r"Terrace|Ter|Close|Crescent|Cres|Parkway|Pkwy|Highway|Hwy|Square|Sq|Circle|Cir|Trail|Trl|"
    r"Row|Gardens|Gdns|Walk|Mews|Hill|Grove|Park|Green|Rise|Vale|View|Loop|Alley|Pike|"
    r"Expressway|Freeway|Plaza|Embankment|Quay|Wharf|Broadway)\.?"
)
_UNIT = (
    r"(?:,?[ \t]+(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Room|Rm|#)\.?[ \t]*#?"
    r"[A-Z0-9\-]{1,6}\b)"
)
_STREET_WORD = r"(?:[A-Z][a-z'’\-]+|\d{1,3}(?:st|nd|rd|th)|[NSEW]\.?|North|South|East|West)"
STREET_ADDRESS = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?:\b(?:Apt|Apartment|Flat|Unit|Suite)\.?[ \t]*[A-Z0-9\-]{1,6},?[ \t]+)?"
        rf"\b\d{{1,6}}[A-Z]?(?:-\d{{1,4}})?,?[ \t]+(?:{_STREET_WORD}[ \t]+){{0,4}}{_STREET_SUFFIX}"
        rf"(?!\w){_UNIT}?"
    ),
    0.85,
)
PO_BOX = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(r"(?i)\bP\.?\s?O\.?\s?Box\s+\d{1,7}\b"),
    0.85,
)
# Continental style: "Hauptstraße 5", "Rue de la Paix 12" is rare; "12 rue de Rivoli" common.
EUROPEAN_STREET = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?:\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ring|laan|"
        r"straat|gracht|vej|gatan|gata|veien|plein|kade|dijk|singel|steeg|dreef)"
        r"[ \t]+\d{1,4}[a-zA-Z]?(?:/\d{1,3}[a-zA-Z]?){0,3}\b"
        # number first is French; Italian and Spanish put it last (LATIN_STREET), and a lower
        # case "via" after a number is English ("$200 via Zelle")
        r"|\b\d{1,4}(?:bis|ter)?,?[ \t]+(?:rue|avenue|boulevard|bd|place|chemin|allée|impasse)"
        r"[ \t]+(?:(?:de|du|des|la|le)[ \t]+)*"
        r"[A-ZÀ-Ý][\w'’\-]+(?:[ \t]+[A-ZÀ-Ý][\w'’\-]+){0,3})"
        # the flat: "12 rue des Tanneurs, Apt 4B", "Lindenstraße 8, Whg. 3"
        r"(?:,?[ \t]+(?:Apt|Appt|App|Appartement|Bât|Bâtiment|Esc|Escalier|Wohnung|Whg|Top|"
        r"Stiege|Suite|Unit|Flat|lgh|Lgh|lägenhet|leil|#)\.?[ \t]*#?[A-Z0-9\-]{1,6}\b)?"
    ),
    0.8,
)
# Italian, Spanish, Portuguese and Catalan street first, number after: "Via Toledo 256",
# "Calle Mayor 12", "Avenida da Liberdade 110".
_ARTICLE = r"(?:de|del|della|delle|dei|degli|di|da|das|dos|do|la|las|los|el|les|y|e|l['’])"
LATIN_STREET = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?:\b(?:Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Calle|Avenida|Avda\.|Av\.|Plaza|"
        r"Paseo|Carrer|Passeig|Rua|Praça|Travessa|Ronda|Camino|Carretera)"
        # Spanish and Catalan "C/" ("C/ de Sants 142, 3º 2ª")
        r"|(?<![\w/])C/)"
        rf"[ \t]*(?:{_ARTICLE}[ \t]*)*[A-ZÀ-Ý][\w'’\-]+"
        rf"(?:[ \t]+(?:{_ARTICLE}[ \t]+)*[A-ZÀ-Ý][\w'’\-]+){{0,3}},?[ \t]+(?:n\.?º?[ \t]*)?"
        r"\d{1,4}[A-Za-z]?(?![\w\-]|[.,]\d)"
        # the floor and door: ", 3º 2ª", ", 2.º Esq."
        r"(?:,[ \t]*\d{1,2}\.?[ºª°][ \t]*(?:\d{1,2}[ºª°]|[A-Z](?![\w])|Esq\.?|Dto\.?|Izq(?:da)?\.?|"
        r"Dcha\.?)?)?"
    ),
    0.8,
)

# Street forms probes found missed (session 22), each with the shape of its country's number:
# - German and Austrian streets whose kind is a word of its own, the house, stair and door
#   after it: "Mariahilfer Straße 101/3/12", "Kölner Str. 8"; or named by a preposition;
# - Colombian "Calle 93 #11-26", "Carrera 7 No. 45-10", "Cra. 15 # 88-64 Sur";
# - Indonesian and Malaysian "Jl. Sudirman No. 45", "Jalan Ampang No. 12";
# - a Singapore unit after its street, "88 Queensway #04-12";
# - Indian house numbers, "House No. 221, Sector 15A", "H.No. 12-3-45", "Flat No. 302, Block C".
SPACED_GERMAN_STREET = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"\b[A-ZÄÖÜ][a-zäöüß]+(?:er|sche[nr]?)[ \t]+(?:Straße|Strasse|Str\.|Gasse|Weg|Platz|Allee|"
        r"Ring|Damm|Ufer|Chaussee|Landstraße)[ \t]+\d{1,4}[a-zA-Z]?(?:/\d{1,3}[a-zA-Z]?){0,3}\b"
        # a street named by a preposition, when the postcode and town follow ("Am Lindenhof 3,
        # 72070 Tübingen"; not "Am Montag 3 Termine")
        r"|\b(?:Am|An[ \t]+der|An[ \t]+den|Im|In[ \t]+der|Auf[ \t]+der|Auf[ \t]+dem|Zum|Zur|"
        r"Hinter[ \t]+der|Unter[ \t]+den|Vor[ \t]+dem)[ \t]+[A-ZÄÖÜ][a-zäöüß]+(?:[ \t\-][A-ZÄÖÜ]"
        r"[a-zäöüß]+)?[ \t]+\d{1,3}[a-zA-Z]?"
        r"(?=,?[ \t]*\n?[ \t]*(?:D-)?\d{5}[ \t]+(?!Euro|EUR|Stück|Menschen)[A-ZÄÖÜ])"
    ),
    0.8,
)
COLOMBIAN_STREET = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"\b(?:Calle|Carrera|Cra\.?|Kra\.?|Cl\.|Avenida|Av\.|Diagonal|Dg\.|Transversal|Tv\.)"
        r"[ \t]*\d{1,3}[A-Z]?(?:[ \t]+(?:Bis|bis|Sur|Norte|Este))?[ \t]*(?:#|No\.?|N[º°]\.?)[ \t]*"
        r"\d{1,3}[A-Z]?[ \t]*-[ \t]*\d{1,3}(?:[ \t]+(?:Sur|Norte|Este))?\b"
    ),
    0.8,
)
MALAY_STREET = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"\b(?:Jl|Jln|Jalan)\.?[ \t]+(?:[A-Z][\w'’\-.]*[ \t]+){1,4}No\.?[ \t]*\d{1,4}[A-Za-z]?"
        r"(?:[ \t]*/[ \t]*\d{1,4})?\b"
    ),
    0.8,
)
SINGAPORE_UNIT_ADDRESS = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"\b\d{1,4}[A-Z]?[ \t]+(?:[A-Z][a-z]+[ \t]+){0,3}[A-Z][a-z]+[ \t]*#\d{2}-\d{2,4}\b"),
    0.8,
)
INDIAN_HOUSE_NUMBER = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?:\b(?:House|Flat|Plot|Door)[ \t]*|\b[HD]\.[ \t]*)No\.?[ \t]*[:\-]?[ \t]*"
        r"\d{1,5}(?:[\-/]\d{1,5}){0,3}[A-Z]?\b"
        r"(?:,?[ \t]+(?:Sector|Block|Phase|Pocket)[ \t\-]*[A-Z0-9]{1,4}\b)?"
    ),
    0.8,
)
# UK postcodes have a distinctive shape; matched on their own (upper case only).
UK_POSTCODE = RegexRule(
    "postcode",
    Label.POSTCODE,
    compile_rule(r"(?<![\w\-])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}(?![\w\-])"),
    0.8,
)
CANADIAN_POSTCODE = RegexRule(
    "postcode",
    Label.POSTCODE,
    compile_rule(
        r"(?<![\w\-])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d(?![\w\-])"
    ),
    0.8,
)
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|"
    "NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR"
)
US_ZIP_AFTER_STATE = RegexRule(
    "postcode",
    Label.POSTCODE,
    compile_rule(rf"(?<=[\s,])(?:{_US_STATES}),?[ \t]+(?P<v>\d{{5}}(?:-\d{{4}})?)(?![\w\-])"),
    0.85,
    "v",
)
_CITY_WORD = r"[^\W\d_][^\W\d_'’\-]+"  # any script; capitals are checked in code
# A ZIP code after the city of a street address: "4100 N Clark St, Chicago 60613".
_ADDRESS_WITH_ZIP = compile_rule(
    # the last street word may be any of the ~200 USPS suffixes ("Bypass", "Courts", "Mall")
    rf"(?P<street>\b\d{{1,6}}[A-Z]?[ \t]+(?:{_STREET_WORD}[ \t]+){{0,4}}"
    rf"(?:{_STREET_SUFFIX}|(?<=[a-z] )[A-Z][a-z]+)(?!\w){_UNIT}?),[ \t]*"
    rf"(?P<city>(?:{_CITY_WORD}[ \t]){{0,2}}{_CITY_WORD}),?[ \t]+"
    rf"(?P<v>\d{{5}}(?:-\d{{4}})?)(?![\w\-])"
)

# "12 Large Items, Total 45000": an order line, not an address
_NOT_CITIES = frozenset(
    {"total", "subtotal", "sum", "amount", "price", "cost", "balance", "order", "invoice",
     "version", "build", "count", "qty", "quantity", "ref", "id", "no", "number", "page", "line"}
)


def find_us_zip_after_city(text: str) -> Iterable[Finding]:
    """The ZIP and its street line: a rule-found ZIP outranks a model's whole-address span, so
    the street must be found here too or it would be left in the clear."""
    for match in _ADDRESS_WITH_ZIP.finditer(text):
        city = match.group("city").split()
        if not all(word[0].isupper() for word in city) or city[0].lower() in _NOT_CITIES:
            continue
        yield finding(text, *match.span("street"), Label.ADDRESS, "rules:address", 0.8)
        yield finding(text, *match.span("v"), Label.POSTCODE, "rules:postcode", 0.8)


POSTCODE_KEYWORD = RegexRule(
    "postcode",
    Label.POSTCODE,
    compile_rule(
        # (also a record's key with a prefix: "billing_zip", "home_postcode", "shipping_zip")
        r"(?i)(?:\b|(?<=_))(?:zip(?:[ _]?code)?|postal[ _]?code|postcode|post code|plz|cp|c\.p\.|"
        r"code postal|cep|código postal|codigo postal|kode pos|postleitzahl|pincode|"
        # Italy's CAP ("CEDENTE_CAP=73100"), Mexico's CFDI "DomicilioFiscalReceptor=44600",
        # Poland's "kod pocztowy", the Netherlands' "postcode", Sweden's "postnummer"
        r"(?-i:CAP)|domiciliofiscal(?:receptor)?|kod pocztowy|postnummer|postnr)[\"']?\s*"
        # a value of up to six characters: India's PIN "600004", Brazil's CEP "01310-200"
        r"(?:is|:|#|=)?\s*[\"']?(?P<v>[A-Z0-9]{2,6}(?:[ \-][A-Z0-9]{3,4})?)(?![\w\-])"
    ),
    0.85,
    "v",
    lambda match, text: any(ch.isdigit() for ch in match.group("v")),
)
# An Australian state and its postcode: "St Leonards NSW 2065", "Fitzroy VIC 3065"
AUSTRALIAN_POSTCODE = RegexRule(
    "postcode",
    Label.POSTCODE,
    compile_rule(r"(?<=[A-Za-z] )(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \t]+(?P<v>[0-9]{4})(?![\w\-])"
               r"(?![ \t]*(?:km|kms|miles|mi|kg|m\b|people|%|\$))"),
    0.8,
    "v",
    # after the town's name ("St Leonards NSW 2065"), not "moved to WA 6000 km away"
    lambda match, text: bool(re.search(r"\b[A-Z][a-z]+ $", text[max(0, match.start() - 30):
                                                                 match.start()])),
)
# "10115 Berlin", "75001 Paris" after a street line: a postcode followed by a capitalised city.
EUROPEAN_POSTCODE = RegexRule(
    "postcode",
    Label.POSTCODE,
    compile_rule(
        r"(?:(?<=,[ \t])|(?<=\n)|(?<=^))(?P<v>(?:[A-Z]{1,2}-)?\d{4,5}|\d{4}[ \t]?[A-Z]{2}|"
        r"\d{3} \d{2}|"  # Swedish, Czech, Slovak, Greek: "212 14 Malmö"
        r"\d{4}-\d{3})"  # Portuguese: "4450-045 Matosinhos"
        r"(?=[ \t]+[A-ZÄÖÜÀ-Ý][a-zäöüßà-ÿ]+)",
        re.M,
    ),
    0.7,
    "v",
)

# The rest of a postal line around a postcode: "12 Cwrt y Coed, Cardiff CF14 7BN" (a street with
# no street-type word, then the town) and "Lindenstraße 14, 50674 Köln" (the town after a
# continental postcode). The postcode is the evidence that the line is an address.
_TOWN_WORD = r"[A-ZÄÖÜÀ-Ý][a-zäöüßà-ÿ'’]+"
# a town of one to three words; a further word followed by "." or ":" is a field label ("Tel.")
_TOWN = rf"{_TOWN_WORD}(?:[ \-]{_TOWN_WORD}(?![.:])){{0,2}}"
# where a town ends: punctuation, the end of the line, or the next capitalised field
_TOWN_END = r"(?=[ \t]*(?:[.,;:)\n]|$)|[ \t]+[A-Z])"
_UK_POSTAL_LINE = compile_rule(
    r"(?<![\w\-])(?P<street>\d{1,4}[A-Za-z]?[ \t]+[A-Z][\w'’\-]*(?:[ \t]+[\w'’\-]+){0,4}),"
    rf"[ \t]*(?P<town>{_TOWN}),?[ \t]+"
    r"(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}(?![\w\-])"
)
# "Lindenstraße 14, 50674 Köln": a street name, its number, the postcode, the town
_TOWN_AFTER_POSTCODE = compile_rule(
    r"[A-ZÄÖÜÀ-Ý][\w'’\-]{2,}[ \t]+\d{1,4}[A-Za-z]?,[ \t]*(?:[A-Z]{1,2}-)?\d{4,5}[ \t]+"
    rf"(?P<town>{_TOWN}){_TOWN_END}",
    re.M,
)


# The town after a continental postcode that follows a comma on an address line (a street number
# before it): "5 allée des Tilleuls, 69100 Villeurbanne", "ul. Słowackiego 8/12, 80-257
# Gdańsk" (the Polish postcode is found here too), "Kanaalstraat 118-2, 3531 CL Utrecht".
_TOWN_LETTERS = r"[A-ZÄÖÜÀ-ÝĀ-Ž][a-zäöüßà-ÿā-ž'’]+"
_COMMA_POSTCODE_TOWN = compile_rule(
    r"(?<=,[ \t])(?P<code>(?:[A-Z]{1,2}-)?\d{4,5}|\d{4}[ \t]?[A-Z]{2}|\d{2}-\d{3})[ \t]+"
    rf"(?P<town>{_TOWN_LETTERS}(?:[ \-]{_TOWN_LETTERS}(?![.:])){{0,2}}){_TOWN_END}",
    re.M,
)


_POLISH_STREET = compile_rule(r"(?i)\b(?:ul|al|os|pl)\.[ \t]|\b(?:ulica|aleja|osiedle)\b")


def find_towns_after_postcodes(text: str) -> Iterable[Finding]:
    from hushprompt.detect.wordlists import everyday_words

    for match in _COMMA_POSTCODE_TOWN.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        street = text[max(line_start, match.start() - 60) : match.start()]
        town_words = re.split(r"[ \-]", match.group("town").casefold())
        if not re.search(r"\d", street) or any(w in everyday_words() for w in town_words):
            continue
        if match.group("code")[2:3] == "-":  # Polish: only on a Polish street line
            polish = next(reversed(list(_POLISH_STREET.finditer(street))), None)
            if polish is None:
                continue
            # the street too: this postcode outranks a model's span of the whole address
            street_start = match.start() - len(street) + polish.start()
            yield finding(text, street_start, match.start() - 2, Label.ADDRESS, "rules:address",
                          0.75)
            yield finding(text, *match.span("code"), Label.POSTCODE, "rules:postcode", 0.75)
        yield finding(text, *match.span("town"), Label.LOCATION, "rules:postal_line", 0.75)


def find_postal_line_parts(text: str) -> Iterable[Finding]:
    for match in _UK_POSTAL_LINE.finditer(text):
        yield finding(text, *match.span("street"), Label.ADDRESS, "rules:postal_line", 0.75)
        yield finding(text, *match.span("town"), Label.LOCATION, "rules:postal_line", 0.75)
    for match in _TOWN_AFTER_POSTCODE.finditer(text):
        yield finding(text, *match.span("town"), Label.LOCATION, "rules:postal_line", 0.75)


# Postcodes that follow their city or country: Japan's "Tokyo 134-0084" / "〒134-0084",
# Singapore's "Singapore 520231", and a French one right after its street ("27 rue des Lilas
# 69003").
_JAPAN_PLACE = (
    r"(?:〒[ \t]?|(?:Tokyo|Osaka|Kyoto|Yokohama|Nagoya|Sapporo|Fukuoka|Kobe|Sendai|Japan|"
    r"[A-Z][a-z]+-(?:ku|shi|ken|cho))[ \t,]+)"
)
POSTCODE_AFTER_PLACE = RegexRule(
    "postcode",
    Label.POSTCODE,
    compile_rule(
        rf"{_JAPAN_PLACE}(?P<v>\d{{3}}-\d{{4}})(?![\w\-])|"
        r"\bSingapore[ \t]+(?P<sg>\d{6})(?![\w\-])|"
        r"\b\d{1,4}(?:bis|ter)?,?[ \t]+(?:rue|avenue|boulevard|bd|place|chemin|allée|impasse)"
        r"[ \t]+[^\n,\d]{2,40}?,?[ \t]+(?P<fr>\d{5})(?![\w\-])"
    ),
    0.8,
)
# Irish Eircodes ("W23 F8X2"): a routing key and four characters, beside an Irish place.
_EIRCODE = compile_rule(r"(?<![\w\-])(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}(?![\w\-])")
_IRISH_PLACE = compile_rule(
    # (in capitals too: "DUBLIN 9, D09 X2F7" in a message typed with caps lock)
    r"\b(?:Co\.? [A-Z][a-z]+|(?i:Dublin|Ireland|Éire|Cork|Galway|Limerick|Kildare|Meath|Wicklow|"
    r"Kerry|Waterford|Wexford|Donegal|Mayo|Sligo|Louth|Kilkenny|Tipperary|Clare))\b"
)


def find_eircodes(text: str) -> Iterable[Finding]:
    for match in _EIRCODE.finditer(text):
        code = match.group()
        if any(ch.isalpha() for ch in code[3:]) and _IRISH_PLACE.search(
                text, max(0, match.start() - 60), match.start()):
            yield finding(text, *match.span(), Label.POSTCODE, "rules:postcode", 0.8)


def find_postcodes_after_places(text: str) -> Iterable[Finding]:
    for match in POSTCODE_AFTER_PLACE.pattern.finditer(text):
        group = next(g for g in ("v", "sg", "fr") if match.group(g) is not None)
        yield finding(text, *match.span(group), Label.POSTCODE, "rules:postcode", 0.8)


# A postcode that ends a street address's line, after its town or straight after the house
# number: "14 harlow ct apt 3, oakland 94610.", "Jl. Kaliurang Km 7 No. 12, Sleman, Yogyakarta
# 55281.", "Menlo Park, Pretoria, 0081", "via Mazzini 42, 40137."
_STREET_HINT = compile_rule(
    r"(?i)(?:\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|court|ct|blvd|boulevard|"
    r"place|pl|terrace|close|crescent|apt|apartment|unit|flat|suite|jl|jalan|via|viale|piazza|"
    r"calle|avenida|rua|rue|blk|block|lot|brgy|barangay|ulica|ul|straße|strasse|str|weg|laan|"
    r"gade|no|house|road)\b\.?)[^\n]*\d|\d[^\n]*\b(?i:street|st|road|rd|avenue|ave|lane|"
    r"ln|drive|dr|way|court|ct|blvd|place|apt|unit|flat|jl|blk|lot)\b"
)
_CODE_ENDS_LINE = compile_rule(
    r",[ \t]*(?:(?P<town>[^\W\d_][\w'’.\-]*(?:[ \t][^\W\d_][\w'’.\-]*){0,2}),?[ \t]+)?"
    r"(?P<v>\d{4,6})(?=[ \t]*(?:[.;]?[ \t]*(?:\n|$)|[.;][ \t]))",
    re.M,
)


_LAW_BEFORE = compile_rule(r"\b(?:Act|Code|Directive|Regulations?|Convention|Order|Law)$")
_NOT_TOWNS = frozenset({"ext", "extension", "tel", "fax", "room", "suite", "unit", "floor",
                        "pin", "code", "year", "since", "until"})


def find_postcodes_ending_address_lines(text: str) -> Iterable[Finding]:
    from hushprompt.detect.wordlists import everyday_words

    for match in _CODE_ENDS_LINE.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        town = (match.group("town") or "").split()
        if town and (town[0].casefold().rstrip(".") in _NOT_CITIES | _NOT_TOWNS
                     or (town[0].islower() and town[0] in everyday_words())):
            continue  # "Total 45000", "and it costs 2000"
        if not town and _LAW_BEFORE.search(text, max(0, match.start() - 12), match.start()):
            continue  # a law's year: "the Industrial Employment (Standing Orders) Act, 1946."
        if _STREET_HINT.search(text, line_start, match.start()):
            yield finding(text, *match.span("v"), Label.POSTCODE, "rules:postcode", 0.7)


# Where someone lives, comes from or was born, after the words that say so: "i'm in toronto",
# "naishi Kisumu", "Kami tinggal di Bandung", "née le 12/04/1962 à Conakry", "Place of birth:
# Cebu City", '"city": "Chicago"'. A capitalised name of up to three words, or a well-known
# place typed in lower case.
_HOME_CUE = compile_rule(
    r"(?i)(?:\b(?:i live|i['’]m living|i am living|we live|we['’]re living|we are living|lives|"
    r"lived|i['’]?m based|we['’]re based|i['’]?m from|i am from|we['’]re from|we are from|"
    r"grew up|reside|resides|residing|tinggal|vivo|vivimos|moro|moramos|j['’]habite|habite|"
    r"wohne|wohnen|woon|wonen|mieszkam|mieszkamy|abito|abitiamo|komme(?: ursprünglich)?|"
    # Swedish, Norwegian and Danish "I live in": "jag bor i Malmö", "vi bor nå i Bergen"
    r"(?:jag|jeg|vi|han|hon|hun)[ \t]+bor)"
    # (a time between: "woon sinds januari in Gent", "bor sedan 2021 i Lund")
    r"(?:[ \t]+(?:sinds|sedan|siden|seit|desde|depuis)[ \t]+[\w.]+)?"
    r"(?:[ \t]+(?:here|now|currently|still|originally|alone|on (?:her|his|my) own|seule?s?|"
    r"nå|nu|nou|"
    r"toute seule|tout seul|sol[oa]|sozinh[oa]|allein|alleen|sam[ae]?))?"
    r"[ \t]+(?:in|at|near|from|di|en|em|à|a|w|aus|i)"
    # having moved there: "we moved to Harrogate", "nos mudamos para Braga", "on a déménagé à
    # Nantes", "me mudé a Sevilla", "przeprowadziliśmy się do Gdańska", "ci siamo trasferiti a"
    r"|\b(?:i|we|i['’]ve|we['’]ve|just|recently)[ \t]+(?:just[ \t]+|recently[ \t]+)?"
    r"(?:moved|relocated)[ \t]+(?:back[ \t]+)?to"
    # about to move: "Moving to Perth end of month", "we're relocating to Calgary" (who moves
    # is looked at before it: _MOVER)
    r"|\b(?P<moving>moving|relocating)[ \t]+(?:back[ \t]+)?to"
    # in Swedish, Norwegian, Danish and Dutch: "Vi flyttade till Göteborg", "vi flyttet til
    # Stavanger", "we zijn verhuisd naar Utrecht"
    r"|\b(?:flyttade|flyttat|flyttet|flyttede|flytter|flyttar|verhuisd|verhuizen)"
    r"[ \t]+(?:till|til|naar)"
    # Spanish "me he mudado a Irlanda", "me mudo a Lyon"
    r"|\b(?:me[ \t]+he[ \t]+mudado|nos[ \t]+hemos[ \t]+mudado|me[ \t]+mudo|nos[ \t]+mudamos)"
    r"[ \t]+(?:a|para)"
    r"|\b(?:mudamos|mudei|me mudei|nos mudamos|me mudé)[ \t]+(?:para|a|pra)"
    r"|\b(?:déménagé|déménagée|déménagés|emménagé|emménagée)[ \t]+(?:à|a|en)"
    r"|\b(?:trasferit[oaie]|ci siamo trasferiti|mi sono trasferit[oa])[ \t]+(?:a|in)"
    r"|\bprzeprowadzi\w*[ \t]+(?:się[ \t]+)?do"
    # a date of birth may stand between: "née le 12/04/1962 à Conakry"
    r"|\b(?:born|née?|nacid[oa]|nascid[oa]|geboren|urodzon[ya]|urodziłam się|urodziłem się|"
    r"nat[oa]|lahir|doğdum|doğumlu|sinh ra)"
    r"\b[^.\n]{0,25}?\b(?:in|at|en|em|à|a|w|di|ở)"
    r"|\b(?:students?|immigrants?|refugees?|nationals?|citizens?|natives?|expats?|"
    r"originally)[ \t]+from"
    r"|\b(?P<here>i['’]?m in|i am in|we['’]re in|we are in)"
    r"|\b(?:naishi|ninaishi|ninakaa|anaishi)"  # Swahili "I live", "(s)he lives": no preposition
    # Vietnamese "em ở Quận 7" (I live in District 7), "nhà tôi ở Đà Nẵng"
    r"|\b(?:nhà[ \t]+)?(?:em|tôi|mình|anh|chị|con)[ \t]+(?:đang[ \t]+|sống[ \t]+)?ở"
    r"|\b(?:place of birth|birthplace|city of birth|place of residence|lieu de naissance|"
    r"geburtsort|lugar de nacimiento|local de nascimento|miejsce urodzenia|luogo di nascita|"
    r"geboorteplaats|födelseort|doğum yeri|место рождения|nơi sinh|tempat(?:[ \t]*/[ \t]*"
    r"tgl\.?)?[ \t]+lahir)[ \t]*:)"
    r"[ \t]+(?P<v>[^\W\d_][\w'’\-]*(?:[ \t][^\W\d_][\w'’\-]*){0,2})"
)
# districts known by their number
_NUMBERED_DISTRICTS = frozenset({"quận", "phường", "district", "bezirk", "arrondissement",
                                 "distrito", "kerület"})
_DISTRICT_NUMBER = compile_rule(r"[ \t]\d{1,2}\b")
# a Russian town after its abbreviation: "г. Мурманск" (город, town), "пос. Коммунар"
_RUSSIAN_TOWN = compile_rule(
    r"(?<!\w)(?:г\.|пос\.|пгт\.?|дер\.)[ \t]?(?P<v>[А-ЯЁ][а-яё\-]+(?:[ \t][А-ЯЁ][а-яё\-]+)?)")
# where someone lives or works, in Ukrainian, Russian, Czech, Slovak and Greek: "живу у Львові",
# "сама з Харкова", "работаю в Химках", "bydlím v Kolíně", "pracuji v Brně", "μένω στη
# Λάρισα", "είμαι λογιστής στη Λάρισα" (the place after the verb's preposition, in its case)
_HOME_ABROAD = compile_rule(
    r"(?i:\b(?:живу|живём|живем|живёт|живет|живе|мешкаю|мешкає|проживаю|проживает|работаю|"
    r"працюю|bydlím|bydlíme|bydlí|žiju|žijeme|pracuji|pracuju|pracuje|dělám|μένω|μένουμε|μένει|"
    # Slovak "bývame v Trnave", a move in Czech or Slovak: "stěhujeme se do Lince"
    r"bývam|bývame|býva|žijem|stěhujeme se|stěhuji se|sťahujeme sa|přestěhovali jsme se|"
    r"presťahovali sme sa|"
    r"ζω|ζούμε|δουλεύω|δουλεύει|εργάζομαι|είμαι)\b[^.\n,;]{0,25}?[ \t]"
    r"(?:в|у|во|v|ve|do|στη|στην|στο|στον)"
    r"|\b(?:я|сам|сама|ми|мы|родом)[ \t]+(?:з|із|зі|из))"
    r"[ \t]+(?P<v>[A-ZÀ-ÝА-ЯЁІЇЄҐΑ-ΩΆ-Ώ][^\W\d_]+(?:-[^\W\d_]+)?)"
)
# the borough or county whose council someone deals with: "report it to Redbridge council", "my
# landlord is Kent County Council", "a letter from Leeds City Council"
_COUNCIL = compile_rule(
    r"(?i:\b(?:to|my|our|with|from|by|at|contacted|called|emailed)[ \t]+(?:the[ \t]+)?)"
    r"(?P<v>[A-Z][a-z]+(?:[ \t\-][A-Z][a-z]+)?)[ \t]+(?:County[ \t]+|City[ \t]+|Borough[ \t]+|"
    r"District[ \t]+|Town[ \t]+)?(?i:council)\b")
# the place fields of an address object: '"city": "Chicago"', "'state': 'Lagos'"
_HOME_AFTER_KEY = compile_rule(
    r"(?i)[\"'](?:city|town|state|province|region|district|locality|county)[\"'][ \t]*:[ \t]*"
    r"[\"'](?P<v>[^\"'\n]{2,40})[\"']"
)


# who is about to move: the writer, or someone said by a pronoun, or a sentence that starts
# with the move ("Moving to Perth end of month")
_MOVER = compile_rule(
    r"(?i)(?:^|[\n.!?][ \t]*|\b(?:i['’]m|i am|we['’]re|we are|she['’]s|he['’]s|im)[ \t]+)$")


# Hindi and Urdu put the place first: "hum Koramangala mein rehte hain", "Lucknow me rehti hu"
_HOME_BEFORE_CUE = compile_rule(
    r"(?P<v>[A-Z][\w'’\-]+(?:[ \t][A-Z][\w'’\-]+)?)[ \t]+(?:mein|me|main)[ \t]+"
    r"(?:rehte|rehti|rehta|rahte|rahti|rahta|reh|rah)\b"
)


def _names_a_product(word: str) -> bool:
    from hushprompt.detect.public_entities import is_public_brand
    from hushprompt.detect.wordlists import normalize, wordlist

    key = normalize(word)
    return is_public_brand(word) or key in wordlist("public_names") or key in wordlist(
        "tech_terms")


def find_places_of_residence(text: str) -> Iterable[Finding]:
    from hushprompt.detect.public_entities import is_public_place
    from hushprompt.detect.wordlists import everyday_words

    for pattern in (_HOME_AFTER_KEY, _HOME_BEFORE_CUE, _RUSSIAN_TOWN, _HOME_ABROAD, _COUNCIL):
        for match in pattern.finditer(text):
            yield finding(text, *match.span("v"), Label.LOCATION, "rules:place", 0.7)
    for match in _HOME_CUE.finditer(text):
        if match.group("moving") and not _MOVER.search(
                text, max(0, match.start() - 12), match.start()):
            continue  # "we are moving to Postgres" is the writer's; "is moving to" no one's
        words = match.group("v").split()
        if _names_a_product(words[0]) and not is_public_place(words[0]):
            continue  # "we moved to WhatsApp": an app, not a town (but "moved to Lincoln")
        # the longest run of words that is a well-known place, or of capitalised words
        for size in range(len(words), 0, -1):
            name = " ".join(words[:size])
            capitalised = all(w[0].isupper() for w in words[:size]) and not any(
                w.casefold() in everyday_words() for w in words[:size])
            if is_public_place(name) or (capitalised and not match.group("here")):
                start = match.start("v")
                end = start + len(name)
                numbered = _DISTRICT_NUMBER.match(text, end)
                if numbered and words[size - 1].casefold() in _NUMBERED_DISTRICTS:
                    end = numbered.end()  # "Quận 7", "District 9"
                yield finding(text, start, end, Label.LOCATION, "rules:place", 0.7)
                break


# The town of a card payment on a bank statement: "BIEDRONKA 4521 WARSZAWA", "BOOTS PHARMACY
# CORK" (rows that start with a date and carry an amount): where someone shops says where they
# live. Only towns of the public place list, written in capitals.
_STATEMENT_ROW = compile_rule(
    r"(?m)^[ \t|]*(?:\d{1,2}[/.\-]\d{1,2}(?:[/.\-]\d{2,4})?|\d{4}-\d{2}-\d{2})[ \t]*[|,;\t ]"
    r"(?P<row>[^\n]*?[-+]?[£$€]?(?:\d[\d,.]*[.,]\d{2}\b|(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d.,]))"
    r"[^\n]*)$"
)
# (four letters or more: "BSB", "ATM", "POS" are banking words)
_CAPITAL_WORDS = compile_rule(r"(?<![\w'’])[A-ZÀ-ÞĀ-Ž]{4,}(?:[ \-][A-ZÀ-ÞĀ-Ž]{3,})?(?![\w'’])")


def find_statement_towns(text: str) -> Iterable[Finding]:
    from hushprompt.detect.public_entities import is_public_brand, is_public_place

    rows = list(_STATEMENT_ROW.finditer(text))
    if len(rows) < 2:
        return
    for row in rows:
        for words in _CAPITAL_WORDS.finditer(text, *row.span("row")):
            name = words.group()
            candidates = [name, name.split()[-1]] if " " in name else [name]
            for candidate in candidates:
                if is_public_place(candidate.title()) and not is_public_brand(candidate.title()):
                    start = words.start() + name.rfind(candidate)
                    yield finding(text, start, start + len(candidate), Label.LOCATION,
                                  "rules:place", 0.65)
                    break


# A home's coordinates in a configuration ("latitude: 38.7369", "home_latitude: 52.6421",
# "lng = -9.1427"): as precise as
# its street address (four decimals is about ten metres).
COORDINATE = RegexRule(
    "coordinate",
    Label.ADDRESS,
    compile_rule(
        r"(?i)(?<![\w\-])(?:[a-z]+_)?(?:latitude|longitude|lat|lng|lon)[\"']?[ \t]*[:=][ \t]*[\"']?"
        r"(?P<v>-?\d{1,3}\.\d{3,})(?![\d.])"
    ),
    0.8,
    "v",
)
# A home's unit in a building, named alone in a letter about renting it: "RE: Unit 12C – March
# rent overdue", "the leak in Apt 4B" (in a prompt about rent or a lease; "Unit 4B" of a
# course is a chapter)
_HOUSING_WORD = compile_rule(
    r"(?i)\b(?:rent|lease|tenant|tenancy|landlord|landlady|apartment|flat|condo|strata|hoa|"
    r"building manager|property manager|deposit|eviction|sublet)\b")
UNIT_OF_A_HOME = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"\b(?:Unit|Apt\.?|Apartment|Flat|Suite|apt\.?|apartment|flat|"
        # (the same in Polish, German, French, Spanish and Italian: always a home)
        r"(?P<home>mieszkani[eau]|[Ww]ohnung|appartement|appart|piso|departamento|depto\.?|"
        r"interno))[ \t]+(?:nr\.?[ \t]*|n[°º]\.?[ \t]*)?#?\d{1,4}[A-Z]?\b(?!\.\d)"
        # (not a flat rate or a size: "a flat 20% fee", "flat 10 minutes", "apartment 2 bedrooms")
        r"(?![ \t]*(?:%|percent|per\b|min|hour|day|week|month|year|[€$£]|bed|br\b|room|floor|"
        r"stor|sq))"
    ),
    0.7,
    0,
    lambda match, text: bool(match.group("home") or _HOUSING_WORD.search(text)),
)
# A room someone lives in, in a hall of residence or a shared house, said with who lives there:
# "He stays in room C-214", "Jeg bor selv på værelse 4.14", "Min nabo på værelse 4.12", "mein
# Zimmer 3.07 im Wohnheim" (not a meeting room or a hospital's: "room 101 at 3pm")
ROOM_OF_A_HOME = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?i:\b(?:(?:live|lives|living|stay|stays|staying|i['’]m|he['’]s|she['’]s|is|am)"
        r"[ \t]+in|(?:my|his|her|their|our)|bor(?:[ \t]+selv)?[ \t]+på|nabo[ \t]+på|"
        r"bor[ \t]+i|wohne[ \t]+in|mein(?:em)?|sein(?:em)?|ihr(?:em)?)[ \t]+)"
        r"(?P<v>(?i:room|dorm(?:itory)?[ \t]+room|værelse|rum|zimmer|chambre|habitación|kamer|"
        r"pokój|pokoj|stanza)[ \t]+(?:no\.?[ \t]*|nr\.?[ \t]*)?[A-Z]?-?\d{1,4}(?:[.\-]\d{1,3})?"
        r"[A-Z]?)(?![\w\-]|\.\d|[ \t]*(?:at|um|à|kl\.?)[ \t]*\d)"
    ),
    0.7,
    "v",
)
# A house said by its number alone, on the writer's street: "the neighbours at no. 23", "behind
# the garages at no. 9", "our drive at no 18" (a home's word comes first: "at no. 1 in the
# charts" stays)
HOUSE_NUMBER_ALONE = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?i)\b(?:neighbou?rs?|house|home|garages?|drive(?:way)?|door|flat|rental|lives|"
        r"living|moved|next[ \t]+door|tenants?|landlord|family)\b[^.\n!?]{0,30}?\b"
        r"(?:at|from|in|of|behind|outside|opposite)[ \t]+"
        r"(?P<v>(?:no\.?|number|nr\.?)[ \t]?\d{1,4}[a-z]?)(?![\w\-]|[.,]\d)"
    ),
    0.7,
    "v",
)
# A Spanish flat by its floor and door alone: "mi vecino del 2ºB", "vivo en el 2ºA", "el piso
# del 4º izquierda" (a neighbour's or one's own door on the same landing)
SPANISH_FLOOR_DOOR = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?i)\b(?:vecin[oa]s?|vivo|vive|vivimos|viven|piso|puerta|casa)\b[^.\n]{0,12}?\b"
        r"(?:del|en[ \t]+el|el|al)[ \t]+(?P<v>\d{1,2}[º°ª][ \t]?(?:[A-H]|izq(?:uierda|da\.?)?|"
        r"dcha\.?|derecha))(?![\w])"
    ),
    0.7,
    "v",
)
# A Greek street, with its floor perhaps: "οδός Κομνηνών 23, 3ος όροφος", "Λεωφ. Κηφισίας 112"
GREEK_STREET = RegexRule(
    "address",
    Label.ADDRESS,
    compile_rule(
        r"(?i:οδός|οδ\.|λεωφόρος|λεωφ\.|πλατεία)[ \t]+[Α-ΩΆ-Ώ][α-ωά-ώϊϋΐΰ]+"
        r"(?:[ \t]+[Α-ΩΆ-Ώ][α-ωά-ώϊϋΐΰ]+)?[ \t]+\d{1,4}[Α-Ωα-ω]?"
        r"(?:,[ \t]*\d{1,2}(?:ος)?[ \t]+όροφος)?"
    ),
    0.8,
)
LOCATION_RULES = (
    STREET_ADDRESS, GREEK_STREET, PO_BOX, EUROPEAN_STREET, LATIN_STREET, SPACED_GERMAN_STREET,
    COLOMBIAN_STREET, MALAY_STREET, SINGAPORE_UNIT_ADDRESS, INDIAN_HOUSE_NUMBER, UK_POSTCODE,
    CANADIAN_POSTCODE, US_ZIP_AFTER_STATE, POSTCODE_KEYWORD, EUROPEAN_POSTCODE, COORDINATE,
    AUSTRALIAN_POSTCODE, UNIT_OF_A_HOME, ROOM_OF_A_HOME, HOUSE_NUMBER_ALONE, SPANISH_FLOOR_DOOR,
)
# The town after a firm's legal form: "bei Spedition Kranz GmbH, Bielefeld", "Hollis & Pratt
# Ltd, Leeds", "Costa Verde S.L., Málaga" (the firm's seat: where its people work)
_TOWN_AFTER_LEGAL_FORM = compile_rule(
    r"(?<=[a-z\d.)])[ \t]+(?:GmbH|AG|KG|mbH|Ltd\.?|Limited|LLC|LLP|Inc\.?|Corp\.?|S\.A\.|SA|"
    r"S\.L\.|SL|SRL|S\.r\.l\.|Srl|S\.p\.A\.|SpA|B\.V\.|BV|N\.V\.|Sp\.[ \t]z[ \t]o\.o\.|Oy|AB|ApS|"
    r"SAS|SARL|Lda\.?|Ltda\.?|Pty[ \t]Ltd|PLC|plc|e\.V\.|gGmbH)"
    r",[ \t]+(?P<v>[A-ZÀ-ÞŁŚŻ][^\W\d_]+(?:[ \-](?:[A-ZÀ-ÞŁŚŻ][^\W\d_]+|am|an|im|de|sur|upon))*)"
    r"(?=[ \t]*(?:$|[\n.;)]|,[ \t]|\([A-Z]))",
    re.MULTILINE,
)


def find_towns_after_legal_forms(text: str) -> Iterable[Finding]:
    from hushprompt.detect.rules_employment import job_head
    from hushprompt.detect.wordlists import everyday_words

    for match in _TOWN_AFTER_LEGAL_FORM.finditer(text):
        words = match.group("v").replace("-", " ").split()
        if match.group("v").casefold() not in everyday_words() and not any(
                job_head(word, possessive=False) for word in words):  # "Acme Inc, CFO"
            yield finding(text, *match.span("v"), Label.LOCATION, "rules:place", 0.7)


LOCATION_RECOGNIZERS = (find_us_zip_after_city, find_postal_line_parts, find_eircodes,
                        find_postcodes_after_places, find_towns_after_postcodes,
                        find_postcodes_ending_address_lines, find_places_of_residence,
                        find_statement_towns, find_towns_after_legal_forms)
