"""Write the hand-written answers into the executed notebooks (no re-execution of the model).

usage: python add_answers.py EXECUTED_DIR OUT_DIR
markdown slots `<<ANSWER:slot>>` and code slots `# <<ANSWER:slot>>` get ANSWERS[name][slot]; a code slot
keeps no execution count and no outputs, as if typed after the run (fs54's comments).
tp52: the Part A cell (tagged rerun-A) gets execution count 9 (it was re-run with another seed after part B,
count 5, and after the answers were written); its outputs are papermill's, untouched. The tag is removed.
"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402

EXEC_COUNTS = {"tp52-pilcrow-table-stale-seed": {"rerun-A": 9}}

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
            c.source = ans[slot]
            used.add(slot)
            c.metadata.pop("papermill", None)
            if c.cell_type == "code":
                c.outputs = []
                c.execution_count = None
        tags = c.metadata.get("tags", [])
        for tag, n in EXEC_COUNTS.get(name, {}).items():
            if tag in tags:
                c.execution_count = n
                for o in c.outputs:
                    if "execution_count" in o:
                        o["execution_count"] = n
                c.metadata["tags"] = [t for t in tags if t != tag]
                if not c.metadata["tags"]:
                    del c.metadata["tags"]
    missing = set(ans) - used
    assert not missing, (name, missing)
    nbformat.write(nb, dst / f.name)
    print(name, sorted(used))
