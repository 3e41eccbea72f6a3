"""Cut each temperature-top-p / chain-of-thought run out of batch 30's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt30/out; the answered notebooks here work too)"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import PIECES  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt30/out")


def _run_cells(nb):
    """Code cells except the answers cells run after writing (tagged answers-executed-after: not model output)."""
    return [c for c in nb["cells"] if c["cell_type"] == "code"
            and "answers-executed-after" not in c.get("metadata", {}).get("tags", [])]


def stdout(nb):
    return "".join("".join(o["text"]) for c in _run_cells(nb)
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


def cell_stdouts(nb):
    return ["".join("".join(o["text"]) for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")
            for c in _run_cells(nb)]


def runs_of(name, nb):
    out = stdout(nb)
    if name.startswith("tp301"):
        # "experimentos[k]  ->  T=…, top_p=…" then the text, then a rule of 60 '-'; k = list position = A1 A2 A3 B1 B2 B3
        names = ["A1", "A2", "A3", "B1", "B2", "B3"]
        b = blocks(out, r"^experimentos\[(\d)\]  ->  T=[\d.]+, top_p=[\d.]+$")
        return {names[int(k)]: v.split("-" * 60)[0].strip() for k, v in b.items()}
    if name.startswith("tp302"):
        # part A's cell prints T = 1.0, 0.7, 0.2 (hottest first); part B's cell top_p = 0.9, 0.6, 0.3; both have a
        # "T=0.7 | top_p=0.9" block (A2 in part A's cell, B3 in part B's): cut per cell
        cells = [c for c in cell_stdouts(nb) if "| top_p=" in c]
        a = blocks(cells[0], r"^T=([\d.]+) \| top_p=0.9$")
        b = blocks(cells[1], r"^T=0.7 \| top_p=([\d.]+)$")
        return {"A1": a["0.2"], "A2": a["0.7"], "A3": a["1.0"], "B1": b["0.3"], "B2": b["0.6"], "B3": b["0.9"]}
    if name.startswith("cot301"):
        # ">>> P1 (40 tokens)" then prompt + continuation printed together: the run is what follows the prompt
        b = blocks(out, r"^>>> (P\d) \(\d+ tokens\)$")
        pr = {"P1": "What is 27 + 58?", "P2": "Solve step by step: 27 + 58."}
        return {k: v[len(pr[k]):].strip() if v.startswith(pr[k]) else "?" + v for k, v in b.items()}
    if name.startswith("cot302"):
        # "P1 (direto) = '<repr>'"
        import ast
        return {m.group(1): ast.literal_eval(m.group(2)) for m in re.finditer(r"^(P\d) \([^)]*\) = (.*)$", out, re.M)}
    return None


if __name__ == "__main__":
    for f in sorted(D.glob("*.ipynb")):
        nb = json.load(open(f))
        runs = runs_of(f.stem, nb)
        if runs is None:
            continue
        print("#", f.stem)
        ex = []
        for key, text in PIECES.get(f.stem, {}).items():
            ex += [(key, q) for q in quoted_excerpts(answer_source(text))]
        attribute(dict(sorted(runs.items())), ex)
