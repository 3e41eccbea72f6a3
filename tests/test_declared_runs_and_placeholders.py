"""Red team batch 12's held-out part (issue 31), four principles:

- an HTML comment in a markdown cell (a first draft) is invisible once rendered: nobody's answer;
- ``s if s.strip() else "<vazio>"``: the student's placeholder printed for an empty text is that text,
  empty, not a text of the model's;
- where the code drew several samples per run and the student declares one of them the run with the
  printed headers' own label ("I use sample #1 of each configuration"), that sample is the run; a label
  no header holds changes nothing;
- a sampled text whose prompt only one run has is that run's even when the code sampled it with other
  parameters: the run, generated wrongly. runs-genuine deducts it and names both settings; it is no
  accusation, and the answers about it are judged on it.
"""

from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_cut_short_runs import WordVerifier
from test_json_quoted_and_unplaced import GERAR
from test_run_finder import code_cell, notebook

from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.answers import locate_answers
from grader.reading.extract import extract
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
FS = load_specs("few-shot")[0]
COT = load_specs("chain-of-thought")[0]
TP = load_specs("temperature-top-p")[0]
TPL, TPL_RUBRIC = load_specs("template")


def test_a_draft_in_an_html_comment_is_not_the_answer():
    md = ("<!-- rascunho:\nF.1: NEGATIVO / NEGATIVO\nF.2: ambas\nF.4: sim, mudou\n-->\n"
          "- **F.1** zero-shot: ` \"Este filme foi um` · few-shot: ` NEGATIVO`\n- **F.2** Só o few-shot.\n"
          "- **F.4** Não mudou: inverti a ordem das demonstrações.")
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]), FS).answers
    assert found["F.2"].text.startswith("Só o few-shot") and not found["F.2"].doubt
    assert found["F.4"].text.startswith("Não mudou") and not found["F.4"].doubt
    assert "NEGATIVO / NEGATIVO" not in found["F.1"].text


LOOP = ("for nome, pergunta, n in [('P1', {p1!r}, 40), ('P2', {p2!r}, 80)]:\n"
        "    s = gerar(pergunta, n, do_sample=True, temperature=0.7, top_p=0.9)\n"
        "    print(f'### {{nome}}')\n    print({shown})\n    print()\n")


@pytest.mark.parametrize("shown", ['s if s.strip() else "<vazio>"', '"<vazio>" if not s else s'])
def test_a_placeholder_printed_for_an_empty_text_is_the_empty_text(shown):
    code = LOOP.format(p1=COT.prompt_for("P1"), p2=COT.prompt_for("P2"), shown=shown)
    out = "### P1\n<vazio>\n\n### P2\n27 + 58 = 85. So the answer is 85.\n\n"
    nb = notebook([code_cell(GERAR, [], 1), code_cell(code, [new_output("stream", name="stdout", text=out)], 2)])
    placed = find_runs(nb, COT).generations
    assert [g.text for g in placed["P1"]] == [""]
    assert [g.text for g in placed["P2"]] == ["27 + 58 = 85. So the answer is 85."]


TP_CODE = ("prompt = 'Transformers are models that'\nenc = tok(prompt, return_tensors='pt')\n"
           "def tres(T, p):\n    out = modelo.generate(**enc, do_sample=True, temperature=T, top_p=p, "
           "max_new_tokens=80, num_return_sequences=3)\n"
           "    return [tok.decode(o[enc['input_ids'].shape[1]:], skip_special_tokens=True) for o in out]\n")
LOOP_A = ("for T in (0.2, 0.7, 1.0):\n    for i, s in enumerate(tres(T, 0.9)):\n"
          "        print(f'[T={T} · top_p=0.9 · #{i}]')\n        print(s)\n")
LOOP_B = ("for p in (0.3, 0.6, 0.9):\n    for i, s in enumerate(tres(0.7, p)):\n"
          "        print(f'[T=0.7 · top_p={p} · #{i}]')\n        print(s)\n")


