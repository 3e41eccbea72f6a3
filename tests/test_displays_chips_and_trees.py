"""Red team batch 15's held-out part (issue 31), the principles it showed:

- IPython's JSON display (``display(JSON(run))``, its plain text a placeholder) is the data it shows: one
  record, its text field the run's text;
- a display that is only a run's label (``display(Markdown("**Zero-shot**"))``) and then one that is only
  a text (``display(Code(texto))``): that text under that label;
- samples shown as HTML "chips" (inline-block spans side by side) are each its chip;
- a tree drawn with guides (rich's ``Tree``) is read without its drawing, its root (the prompt) a title;
- answers numbered with lower-case romans ("- **i)**", "**ii)**") in a one-part activity.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_output
from test_run_finder import code_cell, notebook

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.runs import find_runs
from grader.reading.shown_text import untreed

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
COT = load_specs("chain-of-thought")[0]
FS = load_specs("few-shot")[0]
TPL = load_specs("template")[0]

LM = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
      "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
      "from IPython.display import JSON, Markdown, Code, HTML, display\n"
      "def gera(q, n=8, **kw):\n    x = tok(q, return_tensors='pt')\n"
      "    y = modelo.generate(**x, max_new_tokens=n, **kw)\n"
      "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")


def _display(data: dict) -> dict:
    return new_output("display_data", data=data)


def _placed(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def test_a_json_display_is_the_record_it_shows():
    p2 = "25 = 113.25, and then multiply.\n\nSo, the answer is 113.25."
    outs = [_display({"application/json": {"prompt": COT.prompt_for(rid), "temperature": 0.7, "top_p": 0.9,
                                            "tokens_gerados": n, "saida": text},
                      "text/plain": "<IPython.core.display.JSON object>"})
            for rid, n, text in (("P1", 1, ""), ("P2", 80, p2))]
    code = ("def roda(q, n):\n    return {'prompt': q, 'saida': gera(q, n, do_sample=True, temperature=0.7, top_p=0.9)}\n"
            f"display(JSON(roda({COT.prompt_for('P1')!r}, 40)))\ndisplay(JSON(roda({COT.prompt_for('P2')!r}, 80)))\n")
    nb = notebook([code_cell(LM + code, outs, 1)])
    assert _placed(nb, COT) == {"P1": [""], "P2": [p2]}


def test_a_display_that_is_only_a_label_titles_the_display_of_text_after_it():
    texts = {"Zero-shot": ' "Este filme foi um', "Few-shot": " NEGATIVO\n\nText", "Variação": " NEGATIVO\n\nText"}
    outs = []
    for label, text in texts.items():
        outs += [_display({"text/markdown": f"**{label}**", "text/plain": "<IPython.core.display.Markdown object>"}),
                 _display({"text/plain": text, "text/html": f"<pre>{text}</pre>"})]
    code = (f"zs = {FS.prompt_for('ZS')!r}\nfs = {FS.prompt_for('FS')!r}\nvar = fs.replace('Péssimo.', 'Ruim.')\n"
            "for nome, p in [('Zero-shot', zs), ('Few-shot', fs), ('Variação', var)]:\n"
            "    display(Markdown(f'**{nome}**'))\n    display(Code(gera(p), language='text'))\n")
    placed = _placed(notebook([code_cell(LM + code, outs, 1)]), FS)
    assert {rid: " ".join(v[0].split()) for rid, v in placed.items()} == {
        "ZS": '"Este filme foi um', "FS": "NEGATIVO Text", "VAR": "NEGATIVO Text"}


def test_samples_shown_as_chips_side_by_side_are_each_its_chip():
    import html

    samples = [" NEGATIVO\n\nCom", ' "Todos em dificil', " NEGATIVO\nTexto", " POSITIVO."]
    chips = "".join(f"<span title='seed {1520 + i}' style='background:#ddd;display:inline-block'>{i + 1}. "
                    f"{html.escape(repr(a))}</span>" for i, a in enumerate(samples))
    code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\nchips = []\nfor i in range(4):\n"
            "    a = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)\n"
            "    chips.append(f\"<span style='display:inline-block'>{i + 1}. {html.escape(repr(a))}</span>\")\n"
            "display(HTML(''.join(chips)))\n")
    nb = notebook([code_cell(LM + "import html\n" + code, [_display({"text/html": chips,
                                                                     "text/plain": "<IPython.core.display.HTML object>"})], 1)])
    assert _placed(nb, TPL)["SC"] == samples


def test_a_tree_is_read_without_its_guides_and_its_root_is_a_title():
    from rich.console import Console
    from rich.tree import Tree

    texts = {"A1": " can be used to create a new model from an existing one, " * 4 + "end.",
             "A2": " aim to optimize the behavior of a system.\n\nIn the context of data analysis, they help.",
             "A3": " incorporate data from various sources."}
    tree = Tree("Transformers are models that")
    part = tree.add("part A")
    for (rid, text), t in zip(texts.items(), (0.2, 0.7, 1.0)):
        part.add(f"{rid}: T={t} top_p=0.9").add(text)
    console = Console(width=100, record=True, color_system=None)
    console.print(tree)
    shown = console.export_text()
    assert "│" not in untreed(shown) and "└──" not in untreed(shown)
    code = ("from rich import print as rprint\nfrom rich.tree import Tree\narv = Tree('Transformers are models that')\n"
            "ramo = arv.add('part A')\nfor rid, T in [('A1', 0.2), ('A2', 0.7), ('A3', 1.0)]:\n"
            "    x = tok('Transformers are models that', return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=T, top_p=0.9, max_new_tokens=80)\n"
            "    ramo.add(f'{rid}: T={T} top_p=0.9').add(tok.decode(y[0, x['input_ids'].shape[1]:]))\nrprint(arv)\n")
    nb = notebook([code_cell(LM + code, [_display({"text/plain": shown})], 1)])
    placed = _placed(nb, TP)
    assert {rid: " ".join(v[0].split()) for rid, v in placed.items()} == {
        rid: " ".join(t.split()) for rid, t in texts.items()}


def test_answers_numbered_with_lower_case_romans_in_a_one_part_activity():
    text = ("## Conclusões\n\n- **i)** não. P1 veio vazio.\n- **ii)** \"25 = 113.25, and then multiply\"\n"
            "- **iii)** não garante: as contas estão erradas.")
    answers = locate_answers(notebook([code_cell("x = 1"), new_markdown_cell(text)]), COT).answers
    assert answers["C.1"].text == "não. P1 veio vazio." and answers["C.3"].text.startswith("não garante")
    # a lone "i)" in prose is no numbering
    one = locate_answers(notebook([code_cell("x = 1"), new_markdown_cell("**C.1** Não; veja i) abaixo.")]), COT)
    assert one.answers["C.1"].text == "Não; veja i) abaixo."


def test_questions_named_by_their_parts_place_and_a_letter():
    text = ("- **1a** A1: \"copies\"\n- **1b** A1 (T=0.2).\n- **1c** A3.\n- **2a** B1.\n- **2b** \"can be used\"\n"
            "- **2c** top-p keeps the smallest set.\n- **3a** top-p\n- **3b** increase it\n- **3c** in part B ...")
    answers = locate_answers(notebook([code_cell("x = 1"), new_markdown_cell(text)]), TP).answers
    assert answers["A.2"].text == "A1 (T=0.2)." and answers["D.2"].text == "increase it"  # parts A, B, D: 3 is D
    # a letter past a part's questions: not this naming
    odd = locate_answers(notebook([code_cell("x = 1"), new_markdown_cell(text + "\n- **1d** extra")]), TP).answers
    assert "1b" not in odd["A.2"].label
