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

SAMPLES_JOINED_BY = "\n\n"  # between the samples of a run printed several times by a loop


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
        a multi-sample run contributes each sample (``SC.1``, ``SC.2``…). A run the student printed
        several times from a loop (several samples of one configuration, no ``samples:`` in the
        activity) keeps its own id, its samples joined by a blank line, so an excerpt may come
        from any of them."""
        out: dict[str, str] = {}
        for rid in run_ids or self.question.runs or list(self.activity.runs):
            members = self.expand([rid])
            texts = [self.runs[m].text for m in members if m in self.runs and self.runs[m].generation is not None]
            spec = self.activity.runs.get(rid)
            if members != [rid] and spec is not None and not spec.samples:
                if texts:
                    out[rid] = SAMPLES_JOINED_BY.join(texts)
            else:
                out.update((m, self.runs[m].text) for m in members
                           if m in self.runs and self.runs[m].generation is not None)
        return out

    def samples(self, run_ids: list[str] | None = None) -> dict[str, str]:
        """Every single output of these runs, each under its own key (``A1.2``, ``SC.3``): for
        claims about *one* output, such as a repetition inside it."""
        members = self.expand(list(run_ids or self.question.runs or list(self.activity.runs)))
        return {m: self.runs[m].text for m in members if m in self.runs and self.runs[m].generation is not None}

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
