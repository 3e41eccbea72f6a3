"""Red team batches 20-22's dev shapes (issue 31, round 15), each a principle with its guard:

- a pipeline called on a list of prompts (``gen([zs, fs, var])``, ``gen([p] * 10)``) is one generation per prompt;
- a table of answers whose columns are questions ("| execução | A.2 mais repetitiva | A.1 trecho |") over one
  row per run: each column read down its rows, a checked row (✔) first;
- the exercises' own numbering ("11. ... 12. ...") is a list of answers in order; a quoted question, then
  "**R:** ...", is the question restated and its answer;
- the names a notebook gives its runs in the headers it prints ("[morno] T=0.7 top_p=0.9") name them in answers;
  "passo_a_passo()" names the run "passo a passo"; "o de 2 exemplos" is the few-shot;
- two side-by-side diff tables (``difflib.HtmlDiff``) show each side's text, a text shown twice under one name once;
- a display built where nothing is generated (``Template(...).render(amostras=amostras)``) shows the texts
  the names it uses hold; a table of as many rows as one loop's samples is that loop's;
- a progress bar on standard output (a subprocess's) is no text;
- T.4: "NEGATIVO, 2 a 1" counts the winner; "as outras 7 não têm rótulo" counts the unlabelled.
"""

from __future__ import annotations

import difflib

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook, new_output
from test_run_finder import code_cell, notebook

from grader.checks.voting import _claimed_counts, _claimed_vote
from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.candidates import output_texts
from grader.reading.html_view import table_rows
from grader.reading.run_refs import chosen, find_refs, header_names, runs_of
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
COT = load_specs("chain-of-thought")[0]
FS = load_specs("few-shot")[0]
TPL = load_specs("template")[0]
ZS_P = FS.prompt_for("ZS")
FS_P = FS.prompt_for("FS")
PIPE = ("from transformers import pipeline\ngen = pipeline('text-generation', model='gpt2')\n"
        f"zero_shot = {ZS_P!r}\nfew_shot = {FS_P!r}\nvariacao = few_shot.replace('Péssimo', 'Horrível')\n")


def _runs(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def test_a_pipeline_on_a_list_of_prompts_is_one_generation_each():
    code = (PIPE + "prompts = {'0 exemplos': zero_shot, '2 exemplos': few_shot, 'variação': variacao}\n"
            "saidas = gen(list(prompts.values()), do_sample=False, max_new_tokens=8, return_full_text=False)\n"
            "for nome, s in zip(prompts, saidas):\n    print(f\"{nome:>12} | {s[0]['generated_text']!r}\")\n")
    out = "  0 exemplos | ' \"Este filme foi um'\n  2 exemplos | ' NEGATIVO\\n\\nText'\n    variação | ' NEGATIVO'\n"
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), FS)
    assert runs == {"ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" NEGATIVO"]}


def test_a_pipeline_on_one_prompt_copied_ten_times_is_ten_samples():
    sc = TPL.prompt_for("SC")
    code = ("from transformers import pipeline, set_seed\ngen = pipeline('text-generation', model='gpt2')\n"
            f"prompt_sc = {sc!r}\nset_seed(1)\n"
            "res = gen([prompt_sc] * 10, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8, "
            "return_full_text=False)\namostras = [r[0]['generated_text'] for r in res]\n"
            "print(*[f'{i}ª: {a!r}' for i, a in enumerate(amostras, 1)], sep='\\n')\n")
    texts = [f" NEGATIVO {i}" if i % 2 else f" POSITIVO {i}" for i in range(1, 11)]
    out = "".join(f"{i}ª: {t!r}\n" for i, t in enumerate(texts, 1))
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), TPL)
    assert runs["SC"] == texts


QUESTION_COLUMNS = """| execução | A.2 mais repetitiva | A.3 mais variada | A.1 trecho |
|---|---|---|---|
| fria (T=0.2) | ✔ repete "can be used to create a model" |  | "In other words, they are models." |
| morna (T=0.7) |  |  | "They have a hard time." |
| quente (T=1.0) |  | ✔ pula para "the Black Hole world" | "Closer to the Black Hole world." |
"""


