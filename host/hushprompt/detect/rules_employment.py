"""Who someone works for and as what, where a form or a CV says so: labelled fields
("Employer: Banner Health", "Position: Phlebotomist", "Job title: ...") and CV job lines
("Senior Product Manager – Careem (2021–present)"). The models read prose; these are records.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.types import Finding, Label

_VALUE = r"[A-Z][\w&.'’\-]*(?:[ \t]+(?:[A-Z&][\w&.'’\-]*|of|and|de|du|van|von|der|la|le|y|e)){0,5}"
_EMPLOYER_FIELD = re.compile(
    r"(?i:\b(?:employer|current employer|company|employed (?:by|at)|works? (?:at|for)|"
    r"organi[sz]ation|firm|school|university|workplace)[ \t]*:[ \t]*)"
    rf"(?P<v>{_VALUE})"
)
_JOB_FIELD = re.compile(
    # a form's field, capitalised ("Role: Staff Nurse"); "role: admin" in a config is no job
    r"\b(?:Position|POSITION|Job [Tt]itle|JOB TITLE|Role|ROLE|Occupation|OCCUPATION|"
    r"Profession|PROFESSION|Designation|DESIGNATION)[ \t]*:[ \t]*"
    r"(?P<v>[A-Z][\w'’\-]+(?:[ \t]+[A-Z][\w'’\-]*){0,4})(?![/\w])"
)
# a CV line: title, a dash, the employer, the years ("(2018–2021)", "(2021–present)")
_CV_JOB_LINE = re.compile(
    r"(?m)(?:^|(?<=[ \t]{2})|(?<=•[ \t]))(?P<title>[A-Z][\w'’\-]*(?:[ \t]+[A-Za-z][\w'’\-]*){0,4})"
    rf"[ \t]+[–—\-|@][ \t]+(?P<org>{_VALUE})[ \t]*,?[ \t]*\(?(?:19|20)\d{{2}}[ \t]*[–—\-][ \t]*"
    r"(?:(?:19|20)\d{2}|present|now|today|current)\b"
)
# field values that are no employer or job
_NOT_VALUES = frozenset({"n/a", "na", "none", "null", "unknown", "tbd", "self", "self-employed",
                         "unemployed", "student", "retired", "yes", "no", "other", "see below"})


def _value_end(text: str, start: int, end: int) -> int:
    """Stop a value before two spaces or the label of the next field ("... Position:")."""
    gap = text.find("  ", start, end)
    if gap >= 0:
        end = gap
    label = re.search(r"[ \t]+[A-Z][\w ]{0,20}:", text[start:end])
    return start + label.start() if label else end


def find_employment(text: str) -> Iterable[Finding]:
    for pattern, label in ((_EMPLOYER_FIELD, Label.ORG), (_JOB_FIELD, Label.OCCUPATION)):
        for match in pattern.finditer(text):
            start = match.start("v")
            end = _value_end(text, start, match.end("v"))
            if end > start and text[start:end].strip().casefold() not in _NOT_VALUES:
                yield finding(text, start, end, label, "rules:employment", 0.75)
    for match in _CV_JOB_LINE.finditer(text):
        yield finding(text, *match.span("title"), Label.OCCUPATION, "rules:employment", 0.75)
        org_end = _value_end(text, match.start("org"), match.end("org"))
        yield finding(text, match.start("org"), org_end, Label.ORG, "rules:employment", 0.75)


EMPLOYMENT_RECOGNIZERS = (find_employment,)
