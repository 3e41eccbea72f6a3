"""Shapes from red team batch 6 (issue 31), each as the principle it needs:

- a table drawn with box characters (rich's ``Table``) is a table: each row's text column, not the
  frame; and a text read from printed output that is longer than its generation could be is a reading
  in doubt (review), never "not a real output";
- a pipeline built in an ``if``/``else`` (``text2text-generation`` for T5, ``text-generation`` else) is
  a pipeline; ``**extra`` of unknown keys leaves return_full_text and top-k unknown, not a reason to
  drop the texts;
- more texts than the code generates, the samples in lines of one shape and a count in another line:
  the lines of the samples' shape;
- a question restated in italics above each answer, or a line that asks, is no answer of its own.
"""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output
from test_json_quoted_and_unplaced import GERAR, TPL, _cell

from grader.reading.answers import locate_answers
from grader.reading.candidates import box_table
from grader.reading.runs import find_runs

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")

SAMPLES = [' "NEGATIVO"\n', " ESPAÇIO (NEG", " NEGATIVO\n\nA", " POSITIVO ou NEGAT", " Ouémácilos"]


def _rich_table(samples: list[str]) -> str:
    cells = [repr(s) for s in samples]
    width = max(len(c) for c in cells) + 2
    lines = ["  Self-consistency (T=0.9, top_p=0.9)  ", f"┏━━━━┳{'━' * width}┳━━━━━━━━━━┓",
             f"┃ #  ┃ {'amostra'.ljust(width - 2)} ┃ rótulo   ┃", f"┡━━━━╇{'━' * width}╇━━━━━━━━━━┩"]
    lines += [f"│ {str(k).ljust(2)} │ {c.ljust(width - 2)} │ {'x'.ljust(8)} │" for k, c in enumerate(cells, 1)]
    lines.append(f"└────┴{'─' * width}┴──────────┘")
    return "\n".join(lines) + "\n"


# rich folds a cell too long for its column onto the next line: at a space, or inside a word longer than it
FOLDED = """\
┏━━━━┳━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━┓
┃ #  ┃ amostra          ┃ rótulo   ┃
┡━━━━╇━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━┩
│ 1  │ ' NEGATIVO\\n\\nA' │ NEGATIVO │
│ 2  │ ' POSITIVO ou    │ POSITIVO │
│    │ NEGAT'           │          │
│ 3  │ ' ESPAÇIO_LONGO_ │ —        │
│    │ WORD'            │          │
└────┴──────────────────┴──────────┘
"""


SC_CODE = (f"prompt_sc = {TPL.prompt_for('SC')!r}\n"
           "amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(5)]\n"
           "tab = Table(title='Self-consistency')\nfor i, a in enumerate(amostras, 1):\n"
           "    tab.add_row(str(i), repr(a), rotulo(a))\nprint(tab)\n")


def _display(text: str):
    return new_output("display_data", data={"text/plain": text, "text/html": "<pre>...</pre>"})


def test_a_rich_table_of_samples_gives_each_row_its_sample_and_nothing_of_its_frame():
    cell = new_code_cell(SC_CODE)
    cell.outputs = [_display(_rich_table(SAMPLES)), _display("VOTO: NEGATIVO\n")]
    placed = find_runs(new_notebook(cells=[new_code_cell(GERAR), cell]), TPL).generations
    assert [g.text for g in placed["SC"]] == SAMPLES
    header, rows = box_table(_rich_table(SAMPLES))[2:]
    assert header == ["#", "amostra", "rótulo"] and len(rows) == len(SAMPLES)


def test_a_cell_rich_folded_onto_the_next_line_is_one_text_again():
    header, rows = box_table(FOLDED)[2:]
    assert header == ["#", "amostra", "rótulo"]
    assert [r[1] for r in rows] == ["' NEGATIVO\\n\\nA'", "' POSITIVO ou NEGAT'", "' ESPAÇIO_LONGO_WORD'"]


