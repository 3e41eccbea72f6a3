"""Executes the corpus's base notebooks on the embedded model (slow: minutes each on a CPU).

    .venv/bin/python tests/corpus/execute_bases.py [NAME ...]

Writes tests/data/corpus/base/<name>.ipynb: the executed notebook as a student would have it
(papermill's injected cell and metadata removed; the course-shaped ones as nbformat 4.0 without
tags or cell ids, like the course's Colab notebook). Bases already there are kept unless named.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bases import BASES, MODEL, ROOT  # noqa: E402

OUT = ROOT / "tests" / "data" / "corpus" / "base"


def clean(nb: nbformat.NotebookNode, shape: str) -> dict:
    nb.cells = [c for c in nb.cells if "injected-parameters" not in c.metadata.get("tags", [])]
    nb.metadata.pop("papermill", None)
    for cell in nb.cells:
        cell.metadata.pop("papermill", None)
        cell.metadata.pop("execution", None)
    raw = json.loads(nbformat.writes(nb))
    if shape == "course":  # as the course's Colab notebook: nbformat 4.0, no ids, no tags
        raw["nbformat_minor"] = 0
        for cell in raw["cells"]:
            cell.pop("id", None)
            cell["metadata"].pop("tags", None)
    return raw


def main(names: list[str]) -> int:
    from grader.running.execute import Limits, execute_notebook

    OUT.mkdir(parents=True, exist_ok=True)
    todo = names or [n for n in BASES if not (OUT / f"{n}.ipynb").exists()]
    for name in todo:
        activity, shape, build = BASES[name]
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / f"{name}.ipynb"
            nbformat.write(build(), str(src))
            print(f"[corpus] executing {name} ({activity}, {shape}) ...", flush=True)
            res = execute_notebook(src, Path(tmp) / "out", parameters={"MODEL_NAME": MODEL},
                                   limits=Limits(cell_timeout=1200, total_timeout=2400),
                                   isolation="limits-only")
            print(f"[corpus]   {res.status} in {res.seconds:.0f} s: {res.message}", flush=True)
            if res.status != "ok":
                return 1
            nb = nbformat.read(res.executed_path, as_version=4)
            (OUT / f"{name}.ipynb").write_text(json.dumps(clean(nb, shape), ensure_ascii=False, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
