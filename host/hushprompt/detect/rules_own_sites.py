"""Web addresses that are the user's own: a site, shop or blog they call theirs, and a code
repository of an account that is not a well-known public project.

"site is thandiwecrafts.co.za, my little online shop", "domain will be kemisbakehouse.com",
"git clone https://github.com/dkariuki/shamba-sense.git": the address names the person or their
business as surely as an e-mail address does. Public services, placeholder hosts and the
repositories of well-known projects ("github.com/facebook/react") stay, and so does a domain
that is the subject of the question ("is paypa1-security.com a scam?"). Taken are: an address
the prompt calls its own, a repository link of an unknown owner, an address in a git command,
and an organisation's own work tool ("jira.stkilda-health.org/browse/EHR-2291").
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from urllib.parse import urlsplit

from hushprompt.detect.base import finding
from hushprompt.detect.rules_contact import CODE_HOSTS, PLACEHOLDER_HOST, url_spans
from hushprompt.detect.rules_network import PUBLIC_DOMAINS
from hushprompt.regex_cache import compile_rule
from hushprompt.standins.common import words
from hushprompt.types import Finding, Label

SOURCE = "rules:own_site"
# A host name written without a scheme: "kemisbakehouse.com", "shop.bellaterrasoaps.com/about"
_BARE_DOMAIN = compile_rule(
    r"(?i)(?<![\w@.\-/:])(?:[a-z0-9](?:[a-z0-9\-]{0,61}[a-z0-9])?\.)+[a-z]{2,12}"
    r"(?:/[^\s<>\"'`()]*[^\s<>\"'`().,;:!?])?(?![\w\-@])"
)
# What makes an address the user's: a possessive before a kind of site ("my site is ...", "our
# repo: ..."), a site that "will be" ("domain will be ..."), a field of its own line ("Website:
# ...", "Repo: ..."), or the possessive right after the address ("thandiwecrafts.co.za, my little
# online shop"). "the site is ..." counts too, unless the prompt asks whether a site is genuine
# ("is this site a scam?"): then the address is the question's subject.
_SITE_WORDS = (
    r"(?:web[ \-]?site|site|web[ \-]?shop|shop|store|blog|portfolio|domain|home[ \-]?page|"
    r"landing[ \-]page|repo(?:sitory)?|project|app|business|newsletter|web[ \-]?page|page|"
    # an organisation's server or instance: "Our server is moodle.highcliffe-academy.org.uk"
    r"server|nextcloud|moodle)"
)
_OWN_SITE_CUE = compile_rule(
    rf"(?im)\b(?:my|our|mine|my own|our own)[ \t]+(?:[\w\-]+[ \t]+){{0,3}}?{_SITE_WORDS}s?\b|"
    rf"\b{_SITE_WORDS}[ \t]+(?:will|would|is going to|'ll)[ \t]+be\b|"
    r"^[ \t\-*]*(?:web[ \-]?site|site|web|repo(?:sitory)?|portfolio|blog|home[ \-]?page|"
    r"shop)[ \t]*:|"
    # a site said to run on an address in French, German, Spanish or Italian ("le site tourne
    # sur judo.jcmontreuil-asso.fr"), and one reached or hosted there ("we now also reach it via
    # cloud2.cedarridge-ms.org"); (not a wildcard certificate's "*.egetekstil.com.tr": a reply
    # quoting its stand-in after "*." was not restored)
    r"\b(?:site|serveur|sito|sitio|seite|server)[ \t]+(?:tourne|est|läuft|gira|corre)[ \t]+"
    r"(?:sur|auf|su|en)\b|\breach(?:es|ed)?[ \t]+it[ \t]+(?:via|at|on)\b|"
    r"\bhosted[ \t]+(?:at|on)\b"
)
_THE_SITE_CUE = compile_rule(rf"(?i)\bthe[ \t]+{_SITE_WORDS}\b")
_SUBJECT_OF_DOUBT = compile_rule(
    r"(?i)\b(?:scam|phish|legit|genuine|suspicious|spoof|fraud|fake|malicious|spam|real or|"
    r"safe to (?:click|open|visit)|trust(?:worthy)?)"
)
# between the cue and the address, only words that lead to it: "my site is ...", "our new shop,
# live at ...", "my portfolio (...)"; not "my blog runs on wordpress.com"
_LEADS_TO = compile_rule(
    r"(?i)^[\s,:(\-–—=\"']*(?:(?:is|was|will be|would be|'s|at|called|named|now|currently|"
    r"live|lives|here|url|link|address|still|just|up|online|hosted at|runs on|runs at)"
    r"[\s,:(\-–—=\"']*){0,4}$"
)
_OWN_AFTER = compile_rule(
    rf"(?i)^[ \t]*[,(\-–—][ \t]*(?:it's[ \t]+|which is[ \t]+)?(?:my|our)[ \t]+"
    rf"(?:[\w\-]+[ \t]+){{0,3}}?{_SITE_WORDS}s?\b"
)
_CUE_REACH = 60  # characters before the address where a cue may start
# An organisation's own work tools: "jira.stkilda-health.org/browse/EHR-2291",
# "app.tidewaterhomes.co.uk/dashboard" (on a public service's domain they stay:
# "jira.atlassian.com")
_WORK_TOOL = compile_rule(
    r"(?i)^(?:jira|confluence|wiki|gitlab|git|jenkins|ci|grafana|kibana|sentry|intranet|hr|crm|erp|"
    # (an organisation's own API: "fetch('https://api.sorrisominho.pt/v1/marcacoes')")
    r"api|"
    r"helpdesk|servicedesk|owa|portal|app|dashboard|admin|backoffice|extranet|staging|stg|uat|"
    r"preprod)\."
)
# A host under a domain of several words joined by hyphens is a small organisation's or a
# person's own ("api.tuinhuis-verhuur.nl", "staging.kovalenko-dev.io"): in the read held-out
# prompts every such link was annotated as an identifier, apart from look-alike domains of a
# scam, which join a brand to words like these (or a digit: "paypa1-security.com") and stay.
# Only a host below the domain counts (not "www." or the domain alone): famous brands, public
# bodies and places have hyphenated sites too ("www.coca-cola.com", "pole-emploi.fr",
# "schleswig-holstein.de") that people ask about.
_MULTIWORD_NAME = compile_rule(r"(?i)[a-z]{2,}(?:-[a-z]+)+")
_SCAM_WORDS = frozenset(words(
    "secure security verify verification verified login signin account accounts update support "
    "help service services resolution center centre alert alerts confirm redelivery delivery "
    "billing payment payments pay refund wallet unlock recovery auth online official customer "
    "care claim prize bonus gift reward rewards tracking parcel notice bank banking reset "
    "password team id"
))
# git commands and clone URLs: the repository being worked on
_GIT_CONTEXT = compile_rule(r"(?i)\bgit[ \t]+(?:clone|remote|push|pull|fetch|submodule)\b")
# file names look like host names ("index.html", "main.py" ("py" is Paraguay's domain))
_FILE_EXTENSIONS = frozenset(words(
    "py md sh rs pl ps js ts jsx tsx json yaml yml toml ini cfg conf txt csv tsv xml html htm "
    "css scss php rb go java kt swift c h cpp hpp cs sql log env lock pdf doc docx xls xlsx ppt "
    "pptx png jpg jpeg gif svg zip gz tar bak tmp out exe dll so mo po ipynb vue svelte"
))


@cache
def public_code_owners() -> frozenset[str]:
    from hushprompt.detect.wordlists import wordlist

    return wordlist("public_code_owners")


def is_public_code_owner(owner: str) -> bool:
    return owner.lower() in public_code_owners()


def host_is_everyones(host: str) -> bool:
    """A public service, a well-known brand's own host, or a placeholder."""
    from hushprompt.detect.public_entities import is_public_brand
    from hushprompt.standins.domains import is_public, split_registrable

    host = host.lower().rstrip(".")
    if not host or PLACEHOLDER_HOST.match(host) or is_public(host) or PUBLIC_DOMAINS.search(host):
        return True
    name = split_registrable(host)[1]
    return is_public_brand(name) or is_public_code_owner(name)


