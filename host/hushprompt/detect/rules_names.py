"""Person names the language models miss: names in quoted record fields
(`holder="Amanda Mills"`) and names written in Chinese or Japanese script inside an otherwise
Latin-script prompt ("Write a review for 修平 小林", "Hi 陽一,")."""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.kin_words import KIN_ALONE, KIN_OWNED, OWN_WORDS
from hushprompt.detect.rules_base import before
from hushprompt.regex_cache import compile_rule
from hushprompt.standins.common import words
from hushprompt.types import Finding, Label

# --- quoted name fields ----------------------------------------------------------------------
# Keys that name a person, never the bare `name=` (HTML forms, packages and functions use it).
_PERSON_KEYS = (
    r"(?:card|account)?[_\-]?holder(?:[_\-]?name)?|payee|beneficiary|recipient|"
    r"(?:full|customer|client|patient|contact|owner|display|legal|guest|passenger|employee|"
    r"member|sender|recipient|first|last|given|family|sur)[_\-]?name"
)
LETTERS = r"[^\W\d_]"  # a letter of any script
_LETTERS = LETTERS
QUOTED_NAME_FIELD = compile_rule(
    rf"(?i:(?<![\w\-])(?:{_PERSON_KEYS}))[\"']?[ \t]*[=:][ \t]*(?P<q>[\"'])"
    rf"(?P<v>{_LETTERS}+(?:[.'’\-]{_LETTERS}+)*\.?(?:[ \t]+{_LETTERS}+(?:[.'’\-]{_LETTERS}+)*\.?)"
    r"{0,3})(?P=q)"
)


def looks_like_name(value: str) -> bool:
    """Every word capitalised (or in a script without case) but a surname's particle ("Daan van
    der Berg", "Maria dos Santos"), so "n/a"-like values are left."""
    words = value.split()
    if value.lower() in {"none", "null", "unknown", "n/a", "test", "example", "redacted"}:
        return False
    if words and words[0] in _PARTICLES:
        return False
    return all(word[0].isupper() or not word[0].isascii() and not word[0].islower()
               or word in _PARTICLES for word in words)


_PARTICLES = frozenset({"van", "der", "den", "de", "da", "das", "do", "dos", "del", "della", "di",
                        "du", "von", "zu", "le", "la", "el", "al", "bin", "ibn", "binti", "ter",
                        "ten", "y", "e"})


# The bare `"name": "..."` of a JSON record names a person only when the value reads as one: two
# to four capitalised words, one of them a given or family name Faker knows or the record also
# holding contact fields ("Oluwaseun Bakare" beside an e-mail; not "Create React App", "my-app").
BARE_NAME_FIELD = compile_rule(
    r"(?i:[\"']name[\"'])[ \t]*:[ \t]*(?P<q>[\"'])"
    rf"(?P<v>{_LETTERS}+(?:[.'’\-]{_LETTERS}+)*(?:[ \t]+{_LETTERS}+(?:[.'’\-]{_LETTERS}+)*)"
    r"{1,3})(?P=q)"
)


def has_known_name(value: str) -> bool:
    from hushprompt.standins.names import name_index  # Faker's given and family names

    index = name_index()
    return any(word.casefold() in index.given or word.casefold() in index.surname
               for word in re.split(r"[\s\-]+", value))


_CONTACT_FIELD = compile_rule(r"(?i)[\w.+\-]@[\w\-]+\.\w|[\"'](?:e-?mail|phone|mobile|tel|dob|"
                            r"birth_?date|date_of_birth|address)[\"']\s*:")


def _in_a_person_record(text: str, start: int, end: int) -> bool:
    return _CONTACT_FIELD.search(text[max(0, start - 200) : end + 200]) is not None


def find_quoted_name_fields(text: str) -> Iterable[Finding]:
    for match in QUOTED_NAME_FIELD.finditer(text):
        if looks_like_name(match.group("v")):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name_field", 0.85)
    for match in BARE_NAME_FIELD.finditer(text):
        value = match.group("v")
        if looks_like_name(value) and (has_known_name(value)
                                       or _in_a_person_record(text, *match.span())):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name_field", 0.8)


# A FHIR or HL7-JSON person name: `"name": [{"family": "Abernathy", "given": ["Willa", "June"]}]`.
# The bare "family" and "given" keys name a person only in that shape (both keys in the record).
_FHIR_NAME = compile_rule(
    r"[\"']family[\"'][ \t]*:[ \t]*[\"'](?P<family>[^\"'\n]{1,40})[\"'][ \t]*,[ \t]*"
    r"[\"']given[\"'][ \t]*:[ \t]*\[(?P<given>[^\]\n]{1,120})\]|"
    r"[\"']given[\"'][ \t]*:[ \t]*\[(?P<given2>[^\]\n]{1,120})\][ \t]*,[ \t]*"
    r"[\"']family[\"'][ \t]*:[ \t]*[\"'](?P<family2>[^\"'\n]{1,40})[\"']"
)
_QUOTED_VALUE = compile_rule(r"[\"']([^\"'\n]{1,40})[\"']")


def find_fhir_names(text: str) -> Iterable[Finding]:
    if "given" not in text:
        return
    for match in _FHIR_NAME.finditer(text):
        family = "family" if match.group("family") is not None else "family2"
        given = "given" if match.group("given") is not None else "given2"
        if looks_like_name(match.group(family)):
            yield finding(text, *match.span(family), Label.PERSON, "rules:name_field", 0.85)
        offset = match.start(given)
        for value in _QUOTED_VALUE.finditer(match.group(given)):
            if looks_like_name(value.group(1)):
                start, end = offset + value.start(1), offset + value.end(1)
                yield finding(text, start, end, Label.PERSON, "rules:name_field", 0.85)


# --- names in Chinese / Japanese script ------------------------------------------------------
# Hand-written: the bundled models are trained on Latin-script text and see these names as
# unknown tokens. Chinese and Japanese do not put spaces between words, so in a Latin-script
# prompt two short Han/kana runs separated by one space ("京助 長谷川") are a given and a family
# name; a single run is a name only where a name is expected (greetings, "me and ...").
_CJK = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]"
_CJK_CHAR = compile_rule(_CJK)
_CJK_NAME = compile_rule(rf"(?<!{_CJK})(?P<v>{_CJK}{{1,4}}(?: {_CJK}{{1,4}})?)(?!{_CJK})")
_SINGLE_NAME_CUE = compile_rule(
    r"(?i)(?:(?:^|\n)[ \t]*(?:hi|hello|hey|dear|thanks|thank you|regards|best|cheers|sincerely)"
    r",?[ \t]*\n?|\bme and|\b(?:my|our|his|her) (?:friend|colleague|boss|manager|landlord|"
    r"tenant|patient|client|student|son|daughter|wife|husband|partner)|\b(?:signed|from|attn)"
    r":|,\n)[ \t]*$"
)
# the Han / kana text is the subject of the question, not a person
_LANGUAGE_CUE = compile_rule(
    r"(?i)\b(?:translat\w*|means?|meaning|word|phrase|characters?|kanji|hanzi|kana|hiragana|"
    r"katakana|pronounc\w*|say|says|written|spell\w*|japanese|chinese|mandarin|cantonese)\b"
)

