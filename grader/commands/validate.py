"""``grader validate``: every activity and rubric parses, cross-references hold, cells exist."""

from __future__ import annotations

from ..core.errors import GraderError


def run(*, activities: list[str] | None = None) -> int:
    from ..checks import rule_names
    from ..reading.extract import NotebookReadError, read_notebook
    from ..specs.release import ReleaseError, release
    from ..specs.schema import SpecError, activity_path, list_activities, load_activity, load_rubric, rubric_path

    ids = activities or list_activities()
    if not ids:
        raise GraderError("no activities found (activities/<id>/activity.yaml)")
    failures = 0
    for aid in ids:
        try:
            act = load_activity(activity_path(aid))
            rub = load_rubric(rubric_path(aid), act, rule_names())
            starter = activity_path(aid).parent / "starter.ipynb"
            nb = read_notebook(starter)
            tags = {t for c in nb.cells for t in c.get("metadata", {}).get("tags", [])}
            missing = [q.cell for q in act.questions if q.cell not in tags]
            missing += [f"run-{r}" for r in act.runs if f"run-{r}" not in tags]
            if missing:
                raise SpecError(starter, "cells", f"no cell tagged {', '.join(missing)}",
                                fix="Add the tags to the answer/run cells (cell metadata 'tags').")
            solution = activity_path(aid).parent / "solution.ipynb"
            if solution.is_file() and not release(solution, starter, check=True):
                raise SpecError(starter, "(file)", f"differs from what {solution.name} gives",
                                fix=f"Run: grader release {aid}")
        except (SpecError, NotebookReadError, ReleaseError) as exc:
            failures += 1
            print(f"FAIL {aid}: {exc}")
            continue
        print(f"ok   {aid}: {len(act.runs)} runs, {len(act.questions)} questions, "
              f"{len(rub.criteria)} criteria, {rub.max_score:g} points")
    return 0 if failures == 0 else 2
