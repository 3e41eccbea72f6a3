"""Claims tied to their runs: a quote must come from the run the answer says it comes from, and an
explanation must be a sentence, not a list of the rule's words.

Shared by the rules of :mod:`.evidence_rules`, :mod:`.claims` and :mod:`.answers`; the run
references themselves are read by :mod:`.run_refs`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..core.messages import render
from ..core.textnorm import fold, normalise_for_match
from ..reading.run_refs import Attribution, RunInfo, attribute, runs_of
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

    def evidence(self) -> dict[str, Any]:
        return {"quote": self.quote, "named_runs": list(self.named), "named_as": self.said,
                "found_in": list(self.actual)}

    def text(self, lang: str) -> str:
        from .common import shorten

        return render("attribution.false", lang, quote=shorten(self.quote, 70), said=self.said,
                      named=", ".join(self.named), actual=", ".join(self.actual))


def false_text(false: list[FalseSource], lang: str) -> str:
    return " ".join(f.text(lang) for f in false)


# -- explanation or keyword list -----------------------------------------------------------------

# A sentence: enough words to say something.
EXPLANATION_WORDS = 6


def is_explanation(text: str) -> bool:
    """Whether the answer holds a sentence (at least ``EXPLANATION_WORDS`` words, quotes aside) that
    is not a list of terms: "núcleo, massa acumulada, top-p 0,3, B1, repetição", or the same terms
    one per line, is a list of the rule's words, not an explanation linking the mechanism to what
    the student saw."""
    from ..core.textnorm import extract_quotes

    bare = text
    for q in extract_quotes(text):
        bare = bare.replace(q, " ")
    for sentence in re.split(r"(?<=[.!?])\s+|\n", fold(bare)):
        items = [i for i in re.split(r",(?!\d)|[;/|:]|\s+[-–—]\s+", sentence) if i.strip()]
        words = re.findall(r"[^\W_]+", sentence)
        if len(words) < EXPLANATION_WORDS:
            continue
        # a run of short comma-separated terms is a list even with a linking word among them
        if len(items) >= 3 and sum(len(i.split()) <= 3 for i in items) / len(items) >= 0.75:
            continue
        return True
    return False
