"""Grading many submissions: which need grading, where they are graded, and the per-submission
results on disk that make a batch resumable.

* **What needs grading.** A submission's key hashes its notebook's bytes with everything that
  changes a grade (activity and rubric files, model, language, execution and its limits, the
  grader's version). ``OUT/submissions/<student>.json`` holds the result under that key, written
  atomically the moment the submission is graded; a re-run of the same command (after Ctrl-C or
  ``kill -9``) grades only the submissions with no result under their current key.
* **Where.** In this process (``jobs=1``), in ``jobs`` worker processes that each load the model
  once and keep it (:class:`ProcessRunner`), or on a Dask cluster whose workers do the same
  through a worker plugin (:class:`DaskRunner`; Dask is imported only then). Torch threads per
  worker are set so the workers together do not oversubscribe the cores.

Every runner yields ``(path, result, timing)`` as submissions finish, in any order; the caller
sorts (the gradebook is ordered by student).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Iterator

STORE = "submissions"


@dataclass(frozen=True)
class BatchConfig:
    """Everything a worker needs to grade like the parent (picklable)."""

    activity: str
    model: str | None
    lang: str
    execute: bool
    limits: Any = None  # grader.running.execute.Limits
    isolation: str | None = None
    warm_kernels: int = 0  # warm kernels each worker keeps ahead (grader/running/kernel_pool.py); not in the key

    def key(self) -> str:
        from importlib.metadata import PackageNotFoundError, version

        from ..specs.schema import activity_path, rubric_path

        try:
            grader_version = version("llm-course-grader")
        except PackageNotFoundError:
            grader_version = "dev"
        parts = {
            "activity": activity_path(self.activity).read_text(encoding="utf-8"),
            "rubric": rubric_path(self.activity).read_text(encoding="utf-8"),
            "model": self.model, "lang": self.lang, "execute": self.execute,
            # threads only schedule the run (grader/running/kernel_pool.py kernel_threads), like warm_kernels
            "limits": repr(replace(self.limits, threads=None) if self.limits is not None else None),
            "isolation": self.isolation, "grader": grader_version, "v": 2,  # 2: student/instructor messages apart
        }
        return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:20]


def submission_key(path: Path, config_key: str) -> str:
    digest = hashlib.sha256(Path(path).read_bytes()).hexdigest()[:24] if Path(path).is_file() else "unreadable"
    return f"{digest}-{config_key}"


# -- results on disk ----------------------------------------------------------------------------


def read_results(out: Path) -> list[dict[str, Any]]:
    """The rows of ``out/results.json`` a finished batch wrote, or a :class:`UsageError` that says
    how to get them (``grader publish``, ``grader review``)."""
    from ..core.errors import UsageError

    try:
        rows = json.loads((Path(out) / "results.json").read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UsageError(f"{out}: no results.json", fix=f"Grade first: grader grade SUBMISSIONS --activity ID "
                         f"--out {out}") from None
    except ValueError as exc:
        raise UsageError(f"{Path(out) / 'results.json'}: unreadable ({exc})",
                         fix="Run the same grader grade command again to rewrite it.") from None
    if not rows:
        raise UsageError(f"{Path(out) / 'results.json'}: no submissions", fix="Grade a batch into this folder first.")
    return rows


def result_from_dict(data: dict[str, Any]) -> Any:
    from ..core.records import CriterionScore, Execution, Result, Status

    crits = tuple(CriterionScore(**{**c, "status": Status(c["status"])}) for c in data["criteria"])
    return Result(**{**data, "criteria": crits, "execution": Execution(**data["execution"]),
                     "notes": tuple(data.get("notes", ())), "diagnostics": tuple(data.get("diagnostics", ()))})


class ResultStore:
    """``OUT/submissions/<student>.json``: one graded submission each, with its key and timing."""

    def __init__(self, out: Path) -> None:
        self.folder = Path(out) / STORE

    def path(self, student: str) -> Path:
        return self.folder / f"{student}.json"

    def load(self, student: str, key: str) -> tuple[Any, dict[str, float]] | None:
        path = self.path(student)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("key") != key:
                return None
            return result_from_dict(data["result"]), data.get("timing", {})
        except (OSError, ValueError, KeyError, TypeError):
            return None  # absent, or not a complete record of this version: grade again

    def save(self, student: str, key: str, result: Any, timing: dict[str, float]) -> None:
        from ..core.files import write_atomic

        self.folder.mkdir(parents=True, exist_ok=True)
        payload = {"key": key, "timing": timing, "result": asdict(result)}
        write_atomic(self.path(student), json.dumps(payload, ensure_ascii=False, default=_json_default))


def _json_default(obj: Any) -> Any:
    return obj.value if hasattr(obj, "value") else str(obj)


# -- grading one submission, wherever it runs ------------------------------------------------------


def make_setup(config: BatchConfig) -> Any:
    from .pipeline import prepare

    setup = prepare(config.activity, model=config.model, lang=config.lang, execute=config.execute)
    setup.limits = config.limits or setup.limits
    setup.isolation = config.isolation
    setup.pool = make_pool(config)
    return setup


def make_pool(config: BatchConfig) -> Any:
    """This worker's warm kernels, or None (no re-runs, or none asked for)."""
    from ..running.kernel_pool import KernelPool, fork_requested

    # forked kernels need a pool (the lane's template) even with no kernel warmed ahead
    if not config.execute or (config.warm_kernels < 1 and not fork_requested()):
        return None
    return KernelPool(config.warm_kernels)


