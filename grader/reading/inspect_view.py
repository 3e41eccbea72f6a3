"""The reading layer's view of one notebook: answers, runs and what could not be placed, with where
each thing is (what ``grader inspect`` prints)."""

from __future__ import annotations

from dataclasses import asdict, is_dataclass
from typing import Any

from .hooked import recorded_where


def inspect_view(nb: Any, spec: Any, *, notes: tuple[str, ...] = (), verify: Any = None) -> dict[str, Any]:
    """What :func:`grader.reading.extract.extract` finds, as plain data, with where each thing is."""
    from .answers import locate_answers
    from .extract import extract

    extraction = extract(nb, spec, verify=verify)
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
    from .answers import location

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
    found_by = list(dict.fromkeys((g.extra or {}).get("placed_by") or g.source for g in gens))
    return {
        "samples": [g.text for g in gens],
        "params": {**asdict(first.params), "describe": first.params.describe()},
        "source": sources[0] if len(sources) == 1 else "mixed",
        "prompt": first.prompt,
        "seed": first.seed,
        "model": first.model_name,
        "cells": [{"cell_index": i, "cell_id": c} for c, i in dict.fromkeys((g.cell_id, _index(g, index_of)) for g in gens)],
        "code": code,
        "found_by": found_by[0] if len(found_by) == 1 else "mixed",
        "details": [{"source": g.source, "cell_id": g.cell_id, "params": g.params.describe(), "seed": g.seed,
                     "found_by": (g.extra or {}).get("placed_by") or g.source, **_found(g), **recorded_where(g)}
                    for g in gens],
    }


def _found(gen: Any) -> dict[str, str]:
    """Where a text found by content was read, and whether the model checked it then."""
    found = (gen.extra or {}).get("found")
    if not found:
        return {}
    checked = (gen.extra or {}).get("checked_when_read")
    return {"found": f"{found.get('where')}" + (", checked against the model" if checked else
                                                 ", not checked against the model here (no model loaded): "
                                                 "checked when graded")}


def _plain(item: Any) -> dict[str, Any]:
    """An unplaced item of any shape (another stage's record) as a JSON-able dict."""
    if isinstance(item, dict):
        return {str(k): v for k, v in item.items()}
    if is_dataclass(item) and not isinstance(item, type):
        return asdict(item)
    if isinstance(item, str):  # Extraction.unplaced: printed outputs no run could be given, with why
        return {"kind": "output", "why": item}
    return {"kind": "other", "why": str(item)}


def rendered_blocks(nb: Any) -> list[dict[str, Any]]:
    """What the readers read, cell by cell (issue 31, item 6): a text cell as the answer finder reads
    it (HTML, tables and raw cells rendered, :func:`.render.rendered_cell`), each output of a code cell
    as the run finder reads it (streams merged with their carriage returns applied, ANSI and rich's
    wrapping undone, HTML and markdown displays as text, :func:`.candidates.output_texts`)."""
    from .candidates import output_texts
    from .cells import cell_source
    from .render import rendered_cell

    blocks: list[dict[str, Any]] = []
    for i, cell in enumerate(nb.cells):
        kind = cell.get("cell_type")
        if kind in ("markdown", "raw"):
            shown = rendered_cell(cell)
            blocks.append({"cell_index": i, "cell_id": cell.get("id"), "cell_type": kind,
                           "rendered": cell_source(shown) != cell_source(cell), "text": cell_source(shown)})
        elif kind == "code":
            for j, mime, text in output_texts(cell):
                blocks.append({"cell_index": i, "cell_id": cell.get("id"), "cell_type": "code", "output": j,
                               "mime": mime, "text": text})
    return blocks

