"""Red team batch 25's dev shapes (issue 31, round 16), each a principle with its guard:

- a justification that quotes a run verbatim and, beside it, the same run with a whole word changed ("of a
  system" where the run says "of the system"): which quote was meant is a reader's call (review), never a pass
  on the verbatim one alone; a typo inside a word is a copy typed over and still passes;
- a quote that joins the prompt to the continuation ("27 + 58.5 = 74.5." where the model wrote "5 = 74.5."
  after "... 27 + 58."): an excerpt of the model's text only where the notebook showed the two together;
- "Resp. A.1:" at the start of a line names the answer as "Resposta A.1:" does;
- "NEGATIVO, por 3 a 2": the winner's count stated in a score, whatever word leads it;
- B.3: "o top-p soma as probabilidades ... até chegar em p" names the cumulative mass.
"""

from __future__ import annotations

import pytest
from test_output_messages import _message, _prov
from test_run_finder import md, notebook

from grader.checks import CheckContext, rules
from grader.core.records import Answer, Execution, Extraction, Generation, Status
from grader.grading.pipeline import load_specs
from grader.reading.answers import find_answers
from grader.reading.evidence import RunEvidence

pytestmark = pytest.mark.filterwarnings("ignore::nbformat.warnings.MissingIDFieldWarning")
A1 = (" run in parallel, which means that each worker is a single machine that can be used to optimize the behavior "
      "of the system. Such models can be used to optimize the behavior of a system based on its behavior.")
A2 = " learn from data. The goal of a modeler is to understand how changes in one variable affect another."
A3 = " connect people. The key to their success lies in the ability to adapt to changing social norms."


def _evidence(answer):
    return _message("temperature-top-p", "A.2-evidence", {"A1": A1, "A2": A2, "A3": A3}, answer, "pt")[0]


def test_a_quote_with_a_word_of_the_run_changed_beside_a_verbatim_one_goes_to_review():
    result = _evidence('T=0.2: "can be used to optimize the behavior of a system based on its behavior", depois '
                       '"a single machine that can be used to optimize the behavior of a system".')
    assert result.status is Status.NEEDS_REVIEW and result.evidence["reworded"]["run"] == "A1"


@pytest.mark.parametrize("answer", [
    'T=0.2: "can be used to optimize the behavior of a system based on its behavior".',
    # a typo inside a word: the copy typed over
    'T=0.2: "can be used to optimize the behavior of a system based on its behavior", depois '
    '"a single machine that can be used to optimize the behaviour of the system".',
])
def test_verbatim_quotes_and_typos_inside_words_pass(answer):
    assert _evidence(answer).status is Status.PASS


P2_PROMPT = "Solve step by step: 27 + 58."


def _excerpt(printed):
    activity, rubric = load_specs("chain-of-thought")
    crit = next(c for c in rubric.criteria if c.id == "C.2-excerpt")
    question = activity.question("C.2")
    runs = {}
    for rid, text in {"P1": "", "P2": "5 = 74.5. Then 74.5 + 10.5 = 85."}.items():
        prompt = P2_PROMPT if rid == "P2" else activity.prompt_for(rid)
        gen = Generation(rid, prompt, text, activity.params(rid), "printed", model_name="smollm2-135m",
                         printed=printed if rid == "P2" else None)
        runs[rid] = RunEvidence(rid, gen, _prov(None), ())
    ctx = CheckContext(activity, question, Answer("C.2", '"27 + 58.5 = 74.5. Then 74.5 + 10.5" (P2)', "c1", "tag"),
                       Extraction({}, {}, {}), Execution("not_run"), runs, {}, "pt")
    return rules()[crit.rule](ctx, dict(crit.args))


def test_a_quote_that_joins_the_prompt_to_a_continuation_shown_alone_is_no_excerpt():
    assert _excerpt("P2  » 5 = 74.5. Then 74.5 + 10.5 = 85.").status is not Status.PASS


def test_a_quote_across_the_prompt_of_a_text_shown_with_its_prompt_is_an_excerpt():
    assert _excerpt(P2_PROMPT + "5 = 74.5. Then 74.5 + 10.5 = 85.").status is Status.PASS


def test_resp_abbreviated_names_the_answer():
    activity = load_specs("temperature-top-p")[0]
    nb = notebook([md("## Respostas"), md("Resp. D.1: O top-p.\n\nResp. D.2: Aumentar.\n\nResp. D.3: Porque sim.")])
    answers = find_answers(nb, activity)[0]
    assert answers["D.2"].text.strip() == "Aumentar." and answers["D.1"].text.strip() == "O top-p."


def test_the_winners_count_in_a_score_led_by_por():
    samples = {f"SC.{k}": s for k, s in enumerate([" NEGATIVO"] * 3 + [" POSITIVO"] * 2 + [" talvez"] * 5, 1)}
    result = _message("template", "T.4-vote", samples,
                      "NEGATIVO, por 3 a 2: NEGATIVO nas amostras 0, 4 e 9; POSITIVO na 3 e na 8.", "pt")[0]
    assert result.status is Status.PASS, result


def test_summing_the_probabilities_names_the_cumulative_mass():
    answer = ("O top-p soma as probabilidades dos tokens mais prováveis até chegar em p e só sorteia entre esses; "
              "no B1 (p 0.3) o texto repete \"can be used to\".")
    result = _message("temperature-top-p", "B.3-concept", {"B1": " can be used to x. It can be used to y.",
                                                           "B2": " b", "B3": " c"}, answer, "pt")[0]
    assert result.status is Status.PASS, result
