"""Changes from the categories of holdout19's misses: Japanese prose (names before an honorific
or after a relation, places before 在住, jobs in a description bracket, conditions) with
stand-ins in Japanese script; spaCy no longer tags whole Japanese sentences; addresses that
are the same on every machine, YAML secret references, a configuration's "name: Home", storms
and airlines are no one's data; hotel "conf #" codes, German court files, Mexico's RFC and
audit-log actors are. (A ticket key like "NSA-44127" stays a task term: writers disagree.)"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.engine import Engine
from hushprompt.types import Label
from hushprompt.vault.store import Vault

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in RULES_ONLY.detect(text)}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    home = tmp_path_factory.mktemp("session14-home")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"k" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()


JAPANESE = (
    "友達の相談に乗っているのですが、アドバイスをください。友人の佐藤美咲（32歳、横浜在住、看護師）が、"
    "同僚の田中健一さんからしつこくLINEを送られて困っています。彼女は今うつ病で休職中なので、"
    "あまりストレスをかけたくありません。パワハラとして会社に報告すべきでしょうか？"
)
_JAPANESE_SCRIPT = re.compile(r"^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff ]+$")


def test_japanese_prompt_hides_people_place_job_and_condition_in_japanese(
        engine: Engine) -> None:
    result = engine.anonymize(JAPANESE, "conv-ja")
    for private in ("佐藤美咲", "田中健一", "横浜", "看護師", "うつ病"):
        assert private not in result.text
    # the question itself is untouched (spaCy once tagged the first sentence as a place)
    for kept in ("アドバイスをください", "LINE", "パワハラ", "会社に報告"):
        assert kept in result.text
    by_original = {r.original: r.replacement for r in result.replacements}
    for original in ("佐藤美咲", "田中健一", "横浜", "看護師"):
        assert _JAPANESE_SCRIPT.match(by_original[original]), by_original[original]


def test_japanese_address_with_a_prefecture_is_one_address(engine: Engine) -> None:
    text = "退職届\n佐藤 美咲 ㊞\n住所：大阪府堺市北区中百舌鳥町2-104\n電話：090-3381-7420"
    result = engine.anonymize(text, "conv-ja-address")
    assert "中百舌鳥町" not in result.text and "堺市" not in result.text
    assert "住所：" in result.text


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("上司の木下課長のパワハラと、適応障害の診断が出たことです", Label.PERSON, "木下"),
        ("上司の木下課長のパワハラと、適応障害の診断が出たことです", Label.HEALTH, "適応障害"),
        ("ご同行者様の甲殻類アレルギーについて承知いたしました。エミリー様", Label.PERSON,
         "エミリー"),
        ("Hotel: Eko Hotels & Suites, conf #EKH-448120, guest phone", Label.ID_NUMBER,
         "EKH-448120"),
        ("The probate court assigned file number 12 VI 448/24. What now?", Label.ID_NUMBER,
         "12 VI 448/24"),
        ("I have a client, RFC RIMG7803154T2, who works as a nurse", Label.ID_NUMBER,
         "RIMG7803154T2"),
        ('{"ts":"2024-08-02T23:01:33Z","actor":"mreyes","action":"view"}', Label.USERNAME,
         "mreyes"),
        ("She missed 6 weeks of work as a school bus driver. Medical bills are high.",
         Label.OCCUPATION, "school bus driver"),
    ],
)
def test_found(text: str, label: Label, value: str) -> None:
    assert (label, value) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("error: ECONNREFUSED 127.0.0.1:6379 from the worker", "127.0.0.1"),
        ("exec alertd --listen 0.0.0.0:9090", "0.0.0.0"),
        ("smtp:\n  password: !secret smtp_pw\n", "!secret"),
        ("homeassistant:\n  name: Home\n  unit_system: metric\n", "Home"),
        ("The professor refused to accept my medical certificate.", "medical"),
        ("The bug is a driver issue in the kernel.", "driver"),
        ("友達の相談に乗っているのですが、アドバイスをください。", "相談"),
        ("お客様氏名：ウィリアムズ エミリー 様", "客様"),
        ("RFC 7231 defines the semantics of HTTP.", "7231"),
    ],
)
def test_left_alone(text: str, value: str) -> None:
    assert not any(v == value for _, v in found(text))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I grew up in Tacloban, where Typhoon Haiyan took our house in 2013.", "Haiyan"),
        ("Opiekunka: Ewa Lis, tel. 512 880 134\nWylot 18 kwietnia z Katowic, Ryanair FR 3456.",
         "Ryanair"),
        ("Die Mutter hat ein Testament gemacht. Das Nachlassgericht hat uns geschrieben.",
         "Nachlassgericht"),
        ("my private 10.0.0.12 server answers, but ECONNREFUSED 127.0.0.1:6379", "127.0.0.1"),
    ],
)
def test_whole_pipeline_keeps_public_and_common_terms(engine: Engine, text: str,
                                                      kept: str) -> None:
    assert kept in engine.anonymize(text, "conv-kept").text


def test_private_address_beside_loopback_is_still_hidden(engine: Engine) -> None:
    text = "my server 10.0.0.12 answers, but ECONNREFUSED 127.0.0.1:6379"
    assert "10.0.0.12" not in engine.anonymize(text, "conv-ip").text


def test_secret_reference_stays_and_the_real_password_beside_it_goes(engine: Engine) -> None:
    text = ("Home Assistant says 'Invalid config'. What's wrong?\n```yaml\nnotify:\n"
            "  - platform: smtp\n    sender: marco.moretti.home@gmail.com\n"
            "    password: !secret smtp_pw  # it's Giulia1987!! btw\n```")
    protected = engine.anonymize(text, "conv-secret").text
    assert "!secret smtp_pw" in protected and "Home Assistant" in protected
    assert "Giulia1987!!" not in protected


def test_a_name_with_an_honorific_is_a_person_even_in_a_learners_sentence() -> None:
    # (until session 14 this sentence counted as a language exercise with no person in it;
    # a family name before さん names someone, and the stand-in costs a learner nothing)
    text = "田中さんは 東京 に住んでいます。 毎日 電車で 会社に 行きます。"
    assert (Label.PERSON, "田中") in found(text)
    assert not any(value in ("東京", "会社", "電車") for _, value in found(text))


@pytest.mark.parametrize(
    ("age", "pattern"),
    [("fifteen", r"^[a-z-]+$"), ("Twenty-two", r"^[A-Z][a-z-]+$"),
     ("in her eighties", r"^in her (?:seventies|nineties)$"), ("a toddler", r"^a [a-z -]+$")],
)
def test_an_age_in_words_becomes_another_age_never_a_date(age: str, pattern: str) -> None:
    from hushprompt.standins.generator import StandInGenerator

    new = StandInGenerator().generate(age, Label.AGE, seed=b"s" * 16, existing=[])
    assert new.casefold() != age.casefold() and re.match(pattern, new), new
    assert not re.search(r"(?i)last|next|spring|week|month", new)
