"""Stand-ins for originals written in Chinese, Japanese or Korean script: a Japanese name for a
Japanese name, a Japanese town for a Japanese town, a Korean name for a Korean one. A Latin
stand-in ("Joyce（35歳、Strasbourg在住）") would tell the chatbot and anyone reading the prompt
that something was replaced, and read oddly.

Names, towns and companies come from Faker's ja_JP, zh_CN and ko_KR locales (a dependency);
jobs and conditions from the short tables below (Faker has no such lists in these languages).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from ..cjk_script import HANGUL_CLASS
from ..types import Label
from .common import Draw, reshape

_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_KATAKANA_ONLY = re.compile(r"^[\u30a1-\u30fa\u30fc]+(?:[ \u3000・][\u30a1-\u30fa\u30fc]+)*$")
_SEPARATOR = re.compile(r"[ \u3000・]")

# jobs people name in Japanese, as stand-ins for one another; titles for titles
_JOBS = ("会社員", "公務員", "販売員", "事務員", "技術者", "教員", "介護職員", "薬剤師", "保育士",
         "営業職", "看護師", "調理師", "美容師", "整備士", "研究員", "銀行員", "配送ドライバー")
_TITLES = ("課長", "部長", "係長", "主任", "室長", "店長", "所長")
# the same in Chinese
_CHINESE_JOBS = ("工程师", "会计", "教师", "护士", "销售", "设计师", "公务员", "研究员", "程序员",
                 "司机", "厨师")
_CHINESE_TITLES = ("教授", "经理", "主任", "医生", "律师", "总监", "副教授")
# endings of Japanese women's given names: 美咲, 由美, 直子, 沙織, 明美, 優奈, 彩香
_FEMININE_ENDINGS = ("子", "美", "咲", "香", "奈", "菜", "織", "恵", "江", "花", "里", "穂")
_ALLERGIES = ("卵アレルギー", "小麦アレルギー", "花粉アレルギー", "乳製品アレルギー",
              "ナッツアレルギー")


_HANGUL = re.compile(rf"[{HANGUL_CLASS}]")
# jobs people name in Korean, as stand-ins for one another
_KOREAN_JOBS = ("회사원", "공무원", "교사", "간호사", "개발자", "디자이너", "연구원", "은행원",
                "영업사원", "요리사", "상담사", "약사")
# neighbourhoods (동) of Seoul, as stand-ins for one another
_KOREAN_NEIGHBOURHOODS = ("연남동", "합정동", "성수동", "서교동", "한남동", "신림동", "봉천동",
                          "역삼동", "잠실동", "상도동", "혜화동", "망원동", "목동", "공덕동")


def is_cjk(text: str) -> bool:
    return bool(_HAN.search(text) or _KANA.search(text) or _HANGUL.search(text))


@functools.cache
def _korean_names() -> tuple[tuple[str, ...], tuple[str, ...]]:
    from faker.providers.person.ko_KR import Provider

    return tuple(Provider.last_names), tuple(Provider.first_names)


def _korean_person(draw: Draw) -> str:
    """A Korean name shaped like the original: surname and given name, or a given name alone."""
    last, given = _korean_names()
    original = draw.original.strip()
    parts = original.split()
    if len(parts) == 2:
        return f"{_other(draw, last, parts[0])} {_other(draw, given, parts[1])}"
    if len(original) == 2:  # a given name alone ("민서")
        return _other(draw, given, original)
    return _other(draw, last, original[:1]) + _other(draw, given, original[1:])


def _korean(draw: Draw) -> str | None:
    original = draw.original.strip()
    label = draw.label
    if label is Label.PERSON:
        if draw.attempt < 3 and (part := _related_part(draw)) is not None:
            return part
        return _korean_person(draw)
    if label is Label.LOCATION and original.endswith("동"):
        return _other(draw, _KOREAN_NEIGHBOURHOODS, original)
    if label is Label.ADDRESS:
        return _korean_address(draw)
    if label is Label.HEALTH:
        if original == "휠체어":  # a wheelchair: another mobility aid keeps the sentence whole
            return "보행기"
        if "장애" in original or original.endswith("증"):
            return "마음의 병"  # "a mental-health condition"
        if "암" in original:
            return "중병"  # "a serious illness"
        return "지병"  # "a chronic condition"
    if label is Label.OCCUPATION:
        return _other(draw, _KOREAN_JOBS, original)
    if label is Label.ORG:
        return draw.fakers.get("ko_KR", draw.rng).company()
    if label is Label.LOCATION:
        return _location(draw, draw.fakers.get("ko_KR", draw.rng).city)
    return None


def _korean_address(draw: Draw) -> str:
    """A Korean road address with the original's flat and building parts renumbered: "서울
    마포구 월드컵북로 12길 33, 302호" -> "인천 남동구 백제고분로 88, 517호"."""
    faker = draw.fakers.get("ko_KR", draw.rng)
    original = draw.original.strip()
    road = f"{faker.road_name()}{faker.road_suffix()} {draw.rng.randint(1, 199)}"
    city = f"{faker.metropolitan_city()[:2]} {faker.borough()} " if re.match(
        r"(?:\S+\s+)?\S+(?:시|구|군)\s", original) else ""
    units = re.findall(r"\d{1,4}(?:동|호)", original)
    return city + road + "".join(", " + reshape(unit[:-1], draw.rng) + unit[-1] for unit in units)


