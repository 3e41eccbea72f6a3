"""The arguments each rubric rule reads (required, optional), declared with the rubric schema so
that validating a rubric needs no rule code: a misspelt argument would otherwise be silently
ignored and the criterion graded with a default. ``tests/test_architecture.py`` checks that every rule of
:func:`grader.checks.rules` is declared here."""

from __future__ import annotations

ARGS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    name: (frozenset(req.split()), frozenset(opt.split())) for name, req, opt in [
        ("runs_verified", "", "runs"),
        ("excerpts_in_runs", "", "runs min_words"),
        ("quote_repeats", "", "runs fuzzy"),
        ("choice_matches_measure", "", "runs measure tie"),
        ("quote_from_run", "", "runs min_words any_run"),
        ("closed_answer", "", "expected wrong label yes_no concepts concept_label tie_runs contradicted_by"),
        ("concept_mentioned", "concepts", "runs label success_of labels"),
        ("runs_referenced", "", "runs min_runs"),
        ("final_answer_claim", "", "runs expected"),
        ("reasoning_excerpt", "", "runs min_words"),
        ("outputs_copied", "", "runs"),
        ("label_format_choice", "labels", "runs"),
        ("variation_claim", "", "run base"),
        ("context_window_answer", "", "model beyond"),
        ("vote_recount", "labels", "run undecided"),
    ]
}
# Arguments that name runs of the activity (checked against it).
RUN_ARGS = ("runs", "tie_runs", "run", "base", "success_of")
