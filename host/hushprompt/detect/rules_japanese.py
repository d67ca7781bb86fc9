"""People, places, jobs and conditions in Japanese (and Chinese) prose.

Hand-written: the bundled NER is trained on Latin-script text and sees Han and kana as unknown
tokens, and spaCy's English pipeline reads a run of them as one word, so neither finds "同僚の
田中健一さん" or "横浜在住". Japanese puts no spaces between words; what marks a name, a place or
a job is the word around it, and these rules read those markers:
  - a name before an honorific or a title: "田中健一さん", "エミリー様", "木下課長", "王伟女士";
  - a name after a relation and の, before a bracket or a particle: "友人の佐藤美咲（32歳…）";
  - a place before 在住 / 出身 / 在勤 ("lives in", "comes from", "works in"), and an address
    that starts with one of the 47 prefectures ("大阪府堺市北区中百舌鳥町2-104");
  - a job inside the bracket that describes someone ("（32歳、横浜在住、看護師）");
  - a condition named with a disease ending (病, 症, 障害, がん, アレルギー) in a prompt about
    someone (a family word, a name, 私 or 彼女), and a job title after a name ("木下課長").
(Names in Latin-script prompts and names with a space and an honorific: rules_names.py.)
"""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_HAN = r"\u3400-\u4dbf\u4e00-\u9fff"
_KATAKANA = r"\u30a1-\u30fa\u30fc"
_ANY_CJK = compile_rule(rf"[{_HAN}\u3040-\u30ff]")

# a run of 2-4 Han characters (a family and given name written together) or of katakana (a
# foreign name), before an honorific; a title ("課長", section chief) names its holder too
_HONORIFIC = r"さん|様|さま|氏|君|くん|ちゃん|先生|先輩|女士|小姐"
_TITLE = r"課長|部長|社長|係長|店長|主任|院長|教授|医師"
# an honorific that ends a span (the NER's "山本さん"): not part of the name
HONORIFIC_AT_END = compile_rule(rf"(?<=[{_HAN}{_KATAKANA}])(?:{_HONORIFIC})$")
# (a name may stand apart from its title: "李建国 教授")
_NAME_BEFORE_HONORIFIC = compile_rule(
    rf"(?<![{_HAN}{_KATAKANA}])(?P<v>[{_HAN}]{{2,4}}|[{_KATAKANA}]{{2,10}}(?:[・=][{_KATAKANA}]"
    rf"{{2,10}})?)(?:(?P<honorific>{_HONORIFIC})(?!名)|[ \u3000]?(?P<title>{_TITLE}))"
)
# a Chinese name runs into the verb before it ("兹证明王思远同学"): one of the commonest Chinese
# surnames and at most two characters, before an honorific or a title ("王老师" alone is
# "teacher Wang"): Chinese runs words together, so a run of characters before 老师 may hold a
# verb ("我想向老师请教", I want to ask the teacher). Not the surnames that are also
# prepositions or words before "teacher": 向, 于, 万, 方 ("对方").
CHINESE_SURNAMES = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯"
                     "邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭"
                     "陆汪范金石廖贾夏韦付白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎"
                     "贺顾毛郝龚邵钱严覃武戴莫孔汤"
                     # the same in traditional characters (Taiwan, Hong Kong)
                     "張劉陳楊黃趙吳孫馬鄭羅謝許韓馮鄧蕭葉蘇呂盧鍾譚陸賈韋鄒閻龍賀顧龔錢嚴湯")
