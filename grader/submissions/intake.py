"""From what the instructor downloaded to one notebook per student, each under a stable id.

``grader grade`` hands its paths here first. A path is a notebook, a folder or a zip (a
platform's "download all", as it is or unpacked). Each notebook's identity comes from the
platform's naming (moodle.py, canvas.py, classroom.py, github.py); ``--roster`` maps it to the
course's ids and names. The student's notebook is copied to ``OUT/inbox/<student>.ipynb``
(rewritten only when its bytes change), and that copy is what is graded: the batch store keys
results by that name and the notebook's bytes, so the same student keeps the same id whatever the
download's order or time stamps, and a re-download grades only the notebooks that changed.

Rules, stated where the instructor reads them (``OUT/intake.csv`` and the gradebook):

* **Several notebooks from one student**: the latest attempt is graded (Canvas's resubmission
  number, then the newest modification time in the download, then the file name); the others are
  listed on the student's row (``others``).
* **Roster students with no notebook**: a row with status ``missing``.
* **Files that match no student** (no platform naming, or not on the roster): graded under an id
  from their own name, marked ``unmatched`` and listed; never dropped, never sent to the LMS.
* **Refused entries** (unsafe zip entries, links, oversized files): listed with the reason.

A plain folder of ``<student>.ipynb`` files without a roster is left to the caller as before
(:func:`take_in` returns None): the file name is the student id.
"""

from __future__ import annotations

import json
import zipfile
from dataclasses import asdict, dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from ..core.errors import UsageError
from ..core.files import write_atomic
from . import canvas, classroom, github, moodle
from .archive import ArchiveError, Entry, read_download
from .identity import Found, safe_id
from .roster import Roster, RosterStudent, load_roster

INBOX = "inbox"
MANIFEST = "intake.json"
PARSERS = (moodle.parse, canvas.parse, classroom.parse)
KEY_OF = {"moodle": moodle.key_of, "canvas": canvas.key_of, "github": github.key_of, "classroom": classroom.key_of}


@dataclass
class Submission:
    student: str  # the id graded under: the roster's, else one made from the platform's naming
    name: str
    platform: str  # moodle, canvas, github, classroom, or "" (no platform naming)
    key: str  # the platform's id for the student
    origin: str  # where the graded notebook came from (zip!entry or path)
    status: str = "submitted"  # submitted, late, unmatched
    others: list[str] = field(default_factory=list)  # the student's other notebooks, not graded
    prefix: str = ""  # Moodle's folder name, the GitHub repository
    email: str = ""
    extra: dict[str, str] = field(default_factory=dict)
    reason: str = ""  # why unmatched
    submission_id: str = ""
    keys: dict[str, str] = field(default_factory=dict)  # the roster's ids for every platform (--lms another one)


@dataclass
class Intake:
    platform: str
    submissions: list[Submission]
    missing: list[dict] = field(default_factory=list)  # roster students with no notebook
    refused: list[list[str]] = field(default_factory=list)  # [name, reason]
    notebooks: list[Path] = field(default_factory=list)  # the staged copies, to grade

    def to_json(self) -> dict:
        data = asdict(self)
        data.pop("notebooks")
        return data


def take_in(paths: list[Path], out: Path, *, roster_path: Path | None = None) -> Intake | None:
    entries, refused = _entries(paths)
    outside = Path(out).resolve()  # --out inside the download: its inbox and executed copies are not submissions
    entries = [e for e in entries if not Path(e.origin).is_file() or outside not in Path(e.origin).resolve().parents]
    roster = load_roster(roster_path, KEY_OF) if roster_path else None
    usernames = {s.keys["github"] for s in roster.students if "github" in s.keys} if roster else set()
    found = _identify(entries, usernames)
    has_zip = any(Path(p).is_file() and not str(p).endswith(".ipynb") for p in paths)
    if not found and roster is None and not has_zip:
        # a plain folder of <student>.ipynb: the caller's rules (the file name is the id, as it is;
        # an oversized notebook is an error row there, never a row that silently disappears)
        return None
    return _stage(_group(entries, found, roster), out, refused, roster)


