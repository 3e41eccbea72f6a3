"""Cut each temperature-top-p / chain-of-thought run out of batch 23's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys: on the CONTINUATION only, the prompt that the course's generate_text
prints at the start of every output cut off). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt23/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt23/out")
TP = "Transformers are models that"


def stdout(nb, skip=("answers-executed-after",)):
    return "".join("".join(o["text"]) for c in nb["cells"] if c["cell_type"] == "code"
                   and not set(skip) & set(c.get("metadata", {}).get("tags", []))
                   for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")


def cut(text, header, stop):
    """Blocks: a line matching `header` (group 1 = the run's key) starts a run, a line matching `stop` ends it."""
    runs, cur = {}, None
    for l in text.split("\n"):
        m = re.match(header, l)
        if m:
            cur = m.group(1)
            runs[cur] = []
        elif cur and re.match(stop, l):
            cur = None
        elif cur is not None:
            runs[cur].append(l)
    return {k: "\n".join(v).strip("\n") for k, v in runs.items()}


def strip_prompt(t, p):
    assert t.startswith(p), t[:60]
    return t[len(p):]


def runs_of(name, nb):
    s = stdout(nb)
    if name.startswith("tp231"):
        # "====" / "[TEMPERATURA = 0.2]" / "====" then the full sequence (prompt first), up to the next "\n===="
        parts = re.split(r"\n====\n\[(?:TEMPERATURA|TOP-P) = [\d.]+\]\n====\n", s)[1:]
        return {i: strip_prompt(v.split("\n====\n")[0].rstrip("\n"), TP)
                for i, v in zip(["A1", "A2", "A3", "B1", "B2", "B3"], parts)}
    if name.startswith("tp232"):
        # "-"*30 / "TEMPERATURA = 0.2" (or "TOP-P = 0.3 (temperature=0.7)") / "-"*30 / "[Amostra 1]" / the text, up to
        # the next line of 30 dashes or 70 "=" (the EXPLICAÇÃO block after A3 is the course's print, not a run)
        parts = re.split(r"\n-{30}\n(?:TEMPERATURA|TOP-P) = [^\n]*\n-{30}\n\n\[Amostra 1\]\n", s)[1:]
        return {i: strip_prompt(re.split(r"\n(?:-{30}|={70})\n", v)[0].rstrip("\n"), TP)
                for i, v in zip(["A1", "A2", "A3", "B1", "B2", "B3"], parts)}
    if name.startswith("cot231"):
        r = cut(s, r"^(=== Direto.*|=== Step by step.*|--- Amostra \d/3 ---|\[Experimento\].*)$", r"(?!)")
        out = {"P1": strip_prompt(r["=== Direto (resposta curta) ==="], "What is 27 + 58?"),
               "P2": strip_prompt(r["=== Step by step (explicado em etapas) ==="], "Solve step by step: 27 + 58.")}
        for i in (1, 2, 3):
            out[f"var{i} (T0.9 p0.95, not a graded run)"] = strip_prompt(r[f"--- Amostra {i}/3 ---"], "Solve step by step: 27 + 58.")
        return out
    if name.startswith("cot232"):
        out = {}
        for l in s.split("\n"):
            m = re.match(r"^T=0\.7 p=0\.9 n=(\d+)  \|  (?!prompt=)(.*)$", l)
            if m:
                out[{"40": "P1", "80": "P2"}[m.group(1)]] = ast.literal_eval(m.group(2))
        return out
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
