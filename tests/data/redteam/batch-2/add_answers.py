"""Write the hand-written answers into the executed notebooks (no re-execution).

usage: python add_answers.py EXECUTED_DIR OUT_DIR
Answer slots are cells whose source is `<<ANSWER:slot>>`; code-cell slots keep no execution count.
EXEC_COUNTS rewrites execution counts for the notebooks whose student re-ran cells out of order.
"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS, EXEC_COUNTS  # noqa: E402

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
dst.mkdir(parents=True, exist_ok=True)
for f in sorted(src.glob("*.ipynb")):
    name = f.stem
    nb = nbformat.read(f, as_version=4)
    ans = ANSWERS[name]
    used = set()
    for c in nb.cells:
        s = c.source.strip()
        if s.startswith("<<ANSWER:") and s.endswith(">>"):
            slot = s[len("<<ANSWER:"):-2]
            c.source = ans[slot]
            used.add(slot)
            # papermill stamps every cell; an answer typed afterwards has no papermill record
            c.metadata.pop("papermill", None)
            if c.cell_type == "code":
                c.execution_count = None
                c.outputs = []
    missing = set(ans) - used
    assert not missing, (name, missing)
    for i, n in EXEC_COUNTS.get(name, {}).items():
        assert nb.cells[i].cell_type == "code", (name, i)
        nb.cells[i].execution_count = n
        for o in nb.cells[i].outputs:
            if "execution_count" in o:
                o["execution_count"] = n
    nbformat.write(nb, dst / f.name)
    print(name, sorted(used))
