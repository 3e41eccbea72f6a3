"""The only module that knows the order of the stages.

notebook -> execution -> extraction -> evidence (provenance, re-execution) -> rubric rules ->
scores. A student's broken notebook is data: it becomes a status with a message, never an
exception that stops a batch.
"""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..checks import CheckContext, judged, rule_names, rules
from ..checks.common import shorten
from ..core.messages import render
from ..core.records import CheckResult, CriterionScore, Execution, Result, Status
from ..modelling.model_choice import grading_findings, notebook_models
from ..reading import evidence as evidence_stage
from ..reading.answers import location, where_text
from ..reading.extract import NotebookReadError, extract, read_notebook
from ..reading.notebook_file import NotebookFileError
from ..reading.notebook_file import load as load_notebook
from ..specs.schema import ActivitySpec, RubricSpec, activity_path, load_activity, load_rubric, rubric_path
from .scoring import score, total


@dataclass
class Setup:
    """Everything loaded once per batch: specs, the model, the verifier, reference re-runs."""

    activity: ActivitySpec
    rubric: RubricSpec
    model_name: str
    lm: Any
    verifier: Any
    lang: str = "pt"
    execute: bool = True
    limits: Any = None
    reference: dict[str, Any] = field(default_factory=dict)
    isolation: str | None = None  # "auto", "sandbox", "limits-only"; None: $GRADER_ISOLATION (grader/running/isolation.py)
    pool: Any = None  # grader.running.kernel_pool.KernelPool: warm kernels for the re-runs (None: cold)


def load_specs(activity_id: str) -> tuple[ActivitySpec, RubricSpec]:
    activity = load_activity(activity_path(activity_id))
    rubric = load_rubric(rubric_path(activity_id), activity, rule_names())
    return activity, rubric


def prepare(activity_id: str, *, model: str | None = None, lang: str = "pt", execute: bool = True,
            limits: Any = None, with_reference: bool = True, dtype: str = "float32") -> Setup:
    from ..modelling.models import load_model
    from ..modelling.provenance import Verifier

    activity, rubric = load_specs(activity_id)
    model_name = model or activity.model
    lm = load_model(model_name)
    setup = Setup(activity, rubric, model_name, lm, Verifier(lm, dtype=dtype, shared=True), lang, execute, limits)
    if with_reference:
        setup.reference = reference_for(activity, lm)
    return setup


def reference_for(activity: ActivitySpec, lm: Any, folder: Path | None = None) -> dict[str, Any]:
    """Run id -> the grader's own re-runs of that run (grader/modelling/reference.py): every run with a
    fixed prompt, the sampled ones of one prompt generated in one batch, cached on disk (``folder``:
    there only; None: the user's cache, else the set-up's, else computed into the user's cache)."""
    from ..modelling.reference import RunRequest, reference_set

    requests = [RunRequest(run_id, activity.prompt_for(run_id), activity.params(run_id))
                for run_id, run in activity.runs.items()
                if not run.free_prompt]  # each student's own prompt: nothing to compare across the class
    return (reference_set(lm, requests, activity.reference.samples, activity.reference.seed, folder)
            if requests else {})


def install_reference(model: str | None = None, activities: list[str] | None = None) -> Path:
    """The set-up's step after the model's conversion: the reference re-runs of every course activity
    on the embedded model (``model``, ``activities``: others), computed once into the environment
    (``reference.installed_dir``) with the umask's modes, so that no user's first grading or demo pays
    them (a minute on two cores). Returns the folder."""
    from ..core.errors import UsageError
    from ..modelling.models import DEFAULT_MODEL, apply_umask_modes, load_model
    from ..modelling.reference import INSTALLED_ENV, installed_dir
    from ..specs.schema import list_activities

    folder = installed_dir()
    if folder is None:
        raise UsageError(f"{INSTALLED_ENV} is set empty: there is no folder to install into.",
                         fix=f"Unset {INSTALLED_ENV}, or set it to a folder you can write.")
    lm = load_model(model or DEFAULT_MODEL)
    for activity_id in activities or list_activities():
        reference_for(load_specs(activity_id)[0], lm, folder)
    apply_umask_modes(folder)  # written as private temporary files: every user of the environment reads them
    return folder