def _japanese(draw: Draw) -> bool:
    """Japanese when the original or the text around it has kana; Chinese otherwise."""
    return bool(_KANA.search(draw.original) or _KANA.search(draw.context))


@functools.cache
def _japanese_names() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    from faker.providers.person.ja_JP import Provider

    return (tuple(Provider.last_names), tuple(Provider.first_names_male),
            tuple(Provider.first_names_female))


@functools.cache
def _chinese_names() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    from faker.providers.person.zh_CN import Provider

    return (tuple(Provider.last_names), tuple(Provider.first_names_male),
            tuple(Provider.first_names_female))


def _other(draw: Draw, pool: tuple[str, ...], original: str) -> str:
    choices = [name for name in pool if name not in original and original not in name]
    return draw.rng.choice(choices or pool)


def _related_part(draw: Draw) -> str | None:
    """The matching part of the stand-in of a name found before: "山本" of "山本 美咲" gets the
    surname of its stand-in, "민서" of "이민서" the given name of its stand-in."""
    original = draw.original.strip()
    for mapping in draw.related(Label.PERSON):
        whole, standin = mapping.original.strip(), mapping.replacement.strip()
        parts, standin_parts = _SEPARATOR.split(whole), _SEPARATOR.split(standin)
        if len(parts) == len(standin_parts) == 2 and original in parts:
            return standin_parts[parts.index(original)]
        if len(whole) == len(standin) == 3 and len(parts) == len(standin_parts) == 1:
            if original == whole[1:]:
                return standin[1:]
            if original == whole[:1]:
                return standin[:1]
    return None


def _person(draw: Draw) -> str:
    original = draw.original.strip()
    if draw.attempt < 3 and (part := _related_part(draw)) is not None:
        return part
    if _KATAKANA_ONLY.match(original):  # a foreign name written in katakana
        from faker.providers.person.ja_JP import Provider

        parts = _SEPARATOR.split(original)
        separator = _SEPARATOR.search(original)
        pools = (Provider.last_kana_names, Provider.first_kana_names)
        drawn = [_other(draw, tuple(pools[min(i, 1)] if len(parts) > 1 else pools[1]), part)
                 for i, part in enumerate(parts)]
        return (separator.group() if separator else "").join(drawn)
    last, male, female = _japanese_names() if _japanese(draw) else _chinese_names()
    given = draw.rng.choice((male, female))
    if any(name in original[1:] for name in female):
        given = female
    elif any(name in original[1:] for name in male):
        given = male
    else:  # "彼女" (she) or "彼" (he) after the name, or a feminine given-name ending
        found = draw.context.find(original)
        after = draw.context[found + len(original): found + len(original) + 80] if found >= 0 \
            else ""
        if "彼女" in after or original.endswith(_FEMININE_ENDINGS):
            given = female
        elif "彼" in after:
            given = male
    parts = _SEPARATOR.split(original)
    if len(parts) == 2:  # family name, space, given name
        return f"{_other(draw, last, parts[0])}{_SEPARATOR.search(original).group()}" \
               f"{_other(draw, given, parts[1])}"
    if len(original) <= 2:  # a family name alone ("木下課長")
        return _other(draw, last, original)
    return _other(draw, last, original[:2]) + _other(draw, given, original[2:])


