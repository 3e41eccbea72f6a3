"""Red team batch 14's held-out part (issue 31), the principles it showed:

- a document printed in a markup language is read through its parser: a property list
  (``plistlib.dumps``) as the records it holds, another XML tree (``ET.tostring``) as one record per
  element with a text, its attributes the labels; a DataFrame's ``to_html()`` source printed as text is
  the HTML table it is;
- answers in a grid of parts by questions ("Part | Q1 | Q2 | Q3", a row per part, or its transpose)
  are each cell its question's answer;
- ``sorted(amostras)`` prints one configuration's samples in another order: each printed text is read
  as one of them; a text shown on one line (``.replace("\\n", " / ")``) ends at its line's end even
  when the code prints something unknown after it, and a replacement whose trailing space the line
  lost is still undone.
"""

from __future__ import annotations

import plistlib
import xml.etree.ElementTree as ET

import pandas as pd
import pytest
from nbformat.v4 import new_markdown_cell, new_output
from test_run_finder import code_cell, notebook

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.printed_records import records, xml_records
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
FS = load_specs("few-shot")[0]
TPL = load_specs("template")[0]

LM = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
      "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n")
CONFIGS = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
TEXTS = {rid: f" can be used to model case {k} & more.\n\nIt is <b>{k}</b> of six." for k, (rid, _, _) in
         enumerate(CONFIGS)}


