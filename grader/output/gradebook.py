"""Many results -> gradebook.csv (one row per submission) and results.json (everything)."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ..core.files import write_atomic
from ..core.records import Result


def result_to_dict(result: Result, out: Path | None = None) -> dict[str, Any]:
    """The result as results.json holds it: the same bytes for the same grade, whichever run,
    worker or machine produced it (timings live in ``submissions/*.json``, paths under ``out``
    are relative, floats are rounded to 6 significant digits)."""
    data = asdict(result)
    for crit in data["criteria"]:
        crit["status"] = crit["status"].value if hasattr(crit["status"], "value") else crit["status"]
    data["execution"].pop("seconds", None)
    data["execution"].pop("phases", None)
    executed = data["execution"].get("executed_path")
    if out is not None and executed:
        try:
            data["execution"]["executed_path"] = str(Path(executed).resolve().relative_to(Path(out).resolve()))
        except ValueError:
            pass
    return _normalise(data)


def _normalise(obj: Any) -> Any:
    if isinstance(obj, float):
        return float(f"{obj:.6g}")
    if isinstance(obj, dict):
        return {k: _normalise(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_normalise(v) for v in obj]
    return obj


def gradebook_frame(results: list[Result]) -> Any:
    import pandas as pd

    rows = []
    for r in sorted(results, key=lambda r: r.student):
        row: dict[str, Any] = {"student": r.student, "activity": r.activity, "score": r.score,
                               "max_score": r.max_score, "status": r.status}
        for c in r.criteria:
            if c.max_points or c.criterion_id != "execution":
                row[c.criterion_id] = c.points
        row["isolation"] = r.execution.isolation or "none"  # how the re-run was isolated (grader/running/isolation.py)
        rows.append(row)
    return pd.DataFrame(rows)


def write_outputs(results: list[Result], out: Path) -> tuple[Path, Path]:
    out.mkdir(parents=True, exist_ok=True)
    csv_path, json_path = out / "gradebook.csv", out / "results.json"
    # Both rendered before either is replaced, results first: the gradebook never has a row that
    # results.json lacks.
    from ..submissions.export import decorate_gradebook

    # a platform download's intake: the students' names, their intake status and ``missing`` rows
    csv_text = decorate_gradebook(gradebook_frame(results), out).to_csv(index=False)
    payload = [result_to_dict(r, out) for r in sorted(results, key=lambda r: r.student)]
    write_atomic(json_path, json.dumps(payload, ensure_ascii=False, indent=1, default=str))
    write_atomic(csv_path, csv_text)
    return csv_path, json_path