# "猫 means cat", "猫 (cat)": a gloss follows a word, not a name
_MEANS = compile_rule(
    r"[\s\"'”’)]{0,3}(?:(?:means?|meaning|stands? for|is (?:the |a )?(?:word|character|kanji))"
    r"\b|\([a-z]+\))"
)


def _mostly_latin(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    cjk = sum(1 for ch in letters if _CJK_CHAR.match(ch))
    return len(letters) >= 20 and cjk * 5 < len(letters)


def find_cjk_names(text: str) -> Iterable[Finding]:
    if not _CJK_CHAR.search(text) or not _mostly_latin(text):
        return
    names: list[tuple[int, int, str]] = []
    for match in _CJK_NAME.finditer(text):
        start, end = match.span("v")
        context = before(text, start, 40)
        if not _LANGUAGE_CUE.search(context) and not _MEANS.match(text, end):
            names.append((start, end, match.group("v")))
    # a full name found once makes its parts names wherever they stand alone ("修平 exceeded")
    parts = {part for _, _, value in names for part in value.split() if len(value.split()) > 1}
    for start, end, value in names:
        single = len(value.split()) == 1
        if not single or value in parts or _SINGLE_NAME_CUE.search(before(text, start, 40)):
            yield finding(text, start, end, Label.PERSON, "rules:cjk_name", 0.8)


# --- names in form fields, in any case ------------------------------------------------------
# Forms and lab reports name people in fields, often in capitals: "Family Name (Last Name)
# NGUYEN", "Given Name (First Name) Thi Mai", "Ordering: KIM, SEO-YEON MD", "name on card LEE
# JUNGHO", "Submitted by: priyanka.s (Priyanka Subramanian)". The field says it is a person;
# the models read capitals as acronyms and miss them.
_FORM_NAME_KEY = compile_rule(
    r"(?i)\b(?:family name|last name|surname|given names?|first name|middle names?|"
    r"name on (?:the )?card|name of (?:the )?(?:card ?holder|account holder|patient|applicant)|"
    r"ordering(?: physician| provider| clinician)?|ordered by|submitted by|requested by|"
    r"reported by|raised by|opened by|assigned to|prepared by|approved by|passenger(?: name)?|"
    r"guest name|traveller|traveler)\b"
    r"(?:[ \t]*\([^()\n]{0,30}\))?[ \t]*[:\-]?[ \t]*"
)
_CAPS_OR_TITLE = r"(?:[A-Z][a-zà-öø-ÿ'’]+(?:-[A-Z]?[a-zà-öø-ÿ'’]+)*|[A-Z][A-Z'’]+(?:-[A-Z]+)*)"
_FORM_NAME_WORD = compile_rule(rf",?[ \t]?(?P<w>{_CAPS_OR_TITLE})(?![\w@]|\.\w)")
_NAME_IN_PARENTHESES = compile_rule(
    rf"[ \t]*\((?P<v>{_CAPS_OR_TITLE}(?:[ \t]{_CAPS_OR_TITLE}){{1,3}})\)"
)
_FORM_HANDLE = compile_rule(r"[a-z][a-z0-9]*(?:[._\-][a-z0-9]+)+|[a-z]+\d+[a-z0-9]*")
_FORM_TITLE = compile_rule(r"(?:MR|MRS|MS|MISS|MSTR|DR|Mr|Mrs|Ms|Miss|Dr)\.?[ \t]+(?=[A-Z])")
_CREDENTIALS = frozenset({"MD", "DO", "RN", "NP", "PA", "PHD", "DDS", "MBBS", "FRCP", "MRCP",
                          "DR", "PROF", "JR", "SR", "II", "III"})
_NOT_NAMES = frozenset({"N/A", "NA", "NONE", "NULL", "UNKNOWN", "TBD", "ME", "SELF", "YES", "NO",
                        "THE", "AND", "OR", "SEE", "SAME", "MR", "MRS", "MS"})


def _form_name_end(text: str, at: int) -> int:
    """Where the name that starts at `at` ends: up to four words, before a credential ("MD")
    or the label of the next field ("Collected:")."""
    end, cursor = at, at
    for count in range(4):
        word = _FORM_NAME_WORD.match(text, cursor)
        if word is None or (count == 0 and word.start("w") != at):
            break
        if word.group("w").upper() in _CREDENTIALS or text[word.end() : word.end() + 1] == ":":
            break
        end = cursor = word.end()
    return end


def find_form_names(text: str) -> Iterable[Finding]:
    for key in _FORM_NAME_KEY.finditer(text):
        at = key.end()
        handle = _FORM_HANDLE.match(text, at)
        if handle is not None and text[handle.end() : handle.end() + 1] in ("", " ", "\n", "\t"):
            yield finding(text, at, handle.end(), Label.USERNAME, "rules:form_name", 0.8)
            named = _NAME_IN_PARENTHESES.match(text, handle.end())
            if named is not None:
                yield finding(text, *named.span("v"), Label.PERSON, "rules:form_name", 0.8)
            continue
        title = _FORM_TITLE.match(text, at)  # "Passenger: MS AYESHA KHAN-MALIK"
        if title is not None:
            at = title.end()
        end = _form_name_end(text, at)
        value = text[at:end]
        if len(value) > 1 and value.upper() not in _NOT_NAMES:
            yield finding(text, at, end, Label.PERSON, "rules:form_name", 0.8)


# A ticket's or boarding pass's name: SURNAME/GIVEN, before a title or after a name field
# ("NAME: OKONKWO/CHIDINMA MRS", "SMITH/JOHN PAUL MR")
_AIRLINE_NAME = compile_rule(
    r"(?<![\w/])(?P<v>[A-Z][A-Z'\-]+/[A-Z][A-Z'\-]+(?:[ ][A-Z][A-Z'\-]+)??)"
    r"[ \t]+(?:MRS|MR|MS|MISS|MSTR|DR)\b|"
    r"(?i:name|passenger|pax|nom|nombre|passagier)[ \t]*:[ \t]*"
    r"(?P<w>[A-Z][A-Z'\-]+/[A-Z][A-Z'\-]+)(?![\w/])"
)


def find_airline_names(text: str) -> Iterable[Finding]:
    if "/" not in text:
        return
    for match in _AIRLINE_NAME.finditer(text):
        group = "v" if match.group("v") else "w"
        yield finding(text, *match.span(group), Label.PERSON, "rules:form_name", 0.85)


# --- names after a title or a greeting that the models miss ------------------------------------
# Titles of other languages ("Dra. Pilar Ibarra", "Madame Geneviève Tremblay-Côté", "Dr. med. Inge
# Hartmann", "Frau Weber"); the English ones are the models' and spaCy's.
# (Vietnamese letters too: "Hạnh", "Tuấn")
_NAME_WORD = r"[A-ZÀ-ÖØ-ÞĐ][a-zà-öø-ÿđạ-ỹ'’]+"
_TITLED_NAME = compile_rule(
    r"(?<![\w.])(?:Dra|Sra|Srta|Madame|Mme|Monsieur|Mlle|Frau|Herr|Dott\.ssa|Dott|Dr\. med|"
    r"Bapak|Ibu|Signora|Signor|"
    # Dutch, Polish, Swahili and Tagalog forms of address, often typed in lower case
    # ("dr." in lower case only: "Dr. Seuss" and "Riverside Dr." are the English rule's)
    r"(?i:mevr|mevrouw|dhr|meneer|mw|pani|bw|bwana|gng|ginang)|(?:dr|drs)(?=\.)|"
    # Italian titles typed in lower case, with their dot ("il medico di base (dott. Caputo)")
    r"(?:dott\.ssa|dott|avv|prof\.ssa)(?=\.)|"
    # a German letter signed for a firm: "i.A. Jana Köhler", "i. V. Thomas Brandt"
    r"(?:i\.[ ]?A|i\.[ ]?V)(?=\.)|"
    # Vietnamese ("cô Hạnh", "chị Lan", "ông Tuấn", a child's pet name: "bé Bống"), only before
    # a capitalised name
    r"(?:cô|chị|ông|bà|bác|anh|bé|chú|dì|cậu)(?=[ \t]))"
    r"\.?[ \t]+"
    rf"(?P<v>{_NAME_WORD}(?:[ \-]{_NAME_WORD}){{0,3}})(?![\w@])"
)
# English titles before a capitalised name ("f/u Dr Kessler cardiology", "M. Fontaine"): the
# models miss a surname they do not know. Brands named like people ("Dr Pepper", "Mr Muscle")
# are public brands; public figures ("Dr Fauci") are dropped by the context rules' list.
_ENGLISH_TITLED_NAME = compile_rule(
    r"(?<![\w.])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Doctor|Professor|M)\.?[ \t]+"
    rf"(?P<v>{_NAME_WORD}(?:[ \-]{_NAME_WORD}){{0,2}})(?![\w@])"
)
# Lower-case names after "dr" or "mrs", a greeting, a relation or a job ("my bf tyler", "our
# receptionist yuki"), "name is" or "im", when the word is a known given name or surname and not
# an everyday word or a verb that follows "the dr" ("dr anand", "hi marcus,", "im kofi
# mensah-bonsu"; not "the dr said", "my son will"). A possessive "'s" is left out of the name.
_LOWER_CUED_NAME = compile_rule(
    r"(?:\b(?:dr|dra|doctor|mr|mrs|ms|mx)\.?[ \t]+|(?m:^)[ \t>\"']{0,3}(?:hi|hey|hello|dear)[ \t]+|"
    r"\b(?i:my|our|her|his|their)[ \t]+(?P<role>[a-z\-]+)[ \t]+|"
    r"\b(?i:name is|name's|named|called|i['’]?m|i am|naam|mera naam|me llamo|je m['’]appelle|"
    r"ich heiße|mi chiamo|nama saya|jina langu ni)[ \t]+)"
    r"(?P<v>[a-z][a-z\-]{2,}(?:[ \t][a-z][a-z\-]{2,})?)(?![\w@\-])"
)
_LOWER_TITLE = compile_rule(r"^(?:mr|mrs|ms|mx|dr|dra)\.?[ \t]+$")
_RELATIONS = frozenset({
    "gf", "bf", "girlfriend", "boyfriend", "wife", "husband", "partner", "ex", "son", "daughter",
    "kid", "baby", "mum", "mom", "dad", "brother", "sister", "bro", "sis", "friend", "bestie",
    "cousin", "boss", "guy", "colleague", "coworker", "co-worker", "roommate", "flatmate",
    "neighbour", "neighbor", "nephew", "niece", "grandson", "granddaughter", "aunt", "uncle",
    "stepson", "stepdaughter", "manager", "grandma", "grandpa", "nan", "nana", "mate", "buddy",
})
_NOT_NAMES_AFTER_TITLE = frozenset({
    "said", "says", "told", "asked", "wants", "thinks", "gave", "put", "prescribed", "recommended",
    "appointment", "visit", "office", "note", "notes", "there", "all", "team", "everyone", "guys",
    "folks", "again", "back", "just", "can", "could", "will", "would", "should", "did", "does",
})


_INSTRUMENT_WORDS = frozenset({"code", "act", "law", "rule", "rules", "regulation", "regulations"})
# Words that are someone's name in the lists but, written in lower case after "I'm" or "my
# friend", say what someone is: "I'm gay and my parents are very religious" is no name.
_STATE_WORDS = frozenset({
    "gay", "lucky", "randy", "merry", "noble", "early", "bright", "wise", "moody", "little",
})


# Indonesian and Malay forms of address before a capitalised name ("Pak Budi", "Bu Sri", "Mbak
# Rina", "Kak Dewi", "Encik Hafiz"), in a prompt written in those languages ("Pak Choi" is a
# vegetable in an English one)
_MALAY_TITLED_NAME = compile_rule(
    rf"(?<![\w.])(?:Pak|Bu|Mbak|Mas|Kak|Encik|Puan|Cik)[ \t]+(?P<v>{_NAME_WORD})(?![\w@])")
_MALAY_WORDS = compile_rule(
    r"(?i)\b(?:ya|tolong|ke|dan|yang|saya|di|untuk|dengan|sudah|tidak|apa|bisa|aku|kamu|"
    r"nggak|gak|sama|dari|ini|itu|boleh|minta|terima kasih|selamat)\b")


def find_titled_names(text: str) -> Iterable[Finding]:
    for match in _TITLED_NAME.finditer(text):
        yield finding(text, *match.span("v"), Label.PERSON, "rules:titled_name", 0.8)
    malay = None
    for match in _MALAY_TITLED_NAME.finditer(text):
        if malay is None:
            malay = len(_MALAY_WORDS.findall(text)) >= 2
        if malay:
            yield finding(text, *match.span("v"), Label.PERSON, "rules:titled_name", 0.8)
    from hushprompt.detect.public_entities import is_public_brand
    from hushprompt.detect.rules_employment import job_head
    from hushprompt.detect.wordlists import everyday_words

    for match in _ENGLISH_TITLED_NAME.finditer(text):
        name = match.group("v")
        if "'" in name.split()[0] or "’" in name.split()[0]:
            continue  # "Riverside Dr. I'm in unit 14C": a street, then a sentence
        if _STREET_BEFORE.search(text, max(0, match.start() - 30), match.start()):
            continue
        first = name.split()[0].casefold()
        if first in _INSTRUMENT_WORDS:
            continue  # "Bus. & Prof. Code 16600": a code's abbreviation, then the code
        titled = " ".join(match.group(0).replace(".", "").split()).casefold()
        if not is_public_brand(match.group(0)) and not is_public_brand(name) \
                and titled not in _FAMOUS_TITLED and first not in everyday_words() \
                and not _MONTH_OR_DAY.fullmatch(first):
            end = match.end("v") - len(_POSSESSIVE.search(name).group())  # "Gonzalez's"
            yield finding(text, match.start("v"), end, Label.PERSON, "rules:titled_name", 0.75)

    for match in _LOWER_CUED_NAME.finditer(text):
        role = match.group("role")
        if role is not None and role.casefold() not in _RELATIONS and not job_head(
                role, possessive=True):
            continue  # "my new phone", "her old car"
        words = match.group("v").casefold().split()
        first = words[0]
        if first in _STATE_WORDS:
            continue
        # after "mr"/"mrs" any word that is no everyday word is a surname ("mrs okonkwo")
        titled = _LOWER_TITLE.search(match.group(0)[: match.start("v") - match.start()])
        if _lower_case_name(first) or (titled and first not in everyday_words()
                                       and first not in _NOT_NAMES_AFTER_TITLE):
            # a second word counts only when it is a name too ("dawn kowalczyk", not "dawn said")
            end = match.end("v")
            if len(words) == 2 and not _lower_case_name(words[1], surname=True):
                end = match.start("v") + len(match.group("v").split()[0])
            yield finding(text, match.start("v"), end, Label.PERSON, "rules:titled_name", 0.75)


def _lower_case_name(word: str, surname: bool = False) -> bool:
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.wordlists import everyday_words

    parts = word.split("-")
    if surname and len(parts) > 1:  # "mensah-bonsu": one known part is enough for a surname
        return any(is_known_name(part) for part in parts) and word not in everyday_words()
    return (all(is_known_name(part) for part in parts) and word not in everyday_words()
            and word not in _NOT_NAMES_AFTER_TITLE)


_POSSESSIVE = compile_rule(r"(?:['’]s?)?$")
# "1200 Riverside Dr. Pat...": "Dr" after a house number and a street name is "Drive"
_STREET_BEFORE = compile_rule(r"\d+[A-Za-z]?[ \t]+(?:[A-Z][a-z]+[ \t]+){1,3}$")
# brands, characters and public figures known by a title and one name
_FAMOUS_TITLED = frozenset({
    "dr pepper", "dr martens", "dr oetker", "dr seuss", "dr dre", "dr phil", "dr oz", "dr who",
    "doctor who", "dr strange", "doctor strange", "dr fauci", "dr jekyll", "mr hyde", "dr watson",
    "dr house", "dr evil", "dr frankenstein", "dr zhivago", "dr doolittle", "dr no", "dr ruth",
    "dr disrespect", "mr muscle", "mr clean", "mr bean", "mr robot", "mr rogers", "mr t",
    "mr darcy", "mr miyagi", "mr beast", "mr potato", "mr freeze", "mr burns", "mr spock",
    "mrs doubtfire", "mrs dalloway", "mrs brown", "mrs robinson", "mr whiskers", "mr men",
    "prof x", "professor x", "professor snape", "professor dumbledore", "professor moriarty",
    "mr bingley", "mrs bennet", "mr rochester", "mr holmes", "dr ambedkar", "dr kalam",
})
_MONTH_OR_DAY = compile_rule(
    r"jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|august|september|october|november|"
    r"december|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
)
# Vietnamese names: one of the common family names, then one to three syllables
# ("Nguyễn Thị Thu Hà", "Trần Quốc Bảo", "Lê Minh").
_VIETNAMESE_NAME = compile_rule(
    r"(?<![\w])(?P<v>(?:Nguyễn|Trần|Lê|Phạm|Hoàng|Huỳnh|Phan|Vũ|Võ|Đặng|Bùi|Đỗ|Hồ|Ngô|Dương|"
    r"Lý|Đinh|Trịnh|Đoàn|Lâm|Mai|Trương|Cao|Tạ|Hà|Lương|Tô|Châu|Quách|Thái)"
    r"(?:[ \t][A-ZÀ-ỸĐ][a-zà-ỹđ]+){1,3})(?![\w])"
)


# the person a prompt's writer travels or lives with: "three days in Lisbon for me and Ben"; and
# the writer's own name in parentheses: "me (Bex) and my bf", "june + will + me (ash)"
_COMPANION = compile_rule(
    r"\b(?:me|myself|us)[ \t]+(?:and|&)[ \t]+"
    r"(?P<v>[A-Z][a-zà-öø-ÿ'’]+(?:[ \-][A-Z][a-zà-öø-ÿ'’]+)?)(?![\w@])"
    r"|\b(?i:me|myself)[ \t]*\([ \t]*(?P<own>[A-Za-zà-öø-ÿ'’]{2,20})[ \t]*\)"
)

# A given name after a verb that addresses a person: "can you loop in Farah", "cc Tomasz",
# "I spoke to Ines yesterday" (the name must be a known given name: "ask Google" is no one)
_ADDRESSED = compile_rule(
    r"\b(?i:loop in|looping in|looped in|cc|cc['’]?ing|ping|pinged|ask|asked|tell|told|thank|"
    r"thanks|invite|invited|remind|reminded|message|messaged|text|texted|email|emailed|call|"
    r"called|talk to|talked to|spoke to|spoke with|speak to|speak with|chat with|chatted with|"
    r"hand over to|handed over to|forward to|forwarded to|check with|checked with)[ \t]+"
    r"(?P<v>[A-Z][a-zà-öø-ÿ'’]+(?:[ \-][A-Z][a-zà-öø-ÿ'’]+)?)(?![\w@])"
)
# assistants people ask and tell by a given name
_ASSISTANTS = frozenset({"siri", "alexa", "cortana", "bixby", "claude", "gemini", "jarvis"})


# A list item that starts with a lower-case given name and a note about that person: "- zara h.:
# talks too much", "- mateo (yr 11) still confuses moles" (a teacher's or a parent's notes)
_LISTED_PERSON = compile_rule(
    r"(?m)^[ \t]*[-•*][ \t]+"
    r"(?P<v>[a-zà-öø-ÿ'’\-]{2,20}(?:[ \t][a-z]\.?|[ \t][a-zà-öø-ÿ'’\-]{2,20})?)"
    r"[ \t]*(?:\(|:)"
)


def find_listed_people(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.wordlists import everyday_words

    for match in _LISTED_PERSON.finditer(text):
        first = match.group("v").split()[0]
        if is_known_name(first) and first not in everyday_words():
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.75)


# Children listed with their ages: "Household: Hodan + 3 children (Ayaan 10, Sagal 7, Idris 2)"
_NAMES_WITH_AGES = compile_rule(
    r"\((?P<list>[A-ZÀ-Ý][a-zà-öø-ÿ'’\-]+[ \t]+\d{1,2}(?:[ \t]*,[ \t]*[A-ZÀ-Ý][a-zà-öø-ÿ'’\-]+"
    r"[ \t]+\d{1,2})+)\)"
)
_NAME_AND_AGE = compile_rule(r"(?P<name>[A-ZÀ-Ý][a-zà-öø-ÿ'’\-]+)[ \t]+(?P<age>\d{1,2})")
# A name in Chinese or Japanese script in parentheses after the same name in Latin letters:
# "Applicant: Liu Yuxuan (刘雨萱)"
_CJK_AFTER_NAME = compile_rule(
    r"\b[A-Z][a-z]+[ \t]+[A-Z][a-z]+[ \t]*\((?P<v>[\u4e00-\u9fff\u3040-\u30ff]{2,5})\)")
# A name in capitals after the word of a payment on a statement ("FASTER PMT FROM KEMI ADEYEMI",
# "Funds received from AMINA HASSAN"), or alone on a CV's first line above the contact line.
_CAPITAL_NAME = r"[A-ZÀ-Ý][A-ZÀ-Ý'’]+(?:[ \-][A-ZÀ-Ý][A-ZÀ-Ý'’]+){1,2}"
_PAID_BY_NAME = compile_rule(
    r"(?i:\b(?:from|to|received from|sent to|paid to|payment to|transfer to|pmt to))[ \t]+"
    # (then a gap, an amount, a reference, or the payer's phone: "Received from OTIENO BRIAN
    # 0711 302 557 +3,200")
    rf"(?P<v>{_CAPITAL_NAME})(?=[ \t]{{2,}}|[ \t]*[+\-£$€,|]|[ \t]*$|[ \t]+(?i:ref)\b|"
    r"[ \t]+0\d{2,3}[ \-]?\d{3}[ \-]?\d{3,4}\b)"
    # on a statement's line, which carries an amount ("+£35.00", "-12,000.00", "350,000")
    r"(?=[^\n]*(?:\d[\d,]*[.,]\d{2}\b|(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d.,])))",
    re.MULTILINE,
)
_CV_NAME_LINE = compile_rule(
    rf"(?m)^[ \t]*(?P<v>{_CAPITAL_NAME})[ \t]*\n[^\n]*(?:@|\+\d|\||\d{{3}}[ \-]\d)")


def find_more_listed_names(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.wordlists import wordlist

    for match in _NAMES_WITH_AGES.finditer(text):
        offset = match.start("list")
        pairs = list(_NAME_AND_AGE.finditer(match.group("list")))
        names = [pair.group("name") for pair in pairs]
        if any(name.casefold() in wordlist("tech_terms") for name in names) or not any(
                is_known_name(name) for name in names):
            continue  # "(Node 18, Python 3)": versions, not children
        for pair in pairs:
            yield finding(text, offset + pair.start("name"), offset + pair.end("name"),
                          Label.PERSON, "rules:name", 0.75)
            yield finding(text, offset + pair.start("age"), offset + pair.end("age"), Label.AGE,
                          "rules:age", 0.7)
    for match in _CJK_AFTER_NAME.finditer(text):
        yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.8)
    for pattern in (_PAID_BY_NAME, _CV_NAME_LINE):
        for match in pattern.finditer(text):
            words = re.split(r"[ \-]", match.group("v"))
            if any(is_known_name(word.title()) or has_known_name(word.title()) for word in words):
                yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.75)


