"""Google Classroom: the assignment's Drive folder downloaded ("Download" on the folder gives a
zip of the students' files) in, a grades CSV out.

**Download.** When the assignment hands out a notebook with "Make a copy for each student", each
copy is named ``<Student Name> - <file name>``; Drive's zip adds `` (1)``, `` (2)`` to names that
repeat. A file the student uploaded under a name of its own carries no identity: the roster (by
name or e-mail found in the file name) places it, else it is listed as unmatched.

**Grades.** Classroom imports no grade file; its own "Download these grades" CSV has ``Last
Name``, ``First Name``, ``Email Address`` and one column per assignment, with a ``Points`` row.
The file here has that shape (plus ``Feedback``), for pasting into the grade sheet, a Sheets
import or a school system that reads Classroom's export.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path, PurePosixPath

from .identity import Found, fold

PLATFORM = "classroom"
_COPY = re.compile(r"^(?P<name>.+?) - (?P<title>.+?)(?: \((?P<n>\d+)\))?\.ipynb$", re.DOTALL)
COLUMNS = ("Last Name", "First Name", "Email Address")


def parse(rel: PurePosixPath) -> Found | None:
    m = _COPY.match(rel.name)
    if m is None or not m["name"].strip():
        return None
    name = m["name"].strip()
    return Found(PLATFORM, fold(name), name, version=int(m["n"] or 0), prefix=m["title"].strip())


def settle(hits: list[Found]) -> list[Found]:
    """Classroom's copies put the student first ("Ana Silva - atividade5"); a class whose files all
    start with the same words and end with different ones ("Atividade 5 - Ana Silva") was named
    the other way round by the students: the part that differs is the student."""
    if len(hits) >= 2 and len({h.key for h in hits}) == 1 and len({fold(h.prefix) for h in hits}) == len(hits):
        return [Found(PLATFORM, fold(h.prefix), h.prefix, version=h.version, prefix=h.name) for h in hits]
    return hits


def key_of(value: str) -> str:
    return fold(value or "")


def write_grades(rows: list, path: Path, *, points: float, lang: str, assignment: str) -> list[Path]:
    from ..core.files import write_atomic

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow((*COLUMNS, assignment, "Feedback"))
    writer.writerow(("Points", "", "", _num(points), ""))
    for row in rows:
        first, _, last = row.name.partition(" ")
        writer.writerow((last, first, row.email, "" if row.grade is None else row.grade_text,
                         row.comment if row.grade is not None else ""))
    write_atomic(path, buf.getvalue())
    return [path]


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")
