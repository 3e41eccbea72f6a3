"""Notebook files as tools really write them: schema slips nbformat can repair are repaired and noted.

The course notebook is nbformat 4.0, and Colab and JupyterLab write cell ids into such files, which
nbformat's schema allows only from 4.5 on; a 4.5 file may lack ids or repeat them. Such a file is
read (upgraded to 4.5, ids given by nbformat's ``normalize``), graded, and its row says what was
repaired. What cannot be repaired stays an error row with a reason. No kernel starts here.
"""

from __future__ import annotations

import csv
import html
import json
from pathlib import Path

import nbformat
import pytest

from grader.commands import grade as grade_cmd
from grader.core.records import ProvenanceResult, Verdict
from grader.grading import pipeline
from grader.reading.notebook_file import NotebookFileError, load
from grader.specs.schema import project_root

ACTIVITY = "temperature-top-p"
SOLUTION = project_root() / "activities" / ACTIVITY / "solution.ipynb"
UPGRADED = "the file's cells carry ids, which nbformat 4.0 does not allow; repaired by upgrading it to nbformat 4.5"


def solution_as(minor: int, *, ids: bool = True) -> dict:
    """The activity's solution as plain JSON with ``nbformat_minor`` = ``minor``, its cell ids kept
    (what Colab saves: a 4.0 file whose cells carry ids) or removed."""
    data = json.loads(SOLUTION.read_text(encoding="utf-8"))
    data["nbformat_minor"] = minor
    if not ids:
        for cell in data["cells"]:
            cell.pop("id", None)
    return data


def write(path: Path, data: dict) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def markdown(source: str, **extra) -> dict:
    return {"cell_type": "markdown", "metadata": {}, "source": source, **extra}


def notebook(minor: int, *cells: dict) -> dict:
    return {"nbformat": 4, "nbformat_minor": minor, "metadata": {}, "cells": list(cells)}


def assert_valid(nb) -> None:
    nbformat.validate(nb)  # raises on anything the schema rejects
    ids = [c["id"] for c in nb.cells]
    assert len(set(ids)) == len(ids)


# -- (1) cell ids in a 4.0 file ---------------------------------------------------------------------

def test_a_colab_file_with_cell_ids_in_nbformat_4_0_is_read_as_4_5_with_a_note(tmp_path):
    original = solution_as(0)
    loaded = load(write(tmp_path / "colab.ipynb", original))
    assert loaded.notes == (UPGRADED + ", the first version with cell ids",)
    nb = loaded.nb
    assert (nb.nbformat, nb.nbformat_minor) == (4, 5)
    assert_valid(nb)
    # every cell kept, in order, with its source, tags and the file's own ids
    assert [c.source for c in nb.cells] == ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
                                            for c in original["cells"]]
    assert [c.id for c in nb.cells] == [c["id"] for c in original["cells"]]
    assert [c.metadata.get("tags") for c in nb.cells] == [c["metadata"].get("tags") for c in original["cells"]]


def test_a_4_4_file_whose_cells_partly_carry_ids_names_its_version_and_ids_the_rest(tmp_path):
    data = notebook(4, markdown("a", id="colab-1"), markdown("b"), markdown("c", id="colab-3"))
    loaded = load(write(tmp_path / "partial.ipynb", data))
    assert loaded.notes[0].startswith("the file's cells carry ids, which nbformat 4.4 does not allow")
    assert loaded.notes[1] == "1 cell without an id was given one"
    assert loaded.nb.cells[0].id == "colab-1" and loaded.nb.cells[2].id == "colab-3"
    assert_valid(loaded.nb)


def test_a_4_0_file_without_ids_is_left_alone(tmp_path):
    loaded = load(write(tmp_path / "plain.ipynb", notebook(0, markdown("a"), markdown("b"))))
    assert loaded.notes == ()
    assert loaded.nb.nbformat_minor == 0 and "id" not in loaded.nb.cells[0]


# -- (2) cells without ids in a 4.5 file ------------------------------------------------------------

def test_a_4_5_file_whose_cells_lack_ids_gets_ids_and_a_note(tmp_path):
    loaded = load(write(tmp_path / "no-ids.ipynb", solution_as(5, ids=False)))
    n = len(loaded.nb.cells)
    assert loaded.notes == (f"{n} cells have no id, which nbformat 4.5 requires; repaired: they were given new ids",)
    assert all(c.get("id") for c in loaded.nb.cells)
    assert_valid(loaded.nb)


# -- (3) other slips ----------------------------------------------------------------------------

def test_repeated_and_malformed_ids_are_replaced_with_a_note(tmp_path):
    data = notebook(5, markdown("a", id="same"), markdown("b", id="same"), markdown("c", id="has spaces"))
    loaded = load(write(tmp_path / "ids.ipynb", data))
    assert loaded.notes == (
        "1 cell repeats the id of an earlier cell, which nbformat does not allow; repaired: it was given a new id",
        "1 cell has an id nbformat does not accept (such as 'has spaces': only letters, digits, '-' and '_', "
        "at most 64); repaired: it was given a new id")
    assert [c.source for c in loaded.nb.cells] == ["a", "b", "c"]
    assert loaded.nb.cells[0].id == "same"
    assert_valid(loaded.nb)


