"""People, IDs, places and conditions in Korean text, and name fields in Chinese and Japanese.

Hand-written for the same reason as rules_japanese.py: the bundled NER learned from Latin-script
prompts (in Hangul it tags words at random, so its CJK-only spans are dropped:
models/span_checks.py) and spaCy's English pipeline reads a run of Hangul as one word. Korean
writes spaces between phrases, but a particle sticks to the word before it ("김지훈이고",
"민서야"), so what marks a name here is a surname, an honorific or a field label:
  - a full name (a common surname and one or two syllables) before an honorific: "김지훈 씨",
    "박서준님", "이수진 선생님";
  - a name after a field label: "이름 박지훈 (PARK JIHOON)", "성명: 최유나", "推荐人：李建国",
    "差出人は山本です", with its romanised spelling in brackets;
  - a number after an ID field: "예약번호 HK8R4Z", "学号 2019302110457", "会員番号 123456";
  - a neighbourhood (동) where someone lives: "우리 망원동 투룸", "연남동에 살아요";
  - a condition from a short list of common ones in a prompt about someone ("공황장애",
    "우울증", "휠체어").
A speaker label in a chat export ("[오후 3:21] 김지훈: ...") is read by rules_transcript.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.cjk_script import HANGUL_CLASS, is_hangul
from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_HANGUL = HANGUL_CLASS
_HAN = r"\u3400-\u4dbf\u4e00-\u9fff"
_KANA = r"\u3040-\u30ff"
_ANY_HANGUL = compile_rule(rf"[{_HANGUL}]")
_ANY_CJK = compile_rule(rf"[{_HANGUL}{_HAN}{_KANA}]")

# the commonest Korean surnames (about nine in ten Koreans bear one of them)
KOREAN_SURNAMES = frozenset(
    "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천"
    "방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용"
)
_HONORIFIC = r"씨|님|선생님|교수님|과장님|부장님|대리님|팀장님|사장님|원장님|기사님"
# surname + 1-2 syllables, then (perhaps after a space) an honorific
# (a particle may follow: "김지훈 씨에게", "대리님께")
_PARTICLE = r"(?:에게|께서|께|한테|가|는|도|의|이|을|를|랑|와|과|요|은|하고)"
_NAME_BEFORE_HONORIFIC = compile_rule(
    rf"(?<![{_HANGUL}])(?P<v>[{_HANGUL}]{{2,3}})(?P<space>[ \t]?)(?:{_HONORIFIC}){_PARTICLE}?"
    rf"(?![{_HANGUL}])"
)
# a full name right before its student, staff or resident number or birth date in brackets:
# "박지민(학번 2021134587)", "김서연 (사번: 40213)"
_NAME_BEFORE_ITS_NUMBER = compile_rule(
    rf"(?<![{_HANGUL}])(?P<v>[{_HANGUL}]{{3}})[ \t]?[(（][ \t]*(?:학번|사번|생년월일|주민|환자번호|"
    r"회원번호)"
)
# words that come before an honorific and are roles, not names
_ROLES = frozenset({
    "고객", "선생", "교수", "사장", "부장", "과장", "대리", "팀장", "원장", "기사", "회원",
    "환자", "학생", "어머", "아버", "손님", "여러분", "주인", "집주인", "사모", "부모", "담임",
    "의사", "간호사", "변호사", "상담사", "관리자", "작가",
    # more titles, kin and words that end in 씨 or 님 without being names: "아저씨" (mister),
    # "아가씨" (miss), "마음씨" (nature), "아드님" (your son), "할머님", "대표님", "목사님"
    "아저", "아가", "마음", "아드", "할머", "할아버", "실장", "이사", "대표", "소장", "국장",
    "차장", "주임", "반장", "의원", "목사", "신부", "회장",
})
# a field label, then a name in Hangul or Han (and its romanised spelling in brackets)
_NAME_FIELD = compile_rule(
    r"(?:이름|성명|보호자|환자명|담당자|예약자|신청인|수신인|발신인|"
    r"姓名|联系人|推荐人|收件人|申请人|负责人|氏名|名前|差出人|宛先|担当者)"
    rf"[ \t]*(?:[:：][ \t]*|は|은[ \t]|는[ \t])?"
    rf"(?P<v>[{_HANGUL}]{{2,4}}(?![{_HANGUL}])|[{_HAN}]{{2,3}}(?![{_HAN}]))"
    r"(?:[ \t]*[(（](?P<latin>[A-Z]{2,}(?:[ ,]+[A-Z]{2,}){1,2})[)）])?"
)
# an ID after its field: reservation, passport, student, member, employee and order numbers
_ID_FIELD = compile_rule(
    r"(?:예약번호|여권번호|회원번호|학번|사번|주문번호|계좌번호|학号|学号|工号|身份证号?|护照号码?|"
    r"会员号|订单号|预订号|社員番号|会員番号|予約番号|受付番号|旅券番号|患者番号)"
    # (its groups may stand apart: "会員番号 JL 402 883 157")
    r"[ \t]*[:：]?[ \t]*(?P<v>[A-Z0-9](?:[A-Z0-9\-]|[ ](?=[A-Z0-9])){4,}[A-Z0-9])(?![A-Za-z0-9])"
)
# a bank card or account after its word, the bank's name may stand between: "工资卡 招商银行
# 6214 8357 1029 4468", "银行卡号：6222 0212 3456 7890"
_CJK_ACCOUNT_FIELD = compile_rule(
    rf"(?:银行卡号?|工资卡|储蓄卡|卡号|银行账号|银行账户|账号|帐号|口座番号|계좌)[ \t]*[:：]?[ \t]*"
    rf"(?:[{_HAN}]{{2,8}}银行[ \t]*[:：]?[ \t]*)?(?P<v>\d(?:\d|[ \-](?=\d)){{8,28}})(?!\d)"
)
# a neighbourhood where someone lives: "우리 망원동", "망원동에 살아", "연남동 원룸"
_NEIGHBOURHOOD = compile_rule(
    rf"(?:(?<=우리 )|(?<=저희 )|(?<=사는 곳은 ))(?P<a>[{_HANGUL}]{{1,3}}동)(?![{_HANGUL}])|"
    rf"(?<![{_HANGUL}])(?P<b>[{_HANGUL}]{{1,3}}동)"
    r"(?=에서? 살|에 거주| (?:투룸|원룸|아파트|빌라|집))"
)
# a town or city before "live in" ("수원에 살아요", "부산에서 살고 있어요", "대구에 거주"), not a
# kind of place ("시골에 살아요", I live in the countryside)
_TOWN_BEFORE_LIVING = compile_rule(
    rf"(?<![{_HANGUL}])(?P<v>[{_HANGUL}]{{2,5}}?)(?:시|군)?(?:에서|에)[ \t]*"
    r"(?:살아|살고|삽니다|살았|살던|사는|거주)"
)
_NOT_TOWNS = frozenset({
    "시골", "도시", "동네", "아파트", "기숙사", "원룸", "근처", "집", "우리집", "본가",
    "자취방", "해외", "외국", "지방", "서울근교", "혼자", "같이", "여기", "거기", "이곳",
    "그곳", "한국", "시내", "교외", "빌라", "오피스텔", "고시원", "하숙집",
})
# common conditions (a short list: a Hangul word ending in 증 or 병 is as often a certificate or
# a receipt as an illness)
_CONDITION = compile_rule(
    r"(?P<v>공황장애|우울증|불면증|조울증|강박증|거식증|폭식증|치매|자폐|당뇨병?|고혈압|천식|"
    r"아토피|디스크|갑상선암|유방암|위암|폐암|대장암|간암|암 투병|뇌졸중|파킨슨병?|"
    r"임신 ?\d{1,2}주|임신 중|휠체어|ADHD|"
    # acute illnesses and injuries that excuse an absence: "급성 장염으로 입원", "독감", "골절"
    r"(?:급성 )?장염|(?:급성 )?위염|독감|폐렴|골절|맹장염|대상포진|편두통|불안장애|허리 ?디스크|"
    r"응급실에 입원|입원)"
)
# a prompt about someone: the writer, a family word, an honorific
ABOUT_SOMEONE = compile_rule(
    r"나는|내가|제가|저는|나 |우리|엄마|아빠|남편|아내|아들|딸|어머니|아버지|동생|언니|오빠|형|"
    r"누나|할머니|할아버지|친구|룸메이트|씨|님"
)


# a KakaoTalk export's speaker: "[김서연] [오후 2:14] 안녕하세요", "[꽃다발공방 민지] [오후 3:40]"
# (a shop's name may lead the speaker's)
_CHAT_SPEAKER = compile_rule(
    rf"(?m)^\[(?:[^\]\n]{{1,20}}[ \t])?(?P<v>[{_HANGUL}]{{2,4}})\][ \t]*\[(?:오전|오후)[ \t]*"
    r"\d{1,2}:\d{2}\]"
)
# a road address: city or province, district, road ("...로", "...길") and building number, flat
# ("302호"): "서울 마포구 월드컵북로 12길 33, 302호"; without the city the road needs a flat
# ("친구 집으로 3시에" is "to a friend's house at 3")
_ROAD = (rf"[{_HANGUL}0-9]{{1,12}}(?:로|길)[ \t]*\d{{1,4}}(?:번?길)?"
         r"(?![0-9]*[ \t]*(?:시|분|번|명|개|살|세))")
_REGION = (r"(?:서울|부산|대구|인천|광주|대전|울산|세종|경기|강원|충북|충남|전북|전남|경북|"
           r"경남|제주)")
_KOREAN_ADDRESS = compile_rule(
    rf"(?P<v>(?:{_REGION}[{_HANGUL}]{{0,5}}[ \t]+[{_HANGUL}]{{1,5}}(?:시|구|군)[ \t]+"
    rf"(?:[{_HANGUL}]{{1,5}}(?:구|동|읍|면)[ \t]+)?{_ROAD}(?:[ \t]*\d{{1,4}}(?:-\d{{1,4}})?)?"
    rf"|{_ROAD}[ \t]+\d{{1,4}}(?:-\d{{1,4}})?(?=,?[ \t]*\d{{1,4}}호))"
    r"(?:,?[ \t]*\d{1,4}동)?(?:,?[ \t]*\d{1,4}호)?)"
)


def korean_given_name(name: str) -> str | None:
    """The given name of a three-syllable Korean name ("이민서" -> "민서"), which friends and
    family use alone ("민서야"); None for anything else."""
    if len(name) == 3 and name[0] in KOREAN_SURNAMES and all(is_hangul(ch) for ch in name):
        return name[1:]
    return None


def cjk_name_parts(name: str) -> list[str]:
    """The parts of a Chinese, Japanese or Korean name that are used alone: both halves of a
    name written with a space ("山本 美咲" -> "山本", "美咲") and a Korean given name."""
    if not _ANY_CJK.search(name):
        return []
    parts = [part for part in name.split() if len(part) >= 2 and _ANY_CJK.search(part)]
    given = korean_given_name(name)
    return parts if len(parts) > 1 else [given] if given else []


def find_korean_people(text: str) -> Iterable[Finding]:
    if not _ANY_HANGUL.search(text):
        return
    for match in _NAME_BEFORE_HONORIFIC.finditer(text):
        name = match.group("v")
        # a full name starts with a surname; a given name alone stands apart from its honorific
        # ("지훈 씨"): "호박씨" is a pumpkin seed
        if name in _ROLES or name[:2] in _ROLES or name[0] not in KOREAN_SURNAMES and not (
                len(name) == 2 and match.group("space")):
            continue
        yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.8)
    for match in _NAME_BEFORE_ITS_NUMBER.finditer(text):
        if match.group("v")[0] in KOREAN_SURNAMES and match.group("v")[:2] not in _ROLES:
            yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.8)
    for match in _CHAT_SPEAKER.finditer(text):
        if match.group("v") not in _ROLES:
            yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.8)
    for match in _KOREAN_ADDRESS.finditer(text):
        yield finding(text, *match.span("v"), Label.ADDRESS, "rules:address", 0.8)
    for match in _NEIGHBOURHOOD.finditer(text):
        group = "a" if match.group("a") else "b"
        yield finding(text, *match.span(group), Label.LOCATION, "rules:place", 0.7)
    for match in _TOWN_BEFORE_LIVING.finditer(text):
        if match.group("v") not in _NOT_TOWNS and not match.group("v").endswith("동"):
            yield finding(text, *match.span("v"), Label.LOCATION, "rules:place", 0.7)
    if ABOUT_SOMEONE.search(text):
        for match in _CONDITION.finditer(text):
            yield finding(text, *match.span("v"), Label.HEALTH, "rules:cjk_health", 0.7)


def find_cjk_fields(text: str) -> Iterable[Finding]:
    """Names and IDs after the field labels of Korean, Chinese and Japanese forms."""
    if not _ANY_CJK.search(text):
        return
    for match in _NAME_FIELD.finditer(text):
        name = match.group("v")
        if name in _ROLES:
            continue
        yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.8)
        if match.group("latin"):
            yield finding(text, *match.span("latin"), Label.PERSON, "rules:cjk_name", 0.8)
    for match in _ID_FIELD.finditer(text):
        if sum(ch.isdigit() for ch in match.group("v")) >= 1:
            yield finding(text, *match.span("v"), Label.ID_NUMBER, "rules:id_number", 0.8)
    for match in _CJK_ACCOUNT_FIELD.finditer(text):
        yield finding(text, *match.span("v"), Label.ACCOUNT_NUMBER, "rules:account", 0.8)


KOREAN_RECOGNIZERS = (find_korean_people, find_cjk_fields)