_CHINESE_NAME_BEFORE_HONORIFIC = compile_rule(
    rf"(?P<v>[{CHINESE_SURNAMES}][{_HAN}]{{0,2}}?)[ \u3000]?"
    r"(?:同学|老师|女士|先生|小姐|教授|医生|经理|律师)"
)
# endings of words for a person's role, not a name: 同行者 (companion), 社員 (employee), 本人
# (the person), 客様 (customer), 担当 (the one in charge)
_ROLE_ENDINGS = ("者", "員", "人", "様", "方", "客", "側", "担当", "係", "氏")
# people named by their role before an honorific: the landlord, a shop clerk, a driver
_ROLES_BEFORE_HONORIFIC = frozenset({
    "大家", "店員", "運転手", "看護師", "医者", "旦那", "奥様", "お客", "担任", "主治医", "同僚",
    "上司", "部下", "先輩", "後輩", "社長", "部長", "課長", "係長", "店長", "家族", "皆様", "皆さ",
    "パート", "ママ", "パパ", "ドライバー", "スタッフ", "オーナー", "ヘルパー", "ケアマネ",
    "お医者", "業者", "管理人", "弁護士", "税理士", "先生", "教授", "友人", "友達", "彼女",
    # Chinese: everyone, we, you, the class teacher, parents, students, patients, clients
    "各位", "我们", "你们", "他们", "班主任", "家长", "学生", "病人", "客户", "小朋友",
})
# a relation, の, then a name that a bracket, a comma or a particle ends
_RELATION = (r"友人|友達|同僚|上司|部下|妻|夫|母|父|息子|娘|患者|兄|姉|弟|妹|祖母|祖父|先輩|後輩|"
             r"担任|主治医|彼氏|彼女|親友|知人|隣人|大家|依頼人|顧客|生徒|学生|社員|従業員|"
             # a department's person: "人事の佐々木さん" (HR's Sasaki), "経理の", "総務の"
             r"人事|総務|経理|営業|担当")
_NAME_AFTER_RELATION = compile_rule(
    rf"(?:{_RELATION})の(?:(?P<v>[{_HAN}][々{_HAN}]{{1,3}}|[{_KATAKANA}]{{2,10}})"
    rf"(?=[（(、，,が]|は|さん)"
    # (a given name in hiragana after a surname, then a bracket or a name's suffix: "娘の佐々木
    # ひなた（小学2年" — not "母の病気がひどい")
    rf"|(?P<w>[{_HAN}][々{_HAN}]{{1,2}}[\u3041-\u3096]{{2,4}})(?=[（(]|さん|ちゃん|くん))"
)
# a place before "lives in" / "comes from" / "works in"
_PLACE_BEFORE_RESIDENCE = compile_rule(
    rf"(?<![{_HAN}{_KATAKANA}])(?P<v>[{_HAN}{_KATAKANA}]{{2,8}})(?:在住|出身|在勤)"
)
# where the writer lives, in Japanese ("川崎市に住んでいます") and Chinese ("我住在苏州工业园区",
# "老家在洛阳"): a municipality before "live in", or the run of characters after "live in" up
# to a particle or a stop (not a kind of place: "我住在一个小镇", I live in a small town)
_MUNICIPALITY_BEFORE_LIVING = compile_rule(
    rf"(?<![{_HAN}{_KATAKANA}])(?P<v>[{_HAN}{_KATAKANA}]{{1,6}}[市区町村県])に"
    r"(?:住んで|住む|住み|暮らして|引っ越し|引っ越す)"
)
_PLACE_AFTER_LIVING = compile_rule(
    rf"(?:住在|居住在|生活在|定居在|家在|老家在|老家是|搬到了?)(?P<v>(?![一这那我你他她它每个附近]|"
    rf"学校|宿舍|公司|家里|国外|农村|城里|郊区|市中心|乡下)[{_HAN}]{{2,8}}?)"
    rf"(?=[，,。.、\s的了吗呢]|这边|那边|附近|$)"
)
_PREFECTURES = (
    "北海道|東京都|京都府|大阪府|(?:青森|岩手|宮城|秋田|山形|福島|茨城|栃木|群馬|埼玉|千葉|神奈川|"
    "新潟|富山|石川|福井|山梨|長野|岐阜|静岡|愛知|三重|滋賀|兵庫|奈良|和歌山|鳥取|島根|岡山|広島|"
    "山口|徳島|香川|愛媛|高知|福岡|佐賀|長崎|熊本|大分|宮崎|鹿児島|沖縄)県"
)
# a prefecture, its city, ward, town or village, its neighbourhood and a block number: an
# address; without the number the place it names
_JAPANESE_ADDRESS = compile_rule(
    rf"(?P<v>(?:{_PREFECTURES})(?:[{_HAN}{_KATAKANA}]{{1,6}}?[市区町村郡])*"
    # the neighbourhood before its block number: "渋谷区神南1-2-3"
    rf"(?:[{_HAN}{_KATAKANA}]{{1,6}}?(?=[0-9０-９]))?"
    rf"(?P<number>[0-9０-９]+(?:(?:丁目|番地|[-－ー−の番号])[0-9０-９]+){{0,3}}(?:号|番地?|丁目)?)?)"
)
# the bracket after a name that describes the person: "（32歳、横浜在住、看護師）"
_DESCRIPTION = compile_rule(r"[（(](?P<v>[^（）()\n]{0,60}?\d{1,3}歳[^（）()\n]{0,60}?)[）)]")
_JOB_ENDING = ("師", "士", "員", "職", "者", "生", "長", "官", "家", "手", "医")
# conditions: a run ending in a disease word (not "病院" hospital, not "症状" symptom), or an
# ache of the back, head, belly, chest, knee, shoulder or teeth ("腰痛", back pain)
_CONDITION = compile_rule(
    rf"(?P<v>(?<![{_HAN}{_KATAKANA}])[{_HAN}{_KATAKANA}]{{1,8}}(?:病|症|障害|がん|癌|アレルギー|"
    rf"ヘルニア)|うつ病|[腰頭腹胸膝肩歯]痛)(?![{_HAN}])"
)
# a prompt about someone: a family or relation word, the writer, or a honorific
ABOUT_SOMEONE = compile_rule(
    rf"私|僕|俺|彼女|彼|妻|夫|母|父|息子|娘|友人|友達|同僚|上司|患者|{_HONORIFIC}"
)


