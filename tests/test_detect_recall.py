"""Recall and over-redaction on hand-written realistic prompts (code, logs, e-mail, medical, HR,
finance, chat). Each case lists the direct identifiers it contains and the task terms it needs."""

from __future__ import annotations

import pytest
from hushprompt.detect import DetectionPipeline, default_pipeline

# (prompt, direct identifiers that must be found, task terms that must stay)
CASES: list[tuple[str, list[str], list[str]]] = [
    ("Can you make this e-mail to my landlord sound firmer? 'Dear Mr. Hollis, the boiler at "
     "14 Carver Road has been broken since I reported it. Call me on 07700 900431. Regards, "
     "Anita Desai'", ["Hollis", "14 Carver Road", "07700 900431", "Anita Desai"], ["boiler"]),
    ("Why does psycopg2 fail? DATABASE_URL=postgresql://orders_svc:Kx9!pQ2v@db-prod-03.acme.net"
     ":5432/orders and the error is ECONNREFUSED", ["Kx9!pQ2v", "db-prod-03.acme.net"],
     ["ECONNREFUSED", "psycopg2"]),
    ("Patient Rosa Alvarez, DOB 02/11/1958, MRN 00739215, on warfarin 5 mg and amiodarone. "
     "INR 3.8. Should we hold a dose?", ["Rosa Alvarez", "02/11/1958", "00739215"],
     ["warfarin", "amiodarone"]),
    ("Draft a performance review for Kevin O'Brien (employee ID E-44821). He missed three "
     "deadlines but mentored two juniors.", ["Kevin O'Brien", "E-44821"], ["performance review"]),
    ("My card 4539 1488 0343 6467 was charged twice by Spotify. Write a dispute letter.",
     ["4539 1488 0343 6467"], ["Spotify"]),
    ("Please check this transfer: IBAN GB33 BUKB 2020 1555 5555 55, reference INV-2291, "
     "amount 1,250 GBP.", ["GB33 BUKB 2020 1555 5555 55"], ["GBP"]),
    ("Fix my code: client = OpenAI(api_key=\"sk-proj-T3stK3yAbCdEfGhIjKlMnOpQrStUvWx\") "
     "raises AuthenticationError", ["sk-proj-T3stK3yAbCdEfGhIjKlMnOpQrStUvWx"],
     ["AuthenticationError", "OpenAI"]),
    ("Sep 14 03:12:09 web01 sshd[2231]: Failed password for invalid user tmoreau from "
     "203.0.113.77 port 51122 ssh2. Is this an attack?", ["tmoreau", "203.0.113.77"], ["sshd"]),
    ("Translate to Spanish: Hi Lucia, your appointment with Dr. Feldman is on 12/05/2025 at "
     "9:30. Questions? lucia.romero@gmail.com", ["Lucia", "Feldman", "lucia.romero@gmail.com"],
     ["Spanish"]),
    ("Summarize: From: Jonas Weber <j.weber@weber-consulting.de>\nTo: Claire Dubois\n"
     "We agreed on the Q3 budget.", ["Jonas Weber", "j.weber@weber-consulting.de",
                                     "Claire Dubois"], ["Q3"]),
    ("My SSN is 521-44-9087 and the IRS letter says my return is under review. What now?",
     ["521-44-9087"], ["IRS"]),
    ("aws configure shows aws_access_key_id = AKIAZ7X2LQ4MNB5TCE3R; why does boto3 say "
     "AccessDenied?", ["AKIAZ7X2LQ4MNB5TCE3R"], ["boto3", "AccessDenied"]),
    ("Write a birthday message for my daughter Chloe Tanaka, born March 9, 2015.",
     ["Chloe Tanaka", "March 9, 2015"], ["birthday"]),
    ("The tenant at Apt 4B, 221 Maple Avenue, Springfield, IL 62704 is three months late. "
     "Her name is Denise Park.", ["221 Maple Avenue", "62704", "Denise Park"], ["three months"]),
    ("Who was Alan Turing and what is the Turing test?", [], ["Alan Turing"]),
    ("Explain how ibuprofen and naproxen differ for arthritis pain.", [],
     ["ibuprofen", "naproxen", "arthritis"]),
    ("Our Slack bot token xoxb-88213-99412-Zk3PqLmN0aBc leaked in a commit. How do I rotate it?",
     ["xoxb-88213-99412-Zk3PqLmN0aBc"], ["Slack"]),
    ("git push fails: remote: Invalid username or password. My PAT is "
     "ghp_R4nd0mT0k3nF0rT3st1ngPurp0s3s12345", ["ghp_R4nd0mT0k3nF0rT3st1ngPurp0s3s12345"],
     ["git"]),
    ("Can you rewrite this reference: 'Samuel Okonkwo worked with us at Brightline Health "
     "from 2019 to 2023.' Contact: +1 (312) 555-0187", ["Samuel Okonkwo", "+1 (312) 555-0187"],
     ["reference"]),
    ("Traceback: File \"/home/ewalsh/dev/app/main.py\", line 42, in <module>\n"
     "KeyError: 'user_id'", ["ewalsh"], ["KeyError"]),
    ("ipconfig shows 10.24.8.113 and MAC 4C-ED-FB-21-7A-09; the printer at "
     "print01.corp.local is unreachable", ["10.24.8.113", "4C-ED-FB-21-7A-09",
                                          "print01.corp.local"], ["printer"]),
    ("Member ID HX-448210-03 was denied for an MRI. Help me appeal to the insurer.",
     ["HX-448210-03"], ["MRI"]),
    ("My passport number is 533812947 and it expires soon; how long does renewal take?",
     ["533812947"], ["renewal"]),
    ("I work at Deloitte as a senior auditor and my manager Priya Nair keeps "
     "rejecting my leave.", ["Deloitte", "Priya Nair"], ["auditor"]),
    ("Paste: Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyNDIifQ.c2lnbmF0dXJlX2hlcmU "
     "— why is the API returning HTTP 401?",
     ["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyNDIifQ.c2lnbmF0dXJlX2hlcmU"], ["HTTP 401"]),
    ("Kid's school asked for emergency contact: Marco Bianchi, mobile 347 555 0192.",
     ["Marco Bianchi", "347 555 0192"], ["school"]),
    ("Is 20 mg of atorvastatin too much for someone with hypertension and type 2 diabetes?",
     [], ["atorvastatin", "hypertension", "type 2 diabetes"]),
    ("docker run -e POSTGRES_PASSWORD=Wint3r!sComing -p 5432:5432 postgres:16",
     ["Wint3r!sComing"], ["postgres:16", "docker"]),
    ("Reply to @liam_b in the #deploy channel: the rollback finished.", ["@liam_b"],
     ["rollback"]),
    ("Please proofread: 'Account number 40012378, sort code 30-94-57, beneficiary "
     "Hannah Lewis.'", ["40012378", "30-94-57", "Hannah Lewis"], ["proofread"]),
    ("Reset link I got: https://accounts.example.com/reset?email=omar.f%40mail.com&token=a8f3c1",
     ["https://accounts.example.com/reset?email=omar.f%40mail.com&token=a8f3c1"], ["Reset"]),
    ("What's the difference between React and Vue for a dashboard using PostgreSQL?", [],
     ["React", "Vue", "PostgreSQL"]),
    ("Mongo throws E11000 duplicate key on users.email; the doc is "
     "{ email: 'nina.k@outlook.com' }", ["nina.k@outlook.com"], ["E11000"]),
    ("Nurse note: 67 y/o male, pt Harold Finch, NHS number 485 777 3456, c/o chest pain, "
     "on metoprolol.", ["Harold Finch", "485 777 3456"], ["metoprolol", "chest pain"]),
    ("config.yaml:\n  smtp_host: mail.internal\n  smtp_password: 'Gr33nF1eld#2024'\n",
     ["mail.internal", "Gr33nF1eld#2024"], ["smtp_host"]),
    ("A penny saved is a penny earned — explain this proverb to a child.", [],
     ["A penny saved is a penny earned"]),
    ("Write a cover letter. I'm Daniel Kim, 12 Orchard Lane, Bristol BS8 1TH, "
     "daniel.kim@protonmail.com.", ["Daniel Kim", "12 Orchard Lane", "BS8 1TH",
                                    "daniel.kim@protonmail.com"], ["cover letter"]),
    ("curl -H 'X-API-Key: 9f8e7d6c5b4a39281706f5e4d3c2b1a0' https://api.weatherstack.com/"
     "current returns 403", ["9f8e7d6c5b4a39281706f5e4d3c2b1a0"], ["403", "curl"]),
    ("What did Marie Curie discover, and why did she win two Nobel Prizes?", [],
     ["Marie Curie"]),
    ("Routing number 021000021 and checking account 7729104456 for payroll setup.",
     ["021000021", "7729104456"], ["payroll"]),
    ("Our Stripe key sk_live_51HqLyjWDarjtT1zdp7dc4eC39 is in .env; is that OK with Heroku?",
     ["sk_live_51HqLyjWDarjtT1zdp7dc4eC39"], ["Stripe", "Heroku"]),
    ("HR question: Fatima Zahra (DOB: 1990-07-21) requested parental leave from 01/09/2025.",
     ["Fatima Zahra", "1990-07-21"], ["parental leave"]),
    ("Windows error 0x80070005 when installing Python 3.12 on C:\\Users\\jmorales\\Downloads",
     ["jmorales"], ["0x80070005", "Python 3.12"]),
    ("Text Grandma at +33 6 12 34 56 78 that Sophie lands at 6pm.",
     ["+33 6 12 34 56 78", "Sophie"], ["6pm"]),
]


