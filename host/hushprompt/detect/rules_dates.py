"""More dates of someone's life, in the shapes records and chats write them: a date field of a
message header ("Date: Tue Mar 11 02:14:37 2025 +0900", "Sent: Tuesday, March 11, 2025"), a
chat export's stamp ("[3/5/24 19:22]"), the days of a bank statement's rows ("01/04 | TFR ..."),
an airline's "21NOV", a day and month in two digits ("removed 07/02"), the entries of a timeline
("- Dec 2023: ..."), day ranges ("14-16 Oktober 2024", "14.–18. August"), a US month/day after
"by" ("by 11/30"), "on 5 may", the years of a role ("Pharmacy Technician, 2018–2023") and a
field "Since: 2019".
"""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.month_names import ENGLISH_MONTH_NAMES, foreign_month_names
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "rules:date"
_MONTHS_ANY = "(?:" + ENGLISH_MONTH_NAMES + "|" + "|".join(foreign_month_names()) + r")\.?"
_HEADER_DATE = compile_rule(
    r"(?im)^[ \t>]*(?:date|datum|fecha|data|sent|envoyé|gesendet|enviado|inviato)[ \t]*:[ \t]*"
    r"(?P<v>[^\n]{6,45}?)[ \t]*$"
)
_LOOKS_LIKE_A_DATE = compile_rule(
    rf"(?i)\b(?:{_MONTHS_ANY})(?![^\W\d_])|\b\d{{1,4}}[/.\-]\d{{1,2}}[/.\-]\d{{1,4}}\b"
    # a day, a month's short name in any language, a year: "lun, 7 abr 2025 a las 18:42"
    r"|\b\d{1,2}\.?[ \t]+[^\W\d_]{3,5}\.?[ \t]+(?:19|20)\d{2}\b"
)
_CHAT_STAMP = compile_rule(r"(?m)^[ \t]*\[(?P<v>\d{1,2}/\d{1,2}/\d{2,4}),?[ \t]+\d{1,2}:\d{2}")
# (a row with an amount: "01/04 | RENT | -1,450.00"; not a recipe's "1/2 | cup")
_STATEMENT_DAY = compile_rule(
    r"(?m)^[ \t|]*(?P<v>(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|1[0-2])(?:(?<=\.\d\d)\.)?)"
    r"[ \t]*(?:\||,|\t|[ \t]{2})"
    r"(?=[^\n]*?[-+]?[£$€]?(?:\d[\d,.]*[.,]\d{2}\b|(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d.,])))"
)
# The entries of a timeline of what happened to someone, one a line: "- Dec 2023: Carl said it
# was lifestyle", "• 3 March 2024 – the ceiling fell in", "2. Feb 2024 - a contractor came"
_TIMELINE_ENTRY = compile_rule(
    r"(?m)^[ \t]*(?:[-*•·]|\d{1,2}[.)])?[ \t]*"
    rf"(?P<v>(?:\d{{1,2}}(?:st|nd|rd|th)?[ \t]+)?{ENGLISH_MONTH_NAMES}(?:[ \t]+\d{{1,2}}"
    r"(?:st|nd|rd|th)?,?)?[ \t]+(?:19|20)\d{2})[ \t]*(?::|[–—]|-[ \t])"
)
# A day and month in two digits each, without a year: "inserted 04/02, removed 07/02",
# "Munich→Bari 22/08" (a fraction, a score or a ratio has one digit, or is "10/10", or is rated)
_DAY_MONTH = compile_rule(
    r"(?<![\w/.:\-])(?<!rated )(?<!score )(?<!scored )(?<!rating )(?<!out of )(?<!pain )"
    r"(?P<v>(?:0[1-9]|[12]\d|3[01])/(?:0[1-9]|1[0-2]))"
    r"(?![\w/:\-]|\.\d|[ \t]+(?i:pain|score|rating|scale|stars|points|split)\b)"
)
# A weekday and its day of the month: "es el jueves 10 a las 9:00", "Friday 14th", "am Montag 3."
# (not a time: "Monday 3pm", "Friday 10:30")
_WEEKDAY_AND_DAY = compile_rule(
    r"(?i)\b(?P<v>(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|"
    r"miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|lundi|mardi|mercredi|jeudi|"
    r"vendredi|samedi|dimanche|segunda|terça|terca|quarta|quinta|sexta|montag|dienstag|"
    r"mittwoch|donnerstag|freitag|samstag|sonntag|lunedì|martedì|mercoledì|giovedì|venerdì|"
    # and English short forms before a day and its month: "Thu 17 Apr"
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?=,?[ \t]+\d{1,2}(?:st|nd|rd|th)?[ \t]+"
    rf"{ENGLISH_MONTH_NAMES}))"
    r"(?:,)?[ \t]+(?:the[ \t]+)?(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th|\.)?)"
    r"(?![\d:]|[ \t]*(?:am|pm|h\b|uhr|hrs?\b|o['’]clock|:))"
)
_AIRLINE_DATE = compile_rule(
    r"(?<![\w])(?P<v>\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)(?:\d{2}|\d{4})?)"
    r"(?![\w])"
)
_DAY_RANGE = compile_rule(
    rf"(?i)(?<![\w/.\-])(?P<v>\d{{1,2}}\.?[ \t]*[–\-][ \t]*\d{{1,2}}\.?[ \t]+{_MONTHS_ANY}"
    r"(?:[ \t]+\d{4})?)(?![\w])"
)
# a span of German days: "Anzahlung 14.10.-28.10.", "vom 3.8.–17.8.2025"
_DOTTED_DAY_RANGE = compile_rule(
    r"(?<![\w.])(?P<v>(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.[ \t]?[–\-][ \t]?"
    r"(?:0?[1-9]|[12]\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:(?:19|20)?\d{2})?)(?![\w.])"
)
# from one day to another, written day/month: "nghỉ học từ 10/3 đến 14/3", "from 3/8 to 17/8"
_SLASHED_DAY_SPAN = compile_rule(
    r"(?i)\b(?:từ|from|dal|del|du|de|vom|von|van|od|desde)[ \t]+"
    r"(?P<a>(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|1[0-2]))[ \t]+"
    r"(?:đến|to|till|until|al|au|a|bis|tot|do|hasta|até)[ \t]+"
    r"(?P<b>(?:0?[1-9]|[12]\d|3[01])/(?:0?[1-9]|1[0-2]))(?![\w/]|\.\d)"
)
# a span of months of a review, a contract or a posting: "Review period: Apr 2023 – Mar 2024"
_MONTH_YEAR_SPAN = compile_rule(
    rf"(?<![\w])(?P<v>{ENGLISH_MONTH_NAMES}[ \t]+(?:19|20)\d{{2}}[ \t]*[–\-][ \t]*"
    rf"{ENGLISH_MONTH_NAMES}[ \t]+(?:19|20)\d{{2}})(?![\w])"
)
# a day and month in Chinese, Japanese or Korean: "10月26日", "2024年3月5日", "4월 22일"
_CJK_DAY = compile_rule(
    r"(?<![\d０-９])(?P<v>(?:(?:19|20)\d{2}[年년][ \t]?)?(?:1[0-2]|0?[1-9])[月월][ \t]?"
    r"(?:[12]\d|3[01]|0?[1-9])[日일])")
