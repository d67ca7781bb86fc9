"""Rules for identifiers found in held-out prompts: table columns, prose secrets, machine names,
IRC nicks, organisation and share URLs, encoded e-mails, national IDs, order references; and
the look-alikes they must leave alone."""

from __future__ import annotations

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.linked_urls import urls_of_people
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.types import Finding, Label

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())

PAYROLL = (
    "Tidy up this payroll export:\n"
    "emp_id | name | dept | bank_acct | gross\n"
    "A-3301 | Mei-Ling Chou | Finance | 88204617 | 5,240.00\n"
    "A-3318 | Babajide Ogunleye | Warehouse | 31927750 | 3,100.00\n"
)
CANDIDATES = (
    "Rank these candidates:\n\nname,email,phone,city,skills\n"
    'Ananya Krishnamurthy,ananya.k93@gmail.com,+91 98450 12376,Bengaluru,"Go, Kafka, SQL"\n'
    'Rohit Deshmukh,rohit.deshmukh@outlook.in,+91 90040 55821,Pune,"Java, Spring Boot"\n'
)
ENV = (
    'APP_NAME="Roofing CRM"\nAPP_URL=https://crm.mapleleafroofing.ca\n'
    "MAIL_USERNAME=postmaster@mg.mapleleafroofing.ca\n"
)


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in RULES_ONLY.detect(text)}


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (PAYROLL, "A-3318", Label.ID_NUMBER),
        (PAYROLL, "31927750", Label.ACCOUNT_NUMBER),
        (PAYROLL, "Babajide Ogunleye", Label.PERSON),
        (CANDIDATES, "Bengaluru", Label.LOCATION),  # a city column beside a name column
        (CANDIDATES, "Rohit Deshmukh", Label.PERSON),  # quoted cells with commas keep the shape
        ("The signing secret in our settings is `jwt_s3cr3t_greylink_2024!`.",
         "jwt_s3cr3t_greylink_2024!", Label.SECRET),
        ("my API key was sk-proj-abc123XYZ9876 yesterday", "sk-proj-abc123XYZ9876", Label.SECRET),
        ("HTTP_HOST: app.ledgerly.app\nSERVER_NAME: web-prod-eu-2\n", "web-prod-eu-2",
         Label.HOSTNAME),
        ("[db]\ndb01 ansible_host=10.8.0.21 ansible_user=deploy\n", "db01", Label.HOSTNAME),
        ("<raj.iyer> can someone add me to the VPN group?\n<deploybot> done\n", "raj.iyer",
         Label.USERNAME),
        ("09/05 Transfer to L. Tan BSB 062-000 acc 1048 2293 $600.00", "1048 2293",
         Label.ACCOUNT_NUMBER),
        (ENV, "https://crm.mapleleafroofing.ca", Label.URL),  # the organisation's own site
        (ENV + "The repo is https://github.com/mapleleaf-roofing/crm, on Laravel 10.",
         "https://github.com/mapleleaf-roofing/crm", Label.URL),
        ("Photos: https://drive.google.com/drive/folders/1Qx7bT4mZpL9vK2sN?usp=sharing",
         "https://drive.google.com/drive/folders/1Qx7bT4mZpL9vK2sN?usp=sharing", Label.URL),
        ("see https://grafana.corp.finlyte.io/d/pay-gw/latency?orgId=1 now",
         "https://grafana.corp.finlyte.io/d/pay-gw/latency?orgId=1", Label.URL),
        ("the job on batch-07.corp.finlyte.io started late", "batch-07.corp.finlyte.io",
         Label.HOSTNAME),
        ('"GET /api/orders?customer=aisha.bello%40gmail.com HTTP/1.1" 499',
         "aisha.bello%40gmail.com", Label.EMAIL),
        ("My PAN is AKHPM4821K. Do I report it?", "AKHPM4821K", Label.ID_NUMBER),
        ("Müşteri: Elif Şahin TCKN: 38471026540", "38471026540", Label.ID_NUMBER),
        ("Versichertennr.: K284719365", "K284719365", Label.ID_NUMBER),
        ("sorry Olga, can you give me the order number? Olga: it's ORD-55821-KX, thanks",
         "ORD-55821-KX", Label.ID_NUMBER),
        ('{"svc":"checkout","order":"JP-88120453"}', "JP-88120453", Label.ID_NUMBER),
        ("I, Margaret Pryce of 12 Cwrt y Coed, Cardiff CF14 7BN, give my flat",
         "12 Cwrt y Coed", Label.ADDRESS),
        ("I, Margaret Pryce of 12 Cwrt y Coed, Cardiff CF14 7BN, give my flat", "Cardiff",
         Label.LOCATION),
        ("Anschrift: Lindenstraße 14, 50674 Köln Tel.: +49 221 4587 3310", "Köln",
         Label.LOCATION),
        ("the deposit for Odos Aristotelous 41, 54623 Thessaloniki. I moved out",
         "Thessaloniki", Label.LOCATION),
        ("4.a Family Name (Last Name) NGUYEN 4.b Given Name (First Name) Thi Mai 8. Date",
         "NGUYEN", Label.PERSON),
        ("4.a Family Name (Last Name) NGUYEN 4.b Given Name (First Name) Thi Mai 8. Date",
         "Thi Mai", Label.PERSON),
        ("MRN: 00482917 Ordering: KIM, SEO-YEON MD Collected: 02/09/2025", "KIM, SEO-YEON",
         Label.PERSON),
        ("card exp 11/28 cvv 318, name on card LEE JUNGHO. my login", "LEE JUNGHO",
         Label.PERSON),
        ("card exp 11/28 cvv 318, name on card LEE JUNGHO. my login", "318", Label.SECRET),
        ("Ticket #HM-55821 | Submitted by: priyanka.s (Priyanka Subramanian) Unit 12C",
         "priyanka.s", Label.USERNAME),
        ("Ticket #HM-55821 | Submitted by: priyanka.s (Priyanka Subramanian) Unit 12C",
         "Priyanka Subramanian", Label.PERSON),
        ('2c0f:fe38:2401:7a::1c3 - mwanjiru [17/Feb/2025:14:02:12 +0000] "GET /x HTTP/1.1"',
         "mwanjiru", Label.USERNAME),
        ('"GET /api/v2/users/88412/statements HTTP/1.1" 200', "88412", Label.ID_NUMBER),
        ('ERROR charge failed customer=cus_Q8mZ3kT1 name="Ana"', "cus_Q8mZ3kT1",
         Label.ID_NUMBER),
        ("mi DNI es 48291736Q y vivo en Madrid", "48291736Q", Label.ID_NUMBER),
        ("1. Alien Registration Number (A-Number) A-204-817-339; USCIS", "A-204-817-339",
         Label.ID_NUMBER),
        ("Cape Town VAT No: 4750298163 Bill to:", "4750298163", Label.ID_NUMBER),
        ("ANI Riyadh | f.alzahrani.pm@outlook.sa | linkedin.com/in/fatima-alzahrani-pm  Senior",
         "linkedin.com/in/fatima-alzahrani-pm", Label.URL),
        ("listing airbnb.com/rooms/918273645, reservation code HMZ8K4TQ2P",
         "airbnb.com/rooms/918273645", Label.URL),
        ("delivery address: Industrigatan 14, 212 14 Malmö.", "212 14", Label.POSTCODE),
        ("Phoenix AZ 85016 Employer: Banner Health  Position: Phlebotomist  Since: 2019",
         "Banner Health", Label.ORG),
        ("Phoenix AZ 85016 Employer: Banner Health  Position: Phlebotomist  Since: 2019",
         "Phlebotomist", Label.OCCUPATION),
        ("fatima@outlook.sa\nSenior Product Manager – Careem (2021–present)\n• Led checkout",
         "Senior Product Manager", Label.OCCUPATION),
        ("fatima@outlook.sa\nSenior Product Manager – Careem (2021–present)\n• Led checkout",
         "Careem", Label.ORG),
        ("her next appointment is march 14 at 9 am", "march 14", Label.DATE),
        ('the building super Vlad says the boiler part is "on order"', "Vlad", Label.PERSON),
        ("hi, order #114-7729301-5528846 from Amazon arrived broken", "114-7729301-5528846",
         Label.ID_NUMBER),
        ("commit 3f2a9c1\nAuthor: Ana Beatriz Souza <ana.souza@kestrel.io>\n", "Ana Beatriz Souza",
         Label.PERSON),
        ("    Signed-off-by: Kofi Mensah <kofi@kestrel.io>\n", "Kofi Mensah", Label.PERSON),
        ("An account was logged on: CORP\\jdoe from LAPTOP-7Q2", "jdoe", Label.USERNAME),
        ("Subject:\n  Account Name:\t\tmwangi.k\n", "mwangi.k", Label.USERNAME),
        ("pam_unix(sshd:session): session closed for user njeri", "njeri", Label.USERNAME),
        ("please add kenji_dev#4821 to the server", "kenji_dev#4821", Label.USERNAME),
        ("INSERT INTO users (id, username, full_name) VALUES (1, 'jdoe', 'John Doe'), "
         "(2, 'asmith', 'Ann Smith');", "Ann Smith", Label.PERSON),
        ("INSERT INTO users (id, username, full_name) VALUES (1, 'jdoe', 'John Doe'), "
         "(2, 'asmith', 'Ann Smith');", "asmith", Label.USERNAME),
    ],
)
def test_finds(text: str, value: str, label: Label) -> None:
    assert (label, value) in found(text), found(text)


