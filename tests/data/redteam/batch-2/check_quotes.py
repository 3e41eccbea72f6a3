"""List every "double-quoted" excerpt of each answer and whether it occurs in the notebook's
recorded outputs (ANSI stripped, HTML unescaped, repr/JSON escapes undone, whitespace collapsed)."""
import html, json, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS

def norm(s):
    s = re.sub(r"\x1b\[[0-9;]*m", "", s)
    s = html.unescape(s).replace("\\n", " ").replace("\\'", "'").replace('\\"', '"')
    return re.sub(r"\s+", " ", s).strip().lower()

for name, ans in ANSWERS.items():
    nb = json.load(open(Path(__file__).parent / f"{name}.ipynb"))
    out = ""
    for c in nb["cells"]:
        for o in c.get("outputs", []):
            out += "".join(o.get("text", "")) + " " + "".join(o.get("data", {}).get("text/html", o.get("data", {}).get("text/plain", ""))) + " "
    out = norm(out)
    for slot, text in ans.items():
        for q in re.findall(r'"([^"]{6,}?)"', text):
            if not norm(q) in out:
                print(f"{name} [{slot}] NOT FOUND: {q[:90]}")
