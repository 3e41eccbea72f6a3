"""Cut each temperature-top-p / chain-of-thought run out of batch 33's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). Runs drawn twice are kept apart by seed or by cell (`B1@3323` = the
first, hard-coded-p part-B cell of tp331; `A1@3399` = tp332's re-drawn A1). Also the template notebooks' printed
samples recounted with the course's extraction rule. No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt33/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt33/out")


def cell_stdouts(nb):
    return ["".join("".join(o["text"]) for o in c.get("outputs", []) if o["output_type"] == "stream"
                    and o["name"] == "stdout") for c in nb["cells"] if c["cell_type"] == "code"]


def blocks(text, header):
    runs, cur = {}, None
    for l in text.split("\n"):
        m = re.match(header, l)
        if m:
            cur = "@".join(g for g in m.groups() if g)
            runs[cur] = []
        elif cur is not None:
            runs[cur].append(l)
    return {k: "\n".join(v).strip("\n") for k, v in runs.items()}


def runs_of(name, nb):
    outs = cell_stdouts(nb)
    allout = "\n".join(outs)
    if name.startswith("tp331"):
        return blocks(allout, r">> (\w\d) .*\(seed (\d+)\)")
    if name.startswith("tp332"):
        runs = {}
        for o in outs:
            if o.startswith("====="):
                runs.update(blocks(o, r"===== (\w\d) \|"))
            elif o and not o.startswith(("A1 ", "A2 ")) and "palavras |" not in o:
                runs["A1@3399"] = o.strip("\n")
        return runs
    if name.startswith("cot331"):
        return {m.group(1).replace(" (seed ", "@").rstrip(")"): ast.literal_eval(m.group(2))
                for m in re.finditer(r"^(P\d(?: \(seed \d+\))?) --> ('.*'|\".*\")$", allout, re.M)}
    if name.startswith("cot332"):
        runs = {}
        for o in outs:
            m = re.match(r"(P\d): ?(.*)", o, re.S)
            if m:
                runs[m.group(1)] = m.group(2).rstrip("\n")
        return runs
    return {}


def rotulo(s):
    m = re.search(r"\b(POSITIVO|NEGATIVO)\b", s.upper())
    return m.group(1) if m else None


for f in sorted(D.glob("*.ipynb")):
    name = f.stem
    nb = json.load(open(f))
    print("#" * 10, name)
    if name.startswith("tpl"):
        for o in cell_stdouts(nb):
            samples = [ast.literal_eval(m.group(1)) for m in re.finditer(r"^(?:#?\d+:? )('.*'|\".*\")$", o, re.M)]
            if len(samples) == 10:
                c = Counter(rotulo(s) or "sem rótulo" for s in samples)
                print("   printed samples recounted (course rule):", dict(c))
        continue
    runs = runs_of(name, nb)
    if not runs:
        continue
    ans = ANSWERS.get(name, {})
    ex = [(k, q) for k, t in ans.items() for q in quoted_excerpts(answer_source(t))]
    ex = [(k, p.strip()) for k, q in ex for p in re.split(r"\[\.\.\.\]|\.\.\.|…", q) if p.strip()]
    attribute(runs, ex)
