"""Task terms a model takes for names, dropped by category (eponyms, field labels, log words,
fields of study, jurisdictions, brands named in part, events), while the same kinds of words stay
protected when they name a person or tie a brand or a place to the user."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.engine import Engine
from hushprompt.models.span_checks import plausible
from hushprompt.types import Finding, Label
from hushprompt.vault.store import Vault

# The score of these made-up model findings: one the NER is not sure of, which the context rules
# judge. (A finding it is sure of outweighs the rules that ask whether a place or brand is
# tied to someone: test_a_place_the_ner_is_sure_of_stays_protected.)
UNSURE = 0.8


@pytest.fixture(scope="module")
def rules() -> ContextRules:
    return ContextRules()


def model(text: str, span: str, label: Label, source: str = "onnx-ner", nth: int = 0) -> Finding:
    start = -1
    for _ in range(nth + 1):
        start = text.index(span, start + 1)
    return Finding(start, start + len(span), label, source, UNSURE, span)


def kept_texts(rules: ContextRules, text: str, findings: list[Finding]) -> list[str]:
    return [f.text for f in rules.filter(text, findings)]


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        ("Walk me through the Calvin cycle step by step.", "Calvin", Label.ORG),
        ("Is a Roth IRA better than a 401(k) for a teacher?", "Roth", Label.PERSON),
        ("Does the Doppler effect explain the siren's pitch?", "Doppler", Label.PERSON),
        ("After Schmidt II, which remedies are left to the complainant?", "Schmidt",
         Label.PERSON),
        ("Is the Hawthorne effect real or a myth?", "Hawthorne", Label.ORG),
    ],
)
def test_eponyms_are_task_terms(rules: ContextRules, text: str, span: str, label: Label) -> None:
    assert kept_texts(rules, text, [model(text, span, label)]) == []


def test_an_eponym_named_once_covers_its_later_mentions(rules: ContextRules) -> None:
    text = "I opened a Roth IRA in 2021. Can I still do a backdoor Roth this year?"
    findings = [model(text, "Roth", Label.PERSON), model(text, "Roth", Label.PERSON, nth=1)]
    assert kept_texts(rules, text, findings) == []


def test_a_person_with_an_eponym_shaped_neighbour_stays_protected(rules: ContextRules) -> None:
    text = "Dr Calvin effect sizes came back, can you explain them?"
    assert kept_texts(rules, text, [model(text, "Calvin", Label.PERSON)]) == ["Calvin"]
    text = "Did Novak sign the lease before Novak test-drove the van?"
    assert kept_texts(rules, text, [model(text, "Novak", Label.PERSON)]) == ["Novak"]
    text = "Queen Elizabeth II opened the bridge; my aunt Elizabeth II was there."
    # a given name before a numeral is a monarch or a person, never an eponym
    assert "Elizabeth" in kept_texts(rules, text, [model(text, "Elizabeth", Label.PERSON, nth=1)])


def test_record_field_labels_are_not_names(rules: ContextRules) -> None:
    text = (
        "Please check this form.\nKlient: Jana Dvořáková\nRodné číslo: 8051234567\n"
        "Faktura nr: FV-2024-0091"
    )
    findings = [
        model(text, "Klient", Label.PERSON, "spacy"),
        model(text, "Jana Dvořáková", Label.PERSON),
        model(text, "Faktura", Label.PERSON, "spacy"),
    ]
    assert kept_texts(rules, text, findings) == ["Jana Dvořáková"]


def test_a_speakers_line_is_not_a_field_label(rules: ContextRules) -> None:
    text = "Chat log:\nOkonkwo: can you send the slides before the call?\nAda: sure"
    findings = [model(text, "Okonkwo", Label.PERSON)]
    assert kept_texts(rules, text, findings) == ["Okonkwo"]


def test_a_span_over_a_line_break_is_cut_at_it(rules: ContextRules) -> None:
    text = "Invoice\nKlient: Jana Dvořáková\nDIČ: CZ8051234567"
    found = rules.filter(text, [model(text, "Jana Dvořáková\nDIČ", Label.PERSON)])
    assert [f.text for f in found] == ["Jana Dvořáková"]
    assert text[found[0].start : found[0].end] == "Jana Dvořáková"


def test_a_name_before_a_blank_line_stays_protected(rules: ContextRules) -> None:
    text = "Thanks for the files.\n\nBest,\nIngeborg\n\n---\nFrom: someone else"
    found = rules.filter(text, [model(text, "Ingeborg\n\n---", Label.PERSON)])
    assert [f.text for f in found] == ["Ingeborg"]


def test_a_span_over_a_blank_line_keeps_no_code(rules: ContextRules) -> None:
    text = "kernel: oom-kill: task=postgres/KILL\n\nRunning Postgres 16 on Debian 12"
    findings = [model(text, "task=postgres/KILL\n\nRunning Postgres", Label.ORG, "spacy")]
    assert kept_texts(rules, text, findings) == []


def test_upper_case_log_words_are_not_organisations(rules: ContextRules) -> None:
    text = 'The play prints "UNREACHABLE!" for host db1 and then "FAILED" for web2.'
    findings = [model(text, "UNREACHABLE", Label.ORG, "spacy"),
                model(text, "FAILED", Label.ORG, "spacy")]
    assert kept_texts(rules, text, findings) == []
    # an all-caps company name is not a log word
    text = "I work at DELOITTE and my manager wants the report."
    assert kept_texts(rules, text, [model(text, "DELOITTE", Label.ORG, "spacy")]) == ["DELOITTE"]


def test_onnx_log_words_and_form_names_are_implausible() -> None:
    text = "status=FAILED\n\nRunning Kafka 3.7 with\n\nUNREACHABLE"
    assert not plausible(text, model(text, "UNREACHABLE", Label.ORG))
    text = "Form I-485 was approved; my A-number is A123456789."
    assert not plausible(text, model(text, "I-485", Label.ID_NUMBER))
    assert plausible(text, model(text, "A123456789", Label.ID_NUMBER))


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        ("Make a revision plan for A-level Chemistry and Physics.", "A-level Chemistry", Label.ORG),
        ("I failed my Pharmacology module last term.", "Pharmacology", Label.ORG),
        ("Is a handwritten will valid in Scotland and Ireland?", "Scotland and Ireland", Label.ORG),
        ("Can I rely on the Force Majeure Provisions here?", "Force Majeure Provisions",
         Label.ORG),
        ("Which receptors does a GIP-1 agonist hit?", "GIP-1", Label.LOCATION),
        ("Is that allowed under NEC 210.8 in a garage?", "210.8", Label.ID_NUMBER),
        ("Is the lease void under the Housing Act 1988?", "1988", Label.DATE_OF_BIRTH),
        ("My employer filed my I-129 and I am on an L-1A.", "L-1A", Label.ORG),
        ("Will my Worker visa be affected if I change jobs?", "Worker", Label.OCCUPATION),
        ("Our dbt models feed the Dagster pipelines every night.", "Dagster pipelines", Label.ORG),
        ("Should I book the Glacier Express or drive to Zermatt?", "Glacier Express", Label.ORG),
        ("Could it be the e1000e driver that drops the link?", "e1000e", Label.ID_NUMBER),
    ],
)
def test_task_terms_by_category(rules: ContextRules, text: str, span: str, label: Label) -> None:
    assert kept_texts(rules, text, [model(text, span, label)]) == []


def test_a_department_of_a_field_stays_protected(rules: ContextRules) -> None:
    text = "I am a postdoc at the Harlow Department of Epidemiology, my PI is strict."
    span = "Harlow Department of Epidemiology"
    assert kept_texts(rules, text, [model(text, span, Label.ORG)]) == [span]


def test_places_joined_stay_protected_when_they_are_home(rules: ContextRules) -> None:
    text = "We live in Scotland and Ireland alternately, which tax residency applies?"
    span = "Scotland and Ireland"
    assert kept_texts(rules, text, [model(text, span, Label.LOCATION)]) == [span]


def test_part_of_a_listed_brand_is_the_brand(rules: ContextRules) -> None:
    text = "Will Royal Jordanian let me take a power bank on board?"
    assert kept_texts(rules, text, [model(text, "Royal", Label.ORG)]) == []


def test_brand_kept_but_not_when_it_holds_the_users_account(rules: ContextRules) -> None:
    text = "Does Vietjet charge for a second cabin bag on domestic flights?"
    assert kept_texts(rules, text, [model(text, "Vietjet", Label.PERSON)]) == []
    text = "My Zenith Bank account 0123456789 was debited twice, what can I do?"
    findings = [model(text, "Zenith Bank", Label.ORG),
                model(text, "0123456789", Label.ACCOUNT_NUMBER, "rules:account")]
    assert "Zenith Bank" in kept_texts(rules, text, findings)


def test_a_code_near_a_brand_does_not_tie_it_to_the_user(rules: ContextRules) -> None:
    text = "My flight was cancelled; does Turkish Airlines owe me anything under EU261?"
    findings = [model(text, "Turkish Airlines", Label.ORG, "spacy"),
                model(text, "EU261", Label.ID_NUMBER)]
    assert kept_texts(rules, text, findings) == []


def test_a_passport_number_does_not_tie_an_event_to_the_user(rules: ContextRules) -> None:
    text = "Visa letter: passport K1234567, attending PyCon in Pittsburgh in May."
    findings = [model(text, "K1234567", Label.ID_NUMBER, "rules:id_number"),
                model(text, "PyCon", Label.ORG), model(text, "Pittsburgh", Label.LOCATION)]
    assert kept_texts(rules, text, findings) == ["K1234567"]


def test_a_brands_branch_in_a_city_is_public_but_a_workplace_is_not(rules: ContextRules) -> None:
    text = "Hertz in Lisbon charged my card twice for one rental."
    assert kept_texts(rules, text, [model(text, "Lisbon", Label.LOCATION)]) == []
    text = "We worked together at Spotify in Stockholm for three years."
    assert kept_texts(rules, text, [model(text, "Stockholm", Label.LOCATION)]) == ["Stockholm"]


def test_an_events_edition_is_no_private_party_of_its_city(rules: ContextRules) -> None:
    text = "I will travel to speak at MedTechAsia 2026 in Singapore in June."
    findings = [model(text, "MedTechAsia 2026", Label.ORG), model(text, "Singapore",
                                                                   Label.LOCATION)]
    assert "Singapore" not in kept_texts(rules, text, findings)


def test_public_figures_in_chat_and_their_later_surnames(rules: ContextRules) -> None:
    text = "[10:02] K: you can see it from orbit\n[10:03] J: no, even Yuri Gagarin said so"
    assert kept_texts(rules, text, [model(text, "Yuri Gagarin", Label.PERSON)]) == []
    text = "History homework: did Alan Turing work alone?\nTuring built the Bombe with others."
    findings = [model(text, "Alan Turing", Label.PERSON), model(text, "Turing", Label.PERSON,
                                                                nth=1)]
    assert kept_texts(rules, text, findings) == []


def test_foreign_public_bodies_are_task_terms(rules: ContextRules) -> None:
    text = "Should I first write to the Verbraucherzentrale or straight to the Amtsgericht?"
    findings = [model(text, "Verbraucherzentrale", Label.ORG),
                model(text, "Amtsgericht", Label.ORG)]
    assert kept_texts(rules, text, findings) == []


def test_the_rest_of_a_laws_title_is_no_organisation(rules: ContextRules) -> None:
    text = "Under Law No. 4077 on Consumer Rights, can the shop refuse a refund?"
    assert kept_texts(rules, text, [model(text, "Consumer Rights", Label.ORG, "spacy")]) == []


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    home = tmp_path_factory.mktemp("context-categories")
    vault = Vault.open(Path(home) / "vault.sqlite3", key=b"c" * 32)
    engine = Engine.create(vault=vault)
    yield engine
    vault.close()


def test_engine_keeps_task_terms_and_hides_the_user(engine: Engine) -> None:
    text = (
        "Quick one for my exam: explain the Calvin cycle and the Doppler effect, and whether a "
        "Roth IRA beats a 401(k). I'm Marisol Quintana-Reyes, marisol.qr@example.org."
    )
    result = engine.anonymize(text, "context-categories")
    for term in ("Calvin cycle", "Doppler effect", "Roth IRA", "401(k)"):
        assert term in result.text
    assert "Marisol" not in result.text and "marisol.qr@example.org" not in result.text


def sure(text: str, span: str, label: Label) -> Finding:
    start = text.index(span)
    return Finding(start, start + len(span), label, "onnx-ner", 0.95, span)


def test_a_place_the_ner_is_sure_of_stays_protected(rules: ContextRules) -> None:
    # no cue the rules know ties Nairobi to anyone (and a flight makes it look like a trip); the
    # NER, sure, read it as where the family's money is
    text = "Mama's pension is paid in Nairobi but the flight to see her costs too much."
    assert kept_texts(rules, text, [sure(text, "Nairobi", Label.LOCATION)]) == ["Nairobi"]
    # the same place, the NER unsure: a well-known city with no tie is the topic
    assert kept_texts(rules, text, [model(text, "Nairobi", Label.LOCATION)]) == []


def test_a_sure_finding_is_still_judged_by_what_the_term_is(rules: ContextRules) -> None:
    # a listed medicine named as an organisation, an error code: no one's, however sure
    text = "Atorvastatin gave me muscle pain, is that common?"
    assert kept_texts(rules, text, [sure(text, "Atorvastatin", Label.ORG)]) == []
    text = "The import fails with ORA-00942 every night."
    assert kept_texts(rules, text, [sure(text, "ORA-00942", Label.ID_NUMBER)]) == []


def test_a_sure_condition_is_kept_unless_its_sentence_asks_about_it(rules: ContextRules) -> None:
    text = "Also I took 8 months off in 2020 for treatment (Hodgkin lymphoma, in remission now)."
    assert kept_texts(rules, text, [sure(text, "Hodgkin lymphoma", Label.HEALTH)]) == [
        "Hodgkin lymphoma"]
    text = "What are the first signs of Hodgkin lymphoma in adults?"
    assert kept_texts(rules, text, [sure(text, "Hodgkin lymphoma", Label.HEALTH)]) == []
    # a question in a clause of its own asks about something else
    text = ("Took 8 months off in 2020 for treatment of Hodgkin lymphoma (in remission now) — "
            "should I mention that in my cover letter?")
    assert kept_texts(rules, text, [sure(text, "Hodgkin lymphoma", Label.HEALTH)]) == [
        "Hodgkin lymphoma"]
    # a medicine stays a task term even when the NER is sure it is someone's
    text = "My mom is on glimepiride for her diabetes. Can she fast for Ramadan?"
    assert "glimepiride" not in kept_texts(rules, text, [sure(text, "glimepiride", Label.HEALTH)])
