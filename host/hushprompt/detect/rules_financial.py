"""Payment cards (Luhn), IBANs (mod-97), US SSNs, bank account and routing numbers."""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.checksums import (
    IBAN_LENGTHS,
    aba_routing_valid,
    digits_only,
    iban_valid,
    luhn_valid,
    ssn_plausible,
)
from hushprompt.detect.rules_base import RegexRule
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

# 13-19 digits, optionally in groups separated by one space or dash; issuer digits 2-6.
_CARD = compile_rule(r"(?<![\w.\-/])[2-6]\d{3}(?:[ \-]?\d){9,15}(?![\w\-/]|\.\d)")

_IBAN_HEAD = compile_rule(r"[A-Z]{2}\d{2} ?$")


def find_cards(text: str) -> Iterable[Finding]:
    for match in _CARD.finditer(text):
        value = match.group()
        if _IBAN_HEAD.search(text, max(0, match.start() - 6), match.start()):
            continue  # the digits of a grouped IBAN ("DE89 3704 0044 ...")
        separators = {ch for ch in value if not ch.isdigit()}
        if len(separators) > 1:  # "4111-1111 1111-1111" mixes: not how a card is written
            continue
        if 13 <= len(digits_only(value)) <= 19 and (
                luhn_valid(value) or _CARD_CUE.search(text, max(0, match.start() - 40),
                                                      match.start())):
            yield finding(text, *match.span(), Label.CREDIT_CARD, "rules:card", 0.97)


# A word for a card just before a number in card groups: a mistyped number that fails Luhn is
# still the user's card ("Beata's card for the direct debit is 4929 1204 7733 6618").
_CARD_CUE = compile_rule(
    r"(?i)\b(?:card|cards|visa|mastercard|master card|amex|american express|discover|maestro|"
    r"debit|credit|cc|tarjeta|cartão|carte|karte|kartu|karta|kaart)\b[^\n\d]{0,30}$"
)
# The parts of a card people write out: the last four digits, a masked number, the expiry.
CARD_LAST_FOUR = RegexRule(
    "card",
    Label.CREDIT_CARD,
    compile_rule(
        r"(?i)\b(?:card|visa|mastercard|amex|debit card|credit card|cc|cart[ãa]o|tarjeta|carte)"
        r"(?:\s+(?:number|no\.?))?\s+(?:ending(?:\s+in|\s+with)?|ends\s+in|ending:|"
        # "Visa terminado em 4417", "tarjeta que termina en 0388", "carte se terminant par 1234"
        r"(?:que\s+)?termina(?:do|da)?\s+(?:em|en)|se\s+terminant\s+par|"
        r"last\s+(?:4|four)(?:\s+digits)?(?:\s+(?:are|is|:))?)\s*(?P<v>\d{4,5})(?![\w\-])"
    ),
    0.9,
    "v",
)
MASKED_CARD = RegexRule(
    "card",
    Label.CREDIT_CARD,
    compile_rule(
        r"(?<![\w\-])(?P<v>[2-6]\d{3}[ \-](?:[xX*•]{4}[ \-]){1,2}(?:[xX*•]{3,4}[ \-])?\d{4})"
        r"(?![\w\-])"
    ),
    0.9,
    "v",
)
# The last four digits said apart from the card's word ("my credit card, my dad bought it,
# last 4 are 7731"), and a card payment's line on a statement ("05/01  CARD 8812 BOOTS ...").
_LAST_FOUR_SAID = compile_rule(
    r"(?i)\blast[ \t]+(?:4|four)(?:[ \t]+(?:digits|numbers|nos?\.?))?[ \t]*(?:are|is|:|=|-)?"
    r"[ \t]*(?P<v>\d{4})(?![\w\-]|[.,]\d)"
)
_CARD_WORD_BEFORE = compile_rule(r"(?i)\b(?:cards?|visa|mastercard|amex|debit|credit|cc)\b")
_STATEMENT_CARD = compile_rule(
    r"(?m)(?<![\w\-])(?:CARD|CRD|POS|VIS|VISA)[ \t]+(?P<v>\d{4})[ \t]+(?=[A-Z*])"
)


