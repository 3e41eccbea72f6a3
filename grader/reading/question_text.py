"""The question's own text and the starter notebook: what a student's answer cell held before they
wrote (so a copied question is not read as the answer), and word-level comparison that ignores
case, accents and punctuation. Used by :mod:`.answers`."""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..specs.schema import ActivitySpec
from .cells import cell_source as _source
from .cells import cell_tags as _tags

# A line share at or above which a line counts as the question's text (its words, in order).
QUESTION_LINE_SHARE = 0.6
# Shortest stretch of the question's words that counts as a copy of it (shorter: common words).
MIN_QUESTION_RUN = 3


def fold(text: str) -> str:
    """Lower case, accents removed: how two spellings of one word are compared."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(ch))


_NOT_WORD = re.compile(r"[\W_]+")


@lru_cache(maxsize=65536)
def _word(token: str) -> str:
    """A token as compared: lower case, unaccented, letters and digits only ("Execução," -> "execucao")."""
    if token.isascii():
        return _NOT_WORD.sub("", token.lower())
    return _NOT_WORD.sub("", fold(token))


def norm_words(text: str) -> str:
    return " ".join(w for w in (_word(t) for t in text.split()) if w)


# -- the starter: which cells are the question and answer cells, what is the course's own text ---


@dataclass(frozen=True)
class Starter:
    answer_ids: dict[str, str] = field(default_factory=dict)  # cell id -> question id (answer cells)
    question_ids: dict[str, str] = field(default_factory=dict)  # cell id -> question id (question cells)
    question_texts: dict[str, tuple[str, ...]] = field(default_factory=dict)  # question id -> cell texts
    content: frozenset[str] = frozenset()  # every other markdown cell, normalised


def starter_path(activity: ActivitySpec) -> Path | None:
    from ..specs.schema import activity_path

    try:
        path = activity_path(activity.id).parent / "starter.ipynb"
    except Exception:  # noqa: BLE001 - an activity built in memory has no folder
        return None
    return path if path.is_file() else None


def load_starter(activity: ActivitySpec) -> Starter:
    """What the activity's starter notebook says about its cells (empty when there is none)."""
    path = starter_path(activity)
    if path is None:
        return Starter()
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return Starter()
    tags = tuple((q.id, q.cell) for q in activity.questions)
    return _load_starter(str(path), stamp, tags)


@lru_cache(maxsize=16)
def _load_starter(path: str, _stamp: int, questions: tuple[tuple[str, str], ...]) -> Starter:
    try:
        cells = json.loads(Path(path).read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError, AttributeError):
        return Starter()
    by_answer_tag = {tag: qid for qid, tag in questions}
    by_question_tag = {f"question-{qid}": qid for qid, _ in questions}
    answer_ids, question_ids, texts, content = {}, {}, {}, set()
    for cell in cells if isinstance(cells, list) else []:
        if not isinstance(cell, dict):
            continue
        tags, cid = _tags(cell), cell.get("id")
        answer = next((by_answer_tag[t] for t in tags if t in by_answer_tag), None)
        question = next((by_question_tag[t] for t in tags if t in by_question_tag), None)
        if answer is not None:
            if isinstance(cid, str):
                answer_ids[cid] = answer
        elif question is not None:
            if isinstance(cid, str):
                question_ids[cid] = question
            texts.setdefault(question, []).append(_source(cell))
        elif cell.get("cell_type") == "markdown":
            content.add(norm_words(_source(cell)))
    content.discard("")
    return Starter(answer_ids, question_ids, {k: tuple(v) for k, v in texts.items()}, frozenset(content))


# -- subtracting the question's text ---------------------------------------------------------------


def subtract_question(text: str, variants: tuple[str, ...] | list[str]) -> tuple[str, bool]:
    """``text`` without the question's own words: every line that is mostly the question (any of
    ``variants``, in order, in stretches of at least ``MIN_QUESTION_RUN`` words) loses those words.
    Returns the rest and whether anything was removed."""
    toks = [(m.start(), m.end(), _word(m.group())) for m in re.finditer(r"\S+", text)]
    toks = [t for t in toks if t[2]]
    if not toks:
        return text, False
    words = [t[2] for t in toks]
    line_of, line, pos = [], 0, 0
    for start, _, _ in toks:
        line += text.count("\n", pos, start)
        pos = start
        line_of.append(line)
    per_line = Counter(line_of)
    best: list[int] = []
    for variant in variants:
        vw = [w for w in (_word(t) for t in variant.split()) if w]
        if not vw:
            continue
        least = min(MIN_QUESTION_RUN, len(vw))
        sm = difflib.SequenceMatcher(None, vw, words, autojunk=False)
        matched = [b.b + k for b in sm.get_matching_blocks() if b.size >= least for k in range(b.size)]
        hits = Counter(line_of[i] for i in matched)
        keep = sorted(i for i in matched if hits[line_of[i]] / per_line[line_of[i]] >= QUESTION_LINE_SHARE)
        if len(keep) > len(best):
            best = keep
    if not best:
        return text, False
    spans: list[list[int]] = []
    prev = None
    for i in best:
        # a word or two inside the question (a typo fixed, a word changed) goes with it
        if prev is not None and (i == prev + 1 or (line_of[i] == line_of[prev] and i - prev <= 3)):
            spans[-1][1] = toks[i][1]
        else:
            spans.append([toks[i][0], toks[i][1]])
        prev = i
    out, pos = [], 0
    for a, b in spans:
        out.append(text[pos:a])
        pos = b
    out.append(text[pos:])
    return "".join(out), True


# the first word of a heading's title that is an answer, not a topic ("### T.5 — não", "### T.2 — nenhum")
_CLOSED_START = re.compile(r"(?:sim|nao|yes|no|nenhum|nenhuma|ambos|ambas|none|both|neither|correto|incorreto)\b")
_ASKING_START = re.compile(r"(?:qual|quais|por\s*que|porque|como|quanto|quantas?|what|which|why|how|does|do|is)\b")


def word_stems(text: str, size: int = 4, shortest: int = 3) -> set[str]:
    """The first ``size`` letters of each word of ``shortest`` letters or more, folded: "restrição" and
    "restringir" share "rest"."""
    return {w[:size] for w in re.findall(rf"[^\W\d_]{{{shortest},}}", fold(text))}


def asked_text(question: Any) -> str:
    """A question's text in every language the activity gives it."""
    return " ".join(str(v) for v in (question.text.pt, question.text.en) if v)


def heading_title_answers(title: str, question: str) -> bool:
    """Whether the title a question heading carries after its id is the answer's start ("### T.4 —
    NEGATIVO (10 NEGATIVO, 0 POSITIVO)", "### T.3 — restringir não bastou") rather than the question's
    topic ("### A.2 — mais repetição", "#### T.2 — qual ficou no formato", "#### T.5 — garante?"): a
    topic asks, or is the question's own words (at least half of them by their first letters); an
    answer cites (a number, code, a quote) or opens with a closed answer."""
    title = title.strip(" \t*_:.-–—")
    folded = fold(title)
    if not folded or folded.endswith("?") or _ASKING_START.match(folded) or re.search(r"\b[a-z][.\-_]\d\b", folded):
        return False  # (a title that names other questions, "### D.1 / D.2", heads them together)
    if re.search(r"\d|`|[\"“”«»]", title) or _CLOSED_START.match(folded):
        return True
    mine = word_stems(title)
    return bool(mine) and len(mine & word_stems(question)) / len(mine) < 0.5
