"""Classes the notebook defines (red team batch 10's tpl102, issue 31): a student who generates inside
``class Experimento``'s methods and keeps each run in a ``namedtuple`` or ``@dataclass`` record prints
exactly what one who writes functions and tuples prints; the interpreter follows the methods and
renders the records' reprs, so the runs are placed by the code, not guessed from their layout."""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_notebook
from test_json_quoted_and_unplaced import GERAR, TPL, _cell

from grader.grading.pipeline import load_specs
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
TEXTS = [" can be used to create data.\n\nData analysis is a skill", " use statistics to forecast.",
         " can be applied to data.\n\nSome popular modelers include:"]
CONFIGS = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9)]


def _placed(nb, spec=TP):
    placed = find_runs(nb, spec).generations
    return {r: [(g.text, g.extra["placed_by"]) for g in gs] for r, gs in placed.items()}


def test_runs_generated_in_methods_and_printed_as_namedtuple_reprs_are_placed_by_the_code():
    code = ("import torch\nfrom collections import namedtuple\nRun = namedtuple('Run', 'nome T p texto')\n"
            "class Experimento:\n"
            "    def __init__(self, prompt, n=80):\n        self.prompt, self.n = prompt, n\n        self.runs = []\n"
            "    def roda(self, nome, T, p):\n        torch.manual_seed(len(self.runs))\n"
            "        t = gerar(self.prompt, self.n, do_sample=True, temperature=T, top_p=p)\n"
            "        self.runs.append(Run(nome, T, p, t))\n        return t\n"
            "exp = Experimento('Transformers are models that')\n"
            f"for nome, T, p in {CONFIGS!r}:\n    exp.roda(nome, T, p)\n"
            "for r in exp.runs:\n    print(r)\n")
    shown = "".join(f"Run(nome={n!r}, T={T}, p={p}, texto={t!r})\n" for (n, T, p), t in zip(CONFIGS, TEXTS))
    nb = new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)])
    # each text read back from its repr (newlines undone), placed by the code: the methods were followed
    assert _placed(nb) == {n: [(t, "code")] for (n, _, _), t in zip(CONFIGS, TEXTS)}


def test_a_dataclass_with_its_own_str_and_a_staticmethod_generator_is_followed():
    code = ("from dataclasses import dataclass\n"
            "@dataclass\nclass Saida:\n    nome: str\n    T: float\n    p: float\n    texto: str = ''\n"
            "    def __str__(self):\n        return f'[{self.nome}] T={self.T} top_p={self.p}\\n{self.texto}'\n"
            "class Gerador:\n    PROMPT = 'Transformers are models that'\n"
            "    @staticmethod\n    def um(T, p):\n"
            "        return gerar(Gerador.PROMPT, 80, do_sample=True, temperature=T, top_p=p)\n"
            f"saidas = [Saida(n, T, p, Gerador.um(T, p)) for n, T, p in {CONFIGS!r}]\n"
            "for s in saidas:\n    print(s)\n    print()\n")
    shown = "".join(f"[{n}] T={T} top_p={p}\n{t}\n\n" for (n, T, p), t in zip(CONFIGS, TEXTS))
    nb = new_notebook(cells=[new_code_cell(GERAR), _cell(code, shown)])
    assert _placed(nb) == {n: [(t, "code")] for (n, _, _), t in zip(CONFIGS, TEXTS)}


def test_a_record_printed_with_one_field_more_than_the_code_gives_is_not_placed_by_the_code():
    # the code's record has no field "rotulo": the printed line is not what this code prints (edited by hand
    # or printed by an older version of the cell), so the code does not vouch for it
    code = ("import torch\nfrom collections import namedtuple\nAmostra = namedtuple('Amostra', ['i', 'texto'])\n"
            "class SC:\n    def __call__(self, n):\n        out = []\n"
            "        for i in range(n):\n            torch.manual_seed(500 + i)\n"
            "            out.append(Amostra(i, gerar(PROMPT, 8, do_sample=True, temperature=0.9, top_p=0.9)))\n"
            "        return out\n"
            f"PROMPT = {TPL.prompt_for('SC')!r}\n"
            "for a in SC()(2):\n    print(a)\n")
    right = "Amostra(i=0, texto=' NEGATIVO!\\n\\n')\nAmostra(i=1, texto=' \"POSITIVO\"\\nD')\n"
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, right)]), TPL).generations
    assert [(g.text, g.extra["placed_by"]) for g in placed["SC"]] == [(" NEGATIVO!\n\n", "code"),
                                                                         (' "POSITIVO"\nD', "code")]
    wrong = right.replace("texto=", "rotulo=None, texto=")
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(code, wrong)]), TPL).generations
    assert not [g for gs in placed.values() for g in gs if g.extra["placed_by"] == "code"]


COT = load_specs("chain-of-thought")[0]
TOKEN_CODE = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
              "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nlm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
              "x = tok('Solve step by step: 27 + 58.', return_tensors='pt')\n"
              "y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80)\n"
              "novos = y[0, x['input_ids'].shape[1]:]\nprint('P2')\n"
              "print(tok.batch_decode(novos[:, None], skip_special_tokens=True))\n")


