"""The grade file the platform gave the instructor, filled in place (``--lms-worksheet FILE``), and
Moodle's worksheet headers in the site's language (``--lms-lang``).

**Why fill the platform's own file.** Moodle's offline-worksheet import
(mod/assign/feedback/offline/importgradeslib.php, ``init()``) finds its columns by comparing each
header with the importing user's language strings: ``get_string('recordid', 'assign')``,
``get_string('grade')``, ``get_string('lastmodifiedgrade', 'assign')``, and for each enabled
feedback plugin its editor field's name (Feedback comments: ``get_string('pluginname',
'assignfeedback_comments')``); a file missing one of the first three is refused. The worksheet
Moodle downloads (mod/assign/gradingtable.php in download mode: Identifier, Full name, the identity
fields, Status, Grade, Maximum Grade, Grade can be changed, Last modified (submission), the
submission plugins' text fields, Last modified (grade), the feedback plugins' fields) is already in
the instructor's language, with the right participant identifiers and only the feedback columns the
assignment has: the grader writes three cells per graded student into it (the grade, the feedback
comment where that column exists, the grade's last-modified time in a form PHP's ``strtotime``
reads) and leaves every other byte as given: other cells, quoting, column order, line endings,
byte-order mark, encoding. Rows of students not graded are not touched. Canvas's gradebook export
is filled the same way: the assignment's column (``Name (id)``), nothing else.

**Moodle's strings** (``MOODLE_STRINGS``), as Moodle's language packs hold them: en from
moodle/moodle (mod/assign/lang/en/assign.php, mod/assign/feedback/comments/lang/en), pt_br and es
from AMOS language packs (lang/pt_br/assign.php 3.11, moodle.php, assignfeedback_comments.php;
lang/es/assign.php, moodle.php, assignfeedback_comments.php 3.9), pt from lang/pt/assign.php 4.4
and the MOODLE_32 pt pack's moodle.php and assignfeedback_comments.php. ``hiddenuser`` is the
identifier's prefix: Moodle strips ``strlen(get_string('hiddenuser', 'assign'))`` characters from
the Identifier cell to find the participant id, so an English ``Participant 12`` read by a pt_br
site (``Participante``) would lose a digit: the prefix must be the site's own.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from ..core.errors import UsageError
from .identity import fold

# get_string(key, component) as each language pack has it (see the module docstring for the files)
MOODLE_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "recordid": "Identifier", "hiddenuser": "Participant ", "fullname": "Full name", "email": "Email address",
        "status": "Status", "grade": "Grade", "maxgrade": "Maximum Grade", "scale": "Scale",
        "gradecanbechanged": "Grade can be changed", "lastmodifiedsubmission": "Last modified (submission)",
        "lastmodifiedgrade": "Last modified (grade)", "feedbackcomments": "Feedback comments", "yes": "Yes",
        "submissionstatus_new": "No submission", "submissionstatus_submitted": "Submitted for grading",
    },
    "pt_br": {
        "recordid": "Identificador", "hiddenuser": "Participante", "fullname": "Nome completo",
        "email": "Endereço de email", "status": "Status", "grade": "Nota", "maxgrade": "Nota máxima",
        "scale": "Escala", "gradecanbechanged": "Nota pode ser alterada",
        "lastmodifiedsubmission": "Última modificação (envio)", "lastmodifiedgrade": "Última modificação (nota)",
        "feedbackcomments": "Comentários de feedback", "yes": "Sim",
        "submissionstatus_new": "Nenhum envio", "submissionstatus_submitted": "Enviado para avaliação",
    },
    "pt": {
        "recordid": "Identificador", "hiddenuser": "Participante", "fullname": "Nome completo",
        "email": "Endereço de e-mail", "status": "Estado", "grade": "Avaliação", "maxgrade": "Nota máxima",
        "scale": "Escala", "gradecanbechanged": "A nota pode ser alterada.",
        "lastmodifiedsubmission": "Última atualização (submissão)",
        "lastmodifiedgrade": "Última atualização (avaliação)", "feedbackcomments": "Comentários de feedback",
        "yes": "Sim", "submissionstatus_new": "Nenhuma submissão",
        "submissionstatus_submitted": "Submetido para avaliação",
    },
    "es": {
        "recordid": "Identificador", "hiddenuser": "Participante", "fullname": "Nombre completo",
        "email": "Dirección de correo", "status": "Estado", "grade": "Calificación",
        "maxgrade": "Calificación máxima", "scale": "Escala",
        "gradecanbechanged": "La calificación puede ser cambiada",
        "lastmodifiedsubmission": "Última modificación (entrega)",
        "lastmodifiedgrade": "Última modificación (calificación)",
        "feedbackcomments": "Comentarios de retroalimentación", "yes": "Sí",
        "submissionstatus_new": "No entregado", "submissionstatus_submitted": "Enviado para calificar",
    },
}
MOODLE_LANGS = tuple(MOODLE_STRINGS)
WORKSHEET_KEYS = ("recordid", "fullname", "email", "status", "grade", "maxgrade", "gradecanbechanged",
                  "lastmodifiedsubmission", "lastmodifiedgrade", "feedbackcomments")


def moodle_header(lang: str) -> tuple[str, ...]:
    """The worksheet's columns, as a download from a site in ``lang`` names them."""
    strings = MOODLE_STRINGS[lang]
    return tuple(strings[k] for k in WORKSHEET_KEYS)


