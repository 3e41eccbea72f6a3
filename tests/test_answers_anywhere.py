"""Answers in any cell (issue 21, item 2).

Answers written in code cells (comments, ``print`` calls, text variables, a dict of answers),
with the question copied above them or not, under ids in any spelling and language, are found and
say where; a question numbered under a part heading ("## Parte A" then "1.") is found; a question
with no answer while the notebook holds text naming it goes to review showing that text. Shapes
are generated (Hypothesis): the expected answer of each question is known by construction.
"""

from __future__ import annotations

import json

import nbformat
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook
from test_grading import GOOD, FakeVerifier, build

from grader import cli
from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.answers import locate_answers
from grader.reading.code_answers import code_text

ACTIVITY, _ = load_specs("temperature-top-p")
QUESTION_TEXT = {q.id: q.text.pt for q in ACTIVITY.questions}

# how a student spells question A.2's id; {L} letter, {n} number
SPELLINGS = ["{L}.{n}:", "{L}.{n} -", "{L}.{n})", "Questão {L}-{n}:", "Pergunta {l}.{n}:", "Question {L}.{n}:",
             "**{L}.{n}:**", "Resposta {L}.{n}:", "QUESTAO {L}.{n}", "Exercício {L}.{n} -", "Q {L}.{n}:", "{l}.{n}:",
             "{L}) {n}.", "**{L}) {n}.**"]
# answers a student writes (no question id inside, no quotes that would break a literal)
TEXTS = ["A1 foi a mais repetitiva, repete a mesma frase", "top-p", "Aumentaria, de 0.6 para 0.9",
         "Com top-p 0,3 sobram poucos candidatos e o texto repete", "A3 teve mais variação de temas"]


def _label(spelling: str, qid: str) -> str:
    letter, number = qid.split(".")
    return spelling.format(L=letter, l=letter.lower(), n=number)


def _code_answer(form: str, label: str, text: str, qid: str, copy_question: bool) -> str:
    question = QUESTION_TEXT[qid] if copy_question else ""
    if form == "comment":
        return f"# {label} {question}\n# {text}" if question else f"# {label} {text}"
    if form == "print":
        return f"print(\"{label} {question}\")\nprint(\"{text}\")" if question else f"print(\"{label} {text}\")"
    if form == "triple":
        return f'"""\n{label}\n{question}\n{text}\n"""'
    letter, number = qid.split(".")
    return f"resposta_{letter}{number} = \"{text}\""  # "variable"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from([q.id for q in ACTIVITY.questions]), st.sampled_from(SPELLINGS),
                          st.sampled_from(["comment", "print", "triple", "variable"]), st.sampled_from(TEXTS),
                          st.booleans()),
                min_size=1, max_size=5, unique_by=lambda t: t[0]),
       st.booleans())
def test_answers_written_in_code_cells_are_found_with_where(items, one_cell):
    sources = [_code_answer(form, _label(spelling, qid), text, qid, copy) for qid, spelling, form, text, copy in items]
    run_cell = new_code_cell("out = gerar(prompt, temperature=0.2, top_p=0.9)  # A1: temperatura 0.2\nprint(out)")
    cells = [new_markdown_cell("# Atividade"), run_cell]
    cells += [new_code_cell("\n".join(sources))] if one_cell else [new_code_cell(s) for s in sources]
    search = locate_answers(new_notebook(cells=cells), ACTIVITY)
    for k, (qid, _, form, text, _) in enumerate(items):
        found = search.answers[qid]
        assert found.text == text, (qid, sources[k], found)
        assert found.found_by == "code_cell" and not found.doubt
        assert found.cell_index == (2 if one_cell else 2 + k)
        origin = {"comment": "comment", "print": "print", "triple": "string", "variable": "variable"}[form]
        assert f"code cell ({origin})" in found.found_in
    for q in ACTIVITY.questions:  # nothing else is invented, not even from the run cell's "# A1:"
        if q.id not in {i[0] for i in items}:
            assert search.answers[q.id].text == ""


