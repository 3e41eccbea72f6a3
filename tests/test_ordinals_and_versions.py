"""Answers labelled by ordinal words, and answers written twice (red team batch 10's tp101 and cot103,
issue 31): "Primeira: ... Nona: ..." with no part named numbers the activity's questions from the first
to the last, as "1." .. "9." would; the same words under "Parte A" / "Parte B" headings count within each
part. Of two versions of the answers, the one under a heading the student marked old ("versão antiga")
is superseded; unmarked versions stay in doubt."""

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


COT = load_specs("chain-of-thought")[0]
OLD = "**C.1** Sim, no P2 deu 85.\n**C.2** \"First add the tens\"\n**C.3** Não garante."
NEW = "**C.1** Não. O P2 deu 40.1.\n**C.2** \"27.5 + 2.8 + 1.3 = 40.1\" no P2.\n**C.3** Não: o P2 parece conta e erra."


def test_of_two_versions_of_the_answers_the_one_the_student_marked_old_is_not_the_answer():
    cells = [new_markdown_cell("## Respostas (versão antiga — escrevi antes de trocar as sementes)"),
             new_markdown_cell(OLD), new_markdown_cell("## Respostas (versão final)"), new_markdown_cell(NEW)]
    found = locate_answers(new_notebook(cells=cells), COT).answers
    assert found["C.1"].text.startswith("Não. O P2 deu 40.1") and not found["C.1"].doubt
    assert found["C.3"].text.startswith("Não: o P2") and not found["C.3"].doubt


def test_two_unmarked_versions_of_an_answer_stay_in_doubt():
    cells = [new_markdown_cell("## Respostas"), new_markdown_cell(OLD), new_markdown_cell("## Respostas de novo"),
             new_markdown_cell(NEW)]
    found = locate_answers(new_notebook(cells=cells), COT).answers
    assert found["C.1"].doubt == "places_differ"


def test_ids_typed_with_an_l_for_the_1_or_a_space_in_bold_and_excerpt_labels_written_otherwise():
    md = ("**A.l** (a segunda rodada)\n- A1: \"primeiro trecho do A1 aqui\"\n- A2: \"segundo trecho do A2 aqui\"\n"
          "- A3: \"terceiro trecho do A3 aqui\"\n**A2** A2, repete \"segundo trecho\".\n**A 3** A3, muda de assunto.\n"
          "**D.l** top-p\n**D2** aumentar\n**D 3** top-p maior, núcleo maior, mais diversidade.")
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Respostas"), new_markdown_cell(md)]), TP).answers
    assert found["A.1"].text.startswith("(a segunda rodada)") and "- A3:" in found["A.1"].text
    assert found["A.2"].text.startswith("A2, repete") and not found["A.2"].doubt
    assert found["A.3"].text == "A3, muda de assunto." and found["D.1"].text == "top-p"
    assert found["D.3"].text.startswith("top-p maior") and found["D.2"].text == "aumentar"
    # "A 2 vezes" in a sentence names no question
    prose = "**A.1** trechos\n\nO A1 repetiu a mesma frase A 2 vezes seguidas."
    found = locate_answers(new_notebook(cells=[new_markdown_cell(prose)]), TP).answers
    assert "A.2" not in found or not found["A.2"].text


def test_answers_in_details_blocks_under_their_summary_a_headings_title_and_a_plain_inline_id():
    blocks = [("A.1 — trechos", '- A1 (T=0.2): "um trecho do A1"'), ("A.2 — mais repetição", "A1. Ele entra num laço."),
              ("D.1 / D.2", "D.1: o top-p. D.2: aumentar (de 0.6 para 0.9)."), ("D.3 — justificativa", "No B2 repetiu.")]
    md = "\n\n".join(f"<details><summary>{s}</summary>\n\n{body}\n</details>" for s, body in blocks)
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers
    assert found["A.2"].text == "A1. Ele entra num laço." and not found["A.2"].doubt
    assert found["D.1"].text == "o top-p." and found["D.2"].text.startswith("aumentar")
    assert found["D.3"].text == "No B2 repetiu."
    # an answer written on its heading line alone is kept
    alone = "### A.2 — A1, que entra num laço\n\n### A.3 — A3, que muda de assunto"
    found = locate_answers(new_notebook(cells=[new_markdown_cell(alone)]), TP).answers
    assert "A1, que entra num laço" in found["A.2"].text


def test_bold_parenthesised_roman_numbers_under_part_headings_and_a_comma_typed_for_the_dot():
    md = ("## Parte A\n\n**(i)** A1: \"um trecho\"\n\n**(ii)** A1, repete.\n\n**(iii)** A3, muda de assunto.\n\n"
          "## Parte B\n\n**(i)** top-p = 0.3 (B1).\n\n**(ii)** \"a single entity\" no B1.\n\n**(iii)** núcleo pequeno.")
    found = locate_answers(new_notebook(cells=[new_markdown_cell(md)]), TP).answers
    assert found["A.3"].text == "A3, muda de assunto." and found["B.1"].text == "top-p = 0.3 (B1)."
    assert found["B.3"].text == "núcleo pequeno."
    tpl = load_specs("template")[0]
    md = "T.l) loose: x\nT 2) none\nT3) restringe a saída.\nT.4) NEGATIVO\nT,5) No. Voting reduces the variance."
    found = locate_answers(new_notebook(cells=[new_markdown_cell("## Answers"), new_markdown_cell(md)]), tpl).answers
    assert found["T.5"].text == "No. Voting reduces the variance." and found["T.1"].text == "loose: x"
