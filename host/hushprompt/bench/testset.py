"""Generated benchmark prompts: this module's own templates filled with Faker values, seeded.

These templates belong to the benchmark only; the model-training templates under `models/` are
deliberately not used, so the benchmark does not grade the models on their own training data.

Template syntax: `{slot}` is replaced by a value drawn for that slot; every slot has a label and
goes to `direct` or `quasi`; `[[term]]` marks a task term that must survive (`keep`). `{first}`
is the first name of `{name}` (a later first-name-only mention), `{name}'s` a possessive.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Callable
from dataclasses import dataclass

from faker import Faker

from hushprompt.bench.data import Annotation, BenchPrompt
from hushprompt.detect.checksums import iban_valid, luhn_valid
from hushprompt.types import DIRECT_IDENTIFIERS, Label

LOCALES = ("en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL", "en_IN",
           "pt_BR", "sv_SE", "ja_JP")
IBAN_LOCALES = ("de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "en_GB", "pl_PL")
SLOT = re.compile(r"\{(\w+)\}")
KEEP = re.compile(r"\[\[([^\]]+)\]\]")

TEMPLATES: tuple[tuple[str, str], ...] = (
    ("medical", "My patient {name}, {age}, was diagnosed with {condition} on {date}. Is "
                "[[metformin]] safe with her [[eGFR]] of 42? Please reply to {email}."),
    ("medical", "Rewrite for the family: {name} (MRN {mrn}) is recovering from {condition}. "
                "{first} should take [[ibuprofen]] only with food. Call {phone} with questions."),
    ("hr", "Write a review for {name}, a {occupation} at {org}. {first} exceeded targets but "
           "missed the [[OKR]] deadline. Employee ID {employee_id}."),
    ("hr", "Summarise: {name}'s contract at {org} ends on {date}. Final pay goes to account "
           "{iban}. Her phone is {phone}."),
    ("legal", "Draft a letter for {name}, living at {address}, {city} {postcode}, about the "
              "deposit under the [[Tenant Fees Act]]. SSN on file: {ssn}."),
    ("legal", "Is this clause enforceable? '{name} (DOB {dob}) shall not compete with {org} for "
              "24 months.' Explain with reference to [[restraint of trade]]."),
    ("code", "Why does this return [[ECONNREFUSED]]?\n\nconst url = "
             "'postgres://{username}:{password}@{hostname}:5432/app';\nconst client = new "
             "Client(url);"),
    ("code", "Fix my [[boto3]] call:\n\nclient = boto3.client('s3', aws_access_key_id="
             "'{aws_key}', aws_secret_access_key='{aws_secret}')"),
    ("code", "What's wrong here? [[requests]] raises 401.\n\nheaders = {{'Authorization': "
             "'Bearer {github_token}'}}\nrequests.get('https://api.github.com/user', "
             "headers=headers)"),
    ("logs", "Explain this log:\n{log_date} ERROR login failed for user={username} from {ip} "
             "([[ERR_AUTH_401]])\n{log_date} WARN account {username} locked on {hostname}"),
    ("logs", "Payment failed: txn=991 card={card} holder=\"{name}\" result=[[DECLINED_05]]. "
             "What does code 05 mean?"),
    ("config", "Is this [[.env]] safe to commit?\nDB_PASSWORD={password}\nADMIN_EMAIL={email}\n"
               "API_HOST={hostname}\nOPENAI_API_KEY={openai_key}"),
    ("finance", "I noticed a charge on my card {card} that I didn't make. Write a dispute letter "
                "to {org} for me, {name}, {address}, {city}. Mention [[Regulation Z]]."),
    ("finance", "Help me send rent to my landlord {name}, IBAN {iban}, via [[SEPA]]. "
                "I'm a {age} {occupation} living in {city}."),
    ("travel", "Plan three days in [[Lisbon]] for me and {first_other}. Booking reference "
               "{booking}, passport {passport}, contact {phone}."),
    ("email", "Make this friendlier:\n\nHi {first},\nthe [[Q3]] report is late again. "
              "Please send it to {email} by {date}.\nRegards,\n{other_name}"),
    ("chat_transcripts", "Summarise this chat:\nAgent: Hello, who am I speaking with?\n"
                         "Customer: {name}, account {account}.\nAgent: Thanks {first}, "
                         "I've reset your [[2FA]]."),
    ("education", "Write feedback for my student {name} ({age}). {first}'s essay on "
                  "[[photosynthesis]] was strong. Parent phone: {phone}."),
    ("housing", "Write to my landlord {name} about the broken heating at {address}, {city} "
                "{postcode}. My daughter has {condition}. Cite the [[warranty of habitability]]."),
    ("knowledge", "Who was [[Marie Curie]] and why did she win two Nobel prizes? My friend "
                  "{name} from {org} says it was for [[radium]] only."),
)

FILLER = (
    "Please keep the answer short.",
    "Use bullet points where it helps.",
    "Thanks in advance, this is urgent.",
    "I need this before the end of the day.",
    "Be polite but firm.",
)

CONDITIONS = ("type 2 diabetes", "asthma", "epilepsy", "Crohn's disease", "bipolar disorder",
              "multiple sclerosis", "chronic kidney disease", "hypertension", "long COVID")


_FIRST_DAY = dt.datetime(2024, 1, 1)
_LAST_DAY = dt.datetime(2026, 12, 31)


@dataclass(frozen=True, slots=True)
class Slot:
    label: Label
    draw: Callable[[Faker, random.Random], str]


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randrange(10)) for _ in range(count))


def _card(fake: Faker, rng: random.Random) -> str:
    for _ in range(20):
        number = fake.credit_card_number(card_type=rng.choice(["visa16", "mastercard"]))
        if luhn_valid(number):
            return number
    raise RuntimeError("Faker produced no Luhn-valid card")  # pragma: no cover


def _iban(fake: Faker, rng: random.Random) -> str:
    for _ in range(20):
        value = fake[rng.choice(IBAN_LOCALES)].iban()
        if iban_valid(value):
            return value
    raise RuntimeError("Faker produced no valid IBAN")  # pragma: no cover


def _phone(fake: Faker, rng: random.Random) -> str:
    area = rng.choice(["+1 415 555 01", "+44 7700 9001", "+49 30 5550 1", "+33 6 55 01 2"])
    return area + _digits(rng, 2)


def _ssn(fake: Faker, rng: random.Random) -> str:
    return f"{rng.randrange(100, 665)}-{rng.randrange(10, 99)}-{rng.randrange(1000, 9999)}"


def _name(fake: Faker, rng: random.Random) -> str:
    locale_fake = fake[rng.choice(LOCALES)]
    return f"{locale_fake.first_name()} {locale_fake.last_name()}"


def _alnum(rng: random.Random, count: int, alphabet: str) -> str:
    return "".join(rng.choice(alphabet) for _ in range(count))


UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
MIXED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

SLOTS: dict[str, Slot] = {
    "name": Slot(Label.PERSON, _name),
    "other_name": Slot(Label.PERSON, _name),
    "email": Slot(Label.EMAIL, lambda f, r: f["en_US"].free_email()),
    "phone": Slot(Label.PHONE, _phone),
    "card": Slot(Label.CREDIT_CARD, _card),
    "iban": Slot(Label.IBAN, _iban),
    "ssn": Slot(Label.SSN, _ssn),
    "mrn": Slot(Label.ID_NUMBER, lambda f, r: f"{_digits(r, 4)}-{_digits(r, 4)}"),
    "employee_id": Slot(Label.ID_NUMBER, lambda f, r: f"E-{_digits(r, 6)}"),
    "passport": Slot(Label.ID_NUMBER, lambda f, r: _alnum(r, 9, UPPER_DIGITS)),
    "booking": Slot(Label.ID_NUMBER, lambda f, r: _alnum(r, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ")),
    "account": Slot(Label.ACCOUNT_NUMBER, lambda f, r: _digits(r, 10)),
    "username": Slot(Label.USERNAME, lambda f, r: f["en_US"].user_name()),
    "password": Slot(Label.SECRET, lambda f, r: f["en_US"].password(length=14)),
    "hostname": Slot(Label.HOSTNAME,
                     lambda f, r: f"{r.choice(['db', 'api', 'auth', 'cache'])}-"
                                  f"{r.randrange(1, 20):02d}.{f['en_US'].domain_word()}.internal"),
    "ip": Slot(Label.IP_ADDRESS, lambda f, r: f["en_US"].ipv4_public()),
    "aws_key": Slot(Label.SECRET, lambda f, r: "AKIA" + _alnum(r, 16, UPPER_DIGITS)),
    "aws_secret": Slot(Label.SECRET, lambda f, r: _alnum(r, 40, MIXED)),
    "github_token": Slot(Label.SECRET, lambda f, r: "ghp_" + _alnum(r, 36, MIXED)),
    "openai_key": Slot(Label.SECRET, lambda f, r: "sk-proj-" + _alnum(r, 48, MIXED)),
    "address": Slot(Label.ADDRESS, lambda f, r: f["en_US"].street_address()),
    "postcode": Slot(Label.POSTCODE, lambda f, r: f["en_US"].postcode()),
    "dob": Slot(Label.DATE_OF_BIRTH,
                lambda f, r: f["en_US"].date_of_birth(minimum_age=18, maximum_age=90)
                .strftime("%m/%d/%Y")),
    "city": Slot(Label.LOCATION, lambda f, r: f[r.choice(LOCALES[:8])].city()),
    "org": Slot(Label.ORG, lambda f, r: f["en_US"].company()),
    "occupation": Slot(Label.OCCUPATION, lambda f, r: f["en_US"].job().split(",")[0].lower()),
    "condition": Slot(Label.HEALTH, lambda f, r: r.choice(CONDITIONS)),
    "age": Slot(Label.AGE, lambda f, r: f"{r.randrange(19, 88)}-year-old"),
    # fixed ranges, not relative to today: the same seed gives the same prompts on any day
    "date": Slot(Label.DATE, lambda f, r: f["en_US"].date_between(_FIRST_DAY, _LAST_DAY)
                 .strftime("%B %d, %Y")),
    "log_date": Slot(Label.DATE, lambda f, r: f["en_US"]
                     .date_time_between(_FIRST_DAY, _LAST_DAY).strftime("%Y-%m-%dT%H:%M:%SZ")),
}
DERIVED = {"first": "name", "first_other": "other_name"}  # first-name-only mentions


def _fill(template: str, fake: Faker, rng: random.Random) -> tuple[str, list[Annotation],
                                                                    list[Annotation], list[str]]:
    values: dict[str, str] = {}
    for slot in SLOT.findall(template):
        source = DERIVED.get(slot, slot)
        if source not in values:
            values[source] = SLOTS[source].draw(fake, rng)
        if slot in DERIVED:
            values[slot] = values[source].split()[0]
    keep = KEEP.findall(template)
    text = KEEP.sub(lambda m: m.group(1), template)
    text = SLOT.sub(lambda m: values[m.group(1)], text).replace("{{", "{").replace("}}", "}")
    direct: list[Annotation] = []
    quasi: list[Annotation] = []
    for slot in dict.fromkeys(SLOT.findall(template)):
        label = SLOTS[DERIVED.get(slot, slot)].label
        annotation = Annotation(values[slot], label)
        target = direct if label in DIRECT_IDENTIFIERS else quasi
        if annotation not in target:
            target.append(annotation)
    return text, direct, quasi, keep


def generate(count: int, seed: int = 7, max_parts: int = 4) -> list[BenchPrompt]:
    """`count` prompts; the same seed gives the same prompts. Some prompts join several
    templates (as users paste several things at once), so lengths cover the latency buckets."""
    rng = random.Random(seed)
    fake = Faker(list(LOCALES))
    fake.seed_instance(seed)
    prompts: list[BenchPrompt] = []
    for index in range(count):
        parts = 1 if rng.random() < 0.7 else rng.randrange(2, max_parts + 1)
        texts: list[str] = []
        direct: list[Annotation] = []
        quasi: list[Annotation] = []
        keep: list[str] = []
        domains: list[str] = []
        for _ in range(parts):
            domain, template = rng.choice(TEMPLATES)
            text, d, q, k = _fill(template, fake, rng)
            texts.append(text)
            domains.append(domain)
            direct += [a for a in d if a not in direct]
            quasi += [a for a in q if a not in quasi]
            keep += [t for t in k if t not in keep]
            if rng.random() < 0.5:
                texts.append(rng.choice(FILLER))
        prompts.append(
            BenchPrompt(
                id=f"gen-{seed}-{index:04d}",
                domain=domains[0] if parts == 1 else "mixed",
                text="\n\n".join(texts),
                direct=tuple(direct),
                quasi=tuple(quasi),
                keep=tuple(keep),
            )
        )
    return prompts
