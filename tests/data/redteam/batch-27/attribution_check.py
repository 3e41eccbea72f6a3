"""Cut each temperature-top-p / chain-of-thought run out of batch 27's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
kit's measures, the ones quoted in make_expected.py's whys; NOT the students' own measures). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt27/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt27/out")


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
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


def runs_of(name, nb):
    out = stdout(nb)
    if name.startswith("tp271"):
        # the metrics table comes first (rows start with the run name, no '▌'); the texts under '▌A1  T=0.2  p=0.9'
        return blocks(out.split("(ordenado por dist-2", 1)[1], r"^▌(A\d|B\d)  T=")
    if name.startswith("tp272"):
        # '[A1] T=0.2 p=0.9 | 61 palavras | ...' then the text
        return blocks(out, r"^\[(A\d|B\d)\] T=")
    if name.startswith("cot271"):
        # 'P1 (What is 27 + 58?)' then the repr of the continuation on one line
        return {m.group(1): ast.literal_eval(m.group(2)) for m in re.finditer(r"^(P\d) \(.*\)\n(.*)$", out, re.M)}
    if name.startswith("cot272"):
        # '=== P1: prompt', the text, then '--- tokens ...' (token stream; not part of the plain text)
        b = blocks(out, r"^=== (P\d): ")
        return {k: re.split(r"(?:^|\n)--- tokens", v)[0] for k, v in b.items()}
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
