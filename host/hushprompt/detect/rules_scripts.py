"""Names and numbers of people in scripts the name lists and the NER read poorly: Arabic
("جوزي خالد", "الأستاذة نوال الشهري", "والدته: هيفاء العتيبي"), Hebrew ("הנפטר: משה בן-שושן",
"אני יעקב פרץ"), Devanagari ("पिताजी का नाम
रमेशचंद्र अग्रवाल"), Chinese ward and family records ("12床 王秀英，女，78岁", "儿子王磊 138 0571
2296"), Russian full names with a patronymic ("Соколова Ирина Павловна") and Russian SNILS
numbers ("112-233-445 95").

Hand-written for the reason rules_japanese.py gives: the bundled NER learned from Latin-script
prompts. Each name needs the word before it that makes it one (a relation, a title, "name"),
or the patronymic ending that only names have.
"""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_japanese import CHINESE_SURNAMES
from hushprompt.regex_cache import compile_rule
from hushprompt.standins.common import words
from hushprompt.types import Finding, Label

SOURCE = "rules:script_name"

# --- Arabic ------------------------------------------------------------------------------------
# my friend, my husband, my wife, my son, my daughter, his mother, his father, Mr, Mrs, teacher,
# doctor (with and without the article), in Gulf, Levantine and Egyptian use too
_ARABIC_LEAD = (r"(?:صاحبتي|صاحبي|صديقتي|صديقي|جوزي|زوجي|زوجتي|مراتي|ابني|بنتي|ابنتي|أخي|اخي|"
                r"أختي|اختي|أمي|امي|أبوي|ابوي|والدته|والده|والدتي|والدي|الأستاذة|الأستاذ|الاستاذة|"
                r"الاستاذ|أستاذة|أستاذ|الدكتورة|الدكتور|دكتورة|دكتور|د\.|السيدة|السيد|المعلمة|"
                r"المعلم|المريض|المريضة|اسمي|اسمه|اسمها|أبي|ابي|أبويا|ابويا|أمي|"
                # a pilgrim's title may come between: "أبي الحاج عبد الرحمن الزعبي"
                r"الحاج|الحاجة)(?:[ \t]+(?:الحاج|الحاجة|الشيخ))?")
_ARABIC_WORD = r"[\u0621-\u064a]{2,}"
# words that end a name: prepositions, conjunctions, pronouns, "sent me", "said"
_ARABIC_STOP = frozenset(words("""في من على عن إلى الى لم لا ما هو هي و أو ثم قد لسه بعتتلي قال
    قالت كان كانت عشان لأن المحترم المحترمة حفظه حفظها عمره عمرها عنده عندها"""))
_ARABIC_NAME = compile_rule(
    rf"{_ARABIC_LEAD}[ \t]*:?[ \t]+(?P<v>{_ARABIC_WORD}(?:[ \t]+{_ARABIC_WORD}){{0,2}})")

# --- Hebrew ------------------------------------------------------------------------------------
# I am, the deceased, the daughter, the son, my father, my mother, my husband, my wife, Mr, Mrs,
# Dr, my name is
_HEBREW_NAME = compile_rule(
    r"(?<![\u05d0-\u05ea])(?:אני|הנפטרת|הנפטר|המנוחה|המנוח|הבת|הבן|אבי|אמי|אבא שלי|אמא שלי|בעלי|"
    r"אשתי|מר|גב['׳]|ד\"ר|ד״ר|שמי|קוראים לי)[ \t]*:?[ \t]+"
    r"(?P<v>[\u05d0-\u05ea]{2,}(?:[ \t\-][\u05d0-\u05ea]{2,}){0,2})")
# words that end a name: "and", "of", "was", "who", "is", "the chairman", "blessed be his memory"
_HEBREW_STOP = frozenset(words("""ו של היה הייתה היא הוא שהיה אשר עם על את גם יו"ר ז"ל ז״ל
    רוצה צריך צריכה כותב כותבת"""))

# --- Devanagari --------------------------------------------------------------------------------
_HINDI_NAME = compile_rule(
    r"(?:नाम|श्री|श्रीमती|डॉ\.|डॉक्टर)[ \t]*(?:है|:)?[ \t]+"
    r"(?P<v>[\u0900-\u097f]{2,}(?:[ \t]+[\u0900-\u097f]{2,}){0,2})")
_HINDI_STOP = frozenset(words("है हैं था थी और का की के में से को ने भी तो यह वह जी"))

