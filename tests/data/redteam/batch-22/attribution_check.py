"""Cut each temperature-top-p / chain-of-thought run out of batch 22's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt22/out; the answered notebooks here work too)"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt22/out")
IDS = ["A1", "A2", "A3", "B1", "B2", "B3"]


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")


def cut(text, header, name_of, end=None):
    """Split stdout into runs: a line matching ``header`` opens the run name_of(match); lines up to the next header
    (or a line matching ``end``) are its text; the print()'s trailing newlines are dropped."""
    runs, cur = {}, None
    for l in text.split("\n"):
        m = re.match(header, l)
        if m:
            cur = name_of(m)
            runs[cur] = []
        elif end and re.match(end, l):
            cur = None
        elif cur:
            runs[cur].append(l)
    return {k: "\n".join(v).strip("\n") for k, v in runs.items()}


def runs_of(name, nb):
    if name.startswith("tp221"):
        # "[frio] T=0.2 top_p=0.9 seed=2210" ... word names frio morno quente estreito médio largo = A1..B3
        ids = dict(zip(["frio", "morno", "quente", "estreito", "médio", "largo"], IDS))
        return cut(stdout(nb), r"^\[(\w+)\] T=[\d.]+ top_p=[\d.]+ seed=\d+$", lambda m: ids[m.group(1)])
    if name.startswith("tp222"):
        # "(A) temperature=0.2,top_p=0.9  seed=2220" then the text, then a rule of 60 "-"; seeds 2220.. = A1..B3
        return cut(stdout(nb), r"^\([AB]\) temperature=[\d.]+,top_p=[\d.]+  seed=(\d+)$",
                   lambda m: IDS[int(m.group(1)) - 2220], end=r"^-{60}$")
    if name.startswith("cot221"):
        # "==== max_new_tokens=40 :: What is 27 + 58?" (P1) / "==== max_new_tokens=80 :: ..." (P2)
        return cut(stdout(nb), r"^==== max_new_tokens=(\d+) :: ", lambda m: {"40": "P1", "80": "P2"}[m.group(1)])
    if name.startswith("cot222"):
        # "direto() ->" (P1) / "passo_a_passo() ->" (P2)
        return cut(stdout(nb), r"^(direto|passo_a_passo)\(\) ->$", lambda m: {"direto": "P1"}.get(m.group(1), "P2"))
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
