"""Identifiers that probes written in session 22 found missed, each with look-alikes that must
stay: links to an organisation's own hosts (a host below a domain of hyphen-joined words,
"api.tuinhuis-verhuur.nl"; famous hyphenated sites, scam look-alikes the user asks about and
public services stay), Reddit accounts, Wi-Fi network names, Chinese names written on into
the sentence, street forms of several countries, passwords on login commands and in quotes,
values written right against Chinese, Japanese or Korean words, and ages and homes said in
those languages."""

from __future__ import annotations

import pytest
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline
from hushprompt.detect.rules import rule_detector
from hushprompt.types import Label

RULES_ONLY = DetectionPipeline([rule_detector()], ContextRules())


def found_urls(text: str) -> set[str]:
    return found(text, Label.URL)


def found(text: str, label: Label) -> set[str]:
    return {f.text for f in RULES_ONLY.detect(text) if f.label is label}


@pytest.mark.parametrize(
    ("text", "link"),
    [
        ("Can you check why https://staging.kovalenko-dev.io/admin/users?id=4471 returns 403?",
         "https://staging.kovalenko-dev.io/admin/users?id=4471"),
        ("I get CORS errors calling https://api.tuinhuis-verhuur.nl/v2/bookings from my app",
         "https://api.tuinhuis-verhuur.nl/v2/bookings"),
        ("the form posts to https://forms.lakeside-dental.ca/intake but nothing arrives",
         "https://forms.lakeside-dental.ca/intake"),
        ("curl -X POST https://billing.okafor-media.ng/api/invoices -d @inv.json",
         "https://billing.okafor-media.ng/api/invoices"),
        ("Our SSO is at https://login.fjordline-consulting.no/realms/main (keycloak 24)",
         "https://login.fjordline-consulting.no/realms/main"),
        ("the preprod box https://uat.brightside-insurance.com is slow",
         "https://uat.brightside-insurance.com"),
    ],
)
def test_a_link_to_an_organisations_own_host_is_hidden(text: str, link: str) -> None:
    assert link in found_urls(text)


@pytest.mark.parametrize(
    "text",
    [
        "Summarise https://www.coca-cola.com/us/en/about-us/history for a school project",
        "Is https://www.pole-emploi.fr still the site for unemployment claims?",
        "What does https://www.schleswig-holstein.de/DE/landesregierung say about Kita fees?",
        # a scam's look-alike domain the user asks about is the question's subject
        "I got an sms with https://track.royalmail-redelivery-uk.com/pay, is it legit?",
        "Is https://login.paypal-secure-center.com/verify a phishing site?",
        "Why does https://api.stripe.com/v1/refunds return 402?",
    ],
)
def test_a_public_or_questioned_site_stays(text: str) -> None:
    assert found_urls(text) == set()


@pytest.mark.parametrize(
    ("text", "account"),
    [
        ("my reddit u/throwaway_kenji88 got banned, how do I appeal?", "throwaway_kenji88"),
        ("Someone on reddit (u/mapleleafmum) posted my photo", "mapleleafmum"),
    ],
)
def test_a_reddit_account_is_hidden(text: str, account: str) -> None:
    assert account in found(text, Label.USERNAME)


@pytest.mark.parametrize(
    "text",
    ["Lantus 20 u/day plus 4 u/meal, is that a lot?", "see r/personalfinance and u/s results"],
)
def test_units_and_subreddits_are_not_accounts(text: str) -> None:
    assert found(text, Label.USERNAME) == set()


@pytest.mark.parametrize(
    ("text", "network"),
    [
        ('wifi: SSID "Fam_Oduya_5G" pass "mangoTree2020"', "Fam_Oduya_5G"),
        ("WLAN-Name: Kowalski-Home, das Passwort habe ich geändert", "Kowalski-Home"),
        ("Our network name is 'Casa Rossi 2.4', can the neighbours see it?", "Casa Rossi 2.4"),
    ],
)
def test_a_wifi_network_name_is_hidden(text: str, network: str) -> None:
    assert network in found(text, Label.HOSTNAME)


@pytest.mark.parametrize(
    "text", ["the SSID is hidden, how do I connect?", "Which network name should a guest see?"])
