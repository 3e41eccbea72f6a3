"""(batch 9's, plus: the outputs of a cell tagged `answers-executed-after` (cot102 prints its own answers) are NOT
counted as outputs, and a code-cell answer `respostas = <triple-quoted string>` is read through its string.) List every "double-quoted" or `backticked` excerpt of each answer and whether it occurs in the
notebook's recorded outputs (stdout, stderr, execute_result/display_data text/plain, text/markdown, text/html;
ANSI stripped, HTML tags removed and unescaped, repr / JSON / unicode_escape escapes undone, the students' visible-whitespace
marks '·' / '↵' read as space / newline, YAML's folded lines joined (whitespace collapsed), case folded).
An excerpt with "[...]" / "..." is checked piece by piece. It checks presence, not run attribution (see expected.json's
whys for that) and not repetition.
usage: python check_quotes.py [DIR] [--all]   (DIR default: this folder; --all also lists the excerpts found)
"""
import ast, html, json, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS

HERE = Path(__file__).parent
args = [a for a in sys.argv[1:] if not a.startswith("--")]
D = Path(args[0]) if args else HERE


def norm(s):
    s = s.replace("\r\n", "\n")
    s = re.sub(r"\x1b\[[0-9;]*m", "", s)
    s = re.sub(r"</?[a-zA-Z][a-zA-Z0-9]*(?: [^<>]*)?/?>", " ", s)
    s = html.unescape(s).replace("\\n", " ").replace("\\'", "'").replace('\\"', '"')
    s = s.replace("│", " ").replace(" / ", " ")
    return re.sub(r"\s+", " ", s).strip().lower()


def outputs(nb):
    out = []
    for c in nb["cells"]:
        if "answers-executed-after" in c.get("metadata", {}).get("tags", []):
            continue
        for o in c.get("outputs", []):
            d = o.get("data", {})
            out.append("".join(o.get("text", "")) + " " + "".join(d.get("text/html", "")) + " "
                       + "".join(d.get("text/markdown", "")) + " " + "".join(d.get("text/plain", "")))
    return norm(" ".join(out))


show_all = "--all" in sys.argv
for name, ans in ANSWERS.items():
    p = D / f"{name}.ipynb"
    if not p.exists():
        continue
    out = outputs(json.load(open(p)))
    for slot, text in ans.items():
        if text.strip().startswith("respostas = "):  # answers in a code cell's string (cot102)
            text = ast.literal_eval(text.split("=", 1)[1].split("\nprint(")[0].strip())
        for q in re.findall(r'"([^"\n]{6,}?)"|`([^`\n]{3,}?)`', text):
            q = q[0] or q[1]
            parts = [p for p in (norm(x.strip("'\" ")) for x in re.split(r"\[\.\.\.\]|\.\.\.", q)) if p]
            ok = all(p in out for p in parts)
            if not ok or show_all:
                print(f"{name} [{slot}] {'found' if ok else 'NOT FOUND'}: {q[:110]}")
