"""What a text cell shows, as the plain markdown the answer finder reads.

Students answer in whatever a notebook renders: HTML paragraphs and headings typed into a markdown
cell, a table with one row per question, a raw cell. The answer finder reads markdown's own
syntax (``### A.2``, ``**A.2**``, ``A.2:``); this layer renders every other way of writing a text
cell into that syntax with real parsers (markdown-it-py, CommonMark with tables; the standard
library's HTML parser), so the finder never has to learn HTML or tables:

* HTML headings become ``#`` headings, ``<b>``/``<strong>`` become ``**``, paragraphs, ``<br>``
  and list items become lines (``- `` or ``N. ``), table rows become lines;
* a table row becomes ``first cell: the other cells`` (a question's id in the first column is a
  label, as a teaching assistant reads it); a header row is kept as a line too;
* a raw cell is a text cell (its text, as written).

Markdown without HTML or tables is returned unchanged, so everything the finder already read
stays byte for byte what it was. Nothing here evaluates anything: HTML is parsed, never run.
"""

from __future__ import annotations

import copy
import re
from html.parser import HTMLParser
from typing import Any

from ..core.records import PAPERMILL_ERROR_TAG
from .cells import cell_source

_HTML_TAG = re.compile(r"</?(?:h[1-6]|p|div|br|ul|ol|li|b|strong|i|em|table|tr|td|th|span|blockquote|code|pre|details|summary)\b",
                       re.I)
_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$", re.M)


_HTML_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
# struck-through text (GFM "~~...~~" within a paragraph, HTML <del>, <s>, <strike>): what the student withdrew
_STRUCK = re.compile(r"(?<!~)~~(?![~\s])(?:(?!\n[ \t]*\n).)+?(?<![~\s])~~(?!~)|<(del|s|strike)\b[^>]*>.*?</\1\s*>",
                     re.S | re.I)


_JSON_FENCE = re.compile(r"^[ \t]*(?:```|~~~)[ \t]*(?:json)?[ \t]*\n[ \t]*\{", re.M | re.I)


def needs_rendering(source: str) -> bool:
    """Whether a markdown cell uses HTML, a table or a fenced JSON object (else the finder reads it as it is)."""
    return bool(_HTML_TAG.search(source) or _TABLE_RULE.search(source) or _JSON_FENCE.search(source))


class _HtmlText(HTMLParser):
    """HTML to markdown-ish lines: headings, bold, paragraphs, list items, table rows."""

    _BLOCK = {"p", "div", "blockquote", "pre", "ul", "ol", "table", "details"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []
        self.current: list[str] = []
        self.row: list[str] | None = None
        self.cell: list[str] | None = None
        self.counters: list[int | None] = []  # one per open list: None for <ul>, the next number for <ol>
        self.hidden = 0  # inside <script> or <style>: nothing shown
        self.table: _Table | None = None

    def _target(self) -> list[str]:
        return self.cell if self.cell is not None else self.current

    def _flush(self) -> None:
        text = "".join(self.current).strip()
        if text:
            self.lines.append(text)
        self.current = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        tag = tag.lower()
        if tag in ("script", "style"):
            self.hidden += 1
        elif re.fullmatch(r"h[1-6]", tag) or tag == "summary":  # (a <details> block's summary: its title)
            self._flush()
            self.current.append("#" * (int(tag[1]) if tag != "summary" else 3) + " ")
        elif tag in self._BLOCK:
            self._flush()
            if tag == "table":
                self.table = _Table()
            if tag == "ol":
                start = dict(attrs).get("start")
                self.counters.append(int(start) if start and start.isdigit() else 1)
            elif tag == "ul":
                self.counters.append(None)
        elif tag == "li":
            self._flush()
            number = self.counters[-1] if self.counters else None
            if number is None:
                self.current.append("- ")
            else:
                self.current.append(f"{number}. ")
                self.counters[-1] = number + 1
        elif tag == "br":
            if self.cell is not None:
                self.cell.append(" ")
            else:
                self._flush()
        elif tag in ("b", "strong"):
            self._target().append("**")
        elif tag == "tr":
            self._flush()
            self.row = []
            if self.table is None:
                self.table = _Table()
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag: str) -> None:
        tag = tag.lower()
        if tag in ("script", "style"):
            self.hidden = max(0, self.hidden - 1)
        elif re.fullmatch(r"h[1-6]", tag) or tag in self._BLOCK or tag in ("li", "summary"):
            self._flush()
            if tag == "table" and self.table is not None:
                self.lines += self.table.close()
                self.table = None
            if tag in ("ul", "ol") and self.counters:
                self.counters.pop()
        elif tag in ("b", "strong"):
            self._target().append("**")
        elif tag in ("td", "th") and self.cell is not None:
            if self.row is not None:
                self.row.append(" ".join("".join(self.cell).split()))
            self.cell = None
        elif tag == "tr" and self.row is not None:
            self.lines += (self.table or _Table()).lines(self.row)
            self.row = None

    def handle_data(self, data: str) -> None:
        if self.hidden:
            return
        self._target().append(data if self.cell is not None else data.replace("\n", " ") if self.current else
                              data.lstrip("\n").replace("\n", " "))

    def text(self) -> str:
        self._flush()
        return "\n\n".join(self.lines)


