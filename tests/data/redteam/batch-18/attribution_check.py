"""Cut each temperature-top-p / chain-of-thought run out of batch 18's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt18/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt18/out")


def outputs(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            for o in c.get("outputs", []):
                yield o


def stdout(nb):
    return "".join("".join(o["text"]) for o in outputs(nb) if o["output_type"] == "stream" and o["name"] == "stdout")


def runs_of(name, nb):
    if name.startswith("tp181"):
        # "=== parte A ===", then per run "low temp run    T=0.2 top_p=0.9 seed=1810" and the text wrapped by
        # textwrap.wrap(texto, 70) into "    | " lines: joined back with one space (newlines of the output were
        # collapsed by textwrap); English run names mapped to A1..B3 in the notebook's order
        names = ["low temp run", "mid temp run", "high temp run", "narrow nucleus", "medium nucleus", "wide nucleus"]
        ids = dict(zip(names, ["A1", "A2", "A3", "B1", "B2", "B3"]))
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^(.+?)\s+T=[\d.]+ top_p=[\d.]+ seed=\d+$", l)
            if m:
                cur = ids[m.group(1)]
                runs[cur] = []
            elif cur and l.startswith("    | "):
                runs[cur].append(l[6:])
            else:
                cur = None
        return {k: " ".join(v) for k, v in runs.items()}
    if name.startswith("tp182"):
        # lines "[B3] | T=0.7 | p=0.9 | logp médio=-1.23 | '<repr of the text>'", B3 first (reversed)
        runs = {}
        for l in stdout(nb).split("\n"):
            m = re.match(r"^\[(\w\d)\] \| T=[\d.]+ \| p=[\d.]+ \| logp médio=[-\d.]+ \| (.*)$", l)
            if m:
                runs[m.group(1)] = ast.literal_eval(m.group(2))
        return runs
    if name.startswith("cot181"):
        # "====== P1: What is 27 + 58? ======" (str.center) then the text up to the next centred header
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^=+ (P\d): .* =+$", l)
            if m:
                cur = m.group(1)
                runs[cur] = []
            elif cur:
                runs[cur].append(l)
        return {k: "\n".join(v).strip("\n") for k, v in runs.items()}
    if name.startswith("cot182"):
        # tab-separated: name, repr(prompt), chars, repr(output)
        runs = {}
        for l in stdout(nb).split("\n"):
            f = l.split("\t")
            if len(f) == 4 and re.match(r"^P\d$", f[0]):
                runs[f[0]] = ast.literal_eval(f[3])
        return runs
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
