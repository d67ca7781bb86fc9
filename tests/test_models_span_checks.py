"""The NER model's proposals pass only when they look like what they claim to be."""

from __future__ import annotations

import pytest
from hushprompt.models.span_checks import plausible
from hushprompt.types import Finding, Label


def _finding(text: str, span: str, label: Label) -> Finding:
    start = text.index(span)
    return Finding(start, start + len(span), label, "onnx-ner", 0.9, span)


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        ("Me, Jan 15: Thank you. Heat is back.", "Heat", Label.PERSON),  # sentence case
        ("Me, Jan 15: Thank you.", "Me", Label.PERSON),
        ("Me, Jan 15: Thank you.", "Jan", Label.PERSON),  # a month before a day
        ("auth_basic_user_file /etc/nginx/.htpasswd;", "basic_", Label.EMAIL),  # rules' kind
        ("at com.acme.crm.Import.run(Import.java:41)", "com.acme.crm.", Label.ORG),
        ("intent = stripe.PaymentIntent.create()", "stripe.PaymentIntent", Label.SECRET),
        ("POST /api/v2/checkout", "v2", Label.ID_NUMBER),
        ("the api is on `redis_client` now", "redis_client", Label.PERSON),
        # a key file's path or a piece of its name is not an identifier
        ("$ ssh -i ~/.ssh/id_ed25519 deploy@host", "ssh/id_ed25519", Label.ID_NUMBER),
        ("$ ssh -i ~/.ssh/id_ed25519 deploy@host", ".ssh/id_ed25519", Label.ID_NUMBER),
        ("-rw------- 1 mlarsen staff 411 id_ed25519", "_ed25519", Label.ID_NUMBER),
    ],
)
def test_code_tokens_and_sentence_case_words_are_rejected(
    text: str, span: str, label: Label
) -> None:
    assert not plausible(text, _finding(text, span, label))


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        ("Heat is back, Priya said.", "Priya", Label.PERSON),  # a known given name
        ("I met Tunde yesterday.", "Tunde", Label.PERSON),  # capital mid-sentence
        ("Ask Maria Gonzalez about it.", "Maria Gonzalez", Label.PERSON),
        ("My order ORD-5531-7720 is late.", "ORD-5531-7720", Label.ID_NUMBER),
        ("Invoice No.48213 is overdue.", "48213", Label.ID_NUMBER),
        ("She works at Northwind Traders.", "Northwind Traders", Label.ORG),
        ("I was diagnosed with type 2 diabetes.", "type 2 diabetes", Label.HEALTH),
        ("I am a 39-year-old bus driver.", "bus driver", Label.OCCUPATION),
        ("She is 39 years old.", "39", Label.AGE),
        ("Patient aged 71, admitted", "71", Label.AGE),
        ("I'm Darnell Washington, 44, unemployed since May", "44", Label.AGE),
        ("Our tenant Maria Lopez (45) called", "45", Label.AGE),
    ],
)
def test_plausible_spans_are_kept(text: str, span: str, label: Label) -> None:
    assert plausible(text, _finding(text, span, label))


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        ("Megha's essay on pharmacology was strong.", "pharmacology", Label.OCCUPATION),
        ("under the Working Environment Act", "Working Environment", Label.OCCUPATION),
        ("Trip: Rome (3 nights), Florence (2 nights)", "Rome", Label.ADDRESS),
        ("07/05 Anytime Fitness $24.95\n09/05 Transfer", "/05 Anytime Fitness $24.95\n09/05",
         Label.ADDRESS),
        ("refuses to return my €1,800 deposit", "1,800", Label.ID_NUMBER),
        ("I moved out on 31 January and left it clean.", "31 January", Label.DATE_OF_BIRTH),
        # numbers alone are no street address: a flight, a member number, an amount
        ("TP 1352  LIS → FNC  21 DEC 2024", "1352", Label.ADDRESS),
        ("Frequent flyer: TAP Miles&Go 301 884 772", "884 772", Label.ADDRESS),
        ("incassokosten ad € 436,26, de wettelijke rente", "436,26, de wettelijke",
         Label.ADDRESS),
        # a span that ends inside a word: a stand-in would run into the rest of it
        ("Frequent flyer: TAP Miles&Go 301 884 772", "Miles&", Label.ORG),
        # lower-case words that are no names, or not all of them
        ("the meeting was long and boring", "long", Label.PERSON),
        ("ask priyanka about the report", "priyanka about", Label.PERSON),
        ("I still use Windows 2000 at home", "2000", Label.ADDRESS),
    ],
)
def test_kinds_the_span_does_not_look_like_are_rejected(
    text: str, span: str, label: Label
) -> None:
    assert not plausible(text, _finding(text, span, label))


