"""Red team batch 13's held-out part (issue 31), the principles it showed:

- a text escaped for printing (``t.encode("unicode_escape").decode("ascii")``) is read back exactly;
- a text its own header names as a run, sampled with parameters that are no run's configuration, is that
  run generated wrongly (runs-genuine names both settings), not an unplaced output;
- one question named twice in a cell ("A2:" among A.1's excerpts, then "A2 - ..."): the label written as
  the notebook writes its sure headings is the question's; "**Q-C1**" names C.1;
- texts side by side under a "─┼─" rule with "┆" between the columns are each its column, an empty
  column an empty text; a drawn table is read as its rows and only so;
- ``textwrap.shorten(t) or "(nada)"``: the beginning of the text, the placeholder an empty text;
- samples laid out in a grid of reprs cut for width (``' NEGATIVO\\n\\nT…``) are the samples' beginnings;
- a table's cell folded at a full line of short words was folded at a space;
- a choice a few hundredths from the measure's first is a near tie: review, not a fail.
"""

from __future__ import annotations

import copy
import shutil
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_markdown_cell, new_output
from test_cut_short_runs import WordVerifier
from test_run_finder import code_cell, notebook

from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.answers import locate_answers
from grader.reading.printed_layouts import box_table, grid_cells
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP, TP_RUBRIC = load_specs("temperature-top-p")
COT = load_specs("chain-of-thought")[0]
TPL = load_specs("template")[0]
BATCH = Path(__file__).parent / "data" / "redteam" / "batch-13"

LM = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
      "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
      "prompt = 'Transformers are models that'\nx = tok(prompt, return_tensors='pt')\n")
A_TEXTS = [" can be used to analyze data.\n\nThe main characteristics are:\n* **Data-driven**",
           " take into account the effects of gravity.", " use algorithms to predict behavior."]


