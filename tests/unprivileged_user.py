"""The unprivileged user of tests/test_bwrap.py and the environment root sets up for it.

Root's set-up of that environment (``scripts/bootstrap`` from a copy of this checkout: a pip
install and the model's conversion, a minute or more on a fresh machine) asserts nothing about
time, so it starts in the background as soon as the suite knows it will need it (conftest's
``pytest_collection_modifyitems``), at idle priority and on one thread so that the tests running
meanwhile keep their cores, and tests/test_bwrap.py, which runs last, waits for it. The set-up itself is
unchanged: the same commands, the same umask, the same checks of its result.
"""

from __future__ import annotations

import fcntl
import os
import pwd
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Any

from checkout import copy_sources

from grader.core import system_tools

USER = "grader-test"
SOURCES = ("pyproject.toml", "README.md", "constraints.txt", "requirements-nodeps.txt", "grader", "activities",
           "rubrics", "templates", "scripts", "tests")
SYSTEM_PYTHON = "/usr/bin/python3"
LOCK = "/run/grader-test-user.lock"  # one suite at a time uses that user

_started: threading.Thread | None = None
_outcome: dict[str, Any] = {}
_released = threading.Event()  # the suite's kernel-heavy tests are done: the nested run may start
# False on xdist's workers (conftest): the worker that takes these tests has nothing else to run, so
# the set-up and the nested run go at normal priority, in the test that needs them
BACKGROUND = True


def release() -> None:
    """The nested run may start now (conftest: once the tests that start kernels have run)."""
    _released.set()


def _background() -> None:
    if not BACKGROUND:
        return
    # SCHED_IDLE (same session, so the policy applies against the suite's own processes): it runs
    # only on a core nothing else wants, so the suite's two-thread torch never waits for it
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):
        os.nice(19)


def _set_up() -> None:
    try:
        _outcome["user"] = _set_up_now()
    except BaseException as exc:  # handed to the fixture, which fails the test with it
        _outcome["error"] = exc


def _set_up_now() -> dict[str, Any]:
    if not Path(SYSTEM_PYTHON).is_file():
        raise AssertionError(f"{SYSTEM_PYTHON} is missing: the unprivileged user's environment is built from it")
    try:
        pwd.getpwnam(USER)
    except KeyError:
        subprocess.run([system_tools.require("useradd"), "--create-home", "--shell", "/usr/sbin/nologin", USER],
                       check=True)
    home = Path(pwd.getpwnam(USER).pw_dir)
    lock = open(LOCK, "w")
    fcntl.flock(lock, fcntl.LOCK_EX)  # held until the suite's process ends
    checkout = home / "checkout"
    shutil.rmtree(checkout, ignore_errors=True)
    copy_sources(checkout, SOURCES)
    venv = home / "venv-set-up-by-root"
    root_env = {k: v for k, v in os.environ.items() if not k.startswith(("GRADER_", "VIRTUAL_ENV", "PYTHON"))}
    # the reference re-runs' step (a minute of CPU) is left out: what the user reads from that environment
    # here is the model's conversion; tests/test_reference.py checks that step's modes
    root_env.update(OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", GRADER_SKIP_REFERENCE_INSTALL="1")
    # the administrator's set-up, as root, with the usual umask: what it writes must serve every user
    done = subprocess.run(["sh", "-c", 'umask 022 && exec "$0"', str(checkout / "scripts/bootstrap")],
                          env=dict(root_env, PYTHON=SYSTEM_PYTHON, GRADER_VENV=str(venv)), preexec_fn=_background,
                          cwd=checkout, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise AssertionError("root's set-up of the unprivileged user's environment failed:\n" + done.stdout + done.stderr)
    return {"home": home, "checkout": checkout, "venv": venv, "lock": lock}


def user_env(home: Path) -> dict[str, str]:
    drop = ("GRADER_", "HF_", "XDG_", "TRANSFORMERS_", "PYTHON", "VIRTUAL_ENV", "JUPYTER", "IPYTHON", "PYTEST_XDIST")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop) and k not in ("TMPDIR", "PYTEST_ADDOPTS")}
    env.update(HOME=str(home), USER=USER, LOGNAME=USER, PATH="/usr/local/bin:/usr/bin:/bin")
    return env