@pytest.mark.parametrize("spelling", SPELLINGS + ["### {L}.{n}", "{L}.{n}"])
def test_every_spelling_heads_a_markdown_answer_too(spelling):
    nb = new_notebook(cells=[new_markdown_cell(f"{_label(spelling, 'B.1')}\nO menor top-p, 0,3.")])
    assert locate_answers(nb, ACTIVITY).answers["B.1"].text == "O menor top-p, 0,3."


def test_a_dict_of_answers_and_an_f_string_are_read():
    nb = new_notebook(cells=[new_code_cell('respostas = {"D.1": "top-p", "D.2": "aumentar"}\n'
                                           'print(f"D.3: com top-p {p} o texto repete menos")')])
    found = locate_answers(nb, ACTIVITY).answers
    assert (found["D.1"].text, found["D.2"].text) == ("top-p", "aumentar")
    assert found["D.3"].text == "com top-p {p} o texto repete menos"


def test_code_is_not_an_answer_and_ends_a_comment_block():
    held = code_text('# B.1: 0,3\nprompt = gerar("The model")\n# nota solta\nfor t in ts:\n    # dentro\n    f(t)\n')
    assert [b.text for b in held.blocks] == ["B.1: 0,3", "nota solta", "dentro"] and not held.pure
    nb = new_notebook(cells=[new_code_cell('# B.1: 0,3\nprompt = "Transformers are models that"')])
    assert locate_answers(nb, ACTIVITY).answers["B.1"].text == "0,3"
    # a call such as the self-check's is code, never an answer
    nb = new_notebook(cells=[new_code_cell('check("B.1", notebook="atividade.ipynb")')])
    assert locate_answers(nb, ACTIVITY).answers["B.1"].found_by == "missing"


def test_a_markdown_answer_wins_over_a_comment_and_a_run_name_in_code_is_a_run():
    cells = [new_code_cell("# A.1 trechos abaixo\nx = gerar(0.2)"), new_markdown_cell("### A.1\n\"trecho real\""),
             new_code_cell("# A1: temperatura 0.2\nprint(gerar(0.2))")]
    found = locate_answers(new_notebook(cells=cells), ACTIVITY).answers["A.1"]
    assert found.text == '"trecho real"' and found.found_by == "heading"
    # in a cell of comments alone, a run's name heads a doubtful answer (review, never a silent zero)
    found = locate_answers(new_notebook(cells=[new_code_cell("# A1) \"um trecho da saída\"")]), ACTIVITY).answers
    assert found["A.1"].text == '"um trecho da saída"' and found["A.1"].doubt == "run_label"


def test_questions_numbered_under_a_part_heading():
    cells = [new_markdown_cell("## Parte A"), new_code_cell("x = 1"),
             new_markdown_cell('1. "trecho"\n2. A1, porque repete\n3) A3 varia'),
             new_markdown_cell("## Parte B\n**Questão 1:** top-p 0,3\n\n2 - \"frase\"\n\n3. massa acumulada"),
             new_markdown_cell("### D.1\ntop-p\n\n### D.2\n1. aumentar\n2. de 0.6 para 0.9")]
    found = locate_answers(new_notebook(cells=cells), ACTIVITY).answers
    assert [found[q].text for q in ("A.1", "A.2", "A.3", "B.1", "B.2", "B.3")] == \
        ['"trecho"', "A1, porque repete", "A3 varia", "top-p 0,3", '"frase"', "massa acumulada"]
    # a numbered list inside an answer of a part whose questions are named stays a list
    assert found["D.2"].text == "1. aumentar\n2. de 0.6 para 0.9" and found["D.3"].found_by == "missing"
    assert all(not found[q].doubt for q in found)


@pytest.fixture(scope="module")
def setup():
    activity, rubric = load_specs("temperature-top-p")
    return Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)


def _with_cell(path, cell):
    nb = nbformat.read(str(path), as_version=4)
    nb.cells.append(cell)
    nbformat.write(nb, str(path))
    return path


