"""Plausibility checks on spans the NER model proposes.

The model reads context well but, trained briefly on generated prompts, also tags code tokens
(`basic_` as an e-mail, `stripe.PaymentIntent` as a secret) and capitalised words at the start
of a line ("Heat is back") as names. Structured kinds are the rule recognizers' job (they check
formats and checksums), so the model contributes the kinds that need context, phones and secrets
only where it is sure and the span has their shape, and only spans that look like what they
claim to be.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from hushprompt.cjk_script import HANGUL_CLASS, is_unspaced
from hushprompt.detect.kin_words import kin_noun_alone, trim_kin
from hushprompt.detect.rules_japanese import HONORIFIC_AT_END
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# Kinds the model may report. Format-bound kinds (e-mail, card, IBAN, IP, host, user name...)
# come from rules, which validate what they find; phones and secrets come from rules too, and
# from the model where it is sure and the span has the kind's shape (a number in a format no
# rule knows, "+54 9 351 622-0184", "912 305 884"; a password with no key before it).
MODEL_LABELS = frozenset(
    {
        Label.PERSON, Label.ORG, Label.LOCATION, Label.ADDRESS, Label.NRP, Label.AGE,
        Label.OCCUPATION, Label.HEALTH, Label.DATE_OF_BIRTH, Label.ID_NUMBER, Label.PHONE,
        Label.SECRET, Label.POSTCODE, Label.USERNAME,  # (the last two: reshaped() gives them)
    }
)
# The model's phones and secrets need this score: the rules find most of them, so the model
# only adds the ones in formats the rules do not know.
SURE_SCORE = 0.85
# a lower-case word the model calls a name with this score is one though no list knows it
VERY_SURE_SCORE = 0.98
WORDY_LABELS = frozenset(
    {Label.PERSON, Label.ORG, Label.LOCATION, Label.NRP, Label.OCCUPATION, Label.HEALTH}
)
# a company's legal form, whose dots and brackets are no code: "Bakkerij Van Loon B.V.",
# "Kestrel Mining (Pty) Ltd", "Kita Sonnenblume e.V."
_LEGAL_FORM = compile_rule(
    r"\s*(?:\(Pty\)\s*Ltd\.?|B\.V\.|N\.V\.|S\.A\.S?\.?|S\.p\.A\.|S\.L\.|e\.V\.|"
    r"S\.R\.L\.|s\.r\.o\.|sp\.\s*z\s*o\.o\.|A\.Ş\.|Co\.,?\s*Ltd\.?|L\.L\.C\.|P\.C\.|"
    r"Pty\.?\s*Ltd\.?|Inc\.|Ltd\.|Corp\.)$"
)
# code punctuation, or a dot glued to the next character (com.acme.crm, .htpasswd)
_CODE_SHAPE = compile_rule(r"[_/\\=(){}\[\]<>@;:`$#|*^~]|\.(?=\S)|\.$")
_MONTH = compile_rule(
    r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|"
    r"june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)"
)


# a code's parts joined by punctuation: "25-004418", "45.881-2", "0010482-37.2024.5.02.0061"
_CODE_KINDS = frozenset({Label.ID_NUMBER, Label.ADDRESS, Label.PHONE})
_POSTCODE_SHAPE = compile_rule(r"\d{4,6}|\d{4,5}-\d{3}|\d{2}-\d{3}")
_HANDLE_CHARS = compile_rule(r"[._\d]")
_POSTCODE_KEY_BEFORE = compile_rule(
    r"(?i)\b(?:c\.?p|cep|plz|zip|postcode|post code|postal code|pin)\.?[ \t:#]*$")
# a capitalised town right after: "45-062 Opole", "10563 Αθήνα"
_TOWN_AFTER = compile_rule(r"[ \t]+(?=[A-ZÀ-ÞΑ-ΩА-Я])[^\W\d_]{2,}")


def reshaped(text: str, finding: Finding) -> Finding:
    """The model cut a code at its punctuation ("-004418" of "#25-004418"): the span grows over
    the whole code. An address that is only a postcode becomes a POSTCODE (its stand-in is a
    postcode, not a street); a sure lower-case "name" with a handle's dot, underscore or digits
    ("r.haddad", "rkapoor" beside a password) becomes a USERNAME. A name loses the possessive
    and the kin word that lead it ("Tochter Lena" after "Meine")."""
    if finding.label in _CODE_KINDS:
        start, end = finding.start, finding.end
        while start > 0 and (text[start - 1].isalnum() or (
                text[start - 1] in "-./" and start > 1 and text[start - 2].isalnum())):
            start -= 1
        while end < len(text) and (text[end].isalnum() or (
                text[end] in "-./" and end + 1 < len(text) and text[end + 1].isalnum())):
            end += 1
        if (start, end) != (finding.start, finding.end):
            finding = replace(finding, start=start, end=end, text=text[start:end])
        if finding.label is Label.ADDRESS and _POSTCODE_SHAPE.fullmatch(finding.text):
            finding = replace(finding, label=Label.POSTCODE)
    elif finding.label is Label.PERSON and (  # "Meine [Tochter Lena]"
            start := trim_kin(text, finding.start, finding.end)) > finding.start:
        finding = replace(finding, start=start, text=text[start:finding.end])
    elif finding.label is Label.PERSON and (honorific := HONORIFIC_AT_END.search(finding.text)):
        # "山本さん": the honorific stays, as it would after an English stand-in's "Mr"
        end = finding.start + honorific.start()
        finding = replace(finding, end=end, text=text[finding.start:end])
    elif (finding.label is Label.PERSON and finding.score >= SURE_SCORE
          and finding.text.islower() and " " not in finding.text
          and _HANDLE_CHARS.search(finding.text)):
        finding = replace(finding, label=Label.USERNAME)
    elif finding.label in (Label.OCCUPATION, Label.ORG, Label.HEALTH) and (
            trailing := _TRAILING_PREPOSITION.search(finding.text)):
        # "team lead at" of "my team lead at Stripe", "Bandscheiben-OP im" of "seit seiner
        # Bandscheiben-OP im Mai", "infarto ed": the stand-in would swallow the word
        end = finding.start + trailing.start()
        finding = replace(finding, end=end, text=text[finding.start:end])
    return finding


_TRAILING_PREPOSITION = compile_rule(
    r"(?<=\w)[ \t]+(?:(?i:at|in|for|of|with|from|to|on|since|im|am|bei|seit|vom|zum|zur|mit|"
    r"für|en|de|del|con|desde|dans|chez|depuis|pour|nel|nella|al|alla|dal|dalla|da|sul|per|"
    r"bij|sinds|voor|met|op|przy|and|und|ed|et|och|oder|or)"
    # one-letter words in lower case only ("un infarto e", not "Hepatitis E")
    r"|w|z|e|y|i|o)$"
)


def plausible(text: str, finding: Finding) -> bool:
    span = finding.text
    if finding.label not in MODEL_LABELS:
        return False
    if _CSV_CELLS.search(span):  # cells of a CSV row or header: the model read a table as prose
        return False
    if _cuts_a_word(text, finding):
        return False
    if finding.label in WORDY_LABELS and _CODE_SHAPE.search(
            _LEGAL_FORM.sub("", _health_words(span) if finding.label is Label.HEALTH else span)
            .rstrip(".")):
        return False
    if finding.label in WORDY_LABELS and not _plausible_words(span):
        return False
    if finding.label in WORDY_LABELS and _HANGUL.search(span) and not _LATIN_LETTER.search(span):
        return False
    if finding.label in WORDY_LABELS and _JAPANESE_PREDICATE_END.search(span):
        return False  # "了解です" (understood), "お願いします": a sentence's verb, no name
    if finding.label in WORDY_LABELS and finding.label is not Label.PERSON \
            and not _long_enough(span):  # (a name may be two letters: "Li", "Wu")
        return False
    if finding.label is Label.AGE and span.strip().isdigit():
        return _age_context(text, finding)
    if finding.label is Label.AGE and not any(ch.isdigit() for ch in span) \
            and _NUMBER_AFTER.match(text, finding.end):
        return False  # "tengo" of "tengo 42 años": the verb before the age, not the age
    if finding.label is Label.AGE and _HEIGHT.search(span):
        return False  # "5'6\"" of "34 year old woman, 5'6\", 180 lbs" is a height
    if finding.label is Label.ID_NUMBER:
        if _LEGAL_CITATION.match(span):  # "art. 481 k.c.", "§ 573 BGB": a law's article
            return False
        digits = sum(ch.isdigit() for ch in span)
        sure = finding.score >= SURE_SCORE
        return (
            len(span) >= 5
            # a booking code the model is sure of has few digits: "JK4P7Q", "6XKQ2B"
            and (digits >= 3 or sure and len(span) >= 6 and digits >= 1 and span.isupper())
            and not _FORM_NAME.match(span)
            and not _file_name(text, finding)
            # a long number the model is sure of may be grouped like an amount ("47 109 385 216")
            and not (_near_currency(text, finding) if sure and digits >= 9
                     else _money(text, finding))
        )
    if finding.label is Label.POSTCODE:  # (an address reshaped above)
        if _money(text, finding):
            return False
        if _POSTCODE_AFTER_TOWN.search(text, max(0, finding.start - 40), finding.start):
            return True
        # a sure one still needs an address around it: a street before it, a town after it
        # or its key ("at 0715" is a time, "gate 2490" no postcode)
        return finding.score >= SURE_SCORE and bool(
            _STREET_WORD.search(text, max(0, finding.start - 80), finding.start)
            or _POSTCODE_KEY_BEFORE.search(text, max(0, finding.start - 12), finding.start)
            or _TOWN_AFTER.match(text, finding.end))
    if finding.label is Label.USERNAME:  # (a sure lower-case name with a handle's shape)
        return True
    if finding.label is Label.PHONE:
        return finding.score >= SURE_SCORE and _phone_shape(text, finding)
    if finding.label is Label.SECRET:
        return finding.score >= SURE_SCORE and _secret_shape(span)
    if finding.label is Label.DATE_OF_BIRTH:
        # "31 January" alone is a day, not a birth; "2002" of "Lei 10.406/2002" is a law's year
        return bool(_DATE_WITH_YEAR.search(span)) and not (
            span.isdigit() and _NUMBER_JOINED_BEFORE.search(text, max(0, finding.start - 2),
                                                            finding.start))
    if finding.label is Label.PERSON:
        return _plausible_person(text, finding)
    if finding.label is Label.HEALTH and span.strip().casefold() in _NO_CONDITION_ALONE:
        return False  # "My depression is getting worse": the condition is "depression"
    if finding.label is Label.OCCUPATION:
        # a sure job needs no role word the lists know ("Pflegekraft", "właściciel", "vet tech"),
        # but is still no field, subject or state ("pharmacology", "Working Environment")
        if finding.score >= SURE_SCORE and not _FIELD_WORD.search(span.strip()):
            return True
        return _plausible_occupation(span)
    if finding.label is Label.ADDRESS:
        if _POSTCODE_AFTER_TOWN.search(text, max(0, finding.start - 40), finding.start) and \
                re.fullmatch(r"\d{4,6}", span):
            return True  # "Powai, Mumbai 400076", "Grey Lynn, Auckland 1021"
        return _plausible_address(span) and not _money(text, finding)
    return True


# Words that say how a condition goes, never which one it is; the model tagged "worse" of "is
# getting worse" (and its stand-in, "a digestive condition", then said something else).
_HOW_IT_GOES = frozenset({
    "worse", "worst", "better", "best", "bad", "badly", "good", "fine", "ok", "okay", "great",
    "awful", "terrible", "horrible", "normal", "stable", "same", "improving", "worsening",
    "peor", "mejor", "pire", "mieux", "schlechter", "besser", "pior", "melhor", "peggio", "meglio",
})


# driving under the influence is an offence the question is about, not a condition ("arrested
# for DUI" became "arrested for a mental-health condition")
_OFFENCES = frozenset({
    "dui", "dwi", "owi", "ovi", "oui", "drink driving", "drink-driving", "drunk driving",
})
_NO_CONDITION_ALONE = _HOW_IT_GOES | _OFFENCES


# a condition's own notation: a bracket ("herniated disc (L5-S1)", "disability (SSDI"), a
# spinal level or a ratio ("L4/L5 microdiscectomy", "14/40 gestation", "BP 162/98"), an
# ICD-10 code ("F32.1", "E11.9")
_MEDICAL_NOTATION = compile_rule(
    r"\([^()]*\)?|(?<![\w/])[A-Z]?\d+(?:[.,]\d+)?/[A-Z]?\d+(?:[.,]\d+)?(?![\w/])"
    r"|(?<![\w.])[A-TV-Z]\d{2}\.\d{1,3}(?![\w.])")


def _health_words(span: str) -> str:
    """A condition's words without its notation, and with a configuration's underscores read
    as spaces when they join a known condition ("gestational_diabetes")."""
    from hushprompt.detect.health import looks_medical

    words = _MEDICAL_NOTATION.sub(" ", span)
    if "_" in words and looks_medical(words.replace("_", " ")):
        words = words.replace("_", " ")
    return words


def _cuts_a_word(text: str, finding: Finding) -> bool:
    """A span that ends on punctuation glued to the next word ("Miles&" of "Miles&Go") or starts
    on punctuation glued to the word before: the model split a token, and a stand-in there
    would run into the rest of it."""
    before = text[finding.start - 1 : finding.start]
    after = text[finding.end : finding.end + 1]
    return ((not finding.text[-1:].isalnum() and after.isalnum())
            or (not finding.text[:1].isalnum() and before.isalnum()))


# two commas with no space after them: "Contreras,1990-07-22,RICM9007..." ("12 Main St,
# Springfield, IL" has spaces)
_CSV_CELLS = compile_rule(r",[^\s,][^,\n]*,[^\s,]")
# A form's or visa's name ("I-140", "H-1B", "W-2"): too short for anyone's identifier.
_FORM_NAME = compile_rule(r"^[A-Z]{1,2}-\d{1,3}[A-Z]?$")
# An upper-case word of a log or a CLI's output: "UNREACHABLE", "FAILED", "KILLED".
_LOG_WORD = compile_rule(
    r"^[A-Z]{3,}(?:ABLE|IBLE|ED|ING|TION|MENT|NESS|LESS|URE|ANCE|ENCE|ITY|IVE|OUS|AL)[!:.]?$"
)


# the last word of a field of study, a subject or a state: no one's job
# (and German abstract nouns and systems: "Lagerverwaltungssystem", "Buchhaltung", "Sicherheit")
_FIELD_WORD = compile_rule(
    r"(?i)(?:ology|ography|onomy|ics|ism|ment|ness|ship|system|ung|heit|keit|tät|ismus)$")


def _long_enough(span: str) -> bool:
    """One or two letters are an article or a stray token ("a" of "a fractured wrist"), unless
    written as an abbreviation ("MS", "TB") or in Chinese or Japanese script ("癌", "李")."""
    core = span.strip()
    return len(core) >= 3 or (len(core) == 2 and core.isupper()) or any(
        ord(ch) >= 0x3040 for ch in core)


# The model learned from few Korean prompts, and its tokenizer splits Hangul into letters: in
# Korean it tags words at random ("월급날이라", payday, and "보내", send, as a firm and a
# condition), changing the task's text; detect/rules_korean.py reads Korean instead. (In Chinese
# and Japanese, whose characters its vocabulary has, its spans were right: on the 27 read
# prompts with such text, 39 of its 41 Han or kana spans touched an annotated string; 22 of 39
# Hangul ones did, nearly all in prompts it was trained on, and 1 of 8 in the one it was not.)
_HANGUL = compile_rule(rf"[{HANGUL_CLASS}]")
_LATIN_LETTER = compile_rule(r"[A-Za-zÀ-ÖØ-öø-ɏ]")
_HIRAGANA = compile_rule(r"[\u3041-\u309f]")
# Japanese polite verb endings, which close a clause and end no name of anything
_JAPANESE_PREDICATE_END = compile_rule(r"(?:です|ます|でした|ました|ください|ません)[。！!？?]?$")


_NUMBER_JOINED_BEFORE = compile_rule(r"\d[/.]$")
_LEGAL_CITATION = compile_rule(r"(?i)(?:art(?:s|t)?|§§?|sec|section|ust|par)\.?[ \t]*\d")


def _plausible_words(span: str) -> bool:
    """A name, a job or a condition is not a log's upper-case status word. (A span that runs
    over a line break is cut there by the context rules, detect/context.py.)"""
    return not _LOG_WORD.match(span.strip())


# Role words of job titles that do not end like one ("nurse", "chef", "Head of People").
_ROLE_WORDS = frozenset({
    "nurse", "chef", "cook", "head", "chief", "lead", "partner", "founder", "co-founder", "ceo",
    "cto", "cfo", "coo", "vp", "intern", "trainee", "apprentice", "student", "resident", "agent",
    "assistant", "attendant", "accountant", "consultant", "president", "superintendent",
    "sergeant", "lieutenant", "clerk", "cashier", "nanny", "carer", "caregiver", "midwife",
    "paramedic", "pilot", "soldier", "veteran", "staff", "crew", "executive", "detective",
    "representative", "associate", "analyst", "chemist", "pharmacist", "dentist", "surgeon",
    "medic", "doctor", "gp", "physician", "postdoc", "fellow", "faculty", "freelancer",
    "contractor", "owner", "landlord", "tenant", "volunteer", "coach", "tutor", "barista",
    "electrician", "plumber", "mechanic", "farmer", "janitor", "guard", "courier", "cleaner",
    "housekeeper", "maid", "butler", "chauffeur", "secretary", "judge", "mayor", "councillor",
    "priest", "pastor", "imam", "rabbi", "monk", "nun", "officer", "sheriff", "ranger", "warden",
    "actuary", "attorney", "counsel", "counselor", "paralegal", "notary", "architect",
    "therapist",
    # work status says as much as a job
    "unemployed", "retired", "retiree", "self-employed", "homemaker", "nomad", "jobless",
    "stay-at-home", "pensioner", "graduate", "undergraduate", "pupil",
    # heads of titles that end in an everyday word: "cellar hand", "home health aide",
    # "department chair", "the only IT guy"
    "hand", "aide", "chair", "guy",
    # trades, shops and offices Faker's titles leave out ("I run a barbers", "I'm a sparky",
    # "our church sexton"); not those that name things too ("builder", "decorator", "picker",
    # "miner", "joiner"); a postman is left to the Seq2Seq finder (tests/test_models.py shows
    # what the finder adds with it)
    "barber", "barbers", "tailor", "realtor", "hairstylist", "hairdresser", "stylist",
    "sexton", "verger", "churchwarden", "vicar", "chaplain", "deacon", "bishop", "cantor",
    "childminder", "babysitter", "tradie", "tradesman", "tradeswoman", "sparky", "carpenter",
    "painter", "gardener", "groundsman", "groundskeeper", "landscaper", "baker", "butcher",
    "fishmonger", "florist", "bookkeeper", "headteacher", "headmaster", "headmistress",
    "trucker", "policeman", "policewoman", "sailor", "stewardess",
    "rancher", "fisherman", "doorman", "bouncer", "lifeguard", "singer", "sculptor", "jeweller",
    "jeweler", "tattooist", "manicurist", "veterinarian", "groomer", "dogwalker", "chairman",
    "chairwoman", "chairperson", "housewife", "househusband", "entrepreneur", "shopkeeper",
    "salesperson", "saleswoman", "machinist", "glazier", "tiler", "roofer", "scaffolder",
    "locksmith", "upholsterer", "cobbler", "dressmaker", "seamstress",
})
_ROLE_SUFFIX = compile_rule(
    # "neuropediatra", "psiquiatra": the other languages' "-iatrist"
    r"(?:er|or|ist|ian|eur|man|woman|person|wright|smith|iatra)$")


@cache
def _job_words() -> frozenset[str]:
    """Head words of Faker's job titles ("librarian", "technician") and the role words above."""
    from faker.providers.job.en_US import Provider

    # the head is the last word before a comma or a remark in parentheses: "Research scientist
    # (medical)" gives "scientist", not "medical" ("my medical certificate" is no job)
    heads = {re.sub(r"\s*\(.*", "", title.split(",")[0]).split()[-1].casefold()
             for title in Provider.jobs}
    return frozenset(heads | _ROLE_WORDS)


