"""Grades generated notebooks as submitted (``grader grade --no-execute``, through the pipeline
API: one Setup for all notebooks) and compares each criterion with the TA's verdict.

Verdicts (benchmarks/real_world_corpus.py imports classify from here):

- ``agree``: the grader's status is one the TA accepts;
- ``false_deduction``: the TA passes it (or gives more), the grader does not;
- ``missed_problem``: the TA does not pass it, the grader passes it (or gives more);
- ``needs_review``: the grader asked for a human where the TA gave a firm status (counted apart).

Verifiers: ``PoolVerifier`` says "consistent" for exactly the texts of the pool under the
parameters they were generated with, trailing whitespace aside (every one checked on the embedded model when the pool was
written: tests/generated/make_pool.py --verify) and "inconsistent" for anything else; the
benchmark can use the real :class:`grader.modelling.provenance.Verifier` on smollm2-135m instead (it caches
its verdicts, so each pool text is verified once).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from grader.core.records import ProvenanceResult, Verdict

from .render import POOL
from .shapes import Built, dumps

RANK = {"fail": 0, "error": 0, "partial": 1, "pass": 2}


def classify(expected: Iterable[str], got: str) -> str:
    expected = tuple(expected)
    if got in expected:
        return "agree"
    if got == "needs_review":
        return "needs_review"
    best = max((RANK.get(e, 1) for e in expected), default=1)
    return "false_deduction" if RANK.get(got, 0) < best else "missed_problem"


class PoolVerifier:
    """The embedded model's verdicts on the pool's texts, without the model."""

    def __init__(self) -> None:
        self.known: set[tuple[str, str, float, float]] = set()
        for base in POOL.values():
            for run in base["runs"].values():
                p = run["params"]
                for s in run["samples"]:
                    # a trailing newline the model generated is lost to print's own: the text without it
                    # is a prefix of the generation, consistent token by token
                    self.known.add((run["prompt"], s["text"].rstrip(), round(p["temperature"], 6), round(p["top_p"], 6)))

    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None) -> ProvenanceResult:
        key = (prompt, text.rstrip(), round(float(params.temperature), 6), round(float(params.top_p or 1.0), 6))
        # an empty continuation (the model ended at once) is an output under any token budget
        budget = int(params.max_new_tokens or 80) == 80 or not text.strip()
        ok = key in self.known and budget and bool(params.do_sample)
        return ProvenanceResult(
            verdict=Verdict.CONSISTENT if ok else Verdict.INCONSISTENT, params=params, top_k_used=None, tokens=(),
            first_violation=None, method="pool", dtype="float32", tolerance=0.0, details={},
            message="a real output of the embedded model under these parameters" if ok else
                    "not an output of the embedded model under these parameters (pool lookup)")


@dataclass
class Row:
    shape: str
    dims: list[str]
    pending: bool
    criterion: str
    expected: tuple[str, ...]
    why: str
    got: str
    verdict: str
    message: str


def make_setup(verifier: str = "pool", lang: str = "en", activity_id: str = "temperature-top-p") -> Any:
    from grader.grading.pipeline import Setup, load_specs

    activity, rubric = load_specs(activity_id)
    if verifier == "model":
        from grader.modelling.models import load_model
        from grader.modelling.provenance import Verifier

        lm = load_model("smollm2-135m")
        return Setup(activity, rubric, "smollm2-135m", lm, Verifier(lm), lang, execute=False)
    return Setup(activity, rubric, "smollm2-135m", None, PoolVerifier(), lang, execute=False)


def grade(setup: Any, built: Built, work: Path, name: str) -> dict[str, Any]:
    from grader.grading.pipeline import grade_submission

    path = work / f"{name}.ipynb"
    path.write_text(dumps(built), encoding="utf-8")
    result = grade_submission(setup, path, work_dir=work / f"{name}-work")
    return {c.criterion_id: c for c in result.criteria}


def compare(setup: Any, builts: list[Built]) -> list[Row]:
    rows: list[Row] = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, built in enumerate(builts):
            got = grade(setup, built, Path(tmp), f"gen{i:04d}")
            for crit, (statuses, why) in built.expected.items():
                score = got.get(crit)
                status = score.status.value if score is not None else "error"
                rows.append(Row(built.shape.label(), built.shape.dims(), bool(built.shape.pending()), crit, statuses,
                                why, status, classify(statuses, status),
                                " ".join((score.message if score is not None else "criterion missing").split())))
    return rows
