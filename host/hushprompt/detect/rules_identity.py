"""Identifiers that need a nearby keyword: user names, dates of birth, ID / medical-record /
employee / passport numbers, names after "Name:"-style labels, ages."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import RegexRule, line_context
from hushprompt.detect.rules_own_sites import is_public_code_owner
from hushprompt.detect.wordlists import everyday_words
from hushprompt.month_names import ENGLISH_MONTH_NAMES, foreign_month_names
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# --- user names ------------------------------------------------------------------------------
_SYSTEM_USERS = frozenset(
    {
        "root", "admin", "administrator", "postgres", "www-data", "nobody", "ubuntu", "ec2-user",
        "user", "username", "guest", "test", "sa", "mysql", "daemon", "git", "default", "public",
        "shared", "runner", "jenkins", "docker", "node", "app", "me", "you", "name", "home",
        "all", "current", "local", "system", "service", "localuser", "your_username", "<user>",
        "$user", "%username%", "none", "null", "true", "false", "is", "was", "and", "the",
        "failed", "successful", "success", "error", "required", "ok", "unknown", "anonymous",
    }
)


SYSTEM_USERS = _SYSTEM_USERS  # shared with the prose rules


def _user_ok(match: re.Match[str], text: str) -> bool:
    value = match.group("v")
    return value.lower() not in _SYSTEM_USERS and not value.startswith(("$", "%", "<", "{"))


# words that start a chat message ("User: how do I ..."), never a login
_MESSAGE_WORDS = frozenset(
    {
        "how", "what", "why", "when", "where", "who", "which", "can", "could", "would",
        "should", "please", "thanks", "thank", "hi", "hello", "hey", "yes", "no", "okay", "i",
        "my", "it", "do", "does", "help", "tell", "write", "explain", "give", "make", "show",
        "list", "summarize", "summarise", "translate", "sure", "great", "so", "but", "also",
    }
)


def _assigned_user_ok(match: re.Match[str], text: str) -> bool:
    value = match.group("v")
    # "User: Hello, how do I ..." in chat transcripts: a Title-case word is a sentence, not a login
    return (
        _user_ok(match, text)
        and not (value.istitle() and value.isalpha())
        and value.lower() not in _MESSAGE_WORDS
    )


USER_ASSIGNMENT = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?i)(?<![\w\-])(?:[A-Za-z0-9]+_)*(?:user(?:name)?|login|uid|user_id|userid|account_name|"
        r"owner|db_user|dbuser|database_user|sam_account_name|samaccountname|upn|handle|"
        r"login_?name|logon_?name|"
        r"account name|"
        # a French account ("compte admin : sensei_karim"), Nextcloud's sender "mail_from_address"
        r"compte(?: admin(?:istrateur)?)?|mail_from_address|"
        # Active Directory's login in an onboarding file: "- sam: ewiltshire" (lower case: "Sam:"
        # is a speaker)
        r"(?-i:sam)|"
        # the admin account of a service's settings: "KEYCLOAK_ADMIN: lukas.weber"
        r"(?<=_)admin|admin_user|"
        # the agent or assignee of a ticket, and "user" in other languages: "agente=mgarcia"
        r"(?<!user[_\-])agente?|assignee|assigned_to|reporter|usuario|utilisateur|benutzer|"
        r"manager|reports_to|approver|reviewer|"
        # who did it, in an audit log: "actor":"mreyes", performed_by=jdoe
        r"actor|(?:performed|created|updated|modified|changed|requested|approved)_by|"
        r"gebruiker|utente|kullanici|kullanıcı|"
        # the operator of a till or a gate's log: "operador=jgarrido", "op=zhangli_wy"
        # ("op" only before a login's shape: "op=add" is an operation)
        r"operador|operatore|opérateur|operator|(?-i:op)(?==[a-z]+[._]?[a-z]*\d*[._\d])|"
        # a fleet's or a charger's log: "driver=d.okafor", "account=acct_jmcallister_88"
        r"(?:driver|courier|rider)(?==[a-z]+[._][a-z0-9]+)|account(?==acct_))"
        # (PHP's arrays too: "'dbuser' => 'nc_admin'")
        r"[\"']?(?:[ \t]*(?:=>|[=:])[ \t]*|(?m:(?<=^User)|(?<=^  User)|(?<=^    User))[ \t]+)"
        r"[\"']?"
        # the value, not the next key ("User: id=u_88213")
        r"(?P<v>[A-Za-z][A-Za-z0-9._\-]{1,39})(?![\w@=])"
    ),
    0.8,
    "v",
    _assigned_user_ok,
)
# An account in Chinese, Japanese or Korean: "VPN（账号 wangxiaoyu02）", "아이디: minjun92"
USER_CJK = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(r"(?:账号|帐号|用户名|登录名|ユーザー名|ユーザーID|アカウント|아이디|계정)"
                 r"[ \t]*[:：]?[ \t]*(?P<v>[A-Za-z][A-Za-z0-9._\-]{2,39})(?![\w@])"),
    0.8,
    "v",
)
# A NAS's or a router's log names the account in brackets: "User [rkowalski] from
# [192.168.50.21] signed in" (Synology), "user [ewa.k] failed to log in"
USER_IN_BRACKETS = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(r"\b(?i:user)[ \t]+\[(?P<v>[A-Za-z][\w.\-]{1,39})\][ \t]+(?i:from|failed|signed|"
                 r"logged|was|has)\b"),
    0.8,
    "v",
    lambda match, text: match.group("v").casefold() not in ("admin", "root", "system",
                                                           "guest", "administrator"),
)
USER_PHRASE = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?i)\b(?:logged in as|signed in as|running as|as user|su -|sudo -u|"
        # a database client's user flag: "pg_dump -h db01 -U backup_usr", "psql -U app"
        r"(?:psql|pg_dump|pg_dumpall|pg_restore|createdb|dropdb|vacuumdb)\b[^\n|;]{0,80}?"
        r"(?-i:\s-U)|(?-i:--username)[= ]?|"
        # a jump host reached "as" an account: "through the jumphost bastion-muc01 as mkoenig"
        # (the host's own name between, with a digit or a hyphen: not "works as expected")
        r"(?:jump[ \-]?host|bastion)[ \t]+(?=[\w.]*[\d\-])[\w.\-]+[ \t]+as|"
        # a user name's word in the Nordic languages, Dutch, German and Polish: "(brukernavn
        # oskarlegend_2013)", "gebruikersnaam: jdevries"
        r"brukernavn|brugernavn|användarnamn|käyttäjätunnus|gebruikersnaam|benutzername|"
        r"nazwa użytkownika)[ \t]*:?"
        r"\s+[\"']?"
        r"(?P<v>[A-Za-z][A-Za-z0-9._\-]{1,39})(?![\w@])"
    ),
    0.8,
    "v",
    lambda match, text: _named_login_ok(match, text),  # (defined below)
)
# what a login is like, not what it is ("the login is broken")
LOGIN_STATES = frozenset({
    "broken", "required", "taken", "invalid", "wrong", "correct", "disabled", "locked",
    "failing", "not", "still", "case", "different", "same", "expired", "blocked", "fine",
    "working", "down", "slow", "optional", "mandatory", "unique", "empty", "missing",
})


def _named_login_ok(match: re.Match[str], text: str) -> bool:
    """"my login is gokonkwo" names a login; "the login is broken" says how it is."""
    value = match.group("v")
    if any(ch.isdigit() or ch in "._-" for ch in value):
        return _user_ok(match, text)
    word = value.casefold()
    return _user_ok(match, text) and word not in LOGIN_STATES and word not in everyday_words()


USER_NAMED = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?i)\b(?:login|log-in|username|user name|user id|userid|handle|gamertag)"
        r"\s+(?:is|was)\s*:?\s*[\"'`“]?(?P<v>[A-Za-z][A-Za-z0-9._\-]{1,38}[A-Za-z0-9_])(?![\w@])"
    ),
    0.8,
    "v",
    _named_login_ok,
)

# The account names of universities and workplaces, with or without "is": "NetID mk4471",
# "Andrew ID: jsmith2", "laptop-account is l.odonoghue", "my AD account was tkowalski".
ACCOUNT_ID_NAMED = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?i)\b(?:net[ \t]?id|sunet[ \t]?id|andrew[ \t]?id|kerberos(?:[ \t]id)?|cwid|"
        r"sso[ \t](?:id|login)|windows[ \t]login|ad[ \t]account|domain[ \t]account|"
        r"(?:laptop|network|computer|pc)[ \t\-](?:account|login))"
        r"[ \t]*(?P<is>is|was|:|=)?[ \t]*[\"'`“]?(?P<v>[A-Za-z][A-Za-z0-9._\-]{1,38}[A-Za-z0-9_])"
        r"(?![\w@])"
    ),
    0.8,
    "v",
    # a word of letters only after "is" or ":" ("the Windows login screen" names no account)
    lambda match, text: _named_login_ok(match, text)
    and (bool(match.group("is")) or not match.group("v").isalpha()),
)

HOME_DIRECTORY = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?:(?<![\w.])/home/|(?<![\w.])/Users/|(?i:[A-Z]:\\+Users\\+)|(?<![\w.])/var/mail/)"
        r"(?P<v>[A-Za-z0-9._\-]{2,40})(?=[\\/\s\"':]|$)"
    ),
    0.9,
    "v",
    _user_ok,
)
SSH_LOG_USER = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?:(?:Accepted|Failed) (?:password|publickey|keyboard-interactive\S*) for "
        r"(?:invalid user )?|[Ii]nvalid user |session opened for user |sudo: +)"
        r"(?P<v>[A-Za-z0-9._\-]{2,40})"
    ),
    0.85,
    "v",
    _user_ok,
)
_HANDLE = compile_rule(
    r"(?<![\w@.\-/\]])@(?P<v>[A-Za-z0-9_](?:[A-Za-z0-9_.\-]{0,38}[A-Za-z0-9_])?)")
# decorators, annotations, CSS at-rules, doc tags and package scopes that look like handles
_NOT_HANDLES = frozenset(
    {
        "override", "deprecated", "suppresswarnings", "functionalinterface", "safevarargs",
        "test", "before", "after", "beforeeach", "aftereach", "beforeall", "afterall",
        "autowired", "component", "service", "repository", "controller", "restcontroller",
        "entity", "table", "column", "id", "bean", "configuration", "value", "inject",
        "media", "import", "charset", "font-face", "keyframes", "supports", "layer", "page",
        "tailwind", "apply", "use", "forward", "mixin", "include", "extend", "if", "else",
        "each", "return", "param", "returns", "throws", "type", "typedef", "property", "see",
        "example", "since", "author", "version", "todo", "staticmethod", "classmethod",
        "dataclass", "pytest", "app", "router", "abstractmethod", "cached_property",
        "types", "angular", "vue", "babel", "here", "channel", "everyone", "all", "latest",
        "next", "beta", "canary", "input", "output", "injectable", "ngmodule", "viewchild",
        "host", "directive", "pipe", "observable", "jit", "njit", "lru_cache", "wraps",
        "click", "fixture", "mark", "given", "settings", "retry", "api", "get", "post", "put",
        "delete", "patch", "route", "task", "shared_task", "receiver", "login_required",
        "require", "requires", "csrf_exempt", "overload", "final", "runtime_checkable",
        "contextmanager", "asynccontextmanager", "validator", "field_validator", "root",
    }
)


# A Cash App $cashtag near the app's name ("paid me on cashapp from $devo4life"); an AWS or CLI
# profile named after its owner ("--profile somchai-dev", "AWS_PROFILE=maria.lopez"); and a
# handle in parentheses after the word for who wrote or owns a note ("Internal note (kbrandt):").
_CASHTAG = compile_rule(r"(?<![\w$])\$(?P<v>[A-Za-z][A-Za-z0-9_\-]{2,19})(?![\w\-])")
_CASH_APP = compile_rule(r"(?i)\bcash[ \t]?app\b|\bcashtag\b")
_NAMED_PROFILE = compile_rule(
    r"(?:--profile[ =]|\bAWS_PROFILE=|(?i:\bprofile)[ \t]+)[\"']?(?P<v>[A-Za-z][\w.\-]{2,40})"
    r"(?![\w.\-])"
)
_NOTE_BY_HANDLE = compile_rule(
    r"(?i)\b(?:note|notes|comment|comments|by|agent|owner|assignee|updated by|edited by)"
    # (a handle in lower case: "Agent (Marcus):" is a transcript's speaker, the name rules')
    r"[ \t]*\((?P<v>(?-i:[a-z][a-z0-9._\-]{2,30}))\)[ \t]*:"
)


def find_payment_and_profile_handles(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name

    if "$" in text and _CASH_APP.search(text):
        for match in _CASHTAG.finditer(text):
            if _CASH_APP.search(text, max(0, match.start() - 60), match.end() + 60) \
                    and not match.group("v").isupper():  # "$USD 40" is a currency
                yield finding(text, *match.span(), Label.USERNAME, "rules:username", 0.8)
    for match in _NAMED_PROFILE.finditer(text) if "rofile" in text or "ROFILE" in text else ():
        parts = re.split(r"[._\-]", match.group("v"))
        # the owner's name is in it: "somchai-dev", "maria.lopez" (not "default", "prod-eu")
        if len(parts) >= 2 and any(len(p) >= 3 and is_known_name(p) for p in parts):
            yield finding(text, *match.span("v"), Label.USERNAME, "rules:username", 0.75)
    for match in _NOTE_BY_HANDLE.finditer(text) if "):" in text else ():
        if match.group("v").casefold() not in _SYSTEM_USERS:
            yield finding(text, *match.span("v"), Label.USERNAME, "rules:username", 0.75)


def find_handles(text: str) -> Iterable[Finding]:
    for match in _HANDLE.finditer(text):
        handle = match.group("v")
        start, end = match.span()
        following = text[end : end + 1]
        member_access = following == "." and text[end + 1 : end + 2].isalpha()  # @app.route
        if handle.lower() in _NOT_HANDLES or following in ("(", "/") or member_access:
            continue
        if "." in handle and not handle.replace(".", "").replace("_", "").isalnum():
            continue
        if line_context(text, start, end).strip() == match.group():  # a decorator on its own line
            continue
        if handle.isdigit() or re.fullmatch(r"\d+(?:\.\d+)*", handle):  # "@3.10", "@2"
            continue
        yield finding(text, start, end, Label.USERNAME, "rules:handle", 0.75)


# --- dates of birth --------------------------------------------------------------------------
_MONTH = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|"
    r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?"
)
SPECIFIC_DATE = (
    # (also a lab's or a bank's "22-Jan-2025", "18-Jul-23")
    rf"(?:\d{{1,2}}-{_MONTH}-(?:\d{{4}}|\d{{2}})|"
    r"\d{1,2}[/.\-]\d{1,2}[/.\-](?:\d{4}|\d{2})|\d{4}[/.\-]\d{1,2}[/.\-]\d{1,2}|"
    rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|"
    rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH},?\s+\d{{4}})"
)
DATE_OF_BIRTH = RegexRule(
    "dob",
    Label.DATE_OF_BIRTH,
    compile_rule(
        r"(?i)\b(?:d\.?o\.?b\.?|date[ _]?of[ _]?birth|birth[ _]?date|birthday|born(?: on| in)?|"
        r"geburtsdatum|fecha de nacimiento|date de naissance)\b[\s:=\-\"']*(?:is|was|of)?\s*"
        # a record's value in code: "birthDate: new Date('1992-05-17T00:00:00')"
        r"(?:new[ \t]+Date\([ \t]*[\"'`]?|[A-Za-z.]*(?:parse|date|Date)\([ \t]*[\"'`]?)?"
        rf"(?P<v>{SPECIFIC_DATE}"
        r"(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+\-]\d{2}:?\d{2})?)?)(?![\w/])"
    ),
    0.95,
    "v",
)
_TIME_AFTER = compile_rule(r"[T ]\d{1,2}:\d\d")
_MONTH_NAME_IN = compile_rule(r"[A-Za-z]{3}")
# A specific calendar day anywhere (quasi-identifier); log timestamps are excluded: a numeric
# date right before a time ("2025-03-11 02:14:37"). A day with its month's name before a time
# is a flight or a meeting ("dep 18 Dec 2025 13:35", "Thursday, 12 June 2025 16:30").
DATE = RegexRule(
    "date",
    Label.DATE,
    compile_rule(
        # (not a package's version: "lodash@4.17.21", "v1.2.24")
        rf"(?i)(?<![\w/.\-:@])(?P<v>{SPECIFIC_DATE})(?![\w/\-]|\.\d|:\d)"
    ),
    0.6,
    "v",
    lambda match, text: not (_TIME_AFTER.match(text, match.end("v"))
                             and not _MONTH_NAME_IN.search(match.group("v"))
                             and _opens_a_log_line(text, match))
    and _could_be_a_day(match.group("v")),
)


def _opens_a_log_line(text: str, match: re.Match[str]) -> bool:
    """A numeric date and time that start a line, or in the year-first order of machines, stamp
    a log line ("2025-03-11 02:14:37 ERROR ..."); one written inside a record's line is a day
    of someone's life ("Teslim alış: Antalya Havalimanı, 08.03.2025 10:00")."""
    start = match.start("v")
    line_start = text.rfind("\n", 0, start) + 1
    return (not text[line_start:start].strip(" \t[(\"'")
            or bool(re.match(r"\d{4}", match.group("v"))))


