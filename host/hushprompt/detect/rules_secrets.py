"""Secrets: API keys and tokens with known formats, private keys, credentials in connection
strings, config files, code, HTTP headers and command lines."""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import RegexRule, line_context
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_END = r"(?![A-Za-z0-9_\-])"
_START = r"(?<![A-Za-z0-9_\-])"


def _token(name: str, pattern: str, score: float = 0.99) -> RegexRule:
    return RegexRule(f"secret:{name}", Label.SECRET, re.compile(_START + pattern + _END), score)


TOKEN_RULES = (
    _token("anthropic", r"sk-ant-(?:api|admin|oat|sid)\d{2}-[A-Za-z0-9_\-]{20,}"),
    _token("openai", r"sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,}"),
    _token("aws_access_key_id", r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}"),
    _token("github", r"(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})"),
    _token("gitlab", r"glpat-[A-Za-z0-9_\-]{20,}"),
    _token("slack", r"xox[abposre]-[A-Za-z0-9\-]{10,}"),
    _token("slack_webhook", r"https://hooks\.slack\.com/services/[A-Za-z0-9/_\-]+"),
    _token("stripe", r"(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{20,}"),
    _token("google_api_key", r"AIza[0-9A-Za-z_\-]{35}"),
    _token("google_oauth", r"ya29\.[0-9A-Za-z_\-]{20,}"),
    _token("huggingface", r"hf_[A-Za-z0-9]{30,}"),
    _token("npm", r"npm_[A-Za-z0-9]{36}"),
    _token("sendgrid", r"SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"),
    _token("twilio", r"SK[0-9a-fA-F]{32}"),
    # (a Twilio account's SID pairs with its token: "twilio_sid: AC7f3e91…")
    _token("twilio_account", r"AC[0-9a-f]{32}"),
    _token("jwt", r"eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}", 0.97),
)

PRIVATE_KEY = RegexRule(
    "secret:private_key",
    Label.SECRET,
    compile_rule(
        r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"
        r"(?:[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|[\s\S]*\Z)"
    ),
    0.99,
)

# scheme://user:password@host -> the password (the user name is a USERNAME finding)
CONNECTION_STRING = compile_rule(
    r"\b[A-Za-z][A-Za-z0-9+.\-]*://(?P<user>[^\s:/@'\"]*):(?P<pw>[^\s'\"]+)@(?P<host>[^\s/:?#'\",;@]+)"
)
_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "0.0.0.0", "::1", "host", "hostname"})
_GENERIC_USERS = frozenset(
    {
        "root", "admin", "administrator", "postgres", "www-data", "nobody", "ubuntu", "ec2-user",
        "user", "username", "guest", "test", "sa", "mysql", "daemon", "git", "default", "oauth2",
        "x-access-token", "apikey", "token", "myuser", "dbuser", "app", "service",
    }
)
_PLACEHOLDER = compile_rule(
    r"(?i)^(?:\*+|x+|\.{3}|…|<[^>]*>|\[[^\]]*\]|\{[^}]*\}|\$\{?[A-Za-z_][\w]*\}?|%\(?\w*\)?s?|"
    r"password|pass|passwd|secret|token|your[_\-]?\w*|changeme_?here|redacted|none|null|nil|"
    r"true|false|undefined|todo|tbd|xxx+|\*\*\*+|example|placeholder|env|required|optional|"
    r"string|str|int|bool|"
    # YAML tags that fetch the value from elsewhere (Home Assistant's secrets.yaml, an
    # environment variable, CloudFormation, Ansible Vault's encrypted block)
    r"!(?:secret|env_var|ENV|env|include|input|Ref|Sub|GetAtt|ImportValue|vault))$"
)
PLACEHOLDER = _PLACEHOLDER  # shared with the prose rules

# "$DB_PASSWORD" / "${db_pass}" refer to a variable; "$BsmAWxsw5G0FA" is a generated password
_VARIABLE = compile_rule(r"^\$\{?(?:[A-Z_][A-Z0-9_]*|[a-z_][a-z0-9_]*)\}?$")


def _is_placeholder(value: str) -> bool:
    if value.startswith("$") and not _VARIABLE.match(value):
        return False
    return bool(_PLACEHOLDER.match(value))


def find_connection_credentials(text: str) -> Iterable[Finding]:
    for match in CONNECTION_STRING.finditer(text):
        password = match.group("pw")
        if not _is_placeholder(password):
            yield finding(text, *match.span("pw"), Label.SECRET, "rules:secret:connection", 0.97)
        if match.group("user") and match.group("user").lower() not in _GENERIC_USERS:
            yield finding(text, *match.span("user"), Label.USERNAME, "rules:connection_user", 0.8)
        host = match.group("host")
        if host.lower() not in _LOCAL_HOSTS and not re.fullmatch(r"[\d.]+", host) and "." in host:
            yield finding(text, *match.span("host"), Label.HOSTNAME, "rules:connection_host", 0.7)


