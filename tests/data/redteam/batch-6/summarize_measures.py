"""Turn batch 2's measures.py output (/tmp/rt6/measures.log, one '### file' header per json, then 'label {json}'
lines) into the short strings make_expected.py puts in the whys (measures_summary.json: MEAS_* -> text).
usage: python summarize_measures.py [/tmp/rt6/measures.log]"""
import json, re, sys
from pathlib import Path

log = open(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt6/measures.log").read()
R, cur = {}, None
for line in log.splitlines():
    if line.startswith("### "):
        cur = Path(line[4:]).stem; R[cur] = {}
    elif cur and " {" in line:
        lab, js = line.split(" {", 1)
        R[cur][lab] = json.loads("{" + js)


def kept(r):
    k = r.get("kept", {})
    out = k.get("outside", [])
    return f"{len(out)} of {k.get('n_tokens')} tokens outside the kept set" + (
        " (" + ", ".join(f"{t!r} rank {rk}" for _, t, rk, _ in out[:4]) + ")" if out else f", max rank {k.get('max_rank')}")


S = {}
for name, runs in R.items():
    m = re.match(r"(tp6\d)", name)
    if not m:
        continue
    t = m.group(1)
    g = lambda lab, key: runs[lab][key]
    A = [l for l in ["A1", "A2", "A3"] if l in runs]
    B = [l for l in runs if l.startswith("B")]
    Bd = [l for l in B if "as declared" not in l] if any("as run" in l for l in B) else B
    Bd = [l for l in Bd if "as declared" not in l]
    S[f"MEAS_A2_{t}"] = "rep3 " + " / ".join(f"{l} {g(l, 'rep3')}" for l in A) + "; d2 " + " / ".join(f"{l} {g(l, 'distinct2')}" for l in A)
    S[f"MEAS_A3_{t}"] = "d2 " + " / ".join(f"{l} {g(l, 'distinct2')}" for l in A) + "; rep3 " + " / ".join(f"{l} {g(l, 'rep3')}" for l in A)
    S[f"MEAS_B1_{t}"] = "rep3 " + " / ".join(f"{l.split()[0]} {g(l, 'rep3')}" for l in Bd) + "; d2 " + " / ".join(f"{l.split()[0]} {g(l, 'distinct2')}" for l in Bd)
    S[f"MEAS_KEPT_{t}"] = "; ".join(f"{l}: {kept(r)}" for l, r in runs.items() if l.startswith("B"))
cot = R.get("cot", {})
if "cot62 C.2 quote as P1" in cot:
    S["MEAS_KEPT_cot62"] = kept(cot["cot62 C.2 quote as P1"]) + " (this notebook's own P1 / P2: " + kept(cot["cot62 P1"]) + " / " + kept(cot["cot62 P2"]) + ")"
json.dump(S, open(Path(__file__).parent / "measures_summary.json", "w"), ensure_ascii=False, indent=1)
for k, v in S.items():
    print(k, "=", v)