def is_job_word(word: str) -> bool:
    """A head word of a job title ("nurse", "technicians"), or a word with a role ending."""
    word = word.casefold()
    singular = word[:-1] if word.endswith("s") and len(word) > 4 else word
    return word in _job_words() or singular in _job_words()


def _plausible_occupation(span: str) -> bool:
    """A job has a role word ("HVAC technician", "Head of People", "bus driver"); the model's
    "pharmacology", "gas" or "Working Environment" has none."""
    from hushprompt.detect.rules_employment import job_head  # the jobs of other languages too

    words = [w.strip(".,;:()'’\"").casefold() for w in span.replace("/", " ").split()]
    jobs = _job_words()
    for word in words:
        if job_head(word, possessive=False):
            return True
        singular = word[:-1] if word.endswith("s") and len(word) > 4 else word
        if word in jobs or singular in jobs:
            return True
        if len(singular) > 4 and _ROLE_SUFFIX.search(singular):
            return True
    return False


# digits in groups with the separators phone numbers use, at most one leading "+"
_PHONE_CHARS = compile_rule(r"^\+?\(?\d[\d \t().\-/]*\d$")
_NUMERIC_DATE = compile_rule(r"^\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4}$")
_TIME = compile_rule(r"^\d{1,2}[:.]\d{2}(?:[:.]\d{2})?$")


