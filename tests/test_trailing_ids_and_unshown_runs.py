"""Red team batch 15 (issue 31), the principles its dev part showed:

- an answer whose question id comes after it ("o A1 é o mais repetitivo ... (A.2).") ends there and
  begins at the previous such id or at its paragraph's start; a question line with its id after it is
  still a question;
- a heading that is the question shortened ("#### Does the reasoning shown guarantee correctness?")
  names that question; a fenced JSON object of answers is each key a label over its value;
- sentences of one text printed one per line behind "A1·s3 | " are that one text;
- a run the code generates whose output no reader found (empty and never printed, or shown in a shape
  not read) makes a comparison resting on it a review, not a fail; an empty <textarea> is an empty run;
- a copy that opens with the output's own quotation mark is not read as going on past the output.
"""

from __future__ import annotations

import json

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_cut_short_runs import WordVerifier
from test_run_finder import code_cell, notebook

from grader.checks.prompting import _quoted_further
from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs
from grader.reading.shown_text import unnumbered

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
COT, COT_RUBRIC = load_specs("chain-of-thought")
TPL = load_specs("template")[0]


def _answers(activity, *cells):
    nb = notebook([code_cell("x = 1"), *[new_markdown_cell(c) for c in cells]])
    return locate_answers(nb, activity).answers


def test_answers_whose_ids_come_after_them_end_at_their_ids():
    text = ("**A1 (T=0.2)** — trechos: A1 \"copies of itself\"; A2 \"climate models\" (A.1). Além disso, o A1 é o "
            "mais repetitivo: \"can be used to\" duas vezes (A.2).\n\n**A2 (T=0.7)** — nada de especial.\n\n"
            "**A3 (T=1.0)** — o A3 é o que mais varia. O A2 fica em clima (A.3).\n\n"
            "**Se desse loop** — mexeria primeiro no top-p (D.1), aumentando (0.6 → 0.9) (D.2), porque no B1 "
            "repetiu (D.3).")
    answers = _answers(TP, text)
    assert answers["A.1"].text == 'trechos: A1 "copies of itself"; A2 "climate models"'
    assert answers["A.2"].text.startswith("Além disso, o A1") and answers["A.2"].text.endswith("duas vezes")
    assert answers["A.3"].text == "o A3 é o que mais varia. O A2 fica em clima"  # not the A2 paragraph above
    assert answers["D.1"].text == "mexeria primeiro no top-p" and answers["D.2"].text.startswith("aumentando (0.6")
    assert answers["D.3"].text == "porque no B1 repetiu"


def test_question_lines_with_their_id_after_them_are_questions_not_answers():
    text = ("**Is the final answer correct in both cases? (C.1)**\n\nNo, neither says 85.\n\n"
            "**Copy an excerpt where it reasons (C.2)**\n\n\"First add the tens\"\n\n"
            "**Does it guarantee correctness? (C.3)**\n\nNo: it only looks like steps.")
    answers = _answers(COT, text)
    assert answers["C.1"].text == "No, neither says 85." and answers["C.3"].text == "No: it only looks like steps."


def test_a_heading_that_shortens_the_question_names_it_and_json_answers_are_read_by_key():
    text = ("#### Is the final numeric answer correct in both cases?\nNo. P1 is empty.\n\n"
            "#### Copy an excerpt where the model seems to reason\n\"5 + 3 = 8\"\n\n"
            "#### Does the reasoning shown guarantee correctness?\nNo. The steps are made up.")
    answers = _answers(COT, "## Answers", text)
    assert answers["C.2"].text == '"5 + 3 = 8"' and answers["C.3"].text == "No. The steps are made up."
    values = {"T.1": "ruim: ' \"Este filme\"\n\nE'", "T.2": "nenhum", "T.3": "O restritivo limita as opções; aqui nenhum funcionou.",
              "T.4": "NEGATIVO 4", "T.5": "não"}
    answers = _answers(TPL, "```json\n" + json.dumps(values, ensure_ascii=False, indent=2) + "\n```")
    assert {q: answers[q].text for q in values} == values  # the JSON escapes undone
    assert all(answers[q].doubt == "" for q in values)


def test_sentences_of_one_text_numbered_behind_its_name_are_that_text():
    shown = "## A1  (T=0.2)\nA1·s1 | can be used.\nA1·s2 | These models predict.\nA1·s3 | One example\n\n"
    assert unnumbered(shown) == "## A1  (T=0.2)\ncan be used.\nThese models predict.\nOne example\n\n"
    samples = "SC-1: NEGATIVO\nSC-2: POSITIVO\n"  # samples numbered: each keeps its name
    assert unnumbered(samples) == samples


def _cot(tmp_path, p1_shown: bool, p1_generated: bool = True):
    gen = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
           "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
           "def pergunta(q, n):\n    x = tok(q, return_tensors='pt')\n"
           "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
           "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")
    p2 = "13 = 27 + 12.13 = 39.13.\nThe answer is 39.13."
    code = (f"db = {{'P2': pergunta({COT.prompt_for('P2')!r}, 80)}}\n" +
            (f"db['P1'] = pergunta({COT.prompt_for('P1')!r}, 40)\n" if p1_generated else "") +
            "for k in sorted(db, reverse=True):\n    for par in db[k].split('\\n'):\n        if par.strip():\n"
            "            print(f'{k} ▸ ' + par)\n    print()\n")
    shown = ("P1 ▸ 85.\n" if p1_shown else "") + "\n" + "".join(f"P2 ▸ {ln}\n" for ln in p2.split("\n")) + "\n"
    run = new_code_cell(code)
    run.outputs = [new_output("stream", name="stdout", text=shown)]
    answers = new_markdown_cell("**C.1:** Não: o P1 saiu vazio e o P2 diz 39.13.\n\n**C.2:** \"13 = 27 + 12.13 = "
                                "39.13.\"\n\n**C.3:** Não garante: o P2 tem contas encadeadas e erra (39.13).")
    tmp_path.mkdir(parents=True)
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell(gen), run, answers]), str(path))
    setup = Setup(COT, COT_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    return {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "work").criteria}


