"""Which run an ordinal names, and a repeat shown in other words (issue 31: an accusation needs the
answer's exact words).

"first run" among the six runs of the temperature activity is A1 only if the student counts every
run from the top; "in both runs of part B (first run: ...)" counts something else. A quote placed by
such an ordinal in a run it is not from is a review, never "Atribuição falsa"; an id, a parameter
value, or an ordinal among one part's runs (A.2 asks about A1-A3) still convicts. Two passages of one
run that share most of their words, quoted as a repeat, are the student's judgement: a review, never
"aparece só uma vez".
"""

from __future__ import annotations

import pytest
from test_claims_tied_to_runs import A1_QUOTE, A3_QUOTE, B1_QUOTE, setup  # noqa: F401  (the fixture)
from test_grading import grade

from grader.core.records import Status


@pytest.mark.parametrize("answer,status,key", [
    # an ordinal over runs of two parts: whose first? review
    (f"Nas duas rodadas da parte B o 0.3 repetiu mais (primeira execução: \"{B1_QUOTE}\"), então eu "
     "aumentaria o top-p.", Status.NEEDS_REVIEW, "attribution.unsure"),
    (f"In both runs of part B 0.3 was the loopiest (first run: \"{B1_QUOTE}\"), so I would raise top-p.",
     Status.NEEDS_REVIEW, "attribution.unsure"),
    # "the last" may be the last of part B: review
    (f"Na parte B o 0.3 repetiu mais (a última execução: \"{B1_QUOTE}\"), então eu aumentaria o top-p.",
     Status.NEEDS_REVIEW, "attribution.unsure"),
    # "the fifth" cannot count within a part of three runs: it is B2, and the quote is not there
    (f"In part B 0.3 was the loopiest (the fifth run: \"{B1_QUOTE}\"), so I would raise top-p.",
     Status.FAIL, "claim.misattributed"),
    # the run named by its id or its value: the quote is not there, said plainly
    (f"A1 repetiu mais (\"{B1_QUOTE}\"), então eu aumentaria o top-p.", Status.FAIL, "claim.misattributed"),
    (f"Com temperatura 1.0 apareceu \"{B1_QUOTE}\", então eu aumentaria o top-p.", Status.FAIL,
     "claim.misattributed"),
])
def test_d3_a_quote_placed_by_an_ordinal_over_both_parts_is_reviewed_not_accused(tmp_path, setup,  # noqa: F811
                                                                                 answer, status, key):
    crits, _ = grade(tmp_path, setup, answers={"D.3": answer})
    crit = crits["D.3-justified"]
    assert crit.status is status and crit.evidence["message_key"] == key
    if status is Status.NEEDS_REVIEW:
        assert "Atribuição falsa" not in crit.message and "B1" in crit.message
        assert crit.evidence["unsure_attribution"][0]["found_in"] == ["B1"]


def test_an_ordinal_among_one_parts_runs_still_convicts(tmp_path, setup):  # noqa: F811
    answer = f"A1 foi a mais repetitiva: \"{A1_QUOTE}\" (a terceira execução)"
    crits, _ = grade(tmp_path, setup, answers={"A.2": answer})
    crit = crits["A.2-evidence"]
    assert crit.status is Status.FAIL and crit.evidence["message_key"] == "quote.misattributed"


# B.2: the student shows the repeat as two passages of one run in other words ("quase igual")
PARAPHRASE = (" are tools. You write a function that takes a list of objects and returns a list, then you "
              "take a list and return a list with the objects sorted by name.")


@pytest.mark.parametrize("answer,status,key", [
    # two places of B1 that share most of their words: the student's judgement, for a reader
    ("Em B1: \"a function that takes a list of objects and returns a list\" e logo depois quase igual: "
     "\"take a list and return a list with the objects\"", Status.NEEDS_REVIEW, "repeat.pair_alike"),
    # one passage, said to repeat: it is there once, and nothing else of it recurs
    ("Em B1 repetiu: \"a function that takes a list of objects and returns a list\"", Status.FAIL, "repeat.once"),
    # two passages of B1 with little in common are no repetition either
    ("Em B1: \"You write a function that takes\" e depois \"sorted by name\" também", Status.FAIL, "repeat.once"),
])
def test_b2_two_passages_alike_in_other_words_are_reviewed(tmp_path, setup, answer, status, key):  # noqa: F811
    crits, _ = grade(tmp_path, setup, answers={"B.2": answer}, outputs={"B1": PARAPHRASE})
    crit = crits["B.2-repeat"]
    assert crit.status is status and crit.evidence["message_key"] == key


# A.1: excerpts typed over with small differences are the student's copies, for a reader to weigh
A1_TYPED = "The modell is used to build a model. The model is used to buid a model."  # two letters
A2_TYPED = "For example a model can read text, and the model can write text"  # a comma moved


@pytest.mark.parametrize("a1,a2,status,key", [
    (A1_TYPED, A2_TYPED, Status.NEEDS_REVIEW, "excerpts.near_copies"),
    (A1_QUOTE, A2_TYPED, Status.NEEDS_REVIEW, "excerpts.near_copies"),
    # a word replaced or dropped is an edit, however similar the rest: no excerpt for that run
    (A1_QUOTE, "For example, a model can parse text and the model can write text", Status.PARTIAL,
     "excerpts.some_missing"),
    (A1_QUOTE, "For example, a model can read and the model can write text", Status.PARTIAL,
     "excerpts.some_missing"),
    # a quote that is not the run's text, beside typed-over ones: still no excerpt for that run
    (A1_TYPED, "Models like this one are trained on many different books and articles", Status.PARTIAL,
     "excerpts.some_missing"),
])
def test_a1_excerpts_with_typos_are_reviewed_not_missing(tmp_path, setup, a1, a2, status, key):  # noqa: F811
    answer = f"**Temperatura 0.2:**\n\n> {a1}\n\n**Temperatura 0.7:**\n\n> {a2}\n\n**Temperatura 1.0:**\n\n> {A3_QUOTE}"
    crits, _ = grade(tmp_path, setup, answers={"A.1": answer})
    crit = crits["A.1-excerpts"]
    assert crit.status is status and crit.evidence["message_key"] == key
    if status is Status.NEEDS_REVIEW:
        assert set(crit.evidence["near_copies"]) == ({"A1", "A2"} if a1 == A1_TYPED else {"A2"})