def test_a_notebook_answered_in_comments_grades_like_the_same_answers_in_markdown(tmp_path, setup):
    marked = grade_submission(setup, build(tmp_path, setup, name="md"), work_dir=tmp_path / "w1")
    empty = {q: "_Sua resposta aqui._" for q in GOOD}
    comments = "\n".join(f"# {q}: " + GOOD[q].replace("\n", "\n# ") for q in GOOD)
    path = _with_cell(build(tmp_path, setup, answers=empty, name="code"), new_code_cell(comments))
    coded = grade_submission(setup, path, work_dir=tmp_path / "w2")
    assert {c.criterion_id: c.status for c in coded.criteria} == {c.criterion_id: c.status for c in marked.criteria}
    assert all(c.status is Status.PASS for c in coded.criteria)


def test_a_question_named_but_not_answered_readably_goes_to_review_with_the_text(tmp_path, setup):
    empty = {"B.2": "_Sua resposta aqui._"}
    path = _with_cell(build(tmp_path, setup, answers=empty, name="named"),
                      new_markdown_cell("Sobre a B.2 eu não achei frase repetida nenhuma."))
    crit = next(c for c in grade_submission(setup, path, work_dir=tmp_path / "w").criteria if c.question_id == "B.2")
    assert crit.status is Status.NEEDS_REVIEW and "Sobre a B.2 eu não achei" in crit.message
    path = build(tmp_path, setup, answers=empty, name="missing")  # nothing names it: a plain fail
    crit = next(c for c in grade_submission(setup, path, work_dir=tmp_path / "w3").criteria if c.question_id == "B.2")
    assert crit.status is Status.FAIL


def test_inspect_shows_answers_written_as_code_comments_and_where(tmp_path, capsys):
    cells = [new_code_cell("print(gerar(0.2))"),
             new_code_cell("# A.2: A1, porque repete\n# B.1: top-p 0,3\n# D.1 - top-p\n"
                           "print('D.2: aumentaria')\nresposta_D3 = 'Em B1 o texto repetiu.'")]
    path = tmp_path / "comentarios.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p", "--json"]) == 0
    answers = json.loads(capsys.readouterr().out)["answers"]
    expect = {"A.2": "A1, porque repete", "B.1": "top-p 0,3", "D.1": "top-p", "D.2": "aumentaria",
              "D.3": "Em B1 o texto repetiu."}
    assert {q: a["text"] for q, a in answers.items() if a["text"]} == expect
    assert all(answers[q]["found_in"]["how"] == "code_cell" and answers[q]["found_in"]["cell_index"] == 1
               for q in expect)
    assert "code cell (print)" in answers["D.2"]["found_in"]["description"]
    assert cli.main(["inspect", str(path), "--activity", "temperature-top-p"]) == 0
    text = capsys.readouterr().out
    assert "code cell (comment)" in text and "code cell (variable)" in text


# -- answers in prose, in the questions' order (red team, issue 31) ----------------------------------

def _prose_notebook(*cells: str):
    nb = new_notebook()
    nb.cells = [new_markdown_cell(src) for src in cells]
    return nb


def test_an_activity_of_one_part_reads_q1_q2_q3_as_its_questions():
    cot, _ = load_specs("chain-of-thought")
    nb = _prose_notebook("## My answers",
                         "**Q1)** No. None of my samples got 85.\n\n**Q2)** P1: \"27 + 58 = 125\".\n\n**Q3)** No, style only.")
    found = locate_answers(nb, cot).answers
    assert [found[q].text for q in ("C.1", "C.2", "C.3")] == ["No. None of my samples got 85.", 'P1: "27 + 58 = 125".',
                                                              "No, style only."]


def test_questions_answered_in_prose_by_their_order_and_a_paragraph_for_a_whole_part():
    nb = _prose_notebook(
        "## Parte A", "## Parte B",  # the sections of the runs: the answers below restart from part A
        "## Respostas",
        "Na primeira pergunta, copiei um pedaço de cada execução.\n\nNa segunda, a mais repetitiva foi a A3.\n\n"
        "Na terceira, a que mais variou foi a A2.\n\nNa parte B, na primeira pergunta: o top-p 0.6 (B2). "
        "Na segunda: \"between the input and output\". Na terceira: com top-p baixo sobram poucos candidatos.\n\n"
        "Na parte D eu mexeria primeiro no top-p, aumentando, porque o B3 não repetiu.")
    found = locate_answers(nb, ACTIVITY).answers
    assert found["A.2"].text == "a mais repetitiva foi a A3."
    assert found["A.3"].text == "a que mais variou foi a A2."
    assert found["B.1"].text == "o top-p 0.6 (B2)."
    assert found["B.2"].text == '"between the input and output".'
    assert found["B.3"].text.startswith("com top-p baixo") and "Na parte D" not in found["B.3"].text
    # one paragraph about part D answers its questions, each where its topic is: the parameter and the direction
    # in one clause, the reason in the next
    for qid in ("D.1", "D.2"):
        assert found[qid].text.startswith("eu mexeria primeiro no top-p, aumentando")
    assert found["D.3"].text == "porque o B3 não repetiu."