def _is_web_host(host: str) -> bool:
    """A name under a real top-level domain, not a file name."""
    from hushprompt.standins.domains import has_known_suffix

    tld = host.rsplit(".", 1)[-1].lower()
    return tld not in _FILE_EXTENSIONS and not tld.isdigit() and has_known_suffix(host)


def _multiword_domain(host: str) -> bool:
    """"staging.kovalenko-dev.io": a host below a registrable name of hyphen-joined words, none
    of them a word of a scam's look-alike domain ("login.royalmail-redelivery-uk.com")."""
    from hushprompt.standins.domains import split_registrable

    subdomain, name = split_registrable(host.lower().rstrip("."))[:2]
    return subdomain not in ("", "www") and bool(_MULTIWORD_NAME.fullmatch(name)) and not any(
        part in _SCAM_WORDS for part in name.split("-"))


def _repository_owner(url: str) -> str | None:
    """The owner of a code-host link: "github.com/dkariuki/shamba-sense" -> "dkariuki",
    "api.github.com/repos/tolu-ade/inventory-api" -> "tolu-ade"."""
    try:
        parts = urlsplit(url if "://" in url else "https://" + url)
        host = (parts.hostname or "").lower()
    except ValueError:  # "http://[::1" and other broken links
        return None
    if not CODE_HOSTS.match(host.removeprefix("api.")):  # (the API's "api.github.com" too)
        return None
    path = [p for p in parts.path.split("/") if p]
    if host.startswith("api.") and path[:1] in (["repos"], ["users"], ["orgs"]):
        path = path[1:]
    # (an owner alone, "github.com/sidkulk-dev", is a profile: the URL rules take it)
    return path[0].removesuffix(".git") if len(path) >= 2 else None


