"""Rules for identifiers written into prose, transcripts, logs and travel documents: what they
find, and the look-alikes they must leave alone."""

from __future__ import annotations

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.types import Label

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def found(text: str) -> set[tuple[Label, str]]:
    return {(f.label, f.text) for f in RULES_ONLY.detect(text)}


def labels_of(text: str, value: str) -> set[Label]:
    return {label for label, span in found(text) if span == value}


STANDUP = (
    "Clean up these notes:\n\n"
    "Nikhil: I finished the resolver, PR is up.\n"
    "Sara Lindholm: I'm blocked on the staging DB again.\n"
    "Nikhil: I'll look after lunch.\n"
)
DISCORD = (
    "Who broke the rules?\n\n"
    "xXDarkWolfXx: lol katie_plays is trash\n"
    "katie_plays: please stop\n"
    "modbot: xXDarkWolfXx has been warned\n"
)
SUPPORT = (
    "[10:02] Agent Kelsey: Who am I speaking with?\n"
    "[10:02] Customer: It's about my router.\n"
    "[10:03] Agent (Marcus): Thanks, one moment.\n"
)


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        (STANDUP, "Nikhil", Label.PERSON),  # recurring speaker
        (STANDUP, "Sara Lindholm", Label.PERSON),
        (DISCORD, "xXDarkWolfXx", Label.USERNAME),
        (DISCORD, "katie_plays", Label.USERNAME),
        (DISCORD, "modbot", Label.USERNAME),  # a plain handle among other handles
        (SUPPORT, "Kelsey", Label.PERSON),  # the role word before the name is not protected
        (SUPPORT, "Marcus", Label.PERSON),
    ],
)
def test_transcript_speakers(text: str, value: str, label: Label) -> None:
    assert label in labels_of(text, value), found(text)


def test_transcript_roles_are_not_speakers() -> None:
    spans = {span for _, span in found(SUPPORT)}
    assert not spans & {"Agent", "Customer", "Agent Kelsey"}


@pytest.mark.parametrize(
    "text",
    [
        # one speaker-like line is a header, not a transcript
        "Nikhil: please review the PR.",
        # headers and roles
        "Expected: the list renders\nActual: blank page\nNote: only in Safari",
        "User: how do I sort a list?\nAssistant: use sorted().\nUser: thanks a lot",
        "From: the billing team\nTo: all staff\nSubject: new expense tool",
        # code and logs
        "TypeError: Cannot read properties of undefined\nBrowser: Firefox 126 on Linux",
        "app.payments: charging the card\napp.payments: read timed out again",
        # numbered plan parts and quarters
        "Phase1: design the schema\nPhase2: build the API\nPhase3: load testing",
        "Q1: revenue was flat\nQ2: revenue grew by ten percent",
        # config (YAML) with prose values
        "app_name: My Shop App\nlog_level: very verbose\nserver:\n  port: 8080",
        "description: a small web app\nlicense: MIT licensed code",
    ],
)
def test_transcript_look_alikes(text: str) -> None:
    assert not {f for f in found(text) if f[0] in (Label.PERSON, Label.USERNAME)}, found(text)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("for my situation: I'm Darnell Washington, 44, unemployed", ["Darnell Washington"]),
        ("Hello, I am Priya Sharma and I need help", ["Priya Sharma"]),
        ("My name is Hana, and I lost my laptop", ["Hana"]),
        ("hi, this is Dana from accounts", ["Dana"]),
        ("Compare offers for me: I'm Samuel Adeyemi-Clarke, first-time buyer",
         ["Samuel Adeyemi-Clarke"]),
        ("We're Tariq and Nour Haddad, vegan, budget 1800", ["Tariq", "Nour Haddad"]),
    ],
)
def test_self_introductions(text: str, values: list[str]) -> None:
    for value in values:
        assert Label.PERSON in labels_of(text, value), found(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm Canadian and moving to Lisbon next year",
        "I'm Jewish, does that matter for the visa?",
        "I'm Fine with either option",
        "I'm Not Sure What To Do",
        "We're Canadian and Jewish",
        "this is Python code, please review",
    ],
)
def test_self_introduction_look_alikes(text: str) -> None:
    assert not {f for f in found(text) if f[0] is Label.PERSON}, found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Username liam.oconnor2015, password Dinosaur!2015. The site is down",
         "Dinosaur!2015"),
        ("The temporary password he was given is Nv!2024-edi-Tmp, please rotate it",
         "Nv!2024-edi-Tmp"),
        ("pw: Hunter#42x for the router", "Hunter#42x"),
        ("the door passcode is 4821ab", "4821ab"),
    ],
)
def test_passwords_in_prose(text: str, value: str) -> None:
    assert Label.SECRET in labels_of(text, value), found(text)


