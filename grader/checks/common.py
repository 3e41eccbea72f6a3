"""Small helpers every rule module may use (rule modules import this and :mod:`.context`, never
each other's private names)."""

from __future__ import annotations


def shorten(text: str, n: int = 90) -> str:
    """``text`` on one line, cut to ``n`` characters with an ellipsis: how a message quotes a
    student's text."""
    flat = " ".join(text.split())
    return flat if len(flat) <= n else flat[: n - 1] + "…"