def _tsv(top_p: str) -> tuple[str, str]:
    code = ("for i, T in enumerate([0.2, 0.7, 1.0]):\n    torch.manual_seed(1331 + i)\n"
            f"    y = modelo.generate(**x, do_sample=True, temperature=T{top_p}, max_new_tokens=80)\n"
            "    t = tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            "    print(f'A{i+1}\\t{T}\\t0.9\\t' + t.encode('unicode_escape').decode('ascii'))\n")
    shown = "".join(f"A{i + 1}\t{t}\t0.9\t{text.encode('unicode_escape').decode('ascii')}\n"
                    for i, (t, text) in enumerate(zip((0.2, 0.7, 1.0), A_TEXTS)))
    return code, shown


@pytest.mark.parametrize("top_p", [", top_p=0.9", ""])
def test_an_escaped_text_is_read_back_exactly_and_a_labelled_run_sampled_otherwise_is_that_run(top_p):
    code, shown = _tsv(top_p)
    nb = notebook([code_cell(LM, [], 1), code_cell(code, [new_output("stream", name="stdout", text=shown)], 2)])
    placed = find_runs(nb, TP).generations
    assert {rid: [g.text for g in gens] for rid, gens in placed.items()} == \
        {f"A{i + 1}": [t] for i, t in enumerate(A_TEXTS)}
    differ = [g.extra.get("params_differ") for gens in placed.values() for g in gens]
    if top_p:  # the activity's configuration: nothing differs
        assert differ == [None, None, None]
    else:  # top-p left out (1.0) while the lines print 0.9: each run named by its line, generated wrongly
        assert all(d and "top-p=1" in d["code"].replace(" ", "") for d in differ), differ


def test_a_label_on_a_line_that_names_another_runs_configuration_is_still_not_used():
    code, shown = _tsv(", top_p=0.9")
    shown = shown.replace("A1\t0.2\t0.9", "B2\t0.2\t0.6")  # the line says B2; the code made T=0.2, top-p 0.9: A1's
    nb = notebook([code_cell(LM, [], 1), code_cell(code, [new_output("stream", name="stdout", text=shown)], 2)])
    placed = find_runs(nb, TP).generations
    assert "B2" not in placed


def test_a_question_named_twice_in_a_cell_is_the_one_written_as_the_headings_are():
    text = ("A1 - A1: \"They are widely used.\"\nA2: \"These models have been used.\"\nA3: \"The user-facing aspect.\"\n\n"
            "A2 - A1 (T=0.2). It keeps coming back to \"modeler\".\n\nA3 - A2 (T=0.7): it drifts.\n\n"
            "B1 - top_p 0.3 (B1).\n\nB2 - \"can be used\"\n\nB3 - top-p keeps the smallest set.\n\n"
            "D1 - top-p\n\nD2 - increase it\n\nD3 - In part B only top-p changed.")
    nb = notebook([code_cell("x = 1"), new_markdown_cell(text)])
    answers = locate_answers(nb, TP).answers
    assert answers["A.2"].text.startswith("A1 (T=0.2)") and answers["A.3"].text.startswith("A2 (T=0.7)")
    assert "These models have been used" in answers["A.1"].text  # the run-named excerpts stay in A.1's answer
    assert answers["A.2"].doubt == "" and answers["A.3"].doubt == ""  # one answer each, nothing for review


def test_a_label_joined_to_the_id_by_a_dash_names_the_question():
    nb = notebook([code_cell("x = 1"), new_markdown_cell("**Q-C1** No, it never says 85.\n\n**Q-C2** \"Now, multiply"
                                                         " both sides\"\n\n**Q-C3** No, it only looks like reasoning.")])
    answers = locate_answers(nb, COT).answers
    assert answers["C.1"].text.startswith("No, it never") and answers["C.3"].text.startswith("No, it only")


def test_texts_side_by_side_under_box_rules_are_each_their_column_and_an_empty_column_is_empty():
    code = (LM + "import itertools, textwrap\n"
            "def answer(q, n):\n    x = tok(q, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"p1 = answer({COT.prompt_for('P1')!r}, 40)\np2 = answer({COT.prompt_for('P2')!r}, 80)\n"
            "col = lambda t: [l for par in t.split('\\n') for l in (textwrap.wrap(par, 20) or [''])]\n"
            "print(f\"{'P1 direct':<20} ┆ {'P2 step by step':<20}\")\nprint('-' * 20 + '-┼-' + '-' * 20)\n"
            "for a, b in itertools.zip_longest(col(p1), col(p2), fillvalue=''):\n    print(f'{a:<20} ┆ {b:<20}')\n")
    p2 = "01 = 80.01.\n\nNow, multiply both sides by 10."
    rows = [("", "01 = 80.01."), ("", ""), ("", "Now, multiply both"), ("", "sides by 10.")]
    shown = f"{'P1 direct':<20} ┆ {'P2 step by step':<20}\n" + "-" * 20 + "-┼-" + "-" * 20 + "\n" + \
        "".join(f"{a:<20} ┆ {b:<20}\n" for a, b in rows)
    nb = notebook([code_cell(code, [new_output("stream", name="stdout", text=shown)], 1)])
    placed = {rid: [g.text for g in gens] for rid, gens in find_runs(nb, COT).generations.items()}
    assert placed["P1"] == [""]
    assert " ".join(placed["P2"][0].split()) == " ".join(p2.split()) and "\n\n" in placed["P2"][0]


def test_a_shortened_text_is_its_beginning_and_the_placeholder_is_an_empty_text():
    code = (LM + "import textwrap\n"
            "def pergunta(q, n):\n    x = tok(q, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"saidas = {{'P1': pergunta({COT.prompt_for('P1')!r}, 40), 'P2': pergunta({COT.prompt_for('P2')!r}, 80)}}\n"
            "for k, s in saidas.items():\n"
            "    print(f'{k}:', textwrap.shorten(s, width=60, placeholder=' …') or '(nada)')\n")
    shown = "P1: (nada)\nP2: 52 + 58.52 + 27.52 = 37.12. So, the total cost of …\n"
    nb = notebook([code_cell(code, [new_output("stream", name="stdout", text=shown)], 1)])
    placed = find_runs(nb, COT).generations
    assert [g.text for g in placed["P1"]] == [""]
    (p2,) = placed["P2"]
    assert p2.text == "52 + 58.52 + 27.52 = 37.12. So, the total cost of" and p2.extra.get("cut")


GRID = ("linha 1 | ' Adicionável\\n… | ' \"NEGATIVO\"\\n'  | ' \"NO\"\\n\\nEste … | ' it\\'s a wor… | ' NEGATIVO\\n\\nT…\n"
        "        | None             | NEGATIVO         | None             | None             | NEGATIVO\n"
        "linha 2 | ' O quei os val… | ' \"SOMETIMER\"\\n' | ' POSITIVO ou N… | ' NEGATIVO\\n\\nT… | ' É tambél que …\n"
        "        | None             | None             | POSITIVO         | NEGATIVO         | None\n\n"
        "POSITIVO: 1  NEGATIVO: 3  sem rótulo: 6\n")


def test_a_grid_of_reprs_cut_for_width_gives_each_samples_beginning_in_order():
    start, end, rows, _ = grid_cells(GRID)
    assert [v for _, v in rows] == [" Adicionável\n…", ' "NEGATIVO"\n', ' "NO"\n\nEste …', " it's a wor…",
                                    " NEGATIVO\n\nT…", " O quei os val…", ' "SOMETIMER"\n', " POSITIVO ou N…",
                                    " NEGATIVO\n\nT…", " É tambél que …"]
    assert GRID[end:].startswith("\nPOSITIVO: 1")  # the counts below are no sample
    assert grid_cells("a | b | c\nd | e | f\n") is None  # cells that are no strings: no grid of samples


def test_samples_in_a_grid_are_the_runs_samples_cut_where_the_grid_cut_them():
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def gera(p, n=8, **kw):\n    x = tok(p, return_tensors='pt')\n"
            "    return tok.decode(modelo.generate(**x, max_new_tokens=n, **kw)[0, x['input_ids'].shape[1]:])\n"
            f"prompt_sc = {TPL.prompt_for('SC')!r}\namostras = []\nfor i in range(10):\n"
            "    torch.manual_seed(1310 + i)\n"
            "    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))\n"
            "mostra_grade(amostras)\n")
    nb = notebook([code_cell(code, [new_output("stream", name="stdout", text=GRID)], 1)])
    (sc,) = [gens for rid, gens in find_runs(nb, TPL).generations.items() if rid == "SC"]
    assert [g.text for g in sc][:2] == [" Adicionável\n", ' "NEGATIVO"\n']
    assert [bool(g.extra.get("cut")) for g in sc][:2] == [True, False]


