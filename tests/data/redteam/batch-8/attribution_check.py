"""Which run holds each quoted excerpt of the tp / cot answers (and how many times), with the runs cut out of
the recorded outputs by each notebook's own headers (log lines, "[A1] T=..." headers, ">>> P1" lines,
"### P1 |" lines); the record is identical to the second execution (regen_checks.py). Whitespace collapsed
(tp82 prints with textwrap.fill). Also prints rep3 / distinct-2 per run (word level) for the choice questions.
usage: python attribution_check.py [RECORD_DIR]
"""
import json, re, sys
from collections import Counter
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent)
NAMES = {"primeira": "A1", "segunda": "A2", "terceira": "A3", "quarta": "B1", "quinta": "B2", "sexta": "B3"}


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\\n", " ")).strip().lower()


def streams(nb):
    return "".join("".join(o.get("text", "")) for c in nb["cells"] for o in c.get("outputs", [])
                   if o["output_type"] == "stream")


def runs(name, nb):
    s = streams(nb)
    if name.startswith("tp81"):
        parts = re.split(r"^INFO \| lab415 \| (\w+) execucao \([^)]*\): ", s, flags=re.M)
        return {NAMES[parts[i]]: parts[i + 1] for i in range(1, len(parts), 2)}
    if name.startswith("tp82"):
        parts = re.split(r"^\[(\w+)\] T=.*$", s, flags=re.M)
        return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}
    if name.startswith("cot81"):
        parts = re.split(r"^>>> (P\d): .*$", s, flags=re.M)
        return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}
    if name.startswith("cot82"):
        parts = re.split(r"^### (P\d) \|.*$", s, flags=re.M)
        return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}
    return {}


def measures(t):
    w = re.findall(r"\w+", t.lower())
    tri = [tuple(w[i:i + 3]) for i in range(len(w) - 2)]
    c = Counter(tri)
    rep3 = sum(v for v in c.values() if v > 1) / max(1, len(tri))
    bi = [tuple(w[i:i + 2]) for i in range(len(w) - 1)]
    return round(rep3, 3), round(len(set(bi)) / max(1, len(bi)), 3), len(w)


for name, ans in ANSWERS.items():
    p = D / f"{name}.ipynb"
    if not p.exists():
        continue
    R = {k: norm(v) for k, v in runs(name, json.load(open(p))).items()}
    if not R:
        continue
    print("==", name, {k: measures(v) for k, v in R.items()}, "(rep3, distinct-2, words)")
    for slot, text in ans.items():
        for m in re.findall(r'"([^"\n]{6,}?)"|`([^`\n]{3,}?)`', text):
            x = norm((m[0] or m[1]).strip("'\" "))
            pieces = [q.strip() for q in re.split(r"\[\.\.\.\]|\.\.\.", x) if q.strip()]
            where = {k: min(t.count(q) for q in pieces) for k, t in R.items() if all(q in t for q in pieces)}
            print(f"  [{slot}] {x[:60]!r:64} -> {where or 'IN NO RUN'}")
