"""How a cell's printed text shows on screen before anyone reads it: carriage returns applied as a
terminal would, tqdm's bars (nobody's text), and a text printed line by line behind numbered prefixes
("P2.03  ...") joined back into one text."""

from __future__ import annotations

import re
from typing import Any

from ..core.textnorm import token_line
from .printed_layouts import _COLUMN_BARS

# tqdm's bar: "desc:  40%|████      | 4/10 [00:03<00:03,  1.50it/s]" (its description, if any, included)
_PROGRESS_LINE = re.compile(r"^[^\n]*\d+%\|[^\n]*\|\s*[\d.]+[kMG]?/[\d.?]+[kMG]?\s*\[[^\n]*\][^\n]*$", re.M)


def terminal_text(text: str) -> str:
    """``text`` as a terminal shows it: a carriage return goes back to the start of its line and
    what follows overwrites it (progress lines, a streamer that rewrites its line)."""
    if "\r" not in text:
        return text
    lines = []
    for line in text.split("\n"):
        buf: list[str] = []
        pos = 0
        for ch in line:
            if ch == "\r":
                pos = 0
                continue
            if pos < len(buf):
                buf[pos] = ch
            else:
                buf.append(ch)
            pos += 1
        lines.append("".join(buf))
    return "\n".join(lines)


# "P2.03  This equation ...": a line of a text printed line by line behind its name and the line's number
# ("01 | They're designed ...": a text wrapped and its lines numbered, zero-padded, before a bar or a colon)
# ("A1·s3 | ...", "P2-l03: ...": a sentence's or a line's number after the text's name, its lines too)
_NUMBERED_LINE = re.compile(r"^(?P<indent>[ \t]*)(?:(?P<label>[A-Za-z][\w-]{0,15}?)(?P<sep>[.:_#·-](?P<part>s|l|p|f|frase|linha|line|sent|par)?))?"
                            r"(?P<n>\d{1,3})"
                            r"(?P<bar>[ \t]*[|:>][ \t]?|[ \t]{1,2}|$)", re.M)


_MAX_GAP = 3  # lines of a sentence's own between two numbered ones
_SENTENCE_END = re.compile(r"[.!?:;][)\"'»”*_]*[ \t]*$")


def _sentences(lines: list[str], run: list[tuple[int, re.Match]]) -> bool:
    """Whether the numbered lines so far read as one text's sentences, "A1.n" after "A1": each one but the last
    ends a sentence and the next starts with no lower-case letter, they are sentences' lengths, and the first
    continues the prompt (lower case) or there are four or more of them."""
    if run[0][1].group("sep") != "." or run[0][1].group("label") is None or len(run) < 2:
        return False
    bodies = [lines[i][mm.end():].strip() for i, mm in run]
    ends = all(_SENTENCE_END.search(b) for b in bodies[:-1])
    starts = all(b[:1] and not b[0].islower() for b in bodies[1:])
    long = sum(map(len, bodies)) >= 30 * len(bodies)  # sentences, not a label per sample ("S.1  POSITIVO.")
    return ends and starts and long and (bodies[0][:1].islower() or len(run) >= 4)


_CAT_N = re.compile(r"^ *(\d+)\t")  # cat -n: each line's number right-aligned in six columns, then a tab


def uncatted(text: str) -> str:
    """``text`` without the line numbers ``cat -n`` puts before every line of a file ("     1\t...", "     2\t..."),
    where every line has them, numbered 1, 2, 3... in a row."""
    lines = text.split("\n")
    body = lines[:-1] if lines and lines[-1] == "" else lines
    marks = [_CAT_N.match(line) for line in body]
    if len(body) < 2 or any(m is None or int(m.group(1)) != k + 1 or len(m.group(0)) != max(7, len(m.group(1)) + 1)
                            for k, m in enumerate(marks)):
        return text
    return "\n".join([line[m.end():] for line, m in zip(body, marks)] + lines[len(body):])


