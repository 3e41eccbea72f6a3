"""Move the cells of executed batch-33 notebooks to their places on the page (metadata `rt33_page`, set by
make_notebooks.py: the written order, except the cells a student ran out of order). Outputs and execution counts are
not touched; papermill's injected-parameters cell stays right after its neighbour. The `rt33_page` keys are removed.
usage: python place_cells.py DIR [DIR ...]      (in place; run on the record and on the regeneration alike)"""
import sys
from pathlib import Path

import nbformat

for d in sys.argv[1:]:
    for f in sorted(Path(d).glob("*.ipynb")):
        nb = nbformat.read(f, as_version=4)
        keys, last = [], -1.0
        for c in nb.cells:
            k = c.metadata.pop("rt33_page", None)
            last = k if k is not None else last + 0.01
            keys.append(last)
        order = sorted(range(len(nb.cells)), key=lambda i: keys[i])
        moved = order != list(range(len(nb.cells)))
        nb.cells = [nb.cells[i] for i in order]
        nbformat.write(nb, f)
        print(f.name, "moved" if moved else "as written")
