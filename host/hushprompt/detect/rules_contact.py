"""Contact details: e-mail addresses, phone numbers, URLs with personal parts."""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import parse_qsl, urlsplit

import phonenumbers

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import RegexRule, before
from hushprompt.detect.rules_network import CUSTOMER_HOST, INTERNAL_HOST, PUBLIC_DOMAINS
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label


def _not_connection_string(match: re.Match[str], text: str) -> bool:
    """"postgres://user:pw@host" holds credentials, not an e-mail address."""
    token_start = max(text.rfind(ch, 0, match.start()) for ch in " \t\n\"'`(<[") + 1
    return "://" not in text[token_start : match.start()]


EMAIL = RegexRule(
    "email",
    Label.EMAIL,
    compile_rule(
        # (accented letters too: "jose.maría@correo.es")
        r"(?<![\w.%+-])[A-Za-z0-9À-ÖØ-öø-ɏ][A-Za-z0-9À-ÖØ-öø-ɏ._%+-]{0,63}@"
        r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])"
    ),
    0.99,
    validate=_not_connection_string,
)

# URL-encoded in a query string or a log line: "customer=aisha.bello%40gmail.com"
ENCODED_EMAIL = RegexRule(
    "email",
    Label.EMAIL,
    compile_rule(
        r"(?<![\w.%+-])[A-Za-z0-9][A-Za-z0-9._+-]{0,63}%40"
        r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![\w-])"
    ),
    0.95,
)

# --- phone numbers ---------------------------------------------------------------------------
# Candidates come from one regex; `phonenumbers` then checks that the digits can be a number of
# the country they claim. This is faster than phonenumbers.PhoneNumberMatcher on every prompt and
# lets us reject the look-alikes that matter in prompts (years, versions, order ids, timestamps).
_PHONE_CANDIDATE = compile_rule(
    r"""
    (?<![\w+.\-/:#@$£€])
    (?P<v>
      (?:\+\d{1,3}|\(\+\d{1,3}\)|%2[Bb]\d{1,3})[ \t.\-]?(?:\(0?\d{1,4}\)[ \t.\-]?)?\d{1,5}
      (?:[ \t.\-]?\d{1,5}){1,5}
    | (?:1[ \t.\-])?(?:\(\d{2,5}\)[ \t.\-]?|\d{2,5}[ \t.\-])\d{2,8}(?:[ \t.\-]\d{2,8}){0,3}
    | \d{7,13}
    )
    (?![\w\-/]|[.:,]\d)
    """,
    re.VERBOSE,
)
# "phone" in Chinese, Japanese and Korean, where no word boundary sets a word apart ("我的手机")
_CJK_PHONE_WORDS = r"(?:手机|电话|手機|電話|携帯|連絡先|联系方式|휴대폰|전화|핸드폰)"
_PHONE_KEYWORD = compile_rule(
    r"(?i)\b(?:phone|tel|telephone|mobile|mob|cell|cellphone|call|calling|text|sms|whats ?app|"
    r"fax|contact|reach|ring|dial|number|ph|landline|hotline|extension|ext|msisdn|"
    # the same words in the languages prompts mix in
    r"celular|cel|móvil|movil|teléfono|telefone|telefon|téléphone|portable|handphone|hp|nomor|"
    r"numer|número|numero|nummer|telemóvel|telemovel|sđt|sdt|simu|मोबाइल|फ़ोन|फोन|tlf|tfno|"
    r"telf|contacto|zap|zapzap|mb way|mbway|"
    # "call me" in the languages prompts mix in ("me liga 11 98765-4321", "chiamami al ...")
    r"liga|ligue|ligar|llámame|llamame|chiamami|zadzwoń|appelle-moi|ruf mich an)\b\.?:?|"
    r"\b[mtp]:|" + _CJK_PHONE_WORDS
)
_PHONE_WORD = compile_rule(
    r"(?i)\b(?:phone|tel|telephone|mobile|cell|cellphone|whats ?app|celular|cel|móvil|movil|"
    r"teléfono|telefone|telefon|téléphone|portable|handphone|hp|msisdn|telemóvel|telemovel|sđt|"
    r"sdt|simu|मोबाइल|फ़ोन|फोन|tlf|tfno|telf|zap|mb way|mbway|liga|ligue|ligar|llámame|llamame|"
    r"chiamami|zadzwoń)\b|" + _CJK_PHONE_WORDS
)
_NOT_PHONE_KEYWORD = compile_rule(
    r"(?i)\b(?:order|invoice|ticket|ref|reference|id|version|build|release|error|code|port|pid|"
    r"tracking|serial|po|sku|case|account|acct|iban|card|ssn|mrn|isbn|issn|doi|item|batch|"
    r"lot|txn|transaction|confirmation|booking|bug|issue|pr|commit|line|row)\b[\s:#.no-]*$"
)
_DATE_SHAPE = compile_rule(
    r"^(?:\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}|\d{1,2}[-./ ]\d{1,2}[-./ ]\d{2,4})$")
