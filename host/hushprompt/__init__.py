"""HushPrompt host: finds sensitive parts of chatbot prompts, swaps in stand-ins."""

import os as _os

# onnxruntime >= 1.31 writes a telemetry database unless this is set before it is imported.
# Every entry point imports this package first, so the setting is in place before any model loads.
_os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
# Model weights come only from installed packages or this repository; never from a hub.
_os.environ.setdefault("HF_HUB_OFFLINE", "1")
_os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

__version__ = "0.1.0"
