"""``grader grade``: a folder of notebooks -> gradebook.csv, results.json, one HTML report each.

Crash safety: every file is written atomically (a temporary file, fsync, rename), so a report,
the gradebook or results.json is either the old one or the new one, never half of either. Each
submission's stored result and report are written as soon as it is graded; results.json and then
gradebook.csv, both holding every row graded so far, at least every ``CHECKPOINT_SECONDS`` and at
the end: an interrupted batch (Ctrl-C, a kill, a power cut) leaves a gradebook that agrees with
results.json and has a report for each row. Ctrl-C stops after the current notebook's run is
killed and writes the outputs for what was graded (exit code 130).
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import replace
from pathlib import Path

from ..core.errors import UsageError


def collect_notebooks(paths: list[Path]) -> list[Path]:
    found: list[Path] = []
    for p in paths:
        if p.is_dir():
            found += sorted(q for q in p.rglob("*.ipynb")
                            if ".ipynb_checkpoints" not in q.parts and not q.name.endswith(".executed.ipynb"))
        elif p.is_file():
            found.append(p)
        else:
            raise UsageError(f"{p}: no such file or folder")
    stems = [f.stem for f in found]
    dup = sorted({s for s in stems if stems.count(s) > 1})
    if dup:
        raise UsageError(f"two submissions share a student id (file name): {', '.join(dup)}",
                         fix="Student id = file name without .ipynb; rename one of them.")
    return found


def _worksheet(lms: str | None, worksheet: Path | None, lms_lang: str | None, assignment: str | None,
               out: Path) -> dict:
    """``--lms-worksheet`` read now (its columns found, or the error naming what was looked for,
    before any grading) and kept in OUT, where every rewrite of the grade file starts from it."""
    if lms_lang and lms != "moodle":
        raise UsageError(f"--lms-lang {lms_lang}: only Moodle's worksheet is written in the site's language",
                         fix="Use it with --lms moodle.")
    if worksheet is None:
        return {"lms_lang": lms_lang}
    if not lms:
        raise UsageError("--lms-worksheet needs --lms moodle or --lms canvas", fix="Say which platform gave the file.")
    from ..core.files import write_atomic
    from ..submissions.worksheet import read_worksheet, worksheet_copy_name

    try:
        data = worksheet.read_bytes()
    except OSError as exc:
        raise UsageError(f"--lms-worksheet {worksheet}: cannot be read ({exc})") from None
    read_worksheet(lms, data, str(worksheet), assignment)
    name = worksheet_copy_name(lms, worksheet)
    write_atomic(out / name, data)
    return {"worksheet": name, "worksheet_source": str(worksheet), "lms_lang": lms_lang}


def _take_in(paths: list[Path], out: Path, activity: str, roster: Path | None, lms: str | None,
             assignment: str | None, quiet: bool, worksheet: Path | None = None,
             lms_lang: str | None = None) -> list[Path]:
    """The notebooks to grade: a platform's download staged one per student (grader/submissions/),
    or, for a plain folder of ``<student>.ipynb``, the files themselves."""
    from ..submissions.intake import describe, take_in, write_manifest

    if (worksheet or lms_lang) and not lms:
        raise UsageError("--lms-worksheet and --lms-lang need --lms PLATFORM", fix="Add --lms moodle (or canvas).")
    taken = take_in(paths, out, roster_path=roster)
    if taken is None:
        if lms:
            raise UsageError(f"--lms {lms}: these files carry no platform's naming",
                             fix="Grade the platform's download (the zip or its folder), or add --roster FILE.")
        (out / "intake.json").unlink(missing_ok=True)  # an earlier platform grading of this folder
        return collect_notebooks(paths)
    if lms and taken.platform and lms != taken.platform and not roster:
        print(f"warning: --lms {lms} for a {taken.platform} download: without --roster the students' "
              f"{lms} ids are unknown", file=sys.stderr)
    if not quiet or any(s.status == "unmatched" for s in taken.submissions) or taken.refused:
        for line in describe(taken):
            print(line, file=sys.stderr)
    from ..grading.pipeline import load_specs

    act, _ = load_specs(activity)
    assignment = assignment or act.title.get("pt")
    export = _worksheet(lms, worksheet, lms_lang, assignment, out) if lms else {}
    write_manifest(taken, out, lms=lms, assignment=assignment, assignment_id=None, **export)
    return taken.notebooks


def _apply_overrides(setup, results: list, out: Path, adjustments) -> list:
    """Instructor overrides (``--overrides``) and the decisions of ``grader review`` (its store in
    ``out``, when there is one) applied, as grader/review/outputs.py does after each decision; the
    reports they change are written again."""
    from ..core.files import write_atomic
    from ..output.report import render_report
    from ..review.outputs import adjust

    adjusted = adjust(results, setup.rubric, out, file_overrides=adjustments)
    for warning in adjusted.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    for old, new in zip(results, adjusted.results):
        if new is not old:
            write_atomic(out / "reports" / f"{new.student}.html", render_report(new, setup.activity))
    return adjusted.results


def _class_outputs(setup, results: list, out: Path, lms_scale: float | None, adjustments=None) -> None:
    """summary.html (with the integrity flags) and lms.csv, from the final results; class.json
    keeps the flags, the scale and the overrides for ``grader review``'s rewrites."""
    from ..output.integrity import find_near_duplicates, greedy_runs
    from ..review.outputs import write_class_file, write_class_pages

    # the grader's own re-runs (grader/reading/layout.py) are no student's text: never compared
    outputs = {r.student: {run: (v["text"], v.get("seed")) for run, v in r.outputs.items()
                           if not v.get("from_reexecution")} for r in results}
    flags = find_near_duplicates(outputs, skip_runs=greedy_runs(setup.activity),
                                 reference={run: ref.texts for run, ref in setup.reference.items()})
    write_class_file(out, flags=flags, lms_scale=lms_scale, file_overrides=adjustments)
    write_class_pages(out, results, setup.activity, flags=flags, lms_scale=lms_scale, lang=setup.lang)