# key = value in config files and code: DB_PASSWORD=..., "api_key": "...", password: ...
_SECRET_KEY_NAME = (
    r"[A-Za-z0-9_.\-]*(?:password|passwd|passphrase|pwd|(?<![A-Za-z])pass|(?<=_)pass|secret|token|api[_\-]?key|apikey|"
    r"access[_\-]?key|auth[_\-]?key|private[_\-]?key|client[_\-]?secret|credentials?|"
    # an Azure storage connection string's key: "AccountKey=Eby8vdM0...=="
    r"account[_\-]?key|"
    r"signing[_\-]?key|encryption[_\-]?key|master[_\-]?key|session[_\-]?key|bearer|"
    # WireGuard's shared key beside its PrivateKey: "PresharedKey = 6P2S93wd..."
    r"preshared[_\-]?key|psk|authtok|"
    # session cookies log whoever holds them in: "sessionid=k3v9...", "PHPSESSID=..."
    r"session[_\-]?id|sessid|csrf[_\-]?token|xsrf[_\-]?token)"
    r"(?:[_\-](?:id|key|value|string))?"
)
ASSIGNMENT = compile_rule(
    rf"(?i)(?<![A-Za-z0-9])(?P<key>{_SECRET_KEY_NAME})[\"']?\s*(?::=|=>|=|:)\s*"
    r"(?:(?P<q>[\"'`])(?P<qv>[^\"'`\n]{1,200})(?P=q)|(?P<v>[^\s,;\"'`<>)\]}]{3,200}))"
)
_CODE_REFERENCE = compile_rule(
    r"(?i)^(?:[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+|[A-Za-z_][\w.]*[(\[].*|process\.env.*|os\.environ.*|"
    r"getenv.*|env\(.*|self\.\w+|this\.\w+|\w+\(\)|[A-Za-z_]\w*\[.*)$"
)
_NOT_SECRET_KEYS = compile_rule(
    r"(?i)(?:_?(?:length|len|min|max|policy|hint|field|label|reset|expiry|expires|expires_in|"
    r"type|url|uri|file|path|env|var|name|endpoint|count|limit|ttl|required|enabled|regex|"
    r"pattern|prompt|placeholder|id_field)|token_type|tokens|max_tokens|tokenizer)$"
)


# A .env / shell line "DB_PASSWORD=G+)1NSQg*^Y3Jz": the whole rest of the line is the value,
# brackets and "$" included (generated passwords use them).
DOTENV_LINE = compile_rule(
    rf"(?im)^[ \t]*(?:-[ \t]*)?(?:export[ \t]+)?(?P<key>{_SECRET_KEY_NAME})[ \t]*=[ \t]*"
    # the rest of the line; an app password is four groups of four letters ("gvhx qpla mmre tzow")
    r"(?P<v>[a-z]{4}(?: [a-z]{4}){3}|[^\s\"'`]\S{2,199})[ \t]*$"
)


_WEB_LINK_START = compile_rule(r"(?i)https?://|www\.")


def _in_web_link(text: str, match: re.Match[str]) -> bool:
    token_start = max(text.rfind(ch, 0, match.start()) for ch in " \t\n\"'`(<") + 1
    return bool(_WEB_LINK_START.match(text, token_start))


def find_assignments(text: str) -> Iterable[Finding]:
    matches = [*ASSIGNMENT.finditer(text), *DOTENV_LINE.finditer(text)]
    for match in matches:
        if _NOT_SECRET_KEYS.search(match.group("key")):
            continue
        if text[match.start() - 1 : match.start()] in ("?", "&") and _in_web_link(text, match):
            continue  # a URL query parameter: the URL rule protects the whole URL (a JDBC or
            # ODBC string's "&password=" is no web link's: this rule takes its value)
        group = "qv" if "qv" in match.re.groupindex and match.group("qv") is not None else "v"
        value = match.group(group)
        if _is_placeholder(value.strip()) or value.strip().isdigit() and len(value) < 4:
            continue
        if group == "v" and _CODE_REFERENCE.match(value):
            continue
        if "://" in value and "@" in value:  # a connection string: its own rule takes the password
            continue
        yield finding(text, *match.span(group), Label.SECRET, "rules:secret:assignment", 0.9)


# Password hashes (htpasswd, /etc/shadow, bcrypt): crackable offline, so as secret as the password.
PASSWORD_HASH = RegexRule(
    "secret:hash",
    Label.SECRET,
    compile_rule(r"(?<![\w$])\$(?:apr1|2[abxy]|1|5|6|y|argon2(?:i|d|id))\$[./A-Za-z0-9$=,+]{8,}"),
    0.95,
)
HEADER = RegexRule(
    "secret:header",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:authorization\s*[:=]\s*[\"']?(?:bearer|basic|token|digest|bot)?|bearer|"
        r"x-api-key\s*[:=]|x-auth-token\s*[:=]|api-key\s*[:=]|cookie\s*:\s*[\w.\-]+=)"
        r"\s*(?P<v>[A-Za-z0-9._~+/=\-]{12,})"
    ),
    0.95,
    "v",
)
CLI_PASSWORD = RegexRule(
    "secret:cli",
    Label.SECRET,
    compile_rule(
        r"(?:(?<=\s)-p(?P<short>[^\s\-][^\s]{2,})|"
        r"--(?:password|passwd|token|api-key|secret)[= ](?P<v>[^\s\-][^\s]{2,}))"
    ),
    0.9,
)
# "my password is wrong", "the pin is incorrect": words that say how a password is
_PASSWORD_STATES = frozenset({
    "wrong", "incorrect", "correct", "right", "expired", "invalid", "valid", "required",
    "mandatory", "blank", "empty", "weak", "strong", "long", "short", "saved", "stored", "hashed",
    "encrypted", "visible", "hidden", "reset", "changed", "same", "different", "not", "too",
    "still", "now", "fine", "ok", "okay", "working", "broken", "locked", "case-sensitive",
})