# A date in Japanese or Chinese writing, with an era's year or the common one:
# "令和7年3月10日", "2025年2月10日" (the word characters around it are no boundary)
CJK_DATE = RegexRule(
    "date",
    Label.DATE,
    compile_rule(r"(?<!\d)(?P<v>(?:令和|平成|昭和)?\d{1,4}年\d{1,2}月\d{1,2}日)"),
    0.6,
    "v",
)


def _could_be_a_day(date: str) -> bool:
    """"30/60/90" (a plan's days) or "12.34.56" is no calendar date: a numeric date has a month
    of 1-12 and a day of 1-31 in one of its orders."""
    parts = re.split(r"[/.\-]", date)
    if len(parts) != 3 or not all(part.isdigit() for part in parts):
        return True  # a month's name: checked by its pattern
    numbers = [int(part) for part in parts]
    first, second = (numbers[1], numbers[2]) if len(parts[0]) == 4 else (numbers[0], numbers[1])
    return (1 <= first <= 31 and 1 <= second <= 12) or (1 <= first <= 12 and 1 <= second <= 31)
# A month/day date without a year after a word that says when ("expired on 10/02", "complaint
# filed 9/18", "my i-94 expires 6/30"); fractions ("1/2 cup", "cut by 1/3") have no such word.
DAY_SLASH_MONTH = RegexRule(
    "date",
    Label.DATE,
    compile_rule(
        r"(?i)\b(?:on|filed|expires?|expired|expiring|due|until|till|since|dated|effective|"
        r"starting|received|submitted|charged|seen|visited|admitted|discharged|appt)[ \t]+"
        # (a sentence may end right after it: "on 7/19.")
        r"(?P<v>(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01]))(?![\w/]|\.\w)"
    ),
    0.55,
    "v",
)
# A day, then its month, after a when-word: "by 20/09", "check-in 21/12", "Werte vom 18.02.",
# "bis 3.4." (day first: the US order is the rule above).
DAY_DOT_MONTH = RegexRule(
    "date",
    Label.DATE,
    compile_rule(
        r"(?i)\b(?:on|by|until|till|due|from|vom|am|bis|ab|check-in|check-out|le|el|il|op|per|"
        r"dated|desde|hasta|até|jusqu['’]au|seit dem|seit|since|sinds|depuis le|dal)[ \t:]+"
        r"(?P<v>(?:0?[1-9]|[12]\d|3[01])[./](?:0?[1-9]|1[0-2])\.?)(?![\w/]|\.\d)"
    ),
    0.55,
    "v",
    # "20/09" only where the day cannot be a US month; "18.02." with two digits each, never
    # a version or a figure ("3.11", "1.5 points")
    lambda match, text: "/" in match.group("v") and int(match.group("v").split("/")[0]) > 12
    and match.group("v") != "24/7" or bool(re.fullmatch(r"\d\d\.\d\d\.?", match.group("v"))),
)
# Ordinal days listed together: "late this month (12th, 19th, 23rd)"
_ORDINAL_DAYS = compile_rule(
    r"\((?P<days>\d{1,2}(?:st|nd|rd|th)(?:,[ \t]*(?:and[ \t]+)?\d{1,2}(?:st|nd|rd|th))+)\)")
_ORDINAL_DAY = compile_rule(r"\d{1,2}(?:st|nd|rd|th)")


def find_ordinal_day_lists(text: str) -> Iterable[Finding]:
    for match in _ORDINAL_DAYS.finditer(text):
        for day in _ORDINAL_DAY.finditer(text, *match.span("days")):
            if 1 <= int(day.group()[:-2]) <= 31:
                yield finding(text, *day.span(), Label.DATE, "rules:date", 0.55)


# A day of a month without a year ("admitted 12 March", "on June 3rd", "Thursday 9 May"). Month
# and weekday names must be capitalised ("may" is a verb); a time or a year right after belongs
# to another format (syslog lines "Jun 12 04:22:17" stay, "March 3, 2025" is the rule above).
_MONTH_NAME = ENGLISH_MONTH_NAMES
# typed in lower case ("next appointment is march 14", "sent it back on feb 2"); "may" is left
# out, it is far more often the verb
_MONTH_LOWER = (
    r"(?:january|february|march|april|june|july|august|september|october|november|december|"
    r"jan|feb|apr|aug|sept|sep|oct|nov|dec)\.?"
)
_WEEKDAY_NAME = (
    r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|"
    r"Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?"
)
# in capitals, as tickets and forms write them ("DEPARTING 14 APR", "ON 28 FEB")
_MONTH_UPPER = r"(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT|SEP|OCT|NOV|DEC)\.?"
DAY_OF_MONTH = RegexRule(
    "day_of_month",
    Label.DATE,
    compile_rule(
        rf"(?<![\w/.\-:])(?P<v>(?:{_WEEKDAY_NAME},?\s+)?"
        rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH_NAME}|{_MONTH_LOWER}|{_MONTH_UPPER})"
        rf"|(?:{_MONTH_NAME}|{_MONTH_LOWER})\s+\d{{1,2}}(?:st|nd|rd|th)?)"
        rf"|{_WEEKDAY_NAME},?\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th))"
        rf"(?![\w/\-]|,?\s+\d{{4}}|\s*\d|:\d)"
    ),
    0.55,
    "v",
)
# A day and its month before a time: a flight, an appointment, a pick-up ("departing 14 APR
# 02:40", "dep 18 Dec 13:35"); a syslog stamp writes its month first ("Jun 12 04:22:17")
DAY_MONTH_BEFORE_TIME = RegexRule(
    "day_of_month",
    Label.DATE,
    compile_rule(
        rf"(?<![\w/.\-:])(?P<v>\d{{1,2}}\s+(?:{_MONTH_NAME}|{_MONTH_UPPER}))"
        r"(?=[ \t]+\d{1,2}:\d{2})"
    ),
    0.55,
    "v",
)
# Calendar days in the other languages prompts mix in: "14 de abril", "le 4 août 2025", "per 1
# juli", "tanggal 2 Mei", "12. März 2025", "3 janvier".
_MONTH_ABROAD = "(?:" + "|".join(foreign_month_names()) + ")"
DATE_ABROAD = RegexRule(
    "date",
    Label.DATE,
    compile_rule(
        r"(?i)(?<![\w/.\-:])(?P<v>\d{1,2}(?:\.|º|°|er)?\s+(?:de\s+)?"
        rf"{_MONTH_ABROAD}(?:,?\s+(?:de\s+)?\d{{4}})?)(?![\w])"
    ),
    0.6,
    "v",
)
# How long someone has been somewhere, said of a person: "I've been there since 2017", "he has
# lived in the UK since 2009", "ik woon hier sinds 2017", "from 2019 to 2023". A year after
# "since" in a sentence about no one ("f-strings exist since 2016") stays.
_SINCE_YEAR = compile_rule(
    r"(?i)\b(?P<v>(?:since|desde|depuis|seit|sinds|sejak|od|dal|sit)\s+"
    rf"(?:(?:{_MONTH_LOWER}|{_MONTH_ABROAD})\s+(?:de\s+)?)?(?:19|20)\d{{2}}|"
    rf"from\s+(?:(?:{_MONTH_LOWER})\s+)?(?:19|20)\d{{2}}\s*(?:to|until|till|[–\-])\s*"
    rf"(?:(?:{_MONTH_LOWER})\s+)?(?:19|20)\d{{2}}|"
    rf"from\s+(?:{_MONTH_LOWER})\s+(?:to|until|till|[–\-])\s*(?:{_MONTH_LOWER})\s+"
    r"(?:19|20)\d{2}|"
    # the same span in other languages: "dal 2016 al 2023", "de 2019 a 2023", "von 2015 bis
    # 2020", "van 2018 tot 2022", "de 2017 à 2021", "od 2016 do 2020"
    r"(?:dal|dall['’]|desde|de|von|vom|van|od)\s*(?:19|20)\d{2}\s+"
    r"(?:al|a|hasta|à|au|bis|tot|do|até)\s+(?:19|20)\d{2}"
    # years of a CV's or a reference's job after the employer: "with us at Kestrel & Moore
    # 2021-2024" (a range that ends this side of the present)
    r"|(?<=[a-z] )(?:19|20)\d{2}\s?[–\-]\s?(?:(?:19|20)\d{2}|present|now|heute|hoy|oggi))"
    r"(?![\w%])"
)
_SOMEONE = compile_rule(
    r"(?i)\b(?:i|i['’]ve|i['’]m|ive|im|me|my|we|we['’]ve|our|he|he['’]s|she|she['’]s|his|her|they|"
    r"their|ik|ich|je|j['’]|eu|yo|saya|aku|sou|soy|ele|ela|er|sie|mum|mom|dad|son|daughter|"
    r"wife|husband|partner|patient|pt|client|tenant|child|kid|baby|mother|father|brother|sister|"
    r"grandmother|grandfather|grandma|grandpa|aunt|uncle|cousin|boyfriend|girlfriend|fianc[ée]e?|"
    r"landlord|landlady|colleague|boss|"
    # "my", "our", "I" of the other languages: "mi casero", "asawa ko", "kami", "mon bail"
    r"mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|mein|meine|meinen|meinem|mijn|onze|mio|mia|"
    r"miei|mie|meu|minha|nosso|nossa|mój|moja|moje|ko|ako|kami|namin|kita|"
    # "his/her" of the other languages: "sa fausse couche en novembre", "su operación en marzo"
    r"sa|ses|su|sus|seu|sua|sein|seine|seinem|ihre|ihrem|zijn|haar|jego|jej|"
    # "we" and "I" in Italian: "siamo stati soci dal 2016 al 2023"
    r"noi|siamo|abbiamo|io|ho)\b"
)


