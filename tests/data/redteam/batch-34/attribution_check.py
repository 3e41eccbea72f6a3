"""Cut each temperature-top-p / chain-of-thought run out of batch 34's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt34/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt34/out")


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")


def blocks(text, header):
    """Split ``text`` at lines matching ``header`` (a regex with one group): {group: text up to the next header}."""
    runs, cur = {}, None
    for l in text.split("\n"):
        m = re.match(header, l)
        if m:
            cur = m.group(1)
            runs[cur] = []
        elif cur is not None:
            runs[cur].append(l)
    return {k: "\n".join(v).strip("\n") for k, v in runs.items()}


def runs_of(name, nb):
    out = stdout(nb)
    if name.startswith("tp341"):
        # "A2 (T=0.7, top_p=0.9)" then "   A2.3  <sentence>" lines (sentences joined back with a space)
        res = {}
        for k, v in blocks(out, r"^(A\d|B\d) \(T=").items():
            res[k] = " ".join(re.sub(rf"^\s+{k}\.\d+  ", "", l) for l in v.split("\n"))
        return res
    if name.startswith("tp342"):
        # "[A1 | T=0.2 | p=0.9]" then the repr wrapped at 90 columns (indent 2): re-joined with single spaces
        # (textwrap drops the spaces it breaks at) and read back with ast.literal_eval
        res = {}
        for k, v in blocks(out, r"^\[(A\d|B\d) \|").items():
            s = " ".join(l[2:] for l in v.split("\n"))
            res[k] = ast.literal_eval(s)
        return res
    if name.startswith("cot341"):
        b = blocks(out, r"^(P\d) · ")
        return {k: "\n".join(l[2:] for l in v.split("\n") if l.startswith("│ ")) for k, v in b.items()}
    if name.startswith("cot342"):
        parts = re.findall(r"<<<(.*?)>>>", out, re.S)
        return {"P1": parts[0], "P2": parts[1]}
    return None


if __name__ == "__main__":
    for f in sorted(D.glob("*.ipynb")):
        nb = json.load(open(f))
        runs = runs_of(f.stem, nb)
        if runs is None:
            continue
        print("#", f.stem)
        ex = []
        for key, text in ANSWERS.get(f.stem, {}).items():
            ex += [(key, q) for q in quoted_excerpts(answer_source(text))]
        attribute(dict(sorted(runs.items())), ex)