def _phone_shape(text: str, finding: Finding) -> bool:
    """7 to 15 digits in a phone's characters; no date, time, amount or version number."""
    span = finding.text.strip()
    digits = sum(ch.isdigit() for ch in span)
    return (bool(_PHONE_CHARS.match(span)) and 7 <= digits <= 15
            and not _NUMERIC_DATE.match(span) and not _TIME.match(span)
            and not _near_currency(text, finding)
            and text[finding.start - 1:finding.start] != "v")


def _secret_shape(span: str) -> bool:
    """A password or key: one unbroken run of 8+ characters with letters and digits (or
    letters and symbols), not a word, a path or an address."""
    span = span.strip()
    if len(span) < 8 or any(ch.isspace() for ch in span) or "/" in span or "@" in span:
        return False
    letters = sum(ch.isalpha() for ch in span)
    digits = sum(ch.isdigit() for ch in span)
    symbols = len(span) - letters - digits
    return letters >= 2 and (digits >= 2 or (symbols >= 1 and letters < len(span) - 1))


_STREET_WORD = compile_rule(
    r"(?i)\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|boulevard|blvd|court|ct|place|"
    r"pl|square|sq|terrace|close|crescent|highway|hwy|parkway|pkwy|row|walk|hill|gardens|"
    r"apt|apartment|suite|unit|flat|floor|po box|straße|strasse|str|weg|platz|gasse|rue|avenida|"
    r"calle|carrer|via|viale|piazza|rua|ulica|ul|laan|gade|gatan|vej|veien|katu|utca)\b\.?"
)


