"""Activities and rubrics as data: the typed schema and its loader with errors that name file,
key and fix (:mod:`.schema`), the arguments each rubric rule reads (:mod:`.rule_args`),
starters made from solutions (:mod:`.release`). Imports only :mod:`grader.core`.
"""
