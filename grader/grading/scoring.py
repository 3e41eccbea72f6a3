"""Pure: check results + rubric points -> criterion scores and a total."""

from __future__ import annotations

from ..checks import GRADING_ONLY
from ..core.messages import render
from ..core.records import CheckResult, CriterionScore, Status
from ..specs.schema import CriterionSpec

_CREDIT = {Status.PASS: 1.0, Status.PARTIAL: 0.5, Status.FAIL: 0.0, Status.NEEDS_REVIEW: 0.0, Status.ERROR: 0.0}


def score(criterion: CriterionSpec, result: CheckResult, lang: str) -> CriterionScore:
    credit = result.fraction if result.fraction is not None and result.status is Status.PARTIAL else _CREDIT[result.status]
    points = round(criterion.points * max(0.0, min(1.0, credit)), 2)
    return CriterionScore(
        criterion_id=criterion.id,
        question_id=criterion.question,
        title=criterion.title.get(lang),
        points=points,
        max_points=criterion.points,
        status=result.status,
        message=render(result.message_key, lang, **result.message_args),
        evidence={"message_key": result.message_key, **result.evidence},
        grading_only=criterion.rule in GRADING_ONLY,
    )


def total(scores: list[CriterionScore]) -> tuple[float, float]:
    return round(sum(s.points for s in scores), 2), round(sum(s.max_points for s in scores), 2)
