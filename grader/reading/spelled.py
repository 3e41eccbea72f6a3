"""Texts a program spelled out instead of printing them: a list of their characters (``list(s)``), their
token names (``tok.convert_ids_to_tokens(ids)``), their UTF-8 bytes (``s.encode()``). Each is read back as the
text it spells (:mod:`.printed_layouts` reads the literals, :mod:`.printed` the code's own steps)."""

from __future__ import annotations

import ast
import re
from typing import Any

# a Python string literal as printed (the pattern :mod:`.printed_layouts` reads reprs with, too)
_STR = r"""(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")"""

# print(list(s)), print(tok.convert_ids_to_tokens(ids)): a list of string literals that spells one text
_STR_LIST = re.compile(rf"\[(?:[ \t\n]*{_STR}[ \t\n]*,)*[ \t\n]*{_STR}[ \t\n]*,?[ \t\n]*\]")
_SPECIAL_PIECE = re.compile(r"<\|[^|<>\s]{1,30}\|>|</?s>|<pad>|<unk>")
_MIN_CHARS = 4  # a list of fewer single characters is as likely a list of letters


def _byte_level(ch: str) -> bool:
    """A character of byte-level BPE's alphabet (GPT-2's: each byte one printable character, "Ġ" a space)."""
    o = ord(ch)
    return 33 <= o <= 126 or 161 <= o <= 172 or 174 <= o <= 323


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
    if any("Ġ" in p or "Ċ" in p for p in words) and all(_byte_level(c) for p in words for c in p):
        from tokenizers import decoders

        text = decoders.ByteLevel().decode(words)
        return None if "\ufffd" in text else text
    if any(p.startswith("▁") for p in words) and not any(" " in p for p in words):
        return "".join(words).replace("▁", " ")
    return None


def spelled_lists(text: str) -> list[tuple[int, int, str]]:
    """(start, end, the text spelled) of each printed list in ``text`` that spells one text."""
    out = []
    for m in _STR_LIST.finditer(text):
        try:
            value = ast.literal_eval(m.group(0))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
        spelled = spelled_text(value) if isinstance(value, list) else None
        if spelled is not None:
            out.append((m.start(), m.end(), spelled))
    return out


def text_of(value: Any) -> Any:
    """A bytes literal's UTF-8 text (None where it is not UTF-8); any other value as it is."""
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value
