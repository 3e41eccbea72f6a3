"""Cut each temperature-top-p / chain-of-thought run out of batch 35's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt35/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt35/out")


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout"
                   and "answers-executed-after" not in c.get("metadata", {}).get("tags", []))


def blocks(text, header, stop=None):
    """Split ``text`` at lines matching ``header`` (a regex with one group): {group: text up to the next header};
    lines matching ``stop`` end a block."""
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
    if name.startswith("tp351"):
        # "A1 | T=0.2 | top_p=0.9 | seed 3510" then the raw text (B runs followed by a blank line)
        return blocks(out, r"^([AB]\d) \| T=")
    if name.startswith("tp352"):
        # "Execução k  (T=…, top_p=…, seed …)", k = 1..6 in the code's order A1 A2 A3 B1 B2 B3
        names = dict(zip("123456", ["A1", "A2", "A3", "B1", "B2", "B3"]))
        return {names[k]: v for k, v in blocks(out, r"^Execução (\d)  \(T=").items()}
    if name.startswith("cot351"):
        # "── P1 · direto ──" … a rule of 40 "─"
        return blocks(out, r"^── (P\d) · .* ──$", stop=r"^─{40}$")
    if name.startswith("cot352"):
        # "[P1] What is 27 + 58?" then the continuation's repr on one line
        b = blocks(out, r"^\[(P\d)\] ")
        return {k: ast.literal_eval(v.strip()) for k, v in b.items()}
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
