"""StandInGenerator: one realistic, format-preserving stand-in per original and conversation."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from ..types import Label, Mapping, Style
from . import categories, contact, dates, financial, identifiers, names, places
from .cjk import cjk_standin
from .common import Draw, FakerPool, case_style, derive_rng, normalize, title_case, words
from .labels import label_token

Producer = Callable[[Draw], str]

PRODUCERS: dict[Label, Producer] = {
    Label.PERSON: names.generate_person,
    Label.EMAIL: contact.generate_email,
    Label.PHONE: contact.generate_phone,
    Label.CREDIT_CARD: financial.generate_card,
    Label.IBAN: financial.generate_iban,
    Label.ACCOUNT_NUMBER: identifiers.generate_account_number,
    Label.SSN: identifiers.generate_ssn,
    Label.ID_NUMBER: identifiers.generate_id_number,
    Label.SECRET: identifiers.generate_secret,
    Label.IP_ADDRESS: identifiers.generate_ip,
    Label.MAC_ADDRESS: identifiers.generate_mac,
    Label.URL: identifiers.generate_url,
    Label.USERNAME: identifiers.generate_username,
    Label.HOSTNAME: identifiers.generate_hostname,
    Label.ADDRESS: places.generate_address,
    Label.POSTCODE: places.generate_postcode,
    Label.LOCATION: places.generate_location,
    Label.ORG: places.generate_org,
    Label.DATE: dates.generate_date,
    Label.DATE_OF_BIRTH: dates.generate_date,
    Label.AGE: dates.generate_age,
    Label.OCCUPATION: categories.generate_occupation,
    Label.HEALTH: categories.generate_health,
    Label.NRP: categories.generate_nrp,
    Label.CUSTOM: categories.generate_custom,
}
MAX_ATTEMPTS = 30
# Stand-ins up to this long that are everyday words ("up", "IT", "OK") would be "restored" in
# any reply that uses the word, so they are never chosen.
SHORT_STANDIN = 3
# Short abbreviations common in chat and work text that Faker's word list does not contain.
_COMMON_ABBREVIATIONS = frozenset(words(
    "ok id pm am uk us eu un hr it pc tv ai qa ip os db vm ui ux api faq eta ceo cto cfo vp "
    "hq rsvp asap fyi btw lol omg nb ps re cc bcc etc vs aka diy tbd n/a gp er icu mri ct"
))


class StandInGenerator:
    """Deterministic: the same (original, label, seed, existing, context) gives the same stand-in,
    so a preview shows exactly what a later send stores."""

    def __init__(self) -> None:
        self._fakers = FakerPool()

    def generate(
        self,
        original: str,
        label: Label,
        *,
        seed: bytes,
        existing: Sequence[Mapping],
        context: str = "",
    ) -> str:
        same = _same_original(original, label, existing)
        if same is not None:
            return same
        taken = {m.original.casefold() for m in existing}
        taken |= {m.replacement.casefold() for m in existing}
        taken.add(original.casefold())
        producer = PRODUCERS.get(label, categories.generate_custom)
        key = normalize(original)
        for attempt in range(MAX_ATTEMPTS):
            draw = Draw(
                original=original, label=label, rng=derive_rng(seed, label.value, key, attempt),
                seed=seed, attempt=attempt, existing=existing, context=context,
                fakers=self._fakers,
            )
            try:
                # no stand-in starts or ends with a space (Faker's es_ES addresses can end with one)
                candidate = (cjk_standin(draw) or producer(draw)).strip()
            except (ValueError, IndexError, KeyError, StopIteration):
                continue  # an input shape a producer cannot handle; the next attempt may
            if (
                candidate.strip()
                and candidate.casefold() not in taken
                and not _collision_prone(candidate, original, label, context)
            ):
                return candidate
        # Tiny value spaces (a one-digit id) can run out; a numbered token is still unique.
        return label_token(label, existing)

    def label_token(self, label: Label, existing: Sequence[Mapping]) -> str:
        return label_token(label, existing)


def _same_original(original: str, label: Label, existing: Sequence[Mapping]) -> str | None:
    """The stand-in of the same original written in another case ("PRIYA" after "Priya"), in
    this original's case: one entity keeps one stand-in, whatever its spelling."""
    folded = original.casefold()
    for mapping in existing:
        if (
            mapping.style is Style.STANDIN
            and mapping.label is label
            and mapping.original.casefold() == folded
        ):
            style = case_style(original)
            if style == "upper":
                return mapping.replacement.upper()
            if style == "lower":
                return mapping.replacement.lower()
            if case_style(mapping.replacement) in ("upper", "lower"):  # "Priya" after "PRIYA"
                return title_case(mapping.replacement)
            return mapping.replacement
    return None


def _collision_prone(candidate: str, original: str, label: Label, context: str) -> bool:
    """A stand-in that restore would find where the user never wrote it: a short everyday word,
    or one that already occurs in the text around the original (a reply quoting the prompt
    would turn that occurrence into the original too, e.g. an age "1" inside "$1,650")."""
    core = candidate.strip()
    if len(core) <= SHORT_STANDIN and core.casefold() in _common_short_words():
        return True
    if not context:
        return False
    from ..restore import would_restore  # imported here: restore imports this package

    return would_restore(context, Mapping(original, candidate, label))


@functools.cache
def _common_short_words() -> frozenset[str]:
    """Faker's list of ~1,000 common English words (already installed, ~0 ms to import) plus
    common abbreviations, casefolded, up to SHORT_STANDIN characters."""
    from faker.providers.lorem.en_US import Provider

    return frozenset(
        word.casefold() for word in (*Provider.word_list, *_COMMON_ABBREVIATIONS)
        if len(word) <= SHORT_STANDIN
    )
