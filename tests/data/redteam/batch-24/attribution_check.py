"""Cut each temperature-top-p / chain-of-thought run out of batch 24's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt24/out; the answered notebooks here work too)
Also reads /tmp/rt24/earlier (cot241 before its re-run) when present, labelled 'earlier:'."""
import html
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt24/out")


def outputs(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            for o in c.get("outputs", []):
                yield o


def stdout(nb):
    return "".join("".join(o["text"]) for o in outputs(nb) if o["output_type"] == "stream" and o["name"] == "stdout")


def rich(nb, mime):
    return ["".join(o["data"][mime]) for o in outputs(nb) if mime in o.get("data", {})]


def cot241_runs(nb):
    # display(Markdown("**SEED = n**\n\n```json\n{...}\n```")): the JSON inside the fence
    m = rich(nb, "text/markdown")[-1]
    d = json.loads(m.split("```json\n", 1)[1].rsplit("\n```", 1)[0])
    return {k: v["saida"] for k, v in d.items()}


def runs_of(name, nb):
    if name.startswith("tp241"):
        # "━━ A1  T=0.2  top_p=0.9 ━━━…", "seed 2410 … │ seed 2411", then wrapped lines "<left padded> │ <right>";
        # each column re-joined with spaces (textwrap broke at spaces; an empty piece = a paragraph break)
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^━━ (A\d|B\d)  T=", l)
            if m:
                cur = m.group(1)
                runs[cur + "/2410"], runs[cur + "/2411"] = [], []
            elif cur and " │ " in l and not l.startswith("seed "):
                e, d = l.split(" │ ", 1)
                runs[cur + "/2410"].append(e.rstrip())
                runs[cur + "/2411"].append(d.rstrip())
        return {k: re.sub(r"\s+", " ", " ".join(v)).strip() for k, v in runs.items()}
    if name.startswith("tp242"):
        # the hand-made pipe table in text/markdown: "| A1 | 0.2 | 0.9 | 2420 | text |", " ⏎ " = newline, "\|" = "|"
        runs = {}
        for l in rich(nb, "text/markdown")[-1].split("\n"):
            m = re.match(r"^\| (A\d|B\d) \| [\d.]+ \| [\d.]+ \| \d+ \| (.*) \|$", l)
            if m:
                runs[m.group(1)] = m.group(2).replace(" ⏎ ", "\n").replace("\\|", "|")
        return runs
    if name.startswith("cot241"):
        return cot241_runs(nb)
    if name.startswith("cot242"):
        # Styler HTML: one <tr> per seed, <th> the seed, then <td> P1, <td> P2 (escape="html")
        h = rich(nb, "text/html")[-1]
        runs = {}
        for tr in re.findall(r"<tr>(.*?)</tr>", h, re.S):
            seed = re.search(r"<th[^>]*>(\d{4})</th>", tr)
            tds = re.findall(r"<td[^>]*>(.*?)</td>", tr, re.S)
            if seed and len(tds) == 2:
                runs["P1/" + seed.group(1)] = html.unescape(tds[0])
                runs["P2/" + seed.group(1)] = html.unescape(tds[1])
        return runs
    return None


if __name__ == "__main__":
    for f in sorted(D.glob("*.ipynb")):
        nb = json.load(open(f))
        runs = runs_of(f.stem, nb)
        if runs is None:
            continue
        if f.stem.startswith("cot241") and Path("/tmp/rt24/earlier/cot241-earlier.ipynb").exists():
            e = cot241_runs(json.load(open("/tmp/rt24/earlier/cot241-earlier.ipynb")))
            runs.update({"earlier:" + k: v for k, v in e.items()})
        print("#", f.stem)
        ex = []
        for key, text in ANSWERS.get(f.stem, {}).items():
            ex += [(key, q) for q in quoted_excerpts(answer_source(text))]
        attribute(runs, ex)
