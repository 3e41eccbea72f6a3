"""Which run holds each quoted excerpt of the tp / cot answers (and how many times), with the runs cut out of the
recorded outputs by each notebook's own headers ("A1 | T=0.2 | top_p=0.9 | seed=911 | " lines, "== A1 (...) ==" lines,
the HTML table rows, the pprint-ed pipeline dicts, "--- P1 ---" blocks with "P2.03  " line prefixes, the ╔═ frames);
the record is identical to the second execution (regen_checks.py). Whitespace collapsed. Also prints rep3 /
distinct-2 per run (word level: rep3 = share of 3-grams occurring more than once) for the choice questions.
usage: python attribution_check.py [RECORD_DIR]
"""
import ast, html, json, re, sys
from collections import Counter
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent)


def norm(s):
    return re.sub(r"\s+", " ", s.replace("\\n", " ")).strip().lower()


def cell_streams(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            yield "".join("".join(o.get("text", "")) for o in c.get("outputs", [])
                          if o["output_type"] == "stream" and o["name"] == "stdout")


def cell_html(nb):
    return "".join("".join(o["data"].get("text/html", "")) for c in nb["cells"] for o in c.get("outputs", [])
                   if "data" in o)


def runs(name, nb):
    s = "".join(cell_streams(nb))
    if name.startswith("tp91"):
        parts = re.split(r"^(A\d|B\d) \| T=[\d.]+ \| top_p=[\d.]+ \| seed=\d+ \| ", s, flags=re.M)
        return {parts[i]: parts[i + 1].split("-" * 70)[0] for i in range(1, len(parts), 2)}
    if name.startswith("tp92"):
        parts = re.split(r"^== (\w+) \(temperature=.*\) ==$", s, flags=re.M)
        return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}
    if name.startswith("tp93"):
        rows = re.findall(r"<tr><td>(\w+)</td><td>[^<]*</td><td>[^<]*</td><td>(.*?)</td></tr>", cell_html(nb), re.S)
        return {k: html.unescape(v.replace("<br>", "\n")) for k, v in rows}
    if name.startswith("cot91"):
        out = {}
        for t in cell_streams(nb):
            if t.strip().startswith("[{"):
                g = ast.literal_eval(t.strip())[0]["generated_text"]
                k, q = ("P1", "What is 27 + 58?") if g.startswith("What is") else ("P2", "Solve step by step: 27 + 58.")
                out[k] = g[len(q):]
        return out
    if name.startswith("cot92"):
        parts = re.split(r"^--- (P\d) ---$", s, flags=re.M)
        return {parts[i]: re.sub(r"^P\d\.\d\d  ", "", parts[i + 1], flags=re.M) for i in range(1, len(parts), 2)}
    if name.startswith("cot93"):
        parts = re.split(r"^║ (P1|P2|P2 \(de novo\)) — .*\n╚═+$", s, flags=re.M)
        return {parts[i]: parts[i + 1].split("╔")[0] for i in range(1, len(parts), 2)}
    return {}


def measures(t):
    w = re.findall(r"\w+", t.lower())
    tri = [tuple(w[i:i + 3]) for i in range(len(w) - 2)]
    c = Counter(tri)
    rep3 = sum(v for v in c.values() if v > 1) / max(1, len(tri))
    bi = [tuple(w[i:i + 2]) for i in range(len(w) - 1)]
    return round(rep3, 3), round(len(set(bi)) / max(1, len(bi)), 3), len(w)


for name in sorted(p.stem for p in D.glob("*.ipynb")):
    ans = ANSWERS.get(name, {})
    p = D / f"{name}.ipynb"
    if not p.exists():
        continue
    R = {k: norm(v) for k, v in runs(name, json.load(open(p))).items()}
    if not R:
        continue
    print("==", name, {k: measures(v) for k, v in R.items()}, "(rep3, distinct-2, words)")
    for slot, text in ans.items():
        if text.strip().startswith("respostas = {"):  # a Python dict of answers (cot92): its values
            text = "\n".join(ast.literal_eval(text.split("=", 1)[1].strip()).values())
        for m in re.findall(r'"([^"\n]{6,}?)"|`([^`\n]{3,}?)`', text):
            x = norm((m[0] or m[1]).strip("'\" "))
            pieces = [q.strip() for q in re.split(r"\[\.\.\.\]|\.\.\.", x) if q.strip()]
            where = {k: min(t.count(q) for q in pieces) for k, t in R.items() if all(q in t for q in pieces)}
            print(f"  [{slot}] {x[:60]!r:64} -> {where or 'IN NO RUN'}")
