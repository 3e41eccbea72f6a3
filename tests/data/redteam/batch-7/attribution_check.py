"""Which run holds each quoted excerpt (and how many times), from the texts regen_checks.py regenerated
(/tmp/rt7/regen.json; continuation only, the prompt is NOT part of a run). No model needed.
Checks the run attribution that check_quotes.py (presence in the whole record) cannot see.
usage: python attribution_check.py [/tmp/rt7/regen.json]
"""
import json, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from make_expected import E  # noqa: E402  (answers as placed, per question)

R = json.load(open(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt7/regen.json"))


def norm(s):
    s = s.replace("·", " ").replace("↵", " ").replace("\\n", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


for name, v in sorted(E.items()):
    key = name.split("-")[0] if name.startswith(("tp7", "cot7")) else None
    if not key or key not in R:
        continue
    runs = {k: norm(t) for k, t in R[key].items() if isinstance(t, str) and " full" not in k}
    for q, a in v["answers"].items():
        if q not in ("A.1", "A.2", "A.3", "B.2", "C.2", "C.1", "C.3"):
            continue
        for m in re.findall(r'"([^"\n]{6,}?)"|`([^`\n]{3,}?)`', a["text"]):
            x = norm((m[0] or m[1]).strip("'\" "))
            where = {k: t.count(x) for k, t in runs.items() if x in t}
            print(f"{key} {q}: {x[:60]!r:64} -> {where or 'IN NO RUN (prompt, own words or invented)'}")
