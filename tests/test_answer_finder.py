"""Answers wherever students put them: the answer cell, the question cell, a heading, one cell of
several answers; each found where it is, never given to another question, doubts said."""

from __future__ import annotations

import copy
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.reading.answers import locate_answers, subtract_question
from grader.reading.extract import extract
from grader.specs.schema import project_root

ANSWERS = {
    "A.1": ('**A1** (temperatura 0.2):\n\n> "The model is used to build a model. The model is used to build."\n\n'
            '**A2** (temperatura 0.7):\n\n> "For example, a model can read text and write text"\n\n'
            '**A3** (temperatura 1.0):\n\n> "dream about violet oceans while engineers debate"'),
    "A.2": 'A1, porque repete "The model is used to build a model".',
    "A.3": "A3 teve mais variação temática: fala de oceanos e de engenheiros.",
    "B.1": "top-p = 0.3 (B1).",
    "B.2": '"A model that is not part of the game."',
    "B.3": "Com p = 0.3 o núcleo é o menor conjunto cuja massa acumulada chega a p: poucos candidatos.",
    "D.1": "top-p",
    "D.2": "Aumentaria.",
    "D.3": "Em B1 (top-p 0.3) houve repetição; em B3 (0.9) não. Por isso aumentaria o top-p.",
}
ENGLISH = {
    "A.2": 'A1, because it repeats "The model is used to build a model".',
    "B.1": "top-p = 0.3, run B1.",
    "D.1": "top-p",
    "D.2": "I would increase it.",
}


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


def _course_cells() -> list:
    """The course notebook's shape: a badge, titles without a space after '#', code with printed output."""
    gen = new_code_cell('prompt = "Transformers are models that"\nprint(gerar(prompt, 0.2, 0.9))')
    gen.outputs = [new_output("stream", name="stdout", text="\x1b[1mTransformers are models that\x1b[0m used to\n")]
    return [
        new_markdown_cell('<a href="https://colab.research.google.com/"><img src="badge.svg"/></a>'),
        new_markdown_cell("##**Large Language Models - MC-CD05**\n*Professor: X (LNCC)*"),
        new_markdown_cell("#Controle e inferência: parâmetros de geração (temperatura, top-p)."),
        new_code_cell("# SETUP DO AMBIENTE (Colab)\nimport torch"),
        gen,
        new_markdown_cell("#\n# PRÁTICA 1: INFERÊNCIA INTERATIVA (PROMPTS + VARIAÇÃO)\n#"),
        new_code_cell('print("CHECKLIST FINAL DO ALUNO")'),
    ]


def _nb(*cells):
    return new_notebook(cells=list(cells))


def _starter(*, tags: bool, ids: bool):
    nb = nbformat.read(str(project_root() / "activities/temperature-top-p/starter.ipynb"), as_version=4)
    nb = copy.deepcopy(nb)
    for i, cell in enumerate(nb.cells):
        if not tags:
            cell.metadata.pop("tags", None)
        if not ids:
            cell.id = f"c{i:04d}x"
    return nb


def _question_cell(nb, qid):
    return next(c for c in nb.cells if c.source.startswith(f"### {qid}\n"))


# -- headings: each answer in its own cell after a heading -----------------------------------------


def test_nine_answers_under_headings_at_the_end_of_the_course_notebook_are_all_found(activity):
    cells = _course_cells()
    for qid, text in ANSWERS.items():
        cells += [new_markdown_cell(f"### {qid}"), new_markdown_cell(text)]
    nb = _nb(*cells)
    found = extract(nb, activity).answers
    for qid, text in ANSWERS.items():
        assert found[qid].text == text, qid
        assert found[qid].found_by == "heading"
        assert found[qid].cell_index == nb.cells.index(next(c for c in nb.cells if c.source == text))
        assert found[qid].cell_id == nb.cells[found[qid].cell_index].id
        assert f"### {qid}" in found[qid].found_in and not found[qid].doubt
    # A.1's first paragraph is an answer, not the question's text: the three excerpts are kept
    assert found["A.1"].text.startswith("**A1** (temperatura 0.2)") and "violet oceans" in found["A.1"].text