_RULE_OR_PRODUCT = compile_rule(
    r"\b(?:GDPR|HIPAA|CCPA|[A-Z][a-z]+ Act|(?i:the (?:law|act|rule|regulation|directive|"
    r"standard|policy|version|release|feature|api|library)))\b")


def find_years_of_a_person(text: str) -> Iterable[Finding]:
    this_year = date.today().year
    for match in _SINCE_YEAR.finditer(text):
        last = match.group("v")[-4:]
        if last.isdigit() and int(last) > this_year:
            continue  # a plan's span ("the 2021-2027 budget"), not what someone did
        start = match.start()
        sentence = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start), start - 120)
        # (or what the person did then: "Employed as Transport Planner from March 2019 to ...")
        if _SOMEONE.search(text, max(0, sentence), start) or (
                _EVENT_VERB.search(text, max(0, sentence), start)
                # (a law or a product "applied" or "started" then: "The GDPR has applied since
                # 2018")
                and not _RULE_OR_PRODUCT.search(text, max(0, sentence), start)):
            yield finding(text, *match.span("v"), Label.DATE, "rules:date", 0.6)
    yield from _event_times(text)
    for match in _DAY_OF_THE_MONTH.finditer(text):
        if 1 <= int(match.group("v")[:-2]) <= 31:
            yield finding(text, *match.span("v"), Label.DATE, "rules:date", 0.55)


# When something happened in someone's life: "I quit Lumenza in January", "he was diagnosed with
# MS in Poland in 2016", "since October", "noong June 2015", "desde marzo". A month, with or
# without its year, counts in a sentence about someone; a year alone also needs a verb of an
# event ("the 2016 guidelines", "taxes in 2024" without one stay).
_EVENT_TIME = compile_rule(
    r"\b(?i:in|since|from|until|till|noong|desde|depuis|seit|sinds|sejak|od|dal|en|em|im|nel|"
    r"w|bulan|diagnosed|started|began|hired|joined|married|divorced|"
    # "during December I was hospitalised", "durante marzo", "Ende Oktober"
    r"during|durante|pendant|während|tijdens|podczas|ende|anfang|mitte|early|late|mid|end of|"
    # "da marzo fa la dialisi", "siden desember", "vanaf februari", "ab März"
    r"da|siden|sedan|fra|från|vanaf|ab)\s+"
    rf"(?P<v>(?:{_MONTH_NAME}|{_MONTH_LOWER}|(?i:{_MONTH_ABROAD}))(?:,?\s+(?:de\s+)?(?:19|20)\d{{2}})?"
    r"|(?:19|20)\d{2})(?![\w%/\-'’])"
)
_EVENT_VERB = compile_rule(
    r"(?i)\b(?:diagnos\w*|born|moved|married|divorced|naturali[sz]ed|crossed|arrived|came|employed|"
    r"emigrated|immigrated|graduated|started|joined|left|quit|retired|died|passed|hired|fired|"
    r"evicted|treated|admitted|operated|injured|visited|lived|worked|bought|sold|separated|"
    r"adopted|happened|began|enrolled|lost|broke|stopped|assaulted|attacked|arrested|"
    r"convicted|pregnant|gave birth|miscarried|relocated|settled|applied|filed|signed|"
    r"registered|issued|opened|closed|approved|rejected|denied|granted|hospitali[sz]ed|"
    r"vaccinated|purchased|treatment|surgery|diagnosis|operation|accident|crash|injury|"
    r"admission|wedding|funeral|divorce|separation|eviction|redundancy|dismissal|arrest|"
    r"attack|stroke|collapsed|fell|fracture|deported|paid|owed|borrowed|defaulted|working|"
    r"living|renting|redundant|missed|absent|sick|ill|"
    # the same events in the languages prompts mix in: "On est mariés depuis 2019", "travaille
    # chez … depuis 2021", "me formei em 2019", "me negaron la visa en 2021", "Ich schaff sit
    # 2019", "atrasado desde 2022"
    r"mariée?s?|casad[oa]s|verheiratet|sposat[oi]|getrouwd|travaille|travaillait|habite|"
    r"trabajo|trabaja|trabajaba|trabalho|trabalha|arbeite|arbeitet|schaff|schafft|lavoro|lavora|"
    r"werk|werkt|vivo|vive|moro|mora|wohne|wohnt|woon|woont|abito|née?|nac[ií]|naci[óo]|"
    r"nasci|geboren|formei|formou|negaron|denegaron|despidieron|despedid[oa]|demitid[oa]|"
    r"licenci[ée]e?|embauch[ée]e?|atrasad[oa]|d[ée]m[ée]nag[ée]s?|mudamos|mud[ée]|"
    r"umgezogen|verhuisd|trasferit[oia]|arriv[ée]e?s?|llegu[ée]|cheguei)\b"
)


# A season, month or year said from now, of an event in someone's life: "on SSDI since last
# fall", "living in Freiburg since last spring", "got made redundant last month" (with "since"
# the sentence must say whose; without it, also what happened)
_RELATIVE_TIME = compile_rule(
    r"(?i)\b(?P<v>(?P<since>since[ \t]+)?last[ \t]+(?:spring|summer|fall|autumn|winter|month|"
    r"year))\b(?!['’])"
)
# A weekday, a night or a time ago of something that happened to someone or that they will do:
# "we fly back to Cork on Sunday", "did my shoulder in on a job last Tues", "left her iPhone in a
# taxi last night", "I moved to Calgary 8 months ago" (the sentence must say whose and hold a
# verb of a happening: "Is Monday a bank holiday?" stays; "last week" or "next month" alone
# narrows nothing down and stays)
_WEEKDAY_NAMES = r"monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_DAY_FROM_NOW = compile_rule(
    r"(?i)\b(?P<v>(?:last|this|next)[ \t]+(?:night|"
    rf"{_WEEKDAY_NAMES}|mon|tues?|weds?|thurs?|fri|sat|sun)(?:[ \t]+(?:night|morning|"
    r"evening|afternoon))?|(?:on[ \t]+)?(?-i:[A-Z])(?:onday|uesday|ednesday|hursday|riday|"
    r"aturday|unday)(?:[ \t]+(?:night|morning|evening|afternoon))?|"
    r"(?:\d{1,2}|a|an|two|three|four|five|six)[ \t]+(?:days?|weeks?|months?|years?)[ \t]+ago)"
    r"\b(?!['’]s|[ \t]*(?:to|through|till|until|[–\-])[ \t]*(?-i:[A-Z])[a-z]+day)"
)
_HAPPENING = compile_rule(
    r"(?i)\b(?:[a-z]{3,}ed|went|got|had|left|came|was|were|fell|broke|took|did|flew|fly|"
    r"flying|going|starts?|starting|moving|leaving|arriving|stole|lost|sent|rang|called)\b")


def _sentence_around(text: str, start: int, end: int) -> str:
    """The sentence (or line) holding text[start:end], at most 160 characters before it."""
    sentence_start = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start), start - 160)
    stops = [i for i in (text.find(". ", end), text.find("\n", end)) if i >= 0]
    return text[max(0, sentence_start):min(stops, default=len(text))]


def _relative_event_times(text: str) -> Iterable[Finding]:
    for match in _RELATIVE_TIME.finditer(text):
        start, end = match.span("v")
        sentence = _sentence_around(text, start, end)
        if _SOMEONE.search(sentence) and (match.group("since") or _EVENT_VERB.search(sentence)):
            yield finding(text, start, end, Label.DATE, "rules:date", 0.55)
    for match in _DAY_FROM_NOW.finditer(text):
        start, end = match.span("v")
        sentence = _sentence_around(text, start, end)
        if _SOMEONE.search(sentence) and (_EVENT_VERB.search(sentence)
                                          or _HAPPENING.search(sentence)):
            yield finding(text, start, end, Label.DATE, "rules:date", 0.55)


def _event_times(text: str) -> Iterable[Finding]:
    yield from _relative_event_times(text)
    for match in _EVENT_TIME.finditer(text):
        start, end = match.span("v")
        sentence = _sentence_around(text, start, end)
        event = _EVENT_VERB.search(sentence)
        # a month dates an event of someone's life when the sentence says whose, or what
        # happened ("hiroshi tanaka, age 52, had knee surgery in march", "joined in January")
        if not _SOMEONE.search(sentence) and not (event and not match.group("v")[:1].isdigit()):
            continue
        if match.group("v")[:1].isdigit() and not event:
            continue
        yield finding(text, start, end, Label.DATE, "rules:date", 0.55)


# A day of the month said alone: "on the 28th", "till the 22nd", "before the 17th"; not "on the
# 3rd floor" or "by the 2nd time".
_DAY_OF_THE_MONTH = compile_rule(
    r"\b(?i:on|by|until|till|before|after|from|since|is|from)\s+the\s+"
    r"(?P<v>\d{1,2}(?i:st|nd|rd|th))\b"
    r"(?=\s*(?:[,.;:!?)\n]|$)|\s+(?i:so|and|but|at|for|when|because|then|which|as|or|"
    r"i|we|he|she|they|please|if|of\s+(?:this|next|the|each|every)?\s*month)\b)"
)


