"""Layouts a program prints texts in, read back into the texts (what :mod:`.candidates` reads outputs with):
string literals and reprs, tables drawn with box characters, texts side by side in columns, numbered
listings, records printed one aligned field a line, namedtuple reprs, a table's text column. Each reader
says where the layout starts and ends in the output, so the others leave that stretch alone.
"""

from __future__ import annotations

import ast
import html
import re
from typing import Any

from .side_columns import _ASCII_ROW, _ASCII_RULE, _BOX_ROW, _BOX_RULE, _COLUMN_BARS, box_columns, side_by_side  # noqa: F401
from .spelled import _STR, lower_escapes, spelled_lists, text_of

# A run of adjacent string literals that stands alone: not glued to a word (d'água), a quote or a backslash.
# (a bytes literal, b'...', is the text its UTF-8 spells: print(texto.encode()))
_LITERALS = re.compile(rf"""(?<![\w'"\\])(?:b(?=['"]))?(?:{_STR})(?:[ \t]*\n?[ \t]*b?{_STR})*(?![\w'"])""")
_KEY_AFTER = re.compile(r"\s*:")
_PIECE = re.compile(rf"b?{_STR}")
_MAX_LITERALS = 2_000  # string literals of one output read (a course cell shows a few dozen)

def _literals(text: str) -> list[tuple[int, int, str]]:
    """(start, end, value) of each string literal run in ``text`` (dict keys left out); a list that spells
    one text (``print(list(s))``, token names: :func:`.spelled.spelled_text`) is that text."""
    found: list[tuple[int, int, str]] = []
    spelled = spelled_lists(text)
    for m in _LITERALS.finditer(text):
        if len(found) >= _MAX_LITERALS:
            break
        if any(a <= m.start() < b for a, b, _ in spelled):
            continue
        j = m.start() - 1
        while j >= 0 and text[j] in " \t\n":
            j -= 1
        if _KEY_AFTER.match(text, m.end()) and j >= 0 and text[j] in "{,":
            continue  # a dict's key ('generated_text': ...)
        pieces = list(_PIECE.finditer(m.group(0)))
        if text[:m.start()].rstrip().endswith("[") and any(
                re.fullmatch(r"[ \t]+", m.group(0)[x.end():y.start()]) for x, y in zip(pieces, pieces[1:])):
            # ['a' 'b' 'c']: numpy prints a string array's items side by side on a line, in brackets, never as one
            # string (pprint's pieces of one long string each stand on a line of their own; ('a' 'b') is code)
            each = [(m.start() + x.start(), m.start() + x.end(), text_of(ast.literal_eval(x.group(0)))) for x in pieces]
            found += [(a, b, v) for a, b, v in each if isinstance(v, str)]
            continue
        if "\n" in m.group(0) and (j < 0 or text[j] == "\n"):
            # literals on lines of their own, outside any bracket: one print (a repr) per line, never
            # glued into one string as pprint's wrapped pieces inside brackets are
            lines, pos, each = m.group(0).split("\n"), m.start(), []
            for line in lines:
                try:
                    each.append((pos, pos + len(line), ast.literal_eval(line.strip())))
                except (ValueError, SyntaxError, MemoryError, RecursionError):
                    each = []
                    break
                pos += len(line) + 1
            each = [(a, b, text_of(v)) for a, b, v in each]
            if each and all(isinstance(v, str) for *_, v in each):
                found += each
                continue
        try:
            value = ast.literal_eval(m.group(0).replace("\n", " "))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            try:  # a repr shown upper-cased (print(open(f).read().upper())): its escapes read as they were
                value = ast.literal_eval(lower_escapes(m.group(0).replace("\n", " ")))
            except (ValueError, SyntaxError, MemoryError, RecursionError):
                continue
        value = text_of(value)
        if isinstance(value, str):
            found.append((m.start(), m.end(), value))
    return sorted(found + spelled)




