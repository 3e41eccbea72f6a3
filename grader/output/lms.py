"""Scores as a CSV that Moodle's and Canvas's grade imports take (see docs/instructor.md).

Two columns, ``student_id,score``: one row per submission, sorted by student id, UTF-8 without
a byte-order mark, comma-separated, a dot as the decimal point, at most two decimals. The id is
the notebook's file name without ``.ipynb``: name the submissions with the identifier the LMS
knows (Moodle: ID number, username or e-mail; Canvas: SIS User ID or SIS Login ID).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from ..core.files import write_atomic
from ..core.records import Result

HEADER = ("student_id", "score")


def lms_score(result: Result, scale: float | None = None) -> float:
    """The result's score, or ``score / max_score * scale`` when a scale (10, 100) is given."""
    if scale is None:
        return round(result.score, 2)
    if not result.max_score:
        return 0.0
    return round(result.score / result.max_score * scale, 2)


def _number(value: float) -> str:
    """12.5 -> "12.5", 20.0 -> "20": never an exponent, never a decimal comma."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def write_lms_csv(results: list[Result], path: Path | str, *, scale: float | None = None,
                  skip_errors: bool = False) -> Path:
    """Write ``student_id,score`` for every submission; ``scale`` rescales scores to 0..scale.

    A submission that could not be graded (status ``error``) has score 0 like in gradebook.csv;
    ``skip_errors=True`` leaves it out instead, so an import does not overwrite a grade the
    instructor gives by hand.
    """
    if scale is not None and not scale > 0:
        raise ValueError(f"scale must be > 0, got {scale}")
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(HEADER)
    for r in sorted(results, key=lambda r: r.student):
        if skip_errors and r.status == "error":
            continue
        writer.writerow((r.student, _number(lms_score(r, scale))))
    path = Path(path)
    write_atomic(path, buf.getvalue())
    return path
