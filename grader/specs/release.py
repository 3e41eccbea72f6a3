"""The student starter, produced from the instructor's solution notebook (never edited by hand).

What changes from solution to starter (the conventions of nbgrader's ``### BEGIN SOLUTION`` and
otter's ``# SOLUTION``):

- answer cells (tagged ``answer-*``) get the placeholder ``_Sua resposta aqui._``;
- in code cells, lines between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` are removed, a
  line ending in ``# SOLUTION`` is removed, and ``# STARTER: <code>`` becomes ``<code>`` (what the
  student starts from where the solution differs);
- cells tagged ``solution-only`` and papermill's injected-parameters cell are removed;
- outputs, execution counts and execution metadata are cleared; tags, questions and the
  notebook's ``grader`` metadata stay.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import nbformat

PLACEHOLDER = "_Sua resposta aqui._"
_BEGIN = re.compile(r"^\s*###\s*BEGIN SOLUTION\s*$")
_END = re.compile(r"^\s*###\s*END SOLUTION\s*$")
_LINE = re.compile(r"#\s*SOLUTION\s*$")
_STARTER = re.compile(r"^(\s*)#\s*STARTER:\s?(.*)$")
_DROP_TAGS = {"solution-only", "injected-parameters"}
_NOTEBOOK_KEYS = ("grader", "kernelspec")


class ReleaseError(ValueError):
    """The solution notebook cannot be turned into a starter; the message says where."""


def strip_code(source: str, where: str = "") -> str:
    out, inside = [], False
    for n, line in enumerate(source.split("\n"), 1):
        if _BEGIN.match(line):
            if inside:
                raise ReleaseError(f"{where}line {n}: BEGIN SOLUTION inside another solution block")
            inside = True
            continue
        if _END.match(line):
            if not inside:
                raise ReleaseError(f"{where}line {n}: END SOLUTION without BEGIN SOLUTION")
            inside = False
            continue
        if inside or _LINE.search(line):
            continue
        starter = _STARTER.match(line)
        out.append(starter.group(1) + starter.group(2) if starter else line)
    if inside:
        raise ReleaseError(f"{where}BEGIN SOLUTION without END SOLUTION")
    return "\n".join(out).rstrip("\n")


def starter_from(solution: Any) -> Any:
    nb = copy.deepcopy(solution)
    cells = []
    for i, cell in enumerate(nb.cells):
        tags = list(cell.get("metadata", {}).get("tags", []))
        if _DROP_TAGS & set(tags):
            continue
        cell.metadata = {"tags": tags} if tags else {}
        if cell.cell_type == "code":
            cell.source = strip_code(cell.source, f"cell {i} ({', '.join(tags) or 'untagged'}): ")
            cell.outputs = []
            cell.execution_count = None
        elif cell.cell_type == "markdown" and any(t.startswith("answer-") for t in tags):
            cell.source = PLACEHOLDER
        cell.pop("attachments", None) if cell.cell_type == "markdown" and any(
            t.startswith("answer-") for t in tags) else None
        cells.append(cell)
    nb.cells = cells
    nb.metadata = {k: nb.metadata[k] for k in _NOTEBOOK_KEYS if k in nb.metadata}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def release(solution: Path, starter: Path, *, check: bool = False) -> bool:
    """Write (or, with ``check``, compare) the starter. Returns True when the file on disk is (now)
    what the solution gives."""
    nb = nbformat.read(str(solution), as_version=4)
    if not nb.metadata.get("grader", {}).get("activity"):
        raise ReleaseError(f"{solution}: the notebook metadata has no grader.activity")
    text = nbformat.writes(starter_from(nb)) + "\n"
    current = starter.read_text(encoding="utf-8") if starter.is_file() else None
    if check:
        return current == text
    if current != text:
        tmp = starter.with_suffix(".ipynb.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(starter)
    return True
