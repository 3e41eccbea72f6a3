"""A misspelt activity id gets the same answer from every command: what was asked, the closest
known id and the list of known ids (grader.specs.schema.activity_path, one place for all)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

from grader import cli

WANT = "no activity 'chain-of-thougt'; did you mean 'chain-of-thought'? Known: chain-of-thought, few-shot, " \
       "temperature-top-p, template."


@pytest.fixture
def notebook(tmp_path) -> Path:
    path = tmp_path / "ana.ipynb"
    nbformat.write(nbformat.v4.new_notebook(), str(path))
    return path


@pytest.mark.parametrize("command", ["grade", "check", "ci", "inspect", "release", "demo", "validate"])
def test_every_command_names_the_closest_known_activity(command, notebook, tmp_path, capsys):
    args = {
        "grade": ["grade", str(notebook), "--activity", "chain-of-thougt", "--out", str(tmp_path / "out")],
        "check": ["check", str(notebook), "--activity", "chain-of-thougt"],
        "ci": ["ci", str(notebook), "--activity", "chain-of-thougt"],
        "inspect": ["inspect", str(notebook), "--activity", "chain-of-thougt"],
        "release": ["release", "chain-of-thougt", "--check"],
        "demo": ["demo", "--activity", "chain-of-thougt", "--out", str(tmp_path / "demo")],
        "validate": ["validate", "chain-of-thougt"],
    }[command]
    code = cli.main(args)
    captured = capsys.readouterr()
    assert code == 2
    assert WANT in captured.err + captured.out
    assert "file not found" not in captured.err + captured.out
    assert not (tmp_path / "out").exists() and not (tmp_path / "demo").exists()  # nothing written


def test_an_id_far_from_every_known_one_lists_them_without_guessing(notebook, capsys):
    assert cli.main(["check", str(notebook), "--activity", "xyz"]) == 2
    err = capsys.readouterr().err
    assert "no activity 'xyz'. Known: chain-of-thought" in err and "did you mean" not in err


def test_an_instructors_own_activities_folder_is_searched_and_listed(notebook, tmp_path, capsys):
    import shutil

    repo = Path(__file__).resolve().parents[1]
    own = tmp_path / "my-course"
    shutil.copytree(repo / "activities" / "few-shot", own / "few-shot-2")
    spec = own / "few-shot-2" / "activity.yaml"
    spec.write_text(spec.read_text(encoding="utf-8").replace("id: few-shot", "id: few-shot-2"), encoding="utf-8")
    rubric = (repo / "rubrics" / "few-shot.yaml").read_text(encoding="utf-8")
    (own / "few-shot-2" / "rubric.yaml").write_text(rubric.replace("activity: few-shot", "activity: few-shot-2"),
                                                    encoding="utf-8")
    assert cli.main(["validate", "few-shot-2", "--activities", str(own)]) == 0
    assert "ok   few-shot-2" in capsys.readouterr().out
    assert cli.main(["check", str(notebook), "--activity", "few-shot-3", "--activities", str(own)]) == 2
    assert "did you mean 'few-shot-2'?" in capsys.readouterr().err
