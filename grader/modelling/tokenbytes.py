"""The exact bytes each vocabulary entry contributes to decoded text.

The tokenisation search needs "which tokens' bytes are a prefix of the remaining text", and the
report needs each token's character span. Both need a token -> bytes map that agrees with
``tokenizer.decode``. Two families cover the course models: byte-level BPE (GPT-2, SmolLM2)
and SentencePiece/Metaspace (T5), whose decoder drops the first token's leading space.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

_METASPACE = "\u2581"


@lru_cache(maxsize=1)
def _byte_decoder() -> dict[str, int]:
    # GPT-2's reversible byte <-> printable-unicode table (the same one the tokenizers use).
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1))
    bs += list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return {chr(c): b for b, c in zip(bs, cs)}


@dataclass(frozen=True)
class Vocabulary:
    """Bytes of every token id, and an index from byte strings to the ids that spell them."""

    token_bytes: tuple[bytes, ...]
    by_bytes: dict[bytes, tuple[int, ...]]
    max_len: int
    strips_leading_space: bool  # decode() drops the leading space of the first token (Metaspace)
    special_ids: frozenset[int]

    def candidates(self, remaining: bytes, first: bool) -> list[int]:
        """Token ids whose bytes are a non-empty prefix of ``remaining``."""
        out: list[int] = []
        limit = min(self.max_len, len(remaining) + (1 if first else 0))
        for n in range(1, limit + 1):
            out.extend(self.by_bytes.get(remaining[:n], ()))
            if first and self.strips_leading_space:
                out.extend(self.by_bytes.get(b" " + remaining[: n - 1], ()) if n > 1 else ())
        return [i for i in dict.fromkeys(out) if i not in self.special_ids]

    def spelled(self, token_id: int, first: bool) -> bytes:
        b = self.token_bytes[token_id]
        if first and self.strips_leading_space and b.startswith(b" "):
            return b[1:]
        return b


def _backend_kind(tokenizer: Any) -> str:
    backend = getattr(tokenizer, "backend_tokenizer", None)
    decoder = getattr(backend, "decoder", None) if backend is not None else None
    text = repr(decoder) if decoder is not None else ""
    if "ByteLevel" in text:
        return "bytelevel"
    if "Metaspace" in text or _METASPACE in "".join(tokenizer.convert_ids_to_tokens([0, 1, 2, 3])):
        return "metaspace"
    return "metaspace" if hasattr(tokenizer, "sp_model") else "generic"


def _entry_bytes(kind: str, piece: str, tokenizer: Any, token_id: int) -> bytes:
    if kind == "bytelevel":
        table = _byte_decoder()
        try:
            return bytes(table[ch] for ch in piece)
        except KeyError:
            return piece.encode("utf-8")
    if kind == "metaspace":
        if len(piece) == 6 and piece.startswith("<0x") and piece.endswith(">"):
            return bytes([int(piece[3:5], 16)])
        return piece.replace(_METASPACE, " ").encode("utf-8")
    return tokenizer.decode([token_id]).encode("utf-8")


_vocab_cache: dict[int, Vocabulary] = {}


def vocabulary(tokenizer: Any) -> Vocabulary:
    """Build (once per tokenizer object) the token -> bytes map."""
    key = id(tokenizer)
    if key in _vocab_cache:
        return _vocab_cache[key]
    kind = _backend_kind(tokenizer)
    size = len(tokenizer)
    pieces = tokenizer.convert_ids_to_tokens(list(range(size)))
    special = frozenset(int(i) for i in tokenizer.all_special_ids)
    entries: list[bytes] = []
    index: dict[bytes, list[int]] = {}
    for token_id, piece in enumerate(pieces):
        if piece is None or token_id in special:
            entries.append(b"")
            continue
        data = _entry_bytes(kind, piece, tokenizer, token_id)
        entries.append(data)
        if data:
            index.setdefault(data, []).append(token_id)
    vocab = Vocabulary(
        token_bytes=tuple(entries),
        by_bytes={k: tuple(v) for k, v in index.items()},
        max_len=max((len(k) for k in index), default=1),
        strips_leading_space=kind == "metaspace",
        special_ids=special,
    )
    _vocab_cache[key] = vocab
    return vocab


def spans(vocab: Vocabulary, ids: list[int]) -> tuple[str, list[tuple[str, int, int]]]:
    """Decoded text of ``ids`` and, per token, (token text, char start, char end)."""
    pieces = [vocab.spelled(t, first=(i == 0)) for i, t in enumerate(ids)]
    full = b"".join(pieces)
    out: list[tuple[str, int, int]] = []
    pos = 0
    for piece in pieces:
        start = len(full[:pos].decode("utf-8", errors="ignore"))
        pos += len(piece)
        end = len(full[:pos].decode("utf-8", errors="ignore"))
        out.append((piece.decode("utf-8", errors="replace"), start, max(end, start)))
    return full.decode("utf-8", errors="replace"), out
