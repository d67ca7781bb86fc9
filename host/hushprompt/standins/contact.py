"""EMAIL and PHONE stand-ins."""

from __future__ import annotations

import dataclasses
import re

import phonenumbers

from hushprompt.regex_cache import compile_rule

from .common import Draw, ascii_fold, case_style, reshape, words
from .domains import standin_domain
from .names import name_index, person_parts

_LOCAL_SPLIT = compile_rule(r"([._+-])")
# a team's or a function's mailbox keeps its name in the stand-in: a mail to "hr@" still goes to
# HR ("hr@northwind.com" -> "hr@sanchez.com")
_ROLE_LOCALS = frozenset(
    words("info support sales admin contact hello hi team office billing help noreply no-reply "
          "hr jobs careers recruiting recruitment privacy legal accounts accounting finance "
          "payroll security abuse webmaster postmaster press media marketing orders service "
          "customerservice enquiries inquiries reception feedback donotreply notifications "
          "helpdesk servicedesk it ops devops dev engineering compliance dpo gdpr")
)


def _fresh_local(local: str, draw: Draw) -> str:
    index = name_index()
    pieces = _LOCAL_SPLIT.split(local)
    faker = draw.fakers.get("en_US", draw.rng)
    out = []
    for piece in pieces:
        if not piece or _LOCAL_SPLIT.fullmatch(piece):
            out.append(piece)
            continue
        letters = re.match(r"[^\W\d_]*", piece).group(0)
        digits = piece[len(letters):]
        key = letters.casefold()
        if key in _ROLE_LOCALS:
            new = letters
        elif key in index.surname and key not in index.given:
            new = faker.last_name()
        elif key in index.given:
            new = faker.first_name()
        elif len(letters) == 1:
            new = draw.rng.choice("abcdefghijklmnopqrstuvwxyz")
        elif letters:
            new = faker.user_name()
            new = re.sub(r"\d+", "", new) or faker.last_name()
        else:
            new = ""
        new = re.sub(r"[^a-z]", "", ascii_fold(new).lower()) or "user"
        if case_style(letters) == "upper":
            new = new.upper()
        out.append(new + reshape(digits, draw.rng))
    return "".join(out)


def generate_email(draw: Draw) -> str:
    if "@" not in draw.original and "%40" in draw.original:  # URL-encoded: stays encoded
        decoded = dataclasses.replace(draw, original=draw.original.replace("%40", "@"))
        return generate_email(decoded).replace("@", "%40")
    local, _, domain = draw.original.rpartition("@")
    if not local:
        return _fresh_local(draw.original, draw) + "@example.com"
    pairs = person_parts(draw)
    pieces = _LOCAL_SPLIT.split(local)
    if local.isascii():  # an ASCII address gets an ASCII stand-in ("córdoba" -> "cordoba")
        pairs = {k: folded for k, v in pairs.items() if (folded := _ascii_local(v))}
    named = [p for p in pieces if p.casefold() in pairs]
    if named and draw.attempt < 2:
        # maria.gonzalez -> laura.bennett; single letters that are initials follow the names
        initials = {k[0]: v[0] for k, v in pairs.items()}
        new_local = "".join(
            pairs.get(p.casefold())
            or (initials.get(p.casefold()) if len(p) == 1 and p.casefold() in initials else None)
            or (p if _LOCAL_SPLIT.fullmatch(p) or not p else reshape(p, draw.rng))
            for p in pieces
        )
        if case_style(local) == "upper":
            new_local = new_local.upper()
    else:
        new_local = _fresh_local(local, draw)
    new_domain = standin_domain(domain, draw)
    if domain.isascii() and not new_domain.isascii():
        new_domain = ascii_fold(new_domain)
    return f"{new_local}@{new_domain}"


def _ascii_local(part: str) -> str:
    """A name part as an e-mail local part: accents dropped, only letters, digits, "-" and "'"."""
    return re.sub(r"[^a-z0-9'-]", "", ascii_fold(part).lower())


_REGIONS = ("US", "GB", "DE", "FR", "IN", "IT", "ES", "NL", "BR", "AU", "CA")


def _parse(text: str) -> tuple[phonenumbers.PhoneNumber, str] | None:
    regions = (None,) if text.lstrip().startswith("+") else ("US", *_REGIONS)
    for region in regions:
        try:
            number = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_possible_number(number):
            return number, region or ""
    return None


def _country_digit_count(text: str) -> int:
    """Digits of the +CC / 00CC prefix, which stay as they are."""
    stripped = text.lstrip()
    if not (stripped.startswith("+") or stripped.startswith("00")):
        return 0
    international = stripped if stripped.startswith("+") else "+" + stripped[2:]
    parsed = _parse(international)
    cc = len(str(parsed[0].country_code)) if parsed else _country_code_length(international)
    return cc + (2 if stripped.startswith("00") else 0)


def _country_code_length(international: str) -> int:
    """Length of the calling code of a "+..." number that does not parse (a digit short or
    over): calling codes are prefix-free, so the first prefix in the table is the code."""
    digits = "".join(ch for ch in international if ch.isdigit())
    for length in (1, 2, 3):
        if int(digits[:length] or 0) in phonenumbers.COUNTRY_CODE_TO_REGION_CODE:
            return length
    return 1


def _redraw_digits(text: str, keep: int, draw: Draw) -> str:
    out = []
    seen = 0
    national_first = True
    trunk = False
    for ch in text:
        if ch.isdigit():
            seen += 1
            if seen <= keep:
                out.append(ch)
                continue
            if national_first:
                national_first = False
                trunk = ch == "0"
                out.append(ch if trunk else str(draw.rng.randint(2, 9)))  # trunk 0 stays
                continue
            if trunk:  # the digit after a trunk 0 names the service (07 mobile): it stays
                trunk = False
                out.append(ch)
                continue
            out.append(str(draw.rng.randint(0, 9)))
        else:
            out.append(ch)
    return "".join(out)


def _padded_to_possible(candidate: str, draw: Draw) -> str:
    """Digits added to (or dropped from) the last group until phonenumbers calls it possible."""
    for _ in range(20):
        for change in (1, -1, 2, -2, 3):
            if change > 0:
                tried = candidate + "".join(str(draw.rng.randint(0, 9)) for _ in range(change))
            else:
                tried = candidate[:change] if candidate[change:].isdigit() else candidate
            if _parse(tried) is not None:
                return tried
        candidate = candidate[:-1] + str(draw.rng.randint(0, 9))
    return candidate


def generate_phone(draw: Draw) -> str:
    original = draw.original
    if original[:3] in ("%2B", "%2b"):  # "+" as a URL's query writes it: "phone=%2B3725…"
        plus = dataclasses.replace(draw, original="+" + original[3:])
        return original[:3] + generate_phone(plus)[1:]
    keep = _country_digit_count(original)
    before = _parse(original)
    was_valid = before is not None and phonenumbers.is_valid_number(before[0])
    candidate = _redraw_digits(original, keep, draw)
    if before is None:  # the original is a digit short or over: still give a dialable number
        return _padded_to_possible(candidate, draw)
    for _ in range(40):  # redraw until it is as valid as the original was
        after = _parse(candidate)
        if before is None or (
            after is not None
            and (not was_valid or phonenumbers.is_valid_number(after[0]))
            and after[0].country_code == before[0].country_code
        ):
            return candidate
        candidate = _redraw_digits(original, keep, draw)
    return candidate
