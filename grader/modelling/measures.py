"""Measures computed on a student's recorded outputs, to check the claims they make about them.

"A1 was the most repetitive" is checked by ranking their A1/A2/A3 outputs with
``repetition_rate``; "A3 varied most" with ``distinct_n``; "the final answer is 85" with
``final_number``. All functions take plain text (ANSI codes are ignored) and use only the
standard library.
"""

from __future__ import annotations

import math
import re
import zlib
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterable

from grader.core.textnorm import fold as _fold
from grader.core.textnorm import normalise_for_match, strip_ansi

__all__ = ["words", "repetition_rate", "distinct_n", "compression_ratio", "numbers_in",
           "final_number", "rank_by", "label_of", "in_label_format", "majority_vote", "Vote",
           "reasoning_signs", "answer_status", "final_answer", "FinalAnswer", "near_repeat", "NearRepeat", "TIE_RULES",
           "counted_otherwise"]

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
    return _repeated(_ngrams(text, n))


def _repeated(grams: list[tuple[str, ...]]) -> float:
    # A single n-gram cannot repeat anything; too short to say the text loops.
    if len(grams) < 2:
        return 0.0
    seen: set[tuple[str, ...]] = set()
    repeats = 0
    for g in grams:
        repeats += g in seen
        seen.add(g)
    return repeats / len(grams)


def counted_otherwise(measure: str) -> list[Callable[[str], float]]:
    """The same property counted in other reasonable ways (shorter and longer n-grams; repetition over
    the text's own whitespace-separated pieces, punctuation kept): where the runs' ranking changes with
    them, the ranking rests on how it is counted, not on the outputs."""
    if measure == "repetition":
        def pieces(text: str) -> float:
            w = strip_ansi(text).split()
            return _repeated([tuple(w[i:i + 3]) for i in range(len(w) - 2)])
        return [lambda t: repetition_rate(t, 2), lambda t: repetition_rate(t, 4), pieces]
    return [lambda t: distinct_n(t, 1), lambda t: distinct_n(t, 3)]


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


# How a tie between the top labels is decided: "undecided" is the starter notebook's rule (a tie
# gives the undecided word); "first" is the course notebook's ``Counter(labels).most_common(1)[0][0]``:
# Counter keeps insertion order (dicts do, CPython 3.7+) and most_common sorts stably (n=1 is
# ``max``, which returns the first maximal item), so among the labels with the top count the one
# whose first occurrence in the samples is earliest wins.
TIE_RULES = ("undecided", "first")


@dataclass(frozen=True)
class Vote:
    vote: str  # a label, or the undecided word
    counts: dict[str, int]  # label -> samples that carry it
    unparsed: int  # samples with no label
    labels_of: tuple[str | None, ...]  # per sample, in order
    tied: tuple[str, ...] = ()  # the labels sharing the top count when two or more do, first seen first
    tie_rule: str = "undecided"  # the rule that decided (or would decide) a tie, one of TIE_RULES


def majority_vote(samples: Iterable[str], labels: list[str], undecided: str = "INDETERMINADO",
                  tie: str = "undecided") -> Vote:
    """Self-consistency's vote: the label most samples carry; ``undecided`` when no sample
    carries one. A tie between the top labels gives ``undecided`` (``tie="undecided"``, the
    starter's rule) or the tied label seen first in the samples (``tie="first"``, what the
    course's ``Counter(labels).most_common(1)[0][0]`` returns)."""
    if tie not in TIE_RULES:
        raise ValueError(f"tie must be one of {TIE_RULES}, not {tie!r}")
    found = tuple(label_of(s, labels) for s in samples)
    counts = {label: sum(f == label for f in found) for label in labels}
    top = max(counts.values(), default=0)
    first_seen = {label: found.index(label) for label in labels if label in found}
    leaders = sorted((label for label, c in counts.items() if c == top and top > 0), key=first_seen.__getitem__)
    if not leaders:
        vote = undecided
    elif len(leaders) == 1 or tie == "first":
        vote = leaders[0]
    else:
        vote = undecided
    return Vote(vote, counts, sum(f is None for f in found), found,
                tuple(leaders) if len(leaders) > 1 else (), tie)


# -- near repeats (B.2: "uma frase ou padrão que se repetiu ou quase se repetiu") ----------------

@dataclass(frozen=True)
class NearRepeat:
    places: tuple[tuple[int, int], tuple[int, int]]  # character spans in the ANSI-stripped text, in order
    excerpts: tuple[str, str]  # the text of both places (whitespace collapsed)
    shared: int  # the quote's words found, in order, at the weaker of the two places
    run: int  # the longest run of consecutive quote words at that place
    words: int  # the quote's words


