"""Accounts and people in machine records that the models read poorly: git authors and commit
trailers, Windows DOMAIN\\user accounts and event-log account fields, Discord-style name#1234
handles, "for user X" in system logs, the values of an SQL INSERT whose columns say what
they hold (the same column kinds as a pasted table, rules_tables.py), UPI payment addresses
("vikram.pandey@okhdfcbank") and the AWS account of a container registry."""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_identity import SYSTEM_USERS
from hushprompt.detect.wordlists import everyday_words
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_SOURCE = "rules:account"
# "Author: Ana Souza <ana@x.io>", "Signed-off-by: Kofi Mensah <kofi@y.org>"
_GIT_PERSON = compile_rule(
    r"(?im)^[ \t]*(?:author|commit|committer|signed-off-by|co-authored-by|reviewed-by|"
    r"acked-by|tested-by|reported-by|suggested-by|helped-by)[ \t]*:[ \t]+"
    r"(?P<v>[^\s<>@:][^<>@:\n]{0,60}?)[ \t]+<[^<>\n@]+@[^<>\n]+>"
)
# "CORP\\jdoe", "ACME-HQ\\svc_backup" (a drive letter is one character: "C:\\Users" is a path)
_DOMAIN_ACCOUNT = compile_rule(
    r"(?<![\w\\])(?P<domain>[A-Z][A-Z0-9\-]{1,14})\\(?P<v>[A-Za-z][\w.\-]{0,29}[\w])"
    r"(?![\w\\])"  # not the sentence's full stop: "I log in as CORP\\jbalogun."
)
# Windows security log fields: "Account Name:  jdoe"
_EVENT_ACCOUNT = compile_rule(
    r"(?im)\b(?:account name|user ?name|target user name|subject user name|logon account)"
    r"[ \t]*:[ \t]*(?P<v>[A-Za-z][\w.\-$]{1,40})[ \t]*$"
    # a one-line event: "A user account was created. New Account: svc_backup2 Creator: r.chauhan"
    r"|\b(?:New Account|Target Account|Creator|Account)[ \t]*:[ \t]*(?P<w>[A-Za-z][\w.\-$]{1,40})"
    r"(?=[ \t]+[A-Z][A-Za-z ]{0,20}:|[ \t]*$)"
)
# legacy Discord tags and similar: "kenji_dev#4821"
_TAGGED_HANDLE = compile_rule(r"(?<![\w#@/])(?P<v>(?P<name>[A-Za-z][\w.]{1,31})#\d{4})(?![\w#])")
# "issue#4821", "PR#1234": numbered things, not people
_NUMBERED_THINGS = frozenset({
    "issue", "issues", "bug", "pr", "mr", "ticket", "task", "item", "case", "order", "step",
    "page", "line", "no", "num", "number", "id", "version", "build", "room", "flight", "job",
    "run", "commit", "story", "epic", "incident", "inc", "req", "request", "change", "cr",
})
# system logs: "pam_unix(sshd:session): session closed for user mwangi", "for user 'jdoe'"
_FOR_USER = compile_rule(
    r"\b(?:for|by) user[ \t]+['\"]?(?P<v>[a-z_][\w.\-]{1,31})['\"]?(?![\w@])"
    # "failed for my account rh.jenkins": a login's shape (a dot, an underscore or a digit)
    r"|\b(?:for|of|on|with) (?:my|his|her|our|the user|the) account[ \t]+['\"]?"
    r"(?P<w>[a-z][a-z\-]*[._\d][\w.\-]{0,30})['\"]?(?![\w@])"
)
# an account in a PowerShell directory cmdlet: 'Set-ADUser -Identity "mthembu.s"',
# "Get-Mailbox -Identity jdoe@contoso.com", "Add-ADGroupMember -Members kpatel"
_AD_CMDLET_ACCOUNT = compile_rule(
    r"(?i)\b(?:get|set|new|remove|enable|disable|unlock|add|move)-(?:ad\w*|mailbox\w*|"
    r"mguser\w*|azureaduser\w*|msoluser\w*)\b[^\n]*?[ \t]-(?:identity|samaccountname|"
    r"userprincipalname|members|userid|user)[ \t]+[\"']?(?P<v>[\w.\-]+(?:@[\w.\-]+)?)[\"']?"
)
# logins listed after a message's or a ticket's field: "cc: nkowalczyk, tbauer, asingh",
# "Reviewers: jdoe, m.rossi" (not teams or words: "cc: legal, finance")
_LISTED_LOGINS = compile_rule(
    r"(?im)^[ \t>]*(?:cc|bcc|to|assignees?|reviewers?|watchers?|owners?|attendees|participants|"
    r"approvers?)[ \t]*:[ \t]*"
    r"(?P<list>[a-z][a-z0-9._\-]{2,30}(?:[ \t]*,[ \t]*[a-z][a-z0-9._\-]{2,30})+)[ \t]*$"
)
_LOGIN_ITEM = compile_rule(r"[a-z][a-z0-9._\-]{2,30}")
_LOGIN_MARK = compile_rule(r"[._\d]")


