"""Answers with no question id, read in the order of the questions (issue 31, red team round 5).

The course's Colab notebook has section headings and code, and students answer in plain text cells
below the code, one per question, or in one cell of paragraphs split by ``---``. A TA reads those
in order. The grader does too, only where the texts are exactly as many as the unanswered questions
they lie among; a pass on such an answer stands, a deduction goes to review.
"""

from __future__ import annotations

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook
from test_grading import FakeVerifier, build

from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.answers import locate_answers

TP, _ = load_specs("temperature-top-p")
COT, _ = load_specs("chain-of-thought")
FEW, _ = load_specs("few-shot")

A = ['Trechos: "can be used to optimize the behavior of a system"', "A de temperatura 0.2 foi a mais repetitiva.",
     "Achei que foi a de 0.7, e não a de 1.0."]
B = ["Top-p = 0.3.", '"a copy of the original model" aparece duas vezes.',
     "O top-p corta a distribuição: com p = 0.3 sobram poucos tokens e o texto repete."]
D = ["O top-p.", "Aumentaria (de 0.3 para 0.9).", "Nas minhas execuções da parte B a repetição só apareceu com top-p 0.3."]


def _colab(*, extra_in_a: str | None = None) -> nbformat.NotebookNode:
    cells = [new_markdown_cell("##**Prática 4.15**\n*Aluna: Débora*"), new_code_cell("import torch"),
             new_markdown_cell("#\n# PARTE A — TEMPERATURA\n#"), new_code_cell("for t in temps: print(gerar(t))"),
             new_markdown_cell("### O que observei com a temperatura"),
             *[new_markdown_cell(t) for t in A]]
    if extra_in_a is not None:
        cells.append(new_markdown_cell(extra_in_a))
    cells += [new_markdown_cell("#\n# PARTE B — TOP-P\n#"), new_code_cell("for p in top_ps: print(gerar(0.7, p))"),
              *[new_markdown_cell(t) for t in B],
              # the section's heading cell quotes the course's text: an introduction, not an answer
              new_markdown_cell('#\n# PARTE D — ESCOLHA\n#\n\n> "Transformers are models that are not part of..."'),
              *[new_markdown_cell(t) for t in D]]
    return new_notebook(cells=cells)


def test_plain_cells_under_the_courses_section_headings_are_read_in_the_questions_order():
    found = locate_answers(_colab(), TP).answers
    assert [found[q].text for q in ("A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3")] == A + B + D
    assert {found[q].found_by for q in found} == {"order"} and {found[q].doubt for q in found} == {"in_order"}
    assert found["A.2"].label == "A.1–A.3" and "order of the questions A.1–A.3" in found["A.2"].found_in


def test_one_text_too_many_under_a_part_reads_none_of_that_part_by_order():
    search = locate_answers(_colab(extra_in_a="Obs: demorou uns 3 minutos pra rodar no Colab."), TP)
    found = search.answers
    assert all(found[q].text == "" and found[q].doubt == "unplaced_text" for q in ("A.1", "A.2", "A.3"))
    assert [found[q].text for q in ("B.1", "B.2", "B.3")] == B  # the other parts still read


def test_paragraphs_split_by_rules_under_one_heading_are_the_questions_in_order():
    nb = new_notebook(cells=[new_markdown_cell("# parte C"), new_code_cell("print(gen(p1))"),
                             new_markdown_cell("## respostas (na ordem C.1, C.2, C.3)"),
                             new_markdown_cell('nao. nenhuma deu 85.\n\n---\n\n"27 + 58 = 114" (P1 seed 5)\n\n***\n\n'
                                               "nao garante: ele escreve contas erradas com cara de passo a passo.")])
    found = locate_answers(nb, COT).answers
    assert [found[q].text for q in ("C.1", "C.2", "C.3")] == [
        "nao. nenhuma deu 85.", '"27 + 58 = 114" (P1 seed 5)',
        "nao garante: ele escreve contas erradas com cara de passo a passo."]


