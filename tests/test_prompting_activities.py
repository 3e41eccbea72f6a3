"""The chain-of-thought, few-shot and template activities graded from submissions the tests build.

A fake verifier stands in for the model: greedy runs must equal what it says the model generates
for the prompt (as the real greedy re-run does), sampled runs are genuine unless they carry the
marker FABRICATED. Every rubric criterion is tested in both directions: a right answer passes,
a wrong one does not. The real models' side (seq2seq included) is at the end of the file.
"""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from grader.core.records import GENERATION_MIME, ProvenanceResult, Status, Verdict
from grader.grading.pipeline import Setup, grade_submission, load_specs
from grader.modelling.measures import answer_status, in_label_format, majority_vote
from grader.modelling.reference import ReferenceRuns

FS_PROMPT_REORDERED = "reordered few-shot prompt"


class FakeModelVerifier:
    """Greedy: the text must be ``greedy[prompt]`` (what 'the model' generates); sampled: genuine
    unless it says FABRICATED."""

    def __init__(self, greedy: dict[str, str]):
        self.greedy = greedy

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        if params.do_sample:
            bad = "FABRICATED" in text
            details = {}
        else:
            expected = self.greedy.get(prompt, "?")
            bad = text.strip() != expected.strip()
            details = {"expected_text": expected}
        return ProvenanceResult(
            verdict=Verdict.INCONSISTENT if bad else Verdict.CONSISTENT, params=params, top_k_used=50,
            tokens=(), first_violation=None, message="not what the model produces" if bad else "ok",
            method="fake", dtype="float32", tolerance=0.01, details=details)


def _record(run, prompt, text, params):
    return {"format": 1, "run": run, "prompt": prompt, "text": text, "token_ids": None, "params": params,
            "seed": None, "model": "smollm2-135m", "dtype": "float32", "device": "cpu", "versions": {}}


def build(tmp_path: Path, activity, outputs: dict, answers: dict, *, prompts: dict | None = None,
          name: str = "student") -> Path:
    """A notebook with one run cell per run (``outputs[run]``: a text, or a list of samples) and
    the answers in their tagged cells."""
    cells = [new_code_cell('MODEL_NAME = "gpt2"', metadata={"tags": ["parameters"]})]
    for run, spec in activity.runs.items():
        p = activity.params(run)
        prompt = (prompts or {}).get(run) or activity.prompt_for(run)
        params = {"do_sample": p.do_sample, "temperature": p.temperature, "top_p": p.top_p, "top_k": None,
                  "max_new_tokens": p.max_new_tokens}
        cell = new_code_cell(f'generate(model, tokenizer, prompt, run="{run}")', metadata={"tags": [f"run-{run}"]})
        texts = outputs.get(run)
        for text in ([texts] if isinstance(texts, str) else texts or []):
            cell.outputs += [new_output("stream", name="stdout", text=text + "\n"),
                             new_output("display_data", data={GENERATION_MIME: _record(run, prompt, text, params),
                                                              "text/plain": "[registro]"})]
        cells.append(cell)
    for q in activity.questions:
        cells.append(new_markdown_cell(f"### {q.id}", metadata={"tags": [f"question-{q.id}"]}))
        cells.append(new_markdown_cell(answers.get(q.id, "_Sua resposta aqui._"), metadata={"tags": [q.cell]}))
    path = tmp_path / f"{name}.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    return path


def make_setup(activity_id: str, greedy: dict[str, str] | None = None, reference: dict | None = None) -> Setup:
    activity, rubric = load_specs(activity_id)
    return Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeModelVerifier(greedy or {}), lang="pt",
                 execute=False, reference=reference or {})


def grade(tmp_path, setup, outputs, answers, **kw):
    result = grade_submission(setup, build(tmp_path, setup.activity, outputs, answers, **kw),
                              work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}, result


# -- chain of thought -----------------------------------------------------------------------------

COT_OUT = {"P1": "\n\nNow, we can simplify the equation 27 + 58 = 150. This is the result.",
           "P2": " First add the tens: 20 + 50 = 70. Then add the units: 7 + 8 = 15. So the answer is 85."}
