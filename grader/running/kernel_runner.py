"""Child process that runs one notebook with papermill (started by :mod:`grader.running.execute`).

Usage: ``python -m grader.running.kernel_runner ARGS_JSON``. The arguments file names the kernel, its
working folder, the limits, the output notebook and the status files; the notebook itself comes
later: the runner starts the kernel first (and, for a warm kernel of :mod:`grader.running.kernel_pool`,
imports the libraries and loads the model in it, silently), writes ``ready``, and only then reads
one line on stdin, the path of the job file (the notebook, its parameters, the cell timeout and
how to hand the notebook over). A closed stdin with no line: nobody needed this kernel; it exits.

The runner exists so that the limits apply to papermill's kernel and nothing else: it sets
RLIMIT_AS / RLIMIT_NPROC on itself before importing anything heavy (the kernel inherits them),
makes itself a child subreaper so that processes the notebook leaves behind stay its
descendants, and kills whatever is left of them before it exits. With ``sandbox`` in its
arguments it first enters the sandbox (:mod:`grader.running.sandbox`: namespaces, a private filesystem
view, the kernel started as an unprivileged uid); it stays root itself, so the kernel can neither
signal it nor touch its files. The grader can therefore kill
the whole tree on a total timeout (:func:`kill_process_tree`).

It writes a small JSON status file for the parent: ``outcome`` is ``"completed"`` (every cell
ran; cells may still have failed: ``allow_errors`` is on), ``"cell_timeout"``, ``"dead_kernel"``
or ``"failed"`` (papermill itself failed), with ``cell_index``, ``error_name`` and
``error_value``. Nothing here imports papermill at import time: the parent imports
:func:`kill_process_tree` from this module.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

_PR_SET_CHILD_SUBREAPER = 36
_PR_SET_PDEATHSIG = 1


# -- process trees (used by the runner at exit and by the parent on a total timeout) ------------


def _children_map() -> dict[int, list[int]]:
    """Parent pid -> child pids, read from /proc (Linux)."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return children
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue  # exited meanwhile
        # "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split at the last ")".
        fields = stat[stat.rfind(b")") + 2 :].split()
        if len(fields) < 2 or fields[0] == b"Z":
            continue  # zombies hold no resources and cannot be signalled anyway
        children.setdefault(int(fields[1]), []).append(int(entry))
    return children


def descendants(pid: int) -> list[int]:
    """The live descendants of ``pid`` (children first)."""
    tree = _children_map()
    found: list[int] = []
    queue = [pid]
    while queue:
        for child in tree.get(queue.pop(0), []):
            found.append(child)
            queue.append(child)
    return found


def set_autogroup_nice(pids: list[int], nice: int) -> None:
    """Where the kernel groups each session's processes for fair CPU shares (autogroup), a process's
    own scheduling class only counts inside its session: a warm kernel in a session of its own would
    still take half the cores from the running notebook. Its session's nice value says what it is
    worth (raising it back needs CAP_SYS_NICE: root)."""
    for pid in pids:
        with contextlib.suppress(OSError):
            with open(f"/proc/{pid}/autogroup", "w", encoding="ascii") as fh:
                fh.write(str(nice))


def _signal(pid: int, signum: int) -> None:
    try:
        os.kill(pid, signum)
    except (ProcessLookupError, PermissionError):
        pass


def kill_process_tree(root: int, *, include_root: bool = True) -> list[int]:
    """SIGKILL ``root`` and all its descendants; returns the pids that were signalled.

    Processes are frozen with SIGSTOP first and the tree is re-read until it stops growing, so a
    process cannot escape by forking while we kill its parent (a fork bomb included). Kernels
    started by jupyter_client live in their own session, so killing the runner's process group
    alone would miss them: the tree walk finds them through their parent pid.
    """
    frozen: list[int] = []
    seen: set[int] = set()
    if include_root:
        _signal(root, signal.SIGSTOP)
        frozen.append(root)
    for _ in range(50):
        new = [p for p in descendants(root) if p not in seen]
        if not new:
            break
        for p in new:
            seen.add(p)
            _signal(p, signal.SIGSTOP)
            frozen.append(p)
    for p in reversed(frozen):
        _signal(p, signal.SIGKILL)
    return frozen