def strtotime_utc(when: datetime | None = None) -> str:
    """A time PHP's ``strtotime`` reads, in UTC: ``2026-03-14 21:51:00 UTC``."""
    return (when or datetime.now(timezone.utc)).astimezone(timezone.utc).strftime("%Y-%m-%d %H:%M:%S UTC")


# -- a CSV file as text with each field's place ---------------------------------------------------


@dataclass
class Cell:
    start: int  # where the field's raw text starts in the decoded text (its quotes included)
    end: int
    value: str
    quoted: bool


@dataclass
class Record:
    cells: list[Cell]
    end: int  # where the record's text ends (before its line terminator)


@dataclass
class Sheet:
    """A CSV file kept as it was given: encoding, byte-order mark, delimiter and every field's place,
    so that :meth:`render` changes only the fields that were set."""

    text: str
    encoding: str
    bom: bytes
    delimiter: str
    records: list[Record]
    edits: dict[tuple[int, int], str] = field(default_factory=dict)  # (record, column) -> new value

    @classmethod
    def parse(cls, data: bytes, source: str) -> Sheet:
        bom = b"\xef\xbb\xbf" if data.startswith(b"\xef\xbb\xbf") else b""
        body = data[len(bom):]
        for encoding in ("utf-8", "cp1252", "latin-1"):  # latin-1 decodes any byte, and back exactly
            try:
                text = body.decode(encoding)
                break
            except UnicodeDecodeError:
                continue
        if bom and encoding != "utf-8":
            raise UsageError(f"{source}: starts with a UTF-8 byte-order mark but is not UTF-8",
                             fix="Pass the file as the platform downloaded it.")
        first_line = text.split("\n", 1)[0]
        delimiter = max((",", ";", "\t"), key=lambda d: _count_outside_quotes(first_line, d))
        return cls(text, encoding, bom, delimiter, _records(text, delimiter))

    def value(self, row: int, col: int) -> str:
        cells = self.records[row].cells
        return cells[col].value if col < len(cells) else ""

    def set(self, row: int, col: int, value: str) -> None:
        self.edits[(row, col)] = value

    def render(self) -> bytes:
        """The file with the set fields replaced, every other byte as given; a value the file's
        encoding cannot hold is written with ``?`` in its place."""
        replacements: list[tuple[int, int, str]] = []
        tails: dict[int, dict[int, str]] = {}
        for (row, col), value in self.edits.items():
            cells = self.records[row].cells
            if col < len(cells):
                replacements.append((cells[col].start, cells[col].end, self._quote(value, cells[col].quoted)))
            else:  # a row shorter than the header: the missing fields are added at its end
                tails.setdefault(row, {})[col] = value
        for row, values in tails.items():
            cells, end = self.records[row].cells, self.records[row].end
            tail = "".join(self.delimiter + (self._quote(values[c], False) if c in values else "")
                           for c in range(len(cells), max(values) + 1))
            replacements.append((end, end, tail))
        pieces, pos = [], 0
        for start, end, new in sorted(replacements):
            pieces += [self.text[pos:start], new]
            pos = end
        pieces.append(self.text[pos:])
        return self.bom + "".join(pieces).encode(self.encoding, errors="replace")

    def _quote(self, value: str, quoted: bool) -> str:
        # as PHP's fputcsv (Moodle's writer) would, or as the field already was
        if quoted or any(c in value for c in (self.delimiter, '"', "\n", "\r", "\t", " ")):
            return '"' + value.replace('"', '""') + '"'
        return value


