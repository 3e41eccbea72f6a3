"""bubblewrap, the sandbox for every instructor: the same walls for a grader that is not root.

When the suite runs as root, the isolation tests and the hostile corpus run a second time as an
unprivileged user (``grader-test``, created here if missing) with ``runuser``, in the environment an
administrator set up for the lab: root runs the project's own ``scripts/bootstrap`` with the
system's ``python3`` (the administrator's own interpreter lives in a home other users cannot enter)
into a folder the user can read but not write, model conversion included, from a copy of this
checkout in that user's home (once; later runs reuse it; started in the background when the suite
begins, and these tests run last). The user never writes into it. Nothing
of the machine's permissions is changed. ``GRADER_ISOLATION=sandbox`` makes the nested run refuse to
grade below the sandbox, so every wall there is the unprivileged bubblewrap sandbox's. System
tools are found where Linux keeps them (``grader.core.system_tools``), whatever ``PATH`` says.
"""

from __future__ import annotations

import csv
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import unprivileged_user
from unprivileged_user import USER

from grader.core import system_tools
from grader.running import bwrap, isolation

REPO = Path(__file__).resolve().parents[1]
# every wall of tests/test_isolation.py, as the unprivileged user sees it
WALLS = ("test_the_graders_home_cannot_be_read_from_the_kernel", "test_the_rubric_and_the_graders_files_cannot_be_read_from_the_kernel",
         "test_the_kernel_cannot_write_results_or_the_model_cache", "test_the_network_call_fails",
         "test_processes_the_notebook_leaves_behind_are_killed", "test_the_memory_bomb_is_stopped_at_the_limit",
         "test_the_fork_bomb_does_not_exhaust_the_machine")


def test_the_command_line_binds_nothing_writable_but_the_kernels_own_folder(tmp_path):
    kernel_dir = str(tmp_path / "kernel")
    home = os.path.expanduser("~")
    argv = bwrap.command("bwrap", expose=["/usr", str(REPO / "grader")], hide=[str(REPO / "grader" / "data")],
                         kernel_dir=kernel_dir, disk_mb=16, as_root=False)
    pairs = list(zip(argv, argv[1:]))
    assert [b for a, b in pairs if a == "--bind"] == [kernel_dir]  # the only read-write host folder
    assert not [b for a, b in pairs if a in ("--bind", "--ro-bind") and b in (home, "/home", "/root", "/")]
    for flag in ("--unshare-user", "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
                 "--die-with-parent", "--new-session"):
        assert flag in argv
    assert ("--tmpfs", str(REPO / "grader" / "data")) in pairs and ("--remount-ro", "/") in pairs
    assert argv[-1] == "--"
    as_root = bwrap.command("bwrap", expose=[], hide=[], kernel_dir=kernel_dir, disk_mb=16, as_root=True)
    assert "--unshare-user" not in as_root and ("--cap-drop", "ALL") in list(zip(as_root, as_root[1:]))


_user_env = unprivileged_user.user_env
_as_user = unprivileged_user.as_user


@pytest.fixture(scope="module")
def test_user():
    """The unprivileged user, a copy of this checkout in its home, and the environment root set up
    for it (``venv``: root's, readable, not writable by the user). The set-up started in the
    background when the suite began (tests/unprivileged_user.py); these tests run last."""
    user = unprivileged_user.wait()
    assert user["venv"].stat().st_uid == 0
    yield unprivileged_user.hand_over(user)


@pytest.mark.unprivileged_user
def test_the_isolation_tests_forked_kernels_and_the_hostile_corpus_pass_as_an_unprivileged_user(request):
    if os.geteuid() != 0:  # this suite already runs as an ordinary user: its sandbox is bubblewrap's
        chosen = isolation.choose("auto")
        assert (chosen.level, chosen.mechanism) == (isolation.SANDBOX, isolation.BUBBLEWRAP), chosen.reason
        return
    # started in the background once root's set-up was done, on idle time (tests/unprivileged_user.py)
    nested = unprivileged_user.nested_result()
    done, corpus = nested["done"], nested["corpus"]
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-6000:]
    assert " skipped" not in out.splitlines()[-1], out[-3000:]
    for wall in WALLS:
        assert f"PASSED tests/test_isolation.py::{wall}[bubblewrap]" in out, wall
    assert "[chroot]" not in out  # the root sandbox needs root: bubblewrap alone
    # forked kernels: the template is the user's own bubblewrap sandbox (no dedicated uid, no root stage)
    assert "PASSED tests/test_forked_kernels.py::test_a_forked_kernel_cannot_see_signal_read_or_trace_the_template_or_a_sibling" in out
    # and the corpus ran through forks, the default (test_the_kernels_were_warm_and_each_served_one_notebook)
    assert "PASSED tests/test_hostile_corpus.py::test_the_kernels_were_warm_and_each_served_one_notebook" in out
    with open(corpus / "results" / "gradebook.csv", encoding="utf-8", newline="") as fh:
        rows = {r["student"]: r for r in csv.DictReader(fh)}
    for name in ("infinite-loop", "memory-bomb", "fork-bomb", "read-rubric", "network-socket", "background-process"):
        assert rows[name]["isolation"] == "sandbox", (name, rows[name]["isolation"])


@pytest.mark.unprivileged_user
def test_an_environment_root_set_up_grades_for_an_unprivileged_user(request, tmp_path):
    """A lab server: the administrator ran the set-up as root, a teaching assistant grades with it
    from an account of their own, with a new HOME and an empty cache. The embedded model is read
    from the environment root converted it into; nothing is converted again."""
    if os.geteuid() != 0:
        pytest.skip("needs root to set up the environment as one user and grade as another")
    user = request.getfixturevalue("test_user")
    models = user["venv"] / "share" / "llm-course-grader" / "models"
    for path in [models, *models.rglob("*")]:  # every user can read what the set-up wrote
        assert path.stat().st_mode & (0o005 if path.is_dir() else 0o004), (path, oct(path.stat().st_mode))
    home = user["home"] / "ta-home"
    shutil.rmtree(home, ignore_errors=True)
    (home / "class").mkdir(parents=True)
    shutil.copy(REPO / "activities" / "few-shot" / "solution.ipynb", home / "class" / "ana.ipynb")
    subprocess.run([system_tools.require("chown"), "-R", f"{USER}:", str(home)], check=True)
    env = dict(user["env"], HOME=str(home))
    done = _as_user([f"{user['venv']}/bin/grader", "grade", str(home / "class"), "--activity", "few-shot",
                     "--model", "smollm2-135m", "--out", str(home / "out"), "--isolation", "sandbox", "--quiet"],
                    env, user["checkout"], timeout=900)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-4000:]
    with open(home / "out" / "gradebook.csv", encoding="utf-8", newline="") as fh:
        rows = {r["student"]: r for r in csv.DictReader(fh)}
    assert rows["ana"]["isolation"] == "sandbox", rows["ana"]
    assert float(rows["ana"]["score"]) > 0, rows["ana"]
    assert not (home / ".cache" / "llm-course-grader" / "models").exists()  # the environment's conversion served
    assert "converting" not in out