def test_a_sections_introduction_above_its_code_is_set_aside_when_that_alone_makes_the_count():
    nb = new_notebook(cells=[new_markdown_cell("# Few-shot"), new_code_cell("import torch"),
                             new_markdown_cell("Nesta parte comparo zero-shot e few-shot."),  # above the code
                             new_code_cell("print(generate_t5(zero_shot)); print(generate_t5(few_shot))"),
                             *[new_markdown_cell(t) for t in ("' NEGATIVO'", "Só o few-shot.", "Não, nada foi treinado.",
                                                              "Não mudou: NEGATIVO de novo.", "1024 tokens.")]])
    found = locate_answers(nb, FEW).answers
    assert [found[q].text for q in ("F.1", "F.2", "F.3", "F.4", "F.5")] == [
        "' NEGATIVO'", "Só o few-shot.", "Não, nada foi treinado.", "Não mudou: NEGATIVO de novo.", "1024 tokens."]


def test_the_one_text_between_two_named_answers_answers_the_question_between_them():
    nb = new_notebook(cells=[new_code_cell("print(gen(p1))"), new_markdown_cell("**C.1** Não, nenhuma deu 85."),
                             new_code_cell("print(gen(p2))"), new_markdown_cell('"27 + 58 = 114", do P1.'),
                             new_markdown_cell("**C.3** Não garante.")])
    found = locate_answers(nb, COT).answers
    assert found["C.2"].text == '"27 + 58 = 114", do P1.' and found["C.2"].found_by == "order"
    assert found["C.1"].found_by == found["C.3"].found_by == "heading" and not found["C.1"].doubt


def test_named_answers_out_of_the_questions_order_leave_no_order_to_read_by():
    nb = new_notebook(cells=[new_code_cell("print(gen(p1))"), new_markdown_cell("**C.3** Não garante."),
                             new_code_cell("print(gen(p2))"), new_markdown_cell('"27 + 58 = 114", do P1.'),
                             new_markdown_cell("**C.1** Nenhuma deu 85.")])
    found = locate_answers(nb, COT).answers
    assert found["C.2"].text == "" and found["C.2"].doubt == "unplaced_text"


def test_a_question_copied_as_its_own_paragraph_is_not_one_of_the_texts():
    q1, q2, q3 = (q.text.pt for q in COT.questions)
    nb = new_notebook(cells=[new_code_cell("print(gen(p1))"),
                             *[new_markdown_cell(t) for t in (q1, "Não, nenhuma deu 85.", q2, '"27 + 58 = 114"', q3,
                                                              "Não garante nada.")]])
    found = locate_answers(nb, COT).answers
    assert [found[q].text for q in ("C.1", "C.2", "C.3")] == ["Não, nenhuma deu 85.", '"27 + 58 = 114"',
                                                              "Não garante nada."]


def test_answers_numbered_in_parentheses_name_the_questions_of_a_one_part_activity():
    nb = new_notebook(cells=[new_code_cell("print(rotular(few_shot))"), new_markdown_cell("## Respostas"),
                             new_markdown_cell("(1) ' NEGATIVO'\n\n(2) Só o few-shot.\n\n(3) Não.\n\n(4) Não mudou.\n\n"
                                               "(5) 1024 tokens.")])
    found = locate_answers(nb, FEW).answers
    assert [found[q].text for q in ("F.1", "F.2", "F.3", "F.4", "F.5")] == [
        "' NEGATIVO'", "Só o few-shot.", "Não.", "Não mudou.", "1024 tokens."]
    assert not any(found[q].doubt for q in found)


@pytest.fixture(scope="module")
def setup():
    activity, rubric = load_specs("temperature-top-p")
    return Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)


def _without_ids(path):
    """The notebook as a Colab student leaves it: no question cells, answer cells untagged."""
    nb = nbformat.read(str(path), as_version=4)
    nb.cells = [c for c in nb.cells if not any(t.startswith("question-") for t in c.metadata.get("tags", []))]
    for c in nb.cells:
        if c.cell_type == "markdown":
            c.metadata["tags"] = []
    nbformat.write(nb, str(path))
    return path


