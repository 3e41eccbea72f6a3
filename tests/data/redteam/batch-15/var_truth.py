"""fs152's variation output, which the notebook computes (r_var) but never prints (it prints r_fs by mistake):
generated here with the notebook's own prompt and helper, greedy, so the TA can judge F.4 against the truth.
Runs the model: only under the shared CPU lock (all_under_lock.sh calls it).
usage: python var_truth.py [EXECUTED_DIR] > TMP/var_truth.txt"""
import json
import sys
from pathlib import Path

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt15/out")
nb = json.load(open(D / "fs152-custom-repr-var-printbug.ipynb"))
src = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
g = {}
for s in src[:4]:          # parameters, papermill's injected parameters, helper + class, prompts
    exec(s, g)
print("MODEL", g["MODEL_NAME"])
for nome in ("zero_shot", "few_shot", "ingles"):
    print(nome, repr(g["gera"](g[nome], do_sample=False)))
