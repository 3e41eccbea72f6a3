"""Candidate texts in every output of every cell, however the notebook printed them.

A generated text reaches a cell's output in many shapes: printed with its prompt, under a
header, inside a list (``print("Amostras:", samples)``, the book's 5.7), through ``repr()`` or
``!r`` with a label in front, in a tuple or a dict, as a pipeline's result
(``[{'generated_text': ...}]``), as an HTML or markdown display, wrapped and coloured by rich.
This module undoes the printing, never the generating: each output yields

- **literal** candidates: every Python string literal in the text (``'...'``/``"..."`` with
  their escapes, adjacent literals joined as Python joins them, dict keys left out), read with
  :func:`ast.literal_eval`;
- **printed** candidates: the text from each place a known prompt starts (outside literals) to
  the next one, trailing header lines left out.

Each candidate keeps the text printed before it in its output (its headers), the cell and the
output it came from. Which run a candidate belongs to is decided elsewhere
(:mod:`grader.reading.content`): by its prompt, the run's own check and, where the text alone
cannot tell, the code and the headers.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from typing import Any

from ..core.records import GENERATION_MIME
from ..core.textnorm import strip_ansi, unwrap_rich
from .printed import _claims, _looks_wrapped, _text
from .printed_records import _MAX_OUTPUT, json_lines, records as _records
from .html_view import TABLE_BLANK, html_text, table_rows  # noqa: F401 - html_text re-exported
from .spelled import sentence_lists
from .shown_text import _PROGRESS_LINE, BOX_END, CLOSERS, prompt_as_title, terminal_text, unbracketed, uncatted, unframed, ungutter, unnumbered, untokened, untreed  # noqa: F401 - re-exported
from .printed_layouts import (  # noqa: F401 - _literals, _STR: the readers of reprs, shared
    _STR,
    _TEXT_KEY,
    TABLES,
    markdown_list_spans,
    markdown_table_rows,
    _literals,
    _unliteral,
    box_table,
    read_table,
    side_by_side,
)

_SEPARATOR = re.compile(r"^[\W_]{3,}$")
_SAMPLE_MARK = re.compile(r"^\[?\s*(?:amostra|sample|exemplo|tentativa|sa[ií]da|output)\s*#?\s*\d+\s*\]?\s*:?$", re.I)
_MAX_BEFORE = 2_000  # characters of headers kept before a candidate


@dataclass(frozen=True)
class Candidate:
    """One text found in a cell's output. ``how``: "literal" (a Python string literal, its syntax
    undone) or "printed" (text from a prompt on); ``before``: what the output printed before it
    since the previous candidate (headers); ``mime``: where it was read."""

    cell: int
    cell_id: str | None
    output: int
    text: str
    how: str
    before: str
    mime: str
    start: int  # offset in the output's text (after ANSI/wrapping/HTML were undone)
    ordered: bool = True  # a table row in the order the code made it (not a dict's: pprint sorts its keys)


def literal_rows(text: str) -> list[tuple[str, str]]:
    """(row context, text) for an output that is one Python or JSON literal of records: a list of
    dicts (``pprint(resultados)``: each dict a row, its text under an output-like key or the one
    column of longer texts, its other entries the context, "prompt=zero-shot"), or a dict of texts
    (``{"ZS": "...", "FS": "..."}``, ``json.dumps``: each key the context of its value; rows whose
    keys are in sorted order are named by their keys only, never by their order, which ``pprint``
    may have changed)."""
    return _records(text)[0]


def _prose_around(block: str, spans: list[tuple[int, int]]) -> bool:
    """Whether the literals at ``spans`` are quotations inside a text (words around them: ' "Este filme
    foi um erro de tempo."' then 'E'), not values printed as Python ("Amostras: ['...', '...']")."""
    rest, pos = [], 0
    for a, b in sorted(spans):
        rest.append(block[pos:a])
        pos = max(pos, b)
    rest.append(block[pos:])
    outside = re.sub(_STR, "", "".join(rest))  # a dict's keys are literals too ({'amostra_0': '...'})
    outside = re.sub(r"^[ \t]*[^\W\d_][\w ]{0,30}:", "", outside, flags=re.M)  # labels ("Amostras:", "amostra 1:")
    return bool(re.search(r"[^\W_]", outside))


_FIELD = re.compile(r"(?<![\w])[A-Za-z_]\w*[ \t]*=[ \t]*$")


_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")


def _markdown_lines(md: str) -> tuple[list[str], list[int]]:
    """The lines a markdown display shows, and which of them lost markup: a code fence's lines are
    shown verbatim (its ``` lines are no text); elsewhere emphasis, code marks and block markers go,
    which a text that held those characters loses."""
    lines: list[str] = []
    lossy: list[int] = []
    fence = ""
    for line in md.split("\n"):
        m = _FENCE.match(line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line[m.end():].strip():
                fence = ""
            else:
                lines.append(line)
            continue
        if m:
            fence = m.group(1)
            continue
        shown = re.sub(r"(\*\*|__|`)", "", re.sub(r"^\s{0,3}(?:>\s?|#{1,6}\s+|[-*+]\s+)", "", line))
        if shown != line:
            lossy.append(len(lines))
        lines.append(shown)
    return lines, lossy


def markdown_text(md: str) -> str:
    """A markdown display's text: emphasis, code marks and block markers dropped; a code fence's
    lines as they are."""
    return "\n".join(_markdown_lines(md)[0])


_RECASE = {"upper", "lower", "title", "capitalize", "swapcase", "casefold"}


def _prints_recased(cell: Any) -> bool:
    """Whether the cell prints or displays something it changed the case of (``print(s.upper())``)."""
    src = cell.get("source", "")
    src = "".join(src) if isinstance(src, list) else src
    if not any(f".{m}(" in src for m in _RECASE):
        return False
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return False
    return any(isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute))
               and getattr(node.func, "id", getattr(node.func, "attr", "")) in ("print", "display", "write", "Markdown")
               and any(isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr in _RECASE
                       for arg in [*node.args, *(k.value for k in node.keywords)] for sub in ast.walk(arg))
               for node in ast.walk(tree))


