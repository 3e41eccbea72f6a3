"""Write batch 30's hand-written answers (answers_text.py) into the executed notebooks, without re-running the model.
Two steps: (1) batch 30's own in-cell slots — a line `# <<INCELL:key>>` inside an already executed code cell (tpl302's
sampling cell) is replaced by the answer's comment lines, the cell's recorded outputs and execution count untouched
(the student typed the comments after running it); (2) redteam_kit.fill_answers for the whole-cell slots (code slots
tagged `answers-executed-after` are executed alone in a fresh kernel: tp301's pprint, cot301's sum check, tpl301's
prints).
usage: python add_answers.py [EXECUTED_DIR] [OUT_DIR]     (defaults /tmp/rt30/out, this folder)"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import fill_answers  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

src = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt30/out")
dst = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parent)
mid = Path("/tmp/rt30/incell")
mid.mkdir(parents=True, exist_ok=True)
incell = {}
for f in sorted(src.glob("*.ipynb")):
    nb = nbformat.read(f, as_version=4)
    for c in nb.cells:
        if c.cell_type != "code":
            continue
        lines = c.source.split("\n")
        for i, l in enumerate(lines):
            if l.strip().startswith("# <<INCELL:") and l.strip().endswith(">>"):
                key = l.strip()[len("# <<INCELL:"):-2]
                lines[i] = ANSWERS[f.stem][key].strip("\n")
                incell.setdefault(f.stem, set()).add(key)
        c.source = "\n".join(lines)
    nbformat.write(nb, mid / f.name)
print("in-cell slots:", {k: sorted(v) for k, v in incell.items()})
# fill_answers asserts that every key of ANSWERS[name] is a whole-cell slot: give it only those
fill_answers(mid, dst, {k: {s: t for s, t in v.items() if s not in incell.get(k, set())} for k, v in ANSWERS.items()})
