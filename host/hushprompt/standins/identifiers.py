"""SSN, ID_NUMBER, SECRET, IP_ADDRESS, MAC_ADDRESS, URL, USERNAME and HOSTNAME stand-ins."""

from __future__ import annotations

import dataclasses
import ipaddress
import re
import string
from urllib.parse import urlsplit, urlunsplit

from .common import HEX_LOWER, HEX_UPPER, Draw, replace_runs, reshape, words
from .domains import is_public, split_registrable, standin_domain
from .financial import generate_account
from .names import person_parts

# Known secret prefixes, longest first; they tell the reader what kind of key it is.
SECRET_PREFIXES = (
    "github_pat_", "sk-proj-", "sk-ant-api03-", "sk-ant-", "sk_live_", "sk_test_", "pk_live_",
    "pk_test_", "rk_live_", "whsec_", "glpat-", "xoxb-", "xoxp-", "xoxa-", "xoxs-", "xapp-",
    "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "npm_", "AKIA", "ASIA", "AIza", "hf_", "sk-",
)
_B64URL = string.ascii_letters + string.digits + "-_"
_B64 = string.ascii_letters + string.digits + "+/"
# Words in host names and URL paths that describe structure, not a person or a company.
STRUCTURAL = frozenset(words("""
    www api app apps mail smtp imap web db sql prod production stage staging dev test qa uat
    internal corp local lan intra intranet vpn git ci cdn static assets img auth login sso admin
    portal docs wiki jira confluence in u user users profile profiles people p pub watch status
    v1 v2 v3 home index html php aspx com org net io edu gov uk de fr files file download uploads
    share shared s d view edit src main master blob tree issues pull search query id repos orgs
    browse dashboard booking deployments releases commits shop closet usr"""))
_SURNAMES = (
    "reed", "lowe", "marsh", "holt", "nash", "quinn", "sloan", "tate", "vance", "wyatt", "blair",
    "carver", "dalton", "ellis", "fenton", "garner", "harlow", "irwin", "keller", "lawson",
    "mercer", "norris", "oakley", "porter", "ramsey", "sutton", "thorne", "upton", "walsh",
)


def generate_ssn(draw: Draw) -> str:
    digits = [ch for ch in draw.original if ch.isdigit()]
    if len(digits) != 9:
        return reshape(draw.original, draw.rng)
    rng = draw.rng
    area = rng.choice([n for n in range(1, 900) if n != 666])  # 000, 666, 9xx are never issued
    new = f"{area:03d}{rng.randint(1, 99):02d}{rng.randint(1, 9999):04d}"
    it = iter(new)
    return "".join(next(it) if ch.isdigit() else ch for ch in draw.original)


def generate_id_number(draw: Draw) -> str:
    return generate_account(draw)


def _charset_fill(text: str, draw: Draw) -> str:
    """Same length and character classes; hex stays hex, base64 stays base64."""
    has_hex_letters = any(ch in "abcdefABCDEF" for ch in text)
    if has_hex_letters and (
        all(ch in HEX_LOWER for ch in text) or all(ch in HEX_UPPER for ch in text)
    ):
        return reshape(text, draw.rng, hex_only=True)
    return "".join(
        draw.rng.choice(string.digits) if ch.isdigit()
        else draw.rng.choice(string.ascii_uppercase) if ch.isascii() and ch.isupper()
        else draw.rng.choice(string.ascii_lowercase) if ch.isascii() and ch.islower()
        else ch
        for ch in text
    )


def _mixed_fill(text: str, alphabet: str, draw: Draw) -> str:
    """Same length; alphanumerics redrawn from the alphabet (keeps the key's overall look)."""
    return "".join(draw.rng.choice(alphabet) if ch.isalnum() else ch for ch in text)


def generate_secret(draw: Draw) -> str:
    original = draw.original
    if original.lstrip().startswith("-----BEGIN"):
        lines = original.split("\n")
        return "\n".join(
            line if line.startswith("-----") or not line.strip()
            else _mixed_fill(line.rstrip("="), _B64, draw) + line[len(line.rstrip("=")):]
            for line in lines
        )
    parts = original.split(".")
    if original.startswith("eyJ") and len(parts) == 3:
        # the JWT header ({"alg":...}) identifies nobody; payload and signature are redrawn
        payload = "eyJ" + _mixed_fill(parts[1][3:], _B64URL, draw) if parts[1].startswith(
            "eyJ") else _mixed_fill(parts[1], _B64URL, draw)
        return ".".join((parts[0], payload, _mixed_fill(parts[2], _B64URL, draw)))
    prefix = next((p for p in SECRET_PREFIXES if original.startswith(p)), "")
    body = original[len(prefix):]
    if len(body) >= 16 and any(c.isupper() for c in body) and any(c.islower() for c in body):
        alphabet = string.ascii_letters + string.digits
        return prefix + _mixed_fill(body, alphabet, draw)
    return prefix + _charset_fill(body, draw)


_V4_POOLS = (
    (ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("10.0.0.0/8")),
    (ipaddress.ip_network("172.16.0.0/12"), ipaddress.ip_network("172.16.0.0/12")),
    (ipaddress.ip_network("192.168.0.0/16"), ipaddress.ip_network("192.168.0.0/16")),
    (ipaddress.ip_network("127.0.0.0/8"), ipaddress.ip_network("127.0.0.0/24")),
    (ipaddress.ip_network("169.254.0.0/16"), ipaddress.ip_network("169.254.0.0/16")),
    (ipaddress.ip_network("100.64.0.0/10"), ipaddress.ip_network("100.64.0.0/10")),
)
# Public addresses become documentation addresses (RFC 5737 / 3849): realistic, owned by nobody.
_V4_PUBLIC = tuple(
    ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")
)
_V6_POOLS = (
    (ipaddress.ip_network("fe80::/10"), ipaddress.ip_network("fe80::/64")),
    (ipaddress.ip_network("fc00::/7"), ipaddress.ip_network("fd00::/8")),
)
_V6_PUBLIC = ipaddress.ip_network("2001:db8::/32")