COT_GOOD = {
    "C.1": "Não. P1 chegou a 150 e só P2 chegou a 85.",
    "C.2": "\"First add the tens: 20 + 50 = 70. Then add the units: 7 + 8 = 15.\" (P2)",
    "C.3": "Não. Em P1 o modelo escreveu \"we can simplify the equation 27 + 58 = 150\", que parece raciocínio "
           "mas está errado.",
}


@pytest.fixture(scope="module")
def cot():
    reference = {"P1": ReferenceRuns("P1", ("it is 85", "27 + 58 = 86", "no idea"), {}),
                 "P2": ReferenceRuns("P2", ("so the answer is 85.",) * 2, {})}
    return make_setup("chain-of-thought", reference=reference)


def test_cot_good_submission_gets_full_marks_and_states_the_reference_rate(tmp_path, cot):
    crits, result = grade(tmp_path, cot, COT_OUT, COT_GOOD)
    assert {k: c.status for k, c in crits.items() if c.status is not Status.PASS} == {}
    assert result.score == result.max_score == 10
    assert "P1 1/3" in crits["C.1-claim"].message and "P2 2/2" in crits["C.1-claim"].message


def test_cot_sim_nao_is_checked_against_the_numbers_in_the_students_own_outputs(tmp_path, cot):
    crits, _ = grade(tmp_path, cot, COT_OUT, {**COT_GOOD, "C.1": "Sim, as duas estão corretas."})
    assert crits["C.1-claim"].status is Status.FAIL
    assert "150" in crits["C.1-claim"].message
    both_right = {"P1": " 27 + 58 = 85.", "P2": COT_OUT["P2"]}
    crits, _ = grade(tmp_path, cot, both_right, {**COT_GOOD, "C.1": "Sim."})
    assert crits["C.1-claim"].status is Status.PASS
    crits, _ = grade(tmp_path, cot, both_right, {**COT_GOOD, "C.1": "Não."})
    assert crits["C.1-claim"].status is Status.FAIL


def test_cot_ambiguous_or_unreadable_yes_no_goes_to_review_not_to_zero(tmp_path, cot):
    ambiguous = {"P1": " 85? No, the answer is 90.", "P2": COT_OUT["P2"]}
    crits, _ = grade(tmp_path, cot, ambiguous, {**COT_GOOD, "C.1": "Sim."})
    assert crits["C.1-claim"].status is Status.NEEDS_REVIEW
    crits, _ = grade(tmp_path, cot, COT_OUT, {**COT_GOOD, "C.1": "talvez, depende"})
    assert crits["C.1-claim"].status is Status.NEEDS_REVIEW


def test_cot_reasoning_excerpt_must_be_in_the_output_and_look_like_steps(tmp_path, cot):
    crits, _ = grade(tmp_path, cot, COT_OUT, {**COT_GOOD, "C.2": "\"First, 7 + 8 = 15, carry one, so 85.\""})
    assert crits["C.2-excerpt"].status is Status.FAIL
    crits, _ = grade(tmp_path, cot, COT_OUT, {**COT_GOOD, "C.2": "\"This is the result.\""})
    assert crits["C.2-excerpt"].status is Status.PARTIAL  # real, but no step, sum or list in it


def test_cot_guarantee_is_no_and_must_be_tied_to_the_output(tmp_path, cot):
    crits, _ = grade(tmp_path, cot, COT_OUT, {**COT_GOOD, "C.3": "Sim, o passo a passo garante."})
    assert crits["C.3-guarantee"].status is Status.FAIL
    crits, _ = grade(tmp_path, cot, COT_OUT, {**COT_GOOD, "C.3": "Não, chain-of-thought é só estilo."})
    assert crits["C.3-guarantee"].status is Status.PARTIAL


def test_cot_claims_on_fabricated_output_earn_nothing(tmp_path, cot):
    crits, _ = grade(tmp_path, cot, {**COT_OUT, "P2": COT_OUT["P2"] + " FABRICATED"}, COT_GOOD)
    assert crits["runs-genuine"].status is Status.FAIL
    assert crits["C.1-claim"].status is Status.FAIL and crits["C.2-excerpt"].status is Status.FAIL


# -- few-shot -------------------------------------------------------------------------------------