def _three_samples(note: str | None):
    def out(head, values):
        return "".join(f"[{head(v)} · #{i}]\n text {v} sample {i}, a line of its own.\n"
                       for v in values for i in range(3))
    cells = [code_cell(GERAR.replace("def gerar", "import torch\ndef gerar"), [], 1), code_cell(TP_CODE, [], 2),
             code_cell(LOOP_A, [new_output("stream", name="stdout",
                                           text=out(lambda t: f"T={t} · top_p=0.9", (0.2, 0.7, 1.0)))], 3),
             code_cell(LOOP_B, [new_output("stream", name="stdout",
                                           text=out(lambda p: f"T=0.7 · top_p={p}", (0.3, 0.6, 0.9)))], 4)]
    if note:
        cells.append(nbformat.v4.new_markdown_cell(note))
    return extract(notebook(cells), TP).generations


def test_the_sample_a_student_declares_with_the_headers_label_is_the_run():
    every = _three_samples(None)
    assert {rid: len(g) for rid, g in every.items()} == {r: 3 for r in ("A1", "A2", "A3", "B1", "B2", "B3")}
    picked = _three_samples("Note: for the questions I use **sample #1** (the second one) of each configuration.")
    assert {rid: [g.text for g in gens] for rid, gens in picked.items()}["A1"] == [" text 0.2 sample 1, a line of its own."]
    assert all(len(g) == 1 and g[0].extra["header"].endswith("#1]") for g in picked.values())


@pytest.mark.parametrize("note", ["I use sample #7 of each configuration.",  # no header holds it
                                  "Sample #1 looked odd to me.",  # names a sample, chooses nothing
                                  "I use sample #1 and sample #2."])  # two labels fit: in doubt
def test_a_declaration_no_header_fits_or_that_chooses_nothing_keeps_every_sample(note):
    assert {rid: len(g) for rid, g in _three_samples(note).items()} == {r: 3 for r in ("A1", "A2", "A3", "B1", "B2", "B3")}


def _template(tmp_path, temperature: float, loose: str | None = None):
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\ncfg = dict(do_sample=True, temperature={temperature}, top_p=0.9)\n"
            "for i in range(10):\n    s = gerar(prompt_sc, 8, **cfg)\n    print(f'{i}. {s!r}')\n")
    run = new_code_cell(code)
    run.outputs = [new_output("stream", name="stdout", text="".join(f"{i}. ' NEGATIVO'\n" for i in range(10)))]
    greedy = new_code_cell(f"print('solto:', gerar({loose or TPL.prompt_for('LOOSE')!r}, 16))\n"
                           f"print('rígido:', gerar({TPL.prompt_for('STRICT')!r}, 8))\n")
    greedy.outputs = [new_output("stream", name="stdout", text="solto:  \"Este filme foi um erro.\"\nrígido:  NEGATIVO\n")]
    answer = new_markdown_cell("**T.1** solto: ` \"Este filme foi um erro.\"` · rígido: ` NEGATIVO`\n\n"
                               "**T.4** NEGATIVO: 10 NEGATIVO, 0 POSITIVO, 0 sem rótulo.")
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell(GERAR), greedy, run, answer]), str(path))
    setup = Setup(TPL, TPL_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    return {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "work").criteria}


def test_samples_of_the_runs_own_prompt_drawn_at_another_temperature_are_that_run_generated_wrongly(tmp_path):
    crits = _template(tmp_path, 0.2)
    genuine = crits["runs-genuine"]
    assert genuine.status in (Status.PARTIAL, Status.FAIL) and "T=0.2" in genuine.message and "T=0.9" in genuine.message
    assert "não é uma saída real" not in genuine.message and "professor confere" not in genuine.message
    assert crits["T.4-vote"].status is Status.PASS  # the recount is judged on the samples shown
    assert _template(tmp_path, 0.9)["runs-genuine"].status is Status.PASS


def test_a_run_whose_prompt_the_student_reworded_is_shown_for_review_not_called_absent(tmp_path):
    from grader.reading.declared import near_prompt

    prompts = {rid: TPL.prompt_for(rid) for rid in TPL.runs}
    reworded = TPL.prompt_for("LOOSE").replace('\n"Este', "\nEste")  # the opening quote lost, as the book prints it
    assert near_prompt(prompts, reworded) == "LOOSE"
    assert near_prompt(prompts, "Translate to German: I like films.") is None
    assert near_prompt({"A1": "Transformers are models that", "A2": "Transformers are models that"},
                       "Transformers are models which") is None  # runs that share a prompt: no single run
    crits = _template(tmp_path, 0.9, loose=reworded)
    assert crits["T.1-copied"].status is Status.NEEDS_REVIEW
    assert _template(tmp_path, 0.9)["T.1-copied"].status is Status.PASS
