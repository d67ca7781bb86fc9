"""Stand-in domains: one per original company domain and conversation; webmail is kept."""

from __future__ import annotations

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
    wikipedia.org en.wikipedia.org""")) | WEBMAIL
_SECOND_LEVEL = frozenset({"co", "com", "org", "net", "ac", "gov", "edu", "ltd", "plc"})


def split_registrable(host: str) -> tuple[str, str, str]:
    """("mail", "acme", "co.uk") for "mail.acme.co.uk" (a small public-suffix approximation)."""
    labels = host.split(".")
    if len(labels) >= 3 and len(labels[-1]) == 2 and labels[-2].lower() in _SECOND_LEVEL:
        suffix_len = 2
    else:
        suffix_len = 1
    if len(labels) <= suffix_len:
        return "", host, ""
    suffix = ".".join(labels[-suffix_len:])
    name = labels[-suffix_len - 1]
    sub = ".".join(labels[: -suffix_len - 1])
    return sub, name, suffix


def is_public(host: str) -> bool:
    host = host.lower().removeprefix("www.")
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
