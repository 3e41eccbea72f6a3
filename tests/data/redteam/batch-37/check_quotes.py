"""List the quoted excerpts ("double", `backticks`, “curly”, «guillemets») of batch 37's answers that are NOT in the
notebook's recorded outputs (redteam_kit.check_quotes: presence only, not run attribution). Batch 37's displays are
notations ('·' for spaces and '⏎' in tp371, 'Ġ|Ċ' tokens in tp372, '␣' / '↵' in tpl372): an excerpt not found as
written is tried again against the outputs DECODED from the notation (and the excerpt decoded the same way), and
reported as 'found after decoding' when it is there.
usage: python check_quotes.py [DIR] [--all]     (DIR default: this folder)"""
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import check_quotes, notebook_output_text, norm_text  # noqa: E402
from answers_text import ANSWERS  # noqa: E402


def decode(s):
    s = s.replace("⏎", "").replace("↵", " ").replace("·", " ").replace("␣", " ").replace("⟨", "").replace("⟩", "")
    if "Ġ" in s or "Ċ" in s:
        s = s.replace("|", "").replace("Ġ", " ").replace("Ċ", " ")
    return s


args = [a for a in sys.argv[1:] if not a.startswith("--")]
folder = Path(args[0] if args else Path(__file__).resolve().parent)
miss = check_quotes(folder, ANSWERS, "--all" in sys.argv)
still = []
for name, key, q in miss:
    nb = json.load(open(folder / f"{name}.ipynb"))
    raw = []
    for c in nb["cells"]:
        if "answers-executed-after" in c.get("metadata", {}).get("tags", []):
            continue
        for o in c.get("outputs", []):
            raw.append("".join(o.get("text", "")))
    out = norm_text(decode(" ".join(raw)))
    parts = [x for x in (norm_text(decode(y.strip("'\" "))) for y in re.split(r"\[\.\.\.\]|\.\.\.|…", q)) if x]
    if parts and all(x in out for x in parts):
        print(f"   -> {name} [{key}] found after decoding the notation")
    else:
        still.append((name, key, q))
print(len(miss), "excerpts not found as written;", len(still), "not found even after decoding:")
for m in still:
    print("  ", m)
