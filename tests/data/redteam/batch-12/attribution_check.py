"""Cut each temperature-top-p / chain-of-thought run out of batch 12's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt12/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt12/out")
PROMPT = "Transformers are models that"


def stdout_cells(nb):
    return ["".join("".join(o["text"]) for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")
            for c in nb["cells"] if c["cell_type"] == "code"]


def runs_of(name, nb):
    s = stdout_cells(nb)
    allout = "\n".join(s)
    if name.startswith("tp121"):
        # the YAML dump read back as YAML (folded scalars, '' for an apostrophe, blank lines = newlines)
        cell = next(x for x in s if x.startswith("A1:"))
        return {k: v["texto"] for k, v in yaml.safe_load(cell).items()}
    if name.startswith("tp122"):
        # course headers between '=' rules; the decoded text starts with the prompt
        parts = re.split(r"=+\n\[(\w\d)\] .*?\n=+\n", allout)
        return {parts[i]: parts[i + 1].rstrip("\n")[len(PROMPT):] for i in range(1, len(parts), 2) if parts[i + 1].startswith(PROMPT)}
    if name.startswith("tp123"):
        # every sample under '[T=.. · top_p=.. · #i]'; the declared runs are the #1 samples
        parts = re.split(r"\[T=([\d.]+) · top_p=([\d.]+) · #(\d)\]\n", allout)
        got = {}
        for i in range(1, len(parts), 4):
            T, p, k, t = parts[i], parts[i + 1], parts[i + 2], parts[i + 3]
            t = t[:-2] if t.endswith("\n\n") else t.rstrip("\n")
            got[(T, p, k)] = t
        names = {("0.2", "0.9"): "A1", ("0.7", "0.9"): "A2", ("1.0", "0.9"): "A3", ("0.7", "0.3"): "B1", ("0.7", "0.6"): "B2"}
        r = {}
        for (T, p, k), t in got.items():
            base = names.get((T, p))
            if base is None:
                continue
            r[f"{base}#{k}"] = t
        r.update({f"B3#{k}": got[("0.7", "0.9", k)] for k in "012"})  # B3 = the T=0.7, top_p=0.9 configuration
        return r
    if name.startswith("cot121"):
        return {f"P{i + 1}": ast.literal_eval(m.group(1)) for i, m in enumerate(re.finditer(r"^saida=(.*)$", allout, re.M))}
    if name.startswith("cot122"):
        return {m.group(1): ast.literal_eval(m.group(2)) for m in re.finditer(r"^----- (P\d) \(repr\) -----\n(.*)$", allout, re.M)}
    if name.startswith("cot123"):
        return {m.group(1): ("" if m.group(2) == "<vazio>" else m.group(2))
                for m in re.finditer(r"^### (P\d): .*?\n(.*?)\nnúmeros encontrados:", allout, re.M | re.S)}
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