def column_rows(header: list[str], rows: list[list[str]]) -> list[tuple[str, str]]:
    """(context, text) per row of one table: the text column is the one its header names as output
    ("saida", "sample", ...; the longest of those), else the column longest over all its rows; the
    context names the row's other cells by their column ("run=A1 temperature=0.2")."""
    if not rows:
        return []
    # columns counted from the right: a row may lack the index cell its header has, or the reverse
    width = max(len(r) for r in rows)
    length = [sum(len(r[-1 - k].strip()) for r in rows if k < len(r)) for k in range(width)]
    named = [k for k in range(min(width, len(header))) if _TEXT_KEY.search(header[-1 - k])]
    text_col = max(named or range(width), key=lambda k: length[k])
    out = []
    for texts in rows:
        if text_col >= len(texts):
            continue
        at = len(texts) - 1 - text_col
        names = header[-len(texts):] if len(header) >= len(texts) else [""] * (len(texts) - len(header)) + header
        context = " ".join(f"{name}={text.strip()}" if name and text.strip() else text.strip()
                           for k, (name, text) in enumerate(zip(names, texts)) if k != at and text.strip())
        out.append((context, texts[at]))
    return out


def box_table(text: str) -> tuple[int, int, list[str], list[list[str]]] | None:
    """(start, end, header, rows) of the first table drawn with box characters in ``text``: the rows
    above its first inner rule are the header; a row whose first cell is empty continues the row above
    (a wrapped cell); None where there is no such table of two rows or more."""
    lines = text.split("\n")
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    # drawn in ASCII ("+------+----+" rules, "|" between cells): read as the box it draws
    ascii_box = any(_ASCII_RULE.match(line) for line in lines)
    row_rx, rule_rx, bar = (_ASCII_ROW, _ASCII_RULE, r"\|") if ascii_box else (_BOX_ROW, _BOX_RULE, r"[│┃║]")
    first = last = None
    header: list[str] = []
    rows: list[list[str]] = []
    widths: list[int] = []
    line_above: list[str] = []  # each cell's text on the line above (where a folded cell goes on)
    ruled = False
    for k, line in enumerate(lines):
        m = row_rx.match(line)
        if m is not None and not rule_rx.match(line):
            raw = re.split(bar, m.group(1))
            cells = [c.strip() for c in raw]
            first = k if first is None else first
            last = k
            if rows and cells and not cells[0] and len(cells) == len(rows[-1]):
                # a cell folded onto the next line: at a space, unless the line above was full and ends in a word as
                # long as half the column (a word longer than the column, folded inside); a line of short words
                # that fills the column (textwrap's) ended at a space
                rows[-1] = [a + ("" if len(above) >= width - 2 and 2 * len(above.split()[-1]) >= width - 2 else " ") + b
                            if b else a
                            for a, b, above, width in zip(rows[-1], cells, line_above, widths)]
            else:
                rows.append(cells)
                widths = [len(c) for c in raw]
            line_above = cells
        elif rule_rx.match(line):
            if first is None:
                first = k
            elif rows and not ruled and first is not None:
                header, rows, ruled = rows[0] if len(rows) == 1 else [], rows[1:] if len(rows) == 1 else rows, True
            last = k
        elif first is not None and rows:
            break
    if first is None or last is None or len(rows) < 2:
        return None
    end = offsets[last + 1] if last + 1 < len(lines) else len(text)
    return offsets[first], end, header, rows


# a dict key naming the generated text ("saida", "output", "generated_text", "resposta", ...)
_TEXT_KEY = re.compile(r"sa[ií]da|output|text|texto|gera|generat|respost|answer|continua|completion|resultado|amostra|sample", re.I)

_ITEM = re.compile(r"[ \t]*\(?(\d{1,3})[.):][ \t]+")

_SERIES_FOOT = re.compile(r"^(?:Name: .*?, )?(?:Length: \d+, )?dtype: \w+$")
_SERIES_COUNT = re.compile(r"^(.*?\S)\s{2,}(-?\d+(?:\.\d+)?)$")
_SERIES_ROW = re.compile(r"^(\S+)\s{2,}(.*\S)$")
_PANDAS_ESCAPES = {"\\n": "\n", "\\t": "\t", "\\r": "\r"}


