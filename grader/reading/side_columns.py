"""Texts printed side by side in columns: each line a row of pieces, one per text, at the same places on every
line (``f"{left:<44} │ {right}"`` of ``textwrap.wrap`` pieces, or ``" | ".join`` under a ``-+-`` rule). Each
column is read top to bottom as one text, its pieces one per line (a wrap's breaks are spacing, a blank piece a
paragraph's break); the header's cells, where there is one, name the columns."""

from __future__ import annotations

import re

_COLUMN_RULE = re.compile(r"^[ \t]*[-=─━═]+(?:[-=─━═]*[+┼╋╪╫╬][-=─━═]+)+[ \t]*$")
_COLUMN_BARS = "|│┃┆┊║╎"  # between two columns ("┆" under a "┼")
_MD_RULE = re.compile(r"^[\s|:\-]+$")
_MIN_ROWS = 3  # lines of a layout without a rule: fewer could be a bar inside a text
_HEADER_WORDS = 4  # a header's cells are names ("seed 2410"), not pieces of a text
# a table drawn with box characters (rich's Table, tabulate's fancy_grid): its rows, its rules
_BOX_ROW = re.compile(r"^[ \t]*[│┃║](.*)[│┃║][ \t]*$")
_ASCII_ROW = re.compile(r"^[ \t]*\|(.*)\|[ \t]*$")
_ASCII_RULE = re.compile(r"^[ \t]*\+[-=]+(?:\+[-=]+)*\+[ \t]*$")
_BOX_RULE = re.compile(r"^[ \t]*[┏┡┢┣┠╞╟├┌└┗╘╚╔╠┝┞┟╒╓╙╰╭][━─═╍┅┈╌┉┄\s┳┯┰╤╥╦┬╇╈╋┿╂╪╫╬┼┻┷┸╧╨╩┴┃│]*[┓┩┪┫┨╡╢┤┐┘┛╛╝╗╣┥┦┧╕╖╜╯╮][ \t]*$")


def side_by_side(text: str) -> tuple[int, int, list[str], list[str]] | None:
    """(start, end, header, columns) of the first layout of texts side by side in ``text``: under a rule whose
    ``+`` sit where every line below has its bar, or, without a rule, lines that all have a bar between spaces
    at the same places (``_MIN_ROWS`` of them at least, their columns wrapped prose); None where there is none."""
    lines = text.split("\n")
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    for r, line in enumerate(lines):
        ruled = r > 0 and _COLUMN_RULE.match(line)
        cuts = [k for k, ch in enumerate(line) if ch in "+┼╋╪╫╬"] if ruled else _bars(line)
        if not cuts:
            continue
        body = []
        for below in lines[r + 1 if ruled else r:]:
            if not below.strip() or not all(k < len(below) and below[k] in _COLUMN_BARS for k in cuts):
                break
            body.append(below)
        bounds = [0, *cuts, None]

        def split(row: str) -> list[str]:
            return [row[a + (1 if a else 0): b].strip() for a, b in zip(bounds, bounds[1:])]

        if ruled:
            head = lines[r - 1]
            if not body or not all(k < len(head) and head[k] in _COLUMN_BARS for k in cuts):
                continue
            start, first = offsets[r - 1], r + 1
        else:
            if len(body) < _MIN_ROWS or any(_MD_RULE.match(row) for row in body):
                continue  # (a markdown table's rows, "--- | ---" under its header)
            head = body[0] if all(0 < len(c.split()) <= _HEADER_WORDS for c in split(body[0])) else ""
            body = body[1:] if head else body
            if not all(_prose(col) for col in zip(*(split(row) for row in body))):
                continue  # a table of rows ("A1   | 0.2 | text"): its short columns are no texts read downwards
            start, first = offsets[r], r + (1 if head else 0)
        columns = ["\n".join(col).strip("\n") for col in zip(*(split(row) for row in body))]
        end = offsets[first + len(body)] if first + len(body) < len(lines) else len(text)
        return start, end, split(head) if head else [""] * len(columns), columns
    return None


def _prose(pieces: tuple[str, ...]) -> bool:
    """Whether a column's pieces are a text's wrapped lines: two at least, most of them of several words."""
    full = [p for p in pieces if p]
    return len(full) >= 2 and sum(len(p.split()) >= 3 for p in full) * 2 >= len(full)


def _bars(line: str) -> list[int]:
    """Where a line has a column bar between spaces (" │ "), not at its ends."""
    if line.lstrip()[:1] in tuple(_COLUMN_BARS):
        return []  # a markdown table's row, "| a | b |"
    return [k for k, ch in enumerate(line) if ch in _COLUMN_BARS and 0 < k < len(line) - 1
            and line[k - 1] == " " and line[k + 1] == " " and line[:k].strip()]


def box_columns(text: str) -> tuple[int, int, list[str], list[str]] | None:
    """(start, end, header, columns) of a box whose columns are texts wrapped side by side (``zip_longest`` of
    two ``textwrap.wrap`` lists under a header of names): one header row, one rule, then rows with no rule
    between them, each column's pieces wrapped at its width (a piece and the next one's first word would not
    have fit on one line) and blank only at its end. A box of records (a name, a value, a text) is None."""
    lines = text.split("\n")
    ascii_box = any(_ASCII_RULE.match(line) for line in lines)
    row_rx, rule_rx, bar = (_ASCII_ROW, _ASCII_RULE, r"\|") if ascii_box else (_BOX_ROW, _BOX_RULE, r"[│┃║]")
    groups: list[list[tuple[int, list[str]]]] = [[]]
    first = last = None
    for k, line in enumerate(lines):
        if rule_rx.match(line):
            first = k if first is None else first
            last = k
            if groups[-1]:
                groups.append([])
            continue
        m = row_rx.match(line)
        if m is None:
            if first is not None and any(groups):
                break
            continue
        first = k if first is None else first
        last = k
        groups[-1].append((k, re.split(bar, m.group(1))))
    groups = [g for g in groups if g]
    if len(groups) != 2 or len(groups[0]) != 1 or len(groups[1]) < 2 or first is None or last is None:
        return None
    header = [c.strip() for c in groups[0][0][1]]
    rows = [cells for _, cells in groups[1]]
    if len(header) < 2 or any(len(r) != len(header) for r in rows) or \
            not all(0 < len(h.split()) <= _HEADER_WORDS for h in header):
        return None
    columns, wrapped = [], False
    for c in range(len(header)):
        raw = [r[c] for r in rows]
        width = len(raw[0]) - 2  # one space of padding each side
        pieces = [cell[1:].rstrip() if cell.startswith(" ") else cell.rstrip() for cell in raw]
        n = sum(1 for p in pieces if p.strip())
        if n == 0 or any(p.strip() for p in pieces[n:]) or len(pieces[0].split()) < 2:
            return None  # blank before its end, or a first cell of one word (a name, a number): records
        for a, b in zip(pieces[:n], pieces[1:n]):
            if len(a) + 1 + len(b.split()[0]) <= width:
                return None  # the next word would have fit on this line: not one text wrapped
            wrapped = True
        columns.append("\n".join(p.strip() for p in pieces[:n]))
    if not wrapped:
        return None
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)
    return offsets[first], min(offsets[last + 1], len(text)), header, columns
