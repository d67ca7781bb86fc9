"""Names and places in Cyrillic, Greek, Hebrew, Arabic and Polish: a Russian, Ukrainian, Hebrew
or Arabic name gets a stand-in in its own script and a woman's surname its feminine form; Polish
surnames are known names; and where someone lives or works in Ukrainian, Russian, Czech or Greek
is hidden."""

from __future__ import annotations

import re

import pytest
from hushprompt.engine import Engine
from hushprompt.standins.names import name_index
from standins_seen import standin_of

CYRILLIC = re.compile(r"^[А-ЯЁІЇЄҐа-яёіїєґ'’\- ]+$")



def test_a_cyrillic_name_gets_a_cyrillic_standin(engine: Engine) -> None:
    text = ("Олег Сидоренко: Марина, я сегодня не выйду.\nМарина Ткачук: ок, выздоравливай!\n"
            "Олег Сидоренко: Позвони мне завтра.")
    assert CYRILLIC.match(standin_of(engine, text, "Олег Сидоренко"))
    woman = standin_of(engine, text, "Марина Ткачук")
    assert CYRILLIC.match(woman)
    assert woman.split()[-1].endswith(("а", "я", "ая", "на")) or woman.split()[-1] in (
        name_index().lists["ru_RU"].last_female + name_index().lists["uk_UA"].last_female)


HEBREW = re.compile(r"^[\u05d0-\u05ea'׳\- ]+$")
ARABIC = re.compile(r"^[\u0621-\u064a\u064b-\u0652 ]+$")


def test_a_hebrew_or_arabic_name_gets_a_standin_in_its_script(engine: Engine) -> None:
    hebrew = 'אני יעקב פרץ, יו"ר הוועד. הנפטר: משה בן-שושן ז"ל.'
    assert HEBREW.match(standin_of(engine, hebrew, "משה בן-שושן"))
    arabic = "السلام عليكم، أبي الحاج عبد الرحمن الزعبي عمره ٧٤ سنة"
    assert ARABIC.match(standin_of(engine, arabic, "عبد الرحمن الزعبي"))


def test_polish_surnames_are_known_names() -> None:
    index = name_index()
    assert "kowalski" in index.surname and "rafał" in index.given


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Привіт! Я ФОП 3 групи, сама з Харкова але зараз живу у Львові.", "Львові"),
        ("Привіт! Я ФОП 3 групи, сама з Харкова але зараз живу у Львові.", "Харкова"),
        ("Ahoj, dělám správce IT na škole v Kolíně.", "Kolíně"),
        ("Είμαι λογιστής στη Λάρισα.", "Λάρισα"),
        ("Firma jednoosobowa, Marek Zieliński, biuro rachunkowe w Radomiu.", "Radomiu"),
    ],
)
def test_where_someone_lives_or_works_abroad_is_hidden(engine: Engine, text: str,
                                                      hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"home-abroad-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("صاحبتي ريم بعتتلي: عملت التحليل بس جوزي خالد لسه ميعرفش", "خالد"),
        ("الأستاذة نوال الشهري المحترمة،\nابني عبدالله فيصل القحطاني في الصف الرابع", "الشهري"),
        ("पॉलिसी नंबर P/211114/01/2024/007381, पिताजी का नाम रमेशचंद्र अग्रवाल है।", "अग्रवाल"),
        ("12床 王秀英，女，78岁，家属（儿子王磊 138 0571 2296）要求明天出院。", "王秀英"),
        ("12床 王秀英，女，78岁，家属（儿子王磊 138 0571 2296）要求明天出院。", "王磊"),
        ("12床 王秀英，女，78岁，家属（儿子王磊 138 0571 2296）要求明天出院。", "0571"),
        ("0  Соколова Ирина Павловна    1962-08-14  112-233-445 95  Кардиология", "Павловна"),
        ("0  Соколова Ирина Павловна    1962-08-14  112-233-445 95  Кардиология", "445 95"),
        ("Gentile maestra Carbonaro,\nsono la mamma di Giulia", "Carbonaro"),
        ("السلام عليكم، أبي الحاج عبد الرحمن الزعبي عمره ٧٤ سنة، عنده فشل كلوي مزمن", "الزعبي"),
        ('הנפטר: משה בן-שושן ז"ל, בן 88, היה גבאי 30 שנה.', "בן-שושן"),
        ("השבעה בבית הבת רחל אזולאי, רחוב הרצל 112 דירה 7.", "אזולאי"),
        ('טלפון המשפחה 052-7718340. אני יעקב פרץ, יו"ר הוועד.', "פרץ"),
    ],
)
def test_names_and_numbers_in_other_scripts_are_hidden(engine: Engine, text: str,
                                                       hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"scripts-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("ما هو علاج السكري من النوع الثاني؟", "السكري"),
        ("王先生的故事是一本很有名的书吗？", "故事"),
        ("Кто написал роман «Война и мир»?", "Война"),
        ("אני רוצה לדעת מה זה ביטוח לאומי", "רוצה"),
    ],
)
def test_questions_in_those_scripts_keep_their_words(engine: Engine, text: str,
                                                     kept: str) -> None:
    assert kept in engine.anonymize(text, f"scripts-general-{hash(text)}").text
