"""One demo class per course activity, built from really executed notebooks (``grader demo``).

Each module names its activity, the SETUPS (changes a student made to the starter before
running it: a fixed seed, a variation of their own), the STUDENTS (which execution, how they
answered, what they edited) and the EXPECTED_ORDER of their scores.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

MODULES = ("temperature_top_p", "chain_of_thought", "few_shot", "template")


def demos() -> dict[str, ModuleType]:
    """Activity id -> its demo module, in the course's order."""
    mods = [import_module(f"{__name__}.{name}") for name in MODULES]
    return {m.ACTIVITY: m for m in mods}
