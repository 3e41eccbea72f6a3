"""From a notebook to what the student claims: answers, generations, the code of each run.

Answers are found by :mod:`grader.reading.answers` (tag, question cell, heading, several in one
cell). Generations come from the structured record the course helper attaches to a run cell's
output; when a student bypassed the helper, from the cell's printed text (ANSI codes and rich's
line wrapping undone), with the run's parameters taken from the activity.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..core.records import GENERATION_MIME, DecodingParams, Extraction, Generation
from ..core.textnorm import strip_ansi, unwrap_rich
from ..specs.schema import ActivitySpec
from .answers import PLACEHOLDERS, find_answers  # noqa: F401 - re-exported: answers live there
from .candidates import output_texts
from .cells import cell_source as _source
from .cells import cell_tags as _tags


class NotebookReadError(Exception):
    """The file is not a readable notebook; the message says why in plain words."""


def read_notebook(path: Path) -> Any:
    """The notebook at ``path`` (nbformat 4), read defensively by :mod:`grader.reading.notebook_file`."""
    from .notebook_file import NotebookFileError, load

    try:
        return load(path).nb
    except NotebookFileError as exc:
        raise NotebookReadError(str(exc)) from exc


def _record_generation(data: dict[str, Any], run_id: str, cell_id: str | None, printed: str) -> Generation:
    params = data.get("params") or {}
    dp = DecodingParams(
        do_sample=bool(params.get("do_sample", True)),
        temperature=float(params.get("temperature") or 1.0),
        top_k=params.get("top_k"),
        top_p=float(params.get("top_p") or 1.0),
        max_new_tokens=params.get("max_new_tokens"),
    )
    ids = data.get("token_ids")
    return Generation(
        run_id=str(data.get("run") or run_id), prompt=str(data.get("prompt", "")), text=str(data.get("text", "")),
        params=dp, source="record", cell_id=cell_id,
        token_ids=tuple(int(i) for i in ids) if isinstance(ids, list) else None,
        seed=data.get("seed"), model_name=data.get("model"), dtype=str(data.get("dtype") or "float32"),
        printed=printed, extra={"device": data.get("device"), "versions": data.get("versions")},
    )


def _printed_text(cell: Any) -> str:
    chunks = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream" and out.get("name") == "stdout":
            chunks.append(_source(out) if isinstance(out.get("text"), list) else str(out.get("text", "")))
        elif out.get("output_type") in ("execute_result", "display_data"):
            plain = out.get("data", {}).get("text/plain")
            if plain and GENERATION_MIME not in out.get("data", {}):
                chunks.append(plain if isinstance(plain, str) else "".join(plain))
    return unwrap_rich(strip_ansi("".join(chunks)))


_SEED_RE = re.compile(r"\b(?:torch\.)?(?:manual_seed|set_seed)\(\s*(\d+)\s*\)")


def notebook_seed(nb: Any) -> int | None:
    """A seed the notebook's code fixes (``torch.manual_seed(11)``, ``set_seed(11)``), if any."""
    for cell in nb.cells:
        if cell.get("cell_type") == "code":
            match = _SEED_RE.search(_source(cell))
            if match:
                return int(match.group(1))
    return None


