"""Red team batch 19's held-out shapes (issue 31, round 15), each a principle with its guard:

- texts kept in a dict keyed by tuples of their runs' parameters, grouped by part (``{"A": {(0.2, 0.9): "..."}}``)
  and printed with ``pprint`` (which sorts keys, so the order is no evidence): each text is the run its key's
  numbers name; keys that name no call, or that tell no call apart, place nothing by order;
- a display whose code changes the case (``print(open(f).read().upper())``): the texts are read (a repr's
  upper-cased escapes, ``\\N``, read back as the line breaks they were) and are a reading, never exact: a
  failure to verify them is a review, not an accusation;
- "direto 0 caracteres" over "passo 96 caracteres": rows of one listing (the label line's shape again), not a
  label over a run's text;
- B.3: "só entram os tokens mais prováveis até somar p" names the cumulative mass.
"""

from __future__ import annotations

from pprint import pformat

import pytest
from nbformat.v4 import new_output
from test_grading import grade, setup  # noqa: F401  (the fixture)
from test_run_finder import code_cell, notebook

from grader.core.records import Status
from grader.grading.pipeline import load_specs
from grader.reading.candidates import _sibling_rows, lossy_outputs
from grader.reading.printed_layouts import _literals
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
TPL = load_specs("template")[0]
COT = load_specs("chain-of-thought")[0]
LOAD = ("import torch\nfrom pprint import pprint\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
        "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
        "def roda(T, p):\n    x = tok('Transformers are models that', return_tensors='pt')\n"
        "    y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
        "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")
GRID = [("A", [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9)]), ("B", [(0.7, 0.3), (0.7, 0.6), (0.7, 0.9)])]
TEXTS = {(part, key): f" text of {part} at T {key[0]} and p {key[1]}, which goes on for a while." for part, keys in GRID
         for key in keys}


def _runs(nb, activity):
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, activity).generations.items()}


def _pprinted(grid, string_keys=False):
    key = "f'{T}/{p}'" if string_keys else "(T, p)"
    code = (LOAD + "res = {'A': {}, 'B': {}}\n"
            f"for parte, confs in {grid!r}:\n    for T, p in confs:\n        res[parte][{key}] = roda(T, p)\n"
            "pprint(res, width=100)\n")
    value = {part: {(f"{k[0]}/{k[1]}" if string_keys else k): TEXTS[(part, k)] for k in keys} for part, keys in grid}
    return notebook([code_cell(code, [new_output("stream", name="stdout", text=pformat(value, width=100) + "\n")], 1)])


def test_texts_keyed_by_their_parameters_are_the_runs_the_keys_name():
    runs = _runs(_pprinted(GRID), TP)
    assert runs["A1"] == [TEXTS[("A", (0.2, 0.9))]] and runs["A3"] == [TEXTS[("A", (1.0, 0.9))]]
    assert runs["B1"] == [TEXTS[("B", (0.7, 0.3))]] and runs["B2"] == [TEXTS[("B", (0.7, 0.6))]]
    # equal parameters (A2 and B3 are both T 0.7, top-p 0.9): in the rows' order
    assert runs["A2"] == [TEXTS[("A", (0.7, 0.9))]] and runs["B3"] == [TEXTS[("B", (0.7, 0.9))]]


def test_the_keys_place_texts_whatever_order_pprint_gives_them():
    # the code makes B's texts high p first; pprint prints them sorted, low p first: the keys still say which
    grid = [GRID[0], ("B", [(0.7, 0.9), (0.7, 0.6), (0.7, 0.3)])]
    runs = _runs(_pprinted(grid), TP)
    assert runs["B1"] == [TEXTS[("B", (0.7, 0.3))]] and runs["B3"] == [TEXTS[("B", (0.7, 0.9))]]


def test_keys_that_name_no_call_place_nothing_by_order():
    # keys "0.2/0.9" are strings, not tuples of numbers: a sorted dict's rows are no evidence of their runs
    grid = [GRID[0], ("B", [(0.7, 0.9), (0.7, 0.6), (0.7, 0.3)])]
    runs = _runs(_pprinted(grid, string_keys=True), TP)
    assert not any(runs.get(r) for r in ("B1", "B3"))


UPPER_CODE = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
              "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
              "def gera(p, n=8, **kw):\n    x = tok(p, return_tensors='pt')\n"
              "    y = modelo.generate(**x, max_new_tokens=n, **kw)\n"
              "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
              'task = "Classifique o sentimento como POSITIVO ou NEGATIVO."\n'
              'template_ruim = f"""{task}\n\"Este filme foi um desperdício de tempo.\" ->"""\n'
              'template_bom = f"""{task}\n\nResponda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.\n'
              'Não explique. Não escreva mais nada.\n\nTexto: \"Este filme foi um desperdício de tempo.\"\n'
              'Sentimento:"""\n'
              "linhas = [f'ruim: {gera(template_ruim, 16, do_sample=False)!r}', "
              "f'bom: {gera(template_bom, 8, do_sample=False)!r}']\n"
              "with open('saidas.txt', 'w') as f:\n    f.write('\\n'.join(linhas))\n")


