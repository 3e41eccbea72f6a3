"""Every message a student can see is written in the student's terms (issue 34, item 4).

What was read and where to write or fix it, never the grader's internals: no cell tag (no notebook
shows one), no module or class name, no exception text, no "hub unreachable", no English diagnostic
in a Portuguese report. The internals stay where the instructor sees them (the criterion's evidence
in results.json, ``Result.diagnostics``), and this file checks that too, so nothing is lost.

1. Every entry of the catalogue (grader/core/messages/), enumerated, filled with example values.
2. Whole student reports (grader/output/report.py + templates/report.html.j2), graded cheaply as in
   tests/test_grading.py (a fake verifier, no model): a missing answer, a quote that is not in the
   outputs the notebook has, a quote when the notebook has no outputs at all, in pt and en.
3. The rules whose messages used to carry an internal: the context window's source, the reasoning
   excerpt on empty or absent outputs.
"""

from __future__ import annotations

import html
import re
import string
from dataclasses import replace
from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_markdown_cell
from test_grading import GOOD, FakeVerifier, build

from grader.core.messages import CATALOGUE, LANGS
from grader.core.records import Status
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.output.report import render_report

# -- what a student must never read -------------------------------------------------------------------

INTERNAL = [
    (r"answer-[A-Z]", "an answer cell's tag"),
    (r"question-[A-Z]", "a question cell's tag"),
    (r"\btags?\b|\btagged\b", "cell tags"),
    (r"injected-parameters|papermill", "papermill's internals"),
    (r"\bgrader\.[a-z_]", "a module of the grader"),
    (r"\b[\w/]+\.py\b", "a Python file"),
    (r"transformers", "the transformers library"),
    (r"GPT2Config|\w+Config\(\)", "a configuration class"),
    (r"hub unreachable|Hugging Face hub", "where a configuration came from"),
    (r"Traceback|Exception\b|\b\w+Error\b|Error:", "an exception"),
    (r"message_key|found_by|cell_index", "a field of the evidence"),
]

# English words of the grader's diagnostics ("cell 3, text in the markdown display ... not used",
# "Answer not found (cell 'answer-A.1' missing or empty)") that no Portuguese message holds
ENGLISH = re.compile(r"\b(the|and|of|with|not used|cell|found|missing|empty|defaults|unreachable|answer|output|"
                     r"error|malformed|printed|record)\b", re.I)


def internals(text: str) -> list[str]:
    return [f"{why}: {m.group(0)!r}" for pattern, why in INTERNAL for m in [re.search(pattern, text)] if m]


def english(text: str) -> list[str]:
    return sorted({m.group(0) for m in ENGLISH.finditer(text)})


# -- 1. the catalogue ----------------------------------------------------------------------------------

# Example values for the placeholders: what the rules pass (a student's run ids, numbers, a quote), and
# for the names that used to carry an internal, the internal they carried (the answer cell's tag, a
# configuration's source, an exception), so a message that still prints one fails here; a name missing
# here gets "A1", a number format 0.5.
EXAMPLES: dict[str, Any] = {
    "cell": "answer-A.2", "source": "transformers GPT2Config() defaults (hub unreachable): n_positions",
    "detail": "ValueError: internal error while grading", "tag": "answer-A.2",
    "question": "A.2", "run": "A1", "runs": "A1, A2", "base": "FS", "n": 3, "ok": 2, "found": 2, "got": 8,
    "count": 3, "index": 7, "rank": 12, "kept": 11, "chars": 900, "size": 11, "k": 2, "words": 9, "shared": 6,
    "run_len": 5, "min_run": 5, "min": 3, "expected": 85, "final": 84, "number": 85, "quote": "27 + 58 = 85",
    "token": " cer", "model": "gpt2", "field": "n_positions", "old": 1.0, "new": 2.0, "score": 7, "max": 10,
}