def lossy_outputs(cell: Any) -> dict[int, list[tuple[int, int]]]:
    """{output: [(start, end)]}: the stretches of each output's text read through a lossy rendering, a
    markdown display's lines whose markup was dropped (a text that held ``**`` or a backtick lost it), a
    list of one text's sentences (the spaces between them dropped).
    A text read there that fails the model is not exact enough to be called another's."""
    out: dict[int, list[tuple[int, int]]] = {}
    recased = _prints_recased(cell)
    for j, _, text in output_texts(cell):  # a list of one text's sentences: the spaces between them dropped
        out.setdefault(j, []).extend((x, y) for x, y, _ in sentence_lists(text))
        if recased:  # print(texto.upper()): every letter's case is the display's
            out[j].append((0, len(text)))
    for j, output in enumerate(cell.get("outputs", []) or []):
        data = output.get("data", {}) if isinstance(output, dict) else {}
        if not isinstance(data, dict) or "text/markdown" not in data or _text(data.get("text/plain", "")).strip() \
                and not re.fullmatch(r"<[\w.]+ object(?: at 0x[0-9a-f]+)?>", _text(data.get("text/plain", "")).strip()):
            continue  # (a display with a real plain text is read from that)
        lines, lossy = _markdown_lines(_text(data["text/markdown"]))
        starts = [0]
        for line in lines:
            starts.append(starts[-1] + len(line) + 1)
        if lossy:
            out.setdefault(j, []).extend((starts[k], starts[k + 1]) for k in lossy)
    return {j: spans for j, spans in out.items() if spans}


def _plain_text(raw: str) -> str:
    text = ungutter(untreed(unframed(unnumbered(uncatted(untokened(strip_ansi(raw)))))))
    if json_lines(text.strip()) is not None:
        return text  # one JSON record per line: lines of similar length that no terminal wrapped
    if side_by_side(text) is not None:
        return text  # columns padded to one width: lines a program laid out, not a terminal's wrapping
    return unwrap_rich(text) if text != raw or _looks_wrapped(text) else text