def _progress(total: int, quiet: bool):
    """A progress bar with rate and ETA on a terminal; None (plain lines) in logs and pipes."""
    if quiet or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=total, unit="notebook", file=sys.stderr, dynamic_ncols=True)


def _remove_stale_temporaries(out: Path) -> None:
    """Temporary files of an earlier batch that was killed mid-write (never a finished file)."""
    for folder in (out, out / "reports", out / "executed"):
        for tmp in folder.glob(".grader-*.tmp") if folder.is_dir() else []:
            tmp.unlink(missing_ok=True)


def run(*, paths: list[Path], activity: str, out: Path, model: str | None = None, lang: str = "pt",
        execute: bool = True, quiet: bool = False, overrides: Path | None = None,
        lms_scale: float | None = None, limits=None, isolation: str | None = None, jobs: int | str = 1,
        scheduler: str | None = None, force: bool = False, warm_kernels: int | None = None,
        roster: Path | None = None, lms: str | None = None, lms_assignment: str | None = None,
        lms_worksheet: Path | None = None, lms_lang: str | None = None, lti: Path | None = None) -> int:
    """``limits``: a :class:`grader.running.execute.Limits` for the re-runs; ``isolation``: ``auto``,
    ``sandbox`` or ``limits-only`` (None: ``$GRADER_ISOLATION``, else auto; see grader/running/isolation.py).
    ``jobs``: worker processes on this machine, or ``"auto"`` (grader/running/jobs.py); ``scheduler``: a Dask scheduler address instead;
    ``force``: re-grade submissions already graded under the same key (see grader/grading/batch.py);
    ``warm_kernels``: kernels each worker keeps started ahead (None: auto; see grader/running/kernel_pool.py);
    ``roster``, ``lms``, ``lms_assignment``, ``lms_worksheet``, ``lms_lang``: platform downloads in, grade
    files out (grader/submissions/); ``lti``: then post the scores by LTI 1.3 (``grader publish``)."""
    from ..core.files import write_atomic
    from ..grading.batch import (
        BatchConfig,
        DaskRunner,
        PipelinedRunner,
        ProcessRunner,
        ResultStore,
        SerialRunner,
        make_pool,
        submission_key,
    )
    from ..grading.pipeline import ExecutionPlan, load_specs, prepare
    from ..output.gradebook import write_outputs
    from ..output.overrides import load_overrides
    from ..output.report import render_report
    from ..running import isolation as isolation_

    if jobs != "auto" and (not isinstance(jobs, int) or jobs < 1):
        raise UsageError(f"--jobs must be at least 1 or 'auto', got {jobs}")
    if lti is not None:  # a config that cannot work stops the command before hours of grading
        from ..submissions.lti import load_config

        load_config(lti)
    notebooks = _take_in(paths, out, activity, roster, lms, lms_assignment, quiet, lms_worksheet, lms_lang)
    if not notebooks:
        raise UsageError("no notebooks (*.ipynb) found in the given paths")
    # Read the overrides first: a bad file should stop the command before hours of grading.
    adjustments = load_overrides(overrides, load_specs(activity)[1]) if overrides else None
    iso = isolation_.choose(isolation) if execute else None  # fails fast on a sandbox that cannot be had
    started = time.perf_counter()
    if iso is not None and not quiet:
        print(f"isolation: {iso.describe()}", file=sys.stderr)
    _remove_stale_temporaries(out)
    act, _ = load_specs(activity)

    if execute:
        # Before the first kernel starts (the pipelined runner starts it before the model loads here):
        # the sandbox sees the model cache read-only, so a notebook cannot convert or download it.
        from ..modelling.models import prepare_model_files

        prepare_model_files(model or act.model)
    config = BatchConfig(activity, model, lang, execute, limits, iso.level if iso else None)
    config_key = config.key()
    store = ResultStore(out)
    results: dict[str, object] = {}
    timings: dict[str, dict[str, float]] = {}
    todo: list[Path] = []
    keys = {p: submission_key(p, config_key) for p in notebooks}
    for nb_path in notebooks:
        kept = None if force else store.load(nb_path.stem, keys[nb_path])
        if kept is None:
            todo.append(nb_path)
            continue
        results[nb_path.stem] = kept[0]
        report = out / "reports" / f"{nb_path.stem}.html"
        if not report.is_file():  # killed between its result and its report
            write_atomic(report, render_report(kept[0], act))
    if results and not quiet:
        print(f"{len(results)} submission(s) already graded and unchanged: kept (--force re-grades them); "
              f"{len(todo)} to grade", file=sys.stderr)

    def make_setup():
        made = prepare(activity, model=model, lang=lang, execute=execute)  # reference re-runs: once, cached
        made.limits, made.isolation = config.limits or made.limits, config.isolation
        return made

    if jobs == "auto":
        jobs, warm_kernels = _auto_jobs(act, config, len(todo), warm_kernels, quiet, forked=_forking(iso))
    config = replace(config, warm_kernels=_warm_kernels(warm_kernels, config, jobs, scheduler, len(todo), quiet))
    from ..running.jobs import is_heavy

    config = _share_threads(config, min(jobs, len(todo)), quiet, heavy=is_heavy(act))
    setup = None
    if (scheduler or jobs > 1) and len(todo) > 1 or not execute or not todo:
        setup = make_setup()  # before the workers start: they read the reference re-runs from the cache
    setup_seconds = time.perf_counter() - started
    if scheduler:
        runner = DaskRunner(config, scheduler)
    elif jobs > 1 and len(todo) > 1:
        runner = ProcessRunner(config, min(jobs, len(todo)))
    elif setup is not None:
        runner = SerialRunner(setup)
    else:  # one worker: the next notebook executes while this one is graded
        plan = ExecutionPlan(act, model or act.model, True, config.limits, config.isolation, make_pool(config))
        runner = PipelinedRunner(plan, make_setup)
    interrupted = False
    bar = _progress(len(todo), quiet)
    batch_started, last_checkpoint = time.perf_counter(), time.perf_counter()
    try:
        for i, (nb_path, result, timing) in enumerate(runner.run(todo, out / "executed"), 1):
            store.save(nb_path.stem, keys[nb_path], result, timing)  # durable before anything else
            write_atomic(out / "reports" / f"{result.student}.html", render_report(result, act))
            results[nb_path.stem], timings[nb_path.stem] = result, timing
            if time.perf_counter() - last_checkpoint > CHECKPOINT_SECONDS:
                write_outputs(list(results.values()), out)  # gradebook and results agree at every moment
                last_checkpoint = time.perf_counter()
            line = f"{result.student}: {result.score:g}/{result.max_score:g} ({result.status}, {timing['total']:.0f} s)"
            if bar is not None:
                bar.set_postfix_str(line[:60])
                bar.update(1)
            elif not quiet:
                print(f"[{i}/{len(todo)}] {line}{_eta(i, len(todo), time.perf_counter() - batch_started)}",
                      file=sys.stderr)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if bar is not None:
            bar.close()
        runner.close()
    setup = setup or getattr(runner, "setup", None) or make_setup()
    ordered = [results[p.stem] for p in notebooks if p.stem in results]
    if interrupted:
        print(f"interrupted: {len(ordered)} of {len(notebooks)} notebooks graded; the outputs in {out} "
              "hold those, and the same command grades the rest", file=sys.stderr)
        if not ordered:
            return 130
    from ..review.outputs import folder_lock

    with folder_lock(out):  # a grader review server on this folder does not write in between
        ordered = _apply_overrides(setup, ordered, out, adjustments)
        # The gradebook and results first: nothing after this point may lose a graded row.
        csv_path, json_path = write_outputs(ordered, out)
        try:
            _class_outputs(setup, ordered, out, lms_scale, adjustments)
        except Exception as exc:  # noqa: BLE001 - reported, and the gradebook above is kept
            print(f"error: the class summary / LMS export failed ({type(exc).__name__}: {exc}); "
                  f"gradebook and reports are complete in {out}", file=sys.stderr)
            return 3
    if interrupted:
        return 130
    if not quiet:
        print(f"graded {len(timings)} submission(s), kept {len(ordered) - len(timings)}, in "
              f"{time.perf_counter() - started:.0f} s")
        setup_seconds += getattr(runner, "setup_seconds", 0.0)  # pipelined: loaded during the first execution
        print(_accounting(timings, setup_seconds, time.perf_counter() - batch_started, jobs if not scheduler else 0))
        print(f"gradebook: {csv_path}\nresults:   {json_path}\nreports:   {out / 'reports'}")
        print(f"summary:   {out / 'summary.html'}\nlms:       {out / 'lms.csv'}")
        if lms:
            from ..submissions.export import FILE_NAMES

            print(f"{lms}:{' ' * max(1, 10 - len(lms))}{out / FILE_NAMES[lms]}")
    if lti is not None:
        from . import publish

        return publish.run(out=out, lti=lti, lms_scale=lms_scale, roster=roster)
    return 0