def series_repr(text: str) -> tuple[int, int, list[tuple[str, str]], bool] | None:
    """(start, end, [(label, text)], ordered) of a pandas Series shown as its repr (``dtype: ...`` its
    last line): the texts in its index when its values are counts (``value_counts()``, sorted by count:
    not the order the code made them), else in its values (right-aligned, so their leading spaces are
    lost; cut at 50 characters with "...", kept as the beginning). pandas shows a newline inside a text
    as ``\\n``: a newline again. None for any other text."""
    lines = text.rstrip("\n").split("\n")
    foot = next((k for k in range(len(lines) - 1, -1, -1) if lines[k].strip()), None)
    if foot is None or not _SERIES_FOOT.match(lines[foot].strip()):
        return None
    body, start = lines[:foot], 0
    top = 0
    while top < len(body) and not body[top].strip():
        top += 1
    counts = [_SERIES_COUNT.match(line) for line in body[top:]]
    if len(body) - top >= 2 and not counts[0] and all(counts[1:]):
        top += 1  # the index's name on a line of its own
        counts = counts[1:]
    rows = body[top:]
    if len(rows) < 2:
        return None
    start = sum(len(line) + 1 for line in lines[:top])
    end = sum(len(line) + 1 for line in lines[: foot + 1])

    def unescape(value: str) -> str:
        return re.sub(r"\\[ntr]", lambda m: _PANDAS_ESCAPES[m.group(0)], value)

    if all(counts) and not all(m.group(1).strip().isdigit() for m in counts):
        return start, min(end, len(text)), [(m.group(2), unescape(m.group(1).rstrip())) for m in counts], False
    cells = [_SERIES_ROW.match(line) for line in rows]
    if not all(cells):
        return None
    # the index names each text (a dict's keys: "zero-shot", "few-shot") or numbers them
    return start, min(end, len(text)), [(m.group(1), unescape(re.sub(r"\.\.\.$", "", m.group(2).strip())))
                                        for m in cells], True


def frame_text(text: str) -> tuple[int, int, list[str], list[list[str]]] | None:
    """(start, end, header, rows) of a pandas DataFrame printed as text (``print(df)``,
    ``df.to_string()``): a header of column names over rows of one width, each starting with its
    index; a column's cells end where its name ends (pandas right-aligns them), the index is the
    row's first word. ``\\n`` in a cell is a newline again. None for any other text."""
    lines = text.split("\n")
    for h, head in enumerate(lines):
        names = list(re.finditer(r"\S+", head))
        if len(names) < 2 or not head.startswith(" ") or len(head) < 20 or head.rstrip().endswith("\\"):
            continue  # (a frame too wide for the display, its columns in blocks ending with "\\": not read)
        body = []
        for line in lines[h + 1:]:
            if len(line) != len(head) or not re.match(r"\S+ ", line):
                break
            body.append(line)
        if len(body) < 2:
            continue
        ends = [m.end() for m in names]
        rows = []
        for line in body:
            index = re.match(r"\S+", line).group(0)
            bounds = [len(index), *ends]
            cells = [line[a:b].strip() for a, b in zip(bounds, bounds[1:])]
            if any(line[b - 1:b].strip() == "" and line[a:b].strip() and b < len(line) and line[b] != " "
                   for a, b in zip(bounds, bounds[1:])):
                break  # a cell running past its column's end: not right-aligned columns
            # (a cell holding one string's repr, df["saida"] = repr(texto), is that string; any other cell
            # is pandas' own escaping)
            rows.append([index, *[un if (un := _unliteral(c)) != c else
                                  re.sub(r"\\[ntr]", lambda m: _PANDAS_ESCAPES[m.group(0)], c) for c in cells]])
        if len(rows) != len(body):
            continue
        texty = [k for k, m in enumerate(names, 1) if _TEXT_KEY.search(m.group(0))]
        if not texty and not any(re.search(r"[^\W\d_]{3}", r[k]) for r in rows for k in range(1, len(r))):
            continue  # numbers only: no column holds a text
        start = sum(len(line) + 1 for line in lines[:h])
        end = min(len(text), start + sum(len(line) + 1 for line in lines[h: h + 1 + len(body)]))
        return start, end, ["", *(m.group(0) for m in names)], rows
    return None