def _placed(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def _tp(code: str, shown: str):
    gen = ("def continua(T, p):\n    ids = tok('Transformers are models that', return_tensors='pt')\n"
           "    out = modelo.generate(**ids, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
           "    return tok.decode(out[0, ids['input_ids'].shape[1]:], skip_special_tokens=True)\n")
    return notebook([code_cell(LM + gen, [], 1), code_cell(code, [new_output("stream", name="stdout", text=shown)], 2)])


def test_a_printed_property_list_and_an_xml_tree_give_each_runs_text_exactly():
    plist = plistlib.dumps({rid: {"temperature": t, "top_p": p, "texto": TEXTS[rid]} for rid, t, p in CONFIGS},
                           sort_keys=False).decode()
    code = ("import plistlib\nres = {}\n"
            f"for rid, T, p in {CONFIGS!r}:\n    res[rid] = {{'temperature': T, 'top_p': p, 'texto': continua(T, p)}}\n"
            "print(plistlib.dumps(res, sort_keys=False).decode('utf-8'))\n")
    assert _placed(_tp(code, plist + "\n"), TP) == {rid: [t] for rid, t in TEXTS.items()}
    root = ET.Element("runs", prompt="Transformers are models that")
    for rid, t, p in CONFIGS:
        ET.SubElement(root, "run", id=rid, T=str(t), top_p=str(p)).text = TEXTS[rid]
    ET.indent(root)
    tree = ET.tostring(root, encoding="unicode")
    code = ("import xml.etree.ElementTree as ET\nraiz = ET.Element('runs')\n"
            f"for rid, T, p in {CONFIGS!r}:\n"
            "    ET.SubElement(raiz, 'run', id=rid, T=str(T), top_p=str(p)).text = continua(T, p)\n"
            "ET.indent(raiz)\nprint(ET.tostring(raiz, encoding='unicode'))\n")
    assert _placed(_tp(code, tree + "\n"), TP) == {rid: [t] for rid, t in TEXTS.items()}  # & and <b> unescaped


def test_markup_that_is_not_a_document_of_records_is_left_to_the_other_readers():
    assert xml_records("<p>Transformers are models that</p>") is None  # one element, no records
    assert xml_records("<runs><run id='A1'>x</run></runs") is None  # not well-formed
    bomb = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><r><t id="1">&a;</t><t id="2">&a;</t></r>'
    assert xml_records(bomb) is None  # entities are no printed result's
    assert records("<b>NEGATIVO</b> <i>x</i>")[0] == []


def test_an_html_tables_source_printed_as_text_is_read_as_the_table():
    outs = {"zero_shot": ' "Este filme foi um', "few_shot": " NEGATIVO\n\nText", "var_neg": " NEGATIVO\n\nText"}
    html = pd.DataFrame({"prompt": list(outs), "output": list(outs.values())}).to_html(index=False)
    code = (FS_CODE + "import pandas as pd\n"
            "df = pd.DataFrame({'prompt': ['zero_shot', 'few_shot', 'var_neg'],\n"
            "                   'output': [gera(p) for p in (zero_shot, few_shot, var_neg)]})\n"
            "print(df.to_html(index=False))\n")
    nb = notebook([code_cell(LM + code, [new_output("stream", name="stdout", text=html + "\n")], 1)])
    placed = _placed(nb, FS)
    assert {rid: " ".join(v[0].split()) for rid, v in placed.items()} == {
        "ZS": '"Este filme foi um', "FS": "NEGATIVO Text", "VAR": "NEGATIVO Text"}


FS_CODE = ("def gera(prompt):\n    x = tok(prompt, return_tensors='pt')\n"
           "    y = modelo.generate(**x, max_new_tokens=8, do_sample=False)\n"
           "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
           f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
           f"var_neg = few_shot.replace('Péssimo. Não recomendo para ninguém.', 'Horrível, dormi no meio do filme.')\n")


@pytest.mark.parametrize("transpose", [False, True])
def test_answers_in_a_grid_of_parts_by_questions_are_each_cell_its_question(transpose):
    grid = {"A": ["A1: \"copies\"", "A1 (T=0.2)", "A3 (T=1.0)"], "B": ["B1 (top-p 0.3)", "\"can be used to\"",
                                                                        "top-p keeps the smallest set"],
            "D": ["top-p first", "increase it", "From part B: only top-p changed."]}
    if transpose:
        table = "| | Part A | Part B | Part D |\n|---|---|---|---|\n" + "".join(
            f"| **Q{n + 1}** | " + " | ".join(grid[p][n] for p in "ABD") + " |\n" for n in range(3))
    else:
        table = "| Part | Q1 | Q2 | Q3 |\n|---|---|---|---|\n" + "".join(
            f"| **{p}** | " + " | ".join(cells) + " |\n" for p, cells in grid.items())
    nb = notebook([code_cell("x = 1"), new_markdown_cell("## Answers"), new_markdown_cell(table)])
    answers = locate_answers(nb, TP).answers
    for part, cells in grid.items():
        for n, text in enumerate(cells, 1):
            assert answers[f"{part}.{n}"].text == text and answers[f"{part}.{n}"].doubt == ""


def test_a_table_of_runs_is_still_read_a_row_a_line():
    table = "| run | T | text |\n|---|---|---|\n| A1 | 0.2 | \"copies\" |\n| A2 | 0.7 | \"drifts\" |\n"
    nb = notebook([code_cell("x = 1"), new_markdown_cell("**A.1**\n\n" + table)])
    assert '"copies"' in locate_answers(nb, TP).answers["A.1"].text  # (a header of run ids names no question)


SC = ("def gera(prompt, n=8, **kw):\n    x = tok(prompt, return_tensors='pt')\n"
      "    y = modelo.generate(**x, max_new_tokens=n, **kw)\n"
      "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
      "from collections import Counter\n"
      f"prompt_sc = {TPL.prompt_for('SC')!r}\n"
      "amostras = [gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(4)]\n"
      "for a in sorted(amostras):\n    print('  -', a.replace('\\n', ' / '))\n"
      "print(dict(Counter(rotulo(a) for a in amostras)))\n")


def test_samples_printed_sorted_on_one_line_each_are_the_runs_samples():
    samples = [' "NEGATIVO"\n', " NEGATIVO\n\nText", " POSITIVO.", ' "NEGATIVO"\n']
    # each line's trailing space dropped, as a terminal or an editor may
    shown = "".join(("  - " + s.replace("\n", " / ")).rstrip() + "\n" for s in sorted(samples)) + \
        "{'NEGATIVO': 3, 'POSITIVO': 1}\n"
    nb = notebook([code_cell(LM + SC, [new_output("stream", name="stdout", text=shown)], 1)])
    placed = _placed(nb, TPL)
    assert sorted(placed["SC"]) == sorted(samples)