def test_wifi_words_without_a_name_find_nothing(text: str) -> None:
    assert found(text, Label.HOSTNAME) == set()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("我的同事王志强总是迟到，我该怎么跟他说？", "王志强"),
        ("老师张伟让我们写一篇作文", "张伟"),
        ("我的同事李娜说她明天不来", "李娜"),
    ],
)
def test_a_chinese_name_written_on_into_the_sentence_is_hidden(text: str, name: str) -> None:
    assert name in found(text, Label.PERSON)


@pytest.mark.parametrize(
    "text", ["患者高烧不退，怎么办？", "经理高度重视这个项目", "同事们都在加班"])
def test_words_after_a_role_are_not_names(text: str) -> None:
    assert found(text, Label.PERSON) == set()


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("Ich wohne in der Mariahilfer Straße 101/3/12, 1060 Wien", "Mariahilfer Straße 101/3/12"),
        ("Neue Adresse: Lindenstraße 8/2/14", "Lindenstraße 8/2/14"),
        ("Vivo en la Calle 93 #11-26, Bogotá", "Calle 93 #11-26"),
        ("la oficina queda en la Carrera 7 No. 45-10", "Carrera 7 No. 45-10"),
        ("Saya tinggal di Jl. Sudirman No. 45, Jakarta Selatan", "Jl. Sudirman No. 45"),
        ("Our flat: 88 Queensway #04-12, Singapore 148542", "88 Queensway #04-12"),
        ("Deliver to House No. 221, Sector 15A, Chandigarh", "House No. 221, Sector 15A"),
        ("H.No. 12-3-45, Banjara Hills, Hyderabad", "H.No. 12-3-45"),
        ("住所は大阪府大阪市北区梅田3丁目1番1号です", "大阪府大阪市北区梅田3丁目1番1号"),
        ("東京都渋谷区神南1-2-3に引っ越しました", "東京都渋谷区神南1-2-3"),
    ],
)
def test_a_street_address_in_its_countrys_form_is_hidden(text: str, address: str) -> None:
    # (the postcode and town after it may join it into one span)
    assert any(address in span for span in found(text, Label.ADDRESS))


@pytest.mark.parametrize(
    "text",
    ["Read page 12, D No. 4 of the manual", "Error #04-12 from the printer",
     "the Kölner Straße is long", "Step 3 No. 45 of the form", "東京都渋谷区の2つの店"],
)
def test_numbers_near_street_words_are_not_addresses(text: str) -> None:
    assert found(text, Label.ADDRESS) == set()


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("docker login -u deploybot -p 'Zq8#LmN2pR' registry.acme.io", "Zq8#LmN2pR"),
        ("sshpass -p 'Gh7#kLm2' ssh deploy@web01", "Gh7#kLm2"),
        ("curl -u jsmith:Winter2024 https://api.example.io/v1/me", "Winter2024"),
        ('my passphrase is "correct horse battery staple"', "correct horse battery staple"),
        ("jdbc:postgresql://pg-hr.corp.example.se:5432/payroll?user=svc_payroll&password=Xq9!vT2",
         "Xq9!vT2"),
        ("DefaultEndpointsProtocol=https;AccountName=acmefiles;AccountKey=Eby8vdM02xNOcqFl"
         "qUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
         "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="),
    ],
)
def test_a_password_on_a_login_command_or_in_quotes_is_hidden(text: str, secret: str) -> None:
    assert secret in found(text, Label.SECRET)


def test_the_login_commands_user_is_hidden_and_variables_stay() -> None:
    assert "deploybot" in found("docker login -u deploybot -p 'Zq8#LmN2pR' reg.acme.io",
                                Label.USERNAME)
    assert found("docker login -u $REGISTRY_USER -p $REGISTRY_TOKEN", Label.SECRET) == set()
    assert found('the password is "too short" it says', Label.SECRET) == set()


@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("请发邮件到wang.li@163.com谢谢", Label.EMAIL, "wang.li@163.com"),
        ("連絡先はtaro.yamada@example.co.jpまで", Label.EMAIL, "taro.yamada@example.co.jp"),
        ("我的卡号是4111111111111111，请帮我查一下", Label.CREDIT_CARD, "4111111111111111"),
        ("电话号码是13812345678，谢谢", Label.PHONE, "13812345678"),
        ("電話番号は090-1234-5678です", Label.PHONE, "090-1234-5678"),
        ("010-1234-5678로 연락주세요", Label.PHONE, "010-1234-5678"),
        ("服务器IP是10.20.30.40，端口8080", Label.IP_ADDRESS, "10.20.30.40"),
        ("email me: jose.maría@correo.es", Label.EMAIL, "jose.maría@correo.es"),
    ],
)
def test_a_value_written_against_chinese_japanese_or_korean_words_is_found(
        text: str, label: Label, value: str) -> None:
    assert value in found(text, label)


