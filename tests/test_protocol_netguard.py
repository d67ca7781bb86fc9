"""The host's network guard, in a fresh interpreter so this test process keeps its sockets."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import socket, urllib.request
    from hushprompt.protocol.netguard import NetworkBlockedError, block_network, network_blocked

    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    block_network()
    assert network_blocked()
    results = []
    for attempt in (
        lambda: socket.create_connection(("127.0.0.1", port), timeout=1),
        lambda: socket.socket().connect(("127.0.0.1", port)),
        lambda: socket.socket().connect_ex(("127.0.0.1", port)),
        lambda: socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b"x", ("127.0.0.1", 53)),
        lambda: socket.getaddrinfo("example.com", 443),
        lambda: urllib.request.urlopen("http://127.0.0.1:%d/" % port, timeout=1),
    ):
        try:
            attempt()
            results.append("connected")
        except NetworkBlockedError:
            results.append("blocked")
        except OSError as exc:  # urllib wraps the error
            results.append("blocked" if isinstance(exc.__context__ or exc.args[0],
                                                   NetworkBlockedError) or
                           "disabled" in str(exc) else "other")
    import os, tempfile  # a unix-domain connect, as keyring's D-Bus client makes, still works
    path = os.path.join(tempfile.mkdtemp(), "bus")
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(path)
    listener.listen(1)
    client = socket.socket(socket.AF_UNIX)
    client.connect(path)
    peer, _ = listener.accept()
    client.sendall(b"ok")
    results.append(peer.recv(2).decode())
    print(",".join(results))
    """
)


def test_network_is_blocked_but_unix_sockets_work():
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ",".join(["blocked"] * 6 + ["ok"])