def _says_how_it_is(value: str) -> bool:
    from hushprompt.detect.wordlists import everyday_words

    word = value.casefold()
    return word in _PASSWORD_STATES or word in everyday_words()


NATURAL_PASSWORD = RegexRule(
    "secret:phrase",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:password|passcode|passphrase|pw|pwd|pin|pin code|wifi key|login code)\s+"
        # (a PIN right after its word: "PIN 8842")
        r"(?:(?:set|reset|changed)\s+to|is|was|to|(?<=pin )(?=\d{4,6}\b))"
        r"(?:\s+(?:still|now|currently|just))?\s*[:=]?"
        r"\s*[\"'“`]?"
        r"(?P<v>[^\s\"'”`]{2,63}[^\s\"'”`.,;:])"
    ),
    0.9,
    "v",
    lambda match, text: not _says_how_it_is(match.group("v")),
)
# A passphrase of several words in quotes: 'my passphrase is "correct horse battery staple"'
QUOTED_PASSWORD = RegexRule(
    "secret:phrase",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:password|passcode|passphrase|pw|pwd|wifi key|seed phrase|recovery phrase)\s+"
        r"(?:is|was|(?:set|changed)\s+to)\s*[:=]?\s*(?P<q>[\"“'])(?P<v>[^\"”'\n]*\s[^\"”'\n]*)[\"”']"
    ),
    0.9,
    "v",
    lambda match, text: 2 < len(match.group("v")) <= 120 and not _quoted_state(match.group("v")),
)


def _quoted_state(value: str) -> bool:
    """'the password is "too short"': a short phrase of how a password is, not one (a
    passphrase has three words or more, "correct horse battery staple")."""
    said = value.casefold().split()
    return len(said) < 3 and any(word in _PASSWORD_STATES for word in said)


# A password, PIN or door code given in other languages, or after a colon: "Passwort für den
# Tresor ist Rhein!Falke88", "mot de passe wifi c'est Castagnede_1978", "le code de la porte
# c'est toujours 4B72A", "PIN code: 7731", "contraseña: Lima2024*".
FOREIGN_PASSWORD = RegexRule(
    "secret:phrase",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:passwort|kennwort|mot de passe|contrase[ñn]a|clave|senha|wachtwoord|"
        r"has[łl]o|[şs]ifre(?:si|m)?|kata sandi|mật khẩu|mat khau|parola d'ordine|mdp|"
        r"code de (?:la )?porte|code d'acc[èe]s|digicode|t[üu]rcode|"
        r"c[óo]digo (?:de )?(?:la )?puerta|"
        r"pin(?:[ \-]?code)?|passcode)\b"
        r"[^\n.?!:]{0,30}?(?:\b(?:ist|c'est|est|es|é|is|jest|adalah|là|to|è)\b|:|=)"
        r"(?:[ \t]+(?:toujours|immer|noch|still|siempre|sempre|now))?[ \t]*[\"'“«]?[ \t]*"
        r"(?P<v>[^\s\"'”»`]{3,63}[^\s\"'”»`.,;:!?])"
    ),
    0.85,
    "v",
    # a password has a digit or a symbol; "ist falsch", "c'est quoi" say how it is
    lambda match, text: bool(re.search(r"[\d\W_]", match.group("v")))
    and not _says_how_it_is(match.group("v")),
)
# a password-shaped word (letters, a symbol and a digit: "admin@123", "Welkom#2025!") soon after
# a password word, however the sentence links them: "mera password bhi expire ho gaya, admin@123
# se login nahi ho raha" (Hinglish), "tijdelijk wachtwoord Welkom#2025!"
PASSWORD_NEAR_ITS_WORD = RegexRule(
    "secret:phrase",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:password|passwort|kennwort|wachtwoord|contrase[ñn]a|senha|mot de passe|"
        r"has[łl]o|[şs]ifre|pwd|passcode|"
        # Russian, Ukrainian, Greek, Chinese, Japanese and Korean ("пароль от терминала 1С —
        # Sklad_2024!", "密码是 Xy#2024ab")
        r"парол[ьяеи]|κωδικός|συνθηματικό|(?-i:密码|密碼|パスワード|비밀번호))"
        r"(?:\b|(?<=[码碼ド호]))[^\n]{0,60}?(?<![\w@.#$!%&*\-=/?:])"
        r"(?P<v>(?=[\w@#$!%&*\-]*\d)(?=[\w@#$!%&*\-]*[@#$!%&*])[A-Za-z][\w@#$!%&*\-]{4,39})"
        r"(?![\w@.#$!%&*\-])"
    ),
    0.85,
    "v",
)
# a password changed to a new one, a day or two words between: "he changed his password monday
# to Summer2024!", "reset my password yesterday to Tr0ub4dor", or said of the password: "your
# portal password is reset to Zuri@2024", "password has been changed to Blue#Sky77"
CHANGED_PASSWORD = RegexRule(
    "secret:phrase",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:(?:changed|reset|set|updated)[ \t]+(?:(?:his|her|my|their|the|our|your)[ \t]+)?"
        r"(?:password|passcode|pin|pw)(?:[ \t]+[\w']+){0,2}?|(?:password|passcode|pin|pw)[ \t]+"
        r"(?:is|was|has been|have been|had been|got|will be)[ \t]+(?:now[ \t]+)?"
        r"(?:changed|reset|set|updated))[ \t]+to[ \t]*[:\"'“`]?[ \t]*"
        r"(?P<v>(?=[^\s\"'”`]*(?:\d|_|[^\w\s\"'”`]))[^\s\"'”`]{4,63}[^\s\"'”`.,;:])"
    ),
    0.85,
    "v",
)
# the password argument of a login call: smtp.login("reports@acme.io", "Brisbane#Rain2024"),
# client.login(user, 'hunter2!')
LOGIN_CALL = RegexRule(
    "secret:login_call",
    Label.SECRET,
    compile_rule(
        r"\b\w*(?:login|authenticate|auth|connect)\(\s*(?:[\"'][^\"'\n]{1,80}[\"']|[A-Za-z_][\w.]*)"
        r"\s*,\s*[\"'](?P<v>[^\"'\s]{4,120})[\"']"
    ),
    0.9,
    "v",
)
# the secret key passed beside its access key id: NewStaticCredentials("AKIA...", "wJx9...")
AWS_SECRET_BESIDE_ID = RegexRule(
    "secret:aws_secret",
    Label.SECRET,
    compile_rule(r"\bA[KS]IA[0-9A-Z]{16}[\"']?\s*,\s*[\"'](?P<v>[A-Za-z0-9/+=]{40})[\"']"),
    0.95,
    "v",
)
AWS_SECRET = RegexRule(
    "secret:aws_secret",
    Label.SECRET,
    compile_rule(
        r"(?i)aws_?secret_?(?:access_?)?key(?:_id)?[\"']?\s*[:=]\s*[\"']?(?P<v>[A-Za-z0-9/+=]{40})"
    ),
    0.99,
    "v",
)


