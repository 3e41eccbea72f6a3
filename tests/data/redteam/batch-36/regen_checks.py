"""Regeneration check: the record (/tmp/rt36/out) against the second, independent execution (/tmp/rt36/regen), output
by output (redteam_kit.regen_compare). With this folder as the first argument it compares the answered notebooks
(no answers cell of this batch is executed).
usage: python regen_checks.py [RECORD_DIR] [REGEN_DIR]"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from redteam_kit import regen_compare  # noqa: E402

ok, bad = regen_compare(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt36/out",
                        sys.argv[2] if len(sys.argv) > 2 else "/tmp/rt36/regen")
sys.exit(1 if bad else 0)
