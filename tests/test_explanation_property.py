"""One property for every criterion that asks for an explanation (issue 31, item 4): terms without
a sentence linking them earn at most partial, on every such question of every activity, and a short
real sentence is an explanation whatever rule grades the question."""

from __future__ import annotations

import pytest
from test_grading import FakeVerifier
from test_grading import grade as grade_tp
from test_prompting_activities import COT_GOOD, COT_OUT, FS_GOOD, FS_OUT, TPL_GOOD, TPL_OUT, make_setup
from test_prompting_activities import grade as grade_prompting

from grader.checks.explanation import only_terms
from grader.core.records import Status
from grader.grading.pipeline import Setup, load_specs
from grader.specs.schema import list_activities


@pytest.mark.parametrize("text", [
    "núcleo, massa acumulada, top-p 0,3, B1, repetição",
    "- núcleo\n- massa acumulada\n- top-p 0,3\n- B1",
    "B1 B3 top-p 0,3 0,9 repetição diversidade núcleo “data”",  # the D.3: no commas
    "Não. Contexto.",
    "Não — condicionamento, contexto, in-context learning",
    "No. Variance, consensus, majority.",
    "Não. P1 \"27 + 58 = 150\", raciocínio aparente, erro, estilo",  # a quote is evidence, not a sentence
])
def test_terms_without_a_sentence_are_only_terms(text):
    assert only_terms(text)


@pytest.mark.parametrize("text", [
    "Não. Ela reduz a variância.",
    "Não, o modelo só usa o contexto.",
    "No. It only conditions on the examples in the prompt.",
    "Com top-p 0,3 sobram poucos candidatos, por isso B1 repete.",
    "núcleo, massa acumulada\nCom p baixo o núcleo tem poucos tokens e o texto se repete.",  # a list and a sentence
    "B1 (0.3) looped on the same sentence; B2/B3 (0.6/0.9) didn't.",  # red team batch 1, tp11
    "Não.",  # nothing to judge: the rule decides what a bare sim/não earns
    "",
])
def test_a_sentence_is_an_explanation(text):
    assert not only_terms(text)


def test_every_explanation_question_of_the_built_in_activities_is_covered_below():
    explain = {q.id for aid in list_activities() for q in load_specs(aid)[0].questions if q.explain}
    assert explain == {qid for qid, *_ in CASES}


# (question, criterion, terms only, a short sentence that passes)
CASES = [
    ("B.3", "B.3-concept", "núcleo massa acumulada top-p 0,3 B1 repetição poucos candidatos",
     "Com top-p 0,3 o núcleo tem massa acumulada pequena: sobram poucos candidatos e B1 repetiu."),
    ("D.3", "D.3-justified", "B1 B3 top-p 0,3 0,9 repetição diversidade núcleo “data”",
     "Em B1, com top-p 0,3, o texto entrou em loop; com top-p 0,9 (B3) variou."),
    ("C.3", "C.3-guarantee", "Não. P1 \"we can simplify the equation 27 + 58 = 150\", raciocínio aparente, erro",
     COT_GOOD["C.3"]),
    ("F.3", "F.3-weights", "Não — condicionamento, contexto, in-context learning",
     "Não, o modelo só é condicionado pelo contexto."),
    ("T.3", "T.3-why", "restritivo, espaço de saída, uma palavra, LOOSE, STRICT", TPL_GOOD["T.3"]),
    ("T.5", "T.5-guarantee", "Não. Variância, consenso.", "Não. Ela reduz a variância."),
]


@pytest.fixture(scope="module")
def setups():
    activity, rubric = load_specs("temperature-top-p")
    return {"temperature-top-p": Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(),
                                       lang="pt", execute=False),
            "chain-of-thought": make_setup("chain-of-thought"),
            "few-shot": make_setup("few-shot", {load_specs("few-shot")[0].prompt_for(r): "POSITIVO"
                                                for r in ("ZS", "FS")}),
            "template": make_setup("template", {load_specs("template")[0].prompt_for("LOOSE"): TPL_OUT["LOOSE"],
                                                load_specs("template")[0].prompt_for("STRICT"): "NEGATIVO"})}


def _graded(tmp_path, setups, qid: str, answer: str):
    if qid in ("B.3", "D.3"):
        return grade_tp(tmp_path, setups["temperature-top-p"], answers={qid: answer})[0]
    activity, outputs, answers = {"C": ("chain-of-thought", COT_OUT, COT_GOOD), "F": ("few-shot", FS_OUT, FS_GOOD),
                                  "T": ("template", TPL_OUT, TPL_GOOD)}[qid[0]]
    return grade_prompting(tmp_path, setups[activity], outputs, {**answers, qid: answer})[0]


@pytest.mark.parametrize("qid,cid,terms,sentence", CASES)
def test_every_explanation_criterion_gives_terms_partial_and_a_sentence_full(tmp_path, setups, qid, cid, terms,
                                                                              sentence):
    crit = _graded(tmp_path, setups, qid, sentence)[cid]
    assert crit.status is Status.PASS, crit.message
    crit = _graded(tmp_path, setups, qid, terms)[cid]
    assert crit.status is Status.PARTIAL, crit.message
    assert crit.evidence["message_key"] == "explanation.keywords" and "lista de palavras" in crit.message
    assert crit.points == pytest.approx(crit.max_points / 2)
