"""DATE, DATE_OF_BIRTH and AGE stand-ins.

Dates move by one offset per conversation (20-400 days, from the seed), so intervals between
the dates of a conversation stay true; each date keeps its written format. dateutil is not a
dependency and `datetime.strptime` cannot tell which format a string was written in, so the few
common formats are matched here and re-rendered field by field.
"""

from __future__ import annotations

import calendar
import dataclasses
import datetime as dt
import re

from hushprompt.regex_cache import compile_rule

from ..month_names import (
    ENGLISH_MONTH_NAMES,
    foreign_month_names,
    is_short_month,
    month_name,
    month_of,
    names_a_foreign_month,
)
from .common import Draw, derive_rng, fit_case, reshape, words

MONTHS = [calendar.month_name[i] for i in range(1, 13)]
WEEKDAYS = [calendar.day_name[i] for i in range(7)]
_FULL_NAMES = frozenset(name.lower() for name in MONTHS + WEEKDAYS)
_MONTH = r"(?P<mname>(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?)"
_WEEKDAY = r"(?:(?P<wday>(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)[a-z]*\.?),?\s+)?"
_DAY = r"(?P<day>\d{1,2})(?P<ord>st|nd|rd|th)?(?!\d)"  # not the "20" of "April 2019"
# "3 juni 2024", "14 de abril de 2025", "1er mars", "12. März", "mei 2024": the month stays in
# its language ("20 mei" -> "9 juni", not "9 june" or letters reshaped at random)
_FOREIGN_MONTH = r"(?P<fmonth>" + "|".join(foreign_month_names()) + r")(?![^\W\d_])"
PATTERNS = [
    compile_rule(r"(?<!\d)" + _DAY.replace("st|nd|rd|th", r"\.|º|°|er") + r"\s+(?:de\s+)?"
               + _FOREIGN_MONTH + r"(?:,?\s+(?:de\s+)?(?P<year>\d{4}))?", re.IGNORECASE),
    compile_rule(_FOREIGN_MONTH + r",?\s+(?:del?\s+|di\s+)?(?P<year>\d{4})", re.IGNORECASE),
    compile_rule(r"(?P<year>\d{4})(?P<s>[-/.])(?P<month>\d{1,2})(?P=s)(?P<day>\d{1,2})"),
    # "2025年2月10日" (an era's year, "令和7年", is turned into the common year first)
    compile_rule(r"(?P<year>\d{4})年(?P<month>\d{1,2})月(?P<day>\d{1,2})日"),
    # "22-Jan-2025", "18-Jul-23"
    compile_rule(_DAY + r"-" + _MONTH + r"-(?P<year>\d{4}|\d{2})(?!\d)", re.IGNORECASE),
    compile_rule(r"(?P<a>\d{1,2})(?P<s>[-/.])(?P<b>\d{1,2})(?P=s)(?P<year>\d{4}|\d{2})"),
    compile_rule(_WEEKDAY + _DAY + r"\s+(?:of\s+)?" + _MONTH + r",?(?:\s+(?P<year>\d{4}))?",
               re.IGNORECASE),
    compile_rule(_WEEKDAY + _MONTH + r"\s+" + _DAY + r"(?:,?\s+(?P<year>\d{4}))?", re.IGNORECASE),
    compile_rule(_MONTH + r",?\s+(?P<year>\d{4})", re.IGNORECASE),
    compile_rule(r"(?<!\d)(?P<year>(?:1[89]|20)\d{2})(?!\d)"),
    # a month alone ("since October", "in nov", "desde marzo"), a day of the month alone ("on
    # the 28th", "before the 17th")
    compile_rule(r"\b(?P<mname>" + ENGLISH_MONTH_NAMES + r")(?![^\W\d_])", re.IGNORECASE),
    compile_rule(_FOREIGN_MONTH, re.IGNORECASE),
    compile_rule(r"(?<!\d)(?P<day>\d{1,2})(?P<ord>st|nd|rd|th)\b", re.IGNORECASE),
]
_NUMERIC_DATE = compile_rule(r"\b(\d{1,2})([/.-])(\d{1,2})\2\d{2,4}\b")


def conversation_offset(seed: bytes) -> int:
    rng = derive_rng(seed, "date-offset")
    # (under a year: a shift of about 365 days would keep a birthday's day and month)
    return rng.randint(20, 340) * rng.choice((-1, 1))


