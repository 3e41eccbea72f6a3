"""execute_notebook: real kernels, notebooks built here, one behaviour a user would notice each.

Each test that runs a notebook starts one kernel (2-4 s); the slow limits are kept small.
"""

from __future__ import annotations

import os
import resource
import threading
import time
import uuid
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from grader.core.errors import GraderError
from grader.running.execute import Limits, execute_notebook


def write_notebook(folder: Path, name: str, *cells: str | tuple[str, list[str]]) -> Path:
    """A notebook of code cells; a (source, tags) pair gives a cell tags."""
    nb = new_notebook()
    for cell in cells:
        source, tags = (cell, []) if isinstance(cell, str) else cell
        code = new_code_cell(source)
        if tags:
            code.metadata["tags"] = tags
        nb.cells.append(code)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = folder / f"{name}.ipynb"
    nbformat.write(nb, str(path))
    return path


def stdout_of(cell) -> str:
    return "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")


def cell_with(nb, fragment: str):
    return next(c for c in nb.cells if fragment in c.source)


def test_parameters_are_injected_and_the_executed_notebook_is_saved(tmp_path):
    submitted = write_notebook(tmp_path, "homework", ('greeting = "hello"', ["parameters"]),
                               "print(greeting * 2)")
    before = submitted.read_bytes()
    out = tmp_path / "out"

    result = execute_notebook(submitted, out, parameters={"greeting": "bonjour"})

    assert result.status == "ok", result.message
    assert result.failed_cell is None
    assert result.executed_path == str(out / "homework.executed.ipynb")
    assert sorted(p.name for p in out.iterdir()) == ["homework.executed.ipynb"]  # no temp files left
    executed = nbformat.read(result.executed_path, as_version=4)
    assert stdout_of(cell_with(executed, "print(greeting")) == "bonjourbonjour\n"
    assert submitted.read_bytes() == before


def test_a_failing_cell_is_named_and_later_cells_still_run(tmp_path):
    submitted = write_notebook(tmp_path, "fails", "a = 1", "# divide\nb = a / 0", "print('after', a)")

    result = execute_notebook(submitted, tmp_path / "out", parameters={})

    assert result.status == "error"
    executed = nbformat.read(result.executed_path, as_version=4)
    assert executed.cells[result.failed_cell].source == "# divide\nb = a / 0"
    assert f"Cell {result.failed_cell} " in result.message and "b = a / 0" in result.message
    assert "ZeroDivisionError: division by zero" in result.message
    assert "1 of" in result.message and "\x1b" not in result.message
    assert stdout_of(cell_with(executed, "print('after'")) == "after 1\n"


def test_an_infinite_loop_stops_at_the_cell_timeout_and_keeps_earlier_outputs(tmp_path):
    submitted = write_notebook(tmp_path, "loop", "print('before')", "while True:\n    pass",
                               "print('never')")

    started = time.monotonic()
    result = execute_notebook(submitted, tmp_path / "out", parameters={}, limits=Limits(cell_timeout=3))
    elapsed = time.monotonic() - started

    assert result.status == "timeout"
    assert elapsed < 60
    assert "cell time limit of 3 s" in result.message and "while True:" in result.message
    executed = nbformat.read(result.executed_path, as_version=4)
    assert executed.cells[result.failed_cell].source.startswith("while True")
    assert stdout_of(cell_with(executed, "print('before')")) == "before\n"
    assert stdout_of(cell_with(executed, "print('never')")) == ""


def _processes_with_env(marker: str) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            try:
                if marker.encode() in Path(f"/proc/{entry}/environ").read_bytes():
                    found.append(int(entry))
            except OSError:
                pass  # gone, or a zombie
    return found


def test_the_total_timeout_kills_the_kernel_and_what_it_started(tmp_path, monkeypatch):
    # Everything the run starts inherits this variable: the runner, the kernel, and `sleep`.
    marker = f"grader-test-{uuid.uuid4().hex}"
    monkeypatch.setenv("GRADER_TEST_MARKER", marker)
    cells = ["import subprocess; child = subprocess.Popen(['sleep', '300'])"]
    cells += ["import time; time.sleep(2)"] * 5
    submitted = write_notebook(tmp_path, "slow", *cells)

    seen: set[int] = set()  # proves the scan below can see the run's processes
    done = threading.Event()

    def watch() -> None:
        while not done.wait(0.25):
            seen.update(_processes_with_env(marker))

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    started = time.monotonic()
    try:
        result = execute_notebook(submitted, tmp_path / "out", parameters={},
                                  limits=Limits(cell_timeout=30, total_timeout=4))
    finally:
        done.set()
        watcher.join()

    assert result.status == "timeout"
    assert time.monotonic() - started < 30
    assert "the total time limit of 4 s" in result.message
    assert Path(result.executed_path).is_file()
    assert len(seen) >= 2  # at least the runner and its kernel were alive during the run
    assert _processes_with_env(marker) == []


