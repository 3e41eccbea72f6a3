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


def _background() -> None:
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
    root_env.update(OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    # the administrator's set-up, as root, with the usual umask: what it writes must serve every user
    done = subprocess.run(["sh", "-c", 'umask 022 && exec "$0"', str(checkout / "scripts/bootstrap")],
                          env=dict(root_env, PYTHON=SYSTEM_PYTHON, GRADER_VENV=str(venv)), preexec_fn=_background,
                          cwd=checkout, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise AssertionError("root's set-up of the unprivileged user's environment failed:\n" + done.stdout + done.stderr)
    return {"home": home, "checkout": checkout, "venv": venv, "lock": lock}


def start() -> None:
    """Starts root's set-up in the background (once; only as root: an ordinary user cannot)."""
    global _started
    if _started is None and os.geteuid() == 0:
        _started = threading.Thread(target=_set_up, name="unprivileged-user-set-up", daemon=True)
        _started.start()


def wait() -> dict[str, Any]:
    """The set-up's result, started now if nothing started it; raises what it raised."""
    start()
    assert _started is not None
    _started.join()
    if "error" in _outcome:
        raise _outcome["error"]
    return _outcome["user"]
