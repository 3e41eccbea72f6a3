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
from typing import Any, Iterator

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
    graded: dict[str, tuple[bool, list[tuple[str, str]]]] = {}
    try:
        reference_seconds = _references(chosen)  # while the first starters execute
        for activity in starters.in_finishing_order():  # each class as soon as its setups have run
            executed = starters.result(activity)
            if executed is None:
                return 3
            starters.share_cores()  # the cores the lanes still running leave to this grading
            result = _one(table[activity], out / activity, executed=executed, execute=execute, lang=lang)
            if isinstance(result, int):
                return result
            graded[activity] = result
    finally:
        starters.close()
    verdicts = [(activity, *graded[activity]) for activity in chosen]
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
    """Every chosen activity's starter setups, executed in the background while this process
    computes the reference re-runs and grades each class as soon as its setups are done.

    The setups are queued in the activities' order and taken by as many lanes as ``grader grade
    --jobs auto`` would give the heaviest chosen activity's notebooks (``choose_jobs``): on 2
    cores, two lanes with one torch thread each and cold kernels, because one generation of
    smollm2-135m fills one core only (66 ms a token on one thread, 67 on two; two at once, 72 each);
    on more cores, more lanes, each with a kernel warmed ahead where a core is free for it. The
    kernels share limits, isolation and the prepared model. Lanes change no output: each setup
    seeds its own runs (gradebooks byte-identical to one lane's)."""

    def __init__(self, modules: list[ModuleType], out: Path) -> None:
        import threading
        from concurrent.futures import ThreadPoolExecutor

        from ..running.execute import Limits
        from ..running.jobs import choose_jobs, generated_tokens
        from ..specs.schema import activity_path, load_activity

        tasks = [(m, i) for m in modules for i in range(len(m.SETUPS))]
        limits = Limits(cell_timeout=300, total_timeout=900)
        heaviest = max((load_activity(activity_path(m.ACTIVITY)) for m in modules), key=generated_tokens)
        self.choice = choose_jobs(heaviest, len(tasks), limits)
        self.limits = replace(limits, threads=self.choice.threads)
        self._pools: list[Any] = []
        self._local = threading.local()
        self._lock = threading.Lock()
        self.runs: list[Any] = []
        self.seconds = 0.0
        self.counts = {m.ACTIVITY: len(m.SETUPS) for m in modules}
        self._queued = len(tasks)
        self.executor = ThreadPoolExecutor(max_workers=self.choice.workers, thread_name_prefix="demo-starters")
        self.futures = {(m.ACTIVITY, i): self.executor.submit(self._execute, m, i, out / m.ACTIVITY)
                        for m, i in tasks}  # taken in this order, first come first served
        self.share_cores()  # this process's references and grading beside the kernels: the cores they leave

    def share_cores(self) -> None:
        """Torch threads for this process: the cores the lanes still running leave, all of them once
        every starter has run. Called from the thread that computes (torch's setting is per thread)."""
        import torch

        running = sum(1 for fut in self.futures.values() if not fut.done())
        busy = min(running, self.choice.workers) * self.choice.threads
        torch.set_num_threads(max(1, (os.cpu_count() or 1) - busy))

    def in_finishing_order(self) -> Iterator[str]:
        """The activities as the last of each one's setups finishes (a failed setup finishes its
        class too): the first class ready is graded while the others still execute."""
        from concurrent.futures import FIRST_COMPLETED, wait

        left = list(self.counts)
        while left:
            ready = [a for a in left if all(self.futures[(a, i)].done() for i in range(self.counts[a]))]
            if not ready:
                running = [self.futures[(a, i)] for a in left for i in range(self.counts[a])]
                wait([fut for fut in running if not fut.done()], return_when=FIRST_COMPLETED)
                continue
            for activity in ready:
                left.remove(activity)
                yield activity

    def _pool(self) -> Any:
        """This lane's pool of warm kernels (a pool serves one thread), None without warm kernels.
        It warms kernels only for setups no lane has taken yet (none left over at the end)."""
        with self._lock:
            self._queued -= 1
            left = self._queued
        from ..running.kernel_pool import KernelPool, fork_requested

        if self.choice.warm_kernels < 1 and not fork_requested():  # forks need a pool even with none ahead
            return None
        if getattr(self._local, "pool", None) is None:

            self._local.pool = KernelPool(self.choice.warm_kernels)
            with self._lock:
                self._pools.append(self._local.pool)
        self._local.pool.remaining = left + 1  # this setup, then those still queued
        return self._local.pool

    def _execute(self, module: ModuleType, i: int, out: Path) -> Path | None:
        from ..demos.common import prepared_copy
        from ..running.execute import execute_notebook
        from ..specs.schema import activity_path

        activity, changes = module.ACTIVITY, module.SETUPS[i]
        starter = activity_path(activity).parent / "starter.ipynb"
        build = out / "build"
        label = ", ".join(c.__name__ for c in changes) or "as given"
        print(f"[demo] {activity}: executing the starter with {MODEL} ({label}; {i + 1}/{len(module.SETUPS)})...",
              file=sys.stderr)
        src = prepared_copy(starter, changes, build / f"setup{i}.ipynb")
        res = execute_notebook(src, build / "executed", parameters={"MODEL_NAME": MODEL}, limits=self.limits,
                               pool=self._pool())
        with self._lock:
            self.runs.append(res)
            self.seconds += res.seconds
        if res.status != "ok" or res.executed_path is None:
            print(f"[demo] {activity}: the starter did not run: {res.message}", file=sys.stderr)
            return None
        return Path(res.executed_path)

    def result(self, activity: str) -> list[Path] | None:
        executed = [self.futures[(activity, i)].result() for i in range(self.counts[activity])]
        return None if any(p is None for p in executed) else executed  # type: ignore[return-value]

    def describe(self) -> str:
        warm = sum(1 for r in self.runs if r.phases.get("warm"))
        lanes = self.choice.workers
        return (f"{len(self.runs)} starter runs executed in {self.seconds:.0f} s of kernel time, "
                f"{lanes} at a time ({self.choice.threads} torch thread(s) each; {warm} on a kernel warmed ahead)")

    def close(self) -> None:
        """Queued runs dropped; running ones (Ctrl-C, a failed class) killed with their kernels."""
        for fut in self.futures.values():
            fut.cancel()
        if any(not fut.done() for fut in self.futures.values()):
            from ..running.kernel_runner import kill_process_tree

            kill_process_tree(os.getpid(), include_root=False)
        self.executor.shutdown(wait=True)
        for pool in self._pools:
            pool.close()


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