# --- Chinese records -------------------------------------------------------------------------
_HAN = r"\u4e00-\u9fff"
_CHINESE_RECORD_NAME = compile_rule(
    # a bed's patient ("12床 王秀英，女"), a relative ("儿子王磊", "家属（女儿李娜"), a nurse's or
    # doctor's report to ("值班医生刘建国")
    rf"(?:\d{{1,3}}床[ \u3000]*|(?:儿子|女儿|丈夫|妻子|老公|老婆|母亲|父亲|妈妈|爸爸|家属|值班医生|"
    rf"主治医生|医生|护士|"
    # "my name is" in Mandarin and Cantonese: "我叫陳嘉欣", "我叫王磊"
    rf"我叫|我個名叫|我的名字是)[（(]?)(?P<v>[{CHINESE_SURNAMES}][{_HAN}]{{1,2}})"
    rf"(?=[，,、 \u3000（(）)]|\d|$)")
_CHINESE_MOBILE = compile_rule(
    r"(?<![\d\-])(?P<v>1[3-9]\d[ \-]?\d{4}[ \-]?\d{4})(?![\d\-])"
    # a number after the word "phone" (a Hong Kong or Taiwan number has 8 to 10 digits):
    # "電話9736 4021", "电话：0912 345 678"
    r"|(?:電話|电话|手機|手机)[：: ]?(?P<w>\d{2,4}[ \-]?\d{3,4}[ \-]?\d{0,4})(?![\d\-])")

# --- Russian -----------------------------------------------------------------------------------
_RUSSIAN_FULL_NAME = compile_rule(
    r"(?<![А-Яа-яЁё])(?P<v>[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?[ \t]+[А-ЯЁ][а-яё]+[ \t]+"
    r"[А-ЯЁ][а-яё]+(?:ович|евич|ич|овна|евна|ична|инична))(?![а-яё])")
# "my name is" in Bulgarian, Russian and Ukrainian: "Казвам се Стоян Петков", "Меня зовут Ольга
# Смирнова", "Мене звати Олена Коваль"
_CYRILLIC_NAME_SAID = compile_rule(
    r"(?:Казвам се|[Мм]еня зовут|[Мм]ене звати|[Мм]оё имя|[Мм]ое имя|[Мм]оє ім['’]я)[ \t]+"
    r"(?P<v>[А-ЯЁІЇЄҐ][а-яёіїєґ'’]+(?:[ \t][А-ЯЁІЇЄҐ][а-яёіїєґ'’]+){0,2})")
_SNILS = compile_rule(r"(?<![\d\-])(?P<v>\d{3}-\d{3}-\d{3}[ \-]\d{2})(?![\d\-])")
_HAS_CHINESE = compile_rule(rf"[{_HAN}]")


def _trimmed(text: str, start: int, words: list[str], stop: frozenset[str]) -> Finding | None:
    kept: list[str] = []
    for word in words:
        if word in stop:
            break
        kept.append(word)
    if not kept:
        return None
    return finding(text, start, start + len(" ".join(kept)), Label.PERSON, SOURCE, 0.75)


def find_names_in_other_scripts(text: str) -> Iterable[Finding]:
    for pattern, stop in ((_ARABIC_NAME, _ARABIC_STOP), (_HINDI_NAME, _HINDI_STOP),
                          (_HEBREW_NAME, _HEBREW_STOP)):
        for match in pattern.finditer(text):
            found = _trimmed(text, match.start("v"), match.group("v").split(), stop)
            if found is not None and text[found.start:found.end] == found.text:
                yield found
    if _HAS_CHINESE.search(text):
        for match in _CHINESE_RECORD_NAME.finditer(text):
            yield finding(text, *match.span("v"), Label.PERSON, SOURCE, 0.75)
        for match in _CHINESE_MOBILE.finditer(text):
            group = "v" if match.group("v") else "w"
            if sum(ch.isdigit() for ch in match.group(group)) >= 8:
                yield finding(text, *match.span(group), Label.PHONE, SOURCE, 0.8)
    for pattern in (_RUSSIAN_FULL_NAME, _CYRILLIC_NAME_SAID):
        for match in pattern.finditer(text):
            yield finding(text, *match.span("v"), Label.PERSON, SOURCE, 0.8)
    for match in _SNILS.finditer(text):
        yield finding(text, *match.span("v"), Label.SSN, SOURCE, 0.8)


SCRIPT_RECOGNIZERS = (find_names_in_other_scripts,)