def _plausible_address(span: str) -> bool:
    """A street address has a street word, or a house number among a few words; the model's
    "Rome", "(3 nights), Florence (2 nights)" or "/05 Anytime Fitness $24.95" (the rest of a
    bank-statement line) is not one. (A span over several lines may be a postal address.)"""
    if not span[:1].isalnum() or "$" in span:
        return False
    if _STREET_WORD.search(span):
        return True
    # a house number needs a street name: "1352" (a flight) or "884 772" (a member number) is
    # no address
    named = any(sum(ch.isalpha() for ch in word) >= 2 for word in span.split())
    return (named and any(ch.isdigit() for ch in span) and "(" not in span
            and len(span.split()) <= 8)


# a town's name right before a postcode of digits only (not "TP 1352", "Windows 2000": the
# word before is a place name after a comma or a line's start)
_POSTCODE_AFTER_TOWN = compile_rule(
    r"(?:^|[,\n][ \t]*)[A-Z][a-zà-öø-ÿ'’\-]+(?:[ \t][A-Za-zà-öø-ÿ'’\-]+){0,3}[ \t]$")
_DATE_WITH_YEAR = compile_rule(r"\b(?:1[89]|20)\d\d\b|\b\d{1,2}[/.\-]\d{1,2}[/.\-]\d{2}\b")
_AMOUNT = compile_rule(r"^\d{1,3}(?:[,.' ]\d{3})+(?:[.,]\d{1,2})?$|^\d+[.,]\d{2}$")
_CURRENCY = "$€£¥₹₦₩₽₺₪"