def html_text(html: str) -> str:
    parser = _HtmlText()
    parser.feed(html)
    parser.close()
    return parser.text()


# a header cell that says what its column holds ("resposta", "onde vi"), not whose it is ("few-shot", "A2")
_ANSWER_COLUMN = re.compile(r"respost|answer|\bresp\b|onde|where|por ?qu|why|justific|coment|observ|evid|trecho|"
                            r"excerpt|quote|nota|note|explica|detalhe|quest|pergunta|question|item", re.I)
_PLACEHOLDER = re.compile(r"[-–—―.…/x]*|n/?a|nada|vazio", re.I)


def row_line(cells: list[str], names: list[str] | None = None) -> str:
    """A table row as a line a TA reads: ``label: the rest`` (cells after the first joined by ``|``). Where the
    header names what each column is about ("| pergunta | zero-shot | few-shot | variação |"), each cell after
    its column's name, dashes left out; a first cell that asks (its id, then the question restated with "?") is
    that id alone: the question is not its answer."""
    cells = [c.strip() for c in cells]
    while cells and not cells[-1]:
        cells.pop()
    if not cells:
        return ""
    if len(cells) == 1:
        return cells[0]
    head = cells[0].rstrip(":")
    if head.endswith("?") and (lead := _LEAD_ID.match(head)) is not None:
        head = lead.group(0).strip()
    if names is not None and len(names) == len(cells) >= 3 and all(n.strip() for n in names[1:]) and \
            not any(_ANSWER_COLUMN.search(n) for n in names[1:]):
        rest = [f"{n.strip()}: {c}" for n, c in zip(names[1:], cells[1:]) if c and not _PLACEHOLDER.fullmatch(c)]
        return f"{head}: {' | '.join(rest)}"
    return f"{head}: {' | '.join(c for c in cells[1:] if c)}"


_GRID_ID = re.compile(r"[*_`\s]*(?:quest(?:ão|ao)|question|q)?\s*([A-Za-z])[.\-](\d{1,2})[*_`\s:]*", re.I)
_GRID_NUMBER = re.compile(r"\**[ \t]*(?:q|quest(?:ão|ao)|question|pergunta)?[ \t]*\.?[ \t]*(\d{1,2})[ \t]*\**", re.I)
_GRID_PART = re.compile(r"\**[ \t]*(?:parte|part)?[ \t]*([A-Za-z])[ \t]*\**", re.I)


