"""Rubric rules: named checks the rubric files refer to.

Each rule is a function ``(ctx, args) -> CheckResult``. The table is built on request by
:func:`rules` (nothing registers itself at import time), so listing rules stays cheap and a
rubric naming an unknown rule fails validation with the known names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..records import Answer, CheckResult, Execution, Extraction
from ..specs import ActivitySpec, QuestionSpec

Rule = Callable[["CheckContext", dict[str, Any]], CheckResult]


@dataclass(frozen=True)
class CheckContext:
    activity: ActivitySpec
    question: QuestionSpec
    answer: Answer
    extraction: Extraction
    execution: Execution
    runs: dict[str, Any]  # run id -> evidence.RunEvidence
    reference: dict[str, Any] = field(default_factory=dict)  # run id -> reference.ReferenceRuns
    lang: str = "pt"

    def outputs(self, run_ids: list[str] | None = None) -> dict[str, str]:
        """The student's own outputs of these runs (all of the question's runs by default);
        a multi-sample run contributes each sample (``SC.1``, ``SC.2``…)."""
        ids = self.expand(run_ids or self.question.runs or list(self.activity.runs))
        return {r: self.runs[r].text for r in ids if r in self.runs and self.runs[r].generation is not None}

    def expand(self, run_ids: list[str]) -> list[str]:
        from ..evidence import expand

        return expand(self.activity, self.runs, list(run_ids))


# Rules that need the grader's own work (re-runs, provenance with the real model) and cannot be
# decided by a student's quick self-check without it.
GRADING_ONLY = {"runs_verified"}


def rules() -> dict[str, Rule]:
    from . import answers, claims, evidence_rules, prompting, reasoning

    table: dict[str, Rule] = {}
    for module in (evidence_rules, claims, answers, reasoning, prompting):
        for name, fn in module.RULES.items():
            if name in table:
                raise RuntimeError(f"rule {name!r} defined twice")
            table[name] = fn
    return table


def rule_names() -> set[str]:
    return set(rules())


# The arguments each rule reads from a rubric's ``args`` (required, optional): a misspelt
# argument would otherwise be silently ignored and the criterion graded with a default.
ARGS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    name: (frozenset(req.split()), frozenset(opt.split())) for name, req, opt in [
        ("runs_verified", "", "runs"),
        ("excerpts_in_runs", "", "runs min_words"),
        ("quote_repeats", "", "runs fuzzy"),
        ("choice_matches_measure", "", "runs measure tie"),
        ("quote_from_run", "", "runs min_words any_run"),
        ("closed_answer", "", "expected wrong label yes_no concepts concept_label tie_runs"),
        ("concept_mentioned", "concepts", "runs label"),
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
RUN_ARGS = ("runs", "tie_runs", "run", "base")
