"""Write the students' answers into the executed notebooks (no re-execution).

The answers were written by hand after reading each executed notebook's real outputs;
they live in answers_text.py (ANSWERS[notebook][slot] = text). Slots are the cells that
make_notebooks.py marked with metadata `rt_slot`; the marker is removed here.

Usage: python add_answers.py EXECUTED_DIR DEST_DIR [name ...]
"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
names = sys.argv[3:] or sorted(ANSWERS)
for name in names:
    nb = nbformat.read(src / f"{name}.ipynb", as_version=4)
    answers = ANSWERS[name]
    used = set()
    for cell in nb.cells:
        slot = cell.metadata.pop("rt_slot", None)
        if slot is None:
            continue
        text = answers.get(slot)
        if text is None:
            raise SystemExit(f"{name}: no answer for slot {slot}")
        used.add(slot)
        if cell.cell_type == "markdown" and slot == "TABLE":
            cell.source = cell.source + text
        else:
            cell.source = text
        if cell.cell_type == "code":
            # typed after the run, never executed
            cell.outputs = []
            cell.execution_count = None
            cell.metadata.pop("papermill", None)
            cell.metadata.pop("execution", None)
    missing = set(answers) - used
    if missing:
        raise SystemExit(f"{name}: unused answers {missing}")
    nbformat.write(nb, dst / f"{name}.ipynb")
    print("wrote", dst / f"{name}.ipynb")
