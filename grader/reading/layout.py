"""What the grader's re-execution teaches about how a notebook prints what it generates.

The re-executed notebook carries the kernel hook's records (:mod:`.hooked`): there, each text a
cell shows is tied to the generate call that made it, hence to its run. The student's submitted
notebook has the same code and prints the same way, only with its own texts (sampling differs
without a seed) and without records. So:

- :func:`learn` reads, for each code cell of the re-executed notebook, the run of each generated
  text the cell shows, in order (its *layout*);
- :func:`apply` reads the submitted notebook's cells with the same code the same way and gives
  the k-th text the run of the k-th, where the printed reading found nothing in that cell and the
  number of texts agrees; each text is the student's own and is still checked against its run;
- a run the submitted notebook's printing gives no text for at all (a shape no reader can undo)
  takes the re-execution's recorded texts, said plainly in the problems.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..core.records import Extraction, Generation
from ..core.textnorm import normalise_for_match
from ..specs.schema import ActivitySpec
from .candidates import Candidate, cell_candidates
from .content import _rest, describe
from .values import SOURCE

__all__ = ["learn", "apply"]


def _cells(nb: Any) -> list[Any]:
    return list(nb.get("cells", []) if isinstance(nb, dict) else getattr(nb, "cells", []))


def _source(cell: Any) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else str(src)


def _shown(i: int, cell: Any, prompts: list[str]) -> list[tuple[Candidate, str]]:
    """The generated-looking texts cell ``i`` shows, in order, each with its continuation."""
    out: list[tuple[Candidate, str]] = []
    seen: set[str] = set()
    for c in cell_candidates(i, cell, prompts):
        split = _rest(c.text, prompts)
        rest = split[1] if split is not None else c.text
        if not rest.strip() or split is None and c.how != "literal":
            continue
        key = normalise_for_match(rest)
        if key not in seen:
            seen.add(key)
            out.append((c, rest))
    return out


def _key(text: str) -> str:
    return normalise_for_match(text).rstrip(".…").rstrip()


def learn(nb: Any, activity: ActivitySpec, generations: dict[str, tuple[Generation, ...]]) -> dict[str, Any]:
    """Cell index (as text) -> {"source", "runs"}: the run of each text the cell shows (None: not a
    recorded call's), for the cells where the hook's records tie at least one."""
    recorded = [(rid, g) for rid, gens in generations.items() for g in gens if "recorded" in (g.extra or {})]
    if not recorded:
        return {}
    prompts = [p for p in {activity.prompt_for(r) for r in activity.runs} if p]
    out: dict[str, Any] = {}
    for i, cell in enumerate(_cells(nb)):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        runs: list[str | None] = []
        for _, rest in _shown(i, cell, prompts):
            key = _key(rest)
            hit = next((rid for rid, g in recorded if g.extra["recorded"]["cell"] <= i + 1 and key and
                        (key == _key(g.text) or len(key) >= 12 and _key(g.text).startswith(key))), None)
            runs.append(hit)
        if any(runs):
            out[str(i)] = {"source": _source(cell), "runs": runs}
    return out


def apply(nb: Any, activity: ActivitySpec, found: dict[str, list[Generation]], reexecuted: Extraction | None,
          problems: list[str], verify: Any = None) -> None:
    """Complete ``found`` (run id -> the submitted notebook's generations) from the re-execution."""
    if reexecuted is None:
        return
    cells = _cells(nb)
    prompts = [p for p in {activity.prompt_for(r) for r in activity.runs} if p]
    had = set(found)
    read_cells = {g.extra.get("cell") for gens in found.values() for g in gens}
    for key, entry in sorted(reexecuted.layout.items(), key=lambda kv: int(kv[0])):
        i = int(key)
        if i >= len(cells) or i + 1 in read_cells or _source(cells[i]) != entry["source"]:
            continue
        shown = _shown(i, cells[i], prompts)
        if len(shown) != len(entry["runs"]):
            continue
        for (c, rest), rid in zip(shown, entry["runs"]):
            if rid is None or rid in had or rid not in activity.runs:
                continue
            spec = activity.params(rid)
            gen = Generation(run_id=rid, prompt=activity.prompt_for(rid) or "", text=rest, params=spec,
                             source=SOURCE, cell_id=c.cell_id, printed=c.text,
                             extra={"placed_by": "layout", "cell": i + 1, "header": "", "found": {
                                 "how": c.how, "mime": c.mime, "output": c.output + 1,
                                 "where": describe(c) + ", tied to its run by the grader's re-execution"}})
            if verify is not None and not verify(gen.prompt, gen.text, gen.params):
                problems.append(f"cell {i + 1}, {describe(c)}: this text is not what run {rid} can generate "
                                "from its prompt; not used")
                continue
            found.setdefault(rid, []).append(replace(gen, extra={**gen.extra, "sample": len(found.get(rid, [])) + 1,
                                                                 "checked_when_read": verify is not None}))
    for rid, gens in reexecuted.generations.items():
        taken = [g for g in gens if "recorded" in (g.extra or {})]
        if rid in found or not taken or rid not in activity.runs:
            continue
        found[rid] = [replace(g, extra={**g.extra, "from_reexecution": True}) for g in taken]
        problems.append(f"run {rid}: no output of this run could be read in the submitted notebook; graded on "
                        "what the grader's re-execution of its code generated (recorded in the kernel)")
