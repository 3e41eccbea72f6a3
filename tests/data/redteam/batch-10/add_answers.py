"""Write the hand-written answers into the executed notebooks (no re-execution of the model).

usage: python add_answers.py EXECUTED_DIR OUT_DIR
markdown slots `<<ANSWER:slot>>` and code slots `# <<ANSWER:slot>>` get ANSWERS[name][slot]. A code slot tagged
`answers-executed-after` (cot102: the answers typed into a string and printed) is then executed on its own, in a
fresh kernel (it needs nothing from the notebook: a string and a print), and gets that real output and the next
execution count, as when the student ran the cell after writing; the model cells are not re-run.
"""
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbformat.v4 import new_notebook

sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402


def run_alone(src):
    nb = new_notebook(cells=[nbformat.v4.new_code_cell(src)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    NotebookClient(nb, kernel_name="python3", timeout=60).execute()
    return nb.cells[0].outputs


src, dst = Path(sys.argv[1]), Path(sys.argv[2])
dst.mkdir(parents=True, exist_ok=True)
for f in sorted(src.glob("*.ipynb")):
    name = f.stem
    nb = nbformat.read(f, as_version=4)
    ans = ANSWERS[name]
    used = set()
    last = max((c.get("execution_count") or 0) for c in nb.cells if c.cell_type == "code")
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
                if "answers-executed-after" in c.metadata.get("tags", []):
                    c.outputs = run_alone(c.source)
                    c.execution_count = last + 1
                    for o in c.outputs:
                        if "execution_count" in o:
                            o["execution_count"] = last + 1
                else:
                    c.outputs = []
                    c.execution_count = None
    missing = set(ans) - used
    assert not missing, (name, missing)
    nbformat.write(nb, dst / f.name)
    print(name, sorted(used))
