"""Benchmark prompts: the hand-written corpus (JSON lines) and generated test sets share one shape.

Each line: {"id", "domain", "text", "direct": [{"text", "label"}], "quasi": [...], "keep": [...]}.
`direct` and `quasi` list every sensitive surface string as it appears in `text`; `keep` lists
task terms and public names that a good anonymizer leaves alone.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from hushprompt.types import DIRECT_IDENTIFIERS, QUASI_IDENTIFIERS, Label


@dataclass(frozen=True, slots=True)
class Annotation:
    text: str
    label: Label

    def __repr__(self) -> str:  # benchmark values are fake, but keep the project-wide habit
        return f"Annotation(label={self.label.value})"


@dataclass(frozen=True, slots=True)
class BenchPrompt:
    id: str
    domain: str
    text: str
    direct: tuple[Annotation, ...] = ()
    quasi: tuple[Annotation, ...] = ()
    keep: tuple[str, ...] = field(default_factory=tuple)

    @property
    def annotations(self) -> tuple[Annotation, ...]:
        return self.direct + self.quasi

    @property
    def words(self) -> int:
        return len(self.text.split())

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "domain": self.domain,
            "text": self.text,
            "direct": [{"text": a.text, "label": a.label.value} for a in self.direct],
            "quasi": [{"text": a.text, "label": a.label.value} for a in self.quasi],
            "keep": list(self.keep),
        }

    @classmethod
    def from_json(cls, record: dict[str, object]) -> BenchPrompt:
        def annotations(key: str, allowed: frozenset[Label]) -> tuple[Annotation, ...]:
            items = []
            for item in record.get(key) or []:  # type: ignore[union-attr]
                label = Label(item["label"])
                if label not in allowed:
                    raise ValueError(f"label {label.value} does not belong in '{key}'")
                items.append(Annotation(str(item["text"]), label))
            return tuple(items)

        return cls(
            id=str(record["id"]),
            domain=str(record.get("domain", "")),
            text=str(record["text"]),
            direct=annotations("direct", DIRECT_IDENTIFIERS),
            quasi=annotations("quasi", QUASI_IDENTIFIERS),
            keep=tuple(str(k) for k in record.get("keep") or []),  # type: ignore[union-attr]
        )


def default_corpus_dir() -> Path | None:
    """`tests/data/prompts` of a source checkout, if this installation has one."""
    for parent in Path(__file__).resolve().parents:
        candidate = parent / "tests" / "data" / "prompts"
        if candidate.is_dir():
            return candidate
    return None


def _jsonl_files(path: Path) -> Iterator[Path]:
    if path.is_dir():
        yield from sorted(path.glob("*.jsonl"))
    else:
        yield path


def load_prompts(paths: Iterable[Path]) -> list[BenchPrompt]:
    prompts: list[BenchPrompt] = []
    for path in paths:
        for file in _jsonl_files(Path(path)):
            for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    prompts.append(BenchPrompt.from_json(json.loads(line)))
                except (ValueError, KeyError, TypeError) as exc:
                    raise ValueError(f"{file}:{number}: not a benchmark prompt ({exc})") from exc
    return prompts


def write_prompts(prompts: Sequence[BenchPrompt], path: Path) -> None:
    lines = [json.dumps(p.to_json(), ensure_ascii=False) for p in prompts]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
