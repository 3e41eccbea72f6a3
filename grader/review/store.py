"""The review store: ``OUT/review.sqlite``, every decision a reviewer (or an imported overrides
file) made, append-only.

* **One row per decision** (``decisions``): student, criterion, the points and comment set, who
  and when, the value it replaced (the previous decision's, or the grader's own points), the
  item's version (1, 2, ... per student and criterion) and a hash of the grader's evidence for the
  criterion when the decision was made. Rows are never changed or deleted (triggers refuse it):
  the table is the audit trail, and the current decision of an item is its highest version.
* **Optimistic version check.** A decision names the version it was made on; when another
  reviewer decided the item in between, it is refused with theirs (:class:`StaleVersion`).
* **Claims** (``claims``): the queue hands an item to one reviewer session for a few minutes, so
  two reviewers working through the same queue get different items.
* **Evidence changed.** A decision whose evidence hash differs from the criterion's evidence in
  the current results (a re-grade changed it) is *stale*: not applied, and back in the queue.

SQLite in WAL mode with ``synchronous=FULL``: a committed decision survives a kill; readers never
block the writer; several ``grader review`` processes on the same folder are safe.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import sqlite3
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

DB_NAME = "review.sqlite"
CLAIM_SECONDS = 600.0  # how long the queue keeps an item for the reviewer it handed it to

SCHEMA = """
CREATE TABLE IF NOT EXISTS decisions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    student TEXT NOT NULL,
    criterion TEXT NOT NULL,
    version INTEGER NOT NULL,
    points REAL NOT NULL,
    comment TEXT NOT NULL DEFAULT '',
    reviewer TEXT NOT NULL,
    decided_at TEXT NOT NULL,
    previous_points REAL,
    previous_comment TEXT,
    previous_reviewer TEXT,
    grader_points REAL,
    grader_status TEXT,
    evidence_hash TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT 'review',
    UNIQUE (student, criterion, version)
);
CREATE TRIGGER IF NOT EXISTS decisions_no_update BEFORE UPDATE ON decisions
BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
CREATE TRIGGER IF NOT EXISTS decisions_no_delete BEFORE DELETE ON decisions
BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
CREATE TABLE IF NOT EXISTS claims (
    student TEXT NOT NULL,
    criterion TEXT NOT NULL,
    session TEXT NOT NULL,
    reviewer TEXT NOT NULL,
    until REAL NOT NULL,
    PRIMARY KEY (student, criterion)
);
"""


@dataclass(frozen=True)
class Decision:
    id: int
    student: str
    criterion: str
    version: int
    points: float
    comment: str
    reviewer: str
    decided_at: str
    previous_points: float | None
    previous_comment: str | None
    previous_reviewer: str | None
    grader_points: float | None
    grader_status: str | None
    evidence_hash: str
    source: str


class StaleVersion(Exception):
    """The item was decided by someone else since the reviewer's view: ``current`` is theirs."""

    def __init__(self, current: Decision | None, expected: int) -> None:
        self.current, self.expected = current, expected
        super().__init__(f"version {expected} is stale; the item is at version {current.version if current else 0}")