# Who a transfer on a statement line went to or came from: "07/01  TFR TO K ADEBAYO  -200.00",
# "| 14/09 | FPO TO RUI 07912 447083 | 40.00 |" (a person's name in the bank's capitals)
_STATEMENT_TRANSFER = compile_rule(
    r"(?m)(?<![\w\-])(?:TFR|TRF|FPO|FPI|FPS|BACS|BGC|STO|SO|TRANSFER|P2P|ZELLE|VENMO)[ \t]+"
    r"(?:TO|FROM)[ \t]+"
    r"(?P<v>(?:[A-Z]\.?[ \t])?[A-Z][A-Z'\-]{1,20}(?:[ \t][A-Z][A-Z'\-]{1,20}){0,2})"
    r"(?=[ \t]{2,}|[ \t]*[|\d\-+]|[ \t]*$)"
)
_AMOUNT = compile_rule(r"\d[\d,]*[.,]\d{2}\b")
# the user's own pots and the bank's products, and businesses: not a person
_NOT_PAYEES = frozenset({
    "savings", "saving", "isa", "account", "acct", "current", "credit", "card", "loan",
    "mortgage", "bank", "pot", "vault", "pension", "investments", "investment", "self", "own",
    "joint", "business", "ltd", "limited", "plc", "inc", "llc", "co", "gmbh", "holdings",
    "council", "hmrc", "tax", "rent", "landlord",
})


def find_statement_payees(text: str) -> Iterable[Finding]:
    from hushprompt.detect.public_entities import is_public_brand
    from hushprompt.detect.wordlists import everyday_words

    for match in _STATEMENT_TRANSFER.finditer(text):
        line_end = text.find("\n", match.end())
        if not _AMOUNT.search(text, match.end(), len(text) if line_end < 0 else line_end):
            continue
        name = match.group("v")
        words = [w for w in name.casefold().split() if len(w) > 2]
        # "TRANSFER TO SAVINGS", "TFR TO ISA", "TFR FROM TESCO BANK", "TFR FROM BRITISH GAS"
        if not words or all(w in everyday_words() for w in words) or is_public_brand(name) \
                or any(w in _NOT_PAYEES for w in name.casefold().split()):
            continue
        yield finding(text, *match.span("v"), Label.PERSON, "rules:statement_payee", 0.8)


def find_card_tails(text: str) -> Iterable[Finding]:
    for match in _LAST_FOUR_SAID.finditer(text):
        if _CARD_WORD_BEFORE.search(text, max(0, match.start() - 80), match.start()):
            yield finding(text, *match.span("v"), Label.CREDIT_CARD, "rules:card", 0.85)
    for match in _STATEMENT_CARD.finditer(text):
        yield finding(text, *match.span("v"), Label.CREDIT_CARD, "rules:card", 0.8)