# from one day or month to another in the Romance languages: "del 15 al 30", "dal 3 al 9
# marzo", "de setembro a janeiro", "du 12 au 14"; and German and English months to months
# with a year: "Juni–August 2023"
_DAYS_TO_DAYS = compile_rule(
    rf"(?i)\b(?P<v>(?:del|dal|de|du)[ \t]+(?:[12]\d|3[01]|0?[1-9])[ \t]+(?:al|a|au|até)[ \t]+"
    rf"(?:[12]\d|3[01]|0?[1-9])(?:[ \t]+(?:de[ \t]+)?{_MONTHS_ANY})?"
    rf"|(?:de|da|del|dal|desde)[ \t]+{_MONTHS_ANY}[ \t]+(?:a|al|à|até|hasta)[ \t]+{_MONTHS_ANY})"
    r"(?![\w])"
)
# (months to months with a year are looked for back from the year, like _months_and_years_abroad:
# an alternation of every month name tried at every position costs a millisecond a prompt)
_MONTH_TO_MONTH_BEFORE_YEAR = compile_rule(
    rf"(?i)(?<![\w])(?:{_MONTHS_ANY})[ \t]*[–\-][ \t]*(?:{_MONTHS_ANY})[ \t]+$")
# a day of the month in Portuguese and in Hindi-English: "No dia 6 caí", "até dia 28", "main
# 24 ko join karungi" (Hindi's "ko", on, after the day)
_PORTUGUESE_DAY = compile_rule(r"(?i)\b(?P<v>(?:no|até|até o|ao|desde o|o)[ \t]+dia[ \t]+"
                               r"(?:[12]\d|3[01]|0?[1-9]))\b(?![.,/]\d)")
_HINGLISH_DAY = compile_rule(
    r"\b(?P<v>(?:[12]\d|3[01]|0?[1-9])[ \t]+ko)\b(?=[ \t]+(?:[a-z]+[ \t]+)?"
    r"(?:join|aa|aaunga|aaungi|aayenge|jaa|jaunga|jaungi|nikal|pahunch|karna|karenge|karungi|"
    r"karunga|hai|hain|office|trek|flight|train)|\?)")
# a day said with the Malay word for date: "18 tarikh", "tarikh 18"
_TARIKH = compile_rule(r"(?i)\b(?P<v>(?:[12]\d|3[01]|0?[1-9])[ \t]+tarikh|tarikh[ \t]+"
                       r"(?:[12]\d|3[01]|0?[1-9]))\b")
