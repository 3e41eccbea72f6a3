"""``grader demo``'s starters: queued in the activities' order and run as many at a time as
``--jobs auto`` gives the heaviest activity (issue 24: two at once on 2 cores, one torch thread
each), each class getting its own setups back in their order, a failed setup stopping only its class."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch

from grader.commands import demo
from grader.demos import demos
from grader.running import jobs


@pytest.fixture(autouse=True)
def _keep_torch_threads():
    threads = torch.get_num_threads()
    yield
    torch.set_num_threads(threads)


class FakeRuns:
    """execute_notebook as the starters call it: each run takes a moment and records who ran
    alongside it, the limits it was given and the pool it took its kernel from."""

    def __init__(self, fail: set[str] = frozenset(), seconds: dict[tuple[str, str], float] | None = None) -> None:
        self.lock = threading.Lock()
        self.running = 0
        self.most = 0
        self.calls: list[dict] = []
        self.fail = fail
        self.seconds = seconds or {}  # (activity, setup file) -> how long it takes (default 0.2 s)

    def __call__(self, src, out_dir, *, parameters, limits, pool):
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
            self.calls.append({"src": Path(src), "threads": limits.threads, "pool": pool,
                               "thread": threading.get_ident(), "parameters": parameters})
        time.sleep(self.seconds.get((Path(src).parent.parent.name, Path(src).name), 0.2))
        with self.lock:
            self.running -= 1
        failed = Path(src).parent.parent.name in self.fail
        out = Path(out_dir) / Path(src).name.replace(".ipynb", ".executed.ipynb")
        return SimpleNamespace(status="error" if failed else "ok", message="boom" if failed else "",
                               executed_path=None if failed else str(out), seconds=0.2, phases={})


def _choice(workers: int, warm: int = 0, threads: int = 1):
    return lambda activity, todo, limits: jobs.JobsChoice(workers, warm, threads, "faked")


def _start(monkeypatch, tmp_path, runs, choice, activities=("few-shot", "template")):
    monkeypatch.setattr("grader.running.execute.execute_notebook", runs)
    monkeypatch.setattr(jobs, "choose_jobs", choice)
    table = demos()
    return demo.Starters([table[a] for a in activities], tmp_path)


def test_two_lanes_run_two_setups_at_once_and_each_class_gets_its_own_in_order(monkeypatch, tmp_path):
    runs = FakeRuns()
    starters = _start(monkeypatch, tmp_path, runs, _choice(2))
    try:
        for activity in ("few-shot", "template"):
            executed = starters.result(activity)
            assert [p.name for p in executed] == ["setup0.executed.ipynb", "setup1.executed.ipynb"]
            assert all(p.parent.parent.parent.name == activity for p in executed)
    finally:
        starters.close()
    assert runs.most == 2, "two lanes: two setups at the same time"
    assert {c["threads"] for c in runs.calls} == {1}  # the share --jobs auto chose
    assert all(c["parameters"] == {"MODEL_NAME": demo.MODEL} for c in runs.calls)
    # taken in the activities' order: the first class's setups start before the second's (the two
    # lanes take them at the same moment, so which of the pair records itself first is a race)
    order = [(c["src"].parent.parent.name, c["src"].name) for c in runs.calls]
    assert set(order[:2]) == {("few-shot", "setup0.ipynb"), ("few-shot", "setup1.ipynb")}
    assert set(order[2:]) == {("template", "setup0.ipynb"), ("template", "setup1.ipynb")}
    assert "4 starter runs" in starters.describe() and "2 at a time" in starters.describe()


def test_one_lane_runs_one_setup_at_a_time(monkeypatch, tmp_path):
    runs = FakeRuns()
    starters = _start(monkeypatch, tmp_path, runs, _choice(1, warm=0, threads=2))
    try:
        assert len(starters.result("template")) == 2
    finally:
        starters.close()
    assert runs.most == 1 and {c["threads"] for c in runs.calls} == {2}


def test_a_setup_that_fails_stops_its_class_only(monkeypatch, tmp_path, capsys):
    runs = FakeRuns(fail={"few-shot"})
    starters = _start(monkeypatch, tmp_path, runs, _choice(2))
    try:
        assert starters.result("few-shot") is None
        assert len(starters.result("template")) == 2
    finally:
        starters.close()
    assert "few-shot: the starter did not run: boom" in capsys.readouterr().err


def test_with_warm_kernels_each_lane_keeps_its_own_pool_and_warms_only_for_setups_left(monkeypatch, tmp_path):
    made = []

    class Pool:
        def __init__(self, ahead):
            self.ahead, self.remaining, self.closed, self.users = ahead, None, False, set()
            made.append(self)

        def close(self):
            self.closed = True

    seen_remaining = []

    class Runs(FakeRuns):
        def __call__(self, src, out_dir, *, parameters, limits, pool):
            pool.users.add(threading.get_ident())
            seen_remaining.append(pool.remaining)
            return super().__call__(src, out_dir, parameters=parameters, limits=limits, pool=pool)

    monkeypatch.setattr("grader.running.kernel_pool.KernelPool", Pool)
    runs = Runs()
    starters = _start(monkeypatch, tmp_path, runs, _choice(2, warm=1),
                      activities=("temperature-top-p", "few-shot", "template"))
    try:
        for activity in ("temperature-top-p", "few-shot", "template"):
            assert starters.result(activity) is not None
    finally:
        starters.close()
    assert 1 <= len(made) <= 2 and all(len(p.users) == 1 for p in made), "a pool serves one lane's thread"
    assert all(p.closed for p in made)
    assert sorted(seen_remaining, reverse=True)[0] <= 7 and min(seen_remaining) == 1  # the last setup warms none ahead


def test_a_class_is_graded_as_soon_as_its_setups_have_run_and_then_takes_the_cores_left(monkeypatch, tmp_path):
    """few-shot's first setup holds one lane while the other lane runs its second setup and both
    of template's: template is ready first, and is handed out first; once every lane is done this
    process computes on every core again (torch's threads)."""
    runs = FakeRuns(seconds={("few-shot", "setup0.ipynb"): 1.5, ("few-shot", "setup1.ipynb"): 0.1,
                             ("template", "setup0.ipynb"): 0.1, ("template", "setup1.ipynb"): 0.1})
    starters = _start(monkeypatch, tmp_path, runs, _choice(2))
    cores = os.cpu_count() or 1
    try:
        assert torch.get_num_threads() == max(1, cores - 2)  # two lanes of one thread running
        order = []
        for activity in starters.in_finishing_order():
            order.append(activity)
            assert starters.result(activity) is not None
        assert order == ["template", "few-shot"]
        starters.share_cores()
        assert torch.get_num_threads() == cores  # no lane left running
    finally:
        starters.close()


def test_a_failed_setup_hands_its_class_out_as_finished(monkeypatch, tmp_path):
    runs = FakeRuns(fail={"template"}, seconds={("few-shot", "setup0.ipynb"): 1.5})
    starters = _start(monkeypatch, tmp_path, runs, _choice(2))
    try:
        first = next(iter(starters.in_finishing_order()))
        assert first == "template" and starters.result("template") is None
    finally:
        starters.close()
