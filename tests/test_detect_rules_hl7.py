"""An HL7 v2 message's patient and next-of-kin fields are found by their position."""

from __future__ import annotations

from hushprompt.detect.rules_hl7 import find_hl7_identifiers
from hushprompt.types import Label

MESSAGE = (
    "MSH|^~\\&|LAB|HSJ|EHR|HSJ|20241209073115||ORU^R01|MSG00042|P|2.5\n"
    "PID|1||CL-7730219^^^HSJ^MR||Contreras Fuentes^Matías Ignacio||19880214|M|||"
    "Av. Providencia 2133 depto 504^^Santiago^RM^7500000||+56 9 8812 4470\n"
    "NK1|1|Fuentes^Rosa^^^Sra.|MTH||+56 9 7711 2233\n"
    "OBX|1|NM|2345-7^Glucose^LN||182|mg/dL|70-99|H|||F\n"
)


def test_patient_and_next_of_kin_fields() -> None:
    found = {(f.label, f.text) for f in find_hl7_identifiers(MESSAGE)}
    assert {(Label.ID_NUMBER, "CL-7730219"), (Label.PERSON, "Contreras Fuentes"),
            (Label.PERSON, "Matías Ignacio"), (Label.DATE_OF_BIRTH, "19880214"),
            (Label.ADDRESS, "Av. Providencia 2133 depto 504"), (Label.LOCATION, "Santiago"),
            (Label.POSTCODE, "7500000"), (Label.PHONE, "+56 9 8812 4470"),
            (Label.PERSON, "Fuentes"), (Label.PERSON, "Rosa"),
            (Label.PHONE, "+56 9 7711 2233")} <= found
    # the assigning authority, the type codes and the lab results name no one
    texts = {text for _, text in found}
    assert not texts & {"HSJ", "MR", "RM", "Sra.", "MTH", "Glucose", "182"}


def test_a_segment_quoted_in_a_log_line() -> None:
    line = ("2024-12-09 07:31:15,882 ERROR HL7Parser - Invalid PID segment: "
            "PID|1||CL-7730219^^^HSJ^MR||Contreras Fuentes^Matías Ignacio||19880214|M\n")
    assert (Label.PERSON, "Matías Ignacio") in {(f.label, f.text)
                                               for f in find_hl7_identifiers(line)}


def test_no_segment_no_finding() -> None:
    assert list(find_hl7_identifiers("a | b | c table row\nPIDs are process ids")) == []
