"""Cut each temperature-top-p / chain-of-thought run out of batch 25's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt25/out; the answered notebooks here work too)"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt25/out")


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
    if name.startswith("tp251"):
        # the index table "linha T top_p seed" maps rows to runs by seed (2510 + k, k = A1 A2 A3 B1 B2 B3)
        by_seed = dict(zip(range(2510, 2516), ["A1", "A2", "A3", "B1", "B2", "B3"]))
        rows = {m.group(1): by_seed[int(m.group(2))] for m in re.finditer(r"^(\d)\s+[\d.]+\s+[\d.]+\s+(\d{4})$", out, re.M)}
        return {rows[k]: v for k, v in blocks(out, r"^\[linha (\d)\]$").items()}
    if name.startswith("tp252"):
        # "—— N caracteres · T=… · top_p=… ——", sorted by length; the two T=0.7 / top_p=0.9 blocks are told apart by
        # truth_tp252.py (re-generation of seeds 2521 / 2525): the 442-character one is A2, the 302-character one B3
        cfg = {"1.0/0.9": "A3", "0.7/0.6": "B2", "0.7/0.3": "B1", "0.2/0.9": "A1"}
        res = {}
        for k, v in blocks(out, r"^—— (\d+ caracteres · T=[\d.]+ · top_p=[\d.]+) ——$").items():
            n, T, p = re.match(r"(\d+) caracteres · T=([\d.]+) · top_p=([\d.]+)", k).groups()
            res[cfg.get(f"{T}/{p}") or {"442": "A2", "302": "B3"}[n]] = v
        return res
    if name.startswith("cot251"):
        # string.Template "$rotulo ($n tokens novos)\n$saida\n"
        b = blocks(out, r"^(pergunta seca|passo a passo) \(\d+ tokens novos\)$")
        return {"P1": b["pergunta seca"], "P2": b["passo a passo"]}
    if name.startswith("cot252"):
        # "P1  » <text, newlines shown as ' / '>"
        return {m.group(1): m.group(2) for m in re.finditer(r"^(P\d)\s+» ?(.*)$", out, re.M)}
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
