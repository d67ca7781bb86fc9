"""Software, products, plant varieties, doctors' specialties, foreign-language acronyms and
places in travel or law questions that a model takes for names are kept by category; the same
kinds of words stay protected when they are the user's job, employer or a private person."""

from __future__ import annotations

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.types import Finding, Label

# The score of these made-up model findings: one the NER is not sure of, which the context rules
# judge. (A finding it is sure of outweighs the rules that ask whether a place or brand is
# tied to someone: test_a_place_the_ner_is_sure_of_stays_protected.)
UNSURE = 0.8


@pytest.fixture(scope="module")
def rules() -> ContextRules:
    return ContextRules()


def model(text: str, span: str, label: Label, source: str = "onnx-ner") -> Finding:
    start = text.index(span)
    return Finding(start, start + len(span), label, source, UNSURE, span)


def kept(rules: ContextRules, text: str, span: str, label: Label,
         source: str = "onnx-ner") -> list[str]:
    return [f.text for f in rules.filter(text, [model(text, span, label, source)])]


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        # software and services
        ("Should our dashboard use SWR / Next.js route handlers instead?", "SWR / Next.js",
         Label.ORG),
        ("We track funnels with Mixpanel + Optimizely, is that overkill?", "Optimizely",
         Label.PERSON),
        ("Why does Uvicorn drop websocket connections behind a proxy?", "Uvicorn", Label.PERSON),
        ("Renewing certs from Let's Encrypt fails with a DNS error.", "Let's Encrypt", Label.ORG),
        # a brand with its model, product or department
        ("The filter of a Dyson V11 smells burnt, can I wash it?", "a Dyson V11", Label.ORG),
        ("Draft a complaint to Verizon customer relations about outages.",
         "Verizon customer relations", Label.ORG),
        ("Is Xfinity support open on Sundays?", "Xfinity support", Label.ORG),
        ("How do I open a case in the eBay Resolution Center?", "Resolution Center", Label.ORG),
        # plant varieties
        ("When should I plant Triumph tulips in a cold garden?", "Triumph tulips", Label.ORG),
        ("Do Parrot tulips need staking?", "Parrot", Label.PERSON),
        # acronyms with words of another language around them
        ("Mag een werkgever om je BSN vragen?", "om je BSN", Label.ORG),
        ("Wat zegt de AVG over camera's op kantoor?", "de AVG", Label.PERSON),
        # a course
        ("Is AP Chemistry harder than AP Biology?", "AP Chemistry", Label.ORG),
        # the pandemic as a time
        ("My café lost half its customers during COVID, can I claim relief?", "COVID",
         Label.HEALTH),
    ],
)
def test_products_and_terms_are_kept(
    rules: ContextRules, text: str, span: str, label: Label
) -> None:
    assert kept(rules, text, span, label) == []


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("My dad's cardiologist Dr Haddad wants a stress test, what happens in one?",
         "cardiologist"),
        ("can you recommend a good rheumatologist for lupus in general?", "rheumatologist"),
    ],
)
def test_a_doctors_specialty_is_no_ones_job(rules: ContextRules, text: str, span: str) -> None:
    assert kept(rules, text, span, Label.OCCUPATION) == []


def test_the_users_own_specialty_stays_protected(rules: ContextRules) -> None:
    text = "I'm a cardiologist at a small hospital and need help with my CV."
    assert kept(rules, text, "cardiologist", Label.OCCUPATION) == ["cardiologist"]
    text = "my sister is a paediatric dentist, what should she charge?"
    assert kept(rules, text, "dentist", Label.OCCUPATION) == ["dentist"]


def test_a_legal_form_is_no_job(rules: ContextRules) -> None:
    text = "As a sole trader, do I need to register for VAT?"
    assert kept(rules, text, "trader", Label.OCCUPATION) == []


def test_places_in_a_list_or_a_trip_are_kept(rules: ContextRules) -> None:
    text = "Two weeks in Italy: Rome, Florence, Venice. Which rail pass should I buy?"
    assert kept(rules, text, "Rome, Florence,", Label.PERSON) == []
    text = "Can my ex take our son to Lisbon for the whole summer without my consent?"
    assert kept(rules, text, "Lisbon", Label.LOCATION) == []
    text = "Does Oregon's overtime rule cover farm workers?"
    assert kept(rules, text, "Oregon", Label.LOCATION) == []
    text = "Someone used my card at a 7-Eleven in Osaka yesterday, what should I do?"
    assert kept(rules, text, "Osaka", Label.LOCATION) == []


def test_a_public_host_in_a_config_is_kept(rules: ContextRules) -> None:
    text = "Host gh\n  HostName github.com\n  User git"
    assert kept(rules, text, "github.com", Label.HOSTNAME, "rules:connection_host") == []
    text = "Host build\n  HostName build.kestrelworks.com\n  User deploy"
    found = "build.kestrelworks.com"
    assert kept(rules, text, found, Label.HOSTNAME, "rules:connection_host") == [found]


def test_names_and_ties_to_the_user_stay_protected(rules: ContextRules) -> None:
    # a private person beside an acronym or a speech verb
    text = "ROBIN says the contract is fine."
    assert kept(rules, text, "ROBIN says", Label.PERSON) == ["ROBIN says"]
    # a person's name before a kind of flower someone gave
    text = "I bought Sarah roses for her birthday."
    assert kept(rules, text, "Sarah", Label.PERSON) == ["Sarah"]
    # the user's employer, even when a listed brand with a department after it
    text = "I work at Verizon customer relations and need a reference letter."
    assert kept(rules, text, "Verizon customer relations", Label.ORG) == [
        "Verizon customer relations"
    ]
    # a list of names that are no places
    text = "Invite Jordan, Austin, to the review of our trip."
    assert kept(rules, text, "Jordan, Austin,", Label.PERSON) == ["Jordan, Austin,"]
    text = "Invite Marta, Joaquín, to the review."
    assert kept(rules, text, "Marta, Joaquín,", Label.PERSON) == ["Marta, Joaquín,"]
    # the user's home in a summer question
    text = "I live in Lyon; can my parents visit for the whole summer on a tourist visa?"
    assert kept(rules, text, "Lyon", Label.LOCATION) == ["Lyon"]
