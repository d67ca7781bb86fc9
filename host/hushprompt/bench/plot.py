"""`--plot out.png`: latency against prompt length and hiding rate per kind, for every tool."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hushprompt.types import DIRECT_IDENTIFIERS, Label

COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd")


def write_plot(result: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")  # no display needed; must precede pyplot
    import matplotlib.pyplot as plt
    from matplotlib.ticker import ScalarFormatter

    tools: dict[str, dict[str, Any]] = result["tools"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(14, 6), gridspec_kw={"width_ratios": [1, 1.4]})

    for color, (name, tool) in zip(COLORS, tools.items(), strict=False):
        samples = (tool.get("cost") or {}).get("latency", {}).get("samples") or []
        if not samples:
            continue
        words = [w for w, _ in samples]
        millis = [ms for _, ms in samples]
        where = (tool.get("cost") or {}).get("measured", "")
        left.scatter(words, millis, s=12, alpha=0.55, color=color, label=f"{name} {where}".strip())
    if not left.collections:
        left.text(0.5, 0.5, "latency not measured (--no-latency)", ha="center",
                  transform=left.transAxes)
    left.set_xlabel("prompt length (words)")
    left.set_ylabel("anonymize latency (ms)")
    left.set_yscale("log")
    left.yaxis.set_major_formatter(ScalarFormatter())
    left.set_title("Latency against prompt length")
    left.grid(True, which="both", alpha=0.3)
    if left.collections:
        left.legend(loc="upper left", fontsize=9)

    labels: list[str] = []
    for tool in tools.values():
        for label in tool["privacy"]["hiding"]["by_label"]:
            if label not in labels:
                labels.append(label)
    groups = ["direct", "quasi"]
    direct_labels = sorted(x for x in labels if Label(x) in DIRECT_IDENTIFIERS)
    quasi_labels = sorted(x for x in labels if Label(x) not in DIRECT_IDENTIFIERS)
    categories = [*groups, *direct_labels, *quasi_labels]
    width = 0.8 / max(1, len(tools))
    for index, (color, (name, tool)) in enumerate(zip(COLORS, tools.items(), strict=False)):
        hiding = tool["privacy"]["hiding"]
        values = []
        for category in categories:
            cell = hiding.get(category) if category in groups else hiding["by_label"].get(category)
            rate = (cell or {}).get("rate")
            values.append(0.0 if rate is None else rate * 100)
        positions = [i + (index - (len(tools) - 1) / 2) * width for i in range(len(categories))]
        right.bar(positions, values, width=width, color=color, label=name)
    right.set_xticks(range(len(categories)))
    right.set_xticklabels([c.upper() if c in groups else c for c in categories],
                          rotation=60, ha="right", fontsize=8)
    right.axvline(1.5, color="grey", linewidth=0.8)
    right.axvline(1.5 + len(direct_labels), color="grey", linewidth=0.8, linestyle=":")
    right.set_ylim(0, 119)
    right.set_ylabel("hiding rate (%)")
    right.set_title("Hiding rate per kind (DIRECT / QUASI: whole group; then direct kinds | "
                    "quasi kinds)", fontsize=10)
    right.grid(True, axis="y", alpha=0.3)
    right.legend(loc="upper center", ncol=len(tools), fontsize=9)

    fig.suptitle(f"hushprompt bench - {result.get('data', {}).get('prompts', 0)} prompts")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