def _reap_children(timeout: float = 2.0) -> None:
    """Collect exited children (and orphans adopted as subreaper) so none stay zombies."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return  # no children left
        if pid == 0:
            if time.monotonic() > deadline:
                return
            time.sleep(0.02)


# -- the runner ---------------------------------------------------------------------------------


def _apply_limits(memory_mb: int | None, max_processes: int | None) -> None:
    import resource

    if memory_mb is not None:
        size = int(memory_mb) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
    if max_processes is not None:
        resource.setrlimit(resource.RLIMIT_NPROC, (max_processes, max_processes))


def _become_subreaper() -> None:
    """Orphans of the kernel (processes it started) re-parent to us, so we can kill them."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    except (OSError, AttributeError):
        pass


def _die_with_parent(parent: int | None) -> None:
    """If the grader dies (even by SIGKILL), get SIGTERM and leave through ``main``'s cleanup, which
    kills the kernel and everything it started; without this they would run on, orphaned."""
    def stop(signum: int, frame: Any) -> None:
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):
        return
    if parent is not None and os.getppid() != parent:  # it died before the line above
        raise SystemExit(143)


def _write_status(path: str, status: dict[str, Any]) -> None:
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(status, f)
    os.replace(tmp, path)


def _ipc_kernel_manager(folder: str) -> type:
    """A kernel manager whose connection file and ZeroMQ sockets (``ipc`` transport) live in
    ``folder``, the one host folder the bubblewrap kernel shares with the runner."""
    from jupyter_client.manager import AsyncKernelManager

    class IpcKernelManager(AsyncKernelManager):
        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.transport = "ipc"
            self.connection_file = os.path.join(folder, "connection.json")
            self.ip = os.path.join(folder, "zmq")

    return IpcKernelManager