def test_ordinals_inside_answers_that_name_their_questions_stay_text():
    nb = _prose_notebook("### A.1\nNa primeira execução, copiei: \"a\".\n\nNa segunda: \"b\".", "### A.2\nA3.")
    found = locate_answers(nb, ACTIVITY).answers
    assert found["A.1"].text.startswith("Na primeira execução") and "Na segunda" in found["A.1"].text
    assert found["A.2"].text == "A3."


def test_letters_under_part_headings_and_question_numbers_alone_on_their_line():
    nb = _prose_notebook("## Respostas\n\n### Parte A", "a) trecho de A1\n\nb) a A2\n\nc) a A3",
                         "### Parte B", "a) top_p 0.3\n\nb) \"can be used to predict\"\n\nc) poucos candidatos")
    found = locate_answers(nb, ACTIVITY).answers
    assert [found[q].text for q in ("A.1", "A.2", "A.3", "B.1", "B.3")] == [
        "trecho de A1", "a A2", "a A3", "top_p 0.3", "poucos candidatos"]
    nb = _prose_notebook("## Questões", "**Questão 1**\nA1: \"x y z\"", "**Questão 7**\ntop-p", "**Questão 8**\naumentar")
    found = locate_answers(nb, ACTIVITY).answers  # numbered over the whole activity: 7 is D.1
    assert (found["A.1"].text, found["D.1"].text, found["D.2"].text) == ('A1: "x y z"', "top-p", "aumentar")


def test_a_prose_ordinal_with_its_noun_needs_no_comma():
    cot, _ = load_specs("chain-of-thought")
    nb = _prose_notebook("Na primeira pergunta a resposta é não.\n\nNa segunda pergunta o trecho é \"27 + 58\".")
    found = locate_answers(nb, cot).answers
    assert (found["C.1"].text, found["C.2"].text) == ("a resposta é não.", 'o trecho é "27 + 58".')


def test_questions_pasted_as_text_without_ids_head_the_answers_below_them():
    """Red team batch 3 (tp31): each question's own text pasted (a blockquote, bold, English or
    without accents), the answer on the next line: the text names the question as an id would."""
    tpl, _ = load_specs("template")
    nb = _prose_notebook(
        "# Minhas respostas",
        "> Copie exatamente as saídas do template pouco restritivo e do template restritivo.\n\n"
        "R: solto ' \"Este filme', restrito ' NEGATIVO'\n\n"
        "**Qual template produziu uma resposta no formato de rotulo (uma unica palavra, POSITIVO ou NEGATIVO)?**\n"
        "R: o restritivo\n\n"
        "> Why? Explain in terms of restricting the output space, citing your outputs.\n\n"
        "Because the strict one leaves two words.\n\n"
        "A self-consistency garante que a resposta esteja correta?\n\nNão, só reduz a variância.")
    found = locate_answers(nb, tpl).answers
    # "R:" is the answer's label, not its text
    assert found["T.1"].text.startswith("solto") and "restritivo." not in found["T.1"].text
    assert found["T.2"].text == "o restritivo"
    assert found["T.3"].text == "Because the strict one leaves two words."
    assert found["T.5"].text == "Não, só reduz a variância."
    assert not found["T.4"].text  # not pasted, not answered: nothing else is taken for it
    # a line that only shares words with a question is not its text
    nb = _prose_notebook("## T.1\nO template restritivo produziu as saídas mais curtas do que o pouco restritivo.")
    assert locate_answers(nb, tpl).answers["T.1"].text.startswith("O template restritivo")


