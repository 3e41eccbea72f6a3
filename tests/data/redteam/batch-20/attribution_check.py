"""Cut each temperature-top-p / chain-of-thought run out of batch 20's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run. Answers typed as comments inside code cells (tp202)
and as Python variables (tpl201) are read from answers_text.py like every other answer.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt20/out; the answered notebooks here work too)"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt20/out")


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")


def cut(lines, header, end=None):
    """Runs keyed by header(line) -> run id (or None), each running to the next header (or an `end` line)."""
    runs, cur = {}, None
    for l in lines:
        h = header(l)
        if h:
            cur = h
            runs[cur] = []
        elif end and end(l):
            cur = None
        elif cur:
            runs[cur].append(l)
    return runs


def runs_of(name, nb):
    lines = stdout(nb).split("\n")
    if name.startswith("tp201"):
        # "[fria] temperatura 0.2 | top-p 0.9" then the text up to a rule of 60 dashes; names in words = A1..B3
        ids = dict(zip(["fria", "morna", "quente", "estreito", "médio", "largo"], ["A1", "A2", "A3", "B1", "B2", "B3"]))
        m = lambda l: (re.match(r"^\[(.+?)\] temperatura [\d.]+ \| top-p [\d.]+$", l) or [None, None])[1]
        r = cut(lines, lambda l: ids.get(m(l)), lambda l: l == "-" * 60)
        return {k: "\n".join(v).strip("\n") for k, v in r.items()}
    if name.startswith("tp202"):
        # "A1 (T=0.2):" / "B1 (top_p=0.3):" then the text (print() adds a blank line after it)
        r = cut(lines, lambda l: (re.match(r"^([AB]\d) \((?:T|top_p)=[\d.]+\):$", l) or [None, None])[1])
        return {k: "\n".join(v).strip("\n") for k, v in r.items()}
    if name.startswith("cot201"):
        # "PROMPT: ..." then "SAÍDA: <text>" (continuing on the next lines) up to a rule of 50 "="
        runs, cur, n = {}, None, 0
        for l in lines:
            if l.startswith("PROMPT: "):
                n += 1
                cur = None
            elif l.startswith("SAÍDA: "):
                cur = f"P{n}"
                runs[cur] = [l[len("SAÍDA: "):]]
            elif l == "=" * 50:
                cur = None
            elif cur:
                runs[cur].append(l)
        return {k: "\n".join(v).strip("\n") for k, v in runs.items()}
    if name.startswith("cot202"):
        # "► P1  (prompt)" then the text indented by 4 spaces (textwrap.indent leaves blank lines unindented)
        r = cut(lines, lambda l: (re.match(r"^► (P\d)  \(", l) or [None, None])[1])
        return {k: "\n".join(x[4:] if x.startswith("    ") else x for x in v).strip("\n") for k, v in r.items()}
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