def test_a_text_read_longer_than_its_generation_could_be_is_reviewed_a_recorded_one_is_not_real():
    """The frame of a table read with the text, the next print glued on: the reading is in doubt, and the
    instructor reads it; a recorded text that long is a claim, and no generation can make it."""
    from test_run_finder import FakeVerifier

    from grader.core.records import GENERATION_MIME
    from grader.reading.evidence import collect
    from grader.reading.extract import extract

    long = " NEGATIVO " + "━" * 400
    code = f"template_ruim = {TPL.prompt_for('LOOSE')!r}\nprint('template ruim ->', gerar(template_ruim, 16))\n"
    printed = _cell(code, f"template ruim -> {long!r}\n")
    ev = collect(TPL, extract(new_notebook(cells=[new_code_cell(GERAR), printed]), TPL), None, FakeVerifier(),
                 "gpt2")["LOOSE"]
    assert [(p.key, p.fatal) for p in ev.problems] == [("run.too_long_read", False)] and ev.provenance is None
    record = {"format": 1, "run": "LOOSE", "prompt": TPL.prompt_for("LOOSE"), "text": long, "token_ids": None,
              "seed": None, "params": {"do_sample": False, "temperature": 1.0, "top_p": 1.0, "top_k": None,
                                       "max_new_tokens": 16},
              "model": "gpt2", "dtype": "float32", "device": "cpu", "versions": {}}
    cell = new_code_cell("generate(model, tokenizer, template_ruim, run='LOOSE')", metadata={"tags": ["run-LOOSE"]})
    cell.outputs = [new_output("display_data", data={GENERATION_MIME: record, "text/plain": "[registro]"})]
    ev = collect(TPL, extract(new_notebook(cells=[cell]), TPL), None, FakeVerifier(), "gpt2")["LOOSE"]
    assert [(p.key, p.fatal) for p in ev.problems] == [("run.too_long", True)]


def test_a_pipeline_built_in_either_branch_of_an_if_generates_and_unknown_kwargs_are_no_reason_to_drop():
    setup = ("from transformers import pipeline, set_seed\nseq2seq = is_t5(MODEL_NAME)\n"
             "if seq2seq:\n    gerador = pipeline('text2text-generation', model=MODEL_NAME)\n    extra = {}\n"
             "else:\n    gerador = pipeline('text-generation', model=MODEL_NAME)\n"
             "    extra = {'return_full_text': False}\n")
    code = (f"template_ruim = {TPL.prompt_for('LOOSE')!r}\ntemplate_bom = {TPL.prompt_for('STRICT')!r}\n"
            "print('template ruim ->', gerador(template_ruim, do_sample=False, max_new_tokens=16, **extra))\n"
            "print('template bom  ->', gerador(template_bom, do_sample=False, max_new_tokens=8, **extra))\n")
    loose, strict = ' "Este filme foi um erro de tempo."\n\nE', ' "Este filme foi um'
    shown = _cell(code, f"template ruim -> {[{'generated_text': loose}]!r}\n",
                  f"template bom  -> {[{'generated_text': strict}]!r}\n")
    sc_code = (f"prompt_sc = {TPL.prompt_for('SC')!r}\namostras = []\nfor s in (5, 6):\n    set_seed(s)\n"
               "    lote = gerador(prompt_sc, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8,\n"
               "                   num_return_sequences=2, **extra)\n"
               "    amostras += [d['generated_text'] for d in lote]\n"
               "for i, a in enumerate(amostras, 1):\n    print(f'amostra {i:>2}: {a!r:<32} rótulo: {extrai(a)}')\n"
               "print('voto:', voto, '| modas:', modas)\n")
    lines = "".join(f"amostra {i:>2}: {s!r:<32} rótulo: None\n" for i, s in enumerate(SAMPLES[:4], 1))
    sc = _cell(sc_code, lines + "voto: NEGATIVO | modas: ['NEGATIVO']\n")
    placed = find_runs(new_notebook(cells=[new_code_cell(setup), shown, sc]), TPL).generations
    assert [g.text for g in placed["LOOSE"]] == [loose] and [g.text for g in placed["STRICT"]] == [strict]
    # the samples are the four lines of one shape; the modes' 'NEGATIVO' is no fifth
    assert [g.text for g in placed["SC"]] == SAMPLES[:4]
    assert placed["SC"][0].params.top_k == 50 and placed["LOOSE"][0].params.do_sample is False


def test_questions_restated_in_italics_or_asked_in_a_line_are_not_answers_read_in_order():
    nb = new_notebook(cells=[
        new_code_cell("print(gerar(template_ruim))"), new_markdown_cell("## Respostas"),
        new_markdown_cell("*Copie exatamente as saídas dos dois templates.*"), new_markdown_cell("Ruim: ' E' e bom: ' O'."),
        new_markdown_cell("Qual template produziu uma resposta no formato de rótulo?"), new_markdown_cell("Nenhum dos dois."),
        new_markdown_cell("_Por quê? (espaço de saída)_"), new_markdown_cell("O restritivo limita o espaço de saída."),
        new_markdown_cell("**Voto final e contagem**"), new_markdown_cell("NEGATIVO, 1/4/5."),
        new_markdown_cell("**T.5** Não garante.")])
    found = locate_answers(nb, TPL).answers
    assert [found[q].text for q in ("T.1", "T.2", "T.3", "T.4")] == [
        "Ruim: ' E' e bom: ' O'.", "Nenhum dos dois.", "O restritivo limita o espaço de saída.", "NEGATIVO, 1/4/5."]
    assert all(found[q].found_by == "order" for q in ("T.1", "T.2", "T.3", "T.4"))