def test_a_table_whose_columns_are_questions_is_read_down_each_column():
    found = locate_answers(new_notebook(cells=[new_markdown_cell("### Parte A"), new_markdown_cell(QUESTION_COLUMNS)]),
                           TP).answers
    assert found["A.2"].text.startswith('fria (T=0.2): ✔ repete "can be used to create a model"')
    assert found["A.3"].text.startswith("quente (T=1.0): ✔")
    assert found["A.1"].text == ('fria (T=0.2): "In other words, they are models."; morna (T=0.7): "They have a hard '
                                 'time."; quente (T=1.0): "Closer to the Black Hole world."')


def test_the_checked_row_comes_first_in_its_column():
    table = ("| execução | B.1 repetiu? |\n|---|---|\n| estreito (top-p 0.3) | não |\n"
             "| médio (top-p 0.6) | ✔ a mais repetitiva |\n| largo (top-p 0.9) | não |\n")
    found = locate_answers(new_notebook(cells=[new_markdown_cell(table)]), TP).answers
    assert found["B.1"].text.startswith("médio (top-p 0.6): ✔")


def test_a_table_of_runs_by_parameters_is_no_question_grid():
    table = "| execução | T | trecho |\n|---|---|---|\n| A1 | 0.2 | \"texto\" |\n"
    found = locate_answers(new_notebook(cells=[new_markdown_cell(table)]), TP).answers
    assert "A.1" not in found or not found["A.1"].text.startswith("A1")


def _answers(activity, *texts):
    cells = [new_markdown_cell("# Atividade\nAna"), code_cell("print(1)", [], 1), *map(new_markdown_cell, texts)]
    return locate_answers(new_notebook(cells=cells), activity).answers


def test_the_exercises_own_numbering_is_a_list_of_answers_in_order():
    items = ("11. Zero-shot: `' \"Este filme foi um'` — few-shot: `' NEGATIVO'`.\n12. Solo el few-shot.\n"
             "13. No. Ningún peso se actualiza.\n14. Cambié el ejemplo negativo; la salida no cambió.\n15. 1024 tokens.")
    found = _answers(FS, "## Respuestas", items)
    assert [found[q].text[:8] for q in ("F.1", "F.2", "F.3", "F.4", "F.5")] == [
        "Zero-sho", "Solo el ", "No. Ning", "Cambié e", "1024 tok"]  # (the list's numbers are no part of them)
    assert found["F.3"].doubt == "in_order"


def test_numbers_that_skip_are_no_list_of_answers():
    items = "11. Zero-shot.\n13. Solo el few-shot.\n14. No.\n15. No cambió.\n16. 1024 tokens."
    found = _answers(FS, "## Respuestas", items)
    assert not found["F.2"].text


def test_a_quoted_question_then_its_reply():
    text = ('> *"A resposta final está correta nos dois casos?"*\n\n**R:** Não. O P2 terminou em 204.25.\n\n'
            '> *"Copie um trecho em que o modelo parece raciocinar."*\n\n**R:** "27 + 58.5 = 85.5" (P2)\n\n'
            '> *"O raciocínio mostrado garante a correção?"*\n\n**R:** Não. O valor está errado.')
    found = _answers(COT, "## Respostas", text)
    assert "Não. O P2 terminou em 204.25." in found["C.1"].text and "Copie" not in found["C.1"].text
    assert found["C.2"].text.endswith('"27 + 58.5 = 85.5" (P2)')
    assert "O valor está errado" in found["C.3"].text


class _Ev:
    def __init__(self, header):
        self.generation = type("G", (), {"extra": {"header": header}})()


@pytest.mark.parametrize("headers,names", [
    ({"A1": "[frio] T=0.2 top_p=0.9", "A2": "[morno] T=0.7 top_p=0.9", "A3": "[quente] T=1.0 top_p=0.9"},
     {"A1": "frio", "A2": "morno", "A3": "quente"}),
    ({"A1": "Execução A1 (T=0.2)", "A2": "Execução A2 (T=0.7)"}, {}),  # a word every header says
    ({"A1": "primeira T=0.2", "A2": "segunda T=0.7"}, {}),  # ordinals are read as ordinals
    ({"A1": "[frio] T=0.2", "A2": "[frio] T=0.7"}, {}),  # one name for two runs names neither
    ({"A1": "A1 T=0.2", "A2": "[morno] T=0.7"}, {}),  # not every header begins with a name
])
def test_the_names_a_notebook_prints_its_runs_under(headers, names):
    assert header_names({rid: _Ev(h) for rid, h in headers.items()}) == names