def evidence_hash(crit: Any) -> str:
    """What a decision was made on: the grader's status, points and evidence for the criterion
    (not its message, which changes with the feedback language)."""
    from ..output.gradebook import _normalise

    status = crit.status.value if hasattr(crit.status, "value") else str(crit.status)
    payload = {"status": status, "points": crit.points, "max": crit.max_points, "evidence": crit.evidence}
    text = json.dumps(_normalise(payload), sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def now_iso() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


class ReviewStore:
    """``OUT/review.sqlite``. Every call opens its own connection and short transaction, so the
    store is safe from any thread or process (SQLite's locking, with a busy timeout)."""

    def __init__(self, out: Path | str) -> None:
        self.path = Path(out) / DB_NAME
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.executescript(SCHEMA)

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=30.0, isolation_level=None, check_same_thread=False)
        db.row_factory = sqlite3.Row
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA busy_timeout=30000")
        return _Closing(db)

    # -- reading ---------------------------------------------------------------------------------

    def current(self) -> dict[tuple[str, str], Decision]:
        """The latest decision of every item that has one."""
        with self._connect() as db:
            rows = db.execute(
                "SELECT d.* FROM decisions d JOIN (SELECT student, criterion, MAX(version) AS v FROM decisions "
                "GROUP BY student, criterion) m ON d.student = m.student AND d.criterion = m.criterion "
                "AND d.version = m.v").fetchall()
        return {(r["student"], r["criterion"]): _decision(r) for r in rows}

    def latest(self, student: str, criterion: str) -> Decision | None:
        with self._connect() as db:
            row = db.execute("SELECT * FROM decisions WHERE student = ? AND criterion = ? ORDER BY version DESC "
                             "LIMIT 1", (student, criterion)).fetchone()
        return _decision(row) if row else None

    def history(self, student: str, criterion: str) -> list[Decision]:
        with self._connect() as db:
            rows = db.execute("SELECT * FROM decisions WHERE student = ? AND criterion = ? ORDER BY version",
                              (student, criterion)).fetchall()
        return [_decision(r) for r in rows]

    def all_decisions(self) -> list[Decision]:
        with self._connect() as db:
            return [_decision(r) for r in db.execute("SELECT * FROM decisions ORDER BY id").fetchall()]

    # -- deciding ----------------------------------------------------------------------------------

    def decide(self, student: str, criterion: str, *, points: float, comment: str, reviewer: str,
               expected_version: int, evidence: str, grader_points: float | None = None,
               grader_status: str | None = None, source: str = "review") -> Decision:
        """Record a decision made on ``expected_version`` of the item; :class:`StaleVersion` when
        the item has moved on since (nothing is written then)."""
        with self._connect() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                row = db.execute("SELECT * FROM decisions WHERE student = ? AND criterion = ? ORDER BY version DESC "
                                 "LIMIT 1", (student, criterion)).fetchone()
                current = _decision(row) if row else None
                version = current.version if current else 0
                if version != expected_version:
                    raise StaleVersion(current, expected_version)
                prev_points = current.points if current else grader_points
                cur = db.execute(
                    "INSERT INTO decisions (student, criterion, version, points, comment, reviewer, decided_at, "
                    "previous_points, previous_comment, previous_reviewer, grader_points, grader_status, "
                    "evidence_hash, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (student, criterion, version + 1, float(points), comment, reviewer, now_iso(), prev_points,
                     current.comment if current else None, current.reviewer if current else None,
                     grader_points, grader_status, evidence, source))
                db.execute("DELETE FROM claims WHERE student = ? AND criterion = ?", (student, criterion))
                new = _decision(db.execute("SELECT * FROM decisions WHERE id = ?", (cur.lastrowid,)).fetchone())
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        return new

    # -- the queue ---------------------------------------------------------------------------------

    def claim_next(self, session: str, reviewer: str, candidates: Iterable[tuple[str, str]],
                   seconds: float = CLAIM_SECONDS) -> tuple[str, str] | None:
        """The first candidate no other session holds, now held by ``session`` (its earlier claims
        are given back)."""
        now = time.time()
        with self._connect() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                db.execute("DELETE FROM claims WHERE until < ?", (now,))
                held = {(r["student"], r["criterion"]): r["session"] for r in db.execute("SELECT * FROM claims")}
                chosen = next((item for item in candidates if held.get(item, session) == session), None)
                db.execute("DELETE FROM claims WHERE session = ?", (session,))
                if chosen is not None:
                    db.execute("INSERT OR REPLACE INTO claims VALUES (?, ?, ?, ?, ?)",
                               (*chosen, session, reviewer, now + seconds))
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        return chosen

    def claims(self) -> dict[tuple[str, str], tuple[str, str]]:
        """item -> (session, reviewer) for the claims still running."""
        with self._connect() as db:
            rows = db.execute("SELECT * FROM claims WHERE until >= ?", (time.time(),)).fetchall()
        return {(r["student"], r["criterion"]): (r["session"], r["reviewer"]) for r in rows}

    # -- overrides files -----------------------------------------------------------------------------

    def export_csv(self, decisions: Iterable[Decision]) -> str:
        """The decisions as an overrides CSV (``student,criterion,points,comment``), which
        ``grader grade --overrides`` and ``grader review --import-overrides`` read back."""
        buf = io.StringIO()
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(("student", "criterion", "points", "comment"))
        for d in sorted(decisions, key=lambda d: (d.student, d.criterion)):
            writer.writerow((d.student, d.criterion, f"{d.points:g}", d.comment))
        return buf.getvalue()


class _Closing:
    """A connection used as ``with``: closed at the end (sqlite3's own ``with`` only commits)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        return self.db

    def __exit__(self, *exc: Any) -> None:
        self.db.close()


def _decision(row: sqlite3.Row) -> Decision:
    return Decision(**{k: row[k] for k in row.keys()})
