"""Cut each temperature-top-p / chain-of-thought run out of batch 37's recorded outputs by the notebook's own
notation, turn it back into plain text (tp371: '·' -> space, '⏎' dropped; tp372: byte-level tokens joined, 'Ġ' -> space,
'Ċ' -> line break; cot: the repr / '<<<...>>>' blocks), and report which run holds each quoted excerpt of the answers
(in plain text, after the same decoding), with word-level rep3 / distinct-2 per run (the measures in
make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt37/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt37/out")


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")


def untok(s):
    """byte-level token notation back to text ('Ġ' space, 'Ċ' line break, '|' separators)."""
    return s.replace("|", "").replace("Ġ", " ").replace("Ċ", "\n")


def undot(s):
    return s.replace("⏎", "").replace("·", " ")


def runs_of(name, out):
    if name.startswith("tp371"):
        return {m.group(1): undot(m.group(2)) for m in re.finditer(r"┌─ (\w\d) ·[^\n]*\n(.*?)\n└", out, re.S)}
    if name.startswith("tp372"):
        return {m.group(1): untok(m.group(2)) for m in re.finditer(r"^(\w\d) \(T=[^\n]*\n([^\n]*)", out, re.M)}
    if name.startswith("cot371"):
        return {m.group(1): ast.literal_eval(m.group(2)) for m in
                re.finditer(r"=== (P\d):[^\n]*\nrepr : ([^\n]*)", out)}
    if name.startswith("cot372"):
        return {m.group(1): m.group(2).replace("↵", "") for m in
                re.finditer(r"^(P\d) — prompt:[^\n]*\n<<<(.*?)>>>", out, re.M | re.S)}
    return {}


if __name__ == "__main__":
    try:
        from answers_text import ANSWERS
    except ImportError:
        ANSWERS = {}
    for f in sorted(D.glob("*.ipynb")):
        runs = runs_of(f.stem, stdout(json.load(open(f))))
        if not runs:
            continue
        print("##", f.stem)
        for k, v in runs.items():
            print(f"   {k} ({v.count(chr(10))} line breaks): {v[:60]!r}")
        ex = []
        for q, t in ANSWERS.get(f.stem, {}).items():
            for e in quoted_excerpts(answer_source(t)):
                ex.append((q, untok(undot(e)) if ("Ġ" in e or "·" in e) else e))
        attribute(runs, ex)
