"""Values pasted by small businesses, neighbours and home users: WordPress's defined database host
and keys, a VAT number "is …", a lockbox's code in brackets, the last four of an SSN, an order's
code after the word in another language, a till's or gate's operator, a postcode with its
country's letters, a house by its number alone, a Spanish flat by its floor and door, a case in an
API's path, an appointment's key, a German plate, user names in Nordic words or a NAS's brackets,
a renamed Windows machine, Turkish and French password words, a Chinese "my name is" and phone,
a Japanese colleague by department, Spanish and Israeli ID numbers after their words, Kenyan,
Chinese, Turkish and Australian plates, a fleet log's driver, a Twilio account and a Bulgarian
"my name is". Look-alikes of no one stay."""

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
        ("INFO [reloc-api] POST /api/v2/cases/RC-55198/documents user=jkowalczyk", "RC-55198"),
        ("[2025-01-20 14:03:55] webhook.in  afspraak_id=AMV-77310 naam=\"Priya\"", "AMV-77310"),
        ("Our plate is HH-KM 4821, does the car need Norwegian registration?", "HH-KM 4821"),
        ("han har logget inn på Roblox på skole-PCen (brukernavn oskarlegend_2013).",
         "oskarlegend_2013"),
        ("Info,2025/01/18 09:40:55,rkowalski,User [rkowalski] from [192.168.50.21] signed in",
         "rkowalski"),
        ("DESKTOP-YILMAZ-BABA | 192.168.1.22 | 48:5F:99:0D:3A:71", "YILMAZ"),
        ("Modem arayüz şifresi: Tt.Yilmaz_1957. Hem modemde DHCP rezervasyonu lazım.",
         "Tt.Yilmaz_1957"),
        ("DynDNS : chalet-favre.dyndns.org, user : jfavre74, mdp : Anniviers!2022",
         "Anniviers!2022"),
        ("Buenas, mi vecino del 2ºB ha puesto un timbre Ring que apunta a mi puerta.", "2ºB"),
        ("卡號4921 8307 5562 1099，恒生嘅卡。我叫陳嘉欣，電話9736 4021，住將軍澳。", "陳嘉欣"),
        ("卡號4921 8307 5562 1099，恒生嘅卡。我叫陳嘉欣，電話9736 4021，住將軍澳。", "9736 4021"),
        ("在留カードの更新です。人事の佐々木さんから連絡がありました。", "佐々木"),
        ("Mi nº de la Seguridad Social es 28/10483726/51 por si hace falta.", "10483726"),
        ("אני מורה בהרצליה. ת.ז. 034712589. מה זה פריצת דיסק?", "034712589"),
        ("I took a car loan for a Toyota Probox (KDH 417M) which I use for deliveries", "417M"),
        ("device=IMEI:356938035643809 vehicle=BX21 KMO driver=d.okafor msg=\"ignition_on\"",
         "d.okafor"),
        ("[2024-01-19 23:30:05] Authorize idTag=04A1B2C3 account=acct_jmcallister_88 -> Accepted",
         "jmcallister"),
        ("driver_phone=13812674590 plate=沪A·7K3R9 from=徐汇区漕溪北路", "7K3R9"),
        ("karşı taraf (Serkan Aydın, 34 ABC 217 plakalı araç) kırmızıda geçti.", "34 ABC 217"),
        ("Benim aracım 16 FK 4092, sigortam Anadolu Sigorta.", "16 FK 4092"),
        ("Towing mob charged me $395 to get it back, rego 487 WKZ.", "487 WKZ"),
        ("  twilio_sid: AC7f3e91b2d04c58a6e1f9b7c3d2a0e845\n  region: ie1", "AC7f3e91b2d04c58"),
        ("Казвам се Стоян Петков и искам да изплатя кредита предсрочно.", "Петков"),
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
        ("GET /api/v2/users/me/settings returns 404, why?", "/users/me/settings"),
        ("The log says User [admin] from [10.0.0.5] failed to log in, is that an attack?",
         "admin"),
        ("Should I set the login page to /login or /signin?", "/login"),
        ("What vehicle is best for a family of 5 with a dog?", "vehicle"),
        ("Is the 2023 Seguridad Social cap on contributions still 4.720 €?", "4.720"),
    ],
)
def test_look_alikes_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"codes-keep-{hash(text)}").text