def fields(text: str) -> list[tuple[str, str]]:
    return [(name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None]


def example(name: str, spec: str) -> Any:
    if name in EXAMPLES:
        return EXAMPLES[name]
    return 0.5 if spec and spec[-1] in "fgeE%" else "A1"


def rendered(key: str, lang: str) -> str:
    text = CATALOGUE[key][lang]
    return text.format(**{name: example(name, spec) for name, spec in fields(text)})


KEYS = sorted(CATALOGUE)


def test_the_catalogue_is_enumerated_whole():
    assert len(KEYS) > 200 and {"answer.missing", "window.wrong", "excerpts.not_in_outputs",
                                "execution.skipped", "ui.grading_only"} <= set(KEYS)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", KEYS)
def test_every_catalogue_message_is_free_of_internal_names(key, lang):
    text = rendered(key, lang)
    assert "{" not in text and "}" not in text, text
    assert internals(text) == [], (key, text)
    if lang == "pt":
        assert english(text) == [], (key, text)


def test_no_message_takes_an_internal_as_an_argument():
    """A placeholder that carried an internal (the answer cell's tag, a configuration's source, an
    exception's text) is gone: the catalogue cannot print one whatever a rule passes."""
    carried = {"cell", "source", "detail", "tag", "traceback"}
    takes = {(key, name) for key, entry in CATALOGUE.items() for text in entry.values()
             for name, _ in fields(text) if name in carried}
    assert takes == set()


# -- 2. whole student reports ----------------------------------------------------------------------


@pytest.fixture(scope="module", params=LANGS)
def setup(request):
    activity, rubric = load_specs("temperature-top-p")
    return Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang=request.param,
                 execute=False)


def _text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


def report_text(result: Any, activity: Any) -> str:
    """What the student reads in the report: its text, head and styles left out, entities decoded."""
    return _text(render_report(result, activity).split("<body>", 1)[1])


def report_header(result: Any, activity: Any) -> str:
    """The top of the report: title, student, score and the notes."""
    return _text(re.search(r"<header>(.*?)</header>", render_report(result, activity), re.S).group(1))


def graded(tmp_path, setup, **kw):
    result = grade_submission(setup, build(tmp_path, setup, **kw), work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}, result


WHERE_TO_WRITE = {"pt": "Escreva-a na célula de texto logo abaixo da pergunta A.2",
                  "en": "Write it in the text cell right below question A.2"}
CHANGED_HINT = {"pt": "Se o notebook foi reexecutado depois que você escreveu as respostas",
                "en": "If the notebook was re-run after you wrote your answers"}
ABSENT = {"pt": "Não encontrei no notebook entregue as saídas de A1, A2, A3",
          "en": "The outputs of A1, A2, A3 are not in the submitted notebook"}


def test_a_missing_answer_says_where_to_write_it_and_the_header_holds_no_english_diagnostic(tmp_path, setup):
    # A2's record is malformed (the reader falls back on the printed text and says so, in English)
    crits, result = graded(tmp_path, setup, answers={"A.2": "_Sua resposta aqui._"},
                           params_override={"A2": {"temperature": "hot"}})
    assert crits["A.2-choice"].status is Status.FAIL
    text = report_text(result, setup.activity)
    assert WHERE_TO_WRITE[setup.lang] in text
    assert internals(text) == []
    header = report_header(result, setup.activity)
    if setup.lang == "pt":
        assert english(header) == [], header
    # the instructor keeps all of it: the tag in the evidence, the reader's note in the diagnostics
    assert crits["A.2-choice"].evidence["answer_cell_tag"] == "answer-A.2"
    assert any("malformed" in d for d in result.diagnostics) and "malformed" not in text


def test_the_header_says_precisely_who_ran_what(tmp_path, setup):
    """"O notebook não foi reexecutado" beside "o corretor reexecuta o modelo" read as a contradiction:
    the header is about the student's notebook, the criterion about the grader's own work."""
    _, result = graded(tmp_path, setup)
    text = report_text(result, setup.activity)
    said = {"pt": ("O corretor não rodou o seu notebook de novo", "isso não roda o seu notebook de novo"),
            "en": ("The grader did not run your notebook again", "this does not run your notebook again")}
    assert all(s in text for s in said[setup.lang]), text[:400]
    for old in ("não foi reexecutado", "reexecuta o modelo", "was not re-run", "re-runs the model"):
        assert old not in text