# A family name and a given name written with a space ("石川 剛", "大西 理恵"), where a title,
# an honorific or the name's reading in kana follows ("石川 剛 部長", "山口 美咲（やまぐち
# みさき）"), or a role or a form's label stands before it ("医師 大西 理恵", "出張者：山口 美咲",
# "同行者：上司の 石川 剛").
_SPACED_NAME = rf"[{_HAN}]{{1,3}}[ \u3000][{_HAN}]{{1,3}}"
_KANA_READING = compile_rule(
    r"[（(](?P<reading>[\u3040-\u309f\u30a1-\u30fa\u30fc]{2,8}[ \u3000]"
    r"[\u3040-\u309f\u30a1-\u30fa\u30fc]{1,8})[）)]"
)
_JAPANESE_ROLE_BEFORE_NAME = (r"医師|看護師|担当|担当者|出張者|同行者|申請者|氏名|名前|"
                              r"上司の|部下の|同僚の|社員|従業員|患者")
_SPACED_NAME_IN_CONTEXT = compile_rule(
    rf"(?:(?<=[^{_HAN}{_KATAKANA}\u3040-\u309f])|^)(?P<v>{_SPACED_NAME})"
    rf"(?=[ \u3000]?(?:{_TITLE}|{_HONORIFIC})|[（(][\u3040-\u309f\u30a1-\u30fa\u30fc])"
    rf"|(?:{_JAPANESE_ROLE_BEFORE_NAME})[ \u3000]*[:：]?[ \u3000]*(?P<w>{_SPACED_NAME})"
    rf"(?![{_HAN}])"
)
# a Chinese name after a role, a form's label or "I am" ("员工 王思远 工号", "财务 周丽娟：",
# "我是李婉清，"): one of the commonest surnames and one or two characters, then a space, a
# colon or a comma
_CHINESE_ROLE_BEFORE_NAME = (r"员工|职员|财务|经理|主管|同事|领导|老师|医生|护士|律师|客户|联系人|"
                             r"负责人|申请人|姓名|患者|病人")