def _entries(paths: list[Path]) -> tuple[list[Entry], list[list[str]]]:
    entries: list[Entry] = []
    refused: list[list[str]] = []
    for p in paths:
        p = Path(p)
        if not p.exists():
            raise UsageError(f"{p}: no such file or folder")
        if p.is_file() and p.suffix == ".ipynb":
            entries.append(Entry(PurePosixPath(p.name), p.read_bytes, p.stat().st_mtime, str(p)))
            continue
        try:
            download = read_download(p)
        except ArchiveError as exc:
            raise UsageError(str(exc), fix="Pass the platform's download (.zip) as it is, or its unpacked folder.")
        entries += download.entries
        refused += [[name, why] for name, why in download.refused]
    return entries, refused


def _identify(entries: list[Entry], usernames: set[str]) -> dict[str, Found]:
    found: dict[str, Found] = {}
    for e in entries:
        for parse in PARSERS:
            hit = parse(e.rel)
            if hit is not None:
                found[e.origin] = hit
                break
    copies = [o for o, f in found.items() if f.platform == classroom.PLATFORM]
    found.update(zip(copies, classroom.settle([found[o] for o in copies])))
    rest = [e for e in entries if e.origin not in found]
    by_rel = github.identify([e.rel for e in rest], usernames)
    for e in rest:
        if e.rel in by_rel:
            found[e.origin] = by_rel[e.rel]
    return found


def _group(entries: list[Entry], found: dict[str, Found], roster: Roster | None):
    """student key -> (identity, roster student, entries, reason); unidentified files by themselves."""
    groups: dict[tuple, dict] = {}
    plain = not found and roster is None  # e.g. a zip of <student>.ipynb: the file name is the id
    for e in entries:
        f = found.get(e.origin)
        student, reason = None, ""
        if plain:
            g = groups.setdefault(("file", safe_id(Path(e.rel.name).stem)),
                                  {"found": None, "student": None, "entries": [], "reason": ""})
            g["entries"].append((e, None))
            continue
        if f is not None and roster is not None:
            student, reason = roster.match(f)
        elif f is None:
            student = roster.match_stem(Path(e.rel.name).stem) if roster is not None else None
            reason = "" if student else "the file name follows no platform's naming" + (
                " and names no roster student" if roster is not None else "")
        if student is not None:
            gkey = ("roster", student.id)
        elif f is not None:
            gkey = (f.platform, f.key)
        else:
            gkey = ("file", e.origin)
        g = groups.setdefault(gkey, {"found": f, "student": student, "entries": [], "reason": reason})
        g["entries"].append((e, f))
    return groups


def _derived_id(f: Found | None, entry: Entry) -> str:
    if f is None:
        return safe_id(Path(entry.rel.name).stem)
    if f.platform == "moodle":
        return safe_id(f"{f.name}-{f.key}").lower()
    if f.platform == "canvas":
        return safe_id(f"{f.name}-{f.key}").lower()
    return safe_id(f.key if f.platform == "github" else f.name).lower()


def _latest(items: list[tuple[Entry, Found | None]]) -> tuple[Entry, Found | None]:
    return max(items, key=lambda it: (it[1].version if it[1] else 0, it[0].mtime, str(it[0].rel)))


def _stage(groups: dict, out: Path, refused: list[list[str]], roster: Roster | None) -> Intake:
    submissions: list[Submission] = []
    ids: set[str] = set()
    platforms: dict[str, int] = {}
    # sorted by the platform's identity, never by the download's order: ids are the same every time;
    # roster students first, so that a file named like a course id never takes that id from its owner
    for gkey in sorted(groups, key=lambda k: (k[0] != "roster", k[0] == "file", k)):
        g = groups[gkey]
        entry, f = _latest(g["entries"])
        student: RosterStudent | None = g["student"]
        sid = safe_id(student.id) if student else _derived_id(f, entry)
        base, n = sid, 2
        while sid in ids:
            sid, n = f"{base}-{n}", n + 1
        ids.add(sid)
        if f is not None:
            platforms[f.platform] = platforms.get(f.platform, 0) + 1
        late = f is not None and f.late
        status = "unmatched" if g["reason"] else ("late" if late else "submitted")
        submissions.append(Submission(
            sid, (student.name if student and student.name else (f.name if f else entry.rel.name)),
            f.platform if f else "", (student.keys.get(f.platform, f.key) if student and f else (f.key if f else "")),
            entry.origin, status, sorted(e.origin for e, _ in g["entries"] if e is not entry),
            f.prefix if f else "", student.email if student else "", dict(student.extra) if student else {},
            g["reason"], f.submission_id if f else "", dict(student.keys) if student else {}))
        submissions[-1]._entry = entry  # type: ignore[attr-defined]
    platform = max(sorted(platforms), key=lambda p: platforms[p]) if platforms else ""
    matched_ids = {gkey[1] for gkey in groups if gkey[0] == "roster"}
    missing = [{"student": safe_id(s.id), "name": s.name, "email": s.email, "key": s.keys.get(platform, ""),
                "keys": dict(s.keys), "extra": dict(s.extra)}
               for s in (roster.students if roster else []) if s.id not in matched_ids]
    intake = Intake(platform, submissions, missing, refused)
    intake.notebooks = _write_inbox(submissions, Path(out) / INBOX)
    return intake


