"""Measures computed on a student's recorded outputs, to check the claims they make about them.

"A1 was the most repetitive" is checked by ranking their A1/A2/A3 outputs with
``repetition_rate``; "A3 varied most" with ``distinct_n``; "the final answer is 85" with
``final_number``. All functions take plain text (ANSI codes are ignored) and use only the
standard library.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from typing import Callable, Iterable

from grader.textnorm import fold as _fold
from grader.textnorm import normalise_for_match, strip_ansi

__all__ = ["words", "repetition_rate", "distinct_n", "compression_ratio", "numbers_in",
           "final_number", "rank_by", "label_of", "in_label_format", "majority_vote", "Vote",
           "reasoning_signs", "answer_status"]

# A number with a decimal/thousands part stays one token ("58.5", "50,000"); otherwise runs of
# letters/digits, keeping apostrophes inside words ("isn't", "player's").
_TOKEN = re.compile(r"\d+(?:[.,]\d+)+|[^\W_]+(?:['\u2019][^\W_]+)*")


def words(text: str) -> list[str]:
    """Lowercase word tokens of a student's output (letters/digits; numbers count as words)."""
    return _TOKEN.findall(strip_ansi(text).lower())


def _ngrams(text: str, n: int) -> list[tuple[str, ...]]:
    w = words(text)
    return [tuple(w[i:i + n]) for i in range(len(w) - n + 1)]


def repetition_rate(text: str, n: int = 3) -> float:
    """How much an output loops: the fraction of word n-grams that repeat an earlier one."""
    grams = _ngrams(text, n)
    # A single n-gram cannot repeat anything; too short to say the text loops.
    if len(grams) < 2:
        return 0.0
    seen: set[tuple[str, ...]] = set()
    repeats = 0
    for g in grams:
        repeats += g in seen
        seen.add(g)
    return repeats / len(grams)


def distinct_n(text: str, n: int = 2) -> float:
    """How lexically varied an output is: distinct word n-grams / all n-grams (1 = no repeats)."""
    grams = _ngrams(text, n)
    # No n-grams is no evidence of variety: 0.0 keeps an empty output from ranking "most varied".
    return len(set(grams)) / len(grams) if grams else 0.0


def compression_ratio(text: str) -> float:
    """How redundant an output is as bytes: len(text) / len(zlib(text)); loops compress well."""
    # Measured on the normalised text so that rich's wrapping and colour codes don't count.
    data = normalise_for_match(text).encode("utf-8")
    return len(data) / len(zlib.compress(data, 9)) if data else 0.0


# Not glued to a word ("27th", "python3.3" are not numbers). A comma followed by exactly three
# digits is a thousands separator ("50,000"); any other comma is a Portuguese decimal ("27,5").
# A dot is always a decimal point: the course outputs are English ("58.5", "0.093").
_NUMBER = re.compile(
    r"(?<![\w.,])(?P<sign>[-\u2212](?=\d))?"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)"
    r"(?![\w]|[.,]\d)"
)


def _numbers(text: str) -> list[tuple[float, int, int]]:
    text = strip_ansi(text)
    out = []
    for m in _NUMBER.finditer(text):
        num = m.group("num")
        if re.fullmatch(r"\d{1,3}(?:,\d{3})+", num):
            value = float(num.replace(",", ""))
        else:
            value = float(num.replace(",", "."))
        out.append((-value if m.group("sign") else value, m.start(), m.end()))
    return out


def numbers_in(text: str) -> list[float]:
    """The numbers a student's output states, in order ("85", "58.5", Portuguese "27,5")."""
    return [v for v, _, _ in _numbers(text)]


# What introduces an answer, allowing one short filler word ("answer: 85", "is about 85",
# "a resposta é 85", "resposta final: 85").
_MARKER = re.compile(
    r"(?:=|\b(?:is|é|equals|igual a|answer|resposta|result|resultado|total)\b)"
    r"[\s:=*]*(?:[^\W\d_]{1,8}[\s:]+)?$",
    re.I,
)
# A number followed by an operator and another number is an operand ("What is 27 + 58"), not
# an answer.
_OPERAND = re.compile(r"\s*[-+\u2212\u00d7*/x\u00f7^]\s*\d")


