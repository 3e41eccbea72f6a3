"""Red team batch 12 (issue 31), four principles:

- a table printed as LaTeX (``print(df.to_latex())``) is read row by row like any printed table: each
  row's text cell, its own line breaks kept, the row terminator and the rules no part of any text;
- a quote elided with "..." is its pieces found in order in one output, not a phantom;
- a run the code generated with a decoding rule the activity does not use (``min_new_tokens``, a
  repetition ban, a beam search) is not the activity's run: runs-genuine loses that run's share, with the
  rule named, never an accusation; a neutral value costs nothing;
- a few-shot variation that kept every demonstration as it was (it changed the instruction or the text
  to classify) answers a question the activity did not ask: partial, not pass;
- "**Q1** Não." under "## Parte C" answers C.1: a bold label with its number, the answer after it.
"""

from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_cut_short_runs import WordVerifier
from test_json_quoted_and_unplaced import GERAR
from test_prompting_activities import COT_GOOD, fs_grade, make_setup
from test_run_finder import code_cell, notebook

from grader.core.records import Status
from grader.core.textnorm import locate
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
FS = load_specs("few-shot")[0]
COT, COT_RUBRIC = load_specs("chain-of-thought")

LATEX = ("\\begin{tabular}{ll}\n\\toprule\nexecucao & saida \\\\\n\\midrule\n"
         "ZS &  \"Este filme foi um \\\\\nFS &  NEGATIVO\n\nText \\\\\nVAR &  NEGATIVO\n\n\nText \\\\\n"
         "\\bottomrule\n\\end{tabular}\n\n")
FS_CODE = ("import pandas as pd\nfrom transformers import AutoTokenizer, AutoModelForSeq2SeqLM\n"
           "tok = AutoTokenizer.from_pretrained('google/flan-t5-small')\n"
           "modelo = AutoModelForSeq2SeqLM.from_pretrained('google/flan-t5-small')\n"
           "def gera(p):\n    x = tok(p, return_tensors='pt')\n"
           "    return tok.decode(modelo.generate(**x, max_new_tokens=8)[0], skip_special_tokens=True)\n"
           f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
           "variacao = few_shot.replace('Adorei', 'Amei')\n")


def test_a_table_printed_as_latex_gives_each_row_its_text_with_its_line_breaks():
    show = ("df = pd.DataFrame({'execucao': ['ZS', 'FS', 'VAR'], "
            "'saida': [gera(p) for p in (zero_shot, few_shot, variacao)]})\nprint(df.to_latex(index=False))")
    nb = notebook([code_cell(FS_CODE, [], 1),
                   code_cell(show, [new_output("stream", name="stdout", text=LATEX)], 2)])
    placed = find_runs(nb, FS).generations
    assert {rid: [g.text for g in gens] for rid, gens in placed.items()} == \
        {"ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" NEGATIVO\n\n\nText"]}


def test_an_elided_quote_is_found_piece_by_piece_in_order_and_only_so():
    out = "27 + 58 + 19.25 = 104.25\n\nThe sum is done.\nSo, 104.25 is a fractional decimal."
    span = locate('"25 = 104.25 ... So, 104.25 is a fractional decimal."', out)
    assert span is not None and out[span[0]:span[1]].startswith("25 = 104.25") and out[:span[1]].endswith("decimal.")
    assert locate("25 = 104.25 (...) The sum is done.", out) is not None
    assert locate("25 = 104.25 ... So, 104.25 is a whole number.", out) is None  # a piece the output lacks
    assert locate("So, 104.25 ... 25 = 104.25", out) is None  # the pieces out of order
    assert locate("104.25 ... decimal.", out) is None  # one-word pieces prove nothing


def _cot(tmp_path, extra: str):
    p1 = "\n\nNow, we can simplify the equation 27 + 58 = 150. This is the result."
    p2 = "First add the tens: 20 + 50 = 70. Then add the units: 7 + 8 = 15. So the answer is 85."
    code = (f"print('== P1')\nprint(gerar({COT.prompt_for('P1')!r}, 40, do_sample=True, temperature=0.7, top_p=0.9"
            f"{extra}))\nprint('== P2')\nprint(gerar({COT.prompt_for('P2')!r}, 80, do_sample=True, temperature=0.7, "
            f"top_p=0.9{extra}))\n")
    run = new_code_cell(code)
    run.outputs = [new_output("stream", name="stdout", text=f"== P1\n{p1}\n== P2\n{p2}\n")]
    answers = [new_markdown_cell(f"**{q}:** {COT_GOOD[q]}") for q in ("C.1", "C.2", "C.3")]
    path = tmp_path / "aluno.ipynb"
    nbformat.write(new_notebook(cells=[new_code_cell(GERAR), run, *answers]), str(path))
    setup = Setup(COT, COT_RUBRIC, "smollm2-135m", lm=None, verifier=WordVerifier(), lang="pt", execute=False,
                  reference={})
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}["runs-genuine"]