FS_GOOD = {
    "F.1": "Zero-shot: POSITIVO\n\nFew-shot: POSITIVO",
    "F.2": "Ambas: as duas saídas foram uma única palavra.",
    "F.3": "Não. Os exemplos só condicionam a saída pelo contexto; nenhum peso muda.",
    "F.4": "Sim, mudou: invertendo a ordem das demonstrações a saída virou NEGATIVO.",
    "F.5": "A janela do GPT-2 é de 1.024 tokens (n_positions); tokens fora dela são truncados.",
}


@pytest.fixture(scope="module")
def fewshot():
    activity, _ = load_specs("few-shot")
    greedy = {activity.prompt_for("ZS"): "POSITIVO", activity.prompt_for("FS"): "POSITIVO",
              FS_PROMPT_REORDERED: "NEGATIVO"}
    return make_setup("few-shot", greedy)


FS_OUT = {"ZS": "POSITIVO", "FS": "POSITIVO", "VAR": "NEGATIVO"}


def fs_grade(tmp_path, setup, outputs=None, answers=None, var_prompt=FS_PROMPT_REORDERED):
    return grade(tmp_path, setup, {**FS_OUT, **(outputs or {})}, {**FS_GOOD, **(answers or {})},
                 prompts={"VAR": var_prompt})


def test_fewshot_good_submission_gets_full_marks(tmp_path, fewshot):
    crits, result = fs_grade(tmp_path, fewshot)
    assert {k: c.status for k, c in crits.items() if c.status is not Status.PASS} == {}
    assert result.score == 10


def test_fewshot_the_books_negativo_is_caught_with_both_texts_shown(tmp_path, fewshot):
    # pasted only into the answer
    crits, _ = fs_grade(tmp_path, fewshot, answers={"F.1": "Zero-shot: NEGATIVO\nFew-shot: NEGATIVO"})
    msg = crits["F.1-copied"].message
    assert crits["F.1-copied"].status is Status.FAIL and "NEGATIVO" in msg and "POSITIVO" in msg and "livro" in msg
    # pasted over the notebook's own outputs: the exact greedy re-run shows the real text
    crits, _ = fs_grade(tmp_path, fewshot, outputs={"ZS": "NEGATIVO", "FS": "NEGATIVO"},
                        answers={"F.1": "Zero-shot: NEGATIVO\nFew-shot: NEGATIVO"})
    assert crits["runs-genuine"].status is Status.FAIL and "POSITIVO" in crits["runs-genuine"].message
    assert crits["F.1-copied"].status is Status.FAIL and "livro" in crits["F.1-copied"].message


def test_fewshot_label_format_is_computed_from_the_outputs(tmp_path, fewshot):
    crits, _ = fs_grade(tmp_path, fewshot, answers={"F.2": "Nenhuma delas."})
    assert crits["F.2-format"].status is Status.FAIL
    loose = {"ZS": "POSITIVO or NEGATIVO."}
    local = make_setup("few-shot", {**fewshot.verifier.greedy, fewshot.activity.prompt_for("ZS"): loose["ZS"]})
    crits, _ = fs_grade(tmp_path, local, outputs=loose, answers={"F.2": "Só a few-shot; a zero-shot explicou."})
    assert crits["F.2-format"].status is Status.PASS
    crits, _ = fs_grade(tmp_path, local, outputs=loose, answers={"F.2": "Ambas."})
    assert crits["F.2-format"].status is Status.FAIL


def test_fewshot_weights_updated_is_no(tmp_path, fewshot):
    crits, _ = fs_grade(tmp_path, fewshot, answers={"F.3": "Sim, o modelo aprendeu com os exemplos."})
    assert crits["F.3-weights"].status is Status.FAIL
    crits, _ = fs_grade(tmp_path, fewshot, answers={"F.3": "Não."})
    assert crits["F.3-weights"].status is Status.PARTIAL  # right, but says nothing of conditioning