_YEAR_RANGE = compile_rule(r"^(?:19|20)\d\d\s?[-–]\s?(?:19|20)?\d\d$")
# a Brazilian mobile number written the local way: area code, then 9 and eight digits
_BRAZIL_MOBILE = compile_rule(r"^(?:\(\d{2}\)|\d{2})[ \t]?9\d{4}-\d{4}$")
_IPV4_SHAPE = compile_rule(r"^\d{1,3}(?:\.\d{1,3}){3}$")
_NANP = compile_rule(r"^(?:1[\s.\-])?(?:\(\d{3}\)\s?|\d{3}[\s.\-])\d{3}[\s.\-]\d{4}$")
# "ext. 12", "x204", "extension 3" right after a number belong to it
_EXTENSION = compile_rule(
    r"(?i)[ \t]*,?[ \t]*(?:ext\.?|extension|x)[ \t]*\d{1,6}(?![\w\-/]|[.:,]\d)")
# countries whose numbers people write without "+" and the country code, beside "phone", "cel"
_KEYWORD_REGIONS = ("US", "GB", "BR", "MX", "IN", "ID", "PH", "NG", "ZA", "KE", "FR", "DE", "ES",
                    "IT", "PL", "TR", "NL", "PT", "VN", "CO", "AR", "KR", "JP", "CN")
_TRUNK_REGIONS = ("GB", "DE", "FR", "AU", "IN", "NL", "IT", "ES", "IE", "BE", "CH", "AT", "SE")


def _possible(number: str, region: str | None) -> bool:
    try:
        parsed = phonenumbers.parse(number, region)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_possible_number(parsed)


def _country_code_ok(number: str) -> bool:
    """The "+CC" prefix names a real country, whatever the length of the rest."""
    try:
        parsed = phonenumbers.parse(number, None)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.region_code_for_country_code(parsed.country_code) != "ZZ"


# a key that says "phone" before "=": "msisdn=", "SMS_FROM=", "mobile_number="
_PHONE_KEY = compile_rule(r"(?i)(?:phone|mobile|msisdn|sms|tel|fax|whatsapp|cell)[\w.\-]*=$")


def _phone_ok(value: str, text: str, start: int, end: int) -> bool:
    if text[start - 1 : start] == "=" and not _PHONE_KEY.search(text, max(0, start - 30), start):
        return False  # a value of some other key: "port=8080443", "id=4471829930"
    digits = sum(ch.isdigit() for ch in value)
    if not 7 <= digits <= 15:
        return False
    if _DATE_SHAPE.match(value) or _YEAR_RANGE.match(value) or _IPV4_SHAPE.match(value):
        return False
    if re.match(r"[ \t]?\d{1,2}:\d{2}", text[end : end + 6]):  # "2024 01 15 10:30" timestamps
        return False
    context = before(text, start, 40)
    keyword = bool(_PHONE_KEYWORD.search(context))
    if not keyword and _NOT_PHONE_KEYWORD.search(context):
        return False
    if value.startswith(("+", "(+", "%2B", "%2b")):  # ("%2B": "+" in a URL's query)
        international = value.replace("(", "", 1).replace(")", "", 1)
        international = "+" + international[3:] if value.startswith("%") else international
        # people mistype a digit; next to "phone"/"call" an international-format number with a
        # real country code is still theirs even when its length is off by a digit or two
        return _possible(international, None) or (keyword and _country_code_ok(international))
    compact = re.sub(r"[\s.\-()]", "", value)
    if _NANP.match(value) and compact.lstrip("1")[:1] not in ("0", "1"):
        return _possible(compact, "US")
    if _BRAZIL_MOBILE.match(value):  # "11 98765-4321", "(21) 99876-5432": a shape of its own
        return _possible(compact, "BR")
    if compact.startswith("0") and 9 <= digits <= 12 and any(not ch.isdigit() for ch in value):
        return any(_possible(compact, region) for region in _TRUNK_REGIONS)
    # a bare run of digits or an unusual grouping: only next to a word that says "phone"
    if not keyword:
        return False
    if _possible(compact, "US") or _possible(compact, "GB"):
        return True
    # other countries' local numbers only beside a word that means phone ("cel", "celular"),
    # not beside "number" or "contact" alone
    return _PHONE_WORD.search(context) is not None and any(
        _possible(compact, region) for region in _KEYWORD_REGIONS)