def _day_first(original: str, separator: str, context: str) -> bool:
    """European order when this or another date of the text can only be day-first, or when the
    text names a month in another language (a Dutch summons' "11-08-1979" is 11 August)."""
    if separator == ".":
        return True
    for match in _NUMERIC_DATE.finditer(f"{original} {context}"):
        if int(match.group(1)) > 12:
            return True
        if int(match.group(3)) > 12:
            return False
    return names_a_foreign_month(context)


def _month_number(name: str) -> int:
    return next(i for i, m in enumerate(MONTHS, 1) if m.lower().startswith(name[:3].lower()))


def _ordinal(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _like(template: str, word: str) -> str:
    """`word` written like `template`: abbreviated (with its dot), and in its case."""
    core = template.rstrip(".")
    if core.lower() in _FULL_NAMES or core.lower() == word.lower():
        new = word  # "June" -> "December", not "Dece"
    else:  # an abbreviation: "Jun" -> "Dec", "Sept" -> "Oct", "Thurs" -> "Mon"
        new = word[:4] if word == "September" and len(core) == 4 else word[:3]
    if template.endswith("."):
        new += "."
    if core.isupper() and len(core) > 1:
        return new.upper()
    return new.lower() if core.islower() else new


def _num(template: str, value: int) -> str:
    return f"{value:02d}" if len(template) == 2 else str(value)


def _shift_match(match: re.Match[str], offset: int, draw: Draw) -> str | None:
    groups = match.groupdict()
    year_text = groups.get("year")
    if groups.get("a"):
        day_first = _day_first(draw.original, groups["s"], draw.context)
        day_key, month_key = ("a", "b") if day_first else ("b", "a")
    else:
        day_key, month_key = "day", "month"
    day_text, month_text = groups.get(day_key), groups.get(month_key)
    foreign = month_of(groups["fmonth"], draw.context) if groups.get("fmonth") else None
    if foreign is not None:
        month: int | None = foreign[1]
    else:
        month = int(month_text) if month_text else (
            _month_number(groups["mname"]) if groups.get("mname") else None)
    if year_text and len(year_text) == 2:
        year = 1900 + int(year_text) if int(year_text) > 30 else 2000 + int(year_text)
    else:
        year = int(year_text) if year_text else 2000  # leap year: Feb 29 without a year is valid
    if month is None and day_text is not None:  # a day of the month: "the 28th"
        day = int(day_text)
        if not 1 <= day <= 31:
            return None
        new_day = (day - 1 + offset) % 28 + 1
        new_values = {"day": new_day if new_day != day else day % 28 + 1}
    elif month is None:  # a bare year: a year the conversation's way, or, where that year is
        # taken (the prompt names it too), the year the other way, then two years off, ...
        sign = (1 if offset > 0 else -1) * (1 if draw.attempt % 2 == 0 else -1)
        new_values = {"year": year + sign * (1 + draw.attempt // 2)}
    elif day_text is None:  # month and year
        total = year * 12 + month - 1 + max(1, abs(offset) // 30) * (1 if offset > 0 else -1)
        new_values = {"year": total // 12, "month": total % 12 + 1}
    else:
        try:
            date = dt.date(year, month, int(day_text))
        except ValueError:
            return None
        new = date + dt.timedelta(days=offset)
        new_values = {"year": new.year, "month": new.month, "day": new.day, "wday": new.weekday()}
    # a day written with a month name is zero-padded only where the original was ("06 June")
    text_month = bool(groups.get("mname") or groups.get("fmonth"))
    # "2025年2月10日": numbers written as they are, never padded
    unpadded = text_month or "年" in match.group(0)
    pieces = {}
    if year_text:
        pieces["year"] = (f"{new_values['year'] % 100:02d}" if len(year_text) == 2
                          else str(new_values["year"]))
    if "month" in new_values:
        if foreign is not None:
            pieces["fmonth"] = fit_case(
                groups["fmonth"], month_name(foreign[0], new_values["month"],
                                             short=is_short_month(groups["fmonth"])))
        elif groups.get("mname"):
            pieces["mname"] = _like(groups["mname"], MONTHS[new_values["month"] - 1])
        elif month_text:
            pieces[month_key] = (str(new_values["month"]) if unpadded and month_text[0] != "0"
                                 else _num(month_text, new_values["month"]))
    if "day" in new_values:
        pieces[day_key] = (_num(day_text, new_values["day"])
                           if not unpadded or day_text.startswith("0")
                           else str(new_values["day"]))
        if groups.get("ord") and foreign is None:
            pieces["ord"] = _ordinal(new_values["day"])
        elif (groups.get("ord") or "").casefold() == "er" and new_values["day"] != 1:
            pieces["ord"] = ""  # French writes only the first of a month "1er"
        if groups.get("wday") and "wday" in new_values:
            pieces["wday"] = _like(groups["wday"], WEEKDAYS[new_values["wday"]])
    text = match.group(0)
    base = match.start()
    for name, value in sorted(pieces.items(), key=lambda kv: -match.start(kv[0])):
        start, end = match.start(name) - base, match.end(name) - base
        text = text[:start] + value + text[end:]
    return text


RELATIVE = (
    "last month", "two weeks ago", "earlier this year", "a few days ago", "last spring",
    "last autumn", "the week before", "recently", "last year", "a month ago",
)


def _swap_names(text: str, draw: Draw) -> str:
    """Unparsable dates: month and weekday names change, digits keep their shape; phrases
    without either ("last week") become another relative phrase."""
    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        pool = MONTHS if any(m.lower().startswith(word[:3].lower()) for m in MONTHS) else WEEKDAYS
        options = [w for w in pool if not w.lower().startswith(word.rstrip(".")[:3].lower())]
        return _like(word, draw.rng.choice(options))

    names = "|".join(m[:3] for m in MONTHS + WEEKDAYS)
    if not re.search(rf"\d|\b(?:{names})", text, re.IGNORECASE):
        choice = draw.rng.choice([r for r in RELATIVE if r != text.strip().casefold()])
        return choice.capitalize() if text[:1].isupper() else choice
    swapped = re.sub(rf"\b(?:{names})[a-z]*\.?", swap, text, flags=re.IGNORECASE)
    # only the digits change shape: the words around them ("week", "Q") stay words
    return re.sub(r"\d+", lambda number: _other_number(number.group(), draw), swapped)


def _other_number(number: str, draw: Draw) -> str:
    """A day-sized number stays a day of a month ("sábado 11" -> "sábado 23")."""
    if len(number) > 2:
        return reshape(number, draw.rng)
    value = int(number)
    new = draw.rng.choice([day for day in range(1, 29) if day != value])
    return f"{new:02d}" if number.startswith("0") else str(new)


# Japanese era names and the common year of each era's first year
_ERAS = {"令和": 2019, "平成": 1989, "昭和": 1926}
_ERA_DATE = compile_rule(r"(令和|平成|昭和)(\d{1,2})年(?=\d{1,2}月\d{1,2}日)")


def _era_date(original: str, draw: Draw) -> str | None:
    """"令和7年3月10日": shifted as the common date, written back in the era (or, if the shift
    leaves the era, in the common year)."""
    match = _ERA_DATE.search(original)
    if match is None:
        return None
    era, first = match.group(1), _ERAS[match.group(1)]
    common = original[: match.start()] + f"{first + int(match.group(2)) - 1}年" + original[
        match.end():]
    shifted = generate_date(dataclasses.replace(draw, original=common))
    year = re.search(r"(\d{4})年", shifted)
    if year is None:
        return shifted
    era_year = int(year.group(1)) - first + 1
    later = [start for start in _ERAS.values() if start > first]
    if era_year < 1 or (later and int(year.group(1)) >= min(later)):
        return shifted
    return shifted[: year.start()] + f"{era}{era_year}年" + shifted[year.end():]


def generate_date(draw: Draw) -> str:
    era = _era_date(draw.original, draw) if "年" in draw.original else None
    if era is not None:
        return era
    # a retry (the stand-in was another original of the prompt: "Dec 2023" -> "Feb 2024" in a
    # timeline) moves a month more, so a date written without its day changes too
    offset = conversation_offset(draw.seed) + 31 * draw.attempt
    for pattern in PATTERNS:
        # every date of the pattern moves by the same offset: both ends of "from March 2019 to
        # Nov 2024" (the span between them is unchanged)
        matches = list(pattern.finditer(draw.original))
        shifted = [_shift_match(match, offset, draw) for match in matches]
        if any(s is not None for s in shifted):
            out, at = [], 0
            for match, new in zip(matches, shifted, strict=True):
                out += [draw.original[at:match.start()], match.group() if new is None else new]
                at = match.end()
            return "".join(out) + draw.original[at:]
    day_and_month = _DAY_AND_MONTH.fullmatch(draw.original)
    if day_and_month is not None:
        return _other_day_and_month(day_and_month, draw)
    return _swap_names(draw.original, draw)


# A day and month without a year, as statements write them: "03/01", "14.09", German "14.02."
# (day first or month first: each number keeps its range, so the stand-in is a valid date read
# either way)
_DAY_AND_MONTH = compile_rule(r"(?P<a>\d{1,2})(?P<sep>[/.\-])(?P<b>\d{1,2})(?P<end>\.?)")


def _other_day_and_month(match: re.Match[str], draw: Draw) -> str:
    def other(number: str) -> str:
        value = int(number)
        if not 1 <= value <= 31:
            return number
        choices = [n for n in (range(1, 13) if value <= 12 else range(13, 29)) if n != value]
        new = draw.rng.choice(choices)
        return f"{new:0{len(number)}d}"

    return (f"{other(match.group('a'))}{match.group('sep')}{other(match.group('b'))}"
            f"{match.group('end')}")


_UNITS = words("zero one two three four five six seven eight nine ten eleven twelve thirteen "
               "fourteen fifteen sixteen seventeen eighteen nineteen")
_TENS = words("twenty thirty forty fifty sixty seventy eighty ninety")
_DECADES = words("teens twenties thirties forties fifties sixties seventies eighties nineties")
_AGE_WORD = compile_rule(
    rf"(?i)\b(?:(?P<tens>{'|'.join(_TENS)})(?:[- ](?P<unit>{'|'.join(_UNITS[1:10])}))?"
    rf"|(?P<small>{'|'.join(_UNITS[1:])}))\b")
_DECADE_WORD = compile_rule(rf"(?i)\b(?:{'|'.join(_DECADES)})\b")
_AGE_PHRASES = ("in their thirties", "in their forties", "in their fifties", "middle-aged")
_CHILD_WORD = compile_rule(r"(?i)\b(?:baby|infant|newborn|toddler|preschooler|child|kid|teen|"
                           r"teenager|adolescent)s?\b")
_CHILD_PHRASES = ("a toddler", "a young child", "a school-age child", "a teenager")


def _in_words(number: int) -> str:
    if number < 20:
        return _UNITS[number]
    tens, unit = divmod(number, 10)
    return _TENS[tens - 2] + (f"-{_UNITS[unit]}" if unit else "")


def _age_in_words(draw: Draw) -> str | None:
    """"fifteen" -> "eleven", "in her eighties" -> "in her seventies" (the case kept)."""
    original = draw.original
    match = _AGE_WORD.search(original)
    if match:
        if match.group("small"):
            age = _UNITS.index(match.group("small").casefold())
        else:
            age = 20 + 10 * _TENS.index(match.group("tens").casefold())
            age += _UNITS.index(match.group("unit").casefold()) if match.group("unit") else 0
        if match.group("tens") and not match.group("unit"):
            # a round "ninety" becomes another round age: "ninety-four" would keep its word
            new = age - 10 if age == 90 or (age > 20 and draw.rng.random() < 0.5) else age + 10
        else:
            delta = draw.rng.randint(3, 7)
            new = age - delta if age - delta >= 1 and draw.rng.random() < 0.5 else age + delta
        word = _in_words(min(new, 99))
        word = word[:1].upper() + word[1:] if match.group()[:1].isupper() and not \
            match.group().isupper() else fit_case(match.group(), word)  # "Twenty-eight"
        return original[: match.start()] + word + original[match.end():]
    match = _DECADE_WORD.search(original)
    if match:
        index = _DECADES.index(match.group().casefold())
        steps = [i for i in (index - 1, index + 1) if 0 <= i < len(_DECADES)]
        word = fit_case(match.group(), _DECADES[draw.rng.choice(steps)])
        return original[: match.start()] + word + original[match.end():]
    return None


def generate_age(draw: Draw) -> str:
    match = re.search(r"\d+", draw.original)
    if not match:
        # an age in words ("fifteen", "in her eighties"), else another age phrase (never a
        # relative date: "I was fifteen" must not become "I was last spring")
        phrases = _CHILD_PHRASES if _CHILD_WORD.search(draw.original) else _AGE_PHRASES
        return _age_in_words(draw) or draw.rng.choice(
            [p for p in phrases if p != draw.original.strip().casefold()])
    age = int(match.group(0))
    delta = draw.rng.randint(3, 7)
    new = age - delta if age - delta >= 1 and draw.rng.random() < 0.5 else age + delta
    rest = draw.original[match.end():]
    if rest[:2].casefold() in ("st", "nd", "rd", "th"):  # a birthday: "50th" -> "53rd"
        suffix = _ordinal(new)
        rest = (suffix.upper() if rest[:2].isupper() else suffix) + rest[2:]
    return draw.original[: match.start()] + str(new) + rest