# A name that an e-mail address in the same prompt spells: "jihyun.park@hanbitsoft.co.kr" ...
# "Jihyun is our CTO". The models and the name lists may not know the name; the address does.
_EMAIL_LOCAL = compile_rule(r"(?<![\w.+\-])(?P<local>[A-Za-z][\w.+\-]{2,63})@[\w\-]+(?:\.[\w\-]+)+")
_ROLE_MAILBOXES = frozenset({
    "info", "admin", "support", "sales", "contact", "hello", "team", "office", "noreply", "reply",
    "billing", "accounts", "careers", "jobs", "mail", "help", "service", "customer", "enquiries",
    "bookings", "reservations", "press", "marketing", "dev", "test", "user", "webmaster",
    "security", "finance", "payroll", "reception", "frontdesk", "manager", "legal", "privacy",
    "orders", "shop", "store", "notifications", "alerts", "invoices", "school", "hr", "it", "ops",
    "the", "and", "mailer", "daemon", "postmaster", "root", "home", "work", "personal", "family",
    "dpo", "ceo", "cfo", "cto", "compliance", "audit", "data", "gdpr", "abuse", "feedback",
})


def find_names_spelt_in_addresses(text: str) -> Iterable[Finding]:
    if "@" not in text:
        return
    from hushprompt.detect.public_entities import is_public_brand, is_public_place
    from hushprompt.detect.wordlists import everyday_words, wordlist

    # the whole local part alone, elsewhere, is the same person's login: "s.mbeki is Sizwe" (a
    # local part of letters only is a name or a word: the parts below and the name rules)
    logins = {
        match.group("local") for match in _EMAIL_LOCAL.finditer(text)
        if len(match.group("local")) >= 4 and not match.group("local").isalpha()
        and match.group("local").casefold() not in _ROLE_MAILBOXES
    }
    if logins:
        alone = re.compile(rf"(?<![\w@.+\-/])(?:{'|'.join(map(re.escape, sorted(logins)))})"
                           r"(?![\w@\-]|\.\w)")
        for match in alone.finditer(text):
            yield finding(text, *match.span(), Label.USERNAME, "rules:username", 0.8)
    parts = {
        part for match in _EMAIL_LOCAL.finditer(text)
        for part in re.split(r"[._+\-\d]+", match.group("local").casefold())
        if len(part) >= 3 and part.isalpha() and part not in _ROLE_MAILBOXES
        and part not in everyday_words() and part not in wordlist("tech_terms")
        and not is_public_place(part) and not is_public_brand(part)
    }
    if not parts:
        return
    forms = sorted({form for part in parts for form in (part.title(), part.upper())}, key=len,
                   reverse=True)
    pattern = re.compile(rf"(?<![\w@.+\-])(?:{'|'.join(map(re.escape, forms))})(?![\w@\-]|\.\w)")
    for match in pattern.finditer(text):
        yield finding(text, *match.span(), Label.PERSON, "rules:name", 0.75)


