"""A code cell's printed output as text: its standard output (ANSI stripped, a console's wrapping undone), rich's
displays, and the text/plain of its result."""

from __future__ import annotations

from typing import Any

from ..core.records import GENERATION_MIME
from ..core.textnorm import strip_ansi, unwrap_rich
from .shown_text import uncatted


def _text(value: Any) -> str:
    return "".join(value) if isinstance(value, list) else str(value or "")


def _looks_wrapped(text: str, width: int = 120, slack: int = 25) -> bool:
    """Printed by rich (hard-wrapped): no line beyond the console width, and a long line that
    continues on the next one. A plain ``print`` never breaks a line."""
    lines = text.split("\n")
    if max((len(line) for line in lines), default=0) > width:
        return False
    return any(len(a.rstrip(" ")) >= width - slack and b.strip() for a, b in zip(lines, lines[1:]))


def _is_rich_display(data: dict[str, Any]) -> bool:
    """A display output that is printed text (rich's ``print``): plain text, maybe rich's HTML."""
    if "text/plain" not in data or GENERATION_MIME in data:
        return False
    if set(data) - {"text/plain", "text/html"}:
        return False
    html = _text(data.get("text/html", ""))
    return not html or html.lstrip().startswith("<pre")


def _cell_text(cell: Any, streams: tuple[str, ...] = ("stdout",), unwrap: bool = True) -> tuple[str, str | None]:
    """The cell's standard output as printed (ANSI stripped, rich's wrapping undone output by
    output), and the text/plain of its result, if any. ``streams``: standard error too where the
    cell's code logs (``logging`` writes there), in the order the outputs came."""
    chunks: list[str] = []
    result = None
    for out in cell.get("outputs", []) or []:
        if not isinstance(out, dict):
            continue
        kind = out.get("output_type")
        if kind == "stream":
            if out.get("name") not in streams:
                continue
            raw = _text(out.get("text", ""))
            # (a file shown by !cat -n: its lines, without cat's numbers; a shell ends its lines with \r\n)
            text = uncatted(strip_ansi(raw).replace("\r\n", "\n"))
            chunks.append(unwrap_rich(text) if unwrap and (text != raw or _looks_wrapped(text)) else text)
        elif kind == "display_data":
            data = out.get("data", {}) or {}
            if isinstance(data, dict) and _is_rich_display(data):
                chunks.append(unwrap_rich(strip_ansi(_text(data["text/plain"]))))
        elif kind == "execute_result":
            data = out.get("data", {}) or {}
            if isinstance(data, dict) and "text/plain" in data:
                result = _text(data["text/plain"])
    return "".join(chunks), result
