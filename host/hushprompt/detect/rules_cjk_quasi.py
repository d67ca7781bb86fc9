"""Jobs, employers, conditions and faiths someone states in Chinese, Japanese or Korean.

Hand-written for the same reason as rules_japanese.py and rules_korean.py: the bundled NER
learned from Latin-script prompts and spaCy's English pipeline does not read these scripts.
Each rule needs the person it is said of (the writer or a relative) or a form's label, so a job
or an illness talked about in general stays:
  - a job after "I am / she works as" ("我是一名护士", "私は看護師をしています",
    "저는 간호사입니다");
  - an employer before "work at" ("我在腾讯上班", "トヨタで働いています",
    "삼성전자에 다녀요");
  - a condition after "have / was diagnosed with" in Chinese ("我有抑郁症", "确诊了乳腺癌"),
    and a pregnancy or a miscarriage ("我老婆怀孕了");
  - a faith or a sexuality stated of oneself ("我是穆斯林", "저는 무슬림입니다").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.cjk_script import HANGUL_CLASS, has_unspaced_or_hangul
from hushprompt.detect.base import finding
from hushprompt.detect.rules_japanese import ABOUT_SOMEONE as JAPANESE_ABOUT_SOMEONE
from hushprompt.detect.rules_korean import ABOUT_SOMEONE as KOREAN_ABOUT_SOMEONE
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

SOURCE = "rules:cjk_quasi"
# (context.py's CJK_HEALTH_SOURCE: the context rules' English cues do not judge these, the rule
# has tied the condition to its person already)
HEALTH_SOURCE = "rules:cjk_health"
_HAN = r"\u3400-\u4dbf\u4e00-\u9fff"
_KATAKANA = r"\u30a1-\u30fa\u30fc"
_HANGUL = HANGUL_CLASS

# --- Chinese ----------------------------------------------------------------------------------
# the writer or a relative, then "is / works as" ("我是一名", "我妈是", "她在医院当")
_ZH_PERSON = (r"(?:我|我妈|我妈妈|我爸|我爸爸|我老公|我老婆|我丈夫|我妻子|我先生|我太太|我女朋友|"
              r"我男朋友|我儿子|我女儿|我哥|我姐|我弟|我妹|我朋友|他|她)")
_ZH_JOB = (
    r"(?:(?![我你他她的是在])[" + _HAN + r"]){0,4}?"
    r"(?:工程师|程序员|设计师|会计师?|律师|医生|护士|老师|教师|教授|司机|厨师|警察|保安|保姆|"
    r"店主|经理|总监|主管|秘书|编辑|记者|销售|客服|快递员|外卖员|骑手|服务员|收银员|公务员|"
    r"研究员|实习生|研究生|博士生|大学生|学生|农民|工人|军人|护工|药剂师|咨询师|分析师|翻译|"
    r"模特|演员|主播|博主|自由职业者|全职妈妈|家庭主妇|创业者|技术员|建筑师|电工|理发师|"
    r"美甲师|育儿嫂|月嫂|保洁员?|社工|会计)"
)
_ZH_OCCUPATION = compile_rule(
    rf"(?:{_ZH_PERSON}(?:是|当|做|在[{_HAN}A-Za-z]{{1,12}}?(?:做|当|担任))|职业[:：]?(?:是)?|"
    rf"工作是)(?:一名|一个|一位|个|名)?(?P<v>{_ZH_JOB})"
)
_ZH_EMPLOYER = compile_rule(
    rf"{_ZH_PERSON}(?:现在|目前|一直)?在(?P<v>(?![一这那家公学医银我哪])[{_HAN}A-Za-z]{{2,10}}?)"
    r"(?:上班|工作|实习|任职)"
)
# "我是杭州云帆科技的后端实习生" (I am a back-end intern at Hangzhou Yunfan Tech): the employer
# before 的 and the job after it
_ZH_EMPLOYER_AND_JOB = compile_rule(
    rf"{_ZH_PERSON}是(?P<org>(?![一这那我])[{_HAN}A-Za-z]{{2,12}}?)的(?P<v>{_ZH_JOB})")
_ZH_CONDITION = compile_rule(
    # (the person first, a few words may stand between: "我妈去年确诊了乳腺癌", "我从小有哮喘")
    rf"{_ZH_PERSON}[{_HAN}]{{0,4}}?(?<!没)(?:有|得了|患有|患了|确诊(?:为|了)?|查出(?:了)?|"
    r"被诊断(?:为|出)?)"
    rf"(?P<v>[{_HAN}]{{1,6}}?(?:症|病|癌|瘤|障碍))"
    rf"|{_ZH_PERSON}(?:已经|又)?(?P<w>怀孕|流产|不孕)"
)
_ZH_FAITH = compile_rule(
    rf"{_ZH_PERSON}是(?:一名|一个|个)?(?P<v>穆斯林|基督徒|佛教徒|天主教徒|犹太教徒|同性恋|双性恋)")

# --- Japanese ---------------------------------------------------------------------------------
_JA_PERSON = r"(?:私|僕|俺|わたし|母|父|夫|妻|主人|息子|娘|姉|兄|妹|弟|彼|彼女|友人)は"
_JA_JOB = (
    rf"(?:(?!は)[{_HAN}{_KATAKANA}]){{0,6}}?"
    r"(?:看護師|医師|教師|講師|保育士|介護士|薬剤師|美容師|調理師|弁護士|税理士|会計士|"
    r"エンジニア|デザイナー|プログラマー|マネージャー|ドライバー|ヘルパー|スタッフ|会社員|公務員|"
    r"店長|主婦|学生|大学院生|研究員|販売員|銀行員|警察官|消防士|看護助手|介護職|営業)"
)
_JA_OCCUPATION = compile_rule(
    rf"{_JA_PERSON}(?P<v>{_JA_JOB})(?:を(?:して|やって)|として|です|でした|で[、。]|だ)")
_JA_EMPLOYER = compile_rule(
    rf"(?:{_JA_PERSON}|[、。]|^)(?P<v>(?!会社|病院|ここ|そこ|工場|お店|店)"
    rf"[{_HAN}{_KATAKANA}A-Za-z]{{2,12}}?)(?:で働いて|に勤めて|に勤務|で勤務|に就職|で働く)"
)
_JA_FAITH = compile_rule(
    rf"{_JA_PERSON}(?P<v>イスラム教徒|キリスト教徒|仏教徒|ムスリム|クリスチャン)(?:です|だ|で)")

# --- Korean -----------------------------------------------------------------------------------
_KO_PERSON = (r"(?:저는|전|나는|난|"
              r"제[ \t]?(?:남편|아내|엄마|아빠|딸|아들|동생|언니|오빠|누나|형)은|"
              r"우리[ \t]?(?:엄마|아빠|남편|아내)는)")
_KO_JOB = (
    r"(?:[가-힣]+[ \t])?(?:[가-힣]{0,4}(?:간호사|의사|교사|약사|변호사|회계사|세무사|기사|요리사|"
    r"미용사|상담사|회사원|공무원|은행원|연구원|직원|상담원|개발자|기자|작가|디자이너|엔지니어|"
    r"프로그래머|매니저|경찰관?|소방관|군인|교수|강사|학생|대학생|대학원생|주부|프리랜서|"
    r"자영업자|알바생|농부|셰프|간병인|보육교사|유치원 교사))"
)
_KO_OCCUPATION = compile_rule(
    rf"{_KO_PERSON}[ \t]*(?P<v>{_KO_JOB})(?:입니다|이에요|예요|이고|인데|로[ \t]?일|으로[ \t]?일|"
    r"이야|야|이었|였)"
)
_KO_EMPLOYER = compile_rule(
    rf"{_KO_PERSON}[ \t]*"
    r"(?P<v>(?!회사|학교|병원|은행|직장|여기|거기|공장|가게|집)[가-힣A-Za-z]{2,10})"
    r"(?:에|에서)[ \t]?(?:다녀|다니고|다닙니다|다녔|일해|일하고|일합니다|근무|재직)"
)
_KO_FAITH = compile_rule(
    rf"{_KO_PERSON}[ \t]*(?P<v>무슬림|기독교인|불교신자|천주교인|동성애자|양성애자)"
    r"(?:입니다|이에요|예요|야)")

# a hospital, university or school named in a prompt about someone (rules_korean's and
# rules_japanese's ABOUT_SOMEONE): "세브란스병원 응급실에 입원했었어서" (admitted to Severance
# Hospital's A&E), "学校は世田谷区立桜丘小学校です"; and a student's department and year:
# "경영학과 3학년"
_KO_INSTITUTION = compile_rule(
    rf"(?<![{_HANGUL}])(?P<v>[{_HANGUL}]{{2,8}}(?:대학병원|병원|대학교|의원|고등학교|중학교|"
    r"초등학교))(?=[ \t]|에|의|을|를|은|는|이|가|[,.)]|$)")
_KO_YEAR_OF_STUDY = compile_rule(rf"(?<![{_HANGUL}])(?P<v>[{_HANGUL}]{{1,8}}과[ \t]?[1-6]학년)")
_JA_INSTITUTION = compile_rule(
    rf"(?<![{_HAN}{_KATAKANA}])(?P<v>[{_HAN}{_KATAKANA}]{{2,12}}?(?:大学病院|病院|大学|"
    r"小学校|中学校|高等学校|高校|クリニック))(?=です|に|で|へ|の|は|を|、|。|[（(]|$)")
# kinds of institution, not one of them ("a university hospital", "a general hospital")
_JA_NOT_INSTITUTIONS = frozenset({"大学病院", "総合病院", "市立病院", "県立病院", "私立大学",
                                  "国立大学", "公立高校", "私立高校", "公立小学校"})

# each rule's value is its group "v"
_RULES: tuple[tuple[re.Pattern[str], Label], ...] = (
    (_ZH_OCCUPATION, Label.OCCUPATION), (_JA_OCCUPATION, Label.OCCUPATION),
    (_KO_OCCUPATION, Label.OCCUPATION), (_ZH_EMPLOYER, Label.ORG), (_JA_EMPLOYER, Label.ORG),
    (_KO_EMPLOYER, Label.ORG), (_ZH_FAITH, Label.NRP), (_JA_FAITH, Label.NRP),
    (_KO_FAITH, Label.NRP),
)


def find_cjk_quasi_identifiers(text: str) -> Iterable[Finding]:
    if not has_unspaced_or_hangul(text):
        return
    for rule, label in _RULES:
        for match in rule.finditer(text):
            yield finding(text, *match.span("v"), label, SOURCE, 0.7)
    for match in _ZH_EMPLOYER_AND_JOB.finditer(text):
        yield finding(text, *match.span("org"), Label.ORG, SOURCE, 0.7)
        yield finding(text, *match.span("v"), Label.OCCUPATION, SOURCE, 0.7)
    if KOREAN_ABOUT_SOMEONE.search(text):
        for match in _KO_INSTITUTION.finditer(text):
            yield finding(text, *match.span("v"), Label.ORG, SOURCE, 0.7)
        for match in _KO_YEAR_OF_STUDY.finditer(text):
            yield finding(text, *match.span("v"), Label.OCCUPATION, SOURCE, 0.7)
    if JAPANESE_ABOUT_SOMEONE.search(text):
        for match in _JA_INSTITUTION.finditer(text):
            if match.group("v") not in _JA_NOT_INSTITUTIONS:
                yield finding(text, *match.span("v"), Label.ORG, SOURCE, 0.7)
    for match in _ZH_CONDITION.finditer(text):
        group = "v" if match.group("v") else "w"
        yield finding(text, *match.span(group), Label.HEALTH, HEALTH_SOURCE, 0.7)


CJK_QUASI_RECOGNIZERS = (find_cjk_quasi_identifiers,)
