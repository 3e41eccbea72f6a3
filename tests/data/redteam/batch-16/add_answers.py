"""Write batch 16's hand-written answers (answers_text.py) into the executed notebooks, without re-running the model
(redteam_kit.fill_answers; no answers cell of this batch is executed). Answers in IN_CELL (tpl162) are comment lines
the student typed at the end of an already executed code cell: they replace that cell's `# <<RESPOSTAS>>` line, and
the cell's outputs and execution count stay as recorded.
usage: python add_answers.py [EXECUTED_DIR] [OUT_DIR]     (defaults /tmp/rt16/out, this folder)"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import fill_answers  # noqa: E402
from answers_text import ANSWERS, IN_CELL  # noqa: E402

src = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt16/out")
dst = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parent)
fill_answers(src, dst, {k: {s: t for s, t in v.items() if (k, s) not in IN_CELL} for k, v in ANSWERS.items()})
for name, slot_ in IN_CELL:
    f = dst / f"{name}.ipynb"
    nb = nbformat.read(f, as_version=4)
    hits = [c for c in nb.cells if c.cell_type == "code" and "# <<RESPOSTAS>>" in c.source]
    assert len(hits) == 1, (name, len(hits))
    hits[0].source = hits[0].source.replace("# <<RESPOSTAS>>", ANSWERS[name][slot_].strip("\n"))
    nbformat.write(nb, f)
    print(name, "answers appended as comments to an executed cell")
