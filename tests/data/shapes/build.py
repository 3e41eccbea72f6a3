"""Builds printed-as-data.ipynb: the course's notebook with its samples printed as data.

    .venv/bin/python tests/data/shapes/build.py

Part A's samples printed as a list (``print(f"T={t} Amostras:", amostras)``, the book's 5.7),
B1 and B2 as a pipeline's result dicts printed by rich (ANSI colours, wrapped at 115 cells), B3
through ``repr()`` with a label. The texts are the course notebook's real outputs
(tests/data/observed-outputs.json). ``grader inspect`` on it shows every run and where it was
read (tests/test_reading_shapes.py checks the same notebook).
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_output

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # tests/

from test_run_finder import PROMPT, code_cell, continuation, course_notebook, samples  # noqa: E402
from test_reading_shapes import rich_out  # noqa: E402

LIST_LOOP = """\
prompt = "Transformers are models that"
for t in [0.2, 0.7, 1.0]:
    amostras = [generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80) for _ in range(2)]
    print(f"T={t} Amostras:", amostras)
"""

PIPELINE = """\
from transformers import pipeline
gerador = pipeline("text-generation", model=model, tokenizer=tokenizer)
for p in [0.3, 0.6]:
    saida = gerador(prompt, do_sample=True, temperature=0.7, top_p=p, max_new_tokens=80, num_return_sequences=2)
    print(saida)
"""

REPR = """\
for i in range(2):
    texto = generate_text(prompt, temperature=0.7, top_p=0.9, max_new_tokens=80)
    print(f"B3 amostra {i + 1}:", repr(texto))
"""


def build() -> nbformat.NotebookNode:
    full = lambda exps: [PROMPT + continuation(e) for e in exps[:2]]  # noqa: E731
    a = "".join(f"T={t} Amostras: {full(samples('temperature', temperature=t))!r}\n" for t in (0.2, 0.7, 1.0))
    b = [new_output("display_data", data={"text/plain": rich_out(
        [{"generated_text": s} for s in full(samples("top_p", top_p=p))])}) for p in (0.3, 0.6)]
    b3 = "".join(f"B3 amostra {i}: {s!r}\n" for i, s in enumerate(full(samples("top_p", top_p=0.9)), 1))
    nb = course_notebook(temperature_loop=LIST_LOOP,
                         temperature_outs=[new_output("stream", name="stdout", text=a)])
    nb.cells[5] = code_cell(PIPELINE, b, 5)
    nb.cells.append(code_cell(REPR, [new_output("stream", name="stdout", text=b3)], 6))
    for cell in nb.cells:
        cell.pop("id", None)
    return nb


if __name__ == "__main__":
    import warnings

    warnings.simplefilter("ignore")
    nbformat.write(build(), str(HERE / "printed-as-data.ipynb"))
