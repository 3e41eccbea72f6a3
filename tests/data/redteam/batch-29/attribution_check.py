"""Cut each temperature-top-p / chain-of-thought run out of batch 29's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt29/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt29/out")


def cell_stdout(nb):
    """[stdout of each code cell that printed something]"""
    res = []
    for c in nb["cells"]:
        if c["cell_type"] != "code":
            continue
        s = "".join("".join(o["text"]) for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")
        if s:
            res.append(s)
    return res


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
    outs = cell_stdout(nb)
    if name.startswith("tp291"):
        # "df.loc[(T, p)]" blocks; (0.7, 0.9) is ONE run that serves as A2 and as B3
        b = blocks(outs[-1], r"^df\.loc\[\((.*)\)\]$")
        m = {"0.2, 0.9": ["A1"], "0.7, 0.9": ["A2", "B3"], "1.0, 0.9": ["A3"], "0.7, 0.3": ["B1"], "0.7, 0.6": ["B2"]}
        return {r: v for k, v in b.items() for r in m[k]}
    if name.startswith("tp292"):
        # "[A1] T=0.2 top_p=0.9" then the text through textwrap.fill(76): wrapped lines joined by a space
        b = blocks(outs[-1], r"^\[(\w\d)\] T=")
        return {k: " ".join(v.split("\n")) for k, v in b.items()}
    if name.startswith("cot291"):
        # pprint of the nested dict is a Python literal
        reg = ast.literal_eval(outs[-1])
        return {k: v["saida"] for k, v in reg.items()}
    if name.startswith("cot292"):
        # print(repr(P1)); print(); print(P2)
        first, rest = outs[-1].split("\n", 1)
        return {"P1": ast.literal_eval(first), "P2": rest[1:].rstrip("\n")}
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