def _error_result(setup: Setup, student: str, path: Path, key: str, detail: str, execution: Execution) -> Result:
    """Every criterion in error with the student's message ``key``; ``detail`` (the reason in the
    grader's words) goes to the instructor: the evidence, ``diagnostics`` and the execution record."""
    message = render(key, setup.lang)
    scores = tuple(
        CriterionScore(c.id, c.question, c.title.get(setup.lang), 0.0, c.points, Status.ERROR,
                       message, {"message_key": key, "detail": detail})
        for c in setup.rubric.criteria)
    return Result(student, setup.activity.id, 0.0, setup.rubric.max_score, "error", scores, execution, str(path),
                  setup.lang, (message,), diagnostics=(detail,))


def internal_error_result(setup: Setup, path: Path, exc: BaseException) -> Result:
    """A row for a submission the grader itself failed on, with the reason, instead of a crash."""
    detail = f"internal error while grading ({type(exc).__name__}: {str(exc)[:200]})"
    return _error_result(setup, path.stem, path, "check.internal_error", detail, Execution("not_run", detail))


def grade_submission(setup: Setup, path: Path, *, work_dir: Path,
                     executed: tuple[Execution, Any] | None = None) -> Result:
    """``executed``: the result of :func:`execute_submission` when the re-execution already ran
    (a pipelined batch executes the next notebook while this one is graded)."""
    path = Path(path)
    student = path.stem
    try:
        loaded = load_notebook(path)  # a broken or hostile file becomes an error row, never a crash
    except NotebookFileError as exc:
        return _error_result(setup, student, path, "check.unreadable_file", str(exc), Execution("not_run", str(exc)))
    submitted_nb = loaded.nb

    execution, executed_extraction = executed if executed is not None else _execute(setup, path, work_dir)
    submitted = extract(submitted_nb, setup.activity, reexecuted=executed_extraction)
    runs = evidence_stage.collect(setup.activity, submitted, executed_extraction, setup.verifier, setup.model_name)

    table = rules()
    scores: list[CriterionScore] = []
    if execution.status != "not_run":
        ok = execution.status == "ok"
        note = _execution_note(execution, setup.lang)
        if execution.isolation:
            level = render(f"isolation.{execution.isolation}", setup.lang)
            note = f"{note} {render('execution.isolation', setup.lang, level=level)}"
        scores.append(CriterionScore(
            "execution", "-",
            render("ui.execution_title", setup.lang), 0.0, 0.0,
            Status.PASS if ok else Status.ERROR, note,
            {"status": execution.status, "message": execution.message, "failed_cell": execution.failed_cell,
             "isolation": execution.isolation or "none"}))  # seconds: timing, kept out of the grade
    for crit in setup.rubric.criteria:
        question = setup.activity.question(crit.question)
        ctx = CheckContext(setup.activity, question, submitted.answers[question.id], submitted, execution, runs,
                           setup.reference, setup.lang)
        try:
            result = judged(ctx, table[crit.rule](ctx, dict(crit.args)))
        except Exception as exc:  # noqa: BLE001 - one broken rule must not sink the submission
            # the student reads that the grader failed, not the exception; the instructor gets both
            detail = f"{type(exc).__name__}: {exc}"
            result = CheckResult(Status.ERROR, "check.internal_error", {},
                                 {"detail": detail, "traceback": traceback.format_exc(limit=3)})
        scores.append(_answer_place(score(crit, result, setup.lang), crit.rule, ctx.answer, setup.lang))
    got, max_score = total(scores)
    # the reader's and the file repairs' notes are the instructor's (English, about cells and tags); the
    # student reads only what is said in their language
    diagnostics = tuple(loaded.notes) + tuple(submitted.problems)
    if execution.status not in ("ok", "not_run") and execution.message:
        diagnostics += (f"execution: {execution.message}",)
    diagnostics += tuple(f"{crit.criterion_id}: {crit.evidence['detail']}" for crit in scores
                         if crit.status is Status.ERROR and crit.evidence.get("detail"))
    notes: list[str] = []
    notes += [render(key, setup.lang, **args) for key, args in grading_findings(
        notebook_models(submitted_nb), grading=setup.model_name,
        accepted=setup.activity.models or [setup.activity.model])]  # the records' models: said, never a crash
    if execution.status == "not_run":
        notes.append(_execution_note(execution, setup.lang))
    status = "graded" if execution.status in ("ok", "not_run") else "graded_with_errors"
    answers = {qid: a.text for qid, a in submitted.answers.items()}
    return Result(student, setup.activity.id, got, max_score, status, tuple(scores), execution, str(path),
                  setup.lang, tuple(notes), answers, _output_views(runs), diagnostics)


# Rules that grade the notebook's outputs, not the answer's text: where the answer is cannot change them.
ANSWER_FREE_RULES = {"runs_verified"}


