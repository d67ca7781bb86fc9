"""Writes the teacher's generalization of every occupation and condition it knows to the host's
data (host/hushprompt/data/standins/generalizations.tsv), so the host gives a known job or
condition the same class stand-in the teacher gives it ("nurse" -> "healthcare worker",
"asthma" -> "a respiratory condition"), with the teacher's near-synonym filter applied
("teacher" -> "education worker": "educator" is too close).

    python models/data/export_generalizations.py   # needs the `train` extra (MiniLM)
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "models" / "data"))
sys.path.insert(0, str(ROOT / "models" / "seq2seq"))

import lexicon  # noqa: E402
from teacher import SemanticFilter, Teacher  # noqa: E402

TARGET = ROOT / "host" / "hushprompt" / "data" / "standins" / "generalizations.tsv"


def main() -> None:
    teacher = Teacher(random.Random(0), SemanticFilter())
    rows = []
    for label, terms in (("OCCUPATION", lexicon.ALL_OCCUPATIONS),
                         ("HEALTH", lexicon.ALL_CONDITIONS)):
        for term in sorted(terms):
            standin = teacher.standin(term, label, {})
            if standin:
                rows.append(f"{label}\t{term}\t{standin}")
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(
        "# label<TAB>term<TAB>its generalization, written by models/data/export_generalizations.py"
        " from the Seq2Seq teacher (models/seq2seq/teacher.py)\n" + "\n".join(rows) + "\n",
        encoding="utf-8")
    print(f"{len(rows)} generalizations -> {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