@pytest.mark.parametrize(
    "text",
    [
        "My password reset link expired",
        "the password policy requires 12 characters",
        "The password field is type=password in the form",
        "password manager recommendations for a family?",
        "Use a password hash like bcrypt.hashpw(pw) in the handler",
    ],
)
def test_password_look_alikes(text: str) -> None:
    assert not {f for f in found(text) if f[0] is Label.SECRET}, found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("test files go to our SFTP with the user nordvik_edi tomorrow", "nordvik_edi"),
        ("I can't login aisha-ops anymore", "aisha-ops"),
        ('FATAL: password authentication failed for user "hbergstrom"', "hbergstrom"),
        ("users:\n- name: aisha-ops\n  user:\n    token: abc\n", "aisha-ops"),
    ],
)
def test_user_names_in_prose_and_kubeconfig(text: str, value: str) -> None:
    assert Label.USERNAME in labels_of(text, value), found(text)


@pytest.mark.parametrize(
    "text",
    [
        "the user experience and login flow",
        "every user account needs 2FA",
        "login page redirects in v2.1",
        "clusters:\n- name: prod-eu\n  cluster:\n    server: https://k8s\n",
        "a user guide.md for newcomers",
        "users:\n- name: admin\n  user:\n    token: abc123\n",  # "token" is the next key
        "User: id=u_88213 email=x",
    ],
)
def test_user_name_look_alikes(text: str) -> None:
    assert not {f for f in found(text) if f[0] is Label.USERNAME}, found(text)


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("files go to your SFTP at sftp.romero-logistics.es with", "sftp.romero-logistics.es",
         Label.HOSTNAME),
        ("connect to vpn.acme-corp.com first", "vpn.acme-corp.com", Label.HOSTNAME),
        ("dnsmasq-dhcp[881]: DHCPACK(br0) 192.168.1.143 a4:83:e7:5c:19:2d Emmas-iPhone",
         "Emmas-iPhone", Label.HOSTNAME),
        ("$ ssh -i ~/.ssh/id_ed25519 deploy@10.42.7.19", "10.42.7.19", Label.IP_ADDRESS),
    ],
)
def test_network_names(text: str, value: str, label: Label) -> None:
    assert label in labels_of(text, value), found(text)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("set smtp.gmail.com as the relay", Label.HOSTNAME),  # a public service is a task term
        ("download it from ftp.gnu.org", Label.HOSTNAME),
        ("dnsmasq-dhcp[881]: DHCPACK(br0) 192.168.1.151 3c:22:fb:a0:7e:41 unknown",
         Label.HOSTNAME),
        ("ifconfig: ether 3c:22:fb:9a:01:7e txqueuelen 1000", Label.HOSTNAME),  # no DHCP
        ("npm install @scope/pkg@1.2.3.4", Label.IP_ADDRESS),  # a version pin
        ("ssh -i ~/.ssh/id_ed25519 host", Label.SECRET),  # a key's path is not the key
    ],
)
def test_network_look_alikes(text: str, label: Label) -> None:
    assert not {f for f in found(text) if f[0] is label}, found(text)


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("POST /api/v2/checkout user_id=104882 email=x", "104882", Label.ID_NUMBER),
        ("User: id=u_88213 ip=10.0.0.1", "u_88213", Label.ID_NUMBER),
        ("customer_id: C-2231 requested a refund", "C-2231", Label.ID_NUMBER),
        ('{"patientId": "P004412"}', "P004412", Label.ID_NUMBER),
        ("Miles & More number 992004318871244.", "992004318871244", Label.ACCOUNT_NUMBER),
        ("my frequent flyer number is 12345 678 90", "12345 678 90", Label.ACCOUNT_NUMBER),
        ("seat 12C, ticket FX-7713-0092. Write a report", "FX-7713-0092", Label.ID_NUMBER),
        ("e-ticket 176-2345678901 was issued", "176-2345678901", Label.ID_NUMBER),
        ("Our booking ref with Japan Airlines is JL7Q2X, arriving", "JL7Q2X", Label.ID_NUMBER),
        ("confirmation code: K4P9ZQ", "K4P9ZQ", Label.ID_NUMBER),
    ],
)
def test_record_identifiers(text: str, value: str, label: Label) -> None:
    assert label in labels_of(text, value), found(text)


@pytest.mark.parametrize(
    "text",
    [
        "user_id = request.user.id",
        "WHERE user_id = $1 AND customer_id = %s",
        "Open ticket JIRA-1234 for the bug",  # an issue key, not a travel ticket
        "Order #1234567890 shipped; invoice 20240115; ticket 5551234",
        "see the reference implementation in RFC7231",
        "loyalty program ends in 2025",
    ],
)
def test_record_look_alikes(text: str) -> None:
    kinds = {Label.ID_NUMBER, Label.ACCOUNT_NUMBER}
    assert not {f for f in found(text) if f[0] in kinds}, found(text)