def numbered_listing(text: str) -> tuple[int, int, list[tuple[str, str]]] | None:
    """(start, end, [(label, text)]) of the lines numbered 1), 2), ... n) in a row in ``text`` (n >= 2),
    each item with the lines under it up to the next number (a text's own line breaks), the last one up
    to a blank line; None where the numbers skip or restart."""
    lines = text.split("\n")
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    items: list[list[Any]] = []  # [label, first line, lines]
    end_line = len(lines)
    for k, line in enumerate(lines):
        m = _ITEM.match(line)
        if m is not None and int(m.group(1)) == len(items) + 1:
            items.append([line[: m.end()].strip(), k, [line[m.end():]]])
        elif m is not None and items:
            return None  # a number out of the sequence: not one listing
        elif items:
            items[-1][2].append(line)
    if len(items) < 2:
        return None
    reprs = [_literals(body[0]) for _, _, body in items]
    if any(len(lits) > 1 for lits in reprs):
        return None  # several strings in an item: the literal reading's to pair, not a listing's
    if all(reprs):
        # every item a string's repr on its line ("01. ' NO NOOBDO!\n\n'", "1. ' NEGATIVO\n' -> NEGATIVO"): the
        # string is the text (what follows it is the student's note), and a repr never spans lines, so the
        # lines below the last one (the counts, the vote) are no part of it
        last = items[-1][1] + 1
        return offsets[items[0][1]], offsets[last] if last < len(lines) else len(text), \
            [(label, lits[0][2]) for (label, _, _), lits in zip(items, reprs)]
    tail = items[-1][2]
    if "" in (t.strip() for t in tail[1:]):
        cut = next(n for n, t in enumerate(tail) if n and not t.strip())
        end_line = items[-1][1] + cut
        del tail[cut:]
    out = [(label, "\n".join(body).rstrip("\n")) for label, _, body in items]
    end = offsets[end_line] if end_line < len(lines) else len(text)
    return offsets[items[0][1]], end, out


def _unliteral(value: str) -> str:
    """An item that is one string's repr (``3) ' NEGATIVO'``) is the string; a text in double quotes
    (``2) "NEGATIVO"``) is the model's own quoting, unless repr would have chosen them (a ' inside)."""
    lits = _literals(value)
    if len(lits) == 1 and value[: lits[0][0]].strip() == "" and value[lits[0][1]:].strip() == "":
        quote = value.strip()[0]
        if quote == "'" or "'" in lits[0][2]:
            return lits[0][2]
    return value


_KV_LINE = re.compile(r"^([ \t]*)([A-Za-z_][\w ]{0,30}?)[ \t]*: ?")
_RULE_LINE = re.compile(r"^[ \t]*[-=_*~]{3,}[ \t]*$")


