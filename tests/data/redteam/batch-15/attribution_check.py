"""Cut each temperature-top-p / chain-of-thought run out of batch 15's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt15/out; the answered notebooks here work too)"""
import html
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt15/out")


def outputs(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            for o in c.get("outputs", []):
                yield o


def stdout(nb):
    return "".join("".join(o["text"]) for o in outputs(nb) if o["output_type"] == "stream" and o["name"] == "stdout")


def mime(nb, kind):
    return ["".join(o["data"][kind]) if isinstance(o["data"][kind], (list, str)) else o["data"][kind]
            for o in outputs(nb) if o["output_type"] in ("display_data", "execute_result") and kind in o.get("data", {})]


def runs_of(name, nb):
    if name.startswith("tp151"):
        # "## A1  (T=..)" header then "A1·s<j> | <sentence>" lines (a sentence with a raw newline spills onto the
        # next line); sentences were split on whitespace after . ! ?, joined back with one space
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^## (\w\d) ", l)
            if m:
                cur = m.group(1)
                runs[cur] = []
                continue
            m = re.match(r"^(\w\d)·s\d+ \| (.*)$", l)
            if m:
                runs[cur].append(m.group(2))
            elif cur and l.strip():
                runs[cur][-1] += "\n" + l
        return {k: " ".join(v) for k, v in runs.items()}
    if name.startswith("tp152"):
        # rich Tree, text/plain: guide characters, run header "A1: T=.. top_p=.. seed=..", the text wrapped by rich
        plain = [p for p in mime(nb, "text/plain") if "part A" in p][0]
        runs, cur = {}, None
        for l in plain.split("\n"):
            body = re.sub(r"^[\s│├└─]+", "", l)
            m = re.match(r"^(\w\d): T=", body)
            if m:
                cur = m.group(1)
                runs[cur] = []
            elif cur and body and not body.startswith("part "):
                runs[cur].append(body)
        return {k: " ".join(v) for k, v in runs.items()}
    if name.startswith("cot151"):
        return {d["semente"] == 1511 and "P1" or "P2": d["saida"] for d in mime(nb, "application/json")}
    if name.startswith("cot152"):
        boxes = [re.search(r"<textarea[^>]*>(.*)</textarea>", h, re.S) for h in mime(nb, "text/html")]
        texts = [html.unescape(b.group(1)) for b in boxes if b]
        return {"P1": texts[0], "P2": texts[1]}
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
