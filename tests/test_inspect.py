"""``grader inspect``: what the grader found in a notebook and where, without loading a model."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from grader import cli
from grader.core.records import GENERATION_MIME

PROMPT = "Transformers are models that"


def _record(run, text, temperature, top_p):
    return {"format": 1, "run": run, "prompt": PROMPT, "text": text, "token_ids": None, "seed": None,
            "params": {"do_sample": True, "temperature": temperature, "top_p": top_p, "top_k": None,
                       "max_new_tokens": 80},
            "model": "gpt2", "dtype": "float32", "device": "cuda:0", "versions": {}}


def _notebook(tmp_path, name="aluno.ipynb"):
    a1 = new_code_cell('saida_A1 = generate(model, tokenizer, PROMPT, run="A1", temperature=0.2, top_p=0.9)',
                       metadata={"tags": ["run-A1"]})
    a1.outputs = [new_output("display_data", data={GENERATION_MIME: _record("A1", " used to build a model.", 0.2, 0.9),
                                                   "text/plain": "[registro A1]"})]
    a2 = new_code_cell("print(gerar(0.7, 0.9))", metadata={"tags": ["run-A2"]})
    a2.outputs = [new_output("stream", name="stdout", text=PROMPT + " able to read text.\n")]
    cells = [
        new_markdown_cell("##**Large Language Models - MC-CD05**"),
        a1, a2,
        new_code_cell("# B.1: 0.3\nx = 1"),
        new_markdown_cell("### A.1"),
        new_markdown_cell('A1: "used to build a model"'),
        new_markdown_cell("**A.2** A1, porque repete.\n\n**D.2** Aumentaria."),
        new_markdown_cell("D.1 top-p", metadata={"tags": ["answer-D.1"]}),
        new_code_cell("y = 2"),
        new_markdown_cell("Uma nota solta sem questão."),
    ]
    path = tmp_path / name
    nbformat.write(new_notebook(cells=cells), str(path))
    return path


def test_inspect_json_says_what_was_found_and_where(tmp_path, capsys):
    path = _notebook(tmp_path)
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--json"]) == 0
    out = capsys.readouterr().out
    payload = json.loads(out)  # stdout holds exactly one JSON document
    assert out.count("\n") == 1
    answers, runs, unplaced = payload["answers"], payload["runs"], payload["unplaced"]
    assert answers["A.1"]["text"] == 'A1: "used to build a model"'
    assert answers["A.1"]["found_in"]["how"] == "heading" and answers["A.1"]["found_in"]["cell_index"] == 5
    assert answers["A.1"]["found_in"]["label"] == "### A.1"
    assert answers["A.2"]["text"] == "A1, porque repete." and answers["A.2"]["found_in"]["how"] == "multi_answer_cell"
    assert answers["D.2"]["text"] == "Aumentaria." and answers["D.2"]["found_in"]["cell_index"] == 6
    assert answers["D.1"]["found_in"]["how"] == "tag" and answers["D.1"]["found_in"]["cell_index"] == 7
    assert answers["D.1"]["text"] == "top-p"
    # an answer typed into a code cell's comment is read, and says where (issue 21)
    assert answers["B.1"]["text"] == "0.3" and answers["B.1"]["found_by"] == "code_cell"
    assert answers["B.1"]["found_in"]["cell_index"] == 3 and answers["B.1"]["found_in"]["label"] == "B.1:"
    # no answer to B.3, but a note of the student's no question names: the instructor reads it (batch 5)
    assert answers["B.3"]["text"] == "" and answers["B.3"]["doubt"] == "unplaced_text"
    assert [a["text"] for a in answers["B.3"]["alternatives"]] == ["Uma nota solta sem questão."]
    assert runs["A1"]["samples"] == [" used to build a model."] and runs["A1"]["source"] == "record"
    assert runs["A1"]["params"]["temperature"] == 0.2 and runs["A1"]["cells"][0]["cell_index"] == 1
    assert runs["A2"]["samples"] == [" able to read text."] and runs["A2"]["source"] == "printed"
    assert "generate(" in runs["A1"]["code"]
    missing_q = {u["question"]: u for u in unplaced if u["kind"] == "answer"}
    assert set(missing_q) == {"A.3", "B.2", "B.3", "D.3"}
    assert {u["run"] for u in unplaced if u["kind"] == "run"} == {"A3", "B1", "B2", "B3"}
    loose = [u for u in unplaced if u["kind"] == "text"]
    assert [(u["cell_index"], u["text"]) for u in loose] == [(9, "Uma nota solta sem questão.")]


def test_inspect_text_lists_answers_runs_and_what_could_not_be_placed(tmp_path, capsys):
    path = _notebook(tmp_path)
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p"]) == 0
    out = capsys.readouterr().out
    assert "A.1   cell 5" in out and "under the heading '### A.1' of cell 4" in out
    assert "A1    record, cell 1" in out and "T=0.2, top-p=0.9, 1 sample" in out
    assert "A2    printed, cell 2" in out
    assert "Could not place" in out and "- A3: no cell is tagged run-A3" in out
    assert "- cell 9" in out and "markdown text under no question heading" in out


def test_inspect_shows_a_doubt_and_both_places(tmp_path, capsys):
    nb = new_notebook(cells=[new_markdown_cell("Aumentaria.", metadata={"tags": ["answer-D.2"]}),
                             new_code_cell("x = 1"), new_markdown_cell("### D.2\n\nDiminuiria.")])
    path = tmp_path / "two.ipynb"
    nbformat.write(nb, str(path))
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--json"]) == 0
    d2 = json.loads(capsys.readouterr().out)["answers"]["D.2"]
    assert d2["text"] == "Aumentaria." and d2["doubt"] == "places_differ"
    assert [(a["text"], a["found_in"]["cell_index"]) for a in d2["alternatives"]] == [("Diminuiria.", 2)]
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p"]) == 0
    out = capsys.readouterr().out
    assert "needs review: places differ" in out and "also in cell 2" in out and "'Diminuiria.'" in out


def test_inspect_blocks_shows_what_the_readers_read_cell_by_cell(tmp_path, capsys):
    """``--blocks`` (issue 31, item 6): an HTML answer cell as the answer finder reads it, a stream with
    its carriage returns applied and a display that is only HTML, as the run finder reads them."""
    code = new_code_cell("for i in tqdm(range(2)): ...\ndf.style")
    code.outputs = [new_output("stream", name="stderr", text="  0%|   | 0/2\r100%|███| 2/2\n"),
                    new_output("execute_result", execution_count=1, data={
                        "text/html": "<table><tr><th>run</th><th>output</th></tr><tr><td>A1</td><td> x &amp; y</td></tr>"
                                     "</table>", "text/plain": "<pandas.io.formats.style.Styler at 0x7f61eb874a90>"})]
    nb = new_notebook(cells=[new_markdown_cell("<h3>A.2</h3><p>A <b>A1</b> repete.</p>"), code])
    path = tmp_path / "blocks.ipynb"
    nbformat.write(nb, str(path))
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--blocks", "--json"]) == 0
    blocks = json.loads(capsys.readouterr().out)["blocks"]
    assert blocks[0] == {"cell_index": 0, "cell_id": nb.cells[0].id, "cell_type": "markdown", "rendered": True,
                         "text": "### A.2\n\nA **A1** repete."}
    assert [(b["output"], b["mime"], b["text"]) for b in blocks[1:]][0] == (0, "stderr", "100%|███| 2/2\n")
    assert blocks[2]["mime"] == "text/html" and "x & y" in blocks[2]["text"]
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--blocks"]) == 0
    out = capsys.readouterr().out
    assert "What the readers read" in out and "(text/html)]" in out and "    | A **A1** repete." in out
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p"]) == 0
    assert "What the readers read" not in capsys.readouterr().out  # only when asked


def test_inspect_reads_unplaced_items_from_the_extraction_whatever_their_shape(tmp_path, capsys, monkeypatch):
    import grader.reading.extract as extract_module

    @dataclass(frozen=True)
    class Item:
        kind: str
        run: str
        why: str

    @dataclass(frozen=True)
    class WithUnplaced:
        generations: dict
        answers: dict
        run_code: dict
        problems: tuple = ()
        unplaced: tuple = ()

    real = extract_module.extract

    def fake(nb, activity, **kwargs):
        ext = real(nb, activity, **kwargs)
        return WithUnplaced(ext.generations, ext.answers, ext.run_code, ext.problems, (
            {"kind": "run", "run": "B1", "why": "two prints in one cell"}, Item("run", "B2", "no tag"),
            "a bare message"))

    monkeypatch.setattr(extract_module, "extract", fake)
    path = _notebook(tmp_path)
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--json"]) == 0
    unplaced = json.loads(capsys.readouterr().out)["unplaced"]
    runs = [u for u in unplaced if u.get("run") in ("B1", "B2")]
    assert [u["why"] for u in runs] == ["two prints in one cell", "no tag"]  # theirs, not a second line of ours
    assert {"kind": "output", "why": "a bare message"} in unplaced


def test_inspect_loads_no_model_and_no_torch(tmp_path):
    path = _notebook(tmp_path)
    code = ("import sys\nfrom grader import cli\n"
            f"assert cli.main(['inspect', {str(path)!r}, '--activity', 'temperature-top-p', '--json']) == 0\n"
            "assert 'torch' not in sys.modules and 'transformers' not in sys.modules, 'a model stack was imported'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["answers"]["A.2"]["text"] == "A1, porque repete."


@pytest.mark.parametrize("activity,expected", [("nope", "nope"), ("temperature-top-p", "not valid JSON")])
def test_inspect_usage_errors_exit_2(tmp_path, capsys, activity, expected):
    path = tmp_path / "broken.ipynb"
    path.write_text("{", encoding="utf-8")
    assert cli.main(["inspect", str(path), "--activity", activity]) == 2
    assert expected in capsys.readouterr().err


def test_inspect_of_a_missing_file_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as info:
        cli.main(["inspect", str(tmp_path / "none.ipynb"), "--activity", "temperature-top-p"])
    assert info.value.code == 2 and "no such file" in capsys.readouterr().err


def _sc_record(rec):
    return {**rec, "prompt": "Classifique o sentimento.", "params": {**rec["params"], "max_new_tokens": 8}}


def test_inspect_lists_every_sample_of_a_multi_sample_run(tmp_path, capsys):
    cell = new_code_cell('amostras = [generate(model, tokenizer, prompt_sc, run="SC") for _ in range(2)]',
                         metadata={"tags": ["run-SC"]})
    recs = [_sc_record(_record("SC", t, 0.9, 0.9)) for t in (" POSITIVO", " NEGATIVO")]
    cell.outputs = [new_output("display_data", data={GENERATION_MIME: r, "text/plain": "[registro]"}) for r in recs]
    path = tmp_path / "sc.ipynb"
    nbformat.write(new_notebook(cells=[cell]), str(path))
    assert cli.main(["inspect", str(path), "--activity", "template", "--json"]) == 0
    sc = json.loads(capsys.readouterr().out)["runs"]["SC"]
    assert sc["samples"] == [" POSITIVO", " NEGATIVO"] and sc["source"] == "record"


def test_inspect_verify_says_how_each_run_was_verified(tmp_path, capsys, smollm):
    """--verify (issue 31, item 6): a genuine recorded sample is exact; a printed text with one word
    edited is not verified, with the verifier's reason; a run the notebook lacks has no entry."""
    import torch

    from grader.course import generate

    torch.manual_seed(3)
    genuine = generate(smollm.model, smollm.tokenizer, PROMPT, run="A1", temperature=0.2, top_p=0.9,
                       max_new_tokens=12)
    record = {**_record("A1", genuine, 0.2, 0.9), "model": "smollm2-135m", "device": "cpu"}
    words = genuine.split()
    edited = " ".join(words[:-1] + ["zebracorn"])  # a word the model would not have drawn here
    a1 = new_code_cell('saida = generate(model, tokenizer, PROMPT, run="A1", temperature=0.2, top_p=0.9)',
                       metadata={"tags": ["run-A1"]})
    a1.outputs = [new_output("display_data", data={GENERATION_MIME: record, "text/plain": "[registro A1]"})]
    a2 = new_code_cell("print(gerar(0.7, 0.9))", metadata={"tags": ["run-A2"]})
    a2.outputs = [new_output("stream", name="stdout", text=PROMPT + " " + edited + "\n")]
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=[a1, a2]), str(path))
    capsys.readouterr()  # what generate printed

    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--json", "--verify",
                     "--model", "smollm2-135m"]) == 0
    runs = json.loads(capsys.readouterr().out)["runs"]
    assert [c["how"] for c in runs["A1"]["verification"]] == ["exact"]
    (a2_check,) = runs["A2"]["verification"]
    assert a2_check["how"] == "not verified" and a2_check["verdict"] != "consistent" and a2_check["message"]
    assert "verification" not in runs.get("A3", {})
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--verify",
                     "--model", "smollm2-135m"]) == 0
    text = capsys.readouterr().out
    assert "verified (A1): exact" in text and "verified (A2): not verified — " in text
