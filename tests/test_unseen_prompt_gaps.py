"""Gaps found on prompts written blind in session 20 (held-out files 28-30), fixed by category:
ages in words and other languages, names beside a relation or a role, Chinese, Japanese and
Korean names and addresses, IDs, keys and logins in code, addresses with their flat, national
numbers by their printed shape, conditions in nine more languages. Each case has look-alikes
that must stay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.engine import Engine, _holds_an_original
from hushprompt.vault.store import Vault


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    home = tmp_path_factory.mktemp("gaps-home")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"g" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()


def _protected(engine: Engine, text: str, conversation: str | None = None) -> str:
    # a conversation of its own: a stand-in of an earlier case is never taken for an original
    return engine.anonymize(text, conversation or f"gaps-{abs(hash(text))}").text


HIDDEN = [
    # ages in words, said of family, and "turns 40" in other languages
    ("I am thirty-eight and pregnant for the first time.", ["thirty-eight"]),
    ("my grandma just turned ninety and we're throwing a party", ["ninety"]),
    ("Granny is ninety-three today!", ["ninety-three"]),
    ("the kid's 11 and already on tiktok", ["11"]),
    ("my twins are 4 and fight constantly", ["4"]),
    ("mera beta 3 saal ka hai aur khana nahi khata", ["3 saal"]),
    ("Il a eu 50 ans samedi.", ["50 ans"]),
    ("Hij wordt 60 volgende week.", ["60"]),
    ("Lei compie 18 anni a maggio.", ["18 anni"]),
    ("Er ist gerade 40 geworden.", ["40"]),
    ("- min man Bengt är 72 och har KOL", ["72"]),
    ("main 29 ka hoon, Bangalore mein rehta hoon", ["29"]),
    ("Wij zijn allebei 66, ik ben gepensioneerd", ["66"]),
    ("les enfants ont 8 et 11 ans. dossier en cours.", ["8 et 11"]),
    ("Sie ist siebzehn und hat große Angst.", ["siebzehn"]),
    # names beside a relation, a role or an e-mail address of the same person
    ("been seeing the uni counsellor (Morag) for grief. my neighbour (Dave) is loud.",
     ["Dave"]),
    ("ФИО: Гусейнова Лейла Рашидовна\nТабельный номер: 000417\nДолжность: бухгалтер",
     ["Гусейнова", "000417"]),
    ("MSH|^~\\&|LAB\nPV1|1|O|FM2^^^CLINIC||||1184736221^Haverford^Colin^^^MD",
     ["1184736221", "Haverford"]),
    ("Gespräch mit BR-Vorsitzender Dilek Aydın ist am 14.02. geplant.", ["Dilek", "Aydın"]),
    ("Hon är tvåspråkig, pappa Dariush pratar persiska med henne.", ["Dariush"]),
    ("- mein Mann Andrzej ist LKW-Fahrer, oft die Woche über weg", ["Andrzej"]),
    ("- Ruby (my daughter, 4 yrs old) has asthma", ["Ruby"]),
    ("login_ok user=s.mbeki@fernhill-group.com\n\ns.mbeki is Sizwe, our payroll clerk.",
     ["s.mbeki", "Sizwe"]),
    # Chinese, Japanese and Korean
    ("-- 测试数据：员工 王思远 工号 SZ20231047，深圳南山分公司", ["王思远", "SZ20231047"]),
    ("财务 周丽娟：这是陈总定的，你找他。我是李婉清，手机 138 5716 2290，谢谢",
     ["周丽娟", "陈总", "李婉清", "138 5716 2290"]),
    ("出張者：山口 美咲（やまぐち みさき）、株式会社ミナト物産\n同行者：上司の 石川 剛 部長",
     ["山口 美咲", "やまぐち みさき", "石川 剛"]),
    ("マイレージ会員番号 JL 402 883 157\nホテル：確認番号あり", ["402 883 157"]),
    ("RiskFilter - user 王思远 (wangsiyuan_sh) idcard=310104199203154417 flagged",
     ["王思远", "wangsiyuan_sh", "310104199203154417"]),
    ("[김서연] [오후 2:15] 받는 주소 서울 마포구 월드컵북로 12길 33, 302호 맞아요",
     ["김서연", "월드컵북로", "302호"]),
    # IDs, keys, logins and hosts in code and configuration
    ("    # test row: {'id': 'HP-3317', 'name': 'Gwendolyn Achterberg', 'dept': 'Marketing'}",
     ["HP-3317", "Gwendolyn"]),
    ('BAMBOO_KEY = "bhr_live_7f3c9a1e5d2b48f0a6c1e9d4b7a2f5c8"', ["7f3c9a1e5d2b48f0"]),
    ('s = smtplib.SMTP("smtp.gmail.com", 587)\ns.login("accounts.q@gmail.com", '
     '"mbjw qzrt xkfa lpoe")', ["mbjw qzrt xkfa lpoe"]),
    ("new_users:\n  - sam: ewiltshire\n    given: Eleanor\n    surname: Wiltshire\n"
     "    title: Site Administrator", ["ewiltshire", "Eleanor"]),
    ("services:\n  payroll:\n    image: ghcr.io/lkrause/lohnrechner:0.4.2", ["lkrause"]),
    ("crm:\n  image: registry.atlantis-conseil.fr/crm/api:2.14.3", ["atlantis-conseil"]),
    ("MacBook hostname is Mateos-MBP.fritz.box, client is in Bielefeld", ["Mateos-MBP"]),
    ("  birthDate: new Date('1992-05-17T00:00:00'),", ["1992-05-17"]),
    ('"GET /track?phone=%2B37255391846&name=Mart HTTP/1.1" 200', ["37255391846"]),
    # keyword-anchored numbers in other languages
    ("Matricola n. 00731. Per il TFR il mio IBAN è IT47 K030 6909 6061 0000 0128 374.",
     ["00731"]),
    ("Respondent: Eastbrook Print Solutions Ltd\nACAS EC cert no: R104592/25/61", ["R104592"]),
    ("Efe 3-C sınıfında, okul numarası 1487. Geçen hafta tanı kondu.", ["1487"]),
    ("Vlucht KL875 op 9 november, boekingscode QW4HZL", ["QW4HZL"]),
    ("Mi DNI es 50893217J y mi n.º de empleada 0318.", ["0318"]),
    # addresses with their flat, national numbers by their printed shape
    ("Mme Inès Bouchareb\n12 rue des Tanneurs, Apt 4B\n67000 Strasbourg", ["Apt 4B"]),
    ("Lägenhet: Fjällgatan 14B, lgh 1203, 417 23 Göteborg", ["Fjällgatan", "lgh 1203"]),
    ("Youssef Benkirane;2024-05-06 10:15;lombalgie;1 74 11 13 055 218 67",
     ["1 74 11 13 055 218 67"]),
    ("Rachunek: 49 1140 2004 0000 3102 7745 9281\nWłaściciel: Krzysztof Zawadzki",
     ["3102 7745 9281"]),
    # conditions said of someone in more languages
    ("Min mamma är 72 och har KOL och hjärtsvikt, hon sover med syrgas.", ["KOL", "hjärtsvikt"]),
    ("Ma fille souffre de boulimie depuis deux ans.", ["boulimie"]),
    ("Mein Sohn hat Legasthenie und ist oft frustriert.", ["Legasthenie"]),
    ("Moja córka ma skoliozę i nosi gorset.", ["skoliozę"]),
    ("Mijn vader heeft uitgezaaide prostaatkanker.", ["prostaatkanker"]),
]


@pytest.mark.parametrize(("text", "secrets"), HIDDEN, ids=[case[0][:40] for case in HIDDEN])
def test_private_values_of_unseen_prompts_are_hidden(
    engine: Engine, text: str, secrets: list[str]
) -> None:
    protected = _protected(engine, text)
    for secret in secrets:
        assert secret not in protected, (secret, protected)


KEPT = [
    ("He is 5 minutes late every day.", ["5 minutes"]),
    ("we are two weeks behind schedule", ["two weeks"]),
    ("Hij wordt 5 minuten later gebeld.", ["5 minuten"]),
    ("Klockan är 10. Det är 5 minuter kvar.", ["är 10", "5 minuter"]),
    # a condition's stand-in leaves the word after it ("un infarto ed è", "Bandscheiben-OP im")
    ("Mio marito Paolo ha avuto un infarto ed è ricoverato.", ["ed è"]),
    ("Herr Oberholzer fehlt seit seiner Bandscheiben-OP im Mai oft montags.", [" im "]),
    ("Use the spreadsheet tool (Excel) for the totals.", ["Excel"]),
    ("ORA-00942: table or view does not exist", ["ORA-00942"]),
    ("image: quay.io/keycloak/keycloak:24.0 and docker.io/library/postgres:16",
     ["keycloak/keycloak", "library/postgres"]),
    ("FROM python:3.12-slim\nimage: ghcr.io/home-assistant/home-assistant:stable",
     ["python:3.12-slim", "home-assistant/home-assistant"]),
    ("我们总结一下：提高总体效率。", ["总结", "总体"]),
    ("친구 집으로 3시에 가요. 연구 도로 2개 있어요.", ["친구 집으로 3시에", "도로 2개"]),
    ("What is the first-line treatment for hypertension?", ["hypertension"]),
    ("The AVC codec on this phone is bad.", ["AVC"]),
    ("Kannst du mir helfen? Ist für Montag.\n\nMitarbeiter: Jannik Oberholzer",
     ["für Montag.\n\nMitarbeiter"]),
    ("new_users:\n  - sam: ewiltshire\n    given: Eleanor\n    surname: Wiltshire\n"
     "    title: Site Administrator", ["sam:", "given:", "surname:"]),
]


@pytest.mark.parametrize(("text", "terms"), KEPT, ids=[case[0][:40] for case in KEPT])
def test_look_alikes_stay(engine: Engine, text: str, terms: list[str]) -> None:
    protected = _protected(engine, text)
    for term in terms:
        assert term in protected, (term, protected)


def test_a_round_age_in_words_becomes_another_round_age(engine: Engine) -> None:
    for index in range(8):
        protected = _protected(engine, "my grandma just turned ninety and we're throwing a party",
                               f"round-{index}")
        assert "ninety" not in protected, protected
        assert "turned " in protected and protected.split("turned ")[1].split()[0].endswith(
            "ty"), protected


def test_a_korean_address_gets_a_korean_stand_in(engine: Engine) -> None:
    protected = _protected(engine, "받는 주소 서울 마포구 월드컵북로 12길 33, 302호 맞아요")
    assert "월드컵북로" not in protected
    assert "호 맞아요" in protected and "Suite" not in protected and "Street" not in protected


def test_a_phone_in_a_query_string_keeps_its_encoded_plus(engine: Engine) -> None:
    protected = _protected(engine, "GET /track?phone=%2B37255391846&lang=et")
    assert "phone=%2B" in protected and "37255391846" not in protected


def test_no_stand_in_carries_another_original_of_the_prompt(engine: Engine) -> None:
    text = ("Timeline for the tribunal: 12 November 2023 first complaint, 15 January 2024 "
            "grievance filed, 3 April 2024 hearing, 20 April 2024 outcome, 1 August 2022 start. "
            "Written to Ms Lena Ortiz and Mr Omar Ortiz at 14 Oak Street; Lena is 14, Omar 11.")
    for index in range(12):
        result = engine.anonymize(text, f"timeline-{index}")
        pairs = [(r.original, r.replacement) for r in result.replacements]
        for original, replacement in pairs:
            others = [" ".join(other.split()).casefold() for other, _ in pairs if other != original]
            assert not _holds_an_original(replacement, others), (replacement, others)


def test_holds_an_original_needs_the_whole_term() -> None:
    assert _holds_an_original("29 Feb 2024", ["feb 2024"])
    assert _holds_an_original("$11", ["11"])
    assert not _holds_an_original("$114", ["11"])
    assert not _holds_an_original("February 2024", ["feb 2024"])


def test_no_original_reaches_the_kept_patterns(engine: Engine) -> None:
    """regex_cache may write the patterns it compiled to disk: none may hold a user's text, also
    when a stand-in is checked against the prompt's other originals."""
    from hushprompt import regex_cache

    assert _holds_an_original("29 zorblatt 2024", ["zorblatt 2024", "quendolyn"])
    text = ("Timeline: 15 Zorblatt 2024 filed, Zorblatt 2024 appeal. Ms Quendolyn Zarkova-Ybbs, "
            "flat 7Q, Vexhall Road 12; Quendolyn is 41, her son Tarquinius 11.")
    engine.anonymize(text, "no-patterns")
    kept = " ".join(pattern for pattern, _ in regex_cache._used).casefold().replace("\\", "")
    for original in ("Zorblatt", "Quendolyn", "Zarkova", "Tarquinius", "Vexhall"):
        assert original.casefold() not in kept
