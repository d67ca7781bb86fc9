#!/usr/bin/env bash
# One-command set-up of HushPrompt on this machine (safe to run again):
#   1. installs the Python host from this checkout (editable, so `git pull` updates it),
#   2. registers the native-messaging host with every supported browser found here,
#   3. says where the unpacked extension is and how to load it,
#   4. runs `hushprompt doctor` to check that a browser can reach a working host.
# Environment: PYTHON=/path/to/python3 to choose the interpreter (default: python3, or the
# virtual environment that is active). Where the system Python refuses `pip install` (PEP 668,
# e.g. Debian and Ubuntu), a virtual environment is created in .venv and used instead.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$repo"

python="${PYTHON:-python3}"
if ! command -v "$python" >/dev/null 2>&1; then
  echo "install.sh: $python not found; install Python 3.11 or newer (or set PYTHON=...)" >&2
  exit 1
fi
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "install.sh: HushPrompt needs Python 3.11 or newer; $python is $("$python" -V 2>&1)" >&2
  exit 1
fi

# PEP 668: a distribution's Python marks itself "externally managed" and pip refuses to install
# into it. Use (or create) .venv in that case; an active virtual environment is used as is.
externally_managed="$("$python" - <<'EOF'
import os, sys, sysconfig
in_venv = sys.prefix != sys.base_prefix
marker = os.path.join(sysconfig.get_paths()["stdlib"], "EXTERNALLY-MANAGED")
print("yes" if not in_venv and os.path.exists(marker) else "no")
EOF
)"
reuse_venv=no  # a .venv from an earlier run, unless the user chose an interpreter or a venv
if [[ -x "$repo/.venv/bin/python" && -z "${PYTHON:-}" && -z "${VIRTUAL_ENV:-}" ]]; then
  reuse_venv=yes
fi
if [[ "$externally_managed" == "yes" || "$reuse_venv" == "yes" ]]; then
  if [[ ! -x "$repo/.venv/bin/python" ]]; then
    echo "==> $python is managed by the system; creating a virtual environment in .venv"
    "$python" -m venv "$repo/.venv"
  fi
  python="$repo/.venv/bin/python"
fi

echo "==> Installing the HushPrompt host with $("$python" -c 'import sys; print(sys.executable)')"
"$python" -m pip install --disable-pip-version-check -e "$repo"
# An editable install leaves the host's bytecode to its first run, and none is ever written
# where PYTHONDONTWRITEBYTECODE is set: every cold start would then compile the host's modules
# again (~0.15 s of the first answer on two cores). Written once here instead.
"$python" -m compileall -q "$repo/host/hushprompt" >/dev/null
# The same for the rules' regular expressions: their compiled form is kept beside the bytecode
# (host/hushprompt/regex_cache.py; ~0.3 s of the first answer).
"$python" -m hushprompt.regex_cache 2>/dev/null || echo "    (the rules' compiled patterns could not be kept; the host still works)"

echo
echo "==> Registering the native-messaging host with the browsers found on this machine"
"$python" -m hushprompt.cli install

extension="$repo/extension"
cat <<EOF

==> The extension needs no build step; load it unpacked from:
      $extension
    Chrome, Chromium, Edge, Brave: open chrome://extensions (edge://extensions,
      brave://extensions), switch on "Developer mode", click "Load unpacked", choose the folder.
    Firefox: open about:debugging#/runtime/this-firefox, click "Load Temporary Add-on...",
      choose $extension/manifest.json (it stays until Firefox restarts).
EOF
if [[ "$python" == "$repo/.venv/bin/python" ]]; then
  echo "    The hushprompt command is in .venv: run \`. .venv/bin/activate\` first."
fi

echo
echo "==> Checking the installation (hushprompt doctor)"
"$python" -m hushprompt.cli doctor