# --- ID numbers near their keyword -----------------------------------------------------------
_ID_KEYWORDS = (
    r"mrn|medical record(?: number| no\.?| #)?|patient(?: id| number| no\.?| #)|"
    r"hospital (?:number|no\.?|id)|chart(?: number| no\.?| #)|"
    r"employee(?: id| number| no\.?| #)|emp(?:loyee)?\.? ?(?:id|no\.?|#)|staff (?:id|number|no\.?)|"
    r"badge(?: id| number| no\.?| #)?|personnel number|payroll (?:id|number)|"
    r"passport(?: number| no\.?| #)?|driver'?s? licen[cs]e(?: number| no\.?| #)?|"
    r"driving licen[cs]e(?: number| no\.?)?|dl(?: number| no\.?| #)|licen[cs]e (?:number|no\.?|#)|"
    r"national (?:id|insurance)(?: number| no\.?| #)?|ni number|nino|nhs(?: number| no\.?| #)?|"
    r"health card(?: number)?|medicare(?: number| no\.?)?|medicaid(?: id| number)?|"
    r"member(?:ship)? (?:id|number|no\.?|#)|subscriber id|insurance (?:id|number|no\.?)|"
    r"tfn|"
    r"policy(?: number| no\.?| #)|case(?: number| no\.?| #| id)|claim(?: number| no\.?| #| id)|"
    r"student(?: id| number| no\.?)|tax (?:id|number|file number)|tin|ein|itin|"
    r"vat (?:id|number|no\.?|reg(?:istration)?(?: number| no\.?)?)|"
    r"aadhaar(?: number)?|pan(?: number| card)|sin|personnummer|bsn|dni|nie|cpf|curp|"
    r"id (?:number|no\.?|card)|identity (?:number|card(?: number)?)|citizen id|voter id|"
    r"customer (?:id|number|no\.?)|client (?:id|number|no\.?)|record (?:id|number)|"
    r"visa (?:number|no\.?)|green card(?: number)?|a-number|alien (?:number|registration)|"
    r"booking(?: ref(?:erence)?| code| number| no\.?)?|confirmation(?: code| number| no\.?)?|"
    r"reservation(?: code| number| no\.?)?|pnr|record locator|roll no\.?|"
    r"(?:tenancy |claim |policy )?reference(?: number| no\.?)?|pps number|fafsa id|orcid|"
    # the same fields in other languages: Polish policy, German tax and file numbers, French
    # social insurance (Québec NAS) and court roll numbers, Spanish/Portuguese/Italian files
    r"nr\.? polisy|numer polisy|polisa(?: nr\.?)?|steuer-?id|steuernummer|aktenzeichen|"
    r"nas(?=\s*[:(#]?\s*\d{3}[ \-]?\d{3}[ \-]?\d{3}(?!\w))|num[ée]ro d'assurance sociale|nir|"
    r"rg n[°º]|r\.g\.|n[°º] (?:de )?dossier|num[ée]ro (?:d['’])?[ée]tudiant|"
    r"n[úu]mero de (?:estudiante|aluno|alumno|matr[íi]cula)|studentnummer|numer indeksu|"
    r"n[°º] de s[ée]curit[ée] sociale|n[uú]mero de (?:expediente|p[óo]liza|afiliaci[óo]n)|"
    r"codice fiscale|nif|nik|no\.? ktp|(?-i:ID)|"
    # more of them, and references of claims, tenancies and cases ("Claim ref PIP/7731094")
    r"rx(?: number| no\.?| #)?|(?:claim |crime |case |tenancy |tenant |certificate |"
    r"approval |transaction |incident |police |booking )?refs?|cuit|cuil|rut|nip|regon|"
    r"pesel|tc(?: kimlik)?(?: no)?|kimlik no|matrikel(?:nummer|-?nr\.?)|personalnummer|"
    r"mitgliedsnummer|versicherungsnummer|meldingsnummer|inventarnr\.?|siret|siren|upn|utr|"
    r"bvn|nhi|cscs card(?: no)?|zairyu card(?: bangou)?|nomor paspor|yoyaku bangou|"
    r"dossier(?: bagage)?|n(?:r|umer) umowy|employee code|transaction (?:id|code)|"
    # an asset tag, short employee codes, a trade register, Spanish and German social security
    # and customer numbers ("asset tag LT-88213", "emp code INF-3321", "Gas Safe Reg. 563812",
    # "NSS: 28/10457893/21", "Kundennr. 448812")
    r"asset(?: tag| no\.?| number| id)|emp\.? code|staff code|"
    r"gas safe(?: reg(?:istration)?\.?)?(?: no\.?| number)?|nss|naf|"
    r"n[úu]mero de (?:la )?seguridad social|sozialversicherungs(?:nummer|-?nr\.?)|sv-?nr\.?|"
    r"kundennummer|kundennr\.?|mitgliedsnr\.?|"
    r"hospital no|auth(?:ori[sz]ation)? (?:number|no\.?|code)|pf (?:number|no\.?)|uan|"
    r"voucher(?: no\.?| number| code)?|protocol(?:lo)?(?: n\.?| no\.?| number)?|"
    # a student's, employee's, subscriber's or citizen's number in more languages: Polish
    # "numer albumu", Swahili "nambari ya kitambulisho", French "matricule", "identifiant
    # abonné", Spanish "localizador", Vietnamese "CCCD"/"CMND", Colombian "C.C." and "cédula"
    r"n(?:umer|r\.?) albumu|(?:nambari ya )?kitambulisho|(?:mwanachama|uanachama) namba|"
    r"namba ya (?:uanachama|mwanachama)|matricule|matricola(?: n[.°º]?)?|"
    r"(?:ec )?cert(?:ificate)? (?:no\.?|number)|"
    r"identifiant(?: abonn[ée]| client)?|localizador|cccd|cmnd|c\.c\.|"
    r"c[ée]dula(?: de ciudadan[íi]a)?|(?-i:RG)|(?-i:CC)|cart[ãa]o de cidad[ãa]o|"
    r"r[ée]f[ée]rence de r[ée]servation|code de r[ée]servation|c[óo]digo de reserva|"
    r"buchungsnummer|boekingsnummer|decreto ingiuntivo(?: n\.?)?|"
    # an Italian office's file: "numero pratica 2024/118823", "pratica n. 4471"
    r"(?:numero|n\.?) (?:di )?pratica|pratica(?: n\.?)|"
    # an employee's number in Spanish, Polish, Dutch and Japanese, a court file, a booking, a
    # device's serial, a strata plan, a frequent-flyer number
    r"n\.?[ºo°]\.? de emplead[oa]|n[úu]mero de emplead[oa]|nr\.? pracownika|numer pracownika|"
    # a pupil's number in Turkish, a booking code in Dutch, German, Italian, Polish and Swedish
    r"okul numarası|öğrenci numarası|boekingscode|buchungscode|codice (?:di )?prenotazione|"
    r"kod rezerwacji|bokningsnummer|bokningskod|"
    # Russian personnel, tax, pension-insurance, passport and policy numbers
    r"табельный номер|таб\. ?№|инн|снилс|номер паспорта|паспорт|полис(?: омс)?|"
    r"лицевой сч[её]т|"
    r"personeelsn(?:r\.?|ummer)|社員番号|従業員番号|expediente|prenotazione(?: n\.?)?|"
    r"device serial|serial(?: number| no\.?)|strata plan|miles&smiles|"
    # a court's or an office's file, a docket, a hotel's "conf #"
    r"file (?:number|no\.?)|docket(?: number| no\.?)?|conf(?=\.? ?#)|(?-i:Az\.)|"
    # a Colombian child's NUIP, a Turkish court's "Dosya No", a Spanish delivery note and
    # social-security affiliation ("Nº afiliación SS: 11/04829371/52")
    r"nuip|dosya no|albar[áa]n(?: n[ºo°]\.?)?|n[ºo°]\.? (?:de )?afiliaci[óo]n(?: ss)?|"
    # a German benefit number, a debtor's number, a Portuguese student's, a US loan
    # officer's licence, a Hindi policy, a French "réf."
    r"bg-nummer|schuldner(?:nummer|-?nr\.?)?|"
    r"n[ºo°]\.? de aluno|nmls|पॉलिसी नंबर|पॉलिसी नं\.?|खाता नंबर|r[ée]f\."
)
# keys of records are written with underscores too ("hospital_no", "codice_fiscale")
_ID_KEYWORDS = re.sub(r"\[[^\]]*\]| ", lambda m: "[ _]" if m.group() == " " else m.group(),
                      _ID_KEYWORDS)
ID_NUMBER = RegexRule(
    "id_number",
    Label.ID_NUMBER,
    compile_rule(
        # (after a key's prefix too: "ADMIN_PESEL=85031204567")
        rf"(?i)(?:(?<![\w])|(?<=_))(?P<k>{_ID_KEYWORDS})(?![\w])[\"']?\)?"
        # the country whose ID it is: "DNI argentino 30.123.456", "passaporte brasileiro"
        r"(?:[ \t]+(?:argentin[oa]|chilen[oa]|peruan[oa]|uruguay[oa]|paraguay[oa]|español[a]?|"
        r"mexican[oa]|colombian[oa]|venezolan[oa]|ecuatorian[oa]|bolivian[oa]|brasileir[oa]|"
        r"portugu[eê]sa?|italian[oa]|français|française|allemand|deutsche[rn]?))?"
        # whose number it is, between its word and a colon: "Steuer-ID Mutter: 48 302 917 654"
        r"(?:[ \t]+(?-i:[A-ZÄÖÜ][a-zäöüß]+|[a-zäöüß]+)(?=[ \t]*:))?\s*"
        # "is" and its forms in the languages the keywords come from ("CPF é", "ni", "wa")
        r"(?:is|was|of|:|#|=|-|é|es|est|ist|ni|wa|to|là|hai|adalah|ya)?\s*(?:#|:|\()?\s*[\"']?"
        # a German court file: "12 VI 448/24", "3 O 117/23"
        r"(?P<v>(?-i:\d{1,3} [A-Z]{1,4} \d{1,5}/\d{2,4})|"
        # a tribunal's or bailiff's file of letters and a year's number: "RT 24/58219",
        # "Km 2215/23"
        r"(?-i:[A-Z][A-Za-z]{1,3} \d{2,5}/\d{2,6})|"
        r"(?=[A-Z0-9\-/. ]*\d)[A-Z]{0,4}[\-/.]?[A-Z0-9]*\d(?:[A-Z0-9]|[ \-/.](?=[A-Z0-9]*\d))"
        r"{2,24}(?:-?[A-Z0-9]{1,3}(?![\w\-]))?"
        # one compact code whose digits come last ("X4481929", "QMPL7TZR9")
        r"|(?-i:(?=[A-Z]*\d)[A-Z][A-Z0-9]{4,19})"
        # a passport number of capitals only, as some generators and typos write it
        r"|(?<=(?i:passport) )(?-i:[A-Z]{6,9}))(?![\w\-])"
    ),
    0.88,
    "v",
    lambda match, text: _names_a_persons_id(match, text),
)
# Numbers whose shape names their country's ID: a Brazilian CPF ("472.918.365-73") or CNPJ,
# wherever they stand; a French social-security number (NIR) after its word, grouped by spaces.
_SHAPED_NATIONAL_ID = compile_rule(
    r"(?<![\w.\-/])(?P<v>\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2})"
    r"(?![\w\-/]|\.\d)"
    r"|(?i:\b(?:n°|no|num[ée]ro)?[ \t]*(?:de[ \t]+)?s[ée]cu(?:rit[ée] sociale)?)[ \t]*:?[ \t]*"
    r"(?P<nir>[12][ \t]?\d{2}[ \t]?\d{2}[ \t]?(?:\d{2}|2[AB])[ \t]?\d{3}[ \t]?\d{3}"
    r"(?:[ \t]?\d{2})?)(?!\d)"
)
# A vehicle's plate after the word for it ("auto targata GH 482 ZT", "reg KR67 XLP", "kenteken
# 12-ABC-3") or in the shape of a current British plate ("NG68 WUD").
_VEHICLE_PLATE = compile_rule(
    r"(?i:\b(?:targata|targa|plate|number plate|reg|rego|registration|kenteken|matr[íi]cula|"
    r"kennzeichen|immatricul[ée]e?|placa|plat nomor|plaka|aracım|vehicle))[ \t]*"
    r"(?:(?:no\.?|number|:|=|is|was)[ \t]*){0,2}"
    # (letters after a space are two or three: "GF 482 KT", not the "I" of "RKZ 4471 I have")
    # (Spain's four digits and three letters: "matrícula 4821 KLP")
    # (a US plate after its state: "plate IL ABC 1234", "CA 7ABC123")
    r"(?P<v>(?-i:(?:[A-Z]{2}[ \t](?=[A-Z]{1,4}[ \-]?\d|\d[A-Z]{3}\d))?"
    # (a German one: "HH-KM 4821", "M-AB 123E")
    r"(?:[A-ZÄÖÜ]{1,3}-[A-Z]{1,2}[ \t]\d{1,4}[EH]?|"
    r"[A-Z]{1,4}[ \-]?\d{1,4}(?:[A-Z]{1,3}|[ \-][A-Z]{2,3})?|\d{3,4}[ \-]?[A-Z]{3}|"
    r"\d[A-Z]{3}\d{3}|\d{1,3}[ \-][A-Z]{1,3}[ \-]\d{1,4})))"
    r"(?![\w\-])"
    r"|(?<![\w\-])(?P<uk>[A-Z]{2}\d{2}[ ]?[A-Z]{3})(?![\w\-])"
    # shapes no other code has: a Chinese plate ("沪A·7K3R9"), a Kenyan one ("KDH 417M"), a
    # Turkish one before its word ("34 ABC 217 plakalı")
    r"|(?P<cn>[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z]·?[A-Z0-9]{5,6})"
    r"(?![A-Za-z0-9])"
    r"|(?<![\w\-])(?P<ke>K[A-Z]{2}[ ]\d{3}[A-Z])(?![\w\-])"
    r"|(?<![\w\-])(?P<tr>\d{2}[ ][A-Z]{1,3}[ ]\d{2,4})(?=[ \t]+plaka)"
)


# a list of references after their word: "job refs SR-55102, SR-56877, SR-58113", "claims
# 4410982 and 4410991"
_CODE = r"(?:[A-Z]{1,5}-?\d{3,}[A-Z0-9\-]*|\d{5,})"
_LISTED_CODES = compile_rule(
    rf"(?i:\b(?:refs?|references|numbers|nos\.?|ids|tickets|orders|claims|cases|invoices|"
    rf"bookings|policies|accounts))[ \t:#]+(?P<list>{_CODE}(?:[ \t]*,[ \t]*{_CODE})+"
    rf"(?:,?[ \t]+(?i:and|&)[ \t]+{_CODE})?)(?![\w\-])"
)