def test_an_answer_in_the_heading_cell_itself_and_the_question_text_copied_above_it(activity):
    cells = _course_cells()
    for q in activity.questions:
        cells.append(new_markdown_cell(f"### {q.id}\n\n{q.text.pt}\n\n{ANSWERS[q.id]}"))
    found = extract(_nb(*cells), activity).answers
    for qid, text in ANSWERS.items():
        assert found[qid].text == text, qid


def test_a_heading_that_only_repeats_the_question_is_not_an_answer(activity):
    a3, b1 = activity.question("A.3"), activity.question("B.1")
    for lang in ("pt", "en"):
        cells = _course_cells() + [
            new_markdown_cell(f"### A.3\n\n{a3.text.get(lang)}"),
            new_markdown_cell(f"### B.1\n\n{b1.text.get(lang)}"),
            new_markdown_cell(ANSWERS["B.1"]),
        ]
        search = locate_answers(_nb(*cells), activity)
        assert search.answers["A.3"].text == "" and search.answers["A.3"].found_by == "missing"
        assert search.answers["B.1"].text == ANSWERS["B.1"]  # B.1's answer is B.1's, not A.3's
        why = next(u for u in search.unplaced if u.get("question") == "A.3")["why"]
        assert "### A.3" in why and "only the question" in why


def test_a_heading_followed_by_course_text_or_code_does_not_swallow_it(activity):
    cells = [new_markdown_cell("### D.1"), new_markdown_cell("top-p"),
             new_code_cell("x = 1"), new_markdown_cell("Texto do curso depois do código.")]
    cells += [new_markdown_cell("### D.2"), new_markdown_cell("Aumentaria."),
              new_markdown_cell("## Parte seguinte do curso\n\nExplicação do curso.")]
    found = extract(_nb(*cells), activity).answers
    assert found["D.1"].text == "top-p" and found["D.2"].text == "Aumentaria."


def test_a_title_over_the_answers_is_neither_a_section_break_nor_an_answer(activity):
    cells = _course_cells() + [new_markdown_cell("### D.1"), new_markdown_cell("top-p"),
                               new_markdown_cell("## Respostas"), new_markdown_cell("### D.2"),
                               new_markdown_cell("## Minha resposta\n\nAumentaria.")]
    search = locate_answers(_nb(*cells), activity)
    assert search.answers["D.1"].text == "top-p" and search.answers["D.2"].text == "Aumentaria."
    assert not [u for u in search.unplaced if u["kind"] == "text"]


def test_an_answer_added_to_a_starter_cell_that_is_not_a_question_cell(activity):
    nb = _starter(tags=True, ids=True)
    part_d = next(c for c in nb.cells if "part-D" in c.metadata.get("tags", []))
    part_d.source += "\n\n**D.1** top-p"
    found = extract(nb, activity).answers["D.1"]
    assert found.text == "top-p" and found.found_by == "heading" and found.cell_id == part_d.id


# -- one cell with every answer ----------------------------------------------------------------------


@pytest.mark.parametrize("with_question", [False, True])
def test_one_cell_holding_all_nine_answers_gives_each_to_its_own_question(activity, with_question):
    texts = {q.id: q.text.pt for q in activity.questions}
    body = "\n\n".join(f"**{qid}** " + (f"{texts[qid]}\n" if with_question else "") + text
                       for qid, text in ANSWERS.items())
    nb = _nb(*_course_cells(), new_markdown_cell(body))
    found = extract(nb, activity).answers
    for qid, text in ANSWERS.items():
        assert found[qid].text == text, qid
        assert found[qid].found_by == "multi_answer_cell" and found[qid].cell_index == len(nb.cells) - 1
    assert "A1, porque" not in found["A.1"].text  # A.1 is never graded against A.2's text
    assert found["D.2"].text == "Aumentaria." and "Em B1" not in found["D.2"].text  # nor D.2 against D.3's


def test_answers_on_the_same_line_as_their_ids(activity):
    body = "\n".join(f"- **{qid}:** {text}" for qid, text in ANSWERS.items() if "\n" not in text)
    found = extract(_nb(new_markdown_cell(body)), activity).answers
    assert found["A.2"].text == ANSWERS["A.2"] and found["D.1"].text == "top-p" and found["D.2"].text == "Aumentaria."
    assert found["A.1"].found_by == "missing"


# -- the question cell ---------------------------------------------------------------------------


