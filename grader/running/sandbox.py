"""The sandbox's mechanics on Linux: namespaces, a private filesystem view, an unprivileged kernel.

Used in two places, never by the grader process itself:

* the notebook runner (:mod:`grader.running.kernel_runner`, started as root) calls :func:`enter` before it
  imports papermill: new mount, network, IPC and UTS namespaces; loopback up and nothing else, so
  the kernel still talks to the runner over 127.0.0.1 but reaches no other machine and no socket
  of the host; a new root (a small tmpfs) holding read-only bind mounts of the system folders,
  Python, the grader's package and the model files, a private ``/proc`` (``hidepid``), ``/dev``,
  ``/tmp`` and a size-limited working folder owned by the sandbox uid; then ``chroot`` into it.
  Rubrics, activities, reference caches, other submissions and results are simply not there.
  :func:`wrap_kernelspec` then makes the kernel start through this file as a script.
* ``python -S _sandbox.py kernel CONFIG -- ARGV...`` (the kernel's launcher, still root inside the
  view) copies the connection file to the sandbox user, drops to the sandbox uid and gid with no
  supplementary groups and ``no_new_privs``, sets RLIMIT_NPROC (per uid: the sandbox uid is
  dedicated to this run, so it counts exactly this run's processes and threads), cleans the
  environment, and ``exec``s the real kernel.
* ``python -S _sandbox.py probe UID`` tries all of the above in a throwaway process and prints
  ``{"ok": true}`` or the error; :mod:`grader.running.isolation` runs it once per grader process.

Standard library only, and no import of the ``grader`` package: it runs as a script (``-S``).
"""

from __future__ import annotations

import ctypes
import fcntl
import json
import os
import shutil
import socket
import struct
import sys
from typing import Any

CLONE_NEWNS, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWNET = 0x00020000, 0x04000000, 0x08000000, 0x40000000
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC = 1, 2, 4, 8
MS_REMOUNT, MS_BIND, MS_REC, MS_PRIVATE = 32, 4096, 16384, 1 << 18
_PR_SET_NO_NEW_PRIVS = 38
_SIOCGIFFLAGS, _SIOCSIFFLAGS, _IFF_UP = 0x8913, 0x8914, 0x1

SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc")
DEVICES = ("null", "zero", "full", "random", "urandom", "tty")
HOME = "/home/student"
KERNEL_RUNTIME = "/run/grader-kernel"
# What the kernel keeps from the runner's environment; everything else (tokens, credentials,
# the grader's paths) is dropped.
_ENV_KEEP = {"LANG", "LANGUAGE", "TZ", "TERM", "PYTHONHASHSEED", "PYTHONUNBUFFERED", "PYTHONIOENCODING",
             "PYTHONDONTWRITEBYTECODE", "PYDEVD_DISABLE_FILE_VALIDATION", "CUDA_VISIBLE_DEVICES",
             "TOKENIZERS_PARALLELISM", "MPLBACKEND", "OMP_NUM_THREADS", "MKL_NUM_THREADS",
             "OPENBLAS_NUM_THREADS", "HF_HUB_CACHE", "PYTHONWARNINGS"}
_ENV_KEEP_PREFIXES = ("LC_", "JPY_", "GRADER_", "TORCH_", "NVIDIA_")

_libc: Any = None


def _c() -> Any:
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(None, use_errno=True)
        _libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong,
                                ctypes.c_char_p]
    return _libc


def _check(result: int, what: str) -> None:
    if result != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")


def _mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    enc = (lambda s: s.encode() if s is not None else None)
    _check(_c().mount(enc(source), enc(target), enc(fstype), flags, enc(data)), f"mount {target}")


# -- namespaces ---------------------------------------------------------------------------------


def unshare_namespaces() -> None:
    """New mount, network, IPC and UTS namespaces for this process; mounts stop propagating out."""
    _check(_c().unshare(CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS), "unshare")
    _mount(None, "/", None, MS_REC | MS_PRIVATE)
    _loopback_up()
    try:
        socket.sethostname("grader-sandbox")
    except (OSError, AttributeError):
        pass