_US_DAY_AFTER_BY = compile_rule(
    r"(?i)\b(?:by|before|after|through|thru)[ \t]+"
    r"(?P<v>(?:0?[1-9]|1[0-2])/(?:1[3-9]|2\d|3[01]))(?![\w/]|\.\d)"
)
_ON_DAY_MAY = compile_rule(r"(?i)\bon[ \t]+(?P<v>\d{1,2}(?:st|nd|rd|th)?[ \t]+may)\b")
_ROLE_YEARS = compile_rule(
    r"(?im)^[^\n]*\b(?:role|position|job title|employer|title)[ \t]*:[^\n]*?,[ \t]*"
    r"(?P<v>(?:19|20)\d{2}[ \t]*[–\-][ \t]*(?:(?:19|20)\d{2}|present|now|current))\b"
)
_SINCE_FIELD = compile_rule(
    r"\b(?:Since|SINCE|Seit|Desde|Depuis)[ \t]*:[ \t]*(?P<v>(?:19|20)\d{2})\b")


# A month and its year in the languages prompts mix in: "enero de 2022", "gennaio 2022", "w
# styczniu 2022", "в январе 2022 года"; and Vietnamese "tháng 1 năm 2022". Looked for from the
# year back (an alternation of every month name tried at every position cost 0.15 ms a prompt).
_YEAR = compile_rule(r"(?<![\w/.\-:])(?:19|20)\d{2}(?![\w])")
_MONTH_BEFORE_YEAR = compile_rule(
    rf"(?i)(?<![\w/.\-:])(?:{'|'.join(foreign_month_names())})\s+(?:de\s+|del\s+|di\s+)?$"
    r"|tháng\s+\d{1,2}\s+năm\s+$"
)
# (with its day it is rules_identity's DATE_ABROAD, which knows a law's date: "loi du 6 juillet
# 1989")
_DAY_BEFORE_MONTH = compile_rule(r"\d(?:\.|º|°|er)?\s+(?:de\s+)?$")


def _months_and_years_abroad(text: str) -> Iterable[Finding]:
    for year in _YEAR.finditer(text):
        span = _MONTH_TO_MONTH_BEFORE_YEAR.search(text, max(0, year.start() - 40), year.start())
        if span is not None:  # "Juni–August 2023"
            yield finding(text, span.start(), year.end(), Label.DATE, SOURCE, 0.55)
            continue
        month = _MONTH_BEFORE_YEAR.search(text, max(0, year.start() - 30), year.start())
        if month is not None and not _DAY_BEFORE_MONTH.search(
                text, max(0, month.start() - 12), month.start()):
            yield finding(text, month.start(), year.end(), Label.DATE, SOURCE, 0.55)


def find_more_dates(text: str) -> Iterable[Finding]:
    yield from _months_and_years_abroad(text)
    for match in _HEADER_DATE.finditer(text):
        if _LOOKS_LIKE_A_DATE.search(match.group("v")):  # not "Data: 123 rows, 45 MB"
            yield finding(text, *match.span("v"), Label.DATE, SOURCE, 0.6)
    rows = list(_STATEMENT_DAY.finditer(text))
    if len(rows) >= 2:  # a statement's rows, not one fraction at a line's start
        for match in rows:
            yield finding(text, *match.span("v"), Label.DATE, SOURCE, 0.55)
    entries = list(_TIMELINE_ENTRY.finditer(text))
    if len(entries) >= 2:  # a timeline; one dated line may head a changelog or a report
        for match in entries:
            yield finding(text, *match.span("v"), Label.DATE, SOURCE, 0.6)
    for match in _DAY_MONTH.finditer(text):
        if match.group("v") not in ("10/10", "01/01"):  # a perfect score; a placeholder
            yield finding(text, *match.span("v"), Label.DATE, SOURCE, 0.5)
    for match in _SLASHED_DAY_SPAN.finditer(text):
        for group in ("a", "b"):
            yield finding(text, *match.span(group), Label.DATE, SOURCE, 0.55)
    for pattern in (_CHAT_STAMP, _WEEKDAY_AND_DAY, _AIRLINE_DATE, _DAY_RANGE, _DOTTED_DAY_RANGE,
                    _US_DAY_AFTER_BY, _ON_DAY_MAY, _ROLE_YEARS, _SINCE_FIELD, _MONTH_YEAR_SPAN,
                    _TARIKH, _CJK_DAY, _DAYS_TO_DAYS, _PORTUGUESE_DAY, _HINGLISH_DAY):
        for match in pattern.finditer(text):
            yield finding(text, *match.span("v"), Label.DATE, SOURCE, 0.55)


DATE_RECOGNIZERS = (find_more_dates,)