# only the last four shown: "Mastercard **** **** **** 8830" (the digits are the finding)
MASKED_CARD_LAST_FOUR = RegexRule(
    "card",
    Label.CREDIT_CARD,
    compile_rule(r"(?<=[*•xX]{4}[ \-][*•xX]{4}[ \-][*•xX]{4}[ \-])\d{4}(?![\w\-])"),
    0.9,
)
# the last digits of an account or card behind a mask, wherever they stand: "Chase ****1190",
# "acct ••••4471", "xxxx-2201" (a mask of stars, dots or x's is never anything else)
MASKED_ACCOUNT = RegexRule(
    "account",
    Label.ACCOUNT_NUMBER,
    # (glued to its mask: "**** **** **** 8830" is a card's, a card rule has it)
    # (or after a space, behind a mask of four stars or dots: "Visa •••• 3390")
    # (not the last group of a card's mask: "**** **** **** 8830" is the card rule's)
    compile_rule(r"(?<![\w*•\-])(?:(?:\*{2,}|•{2,}|[xX]{4,})-?\d{3,4}|"
                 r"(?<![*•xX][ \-])(?:\*{4}|•{4})[ ]\d{4}|"
                 r"(?<![^\s(])(?:\.{3}|…)\d{4})"  # a statement's "Total Checking ...4418"
                 r"(?![\w\-]|[.,]\d)"),
    0.8,
)
CARD_EXPIRY = RegexRule(
    "card",
    Label.CREDIT_CARD,
    compile_rule(
        r"(?i)\b(?:exp(?:iry|iration|ires)?(?:\s+date)?|valid\s+(?:thru|through|until)|"
        r"gültig\s+bis|venc(?:imento)?|vence)\.?[:=]?\s*(?P<v>(?:0[1-9]|1[0-2])/(?:\d{2}|20\d{2}))"
        r"(?![\w/])"
    ),
    0.85,
    "v",
    lambda match, text: bool(_CARD_NEAR.search(text, max(0, match.start() - 60),
                                                match.start())),
)
_CARD_NEAR = compile_rule(r"(?i)\d{4}[ \-]?\d{2,4}[ \-]?\d{2,5}|\bcard\b|\bvisa\b|\bamex\b")


# Country code, check digits, then up to 30 letters/digits, optionally grouped by single spaces.
_IBAN = compile_rule(r"(?<![\w-])([A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30})(?![A-Za-z0-9])", re.I)


_PRINTED_IBAN = compile_rule(r"[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?")
_IBAN_WORD = compile_rule(r"(?i)\b(?:iban|i\.b\.a\.n\.?|rekening|konto|compte|cuenta|conta|"
                        r"account|acct|bank|"
                        # a payment to it: "la transferencia a ES76 ...", "Mon RIB pour le
                        # remboursement : FR76 ...", "Überweisung auf DE12 ..."
                        r"rib|transfer\w*|virement|überweis\w*|bonifico|przelew\w*|overmak\w*|"
                        r"remboursement|refund|reembolso|pagamento|pago|payment|deposit\w*)"
                        r"\b[^\n]{0,28}$")


def find_ibans(text: str) -> Iterable[Finding]:
    for match in _IBAN.finditer(text):
        start = match.start()
        country = text[start : start + 2].upper()
        length = IBAN_LENGTHS.get(country)
        if length is None:
            continue
        # walk forward until the registered length is reached (the greedy match may run into
        # the next word when the IBAN is grouped with spaces)
        count, end = 0, start
        while end < match.end() and count < length:
            if text[end] != " ":
                count += 1
            end += 1
        if count != length:
            continue
        if iban_valid(text[start:end]):
            yield finding(text, start, end, Label.IBAN, "rules:iban", 0.98)
        elif _IBAN_WORD.search(text, max(0, start - 40), start) or _PRINTED_IBAN.fullmatch(
                text, start, end):
            # mistyped (or made up) but said to be one: "IBAN: DE12 5001 0517 ..." of the
            # registered length; or printed in the groups of four of a statement or an
            # invoice, which no other number shares ("IT60 X054 2811 1010 0000 0123 457")
            yield finding(text, start, end, Label.IBAN, "rules:iban", 0.85)


# The bank that holds someone's account, named right before its number: "rekening BRI
# 0291-01-004417-50-3", "transfer ke BCA 5271 0349 88", "Chase acct 4471" (the bank is the
# person's, a quasi-identifier beside the number).
_BANK_BEFORE_ACCOUNT = compile_rule(
    r"(?i:\b(?:rekening|transfer(?:[ \t]+ke)?|account|acct|konto|cuenta|conta|compte|a/c|akaun)"
    r"[ \t]+)"
    r"(?P<bank>[A-Z]{2,6}|[A-Z][a-z]+(?:[ \t][A-Z][a-z]+)?[ \t]Bank|[A-Z][a-z]+bank)[ \t]*:?[ \t]*"
    r"(?=\d[\d \-.]{5,}\d)"
)


