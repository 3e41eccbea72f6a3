"""Cut each temperature-top-p / chain-of-thought run out of batch 14's recorded outputs by the notebook's own shape
and report which run holds each quoted excerpt of the answers, with word-level rep3 / distinct-2 per run (the
measures quoted in make_expected.py's whys). No model is run.
usage: python attribution_check.py [DIR]     (DIR default /tmp/rt14/out; the answered notebooks here work too)"""
import json
import plistlib
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import attribute, quoted_excerpts, answer_source  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt14/out")


def stdout_cells(nb):
    return ["".join("".join(o["text"]) for o in c.get("outputs", []) if o["output_type"] == "stream" and o["name"] == "stdout")
            for c in nb["cells"] if c["cell_type"] == "code"]


def runs_of(name, nb):
    allout = "\n".join(stdout_cells(nb))
    if name.startswith("tp141"):
        # the printed XML plist read back (XML escapes undone by the parser)
        xml = allout[allout.index("<?xml"):allout.index("</plist>") + len("</plist>")]
        return {k: v["texto"] for k, v in plistlib.loads(xml.encode()).items()}
    if name.startswith("tp142"):
        # "[Config.B3] temperatura=.. nucleus=..\n<text>\n----" blocks, printed in reverse order
        return {m.group(1): m.group(2) for m in re.finditer(r"^\[Config\.(\w\d)\] [^\n]*\n(.*?)\n-{40}$", allout, re.S | re.M)}
    if name.startswith("tp143"):
        xml = allout[allout.index("<runs"):allout.index("</runs>") + len("</runs>")]
        return {r.get("id"): r.text or "" for r in ET.fromstring(xml)}
    if name.startswith("cot141"):
        # textwrap.fill paragraphs: "P1 ▸ " first line, 5-space indented continuation lines; paragraphs joined
        runs = {}
        for l in allout.split("\n"):
            m = re.match(r"^(P\d) ▸ (.*)$", l)
            if m:
                cur = m.group(1)
                runs.setdefault(cur, []).append(m.group(2))
            elif l.startswith("     "):
                runs[cur][-1] += " " + l.strip()
        return {k: "\n".join(v) for k, v in runs.items()}
    if name.startswith("cot142"):
        return {m.group(1): m.group(3) for m in re.finditer(
            r"^(direto|passo-a-passo) \((\d+) tokens novos\) :: (.*?)(?=\n\n(?:passo-a-passo \(|\Z)|\n*\Z)", allout, re.S | re.M)}
    if name.startswith("cot143"):
        return {m.group(1): m.group(2).replace("·", " ").replace("↲", "\n")
                for m in re.finditer(r"^(P\d): (.*)$", allout, re.M)}
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
