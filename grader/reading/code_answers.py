"""The text a student wrote inside a code cell: comments, printed strings, string literals.

Students answer in code cells too: a last cell of comments (``# A.1: ...``), a ``print("A.2 - A1 foi
a mais repetitiva ...")``, a variable (``resposta_A2 = \"\"\"...\"\"\"``), a dict of answers
(``respostas = {"A.1": "...", ...}``), a function's docstring (``def respostas(): \"\"\"A.1 - ...\"\"\"``).
:func:`code_text` turns a code cell's source into blocks of plain lines, each line with its origin
("comment", "print", "string", "variable"), so the answer finder can look for question headings in
them as it does in markdown. A statement that is code
(a call, an import, an assignment of something other than text) ends a block: an answer under a
comment never swallows the code below it. The source is only parsed (:mod:`ast`, :mod:`tokenize`),
never run.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass
from functools import lru_cache

ORIGINS = ("comment", "print", "string", "variable")

# "resposta_A2", "resp_a_2", "answer_B3", "q_d1", "A2_resposta": a variable named after a question
_ANSWER_VAR = re.compile(r"(?:(?:resposta|resp|answer|ans|r|q|questao|question)_*([a-z])_*(\d+)"
                         r"|([a-z])_*(\d+)_*(?:resposta|resp|answer|ans))", re.I)

# "T2", "T1_ruim", "a_3": a variable named by a question's id (its suffix, if any, says which part of the answer)
_ID_VAR = re.compile(r"[a-z]_?\d{1,2}(?:_+([^\W\d_]\w*))?", re.I)


@dataclass(frozen=True)
class CodeLine:
    line: int  # 1-based line of the cell's source it comes from
    text: str
    origin: str  # one of ORIGINS


@dataclass(frozen=True)
class Block:
    """Consecutive lines of text in a code cell, with no code between them."""

    lines: tuple[CodeLine, ...]

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)

    def origin_at(self, offset: int) -> str:
        """The origin of the line holding character ``offset`` of :attr:`text`."""
        pos = 0
        for line in self.lines:
            pos += len(line.text) + 1
            if offset < pos:
                return line.origin
        return self.lines[-1].origin if self.lines else ""


@dataclass(frozen=True)
class CodeText:
    blocks: tuple[Block, ...]
    pure: bool  # the cell holds only text (comments, prints of text, text variables): an answer cell


def _strings(node: ast.AST) -> str | None:
    """The text of a string literal or f-string (its placeholders kept as written)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant) and isinstance(v.value, str):
                parts.append(v.value)
            elif isinstance(v, ast.FormattedValue):
                try:
                    parts.append("{" + ast.unparse(v.value) + "}")
                except Exception:  # noqa: BLE001 - a placeholder that cannot be shown is left out
                    parts.append("{…}")
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _strings(node.left), _strings(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def _var_label(name: str) -> str:
    m = _ANSWER_VAR.fullmatch(name)
    if not m:
        return ""
    letter, number = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    return f"Resposta {letter.upper()}.{number}:"


def _statement_text(stmt: ast.stmt) -> list[tuple[str, str]] | None:
    """The text a statement holds (origin, text), or None when it is code."""
    if isinstance(stmt, ast.Expr):
        value = stmt.value
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in ("print", "display"):
            texts = [_strings(a) for a in value.args]
            if texts and all(t is not None for t in texts):
                return [("print", " ".join(t for t in texts if t is not None))]
            return None
        text = _strings(value)
        return [("string", text)] if text is not None else None
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
        names = [t.id for t in targets if isinstance(t, ast.Name)]
        if stmt.value is None or not names:
            return None
        text = _strings(stmt.value)
        if text is not None:
            label = _var_label(names[0])
            if label or re.search(r"resposta|answer|resp\b", names[0], re.I):
                return [("variable", f"{label} {text}" if label else text)]
            if (m := _ID_VAR.fullmatch(names[0])) is not None:
                # T2 = "nenhum", T1_ruim = '...' under "# T.1": a variable named by its question, the answer's text
                return [("variable", f"{m.group(1)}: {text}" if m.group(1) else text)]
            return [("isolated", text)]  # prompt = "...": read on its own, never glued to an answer
        if isinstance(stmt.value, ast.Dict) and stmt.value.keys:
            out = []
            for k, v in zip(stmt.value.keys, stmt.value.values):
                key, val = (_strings(k) if k is not None else None), _strings(v)
                if key is None or val is None:
                    return None
                out.append(("isolated", f"{key}: {val}"))
            return out
    if isinstance(stmt, ast.Pass):
        return []
    return None


def _comments(source: str) -> list[tuple[int, str]]:
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(source).readline))
        return [(t.start[0], t.string.lstrip("#").strip()) for t in toks if t.type == tokenize.COMMENT]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return [(i, line.strip().lstrip("#").strip()) for i, line in enumerate(source.splitlines(), 1)
                if line.strip().startswith("#")]