def find_generations(nb: Any, activity: ActivitySpec, problems: list[str] | None = None,
                     unplaced: list[str] | None = None, *,
                     verify: Any = None, unshown: list[str] | None = None
                     ) -> tuple[dict[str, tuple[Generation, ...]], dict[str, str]]:
    """Generations per run: the course helper's records, the printed text of cells tagged with a
    run, then what the notebook's own generation code printed (:mod:`grader.reading.runs`).
    ``unplaced`` receives, for the instructor, each printed output that could not be mapped to a
    run with confidence (into ``problems`` when no list is given). ``verify`` (prompt, text,
    parameters -> bool), when given, checks texts found by content alone (:mod:`grader.reading`).
    ``unshown`` receives the runs the code generates whose output no reader found."""
    problems = problems if problems is not None else []
    unplaced = unplaced if unplaced is not None else problems
    seed = notebook_seed(nb)
    found: dict[str, list[Generation]] = {}
    code: dict[str, str] = {}
    read: set[int] = set()  # cells read through records or run tags
    for index, cell in enumerate(nb.cells):
        if cell.get("cell_type") != "code":
            continue
        run_tags = [t[4:] for t in _tags(cell) if t.startswith("run-") and t[4:] in activity.runs]
        printed = _printed_text(cell)
        records = []
        for out in cell.get("outputs", []):
            data = out.get("data", {}) if isinstance(out, dict) else {}
            rec = data.get(GENERATION_MIME)
            if isinstance(rec, dict):
                try:
                    records.append(_record_generation(rec, run_tags[0] if run_tags else "", cell.get("id"), printed))
                except (TypeError, ValueError) as exc:  # a malformed record is ignored, the print remains
                    problems.append(f"a generation record in cell {cell.get('id')!r} is malformed ({exc}); "
                                    "its printed text was used instead")
        if run_tags or records:
            read.add(index)
        for run in run_tags:
            code[run] = code.get(run, "") + _source(cell)
        for gen in records:
            if gen.run_id in activity.runs:
                if gen.seed is None and seed is not None:
                    gen = replace(gen, seed=seed, extra={**gen.extra, "seed_from": "code"})
                found.setdefault(gen.run_id, []).append(gen)
        if run_tags and not records and printed.strip():
            run = run_tags[0]
            if activity.runs[run].samples:
                # Several samples printed together cannot be told apart reliably: records needed.
                problems.append(f"run {run}: the samples have no generation records (use generate(...)); "
                                "printed text alone cannot be split into samples")
                continue
            prompt = activity.prompt_for(run)
            text = printed.rstrip("\n")
            # The course prints prompt + continuation; the continuation is what was generated.
            text = text[len(prompt):] if text.startswith(prompt) else text
            text = _without_run_label(text, run, activity)
            found.setdefault(run, []).append(Generation(
                run_id=run, prompt=prompt, text=text, params=activity.params(run), source="printed",
                cell_id=cell.get("id"), printed=printed, seed=seed))
    # Runs printed by the student's own code (the course book's generate_text, loops, pipelines).
    from .hooked import with_records
    from .runs import find_runs

    placed = find_runs(nb, activity, skip_cells=read, seed=seed, verify=verify)
    # what the grader's kernel hook recorded of each generate call, where the grader executed it
    placed = with_records(nb, activity, placed, verify=verify)
    for run, gens in placed.generations.items():
        if run in found:  # a record (or a tagged cell) says it better than printed text
            unplaced.append(f"run {run}: {len(gens)} printed output(s) with its configuration in untagged cells "
                            "were not used: the run already has a recorded output")
            continue
        found[run] = list(gens)
    unplaced.extend(placed.unplaced)
    if unshown is not None:
        unshown.extend(placed.unshown)
    return {k: tuple(v) for k, v in found.items()}, code


def extract(nb: Any, activity: ActivitySpec, *, verify: Any = None, reexecuted: Extraction | None = None) -> Extraction:
    """What ``nb`` claims. ``reexecuted``: the extraction of the grader's re-execution of it, whose
    kernel-hook records tell which run each printed text is (:mod:`grader.reading.layout`)."""
    from . import layout

    answers, problems = find_answers(nb, activity)
    unplaced: list[str] = []
    unshown: list[str] = []
    generations, code = find_generations(nb, activity, problems, unplaced, verify=verify, unshown=unshown)
    if reexecuted is not None and (reexecuted.layout or reexecuted.generations):
        found = {k: list(v) for k, v in generations.items()}
        layout.apply(nb, activity, found, reexecuted, unplaced, verify=verify)
        generations = {k: tuple(v) for k, v in found.items()}
    from .declared import declared_samples

    generations = declared_samples(nb, activity, generations, problems)
    # What could not be placed is listed with the problems too, so the report shows it.
    every = "\n\n".join(_source(c) for c in nb.cells if c.get("cell_type") == "code")
    shown = "\n\n".join(t for c in nb.cells if c.get("cell_type") == "code" for _, _, t in output_texts(c))
    return Extraction(generations=generations, answers=answers, run_code=code,
                      problems=tuple(problems + unplaced), unplaced=tuple(unplaced), code=every, shown=shown,
                      unshown=tuple(r for r in unshown if not generations.get(r)),
                      layout=layout.learn(nb, activity, generations))


_PARAM_RE = {
    "temperature": re.compile(r"temperature\s*=\s*([0-9.]+)"),
    "top_p": re.compile(r"top_p\s*=\s*([0-9.]+)"),
    "top_k": re.compile(r"top_k\s*=\s*([0-9]+)"),
}


def params_in_code(source: str) -> dict[str, float]:
    """Decoding parameters written literally in a run cell's code (what the code says it does)."""
    found = {}
    for name, pattern in _PARAM_RE.items():
        match = pattern.search(source)
        if match:
            try:
                found[name] = float(match.group(1))
            except ValueError:
                pass
    return found


def _without_run_label(text: str, run: str, activity: ActivitySpec) -> str:
    """The text a run cell printed, without the run's name the student's code printed in front of
    it ("[ZS]  ...", "FS: ...", "VAR -> ..."): a label is not the model's text."""
    names = [run, *(getattr(activity.runs[run], "aliases", ()) or ())]
    alt = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    m = re.match(rf"[ \t]*(?:\[[ \t]*(?:{alt})[ \t]*\]|\([ \t]*(?:{alt})[ \t]*\)|(?:{alt})[ \t]*(?::|->|=>|→|-|=))[ \t]?",
                 text, re.I)
    return text[m.end():] if m and text[m.end():].strip() else text
