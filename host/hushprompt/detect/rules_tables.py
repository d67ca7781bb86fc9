"""Columns of a pasted table (CSV, tab-separated, Markdown, pipe-separated exports) whose header
says what the cells hold: the name column holds people, an employee/student/patient ID column
holds ID numbers, a bank-account column holds account numbers, and beside a name column a
city column says where each person lives or works.

The models read prose; a table's cells have no context but their header, so the header decides.
A column counts only as long as the rows keep the header's shape (same number of cells). A
list without a header gets one thing after the other detectors: the codes and days in a row
whose person they found (codes_in_rows_of_people).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from hushprompt.detect.base import finding
from hushprompt.detect.rules_names import LETTERS as _LETTERS
from hushprompt.detect.rules_names import has_known_name, looks_like_name
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_NAME_WORD = rf"{_LETTERS}+(?:[.'’\-・]{_LETTERS}+)*\.?"  # ("グエン・ヴァン・ミン" too)
# "Maria Lopez", and "Lopez, Maria" as gradebooks and registers write it
_CELL_NAME = compile_rule(rf"{_NAME_WORD}(?:,? {_NAME_WORD}){{0,3}}")
# "A-3318", "10C-031", "E004512", "4471829930": letters and digits, at least two digits
_CELL_ID = compile_rule(r"(?=(?:[^\d\n]*\d){2})[A-Za-z0-9](?:[A-Za-z0-9/.\-]{1,22}[A-Za-z0-9])")
# "88204617", "1048 2293", "062-000 12345678": digits in groups, at least six of them
_CELL_ACCOUNT = compile_rule(
    r"(?=(?:\D*\d){6})\d[\d \-]{4,32}\d"
    # an IBAN, checksum or not (a mistyped one is still the person's): "GB47 NWBK 6011 3847 22"
    r"|[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?")

_NAME_HEADERS = frozenset({
    "name", "names", "full name", "employee", "employee name", "patient", "patient name",
    "student", "student name", "customer", "customer name", "client", "client name", "tenant",
    "contact", "contact name", "candidate", "applicant", "member", "staff", "person", "owner",
    "first name", "last name", "surname", "guest", "passenger", "attendee", "participant",
    "firstname", "lastname", "fullname", "givenname", "familyname", "given name", "family name",
    "forename", "forenames", "given", "family", "first names", "paid by", "payer", "assignee",
    "assigned to", "requester", "reporter", "reviewer", "author",
    # other languages' name headers
    "nombre", "nombres", "apellido", "apellidos", "nom", "prénom", "prenom", "vorname",
    "nachname", "nome", "cognome", "naam", "voornaam", "achternaam", "imię", "imie", "nazwisko",
    "nama", "ad", "soyad", "soyadı", "ho ten", "họ tên", "jina",
    # Japanese, Chinese, Korean and Russian ("氏名", "姓名", "이름", "ФИО")
    "氏名", "名前", "姓名", "이름", "성명", "фио", "имя", "фамилия", "пациент", "сотрудник",
})
# "first" and "last" alone may order anything; side by side they are a person's names
_NAME_HEADER_PAIR = ("first", "last")
# IDs of people (an "id" column alone may number products or rows: it counts only in a table
# that also has a name column)
_PERSON_ID_HEADERS = frozenset({
    "emp id", "employee id", "employee no", "employee number", "staff id", "staff no",
    "staff number", "student id", "student no", "student number", "pupil id", "patient id",
    "mrn", "nhs number", "nhs no", "member id", "membership no", "membership number",
    "customer id", "client id", "badge", "badge id", "badge no", "payroll id", "payroll no",
    "personnel no", "personnel number", "user id", "tenant id", "passport", "passport no",
    "passport number", "national id", "ssn", "nin", "ni number", "tax id", "tin", "empid",
    "employeeid", "studentid", "patientid", "memberid", "customerid", "staffid", "userid",
    # national and school numbers by their country's name for them
    "bsn", "sofinummer", "oen", "dni", "nie", "cpf", "rg", "pesel", "personnummer", "cf",
    "codice fiscale", "nif", "curp", "rfc", "aadhaar", "pan", "nik", "ktp", "sin", "nas",
    "tfn", "ird", "nhs", "upn", "uln",
    "社員番号", "従業員番号", "工号", "学号", "사번", "학번", "табельный номер", "снилс",
})
# phone numbers, whatever their country's grouping ("0034-612-44-18-90", "55 1234 5678")
_PHONE_HEADERS = frozenset({
    "phone", "phone number", "phone no", "telephone", "tel", "mobile", "mobile no",
    "mobile number", "cell", "cell phone", "contact number", "contact no", "whatsapp", "phone1",
    "phone2", "telefono", "teléfono", "telefone", "telefon", "téléphone", "celular", "handphone",
})
_CELL_PHONE = compile_rule(r"(?=(?:\D*\d){7,15}\D*$)\+?\(?\d[\d \-().]{5,22}\d")
# log-in names of people ("SIS Login ID", "username")
_USERNAME_HEADERS = frozenset({
    "username", "user name", "login", "login id", "login name", "sis login id", "handle",
    "account name", "user login", "userid", "user",
})
_CELL_HANDLE = compile_rule(r"[A-Za-z][\w.\-]{1,39}")
# in a table about people, a column whose header ends in one of these identifies rows tied to
# a person ("loan_id", "SIS User ID", "claim no")
_ID_HEADER_ENDINGS = ("id", "no", "number", "ref", "reference")
_ACCOUNT_HEADERS = frozenset({
    "bank acct", "bank account", "bank account no", "bank account number", "account",
    "account no", "account number", "acct", "acct no", "acc no", "acc", "iban",
})
# where a person lives or works, in a table about people (a "city" column of a sales table
# names markets, not people): only next to a name column
_PLACE_HEADERS = frozenset({
    "city", "town", "location", "current location", "home town", "hometown", "residence",
    "based in", "lives in", "address", "home address", "region", "state", "district",
})
# what each person does, in a table about people ("Role", "Job title", "Position")
_JOB_HEADERS = frozenset({
    "role", "job", "job title", "jobtitle", "position", "occupation", "profession", "job role",
    "designation", "functie", "beruf", "poste", "cargo", "puesto", "mansione", "title",
    "job position", "dienstbezeichnung",
})
_CELL_JOB = compile_rule(r"[^\W\d_][\w'’&/\-]*(?:[ \t][\w'’&/\-]+){0,4}")
_CELL_PLACE = compile_rule(rf"{_NAME_WORD}(?:[ \-]{_NAME_WORD}){{0,3}}(?:, ?[A-Z]{{2}})?")
_DELIMITERS = ("\t", "|", ";", ",")
_TABLE_RULE = compile_rule(r"^[\s|:+\-]+$")  # "|---|:--|" under a Markdown header
# a column label: short, without the "=", ":" or "@" of a record's values
_HEADER_CELL = compile_rule(r"[^=:@\n]{0,40}")


@dataclass(frozen=True, slots=True)
class _ColumnKind:
    label: Label
    source: str
    accepts: Callable[[str], bool]


_PERSON = _ColumnKind(
    Label.PERSON, "rules:table",
    lambda v: bool(_CELL_NAME.fullmatch(v)) and (looks_like_name(v) or _known_lower_case_name(v)),
)
_ID = _ColumnKind(Label.ID_NUMBER, "rules:table_id", lambda v: bool(_CELL_ID.fullmatch(v)))
_PLACE = _ColumnKind(
    Label.LOCATION, "rules:table_place",
    lambda v: bool(_CELL_PLACE.fullmatch(v)) and v[:1].isupper(),
)
_USERNAME = _ColumnKind(
    Label.USERNAME, "rules:table_username",
    lambda v: bool(_CELL_HANDLE.fullmatch(v)) and v != v.upper(),
)
_ACCOUNT = _ColumnKind(
    Label.ACCOUNT_NUMBER, "rules:table_account", lambda v: bool(_CELL_ACCOUNT.fullmatch(v))
)
_PHONE = _ColumnKind(Label.PHONE, "rules:table_phone", lambda v: bool(_CELL_PHONE.fullmatch(v)))
_JOB = _ColumnKind(Label.OCCUPATION, "rules:table_job", lambda v: bool(_CELL_JOB.fullmatch(v)))


def _known_lower_case_name(value: str) -> bool:
    """A name typed in lower case in a name column ("siobhan", "grace wanjiru kamau"): one of
    its words is a given or family name that Faker or the world's given names know ("o'reilly":
    after the prefix), and none is an everyday word ("sales team")."""
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.wordlists import everyday_words

    if not value.islower() or not looks_like_name(value.title()):
        return False
    words = [re.sub(r"^(?:o|d|l|mc|mac)['’]", "", word) for word in re.split(r"[\s\-]+", value)]
    everyday = everyday_words()
    return not any(word in everyday for word in words) and any(
        has_known_name(word) or is_known_name(word) for word in words if word)


def _normal_header(cell: str) -> str:
    """"Emp_ID", "emp-id", "Emp. ID" -> "emp id"."""
    return " ".join(re.sub(r"[_\-.#]+", " ", cell.casefold()).split())


def _cells(line: str, delimiter: str) -> list[tuple[int, int]]:
    """(start, end) of each cell's trimmed text within the line; a delimiter inside double
    quotes ("Go, Kafka, PostgreSQL") does not split. Hand-written: the csv module gives the
    cells' text but not where they stand in the line, and the findings need offsets."""
    spans, cell_start, quoted = [], 0, False
    for index, char in enumerate(line + delimiter):
        if char == '"':
            quoted = not quoted
        elif char == delimiter and (not quoted or index == len(line)):
            part = line[cell_start:index]
            start = cell_start + len(part) - len(part.lstrip())
            spans.append((start, max(start, cell_start + len(part.rstrip()))))
            cell_start = index + 1
    return spans