def _forking(iso) -> bool:
    """Whether this run's kernels will be forked from a template (asked for, and the sandbox allows it)."""
    from ..running.forked import fork_problem
    from ..running.kernel_pool import fork_requested

    return iso is not None and fork_requested() and fork_problem(iso) is None


def _auto_jobs(act, config, todo: int, warm_kernels: int | None, quiet: bool, *,
               forked: bool = False) -> tuple[int, int | None]:
    """``--jobs auto``: workers from cores, memory, the activity's weight and whether kernels are forked
    (warm kernels stay as asked; auto gives the ones the choice assumed); says what it chose and why."""
    from ..running.execute import Limits
    from ..running.jobs import choose_jobs

    choice = choose_jobs(act, todo, config.limits or Limits(), execute=config.execute, forked=forked)
    if not quiet:
        print(choice.reason, file=sys.stderr)
    return choice.workers, warm_kernels


def _warm_kernels(asked: int | None, config, jobs: int, scheduler: str | None, todo: int, quiet: bool) -> int:
    """Warm kernels per worker: as asked, else one where a core and the memory are free for it."""
    if not config.execute or todo == 0 or scheduler:
        return 0  # nothing re-run; a Dask worker's threads would share one pool
    from ..running.execute import Limits
    from ..running.kernel_pool import warm_ahead

    workers = min(jobs, todo)
    ahead = asked if asked is not None else warm_ahead(workers, config.limits or Limits())
    from ..running.kernel_pool import fork_requested

    if fork_requested() and not quiet:  # the pool says so, with why, if it cannot
        print("kernels: each forked from its lane's template (libraries imported and the model loaded once per "
              "lane, --fork-kernels); warm kernels ahead are forks too", file=sys.stderr)
    if not quiet:
        how = "asked for" if asked is not None else f"auto: {os.cpu_count()} cores, {workers} worker(s)"
        print(f"warm kernels: {ahead} started ahead per worker ({how})" + (
            "; each notebook's kernel starts when its turn comes" if ahead == 0 else
            ", libraries imported and the model loaded, each used by one notebook only"), file=sys.stderr)
    return ahead