def _answer_place(crit: CriterionScore, rule: str, answer: Any, lang: str) -> CriterionScore:
    """Where the answer was found goes into the evidence (the report shows it). A doubtful place
    (two places holding different answers, a label that is also a run's name) makes the criterion
    need review: graded on the best answer, points kept, the other places shown; never a silent
    zero on an answer that exists (grader/reading/answers.py). An answer read by its place in the
    order of the questions (no id) keeps a pass; a deduction on it is the instructor's to confirm."""
    if not answer.text:
        return crit
    evidence = {**crit.evidence, "answer_found": location(answer)}
    if answer.alternatives:
        evidence["answer_alternatives"] = [{**location(a), "text": a.text} for a in answer.alternatives]
    if not answer.doubt or rule in ANSWER_FREE_RULES or crit.status is Status.ERROR:
        return replace(crit, evidence=evidence)
    if answer.doubt in ("in_order", "named_inline") and crit.status is Status.PASS:
        return replace(crit, evidence={**evidence, "answer_doubt": answer.doubt})  # full marks need no id
    if answer.doubt in ("in_order", "named_inline"):
        why = render(f"answer.doubt.{answer.doubt}", lang, questions=answer.label, text=shorten(answer.text, 160))
    elif answer.doubt == "places_differ":
        places = "; ".join(where_text(location(a), lang) for a in (answer, *answer.alternatives))
        why = render("answer.doubt.places_differ", lang, places=places)
    else:
        why = render("answer.doubt.run_label", lang, label=answer.label)
    message = render("answer.review", lang, why=why, where=where_text(location(answer), lang), graded=crit.message)
    evidence.update({"answer_doubt": answer.doubt, "graded_status": crit.status.value})
    return replace(crit, status=Status.NEEDS_REVIEW, message=message, evidence=evidence)


def _output_views(runs: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """What the report shows of each run: the text and, per token, what provenance found."""
    views = {}
    for rid, ev in runs.items():
        if ev.generation is None:
            continue
        prov = ev.provenance
        views[rid] = {
            "text": ev.text,
            "params": ev.generation.params.describe(),
            "source": ev.generation.source,
            "seed": ev.generation.seed,
            "verdict": prov.verdict.value if prov else "undetermined",
            "tokens": [[t.start, t.end, t.in_kept_set, t.borderline, t.rank, t.kept_set_size]
                       for t in (prov.tokens if prov else ())],
        }
        if ev.generation.extra.get("from_reexecution"):  # the grader's re-run, not the student's text
            views[rid]["from_reexecution"] = True
    return views


def _execution_note(execution: Execution, lang: str) -> str:
    from ..core.messages import render

    if execution.status == "ok":
        return render("execution.ok", lang, seconds=execution.seconds)
    if execution.status == "not_run":
        return render("execution.skipped", lang)
    # what stopped it, in the runner's words (cells by index and tag, the exception), is the instructor's:
    # the execution record, the criterion's evidence and the result's diagnostics
    return render("execution.timeout" if execution.status == "timeout" else "execution.failed", lang)


@dataclass(frozen=True)
class ExecutionPlan:
    """What re-executing a submission needs: no model, so it can start before the model loads."""

    activity: ActivitySpec
    model_name: str
    execute: bool = True
    limits: Any = None
    isolation: str | None = None
    pool: Any = None  # grader.running.kernel_pool.KernelPool (None: each notebook's kernel starts cold)


def execution_plan(setup: Setup) -> ExecutionPlan:
    return ExecutionPlan(setup.activity, setup.model_name, setup.execute, setup.limits, setup.isolation, setup.pool)


def execute_submission(plan: ExecutionPlan, path: Path, work_dir: Path) -> tuple[Execution, Any]:
    """Stage 2 on its own: the re-execution and what it produced (extracted)."""
    if not plan.execute:
        return Execution("not_run"), None
    from ..running.execute import Limits, execute_notebook

    started = time.perf_counter()
    execution = execute_notebook(path, work_dir, parameters={"MODEL_NAME": plan.model_name},
                                 limits=plan.limits or Limits(), isolation=plan.isolation, pool=plan.pool)
    if execution.executed_path is None:
        return execution, None
    try:
        executed_nb = read_notebook(Path(execution.executed_path))
    except NotebookReadError as exc:
        return replace(execution, status="error", message=f"executed notebook unreadable: {exc}",
                       seconds=time.perf_counter() - started), None
    return execution, extract(executed_nb, plan.activity)


def _execute(setup: Setup, path: Path, work_dir: Path) -> tuple[Execution, Any]:
    return execute_submission(execution_plan(setup), path, work_dir)