def test_a_question_line_ending_with_its_id_and_the_courses_exercise_numbers():
    cot, _ = load_specs("chain-of-thought")
    nb = _prose_notebook("## Answers", "__Does P2 get 85? (C.1)__\nNope, 105.\n\n"
                         "**Q: a reasoning excerpt [C.2]**\n\"27 + 58.0\"\n\n- Guarantee? (C-3):\nNo.")
    found = locate_answers(nb, cot).answers
    assert [found[q].text for q in ("C.1", "C.2", "C.3")] == ["Nope, 105.", '"27 + 58.0"', "No."]
    # "(B1)" at the end of a line is a run's name, never question B.1
    nb = _prose_notebook("### B.2\n\"frase repetida\" (B1)\n\n### B.3\nmassa pequena")
    found = locate_answers(nb, ACTIVITY).answers
    assert found["B.2"].text == '"frase repetida" (B1)' and not found["B.1"].text
    # "4.1 –": the course's exercise 4, question 1; one exercise number over a one-part activity
    fs, _ = load_specs("few-shot")
    nb = _prose_notebook("#### Exercício 4", "4.1) ' NEGATIVO'\n\n4.2) few-shot", "**4.5 –** 1024 tokens")
    found = locate_answers(nb, fs).answers
    assert (found["F.1"].text, found["F.2"].text, found["F.5"].text) == ("' NEGATIVO'", "few-shot", "1024 tokens")
    # a book's section numbers are not questions (red team batch 5, fs51: "# 5.5 FEW-SHOT", "# 5.8 LIMITES")
    nb = _prose_notebook("# 5.5 FEW-SHOT E IN-CONTEXT LEARNING", "Só o few-shot.", "# 5.8 LIMITES DE CONTEXTO",
                         "A janela do GPT-2 é 1024 tokens.")
    assert not locate_answers(nb, fs).answers["F.5"].text
    # one exercise number per part: 1.x is part A, 2.x part B, 3.x part D
    nb = _prose_notebook("1.2 - A3 repetiu\n\n2.1 - top-p 0.3\n\n3.2 - aumentar")
    found = locate_answers(nb, ACTIVITY).answers
    assert (found["A.2"].text, found["B.1"].text, found["D.2"].text) == ("A3 repetiu", "top-p 0.3", "aumentar")


def test_a_range_of_questions_a_section_number_and_an_exercise_heading_name_no_question():
    tpl, _ = load_specs("template")
    nb = _prose_notebook("# 5.6 e 5.7 — templates", "## Respostas\n(T.1 a T.5, na ordem)",
                         "1. saídas\n2. nenhum\n3. porque sim\n4. NEGATIVO 5/0/5\n5. não")
    found = locate_answers(nb, tpl).answers
    assert [found[f"T.{n}"].text for n in range(1, 6)] == ["saídas", "nenhum", "porque sim", "NEGATIVO 5/0/5", "não"]
    assert all(not found[f"T.{n}"].doubt for n in range(1, 6))
    nb = _prose_notebook("## Exercicio 1 – Parte A (temperatura)", "## Exercício 1 - Parte B", "1. top-p 0.3")
    found = locate_answers(nb, ACTIVITY).answers
    assert not found["A.1"].text and found["B.1"].text == "top-p 0.3"


def test_a_question_on_the_headings_line_is_its_title_and_no_answer():
    """Red team batch 3 (fs34): "### F.4 A saída mudou com a sua variação?" then F.5's heading: F.4 is
    unanswered (its title is a question in the student's words); an answer on the heading's line stays."""
    fs, _ = load_specs("few-shot")
    nb = _prose_notebook("### F.3 Algum peso mudou?", "Não: nada é treinado.", "### F.4 A saída mudou com a sua variação?",
                         "### F.5 Janela", "1024 tokens.", "### F.2 Sim, só o few-shot")
    found = locate_answers(nb, fs).answers
    assert found["F.3"].text == "Não: nada é treinado." and not found["F.4"].text
    assert found["F.5"].text == "Janela\n\n1024 tokens." or found["F.5"].text.endswith("1024 tokens.")
    assert found["F.2"].text == "Sim, só o few-shot"
