"""Cut each temperature-top-p / chain-of-thought run out of batch 28's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). Text printed by a notebook that is NOT a run of this notebook (tp281's
`livro` blocks: the course's GPT-2 outputs; cot282's attempt 1 is a run, but not the one the answers use) is cut out
separately and listed under its own name, so an excerpt found only there shows it. No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt28/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt28/out")
PROMPT = "Transformers are models that"


def stdout(nb):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")


def markdown(nb):
    return "\n".join(c["source"] if isinstance(c["source"], str) else "".join(c["source"])
                     for c in nb["cells"] if c["cell_type"] == "markdown")


def runs_of(name, nb):
    out = stdout(nb)
    if name.startswith("tp281"):
        # "┏━ A1 · temperature=0.2 · top_p=0.9" / "┃ minha execução (seed N):" / prompt + own text /
        # "┃ livro (GPT-2, Colab do curso):" / the course's text / "┗━━━"
        res = {}
        for m in re.finditer(r"┏━ (\w\d) · [^\n]*\n┃ minha execução \(seed \d+\):\n(.*?)\n┃ livro \(GPT-2, Colab do curso\):\n(.*?)\n┗",
                             out, re.S):
            own = m.group(2)
            assert own.startswith(PROMPT)
            res[m.group(1)] = own[len(PROMPT):]
            res["livro_" + m.group(1)] = m.group(3)
        return res
    if name.startswith("tp282"):
        # "A1 | T 0.2 | p 0.9 :: <text, .strip()ped>" up to the next such line; plus the teammate's fenced blocks
        # in the markdown cell (not outputs)
        res = {m.group(1): m.group(2).strip() for m in
               re.finditer(r"^([AB]\d) \| T [\d.]+ \| p [\d.]+ :: (.*?)(?=^[AB]\d \| T |\Z)", out, re.S | re.M)}
        for m in re.finditer(r"\*\*top-p ([\d.]+)\*\*\n```\n(.*?)\n```", markdown(nb), re.S):
            res["dupla_" + m.group(1)] = m.group(2)[len(PROMPT):]
        return res
    if name.startswith("cot281"):
        # "▌P1 — <prompt>  (seed N, até n tokens)" then "▌   <line>" per line of the stripped output
        res, cur = {}, None
        for l in out.split("\n"):
            m = re.match(r"^▌(P\d) — ", l)
            if m:
                cur = m.group(1)
                res[cur] = []
            elif cur and l.startswith("▌   "):
                res[cur].append(l[4:])
            elif cur and l.startswith("▌"):
                res[cur].append(l[1:])
        return {k: "\n".join(v) for k, v in res.items()}
    if name.startswith("cot282"):
        # "[2] P1  seed=282  '<repr>'": attempt 2 = P1 / P2, attempt 1 = t1_P1 / t1_P2
        res = {}
        for m in re.finditer(r"^\[(\d)\] (P\d)\s+seed=\d+\s+(.*)$", out, re.M):
            res[("" if m.group(1) == "2" else "t1_") + m.group(2)] = ast.literal_eval(m.group(3))
        return res
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