def _money(text: str, finding: Finding) -> bool:
    """"1,800" in "my €1,800 deposit": an amount, not an identifier."""
    return bool(_AMOUNT.match(finding.text)) or _near_currency(text, finding)


def _near_currency(text: str, finding: Finding) -> bool:
    """A currency sign or code right before or after the span. (A phone may be written in
    groups of three like an amount: "912 305 884".)"""
    before = text[max(0, finding.start - 4) : finding.start].rstrip()
    after = text[finding.end : finding.end + 5].lstrip().lower()
    return before[-1:] in _CURRENCY or after.startswith(("eur", "usd", "gbp", "€", "$", "£"))


def _file_name(text: str, finding: Finding) -> bool:
    """A path ("~/.ssh/id_ed25519", ".ssh/id_rsa") or a piece of a snake_case file name
    ("_ed25519" of "id_ed25519") names a file; it is not an identifier."""
    span = finding.text
    if span.startswith(("_", ".")) or any(ch in span for ch in "/\\~"):
        return True
    token_start = max(text.rfind(ch, 0, finding.start) for ch in " \t\n\"'`(") + 1
    return text[token_start : finding.start].endswith(("/", "\\", "~"))


_AGE_AFTER = compile_rule(
    r"\s*(?:-|\s)?(?:years?|yrs?)[\s-]*old\b|\s*(?:y/?o|yo)\b|\s*[MF]\b|"
    # the unit in the other languages people mix in: "9 anos", "6 ans", "74 lata", "58 saal"
    r"\s+(?:anos|años|ans|jahre|lata|lat|tahun|saal|sal|yaşında|jaar|anni|år|jr|na ako)\b",
    re.I,
)
# "Amma is 61", "she turns 40": the model's AGE after a form of "be" or "turn"
_AGE_BEFORE = compile_rule(
    r"\b(?:aged?|age:|I'?m|I am|turned|turning|turns|is|was|now|both|now,?\s+at|"
    # "el abuelo tiene 84", "Ich bin 40", "Jessa: 31 na ako"
    r"tiene|tengo|tem|tenho|bin|ist|est|heeft|ben|umur|usia|lat)\s*$",
    re.I,
)