def _run(args: dict[str, Any], phases: dict[str, float]) -> dict[str, Any] | None:
    """Start the kernel, warm it (``warm``), wait for the notebook (a line on stdin naming the job
    file), hand it over and run it with papermill. None: the grader closed stdin without a job (a
    warm kernel it did not need)."""
    import papermill
    from jupyter_client.kernelspec import NoSuchKernel, get_kernel_spec
    from nbclient.exceptions import CellTimeoutError, DeadKernelError
    from papermill.exceptions import PapermillExecutionError

    status: dict[str, Any] = {"outcome": "completed", "cell_index": None,
                              "error_name": None, "error_value": None}
    try:
        # papermill needs the language to write the parameters cell; the kernelspec knows it
        # (a notebook saved without metadata does not).
        language = get_kernel_spec(args["kernel_name"]).language
        sandbox = args.get("sandbox")
        bwrap = args.get("bwrap")
        if sandbox:  # the kernel starts through the sandbox's launcher, as the sandbox uid
            from grader.running.sandbox import wrap_kernelspec

            wrap_kernelspec(args["kernel_name"], sandbox["state"], sandbox["kernel"])
        elif bwrap:  # the kernel starts inside bubblewrap (grader/running/bwrap.py), through the same launcher
            from grader.running.sandbox import wrap_kernelspec

            wrap_kernelspec(args["kernel_name"], bwrap["state"], bwrap["kernel"], prefix=bwrap["command"],
                            cfg_dir=bwrap["kernel_dir"])
    except NoSuchKernel as exc:
        status.update(outcome="no_such_kernel", error_name="NoSuchKernel", error_value=str(exc))
        _write_status(args["ready"], {"failed": True})
        return status

    current: dict[str, int | None] = {"cell": None}

    def on_cell_execute(cell: Any = None, cell_index: int | None = None, **_: Any) -> None:
        current["cell"] = cell_index

    job: dict[str, Any] | None = None
    try:
        started = time.monotonic()
        km = _start_kernel(args)
        phases["kernel_start"] = round(time.monotonic() - started, 3)
        status["hook"] = _install_hook(km, args["start_timeout"])
        if args.get("idle_priority"):  # the kernel's session is a scheduling group of its own: lower it too
            set_autogroup_nice([os.getpid(), *descendants(os.getpid())], 19)
        ready: dict[str, Any] = {"phases": phases}
        if args.get("warm"):
            ready.update(_warm_up(km, args["warm"], phases, args["start_timeout"]))
        _write_status(args["ready"], ready)
        idle = time.monotonic()
        job = _wait_for_job()
        if job is None:
            return None
        phases["idle"] = round(time.monotonic() - idle, 3)
        if args.get("warm") and not _responds(km, min(10.0, args["start_timeout"])):
            # died while it waited (the machine's OOM killer, say): not the notebook's doing
            status.update(outcome="warm_kernel_lost", error_name="DeadKernelError",
                          error_value="the kernel died before the notebook was handed to it")
            return status
        _hand_over(km, job["handover"], args["start_timeout"])
        started = time.monotonic()
        try:
            papermill.execute_notebook(
                job["input"],
                args["output"],
                parameters=job["parameters"],
                kernel_name=args["kernel_name"],
                language=language,
                cwd=args["cwd"],
                # nbclient's timeout is an Integer trait; round up so a limit is never shortened.
                execution_timeout=math.ceil(job["cell_timeout"]),
                start_timeout=math.ceil(args["start_timeout"]),
                progress_bar=False,
                log_output=False,
                request_save_on_cell_execute=True,
                allow_errors=True,
                on_cell_execute=on_cell_execute,
                km=km,  # the kernel started (and warmed) above; papermill leaves it running
            )
        finally:
            phases["cells"] = round(time.monotonic() - started, 3)
    except PapermillExecutionError as exc:
        # Every cell ran (allow_errors) and papermill saved the notebook before raising; the parent
        # reads the errors from the saved outputs.
        status.update(cell_index=exc.cell_index, error_name=exc.ename, error_value=exc.evalue)
    except CellTimeoutError as exc:
        status.update(outcome="cell_timeout", cell_index=current["cell"], error_name="CellTimeoutError",
                      error_value=str(exc).strip().splitlines()[0] if str(exc).strip() else "")
    except DeadKernelError as exc:
        status.update(outcome="dead_kernel", cell_index=current["cell"], error_name="DeadKernelError",
                      error_value=str(exc))
    except Exception as exc:  # noqa: BLE001 - reported to the parent, which decides
        import traceback

        traceback.print_exc()  # the runner's log keeps where it failed; the status says what
        text = str(exc).strip()
        outcome = "dead_kernel" if "kernel died" in text.lower() else "failed"
        status.update(outcome=outcome, cell_index=current["cell"], error_name=type(exc).__name__,
                      error_value=text.splitlines()[0] if text else "")
        if job is None:  # the kernel never got a notebook: say so to a grader waiting for it
            with contextlib.suppress(OSError):
                _write_status(args["ready"], {"failed": True, "error": f"{type(exc).__name__}: {text[:300]}"})
    return status


def _manager_class(args: dict[str, Any]) -> type:
    if args.get("bwrap"):  # no network in the kernel's namespace: ZeroMQ over Unix sockets in its folder
        return _ipc_kernel_manager(args["bwrap"]["kernel_dir"])
    from jupyter_client.manager import AsyncKernelManager

    return AsyncKernelManager


def _start_kernel(args: dict[str, Any]) -> Any:
    """What nbclient does when it starts a kernel itself (same working folder, same in-memory
    history), done before the notebook is known so the kernel can wait for it warm."""
    from jupyter_core.utils import run_sync  # the event loop nbclient will use too

    forked = args.get("forked")
    if forked:  # forked from the lane's template (grader/running/forked.py): connect, never spawn
        from grader.running.forked_manager import forked_kernel_manager

        km = forked_kernel_manager(forked["connection_file"], forked["pid"])
    else:
        km = _manager_class(args)(kernel_name=args["kernel_name"])

    async def start() -> None:
        if not forked:
            await km.start_kernel(cwd=args["cwd"], extra_arguments=["--HistoryManager.hist_file=:memory:"])
        kc = km.client()
        kc.start_channels()
        try:
            await kc.wait_for_ready(timeout=args["start_timeout"])
        finally:
            kc.stop_channels()

    run_sync(start)()
    return km


