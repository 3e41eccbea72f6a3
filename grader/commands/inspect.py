"""``grader inspect``: what the grader finds in one notebook, and where; no model is loaded.

Each answer with the cell it was found in and how (the answer cell, text added to the question
cell, a heading, a cell holding several answers), the other places that held one and any doubt;
each run with its parameters, samples and source (the course helper's record, printed text, ...);
and what could not be placed, and why. ``--json`` prints one object on stdout: ``answers``
(question id -> ``{"text", "found_in", ...}``), ``runs`` (run id -> ``{"samples", "params",
"source", ...}``), ``unplaced`` (a list), ``problems`` and ``notes``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def run(*, notebook: Path, activity: str, as_json: bool = False) -> int:
    """Exit 0 once the notebook was read (what is missing is data, not an error); 2 when the
    notebook or the activity cannot be read."""
    from ..errors import UsageError
    from ..notebook_file import NotebookFileError, load
    from ..specs import activity_path, load_activity

    spec = load_activity(activity_path(activity))
    try:
        loaded = load(notebook)
    except NotebookFileError as exc:
        raise UsageError(f"{notebook}: {exc}", fix="Pass the .ipynb file the student submitted.") from exc
    found = inspect_notebook(loaded.nb, spec, notes=tuple(loaded.notes))
    if as_json:
        sys.stdout.write(json.dumps({"notebook": str(notebook), **found}, ensure_ascii=False, default=str) + "\n")
    else:
        sys.stdout.write(render_text(found, str(notebook)))
    return 0


def inspect_notebook(nb: Any, spec: Any, *, notes: tuple[str, ...] = ()) -> dict[str, Any]:
    """What :func:`grader.reading.read` finds (the reading layer's one entry point)."""
    from ..reading import read

    return read(nb, spec, notes=notes)


def _short(text: str, n: int = 100) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= n else flat[: n - 1] + "…"


def _cell(index: Any, cell_id: Any) -> str:
    return f"cell {index}" + (f" (id {cell_id})" if cell_id else "")


def render_text(found: dict[str, Any], notebook: str) -> str:
    lines = [f"{notebook} — activity {found['activity']}", "", "Answers"]
    for qid, ans in found["answers"].items():
        if not ans["text"]:
            lines.append(f"  {qid:5} not found")
            continue
        where = ans["found_in"].get("description") or _cell(ans["found_in"]["cell_index"], ans["found_in"]["cell_id"])
        lines.append(f"  {qid:5} {where}")
        lines.append(f"        {_short(ans['text'])!r}")
        if ans["doubt"]:
            lines.append(f"        needs review: {ans['doubt'].replace('_', ' ')}")
        for alt in ans["alternatives"]:
            lines.append(f"        also in {alt['found_in'].get('description')}: {_short(alt['text'], 70)!r}")
    lines += ["", "Runs"]
    if not found["runs"]:
        lines.append("  (none found)")
    for rid, view in found["runs"].items():
        cells = ", ".join(_cell(c["cell_index"], c["cell_id"]) for c in view["cells"])
        n = len(view["samples"])
        how = "found by content" if view.get("found_by") == "content" else view["source"]
        lines.append(f"  {rid:5} {how}, {cells}, {view['params']['describe']}, "
                     f"{n} sample{'s' if n != 1 else ''}")
        wheres = list(dict.fromkeys(d["found"] for d in view.get("details", ()) if d.get("found")))
        for where in wheres[:2]:
            lines.append(f"        read from {where}")
        for text in view["samples"][:3]:
            lines.append(f"        {_short(text)!r}")
        if n > 3:
            lines.append(f"        … {n - 3} more")
    lines += ["", "Could not place"]
    if not found["unplaced"]:
        lines.append("  (nothing)")
    for item in found["unplaced"]:
        what = item.get("question") or item.get("run") or (
            _cell(item["cell_index"], item.get("cell_id")) if item.get("cell_index") is not None else item.get("kind"))
        text = f": {_short(item['text'], 70)!r}" if item.get("text") else ""
        lines.append(f"  - {what}: {item.get('why', '')}{text}")
    for title, key in (("Problems", "problems"), ("Notes", "notes")):
        if found[key]:
            lines += ["", title] + [f"  - {p}" for p in found[key]]
    return "\n".join(lines) + "\n"