class _Table:
    """The rows of one table as lines: each ``label: the rest`` (:func:`row_line`), except in a grid of
    parts by questions ("Part | Q1 | Q2 | Q3", then a row "**A** | ... | ... | ...", or its transpose),
    where each cell is its question's answer on a line of its own ("**A.2** ...")."""

    def __init__(self) -> None:
        self.header: list[str] | None = None
        self.columns: list[tuple[str, str]] | None = None  # ("number"|"part", value) of each column after the first
        self.held: dict[str, list[tuple[str, str]]] = {}  # a question's column, row by row, until the table ends

    def lines(self, cells: list[str]) -> list[str]:
        cells = [c.strip() for c in cells]
        if self.header is None:
            self.header = cells
            ids = [_GRID_ID.fullmatch(h) for h in cells]
            if len(cells) >= 2 and all(ids):
                # "| C.1 | C.2 | C.3 |" over one row of answers: each cell its column's answer
                self.columns = [("id", f"{m.group(1).upper()}.{int(m.group(2))}") for m in ids if m]
                return []
            leads = [_LEAD_ID.match(h) for h in cells[1:]]
            if len(cells) >= 2 and all(leads) and not _LEAD_ID.match(cells[0]):
                # "| execução | A.2 mais repetitiva | A.3 mais variada |" over one row per run: each column a
                # question's answer, read down its rows (each cell after its row's label) when the table ends
                self.columns = [("down", f"{m.group(1).upper()}.{int(m.group(2))}") for m in leads if m]
                self.held = {qid: [] for _, qid in self.columns}
                return []
            heads = cells[1:]
            for kind, rx in (("number", _GRID_NUMBER), ("part", _GRID_PART)):
                found = [rx.fullmatch(h) for h in heads]
                if len(heads) >= 2 and all(found):
                    self.columns = [(kind, m.group(1).upper()) for m in found if m]
                    return []  # the grid's header names no answer
        if self.columns is None or len(cells) < 2:
            line = row_line(cells, self.header)
            return [line] if line else []
        kind = self.columns[0][0]
        if kind == "down":
            for (_, qid), cell in zip(self.columns, cells[1:]):
                if cell:
                    self.held[qid].append((cells[0], cell))
            return []
        if kind == "id":
            return [f"**{qid}** {cell}" for (_, qid), cell in zip(self.columns, cells) if cell]
        first = (_GRID_PART if kind == "number" else _GRID_NUMBER).fullmatch(cells[0])
        if first is None:
            line = row_line(cells)
            return [line] if line else []
        out = []
        for (_, value), cell in zip(self.columns, cells[1:]):
            part, number = (first.group(1).upper(), value) if kind == "number" else (value, first.group(1))
            if cell:
                out.append(f"**{part}.{int(number)}** {cell}")
        return out


    def close(self) -> list[str]:
        """The answers read down their columns: the rows a check mark picks first (the choice), each cell
        after its row's label."""
        out = []
        for qid, rows in self.held.items():
            rows = sorted(rows, key=lambda lc: _CHECKED.search(lc[1]) is None)
            if rows:
                out.append(f"**{qid}** " + "; ".join(f"{label}: {cell}" if label else cell for label, cell in rows))
        self.held = {}
        return out


_LEAD_ID = re.compile(r"[*_`\s]*(?:quest(?:ão|ao)|question|q)?\s*([A-Za-z])[.\-](\d{1,2})(?![\w.])", re.I)
_CHECKED = re.compile(r"[✔✓☑✅]|\[x\]", re.I)