_DB_COMMAND = compile_rule(r"\b(?:mysql\w*|mariadb\w*|mongo\w*|redis-cli|sqlcmd)\b|\s-u\s*\S")


# A registry or ssh login with the password as a separate argument ("docker login -u deploybot
# -p 'Zq8#LmN2pR' registry.acme.io", "sshpass -p 'Gh7#kLm2' ssh ..."), and curl's "-u user:pass"
_LOGIN_COMMAND = compile_rule(
    r"\b(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry)[ \t]+login\b|\bsshpass\b"
    # a database client's login: "mysql -u rfernandes -p'…' -h 10.20.0.14 billing"
    r"|(?<![\w/.\-])(?:mysql|mysqldump|mariadb|mongosh|mongo|sqlcmd|psql|pg_dump)(?=[ \t]+-)")
_LOGIN_PASSWORD = compile_rule(r"(?<=\s)-p[ \t]+([\"']?)(?P<v>[^\s\"'\-][^\s\"']{2,})\1(?=\s|$)")
_LOGIN_USER = compile_rule(
    r"(?<=\s)(?:-u|-U|--username)(?:[ \t]+|=)([\"']?)(?P<v>[^\s\"'\-][^\s\"']{1,63})\1(?=\s|$)")
_CURL_USER = compile_rule(
    r"\bcurl\b[^\n]*?\s(?:-u|--user)[ \t]+([\"']?)(?P<user>[^\s:\"'$]+):(?P<pw>[^\s\"']{3,})\1")


def _login_command_findings(text: str) -> Iterable[Finding]:
    for command in _LOGIN_COMMAND.finditer(text):
        line_end = text.find("\n", command.end())
        line_end = len(text) if line_end < 0 else line_end
        for match in _LOGIN_PASSWORD.finditer(text, command.end(), line_end):
            if not _PLACEHOLDER.match(match.group("v")) and not match.group("v").startswith("$"):
                yield finding(text, *match.span("v"), Label.SECRET, "rules:secret:cli", 0.85)
        for match in _LOGIN_USER.finditer(text, command.end(), line_end):
            user = match.group("v")
            if user.lower() not in _GENERIC_USERS and not user.startswith("$"):
                yield finding(text, *match.span("v"), Label.USERNAME, "rules:connection_user", 0.8)
    for match in _CURL_USER.finditer(text) if "curl" in text else ():
        if not _PLACEHOLDER.match(match.group("pw")) and not match.group("pw").startswith("$"):
            yield finding(text, *match.span("pw"), Label.SECRET, "rules:secret:cli", 0.85)
        if match.group("user").lower() not in _GENERIC_USERS:
            yield finding(text, *match.span("user"), Label.USERNAME, "rules:connection_user", 0.8)


