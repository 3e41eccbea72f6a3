"""Draws N notebook shapes with Hypothesis, reproducibly (derandomized: the same N gives the same
shapes on every machine), without running a test."""

from __future__ import annotations

from hypothesis import HealthCheck, Phase, given, settings

from .shapes import Shape, shapes


def draw(n: int, supported_only: bool = False, only: str | None = None) -> list[Shape]:
    """``n`` distinct shapes (fewer if Hypothesis runs out of new ones); ``only``: see
    :func:`shapes.shapes`."""
    seen: dict[Shape, None] = {}

    @settings(max_examples=n * 3, derandomize=True, database=None, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(shapes(supported_only=supported_only, only=only))
    def collect(shape: Shape) -> None:
        if len(seen) < n:
            seen.setdefault(shape, None)

    collect()
    return list(seen)
