"""Speaker labels of chat and meeting transcripts: "Nikhil: I finished ...", "katie_plays: stop".

A single "Word: text" line is usually a header ("Note: ...", "Expected: ..."), so a label counts
only when the text has at least two speaker lines, the label is not a role or header word
(data/detect/speaker_roles.txt) and the label itself carries evidence of being a person or a
handle: a known given name or surname, a handle shape (digits, "_", mixed case), or a label that
recurs. A single regex finds the candidate lines; the checks run only on those.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from hushprompt.detect.base import finding
from hushprompt.detect.wordlists import normalize, wordlist
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# Optional timestamp ("[10:02]", "10:02 -", "(9:15 AM)"), then the label at column 0, then ": ".
_SPEAKER_LINE = compile_rule(
    r"(?m)^(?P<stamp>[\[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp][Mm])?[\])]?[ \t]*[\-–]?[ \t]*|"
    r"\[[^\]\n]{1,30}\][ \t]*)?(?:\*\*)?"  # a label in markdown bold: "**priya.s**: ok"
    r"(?P<label>[^\s:\[\]\"'`#>*\-|{}][^:*\n]{0,40}?)(?:\*\*)?[ \t]*:[ \t]+"
    r"(?P<said>[^\s{\[<\"'|>&*][^\n]*)$"
)
# (Latin Extended-A too: "Aydın", "Wiśniewski", "Dvořák"; Cyrillic and Greek: "Олег
# Сидоренко", "Νίκος Παπαδάκης")
_NAME_TOKEN = (r"(?:[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-öø-ÿā-žı'’]+(?:-[A-ZĀ-Ž]?[a-zà-öø-ÿā-žı'’]+)*|"
               r"[А-ЯЁІЇЄҐ][а-яёіїєґ'’]+(?:-[А-ЯЁІЇЄҐ]?[а-яёіїєґ'’]+)*|"
               r"[Α-ΩΆ-Ώ][α-ωά-ώϊϋΐΰ]+)")
_NAME = compile_rule(rf"{_NAME_TOKEN}(?:[ \t]{_NAME_TOKEN}){{0,2}}")
_CYRILLIC_OR_GREEK_FULL_NAME = compile_rule(
    r"[А-ЯЁІЇЄҐ][а-яёіїєґ'’\-]+(?:[ \t][А-ЯЁІЇЄҐ][а-яёіїєґ'’\-]+){1,2}|"
    r"[Α-ΩΆ-Ώ][α-ωά-ώϊϋΐΰ]+(?:[ \t][Α-ΩΆ-Ώ][α-ωά-ώϊϋΐΰ]+){1,2}")
# a name typed in lower case, perhaps with an initial: "rahul sharma", "mark w", "bex"
_LOWER_WORD = r"[a-zà-öø-ÿā-žı'’]{2,}"
_LOWER_NAME = compile_rule(rf"{_LOWER_WORD}(?:[ \t]{_LOWER_WORD}){{0,2}}(?:[ \t][a-z]\.?)?")
# a chat export's stamp with a date and a time: "[12/06/24, 21:14]", "[03/11/2024 18:47]"
_DATED_STAMP = compile_rule(r"\d{1,4}[/.\-]\d{1,2}[/.\-]\d{2,4},?[ \t]+\d{1,2}:\d{2}")
_HANDLE = compile_rule(r"[A-Za-z0-9_][\w.\-]{1,31}")
# a name in Chinese, Japanese or Korean: "王伟", "佐藤 健太", "김지훈", "マリア"
_CJK_NAME_LABEL = compile_rule(
    r"[\u4e00-\u9fff]{2,4}|[\u4e00-\u9fff]{1,2}[ \u3000][\u4e00-\u9fff]{1,3}|[\uac00-\ud7a3]{2,4}|"
    r"[\uac00-\ud7a3]{1,2} [\uac00-\ud7a3]{1,3}|[\u30a1-\u30fa\u30fc]{2,10}")
# roles that label a chat's lines in those scripts: customer service, system, user, assistant,
# administrator, the other party, staff, customer, counsellor
_CJK_ROLES = frozenset({
    "客服", "系统", "系統", "用户", "用戶", "助手", "管理员", "机器人", "对方", "本人", "客户",
    "システム", "管理者", "担当者", "お客様", "担当", "고객", "상담원", "시스템", "관리자",
    "상대방", "고객센터", "상담사",
})
_ROLE_AND_NAME = compile_rule(r"(?P<role>[A-Za-z]+)[ \t]*\((?P<who>[^()\n]+)\)|"
                            r"(?P<role2>[A-Za-z]+)[ \t]+(?P<who2>.+)")
# a handle whose shape alone says "handle": digits with letters, "_", or a capital inside
_STRONG_HANDLE = compile_rule(r"(?=(?:[^A-Za-z]*[A-Za-z]){3})(?:.*\d|.*_|.*[a-z][A-Z])")
# labels shaped like handles that are code, logger names or numbered parts: "TypeError",
# "app.payments", "Phase2", "Q1"
_NOT_HANDLE = compile_rule(
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|"  # environment and CGI keys: "REMOTE_ADDR", "HTTP_HOST"
    r"[A-Z]\w*(?:Error|Exception|Warning|Fault|Failure|Exit|Interrupt)|[A-Za-z]{1,2}\d+|"
    r".*\.\w.*|(?i:(?:phase|day|week|step|part|stage|option|case|test|round|task|item|level|"
    r"sprint|question|version|slide|section)[ _\-]?\d+)"
)
# a value with its unit, as a lab report or a reading gives it after its label
_MEASUREMENT = compile_rule(
    r"[<>≤≥~]?[ \t]*\d[\d.,]*[ \t]*(?:%|(?i:mg|g|ng|pg|µg|ug|mcg|mmol|µmol|umol|mEq|iu|µiu|"
    r"uiu|miu|ml|dl|mm|cm|kg|bpm|mmhg|x10|fl)\b)"
)
# YAML or other config: indented keys or keys without a value on their own line
_CONFIG_SHAPE = compile_rule(r"(?m)^[ \t]+-?[ \t]*[\w\-\"']+:(?:[ \t]|$)|^[\w\-]+:[ \t]*$")


# IRC and Slack-export lines: "<raj.iyer> can someone add me", "[10:02] <@ops_kim> done"
_IRC_LINE = compile_rule(
    r"(?m)^(?:[\[(]?\d{1,2}:\d{2}(?::\d{2})?[\])]?[ \t]*)?<[@+%~&]?"
    r"(?P<label>[A-Za-z_][\w.\-|^`]{1,31})>[ \t]+\S"
)
# "<div> text" is markup, not a speaker
_MARKUP_TAGS = frozenset({
    "a", "b", "i", "p", "br", "hr", "div", "span", "li", "ul", "ol", "td", "tr", "th", "table",
    "html", "head", "body", "title", "script", "style", "code", "pre", "em", "strong", "img",
    "input", "form", "label", "button", "section", "header", "footer", "nav", "main", "article",
    "h1", "h2", "h3", "h4", "h5", "h6", "small", "sup", "sub", "template", "slot", "option",
})


# The author line of a Slack, Discord or Teams export: the name or handle alone, then the time
# ("minji.choi  11:02 PM", "dae-ho (oncall)  11:10 PM", "b0nesaw_mike — Today at 8:15 PM").
_AUTHOR_LINE = compile_rule(
    r"(?m)^[ \t]*(?:\*\*)?(?P<label>[^\s:\[\]<>()#*|`\d][^:*\n()]{0,40}?)(?:\*\*)?"
    r"(?:[ \t]+\([^()\n]{1,20}\))?"
    r"[ \t]*(?:[—–\-,][ \t]*)?(?:(?:today|yesterday|heute|gestern|hoy|ayer|aujourd'hui|hier)"
    r"[ \t]+(?:at|um|a las|à)[ \t]+|\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?[ \t]+)?"
    # the message on the next line, or after two spaces on the same one, as Slack copies it:
    # "Mei-Ling Chu  9:02 AM  thanks both."
    r"\d{1,2}:\d{2}(?:[ \t]*[AaPp]\.?[Mm]\.?)?(?:[ \t]*$|[ \t]{2,}(?=\S))",
    re.IGNORECASE,
)


# a handle as chat services make them: "minji.choi", "dae-ho", "b0nesaw_mike"
_SERVICE_HANDLE = compile_rule(
    r"(?=[^\n]*[a-z])(?:[A-Za-z][A-Za-z0-9]*(?:[._\-][A-Za-z0-9]+)+|[A-Za-z]+\d\w*|"
    r"[a-z]+[A-Z][A-Za-z]*)")  # and a capital inside: "xXvortexXx"


def find_export_authors(text: str) -> Iterable[Finding]:
    """Authors of chat-export messages; the "author, then time, alone on a line" shape is the
    evidence, from two such lines on."""
    if ":" not in text:
        return []
    candidates = [
        speaker for match in _AUTHOR_LINE.finditer(text)
        if (speaker := _candidate(text, match)) is not None
    ]
    # a known name ("Kiera Walsh") or a service handle, not a schedule entry ("Start 10:30");
    # beside those, a plain lower-case handle ("jmarsh") is an author too
    strong = [s for s in candidates if _strong(text, s, _SERVICE_HANDLE)]
    authors = [
        s for s in candidates
        if s in strong
        or strong and s.label is Label.USERNAME and text[s.start : s.end].islower()
        and not _task_term(text[s.start : s.end])
    ]
    # one author line is enough when its handle has a handle's shape ("xX_Reaper_Xx — Today at
    # 8:41 PM"): a schedule's "Start 10:30" has none
    shaped = [a for a in authors if a.label is Label.USERNAME
              and _STRONG_HANDLE.match(text[a.start:a.end])
              and not _NOT_HANDLE.fullmatch(text[a.start:a.end])]
    if len(authors) < 2 and not shaped:
        return []
    return [finding(text, a.start, a.end, a.label, "rules:speaker", 0.8) for a in authors]


def find_irc_nicks(text: str) -> Iterable[Finding]:
    """Nicknames of IRC-style log lines; the "<nick>" shape is the evidence, from two lines on."""
    if "<" not in text:
        return []
    nicks = [m for m in _IRC_LINE.finditer(text) if m.group("label").lower() not in _MARKUP_TAGS]
    if len(nicks) < 2:
        return []
    return [finding(text, *m.span("label"), Label.USERNAME, "rules:speaker", 0.8) for m in nicks]


@dataclass(frozen=True)
class _Speaker:
    start: int
    end: int
    label: Label
    key: str  # the label casefolded, to count recurrences


def _roles() -> frozenset[str]:
    return wordlist("speaker_roles")


def _candidate(text: str, match: re.Match[str]) -> _Speaker | None:
    """The person or handle named by a line's label, or None for roles, headers and prose."""
    if "said" in match.re.groupindex and _MEASUREMENT.match(match.group("said")):
        return None  # a lab report's line: "HbA1c: 7.8 % (<5.7)", "TSH: 8.92 µIU/mL"
    start, end = match.span("label")
    while end > start and _is_decoration(text[end - 1]):  # "Sunny 🌻", "Freya 🐝"
        end -= 1
    label = text[start:end]
    roles = _roles()
    if normalize(label) in roles:
        return None
    role_match = _ROLE_AND_NAME.fullmatch(label)
    if role_match is not None:
        role = role_match.group("role") or role_match.group("role2")
        who_group = "who" if role_match.group("who") else "who2"
        if role.lower() in roles:  # "Agent Kelsey", "Agent (Marcus)"
            start, end = role_match.span(who_group)
            start, end = start + match.start("label"), end + match.start("label")
            label = text[start:end]
    if _CJK_NAME_LABEL.fullmatch(label):
        return None if label in _CJK_ROLES else _Speaker(start, end, Label.PERSON, label)
    if _NAME.fullmatch(label):
        tokens = [normalize(token) for token in label.split()]
        if tokens[0] in roles or normalize(label) in roles:
            return None
        return _Speaker(start, end, Label.PERSON, label.casefold())
    if " " in label and start == match.start("label") and _LOWER_NAME.fullmatch(label):
        if label.split()[0] in roles or normalize(label) in roles:
            return None
        return _Speaker(start, end, Label.PERSON, label.casefold())
    if _HANDLE.fullmatch(label) and any(ch.isalpha() for ch in label):
        if normalize(label) in roles or not label[:1].isalnum() and label[:1] != "_":
            return None
        return _Speaker(start, end, Label.USERNAME, label.casefold())
    return None