def _columns(header: list[str]) -> dict[int, _ColumnKind]:
    """The private columns of a header row, by index."""
    kinds: dict[int, _ColumnKind] = {}
    pair = all(word in header for word in _NAME_HEADER_PAIR)
    for index, cell in enumerate(header):
        if cell in _NAME_HEADERS or pair and cell in _NAME_HEADER_PAIR:
            kinds.setdefault(index, _PERSON)
        elif cell in _PERSON_ID_HEADERS:
            kinds[index] = _ID
        elif cell in _ACCOUNT_HEADERS:
            kinds[index] = _ACCOUNT
        elif cell in _PHONE_HEADERS or cell.split(" ", 1)[0] in _PHONE_HEADERS:
            kinds[index] = _PHONE  # ("Telefon rodzica", "Phone (home)": whose phone it is)
    if any(kind is _PERSON for kind in kinds.values()):
        for index, cell in enumerate(header):
            if index in kinds:
                continue
            if cell in _USERNAME_HEADERS:
                kinds[index] = _USERNAME
            elif cell == "id" or cell.rsplit(" ", 1)[-1] in _ID_HEADER_ENDINGS:
                kinds[index] = _ID
            elif cell in _PLACE_HEADERS:
                kinds[index] = _PLACE
            elif cell in _JOB_HEADERS:
                kinds[index] = _JOB
    return kinds


