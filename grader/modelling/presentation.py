"""Verification modulo presentation: is a shown text some kept-token sequence of the model once
every run of whitespace counts as one space? A display (a table cell, a markdown blockquote, wrapped
lines, a file written with a trailing newline) changes a text's spacing, never its words; the search
looks only at each step's kept set and the next shown bytes, so it stays narrow and an edited text
fails within a few tokens of its edit. Used by :class:`grader.modelling.provenance.Verifier`."""

from __future__ import annotations

from typing import Any

import torch

from .decoding import IncrementalDecoder, warp
from .tokenbytes import Vocabulary


class _OutOfSteps(Exception):
    pass


def extra_budget(ids: list[int]) -> int:
    """Steps for a search beyond the strict one: a genuine path takes about one step a token, an
    edited text fails within a few tokens of its edit; twice the length bounds both."""
    return 2 * len(ids) + 20


def presented(text: str) -> str:
    """``text`` as any presentation shows its words: every run of whitespace (spaces, tabs, line
    breaks, no-break spaces) one space, none at the ends."""
    return " ".join(text.split())


class PresentationSearch:
    """Depth-first search for kept tokens whose decoded bytes equal the shown text once every run
    of whitespace, on either side, counts as one space. Each step looks only at its kept set and
    keeps the tokens that spell the next shown characters, so the search stays narrow and a text
    that is not the run's fails within a few tokens of where it departs."""

    _SPACE = frozenset(b" \t\n\r\x0b\x0c")

    def __init__(self, decoder: IncrementalDecoder, warpers: Any, vocab: Vocabulary, top_k: int | None,
                 budget: int) -> None:
        self.decoder = decoder
        self.warpers = warpers
        self.vocab = vocab
        self.top_k = top_k
        self.nodes = 0
        self.budget = budget

    def run(self, text: str, limit: int | None) -> tuple[list[int] | None, int]:
        target = presented(text).encode("utf-8")
        seq: list[int] = []
        # state: (position in target, inside a whitespace run already matched)
        states = [(0, True, 0)]  # leading whitespace of the output is not shown
        try:
            stack = [self._options(seq, states[-1], target)]
            while stack:
                if states[-1][0] == len(target):
                    return list(seq), self.nodes
                if not stack[-1] or (limit is not None and len(seq) >= limit):
                    stack.pop()
                    states.pop()
                    if seq:
                        seq.pop()
                    continue
                tok, state = stack[-1].pop(0)
                seq.append(tok)
                states.append(state)
                if state[0] == len(target):
                    return list(seq), self.nodes
                stack.append(self._options(seq, state, target))
        except _OutOfSteps:  # no spelling found within the budget: the text is not shown to be the run's
            return None, self.nodes
        return None, self.nodes

    MAX_BLANK_TOKENS = 8  # whitespace-only tokens in a row that the shown text renders as one space

    def _advance(self, spelled: bytes, state: tuple[int, bool, int], target: bytes) -> tuple[int, bool, int] | None:
        pos, in_space, blanks = state
        start = pos
        for byte in spelled:
            if byte in self._SPACE:
                if pos < len(target) and target[pos] == 0x20 and not in_space:
                    pos += 1
                elif not in_space and pos < len(target):
                    return None  # a space the shown text does not have
                in_space = True
            else:
                if not in_space and pos + 1 < len(target) and target[pos] == 0x20 and pos and target[pos - 1] == 0x2D \
                        and target[pos + 1] == byte:
                    pos += 1  # "non-" at a line's end, "deterministic" on the next: a wrap after a hyphen, no space
                if pos >= len(target) or target[pos] != byte:
                    return None
                pos += 1
                in_space = False
        if pos == start:  # nothing shown: only more of a whitespace run
            return (pos, in_space, blanks + 1) if blanks < self.MAX_BLANK_TOKENS else None
        return pos, in_space, 0

    def _options(self, seq: list[int], state: tuple[int, bool, int],
                 target: bytes) -> list[tuple[int, tuple[int, bool, int]]]:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _OutOfSteps
        raw = self.decoder.logits_after(seq)
        warped = warp(self.warpers, raw[None, :], self.top_k)[0]
        kept = torch.nonzero(torch.isfinite(warped)).flatten().tolist()
        out = []
        for tid in kept:
            if tid in self.vocab.special_ids:
                continue
            spelled = self.vocab.spelled(tid, first=not seq)
            nxt = self._advance(spelled, state, target)
            if nxt is not None:
                # a token spelling the shown characters as they are first: most of a text's spacing is
                # single spaces, and a line break tried first where the model wrote a space changes every
                # later step's context, which sends the search through every spelling of the whitespace
                literal = target.startswith(spelled, state[0]) and not (state[1] and spelled[:1] in self._SPACE)
                out.append((tid, nxt, literal))
        out.sort(key=lambda o: (not o[2], -float(raw[o[0]])))
        return [(tid, nxt) for tid, nxt, _ in out]