def _count_outside_quotes(line: str, char: str) -> int:
    inside, n = False, 0
    for c in line:
        if c == '"':
            inside = not inside
        elif c == char and not inside:
            n += 1
    return n


def _records(text: str, delimiter: str) -> list[Record]:
    """RFC 4180 fields with their places: quoted fields may hold the delimiter, ``""`` and line
    breaks; records end at ``\\r\\n``, ``\\n`` or ``\\r``."""
    records: list[Record] = []
    cells: list[Cell] = []
    i, n = 0, len(text)
    while i <= n:
        start = i
        if i < n and text[i] == '"':
            j, parts = i + 1, []
            while j < n:
                if text[j] == '"':
                    if j + 1 < n and text[j + 1] == '"':
                        parts.append('"')
                        j += 2
                        continue
                    break
                parts.append(text[j])
                j += 1
            j = min(j + 1, n)  # past the closing quote
            while j < n and text[j] not in (delimiter, "\r", "\n"):  # stray text after the quote: kept raw
                parts.append(text[j])
                j += 1
            cells.append(Cell(start, j, "".join(parts), True))
        else:
            j = i
            while j < n and text[j] not in (delimiter, "\r", "\n"):
                j += 1
            cells.append(Cell(start, j, text[i:j], False))
        if j < n and text[j] == delimiter:
            i = j + 1
            continue
        records.append(Record(cells, j))
        cells = []
        if j >= n:
            break
        i = j + 2 if text.startswith("\r\n", j) else j + 1
        if i >= n:
            break
    return [r for r in records if not (len(r.cells) == 1 and r.cells[0].value == "" and not r.cells[0].quoted)]


def _decimal_comma(values: list[str]) -> bool:
    return any(re.fullmatch(r"-?\d+,\d+", v.strip()) for v in values)


def _number(text: str) -> float | None:
    try:
        return float(text.strip().replace(" ", "").replace(",", "."))
    except ValueError:
        return None


# -- what a fill did ------------------------------------------------------------------------------


@dataclass
class Filled:
    data: bytes
    filled: list = field(default_factory=list)  # the rows written
    not_in_sheet: list = field(default_factory=list)  # graded rows the worksheet has no line for
    notes: list[str] = field(default_factory=list)


# -- Moodle's offline grading worksheet ------------------------------------------------------------


