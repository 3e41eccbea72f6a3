"""Instructor overrides: points set by hand for a student's criterion, with a comment.

Files (UTF-8; the format is chosen by the extension):

* CSV ``.csv``: header ``student,criterion,points,comment`` (``comment`` optional; ``;`` as the
  separator and a decimal comma, as spreadsheets in pt-BR save them, are accepted);
* YAML ``.yaml``/``.yml``: ``{student: {criterion: {points: X, comment: "..."}}}``.

A bad file is an error naming the file, the row or key, and the fix; nothing is applied from it.
An override naming a student or criterion the batch does not have is a warning, never ignored in
silence. Applying one returns a new Result: the criterion's points and status change, its
evidence keeps the old and new values, its message opens with the instructor's note, and the
total is recomputed.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..core.errors import UsageError
from ..core.records import Result, Status

COLUMNS = ("student", "criterion", "points", "comment")
EXCESS_TOLERANCE = 1e-6  # points above the maximum by float noise are clamped, not an error


class OverrideError(UsageError):
    """A malformed overrides file, or an override the rubric cannot take."""

    def __init__(self, path: Path | str, where: str, problem: str, *, fix: str) -> None:
        self.path, self.where, self.problem = str(path), where, problem
        super().__init__(f"{path}: {where}: {problem}", fix=fix)


@dataclass(frozen=True)
class Override:
    student: str
    criterion: str
    points: float
    comment: str
    where: str  # "row 3" or "key alice.A.2-choice": where it came from, for messages


@dataclass(frozen=True)
class Overrides:
    path: str
    entries: tuple[Override, ...]

    def for_student(self, student: str) -> dict[str, Override]:
        return {o.criterion: o for o in self.entries if o.student == student}


def _points(raw: Any, path: Path, where: str) -> float:
    if isinstance(raw, bool) or raw is None or (isinstance(raw, str) and not raw.strip()):
        raise OverrideError(path, where, f"points is {'empty' if raw in (None, '') else repr(raw)}",
                            fix="Give the points as a number, e.g. 2 or 1.5.")
    text = str(raw).strip()
    if re.fullmatch(r"\d+,\d+", text):  # decimal comma ("1,5")
        text = text.replace(",", ".")
    try:
        value = float(text)
    except ValueError:
        raise OverrideError(path, where, f"points {raw!r} is not a number",
                            fix="Give the points as a number, e.g. 2 or 1.5 (no units).") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise OverrideError(path, where, f"points {raw!r} is not a finite number", fix="Give a number such as 2.")
    if value < 0:
        raise OverrideError(path, where, f"points {raw!r} is negative",
                            fix="Points go from 0 to the criterion's maximum; use 0 for no credit.")
    return value


def _load_csv(path: Path, text: str) -> list[Override]:
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    header = [h.strip().lower() for h in next(reader, [])]
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        raise OverrideError(path, "header", f"unknown column {unknown[0]!r}",
                            fix=f"The columns are {','.join(COLUMNS)} (comment may be left out).")
    missing = [c for c in COLUMNS[:3] if c not in header]
    if missing:
        raise OverrideError(path, "header", f"missing column {missing[0]!r}",
                            fix=f"The first line must be {','.join(COLUMNS)}.")
    if len(set(header)) != len(header):
        raise OverrideError(path, "header", "a column appears twice", fix="Keep one column of each name.")
    try:
        rows = list(reader)
    except csv.Error as exc:
        raise OverrideError(path, f"line {reader.line_num}", f"unreadable CSV ({exc})",
                            fix="Save the file again as CSV (UTF-8) from the spreadsheet.") from None
    out = []
    for n, row in enumerate(rows, start=2):  # row numbers as a spreadsheet shows them
        if not any(cell.strip() for cell in row):
            continue
        where = f"row {n}"
        if len(row) > len(header):
            raise OverrideError(path, where, f"{len(row)} values for {len(header)} columns",
                                fix="Quote a comment that contains the separator, e.g. \"good, but late\".")
        cells = dict(zip(header, (c.strip() for c in row)))
        student, criterion = cells.get("student", ""), cells.get("criterion", "")
        if not student or not criterion:
            raise OverrideError(path, where, "student or criterion is empty",
                                fix="Every row names a student (file name without .ipynb) and a criterion id.")
        out.append(Override(student, criterion, _points(cells.get("points"), path, where),
                            cells.get("comment", ""), where))
    return out


def _load_yaml(path: Path, text: str) -> list[Override]:
    import yaml

    shape = 'the shape is {student: {criterion: {points: 2, comment: "..."}}}'
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "(file)"
        raise OverrideError(path, where, f"not valid YAML ({getattr(exc, 'problem', exc)})", fix=shape) from None
    if data is None:
        return []
    if not isinstance(data, dict):
        raise OverrideError(path, "(top level)", "not a mapping of students", fix=shape)
    out = []
    for student, crits in data.items():
        if not isinstance(crits, dict):
            raise OverrideError(path, f"key {student}", "not a mapping of criteria", fix=shape)
        for criterion, entry in crits.items():
            where = f"key {student}.{criterion}"
            if not isinstance(entry, dict):
                raise OverrideError(path, where, "not a mapping with points and comment", fix=shape)
            unknown = sorted(str(k) for k in entry if k not in ("points", "comment"))
            if unknown:
                raise OverrideError(path, where, f"unknown key {unknown[0]!r}", fix="The keys are points and comment.")
            if "points" not in entry:
                raise OverrideError(path, where, "points is missing", fix=shape)
            comment = entry.get("comment")
            out.append(Override(str(student), str(criterion), _points(entry["points"], path, where),
                                "" if comment is None else str(comment).strip(), where))
    return out


def load_overrides(path: Path | str, rubric: Any = None) -> Overrides:
    """Read and check an overrides file. With ``rubric``, points above a criterion's maximum are
    an error now (before a batch is graded) rather than when they are applied."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".yaml", ".yml"):
        raise OverrideError(path, "(file)", "unknown format", fix="Use a .csv or a .yaml/.yml file.")
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise OverrideError(path, "(file)", "file not found", fix="Check the path given to --overrides.") from None
    except UnicodeDecodeError:
        raise OverrideError(path, "(file)", "not UTF-8 text",
                            fix="Save the file as UTF-8 (CSV UTF-8 in Excel).") from None
    entries = _load_csv(path, text) if suffix == ".csv" else _load_yaml(path, text)
    seen: dict[tuple[str, str], str] = {}
    for o in entries:
        key = (o.student, o.criterion)
        if key in seen:
            raise OverrideError(path, o.where, f"{o.student}/{o.criterion} was already set at {seen[key]}",
                                fix="Keep one override per student and criterion.")
        seen[key] = o.where
    overrides = Overrides(str(path), tuple(entries))
    maxima = {c.id: c.points for c in rubric.criteria} if rubric is not None else {}
    for o in entries:
        if o.criterion in maxima:
            _check_max(overrides, o, maxima[o.criterion])
    return overrides


