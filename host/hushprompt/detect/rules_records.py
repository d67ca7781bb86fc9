"""Record identifiers that tie an event to a person: user / customer / patient ids in logs and
key=value pairs, loyalty and frequent-flyer numbers, travel tickets, booking references, and
crypto wallet addresses."""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import RegexRule, line_context
from hushprompt.detect.rules_secrets import PLACEHOLDER
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_PEOPLE = (
    r"user|customer|cust|patient|client|member|account|acct|employee|emp|student|subscriber|"
    r"person|contact|guest|passenger|player|buyer|tenant|citizen|visitor|applicant|learner|"
    # the people of a care, delivery or staffing app: "carer_id=CR-3307", "driver_id: D-2231"
    r"carer|caregiver|nurse|worker|driver|rider|courier|staff|resident|pupil|parent"
)


def _id_value_ok(match: re.Match[str], text: str) -> bool:
    value = match.group("v")
    return any(ch.isdigit() for ch in value) and not PLACEHOLDER.match(value)


# "user_id=104882", "customerId: C-2231", "User: id=u_88213" (the value only, never the key)
LOG_ID = RegexRule(
    "id_number",
    Label.ID_NUMBER,
    compile_rule(
        rf"(?i)(?<![\w.\-])(?:(?:{_PEOPLE})[_\-]?id|(?:{_PEOPLE})[ \t]*:[ \t]*id)"
        r"[\"']?[ \t]*[=:][ \t]*[\"']?(?P<v>[A-Za-z0-9][\w\-]{2,39})(?![\w\-])"
    ),
    0.85,
    "v",
    _id_value_ok,
)
# Payment-platform ids of a customer or connected account: "customer=cus_Q8mZ3kT1",
# "acct_1NbX7u2eZvKYlo2C" (Stripe); secret keys are the secret rules'.
PLATFORM_CUSTOMER_ID = RegexRule(
    "id_number",
    Label.ID_NUMBER,
    compile_rule(r"(?<![\w\-])(?:cus|acct)_[A-Za-z0-9]{8,32}(?![\w\-])"),
    0.85,
    0,
    lambda match, text: any(ch.isdigit() for ch in match.group()),
)
# A person's id in a request path: "GET /api/v2/users/88412/statements", "/patients/P-2231"
PATH_PERSON_ID = RegexRule(
    "id_number",
    Label.ID_NUMBER,
    compile_rule(
        rf"(?i)/(?:{_PEOPLE}|users|customers|patients|members|employees|students|accounts|"
        r"tenants|clients|people|persons|profiles?)/(?P<v>[A-Za-z0-9][\w\-]{2,39})(?=[/?#\s\"']|$)"
    ),
    0.8,
    "v",
    _id_value_ok,
)
# "Miles & More number 992004318871244", "frequent flyer no. BA 12345678", "Vueling Club no:
# 4471 0926 33"
LOYALTY_NUMBER = RegexRule(
    "account",
    Label.ACCOUNT_NUMBER,
    compile_rule(
        r"(?i)\b(?:frequent[ \-]?fl[yi]er|loyalty|rewards?|miles[ \t]*(?:&|and)[ \t]*more|"
        r"skymiles|aadvantage|avios|flying blue|mileageplus|executive club|krisflyer|asia miles|"
        r"bonus ?card|club ?card|nectar|payback|membership|privilege club|miles ?& ?smiles|"
        r"lifemiles|aeroplan|eurobonus|velocity|marco polo club|phoenix ?miles|enrich|"
        r"royal orchid plus|(?<=[a-z] )club(?=[ \t]*(?:number|no\.?|#|id)))"
        r"(?:[ \t]+(?:card|account|program(?:me)?|member(?:ship)?))?"
        r"[ \t]*(?:number|no\.?|num|#|id)?[ \t]*(?:is|:|#)?[ \t]*"
        r"(?P<v>(?:[A-Z]{1,3}[ \-]?)?\d[\d \-]{5,22}\d)(?![\w\-])"
    ),
    0.85,
    "v",
)
# A travel ticket: a code mixing letters and digits ("FX-7713-0092") or a 13-digit e-ticket
# number. A bare short number ("ticket 5551234") is more often a support ticket and is left.
TICKET = RegexRule(
    "ticket",
    Label.ID_NUMBER,
    compile_rule(
        r"(?i)\b(?:e-?)?ticket(?:[ \t]+(?:number|no\.?|#|id))?[ \t]*(?:is|:|#)?[ \t]*"
        r"(?P<v>(?-i:(?=[A-Z0-9\-]*\d)(?=[0-9\-]*[A-Z])[A-Z0-9]{1,6}(?:-[A-Z0-9]{2,8}){1,4}|"
        r"(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{6,12})|\d{3}[ \-]?\d{10})(?![\w\-])"
    ),
    0.85,
    "v",
)
# "our booking ref with Japan Airlines is JL7Q2X", "Auftragsnummer: 6KX4PQ": a 5-8 character
# code of capitals and digits a few words after booking / reference / PNR / confirmation.
BOOKING_CODE = RegexRule(
    "booking",
    Label.ID_NUMBER,
    compile_rule(
        r"(?i)\b(?:booking|reservation|confirmation|pnr|record locator|ref(?:erence)?|"
        # German, Spanish, Portuguese, French, Italian and Dutch booking and order numbers
        r"auftragsnummer|buchungsnummer|buchungscode|reservierungsnummer|localizador|"
        r"c[óo]digo de reserva|n[úu]mero de reserva|num[ée]ro de r[ée]servation|"
        r"codice (?:di )?prenotazione|boekingsnummer|reserveringsnummer)\b"
        r"(?:(?:[ \t]+(?!(?:is|was)\b)[\w&'’\-]+){1,5}?[ \t]+(?:is|was)\b[ \t]*:?|"
        r"[ \t]*(?:code|number|no\.?|ref)?[ \t]*[:#]?)[ \t]*"
        r"(?P<v>(?-i:(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{5,8}))(?![\w\-])"
    ),
    0.85,
    "v",
)
# Airline record locators are often six capitals with no digit ("booking reference QHZTRM"):
# taken only right after a keyword that names such a code, and never an English word in capitals.
_LOCATOR_WORDS = frozenset(
    {
        "please", "number", "below", "above", "unknown", "pending", "attach", "attached",
        "needed", "needs", "sorry", "thanks", "status", "cancel", "change", "online", "office",
        "should", "cannot", "hotels", "flight", "travel", "return", "ticket", "record", "letter",
        "coming", "waived", "issued", "before", "during", "within", "missing", "expired",
        "invalid", "removed", "blank", "empty", "later", "first", "again", "today", "email",
    }
)


