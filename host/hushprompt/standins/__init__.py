"""Stand-ins: realistic, format-preserving replacements drawn from a per-conversation seed."""

from .generator import StandInGenerator
from .labels import REDACTED, label_token

__all__ = ["REDACTED", "StandInGenerator", "label_token"]