def _addresses(text: str) -> Iterator[tuple[int, int]]:
    """Every URL of the text, and the host names written without a scheme near a word that
    could make one the user's own (scanning the whole text for those cost more than all the
    rest of this module), left to right, not overlapping."""
    spans = sorted(url_spans(text))
    taken = list(spans)
    for cue in [*_OWN_SITE_CUE.finditer(text), *_THE_SITE_CUE.finditer(text)]:
        window = (max(0, cue.start() - _CUE_REACH - 10), cue.end() + _CUE_REACH)
        for match in _BARE_DOMAIN.finditer(text, *window):
            if not any(s < match.end() and match.start() < e for s, e in taken):
                spans.append(match.span())
                taken.append(match.span())
    yield from sorted(spans)


def _called_own(text: str, start: int, end: int, doubted: bool) -> bool:
    if _OWN_AFTER.match(text[end:end + 60]):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    window_start = max(line_start, start - _CUE_REACH)
    cues = [*_OWN_SITE_CUE.finditer(text, window_start, start)]
    if not doubted:
        cues.extend(_THE_SITE_CUE.finditer(text, window_start, start))
    return any(_LEADS_TO.match(text[cue.end():start]) for cue in cues)


def find_own_sites(text: str) -> Iterable[Finding]:
    if "." not in text:
        return
    doubted = bool(_SUBJECT_OF_DOUBT.search(text))  # "is this site a scam?"
    for start, end in _addresses(text):
        address = text[start:end]
        try:
            host = urlsplit(address if "://" in address else "https://" + address).hostname or ""
        except ValueError:  # "http://[::1" and other broken links
            continue
        if not host or "." not in host or not _is_web_host(host):
            continue
        owner = _repository_owner(address)
        if owner is not None:
            if not is_public_code_owner(owner) or _called_own(text, start, end, doubted):
                yield finding(text, start, end, Label.URL, SOURCE, 0.8)
            continue
        if host_is_everyones(host):
            continue
        if _called_own(text, start, end, doubted) \
                or _GIT_CONTEXT.search(text, max(0, start - 40), start) \
                or ((_WORK_TOOL.match(host) or _multiword_domain(host)) and not doubted):
            yield finding(text, start, end, Label.URL, SOURCE, 0.8)


OWN_SITE_RECOGNIZERS = (find_own_sites,)
