"""Red team batch 17's held-out shapes (issue 31, round 14), each a principle with its guard:

- a run printed as the list of its sentences (``re.split(r"(?<=[.!?])\\s+", texto)``) is that text, read modulo
  the spaces the split dropped (a lossy reading: a failure there is never an accusation); a list of the prompts,
  or of labels, is a list of texts;
- string literals side by side on one line (``print(np.array(saidas, dtype=object))``) are items, not one string
  as pprint's pieces on lines of their own are; of two such lines that fit the code's generations, the one the
  code writes itself (the names) is not the outputs;
- answers under keycaps ("1️⃣") or "**questão 1 (T)**";
- B.1: a choice argued from a repetition of meaning ("a mesma ideia em frases diferentes") or from a short phrase
  shown coming back, which a count of repeated word triples does not see, is a review unless the measure ranks the
  chosen run last.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook, new_output
from test_grading import grade, setup  # noqa: F401  (the fixture)
from test_run_finder import code_cell, notebook

from grader.core.records import Status
from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.candidates import lossy_outputs
from grader.reading.printed_layouts import _literals
from grader.reading.runs import find_runs
from grader.reading.spelled import sentence_pieces

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
FS = load_specs("few-shot")[0]
TPL = load_specs("template")[0]
LOAD = ("import re, torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
        "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n")
SENTENCES = ["can be used to optimize a system based on its parts.", "These systems often have limits, such as costs.",
             "For example, in the field of AI, there are"]


def _runs(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def test_a_run_printed_as_its_sentences_is_the_text_they_make_read_modulo_spaces():
    code = (LOAD + "for nome, T in [('A1', 0.2), ('A2', 0.7), ('A3', 1.0)]:\n"
            "    x = tok('Transformers are models that', return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=T, top_p=0.9, max_new_tokens=80)\n"
            "    texto = tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            "    print(f'{nome} · T={T}')\n    print(re.split(r'(?<=[.!?])\\s+', texto.strip()))\n")
    out = "".join(f"{rid} · T={t}\n{SENTENCES!r}\n" for rid, t in (("A1", 0.2), ("A2", 0.7), ("A3", 1.0)))
    cell = code_cell(code, [new_output("stream", name="stdout", text=out)], 1)
    runs = _runs(notebook([cell]), TP)
    assert runs["A1"] == [" ".join(SENTENCES)] and runs["A3"] == [" ".join(SENTENCES)]
    assert len(lossy_outputs(cell)[0]) == 3  # each list a reading modulo the spaces between its sentences


@pytest.mark.parametrize("pieces,joined", [
    (SENTENCES, True),
    (["What is 27 + 58?", "Solve step by step: 27 + 58."], True),  # a list like any (the prompts: see below)
    (["NEGATIVO.", "POSITIVO.", "NEGATIVO."], False),  # labels, not sentences
    ([" NEGATIVO\n", " POSITIVO\n"], False),  # samples keep their spaces
    (["can be used to optimize a system", "These systems often have limits."], False),  # no sentence ends the first
])
def test_which_lists_are_one_texts_sentences(pieces, joined):
    assert sentence_pieces(pieces) is joined


def test_a_list_of_the_prompts_is_no_text():
    cot = load_specs("chain-of-thought")[0]
    code = (LOAD + "prompts = ['What is 27 + 58?', 'Solve step by step: 27 + 58.']\nprint(prompts)\n"
            "for nome, p in zip(['P1', 'P2'], prompts):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40)\n"
            "    print(nome, repr(tok.decode(y[0], skip_special_tokens=True)))\n")
    out = ("['What is 27 + 58?', 'Solve step by step: 27 + 58.']\nP1 'What is 27 + 58? 85'\n"
           "P2 'Solve step by step: 27 + 58. 27 + 58 = 85.'\n")
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), cot)
    assert runs == {"P1": [" 85"], "P2": [" 27 + 58 = 85."]}


def test_literals_side_by_side_on_a_line_are_items_and_pprints_pieces_one_string():
    numpy = "[' \"Este filme foi um' ' NEGATIVO\\n\\nText' ' NEGATIVO\\n\\nText']"
    assert [v for *_, v in _literals(numpy)] == [' "Este filme foi um', " NEGATIVO\n\nText", " NEGATIVO\n\nText"]
    assert [v for *_, v in _literals("('Transformers are '\n 'models that')")] == ["Transformers are models that"]
    assert [v for *_, v in _literals("\"he said 'hi' 'there'\"")] == ["he said 'hi' 'there'"]


def test_of_two_arrays_printed_the_outputs_not_the_names_the_code_writes():
    code = (LOAD + "import numpy as np\n"
            "def gera(p):\n    x = tok(p, return_tensors='pt')\n"
            "    y = modelo.generate(**x, max_new_tokens=8, do_sample=False)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            f"zs = {FS.prompt_for('ZS')!r}\nfs = {FS.prompt_for('FS')!r}\n"
            "var = fs.replace('Adorei', 'ADOREI')\n"
            "nomes = np.array(['zero-shot', 'few-shot', 'caixa alta'])\n"
            "saidas = np.array([gera(p) for p in (zs, fs, var)], dtype=object)\nprint(nomes)\nprint(saidas)\n")
    out = "['zero-shot' 'few-shot' 'caixa alta']\n[' \"Este filme foi um' ' NEGATIVO\\n\\nText' ' NEGATIVO']\n"
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1)]), FS)
    assert runs == {"ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" NEGATIVO"]}


def test_answers_under_keycaps_and_numbered_with_their_part():
    md = "\n\n".join(f"{k}\ufe0f\u20e3 resposta {k}." for k in range(1, 6))
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]), FS).answers
    assert [found[q.id].text for q in FS.questions] == [f"resposta {k}." for k in range(1, 6)]
    md = "\n\n".join(f"**questão {k} (T)** resposta {k}." for k in range(1, 6))
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]), TPL).answers
    assert [found[q.id].text for q in TPL.questions] == [f"resposta {k}." for k in range(1, 6)]
    # the part named beside the number picks the part ("questão 2 (B)" under no heading is B.2, not A.2)
    md = "**questão 2 (B)** resposta."
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers
    assert found["B.2"].text == "resposta." and found["A.2"].text != "resposta."


@pytest.mark.parametrize("answer,status,key", [
    # B2 is not the most repetitive by the count, and not the least: the student's reading is weighed
    ("0.6 (B2): a B2 volta para a mesma ideia em frases diferentes.", Status.NEEDS_REVIEW, "choice.meaning_argued"),
    ("B2, it keeps saying the same idea in other words.", Status.NEEDS_REVIEW, "choice.meaning_argued"),
    ("0.6 (B2), porque repetiu mais.", Status.FAIL, "choice.disagrees"),  # no repetition of meaning argued
    # a short phrase shown coming back in the chosen run, which word triples do not count
    ("0.6 (B2): \"the model is\" volta o tempo todo.", Status.NEEDS_REVIEW, "choice.meaning_argued"),
    ("0.6 (B2): \"designed for summaries\" mostra a repetição.", Status.FAIL, "choice.disagrees"),  # it is there once
    # B3 repeats nothing, by any count: the argument does not save it
    ("0.9 (B3): volta para a mesma ideia em frases diferentes.", Status.FAIL, "choice.disagrees"),
])
def test_b1_a_choice_argued_from_repeated_meaning(tmp_path, setup, answer, status, key):  # noqa: F811
    crits, _ = grade(tmp_path, setup, answers={"B.1": answer})
    crit = crits["B.1-choice"]
    assert crit.status is status and crit.evidence["message_key"] == key
