"""Every message family that quotes a student's output, on the outputs that used to read wrong: the
empty output, the output with no number, the output whose last token is not a number. Both languages.

The families (grep of core/messages/ and checks/ for rules that put an output's text or its final
number into a message): ``final.*`` (chain of thought, final_answer_claim), ``reasoning.*``
(reasoning_excerpt), ``copied.*`` (outputs_copied), ``format.*`` (label_format_choice),
``variation.*`` (variation_claim), ``run.*`` of the provenance check (an empty greedy output).
The rules are called on contexts built here (no model: the provenance of a run is given).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grader.checks import CheckContext, rules
from grader.core.messages import render
from grader.core.records import Answer, Execution, Extraction, Generation, ProvenanceResult, Verdict
from grader.grading.pipeline import load_specs
from grader.modelling.measures import final_answer
from grader.reading.evidence import Problem, RunEvidence

LANGS = ("pt", "en")


def _prov(expected: str | None) -> ProvenanceResult:
    from grader.core.records import DecodingParams

    return ProvenanceResult(verdict=Verdict.CONSISTENT, params=DecodingParams(), top_k_used=50, tokens=(),
                            first_violation=None, message="ok", method="fake", dtype="float32", tolerance=0.01,
                            details={} if expected is None else {"expected_text": expected})


def _message(activity_id: str, criterion: str, outputs: dict[str, str], answer: str, lang: str, *,
             model_says: dict[str, str] | None = None, fabricated: tuple[str, ...] = (),
             prompts: dict[str, str] | None = None) -> tuple[Any, str]:
    """The check's result and its message for a student whose runs printed ``outputs``."""
    activity, rubric = load_specs(activity_id)
    crit = next(c for c in rubric.criteria if c.id == criterion)
    question = next(q for q in activity.questions if q.id == crit.question)
    runs = {}
    for key, text in outputs.items():
        rid = key.split(".")[0]
        gen = Generation(rid, (prompts or {}).get(rid, activity.prompt_for(rid)), text, activity.params(rid),
                         "record", model_name="smollm2-135m")
        problems = (Problem("run.not_greedy", {"run": key}, True),) if key in fabricated else ()
        runs[key] = RunEvidence(key, gen, _prov((model_says or {}).get(key)), problems)
    ctx = CheckContext(activity, question, Answer(question.id, answer, "c1", "tag"),
                       Extraction({}, {}, {}), Execution("not_run"), runs, {}, lang)
    result = rules()[crit.rule](ctx, dict(crit.args))
    return result, render(result.message_key, lang, **result.message_args)


def _clean(text: str) -> None:
    """No placeholder left, no empty quotation marks, no "-" standing for a number."""
    assert "{" not in text and "}" not in text, text
    assert "«»" not in text and '""' not in text and "«  »" not in text, text
    assert not re.search(r"(termina com|ends with|respondendo|answering) -", text), text


# -- the outputs the issue names, and generated ones of the same classes ---------------------------

EMPTY = st.sampled_from(["", " ", "\n\n", " \t\n "])
WORDS = st.lists(st.sampled_from(["the", "answer", "so", "we", "add", "tens", "units", "resposta", "é", "x",
                                  "carry", "one", "then", "sum", "equation"]), min_size=1, max_size=12)
NO_NUMBER = WORDS.map(" ".join)
# ends in a token that is no number, though numbers come before it ("... = 85. So, the answer is x^2.")
EXPRESSIONS = st.sampled_from(["x^2", "n", "x", "y + 1", "2x", "a^3", "unknown", "x²", "the sum"])
NOT_NUMBER_END = st.builds(lambda pre, n, expr, end: f"{pre} {n}. So, the answer is {expr}{end}",
                           NO_NUMBER, st.integers(0, 999), EXPRESSIONS, st.sampled_from(["", ".", "!", " "]))


