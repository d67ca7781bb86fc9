"""Identifiers written into sentences rather than fields: self-introductions ("I'm Darnell
Washington"), passwords ("the temporary password he was given is Nv!2024-edi-Tmp") and user names
("with the user nordvik_edi"), plus the user entries of a kubeconfig."""

from __future__ import annotations

from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_identity import LOGIN_STATES, SYSTEM_USERS
from hushprompt.detect.rules_secrets import PLACEHOLDER
from hushprompt.detect.wordlists import everyday_words, normalize, wordlist
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# --- self-introductions ----------------------------------------------------------------------
_TOKEN = r"[A-Z][a-zà-öø-ÿ'’]+(?:-[A-Z]?[a-zà-öø-ÿ'’]+)*"
_NAMES = rf"{_TOKEN}(?:[ \t]+{_TOKEN}){{0,3}}"
SELF_INTRO = compile_rule(
    # "I'm Darnell Washington", "We're Tariq and Nour Haddad": needs a full name (two tokens),
    # since "I'm Canadian" and "I'm Fine" are one capitalised word
    rf"\b(?:I['’]m|I am|We['’]re|We are)[ \t]+(?P<group>{_NAMES}(?:[ \t]+(?:and|&)[ \t]+{_NAMES})?)"
    # "my name is Hana", "name's Ola", "this is Dana from accounts"
    rf"|(?i:\bmy name is|\bmy name['’]s|\bname['’]s)[ \t]+(?P<named>{_NAMES})"
    rf"|(?i:\bthis is)[ \t]+(?P<from>{_NAMES})(?=[ \t]+from\b)"
)
_SPLIT_NAMES = compile_rule(rf"{_TOKEN}(?:[ \t]+{_TOKEN})*")
# capitalised words that follow "I'm" without being a name ("I'm Not Sure", "I'm New Here")
_NOT_NAME_WORDS = frozenset(
    {
        "not", "so", "very", "just", "still", "also", "really", "currently", "now", "here",
        "back", "using", "working", "looking", "trying", "going", "done", "sorry", "glad",
        "happy", "fine", "good", "ok", "okay", "new", "the", "a", "an", "in", "at", "on",
        "from", "with", "into", "about", "based", "writing", "building", "running", "getting",
        "learning", "studying", "planning", "pregnant", "retired", "single", "married",
        "divorced", "unemployed", "self-employed", "disabled", "vegan", "vegetarian", "gay",
        "straight", "bisexual", "trans", "deaf", "blind", "dyslexic", "autistic", "catholic",
        "muslim", "jewish", "christian", "hindu", "buddhist", "sikh", "atheist", "agnostic",
    }
)


def _name_parts(span: str, offset: int) -> list[tuple[int, int]]:
    return [(offset + m.start(), offset + m.end()) for m in _SPLIT_NAMES.finditer(span)]


def _is_name(span: str) -> bool:
    words = [normalize(word) for word in span.split()]
    languages = wordlist("languages")
    return not any(word in _NOT_NAME_WORDS or word in languages for word in words)


def find_self_introductions(text: str) -> Iterable[Finding]:
    for match in SELF_INTRO.finditer(text):
        group = next(g for g in ("group", "named", "from") if match.group(g))
        start = match.start(group)
        parts = _name_parts(match.group(group), start)
        # a group of people must end in a full name ("Tariq and Nour Haddad")
        if group == "group" and len(text[parts[-1][0] : parts[-1][1]].split()) < 2:
            continue
        for part_start, part_end in parts:
            if _is_name(text[part_start:part_end]):
                yield finding(text, part_start, part_end, Label.PERSON, "rules:intro", 0.8)


# --- passwords in prose ----------------------------------------------------------------------
PROSE_PASSWORD = compile_rule(
    r"(?i:\b(?:password|passcode|passphrase|pass ?word|pw|pwd|wi-?fi key))\b"
    # "password Dinosaur!2015", "pw: x", "the password he was given is x"
    r"(?:(?:[ \t]+[A-Za-z'’]+){1,6}?[ \t]+(?i:is|was|are|will be)\b[ \t]*:?"
    r"[ \t]*|[ \t]*:[ \t]*|[ \t]+)"
    # the value mixes letters with digits or symbols (checked here so that the words between
    # keyword and value can stretch past "he was given" to the value)
    r"[\"'“‘`]?(?P<v>(?=[^\s\"'”’`]*[A-Za-z])(?=[^\s\"'”’`]*[\d!@#$%^&*+=?~_|/\\<>{}\[\]])"
    r"[^\s\"'”’`]{6,64})"
)
_SYMBOL = compile_rule(r"[!@#$%^&*+=?~_|/\\<>{}\[\]]")
_NOT_PASSWORD_VALUE = compile_rule(
    # key=value, code references, URLs, paths, e-mail addresses, version numbers
    r"(?i)^(?:\w+=.*|[\w.]+[(\[].*|[A-Za-z_]\w*\.[A-Za-z_][\w.]*|https?://.*|[/~.].*|"
    r"[\w.+\-]+@[\w\-]+\.[\w.]+|v?\d[\d.]*)$"
)


