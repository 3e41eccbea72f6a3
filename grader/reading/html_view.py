"""What an HTML display shows: its text, blocks on lines of their own (a figure's caption over what it
captions), and the rows of its tables with each row's other cells as the row's context. Read with the
standard library's HTML parser; malformed HTML keeps what was read before it broke."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from .printed_layouts import column_rows
from .printed_records import _MAX_ROWS


TABLE_BLANK = "\ue000"  # a private-use character: where html_text(without_tables=True) blanked a table


class _HTMLText(HTMLParser):
    _BREAKS = {"br", "p", "div", "li", "tr", "pre", "textarea", "h1", "h2", "h3", "h4", "h5", "h6", "table",
               "blockquote", "figure", "figcaption", "dl", "dt", "dd", "ul", "ol", "details", "summary", "section",
               "article", "header", "footer"}

    def __init__(self, without_tables: bool = False) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0
        self.without_tables = without_tables
        self.tables = 0  # open <table> elements
        self.boxes: list[bool] = []  # for each open element that is no break: whether it is a box
        self.figures: list[list[int]] = []  # per open <figure>: where it starts, where its caption starts and ends
        self.gutters: list[bool] = []  # per open span / td / div: whether it is a code listing's line numbers

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        self.tables += tag == "table"
        self._starttag(tag, attrs)
        if tag == "figure":
            self.figures.append([len(self.parts), -1, -1])
        elif tag == "figcaption" and self.figures:
            self.figures[-1][1] = len(self.parts)

    def _starttag(self, tag: str, attrs: Any) -> None:
        if tag in ("span", "td", "div"):
            # pygments' line numbers (linenos="inline" or "table"): a class "linenos", or with noclasses a span
            # padded on both sides; no text of the listing's
            got = dict(attrs or [])
            style = (got.get("style") or "").replace(" ", "")
            self.gutters.append("lineno" in (got.get("class") or "") or tag == "span" and "padding-left" in style
                                and "padding-right" in style and "inline-block" not in style)
        if tag in ("script", "style"):
            self.skip += 1
        elif tag == "br" or (tag in self._BREAKS or self._boxed(tag, attrs)) and self.parts \
                and not self.parts[-1].endswith("\n"):
            self.parts.append("\n")  # (each <br> a line break: "<br><br>" a blank line)
        if tag not in self._BREAKS and tag not in ("img", "input", "hr", "meta", "link", "wbr", "source", "col"):
            self.boxes.append(self._boxed(tag, attrs))  # (void elements have no end tag)

    def handle_endtag(self, tag: str) -> None:
        self.tables = max(0, self.tables - (tag == "table"))
        if tag in ("span", "td", "div") and self.gutters:
            self.gutters.pop()
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)
        elif tag in self._BREAKS or self.boxes and self.boxes.pop():
            self.parts.append("\n")
        if tag == "figcaption" and self.figures:
            self.figures[-1][2] = len(self.parts)
        elif tag == "figure" and self.figures:
            # a caption after its figure's content ("<blockquote>text</blockquote><figcaption>— B2, ...") is
            # read as a caption is meant, as the label over what it captions
            start, a, b = self.figures.pop()
            if a > start and b >= a:
                self.parts[start:b] = self.parts[a:b] + self.parts[start:a]

    @staticmethod
    def _boxed(tag: str, attrs: Any) -> bool:
        # a "chip": an inline element laid out as a box of its own (one sample each, side by side)
        style = dict(attrs or []).get("style") or ""
        return tag in ("span", "a", "label", "code") and "inline-block" in style.replace(" ", "")

    def handle_data(self, data: str) -> None:
        if not self.skip and not (any(self.gutters) and re.fullmatch(r"\s*\d+\s*", data)):
            # (a table blanked in place, its line breaks kept: what is around it keeps its offsets)
            self.parts.append(re.sub(r"[^\n]", TABLE_BLANK, data) if self.tables and self.without_tables else data)


def _read_html(parser: HTMLParser, html: str) -> None:
    """Feed a student's display to ``parser``; malformed HTML keeps what was read before it broke."""
    try:
        parser.feed(html)
        parser.close()
    except Exception as exc:  # noqa: BLE001 - the parser's own errors vary by Python version
        parser.broken = str(exc)  # type: ignore[attr-defined]


