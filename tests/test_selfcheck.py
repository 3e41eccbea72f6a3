"""A student's ``check()`` where students run it: Colab (the notebook lives in Drive), a missing file,
a model the student's environment cannot load. Each case ends with a message that says what to do."""

from __future__ import annotations

import json
import shutil
import sys
import types
from pathlib import Path

import pytest

from grader import course

REPO = Path(__file__).resolve().parents[1]
SOLUTION = REPO / "activities" / "chain-of-thought" / "solution.ipynb"


def _fake_colab(monkeypatch, reply):
    """``google.colab._message.blocking_request`` as Colab's front end answers it."""
    calls = []

    def blocking_request(kind, request="", timeout_sec=None):
        calls.append(kind)
        if isinstance(reply, Exception):
            raise reply
        return reply

    colab = types.ModuleType("google.colab")
    colab._message = types.SimpleNamespace(blocking_request=blocking_request)
    monkeypatch.setitem(sys.modules, "google.colab", colab)
    monkeypatch.delenv("JPY_SESSION_NAME", raising=False)
    return calls


def test_in_colab_the_open_notebook_is_read_through_colab_and_checked(monkeypatch, tmp_path, tiny_gpt2_dir, capsys):
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    calls = _fake_colab(monkeypatch, {"ipynb": json.loads(SOLUTION.read_text(encoding="utf-8"))})
    code = course.check("C.1", model=str(tiny_gpt2_dir))
    out = capsys.readouterr().out
    assert calls == ["get_ipynb"]
    assert code in (0, 1) and "C.1" in out and "C.2" not in out  # graded: one line for the question
    assert not list(tmp_path.glob("grader-colab-*.ipynb"))  # the temporary copy is removed


def test_in_colab_when_the_notebook_cannot_be_read_it_says_how_to_pass_it(monkeypatch, capsys):
    _fake_colab(monkeypatch, RuntimeError("no front end"))
    assert course.check("C.1") == 2
    out = capsys.readouterr().out
    assert "drive.mount('/content/drive')" in out and "notebook=" in out


def test_outside_colab_a_missing_notebook_is_named(monkeypatch, tmp_path, capsys):
    monkeypatch.delenv("JPY_SESSION_NAME", raising=False)
    assert course.check("C.1") == 2
    assert "check('A.2', notebook=" in capsys.readouterr().out
    assert course.check("C.1", notebook=str(tmp_path / "atividade.ipynb")) == 2
    assert "atividade.ipynb não existe" in capsys.readouterr().out


def test_a_model_the_students_environment_cannot_load_is_said_so(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "empty-hub"))
    nb = tmp_path / "atividade.ipynb"
    shutil.copy(SOLUTION, nb)
    code = course.check("C.1", notebook=str(nb), model="someone/not-cached")
    out = capsys.readouterr().out
    assert code == 3
    assert "precisa do modelo someone/not-cached" in out and "not in the local Hugging Face cache" in out
