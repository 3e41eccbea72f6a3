"""Print every code cell's outputs of the executed batch-37 notebooks (what the students read before answering):
redteam_kit.dump_outputs, plus the application/json bundles (kept from batch 17), which the kit's dump
does not print.
usage: python dump_outputs.py [DIR] [NAME-PREFIX]     (DIR default /tmp/rt37/out)"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import dump_outputs  # noqa: E402

D = sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt37/out"
PRE = sys.argv[2] if len(sys.argv) > 2 else ""
dump_outputs(D, PRE)
for f in sorted(Path(D).glob(f"{PRE}*.ipynb")):
    nb = json.load(open(f))
    for i, c in enumerate(nb["cells"]):
        for o in c.get("outputs", []) if c["cell_type"] == "code" else []:
            if "application/json" in o.get("data", {}):
                print("#" * 20, f.name, f"[{i} application/json]")
                print(json.dumps(o["data"]["application/json"], ensure_ascii=False, indent=1))
