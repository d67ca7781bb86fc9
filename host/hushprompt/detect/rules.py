"""All rule recognizers as one detector."""

from __future__ import annotations

from functools import lru_cache

from hushprompt.detect.health import condition_mentions
from hushprompt.detect.lone_names import given_and_family_names, lone_given_names
from hushprompt.detect.rules_accounts import ACCOUNT_RECOGNIZERS
from hushprompt.detect.rules_base import RuleDetector
from hushprompt.detect.rules_cjk_quasi import CJK_QUASI_RECOGNIZERS
from hushprompt.detect.rules_contact import CONTACT_RECOGNIZERS, CONTACT_RULES
from hushprompt.detect.rules_dates import DATE_RECOGNIZERS
from hushprompt.detect.rules_employment import EMPLOYMENT_RECOGNIZERS
from hushprompt.detect.rules_financial import FINANCIAL_RECOGNIZERS, FINANCIAL_RULES
from hushprompt.detect.rules_groups import GROUP_RECOGNIZERS
from hushprompt.detect.rules_hl7 import HL7_RECOGNIZERS
from hushprompt.detect.rules_identity import IDENTITY_RECOGNIZERS, IDENTITY_RULES
from hushprompt.detect.rules_injuries import INJURY_RECOGNIZERS
from hushprompt.detect.rules_japanese import JAPANESE_RECOGNIZERS
from hushprompt.detect.rules_korean import KOREAN_RECOGNIZERS
from hushprompt.detect.rules_lab_values import LAB_VALUE_RECOGNIZERS
from hushprompt.detect.rules_location import LOCATION_RECOGNIZERS, LOCATION_RULES
from hushprompt.detect.rules_names import NAME_RECOGNIZERS
from hushprompt.detect.rules_national_ids import NATIONAL_ID_RECOGNIZERS
from hushprompt.detect.rules_network import (
    NETWORK_RECOGNIZERS,
    NETWORK_RULES,
    find_ipv4,
    find_ipv6,
)
from hushprompt.detect.rules_own_sites import OWN_SITE_RECOGNIZERS
from hushprompt.detect.rules_prose import PROSE_RECOGNIZERS
from hushprompt.detect.rules_records import RECORD_RECOGNIZERS, RECORD_RULES
from hushprompt.detect.rules_scripts import SCRIPT_RECOGNIZERS
from hushprompt.detect.rules_secrets import SECRET_RECOGNIZERS, SECRET_RULES
from hushprompt.detect.rules_self_employed import SELF_EMPLOYED_RECOGNIZERS
from hushprompt.detect.rules_tables import TABLE_RECOGNIZERS
from hushprompt.detect.rules_transcript import TRANSCRIPT_RECOGNIZERS

RULES_SOURCE_PREFIX = "rules"


@lru_cache(maxsize=1)
def rule_detector() -> RuleDetector:
    """The rule detector (patterns are compiled at import; this just bundles them once)."""
    return RuleDetector(
        RULES_SOURCE_PREFIX,
        rules=(
            *CONTACT_RULES, *FINANCIAL_RULES, *SECRET_RULES, *NETWORK_RULES, *IDENTITY_RULES,
            *LOCATION_RULES, *RECORD_RULES,
        ),
        recognizers=(
            *CONTACT_RECOGNIZERS, *OWN_SITE_RECOGNIZERS, *FINANCIAL_RECOGNIZERS,
            *SECRET_RECOGNIZERS, *NETWORK_RECOGNIZERS, *IDENTITY_RECOGNIZERS, *PROSE_RECOGNIZERS,
            *RECORD_RECOGNIZERS, *TRANSCRIPT_RECOGNIZERS, *NAME_RECOGNIZERS, *TABLE_RECOGNIZERS,
            *NATIONAL_ID_RECOGNIZERS, *EMPLOYMENT_RECOGNIZERS, *ACCOUNT_RECOGNIZERS,
            *HL7_RECOGNIZERS, *JAPANESE_RECOGNIZERS, *KOREAN_RECOGNIZERS, *CJK_QUASI_RECOGNIZERS,
            *LOCATION_RECOGNIZERS, *GROUP_RECOGNIZERS, *DATE_RECOGNIZERS, condition_mentions,
            *LAB_VALUE_RECOGNIZERS, *INJURY_RECOGNIZERS, *SELF_EMPLOYED_RECOGNIZERS,
            *SCRIPT_RECOGNIZERS,
            lone_given_names, given_and_family_names,
        ),
        format_rules=(*CONTACT_RULES, *FINANCIAL_RULES, *SECRET_RULES, *NETWORK_RULES),
        format_recognizers=(*CONTACT_RECOGNIZERS, *FINANCIAL_RECOGNIZERS, *SECRET_RECOGNIZERS,
                            *NATIONAL_ID_RECOGNIZERS, find_ipv4, find_ipv6),
    )
