"""Rubric rules: named checks the rubric files refer to.

Each rule is a function ``(ctx, args) -> CheckResult``. The table is built on request by
:func:`rules` (nothing registers itself at import time), so listing rules stays cheap and a
rubric naming an unknown rule fails validation with the known names. Each rule module imports
:mod:`.context` and :mod:`.common`, never this package or another rule's private names; the
arguments each rule reads are declared with the rubric schema (:mod:`grader.specs.rule_args`).
"""

from __future__ import annotations

from .context import CheckContext, Rule
from .explanation import judged

__all__ = ["CheckContext", "GRADING_ONLY", "Rule", "judged", "rule_names", "rules"]

# Rules that need the grader's own work (re-runs, provenance with the real model) and cannot be
# decided by a student's quick self-check without it.
GRADING_ONLY = {"runs_verified"}


def rules() -> dict[str, Rule]:
    from . import answers, claims, evidence_rules, prompting, reasoning, voting

    table: dict[str, Rule] = {}
    for module in (evidence_rules, claims, answers, reasoning, prompting, voting):
        for name, fn in module.RULES.items():
            if name in table:
                raise RuntimeError(f"rule {name!r} defined twice")
            table[name] = fn
    return table


def rule_names() -> set[str]:
    return set(rules())
