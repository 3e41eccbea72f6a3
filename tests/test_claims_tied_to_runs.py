"""Claims tied to their runs (issue 21, item 3), each in both directions, through the whole pipeline.

- A quote the answer puts in a run (by id, temperature, top-p, ordinal...) must be in that run's
  output; otherwise it is a false attribution, said plainly (A.1, A.2, B.2, D.3).
- A quote of a word or two is not evidence.
- A choice named in words is resolved; one that names no single run goes to review.
- A list of the rule's keywords earns at most partial credit; a sentence passes.
- C.3 citing a number of its output ties the answer to the output.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_grading import GOOD, FakeVerifier, grade
from test_prompting_activities import COT_GOOD, COT_OUT, make_setup
from test_prompting_activities import grade as grade_prompting

from grader.core.records import Status
from grader.grading.pipeline import Setup, load_specs

A1_QUOTE = "The model is used to build a model. The model is used to build a model."
A2_QUOTE = "For example, a model can read text and the model can write text"
A3_QUOTE = "dream about violet oceans while engineers debate quantum gardens"
B1_QUOTE = "A model that is not part of the game."
B3_QUOTE = "grow from careful training on books, forums, recipes and code"


@pytest.fixture(scope="module")
def setup():
    activity, rubric = load_specs("temperature-top-p")
    return Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)


@pytest.fixture(scope="module")
def setup_en():
    activity, rubric = load_specs("temperature-top-p")
    return Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="en", execute=False)


def _a1(labels: tuple[str, str, str]) -> str:
    return "\n\n".join(f"**{label}:**\n\n> {quote}" for label, quote in zip(labels, (A1_QUOTE, A2_QUOTE, A3_QUOTE)))


@pytest.mark.parametrize("labels", [("Temperatura 0.2", "Temperatura 0.7", "Temperatura 1.0"),
                                    ("T=0,2", "T=0,7", "T=1,0"),
                                    ("A primeira execução", "A segunda execução", "A última execução")])
def test_a1_excerpts_under_their_true_labels_pass(tmp_path, setup, labels):
    crits, _ = grade(tmp_path, setup, answers={"A.1": _a1(labels)})
    assert crits["A.1-excerpts"].status is Status.PASS


def test_a1_excerpts_under_the_wrong_temperatures_are_false_attributions(tmp_path, setup, setup_en):
    swapped = _a1(("Temperatura 1.0", "Temperatura 0.7", "Temperatura 0.2"))
    crits, _ = grade(tmp_path, setup, answers={"A.1": swapped})
    crit = crits["A.1-excerpts"]
    assert crit.status is Status.PARTIAL and crit.evidence["message_key"] == "excerpts.misattributed"
    assert crit.points == pytest.approx(1.0)  # one excerpt of three under its true label: a third of 3 points
    assert "Atribuição falsa" in crit.message and "Temperatura 1.0" in crit.message and "A1" in crit.message
    assert {f["named_runs"][0]: f["found_in"] for f in crit.evidence["false_attribution"]} == \
        {"A3": ["A1"], "A1": ["A3"]}
    crits, _ = grade(tmp_path, setup_en, answers={"A.1": swapped})
    assert "False attribution" in crits["A.1-excerpts"].message
    every_label_wrong = _a1(("Temperatura 0.7", "Temperatura 1.0", "Temperatura 0.2"))
    crits, _ = grade(tmp_path, setup, answers={"A.1": every_label_wrong})
    assert crits["A.1-excerpts"].status is Status.FAIL


@pytest.mark.parametrize("answer,status,key", [
    (f"A1 foi a mais repetitiva; com temperatura 0.2 apareceu \"{A1_QUOTE}\"", Status.PASS, "quote.found"),
    (f"A1 foi a mais repetitiva; com temperatura 1.0 apareceu \"{A1_QUOTE}\"", Status.FAIL, "quote.misattributed"),
    (f"A1 foi a mais repetitiva: \"{A1_QUOTE}\" (a terceira execução)", Status.FAIL, "quote.misattributed"),
])
def test_a2_evidence_must_come_from_the_run_it_names(tmp_path, setup, answer, status, key):
    crits, _ = grade(tmp_path, setup, answers={"A.2": answer})
    assert crits["A.2-evidence"].status is status and crits["A.2-evidence"].evidence["message_key"] == key


@pytest.mark.parametrize("answer,status,key", [
    (f"Em B1 (top-p 0.3) repetiu: \"{B1_QUOTE}\"", Status.PASS, "repeat.found"),
    (f"Com o menor top-p repetiu: \"{B1_QUOTE}\"", Status.PASS, "repeat.found"),
    (f"Em B3 (top-p 0.9) repetiu: \"{B1_QUOTE}\"", Status.FAIL, "repeat.misattributed"),
])
def test_b2_repeat_must_be_in_the_run_it_names(tmp_path, setup, answer, status, key):
    crits, _ = grade(tmp_path, setup, answers={"B.2": answer})
    assert crits["B.2-repeat"].status is status and crits["B.2-repeat"].evidence["message_key"] == key


@pytest.mark.parametrize("answer,status,key", [
    ("Em B1 repetiu:\n\n> A model that is", Status.PASS, "repeat.found"),
    ("Em B1 repetiu:\n\n> model", Status.FAIL, "repeat.too_short"),
    ("Em B1 repetiu:\n\n> the game", Status.FAIL, "repeat.too_short"),
])
def test_b2_a_word_or_two_is_not_a_repeated_pattern(tmp_path, setup, answer, status, key):
    crits, _ = grade(tmp_path, setup, answers={"B.2": answer})
    assert crits["B.2-repeat"].status is status and crits["B.2-repeat"].evidence["message_key"] == key


@pytest.mark.parametrize("answer,status,key", [
    (f"Com top-p 0.3 a frase \"{B1_QUOTE}\" se repetiu, então eu aumentaria o top-p.", Status.PASS,
     "runs_referenced.ok"),
    (f"Com top-p 0.3 a frase \"{B3_QUOTE}\" se repetiu, então eu aumentaria o top-p.", Status.FAIL,
     "claim.misattributed"),
])
def test_d3_a_phrase_said_to_repeat_at_top_p_0_3_must_be_in_that_run(tmp_path, setup, answer, status, key):
    crits, _ = grade(tmp_path, setup, answers={"D.3": answer})
    crit = crits["D.3-justified"]
    assert crit.status is status and crit.evidence["message_key"] == key
    if status is Status.FAIL:
        assert "B3" in crit.message and "top-p 0.3" in crit.message


@pytest.mark.parametrize("quote,status", [(B1_QUOTE, Status.PASS), ("game", Status.NEEDS_REVIEW),
                                          ("the game", Status.NEEDS_REVIEW)])
def test_d3_a_quote_of_a_word_or_two_is_not_evidence(tmp_path, setup, quote, status):
    answer = f"Vi isto na saída:\n\n> {quote}\n\nPor isso eu aumentaria o top-p para o texto variar mais."
    crits, _ = grade(tmp_path, setup, answers={"D.3": answer})
    assert crits["D.3-justified"].status is status


KEYWORDS = "núcleo, massa acumulada, top-p 0,3, B1, repetição, \"game\""


@pytest.mark.parametrize("qid,cid,answer,status", [
    ("B.3", "B.3-concept", KEYWORDS, Status.PARTIAL),
    ("B.3", "B.3-concept", "- núcleo\n- massa acumulada\n- top-p 0,3\n- B1\n- repetição", Status.PARTIAL),
    ("B.3", "B.3-concept", GOOD["B.3"], Status.PASS),
    ("B.3", "B.3-concept", "Como o top-p 0,3 guarda só o núcleo de tokens com massa acumulada 0,3, "
                           "sobram poucos candidatos e B1 repetiu a mesma frase.", Status.PASS),
    ("D.3", "D.3-justified", KEYWORDS, Status.PARTIAL),
    ("D.3", "D.3-justified", "Em B1, com top-p 0,3, o texto entrou em loop; com top-p 0,9 (B3) variou.", Status.PASS),
])
def test_a_keyword_list_is_partial_and_an_explanation_passes(tmp_path, setup, qid, cid, answer, status):
    crits, _ = grade(tmp_path, setup, answers={qid: answer})
    assert crits[cid].status is status
    if status is Status.PARTIAL:
        assert crits[cid].evidence["message_key"].startswith("explanation.keywords")
        assert "lista" in crits[cid].message


@pytest.mark.parametrize("qid,cid,answer,status,key", [
    ("A.2", "A.2-choice", "A de temperatura mais baixa, porque repete a mesma frase.", Status.PASS, "choice.agrees"),
    ("A.2", "A.2-choice", "A primeira execução.", Status.PASS, "choice.agrees"),
    ("A.2", "A.2-choice", "A última, porque repete.", Status.FAIL, "choice.disagrees"),
    ("A.2", "A.2-choice", "A execução com temperatura 0,5.", Status.NEEDS_REVIEW, "choice.unresolved"),
    ("A.3", "A.3-choice", "the run with the highest temperature", Status.PASS, "choice.agrees"),
    ("B.1", "B.1-choice", "O menor top-p.", Status.PASS, "choice.agrees"),
    ("B.1", "B.1-choice", "O maior top-p.", Status.FAIL, "choice.disagrees"),
])
def test_a_choice_named_in_words_is_resolved_or_reviewed(tmp_path, setup, qid, cid, answer, status, key):
    crits, _ = grade(tmp_path, setup, answers={qid: answer})
    assert crits[cid].status is status and crits[cid].evidence["message_key"] == key


@pytest.fixture(scope="module")
def cot():
    return make_setup("chain-of-thought", reference={})


@pytest.mark.parametrize("answer,status", [
    ("Não. A resposta direta deu 150, que está errado.", Status.PASS),  # 150: a number of P1's output
    ("Não, parece raciocínio mas não garante nada.", Status.PARTIAL),
    ("Não, somar 27 e 58 não garante nada.", Status.PARTIAL),  # numbers of the prompt, not of the output
])
def test_c3_citing_a_number_of_the_output_counts_as_citing_it(tmp_path, cot, answer, status):
    crits, _ = grade_prompting(tmp_path, cot, COT_OUT, {**COT_GOOD, "C.3": answer})
    assert crits["C.3-guarantee"].status is status


# -- generated: A.1 excerpts under labels in any phrasing, true or permuted -------------------------

LABELS = {
    "A1": ["A1", "Temperatura 0.2", "T=0,2", "A primeira execução", "temperatura mais baixa"],
    "A2": ["A2", "Temperatura 0.7", "T=0,7", "A segunda execução", "execução 2"],
    "A3": ["A3", "Temperatura 1.0", "T=1,0", "A terceira execução", "A última"],
}
QUOTES = {"A1": A1_QUOTE, "A2": A2_QUOTE, "A3": A3_QUOTE}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.permutations(["A1", "A2", "A3"]), st.data())
def test_generated_a1_labels_pass_exactly_when_each_names_its_excerpts_run(tmp_path, setup, order, data):
    styles = data.draw(st.lists(st.sampled_from(["bold", "colon", "after"]), min_size=3, max_size=3))
    parts = []
    for run, label_of, style in zip(["A1", "A2", "A3"], order, styles):
        label = data.draw(st.sampled_from(LABELS[label_of]))
        quote = QUOTES[run]
        parts.append({"bold": f"**{label}:**\n\n> {quote}", "colon": f"{label}: \"{quote}\"",
                      "after": f"\"{quote}\" ({label})"}[style])
    crits, _ = grade(tmp_path, setup, answers={"A.1": "\n\n".join(parts)})
    crit = crits["A.1-excerpts"]
    wrong = sum(run != label_of for run, label_of in zip(["A1", "A2", "A3"], order))
    if wrong == 0:
        assert crit.status is Status.PASS, crit.message
    else:
        assert crit.status in (Status.PARTIAL, Status.FAIL) and crit.evidence["message_key"] == "excerpts.misattributed"
        assert len(crit.evidence["false_attribution"]) == wrong