def test_a_quote_not_in_the_outputs_the_notebook_has_gets_the_rerun_hint(tmp_path, setup):
    quote = "**A1:**\n\n> a sentence the model never wrote in any of these outputs at all"
    crits, result = graded(tmp_path, setup, answers={"A.1": quote})
    crit = crits["A.1-excerpts"]
    assert crit.status is Status.FAIL and crit.evidence["message_key"] == "excerpts.not_in_outputs"
    text = report_text(result, setup.activity)
    assert CHANGED_HINT[setup.lang] in crit.message and "(A1, A2, A3)" in crit.message
    assert "a sentence the model never wrote" in crit.message  # what was read is shown
    assert internals(text) == []


def test_a_quote_when_the_notebook_has_no_outputs_is_not_told_it_re_ran_the_notebook(tmp_path, setup):
    quote = "**A1:**\n\n> a sentence the model never wrote in any of these outputs at all"
    crits, result = graded(tmp_path, setup, answers={"A.1": quote}, drop_runs=("A1", "A2", "A3"))
    crit = crits["A.1-excerpts"]
    assert crit.status is Status.FAIL and crit.evidence["message_key"] == "excerpts.no_outputs"
    assert CHANGED_HINT[setup.lang] not in crit.message
    assert ABSENT[setup.lang] in crit.message
    assert internals(report_text(result, setup.activity)) == []


def test_some_runs_without_outputs_are_named_as_absent_not_as_changed(tmp_path, setup):
    crits, _ = graded(tmp_path, setup, drop_runs=("A3",))
    crit = crits["A.1-excerpts"]
    assert crit.status is Status.PARTIAL and crit.evidence["message_key"] == "excerpts.some_missing"
    assert CHANGED_HINT[setup.lang] not in crit.message
    assert {"pt": "as saídas de A3", "en": "The outputs of A3"}[setup.lang] in crit.message


def test_a_quote_repeating_nowhere_with_no_outputs_is_not_told_it_re_ran_the_notebook(tmp_path, setup):
    crits, _ = graded(tmp_path, setup, drop_runs=("B1", "B2", "B3"))
    crit = crits["B.2-repeat"]
    assert crit.evidence["message_key"] == "repeat.no_outputs" and CHANGED_HINT[setup.lang] not in crit.message
    crits, _ = graded(tmp_path, setup, answers={"B.2": "\"a sentence that is in no output of part B at all\""})
    crit = crits["B.2-repeat"]
    assert crit.evidence["message_key"] == "repeat.not_found" and CHANGED_HINT[setup.lang] in crit.message


def test_a_quote_whose_runs_outputs_are_shown_but_not_tied_to_them_is_reviewed_not_failed(tmp_path, setup):
    """The notebook shows generated text the reader could not give to B1-B3 (red team batch 6, tp64: part B
    called the helper with its arguments swapped): "could not be checked" is the grader's reading to
    confess, a review for the instructor with that output, never a fail."""
    from nbformat.v4 import new_code_cell, new_output

    path = build(tmp_path, setup, drop_runs=("A1", "A2", "A3", "B1", "B2", "B3"), name="unplaced",
                 answers={"B.2": '"A model that is not part of the game."'})
    nb = nbformat.read(str(path), as_version=4)
    cell = new_code_cell("print(gerar('Transformers are models that', temperature=0.5, top_p=0.5))")
    cell.outputs = [new_output("stream", name="stdout",
                               text="Transformers are models that are not part of the game. A model that is not part of "
                                    "the game. A model that is not part of the game.\n")]
    nb.cells.insert(1, cell)
    nbformat.write(nb, str(path))
    result = grade_submission(setup, path, work_dir=tmp_path / "w")
    crits = {c.criterion_id: c for c in result.criteria}
    assert crits["B.2-repeat"].status is Status.NEEDS_REVIEW
    assert crits["B.2-repeat"].evidence["message_key"] == "repeat.no_outputs"
    assert crits["A.1-excerpts"].status is Status.NEEDS_REVIEW
    assert crits["A.1-excerpts"].evidence["message_key"] == "excerpts.no_outputs"