def _location(draw: Draw, faker_city: Callable[[], str]) -> str:
    original = draw.original.strip()
    for _ in range(10):
        city = faker_city()
        if "郡" in city:  # a county and its town ("長生郡白子町") reads as an address
            continue
        city = city.split("市")[0] + "市" if "市" in city[:-1] else city  # "横浜市瀬谷区": a ward
        if not original.endswith(("市", "区", "町", "村", "县", "省")):
            city = re.sub(r"[市区町村县省]$", "", city) or city
        if city and original not in city and city not in original:
            return city
    return "札幌" if original != "札幌" else "仙台"


def _address(draw: Draw) -> str:
    faker = draw.fakers.get("ja_JP", draw.rng)
    number = re.search(r"[0-9０-９][0-9０-９\-－ー−の丁目番地号]*$", draw.original.strip())
    place = f"{faker.prefecture()}{faker.city()}{faker.town()}"
    return place + (reshape(number.group(), draw.rng) if number else "")


def _org(draw: Draw) -> str:
    """A company of the same language that shares no two characters with the original (Faker
    names firms after family names: "鈴木部長" must not become "鈴木運輸合同会社")."""
    locale = "ja_JP" if _japanese(draw) else "zh_CN"
    faker = draw.fakers.get(locale, draw.rng)
    original = draw.original.strip()
    pairs = {original[i:i + 2] for i in range(len(original) - 1)}
    company = faker.company()
    for _ in range(10):
        if not any(pair in company for pair in pairs):
            break
        company = faker.company()
    return company


def _occupation(draw: Draw) -> str:
    original = draw.original.strip()
    if not _japanese(draw):
        pool = _CHINESE_TITLES if original in _CHINESE_TITLES else _CHINESE_JOBS
        return _other(draw, pool, original)
    pool = _TITLES if original in _TITLES else _JOBS
    return _other(draw, pool, original)


def _health(draw: Draw) -> str:
    original = draw.original.strip()
    if not _japanese(draw):  # Chinese: the same classes in Chinese words
        if any(part in original for part in ("抑郁", "焦虑", "障碍", "症")):
            return "心理问题"  # "a mental-health condition"
        if "癌" in original or "瘤" in original:
            return "重病"  # "a serious illness"
        if original in ("怀孕", "流产", "不孕"):
            return "身体不适"  # "unwell"
        return "慢性病"  # "a chronic condition"
    if original.endswith("アレルギー"):
        return _other(draw, _ALLERGIES, original)
    if "うつ" in original or "障害" in original or "症" in original:
        return "心の不調"  # "a mental-health condition", as the English generalizations say
    if "がん" in original or "癌" in original:
        return "重い病気"  # "a serious illness"
    return "持病"  # "a chronic condition"


def cjk_standin(draw: Draw) -> str | None:
    """A stand-in in the original's script, or None where the usual producer fits."""
    if not is_cjk(draw.original):
        return None
    if _HANGUL.search(draw.original):
        return _korean(draw)
    label = draw.label
    if label is Label.PERSON:
        return _person(draw)
    if label is Label.LOCATION:
        locale = "ja_JP" if _japanese(draw) else "zh_CN"
        faker = draw.fakers.get(locale, draw.rng)
        return _location(draw, faker.city)
    if label is Label.ADDRESS and _japanese(draw):
        return _address(draw)
    if label is Label.ORG:
        return _org(draw)
    if label is Label.OCCUPATION:
        return _occupation(draw)
    if label is Label.HEALTH:
        return _health(draw)
    return None
