"""``grader demo``: the main job, offline, on the embedded model.

For each course activity (or the ones named with ``--activity``): the starter is executed with
``smollm2-135m`` the way a few students set it up (fixed seeds, a variation of their own), a
small class is written from those executions (a good student and students whose failure only
that activity's special check catches), graded exactly as ``grader grade`` does into
``OUT/<activity>/``, and the scores are printed with whether they come in the expected order.
"""

from __future__ import annotations

import csv
import sys
import time
from pathlib import Path
from types import ModuleType

MODEL = "smollm2-135m"


def run(*, out: Path, execute: bool = False, lang: str = "pt", activities: list[str] | None = None) -> int:
    from ..demos import demos
    from ..errors import UsageError

    table = demos()
    chosen = activities or list(table)
    for a in chosen:
        if a not in table:
            from ..specs import activity_path

            activity_path(a)  # an unknown id: "no activity ...; did you mean ...?"
            raise UsageError(f"no demo for {a!r}", fix=f"Use one of: {', '.join(table)}.")
    started = time.perf_counter()
    from ..models import prepare_model_files

    prepare_model_files(MODEL)  # converted once, before any starter runs in the (read-only) sandbox
    verdicts: list[tuple[str, bool, list[tuple[str, str]]]] = []
    for activity in chosen:
        result = _one(table[activity], out / activity, execute=execute, lang=lang)
        if isinstance(result, int):
            return result
        verdicts.append((activity, *result))
    print()
    for activity, ordered, rows in verdicts:
        module = table[activity]
        print(f"{activity}  ({out / activity / 'summary.html'})")
        for name, score in rows:
            print(f"  {name:<24} {score}")
        print(f"  expected order ({module.ORDER_NOTE}): {'yes' if ordered else 'NO'}")
    print(f"\n{len(chosen)} activities graded in {time.perf_counter() - started:.0f} s; reports in "
          f"{out}/<activity>/reports/")
    print("\nSettle what the grader left for review, in the browser (one class at a time):")
    for activity, _, _ in verdicts:
        print(f"  grader review {out / activity}")
    return 0 if all(ordered for _, ordered, _ in verdicts) else 1


def _one(module: ModuleType, out: Path, *, execute: bool, lang: str) -> int | tuple[bool, list[tuple[str, str]]]:
    from ..demos.common import build_student, prepared_copy
    from ..execute import Limits, execute_notebook
    from ..specs import activity_path, load_activity
    from . import grade

    activity = module.ACTIVITY
    act = load_activity(activity_path(activity))
    starter = activity_path(activity).parent / "starter.ipynb"
    build = out / "build"
    executed = []
    for i, changes in enumerate(module.SETUPS):
        label = ", ".join(c.__name__ for c in changes) or "as given"
        print(f"[demo] {activity}: executing the starter with {MODEL} ({label}; {i + 1}/{len(module.SETUPS)})...",
              file=sys.stderr)
        src = prepared_copy(starter, changes, build / f"setup{i}.ipynb")
        res = execute_notebook(src, build / "executed", parameters={"MODEL_NAME": MODEL},
                               limits=Limits(cell_timeout=300, total_timeout=900))
        if res.status != "ok" or res.executed_path is None:
            print(f"[demo] {activity}: the starter did not run: {res.message}", file=sys.stderr)
            return 3
        executed.append(Path(res.executed_path))
    class_dir = out / "class"
    for name, student in module.STUDENTS.items():
        build_student(executed[student.which], act, student, class_dir / f"{name}.ipynb")
    print(f"[demo] {activity}: class of {len(module.STUDENTS)} written to {class_dir}; grading...", file=sys.stderr)
    code = grade.run(paths=[class_dir], activity=activity, out=out, model=MODEL, lang=lang, execute=execute)
    if code:
        return code
    with open(out / "gradebook.csv", encoding="utf-8") as fh:
        rows = {r["student"]: r for r in csv.DictReader(fh)}
    order = module.EXPECTED_ORDER
    scores = [float(rows[n]["score"]) for n in order]
    shown = [(n, f"{float(rows[n]['score']):>4g}/{float(rows[n]['max_score']):g}  {rows[n]['status']}") for n in order]
    return all(a > b for a, b in zip(scores, scores[1:])), shown
