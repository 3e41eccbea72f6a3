"""``--jobs auto`` (grader/running/jobs.py): workers x warm kernels x threads from the cores, the memory
and the activity's weight, with the reason printed. Cores and memory are faked."""

from __future__ import annotations

import argparse
import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.grading.pipeline import load_specs
from grader.running.execute import Limits
from grader.running.jobs import choose_jobs, generated_tokens

LIGHT, HEAVY = "chain-of-thought", "temperature-top-p"


@functools.lru_cache(maxsize=None)
def act(activity_id: str):
    return load_specs(activity_id)[0]


def test_the_course_activities_weigh_what_the_benchmarks_measured():
    """temperature/top-p (six 80-token runs, ~27 s a notebook) is heavy; chain-of-thought (~8 s) light."""
    assert generated_tokens(act(HEAVY)) == 6 * 80
    assert generated_tokens(act(LIGHT)) == 40 + 80
    assert "heavy" in choose_jobs(act(HEAVY), 8, Limits(), cores=2, available_mb=20000).reason
    for light in (LIGHT, "few-shot", "template"):
        assert "light" in choose_jobs(act(light), 8, Limits(), cores=2, available_mb=20000).reason


def test_two_cores_light_one_worker_with_a_warm_kernel_heavy_two_workers():
    """What the 2-core benchmark measured best: light --jobs 1 warm (0.64 of the floor; --jobs 2 was
    0.92x of it), heavy --jobs 2 (1.46x faster than --jobs 1)."""
    light = choose_jobs(act(LIGHT), 8, Limits(), cores=2, available_mb=20000)
    heavy = choose_jobs(act(HEAVY), 8, Limits(), cores=2, available_mb=20000)
    assert (light.workers, light.warm_kernels, light.threads) == (1, 1, 1)
    assert (heavy.workers, heavy.warm_kernels, heavy.threads) == (2, 0, 1)
    assert heavy.reason.startswith("--jobs auto: 2 worker(s) x 1 torch thread(s) per kernel, 0 warm kernel(s)")
    for text in ("2 cores", "20000 MB available", "3 kernel(s) of 6000 MB fit", "8 notebook(s)", "480 generated tokens"):
        assert text in heavy.reason


def test_forked_kernels_give_a_light_activity_one_worker_per_core(monkeypatch):
    """With kernels forked from a template (issue 32), a light notebook no longer waits for a warm-up:
    each core runs one (the benchmark: light N = 8, --jobs auto against --jobs 1, benchmarks/README.md)."""
    light = choose_jobs(act(LIGHT), 8, Limits(), cores=2, available_mb=20000, forked=True)
    assert (light.workers, light.threads) == (2, 1)
    assert "forked" in light.reason
    heavy = choose_jobs(act(HEAVY), 8, Limits(), cores=2, available_mb=20000, forked=True)
    assert heavy.workers == 2 and "heavy" in heavy.reason
    # 16 cores (the GPU machine): a lane's template is paid back only over a few light notebooks
    light = choose_jobs(act(LIGHT), 8, Limits(), cores=16, available_mb=120000, forked=True)
    assert light.workers == 2
    assert choose_jobs(act(HEAVY), 8, Limits(), cores=16, available_mb=120000, forked=True).workers == 8

    from types import SimpleNamespace

    from grader.commands.grade import _forking
    from grader.running import isolation as isolation_

    bwrap = SimpleNamespace(level=isolation_.SANDBOX, mechanism=isolation_.BUBBLEWRAP, reason="")
    chroot = SimpleNamespace(level=isolation_.SANDBOX, mechanism="root", reason="")
    monkeypatch.delenv("GRADER_FORK_KERNELS", raising=False)
    assert _forking(bwrap) and not _forking(chroot) and not _forking(None)
    monkeypatch.setenv("GRADER_FORK_KERNELS", "0")
    assert not _forking(bwrap)


