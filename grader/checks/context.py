"""What a rule sees: :class:`CheckContext` (the activity, the question, the student's answer, the
extraction and execution, each run's evidence, the grader's references), and the rule's type."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ..core.records import Answer, CheckResult, Execution, Extraction
from ..specs.schema import ActivitySpec, QuestionSpec

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

    def latest(self, rid: str) -> Any:
        """A run's evidence: the run itself, or where a run with one output was shown several times (its cell
        run again after the helper was redefined, 20 tokens then 8), the last one shown: the student's final
        run. None where it was not shown."""
        ev = self.runs.get(rid)
        if ev is not None and ev.generation is not None:
            return ev
        spec = self.activity.runs.get(rid)
        shown = [m for m in self.expand([rid]) if m != rid and self.runs.get(m) is not None
                 and self.runs[m].generation is not None]
        prompts = {getattr(self.runs[m].generation, "prompt", None) for m in shown}
        # (one prompt: the same run shown again; several prompts are several variations, none the run itself)
        return self.runs[shown[-1]] if shown and spec is not None and not spec.samples and len(prompts) == 1 else ev

    def samples(self, run_ids: list[str] | None = None) -> dict[str, str]:
        """Every single output of these runs, each under its own key (``A1.2``, ``SC.3``): for
        claims about *one* output, such as a repetition inside it."""
        members = self.expand(list(run_ids or self.question.runs or list(self.activity.runs)))
        return {m: self.runs[m].text for m in members if m in self.runs and self.runs[m].generation is not None}

    def expand(self, run_ids: list[str]) -> list[str]:
        from ..reading.evidence import expand

        return expand(self.activity, self.runs, list(run_ids))
