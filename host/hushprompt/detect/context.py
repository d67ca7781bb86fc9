"""Context rules: drop findings the task needs (public figures in knowledge questions, proverbs,
drug and disease names, error codes, library and API names, companies named as products)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import cache, cached_property

from hushprompt.detect.health import (
    HealthAttribution,
    looks_medical,
    names_a_substance,
    unknown_acronym,
)
from hushprompt.detect.place_cues import (
    KIND_AFTER,
    PLACE_TOPIC,
    ambiguous_place,
    person_cue,
    place_cue,
    place_tied_to_user,
)
from hushprompt.detect.public_entities import is_given_name, is_public_brand, is_public_place
from hushprompt.detect.rules_financial import LENDER_SOURCE
from hushprompt.detect.rules_groups import names_a_group
from hushprompt.detect.rules_injuries import SOURCE as INJURY_SOURCE
from hushprompt.detect.rules_lab_values import SOURCE as LAB_VALUE_SOURCE
from hushprompt.detect.rules_lab_values import without_test_name
from hushprompt.detect.rules_tables import header_spans
from hushprompt.detect.wordlists import everyday_words, normalize, wordlist
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# Kinds a model may wrongly give to a task term ("metformin" as PERSON, "React" as GPE).
NAME_LIKE: frozenset[Label] = frozenset({Label.PERSON, Label.ORG, Label.LOCATION, Label.NRP})
# Kinds whose format is checked (checksums, key prefixes): never dropped by context.
_NEVER_DROPPED: frozenset[Label] = frozenset(
    {Label.SECRET, Label.EMAIL, Label.CREDIT_CARD, Label.IBAN, Label.SSN, Label.CUSTOM}
)

ERROR_CODE = compile_rule(
    r"""(?x)^(?:
        E[A-Z]{3,}                       # ECONNREFUSED, ENOENT, EACCES
      | (?:HTTP|status|code)[\s/]*\d{3}    # HTTP 404
      | [A-Z]{2,5}-\d{3,6}               # ORA-00942, SQL-08001
      | 0x[0-9A-Fa-f]{4,16}              # 0x80070005
      | E\d{3,6}                         # E11000
      | [A-Z]\w*(?:Error|Exception|Fault|Warning|Denied|Failed|Timeout|NotFound|Forbidden
                  |Invalid|Unauthorized|Exceeded|Conflict|Unavailable|Refused|Killed|BackOff|Evicted)
      | SIG[A-Z]{2,8}                    # SIGKILL
      | CVE-\d{4}-\d{4,7}
      | KB\d{6,8}
      | errno\s*\d+
      | [A-Z]{1,4}\d{3,5}                # TS2345, C2065, CS0246
    )$"""
)
_WORD = compile_rule(r"\w+")
# the key of a record's identifier field, just before its value: "'id': '", "employee_id=", "ID: "
_ID_FIELD_BEFORE = compile_rule(
    r"(?i)(?<![\w-])(?:id|(?:employee|emp|staff|user|customer|client|member|student|patient|"
    r"person|account)[_ \-]?(?:id|no|number))[\"']?[ \t]*[:=][ \t]*[\"']?$"
)
# a key of a YAML or config record, alone on its line before ":" ("  - sam: ewiltshire")
_KEY_LINE_START = compile_rule(r"(?:^|\n)[ \t]*(?:-[ \t]+)?$")
_OTHER_KEY_LINES = compile_rule(r"(?m)^[ \t]*(?:-[ \t]+)?[a-z_]{2,30}:[ \t]")


def _record_key(text: str, found: Finding) -> bool:
    """Whether a span is the key of a record of several "key: value" lines."""
    return (text[found.end : found.end + 1] == ":"
            and _KEY_LINE_START.search(text, max(0, found.start - 40), found.start) is not None
            and len(_OTHER_KEY_LINES.findall(text)) >= 3)


# A code right after these words is an error code, not an identifier or a phone number.
_ERROR_PREFIX = compile_rule(
    r"(?i)\b(?:error|err|errno|exit code|exit status|status code|http|error code|"
    r"return code|rc|sqlstate|hresult|fault|exception|event id)\s*[:=#]?\s*$"
)
_KNOWLEDGE_CUE = compile_rule(
    r"(?i)\?|\b(?:who|what|when|where|why|how|which|tell me|explain|summari[sz]e|summary|"
    r"describe|biography|life of|works? of|theor(?:y|ies)|quote|quotes|said|says|wrote|written|"
    r"famous|history|historical|according to|invent(?:ed|ion)|discover(?:ed|y)|founded|essay|"
    r"poem|book|novel|painting|painted|composed|speech|legacy|compare|contributions?|"
    r"achievements?|ideas? (?:of|from)|influenced?|inspired by|died|reign|"
    r"president|prime minister|king|queen|emperor|philosoph\w*|"
    r"scientist|author|style of|in the style|like|capital of|population of|visit(?:ing)?|"
    r"travel(?:ling|ing)? to|trip to|tourist|itinerary)\b"
)
_PERSONAL_CUE = compile_rule(
    r"(?i)\b(?:my|our|his|her|their|your|colleague|coworker|co-worker|patient|client|friend|"
    r"boss|manager|neighbou?r|tenant|landlord|employee|son|daughter|wife|husband|partner|"
    r"mom|mum|dad|brother|sister|cousin|uncle|aunt)\b[\w\s,'’-]{0,15}$"
    # a self-introduction: "I'm Darnell Washington" is the user, whoever else shares the name
    r"|(?:\bI['’]m|\bI am|\bmy name is|\bname['’]s|\bwe['’]re|\bwe are)\s+$"
)
# The user's provider: "Bank is Wells Fargo", "my insurer: Allianz".
_PROVIDER_CUE = compile_rule(
    r"(?i)\b(?:bank|insurer|insurance|airline|carrier|provider|broker|lender)(?: is|:| was)\s+$"
    r"|\b(?:\d+|several|many|few) (?:years?|months?) (?:at|with)\s+$"
    r"|\bwork(?:s|ed|ing)? (?:together|there|alongside \w+) (?:at|for)\s+$"
)
_ACCOUNT_LABELS = frozenset(
    {Label.ACCOUNT_NUMBER, Label.IBAN, Label.ID_NUMBER, Label.CREDIT_CARD, Label.SSN}
)
# A number of a personal document, not of an account with the brand beside it.
_PERSONAL_DOCUMENT_BEFORE = compile_rule(
    r"(?i)\b(?:passport|driver'?s licen[cs]e|driving licen[cs]e|licen[cs]e|national id|"
    r"id card|ssn|tax id|student (?:no|number|id))\b[^\n]{0,8}$"
)
_DESTINATION_BEFORE = compile_rule(r"(?i)\bto\s+$")
_ROUTE_BEFORE = compile_rule(r"(?i)\b(?:from|to|via|into|out of)\s+$")
_JOB_CONNECTOR = compile_rule(r"^\s+(?:at|with|for)\s+(?:the\s+)?$")
# "my landlord in Oregon" ties the place to the user; "a landlord in Oregon" does not
_POSSESSIVE_CUE = compile_rule(r"(?i)\b(?:my|our|his|her|their|your)\b[\w\s,'’-]{0,15}$")
_EMPLOYER_CUE = compile_rule(
    r"(?i)\b(?:work(?:s|ed|ing)? (?:at|for)|employed (?:at|by)|employer(?: is|:)?|joined|"
    r"job (?:at|with)|position at|role at|interview(?:ed|ing)? (?:at|with)|offer from|"
    r"my company|our company|intern(?:ing)? at|engineer at|manager at|developer at|"
    r"quit|left|fired from|laid off (?:from|by)|hired (?:at|by)|contract(?:ing|or)? (?:at|for)|"
    r"i'm at|i am at|we at|here at|team at|colleagues? at|"
    # the same in the languages prompts mix in: "trabajo en Mercadona", "arbeite bei Siemens",
    # "Ausbildung bei der Sparkasse", "dipendente di Poste Italiane", "работаю в Сбербанке"
    r"trabajo en|trabaja en|trabajaba en|trabalho n[ao]|trabalho em|trabalha n[ao]|"
    r"travaille chez|travaillait chez|bosse chez|arbeite bei|arbeitet bei|arbeitete bei|"
    r"angestellt bei|beschäftigt bei|ausbildung bei|job bei|stelle bei|praktikum bei|"
    r"werk bij|werkt bij|werkte bij|stage bij|"
    r"lavoro (?:presso|per|da)|lavora (?:presso|per|da)|dipendente d[ie]|pracuję w|pracuje w|"
    r"pracuję dla|jobber i|jobber på|jobbar på|jobbade på|arbeider i|arbetar på|arbejder hos|"
    r"arbejder i|pracuji ve?|pracuju ve?|работаю в|работает в|работала в|kerja di|"
    r"bekerja di|làm ở|làm tại|làm việc tại|làm việc ở)"
    r"\s+(?:(?:the|der|die|dem|den|la|el|le|o|a|het|de)\s+)?$"
)
_RESIDENCE_CUE = compile_rule(
    r"(?i)\b(?:i live|i'm living|we live|living|lives|moved|move|based|i'm from|i am from|"
    r"we're from|grew up|born|reside|residing|my address|our address|home|"
    # the same in other languages: "kami tinggal di", "vivo en", "moro em", "j'habite à",
    # "ich wohne in", "ik woon in", "mieszkam w", "abito a"
    r"tinggal|vivo|vivimos|moro|moramos|j['’]habite|nous habitons|habite|wohne|wohnen|woon|"
    r"wonen|mieszkam|mieszkamy|abito|abitiamo|yaşıyorum|"
    # having moved there: "nos mudamos para Braga", "on a déménagé à Nantes", "nach Freiburg
    # gezogen" (the town comes before the verb in German, so not that one)
    r"mudamos|mudei|mudou|mudaram|me mudé|nos mudamos|se mudó|déménagé|déménagée|"
    r"déménagés|emménagé|verhuisd|verhuizen|trasferit[oaie]|przeprowadzi\w*)"
    r"\b[\w\s,'’-]{0,12}$"
)
# a word for a person right before a name: "baby Ruby", "my son Julia"; a title before a full
# name: "MR ALVARO PINTO" (a title before one word may be a brand's: "Dr Pepper")
_RELATION_BEFORE = compile_rule(
    r"(?i)\b(?:baby|son|daughter|kid|toddler|wife|husband|partner|sister|brother|mum|mom|dad|"
    r"friend|colleague|aunt|auntie|uncle|cousin|niece|nephew|grandson|granddaughter)[ \t]+$"
)
_TITLE_BEFORE = compile_rule(r"(?i)\b(?:mr|mrs|ms|mx)\.?[ \t]+$")
_SENTENCE_END = compile_rule(r"[.!?\n]")
# Shapes a person or organisation name does not have, but a task term does: acronyms ("CBT",
# "KDIGO", "PTO"), tickers and CamelCase product or state names ("CrashLoopBackOff", "WireGuard").
_ACRONYM = compile_rule(
    r"^[A-Z][A-Z0-9&]{1,5}(?:-[A-Z0-9]{1,5})?s?$"
    r"|^[A-Z]-\d{1,3}[A-Z]?$"  # a form or visa: "H-1B", "I-140", "W-2"
)
_CAMEL_CASE = compile_rule(r"^\d+[A-Z][a-z]+\w*$|"
                         r"^(?!(?:Mc|Mac|O|De|Di|Da|Du|La|Le|Van|Von|Fitz|St)[A-Z])"
                         r"\d?[A-Za-z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+$|^[a-z]+[A-Z]\w*$")
# Words that may sit beside a task term inside a model's span: numbers, doses, units,
# formulations ("donepezil 10 mg", "ibuprofen suspension", "60% VWCE", "T4 0.7 ng/dL").
_FILLER = compile_rule(
    r"(?i)^(?:[\d.,/%]+|mg|mcg|µg|g|ml|l|iu|units?|ng/dl|mmol/l|mg/dl|%|x|tablets?|capsules?|"
    r"suspension|syrup|cream|ointment|injections?|patch|drops|inhaler|dose|doses|daily|twice|"
    r"blood|serum|test|tests|levels?|subclinical|chronic|acute|mild|moderate|severe|stage|"
    r"type|mixer|phd|msc|bsc|ma|station)$"
)
# A number right after these is a statute, standard or event code: "§ 548 BGB", "ISO 9001",
# "ORS 90.322", "Event ID 4625", "flight LH 400".
_REFERENCE_PREFIX = compile_rule(
    r"(?:§§?|\b(?:ISO|IEC|EN|DIN|RFC|ORS|ARS|RCW|USC|U\.S\.C\.|CFR|BGB|Art\.?|Article|Section|"
    r"Sec\.|para\.?|(?i:event id|flight|flight number|route|bus|line|platform|gate|seat)))"
    r"\s*[:#]?\s*$"
    # a law's number and year: "DL 156/2005", "Ley 11/2023", "D.Lgs. 81/2008"
    r"|(?i:\b(?:DL|D\.L\.|D\.Lgs\.?|Ley|Lei|Loi|Decreto|Decree|Law|RD|Real Decreto)\s*"
    r"(?:n[º°o.]*\s*)?\d{1,5}/)$"
)
# Mexico's RFC, a person's tax ID (not a Request for Comments): four letters, the birth date,
# three characters ("RIMG7803154T2"); a company's has three letters
_MEXICAN_TAX_ID = compile_rule(r"[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}")
# A dotted section number after a code's acronym: "IBC 1804.4", "NEC 210.8" (not an amount or
# a labelled number: "USD 1804.40", "ID 1804.4").
_SECTION_NUMBER = compile_rule(r"^\d{1,4}(?:\.\d{1,3})+[a-z]?$")
_CODE_ACRONYM_BEFORE = compile_rule(
    r"\b(?!(?:ID|NO|NR|REF|ACCT|USD|EUR|GBP|CHF|JPY|CAD|AUD|INR|NGN)\s)[A-Z]{2,5}\s$"
)
# A year after the name of a law: "Wills Act 2007", "Data Protection Act 2018".
_ACT_YEAR_BEFORE = compile_rule(r"\b(?:Act|Code|Directive|Regulations?|Convention|Order),?\s+$")
# A form's or visa's name: "I-140", "H-1B", "W-2" (too short for anyone's identifier).
_FORM_NAME = compile_rule(r"^[A-Z]{1,2}-\d{1,3}[A-Z]?$")
_CODE_CALL = compile_rule(r"\w\(")
# a lower-case word with digits is a package or module name: "boto3", "log4j", "s3"
_LOWER_CODE = compile_rule(r"^[a-z][a-z0-9_.-]*\d[a-z0-9_.-]*$")
# A span of names joined by commas ("Alfama, Príncipe Real, Arroios") is a list of places; a
# company's legal form after a comma is not ("Sierra Peak Analytics, Inc.").
_NAME_LIST = compile_rule(
    r",\s+(?!(?:Inc|LLC|Ltd|Limited|LLP|Corp|Co|GmbH|AG|SA|S\.A|SL|S\.L|SAS|SARL|Pty|PLC|NV|"
    r"N\.V|BV|B\.V|SpA|S\.p\.A|Srl|S\.r\.l|Ltda|Oy|AB|AS|KG)\b)[A-ZÀ-Ý]")
# Names of laws, regulations, codes and programmes: "Regulation Z", "Pell Grant",
# "NYC Housing Maintenance Code", "Homes (Fitness for Human Habitation) Act".
_INSTRUMENT = compile_rule(
    r"(?i)(?:^|\s)(?:act|code|regulations?|directive|treaty|amendment|statute|ordinance|convention|"
    r"guidelines?|doctrine|rules|bill|charter|constitution|plan|credit|allowance|grant|scheme|"
    r"relief|benefit|clauses?|circumstances|provisions?|procedures?|protocol|exemption|"
    r"waiver|framework)"
    r"(?:\s+(?:of\s+)?(?:\d{2,4}|[A-Z]{1,3}\d{0,3}))?\W*$"
    r"|^(?:regulation|article|section|title|chapter|directive|rule|form)\s+[\w.\-()]{1,8}\W*$"
)
# The model stopped short of the instrument's last word: "Polish Labour" of "Polish Labour Code".
_INSTRUMENT_AFTER = compile_rule(
    # words may come between: "Hindu| Marriage Act", "Guardians| and Wards Act"
    # and a bracketed part: "Industrial Employment| (Standing Orders) Act, 1946"
    r"(?:\s+(?:[A-Z][\w'’-]*|and|of|for|on|the|\((?:[A-Z][\w'’-]*|and|of|for|on|the|\s)+\)))*?"
    r"\s+(?:Act|Code|Bill|Regulations?|Directive|Treaty|Law|Convention|Charter|Constitution|Plan|"
    r"Pact|Accords?|Doctrine)\b"
)
# Laws, treaties, public bodies and programmes named in other languages, where the instrument's
# word comes first: "Convenio de Montreal", "Ley 1751", "Sheria ya Ajira ya 2007", "Livro de
# Reclamações", "Agenzia delle Entrate", "Tume ya Haki za Binadamu", "Programa Empresa Cidadã".
# A span inside such a name (the instrument's word and connecting words before it) is part of it.
_INSTRUMENT_WORDS_ABROAD = (
    r"convenio|convención|convenção|convenzione|ley|lei|loi|legge|gesetz|wet|ustawa|kanun|"
    r"undang-undang|uu|sheria|decreto|décret|dekret|dl|d\.l\.|d\.lgs\.?|código|codice|livro|"
    r"reglamento|regolamento|règlement|verordnung|directiva|direttiva|tratado|trattato|traité|"
    r"vertrag|estatuto|statuto|constitución|constituição|costituzione|grundgesetz|tume|"
    r"agenzia|agencia|agência|agence|ministerio|ministério|ministero|ministère|ministerium|"
    r"programa|programma|programme|mamlaka|wizara"
)
# ("Código Civil para el Estado de Nuevo León", "Gesetz für den Schutz")
_CONNECTORS_ABROAD = (r"de|del|della|delle|dello|dei|des|du|do|da|dos|das|ya|za|wa|la|über|o|op|"
                      r"van|sobre|per|sur|para|el|los|las|le|les|pour|für|den|n[º°o]\.?")
_INSTRUMENT_ABROAD = compile_rule(
    rf"(?i)^(?:(?:el|la|le|il|lo|o|a|der|die|das|the)\s+)?(?:{_INSTRUMENT_WORDS_ABROAD})"
    rf"(?:\s+(?:{_CONNECTORS_ABROAD}|[A-ZÀ-Ý][\w'’-]*|\d[\d/.-]*))*\W*$"
)
_INSTRUMENT_ABROAD_BEFORE = compile_rule(
    rf"(?i:\b(?:{_INSTRUMENT_WORDS_ABROAD}))"
    rf"(?:\s+(?:(?i:{_CONNECTORS_ABROAD})|[A-ZÀ-Ý][\w'’-]*|\d[\d/.-]*))*\s+$"
)
_INSTRUMENT_ABROAD_AFTER = compile_rule(rf"\s+(?:(?i:{_CONNECTORS_ABROAD})\s+[A-ZÀ-Ý\d]|\d)")
# someone works there: "trabajo en el Ministerio de Salud", "lavoro presso l'Agenzia"
_WORKS_AT_BEFORE = compile_rule(
    r"(?i)\b(?:trabajo|trabaja|trabalho|trabalha|travaille|arbeite|arbeitet|lavoro|lavora|werk|"
    r"werkt|pracuję|pracuje|kerja|bekerja|work|works|worked|working|employed)\s+"
    r"(?:en|em|na|no|à|au|bei|bij|presso|per|w|di|at|for|in)\b[^.\n]{0,25}$"
)
_LAW_DATE_BEFORE = compile_rule(
    r"(?i)\b(?:loi|ley|lei|legge|gesetz(?:es)?|wet|ustawa|decreto|décret|decree|act|law|"
    r"dl|d\.l\.|d\.lgs\.?|règlement|regolamento|reglamento|verordnung)"
    r"(?:[ \t]+n[º°o.]*[ \t]*\d+)?[ \t]+(?:du|de|del|dello|della|vom|van|z|of|dated|do|da)[ \t]+$"
)
# "tiếng Anh", "tiếng Việt": Vietnamese for "the ... language"
# A language ("tiếng Anh"), or in Vietnamese a landmark or a carrier after its kind: "hồ Xuân
# Hương" (a lake), "chùa Linh Ứng" (a pagoda), "xe khách Phương Trang" (a coach line).
_LANGUAGE_OR_LANDMARK_BEFORE = compile_rule(
    r"(?i)(?:\btiếng|(?<!\w)(?:hồ|chùa|chợ|núi|sông|vịnh|đảo|đồi|thác|đèo|phố cổ|nhà thờ|"
    r"xe khách|nhà xe|hãng)\s+(?:[A-ZÀ-ỸĐ][^\W\d_]*\s+){0,2})$")
# A court case: "Donoghue v Stevenson", "Roe v. Wade".
_CASE_NAME = compile_rule(r"^[A-Z][\w'’.-]*(?:\s[A-Z][\w'’.-]*)*\s(?:v|vs)\.?\s[A-Z]")
_CASE_PARTY_BEFORE = compile_rule(r"\b[A-Z][\w'’.-]*\s(?:v|vs)\.?\s$")
# Prompts that plan or ask about travel: the places named are the task, not the user's home.
_TRAVEL_CUE = compile_rule(
    r"(?i)\b(?:itinerar(?:y|ies)|trip|travel(?:l?ing|s)?|flights?|flying|fly|layover|stopover|"
    r"sightseeing|tourist|museums?|temples?|hotels?|hostel|airbnb|vacation|holiday|honeymoon|"
    r"neighbou?rhoods?|visa|airport|terminal|train|rail|ferry|cruise|backpacking|land(?:ing)? at|"
    r"get from|how far|day trip|\d+-day|visit(?:ing)?|bus|coach|ticket|seat \d+\w?|"
    r"(?:days|nights|weekend|week) in|for the (?:whole |entire )?summer|"
    r"summer (?:holidays?|vacation|break))\b"
)
_POSSESSIVE = compile_rule(r"['’]s?$")
_TITLES = frozenset({"president", "king", "queen", "saint", "st", "sir", "dr", "prof", "general",
                     "emperor", "pope", "prince", "princess", "lord", "lady", "mr", "mrs", "ms",
                     "archduke", "duke", "tsar", "czar", "kaiser", "marshal", "admiral"})
# A German or Dutch compound noun a model took for a name, a place or an organisation:
# "Hausverwaltung", "Mietvertrag", "Steuernummer", "Grundbuch", "Ziektewet".
_GERMAN_NOUN = compile_rule(
    r"^[A-ZÄÖÜ][a-zäöüß]{4,}(?:ung|heit|keit|schaft|vertrag|gesetz|amt|behörde|kasse|steuer|"
    r"nummer|buch|recht|bescheid|urkunde|schein|antrag|wet|uitkering|verzekering|toeslag|"
    r"gericht|formel|verfahren|vollmacht|gebühr|zeugnis|bericht|schreiben|frist|zulage|geld|"
    r"pflicht|klage|erbe|rente|versicherung|verwaltung)$"
)
# A named storm is a public event, not a person: "Typhoon Haiyan", "Hurricane Katrina"
_STORM_BEFORE = compile_rule(
    r"(?i)\b(?:(?:super\s+)?typhoon|hurricane|cyclone|(?:tropical\s+)?storm|tifón|huracán|"
    r"taifun|orkan|sturmtief|ouragan|tempête|uragano|tufão|furacão|bagyong)\s+$"
)
# A host of a public service: "smtp.mailgun.org", "api.stripe.com" (a workspace such as
# "acme.slack.com" names its owner and stays protected).
_SERVICE_HOST = compile_rule(
    r"(?i)^(?:smtp|mail|imap|pop3?|api|www|ftp|smtp-relay|email|login|auth|accounts?)\."
    r"([a-z0-9-]+)\.[a-z]{2,}$"
)
_BRAND_BEFORE = compile_rule(r"([A-Z0-9][\w'’&-]*(?:\s[A-Z][\w'’&-]*)?)\s+(?:in|at)\s+$")
# A driver or module name before a PCI address in a kernel log: "r8169 0000:03:00.0".
_PCI_ADDRESS_AFTER = compile_rule(r"\s+[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\.\d")
# ... or before the kind of software it is: "the r8169 driver", "the ext4 module".
_SOFTWARE_KIND_AFTER = compile_rule(
    r"\s+(?:driver|module|kernel module|package|library|firmware|chipset|daemon|plugin)s?\b",
    re.I,
)


# A public host named as itself: "HostName github.com" in an ssh config.
_BARE_HOST = compile_rule(r"(?i)^([a-z0-9-]+)\.(?:com|org|io|net|dev)$")
# Parts of a tech stack or tool chain: "TanStack Query / Next.js", "Amplitude + Optimizely".
_STACK_JOIN = compile_rule(r"\s*(?:/|\+)\s*")
_JS_NAME = compile_rule(r"^[\w-]+\.js$", re.I)
# Words a model takes into a span around a term that are no part of a name, in the languages
# prompts mix in: articles, possessives and speech verbs ("Haar BSN", "om een BSN", "AVG zegt").
_FUNCTION_WORDS = frozenset({
    "a", "an", "the", "my", "her", "his", "our", "their", "your", "says", "said",
    "een", "het", "haar", "zijn", "mijn", "je", "jouw", "uw", "ons", "onze", "hun", "om", "zegt",
    "volgens",
    "ein", "eine", "einen", "mein", "meine", "ihr", "ihre", "sein", "seine", "sagt",
    "dein", "deine", "un", "une", "le", "la", "les", "mon", "ma", "mes", "son", "sa", "ton", "ta",
    "dit", "el", "los", "las", "una", "mi", "su", "tu", "dice", "de",
})
# Words that open a sentence in the languages prompts mix in, which a model reads as a name
# there: "Selon l'article 15 …", "Según mi contrato …", "Volgens mijn huurcontract …"
_SENTENCE_OPENERS_ABROAD = frozenset({
    "selon", "según", "segundo", "conforme", "laut", "gemäß", "secondo", "volgens",
    "według", "donc", "alors", "pourtant", "cependant", "ensuite", "puis", "enfin", "aber",
    "dann", "jedoch", "trotzdem", "pero", "entonces", "luego", "además", "ademas", "então",
    "porém", "depois", "entretanto", "quindi", "però", "dunque", "inoltre", "toen", "dus",
    "maar", "daarna", "więc", "potem", "jednak", "hola", "olá", "hallo", "ciao", "salut",
    "bonjour", "bonsoir", "gracias", "obrigado", "obrigada", "grazie", "danke", "bedankt",
    "merci", "dziękuję", "buongiorno", "buenos", "buenas", "bom", "boa", "guten", "goedemorgen",
    # Turkish "my father", "my mother", … that start a sentence: "Babam emekli öğretmen"
    "babam", "annem", "ablam", "abim", "kardeşim", "dedem", "ninem", "anneannem", "babaannem",
    "teyzem", "amcam", "dayım", "halam", "eşim", "oğlum", "kızım",
})
# Articles before a brand inside a model's span: "a Dyson V15", "de Wallapop".
_LEADING_ARTICLE = frozenset({"a", "an", "the", "de", "del", "el", "la", "le", "un", "una",
                              "une", "een", "het", "der", "die", "das", "ein", "eine"})
# The model or edition after a brand: "Dyson V15", "Galaxy S23", "iPhone 15 Pro".
_MODEL_CODE = compile_rule(r"(?i)^(?:[a-z]{0,3}\d{1,4}[a-z]{0,3}|pro|max|ultra|plus|mini|air|lite|"
                         r"se|neo|fe)$")
# A doctor's specialty: said of the user's or a relative's doctor ("her nephrologist Dr Okafor")
# or asked for ("suggest a good endocrinologist") it is no one's job; "I'm a nephrologist" is.
_MEDICAL_SPECIALTY = compile_rule(
    r"(?i)^(?:[a-z]*(?:nephr|endocrin|cardi|onc|neur|dermat|gastroenter|rheumat|ur|gyn(?:a)?ec|"
    r"pulmon|ha?emat|ophthalm|otolaryng|immun|radi|ana?esthesi|hepat|audi|diabet)ologist|"
    r"psychiatrist|podiatrist|pa?ediatrician|obstetrician|ob-?gyn|allergist|orthopa?edist|"
    r"neurosurgeon|dentist|orthodontist|optometrist|physiotherapist|gp)$"
)
# a sentence that gives a reading as a norm, not as someone's
_GENERIC_READING = compile_rule(
    r"(?i)\b(?:defined as|diagnostic of|threshold|targets?|normal|"
    r"range|ranges|should be|cut-?off|guidelines?|in general|typically|usually)\b")
# words of a clinical note or a lab report, whose readings are its patient's
_CLINICAL_NOTE = compile_rule(
    r"(?i)\b(?:patient|pt|referral|admitted|admission|diagnosis|dx|pmh|hx|clinic|ward|bed \d+|"
    r"discharge|bloods|lab(?:oratory)? (?:report|results?)|handover|obs|vitals|consultant|"
    r"paciente|patiente|patientin|paziente|befund|arztbrief|informe|compte rendu|relatório)\b"
    # or a report's lines, a value with its unit and reference range: "Ferritine 9 µg/L
    # (15–150) ↓" (a report is someone's, whatever its language)
    r"|(?m:\d[.,]?\d*\s?[^\W\d_]{1,8}(?:/[^\W\d_]{1,4})?\s*\((?:[^\W\d_]{2,8}\s)?\d[\d.,]*"
    r"\s?[–\-]\s?\d[\d.,]*\)[^\n]*\n[^\n]*\d\s?[^\W\d_]{1,8}(?:/[^\W\d_]{1,4})?\s*"
    r"\((?:[^\W\d_]{2,8}\s)?\d[\d.,]*\s?[–\-]\s?\d)")
# courts and public offices named by their kind, with their town perhaps: the body the task
# writes to or asks about, not a private party
_PUBLIC_BODY = compile_rule(
    r"(?i)(?:the\s+|le\s+|la\s+|el\s+|il\s+|das\s+|dem\s+|de\s+)?(?:conseil de prud['’]hommes|"
    r"prud['’]hommes|tribunal judiciaire|tribunal administratif|tribunal de commerce|"
    r"juzgado de (?:lo social|paz|primera instancia)|arbeitsgericht|amtsgericht|landgericht|"
    r"sozialgericht|employment tribunal|small claims court|county court|magistrates['’] court|"
    r"tribunale del lavoro|giudice di pace|kantonrechter|rechtbank|sąd rejonowy|"
    r"jobcenter|agentur für arbeit|pôle emploi|france travail|caisse d['’]allocations familiales|"
    r"sepe|inss|agenzia delle entrate|belastingdienst|finanzamt)\b")
# the writer and others saying what they are: "we're Sikhs", "as Catholics we"
_WE_ARE_BEFORE = compile_rule(
    r"(?i)\b(?:we|we['’]re|we are|they['’]re|they are|as|both|i['’]m|i am|on est|nous sommes|"
    r"je suis|ik ben|wij zijn|we zijn|somos|soy|siamo|sono|wir sind|ich bin|jesteśmy|jestem|"
    r"sou|ben|biz)\s+$")
# a job the prompt writes for: "a cover letter for a data analyst role", "a job ad for the SRE
# position" (not someone's: "she is applying for a care assistant job", "Tomasz interviewed for
# the senior data engineer role" tell about that person)
_FOR_A_BEFORE = compile_rule(r"(?i)\b(?:for|as)\s+(?:an?|the)\s+$")
_VACANCY_AFTER = compile_rule(r"(?i)\s+(?:role|position|job|vacancy|opening|post|internship)\b")
_JOB_HUNT = compile_rule(
    r"(?i)\b(?:cover letter|job ad|job advert|job posting|job description|vacancy|hiring)\b")
_BEING_BEFORE = compile_rule(
    r"(?i)(?:\b(?:am|is|are|was|were|be|been|being|as|become|became|becoming)|"
    r"['’]m|\b(?:he|she|who|that)['’]s|['’]re)\s+(?:an?\s+)?(?:(?!seeing|visiting|seen|see)[\w-]+\s+)?$"
)
# A legal form of a business, not a job: "as a sole proprietor", "sole trader".
_LEGAL_FORM_BEFORE = compile_rule(r"(?i)\bsole\s+$")
# The pandemic named as a time: "filed in 2020 during COVID".
_PANDEMIC_ERA = compile_rule(
    r"(?i)\b(?:during|since|before|after|through|throughout|amid|pre|post)[\s-]+(?:the\s+)?$"
)
_PANDEMIC = compile_rule(r"(?i)^(?:covid(?:-19)?|corona(?:virus)?|(?:the )?pandemic|lockdowns?)$")
# A plant's cultivar group after its name: "Parrot tulips", "Darwin hybrid tulips".
_CULTIVAR_AFTER = compile_rule(
    r"\s+(?:hybrids?\s+)?(?:tulips|roses|lilies|daffodils|narcissi|orchids|peonies|dahlias|"
    r"hyacinths)\b"
)
# A school course: "AP Calculus BC", "IB Chemistry HL", "GCSE Maths".
_COURSE = compile_rule(r"^(?:AP|IB|GCSE|IGCSE|A-?[Ll]evel)\s+[A-Z][\w&]*(?:\s+[A-Z][\w&]*){0,3}$")


# Labels whose model spans are words (names, jobs, conditions).
_WORDY = frozenset({Label.PERSON, Label.ORG, Label.LOCATION, Label.NRP, Label.OCCUPATION,
                    Label.HEALTH})
# A record's field label ("Müşteri:", "Fatura no:", "Versichertennr.:", "Überweisender Arzt:")
_FIELD_LABEL_AFTER = compile_rule(
    r"\.?[ \t]*(?:(?:no|nr|n[º°]|num|number|#)\.?[ \t]*)?:(?!//)", re.I
)
_SPEECH = compile_rule(r"\b[a-z][a-z'’]*\s+[a-z][a-z'’]*\s+[a-z][a-z'’]*\b")
# An upper-case word of a log or a CLI's output: "UNREACHABLE!", "FAILED", "KILLED".
_LOG_WORD = compile_rule(
    r"^[A-Z]{3,}(?:ABLE|IBLE|ED|ING|TION|MENT|NESS|LESS|URE|ANCE|ENCE|ITY|IVE|OUS|AL)$"
)
# A name before the kind of thing named after it: "Krebs cycle", "Roth IRA", "Schrems II",
# "Apgar score" (an eponym, not the person).
_EPONYM_AFTER = compile_rule(
    # nouns only: "Did Novak sign it?" and "Will Sarah test it?" are about people
    r"['’]?s?\s+(?:(?i:cycle|effect|constant|theorem|lemma|conjecture|hypothesis|paradox|"
    r"equation|principle|law|distribution|criteria|criterion|ratio|reaction|maneuver|manoeuvre|"
    r"triad|classification|algorithm|doctrine)\b|IRAs?(?![\w-]))"
)
# ... or before a numeral, when it is no given name: "Schrems II" (not "Elizabeth II").
_NUMERAL_AFTER = compile_rule(r"\s+(?:II|III|IV)(?![\w-])")
# A job before a status it names: "my Student visa", "a Worker permit".
_STATUS_AFTER = compile_rule(r"\s+(?i:visas?|permits?|loans?|discounts?|railcards?)\b")
# A field of study: "GCSE Biology", "my Epidemiology module" (not "Acme Technologies").
_DISCIPLINE = compile_rule(
    r"(?i)^(?!technolog)[a-z]+(?:ology|ography|istry|onomy)$|^(?i:physics|mathematics|maths|"
    r"economics|statistics|genetics|linguistics|ethics|politics|history|geography|law|"
    r"medicine|nursing|literature|english|biology|chemistry|pharmacy|accounting|finance)$"
)
_INSTITUTION_WORD = compile_rule(
    r"(?i)\b(?:university|college|school|institute|department|dept|faculty|centre|center|"
    r"society|association|journal|hospital|clinic|lab|laboratory|group|inc|ltd|llc|gmbh|plc|"
    r"academy|council|trust|board|foundation)\b"
)
# (not "council", "trust" or "group": "council housing", "trust fund" are no one's institution)
_LOWER_INSTITUTION_WORD = compile_rule(
    r"(?i)\b(?:university|college|school|institute|hospital|clinic|academy|ltd|llc|gmbh|plc|"
    r"nhs|high|primary|secondary|medical|healthcare|surgery|pharmacy|dental|infirmary)\b"
)
# where someone works, studies or is treated: "nights on the cardiac ward at royal prince alfred"
_AT_AN_INSTITUTION = compile_rule(
    r"(?i)\b(?:work(?:s|ed|ing)?|nights|shifts?|ward|treated|admitted|seen|studying|study|"
    r"go(?:es)?|went|student|patient|nurse|doctor|intern)\b[^.\n]{0,25}\b(?:at|to|in)"
    r"(?:\s+the)?\s+$"
)
# Places joined into one region or jurisdiction: "England & Wales", "Spain and Portugal".
_PLACE_JOIN = compile_rule(r"\s*(?:&|\band\b|,)\s*")
_LAW_TITLE_BEFORE = compile_rule(
    r"\b(?:Law|Act|Regulation|Directive|Decree|Code|Ordinance|Statute)"
    r"(?:\s+(?:No\.?|Nr\.?|number)\s*[\d/.-]+)?\s+(?:on|of|for)\s+(?:the\s+)?"
    r"(?:[A-Z][\w'’-]*\s+(?:and\s+|of\s+)?){0,3}$"
)
_NAME_SUFFIX = frozenset({"jr", "jr.", "sr", "sr.", "jnr", "snr"})
# An event or an edition named with its year: "BioJapan 2025", "Web Summit 2024".
_TOPIC_LABELS = frozenset({Label.LOCATION, Label.ORG, Label.NRP, Label.DATE})
_STOPWORDS = frozenset({"on", "and", "of", "the", "with", "for", "in", "to", "via", "&", "vs"})
_CONDITION_AFTER = compile_rule(
    r"^(?:['’]s)?\s+(?:disease|syndrome|disorder|palsy|sarcoma|law|"
    # a measure named after a place or a person: "the Bradford factor", "Glasgow Coma Scale";
    # a dynasty or an era: "the Ming dynasty", "the Meiji era"
    r"factor|scale|score|index|criteria|matrix|dynasty|era)\b", re.I)


# A monarch's or a pope's name: one given name and a regnal number ("Louis XVI", "Henry VIII",
# "Elizabeth II"); a private person with a number has a surname too ("John Smith III").
_REGNAL_NAME = compile_rule(
    r"[A-Z][a-zà-ÿ]+ (?:II|III|IV|V|VI|VII|VIII|IX|X|XI|XII|XIII|XIV|XV|XVI|XVII|XVIII|XIX|XX)")
# The place whose laws a question asks about: "a restraining order in Massachusetts", "is it
# legal in Texas", "tenant rights under Ontario law" (a well-known place only: the rule below
# checks it)
_JURISDICTION_BEFORE = compile_rule(
    r"(?i)\b(?:laws?|legal|illegal|lawful|statutes?|court|orders?|rights|regulations?|"
    r"licen[cs]es?|allowed|permitted|required|eviction|divorce|custody|taxe?s?|enforceable)"
    r"[ \t]+"
    r"(?:in|under|for)[ \t]+(?:the[ \t]+(?:state|province)[ \t]+of[ \t]+)?$"
)
# A city's international airport: "at Denver International", "Manchester International Airport"
_AIRPORT = compile_rule(r"(?P<city>.+?) International(?: Airport)?")


_TITLE_BEFORE = compile_rule(r"(?:^|\s)[A-Z][\w'’]*\s$")
_TITLE_WORD_AFTER = compile_rule(r"^['’]?s?\s[A-Z]")
_TITLE_AFTER = compile_rule(r"^['’]?s?\s[A-Z][\w'’]*[)'’,]?\s[A-Z(]")


def _inside_title(text: str, found: Finding) -> bool:
    """A Title-case word between Title-case words: part of a name of a law, war or work."""
    if not found.text[:1].isupper():
        return False
    before_title = _TITLE_BEFORE.search(text[max(0, found.start - 30) : found.start])
    after = text[found.end : found.end + 40]
    return bool(_TITLE_AFTER.match(after) or before_title and _TITLE_WORD_AFTER.match(after)
                # the first words of a law's name: "HIV| and AIDS (Prevention and Control) Act"
                or _INSTRUMENT_AFTER.match(text, found.end))


def _sentence_span(text: str, start: int, end: int) -> tuple[int, int]:
    left = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    right_match = _SENTENCE_END.search(text, end)
    return left, right_match.end() if right_match else len(text)


def _sentence(text: str, start: int, end: int) -> str:
    left, right = _sentence_span(text, start, end)
    return text[left:right]


# a model's span may start with a word that is no part of the name: "and Seville", "the Hague"
_LEADING_FUNCTION_WORD = compile_rule(r"^(?:the|and|or|via|then) (?=\S)")


def _term(span: str) -> str:
    term = normalize(_POSSESSIVE.sub("", span.strip().rstrip(".,;:!?")))
    return _LEADING_FUNCTION_WORD.sub("", term)


@cache
def _common_words() -> frozenset[str]:
    """Everyday English words (Faker's ~1,000-word list) and words that open a sentence before a
    name: none of them is a first name."""
    extra = {"explain", "summarize", "summarise", "describe", "compare", "discuss", "analyse",
             "analyze", "quote", "cite"}
    return everyday_words() | wordlist("name_lead_words") | extra


def _part_of_brand(text: str, found: Finding) -> bool:
    """A model's span that is part of a listed brand with the word before or after it:
    "Royal" of "Royal Jordanian", "Cass" of "Mama Cass"."""
    span = found.text.strip()
    before = re.search(r"([A-Z][\w'’&.-]*)\s+$", text[max(0, found.start - 30) : found.start])
    after = re.match(r"\s+([A-Z][\w'’&.-]*)", text[found.end : found.end + 30])
    candidates = []
    if before:
        candidates.append(f"{before.group(1)} {span}")
    if after:
        candidates.append(f"{span} {after.group(1)}")
    return any(is_public_brand(_term(c)) for c in candidates)


def _stage(found: Finding) -> int:
    if found.label is Label.LOCATION:
        return 2
    return 1 if found.label in NAME_LIKE else 0


def _trimmed(text: str, found: Finding) -> list[Finding]:
    """A model's name-like span over a line break ends at it: "Elif Şahin\nTCKN" is the name
    before a field label, "Ebertplatz\nBefund" a place before one. A span that runs past a
    blank line ("status=9/KILL\n\nRunning Elasticsearch") keeps only its first line, and
    nothing when that line is code. A name's span over a single line break is the names of
    both lines ("Arjun\nArjun Mehta" of a signature: the surname must not be lost)."""
    if (
        found.label not in _WORDY
        or found.source.startswith(("rules", "custom"))
        or "\n" not in found.text.strip()
    ):
        return [found]
    paragraph_break = re.search(r"\n[ \t]*\n", found.text.strip())
    pieces: list[Finding] = []
    for match in re.finditer(r"[^\n]+", found.text):
        piece = match.group().strip()
        if not piece:
            continue
        start = found.start + match.start() + len(match.group()) - len(match.group().lstrip())
        end = start + len(piece)
        code = "=" in piece or _CODE_CALL.search(piece)
        if not code and not _FIELD_LABEL_AFTER.match(text, end) and piece.strip(":"):
            if pieces and not piece[:1].isupper():  # (only a name reaches a second line)
                break
            pieces.append(replace(found, start=start, end=end, text=piece))
            if paragraph_break or found.label is not Label.PERSON:
                break
        elif pieces or paragraph_break:
            break
    return pieces


def names_an_instrument(text: str, end: int) -> bool:
    """Whether the words from `end` on finish a law's or a code's name ("Landlord| and Tenant
    Act 1985"): a job or a group found again there is part of the title, not a fact."""
    return _INSTRUMENT_AFTER.match(text, end) is not None


# Greetings the models read into the name they greet ("Bonjour Claire", "Olá Marta", "Merhaba
# Elif"): the stand-in would replace the greeting too. ("Cara" and "Caro" are names as well.)
_GREETINGS = frozenset({
    "hi", "hey", "hello", "dear", "hola", "olá", "ola", "oi", "bonjour", "bonsoir", "salut",
    "coucou", "cher", "chère", "hallo", "moin", "servus", "liebe", "lieber", "ciao", "salve",
    "buongiorno", "buonasera", "gentile", "hej", "hei", "hallå", "hoi", "geachte", "beste",
    "cześć", "witam", "szanowny", "szanowna", "merhaba", "selam", "sayın", "namaste", "querida",
    "querido", "estimada", "estimado", "prezada", "prezado", "kedves",
})


# Italian "Dear", a name too ("Cara Delevingne"): a greeting when it opens a line before one
# name and a comma ("Cara Giulia, ti scrivo da Milano")
_NAME_OR_GREETING = frozenset({"cara", "caro", "cari", "care"})


def _without_greeting(found: Finding, text: str = "") -> Finding:
    """A name without the greeting before it."""
    first, _, rest = found.text.partition(" ")
    if found.label is not Label.PERSON or not rest.strip():
        return found
    word = first.rstrip(",").casefold()
    opening = (word in _NAME_OR_GREETING and " " not in rest.strip()
               and text[:found.start].rpartition("\n")[2].rstrip(" \t\"'“")[-1:] in ("", ":")
               and text[found.end:found.end + 1] == ",")
    if word not in _GREETINGS and not opening:
        return found
    start = found.start + len(found.text) - len(rest.lstrip())
    return replace(found, start=start, text=found.text[start - found.start:])


def _field_label(text: str, found: Finding) -> bool:
    """A model's name at the start of a line before a colon and a value, not speech: the label
    of a record's field ("Müşteri: Elif Şahin", "Fatura no: ARC-…", "Anschrift: …")."""
    words = found.text.split()
    line_start = text.rfind("\n", 0, found.start) + 1
    if not 0 < len(words) <= 3 or text[line_start : found.start].strip(" \t*•>-"):
        return False
    label_end = _FIELD_LABEL_AFTER.match(text, found.end)
    if not label_end:
        return False
    line_end = text.find("\n", label_end.end())
    value = text[label_end.end() : line_end if line_end >= 0 else len(text)]
    if not value.strip() or _SPEECH.search(value):
        return False  # "Priya: can you own the follow-ups?" is a speaker's line
    from hushprompt.standins.names import name_index

    index = name_index()
    return not any(
        w.strip(".,").casefold() in index.given or w.strip(".,").casefold() in index.surname
        for w in words
    )


def _outside_table_headers(text: str, findings: Sequence[Finding]) -> list[Finding]:
    """A model's findings inside the header row of a table about people are column labels
    ("SIS User ID", "Midterm (123456)"), not anyone's data."""
    models = [f for f in findings if not f.source.startswith(("rules", "custom"))]
    headers = header_spans(text) if models else []
    if not headers:
        return list(findings)
    return [f for f in findings if f not in models
            or not any(start <= f.start and f.end <= end for start, end in headers)]


CJK_HEALTH_SOURCE = "rules:cjk_health"  # conditions found by rules_japanese and rules_korean
SURE_HEALTH = 0.9  # the NER's score from which its HEALTH span need not look medical
# The NER's score from which its reading of the context outweighs the rules that ask whether a
# well-known place, brand, medicine or condition is tied to someone: one it is this sure of
# ("my mum in Nairobi", "Hodgkin lymphoma, in remission now", "takes allopurinol") stays
# protected though no cue the rules know ties it to anyone. (The NER learned it from prompts
# where such words are private and prompts where they are the topic.) The rules about what a
# term is (a product, an eponym, a law, a field of study, a listed task term) still apply.
# On held-out files 1-16: 59 more quasi-identifiers hidden for 3 more task terms changed.
TRUSTED_NER_SCORE = 0.85


def _trusted(found: Finding) -> bool:
    return found.source == "onnx-ner" and found.score >= TRUSTED_NER_SCORE


class ContextRules:
    """Filters findings; word lists load once per process (on first use)."""

    @cached_property
    def _task_terms(self) -> frozenset[str]:
        return (
            wordlist("drugs") | wordlist("diseases") | wordlist("tech_terms")
            | wordlist("languages") | wordlist("domain_terms")
        )

    @cached_property
    def _public_names(self) -> frozenset[str]:
        return wordlist("public_names")

    @cached_property
    def _proverbs(self) -> re.Pattern[str]:
        phrases = sorted(wordlist("proverbs"), key=len, reverse=True)
        alternatives = "|".join(
            re.escape(p).replace("'", "['’]").replace(r"\ ", r"\s+") for p in phrases
        )
        return re.compile(rf"(?i)\b(?:{alternatives})")

    _health = HealthAttribution()

    def filter(self, text: str, findings: Sequence[Finding]) -> list[Finding]:
        proverb_spans = [m.span() for m in self._proverbs.finditer(text)] if findings else []
        findings = _outside_table_headers(text, findings)
        findings = [piece for f in findings for piece in _trimmed(text, f)]
        findings = [piece for f in findings for piece in without_test_name(f)]
        findings = [_without_greeting(f, text) for f in findings]
        findings = [self._reclassified(text, f, findings) for f in findings]
        persons = [f for f in findings if f.label is Label.PERSON]
        # Identifiers first, then names, then places: a name counts as tied to the user's
        # account number only when that number is one (not "EU261"), and a place as a private
        # party's only when that party is one (not "Turkish Airlines").
        dropped: set[int] = set()
        for stage in (0, 1, 2):
            context = [f for i, f in enumerate(findings) if i not in dropped]
            for i, f in enumerate(findings):
                if _stage(f) != stage:
                    continue
                if f.label is Label.HEALTH:
                    drop = self._health_is_task_term(text, f, persons)
                else:
                    drop = self._task_needs(text, f, proverb_spans, context)
                if drop:
                    dropped.add(i)
        # An eponym named once ("the Roth IRA") is the same eponym later ("a backdoor Roth").
        eponyms = {
            _term(findings[i].text) for i in dropped
            if findings[i].label in NAME_LIKE and self._eponym(text, findings[i], findings)
        }
        if eponyms:
            dropped |= {
                i for i, f in enumerate(findings)
                if i not in dropped and f.label in NAME_LIKE and _term(f.text) in eponyms
                and not f.source.startswith(("rules", "custom"))
                and not person_cue(text, f, findings)
            }
        # A medicine kept as the task stays whole: spaCy's "Concerta" of "(Concerta 36mg)" is no
        # name either.
        medicines = [f for i, f in enumerate(findings) if i in dropped
                     and f.label is Label.HEALTH and names_a_substance(f.text)]
        if medicines:
            dropped |= {i for i, f in enumerate(findings)
                        if not f.source.startswith(("rules", "custom"))
                        and any(f.overlaps(m) for m in medicines)}
        kept = [f for i, f in enumerate(findings) if i not in dropped]
        # A knowledge question about a public figure is about public facts: the places, groups
        # and dates in the same sentence ("the Gettysburg Address") belong to the question too.
        public_sentences = {
            _sentence_span(text, f.start, f.end)
            for i, f in enumerate(findings)
            if f.label is Label.PERSON and i in dropped and self._is_public(f.text)
            and not f.source.startswith("custom")
        }
        if not public_sentences:
            return kept
        return [
            f for f in kept
            if f.label not in _TOPIC_LABELS
            or _sentence_span(text, f.start, f.end) not in public_sentences
        ]

    def _health_is_task_term(
        self, text: str, found: Finding, persons: Sequence[Finding]
    ) -> bool:
        """A condition is protected only when it is said about someone ("my son has asthma");
        in a question about the condition itself it is the task. A model's span must also look
        medical ("photosynthesis" tagged HEALTH is not)."""
        if found.source.startswith("custom") or found.source in (CJK_HEALTH_SOURCE,
                                                                 INJURY_SOURCE):
            return False  # (the CJK rules tie a condition to someone themselves: the writer, a
            # family word or an honorific in the prompt; the cues below are English; an
            # injury's words name its person: "hurt his shoulder", "me lesioné la rodilla")
        if found.source == LAB_VALUE_SOURCE:
            # a reading said of someone ("my blood pressure was 165/100, should I go to A&E?")
            # or in a clinical note ("Referral: 34F … BP 148/96") is someone's; one a question
            # asks about or a sentence gives as a norm is the task ("Is an HbA1c of 6.5
            # diabetic?", "the target is an HbA1c under 7")
            # (whose it is first: "my BP was 150/90, is that normal?" is someone's)
            if self._health.about_someone(text, found.start, found.end, persons):
                return False
            return (bool(_GENERIC_READING.search(_sentence(text, found.start, found.end)))
                    or self._health.asked_about(text, found.start, found.end)
                    or not (persons or _CLINICAL_NOTE.search(text)))
        if found.source == "onnx-ner" and unknown_acronym(found.text):
            return True  # "FMLA", "PIP", "CAMHS": a law, a benefit or a service the NER took
            # for a condition (a listed condition's acronym, "PTSD", is judged as below)
        # the NER's sure HEALTH spans count without a medical-looking word ("afib", "whiplash",
        # "kidney failure"); its unsure ones and other models' must look medical
        if (_trusted(found) and not names_a_substance(found.text)
                and not _inside_title(text, found)
                and not self._health.asked_about(text, found.start, found.end)):
            return False  # the NER read it as someone's ("Hodgkin lymphoma, in remission now",
            # "orthopaedic brace"), and its sentence does not ask about it. (A medicine's name
            # stays a task term: the answer needs it; README, "What it does not protect".)
        sure = (found.source == "onnx-ner" and found.score >= SURE_HEALTH
                and not names_a_substance(found.text))
        if not found.source.startswith("rules") and not sure and not looks_medical(found.text):
            return True
        if _inside_title(text, found):
            return True  # "Fitness for Human Habitation" in the name of an act
        if _PANDEMIC.match(found.text.strip()) and _PANDEMIC_ERA.search(
            text, max(0, found.start - 20), found.start
        ):
            return True  # "during COVID" names a time, not anyone's illness
        return not self._health.about_someone(text, found.start, found.end, persons)

    @staticmethod
    def _reclassified(text: str, found: Finding, findings: Sequence[Finding]) -> Finding:
        """A model's PERSON that is a well-known place or brand ("Lisbon", "Monzo") becomes a
        LOCATION or ORG, unless a person cue is there ("Dr Florence", "Milan Novak"). A place that
        is also a first name ("Florence", "Petra") needs a place cue too."""
        if found.label is not Label.PERSON or found.source.startswith(("rules", "custom")):
            return found
        term = _term(found.text)
        single = " " not in term
        if not term or (single and person_cue(text, found, findings)):
            return found
        places = [p for p in _PLACE_JOIN.split(term) if p]
        if (
            len(places) > 1
            and all(is_public_place(p) for p in places)
            and not all(is_given_name(p) for p in places)  # "Jordan, Austin" may be people
        ):
            return replace(found, label=Label.LOCATION)  # "Tokyo, Kyoto," is a list of places
        ambiguous = single and (ambiguous_place(term) or is_given_name(term))
        if is_public_place(term):
            if ambiguous and not place_cue(text, found):
                return found
            return replace(found, label=Label.LOCATION)
        if is_public_brand(term) and not ambiguous:
            return replace(found, label=Label.ORG)
        return found

    def _is_public(self, span: str) -> bool:
        term = _term(span)
        return term in self._public_names or self._public_surname_alone(term)

    def _task_needs(
        self,
        text: str,
        found: Finding,
        proverbs: list[tuple[int, int]],
        findings: Sequence[Finding] = (),
    ) -> bool:
        from_rule = found.source.startswith(("rules", "custom"))
        if found.label in _NEVER_DROPPED and from_rule:
            return False
        if found.label is Label.PERSON and found.text.islower() and _record_key(text, found):
            return True  # "- sam: ewiltshire" of a YAML list of users: the key, not a name
        if found.label is Label.HOSTNAME and (
            self._public_service_host(found.text) or self._public_bare_host(found.text)
        ):
            return True
        if (
            found.label is Label.ID_NUMBER
            and not from_rule
            and _LOWER_CODE.match(found.text)
            and (
                _PCI_ADDRESS_AFTER.match(text, found.end)
                or _SOFTWARE_KIND_AFTER.match(text, found.end)
            )
        ):
            return True
        if self._is_error_code(text, found):
            return True
        if found.label is not Label.PHONE and _REFERENCE_PREFIX.search(
                text[max(0, found.start - 16) : found.start]) and any(
                ch.isdigit() for ch in found.text) and not _MEXICAN_TAX_ID.fullmatch(found.text):
            return True  # (a phone of 7+ digits after "Direct line:" is a phone)
        if not from_rule and self._reference_number(text, found):
            return True
        if found.label is Label.ORG and (
            _EMPLOYER_CUE.search(text, max(0, found.start - 60), found.start)
            or _PROVIDER_CUE.search(text, max(0, found.start - 60), found.start)
        ):
            return False  # "we worked together at Spotify": the employer even when a product
        if found.label is Label.PERSON and found.text[:1].isupper() and (
                _RELATION_BEFORE.search(text, max(0, found.start - 30), found.start)
                or (len(found.text.split()) > 1
                    and _TITLE_BEFORE.search(text, max(0, found.start - 8), found.start))):
            return False  # "baby Ruby": a word for a person outweighs the language of that name
        if not from_rule and self._model_task_term(text, found):
            return True
        if not from_rule and found.label in _WORDY and self._not_a_name(text, found, findings):
            return True
        if found.label not in NAME_LIKE and found.label is not Label.DATE:
            return False
        if any(start <= found.start and found.end <= end for start, end in proverbs):
            return True
        if found.label is Label.DATE:
            # a law's date: "loi du 6 juillet 1989", "Ley de 7 de enero", "Gesetz vom 1. Mai"
            return bool(_LAW_DATE_BEFORE.search(text, max(0, found.start - 20), found.start))
        if found.source == "rules:nationality":
            return False  # said of a person (the rule checked): "Grzegorz is Ukrainian"
        if found.source == "rules:place":
            return False  # where someone lives or was born (the rule read the cue)
        if found.source == LENDER_SOURCE:
            return False  # the firm holding someone's loan or pension (the rule read the cue):
            # "the mortgage with Halifax" is no town
        if found.source == "rules:kin_name":
            return False  # "Ruby (my daughter", "pappa Dariush": a relation says who is meant
        term = _term(found.text)
        if _CONDITION_AFTER.match(text[found.end : found.end + 20]):
            return True  # "Crohn's disease", "Tourette syndrome": an eponym, not a person
        prefix = text[max(0, found.start - 60) : found.start]
        if found.label is Label.ORG and _EMPLOYER_CUE.search(prefix):
            return False  # "I work at Google": the employer identifies the user
        if found.label is Label.PERSON and _REGNAL_NAME.fullmatch(found.text.strip()):
            return True  # "Louis XVI" in an essay on the French Revolution
        if found.label in (Label.LOCATION, Label.ORG) and is_public_place(term) \
                and _JURISDICTION_BEFORE.search(prefix):
            return True  # the law of the place is the task, not where someone lives
        airport = _AIRPORT.fullmatch(found.text.strip())
        if airport is not None and is_public_place(_term(airport.group("city"))):
            return True  # a public place, like the city itself
        if self._is_task_term(term) or self._inside_task_phrase(text, found):
            return True
        if self._has_task_shape(text, found):
            return True
        if not from_rule and found.label in (Label.ORG, Label.LOCATION) and _PUBLIC_BODY.match(
                found.text):
            return True  # "le conseil de prud'hommes de Rennes": the court one may go to
        if not from_rule and self._public_kind(text, found, term):
            return True
        if found.label is Label.LOCATION and is_public_brand(term) and not is_public_place(term):
            return True  # "Ryanair FR 3456": a brand is where no one lives, whatever a model says
        if _trusted(found) and found.label is not Label.PERSON:
            return False  # a place or brand the NER is sure is someone's (see TRUSTED_NER_SCORE)
        if found.label is Label.LOCATION or (found.label is Label.ORG and is_public_place(term)):
            tied = (
                _RESIDENCE_CUE.search(prefix)
                # "my son to Lisbon" is a destination, "my landlord in Oregon" a tie
                or (_POSSESSIVE_CUE.search(prefix) and not _DESTINATION_BEFORE.search(prefix))
                or _EMPLOYER_CUE.search(prefix)
                or place_tied_to_user(text, found, findings)
            )
            if tied:
                return False
            if is_public_brand(term) or _TRAVEL_CUE.search(text):
                return True
            if self._public_place_in_topic(text, found, term):
                return True
        if found.label is Label.ORG and self._is_product_name(term):
            return True  # "Microsoft Azure", "Google Cloud": products of well-known companies
        if (
            found.label is not Label.LOCATION
            and not from_rule
            and (
                is_public_brand(term)
                or _part_of_brand(text, found)
                or self._brand_phrase(found.text)
            )
        ):
            # "Monzo", "Royal Jordanian", "Tomcat"; but not the user's employer or the bank or
            # airline that holds one of the user's account or booking numbers
            return not _RESIDENCE_CUE.search(prefix) and not self._brand_tied_to_user(
                text, found, findings
            )
        if term not in self._public_names and not self._public_surname_alone(term):
            return False
        if found.label is Label.ORG:
            return True  # a well-known company named as a product or a topic
        knowledge = bool(_KNOWLEDGE_CUE.search(_sentence(text, found.start, found.end)))
        if found.label is Label.LOCATION:
            return knowledge and not _RESIDENCE_CUE.search(prefix)
        if not knowledge and found.label is Label.PERSON and (
            self._listed_in_full(term) or self._public_non_name(term)
        ):
            # a public figure named in full ("Alan Turing", "Archduke Franz Ferdinand") in a
            # prompt that asks about public knowledge anywhere
            knowledge = bool(_KNOWLEDGE_CUE.search(text))
        return knowledge and not _PERSONAL_CUE.search(prefix)

    def _eponym(self, text: str, found: Finding, findings: Sequence[Finding]) -> bool:
        """A one-word name before what is named after it: "Krebs cycle", "Roth IRA",
        "Schrems II" (not "Dr Krebs", "Elizabeth II")."""
        if found.label not in (Label.PERSON, Label.ORG) or found.source.startswith(
            ("rules", "custom")
        ):
            return False
        word = _POSSESSIVE.sub("", found.text.strip())
        if " " in word or not word:
            return False
        after = (_EPONYM_AFTER,) if is_given_name(word) else (_EPONYM_AFTER, _NUMERAL_AFTER)
        # the eponym may be named in full elsewhere: "a Roth IRA ... the backdoor Roth"
        named = any(
            pattern.match(text, m.end())
            for m in re.finditer(rf"(?<!\w){re.escape(word)}(?!\w)", text)
            for pattern in after
        )
        return named and not person_cue(text, found, findings)

    def _not_a_name(self, text: str, found: Finding, findings: Sequence[Finding]) -> bool:
        """A model's span that is no name by its kind: an eponym, a record's field label, a word
        of a log ("UNREACHABLE!"), a name's suffix alone ("Jr"), a field of study,
        places joined into a jurisdiction ("England & Wales"), a status ("Student visa")."""
        span = _POSSESSIVE.sub("", found.text.strip())
        words = span.split()
        if not words:
            return False
        if found.label is not Label.PERSON and _LAW_TITLE_BEFORE.search(
            text, max(0, found.start - 60), found.start
        ):
            return True  # "Law No. 6502 on Consumer Protection": the rest of a law's title
        if found.label is Label.OCCUPATION:
            before = text[max(0, found.start - 40) : found.start]
            if len(words) == 1 and _LEGAL_FORM_BEFORE.search(before):
                return True  # "as a sole proprietor": a business's legal form
            if _MEDICAL_SPECIALTY.match(span) and not _BEING_BEFORE.search(before):
                return True  # "her nephrologist Dr Okafor", "a good endocrinologist"
            if (_FOR_A_BEFORE.search(before) and _VACANCY_AFTER.match(text, found.end)
                    and _JOB_HUNT.search(_sentence(text, found.start, found.end))):
                return True  # "a cover letter for a data analyst role": the job applied for
            return len(words) == 1 and bool(_STATUS_AFTER.match(text, found.end))
        if found.label not in NAME_LIKE:
            return False
        if (found.label is Label.NRP and len(words) == 1 and span.endswith("s")
                and names_a_group(span[:-1])
                and not _WE_ARE_BEFORE.search(text, max(0, found.start - 20), found.start)):
            return True  # a group, not someone: "What do Sikhs believe about the afterlife?"
        if self._eponym(text, found, findings) or _field_label(text, found):
            return True
        if len(words) == 1 and (
            _LOG_WORD.match(span.rstrip("!.:")) or span.casefold() in _NAME_SUFFIX
            or span.casefold() in _SENTENCE_OPENERS_ABROAD
        ):
            return True
        if found.label is Label.ORG and _COURSE.match(span):
            return True  # "AP Calculus BC": a course, not an organisation
        if (
            found.label is Label.ORG
            and _DISCIPLINE.match(words[-1])
            and not _INSTITUTION_WORD.search(span)
            and not is_public_place(_term(words[0]))
        ):
            return True  # "GCSE Biology", "Epidemiology" (not "Department of Epidemiology")
        parts = _PLACE_JOIN.split(span)
        if found.label in (Label.ORG, Label.LOCATION) and len(parts) > 1 and all(
            part and is_public_place(part) for part in parts
        ):
            prefix = text[max(0, found.start - 60) : found.start]
            return not (_RESIDENCE_CUE.search(prefix) or _POSSESSIVE_CUE.search(prefix))
        return False

    @staticmethod
    def _reference_number(text: str, found: Finding) -> bool:
        """A model's number that names a rule, not a person: a code's section ("IBC 1804.4"), a
        law's year ("Wills Act 2007"), a form or visa ("I-140", "H-1B")."""
        span = found.text.strip()
        before = text[max(0, found.start - 12) : found.start]
        if _SECTION_NUMBER.match(span) and _CODE_ACRONYM_BEFORE.search(before):
            return True
        if re.fullmatch(r"\d{4}", span) and _ACT_YEAR_BEFORE.search(before):
            return True
        return bool(_FORM_NAME.match(span))

    @staticmethod
    def _brand_tied_to_user(text: str, found: Finding, findings: Sequence[Finding]) -> bool:
        prefix = text[max(0, found.start - 60) : found.start]
        if _EMPLOYER_CUE.search(prefix) or _PROVIDER_CUE.search(prefix):
            return True
        left, right = _sentence_span(text, found.start, found.end)
        on_route = bool(_ROUTE_BEFORE.search(prefix))  # "flight BA2490 from Gatwick"
        for other in findings:
            if (
                not on_route
                and other.label in _ACCOUNT_LABELS
                and not _PERSONAL_DOCUMENT_BEFORE.search(text, max(0, other.start - 24),
                                                         other.start)
                and left <= other.start
                and other.end <= right
                and (abs(other.start - found.end) <= 30 or abs(found.start - other.end) <= 30)
            ):
                return True  # "IBAN DE89… (Commerzbank)", "booking ref with JAL is JL7Q2X"
            if (
                other.label is Label.OCCUPATION
                and other.end <= found.start
                and _JOB_CONNECTOR.match(text[other.end : found.start])
            ):
                return True  # "an airline pilot with Aer Lingus"
        return False

    @staticmethod
    def _public_non_name(term: str) -> bool:
        """A listed public term of one word that is no one's given or family name ("Enigma",
        "Turing", "Colossus"): it names the public figure or thing wherever it stands."""
        from hushprompt.standins.names import name_index

        index = name_index()
        return " " not in term and term not in index.given and term not in index.surname

    def _listed_in_full(self, term: str) -> bool:
        words = term.split()
        return len(words) > 1 and any(
            " ".join(words[i:]) in self._public_names for i in range(len(words) - 1)
        )

    @staticmethod
    def _public_place_in_topic(text: str, found: Finding, term: str) -> bool:
        """A well-known place that is the topic: a law's jurisdiction, a war, a visa, a list of
        places ("Lisbon and Porto")."""
        if not is_public_place(term):
            return False
        window = max(0, found.start - 40)
        brand_before = _BRAND_BEFORE.search(text[window : found.start])
        if brand_before and is_public_brand(_term(brand_before.group(1))):
            brand_start = window + brand_before.start(1)
            lead = text[max(0, brand_start - 60) : brand_start]
            # "Sixt in Reykjavík": a brand's branch; but "worked together at Spotify in
            # Stockholm" says where the user worked
            if not (_EMPLOYER_CUE.search(lead) or _PROVIDER_CUE.search(lead)):
                return True
        sentence = _sentence(text, found.start, found.end)
        return bool(PLACE_TOPIC.search(sentence)) or place_cue(text, found, strict=True)

    @staticmethod
    def _public_kind(text: str, found: Finding, term: str) -> bool:
        """A model's span that is no private name by its kind: a product's name before the kind
        of thing it is ("Platinum card", "Tomcat app"), a German common noun ("Hausordnung"),
        a phrase in lower case ("compromis de vente")."""
        words = term.split()
        kind_named = found.label in (Label.ORG, Label.NRP, Label.LOCATION) and len(words) <= 2
        if kind_named and KIND_AFTER.match(text, found.end):
            return True
        span = re.sub(r"\s+(?:and|or|&)$", "", found.text.strip())
        last = span.rfind(" ")
        if (
            found.label is Label.ORG
            and last > 0
            and len(span.split()) <= 3
            and KIND_AFTER.fullmatch(span, last)
            and not _INSTITUTION_WORD.search(span)
        ):
            return True  # the model took the kind in: "Airflow pipelines", "GitOps repo"
        if (
            found.label in NAME_LIKE
            and len(words) <= 2
            and _CULTIVAR_AFTER.match(text, found.end)
            and not is_given_name(words[-1])
        ):
            return True  # "Parrot tulips", "Darwin hybrid tulips": a group of plants
        if found.label in NAME_LIKE and (_STORM_BEFORE.search(
                text, max(0, found.start - 20), found.start) or _STORM_BEFORE.search(
                found.text.rsplit(None, 1)[0] + " ")) and len(found.text.split()) <= 3:
            return True  # "Typhoon Haiyan took our house": the storm, not a person
        if found.label in (Label.PERSON, Label.ORG, Label.LOCATION) and len(words) == 1:
            word = _POSSESSIVE.sub("", found.text.strip())
            return (bool(_GERMAN_NOUN.match(word)) and not is_given_name(word)
                    and not is_public_place(word))
        span = found.text.strip()
        return (
            found.label is Label.ORG
            and len(words) > 1
            and span == span.lower()
            and not any(ch.isdigit() for ch in span)
            # "st brigid heart clinic", "homerton healthcare nhs": an institution typed in lower
            # case; "royal prince alfred" where someone works or is treated
            and not _LOWER_INSTITUTION_WORD.search(span)
            and not _AT_AN_INSTITUTION.search(text, max(0, found.start - 40), found.start)
        )

    def _public_bare_host(self, host: str) -> bool:
        """"github.com", "gitlab.com": the public service's own host."""
        match = _BARE_HOST.match(host.strip())
        return bool(match) and (
            is_public_brand(match.group(1)) or match.group(1).lower() in self._task_terms
        )

    def _brand_phrase(self, span: str) -> bool:
        """A listed brand with an article before it or its model, product or department after
        it: "a Dyson V15", "de Wallapop", "Verizon Fios support", "Verizon executive
        relations"."""
        words = span.strip(" \t.,;:!?").split()
        while words and words[0].casefold() in _LEADING_ARTICLE:
            words = words[1:]
        for size in (3, 2, 1):
            if len(words) < size or not is_public_brand(" ".join(words[:size])):
                continue
            rest = words[size:]
            if all(
                _MODEL_CODE.match(w) or w.islower() or is_public_brand(w)
                or _term(w) in self._task_terms
                for w in rest
            ):
                return True
        return False

    @staticmethod
    def _public_service_host(host: str) -> bool:
        match = _SERVICE_HOST.match(host.strip())
        return bool(match) and is_public_brand(match.group(1))

    def _model_task_term(self, text: str, found: Finding) -> bool:
        """A model's span (any kind) made only of task terms, task-shaped words and fillers:
        "metformin" as HEALTH, "donepezil 10 mg", "ServerAliveInterval 60", "String(34"."""
        if _CODE_CALL.search(found.text):
            return True
        if self._inside_task_phrase(text, found):
            return True
        if found.label in (Label.ORG, Label.LOCATION) and _NAME_LIST.search(found.text):
            return True
        if found.label is Label.PERSON and len(_NAME_LIST.findall(found.text)) >= 2:
            return True
        if found.label in NAME_LIKE and self._tech_stack(found.text):
            return True
        if found.label in (Label.AGE, Label.OCCUPATION, Label.HEALTH) and _inside_title(
            text, found
        ):
            return True  # "Seven Years' War", "Fitness for Human Habitation": part of a title
        words = [w.strip(".,;:()[]'\"’") for w in found.text.split()]
        words = [w for w in words if w]
        if not words:
            return False
        loose = found.label in NAME_LIKE or found.label in (Label.HEALTH, Label.OCCUPATION,
                                                             Label.ADDRESS, Label.AGE)
        if not loose and len(words) < 2:
            return False  # "HXK4QZ" alone is shaped like an acronym and is still an identifier
        shaped = listed = function_words = 0
        # a name written in capitals, as legal papers and statements do ("ANA PAULA SOBRAL DE
        # MELO", "HOSPITAL SANTA CLARA LTDA."): its words are no acronyms
        in_capitals = (found.label in NAME_LIKE and len(words) > 1
                       and all(w.isupper() for w in words)
                       and any(len(w) > 2 and is_given_name(w.casefold()) for w in words))
        for word in words:
            if _FILLER.match(word):
                continue
            if self._is_task_term(_term(word)):
                shaped += 1
                listed += 1
                continue
            if (_ACRONYM.match(word) and not in_capitals) or _CAMEL_CASE.match(word):
                shaped += 1
                continue
            if found.label in NAME_LIKE and len(words) > 1 and word.casefold() in _FUNCTION_WORDS:
                function_words += 1
                continue
            return False
        if function_words:
            # "Haar BSN", "AVG zegt": a listed term with words around it ("ROBIN says" is not)
            return listed > 0
        # only fillers ("subclinical", "Seven"): a task term is there when the words are
        return shaped > 0 or found.label in (Label.HEALTH, Label.OCCUPATION)

    def _tech_stack(self, span: str) -> bool:
        """Tools joined by "/" or "+": "TanStack Query / Next.js", "Amplitude + Optimizely"."""
        parts = [p.strip(" .,;:()") for p in _STACK_JOIN.split(span.strip())]
        if len(parts) < 2 or not all(parts):
            return False
        return all(
            self._is_task_term(_term(p)) or is_public_brand(p) or _JS_NAME.match(p)
            or (" " not in p and (_CAMEL_CASE.match(p) or _ACRONYM.match(p)))
            for p in parts
        )

    @staticmethod
    def _has_task_shape(text: str, found: Finding) -> bool:
        """A model's name-like span shaped like an acronym, CamelCase term, a law's or a court
        case's name."""
        if found.source.startswith("rules"):
            return False  # a rule found it by its own evidence ("Name: ...")
        span = _POSSESSIVE.sub("", found.text.strip())
        party_before = _CASE_PARTY_BEFORE.search(text, max(0, found.start - 60), found.start)
        if _CASE_NAME.match(span) or party_before or (
            found.label is not Label.PERSON and _INSTRUMENT_AFTER.match(text, found.end)
        ):
            return True
        if (_INSTRUMENT_ABROAD.match(span) and (
                " " in span.strip() or _INSTRUMENT_ABROAD_AFTER.match(text, found.end))
                or _INSTRUMENT_ABROAD_BEFORE.search(text, max(0, found.start - 40), found.start)
                ) and not _WORKS_AT_BEFORE.search(text, max(0, found.start - 40), found.start):
            return True  # a law, body or programme named in another language (not an employer)
        if _LANGUAGE_OR_LANDMARK_BEFORE.search(text, max(0, found.start - 30), found.start):
            return True  # a language: "tiếng Anh"; a landmark: "hồ Xuân Hương"
        if " " not in span and (
            _ACRONYM.match(span) or _CAMEL_CASE.match(span) or _LOWER_CODE.match(span)
        ):
            return True
        return found.label is not Label.NRP and bool(_INSTRUMENT.search(span))

    @cached_property
    def _task_phrases(self) -> dict[str, re.Pattern[str]]:
        """The task terms of several words, one pattern per first word: a finding asks only
        the phrases whose first word stands before it (one pattern of all 530 phrases cost
        ~0.2 ms per finding, ~4 ms per prompt)."""
        groups: dict[str, list[str]] = {}
        for phrase in (t for t in self._task_terms if " " in t or "'" in t):
            first = _WORD.match(phrase)
            groups.setdefault(first.group().lower() if first else "", []).append(phrase)
        patterns = {}
        for first, phrases in groups.items():
            alternatives = "|".join(
                re.escape(p).replace("'", "['’]").replace(r"\ ", r"\s+")
                for p in sorted(phrases, key=len, reverse=True))
            patterns[first] = re.compile(rf"(?i)(?<!\w)(?:{alternatives})(?!\w)")
        return patterns

    def _inside_task_phrase(self, text: str, found: Finding) -> bool:
        """"St John" inside "St John's wort": part of a longer task term."""
        patterns = self._task_phrases
        window_start = max(0, found.start - 40)
        window_end = min(len(text), found.end + 40)
        starts = [(m.start(), patterns.get(m.group().lower()))
                  for m in _WORD.finditer(text, window_start, window_end)
                  if m.start() <= found.start]
        if "" in patterns:  # phrases that start with a sign rather than a word
            starts += [(m.start(), patterns[""])
                       for m in patterns[""].finditer(text, window_start, window_end)
                       if m.start() <= found.start]
        for start, pattern in starts:
            match = pattern.match(text, start, window_end) if pattern is not None else None
            if match and found.end <= match.end():
                return True
        return False

    def _public_surname_alone(self, term: str) -> bool:
        """"Einstein" alone may be the physicist; "Demetrius Washington" is not George
        Washington: a full name counts as public only when listed whole."""
        words = term.split()
        if len(words) == 1:
            return words[0] in self._public_names_single
        # a listed full name at the end of a longer span ("Summarize Marie Curie")
        if any(" ".join(words[i:]) in self._public_names for i in range(1, len(words) - 1)):
            return True
        # a title, an initial or a sentence's first verb before the surname still names the
        # public figure ("President Lincoln", "Explain Newton" taken in by spaCy)
        first = words[0].rstrip(".")
        lead = len(first) == 1 or first in _TITLES or first in _common_words()
        return len(words) == 2 and lead and words[1] in self._public_names_single

    @cached_property
    def _public_names_single(self) -> frozenset[str]:
        # surnames listed alone ("einstein") also cover "Albert Einstein"-style full mentions only
        # when the full form is listed; a bare listed surname matches a one-word mention
        return frozenset(name for name in self._public_names if " " not in name and len(name) > 3)

    def _is_task_term(self, term: str) -> bool:
        if term in self._task_terms:
            return True
        words = [word for word in term.split() if word not in _STOPWORDS]
        return len(words) > 0 and all(word in self._task_terms for word in words)

    def _is_product_name(self, term: str) -> bool:
        words = term.split()
        return len(words) > 1 and all(
            word in self._task_terms or word in self._public_names or is_public_brand(word)
            for word in words
        )

    @staticmethod
    def _is_error_code(text: str, found: Finding) -> bool:
        # anchored on a keyword, or on a table column's header ("Staff ID": "TMS-0417")
        # (a postcode with its country's letters before its town: "LT-09121 Vilnius")
        keyword_anchored = found.source in ("rules:id_number", "rules:account", "rules:table_id",
                                            "rules:table_account", "rules:postcode")
        if ERROR_CODE.match(found.text) and not keyword_anchored and not _ID_FIELD_BEFORE.search(
                text, max(0, found.start - 24), found.start):
            return True  # (the value of an "id" field is someone's: {'id': 'HP-3317', 'name': …})
        if found.label in (Label.PHONE, Label.ID_NUMBER, Label.ACCOUNT_NUMBER, Label.ORG,
                           Label.PERSON, Label.DATE):
            return bool(_ERROR_PREFIX.search(text[max(0, found.start - 20) : found.start]))
        return False