def unnumbered(text: str) -> str:
    """``text`` with the per-line prefixes of a text printed line by line undone ("P2.01  13 = ...",
    "P2.02  ", "P2.03  This ..."): consecutive lines of one label numbered 1, 2, 3... (or from 0)."""
    lines = text.split("\n")
    out = list(lines)
    k = 0
    while k < len(lines):
        m = _NUMBERED_LINE.match(lines[k])
        if m is None or int(m.group("n")) > 1:
            k += 1
            continue
        if m.group("label") is None and not (m.group("n").startswith("0") and len(m.group("n")) > 1
                                             and m.group("bar").strip() in ("|", ":")):
            k += 1  # a bare number: "1. ..." lists samples; only "01 | ..." numbers the lines of one text
            continue
        head, n0 = (m.group("label"), m.group("sep")), int(m.group("n"))
        run = [(k, m)]  # (line, match) of each numbered line
        at = k + 1
        while at < len(lines):
            nxt = _NUMBERED_LINE.match(lines[at])
            if nxt is not None and (nxt.group("label"), nxt.group("sep")) == head and int(nxt.group("n")) == n0 + len(run):
                run.append((at, nxt))
                at += 1
                continue
            # (a sentence's own line break: "A1.3  ... are:", "", "1.", then "A1.4  ...": lines of the text between
            # numbered ones, when the numbering goes on right after them)
            gap = next((g for g in range(at, min(at + _MAX_GAP, len(lines)))
                        if (g_m := _NUMBERED_LINE.match(lines[g])) is not None
                        and (g_m.group("label"), g_m.group("sep")) == head), None)
            if gap is None or not _sentences(lines, run) or int(_NUMBERED_LINE.match(lines[gap]).group("n")) != n0 + len(run):
                break
            at = gap
        bodies = [lines[i][mm.end():] for i, mm in run]
        # (numbers padded by the counter's format, or a blank line among them: one text's lines, not one
        # sample per line, "SC-1: ...", "SC-2: ...", whose names stay; "A1.1  can be ...", "A1.2  In other ...":
        # a text split into its sentences, each ending where the next begins with a capital)
        if m.group("n").startswith("0") and len(m.group("n")) > 1 or m.group("part") and len(run) >= 2 or \
                len(run) >= 2 and any(not b.strip() for b in bodies) or _sentences(lines, run) and len(run) >= 3:
            for i, mm in run:
                out[i] = lines[i][mm.end():]
        k = run[-1][0] + 1
    return "\n".join(out)


# a box drawn around one text ("╔══ A1 · T=0.2 ══╗", rows "║  <line>  ║", "╚════╝"; rich's Panel, "╭─ title ─╮"):
# its top rule may hold a title, its rows are padded to one width between one bar on each side
_FRAME_TOP = re.compile(r"^[ \t]*([╔┌╭┏╒╓+])([═─━╌┄=\-]*)(.*?)([═─━╌┄=\-]*)([╗┐╮┓╕╖+])[ \t]*$")
_FRAME_BOTTOM = re.compile(r"^[ \t]*[╚└╰┗╘╙+][═─━╌┄=\-]+[╝┘╯┛╛╜+][ \t]*$")
_FRAME_BARS = _COLUMN_BARS  # the bars a printed layout draws between texts
BOX_END = "╰╯"  # where a box around one text closed: a reader ends the text there


