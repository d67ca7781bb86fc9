"""`hushprompt demo`: serve a local chat page that behaves like ChatGPT and open Chromium on it
with the HushPrompt extension loaded and the host registered, in a throwaway profile.

The extension only runs on the chat sites it knows, so the demo profile maps the name
chatgpt.com to this computer (Chromium's --host-resolver-rules) and the page is served over HTTPS
with a self-signed certificate made on the spot. Nothing in the demo profile reaches the network.
"""

from __future__ import annotations

import argparse
import datetime as dt
import http.server
import json
import os
import shutil
import ssl
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from hushprompt.ids import CHROME_EXTENSION_ID, NATIVE_HOST_NAME

STATIC = Path(__file__).with_name("static")
DEMO_HOST = "chatgpt.com"
BROWSERS = ("/usr/lib/chromium/chromium", "chromium", "chromium-browser",
            "/Applications/Chromium.app/Contents/MacOS/Chromium")


def find_extension_dir() -> Path | None:
    """The unpacked extension of a source checkout (repo/extension next to repo/host)."""
    candidate = Path(__file__).resolve().parents[3] / "extension"
    return candidate if (candidate / "manifest.json").is_file() else None


def find_chromium() -> str | None:
    for name in BROWSERS:
        found = shutil.which(name) or (name if Path(name).is_file() else None)
        if found:
            return found
    return None


def make_certificate(directory: Path) -> tuple[Path, Path]:
    """A one-day self-signed certificate for the demo host name (cryptography, no openssl CLI)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, DEMO_HOST)])
    now = dt.datetime.now(dt.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - dt.timedelta(minutes=5))
            .not_valid_after(now + dt.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.DNSName(DEMO_HOST)]), critical=False)
            .sign(key, hashes.SHA256()))
    key_path, cert_path = directory / "key.pem", directory / "cert.pem"
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return cert_path, key_path


class DemoHandler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, directory=str(STATIC), **kwargs)  # type: ignore[arg-type]

    def do_GET(self) -> None:  # every chat path (/, /c/<id>) shows the chat page
        if not self.path.startswith("/replica.js"):
            self.path = "/index.html"
        super().do_GET()

    def do_POST(self) -> None:  # the page reports what it "sent"; the demo keeps nothing
        self.rfile.read(int(self.headers.get("content-length") or 0))
        self.send_response(204)
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - keep prompts out
        return


def serve(port: int, workdir: Path) -> http.server.ThreadingHTTPServer:
    cert, key = make_certificate(workdir)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), DemoHandler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def register_host(profile: Path, workdir: Path) -> None:
    launcher = workdir / "hushprompt-host.sh"
    launcher.write_text(f'#!/bin/sh\nexec "{sys.executable}" -c "import sys; '
                        f'from hushprompt.protocol.server import main; main(sys.argv[1:])" "$@"\n')
    launcher.chmod(0o755)
    hosts = profile / "NativeMessagingHosts"
    hosts.mkdir(parents=True, exist_ok=True)
    (hosts / f"{NATIVE_HOST_NAME}.json").write_text(json.dumps({
        "name": NATIVE_HOST_NAME, "description": "HushPrompt (demo)", "path": str(launcher),
        "type": "stdio", "allowed_origins": [f"chrome-extension://{CHROME_EXTENSION_ID}/"],
    }))


def browser_args(extension: Path, profile: Path, url: str) -> list[str]:
    return [f"--user-data-dir={profile}", f"--disable-extensions-except={extension}",
            f"--load-extension={extension}",
            f"--host-resolver-rules=MAP {DEMO_HOST} 127.0.0.1, MAP * ~NOTFOUND",
            "--ignore-certificate-errors", "--no-first-run", "--no-default-browser-check",
            "--disable-background-networking", "--disable-sync", url]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hushprompt demo", description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=0, help="local port (default: any free one)")
    parser.add_argument("--no-browser", action="store_true", help="print how to open it instead")
    args = parser.parse_args(argv)

    extension = find_extension_dir()
    workdir = Path(tempfile.mkdtemp(prefix="hushprompt-demo-"))
    profile = workdir / "profile"
    server = serve(args.port, workdir)
    url = f"https://{DEMO_HOST}:{server.server_address[1]}/"
    chromium = find_chromium()
    if extension is None:
        print("The unpacked extension was not found (run the demo from a source checkout).")
        return 1
    register_host(profile, workdir)
    command = [chromium or "chromium", *browser_args(extension, profile, url)]
    print(f"HushPrompt demo chat page: {url} (served on 127.0.0.1 only)")
    if args.no_browser or chromium is None:
        if chromium is None:
            print("Chromium was not found. Install it, then run:")
        else:
            print("Open it with:")
        print("  " + subprocess.list2cmdline(command))
    else:
        print("Opening Chromium with HushPrompt loaded (a throwaway profile). Ctrl+C to stop.")
        subprocess.Popen(command, env={**os.environ, "HUSHPROMPT_KEYRING": "0",
                                       "HUSHPROMPT_HOME": str(workdir / "home")},
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