def test_a_cell_folded_at_a_full_line_of_short_words_was_folded_at_a_space():
    table = ("+------+------------+\n| run  | text       |\n+======+============+\n"
             "| A1   | one two si |\n|      | x words    |\n+------+------------+\n"
             "| A2   | ESPACIOLON |\n|      | GOWORD     |\n+------+------------+\n")
    rows = box_table(table)[3]
    assert [r[1] for r in rows] == ["one two si x words", "ESPACIOLONGOWORD"]


def _tp132(tmp_path: Path, b1: str | None = None) -> dict[str, object]:
    src = BATCH / "tp132-gridtable-wrapped-oneseed.ipynb"
    nb = nbformat.read(str(src), as_version=4)
    if b1 is not None:
        nb = copy.deepcopy(nb)
        cell = next(c for c in nb.cells if c.cell_type == "markdown" and c.source.startswith("1. B2"))
        cell.source = cell.source.replace("1. B2 (top-p 0.6), por pouco.", b1, 1)
    path = tmp_path / "aluno.ipynb"
    nbformat.write(nb, str(path))
    setup = Setup(TP, TP_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    return {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "work").criteria}


def test_a_grid_table_notebook_is_read_whole_and_a_near_tie_is_reviewed_a_clear_miss_fails(tmp_path):
    crits = _tp132(tmp_path)
    assert crits["A.1-excerpts"].status is Status.PASS  # every excerpt crosses the table's rows
    near = crits["B.1-choice"]
    assert near.status is Status.NEEDS_REVIEW and near.evidence["message_key"] == "choice.near_tie"
    shutil.rmtree(tmp_path / "work", ignore_errors=True)
    far = _tp132(tmp_path, b1="1. B3 (top-p 0.9).")["B.1-choice"]
    assert far.status is Status.FAIL and far.evidence["message_key"] == "choice.disagrees"


def test_a_small_gap_that_every_way_of_counting_keeps_is_a_fail_not_a_near_tie(tmp_path):
    # B1 named; B2 0.16 against B1 0.11 by 3-grams, and B2 first by 2-grams, 4-grams and raw pieces alike
    path = Path(__file__).parent / "data" / "corpus" / "tp-starter-stale.ipynb"
    setup = Setup(TP, TP_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    crit = {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "work").criteria}["B.1-choice"]
    assert crit.status is Status.FAIL and crit.evidence["message_key"] == "choice.disagrees"
