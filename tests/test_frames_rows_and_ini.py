"""Red team batch 13 (issue 31), four principles of presentation:

- a box drawn around one text (a title in its top rule, each row "║  <line>  ║" padded to one width) is
  that text under that title: the bars and padding are the drawing, not the text;
- rows of fields printed by position, one tuple per line (``for row in cursor: print(row)``), are records:
  the field with the text is the text, the others its row's labels;
- an INI file configparser wrote, printed back, is one record per section, its values read as
  configparser writes them, so a text comes back with its leading space and blank lines;
- a quote copied from a repr, its line breaks written "\\n", is the text with those line breaks.
"""

from __future__ import annotations

import configparser
import io
import textwrap

import pytest
from nbformat.v4 import new_output
from test_run_finder import code_cell, notebook

from grader.core.textnorm import locate, normalise_for_match
from grader.grading.pipeline import load_specs
from grader.reading.printed_records import ini_records, tuple_lines
from grader.reading.runs import find_runs
from grader.reading.shown_text import unframed

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
FS = load_specs("few-shot")[0]
COT = load_specs("chain-of-thought")[0]

TEXTS = {"A1": " can be used to analyze complex systems. They are often used in fields such as logistics, finance "
               "and healthcare.\n\nOne example is the logistic regression model.",
         "A2": " use the probability of an event as a measurement of the probability of that event occurring.",
         "A3": " use machine learning algorithms to predict behavior based on data.\n\n**Key Concepts**:"}
TP_CODE = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
           "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
           "PROMPT = 'Transformers are models that'\n"
           "def amostra(T, p, seed):\n    torch.manual_seed(seed)\n    ids = tok(PROMPT, return_tensors='pt')\n"
           "    out = modelo.generate(**ids, do_sample=True, temperature=T, top_p=p, max_new_tokens=80)\n"
           "    return tok.decode(out[0, ids['input_ids'].shape[1]:], skip_special_tokens=True)\n")


def _boxed(texts: dict[str, str], width: int = 50) -> str:
    out = []
    for name, (t, text) in zip(texts, zip((0.2, 0.7, 1.0), texts.values())):
        out.append("╔" + f" {name} · T={t} · top_p=0.9 ".center(width, "═") + "╗")
        for par in text.split("\n"):
            out += ["║  " + line.ljust(width - 4) + "  ║" for line in (textwrap.wrap(par, width - 4) or [""])]
        out += ["╚" + "═" * width + "╝", ""]
    return "\n".join(out) + "\n"


def _tp_runs(shown: str) -> dict[str, list[str]]:
    loop = ("execucoes = [(n, T, amostra(T, 0.9, 1311 + k)) for k, (n, T) in enumerate([('A1', 0.2), ('A2', 0.7), "
            "('A3', 1.0)])]\nfor n, T, texto in execucoes:\n    mostra_caixa(n, T, texto)\n")
    nb = notebook([code_cell(TP_CODE, [], 1), code_cell(loop, [new_output("stream", name="stdout", text=shown)], 2)])
    return {rid: [g.text for g in gens] for rid, gens in find_runs(nb, TP).generations.items() if rid in TEXTS}


def test_a_text_boxed_under_its_title_is_read_without_the_drawing():
    runs = _tp_runs(_boxed(TEXTS))
    assert set(runs) == set(TEXTS)
    for rid, text in TEXTS.items():
        (got,) = runs[rid]
        assert "║" not in got and "═" not in got
        assert normalise_for_match(got) == normalise_for_match(text)  # the wrapping's line breaks were spaces
        assert got.count("\n\n") == text.count("\n\n")  # its paragraphs kept
    # the text's own leading space stays (the padding common to its rows is the drawing's)
    assert unframed(_boxed(TEXTS)).split("\n")[1].startswith(" can be used")


def test_a_box_that_is_a_table_or_of_ragged_rows_is_left_as_drawn():
    table = "╔══════════╗\n║ a  │ b   ║\n╚══════════╝\n"  # a bar inside: columns, the table readers' part
    assert unframed(table) == table
    ragged = "╔══════════╗\n║ one      ║\n║ two ║\n╚══════════╝\n"
    assert unframed(ragged) == ragged
    ascii_table = "+------+\n| col  |\n+------+\n| text |\n+------+\n"  # a rule between rows: a table
    assert unframed(ascii_table) == ascii_table


SQL_ROWS = ("('P1', 40, 1311, '\\n\\nTo find the answer, we need to add 27 and 58.\\n\\nTo add these two numbers')\n"
            "('P2', 40, 1312, '111 - 27 = 1.322.\\n\\nThis equation can also be rewritten')\n")
COT_CODE = ("import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n"
            "tok = AutoTokenizer.from_pretrained('gpt2')\nmodelo = AutoModelForCausalLM.from_pretrained('gpt2')\n"
            "import sqlite3\ncon = sqlite3.connect(':memory:')\n"
            "def roda(q, seed, n):\n    torch.manual_seed(seed)\n    x = tok(q, return_tensors='pt')\n"
            "    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n)\n"
            "    return tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)\n")