def _aligned_records(text: str) -> list[dict[str, str]] | None:
    """Records printed one field a line, keys aligned (``print(f"{k:>14}: {v}")`` for each dict, a rule
    between them): each record a dict of its fields, a value running on over the lines below its key (a
    generated text's own line breaks) up to the next key or rule. None unless two records at least share
    their keys, each key's colon in one column."""
    blocks: list[list[str]] = [[]]
    for line in text.split("\n"):
        if _RULE_LINE.match(line):
            blocks.append([])
        else:
            blocks[-1].append(line)
    blocks = [b for b in blocks if any(line.strip() for line in b)]
    if len(blocks) < 2:
        return None
    columns = [{m.end(2) + len(line[m.end(2):]) - len(line[m.end(2):].lstrip(" \t")) for line in b[:1]
                if (m := _KV_LINE.match(line))} for b in blocks]
    if not all(columns) or len({c for col in columns for c in col}) != 1:
        return None  # each record opens with a key, every colon in one column
    column = columns[0].pop()

    def key_of(line: str) -> str | None:
        m = _KV_LINE.match(line)
        return m.group(2).strip() if m is not None and line[column: column + 1] == ":" and m.end(2) <= column else None

    # the keys every record has: a line of a generated text that looks like one ("In other words: ...")
    # in one record only is that text's
    keys = set.intersection(*({k for line in b if (k := key_of(line))} for b in blocks))
    records = []
    for block in blocks:
        record: dict[str, str] = {}
        key = None
        for line in block:
            if (k := key_of(line)) in keys and k not in record:
                key = k
                record[key] = line[column + 1:][1:] if line[column + 1: column + 2] == " " else line[column + 1:]
            elif key is not None:
                record[key] += "\n" + line
        if len(record) < 2 or set(record) != keys:
            return None
        records.append(record)
    for r in records:  # the print's own line end before the rule, or the output's last
        last = list(r)[-1]
        r[last] = r[last][:-1] if r[last].endswith("\n") else r[last]
    return records


# The printed tables a cell's output may hold, in the order they are looked for, and whether each is read
# only where no prompt is printed (a frame, a Series and a listing hold continuations, never prompt + text)
_MD_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$")


def _md_cells(line: str) -> list[str]:
    """A pipe table row's cells, a code span's text verbatim (its spaces and a "|" inside it kept); an
    escaped pipe ("\\|") is a pipe of the cell."""
    cells, buf, k = [], "", 0
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    while k < len(body):
        if body[k] == "\\" and body[k + 1: k + 2] == "|":  # "\|": a pipe inside the cell, as markdown renders it
            buf += "|"
            k += 2
            continue
        if body[k] == "`":
            end = body.find("`", k + 1)
            if end > k:
                buf += body[k:end + 1]
                k = end + 1
                continue
        if body[k] == "|":
            cells.append(buf)
            buf = ""
        else:
            buf += body[k]
        k += 1
    cells.append(buf)
    out = []
    for cell in cells:
        m = re.fullmatch(r"[ \t]*`([^`]*)`[ \t]*", cell)
        # outside a code span, what markdown renders: "<br>" a line break, "&amp;" an ampersand
        out.append(m.group(1) if m else html.unescape(_BR.sub("\n", cell.strip())))
    return out


_BR = re.compile(r"<br\s*/?>", re.I)


def markdown_table_rows(md: str) -> list[tuple[str, str]]:
    """(context, text) per row of a markdown pipe table (a ``Markdown`` display of the runs' outputs): the
    text column chosen as for any table, a code span's text taken as it stands inside its backticks."""
    lines = md.split("\n")
    for k in range(1, len(lines)):
        if _MD_TABLE_RULE.match(lines[k]) and "|" in lines[k - 1]:
            header = _md_cells(lines[k - 1])
            rows = []
            for line in lines[k + 1:]:
                if "|" not in line or not line.strip():
                    break
                rows.append(_md_cells(line))
            if rows and all(len(r) == len(header) for r in rows):
                return column_rows(header, rows)
    return []


def csv_text(text: str) -> tuple[int, int, list[str], list[list[str]]] | None:
    """A CSV file printed raw (``print(open("saidas.csv").read())``): its header and rows, a quoted field's
    doubled quotes and line breaks undone by the csv module. Only where every row has the header's
    number of fields (two at least), some field is quoted, and the header names its columns."""
    import csv
    import io

    start = len(text) - len(text.lstrip("\n"))
    body = text[start:].rstrip("\n")
    if '"' not in body or "," not in body.split("\n", 1)[0]:
        return None
    try:
        rows = list(csv.reader(io.StringIO(body), strict=True))
    except csv.Error:
        return None
    if len(rows) < 2 or len(rows[0]) < 2 or any(len(r) != len(rows[0]) for r in rows) or \
            not all(re.fullmatch(r"[\w .-]{1,30}", h) for h in rows[0]):
        return None
    return start, start + len(body), rows[0], rows[1:]