# an internal extension or a hospital bleep given alone: "(Finance, ext 4471)", "bleep 2268"
_EXTENSION_ALONE = compile_rule(
    r"(?i)\b(?:ext|extension|bleep|pager)\.?[ \t]*:?[ \t]*(?P<v>\d{3,6})\b")


def find_phones(text: str) -> Iterable[Finding]:
    for match in _EXTENSION_ALONE.finditer(text):
        if not re.search(r"\d[ \t]*,?[ \t]*$", text[max(0, match.start() - 3) : match.start()]):
            yield finding(text, *match.span("v"), Label.PHONE, "rules:phone", 0.7)
    for match in _PHONE_CANDIDATE.finditer(text):
        start, end = match.span("v")
        value = match.group("v")
        if _phone_ok(value, text, start, end):
            score = 0.95 if value.startswith(("+", "(+", "%2B", "%2b")) else 0.85
            extension = _EXTENSION.match(text, end)
            if extension is not None:
                end = extension.end()
            yield finding(text, start, end, Label.PHONE, "rules:phone", score)


# --- URLs with personal parts ----------------------------------------------------------------
# with a scheme or "www.", or a profile or listing on a well-known site written without them
# ("linkedin.com/in/fatima-alzahrani-pm", "airbnb.com/rooms/918273645")
_URL = compile_rule(
    r"(?i)\b(?:https?://|www\.)[^\s<>\"'`]+|"
    r"(?<![\w@./\-])(?:(?:[a-z]{2}|www|m)\.)?(?:linkedin\.com|github\.com|gitlab\.com|"
    r"twitter\.com|x\.com|instagram\.com|facebook\.com|fb\.com|tiktok\.com|medium\.com|"
    r"behance\.net|dribbble\.com|airbnb\.[a-z]{2,3}(?:\.[a-z]{2})?|calendly\.com|t\.me|wa\.me|"
    r"threads\.net|youtube\.com|monzo\.me|paypal\.me|revolut\.me|venmo\.com|cash\.app|"
    r"ko-fi\.com|buymeacoffee\.com|linktr\.ee|patreon\.com|about\.me|twitch\.tv|"
    r"soundcloud\.com|vimeo\.com|etsy\.com|depop\.com|poshmark\.com|gumroad\.com|"
    r"bsky\.app|gofundme\.com|justgiving\.com|gist\.github\.com|strava\.com|goodreads\.com|"
    r"trello\.com|bit\.ly|tinyurl\.com|rb\.gy|cutt\.ly|shorturl\.at|maps\.app\.goo\.gl|"
    r"forms\.gle|1drv\.ms|rightmove\.co\.uk|zillow\.com|idealista\.com|funda\.nl)/[^\s<>\"'`]+"
)
_URL_TRAILING = ".,;:!?)]}'\""
_PERSONAL_PATH = compile_rule(
    r"(?i)/(?:users?|u|profiles?|people|person|members?|in|pub|employees?|patients?|customers?|"
    r"accounts?|staff|author|@|shop|closet|usr|profile)/[^/?#]+|/~[^/?#]+|/@[^/?#]+"
)
_SOCIAL_HOSTS = compile_rule(
    r"(?i)(?:^|\.)(?:facebook|instagram|twitter|x|tiktok|linkedin|threads|snapchat|pinterest|"
    r"onlyfans|venmo|cash\.app|paypal\.me|t\.me|wa\.me|monzo\.me|revolut\.me|ko-fi|"
    r"buymeacoffee|linktr\.ee|patreon|about\.me|twitch|soundcloud|vimeo|depop|poshmark|gumroad|"
    r"bsky\.app)\.?\w*$"
)
# a one-off token in a link (a health-check ping, a reset or invite link): whoever holds the
# link can use it; and a long number in a path (a court case, an account)
_TOKEN_IN_URL = compile_rule(
    r"(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|/\d{12,}(?:[/?#]|$)")
