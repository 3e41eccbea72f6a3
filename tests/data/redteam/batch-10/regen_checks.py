"""Regeneration check for batch 10: every notebook was executed twice, independently (all_under_lock.sh:
/tmp/rt10/out is the record, /tmp/rt10/regen the second execution, fresh kernel, same code and seeds, same CPU).
For every code cell, the outputs that carry generated text (stdout/stderr streams joined per cell,
display_data / execute_result text/plain) must be identical; model-loading noise (progress bars, warnings
with timings) is skipped. No model is run here.
usage: python regen_checks.py [RECORD_DIR] [REGEN_DIR]
"""
import json, re, sys
from pathlib import Path

A = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt10/out")
B = Path(sys.argv[2] if len(sys.argv) > 2 else "/tmp/rt10/regen")
NOISE = re.compile(r"Loading weights|it/s\]|s/it\]|Materializing|warn", re.I)


def gen_outputs(nb):
    res = []
    for i, c in enumerate(nb["cells"]):
        if c["cell_type"] != "code":
            continue
        stream = {"stdout": "", "stderr": ""}
        rich = []
        for o in c.get("outputs", []):
            if o["output_type"] == "stream":
                stream[o["name"]] += "".join(o["text"])
            elif "data" in o:
                rich.append("".join(o["data"].get("text/plain", "")))
            elif o["output_type"] == "error":
                rich.append("ERROR " + o["ename"])
        stream = {k: "\n".join(l for l in v.split("\n") if not NOISE.search(l)) for k, v in stream.items()}
        if any(stream.values()) or rich:
            res.append((i, stream, rich))
    return res


ok = bad = 0
for f in sorted(A.glob("*.ipynb")):
    g = B / f.name
    if not g.exists():
        print(f"{f.stem}: NOT RE-EXECUTED (second pass stopped for time)")
        continue
    ra, rb = gen_outputs(json.load(open(f))), gen_outputs(json.load(open(g)))
    same = ra == rb
    ok += same
    bad += not same
    print(f"{f.stem}: {'OK' if same else 'MISMATCH'} ({len(ra)} cells with output compared)")
    if not same:
        for x, y in zip(ra, rb):
            if x != y:
                print("   cell", x[0], repr(x)[:300], "\n   vs  ", repr(y)[:300])
print(f"{ok} identical, {bad} mismatch")
