"""Fixed identities shared by the host, its manifests and the extension."""

NATIVE_HOST_NAME = "com.hushprompt.host"
# Chrome extension ID derived from the public "key" in extension/manifest.json
# (first 32 hex chars of SHA-256 of the DER public key, 0-f mapped to a-p).
CHROME_EXTENSION_ID = "bkfkapiehgmnbkkkeajoindonbidjejb"
# browser_specific_settings.gecko.id in extension/manifest.json
GECKO_EXTENSION_ID = "hushprompt@hushprompt.org"