def test_fewshot_variation_is_rerun_with_the_students_own_prompt_and_the_claim_checked(tmp_path, fewshot):
    crits, _ = fs_grade(tmp_path, fewshot, answers={"F.4": "Não mudou, continuou igual."})
    assert crits["F.4-variation"].status is Status.FAIL
    same = fewshot.activity.prompt_for("FS")
    crits, _ = fs_grade(tmp_path, fewshot, outputs={"VAR": "POSITIVO"}, var_prompt=same,
                        answers={"F.4": "Não mudou."})
    assert crits["F.4-variation"].status is Status.FAIL and "igual" in crits["F.4-variation"].message
    # the variation's output is not what the model gives for the student's prompt
    crits, _ = fs_grade(tmp_path, fewshot, outputs={"VAR": "POSITIVO"}, answers={"F.4": "Não mudou."})
    assert crits["runs-genuine"].status is Status.FAIL and crits["F.4-variation"].status is Status.FAIL


def test_a_blank_line_added_is_a_variation_and_an_output_changed_only_in_its_spacing_agrees_with_either_answer(
        tmp_path, fewshot):
    """The model reads a blank line as tokens of its own: adding one before each "Texto:" is a variation
    (not "the same prompt"), and an output that only gained a line break changed and did not."""
    spaced = fewshot.activity.prompt_for("FS").replace("\n\nTexto:", "\n\n\nTexto:")
    local = make_setup("few-shot", {**fewshot.verifier.greedy, spaced: "POSITIVO\n\n\nText",
                                    fewshot.activity.prompt_for("FS"): "POSITIVO\n\nText"})
    outputs = {"FS": "POSITIVO\n\nText", "VAR": "POSITIVO\n\n\nText"}
    for answer in ("Sim, mudou um pouco: saiu uma linha em branco a mais antes do Text.",
                   "Não mudou: o rótulo continuou POSITIVO."):
        crits, _ = fs_grade(tmp_path, local, outputs=outputs, answers={"F.4": answer}, var_prompt=spaced)
        assert crits["F.4-variation"].status is Status.PASS, (answer, crits["F.4-variation"].message)
        assert "espaços e quebras de linha" in crits["F.4-variation"].message
    local = make_setup("few-shot", {**fewshot.verifier.greedy, spaced: "NEGATIVO"})
    crits, _ = fs_grade(tmp_path, local, outputs={"VAR": "NEGATIVO"}, answers={"F.4": "Não mudou."},
                        var_prompt=spaced)
    assert crits["F.4-variation"].status is Status.FAIL  # the label changed: "não mudou" is wrong


def test_fewshot_context_window_comes_from_the_models_configuration(tmp_path, fewshot, monkeypatch):
    crits, _ = fs_grade(tmp_path, fewshot, answers={"F.5": "O GPT-2 tem 2048 tokens de janela."})
    assert crits["F.5-window"].status is Status.FAIL and "1024" in crits["F.5-window"].message
    crits, _ = fs_grade(tmp_path, fewshot, answers={"F.5": "1024."})
    assert crits["F.5-window"].status is Status.PARTIAL
    import grader.modelling.models

    monkeypatch.setattr(grader.modelling.models, "context_window", lambda name: (2048, "a test config"))
    crits, _ = fs_grade(tmp_path, fewshot)
    assert crits["F.5-window"].status is Status.FAIL  # 1024 is only right because the config says so


# -- template -------------------------------------------------------------------------------------

SAMPLES = ["NEGATIVO", "Negativo.", "POSITIVO e mais", "xyz", "NEGATIVE", "abc", "NEGATIVO!", "def",
           "ghi", "jkl"]
TPL_OUT = {"LOOSE": "POSITIVO or NEGATIVO. \"This film was", "STRICT": "NEGATIVO", "SC": SAMPLES}
TPL_GOOD = {
    "T.1": "Pouco restritivo:\n\n> POSITIVO or NEGATIVO. \"This film was\n\nRestritivo:\n\n> NEGATIVO",
    "T.2": "O restritivo.",
    "T.3": "O template restritivo restringe o espaço de saída a uma palavra; o pouco restritivo (LOOSE) deixou o "
           "modelo continuar.",
    "T.4": "Voto final: NEGATIVO. 3 NEGATIVO, 1 POSITIVO e 6 sem rótulo.",
    "T.5": "Não. Reduz a variância, mas não cria correção.",
}