@pytest.mark.parametrize("tags,ids", [(False, False), (False, True), (True, True)])
def test_answers_typed_into_the_starters_question_cells_are_found(activity, tags, ids):
    nb = _starter(tags=tags, ids=ids)
    for qid, text in ANSWERS.items():
        _question_cell(nb, qid).source += "\n\n" + text
    found = extract(nb, activity).answers
    for qid, text in ANSWERS.items():
        assert found[qid].text == text, qid
        assert found[qid].found_by == "question_cell"
        assert nb.cells[found[qid].cell_index] is _question_cell(nb, qid)
        assert not found[qid].doubt and not found[qid].alternatives


@pytest.mark.parametrize("tags,ids", [(False, False), (True, True)])
def test_english_answers_typed_right_under_the_question_line(activity, tags, ids):
    nb = _starter(tags=tags, ids=ids)
    for qid, text in ENGLISH.items():
        cell = _question_cell(nb, qid)
        cell.source = cell.source + "\n" + text  # no blank line in between
    found = extract(nb, activity).answers
    for qid, text in ENGLISH.items():
        assert found[qid].text == text and found[qid].found_by == "question_cell", qid


@pytest.mark.parametrize("tags,ids", [(False, False), (False, True), (True, True)])
def test_the_untouched_starter_has_no_answer_anywhere(activity, tags, ids):
    search = locate_answers(_starter(tags=tags, ids=ids), activity)
    assert {qid: a.text for qid, a in search.answers.items()} == {q.id: "" for q in activity.questions}
    assert not [u for u in search.unplaced if u["kind"] != "answer"]  # the course's own text is not loose text


def test_a_question_cell_whose_question_was_lightly_edited_still_loses_the_question(activity):
    nb = _starter(tags=False, ids=False)
    cell = _question_cell(nb, "A.2")
    cell.source = ("### A.2\n\nEm qual execução voce observou maior repetiçao lexical ou estrutural? "
                   "Justifique com base no texto gerado. A1, claramente.")
    assert extract(nb, activity).answers["A.2"].text == "A1, claramente."


def test_the_answer_cell_after_a_question_cell_whose_tags_were_stripped(activity):
    nb = _starter(tags=False, ids=False)
    answer_cell = nb.cells[nb.cells.index(_question_cell(nb, "D.2")) + 1]
    answer_cell.source = "Aumentaria."
    found = extract(nb, activity).answers["D.2"]
    assert found.text == "Aumentaria." and found.found_by == "heading"
    assert nb.cells[found.cell_index] is answer_cell and "### D.2" in found.found_in


# -- the tagged answer cell ------------------------------------------------------------------------


def test_the_tagged_answer_cell_comes_first_and_its_placeholder_is_not_an_answer(activity):
    nb = _starter(tags=True, ids=True)
    tagged = next(c for c in nb.cells if "answer-D.1" in c.metadata.get("tags", []))
    tagged.source = "_Sua resposta aqui._\n\ntop-p"
    found = extract(nb, activity).answers
    assert found["D.1"].text == "top-p" and found["D.1"].found_by == "tag" and found["D.1"].cell_id == tagged.id
    assert found["D.2"].text == "" and found["D.2"].found_by == "tag"  # the placeholder alone


def test_a_placeholder_answer_cell_and_the_answer_under_a_heading_at_the_end(activity):
    nb = _starter(tags=True, ids=True)
    nb.cells += [new_markdown_cell("## Respostas"), new_markdown_cell("**D.2** Aumentaria.")]
    found = extract(nb, activity).answers["D.2"]
    assert found.text == "Aumentaria." and found.found_by == "heading" and not found.doubt


# -- spellings --------------------------------------------------------------------------------------


@pytest.mark.parametrize("heading", [
    "### A.2", "**A.2**", "A.2)", "A.2 -", "Questão A.2", "questao a.2:", "Resposta A.2 -", "Question A.2:",
    "Answer A2:", "- **A.2:**", "**Questão A.2:**", "## Resposta da questão A.2", "(A.2)", "Q. A.2 —", "A-2:",
])
def test_each_spelling_of_a_heading_is_found_and_only_for_its_question(activity, heading):
    cells = [new_markdown_cell("### A.1\n\ntrecho um"), new_markdown_cell(f"{heading} A1 repetiu mais."),
             new_markdown_cell("### A.3"), new_markdown_cell("A3 variou.")]
    found = extract(_nb(*cells), activity).answers
    assert found["A.2"].text == "A1 repetiu mais." and not found["A.2"].doubt, heading
    assert found["A.2"].cell_index == 1 and found["A.2"].found_by == "heading"
    assert found["A.1"].text == "trecho um" and found["A.3"].text == "A3 variou."