def _locator_ok(match: re.Match[str], text: str) -> bool:
    return match.group("v").lower() not in _LOCATOR_WORDS


RECORD_LOCATOR = RegexRule(
    "booking",
    Label.ID_NUMBER,
    compile_rule(
        r"(?i)\b(?:booking[ \t]+(?:ref(?:erence)?|code|number|no\.?)|pnr|record[ \t]+locator|"
        r"(?:reservation|confirmation)[ \t]+(?:code|number|no\.?)|"
        # the same in French, Spanish, German and Italian ("Dossier SNCF Connect, référence
        # QKZTLV", "localizador XKQPLM")
        r"r[ée]f[ée]rence(?:[ \t]+(?:de[ \t]+)?(?:r[ée]servation|dossier))?|localizador|"
        r"c[óo]digo[ \t]+de[ \t]+reserva|buchungs(?:code|nummer)|codice[ \t]+(?:di[ \t]+)?"
        r"prenotazione)"
        r"[ \t]*(?:is|was|:|#)?[ \t]*:?[ \t]*(?P<v>(?-i:[A-Z]{6}))(?![\w\-])"
    ),
    0.8,
    "v",
    _locator_ok,
)

# --- crypto wallets --------------------------------------------------------------------------
BITCOIN_BECH32 = RegexRule(
    "crypto",
    Label.ACCOUNT_NUMBER,
    compile_rule(r"(?<![\w])(?:bc|tb)1[ac-hj-np-z02-9]{25,87}(?![\w])"),
    0.95,
)
ETHEREUM = RegexRule(
    "crypto",
    Label.ACCOUNT_NUMBER,
    compile_rule(r"(?<![\w])0x[0-9a-fA-F]{40}(?![\w])"),
    0.9,
)
_BASE58_ADDRESS = compile_rule(r"(?<![\w])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\w])")
_WALLET_CONTEXT = compile_rule(r"(?i)\b(?:wallet|btc|bitcoin|crypto|address|addr|send|sent|"
                             r"receive|deposit|withdraw\w*|satoshis?|sats)\b")


def find_legacy_bitcoin(text: str) -> Iterable[Finding]:
    """Base58 addresses ("1A1zP1...", "3J98t1..."): only where the line talks about wallets."""
    for match in _BASE58_ADDRESS.finditer(text):
        value = match.group()
        mixed = any(ch.isupper() for ch in value) and any(ch.islower() for ch in value)
        if mixed and _WALLET_CONTEXT.search(line_context(text, *match.span())):
            yield finding(text, *match.span(), Label.ACCOUNT_NUMBER, "rules:crypto", 0.85)