def test_a_memory_bomb_fails_in_its_cell_and_leaves_the_grader_alone(tmp_path):
    limit_before = resource.getrlimit(resource.RLIMIT_AS)
    submitted = write_notebook(tmp_path, "bomb", "x = bytearray(8 * 1024**3)", "print('still here')")

    result = execute_notebook(submitted, tmp_path / "out", parameters={}, limits=Limits(memory_mb=1500))

    assert result.status == "error"
    assert "MemoryError" in result.message or "kernel died" in result.message
    assert resource.getrlimit(resource.RLIMIT_AS) == limit_before
    assert len(bytearray(64 * 1024**2)) == 64 * 1024**2  # the grader can still allocate


def test_a_kernel_that_exits_is_reported_as_dead(tmp_path):
    submitted = write_notebook(tmp_path, "exits", "print(1)", "import os; os._exit(1)", "print('never')")

    result = execute_notebook(submitted, tmp_path / "out", parameters={})

    assert result.status == "error"
    assert "kernel died" in result.message and "os._exit(1)" in result.message
    executed = nbformat.read(result.executed_path, as_version=4)
    assert executed.cells[result.failed_cell].source == "import os; os._exit(1)"


def test_the_working_folder_holds_only_the_notebook(tmp_path):
    (tmp_path / "answers.txt").write_text("not for the student's kernel")
    submitted = write_notebook(tmp_path, "looks around", "import os; print(sorted(os.listdir('.')))")

    result = execute_notebook(submitted, tmp_path / "out", parameters={})

    assert result.status == "ok", result.message
    executed = nbformat.read(result.executed_path, as_version=4)
    assert stdout_of(cell_with(executed, "listdir")) == "['looks around.ipynb']\n"


def test_a_file_that_is_not_json_is_an_error_not_an_exception(tmp_path):
    submitted = tmp_path / "broken.ipynb"
    submitted.write_text('{"cells": [', encoding="utf-8")

    result = execute_notebook(submitted, tmp_path / "out", parameters={})

    assert result.status == "error"
    assert result.message.startswith("The file is not a valid notebook: it is not valid JSON")
    assert result.executed_path is None


def test_an_output_folder_that_cannot_be_created_raises_grader_error(tmp_path):
    submitted = write_notebook(tmp_path, "fine", "1 + 1")
    blocker = tmp_path / "out"
    blocker.write_text("a file where the output folder should go")

    with pytest.raises(GraderError, match="Cannot write to the output folder"):
        execute_notebook(submitted, blocker / "sub", parameters={})


def test_every_run_says_which_isolation_applied(tmp_path):
    from grader.running import isolation

    submitted = write_notebook(tmp_path, "plain", "print(1)")
    limited = execute_notebook(submitted, tmp_path / "out", parameters={}, isolation="limits-only")
    assert limited.status == "ok" and limited.isolation == "limits-only"
    best = execute_notebook(submitted, tmp_path / "out2", parameters={})
    assert best.isolation == ("sandbox" if isolation.sandbox_problem() is None else "limits-only")


def test_a_notebook_without_code_or_with_too_much_starts_no_kernel(tmp_path):
    empty = tmp_path / "markdown only.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# notes")]), str(empty))
    started = time.monotonic()
    result = execute_notebook(empty, tmp_path / "out", parameters={})
    assert result.status == "ok" and "no code cells" in result.message and result.isolation == ""
    assert Path(result.executed_path).is_file() and time.monotonic() - started < 2

    many = write_notebook(tmp_path, "many", *["x = 1"] * 30)
    result = execute_notebook(many, tmp_path / "out", parameters={}, limits=Limits(max_code_cells=20))
    assert result.status == "error" and "30 code cells, over the limit of 20" in result.message
    assert result.executed_path is None