@pytest.mark.parametrize("heading", ["A2:", "a2)", "**A2**", "### A2", "A2 -"])
def test_dotless_spellings_are_headings_where_the_notebook_labels_questions_so(activity, heading):
    cells = [new_markdown_cell("A1: trecho um"), new_markdown_cell(f"{heading} A1 repetiu mais."),
             new_markdown_cell("D1: top-p")]
    found = extract(_nb(*cells), activity).answers
    assert found["A.2"].text == "A1 repetiu mais." and not found["A.2"].doubt, heading
    assert found["A.1"].text == "trecho um" and found["D.1"].text == "top-p"


@pytest.mark.parametrize("line", [
    "A.12: A1 repetiu mais.", "A.2.1: A1 repetiu mais.", "A.21) A1 repetiu mais.", "A.2a) A1 repetiu mais.",
    "Na A.2: A1 repetiu mais.", "A2 foi a mais repetitiva.", "Ver A.2 acima.",
])
def test_lookalikes_of_a_question_id_are_not_headings(activity, line):
    nb = _nb(new_markdown_cell("### A.1"), new_markdown_cell("trecho um"), new_markdown_cell(line))
    found = extract(nb, activity).answers
    assert found["A.2"].text == "" and found["A.2"].found_by == "missing", line
    assert found["A.1"].text == f"trecho um\n\n{line}"  # stays where the student put it


def test_run_names_labelling_excerpts_are_not_question_headings(activity):
    cells = _course_cells() + [
        new_markdown_cell("### A.1"), new_markdown_cell(ANSWERS["A.1"].replace("**A2** (temperatura 0.7):", "A2:")),
        new_markdown_cell("### A.2"), new_markdown_cell(ANSWERS["A.2"]),
    ]
    found = extract(_nb(*cells), activity).answers
    assert found["A.2"].text == ANSWERS["A.2"] and not found["A.2"].doubt
    assert "violet oceans" in found["A.1"].text and "A2:" in found["A.1"].text and "read text" in found["A.1"].text


def test_dotless_labels_throughout_are_headings_without_doubt(activity):
    body = "\n".join(f"{qid.replace('.', '')}: {text}" for qid, text in ANSWERS.items() if "\n" not in text)
    found = extract(_nb(*_course_cells(), new_markdown_cell(body)), activity).answers
    for qid in ("A.2", "A.3", "B.1", "D.1", "D.2", "D.3"):
        assert found[qid].text == ANSWERS[qid] and not found[qid].doubt, qid


def test_a_run_name_label_alone_is_graded_but_doubtful(activity):
    body = f"A2: {ANSWERS['A.2']}\nB1: {ANSWERS['B.1']}"  # nothing else says these are questions, not runs
    found = extract(_nb(new_markdown_cell(body)), activity).answers
    assert found["A.2"].text == ANSWERS["A.2"] and found["A.2"].doubt == "run_label"
    assert found["B.1"].text == ANSWERS["B.1"] and found["B.1"].doubt == "run_label"


def test_a_run_name_label_inside_another_answer_is_a_last_resort_and_doubtful(activity):
    nb = _nb(new_markdown_cell("### A.1"), new_markdown_cell("A1: trecho um\n\nA2: A1 repetiu mais."))
    found = extract(nb, activity).answers
    assert "A2: A1 repetiu mais." in found["A.1"].text and not found["A.1"].doubt
    assert found["A.2"].text == "A1 repetiu mais." and found["A.2"].doubt == "run_label"


def test_lower_case_unaccented_headings_and_english_answers(activity):
    body = "\n\n".join(f"questao {qid.lower()}: {text}" for qid, text in ENGLISH.items())
    found = extract(_nb(new_markdown_cell(body)), activity).answers
    for qid, text in ENGLISH.items():
        assert found[qid].text == text, qid


# -- two places, one answer ------------------------------------------------------------------------