@pytest.mark.parametrize(
    "value",
    [
        "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh",
        "0x52908400098527886E0F7030069857D2E4169EE7",
        "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
        "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
    ],
)
def test_crypto_wallets(value: str) -> None:
    text = f"I sent 0.1 BTC to wallet {value} yesterday"
    assert Label.ACCOUNT_NUMBER in labels_of(text, value), found(text)


@pytest.mark.parametrize(
    "text",
    [
        "commit 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 fixed it",  # base58 without wallet context
        "the hash 0x52908400098527886E0F7030069857D2E4169EE7AB is long",  # not 40 hex digits
        "bc1 is a prefix",
    ],
)
def test_crypto_look_alikes(text: str) -> None:
    assert not {f for f in found(text) if f[0] is Label.ACCOUNT_NUMBER}, found(text)


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        # street, city and ZIP together: one ADDRESS, so the city is not left between stand-ins
        ("Northside Health, 4100 N Clark St, Chicago 60613. Leave",
         "4100 N Clark St, Chicago 60613", Label.ADDRESS),
        ("1200 SW Main St, Portland, OR 97205", "97205", Label.POSTCODE),
        ("address Via Toledo 256, 80134 Napoli", "Via Toledo 256", Label.ADDRESS),
        ("vivo en Calle Mayor 12, Madrid", "Calle Mayor 12", Label.ADDRESS),
        ("Avenida da Liberdade 110, Lisboa", "Avenida da Liberdade 110", Label.ADDRESS),
        ("send it to 12 rue de Rivoli, Paris", "12 rue de Rivoli", Label.ADDRESS),
    ],
)
def test_addresses_and_zip_codes(text: str, value: str, label: Label) -> None:
    assert label in labels_of(text, value), found(text)


@pytest.mark.parametrize(
    "text",
    [
        "In Q3, Sales 12345 units shipped",
        "Via Kubernetes 1.29 we deploy",
        "Via email, please",
        "I paid $200 via Zelle to the landlord",
    ],
)
def test_address_look_alikes(text: str) -> None:
    kinds = {Label.ADDRESS, Label.POSTCODE}
    assert not {f for f in found(text) if f[0] in kinds}, found(text)


# --- phone formats: international numbers a digit short, "(+44)", extensions --------------------
@pytest.mark.parametrize(
    ("text", "phone"),
    [
        # a mistyped French mobile (one digit short) is still written as a phone number
        ("Her mobile is +33 6 12 34 567, call after six.", "+33 6 12 34 567"),
        ("Phone (+44) 7911 123456 any time.", "(+44) 7911 123456"),
        ("Reach me at (212) 555-0187 ext. 42 during office hours.", "(212) 555-0187 ext. 42"),
        ("Desk phone: 646-555-0142 x315", "646-555-0142 x315"),
        ("call 303.555.0161 extension 7 please", "303.555.0161 extension 7"),
        ("Tel: 030 98765432", "030 98765432"),
        ("Ring 0161 496 0734 tomorrow", "0161 496 0734"),
    ],
)
def test_phone_formats_are_found_whole(text: str, phone: str) -> None:
    assert Label.PHONE in labels_of(text, phone)


@pytest.mark.parametrize(
    "text",
    [
        "Upgrade from version 2024.10.15 to 2025.1.3",
        "The order total was 1,234,567.89 EUR",
        "Expose port 8080 and 5432 in compose",
        "He worked there from 1999-2004",
        "At 2024-01-15 10:30 the job failed",
        "Build 10.0.19045.3693 crashes",
        "Invoice #1234567890 is overdue",
        "Price: $1 234 567 for the lot",
        # a "+" number with no phone word and an impossible length stays (it is arithmetic)
        "The score moved +33 6 12 34 567 points",
    ],
)
def test_phone_look_alikes_are_left(text: str) -> None:
    assert all(label is not Label.PHONE for label, _ in found(text))


# --- ID numbers whose only digit is last; airline record locators of letters only ---------------
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Passport WXKTRAMN3, expires next year.", "WXKTRAMN3"),
        ("my passport number is LPQ99213X", "LPQ99213X"),
        ("Booking reference QWTKZM for the Lisbon flight", "QWTKZM"),
        ("PNR: HGTRLM", "HGTRLM"),
        ("the record locator is ZKPWQT.", "ZKPWQT"),
    ],
)
def test_id_shapes_next_to_their_keyword(text: str, value: str) -> None:
    assert Label.ID_NUMBER in labels_of(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "booking reference PLEASE send it again",
        "Booking reference TBD until we pay",
        "My passport expires in 2031",
        "I need a new passport photo",
        "The booking reference is below.",
        "Release v2.4.1 shipped the booking form",
    ],
)
def test_id_look_alikes_are_left(text: str) -> None:
    assert all(label is not Label.ID_NUMBER for label, _ in found(text))


