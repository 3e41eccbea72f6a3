"""Runner processes (papermill and its kernel, under the run's isolation) and the pool that keeps
one of them warm ahead of the notebook that runs now.

A :class:`RunnerProcess` is everything one notebook run needs except the notebook: its private
folders, its dedicated uid (as root), the sandbox's command line, and ``python -m
grader.running.kernel_runner`` started with them. The runner starts its kernel at once; a *warm* one then
imports the libraries the course's notebooks use and loads the batch's model in it, silently (no
history, no execution count, names bound in a throwaway namespace), writes ``ready.json`` and
waits. :meth:`RunnerProcess.run` hands it the notebook and waits for the run, within the total
time limit, exactly as a cold run is waited for; afterwards the runner, its kernel and every
process of its uid are killed, as before. A kernel serves one notebook only, never two.

:class:`KernelPool` keeps ``ahead`` warm runners started for the batch's next notebooks, so kernel
start, imports and model load overlap the notebook that runs now. A warm kernel is only handed to a
notebook with the same kernel, limits, isolation and model. If a warm-up printed anything (a cold
kernel would have shown it inside a student's cell) or failed, that kernel is discarded, the pool
warms no further that way (model, then imports) and says so once; a warm kernel that died while it
waited is replaced by a cold run. None of this changes what a notebook computes: the model object
is the one ``load_model`` returns anyway (it is cached per process, and loading it draws no random
numbers), and the test suite compares seeded notebooks' outputs warm and cold byte for byte.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from grader.running import isolation as isolation_
from grader.running.kernel_env import KERNEL_WARNINGS, THREAD_VARS, kernel_env, runner_environment  # noqa: F401 - names of this module too
from grader.running.kernel_runner import kill_process_tree
from grader.running.run_summary import RunnerResult

WARM_IMPORTS = ("torch", "transformers", "grader.course")
"""What every course notebook imports (through ``grader.course`` or the book's own code); a warm
kernel has them in ``sys.modules``, so the notebook's own imports cost nothing."""


READY_TIMEOUT = 180.0  # seconds a notebook waits for its warm kernel (promoted) before running cold instead


@dataclass(frozen=True)
class RunnerSpec:
    """What a kernel is started with before its notebook is known; a warm kernel serves only a
    notebook of the same spec."""

    kernel_name: str
    limits: Any  # grader.running.execute.Limits
    isolation: Any  # grader.running.isolation.Isolation
    model: str | None  # the prepared model (MODEL_NAME); the one a warm kernel loads


@dataclass(frozen=True)
class WarmUp:
    """What a warm kernel does before its notebook arrives."""

    imports: tuple[str, ...] = WARM_IMPORTS
    preload: bool = True  # load the spec's model with grader.course.load_model
    dtype: str = "float32"


class RunnerProcess:
    """One runner and its kernel, started (cold or warming) and waiting for its one notebook."""

    def __init__(self, spec: RunnerSpec, warm: WarmUp | None = None, *, background: bool = False,
                 template: Any = None) -> None:
        """``background``: warming ahead of its turn, on the cores' idle time only (SCHED_IDLE)
        until :meth:`promote`; only where the grader may promote it back (root). ``template``: a
        :class:`grader.running.forked.Template` whose fork is this runner's kernel (already warm)."""
        self.spec, self.warm, self.template = spec, warm, template
        self.forked: Any = None  # grader.running.forked.ForkedKernel
        self.background = background and _can_promote()
        self.waited = 0.0  # seconds the notebook waited for this kernel to be ready
        self.ready: dict[str, Any] = {}
        self._stack = contextlib.ExitStack()
        self._done = False
        try:
            self._start()
        except BaseException:
            self._stack.close()
            raise

    # -- starting -----------------------------------------------------------------------------

    def _start(self) -> None:
        spec, iso, limits = self.spec, self.spec.isolation, self.spec.limits
        self.uid: int | None = None
        if self.template is None and iso.level == isolation_.SANDBOX and (
                iso.mechanism != isolation_.BUBBLEWRAP or os.geteuid() == 0):
            self.uid = self._stack.enter_context(isolation_.sandbox_uid())
        self.rundir = self._folder("grader-run-")  # the runner's files, out of the kernel's sight
        (self.rundir / "input").mkdir()
        args: dict[str, Any] = {
            "output": str(self.rundir / "executed.ipynb"),
            "kernel_name": spec.kernel_name,
            "start_timeout": min(60.0, limits.total_timeout),
            "memory_mb": limits.memory_mb,
            "max_processes": limits.max_processes,
            "status": str(self.rundir / "status.json"),
            "ready": str(self.rundir / "ready.json"),
            "parent_pid": os.getpid(),
            "idle_priority": self.background,
        }
        if self.warm is not None and self.template is None:  # a fork is as warm as its template
            args["warm"] = {"imports": list(self.warm.imports), "dtype": self.warm.dtype,
                            "model": spec.model if self.warm.preload else None}
        if self.template is not None:
            self._forked_args(args)
        elif iso.mechanism == isolation_.BUBBLEWRAP:
            self._bwrap_args(args)
        elif iso.level == isolation_.SANDBOX:
            self._chroot_args(args)
        else:
            self.workdir = self._folder("grader-work-")  # the kernel's cwd: the notebook only
            args["cwd"] = str(self.workdir)
        self.args = args
        self.proc = self._spawn(args)

    def _folder(self, prefix: str) -> Path:
        folder = Path(tempfile.mkdtemp(prefix=prefix))
        self._stack.callback(shutil.rmtree, folder, ignore_errors=True)
        return folder

    def _exposed(self) -> list[str]:
        return isolation_.exposed_paths(self.spec.model)

    def _kernel_env(self) -> dict[str, str]:
        return kernel_env(self.spec.model)

    def _bwrap_args(self, args: dict[str, Any]) -> None:
        """The runner stays outside; its kernel starts inside bubblewrap (grader/running/bwrap.py).
        ``kernel_dir`` is the one folder they share (connection file, sockets, the notebook to copy)."""
        from grader.running import bwrap
        from grader.running.sandbox import HOME, KERNEL_RUNTIME

        self.kernel_dir = self._folder("grader-kernel-")
        (self.kernel_dir / "notebook").mkdir()
        if self.uid is not None:  # the kernel's uid creates its sockets here and reads the notebook
            os.chmod(self.kernel_dir / "notebook", 0o755)
            os.chown(self.kernel_dir, self.uid, self.uid)
        expose = self._exposed()
        command = bwrap.command(self.spec.isolation.bwrap, expose=expose, hide=isolation_.hidden_paths(expose),
                                kernel_dir=str(self.kernel_dir), disk_mb=self.spec.limits.disk_mb,
                                as_root=self.uid is not None)
        args["cwd"] = str(self.kernel_dir)
        args["bwrap"] = {
            "state": str(self.rundir), "kernel_dir": str(self.kernel_dir), "command": command,
            "kernel": {"uid": self.uid, "gid": self.uid, "max_processes": self.spec.limits.sandbox_processes(),
                       "own": [HOME, KERNEL_RUNTIME], "env": self._kernel_env(),
                       # ipykernel would take a pid it cannot see for a dead parent; --die-with-parent does it
                       "drop_env": ["JPY_PARENT_PID"]},
        }

    def _forked_args(self, args: dict[str, Any]) -> None:
        """The kernel is forked from the lane's template now; the runner connects to it (its
        folder holds the connection file, the sockets and the notebook to copy in, as a bubblewrap
        kernel's does)."""
        self.forked = self.template.fork()
        self.kernel_dir = self.forked.folder
        self._stack.callback(shutil.rmtree, self.kernel_dir, ignore_errors=True)
        self._stack.callback(self.forked.kill)  # (first) its whole PID namespace, then its folder
        args["cwd"] = str(self.kernel_dir)
        args["forked"] = {"connection_file": str(self.forked.connection_file), "pid": self.forked.pid}

    def _chroot_args(self, args: dict[str, Any]) -> None:
        """The runner enters the sandbox (grader/running/sandbox.py); ``rundir`` stays root-only (0700)."""
        from grader.running.sandbox import HOME

        view = Path(tempfile.mkdtemp(prefix="grader-view-"))  # an empty mount point on the host
        self._stack.callback(_remove_empty, view)
        expose = self._exposed()
        args["cwd"] = HOME
        args["sandbox"] = {
            "uid": self.uid, "gid": self.uid, "root": str(view), "state": str(self.rundir),
            "disk_mb": self.spec.limits.disk_mb, "expose": expose, "hide": isolation_.hidden_paths(expose),
            "kernel": {"uid": self.uid, "gid": self.uid, "max_processes": self.spec.limits.sandbox_processes(),
                       "env": self._kernel_env()},
        }

    def _spawn(self, args: dict[str, Any]) -> subprocess.Popen:
        args_file = self.rundir / "args.json"
        args_file.write_text(json.dumps(args), encoding="utf-8")
        env = runner_environment(self.spec.limits.threads, self.rundir)
        # The runner's cwd is this package's parent, so `-m grader.running.kernel_runner` is this very code.
        package_root = Path(__file__).resolve().parent.parent.parent
        self.log_path = self.rundir / "runner.log"
        with open(self.log_path, "wb") as log:
            # RLIMIT_AS / RLIMIT_NPROC are set by the runner on itself before it imports anything:
            # a preexec_fn would do the same but is unsafe in a process with threads (torch starts some).
            return subprocess.Popen(
                [sys.executable, "-m", "grader.running.kernel_runner", str(args_file)],
                stdin=subprocess.PIPE, stdout=log, stderr=subprocess.STDOUT,
                cwd=package_root, env=env, start_new_session=True,
            )

    # -- waiting and running -------------------------------------------------------------------

    def promote(self) -> None:
        """Back to the normal scheduling class: the runner, its kernel and all their threads."""
        if not self.background:
            return
        from grader.running.kernel_runner import descendants, set_autogroup_nice

        for _ in range(2):  # a thread started during the first pass may have inherited SCHED_IDLE
            tree = [self.proc.pid, *descendants(self.proc.pid)]
            set_autogroup_nice(tree, 0)
            for pid in tree:
                try:
                    tasks = os.listdir(f"/proc/{pid}/task")
                except OSError:
                    continue
                for tid in tasks:
                    with contextlib.suppress(OSError, ValueError):
                        os.sched_setscheduler(int(tid), os.SCHED_OTHER, os.sched_param(0))
        self.background = False

    def alive(self) -> bool:
        return not self._done and self.proc.poll() is None

    def wait_ready(self, timeout: float = READY_TIMEOUT) -> dict[str, Any] | None:
        """The runner's ``ready.json`` once its kernel is started (and warm); None if it exited
        or did not get there in ``timeout`` seconds."""
        started, path = time.monotonic(), Path(self.args["ready"])
        try:
            while time.monotonic() - started < timeout:
                if path.is_file():
                    with contextlib.suppress(OSError, ValueError):
                        self.ready = json.loads(path.read_text(encoding="utf-8"))
                        return self.ready
                if self.proc.poll() is not None:
                    return None
                time.sleep(0.02)
            return None
        finally:
            self.waited = round(time.monotonic() - started, 3)

    def run(self, name: str, raw: bytes, parameters: dict[str, object]) -> tuple[RunnerResult, Path]:
        """Hand the notebook over and wait for the run (total time limit from now); the runner's
        folder (``executed.ipynb``) stays until :meth:`close`."""
        from grader.running.sandbox import HOME

        limits = self.spec.limits
        notebook = self.rundir / "input" / name  # what papermill reads, outside the kernel's view
        notebook.write_bytes(raw)
        if self.spec.isolation.mechanism == isolation_.BUBBLEWRAP:  # forked kernels are bubblewrap's too
            copy = self.kernel_dir / "notebook" / name
            copy.write_bytes(raw)
            if self.uid is not None or self.forked is not None:  # the kernel's uid reads it
                os.chmod(copy, 0o644)
            handover = {"by_kernel": True, "src": str(copy), "dst": f"{HOME}/{name}"}
        elif self.spec.isolation.level == isolation_.SANDBOX:
            handover = {"src": str(notebook), "dst": f"{HOME}/{name}", "uid": self.uid, "gid": self.uid}
        else:
            handover = {"src": str(notebook), "dst": str(self.workdir / name)}
        job = {"input": str(notebook), "parameters": parameters, "cell_timeout": limits.cell_timeout,
               "handover": handover}
        job_file = self.rundir / "job.json"
        job_file.write_text(json.dumps(job), encoding="utf-8")
        timed_out = False
        try:
            with contextlib.suppress(BrokenPipeError):  # a runner that died: its status says why
                self.proc.stdin.write(f"{job_file}\n".encode())
                self.proc.stdin.close()
            self.proc.wait(timeout=limits.total_timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            self._kill()
        except BaseException:  # Ctrl-C in the grader: take the kernel down with it
            self._kill()
            raise
        status_file = Path(self.args["status"])
        status = None
        if status_file.is_file() and not timed_out:
            try:
                status = json.loads(status_file.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                status = None
        return RunnerResult(status, self.proc.returncode, timed_out, _tail(self.log_path)), self.rundir

    def _kill(self) -> None:
        """Kill the runner, its kernel (in a session of its own) and all their descendants, and
        under the sandbox every process of the run's uid."""
        kill_process_tree(self.proc.pid)
        if self.uid is not None:
            isolation_.kill_uid(self.uid)
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # stragglers in the runner's own group
        except (ProcessLookupError, PermissionError):
            pass
        self.proc.wait()

    def close(self) -> None:
        """Everything of this run gone: processes, uid (released), folders."""
        if self._done:
            return
        self._done = True
        try:
            if self.proc.poll() is None:
                self._kill()
            if self.proc.stdin is not None and not self.proc.stdin.closed:
                with contextlib.suppress(OSError):
                    self.proc.stdin.close()
        finally:
            self._stack.close()


def _can_promote() -> bool:
    """SCHED_IDLE can be left again only with CAP_SYS_NICE: the grader as root (Linux)."""
    return hasattr(os, "SCHED_IDLE") and sys.platform.startswith("linux") and os.geteuid() == 0


def _remove_empty(folder: Path) -> None:
    with contextlib.suppress(OSError):
        folder.rmdir()


def _tail(path: Path, lines: int = 3) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    return " | ".join(line.strip() for line in text.strip().splitlines()[-lines:])


# -- the pool -------------------------------------------------------------------------------------


def warm_ahead(jobs: int, limits: Any, *, cores: int | None = None, available_mb: int | None = None) -> int:
    """How many warm kernels each of ``jobs`` workers keeps ahead: one where a core is free for
    the warm-up (cores >= 2 x jobs) and the machine's available memory holds every worker's
    running kernel and its warm one at their memory limit; else none."""
    cores = cores or os.cpu_count() or 1
    if cores < 2 * jobs:
        return 0  # every core runs a notebook: a warm-up would only slow them down
    available = available_mb if available_mb is not None else _available_mb()
    per_kernel = limits.memory_mb or 4000  # no limit (CUDA): about torch, a small model and its data
    if available is not None and 2 * jobs * per_kernel > 0.9 * available:
        return 0
    return 1




def kernel_threads(ahead: int, workers: int = 1, *, cores: int | None = None,
                   environ: dict[str, str] | None = None) -> int | None:
    """torch/OpenMP threads for each kernel when ``ahead`` warm kernels per worker warm up beside
    the running one: an equal share of the worker's threads (``OMP_NUM_THREADS`` where the user set
    it, else the cores divided among the workers). None: no warm kernel, the setting is inherited.
    On 2 cores a 60-token generation of smollm2-135m took 2.64 s on one thread and 2.69 s on two:
    the second thread mostly spins, on the core the warm-up needs."""
    if ahead < 1:
        return None
    environ = os.environ if environ is None else environ
    try:
        budget = int(environ.get("OMP_NUM_THREADS", "") or 0)
    except ValueError:
        budget = 0
    if budget < 1:
        budget = max(1, (cores or os.cpu_count() or 1) // max(1, workers))
    return max(1, budget // (1 + ahead))


def _available_mb() -> int | None:
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def fork_requested() -> bool:
    """Kernels forked from a template: the default; ``--no-fork-kernels`` or ``GRADER_FORK_KERNELS=0``
    starts each on its own."""
    return os.environ.get("GRADER_FORK_KERNELS", "").strip().lower() not in {"0", "no", "off", "false"}


class KernelPool:
    """Warm runners started ahead of the notebooks that will need them (see the module docstring).

    Not thread-safe: one worker thread takes from it (the batch's execution thread, or a worker
    process's only thread)."""

    def __init__(self, ahead: int = 1, warm: WarmUp | None = WarmUp(), *, log: Any = None,
                 fork: bool | None = None) -> None:
        """``fork``: each kernel is forked from a warm template of its spec inside the sandbox
        (grader/running/forked.py) where the walls can be kept; else, and where they cannot (said
        once, with why), kernels start as today. None: :func:`fork_requested` says (on unless
        ``GRADER_FORK_KERNELS=0``; SECURITY.md, "Forked kernels")."""
        if fork is None:
            fork = fork_requested()
        self.ahead, self.warm = max(0, ahead), warm
        self.idle: list[RunnerProcess] = []
        self.notes: list[str] = []
        self.remaining: int | None = None  # notebooks still to come (None: unknown); no kernel warms for none
        self._log = log if log is not None else (lambda text: print(f"warning: {text}", file=sys.stderr))
        self.fork = fork
        self.templates: dict[RunnerSpec, Any] = {}  # grader.running.forked.Template, one per lane's spec
        self._retired: list[Any] = []

    def expect(self, notebooks: int) -> None:
        """``notebooks`` more will be taken: kernels are warmed for those only (none left over)."""
        self.remaining = (self.remaining or 0) + notebooks

    def take(self, spec: RunnerSpec) -> RunnerProcess | None:
        """A started, ready runner for ``spec`` (the oldest warm one, else one started now); the
        next ``ahead`` start warming at once. None: no kernel could be had warm (the caller runs
        the notebook cold, which reports any problem as a cold run does)."""
        runner = None
        template = self._template(spec)
        while self.idle:
            candidate = self.idle.pop(0)
            if (runner is None and candidate.spec == spec and candidate.alive() and candidate.warm == self.warm
                    and candidate.template is template):
                runner = candidate
            else:
                candidate.close()
        if runner is None:
            runner = self._runner(spec)
        runner.promote()  # its turn: no longer on idle time only
        if self.remaining is not None:
            self.remaining = max(0, self.remaining - 1)
        while len(self.idle) < min(self.ahead, self.ahead if self.remaining is None else self.remaining):
            self.idle.append(self._runner(spec, background=True))
        ready = runner.wait_ready()
        if ready is None or ready.get("failed"):
            runner.close()
            return None
        problem = ready.get("warm_problem")
        if problem:
            runner.close()
            self._stop_warming(problem)
            return None
        return runner

    def _template(self, spec: RunnerSpec) -> Any:
        """The lane's template (started on first use), or None where kernels are not forked."""
        if not self.fork:
            return None
        from grader.running.forked import ForkError, Template, fork_problem

        template = self.templates.get(spec)
        if template is not None and template.alive():
            return template
        if template is not None:
            self._stop_forking(f"the template of this lane exited ({template._tail() or 'no message'})")
            return None
        problem = fork_problem(spec.isolation)
        if problem is not None:
            self._stop_forking(problem)
            return None
        try:
            self.templates[spec] = Template(spec, self.warm)
        except ForkError as exc:
            self._stop_forking(str(exc))
            return None
        return self.templates[spec]

    def _runner(self, spec: RunnerSpec, *, background: bool = False) -> RunnerProcess:
        """A runner for ``spec``: its kernel forked from the lane's template, else started as today."""
        template = self._template(spec)
        if template is not None:
            from grader.running.forked import ForkError

            try:
                return RunnerProcess(spec, self.warm, template=template)  # milliseconds: never on idle time
            except ForkError as exc:
                self._stop_forking(str(exc))
        return RunnerProcess(spec, self.warm, background=background)

    def _stop_forking(self, why: str) -> None:
        """Today's kernels from now on, said once with the reason (a run's ``forked`` phase says
        which kernel it had)."""
        self.fork = False
        note = f"kernels are not forked from a template: {why}; each starts on its own, as with --no-fork-kernels"
        self.notes.append(note)
        self._log(note)
        # closed with the pool, not now: a kernel forked from one may be running a notebook
        self._retired += self.templates.values()
        self.templates = {}

    def _stop_warming(self, problem: dict[str, Any]) -> None:
        phase, printed = problem.get("phase"), (problem.get("printed") or "").strip()
        what = "loading the model" if phase == "model_load" else "importing " + ", ".join(self.warm.imports)
        if phase == "model_load" and self.warm is not None and self.warm.preload:
            self.warm = WarmUp(self.warm.imports, preload=False, dtype=self.warm.dtype)
            instead = "warm kernels no longer hold the model"
        else:
            self.warm = None
            instead = "kernels are started ahead without imports"
        note = (f"{what} in a warm kernel {'printed ' + repr(printed[-200:]) if printed else 'failed'}; a cold "
                f"kernel would show that inside a student's cell, so {instead} (outputs stay as cold runs give them)")
        self.notes.append(note)
        self._log(note)
        for runner in self.idle:  # warmed the old way
            runner.close()
        self.idle = []

    def close(self) -> None:
        for runner in self.idle:
            runner.close()
        self.idle = []
        for template in [*self.templates.values(), *self._retired]:
            template.close()
        self.templates, self._retired = {}, []