def find_companions(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.public_entities import is_public_brand, is_public_place
    from hushprompt.detect.wordlists import everyday_words

    for match in _COMPANION.finditer(text):
        if match.group("own") is not None:
            own = match.group("own")
            if (own[:1].isupper() or is_known_name(own)) and own.casefold() not in everyday_words():
                yield finding(text, *match.span("own"), Label.PERSON, "rules:name", 0.8)
            continue
        name = match.group("v")
        first = name.split()[0]
        place = is_public_place(name) and not is_known_name(first)  # "Ben" is also a town
        if not (is_public_brand(name) or place or first.casefold() in everyday_words()):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.75)
    for match in _ADDRESSED.finditer(text):
        name = match.group("v")
        first = re.split(r"[ \-]", name)[0]
        folded = first.casefold()
        if is_known_name(first) and not is_public_brand(name) \
                and folded not in everyday_words() and folded not in _ASSISTANTS:
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.75)


# A name after the words that introduce oneself in other languages ("naam Arjun Sharma", "me
# llamo Lucía Pérez", "mijn naam is Daan de Vries"), and a lower-case given name of the world
# list before a possessive ("sending hiroshi's x-rays").
_INTRODUCED_NAME = compile_rule(
    r"(?i:\b(?:mera naam|naam|me llamo|mi nombre es|meu nome é|je m['’]appelle|ich heiße|"
    r"mi chiamo|mijn naam is|nazywam się|nama saya|jina langu ni|benim adım|tên (?:tôi|mình) là))"
    rf"[ \t]+(?P<v>{_NAME_WORD}(?:[ \-]{_NAME_WORD}){{0,3}})(?![\w@])"
)
_LOWER_POSSESSOR = compile_rule(r"(?<![\w'’\-])(?P<v>[a-z]{3,})['’]s\b")