def _check_max(overrides: Overrides, o: Override, max_points: float) -> None:
    if o.points > max_points + EXCESS_TOLERANCE:
        raise OverrideError(overrides.path, o.where,
                            f"{o.points:g} points for {o.student}/{o.criterion}, whose maximum is {max_points:g}",
                            fix=f"Give at most {max_points:g} points.")


def _status(points: float, max_points: float) -> Status:
    if points >= max_points:
        return Status.PASS
    return Status.PARTIAL if points > 0 else Status.FAIL


def apply_overrides(result: Result, overrides: Overrides, rubric: Any) -> Result:
    """``result`` with this student's overrides applied (unknown criteria are left to ``apply_all``
    to report). An override above the criterion's maximum is an OverrideError."""
    mine = overrides.for_student(result.student)
    known = {c.id for c in rubric.criteria}
    if not mine:
        return result
    criteria = []
    for crit in result.criteria:
        o = mine.get(crit.criterion_id)
        if o is None or crit.criterion_id not in known:
            criteria.append(crit)
            continue
        _check_max(overrides, o, crit.max_points)
        new = round(min(max(o.points, 0.0), crit.max_points), 2)
        comment = f" ({o.comment})" if o.comment else ""
        from ..core.messages import render

        note = render("override.note", result.lang, old=crit.points, new=new, comment=comment)
        status = _status(new, crit.max_points)
        evidence = {**crit.evidence, "override": {
            "points": {"old": crit.points, "new": new}, "status": {"old": crit.status.value, "new": status.value},
            "comment": o.comment, "source": f"{overrides.path}: {o.where}"}}
        criteria.append(replace(crit, points=new, status=status, evidence=evidence, message=f"{note} {crit.message}"))
    score = round(sum(c.points for c in criteria), 2)
    return replace(result, criteria=tuple(criteria), score=score)


def apply_all(results: list[Result], overrides: Overrides, rubric: Any) -> tuple[list[Result], list[str]]:
    """Every result with its overrides applied, and a warning for each override that names a
    student not in the batch or a criterion not in the rubric (nothing is applied for those)."""
    graded = {r.student: {c.criterion_id for c in r.criteria} for r in results}
    known = {c.id for c in rubric.criteria}
    warnings = []
    for o in overrides.entries:
        if o.student not in graded:
            warnings.append(f"{overrides.path}: {o.where}: unknown student {o.student!r} "
                            f"(no submission with that file name); override not applied")
        elif o.criterion not in known or o.criterion not in graded[o.student]:
            warnings.append(f"{overrides.path}: {o.where}: unknown criterion {o.criterion!r} for {o.student}; "
                            f"the rubric's criteria are {', '.join(sorted(known))}; override not applied")
    return [apply_overrides(r, overrides, rubric) for r in results], warnings