def _streams(outputs: list[Any]) -> list[tuple[int, Any]]:
    """The outputs with consecutive stream outputs of one stream merged as the notebook shows them
    (a streamer or a loop of ``print(..., end='')`` leaves one output per word): the merged one
    keeps the index of its first part."""
    merged: list[tuple[int, Any]] = []
    parts: dict[int, list[str]] = {}  # the pieces of a merged stream, joined once (thousands of prints stay linear)
    for j, output in enumerate(outputs):
        if not isinstance(output, dict):
            continue
        prev = merged[-1][1] if merged else None
        if (output.get("output_type") == "stream" and isinstance(prev, dict) and prev.get("output_type") == "stream"
                and prev.get("name") == output.get("name")):
            parts.setdefault(len(merged) - 1, [_text(prev.get("text", ""))]).append(_text(output.get("text", "")))
        else:
            merged.append((j, output))
    for k, pieces in parts.items():
        merged[k] = (merged[k][0], {**merged[k][1], "text": "".join(pieces)})
    return merged


def output_texts(cell: Any) -> list[tuple[int, str, str]]:
    """(output index, mime, text) of every output a reader sees: standard output and standard
    error (logging writes there), merged per stream with carriage returns applied, results and
    displays (plain text; HTML or markdown where there is no real plain text)."""
    out: list[tuple[int, str, str]] = []
    for j, output in _streams(cell.get("outputs", []) or []):
        kind = output.get("output_type")
        if kind == "stream":
            if output.get("name") in ("stdout", "stderr"):
                text = terminal_text(_text(output.get("text", ""))[:_MAX_OUTPUT])
                # a progress bar is no text of anyone's (on standard output too: a subprocess's, `!python gera.py`)
                text = _PROGRESS_LINE.sub("", text)
                out.append((j, "stream" if output.get("name") == "stdout" else "stderr", _plain_text(text)))
            continue
        if kind not in ("display_data", "execute_result"):
            continue
        data = output.get("data", {}) or {}
        if not isinstance(data, dict) or GENERATION_MIME in data:
            continue
        plain = _text(data.get("text/plain", ""))[:_MAX_OUTPUT]
        # "<IPython.core.display.HTML object>", "<pandas.io.formats.style.Styler at 0x7f...>": a repr, not text
        placeholder = re.fullmatch(r"<[\w.]+ (?:object(?: at 0x[0-9a-f]+)?|at 0x[0-9a-f]+)>", plain.strip()) is not None
        if plain.strip() and not placeholder:
            out.append((j, "text/plain", _plain_text(plain)))
        elif isinstance(data.get("application/json"), (dict, list)):  # IPython's JSON display: the data itself
            out.append((j, "application/json", json.dumps(data["application/json"], ensure_ascii=False, indent=1)))
        elif "text/markdown" in data:
            out.append((j, "text/markdown", markdown_text(_text(data["text/markdown"])[:_MAX_OUTPUT])))
        elif "text/html" in data:
            out.append((j, "text/html", html_text(_text(data["text/html"])[:_MAX_OUTPUT])))
    return out


def _prompt_starts(text: str, prompts: list[str], taken: list[tuple[int, int]]) -> list[int]:
    starts: set[int] = set()
    for p in prompts:
        tokens = p.split()
        if not tokens:
            continue
        pattern = re.compile(r"\s+".join(re.escape(t) for t in tokens))
        for m in pattern.finditer(text):
            if not any(a <= m.start() < b for a, b in taken):
                starts.add(m.start())
    return sorted(starts)


def _header_like(line: str) -> bool:
    s = line.strip()
    # ("=== parte B ===": a line between marks is a section's heading)
    return not s or bool(_SEPARATOR.match(s)) or bool(_SAMPLE_MARK.match(s)) or (len(s) <= 80 and bool(_claims(s))) \
        or len(s) <= 80 and _frame(s) is not None


