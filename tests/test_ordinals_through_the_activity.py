"""Answers labelled by ordinal words (red team batch 10's tp101, issue 31): "Primeira: ... Nona: ..." with
no part named numbers the activity's questions from the first to the last, as "1." .. "9." would; the same
words under "Parte A" / "Parte B" headings count within each part."""

from __future__ import annotations

import pytest
from nbformat.v4 import new_markdown_cell, new_notebook

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
TP = load_specs("temperature-top-p")[0]
WORDS = ["Primeira", "Segunda", "Terceira", "Quarta", "Quinta", "Sexta", "Sétima", "Oitava", "Nona"]


def _texts(nb):
    found = locate_answers(nb, TP)
    return {q: a.text for q, a in found.answers.items()}


def test_nine_ordinals_with_no_part_named_answer_the_nine_questions_in_order():
    lines = [f"{w}: resposta número {n} sobre o A1 e o B3." for n, w in enumerate(WORDS, 1)]
    nb = new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell("\n".join(lines))])
    texts = _texts(nb)
    assert [texts.get(q.id, "").split(" sobre")[0] for q in TP.questions] == \
        [f"resposta número {n}" for n in range(1, 10)]


def test_ordinals_under_part_headings_count_within_each_part():
    cells = [new_markdown_cell("## Parte A"),
             new_markdown_cell("Primeira: sobre o A1 da parte A.\nSegunda: o A1.\nTerceira: o A3."),
             new_markdown_cell("## Parte B"),
             new_markdown_cell("Primeira: top-p 0.3 (B1).\nSegunda: a repetição no B1.\nTerceira: o núcleo.")]
    texts = _texts(new_notebook(cells=cells))
    assert texts["B.1"].startswith("top-p 0.3") and texts["A.1"].startswith("sobre o A1")
    assert "D.1" not in texts or not texts["D.1"].strip()