@dataclass
class MoodleWorksheet:
    sheet: Sheet
    source: str
    lang: str
    columns: dict[str, int]  # recordid, grade, lastmodifiedgrade, and maxgrade / feedbackcomments when there

    @classmethod
    def read(cls, data: bytes, source: str) -> MoodleWorksheet:
        sheet = Sheet.parse(data, source)
        if not sheet.records:
            raise UsageError(f"{source}: empty", fix="Pass the worksheet as Moodle downloaded it "
                             "(the assignment → Grading action → Download grading worksheet).")
        header = [c.value.strip() for c in sheet.records[0].cells]
        found: list[tuple[str, dict[str, int]]] = []
        for lang, strings in MOODLE_STRINGS.items():
            cols = {key: header.index(strings[key]) for key in ("recordid", "grade", "lastmodifiedgrade", "maxgrade",
                                                                "scale", "feedbackcomments") if strings[key] in header}
            found.append((lang, cols))
            if {"recordid", "grade", "lastmodifiedgrade"} <= set(cols):
                if "scale" in cols and "maxgrade" not in cols:
                    raise UsageError(f"{source}: the assignment is graded on a scale ({strings['scale']!r} column)",
                                     fix="The grader writes points: set the assignment's grade type to Point.")
                return cls(sheet, source, lang, cols)
        looked = "; ".join(
            f"{lang}: " + ", ".join(repr(MOODLE_STRINGS[lang][k]) + ("" if k in cols else " (missing)")
                                    for k in ("recordid", "grade", "lastmodifiedgrade"))
            for lang, cols in found)
        raise UsageError(
            f"{source}: not Moodle's offline grading worksheet in a language the grader knows: no header row holds "
            f"the identifier, grade and last-modified-grade columns Moodle's import looks for ({looked}); "
            f"the file's header: {', '.join(repr(h) for h in header) or '(empty)'}",
            fix="Download the worksheet again (the assignment → Grading action → Download grading worksheet) and pass "
                "it unchanged; Moodle needs the assignment's 'Offline grading worksheet' feedback type on. Languages "
                f"known: {', '.join(MOODLE_LANGS)} (MOODLE_STRINGS in grader/submissions/worksheet.py).")

    def data_rows(self) -> range:
        return range(1, len(self.sheet.records))

    def points(self) -> float | None:
        """The assignment's maximum grade, when every row of the worksheet says the same one."""
        col = self.columns.get("maxgrade")
        if col is None:
            return None
        values = {_number(self.sheet.value(r, col)) for r in self.data_rows() if self.sheet.value(r, col).strip()}
        values.discard(None)
        return values.pop() if len(values) == 1 else None

    def fill(self, rows: list, *, points: float, graded_at: str | None = None) -> Filled:
        """Each graded row's grade, comment and time into its participant's line; every other byte kept."""
        sheet, cols = self.sheet, self.columns
        comma = _decimal_comma([sheet.value(r, c) for r in self.data_rows() for c in
                                (cols["grade"], cols.get("maxgrade", cols["grade"]))])
        by_key: dict[str, list[int]] = {}
        for r in self.data_rows():
            m = re.search(r"(\d+)\s*$", sheet.value(r, cols["recordid"]))
            if m:
                by_key.setdefault(m[1], []).append(r)
        graded_at = graded_at or strtotime_utc()
        done = Filled(b"")
        sheet_points = self.points()
        if sheet_points is not None and abs(sheet_points - points) > 1e-9:
            done.notes.append(f"the worksheet's maximum grade is {_plain(sheet_points)} but the grades are on 0..{_plain(points)}: "
                              f"Moodle skips a grade above the maximum; pass --lms-scale {_plain(sheet_points)}")
        if "feedbackcomments" not in cols:
            done.notes.append(f"the worksheet has no {MOODLE_STRINGS[self.lang]['feedbackcomments']!r} column (the "
                              "assignment's Feedback comments are off): grades only, no comments")
        for row in rows:
            if row.grade is None:
                continue  # no submission: the student's line stays as Moodle wrote it
            lines = by_key.get(row.key or "", [])
            if len(lines) != 1:
                done.not_in_sheet.append(row)
                continue
            r = lines[0]
            sheet.set(r, cols["grade"], row.grade_text.replace(".", ",") if comma else row.grade_text)
            sheet.set(r, cols["lastmodifiedgrade"], graded_at)
            if "feedbackcomments" in cols:
                sheet.set(r, cols["feedbackcomments"], row.comment)
            done.filled.append(row)
        done.data = sheet.render()
        return done


# -- Canvas's gradebook export ---------------------------------------------------------------------

_ASSIGNMENT_ID = re.compile(r"^(?P<name>.*?)\s*\((?P<id>\d+)\)\s*$", re.DOTALL)
CANVAS_FIXED = ("Student", "ID", "SIS User ID", "SIS Login ID", "Section")


def parse_assignment(text: str | None) -> tuple[str, str]:
    """``--lms-assignment``: "Name (123)" -> ("Name", "123"); "123" -> ("", "123"); "Name" -> ("Name", "")."""
    text = (text or "").strip()
    if text.isdigit():
        return "", text
    m = _ASSIGNMENT_ID.match(text)
    return (m["name"].strip(), m["id"]) if m else (text, "")