@pytest.fixture(scope="module")
def template():
    activity, _ = load_specs("template")
    greedy = {activity.prompt_for("LOOSE"): TPL_OUT["LOOSE"], activity.prompt_for("STRICT"): "NEGATIVO"}
    return make_setup("template", greedy)


def t_grade(tmp_path, setup, outputs=None, answers=None):
    return grade(tmp_path, setup, {**TPL_OUT, **(outputs or {})}, {**TPL_GOOD, **(answers or {})})


def test_template_good_submission_gets_full_marks(tmp_path, template):
    crits, result = t_grade(tmp_path, template)
    assert {k: c.status for k, c in crits.items() if c.status is not Status.PASS} == {}
    assert result.score == 10


def test_template_which_template_answered_in_format_is_computed(tmp_path, template):
    for wrong in ("Nenhum dos dois.", "Ambos.", "O pouco restritivo."):
        crits, _ = t_grade(tmp_path, template, answers={"T.2": wrong})
        assert crits["T.2-format"].status is Status.FAIL, wrong


def test_template_vote_must_be_the_recount_of_the_students_own_samples(tmp_path, template):
    crits, _ = t_grade(tmp_path, template, answers={"T.4": "Voto final: POSITIVO."})
    assert crits["T.4-vote"].status is Status.FAIL and "NEGATIVO" in crits["T.4-vote"].message
    crits, _ = t_grade(tmp_path, template, answers={"T.4": "Voto final: NEGATIVO, com 5 NEGATIVO."})
    assert crits["T.4-vote"].status is Status.PARTIAL  # right vote, wrong count
    none_parse = {"SC": ["abc", "NEGATIVE", "Positivoso"] + ["x"] * 7}
    crits, _ = t_grade(tmp_path, template, outputs=none_parse, answers={"T.4": "Voto final: NEGATIVO."})
    assert crits["T.4-vote"].status is Status.FAIL and "INDETERMINADO" in crits["T.4-vote"].message
    crits, _ = t_grade(tmp_path, template, outputs=none_parse, answers={"T.4": "INDETERMINADO: 10 sem rótulo."})
    assert crits["T.4-vote"].status is Status.PASS


def test_template_every_sample_is_verified_and_missing_samples_cost_their_share(tmp_path, template):
    crits, _ = t_grade(tmp_path, template, outputs={"SC": SAMPLES[:9] + ["NEGATIVO FABRICATED"]})
    assert crits["runs-genuine"].status is Status.FAIL and "SC.10" in crits["runs-genuine"].message
    assert crits["T.4-vote"].status is Status.FAIL  # a vote over a fabricated sample earns nothing
    crits, _ = t_grade(tmp_path, template, outputs={"SC": SAMPLES[:8]},
                       answers={"T.4": "Voto final: NEGATIVO."})
    assert crits["runs-genuine"].status is Status.PARTIAL and "8 de 10" in crits["runs-genuine"].message


def test_template_guarantee_is_no_with_variance(tmp_path, template):
    crits, _ = t_grade(tmp_path, template, answers={"T.5": "Sim, a maioria sempre acerta."})
    assert crits["T.5-guarantee"].status is Status.FAIL
    crits, _ = t_grade(tmp_path, template, answers={"T.5": "Não."})
    assert crits["T.5-guarantee"].status is Status.PARTIAL


# -- the course's real outputs --------------------------------------------------------------------

def _observed():
    return {e["experiment"]: e for e in observed_list()}


def test_recount_of_the_courses_real_self_consistency_samples_matches_what_the_notebook_printed():
    sc = _observed()["self_consistency"]
    vote = majority_vote(sc["samples"], ["POSITIVO", "NEGATIVO"])
    assert vote.vote == sc["reported_vote"] == "INDETERMINADO"
    assert f"{vote.unparsed} / {len(sc['samples'])}" == sc["reported_unparsed"]


def test_label_format_and_final_answers_on_the_courses_real_outputs():
    ex = _observed()
    labels = ["POSITIVO", "NEGATIVO"]
    assert in_label_format(ex["zero_shot"]["text"], labels) and in_label_format(ex["few_shot"]["text"], labels)
    assert not in_label_format(ex["template_loose"]["text"], labels)
    assert not in_label_format(ex["template_strict"]["text"], labels)
    cot = [e for e in observed_list() if e["experiment"].startswith("chain_of_thought")]
    assert cot and all(answer_status(e["text"][len(e["prompt"]):], 85) != "correct" for e in cot)