def _looks_like_password(value: str) -> bool:
    """Mixes character classes: letters with digits or symbols (a word alone is prose)."""
    has_letter = any(ch.isalpha() for ch in value)
    has_other = any(ch.isdigit() for ch in value) or bool(_SYMBOL.search(value))
    return (
        len(value) >= 6 and has_letter and has_other
        and not PLACEHOLDER.match(value) and not _NOT_PASSWORD_VALUE.match(value)
    )


def find_prose_passwords(text: str) -> Iterable[Finding]:
    for match in PROSE_PASSWORD.finditer(text):
        start, end = match.span("v")
        while end > start and text[end - 1] in ".,;:)]":
            end -= 1
        if _looks_like_password(text[start:end]):
            yield finding(text, start, end, Label.SECRET, "rules:secret:prose", 0.85)


# --- user names in prose and config ----------------------------------------------------------
PROSE_USER = compile_rule(
    r"(?i:\b(?:user(?:name)?|user name|login(?: name)?|screen ?name|gamertag|handle))"
    r"[ \t]+(?:(?i:is|was|called|named)[ \t]+)?(?P<q>[\"'“‘`]?)"
    r"(?P<v>[A-Za-z][\w.\-]{1,38}[A-Za-z0-9])(?![\w\-(]|\.\w)"
)
_FILE_OR_VERSION = compile_rule(
    r"(?i)^v\d.*|.*\.(?:com|org|net|io|py|js|ts|json|txt|md|ya?ml|html?|php|sh|conf|cfg|ini|"
    r"log|xml|csv)$"
)


def _handle_like(value: str, quoted: bool) -> bool:
    if value.lower() in SYSTEM_USERS or _FILE_OR_VERSION.match(value):
        return False
    separators = any(ch in "_-." or ch.isdigit() for ch in value)
    return separators or quoted and value.islower()


def find_prose_users(text: str) -> Iterable[Finding]:
    for match in PROSE_USER.finditer(text):
        if _handle_like(match.group("v"), bool(match.group("q"))):
            yield finding(text, *match.span("v"), Label.USERNAME, "rules:username", 0.8)
    for match in _ACCOUNT_ON_A_SERVICE.finditer(text):
        value = match.group("v")
        plain_login = (match.group("login") and value.islower() and len(value) >= 4
                       and value not in everyday_words() and value not in SYSTEM_USERS
                       and value not in LOGIN_STATES)
        if plain_login or _handle_like(value, quoted=False):
            yield finding(text, *match.span("v"), Label.USERNAME, "rules:username", 0.8)
    for match in _ACCOUNT_BY_ITS_WORD.finditer(text):
        group = "v" if match.group("v") else "tag"
        value = match.group(group)
        if value.startswith("$") or _handle_like(value, quoted=False) or (
                value.lower() not in everyday_words() and value.lower() not in SYSTEM_USERS
                and value.lower() not in _NOT_HANDLES):
            yield finding(text, *match.span(group), Label.USERNAME, "rules:username", 0.8)


# A log-in or an account on a named service, with the linking words of the languages prompts
# mix in: "my psn is Jayden_Tr1pp", "GitHub là ducanh-pham", "login prévu nbertin", "Username
# yangu ni wkamau_ke", "my login there is jmorrison-htc", "IRCTC user id hai ankit_rj1996".
# After a service's name the value must look like a handle ("steam is down" names nothing); after
# a word for a log-in a plain lower-case word that is no everyday word is one too.
_ACCOUNT_ON_A_SERVICE = compile_rule(
    r"(?i:\b(?:(?P<login>username|user[ _]?name|user[ _]?id|login|log-in|handle|gamertag|"
    r"benutzername|usuario|utilisateur|identifiant)|user|psn|xbox|steam|discord|snap(?:chat)?|"
    r"insta(?:gram)?|"
    r"tiktok|twitter|github|gitlab|bitbucket|reddit|telegram|skype|roblox|twitch|ig)"
    r"(?:[ \t]+(?:there|here|yangu|wangu|mera|meu|mi|mon|mein))?"
    r"[ \t]*(?:[ \t](?:is|was|hai|ni|là|é|est|ist|es|prévu|ye|:)|:)[ \t]*)"
    r"[\"'“‘`]?(?P<v>[A-Za-z][\w.\-]{1,38}[A-Za-z0-9])(?![\w\-(@]|\.\w)"
)