def markdown_text(source: str) -> str:
    """A markdown cell's source rendered (CommonMark with tables) back into plain markdown lines."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": True}).enable("table")
    tokens = md.parse(source)
    blocks: list[str] = []
    prefix: list[str] = []  # list markers waiting for their item's first paragraph
    counters: list[int | None] = []
    row: list[str] | None = None
    table = _Table()
    for i, tok in enumerate(tokens):
        kind = tok.type
        if kind == "heading_open":
            prefix.append("#" * int(tok.tag[1]) + " ")
        elif kind == "bullet_list_open":
            counters.append(None)
        elif kind == "ordered_list_open":
            start = tok.attrGet("start")
            counters.append(int(start) if start is not None else 1)
        elif kind in ("bullet_list_close", "ordered_list_close"):
            counters.pop() if counters else None
        elif kind == "list_item_open":
            number = counters[-1] if counters else None
            if number is None:
                prefix.append("- ")
            else:
                prefix.append(f"{tok.info or number}. ")
                counters[-1] = (int(tok.info) if tok.info.isdigit() else number) + 1
        elif kind == "table_open":
            table = _Table()
        elif kind == "tr_open":
            row = []
        elif kind == "tr_close" and row is not None:
            blocks += table.lines(row)
            row = None
        elif kind == "table_close":
            blocks += table.close()
        elif kind == "inline":
            text = _inline(tok)
            if row is not None:
                row.append(" ".join(text.split()))
            else:
                blocks.append("".join(prefix) + text)
                prefix = []
        elif kind == "html_block":
            rendered = html_text(tok.content)
            if rendered:
                blocks.append("".join(prefix) + rendered)
                prefix = []
        elif kind in ("fence", "code_block"):
            blocks.append(_keyed_answers(tok.content) or tok.content.rstrip("\n"))
    return "\n\n".join(b for b in blocks if b.strip())


def _keyed_answers(source: str) -> str | None:
    """A fenced JSON object of answers (``{"T.1": "...", "T.2": "nenhum"}``) as the lines a TA reads, each
    key a label over its value, the value as the JSON parser reads it (its escapes undone); None where the
    block is no such object."""
    import json

    if not source.lstrip().startswith("{"):
        return None
    try:
        value = json.loads(source)
    except ValueError:
        return None
    if not isinstance(value, dict) or len(value) < 2 or not all(isinstance(v, str) for v in value.values()):
        return None
    return "\n\n".join(f"**{k}:** {v}" for k, v in value.items())


def _inline(tok: Any) -> str:
    out: list[str] = []
    html: list[str] = []
    for child in tok.children or []:
        kind = child.type
        if kind == "html_inline":
            html.append(child.content)
            continue
        if html:  # inline HTML is rendered as a run (<b>A1:</b> spans three tokens)
            out.append(_inline_html("".join(html)))
            html = []
        if kind == "text":
            out.append(child.content)
        elif kind == "code_inline":  # (its marks kept: a quote in a code span is a quote)
            out.append(f"{child.markup or '`'}{child.content}{child.markup or '`'}")
        elif kind in ("strong_open", "strong_close"):
            out.append("**")
        elif kind in ("softbreak", "hardbreak"):
            out.append("\n")
    if html:
        out.append(_inline_html("".join(html)))
    return "".join(out)


def _inline_html(fragment: str) -> str:
    fragment = re.sub(r"<(script|style)\b.*?</\1\s*>", "", fragment, flags=re.I | re.S)
    text = re.sub(r"<br\s*/?>", "\n", fragment, flags=re.I)
    text = re.sub(r"</?(?:b|strong)\b[^>]*>", "**", text, flags=re.I)
    return re.sub(r"<[^>]*>", "", text)


def rendered_cell(cell: Any) -> Any:
    """The cell as the answer finder reads it: raw cells as text cells, HTML and tables rendered."""
    kind = cell.get("cell_type")
    if kind not in ("markdown", "raw"):
        return cell
    if PAPERMILL_ERROR_TAG in ((cell.get("metadata") or {}).get("tags") or ()):
        out = copy.copy(cell)  # papermill's own banner above the cell that failed: nobody's answer
        out["source"] = ""
        return out
    source = cell_source(cell)
    if kind == "markdown" and ("<!--" in source or _STRUCK.search(source)):
        # an HTML comment (a first draft, a note to self) is invisible once the cell is rendered, and a struck-through
        # draft ("rascunho: ~~vai dar igual~~ final: mudou sim") is withdrawn: nobody's answer
        source = _STRUCK.sub("", _HTML_COMMENT.sub("", source))
        if not needs_rendering(source):
            out = copy.copy(cell)
            out["source"] = source
            return out
    if kind == "markdown" and not needs_rendering(source):
        return cell
    out = copy.copy(cell)
    out["cell_type"] = "markdown"
    if kind == "raw":
        out["source"] = html_text(source) if _HTML_TAG.search(source) else source
    else:
        out["source"] = markdown_text(source)
    return out

