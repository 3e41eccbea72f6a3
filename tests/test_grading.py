"""The temperature/top-p activity graded from submissions the tests build.

Outputs are controlled texts carried by real generation records; a fake verifier stands in for the
model (the provenance engine has its own tests), so each rubric rule is tested in isolation and
in both directions: a right answer passes, a wrong one does not.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

from grader.core.records import GENERATION_MIME, ProvenanceResult, Status, Verdict
from grader.grading.pipeline import Setup, grade_submission, load_specs

PROMPT = "Transformers are models that"
LOOP = " are used to build a model. " + "The model is used to build a model. " * 6
OUTPUTS = {
    "A1": LOOP,
    "A2": (" can be used in many ways. For example, a model can read text and the model can write text, "
           "and the model can read text again in a new way."),
    "A3": (" dream about violet oceans while engineers debate quantum gardens, jazz records, medieval "
           "bridges and the strange economics of tiny islands near Lisbon."),
    "B1": " are not part of the game. " + "A model that is not part of the game. " * 5,
    "B2": (" are designed for many tasks. The model is designed for many tasks such as translation and "
           "the model is designed for summaries."),
    "B3": (" grow from careful training on books, forums, recipes and code, then surprise their authors "
           "with poems about rain in Recife."),
}
GOOD = {
    "A.1": "**A1:**\n\n> The model is used to build a model. The model is used to build a model.\n\n"
           "**A2:**\n\n> For example, a model can read text and the model can write text\n\n"
           "**A3:**\n\n> dream about violet oceans while engineers debate quantum gardens",
    "A.2": "A1 (temperatura 0.2) foi a mais repetitiva: \"The model is used to build a model\" se repete.",
    "A.3": "A3 teve maior variação: \"violet oceans while engineers debate quantum gardens\".",
    "B.1": "top-p = 0,3 (B1).",
    "B.2": "\"A model that is not part of the game.\"",
    "B.3": "Com top-p 0.3 o modelo sorteia só no menor conjunto de tokens cuja massa acumulada chega a p; "
           "em B1 isso virou repetição.",
    "D.1": "top-p",
    "D.2": "Aumentaria, por exemplo de 0.6 para 0.9.",
    "D.3": "Em A1 e B1 vi repetição; com top-p maior o texto variou.",
}


class FakeVerifier:
    """Consistent unless the text carries the marker FABRICATED."""

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        bad = "FABRICATED" in text
        return ProvenanceResult(
            verdict=Verdict.INCONSISTENT if bad else Verdict.CONSISTENT, params=params, top_k_used=50, tokens=(),
            first_violation=None, message="token 3 outside the kept set" if bad else "ok", method="fake",
            dtype="float32", tolerance=0.01)


@pytest.fixture(scope="module")
def setup():
    activity, rubric = load_specs("temperature-top-p")
    return Setup(activity, rubric, "smollm2-135m", lm=None, verifier=FakeVerifier(), lang="pt", execute=False)


def _record(run, text, params):
    return {"format": 1, "run": run, "prompt": PROMPT, "text": text, "token_ids": None, "params": params,
            "seed": None, "model": "smollm2-135m", "dtype": "float32", "device": "cpu", "versions": {}}


def build(tmp_path: Path, setup, *, answers=None, outputs=None, params_override=None, drop_runs=(),
          name="student") -> Path:
    act = setup.activity
    answers = {**GOOD, **(answers or {})}
    outputs = {**OUTPUTS, **(outputs or {})}
    cells = [new_code_cell('MODEL_NAME = "gpt2"', metadata={"tags": ["parameters"]})]
    for run in act.runs:
        p = act.params(run)
        params = {"do_sample": True, "temperature": p.temperature, "top_p": p.top_p, "top_k": None,
                  "max_new_tokens": 80, **(params_override or {}).get(run, {})}
        code = (f'saida_{run} = generate(model, tokenizer, PROMPT, run="{run}", temperature={p.temperature}, '
                f'top_p={p.top_p}, max_new_tokens=80)')
        cell = new_code_cell(code, metadata={"tags": [f"run-{run}"]})
        if run not in drop_runs:
            cell.outputs = [
                new_output("stream", name="stdout", text=PROMPT + outputs[run] + "\n"),
                new_output("display_data", data={GENERATION_MIME: _record(run, outputs[run], params),
                                                 "text/plain": f"[registro {run}]"}),
            ]
        cells.append(cell)
    for q in act.questions:
        cells.append(new_markdown_cell(f"### {q.id}\n{q.text.pt}", metadata={"tags": [f"question-{q.id}"]}))
        cells.append(new_markdown_cell(answers.get(q.id, "_Sua resposta aqui._"), metadata={"tags": [q.cell]}))
    path = tmp_path / f"{name}.ipynb"
    nbformat.write(new_notebook(cells=cells), str(path))
    return path


def grade(tmp_path, setup, **kw):
    result = grade_submission(setup, build(tmp_path, setup, **kw), work_dir=tmp_path / "work")
    return {c.criterion_id: c for c in result.criteria}, result


def test_a_good_submission_gets_full_marks(tmp_path, setup):
    crits, result = grade(tmp_path, setup)
    assert {k: c.status for k, c in crits.items() if c.status is not Status.PASS} == {}
    assert result.score == result.max_score == 20


def test_runs_genuine_fails_on_one_fabricated_run_and_costs_share_for_a_missing_one(tmp_path, setup):
    crits, _ = grade(tmp_path, setup, outputs={"B2": OUTPUTS["B2"] + " FABRICATED"})
    assert crits["runs-genuine"].status is Status.FAIL and crits["runs-genuine"].points == 0
    crits, _ = grade(tmp_path, setup, drop_runs=("B3",))
    assert crits["runs-genuine"].status is Status.PARTIAL and crits["runs-genuine"].points == 2.5


def test_record_whose_parameters_differ_from_the_activity_is_not_genuine(tmp_path, setup):
    crits, _ = grade(tmp_path, setup, params_override={"A2": {"temperature": 0.2}})
    assert crits["runs-genuine"].status is Status.FAIL
    assert "A2" in crits["runs-genuine"].message


def test_claims_resting_on_a_fabricated_run_earn_nothing(tmp_path, setup):
    crits, _ = grade(tmp_path, setup, outputs={"A1": LOOP + " FABRICATED"})
    for cid in ("A.1-excerpts", "A.2-choice", "A.2-evidence", "A.3-choice"):
        assert crits[cid].status is Status.FAIL, cid
        assert crits[cid].evidence["message_key"] == "evidence.not_genuine"
    assert crits["B.2-repeat"].status is Status.PASS  # B runs are untouched


def test_a1_excerpts_from_the_book_fail_and_two_of_three_is_partial(tmp_path, setup):
    book = "> Transformers are models that are used to represent the physical properties of objects."
    crits, _ = grade(tmp_path, setup, answers={"A.1": book})
    assert crits["A.1-excerpts"].status is Status.FAIL
    two = GOOD["A.1"].split("**A3:**")[0]
    crits, _ = grade(tmp_path, setup, answers={"A.1": two})
    assert crits["A.1-excerpts"].status is Status.PARTIAL and crits["A.1-excerpts"].points == 2


@pytest.mark.parametrize("answer,status", [
    ("A1 foi a mais repetitiva.", Status.PASS),
    ("Execução A3 (temperatura 1.0) repetiu mais.", Status.FAIL),
    ("Nenhuma se repetiu.", Status.FAIL),
])
def test_a2_choice_agrees_with_repetition_measured_on_own_outputs(tmp_path, setup, answer, status):
    crits, _ = grade(tmp_path, setup, answers={"A.2": answer})
    assert crits["A.2-choice"].status is status
    assert crits["A.2-choice"].evidence.get("ranking", ["A1"])[0] == "A1"


def test_a2_choice_follows_the_students_own_outputs_not_the_expected_temperature(tmp_path, setup):
    # In this student's outputs A3 loops: naming A3 is right for them, naming A1 is not.
    swapped = {"A1": OUTPUTS["A3"], "A3": LOOP}
    crits, _ = grade(tmp_path, setup, outputs=swapped, answers={"A.2": "A3 foi a mais repetitiva."})
    assert crits["A.2-choice"].status is Status.PASS
    crits, _ = grade(tmp_path, setup, outputs=swapped, answers={"A.2": "A1 foi a mais repetitiva."})
    assert crits["A.2-choice"].status is Status.FAIL


def test_a2_choice_the_other_measure_supports_is_reviewed_not_failed(tmp_path, setup):
    """Red team batch 5, tp53: the coldest run circles around the same word pairs (fewest distinct pairs)
    while the hottest repeats one 3-gram more often. Each measure names another run; the student's choice
    is the one the other measure names clearly, so the outputs do not contradict it: a review."""
    pairs = " data science is data science was data science can data science will data science may data science"
    grams = (" we learn from data and we learn from data so we learn from data while people read books about"
             " rivers and mountains near quiet villages every summer evening")
    outputs = {"A1": pairs, "A2": OUTPUTS["A3"], "A3": grams}
    crits, _ = grade(tmp_path, setup, outputs=outputs, answers={"A.2": "A1 foi a mais repetitiva."})
    assert crits["A.2-choice"].evidence["ranking"][0] == "A3"  # the rubric's measure: repeated 3-grams
    assert crits["A.2-choice"].status is Status.NEEDS_REVIEW and "discordam" in crits["A.2-choice"].message
    crits, _ = grade(tmp_path, setup, outputs=outputs, answers={"A.2": "A2 foi a mais repetitiva."})
    assert crits["A.2-choice"].status is Status.FAIL  # neither measure names A2


def test_a2_evidence_must_quote_the_named_runs_output(tmp_path, setup):
    crits, _ = grade(tmp_path, setup, answers={"A.2": "A1: \"the model keeps repeating itself here\""})
    assert crits["A.2-evidence"].status is Status.FAIL
    assert crits["A.2-choice"].status is Status.PASS


@pytest.mark.parametrize("answer,status", [
    ("A3 teve mais variação: \"violet oceans while engineers debate\"", Status.PASS),
    ("A1 teve mais variação: \"The model is used to build a model\"", Status.FAIL),
    # the middle run by the lexical measure, argued from its own text: thematic variation is a person's reading
    ("A2 teve mais variação temática: \"a model can read text and the model can write text\"", Status.NEEDS_REVIEW),
])
def test_a3_choice_and_evidence(tmp_path, setup, answer, status):
    crits, _ = grade(tmp_path, setup, answers={"A.3": answer})
    assert crits["A.3-choice"].status is status
    assert crits["A.3-evidence"].status is Status.PASS  # the quote is real either way


@pytest.mark.parametrize("answer,status", [
    ("top-p = 0.3", Status.PASS), ("0,3 (B1)", Status.PASS), ("B1", Status.PASS),
    ("top-p = 0.9", Status.FAIL), ("B2, com p = 0.6", Status.FAIL),
])
def test_b1_choice(tmp_path, setup, answer, status):
    crits, _ = grade(tmp_path, setup, answers={"B.1": answer})
    assert crits["B.1-choice"].status is status


@pytest.mark.parametrize("answer,status,key", [
    ("\"A model that is not part of the game.\"", Status.PASS, "repeat.found"),
    ("\"A model that is not part of a game.\"", Status.PASS, "repeat.found"),  # near repeat
    ("\"then surprise their authors with poems about rain\"", Status.FAIL, "repeat.once"),
    # a pattern inside shown only twice ("is designed for"): still once, a fail
    ("\"tasks such as translation and the model is designed\"", Status.FAIL, "repeat.once"),
    ("\"The following is a list of all the models\"", Status.FAIL, "repeat.not_found"),
    ("o modelo repetiu muito", Status.FAIL, "repeat.no_quote"),
])
def test_b2_quote_must_repeat_in_a_b_output(tmp_path, setup, answer, status, key):
    crits, _ = grade(tmp_path, setup, answers={"B.2": answer})
    assert crits["B.2-repeat"].status is status
    assert crits["B.2-repeat"].evidence["message_key"] == key


def test_b2_a_quote_shown_once_around_a_pattern_shown_three_times_goes_to_review(tmp_path, setup):
    climate = (" study the effects of climate change on crops. To mitigate climate change, models must "
               "forecast climate change from data.")
    crits, _ = grade(tmp_path, setup, outputs={"B2": climate}, answers={"B.2": '"the effects of climate change"'})
    crit = crits["B.2-repeat"]
    assert crit.status is Status.NEEDS_REVIEW and crit.evidence["message_key"] == "repeat.pattern_inside"
    assert crit.evidence["pattern"] == "climate change" and crit.evidence["pattern_count"] == 3
    assert "climate change" in crit.message and "3" in crit.message


@pytest.mark.parametrize("answer,status", [
    (GOOD["B.3"], Status.PASS),
    ("O top-p escolhe o menor conjunto de tokens cuja massa acumulada chega a p.", Status.PARTIAL),
    ("Porque sim.", Status.NEEDS_REVIEW),
])
def test_b3_concept_tied_to_the_run_or_needs_review(tmp_path, setup, answer, status):
    crits, _ = grade(tmp_path, setup, answers={"B.3": answer})
    assert crits["B.3-concept"].status is status


@pytest.mark.parametrize("qid,cid,answer,status", [
    ("D.1", "D.1-parameter", "top_p", Status.PASS),
    ("D.1", "D.1-parameter", "Nucleus (top-p)", Status.PASS),
    ("D.1", "D.1-parameter", "a temperatura", Status.FAIL),
    ("D.1", "D.1-parameter", "top-p ou temperatura", Status.NEEDS_REVIEW),
    ("D.2", "D.2-direction", "Aumentaria.", Status.PASS),
    ("D.2", "D.2-direction", "increase it", Status.PASS),
    ("D.2", "D.2-direction", "Diminuiria", Status.FAIL),
    ("D.3", "D.3-justified", "Como vi em B1 (top-p 0.3), o texto entrou em loop.", Status.PASS),
    ("D.3", "D.3-justified", "Porque é o recomendado.", Status.NEEDS_REVIEW),
])
def test_part_d_closed_answers_and_justification(tmp_path, setup, qid, cid, answer, status):
    crits, _ = grade(tmp_path, setup, answers={qid: answer})
    assert crits[cid].status is status


def test_missing_answers_fail_with_a_message_saying_where_to_write_them(tmp_path, setup):
    crits, result = grade(tmp_path, setup, answers={"A.2": "_Sua resposta aqui._", "D.1": ""})
    msg = crits["A.2-choice"].message
    assert crits["A.2-choice"].status is Status.FAIL and "logo abaixo da pergunta A.2" in msg
    assert "answer-A.2" not in msg and crits["A.2-choice"].evidence["answer_cell_tag"] == "answer-A.2"
    assert crits["D.1-parameter"].status is Status.FAIL
    assert result.score < 20


def test_unreadable_notebook_is_a_row_with_status_error(tmp_path, setup):
    bad = tmp_path / "broken.ipynb"
    bad.write_text("{not json", encoding="utf-8")
    result = grade_submission(setup, bad, work_dir=tmp_path / "work")
    assert result.status == "error" and result.score == 0
    assert all(c.status is Status.ERROR for c in result.criteria)
    assert "não pôde ser lido como um notebook" in result.criteria[0].message  # the student's words
    assert "not a valid notebook" in result.diagnostics[0] and "not a valid notebook" in result.execution.message
    assert "not a valid notebook" not in " ".join(result.notes)


def test_feedback_in_english_when_asked(tmp_path, setup):
    from dataclasses import replace

    crits, _ = grade(tmp_path, replace(setup, lang="en"), answers={"D.2": "Diminuiria"})
    assert crits["D.2-direction"].message.startswith("Expected answer")
    assert crits["D.2-direction"].title == "Direction: increase"


def test_feedback_places_the_students_measure_in_the_graders_reference_runs(tmp_path, setup):
    from dataclasses import replace

    from grader.modelling.reference import ReferenceRuns

    texts = (LOOP, OUTPUTS["A2"], OUTPUTS["A3"], LOOP)
    refs = {r: ReferenceRuns(r, texts, {"repetition": (0.0, 0.1, 0.5, 0.6), "diversity": (0.5, 0.7, 0.9, 1.0)})
            for r in ("A1", "A2", "A3", "B1", "B2", "B3")}
    crits, _ = grade(tmp_path, replace(setup, reference=refs))
    msg = crits["A.2-choice"].message
    assert "4 reexecuções" in msg and "mediana 0.50" in msg and "percentil" in msg
    assert crits["A.2-choice"].evidence["reference"]["A1"]["n"] == 4


def test_reexecution_flags_code_that_generates_with_other_parameters_and_greedy_mismatch():
    from grader.core.records import DecodingParams, Extraction, Generation
    from grader.reading.evidence import _compare_with_execution

    claimed = Generation("A2", PROMPT, " text", DecodingParams(temperature=0.2, top_p=0.9), "record",
                         model_name="m", extra={"versions": {"torch": "x"}, "device": "cpu"})
    ran = Generation("A2", PROMPT, " other", DecodingParams(temperature=0.7, top_p=0.9), "record",
                     model_name="m", extra={"versions": {"torch": "x"}, "device": "cpu"})
    executed = Extraction({"A2": (ran,)}, {}, {})
    info = _compare_with_execution("A2", claimed, executed)
    assert [k for k, _ in info["problems"]] == ["run.code_mismatch"]
    # sampled without a seed: not comparable exactly; same seed on the same machine: must match
    same = replace_params(ran, claimed.params)
    assert _compare_with_execution("A2", claimed, Extraction({"A2": (same,)}, {}, {}))["problems"] == []
    seeded = replace_seed(claimed, 5)
    info = _compare_with_execution("A2", seeded, Extraction({"A2": (replace_seed(same, 5),)}, {}, {}))
    assert [k for k, _ in info["problems"]] == ["run.reexec_mismatch"]
    greedy = replace_params(claimed, DecodingParams(do_sample=False))
    again = replace_params(ran, DecodingParams(do_sample=False))
    info = _compare_with_execution("A2", greedy, Extraction({"A2": (again,)}, {}, {}))
    assert [k for k, _ in info["problems"]] == ["run.reexec_mismatch"]


def replace_params(gen, params):
    from dataclasses import replace

    return replace(gen, params=params)


def replace_seed(gen, seed):
    from dataclasses import replace

    return replace(gen, seed=seed)


def test_malformed_record_falls_back_to_the_printed_text_with_a_note(tmp_path, setup):
    crits, result = grade(tmp_path, setup, params_override={"A2": {"temperature": "hot"}})
    assert any("malformed" in note for note in result.diagnostics)  # the instructor's, in English
    assert not any("malformed" in note for note in result.notes)
    assert crits["runs-genuine"].status is Status.PASS  # the printed A2 text, with A2's declared parameters
    assert crits["runs-genuine"].evidence["A2"]["source"] == "printed"


def test_an_output_longer_than_any_generation_is_rejected_without_model_work(tmp_path, setup):
    huge = " word" * 20000
    crits, _ = grade(tmp_path, setup, outputs={"B3": huge})
    assert crits["runs-genuine"].status is Status.FAIL
    assert "B3" in crits["runs-genuine"].message and "caracteres" in crits["runs-genuine"].message


def test_a_crash_inside_the_engine_is_undetermined_not_a_lost_submission(tmp_path, setup):
    from dataclasses import replace

    class Exploding(FakeVerifier):
        def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
            if "violet" in text:
                raise RuntimeError("boom")
            return super().verify(prompt, text, params, token_ids, span)

    crits, result = grade(tmp_path, replace(setup, verifier=Exploding()))
    assert result.status == "graded"
    # the grader's own failure to decide costs the student nothing: the instructor reads that run
    assert crits["runs-genuine"].status is Status.NEEDS_REVIEW
    assert crits["runs-genuine"].evidence["message_key"] == "runs.undecided" and "A3" in crits["runs-genuine"].message
    assert crits["A.2-choice"].status is Status.PASS  # undecided is not fabricated


def test_grade_turns_an_internal_error_into_a_row_and_keeps_the_others(tmp_path, setup, monkeypatch):
    from grader.commands import grade as grade_cmd
    from grader.grading import pipeline

    (tmp_path / "subs").mkdir()
    build(tmp_path / "subs", setup, name="ana")
    build(tmp_path / "subs", setup, name="bia")
    real = pipeline.grade_submission

    def flaky(s, path, *, work_dir, **kw):
        if path.stem == "bia":
            raise MemoryError("simulated")
        return real(s, path, work_dir=work_dir, **kw)

    monkeypatch.setattr(pipeline, "prepare", lambda *a, **k: setup)
    monkeypatch.setattr(pipeline, "grade_submission", flaky)
    assert grade_cmd.run(paths=[tmp_path / "subs"], activity="temperature-top-p", out=tmp_path / "out",
                         quiet=True, execute=False) == 0
    import csv

    rows = {r["student"]: r for r in csv.DictReader(open(tmp_path / "out" / "gradebook.csv", encoding="utf-8"))}
    assert rows["ana"]["score"] == "20.0" and rows["bia"]["status"] == "error"
    assert (tmp_path / "out" / "reports" / "bia.html").is_file()


def test_a_failing_class_summary_keeps_the_gradebook_and_results(tmp_path, setup, monkeypatch):
    from grader.commands import grade as grade_cmd
    from grader.grading import pipeline
    from grader.output import summary

    (tmp_path / "subs").mkdir()
    build(tmp_path / "subs", setup, name="ana")
    monkeypatch.setattr(pipeline, "prepare", lambda *a, **k: setup)

    def broken(*a, **k):
        raise RuntimeError("summary broke")

    monkeypatch.setattr(summary, "render_summary", broken)
    code = grade_cmd.run(paths=[tmp_path / "subs"], activity="temperature-top-p", out=tmp_path / "out", quiet=True,
                        execute=False)
    assert code == 3
    assert (tmp_path / "out" / "gradebook.csv").read_text(encoding="utf-8").count("ana") == 1
    assert (tmp_path / "out" / "results.json").is_file() and (tmp_path / "out" / "reports" / "ana.html").is_file()


def _second_record(path: Path, run: str, text: str, params: dict | None = None) -> Path:
    """The run's cell calls the helper again (``for i in range(2): generate(..., run=RUN)``): a
    second record of the run, printed after the first."""
    nb = nbformat.read(str(path), as_version=4)
    cell = next(c for c in nb.cells if f"run-{run}" in c.metadata.get("tags", []))
    first = cell.outputs[1].data[GENERATION_MIME]
    cell.outputs += [new_output("stream", name="stdout", text=PROMPT + text + "\n"),
                     new_output("display_data", data={GENERATION_MIME: {**first, "text": text,
                                                                        "params": params or first["params"]},
                                                      "text/plain": f"[registro {run}]"})]
    nbformat.write(nb, str(path))
    return path


def test_the_helper_called_twice_for_a_run_gives_two_samples_each_checked(tmp_path, setup):
    """A TA reads every output of the cell: an edited first sample is caught (the second does not
    hide it), and a phrase that repeats in the first sample only is a repetition of the run."""
    path = _second_record(build(tmp_path, setup, outputs={"A1": LOOP + " FABRICATED"}), "A1", OUTPUTS["A2"])
    crits = {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "w1").criteria}
    assert crits["runs-genuine"].status is Status.FAIL and "A1" in crits["runs-genuine"].message
    path = _second_record(build(tmp_path, setup, name="b"), "B1", OUTPUTS["B3"])
    crits = {c.criterion_id: c for c in grade_submission(setup, path, work_dir=tmp_path / "w2").criteria}
    assert crits["runs-genuine"].status is Status.PASS and crits["B.2-repeat"].status is Status.PASS
    assert "B1.1" in crits["runs-genuine"].message and "B1.2" in crits["runs-genuine"].message


def test_a_run_recorded_again_with_another_configuration_is_graded_on_its_last_record(tmp_path, setup):
    """The student re-did A2 with the right parameters after a wrong first try: the last one counts."""
    path = build(tmp_path, setup, params_override={"A2": {"temperature": 0.2}})
    params = {"do_sample": True, "temperature": 0.7, "top_p": 0.9, "top_k": None, "max_new_tokens": 80}
    crits = {c.criterion_id: c for c in grade_submission(setup, _second_record(path, "A2", OUTPUTS["A2"], params),
                                                         work_dir=tmp_path / "w").criteria}
    assert crits["runs-genuine"].status is Status.PASS and "A2.1" not in crits["runs-genuine"].message
