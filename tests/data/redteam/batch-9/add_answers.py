"""Write the hand-written answers into the executed notebooks (no re-execution of the model).

usage: python add_answers.py EXECUTED_DIR OUT_DIR
markdown slots `<<ANSWER:slot>>` and code slots `# <<ANSWER:slot>>` get ANSWERS[name][slot]; a code slot
keeps no execution count and no outputs, as if typed after the run (cot92's dict of answers was never run).
"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
dst.mkdir(parents=True, exist_ok=True)
for f in sorted(src.glob("*.ipynb")):
    name = f.stem
    nb = nbformat.read(f, as_version=4)
    ans = ANSWERS[name]
    used = set()
    for c in nb.cells:
        s = c.source.strip()
        if s.startswith("# "):
            s = s[2:]
        if s.startswith("<<ANSWER:") and s.endswith(">>"):
            slot = s[len("<<ANSWER:"):-2]
            c.source = ans[slot].strip("\n")
            used.add(slot)
            c.metadata.pop("papermill", None)
            if c.cell_type == "code":
                c.outputs = []
                c.execution_count = None
    missing = set(ans) - used
    assert not missing, (name, missing)
    nbformat.write(nb, dst / f.name)
    print(name, sorted(used))
