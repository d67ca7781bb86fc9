"""Native-messaging transport of the host: frames, request validation and the server loop.

`framing` reads and writes length-prefixed JSON frames, `messages` turns decoded JSON into typed
requests, `responses` turns engine results into JSON (UTF-16 offsets), `engine_worker` owns the
engine on its own thread, `netguard` blocks network access and `server` is `hushprompt-host`.
The wire contract is documented in docs/protocol.md.
"""
