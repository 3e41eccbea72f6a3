"""``grader demo``: the main job, offline, on the embedded model.

Builds a small class for the temperature/top-p activity (the starter executed with
``smollm2-135m`` under fixed seeds; five students' answers of varying quality written from their
own outputs), grades it exactly as ``grader grade`` does, and prints where the results are.
"""

from __future__ import annotations

import csv
import sys
import time
from pathlib import Path

ACTIVITY = "temperature-top-p"
MODEL = "smollm2-135m"
SEEDS = (11, 22, 33)


def run(*, out: Path, execute: bool = False, lang: str = "pt") -> int:
    from .. import demo_class
    from ..execute import Limits, execute_notebook
    from ..specs import activity_path, load_activity
    from . import grade

    started = time.perf_counter()
    act = load_activity(activity_path(ACTIVITY))
    starter = activity_path(ACTIVITY).parent / "starter.ipynb"
    build = out / "build"
    executed = []
    for i, seed in enumerate(SEEDS):
        print(f"[demo] executing the starter with {MODEL}, seed {seed} ({i + 1}/{len(SEEDS)})...", file=sys.stderr)
        src = demo_class.seeded_copy(starter, seed, build / f"seed{seed}.ipynb")
        res = execute_notebook(src, build / "executed", parameters={"MODEL_NAME": MODEL},
                               limits=Limits(cell_timeout=300, total_timeout=900))
        if res.status != "ok" or res.executed_path is None:
            print(f"[demo] the starter did not run: {res.message}", file=sys.stderr)
            return 3
        executed.append(Path(res.executed_path))
    class_dir = out / "class"
    for name, (which, _, _) in demo_class.STUDENTS.items():
        demo_class.build_student(executed[which], act, name, class_dir / f"{name}.ipynb")
    print(f"[demo] class of {len(demo_class.STUDENTS)} written to {class_dir}; grading...", file=sys.stderr)
    code = grade.run(paths=[class_dir], activity=ACTIVITY, out=out, model=MODEL, lang=lang, execute=execute)
    if code:
        return code
    with open(out / "gradebook.csv", encoding="utf-8") as fh:
        rows = {r["student"]: r for r in csv.DictReader(fh)}
    print()
    print(f"{'student':<22} {'score':>7}  status")
    for name in demo_class.EXPECTED_ORDER:
        r = rows[name]
        print(f"{name:<22} {float(r['score']):>4g}/{float(r['max_score']):g}  {r['status']}")
    scores = [float(rows[n]["score"]) for n in demo_class.EXPECTED_ORDER]
    ordered = all(a > b for a, b in zip(scores, scores[1:]))
    print(f"\nexpected order (good > book copy > contradicting > edited > incomplete): "
          f"{'yes' if ordered else 'NO'}")
    print(f"reports: {out / 'reports'}  ({time.perf_counter() - started:.0f} s in all)")
    return 0 if ordered else 1
