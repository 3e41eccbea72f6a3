"""Grades out in the platform's import format (``--lms``), and the intake's columns and
``missing`` rows in the gradebook.

Both read ``OUT/intake.json`` (written by ``grader grade`` from the download), so ``grader
review``'s rewrites after each decision update the platform's file with the gradebook.
Scores are scaled to the assignment's points (``--lms-scale``, else the maximum the given
worksheet states, else the rubric's maximum). Only students the platform can match get a row;
unmatched files never go to the LMS. With ``--lms-worksheet`` (kept in OUT, named in intake.json)
the platform's own file is filled in place (worksheet.py) and graded students it has no line for
are listed in ``<file>-not-in-worksheet.csv`` and on stderr, never dropped.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.files import write_atomic
from . import canvas, classroom, github, moodle
from .intake import read_manifest
from .worksheet import not_in_sheet_csv, read_worksheet

PLATFORMS = ("moodle", "canvas", "classroom", "github")
FILE_NAMES = {"moodle": "moodle-grades.csv", "canvas": "canvas-grades.csv", "classroom": "classroom-grades.csv",
              "github": "github-grades.csv"}


@dataclass
class LmsRow:
    student: str
    name: str
    key: str  # the platform's id for the student
    grade: float | None  # None: no submission (the LMS grade is left as it is)
    grade_text: str = ""
    comment: str = ""
    email: str = ""
    report: Path | None = None
    report_name: str = ""
    prefix: str = ""
    roster_id: str = ""
    extra: dict[str, str] = field(default_factory=dict)


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def comment_for(score: float, points: float, report_name: str, status: str, lang: str) -> str:
    if lang == "en":
        text = f"Automatic grade {_num(score)}/{_num(points)}. Full report: {report_name}"
        return text + (" (some answers are still under review)" if status != "graded" else "")
    text = f"Nota automática {_num(score)}/{_num(points)}. Relatório completo: {report_name}"
    return text + (" (algumas respostas ainda em revisão)" if status != "graded" else "")


def _key(entry: dict, lms: str) -> str:
    """The student's id on the platform the grades go to: the roster's, else the download's own."""
    return entry.get("keys", {}).get(lms) or (entry.get("key", "") if entry.get("platform", lms) == lms else "")


def lms_rows(out: Path, results: list, manifest: dict, points: float | None, lang: str,
             lms: str = "") -> tuple[list[LmsRow], float]:
    by_student = {r.student: r for r in results}
    max_points = points if points is not None else max((r.max_score for r in results), default=0.0)
    rows: list[LmsRow] = []
    for s in manifest["submissions"]:
        r = by_student.get(s["student"])
        if r is None or s["status"] == "unmatched":
            continue
        grade = round(r.score / r.max_score * max_points, 2) if r.max_score else 0.0
        report_name = f"relatorio-{s['student']}.html" if lang == "pt" else f"report-{s['student']}.html"
        rows.append(LmsRow(s["student"], s["name"], _key(s, lms or s["platform"]), grade, _num(grade),
                           comment_for(grade, max_points, report_name, r.status, lang), s.get("email", ""),
                           Path(out) / "reports" / f"{s['student']}.html", report_name, s.get("prefix", ""),
                           s["student"], s.get("extra", {})))
    for m in manifest.get("missing", []):
        rows.append(LmsRow(m["student"], m["name"], _key({**m, "platform": manifest.get("platform")}, lms or ""),
                           None, email=m.get("email", ""),
                           roster_id=m["student"], extra=m.get("extra", {})))
    return sorted(rows, key=lambda row: (row.name.casefold(), row.student)), max_points


def write_lms_files(out: Path, results: list, *, scale: float | None, lang: str | None = None) -> list[Path]:
    """The platform's grade file(s) in ``out`` when ``grader grade --lms`` asked for them."""
    manifest = read_manifest(out)
    if not manifest or not manifest.get("lms"):
        return []
    lms = manifest["lms"]
    lang = lang or (results[0].lang if results else "pt")
    target = Path(out) / FILE_NAMES[lms]
    assignment = manifest.get("assignment") or "Atividade"
    if manifest.get("worksheet"):
        return _fill_worksheet(Path(out), results, manifest, scale, lang, lms, target)
    rows, points = lms_rows(out, results, manifest, scale, lang, lms)
    if lms == "moodle":
        return moodle.write_grades(rows, target, points=points, lang=lang, lms_lang=manifest.get("lms_lang"))
    if lms == "canvas":
        return canvas.write_grades(rows, target, points=points, lang=lang, assignment=assignment,
                                   assignment_id=manifest.get("assignment_id"))
    if lms == "github":
        return github.write_grades(rows, target, points=points, lang=lang, assignment=assignment)
    return classroom.write_grades(rows, target, points=points, lang=lang, assignment=assignment)


def _fill_worksheet(out: Path, results: list, manifest: dict, scale: float | None, lang: str, lms: str,
                    target: Path) -> list[Path]:
    """The platform's own file (kept in OUT by ``grader grade --lms-worksheet``) with the grades
    written into it; its other bytes as given."""
    given = out / manifest["worksheet"]
    sheet = read_worksheet(lms, given.read_bytes(), manifest.get("worksheet_source") or str(given),
                           manifest.get("assignment"))
    rows, points = lms_rows(out, results, manifest, scale if scale is not None else sheet.points(), lang, lms)
    filled = sheet.fill(rows, points=points)
    write_atomic(target, filled.data)
    written = [target]
    side = target.with_name(target.stem + "-not-in-worksheet.csv")
    if filled.not_in_sheet:
        write_atomic(side, not_in_sheet_csv(filled.not_in_sheet))
        written.append(side)
    else:
        side.unlink(missing_ok=True)
    if lms == "moodle":
        written.append(moodle.write_feedback(rows, target))
    if lms == "canvas":  # Canvas's import takes no comments: beside it, for SpeedGrader or the API
        written.append(canvas.write_comments(rows, target))
    for note in filled.notes:
        print(f"warning: {lms} worksheet: {note}", file=sys.stderr)
    for row in filled.not_in_sheet:
        print(f"warning: {lms} worksheet: {row.student} ({row.name}, {lms} id {row.key or 'unknown'}, grade "
              f"{row.grade_text}) has no line in {manifest.get('worksheet_source') or given.name}: listed in "
              f"{side.name}; download the worksheet again after the student appears on the platform", file=sys.stderr)
    return written


def decorate_gradebook(frame: Any, out: Path) -> Any:
    """The gradebook with the intake's columns (name, intake status, others) and a ``missing``
    row per roster student who sent nothing; the frame as it is without an intake."""
    manifest = read_manifest(out)
    if not manifest:
        return frame
    import pandas as pd

    info = {s["student"]: s for s in manifest["submissions"]}
    if len(frame):
        frame.insert(1, "name", [info.get(st, {}).get("name", "") for st in frame["student"]])
        frame["intake"] = [info.get(st, {}).get("status", "") for st in frame["student"]]
        frame["others"] = [" | ".join(info.get(st, {}).get("others", [])) for st in frame["student"]]
    missing = [{"student": m["student"], "name": m["name"], "status": "missing", "intake": "missing"}
               for m in manifest.get("missing", [])]
    if missing:
        extra = pd.DataFrame(missing)
        if len(frame):
            extra["activity"] = frame["activity"].iloc[0]
            extra["max_score"] = frame["max_score"].iloc[0]
        frame = pd.concat([frame, extra], ignore_index=True).sort_values("student", kind="stable")
    return frame