def test_a_display_upper_cased_by_the_code_is_read_and_is_a_reading():
    out = "RUIM: ' \"ESTE FILME FOI UM ERRO.\"\\N\\NE'\nBOM: ' NEGATIVO'\n"
    read = code_cell("print(open('saidas.txt').read().upper())\n", [new_output("stream", name="stdout", text=out)], 2)
    runs = find_runs(notebook([code_cell(UPPER_CODE, [], 1), read]), TPL).generations
    assert [g.text for g in runs["LOOSE"]] == [' "ESTE FILME FOI UM ERRO."\n\nE']  # the escapes read back
    assert [g.text for g in runs["STRICT"]] == [" NEGATIVO"]
    assert ".upper()" in str(runs["LOOSE"][0].extra)  # a reading: verification there decides nothing
    assert lossy_outputs(read) == {0: [(0, len(out))]}


def test_a_display_that_keeps_the_case_is_exact():
    out = "ruim: ' \"Este filme foi um erro.\"\\n\\nE'\nbom: ' NEGATIVO'\n"
    read = code_cell("print(open('saidas.txt').read())\n", [new_output("stream", name="stdout", text=out)], 2)
    runs = find_runs(notebook([code_cell(UPPER_CODE, [], 1), read]), TPL).generations
    assert [g.text for g in runs["LOOSE"]] == [' "Este filme foi um erro."\n\nE']
    assert ".upper()" not in str(runs["LOOSE"][0].extra) and lossy_outputs(read) == {}


@pytest.mark.parametrize("shown,value", [
    ("x ' A\\NB'", " A\nB"),  # upper-cased escapes read back
    ("x ' A\\nB'", " A\nB"),
    ("x ' \\N{BULLET} A'", " • A"),  # a named escape stays what it is
])
def test_upper_cased_escapes(shown, value):
    assert [v for *_, v in _literals(shown)] == [value]


@pytest.mark.parametrize("label,body,rows", [
    ("direto 0 caracteres", "passo 96 caracteres", True),
    ("P1 12 tokens", "P2 7 tokens\nP3 0 tokens", True),
    ("direto 0 caracteres", "The answer is 85 caracteres", False),  # a text, not a row of the listing
    ("P1 (T=0.7)", "P2 (T=0.7)", False),  # no count beside the name: a label
    ("direto", "passo", False),
])
def test_rows_of_one_listing_are_no_label_over_a_text(label, body, rows):
    assert _sibling_rows(label, body) is rows


def test_a_listing_of_lengths_is_no_run_of_the_name_it_starts_with():
    code = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM, set_seed\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "saidas = {}\nfor nome, prompt in [('direto', 'What is 27 + 58?'), ('passo', 'Solve step by step: 27 + 58.')]:\n"
            "    x = tok(prompt, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40)\n"
            "    texto = tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            "    saidas[nome] = texto\n    print(f'{nome=}')\n    print(f'{texto=}')\n")
    out = "nome='direto'\ntexto=''\nnome='passo'\ntexto='27 + 58 = 85.'\n"
    listing = code_cell("for nome, t in saidas.items():\n    print(nome, len(t), 'caracteres')\n",
                        [new_output("stream", name="stdout", text="direto 0 caracteres\npasso 13 caracteres\n")], 2)
    runs = _runs(notebook([code_cell(code, [new_output("stream", name="stdout", text=out)], 1), listing]), COT)
    assert runs == {"P1": [""], "P2": ["27 + 58 = 85."]}


@pytest.mark.parametrize("answer,passes", [
    ("O top-p corta a distribuição: só entram os tokens mais prováveis até somar p de probabilidade. Com top-p 0,3 "
     "(B1) sobram pouquíssimos candidatos, então o texto repetiu a mesma frase.", True),
    ("Only the most likely tokens whose probabilities add up to p are kept; at top-p 0.3 (B1) few candidates remain, "
     "so the text repeated itself.", True),
    ("O top-p corta a distribuição. Com top-p 0,3 (B1) o texto repetiu a mesma frase.", False),  # no mass at all
])
def test_b3_a_mass_summed_up_to_p_is_the_cumulative_mass(tmp_path, setup, answer, passes):
    crits, _ = grade(tmp_path, setup, answers={"B.3": answer})
    assert (crits["B.3-concept"].status is Status.PASS) is passes
