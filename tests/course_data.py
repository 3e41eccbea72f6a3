"""The course's real notebook outputs (``tests/data/observed-outputs.json``), for tests.

A copy of the outputs the course's own notebook printed on Colab (GPT-2 and flan-t5-small, raw
with rich's ANSI codes and stripped, with each experiment's parameters); see tests/data/README.md.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


def observed_path() -> Path:
    return DATA / "observed-outputs.json"


@lru_cache(maxsize=1)
def observed_experiments() -> tuple[dict, ...]:
    """Every experiment of the course's real notebook."""
    return tuple(json.loads(observed_path().read_text(encoding="utf-8"))["experiments"])
