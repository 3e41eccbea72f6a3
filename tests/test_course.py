"""The course helper (grader.course) and the notebooks of the temperature/top-p activity."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import nbformat
import pytest
import torch
import yaml

import grader.course as course
from grader.core.records import GENERATION_MIME, DecodingParams, Verdict

ACTIVITY = Path(__file__).resolve().parent.parent / "activities" / "temperature-top-p"
SPEC = yaml.safe_load((ACTIVITY / "activity.yaml").read_text(encoding="utf-8"))
PROMPT = "the model"


@pytest.fixture
def shown(monkeypatch):
    """Pretend to be inside a kernel; collect what generate() passes to IPython's display."""
    import IPython.display

    calls: list[tuple[tuple, dict]] = []
    monkeypatch.setattr(course, "_ipython_active", lambda: True)
    monkeypatch.setattr(IPython.display, "display", lambda *a, **kw: calls.append((a, kw)))
    return calls


def _record(calls) -> dict:
    assert len(calls) == 1
    (bundle,), kwargs = calls[0]
    assert kwargs == {"raw": True}
    assert bundle["text/plain"].startswith("[registro da geração")
    record = bundle[GENERATION_MIME]
    json.dumps(record)  # must survive the notebook's JSON
    return record


def _generate_ids(model, tokenizer, prompt, seed, **kwargs):
    torch.manual_seed(seed)
    inputs = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**inputs, pad_token_id=tokenizer.eos_token_id, **kwargs)
    return inputs, out[0].tolist()


# -- generate --------------------------------------------------------------------------------


def test_generate_causal_records_continuation(tiny_gpt2, shown, capsys):
    model, tok = tiny_gpt2.model, tiny_gpt2.tokenizer
    text = course.generate(model, tok, PROMPT, run="A1", temperature=0.7, top_p=0.9, max_new_tokens=20, seed=3)

    assert capsys.readouterr().out == PROMPT + text + "\n"
    rec = _record(shown)
    assert rec["format"] == 1 and rec["run"] == "A1" and rec["prompt"] == PROMPT
    assert rec["text"] == text
    assert rec["params"] == {"do_sample": True, "temperature": 0.7, "top_p": 0.9, "top_k": None, "max_new_tokens": 20}
    assert rec["seed"] == 3 and rec["encoder_decoder"] is False
    assert rec["device"] == "cpu" and rec["dtype"] == "float32"
    assert set(rec["versions"]) == {"torch", "transformers", "grader"}
    assert tok.decode(rec["token_ids"], skip_special_tokens=True) == text

    # The same seed and call as the course's own code: the recorded ids are the new tokens.
    inputs, ids = _generate_ids(model, tok, PROMPT, 3, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=20)
    new = ids[inputs["input_ids"].shape[1]:]
    eos = tok.eos_token_id
    assert rec["token_ids"] == (new[: new.index(eos)] if eos in new else new)


def test_generate_record_is_verifiable(tiny_gpt2, shown):
    from grader.modelling.provenance import Verifier

    course.generate(tiny_gpt2.model, tiny_gpt2.tokenizer, PROMPT, run="B1", temperature=0.7, top_p=0.3,
                    max_new_tokens=20, seed=0)
    rec = _record(shown)
    params = DecodingParams(**rec["params"])
    result = Verifier(tiny_gpt2).verify(rec["prompt"], rec["text"], params, token_ids=rec["token_ids"])
    assert result.verdict is Verdict.CONSISTENT, result.message


def test_generate_greedy_and_top_k(tiny_gpt2, shown, capsys):
    model, tok = tiny_gpt2.model, tiny_gpt2.tokenizer
    text = course.generate(model, tok, PROMPT, do_sample=False, max_new_tokens=12, top_k=5)
    capsys.readouterr()
    rec = _record(shown)
    assert rec["params"]["do_sample"] is False and rec["params"]["top_k"] == 5
    inputs, ids = _generate_ids(model, tok, PROMPT, 0, do_sample=False, max_new_tokens=12)
    new = ids[inputs["input_ids"].shape[1]:]
    if tok.eos_token_id in new:
        new = new[: new.index(tok.eos_token_id)]
    assert text == tok.decode(new, skip_special_tokens=True)