def _cli_findings(text: str) -> Iterable[Finding]:
    yield from _login_command_findings(text)
    for match in CLI_PASSWORD.pattern.finditer(text):
        group = "short" if match.group("short") else "v"
        value = match.group(group)
        if _PLACEHOLDER.match(value) or value.startswith("$"):
            continue
        # "-pSECRET" is only a password on database command lines ("grep -prn" is not)
        if group == "short" and not _DB_COMMAND.search(line_context(text, *match.span())):
            continue
        yield finding(text, *match.span(group), Label.SECRET, "rules:secret:cli", 0.85)


# A secret named in prose: "the signing secret in our settings is `jwt_s3cr3t_2024!`", "my API
# token was sk-abc123...". "The key is patience" is not one: the value must be quoted or look
# generated (letters and digits, 8+ characters).
_PROSE_SECRET = compile_rule(
    r"(?i)\b(?:secret|token|api[ _\-]?key|access key|signing key|private key|client secret|"
    r"webhook secret|app password)\b[^\n.?!`\"']{0,40}?\b(?:is|was|reads|=)\s*:?\s*"
    r"(?:(?P<q>[`\"'“])(?P<qv>[^\s`\"'”]{6,200})[`\"'”]|"
    r"(?P<v>(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[^\s\"'`,;)]{7,199}[^\s\"'`,;.)!?:]))"
)


def find_prose_secrets(text: str) -> Iterable[Finding]:
    for match in _PROSE_SECRET.finditer(text):
        group = "qv" if match.group("qv") is not None else "v"
        if not _is_placeholder(match.group(group)):
            yield finding(text, *match.span(group), Label.SECRET, "rules:secret:prose", 0.85)


# A key of some service in code or config whose value is random: "AMADEUS_KEY = "kT9v..."". The
# key name alone ("PRIMARY_KEY", "sort_key") says nothing, so the value must mix lower case,
# upper case and digits over 16 characters or more.
_SERVICE_KEY = compile_rule(
    r"(?<![A-Za-z0-9])(?P<key>[A-Za-z][A-Za-z0-9]*_KEY|[a-z][a-z0-9]*_key)[\"']?[ \t]*[:=][ \t]*"
    r"[\"']?(?P<v>[A-Za-z0-9+/_\-]{16,200})(?![A-Za-z0-9+/_\-])"
)


def _random_looking(value: str) -> bool:
    """Mixed case with digits ("kT9vQ2..."), or a long run of letters and digits as hex keys are
    ("bhr_live_7f3c9a1e5d2b48f0..."); not "user_profile_2024"."""
    digits = sum(ch.isdigit() for ch in value)
    letters = sum(ch.isalpha() for ch in value)
    return (any(ch.islower() for ch in value) and any(ch.isupper() for ch in value)
            and digits >= 2) or (len(value) >= 20 and digits >= 6 and letters >= 6)


def find_service_keys(text: str) -> Iterable[Finding]:
    for match in _SERVICE_KEY.finditer(text):
        if _random_looking(match.group("v")):
            yield finding(text, *match.span("v"), Label.SECRET, "rules:secret:assignment", 0.85)


# A container's environment variable given as a name and a value on the next line, as Kubernetes
# and Compose manifests write them: "- name: TWILIO_AUTH_TOKEN\n  value: "a91f3c..."".
_ENV_NAME_VALUE = compile_rule(
    rf"(?im)^[ \t]*-?[ \t]*name:[ \t]*[\"']?(?P<key>{_SECRET_KEY_NAME})[\"']?[ \t]*\n"
    r"[ \t]*value:[ \t]*(?:(?P<q>[\"'])(?P<qv>[^\"'\n]{3,200})(?P=q)|(?P<v>[^\s\"'#]{3,200}))"
    r"[ \t]*$"
)


def find_env_name_values(text: str) -> Iterable[Finding]:
    if "value:" not in text:
        return
    for match in _ENV_NAME_VALUE.finditer(text):
        group = "qv" if match.group("qv") is not None else "v"
        value = match.group(group)
        if _NOT_SECRET_KEYS.search(match.group("key")) or _PLACEHOLDER.match(value):
            continue
        if value.startswith(("$", "{{")) or _CODE_REFERENCE.match(value):
            continue
        yield finding(text, *match.span(group), Label.SECRET, "rules:secret:assignment", 0.9)


# The values of a Kubernetes Secret's data: base64 of passwords and connection strings.
_SECRET_MANIFEST = compile_rule(r"(?m)^kind:[ \t]*Secret[ \t]*$")
_DATA_VALUE = compile_rule(r"(?m)^[ \t]+[\w.\-]+:[ \t]*(?P<v>[A-Za-z0-9+/]{12,}={0,2})[ \t]*$")


def find_manifest_secrets(text: str) -> Iterable[Finding]:
    if not _SECRET_MANIFEST.search(text):
        return
    for match in _DATA_VALUE.finditer(text):
        value = match.group("v")
        if any(ch.isdigit() for ch in value) or value.endswith("="):
            yield finding(text, *match.span("v"), Label.SECRET, "rules:secret:assignment", 0.85)


