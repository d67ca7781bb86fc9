"""`hushprompt` command line entry point (argparse sub-commands)."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path

from hushprompt import __version__, ids
from hushprompt.cli import browsers as browser_registry
from hushprompt.cli.browsers import Family

ALL = "all"
# Sub-commands whose code lives in other packages; they parse their own arguments.
DELEGATED = {
    "bench": ("hushprompt.bench.cli", "measure privacy, restore rate, latency and memory"),
    "demo": ("hushprompt.demo.cli", "show HushPrompt on sample prompts"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hushprompt",
        description="Keeps names, contacts, IDs and secrets out of chatbot prompts.",
    )
    parser.add_argument("--version", action="version", version=f"hushprompt {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    browser_choices = [*browser_registry.BROWSER_KEYS, ALL]

    install = commands.add_parser(
        "install", help="register the native host with browsers",
        description="Register the native host. Without --browser: every browser found here.",
    )
    install.add_argument("--browser", choices=browser_choices, action="append",
                         help="browser to register for (repeatable; default: those installed)")
    install.add_argument("--user-data-dir", type=Path, metavar="DIR",
                         help="register for a Chromium-family browser run with --user-data-dir=DIR")

    uninstall = commands.add_parser("uninstall", help="remove the native host registration")
    uninstall.add_argument("--browser", choices=browser_choices, action="append",
                           help="browser to unregister (repeatable; default: all)")
    uninstall.add_argument("--user-data-dir", type=Path, metavar="DIR",
                           help="remove the registration written for --user-data-dir=DIR")

    doctor = commands.add_parser("doctor", help="check browsers, manifests, host, models, vault")
    doctor.add_argument("--json", action="store_true", help="print the report as JSON")
    doctor.add_argument("--timeout", type=float, default=30.0, metavar="SECONDS",
                        help="how long to wait for the host to answer and load (default 30)")

    anonymize = commands.add_parser(
        "anonymize", help="protect the text on stdin; prints JSON like the protocol response")
    anonymize.add_argument("--conversation", required=True, metavar="ID")
    anonymize.add_argument("--policy", metavar="JSON",
                           help='e.g. \'{"style": "label", "kinds": ["PERSON", "EMAIL"]}\'')
    anonymize.add_argument("--site", metavar="ORIGIN")
    anonymize.add_argument("--preview", action="store_true",
                           help="show what would be replaced without storing anything")

    restore = commands.add_parser("restore", help="put the originals back into the text on stdin")
    restore.add_argument("--conversation", required=True, metavar="ID")

    forget = commands.add_parser("forget", help="delete stored mappings")
    which = forget.add_mutually_exclusive_group(required=True)
    which.add_argument("--conversation", metavar="ID")
    which.add_argument("--all", action="store_true")

    for name, (_, help_text) in DELEGATED.items():
        commands.add_parser(name, help=help_text, add_help=False)
    return parser


def selected_browsers(choice: list[str] | None) -> list[browser_registry.Browser] | None:
    """Browsers named on the command line; None when none were named."""
    if not choice:
        return None
    if ALL in choice:
        return list(browser_registry.BROWSERS)
    return [browser_registry.by_key(key) for key in dict.fromkeys(choice)]


def run_install(args: argparse.Namespace) -> int:
    from hushprompt.cli import install

    if args.user_data_dir is not None:
        if any(b.family is Family.FIREFOX for b in selected_browsers(args.browser) or []):
            print("--user-data-dir is for Chromium-family browsers only", file=sys.stderr)
            return 2
        done = install.install_user_data_dir(args.user_data_dir)
        print(f"Registered {ids.NATIVE_HOST_NAME} for --user-data-dir={args.user_data_dir}:")
        print(f"  {done.manifest}")
        print(f"Launcher: {install.launcher_path()}")
        return 0
    chosen = selected_browsers(args.browser)
    if chosen is None:
        found = browser_registry.installed_browsers()
        chosen = [browser for browser, _ in found]
        if not chosen:  # not an error: the launcher is written and doctor can still check it
            install.write_launcher()
            print("No supported browser found (looked for Chrome, Chromium, Edge, Brave and "
                  "Firefox); nothing registered.")
            print("Register for one anyway with `hushprompt install --browser KEY` "
                  f"({', '.join(browser_registry.BROWSER_KEYS)}).")
            return 0
    registrations = install.install(chosen)
    print(f"Registered {ids.NATIVE_HOST_NAME} for:")
    for browser, registration in zip(chosen, registrations, strict=True):
        print(f"  {browser.display:<15} {registration.manifest}")
    print(f"Launcher: {install.launcher_path()} (runs {sys.executable})")
    others = [b.key for b in browser_registry.BROWSERS if b not in chosen]
    if others:
        print(f"Other browsers: `hushprompt install --browser KEY`, KEY in {', '.join(others)}.")
    return 0


def run_uninstall(args: argparse.Namespace) -> int:
    from hushprompt.cli import install

    chosen = selected_browsers(args.browser)
    if chosen is None:
        chosen = [] if args.user_data_dir is not None else list(browser_registry.BROWSERS)
    removed = install.uninstall(chosen, user_data_dir=args.user_data_dir)
    if removed:
        print("Removed:")
        for path in removed:
            print(f"  {path}")
    else:
        print("Nothing to remove: no HushPrompt host manifest was registered there.")
    return 0


def run_delegated(name: str, argv: list[str]) -> int:
    module_name = DELEGATED[name][0]
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        print(f"hushprompt {name} is not available in this installation "
              f"({module_name} could not be imported: {exc.__class__.__name__}).", file=sys.stderr)
        return 2
    result = module.main(argv)
    return int(result or 0)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] in DELEGATED:  # their own parsers read the rest
        return run_delegated(args_list[0], args_list[1:])
    args = build_parser().parse_args(args_list)
    if args.command == "install":
        return run_install(args)
    if args.command == "uninstall":
        return run_uninstall(args)
    if args.command == "doctor":
        from hushprompt.cli import doctor

        return doctor.main(as_json=args.json, timeout=args.timeout)

    from hushprompt.cli import scripting

    if args.command == "anonymize":
        return scripting.run("anonymize", conversation=args.conversation, policy=args.policy,
                             preview=args.preview, site=args.site)
    if args.command == "restore":
        return scripting.run("restore", conversation=args.conversation)
    return scripting.run("forget", conversation=None if args.all else args.conversation)


if __name__ == "__main__":
    raise SystemExit(main())