def as_user(argv: list[str], env: dict[str, str], cwd: Path, timeout: int, *,
            idle: bool = False) -> subprocess.CompletedProcess:
    """``argv`` as the user; ``idle``: on the cores' idle time only (SCHED_IDLE, its processes too)."""
    return subprocess.run([system_tools.require("runuser"), "-u", USER, "--", "env", "-i",
                           *[f"{k}={v}" for k, v in env.items()], *argv],
                          cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          preexec_fn=_background if idle else None)


def seed_reference(dest: Path) -> None:
    """The reference re-runs this machine already has, copied where missing: content-addressed, the
    bytes the user would compute (minutes on two cores). The model is not copied: the user reads
    the conversion root's set-up made in the environment, as on a lab server."""
    from grader.modelling.models import cache_dir

    src = cache_dir() / "reference"
    for path in sorted(src.rglob("*")) if src.is_dir() else []:
        target = dest / "reference" / path.relative_to(src)
        if path.is_dir() or target.exists() or path.is_symlink():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)


def hand_over(user: dict[str, Any]) -> dict[str, Any]:
    """The user's cache seeded and its checkout and cache its own; ``env`` added."""
    home = user["home"]
    seed_reference(home / ".cache" / "llm-course-grader")
    shutil.rmtree(home / ".cache" / "llm-course-grader" / "models", ignore_errors=True)  # an earlier seeding's
    subprocess.run([system_tools.require("chown"), "-R", f"{USER}:", str(user["checkout"]), str(home / ".cache")],
                   check=True)
    return dict(user, env=user_env(home))


NESTED_TEST = "test_the_isolation_tests_forked_kernels_and_the_hostile_corpus_pass_as_an_unprivileged_user"
NESTED = ("tests/test_isolation.py", "tests/test_forked_kernels.py", "tests/test_hostile_corpus.py",
          "--deselect", "tests/test_isolation.py::test_two_runs_at_once_get_different_uids",
          # writes the uid map of a user namespace of its own: root's, run by the suite itself
          "--deselect", "tests/test_forked_kernels.py::"
                        "test_without_nested_user_namespaces_the_template_fails_and_kernels_start_as_today")
"""What the unprivileged user runs again as itself (tests/test_bwrap.py checks its result)."""


def _nested_run(user: dict[str, Any]) -> dict[str, Any]:
    """The nested run, once the set-up is done and the suite's kernel-heavy tests have run (conftest
    releases it), beside the rest of the suite on the cores' idle time only (SCHED_IDLE). Its kernels are forks
    (imports and the model load done in the template), so its 5-second cell limits hold on the
    little time a busy suite leaves it; tests/test_bwrap.py waits for its result."""
    user = hand_over(user)
    home = user["home"]
    corpus = home / "corpus"
    env = dict(user["env"], GRADER_ISOLATION="sandbox", GRADER_KEEP_CORPUS=str(corpus),
               GRADER_TEST_MODELS=str(home / "test-models"))
    done = as_user([f"{user['venv']}/bin/python", "-m", "pytest", "-p", "no:cacheprovider", "-rA", "-q", *NESTED],
                   env, user["checkout"], timeout=1500, idle=BACKGROUND)
    return {"done": done, "corpus": corpus}


def _set_up_and_run(nested: bool) -> None:
    _set_up()
    # beside the suite's pure-Python tests, not its kernels: two torch thread pools on two cores
    # slow each other down even when one of them only has the idle time
    _released.wait()
    if nested and "user" in _outcome:
        try:
            _outcome["nested"] = _nested_run(_outcome["user"])
        except BaseException as exc:  # handed to the test
            _outcome["nested_error"] = exc


def start(*, nested: bool = False) -> None:
    """Starts root's set-up in the background (once; only as root: an ordinary user cannot), then,
    with ``nested``, the user's own run of :data:`NESTED`."""
    global _started
    if _started is None and os.geteuid() == 0:
        _started = threading.Thread(target=_set_up_and_run, args=(nested,), name="unprivileged-user-set-up",
                                    daemon=True)
        _started.start()


def wait() -> dict[str, Any]:
    """The set-up's result, started now if nothing started it; raises what it raised."""
    start()
    assert _started is not None
    _started.join()
    if "error" in _outcome:
        raise _outcome["error"]
    return _outcome["user"]


def nested_result() -> dict[str, Any]:
    """The nested run's ``done`` (a CompletedProcess) and ``corpus`` folder; run now if it was not
    started in the background."""
    release()
    user = wait()
    if "nested_error" in _outcome:
        raise _outcome["nested_error"]
    if "nested" not in _outcome:
        _outcome["nested"] = _nested_run(user)
    return _outcome["nested"]