def _tagged_and_heading(tag_text, heading_text):
    return _nb(new_markdown_cell("### D.2\n\nVocê aumentaria ou diminuiria esse parâmetro?",
                                 metadata={"tags": ["question-D.2"]}),
               new_markdown_cell(tag_text, metadata={"tags": ["answer-D.2"]}),
               new_code_cell("x = 1"),
               new_markdown_cell(f"**D.2** {heading_text}"))


def test_two_places_that_disagree_grade_the_answer_cell_and_say_so(activity):
    found = extract(_tagged_and_heading("Aumentaria.", "Diminuiria."), activity).answers["D.2"]
    assert found.text == "Aumentaria." and found.found_by == "tag" and found.cell_index == 1
    assert found.doubt == "places_differ"
    assert [(a.text, a.found_by, a.cell_index) for a in found.alternatives] == [("Diminuiria.", "heading", 3)]


def test_the_same_answer_in_two_places_is_no_doubt_and_the_fuller_one_is_graded(activity):
    found = extract(_tagged_and_heading("Aumentaria.", "Aumentaria."), activity).answers["D.2"]
    assert found.text == "Aumentaria." and found.found_by == "tag" and not found.doubt
    found = extract(_tagged_and_heading("Aumentaria.", "Aumentaria, de 0.6 para 0.9."), activity).answers["D.2"]
    assert found.text == "Aumentaria, de 0.6 para 0.9." and found.found_by == "heading" and not found.doubt
    assert [a.found_by for a in found.alternatives] == ["tag"]


def test_an_answer_in_a_code_cell_comment_is_read_with_where(activity):
    nb = _nb(new_code_cell("# D.1: top-p\nx = 1"))
    found = extract(nb, activity).answers["D.1"]
    assert found.text == "top-p" and found.found_by == "code_cell" and found.cell_index == 0
    assert "code cell (comment)" in found.found_in and "'D.1:'" in found.found_in


def test_run_labels_inside_a_commented_answer_stay_in_it(activity):
    """"# A.1" then "# **A2:** > ..." excerpts: the run's names label A.1's excerpts (as under a
    markdown heading), even when A.2 is not answered anywhere; a cell that names questions the
    dotless way ("# D1:") still has them read as headings."""
    src = ("# Respostas\n\n# A.1\n# **A1:**\n# > um trecho de A1\n#\n# **A2:**\n# > um trecho de A2\n#\n"
           "# **A3:**\n# > um trecho de A3\n\n# A.3\n# A1 teve maior variação.")
    answers = extract(_nb(new_code_cell(src)), activity).answers
    assert answers["A.2"].found_by == "missing" and not answers["A.2"].text
    a1 = answers["A.1"].text
    assert "trecho de A1" in a1 and "trecho de A2" in a1 and "trecho de A3" in a1
    dotless = extract(_nb(new_code_cell("# A2: A1 repetiu mais\n# D1: top-p\n# D2: aumentar")), activity).answers
    assert dotless["D.1"].text == "top-p" and dotless["A.2"].text == "A1 repetiu mais"


EXCERPTS = "**A1:**\n\n> trecho um\n\n**A2:**\n\n> trecho dois\n\n**A3:**\n\n> trecho três"
DOTLESS = {"A2": "A1 foi a mais repetitiva.", "A3": "A3 variou mais.", "B1": "B1.", "B2": '"frase" (B1)',
           "B3": "Com B1 sobram poucos candidatos.", "D1": "top-p", "D2": "Aumentaria.", "D3": "Em A1 e B1."}


@pytest.mark.parametrize("one_cell", [False, True])
@pytest.mark.parametrize("skip", [(), ("A2",), ("A2", "A3")])
def test_dotless_headings_and_run_labels_written_otherwise_inside_an_answer(activity, one_cell, skip):
    """Questions headed "A1:", "A2:" ... "D1:" (dotless, as the runs are named) and A.1's excerpts
    labelled "**A2:**" in bold below its heading: the bold labels stay in A.1; a question left
    unanswered is not given an excerpt as its answer (at most a doubtful one, for review)."""
    parts = [f"A1: {EXCERPTS}"] + [f"{q}: {a}" for q, a in DOTLESS.items() if q not in skip]
    cells = [new_markdown_cell("## Respostas\n\n" + "\n\n".join(parts))] if one_cell else \
        [new_markdown_cell("## Respostas")] + [new_markdown_cell(p) for p in parts]
    answers = locate_answers(_nb(*cells), activity).answers
    assert answers["A.1"].text.endswith("> trecho três") and "trecho dois" in answers["A.1"].text
    for q, a in DOTLESS.items():
        got = answers[f"{q[0]}.{q[1]}"]
        if q in skip:
            assert not got.text or got.doubt, (q, got)
        else:
            assert got.text == a and not got.doubt, (q, got)