# A service's word for an account before it: "Line ID somchai_kohsamui", "github user svenlq",
# "her hinge name is KarenInSpokane78", and a Cash App tag: "cash app $jakeH0lloway"
_ACCOUNT_BY_ITS_WORD = compile_rule(
    r"(?i:\b(?:line|github|gitlab|hinge|tinder|bumble|kakao(?:talk)?|wechat|telegram|"
    r"insta(?:gram)?|ig|snap(?:chat)?|discord|venmo|twitter|tiktok|reddit|steam|skype)[ \t]+"
    r"(?:id|user(?:name)?|name|handle|tag|account)(?:[ \t]+(?:is|was))?[ \t]*:?[ \t]*)"
    r"[\"'“‘`@]?(?P<v>[A-Za-z][\w.\-]{1,38}[A-Za-z0-9])(?![\w\-(@]|\.\w)"
    r"|(?i:\bcash[ \t]?app[ \t]+(?:(?:is|tag|name)[ \t]+)?)(?P<tag>\$[A-Za-z][\w]{1,20})\b"
)

# what follows "github user", "line name" when no handle does ("the github user interface")
_NOT_HANDLES = frozenset({
    "interface", "interfaces", "settings", "profile", "profiles", "guide", "page", "pages",
    "account", "accounts", "experience", "agreement", "manual", "group", "groups", "data",
    "base", "research", "support", "feedback", "needs", "journey", "story", "stories", "review",
    "reviews", "count", "flow", "flows", "friendly", "error", "errors", "session", "sessions",
    "list", "policy", "role", "roles", "search", "management", "permissions", "access",
    "rights", "input", "name", "names", "field", "fields", "required", "missing", "number",
    "format", "item", "items", "chart", "graph", "break", "breaks", "ending", "endings",
})

# kubeconfig: "users:\n- name: aisha-ops" (the entries under the top-level users: key)
_KUBE_USER = compile_rule(
    r"(?m)^[ \t]*-[ \t]+name:[ \t]*[\"']?(?P<v>[A-Za-z0-9][\w.\-@:/]{1,62}?)[\"']?[ \t]*$"
)
_TOP_LEVEL_KEY = compile_rule(r"(?m)^([A-Za-z][\w\-]*):")


def find_kubeconfig_users(text: str) -> Iterable[Finding]:
    if "users:" not in text:
        return
    for match in _KUBE_USER.finditer(text):
        keys = _TOP_LEVEL_KEY.findall(text, 0, match.start())
        if keys and keys[-1] == "users" and match.group("v").lower() not in SYSTEM_USERS:
            yield finding(text, *match.span("v"), Label.USERNAME, "rules:username", 0.8)


