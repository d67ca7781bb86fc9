#!/usr/bin/env bash
# Runs every HushPrompt test on a fresh machine: installs what the tests need, then lint,
# the extension's unit tests, and pytest (host unit, protocol, property, vault, model,
# quality-corpus and browser end-to-end tests).
set -euo pipefail
cd "$(dirname "$0")"

log() { printf '\n== %s\n' "$*"; }

log "Python package and test tools"
python3 -m pip install --quiet --disable-pip-version-check -e ".[test]"

if ! command -v chromium >/dev/null 2>&1 || ! command -v firefox-esr >/dev/null 2>&1; then
  log "Browsers for end-to-end tests (Debian chromium, firefox-esr)"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium firefox-esr >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium firefox-esr >/dev/null
  fi
fi

if [ -f package-lock.json ]; then
  log "Node test tools"
  npm ci --no-audit --no-fund --loglevel=error
fi

log "Lint"
python3 -m ruff check host tests models

if [ -f package.json ]; then
  log "Extension unit tests"
  npm test --silent
fi

log "pytest"
python3 -m pytest -q "$@"
