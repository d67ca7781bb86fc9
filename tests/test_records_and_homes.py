"""Gaps three prompt files written blind showed in pasted records and letters: a German bank
statement's days ("02.09.") and a span of days ("14.10.-28.10."), a flat named alone ("flat
14", "mieszkanie 14"), a login after "my account", a carer's id in a request, a Swahili member
number. Look-alikes stay: a flat rate, a flat's size, a recipe's fractions."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine

_STATEMENT = (
    "Kannst du diese Umsätze kategorisieren?\n"
    "Datum | Empfänger | Verwendungszweck | Betrag\n"
    "02.09. | Pflegedienst Sonnenschein GmbH | Rechnung 08/24 | -412,80\n"
    "04.09. | Apotheke am Buerplatz | Zuzahlung | -38,45\n"
    "26.09. | Kurzzeitpflege Haus Lindenhof | Anzahlung 14.10.-28.10. | -250,00\n"
)


def test_a_statements_days_and_a_span_of_days_are_hidden(engine: Engine) -> None:
    protected = engine.anonymize(_STATEMENT, "statement-days").text
    for day in ("02.09.", "04.09.", "26.09.", "14.10.-28.10."):
        assert day not in protected
    assert "Verwendungszweck" in protected


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("my neighbour in flat 14 keeps playing music at 3am", "flat 14"),
        ("Sąsiad z góry (pan Zdzisław Mrozek, mieszkanie 14) zalewa mi łazienkę",
         "mieszkanie 14"),
        ("Der Nachbar aus Wohnung 12 ist laut, was kann ich tun?", "Wohnung 12"),
        ("journalctl shows 'Preauthentication failed' for my account rh.jenkins", "rh.jenkins"),
        ("GET /api/visits?carer_id=CR-3307&status=open HTTP/1.1", "CR-3307"),
        ("Mimi ni Wanjiru Kamau-Otieno, mwanachama namba KSC-10448", "KSC-10448"),
    ],
)
def test_a_home_a_login_or_a_number_named_alone_is_hidden(
    engine: Engine, text: str, hidden: str
) -> None:
    assert hidden not in engine.anonymize(text, f"alone-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("They charge a flat 20% fee on top of the rent", "flat 20%"),
        ("the apartment 2 bedrooms layout is odd, how should we furnish it?", "apartment 2"),
        ("Can I change the settings for my account profile page?", "profile"),
        ("1/2 | cup | flour\n3/4 | cup | sugar", "1/2"),
    ],
)
def test_look_alikes_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"alike-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("mysql -u rfernandes -p'Tr0ub4dor&3' -h 10.20.0.14 billing", "rfernandes"),
        ("psql -h db01.corp.local -U mvanderberg -d hr", "mvanderberg"),
        ('Set-ADUser -Identity "mthembu.s" -OfficePhone "+27 31 555 0199" fails', "mthembu.s"),
        ("- Me: Dr Yasmin El-Haddad, 34, junior doctor (ST2 paediatrics) at Leeds",
         "junior doctor"),
        ("Present: Luis Ortega-Vance (line manager, Distribution Center 4)", "line manager"),
        ("Elle a 79 ans et habite seule à Vitré.", "Vitré"),
        ("Nos mudamos para Braga no verão passado e procuramos escola", "Braga"),
        ("I bank with Nationwide and they froze my account", "Nationwide"),
        ("rsync to backup@192.168.1.20:/volume1/photos from joes-macbook-pro", "joes-macbook-pro"),
        ("numero pratica 2024/118823 INPS, quanto devo aspettare?", "2024/118823"),
        ("Subject: outage\ncc: tbauer, asingh\nthe API is down again", "tbauer"),
        ("Kak Dewi, tolong bilang ke Pak Budi ya, rapatnya besok", "Budi"),
        ("F, 29, looking for advice on PCOS and my job", "29"),
        ("my grandma will be 100 in May! ideas for a party?", "100"),
    ],
)
def test_logins_jobs_homes_and_banks_said_in_passing_are_hidden(
    engine: Engine, text: str, hidden: str
) -> None:
    assert hidden not in engine.anonymize(text, f"passing-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("mysql -u root -p -h localhost shop", "root"),
        ("Tell me about Marie Curie (chemist, Nobel 1903)", "chemist"),
        ("Should Nationwide raise its savings rates this year?", "Nationwide"),
        ("Subject: launch\nTo: marketing, design\nplease review the deck", "marketing"),
    ],
)
def test_their_look_alikes_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"passing-alike-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Should I put more into my SIPP or pay down the mortgage with Halifax?", "Halifax"),
        ("We're retired, with $410k in super with AustralianSuper. Age Pension?",
         "AustralianSuper"),
        ("Ich habe 12.000 € Schulden bei der Targobank. Privatinsolvenz?", "Targobank"),
        ("Our agent: Jasmine Tan\nBank loan from DBS, loan ref HL-7782-1190\nwe're applying "
         "for a grant", "DBS"),
    ],
)
def test_the_firm_holding_someones_loan_or_pension_is_hidden(
    engine: Engine, text: str, hidden: str
) -> None:
    assert hidden not in engine.anonymize(text, f"firm-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Compare a mortgage with Nationwide vs Barclays for first-time buyers", "Nationwide"),
        ("We want a GH₵ 450,000 mortgage from Fidelity Bank over 15 years. Can we afford it?",
         "Fidelity Bank"),
        ("O banco é PostgreSQL 15. Como normalizo o CPF no SELECT?", "PostgreSQL"),
    ],
)
def test_offers_and_a_database_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"offer-{hash(text)}").text


def test_an_iban_printed_in_groups_of_four_is_hidden_even_when_its_check_fails(
    engine: Engine,
) -> None:
    text = "IT60 X054 2811 1010 0000 0123 457 is my account, why does the transfer bounce?"
    assert "IT60 X054 2811 1010 0000 0123 457" not in engine.anonymize(text, "iban-print").text


@pytest.mark.parametrize(
    "link",
    [
        "gofundme.com/f/help-the-okafor-family-rebuild",
        "https://trello.com/b/Xy7Kp2Lm/wedding-planning-sarah-tom",
        "https://www.rightmove.co.uk/properties/148812345",
        "https://www.zillow.com/homedetails/42-Elm-St-Springfield-IL-62704/12345678_zpid/",
        "https://www.overleaf.com/project/64f1a2b3c4d5e6f7a8b9c0d1",
        "gist.github.com/ravi-k/8f3e2a91b7c64d1e",
        "bit.ly/3xKp9Lm",
        "strava.com/athletes/48812345",
        "https://maps.app.goo.gl/Ab12Cd34Ef56Gh78",
    ],
)
def test_a_link_to_ones_own_page_board_listing_or_pin_is_hidden(
    engine: Engine, link: str
) -> None:
    text = f"here is the link: {link} - can you write a short message to go with it?"
    assert link not in engine.anonymize(text, f"link-{hash(link)}").text


@pytest.mark.parametrize(
    "link",
    [
        "https://en.wikipedia.org/wiki/Hodgkin_lymphoma",
        "https://docs.python.org/3/library/asyncio.html",
        "https://www.gofundme.com/c/blog/fundraising-ideas",
    ],
)
def test_a_public_page_stays(engine: Engine, link: str) -> None:
    text = f"Summarise {link} for me"
    assert link in engine.anonymize(text, f"public-link-{hash(link)}").text
