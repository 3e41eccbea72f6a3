"""Canvas: "Download Submissions" in, gradebook import CSV out.

**Download.** Each file is named ``<name>_<user id>_<submission/attachment id>_<original file
name>``, with ``late_`` before the user id when the submission came after the due date; ``<name>``
is the student's sortable name squashed (lower case, letters and digits only: "silvaana"). A file
submitted again under the same name gets ``-1``, ``-2``... before its extension. The user id is
Canvas's id for the student: stable across downloads.

**Grades.** The gradebook import CSV: the columns ``Student``, ``ID`` (Canvas user id), ``SIS User
ID``, ``SIS Login ID``, ``Section``, then one column per assignment headed ``Name (assignment id)``;
the second row is ``Points Possible`` with the assignment's points under its column. An empty
grade cell changes nothing. Canvas's import takes no comments: they go in
``canvas-comments.csv`` beside it, for SpeedGrader or the API. With ``--lms-worksheet`` the
instructor's own gradebook export is filled instead (worksheet.py: the assignment's column only).
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path, PurePosixPath

from .identity import Found

PLATFORM = "canvas"
_NAME = re.compile(r"^(?P<name>[^_]*)_(?:(?P<late>late)_)?(?P<uid>\d+)_(?P<sid>\d+)_(?P<orig>.+)$",
                   re.IGNORECASE | re.DOTALL)
_AGAIN = re.compile(r"-(\d+)(\.[^.]*)?$")
FIXED_COLUMNS = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")
POINTS_ROW = "Points Possible"


def parse(rel: PurePosixPath) -> Found | None:
    m = _NAME.match(rel.name)
    if m is None:
        return None
    again = _AGAIN.search(m["orig"])
    return Found(PLATFORM, m["uid"], m["name"], late=bool(m["late"]), version=int(again[1]) if again else 0,
                 submission_id=m["sid"])


def key_of(value: str) -> str:
    return re.sub(r"\D", "", value or "")


def assignment_header(name: str, assignment_id: str | None) -> str:
    return f"{name} ({assignment_id})" if assignment_id else name


def write_grades(rows: list, path: Path, *, points: float, lang: str, assignment: str,
                 assignment_id: str | None = None) -> list[Path]:
    from ..core.files import write_atomic

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow((*FIXED_COLUMNS, assignment_header(assignment, assignment_id)))
    writer.writerow((POINTS_ROW, "", "", "", "", _num(points)))
    for row in rows:
        if not row.key:
            continue
        writer.writerow((row.name, row.key, row.extra.get("sis_user_id", ""), row.extra.get("sis_login_id", ""),
                         row.extra.get("section", ""), "" if row.grade is None else row.grade_text))
    write_atomic(path, buf.getvalue())
    return [path, write_comments(rows, path)]


def write_comments(rows: list, path: Path) -> Path:
    """``canvas-comments.csv`` beside ``path``: Canvas's import takes no comments."""
    from ..core.files import write_atomic

    comments = io.StringIO()
    notes = csv.writer(comments, lineterminator="\n")
    notes.writerow(("Student", "ID", "comment"))
    for row in rows:
        if row.key and row.grade is not None:
            notes.writerow((row.name, row.key, row.comment))
    side = path.with_name("canvas-comments.csv")
    write_atomic(side, comments.getvalue())
    return side


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")