def html_text(html: str, without_tables: bool = False) -> str:
    """The text an HTML display shows (tags dropped, entities decoded, blocks on their own lines); with
    ``without_tables``, its tables' text blanked (``TABLE_BLANK``), at the same offsets."""
    parser = _HTMLText(without_tables)
    _read_html(parser, html)
    return re.sub(r"\n{3,}", "\n\n", "".join(parser.parts))


class _HTMLRows(HTMLParser):
    """The rows of every table of an HTML display, each cell's text as shown."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[tuple[str, str]]] = []  # (tag, text) per cell
        self.cell: list[str] | None = None
        self.tag = ""

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th") and self.rows:
            self.cell, self.tag = [], tag
        elif tag == "br" and self.cell is not None:
            self.cell.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self.cell is not None and self.rows:
            self.rows[-1].append((self.tag, "".join(self.cell)))
            self.cell = None

    def handle_data(self, data: str) -> None:
        if self.cell is not None:
            self.cell.append(data)


def table_rows(html: str) -> list[tuple[str, str]]:
    """(row context, text) for each data row of the HTML display's tables: the text is the table's
    text column (the one its header names as output, "saida", "sample", ..., the longest of those;
    else the column longest over all its rows, where generated text sits: a row's longest cell may be
    its label, "strict (template_bom)" beside ' "Este filme foi um'), the context names the row's
    other cells by their column ("run=A1 temperature=0.2 top_p=0.9"), the way a printed header would."""
    if "<table" not in html.lower():
        return []
    parser = _HTMLRows()
    _read_html(parser, html)
    tables: list[tuple[list[str], list[list[str]]]] = []  # a header row starts a table
    for row in parser.rows[:_MAX_ROWS]:
        if row and all(tag == "th" for tag, _ in row):
            tables.append(([text.strip() for _, text in row], []))
        elif len(row) >= 2:
            if not tables:
                tables.append(([], []))
            tables[-1][1].append([text for _, text in row])
    out: list[tuple[str, str]] = []
    for n, (header, rows) in enumerate(tables):
        if n and not tables[n - 1][1] and len(header) == len(tables[n - 1][0]) >= 3 and header[0] \
                and not any(header[1:]) and all(len(r) == len(header) for r in rows):
            # pandas' pivot (``df.pivot(index="seed", columns="prompt")``): a header of the columns' values over
            # one of the index's name; each cell a text of its column's value at its row's
            names = tables[n - 1][0][1:]
            out += [(f"{name} {header[0]}={r[0].strip()}", cell) for r in rows for name, cell in zip(names, r[1:])]
            continue
        if (sides := _side_by_side_diff(header, rows)) is not None:
            out += sides
            continue
        for context, text in column_rows(header, rows):
            if "\n" not in text and "\\n" in text:  # pandas shows a line break as \n inside a cell
                text = text.replace("\\n", "\n")
            out.append((context, text))
    return out


def _side_by_side_diff(header: list[str], rows: list[list[str]]) -> list[tuple[str, str]] | None:
    """The two texts of a side-by-side diff table (``difflib.HtmlDiff().make_table(a.splitlines(),
    b.splitlines(), "zero-shot", "few-shot")``): each side's lines, under its name; a line the table wrapped
    (its number ">") goes on the line before. None for any other table."""
    if len(header) != 4 or header[0] or header[2] or not header[1] or not header[3] or not rows \
            or any(len(r) != 6 for r in rows) or not all(re.fullmatch(r"\d*|>", r[k].strip()) for r in rows for k in (1, 4)):
        return None
    out = []
    for name, at in ((header[1], 1), (header[3], 4)):
        lines: list[str] = []
        for r in rows:
            # (the table writes every space as &nbsp;, and an empty line as one)
            number, line = r[at].strip(), r[at + 1].replace("\xa0", " ")
            line = line if line.strip() else ""
            if number == ">" and lines:
                lines[-1] += line
            elif number:
                lines.append(line)
        out.append((name, "\n".join(lines)))
    return out
