"""Property: anonymize by substituting generated stand-ins, then restore -> the exact original."""

from __future__ import annotations

import os

from hushprompt.restore import restore
from hushprompt.standins import StandInGenerator
from hushprompt.types import Label, Mapping
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

GEN = StandInGenerator()
PEOPLE = ["Priya Sharma", "Giulia Rossi", "Hiroshi Tanaka", "Dr. Olumide Adeyemi",
          "Maria Gonzalez", "J. Whitfield", "Sean O'Connell", "Anne-Marie Dubois", "Lars Eriksson"]
OTHERS = [
    ("maria.gonzalez@acme.com", Label.EMAIL), ("p.sharma@gmail.com", Label.EMAIL),
    ("+1 (415) 555-0134", Label.PHONE), ("+44 20 7946 0958", Label.PHONE),
    ("4111 1111 1111 1111", Label.CREDIT_CARD), ("GB82 WEST 1234 5698 7654 32", Label.IBAN),
    ("123-45-6789", Label.SSN), ("sk-proj-AbCdEf1234567890abcdEFGH", Label.SECRET),
    ("192.168.1.23", Label.IP_ADDRESS), ("00:1A:2B:3C:4D:5E", Label.MAC_ADDRESS),
    ("1985-03-12", Label.DATE_OF_BIRTH), ("March 12, 2024", Label.DATE), ("Acme Corp.", Label.ORG),
    ("Berlin", Label.LOCATION), ("EMP-004521", Label.ID_NUMBER), ("db-prod-03.corp.acme.internal",
                                                                  Label.HOSTNAME),
    ("https://www.linkedin.com/in/maria-gonzalez-1234/", Label.URL), ("asthma", Label.HEALTH),
]
FILLER = ("the", "report", "was", "sent", "to", "and", "please", "check", "whether", "our",
          "meeting", "on", "is", "still", "fine", "thanks", "about", "invoice", "for", "with",
          "call", "at", "(", ")", ",", ".", ":", "—", "\n", "“", "”", "data", "annual", "review")

RANDOM_FILLER = st.text(
    st.characters(categories=["Ll", "Lu", "Nd", "Po", "Zs", "So"]), min_size=1, max_size=8
)


@st.composite
def documents(draw):
    """A list of segments: ("filler", text) or (label, original-as-written)."""
    segments = []
    for _ in range(draw(st.integers(1, 25))):
        kind = draw(st.sampled_from(["filler", "filler", "person", "other"]))
        if kind == "filler":
            segments.append((None, draw(st.one_of(st.sampled_from(FILLER), RANDOM_FILLER))))
        elif kind == "person":
            name = draw(st.sampled_from(PEOPLE))
            form = draw(st.sampled_from(["full", "first", "upper", "possessive"]))
            bare = [w for w in name.split() if not w.endswith(".")]
            written = {"full": name, "first": bare[0], "upper": name.upper(),
                       "possessive": name}[form]
            segments.append((Label.PERSON, written))
            if form == "possessive":
                segments.append((None, draw(st.sampled_from(["'s", "’s"]))))
        else:
            original, label = draw(st.sampled_from(OTHERS))
            segments.append((label, original))
    return segments


def _join(parts: list[str], glue: list[str]) -> str:
    return "".join(p + g for p, g in zip(parts, glue, strict=True))


EXAMPLES = int(os.environ.get("HUSHPROMPT_PROPERTY_EXAMPLES", "300"))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents(), st.binary(min_size=8, max_size=32), st.data())
def test_anonymize_then_restore_gives_the_exact_text(segments, seed, data):
    existing: list[Mapping] = []
    by_original: dict[str, str] = {}
    originals: list[str] = []
    standins: list[str] = []
    for label, written in segments:
        if label is None:
            originals.append(written)
            standins.append(written)
            continue
        if written not in by_original:
            context = " ".join(w for _, w in segments)
            replacement = GEN.generate(written, label, seed=seed, existing=existing,
                                       context=context)
            existing.append(Mapping(written, replacement, label))
            by_original[written] = replacement
        originals.append(written)
        standins.append(by_original[written])
    # glue: a space between segments, none before a possessive or closing punctuation
    glue = []
    for i in range(len(segments)):
        nxt = segments[i + 1][1] if i + 1 < len(segments) else ""
        glue.append("" if nxt in ("'s", "’s", ",", ".", ")", "”") or not nxt else " ")
    original_text = _join(originals, glue)
    anonymized = _join(standins, glue)

    restored, found = restore(anonymized, existing)
    assert restored == original_text
    assert restore(restored, existing)[0] == restored
    for r in found:
        assert anonymized[r.start:r.end] == r.replacement