_TABULAR = re.compile(r"\\begin\{(?:tabular|longtable)\}(?:\[\w\]|\{[^{}\n]*\})*\n(.*?)\\end\{(?:tabular|longtable)\}",
                      re.S)
_TEX_RULE = re.compile(r"^[ \t]*(?:\\(?:toprule|midrule|bottomrule|hline|endhead|endfirsthead|endfoot|endlastfoot)"
                       r"|\\cline\{[^}]*\})[ \t]*$", re.M)


def latex_tabular(text: str) -> tuple[int, int, list[str], list[list[str]]] | None:
    """A table printed as LaTeX (``print(df.to_latex())``): its header and rows, each row ending with
    ``\\\\`` and its cells split by `` & ``; a cell's own line breaks stay (a row runs on over lines until
    its ``\\\\``). The rules (``\\toprule``, ``\\midrule``, ``\\hline``) are no row; a row split into
    more cells than the header's is not read (an ``&`` inside a text, which no split can tell)."""
    m = _TABULAR.search(text)
    if m is None:
        return None
    body = _TEX_RULE.sub("", m.group(1))
    rows = [r for r in re.split(r" ?\\\\[ \t]*(?:\n|$)", body) if r.strip("\n \t")]
    rows = [r.lstrip("\n") for r in rows]
    cells = [r.split(" & ") for r in rows]
    if len(cells) < 2 or len(cells[0]) < 2 or any(len(c) != len(cells[0]) for c in cells):
        return None
    # pandas escapes LaTeX's special characters where its escape option is on (pandas 1.x's default):
    # read back, so a genuine text is not judged in its escaped form
    rows = [[_TEX_ESCAPE.sub(lambda e: _TEX_CHARS.get(e.group(0), e.group(0)[1:]), c) for c in row] for row in cells[1:]]
    return m.start(), m.end(), [h.strip() for h in cells[0]], rows


_TEX_CHARS = {"\\textasciitilde{}": "~", "\\textasciicircum{}": "^", "\\textbackslash{}": "\\"}
_TEX_ESCAPE = re.compile(r"\\(?:textasciitilde\{\}|textasciicircum\{\}|textbackslash\{\}|[&%$#_{}])")


_CUT_MARK = ("…", "...")


def _str_literal(text: str) -> str | None:
    """``text`` read as one Python string literal; None where it is not one."""
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
        return None
    return value if isinstance(value, str) else None


def _grid_cell(cell: str) -> str | None:
    """A grid cell's string: a repr, whole or cut for width (``' NEGATIVO\\n\\nT…``: the opening quote, no
    closing one, an ellipsis), its escapes read back; a cut one keeps the "…" at its end. None otherwise."""
    cell = cell.strip()
    if len(cell) < 2 or cell[0] not in "'\"":
        return None
    whole = _str_literal(cell)
    mark = next((m for m in _CUT_MARK if cell.endswith(m)), None)
    if whole is not None or mark is None:
        return whole
    # an escape the cut split in half goes ("\\", "\\x0", "\\u00e"); "\\\\" is a whole one
    body = re.sub(r"(?<!\\)((?:\\\\)*)\\(?:x[0-9a-fA-F]?|u[0-9a-fA-F]{0,3}|U[0-9a-fA-F]{0,7}|N\{[^}]*)?$", r"\1",
                  cell[1:-len(mark)])
    cut = _str_literal(cell[0] + body + cell[0])  # (a repr escapes its own quote inside)
    return None if cut is None else cut + "…"


