"""Detection: rule recognizers, spaCy NER, context rules and overlap resolution."""

from hushprompt.detect.base import Detector
from hushprompt.detect.context import ContextRules
from hushprompt.detect.pipeline import DetectionPipeline, default_pipeline

__all__ = ["ContextRules", "DetectionPipeline", "Detector", "default_pipeline"]
