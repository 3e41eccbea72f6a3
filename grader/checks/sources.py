"""Claims tied to their runs: a quote must come from the run the answer says it comes from (whether
an explanation is a sentence or a list of terms: :mod:`.explanation`).

Shared by the rules of :mod:`.evidence_rules`, :mod:`.claims` and :mod:`.answers`; the run
references themselves are read by :mod:`.run_refs`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.messages import render
from ..core.records import CheckResult, Status
from ..core.textnorm import normalise_for_match
from ..reading.run_refs import Attribution, RunInfo, attribute, runs_of
from .common import shorten
from .context import CheckContext

# Fewest words of the output a quote must hold to be evidence ("a quote of a word or two is not").
MIN_EVIDENCE_WORDS = 3


def infos(ctx: CheckContext, ids: list[str]) -> list[RunInfo]:
    return runs_of(ctx.activity, [r for r in ids if r in ctx.activity.runs], ctx.runs)


def attributions(ctx: CheckContext, quotes: list[str], ids: list[str]) -> dict[str, Attribution]:
    """Each quote's named source among ``ids`` (runs outside ``ids`` are not the question's)."""
    return {a.quote: a for a in attribute(ctx.answer.text, quotes, infos(ctx, ids))}


def output_words(text: str, span: tuple[int, int]) -> int:
    return len(normalise_for_match(text[span[0]:span[1]]).split())


@dataclass(frozen=True)
class FalseSource:
    """A quote the answer puts in ``named`` that is in ``actual`` instead (or nowhere: ``actual`` empty)."""

    quote: str
    named: tuple[str, ...]
    said: str
    actual: tuple[str, ...]
    lossy: bool = False  # the run named only by an ordinal that may count other runs (Attribution.lossy)

    def evidence(self) -> dict[str, Any]:
        return {"quote": self.quote, "named_runs": list(self.named), "named_as": self.said,
                "found_in": list(self.actual)}

    def text(self, lang: str) -> str:
        return render("attribution.false", lang, quote=shorten(self.quote, 70), said=self.said,
                      named=", ".join(self.named), actual=", ".join(self.actual))


def false_text(false: list[FalseSource], lang: str) -> str:
    return " ".join(f.text(lang) for f in false)


def unsure(false: list[FalseSource], ctx: CheckContext, evidence: dict[str, Any]) -> CheckResult | None:
    """Review where every false attribution rests on an ordinal the grader may have counted over other
    runs than the student did: an accusation needs the answer's exact words."""
    if not false or not all(f.lossy for f in false):
        return None
    f = false[0]
    evidence = {**evidence, "unsure_attribution": [x.evidence() for x in false]}
    return CheckResult(Status.NEEDS_REVIEW, "attribution.unsure",
                       {"quote": shorten(f.quote, 70), "said": f.said, "named": ", ".join(f.named),
                        "actual": ", ".join(f.actual)}, evidence)