@pytest.fixture(scope="session")
def pipeline() -> DetectionPipeline:
    return default_pipeline()


def _covered(text: str, needle: str, spans: list[tuple[int, int]]) -> bool:
    start = text.index(needle)
    return all(any(s <= i < e for s, e in spans) for i in range(start, start + len(needle))
               if not text[i].isspace())


def _touched(text: str, needle: str, spans: list[tuple[int, int]]) -> bool:
    start = text.index(needle)
    return any(s < start + len(needle) and start < e for s, e in spans)


def test_corpus_is_large_enough() -> None:
    assert len(CASES) >= 40


def test_recall_of_direct_identifiers_and_task_terms_kept(pipeline: DetectionPipeline) -> None:
    missed, over, total_ids, total_terms = [], [], 0, 0
    for text, identifiers, task_terms in CASES:
        spans = [(f.start, f.end) for f in pipeline.detect(text)]
        for value in identifiers:
            total_ids += 1
            if not _covered(text, value, spans):
                missed.append(value)
        for term in task_terms:
            total_terms += 1
            if _touched(text, term, spans):
                over.append(term)
    recall = 1 - len(missed) / total_ids
    kept = 1 - len(over) / total_terms
    assert recall >= 0.95, f"recall {recall:.3f}; missed {len(missed)} of {total_ids}"
    assert kept >= 0.95, f"task terms kept {kept:.3f}; flagged {len(over)} of {total_terms}"