# A record's field for the person's insurer or bank: "Assureur : MAIF", "Bank: Monzo". (A bank
# named in prose, "my Zenith Bank account", is as often the one the task writes to: it stays.)
_INSURER_OR_BANK_FIELD = compile_rule(
    r"(?i:\b(?:assureur|insurer|insurance company|versicherung|versicherer|aseguradora|"
    r"seguradora|assicurazione|verzekeraar|bank|banque|banco|bank name|obra social|"
    r"krankenkasse|mutuelle)[ \t]*:|"
    # (an Argentine "obra social" is a health insurer: "Mi obra social es OSDE"; a German
    # insurer "ich bin bei der AOK", "versichert bei der TK")
    r"\bobra[ \t]+social[ \t]+(?:es|:)|\b(?:krankenkasse|mutuelle)[ \t]+(?:ist|est)|"
    r"\bprepaga[ \t]*(?:es[ \t]+|\()|"
    r"\b(?:versichert|krankenversichert)[ \t]+bei(?:[ \t]+der)?|"
    r"\bbin[ \t]+bei[ \t]+der[ \t]+(?=(?:AOK|TK|DAK|Barmer|IKK|BKK|KKH|HEK|hkk|Techniker)\b)|"
    # (or said of the bank: "my bank is Monzo", "La banca è Intesa Sanpaolo"; "his insurer is
    # Intact" in a claim against another driver names the firm the letter goes to)
    r"\b(?:bank|banque|banco|banca)[ \t]+(?:is|è|es|é|est|ist|jest)|"
    # "I bank with Nationwide", "we're insured with Aviva"
    # ("my mortgage is with Halifax" is the lender rule's, below)
    r"\b(?:i|we)[ \t]+(?:bank|banked|am insured|are insured|['’]re insured|['’]m insured)"
    r"[ \t]+with)[ \t]*"
    r"(?P<field>[A-Z][\w&.\-]*(?:[ \t][A-Z][\w&.\-]*){0,3})"
)


# The insurer or bank after a word that makes it the person's, before its policy or account
# number ("insurer Admiral policy no. ADM-77310928", "Mi seguro (Mapfre, póliza ...)", "tài
# khoản Vietcombank 0071003829164", "Rekening gaji: BCA 7310488215"). (A bank before "account"
# in prose, "my Zenith Bank account 0248...", stays: the task often writes to it.)
_LENDER_BEFORE_NUMBER = compile_rule(
    r"(?i:\b(?:insurer|insurance company|my insurer|seguro|aseguradora|assureur|versicherung|"
    r"tài khoản|rekening(?: gaji)?|hesap)[ \t]*[:(]?[ \t]*)"
    r"(?P<lender>[A-Z][\w&\-]+(?:[ \t][A-Z][\w&\-]+){0,2})(?=[ \t]*[,)]?[ \t]*(?:\d{4}|"
    r"(?i:policy|p[óo]liza|n[ºo°]|no\.)))"
)
# The bank that keeps someone's account, or issued their card, before its number: "Conta no
# Nubank ag. 0001 conta 87451236-4", "Paid via HDFC credit card ending 7734"
_ACCOUNT_AT_BANK = compile_rule(
    r"(?i:\b(?:conta|cuenta|account|konto|compte|rekening|conto)[ \t]+(?:corrente[ \t]+)?"
    r"(?:no|na|en|at|with|bei(?:[ \t]+der)?|chez|à[ \t]+la|bij|presso)[ \t]+)"
    # (with the account's number after it: an estate's "current account with AIB" is what the
    # task is about)
    r"(?P<bank>[A-Z][\w&\-]+(?:[ \t][A-Z][\w&\-]+){0,2})(?=[^\n]{0,30}?\d{4})"
    r"|(?P<issuer>[A-Z]{2,6})[ \t]+(?i:credit|debit)[ \t]+card"
    r"(?=[ \t]+(?i:ending|no\.?|number|#|x{2,}|\*{2,}|\d))"
)
# The firm that holds someone's loan, savings or pension, after the product: "pay down the
# mortgage with Halifax", "$410k in super with AustralianSuper", "12.000 € Schulden bei der
# Targobank", "el plan de pensiones de Ibercaja", "Bank loan from DBS, loan ref …" (not the
# firm a loan is wanted from: "we want a mortgage from Fidelity Bank" is the offer the task
# weighs)
_PRODUCT_WITH_FIRM = compile_rule(
    r"(?i:\b(?:mortgage|loan|debts?|savings|pension|super|superannuation|isa|sipp|401k|ira|"
    r"credit card|overdraft|hipoteca|préstamo|prestamo|deuda|plan de pensiones|cuenta|"
    r"schulden|kredit|darlehen|konto|girokonto|baufinanzierung|emprunt|prêt|crédit|livret|"
    r"empréstimo|emprestimo|financiamento|conta|mutuo|prestito|conto|hypotheek|lening|"
    r"kredyt|pożyczka|policy)[ \t]+(?:is[ \t]+)?(?:with|at|from|de(?:l)?|bei(?:[ \t]+der)?|"
    r"chez|auprès[ \t]+de|na|no|do|da|con|presso|bij|w)[ \t]+(?:the[ \t]+)?)"
    r"(?P<firm>[A-Z][\w&\-]+(?:[ \t][A-Z][\w&\-]+){0,2})"
)
# (context.py never drops these: "the mortgage with Halifax" is no town)
LENDER_SOURCE = "rules:lender"
_OWNER_BEFORE = compile_rule(
    r"(?i)\b(?:i|i['’]m|i['’]ve|me|we|we['’]re|we['’]ve|my|our|his|her|their|ich|wir|mein|"
    r"meine|habe|tengo|tenemos|mi|mis|nuestr[oa]|eu|meu|minha|tenho|je|j['’]|mon|ma|nous|io|"
    r"mio|mia|ho|ik|mijn|ja|mam|mój|moja)\b")