def observed_list():
    from course_data import observed_experiments

    return list(observed_experiments())


# -- real models: a seq2seq path end to end -------------------------------------------------------

def test_template_graded_for_real_on_a_tiny_t5(tmp_path, tiny_t5, tiny_t5_dir, monkeypatch):
    """Records produced by the course helper on a real seq2seq model; greedy runs re-run exactly,
    each sampled answer checked on the decoder side; an edited greedy output is caught."""
    import torch

    import grader.course as course
    from grader.modelling.provenance import Verifier

    activity, rubric = load_specs("template")
    captured: list[dict] = []
    monkeypatch.setattr(course, "_display", lambda record, run: captured.append(record))
    monkeypatch.setattr(course, "_ipython_active", lambda: True)
    outputs: dict = {}
    torch.manual_seed(0)
    for run in activity.runs:
        p = activity.params(run)
        for _ in range(activity.runs[run].samples or 1):
            course.generate(tiny_t5.model, tiny_t5.tokenizer, activity.prompt_for(run), run=run,
                            do_sample=p.do_sample, temperature=p.temperature, top_p=p.top_p,
                            max_new_tokens=p.max_new_tokens)
    for rec in captured:
        outputs.setdefault(rec["run"], []).append(rec["text"])
    vote = majority_vote(outputs["SC"], ["POSITIVO", "NEGATIVO"])
    counts = ", ".join(f"{n} {label}" for label, n in vote.counts.items())
    answers = {**TPL_GOOD, "T.4": f"Voto final: {vote.vote}. {counts} e {vote.unparsed} sem rótulo."}
    setup = Setup(activity, rubric, str(tiny_t5_dir), lm=tiny_t5, verifier=Verifier(tiny_t5), execute=False)
    flat = {r: (v if r == "SC" else v[0]) for r, v in outputs.items()}
    crits, _ = grade(tmp_path, setup, flat, answers)
    assert crits["runs-genuine"].status is Status.PASS, crits["runs-genuine"].message
    assert crits["T.4-vote"].status is Status.PASS
    other = "NEGATIVO" if flat["STRICT"].strip() != "NEGATIVO" else "POSITIVO"
    crits, _ = grade(tmp_path, setup, {**flat, "STRICT": other}, answers)
    assert crits["runs-genuine"].status is Status.FAIL and flat["STRICT"].strip() in crits["runs-genuine"].message


# -- specs ----------------------------------------------------------------------------------------

def test_every_activity_and_rubric_validates_and_starters_match_their_solutions(capsys):
    from grader.commands import validate

    assert validate.run() == 0
    out = capsys.readouterr().out
    for aid in ("temperature-top-p", "chain-of-thought", "few-shot", "template"):
        assert f"ok   {aid}" in out


@pytest.mark.parametrize("edit, key", [
    (("labels: [POSITIVO, NEGATIVO]}", "label: [POSITIVO, NEGATIVO]}"), "criteria.2.args.label"),
    (("args: {run: VAR, base: FS}", "args: {run: VAR, base: FX}"), "criteria.4.args.base"),
    (("rule: vote_recount", "rule: vote_recont"), "criteria.4.rule"),
])
def test_a_broken_rubric_names_file_line_and_key(tmp_path, monkeypatch, edit, key):
    import shutil

    from grader.specs.schema import SpecError

    root = Path(__file__).resolve().parents[1]
    for sub in ("activities", "rubrics"):
        shutil.copytree(root / sub, tmp_path / sub)
    aid = "template" if "vote" in edit[0] else "few-shot"
    path = tmp_path / "rubrics" / f"{aid}.yaml"
    text = path.read_text(encoding="utf-8")
    assert edit[0] in text
    path.write_text(text.replace(edit[0], edit[1]), encoding="utf-8")
    monkeypatch.setenv("GRADER_HOME", str(tmp_path))
    with pytest.raises(SpecError) as err:
        load_specs(aid)
    msg = str(err.value)
    assert f"{aid}.yaml:" in msg and key in msg and err.value.line


