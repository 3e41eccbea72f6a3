"""``grader inspect``: what the grader finds in one notebook, and where; no model is loaded.

Each answer with the cell it was found in and how (the answer cell, text added to the question
cell, a heading, a cell holding several answers), the other places that held one and any doubt;
each run with its parameters, samples and source (the course helper's record, printed text, ...);
and what could not be placed, and why. ``--json`` prints one object on stdout: ``answers``
(question id -> ``{"text", "found_in", ...}``), ``runs`` (run id -> ``{"samples", "params",
"source", ...}``), ``unplaced`` (a list), ``problems`` and ``notes``.

``--blocks`` adds what the readers read, cell by cell: each text cell as rendered for the answer
finder and each output as the run finder sees it (``blocks`` in ``--json``).

``--verify`` loads the model and verifies each run as grading does (issue 31, item 6): each run's
``verification`` lists, per sample, ``how`` it was verified (``exact``, ``modulo presentation``,
``not verified``), the verdict, the verifier's method and its message.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def run(*, notebook: Path, activity: str, as_json: bool = False, verify: bool = False,
        model: str | None = None, blocks: bool = False) -> int:
    """Exit 0 once the notebook was read (what is missing is data, not an error); 2 when the
    notebook or the activity cannot be read."""
    from ..core.errors import UsageError
    from ..reading.notebook_file import NotebookFileError, load
    from ..specs.schema import activity_path, load_activity

    spec = load_activity(activity_path(activity))
    try:
        loaded = load(notebook)
    except NotebookFileError as exc:
        raise UsageError(f"{notebook}: {exc}", fix="Pass the .ipynb file the student submitted.") from exc
    found = inspect_notebook(loaded.nb, spec, notes=tuple(loaded.notes))
    if verify:
        for rid, checks in verified_runs(loaded.nb, spec, model or spec.model).items():
            if rid in found["runs"]:
                found["runs"][rid]["verification"] = checks
    if blocks:
        from ..reading.inspect_view import rendered_blocks

        found["blocks"] = rendered_blocks(loaded.nb)
    if as_json:
        sys.stdout.write(json.dumps({"notebook": str(notebook), **found}, ensure_ascii=False, default=str) + "\n")
    else:
        sys.stdout.write(render_text(found, str(notebook)))
    return 0


def inspect_notebook(nb: Any, spec: Any, *, notes: tuple[str, ...] = ()) -> dict[str, Any]:
    """What :func:`grader.reading.read` finds (the reading layer's one entry point)."""
    from ..reading import read

    return read(nb, spec, notes=notes)


# The verifier's methods, in the words of the promise: how a shown text was matched to the model.
HOW = {"full-pass": "exact", "regenerated": "exact", "permissive": "exact",
       "modulo-presentation": "modulo presentation"}


def verified_runs(nb: Any, spec: Any, model: str) -> dict[str, list[dict[str, Any]]]:
    """Each run's samples verified as grading verifies them (the evidence stage, the real model):
    run id -> one entry per sample with ``how``, ``verdict``, ``method`` and ``message``."""
    from ..core.messages import render
    from ..modelling.models import load_model
    from ..modelling.provenance import Verifier
    from ..reading import evidence
    from ..reading.extract import extract

    runs = evidence.collect(spec, extract(nb, spec), None, Verifier(load_model(model)), model)
    out: dict[str, list[dict[str, Any]]] = {}
    for key, ev in runs.items():
        if ev.generation is None:
            continue
        rid = key.split(".")[0] if key not in spec.runs else key
        res = ev.provenance
        fatal = " ".join(render(p.key, "en", **p.args) for p in ev.problems if p.fatal)
        if res is None:
            entry = {"how": "not verified", "verdict": None, "method": None,
                     "message": fatal or " ".join(render(p.key, "en", **p.args) for p in ev.problems)
                     or "no verification ran"}
        else:
            exact = res.verdict.value == "consistent" and not fatal
            entry = {"how": HOW.get(res.method, res.method) if exact else "not verified",
                     "verdict": res.verdict.value, "method": res.method, "message": fatal or res.message}
        out.setdefault(rid, []).append({"sample": key, **entry})
    return out


_BLOCK_LINES = 40  # lines shown of one block (--json has them all)


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
        if ans["doubt"] == "in_order":
            lines.append("        read by its place in the order of the questions: a deduction on it goes to review")
        elif ans["doubt"] == "named_inline":
            lines.append("        read from a line that names the question: a deduction on it goes to review")
        elif ans["doubt"]:
            lines.append(f"        needs review: {ans['doubt'].replace('_', ' ')}")
        for alt in ans["alternatives"]:
            lines.append(f"        also in {alt['found_in'].get('description')}: {_short(alt['text'], 70)!r}")
    lines += ["", "Runs"]
    if not found["runs"]:
        lines.append("  (none found)")
    for rid, view in found["runs"].items():
        cells = ", ".join(_cell(c["cell_index"], c["cell_id"]) for c in view["cells"])
        n = len(view["samples"])
        how = {"content": "found by content", "hook": "recorded by the grader's kernel hook"}.get(
            view.get("found_by"), view["source"])
        lines.append(f"  {rid:5} {how}, {cells}, {view['params']['describe']}, "
                     f"{n} sample{'s' if n != 1 else ''}")
        wheres = list(dict.fromkeys(d["found"] for d in view.get("details", ()) if d.get("found")))
        for where in wheres[:2]:
            lines.append(f"        read from {where}")
        for call in list(dict.fromkeys(d["recorded"] for d in view.get("details", ()) if d.get("recorded")))[:2]:
            lines.append(f"        generated by {call}")
        for check in view.get("verification", ())[:3]:
            lines.append(f"        verified ({check['sample']}): {check['how']}"
                         + (f" — {_short(check['message'], 90)}" if check["how"] == "not verified" else ""))
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
    if "blocks" in found:
        lines += ["", "What the readers read (text cells rendered, outputs as the run finder sees them)"]
        for block in found["blocks"]:
            where = _cell(block["cell_index"], block["cell_id"])
            if block["cell_type"] == "code":
                head = f"{where}, output {block['output'] + 1} ({block['mime']})"
            else:
                head = f"{where}, {block['cell_type']}" + (", rendered" if block.get("rendered") else "")
            lines.append(f"  [{head}]")
            lines += [f"    | {line}" for line in block["text"].splitlines()[:_BLOCK_LINES]]
            more = len(block["text"].splitlines()) - _BLOCK_LINES
            if more > 0:
                lines.append(f"    | … {more} more lines")
    for title, key in (("Problems", "problems"), ("Notes", "notes")):
        if found[key]:
            lines += ["", title] + [f"  - {p}" for p in found[key]]
    return "\n".join(lines) + "\n"
