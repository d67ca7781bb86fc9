"""Cues that tell a public name (a city, a brand, a landmark) from a private one.

A model often takes "Lisbon" or "Monzo" for a PERSON, and a place is a quasi-identifier only when
it identifies the user or a private party ("I live in Lyon", "the client is at Atelier Girard in
Lyon", "flying from Osaka"). These functions look at the words around a span; each is one regex
search on a short window, so a prompt's cost stays linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hushprompt.detect.lone_names import given_name_before
from hushprompt.detect.public_entities import (
    is_given_name,
    is_public_brand,
    is_public_place,
)
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# --- a person is meant --------------------------------------------------------------------
_PERSON_BEFORE = compile_rule(
    r"(?i:\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|aunty|auntie|uncle|dear|hi|hello|hey|thanks|"
    r"colleague|co-?worker|friend|boss|manager|neighbou?r|tenant|landlord|patient|client|"
    r"son|daughter|wife|husband|partner|fianc[ée]e?|mom|mum|dad|mother|father|brother|sister|"
    r"cousin|nephew|niece|grand(?:son|daughter|mother|father|ma|pa)|student|pupil|teacher|"
    r"lawyer|doctor|nurse|contact|named|called|baby|babies|kid|kids|toddler|twins?|guy|gal|"
    r"mevr|dhr|mevrouw|meneer|herr|frau|sr|sra|señor|señora|signor|signora|pan|pani|"
    # greetings of other languages: "Bonjour Claire", "Olá Marta", "Merhaba Elif"
    r"hola|olá|oi|bonjour|bonsoir|salut|coucou|cher|chère|hallo|liebe|lieber|ciao|"
    r"buongiorno|gentile|hej|hei|hallå|hoi|geachte|beste|cześć|witam|merhaba|selam|sayın|"
    r"querida|querido|estimada|estimado|prezada|prezado)\.?,?)\s+$"
)
_PERSON_AFTER = compile_rule(
    r"^(?:\s+[A-Z][a-z]+\b(?!\s+(?:and|or)\b)"  # a surname: "Milan Novak"
    r"|\s*\(\d{1,3}\)"  # an age: "Florence (34)"
    r"|\s+(?:said|says|told|tells|asked|asks|wrote|writes|thinks|wants|needs|feels|replied|"
    r"is my|was my|and I|has been|called|emailed|texted)\b"
    r"|['’]s\s+(?:wife|husband|partner|mother|father|mum|mom|dad|son|daughter|birthday|phone|"
    r"email|number|address|manager|boss))"
)
_SPEAKER = compile_rule(r"(?:^|\n)[ \t\[\]\d:]*$")

# --- a place is meant -----------------------------------------------------------------------
_PLACE_BEFORE = compile_rule(
    r"(?i)\b(?:in|to|from|via|through|around|near|visit(?:ing)?|explore|exploring|towards?|"
    r"reach|leaving|then|do|see|trip|days|nights|weekend)\s+$"
)
_TALK_TO = compile_rule(
    r"(?i)\b(?:talk|speak|send|sent|give|gave|write|wrote|reply|replied|say|said|explain|"
    r"forward|email|e-mail|message|text|introduce|report|listen|mention|show|hand|pass)\w*"
    r"\s+(?:\w+\s+)?to\s+$"
)
_STAY_AFTER = compile_rule(r"^\s*\(\s*\d+\s*(?:nights?|days?|n|d)\b", re.I)
_COORDINATED_AFTER = compile_rule(
    r"^(?:\s*\([^)]{0,20}\))?\s*(?:,|and|or|then|&|/|->|→|–|-)\s*([A-Z][\w'’.-]*(?:\s[A-Z][\w'’.-]*)?)"
)
_COORDINATED_BEFORE = compile_rule(
    r"([A-Z][\w'’.-]*(?:\s[A-Z][\w'’.-]*)?)(?:\s*\([^)]{0,20}\))?\s*(?:,|and|or|then|&|/|->|→|–)\s*$"
)

# --- a place is tied to the user or a private party ----------------------------------------
_ORIGIN_BEFORE = compile_rule(
    r"(?i)\b(?:fly(?:ing)?|flew|flights?|coming|come|came|drive|driving|moving|moved|relocat\w*|"
    r"commut\w*|travel(?:l?ing)?|trip)\b(?:\s+(?:in|over|down|up|back))?(?:\s+\S+){0,3}?"
    r"\s+from\s+$"
    r"|\b(?:back home (?:to|in)|home (?:to|in)|near where i live,?|where i live,?|"
    r"issued (?:at|in|by)|registered (?:at|in)|born (?:at|in))\s+$"
)
_CONNECTOR_BEFORE = compile_rule(r"^(?:,\s*|\s+(?:in|of|near|at|outside|based in)\s+)$")
_SITE_AFTER = compile_rule(
    r"\s+(?:office|branch|site|campus|clinic|plant|factory|warehouse|headquarters|hq|store|"
    r"shop|depot|team)\b",
    re.I,
)
_ADDRESS_LABELS = frozenset({Label.ADDRESS, Label.POSTCODE})
# An event's edition ("BioJapan 2025", "Web Summit 2024") is no private party of its place.
_EVENT = compile_rule(r"\s(?:19|20)\d\d\s*$")
# (and someone's job: "a freelance UX designer in Austin", "nurse at ... in Leeds")
_PRIVATE_PARTY_LABELS = frozenset({Label.ORG, Label.PERSON, Label.OCCUPATION})

# --- a place is the topic ------------------------------------------------------------------
PLACE_TOPIC = compile_rule(
    r"(?i)\b(?:laws?|legal|illegal|legally|statute|jurisdiction|regulations?|require[sd]?|"
    r"allowed|permitted|history|historical|war|wars|empire|kingdom|dynasty|revolution|treaty|"
    r"independence|assassinat\w*|battle|invasion|invaded|annex\w*|declared|mobili[sz]ed|"
    r"capital of|population|culture|cuisine|climate|weather|economy|famous|known for|route|"
    r"visa|schengen|embassy|consulate|itinerar\w*|sightseeing|tourist|worth visiting|"
    r"rules?|overtime|minimum wage|important|importance|significance|national hero)\b"
    # a year long past (history), not a group of digits of a card or a phone number
    r"|(?<!\d[ -])\b(?:1[0-8]\d\d|19[0-4]\d)\b(?![ -]\d)"
)
# (KIND_AFTER and _SITE_AFTER are used as `pattern.match(text, end)`, so they have no "^".)
# Words after a name that make it a product, service or programme: "Platinum card", "Tomcat
# app", "Teams transcript", "Chevening scholarship", "GitOps repo".
KIND_AFTER = compile_rule(
    r"['’]?s?\s+(?:cards?|scholarships?|fellowships?|transcripts?|meetings?|calls?|chats?|"
    r"channels?|workspaces?|apps?|applications?|servers?|repos?|repositor(?:y|ies)|"
    r"pipelines?|clusters?|instances?|containers?|plugins?|extensions?|api|sdk|cli|dags?|"
    r"machines?|cipher|subscriptions?|exam|test|visa|miles|points|rewards|theorem|paradox|"
    r"equation|principle|"
    # an event, a course, a procedure or a thing bought: "ITB Berlin trade fair", "Epidemiology
    # module", "Extenuating Circumstances procedure", "Arçelik washing machine"
    r"trade fairs?|fairs?|expos?|exhibitions?|conferences?|summits?|congress|festivals?|"
    r"modules?|courses?|syllabus|curriculum|procedures?|cycle|"
    r"washing machines?|dishwashers?|fridges?|refrigerators?|freezers?|ovens?|dryers?|"
    r"boilers?|laptops?|phones?|smartphones?|tablets?|tvs?|headphones?|earbuds|"
    # a plant's cultivar group: "Darwin hybrid tulips", "Parrot tulips", "David Austin roses"
    r"(?:hybrids?\s+)?(?:tulips|roses|lilies|daffodils|narcissi|orchids|peonies|dahlias|"
    r"hyacinths|bulbs))\b"
)


def person_cue(text: str, found: Finding, findings: Sequence[Finding]) -> bool:
    """Words around a one-word span that make it a person: a title, a relation, a surname after
    it, a verb of speech, a speaker's tag; or a longer PERSON finding that contains it."""
    before = text[max(0, found.start - 40) : found.start]
    after = text[found.end : found.end + 30]
    if _PERSON_BEFORE.search(before) or _PERSON_AFTER.match(after):
        return True
    if after.startswith(":") and _SPEAKER.search(before):
        return True
    if given_name_before(text, found.start) is not None:
        return True  # "Dilek Aydın": a given name before it
    word = found.text.strip().casefold()
    return any(
        f.label is Label.PERSON and " " in f.text.strip() and word in f.text.casefold().split()
        for f in findings
    )


