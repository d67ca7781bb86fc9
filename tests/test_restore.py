"""Restore: stand-ins back to originals in replies, with variants, idempotently."""

from __future__ import annotations

import time

from hushprompt.restore import Restored, restore
from hushprompt.types import Label, Mapping, Style

PRIYA = Mapping("Priya Sharma", "Anika Rao", Label.PERSON)
ANN = Mapping("Ann", "Bea", Label.PERSON)
EMAIL = Mapping("maria@acme.com", "laura@northwind.com", Label.EMAIL)


def test_full_first_and_surname_and_possessive():
    text, found = restore("Anika Rao's plan: Anika agreed, Rao’s team too.", [PRIYA])
    assert text == "Priya Sharma's plan: Priya agreed, Sharma’s team too."
    assert [(r.start, r.end) for r in found] == [(0, 9), (18, 23), (32, 35)]
    assert all(isinstance(r, Restored) for r in found)


def test_longest_first():
    ms = [Mapping("Priya", "Anika", Label.PERSON),
          Mapping("Priya Sharma", "Anika Rao", Label.PERSON),
          Mapping("Bob", "Anika Rao-Smith", Label.PERSON)]
    assert restore("Anika Rao-Smith and Anika Rao and Anika", ms)[0] == (
        "Bob and Priya Sharma and Priya"
    )


def test_word_boundaries():
    assert restore("Annual Bea, Beatrice, Bea.", [ANN])[0] == "Annual Ann, Beatrice, Ann."
    text = "write to laura@northwind.com, not xlaura@northwind.com or laura@northwind.com.au."
    assert restore(text, [EMAIL])[0] == (
        "write to maria@acme.com, not xlaura@northwind.com or laura@northwind.com.au."
    )


def test_a_host_is_restored_under_its_subdomains_too():
    host = Mapping("olamide-photography.com.ng", "miller-tech.com.ng", Label.HOSTNAME)
    text = "server_name miller-tech.com.ng www.miller-tech.com.ng; not notmiller-tech.com.ng"
    assert restore(text, [host])[0] == (
        "server_name olamide-photography.com.ng www.olamide-photography.com.ng; "
        "not notmiller-tech.com.ng"
    )


def test_a_date_in_a_csv_row_is_restored_after_a_digit_and_comma():
    date = Mapping("2025-02-03", "2025-08-25", Label.DATE)
    text = "Mariana,RICM900722MDFSNR08,2025-08-25,TSH"
    assert restore(text, [date])[0] == "Mariana,RICM900722MDFSNR08,2025-02-03,TSH"
    amount = Mapping("650", "720", Label.ID_NUMBER)
    assert restore("it cost $1,720 in total", [amount])[0] == "it cost $1,720 in total"


def test_the_spacing_inside_a_name_comes_back():
    mapping = Mapping("Chiamaka Eze", "Olalla Galindo", Label.PERSON)
    text = "(1187, 'Olalla  Galindo', 'x') and Olalla Galindo"
    assert restore(text, [mapping])[0] == "(1187, 'Chiamaka  Eze', 'x') and Chiamaka Eze"


def test_a_stand_in_ending_in_a_space_keeps_the_space_after_it():
    # mappings stored before stand-ins were stripped may end with a space
    address = Mapping("Avenida da Liberdade 190", "Calle Mayor 71 Puerta 1 ", Label.ADDRESS)
    text = "in Room 4.12, Calle Mayor 71 Puerta 1  or via Zoom"
    assert restore(text, [address])[0] == "in Room 4.12, Avenida da Liberdade 190 or via Zoom"


def test_case_variants_follow_the_original():
    text = restore("ANIKA RAO, anika rao, Anika, RAO", [PRIYA])[0]
    assert text == "PRIYA SHARMA, priya sharma, Priya, SHARMA"
    lower = Mapping("priya", "anika", Label.PERSON)
    assert restore("Anika said", [lower])[0] == "Priya said"


