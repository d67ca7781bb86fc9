"""Someone's test results and readings: "my HbA1c came back at 8.2", "BP 182/104",
"eGFR was 52", "TSH: 6,8 mUI/L".

The value is the private part; the test's name is the task ("what does an HbA1c of … mean"),
so only the value is a finding, and its stand-in is a nearby value (standins/categories.py), not
a condition. A value after "<", ">" or "above" is a threshold and never matches. Whether the
reading is someone's is the context rules' decision, as for conditions (detect/health.py): a
question about the test in general ("Is an HbA1c of 6.5 diabetic?") keeps its value.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "rules:lab_value"

# tests and readings whose value says something about a person's health; the short acronyms in
# capitals only ("ALT", "INR", "BP": "alt 3" and "bp 2" are no lab values)
_TEST = (
    r"(?:(?i:hba1c|a1c|e?gfr|creatinine|creatinina|créatinine|kreatinin|"
    r"free t4|ft4|ldl|hdl|(?:total )?cholesterol|colesterolo?|cholestérol|triglycerides|"
    r"ferritin|ferritina|ferritine|haemoglobin|hemoglobin|hämoglobin|hemoglobina|"
    r"(?:fasting )?(?:blood )?glucose|glucosa|glicemia|glycémie|(?:fasting |blood )?sugar|"
    r"blutzucker|blood pressure|blutdruck|pressão(?: arterial)?|presión(?: arterial)?|"
    r"tension(?: artérielle)?|pressione(?: arteriosa)?|bloeddruk|bmi|imc|moca|mmse|"
    r"vitamin d|vit d|vitamina d|b12|(?:resting )?heart rate|sats|spo2|o2 sats|"
    r"oxygen(?: sat(?:uration)?s?)?|fev1|viral load|cd4(?: count)?|amh|platelets|"
    r"potassium|sodium|bilirubin|uric acid|acido urico|hémoglobine|hemoglobine|bicarbonate|"
    r"hco3|(?:blood )?ketones|lactate|troponin|cbg|"
    # a temperature, in the languages prompts mix in (not "fever": a model's "had a fever" is
    # a condition, not a test's name); Russian and Ukrainian blood pressure ("давление 180/110")
    r"temperature|temperatura|température|temperatur|temp|"
    r"температура|давление|давления|тиск|"
    # a Russian report's tests: "ТТГ — 8,9 мЕд/л", "Холестерин общий — 6,8 ммоль/л"
    r"ттг|т4 свободный|т4 св\.?|холестерин(?: общий)?|глюкоза|гемоглобин|креатинин|ферритин|"
    r"сахар|антитела к тпо)"
    r"|TSH|INR|CRP|ALT|AST|GGT|WBC|BP|Hb|Hgb|PSA|ANC|pH)"
)
# a nurse's observations, where "T", "HR" and "RR" are temperature, heart and breathing rates:
# "obs 14:00 T 38.4, HR 112 irreg, BP 98/60, RR 22" (on a line with another vital sign; "HR"
# alone is a department)
_OBSERVATION_LINE = compile_rule(r"(?m)^.*\b(?:BP|sats|SpO2|NEWS2?|obs)\b.*$")
_OBSERVATION = compile_rule(
    r"\b(?:T|HR|RR|P)[ \t]*[:=]?[ \t]*(?P<value>\d{1,3}(?:[.,]\d)?)(?![\d/]|[.,]\d)")
# what may stand between the test and its value: "came back at", "was", ": ", "went up to"
_BETWEEN = (
    r"(?:\s*\([^()\n]{1,24}\))?"  # "TSH (thyroid)"
    r"(?:\s*[:=]\s*|\s+|\s*[-—–]\s*)"
    r"(?:(?i:is|was|were|are|of|at|came back|came|back|reading|readings|level|levels|went|"
    r"up|down|to|rose|dropped|fell|now|around|about|only|still|just|already|stuck|ist|war|"
    r"liegt|lag|bei|era|es|está|estava|de|est|était|à|von|van|di|è|"
    # fasting, in the languages prompts mix in: "Glycémie à jeun 0,97", "glucosa en ayunas 126"
    r"jeun|en|ayunas|em|jejum|a|digiuno|nüchtern|fasting|"
    # Hindi-English: "sugar bhi 280", "sugar phir se 320 aaya"
    r"bhi|phir|se|abhi|ka|ki|hai|tha|thi)\s+){0,4}"
)
# the value: "8.2", "6,8", "182/104" (standins/categories.py reads the same shape)
VALUE = r"\d{1,3}(?:[.,]\d{1,2})?(?:\s?/\s?\d{2,3})?"
_READING = compile_rule(
    r"\b" + _TEST + _BETWEEN + rf"(?P<value>{VALUE})"
    # not part of a longer number, a date ("6.5.2024"), a range's start or a version
    + r"(?![\d/]|[.,]\d|\s?[-–]\s?\d)"
)


def find_lab_values(text: str) -> Iterable[Finding]:
    """The values of tests and readings (each one a HEALTH candidate for the context rules)."""
    for match in _READING.finditer(text):
        yield finding(text, *match.span("value"), Label.HEALTH, SOURCE, 0.6)
    for line in _OBSERVATION_LINE.finditer(text):
        for match in _OBSERVATION.finditer(text, line.start(), line.end()):
            yield finding(text, *match.span("value"), Label.HEALTH, SOURCE, 0.6)


_TEST_ALONE = compile_rule(_TEST + "(?:" + _BETWEEN + ")?")  # ("blood pressure was")
# a model's span of a reading with its unit: "BP 182/104", "TSH: 6.8 uIU/mL (H)"
_READING_SPAN = compile_rule(
    _TEST + _BETWEEN + rf"(?P<value>{VALUE})"
    r"(?:\s?(?:%|[a-zA-Zµ/]{1,8}(?:/[a-zA-Z0-9]{1,4})?))?(?:\s?\([HL]\))?")


def without_test_name(found: Finding) -> list[Finding]:
    """A model's HEALTH span that names a test keeps only the value: the test's name is the
    task ("BP 182/104" -> "182/104"), and the name alone ("eGFR", "blood pressure") is nothing
    private."""
    if found.label is not Label.HEALTH or found.source.startswith(("rules", "custom")):
        return [found]
    span = found.text
    if _TEST_ALONE.fullmatch(span.strip() + " "):
        return []
    reading = _READING_SPAN.fullmatch(span)
    if reading is None:
        return [found]
    start, end = reading.span("value")
    return [replace(found, start=found.start + start, end=found.start + end,
                    text=span[start:end])]


LAB_VALUE_RECOGNIZERS = (find_lab_values,)
