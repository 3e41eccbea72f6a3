"""Cut each temperature-top-p / chain-of-thought run out of batch 19's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt19/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt19/out")


def outputs(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            for o in c.get("outputs", []):
                yield o


def stdout(nb):
    return "".join("".join(o["text"]) for o in outputs(nb) if o["output_type"] == "stream" and o["name"] == "stdout")


def runs_of(name, nb):
    if name.startswith("tp191"):
        # sys.stdout.write: "<<T0.2>> (T=0.2, top_p=0.9, seed=1910)" then the text (read back from the CSV) up to
        # the next "<<...>>" header; names T0.2 T0.7 T1.0 p=.3 p=.6 p=.9 = A1..B3
        ids = dict(zip(["T0.2", "T0.7", "T1.0", "p=.3", "p=.6", "p=.9"], ["A1", "A2", "A3", "B1", "B2", "B3"]))
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^<<(.+?)>> \(T=[\d.]+, top_p=[\d.]+, seed=\d+\)$", l)
            if m:
                cur = ids[m.group(1)]
                runs[cur] = []
            elif cur:
                runs[cur].append(l)
        return {k: "\n".join(v).strip("\n") for k, v in runs.items()}
    if name.startswith("tp192"):
        # pprint of {"A": {(T, p): text}, "B": {...}}: the printed dict is a Python literal
        d = ast.literal_eval(stdout(nb).strip())
        order = [("A", (0.2, 0.9)), ("A", (0.7, 0.9)), ("A", (1.0, 0.9)), ("B", (0.7, 0.3)), ("B", (0.7, 0.6)),
                 ("B", (0.7, 0.9))]
        return {r: d[k][tp] for r, (k, tp) in zip(["A1", "A2", "A3", "B1", "B2", "B3"], order)}
    if name.startswith("cot191"):
        # print(f"{nome=}") / f"{prompt=}" / f"{texto=}": "nome='direto'", "texto='<repr>'"
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            if l.startswith("nome="):
                cur = {"'direto'": "P1", "'passo'": "P2"}[l[5:]]
            elif l.startswith("texto=") and cur:
                runs[cur] = ast.literal_eval(l[6:])
        return runs
    if name.startswith("cot192"):
        # logging "[INFO] P1 :: <message>": the second message of each run is the text, up to the next "[INFO]" line
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^\[INFO\] (P\d) :: (.*)$", l)
            if m:
                if m.group(2).startswith("prompt="):
                    cur = None
                else:
                    cur = m.group(1)
                    runs[cur] = [m.group(2)]
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
