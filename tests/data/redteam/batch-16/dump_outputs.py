"""Print every code cell's outputs of the executed batch-16 notebooks (what the students read before answering).
usage: python dump_outputs.py [DIR] [NAME-PREFIX]     (DIR default /tmp/rt16/out)"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import dump_outputs  # noqa: E402

dump_outputs(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt16/out", sys.argv[2] if len(sys.argv) > 2 else "")