def test_subtracting_the_question_keeps_an_answer_that_reuses_a_few_of_its_words():
    question = "Justifique sua resposta com base nos experimentos realizados nas partes anteriores."
    answer = "Com base nos experimentos da parte B, a repetição caiu quando o top-p subiu."
    assert subtract_question(answer, [question]) == (answer, False)
    rest, removed = subtract_question(f"{question}\n\n{answer}", [question])
    assert removed and rest.strip() == answer


# -- grading: a doubtful place needs review, never a silent zero --------------------------------------


def test_a_doubtful_answer_needs_review_graded_on_the_best_place(tmp_path):
    act, rubric = load_specs("temperature-top-p")
    setup = Setup(act, rubric, "gpt2", lm=None, verifier=None, lang="en", execute=False)
    path = tmp_path / "student.ipynb"
    nb = _tagged_and_heading("Aumentaria, de 0.6 para 0.9.", "Diminuiria.")
    nb.cells.append(new_markdown_cell("**D.1** top-p"))
    nbformat.write(nb, str(path))
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    crits = {c.criterion_id: c for c in result.criteria}
    d2 = crits["D.2-direction"]
    assert d2.status is Status.NEEDS_REVIEW and d2.points == d2.max_points  # graded on the answer cell
    assert "the answer cell of D.2 (cell 2 from the top of the notebook)" in d2.message
    assert 'under the heading "**D.2**" (cell 4 from the top of the notebook)' in d2.message
    assert "answer-D.2" not in d2.message  # the tag is the instructor's: d2.evidence["answer_found"]["label"]
    assert d2.evidence["graded_status"] == "pass" and d2.evidence["answer_doubt"] == "places_differ"
    assert d2.evidence["answer_alternatives"][0]["text"] == "Diminuiria."
    d1 = crits["D.1-parameter"]
    assert d1.status is Status.PASS and d1.evidence["answer_found"]["how"] == "heading"
    assert result.answers["D.2"] == "Aumentaria, de 0.6 para 0.9."


def test_the_report_says_where_each_answer_was_found_escaped(tmp_path):
    from grader.core.records import CriterionScore, Execution, Result
    from grader.output.report import render_report

    act, _ = load_specs("temperature-top-p")
    found = {"how": "heading", "cell_index": 7, "cell_id": "x", "label": "**<b>D.1</b>**"}
    alt = {"how": "tag", "cell_index": 2, "cell_id": "y", "label": "answer-D.1", "text": "<script>x</script>",
           "question": "D.1"}
    crit = CriterionScore("D.1-parameter", "D.1", "t", 1, 1, Status.PASS, "ok",
                          {"answer_found": found, "answer_alternatives": [alt]})
    result = Result("aluno", act.id, 1, 1, "graded", (crit,), Execution("ok"), "x.ipynb", "pt",
                    answers={"D.1": "top-p"})
    html = render_report(result, act)
    assert "Resposta encontrada em: sob o título" in html and "(8ª célula do notebook)" in html
    assert "Também há resposta em: a célula de resposta de D.1 (3ª célula do notebook)" in html
    assert "answer-D.1" not in html  # a tag no student sees: in results.json, not in the report
    assert "<b>D.1</b>" not in html and "&lt;b&gt;D.1&lt;/b&gt;" in html
    assert "<script>x</script>" not in html


def test_answer_search_on_a_real_solution_is_unchanged(activity):
    nb = nbformat.read(str(Path(project_root()) / "activities/temperature-top-p/solution.ipynb"), as_version=4)
    found = extract(nb, activity).answers
    for q in activity.questions:
        cell = next(c for c in nb.cells if q.cell in c.metadata.get("tags", []))
        assert found[q.id].text == cell.source.strip() and found[q.id].found_by == "tag", q.id
        assert not found[q.id].doubt and not found[q.id].alternatives
