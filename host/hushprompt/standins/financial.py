"""CREDIT_CARD, IBAN and ACCOUNT_NUMBER stand-ins.

Luhn and ISO 13616 mod-97 are a few lines each; they are written here rather than pulled in
through a payment library, which would bring far more than these two checksums.
"""

from __future__ import annotations

import re
import string

from hushprompt.regex_cache import compile_rule

from .common import Draw, reshape

# a card's expiry: "09/27", "09 / 2027"
_EXPIRY = compile_rule(r"(0[1-9]|1[0-2])(\s?/\s?)(\d{2}|\d{4})")


def luhn_check_digit(payload: str) -> str:
    """The digit that makes payload + digit pass the Luhn check."""
    total = 0
    for position, ch in enumerate(reversed(payload)):
        digit = int(ch)
        if position % 2 == 0:  # doubled: these sit at odd positions once the check digit is added
            digit = digit * 2 - 9 if digit > 4 else digit * 2
        total += digit
    return str((10 - total % 10) % 10)


def _fill_digits(template: str, digits: str) -> str:
    it = iter(digits)
    return "".join(next(it) if ch.isdigit() else ch for ch in template)


def _iin_keep(digits: str) -> int:
    """How many leading digits name the card brand (Amex 34/37, Mastercard 51-55/22-27...)."""
    if digits.startswith(("34", "37", "62", "35", "36", "65")) or digits[:2] in {
        "51", "52", "53", "54", "55", "22", "23", "24", "25", "26", "27",
    }:
        return 2
    if digits.startswith("6011"):
        return 4
    return 1


def _other_expiry(expiry: re.Match[str], draw: Draw) -> str:
    """Another possible expiry: another month, a year near the original's."""
    month = draw.rng.choice([m for m in range(1, 13) if m != int(expiry.group(1))])
    year = int(expiry.group(3)) + draw.rng.choice((-1, 0, 1, 2))
    width = len(expiry.group(3))
    return f"{month:02d}{expiry.group(2)}{year % 10 ** width:0{width}d}"


def generate_card(draw: Draw) -> str:
    expiry = _EXPIRY.fullmatch(draw.original)
    if expiry is not None:
        return _other_expiry(expiry, draw)
    digits = "".join(ch for ch in draw.original if ch.isdigit())
    if len(digits) < 2:
        return reshape(draw.original, draw.rng)
    keep = _iin_keep(digits)
    for _ in range(20):
        body = digits[:keep] + "".join(
            str(draw.rng.randint(0, 9)) for _ in range(len(digits) - keep - 1)
        )
        new = body + luhn_check_digit(body)
        if new != digits:
            return _fill_digits(draw.original, new)
    return _fill_digits(draw.original, new)


def iban_check_digits(country: str, bban: str) -> str:
    """ISO 13616: check digits so that the rearranged number mod 97 == 1."""
    rearranged = bban + country + "00"
    numeric = "".join(str(int(ch, 36)) for ch in rearranged.upper())
    return f"{98 - int(numeric) % 97:02d}"


def generate_iban(draw: Draw) -> str:
    compact = "".join(ch for ch in draw.original if not ch.isspace())
    if len(compact) < 5 or not compact[:2].isalpha():
        return reshape(draw.original, draw.rng)
    country = compact[:2].upper()
    for _ in range(20):
        bban = "".join(
            str(draw.rng.randint(0, 9)) if ch.isdigit()
            else draw.rng.choice(string.ascii_uppercase) if ch.isupper()
            else draw.rng.choice(string.ascii_lowercase) if ch.isalpha()
            else ch
            for ch in compact[4:]
        )
        new = compact[:2] + iban_check_digits(country, bban) + bban
        if new.upper() != compact.upper():
            break
    it = iter(new)
    return "".join(ch if ch.isspace() else next(it) for ch in draw.original)


def generate_account(draw: Draw) -> str:
    """Same shape; a short prefix before the digits (e.g. "ACC-") names the kind and stays."""
    original = draw.original
    prefix_len = 0
    while prefix_len < len(original) and not original[prefix_len].isdigit():
        prefix_len += 1
    digit_count = sum(ch.isdigit() for ch in original)
    if prefix_len > 6 or digit_count < 4:
        prefix_len = 0
    return original[:prefix_len] + reshape(original[prefix_len:], draw.rng)