def find_introduced_names(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import world_given_names

    for match in _INTRODUCED_NAME.finditer(text):
        yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.8)
    names = world_given_names()
    for match in _LOWER_POSSESSOR.finditer(text):
        if match.group("v") in names:
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.7)


def find_vietnamese_names(text: str) -> Iterable[Finding]:
    for match in _VIETNAMESE_NAME.finditer(text):
        name = match.group("v")
        # at least one syllable with a Vietnamese diacritic or "Thị"/"Văn" ("Mai Tower" is not)
        if re.search(r"[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]|Thị|Văn",
                     name.split(" ", 1)[1], re.IGNORECASE):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.8)


# The writer's name under a sign-off: "Thanks,\nMel", "thx, tash", "Cheers, Matze", "Sign it from
# Doug." A name of one or two words that ends the line; "Thanks,\nThe Team" is not one.
_SIGN_OFF = compile_rule(
    r"(?im)(?:^|[.!?][ \t]+|,[ \t]+)[ \t]*(?:thanks(?: again| so much| a lot)?|thank you|thx|ty|"
    r"cheers|regards|best(?: regards| wishes)?|kind regards|warm regards|many thanks|love|"
    r"lots of love|xx+|sincerely|yours(?: truly| sincerely)?|cordialement|saludos|gracias|"
    r"grazie|danke|liebe grüße|lg|groetjes|pozdrawiam|abraços|atenciosamente|terima kasih)"
    r"[ \t]*[,!.]?(?:[ \t]*\n[ \t]*|[ \t]+)"
    r"(?P<v>[^\W\d_][\w'’\-]*(?:[ \t][^\W\d_][\w'’\-]*)?)[ \t]*[.!]?[ \t]*(?=\n|$)"
    r"|\bsign (?:it|this|the (?:letter|e-?mail|message|note|card)) (?:from|as|off as|with) "
    r"(?P<w>[A-Z][\w'’\-]*(?:[ \t][A-Z][\w'’\-]*)?)"
)
_NOT_SIGNATURES = frozenset({
    "team", "the", "hr", "admin", "management", "support", "everyone", "all", "you", "me",
    "guys", "folks", "in", "advance", "again", "much", "mate", "bro", "sis", "babe", "dear",
    "sir", "madam", "lol", "haha", "pls", "please", "x", "xx", "xxx", "bye", "cya", "later",
    "ttyl", "xoxo", "hugs", "dude", "man", "buddy", "ok", "okay", "btw", "tho",
})