# a loan still wanted: "we want a mortgage from Fidelity Bank", "applying for a loan from"
_WANTED = compile_rule(
    r"(?i)\b(?:want|wants|wanted|would like|apply|applying|applied|get|getting|take out|"
    r"taking out|considering|looking for|offered|offer)\b[^.?!\n]*$")
_COMPARING = compile_rule(r"(?i)\b(?:vs\.?|versus|compared?|or with|better than)\b")
# capitalised words after "insurer" or "account" that name no firm ("tài khoản My ...",
# "Rekening Bank 123")
_NOT_LENDERS = frozenset({"my", "the", "your", "our", "this", "that", "bank", "current",
                          "savings", "joint", "business", "personal"})


def find_account_banks(text: str) -> Iterable[Finding]:
    for match in _BANK_BEFORE_ACCOUNT.finditer(text):
        yield finding(text, *match.span("bank"), Label.ORG, "rules:account_bank", 0.7)
    for match in _LENDER_BEFORE_NUMBER.finditer(text):
        if match.group("lender").split()[0].casefold() not in _NOT_LENDERS:
            yield finding(text, *match.span("lender"), Label.ORG, "rules:account_bank", 0.7)
    for match in _INSURER_OR_BANK_FIELD.finditer(text):
        yield finding(text, *match.span("field"), Label.ORG, "rules:account_bank", 0.7)
    for match in _PRODUCT_WITH_FIRM.finditer(text):
        # someone's, said in the sentence ("I", "my", "wir", "tengo"): not a comparison of
        # offers ("Compare a mortgage with Nationwide vs Barclays")
        before = max(0, match.start() - 80)
        if match.group("firm").split()[0].casefold() not in _NOT_LENDERS and _OWNER_BEFORE.search(
                text, before, match.start()) and not _COMPARING.search(
                text, match.start(), min(len(text), match.end() + 40)) and not _WANTED.search(
                text, before, match.start()):
            yield finding(text, *match.span("firm"), Label.ORG, LENDER_SOURCE, 0.7)
    for match in _ACCOUNT_AT_BANK.finditer(text):
        group = "bank" if match.group("bank") else "issuer"
        if match.group(group).split()[0].casefold() not in _NOT_LENDERS:
            yield finding(text, *match.span(group), Label.ORG, "rules:account_bank", 0.7)


