"""The template a lane's kernels are forked from; runs *inside* the bubblewrap sandbox.

Started by :class:`grader.running.forked.Template` through the same bwrap command line and the same
launcher (:func:`grader.running.sandbox.exec_kernel`) as a cold kernel, so it has a cold kernel's
namespaces, read-only view, allow-listed environment and limits; only what is ``exec``'d differs:
``python -m grader.running.fork_template CONFIG``. It then

1. imports what a warm kernel imports (ipykernel, torch, transformers, ``grader.course``) and loads
   the lane's model with ``grader.course.load_model``, with one OpenMP/BLAS thread, so no thread
   pool exists yet (they are not fork-safe once used); it never runs a line of student code;
2. refuses to serve if the warm-up printed anything or left a thread running (a fork copies only
   the calling thread: a lock held by another would never be released in the child);
3. answers JSON lines on its standard input: ``{"op": "fork", ...}`` forks a kernel (below) and
   replies ``{"pid": ...}``, the pid (in the template's PID namespace) of the kernel's init.

A forked kernel, before any student code (:func:`_enter_walls`, :func:`_init`, :func:`_become_kernel`):
a new user namespace (its uid mapped to itself), new mount, PID, IPC, network and UTS namespaces;
RLIMIT_NPROC counted in that namespace; its own ``/proc``, empty ``/tmp``, ``/dev/shm``,
``/home/student`` and runtime folder; of the folder it shares with its runner only its own
subfolder; loopback only; ``max_user_namespaces`` 0 in its namespace (no further user namespaces);
then no capabilities, ``no_new_privs``; the kernel is pid 2 under a small init (pid 1) that reaps
orphans, and when either dies Linux kills every process of that PID namespace. Thread pools are
sized after the fork, as a cold kernel would size them from its environment.
"""

from __future__ import annotations

import contextlib
import ctypes
import io
import json
import os
import select
import signal
import sys
import time
from typing import Any

from grader.running import sandbox

CLONE_NEWUSER, CLONE_NEWPID = 0x10000000, 0x20000000
_PR_SET_DUMPABLE, _PR_CAPBSET_DROP, _PR_SET_NO_NEW_PRIVS = 4, 24, 38
_PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL, _PR_SET_CHILD_SUBREAPER = 47, 4, 36
THREADS_GRACE = 10.0  # seconds the warm-up's own threads get to end before the template gives up
DEV_SHM_MB = 64  # as bubblewrap's /dev/shm for a cold kernel (grader/running/bwrap.py)
# Read-only over the kernel's own /proc, as bubblewrap does for a cold kernel's.
_PROC_READ_ONLY = ("sys", "sysrq-trigger", "irq", "bus")


def _warm(cfg: dict[str, Any]) -> dict[str, Any]:
    """Imports and model load, as a warm kernel's warm-up (grader/running/kernel_runner.py), with
    whatever they print captured: a cold kernel would show it in a student's cell."""
    from grader.running.kernel_runner import _IMPORTS_SRC, _PRELOAD_SRC

    phases: dict[str, float] = {}
    steps = [("imports", _IMPORTS_SRC.format(modules=["ipykernel.kernelapp", *cfg["imports"]]))]
    if cfg.get("model"):
        steps.append(("model_load", _PRELOAD_SRC.format(model=cfg["model"], dtype=cfg.get("dtype", "float32"))))
    for phase, src in steps:
        started = time.monotonic()
        printed = io.StringIO()
        try:
            with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
                exec(compile(src, "<grader template warm-up>", "exec"), {})  # names in a throwaway namespace
        except BaseException as exc:  # noqa: BLE001 - reported: the grader runs cold kernels instead
            return {"problem": f"{phase} failed: {type(exc).__name__}: {exc}"[:500], "phase": phase}
        phases[phase] = round(time.monotonic() - started, 3)
        if printed.getvalue().strip():
            return {"problem": f"{phase} printed {printed.getvalue().strip()[-200:]!r}", "phase": phase}
    # a fork would copy this thread only; one holding a lock would deadlock a kernel. Threads the
    # loading started (a weights loader's pool, a progress bar's monitor) may still be ending: on a
    # busy machine that takes a moment, so they get THREADS_GRACE seconds to be gone.
    deadline = time.monotonic() + THREADS_GRACE
    while len(threads := os.listdir("/proc/self/task")) != 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    if len(threads) != 1:
        import threading

        names = ", ".join(t.name for t in threading.enumerate() if t is not threading.main_thread())
        return {"problem": f"the warm-up left {len(threads)} threads running ({names or 'not Python threads'}); "
                           "forking needs one", "phase": "threads"}
    return {"phases": phases}


