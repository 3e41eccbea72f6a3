"""Reading a notebook: what the student generated and answered, and where.

One door: :func:`read` returns what ``grader inspect`` shows (answers, runs with their samples and
cells, what could not be placed and why). Inside:

- :mod:`.notebook_file`, :mod:`.cells`: the file read safely, cells' text and tags;
- :mod:`.answers` (with :mod:`.answer_markers`, :mod:`.code_answers`, :mod:`.question_text`): each question's answer, in
  markdown or in code (comments, strings, prints), with where it was found;
- :mod:`.run_refs`: the runs an answer names (ids, values, ordinals, relatives, sample numbers);
- :mod:`.candidates`: every output of every cell turned into candidate texts (Python literal
  syntax, ANSI codes, rich's wrapping and HTML undone), whatever way the notebook printed them;
- :mod:`.interp`, :mod:`.calls`, :mod:`.values`: the abstract interpreter of the notebook's code
  (which calls generate, with what prompt and parameters, what each ``print`` writes);
- :mod:`.printed`, :mod:`.content`: the cell's printed output aligned with the code, printed headers;
- :mod:`.runs`: samples mapped to the activity's runs (:func:`.runs.find_runs`);
- :mod:`.hooked`, :mod:`.layout`: the kernel hook's records (which call generated which text) and
  what a re-execution teaches about how the notebook prints;
- :mod:`.extract`, :mod:`.evidence`: the :class:`~grader.core.records.Extraction` the grader grades
  and each run's evidence.

Pure and model-free at import time: a verifier (prompt, text, parameters -> bool) may be passed in.
Imports :mod:`grader.specs` and :mod:`grader.core` only.
"""

from __future__ import annotations

from typing import Any

__all__ = ["read", "check_with"]


def check_with(verifier: Any) -> Any:
    """The run's own check as the reading layer takes it: (prompt, continuation, params) -> bool,
    False only when ``verifier`` (:class:`grader.modelling.provenance.Verifier`) proves the text impossible
    (exact re-run for greedy decoding, kept-set membership for sampling)."""
    from ..core.records import Verdict

    def check(prompt: str, text: str, params: Any) -> bool:
        # texts placed by content were printed: nothing recorded how they were sampled
        return verifier.verify(prompt, text, params, permissive=True).verdict is not Verdict.INCONSISTENT

    return check


def read(nb: Any, spec: Any, *, notes: tuple[str, ...] = (), verify: Any = None) -> dict[str, Any]:
    """What the grader finds in ``nb`` for activity ``spec``, as plain data with where each thing
    is (the object ``grader inspect --json`` prints, without the notebook's path)."""
    from .inspect_view import inspect_view

    return inspect_view(nb, spec, notes=notes, verify=verify)