def _ssn_ok(match: re.Match[str], text: str) -> bool:
    return ssn_plausible(match.group("v"))


SSN_DASHED = RegexRule(
    "ssn",
    Label.SSN,
    compile_rule(r"(?<![\w\-/.])(?P<v>\d{3}-\d{2}-\d{4})(?![\w\-/]|\.\d)"),
    0.9,
    "v",
    _ssn_ok,
)
# The last four digits of a social security number: "SSN ending 4471", "last 4 of my SSN:
# 6621", '"ssn_last4": "7731"' (with a name or an address they are what verifies an account).
SSN_LAST_FOUR = RegexRule(
    "ssn",
    Label.SSN,
    compile_rule(
        r"(?i)\b(?:(?:ssn|social security(?: number| no\.?)?|ss#)[ \t_\-]*(?:ending(?:[ \t]+in)?|"
        r"ends(?:[ \t]+(?:in|with))?|last[ \t_\-]*(?:4|four)(?:[ \t]+digits)?)|"
        r"last[ \t]+(?:4|four)(?:[ \t]+digits)?[ \t]+of[ \t]+(?:my|his|her|the|your)?[ \t]*"
        r"(?:ssn|social security(?: number)?|ss#))"
        r"[\"']?[ \t]*(?:is|was|:|=|#)?[ \t]*[\"']?(?P<v>\d{4})(?![\w\-])"
    ),
    0.9,
    "v",
)
SSN_KEYWORD = RegexRule(
    "ssn",
    Label.SSN,
    compile_rule(
        r"(?i)\b(?:ssn|social security(?: number| no\.?| #)?|ss#|soc\. sec\.)\s*(?:is|was|:|#|=)?"
        r"\s*(?P<v>\d{3}[ .]?\d{2}[ .]?\d{4})\b"
    ),
    0.95,
    "v",
    _ssn_ok,
)
# Spain's social security number after its words ("nº de la Seguridad Social es
# 28/10483726/51") and Israel's ID number after "ת.ז." or 'ת"ז'
SSN_ABROAD_KEYWORD = RegexRule(
    "ssn",
    Label.SSN,
    compile_rule(
        r"(?:(?i:seguridad\s+social|NUSS|NAF)[^\n\d]{0,15}|(?:ת\.ז\.?|ת\"ז|ת״ז|תעודת זהות)[ \t:]*)"
        r"(?P<v>\d{2}[ /]?\d{8}[ /]?\d{2}|\d{9})(?!\d)"
    ),
    0.9,
    "v",
)

