"""Models are prepared before any notebook runs: from an empty cache, a notebook that loads the
activity's model finds it; one that loads another model is told the grader did not prepare it."""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

from grader import cli
from grader.core.errors import ModelLoadError


def _notebook(path: Path) -> Path:
    nb = nbformat.v4.new_notebook()
    params = nbformat.v4.new_code_cell('MODEL_NAME = "gpt2"')
    params.metadata["tags"] = ["parameters"]
    nb.cells = [
        params,
        nbformat.v4.new_code_cell("from grader.course import load_model\n"
                                  "model, tokenizer = load_model(MODEL_NAME)\n"
                                  "print('LOADED', model.config.model_type)"),
        nbformat.v4.new_code_cell("try:\n    load_model('gpt2')\nexcept Exception as exc:\n"
                                  "    print('OTHER MODEL:', str(exc).splitlines()[0])"),
    ]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, str(path))
    return path


def test_a_notebook_run_from_an_empty_cache_finds_the_model_prepared_before_its_kernel(tmp_path, monkeypatch, capfd):
    import tqdm.auto  # noqa: F401  (imported before the conversion, as in `grader grade`)

    from grader.running.execute import Limits, execute_notebook

    cache = tmp_path / "empty-cache"
    monkeypatch.setenv("GRADER_CACHE_DIR", str(cache))
    monkeypatch.setenv("GRADER_INSTALLED_MODELS", "")  # an environment set up without the conversion
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "empty-hub"))  # gpt2 is not cached there
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    run = execute_notebook(_notebook(tmp_path / "nb.ipynb"), tmp_path / "out",
                           parameters={"MODEL_NAME": "smollm2-135m"}, limits=Limits(cell_timeout=300))
    assert run.status == "ok", run.message
    assert list((cache / "models").glob("smollm2-135m-*/config.json")), "converted by the grader, in its cache"
    said = capfd.readouterr().err
    assert "[grader] converting" in said and "de-quantizing" not in said, said[-2000:]  # one line, no progress bar
    text = (tmp_path / "out" / "nb.executed.ipynb").read_text(encoding="utf-8")
    assert "LOADED llama" in text  # SmolLM2 is a llama-architecture model
    assert "Read-only file system" not in text
    if run.isolation == "sandbox":
        assert "OTHER MODEL: The grader did not prepare the model 'gpt2'" in text
        assert "it prepared 'smollm2-135m'" in text
    else:  # limits only: the kernel shares the grader's cache and network; offline it cannot have gpt2
        assert "OTHER MODEL: Model 'gpt2' is not in the local Hugging Face cache" in text


def test_with_the_set_ups_conversion_a_new_home_runs_a_notebook_and_converts_nothing(tmp_path, monkeypatch, capfd):
    """scripts/bootstrap (which scripts/test runs first) converts the embedded model into the
    environment: a first command from an empty HOME and cache loads it in the kernel's view and
    writes no conversion of its own."""
    from grader.modelling import models
    from grader.running.execute import Limits, execute_notebook

    monkeypatch.delenv(models.INSTALLED_ENV, raising=False)
    installed = models.installed_smollm2()
    assert installed is not None and installed.is_relative_to(sys.prefix), (
        "the environment has no conversion of the embedded model: scripts/bootstrap makes it")
    cache = tmp_path / "empty-cache"
    monkeypatch.setenv("GRADER_CACHE_DIR", str(cache))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    run = execute_notebook(_notebook(tmp_path / "nb.ipynb"), tmp_path / "out",
                           parameters={"MODEL_NAME": "smollm2-135m"}, limits=Limits(cell_timeout=300))
    assert run.status == "ok", run.message
    assert "LOADED llama" in (tmp_path / "out" / "nb.executed.ipynb").read_text(encoding="utf-8")
    assert "[grader] converting" not in capfd.readouterr().err
    assert not (cache / "models").exists()


def test_a_hub_model_that_cannot_be_had_stops_the_batch_before_any_notebook_runs(tmp_path, monkeypatch, capsys):
    from grader.modelling import models

    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "empty-hub"))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    with pytest.raises(ModelLoadError) as info:
        models.prepare_model_files("someone/not-cached-model")
    assert "not in the local Hugging Face cache" in str(info.value) and info.value.fix

    subs = tmp_path / "subs"
    subs.mkdir()
    _notebook(subs / "ana.ipynb")
    code = cli.main(["grade", str(subs), "--activity", "chain-of-thought", "--model", "someone/not-cached-model",
                     "--out", str(tmp_path / "out"), "--quiet"])
    assert code == 3
    assert "someone/not-cached-model" in capsys.readouterr().err
    assert not (tmp_path / "out" / "executed").exists()  # no notebook was started


def test_a_cache_that_cannot_be_written_is_said_so_with_the_fix(tmp_path, monkeypatch):
    from grader.modelling import models

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("GRADER_CACHE_DIR", str(blocker / "cache"))
    monkeypatch.setenv(models.INSTALLED_ENV, "")
    with pytest.raises(ModelLoadError) as info:
        models.ensure_smollm2_converted()
    assert "cannot be written" in info.value.message and "GRADER_CACHE_DIR" in info.value.fix


def test_inside_a_prepared_run_a_missing_conversion_is_the_graders_omission(tmp_path, monkeypatch):
    from grader.modelling import models

    monkeypatch.setenv("GRADER_CACHE_DIR", str(tmp_path / "empty"))
    monkeypatch.setenv(models.INSTALLED_ENV, "")
    monkeypatch.setenv(models.PREPARED_ENV, "smollm2-135m")
    with pytest.raises(ModelLoadError) as info:
        models.ensure_smollm2_converted()
    assert "did not prepare" in info.value.message
    assert not (tmp_path / "empty").exists()  # nothing written into the (read-only) cache
