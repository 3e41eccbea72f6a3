"""Cut each temperature-top-p / chain-of-thought run out of batch 17's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt17/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt17/out")


def outputs(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            for o in c.get("outputs", []):
                yield o


def stdout(nb):
    return "".join("".join(o["text"]) for o in outputs(nb) if o["output_type"] == "stream" and o["name"] == "stdout")


def runs_of(name, nb):
    if name.startswith("tp171"):
        # "A1 · T=0.2 · top_p=0.9 · semente 1710 · 4 frases" then the repr of the list of sentences; the sentences are
        # joined back with one space (the whitespace after . ! ? was consumed by re.split; \n\n breaks are lost)
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^(\w\d) · T=", l)
            if m:
                cur = m.group(1)
            elif cur and l.startswith("["):
                runs[cur] = " ".join(ast.literal_eval(l))
                cur = None
        return runs
    if name.startswith("tp172"):
        # IPython.display.Code: text/plain is the captured text; "[A1] temperature=.. top_p=.. seed=.." headers,
        # the stripped continuation, a 60-dash rule
        txt = next("".join(o["data"]["text/plain"]) for o in outputs(nb) if "text/latex" in o.get("data", {}))
        runs = {}
        for blk in re.split(r"^-{60}$", txt, flags=re.M):
            m = re.search(r"^\[(\w\d)\] temperature=[\d.]+ top_p=[\d.]+ seed=\d+\n(.*)", blk.strip("\n"), re.S)
            if m:
                runs[m.group(1)] = m.group(2).strip("\n")
        return runs
    if name.startswith("cot171"):
        # the runs only in application/json: {P1: {..., saida}, P2: {...}}
        js = next(o["data"]["application/json"] for o in outputs(nb) if "application/json" in o.get("data", {}))
        return {k: v["saida"] for k, v in js.items()}
    if name.startswith("cot172"):
        # "~~~ P1: 'What is 27 + 58?' — 1 ids recebidos ~~~" then the text, up to the next "~~~" line
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^~~~ (P\d): ", l)
            if m:
                cur = m.group(1)
                runs[cur] = []
            elif l.startswith("~~~"):
                cur = None
            elif cur:
                runs[cur].append(l)
        return {k: "\n".join(v).strip("\n") for k, v in runs.items()}
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
