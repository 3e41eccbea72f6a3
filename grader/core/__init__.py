"""The shared vocabulary every room may import: result records (:mod:`.records`), errors with
their fix (:mod:`.errors`), the pt/en message catalogue (:mod:`.messages`), text
normalisation (:mod:`.textnorm`) and atomic file writes (:mod:`.files`). Imports nothing of
the grader.
"""