# --- names in quoted record fields and in Chinese / Japanese script ------------------------------
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('Declined: card=**** holder="Wilhelmina Okafor" code=51', "Wilhelmina Okafor"),
        ("{'cardholder_name': 'Jörg Übermann', 'amount': 12}", "Jörg Übermann"),
        ('payee="Zoë Castellanos-Ortiz"', "Zoë Castellanos-Ortiz"),
    ],
)
def test_names_in_person_fields(text: str, name: str) -> None:
    assert Label.PERSON in labels_of(text, name)


@pytest.mark.parametrize(
    "text",
    [
        '<input name="Submit Form" type="submit">',
        'holder="n/a" status=declined',
        "card_holder='none'",
        "full_name: 'unknown'",
    ],
)
def test_name_field_look_alikes_are_left(text: str) -> None:
    assert all(label is not Label.PERSON for label, _ in found(text))


def test_cjk_full_name_and_later_given_name_in_english_prompt() -> None:
    text = "Write a thank-you note for 悠真 高橋, who helped us move. 悠真 carried the piano."
    names = [f for f in RULES_ONLY.detect(text) if f.label is Label.PERSON]
    assert [f.text for f in names] == ["悠真 高橋", "悠真"]


def test_cjk_given_name_after_greeting() -> None:
    text = "Make this warmer:\n\nHi 葵,\nthe slides are due on Friday, please send them over."
    assert Label.PERSON in labels_of(text, "葵")


@pytest.mark.parametrize(
    "text",
    [
        "What does 猫 mean in English? I saw it on a sign in the station yesterday.",
        "How do I say 你好 世界 politely when I meet my new colleagues tomorrow?",
        "In my notes 猫 means cat and 犬 means dog, can you make flashcards for them?",
        "Explain the kanji 日本 語 for a beginner who only reads English.",
    ],
)
def test_cjk_words_that_are_the_subject_are_left(text: str) -> None:
    assert all(label is not Label.PERSON for label, _ in found(text))


# --- .env passwords with brackets and "$"; a ZIP after an unlisted street suffix -----------------
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("DB_PASSWORD=K9)vq!Lm^2z\nAPI_HOST=db.internal", "K9)vq!Lm^2z"),
        ("export ADMIN_PASS=$Ab3dE9xYqW\n", "$Ab3dE9xYqW"),
        ("postgres://app:$Vq8TnR2mWxk@db.example.com:5432/app", "$Vq8TnR2mWxk"),
    ],
)
def test_generated_passwords_with_symbols(text: str, secret: str) -> None:
    assert Label.SECRET in labels_of(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "DB_PASSWORD=${DB_PASSWORD}\n",
        "DB_PASSWORD=$DB_PASS\n",
        "PASSWORD_MIN_LENGTH=12\n",
    ],
)
def test_password_references_are_left(text: str) -> None:
    assert all(label is not Label.SECRET for label, _ in found(text))


def test_zip_and_street_after_unlisted_suffix_and_non_ascii_city() -> None:
    text = "Send it to 4412 Marigold Bypass Apt. 7, Łódź 90210, before Monday."
    result = found(text)
    assert (Label.ADDRESS, "4412 Marigold Bypass Apt. 7") in result
    assert (Label.POSTCODE, "90210") in result


@pytest.mark.parametrize(
    "text", ["Order 12 Large Items, Total 45000 units", "See Chapter 3 Summary, Page 12345"]
)
def test_order_lines_are_not_addresses(text: str) -> None:
    assert all(label not in (Label.ADDRESS, Label.POSTCODE) for label, _ in found(text))


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("My I-94 number is 48291037265 and my visa expires soon.", "48291037265",
         Label.ID_NUMBER),
        ("Halvorsen & Brandt AS, org. no. 918 274 553, Bergen", "918 274 553", Label.ID_NUMBER),
        ("registration number U51/38291/2023. I missed the exam", "U51/38291/2023",
         Label.ID_NUMBER),
        ("Send it to GTBank 0123984476, account name Adebisi Lawal", "0123984476",
         Label.ACCOUNT_NUMBER),
        ("HTTP_COOKIE: sessionid=k3v9qz2m8x1r7t4w0pl6yb5nc", "k3v9qz2m8x1r7t4w0pl6yb5nc",
         Label.SECRET),
        ("She was admitted 12 March with pneumonia.", "12 March", Label.DATE),
        ("Your MRI on June 3rd showed a small tear.", "June 3rd", Label.DATE),
    ],
)
def test_numbers_named_in_prose_and_days_of_a_month(text: str, value: str, label: Label) -> None:
    assert label in labels_of(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "Her room number is 12345 and the order number is 99881234.",
        "You may 5 times retry; my 3rd attempt failed.",
        "Jun 12 04:22:17 web-fe-03 sshd[8812]: session opened",
        "[Interface]\nDNS = 1.1.1.1, 8.8.8.8",
    ],
)
def test_rooms_orders_ordinals_syslog_times_and_public_resolvers_are_not_identifiers(
    text: str,
) -> None:
    kinds = (Label.ID_NUMBER, Label.DATE, Label.IP_ADDRESS)
    assert not {(lab, v) for lab, v in found(text) if lab in kinds}


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("Labs normal. He is 42, teacher at Lincoln Park High School.", "42"),
        ("My son Lucas is 7 and weighs 23 kg.", "7"),
        ("I'm 82 and use a walker, so the stairs are impossible.", "82"),
        ("My partner and I are first-time buyers; we are both 34.", "34"),
    ],
)
def test_ages_stated_with_a_form_of_be(text: str, age: str) -> None:
    assert Label.AGE in labels_of(text, age)


