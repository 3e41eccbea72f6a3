"""Cut each temperature-top-p / chain-of-thought run out of batch 11's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt11/out; the answered notebooks here work too)"""
import ast
import html
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt11/out")


def streams(nb):
    return ["".join("".join(o["text"]) for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")
            for c in nb["cells"] if c["cell_type"] == "code"]


def headed(text, head):
    """Runs printed under header lines matching ``head`` (group 1 = run name), each followed by print()."""
    parts = re.split(head, text)
    return {parts[i]: parts[i + 1][:-2] if parts[i + 1].endswith("\n\n") else parts[i + 1] for i in range(1, len(parts), 2)}


def runs_of(name, nb):
    s = streams(nb)
    allout = "\n".join(s)
    if name.startswith("tp111"):
        return {m.group(1): ast.literal_eval(m.group(2)) for m in re.finditer(r"^(\w\d) \| T=.*?\| p=.*?\| seed=\d+ \| (.*)$", allout, re.M)}
    if name.startswith("tp112"):
        r = {}
        for seed in ("5", "6", "7"):
            cell = next(x for x in s if f"| seed {seed}\n" in x)
            for k, v in headed(cell, r">> (\w\d) \| .*?\n").items():
                r[k if seed != "5" else k + "(seed5)"] = v
        return r
    if name.startswith("tp113"):
        r, cur = {}, None
        for line in allout.splitlines():
            m = re.match(r"^\| (\w\d|\s{2})\s*\| .{4} \| .{4} \| (.*) \|$", line)
            if m and m.group(1).strip() not in ("", "ru"):
                cur = m.group(1)
                r[cur] = [m.group(2).rstrip()]
            elif m and cur:
                r[cur].append(m.group(2).rstrip())
        return {k: " ".join(v) for k, v in r.items()}
    if name.startswith("cot111"):
        h = "".join("".join(o["data"].get("text/html", "")) for c in nb["cells"] for o in c.get("outputs", []) if "data" in o)
        return {m.group(1): html.unescape(m.group(2)) for m in re.finditer(r"<h4>(P\d) .*?</h4><pre>(.*?)</pre>", h, re.S)}
    if name.startswith("cot112"):
        parts = re.split(r"=+ (P\d): .*? =+\n", allout)
        return {parts[i]: "\n".join(l[4:] for l in parts[i + 1].rstrip("\n").split("\n")) for i in range(1, len(parts), 2)}
    if name.startswith("cot113"):
        r = {}
        for seed in ("31", "32"):
            cell = next(x for x in s if x.startswith(f"seed {seed}"))
            for m in re.finditer(r"^(P\d) \|(.*)$", cell, re.M):
                r[f"{m.group(1)}(seed{seed})"] = ast.literal_eval(m.group(2))
        return r
    return None


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