# the tokenizer's end and padding tokens a decode with skip_special_tokens=False prints around a text
_SPECIAL = r"(?:<\|[A-Za-z_]{2,20}\|>|</s>|<pad>|<eos>|<unk>|<s>)"
_SPECIAL_TAIL = re.compile(rf"(?:\s*{_SPECIAL})+\s*$")
_SPECIAL_HEAD = re.compile(rf"^(?:{_SPECIAL}\s*)+")


def without_special_tokens(text: str) -> str:
    """``text`` without the padding before it and the end and padding tokens after it (a left-padded
    batch decoded with ``skip_special_tokens=False``): the model's text is what lies between."""
    return _SPECIAL_TAIL.sub("", _SPECIAL_HEAD.sub("", text)) if "<" in text else text


_QUOTE_MARK = re.compile(r"^[ \t]*>(?: |$)")


def _unquoted(lines: list[str]) -> list[str]:
    """Lines that all start with a quotation mark ("  > ", as a blockquote or an e-mail quotes) without
    it: a presentation of the text, not the text."""
    marked = [ln for ln in lines if ln.strip()]
    if len(marked) < 1 or not all(_QUOTE_MARK.match(ln) for ln in marked):
        return lines
    return [_QUOTE_MARK.sub("", ln, count=1) if ln.strip() else ln for ln in lines]


def _prompt_as_field(text: str, at: int, prompts: list[str]) -> bool:
    """A prompt printed as a field of a header line ("### P1 | What is 27 + 58? | T=0.7 top_p=0.9"): what
    follows it on its line is more fields (a separator, the run's parameters), so the line labels the text
    below it; it does not start prompt + continuation."""
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    for p in prompts:
        words = p.split()
        m = re.match(r"\s+".join(re.escape(w) for w in words), text[at:line_end]) if words else None
        if m is not None:
            rest = text[at + m.end(): line_end]
            if re.match(r"[ \t]*(?:\||\t)", rest) or _claims(rest):
                return True
            # "P1a  (What is 27 + 58?)": the prompt between brackets that close its line, the text below it
            # (a label before it on the line: "⟦prompt⟧" alone opens the text, glued to it or empty)
            line = text[text.rfind("\n", 0, at) + 1: at].rstrip(" \t")
            before = line[-1:]
            if before and CLOSERS.get(before) and re.search(r"\w", line[:-1]) \
                    and re.fullmatch(rf"[ \t]*{re.escape(CLOSERS[before])}[ \t:]*", rest):
                return True
    return False


def _record_end(text: str, start: int, following: int) -> int:
    """Where the text printed from ``start`` ends, the next prompt starting at ``following``: at the end of
    the line before it when the next prompt starts inside its line ("A2\t0.7\t0.9\t<prompt>...": that
    line's fields belong to the next record)."""
    line = text.rfind("\n", start, following)
    return line if line > start and text[line + 1: following].strip() else following


def _trim(segment: str) -> str:
    """A printed candidate without the header lines printed after it (the next one's), nor a frame's rule
    before it, nor the end
    and padding tokens printed with it (``skip_special_tokens=False``: the model's text ends there),
    nor a quotation mark that starts each of its lines."""
    lines = _unquoted(segment.split("\n"))
    if BOX_END in lines[1:]:
        lines = lines[: lines.index(BOX_END, 1)]  # the box around the text closed there
    while len(lines) > 1 and _header_like(lines[-1]):
        lines.pop()
    while len(lines) > 1 and _SEPARATOR.match(lines[0].strip()):
        lines.pop(0)  # the frame's bottom rule under its label ("╚═════"): no text of the model's
    return _SPECIAL_TAIL.sub("", "\n".join(lines).rstrip())


def _kept(segment: str) -> int:
    """How much of a printed segment is its text: the header lines printed after it are the next
    text's context ("--- T=0.7 / top_p=0.9 ---" over the next sample), as :func:`_trim` drops them."""
    lines = segment.split("\n")
    heads = _unquoted(list(lines))
    while len(heads) > 1 and _header_like(heads[-1]):
        heads.pop()
    return len("\n".join(lines[:len(heads)]))


