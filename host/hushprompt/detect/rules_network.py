"""Network identifiers: IPv4/IPv6 and MAC addresses, internal host names."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.detect.rules_base import RegexRule, before
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_IPV4 = compile_rule(
    r"(?<![\w.\-])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
    r"(?:/\d{1,2})?(?![\w\-]|\.\d)"
)
# (whole words: "server 10.0.0.12" is no "ver 10.0.0.12")
_VERSION_CONTEXT = compile_rule(r"(?i)(?:\b(?:v|version|ver\.?|release|build)|==|>=|<=|~=)\s*$")
# "pkg@1.2.3.4" pins a version; "deploy@10.42.7.19" is a login at an address. A package spec
# has a scope or a path ("@scope/pkg@", "org/pkg@") or follows an install command.
_PACKAGE_AT = compile_rule(r"(?:[@/][\w.\-]+|(?i:install|add|upgrade|require)\s+[\w.\-]+)@$")


# Public services everyone uses (DNS resolvers, documentation defaults): they say nothing about
# the user and the answer often depends on them ("DNS = 1.1.1.1").
_PUBLIC_SERVICE_ADDRESSES = frozenset({
    "1.1.1.1", "1.0.0.1", "8.8.8.8", "8.8.4.4", "9.9.9.9", "149.112.112.112", "208.67.222.222",
    "208.67.220.220",
})


# The same on every machine: this host (127.x), "every address" (0.0.0.0, 0.0.0.0/0) and the
# broadcast address; an error message needs them as written ("ECONNREFUSED 127.0.0.1:6379")
_EVERY_MACHINES = compile_rule(r"127\.\d+\.\d+\.\d+(?:/\d+)?|0\.0\.0\.0(?:/0)?|255\.255\.255\.255")


def find_ipv4(text: str) -> Iterable[Finding]:
    for match in _IPV4.finditer(text):
        if match.group() in _PUBLIC_SERVICE_ADDRESSES or _EVERY_MACHINES.fullmatch(match.group()):
            continue
        preceding = before(text, match.start(), 40)
        in_url = "://" in preceding.rsplit(None, 1)[-1] if preceding.strip() else False
        if _VERSION_CONTEXT.search(preceding[-12:]) or (
                _PACKAGE_AT.search(preceding) and not in_url):  # ("redis://:p@ss@10.8.0.21")
            continue
        yield finding(text, *match.span(), Label.IP_ADDRESS, "rules:ipv4", 0.9)


# Candidate runs of hex digits and colons; the ipaddress module decides what is an address.
_IPV6_CANDIDATE = compile_rule(
    r"(?<![\w:.])(?=[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:)[0-9A-Fa-f:]{2,39}(?:%\w+)?"
    r"(?:(?<=:)\d{1,3}(?:\.\d{1,3}){3})?(?:/\d{1,3})?(?![\w:])"
)


def find_ipv6(text: str) -> Iterable[Finding]:
    for match in _IPV6_CANDIDATE.finditer(text):
        value = match.group()
        address = value.split("/")[0].split("%")[0]
        if not any(ch.isdigit() for ch in address) or address.count(":") < 2:
            continue
        try:
            ipaddress.IPv6Address(address)
        except ValueError:
            continue
        yield finding(text, *match.span(), Label.IP_ADDRESS, "rules:ipv6", 0.9)


MAC = RegexRule(
    "mac",
    Label.MAC_ADDRESS,
    compile_rule(
        r"(?<![\w:\-.])(?:[0-9A-Fa-f]{2}([:\-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|"
        r"[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\w:\-]|\.\w)"
    ),
    0.95,
)

# Private DNS suffixes are internal by definition.
INTERNAL_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        # (after a JDBC URL's "@//" or "@" too: "jdbc:oracle:thin:@//ora-hr.corp.local:1521")
        r"(?i)(?:(?<=://)|(?<=@//)|(?<=:@)|(?<![\w.\-@/]))(?:[a-z0-9](?:[a-z0-9\-]{0,61}[a-z0-9])?\.)+"
        r"(?:(?:internal|corp|local|lan|intranet|intra|localdomain|home\.arpa|priv|private|"
        r"fritz\.box|localnet)"  # (a home router's own zone: "Mateos-MBP.fritz.box")
        r"(?![\w\-]|\.[a-z0-9])|"
        # an internal zone inside an organisation's domain: "batch-07.corp.finlyte.io"
        r"(?:corp|internal|intern|intranet|intra|int)\.(?:[a-z0-9\-]+\.)*[a-z0-9\-]+\.[a-z]{2,12}"
        r"(?![\w\-]|\.[a-z0-9]))"
    ),
    0.85,
)
# Public-looking names whose first label says "server": db-prod-03.acme.net, web01.example.org.
_ROLE = (
    r"(?:db|sql|pg|mysql|mongo|redis|es|elastic|kafka|rabbit|mq|prod|production|stg|staging|dev|"
    r"qa|uat|test|app|api|web|www\d|srv|server|node|host|k8s|kube|worker|vpn|smtp|mail|mx|ldap|"
    r"ad|dc|jenkins|ci|git|build|bastion|jump|nas|backup|proxy|lb|edge|cache|vm|ec2|ip)"
)
SERVER_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        rf"(?i)(?<![\w.\-@/])(?=[a-z0-9\-]*\d|{_ROLE}[\-\d])"
        rf"(?:[a-z0-9\-]*(?:{_ROLE})[a-z0-9\-]*\d[a-z0-9\-]*|{_ROLE}-[a-z0-9\-]+)"
        r"(?:\.[a-z0-9\-]+)+\.[a-z]{2,12}(?![\w\-]|\.[a-z0-9])"
    ),
    0.75,
)
HOST_KEYWORD = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?i)(?:\b(?:host(?:name)?|server|db_host|database_host|smtp_host|redis_host)"
        r"[\"']?\s*[=:]\s*[\"']?"
        # PHP's (WordPress's) define( 'DB_HOST', 'mysql.example.ie' )
        r"|\bdefine\(\s*['\"]\w*HOST['\"]\s*,\s*['\"])(?P<v>[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?(?:\.[a-z0-9\-]+)+)"
        r"(?![\w\-])"
    ),
    0.8,
    "v",
    lambda match, text: not re.fullmatch(r"[\d.]+|localhost", match.group("v"), re.I),
)

# The host field of a syslog line: "May 30 02:11:09 bastion-eu1 sshd[19022]: ...", at the start
# of a line or quoted in prose ("nu inteleg: `Oct 12 03:14:55 srv-contabil-ionescu kernel: ...")
SYSLOG_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?m)(?:^|(?<=[`'\"]))[A-Z][a-z]{2} {1,2}\d{1,2} \d\d:\d\d:\d\d "
        r"(?P<v>[A-Za-z0-9][\w.\-]{1,62})"
        r"(?= [\w\-./]+(?:\[\d+\])?:)"
    ),
    0.8,
    "v",
    lambda match, text: match.group("v").lower() not in ("localhost", "kernel"),
)
# Windows default device names and machine fields of Windows event logs.
WINDOWS_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?<![\w\-])(?:DESKTOP|LAPTOP|WIN|PC)-[A-Z0-9]{5,15}(?![\w\-])|"
        # a machine its owner renamed: "DESKTOP-YILMAZ-BABA", "LAPTOP-ANNA-2"
        r"(?<![\w\-])(?:DESKTOP|LAPTOP)(?:-[A-Z0-9]{2,15}){2,4}(?![\w\-])|"
        r"(?i:workstation name|computer name|account domain|source workstation)\s*:[ \t]*"
        r"(?P<v>[A-Za-z0-9][\w.\-]{1,62})"
    ),
    0.8,
)
# The server of a Windows share (UNC path): "\\fs-surco01\proyectos", "\\NAS01\backups"
# (an IP address there is the IP rule's)
UNC_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(r"(?<![\w\\])\\\\(?P<v>(?!\d+(?:\.\d+){3}\\)[A-Za-z0-9][\w.\-]{1,62})\\[\w$]"),
    0.8,
    "v",
    lambda match, text: match.group("v").lower() not in ("localhost", "wsl$", "wsl"),
)
# Hosts named in config keys that take a host: nginx server_name, WireGuard Endpoint,
# ssh_config HostName / ProxyJump, *_DOMAIN variables.
CONFIG_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        # (a certificate's common name too: "certificate expired (CN=vc-ostersund-int01.…)")
        r"(?i)(?<![\w])(?:server_name|endpoint|hostname|proxyjump|[A-Z_]*_DOMAINS?|[A-Z_]*_HOST|"
        r"(?-i:CN))"
        # (or PHP's "'trusted_domains' => array (0 => 'cloud.example.org')")
        r"(?:[ \t]*[=:][ \t]*|[ \t]+|[\"'][ \t]*=>[ \t]*(?:array[ \t]*\([ \t]*|\[[ \t]*)?"
        r"(?:\d+[ \t]*=>[ \t]*)?)[\"']?(?P<v>[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?"
        r"(?:\.[a-z0-9\-]+)+)(?![\w\-]|\.[a-z])"
    ),
    0.8,
    "v",
    lambda match, text: not re.fullmatch(r"[\d.]+|localhost|example\.(?:com|org)", match.group("v"),
                                         re.I)
    and not PUBLIC_DOMAINS.search(match.group("v")),  # "HostName github.com" in ~/.ssh/config
)
# A machine name without dots in the same keys: "SERVER_NAME: web-prod-eu-2", "HOSTNAME=db01"
# (hyphenated or numbered, so "DB_HOST=db" and "server: nginx" stay).
CONFIG_MACHINE = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?i)(?<![\w])(?:[a-z]+_)?(?:server_name|hostname|host|computer_?name|node_?name|"
        r"device_?name|devname|[A-Z_]*_HOST|station|workstation|terminal)"
        r"[\"']?[ \t]*[=:][ \t]*[\"']?(?P<v>[a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z]+\d+[a-z0-9]*)"
        r"(?![\w\-.:/])"
    ),
    0.75,
    "v",
    lambda match, text: match.group("v").lower() not in ("localhost", "ip6-localhost"),
)
# The host alias that starts a line of an Ansible inventory: "db01 ansible_host=10.8.0.21".
ANSIBLE_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(r"(?m)^(?P<v>[A-Za-z0-9][\w.\-]{1,62})[ \t]+ansible_(?:host|user|port|ssh_\w+)="),
    0.8,
    "v",
    lambda match, text: match.group("v").lower() not in ("localhost", "127.0.0.1"),
)
# The same in a YAML inventory: a host's key with its ansible_* settings under it
#   pihole:
#     ansible_host: 192.168.1.2
ANSIBLE_YAML_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?m)^(?P<indent>[ \t]*)(?P<v>[A-Za-z0-9][\w.\-]{1,62}):[ \t]*\r?\n"
        r"(?P=indent)[ \t]+ansible_(?:host|user|port|connection|password|ssh_\w+|become\w*)"
        r"[ \t]*:"
    ),
    0.8,
    "v",
    lambda match, text: match.group("v").lower() not in ("localhost", "127.0.0.1"),
)
# The user of an OpenVPN client before its address: "openvpn[2211]: elif.sahin/88.241.17.205:51122"
VPN_CLIENT_USER = RegexRule(
    "username",
    Label.USERNAME,
    compile_rule(
        r"(?m)(?:^|(?<=\]: ))(?P<v>[A-Za-z0-9][\w.\-@]{1,62})/"
        r"(?=\d{1,3}(?:\.\d{1,3}){3}:\d{2,5}\b)"
    ),
    0.8,
    "v",
)
# A host with an explicit port in a URL or JDBC string: "https://k8s-api.eu.corp.example:6443".
PORTED_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?:(?<=://)|(?<=:@))(?P<v>[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
        r"(?:\.[A-Za-z0-9\-]+)+)(?=:\d{2,5}\b)"
    ),
    0.75,
    "v",
    lambda match, text: not re.fullmatch(r"[\d.]+|localhost", match.group("v"), re.I),
)

# A machine without dots before a port: "proxy_pass http://nas-lounge:5000", "tcp://db01:5432".
PORTED_MACHINE = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?<=://)(?P<v>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|[A-Za-z]+\d+[A-Za-z0-9]*)"
        r"(?=:\d{2,5}\b)"
    ),
    0.75,
    "v",
)

# Service host names of an organisation: "sftp.romero-logistics.es", "vpn.acme-corp.com".
# Well-known public services ("smtp.gmail.com", "ftp.gnu.org") are task terms, not identifiers.
PUBLIC_DOMAINS = compile_rule(
    r"(?i)(?:^|\.)(?:gmail|googlemail|google|outlook|office365|office|hotmail|live|yahoo|icloud|"
    r"me|aol|zoho|protonmail|proton|fastmail|gmx|yandex|mail|web|github|gitlab|bitbucket|"
    r"atlassian|kernel|gnu|debian|ubuntu|python|mozilla|apache|freebsd|openbsd|centos|"
    r"fedoraproject|archlinux|microsoft|apple|amazon|amazonaws|example|sendgrid|mailgun|"
    r"mailchimp|postmarkapp|sparkpost|zoom|slack|cloudflare|digitalocean|heroku|vercel)"
    r"\.(?:com|org|net|io|me|de|ru|co\.uk|app)$"
)
SERVICE_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?i)(?:(?<![\w.\-@/])|(?<=://))(?:s?ftps?|vpn\d*|mail\d*|smtp\d*|imap\d*|pop3?|ssh|git|gitlab|"
        r"jenkins|jira|confluence|wiki|intranet|portal|ldap|nas|backup|owa|webmail|remote|citrix|"
        r"rdp|vault|sso|adfs|files?|share|exchange|moodle|(?:next|own)?cloud\d*|drive|payouts?|"
        r"payroll|hr|erp|crm|lms|intranet\d*|[a-z0-9\-]*-internal)\."
        r"(?P<domain>(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+[a-z]{2,12})(?![\w\-]|\.[a-z0-9])"
    ),
    0.75,
    validate=lambda match, text: not PUBLIC_DOMAINS.search(match.group("domain")),
)
# The client name after a MAC address in DHCP / router lease logs: "... a4:83:e7:5c:19:2d
# Emmas-iPhone".
_NOT_DEVICE_NAMES = frozenset(
    {"unknown", "none", "null", "n/a", "incomplete", "permanent", "static", "dynamic", "ether",
     "via", "dev", "on", "at", "to", "from", "for"}
)
DHCP_DEVICE = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?i:dhcp|lease)[^\n]*?(?<![\w:\-])(?:[0-9A-Fa-f]{2}[:\-]){5}[0-9A-Fa-f]{2}"
        r"(?:[ \t]+|[ \t]*\()"  # "(iPhone-de-Beatriz)" in a router's log
        r"(?P<v>[A-Za-z0-9][\w\-]{1,62})(?![\w\-.:])"
    ),
    0.8,
    "v",
    lambda match, text: match.group("v").lower() not in _NOT_DEVICE_NAMES
    and not match.group("v").isdigit(),
)

# A machine named after the word for it, in prose or a log: "on node gke-prod-pool-2-7f3c",
# "Machine: LT-CARDIFF-0193", "my home server raghavan-nas", "Running on runner gl-runner-07".
_MACHINE_NAME = r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+(?:\.[a-z0-9\-]+)*"
NAMED_MACHINE = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?i)(?<![\w\-])(?:node|runner|host|server|machine|vm|instance|pod|box|workstation|"
        r"computer|device|laptop|desktop|pc|nas)(?:[ \t]*:[ \t]*|[ \t]+(?P<named>is[ \t]+)?"
        r"(?P<q>['\"`‘“])?)"
        rf"(?P<v>{_MACHINE_NAME})(?![\w\-]|\.[a-z])"
    ),
    0.75,
    "v",
    # "my work laptop BWH-LT07"; a name given in quotes is one whatever its shape ("the jellyfin
    # box is 'chidi-nuc'")
    lambda match, text: _named_machine(match.group("v"))
    or bool(match.group("named") and match.group("q")),
)
# A machine named before its address: "looks like pg-primary-eu1 (10.0.12.5) is pinned"
HOST_BEFORE_ITS_ADDRESS = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        rf"(?<![\w\-./@])(?P<v>{_MACHINE_NAME})[ \t]*\((?:\d{{1,3}}\.){{3}}\d{{1,3}}\)"
    ),
    0.75,
    "v",
)
# Hosts under services that give each customer a name of their own: dynamic DNS
# ("okafor-home.duckdns.org"), home-NAS relays, app platforms and tenants of business software
# ("ridgeviewlegal.service-now.com"). The customer's label identifies them.
_CUSTOMER_HOST_SERVICES = (
    r"duckdns\.org|ddns\.net|no-ip\.(?:org|biz|com)|hopto\.org|zapto\.org|dyndns\.org|"
    r"synology\.me|myqnapcloud\.com|ts\.net|ngrok\.io|ngrok-free\.app|github\.io|"
    r"herokuapp\.com|netlify\.app|vercel\.app|pages\.dev|web\.app|firebaseapp\.com|"
    r"azurewebsites\.net|service-now\.com|atlassian\.net|sharepoint\.com|zendesk\.com|"
    r"freshdesk\.com|myportfolio\.com|myshopify\.com|bamboohr\.com|okta\.com|"
    r"my\.salesforce\.com|slack\.com|"
    # sites people build on a platform: "lunaknits.wixsite.com", "ana-ceramics.square.site"
    r"wixsite\.com|squarespace\.com|weebly\.com|blogspot\.com|tumblr\.com|carrd\.co|"
    r"substack\.com|wordpress\.com|gitlab\.io|glitch\.me|replit\.app|onrender\.com|fly\.dev|"
    r"webflow\.io|notion\.site|square\.site|godaddysites\.com|jimdosite\.com|bandcamp\.com|"
    r"teachable\.com|kajabi\.com|mystrikingly\.com"
)
CUSTOMER_HOST = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?i)(?<![\w\-.@])(?P<v>(?:[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.)+"
        rf"(?:{_CUSTOMER_HOST_SERVICES}))(?![\w\-]|\.[a-z0-9])"
    ),
    0.75,
    "v",
    lambda match, text: match.group("v").split(".")[0].lower() not in (
        "www", "app", "api", "status", "docs", "help", "support", "login", "auth", "my"),
)


def _named_machine(name: str) -> bool:
    """Numbered ("gl-runner-07"), or a role word beside a word of its own ("raghavan-nas"; not
    the generic alias "prod-db")."""
    if any(ch.isdigit() for ch in name):
        return True
    words = name.split(".")[0].lower().split("-")
    roles = [w for w in words if re.fullmatch(_ROLE, w)]
    return bool(roles) and len(roles) < len(words)


# A lower-case machine name after "on", "from", "to": two or more words of which one says what
# the machine is (web, db, api...) and one numbers it or names its stage: "on web-prod-03",
# "from payments-api-7c9f", "access to rds-billing-prod"; not "node-18" or "python3-dev".
_MACHINE_ROLE = (
    r"(?:web|db|api|app\d*|srv|server|node|host|worker|rds|sql|pg|redis|nas|vm|k8s|gke|eks|aks|"
    r"pool|runner|bastion|jump|proxy|lb|edge|cache|prod|staging|stg)"
)
MACHINE_AFTER_PREPOSITION = RegexRule(
    "hostname",
    Label.HOSTNAME,
    compile_rule(
        r"(?i:\b(?:on|from|to|into))[ \t]+"
        r"(?P<v>[a-z][a-z0-9]*(?:-[a-z0-9]+){1,6})(?![\w\-]|\.[a-z0-9])"
    ),
    0.7,
    "v",
    lambda match, text: _machine_shaped(match.group("v")),
)


# A numbered machine after the word for it or a preposition: "the jumphost bastion-muc01",
# "Event Viewer on DC01", "from SRV02"; a role's letters and two or three digits, or any
# hyphenated name with a digit after a word for a machine.
_MACHINE_AFTER_ITS_WORD = compile_rule(
    r"(?i:\b(?:jump[ \-]?host|bastion|server|host|machine|vm|box|domain controller)[ \t]+)"
    r"(?P<v>(?-i:[a-z][a-z0-9]*(?:-[a-z0-9]+)+))(?![\w\-]|\.[a-z0-9])"
    r"|(?i:\b(?:on|from|to|into|via)[ \t]+)"
    r"(?P<n>(?i:dc|ad|db|srv|sql|web|app|fs|file|prn|mail|exch|vm|node|nas|ws|rds|dns)\d{2,3})"
    r"(?![\w\-]|\.[a-z0-9])"
)


def find_machines_after_their_word(text: str) -> Iterable[Finding]:
    for match in _MACHINE_AFTER_ITS_WORD.finditer(text):
        group = "n" if match.group("n") is not None else "v"
        if group == "n" or any(ch.isdigit() for ch in match.group("v")):
            yield finding(text, *match.span(group), Label.HOSTNAME, "rules:hostname", 0.7)


def _machine_shaped(name: str) -> bool:
    words = name.split("-")
    lettered = [w for w in words if not w.isdigit()]
    has_role = any(re.fullmatch(_MACHINE_ROLE, w) for w in words)
    numbered = any(ch.isdigit() for ch in name) or any(w in ("prod", "staging", "stg")
                                                        for w in words)
    return has_role and numbered and len(lettered) >= 2


# A machine named the way fleets are numbered, wherever it stands: three parts or more and a
# zero-padded number ("vps-mgarcia-01", "PRN-FL3-ACC-02", "RB-FRONTDESK-03"), or a role word
# and any number ("hetzner-node-1"). Not numbered things that are no machine: a middle part of
# digits ("BIO-201-02", "ubuntu-22-04", "release-2024-01"), cloud regions ("us-east-1"),
# numbered exercises, scenes or pages ("test-case-01").
_NUMBERED_MACHINE = compile_rule(
    r"(?<![\w\-./@])(?P<v>[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+){1,4}-(?P<n>\d{1,3}))"
    r"(?![\w\-]|\.[A-Za-z0-9])"
)
_NUMBERED_THINGS = frozenset({
    "test", "case", "step", "phase", "part", "chapter", "scene", "lesson", "module", "unit", "week",
    "day", "sprint", "task", "item", "sample", "file", "image", "img", "photo", "doc", "page",
    "slide", "section", "level", "stage", "round", "episode", "version", "release", "build",
    "run", "job", "exercise", "question", "lab", "room", "floor", "block", "lot", "batch", "cohort",
})
_MACHINE_WORD = compile_rule(rf"(?i){_ROLE}|vps|dhcp|prn|printer|nas|laptop|desktop|pc|ws")


def find_numbered_machines(text: str) -> Iterable[Finding]:
    for match in _NUMBERED_MACHINE.finditer(text):
        parts = match.group("v").split("-")
        middle, number = parts[1:-1], match.group("n")
        if any(part.isdigit() for part in middle):
            continue
        if any(part.casefold() in _NUMBERED_THINGS for part in parts[:-1]):
            continue
        has_role = any(_MACHINE_WORD.fullmatch(part) for part in parts[:-1])
        if (len(number) >= 2 and number.startswith("0") and len(parts) >= 3) or (
                has_role and len(parts) >= 3):
            yield finding(text, *match.span("v"), Label.HOSTNAME, "rules:hostname", 0.7)


# A storage bucket: "s3://kestrelpay-hr-exports/payroll", Bucket='acme-backups', and the second
# argument of boto3's upload_file / download_file ("upload_file(path, 'acme-hr', key)"); its
# name is the organisation's (not a placeholder: "my-bucket", "your-bucket-name").
_BUCKET = compile_rule(
    r"(?:\b(?:s3|gs|s3a|s3n)://|(?i:\bbucket(?:_?name)?[\"']?[ \t]*[=:][ \t]*)[\"']|"
    r"\b(?:upload_file|download_file)\([^,()\n]+,[ \t\n]*[\"'])"
    r"(?P<v>[a-z0-9][a-z0-9.\-]{2,62})(?=[\"'/\s,)]|$)"
)
_PLACEHOLDER_BUCKET = compile_rule(
    r"(?i)^(?:my|your|the|example|sample|test|demo|some)[\-.]|bucket[\-_]?name|^bucket$|"
    r"^(?:mybucket|examplebucket|your_bucket)$"
)


_BUCKET_HINT = compile_rule(r"(?i)://|bucket|_file\(")


def find_buckets(text: str) -> Iterable[Finding]:
    if not _BUCKET_HINT.search(text):
        return
    for match in _BUCKET.finditer(text):
        if not _PLACEHOLDER_BUCKET.search(match.group("v")):
            yield finding(text, *match.span("v"), Label.HOSTNAME, "rules:hostname", 0.75)


# A person's device named after them: "marta-laptop", "kasia-thinkpad", "nas-lounge".
_DEVICE = (r"laptop|desktop|pc|thinkpad|macbook|mbp|imac|ipad|iphone|pixel|galaxy|nas|server|"
           r"printer|tablet|surface|chromebook")
_PERSONAL_DEVICE = compile_rule(
    rf"(?i)(?<![\w\-./@])(?P<v>(?P<a>[a-z][a-z0-9]{{1,20}})-(?P<b>{_DEVICE})"
    # and the model after it: "joes-macbook-pro", "anna-iphone-15"
    r"(?:-(?:pro|air|max|mini|plus|ultra|\d{1,2}))?|"
    rf"(?P<c>{_DEVICE})-(?P<d>[a-z][a-z0-9]{{1,20}}))(?![\w\-]|\.[a-z0-9])"
)
_GENERIC_DEVICE_WORDS = frozenset({
    "my", "the", "home", "work", "office", "gaming", "old", "new", "main", "spare", "shared",
    "dell", "hp", "lenovo", "apple", "asus", "acer", "msi", "samsung", "google", "microsoft",
    "windows", "linux", "mac", "ubuntu", "test", "dev", "prod", "backup", "media", "file",
    "web", "app", "api", "mail", "print", "game", "cloud", "local", "remote", "virtual", "mini",
    "pro", "max", "air", "plus", "ultra", "book", "desk", "lap", "top", "touch", "smart",
    # what a device has or needs, not whose it is: "laptop-account", "laptop-bag"
    "account", "login", "user", "users", "screen", "bag", "case", "stand", "charger", "sleeve",
    "repair", "friendly", "only", "free", "based", "class", "grade", "size", "settings", "support",
    "policy", "side", "mode", "room",
})


def find_personal_devices(text: str) -> Iterable[Finding]:
    for match in _PERSONAL_DEVICE.finditer(text):
        owner = (match.group("a") or match.group("d")).casefold()
        if owner not in _GENERIC_DEVICE_WORDS and not re.fullmatch(_DEVICE, owner, re.I):
            yield finding(text, *match.span("v"), Label.HOSTNAME, "rules:hostname", 0.7)


# The registry of a container image, when it is an organisation's own: "image:
# registry.atlantis-conseil.fr/crm/api:2.14.3", "docker pull myco.azurecr.io/web" (not Docker
# Hub, GitHub's, Quay, Google's or the other public registries)
_IMAGE_REGISTRY = compile_rule(
    r"(?:\bimage:[ \t]*[\"']?|\bdocker[ \t]+(?:pull|push|tag|run)[ \t]+(?:-\S+[ \t]+)*|"
    r"\bFROM[ \t]+)(?P<v>[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)+)(?::\d{2,5})?/[a-z0-9]"
)
_PUBLIC_REGISTRIES = frozenset({
    "ghcr.io", "quay.io", "gcr.io", "k8s.gcr.io", "registry.k8s.io", "public.ecr.aws", "nvcr.io",
    "registry.redhat.io", "registry.access.redhat.com", "docker.elastic.co", "lscr.io",
    "cgr.dev", "container-registry.oracle.com", "mcr.microsoft.com", "docker.io",
    "registry-1.docker.io", "index.docker.io", "registry.gitlab.com", "ecr.aws",
})


def find_image_registries(text: str) -> Iterable[Finding]:
    from hushprompt.detect.rules_own_sites import host_is_everyones

    for match in _IMAGE_REGISTRY.finditer(text):
        host = match.group("v").casefold()
        if host in _PUBLIC_REGISTRIES or host.endswith(".pkg.dev") or host_is_everyones(host):
            continue
        yield finding(text, *match.span("v"), Label.HOSTNAME, "rules:hostname", 0.8)


# A home or office Wi-Fi network's name, after its word: 'SSID "Fam_Oduya_5G"', "WLAN-Name:
# Kowalski-Home" (a family's or a firm's name, as sure as a device's); quoted, or one word that
# has a digit, an underscore or a hyphen in it ("the SSID is hidden" stays).
WIFI_NETWORK = RegexRule(
    "wifi_network",
    Label.HOSTNAME,
    compile_rule(
        r"(?i)\b(?:SSID|wi-?fi[ \t]+(?:network[ \t]+)?name|network[ \t]+name|WLAN-?Name|"
        r"nom[ \t]+du[ \t]+r[ée]seau|nombre[ \t]+de[ \t]+(?:la[ \t]+)?red)"
        r"[ \t]*(?:is[ \t]+|[:=][ \t]*)?"
        r"(?:[\"'“„](?P<q>[^\"'”“\n]{2,32})[\"'”“]|"
        r"(?P<w>(?=[^\s,;]*[\d_\-])[A-Za-z0-9][\w\-.!]{1,31}(?<![.!])))"
    ),
    0.75,
    "q",
)
WIFI_NETWORK_WORD = RegexRule("wifi_network", Label.HOSTNAME, WIFI_NETWORK.pattern, 0.75, "w")
NETWORK_RULES = (MAC, WIFI_NETWORK, WIFI_NETWORK_WORD, INTERNAL_HOST, SERVER_HOST, HOST_KEYWORD,
                 SYSLOG_HOST, WINDOWS_HOST, UNC_HOST,
                 CONFIG_HOST, CONFIG_MACHINE, ANSIBLE_HOST, ANSIBLE_YAML_HOST, VPN_CLIENT_USER,
                 PORTED_HOST, PORTED_MACHINE,
                 SERVICE_HOST, DHCP_DEVICE, NAMED_MACHINE, MACHINE_AFTER_PREPOSITION,
                 HOST_BEFORE_ITS_ADDRESS, CUSTOMER_HOST)
NETWORK_RECOGNIZERS = (find_ipv4, find_ipv6, find_numbered_machines, find_personal_devices,
                       find_machines_after_their_word, find_buckets, find_image_registries)