@pytest.mark.parametrize(
    ("text", "span", "label"),
    [
        ("Naledi Dlamini (Talent Partner) said", "Talent Partner", Label.OCCUPATION),
        ("Demetrius, 41, HVAC technician at Buckeye", "HVAC technician", Label.OCCUPATION),
        ("I'm unemployed since January.", "unemployed", Label.OCCUPATION),
        ("at Flat 3, 27 Cavendish Road, Manchester", "Flat 3, 27 Cavendish Road", Label.ADDRESS),
        ("Patient MRN 4366-8443 was seen", "4366-8443", Label.ID_NUMBER),
        ("born 17.02.1949 in Kraków", "17.02.1949", Label.DATE_OF_BIRTH),
        ("wonende aan de Slotermeerlaan 214-III, Amsterdam", "Slotermeerlaan 214-III",
         Label.ADDRESS),
        ("send it to AT&T's office", "AT&T", Label.ORG),
        # typed in lower case, every word a known name (the world's given names too)
        ("need a warning letter for one of my baristas, jayden okafor, 3rd time late",
         "jayden okafor", Label.PERSON),
        ("thx, priyanka", "priyanka", Label.PERSON),
        # a town, then a postcode of digits only
        ("Flat 1203, Lake Vista Tower, Powai, Mumbai 400076\nRent", "400076", Label.ADDRESS),
    ],
)
def test_spans_that_look_like_their_kind_pass(text: str, span: str, label: Label) -> None:
    assert plausible(text, _finding(text, span, label))


def _scored(text: str, span: str, label: Label, score: float) -> Finding:
    start = text.index(span)
    return Finding(start, start + len(span), label, "onnx-ner", score, span)


@pytest.mark.parametrize(("text", "span", "label", "whole", "kind"), [
    # a code cut at its punctuation grows to the whole code
    ("police report, incident #25-004418. Thanks", "-004418", Label.ID_NUMBER, "25-004418",
     Label.ID_NUMBER),
    ("ul. Kościuszki 17/4, 45-062 Opole", "-062", Label.ADDRESS, "45-062", Label.POSTCODE),
    # an address that is a postcode alone is a postcode
    ('"Greifswalder Str. 212", "10405", "Berlin"', "10405", Label.ADDRESS, "10405",
     Label.POSTCODE),
    # a sure lower-case "name" shaped like a handle is a user name
    ('{ name = "r.haddad", email = "rania.haddad@x.ae" }', "r.haddad", Label.PERSON, "r.haddad",
     Label.USERNAME),
])
def test_the_models_codes_are_widened_and_given_their_kind(
        text: str, span: str, label: Label, whole: str, kind: Label) -> None:
    from hushprompt.models.span_checks import reshaped

    found = reshaped(text, _scored(text, span, label, 0.95))
    assert (found.text, found.label) == (whole, kind)
    assert plausible(text, found)


def test_a_booking_code_with_few_digits_needs_a_sure_model() -> None:
    text = "Subject: Your booking confirmation – 6XKQ2B"
    assert plausible(text, _scored(text, "6XKQ2B", Label.ID_NUMBER, 0.9))
    assert not plausible(text, _scored(text, "6XKQ2B", Label.ID_NUMBER, 0.75))
    # a number grouped like an amount is an identifier when the model is sure and no currency
    text = "Steuer-ID Jana: 47 109 385 216"
    assert plausible(text, _scored(text, "47 109 385 216", Label.ID_NUMBER, 0.9))
    assert not plausible("paid €47 109 385", _scored("paid €47 109 385", "47 109 385",
                                                      Label.ID_NUMBER, 0.9))


def test_a_postcode_the_model_found_needs_an_address_around_it() -> None:
    from hushprompt.models.span_checks import reshaped

    text = "Flight BA 2490 from Gatwick at 0715, gate 22"
    found = reshaped(text, _scored(text, "0715", Label.ADDRESS, 0.9))
    assert found.label is Label.POSTCODE and not plausible(text, found)
    text = "ul. Kościuszki 17/4, 45-062 Opole"
    assert plausible(text, reshaped(text, _scored(text, "45-062", Label.ADDRESS, 0.9)))
