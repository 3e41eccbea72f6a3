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
