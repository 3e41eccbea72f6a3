"""Moodle (assignment activity): "Download all submissions" in, offline grading worksheet and
feedback-files zip out.

**Download.** Each file of a submission is named after the participant, as
``Full Name_<participant id>_assignsubmission_file_<file>``; with "Download submissions in
folders" the first part is a folder, ``Full Name_<participant id>_assignsubmission_file_/<file>``.
The participant id is the assignment's own id for the student (the worksheet's ``Participant N``):
stable across downloads. Moodle splits the name at ``_`` from the left, so a full name holding
``_`` breaks Moodle's own re-import; here the id is taken from the right, so it does not.

**Grades.** The offline grading worksheet (assignfeedback_offline) is a CSV whose ``Identifier``
column (``Participant N``) picks the student, ``Grade`` the grade (on the assignment's maximum),
``Last modified (grade)`` when it was given (Moodle's import needs the three columns; it skips a
row older than the grade Moodle holds), and ``Feedback comments`` the comment (when the comments
feedback type is on). The other columns are those of Moodle's own download, read as information.
Moodle's import finds the columns by the importing user's language strings: ``--lms-lang`` writes
the headers, the identifiers' ``Participant`` prefix and the status words as a site in that
language does (worksheet.MOODLE_STRINGS); ``--lms-worksheet`` fills the worksheet Moodle itself
gave instead (worksheet.py).

**Feedback files.** "Upload multiple feedback files in a zip" matches each file by the same
``Full Name_<participant id>_assignsubmission_file_`` prefix (folder or file-name form).
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from pathlib import Path, PurePosixPath

from .identity import Found

PLATFORM = "moodle"
_PART = re.compile(r"^(?P<name>.+)_(?P<pid>\d+)_assign(?:submission|feedback)_(?P<plugin>[a-z0-9]+)_(?P<rest>.*)$",
                   re.DOTALL)

WORKSHEET_COLUMNS = ("Identifier", "Full name", "Email address", "Status", "Grade", "Maximum Grade",
                     "Grade can be changed", "Last modified (submission)", "Last modified (grade)",
                     "Feedback comments")


def parse(rel: PurePosixPath) -> Found | None:
    """The participant in a path of a Moodle download, or None when the path is not Moodle's."""
    for i, part in enumerate(rel.parts):
        m = _PART.match(part)
        if m is None:
            continue
        if i == len(rel.parts) - 1 and not m["rest"]:
            continue  # a file named like a folder, with nothing after the prefix
        prefix = part if i < len(rel.parts) - 1 else part[: len(part) - len(m["rest"])]
        return Found(PLATFORM, m["pid"], m["name"].strip(), prefix=prefix)
    return None


def identifier(key: str, lms_lang: str = "en") -> str:
    """The worksheet's Identifier: ``get_string('hiddenuser', 'assign')`` and the participant id."""
    from .worksheet import MOODLE_STRINGS

    return f"{MOODLE_STRINGS[lms_lang]['hiddenuser']}{key}"


def key_of(value: str) -> str:
    """A roster cell as the participant id: "Participant 1234", "1234"."""
    digits = re.sub(r"\D", "", value or "")
    return digits


def write_grades(rows: list, path: Path, *, points: float, lang: str, lms_lang: str | None = None) -> list[Path]:
    """The worksheet (``path``) and, beside it, the feedback-files zip. ``lms_lang``: the Moodle
    site's language (en, pt_br, pt, es; default: English headers). The worksheet Moodle itself gave
    is filled by grader.submissions.export instead (``--lms-worksheet``)."""
    from ..core.files import write_atomic
    from .worksheet import MOODLE_STRINGS, moodle_header, strtotime_utc

    # Moodle skips a row whose "Last modified (grade)" is older than the grade it holds (unless the
    # upload form says otherwise): the time these grades were written, in a form PHP's strtotime reads
    graded_at = strtotime_utc()
    strings = MOODLE_STRINGS[lms_lang or "en"]
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(moodle_header(lms_lang) if lms_lang else WORKSHEET_COLUMNS)
    for row in rows:
        if not row.key:
            continue  # no participant id known (a roster row without one): nothing Moodle can match
        if lms_lang:
            status = strings["submissionstatus_new" if row.grade is None else "submissionstatus_submitted"]
        else:
            status = ("Nenhum envio" if lang == "pt" else "No submission") if row.grade is None else (
                "Enviado para avaliação" if lang == "pt" else "Submitted for grading")
        writer.writerow((identifier(row.key, lms_lang or "en"), row.name, row.email, status,
                         "" if row.grade is None else row.grade_text, _num(points), strings["yes"], "",
                         "" if row.grade is None else graded_at, row.comment))
    write_atomic(path, buf.getvalue())
    return [path, write_feedback(rows, path)]


def write_feedback(rows: list, path: Path) -> Path:
    """``moodle-feedback.zip`` beside ``path``: "Upload multiple feedback files in a zip"."""
    feedback = path.with_name("moodle-feedback.zip")
    _write_feedback_zip(rows, feedback)
    return feedback


def _write_feedback_zip(rows: list, target: Path) -> None:
    """One report per graded student, under the student's download folder name."""
    tmp = target.with_name(f".grader-{target.name}.tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as archive:
        for row in rows:
            if row.grade is None or not row.key or row.report is None or not row.report.is_file():
                continue
            name = row.name.replace("_", " ").replace("/", " ").strip() or "Participante"
            folder = f"{name}_{row.key}_assignsubmission_file_"
            archive.writestr(f"{folder}/{row.report_name}", row.report.read_bytes())
    tmp.replace(target)


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")