def test_generate_stops_at_first_eos(tiny_gpt2, shown, capsys):
    tok = tiny_gpt2.tokenizer
    prompt_ids = tok(PROMPT).input_ids
    body = tok(" the model", add_special_tokens=False).input_ids
    eos = tok.eos_token_id

    class FakeLM:
        config = tiny_gpt2.model.config
        generation_config = tiny_gpt2.model.generation_config
        device = torch.device("cpu")
        dtype = torch.float32

        def generate(self, input_ids, **kwargs):
            assert input_ids[0].tolist() == prompt_ids
            assert kwargs["pad_token_id"] == eos
            return torch.tensor([prompt_ids + body + [eos, eos, eos]])

    text = course.generate(FakeLM(), tok, PROMPT, run="X")
    assert text == " the model"
    rec = _record(shown)
    assert rec["token_ids"] == body
    assert capsys.readouterr().out == PROMPT + " the model\n"


def test_generate_seq2seq(tiny_t5, shown, capsys):
    model, tok = tiny_t5.model, tiny_t5.tokenizer
    prompt = "classify: the movie was great"
    text = course.generate(model, tok, prompt, run="Z1", do_sample=False, max_new_tokens=8)

    assert capsys.readouterr().out == text + "\n"  # seq2seq: the output is the whole answer
    rec = _record(shown)
    assert rec["encoder_decoder"] is True and rec["text"] == text
    assert rec["token_ids"] and rec["token_ids"][0] != model.config.decoder_start_token_id
    assert tok.decode(rec["token_ids"], skip_special_tokens=True) == text
    _, ids = _generate_ids(model, tok, prompt, 0, do_sample=False, max_new_tokens=8)
    assert ids[0] == model.config.decoder_start_token_id
    new = ids[1:]
    if tok.eos_token_id in new:
        new = new[: new.index(tok.eos_token_id)]
    assert rec["token_ids"] == new


def test_no_display_outside_a_kernel(tiny_gpt2, monkeypatch, capsys):
    import IPython.display

    calls = []
    monkeypatch.setattr(IPython.display, "display", lambda *a, **kw: calls.append(a))
    text = course.generate(tiny_gpt2.model, tiny_gpt2.tokenizer, PROMPT, max_new_tokens=5, seed=1)
    assert calls == []  # plain python (no InteractiveShell): printed text only
    assert capsys.readouterr().out == PROMPT + text + "\n"

    course.generate(tiny_gpt2.model, tiny_gpt2.tokenizer, PROMPT, max_new_tokens=5, seed=1, show=False)
    assert capsys.readouterr().out == ""


def test_load_model_records_name_and_dtype(tiny_gpt2_dir, shown, capsys):
    model, tok = course.load_model(str(tiny_gpt2_dir))
    course.generate(model, tok, PROMPT, max_new_tokens=3, seed=0)
    capsys.readouterr()
    rec = _record(shown)
    assert rec["model"] == str(tiny_gpt2_dir) and rec["dtype"] == "float32"


# -- the notebooks ---------------------------------------------------------------------------


def _generate_call(source: str) -> dict:
    calls = [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "generate"]
    assert len(calls) == 1, source
    return {kw.arg: ast.literal_eval(kw.value) for kw in calls[0].keywords}


def _tagged(nb, tag):
    cells = [c for c in nb.cells if tag in c.metadata.get("tags", [])]
    assert len(cells) == 1, f"{tag}: {len(cells)} cells"
    return cells[0]


