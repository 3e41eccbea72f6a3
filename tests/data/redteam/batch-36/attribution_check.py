"""Cut each temperature-top-p / chain-of-thought run (and the extra experiments' samples) out of batch 36's recorded
outputs by the course notebook's own shape (rich display_data, ANSI codes stripped; the book's headers
'TEMPERATURA = 0.2', '[EXPERIMENTO] TOP-P = 0.3 (temperature=0.7)', '[Amostra 1]', '=== Direto (resposta curta) ===',
'--- Amostra 2/3 ---') and report which run holds each quoted excerpt of the answers, with word-level rep3 /
distinct-2 per run, on the CONTINUATION only (the book's generate_text prints prompt + continuation). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt36/out; the answered notebooks here work too)"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt36/out")
ANSI = re.compile(r"\x1b\[[0-9;]*m")
PROMPTS = ["Transformers are models that", "What is 27 + 58?", "Solve step by step: 27 + 58."]


def printed(nb):
    """Everything the notebook printed, in order (rich display_data text/plain and stdout), ANSI stripped."""
    out = []
    for c in nb["cells"]:
        if c["cell_type"] != "code" or "answers-executed-after" in c.get("metadata", {}).get("tags", []):
            continue
        for o in c.get("outputs", []):
            if o["output_type"] == "stream" and o["name"] == "stdout":
                out.append("".join(o["text"]))
            elif o["output_type"] == "display_data":
                out.append("".join(o["data"].get("text/plain", "")))
    return ANSI.sub("", "".join(out))


SEP = re.compile(r"^(?:-{20,}|={20,})$")
OTHER = re.compile(r"^(?:TEMPERATURA|TOP-P|\[EXPERIMENTO\]|VARIAÇÃO|PARTE D)")


def cut(text, header, sample=r"^\[Amostra (\d)\]$"):
    """{(header group, sample n): text} — a run runs from its '[Amostra n]' line to the next separator / header."""
    runs, cfg, cur = {}, None, None
    for l in text.split("\n"):
        m = re.match(header, l)
        if m:
            cfg, cur = m.group(1), None
            continue
        if OTHER.match(l):
            cfg, cur = None, None
            continue
        s = re.match(sample, l) if sample else None
        if s and cfg is not None:
            cur = (cfg, s.group(1))
            runs[cur] = []
            continue
        if SEP.match(l) or l.startswith("EXPLICAÇÃO") or l.startswith("[Checagem]"):
            cur = None
            continue
        if cur is not None:
            runs[cur].append(l)
    return {k: "\n".join(v).strip("\n") for k, v in runs.items()}


def cont(t):
    """The continuation: the printed text minus the prompt the book's generate_text prints first."""
    for p in PROMPTS:
        if t.startswith(p):
            return t[len(p):]
    return t


def runs_of(name, nb):
    out = printed(nb)
    if name.startswith("tp361"):
        a = cut(out, r"^TEMPERATURA = ([\d.]+)$")
        b = cut(out, r"^TOP-P = ([\d.]+) \(temperature=0.7\)$")
        return {"A1": a[("0.2", "1")], "A2": a[("0.7", "1")], "A3": a[("1.0", "1")],
                "B1": b[("0.3", "1")], "B2": b[("0.6", "1")], "B3": b[("0.9", "1")]}
    if name.startswith("tp362"):
        a = cut(out, r"^\[EXPERIMENTO\] TEMPERATURA = ([\d.]+) \(top_p=0.9\)$")
        b = cut(out, r"^\[EXPERIMENTO\] TOP-P = ([\d.]+) \(temperature=0.7\)$")
        res = {}
        for n, (d, v) in {"A1": (a, "0.2"), "A2": (a, "0.7"), "A3": (a, "1.0"),
                          "B1": (b, "0.3"), "B2": (b, "0.6"), "B3": (b, "0.9")}.items():
            res[n] = d[(v, "1")]
            res[n + "-amostra2"] = d[(v, "2")]
        return res
    if name.startswith("cot361"):
        r = cut(out, r"^(=== .* ===)$", sample=None)
        res = {}
        cur = None
        for l in out.split("\n"):
            if l == "=== Direto (resposta curta) ===":
                cur = "P1"; res[cur] = []; continue
            if l == "=== Step by step (explicado em etapas) ===":
                cur = "P2"; res[cur] = []; continue
            m = re.match(r"^--- Amostra (\d)/3 ---$", l)
            if m:
                cur = "extra-T0.9-" + m.group(1); res[cur] = []; continue
            if l.startswith("[Experimento]") or l.startswith("Config:"):
                cur = None; continue
            if cur:
                res[cur].append(l)
        del r
        return {k: "\n".join(v).strip("\n") for k, v in res.items()}
    if name.startswith("cot362"):
        res, cur = {}, None
        for l in out.split("\n"):
            if l == "=== PROMPT DIRETO ===":
                cur = "P1"; res[cur] = []; continue
            if l == "=== 'EXPLIQUE EM PASSOS' ===":
                cur = "P2"; res[cur] = []; continue
            if SEP.match(l):
                cur = None; continue
            if cur:
                res[cur].append(l)
        return {k: "\n".join(v).strip("\n") for k, v in res.items()}
    return None


if __name__ == "__main__":
    for f in sorted(D.glob("*.ipynb")):
        nb = json.load(open(f))
        runs = runs_of(f.stem, nb)
        if runs is None:
            continue
        print("#", f.stem)
        for k, v in runs.items():
            print(f"   {k} printed: {v[:150]!r}")
        ex = []
        for key, text in ANSWERS.get(f.stem, {}).items():
            ex += [(key, q) for q in quoted_excerpts(answer_source(text))]
        attribute({k: cont(v) for k, v in runs.items()}, ex)
