"""Write the hand-written answers into the executed notebooks (no re-execution of the model).

usage: python add_answers.py EXECUTED_DIR OUT_DIR
- markdown slots `<<ANSWER:slot>>` and code slots `# <<ANSWER:slot>>` get ANSWERS[name][slot];
  a code slot keeps no execution count, as if typed after the run ...
- ... except a cell tagged `answers-print` (tp34): its code is run in a fresh python process
  (it only builds a string and prints it) and the print is recorded as its stream output, with the
  next execution count: the student ran that cell last.
- a cell tagged `rerun-first` (tp33) is removed: the student ran that cell twice; the second run's
  cell stays, the gap in execution counts remains, the first run's writes stay in the txt file.
"""
import subprocess, sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_output

sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS, EXEC_COUNTS  # noqa: E402

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
dst.mkdir(parents=True, exist_ok=True)
for f in sorted(src.glob("*.ipynb")):
    name = f.stem
    nb = nbformat.read(f, as_version=4)
    ans = ANSWERS[name]
    used = set()
    nb.cells = [c for c in nb.cells if "rerun-first" not in c.metadata.get("tags", [])]
    is_slot = lambda c: c.source.strip().lstrip("# ").startswith("<<ANSWER:")
    last = max((c.execution_count or 0) for c in nb.cells if c.cell_type == "code" and not is_slot(c))
    for c in nb.cells:
        s = c.source.strip()
        if s.startswith("# "):
            s = s[2:]
        if s.startswith("<<ANSWER:") and s.endswith(">>"):
            slot = s[len("<<ANSWER:"):-2]
            c.source = ans[slot]
            used.add(slot)
            c.metadata.pop("papermill", None)
            if c.cell_type == "code":
                c.outputs = []
                c.execution_count = None
                if "answers-print" in c.metadata.get("tags", []):
                    out = subprocess.run([sys.executable, "-c", c.source], capture_output=True, text=True, check=True).stdout
                    c.execution_count = last + 1
                    c.outputs = [new_output("stream", name="stdout", text=out)]
    missing = set(ans) - used
    assert not missing, (name, missing)
    for i, n in EXEC_COUNTS.get(name, {}).items():
        nb.cells[i].execution_count = n
    nbformat.write(nb, dst / f.name)
    print(name, sorted(used))