@pytest.mark.parametrize("name", ["starter", "solution"])
def test_notebook_structure(name):
    nb = nbformat.read(ACTIVITY / f"{name}.ipynb", as_version=4)
    nbformat.validate(nb)
    assert nb.metadata.kernelspec["name"] == "python3"
    ids = [c.id for c in nb.cells]
    assert len(set(ids)) == len(ids)
    assert _tagged(nb, "parameters").source == 'MODEL_NAME = "gpt2"'
    assert "from grader.course import load_model, generate" in _tagged(nb, "setup").source
    for rid, params in SPEC["runs"].items():
        call = _generate_call(_tagged(nb, f"run-{rid}").source)
        assert call["run"] == rid
        assert call["temperature"] == params["temperature"] and call["top_p"] == params["top_p"]
        assert call["max_new_tokens"] == SPEC["max_new_tokens"]
        assert ("seed" in call) == (name == "solution")
    for q in SPEC["questions"]:
        assert _tagged(nb, f"question-{q['id']}").source.startswith(f"### {q['id']}\n")
        answer = _tagged(nb, q["cell"])
        assert answer.cell_type == "markdown"
        assert (answer.source == "_Sua resposta aqui._") == (name == "starter")
    if name == "starter":
        assert all(not c.get("outputs") and c.get("execution_count") is None for c in nb.cells if c.cell_type == "code")


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_solution_quotes_its_own_outputs():
    nb = nbformat.read(ACTIVITY / "solution.ipynb", as_version=4)
    texts = {}
    for rid, params in SPEC["runs"].items():
        rec = _run_record(_tagged(nb, f"run-{rid}"))
        assert rec["params"]["temperature"] == params["temperature"] and rec["params"]["top_p"] == params["top_p"]
        texts[rid] = _squash(rec["text"])
    everything = " ".join(texts.values())
    for q in SPEC["questions"]:
        source = _tagged(nb, q["cell"]).source
        quotes = re.findall(r'"([^"\n]{12,})"', source) + re.findall(r"^> (.+)$", source, flags=re.M)
        for quote in quotes:
            assert _squash(quote) in everything, (q["id"], quote)
    assert "top-p" in _tagged(nb, "answer-D.1").source.lower()
    assert "aumentaria" in _tagged(nb, "answer-D.2").source.lower()


def _run_record(cell) -> dict:
    records = [o["data"][GENERATION_MIME] for o in cell.get("outputs", [])
               if o.get("output_type") == "display_data" and GENERATION_MIME in o.get("data", {})]
    assert len(records) == 1, cell.id
    return records[0]


# -- end to end: the starter under papermill ---------------------------------------------------


@pytest.mark.timeout(900)
def test_starter_runs_under_papermill(tmp_path, monkeypatch, tiny_gpt2_dir):
    """The starter as a student runs it, on a tiny GPT-2 (the embedded model runs every starter in
    `scripts/grader demo`, which CI runs; here the six 80-token runs take seconds, not half a minute)."""
    import papermill

    from grader.modelling.models import load_model
    from grader.modelling.provenance import Verifier

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    out = tmp_path / "executed.ipynb"
    model = str(tiny_gpt2_dir)
    papermill.execute_notebook(str(ACTIVITY / "starter.ipynb"), str(out), parameters={"MODEL_NAME": model},
                               kernel_name="python3", progress_bar=False, cwd=str(tmp_path))
    nb = nbformat.read(out, as_version=4)
    verifier = Verifier(load_model(model))
    for rid, spec in SPEC["runs"].items():
        cell = _tagged(nb, f"run-{rid}")
        rec = _run_record(cell)
        assert rec["run"] == rid and rec["prompt"] == SPEC["prompt"] and rec["model"] == model
        assert rec["params"] == {"do_sample": True, "temperature": spec["temperature"], "top_p": spec["top_p"],
                                 "top_k": None, "max_new_tokens": SPEC["max_new_tokens"]}
        assert rec["seed"] is None
        printed = "".join(o["text"] for o in cell.outputs if o.get("output_type") == "stream" and o["name"] == "stdout")
        assert printed == rec["prompt"] + rec["text"] + "\n"
        params = DecodingParams(**rec["params"])
        by_ids = verifier.verify(rec["prompt"], rec["text"], params, token_ids=rec["token_ids"])
        assert by_ids.verdict is Verdict.CONSISTENT, (rid, by_ids.message)
        if rid == "B1":  # from the text alone, as for a printed output without a record
            by_text = verifier.verify(rec["prompt"], rec["text"], params)
            assert by_text.verdict is Verdict.CONSISTENT, by_text.message


def test_check_from_a_notebook_cell_reports_one_question_from_a_separate_process(smollm, tmp_path, capsys):
    import shutil

    from grader import course
    from grader.specs.schema import project_root

    nb = tmp_path / "atividade.ipynb"
    shutil.copy(project_root() / "activities/temperature-top-p/solution.ipynb", nb)
    code = course.check("A.2", notebook=str(nb), model="smollm2-135m")  # activity from the metadata
    out = capsys.readouterr().out
    assert code == 0
    assert "A.2" in out and "B.1" not in out and "✅" in out
    assert "correção" in out  # says what only happens at grading time
    assert course.check("A.2", notebook=str(tmp_path / "missing.ipynb")) == 2
