"""The `hushprompt` command line: install the native host, check it, and script the engine."""