# A ticket's, case's or employee's code after its word, "#" or not, and the codes listed after
# it: "Ticket #HD-77102", "(tickets #MR-20931 and #MR-21088)", "emp #E-40917".
# (a tracker's ticket needs its "#": "ticket JIRA-12345" is a project's public tracker)
_TICKET_WORD = compile_rule(
    r"(?i)\b(?:(?:tickets?|incidents?|inc|requests?|req|reports?|jobs?|work orders?|ärende|"
    r"ärendenummer|saksnummer|sagsnummer|zaak|zaaknummer|vorgang)"
    r"(?:[ \t]+(?:is|was|nr\.?|no\.?|number))?[ \t]*(?=#[A-Z])|"
    r"(?:cases?|refs?|references?|emp|employee|staff|orders?|claims?|bookings?|"
    r"reservations?|members?|invoices?|complaints?|"
    # an order's word in other languages: "uw retour van bestelling #NL-20419", "commande n°"
    r"bestelling|bestelnummer|bestellung|bestellnummer|commande|pedido|ordine|zamówienie|"
    r"sipariş)\b[ \t]*(?:no\.?|nr\.?|n°|number|id)?[ \t]*"
    r"[:#]?[ \t]*(?=#?[A-Z]))"
)
_TICKET_CODE = compile_rule(r"#?(?P<v>[A-Z]{1,5}-\d{3,}(?:-\d+)*)(?![\w\-])")
_NEXT_TICKET_CODE = compile_rule(
    r"[ \t]*(?:,|and|&|/|or)[ \t]*#?(?P<v>[A-Z]{1,5}-\d{3,}(?:-\d+)*)(?![\w\-])")
# An id given as a key's value: "uid=7730192", "The user with id '48211'", "OWNER_ID = '4188…'"
_KEYED_ID = compile_rule(
    r"(?i)\b(?:uid|user_?id|userid|customer_?id|member_?id|account_?id|owner_?id|player_?id|"
    r"discord_?id|patient_?id|user with id|customer with id|"
    # a customer's key in other languages: "klant_id=NL-88213", "kunden_id", "cliente_id"
    r"klant_?id|klantnummer|kunden_?id|kunde_?id|cliente_?id|client_?id|"
    r"driver_?id|rider_?id|courier_?id|employee_?id|emp_?id|staff_?id|student_?id|"
    # a record's ticket key: '{"ticket":"MT-40921"'
    r"ticket(?:_?(?:id|no))?(?=[\"']?[ \t]*[=:])|"
    # an appointment's, a case's or a dossier's key: "afspraak_id=AMV-77310", "case_id: CS-20931"
    r"(?:afspraak|appointment|appt|booking|case|dossier|termin|cita|rdv)_?id)"
    r"[\"']?[ \t]*[=:]?[ \t]*"
    # (not a system account's "uid=1043"; a lettered code may be shorter: "klantnummer KD-5521")
    r"[\"']?(?P<v>[A-Z]{1,3}-\d{4,20}|\d{5,20})(?![\w]|\.\w)"
)


# A customer's, member's or loyalty number in other languages and programmes: "nº de cliente
# 7731 0092 451", "Kundennummer 55 102 33", "Frequent flyer: TAP Miles&Go 301 884 772"; and a
# payment's transaction code: "M-Pesa (code QAB7XK2L9P)".
_CUSTOMER_NUMBER = compile_rule(
    r"(?i)\b(?:n[º°o]\.?[ \t]*(?:de[ \t]+)?cliente|n[úu]mero[ \t]+(?:de[ \t]+)?cliente|"
    r"numero[ \t]+cliente|kundennummer|kunden-?nr\.?|numéro[ \t]+(?:de[ \t]+)?client|"
    r"n°[ \t]*client|klantnummer|numer[ \t]+klienta|nomor[ \t]+pelanggan|müşteri[ \t]+no|"
    r"frequent[ \t]+flyer|loyalty|rewards[ \t]+(?:no|number|id)|membership[ \t]+(?:no|number)|"
    r"miles&go|miles[ \t]+(?:&|and)[ \t]+more|skywards|avios|flying[ \t]+blue|"
    r"executive[ \t]+club)\b[^\n\d]{0,25}?(?P<v>\d[\d \-.]{4,16}\d)(?![\w\-])"
)
_TRANSACTION_CODE = compile_rule(
    r"(?i:\b(?:code|transaction(?: id| code)?|txn(?: id)?|ref(?:erence)?)[ \t:#]+)"
    # (not a promotion's word and year: "SUMMER2024")
    r"(?P<v>(?![A-Z]+(?:19|20)\d\d(?![\w\-]))(?=[A-Z0-9]*\d[A-Z0-9]*\d)(?=(?:[A-Z0-9]*[A-Z]){4})"
    r"[A-Z0-9]{8,12})(?![\w\-])"
)


# A number after "#" and the word for what it numbers, when that is someone's: "Conversation
# #219938", "check #4471", "claim #5521093" (not a public tracker's "issue #4471" or "PR #12", nor
# a shop's "Order #1234567890")
_NUMBERED_RECORD = compile_rule(
    r"(?i)\b(?:conversations?|chats?|checks?|cheques?|tickets?|cases?|claims?|complaints?|"
    r"bookings?|reservations?|contracts?|accounts?)"
    r"[ \t]*(?:no\.?|number|nr\.?)?[ \t]*#[ \t]?(?P<v>\d{4,12})(?![\w\-]|[.,]\d)"
)


# An employee's or staff code by its shape: "(EMP-00831)", "STF_20417"; and the keys of service
# desks and purchase orders, which are an organisation's own records: "INC-4471", "RITM0012345",
# "PO-88213", "ZD-88123"
_STAFF_CODE = compile_rule(
    r"(?<![\w\-])(?P<v>(?:EMP|EMPL|STF|STAFF)[\-_]?\d{3,8}|"
    r"(?:INC|CHG|RITM|PRB|TKT|ZD|SUP|HD|PO)[\-_]?\d{4,10})(?![\w\-])"
)
# An invoice's number of digits: "INVOICE No. 2024-0318", "freight invoice 2025-0391",
# "fattura n. 114/2024" (a year alone is not one: "invoice 2024"; nor is a date: "invoice
# 20240115")
_INVOICE_NUMBER = compile_rule(
    r"(?i)\b(?:invoice|fattura|factura|facture|rechnung|factuur|faktura|fatura)"
    r"[ \t]*(?:no\.?|nr\.?|n\.|n[º°o]\.?|num(?:ero|éro|ber)?\.?|#)?[ \t]*:?[ \t]*#?"
    r"(?P<v>\d{4}[\-/]\d{3,6}|\d{1,6}/(?:19|20)\d{2}(?![\d/])|(?!(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?!\d))"
    r"\d{5,12})(?![\w\-]|[.,]\d)"
)
# A payment's reference of letters: "ref HEN-SOPH", "REF 14B-HALE" (a bank transfer's words
# for whom and what it is)
_PAYMENT_REFERENCE = compile_rule(
    r"(?i:\bref(?:erence)?\.?[ \t]*:?[ \t]+)(?P<v>[A-Z0-9]{2,8}-[A-Z]{2,10})(?![\w\-])"
)
# Registrations that name a professional or a business: a Brazilian lawyer's or doctor's
# ("OAB/SP 298.417", "CRM-SP 148227"), a VAT number ("VAT Reg No: GB 287 4159 03"), and the
# ids of a phone or a bag ("android_id=9f4e2a17c03b88d1", "Bag tag: LH 482193")
_REGISTRATION = compile_rule(
    r"(?<![\w\-])(?:OAB|CRM|CRO|CREA|COREN|CRP|CRF)[/\-][A-Z]{2}[ \t]*(?:n[º°o]\.?[ \t]*)?"
    r"(?P<v>\d[\d.]{3,8}\d)(?![\w\-])|"
    r"(?i:\bVAT(?:[ \t]+(?:reg(?:istration)?\.?|registered))?[ \t]*(?:no\.?|number|id)?[ \t]*"
    r"(?:[:#]|is)?[ \t]*)(?P<vat>[A-Z]{2}[ \t]?\d[\d \t]{6,14}\d)(?![\w\-])|"
    r"(?i:\b(?:android_?id|device_?id|idfa|gaid|advertising_?id)[\"']?[ \t]*[=:][ \t]*[\"']?)"
    r"(?P<dev>[0-9a-fA-F\-]{12,40})(?![\w\-])|"
    r"(?i:\bbag(?:gage)?[ \t]+tag(?:[ \t]+(?:no\.?|number))?[ \t]*[:#]?[ \t]*)"
    r"(?P<tag>[A-Z]{2}[ \t]?\d{6})(?![\w\-])"
)
# A Polish court file's signature: "Sygn. akt I Ns 412/24", "sygn. III RC 214/23", and a
# bailiff's, without the court's numeral: "Sygnatura Km 2215/23"
_POLISH_CASE = compile_rule(
    r"(?i:\bsygn(?:\.|atura)?[ \t]*(?:akt)?[ \t]*:?[ \t]*)"
    r"(?P<v>(?:[IVX]{1,4}[ \t]+)?[A-Za-z]{1,4}[ \t]+\d{1,6}/\d{2,4})(?![\w/])"
)
# An Aadhaar number near its word: "Aadhaar bhi lagega kya? mera 4821 7736 9012 hai"
_AADHAAR = compile_rule(
    r"(?i:\b(?:aadhaar|aadhar|आधार)\b)[^\n]{0,60}?(?<![\d\-])"
    r"(?P<v>\d{4}[ \-]\d{4}[ \-]\d{4})(?![\d\-])"
)


# A person's record in an API's path: "POST /api/v2/cases/RC-55198/documents",
# "GET /patients/884120/notes" (a lettered code or five digits or more after a collection of
# people or their cases)
_RECORD_IN_PATH = compile_rule(
    r"/(?:cases|patients|users|members|customers|clients|employees|applicants|students|"
    r"tenants|guests|bookings|appointments|claims|dossiers|accounts)/"
    r"(?P<v>[A-Z]{1,4}-?\d{3,}|\d{5,})(?=[/?#\s\"'),]|$)"
)


def find_ticket_codes(text: str) -> Iterable[Finding]:
    for word in _TICKET_WORD.finditer(text):
        code = _TICKET_CODE.match(text, word.end())
        while code is not None:
            yield finding(text, *code.span("v"), Label.ID_NUMBER, "rules:id_number", 0.75)
            code = _NEXT_TICKET_CODE.match(text, code.end())
    for pattern in (_KEYED_ID, _CUSTOMER_NUMBER, _TRANSACTION_CODE, _NUMBERED_RECORD,
                    _STAFF_CODE, _AADHAAR, _INVOICE_NUMBER, _PAYMENT_REFERENCE, _POLISH_CASE,
                    _RECORD_IN_PATH):
        for match in pattern.finditer(text):
            yield finding(text, *match.span("v"), Label.ID_NUMBER, "rules:id_number", 0.75)
    for match in _REGISTRATION.finditer(text):
        group = next(g for g in ("v", "vat", "dev", "tag") if match.group(g) is not None)
        yield finding(text, *match.span(group), Label.ID_NUMBER, "rules:id_number", 0.75)


def find_listed_codes(text: str) -> Iterable[Finding]:
    for match in _LISTED_CODES.finditer(text):
        for code in re.finditer(_CODE, match.group("list")):
            start = match.start("list") + code.start()
            yield finding(text, start, start + len(code.group()), Label.ID_NUMBER,
                          "rules:id_number", 0.75)


def find_shaped_ids(text: str) -> Iterable[Finding]:
    """Numbers whose shape names their country's ID: a Brazilian CPF ("472.918.365-73") or
    CNPJ wherever they stand, a French social-security number after its word; and plates."""
    for pattern in (_SHAPED_NATIONAL_ID, _VEHICLE_PLATE):
        for match in pattern.finditer(text):
            group = next(g for g in match.re.groupindex if match.group(g) is not None)
            if any(ch.isdigit() for ch in match.group(group)):
                yield finding(text, *match.span(group), Label.ID_NUMBER, "rules:id_number", 0.8)


# "Event ID 4625", "Process ID 4412": an ID of a thing, not of anyone
_THING_BEFORE_ID = compile_rule(
    r"(?i)\b(?:event|error|process|thread|message|request|session|trace|span|build|job|task|"
    r"commit|product|item|object|device|vendor|app|client|tenant|subscription|resource|"
    r"correlation|transaction|order)[ \t]*$"
)
_RANGE = compile_rule(r"^\d+(?:[.,]\d+)?[ \-/]+\d+(?:[.,]\d+)?$")  # a lab's "ref 0.4-4.0"


def _names_a_persons_id(match: re.Match[str], text: str) -> bool:
    keyword, value = match.group("k"), match.group("v")
    if keyword == "ID" and _THING_BEFORE_ID.search(text, max(0, match.start() - 30),
                                                   match.start()):
        return False
    if re.match(r"\d{1,2}:\d", text[match.end("v"):match.end("v") + 3]) or text.startswith(
            ":", match.end("v")):
        return False  # the date of a log line's timestamp ("reference\n03-11 21:47:03")
    if keyword.casefold().rstrip("s").endswith("ref"):  # a bare "ref" names many things
        return not _RANGE.match(value) and (
            any(ch.isalpha() for ch in value) or sum(ch.isdigit() for ch in value) >= 5)
    return True