def _login_shaped(login: str) -> bool:
    """A login, not a team's word: a dot, an underscore or a digit ("m.rossi", "jdoe2"), or
    initials before a known name ("nkowalczyk", "tbauer")."""
    from hushprompt.detect.given_names import is_known_name

    return bool(_LOGIN_MARK.search(login)) or any(
        is_known_name(login[cut:]) for cut in (1, 2) if len(login) - cut >= 3)
_INSERT = compile_rule(
    r"(?is)\binsert[ \t]+into[ \t]+(?P<table>[\w.\"`\[\]]+)[ \t]*\((?P<cols>[^()]{1,400})\)"
    r"[ \t\n]*values"
    r"(?P<rows>(?:[ \t\n,]*\((?:[^()'\"]|'(?:[^'\\]|\\.|'')*'|\"[^\"]*\")*\))+)"
)
_ROW = compile_rule(r"\((?P<row>(?:[^()'\"]|'(?:[^'\\]|\\.|'')*'|\"[^\"]*\")*)\)")
_CELL = compile_rule(r"[ \t\n]*(?:'(?P<q>(?:[^'\\]|\\.|'')*)'|\"(?P<dq>[^\"]*)\"|(?P<bare>[^,]*?))"
                   r"[ \t\n]*(?:,|$)")
_PEOPLE_TABLE = compile_rule(
    r"(?i)user|customer|client|patient|employee|staff|people|person|member|student|contact|"
    r"tenant|applicant|candidate|guest|passenger|subscriber|account"
)
_CONTACT_COLUMNS = frozenset({"email", "e_mail", "phone", "mobile", "dob", "date_of_birth",
                              "birth_date", "birthdate"})
_COLUMN_LABELS: dict[str, Label] = {
    **dict.fromkeys(("name", "full_name", "fullname", "first_name", "last_name", "surname",
                     "given_name", "family_name", "display_name", "customer_name",
                     "patient_name", "employee_name", "contact_name"), Label.PERSON),
    **dict.fromkeys(("username", "user_name", "login", "handle", "user_login", "screen_name",
                     "nickname"), Label.USERNAME),
    **dict.fromkeys(("hostname", "host_name", "server_name", "machine_name", "device_name"),
                    Label.HOSTNAME),
    **dict.fromkeys(("national_id", "ssn", "passport_no", "passport_number", "tax_id",
                     "employee_id", "emp_id", "student_id", "patient_id", "mrn", "nhs_number",
                     "member_id", "customer_id"), Label.ID_NUMBER),
    **dict.fromkeys(("address", "street", "street_address", "address_line1", "address1",
                     "home_address"), Label.ADDRESS),
    **dict.fromkeys(("city", "town"), Label.LOCATION),
    # the same columns named in other languages (Polish, Spanish, Portuguese, German, French)
    **dict.fromkeys(("imie", "imię", "nazwisko", "nombre", "apellido", "apellidos", "nome",
                     "sobrenome", "vorname", "nachname", "prenom", "prénom"), Label.PERSON),
    **dict.fromkeys(("pesel", "dni", "cpf", "nif", "nie", "curp", "rut", "steuer_id"),
                    Label.ID_NUMBER),
    **dict.fromkeys(("miasto", "ciudad", "cidade", "stadt", "ville"), Label.LOCATION),
}


def _sql_values(text: str) -> Iterable[Finding]:
    for insert in _INSERT.finditer(text):
        columns = [c.strip().strip("\"`[]").casefold() for c in insert.group("cols").split(",")]
        labels = {i: _COLUMN_LABELS[c] for i, c in enumerate(columns) if c in _COLUMN_LABELS}
        # a bare "name" names a person only in a table of people ("products.name" is a product)
        about_people = _PEOPLE_TABLE.search(insert.group("table")) or any(
            c in _CONTACT_COLUMNS or (c in _COLUMN_LABELS and c != "name") for c in columns
        )
        if not about_people:
            labels = {i: label for i, label in labels.items() if columns[i] != "name"}
        if not labels:
            continue
        for row in _ROW.finditer(text, insert.start("rows"), insert.end("rows")):
            cells = list(_CELL.finditer(text, row.start("row"), row.end("row")))
            if len(cells) < len(columns):
                continue
            for index, label in labels.items():
                cell = cells[index]
                group = next((g for g in ("q", "dq", "bare") if cell.group(g)), None)
                if group is None:
                    continue
                value = cell.group(group).strip()
                if value and value.upper() != "NULL" and not value.isdigit() or (
                    label is Label.ID_NUMBER and value.isdigit() and len(value) >= 4
                ):
                    yield finding(text, *cell.span(group), label, _SOURCE, 0.8)


