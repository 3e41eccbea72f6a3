"""Cut each temperature-top-p / chain-of-thought run out of batch 16's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run (cot162's token names are joined back with the
embedded model's tokenizer only).
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt16/out; the answered notebooks here work too)"""
import ast
import html
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt16/out")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def outputs(nb):
    for c in nb["cells"]:
        if c["cell_type"] == "code":
            for o in c.get("outputs", []):
                yield o


def stdout(nb):
    return "".join("".join(o["text"]) for o in outputs(nb) if o["output_type"] == "stream" and o["name"] == "stdout")


def mime(nb, kind):
    return ["".join(o["data"][kind]) for o in outputs(nb)
            if o["output_type"] in ("display_data", "execute_result") and kind in o.get("data", {})]


def runs_of(name, nb):
    if name.startswith("tp161"):
        # one markdown table: "| **A1** | 0.2 | 0.9 | seed | <stripped text, \n as <br>, | as \|> |"
        runs = {}
        for l in mime(nb, "text/markdown")[0].split("\n"):
            m = re.match(r"^\| \*\*(\w\d)\*\* \| [\d.]+ \| [\d.]+ \| \d+ \| (.*) \|$", l)
            if m:
                runs[m.group(1)] = m.group(2).replace("<br>", "\n").replace("\\|", "|")
        return runs
    if name.startswith("tp162"):
        # HTML figures: <blockquote>text</blockquote><figcaption>— B2, temperature=0.7, top_p=0.9</figcaption>;
        # keyed by the printed label AND the printed top_p (the second "B2" is a top_p=0.9 run)
        runs = {}
        for h in mime(nb, "text/html"):
            b = re.search(r"<blockquote[^>]*>(.*)</blockquote>", h, re.S)
            c = re.search(r"— (\w\d), temperature=([\d.]+), top_p=([\d.]+)", h)
            runs[f"{c.group(1)}(T={c.group(2)},p={c.group(3)})"] = html.unescape(b.group(1).replace("<br>", "\n"))
        return runs
    if name.startswith("cot161"):
        # "<bold>P1</bold> What is 27 + 58?  (max_new_tokens=40)" then the text with ANSI-red numbers, blank line
        runs, cur = {}, None
        for l in ANSI.sub("", stdout(nb)).split("\n"):
            m = re.match(r"^(P\d) (What is|Solve step)", l)
            if m:
                cur = m.group(1)
                runs[cur] = []
            elif cur:
                runs[cur].append(l)
        return {k: "\n".join(v).rstrip("\n") for k, v in runs.items()}
    if name.startswith("cot162"):
        # "P1 | prompt | n tokens novos" then the list of byte-level token names
        from transformers import AutoTokenizer
        m = sorted(Path("/work/main/.venv/share/llm-course-grader/models").glob("smollm2-135m-*-v1"))[0]
        tok = AutoTokenizer.from_pretrained(str(m))
        runs, cur = {}, None
        for l in stdout(nb).split("\n"):
            h = re.match(r"^(P\d) \| ", l)
            if h:
                cur = h.group(1)
            elif cur and l.startswith("["):
                toks = [t for t in ast.literal_eval(l) if t not in tok.all_special_tokens]
                runs[cur] = tok.convert_tokens_to_string(toks)
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