def test_a_name_the_notebook_gives_a_run_names_it_in_an_answer():
    evidence = {"A1": _Ev("[frio] T=0.2 top_p=0.9"), "A2": _Ev("[morno] T=0.7 top_p=0.9"),
                "A3": _Ev("[quente] T=1.0 top_p=0.9")}
    infos = runs_of(TP, ["A1", "A2", "A3"], evidence)
    assert chosen("O morno. Ele muda de assunto.", infos).resolved == "A2"
    assert chosen("O morno. Ele muda de assunto.", runs_of(TP, ["A1", "A2", "A3"])) is None  # unnamed: unread


@pytest.mark.parametrize("text,run", [("o de 2 exemplos respondeu NEGATIVO", "FS"), ("o de 0 exemplos", "ZS"),
                                      ("the zero-shot one", "ZS")])
def test_few_shot_runs_named_by_their_examples(text, run):
    assert [r.resolved for r in find_refs(text, runs_of(FS, ["ZS", "FS", "VAR"]))] == [run]


def test_a_run_named_as_code_names_it():
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM, set_seed\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nlm = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def com_semente(s):\n    def deco(f):\n        def g():\n            set_seed(s)\n            return f()\n"
            "        return g\n    return deco\n"
            "def gpt(prompt, n):\n    x = tok(prompt, return_tensors='pt')\n"
            "    y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    return tok.decode(y[0, x.input_ids.shape[1]:], skip_special_tokens=True)\n"
            "@com_semente(1)\ndef direto():\n    return gpt('What is 27 + 58?', 40)\n"
            "@com_semente(2)\ndef passo_a_passo():\n    return gpt('Solve step by step: 27 + 58.', 80)\n"
            "for f in (direto, passo_a_passo):\n    print(f'{f.__name__}() ->')\n    print(f())\n    print()\n")
    out = "direto() ->\n\n\nThe sum is 505.\n\npasso_a_passo() ->\n4 + 12 = 372.5.\n\n"
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), COT)
    assert runs == {"P1": ["The sum is 505."], "P2": ["4 + 12 = 372.5."]}


def _diff(a, b, left, right):
    return difflib.HtmlDiff(wrapcolumn=40).make_table(a.splitlines(), b.splitlines(), left, right)


def test_a_side_by_side_diff_shows_each_sides_text():
    rows = table_rows(_diff(' "Este filme foi um', " NEGATIVO\n\nText", "zero-shot", "few-shot"))
    assert rows == [("zero-shot", ' "Este filme foi um'), ("few-shot", " NEGATIVO\n\nText")]
    long = "a b c d e f g h i j k l m n o p q r s t u v w x y z " * 3
    assert table_rows(_diff(long, "x", "L", "R"))[0] == ("L", long)  # the lines the table wrapped joined


def test_two_diffs_show_the_middle_text_once():
    code = ("import difflib\nfrom IPython.display import HTML, display\nimport torch\n"
            "from transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def gera(p):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, max_new_tokens=8, do_sample=False)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"zero_shot = {ZS_P!r}\nfew_shot = {FS_P!r}\n"
            "sem_aspas = few_shot.replace('\"Adorei, foi excelente e emocionante.\"', 'Adorei, foi excelente e emocionante.')\n"
            "zs, fs, va = (gera(p) for p in (zero_shot, few_shot, sem_aspas))\ndif = difflib.HtmlDiff()\n"
            "display(HTML(dif.make_table(zs.splitlines(), fs.splitlines(), 'zero-shot', 'few-shot') + "
            "dif.make_table(fs.splitlines(), va.splitlines(), 'few-shot', 'sem aspas')))\n")
    html = (_diff(' "Este filme foi um', " NEGATIVO\n\nText", "zero-shot", "few-shot")
            + _diff(" NEGATIVO\n\nText", " NEGATIVO", "few-shot", "sem aspas"))
    out = new_output("display_data", data={"text/html": html, "text/plain": "<IPython.core.display.HTML object>"})
    runs = _runs(notebook([code_cell(code, [out], 1)]), FS)
    assert runs == {"ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" NEGATIVO"]}


SC_CODE = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
           "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
           "def gera(p, n=8, **kw):\n    x = tok(p, return_tensors='pt')\n"
           "    y = modelo.generate(**x, max_new_tokens=n, **kw)\n"
           "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
           f"prompt_sc = {TPL.prompt_for('SC')!r}\nruim = gera({TPL.prompt_for('LOOSE')!r}, 16, do_sample=False)\n"
           "amostras = []\nfor i in range(10):\n    torch.manual_seed(i)\n"
           "    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))\n")
