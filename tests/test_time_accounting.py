"""The time accounting ``grader grade`` prints at the end of a batch says where the time went:
kernel start, imports, model load (done ahead by warm kernels, or inside cold students' cells),
the students' cells and the grader's own work; a batch graded as submitted says nothing ran."""

from grader.commands.grade import _accounting


def test_warm_batch_says_what_was_done_ahead_and_how_long_notebooks_waited():
    timings = {
        f"s{i}": {"total": 7.0, "execution": 6.0, "kernel_start": 0.5, "imports": 3.0, "model_load": 4.0,
                  "idle": 2.0, "cells": 3.0, "waited": 2.5, "warm": 1.0}
        for i in range(4)
    }
    text = _accounting(timings, setup_seconds=4.2, batch_seconds=30.0, jobs=1)
    assert text.startswith("time: setup 4 s (model, reference re-runs); grading 30 s on 1 worker(s); "
                           "summed over 4 submission(s):")
    assert "kernel start 2 s, imports 12 s, model load 16 s (4 warm kernel(s)" in text
    assert "the notebooks waited 10 s in all for theirs" in text
    assert "students' cells 12 s; executing in all 24 s; grader's own work 4 s (14%)" in text


def test_cold_batch_says_the_imports_happen_in_the_students_cells():
    timings = {"a": {"total": 10.0, "execution": 9.0, "kernel_start": 1.0, "cells": 8.0}}
    text = _accounting(timings, setup_seconds=0.0, batch_seconds=10.0, jobs=2)
    assert "(cold kernels: imports and model load happen inside the students' cells)" in text
    assert "warm kernel" not in text
    assert "students' cells 8 s; executing in all 9 s; grader's own work 1 s (10%)" in text


def test_batch_graded_as_submitted_does_not_pretend_kernels_ran():
    timings = {"a": {"total": 1.0, "execution": 0.0}, "b": {"total": 2.0, "execution": 0.0}}
    text = _accounting(timings, setup_seconds=29.0, batch_seconds=5.0, jobs=1)
    assert "no notebook was executed here; grader's own work 3 s" in text
    assert "kernel start" not in text and "cold kernels" not in text


def test_empty_batch_says_nothing_to_grade():
    assert _accounting({}, 3.0, 0.0, 1) == "time: setup 3 s (model, reference re-runs); nothing to grade"