def test_a_code_cell_missing_its_outputs_and_execution_count_is_completed_with_a_note(tmp_path):
    data = notebook(5, {"id": "run", "cell_type": "code", "source": "print(1)"}, markdown("x", id="md"))
    loaded = load(write(tmp_path / "bare-code.ipynb", data))
    assert loaded.notes == ("fields every nbformat 4 notebook has were missing and were filled in empty: "
                            "cells[0].metadata, cells[0].outputs, cells[0].execution_count",)
    cell = loaded.nb.cells[0]
    assert cell.source == "print(1)" and cell.outputs == [] and cell.execution_count is None
    assert_valid(loaded.nb)


# -- (4) what cannot be repaired ----------------------------------------------------------------

TAGS_NOT_A_LIST = {"id": "a", "cell_type": "markdown", "metadata": {"tags": "answer-D.1"}, "source": "top-p"}


@pytest.mark.parametrize("cell, reason", [
    (markdown(5, id="a"), "5 is not valid"),  # a source that is a number
    (TAGS_NOT_A_LIST, "'answer-D.1' is not of type 'array'"),
], ids=["source-a-number", "tags-not-a-list"])
def test_a_4_0_file_with_ids_and_a_slip_nbformat_cannot_repair_is_refused_for_that_slip(tmp_path, cell, reason):
    with pytest.raises(NotebookFileError) as refused:
        load(write(tmp_path / "broken.ipynb", notebook(0, cell)))
    message = str(refused.value)
    assert "it does not follow the notebook format" in message and reason in message
    assert "'id' was unexpected" not in message  # the ids were repaired: the reason is the real slip


# -- the repaired notebook is the one re-executed -----------------------------------------------

def test_the_re_execution_receives_the_repaired_notebook(tmp_path):
    from grader.running.execute import execute_notebook

    path = write(tmp_path / "colab.ipynb", notebook(0, markdown("top-p", id="d1", metadata={"tags": ["answer-D.1"]})))
    execution = execute_notebook(path, tmp_path / "out", parameters={}, isolation="limits-only")
    assert execution.status == "ok"  # no code cells: no kernel, the notebook is written as it would run
    executed = nbformat.read(execution.executed_path, as_version=nbformat.NO_CONVERT)
    assert (executed.nbformat, executed.nbformat_minor) == (4, 5) and executed.cells[0].id == "d1"
    assert_valid(executed)


# -- (5) the Must-show: graded end to end, with the note, not an error row -----------------------

class Consistent:
    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        return ProvenanceResult(Verdict.CONSISTENT, params, 50, (), None, "ok", "fake", "float32", 0.01)


def test_a_colab_notebook_with_ids_in_nbformat_4_0_is_graded_with_a_note_not_an_error_row(tmp_path, monkeypatch):
    activity, rubric = pipeline.load_specs(ACTIVITY)
    setup = pipeline.Setup(activity, rubric, activity.model, None, Consistent(), "en", execute=False)
    monkeypatch.setattr(pipeline, "prepare", lambda *a, **k: setup)  # no model to load: a fake verifier
    subs, out = tmp_path / "subs", tmp_path / "out"
    subs.mkdir()
    write(subs / "colab.ipynb", solution_as(0))  # what Colab saves
    write(subs / "jupyter.ipynb", solution_as(5))  # the same answers as nbformat 4.5 writes them
    write(subs / "broken.ipynb", notebook(0, TAGS_NOT_A_LIST))  # ids repaired, but the tags cannot be

    assert grade_cmd.run(paths=[subs], activity=ACTIVITY, out=out, lang="en", quiet=True, execute=False) == 0

    with open(out / "gradebook.csv", encoding="utf-8", newline="") as fh:
        rows = {r["student"]: r for r in csv.DictReader(fh)}
    results = {r["student"]: r for r in json.loads((out / "results.json").read_text(encoding="utf-8"))}
    assert rows["colab"]["status"] == "graded"
    assert float(rows["colab"]["score"]) > 0
    assert rows["colab"]["score"] == rows["jupyter"]["score"]  # graded exactly like the 4.5 file
    assert [c["status"] for c in results["colab"]["criteria"]] == [c["status"] for c in results["jupyter"]["criteria"]]
    # the repair is the instructor's to know (results.json's diagnostics), not the student's report
    assert any(n.startswith(UPGRADED) for n in results["colab"]["diagnostics"])
    assert not any(n.startswith(UPGRADED) for n in results["colab"]["notes"])
    assert not any("nbformat 4.0" in n for n in results["jupyter"]["diagnostics"] + results["jupyter"]["notes"])
    assert UPGRADED not in html.unescape((out / "reports" / "colab.html").read_text(encoding="utf-8"))
    assert rows["broken"]["status"] == "error"  # what cannot be repaired is still a row, with its reason
    assert "'answer-D.1' is not of type 'array'" in " ".join(results["broken"]["diagnostics"])  # the instructor's
    assert "could not be read as a notebook" in results["broken"]["notes"][0]  # the student's words
