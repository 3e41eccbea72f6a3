"""What a platform's naming says about one file (:class:`Found`), and the helpers the platform
modules share: name folding (accents, case, spacing) and file-safe student ids."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True)
class Found:
    """One notebook's identity as its platform named it.

    ``key``: the platform's own id for the student (Moodle participant id, Canvas user id, GitHub
    username, Classroom name): the same across downloads of the assignment. ``version``: a later
    attempt numbers higher (Canvas's ``-1``, ``-2`` on a resubmitted file name); ``prefix``: what
    the platform needs to match a returned file to the student (Moodle's folder name)."""

    platform: str
    key: str
    name: str
    late: bool = False
    version: int = 0
    prefix: str = ""
    submission_id: str = ""


def fold(text: str) -> str:
    """Accents, case and spacing removed: "  José  da Silva" -> "jose da silva"."""
    plain = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def squash(text: str) -> str:
    """Only letters and digits, folded: how Canvas writes a name in its file names."""
    return re.sub(r"[^0-9a-z]", "", fold(text))


def safe_id(text: str) -> str:
    """A student id that is a safe file name on every system: letters, digits, ``.``, ``_``, ``-``
    (accents folded, anything else becomes ``-``); never empty, never starting with a dot."""
    plain = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    cleaned = re.sub(r"[^A-Za-z0-9._-]+", "-", plain).strip("-.")
    return cleaned[:80] or "sem-nome"
