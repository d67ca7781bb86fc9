"""National identity and tax numbers whose format or check digits identify them, validated by
python-stdnum: Indian PAN ("AKHPM4821K") and Aadhaar, Mexican CURP, Spanish DNI/NIE, and, next
to their name, Turkish
T.C. Kimlik numbers, Polish PESEL and German tax IDs (11 digits each, so the check digits alone
would also accept one random number in ten or a hundred). German health-insurance numbers
("Versichertennr.: K284719365") have no stdnum module; their field name is the evidence. Chinese
resident IDs, French social-security numbers and Polish account numbers as printed (their shape
and spacing, or a field name, as evidence).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.in_ import aadhaar, pan
from stdnum.mx import curp
from stdnum.pl import pesel
from stdnum.tr import tckimlik

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import before
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_SOURCE = "rules:id_number"  # keyword-anchored IDs: the context rules never take them for codes

# format alone: 5 letters, 4 digits, 1 letter (PAN; the 4th letter is the holder type)
_PAN = compile_rule(r"(?<![\w\-])[A-Z]{5}\d{4}[A-Z](?![\w\-])")
_CURP = compile_rule(r"(?<![\w\-])[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d(?![\w\-])")
# Spanish DNI / NIE: the check letter makes a random match unlikely (1 in 23)
_DNI = compile_rule(r"(?<![\w\-])(?:\d{8}|[XYZ]\d{7})-?[A-Z](?![\w\-])")
# Aadhaar: 12 digits in groups of four, Verhoeff check digit, never starting with 0 or 1
_AADHAAR = compile_rule(r"(?<![\w\-])[2-9]\d{3}[ \-]\d{4}[ \-]\d{4}(?![\w\-]|[ \-]\d)")
_ELEVEN_DIGITS = compile_rule(r"(?<![\w\-.])\d{11}(?![\w\-]|\.\d)")
_ELEVEN_DIGIT_IDS: tuple[tuple[re.Pattern[str], Callable[[str], bool]], ...] = (
    (compile_rule(r"(?i)\b(?:tckn|t\.?\s?c\.?\s+kimlik|kimlik(?:\s+no)?|tc\s+no)\b"),
     tckimlik.is_valid),
    (compile_rule(r"(?i)\bpesel\b"), pesel.is_valid),
    (compile_rule(r"(?i)\b(?:steuer-?id|steuerliche identifikationsnummer|"
                r"steueridentifikationsnummer|idnr)\b"), idnr.is_valid),
)
_HEALTH_INSURANCE_NUMBER = compile_rule(
    r"(?i)\b(?:versichertennr\.?|versichertennummer|krankenversichertennummer|kvnr)"
    r"\s*[:#]?\s*(?P<v>(?-i:[A-Z]\d{9}))(?![\w\-])"
)


# A Chinese resident ID: region (6 digits), birth date, sequence, check digit; valid by its check
# digit, or beside its field name ("idcard=", "身份证"): a typed or invented one fails the check
_CHINESE_ID = compile_rule(
    r"(?<![\w\-])\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]"
    r"(?![\w\-])"
)
_CHINESE_ID_FIELD = compile_rule(r"(?i)(?:id_?card|id card|身份证|身份證|公民身份|居民身份|证件号)")
# A French social-security number (NIR) as the card prints it, seven groups: "1 74 11 13 055 218
# 67" (sex, year, month, department, commune, order, key); the spacing is the evidence
_SPACED_NIR = compile_rule(
    r"(?<![\w\-])[12] \d{2} (?:0[1-9]|1[0-2]|[2-9]\d) (?:\d{2}|2[AB]) \d{3} \d{3} \d{2}"
    r"(?![\w\-]| \d)"
)
# A Polish account number (NRB) as banks print it: two check digits and six groups of four
_SPACED_NRB = compile_rule(r"(?<![\w\-])\d{2}(?: \d{4}){6}(?![\w\-]| \d)")


def find_national_ids(text: str) -> Iterable[Finding]:
    checked = ((_PAN, pan.is_valid), (_CURP, curp.is_valid),
               (_DNI, lambda v: dni.is_valid(v) or nie.is_valid(v)), (_AADHAAR, aadhaar.is_valid))
    for pattern, is_valid in checked:
        for match in pattern.finditer(text):
            if is_valid(match.group()):
                yield finding(text, *match.span(), Label.ID_NUMBER, _SOURCE, 0.85)
    for match in _ELEVEN_DIGITS.finditer(text):
        context = before(text, match.start(), 40)
        if any(name.search(context) and valid(match.group())
               for name, valid in _ELEVEN_DIGIT_IDS):
            yield finding(text, *match.span(), Label.ID_NUMBER, _SOURCE, 0.9)
    for match in _HEALTH_INSURANCE_NUMBER.finditer(text):
        yield finding(text, *match.span("v"), Label.ID_NUMBER, _SOURCE, 0.9)
    for match in _CHINESE_ID.finditer(text):
        if ric.is_valid(match.group()) or _CHINESE_ID_FIELD.search(before(text, match.start(), 20)):
            yield finding(text, *match.span(), Label.ID_NUMBER, _SOURCE, 0.9)
    for match in _SPACED_NIR.finditer(text):
        yield finding(text, *match.span(), Label.ID_NUMBER, _SOURCE, 0.85)  # (as with its word)
    for match in _SPACED_NRB.finditer(text):
        yield finding(text, *match.span(), Label.ACCOUNT_NUMBER, _SOURCE, 0.85)


NATIONAL_ID_RECOGNIZERS = (find_national_ids,)