# A Discord bot token: three base64url parts separated by dots.
DISCORD_TOKEN = RegexRule(
    "secret:token",
    Label.SECRET,
    compile_rule(r"(?<![\w.\-])[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,40}"
               r"(?![\w.\-])"),
    0.9,
)
# The code of a door, gate, alarm or key safe: "door code 4471#", "gate code is 2580".
ACCESS_CODE = RegexRule(
    "secret:code",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:door|gate|alarm|entry|entrance|key[ \t]?safe|lock[ \t]?box|key[ \t]?box|"
        r"garage|padlock|"
        r"building|buzzer|keypad|wifi|wi-fi)[ \t]+(?:access[ \t]+)?(?:code|pin|combo|combination|"
        r"password|passcode)[ \t]*(?:is|was|:|=)?[ \t]*(?P<v>[0-9A-Za-z][0-9A-Za-z#*!@$%&\-]{2,30})"
        r"(?![\w])"
    ),
    0.85,
    "v",
    lambda match, text: any(ch.isdigit() for ch in match.group("v"))
    or len(match.group("v")) >= 8,
)
# A log's session handle (whoever holds it is logged in) and a payment provider's ids of a
# customer's charges, customers and payment methods: "session=9f3c1a7e44b2d8e0",
# "charge=ch_3PGa2lKdY2vR7tLm1Xe0", "cus_Q8xYz12AbCdEfG" (letters and digits, so a plain
# "session=expired" or "card_declined" stays)
SESSION_VALUE = RegexRule(
    "secret:session",
    Label.SECRET,
    compile_rule(r"(?i)(?<![A-Za-z0-9_])(?:session|sess|sid)[\"']?[ \t]*[=:][ \t]*[\"']?"
                 r"(?P<v>(?=[A-Za-z0-9_\-]*\d)(?=[A-Za-z0-9_\-]*[A-Za-z])[A-Za-z0-9_\-]{12,128})"
                 r"(?![\w\-])"),
    0.8,
    "v",
)
PAYMENT_OBJECT_ID = RegexRule(
    "payment_id",
    Label.ID_NUMBER,
    compile_rule(r"(?<![\w\-])(?:ch|cus|pi|pm|in|sub|acct|re|py|txn|seti|src|card|ba|po|tr|ii|"
                 r"cs_live|cs_test)_(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{14,40}"
                 r"(?![\w\-])"),
    0.85,
)
# a key sent as a header by a proxy: "proxy_set_header X-Api-Key 3b9e77c1f0a24d58…;"
HEADER_KEY = RegexRule(
    "secret:header",
    Label.SECRET,
    compile_rule(r"(?i)\b(?:proxy_set_header|add_header|more_set_headers|RequestHeader set)"
                 r"[ \t]+\"?[\w\-]*(?:key|token|secret|auth(?:orization)?)\"?[ \t]+\"?"
                 r"(?:Bearer[ \t]+)?(?P<v>[^\s;\"$]{8,200})"),
    0.85,
    "v",
)
# PHP's defined secrets: WordPress's keys and salts and a password, "define( 'AUTH_KEY',
# 'k#2Lx!9v…' )", "define('DB_PASSWORD', 'Brendan*Sligo44')" (not a placeholder: "put your
# unique phrase here" has spaces)
DEFINED_SECRET = RegexRule(
    "secret:defined",
    Label.SECRET,
    compile_rule(r"(?i)\bdefine\(\s*['\"]\w*(?:KEY|SALT|PASSWORD|PASS|SECRET|TOKEN)['\"]\s*,\s*"
                 r"['\"](?P<v>[^'\"\s]{6,128})['\"]"),
    0.85,
    "v",
)
# a key safe's digits need no "code": "access: key safe 2958"
KEY_SAFE_DIGITS = RegexRule(
    "secret:code",
    Label.SECRET,
    # (and in Spanish, Portuguese, French, German and Dutch: "El código de la caja de llaves es
    # 4471")
    compile_rule(r"(?i)\b(?:key[ \t]?safe|lock[ \t]?box|key[ \t]?box|caja de llaves|cajetín|"
                 r"caixa de chaves|boîte à clés|schlüsselbox|schlüsseltresor|sleutelkastje)"
                 # (its code in brackets: "the lockbox (code 2580)")
                 r"[ \t]*(?:\([ \t]*(?:code|pin|combo)[ \t]*(?:is|:)?)?"
                 r"[ \t]*(?:is|es|é|est|ist|:|=|-)?[ \t]*"
                 r"(?P<v>\d{4,8})(?![\w])"),
    0.85,
    "v",
)
# A log-in given as "user / password": "login was still admin / Hx82!kpQ", "creds: sam/P4ss!"
LOGIN_PAIR = RegexRule(
    "secret:login",
    Label.SECRET,
    compile_rule(
        r"(?i)(?<![\w\-/.])(?:login|log-in|credentials|creds|user(?:name)?[ \t]*/[ \t]*"
        r"pass(?:word)?)\b"
        r"[^\n/]{0,25}?(?<![\w.\-@])(?P<u>[\w.\-@]{2,40})[ \t]*/[ \t]*(?P<v>[^\s/]{4,40})(?<![.,;])"
    ),
    0.85,
    "v",
    lambda match, text: not match.group("v").isalpha() or len(match.group("v")) >= 8,
)
# ... and its user name, unless it is an e-mail address (the e-mail rule has it) or a shared one
LOGIN_PAIR_USER = RegexRule(
    "username", Label.USERNAME, LOGIN_PAIR.pattern, 0.8, "u",
    lambda match, text: (not match.group("v").isalpha() or len(match.group("v")) >= 8)
    and "@" not in match.group("u") and match.group("u").casefold() not in _SHARED_LOGINS,
)
# A one-time or VPN code given in a message: "the vpn token for the new starter is 839201",
# "2FA code: 551203". Short-lived, but it opens the account while it lives.
ONE_TIME_CODE = RegexRule(
    "secret:code",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:vpn|otp|2fa|mfa|verification|one[ \-]time|sms|security|login|auth|rsa)[ \t]+"
        r"(?:token|code|pin|passcode)\b[^\n.?!]{0,30}?(?:\bis|\bwas|:)[ \t]*"
        r"(?P<v>\d{4,8})(?!\w|[.,]\d)"
    ),
    0.85,
    "v",
)
_SHARED_LOGINS = frozenset({"admin", "root", "user", "guest", "test", "administrator"})