SAMPLES = [f" NEGATIVO {i}" for i in range(10)]


def test_a_display_that_generates_nothing_shows_the_texts_it_names():
    show = ("from jinja2 import Template\nfrom IPython.display import HTML, display\n"
            "display(HTML(Template('<table><tr><th>#</th><th>amostra</th></tr>{% for a in amostras %}<tr><td>"
            "{{ loop.index }}</td><td>{{ a }}</td></tr>{% endfor %}</table>').render(ruim=ruim, amostras=amostras)))\n")
    html = "<table><tr><th>#</th><th>amostra</th></tr>" + "".join(
        f"<tr><td>{i}</td><td>{t}</td></tr>" for i, t in enumerate(SAMPLES, 1)) + "</table>"
    out = new_output("display_data", data={"text/html": html, "text/plain": "<IPython.core.display.HTML object>"})
    runs = _runs(notebook([code_cell(SC_CODE, [], 1), code_cell(show, [out], 2)]), TPL)
    assert runs["SC"] == SAMPLES


def test_a_cell_that_names_no_generated_text_shows_none():
    show = ("from IPython.display import HTML, display\nlinhas = ['x'] * 10\n"
            "display(HTML('<table>' + ''.join(f'<tr><td>{i}</td><td>{t}</td></tr>' for i, t in enumerate(linhas)) "
            "+ '</table>'))\n")
    html = "<table><tr><th>#</th><th>amostra</th></tr>" + "".join(
        f"<tr><td>{i}</td><td>{t}</td></tr>" for i, t in enumerate(SAMPLES, 1)) + "</table>"
    out = new_output("display_data", data={"text/html": html, "text/plain": "<IPython.core.display.HTML object>"})
    runs = _runs(notebook([code_cell(SC_CODE, [], 1), code_cell(show, [out], 2)]), TPL)
    assert "SC" not in runs


def test_a_progress_bar_on_standard_output_is_no_text():
    text = ("\rLoading weights:   0%|          | 0/272 [00:00<?, ?it/s]\rLoading weights: 100%|██████████| 272/272 "
            "[00:00<00:00, 10447.92it/s]\r\n=== A1 ===\r\n use data to predict.\r\n\r\n")
    shown = output_texts(code_cell("!python gera.py", [new_output("stream", name="stdout", text=text)], 1))
    assert "Loading" not in shown[0][2] and "use data to predict." in shown[0][2]


@pytest.mark.parametrize("text,counts,vote", [
    ("NEGATIVO, 2 a 1: a 5ª e a 8ª deram NEGATIVO, a 9ª deu POSITIVO e as outras 7 não têm rótulo.",
     {"NEGATIVO": 2, "": 7}, "NEGATIVO"),
    ("POSITIVO, 3 x 2.", {"POSITIVO": 3}, "POSITIVO"),
    ("POSITIVO, 3 a 2.", {"POSITIVO": 3}, "POSITIVO"),
    ("voto NEGATIVO, 10 amostras no total", {}, "NEGATIVO"),  # a total, not a score
    ("POSITIVO: 2, NEGATIVO: 6", {"POSITIVO": 2, "NEGATIVO": 6}, None),  # counts, no vote said
])
def test_t4_a_score_counts_the_winner(text, counts, vote):
    assert _claimed_counts(text, ["POSITIVO", "NEGATIVO"]) == counts
    assert _claimed_vote(text, ["POSITIVO", "NEGATIVO", "INDETERMINADO"]) == vote


@pytest.mark.parametrize("line,activity,runs", [
    ("passo_a_passo() ->", COT, {"P2"}),  # the function that makes the run, shown as its call
    ("--- few_shot", FS, set()),  # a prompt's variable over a diff of prompts: no run's label
    ("+++ few_shot_variacao", FS, set()),
    ("few-shot:", FS, {"FS"}),
])
def test_which_names_of_code_label_a_run(line, activity, runs):
    from grader.reading.printed import _labels

    assert _labels(line, activity) == runs