def grade_one(setup: Any, path: Path, work_dir: Path, executed: Any = None,
              execution_seconds: float = 0.0) -> tuple[Any, dict[str, float]]:
    """Grade one notebook; a grader failure becomes an error row, never an exception.
    ``executed``: its re-execution, when it already ran (``execution_seconds`` long)."""
    from .pipeline import grade_submission, internal_error_result

    started = time.perf_counter()
    try:
        extra = {"executed": executed} if executed is not None else {}
        result = grade_submission(setup, path, work_dir=work_dir, **extra)
    except Exception as exc:  # noqa: BLE001 - one submission must never cost the batch its rows
        result = internal_error_result(setup, path, exc)
    total = time.perf_counter() - started + execution_seconds
    execution = execution_seconds if executed is not None else min(result.execution.seconds, total)
    # where the execution's seconds went (kernel start, imports, model load, cells: grader/running/kernel_pool.py)
    phases = {k: v for k, v in result.execution.phases.items() if k not in ("total", "execution")}
    return result, {"total": round(total, 3), "execution": round(execution, 3), **phases}


def threads_per_worker(jobs: int) -> int:
    return max(1, (os.cpu_count() or 1) // max(1, jobs))


def limit_threads(threads: int) -> None:
    """Torch/OpenMP threads of this process and of the kernels it starts (they inherit the env)."""
    import torch

    from ..running.kernel_pool import THREAD_VARS

    os.environ.update(dict.fromkeys(THREAD_VARS, str(threads)))
    torch.set_num_threads(threads)


class SerialRunner:
    def __init__(self, setup: Any) -> None:
        self.setup = setup

    def run(self, paths: list[Path], work_dir: Path) -> Iterator[tuple[Path, Any, dict[str, float]]]:
        for path in paths:
            result, timing = grade_one(self.setup, path, work_dir)
            yield path, result, timing

    def close(self) -> None:
        pass


class PipelinedRunner:
    """One worker, two stages at once: the notebooks are re-executed one after another in the
    background (their kernels are separate processes) while this process loads the model and
    grades each finished one, so the grader's own work hides behind the next execution."""

    def __init__(self, plan: Any, make: Any) -> None:
        from concurrent.futures import ThreadPoolExecutor

        self.plan, self.make, self.setup, self.setup_seconds = plan, make, None, 0.0
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="grader-execute")
        self.futures: list[Any] = []

    def run(self, paths: list[Path], work_dir: Path) -> Iterator[tuple[Path, Any, dict[str, float]]]:
        from .pipeline import execute_submission

        def timed(path: Path) -> tuple[Any, float]:
            started = time.perf_counter()
            try:
                return execute_submission(self.plan, path, work_dir), time.perf_counter() - started
            except Exception:  # noqa: BLE001 - graded without the head start: grade_one reports it
                return None, 0.0

        if self.plan.pool is not None:
            self.plan.pool.expect(len(paths))  # the last notebook leaves no warm kernel behind
        self.futures = [self.pool.submit(timed, p) for p in paths]  # queued: one at a time, in order
        started = time.perf_counter()
        _leave_cores_to_kernels(getattr(self.plan.limits, "threads", None))
        self.setup = self.make()  # the model loads while the first notebook executes
        self.setup_seconds = time.perf_counter() - started
        for path, fut in zip(paths, self.futures):
            executed, seconds = fut.result()
            result, timing = grade_one(self.setup, path, work_dir, executed, seconds)
            yield path, result, timing

    def close(self) -> None:
        """Stop: queued executions are dropped, a running one is killed with its kernel, and the
        warm kernels waiting for the next notebooks go too."""
        for fut in self.futures:
            fut.cancel()
        if any(not fut.done() for fut in self.futures):
            from ..running.kernel_runner import kill_process_tree

            kill_process_tree(os.getpid(), include_root=False)
        self.pool.shutdown(wait=True)
        if self.plan.pool is not None:
            self.plan.pool.close()


