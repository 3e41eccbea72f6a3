"""Which model a student's check uses (the call's, the records', the executed parameter's, the
activity's), what it says about it, and what grading says about a notebook's own models."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from grader import course
from grader.core.records import GENERATION_MIME
from grader.modelling.model_choice import choose_check_model, grading_findings, notebook_models
from grader.specs.schema import SpecError, load_activity

REPO = Path(__file__).resolve().parents[1]
SOLUTION = REPO / "activities" / "chain-of-thought" / "solution.ipynb"

# A hub download in the check's own process records itself here and fails: the test sees any attempt,
# even one the grader would catch and turn into a message.
_NO_HUB = '''
import os, huggingface_hub, huggingface_hub.file_download as fd
def _refuse(*args, **kwargs):
    with open(os.environ["HUB_ATTEMPTS"], "a") as fh:
        fh.write(repr((args, kwargs)) + "\\n")
    raise RuntimeError("hub download attempted")
for mod in (huggingface_hub, fd):
    for name in ("hf_hub_download", "snapshot_download"):
        if hasattr(mod, name):
            setattr(mod, name, _refuse)
huggingface_hub.HfApi.snapshot_download = _refuse
'''


def _code(source: str, tags: list[str], count: int | None = 1, outputs: list | None = None) -> dict:
    return {"cell_type": "code", "metadata": {"tags": tags}, "source": source, "execution_count": count,
            "outputs": outputs or []}


def _record(run: str | None, model: str) -> dict:
    return {"output_type": "display_data", "metadata": {},
            "data": {GENERATION_MIME: {"run": run, "model": model, "text": "x"}, "text/plain": "[registro]"}}


def _nb(*cells: dict) -> dict:
    return {"cells": list(cells), "metadata": {"grader": {"activity": "chain-of-thought"}}, "nbformat": 4,
            "nbformat_minor": 5}


def test_check_on_a_notebook_run_with_an_injected_model_uses_it_and_downloads_nothing(tmp_path, monkeypatch):
    """The course's own case: the starter says MODEL_NAME = "gpt2", papermill injected "smollm2-135m",
    the records say smollm2-135m. No hub access at all (gpt2 is not in this empty cache), and the
    check passes on the injected model."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(_NO_HUB)
    attempts = tmp_path / "hub-attempts.log"
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")]))
    monkeypatch.setenv("HUB_ATTEMPTS", str(attempts))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "empty-hub"))
    nb = tmp_path / "atividade.ipynb"
    shutil.copy(SOLUTION, nb)
    # the sitecustomize really is in force in the check's process
    probe = subprocess.run([sys.executable, "-c", "import huggingface_hub as h; h.hf_hub_download('gpt2', 'x')"],
                           capture_output=True, text=True)
    assert probe.returncode != 0 and attempts.exists()
    attempts.unlink()

    out = _run_check(nb)
    assert not attempts.exists(), attempts.read_text()
    assert out.code == 0, out.text
    assert "Modelo usado: smollm2-135m" in out.text and "registros de geração do notebook (P1, P2)" in out.text
    assert "gpt2" not in out.text


class _Out:
    def __init__(self, code: int, text: str) -> None:
        self.code, self.text = code, text


def _run_check(nb: Path, **kw) -> _Out:
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = course.check(notebook=str(nb), **kw)
    return _Out(code, buf.getvalue())


def test_the_executed_parameter_decides_when_no_record_names_a_model(tmp_path, tiny_gpt2_dir):
    nb = _nb(_code('MODEL_NAME = "gpt2"', ["parameters"], None),
             _code(f'# Parameters\nMODEL_NAME = "{tiny_gpt2_dir}"\n', ["injected-parameters"]))
    models = notebook_models(nb)
    assert (models.parameter, models.parameter_cell) == (str(tiny_gpt2_dir), "injected-parameters")
    choice = choose_check_model(models, option=None, activity_default="gpt2")
    assert (choice.name, choice.source) == (str(tiny_gpt2_dir), "parameters")
    # said to the student without papermill's tag (models.parameter_cell keeps it)
    assert "o MODEL_NAME com que o notebook foi executado" in choice.explain("pt", models)[0]
    assert "the MODEL_NAME the notebook was executed with" in choice.explain("en", models)[0]
    assert not any("injected-parameters" in line for lang in ("pt", "en") for line in choice.explain(lang, models))


def test_an_unexecuted_starter_parameter_is_the_activity_default_not_an_executed_value():
    nb = _nb(_code('MODEL_NAME = "gpt2-large"', ["parameters"], None))
    choice = choose_check_model(notebook_models(nb), option=None, activity_default="gpt2")
    assert (choice.name, choice.source) == ("gpt2", "activity")
    assert choice.explain("pt")[0].startswith("Modelo usado: gpt2, o padrão da atividade")
    assert choice.explain("en")[0].startswith("Model used: gpt2, the activity's default")


def test_the_calls_model_wins_over_everything_the_notebook_says():
    nb = _nb(_code('MODEL_NAME = "a"', ["injected-parameters"], 1, [_record("P1", "b")]))
    choice = choose_check_model(notebook_models(nb), option="c", activity_default="d")
    assert (choice.name, choice.source, choice.findings) == ("c", "option", ())