def test_a_run_shown_only_as_the_list_of_its_decoded_tokens_is_the_tokens_joined():
    tokens = ["\n", "\n", "Now", ",", " add", " ", "2", "7", ":", "\n\n", "2", "7", " +", " ", "5", "8", " =", " ",
              "1", "1", "4", ""]
    nb = new_notebook(cells=[new_code_cell(TOKEN_CODE.split("x = tok")[0]),
                             _cell("x = tok" + TOKEN_CODE.split("x = tok")[1], f"P2\n{tokens!r}\n")])
    assert _placed(nb, COT) == {"P2": [("".join(tokens), "code")]}
    # the same code with one piece edited in the list: still read as the list joined, so the edit is in the text
    # the verifier checks (never smoothed away)
    edited = [t if t != " +" else " plus" for t in tokens]
    nb = new_notebook(cells=[new_code_cell(TOKEN_CODE.split("x = tok")[0]),
                             _cell("x = tok" + TOKEN_CODE.split("x = tok")[1], f"P2\n{edited!r}\n")])
    assert _placed(nb, COT) == {"P2": [("".join(edited), "code")]}


STREAM = ("import json\nfrom threading import Thread\nfrom transformers import TextIteratorStreamer\n"
          "def via_streamer(prompt, n):\n"
          "    st = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)\n"
          "    x = tok(prompt, return_tensors='pt')\n"
          "    th = Thread(target=modelo.generate, kwargs=dict(**x, max_new_tokens=n, do_sample=False, streamer=st))\n"
          "    th.start()\n    pedacos = [c for c in st]\n    th.join()\n    return ''.join(pedacos)\n"
          f"solto = via_streamer({TPL.prompt_for('LOOSE')!r}, 16)\n"
          f"estrito = via_streamer({TPL.prompt_for('STRICT')!r}, 8)\n"
          "print('LOOSE  :', json.dumps(solto, ensure_ascii=False))\n"
          "print('STRICT :', json.dumps(estrito, ensure_ascii=False))\n")


def test_a_text_iterator_streamer_fed_by_a_thread_and_printed_as_json_is_placed_by_the_code():
    loose, strict = ' "Este filme foi um erro de tempo."\n\nE', ' "Este filme foi um'
    import json
    shown = f"LOOSE  : {json.dumps(loose, ensure_ascii=False)}\nSTRICT : {json.dumps(strict, ensure_ascii=False)}\n"
    placed = _placed(new_notebook(cells=[new_code_cell(GERAR), _cell(STREAM, shown)]), TPL)
    assert placed == {"LOOSE": [(loose, "code")], "STRICT": [(strict, "code")]}
    # the JSON literal read back exactly: its escaped newlines are the text's newlines, nothing smoothed
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), _cell(STREAM, shown)]), TPL).generations
    assert not placed["LOOSE"][0].extra.get("undone")


def test_a_text_streamer_prints_the_text_and_a_newline_where_generate_runs():
    code = ("from transformers import TextStreamer\nst = TextStreamer(tok, skip_prompt=True)\n"
            f"x = tok({TPL.prompt_for('STRICT')!r}, return_tensors='pt')\nprint('== STRICT')\n"
            "modelo.generate(**x, max_new_tokens=8, do_sample=False, streamer=st)\nprint('== fim')\n")
    strict = ' "Este filme foi um'
    placed = _placed(new_notebook(cells=[new_code_cell(GERAR), _cell(code, f"== STRICT\n{strict}\n== fim\n")]), TPL)
    assert placed == {"STRICT": [(strict, "code")]}


def test_records_dumped_to_a_json_file_and_loaded_back_are_the_runs_even_indented():
    code = ("import json, textwrap, torch\nresultado = {}\n"
            f"for chave, pergunta, n in [('P1', {COT.prompt_for('P1')!r}, 40), ('P2', {COT.prompt_for('P2')!r}, 80)]:\n"
            "    resultado[chave] = {'pergunta': pergunta,\n"
            "                        'saida': gerar(pergunta, n, do_sample=True, temperature=0.7, top_p=0.9)}\n"
            "json.dump(resultado, open('cot.json', 'w'), ensure_ascii=False)\n")
    show = ("d = json.load(open('cot.json'))\nfor k, v in d.items():\n"
            "    print(f' {k}: {v[\"pergunta\"]} '.center(60, '='))\n"
            "    print(textwrap.indent(v['saida'], '    '))\n    print()\n")
    p2 = "53 - 27 = 3.14.\n\n  The answer is 3.14."  # (its own two-space indent is kept)
    shown = "".join(f" {k}: {COT.prompt_for(k)} ".center(60, "=") + "\n" + "\n".join(
        ("    " + ln if ln.strip() else ln) for ln in t.split("\n")) + "\n\n" for k, t in (("P1", ""), ("P2", p2)))
    nb = new_notebook(cells=[new_code_cell(GERAR), new_code_cell(code), _cell(show, shown)])
    assert _placed(nb, COT) == {"P1": [("", "code")], "P2": [(p2, "code")]}
    # a file the code never wrote with json.dump is not read back as records
    other = show.replace("cot.json", "outro.json")
    nb = new_notebook(cells=[new_code_cell(GERAR), new_code_cell(code), _cell(other, shown)])
    assert all(p != "code" for gs in _placed(nb, COT).values() for _, p in gs)
