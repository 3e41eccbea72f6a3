"""Red team batch 23 (issue 31, round 16): one paragraph that answers every question of a part in order, with no
id. The paragraph is read clause by clause, each question's answer where its topic is (the question's own words);
what is read so is "in order": a pass stands, a deduction goes to review. A paragraph whose topics cannot all be
found is not cut, and stays for the instructor.
"""

from __future__ import annotations

import pytest
from test_run_finder import code_cell, md, notebook

from grader.grading.pipeline import load_specs
from grader.reading.answer_split import cues, split_by_questions
from grader.reading.answers import find_answers

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
FS = load_specs("few-shot")[0]
PARAGRAPH = ("The zero-shot prompt just continued the review (`' \"Este filme foi um'`), while few-shot gave "
             "`' NEGATIVO\\n\\nText'`, so only few-shot follows the label format; no weights were updated at any point, "
             "the demos only condition the model through the context (in-context learning, no gradient step). For my "
             "variation I replaced both demonstration texts with new ones of the same labels and the output did not "
             "change at all. GPT-2's context window is 1024 tokens, and anything beyond that is cut off.")


def _cues(activity):
    return [cues((q.text.pt, q.text.en)) for q in activity.questions]


def test_a_paragraph_answering_every_question_in_order_is_read_clause_by_clause():
    answers = find_answers(notebook([md("# Few-shot"), code_cell("x = 1"), md("## Answers"), md(PARAGRAPH)]), FS)[0]
    assert "label format" in answers["F.2"].text and "weights" not in answers["F.2"].text
    assert answers["F.3"].text.startswith("no weights were updated")
    assert "did not change" in answers["F.4"].text and "1024" in answers["F.5"].text
    assert all(answers[q].doubt == "in_order" for q in ("F.1", "F.2", "F.3", "F.4", "F.5"))


def test_a_paragraph_whose_topics_cannot_all_be_found_is_not_cut():
    text = "I ran everything and it all went fine. The outputs are above; I liked the exercise a lot."
    assert split_by_questions(text, _cues(FS)) is None


def test_a_quotation_names_no_topic():
    # the questions' words only inside quotes: the student's own words name no question
    text = ('I got "label format weights updated" and then "context window tokens". Nothing else. All done here. '
            'It was fine. The end.')
    assert split_by_questions(text, _cues(FS)) is None