_names = st.sampled_from(["gpt2", "smollm2-135m", "google/flan-t5-small", "/home/aluno/modelo"])


@settings(max_examples=60, deadline=None)
@given(records=st.lists(st.tuples(st.sampled_from(["P1", "P2", None]), _names), max_size=6),
       parameter=st.none() | _names, option=st.none() | _names)
def test_the_order_holds_and_disagreeing_records_are_a_finding_never_a_crash(records, parameter, option):
    cells = [_code("x = 1", [], 1, [_record(run, model)]) for run, model in records]
    if parameter is not None:
        cells.insert(0, _code(f'MODEL_NAME = "{parameter}"', ["injected-parameters"]))
    models = notebook_models(_nb(*cells))
    assert len(models.records) == len(records)  # samples of one run are all kept
    choice = choose_check_model(models, option=option, activity_default="gpt2", accepted=["gpt2", "smollm2-135m"])
    distinct = list(dict.fromkeys(m for _, m in records))
    if option:
        expected = (option, "option")
    elif len(distinct) == 1:
        expected = (distinct[0], "records")
    elif parameter:
        expected = (parameter, "parameters")
    else:
        expected = ("gpt2", "activity")
    assert (choice.name, choice.source) == expected
    keys = [k for k, _ in choice.findings]
    assert ("model.records_disagree" in keys) == (len(distinct) > 1)
    for lang in ("pt", "en"):
        lines = choice.explain(lang, models)
        assert all("{" not in line for line in lines)  # every placeholder filled
        if len(distinct) > 1:
            assert all(m in lines[1] for m in distinct)


def test_a_record_model_outside_the_accepted_list_is_checked_with_a_warning_about_grading():
    nb = _nb(_code("x", [], 1, [_record("P1", "gpt2-xl"), _record("P2", "gpt2-xl")]))
    choice = choose_check_model(notebook_models(nb), option=None, activity_default="gpt2",
                                accepted=["gpt2", "smollm2-135m"])
    assert choice.name == "gpt2-xl"
    lines = choice.explain("pt", notebook_models(nb))
    assert "não de gpt2-xl" in lines[1] and "conferidas com gpt2" in lines[1]


def test_grading_says_plainly_when_records_name_a_model_the_activity_does_not_accept():
    nb = notebook_models(_nb(_code("x", [], 1, [_record("A1", "gpt2-xl"), _record("A2", "gpt2")])))
    found = grading_findings(nb, grading="gpt2", accepted=["gpt2", "smollm2-135m"])
    assert [k for k, _ in found] == ["model.records_disagree", "model.outside_accepted"]
    from grader.core.messages import render

    text = render(found[1][0], "pt", **found[1][1])
    assert text == ("As saídas deste notebook foram geradas com gpt2-xl (A1), que a atividade não aceita "
                    "(aceitos: gpt2, smollm2-135m). A correção usou gpt2, o modelo do professor.")
    assert grading_findings(notebook_models(_nb(_code("x", [], 1, [_record("A1", "smollm2-135m")]))),
                            grading="gpt2", accepted=["gpt2", "smollm2-135m"]) == []


def test_grade_notes_on_the_report_name_the_outside_model(tmp_path, tiny_gpt2_dir):
    """End to end through grade_submission: the note is on the result (row and report), the grade is made."""
    from grader.grading.pipeline import grade_submission, prepare

    nb = json.loads(SOLUTION.read_text())
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            if GENERATION_MIME in out.get("data", {}):
                out["data"][GENERATION_MIME]["model"] = "gpt2-xl" if out["data"][GENERATION_MIME]["run"] == "P1" \
                    else "smollm2-135m"
    path = tmp_path / "aluno.ipynb"
    path.write_text(json.dumps(nb))
    setup = prepare("chain-of-thought", model=str(tiny_gpt2_dir), execute=False, with_reference=False)
    result = grade_submission(setup, path, work_dir=tmp_path / "w")
    notes = " ".join(result.notes)
    assert "citam modelos diferentes: gpt2-xl (P1); smollm2-135m (P2)" in notes
    assert f"geradas com gpt2-xl (P1), que a atividade não aceita" in notes
    assert f"A correção usou {tiny_gpt2_dir}, o modelo do professor" in notes
    assert result.status != "error"


@pytest.mark.parametrize("models, problem", [
    (["gpt2-xl"], "does not list the activity's model 'gpt2'"),
    (["gpt2", "gpt2"], "listed twice"),
    (["gpt2", " "], "empty model name"),
])
def test_the_accepted_models_key_is_validated_with_its_name(tmp_path, models, problem):
    src = REPO / "activities" / "chain-of-thought" / "activity.yaml"
    data = yaml.safe_load(src.read_text())
    data["models"] = models
    folder = tmp_path / "chain-of-thought"
    folder.mkdir()
    (folder / "activity.yaml").write_text(yaml.safe_dump(data, allow_unicode=True))
    with pytest.raises(SpecError) as err:
        load_activity(folder / "activity.yaml")
    assert "models" in str(err.value) and problem in str(err.value)
