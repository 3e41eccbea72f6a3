"""GitHub Classroom: the students' repositories in, a grades CSV out.

**Download.** Each student's repository is named ``<assignment>-<github username>`` (GitHub
Classroom's naming; ``gh classroom clone student-repos`` puts them side by side in one folder,
``<assignment>-submissions/``). Usernames and assignment names may both hold ``-``, so the
assignment prefix is the common prefix of the sibling repositories (two or more), or, for one
repository alone, the roster's GitHub usernames tell where the username starts.

**Grades.** GitHub Classroom has no grade import: its own "Download grades" CSV has the columns
below (one row per student repository). The file here has the same columns, so the same sheets and
scripts read it, plus ``feedback`` (the comment naming the report).
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path, PurePosixPath

from .identity import Found

PLATFORM = "github"
COLUMNS = ("assignment_name", "assignment_url", "starter_code_url", "github_username", "roster_identifier",
           "student_repository_name", "student_repository_url", "submission_timestamp", "points_awarded",
           "points_available", "feedback")


def identify(rels: list[PurePosixPath], usernames: set[str] = frozenset()) -> dict[PurePosixPath, Found]:
    """The repository folder, assignment and username of each notebook path that lies in a
    GitHub Classroom repository; paths that do not are left out."""
    for level in range(0, 3):
        folders = sorted({r.parts[level] for r in rels if len(r.parts) > level + 1})
        prefix = _assignment_prefix(folders)
        found: dict[PurePosixPath, Found] = {}
        for r in rels:
            if len(r.parts) <= level + 1:
                continue
            repo = r.parts[level]
            # the roster's usernames first: they settle usernames that share a "name-" start
            user = _by_roster(repo, usernames) or (repo[len(prefix):] if prefix and repo.startswith(prefix) else "")
            if user:
                found[r] = Found(PLATFORM, user.lower(), user, prefix=repo)
        if found:
            return found
    return {}


def _assignment_prefix(folders: list[str]) -> str:
    if len(folders) < 2:
        return ""
    prefix = os.path.commonprefix(folders)
    prefix = prefix[: prefix.rfind("-") + 1]
    if not prefix or any(len(f) == len(prefix) for f in folders):
        return ""
    return prefix


def _by_roster(repo: str, usernames: set[str]) -> str:
    for user in sorted(usernames, key=len, reverse=True):  # the longest username that ends the name
        if repo.lower().endswith("-" + user.lower()):
            return repo[len(repo) - len(user):]
    return ""


def key_of(value: str) -> str:
    return (value or "").strip().lstrip("@").lower()


def write_grades(rows: list, path: Path, *, points: float, lang: str, assignment: str) -> list[Path]:
    from ..core.files import write_atomic

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(COLUMNS)
    for row in rows:
        if not row.key:
            continue
        writer.writerow((assignment, "", "", row.key, row.roster_id, row.prefix, "", "",
                         "" if row.grade is None else row.grade_text, _num(points), row.comment))
    write_atomic(path, buf.getvalue())
    return [path]


def _num(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")