def test_ambiguous_surname_is_left_alone():
    ms = [PRIYA, Mapping("Rahul Verma", "Vikram Rao", Label.PERSON)]
    text = restore("Rao called Anika and Vikram.", ms)[0]
    assert text == "Rao called Priya and Rahul."


def test_shared_surname_of_one_family_is_restored():
    ms = [PRIYA, Mapping("Rahul Sharma", "Vikram Rao", Label.PERSON)]
    assert restore("Mr. Rao", ms)[0] == "Mr. Sharma"


def test_idempotent_and_protects_originals():
    ms = [PRIYA, Mapping("Anika", "Maya", Label.PERSON)]  # a real Anika also exists
    once = restore("Anika Rao met Maya.", ms)[0]
    assert once == "Priya Sharma met Anika."
    assert restore(once, ms) == (once, [])


def test_label_tokens_and_redactions():
    ms = [Mapping("John Smith", "[PERSON_1]", Label.PERSON, Style.LABEL),
          Mapping("John Doe", "[PERSON_10]", Label.PERSON, Style.LABEL),
          Mapping("secret", "[REDACTED]", Label.SECRET, Style.REDACT)]
    text = restore("[PERSON_1], [PERSON_10], PERSON_1 and [REDACTED]", ms)[0]
    assert text == "John Smith, John Doe, John Smith and [REDACTED]"


def test_offsets_are_code_points_of_the_input():
    text = "😀 Anika!"
    out, found = restore(text, [PRIYA])
    assert out == "😀 Priya!" and text[found[0].start:found[0].end] == "Anika"


def test_no_mappings_and_repr_hides_values():
    assert restore("Anika", []) == ("Anika", [])
    _, found = restore("Anika", [PRIYA])
    assert "Priya" not in repr(found)


def test_two_thousand_word_reply_restores_in_milliseconds():
    ms = [Mapping(f"Orig{i} Person{i}", f"Stand{i} In{i}", Label.PERSON) for i in range(150)]
    ms += [Mapping(f"user{i}@acme.com", f"x{i}@northwind.com", Label.EMAIL) for i in range(50)]
    words = ["the", "plan", "Stand3", "In7", "x4@northwind.com", "was", "fine,", "Stand9 In9"]
    reply = " ".join(words[i % len(words)] for i in range(2000))
    restore(reply, ms)  # builds and caches the matcher
    start = time.perf_counter()
    for _ in range(10):
        out, found = restore(reply, ms)
    per_call = (time.perf_counter() - start) / 10
    assert "Orig9 Person9" in out and "user4@acme.com" in out and found
    assert per_call < 0.05  # typical ~4 ms


# --- numbers, short stand-ins and letter case (quality-corpus regressions) -------------------
AGE = Mapping("4", "1", Label.AGE)


def test_a_short_number_standin_leaves_prices_and_glued_numbers_alone():
    reply = ("Rent will be $1,650 instead of $1,850 for apartment 1F; 1.5 hours, 1-2 days, "
             "10:1, 1% and 21°C. Your daughter is 1 year old.")
    text, found = restore(reply, [AGE])
    assert text == reply.replace("is 1 year", "is 4 year")
    assert len(found) == 1


def test_long_numbers_keep_number_boundaries():
    card = Mapping("4111 1111 1111 1111", "4929 3812 0044 7781", Label.CREDIT_CARD)
    acct = Mapping("12345678", "87654321", Label.ACCOUNT_NUMBER)
    reply = "Card 4929 3812 0044 7781. Not 4929 3812 0044 77812 or $87654321 or 87654321.5"
    assert restore(reply, [card, acct])[0] == (
        "Card 4111 1111 1111 1111. Not 4929 3812 0044 77812 or $87654321 or 87654321.5"
    )
    assert restore("Account #87654321, card 4929 3812 0044 7781", [card, acct])[0] == (
        "Account #12345678, card 4111 1111 1111 1111"
    )


def test_standins_of_two_characters_are_restored_only_as_written():
    org = Mapping("HP", "QH", Label.ORG)
    assert restore("QH said qh and Qh", [org])[0] == "HP said qh and Qh"


