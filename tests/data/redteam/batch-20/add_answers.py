"""Write batch 20's hand-written answers (answers_text.py) into the executed notebooks, without re-running the model.
Two kinds of slot: a whole cell (`<<ANSWER:key>>` / `# <<ANSWER:key>>`: redteam_kit.fill_answers' rule, an answers
code cell is left unexecuted) and a `# <<ANSWER:key>>` LINE inside an executed code cell (tp202: the student typed
comments into the cell after running it), replaced in place with the cell's outputs and execution count kept.
usage: python add_answers.py [EXECUTED_DIR] [OUT_DIR]     (defaults /tmp/rt20/out, this folder)"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from answers_text import ANSWERS  # noqa: E402

src = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt20/out")
dst = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parent)
dst.mkdir(parents=True, exist_ok=True)
for f in sorted(src.glob("*.ipynb")):
    nb = nbformat.read(f, as_version=4)
    ans, used = ANSWERS[f.stem], set()
    for c in nb.cells:
        s = c.source.strip()
        whole = s[2:] if s.startswith("# ") else s
        if whole.startswith("<<ANSWER:") and whole.endswith(">>") and "\n" not in whole:
            key = whole[len("<<ANSWER:"):-2]
            c.source = ans[key].strip("\n")
            c.metadata.pop("papermill", None)
            if c.cell_type == "code":
                c.outputs, c.execution_count = [], None
            used.add(key)
            continue
        if c.cell_type == "code":
            for key in ans:
                if f"# <<ANSWER:{key}>>" in c.source:
                    c.source = c.source.replace(f"# <<ANSWER:{key}>>", ans[key].strip("\n"))
                    used.add(key)
    assert used == set(ans), (f.stem, set(ans) - used)
    nbformat.write(nb, dst / f.name)
    print(f.stem, sorted(used))
