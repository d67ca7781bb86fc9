"""An injury, an operation or a leave said of someone is hidden ("Kev is off with his shoulder
again", "me lesioné la rodilla", "fui operado", "estive de baixa 5 semanas", "she's on stress
leave"); an injury's stand-in keeps its words and swaps the body part, so the sentence still
reads. A question about an injury or a leave in general stays."""

from __future__ import annotations

import pytest
from hushprompt.detect.rules_injuries import is_injury
from hushprompt.engine import Engine
from hushprompt.standins.injuries import BODY_EN, BODY_ES


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("Kev is off with his shoulder again. Don't message me.", "shoulder"),
        ("partner Wiremu is a sparky but hurt his shoulder at work in Jan.", "hurt his shoulder"),
        ("Che, me lesioné la rodilla jugando al fútbol con los del club.", "rodilla"),
        ("No dia 6 caí nas escadas e parti o pulso esquerdo, fui operado na clínica.", "pulso"),
        ("No dia 6 caí nas escadas e parti o pulso esquerdo, fui operado na clínica.", "operado"),
        ("Sou professor primário e estive de baixa 5 semanas.", "baixa"),
        ("covering for Niamh while she's on stress leave", "stress leave"),
        ("Also Harriet's on maternity pay at the moment.", "maternity pay"),
        ("Mama ma 66 lat i jest po udarze, więc ja to wszystko załatwiam.", "po udarze"),
        ("ela tá acamada Rafael, não dá.", "acamada"),
        ("Чи треба ще ЄСВ платити, якщо я у декретній відпустці з грудня?", "декретній"),
    ],
)
def test_an_injury_operation_or_leave_of_someone_is_hidden(engine: Engine, text: str,
                                                          hidden: str) -> None:
    assert hidden not in engine.anonymize(text, f"injury-{hash(text)}").text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("How long does a broken wrist take to heal?", "broken wrist"),
        ("What is maternity pay in the UK and who qualifies?", "maternity pay"),
        ("How long is stress leave usually in Ireland?", "stress leave"),
        ("¿Cuánto tarda en curarse una rodilla lesionada?", "rodilla"),
    ],
)
def test_an_injury_or_leave_in_general_stays(engine: Engine, text: str, kept: str) -> None:
    assert kept in engine.anonymize(text, f"general-injury-{hash(text)}").text


def test_an_injury_becomes_another_body_part_in_the_same_words(engine: Engine) -> None:
    text = "Kev is off with his shoulder again, can you redo the rota?"
    out = engine.anonymize(text, "injury-standin-en").text
    assert out.startswith("Kev is off with his ") or "is off with his " in out
    part = out.split("off with his ", 1)[1].split()[0].rstrip(",")
    assert part in BODY_EN and part != "shoulder"
    spanish = engine.anonymize("Che, me lesioné la rodilla jugando al fútbol.", "injury-es").text
    swapped = spanish.split("me lesioné ", 1)[1].split()
    assert swapped[1] in BODY_ES and swapped[1] != "rodilla" and swapped[0] == BODY_ES[swapped[1]]


def test_an_injury_phrase_is_recognised_whole() -> None:
    assert is_injury("hurt his shoulder")
    assert is_injury("parti o pulso esquerdo")
    assert not is_injury("a broken wrist")
