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
from dataclasses import asdict, is_dataclass
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
    """What :func:`grader.extract.extract` finds, as plain data, with where each thing is."""
    from ..answer_finder import locate_answers
    from ..extract import extract

    extraction = extract(nb, spec)
    search = locate_answers(nb, spec)  # the same answers, and what could not be placed
    index_of = {cell.get("id"): i for i, cell in enumerate(nb.cells) if cell.get("id")}
    answers = {qid: _answer(a) for qid, a in extraction.answers.items()}
    runs = {rid: _run(gens, extraction.run_code.get(rid, ""), index_of)
            for rid, gens in extraction.generations.items() if gens}
    extra = [_plain(item) for item in (getattr(extraction, "unplaced", None) or ())]
    unplaced = list(search.unplaced)
    told = {item.get("run") for item in extra}
    for rid in spec.runs:
        if rid in runs or rid in told:
            continue
        if rid in extraction.run_code:
            why = f"the cell tagged run-{rid} has no output the grader can read (no record, no printed text)"
        else:
            why = f"no cell is tagged run-{rid} and no generation record names {rid}"
        unplaced.append({"kind": "run", "run": rid, "why": why})
    return {
        "activity": spec.id,
        "answers": answers,
        "runs": runs,
        "unplaced": unplaced + extra,
        "problems": list(extraction.problems),
        "notes": list(notes),
    }


def _answer(answer: Any) -> dict[str, Any]:
    from ..answer_finder import location

    return {
        "text": answer.text,
        "found_in": location(answer) if answer.text else None,
        "found_by": answer.found_by if answer.text else "missing",
        "doubt": answer.doubt,
        "alternatives": [{"text": a.text, "found_in": location(a)} for a in answer.alternatives],
    }


def _index(gen: Any, index_of: dict[Any, int]) -> int | None:
    """The cell's position (from 0); nbformat 4.0 cells have no id, the run finder knows the place."""
    if gen.cell_id is not None and gen.cell_id in index_of:
        return index_of[gen.cell_id]
    cell = (gen.extra or {}).get("cell")
    return cell - 1 if isinstance(cell, int) else None


def _run(gens: tuple[Any, ...], code: str, index_of: dict[Any, int]) -> dict[str, Any]:
    first = gens[0]
    sources = list(dict.fromkeys(g.source for g in gens))
    return {
        "samples": [g.text for g in gens],
        "params": {**asdict(first.params), "describe": first.params.describe()},
        "source": sources[0] if len(sources) == 1 else "mixed",
        "prompt": first.prompt,
        "seed": first.seed,
        "model": first.model_name,
        "cells": [{"cell_index": i, "cell_id": c} for c, i in dict.fromkeys((g.cell_id, _index(g, index_of)) for g in gens)],
        "code": code,
        "details": [{"source": g.source, "cell_id": g.cell_id, "params": g.params.describe(), "seed": g.seed}
                    for g in gens],
    }


def _plain(item: Any) -> dict[str, Any]:
    """An unplaced item of any shape (another stage's record) as a JSON-able dict."""
    if isinstance(item, dict):
        return {str(k): v for k, v in item.items()}
    if is_dataclass(item) and not isinstance(item, type):
        return asdict(item)
    if isinstance(item, str):  # Extraction.unplaced: printed outputs no run could be given, with why
        return {"kind": "output", "why": item}
    return {"kind": "other", "why": str(item)}


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
        lines.append(f"  {rid:5} {view['source']}, {cells}, {view['params']['describe']}, "
                     f"{n} sample{'s' if n != 1 else ''}")
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
