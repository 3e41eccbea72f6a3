"""Grading one notebook and a class: the pipeline (reading -> execution -> checks -> scores,
:mod:`.pipeline`), rubric scoring (:mod:`.scoring`) and the batch runners with their
result store (:mod:`.batch`). Imports every room below it; nothing below imports it.
"""