def test_upper_case_email_is_restored_whole_in_the_originals_case():
    ms = [PRIYA, Mapping("priya.sharma@acme.com", "anika.rao@northwind.com", Label.EMAIL)]
    text = restore("WRITE TO ANIKA.RAO@NORTHWIND.COM OR Anika.Rao@Northwind.com", ms)[0]
    assert text == "WRITE TO priya.sharma@acme.com OR priya.sharma@acme.com"


def test_case_insensitive_kinds_restore_in_any_case():
    ms = [Mapping("db-prod-03.corp.acme.internal", "db-prod-07.corp.holt.internal", Label.HOSTNAME),
          Mapping("00:1a:2b:3c:4d:5e", "02:9f:11:aa:07:c3", Label.MAC_ADDRESS),
          Mapping("GB82 WEST 1234 5698 7654 32", "GB33 QRTS 9981 0274 5512 08", Label.IBAN),
          Mapping("EMP-004521", "EMP-118230", Label.ID_NUMBER)]
    text = restore("DB-PROD-07.CORP.HOLT.INTERNAL, 02:9F:11:AA:07:C3, "
                   "gb33 qrts 9981 0274 5512 08, emp-118230", ms)[0]
    assert text == ("db-prod-03.corp.acme.internal, 00:1a:2b:3c:4d:5e, "
                    "GB82 WEST 1234 5698 7654 32, EMP-004521")


def test_upper_case_dates_follow_the_replys_case():
    ms = [Mapping("March 12, 2024", "June 3, 2024", Label.DATE),
          Mapping("14 Feb 1985", "2 May 1985", Label.DATE_OF_BIRTH)]
    text = restore("JUNE 3, 2024 and june 3, 2024; born 2 MAY 1985", ms)[0]
    assert text == "MARCH 12, 2024 and march 12, 2024; born 14 FEB 1985"


def test_secrets_and_url_paths_are_case_sensitive():
    secret = Mapping("sk-proj-AbCdEf1234567890", "sk-proj-QwErTy0987654321", Label.SECRET)
    url = Mapping("https://acme.com/u/PriyaS", "https://northwind.com/u/AnikaR", Label.URL)
    reply = "SK-PROJ-QWERTY0987654321 HTTPS://NORTHWIND.COM/U/ANIKAR https://NorthWind.com/u/AnikaR"
    assert restore(reply, [secret, url])[0] == reply
    assert restore("HTTPS://NORTHWIND.COM/u/AnikaR", [secret, url])[0] == (
        "https://acme.com/u/PriyaS"
    )
    bare = Mapping("https://acme.com/", "https://northwind.com/", Label.URL)
    assert restore("see HTTPS://NORTHWIND.COM/ now", [bare])[0] == "see https://acme.com/ now"


def test_restoring_case_insensitive_kinds_twice_changes_nothing():
    ms = [Mapping("priya.sharma@acme.com", "anika.rao@northwind.com", Label.EMAIL), AGE]
    once = restore("ANIKA.RAO@NORTHWIND.COM is 1 today, PRIYA.SHARMA@ACME.COM", ms)[0]
    assert once == "priya.sharma@acme.com is 4 today, PRIYA.SHARMA@ACME.COM"
    assert restore(once, ms) == (once, [])


def test_user_names_are_restored_before_an_at_sign():
    ms = [Mapping("deploy", "carver", Label.USERNAME),
          Mapping("billing_rw", "mercers_ma", Label.USERNAME)]
    text = restore("ssh carver@10.42.7.19; ERROR for mercers_ma@payments; @carver", ms)[0]
    assert text == "ssh deploy@10.42.7.19; ERROR for billing_rw@payments; @deploy"


def test_a_secret_right_after_a_command_line_flag_is_restored() -> None:
    mappings = [Mapping("S3cr3tRep0rt", "aC2oj5qCid4tu", Label.SECRET)]
    text, _ = restore("run `mysql -u reporting -aC2oj5qCid4tu -h 10.1.2.3 sales`", mappings)
    assert text == "run `mysql -u reporting -S3cr3tRep0rt -h 10.1.2.3 sales`"