def _mixes_cases_or_symbols(value: str) -> bool:
    return bool(re.search(r"[^\w]", value)) or (value.lower() != value and value.upper() != value)


def _is_strong(value: str) -> bool:
    """Lower case, capitals, digits and symbols: three kinds of the four, as a password has."""
    kinds = (any(ch.islower() for ch in value), any(ch.isupper() for ch in value),
             any(ch.isdigit() for ch in value), bool(re.search(r"[^\w]", value)))
    return sum(kinds) >= 3


def _bare_login_ok(match: re.Match[str], text: str) -> bool:
    # a password mixes cases or has a symbol ("x_train / y_train2024" is code); after a user name
    # of plain letters ("it's benparty / Sp0tify!Bday40") only a strong one with a symbol counts
    # ("input / Output2024" is not)
    user, password = match.group("u"), match.group("v")
    if re.search(r"[_.]", user):
        return _mixes_cases_or_symbols(password)
    from hushprompt.detect.wordlists import everyday_words

    return _is_strong(password) and bool(re.search(r"[^\w]", password)) \
        and user.casefold() not in everyday_words()


# A log-in written as "user / password" with no word for it, where the user name looks like an
# account ("svc_halvard / Fj9$wq2LpZ", "chinedu_obi / Password!2024") and the password mixes
# letters with digits or symbols.
BARE_LOGIN_PAIR = RegexRule(
    "secret:login",
    Label.SECRET,
    compile_rule(
        r"(?<![\w/.\-])(?P<u>[a-z][a-z0-9]*[_.][a-z0-9_.]+|[a-z][a-z0-9]{3,30})[ \t]+/[ \t]+"
        r"(?P<v>(?=[^\s/]*\d)(?=[^\s/]*[A-Za-z])[^\s/]{7,40}[^\s/.,;:)])(?![^\s/])"
    ),
    0.8,
    "v",
    _bare_login_ok,
)
# ... and its user name
BARE_LOGIN_USER = RegexRule(
    "username", Label.USERNAME, BARE_LOGIN_PAIR.pattern, 0.75, "u", _bare_login_ok)
# A wallet's recovery phrase: twelve to twenty-four plain words after its name ("wallet seed:
# orbit lemon fragile ..."); whoever has them has the wallet.
SEED_PHRASE = RegexRule(
    "secret:seed_phrase",
    Label.SECRET,
    compile_rule(
        r"(?i)\b(?:seed(?:[ \t]phrase)?|(?:secret[ \t])?recovery[ \t](?:phrase|words)|mnemonic|"
        r"backup[ \t]phrase|wallet[ \t](?:seed|words))\b[^\n:=]{0,20}[:=\-]?[ \t]*[\"'“]?"
        r"(?P<v>(?:[a-z]{3,8}[ \t,]+){11,23}[a-z]{3,8})(?![\w])"
    ),
    0.9,
    "v",
)
# A keypad code said with its key: "code is 7390#", "alarm: *2580" (the "#" or "*" says keypad)
KEYPAD_CODE = RegexRule(
    "secret:code",
    Label.SECRET,
    compile_rule(
        r"(?i)\bcode[ \t]*(?:is|was|:|=)[ \t]*(?P<v>\*?\d{3,8}[#*]|[#*]\d{3,8})(?![\w#*])"),
    0.85,
    "v",
)
SECRET_RULES = (
    *TOKEN_RULES, PRIVATE_KEY, PASSWORD_HASH, HEADER, NATURAL_PASSWORD, QUOTED_PASSWORD,
    FOREIGN_PASSWORD, CHANGED_PASSWORD, PASSWORD_NEAR_ITS_WORD,
    LOGIN_CALL, AWS_SECRET,
    AWS_SECRET_BESIDE_ID, DISCORD_TOKEN, ACCESS_CODE, KEY_SAFE_DIGITS, HEADER_KEY, SESSION_VALUE,
    DEFINED_SECRET,
    PAYMENT_OBJECT_ID, LOGIN_PAIR, ONE_TIME_CODE,
    BARE_LOGIN_PAIR, BARE_LOGIN_USER, LOGIN_PAIR_USER, SEED_PHRASE, KEYPAD_CODE,
)
# Accounts and their passwords in a literal of code: ADMINS = {"rkapoor": "Gym@Admin2023",
# "jmbeki": "Lifting4life!"}; the name of the table says what the pairs are.
_TABLE_START = compile_rule(r"=[ \t]*[{\[]")
_CREDENTIAL_TABLE_NAME = compile_rule(
    r"(?i)(?:users?|admins?|creds?|credentials|accounts?|logins?|passwords?|passwd)\w*"
    r"[ \t]*(?::[ \t]*[\w\[\], ]+)?[ \t]*$"
)
_QUOTED_PAIR = compile_rule(
    r"[\"'](?P<u>[A-Za-z][\w.\-@]{1,40})[\"'][ \t]*:[ \t]*[\"'](?P<v>[^\"'\s]{6,64})[\"']")