# -- the fork -------------------------------------------------------------------------------------


def fork_kernel(req: dict[str, Any], keep_out: list[int]) -> int:
    """Fork the kernel of ``req``; the pid of its init (pid 1 of its namespace) in this namespace."""
    report_r, report_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the namespace maker: new namespaces, then the init inside them; gone at once
        os.close(report_r)
        for fd in keep_out:
            os.close(fd)
        try:
            _enter_walls(req)
            init = os.fork()
            if init == 0:
                os.close(report_w)
                _init(req)  # never returns
            os.write(report_w, json.dumps({"pid": init}).encode())
            os._exit(0)
        except BaseException as exc:  # noqa: BLE001 - the template reports it; the grader runs cold
            with contextlib.suppress(OSError):
                os.write(report_w, json.dumps({"error": f"{type(exc).__name__}: {exc}"}).encode())
            os._exit(1)
    os.close(report_w)
    with os.fdopen(report_r, "rb") as fh:
        answer = json.loads(fh.read() or b'{"error": "the fork died before it reported"}')
    os.waitpid(pid, 0)
    if "error" in answer:
        raise OSError(answer["error"])
    return int(answer["pid"])


def _enter_walls(req: dict[str, Any]) -> None:
    """In the namespace maker: a user namespace of its own, then new mount, PID, IPC, network and UTS
    namespaces for the kernel to come."""
    import resource

    libc = sandbox._c()
    libc.prctl(_PR_SET_DUMPABLE, 1, 0, 0, 0)  # the template is not dumpable; /proc/self/*_map need it
    uid, gid = os.getuid(), os.getgid()
    sandbox._check(libc.unshare(CLONE_NEWUSER), "unshare(user)")
    with open("/proc/self/setgroups", "w") as fh:
        fh.write("deny")
    with open("/proc/self/uid_map", "w") as fh:
        fh.write(f"{uid} {uid} 1")  # the same uid inside and out: no root in the kernel's namespace
    with open("/proc/self/gid_map", "w") as fh:
        fh.write(f"{gid} {gid} 1")
    limit = req.get("max_processes")
    if limit is not None:
        # After the user namespace is made, not before: Linux checks a fork against this limit for the
        # processes of this namespace, and against the limit its creator had for those of the template's
        # namespace, which all the lane's kernels share; set before, one kernel's fork bomb would take
        # its siblings' threads too.
        resource.setrlimit(resource.RLIMIT_NPROC, (limit, limit))
    flags = sandbox.CLONE_NEWNS | CLONE_NEWPID | sandbox.CLONE_NEWIPC | sandbox.CLONE_NEWNET | sandbox.CLONE_NEWUTS
    sandbox._check(libc.unshare(flags), "unshare(mount, pid, ipc, net, uts)")


def _init(req: dict[str, Any]) -> None:
    """Pid 1 of the kernel's namespace: its own mounts and loopback, then the kernel as pid 2 (as
    bubblewrap's init and the kernel are for a cold one); reaps orphans; exits with the kernel, and
    Linux then kills whatever is left in the namespace."""
    code = 1
    try:
        _mount_private(req)
        sandbox._loopback_up()
        kernel = os.fork()
        if kernel == 0:
            _become_kernel(req)  # never returns
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(sig, signal.SIG_IGN)
        while True:
            try:
                pid, status = os.waitpid(-1, 0)
            except ChildProcessError:
                break
            except InterruptedError:
                continue
            if pid == kernel:
                code = os.waitstatus_to_exitcode(status)
                break
    except BaseException as exc:  # noqa: BLE001 - the runner sees a kernel that never answers; say why
        with contextlib.suppress(OSError):
            sys.stderr.write(f"grader fork init: {type(exc).__name__}: {exc}\n")
    os._exit(code if 0 <= code < 256 else 1)