def _share_threads(config, workers: int, quiet: bool, *, heavy: bool = False):
    """With warm kernels, each kernel (the running one and those warming beside it) gets its share
    of the worker's threads, unless the limits already say how many (grader/running/kernel_pool.py).
    A heavy activity's running kernel keeps every thread: its generations use them for most of the
    notebook, the warm-up beside it takes a few seconds (measured on 2 cores, temperature/top-p,
    3 notebooks: cells 88-95 s on one thread per kernel, 71 s on two; benchmarks/README.md)."""
    from ..running.execute import Limits
    from ..running.kernel_pool import kernel_threads

    limits = config.limits or Limits()
    if heavy and config.warm_kernels and limits.threads is None:
        if not quiet:
            print("threads: every core to the running kernel (a heavy activity: its generations, not the "
                  "start-up, take the time; the warm-up beside it is short)", file=sys.stderr)
        return config
    threads = kernel_threads(config.warm_kernels, workers)
    if threads is None or limits.threads is not None:
        return config
    if not quiet:
        print(f"threads: {threads} torch/OpenMP thread(s) per kernel, its share of the cores beside the "
              f"warm-up (--warm-kernels 0 leaves the kernels every core)", file=sys.stderr)
    return replace(config, limits=replace(limits, threads=threads))