def test_the_chain_of_thought_messages_for_an_empty_p1_and_a_p2_ending_in_x2_in_both_languages():
    """The issue's case: "P1 termina com - e não contém 85" and "P2 termina com 1" are gone."""
    outputs = {"P1": "", "P2": " First 27 + 58 = 85. Then 8 + 1 = 9. So, the answer is x^2."}
    result, pt = _message("chain-of-thought", "C.1-claim", outputs, "Não.", "pt")
    _, en = _message("chain-of-thought", "C.1-claim", outputs, "Não.", "en")
    assert pt == ("Resposta \"não\" confere com as suas saídas: P1 ficou vazio (o modelo não gerou texto), então "
                  "não chega a 85; P2 menciona 85, mas não termina com um número (termina em \"So, the answer is "
                  "x^2.\").")
    assert en == ("Answer \"no\" agrees with your outputs: P1 is empty (the model generated no text), so it does "
                  "not reach 85; P2 mentions 85 but does not end with a number (it ends \"So, the answer is "
                  "x^2.\").")
    assert result.evidence["endings"] == {"P1": "empty", "P2": "no_number"}
    # without 85 anywhere, P2 is still not said to end with 1 or 2
    _, pt = _message("chain-of-thought", "C.1-claim", {"P1": "", "P2": "Add 1 to n. So, the answer is x^2."},
                     "Sim.", "pt")
    assert "P2 não termina com um número (termina em \"So, the answer is x^2.\") e não contém 85" in pt
    assert "termina com 1" not in pt and "termina com 2" not in pt


@settings(max_examples=60, deadline=None)
@given(p1=st.one_of(EMPTY, NO_NUMBER, NOT_NUMBER_END), p2=st.one_of(EMPTY, NO_NUMBER, NOT_NUMBER_END),
       claim=st.sampled_from(["Sim.", "Não.", "talvez"]), lang=st.sampled_from(LANGS))