def grid_cells(text: str) -> tuple[int, int, list[tuple[str, str]], bool] | None:
    """(start, end, [(context, text)], ordered) of samples laid out in a grid, several reprs per line
    between bars (``linha 1 | ' NEGATIVO\\n\\nT… | ' "NO"\\n' | ...``), read row by row, left to right; the
    lines between them (a row of labels under each) are part of the grid. The context names the row
    (its first cell) and the column. None unless two lines hold two such cells or more."""
    lines = text.split("\n")
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    rows: list[tuple[str, str]] = []
    first = last = None
    for k, line in enumerate(lines):
        cells = line.split(" | ")
        values = [_grid_cell(c) for c in cells]
        if len(cells) < 3 or sum(v is not None for v in values) < 2:
            if first is not None and (not line.strip() or "|" not in line):
                break
            continue
        first = k if first is None else first
        last = k
        head = cells[0].strip() if values[0] is None else ""
        rows += [(f"{head} col {n}".strip(), v) for n, v in enumerate(values, 1 if values[0] is not None else 0)
                 if v is not None]
    if first is None or sum(1 for k in range(first, last + 1) if lines[k].count(" | ") >= 2) < 2 or len(rows) < 4:
        return None
    end = last + 1
    while end < len(lines) and lines[end].strip() and lines[end].count("|") >= 2:
        end += 1  # a row of labels under the last row of samples
    return offsets[first], offsets[end] if end < len(lines) else len(text), rows, True


TABLES = (("columns", False), ("box", False), ("frame", True), ("series", True), ("csv", True), ("latex", True),
          ("grid", True), ("listing", True))


def read_table(kind: str, text: str) -> tuple[int, int, list[tuple[str, str]], bool] | None:
    """(start, end, [(context, text)], ordered) of the first table of ``kind`` in ``text``: texts side by
    side in columns (each column one text, named by its header cell), a box-drawn table (rich's
    ``Table``: its rows, the frame no part of any text), a DataFrame printed as text, a Series' repr
    (the index's labels or the counts as the context; ``value_counts()`` is not in the code's order), a
    listing numbered 1), 2), ... (a file of samples read back). None where there is none."""
    if kind == "columns":
        found = min((f for f in (side_by_side(text), box_columns(text)) if f is not None), default=None,
                    key=lambda f: f[0])
        # (a column under a header is that text, empty where the model generated nothing)
        return None if found is None else (found[0], found[1], [(n, v) for n, v in zip(found[2], found[3])
                                                                if v or n.strip()], True)
    if kind == "box":
        found = box_table(text)
        return None if found is None else (found[0], found[1],
                                           [(c, _unliteral(v)) for c, v in column_rows(found[2], found[3])], True)
    if kind == "frame":
        found = frame_text(text)
        return None if found is None else (found[0], found[1], column_rows(found[2], found[3]), True)
    if kind == "series":
        return series_repr(text)
    if kind == "grid":
        return grid_cells(text)
    if kind in ("csv", "latex"):
        found = csv_text(text) if kind == "csv" else latex_tabular(text)
        return None if found is None else (found[0], found[1], column_rows(found[2], found[3]), True)
    listing = numbered_listing(text)
    return None if listing is None else (listing[0], listing[1], [(lab, _unliteral(v)) for lab, v in listing[2]], True)


_MD_ITEM = re.compile(r"^[ \t]*(?:\d+[.)]|[-*+])[ \t]+", re.M)
_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.S)


def markdown_list_spans(md: str) -> list[tuple[str, str]]:
    """(the item's other text, its code span's text) for each item of a markdown list that shows a
    text in a code span ("3. `NEGATIVO\n\nText` → **NEGATIVO**"): the samples a cell lists, one per item."""
    starts = [m.end() for m in _MD_ITEM.finditer(md)]
    ends = [m.start() for m in _MD_ITEM.finditer(md)][1:] + [len(md)]
    rows = []
    for a, b in zip(starts, ends):
        item = md[a:b].rstrip("\n")
        span = _CODE_SPAN.search(item)
        if span is None:
            return []  # a list that is not one of texts in code spans
        rows.append(((item[:span.start()] + item[span.end():]).strip(), span.group(2)))
    return rows