def _loopback_up() -> None:
    """A new network namespace has only ``lo``, and it is down: bring it up, add nothing else."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        request = struct.pack("16sH", b"lo", 0)
        flags = struct.unpack("16sH", fcntl.ioctl(s, _SIOCGIFFLAGS, request)[:18])[1]
        fcntl.ioctl(s, _SIOCSIFFLAGS, struct.pack("16sH", b"lo", flags | _IFF_UP))


# -- the filesystem view ------------------------------------------------------------------------


def _inside(root: str, path: str) -> str:
    return os.path.join(root, path.lstrip("/"))


def _bind(root: str, path: str, *, writable: bool = False, recursive: bool = True) -> None:
    """Mount ``path`` at the same place inside ``root``, read-only unless ``writable``."""
    real = os.path.realpath(path)
    target = _inside(root, real)
    if os.path.isdir(real):
        os.makedirs(target, exist_ok=True)
    else:
        os.makedirs(os.path.dirname(target), exist_ok=True)
        open(target, "a").close()
    _mount(real, target, None, MS_BIND | (MS_REC if recursive else 0))
    flags = MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | (0 if writable else MS_RDONLY)
    _mount(None, target, None, flags)
    alias = os.path.abspath(path)
    if alias != real and not os.path.lexists(_inside(root, alias)):
        os.makedirs(os.path.dirname(_inside(root, alias)), exist_ok=True)
        os.symlink(real, _inside(root, alias))


def _tmpfs(target: str, mode: int, size_mb: int, uid: int = 0, gid: int = 0, *, noexec: bool = False) -> None:
    os.makedirs(target, exist_ok=True)
    flags = MS_NOSUID | MS_NODEV | (MS_NOEXEC if noexec else 0)
    _mount("tmpfs", target, "tmpfs", flags, f"mode={mode:o},size={max(1, size_mb)}m,uid={uid},gid={gid}")


def build_view(root: str, cfg: dict[str, Any]) -> None:
    """Fill ``root`` (an empty folder) with what the kernel may see; see the module docstring."""
    uid, gid = cfg["uid"], cfg["gid"]
    _tmpfs(root, 0o755, 8)
    for d in SYSTEM_DIRS:
        if os.path.islink(d):
            os.symlink(os.readlink(d), _inside(root, d))
        elif os.path.isdir(d):
            _bind(root, d)
    dev = _inside(root, "/dev")
    _tmpfs(dev, 0o755, 1, noexec=True)
    for name in DEVICES:
        if os.path.exists(f"/dev/{name}"):
            open(os.path.join(dev, name), "a").close()
            _mount(f"/dev/{name}", os.path.join(dev, name), None, MS_BIND)
    for name, target in (("fd", "/proc/self/fd"), ("stdin", "/proc/self/fd/0"), ("stdout", "/proc/self/fd/1"),
                         ("stderr", "/proc/self/fd/2")):
        os.symlink(target, os.path.join(dev, name))
    _tmpfs(os.path.join(dev, "shm"), 0o1777, 64)
    proc = _inside(root, "/proc")
    os.makedirs(proc)
    for options in ("hidepid=invisible", "hidepid=2", None):  # other users' processes hidden
        try:
            _mount("proc", proc, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, options)
            break
        except OSError:
            if options is None:
                raise
    if os.path.isdir("/sys"):
        _bind(root, "/sys")
    _tmpfs(_inside(root, "/tmp"), 0o1777, cfg["disk_mb"])
    for path in cfg["expose"]:  # after /tmp: a model folder may live under the host's /tmp
        if os.path.exists(path):
            _bind(root, path)
    for path in cfg.get("hide", ()):  # inside an exposed folder (an installed grader's rubrics): emptied
        if os.path.isdir(_inside(root, path)):
            _mount("tmpfs", _inside(root, path), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY,
                   "mode=0555,size=1k")
    _tmpfs(_inside(root, HOME), 0o700, cfg["disk_mb"], uid, gid)
    _tmpfs(_inside(root, KERNEL_RUNTIME), 0o700, 1, uid, gid, noexec=True)  # the connection file
    _bind(root, cfg["state"], writable=True, recursive=False)  # the runner's files; root-only (0700)
    if cfg.get("notebook"):  # else the runner hands it over once the kernel has started
        notebook = os.path.join(_inside(root, HOME), os.path.basename(cfg["notebook"]))
        shutil.copyfile(cfg["notebook"], notebook)
        os.chown(notebook, uid, gid)
        os.chmod(notebook, 0o600)
    _mount(None, root, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)


def enter(cfg: dict[str, Any]) -> None:
    """Namespaces, the view, and ``chroot`` into it (the calling process stays root)."""
    unshare_namespaces()
    build_view(cfg["root"], cfg)
    os.chroot(cfg["root"])
    os.chdir("/")


# -- the kernel's launcher ----------------------------------------------------------------------


def wrap_kernelspec(kernel_name: str, state: str, kernel_cfg: dict[str, Any], *, prefix: list[str] = (),
                    cfg_dir: str | None = None) -> None:
    """Make ``kernel_name`` start through this file's ``kernel`` command (JUPYTER_PATH first).

    ``prefix``: what starts the launcher (the bwrap command line of :mod:`grader.running.bwrap`);
    ``cfg_dir``: where the launcher's config goes when ``state`` is out of the kernel's view."""
    from jupyter_client.kernelspec import get_kernel_spec

    spec = get_kernel_spec(kernel_name)
    argv = list(spec.argv)
    major, minor = sys.version_info[:2]
    if argv and argv[0] in {"python", f"python{major}", f"python{major}.{minor}"}:
        argv[0] = sys.executable  # what jupyter_client does for the first word only
    cfg_path = os.path.join(cfg_dir or state, "kernel-sandbox.json")
    with open(cfg_path, "w", encoding="utf-8") as fh:
        json.dump(kernel_cfg, fh)
    folder = os.path.join(state, "jupyter", "kernels", kernel_name)
    os.makedirs(folder, exist_ok=True)
    wrapped = {
        "argv": [*prefix, sys.executable, "-S", os.path.abspath(__file__), "kernel", cfg_path, "--", *argv],
        "display_name": spec.display_name, "language": spec.language, "env": spec.env,
        "interrupt_mode": spec.interrupt_mode, "metadata": spec.metadata,
    }
    with open(os.path.join(folder, "kernel.json"), "w", encoding="utf-8") as fh:
        json.dump(wrapped, fh)
    os.environ["JUPYTER_PATH"] = os.path.join(state, "jupyter")


def kernel_environment(environ: dict[str, str], cfg: dict[str, Any]) -> dict[str, str]:
    env = {k: v for k, v in environ.items() if k in _ENV_KEEP or k.startswith(_ENV_KEEP_PREFIXES)}
    env.update(cfg.get("env", {}))
    for name in cfg.get("drop_env", ()):  # JPY_PARENT_PID under bubblewrap: another PID namespace
        env.pop(name, None)
    env.update({
        "HOME": HOME, "USER": "student", "LOGNAME": "student", "TMPDIR": "/tmp",
        "PATH": os.pathsep.join([os.path.dirname(sys.executable), "/usr/local/bin", "/usr/bin", "/bin"]),
        "JUPYTER_RUNTIME_DIR": KERNEL_RUNTIME, "IPYTHONDIR": "/tmp/.ipython",
        "XDG_CACHE_HOME": "/tmp/.cache", "XDG_CONFIG_HOME": "/tmp/.config", "MPLCONFIGDIR": "/tmp/.matplotlib",
        "HF_HOME": "/tmp/.huggingface", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
    })
    return env


def drop_privileges(uid: int, gid: int, max_processes: int | None) -> None:
    import resource

    os.setgroups([])
    os.setresgid(gid, gid, gid)
    os.setresuid(uid, uid, uid)
    if os.getuid() != uid or os.geteuid() != uid:
        raise OSError(f"could not switch to uid {uid}")
    _c().prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)  # setuid binaries cannot give privileges back
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if max_processes is not None:
        resource.setrlimit(resource.RLIMIT_NPROC, (max_processes, max_processes))
    os.umask(0o077)


def exec_kernel(cfg_path: str, argv: list[str]) -> None:
    """Start the kernel: connection file and notebook handed over, environment cleaned, privileges
    dropped (``uid`` None: bubblewrap without root, where the user namespace is the wall and only
    the limits are set), then ``exec``."""
    with open(cfg_path, encoding="utf-8") as fh:
        cfg = json.load(fh)
    uid, gid = cfg.get("uid"), cfg.get("gid")
    argv = list(argv)
    if uid is not None:
        for folder in cfg.get("own", ()):  # bubblewrap as root: the kernel's tmpfs folders are root's
            os.chown(folder, uid, gid)
    if cfg.get("notebook"):  # bubblewrap: the working folder starts empty; the notebook alone goes in
        notebook = os.path.join(HOME, os.path.basename(cfg["notebook"]))
        shutil.copyfile(cfg["notebook"], notebook)
        if uid is not None:
            os.chown(notebook, uid, gid)
        os.chmod(notebook, 0o600)
    if "-f" in argv[:-1]:  # the connection file lives in the runner's root-only folder: copy it
        i = argv.index("-f") + 1
        copy = os.path.join(KERNEL_RUNTIME, os.path.basename(argv[i]))
        shutil.copyfile(argv[i], copy)
        if uid is not None:
            os.chown(copy, uid, gid)
        os.chmod(copy, 0o600)
        argv[i] = copy
    env = kernel_environment(dict(os.environ), cfg)
    if uid is not None:
        drop_privileges(uid, gid, cfg.get("max_processes"))
    else:
        limit_unprivileged(cfg.get("max_processes"))
    os.execvpe(argv[0], argv, env)


def limit_unprivileged(max_processes: int | None) -> None:
    """The kernel keeps its (namespaced) uid: no core dumps, RLIMIT_NPROC (counted per user
    namespace: only this sandbox's processes), ``no_new_privs`` (bubblewrap sets it too)."""
    import resource

    _c().prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if max_processes is not None:
        resource.setrlimit(resource.RLIMIT_NPROC, (max_processes, max_processes))
    os.umask(0o077)


# -- the stage of a forking lane (root only) --------------------------------------------------------


STAGE = "/run/grader-stage"


def stage_and_exec(uid: int, argv: list[str]) -> None:
    """Run bubblewrap (``argv``) as ``uid`` without root, so that it builds a user namespace, while
    what it binds may lie under folders that uid cannot traverse (an interpreter under /root).

    In a mount namespace of its own (gone with the process), every folder bound by ``--ro-bind`` or
    ``--bind`` outside the system folders is bound again at ``/run/grader-stage/N`` (a fresh tmpfs,
    0755) and bubblewrap binds it from there to the same place in its view; then no groups, the
    uid, ``exec``. Used by :class:`grader.running.forked.Template` as root."""
    _check(_c().unshare(CLONE_NEWNS), "unshare(mount)")
    _mount(None, "/", None, MS_REC | MS_PRIVATE)
    _tmpfs(STAGE, 0o755, 1)
    out, i = [], 0
    while i < len(argv):
        if argv[i] == "--":
            out += argv[i:]
            break
        if argv[i] in ("--ro-bind", "--bind") and i + 2 < len(argv) and argv[i + 1] not in SYSTEM_DIRS + ("/sys",):
            staged = os.path.join(STAGE, str(len(out)))
            if os.path.isdir(argv[i + 1]):
                os.mkdir(staged)
            else:
                open(staged, "a").close()
            _mount(argv[i + 1], staged, None, MS_BIND | MS_REC)
            out += [argv[i], staged, argv[i + 2]]
            i += 3
            continue
        out.append(argv[i])
        i += 1
    os.setgroups([])
    os.setresgid(uid, uid, uid)
    os.setresuid(uid, uid, uid)
    os.execv(out[0], out)


# -- the probe ----------------------------------------------------------------------------------


def probe(uid: int) -> dict[str, Any]:
    """Everything :func:`enter` and :func:`exec_kernel` need, tried in this (throwaway) process."""
    import tempfile

    try:
        unshare_namespaces()
        target = tempfile.mkdtemp(prefix="grader-probe-")
        try:
            _tmpfs(target, 0o755, 1)
            _mount(None, target, None, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV)
            pid = os.fork()
            if pid == 0:
                try:
                    drop_privileges(uid, uid, 64)
                    os._exit(0)
                except BaseException:  # noqa: BLE001 - reported through the exit status
                    os._exit(1)
            _, status = os.waitpid(pid, 0)
            if status != 0:
                return {"ok": False, "error": f"cannot switch to the unprivileged uid {uid}"}
        finally:
            try:
                _c().umount2(target.encode(), 2)
            finally:
                os.rmdir(target)
    except OSError as exc:
        return {"ok": False, "error": str(exc)}
    return {"ok": True}


def main(argv: list[str]) -> int:
    if argv[:1] == ["probe"] and len(argv) == 2:
        print(json.dumps(probe(int(argv[1]))))
        return 0
    if argv[:1] == ["stage"] and len(argv) >= 4 and argv[2] == "--":
        stage_and_exec(int(argv[1]), argv[3:])
        return 1  # stage_and_exec does not return
    if argv[:1] == ["kernel"] and len(argv) >= 4 and argv[2] == "--":
        exec_kernel(argv[1], argv[3:])
        return 1  # exec_kernel does not return
    print("usage: _sandbox.py probe UID | kernel CONFIG -- ARGV... | stage UID -- BWRAP ARGV...", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