def header_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of the header rows of the tables `find_table_cells` reads: labels of columns
    ("SIS User ID", "Midterm (123456)"), never anyone's data."""
    return [span for span, _ in _tables(text)]


def find_table_cells(text: str) -> Iterable[Finding]:
    for _, found in _tables(text):
        yield from found


def _tables(text: str) -> Iterable[tuple[tuple[int, int], list[Finding]]]:
    """Each table with private columns: its header row's span and the findings of its cells."""
    lines, offset = [], 0
    for line in text.split("\n"):
        lines.append((offset, line))
        offset += len(line) + 1
    index = 0
    while index < len(lines):
        line = lines[index][1]
        index += 1
        delimiter = next((d for d in _DELIMITERS if d in line), None)
        if delimiter is None:
            continue
        raw_header = [line[a:b] for a, b in _cells(line, delimiter)]
        if not all(_HEADER_CELL.fullmatch(cell) for cell in raw_header):
            continue  # "ATTENDEE;CN=Tomás Ferreira:mailto:..." is a record, not a header
        header = [_normal_header(cell) for cell in raw_header]
        columns = _columns(header)
        if not columns or len(header) < 2:
            continue
        header_start = lines[index - 1][0]
        found: list[Finding] = []
        while index < len(lines):
            row_start, row = lines[index]
            if _TABLE_RULE.match(row) and row.strip():
                index += 1
                continue
            cells = _cells(row, delimiter)
            if len(cells) != len(header):
                break
            index += 1
            for column, kind in columns.items():
                a, b = cells[column]
                if b - a > 2 and row[a] == row[b - 1] == '"':  # a quoted CSV cell
                    a, b = a + 1, b - 1
                if a < b and kind.accepts(row[a:b]):
                    found.append(
                        finding(text, row_start + a, row_start + b, kind.label, kind.source, 0.8))
        if found:
            yield (header_start, header_start + len(line)), found