def test_rows_printed_as_tuples_are_records_whose_text_field_is_the_run():
    loop = (f"for nome, q, seed in [('P1', {COT.prompt_for('P1')!r}, 1311), ('P2', {COT.prompt_for('P2')!r}, 1312)]:\n"
            "    con.execute('INSERT INTO runs VALUES (?, ?, ?, ?)', (nome, 40, seed, roda(q, seed, 40)))\n"
            "for row in con.execute('SELECT nome, max_new, seed, saida FROM runs'):\n    print(row)\n")
    nb = notebook([code_cell(COT_CODE, [], 1), code_cell(loop, [new_output("stream", name="stdout", text=SQL_ROWS)], 2)])
    runs = {rid: [g.text for g in gens] for rid, gens in find_runs(nb, COT).generations.items()}
    assert runs == {"P1": ["\n\nTo find the answer, we need to add 27 and 58.\n\nTo add these two numbers"],
                    "P2": ["111 - 27 = 1.322.\n\nThis equation can also be rewritten"]}


def test_only_lines_that_are_tuples_of_literals_make_rows():
    assert tuple_lines("resultados:\n" + SQL_ROWS) == [
        ("P1", 40, 1311, "\n\nTo find the answer, we need to add 27 and 58.\n\nTo add these two numbers"),
        ("P2", 40, 1312, "111 - 27 = 1.322.\n\nThis equation can also be rewritten")]
    assert tuple_lines(SQL_ROWS.split("\n")[0]) is None  # one row is a value, not a table
    assert tuple_lines("(this is prose in parentheses)\n(and more of it)\n") is None


def _ini(outputs: dict[str, str]) -> str:
    cfg = configparser.ConfigParser(interpolation=None)
    for name, text in outputs.items():
        cfg[name] = {"output": text, "greedy": "yes"}
    buf = io.StringIO()
    cfg.write(buf)
    return buf.getvalue()


def test_an_ini_file_read_back_gives_each_section_its_exact_text():
    outputs = {"zero_shot": ' "Este filme foi um', "few_shot": " NEGATIVO\n\nText", "variation": " NEGATIVO\n\n\nText"}
    assert [r["output"] for r in ini_records(_ini(outputs).strip())] == list(outputs.values())
    assert ini_records(_ini({"only": "one section"}).strip()) is None  # one section: a setting, not records
    assert ini_records("[nota]\nisto não é = um ini\n[[quebrado") is None  # configparser refuses it
    assert ini_records("[{'generated_text': 'a'}]\n[{'generated_text': 'b'}]") is None  # lists printed, no keys


def test_few_shot_runs_written_to_an_ini_and_printed_are_found():
    gera = ("from transformers import AutoTokenizer, AutoModelForSeq2SeqLM\nimport configparser\n"
            "tok = AutoTokenizer.from_pretrained('google/flan-t5-small')\n"
            "modelo = AutoModelForSeq2SeqLM.from_pretrained('google/flan-t5-small')\n"
            "def gera(p):\n    x = tok(p, return_tensors='pt')\n"
            "    return tok.decode(modelo.generate(**x, max_new_tokens=8)[0], skip_special_tokens=True)\n"
            f"zero_shot = {FS.prompt_for('ZS')!r}\nfew_shot = {FS.prompt_for('FS')!r}\n"
            "variation = few_shot.replace('Adorei', 'Amei')\n")
    write = ("cfg = configparser.ConfigParser(interpolation=None)\n"
             "for name, p in [('zero_shot', zero_shot), ('few_shot', few_shot), ('variation', variation)]:\n"
             "    cfg[name] = {'output': gera(p), 'greedy': 'yes'}\n"
             "with open('outputs.ini', 'w') as fh:\n    cfg.write(fh)\nprint(open('outputs.ini').read())\n")
    shown = _ini({"zero_shot": ' "Este filme foi um', "few_shot": " NEGATIVO\n\nText", "variation": " POSITIVO"})
    nb = notebook([code_cell(gera, [], 1), code_cell(write, [new_output("stream", name="stdout", text=shown)], 2)])
    runs = {rid: [g.text for g in gens] for rid, gens in find_runs(nb, FS).generations.items()}
    assert runs == {"ZS": [' "Este filme foi um'], "FS": [" NEGATIVO\n\nText"], "VAR": [" POSITIVO"]}


def test_a_quote_copied_from_a_repr_is_found_with_its_line_breaks_and_an_edit_is_not():
    out = "\n\nTo find the answer, we need to add 27 and 58.\n\nTo add these two numbers together"
    assert locate('"To find the answer, we need to add 27 and 58.\\n\\nTo add these two numbers"', out) is not None
    assert locate('"To find the answer, we need to add 27 and 59.\\n\\nTo add these two numbers"', out) is None
    assert locate('"we need to add 27 and 58.\\nTo add"', out) is not None  # one break or two: spacing