def _lcs_place(q: list[str], o: list[str]) -> tuple[int, int, int, int]:
    """How much of ``q`` occurs in order in ``o``: (LCS length in words, start and end of the
    shortest stretch of ``o`` that holds all of it, longest run of consecutive common words in
    that stretch). A compact stretch keeps a stray "the" before the match out of the place."""
    n, m = len(q), len(o)
    suffix = [[0] * (m + 1) for _ in range(n + 1)]  # LCS(q[i:], o[j:])
    for i in range(n - 1, -1, -1):
        row, below = suffix[i], suffix[i + 1]
        for j in range(m - 1, -1, -1):
            row[j] = below[j + 1] + 1 if q[i] == o[j] else max(below[j], row[j + 1])
    total = suffix[0][0]
    if total == 0:
        return 0, 0, 0, 0
    start = max(j for j in range(m + 1) if suffix[0][j] == total)
    prev = [0] * (n + 1)  # LCS(q[:i], o[start:j + 1]) as j grows, until all of it is in
    runs = [0] * (n + 1)  # common run ending at q[i - 1], o[j]
    end, longest = m, 0
    for j in range(start, m):
        cur = [0] * (n + 1)
        new_runs = [0] * (n + 1)
        for i in range(1, n + 1):
            if q[i - 1] == o[j]:
                cur[i] = prev[i - 1] + 1
                new_runs[i] = runs[i - 1] + 1
                longest = max(longest, new_runs[i])
            else:
                cur[i] = max(prev[i], cur[i - 1])
        prev, runs = cur, new_runs
        if prev[n] == total:
            end = j + 1
            break
    return total, start, end, longest