@dataclass
class CanvasGradebook:
    sheet: Sheet
    source: str
    columns: dict[str, int]  # ID, SIS User ID, SIS Login ID, and "assignment"
    header: str
    points_row: int | None

    @classmethod
    def read(cls, data: bytes, source: str, assignment: str | None) -> CanvasGradebook:
        sheet = Sheet.parse(data, source)
        header = [c.value.strip() for c in sheet.records[0].cells] if sheet.records else []
        if "ID" not in header or "Student" not in header:
            raise UsageError(f"{source}: not Canvas's gradebook export: no 'Student' and 'ID' columns (header: "
                             f"{', '.join(repr(h) for h in header) or '(empty)'})",
                             fix="Grades → Export → Export Entire Gradebook, and pass the CSV unchanged.")
        name, number = parse_assignment(assignment)
        candidates = [(i, h) for i, h in enumerate(header) if _ASSIGNMENT_ID.match(h)]
        hits = [i for i, h in candidates if (not number or _ASSIGNMENT_ID.match(h)["id"] == number)
                and (not name or fold(_ASSIGNMENT_ID.match(h)["name"]) == fold(name))]
        if number and not hits:  # the id is what Canvas matches on; a renamed assignment keeps it
            hits = [i for i, h in candidates if _ASSIGNMENT_ID.match(h)["id"] == number]
        if len(hits) != 1:
            looked = " and ".join(x for x in (f"name {name!r}" if name else "", f"id ({number})" if number else "") if x)
            raise UsageError(
                f"{source}: {'no' if not hits else str(len(hits))} assignment column{'s' if len(hits) > 1 else ''} "
                f"with {looked or 'a name'} (the export's assignment columns: "
                f"{', '.join(repr(h) for _, h in candidates) or 'none'})",
                fix="Pass --lms-assignment with the column's header as the export writes it, e.g. "
                    "--lms-assignment \"Atividade 5 (123456)\" (or only the id: --lms-assignment 123456).")
        points_row = next((r for r in range(1, len(sheet.records))
                           if sheet.value(r, 0).strip() == "Points Possible"), None)
        cols = {k: header.index(k) for k in ("ID", "SIS User ID", "SIS Login ID") if k in header}
        cols["assignment"] = hits[0]
        return cls(sheet, source, cols, header[hits[0]], points_row)

    def points(self) -> float | None:
        if self.points_row is None:
            return None
        return _number(self.sheet.value(self.points_row, self.columns["assignment"]))

    def fill(self, rows: list, *, points: float) -> Filled:
        sheet, cols = self.sheet, self.columns
        students = [r for r in range(1, len(sheet.records)) if sheet.value(r, cols["ID"]).strip().isdigit()]
        comma = _decimal_comma([sheet.value(r, cols["assignment"]) for r in students])
        done = Filled(b"")
        sheet_points = self.points()
        if sheet_points is not None and abs(sheet_points - points) > 1e-9:
            done.notes.append(f"{self.header!r} is worth {_plain(sheet_points)} points in Canvas but the grades are on "
                              f"0..{_plain(points)}: pass --lms-scale {_plain(sheet_points)}")
        for row in rows:
            if row.grade is None:
                continue
            lines = [r for r in students if row.key and sheet.value(r, cols["ID"]).strip() == row.key]
            for extra, col in (("sis_user_id", "SIS User ID"), ("sis_login_id", "SIS Login ID")):
                if not lines and row.extra.get(extra) and col in cols:
                    lines = [r for r in students if sheet.value(r, cols[col]).strip() == row.extra[extra]]
            if len(lines) != 1:
                done.not_in_sheet.append(row)
                continue
            sheet.set(lines[0], cols["assignment"], row.grade_text.replace(".", ",") if comma else row.grade_text)
            done.filled.append(row)
        done.data = sheet.render()
        return done


def read_worksheet(lms: str, data: bytes, source: str, assignment: str | None = None):
    """The platform's file, its columns found (a :class:`~grader.core.errors.UsageError` naming what
    was looked for when they are not there)."""
    if lms == "moodle":
        return MoodleWorksheet.read(data, source)
    if lms == "canvas":
        return CanvasGradebook.read(data, source, assignment)
    raise UsageError(f"--lms-worksheet: {lms} has no grade file to fill",
                     fix="--lms-worksheet takes Moodle's grading worksheet or Canvas's gradebook export.")


def not_in_sheet_csv(rows: list) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(("student", "name", "platform_id", "grade", "comment"))
    for row in rows:
        w.writerow((row.student, row.name, row.key, row.grade_text, row.comment))
    return buf.getvalue()


def _plain(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def worksheet_copy_name(lms: str, given: Path) -> str:
    """Where ``grader grade`` keeps the given file in OUT (every rewrite starts from it)."""
    return f"{lms}-worksheet-given{given.suffix or '.csv'}"
