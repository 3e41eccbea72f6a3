"""Cut each temperature-top-p / chain-of-thought run out of batch 21's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt21/out; the answered notebooks here work too)"""
import ast
import html
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt21/out")


def outputs(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            for o in c.get("outputs", []):
                yield o


def stdout(nb):
    return "".join("".join(o["text"]) for o in outputs(nb) if o["output_type"] == "stream" and o["name"] == "stdout")


def htmls(nb):
    return ["".join(o["data"]["text/html"]) for o in outputs(nb) if "text/html" in o.get("data", {})]


def runs_of(name, nb):
    if name.startswith("tp211"):
        # `!python gera.py ...` through a pty: CRLF line ends; "=== A1 | T=0.2 top_p=0.9 seed=2111 ===" then the text,
        # up to the next script's "Loading weights" progress line (the script's final print() leaves a blank line)
        runs, cur = {}, None
        for l in stdout(nb).replace("\r\n", "\n").split("\n"):
            m = re.match(r"^=== ([AB]\d) \| T=[\d.]+ top_p=[\d.]+ seed=\d+ ===$", l)
            if m:
                cur = m.group(1)
                runs[cur] = []
            elif "Loading weights" in l:
                cur = None
            elif cur:
                runs[cur].append(l)
        return {k: "\n".join(v)[:-1] if "\n".join(v).endswith("\n") else "\n".join(v) for k, v in runs.items()}
    if name.startswith("tp212"):
        # ET.tostring of <experimento><parte><execucao id=...>text</execucao>: parse it back (escapes undone)
        raiz = ET.fromstring(stdout(nb).strip())
        return {e.get("id"): e.text or "" for e in raiz.iter("execucao")}
    if name.startswith("cot211"):
        # pygments HTML: "<h4>P1 — prompt</h4>" + <pre> with an inline line-number <span>n</span> at each line start;
        # the lexer strips leading / trailing newlines of the text (stripnl), so the display starts at the first word
        runs = {}
        for h in htmls(nb):
            nome = re.search(r"<h4>(P\d)", h).group(1)
            pre = re.search(r"<pre[^>]*>(.*)</pre>", h, re.S).group(1)
            pre = re.sub(r'<span style="[^"]*padding-left: 5px; padding-right: 5px;">\s*\d+</span>', "", pre)
            runs[nome] = html.unescape(re.sub(r"<[^>]+>", "", pre)).rstrip("\n")
        return runs
    if name.startswith("cot212"):
        # reprlib: "P2 (312 caracteres) '...prompt...'" then "    '<start>...<end>'" (the middle elided by reprlib)
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            m = re.match(r"^(P\d) \(\d+ caracteres\)", l)
            if m:
                cur = m.group(1)
            elif cur and l.startswith("    "):
                runs[cur] = ast.literal_eval(l.strip())
                cur = None
        return runs
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