@pytest.mark.parametrize(
    "text", ["The total is 42, please pay.", "Python is 3.11 now.", "Version is 5.",
             "She is 5 minutes late."],
)
def test_numbers_after_be_that_are_not_ages(text: str) -> None:
    assert not [v for lab, v in found(text) if lab is Label.AGE]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Convert this to a table:\nName, Role, Badge\nLucia Mendes, Analyst, B-44817\n"
         "Omar Haddad, Engineer, B-44902\n", {"Lucia Mendes", "Omar Haddad"}),
        ("| Name | Dept |\n|---|---|\n| Ana Ruiz | HR |\n| Li Wei | IT |", {"Ana Ruiz", "Li Wei"}),
        ("id\tname\tscore\n1\tJohn Smith\t88\n2\tn/a\t70", {"John Smith"}),
    ],
)
def test_the_name_column_of_a_pasted_table(text: str, names: set[str]) -> None:
    assert names <= {v for lab, v in found(text) if lab is Label.PERSON}


def test_a_list_with_commas_is_not_a_table() -> None:
    assert not [v for lab, v in found("apples, pears, plums\nI like them.") if lab is Label.PERSON]


def test_condition_spans_stay_on_their_words_after_characters_that_fold_longer() -> None:
    from hushprompt.detect.health import condition_mentions

    text = "Grüße aus der Straße: my daughter has asthma."
    assert [text[f.start:f.end] for f in condition_mentions(text)] == ["asthma"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Mention that the HR portal login is gokonkwo.", "gokonkwo"),
        ("My gamertag is ShadowFox_77 btw", "ShadowFox_77"),
        ("his username was 'mkowal' until March", "mkowal"),
    ],
)
def test_a_login_named_in_prose_is_a_user_name(text: str, value: str) -> None:
    assert Label.USERNAME in labels_of(text, value)


@pytest.mark.parametrize(
    "text",
    ["The login is broken again since Monday.", "my username is taken, what now?",
     "the user id is required on this form"],
)
def test_what_a_login_is_like_is_not_a_user_name(text: str) -> None:
    assert not {label for label, _ in found(text)} & {Label.USERNAME}


def test_the_password_argument_of_a_login_call_is_a_secret() -> None:
    code = ('with smtplib.SMTP_SSL("mail.example.com", 465) as s:\n'
            '    s.login("reports@example.com", "Brisbane#Rain2024")\n'
            "client.login(user, 'hunter2!')\n")
    assert Label.SECRET in labels_of(code, "Brisbane#Rain2024")
    assert Label.SECRET in labels_of(code, "hunter2!")


@pytest.mark.parametrize(
    ("text", "age"),
    [
        ("tenho 41 anos e diabetes tipo 1, posso jejuar?", "41 anos"),
        ("j'ai 34 ans et je travaille de nuit", "34 ans"),
        ("eine 41-jährige Patientin mit Asthma", "41-jährige"),
        ("saya umur 29 tahun, hamil 5 bulan", "29 tahun"),
        ("mam 35 lat i pracuję w Krakowie", "35 lat"),
    ],
)
def test_ages_written_in_other_languages(text: str, age: str) -> None:
    assert Label.AGE in labels_of(text, age)


