"""Batch grading at scale: resumable after kill -9, deterministic whatever the parallelism,
re-grading only what changed, and on a Dask cluster.

The class is built from the chain-of-thought solution's real outputs (the embedded model's),
with the demo students' answers; grading is as submitted (--no-execute) so the tests measure
the batch machinery, not kernels.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ACTIVITY = "chain-of-thought"
MODEL = "smollm2-135m"


def make_class(folder: Path, n: int) -> Path:
    from grader.demos import demos
    from grader.demos.common import build_student
    from grader.grading.pipeline import load_specs

    module = demos()[ACTIVITY]
    activity, _ = load_specs(ACTIVITY)
    solution = ROOT / "activities" / ACTIVITY / "solution.ipynb"
    students = list(module.STUDENTS.values())
    for i in range(n):
        build_student(solution, activity, students[i % len(students)], folder / f"aluno{i:03d}.ipynb")
    return folder


def grade_cli(folder: Path, out: Path, *extra: str, wait: bool = True):
    cmd = [sys.executable, "-m", "grader", "grade", str(folder), "--activity", ACTIVITY, "--model", MODEL,
           "--out", str(out), "--no-execute", *extra]
    if not wait:
        return subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


@pytest.fixture(scope="module")
def klass(tmp_path_factory):
    return make_class(tmp_path_factory.mktemp("class") / "turma", 16)


@pytest.fixture(scope="module")
def serial(klass, tmp_path_factory):
    out = tmp_path_factory.mktemp("serial")
    grade_cli(klass, out, "--jobs", "1")
    return out


def test_serial_and_parallel_gradebooks_and_results_are_byte_identical(klass, serial, tmp_path):
    grade_cli(klass, tmp_path, "--jobs", "3")
    for name in ("gradebook.csv", "results.json"):
        assert (tmp_path / name).read_bytes() == (serial / name).read_bytes(), name
    assert len((serial / "gradebook.csv").read_text().splitlines()) == 17


def test_a_batch_killed_mid_way_resumes_losing_nothing_and_regrading_nothing(klass, serial, tmp_path):
    proc = grade_cli(klass, tmp_path, "--jobs", "1", wait=False)
    store = tmp_path / "submissions"
    deadline = time.time() + 300
    while time.time() < deadline and len(list(store.glob("*.json"))) < 5:
        time.sleep(0.02)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    before = {p.name: p.stat().st_mtime_ns for p in store.glob("*.json")}
    assert 5 <= len(before) < 16, "the kill must land mid-batch"
    assert not list(tmp_path.rglob("*.tmp")) or all(p.name.startswith(".grader-") for p in tmp_path.rglob("*.tmp"))
    done = grade_cli(klass, tmp_path, "--jobs", "1")
    assert f"graded {16 - len(before)} submission(s), kept {len(before)}" in done.stdout
    after = {p.name: p.stat().st_mtime_ns for p in store.glob("*.json")}
    assert {k: after[k] for k in before} == before  # nothing graded before the kill was graded again
    assert len(after) == 16
    for name in ("gradebook.csv", "results.json"):
        assert (tmp_path / name).read_bytes() == (serial / name).read_bytes(), name
    assert len(list((tmp_path / "reports").glob("*.html"))) == 16


def test_a_changed_notebook_is_regraded_an_unchanged_one_is_not_unless_forced(tmp_path, capsys):
    from grader.commands import grade

    folder = make_class(tmp_path / "turma", 3)
    out = tmp_path / "out"

    def again(**kw):
        assert grade.run(paths=[folder], activity=ACTIVITY, out=out, model=MODEL, execute=False, **kw) == 0
        return capsys.readouterr()

    again()
    target = folder / "aluno001.ipynb"
    target.write_text(target.read_text(encoding="utf-8").replace("Sim, nos dois casos", "Não, em nenhum caso"),
                      encoding="utf-8")
    done = again()
    assert "graded 1 submission(s), kept 2" in done.out
    assert "aluno001" in done.err and "aluno000:" not in done.err
    assert "graded 3 submission(s), kept 0" in again(force=True).out


def test_without_a_scheduler_nothing_of_dask_is_imported(tmp_path):
    folder = make_class(tmp_path / "turma", 2)
    code = ("import sys; from pathlib import Path; from grader.commands import grade; "
            f"rc = grade.run(paths=[Path({str(folder)!r})], activity={ACTIVITY!r}, out=Path({str(tmp_path / 'o')!r}), "
            f"model={MODEL!r}, execute=False, quiet=True); "
            "assert rc == 0; assert not any(m == 'distributed' or m.startswith(('distributed.', 'dask')) "
            "for m in sys.modules), 'dask imported'")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]


def test_grading_on_a_dask_local_cluster_matches_serial(klass, serial, tmp_path, monkeypatch):
    from distributed import Client, LocalCluster

    from grader.commands import grade
    from grader.running.kernel_pool import THREAD_VARS

    # distributed's nanny sets its workers' thread variables (=1) in this very process; the tests
    # after this one must not inherit them (their kernels would all run torch on one thread)
    for var in THREAD_VARS:
        monkeypatch.setenv(var, os.environ.get(var, ""))
        if not os.environ[var]:
            monkeypatch.delenv(var)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        rc = grade.run(paths=[klass], activity=ACTIVITY, out=tmp_path, model=MODEL, execute=False, quiet=True,
                       scheduler=cluster.scheduler_address)
        with Client(cluster) as client:  # each worker process loaded the model once, via the plugin
            loaded = client.run(lambda dask_worker: getattr(dask_worker, "grader_setup", None) is not None)
    assert rc == 0
    assert len(loaded) == 2 and all(loaded.values()), loaded
    for name in ("gradebook.csv", "results.json"):
        assert (tmp_path / name).read_bytes() == (serial / name).read_bytes(), name