def test_final_answer_messages_never_quote_a_number_an_output_does_not_end_with(p1, p2, claim, lang):
    _, text = _message("chain-of-thought", "C.1-claim", {"P1": p1, "P2": p2}, claim, lang)
    _clean(text)
    for run, out in (("P1", p1), ("P2", p2)):
        kind = final_answer(out).kind
        assert kind == ("empty" if not out.strip() else "no_number"), (out, kind)
        said = {"pt": {"empty": f"{run} ficou vazio", "no_number": f"{run} não termina com um número"},
                "en": {"empty": f"{run} is empty", "no_number": f"{run} does not end with a number"}}[lang][kind]
        # an output with 85 in it may be said to mention it ("P2 menciona 85, mas não termina com um número")
        mentions = said.replace(run, run + {"pt": " menciona 85, mas", "en": " mentions 85 but"}[lang], 1)
        assert said in text or ("85" in out and mentions in text), text
        assert not re.search(rf"{run} (termina com|ends with|termina respondendo|ends up answering) \d", text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("text, final", [
    ("27 + 58 = 85", 85), ("So the answer is 85.", 85), ("The answer is 84. I think.", 84),
    ("First 5^2 = 25, so the answer is 25", 25), ("A resposta é 86.", 86)])
def test_an_output_with_a_final_number_is_quoted_with_that_number(lang, text, final):
    _, msg = _message("chain-of-thought", "C.1-claim", {"P1": text, "P2": "27 + 58 = 85"}, "Sim.", lang)
    _clean(msg)
    assert f"P1 {'termina' if lang == 'pt' else 'end'}" in msg and f" {final}" in msg


# numbers, then words, and no answer stated: "I have 3 apples and 4 pears. Nothing else."
# (no word that states an answer: "answer 0", "é 0" state one)
NO_CUE = WORDS.filter(lambda w: not {"answer", "resposta", "é"} & set(w)).map(" ".join)
LAST_NUMBER_THEN_WORDS = st.builds(lambda pre, n, post: f"{pre} {n} {post}.", NO_CUE, st.integers(0, 999), NO_CUE)


@settings(max_examples=40, deadline=None)
@given(p1=LAST_NUMBER_THEN_WORDS, lang=st.sampled_from(LANGS))
def test_a_last_number_followed_by_words_is_named_as_the_last_number_not_as_the_ending(p1, lang):
    _, text = _message("chain-of-thought", "C.1-claim", {"P1": p1, "P2": "27 + 58 = 85"}, "Não.", lang)
    _clean(text)
    last = re.findall(r"\d+", p1)[-1]
    said = {"pt": f"o último número que menciona é {int(last)}", "en": f"the last number it mentions is {int(last)}"}
    assert said[lang] in text
    assert not re.search(r"P1 (termina com|ends with|termina respondendo|ends up answering) \d", text)


@settings(max_examples=30, deadline=None)
@given(p1=EMPTY, p2=EMPTY, lang=st.sampled_from(LANGS))
def test_reasoning_excerpt_on_empty_outputs_says_they_are_empty(p1, p2, lang):
    result, text = _message("chain-of-thought", "C.2-excerpt", {"P1": p1, "P2": p2},
                            "\"First add the tens: 20 + 50 = 70.\"", lang)
    assert result.message_key == "reasoning.outputs_empty"
    assert ("ficaram vazias" if lang == "pt" else "are empty") in text
    assert ("Gere-as de novo" if lang == "pt" else "Generate them again") not in text  # they are in the notebook
    _clean(text)


# -- the families that quote an output's text: «text», or "(saída vazia)" ---------------------------

ANY_OUTPUT = st.one_of(EMPTY, NO_NUMBER, NOT_NUMBER_END)


def _empty_word(lang: str) -> str:
    return render("word.empty_output", lang)


@settings(max_examples=40, deadline=None)
@given(zs=ANY_OUTPUT, fs=ANY_OUTPUT, lang=st.sampled_from(LANGS))
def test_label_format_messages_quote_each_output_or_say_it_is_empty(zs, fs, lang):
    _, text = _message("few-shot", "F.2-format", {"ZS": zs, "FS": fs}, "A FS.", lang)
    _clean(text)
    for out in (zs, fs):
        if out.strip():
            assert f"«{' '.join(out.split())[:49]}" in text
    assert (_empty_word(lang) in text) == (not zs.strip() or not fs.strip())


@settings(max_examples=40, deadline=None)
@given(given_=ANY_OUTPUT, real=ANY_OUTPUT, lang=st.sampled_from(LANGS))
def test_copied_messages_quote_the_output_and_the_models_or_say_empty(given_, real, lang):
    # ZS fabricated (the model gives `real`), FS genuine but not in the answer
    _, text = _message("few-shot", "F.1-copied", {"ZS": given_, "FS": given_}, "ZS: NEUTRO. FS: NEUTRO.", lang,
                       model_says={"ZS": real}, fabricated=("ZS",))
    _clean(text)
    if not given_.strip():
        assert _empty_word(lang) in text
    if not real.strip():
        assert text.count(_empty_word(lang)) >= 1


@settings(max_examples=40, deadline=None)
@given(out=ANY_OUTPUT, base=ANY_OUTPUT, claim=st.sampled_from(["Sim, mudou.", "Não mudou.", "hmm"]),
       lang=st.sampled_from(LANGS))
def test_variation_messages_quote_both_outputs_or_say_empty(out, base, claim, lang):
    result, text = _message("few-shot", "F.4-variation", {"VAR": out, "FS": base}, claim, lang,
                            prompts={"VAR": "my own reordered prompt"})
    assert result.message_key.startswith("variation.")
    _clean(text)
    assert text.count(_empty_word(lang)) == (not out.strip()) + (not base.strip())


@pytest.mark.parametrize("lang", LANGS)
def test_the_issues_empty_output_in_each_quoting_family(lang):
    """One readable example per family, as a student reads it."""
    _, fmt = _message("few-shot", "F.2-format", {"ZS": "", "FS": "POSITIVO"}, "A FS.", lang)
    assert fmt.startswith({"pt": "Confere com as suas saídas (FS): ZS (saída vazia) não está no formato; "
                                 "FS «POSITIVO» está no formato.",
                           "en": "Agrees with your outputs (FS): ZS (empty output) is not in the format; "
                                 "FS «POSITIVO» is in the format."}[lang])
    _, var = _message("few-shot", "F.4-variation", {"VAR": "", "FS": "POSITIVO"}, "Sim, mudou.", lang,
                      prompts={"VAR": "my own reordered prompt"})
    assert {"pt": "(FS «POSITIVO» → VAR (saída vazia))", "en": "(FS «POSITIVO» → VAR (empty output))"}[lang] in var
    _, cop = _message("few-shot", "F.1-copied", {"ZS": "NEUTRO", "FS": "NEGATIVO"}, "ZS: NEUTRO. FS: NEGATIVO.",
                      lang, model_says={"ZS": ""}, fabricated=("ZS",))
    assert {"pt": "a reexecução do corretor dá (saída vazia)",
            "en": "the grader's re-run gives (empty output)"}[lang] in cop
