"""Coalesce consecutive stream outputs of the same name, as Jupyter/Colab front-ends save them
(papermill/nbclient keeps one output per flush). Text is concatenated unchanged.
Usage: python merge_streams.py SRC_DIR DST_DIR [--keep name ...]"""
import sys
from pathlib import Path
import nbformat

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
keep = set(sys.argv[sys.argv.index("--keep") + 1:]) if "--keep" in sys.argv else set()
dst.mkdir(parents=True, exist_ok=True)
for p in sorted(src.glob("*.ipynb")):
    nb = nbformat.read(p, as_version=4)
    if p.stem not in keep:
        for c in nb.cells:
            if c.cell_type != "code":
                continue
            merged = []
            for o in c.outputs:
                if (o.output_type == "stream" and merged and merged[-1].output_type == "stream"
                        and merged[-1].name == o.name):
                    merged[-1].text += o.text
                else:
                    merged.append(o)
            c.outputs = merged
    nbformat.write(nb, dst / p.name)
    print(p.name, "merged" if p.stem not in keep else "kept as executed")
