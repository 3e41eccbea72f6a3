"""``grader check``: a student's self-check of one notebook before submitting."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from ..core.messages import render
from ..core.records import Status


def run(*, notebook: Path, activity: str, model: str | None = None, lang: str = "pt", execute: bool = False,
        as_json: bool = False, question: str | None = None) -> int:
    """Exit 0 when every criterion passes, 1 when some do not (2 and 3 are raised as errors)."""
    from ..grading.pipeline import grade_submission, prepare
    from ..output.gradebook import result_to_dict

    nb_models, choice = choose_model(notebook, activity, model)
    said = choice.explain(lang, nb_models)
    if not as_json:  # before the model loads: a model that cannot load is then named with its reason
        for line in said:
            print(line)
        sys.stdout.flush()
    setup = prepare(activity, model=choice.name, lang=lang, execute=execute, with_reference=False)
    with tempfile.TemporaryDirectory(prefix="grader-check-") as tmp:
        result = grade_submission(setup, notebook, work_dir=Path(tmp))
    if question is not None:
        from dataclasses import replace

        if question not in {q.id for q in setup.activity.questions}:
            from ..core.errors import UsageError

            raise UsageError(f"unknown question {question!r}",
                             fix=f"Questions: {', '.join(q.id for q in setup.activity.questions)}.")
        result = replace(result, criteria=tuple(c for c in result.criteria if c.question_id in (question, "-")))
    scored = [c for c in result.criteria if c.max_points > 0]
    all_pass = result.status != "error" and all(c.status is Status.PASS for c in scored)
    if as_json:
        out = result_to_dict(result)
        out["model"] = {"name": choice.name, "source": choice.source, "explanation": said}
        sys.stdout.write(json.dumps(out, ensure_ascii=False, default=str) + "\n")
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


def choose_model(notebook: Path, activity: str, model: str | None):
    """The model a self-check uses (see grader/modelling/model_choice.py) and what the notebook records."""
    from ..modelling.model_choice import NotebookModels, choose_check_model, notebook_models
    from ..specs.schema import activity_path, load_activity

    try:
        nb_models = notebook_models(json.loads(Path(notebook).read_text(encoding="utf-8")))
    except (OSError, ValueError):  # unreadable: grading reports it; no model to learn from it
        nb_models = NotebookModels()
    spec = load_activity(activity_path(activity))
    return nb_models, choose_check_model(nb_models, option=model, activity_default=spec.model,
                                         accepted=spec.models or [spec.model])