def _is_decoration(char: str) -> bool:
    """An emoji, a symbol or a space after a chat name (variation selectors and joiners too)."""
    return char.isspace() or unicodedata.category(char) in {"So", "Sk", "Mn", "Cf"}


def _known_name(label: str) -> bool:
    from hushprompt.standins.names import name_index  # Faker's given names and surnames

    index = name_index()
    return any(
        token.casefold() in index.given or token.casefold() in index.surname
        for token in label.split()
    )


def _stamped_name(label: str) -> bool:
    """One capitalised word that is no everyday word ("Xóchitl", not "Update" or "Note"), or
    a name in Chinese, Japanese or Korean script."""
    from hushprompt.detect.wordlists import everyday_words

    if _CJK_NAME_LABEL.fullmatch(label):  # "[10:12] 佐藤 健太:", "[오후 3:21] 김지훈:"
        return True
    return bool(re.fullmatch(_NAME_TOKEN, label)) and label.casefold() not in everyday_words()


def _task_term(label: str) -> bool:
    return normalize(label) in wordlist("tech_terms") | wordlist("domain_terms")


def _strong(text: str, speaker: _Speaker, handle: re.Pattern[str] | None = None) -> bool:
    """Evidence in the label itself: a known name, or a handle shape (`handle`'s, when given)."""
    name = text[speaker.start : speaker.end]
    if _task_term(name):
        return False
    if speaker.label is Label.PERSON:
        from hushprompt.detect.given_names import is_known_name  # the world's given names

        if name.islower():  # "rahul sharma": a given name first, not any surname ("de", "van")
            return is_known_name(name.split()[0])
        if _CYRILLIC_OR_GREEK_FULL_NAME.fullmatch(name):
            return True  # "Олег Сидоренко:": two capitalised words, which those languages
            # give only to names (the name lists hold Latin script)
        return _known_name(name) or any(is_known_name(token) for token in name.split())
    if handle is not None:
        return bool(handle.fullmatch(name))
    return bool(_STRONG_HANDLE.match(name)) and not _NOT_HANDLE.fullmatch(name)