def place_cue(text: str, found: Finding, strict: bool = False) -> bool:
    """Words around a span that make it a place: a stay ("Florence (2 nights)"), another public
    place beside it in a list ("Petra or Wadi Rum"), or (unless `strict`) a preposition of place
    (not "talk to")."""
    before = text[max(0, found.start - 40) : found.start]
    after = text[found.end : found.end + 40]
    if _STAY_AFTER.match(after):
        return True
    if not strict and _PLACE_BEFORE.search(before) and not _TALK_TO.search(before):
        return True
    return coordinated_with_public_place(text, found)


def coordinated_with_public_place(text: str, found: Finding) -> bool:
    before = text[max(0, found.start - 40) : found.start]
    after = text[found.end : found.end + 40]
    neighbours = []
    if match := _COORDINATED_AFTER.match(after):
        neighbours.append(match.group(1))
    if match := _COORDINATED_BEFORE.search(before):
        neighbours.append(match.group(1))
    return any(_is_public_name(name) for name in neighbours)


def _is_public_name(name: str) -> bool:
    words = name.split()
    candidates = [name, words[0]] if len(words) > 1 else [name]
    return any(is_public_place(c) or is_public_brand(c) for c in candidates)


def place_tied_to_user(text: str, found: Finding, findings: Sequence[Finding]) -> bool:
    """A place said as the user's origin ("flying from Osaka"), the place of a private party
    ("at Atelier Girard & Fils in Lyon", "Finlogic Software Pvt Ltd, Bengaluru", "the Lisbon
    office of ..."), or part of an address line."""
    before = text[max(0, found.start - 60) : found.start]
    if _ORIGIN_BEFORE.search(before) or _SITE_AFTER.match(text, found.end):
        return True
    for other in findings:
        if other is found or other.overlaps(found):
            continue
        if other.label in _ADDRESS_LABELS and (
            0 <= found.start - other.end <= 3 or 0 <= other.start - found.end <= 3
        ):
            return True
        if (
            other.label in _PRIVATE_PARTY_LABELS
            and not _EVENT.search(other.text)
            and other.end <= found.start
            and _CONNECTOR_BEFORE.match(text[other.end : found.start])
            and not is_public_brand(other.text.strip(" ,."))
            and not is_public_place(other.text.strip(" ,."))
        ):
            return True
    return False


def ambiguous_place(term: str) -> bool:
    """A place name that is also a first name ("Florence", "Milan", "Jordan")."""
    return is_given_name(term)