_EMPTY_ELEMENT = re.compile(r"<(pre|code|p|td|blockquote|div|textarea|output)\b[^>]*>\s*</\1\s*>", re.I)


def _labelled_blocks(text: str, is_label: Any, empty_at_end: bool = False) -> list[tuple[int, int, str, str]]:
    """(start, end, block, label line) for each block of lines that follows a line naming a run or
    stating its parameters ("1. [A] temperature=0.2 top_p=0.9", "##### A1 (T=0.2)"), up to the
    next such line: a continuation printed alone under its label."""
    lines = text.split("\n")
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    heads = [k for k, line in enumerate(lines) if 0 < len(line.strip()) <= 160 and is_label(line)]
    split = {k: _label_and_text(lines[k], is_label) for k in heads}
    # "P2 ▸ 13 = 27 + 12." then "P2 ▸ The answer is 39.13.": a label repeated before each line (or paragraph)
    # of one text is that text's label once, where the label names a run of one text (a self-consistency
    # run's label repeated is one per sample)
    one_text = getattr(is_label, "one_text", None)
    repeats = {k for n, k in enumerate(heads)
               if n and split[k][1] is not None and split[k][0] == split[heads[n - 1]][0]
               and split[heads[n - 1]][1] is not None and one_text is not None and one_text(split[k][0])}
    heads = [k for k in heads if k not in repeats]
    frames = {_frame(lines[k]) for k in heads} - {None}
    blocks = []
    for n, k in enumerate(heads):
        end = heads[n + 1] if n + 1 < len(heads) else len(lines)
        label, rest = split[k]
        start, first = (offsets[k + 1] if k + 1 < len(lines) else len(text)), []
        if rest is not None:
            start, first = offsets[k] + len(lines[k]) - len(rest), [rest]
        below = [split[j][1] if j in repeats else lines[j] for j in range(k + 1, end)]
        while below and (frames & {_frame(below[-1])} or not below[-1].strip()):
            below.pop()  # the listing's closing line in its labels' frame ("~~~ fim ~~~"), not the text's
        body = "\n".join(first + below).strip("\n")
        # nothing between a run's label and the next run's: that run's text is empty (its first token ended it)
        # (and at a display's end where its HTML shows the text's element empty: "<h4>P1 ...</h4><pre></pre>")
        ended = not body.strip() and (end < len(lines) or empty_at_end) and not first
        if _sibling_rows(lines[k], body):
            continue  # "direto 0 caracteres" then "passo 96 caracteres": rows of one listing, not a label over a text
        if (body.strip() or ended) and not any(is_label(ln) for ln in body.split("\n")):
            blocks.append((start, offsets[end] if end < len(lines) else len(text), _trim(body), label))
    return blocks


_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def _sibling_rows(label: str, body: str) -> bool:
    """Whether every line of ``body`` is a row of the label line's own shape: its first word and its numbers
    others, the rest the same ("direto 0 caracteres" over "passo 96 caracteres")."""
    words = label.split()
    if len(words) < 2 or not any(_NUMBER.fullmatch(w) for w in words[1:]) or not body.strip():
        return False
    shape = r"\s*\S+" + "".join(r"\s+" + (_NUMBER.pattern if _NUMBER.fullmatch(w) else re.escape(w)) for w in words[1:]) + r"\s*"
    return all(re.fullmatch(shape, ln) for ln in body.split("\n") if ln.strip())


# "INFO | primeira execucao (temperature=0.2, top_p=0.9):  can be used to ...", "P2 ▸ 13 = 27 + ...": the label
# ends at its colon (or arrow, or bar) and the text begins on the label's own line
_LABEL_END = re.compile(r"(?::|::|▸|►|▶|→|=>|->|»|\|)[ \t]+(?=\S)")


# "prompt='What is 27 + 58?'", "prompt: What is 27 + 58?": a named field and its value
_FIELD_VALUE = re.compile(r"[ \t]*[A-Za-z_][\w ]{0,20}?[ \t]*[=:][ \t]*(.+?)[ \t]*", re.S)