CHECKPOINT_SECONDS = 20.0  # gradebook/results.json rewritten at most this often while grading


def _eta(done: int, total: int, elapsed: float) -> str:
    if done == 0 or elapsed <= 0:
        return ""
    rate = done / elapsed
    left = (total - done) / rate
    return f"  | {rate * 60:.1f}/min, ETA {int(left // 60)}:{int(left % 60):02d}"


def _accounting(timings: dict[str, dict[str, float]], setup_seconds: float, batch_seconds: float, jobs: int) -> str:
    """Where the time went: the grader's setup, each phase of the students' runs (kernel start,
    imports and model load, ahead of the notebook's turn where a warm kernel did them), the
    students' cells, and the grader's own work; summed over submissions."""
    if not timings:
        return f"time: setup {setup_seconds:.0f} s (model, reference re-runs); nothing to grade"
    def total_of(key: str, warm: bool | None = None) -> float:
        return sum(t.get(key, 0.0) for t in timings.values() if warm is None or bool(t.get("warm")) == warm)

    execution, total = total_of("execution"), total_of("total")
    overhead = max(0.0, total - execution)
    where = f"{jobs} worker(s)" if jobs else "the Dask cluster"
    lines = [f"time: setup {setup_seconds:.0f} s (model, reference re-runs); grading {batch_seconds:.0f} s on "
             f"{where}; summed over {len(timings)} submission(s):"]
    warm_runs = sum(1 for t in timings.values() if t.get("warm"))
    if not any("kernel_start" in t or "cells" in t for t in timings.values()):
        # graded as submitted (--no-execute, or every run failed before its kernel): no phases to show
        lines.append(f"  no notebook was executed here; grader's own work {overhead:.0f} s")
        return "\n".join(lines)
    lines.append(f"  kernel start {total_of('kernel_start'):.0f} s, imports {total_of('imports'):.0f} s, "
                 f"model load {total_of('model_load'):.0f} s"
                 + (f" ({warm_runs} warm kernel(s), started ahead and run on the cores' idle time while earlier "
                    f"notebooks ran; the notebooks waited {total_of('waited'):.0f} s in all for theirs)" if warm_runs
                    else " (cold kernels: imports and model load happen inside the students' cells)"))
    lines.append(f"  students' cells {total_of('cells'):.0f} s; executing in all {execution:.0f} s; "
                 f"grader's own work {overhead:.0f} s ({overhead / total:.0%})" if total else "")
    return "\n".join(lines)
