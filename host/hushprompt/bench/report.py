"""Renders the benchmark result (the same dict `--json` prints) as a plain-text table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hushprompt.bench.latency import COLD_START_RUNS

NA = "n/a"
SIMILARITY_HINT = "n/a (pip install hushprompt[bench])"
Getter = Callable[[dict[str, Any]], float | None]


def dig(data: Any, *path: str) -> Any:
    for key in path:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def percent(value: float | None) -> str:
    return NA if value is None else f"{value * 100:.1f} %"


def ratio(a: float | None, b: float | None) -> str:
    if a is None or b is None or b == 0:
        return NA
    return f"{a / b:.2f}"


def _rate(*path: str) -> Getter:
    return lambda tool: dig(tool, *path, "rate")


def _value(*path: str) -> Getter:
    return lambda tool: dig(tool, *path)


# (row title, getter, formatter); rows are shown for every tool in `result["tools"]`.
Row = tuple[str, Getter, Callable[[float | None], str]]


def _ms(value: float | None) -> str:
    return NA if value is None else f"{value:.1f}"


def _seconds(value: float | None) -> str:
    return NA if value is None else f"{value:.2f}"


def _mb(value: float | None) -> str:
    return NA if value is None else f"{value:.0f}"


def _float(value: float | None) -> str:
    return NA if value is None else f"{value:.3f}"


def summary_rows(buckets: list[str], restore_kinds: list[str]) -> list[tuple[str, list[Row]]]:
    privacy: list[Row] = [
        ("hiding rate, direct identifiers", _rate("privacy", "hiding", "direct"), percent),
        ("hiding rate, quasi-identifiers", _rate("privacy", "hiding", "quasi"), percent),
        ("extraction attack: direct originals recovered (lower is better)",
         _rate("privacy", "extraction_attack", "recovered_direct"), percent),
        ("extraction attack: all originals recovered (lower is better)",
         _rate("privacy", "extraction_attack", "recovered"), percent),
        ("linkage attack success, 1 of 5 candidates (chance 20 %)",
         _rate("privacy", "linkage_attack", "success"), percent),
    ]
    utility: list[Row] = [
        ("over-redaction: task terms changed (lower is better)",
         _rate("utility", "over_redaction"), percent),
    ]
    for kind in restore_kinds:
        utility.append((f"restore exact: {kind.replace('_', ' ')}",
                        _rate("utility", "restore_exact", kind), percent))
    utility += [
        ("restore twice changes nothing", _rate("utility", "restore_idempotent"), percent),
        ("one stand-in per original", _rate("utility", "one_standin_per_original"), percent),
        ("same output when a prompt is repeated",
         _rate("utility", "same_output_when_repeated"), percent),
        ("semantic similarity original vs protected (MiniLM cosine)",
         _value("utility", "semantic_similarity"), _float),
    ]
    cost: list[Row] = []
    for bucket in buckets:
        for q in ("p50", "p95", "p99"):
            cost.append((f"latency {q}, {bucket} words (ms)",
                         _value("cost", "latency", "ms_by_bucket", bucket, q), _ms))
    for bucket in buckets:
        for q in ("p50", "p95"):
            cost.append((f"latency {q}, {bucket} words, send after its preview (ms)",
                         _value("cost", "latency_after_preview", "ms_by_bucket", bucket, q), _ms))
    for bucket in buckets:
        for q in ("p50", "p95"):
            cost.append((f"latency {q}, {bucket} words, preview of one more word typed (ms)",
                         _value("cost", "latency_while_typing", "ms_by_bucket", bucket, q), _ms))
    cost += [
        (f"cold start to first answer, median of {COLD_START_RUNS} (s)",
         _value("cost", "cold_start_s"), _seconds),
        ("peak resident memory (MB)", _value("cost", "peak_rss_mb"), _mb),
        ("model files (MB)", _value("cost", "model_mb"), _mb),
    ]
    return [("PRIVACY", privacy), ("UTILITY", utility), ("COST", cost)]


def render(result: dict[str, Any]) -> str:
    tools: dict[str, dict[str, Any]] = result["tools"]
    names = list(tools)
    width = 66
    col = 14
    lines: list[str] = []
    data = result.get("data", {})
    lines.append(
        f"HushPrompt bench {result.get('version', '')} - {data.get('prompts', 0)} prompts "
        f"({data.get('hand_written', 0)} hand-written in {len(data.get('domains', {}))} domains, "
        f"{data.get('generated', 0)} generated)"
    )
    header = f"{'':<{width}}" + "".join(f"{n:>{col}}" for n in names)
    if len(names) == 2:
        header += f"{'ratio':>{col}}"
    buckets = sorted({b for t in tools.values()
                      for b in (dig(t, "cost", "latency", "ms_by_bucket") or {})},
                     key=_bucket_order)
    restore_kinds = []
    for tool in tools.values():
        for kind in dig(tool, "utility", "restore_exact") or {}:
            if kind not in restore_kinds:
                restore_kinds.append(kind)
    for section, rows in summary_rows(buckets, restore_kinds):
        lines += ["", section, header]
        for title, getter, fmt in rows:
            values = [getter(tools[n]) for n in names]
            if all(v is None for v in values):
                continue
            shown = [fmt(value) for value in values]
            line = f"  {title:<{width - 2}}" + "".join(f"{v:>{col}}" for v in shown)
            if len(names) == 2:
                line += f"{ratio(values[0], values[1]):>{col}}"
            lines.append(line)
    if not _has_minilm(result):
        lines.append(f"  semantic similarity: {SIMILARITY_HINT}")
    lines += _validity_table(tools)
    lines += _per_label_table(tools)
    lines += _ablation_table(result.get("ablation"))
    lines += ["", *[f"note: {n}" for n in result.get("notes", [])]]
    return "\n".join(lines).rstrip() + "\n"


def _has_minilm(result: dict[str, Any]) -> bool:
    return any(
        dig(t, "utility", "semantic_similarity") is not None for t in result["tools"].values()
    )


def _bucket_order(name: str) -> int:
    digits = "".join(ch if ch.isdigit() else " " for ch in name).split()
    return int(digits[0]) if digits else 0


def _validity_table(tools: dict[str, dict[str, Any]]) -> list[str]:
    lines: list[str] = []
    for name, tool in tools.items():
        validity = dig(tool, "utility", "standin_validity")
        if not validity:
            continue
        lines += ["", f"STAND-IN VALIDITY ({name}; differs from the original and is valid)"]
        for label, rate in validity.items():
            counts = f"({rate['hits']}/{rate['total']})"
            lines.append(f"  {label:<20}{percent(rate['rate']):>10}   {counts}")
    return lines


def _per_label_table(tools: dict[str, dict[str, Any]]) -> list[str]:
    names = list(tools)
    labels: list[str] = []
    for tool in tools.values():
        for label in dig(tool, "privacy", "hiding", "by_label") or {}:
            if label not in labels:
                labels.append(label)
    if not labels:
        return []
    lines = ["", "HIDING RATE PER KIND" + " " * 6 + "n" + "".join(f"{n:>14}" for n in names)]
    for label in labels:
        cells = [dig(tools[n], "privacy", "hiding", "by_label", label) or {} for n in names]
        total = next((c.get("total") for c in cells if c), 0)
        lines.append(
            f"  {label:<22}{total:>5}" + "".join(f"{percent(c.get('rate')):>14}" for c in cells)
        )
    return lines


def _ablation_table(ablation: list[dict[str, Any]] | None) -> list[str]:
    if not ablation:
        return []
    lines = ["", "ABLATION (HushPrompt pipelines)",
             f"  {'pipeline':<20}{'direct':>10}{'quasi':>10}{'over-red.':>11}{'restore':>10}"
             f"{'ms/prompt':>11}  detectors"]
    for row in ablation:
        if row.get("error"):
            lines.append(f"  {row['name']:<20}{row['error']}")
            continue
        lines.append(
            f"  {row['name']:<20}{percent(row.get('direct')):>10}{percent(row.get('quasi')):>10}"
            f"{percent(row.get('over_redaction')):>11}{percent(row.get('restore')):>10}"
            f"{_ms(row.get('ms_per_prompt')):>11}  {', '.join(row.get('detectors', []))}"
        )
        if row.get("degraded"):
            lines.append(f"  {'':<20}not loaded: {', '.join(row['degraded'])}")
    return lines
