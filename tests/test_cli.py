"""The ``grader verify`` contract other tools rely on, and a CLI that starts fast."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
import torch

from grader import cli

PROMPT = "Transformers are models that"


def _run(*args, env=None):
    return subprocess.run([sys.executable, "-m", "grader", *args], capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, timeout=300)


def test_help_does_not_import_torch():
    code = "import sys; from grader import cli\ntry:\n cli.main(['--help'])\nexcept SystemExit: pass\n" \
           "assert 'torch' not in sys.modules, 'torch imported'"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def genuine(smollm):
    tok = smollm.tokenizer
    inputs = tok(PROMPT, return_tensors="pt")
    torch.manual_seed(1)
    out = smollm.model.generate(**inputs, do_sample=True, temperature=0.7, top_p=0.3, max_new_tokens=30,
                                pad_token_id=tok.eos_token_id)
    return tok.decode(out[0, inputs.input_ids.shape[1]:], skip_special_tokens=True)


def test_verify_json_prints_one_object_and_exits_0_for_a_genuine_sample(genuine, tmp_path):
    path = tmp_path / "sample.txt"
    path.write_text(genuine, encoding="utf-8")
    done = _run("verify", "--model", "smollm2-135m", "--prompt", PROMPT, "--text-file", str(path),
                "--temperature", "0.7", "--top-p", "0.3", "--json")
    assert done.returncode == 0, done.stderr
    payload = json.loads(done.stdout)  # stdout holds exactly one JSON document
    assert payload["verdict"] == "consistent" and payload["first_violation"] is None
    assert len(payload["tokens"]) >= 1
    assert {"in_kept_set", "logprob", "rank", "kept_set_size"} <= set(payload["tokens"][0])
    assert payload["top_k_used"] == 50


def test_verify_exits_1_and_names_the_violating_token_for_an_edited_sample(genuine, capsys):
    edited = genuine.replace(genuine.split()[2], "banana", 1)
    code = cli.main(["verify", "--prompt", PROMPT, "--text", edited, "--temperature", "0.7",
                     "--top-p", "0.3", "--json"])
    payload = json.loads(capsys.readouterr().out)
    assert code == 1 and payload["verdict"] == "inconsistent"
    assert "banana" in payload["first_violation"]["text"] or "ban" in payload["first_violation"]["text"]
    assert payload["first_violation"]["in_kept_set"] is False


def test_greedy_flag_checks_against_the_greedy_continuation(smollm, capsys):
    tok = smollm.tokenizer
    inputs = tok(PROMPT, return_tensors="pt")
    out = smollm.model.generate(**inputs, do_sample=False, max_new_tokens=12, pad_token_id=tok.eos_token_id)
    text = tok.decode(out[0, inputs.input_ids.shape[1]:], skip_special_tokens=True)
    assert cli.main(["verify", "--prompt", PROMPT, "--text", text, "--greedy", "--json"]) == 0
    capsys.readouterr()
    assert cli.main(["verify", "--prompt", PROMPT, "--text", text + " banana", "--greedy", "--json"]) == 1


@pytest.mark.parametrize("args", [
    ["verify", "--prompt", PROMPT],  # no text
    ["verify", "--prompt", PROMPT, "--text", "x", "--temperature", "0"],
    ["verify", "--prompt", PROMPT, "--text", "x", "--top-p", "1.5"],
    ["verify", "--prompt", PROMPT, "--text-file", "/nonexistent/file.txt"],
    ["verify", "--prompt", PROMPT, "--text", "x", "--dtype", "float8"],
])
def test_usage_errors_exit_2(args):
    with pytest.raises(SystemExit) as info:
        cli.main(args)
    assert info.value.code == 2


def test_model_that_cannot_be_loaded_exits_3_with_a_fix_not_a_traceback(tmp_path):
    done = _run("verify", "--model", "gpt2", "--prompt", PROMPT, "--text", " x", "--json",
                env={"HF_HUB_OFFLINE": "1", "HF_HOME": str(tmp_path / "hf")})
    assert done.returncode == 3
    assert done.stdout == ""
    assert "Fix:" in done.stderr and "Traceback" not in done.stderr


def _solution_copy(tmp_path, d2_answer=None):
    import nbformat

    from grader.specs.schema import project_root

    nb = nbformat.read(str(project_root() / "activities/temperature-top-p/solution.ipynb"), as_version=4)
    if d2_answer is not None:
        for cell in nb.cells:
            if "answer-D.2" in cell.metadata.get("tags", []):
                cell.source = d2_answer
    path = tmp_path / "aluno.ipynb"
    nbformat.write(nb, str(path))
    return path


def test_check_exits_0_on_the_solution_and_1_when_an_answer_is_wrong(smollm, tmp_path, capsys):
    args = ["--activity", "temperature-top-p", "--model", "smollm2-135m"]
    assert cli.main(["check", str(_solution_copy(tmp_path)), *args]) == 0
    out = capsys.readouterr().out
    assert "20/20" in out and "verificado de novo na correção" in out  # honest about grading-only checks
    assert cli.main(["check", str(_solution_copy(tmp_path, "Diminuiria."), ), *args, "--json"]) == 1
    payload = json.loads(capsys.readouterr().out)
    d2 = next(c for c in payload["criteria"] if c["criterion_id"] == "D.2-direction")
    assert d2["status"] == "fail"


def test_check_with_an_unknown_activity_is_a_usage_error(tmp_path, capsys):
    assert cli.main(["check", str(_solution_copy(tmp_path)), "--activity", "nope"]) == 2
    assert "nope" in capsys.readouterr().err


def test_grade_writes_gradebook_results_and_one_report_per_student(smollm, tmp_path, capsys):
    import csv

    sub = tmp_path / "subs"
    sub.mkdir()
    (sub / "ana.ipynb").write_bytes(_solution_copy(tmp_path).read_bytes())
    (sub / "broken.ipynb").write_text("{", encoding="utf-8")
    out = tmp_path / "out"
    code = cli.main(["grade", str(sub), "--activity", "temperature-top-p", "--model", "smollm2-135m",
                     "--out", str(out), "--no-execute"])
    assert code == 0
    rows = {r["student"]: r for r in csv.DictReader(open(out / "gradebook.csv", encoding="utf-8"))}
    assert rows["ana"]["score"] == "20.0" and rows["broken"]["status"] == "error"
    assert list(rows["ana"])[:5] == ["student", "activity", "score", "max_score", "status"]
    assert "A.2-choice" in rows["ana"]
    assert (out / "reports" / "ana.html").is_file() and (out / "reports" / "broken.html").is_file()
    assert len(json.loads((out / "results.json").read_text())) == 2
