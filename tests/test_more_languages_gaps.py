"""Gaps of the read held-out files fixed by category in session 21. Jobs: "I work as" with
words between and in Nordic, Romanian, Slavic and Tagalog forms, "I am" in those languages and
in Hindi-English, job fields in Russian and Nordic forms, Chinese and Japanese titles after a
department, a second cue after a first one that named no job. Places: birthplace fields in
more languages, a Russian town after "г.", Vietnamese "em ở". Ages: a list's person with a bare
age between commas. Schools by their letters after a degree; a given name after a verb that
addresses someone ("loop in Farah"). The NER's own spans: a name it is sure of at a sentence's
start, a condition written with its notation ("herniated disc (L4-L5)",
"gestational_diabetes"), injuries of the back and bones. Each has look-alikes that stay."""

from __future__ import annotations

import pytest
from hushprompt.engine import Engine


def _protected(engine: Engine, text: str) -> str:
    return engine.anonymize(text, f"jobs-{abs(hash(text))}").text


HIDDEN = [
    ("Trabalho meio período como atendente numa padaria pra ajudar em casa.", ["atendente"]),
    ("Lucrez ca asistentă medicală la spitalul județean de zece ani.", ["asistentă"]),
    ("Jag jobbar som barnmorska på sjukhuset och har mycket nattskift.", ["barnmorska"]),
    ("Jeg er sykepleier og jobber turnus, så jeg trenger hjelp med en søknad.", ["sykepleier"]),
    ("vi flyttade hit 1998, jag var lärare på skolan innan jag gick i pension", ["lärare"]),
    ("En septiembre voy a empezar como investigadora en un instituto de Madrid.",
     ["investigadora"]),
    ("J'ai signé un CDI à Lyon comme infirmier en réanimation, je dois donner mon préavis.",
     ["infirmier"]),
    ("Ich arbeite seit 2019 als Lagerist in Bremen und will kündigen.", ["Lagerist"]),
    ("umowa zlecenie, praca jako recepcjonistka na nocnej zmianie", ["recepcjonistka"]),
    ("Ich bin Lohnbuchhalterin und brauche Hilfe mit einer Excel-Formel.",
     ["Lohnbuchhalterin"]),
    ("mon psychiatre recommande une reprise à mi-temps thérapeutique", ["psychiatre"]),
    ("Main software testing lead hoon ek badi company mein, salary slip check karo.",
     ["software testing lead"]),
    ("mimi ni fundi wa nywele hapa mjini, biashara imeshuka sana", ["fundi"]),
    ("Tengo una hija de 9 años y su CURP es MAGJ900101HDFRRN09. Yo soy maestra y no me alcanza.",
     ["maestra"]),
    ("ФИО: Смирнова Ольга Петровна\nДолжность: старший бухгалтер\nОтдел: финансы",
     ["старший бухгалтер"]),
    ("我是张敏，上海某科技有限公司市场部的品牌经理，想写一封辞职信。", ["品牌经理"]),
    ("上司は営業三課の課長で、毎日残業を頼んできます。", ["課長"]),
    ("-- 测试数据：员工 刘洋 工号 BJ2024001，北京分公司，职位 高级运维工程师\n",
     ["高级运维工程师"]),
    # places
    ("Сотрудник: Иванов Пётр\nАдрес: ул. Ленина 5, г. Архангельск\n", ["Архангельск"]),
    ("Nama: Dewi Lestari\nTempat/Tgl lahir: Semarang, 02-11-1991\nAgama: Islam", ["Semarang"]),
    ("Doğum yeri: Trabzon\nMedeni hali: evli", ["Trabzon"]),
    ("chào bác sĩ, em ở Quận 3, con em bị sốt từ hôm qua", ["Quận 3"]),
    # ages
    ("Bewerber:\n1) Katharina Vogel, 38, Erzieherin, Nichtraucherin\n2) Jonas Berg, 29, Student",
     ["38", "29"]),
    ("Client: Jordan Ikeda-Baptiste (they/them), 26, grad student, self-referred", ["26"]),
    # the NER's names at a sentence's start or after a title, its conditions with notation
    ("Can you check the drawings at 1180 Industrial Pkwy before we send to the city? Olu needs "
     "them for the permit.", ["Olu"]),
    ("Sick note for 14 days. It's for surgery on a herniated disc (L4-L5). My manager knows.",
     ["herniated disc"]),
    ("patient_profile:\n  name: Lea Braun\n  condition: gestational_diabetes\n",
     ["gestational_diabetes"]),
    # injuries of the back and bones, pregnancy in Polish
    ("Please tell my landlord I can't carry boxes: I have a herniated disc since March.",
     ["herniated disc"]),
    ("Jestem w 6 miesiącu ciąży, a szef każe mi dźwigać kartony. Co mogę zrobić?", ["ciąży"]),
    # a school said by its letters after a degree
    ("Please polish this: she completed her BSc in Physics at KAIST in 2022, top of her class.",
     ["KAIST"]),
    ("I'm moving to Amsterdam in August for my master's at UvA and need a room.", ["UvA"]),
    # a given name after a verb that addresses someone
    ("The client wants the SOW by Friday EOD Oslo time. Can you loop in Farah for the pricing "
     "tab, she knows the rates.", ["Farah"]),
]

