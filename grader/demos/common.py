"""What every demo class is made of: the starter executed under fixed seeds, then one notebook per
student with answers written from that student's own outputs (and, for some, outputs edited the
way a student might)."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import nbformat

from ..core.records import GENERATION_MIME
from ..specs.schema import ActivitySpec

Writer = Callable[[ActivitySpec, dict[str, str]], dict[str, str]]


@dataclass(frozen=True)
class Student:
    which: int  # which executed notebook (index into the demo's SETUPS)
    answers: Writer  # (activity, outputs) -> {question id: answer}
    edit: Callable[[Any], None] | None = None  # what the student did to the notebook's outputs


def seeded(seed: int) -> Callable[[Any], None]:
    """A student who fixed a seed in the setup cell."""
    def apply(nb: Any) -> None:
        for cell in nb.cells:
            if "setup" in cell.metadata.get("tags", []):
                cell.source = f"import torch\ntorch.manual_seed({seed})\n" + cell.source
    apply.__name__ = f"seed{seed}"
    return apply


def replace_in_cell(tag: str, old: str, new: str, name: str) -> Callable[[Any], None]:
    """A student who changed the code of one cell."""
    def apply(nb: Any) -> None:
        cell = next(c for c in nb.cells if tag in c.metadata.get("tags", []))
        if old not in cell.source:
            raise ValueError(f"cell {tag!r} of the starter no longer contains {old!r}")
        cell.source = cell.source.replace(old, new)
    apply.__name__ = name
    return apply


def prepared_copy(starter: Path, changes: list[Callable[[Any], None]], dest: Path) -> Path:
    """The starter as one student set it up before running it."""
    nb = nbformat.read(str(starter), as_version=4)
    for change in changes:
        change(nb)
    dest.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(dest))
    return dest


def outputs_of(nb: Any, act: ActivitySpec | None = None) -> dict[str, str]:
    """Run id -> generated text (the last record of each run); the samples of a multi-sample
    run also as ``SC.1``, ``SC.2``… in order."""
    found: dict[str, str] = {}
    counts: dict[str, int] = {}
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            rec = out.get("data", {}).get(GENERATION_MIME)
            if isinstance(rec, dict) and rec.get("run"):
                run = rec["run"]
                found[run] = rec["text"]
                if act is not None and run in act.runs and act.runs[run].samples:
                    counts[run] = counts.get(run, 0) + 1
                    found[f"{run}.{counts[run]}"] = rec["text"]
    return found


def edit_output(nb: Any, run: str, edit: Callable[[str], str], which: int | None = None) -> None:
    """Edits a run's generated text (every record of the run, or only the ``which``-th from 0)
    everywhere it appears: the record and the printed stream."""
    seen = 0
    for cell in nb.cells:
        outs = cell.get("outputs", [])
        recs = [o for o in outs if isinstance(o.get("data", {}).get(GENERATION_MIME), dict)
                and o["data"][GENERATION_MIME].get("run") == run]
        for rec_out in recs:
            index, seen = seen, seen + 1
            if which is not None and index != which:
                continue
            rec = rec_out["data"][GENERATION_MIME]
            old = rec["text"]
            rec["text"] = edit(old)
            rec.pop("token_ids", None)
            for o in outs:
                if o.get("output_type") == "stream" and old:
                    o["text"] = o["text"].replace(old, rec["text"], 1 if which is not None else -1)


def blockquote(text: str) -> str:
    """An output pasted into a markdown answer as a quote, line by line."""
    return "\n".join(f"> {line}".rstrip() for line in text.strip().split("\n"))


def write_answers(nb: Any, act: ActivitySpec, answers: dict[str, str]) -> Any:
    nb = copy.deepcopy(nb)
    cells = {q.cell: q.id for q in act.questions}
    for cell in nb.cells:
        for tag in cell.metadata.get("tags", []):
            if tag in cells and cells[tag] in answers:
                cell.source = answers[cells[tag]]
    return nb


def build_student(executed: Path, act: ActivitySpec, student: Student, dest: Path) -> Path:
    nb = nbformat.read(str(executed), as_version=4)
    if student.edit is not None:
        student.edit(nb)
    nb = write_answers(nb, act, student.answers(act, outputs_of(nb, act)))
    dest.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(dest))
    return dest