_TEXT_MAGIC = re.compile(r"^\s*%%(?:writefile|file|markdown|md|latex)\b")


@lru_cache(maxsize=4096)
def code_text(source: str) -> CodeText:
    """The blocks of text of a code cell's ``source`` (see the module's docstring)."""
    # IPython's magics and shell lines are not Python: blanked (their line numbers kept)
    lines = source.splitlines()
    if lines and _TEXT_MAGIC.match(lines[0]):
        # %%writefile respostas.txt / %%markdown: the cell's body is text, whether or not it ran
        body = [CodeLine(n, line, "string") for n, line in enumerate(lines[1:], 2)]
        return CodeText((Block(tuple(body)),) if "".join(lines[1:]).strip() else (), True)
    clean = "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in lines)
    entries: list[tuple[int, int, str, str]] = []  # (line, order, origin, text); origin "code" breaks
    try:
        tree = ast.parse(clean)
    except (SyntaxError, ValueError):
        tree = None
    if tree is not None:
        for stmt in tree.body:
            held = _statement_text(stmt)
            doc = ast.get_docstring(stmt, clean=True) if isinstance(
                stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else None
            if held is None and doc:  # def respostas(): """A.1 - ...""": the docstring is text between code
                first = stmt.body[0]
                entries.append((stmt.lineno, 0, "code", ""))
                entries += [(first.lineno, 1 + j, "string", piece) for j, piece in enumerate(doc.splitlines())]
                entries.append((getattr(stmt, "end_lineno", None) or stmt.lineno, 10**6, "code", ""))
                continue
            if held is None:
                # code ends a block; so does its last line (comments inside a loop are a block apart)
                entries.append((stmt.lineno, 0, "code", ""))
                entries.append((getattr(stmt, "end_lineno", None) or stmt.lineno, 10**6, "code", ""))
                continue
            for k, (origin, text) in enumerate(held):
                for j, piece in enumerate(text.splitlines() or [""]):
                    entries.append((stmt.lineno, k * 1000 + j, origin, piece))
    else:
        for i, line in enumerate(lines, 1):
            if line.strip() and not line.strip().startswith("#"):
                entries.append((i, 0, "code", ""))
    for line, text in _comments(source):
        entries.append((line, -1, "comment", text))
    entries.sort(key=lambda e: (e[0], e[1]))
    blocks: list[Block] = []
    current: list[CodeLine] = []
    pure = True
    group = None  # the statement an isolated text comes from: its lines stay together
    for line, order, origin, text in entries:
        here = (line, order // 1000) if origin == "isolated" else None
        if origin == "code" or here != group:
            if current:
                blocks.append(Block(tuple(current)))
            current = []
        group = here
        if origin == "code":
            pure = False
            continue
        if origin == "isolated":  # a text variable not named as an answer, a dict's item: a block each
            pure = False
            origin = "variable"
        current.append(CodeLine(line, text, origin))
    if current:
        blocks.append(Block(tuple(current)))
    return CodeText(tuple(b for b in blocks if b.text.strip()), pure)
