"""Red team batches 21 and 24 (issue 31, round 16): displays that lay texts out around a table.

- texts side by side in padded columns with no rule under their header (``f"{left:<44} │ {right}"`` of
  ``textwrap.wrap`` pieces, two seeds of one run), one layout per run under the run's label, all in one output:
  each column is one sample of the run its label names; a table of short rows padded to the same places
  ("A1   | 0.2 | ...") is not read downwards as columns;
- an HTML display with a table of samples and, around it, paragraphs that label the other runs' texts
  ("<p>ruim: <code>...</code></p>"): the paragraphs are read by their labels, the table by its rows, and a
  label over the table (a heading) labels no text.
"""

from __future__ import annotations

import textwrap
from itertools import zip_longest

import pytest
from nbformat.v4 import new_output
from test_run_finder import code_cell, notebook

from grader.grading.pipeline import load_specs
from grader.reading.printed_layouts import read_table
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
TPL = load_specs("template")[0]
CONFIGS = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
W = 30


def _text(rid, seed):
    return (f" text of {rid} with seed {seed}, which says something about transformers and then goes on for "
            f"a while longer.\n\nA second paragraph of {rid} at seed {seed}, shorter than the first one.")


def _columns(rid):
    cols = [[piece for par in _text(rid, s).strip().split("\n") for piece in (textwrap.wrap(par, W) or [""])]
            for s in (1, 2)]
    lines = [f"━━ {rid}  T={CONFIGS[rid][0]}  top_p={CONFIGS[rid][1]} ".ljust(2 * W + 3, "━"),
             f"{'seed 1':<{W}} │ seed 2"]
    lines += [f"{e:<{W}} │ {d}" for e, d in zip_longest(*cols, fillvalue="")]
    return "\n".join(lines) + "\n\n"


def test_texts_side_by_side_without_a_rule_are_each_a_sample_of_the_run_their_label_names():
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nm = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def roda(T, p, s):\n    torch.manual_seed(s)\n    x = tok('Transformers are models that', return_tensors='pt')\n"
            "    y = m.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:])\n"
            f"CONFIGS = {CONFIGS!r}\nres = {{n: [roda(T, p, s) for s in (1, 2)] for n, (T, p) in CONFIGS.items()}}\n")
    show = ("import textwrap\nfrom itertools import zip_longest\nfor nome, (T, p) in CONFIGS.items():\n"
            "    print(nome)\n    for e, d in zip_longest(*[textwrap.wrap(t, 30) for t in res[nome]], fillvalue=''):\n"
            "        print(e, d)\n")
    printed = "".join(_columns(rid) for rid in CONFIGS)
    nb = notebook([code_cell(code, [], 1), code_cell(show, [new_output("stream", name="stdout", text=printed)], 2)])
    runs = find_runs(nb, TP).generations
    for rid in CONFIGS:
        got = [" ".join(g.text.split()) for g in runs[rid]]
        assert got == [" ".join(_text(rid, s).split()) for s in (1, 2)], rid


def test_a_table_of_short_rows_padded_to_the_same_places_is_not_read_as_columns():
    rows = "\n".join(f"{rid:<4} | {T:<4} | {p:<4} | some words of text {k}" for k, (rid, (T, p)) in
                     enumerate(CONFIGS.items()))
    assert read_table("columns", rows) is None


HTML = """<h3>Templates</h3>
<p>ruim: <code>{loose}</code></p>
<p>bom: <code>{strict}</code></p>
<h3>Autoconsistência (10 amostras)</h3>
<table><tr><th>#</th><th>amostra</th></tr>
{rows}</table>
<p>NEGATIVO: 6 · POSITIVO: 4</p>
"""


def test_paragraphs_beside_a_table_of_samples_are_read_by_their_labels():
    loose, strict = ' "Este filme foi um erro de tempo."\n\nE', ' "Este filme foi um'
    samples = [" NEGATIVO" if k % 2 else " POSITIVO e mais" for k in range(10)]
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nm = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "def gera(prompt, **kw):\n    x = tok(prompt, return_tensors='pt')\n"
            "    y = m.generate(**x, max_new_tokens=8, **kw)\n    return tok.decode(y[0, x['input_ids'].shape[1]:])\n"
            f"ruim = gera({TPL.prompt_for('LOOSE')!r}, do_sample=False)\n"
            f"bom = gera({TPL.prompt_for('STRICT')!r}, do_sample=False)\n"
            "amostras = []\nfor i in range(10):\n"
            f"    amostras.append(gera({TPL.prompt_for('SC')!r}, do_sample=True, temperature=0.9, top_p=0.9))\n")
    rows = "".join(f"<tr><td>{k + 1}</td><td><code>{s}</code></td></tr>\n" for k, s in enumerate(samples))
    html = HTML.format(loose=loose.replace('"', "&#34;"), strict=strict, rows=rows)
    show = ("from IPython.display import HTML, display\nfrom jinja2 import Template\n"
            "display(HTML(Template(RELATORIO).render(ruim=ruim, bom=bom, amostras=amostras)))\n")
    out = new_output("display_data", data={"text/html": html, "text/plain": "<IPython.core.display.HTML object>"})
    nb = notebook([code_cell(code, [], 1), code_cell(show, [out], 2)])
    runs = find_runs(nb, TPL).generations
    # (inside <code>, not <pre>: the HTML shows the blank line as a space)
    assert [" ".join(g.text.split()) for g in runs["LOOSE"]] == [" ".join(loose.split())]
    assert [g.text.strip() for g in runs["STRICT"]] == [strict.strip()]
    assert [g.text.strip() for g in runs["SC"]] == [s.strip() for s in samples]