def near_repeat(quote: str, text: str, min_run: int = 5, min_share: float = 0.5,
                max_candidates: int = 400, budget: int = 3_000_000) -> NearRepeat | None:
    """Two non-overlapping places of ``text`` where the quote (nearly) occurs, or None.

    The rule, in words (case and punctuation ignored): a place matches the quote when at least
    ``min_run`` consecutive words of the quote (all of them if it is shorter) occur there and at
    least ``min_share`` of the quote's words occur there in order (a window as long as the quote,
    give or take a fifth of its words). Two such places that do not overlap make a near repeat:
    usually one is where the quote was copied from and the other its (near) recurrence.

    The windows tried are those where some ``min_run`` words of the quote occur (at most
    ``max_candidates`` of them, the best supported first); ``budget`` bounds the word comparisons
    spent per place on a hostile input, after which the windows not yet tried are not matched.
    """
    q = words(quote)
    plain = strip_ansi(text)
    toks = [(m.group().lower(), m.start(), m.end()) for m in _TOKEN.finditer(plain)]
    o = [t[0] for t in toks]
    n = len(q)
    k = min(min_run, n)
    if k == 0 or len(o) < 2 * k:
        return None
    need = max(k, math.ceil(min_share * n - 1e-9))
    grams: dict[tuple[str, ...], list[int]] = {}
    for i in range(n - k + 1):
        grams.setdefault(tuple(q[i:i + k]), []).append(i)
    anchors: dict[int, int] = {}  # implied start of the quote in o -> anchors agreeing
    for j in range(len(o) - k + 1):
        for i in grams.get(tuple(o[j:j + k]), ()):
            anchors[j - i] = anchors.get(j - i, 0) + 1
    if not anchors:
        return None
    offsets = sorted(anchors, key=lambda d: (-anchors[d], d))[:max_candidates]
    slack = max(1, n // 5)
    q_bag = Counter(q)

    def best(segments: list[tuple[int, int]]) -> tuple[int, int, int, int] | None:
        """Best place (shared, start, end, run) over the windows clipped to ``segments``."""
        spent = 0
        top = None
        tried: set[tuple[int, int]] = set()
        for d in offsets:
            for lo, hi in segments:
                a, b = max(lo, d - slack), min(hi, d + n + slack)
                if b - a < k or (a, b) in tried:
                    continue
                tried.add((a, b))
                # The quote's words present in the window bound what can match: skip cheaply.
                if sum((Counter(o[a:b]) & q_bag).values()) < max(need, top[0] + 1 if top else 0):
                    continue
                spent += 2 * n * (b - a)
                if spent > budget:
                    return top
                shared, first, end, run = _lcs_place(q, o[a:b])
                if shared >= need and run >= k and (top is None or shared > top[0]
                                                     or shared == top[0] and a + first < top[1]):
                    top = (shared, a + first, a + end, run)
        return top

    one = best([(0, len(o))])
    if one is None:
        return None
    two = best([(0, one[1]), (one[2], len(o))])
    if two is None:
        return None
    first_place, second_place = sorted((one, two), key=lambda p: p[1])
    spans = tuple((toks[p[1]][1], toks[p[2] - 1][2]) for p in (first_place, second_place))
    excerpts = tuple(" ".join(plain[a:b].split()) for a, b in spans)
    weaker = min((one, two), key=lambda p: p[0])
    return NearRepeat(spans, excerpts, weaker[0], weaker[3], n)  # type: ignore[arg-type]


# -- chain of thought ---------------------------------------------------------------------------

_STEP_WORDS = ("step", "first", "then", "next", "so ", "therefore", "because", "we have", "let",
               "passo", "primeiro", "depois", "entao", "logo", "portanto", "temos", "somando",
               # a plan of operations ("To solve this, we can simply add the numbers together")
               "to solve", "we can ", "we need", "add the", "adding", "subtract", "multiply", "divide", "the sum",
               "difference", "calculate", "compute", "vamos", "precisamos", "somar", "subtrair", "calcular",
               # the result of a computation stated ("The result of this calculation is 27.5525.")
               "calculation", "computation", "the result of", "calculo", "o resultado d")
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


@dataclass(frozen=True)
class FinalAnswer:
    """How an output ends: ``empty`` (nothing but blanks); ``number`` (its final answer is ``value``: an
    answer statement, a number after "=" / "is", or a number that ends the text); ``last_number`` (it
    states no answer and words follow its last number, ``value``: "I have 3 apples and 4 pears. Nothing
    else."); ``no_number`` (it states no number, or its last answer statement is not a number: "So, the
    answer is x^2."). ``ending``: the words it ends with (the last answer statement or sentence), for
    messages."""

    kind: str
    value: float | None
    ending: str


# "the answer is", "answer:", "a resposta é", "resultado =": a statement of the final answer.
_STATEMENT = re.compile(
    r"\b(?:answer|resposta|result|resultado)\b[^\n.!?]{0,20}?(?:\bis\b|\bé\b|\bwas\b|\bfoi\b|\bserá\b|:|=)\s*",
    re.I)
_FILLER = re.compile(r"(?:(?:about|approximately|around|cerca de|aproximadamente|just|only|apenas)\s+)?[$R]*\s*", re.I)
_SENTENCE_END = re.compile(r"[.!?](?!\d)|\n")
# An exponent ("x^2", "5 ^ 2") is part of an expression, not a number the text states.
_EXPONENT = re.compile(r"\^\s*[-\u2212]?\d+(?:[.,]\d+)?")


def _last_sentence(text: str) -> str:
    parts = [p.strip() for p in re.split(r"(?<=[.!?])\s+|\n+", text) if p.strip()]
    return parts[-1] if parts else ""


def final_answer(text: str) -> FinalAnswer:
    """The output's final answer, telling an empty output and one that ends without a number apart
    from one whose final answer is a number (see :class:`FinalAnswer`)."""
    plain = strip_ansi(text or "")
    if not plain.strip():
        return FinalAnswer("empty", None, "")
    masked = _EXPONENT.sub(lambda m: " " * len(m.group()), plain)
    nums = _numbers(masked)
    chosen = None  # (value, start) as final_number picks it, exponents aside
    for value, start, end in reversed(nums):
        if _MARKER.search(masked[max(0, start - 30):start]) and not _OPERAND.match(masked, end):
            chosen = (value, start)
            break
    statements = list(_STATEMENT.finditer(masked))
    last = statements[-1] if statements else None
    if last is not None and (chosen is None or last.end() >= chosen[1]):
        # The last answer statement comes after any number: it decides what the text answers.
        rest = masked[last.end():]
        stop = _SENTENCE_END.search(rest)
        said = rest[:stop.start()] if stop else rest
        begin = max((m.end() for m in _SENTENCE_END.finditer(masked, 0, last.start())), default=0)
        ending = plain[begin:last.end() + len(said) + (1 if stop and stop.group() != "\n" else 0)].strip()
        lead = _FILLER.match(said)
        head = said[lead.end() if lead else 0:]
        first = _numbers(head)
        if first and first[0][1] == 0 and not _OPERAND.match(head, first[0][2]):
            return FinalAnswer("number", first[0][0], ending)
        return FinalAnswer("no_number", None, ending)
    if chosen is not None:
        return FinalAnswer("number", chosen[0], _last_sentence(plain))
    if nums:  # no answer stated: the last number, and whether the text ends with it
        at_end = not re.search(r"[^\W_]", masked[nums[-1][2]:])
        return FinalAnswer("number" if at_end else "last_number", nums[-1][0], _last_sentence(plain))
    return FinalAnswer("no_number", None, _last_sentence(plain))


def answer_status(text: str, expected: float) -> str:
    """"correct" when the output's final answer is ``expected``; "absent" when the number does not
    appear at all; "elsewhere" when it appears but is not what the output ends up answering."""
    final = final_answer(text).value
    if final is not None and abs(final - expected) < 1e-9:
        return "correct"
    return "elsewhere" if any(abs(v - expected) < 1e-9 for v in numbers_in(text)) else "absent"