_PERSONAL_QUERY_KEYS = frozenset(
    {
        "email", "e-mail", "mail", "token", "access_token", "id_token", "refresh_token", "api_key",
        "apikey", "key", "secret", "password", "pwd", "pass", "name", "first_name", "firstname",
        "last_name", "lastname", "fullname", "full_name", "user", "username", "uid", "user_id",
        "userid", "phone", "mobile", "session", "sessionid", "sid", "auth", "code", "signature",
        "sig", "x-amz-signature", "x-amz-credential", "ssn", "dob", "birthdate", "address",
        "patient", "patient_id", "account", "customer_id", "invite", "reset_token", "otp",
        "u", "login", "member", "member_id",
    }
)
# Links that open a private document, folder or meeting to whoever holds them.
_SHARE_LINK = compile_rule(
    r"(?i)^(?:(?:drive|docs|meet|photos|calendar)\.google\.com/.+|forms\.gle/.+|"
    r"(?:www\.)?dropbox\.com/(?:s|sh|scl)/.+|1drv\.ms/.+|onedrive\.live\.com/.+|"
    r"[\w\-]+\.sharepoint\.com/.+|(?:www\.)?(?:we\.tl|wetransfer\.com)/.+|"
    r"(?:[\w\-]+\.)?zoom\.us/(?:j|my|s)/.+|teams\.microsoft\.com/l/.+|"
    r"(?:www\.)?icloud\.com/(?:share|iclouddrive|photos)/.+|(?:www\.)?loom\.com/share/.+|"
    r"(?:app\.)?box\.com/s/.+|(?:www\.)?figma\.com/(?:file|design)/.+|calendly\.com/.+|"
    r"(?:www\.)?notion\.so/.+|photos\.app\.goo\.gl/.+|"
    # a holiday-rental listing is someone's home
    r"(?:www\.)?airbnb\.[a-z.]+/(?:rooms|h)/.+|"
    # (session 23) a board, a paper's project, a gist, a map pin, a fundraiser, an athlete, a
    # home for sale or to let: each names one person's or family's thing
    r"(?:www\.)?trello\.com/[bc]/.+|(?:www\.)?overleaf\.com/(?:project|read)/.+|"
    r"gist\.github\.com/.+|maps\.app\.goo\.gl/.+|goo\.gl/maps/.+|"
    r"(?:www\.)?gofundme\.com/f/.+|(?:www\.)?justgiving\.com/(?:page|crowdfunding)/.+|"
    r"(?:www\.)?leetchi\.com/c/.+|(?:www\.)?vakinha\.com\.br/.+|"
    r"(?:www\.)?strava\.com/athletes/.+|(?:www\.)?goodreads\.com/user/.+|"
    r"(?:www\.)?rightmove\.co\.uk/properties/.+|(?:www\.)?zoopla\.co\.uk/(?:for-sale|to-rent)/details/.+|"
    r"(?:www\.)?zillow\.com/homedetails/.+|(?:www\.)?idealista\.(?:com|pt|it)/inmueble/.+|"
    r"(?:www\.)?idealista\.(?:com|pt|it)/imovel/.+|(?:www\.)?funda\.nl/(?:koop|huur)/.+|"
    r"(?:www\.)?immobilienscout24\.de/expose/.+|"
    # a shortened link hides where it goes, so it may go anywhere private
    r"(?:bit\.ly|tinyurl\.com|t\.co|rb\.gy|ow\.ly|is\.gd|buff\.ly|cutt\.ly|shorturl\.at|"
    r"tiny\.cc|rebrand\.ly)/.+)"
)
# (a domain ends in letters: "testify@v1.9.0" is a Go module's version)
_EMAIL_INSIDE = compile_rule(r"[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}(?![\w.])")


# a platform's own pages, not an account's ("vimeo.com/blog", "soundcloud.com/discover")
_PLATFORM_PAGES = frozenset({
    "", "home", "login", "signup", "register", "blog", "discover", "explore", "help", "about",
    "search", "jobs", "careers", "press", "pricing", "terms", "privacy", "legal", "support",
    "settings", "features", "docs", "developers", "categories", "browse", "trending", "directory",
    "creators", "watch", "hashtag", "tags", "topics", "download", "upload", "live",
})