def _mount_private(req: dict[str, Any]) -> None:
    uid, gid = os.getuid(), os.getgid()
    disk = req["disk_mb"]
    m = sandbox
    m._mount(None, "/", None, m.MS_REC | m.MS_PRIVATE)
    m._mount("proc", "/proc", "proc", m.MS_NOSUID | m.MS_NODEV | m.MS_NOEXEC)  # this PID namespace only
    with open("/proc/sys/user/max_user_namespaces", "w") as fh:
        fh.write("0")  # counted in this namespace: the kernel can create no user namespace of its own
    for name in _PROC_READ_ONLY:
        path = f"/proc/{name}"
        if os.path.exists(path):
            m._mount(path, path, None, m.MS_BIND | m.MS_REC)
            m._mount(None, path, None, m.MS_BIND | m.MS_REMOUNT | m.MS_RDONLY | m.MS_NOSUID | m.MS_NODEV)
    # The runner's folder of this kernel: moved aside, the lane's folder (its siblings') hidden, moved
    # back to the same path (the sockets' paths are in the connection file, the same on both sides).
    shared, own = req["lane_dir"], req["dir"]
    m._tmpfs(m.KERNEL_RUNTIME, 0o700, 1, uid, gid, noexec=True)
    stage = os.path.join(m.KERNEL_RUNTIME, "stage")
    os.mkdir(stage)
    m._mount(own, stage, None, m.MS_BIND)
    # What bubblewrap bound under the host's /tmp (a model folder) stays, read-only, over the new /tmp.
    kept = [path for path in req.get("keep", ()) if os.path.exists(path)]
    for i, path in enumerate(kept):
        os.mkdir(f"{stage}-{i}")
        m._mount(path, f"{stage}-{i}", None, m.MS_BIND | m.MS_REC)  # a copy of a read-only mount is read-only
    # owned by the kernel's uid: root (a cold kernel's owner of /tmp) is not mapped in its namespace
    m._tmpfs("/tmp", 0o1777, disk, uid, gid)
    m._tmpfs("/dev/shm", 0o1777, DEV_SHM_MB, uid, gid)
    if os.path.isdir(shared):  # outside /tmp: covered by an empty folder
        m._tmpfs(shared, 0o755, 1, uid, gid, noexec=True)
    else:  # it was under /tmp, which is now empty: its path is made again, as a cold kernel's is
        os.makedirs(shared, 0o755)
    os.mkdir(own, 0o700)
    m._mount(stage, own, None, 1 << 13)  # MS_MOVE
    os.rmdir(stage)
    for i, path in enumerate(kept):
        os.makedirs(path, 0o755, exist_ok=True)
        m._mount(f"{stage}-{i}", path, None, 1 << 13)
        os.rmdir(f"{stage}-{i}")
    m._tmpfs(m.HOME, 0o700, disk, uid, gid)