def test_a_run_generated_and_never_shown_sends_what_rests_on_it_to_review_a_run_never_generated_fails(tmp_path):
    crits = _cot(tmp_path / "a", p1_shown=False)
    assert crits["C.1-claim"].status is Status.NEEDS_REVIEW
    assert crits["C.1-claim"].evidence["message_key"] == "choice.outputs_unshown"
    assert crits["runs-genuine"].status is Status.NEEDS_REVIEW
    crits = _cot(tmp_path / "b", p1_shown=False, p1_generated=False)
    assert crits["C.1-claim"].status is Status.FAIL and crits["runs-genuine"].status is Status.PARTIAL
    assert _cot(tmp_path / "c", p1_shown=True)["runs-genuine"].status is Status.PASS


def test_an_empty_textarea_under_a_runs_title_is_that_run_empty():
    code = ("from IPython.display import HTML, display\nimport html\n"
            "def caixa(t, s):\n    display(HTML(f'<p><b>{t}</b></p><textarea readonly>{html.escape(s)}</textarea>'))\n")
    outs = [new_output("display_data", data={"text/html": f"<p><b>{rid} — saída</b></p><textarea readonly>{t}</textarea>",
                                              "text/plain": "<IPython.core.display.HTML object>"})
            for rid, t in (("P1", ""), ("P2", "13 = 27 + 12. The answer is 39."))]
    nb = notebook([code_cell(code + "caixa('P1', p1)\ncaixa('P2', p2)\n", outs, 1)])
    placed = {rid: [g.text for g in gens] for rid, gens in find_runs(nb, COT).generations.items()}
    assert placed == {"P1": [""], "P2": ["13 = 27 + 12. The answer is 39."]}


def test_a_copy_that_opens_with_the_outputs_own_quotation_mark_is_not_read_as_going_on():
    loose = ' "Este filme foi um erro de tempo."\n\nE'
    answer = "pouco restritivo: ' \"Este filme foi um erro de tempo.\"\n\nE' | restritivo: ' \"Este filme foi um'"
    assert _quoted_further(loose, answer, [' "Este filme foi um']) is None
    completed = 'saída: "Este filme foi um desperdício de tempo."'  # the student completed a cut output
    assert _quoted_further(' "Este filme foi um', completed, []) == "desperdício de tempo."


def test_an_excerpt_from_a_text_shown_but_not_tied_to_its_run_is_reviewed_not_failed(tmp_path):
    """P1 shown empty, P2 generated from a reworded prompt (a typo): the excerpt is in a text the notebook
    shows, which the grader leaves to the instructor; C.2 goes to review with it."""
    gen = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
           "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
           "def continua(q, n):\n    x = tok(q, return_tensors='pt')\n"
           "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
           "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")
    typo = COT.prompt_for("P2").replace("58", "85")
    code = (f"p1 = {COT.prompt_for('P1')!r}\np2 = {typo!r}\nout1 = continua(p1, 40)\nout2 = continua(p2, 80)\n"
            "print(f'== P1 — {p1}')\nprint(out1)\nprint(f'== P2 — {p2}')\nprint(out2)\n")
    run = new_code_cell(code)
    run.outputs = [new_output("stream", name="stdout", text=f"== P1 — {COT.prompt_for('P1')}\n\n== P2 — {typo}\n"
                                                           "5 + 3.14 * 27 = 102.14.\n\nThe final answer is 1\n")]
    answers = new_markdown_cell("**C.1:** No. P1 is empty and P2 says 1.\n\n**C.2:** \"5 + 3.14 * 27 = 102.14.\"\n\n"
                                "**C.3:** No: the steps are made up (102.14, then 1).")
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell(gen), run, answers]), str(path))
    setup = Setup(COT, COT_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    crits = {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "work").criteria}
    assert crits["C.2-excerpt"].status is Status.NEEDS_REVIEW


def test_runs_that_share_a_prompt_are_generated_only_by_a_call_with_their_configuration():
    from types import SimpleNamespace

    from grader.reading.declared import unshown_runs

    prompt = TP.prompt_for("A1")
    calls = [SimpleNamespace(prompt=prompt, params={"do_sample": True, "temperature": t, "top_p": p})
             for t, p in ((0.2, 0.9), (1.0, 0.3))]  # A1's configuration, and a B1 sampled at the wrong temperature
    assert unshown_runs(TP, calls, {}) == ["A1"]  # B1 was not generated as B1: missing, not unshown
    assert unshown_runs(TP, calls, {"A1": ["a text"]}) == []
    cot = [SimpleNamespace(prompt=COT.prompt_for("P1"), params={"do_sample": True, "temperature": 0.7, "top_p": 0.9})]
    assert unshown_runs(COT, cot, {}) == ["P1"]  # a prompt of its own names its run
