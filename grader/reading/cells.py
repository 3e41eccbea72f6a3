"""Reading a notebook cell as written by any tool: its tags and its source, defensively."""

from __future__ import annotations

from typing import Any


def cell_tags(cell: Any) -> list[str]:
    """The cell's string tags (none when ``metadata.tags`` is missing or not a list)."""
    tags = cell.get("metadata", {}).get("tags", [])
    return [t for t in tags if isinstance(t, str)] if isinstance(tags, list) else []


def cell_source(cell: Any) -> str:
    """The cell's source as one string (nbformat allows a string or a list of lines)."""
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else str(src)