KEPT = [
    ("The script works fine as expected on my laptop.", ["expected"]),
    ("I work from home as much as I can these days.", ["much"]),
    ("Voy a empezar como siempre con un resumen del libro.", ["siempre"]),
    ("Hon bor i en stad som heter Malmö och älskar havet.", ["stad"]),
    ("main ghar pe hoon abhi, baad mein call karta hoon", ["ghar"]),
    ("我想成为一名产品经理，需要学习哪些技能？", ["产品经理"]),
    ("公司的经理制度应该怎么设计？", ["经理制度"]),
    ("Wie funktioniert das Werk als Ganzes? Erkläre die Mechanik einer Uhr.", ["Ganzes"]),
    ("Ở đây có gì vui không? Gợi ý cho tôi vài hoạt động cuối tuần.", ["đây"]),
    ("Explain fracture mechanics simply for my materials science exam.", ["fracture"]),
    ("What is the best way to get a PhD at MIT? Any tips?", ["MIT"]),
    ("I emailed Google support and called Microsoft twice, what now?", ["Google", "Microsoft"]),
    ("What is the usual recovery time after a herniated disc operation?", ["herniated disc"]),
]


@pytest.mark.parametrize(("text", "values"), HIDDEN, ids=[case[0][:40] for case in HIDDEN])
def test_private_values_are_hidden(engine: Engine, text: str, values: list[str]) -> None:
    protected = _protected(engine, text)
    for value in values:
        assert value not in protected


@pytest.mark.parametrize(("text", "terms"), KEPT, ids=[case[0][:40] for case in KEPT])
def test_look_alikes_stay(engine: Engine, text: str, terms: list[str]) -> None:
    protected = _protected(engine, text)
    for term in terms:
        assert term in protected


@pytest.mark.parametrize(("text", "span", "kept"), [
    ("o atestado (CID F32.1) excede o limite", "F32.1", True),
    ("surgery on a herniated disc (L5-S1) next week", "herniated disc (L5-S1)", True),
    ("admitted at 14/40 gestation with vomiting", "14/40 gestation", True),
    ("  condition: gestational_diabetes\n", "gestational_diabetes", True),
    ("see the config.yaml file", "config.yaml", False),
    ("  plan: premium_yearly\n", "premium_yearly", False),
])
def test_a_conditions_notation_is_no_code(text: str, span: str, kept: bool) -> None:
    from hushprompt.models.span_checks import plausible
    from hushprompt.types import Finding, Label

    start = text.index(span)
    found = Finding(start, start + len(span), Label.HEALTH, "onnx-ner", 0.95, span)
    assert plausible(text, found) is kept


@pytest.mark.parametrize(("text", "span"), [
    ("I use it for my back (I have a herniated disc at L4-L5) so this is urgent.",
     "herniated disc at L4-L5"),
    ("Can you tell the coach my son has a broken wrist from football?", "broken wrist"),
])
def test_an_unsure_ner_injury_said_of_someone_stays_hidden(text: str, span: str) -> None:
    from hushprompt.detect.context import ContextRules
    from hushprompt.types import Finding, Label

    start = text.index(span)
    unsure = Finding(start, start + len(span), Label.HEALTH, "onnx-ner", 0.8, span)
    assert ContextRules().filter(text, [unsure]) == [unsure]