def final_number(text: str) -> float | None:
    """The number an output gives as its answer: the last one introduced by "=", "is", "é",
    "answer", "resposta"…; failing that, the last number; None when there is none."""
    text = strip_ansi(text)
    nums = _numbers(text)
    if not nums:
        return None
    for value, start, end in reversed(nums):
        if _MARKER.search(text[max(0, start - 30):start]) and not _OPERAND.match(text, end):
            return value
    return nums[-1][0]


def rank_by(measure: Callable[[str], float], texts: dict[str, str]) -> list[str]:
    """Keys of ``texts`` ordered by ``measure`` of each text, highest first (ties by key)."""
    return sorted(texts, key=lambda k: (-measure(texts[k]), k))


# -- labels and votes (the few-shot and template activities) ------------------------------------

def label_of(text: str, labels: Iterable[str]) -> str | None:
    """The course's extraction rule: the first label that appears in ``text`` as a whole word,
    case and accents ignored ("Negativo." counts, "NegusionS" does not); None when none does."""
    folded = _fold(strip_ansi(text))
    best: tuple[int, str] | None = None
    for label in labels:
        m = re.search(rf"(?<![^\W_]){re.escape(_fold(label))}(?![^\W_])", folded)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), label)
    return best[1] if best else None


def in_label_format(text: str, labels: Iterable[str]) -> bool:
    """The output *is* one label and nothing else (quotes, punctuation and spaces aside)."""
    core = re.sub(r"^[\W_]+|[\W_]+$", "", strip_ansi(text))
    return any(_fold(core) == _fold(label) for label in labels)


@dataclass(frozen=True)
class Vote:
    vote: str  # a label, or the undecided word
    counts: dict[str, int]  # label -> samples that carry it
    unparsed: int  # samples with no label
    labels_of: tuple[str | None, ...]  # per sample, in order


def majority_vote(samples: Iterable[str], labels: list[str], undecided: str = "INDETERMINADO") -> Vote:
    """Self-consistency's vote: the label most samples carry; ``undecided`` when no sample
    carries one or the top labels tie."""
    found = tuple(label_of(s, labels) for s in samples)
    counts = {label: sum(f == label for f in found) for label in labels}
    top = max(counts.values(), default=0)
    leaders = [label for label, c in counts.items() if c == top]
    vote = leaders[0] if top > 0 and len(leaders) == 1 else undecided
    return Vote(vote, counts, sum(f is None for f in found), found)


# -- chain of thought ---------------------------------------------------------------------------

_STEP_WORDS = ("step", "first", "then", "next", "so ", "therefore", "because", "we have", "let",
               "passo", "primeiro", "depois", "entao", "logo", "portanto", "temos", "somando")
_ARITH = re.compile(r"\d\s*[-+\u2212\u00d7*/x\u00f7=]\s*\d|=\s*\d|\d\s*=")
_ENUM = re.compile(r"(?m)^\s*(?:\d+[.)]|[-*•])\s+\S")


def reasoning_signs(text: str) -> list[str]:
    """What makes an excerpt look like worked steps: arithmetic, step words, an enumeration."""
    signs = []
    plain = strip_ansi(text)
    if _ARITH.search(plain):
        signs.append("arithmetic")
    folded = _fold(plain)
    words = [w.strip() for w in _STEP_WORDS if re.search(rf"(?<!\w){re.escape(w)}", folded)]
    if words:
        signs.append("steps: " + ", ".join(words[:4]))
    if _ENUM.search(plain):
        signs.append("enumeration")
    return signs


def answer_status(text: str, expected: float) -> str:
    """"correct" when the output's final answer is ``expected``; "absent" when the number does not
    appear at all; "elsewhere" when it appears but is not what the output ends up answering."""
    final = final_number(text)
    if final is not None and abs(final - expected) < 1e-9:
        return "correct"
    return "elsewhere" if any(abs(v - expected) < 1e-9 for v in numbers_in(text)) else "absent"

