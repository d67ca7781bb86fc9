"""`python -m hushprompt.cli` runs the CLI without relying on the console script being on PATH."""

from hushprompt.cli.main import main

raise SystemExit(main())