# Any "<thing> number is <code>" not listed above ("I-94 number is 48291037265", "org. no.
# 918 274 553", "registration number U51/38291/2023"), unless the thing is an order, an invoice,
# a version, a line... which identify no person (the look-alikes in tests/test_detect_rules.py).
_NOT_PERSONAL_NUMBER = (
    r"order|invoice|ticket|build|version|release|line|page|chapter|step|item|port|error|code|"
    r"issue|bug|pr|commit|model|part|room|table|seat|gate|flight|bus|route|track|episode|"
    r"phone|telephone|mobile|cell|fax|tracking|batch|lot|serial|sku|product|exit|status|"
    r"process|pid|thread|job|run|task|test|question|exercise|figure|section|article|rule"
)
_WORD_BEFORE = compile_rule(r"([A-Za-z][\w-]*)\.?\s+$")


def _named_by_a_personal_word(match: re.Match[str], text: str) -> bool:
    """A word stands before "number" and it is not an order, an invoice, a version..."""
    word = _WORD_BEFORE.search(text, max(0, match.start() - 40), match.start())
    return word is not None and _NOT_PERSONAL_NUMBER_WORD.fullmatch(word.group(1)) is None


_NOT_PERSONAL_NUMBER_WORD = compile_rule(rf"(?i){_NOT_PERSONAL_NUMBER}")
# anchored on the keyword (a pattern that starts at every word was 6x slower)
NAMED_NUMBER = RegexRule(
    "id_number",
    Label.ID_NUMBER,
    compile_rule(
        r"(?i)(?<=\s)(?:number|no\.|nr\.?)\s*(?:is|was|:|=)?\s*"
        r"(?P<v>(?-i:(?=(?:[A-Z/ \-]*\d){5})[A-Z0-9](?:[A-Z0-9]|[/\-](?=[A-Z0-9])|"
        r" (?=\d)){4,24}))(?![\w\-])"
    ),
    0.8,
    "v",
    _named_by_a_personal_word,
)
UK_NI_NUMBER = RegexRule(
    "id_number",
    Label.ID_NUMBER,
    compile_rule(
        r"(?<![\w])(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]"
        r" ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![\w])"
    ),
    0.8,
)

# --- names after a label ---------------------------------------------------------------------
_NAME_WORD = r"[A-Z][a-zà-öø-ÿ'’\-]+"
_NAME_LABELS = (
    # (not the name of a thing: "Log Name: Security", "File name: report.pdf")
    r"(?<!log )(?<!file )(?<!host )(?<!computer )(?<!event )(?<!process )(?<!service )"
    r"(?<!product )(?<!package )(?<!app )(?<!domain )(?<!project )(?<!company )(?<!task )"
    r"(?:full |patient |employee |client |customer |contact |legal |account |card ?holder "
    r"|beneficiary |tenant |applicant |candidate |user |student |child |spouse )?name|"
    r"patient|employee|candidate|applicant|tenant|cardholder|card holder|beneficiary|"
    r"signed|attn|(?m:^(?:from|to|cc|bcc|reply-to))|ref(?:erring)? physician|attending|"
    r"next of kin|emergency contact|guardian"
)
# The authenticated user of a web server access log line (combined log format):
# "203.0.113.7 - mwanjiru [17/Feb/2025:14:02:12 +0000] "GET ..."
ACCESS_LOG_USER = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?m)^[0-9A-Fa-f:.]{3,45}[ \t]+\S+[ \t]+(?P<v>[A-Za-z0-9_][\w.@\-]{0,63})[ \t]+"
        r"\[\d{1,2}/\w{3}/\d{4}:"
    ),
    0.85,
    "v",
)
LABELLED_NAME = RegexRule(
    "name",
    Label.PERSON,
    compile_rule(
        rf"(?:(?i:\b(?:{_NAME_LABELS})):[ \t]*|"
        r"\bDear[ \t]+|(?:(?m:^)|(?<=['\"“‘]))(?:Hi|Hello|Hey|Thanks|Regards|Sincerely|Best|"
        r"Cheers),?[ \t]+|"
        # "Dear" in the languages letters come in: "Gentile ROSSI GIULIA", "Estimada Sra. ..."
        # (the formal ones: "Liebe", "Cher" or "Caro" are as often before "Kollegen", "ami")
        r"\b(?:Gentile|Egregio|Estimado|Estimada|Sehr[ \t]+geehrte[r]?[ \t]+(?:Herr|Frau)|"
        r"Geachte[ \t]+(?:heer|mevrouw)|Szanown[ya][ \t]+Pan(?:i)?|Prezad[oa]|Kepada|Mpendwa|"
        r"Sayın)[ \t]+(?:(?:Sr|Sra|Srta|Dott|Dott\.ssa|Sig|Sig\.ra|Dr)\.?[ \t]+)?"
        r"(?!(?:Señor|Señora|Signora|Signore|Cliente|Clienta|Colega|Amigo|Amiga|Doutor|"
        r"Doutora|Bapak|Ibu)\b))"
        # a greeting is often followed by the writer's own words, not a name ("Hi, I'm ...")
        r"(?!(?:I|I'm|I’m|I've|I’ve|I'd|I'll|We|We're|It|It's|This|That|The|My|Our|There|"
        r"Here|Hope|Just|All|Everyone|Team|Thank|Thanks|Please|Can|Could|Quick|Sorry|"
        # the forms of address of a letter to no one in particular ("Dear Sir or Madam")
        r"Sir|Sirs|Madam|Madame|Friends|Colleagues|Customer|Valued|Parents|Parent|Hiring|"
        r"Recruiter|Neighbou?rs|Members|Landlord)\b)"
        rf"(?P<v>(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?[ \t]+)?{_NAME_WORD}(?:[ \-]{_NAME_WORD}){{0,3}}|"
        # a name in capitals, as an administration's letter writes it: "ROSSI GIULIA"
        r"(?!(?:ALL|STAFF|TEAM|SIR|MADAM|CUSTOMER|CLIENT|HR|MEMBERS?)\b)"
        r"[A-ZÀ-Ý]{2,}(?:[ \-][A-ZÀ-Ý]{2,}){1,3})"
        r"(?![\w@])"
    ),
    0.8,
    "v",
    lambda match, text: not _an_everyday_word(match.group("v")),
)


def _an_everyday_word(value: str) -> bool:
    """"name: Home" of a configuration names a thing; a word that is no one's given name."""
    from hushprompt.detect.given_names import world_given_names
    from hushprompt.detect.wordlists import everyday_words

    folded = value.casefold()
    return " " not in folded and folded in everyday_words() and folded not in world_given_names()


AGE = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        # (not the "60" of a model number "FortiGate-60F")
        r"(?<![\w\-.])(?P<v>\d{1,3})(?=(?i:[\- ](?:years?|yrs?)[\- ]old|[\- ]?y/o\b|[\- ]?yo\b)"
        r"|[MF]\b)"
        # a post's "F, 29," or "(M, 45)"
        r"|(?:^|(?<=[(\n]))[MF],[ \t]*(?P<y>\d{1,2})(?=[ \t]*[,)])"
        r"|(?<=(?i:aged) )(?P<w>\d{1,3})\b|(?<=(?i:age): )(?P<x>\d{1,3})\b"
    ),
    0.7,
)
# Ages in the other languages people mix into prompts: "tenho 41 anos", "j'ai 34 ans", "mein
# Sohn ist 7 Jahre alt", "umur 29 tahun", "41-jährige Patientin". A count of years after "have"
# or "be" is an age unless it is experience or time ago ("tengo 10 años de experiencia",
# "das ist 20 Jahre her").
_YEARS_NOT_AN_AGE = (
    r"(?!\s+(?:de\s+|d['’]|di\s+)?(?:experi|expéri|esperi|carrera|carreira|trabajo|trabalho|"
    r"servi|casad|Erfahrung|doświadcz|pengalaman|ervaring|stażu)|\s+(?:her|lang|später|"
    r"zurück|ago|atrás|temu|fa|geleden)\b)"
)
AGE_STATED_ABROAD = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        r"(?i)\b(?:tengo|tiene|tenía|tenho|tem|tinha|j['’]ai|il a|elle a|âgée? de|bin|ist|war|"
        r"umur|usia|berumur|berusia|mam|ma|ho|ha|ben|is|de|com|con|aveva|avevo|avait|hatte|"
        # Russian, Ukrainian and Czech: "Мне 37 лет", "Мені 40 років", "Je mi 63 let", and
        # Scandinavian "Jeg er 41 år", "jag är 29 år"
        r"мне|ему|ей|мені|йому|mi|er|är|"
        # Czech "dcera Eliška má 11 let", Italian "un bimbo di 2 anni"
        r"má|(?:bimb[oa]|bambin[oa]|figli[oa]|ragazz[oa]|nipote)\s+di)\s+"
        r"(?P<v>\d{1,3}\s+(?:años|anos|ans|jahre|tahun|lata|lat|anni|jaar|лет|года|год|років|"
        r"роки|рік|let|roků|år))\b" + _YEARS_NOT_AN_AGE
    ),
    0.7,
    "v",
)
# Ages in Arabic and Hebrew: "عمره ٦ سنوات" (his age: 6 years), "عمري 34 سنة", "בן 88", "בת 34"
# (a Hebrew age is "son of" or "daughter of" and the number)
AGE_IN_ARABIC = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        r"(?:عمره|عمرها|عمري|عمرى|عمر)[ \t]+(?P<v>[\d٠-٩]{1,3}[ \t]+(?:سنة|سنوات|عاما|عامًا|عام|"
        r"أعوام|سنه))"
    ),
    0.7,
    "v",
)
AGE_IN_HEBREW = RegexRule(
    "age",
    Label.AGE,
    compile_rule(r"(?<![\u05d0-\u05ea])(?:בן|בת)[ \t]+\d{1,3}(?![\d\-:])"),
    0.7,
)
AGE_ABROAD = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        r"(?i)\b\d{1,3}(?:\s+(?:jahre alt|jaar oud|yaşında|år gammal|år gammel|años de edad|"
        r"anos de idade|saal ke|saal ki|saal ka|sal ke|sal ki|sal ka|yaşına|yaşını|yaşımda|tuổi|"
        r"jr(?=\s*[,)])|"
        # Hungarian "34 éves", Greek "45 χρονών" / "45 ετών"
        r"éves|χρονών|χρονων|ετών)|"
        # Finnish "26-vuotias", Swedish "12-åring", Danish and Norwegian "38-årig"
        r"-?(?:jährige[rnms]?|jarige|letni[aey]?|enne|éves|sai|vuotia(?:s|an|ana|aana|alle|illa)|"
        r"åring(?:en)?|årig[et]?))\b"
    ),
    0.7,
)
# An age at an event ("schizophrénie diagnostiquée à 19 ans", "a los 19 años", "aos 19 anos",
# "mit 19 Jahren"), a bare age after Russian and Ukrainian "to her/him/me" ("мамы, ей 67,") and
# Hindi "age" ("उम्र 63"), and children's ages in words beside their names ("Aarav (nine) and
# Diya (six)", "the kids are seven and ten")
_AGE_WORDS = (r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
              r"fourteen|fifteen|sixteen|seventeen|eighteen|nineteen")
_AGE_AT_AN_EVENT = compile_rule(
        r"(?i)\b(?:à|a los|aos|ai|a|mit)[ \t]+(?P<v>\d{1,2}[ \t]+(?:ans|años|anos|anni|jahren))\b"
        r"|(?<![\w])(?:мне|ему|ей|мені|йому|їй|उम्र|आयु)[ \t]+(?P<w>\d{1,3})"
        r"(?=[ \t]*[,.;)।]|[ \t]+(?:лет|года|год|років|роки|साल|वर्ष)\b)"
        rf"|(?-i:(?<=[A-Z][a-z]) )\((?P<x>{_AGE_WORDS})\)"
        rf"|\b(?:kids|children|boys|girls|twins|sons|daughters)[ \t]+are[ \t]+"
        rf"(?P<y>(?:{_AGE_WORDS})[ \t]+and[ \t]+(?:{_AGE_WORDS}))\b"
)


def find_ages_at_events(text: str) -> Iterable[Finding]:
    for match in _AGE_AT_AN_EVENT.finditer(text):
        group = next(g for g in ("v", "w", "x", "y") if match.group(g))
        yield finding(text, *match.span(group), Label.AGE, "rules:age", 0.7)
# An age in Chinese, Japanese or Korean: "私は28歳の会社員", "我今年36岁", "32살", "三十岁";
# not an age limit ("3岁以下免费", under 3 go free; "20歳未満", "65세 이상")
AGE_CJK = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        r"(?<![0-9０-９.])(?:[0-9０-９]{1,3}[ ]?|[一二三四五六七八九十两]{1,3})(?:周岁|歳|岁|歲|살)"
        r"(?!以下|以上|未満|未满|까지|이상|이하|미만)"
    ),
    0.7,
)
# A bare count of years right after a name, in parentheses or a list: "(Tiago, 9 anos, e",
# "notre fille Chloé (6 ans)"; not "worked there (10 años)".
AGE_BESIDE_NAME_ABROAD = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        r"[A-ZÀ-Þ][^\W\d_]+(?:,[ \t]*|[ \t]*\([ \t]*)"
        r"(?P<v>\d{1,3}\s+(?i:anos|años|ans|lata|lat|let|tahun|jahre|anni|jaar|år))(?=\s*[,)])"
    ),
    0.7,
    "v",
)
def _starts_with_a_given_name(match: re.Match[str], text: str) -> bool:
    from hushprompt.detect.given_names import world_given_names
    from hushprompt.standins.names import name_index  # Faker's given names

    given = match.group("given").casefold()
    return given in name_index().given or given in world_given_names()


