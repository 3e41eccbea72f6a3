"""Texts a program spelled out instead of printing them: a list of their characters (``list(s)``), their
token names (``tok.convert_ids_to_tokens(ids)``), their UTF-8 bytes (``s.encode()``), their sentences
(``re.split(r"(?<=[.!?])\\s+", s)``). Each is read back as the text it spells (:mod:`.printed_layouts` reads
the literals, :mod:`.printed` the code's own steps); a list of sentences lost the spaces between them, so
its reading is not exact (:func:`sentence_lists`)."""

from __future__ import annotations

import ast
import re
from typing import Any

from ..core.textnorm import token_names_text

# a repr shown upper-cased (print(open(f).read().upper())): "\N" was "\n"; "\N{BULLET}" stays a named escape
_UPPER_ESCAPE = re.compile(r"\\(?:N(?!\{)|T|R|X[0-9A-F]{2}|U[0-9A-F]{4}(?![0-9A-F]{4}))")


def lower_escapes(text: str) -> str:
    """``text`` with a repr's upper-cased escapes lower-cased again."""
    return _UPPER_ESCAPE.sub(lambda e: e.group(0).lower(), text)


# a Python string literal as printed (the pattern :mod:`.printed_layouts` reads reprs with, too)
_STR = r"""(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")"""

# print(list(s)), print(tok.convert_ids_to_tokens(ids)): a list of string literals that spells one text
_STR_LIST = re.compile(rf"\[(?:[ \t\n]*{_STR}[ \t\n]*,)*[ \t\n]*{_STR}[ \t\n]*,?[ \t\n]*\]")
_SPECIAL_PIECE = re.compile(r"<\|[^|<>\s]{1,30}\|>|</?s>|<pad>|<unk>")
_MIN_CHARS = 4  # a list of fewer single characters is as likely a list of letters


def spelled_text(pieces: list[str]) -> str | None:
    """The text a list of pieces spells, where it is a text spelled out: single characters (``list(s)``,
    at least ``_MIN_CHARS``), or a tokenizer's token names (``convert_ids_to_tokens``: byte-level names with
    "Ġ" and "Ċ" decoded by the tokenizers library, SentencePiece's "▁" a space; special tokens such as
    ``<|im_end|>`` left out, as a decode that skips them does). None where the list is a list of texts."""
    if not pieces or not all(isinstance(p, str) for p in pieces):
        return None
    if len(pieces) >= _MIN_CHARS and all(len(p) == 1 for p in pieces):
        return "".join(pieces)
    words = [p for p in pieces if not _SPECIAL_PIECE.fullmatch(p)]
    if not words:
        return "" if len(pieces) == 1 or len(set(pieces)) == 1 else None  # ['<|im_end|>']: nothing generated
    return token_names_text(words)


def _printed_lists(text: str) -> list[tuple[int, int, list[Any]]]:
    """(start, end, value) of each printed list of string literals in ``text``."""
    out = []
    for m in _STR_LIST.finditer(text):
        try:
            value = ast.literal_eval(m.group(0))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
        if isinstance(value, list):
            out.append((m.start(), m.end(), value))
    return out


def spelled_lists(text: str) -> list[tuple[int, int, str]]:
    """(start, end, the text spelled) of each printed list in ``text`` that spells one text."""
    out = []
    for a, b, value in _printed_lists(text):
        spelled = spelled_text(value)
        if spelled is not None:
            out.append((a, b, spelled))
    return out


def text_of(value: Any) -> Any:
    """A bytes literal's UTF-8 text (None where it is not UTF-8); any other value as it is."""
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value


# a sentence's end, closing quotes and brackets after it
_SENTENCE_END = re.compile(r"[.!?…][\"'”’)\]]*$")
_SENTENCE_WORDS = 3  # a piece before the last of fewer words is a label or a value, not a sentence


def sentence_pieces(pieces: Any) -> bool:
    """Whether a list is one text cut after each sentence with the spaces between them dropped: two
    pieces or more, none with spaces at its ends, each but the last a sentence that ends there."""
    return isinstance(pieces, list) and len(pieces) >= 2 and all(
        isinstance(p, str) and p and p == p.strip() for p in pieces) and all(
        _SENTENCE_END.search(p) and len(p.split()) >= _SENTENCE_WORDS for p in pieces[:-1])


def sentence_lists(text: str) -> list[tuple[int, int, list[str]]]:
    """(start, end, pieces) of each printed list in ``text`` that holds one text's sentences. Joined with a
    space, they read as that text up to the whitespace between its sentences (a line break, or two, may
    have stood there): a reading modulo presentation, never exact."""
    return [(a, b, value) for a, b, value in _printed_lists(text)
            if sentence_pieces(value) and spelled_text(value) is None]