def unframed(text: str) -> str:
    """``text`` with each box drawn around a single text taken away: the title of its top rule kept as a
    line (the text's header), each row's bars and padding gone (the indentation common to its rows, so a
    text's own leading space stays), the bottom rule a blank line. A box whose rows hold a bar inside
    them (a table of columns) or whose rows are of different widths is left as it is."""
    if not any(ch in text for ch in "╔┌╭┏╒╓+"):
        return text
    lines = text.split("\n")
    out = list(lines)
    k = 0
    while k < len(lines):
        top = _FRAME_TOP.match(lines[k])
        if top is None or (top.group(1) == "+") != (top.group(5) == "+"):
            k += 1
            continue
        indent = len(lines[k]) - len(lines[k].lstrip(" \t"))
        width = len(lines[k].rstrip())
        end = k + 1
        rows = []
        while end < len(lines) and not _FRAME_BOTTOM.match(lines[end]):
            row = lines[end].rstrip()
            if len(row) != width or len(row) < indent + 2 or row[indent] not in _FRAME_BARS or row[-1] != row[indent]:
                break
            rows.append(row[indent + 1:-1])
            end += 1
        # a rule between a table's rows: a row of the same width right before the box or right after it
        near = [lines[x].rstrip() for x in (k - 1, end + 1) if 0 <= x < len(lines)]
        if end >= len(lines) or not _FRAME_BOTTOM.match(lines[end]) or not rows \
                or any(bar in row for row in rows for bar in _FRAME_BARS) \
                or any(len(line) == width and line[indent:indent + 1] in tuple(_FRAME_BARS) for line in near):
            k += 1
            continue
        pad = min((len(r) - len(r.lstrip(" ")) for r in rows if r.strip()), default=0)
        title = top.group(3).strip()
        out[k] = title
        out[k + 1:end] = [r[pad:].rstrip(" ") for r in rows]  # (same length: offsets below stay right)
        out[end] = BOX_END  # (what the cell prints after the box is not the boxed text)
        k = end + 1
    return "\n".join(out)


# a tree drawn with guides (rich's Tree, `tree`-like printers): "│   ├── A1: T=0.2", "│   │   └──  can be ...",
# a node's further lines under it behind guides and spaces of the same width
_TREE_NODE = re.compile(r"^((?:[│┃|] {3}| {4})*)([├└┣┗]── )")


def untreed(text: str) -> str:
    """``text`` with a tree's guides taken away: each node's line, and the lines of a node that wraps
    (behind guides and spaces as wide as its own prefix), without the drawing; other lines as they are."""
    if "── " not in text:
        return text
    lines = text.split("\n")
    out = list(lines)
    width = 0  # the prefix of the node whose lines these are
    for k, line in enumerate(lines):
        node = _TREE_NODE.match(line)
        if node is not None:
            width = node.end()
            # (a blank line before a node: a terminal's wrapping of the text above is not joined to it)
            out[k] = ("\n" if k and out[k - 1].strip() else "") + line[width:]
        elif width and len(line) >= width and not line[:width].strip(" │┃|"):
            out[k] = line[width:]
        elif width and not line.strip(" │┃|"):
            out[k] = ""  # a blank line of the node's text, its guides only
        else:
            width = 0
    return "\n".join(out)


# "    | " before each line of a text (print("    | " + linha) over textwrap.wrap's lines): a gutter, no text's
# (a block drawn as the bar, "▌   " + linha, is one too)
_BARS = "|│┃┆┇┊┋╎╏║╽╿¦▌▍▎▏▐"  # (every vertical of the box-drawing block, dashed or doubled)
_GUTTER = re.compile(rf"^([ \t]*[{_BARS}] ?)(?!.*[{_BARS}][ \t]*$)")
_MIN_GUTTER_LINES = 2
_LINE_BARS = "│┃┆┇┊┋╎╏"  # box-drawing lines: behind one of them, a single line is a gutter too


