"""List every "double-quoted" or `backticked` excerpt of each answer and whether it occurs in the
notebook's recorded outputs (stdout, stderr, execute_result/display_data text; ANSI stripped, HTML
unescaped, repr/JSON escapes undone, CRLF and tp31's "NN | " line-number prefixes removed, whitespace
collapsed). The output of the cell tagged answers-print (tp34's printed answers) is NOT searched:
an excerpt must be in a run's output, not in the answer's own print.
usage: python check_quotes.py [--all]   (--all also lists the excerpts found)
"""
import html, json, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS

HERE = Path(__file__).parent


def norm(s):
    s = s.replace("\r\n", "\n")
    s = re.sub(r"\x1b\[[0-9;]*m", "", s)
    s = re.sub(r"(?m)^\d\d \| ", "", s)
    s = html.unescape(s).replace("\\n", " ").replace("\\'", "'").replace('\\"', '"').replace("⏎", " ")
    s = s.replace("<|im_end|>", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def outputs(nb):
    out = []
    for c in nb["cells"]:
        if "answers-print" in c.get("metadata", {}).get("tags", []):
            continue
        for o in c.get("outputs", []):
            d = o.get("data", {})
            out.append("".join(o.get("text", "")) + " " + "".join(d.get("text/html", "")) + " " + "".join(d.get("text/plain", "")))
    return norm(" ".join(out))


show_all = "--all" in sys.argv
for name, ans in ANSWERS.items():
    nb = json.load(open(HERE / f"{name}.ipynb"))
    out = outputs(nb)
    for slot, text in ans.items():
        if slot == "answers_code":
            text = text.split('"""')[1]
        for q in re.findall(r'"([^"\n]{6,}?)"|`([^`\n]{3,}?)`', text):
            q = q[0] or q[1]
            qn = norm(q.strip("'\" "))
            ok = qn in out
            if not ok or show_all:
                print(f"{name} [{slot}] {'found' if ok else 'NOT FOUND'}: {q[:100]}")
