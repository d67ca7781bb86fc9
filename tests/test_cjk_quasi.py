"""Jobs, employers, conditions and faiths stated in Chinese, Japanese or Korean are hidden, with
stand-ins in the same language; the same words said in general stay."""

from __future__ import annotations

import pytest
from hushprompt.detect.rules_cjk_quasi import find_cjk_quasi_identifiers
from hushprompt.engine import Engine
from hushprompt.types import Label


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in find_cjk_quasi_identifiers(text)}


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("我是一名护士，最近压力很大", Label.OCCUPATION, "护士"),
        ("我在一家银行做会计", Label.OCCUPATION, "会计"),
        ("私は看護師をしています", Label.OCCUPATION, "看護師"),
        ("저는 초등학교 교사예요", Label.OCCUPATION, "초등학교 교사"),
        ("我在腾讯上班，想跳槽", Label.ORG, "腾讯"),
        ("私はトヨタで働いています", Label.ORG, "トヨタ"),
        ("저는 삼성전자에 다녀요", Label.ORG, "삼성전자"),
        ("我有抑郁症，吃了两年药", Label.HEALTH, "抑郁症"),
        ("我妈去年确诊了乳腺癌", Label.HEALTH, "乳腺癌"),
        ("我老婆怀孕了", Label.HEALTH, "怀孕"),
        ("我是穆斯林，公司聚餐怎么办", Label.NRP, "穆斯林"),
        ("저는 무슬림입니다", Label.NRP, "무슬림"),
    ],
)
def test_a_stated_quasi_identifier_is_found(text: str, label: Label, value: str) -> None:
    assert (label, value) in found(text)


@pytest.mark.parametrize(
    "text",
    ["护士的工作很辛苦吗？", "我是说这个不行", "他是我老板", "糖尿病有哪些症状？", "我没有糖尿病",
     "在北京工作的人很多", "我在家上班", "私は大丈夫です", "저는 처음이에요", "저는 괜찮아요"],
)
def test_the_same_words_in_general_find_nothing(text: str) -> None:
    assert found(text) == set()


def test_stand_ins_are_in_the_prompts_language(engine: Engine) -> None:
    protected = engine.anonymize("我有抑郁症，吃了两年药，我是一名护士", "cjk-quasi").text
    assert "抑郁症" not in protected and "护士" not in protected
    assert "心理问题" in protected  # not the Japanese "心の不調"
    korean = engine.anonymize("저는 초등학교 교사예요. 학부모 상담 팁 좀 주세요", "cjk-ko").text
    assert "교사" not in korean and not any("a" <= ch <= "z" for ch in korean.casefold())
