"""Stand-in domains: one per original company domain and conversation; webmail is kept."""

from __future__ import annotations

from functools import cache

from publicsuffixlist import PublicSuffixList

from .common import Draw, FakerPool, derive_rng, words

WEBMAIL = frozenset(words("""
    gmail.com googlemail.com outlook.com hotmail.com live.com msn.com yahoo.com ymail.com
    icloud.com me.com mac.com aol.com proton.me protonmail.com gmx.com gmx.de gmx.net web.de
    mail.com yandex.com zoho.com fastmail.com hey.com tutanota.com"""))
# Public services whose host name identifies nobody; URLs on them keep the host.
PUBLIC_HOSTS = frozenset(words("""
    linkedin.com github.com gitlab.com bitbucket.org facebook.com twitter.com x.com
    instagram.com youtube.com tiktok.com medium.com reddit.com google.com docs.google.com
    drive.google.com dropbox.com zoom.us calendly.com notion.so slack.com stackoverflow.com
    wikipedia.org en.wikipedia.org etsy.com linktr.ee patreon.com about.me twitch.tv
    soundcloud.com vimeo.com depop.com poshmark.com gumroad.com bsky.app ko-fi.com
    buymeacoffee.com paypal.me""")) | WEBMAIL
# Services that give each customer a host of their own under theirs ("acme.service-now.com",
# "nadiafsantos.myportfolio.com", "acme.slack.com"): the Public Suffix List lists hosting
# platforms such as duckdns.org or github.io, but not these, so they are added here.
TENANT_SERVICES = frozenset(words("""
    service-now.com slack.com atlassian.net sharepoint.com zendesk.com freshdesk.com
    myportfolio.com myshopify.com wordpress.com substack.com notion.site webflow.io
    bamboohr.com okta.com onelogin.com my.salesforce.com force.com zoom.us teamviewer.com
    workable.com greenhouse.io lever.co ngrok.io ngrok-free.app wixsite.com squarespace.com
    weebly.com blogspot.com tumblr.com carrd.co square.site godaddysites.com jimdosite.com
    bandcamp.com teachable.com kajabi.com mystrikingly.com"""))


@cache
def _public_suffixes(punycode: bool) -> PublicSuffixList:
    """The list bundled with the package. Its punycode forms ("xn--p1ai" for "рф") are added
    only for a host that has one: encoding the ~460 non-ASCII rules with Python's IDNA codec is
    two thirds of the parse (~35 ms of the first e-mail's or URL's stand-in), and every form it
    adds has an "xn--" label, so no other host can match one (tests/test_standins.py)."""
    return PublicSuffixList(only_icann=False, accept_encoded_idn=punycode)


def public_suffix(host: str) -> str:
    """The part of `host` under which anyone may register a name: "co.uk", "duckdns.org",
    "service-now.com" (in the host's own letter case)."""
    low = host.lower()
    tenant = next((t for t in TENANT_SERVICES if low.endswith("." + t)), None)
    suffixes = _public_suffixes("xn--" in low)
    suffix = tenant or suffixes.publicsuffix(low) or low.rsplit(".", 1)[-1]
    return host[len(host) - len(suffix):]


def has_known_suffix(host: str) -> bool:
    """Whether `host` ends in a suffix of the Public Suffix List ("kemisbakehouse.com"), not in
    a word no registry has ("index.html", "config.yaml")."""
    suffixes = _public_suffixes("xn--" in host.lower())
    return suffixes.publicsuffix(host.lower(), accept_unknown=False) is not None


def split_registrable(host: str) -> tuple[str, str, str]:
    """("mail", "acme", "co.uk") for "mail.acme.co.uk"; ("", "okafor-home", "duckdns.org") for
    "okafor-home.duckdns.org", whose own name is the part a stand-in must change."""
    suffix = public_suffix(host)
    rest = host[: len(host) - len(suffix)].rstrip(".")
    if not rest or suffix == host:
        return "", host, ""
    sub, _, name = rest.rpartition(".")
    return sub, name, suffix


def is_public(host: str) -> bool:
    """A public service's own host ("github.com", "docs.google.com"); a customer's host on it
    ("acme.slack.com") is not."""
    host = host.lower().removeprefix("www.")
    if any(host.endswith("." + t) for t in TENANT_SERVICES):
        return False
    return host in PUBLIC_HOSTS or any(host.endswith("." + p) for p in PUBLIC_HOSTS)


def standin_domain(domain: str, draw: Draw) -> str:
    """Same original domain -> same stand-in domain within a conversation (derived from the seed),
    keeping the public suffix, sub-domains' shape and the letter case."""
    if domain.lower() in WEBMAIL:
        return domain
    sub, name, suffix = split_registrable(domain)
    taken = {_domain_of(m.original).lower() for m in draw.existing}
    fakers: FakerPool = draw.fakers
    for attempt in range(20):
        rng = derive_rng(draw.seed, "domain", name.lower(), attempt)
        word = fakers.get("en_US", rng).domain_word()
        if rng.random() < 0.4:
            word = f"{word}{rng.choice(['-group', '-labs', 'corp', '-tech', 'hq', '-systems'])}"
        candidate = word if not name.isupper() else word.upper()
        full = ".".join(p for p in (sub, candidate, suffix) if p)
        if candidate.lower() != name.lower() and full.lower() not in taken:
            return full
    return ".".join(p for p in (sub, f"{name}-example", suffix) if p)


def _domain_of(value: str) -> str:
    return value.rsplit("@", 1)[-1] if "@" in value else value
