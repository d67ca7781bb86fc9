"""Rules added from the categories of holdout18's misses: machines in quoted syslog lines and
YAML Ansible inventories, VPN users before their address, a card's expiry
after "exp=", specialists named in other languages and in US spelling, payroll payers, and
Filipino kin words before a name. Each with the look-alikes it must leave alone."""

from __future__ import annotations

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.types import Label

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in RULES_ONLY.detect(text)}


INVENTORY = """all:
  hosts:
    pihole:
      ansible_host: 192.168.1.2
      ansible_user: pi
    jellyfin-box:
      ansible_host: 192.168.1.77
  children:
    media:
      hosts:
        jellyfin-box:
"""


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("am eroarea asta: `Oct 12 03:14:55 srv-contabil-ionescu kernel: [88213.4] EXT4-fs "
         "error`", Label.HOSTNAME, "srv-contabil-ionescu"),
        ("Jun 03 08:12:44 vpn-ist-01 openvpn[2211]: elif.sahin/88.241.17.205:51122 TLS Error",
         Label.USERNAME, "elif.sahin"),
        (INVENTORY, Label.HOSTNAME, "pihole"),
        (INVENTORY, Label.HOSTNAME, "jellyfin-box"),
        ("txn=4201 card=4539 1488 0343 6467 exp=09/27 cvv=***", Label.CREDIT_CARD, "09/27"),
    ],
)
def test_machines_users_and_card_expiries(text: str, label: Label, value: str) -> None:
    assert (label, value) in found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (INVENTORY, "hosts"),
        (INVENTORY, "media"),
        # an ssh_config alias is as often what the question is about ("why does `ssh
        # prod-jump` ask for a password?"): it stays
        ("Host prod-jump\n    HostName 10.0.0.8\n    User deploy", "prod-jump"),
        ("At 03:14:55 the kernel logged an error", "kernel"),
        ("see docs/10.0.0.1:8080 for the proxy", "docs"),
        ("export=09/27 rows", "09/27"),
    ],
)
def test_their_look_alikes(text: str, value: str) -> None:
    assert not [span for _, span in found(text) if span == value]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("Me llamo Lucía. El oncólogo es el Dr. Ramiro Salcedo en el Hospital.", "oncólogo"),
        ("a check-in with the school counselor, Mr. Brandt", "school counselor"),
        ("J'ai vu la cardiologue, Dr. Anne Meunier, hier.", "cardiologue"),
    ],
)
def test_specialists_in_other_languages_and_us_spelling(text: str, job: str) -> None:
    assert (Label.OCCUPATION, job) in found(text)


def test_a_monologue_is_no_specialist() -> None:
    from hushprompt.detect.rules_employment import job_head

    assert job_head("oncóloga", possessive=False) and job_head("Kardiologe", possessive=False)
    assert not job_head("monólogo", possessive=False)
    assert not job_head("prologue", possessive=False)


@pytest.mark.parametrize(
    ("row", "payer"),
    [
        ("09/02 | PAYROLL ADVOCATE AURORA HEALTH | +2,218.44", "ADVOCATE AURORA HEALTH"),
        ("03/15  PAYROLL DELL TECHNOLOGIES DIR DEP  3,104.22", "DELL TECHNOLOGIES"),
        ("28/02 SALARY ROYAL FREE LONDON NHS FT 2,411.07", "ROYAL FREE LONDON NHS FT"),
    ],
)
def test_the_payer_of_a_salary_on_a_statement_is_the_employer(row: str, payer: str) -> None:
    assert (Label.ORG, payer) in found(row)


@pytest.mark.parametrize(
    "text",
    [
        "Can you help me set up payroll for my bakery?",
        "PAYROLL TAX 2024 | -120.00",
        "We need a payroll export in CSV.",
    ],
)
def test_payroll_words_without_a_payer(text: str) -> None:
    assert not [span for label, span in found(text) if label is Label.ORG]


def test_filipino_kin_words_before_a_name() -> None:
    text = "si tita Marites nag-message at si tito Boyet din"
    assert {(Label.PERSON, "Marites"), (Label.PERSON, "Boyet")} <= found(text)


@pytest.mark.parametrize(
    ("text", "greeted", "name"),
    [
        ("Podes melhorar este email? 'Olá Marta, queria pedir para trabalhar de casa.",
         "Olá Marta", "Marta"),
        ("Bonjour Claire, merci pour ton message d'hier.", "Bonjour Claire", "Claire"),
        ("Merhaba Elif, nasılsın? Yarın görüşelim.", "Merhaba Elif", "Elif"),
    ],
)
def test_a_greeting_is_not_part_of_the_name(text: str, greeted: str, name: str) -> None:
    """spaCy reads "Bonjour Claire" as one name: the stand-in would replace the greeting."""
    from hushprompt.detect.context import _without_greeting
    from hushprompt.types import Finding

    start = text.index(greeted)
    found = Finding(start, start + len(greeted), Label.PERSON, "spacy", 0.8, greeted)
    trimmed = _without_greeting(found)
    assert trimmed.text == name and text[trimmed.start:trimmed.end] == name
    # a name that only looks like a greeting word stays whole
    cara = Finding(0, 10, Label.PERSON, "spacy", 0.8, "Cara Lopez")
    assert _without_greeting(cara) == cara
