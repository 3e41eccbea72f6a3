"""``grader demo``: the main job, offline, on the embedded model.

For each course activity (or the ones named with ``--activity``): the starter is executed with
``smollm2-135m`` the way a few students set it up (fixed seeds, a variation of their own), a
small class is written from those executions (a good student and students whose failure only
that activity's special check catches), graded exactly as ``grader grade`` does into
``OUT/<activity>/``, and the scores are printed with whether they come in the expected order.
"""

from __future__ import annotations

import csv
import os
import sys
import time
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

MODEL = "smollm2-135m"


def run(*, out: Path, execute: bool = False, lang: str = "pt", activities: list[str] | None = None) -> int:
    from ..core.errors import UsageError
    from ..demos import demos

    table = demos()
    chosen = activities or list(table)
    for a in chosen:
        if a not in table:
            from ..specs.schema import activity_path

            activity_path(a)  # an unknown id: "no activity ...; did you mean ...?"
            raise UsageError(f"no demo for {a!r}", fix=f"Use one of: {', '.join(table)}.")
    started = time.perf_counter()
    from ..modelling.models import prepare_model_files

    prepare_model_files(MODEL)  # converted once, before any starter runs in the (read-only) sandbox
    starters = Starters([table[a] for a in chosen], out)
    verdicts: list[tuple[str, bool, list[tuple[str, str]]]] = []
    try:
        reference_seconds = _references(chosen)  # while the first starters execute
        for activity in chosen:
            executed = starters.result(activity)
            if executed is None:
                return 3
            result = _one(table[activity], out / activity, executed=executed, execute=execute, lang=lang)
            if isinstance(result, int):
                return result
            verdicts.append((activity, *result))
    finally:
        starters.close()
    print()
    for activity, ordered, rows in verdicts:
        module = table[activity]
        print(f"{activity}  ({out / activity / 'summary.html'})")
        for name, score in rows:
            print(f"  {name:<24} {score}")
        print(f"  expected order ({module.ORDER_NOTE}): {'yes' if ordered else 'NO'}")
    print(f"\n{len(chosen)} activities graded in {time.perf_counter() - started:.0f} s; reports in "
          f"{out}/<activity>/reports/")
    print(f"time: {starters.describe()}; the grader's reference re-runs took {reference_seconds:.0f} s "
          "beside them")
    print("\nSettle what the grader left for review, in the browser (one class at a time):")
    for activity, _, _ in verdicts:
        print(f"  grader review {out / activity}")
    return 0 if all(ordered for _, ordered, _ in verdicts) else 1


class Starters:
    """Every chosen activity's starter setups, executed one after another in a background thread
    through one pool of warm kernels (they share kernel, limits, isolation and model), in the
    activities' order, while this process computes the reference re-runs and grades the classes
    whose starters are done. Each kernel gets its share of the cores (grader/running/kernel_pool.py)."""

    def __init__(self, modules: list[ModuleType], out: Path) -> None:
        from concurrent.futures import ThreadPoolExecutor

        from ..running.execute import Limits
        from ..running.kernel_pool import KernelPool, kernel_threads, warm_ahead

        limits = Limits(cell_timeout=300, total_timeout=900)
        ahead = warm_ahead(1, limits)
        threads = kernel_threads(ahead)
        self.limits = replace(limits, threads=threads) if threads else limits
        self.pool = KernelPool(ahead) if ahead else None
        if self.pool is not None:
            self.pool.expect(sum(len(m.SETUPS) for m in modules))
        self.runs: list[Any] = []
        self.seconds = 0.0
        if threads:  # this process's generations beside the kernels: the cores the kernels leave
            import torch

            torch.set_num_threads(max(1, (os.cpu_count() or 1) - threads))
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="demo-starters")
        self.futures = {m.ACTIVITY: self.executor.submit(self._execute, m, out / m.ACTIVITY) for m in modules}

    def _execute(self, module: ModuleType, out: Path) -> list[Path] | None:
        from ..demos.common import prepared_copy
        from ..running.execute import execute_notebook
        from ..specs.schema import activity_path

        activity = module.ACTIVITY
        starter = activity_path(activity).parent / "starter.ipynb"
        build = out / "build"
        executed = []
        for i, changes in enumerate(module.SETUPS):
            label = ", ".join(c.__name__ for c in changes) or "as given"
            print(f"[demo] {activity}: executing the starter with {MODEL} ({label}; {i + 1}/{len(module.SETUPS)})...",
                  file=sys.stderr)
            src = prepared_copy(starter, changes, build / f"setup{i}.ipynb")
            res = execute_notebook(src, build / "executed", parameters={"MODEL_NAME": MODEL}, limits=self.limits,
                                   pool=self.pool)
            self.runs.append(res)
            self.seconds += res.seconds
            if res.status != "ok" or res.executed_path is None:
                print(f"[demo] {activity}: the starter did not run: {res.message}", file=sys.stderr)
                return None
            executed.append(Path(res.executed_path))
        return executed

    def result(self, activity: str) -> list[Path] | None:
        return self.futures[activity].result()

    def describe(self) -> str:
        warm = sum(1 for r in self.runs if r.phases.get("warm"))
        return (f"{len(self.runs)} starter runs executed in {self.seconds:.0f} s, one after another "
                f"({warm} on a kernel warmed ahead)")

    def close(self) -> None:
        """Queued runs dropped; a running one (Ctrl-C, a failed class) killed with its kernel."""
        for fut in self.futures.values():
            fut.cancel()
        if any(not fut.done() for fut in self.futures.values()):
            from ..running.kernel_runner import kill_process_tree

            kill_process_tree(os.getpid(), include_root=False)
        self.executor.shutdown(wait=True)
        if self.pool is not None:
            self.pool.close()


def _references(chosen: list[str]) -> float:
    """The reference re-runs of every chosen activity (cached on disk; grading reads them there),
    computed once, here, while the starters execute."""
    from ..grading.pipeline import load_specs, reference_for
    from ..modelling.models import load_model

    started = time.perf_counter()
    lm = load_model(MODEL)
    for activity in chosen:
        print(f"[demo] {activity}: the grader's reference re-runs, beside the starters...", file=sys.stderr)
        reference_for(load_specs(activity)[0], lm)
    return time.perf_counter() - started


def _one(module: ModuleType, out: Path, *, executed: list[Path], execute: bool,
         lang: str) -> int | tuple[bool, list[tuple[str, str]]]:
    from ..demos.common import build_student
    from ..specs.schema import activity_path, load_activity
    from . import grade

    activity = module.ACTIVITY
    act = load_activity(activity_path(activity))
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
