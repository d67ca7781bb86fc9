"""How long mappings are kept: `retention_days` in the config file, default 30 days."""

from __future__ import annotations

import json
import logging
import math

from hushprompt.paths import config_path

log = logging.getLogger(__name__)

DEFAULT_RETENTION_DAYS = 30.0
PURGE_INTERVAL_SECONDS = 3600.0  # automatic purges run at most once an hour


def configured_retention_days() -> float:
    """`retention_days` from the config file when it is a positive number, else the default."""
    path = config_path()
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return DEFAULT_RETENTION_DAYS
    except (OSError, ValueError):
        log.warning("the config file could not be read; keeping mappings %g days",
                    DEFAULT_RETENTION_DAYS)
        return DEFAULT_RETENTION_DAYS
    value = config.get("retention_days") if isinstance(config, dict) else None
    if value is None:
        return DEFAULT_RETENTION_DAYS
    if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0 \
            or not math.isfinite(value):
        log.warning("retention_days in the config must be a positive number; using %g",
                    DEFAULT_RETENTION_DAYS)
        return DEFAULT_RETENTION_DAYS
    return float(value)