def _responds(km: Any, timeout: float) -> bool:
    """The kernel is alive and answers (a kernel_info round trip)."""
    from jupyter_core.utils import run_sync

    if not km.is_alive():
        return False

    async def ask() -> bool:
        kc = km.client()
        kc.start_channels()
        try:
            await kc.wait_for_ready(timeout=timeout)
            return True
        except RuntimeError:  # dead, or silent past the timeout
            return False
        finally:
            kc.stop_channels()

    return run_sync(ask)()


def _silent(km: Any, code: str, timeout: float) -> tuple[str, list[str]]:
    """Run ``code`` in the kernel without a trace in its history or execution count
    (``silent``); returns the reply status and what it printed or displayed."""
    from jupyter_core.utils import run_sync

    async def go() -> tuple[str, list[str]]:
        kc = km.client()
        kc.start_channels()
        try:
            await kc.wait_for_ready(timeout=timeout)
            msg_id = kc.execute(code, silent=True, store_history=False, allow_stdin=False)
            printed: list[str] = []
            deadline = time.monotonic() + timeout
            while True:
                msg = await kc.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
                if msg["parent_header"].get("msg_id") != msg_id:
                    continue
                kind, content = msg["msg_type"], msg["content"]
                if kind == "stream":
                    printed.append(content.get("text", ""))
                elif kind in ("display_data", "execute_result"):
                    printed.append(str(content.get("data", {}).get("text/plain", kind)))
                elif kind == "error":
                    printed.append(f"{content.get('ename')}: {content.get('evalue')}")
                elif kind == "status" and content.get("execution_state") == "idle":
                    break
            while True:
                reply = await kc.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
                if reply["parent_header"].get("msg_id") == msg_id:
                    return reply["content"].get("status", "error"), printed
        finally:
            kc.stop_channels()

    return run_sync(go)()


# Run by the kernel before any notebook: names are bound in a throwaway namespace, never the user's.
_WARM_IMPORTS = "exec(compile({src!r}, '<grader warm-up>', 'exec'), {{}})"
_IMPORTS_SRC = """\
import importlib
for name in {modules!r}:
    importlib.import_module(name)
"""
_PRELOAD_SRC = """\
import transformers.utils.logging as log
verbosity, bars = log.get_verbosity(), log.is_progress_bar_enabled()
from grader.course import load_model
load_model({model!r}, {dtype!r})
# what a cold kernel shows until the notebook's own load_model call quietens transformers
log.set_verbosity(verbosity)
log.enable_progress_bar() if bars else log.disable_progress_bar()
"""


def _install_hook(km: Any, timeout: float) -> str:
    """The recorder of generation calls (:mod:`grader.running.kernel_hook`), installed silently before any of
    the notebook's code: "installed", or why not (the notebook then runs without it)."""
    try:
        state, printed = _silent(km, _WARM_IMPORTS.format(src="import grader.running.kernel_hook as h\nh.install()\n"), timeout)
    except Exception as exc:  # noqa: BLE001 - a notebook runs without the hook rather than not at all
        return f"not installed: {type(exc).__name__}: {str(exc)[:200]}"
    return "installed" if state == "ok" else f"not installed: {''.join(printed)[-300:] or state}"


