"""Cut each temperature-top-p / chain-of-thought run out of batch 31's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt31/out; the answered notebooks here work too)"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt31/out")


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")


def blocks(text, header, stop=None):
    """Split ``text`` at lines matching ``header`` (a regex with one group): {group: lines up to the next header, or
    up to a line matching ``stop``}."""
    runs, cur = {}, None
    for l in text.split("\n"):
        m = re.match(header, l)
        if m:
            cur = m.group(1)
            runs[cur] = []
        elif stop and re.match(stop, l):
            cur = None
        elif cur is not None:
            runs[cur].append(l)
    return {k: "\n".join(v).strip("\n") for k, v in runs.items()}


def runs_of(name, nb):
    out = stdout(nb)
    if name.startswith("tp311"):
        # "=== A1  T=0.2  top_p=0.9  (seed 3110)", the text, then the student's "--- palavras: ..." line
        return blocks(out, r"^=== (\w\d) ", r"^--- palavras")
    if name.startswith("tp312"):
        # "A1 (T=0.2, top_p=0.9) — n frases", then one sentence per line "  A1.03  <sentence>"
        res = {}
        for m in re.finditer(r"^  ([AB]\d)\.\d\d  (.*)$", out, re.M):
            res[m.group(1)] = (res.get(m.group(1), "") + " " + m.group(2)).strip()
        return res
    if name.startswith("cot311"):
        # "P2b  (Solve step by step: 27 + 58.)" then the text behind a "    ┆ " gutter; three samples per prompt
        b = blocks(out, r"^(P\d[abc])  \(")
        return {k: "\n".join(l[6:] for l in v.split("\n")) for k, v in b.items()}
    if name.startswith("cot312"):
        # "-------------------- P1 direto --------------------", the raw text, then "números: [...]"
        b = blocks(out, r"^-{20} (P\d) .* -{20}$", r"^números: ")
        return b
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