def test_numbers_in_chinese_and_japanese_prose_are_not_phones() -> None:
    for text in ("第3章和第12页", "Python3.11で動かしています、バージョン2.0.1",
                 "2024年3月5日我在北京"):
        assert found(text, Label.PHONE) == set()


def test_a_german_street_named_by_a_preposition_is_hidden_before_its_postcode() -> None:
    assert any("Am Lindenhof 3" in span for span in
               found("Gisela Schönberger\nAm Lindenhof 3, 72070 Tübingen", Label.ADDRESS))
    assert found("Am Montag 3 Termine, im Jahr 2024 10000 Euro Umsatz", Label.ADDRESS) == set()


@pytest.mark.parametrize(
    ("text", "age"),
    [("私は28歳の会社員です", "28歳"), ("我今年36岁，在上海工作", "36岁"), ("我女儿三岁了", "三岁"),
     ("아들이 7살이에요", "7살")],
)
def test_an_age_in_chinese_japanese_or_korean_is_hidden(text: str, age: str) -> None:
    assert age in found(text, Label.AGE)


def test_an_age_limit_is_not_an_age() -> None:
    for text in ("3岁以下儿童免费", "20歳未満は飲酒禁止", "65세 이상 할인"):
        assert found(text, Label.AGE) == set()


@pytest.mark.parametrize(
    ("text", "place"),
    [("我住在苏州工业园区，想找个周末兼职", "苏州工业园区"), ("老家在洛阳，现在住在北京", "洛阳"),
     ("私は川崎市に住んでいます", "川崎市"), ("저는 수원에 살아요", "수원"),
     ("부산에서 살고 있어요", "부산")],
)
def test_where_the_writer_lives_in_chinese_japanese_or_korean_is_hidden(
        text: str, place: str) -> None:
    assert place in found(text, Label.LOCATION)


def test_a_kind_of_place_one_lives_in_is_not_a_town() -> None:
    for text in ("我住在一个小镇上", "我住在学校宿舍", "시골에 살아요", "우리 집에 살아요"):
        assert found(text, Label.LOCATION) == set()


# Found where a smaller NER (session 22's three-layer student) lost them on read files: values
# the rules had left to the six-layer model.
@pytest.mark.parametrize(
    ("text", "label", "value"),
    [
        ("Lp;Nazwisko i imię;Telefon rodzica;Uwagi\n1;Zielińska Maja;601 338 217;EpiPen\n"
         "2;Bąk Szymon;512 904 663;-", Label.PHONE, "601 338 217"),
        ("Date,Payee,Amount,Account\n2024-01-31,Natalia Ostrowska,-2450.00,"
         "GB47 NWBK 6011 3847 2295 16", Label.IBAN, "GB47 NWBK 6011 3847 2295 16"),
        ("op ons kantoor, Stationsplein 27, 3818 LE Amersfoort", Label.ADDRESS,
         "Stationsplein 27"),
        ("- Steuer-ID Mutter: 48 302 917 654", Label.ID_NUMBER, "48 302 917 654"),
        ("my Vueling Club no: 4471 0926 33", Label.ACCOUNT_NUMBER, "4471 0926 33"),
        ("me: Bronwyn, 45, TFN 412 876 309, school cleaner", Label.ID_NUMBER, "412 876 309"),
        ("工资卡 招商银行 6214 8357 1029 4468。现在怀孕五个月了", Label.ACCOUNT_NUMBER,
         "6214 8357 1029 4468"),
    ],
)
def test_values_the_rules_had_left_to_the_ner_are_found(
        text: str, label: Label, value: str) -> None:
    assert value in found(text, label)


def test_a_tables_account_header_is_no_label_of_the_first_rows_date() -> None:
    text = "Date,Payee,Amount,Account\n2024-01-31,Natalia Ostrowska,-2450.00,GB47 NWBK 6011 3847"
    assert "2024-01-31" not in found(text, Label.ACCOUNT_NUMBER)
    assert "12345678" in found("Account number:\n12345678", Label.ACCOUNT_NUMBER)
