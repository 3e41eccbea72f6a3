"""Red team batches 23-25's held-out shapes (issue 31, round 16), each a principle with its guard:

- ``globals()[nome]`` names a variable by a string: the prompt it holds is the one generated;
- a markdown list whose code spans hold a string's repr (`' NEGATIVO\\n\\nText'`) shows the string;
- a table that cuts its cells at one width (``to_string(max_colwidth=14)``: '"Este fil...') shows each output's
  beginning: a copy of the cut display is no copy of the output, and "did it change?" is asked of the whole
  outputs the grader's greedy re-run gives, not of two equal cuts;
- rows sorted before printing (``linhas.sort(key=lambda r: (r[1], r[0]))``): each printed text is the run the
  sort put there; a key the walk cannot know leaves the order unread;
- pandas' pivot shown as HTML (runs as columns, seeds as rows): each cell a sample of its column's run.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_output
from test_output_messages import _prov
from test_run_finder import code_cell, notebook

from grader.checks import CheckContext, rules
from grader.core.records import Answer, Execution, Extraction, Generation, Status
from grader.grading.pipeline import load_specs
from grader.reading.evidence import Problem, RunEvidence
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
FS, _FS_RUBRIC = load_specs("few-shot")
TP = load_specs("temperature-top-p")[0]
COT = load_specs("chain-of-thought")[0]
LOAD = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
        "tok = AutoTokenizer.from_pretrained('gpt2')\nm = AutoModelForCausalLM.from_pretrained('gpt2')\n"
        "def gera(prompt, **kw):\n    x = tok(prompt, return_tensors='pt')\n"
        "    y = m.generate(**x, max_new_tokens=8, **kw)\n    return tok.decode(y[0, x['input_ids'].shape[1]:])\n")
ZS_OUT, FS_OUT, VAR_OUT = ' "Este filme foi um', " NEGATIVO\n\nText", " NEGATIVO\n\nExemplo"


def _texts(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items() if gens}


def _prompts():
    var = FS.prompt_for("FS").replace("Adorei", "Amei")
    return f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\nnova = {var!r}\n"


def test_a_variable_named_by_a_string_in_globals_is_the_prompt_generated():
    code = LOAD + _prompts() + ("for nome in ['zero_shot', 'few_shot', 'nova']:\n"
                                "    print(nome, '->', repr(gera(globals()[nome], do_sample=False)))\n")
    out = "".join(f"{n} -> {t!r}\n" for n, t in (("zero_shot", ZS_OUT), ("few_shot", FS_OUT), ("nova", VAR_OUT)))
    nb = notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)])
    assert _texts(nb, FS) == {"ZS": [ZS_OUT], "FS": [FS_OUT], "VAR": [VAR_OUT]}


def test_a_markdown_lists_code_spans_holding_reprs_show_the_strings():
    code = LOAD + _prompts() + (
        "from IPython.display import Markdown, display\n"
        "res = {n: gera(p, do_sample=False) for n, p in [('zero-shot', zero_shot), ('few-shot', few_shot), "
        "('nova', nova)]}\ndisplay(Markdown('\\n'.join(f'- **{k}**: `{v!r}`' for k, v in res.items())))\n")
    md = "\n".join(f"- **{n}**: `{t!r}`" for n, t in (("zero-shot", ZS_OUT), ("few-shot", FS_OUT), ("nova", VAR_OUT)))
    out = new_output("display_data", data={"text/markdown": md, "text/plain": "<IPython.core.display.Markdown object>"})
    nb = notebook([code_cell(code, [out], 1)])
    texts = _texts(nb, FS)
    assert texts["FS"] == [FS_OUT.strip()] or texts["FS"] == [FS_OUT], texts


def _cut_frame():
    code = LOAD + _prompts() + (
        "import pandas as pd\ndf = pd.DataFrame({'prompt': ['zero-shot', 'few-shot', 'nova'], "
        "'saida': [gera(p, do_sample=False) for p in (zero_shot, few_shot, nova)]})\n"
        "print(df.to_string(max_colwidth=14))\n")
    out = ("      prompt          saida\n0  zero-shot   \"Este fil...\n1   few-shot   NEGATIVO\\...\n"
           "2       nova   NEGATIVO\\...\n")
    return notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)])


def test_cells_cut_at_one_width_are_the_outputs_beginnings():
    gens = find_runs(_cut_frame(), FS).generations
    assert all(gens[r][0].extra.get("cut") for r in ("ZS", "FS", "VAR"))
    assert gens["ZS"][0].text.strip() == '"Este fil'


def _check(criterion, answer, shown, whole):
    crit = next(c for c in _FS_RUBRIC.criteria if c.id == criterion)
    runs = {}
    for rid in ("ZS", "FS", "VAR"):
        gen = Generation(rid, FS.prompt_for(rid) or FS.prompt_for("FS").replace("Adorei", "Amei"), shown[rid], FS.params(rid), "printed",
                         model_name="smollm2-135m", extra={"cut": True})
        problems = (Problem("run.shown_prefix", {"run": rid, "expected": whole[rid]}, False),)
        runs[rid] = RunEvidence(rid, gen, _prov(None), problems)
    ctx = CheckContext(FS, FS.question(crit.question), Answer(crit.question, answer, "c1", "tag"),
                       Extraction({}, {}, {}), Execution("not_run"), runs, {}, "pt")
    return rules()[crit.rule](ctx, dict(crit.args))


SHOWN = {"ZS": '"Este fil', "FS": "NEGATIVO\\", "VAR": "NEGATIVO\\"}
WHOLE = {"ZS": ZS_OUT, "FS": FS_OUT, "VAR": VAR_OUT}


def test_a_copy_of_a_cut_display_is_no_copy_of_the_output():
    assert _check("F.1-copied", 'zero-shot: `"Este fil...` / few-shot: `NEGATIVO\\...`', SHOWN, WHOLE).status \
        is Status.FAIL
    whole = _check("F.1-copied", 'zero-shot: `\' "Este filme foi um\'` / few-shot: `\' NEGATIVO\\n\\nText\'`', SHOWN, WHOLE)
    assert whole.status is Status.PASS, whole


def test_whether_the_output_changed_is_asked_of_the_whole_outputs():
    assert _check("F.4-variation", "Troquei 'Adorei' por 'Amei' na demonstração. Não mudou: continua NEGATIVO\\...",
                  SHOWN, WHOLE).status is Status.FAIL
    same = {**WHOLE, "VAR": FS_OUT}
    assert _check("F.4-variation", "Troquei 'Adorei' por 'Amei' na demonstração. Não mudou: continua NEGATIVO\\...",
                  SHOWN, same).status is Status.PASS


CONFS = [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]
RIDS = ["A1", "A2", "A3", "B1", "B2", "B3"]


def _sorted_rows(key):
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nm = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def roda(T, p):\n    x = tok('Transformers are models that', return_tensors='pt')\n"
            "    y = m.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:])\n"
            f"linhas = []\nfor T, p in {CONFS!r}:\n    linhas.append((T, p, roda(T, p)))\n"
            f"linhas.sort(key={key})\nfor i, (T, p, t) in enumerate(linhas, 1):\n"
            "    print(f'[linha {i}]')\n    print(t)\n")
    order = sorted(range(6), key=lambda k: (CONFS[k][1], CONFS[k][0]))
    out = "".join(f"[linha {i}]\n text of {RIDS[k]}, which goes on for a while about models.\n"
                  for i, k in enumerate(order, 1))
    return notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)])


def test_rows_sorted_by_their_parameters_print_each_run_where_the_sort_put_it():
    texts = _texts(_sorted_rows("lambda r: (r[1], r[0])"), TP)
    assert all(texts[rid] == [f" text of {rid}, which goes on for a while about models."] for rid in RIDS), texts


def test_rows_sorted_by_a_key_the_walk_cannot_know_are_not_tied_by_order():
    texts = _texts(_sorted_rows("lambda r: len(r[2])"), TP)
    assert not any(texts.get(rid) == [f" text of {rid}, which goes on for a while about models."] for rid in RIDS
                   if rid not in ("A2", "B3"))


PIVOT = """<table>
<thead><tr><th>prompt</th><th>P1</th><th>P2</th></tr><tr><th>seed</th><th>&nbsp;</th><th>&nbsp;</th></tr></thead>
<tbody>{rows}</tbody></table>"""


def test_a_pivots_cells_are_samples_of_their_columns_run():
    code = ("import torch, pandas as pd\nfrom transformers import AutoTokenizer, AutoModelForCausalLM, set_seed\n"
            "from IPython.display import HTML, display\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nm = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def pergunta(prompt, n):\n    x = tok(prompt, return_tensors='pt')\n"
            "    y = m.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:])\n"
            f"PROMPTS = [('P1', {COT.prompt_for('P1')!r}, 40), ('P2', {COT.prompt_for('P2')!r}, 80)]\nlinhas = []\n"
            "for seed in (1, 2, 3):\n    for nome, prompt, n in PROMPTS:\n        set_seed(seed)\n"
            "        linhas.append({'seed': seed, 'prompt': nome, 'saida': pergunta(prompt, n)})\n"
            "grade = pd.DataFrame(linhas).pivot(index='seed', columns='prompt', values='saida')\n"
            "display(HTML(grade.style.to_html()))\n")
    cells = {(s, r): f"{r} answer at seed {s}: 27 + 58 = 85." for s in (1, 2, 3) for r in ("P1", "P2")}
    rows = "".join(f"<tr><th>{s}</th><td>{cells[(s, 'P1')]}</td><td>{cells[(s, 'P2')]}</td></tr>" for s in (1, 2, 3))
    out = new_output("display_data", data={"text/html": PIVOT.format(rows=rows), "text/plain": "<HTML>"})
    texts = _texts(notebook([code_cell(code, [out], 1)]), COT)
    assert texts == {r: [cells[(s, r)] for s in (1, 2, 3)] for r in ("P1", "P2")}, texts


def test_samples_shown_again_in_a_later_cell_are_the_same_samples():
    """``samples`` displayed whole, then ``print("Amostras brutas:", samples[:3])`` beside the vote: ten samples."""
    tpl = load_specs("template")[0]
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForSeq2SeqLM\n"
            "tok = AutoTokenizer.from_pretrained('google/flan-t5-small')\n"
            "m = AutoModelForSeq2SeqLM.from_pretrained('google/flan-t5-small')\n"
            "def amostra(prompt):\n    x = tok(prompt, return_tensors='pt')\n"
            "    y = m.generate(**x, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8)\n"
            "    return tok.decode(y[0], skip_special_tokens=True)\n"
            f"samples = [amostra({tpl.prompt_for('SC')!r}) for _ in range(10)]\nsamples\n")
    texts = [f" NEGATIVO {k}" if k % 3 else f" talvez {k}" for k in range(10)]
    shown = new_output("execute_result", data={"text/plain": repr(texts)}, execution_count=1)
    again = new_output("stream", name="stdout", text=f"Amostras brutas: {texts[:3]!r} ...\n")
    nb = notebook([code_cell(code, [shown], 1), code_cell("print('Amostras brutas:', samples[:3], '...')", [again], 2)])
    assert sorted(_texts(nb, tpl)["SC"]) == sorted(texts)  # (in whatever order they were placed)
