"""From the grader's results and the instructor's decisions to the files of a results folder.

Shared by ``grader grade`` (after grading) and ``grader review`` (after each decision): the
results as graded (``OUT/submissions/<student>.json``) plus the overrides file given to
``grade --overrides`` plus the review store's current decisions (a decision wins over the file
for the same student and criterion) give the adjusted results, from which ``results.json``,
``gradebook.csv``, ``lms.csv``, ``summary.html`` and the changed reports are written, each
atomically, results.json first.

``OUT/class.json`` keeps what ``grade`` used for the class pages that cannot be computed again
without the model (the integrity flags, which need the grader's re-runs), the ``--lms-scale``
and the ``--overrides`` entries, so that ``grader review`` rewrites the same files the same way.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterator

from ..core.records import Result
from ..output.overrides import Override, Overrides, apply_overrides
from .store import DB_NAME, Decision, ReviewStore, evidence_hash

CLASS_FILE = "class.json"
LOCK_FILE = ".review.lock"


@dataclass
class Adjusted:
    results: list[Result]
    warnings: list[str] = field(default_factory=list)
    # decisions not applied because the grader's evidence for the criterion changed since
    stale: dict[tuple[str, str], Decision] = field(default_factory=dict)
    applied: dict[tuple[str, str], Decision] = field(default_factory=dict)


def adjust(base: list[Result], rubric: Any, out: Path, *, file_overrides: Overrides | None = None,
           decisions: dict[tuple[str, str], Decision] | None = None) -> Adjusted:
    """``base`` (the results as graded) with the overrides file and the review store's current
    decisions applied (``decisions``: already read; default: read from ``OUT/review.sqlite`` when
    it exists). A decision made on other evidence than the criterion's now is not applied."""
    from ..output.overrides import apply_all

    if decisions is None:
        decisions = ReviewStore(out).current() if (Path(out) / DB_NAME).is_file() else {}
    crits = {(r.student, c.criterion_id): c for r in base for c in r.criteria}
    applied, stale = {}, {}
    for key, d in decisions.items():
        crit = crits.get(key)
        if crit is None:
            continue  # a student or criterion no longer in the batch: kept in the store, not applied
        (applied if d.evidence_hash == evidence_hash(crit) else stale)[key] = d
    results, warnings = list(base), []
    if file_overrides is not None:
        kept = tuple(o for o in file_overrides.entries if (o.student, o.criterion) not in applied)
        results, warnings = apply_all(results, Overrides(file_overrides.path, kept), rubric)
    if applied:
        store_overrides = Overrides(str(Path(out) / DB_NAME), tuple(
            Override(d.student, d.criterion, d.points, d.comment,
                     f"decision {d.id} (version {d.version}) by {d.reviewer}, {d.decided_at}")
            for d in applied.values()))
        results = [apply_overrides(r, store_overrides, rubric) for r in results]
    for (student, criterion), d in sorted(stale.items()):
        warnings.append(f"review: {student}/{criterion}: the grader's evidence changed since {d.reviewer} decided "
                        f"{d.points:g} points ({d.decided_at}); decision not applied, the item is back in the "
                        f"review queue")
    return Adjusted(results, warnings, stale, applied)


# -- what grade used for the class pages ------------------------------------------------------------


def write_class_file(out: Path, *, flags: list, lms_scale: float | None, file_overrides: Overrides | None) -> None:
    from ..core.files import write_atomic

    data = {"lms_scale": lms_scale, "integrity_flags": [asdict(f) for f in flags],
            "overrides": None if file_overrides is None else {
                "path": file_overrides.path, "entries": [asdict(o) for o in file_overrides.entries]}}
    write_atomic(Path(out) / CLASS_FILE, json.dumps(data, ensure_ascii=False, indent=1))


def read_class_file(out: Path) -> dict[str, Any]:
    try:
        return json.loads((Path(out) / CLASS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def class_overrides(info: dict[str, Any]) -> Overrides | None:
    data = info.get("overrides")
    if not data:
        return None
    return Overrides(data["path"], tuple(Override(**e) for e in data["entries"]))


def write_class_pages(out: Path, results: list[Result], activity: Any, *, flags: list | None,
                      lms_scale: float | None, lang: str | None = None) -> None:
    """summary.html (when the integrity flags are known) and lms.csv, from the final results."""
    from ..core.files import write_atomic
    from ..output.lms import write_lms_csv
    from ..output.summary import render_summary, repetition_by_run

    if flags is not None:
        lang = lang or (results[0].lang if results else "pt")
        measures = {r.student: repetition_by_run({run: (v["text"], v.get("seed")) for run, v in r.outputs.items()})
                    for r in results}
        write_atomic(Path(out) / "summary.html", render_summary(results, activity, lang=lang, integrity_flags=flags,
                                                                measures=measures))
    write_lms_csv(results, Path(out) / "lms.csv", scale=lms_scale)
    from ..submissions.export import write_lms_files

    write_lms_files(Path(out), results, scale=lms_scale, lang=lang)  # grader grade --lms: the platform's file


# -- a results folder, as grader review sees it ---------------------------------------------------


@dataclass
class Batch:
    out: Path
    base: list[Result]  # as graded, sorted by student
    activity: Any
    rubric: Any
    info: dict[str, Any]

    def result(self, student: str) -> Result | None:
        return next((r for r in self.base if r.student == student), None)


def load_batch(out: Path) -> Batch:
    """The results as graded: ``OUT/submissions/<student>.json`` for each row of results.json
    (results.json's own row when a submission's file is missing)."""
    from ..grading.batch import ResultStore, read_results, result_from_dict
    from ..grading.pipeline import load_specs

    out = Path(out)
    rows = read_results(out)
    store = ResultStore(out)
    base = []
    for row in rows:
        try:
            data = json.loads(store.path(row["student"]).read_text(encoding="utf-8"))["result"]
        except (OSError, ValueError, KeyError):
            data = row
        base.append(result_from_dict(data))
    base.sort(key=lambda r: r.student)
    activity, rubric = load_specs(base[0].activity)
    return Batch(out, base, activity, rubric, read_class_file(out))


@contextmanager
def folder_lock(out: Path) -> Iterator[None]:
    """One writer at a time on a results folder, across processes (``grader review`` twice)."""
    import fcntl  # POSIX; imported here so that grade, which shares this module, imports anywhere

    with open(Path(out) / LOCK_FILE, "a+") as fh:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)


def rewrite(batch: Batch, *, students: set[str] | None = None, lms_scale: float | None = None) -> Adjusted:
    """Every output of the folder from the store's current decisions (call under
    :func:`folder_lock`): reports of ``students`` (None: every student), results.json,
    gradebook.csv, lms.csv and summary.html."""
    from ..core.files import write_atomic
    from ..output.gradebook import write_outputs
    from ..output.integrity import IntegrityFlag
    from ..output.report import render_report

    adjusted = adjust(batch.base, batch.rubric, batch.out, file_overrides=class_overrides(batch.info))
    for r in adjusted.results:
        if students is None or r.student in students:
            write_atomic(batch.out / "reports" / f"{r.student}.html", render_report(r, batch.activity))
    write_outputs(adjusted.results, batch.out)
    raw_flags = batch.info.get("integrity_flags")
    flags = None if raw_flags is None else [IntegrityFlag(**f) for f in raw_flags]
    scale = lms_scale if lms_scale is not None else batch.info.get("lms_scale")
    write_class_pages(batch.out, adjusted.results, batch.activity, flags=flags, lms_scale=scale)
    return adjusted