def test_release_strips_answers_outputs_and_solution_code(tmp_path):
    from grader.specs.release import ReleaseError, release, strip_code

    root = Path(__file__).resolve().parents[1]
    starter = tmp_path / "starter.ipynb"
    release(root / "activities" / "few-shot" / "solution.ipynb", starter)
    nb = nbformat.read(str(starter), as_version=4)
    sources = "\n".join(c.source for c in nb.cells)
    assert "SOLUTION" not in sources and "minha_variacao = few_shot" in sources
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code")
    answers = [c.source for c in nb.cells if any(t.startswith("answer-") for t in c.metadata.get("tags", []))]
    assert answers and set(answers) == {"_Sua resposta aqui._"}
    assert json.loads(starter.read_text())["metadata"]["grader"]["activity"] == "few-shot"
    with pytest.raises(ReleaseError):
        strip_code("x = 1\n### BEGIN SOLUTION\ny = 2\n")
    assert strip_code("a = 1  # SOLUTION\n# STARTER: a = None\nb = a") == "a = None\nb = a"


# -- the demo classes, built from the solutions' real outputs, on the real embedded model --------

@pytest.mark.parametrize("activity_id", ["chain-of-thought", "few-shot", "template"])
def test_demo_students_from_real_outputs_come_out_in_the_expected_order(tmp_path, smollm, activity_id):
    """Each demo student's answers written from the solution's real (smollm2) outputs, graded with the
    real verifier: the special check of the activity is what separates the students."""
    from grader.demos import demos
    from grader.demos.common import build_student
    from grader.modelling.provenance import Verifier

    module = demos()[activity_id]
    activity, rubric = load_specs(activity_id)
    solution = Path(__file__).resolve().parents[1] / "activities" / activity_id / "solution.ipynb"
    setup = Setup(activity, rubric, "smollm2-135m", lm=smollm, verifier=Verifier(smollm), execute=False)
    scores = {}
    # Edited samples cost a tokenisation search and a replay each (~20 s for six on 2 cores);
    # that student runs in `grader demo`, and edited samples are caught in test_provenance.py.
    slow = {"carla_editou_amostras"}
    for name, student in module.STUDENTS.items():
        if name in slow:
            continue
        path = build_student(solution, activity, student, tmp_path / f"{name}.ipynb")
        result = grade_submission(setup, path, work_dir=tmp_path / "work")
        scores[name] = result.score
    ordered = [scores[n] for n in module.EXPECTED_ORDER if n in scores]
    assert ordered[0] == rubric.max_score and all(a > b for a, b in zip(ordered, ordered[1:])), scores


def test_template_copied_outputs_and_the_why_in_both_directions(tmp_path, template):
    crits, _ = t_grade(tmp_path, template, answers={"T.1": "Pouco restritivo: POSITIVO\n\nRestritivo: NEGATIVO"})
    assert crits["T.1-copied"].status is Status.PARTIAL and "LOOSE" in crits["T.1-copied"].message
    crits, _ = t_grade(tmp_path, template, answers={"T.3": "Porque sim."})
    assert crits["T.3-why"].status is Status.NEEDS_REVIEW


def test_identical_problems_of_several_samples_are_stated_once_with_every_sample_named(tmp_path, template):
    bad = SAMPLES[:8] + ["NEGATIVO FABRICATED", "NEGATIVO FABRICATED"]
    crits, _ = t_grade(tmp_path, template, outputs={"SC": bad})
    msg = crits["runs-genuine"].message
    assert "SC.9, SC.10:" in msg and msg.count("SC.9") == 1


class _CutVerifier(FakeModelVerifier):
    """As FakeModelVerifier, and a greedy text's tokens counted: ``n_tokens`` (the run cut at its
    ``max_new_tokens`` when that many)."""

    def __init__(self, greedy, n_tokens):
        super().__init__(greedy)
        self.n_tokens = n_tokens

    def verify(self, *args, **kwargs):
        from dataclasses import replace

        from grader.core.records import TokenCheck
        token = TokenCheck(index=0, token_id=0, text="x", start=0, end=1, in_kept_set=True, borderline=False,
                           logprob=0.0, sampling_logprob=None, rank=1, kept_set_size=1)
        return replace(super().verify(*args, **kwargs), tokens=(token,) * self.n_tokens)