def _field_value(block: str) -> str | None:
    """The value of ``block`` written as one field (a quoted value's literal undone); None where it is not."""
    m = _FIELD_VALUE.fullmatch(block)
    if m is None:
        return None
    value = m.group(1)
    try:
        value = ast.literal_eval(value) if value[:1] in "'\"" else value
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, str) else None


def _quoted_field(block: str) -> bool:
    """Whether ``block`` is one field holding a quoted text (``prompt='Solve step by step: 27 + 58.'``)."""
    m = _FIELD_VALUE.fullmatch(block)
    return m is not None and m.group(1)[:1] in "'\"" and _field_value(block) is not None


def _prompt_field(block: str, asked: set[str]) -> bool:
    """Whether ``block`` is a known prompt written as a field: ``prompt='What is 27 + 58?'``, ``prompt: ...``."""
    value = _field_value(block)
    return value is not None and value.strip() in asked


def _inside_label(text: str, a: int, b: int, is_label: Any) -> bool:
    """Whether ``text[a:b]`` stands inside a line that names a run and goes on after it."""
    if is_label is None:
        return False
    start, end = text.rfind("\n", 0, a) + 1, text.find("\n", b)
    end = len(text) if end < 0 else end
    return bool(re.search(r"\w", text[b:end])) and is_label(text[start:end])


# "~~~ P1 ~~~" ... "~~~ fim ~~~": the marks a listing frames its labels with, framing a line of its own
_FRAME = re.compile(r"^\s*([^\w\s]{2,})(?:.*\S)?\s*$")


def _frame(line: str) -> str | None:
    m = _FRAME.match(line)
    return m.group(1) if m and line.rstrip().endswith(m.group(1)[::-1]) else None


def _label_and_text(line: str, is_label: Any) -> tuple[str, str | None]:
    """(label, the text after it on its line, None where the line is only a label: a line between marks,
    "~~~ P1: 'What is 27 + 58?' ~~~", is a heading whole)."""
    if _frame(line) is not None:
        return line, None
    for m in _LABEL_END.finditer(line):
        if any(line.count(q, 0, m.start()) % 2 for q in "'\""):
            continue  # inside a quotation ("prompt='Solve step by step: 27 + 58.'")
        if any(line.count(o, 0, m.start()) > line.count(c, 0, m.start()) for o, c in (("(", ")"), ("[", "]"))):
            continue  # inside brackets ("P2a  (Solve step by step: 27 + 58.)")
        rest = line[m.end():]
        # (a field holding a quoted text, "prompt='Solve step by step: 27 + 58.'", is no label, whatever it names)
        if is_label(line[:m.end()].rstrip()) and (not is_label(rest) or _quoted_field(rest)):
            return line[:m.end()].rstrip(), rest
    return line, None


_HTML_SOURCE = re.compile(r"\s*<(?:table|div|style|html|!DOCTYPE html)[\s>]", re.I)