@pytest.mark.parametrize(
    "text",
    [
        "The key is patience, and the token is valid for 3600 seconds.",
        "The secret is to use HS256.",
        "server: nginx\nDB_HOST=db\n",
        "See https://docs.python.org/3/library/re.html and BASE_URL=http://localhost:8000",
        "see https://drive.google.com and www.dropbox.com",
        "Order #1234567890 shipped; see JIRA-12345 and ISO-27001",
        "Is the order affected by CVE-2024-3094?",
        "<div> hello\n<p> world\n",
        "TCKN check digits: is 12345678901 valid?",  # no valid check digits
        "id | product | price\n1042 | Mug | 9.99\n1043 | Cap | 14.00\n",  # ids of products
        "In 2019 the race had 10000 Berlin runners and 400 volunteers.",
        "The first name field is required; surname and given name fields are optional.",
        "Assigned to: n/a",
        "see github.com/psf/requests and the x.com homepage",
        "Error CVV mismatch: the security code field is empty",
        "roles:\n  - role: admin\n    job: backup\n",
        "Host github-work\n  HostName github.com\n  User git\n",
        "you may 3 times retry the upload",
        "ask the nurse About it; my friend And I went",
        r"copy C:\Users\Public\x.txt and session closed for user root",
        "INSERT INTO products (id, name, price) VALUES (1, 'Mug', 9.99), (2, 'Cap', 4.5);",
        "fixed in issue#4821 and PR#1234; see settings_v2 and user_settings2",
    ],
)
def test_leaves_alone(text: str) -> None:
    assert found(text) == set()


def test_environment_keys_are_not_chat_speakers() -> None:
    text = "REMOTE_ADDR: 94.142.77.19\nHTTP_HOST: app.ledgerly.app\nHTTP_COOKIE: sid=abc\n"
    assert not any(value.endswith(("ADDR", "HOST", "COOKIE")) for _, value in found(text))


def test_a_url_named_after_a_person_of_the_prompt_is_theirs() -> None:
    text = ("Farah Siddiqui applied. Portfolio: https://farahsiddiqui.dev/work/ledger and "
            "https://kafka.apache.org/documentation")
    person = Finding(0, 14, Label.PERSON, "spacy", 0.8, "Farah Siddiqui")
    urls = [f.text for f in urls_of_people(text, [person])]
    assert urls == ["https://farahsiddiqui.dev/work/ledger"]
