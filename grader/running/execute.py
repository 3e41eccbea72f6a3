"""Run a submitted notebook with papermill, under limits; the only module that talks to kernels.

:func:`execute_notebook` hands the submitted file alone to a runner process (``python -m
grader.running.kernel_runner``, whose limits the kernel inherits; started for it, or taken warm from a
:class:`~grader.running.kernel_pool.KernelPool`), which copies it into the kernel's fresh working folder and
runs it with papermill; it saves the executed notebook next to the other outputs and returns an
:class:`~grader.core.records.Execution` (with where its seconds went, ``phases``). Where the machine allows it (Linux, root) the kernel runs in
the sandbox of :mod:`grader.running.isolation` (a dedicated unprivileged uid, no network, a private
read-only view of the filesystem); elsewhere with the limits only. ``Execution.isolation`` says
which. A student's broken notebook is data: errors, timeouts, a dead kernel or a file that is not
a notebook all become a status with a message (:mod:`grader.running.run_summary` words it); only
grader-side problems (an output folder that cannot be written, a missing kernel, a sandbox that
cannot be set up) raise :class:`~grader.core.errors.GraderError`.

Cell numbers (``Execution.failed_cell`` and "cell N" in messages) are papermill's and nbclient's
``cell_index``: the position among *all* cells (markdown included) of the executed notebook,
counting from 0, where papermill's injected-parameters cell counts too.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from grader.core.errors import GraderError, UsageError
from grader.core.records import Execution
from grader.modelling.models import prepare_model_files
from grader.reading.notebook_file import NotebookFileError
from grader.reading.notebook_file import load as load_notebook
from grader.running import isolation as isolation_
from grader.running.run_summary import ERROR_MARKER_TAG, RunnerResult, summarise, upper_first


@dataclass(frozen=True)
class Limits:
    """What one notebook run may use. ``None`` switches a resource limit off."""

    cell_timeout: float = 300.0
    """Seconds one cell may run (nbclient's ``timeout``, rounded up to whole seconds). Five
    minutes covers the course's heaviest cells (loading a model, generating on a CPU: the whole
    temperature-top-p solution took 240 s on two busy cores); a cell over it is almost always an
    infinite loop. The run stops at that cell (the kernel is not interrupted), status "timeout"."""

    total_timeout: float = 900.0
    """Seconds for the whole run, kernel start included. Fifteen minutes is three slow cells;
    it bounds what one submission can cost a batch. Past it, the runner, its kernel and every
    process they started are killed and the last saved state of the notebook is kept."""

    memory_mb: int | None = 6000
    """Address-space limit (RLIMIT_AS, in MiB) of the runner and, inherited, of the kernel and
    its children, each process on its own. 6000 MB is enough for torch and smollm2-135m in
    float32 (the temperature-top-p solution runs under it) while a runaway allocation fails with
    ``MemoryError`` inside the cell instead of swapping the machine. Address space is larger than resident memory (thread
    stacks, mapped libraries), so do not set it near the working set; CUDA needs it off
    (``None``)."""

    max_processes: int | None = None
    """RLIMIT_NPROC (processes and threads) for the kernel: the fork-bomb guard. ``None``: under
    the sandbox, ``max(256, 4 × CPUs)`` (the uid is dedicated to the run, so only its processes
    count; torch starts a thread pool per core); with the limits only, off, because there the
    limit counts every process of the grader's user and root ignores it. Processes left behind
    are killed at the end of the run either way."""

    threads: int | None = None
    """torch/OpenMP threads in the kernel (``OMP_NUM_THREADS``, ``MKL_NUM_THREADS``,
    ``OPENBLAS_NUM_THREADS``). ``None``: the kernel inherits the grader's setting (all cores, or a
    worker's share with ``--jobs``). With warm kernels, ``grader grade`` sets it to each kernel's
    share of the cores: the next kernel warms up beside the running one, and a thread of the
    running one that only spins would keep the warm-up off its core. Scheduling only: not in the
    result key."""

    disk_mb: int = 1024
    """Under the sandbox, the size (MiB) of the kernel's working folder and of its ``/tmp``, each a
    memory-backed tmpfs: a cell that fills its disk gets "No space left on device"."""

    max_code_cells: int = 2000
    """A notebook with more code cells is not re-run (the course's have about 30); it is still
    graded on its submitted outputs."""

    def __post_init__(self) -> None:
        if not self.cell_timeout > 0:
            raise ValueError(f"cell_timeout must be > 0 seconds, got {self.cell_timeout}")
        if not self.total_timeout > 0:
            raise ValueError(f"total_timeout must be > 0 seconds, got {self.total_timeout}")
        if self.memory_mb is not None and self.memory_mb < 1:
            raise ValueError(f"memory_mb must be >= 1 or None, got {self.memory_mb}")
        if self.threads is not None and self.threads < 1:
            raise ValueError(f"threads must be >= 1 or None, got {self.threads}")
        if self.max_processes is not None and self.max_processes < 1:
            raise ValueError(f"max_processes must be >= 1 or None, got {self.max_processes}")
        if self.disk_mb < 1 or self.max_code_cells < 0:
            raise ValueError(f"disk_mb must be >= 1 and max_code_cells >= 0, got {self.disk_mb}, "
                             f"{self.max_code_cells}")

    def sandbox_processes(self) -> int:
        return self.max_processes or max(256, 4 * (os.cpu_count() or 1))


def execute_notebook(
    submitted: Path,
    out_dir: Path,
    *,
    parameters: dict[str, object],
    limits: Limits = Limits(),
    kernel_name: str = "python3",
    isolation: str | None = None,
    pool: Any = None,
) -> Execution:
    """Run ``submitted`` with ``parameters`` injected; save it as ``out_dir/<stem>.executed.ipynb``.

    The executed notebook is saved (atomically) whatever happened, unless the file is not a
    notebook at all (then ``executed_path`` is None). The submitted file is only read.
    ``isolation``: ``"auto"``, ``"sandbox"`` or ``"limits-only"`` (None: ``$GRADER_ISOLATION``).
    ``pool``: a :class:`grader.running.kernel_pool.KernelPool` whose warm kernel runs it (None: a kernel
    started for it, cold).
    """
    started = time.monotonic()
    submitted, out_dir = Path(submitted), Path(out_dir)
    if not submitted.is_file():
        raise UsageError(f"The notebook {submitted} does not exist.", fix="Check the path.")
    _check_writable(out_dir)
    iso = isolation_.choose(isolation)
    try:
        loaded = load_notebook(submitted)
    except NotebookFileError as exc:
        return Execution("error", f"{upper_first(str(exc))}.", _since(started))
    try:
        json.dumps(parameters)
    except (TypeError, ValueError) as exc:
        raise GraderError(f"The notebook parameters cannot be passed to the kernel: {exc}.",
                          fix="Use only str, int, float, bool, None, lists and dicts.") from exc

    raw = _notebook_bytes(loaded.nb)  # what papermill runs: the notebook as read, in nbformat 4
    executed_path = out_dir / _executed_name(submitted.stem)
    n_code = sum(1 for c in loaded.nb.cells if c.get("cell_type") == "code" and c.get("source", "").strip())
    if n_code > limits.max_code_cells:
        return Execution("error", f"The notebook has {n_code} code cells, over the limit of "
                         f"{limits.max_code_cells} for a re-run; it was not executed.", _since(started))
    if n_code == 0:  # nothing to run: no kernel to start
        _write_atomic(executed_path, raw)
        return Execution("ok", "The notebook has no code cells; there was nothing to run.", _since(started),
                         str(executed_path))
    model = parameters.get("MODEL_NAME")
    if isinstance(model, str) and model:
        prepare_model_files(model)  # before any kernel: the sandbox's view of the cache is read-only
    from grader.running.kernel_pool import RunnerProcess, RunnerSpec

    spec = RunnerSpec(kernel_name, limits, iso, model if isinstance(model, str) and model else None)
    runner = pool.take(spec) if pool is not None else None
    warm = runner is not None
    try:
        if runner is None:
            runner = RunnerProcess(spec)  # cold: the kernel starts now, the notebook follows at once
        run, rundir = runner.run(submitted.name, raw, parameters)
        if warm and run.status is not None and run.status.get("outcome") == "warm_kernel_lost":
            runner.close()  # its kernel died while it waited: not the notebook's doing; run it cold
            runner, warm = RunnerProcess(spec), False
            run, rundir = runner.run(submitted.name, raw, parameters)
        nb, run = _checked(run, rundir, kernel_name)
        phases = {**(run.status or {}).get("phases", {}), "waited": runner.waited if warm else 0.0,
                  "warm": 1.0 if warm else 0.0, "forked": 1.0 if getattr(runner, "forked", None) else 0.0}
    finally:
        if runner is not None:
            runner.close()
    if nb is not None:  # papermill recorded the temporary paths
        paths = {"input_path": str(submitted), "output_path": str(executed_path)}
        nb.metadata.setdefault("papermill", {}).update(paths)
    _write_atomic(executed_path, _notebook_bytes(nb) if nb is not None else raw)
    processes = limits.sandbox_processes() if iso.level == isolation_.SANDBOX else limits.max_processes
    status, message, cell = summarise(nb, run, limits, processes)
    return Execution(status, message, _since(started), str(executed_path), cell, iso.level, phases)


def _checked(run: RunnerResult, rundir: Path, kernel_name: str) -> tuple[Any | None, RunnerResult]:
    """The saved notebook; grader-side failures (no runner, no kernel, no sandbox) raise."""
    nb = _read_saved(rundir / "executed.ipynb")
    outcome = run.status.get("outcome") if run.status is not None else None
    if run.status is None and not run.total_timeout and run.returncode > 0:
        raise GraderError(
            f"The notebook runner failed to start (exit code {run.returncode}): {run.log_tail}",
            fix="Check that papermill and ipykernel are installed in the grader's environment.",
        )
    if outcome == "no_such_kernel":
        raise GraderError(f"The Jupyter kernel {kernel_name!r} is not installed.",
                          fix="Install one (`python -m ipykernel install --user`) or pick another.")
    if outcome == "sandbox_failed":
        raise GraderError(f"The sandbox could not be set up: {run.status.get('error_value')}.",
                          fix="Run with the isolation limits-only (GRADER_ISOLATION=limits-only) and report this.")
    return nb, run


def _executed_name(stem: str) -> str:
    """``<stem>.executed.ipynb``, shortened with a hash when it would pass the 255-byte name limit."""
    name = f"{stem}.executed.ipynb"
    if len(name.encode("utf-8")) <= 200:
        return name
    import hashlib

    digest = hashlib.sha1(stem.encode("utf-8", "surrogateescape")).hexdigest()[:12]
    short = stem.encode("utf-8", "surrogateescape")[:150].decode("utf-8", "ignore")
    return f"{short}-{digest}.executed.ipynb"


# -- reading and writing notebooks --------------------------------------------------------------


def _read_saved(path: Path) -> Any | None:
    """The notebook papermill last saved (None if none, or if a kill cut a save short)."""
    import nbformat

    try:
        nb = nbformat.read(str(path), as_version=4)
    except Exception:  # noqa: BLE001 - missing, empty or truncated: fall back to the submission
        return None
    nb.cells = [c for c in nb.cells if ERROR_MARKER_TAG not in c.get("metadata", {}).get("tags", [])]
    return nb


def _notebook_bytes(nb: Any) -> bytes:
    import nbformat

    return nbformat.writes(nb).encode("utf-8")


def _check_writable(out_dir: Path) -> None:
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=out_dir, prefix=".grader-probe-")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise GraderError(f"Cannot write to the output folder {out_dir}: {exc.strerror or exc}.",
                          fix="Pick a folder you can write to.") from exc


def _write_atomic(path: Path, data: bytes) -> None:
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".grader-", suffix=".tmp")
    except OSError as exc:
        raise GraderError(f"Cannot write {path}: {exc.strerror or exc}.") from exc
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise GraderError(f"Cannot write {path}: {exc.strerror or exc}.") from exc


def _since(started: float) -> float:
    return round(time.monotonic() - started, 3)