# A list's person with a bare age between commas, then a word: "Elif Yıldırım, 34,
# Pflegefachkraft", "Corazon Reyes, 64, from 10 to 17 November" (the name must start with a
# given name: "Via Roma, 12, Milano" is an address)
AGE_AFTER_FULL_NAME = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        # (after a title, with a nickname: "Mr Gordon McKinlay, 78,", "Bartholomew 'Barty'
        # Nwosu, 41,")
        r"(?<![\w'’\-])(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Sr|Sra|Herr|Frau|Mme)\.?[ \t]+)?"
        r"(?P<given>[A-ZÀ-Þ][^\W\d_]+)(?:[ \t]+['‘\"“][^'’\"”\n]{1,20}['’\"”])?"
        r"(?:[ \t]+[A-ZÀ-Þ][\w'’\-]+){1,3}"
        r"(?:[ \t]+\([^()\n]{1,20}\))?,[ \t]*(?P<v>[1-9]\d?)"
        # (another attribute after it, or the end of a record's line: "Patient: Gerald Okafor,
        # 74\n")
        # (or the bracket it stands in: "mein Mann (Jürgen Kessler, 69) sitzt")
        r"(?:,[ \t]*(?=[^\W\d_])|(?=[ \t]*(?:\n|$|\))))"
    ),
    0.7,
    "v",
    _starts_with_a_given_name,
)


# "He is 42, teacher at...", "My son Lucas is 7 and weighs 23 kg", "I'm 82 and use a walker":
# a person, a form of "be" and a bare number that ends the clause.


def _stated_by_a_person(match: re.Match[str], text: str) -> bool:
    """"Lucas is 7" counts when Lucas is a name Faker knows ("Version is 5" does not)."""
    name = match.group("name")
    if name is None:
        return True
    from hushprompt.standins.names import name_index  # Faker's given and family names

    index = name_index()
    return name.casefold() in index.given or name.casefold() in index.surname


# German ages in words: "siebzehn", "dreiundvierzig"
_GERMAN_AGE_WORDS = (
    r"(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:zwanzig|dreißig|dreissig|"
    r"vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)|dreizehn|vierzehn|fünfzehn|sechzehn|"
    r"siebzehn|achtzehn|neunzehn|zwölf|elf|zehn|neun|acht|sieben|sechs|fünf|vier|drei|zwei"
)
# an age in words, one to ninety-nine ("thirty-eight", "ninety", "twenty one")
_AGE_WORDS = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine)\b)?|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
    r"nineteen)"
)


AGE_STATED = RegexRule(
    "age",
    Label.AGE,
    compile_rule(
        r"(?:\b(?i:i\s+am|i['’]m|he\s+is|she\s+is|he['’]s|she['’]s|hes|shes|who\s+is|who['’]s|"
        r"they\s+are|we\s+are|we['’]re)\s+"
        # "Granny is ninety-three today", "the kid's 11 and already on tiktok"
        r"|\b(?i:granny|grandma|grandpa|grandad|granddad|nana|mum|mom|dad|son|daughter|kid|"
        r"brother|sister|husband|wife|niece|nephew)(?:\s+(?i:is|was|will be)|['’]s|['’]ll be)\s+"
        # "I'll be 40 next month", "she will be 100 in May"
        r"|\b(?i:i|he|she|they|we)(?:\s+will\s+be|['’]ll\s+be)\s+"
        # Danish and Norwegian "Jeg er 71,", Ukrainian and Russian "мені вже 47", "мне уже 52"
        r"|\b(?i:jeg\s+er|jag\s+är|мені|мне)\s+(?:(?i:вже|уже|już)\s+)?"
        r"|\b(?P<name>[A-Z][a-z]+)\s+(?:is|was)\s+)"
        r"(?:(?i:both|now|just|only|turning|almost|nearly|like|about|around|barely)\s+)?"
        rf"(?P<v>(?:1[01]\d|[1-9]?\d)|(?i:{_AGE_WORDS}))"
        r"(?=\s*[,;)!?]|\s*\.(?!\d)|\s+(?i:and|but|with|so|now|next|this|today|still|already|"
        r"has|had|lives|goes|loves|in|years?|btw|і|и|og|och)\b|[ \t]*(?:\n|$))"
    ),
    0.7,
    "v",
    _stated_by_a_person,
)

# More ways people give an age: "im 16 started", "Ich bin 52, arbeite", "passed on Oct 3rd at
# 91", "Client: M/50", '"age": 8', "nina miaka 19", "umur 28", "in her eighties", and a number in
# parentheses after a name ("Noah Abernathy (8)", "Sander de Vries (33)").
_AGE_SAID = compile_rule(
    r"(?i:\b(?:im|ich bin|je suis|sono|soy|jestem|ik ben)[ \t]+)(?P<a>\d{1,2})"
    r"(?=[ \t]*[,;)]|[ \t]+(?i:and|but|with|so|started|und|et|e|y|i|en)\b)"  # not "im 5. Semester"
    r"|(?i:\b(?:died|passed away|passed on|passed)\b)[^.\n]{0,30}?\bat[ \t]+(?P<b>\d{1,3})\b"
    r"(?![ \t]*(?:am|pm|:|%|h\b|o['’]clock|\d))"
    r"|\b[MF]/(?P<c>\d{2})\b|\b(?P<d>\d{2})/[MF]\b"
    # "I'm Fiona, 44, divorced", "Soy Lucía, 31,"
    r"|(?i:\b(?:i['’]?m|i am|soy|sou|je suis|ich bin))[ \t]+[A-Z][a-zà-öø-ÿ'’\-]+"
    r"(?:[ \t][A-Z][a-zà-öø-ÿ'’\-]+)?,[ \t]*(?P<i>\d{1,2})(?=[ \t]*[,;.)])"
    r"|[\"']age[\"'][ \t]*:[ \t]*[\"']?(?P<e>\d{1,3})\b"
    r"|(?i:\b(?:umur|usia|miaka|edad|idade|âge|alter|age(?:/(?:sex|gender))?)"
    r"(?:[ \t]*[:=][ \t]*|[ \t]+))"  # ("profile.age = 34" of a configuration too)
    r"(?P<f>\d{1,3})\b"
    r"(?![ \t]*(?:%|km|kg|mins?|hours?|days?|weeks?|months?))"
    r"|(?P<g>(?i:\bin[ \t]+(?:his|her|their|my|our)[ \t]+(?:early[ \t]+|mid[ \t\-]?|late[ \t]+)?"
    r"(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)))"
    r"|(?P<name>[A-Z][a-zà-öø-ÿ'’]+(?:[ \-](?:[A-Z][a-zà-öø-ÿ'’]+|de|van|der|da|di|le|la)){0,3})"
    r"[ \t]*\([ \t]*(?P<h>\d{1,2})[ \t]*\)"
    # "since I was 12", "when we came from Iraq I was five": an age at an event of one's life
    rf"|(?i:\b(?:when|since|until|till|because|as|after|before)[ \t]+(?:i|he|she|we|they|u)"
    rf"[ \t]+(?:was|were)[ \t]+(?:only[ \t]+|just[ \t]+)?)(?P<j>\d{{1,2}}|{_AGE_WORDS})\b"
    r"(?![ \t]*(?:%|am\b|pm\b|:|\.\d|minutes|mins|hours|hrs|mph|km|kg|lbs|minutes))"
    # "the youngest is four", "our eldest is 9"
    rf"|(?i:\b(?:youngest|eldest|oldest|older one|younger one|little one|baby)[ \t]+"
    rf"(?:is|was|just turned|turned|turns)[ \t]+)(?P<k>\d{{1,2}}|{_AGE_WORDS})\b"
    r"(?![ \t]*(?:%|am\b|pm\b|:|\.\d|kg|lbs|cm))"
    # a baby's age in months or weeks: "my 2 month old baby", "(infant, 8 months)"
    r"|(?P<l>\b\d{1,2}[- ](?i:months?|weeks?|mos?)[- ](?i:old)\b)"
    r"|(?i:\b(?:baby|infant|newborn)\b[^.\n]{0,25}?,[ \t]*)"
    r"(?P<m>\d{1,2}[ \t]+(?i:months?|weeks?))\b"
    # a round birthday after its person: "Stefan's 50th on the 16th", "mummy's 70th"
    r"|['’]s[ \t]+(?:(?i:surprise|big)[ \t]+)?(?P<n>[1-9]\d(?:st|nd|rd|th))\b"
    r"(?=[ \t]*(?:(?i:birthday|bday|b-day|party|celebration|bash|on|is|this|next|coming|and)\b|"
    r"[,.;:!?)]|$))"
    # Polish "Katarzyna Wróblewska, lat 31", "mój syn (lat 15)"
    r"|(?:[,(][ \t]*)(?i:lat)[ \t]+(?P<o>\d{1,2})\b(?![ \t]*(?:temu|%))"
    # "My partner and I are both 34"
    r"|(?i:\b(?:are|were)[ \t]+both[ \t]+)(?P<p>\d{1,2})\b"
    r"(?=[ \t]*[,;.)]|[ \t]+(?i:and|but|so|now|years?)\b|[ \t]*$)"
    # a known given name, then "is" and a number in the languages of the prompts: "Can ist 12,"
    r"|(?P<given>[A-Z][a-zà-öø-ÿ'’]+)[ \t]+(?:ist|is|è|est|es|é|jest)[ \t]+(?P<q>\d{1,2})"
    r"(?=[ \t]*[,;.]|[ \t]+(?:und|and|e|et|y|i|jahre|years|anni|ans|años|anos|lat)\b)"
)


# A ward list's age and sex after the patient's name ("mr kwabena asante 67M mrn 00482913",
# "ms hannah leigh 34F, dka resolving"), Romanian "am 35 de ani", Dutch "ik ben 12 ik woon",
# Swedish "fyller 90" (turns 90)
_MORE_AGES = compile_rule(
    r"(?<=[A-Za-z] )(?P<v>(?:1[01]\d|[1-9]?\d)[MF])(?=[ ,.;]+(?i:mrn|nhs|dob|admitted|adm|"
    r"with|w/|pmh|hx|c/o|presents|presenting|bed|ward|known|pt|dka|fall|sob|cp)\b|[ \t]*[,;]"
    r"[ \t]*(?i:mrn|nhs|dob|admitted|known|pt)\b)"
    r"|\b(?P<w>\d{1,2} de ani)\b|(?i:\bik ben[ \t]+)(?P<x>\d{1,2})(?=[ \t]+(?i:ik|en|maar|dus)\b)"
    r"|\b(?i:fyller|fyllde)[ \t]+(?P<y>\d{1,3})\b"
    # "my daughter is turning 16 next month", "he just turned 40,"; "a 40-something dad"
    rf"|\b(?i:turning|turns|just turned|turned)[ \t]+(?P<z>1[01]\d|[1-9]?\d|(?i:{_AGE_WORDS}))"
    r"(?=[ \t]*(?:[,.;!?)]|$)|[ \t]+(?i:next|this|in|on|soon|today|tomorrow|and|but|so|last|"
    r"years?)\b)"
    r"|(?i:\b(?:an?|i['’]?m|i am|is|was|are|were|he['’]s|she['’]s|they['’]re)[ \t]+)"
    r"(?P<s>(?:[2-9]0|(?i:twenty|thirty|forty|fifty|sixty|seventy|eighty))-?something)\b"
    # "my twins are 4 and fight", "our girls are 9 and 11"
    r"|(?i:\b(?:my|our|his|her|their)[ \t]+(?:twins|kids|children|boys|girls|sons|daughters|"
    r"grandkids|grandchildren)[ \t]+(?:are|were)[ \t]+(?:now[ \t]+|only[ \t]+)?)"
    r"(?P<t>\d{1,2})\b(?![ \t]*(?:%|am\b|pm\b|:|\.\d|minutes|mins|hours|days|weeks|months))"
    # "turns 40" in the other languages: "cumple 30 el sábado", "Ela fez 30 anos ontem", "Lei
    # compie 18 anni a maggio", "Hij wordt 60 volgende week", "Il a eu 50 ans samedi"
    r"|\b(?i:cumple|cumplió|cumplirá|fez|fará|compie|compirà|compiuto|wordt|werd|wird|wurde|"
    r"kończy|skończył|skończyła|a eu|aura|fête ses)[ \t]+"
    r"(?P<u>\d{1,3}(?:[ \t]+(?i:años|anos|anni|ans|lat|jaar|jahre)\b"
    r"(?![ \t]+(?i:que|de|d['’]|di|her|geleden|temu|fa|atrás|ago)\b)"
    r"|(?=[ \t]*(?:[,.;!?)]|$)|[ \t]+(?i:next|volgende|nächste[nm]?|morgen|heute|vandaag|mañana|"
    r"hoy|ontem|amanhã|hoje|domani|oggi|ieri|demain|hier|jutro|wczoraj|am|op|el|em|il|le|la|a|"
    r"en|in|im|this|dit|dieses|diesen|este|esta|questo|questa|ce|cette|w|y|e|et|und|i)\b)))"
    # "Er ist gerade 40 geworden", "Mijn moeder is net 70 geworden"
    r"|\b(?i:ist|is|bin|ben)[ \t]+(?:(?i:gerade|gestern|net|gisteren)[ \t]+)?"
    r"(?P<r>\d{1,3})(?=(?:[ \t]+(?i:jahre|jaar))?[ \t]+(?i:geworden)\b)"
    # Swedish "min man Bengt är 72 och", Hindi "main 29 ka hoon", Dutch "Wij zijn allebei 66",
    # French "les enfants ont 8 et 11 ans" (both ages), German "Sie ist siebzehn und"
    r"|\b(?P<svwho>[^\W\d_]+)[ \t]+(?i:är|var)[ \t]+(?P<sv>\d{1,3})"
    r"(?=[ \t]*(?:år\b|[,.;)])|[ \t]+(?i:och|men)\b)"
    r"|\b(?P<hi>\d{1,2})(?=[ \t]+(?i:saal[ \t]+)?(?i:ka|ki)[ \t]+"
    r"(?i:hoon|hun|hu|hai|hain|thi|tha)\b)"
    r"|\b(?i:allebei|allemaal|beiden|beide|ambos|entrambi)[ \t]+(?P<both>\d{1,3})"
    r"(?=[ \t]*[,.;)]|[ \t]+(?i:jaar|jahre|años|anos|anni|en|und|y|e)\b)"
    r"|\b(?P<pair>\d{1,2}[ \t]+(?i:et|e|y|und|en|and|i)[ \t]+\d{1,2}[ \t]+"
    r"(?i:ans|anni|años|anos|jahre|jaar|lat|years old))\b"
    rf"|\b(?i:sie ist|er ist|ich bin|du bist)[ \t]+(?:(?i:erst|schon|gerade|fast)[ \t]+)?"
    rf"(?P<de>(?i:{_GERMAN_AGE_WORDS}))(?=[ \t]*[,.;!)]|[ \t]+(?i:und|aber|jahre|geworden)\b)"
)


