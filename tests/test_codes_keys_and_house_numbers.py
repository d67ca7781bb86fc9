"""Values pasted by small businesses and neighbours: WordPress's defined database host and keys,
a VAT number "is …", a lockbox's code in brackets, the last four of an SSN, an order's code after
the word in another language, a till's or gate's operator, a postcode with its country's letters,
and a house said by its number alone. Look-alikes of no one stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("define( 'DB_HOST', 'mysql.stbrendanscork.ie' );\ndefine( 'WP_DEBUG', false );",
         "stbrendanscork"),
        ("define( 'AUTH_KEY', 'k#2Lx!9vQ@rT7mP$zW4nB8yC1hJ6fD3s' );\n$table_prefix = 'sb_';",
         "k#2Lx!9vQ@rT7mP$zW4nB8yC1hJ6fD3s"),
        ("My VAT no is GB 318 2290 47. Can you chase the invoice?", "318 2290"),
        ("I put the key back in the lockbox (code 2580) like always", "2580"),
        ("Club EIN is 31-2674455, my SSN ends 4471 if that matters lol.", "4471"),
        ("'Beste meneer, uw retour van bestelling #NL-20419 is binnen.'", "NL-20419"),
        ("2024-10-07 08:01:05 MANUAL_OVERRIDE operador=jgarrido terminal=TORNO-02", "jgarrido"),
        ("[2024-11-02 18:45:30] ADMIN op=zhangli_wy action=manual_open", "zhangli_wy"),
        ("Jos adresas Žirmūnų g. 112-45, LT-09121 Vilnius.", "LT-09121"),
        ("Quick q – neighbours at no. 23 (Gary Pearson) run a dog business", "no. 23"),
        ("And if your dog craps on our drive at no 18 again I'll call the police", "no 18"),
    ],
)
def test_codes_keys_and_house_numbers_are_hidden(engine: Engine, text: str, hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"codes-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("define( 'WP_DEBUG', false );\ndefine( 'WP_MEMORY_LIMIT', '256M' );", "256M"),
        ("a = b if op=add else c", "op=add"),
        ("Error E-0912 when I save, what does it mean?", "E-0912"),
        ("What is page number 4 of the GDPR about?", "number 4"),
    ],
)
def test_look_alikes_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"codes-keep-{hash(text)}").text
