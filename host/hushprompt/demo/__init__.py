"""`hushprompt demo`: a local ChatGPT-like page to try the extension without an account."""