def _become_kernel(req: dict[str, Any]) -> None:
    """Pid 2: no capabilities, its environment, its thread pools, then ipykernel on the runner's
    connection file."""
    try:
        os.setsid()  # as jupyter_client starts a cold kernel: a session of its own
        null = os.open("/dev/null", os.O_RDONLY)
        log = os.open(os.path.join(req["dir"], "kernel.log"), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        os.dup2(null, 0)
        os.dup2(log, 1)
        os.dup2(log, 2)
        os.closerange(3, 65536)
        _drop_capabilities()
        os.chdir(sandbox.HOME)
        os.environ.clear()
        os.environ.update(req["env"])
        _size_thread_pools(req["env"])
        sys.argv = list(req["argv"])
        from ipykernel.kernelapp import IPKernelApp

        app = IPKernelApp.instance()
        app.initialize(sys.argv[1:])
        app.start()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    except BaseException as exc:  # noqa: BLE001 - into the kernel's log; the runner sees it die
        with contextlib.suppress(OSError):
            os.write(2, f"grader forked kernel: {type(exc).__name__}: {exc}\n".encode())
        code = 1
    with contextlib.suppress(Exception):
        sys.stdout.flush()
        sys.stderr.flush()
    os._exit(code)


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def _drop_capabilities() -> None:
    """None left: bounding set, ambient, effective, permitted, inheritable; and ``no_new_privs``.
    (What creating the user namespace gave, inside it only; a cold kernel never had them.)"""
    libc = sandbox._c()
    last = 63
    with contextlib.suppress(OSError, ValueError):
        with open("/proc/sys/kernel/cap_last_cap", encoding="ascii") as fh:
            last = int(fh.read())
    for cap in range(last + 1):
        sandbox._check(libc.prctl(_PR_CAPBSET_DROP, cap, 0, 0, 0), f"drop capability {cap}")
    libc.prctl(_PR_CAP_AMBIENT, _PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0)
    header, data = _CapHeader(0x20080522, 0), (_CapData * 2)()  # _LINUX_CAPABILITY_VERSION_3, all zero
    sandbox._check(libc.capset(ctypes.byref(header), data), "capset")
    sandbox._check(libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "no_new_privs")
    with open("/proc/self/status", encoding="ascii") as fh:
        status = dict(line.split(":", 1) for line in fh if ":" in line)
    held = {k: int(status[k], 16) for k in ("CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb") if k in status}
    if any(held.values()):
        raise OSError(f"capabilities left after dropping them: {held}")


def _size_thread_pools(env: dict[str, str]) -> None:
    """What a cold kernel's torch would take from its environment: OMP_NUM_THREADS, else one thread
    per core it may run on (the template ran on one, so none of its pools was ever started)."""
    torch = sys.modules.get("torch")
    if torch is None:
        return
    try:
        threads = int(env.get("OMP_NUM_THREADS", "") or 0)
    except ValueError:
        threads = 0
    torch.set_num_threads(threads if threads > 0 else len(os.sched_getaffinity(0)))
    numpy_random = sys.modules.get("numpy.random")
    if numpy_random is not None:  # seeded from the OS at import: every fork would share the template's
        numpy_random.seed()


# -- the template's loop --------------------------------------------------------------------------


def serve(cfg: dict[str, Any]) -> int:
    """Warm up, say so on the protocol channel, then fork a kernel for each request."""
    proto_out = os.dup(1)  # replies; fd 1 itself becomes the log, so nothing else can write a reply
    os.dup2(2, 1)
    proto_in = sys.stdin.fileno()
    libc = sandbox._c()
    libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)  # each kernel's init is reaped here
    libc.prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)  # nothing of its uid may read or trace its memory

    def reply(obj: dict[str, Any]) -> None:
        os.write(proto_out, (json.dumps(obj) + "\n").encode())

    before = dict(os.environ)
    ready = _warm(cfg)
    # what the imports set (torch: TORCHINDUCTOR_CACHE_DIR): a cold kernel has it after the same imports
    cfg["set_by_imports"] = {k: v for k, v in os.environ.items() if before.get(k) != v}
    reply({"ready": "problem" not in ready, **ready})
    if "problem" in ready:
        return 1
    buffer = b""
    while True:
        readable, _, _ = select.select([proto_in], [], [], 1.0)
        _reap()
        if not readable:
            continue
        chunk = os.read(proto_in, 65536)
        if not chunk:
            return 0  # the grader closed the channel: the lane is done
        buffer += chunk
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            req = json.loads(line)
            req["env"] = {**req["env"], **cfg["set_by_imports"]}
            try:
                reply({"id": req["id"], "pid": fork_kernel(req, [proto_in, proto_out])})
            except OSError as exc:
                reply({"id": req["id"], "error": str(exc)})


def _reap() -> None:
    with contextlib.suppress(ChildProcessError):
        while os.waitpid(-1, os.WNOHANG)[0]:
            pass


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m grader.running.fork_template CONFIG", file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as fh:
        cfg = json.load(fh)
    if cfg.get("memory_mb") is not None:  # a cold kernel's RLIMIT_AS (the runner's); every fork inherits it
        import resource

        size = int(cfg["memory_mb"]) * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (size, size))
    return serve(cfg)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