def _url_is_personal(url: str) -> bool:
    parts = urlsplit(url if "://" in url else "http://" + url)
    # credentials in the URL are found by the secret rules; here only the personal parts count
    if _EMAIL_INSIDE.search(parts.netloc.rsplit("@", 1)[-1] + parts.path + parts.query):
        return True
    if _PERSONAL_PATH.search(parts.path):
        return True
    if _SHARE_LINK.match(parts.netloc.rsplit("@", 1)[-1] + parts.path):
        return True
    if _TOKEN_IN_URL.search(parts.path + "?" + parts.query):
        return True
    if CUSTOMER_HOST.pattern.fullmatch(parts.hostname or ""):
        return True  # a customer's own host on a service: "ridgeviewlegal.service-now.com"
    host = parts.hostname or ""
    first = parts.path.strip("/").split("/", 1)[0].casefold()
    if _SOCIAL_HOSTS.search(host) and first not in _PLATFORM_PAGES:
        return True
    return any(key.lower() in _PERSONAL_QUERY_KEYS for key, _ in parse_qsl(parts.query, True))


# Hosts that are never an organisation's own: documentation examples and the local machine.
PLACEHOLDER_HOST = compile_rule(
    r"(?i)^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|(?:.*\.)?example\.(?:com|org|net)|"
    r"(?:.*\.)?(?:test|invalid|localhost))$"
)
# Public code hosts: the first path segment is the owner ("github.com/mapleleaf-roofing/crm").
CODE_HOSTS = compile_rule(
    r"(?i)^(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$"
)
# A URL given as the value of a setting: "APP_URL=https://crm.acme.ca", "webhook_url: ..."
_URL_SETTING = compile_rule(
    r"(?i)(?:[a-z0-9_]*_)?(?:url|uri|endpoint|base_?url|site|domain|origin|callback|webhook)"
    r"[\"']?[ \t]*[=:][ \t]*[\"']?$"
)


def organisation_label(host: str) -> str:
    """The name part of a host's registrable domain: "crm.mapleleafroofing.ca" ->
    "mapleleafroofing", "mail.acme.co.uk" -> "acme" (by the Public Suffix List)."""
    from hushprompt.standins.domains import split_registrable

    return split_registrable(host.lower().rstrip("."))[1]


def squash(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _private_organisations(text: str) -> frozenset[str]:
    """Organisations whose own domain the prompt shows in an e-mail address (not a public mail
    or service provider): their other hosts and repositories are theirs too."""
    names = set()
    for match in EMAIL.pattern.finditer(text):
        domain = match.group().rsplit("@", 1)[1]
        if not PUBLIC_DOMAINS.search(domain) and not PLACEHOLDER_HOST.match(domain):
            names.add(squash(organisation_label(domain)))
    return frozenset(name for name in names if len(name) >= 4)


def _url_of_private_organisation(url: str, text: str, start: int,
                                 organisations: frozenset[str]) -> bool:
    parts = urlsplit(url if "://" in url else "http://" + url)
    host = parts.hostname or ""
    if not host or PLACEHOLDER_HOST.match(host) or re.fullmatch(r"[\d.]+|\[?[\d:a-f]+\]?", host):
        return False  # IP addresses have their own rule
    if CODE_HOSTS.match(host):
        owner = parts.path.strip("/").split("/", 1)[0]
        return bool(owner) and squash(owner) in organisations
    if PUBLIC_DOMAINS.search(host):
        return False
    if INTERNAL_HOST.pattern.fullmatch(host):  # "grafana.corp.finlyte.io"
        return True
    if squash(organisation_label(host)) in organisations:
        return True
    return bool(_URL_SETTING.search(before(text, start, 40).rsplit("\n", 1)[-1]))


def url_spans(text: str) -> Iterable[tuple[int, int]]:
    """Where each URL of the text starts and ends (trailing punctuation left out)."""
    for match in _URL.finditer(text):
        start, end = match.span()
        while end > start and text[end - 1] in _URL_TRAILING:
            if text[end - 1] == ")" and text.count("(", start, end) >= text.count(")", start, end):
                break
            end -= 1
        yield start, end


def find_personal_urls(text: str) -> Iterable[Finding]:
    organisations: frozenset[str] | None = None
    for start, end in url_spans(text):
        url = text[start:end]
        if _url_is_personal(url):
            yield finding(text, start, end, Label.URL, "rules:url", 0.9)
            continue
        if organisations is None:
            organisations = _private_organisations(text)
        if _url_of_private_organisation(url, text, start, organisations):
            yield finding(text, start, end, Label.URL, "rules:url_organisation", 0.8)


CONTACT_RULES = (EMAIL, ENCODED_EMAIL)
CONTACT_RECOGNIZERS = (find_phones, find_personal_urls)
