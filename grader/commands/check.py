"""``grader check``: a student's self-check of one notebook before submitting."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from ..messages import render
from ..records import Status


def run(*, notebook: Path, activity: str, model: str | None = None, lang: str = "pt", execute: bool = False,
        as_json: bool = False, question: str | None = None) -> int:
    """Exit 0 when every criterion passes, 1 when some do not (2 and 3 are raised as errors)."""
    from ..gradebook import result_to_dict
    from ..pipeline import grade_submission, prepare

    setup = prepare(activity, model=model, lang=lang, execute=execute, with_reference=False)
    with tempfile.TemporaryDirectory(prefix="grader-check-") as tmp:
        result = grade_submission(setup, notebook, work_dir=Path(tmp))
    if question is not None:
        from dataclasses import replace

        if question not in {q.id for q in setup.activity.questions}:
            from ..errors import UsageError

            raise UsageError(f"unknown question {question!r}",
                             fix=f"Questions: {', '.join(q.id for q in setup.activity.questions)}.")
        result = replace(result, criteria=tuple(c for c in result.criteria if c.question_id in (question, "-")))
    scored = [c for c in result.criteria if c.max_points > 0]
    all_pass = result.status != "error" and all(c.status is Status.PASS for c in scored)
    if as_json:
        sys.stdout.write(json.dumps(result_to_dict(result), ensure_ascii=False, default=str) + "\n")
        return 0 if all_pass else 1
    for c in result.criteria:
        mark = {"pass": "OK ", "partial": "~  ", "fail": "X  ", "needs_review": "?  ", "error": "!  "}[c.status.value]
        extra = render("ci.grading_only", lang) if c.grading_only else ""
        print(f"{mark}{c.question_id:>4} {c.title}: {c.message}{extra}")
    for note in result.notes:
        print(f"   {note}")
    print(f"{result.score:g}/{result.max_score:g}")
    print(render("check.reference_note", lang))
    return 0 if all_pass else 1