def _warm_up(km: Any, warm: dict[str, Any], phases: dict[str, float], timeout: float) -> dict[str, Any]:
    """Import the libraries (and load the model) in the kernel, silently; anything it printed or
    raised is reported, and the grader then stops warming that way (a cold kernel would have
    shown it in a student's cell)."""
    steps = [("imports", _IMPORTS_SRC.format(modules=list(warm.get("imports", ()))))]
    if warm.get("model"):
        steps.append(("model_load", _PRELOAD_SRC.format(model=warm["model"], dtype=warm.get("dtype", "float32"))))
    for phase, src in steps:
        started = time.monotonic()
        # A background runner may be starved of CPU by the notebook running now; its wait is
        # bounded by the parent (READY_TIMEOUT once promoted), so a slow warm-up is no problem.
        state, printed = _silent(km, _WARM_IMPORTS.format(src=src), max(timeout, 3600.0))
        phases[phase] = round(time.monotonic() - started, 3)
        if state != "ok" or printed:
            return {"warm_problem": {"phase": phase, "status": state, "printed": "".join(printed)[-500:]}}
    return {}


_HAND_OVER_SRC = """\
import os, shutil
shutil.copyfile({src!r}, {dst!r})
os.chmod({dst!r}, 0o600)
"""


def _hand_over(km: Any, handover: dict[str, Any], timeout: float) -> None:
    """Put the notebook in the kernel's working folder: from inside the kernel where only the
    kernel sees that folder (bubblewrap), else by the runner itself."""
    src, dst = handover["src"], handover["dst"]
    if handover.get("by_kernel"):
        state, printed = _silent(km, _WARM_IMPORTS.format(src=_HAND_OVER_SRC.format(src=src, dst=dst)), timeout)
        if state != "ok":
            raise RuntimeError(f"the notebook could not be handed to the kernel: {''.join(printed)[-300:]}")
        return
    import shutil

    shutil.copyfile(src, dst)
    if handover.get("uid") is not None:
        os.chown(dst, handover["uid"], handover["gid"])
    os.chmod(dst, 0o600)


def _wait_for_job() -> dict[str, Any] | None:
    line = sys.stdin.readline().strip()
    if not line:
        return None
    return json.loads(Path(line).read_text(encoding="utf-8"))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m grader.running.kernel_runner ARGS_JSON", file=sys.stderr)
        return 2
    args = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    _die_with_parent(args.get("parent_pid"))
    if args.get("idle_priority"):  # a warm kernel ahead of its turn: the cores' idle time only, until
        # the grader promotes it (grader/running/kernel_pool.py); its kernel and threads inherit the class
        with contextlib.suppress(OSError, AttributeError):
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    sandbox = args.get("sandbox")
    if sandbox:
        # Namespaces and the filesystem view first: papermill and the kernel start inside them.
        from grader.running.sandbox import enter

        try:
            enter(sandbox)
        except OSError as exc:  # a grader-side failure: the parent raises it, no row blames the student
            _write_status(args["status"], {"outcome": "sandbox_failed", "error_name": type(exc).__name__,
                                           "error_value": str(exc), "cell_index": None})
            return 1
    # Under a sandbox RLIMIT_NPROC is set by the kernel's launcher, for the sandbox uid (or, with
    # bubblewrap and no root, for the kernel's user namespace).
    # (a forked kernel's is set by its template, in the kernel's own user namespace; here, outside, it would
    # count every process of the grader's user)
    _apply_limits(args.get("memory_mb"),
                  None if sandbox or args.get("bwrap") or args.get("forked") else args.get("max_processes"))
    _become_subreaper()
    phases: dict[str, float] = {}
    try:
        status = _run(args, phases)
    finally:
        # Whatever the notebook left running (a server, a `sleep &`) dies with the run.
        leftovers = kill_process_tree(os.getpid(), include_root=False)
        if args.get("forked"):  # a forked kernel is not the runner's child: counted here, its namespace
            leftovers += descendants(args["forked"]["pid"])  # killed by the grader (grader/running/forked.py)
        _reap_children()
    if status is None:  # a warm kernel nobody needed
        return 0
    status["seconds"] = phases.get("cells", 0.0)
    status["phases"] = phases
    status["leftover_processes"] = len(leftovers)  # many: the notebook hit the process limit
    _write_status(args["status"], status)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