@pytest.mark.parametrize("extra,named", [(", min_new_tokens=20", "min_new_tokens=20"),
                                         (", no_repeat_ngram_size=3", "no_repeat_ngram_size=3"),
                                         (", num_beams=3", "num_beams=3")])
def test_runs_generated_with_a_rule_the_activity_does_not_use_are_not_its_runs(tmp_path, extra, named):
    crit = _cot(tmp_path, extra)
    assert crit.status in (Status.PARTIAL, Status.FAIL) and crit.points < crit.max_points
    assert named in crit.message and "não pode ter sido gerad" not in crit.message
    assert "professor confere" not in crit.message  # a deduction with its reason, not a review


@pytest.mark.parametrize("extra", ["", ", repetition_penalty=1.0", ", num_beams=1"])
def test_a_neutral_value_of_such_a_rule_costs_nothing(tmp_path, extra):
    assert _cot(tmp_path, extra).status is Status.PASS


def test_which_part_of_a_few_shot_prompt_a_variation_changed():
    from grader.checks.prompting import _demonstrations_kept

    fs = FS.prompt_for("FS")
    assert _demonstrations_kept(fs, fs.replace("desperdício de tempo", "filme lindo")) == "query"
    assert _demonstrations_kept(fs, fs.replace("Classifique o sentimento", "Diga o sentimento")) == "instruction"
    assert _demonstrations_kept(fs, fs.replace("Adorei", "Amei")) is None  # a demonstration edited
    blocks = fs.split("\n\n")
    reordered = "\n\n".join([blocks[0], blocks[2], blocks[1], blocks[3]])
    assert _demonstrations_kept(fs, reordered) is None  # reordered
    assert _demonstrations_kept(fs, fs.replace("Sentimento: NEGATIVO\n\n", "Sentimento: NEGATIVO\n\nTexto: \"Ok.\"\n"
                                                                        "Sentimento: POSITIVO\n\n")) is None  # added


@pytest.fixture(scope="module")
def fewshot():
    greedy = {FS.prompt_for("ZS"): "POSITIVO", FS.prompt_for("FS"): "POSITIVO"}
    return make_setup("few-shot", greedy)


def test_a_variation_of_the_text_to_classify_is_partial_and_one_of_a_demonstration_passes(tmp_path, fewshot):
    query = FS.prompt_for("FS").replace("Este filme foi um desperdício de tempo.", "Que filme lindo.")
    demo = FS.prompt_for("FS").replace("Adorei, foi excelente e emocionante.", "Amei o filme.")
    local = make_setup("few-shot", {**fewshot.verifier.greedy, query: "POSITIVO", demo: "POSITIVO"})
    crits, _ = fs_grade(tmp_path, local, outputs={"VAR": "POSITIVO"}, var_prompt=query,
                        answers={"F.4": "Não mudou: troquei o texto a classificar e continuou POSITIVO."})
    crit = crits["F.4-variation"]
    assert crit.status is Status.PARTIAL and "texto a classificar" in crit.message and "demonstração" in crit.message
    crits, _ = fs_grade(tmp_path, local, outputs={"VAR": "POSITIVO"}, var_prompt=demo,
                        answers={"F.4": "Não mudou: troquei a primeira demonstração e continuou POSITIVO."})
    assert crits["F.4-variation"].status is Status.PASS


def test_a_bold_label_with_its_number_under_a_part_heading_names_the_question():
    md = ('**Q1** Não. Na P1 deu 149.\n\n**Q2** "To find 27 + 58, we simply add"\n\n'
          "**Q3** Não garante: é só estilo.")
    nb = new_notebook(cells=[new_markdown_cell("## Parte C"), new_markdown_cell(md)])
    found = locate_answers(nb, COT).answers
    assert found["C.1"].text.startswith("Não. Na P1") and found["C.3"].text.startswith("Não garante")
    # a bold number without a label is a count in a sentence, not a question's id
    nb = new_notebook(cells=[new_markdown_cell("## Parte C"),
                             new_markdown_cell("**C.1** Não.\n\n**3** vezes o modelo errou a conta.")])
    found = locate_answers(nb, COT).answers
    assert found["C.1"].text.startswith("Não.") and not (found.get("C.3") and found["C.3"].text)


def test_a_latex_table_escaped_by_pandas_is_read_back_as_the_text():
    from grader.reading.printed_layouts import latex_tabular

    shown = ("\\begin{tabular}{ll}\n\\toprule\nrun & saida \\\\\n\\midrule\n"
             "ZS & 50\\% \\& mais\\_x \\textasciitilde{} \\\\\nFS & ok \\\\\n\\bottomrule\n\\end{tabular}\n")
    assert latex_tabular(shown)[3] == [["ZS", "50% & mais_x ~"], ["FS", "ok"]]