@pytest.mark.parametrize("stopped_early", [False, True])
def test_an_output_cut_just_after_it_began_a_new_line_is_copied_without_that_line(tmp_path, stopped_early):
    activity, rubric = load_specs("template")
    loose = '"Este filme foi um erro de tempo."\n\nE'
    greedy = {activity.prompt_for("LOOSE"): loose, activity.prompt_for("STRICT"): "NEGATIVO"}
    limit = activity.params("LOOSE").max_new_tokens
    setup = Setup(activity, rubric, "smollm2-135m", lm=None, lang="pt", execute=False, reference={},
                  verifier=_CutVerifier(greedy, limit - 3 if stopped_early else limit))
    answer = 'Pouco restritivo: "Este filme foi um erro de tempo."\n\nRestritivo: NEGATIVO'
    crits, _ = grade(tmp_path, setup, {**TPL_OUT, "LOOSE": loose}, {**TPL_GOOD, "T.1": answer})
    # the model was cut by max_new_tokens one letter into a new line: what it wrote is the line above;
    # a model that stopped on its own wrote "E" as its last line, and the copy leaves it out
    assert crits["T.1-copied"].status is (Status.PARTIAL if stopped_early else Status.PASS), crits["T.1-copied"].message


def test_fewshot_a_label_then_the_prompts_next_line_cut_off_is_read_either_way(tmp_path, fewshot):
    outs = {"ZS": '"Este filme foi um', "FS": "NEGATIVO\n\nText"}  # FS went on with "Texto: ..." and was cut
    local = make_setup("few-shot", {**fewshot.verifier.greedy, fewshot.activity.prompt_for("ZS"): outs["ZS"],
                                    fewshot.activity.prompt_for("FS"): outs["FS"]})
    crits, _ = fs_grade(tmp_path, local, outputs=outs, answers={"F.2": "Só a few-shot (FS)."})
    # the first line is the answer, as a TA reads it (every red team TA did)
    assert crits["F.2-format"].status is Status.PASS, crits["F.2-format"].message
    assert "primeira linha" in crits["F.2-format"].message
    crits, _ = fs_grade(tmp_path, local, outputs=outs, answers={"F.2": "Nenhuma."})  # the strict reading: right
    assert crits["F.2-format"].status is Status.PASS
    crits, _ = fs_grade(tmp_path, local, outputs=outs, answers={"F.2": "Ambas."})  # neither reading
    assert crits["F.2-format"].status is Status.FAIL


@pytest.mark.parametrize("strict, status", [
    ('"Este filme foi um"', Status.PASS),  # the cut output, as it is
    ('"Este filme foi um" (cortado)', Status.PASS),
    ('"Este filme foi um desperdício de tempo."', Status.PARTIAL),  # completed with the input's words
])
def test_a_cut_output_completed_inside_its_quotes_is_not_a_copy(tmp_path, strict, status):
    """Red team batch 3 (tpl34): the strict template's output ' "Este filme foi um' (cut at 8 tokens)
    copied as '"Este filme foi um desperdício de tempo."': the words after the output, inside the
    same quotation marks, are the student's, not the model's. The loose copy contains the strict
    output too, followed by its own words: it does not make the strict one copied."""
    activity, rubric = load_specs("template")
    loose, cut = ' "Este filme foi um erro de tempo."', ' "Este filme foi um'
    greedy = {activity.prompt_for("LOOSE"): loose, activity.prompt_for("STRICT"): cut}
    setup = Setup(activity, rubric, "smollm2-135m", lm=None, lang="pt", execute=False, reference={},
                  verifier=FakeModelVerifier(greedy))
    answer = f'Template ruim: "Este filme foi um erro de tempo."\n\nTemplate bom: {strict}'
    crits, _ = grade(tmp_path, setup, {**TPL_OUT, "LOOSE": loose, "STRICT": cut}, {**TPL_GOOD, "T.1": answer})
    got = crits["T.1-copied"]
    assert got.status is status, got.message
    if status is Status.PARTIAL:
        assert "desperdício de tempo" in got.message and "STRICT" in got.message
