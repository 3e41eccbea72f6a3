"""One rendering layer in front of the answer finder (issue 31): what a text cell shows (HTML,
tables, raw cells), rendered by real parsers into the markdown the finder reads, so an answer is
found however the student typed it, and plain markdown is read exactly as before."""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_raw_cell

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers
from grader.reading.render import markdown_text, needs_rendering, rendered_cell

A2 = 'A1, porque repete "The model is used to build a model".'
B1 = "top-p = 0.3 (B1)."
D2 = "Aumentaria o top-p."


@pytest.fixture(scope="module")
def activity():
    return load_specs("temperature-top-p")[0]


def _answers(activity, *cells):
    nb = new_notebook(cells=[new_code_cell("print('oi')"), *cells])
    return locate_answers(nb, activity).answers


def _found(answers, qid):
    a = answers[qid]
    return a.found_by != "missing" and " ".join(a.text.split())


@pytest.mark.parametrize("shape, cell", [
    ("html headings and paragraphs", new_markdown_cell(
        f"<h3>A.2</h3>\n<p>{A2}</p>\n<h3>B.1</h3>\n<p>{B1}</p>\n<h3>D.2</h3>\n<p>{D2}</p>")),
    ("html bold labels and line breaks", new_markdown_cell(
        f"<p><b>A.2:</b> {A2}<br><b>B.1:</b> {B1}<br><strong>D.2:</strong> {D2}</p>")),
    ("a table, one row per question", new_markdown_cell(
        f"| Questão | Resposta |\n|---|---|\n| A.2 | {A2} |\n| B.1 | {B1} |\n| D.2 | {D2} |")),
    ("an html table", new_markdown_cell(
        f"<table><tr><th>Questão</th><th>Resposta</th></tr><tr><td>A.2</td><td>{A2}</td></tr>"
        f"<tr><td>B.1</td><td>{B1}</td></tr><tr><td>D.2</td><td>{D2}</td></tr></table>")),
    ("a raw cell", new_raw_cell(f"RESPOSTAS\n\nA.2 - {A2}\n\nB.1 - {B1}\n\nD.2 - {D2}")),
    ("an html list in a raw cell", new_raw_cell(
        f"<ul><li><b>A.2</b>: {A2}</li><li><b>B.1</b>: {B1}</li><li><b>D.2</b>: {D2}</li></ul>")),
])
def test_answers_are_found_however_the_text_cell_shows_them(activity, shape, cell):
    answers = _answers(activity, cell)
    assert _found(answers, "A.2") == A2, shape
    assert _found(answers, "B.1") == B1, shape
    assert _found(answers, "D.2") == D2, shape
    assert answers["A.2"].cell_index == 1  # the student's own cell, where the report points


def test_plain_markdown_is_read_as_written():
    plain = new_markdown_cell("### A.2\nA1, porque **repete** a frase.\n\n- item")
    assert not needs_rendering(plain.source) and rendered_cell(plain) is plain


def test_html_is_parsed_never_run_and_scripts_leave_no_text():
    shown = markdown_text('<p>A.2: ok<script>alert(1)</script></p>\n\n<img src=x onerror="alert(2)">')
    assert "A.2: ok" in shown and "alert" not in shown and "onerror" not in shown and "<" not in shown


# -- outputs: what the notebook shows of a cell's streams ----------------------------------------


def test_a_streamer_that_printed_one_output_per_word_is_read_as_one_text():
    from nbformat.v4 import new_output

    from grader.reading.candidates import cell_candidates

    cell = new_code_cell("streamer...")
    words = ["Transformers are models that", " learn", " from", " data.", "\n"]
    cell.outputs = [new_output("stream", name="stdout", text=w) for w in words]
    found = cell_candidates(0, cell, ["Transformers are models that"])
    assert [c.text for c in found] == ["Transformers are models that learn from data."]
    assert found[0].output == 0


def test_carriage_returns_overwrite_their_line_as_a_terminal_shows_it():
    from grader.reading.candidates import terminal_text

    assert terminal_text("gerando... 10%\rgerando... 100%\nfim") == "gerando... 100%\nfim"
    assert terminal_text("abcdef\rXY") == "XYcdef"
    assert terminal_text("linha\r\noutra") == "linha\noutra"  # Windows line ends keep the line


def test_log_lines_on_standard_error_are_read_too():
    from nbformat.v4 import new_output

    from grader.reading.candidates import cell_candidates

    cell = new_code_cell("logging.info('%r', texto)")
    cell.outputs = [new_output("stream", name="stderr",
                               text="INFO:atividade:A1 'Transformers are models that learn from data.'\n")]
    found = cell_candidates(0, cell, ["Transformers are models that"])
    assert [c.text for c in found] == ["Transformers are models that learn from data."]
    assert found[0].mime == "stderr"