@pytest.mark.parametrize(
    "text",
    ["tengo 10 años de experiencia en ventas", "das ist 20 Jahre her", "ho 10 anni di esperienza",
     "con 3 años de casados"],
)
def test_years_of_experience_or_time_ago_are_not_ages(text: str) -> None:
    assert Label.AGE not in {label for label, _ in found(text)}


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("and the cardiologist Dr. Hamid Rezaei put her on apixaban", "cardiologist"),
        ("The paediatrician, Dr. Sarah Holloway, wrote a letter", "paediatrician"),
        ("Revises los planos con el arquitecto, Matías Sepúlveda (+56 9 8412 3377).", "arquitecto"),
        ("Bonjour, je suis psychologue à Lyon. Pouvez-vous m'aider ?", "psychologue"),
        ("« Mme Camille Roussel, 29 ans, enseignante au collège Jean-Moulin, vient »",
         "enseignante"),
        ("Saludos,\nIgnacio Ferrer\nGerente de Proyectos | Constructora Surco SpA\n",
         "Gerente de Proyectos"),
    ],
)
def test_jobs_before_a_name_and_in_other_languages(text: str, job: str) -> None:
    assert Label.OCCUPATION in labels_of(text, job)


@pytest.mark.parametrize(
    "text",
    [
        "The nurse Practitioner Guidelines say otherwise.",
        "Ask the doctor Monday Morning if you can.",
        "Review my SQLAlchemy model. Our test fixture has a user.",
        "Mi impresora no imprime en color, ¿qué hago?",
    ],
)
def test_words_that_only_look_like_a_job_before_a_name_stay(text: str) -> None:
    assert not any(label is Label.OCCUPATION for label, _ in found(text))


def test_a_cv_line_gives_the_job_the_employer_and_its_town() -> None:
    text = ("EXPERIENCE\nProduct Owner — Millennium bcp, Lisbon (2021–present)\n"
            "Business Analyst — Farfetch, Porto (2018–2021)\n")
    assert {(Label.OCCUPATION, "Product Owner"), (Label.ORG, "Millennium bcp"),
            (Label.LOCATION, "Lisbon"), (Label.OCCUPATION, "Business Analyst"),
            (Label.ORG, "Farfetch"), (Label.LOCATION, "Porto")} <= found(text)


def test_names_on_statement_rows_without_decimals() -> None:
    text = ("| Date | Description | Debit | Credit |\n"
            "| 02/06 | TRF TO EMEKA OBI - RENT SHARE | 350,000 | |\n"
            "| 20/06 | TRF FROM TUNDE BAKARE - LOAN REPAY | | 40,000 |\n")
    assert {(Label.PERSON, "EMEKA OBI"), (Label.PERSON, "TUNDE BAKARE")} <= found(text)


def test_the_dates_of_a_timeline_but_not_one_dated_heading() -> None:
    timeline = ("- Oct 2023: reported black mould where my son sleeps.\n"
                "- Dec 2023: the landlord said it was lifestyle.\n")
    assert {(Label.DATE, "Oct 2023"), (Label.DATE, "Dec 2023")} <= found(timeline)
    assert not labels_of("- Dec 2023: version 2.0 released with the new parser.", "Dec 2023")


@pytest.mark.parametrize(
    ("text", "password"),
    [
        ("for your security your portal password is reset to Zuri@2024 — change it.", "Zuri@2024"),
        ("your password has been changed to Blue#Sky77, please log in", "Blue#Sky77"),
    ],
)
def test_a_password_said_to_be_reset_to_a_value(text: str, password: str) -> None:
    assert Label.SECRET in labels_of(text, password)


def test_the_university_of_a_class_or_seminar() -> None:
    assert Label.ORG in labels_of("I was in your Econometrics seminar at LSE in 2021.", "LSE")
    assert Label.ORG in labels_of("sou da turma de Cálculo II (T03) da UFMG. Gostaria", "UFMG")


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("ma femme Awa est en congé maternité jusqu'en juin", "congé maternité"),
        ("bo od października jestem na zwolnieniu lekarskim i nie mogę", "zwolnieniu lekarskim"),
        ("Toujours des crises de panique dans le métro depuis sa fausse couche.", "fausse couche"),
    ],
)
def test_leave_and_conditions_said_of_someone_in_other_languages(text: str, condition: str
                                                                  ) -> None:
    assert Label.HEALTH in labels_of(text, condition)


def test_leave_asked_about_in_general_stays() -> None:
    assert not labels_of("What is the usual length of maternity leave in France?",
                         "maternity leave")


def test_the_server_of_a_windows_share_is_a_hostname() -> None:
    text = r"Dejé todo en la carpeta compartida \\fs-surco01\proyectos\LosDominicos. Perdón."
    assert Label.HOSTNAME in labels_of(text, "fs-surco01")
    assert not labels_of(r"open \\192.168.1.20\share", "192.168.1.20") - {Label.IP_ADDRESS}