RECORD_RULES = (
    LOG_ID, LOYALTY_NUMBER, TICKET, BOOKING_CODE, RECORD_LOCATOR, BITCOIN_BECH32, ETHEREUM,
    PLATFORM_CUSTOMER_ID, PATH_PERSON_ID,
)
# An order or invoice reference with letters ("ORD-55821-KX", "JP-88120453", "Fatura no:
# ARC-2024-118734", `"order":"JP-88120453"`): the shop can look up who bought it and where it
# went. Bare numbers ("Order #1234567890") stay: they are as often a ticket or a build.
_PURCHASE_WORD = compile_rule(
    r"(?i)\b(?:order|invoice|fatura|rechnung|factura|facture|receipt|shipment|purchase)"
    r"(?:s?\b|_?(?:id|no|nr|number|ref)\b)"
)
# Prefixes of public codes (vulnerabilities, standards, knowledge-base articles): no one's record.
_PUBLIC_PREFIX = r"(?:CVE|GHSA|CWE|ISO|IEC|IEEE|RFC|PEP|DIN|EN|BS|NIST|SP|JSR|KB|ECMA|ANSI|ASTM)"
_PURCHASE_CODE = compile_rule(
    rf"(?<![\w\-])(?!{_PUBLIC_PREFIX}-)"
    r"(?:(?=[A-Z0-9\-]*\d{4})[A-Z]{2,5}(?:-[A-Z0-9]+){1,3}|"
    r"\d{3}-\d{7}-\d{7})(?![\w\-])"  # the second: a marketplace order ("114-7729301-5528846")
)
_SENTENCE_BREAK = compile_rule(r"[.;!](?:\s|$)|\n\s*\n")


def find_purchase_references(text: str) -> Iterable[Finding]:
    for match in _PURCHASE_CODE.finditer(text):
        window_start = max(0, match.start() - 40)
        words = list(_PURCHASE_WORD.finditer(text, window_start, match.start()))
        # the code answers the nearest order word, in the same sentence
        if words and not _SENTENCE_BREAK.search(text, words[-1].end(), match.start()):
            yield finding(text, *match.span(), Label.ID_NUMBER, "rules:id_number", 0.8)


# A structured code: capitals and at least five digits ("QFT7H2K9LP", "INC0045521",
# "CLM-20931874", "2019/KH/448712", "24/01873/FUL"). Codes like these are minted for one claim,
# case or customer (a tracker's "JIRA-1234" has fewer digits and stays); public ones have their
# own shapes, excluded here: standards and
# vulnerabilities (prefixes above), dates with month names ("12-MAR-2024"), ISO timestamps,
# flight numbers and model numbers (at most four digits without a separator), anything with
# lower-case letters (identifiers in code: "utf8mb4", "x86_64").
_CODE = compile_rule(
    rf"(?<![\w\-/.#@:])(?!{_PUBLIC_PREFIX}[\-/ ])"
    r"(?P<v>[A-Z0-9]+(?:[\-/][A-Z0-9]+){0,4})(?![\w\-/@:]|\.\w)"
)
_PREFIX_AND_NUMBER = compile_rule(r"^[A-Z]+[\-/]\d+$")
_MONTH_PART = compile_rule(r"(?:^|[\-/])(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)"
                         r"(?:$|[\-/])")


def _is_structured_code(code: str) -> bool:
    digits = sum(ch.isdigit() for ch in code)
    letters = sum(ch.isalpha() for ch in code)
    if letters < 2 or _MONTH_PART.search(code):
        return False  # one letter: a court's case number ("C-252/21") or a form
    if _PREFIX_AND_NUMBER.match(code):  # error codes and tracker tickets: "ORA-00942",
        return digits >= 6  # "JIRA-12345"; a claim's "CLM-20931874" is longer
    if "-" in code or "/" in code:
        return digits >= 5
    return digits >= 5 and len(code) >= 8  # not "ED25519", "SHA3256"


def find_structured_codes(text: str) -> Iterable[Finding]:
    for match in _CODE.finditer(text):
        if _is_structured_code(match.group("v")):
            yield finding(text, *match.span("v"), Label.ID_NUMBER, "rules:id_number", 0.7)


RECORD_RECOGNIZERS = (find_legacy_bitcoin, find_purchase_references, find_structured_codes)