def ungutter(text: str) -> str:
    """``text`` with a bar drawn down the left of a block's lines taken away, where two lines or more in a row
    begin with the same bar and prefix (the lines of a table, which end in a bar too, stay as they are)."""
    if not any(ch in text for ch in _BARS):
        return text
    lines = text.split("\n")
    # (a bar that other lines show after text at the same column divides columns side by side: the left one
    # empty on a line is no gutter)
    dividers = {(k, ch) for line in lines for k, ch in enumerate(line) if ch in _BARS and line[:k].strip()}
    prefixes = [m.group(1) if (m := _GUTTER.match(line)) and (len(m.group(1).rstrip()) - 1, m.group(1).strip())
                not in dividers else None for line in lines]
    k = 0
    while k < len(lines):
        end = k
        while end < len(lines) and prefixes[end] is not None and prefixes[k] is not None \
                and prefixes[end].rstrip() == prefixes[k].rstrip():
            end += 1
        # (one line behind a drawn bar, "│ 00 + 27.00 ...", a text of one line: a gutter too; "|" needs two)
        if end - k >= _MIN_GUTTER_LINES or end - k == 1 and prefixes[k].strip() in _LINE_BARS:
            lines[k:end] = [line[len(prefix):] for line, prefix in zip(lines[k:end], prefixes[k:end])]
        k = max(end, k + 1)
    return "\n".join(lines)


# the brackets a prompt may be shown between ("[Transformers are models that] can be used ...")
CLOSERS = {"(": ")", "[": "]", "«": "»", "“": "”", "⟨": "⟩", "<": ">", "{": "}", "⟦": "⟧", "⟪": "⟫", "【": "】", "「": "」", "『": "』", "‹": "›"}


def unbracketed(text: str, at: int, end: int, prompts: list[str]) -> str:
    """``text[at:end]``, a prompt and what follows it, without the bracket that closes the prompt where the prompt
    is shown between brackets ("[Transformers are models that] can be used ..."): the bracket is the display's."""
    closer = CLOSERS.get(text[at - 1: at]) if at else None
    for p in prompts if closer else ():
        m = re.match(r"\s+".join(re.escape(w) for w in p.split()), text[at:end]) if p.split() else None
        if m is not None and text.startswith(closer, at + m.end()):
            return text[at: at + m.end()] + text[at + m.end() + len(closer): end]
    return text[at:end]


def prompt_as_title(text: str, at: int, prompts: list[str], is_label: Any) -> bool:
    """A prompt alone on its line with a run's label on one of the next two (a tree's root over its runs): a
    title, not the start of a text."""
    end = text.find("\n", at)
    if is_label is None or end < 0 or text[at:end].strip() not in {p.strip() for p in prompts}:
        return False
    # (the label may come under a section of the tree's: "part A", then "A1: T=0.2 ...")
    following = [ln for ln in text[end + 1:].split("\n")[:4] if ln.strip()][:2]
    return any(is_label(ln) for ln in following)


def untokened(text: str) -> str:
    """Lines of a tokenizer's token names joined by bars ("Ġtake|Ġinto|Ċ|Ċ|The", ``"|".join(convert_ids_to_tokens(ids))``)
    as the text they spell (:func:`..core.textnorm.token_line`); every other line as it is."""
    if "|" not in text:
        return text
    return "\n".join(spelled if (spelled := token_line(line)) is not None else line for line in text.split("\n"))


# a display's mark where it left out the middle of a text: "[…]", "(...)", " … ", " ... "
ELISION = re.compile(r"\s*(?:\[\s*(?:…|\.{3})\s*\]|\(\s*(?:…|\.{3})\s*\)|(?<=\s)(?:…|\.{3})(?=\s))\s*")


def elided_copy(shown: str, whole: str) -> bool:
    """Whether ``shown`` is ``whole`` with stretches left out at elision marks ("início […] fim"): its pieces, two
    at least, each found in ``whole`` in order."""
    pieces = [p.strip() for p in ELISION.split(shown)]
    if len(pieces) < 2 or not all(pieces) or shown.strip() == whole.strip():
        return False
    at = 0
    flat = " ".join(whole.split())
    for piece in pieces:
        found = flat.find(" ".join(piece.split()), at)
        if found < 0:
            return False
        at = found + len(piece)
    return True
