"""Cut each temperature-top-p / chain-of-thought run out of batch 13's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt13/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt13/out")


def stdout_cells(nb):
    return ["".join("".join(o["text"]) for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")
            for c in nb["cells"] if c["cell_type"] == "code"]


def runs_of(name, nb):
    allout = "\n".join(stdout_cells(nb))
    if name.startswith("tp131"):
        # double-line boxes: the wrapped lines between '║  ' and '  ║', joined with spaces (wrap points are spaces)
        runs = {}
        for m in re.finditer(r"╔═* (\w\d) · .*?╗\n(.*?)\n╚", allout, re.S):
            lines = [l[3:-3].rstrip() for l in m.group(2).split("\n")]
            runs[m.group(1)] = " ".join(lines)
        return runs
    if name.startswith("tp132"):
        # grid table: the last column's wrapped pieces of each run joined with spaces
        runs, cur = {}, None
        for l in allout.split("\n"):
            m = re.match(r"\| (\w\d)?\s*\| .*?\| .*?\| (.*) \|$", l)
            if not m or l.startswith("| run"):
                continue
            if m.group(1):
                cur = m.group(1)
                runs[cur] = []
            runs[cur].append(m.group(2).rstrip())
        return {k: " ".join(v) for k, v in runs.items()}
    if name.startswith("tp133"):
        # TSV lines, the text unicode_escape'd (\\n literal)
        return {m.group(1): m.group(2).encode("ascii").decode("unicode_escape")
                for m in re.finditer(r"^([AB]\d)\t[\d.]+\t[\d.]+\t(.*)$", allout, re.M)}
    if name.startswith("cot131"):
        return {t[0]: t[3] for t in (ast.literal_eval(l) for l in allout.split("\n") if l.startswith("('P"))}
    if name.startswith("cot132"):
        # only the shortened text was shown (textwrap.shorten: whitespace collapsed, " …" at the cut)
        return {m.group(1): m.group(2) for m in re.finditer(r"^(P\d) \(\d+ caracteres\): (.*)$", allout, re.M)}
    if name.startswith("cot133"):
        left, right = [], []
        lines = allout.split("\n")
        start = next(i for i, l in enumerate(lines) if "┼" in l) + 1
        for l in lines[start:]:
            if " ┆ " in l:
                a, b = l.split(" ┆ ", 1)
                left.append(a.rstrip())
                right.append(b.rstrip())
        return {"P1": " ".join(x for x in left if x), "P2": " ".join(x for x in right if x),
                "rows (P1 col + P2 col)": " ".join((a + " " + b).strip() for a, b in zip(left, right))}
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
        attribute(runs, ex)
