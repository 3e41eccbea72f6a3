"""Which run holds each quoted excerpt of the tp / cot answers (and how many times), with the runs cut out of the
recorded outputs by each notebook's own shape (tp101's `<A1 T=0.2 p=0.9>` ... `</A1>` tags, printed in reverse;
tp102's display(Markdown) bullet lists, sub-bullets joined; tp103's namedtuple reprs read back with eval; cot101's
token lists read back with ast.literal_eval and joined; cot102's `'prompt' => 'continuation'` repr lines; cot103's
bare-expression list of Execucao reprs). The record is identical to the second execution (regen_checks.py).
Whitespace collapsed. Also prints rep3 / distinct-2 per run (word level: rep3 = share of 3-grams occurring more
than once) for the choice questions.
usage: python attribution_check.py [DIR]
"""
import ast, json, re, sys
from collections import Counter, namedtuple
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent)
Run = namedtuple("Run", "nome T p texto")


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def model_cells(nb):
    return [c for c in nb["cells"] if c["cell_type"] == "code"
            and "answers-executed-after" not in c.get("metadata", {}).get("tags", [])]


def stdout(nb):
    return "".join("".join(o.get("text", "")) for c in model_cells(nb) for o in c.get("outputs", [])
                   if o["output_type"] == "stream" and o["name"] == "stdout")


def runs(name, nb):
    s = stdout(nb)
    if name.startswith("tp101"):
        return {k: v for k, v in re.findall(r"^<(\w\d) T=[\d.]+ p=[\d.]+>\n(.*?)\n</\1>$", s, flags=re.M | re.S)}
    if name.startswith("tp102"):
        out = {}
        for c in model_cells(nb):
            for o in c.get("outputs", []):
                m = "".join(o.get("data", {}).get("text/markdown", ""))
                h = re.match(r"- \*\*(\w\d)\*\* \(temperature=[\d.]+, top_p=[\d.]+\)\n?", m)
                if h:
                    out[h.group(1)] = "\n".join(l[6:] for l in m[h.end():].split("\n"))
        return out
    if name.startswith("tp103"):
        return {r.nome: r.texto for r in (eval(l) for l in s.splitlines() if l.startswith("Run("))}
    if name.startswith("cot101"):
        parts = re.split(r"^(P\d) - .*\(\d+ tokens\)\n", s, flags=re.M)
        return {parts[i]: "".join(ast.literal_eval(parts[i + 1].strip())) for i in range(1, len(parts), 2)}
    if name.startswith("cot102"):
        out = {}
        for l in s.splitlines():
            p, c = l.split(" => ", 1)
            out["P1" if "What is" in p else "P2"] = ast.literal_eval(c)
        return out
    if name.startswith("cot103"):
        t = "".join("".join(o.get("data", {}).get("text/plain", "")) for c in model_cells(nb) for o in c.get("outputs", []))
        parts = re.split(r"Execucao\((P\d), T=0.7, top_p=0.9, max_new_tokens=\d+, seed=\d+\)\n", t)
        return {parts[i]: parts[i + 1].rstrip("]").rstrip().rstrip(",") for i in range(1, len(parts), 2)}
    return {}


def measures(t):
    w = re.findall(r"\w+", t.lower())
    tri = [tuple(w[i:i + 3]) for i in range(len(w) - 2)]
    c = Counter(tri)
    rep3 = sum(v for v in c.values() if v > 1) / max(1, len(tri))
    bi = [tuple(w[i:i + 2]) for i in range(len(w) - 1)]
    return round(rep3, 3), round(len(set(bi)) / max(1, len(bi)), 3), len(w)


if __name__ == "__main__":
    for name in sorted(p.stem for p in D.glob("*.ipynb")):
        ans = ANSWERS.get(name, {})
        R = {k: norm(v) for k, v in runs(name, json.load(open(D / f"{name}.ipynb"))).items()}
        if not R:
            continue
        print("==", name, {k: measures(v) for k, v in R.items()}, "(rep3, distinct-2, words)")
        for slot, text in ans.items():
            if text.strip().startswith("respostas = "):
                text = ast.literal_eval(text.split("=", 1)[1].split("\nprint(")[0].strip())
            for m in re.findall(r'"([^"\n]{6,}?)"|`([^`\n]{3,}?)`', text):
                x = norm((m[0] or m[1]).strip("'\" "))
                pieces = [q.strip() for q in re.split(r"\[\.\.\.\]|\.\.\.", x) if q.strip()]
                where = {k: min(t.count(q) for q in pieces) for k, t in R.items() if all(q in t for q in pieces)}
                print(f"  [{slot}] {x[:60]!r:64} -> {where or 'IN NO RUN'}")