# An Indian UPI payment address: a handle, "@", a bank's or an app's handle ("@okhdfcbank",
# "@ybl", "@paytm"); no dot after it (an e-mail address has its domain)
_UPI_ADDRESS = compile_rule(
    r"(?<![\w.+\-])(?P<v>[A-Za-z0-9][\w.\-]{1,49}@(?:ok[a-z]{2,12}|ybl|ibl|axl|apl|upi|paytm|"
    r"pty[a-z]{2,8}|sbi|hdfcbank|icici|axisbank|kotak|yesbank|idfcbank|federal|rbl|pnb|"
    r"boi|cnrb|barodampay|unionbank|indus|aubank|jupiteraxis|fbl|freecharge|airtel|jio|"
    r"postbank|slice|abfspay|wa[a-z]{3,10}))(?![\w@\-]|\.\w)"
)
# the AWS account in an ECR image or an ARN: "481726350912.dkr.ecr.ap-southeast-1.amazonaws.com"
_AWS_ACCOUNT = compile_rule(r"(?<![\w.])(?P<v>\d{12})\.dkr\.ecr\.")


# A user in code or a directory: PHP's define( 'DB_USER', 'eczane_admin' ), an LDAP DN's
# "cn=svc_hrportal,ou=svc,dc=mirai,dc=local"
_DEFINED_USER = compile_rule(
    r"(?i)\bdefine\(\s*['\"](?:\w*_)?(?:user|username|login)['\"]\s*,\s*['\"]"
    r"(?P<v>[A-Za-z0-9][\w.\-@]{1,40})['\"]"
    r"|\b(?:cn|uid)=(?P<w>[A-Za-z][\w.\-]{1,40})(?=,(?i:ou|dc|o|cn)=)"
)


# A person's id in code and logs: a prefixed one ("cus_Q8812", "usr_8f3a2c91"; Stripe and most
# APIs mint them per customer or user), or a number keyed "id" right before the record's name or
# e-mail ("{id=55812, name='Siobhán Ní Bhriain'", '"user_id": 88412, "email": ...')
_PERSON_RECORD_ID = compile_rule(
    r"(?<![\w\-])(?P<v>(?:cus|usr|acct|cust|emp|pat|mem|mbr)_(?=(?:[A-Za-z]*\d){2})"
    r"[A-Za-z0-9]{4,24})(?![\w\-])"
    r"|\b(?:id|user_?id|uid|customer_?id|member_?id|patient_?id)[\"']?\s*[=:]\s*[\"']?"
    r"(?P<w>\d{4,12})[\"']?(?=\s*,\s*[\"']?(?:name|full_?name|first_?name|email|username)\b)"
)
# a directory's containers, not users: "cn=Users,dc=corp"
_DIRECTORY_CONTAINERS = frozenset({"users", "computers", "builtin", "administrators", "groups",
                                   "system", "configuration", "schema", "services"})


def find_accounts(text: str) -> Iterable[Finding]:
    for pattern in (_UPI_ADDRESS, _AWS_ACCOUNT):
        for match in pattern.finditer(text):
            yield finding(text, *match.span("v"), Label.ACCOUNT_NUMBER, _SOURCE, 0.85)
    for match in _PERSON_RECORD_ID.finditer(text):
        group = "v" if match.group("v") else "w"
        yield finding(text, *match.span(group), Label.ID_NUMBER, _SOURCE, 0.8)
    for match in _DEFINED_USER.finditer(text):
        group = "v" if match.group("v") else "w"
        if match.group(group).lower() not in SYSTEM_USERS | _DIRECTORY_CONTAINERS:
            yield finding(text, *match.span(group), Label.USERNAME, _SOURCE, 0.8)
    for match in _GIT_PERSON.finditer(text):
        if not match.group("v").endswith("[bot]"):  # "dependabot[bot]" is a service
            yield finding(text, *match.span("v"), Label.PERSON, _SOURCE, 0.85)
    for match in _DOMAIN_ACCOUNT.finditer(text):
        if match.group("v").lower() not in SYSTEM_USERS:
            yield finding(text, *match.span("v"), Label.USERNAME, _SOURCE, 0.8)
    for match in _AD_CMDLET_ACCOUNT.finditer(text) if "-" in text else ():
        if "@" not in match.group("v") and match.group("v").lower() not in SYSTEM_USERS:
            yield finding(text, *match.span("v"), Label.USERNAME, _SOURCE, 0.8)
    for match in _LISTED_LOGINS.finditer(text) if ":" in text else ():
        for item in _LOGIN_ITEM.finditer(text, match.start("list"), match.end("list")):
            login = item.group()
            if len(login) >= 4 and login not in everyday_words() and login not in SYSTEM_USERS \
                    and _login_shaped(login):
                yield finding(text, *item.span(), Label.USERNAME, _SOURCE, 0.75)
    for pattern in (_EVENT_ACCOUNT, _TAGGED_HANDLE, _FOR_USER):
        for match in pattern.finditer(text):
            group = "v" if match.group("v") is not None else "w"
            value = match.group(group)
            if pattern is _TAGGED_HANDLE and match.group("name").lower() in _NUMBERED_THINGS:
                continue
            if value.lower().rstrip("$") not in SYSTEM_USERS and value not in ("-", "N/A"):
                yield finding(text, *match.span(group), Label.USERNAME, _SOURCE, 0.8)
    if re.search(r"(?i)insert\s+into", text):
        yield from _sql_values(text)


ACCOUNT_RECOGNIZERS = (find_accounts,)
