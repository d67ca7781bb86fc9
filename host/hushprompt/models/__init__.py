"""ONNX model runtime: `ner.load_ner()` (a Detector) and `seq2seq.load_seq2seq()` (stand-ins and
contextual identifiers). Nothing is imported here, so `import hushprompt.models` stays cheap."""