_SWEDISH_PEOPLE = frozenset({"jag", "hon", "han", "vi", "de", "mamma", "pappa", "man", "fru",
                             "son", "dotter", "bror", "syster", "mormor", "morfar", "farmor",
                             "farfar", "sambo", "barnet", "pojken", "flickan"})


def _swedish_person(word: str) -> bool:
    from hushprompt.detect.given_names import is_known_name

    return word.casefold() in _SWEDISH_PEOPLE or word[:1].isupper() and is_known_name(word)


_MORE_AGE_GROUPS = ("v", "w", "x", "y", "z", "s", "t", "u", "r", "sv", "hi", "both", "pair", "de")


def find_more_ages(text: str) -> Iterable[Finding]:
    from hushprompt.standins.names import name_index  # Faker's given and family names

    for match in _MORE_AGES.finditer(text):
        group = next(g for g in _MORE_AGE_GROUPS if match.group(g) is not None)
        if group == "sv" and not _swedish_person(match.group("svwho")):
            continue  # "Klockan är 10": the time
        yield finding(text, *match.span(group), Label.AGE, "rules:age", 0.7)
    for match in _AGE_SAID.finditer(text):
        group = next(g for g in "abcdefghijklmnopq" if match.group(g) is not None)
        if group == "h":
            index = name_index()
            words = [w.casefold() for w in re.split(r"[ \-]", match.group("name"))]
            if not any(w in index.given for w in words):
                continue  # "Windows (10)", "Step (3)": no one's age
        if group == "q":
            from hushprompt.detect.given_names import is_known_name

            if not is_known_name(match.group("given")):
                continue  # "Windows is 11 years old": no one's age
        yield finding(text, *match.span(group), Label.AGE, "rules:age", 0.7)


# "ssh deploy@10.42.7.19", "billing_rw@payments ERROR": a login at a host that is not an e-mail
# domain (an IP address or a single-label host name).
USER_AT_HOST = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?<![\w.\-/:@%+])(?P<v>[A-Za-z_][A-Za-z0-9_.\-]{1,31})@"
        r"(?:(?:\d{1,3}\.){3}\d{1,3}(?![\w.])|[A-Za-z][\w\-]*(?![\w.\-@]))"
    ),
    0.8,
    "v",
    _user_ok,
)
# "git@host:owner/repo.git", "https://…github.com/owner/repo.git": the account owning a repo.
GIT_OWNER = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?:\bgit@[\w.\-]+:|(?i:https?://)(?:[^\s/@]+@)?[\w.\-]*(?:github|gitlab|bitbucket)"
        r"[\w.\-]*/)(?P<v>[A-Za-z0-9][\w.\-]{0,38})/[\w.\-]+?\.git\b"
    ),
    0.8,
    "v",
    # (not a well-known project's: "git clone https://github.com/facebook/react.git")
    lambda match, text: _user_ok(match, text) and not is_public_code_owner(match.group("v")),
)
# The account that owns a container image: "image: ghcr.io/lkrause/lohnrechner:0.4.2",
# "quay.io/mtorres/api" (not Docker Hub's official "library/" images, not a public project's)
CONTAINER_OWNER = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?<![\w.\-/])(?:ghcr\.io|quay\.io|docker\.io|registry\.gitlab\.com|"
        r"registry\.hub\.docker\.com)/(?P<v>[a-z0-9][a-z0-9_.\-]{1,38})/"
        r"(?P<image>[a-z0-9][\w.\-]*)"
    ),
    0.8,
    "v",
    lambda match, text: _private_image_owner(match, text),
)


def _private_image_owner(match: re.Match[str], text: str) -> bool:
    """Not a project's own image ("quay.io/keycloak/keycloak"), Docker Hub's "library", a
    technology's or a brand's name, or a well-known code owner's."""
    from hushprompt.detect.public_entities import is_public_brand
    from hushprompt.detect.wordlists import wordlist

    owner = match.group("v")
    return (owner != "library" and not match.group("image").startswith(owner)
            and owner not in wordlist("tech_terms") and not is_public_brand(owner)
            and not is_public_code_owner(owner) and _user_ok(match, text))
# Who wrote or signed a commit, in `git log` and commit trailers: "Author: sio-oc
# <siobhan.oconnell@fernway.dev>", "Co-authored-by: Maya Lin <maya@acme.io>". The e-mail rule
# takes the address; the name before it is the same person's handle or full name.
_GIT_PERSON = compile_rule(
    r"(?<![\w\-])(?:Author|Commit|Co-authored-by|Signed-off-by|Reviewed-by|Acked-by|Tested-by|"
    r"Reported-by|Suggested-by|Helped-by)[ \t]*:[ \t]*(?P<v>[^<>\n:]{1,60}?)[ \t]*"
    r"<[^<>\s@]+@[^<>\s]+>"
)


def find_git_people(text: str) -> Iterable[Finding]:
    for match in _GIT_PERSON.finditer(text):
        value = match.group("v")
        if value.lower() in _SYSTEM_USERS or not any(ch.isalpha() for ch in value) \
                or value.lower().endswith(("[bot]", "-bot", " bot")):
            continue  # (a bot's commits name no one: "dependabot[bot]", "renovate-bot")
        # "Maya Lin" is a name; "sio-oc", "mlin" is an account
        label = Label.PERSON if " " in value.strip() else Label.USERNAME
        yield finding(text, *match.span("v"), label, "rules:git_person", 0.85)


WHOAMI_OUTPUT = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(r"(?m)\bwhoami[ \t]*\n[ \t]*(?P<v>[A-Za-z_][\w.\-\\]{1,39})[ \t]*$"),
    0.85,
    "v",
    _user_ok,
)
HTPASSWD_USER = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(r"(?<![\w.\-])(?P<v>[A-Za-z_][\w.\-]{1,31}):(?=\$(?:apr1|2[abxy]|1|5|6|y)\$)"),
    0.85,
    "v",
    _user_ok,
)

# A Reddit account: "u/throwaway_kenji88". Units are written the same way ("20 u/day" of
# insulin), so the name needs a digit, an underscore or a hyphen, or the prompt says Reddit.
REDDIT_USER = RegexRule(
    "handle",
    Label.USERNAME,
    compile_rule(r"(?<![\w/.])u/(?P<v>[A-Za-z0-9_\-]{3,20})\b"),
    0.75,
    "v",
    lambda match, text: any(ch.isdigit() or ch in "_-" for ch in match.group("v"))
    or "reddit" in text.casefold(),
)
IDENTITY_RULES = (
    REDDIT_USER, USER_AT_HOST, GIT_OWNER, CONTAINER_OWNER, WHOAMI_OUTPUT, HTPASSWD_USER,
    USER_ASSIGNMENT, USER_CJK, USER_IN_BRACKETS, USER_PHRASE, USER_NAMED, ACCOUNT_ID_NAMED,
    HOME_DIRECTORY,
    SSH_LOG_USER,
    DATE_OF_BIRTH, DATE,
    DAY_OF_MONTH, DAY_MONTH_BEFORE_TIME, CJK_DATE, DAY_SLASH_MONTH, DAY_DOT_MONTH, ID_NUMBER,
    NAMED_NUMBER, UK_NI_NUMBER,
    LABELLED_NAME, AGE,
    AGE_STATED,
    AGE_STATED_ABROAD, AGE_ABROAD, AGE_IN_ARABIC, AGE_IN_HEBREW, AGE_CJK, AGE_BESIDE_NAME_ABROAD,
    AGE_AFTER_FULL_NAME,
    DATE_ABROAD,
    ACCESS_LOG_USER,
)
# The account git or a host names in its refusal or greeting: "Permission to org/repo.git denied
# to kasante-work.", "Hi kasante-work! You've successfully authenticated", and a handle in
# parentheses after a person's name: "the MR is from Eirik (eirik.haugland)".
_ACCOUNT_IN_MESSAGE = compile_rule(
    r"\bdenied to (?P<v>[A-Za-z0-9][\w.\-]{0,37}\w)(?=\.?(?:\s|$))|"
    # the repository's owner: "Permission to budi-santoso-id/toko-online.git denied"
    r"\bPermission to (?P<owner>[A-Za-z0-9][\w.\-]{0,37})/[\w.\-]+?(?:\.git)?(?= denied)|"
    r"\bHi (?P<hi>[A-Za-z0-9][\w.\-]{0,37}\w)! You['’]ve successfully authenticated|"
    r"\b(?P<name>[A-Z][a-zà-öø-ÿ'’\-]+)(?:[ \t][A-Z][a-zà-öø-ÿ'’\-]+)?[ \t]*\("
    r"(?P<paren>[a-z][a-z0-9]*(?:[._\-][a-z0-9]+)+|[a-z]+\d+)\)"
)


_SHARED_ACCOUNTS = frozenset({"admin", "root", "user", "everyone", "anonymous", "guest", "public",
                              "all", "you", "me"})


def _handle_of(name: str, handle: str, given_names: frozenset[str]) -> bool:
    """A known given name, or a "first.last" / "first_last" handle that starts with the name
    (package names join with "-": "React (react-dom)")."""
    if name.casefold() in given_names:
        return True
    from hushprompt.detect.wordlists import wordlist

    if "-" in handle or name.casefold() in wordlist("tech_terms"):
        return False
    parts = re.split(r"[._]", handle)
    everyday, tech = everyday_words(), wordlist("tech_terms")
    return (len(parts) >= 2 and all(part.isalpha() and len(part) >= 2 for part in parts)
            and parts[0] == name.casefold()
            and not any(part in everyday or part in tech for part in parts[1:]))


def find_accounts_in_messages(text: str) -> Iterable[Finding]:
    from hushprompt.standins.names import name_index  # Faker's given and family names

    for match in _ACCOUNT_IN_MESSAGE.finditer(text):
        group = next(g for g in ("v", "owner", "hi", "paren") if match.group(g) is not None)
        if match.group(group).casefold() in _SHARED_ACCOUNTS:
            continue
        # "Eirik (eirik.haugland)" names a person; "Python (python3.11)" a version
        if group == "paren" and not _handle_of(match.group("name"), match.group("paren"),
                                               name_index().given):
            continue
        yield finding(text, *match.span(group), Label.USERNAME, "rules:username", 0.8)


IDENTITY_RECOGNIZERS = (find_ticket_codes, find_handles, find_git_people,
                        find_payment_and_profile_handles, find_years_of_a_person,
                        find_accounts_in_messages, find_more_ages, find_ages_at_events,
                        find_ordinal_day_lists,
                        find_shaped_ids, find_listed_codes)