# or, after a role that is a person's (not a patient's: "患者高烧不退" is a fever), written
# without a break, a word that often follows a person ("同事王志强总是迟到", my colleague Wang
# Zhiqiang is always late): an adverb, a verb of saying or a preposition
_CHINESE_NEXT_WORD = (r"总是|老是|一直|经常|已经|昨天|今天|明天|最近|刚才|又|也|都|不|没|说|问|"
                      r"告诉|让|把|被|给|跟|和|对|在|是|要|会|想|每天")
_CHINESE_NAME_AFTER_ROLE = compile_rule(
    rf"(?:(?:{_CHINESE_ROLE_BEFORE_NAME}|\b(?i:user|customer|client|employee|patient))"
    rf"[ \u3000]*[:：=]?[ \u3000]*|我是|我叫|本人)"
    rf"(?P<v>[{CHINESE_SURNAMES}][{_HAN}]{{1,2}})(?=[ \u3000，,：:。、（(]|$)"
)
_CHINESE_NAME_BEFORE_WORD = compile_rule(
    rf"(?:同事|领导|老师|医生|护士|律师|客户|经理|主管|员工|联系人|负责人)"
    rf"(?P<v>[{CHINESE_SURNAMES}][{_HAN}]{{1,2}}?)(?={_CHINESE_NEXT_WORD})"
)
# the login in brackets after a name in Chinese or Japanese: "user 王思远 (wangsiyuan_sh)"
_HANDLE_AFTER_CJK_NAME = compile_rule(
    rf"[{_HAN}]{{2,4}}[ \u3000]?[（(](?P<v>[a-z][a-z0-9_.\-]{{3,30}})[）)]"
)
# a boss called by surname and 总 ("这是陈总定的", boss Chen decided that): not 总 of a word
# ("总结", summary; "总共", in all; "总是", always; "总理", premier; "提高总体", raise overall)
_CHINESE_BOSS = compile_rule(
    rf"(?P<v>[{CHINESE_SURNAMES}]总)(?![结共是体额部数计之会统理裁算价值和量线局署则括经监])"
)


def find_spaced_cjk_names(text: str) -> Iterable[Finding]:
    if not _ANY_CJK.search(text):
        return
    for match in _SPACED_NAME_IN_CONTEXT.finditer(text):
        group = "v" if match.group("v") is not None else "w"
        if match.group(group).split()[0] in _ROLES_BEFORE_HONORIFIC:
            continue
        yield finding(text, *match.span(group), Label.PERSON, "rules:cjk_name", 0.8)
        reading = _KANA_READING.match(text, match.end(group))
        if reading:  # the name's reading in kana: "山口 美咲（やまぐち みさき）"
            yield finding(text, *reading.span("reading"), Label.PERSON, "rules:cjk_name", 0.8)
    for rule in (_CHINESE_NAME_AFTER_ROLE, _CHINESE_NAME_BEFORE_WORD):
        for match in rule.finditer(text):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.75)
    for match in _CHINESE_BOSS.finditer(text):
        yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.7)
    for match in _HANDLE_AFTER_CJK_NAME.finditer(text):
        yield finding(text, *match.span("v"), Label.USERNAME, "rules:username", 0.75)


def find_japanese_people(text: str) -> Iterable[Finding]:
    if not _ANY_CJK.search(text):
        return
    for match in _NAME_BEFORE_HONORIFIC.finditer(text):
        name = match.group("v")
        if name in _ROLES_BEFORE_HONORIFIC or name[:2] in _ROLES_BEFORE_HONORIFIC \
                or name.endswith(_ROLE_ENDINGS):
            continue
        yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.8)
        if match.group("title") is not None:
            yield finding(text, *match.span("title"), Label.OCCUPATION, "rules:cjk_name", 0.7)
    for match in _CHINESE_NAME_BEFORE_HONORIFIC.finditer(text):
        if match.group("v") not in _ROLES_BEFORE_HONORIFIC:
            yield finding(text, *match.span("v"), Label.PERSON, "rules:cjk_name", 0.75)
    for match in _NAME_AFTER_RELATION.finditer(text):
        group = "v" if match.group("v") else "w"
        name = match.group(group)
        if name not in _ROLES_BEFORE_HONORIFIC and not name.endswith(_ROLE_ENDINGS):
            yield finding(text, *match.span(group), Label.PERSON, "rules:cjk_name", 0.8)


