"""Write batch 23's hand-written answers (answers_text.py) into the executed notebooks, without re-running the model.
Two kinds of slots: INLINE ones (a line `# <<ANSWER:key>>` inside an executed code cell: the student typed comments
into the cell after running it; the cell's outputs and execution count stay as recorded) are filled here; whole-cell
slots go to redteam_kit.fill_answers (a code slot tagged `answers-executed-after` — print() answers — is executed
alone in a fresh kernel and gets that real output).
usage: python add_answers.py [EXECUTED_DIR] [OUT_DIR]     (defaults /tmp/rt23/out, this folder)"""
import sys
import tempfile
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import fill_answers  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

src = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt23/out")
dst = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parent)
tmp = Path(tempfile.mkdtemp(prefix="rt23-inline-"))
rest = {}
for f in sorted(src.glob("*.ipynb")):
    nb = nbformat.read(f, as_version=4)
    ans = dict(ANSWERS[f.stem])
    for c in nb.cells:
        if c.cell_type != "code" or c.source.strip().startswith("# <<ANSWER:") and c.source.strip().count("\n") == 0:
            continue
        lines = c.source.split("\n")
        for i, l in enumerate(lines):
            if l.startswith("# <<ANSWER:") and l.endswith(">>"):
                key = l[len("# <<ANSWER:"):-2]
                lines[i] = ans.pop(key).strip("\n")
                print(f.stem, "inline", key)
        c.source = "\n".join(lines)
    rest[f.stem] = ans
    nbformat.write(nb, tmp / f.name)
fill_answers(tmp, dst, rest)