def find_speakers(text: str) -> Iterable[Finding]:
    if ":" not in text or _CONFIG_SHAPE.search(text):
        return []
    lines = list(_SPEAKER_LINE.finditer(text))
    speakers = [speaker for match in lines if (speaker := _candidate(text, match)) is not None]
    if len(speakers) < 2:
        return []
    # a chat client's timestamp before the label makes a service handle ("[10:43] chase.w:")
    # as good as a strong one; without it "app.payments:" may be a logger
    # (and a name-shaped label: "[3/5/24 19:26] Xóchitl: yo el pastel")
    stamped = {
        match.span("label")
        for match in lines
        if match.group("stamp") and (_SERVICE_HANDLE.fullmatch(match.group("label"))
                                     or _stamped_name(match.group("label")))
    }
    strong = [s for s in speakers if _strong(text, s) or (s.start, s.end) in stamped]
    # a chat export's lines each start with a date and a time ("[12/06/24, 21:14] rob: ok"):
    # from two such lines on, their labels are the people who wrote them, whatever their case
    dated = {
        match.start("label")
        for match in lines
        if match.group("stamp") and _DATED_STAMP.search(match.group("stamp"))
    }
    if len(dated) >= 2:
        strong += [s for s in speakers if s.start in dated and s not in strong
                   and not _task_term(text[s.start : s.end])
                   and not _NOT_HANDLE.fullmatch(text[s.start : s.end])]
    if not strong:
        return []
    # weaker evidence counts once the text is shown to be a transcript: a label that recurs
    # ("Nikhil:" twice), and plain lower-case handles beside other handles ("modbot")
    recurring = Counter(s.key for s in speakers)
    has_handles = any(s.label is Label.USERNAME for s in strong)
    accepted = [
        s for s in speakers
        if s in strong
        or not _task_term(text[s.start : s.end])
        and not _NOT_HANDLE.fullmatch(text[s.start : s.end])
        and (recurring[s.key] >= 2
             or has_handles and s.label is Label.USERNAME and text[s.start : s.end].islower())
    ]
    return [finding(text, s.start, s.end, s.label, "rules:speaker", 0.8) for s in accepted]


TRANSCRIPT_RECOGNIZERS = (find_speakers, find_irc_nicks, find_export_authors)
