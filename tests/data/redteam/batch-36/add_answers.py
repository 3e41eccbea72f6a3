"""Write batch 36's hand-written answers (answers_text.py) into the executed notebooks, without re-running the model
(redteam_kit.fill_answers; no answers cell of this batch is executed).
usage: python add_answers.py [EXECUTED_DIR] [OUT_DIR]     (defaults /tmp/rt36/out, this folder)"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import fill_answers  # noqa: E402
from answers_text import ANSWERS  # noqa: E402

src = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt36/out")
dst = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parent)
fill_answers(src, dst, ANSWERS)