def _write_inbox(submissions: list[Submission], inbox: Path) -> list[Path]:
    inbox.mkdir(parents=True, exist_ok=True)
    paths = []
    for s in submissions:
        target = inbox / f"{s.student}.ipynb"
        try:
            data = s._entry.read()  # type: ignore[attr-defined]
        except (OSError, ArchiveError, zipfile.BadZipFile) as exc:
            data = b""  # graded as an unreadable notebook: an error row that says why
            s.reason = f"could not be read from the download: {exc}"
        if not target.is_file() or target.read_bytes() != data:
            write_atomic(target, data)
        paths.append(target)
    keep = {p.name for p in paths}
    for old in [*inbox.glob("*.ipynb"), *inbox.glob(".grader-*.tmp")]:
        if old.name not in keep:  # a student who is no longer in the download
            old.unlink()
    return paths


def write_manifest(intake: Intake, out: Path, *, lms: str | None, assignment: str,
                   assignment_id: str | None, **export: Any) -> Path:
    """``export``: how the grade file is written (``lms_lang``; ``worksheet``, the platform's own
    file kept in OUT, and ``worksheet_source``, where it came from: grader/submissions/export.py)."""
    data = {**intake.to_json(), "lms": lms, "assignment": assignment, "assignment_id": assignment_id,
            **{k: v for k, v in export.items() if v is not None}}
    path = Path(out) / MANIFEST
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))
    write_atomic(Path(out) / "intake.csv", _intake_csv(intake))
    return path


def read_manifest(out: Path) -> dict | None:
    try:
        return json.loads((Path(out) / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _intake_csv(intake: Intake) -> str:
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(("student", "name", "status", "platform", "platform_id", "file", "others", "reason"))
    for s in intake.submissions:
        w.writerow((s.student, s.name, s.status, s.platform, s.key, s.origin, " | ".join(s.others), s.reason))
    for m in intake.missing:
        w.writerow((m["student"], m["name"], "missing", intake.platform, m["key"], "", "", ""))
    for name, why in intake.refused:
        w.writerow(("", "", "refused", "", "", name, "", why))
    return buf.getvalue()


def describe(intake: Intake) -> list[str]:
    """Lines for the terminal: what was found, and everything that needs the instructor's eye."""
    counts: dict[str, int] = {}
    for s in intake.submissions:
        counts[s.status] = counts.get(s.status, 0) + 1
    lines = [f"download: {intake.platform or 'no platform naming'}; "
             + ", ".join(f"{counts[k]} {k}" for k in ("submitted", "late", "unmatched") if counts.get(k))
             + (f", {len(intake.missing)} missing" if intake.missing else "")]
    for s in intake.submissions:
        if s.status == "unmatched":
            lines.append(f"  unmatched: {s.origin} -> graded as {s.student!r} ({s.reason})")
        if s.others:
            lines.append(f"  {s.student}: graded {s.origin}; also sent (not graded): {', '.join(s.others)}")
    for m in intake.missing:
        lines.append(f"  missing: {m['student']} {m['name']}".rstrip())
    for name, why in intake.refused:
        lines.append(f"  refused: {name} ({why})")
    return lines