_ACCOUNT_KEYWORDS = (
    r"(?:bank )?account(?: number| no\.?| num(?:ber)?| #|#| id)?"
    r"|acct\.?(?: no\.?| number| #)?"
    r"|acc\.?(?: no\.?)?|a/c(?: no\.?)?|checking(?: account)?|savings(?: account)?|bsb|clabe"
    # other languages: Indonesian, Spanish, Portuguese, German, French, Dutch, Polish
    r"|rekening|cuenta|conta|konto|kontonummer|compte|rekeningnummer|numer konta"
)
ACCOUNT = RegexRule(
    "account",
    Label.ACCOUNT_NUMBER,
    compile_rule(
        # (after a key's "bank_" too: "bank_acc: 31926819")
        # (a bank's letters may stand between: "No. rekening BCA: 4281 0937 55")
        # (on the keyword's line, or on the next after a colon: a table's "Account" header is
        # no label of the first row's date)
        rf"(?i)(?:\b|(?<=_))(?:{_ACCOUNT_KEYWORDS})(?-i:[ \t]+[A-Z]{{2,6}}(?=[ \t:]))?"
        r"(?:[ \t]*(?:is|was|:|#|=|-|ending in|ending|n[º°o]\.?)?[ \t]*|[ \t]*:[ \t]*\r?\n[ \t]*)"
        r"(?P<v>(?:x{2,}|\*{2,})?\d(?:\d|[ \-.](?=\d)){3,19}"
        # a code with letters in it: "ACC-2291-7734", "00419-KST", "A-8F3C21D7"
        r"|(?-i:(?=[A-Z0-9\-]*\d[A-Z0-9\-]*\d)[A-Z0-9]{1,5}(?:-[A-Z0-9]{2,10}){1,3}))"
        r"(?![\w\-])"
    ),
    0.85,
    "v",
    # not a sum of money after the account's word ("TRANSFER TO SAVINGS  -500.00")
    lambda match, text: not re.fullmatch(r"\d{1,7}[.,]\d{2}", match.group("v")),
)
# A UK sort code and the account number after it: "07-04-36 / 28817365", "04-00-04 41627730"
SORT_CODE_AND_ACCOUNT = RegexRule(
    "account",
    Label.ACCOUNT_NUMBER,
    compile_rule(r"(?<![\w\-/])\d{2}-\d{2}-\d{2}[ \t]*[/,]?[ \t]*(?P<v>\d{8})(?![\w\-/])"),
    0.85,
    "v",
)
SORT_CODE = RegexRule(
    "sort_code",
    Label.ACCOUNT_NUMBER,
    # "sort code 20-32-06", "sort 20-32-06 acc ...", "bank_sort: 60-16-13"
    compile_rule(r"(?i)(?<![a-z])sort(?:[\s_\-]*code)?[\s_]*(?:is|:|=|-)?\s*"
               r"(?P<v>\d{2}-\d{2}-\d{2}|\d{2} \d{2} \d{2}|(?<=code)\s*\d{6}|"
               r"(?<=code )\d{6}|(?<=code: )\d{6})\b"),
    0.9,
    "v",
)


def _routing_ok(match: re.Match[str], text: str) -> bool:
    return aba_routing_valid(match.group("v"))


ROUTING = RegexRule(
    "routing",
    Label.ACCOUNT_NUMBER,
    compile_rule(
        r"(?i)\b(?:routing|aba|rtn|transit)(?: number| no\.?| #)?\s*(?:is|:|#|=)?\s*"
        r"(?P<v>\d{9})\b"
    ),
    0.9,
    "v",
    _routing_ok,
)


# A bank named right before a number: "GTBank 0123984476", "Chase 4418 2290 17".
BANK_ACCOUNT = RegexRule(
    "account",
    Label.ACCOUNT_NUMBER,
    compile_rule(
        r"\b(?:[A-Z][A-Za-z]*(?:Bank|bank)|Bank(?: of [A-Z][a-z]+)?|[A-Z][a-z]+ Bank|bank)"
        r"[:,]?\s+(?:account\s+)?(?P<v>\d(?:\d|[ \-](?=\d)){7,21})(?![\w\-])"
    ),
    0.8,
    "v",
)
# A card's security code: as secret as the card ("exp 11/28 cvv 318")
CARD_SECURITY_CODE = RegexRule(
    "cvv",
    Label.SECRET,
    # (also as a record's key: '"cvv":"318"')
    compile_rule(r"(?i)\b(?:cvv2?|cvc2?|csc|cid|card security code|security code)[\"']?[ \t]*"
               r"(?:is|:|=|#)?[ \t]*[\"']?(?P<v>\d{3,4})(?![\w\-])"),
    0.9,
    "v",
)
FINANCIAL_RULES = (
    SSN_DASHED, SSN_KEYWORD, SSN_ABROAD_KEYWORD, SSN_LAST_FOUR, ACCOUNT, BANK_ACCOUNT, SORT_CODE,
    ROUTING,
    CARD_SECURITY_CODE, CARD_LAST_FOUR, MASKED_CARD, MASKED_CARD_LAST_FOUR, CARD_EXPIRY,
    SORT_CODE_AND_ACCOUNT, MASKED_ACCOUNT,
)
FINANCIAL_RECOGNIZERS = (find_cards, find_card_tails, find_statement_payees, find_ibans,
                         find_account_banks)