# right after a name: "Darnell Washington, 44, unemployed", "Maria Lopez (45)"
# (in any case: "(rosalind okafor, 67)")
_NAME_BEFORE = compile_rule(r"[^\W\d_]{2,}(?:,[ \t]*|[ \t]*\([ \t]*)$")
_CLOSE_AFTER = compile_rule(r"[ \t]*[,)]")


def _age_context(text: str, finding: Finding) -> bool:
    """A bare number is an age only next to words that say so ("8 years at Acme" is not)."""
    before = text[max(0, finding.start - 24) : finding.start]
    return bool(
        _AGE_AFTER.match(text, finding.end)
        or _AGE_BEFORE.search(before)
        or (_NAME_BEFORE.search(before) and _CLOSE_AFTER.match(text, finding.end))
    )


# a word for a relative or "kids are" just before a lower-case name
_LOWER_NAME_CUE = compile_rule(
    r"(?i)\b(?:(?:kids|children|twins|sons|daughters)[ \t]+are|(?:my|our|his|her)[ \t]+(?:son|"
    r"daughter|kid|baby|wife|husband|partner|sister|brother|cousin|niece|nephew|girlfriend|"
    r"boyfriend|gf|bf|flatmate|roommate|housemate|bestie|bff|mate|friend|colleague|coworker|"
    r"neighbour|neighbor|boss|tutor|teacher|coach))[ \t]+$"
)