def find_signed_names(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.wordlists import everyday_words

    for match in _SIGN_OFF.finditer(text):
        group = "v" if match.group("v") is not None else "w"
        words = match.group(group).split()
        if any(w.casefold() in _NOT_SIGNATURES or w.casefold() in everyday_words()
               for w in words):
            continue
        if words[0][0].islower() and not is_known_name(words[0]) and (
                text[match.end(group):].strip(" \t.!") or len(words[0]) < 3):
            continue  # in lower case a known given name, or the prompt's last word: "thx, tash"
        yield finding(text, *match.span(group), Label.PERSON, "rules:signature", 0.75)


# --- a record's field whose value is a full name, in any language -----------------------------
# "Öğrenci: Mehmet Can Yıldırım, No: 220104037", "Intestatario: Bianchi Lorenzo, nato a Verona",
# "Witness - Paweł Dudek": a short label at a line's start, then two to four capitalised words up
# to the line's end, a comma or a bracket. The field's label can be in any language, so the value
# must read as a name: one of its words a given name of the world list, none an everyday word
# ("Status: Grace Period", "Route: Jordan Valley" are no one).
_NAME_UPPER = "A-ZÀ-ÖØ-ÞĐŁŚŻŹĆŃÓĘĄŠŽČŘİĞŞÇ"
_NAME_LOWER = "a-zà-öø-ÿđłśżźćńóęąšžčřığşç"
# "Yıldırım", "O'Brien", "Adeyemi-Clarke" (not "I'm")
_NAME_CAP = (rf"(?:[{_NAME_UPPER}]['’])?[{_NAME_UPPER}][{_NAME_LOWER}]+(?:['’][{_NAME_LOWER}]+)?"
             rf"(?:-[{_NAME_UPPER}][{_NAME_LOWER}]+)?")
_FIELD_NAME = compile_rule(
    rf"(?m)^[ \t>*\-•]*[^\W\d_][^\W\d_ ./]{{1,20}}(?:[ \t][^\W\d_]{{2,15}}){{0,2}}"
    r"[ \t]*[:\-–][ \t]*"
    rf"(?P<v>{_NAME_CAP}(?:[ \t]+(?:{_NAME_CAP}|(?:van|de|da|dos|del|di|von|der|bin|binti)"
    rf"(?=[ \t]+[A-Z]))){{1,3}})[ \t]*(?=[,;(\n]|$)"
)


def find_field_names(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import world_given_names
    from hushprompt.detect.public_entities import is_public_brand, is_public_place
    from hushprompt.detect.wordlists import everyday_words, wordlist

    given = world_given_names()
    for match in _FIELD_NAME.finditer(text):
        words = [w.strip("'’") for w in match.group("v").split() if w[:1].isupper()]
        # (a word inside may be one too: Turkish "Mehmet Can Yıldırım")
        if words[0].casefold() in everyday_words() or words[-1].casefold() in everyday_words():
            continue
        whole = " ".join(words)
        if any(is_public_brand(w) for w in [*words, whole]) or is_public_place(whole):
            continue  # "Hotel: Grand Hyatt", "Office: Santa Monica" (a surname may be a town's)
        if whole.casefold() in wordlist("public_names"):
            continue  # "Artist: Taylor Swift"
        if any(part.casefold() in given for w in words for part in w.split("-")):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:field_name", 0.75)


# a Russian form's full name: "ФИО: Гусейнова Лейла Рашидовна" (surname, name, patronymic)
_RUSSIAN_NAME_FIELD = compile_rule(
    r"(?m)^[ \t>*\-•]*(?:ФИО|Ф\.И\.О\.|Сотрудник|Сотрудница|Пациент|Пациентка|Клиент|Заявитель|"
    r"Получатель|Отправитель)[ \t]*[:\-–][ \t]*(?P<v>[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?"
    r"(?:[ \t]+[А-ЯЁ][а-яё]+){1,2})"
)


def find_russian_field_names(text: str) -> Iterable[Finding]:
    for match in _RUSSIAN_NAME_FIELD.finditer(text):
        yield finding(text, *match.span("v"), Label.PERSON, "rules:field_name", 0.8)


# --- Japanese names with an honorific ----------------------------------------------------------
# In Japanese writing a person is named with a suffix or a seal: "山本 健一 様", "田村 美咲 ㊞",
# "ウィリアムズ エミリー 様"; in romaji "Tanaka Yui-san". (The models read Han and kana as
# unknown tokens, and a Japanese prompt is not the Latin-script text find_cjk_names reads.)
_JAPANESE_HONORIFIC_NAME = compile_rule(
    rf"(?<!{_CJK})(?P<v>{_CJK}{{1,6}}[ \u3000]{_CJK}{{1,6}})[ \u3000]*"
    r"(?:様|さま|さん|殿|君|先生|㊞|印)"
    rf"|(?:氏名|名前|お名前)[ \t]*[：:][ \t]*(?P<f>{_CJK}{{1,6}}[ \u3000]{_CJK}{{1,6}})"
)
_ROMAJI_HONORIFIC_NAME = compile_rule(
    r"(?<![\w\-])(?P<v>[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?)-(?:san|sama|kun|chan|sensei|senpai)\b"
)


def find_japanese_names(text: str) -> Iterable[Finding]:
    if _CJK_CHAR.search(text):
        for match in _JAPANESE_HONORIFIC_NAME.finditer(text):
            group = "v" if match.group("v") is not None else "f"
            yield finding(text, *match.span(group), Label.PERSON, "rules:cjk_name", 0.8)
    if "-san" in text or "-sama" in text or "-kun" in text or "-chan" in text or "-sensei" in text:
        for match in _ROMAJI_HONORIFIC_NAME.finditer(text):
            yield finding(text, *match.span("v"), Label.PERSON, "rules:name", 0.75)


# --- names with a title after them ----------------------------------------------------------
# Turkish and South Asian forms of address follow the name, Turkish ones with a case ending:
# "Mehmet Bey'i sorun", "Zeynep teyzeyi de çağıralım", "Burak abi", "Sharma ji", "Ravi bhai".
_TRAILING_TITLE_NAME = compile_rule(
    r"(?<![\w\-'’])(?P<v>[A-ZÇĞİÖŞÜ][a-zçğıöşüâîû]+)[ \t]"
    r"(?:(?P<formal>Bey|Hanım|Hanim|Hoca)(?=['’\s.,;:!?)]|$)"
    r"|(?:abi|abla|teyze|amca|dayı|yenge|enişte|hoca)"
    r"(?:['’]?(?:y?[ıiuü]|y?[ae]|n[ıiuü]n|y?l[ae]|d[ae]n|t[ae]n|ler|lar|ci[ğg]im|m|c[ıi]m))?"
    r"|(?:ji|jee|bhai|bhaiya|didi|sahab|saab|sahib))(?![\w\-])"
)
_NAME_BEFORE = compile_rule(r"(?<![\w\-])([A-ZÇĞİÖŞÜ][a-zçğıöşüâîû]+)[ \t]$")


def find_names_before_titles(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.wordlists import everyday_words

    for match in _TRAILING_TITLE_NAME.finditer(text):
        name = match.group("v")
        if name.casefold() in everyday_words() and not is_known_name(name):
            continue  # "Sayın Bey" is no name; "Can abi" is
        start = match.start("v")
        given = _NAME_BEFORE.search(text, max(0, start - 25), start)
        if given is not None and is_known_name(given.group(1)):  # "Ayşe Kaya Hanım"
            start = given.start(1)
        # a formal title goes with the name ("Mehmet Bey"): models read the pair as one span
        end = match.end("formal") if match.group("formal") else match.end("v")
        yield finding(text, start, end, Label.PERSON, "rules:titled_name", 0.8)


# A name said with a family word: "pappa Dariush pratar", "mein Mann Andrzej ist", "a minha filha
# Bia", and a name followed by the relation in brackets: "- Ruby (my daughter, 4 yrs old)".
# (the words: kin_words.KIN_ALONE, KIN_OWNED, OWN_WORDS)
_NAME_WITH_KIN = compile_rule(
    rf"(?:(?<![\w'’])(?-i:{KIN_ALONE})|\b(?i:{OWN_WORDS})[ \t]+(?i:{KIN_OWNED}))[ \t]+"
    r"(?P<v>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]{1,14})(?![\w@\-])"
    r"|(?P<w>[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]{1,14})[ \t]*[(,][ \t]*(?i:my|our)[ \t]+"
    r"(?i:daughter|son|wife|husband|partner|mum|mom|dad|brother|sister|grandson|granddaughter|"
    r"nephew|niece|stepson|stepdaughter|baby|kid|eldest|youngest)\b"
)


def find_names_with_kin(text: str) -> Iterable[Finding]:
    from hushprompt.detect.public_entities import is_public_brand, is_public_place
    from hushprompt.detect.wordlists import everyday_words

    for match in _NAME_WITH_KIN.finditer(text):
        group = "v" if match.group("v") is not None else "w"
        name = match.group(group)
        if name.casefold() in _KIN_WORDS_ANY or name.casefold() in _DAYS_AND_MONTHS or (
                group == "v" and (
                name.casefold() in everyday_words() or is_public_place(name)
                or is_public_brand(name))):
            continue  # a relation before a place or a brand is no name ("mamma Roma"); a name
            # the relation follows is one, whatever else it means ("Ruby (my daughter")
        yield finding(text, *match.span(group), Label.PERSON, "rules:kin_name", 0.75)


_KIN_WORDS_ANY = frozenset(KIN_ALONE.split("|")) | frozenset(KIN_OWNED.split("|"))

# the children or siblings named after a plural relation: "nuestros hijos Santiago y Regina", "my
# kids Tom, Ella and Max", "meine Kinder Lena und Paul" (each name must be a known one: "Regina"
# and "Santiago" are towns too, which a single relation word would not overrule)
_NAMED_NAME = r"[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]{1,14}"
_LIST_JOINER = r"(?:[ \t]*,[ \t]*|[ \t]+(?:and|&|y|e|et|und|en|og|och|i|ve|și|a)[ \t]+)"
_NAMES_AFTER_PLURAL_KIN = compile_rule(
    r"\b(?i:my|our|his|her|their|mis|nuestros|nuestras|sus|mes|nos|ses|meine|unsere|seine|ihre|"
    r"i[ \t]+miei|i[ \t]+nostri|le[ \t]+mie|meus|minhas|nossos|nossas|mijn|onze|mina|våra|"
    r"mine|våre|moje|moi|nasze|naszych)[ \t]+"
    r"(?i:kids|children|sons|daughters|twins|grandkids|grandchildren|brothers|sisters|siblings|"
    r"hijos|hijas|niños|nietos|hermanos|hermanas|gemelos|enfants|fils|filles|petits-enfants|"
    r"frères|sœurs|jumeaux|kinder|söhne|töchter|enkel|enkelkinder|geschwister|zwillinge|figli|"
    r"figlie|bambini|nipoti|fratelli|sorelle|gemelli|filhos|filhas|netos|irmãos|irmãs|gêmeos|"
    r"kinderen|zonen|dochters|kleinkinderen|broers|zussen|tweeling|barn|barnbarn|søsken|syskon|"
    r"dzieci|synowie|córki|wnuki)"
    rf"(?:[ \t]*[(:,][ \t]*|[ \t]+)(?P<names>{_NAMED_NAME}(?:{_LIST_JOINER}{_NAMED_NAME}){{1,4}})"
)
_ONE_NAME = compile_rule(_NAMED_NAME)


def find_names_after_plural_kin(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name

    for match in _NAMES_AFTER_PLURAL_KIN.finditer(text):
        start = match.start("names")
        for name in _ONE_NAME.finditer(match.group("names")):
            if is_known_name(name.group()) and name.group().casefold() not in _KIN_WORDS_ANY:
                yield finding(text, start + name.start(), start + name.end(), Label.PERSON,
                              "rules:kin_name", 0.75)

# a day or month before ", my son" dates the sentence ("on Tuesday, my son had a fever")
_DAYS_AND_MONTHS = frozenset(words(
    "monday tuesday wednesday thursday friday saturday sunday january february march april "
    "june july august september october november december yesterday today tonight"))

# a name in brackets after the role or relation it names: "the uni counsellor (Morag)", "my
# neighbour (Dave) keeps parking there"
_NAME_IN_BRACKETS_AFTER_ROLE = compile_rule(
    r"\b(?P<role>[a-z][a-z\-]{2,20})[ \t]*\([ \t]*(?P<v>[A-Z][a-zà-öø-ÿ'’]{1,14})[ \t]*\)"
)


def find_names_in_brackets_after_roles(text: str) -> Iterable[Finding]:
    from hushprompt.detect.given_names import is_known_name
    from hushprompt.detect.rules_employment import job_head
    from hushprompt.detect.wordlists import everyday_words

    for match in _NAME_IN_BRACKETS_AFTER_ROLE.finditer(text):
        role, name = match.group("role"), match.group("v")
        if not (role in _RELATIONS or job_head(role, possessive=True)):
            continue
        if is_known_name(name) and name.casefold() not in everyday_words():
            yield finding(text, *match.span("v"), Label.PERSON, "rules:kin_name", 0.75)


NAME_RECOGNIZERS = (find_quoted_name_fields, find_fhir_names, find_cjk_names, find_form_names,
                    find_airline_names,
                    find_titled_names, find_vietnamese_names, find_companions,
                    find_listed_people, find_more_listed_names, find_introduced_names,
                    find_signed_names, find_names_spelt_in_addresses, find_field_names,
                    find_japanese_names, find_names_before_titles, find_names_with_kin,
                    find_russian_field_names, find_names_in_brackets_after_roles,
                    find_names_after_plural_kin)