def _lado_a_lado(textos: dict[str, str], largura: int = 34) -> str:
    """The student's own printer (red team batch 6, tp62): columns of textwrap pieces under a -+- rule."""
    import itertools
    import textwrap

    colunas = [textwrap.wrap(t.replace("\n", " "), largura) for t in textos.values()]
    lines = [" | ".join(f"{k:<{largura}}" for k in textos), "-+-".join("-" * largura for _ in textos)]
    lines += [" | ".join(f"{c:<{largura}}" for c in linha) for linha in itertools.zip_longest(*colunas, fillvalue="")]
    return "\n".join(lines) + "\n"


def test_texts_printed_side_by_side_in_columns_are_each_their_columns_run():
    from test_run_finder import PROMPT, code_cell, notebook

    from grader.grading.pipeline import load_specs

    tp = load_specs("temperature-top-p")[0]
    texts = {"A1  T=0.2": " can be used to optimize a system or process. They can be applied to various fields.\n\n"
                          "This model can be applied to various",
             "A2  T=0.7": " measure the relationship between a quantity and its rate of change. In the context of the "
                          "original code, it could be a function that calculates the slope of the regression line.",
             "A3  T=1.0": " help you optimize operations with the goal of optimizing performance and resources."}
    setup = ("import itertools, textwrap\n"
             "from transformers import AutoTokenizer, AutoModelForCausalLM, GenerationConfig\n"
             "tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n"
             "def lado_a_lado(textos, largura=34):\n"
             "    colunas = [textwrap.wrap(t.replace('\\n', ' '), largura) for t in textos.values()]\n"
             "    print(' | '.join(f'{k:<{largura}}' for k in textos))\n"
             "    print('-+-'.join('-' * largura for _ in textos))\n"
             "    for linha in itertools.zip_longest(*colunas, fillvalue=''):\n"
             "        print(' | '.join(f'{c:<{largura}}' for c in linha))\n")
    code = (f"prompt = {PROMPT!r}\ndef cfg(t, p):\n    return GenerationConfig(max_new_tokens=80, do_sample=True, "
            "temperature=t, top_p=p)\ndef gera(gc):\n    x = tok(prompt, return_tensors='pt')\n"
            "    y = model.generate(**x, generation_config=gc)\n"
            "    return tok.decode(y[0][x['input_ids'].shape[1]:], skip_special_tokens=True)\n"
            "configs_A = {'A1  T=0.2': cfg(0.2, 0.9), 'A2  T=0.7': cfg(0.7, 0.9), 'A3  T=1.0': cfg(1.0, 0.9)}\n"
            "textos_A = {nome: gera(gc) for nome, gc in configs_A.items()}\nlado_a_lado(textos_A)\n")
    shown = _lado_a_lado(texts)
    cells = [code_cell(setup, [], 3), code_cell(code, [new_output("stream", name="stdout", text=shown)], 5)]
    placed = find_runs(notebook(cells), tp).generations
    # each column is its run's text as laid out: one line per row (spacing the verifier reads through), the
    # leading space lost
    import textwrap

    assert {rid: [g.text for g in gens] for rid, gens in placed.items()} == {
        rid: ["\n".join(textwrap.wrap(t.replace("\n", " "), 34)).strip()] for rid, t in zip(("A1", "A2", "A3"), texts.values())}
    # the layout is not a terminal's wrapping: its lines are not glued together
    from grader.reading.candidates import output_texts

    cell = code_cell(code, [new_output("stream", name="stdout", text=shown)], 5)
    assert output_texts(cell)[0][2] == shown


def test_a_value_known_before_an_if_that_changes_it_in_one_branch_keeps_its_generation():
    """The book's generate_t5 run on a causal model (red team batch 5, fs51, as executed): ``if not enc_dec:
    out = out[:, n:]`` inside the function. Reading both branches must not make ``out`` unknown: the three
    printed texts stay the runs'."""
    from pathlib import Path

    import nbformat

    few = __import__("grader.grading.pipeline", fromlist=["load_specs"]).load_specs("few-shot")[0]
    path = Path(__file__).parent / "data" / "redteam" / "batch-5" / "fs51-book-generate_t5-64tok-rich.ipynb"
    placed = find_runs(nbformat.read(str(path), as_version=4), few).generations
    assert sorted(placed) == ["FS", "VAR", "ZS"]
    assert placed["FS"][0].text.startswith(" NEGATIVO\n\nTexto:")