def test_upi_addresses_and_the_aws_account_of_a_registry() -> None:
    text = "mera UPI id vikram.pandey@okhdfcbank. complaint kaha karu?"
    assert Label.ACCOUNT_NUMBER in labels_of(text, "vikram.pandey@okhdfcbank")
    assert not labels_of("write to sales@okta.com today", "sales@okta.com") - {Label.EMAIL}
    text = "image: 481726350912.dkr.ecr.ap-southeast-1.amazonaws.com/billing:1.4"
    assert Label.ACCOUNT_NUMBER in labels_of(text, "481726350912")


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Chest drain inserted 04/02, removed 07/02 after drainage settled.", "07/02"),
        ("lost luggage on Lufthansa LH1843 Munich→Bari 22/08, file ref BRILH48213.", "22/08"),
        ("sommeil difficile depuis sa fausse couche en novembre.", "novembre"),
        ("the mother, Jessica Lindqvist, moved to Reno in January without notice.", "January"),
    ],
)
def test_more_dates_of_someones_life(text: str, date: str) -> None:
    assert Label.DATE in labels_of(text, date)


@pytest.mark.parametrize("text", ["rated it 10/10, mixed 50/50 with water, 1/2 cup",
                                  "pain 07/10 on the scale", "the ratio was 3/4"])
def test_fractions_and_scores_are_no_dates(text: str) -> None:
    assert not any(label is Label.DATE for label, _ in found(text))


def test_an_email_header_in_spanish_names_its_people_not_its_fields() -> None:
    text = ("De: Ignacio Ferrer <ignacio.ferrer@constructorasurco.cl>\n"
            "Fecha: lun, 7 abr 2025 a las 18:42\n"
            "Para: Lucía Paredes <lparedes@constructorasurco.cl>\n")
    spans = found(text)
    assert not any(span in ("De", "Fecha", "Para") for _, span in spans)
    assert (Label.DATE, "lun, 7 abr 2025 a las 18:42") in spans


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("Mi DNI es 48392017K y mi nº de empleado AL-3381 por si hace falta.", "AL-3381",
         Label.ID_NUMBER),
        ("moje dane: Joanna Mazur, nr pracownika KB-0338, PESEL 88071204569", "KB-0338",
         Label.ID_NUMBER),
        ("Werknemer: Mehmet Kaya\nPersoneelsnr: 10472\n", "10472", Label.ID_NUMBER),
        ("Expediente 1287/2024, Juzgado Tercero de lo Familiar", "1287/2024", Label.ID_NUMBER),
        ("Prenotazione n. 4127 558 903, PIN 8842", "8842", Label.SECRET),
        ('{"card":"4577463706433047","exp":"09/27","cvv":"318"}', "318", Label.SECRET),
        ("My number is +66 81 774 2295 Line ID somchai_kohsamui", "somchai_kohsamui",
         Label.USERNAME),
        ("should be sven.l@northbeam.se (github user svenlq)", "svenlq", Label.USERNAME),
        ("her hinge name is KarenInSpokane78, her real number", "KarenInSpokane78",
         Label.USERNAME),
        ("cash app $jakeH0lloway if u ever need anything", "$jakeH0lloway", Label.USERNAME),
        ("define( 'DB_USER', 'eczane_admin' );", "eczane_admin", Label.USERNAME),
        ('LDAP_BIND_DN: "cn=svc_hrportal,ou=svc,dc=mirai,dc=local"', "svc_hrportal",
         Label.USERNAME),
        ("Av. Chapultepec 1450 int. 3, Col. Americana, C.P. 44160, Guadalajara", "44160",
         Label.POSTCODE),
        ("lot 14 (unit 7/33 Pacific Hwy, St Leonards NSW 2065). Owner-occupier.", "2065",
         Label.POSTCODE),
    ],
)
def test_keyed_ids_handles_on_services_and_postcodes_of_more_countries(
        text: str, value: str, label: Label) -> None:
    # (a postcode right after its street joins the street's ADDRESS)
    assert label in labels_of(text, value) or any(
        value in span for kind, span in found(text) if kind is Label.ADDRESS)


@pytest.mark.parametrize("text", ["the github user interface is slow", "the line is busy",
                                  "I moved to WA 6000 km away", "cn=Users,dc=corp",
                                  "the pin 12 of the chip"])
def test_words_after_a_service_or_a_key_that_name_no_one(text: str) -> None:
    assert not any(label in (Label.USERNAME, Label.POSTCODE, Label.SECRET)
                   for label, _ in found(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Lucía tiene 13 años y Diego 10 años. Marisa es mi mujer, ella no tiene", "Marisa"),
        ("Kofi is my brother and he lives in Accra.", "Kofi"),
        ("Lina: Mormor Birgitta fyller 90 den 22 juni!!", "Birgitta"),
        ("y acuérdense que el tío Beto no puede tomar", "Beto"),
        ("Gentile sig.ra Colombo, le mando la disposizione", "Colombo"),
        ("em ở Quận 7, bác sĩ Phạm Minh Khoa còn lịch không ạ", "Phạm Minh Khoa"),
        ("QK83JS0B4T  05/11  Received from OTIENO BRIAN 0711 302 557     +3,200\n",
         "OTIENO BRIAN"),
    ],
)
def test_names_by_their_relation_or_title_in_other_languages(text: str, name: str) -> None:
    assert Label.PERSON in labels_of(text, name)


