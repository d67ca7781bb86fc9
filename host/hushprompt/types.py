"""Value types shared by detection, stand-ins, the vault, restore and the protocol."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Label(StrEnum):
    """Kinds of sensitive data. The protocol and the extension use these exact strings."""

    # direct identifiers
    PERSON = "PERSON"
    EMAIL = "EMAIL"
    PHONE = "PHONE"
    CREDIT_CARD = "CREDIT_CARD"
    IBAN = "IBAN"
    ACCOUNT_NUMBER = "ACCOUNT_NUMBER"
    SSN = "SSN"
    ID_NUMBER = "ID_NUMBER"  # national ids, passports, employee / medical-record / member numbers
    SECRET = "SECRET"  # API keys, tokens, passwords, private keys, connection-string credentials
    IP_ADDRESS = "IP_ADDRESS"
    MAC_ADDRESS = "MAC_ADDRESS"
    URL = "URL"  # URLs with personal parts
    USERNAME = "USERNAME"
    HOSTNAME = "HOSTNAME"  # internal host names
    ADDRESS = "ADDRESS"  # street address
    POSTCODE = "POSTCODE"
    DATE_OF_BIRTH = "DATE_OF_BIRTH"
    # quasi-identifiers
    ORG = "ORG"
    LOCATION = "LOCATION"  # spaCy GPE, LOC, FAC
    NRP = "NRP"  # nationality, religious or political group (spaCy NORP)
    DATE = "DATE"
    AGE = "AGE"
    OCCUPATION = "OCCUPATION"
    HEALTH = "HEALTH"
    # user-defined always-protect terms
    CUSTOM = "CUSTOM"


DIRECT_IDENTIFIERS: frozenset[Label] = frozenset(
    {
        Label.PERSON, Label.EMAIL, Label.PHONE, Label.CREDIT_CARD, Label.IBAN,
        Label.ACCOUNT_NUMBER, Label.SSN, Label.ID_NUMBER, Label.SECRET, Label.IP_ADDRESS,
        Label.MAC_ADDRESS, Label.URL, Label.USERNAME, Label.HOSTNAME, Label.ADDRESS,
        Label.POSTCODE, Label.DATE_OF_BIRTH, Label.CUSTOM,
    }
)
QUASI_IDENTIFIERS: frozenset[Label] = frozenset(
    {Label.ORG, Label.LOCATION, Label.NRP, Label.DATE, Label.AGE, Label.OCCUPATION, Label.HEALTH}
)


@dataclass(frozen=True, slots=True)
class Finding:
    """A sensitive span of the input. Offsets are Python str indexes (code points), end exclusive.

    The protocol layer converts them to UTF-16 code units for the browser.
    """

    start: int
    end: int
    label: Label
    source: str  # which detector: "rules:email", "spacy", "onnx-ner", "seq2seq", "custom", ...
    score: float
    text: str  # the original text of the span, == input[start:end]

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError("finding must have 0 <= start < end")

    def overlaps(self, other: Finding) -> bool:
        return self.start < other.end and other.start < self.end

    def __repr__(self) -> str:  # never print the original: reprs end up in logs and tracebacks
        return (
            f"Finding(start={self.start}, end={self.end}, label={self.label.value}, "
            f"source={self.source!r}, score={self.score:.2f})"
        )


class Style(StrEnum):
    """How a finding is replaced."""

    STANDIN = "standin"  # realistic, format-preserving stand-in (default)
    LABEL = "label"  # [PERSON_1]
    REDACT = "redact"  # [REDACTED]; not restorable


@dataclass(frozen=True, slots=True)
class Mapping:
    """One original <-> replacement pair of a conversation, as the vault stores it."""

    original: str
    replacement: str
    label: Label
    style: Style = Style.STANDIN
    created_at: float = 0.0

    def __repr__(self) -> str:  # never print the original
        return f"Mapping(label={self.label.value}, style={self.style.value})"


@dataclass(frozen=True, slots=True)
class Policy:
    """What the user chose for the site the request comes from (sent with each request)."""

    kinds: frozenset[Label] | None = None  # None: every kind
    style: Style = Style.STANDIN
    always: tuple[str, ...] = ()  # terms always protected (label CUSTOM)
    never: tuple[str, ...] = ()  # terms never protected
    retention_days: float | None = None  # None: the host's configured default
    extra: dict[str, object] = field(default_factory=dict)

    def allows(self, label: Label) -> bool:
        return label is Label.CUSTOM or self.kinds is None or label in self.kinds