_NUMBER_AFTER = compile_rule(r"[ \t]+\d")
# feet and inches, or centimetres: a height
# (feet then inches: "5'6\"", "5' 6"; not the decade of "in her 30's")
_HEIGHT = compile_rule(r"\d['’′][ \t]*\d{1,2}\b|\d[ \t]*(?:cm|ft|inches)\b")
# a title is nobody's name on its own
_TITLES = (r"(?i:mr|mrs|ms|mx|miss|dr|prof|sir|madam|herr|frau|hr|fr|mme|mlle|sr|sra|srta|dra|"
           r"mevrouw|meneer|dhr|mw|sig|sigra)")
_TITLE_ALONE = compile_rule(_TITLES)
# a title's abbreviation right before a span: "Ms." of "Dear Ms. Hương"
_TITLE_BEFORE = compile_rule(rf"(?<![\w]){_TITLES}\.$")


def _plausible_person(text: str, finding: Finding) -> bool:
    from hushprompt.detect.given_names import is_known_name

    span = finding.text
    tokens = span.split()
    if span[:1] and is_unspaced(span[0]):
        # Chinese and Japanese have no capitals to tell a name by ("山本 美咲"); names are
        # written in Han characters or katakana, grammar in hiragana ("話しました")
        core = "".join(span.split())
        return len(core) <= 8 and not _HIRAGANA.search(core)
    if not span[:1].isupper():
        # typed in lower case ("my wife sunita", "jayden okafor"): the first word a known given
        # name or surname, no word an everyday word (the model's word, not any lower-case run)
        from hushprompt.detect.wordlists import everyday_words

        words = [w.strip(".,'’") for w in re.split(r"[ \t\-]+", span) if w.strip(".,'’")]
        # (or a word for the person right before it: "kids are poppy who's 7", "my son alfie")
        # (or a name the model is very sure of: "his mum funmi", "hi mrs okafor")
        # (a code's key is no name, however sure the model is: print(user["nmae"]))
        keyed = (text[max(0, finding.start - 2):finding.start] in ('["', "['")
                 and text[finding.end:finding.end + 2] in ('"]', "']"))
        named = bool(words) and (is_known_name(words[0]) or _LOWER_NAME_CUE.search(
            text, max(0, finding.start - 30), finding.start) is not None
            or finding.score >= VERY_SURE_SCORE and not keyed)
        return named and all(
            len(w) >= 3 and w.isalpha() and w not in everyday_words() for w in words)
    if len(tokens) > 1:
        return True
    token = tokens[0].strip(".,'’")
    if _MONTH.fullmatch(token) or _TITLE_ALONE.fullmatch(token):
        return False  # ("Mr" of "Mr. James O'Connor", read apart: the name is its own span)
    if kin_noun_alone(text, finding.start, finding.end):
        return False  # "Meine Schwester arbeitet als ...": a sister, in German capitals
    if is_known_name(token) or "-" in token and all(
            is_known_name(part) for part in token.split("-")):  # "Jan-Willem", "Anne-Sophie"
        return True
    # an unknown capitalised word is taken for a name only where sentence case can't explain
    # its capital letter: not at a sentence's start, but after a title ("Dear Ms. Hương"),
    # or there when the model is sure and the word is no everyday word ("Segun, can you",
    # "Mei-Ling Chu" starting a line)
    before = text[: finding.start].rstrip(" \t\"'“‘(*-")
    if not before or before[-1] in "\n.!?:;":
        from hushprompt.detect.wordlists import everyday_words

        # (an English word the model is only fairly sure of is sentence case: "Heat is back")
        return bool(_TITLE_BEFORE.search(before)) or (
            token.replace("-", "").isalpha() and token.casefold() not in everyday_words()
            and (finding.score >= VERY_SURE_SCORE or finding.score >= SURE_SCORE
                 and not _english_word(token)))
    return True


@cache
def english_vocabulary() -> frozenset[str]:
    """The whole words of the NER's English (uncased WordPiece) vocabulary, read once."""
    from tokenizers import Tokenizer

    from hushprompt.models.runtime import models_dir

    try:
        vocabulary = Tokenizer.from_file(str(models_dir() / "ner" / "tokenizer.json")).get_vocab()
    except Exception:  # no model files: every word counts as English (the stricter check)
        return frozenset()
    return frozenset(word for word in vocabulary if word.isalpha())


def _english_word(token: str) -> bool:
    vocabulary = english_vocabulary()
    return not vocabulary or token.casefold() in vocabulary