@pytest.mark.parametrize("text", ["Paris is my favourite city.", "It is my son who called.",
                                  "bác sĩ nói là không sao"])
def test_no_name_where_the_words_around_name_no_one(text: str) -> None:
    assert not any(label is Label.PERSON for label, _ in found(text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("const mockUser = {\n  id: 'usr_8f3a2c91',\n  name: 'Valentina Restrepo'\n}",
         "usr_8f3a2c91"),
        ("failed job for customer cus_Q8812 (Oluwaseun Bakare)", "cus_Q8812"),
        ("ProfileRepo: loaded user {id=55812, name='Siobhán Ní Bhriain'}", "55812"),
    ],
)
def test_a_persons_id_in_code_and_logs(text: str, value: str) -> None:
    assert Label.ID_NUMBER in labels_of(text, value)


def test_field_names_with_a_prefix_are_no_ids() -> None:
    assert not found("the user_name field and the cus_test key")


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("chicos la abuela Elvira está internada en el Sanatorio Güemes", "internada"),
        ("my younger brother Kojo was hospitalised in Kumasi after a motorbike accident",
         "hospitalised"),
        ("ojo que yo soy celíaca, nada de gluten", "celíaca"),
        ("and Marta's on mat leave so don't add her to anything", "mat leave"),
        ("la mia compagna è incinta di 6 mesi e soffre di pressione alta", "pressione alta"),
    ],
)
def test_admissions_coeliac_disease_and_leave_said_of_someone(text: str, condition: str
                                                              ) -> None:
    assert Label.HEALTH in labels_of(text, condition)


def test_money_paid_in_is_no_admission() -> None:
    assert not found("el dinero ingresado en mi cuenta no aparece")


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("Adres: Leusderweg 201\nFunctie: bakkersassistent, 32 uur per week\n",
         "bakkersassistent"),
        ("Email: dewi@example.co.id\nPekerjaan: Perawat di RS Borromeus\n", "Perawat"),
        ("Direct line: 020 7946 0831\nSecretary: Mrs Jacqueline Obi – extension 204\n",
         "Secretary"),
        ("Regards,\nMarloes de Wit\nCredit Controller\nVeldhoven Packaging B.V.\n",
         "Credit Controller"),
    ],
)
def test_jobs_in_form_fields_of_other_languages_and_as_keys(text: str, job: str) -> None:
    assert Label.OCCUPATION in labels_of(text, job)


def test_a_key_that_is_no_job_before_a_name() -> None:
    assert not any(label is Label.OCCUPATION
                   for label, _ in found("Patient: Mrs Okafor\nNote: Mr Brown will call"))


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("Am 35 de ani și nu am mai pățit așa ceva", "35 de ani", Label.AGE),
        ("kan mij niet schelen ik ben 12 ik woon in Zwolle", "12", Label.AGE),
        ("Lina: Mormor Birgitta fyller 90 den 22 juni!!", "90", Label.AGE),
        ("La reunión con el mandante es el jueves 10 a las 9:00", "jueves 10", Label.DATE),
        ("hiroshi tanaka, age 52, had knee surgery in march, walks slower", "march",
         Label.DATE),
        ("ive reported it 3 times since October by phone", "October", Label.DATE),
    ],
)
def test_more_ages_and_dates_of_someones_life(text: str, value: str, label: Label) -> None:
    assert label in labels_of(text, value)


@pytest.mark.parametrize("text", ["see you Monday 3pm", "Friday 10:30 works for me",
                                  "The release ships in March."])
def test_times_and_plans_are_no_dates_of_a_life(text: str) -> None:
    assert not any(label is Label.DATE for label, _ in found(text))


@pytest.mark.parametrize(
    ("text", "firm"),
    [
        ("insurer Admiral policy no. ADM-77310928.", "Admiral"),
        ("anh chuyển từ tài khoản Vietcombank 0071003829164 tên", "Vietcombank"),
        ("Mi seguro (Mapfre, póliza 055-0921837) dice que tiene que dar parte él.", "Mapfre"),
    ],
)
def test_the_lender_or_insurer_before_its_number(text: str, firm: str) -> None:
    assert Label.ORG in labels_of(text, firm)


def test_a_bank_before_account_in_prose_stays_for_the_task() -> None:
    text = "I repaid ₦52,000 on 14 Jan from my Zenith Bank account 0248173956, here is proof."
    assert not labels_of(text, "Zenith Bank")
