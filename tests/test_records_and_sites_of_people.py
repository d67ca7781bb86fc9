"""Identifiers in the shapes of records, logs and settings that people paste: an
organisation's own site or server, PHP settings, a Stripe charge, a session id, a key safe's
digits, a ticket key of a JSON record, codes in a list of people, rooms of a hall of
residence, postcodes under Italian and Mexican keys, case, delivery and social-security numbers
abroad, chat speakers in Cyrillic, and names in Korean and Japanese beside their numbers. Public
services and the same words with nothing private stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Deadline was 23:59. Our server is moodle.highcliffe-academy.org.uk if that matters.",
         "moodle.highcliffe-academy.org.uk"),
        ("Le site tourne sur judo.jcmontreuil-asso.fr, comment corriger ?",
         "judo.jcmontreuil-asso.fr"),
        ("We now also reach it via cloud2.cedarridge-ms.org.", "cloud2.cedarridge-ms.org"),
        ("bank_api=https://payouts.rzpx-internal.finzy.in/v2/transfer status=PENDING",
         "payouts.rzpx-internal.finzy.in"),
        ("  'trusted_domains' => array (0 => 'cloud.cedarridge-ms.org'),\n"
         "  'dbuser' => 'nc_admin',", "cloud.cedarridge-ms.org"),
        ("  'trusted_domains' => array (0 => 'cloud.cedarridge-ms.org'),\n"
         "  'dbuser' => 'nc_admin',", "nc_admin"),
        ("Le site (compte admin : sensei_karim) ne marche plus.", "sensei_karim"),
        ("我本机是 Mac，连了公司 VPN（账号 wangxiaoyu02）。", "wangxiaoyu02"),
        ("Rfc=GOMA850312HX4 DomicilioFiscalReceptor=44600 RegimenFiscalReceptor=612", "44600"),
        ('CEDENTE_INDIRIZZO="Via Oronzo Quarta 21"\nCEDENTE_CAP=73100', "73100"),
        ("T.C. İSTANBUL ANADOLU 14. İCRA DAİRESİ\nDosya No: 2024/18273 Esas", "2024/18273"),
        ("Ella se llama Valentina, tiene 9 años, NUIP 1.023.587.441.", "1.023.587.441"),
        ("- Albarán 2024/08812, 14 palés, salida prevista 15/04", "2024/08812"),
        ("NIF: 48932716D\nNº afiliación SS: 11/04829371/52", "11/04829371/52"),
        ("Dossier SNCF Connect, référence QKZTLV, au nom de Clémence.", "QKZTLV"),
        ('[\n {"ticket":"MT-40921","unit":"Flat 12","access":"key safe 2958"}\n]', "MT-40921"),
        ('[\n {"ticket":"MT-40921","unit":"Flat 12","access":"key safe 2958"}\n]', "2958"),
        ("Пароль от терминала 1С — Sklad_2024!", "Sklad_2024!"),
        ("Олег Сидоренко: Марина, я сегодня не выйду.\nМарина Ткачук: ок, выздоравливай!\n"
         "Олег Сидоренко: Позвони мне.", "Марина Ткачук"),
        ("some kids are in twice:\nSTU-88123, Maya Oyelowo-Grant, 2012-05-09, Y7\n"
         "STU-90544, Maya Oyelowo Grant, 2012-05-09, Y7", "STU-90544"),
        ("ERROR stripe status=402 code=card_declined charge=ch_3PGa2lKdY2vR7tLm1Xe0",
         "ch_3PGa2lKdY2vR7tLm1Xe0"),
        ("[auth] SUCCESS login user=akosua src=185.220.101.47 session=9f3c1a7e44b2d8e0",
         "9f3c1a7e44b2d8e0"),
        ("2025-06-03 22:14:12 INFO session user=pharm.tnguyen station=GLN-WS04 logged out",
         "GLN-WS04"),
        ("ERROR SSL handshake failed: certificate expired (CN=vc-ostersund-int01.regionjh.se)",
         "vc-ostersund-int01.regionjh.se"),
        ("const res = await fetch('https://api.sorrisominho.pt/v1/marcacoes?utente=18', {",
         "sorrisominho"),
        ("Our vendor support ticket is #CS-552019 but they said 48-72h.", "CS-552019"),
        ("        proxy_set_header X-Api-Key 3b9e77c1f0a24d58b6e2c9a1d4f70e33;",
         "3b9e77c1f0a24d58b6e2c9a1d4f70e33"),
        ("Sygnatura Km 2215/23, komornik przy Sądzie Rejonowym w Gliwicach", "2215/23"),
        ("File No: RT 24/58219\nApplicant: Coastline Realty Pty Ltd", "24/58219"),
        ("ERROR Schuldner 700231 (Brandt, Jörg) - java.lang.NullPointerException", "700231"),
        ('    "LoginName": "kx7p2m9",\n    "Password": "Ostrava#Ex2024!",', "kx7p2m9"),
        ("sou aluna de Direito na Universidade do Minho, nº de aluno A93817.", "A93817"),
        ("Dossier Garnier c/ SCI Les Tilleuls – réf. 24/0871", "24/0871"),
        ("onder vermelding van uw klantnummer KD-5521. Anders stuur ik het door.", "KD-5521"),
        ("skickar ärendet till vår säkerhetsavdelning, ärende #SE-229184.", "SE-229184"),
        ("El código de la caja de llaves es 4471.", "4471"),
        ("Report: TRV-2024-11-0387 | Employee: Oleksandr Hrytsenko (E77120) | Cost centre",
         "E77120"),
        ("社員番号,氏名,部署\nJ-10382,佐々木 健太,開発部\nJ-10455,グエン・ヴァン・ミン,開発部",
         "グエン・ヴァン・ミン"),
        ("Μένω στη Θεσσαλονίκη, οδός Κομνηνών 23, 3ος όροφος.", "Κομνηνών 23"),
        ("He stays in room C-214, the warden knows.", "C-214"),
        ("Jeg bor selv på værelse 4.14.", "værelse 4.14"),
        ("저는 경영학과 3학년 박지민(학번 2021134587)입니다.", "박지민"),
        ("娘の佐々木ひなた（小学2年、8歳）が卵アレルギーと診断されました。", "佐々木ひなた"),
        ("Dzień dobry, proszę o pomoc w napisaniu pisma do ZUS. Moja mama, Krystyna Wójcik "
         "(PESEL 58031204567), dostała decyzję o emeryturze i kwota jest dużo niższa niż się "
         "spodziewała, 2 140 zł brutto. Pracowała jako księgowa w PSS Społem w Kielcach, ale w "
         "decyzji nie uwzględnili okresu 1979-1986 z Wojewódzkiego Przedsiębiorstwa Handlowego, "
         "bo zakład zlikwidowano i nie ma świadectwa pracy. Czy można wnioskować o ponowne "
         "przeliczenie kapitału początkowego? Mamy świadków, byłe koleżanki z pracy.",
         "Krystyna Wójcik"),
    ],
)
def test_an_identifier_of_a_record_or_site_is_hidden(engine: Engine, text: str,
                                                      hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"record-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Our site is on github.io, how do I add a custom domain?", "github.io"),
        ("How do I configure smtp.gmail.com in Thunderbird?", "smtp.gmail.com"),
        ("Is a cap=100 enough for the rate limiter?", "100"),
        ("Room 101 at 3pm is booked for the interview panel.", "101"),
        ("The Apollo 11 mission and Neil Armstrong: five fun facts please.", "Neil Armstrong"),
        ("What does the reference BELOW mean in this form?", "BELOW"),
        ("ERROR stripe status=402 code=card_declined, session=expired", "card_declined"),
        ("ERROR stripe status=402 code=card_declined, session=expired", "session=expired"),
        ("const res = await fetch('https://api.openai.com/v1/chat/completions', {",
         "api.openai.com"),
        ("Upgrade to Python (3.11) and Node (v20) please.", "3.11"),
    ],
)
def test_public_services_and_plain_words_stay(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"public-{hash(text)}").text