def find_japanese_places(text: str) -> Iterable[Finding]:
    if not _ANY_CJK.search(text):
        return
    for rule in (_PLACE_BEFORE_RESIDENCE, _MUNICIPALITY_BEFORE_LIVING, _PLACE_AFTER_LIVING):
        for match in rule.finditer(text):
            yield finding(text, *match.span("v"), Label.LOCATION, "rules:place", 0.75)
    for match in _JAPANESE_ADDRESS.finditer(text):
        label = Label.ADDRESS if match.group("number") else Label.LOCATION
        yield finding(text, *match.span("v"), label, "rules:address", 0.8)


def find_japanese_descriptions(text: str) -> Iterable[Finding]:
    """Jobs in a description bracket, and conditions in a prompt about someone."""
    if not _ANY_CJK.search(text):
        return
    for match in _DESCRIPTION.finditer(text):
        offset = match.start("v")
        position = 0
        for item in match.group("v").split("、"):
            stripped = item.strip()
            if 2 <= len(stripped) <= 8 and stripped.endswith(_JOB_ENDING) \
                    and not stripped.endswith("歳") and _ANY_CJK.search(stripped):
                start = offset + position + item.index(stripped)
                yield finding(text, start, start + len(stripped), Label.OCCUPATION,
                              "rules:employment", 0.7)
            position += len(item) + 1
    if ABOUT_SOMEONE.search(text):
        for match in _CONDITION.finditer(text):
            yield finding(text, *match.span("v"), Label.HEALTH, "rules:cjk_health", 0.7)


# job titles of Chinese and Japanese offices, clinics and firms
_CJK_TITLES = (
    r"总经理|副总经理|经理|主管|总监|工程师|专员|助理|主任|设计师|会计|顾问|秘书|总裁|董事长|"
    r"组长|科长|处长|部长|所长|店长|护士长|护士|医生|医师|教师|律师|程序员|运维|出纳|"
    r"代表取締役|取締役|社長|専務|常務|部長|課長|係長|次長|室長|店長|マネージャー|マネジャー|"
    r"リーダー|エンジニア|医師|看護師|薬剤師|弁護士|税理士|教諭|講師|教授"
)
# a title after its department ("市场部的品牌经理", "営業二課の課長", "海外営業部 主任") or after
# "our" and "the company's" ("我们运维", "公司HR总监"): whose title it is singles them out
_TITLE_OF_A_DEPARTMENT = compile_rule(
    rf"(?:[{_HAN}{_KATAKANA}]{{1,8}}(?:部|课|課|组|組|科|室|处|處|中心)|公司|我们|我們)"
    rf"[ \u3000]?[的の]?[ \u3000]?"
    rf"(?P<v>[A-Za-z]{{0,4}}[{_HAN}{_KATAKANA}]{{0,5}}?(?:{_CJK_TITLES}))"
    r"(?![部课課组組科室处處会會制度])"  # "经理制度" (the manager system) is no one's job
)
# a form's job field ("职位 高级测试工程师", "役職：主任", "직위: 과장")
_CJK_JOB_FIELD = compile_rule(
    r"(?:^|(?<=[，,、；;\s]))(?:职位|职务|职业|岗位|職位|職務|職業|役職|직업|직위|직책|직무)"
    r"[ \t\u3000]*[:：]?[ \t\u3000]*(?P<v>[^\s，,、；;。（(：:]{2,12})"
)


def find_cjk_job_titles(text: str) -> Iterable[Finding]:
    if not _ANY_CJK.search(text):
        return
    for pattern in (_TITLE_OF_A_DEPARTMENT, _CJK_JOB_FIELD):
        for match in pattern.finditer(text):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)


JAPANESE_RECOGNIZERS = (find_japanese_people, find_spaced_cjk_names, find_japanese_places,
                        find_japanese_descriptions, find_cjk_job_titles)
