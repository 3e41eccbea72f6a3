"""Near-identical sampled outputs between students: a flag for the instructor to review.

Two independent samples of 80 tokens practically never coincide, so two students citing the same
sampled text for a run suggests one notebook's outputs were copied. Coincidences with a benign
cause are not flags: greedy runs (every student gets the model's one output; pass them in
``skip_runs``), records that carry the same fixed seed (``torch.manual_seed`` reproduces a sample;
reported with ``explained_by_seed=True``), and, when the grader's own independent re-runs of the
run are given, texts the model itself produces that often (low temperature: ``explained_by_model``).
Pure, standard library only.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Mapping

from ..core.textnorm import lcs_scorer, normalise_for_match, strip_ansi

__all__ = ["IntegrityFlag", "find_near_duplicates", "greedy_runs"]

# Candidate filter: word-set Jaccard. A pair whose character similarity reaches 0.9 keeps nearly
# all its words (a few edited ones at most), while two independent English samples of the same
# prompt share only function words (Jaccard ~0.1-0.3). 0.5 is far below what a near-duplicate
# scores, so the filter drops no real flag in practice and leaves very few pairs to compare.
CANDIDATE_JACCARD = 0.5
# Shorter texts can coincide by chance (a sampled "85" or one short sentence): not evidence.
MIN_WORDS = 8
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class IntegrityFlag:
    """Two students whose outputs for one run are (nearly) the same text."""

    student_a: str
    student_b: str
    run_id: str
    similarity: float  # 2*LCS/(len a + len b) over the normalised texts; 1.0 = identical
    text_a: str
    text_b: str
    explained_by_seed: bool = False  # both records carry the same fixed seed: not a flag
    explained_by_model: bool = False  # the grader's own re-runs produced the same text: not a flag

    @property
    def needs_review(self) -> bool:
        return not (self.explained_by_seed or self.explained_by_model)


@dataclass
class _Item:
    student: str
    text: str  # as recorded, shown to the instructor
    size: int  # characters once ANSI codes are stripped and whitespace collapsed
    words: frozenset[str]
    seed: int | None
    _norm: str | None = None

    @property
    def norm(self) -> str:
        """``normalise_for_match`` of the text: computed only for candidate pairs (it is the costly
        step, about 1 ms per output)."""
        if self._norm is None:
            self._norm = normalise_for_match(self.text)
        return self._norm


def _item(student: str, text: str, seed: int | None) -> _Item | None:
    flat = unicodedata.normalize("NFC", strip_ansi(text or ""))
    words = _WORD.findall(flat.lower())
    if len(words) < MIN_WORDS:
        return None
    return _Item(student, text, len(" ".join(flat.split())), frozenset(words), seed)


def similarity(a: str, b: str) -> float:
    """difflib's ratio formula with the exact longest common subsequence (see
    ``textnorm.lcs_scorer``: SequenceMatcher underrates the looping outputs low temperatures
    produce, and its autojunk heuristic ignores frequent characters in long texts)."""
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    return lcs_scorer(a)(b)


def _candidate(x: _Item, y: _Item, threshold: float) -> bool:
    la, lb = x.size, y.size
    # Lengths alone bound the ratio (with slack: typographic quotes and ellipses change lengths).
    if 2 * min(la, lb) / (la + lb) < threshold - 0.02:
        return False
    small, large = (x.words, y.words) if len(x.words) <= len(y.words) else (y.words, x.words)
    if len(small) < CANDIDATE_JACCARD * len(large):
        return False
    shared = len(small & large)
    return shared >= CANDIDATE_JACCARD * (len(small) + len(large) - shared)


def find_near_duplicates(outputs: Mapping[str, Mapping[str, tuple[str, int | None]]], *,
                         threshold: float = 0.9, skip_runs: Iterable[str] = (),
                         reference: Mapping[str, Iterable[str]] | None = None) -> list[IntegrityFlag]:
    """Every pair of students whose output for the same run has ``similarity >= threshold``.

    ``outputs``: student -> run id -> (text, seed or None), the texts as the student recorded them
    (continuation only). ``skip_runs``: run ids never compared (greedy runs). ``reference``: run id
    -> the grader's own independent samples of that run (``setup.reference[run].texts``); a shared
    text that one of them also reaches is explained by the model, not by copying.
    Returns flags sorted by run, then similarity (highest first), then students; the ones with
    ``needs_review`` False are explanations, listed so the instructor can see why no flag was raised.
    Cost: one set intersection per pair and run (200 students x 6 runs: about 0.5 s on one core).
    """
    skip = set(skip_runs)
    runs = sorted({r for per_student in outputs.values() for r in per_student} - skip)
    flags: list[IntegrityFlag] = []
    for run_id in runs:
        items = [it for s in sorted(outputs) if run_id in outputs[s]
                 for it in [_item(s, *outputs[s][run_id])] if it is not None]
        refs = [it for t in (reference or {}).get(run_id, ()) for it in [_item("", t, None)] if it is not None]
        for x, y in combinations(items, 2):
            if not _candidate(x, y, threshold):
                continue
            sim = similarity(x.norm, y.norm)
            if sim < threshold:
                continue
            seeded = x.seed is not None and x.seed == y.seed
            by_model = any(_candidate(x, r, threshold) and similarity(x.norm, r.norm) >= threshold for r in refs)
            flags.append(IntegrityFlag(x.student, y.student, run_id, round(sim, 4), x.text, y.text,
                                       explained_by_seed=seeded, explained_by_model=by_model and not seeded))
    flags.sort(key=lambda f: (f.run_id, -f.similarity, f.student_a, f.student_b))
    return flags


def greedy_runs(activity) -> set[str]:
    """Run ids of ``activity`` decoded greedily: the same text for everyone, never a flag."""
    return {run_id for run_id, run in activity.runs.items() if not run.do_sample}
