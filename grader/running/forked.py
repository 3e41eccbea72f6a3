"""Kernels forked from a warm template inside the sandbox (the default; ``--no-fork-kernels`` turns it off).

A lane's :class:`Template` is started exactly as a cold bubblewrap kernel is (the same
:func:`grader.running.bwrap.command`, the same launcher, allow-listed environment and limits), but
as an unprivileged user always: the grader's own user, or as root a dedicated uid of its own (so
bubblewrap builds a user namespace, inside which each fork can build its own walls). It imports
ipykernel, torch, transformers and ``grader.course``, loads the lane's model and waits; it never
runs student code (:mod:`grader.running.fork_template`). Each notebook's kernel is a fork of it,
behind walls of its own (new user, mount, PID, IPC, network and UTS namespaces, its own ``/proc``,
``/tmp``, working folder and limits, no capabilities): :func:`grader.running.fork_template.fork_kernel`.

The runner (papermill, outside the sandbox) talks to a forked kernel through the connection file
the grader wrote for it, with a kernel manager that never spawns (:func:`forked_kernel_manager`);
the kernel is killed with its whole PID namespace by killing its init (:meth:`ForkedKernel.kill`).
That manager lives in :mod:`grader.running.forked_manager`, which the runner imports.

Where the walls cannot be built (:func:`fork_problem`: no bubblewrap sandbox, or a template that
failed to start, warm up or fork), the pool runs today's kernels and says which and why.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
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
from grader.running.forked_manager import pid_alive

TEMPLATE_TIMEOUT = 600.0  # seconds a template may take to import and load its model (a busy machine)
FORK_TIMEOUT = 60.0  # seconds one fork may take (milliseconds when all is well)


class ForkError(RuntimeError):
    """A template could not be started or could not fork; the pool runs cold kernels instead."""


def fork_problem(iso: Any) -> str | None:
    """Why kernels cannot be forked under ``iso`` (an :class:`~grader.running.isolation.Isolation`), or None."""
    if not sys.platform.startswith("linux"):
        return f"not Linux ({sys.platform})"
    if iso.level != isolation_.SANDBOX:
        return f"no sandbox ({iso.reason or iso.level}): a fork's walls are namespaces inside the sandbox"
    if iso.mechanism != isolation_.BUBBLEWRAP:
        return ("the root sandbox (namespaces and chroot) is in use, and a chrooted process may not create "
                "the user namespace a fork's walls are built in; bubblewrap is needed")
    return None


@dataclass
class ForkedKernel:
    """One forked kernel: its init's pid on the host (pid 1 of its namespace) and its folder."""

    pid: int
    folder: Path
    connection_file: Path

    def alive(self) -> bool:
        return pid_alive(self.pid)

    def kill(self, timeout: float = 10.0) -> None:
        """SIGKILL its init: Linux kills every process of its PID namespace (daemons, double forks,
        nested namespaces); returns once the init is gone, i.e. once they all are."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(self.pid, signal.SIGKILL)
        deadline = time.monotonic() + timeout
        while pid_alive(self.pid) and time.monotonic() < deadline:
            time.sleep(0.01)


class Template:
    """One lane's template: started, warmed, forking kernels on request; see the module docstring."""

    def __init__(self, spec: Any, warm: Any) -> None:
        """``spec``: a :class:`grader.running.kernel_pool.RunnerSpec`; ``warm``: its
        :class:`~grader.running.kernel_pool.WarmUp` (imports, model)."""
        self.spec, self.warm = spec, warm
        self.phases: dict[str, float] = {}
        self._stack = contextlib.ExitStack()
        self._count = 0
        self.proc: subprocess.Popen | None = None
        try:
            self._start()
        except BaseException:
            self.close()
            raise

    def _start(self) -> None:
        from grader.running import bwrap
        from grader.running.kernel_env import THREAD_VARS, runner_environment

        spec, started = self.spec, time.monotonic()
        # As root a dedicated uid runs the whole lane (template and forks); each fork's own namespaces,
        # not a uid of its own, keep it from its siblings (SECURITY.md, "Forked kernels").
        self.uid = self._stack.enter_context(isolation_.sandbox_uid()) if os.geteuid() == 0 else None
        self.folder = Path(tempfile.mkdtemp(prefix="grader-lane-"))
        self._stack.callback(shutil.rmtree, self.folder, ignore_errors=True)
        os.chmod(self.folder, 0o755)
        if self.uid is not None:
            os.chown(self.folder, self.uid, self.uid)
        expose = isolation_.exposed_paths(spec.model)
        tmp = os.path.realpath("/tmp")
        self.keep = [p for p in expose if p.startswith(tmp + "/")]  # a fork's new /tmp must not hide them
        command = bwrap.command(spec.isolation.bwrap, expose=expose, hide=isolation_.hidden_paths(expose),
                                kernel_dir=str(self.folder), disk_mb=spec.limits.disk_mb, as_root=False)
        launcher_cfg = self.folder / "launcher.json"
        launcher_cfg.write_text(json.dumps({"uid": None, "gid": None, "env": self.kernel_env_extra(),
                                            "drop_env": ["JPY_PARENT_PID"]}), encoding="utf-8")
        template_cfg = self.folder / "template.json"
        warm = self.warm
        template_cfg.write_text(json.dumps({
            "imports": [*(warm.imports if warm else ()), "grader.running.kernel_hook"],
            "model": spec.model if warm is not None and warm.preload else None,
            "dtype": warm.dtype if warm else "float32", "memory_mb": spec.limits.memory_mb}), encoding="utf-8")
        for path in (launcher_cfg, template_cfg):
            os.chmod(path, 0o644)
        env = runner_environment(threads=None)
        # One thread for every pool while the template imports and loads: none is started before the
        # fork; each kernel sizes its own from the environment a cold kernel would have.
        env.update(dict.fromkeys(THREAD_VARS, "1"))
        argv = [*command, sys.executable, "-S", str(Path(isolation_.__file__).with_name("sandbox.py")), "kernel",
                str(launcher_cfg), "--", sys.executable, "-m", "grader.running.fork_template", str(template_cfg)]
        self.log_path = self.folder.parent / f"{self.folder.name}.log"
        self._stack.callback(lambda: self.log_path.unlink(missing_ok=True))
        package_root = Path(__file__).resolve().parent.parent.parent
        if self.uid is not None:  # bwrap as the lane's uid, its binds staged by root (sandbox.stage_and_exec)
            argv = [sys.executable, "-S", str(Path(isolation_.__file__).with_name("sandbox.py")), "stage",
                    str(self.uid), "--", *argv]
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                         cwd=package_root, env=env, start_new_session=True)
        answer = self._read(TEMPLATE_TIMEOUT)
        if not answer.get("ready"):
            raise ForkError(f"the template did not warm up: {answer.get('problem') or self._tail()}")
        self.phases = {**answer.get("phases", {}), "template_start": round(time.monotonic() - started, 3)}

    def kernel_env_extra(self) -> dict[str, str]:
        """What the launcher adds to a kernel's environment (as for a cold one)."""
        from grader.running.kernel_env import kernel_env

        return kernel_env(self.spec.model)

    def kernel_environment(self) -> dict[str, str]:
        """The environment a cold kernel of this spec would have, which each fork takes before any code."""
        from grader.running.kernel_env import runner_environment
        from grader.running.sandbox import kernel_environment

        return kernel_environment(runner_environment(self.spec.limits.threads),
                                  {"env": self.kernel_env_extra(), "drop_env": ["JPY_PARENT_PID"]})

    def fork(self) -> ForkedKernel:
        """A new kernel, forked, waiting on its connection file (written here, before the fork)."""
        from jupyter_client.connect import write_connection_file

        if self.proc is None or self.proc.poll() is not None:
            raise ForkError(f"the template is gone: {self._tail()}")
        self._count += 1
        name = f"k{self._count}"
        folder = self.folder / name
        folder.mkdir(mode=0o700)
        (folder / "notebook").mkdir(mode=0o755)
        connection = folder / "connection.json"
        write_connection_file(str(connection), transport="ipc", ip=str(folder / "zmq"),
                              key=os.urandom(32).hex().encode(), kernel_name=self.spec.kernel_name)
        if self.uid is not None:
            for path in (folder, folder / "notebook", connection):
                os.chown(path, self.uid, self.uid)
        launcher = Path(sys.executable).parent / "ipykernel_launcher"  # what a cold kernel's sys.argv[0] names
        request = {"op": "fork", "id": name, "lane_dir": str(self.folder), "dir": str(folder), "keep": self.keep,
                   "disk_mb": self.spec.limits.disk_mb, "max_processes": self.spec.limits.sandbox_processes(),
                   "env": self.kernel_environment(),
                   "argv": [str(launcher), "-f", str(connection), "--HistoryManager.hist_file=:memory:"]}
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write((json.dumps(request) + "\n").encode())
            self.proc.stdin.flush()
        except OSError as exc:
            raise ForkError(f"the template does not listen: {exc}; {self._tail()}") from exc
        answer = self._read(FORK_TIMEOUT)
        if "pid" not in answer:
            raise ForkError(f"the template could not fork a kernel: {answer.get('error') or self._tail()}")
        host = _host_pid(self.proc.pid, int(answer["pid"]))
        if host is None:
            raise ForkError(f"the forked kernel's init (pid {answer['pid']} in the template) is not to be found")
        return ForkedKernel(host, folder, connection)

    def _read(self, timeout: float) -> dict[str, Any]:
        assert self.proc is not None and self.proc.stdout is not None
        fd, line, deadline = self.proc.stdout.fileno(), b"", time.monotonic() + timeout
        while not line.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise ForkError(f"the template did not answer in {timeout:.0f} s; {self._tail()}")
            chunk = os.read(fd, 1)
            if not chunk:
                raise ForkError(f"the template exited (code {self.proc.poll()}): {self._tail()}")
            line += chunk
        return json.loads(line)

    def _tail(self) -> str:
        with contextlib.suppress(OSError, AttributeError):
            return " | ".join(self.log_path.read_text(errors="replace").strip().splitlines()[-3:])
        return ""

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def close(self) -> None:
        """The template and every kernel forked from it gone (its PID namespace, and as root its uid)."""
        from grader.running.kernel_runner import kill_process_tree

        if self.proc is not None:
            if self.proc.poll() is None:
                kill_process_tree(self.proc.pid)
            self.proc.wait()
            for pipe in (self.proc.stdin, self.proc.stdout):
                with contextlib.suppress(OSError):
                    pipe and pipe.close()
        self._stack.close()  # as root: kill_uid(uid), then the uid is free for another run


def _host_pid(root: int, ns_pid: int) -> int | None:
    """The host pid of the descendant of ``root`` whose pid is ``ns_pid`` one namespace below ours."""
    from grader.running.kernel_runner import descendants

    for pid in descendants(root):
        try:
            with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
                for line in fh:
                    if line.startswith("NSpid:"):
                        ids = line.split()[1:]
                        if len(ids) >= 2 and int(ids[1]) == ns_pid:
                            return pid
                        break
        except (OSError, ValueError):
            continue
    return None