# the excerpts named in a sentence: "**A1:**" alone on a line would read as a label of question A.1
EXCERPTS = {"A.1": 'Da A1: "The model is used to build a model. The model is used to build a model." Da A2: '
                   '"For example, a model can read text and the model can write text". Da A3: "dream about violet '
                   'oceans while engineers debate quantum gardens".'}


def test_a_pass_read_by_order_stands_and_a_deduction_goes_to_review(tmp_path, setup):
    plain = grade_submission(setup, _without_ids(build(tmp_path, setup, answers=EXCERPTS, name="plain")),
                             work_dir=tmp_path / "w1")
    assert all(c.status is Status.PASS for c in plain.criteria) and plain.score == plain.max_score
    assert all(c.evidence["answer_found"]["how"] == "order" for c in plain.criteria if c.question_id)
    wrong = {**EXCERPTS, "A.2": "A3 foi a mais repetitiva."}  # contradicts the outputs
    tagged = grade_submission(setup, build(tmp_path, setup, answers=wrong, name="tagged"), work_dir=tmp_path / "w2")
    assert next(c for c in tagged.criteria if c.question_id == "A.2").status is Status.FAIL
    path = _without_ids(build(tmp_path, setup, answers=wrong, name="unnamed"))
    crit = next(c for c in grade_submission(setup, path, work_dir=tmp_path / "w3").criteria if c.question_id == "A.2")
    assert crit.status is Status.NEEDS_REVIEW and "ordem das questões (A.1–D.3)" in crit.message
    assert crit.evidence["graded_status"] == "fail" and crit.evidence["answer_doubt"] == "in_order"


def test_text_cells_below_excerpts_labelled_by_run_names_are_not_swallowed_by_the_last_label(tmp_path, setup):
    """The course's excerpts as "**A1:**", "**A2:**", "**A3:**" over quotes, no question id anywhere: those
    labels may name questions A.1-A.3 (doubtful), but the text cells below them are not the last label's;
    they stay the student's text for the instructor, never a fail for an answer "not found"."""
    result = grade_submission(setup, _without_ids(build(tmp_path, setup, name="labels")), work_dir=tmp_path / "w")
    assert not [c.criterion_id for c in result.criteria if c.status is Status.FAIL]
    b1 = next(c for c in result.criteria if c.question_id == "B.1")
    assert b1.status is Status.NEEDS_REVIEW and b1.evidence.get("answer_doubt") != "in_order"


def test_a_checklist_line_naming_one_question_inside_its_text_is_that_questions_answer():
    """The book's 5.9 checklist ticked, each item naming its question in parentheses (red team batch 6,
    fs63): each line is its question's answer, read from where it names it (a deduction goes to review)."""
    nb = new_notebook(cells=[
        new_code_cell("print(generate_t5(few_shot))"), new_markdown_cell("### Checklist (5.9)"),
        new_markdown_cell("- [x] **Geração determinística** (`do_sample=False`). Saídas que obtive (F.1): zero-shot "
                          "`' \"Este filme'` e few-shot `' NEGATIVO'`.\n- [x] **Formato de rótulo** (F.2): só o few-shot "
                          "começou com o rótulo.\n- [ ] Ver F.3 abaixo."),
        new_markdown_cell("- [x] **Condicionamento** (F.3): nenhum peso foi atualizado, só contexto.")])
    found = locate_answers(nb, FEW).answers
    assert found["F.2"].text == "**Formato de rótulo** (F.2): só o few-shot começou com o rótulo."
    assert found["F.3"].text == "**Condicionamento** (F.3): nenhum peso foi atualizado, só contexto."  # not "Ver F.3"
    assert {found[q].found_by for q in ("F.1", "F.2", "F.3")} == {"inline"}
    assert {found[q].doubt for q in ("F.1", "F.2", "F.3")} == {"named_inline"}
    assert found["F.4"].text == "" and found["F.5"].text == ""
