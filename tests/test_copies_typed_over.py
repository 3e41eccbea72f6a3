"""A quote that differs from the output only inside its words is the student's copy, typed over; a word
replaced or dropped is an edit (issue 31, round 14).

A B.2 repeat shown with a quote whose words are not the model's ("texts" where the output says "data")
shows the repetition the student saw, but not its text: partial, and the message quotes what the output
says. A typo in the copy of a real repeat still passes.
"""

from __future__ import annotations

import pytest
from test_claims_tied_to_runs import setup  # noqa: F401  (the fixture)
from test_grading import grade

from grader.core.records import Status

SENTENCE = "The model is a function that takes a list of data and returns a model object."
REPEATING = f" {SENTENCE} {SENTENCE} It is used to train."


@pytest.mark.parametrize("quote,status,key", [
    (SENTENCE, Status.PASS, "repeat.found"),
    ("The modell is a function that takes a list of data and returns a model object.", Status.PASS,
     "repeat.found"),  # a letter typed twice
    ("The model is a function that takes a list of texts and returns a model object.", Status.PARTIAL,
     "repeat.quote_edited"),  # a word of the student's own
    ("The model is a function that takes a list and returns a model object.", Status.PARTIAL,
     "repeat.quote_edited"),  # words dropped
])
def test_b2_a_repeat_quoted_with_words_of_ones_own_is_partial(tmp_path, setup, quote, status, key):  # noqa: F811
    crits, _ = grade(tmp_path, setup, answers={"B.2": f"\"{quote}\" (aparece duas vezes seguidas no B1)"},
                     outputs={"B1": REPEATING})
    crit = crits["B.2-repeat"]
    assert crit.status is status and crit.evidence["message_key"] == key
    if status is Status.PARTIAL:
        assert "list of data" in crit.message and crit.evidence["count"] == 2