_FIELD_KEYS = frozenset({
    "name", "email", "mail", "role", "phone", "id", "type", "title", "status", "address", "city",
    "country", "dob", "username", "user", "login", "first_name", "last_name", "display_name",
    "url", "host", "description", "label", "note", "notes", "group", "team", "department",
})
_ADDRESS_LIKE = compile_rule(r"@[\w\-]+\.[A-Za-z]{2,}|://")


def find_credential_tables(text: str) -> Iterable[Finding]:
    for table in _TABLE_START.finditer(text):
        line_start = text.rfind("\n", 0, table.start()) + 1
        if not _CREDENTIAL_TABLE_NAME.search(text, max(line_start, table.start() - 60),
                                             table.start()):
            continue
        closing = text.find("}" if text[table.end() - 1] == "{" else "]", table.end())
        body_end = min(len(text), table.end() + 600) if closing < 0 else closing
        for pair in _QUOTED_PAIR.finditer(text, table.end(), body_end):
            # a record's fields are no accounts: {"name": ..., "email": "Ana@Example1.com"}
            if not _is_strong(pair.group("v")) or pair.group("u").casefold() in _FIELD_KEYS \
                    or _ADDRESS_LIKE.search(pair.group("v")):
                continue
            yield finding(text, *pair.span("v"), Label.SECRET, "rules:secret:login", 0.85)
            if "@" not in pair.group("u") and pair.group("u").casefold() not in _SHARED_LOGINS:
                yield finding(text, *pair.span("u"), Label.USERNAME, "rules:username", 0.8)


# An account's backup or recovery codes, listed after their word: "backup codes: 4829 1037,
# 6618 2294, 0731 5582", "backup code is 5839-2201" (each opens the account without its 2FA).
_BACKUP_CODES = compile_rule(
    r"(?i)\b(?:backup|recovery|rescue|scratch)[ \t]+codes?\b[^\n\d]{0,20}?(?:\bis|\bare|:)[ \t]*"
    r"(?P<list>[^\n]{4,200})"
)
_LISTED_CODE = compile_rule(
    r"(?<![\w\-])(?:[A-Za-z0-9]{4,5}[ \-][A-Za-z0-9]{4,5}|\d{6,10}|[a-z0-9]{8,10})(?![\w\-])")


def find_backup_codes(text: str) -> Iterable[Finding]:
    for match in _BACKUP_CODES.finditer(text):
        start = match.start("list")
        for code in _LISTED_CODE.finditer(match.group("list")):
            value = code.group()
            if not any(ch.isdigit() for ch in value):
                break  # the list has ended: words follow
            yield finding(text, start + code.start(), start + code.end(), Label.SECRET,
                          "rules:secret:code", 0.85)


# A password passed as the second argument of a login call or an auth pair: smtplib's
# `s.login("accounts@…", "mbjw qzrt xkfa lpoe")`, ftplib's and imaplib's, requests'
# `auth=("svc_user", "Winter2025!")`
_LOGIN_CALL = compile_rule(
    r"(?:\.login\(|\bauth[ \t]*=[ \t]*\(|\bHTTPBasicAuth\()[ \t]*"
    r"(?:[\"'][^\"'\n]{1,100}[\"']|[A-Za-z_][\w.]*)[ \t]*,[ \t]*"
    r"(?P<q>[\"'])(?P<v>[^\"'\n]{3,100})(?P=q)[ \t]*\)"
)


def find_login_calls(text: str) -> Iterable[Finding]:
    for match in _LOGIN_CALL.finditer(text):
        if not _is_placeholder(match.group("v")) and match.group("v") not in ("x", "X", ""):
            yield finding(text, *match.span("v"), Label.SECRET, "rules:secret:assignment", 0.9)


SECRET_RECOGNIZERS = (
    find_connection_credentials, find_assignments, _cli_findings, find_prose_secrets,
    find_service_keys, find_manifest_secrets, find_env_name_values, find_backup_codes,
    find_credential_tables, find_login_calls,
)