def test_the_where_to_write_guidance_is_what_the_reader_accepts(tmp_path, setup):
    """The message says: the cell below the question, or, that cell deleted, a new text cell below the
    question opening with "A.2:". Both are read."""
    path = build(tmp_path, setup)
    nb = nbformat.read(str(path), as_version=4)
    answer_cell = next(i for i, c in enumerate(nb.cells) if "answer-A.2" in c.metadata.get("tags", []))
    del nb.cells[answer_cell]
    nb.cells.insert(answer_cell, new_markdown_cell("A.2: " + GOOD["A.2"]))
    nbformat.write(nb, str(path))
    result = grade_submission(setup, path, work_dir=tmp_path / "work")
    crit = next(c for c in result.criteria if c.criterion_id == "A.2-choice")
    assert crit.status is Status.PASS, crit.message
    assert result.answers["A.2"] == GOOD["A.2"]


def test_an_unreadable_file_is_told_in_the_students_words_with_the_reason_kept_for_the_instructor(tmp_path,
                                                                                                setup):
    bad = tmp_path / "broken.ipynb"
    bad.write_text("{not json", encoding="utf-8")
    result = grade_submission(setup, bad, work_dir=tmp_path / "work")
    text = report_text(result, setup.activity)
    assert internals(text) == [] and "not valid JSON" not in text
    assert {"pt": "não pôde ser lido como um notebook", "en": "could not be read as a notebook"}[setup.lang] in text
    assert "not valid JSON" in result.diagnostics[0] and "not valid JSON" in result.criteria[0].evidence["detail"]


def test_a_rule_that_crashes_says_so_without_its_exception(tmp_path, setup, monkeypatch):
    from grader.checks import evidence_rules

    def broken(ctx, args):
        raise ValueError("boom in the rule")

    monkeypatch.setitem(evidence_rules.RULES, "excerpts_in_runs", broken)
    crits, result = graded(tmp_path, setup)
    crit = crits["A.1-excerpts"]
    assert crit.status is Status.ERROR
    text = report_text(result, setup.activity)
    assert internals(text) == [] and "boom" not in text
    assert crit.evidence["detail"] == "ValueError: boom in the rule" and "Traceback" in crit.evidence["traceback"]
    assert any("boom in the rule" in d for d in result.diagnostics)


# -- 3. the rules whose messages carried an internal --------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_context_window_says_the_configuration_field_not_where_the_configuration_came_from(lang, monkeypatch):
    from test_output_messages import _message

    import grader.modelling.models as models

    source = "transformers GPT2Config() defaults (hub unreachable): n_positions"
    monkeypatch.setattr(models, "context_window", lambda name="gpt2": (1024, source))
    result, text = _message("few-shot", "F.5-window", {}, "A janela do GPT-2 tem 2048 tokens.", lang)
    assert result.status is Status.FAIL and internals(text) == [], text
    assert "1024" in text and "n_positions" in text
    assert result.evidence["source"] == source  # the instructor's, in results.json


@pytest.mark.parametrize("lang", LANGS)
def test_reasoning_outputs_printed_empty_are_not_told_to_be_generated_again(lang):
    from test_output_messages import _message

    answer = "\"First add the tens: 20 + 50 = 70.\""
    again = {"pt": "Gere-as de novo", "en": "generate them again"}[lang]
    result, text = _message("chain-of-thought", "C.2-excerpt", {"P1": "", "P2": " "}, answer, lang)
    assert result.message_key == "reasoning.outputs_empty" and again.lower() not in text.lower()
    assert {"pt": "(saída vazia)", "en": "(empty output)"}[lang] in text  # what was read
    result, text = _message("chain-of-thought", "C.2-excerpt", {}, answer, lang)
    assert result.message_key == "reasoning.outputs_missing" and again.lower() in text.lower()
    assert internals(text) == []


def test_grades_are_unchanged_by_the_wording(tmp_path, setup):
    """The messages changed, the statuses did not: a good submission is still full marks."""
    crits, result = graded(tmp_path, replace(setup))
    assert result.score == result.max_score and all(c.status is Status.PASS for c in crits.values())
