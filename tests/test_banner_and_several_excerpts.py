"""Red team batch 10's fs103 and cot101 (issue 31): papermill's banner above the cell that failed is
papermill's text, never an answer (it had answered F.5, so the five answers below went unread); a C.2 that
quotes two excerpts of its run is judged on the excerpts together."""

from __future__ import annotations

import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from grader.grading.pipeline import load_specs
from grader.reading.answers import locate_answers

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
FS = load_specs("few-shot")[0]
BANNER = ('<span id="papermill-error-cell" style="color:red; font-size:2em;">Execution using papermill encountered '
          'an exception here and stopped:</span>')


@pytest.mark.parametrize("tagged", [True, False])
def test_papermills_banner_is_nobodys_answer(tagged):
    answers = ["Zero-shot: ` \"Este filme foi um`. Few-shot: ` NEGATIVO`.", "Só o few-shot deu um rótulo.",
               "Não. Nenhum peso muda, o prompt só condiciona.", "Não mudou: continuou NEGATIVO.",
               "1024 (n_positions do GPT-2). O resto é cortado."]
    banner = new_markdown_cell(BANNER, metadata={"tags": ["papermill-error-cell-tag"]} if tagged else {})
    cells = [new_markdown_cell("Janela de contexto (F.5):"), banner, new_code_cell("print(modelo.config.n_positions)"),
             new_code_cell("print(GPT2Config().n_positions)"), *map(new_markdown_cell, answers)]
    found = locate_answers(new_notebook(cells=cells), FS).answers
    if tagged:
        assert [found[q].text for q in ("F.1", "F.2", "F.3", "F.4", "F.5")] == answers
    else:  # a student's own cell saying the same is text to read, not set aside
        assert "papermill" in found["F.5"].text


def test_a_c2_quoting_an_announcement_and_then_the_sum_is_judged_on_the_sum(tmp_path):
    from test_prompting_activities import COT_GOOD, grade, make_setup

    out = {"P1": "\n\nFirst, we calculate the sum of the numbers", "P2": "\n\nNow, add 27 and 58:\n\n27 + 58 = 114\n\n"
           "The answer is: 114"}
    two = {**COT_GOOD, "C.2": 'No P2: "Now, add 27 and 58:" e na linha de baixo "27 + 58 = 114".',
           "C.1": "Não. P1 não chega a um número e P2 deu 114."}
    crits, _ = grade(tmp_path, make_setup("chain-of-thought"), out, two)
    assert crits["C.2-excerpt"].status.value == "pass"
    # the announcement alone shows no step: partial, as before
    (tmp_path / "one").mkdir()
    one = {**two, "C.2": 'No P2: "Now, add 27 and 58:" parece raciocínio.'}
    crits, _ = grade(tmp_path / "one", make_setup("chain-of-thought"), out, one)
    assert crits["C.2-excerpt"].status.value == "partial"


def test_runs_shown_as_one_html_display_each_are_read_an_empty_pre_an_empty_run():
    import html

    from nbformat.v4 import new_output

    from grader.reading.runs import find_runs

    cot = load_specs("chain-of-thought")[0]
    p2 = "5 = 75.5. Now, you can take 75.5 as a decimal: 27 + 58.5 = 75.5.\n\nThe result is <the same>."
    code = ("for nome, pergunta, n, seed in [('P1', 'What is 27 + 58?', 40, 1), ('P2', 'Solve step by step: 27 + 58.', 80, 2)]:\n"
            "    saida = perguntar(pergunta, n, seed)\n"
            "    display(HTML(f'<h4>{nome} — {html.escape(pergunta)} (T=0.7, top_p=0.9, {n} tokens)</h4>'\n"
            "                 f'<pre>{html.escape(saida)}</pre>'))\n")
    cell = new_code_cell(code)
    for nome, q, n, text in (("P1", "What is 27 + 58?", 40, ""), ("P2", "Solve step by step: 27 + 58.", 80, p2)):
        shown = f"<h4>{nome} — {html.escape(q)} (T=0.7, top_p=0.9, {n} tokens)</h4><pre>{html.escape(text)}</pre>"
        cell.outputs.append(new_output("display_data", data={"text/html": shown,
                                                             "text/plain": "<IPython.core.display.HTML object>"}))
    placed = find_runs(new_notebook(cells=[cell]), cot).generations
    assert {r: [g.text for g in gs] for r, gs in placed.items()} == {"P1": [""], "P2": [p2]}
    # a display that shows only its label, with no empty element for the text: nothing is read as an empty run
    cell.outputs[0]["data"]["text/html"] = "<h4>P1 — What is 27 + 58? (T=0.7, top_p=0.9, 40 tokens)</h4>"
    placed = find_runs(new_notebook(cells=[cell]), cot).generations
    assert "P1" not in placed and [g.text for g in placed["P2"]] == [p2]


def test_an_ascii_box_table_with_wrapped_cells_gives_each_row_its_text_joined():
    from nbformat.v4 import new_output

    from grader.reading.printed_layouts import box_table

    text = ("+------+-----+--------------------+\n| run  | T   | text               |\n"
            "+------+-----+--------------------+\n| A1   | 0.2 |  take into account |\n"
            "|      |     | the impact of      |\n|      |     | climate change.    |\n"
            "+------+-----+--------------------+\n| A2   | 0.7 |  analyze data and  |\n"
            "|      |     | provide advice.    |\n+------+-----+--------------------+\n")
    _, _, header, rows = box_table(text)
    assert header == ["run", "T", "text"]
    assert rows == [["A1", "0.2", "take into account the impact of climate change."],
                    ["A2", "0.7", "analyze data and provide advice."]]
    # a markdown pipe table printed as text draws no ASCII box: not read as one
    assert box_table("| run | text |\n|---|---|\n| A1 | x y |\n| A2 | z w |\n") is None



def test_a_newline_symbol_with_no_spaces_around_it_is_read_back_as_the_line_break():
    from grader.core.records import DecodingParams, Extraction, Generation, ProvenanceResult, Verdict
    from grader.reading import evidence

    fs = load_specs("few-shot")[0]
    real = " NEGATIVO\n\nText"

    class Greedy:
        def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
            ok = text.strip() == real.strip()
            return ProvenanceResult(verdict=Verdict.CONSISTENT if ok else Verdict.INCONSISTENT, params=params,
                                    top_k_used=None, tokens=(), first_violation=None, message="", method="fake",
                                    dtype="float32", tolerance=0.01, details={"expected_text": real})

    gen = Generation("FS", fs.prompt_for("FS"), "NEGATIVO↵↵Text", DecodingParams(False, 1.0, None, 1.0, 8), "printed")
    ev = evidence._one(fs, "FS", "FS", gen, Extraction({"FS": (gen,)}, {}, {}), None, Greedy(), "smollm2-135m", None)
    assert ev.provenance.verdict is Verdict.CONSISTENT and [p.key for p in ev.problems] == ["run.shown_marks"]
    assert ev.text == "NEGATIVO\n\nText"  # what the checks compare (a copy with real line breaks agrees)
    # the symbol standing for a break the model did not make: still not the model's text
    gen = Generation("FS", fs.prompt_for("FS"), "POSITIVO↵Text", DecodingParams(False, 1.0, None, 1.0, 8), "printed")
    ev = evidence._one(fs, "FS", "FS", gen, Extraction({"FS": (gen,)}, {}, {}), None, Greedy(), "smollm2-135m", None)
    assert ev.provenance.verdict is not Verdict.CONSISTENT