def _leave_cores_to_kernels(kernel_threads: int | None) -> None:
    """This process loads the model, computes reference re-runs and verifies outputs while a
    kernel executes beside it: where the kernels were given a share of the cores
    (``Limits.threads``), torch here takes the rest instead of a thread per core, whose spinning
    would slow the running kernel (grader/running/kernel_pool.py kernel_threads)."""
    if not kernel_threads:
        return
    import torch

    torch.set_num_threads(max(1, min(torch.get_num_threads(), (os.cpu_count() or 1) - kernel_threads)))


_WORKER_SETUP: Any = None


def _init_worker(config: BatchConfig, threads: int) -> None:
    global _WORKER_SETUP
    limit_threads(threads)
    _WORKER_SETUP = make_setup(config)
    if _WORKER_SETUP.pool is not None:  # its warm kernels go when the worker does
        from multiprocessing.util import Finalize

        Finalize(_WORKER_SETUP.pool, _WORKER_SETUP.pool.close, exitpriority=10)


def _grade_in_worker(path: str, work_dir: str) -> tuple[Any, dict[str, float]]:
    return grade_one(_WORKER_SETUP, Path(path), Path(work_dir))


class ProcessRunner:
    """``jobs`` worker processes, each with the model loaded once for all its submissions."""

    def __init__(self, config: BatchConfig, jobs: int) -> None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        # spawn: a fresh interpreter per worker (forking a process that holds torch threads is unsafe)
        self.pool = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_init_worker, initargs=(config, threads_per_worker(jobs)))

    def run(self, paths: list[Path], work_dir: Path) -> Iterator[tuple[Path, Any, dict[str, float]]]:
        from concurrent.futures import as_completed

        futures = {self.pool.submit(_grade_in_worker, str(p), str(work_dir)): p for p in paths}
        try:
            for fut in as_completed(futures):
                result, timing = fut.result()
                yield futures[fut], result, timing
        finally:
            for fut in futures:
                fut.cancel()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


class DaskRunner:
    """Submissions spread over a Dask distributed cluster; each worker loads the model once
    (a worker plugin) and keeps it. Notebook paths must be readable by the workers."""

    def __init__(self, config: BatchConfig, address: str, threads: int | None = None) -> None:
        from distributed import Client

        self.client = Client(address)
        self.client.register_plugin(_grader_plugin(config, threads), name="llm-course-grader")

    def run(self, paths: list[Path], work_dir: Path) -> Iterator[tuple[Path, Any, dict[str, float]]]:
        from distributed import as_completed

        futures = {self.client.submit(_grade_on_dask_worker, str(p), str(work_dir), pure=False): p for p in paths}
        try:
            for fut in as_completed(list(futures)):
                result, timing = fut.result()
                yield futures[fut], result, timing
        finally:
            self.client.cancel(list(futures))

    def close(self) -> None:
        self.client.close()


def _grader_plugin(config: BatchConfig, threads: int | None) -> Any:
    """A Dask worker plugin that loads the grading setup once per worker (``worker.grader_setup``).
    Defined on call so that Dask is imported only with ``--scheduler``."""
    from distributed.diagnostics.plugin import WorkerPlugin

    class GraderPlugin(WorkerPlugin):
        name = "llm-course-grader"

        def setup(self, worker: Any) -> None:
            nthreads = getattr(getattr(worker, "state", None), "nthreads", None) or 1
            limit_threads(threads or max(1, (os.cpu_count() or 1) // nthreads))
            # a worker's threads would share one pool, which serves one thread: cold kernels here
            worker.grader_setup = make_setup(replace(config, warm_kernels=0))

    return GraderPlugin()


def _grade_on_dask_worker(path: str, work_dir: str) -> tuple[Any, dict[str, float]]:
    from distributed import get_worker

    return grade_one(get_worker().grader_setup, Path(path), Path(work_dir))
