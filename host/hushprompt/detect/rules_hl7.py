"""HL7 v2 messages pasted into prompts: the patient (PID) and next-of-kin (NK1) segments say what
each field holds (and the visit's segment, PV1, its doctors), so their identifiers are found by
position, not by guessing:
"PID|1||CL-7730219^^^HSJ^MR||Contreras Fuentes^Matías Ignacio||19880214|M|||Av. Providencia 2133
depto 504^^Santiago^RM^7500000||+56 9 8812 4470|||||17.884.201-3"."""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_SOURCE = "rules:hl7"
# at a line's start, or quoted in a log line ("Invalid PID segment: PID|1||...")
_SEGMENT = compile_rule(
    r"(?m)(?:^[ \t]*|(?<=[ \t:\"']))(?P<kind>PID|NK1|PV1)\|(?P<fields>[^\n\r]*)")
# field number -> what it holds (HL7 v2.x; PID-3 patient id, PID-5 name, PID-7 birth date,
# PID-11 address, PID-13/14 phones, PID-19 national id; NK1-2 name, NK1-4 address, NK1-5 phone)
_PID_FIELDS = {2: Label.ID_NUMBER, 3: Label.ID_NUMBER, 4: Label.ID_NUMBER, 5: Label.PERSON,
               6: Label.PERSON, 7: Label.DATE_OF_BIRTH, 11: Label.ADDRESS, 13: Label.PHONE,
               14: Label.PHONE, 18: Label.ACCOUNT_NUMBER, 19: Label.ID_NUMBER,
               20: Label.ID_NUMBER}
_NK1_FIELDS = {2: Label.PERSON, 4: Label.ADDRESS, 5: Label.PHONE, 6: Label.PHONE}
# the doctors of a visit (PV1-7 attending, -8 referring, -9 consulting, -17 admitting): id ^
# family ^ given, as an XCN field writes a person ("1184736221^Haverford^Colin^^^MD")
_DOCTOR = "doctor"  # (not a label: the field's components are an id and a name)
_PV1_FIELDS: dict[int, Label | str] = {7: _DOCTOR, 8: _DOCTOR, 9: _DOCTOR, 17: _DOCTOR}
_FIELDS: dict[str, dict[int, Label] | dict[int, Label | str]] = {
    "PID": _PID_FIELDS, "NK1": _NK1_FIELDS, "PV1": _PV1_FIELDS}
# the parts of an address field: street ^ other ^ city ^ state ^ postcode ^ country
_ADDRESS_PARTS = {0: Label.ADDRESS, 1: Label.ADDRESS, 2: Label.LOCATION, 4: Label.POSTCODE}
_PIECE = compile_rule(r"[^|^~&\\]+")


def find_hl7_identifiers(text: str) -> Iterable[Finding]:
    if "|" not in text:
        return
    for segment in _SEGMENT.finditer(text):
        fields = _FIELDS[segment.group("kind")]
        offset = segment.start("fields")
        for number, field in enumerate(segment.group("fields").split("|"), start=1):
            label = fields.get(number)
            if label is not None and field.strip():
                yield from _field_findings(text, offset, field, label)
            offset += len(field) + 1


def _field_findings(
    text: str, offset: int, field: str, label: Label | str
) -> Iterable[Finding]:
    # repetitions (~) of a field are read alike; within one, components are split by ^
    position = offset
    for repetition in field.split("~"):
        components = repetition.split("^")
        cursor = position
        for index, component in enumerate(components):
            part = _PIECE.search(component)
            kind = _component_label(label, index)
            if part is not None and kind is not None and part.group().strip():
                start = cursor + part.start()
                end = cursor + part.end()
                if kind is Label.DATE_OF_BIRTH:
                    end = start + min(8, end - start)  # "19880214" of "198802140930"
                yield finding(text, start, end, kind, _SOURCE, 0.85)
            cursor += len(component) + 1
        position += len(repetition) + 1


def _component_label(label: Label | str, index: int) -> Label | None:
    """Which components of a field identify someone: all of a name (family ^ given ^ middle),
    the first of an id, a date or a phone (the rest are assigning authorities and type codes),
    the street, city and postcode of an address."""
    if label is Label.PERSON:
        return label if index <= 2 else None
    if label is _DOCTOR:
        return Label.ID_NUMBER if index == 0 else Label.PERSON if index in (1, 2) else None
    if label is Label.ADDRESS:
        return _ADDRESS_PARTS.get(index)
    return label if index == 0 else None


HL7_RECOGNIZERS = (find_hl7_identifiers,)