TABLE_RECOGNIZERS = (find_table_cells,)


# A code that opens or closes a row naming a person, in a list without a header, and a day in
# such a row (a flight, a visit, a booking of that person's): "STU-88123,
# Maya Oyelowo-Grant, 2012-05-09, Y7" (the row's name, birth date, e-mail or phone was found by
# the detectors; a code beside it is that person's student, employee or customer number). A
# year, a class ("Y7") or a number of under four digits is no such code.
_ROW_CODE = compile_rule(
    r"(?m)(?:^[ \t]*(?P<first>[A-Z]{1,5}[\-_]?\d{4,12})[ \t]*[,;|\t]"
    r"|[,;|\t][ \t]*(?P<last>[A-Z]{1,5}[\-_]?\d{4,12})[ \t]*$)"
    # and a day the row's person does something: "…,TP 555 BER-LIS,2024-05-14 11:40,204,"
    r"|(?:^|(?<=[,;|\t]))[ \t]*(?P<day>(?:19|20)\d{2}-[01]\d-[0-3]\d(?:[ T][0-2]\d:[0-5]\d)?)"
    r"[ \t]*(?=[,;|\t]|$)"
)


_OF_A_PERSON = frozenset({Label.PERSON, Label.DATE_OF_BIRTH, Label.EMAIL, Label.PHONE})


# and a code in brackets right after a person's name: "Employee: Oleksandr Hrytsenko (E77120)"
_CODE_IN_BRACKETS = compile_rule(r"[ \t]*\([ \t]*(?P<v>[A-Z]{1,3}-?\d{4,10})[ \t]*\)")


def codes_in_rows_of_people(text: str, found: list[Finding]) -> list[Finding]:
    people = [f for f in found if f.label in _OF_A_PERSON]
    if not people:
        return []
    codes: list[Finding] = []
    for person in people:
        bracket = _CODE_IN_BRACKETS.match(text, person.end)
        if person.label is Label.PERSON and bracket is not None:
            codes.append(finding(text, *bracket.span("v"), Label.ID_NUMBER, "rules:table", 0.7))
    for match in _ROW_CODE.finditer(text):
        group = next(g for g in ("first", "last", "day") if match.group(g))
        start, end = match.span(group)
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        if any(line_start <= p.start and p.end <= line_end for p in people) and not any(
                f.start < end and start < f.end for f in found):
            label = Label.DATE if group == "day" else Label.ID_NUMBER
            codes.append(finding(text, start, end, label, "rules:table", 0.7))
    return codes