# --- a person named by their role: "building super Vlad says", "my landlord Kofi Mensah" ------
# The relation word says a person follows; the name may be one the models have not seen.
_ROLE_BEFORE_NAME = compile_rule(
    r"\b(?:super(?:intendent)?|landlord|landlady|property manager|line manager|manager|boss|"
    r"colleague|co-?worker|neighbou?r|roommate|flatmate|housemate|tenant|nanny|babysitter|"
    r"tutor|teacher|nurse|dentist|therapist|counsell?or|coach|supervisor|caretaker|contractor|"
    r"plumber|electrician|husband|wife|partner|son|daughter|brother|sister|mum|mom|dad|"
    r"uncle|aunt|auntie|cousin|friend|girlfriend|boyfriend|fianc[ée]e?|grandma|grandpa|"
    r"nephew|niece|stepson|stepdaughter|in-law|intern|assistant|client|patient|caregiver|carer|"
    # the same relations in the languages prompts mix in: "mijn huisbaas Kees Verhoeven"
    r"huisbaas|verhuurder|vermieter(?:in)?|propietari[oa]|caser[oa]|senhori[oa]|propriétaire|"
    r"hij[oa]|filh[oa]|fils|fille|sohn|tochter|espos[oa]|marido|mulher|femme|mari|herman[oa]|"
    r"irmão|irmã|frère|sœur|bruder|schwester|amig[oa]|freund(?:in)?|collega|collègue|"
    r"kolleg(?:e|in)|syn|córka|istri|suami|"
    # grandparents, uncles and aunts, neighbours and titles of other languages, capitalised at a
    # line's start too: "Mormor Birgitta fyller 90", "el tío Beto", "sig.ra Colombo"
    r"[Mm]ormor|[Ff]armor|[Mm]orfar|[Ff]arfar|[Mm]oster|[Ff]aster|[Tt]í[oa]|[Aa]buel[oa]|"
    r"[Aa]vó|[Aa]vô|[Nn]onn[oa]|zi[oa]|[Oo]ma|[Oo]pa|[Oo]nkel|[Tt]ante|vecin[oa]|voisine?|"
    r"nachbar(?:in)?|buurman|buurvrouw|sig\.ra|sig\.|signora|signor|fontaner[oa]|"
    # Filipino aunts, uncles, grandparents and older brothers: "si tita Marites", "Lolo Ben",
    # "kuya Jun" ("ate", an older sister, is an English word too)
    r"[Tt]ita|[Tt]ito|[Ll]ola|[Ll]olo|[Kk]uya|"
    # Italian teachers and doctors: "Gentile maestra Carbonaro", "la dottoressa Ricci"
    r"maestra|maestro|professoressa|dottoressa|dottore|dott\.)"
    rf"[ \t]+(?P<v>{_TOKEN}(?:[ \t]+{_TOKEN})?)(?![\w'’-])"
)
# "Marisa es mi mujer", "Kofi is my brother", "Inès est ma fille": a name said to be a relation
_NAME_IS_MY_RELATION = compile_rule(
    rf"(?<![\w'’-])(?P<v>{_TOKEN}(?:[ \t]+{_TOKEN})?)[ \t]+(?:is|es|é|est|ist|è|jest|is)[ \t]+"
    r"(?:my|mi|minha|meu|ma|mon|mein|meine|mia|mio|moja|mój|mijn)[ \t]+"
    r"(?:wife|husband|partner|son|daughter|brother|sister|mum|mom|dad|mother|father|boyfriend|"
    r"girlfriend|fianc[ée]e?|mujer|marido|espos[oa]|hij[oa]|herman[oa]|madre|padre|mulher|"
    r"filh[oa]|irmã|irmão|femme|mari|fille|fils|sœur|frère|frau|mann|tochter|sohn|schwester|"
    r"bruder|moglie|marito|figli[oa]|sorella|fratello|żona|mąż|córka|syn|vrouw|man|dochter|"
    r"zoon)\b"
)
_TITLES = frozenset({"mr", "mrs", "ms", "mx", "miss", "dr", "prof", "sir", "madam", "mme",
                     "mlle", "herr", "frau", "sr", "sra", "srta", "dott", "dottssa", "sig"})
_NOT_AFTER_ROLE = frozenset({"and", "or", "the", "a", "is", "was", "says", "said", "has", "had",
                             "will", "would", "can", "could", "who", "that", "i", "we", "he",
                             "she", "they", "it", "from", "at", "in", "of", "for", "to"})


# a Vietnamese doctor or teacher before a name of Vietnamese letters: "bác sĩ Phạm Minh Khoa"
_VIETNAMESE_TITLE = compile_rule(
    r"\b(?:bác sĩ|bs\.|thầy giáo|cô giáo|thầy)[ \t]+(?P<v>(?:[^\W\d_]+[ \t]+){0,3}[^\W\d_]+)")


def find_named_by_role(text: str) -> Iterable[Finding]:
    common = everyday_words()
    for match in _VIETNAMESE_TITLE.finditer(text):
        words = match.group("v").split()
        while words and not words[-1][:1].isupper():
            words.pop()
        if words and all(w[:1].isupper() for w in words):
            start = match.start("v")
            yield finding(text, start, start + len(" ".join(words)), Label.PERSON,
                          "rules:named_by_role", 0.75)
    for match in _NAME_IS_MY_RELATION.finditer(text):
        words = match.group("v").split()
        if words[0].casefold() not in common and words[0].casefold() not in _NOT_AFTER_ROLE:
            yield finding(text, *match.span("v"), Label.PERSON, "rules:named_by_role", 0.75)
    for match in _ROLE_BEFORE_NAME.finditer(text):
        words = match.group("v").split()
        # keep the first word alone when the second is an everyday word ("Vlad Says")
        while words and (words[-1].casefold() in common or words[-1].casefold() in _NOT_AFTER_ROLE):
            words.pop()
        if not words or words[0].casefold() in common:
            continue
        if words[0].casefold().rstrip(".") in _TITLES:
            continue  # "His teacher Ms. Delgado": the title's name is the titled-name rule's
        start = match.start("v")
        end = start + len(" ".join(words)) if len(words) > 1 else start + len(words[0])
        if text[start:end] == " ".join(words):
            yield finding(text, start, end, Label.PERSON, "rules:named_by_role", 0.75)


PROSE_RECOGNIZERS = (
    find_self_introductions, find_prose_passwords, find_prose_users, find_kubeconfig_users,
    find_named_by_role,
)
