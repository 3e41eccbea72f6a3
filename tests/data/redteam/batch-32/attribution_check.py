"""Cut each temperature-top-p / chain-of-thought run out of batch 32's recorded outputs by the notebook's own display
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt32/out; the answered notebooks here work too)"""
import ast
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt32/out")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def stdout(nb, cell=None):
    return "".join("".join(o["text"]) for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code"
                   and (cell is None or i == cell)
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
    if name.startswith("tp321"):
        # "┤ A1 ├─ T=… · top_p=… · seed … · N tokens", then "[PROMPT]" in bold + the continuation in ANSI stripes
        res = {}
        for k, v in blocks(ANSI.sub("", out), r"^┤ (\w\d) ├─").items():
            assert v.startswith("[Transformers are models that]"), k
            res[k] = v[len("[Transformers are models that]"):]
        return res
    if name.startswith("tp322"):
        # pair tables "A1   ┃ A3" / "━━╋━━" / rows "<left, padded to 36> ┃ <right>"; each column's rows joined
        res, cur = {}, None
        for l in out.split("\n"):
            m = re.match(r"^(\w\d)\s+┃ (\w\d)$", l)
            if m:
                cur = m.groups()
                res[cur[0]], res[cur[1]] = [], []
            elif cur and " ┃ " in l:
                a, b = l.split(" ┃ ", 1)
                res[cur[0]].append(a.rstrip())
                res[cur[1]].append(b.rstrip())
            elif cur and not l.startswith("━"):
                cur = None
        return {k: "\n".join(v).strip("\n") for k, v in res.items()}
    if name.startswith("cot321"):
        # the box "╭─ P1 · … ╮" / "│ line │" / "╰──╯"; the prompt between ⟦ ⟧ removed
        res, cur = {}, None
        for l in out.split("\n"):
            m = re.match(r"^╭─ (P\d) ", l)
            if m:
                cur = m.group(1)
                res[cur] = []
            elif l.startswith("╰"):
                cur = None
            elif cur and l.startswith("│ "):
                res[cur].append(l[2:-2].rstrip())
        return {k: re.sub(r"^⟦[^⟧]*⟧", "", "\n".join(v)) for k, v in res.items()}
    if name.startswith("cot322"):
        # "P1 = '<repr>'" lines after the DataFrame
        return {m.group(1): ast.literal_eval(m.group(2)) for m in re.finditer(r"^(P\d) = (.*)$", out, re.M)}
    if name.startswith("tpl321"):
        # the templates' box "│ <left, 30> │ <right, 30> │": each column read down, '⏎' is the display's newline
        rows = [l for l in out.split("\n") if l.startswith("│ ") and l.count("│") == 3]
        cols = {"LOOSE": [], "STRICT": []}
        for l in rows[1:]:
            _, a, b, _ = l.split("│")
            cols["LOOSE"].append(a[1:].rstrip())
            cols["STRICT"].append(b[1:].rstrip())
        return {k: " ".join(v).strip().replace("⏎", "\n") for k, v in cols.items()}
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
            ex += [(key, q.replace("⏎", "\n")) for q in quoted_excerpts(answer_source(text))]
        attribute(dict(sorted(runs.items())), ex)
