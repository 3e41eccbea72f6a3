"""``--roster FILE``: the course's students (CSV), and how a platform's identity maps to them.

Columns (header names are case-insensitive; the Portuguese ones work too):

* ``id`` (or ``student_id``, ``matricula``): the course's id for the student, used for the
  reports and the gradebook. Required, unique.
* ``name`` (``nome``, ``full name``) and ``email`` (``e-mail``, ``email address``): optional.
* One column per platform, holding the platform's id for the student: ``moodle`` (participant
  id, ``1234`` or ``Participant 1234``), ``canvas`` (Canvas user id), ``github`` (username),
  ``classroom`` (the name Classroom shows). Optional: without it, the student is matched by name.
* ``lti`` (or ``lti_user_id``): the student's user id on the platform the scores are posted to by
  LTI 1.3 (``grader publish --lti``; the ``sub`` of the student's launches, NRPS's ``user_id``).
* ``sis_user_id``, ``sis_login_id``, ``section``: copied into Canvas's grade file.

A platform identity is matched by the platform column first, then by name (accents, case and
spacing ignored; for Canvas, the squashed "lastfirst" form too). A name that fits two roster
students matches neither: the file is listed as unmatched with the reason.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

from ..core.errors import UsageError
from .identity import Found, fold, squash

PLATFORMS = ("moodle", "canvas", "github", "classroom", "lti")
_ALIASES = {
    "id": ("id", "student_id", "student id", "matricula", "matrícula", "ra"),
    "name": ("name", "nome", "full name", "full_name", "nome completo"),
    "email": ("email", "e-mail", "email address", "endereço de email"),
    "moodle": ("moodle", "moodle_id", "participant", "identifier"),
    "canvas": ("canvas", "canvas_id", "canvas_user_id"),
    "github": ("github", "github_username"),
    "classroom": ("classroom",),
    "lti": ("lti", "lti_user_id", "lti user id", "lti_id"),
    "sis_user_id": ("sis_user_id", "sis user id"),
    "sis_login_id": ("sis_login_id", "sis login id"),
    "section": ("section", "turma"),
}


@dataclass(frozen=True)
class RosterStudent:
    id: str
    name: str = ""
    email: str = ""
    keys: dict[str, str] = field(default_factory=dict)  # platform -> the platform's id
    extra: dict[str, str] = field(default_factory=dict)  # sis_user_id, sis_login_id, section


@dataclass
class Roster:
    path: Path
    students: list[RosterStudent]

    def match(self, found: Found) -> tuple[RosterStudent | None, str]:
        """The roster student of a platform identity, or None and why not."""
        by_key = [s for s in self.students if s.keys.get(found.platform) == found.key]
        if len(by_key) == 1:
            return by_key[0], ""
        if len(by_key) > 1:
            return None, f"{found.platform} id {found.key} is on {len(by_key)} roster rows"
        wanted = {fold(found.name), squash(found.name)}
        hits = [s for s in self.students if s.name and not s.keys.get(found.platform)
                and wanted & _name_forms(s.name)]
        if found.platform == "github":
            hits = hits or [s for s in self.students if s.email and s.email.split("@")[0].lower() == found.key]
        if len(hits) == 1:
            return hits[0], ""
        if hits:
            return None, f"the name {found.name!r} fits {len(hits)} roster students ({', '.join(s.id for s in hits)})"
        return None, f"no roster student has {found.platform} id {found.key} or the name {found.name!r}"

    def match_stem(self, stem: str) -> RosterStudent | None:
        """A file with no platform naming: its name as a roster id, e-mail or name."""
        wanted = fold(stem)
        for test in (lambda s: fold(s.id) == wanted, lambda s: s.email and fold(s.email.split("@")[0]) == wanted,
                     lambda s: s.name and (wanted in _name_forms(s.name) or squash(stem) in _name_forms(s.name))):
            hits = [s for s in self.students if test(s)]
            if len(hits) == 1:
                return hits[0]
        return None


def _name_forms(name: str) -> set[str]:
    words = fold(name).split()
    forms = {" ".join(words), "".join(words)}
    if len(words) > 1:
        forms.add("".join(words[-1:] + words[:-1]))  # Canvas: "Silva, Ana" -> "silvaana"
    return forms


def load_roster(path: Path, key_of: dict) -> Roster:
    """``key_of``: platform -> how its column's cells become that platform's id."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"--roster {path}: cannot be read ({exc})",
                         fix="Pass a CSV file saved as UTF-8 with a header row.") from exc
    sample = text[:4096]
    try:
        dialect = csv.Sniffer().sniff(sample, delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(text.splitlines(), dialect)
    header = next(reader, None)
    if not header:
        raise UsageError(f"--roster {path}: empty", fix="The first row names the columns: id,name,email,...")
    columns: dict[str, int] = {}
    for i, h in enumerate(header):
        for role, names in _ALIASES.items():
            if fold(h) in {fold(n) for n in names} and role not in columns:
                columns[role] = i
    if "id" not in columns:
        raise UsageError(f"--roster {path}: no 'id' column (header: {', '.join(header)})",
                         fix="Name the column with the course's student ids 'id' (or 'student_id', 'matricula').")
    students, seen = [], {}
    for line, row in enumerate(reader, 2):
        if not any(cell.strip() for cell in row):
            continue
        cell = {role: (row[i].strip() if i < len(row) else "") for role, i in columns.items()}
        if not cell["id"]:
            raise UsageError(f"--roster {path}, line {line}: empty id", fix="Give every student an id.")
        if cell["id"] in seen:
            raise UsageError(f"--roster {path}, line {line}: id {cell['id']!r} already on line {seen[cell['id']]}",
                             fix="Each student once; ids unique.")
        seen[cell["id"]] = line
        keys = {p: key_of.get(p, str.strip)(cell[p]) for p in PLATFORMS if cell.get(p)}
        students.append(RosterStudent(cell["id"], cell.get("name", ""), cell.get("email", ""),
                                      {p: k for p, k in keys.items() if k},
                                      {k: cell[k] for k in ("sis_user_id", "sis_login_id", "section") if cell.get(k)}))
    return Roster(Path(path), students)
