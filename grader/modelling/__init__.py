"""The language models and what is computed from them: loading (:mod:`.models`), the
decoding rules' kept sets (:mod:`.decoding`, :mod:`.tokenbytes`), provenance of a cited
text (:mod:`.provenance`), the grader's reference re-runs (:mod:`.reference`) and text
measures (:mod:`.measures`), the model a notebook's records name (:mod:`.model_choice`).
Imports :mod:`grader.core` only.
"""
