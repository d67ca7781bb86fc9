# ruff: noqa: E501  (data tables: one entry per line reads better than wrapped)
"""Prompt templates by domain. Placeholders in braces are filled by generate.py.

Labelled placeholders: {P} full name, {PF} first name, {PL} title + surname, {ORG}, {LOC},
{ADDR}, {EMAIL}, {PHONE}, {ID}, {SECRET}, {DOB}, {AGE}, {OCC}, {HEALTH}, {DRUGH} (a drug the
person takes: HEALTH), {NRP}, {UNIQUE} (contextual identifier such as "the only cardiologist in
Tromsø": OCCUPATION).
Unlabelled (hard negatives): {FIG} public figure, {DRUG}, {DISEASE}, {ERR}, {PROV}, {TOPIC}.
"""

from __future__ import annotations

TEMPLATES: dict[str, list[str]] = {
    "medical": [
        "My patient {P}, a {AGE} {OCC}, was admitted with {HEALTH}. Can you draft a discharge summary?",
        "Summarize this note: {P} (DOB {DOB}, MRN {ID}) reports worsening {HEALTH} since March.",
        "I'm {AGE} and was just diagnosed with {HEALTH}. My doctor, {PL}, prescribed {DRUGH}. What should I ask at the next visit?",
        "Write a referral letter from {PL} at {ORG} for {P}, who has {HEALTH} and lives at {ADDR}.",
        "Patient: {P}, {AGE}, {NRP}. History of {HEALTH}. Current meds: {DRUGH}. Contact {PHONE}.",
        "What is the usual starting dose of {DRUG} for {DISEASE}?",
        "Explain how {DRUG} works, in plain words, for a leaflet about {DISEASE}.",
        "My mother {PF} is {AGE} and struggles with {HEALTH}; she lives alone in {LOC}. How can I support her?",
        "{PF} has been on {DRUGH} for {HEALTH} and now feels dizzy. She is a {OCC} and works nights.",
        "As {UNIQUE}, I see a lot of {DISEASE}. Draft a short talk for the town council.",
    ],
    "hr": [
        "Draft a warning letter to {P} (employee ID {ID}), a {OCC} at {ORG}, for repeated lateness.",
        "Rewrite this performance review for {P}: {PF} met targets but missed two deadlines in Q3.",
        "{P} is requesting medical leave because of {HEALTH}. How should HR at {ORG} respond?",
        "Write an offer letter for {P}, {AGE}, joining {ORG} in {LOC} as a {OCC}. Send to {EMAIL}.",
        "Our {OCC} {P} ({EMAIL}, {PHONE}) resigned. Draft an announcement for the team.",
        "Compare the leadership styles of {FIG} and {FIG} for a management course.",
        "Give me interview questions for a {OCC} role; the candidate {P} is {NRP} and {AGE}.",
        "Reference check: {PL} from {ORG} says {PF} was reliable. Summarize for the hiring manager.",
    ],
    "legal": [
        "Draft a tenancy notice from {P} to {P} for the flat at {ADDR}.",
        "My client {P}, born {DOB}, passport {ID}, was detained in {LOC}. What are the next steps?",
        "Summarize the custody dispute between {P} and {P}; the child attends school in {LOC}.",
        "Write a cease-and-desist letter from {ORG} to {P} at {ADDR}.",
        "What did {FIG} argue about property rights? I need it for an essay.",
        "{P} ({NRP}, {AGE}) alleges discrimination by {ORG}. Outline the claim.",
        "Please redline this NDA between {ORG} and {ORG}, signed by {P}.",
        "{PROV} — is that a valid argument in a contract dispute?",
    ],
    "code": [
        "Why does this fail? client = Client(api_key=\"{SECRET}\") raises {ERR} when calling {ERR}.",
        "Refactor this: def notify(): send_mail(\"{EMAIL}\", password=\"{SECRET}\")",
        "My script uses {ERR} and {ERR}; it crashes with {ERR}. Author: {P} <{EMAIL}>.",
        "How do I mock {ERR} in pytest? The test user is {PF} with token {SECRET}.",
        "Explain the difference between {ERR} and {ERR} with an example.",
        "git log shows commits by {P} <{EMAIL}>; how do I rewrite history to remove the key {SECRET}?",
        "What is {TOPIC}? Show a Python example.",
        "export AWS_SECRET_ACCESS_KEY={SECRET} # set by {PF} — why does {ERR} still fail?",
    ],
    "logs": [
        "2024-03-02 10:14:07 ERROR auth failed for user {EMAIL} from {LOC} office: {ERR}",
        "Parse this log: [WARN] session for {P} (id {ID}) expired; token={SECRET}",
        "Nginx says {ERR} for requests from {PF}'s laptop. Log excerpt: user={EMAIL} status=500",
        "Why would {ERR} appear right after {ERR} in the worker log?",
        "INFO payment by {P} card holder, phone {PHONE}, address {ADDR} -> {ERR}",
        "Stack trace mentions {ERR} in module billing; reported by {PF} from {ORG}.",
    ],
    "config": [
        "Check this config: DATABASE_URL=postgres://admin:{SECRET}@db.internal:5432/app owner={EMAIL}",
        "Is this YAML valid? smtp: {{user: {EMAIL}, password: {SECRET}}} contact: {PHONE}",
        "Help me write a docker-compose file for {ERR} and {ERR}.",
        "[credentials] aws_access_key_id = {SECRET} ; maintainer = {P}",
        "Our .env has STRIPE_KEY={SECRET} and ADMIN_EMAIL={EMAIL}. Is it safe to commit?",
    ],
    "finance": [
        "Prepare a loan summary for {P}, {AGE}, {OCC}, living at {ADDR}, tax ID {ID}.",
        "{P} from {ORG} wants to invest; she is {NRP} and earns as a {OCC}. What options fit?",
        "Explain {TOPIC} for a beginner.",
        "Write a payment reminder to {P} ({EMAIL}) for invoice {ID}.",
        "What did {FIG} say about markets? Summarize in three bullets.",
        "My accountant {PL} at {ORG} ({PHONE}) asked for my SSN {ID}. Is that normal?",
    ],
    "travel": [
        "Plan a 3-day trip to {LOC} for {P} and {P}; we fly from {LOC} on the 12th.",
        "Write a complaint to {ORG}: my booking under {P}, passport {ID}, was cancelled.",
        "My daughter {PF} ({AGE}) needs a visa; we are {NRP} living at {ADDR}.",
        "What are the must-see sights in {LOC}?",
        "Hotel check-in for {P}, phone {PHONE}, email {EMAIL}; arriving from {LOC}.",
        "{PROV}. What does that proverb mean and where does it come from?",
    ],
    "email": [
        "Reply to this e-mail: \"Hi {PF}, the meeting with {ORG} moved to Friday. Best, {P}\"",
        "Make this more polite: Dear {PL}, I still haven't received the refund. {P}, {PHONE}",
        "Draft an e-mail to {EMAIL} telling {PF} that {PF} from {ORG} will visit {LOC}.",
        "Translate to French: \"{P} will call you at {PHONE} about the lease at {ADDR}.\"",
        "Write a thank-you note to {PL}, {UNIQUE}, for treating my father's {HEALTH}.",
        "Summarize what {FIG} wrote about education in two sentences.",
    ],
    "chat": [
        "{PF}: hey, are you still in {LOC}?\n{PF}: yes, at {ORG} till June\n{PF}: my number is {PHONE}",
        "Summarize this chat. {P}: I'm a {AGE} {OCC} with {HEALTH}. {P}: sorry to hear, call {PHONE}.",
        "Who was {FIG}? My son asked after reading about {TOPIC}.",
        "[10:02] {PF}: the wifi password is {SECRET}\n[10:03] {PF}: thanks! see you at {ADDR}",
        "Group chat: {PF} says {PF} is {NRP} and moved to {LOC}; write a welcome message.",
        "I'm {UNIQUE} and I'm {AGE}. Should I tell my boss at {ORG} about my {HEALTH}?",
        "{PROV}, as my grandma {PF} used to say. Write a toast for her 80th birthday.",
    ],
}

# templates kept out of training (per domain: the last two) -> held-out evaluation
HELD_OUT_PER_DOMAIN = 2
