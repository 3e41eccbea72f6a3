"""List the quoted excerpts ("double", `backticks`, “curly”, «guillemets») of batch 35's answers that are NOT in the
notebook's recorded outputs (redteam_kit.check_quotes: presence only, not run attribution).
usage: python check_quotes.py [DIR] [--all]     (DIR default: this folder)"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import check_quotes  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

args = [a for a in sys.argv[1:] if not a.startswith("--")]
miss = check_quotes(args[0] if args else Path(__file__).resolve().parent, ANSWERS, "--all" in sys.argv)
print(len(miss), "excerpts not found")
