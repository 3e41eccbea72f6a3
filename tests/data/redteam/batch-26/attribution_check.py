"""Cut each temperature-top-p / chain-of-thought run out of batch 26's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run. Runs drawn twice (tp261's part B, cot262's P2) are
kept apart by their seed: 'B1@2620' / 'B1@2630', 'P2@2621' / 'P2@2622'.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt26/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt26/out")


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
    if name.startswith("tp261"):
        # "--- A1 | T=0.2 top_p=0.9 | seed 2610 ---"; part B twice (seeds 2620+i, then 2630+i)
        b = blocks(out, r"^--- (\w\d \| T=[\d.]+ top_p=[\d.]+ \| seed \d+) ---$")
        return {re.match(r"(\w\d)", k).group(1) + "@" + k.split("seed ")[1]: v for k, v in b.items()}
    if name.startswith("tp262"):
        # "A1 · T 0.2 · p 0.9" headers after the smoke-test line (which has no header and is left out)
        return {k[:2]: v for k, v in blocks(out, r"^([AB]\d · T [\d.]+ · p [\d.]+)$").items()}
    if name.startswith("cot261"):
        # "P1 >>> '<repr>'"
        return {m.group(1): ast.literal_eval(m.group(2)) for m in re.finditer(r"^(P\d) >>> (.*)$", out, re.M)}
    if name.startswith("cot262"):
        # "== P1 (semente 2620) ==", P2 twice (2621, 2622)
        b = blocks(out, r"^== (P\d \(semente \d+\)) ==$")
        return {k[:2] + "@" + re.search(r"\d{4}", k).group(0): v for k, v in b.items()}
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