def _random_in(network: ipaddress.IPv4Network | ipaddress.IPv6Network, draw: Draw) -> str:
    host_bits = network.max_prefixlen - network.prefixlen
    low, high = (1, 2**host_bits - 2) if network.version == 4 else (1, 2**host_bits - 1)
    return str(network.network_address + draw.rng.randint(low, high))


def generate_ip(draw: Draw) -> str:
    match = re.fullmatch(r"(\[?)([0-9A-Fa-f:.]+?)(\]?)((?:/\d{1,3})?(?::\d{1,5})?)", draw.original)
    if not match:
        return reshape(draw.original, draw.rng)
    head, address, bracket, tail = match.groups()
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return reshape(draw.original, draw.rng)
    if ip.version == 4:
        pool = next((new for old, new in _V4_POOLS if ip in old), None)
        pool = pool or draw.rng.choice(_V4_PUBLIC)
    else:
        pool = next((new for old, new in _V6_POOLS if ip in old), None) or _V6_PUBLIC
    new = _random_in(pool, draw)
    if address.isupper():
        new = new.upper()
    return f"{head}{new}{bracket}{tail}"


def generate_mac(draw: Draw) -> str:
    hexes = [ch for ch in draw.original if ch in HEX_LOWER or ch in HEX_UPPER]
    upper = any(ch.isupper() for ch in draw.original)
    alphabet = HEX_UPPER if upper else HEX_LOWER
    new = [draw.rng.choice(alphabet) for _ in hexes]
    if len(new) >= 2:  # unicast, locally administered: a second nibble of 2, 6, A or E
        new[1] = draw.rng.choice("26AE" if upper else "26ae")
    it = iter(new)
    return "".join(next(it) if (ch in HEX_LOWER or ch in HEX_UPPER) else ch for ch in draw.original)


def _replace_segment(segment: str, draw: Draw) -> str:
    if not segment or segment.lower() in STRUCTURAL or re.fullmatch(r"v?\d{1,2}", segment):
        return segment
    return replace_runs(segment, draw.rng, _SURNAMES, person_parts(draw))


# zones that name no one ("fritz.box" is every AVM router's; "home.arpa" is RFC 8375's)
_HOME_ZONES = (".fritz.box", ".home.arpa")


def _replace_host(host: str, draw: Draw) -> str:
    if not host or is_public(host):
        return host
    try:
        ipaddress.ip_address(host.strip("[]"))
        return generate_ip(dataclasses.replace(draw, original=host))
    except ValueError:
        pass
    for zone in _HOME_ZONES:  # a home router's zone stays; the machine's own name changes
        if host.lower().endswith(zone):
            machine = host[: -len(zone)]
            return ".".join(_replace_segment(label, draw) for label in machine.split(".")) + \
                host[-len(zone):]
    sub, name, suffix = split_registrable(host)
    if suffix.lower() in {"internal", "local", "lan", "corp", "intranet", "localdomain", "home",
                          "localnet", "private", "priv", "intra"}:
        return ".".join(_replace_segment(label, draw) for label in host.split("."))
    if not suffix:
        return _replace_segment(host, draw)
    return standin_domain(host, draw)


def generate_url(draw: Draw) -> str:
    if "://" not in draw.original:  # "linkedin.com/in/...": parsed as if it had a scheme
        with_scheme = generate_url(dataclasses.replace(draw, original="https://" + draw.original))
        return with_scheme.removeprefix("https://")
    try:
        parts = urlsplit(draw.original)
    except ValueError:
        return replace_runs(draw.original, draw.rng, _SURNAMES)
    netloc = parts.netloc
    userinfo, at, hostport = netloc.rpartition("@")
    host, colon, port = hostport.partition(":")
    new_userinfo = ":".join(
        _charset_fill(piece, draw) for piece in userinfo.split(":")
    ) if userinfo else ""
    new_netloc = f"{new_userinfo}{at}{_replace_host(host, draw)}{colon}{port}"
    path = "/".join(_replace_segment(seg, draw) for seg in parts.path.split("/"))
    query = "&".join(
        f"{key}{eq}{_replace_segment(value, draw)}"
        for key, eq, value in (pair.partition("=") for pair in parts.query.split("&"))
    ) if parts.query else ""
    fragment = _replace_segment(parts.fragment, draw)
    return urlunsplit((parts.scheme, new_netloc, path, query, fragment))


def generate_account_number(draw: Draw) -> str:
    """An account number of the same shape (financial.generate_account); a UPI payment address
    gets a new handle at the same bank: "vikram.pandey@okhdfcbank" -> "anita.rao@okhdfcbank"."""
    local, at, bank = draw.original.partition("@")
    if not at:
        return generate_account(draw)
    return f"{generate_username(dataclasses.replace(draw, original=local))}@{bank}"


def generate_username(draw: Draw) -> str:
    original = draw.original
    if "@" in original:
        local, _, host = original.partition("@")
        local = replace_runs(local, draw.rng, _SURNAMES, person_parts(draw))
        return f"{local}@{_replace_host(host, draw)}"
    lead = original[: len(original) - len(original.lstrip("@~"))]
    return lead + replace_runs(original[len(lead):], draw.rng, _SURNAMES, person_parts(draw))


def generate_hostname(draw: Draw) -> str:
    host = draw.original
    if "." not in host:
        return _replace_segment(host, draw) if host.lower() not in STRUCTURAL else reshape(
            host, draw.rng)
    return _replace_host(host, draw)