def cell_candidates(index: int, cell: Any, prompts: list[str], is_label: Any = None) -> list[Candidate]:
    """Every candidate text of one code cell's outputs, in output order; a table's rows too
    (``how="table"``: the text of the row, its other cells as the context before it); where the
    output shows no prompt and no literal, the blocks printed under a line that names a run or states
    its parameters (``how="labelled"``, ``is_label`` saying which lines do)."""
    found: list[Candidate] = []
    for j, output in enumerate(cell.get("outputs", []) or []):
        data = output.get("data", {}) if isinstance(output, dict) else {}
        html = _text(data.get("text/html", "")) if isinstance(data, dict) else ""
        for context, text in table_rows(html[:_MAX_OUTPUT]) if html else []:
            found.append(Candidate(index, cell.get("id"), j, text, "table", context + "\n", "text/html", 0))
        md = _text(data.get("text/markdown", "")) if isinstance(data, dict) else ""
        for context, text in (markdown_list_spans(md[:_MAX_OUTPUT]) or markdown_table_rows(md[:_MAX_OUTPUT])) if md else []:
            # (a code span holding a string's repr, `' NEGATIVO\\n\\nText'`: the string)
            found.append(Candidate(index, cell.get("id"), j, _unliteral(text), "table", context + "\n", "text/markdown", 0))
    carry = ""  # what the cell printed since its last candidate, in earlier outputs
    titled = -2  # the output that was only a run's label, if the last one was
    headed = 0  # outputs that were a run's label over its text
    for j, mime, text in output_texts(cell):
        if mime in ("stream", "text/plain") and _HTML_SOURCE.match(text) and (html_rows := table_rows(text)):
            # print(df.to_html()): the HTML's source printed, read as the HTML it is
            found += [Candidate(index, cell.get("id"), j, value, "table", carry + context + "\n", "text/html", 0)
                      for context, value in html_rows]
            carry = ""
            continue
        rows, ordered = _records(text) if mime != "text/html" else ([], True)
        if rows:  # a printed or displayed literal of records reads as a table, and only so
            # each row's context after what the cell printed before it ("Execução A2", then the table)
            found += [Candidate(index, cell.get("id"), j, value, "table", carry + context + "\n", mime, 0, ordered)
                      for context, value in rows]
            carry = ""
            continue
        if not text.strip():
            carry = (carry + text)[-_MAX_BEFORE:]
            continue
        lits = _literals(text)
        starts = [a for a in _prompt_starts(text, prompts, [(a, b) for a, b, _ in lits])
                  if not _prompt_as_field(text, a, prompts) and not prompt_as_title(text, a, prompts, is_label)]
        # (a markdown or HTML display's own list and table are read above)
        shown_as_html = "text/html" in ((cell.get("outputs") or [{}])[j].get("data") or {})
        spans = []  # the tables read here: their text is read as their rows, and only so
        for kind, promptless in TABLES if mime not in ("text/markdown", "text/html") else ():
            if promptless and starts or kind == "frame" and shown_as_html:
                continue  # (a DataFrame shown as HTML is read from its table above)
            at, seen = 0, 0
            # (layouts of columns, one per run, each under its run's label: every one, the label its context)
            while (table := read_table(kind, text[at:])) is not None:
                # each row's text, the rest of its row (a header, a label, its counts) as the context before it
                first, last, rows, ordered = table[0] + at, table[1] + at, table[2], table[3]
                if any(first < y and x < last for x, y in spans):
                    break  # (a box read as columns is not read again as rows)
                above = text[at:first] if kind == "columns" else ""
                found += [Candidate(index, cell.get("id"), j, value, "table", carry + above + context + "\n", mime, first,
                                    ordered) for context, value in rows]
                carry, at, seen = "", last, seen + 1
                if kind in ("box", "columns", "grid", "latex"):  # drawn tables; a listing's numbers may be a text's own
                    spans.append((first, last))
                lits = [lit for lit in lits if not first <= lit[0] < last]
                starts = [a for a in starts if not first <= a < last]
                if kind != "columns" or last <= first:
                    break
        asked = {p.strip() for p in prompts if p.strip()}
        for x, y, pieces in sentence_lists(text):
            if not asked & {p.strip() for p in pieces}:  # (a list of the prompts is a list of texts)
                lits = [lit for lit in lits if not x <= lit[0] < y] + [(x, y, " ".join(pieces))]
        lits.sort()
        # prompt='...' beside a run's parameters: the input shown as a field, not an output (a prompt
        # printed as "P1: '...'" may be a whole output whose continuation is empty, and stays)
        lits = [lit for lit in lits if lit[2].strip() not in asked or not _FIELD.search(text, 0, lit[0])]
        # "~~~ P1: 'What is 27 + 58?' — 78 ids ~~~" over the text: the prompt shown inside a run's label line,
        # the line going on after it, is the label's (the text printed under it is the run's)
        lits = [lit for lit in lits if lit[2].strip() not in asked or not _inside_label(text, lit[0], lit[1], is_label)]
        segments = [(start, _record_end(text, start, starts[k + 1]) if k + 1 < len(starts) else len(text))
                    for k, start in enumerate(starts)]
        # a quotation inside a printed text is part of it, not a text of its own
        items: list[tuple[int, int, str, str]] = [(a, b, v, "literal") for a, b, v in lits
                                                  if not any(x <= a < y for x, y in segments)]
        items += [(a, a + _kept(text[a:b]), _trim(unbracketed(text, a, b, prompts)), "printed") for a, b in segments]
        if items and not segments and is_label is not None:
            # a quotation inside a text printed under its run's label ('[template ruim]' then
            # ' "Este filme foi um erro de tempo."' and 'E'): part of that text, not a text of its own
            blocks = [(x, y) for x, y, _, _ in _labelled_blocks(text, is_label)]
            if blocks and all(any(x <= a < y and _prose_around(text[x:y], [(a - x, b - x) for a, b, _, _ in items
                                                                           if x <= a < y]) for x, y in blocks)
                              for a, b, _, _ in items):
                items = []
        if not items and is_label is not None:
            raw = (cell.get("outputs") or [{}])[j].get("data", {}).get("text/html", "") if mime == "text/html" else ""
            empty = bool(_EMPTY_ELEMENT.search(_text(raw))) if raw else False
            # (an HTML display whose table was read row by row above: read around that table, not in it again)
            outside = html_text(_text(raw)[:_MAX_OUTPUT], without_tables=True) if any(
                c.output == j and c.how == "table" and c.mime == mime == "text/html" for c in found) else text
            for x, y in spans:  # (blanked in place: the blocks' offsets stay the text's)
                outside = outside[:x] + " " * (y - x) + outside[y:]
            # (a run's label over the prompt shown as a field, "[INFO] P1 :: prompt='What is 27 + 58?'", shows the
            # input: blanked in place, so the label's text is what it labels next)
            outside = re.sub(r"[^\n]+", lambda ln: " " * len(ln.group(0)) if (
                rest := _label_and_text(ln.group(0), is_label)[1]) is not None and _prompt_field(rest, asked)
                else ln.group(0), outside)
            blocks = _labelled_blocks(outside, is_label, empty)
            for a, b, block, label in blocks:
                if TABLE_BLANK in block or any(x < b and a < y for x, y in spans):
                    continue  # a label over a table (read row by row above), not over a text
                found.append(Candidate(index, cell.get("id"), j, block, "labelled", carry + label + "\n", mime, a))
                carry = ""
            head, _, body = text.lstrip("\n").partition("\n")
            if len(blocks) == 1 and blocks[0][3] == head:
                headed += 1  # an output that is a run's label on its first line, its text below
            if found and found[-1].output == j and found[-1].how == "labelled":
                continue
            if headed >= 2 and body.strip() and 0 < len(head.strip()) <= 80:
                # the other outputs of the cell each a run's label over its text ("**zero-shot**", "**few-shot**"):
                # this one's first line, in the same place, is its label ("**english labels**"), whatever it says
                found.append(Candidate(index, cell.get("id"), j, _trim(body.strip("\n")), "labelled",
                                       carry + head + "\n", mime, text.find(body)))
                carry = ""
                continue
            if titled == j - 1 and text.strip() and not is_label(text.strip().split("\n", 1)[0]):
                # display(Markdown("**Zero-shot**")), then display(Code(texto)): a display that is only a run's
                # label, then one that is only a text: that text under that label
                found.append(Candidate(index, cell.get("id"), j, _trim(text), "labelled", carry, mime, 0))
                carry = ""
                continue
            if is_label(text.strip()) and "\n" not in text.strip():
                titled = j
        items.sort()
        pos = 0
        for a, b, value, how in items:
            before = carry + (text[pos:a] if a >= pos else "")
            carry = ""
            found.append(Candidate(index, cell.get("id"), j, value, how, before, mime, a))
            pos = max(pos, b)
        carry = (carry + text[pos:])[-_MAX_BEFORE:]  # headers printed as outputs of their own
    return found