def test_memory_caps_the_workers_and_turns_the_warm_kernel_off():
    heavy = choose_jobs(act(HEAVY), 8, Limits(), cores=8, available_mb=14000)  # two 6000 MB kernels fit
    assert heavy.workers == 2
    light = choose_jobs(act(LIGHT), 8, Limits(), cores=2, available_mb=8000)  # one kernel fits
    assert (light.workers, light.warm_kernels, light.threads) == (1, 0, 2)


def test_a_single_notebook_gets_one_worker_and_no_execution_needs_no_kernel():
    assert choose_jobs(act(HEAVY), 1, Limits(), cores=16, available_mb=100000).workers == 1
    submitted = choose_jobs(act(HEAVY), 100, Limits(), execute=False, cores=4, available_mb=100000)
    assert (submitted.workers, submitted.warm_kernels) == (4, 0)
    assert "graded as submitted" in submitted.reason


@settings(max_examples=200, deadline=None)
@given(cores=st.integers(1, 128), available=st.one_of(st.none(), st.integers(500, 1_000_000)),
       todo=st.integers(1, 500), memory=st.sampled_from([None, 2000, 6000]),
       activity_id=st.sampled_from([LIGHT, HEAVY, "few-shot", "template"]), execute=st.booleans(),
       forked=st.booleans())
def test_the_choice_never_oversubscribes_what_it_was_told(cores, available, todo, memory, activity_id, execute,
                                                         forked):
    limits = Limits(memory_mb=memory)
    c = choose_jobs(act(activity_id), todo, limits, execute=execute, cores=cores, available_mb=available,
                    forked=forked)
    kernels = c.workers * (1 + c.warm_kernels)
    assert 1 <= c.workers <= min(todo, cores)
    assert c.threads >= 1 and (c.threads * kernels <= cores or c.threads == 1)
    per_kernel = memory or 4000
    if available is not None and available * 0.9 >= per_kernel:  # at least one kernel fits: all of them do
        assert kernels * per_kernel <= 0.9 * available
    if c.warm_kernels:
        assert cores >= 2 * c.workers
    assert f"{cores} cores" in c.reason and f"{todo} notebook(s)" in c.reason
    light = choose_jobs(act(LIGHT), todo, limits, execute=execute, cores=cores, available_mb=available, forked=forked)
    heavy = choose_jobs(act(HEAVY), todo, limits, execute=execute, cores=cores, available_mb=available, forked=forked)
    assert heavy.workers >= light.workers  # the heavier activity never gets fewer workers


def test_the_cli_takes_auto_or_a_positive_number():
    from grader.cli import _jobs, _parser

    assert _jobs("auto") == "auto" and _jobs(" AUTO ") == "auto" and _jobs("3") == 3
    for bad in ("0", "-2", "many"):
        with pytest.raises(argparse.ArgumentTypeError):
            _jobs(bad)
    args = _parser().parse_args(["grade", "x", "--activity", LIGHT, "--out", "o", "--jobs", "auto"])
    assert args.jobs == "auto"


def test_grade_with_jobs_auto_says_what_it_chose_and_grades(tmp_path, capsys, monkeypatch):
    from test_batch import MODEL, make_class

    from grader.commands import grade

    monkeypatch.setattr("os.cpu_count", lambda: 1)
    monkeypatch.setattr("grader.grading.pipeline.reference_for", lambda activity, lm: {})  # this test is about --jobs
    folder = make_class(tmp_path / "turma", 2)
    assert grade.run(paths=[folder], activity=LIGHT, out=tmp_path / "out", model=MODEL, execute=False,
                     jobs="auto") == 0
    err = capsys.readouterr().err
    assert "--jobs auto: 1 worker(s) x 1 torch thread(s) per kernel, 0 warm kernel(s) each; 1 cores" in err
    assert (tmp_path / "out" / "gradebook.csv").read_text(encoding="utf-8").count("\n") == 3
