"""Questions a student names without their ids: the question's own text pasted on a line (a
blockquote "> Copie um trecho ...", then "R: ..."), or shortened in a heading ("#### Does the reasoning
shown guarantee correctness?"), a question line that ends with its id ("**Q: ... (C.1)**"), the
course's exercise number before the question's ("**3.1 –**"), lines of one shape ("Aluno: ..."), bold
labels that name each question's topic ("**Pesos:**", "**Janela:**")."""

from __future__ import annotations

import difflib
import re
from typing import Any

from ..specs.schema import ActivitySpec
from .answer_markers import _BOLD, Marker
from .cells import cell_source as _source
from .question_text import asked_text, fold, norm_words, word_stems


# "**Q: Is the final answer correct? (C.1)**": a question line that names its id at its end (dotted:
# "(B1)" at a line's end is a run's name)
_TRAILING_ID = re.compile(r"[(\[]\s*(?:quest(?:ao|ão)|question|q)?\.?\s*(?P<letter>[A-Za-z])[.\-_](?P<n>\d{1,2})\s*[)\]]"
                          r"[ \t*_:.?!]*$")
def _likeness(words: list[str], question: list[str], shortened: bool) -> float:
    """How much a line is the question's text: the share of words the two have in common in order; for a
    heading, which may be the question shortened, also the share of its words that are the question's
    (when they are at least two fifths of it)."""
    sm = difflib.SequenceMatcher(None, words, question, autojunk=False)
    if not shortened:
        return sm.ratio()
    common = sum(b.size for b in sm.get_matching_blocks())
    return max(sm.ratio(), common / len(words) if common >= 0.4 * len(question) else 0.0)


_ID_IN_BRACKETS = re.compile(r"[(\[][ \t]*[A-Za-z][.\-_]\d{1,2}[ \t]*[)\]]")


def asks(line: str) -> bool:
    """Whether a line (up to an id written after it) reads as a question or a heading over an answer, not
    as an answer that ends with its question's id: a heading, a bold line, a line that ends asking (or
    with a colon), a short line."""
    bare = line.strip()
    if bare.startswith("#") or re.fullmatch(r"(?:>[ \t]*)?(\*\*|__).+\1[ \t]*:?", bare):
        return True
    bare = bare.strip(" \t*_>-")
    return bare.endswith(("?", ":")) or len(bare.split()) <= 12


# "**3.1 –**", "3.2)": the course's exercise number, then the question's
_EXERCISE_NUMBERED = re.compile(rf"^[ \t]*(?:[-*+>][ \t]+)?(?:\#{{1,6}}[ \t]*)?{_BOLD}?[ \t]*(?P<ex>\d{{1,2}})\.(?P<k>\d{{1,2}})"
                                rf"(?![\d.,])[ \t]*{_BOLD}?[ \t]*(?:[):\-–—]|(?=\s))", re.M)
# a pasted question's decorations: quote marks, list bullets, "#", bold, "Q:", "Pergunta:"
_QUESTION_DECOR = re.compile(rf"^[ \t]*(?:[>\-*+][ \t]*)*(?:\#{{1,6}}[ \t]*)?{_BOLD}?[ \t]*"
                             r"(?:(?:q|p|pergunta|question|quest[aã]o)[ \t]*[:.\-–—][ \t]*)?")
QUESTION_LINE_RATIO = 0.8  # the share of words a line must have in common, in order, with a question's text


_SPEAKER = re.compile(r"^[ \t>*_-]*([^\W\d_][^\W_]{0,20}(?:[ \t][^\W\d_]{1,20})?)[ \t]*[:：][ \t*_]*", re.M)


def _dialogue_lines(cells: list[Any], in_order: list[str], skip: set[int]) -> list[Marker]:
    """Answers written as a dialogue ("**Monitor:** <the question, in one's own words>" then "**Eu:** ..."): two
    speakers taking turns, the first speaking as many times as there are questions, asks them in order (a
    reading of the place: ``doubt`` "in_order")."""
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in skip:
            continue
        src = _source(cell)
        turns = [(m.start(), src.find("\n", m.start()) % (len(src) + 1), fold(m.group(1)))
                 for m in _SPEAKER.finditer(src) if m.start() == 0 or src[:m.start()].endswith("\n\n")]
        speakers = list(dict.fromkeys(t[2] for t in turns))
        asks = turns[::2]
        if len(speakers) == 2 and len(asks) == len(in_order) and len(turns) == 2 * len(asks) and all(
                t[2] == speakers[n % 2] for n, t in enumerate(turns)):
            return [Marker(q, i, a, b, src[a:b].strip()[:60], True, False, doubt="in_order")
                    for q, (a, b, _) in zip(in_order, asks)]
    return []


def _same_shape_lines(cells: list[Any], found: list[Marker], taken: set[str], in_order: list[str]) -> list[Marker]:
    """A cell whose question lines, found by their text, all begin with one label ("**Professor:** ...",
    "P: ...") asks its other questions the same way: the other lines with that label ask the questions
    between (or after) them, in the questions' order, where they are exactly as many (the place is a
    reading: ``doubt`` "in_order")."""
    out: list[Marker] = []
    by_cell: dict[int, list[Marker]] = {}
    for mk in found:
        by_cell.setdefault(mk.cell, []).append(mk)
    for i, known in by_cell.items():
        src = _source(cells[i])
        labels = {fold(m.group(1)) for mk in known if (m := _SPEAKER.match(src, mk.start)) is not None}
        if len(known) < 2 or len(labels) != 1 or any(_SPEAKER.match(src, mk.start) is None for mk in known):
            continue
        label = labels.pop()
        lines = [(ln.start(), ln.end()) for ln in re.finditer(r"^.*$", src, re.M)
                 if (m := _SPEAKER.match(ln.group(0))) is not None and fold(m.group(1)) == label]
        spots: list[tuple[int, int, str | None]] = []  # (start, end, qid or None)
        for a, b in lines:
            mk = next((k for k in known if k.start == a), None)
            spots.append((a, b, mk.qid if mk else None))
        # runs of unnamed lines between named ones (or after the last): filled in order when they fit exactly
        pos = [n for n, (_, _, q) in enumerate(spots) if q is not None]
        for left, right in zip(pos, pos[1:] + [len(spots)]):
            gap = spots[left + 1: right]
            lo = in_order.index(spots[left][2])
            hi = in_order.index(spots[right][2]) if right < len(spots) else len(in_order)
            between = [q for q in in_order[lo + 1: hi] if q not in taken]
            if gap and (len(gap) == len(between) if right < len(spots) else len(gap) <= len(between)):
                for (a, b, _), qid in zip(gap, between):
                    out.append(Marker(qid, i, a, b, src[a:b].strip()[:60], True, False, doubt="in_order"))
    return out


def question_line_markers(cells: list[Any], activity: ActivitySpec, markers: list[Marker], skip: set[int],
                          variants: dict[str, tuple[str, ...]]) -> list[Marker]:
    """Questions a student names without their ids: the question's own text pasted on a line
    (a blockquote "> Copie um trecho ...", then "R: ..."), a question line that ends with its id
    ("**Q: ... (C.1)**"), the course's exercise number before the question's ("**3.1 –**"). Only
    for questions nothing else names; the answer is what follows, up to the next question."""
    named = {mk.qid for mk in markers if mk.strong}
    qids = {q.id.upper(): q.id for q in activity.questions}
    in_order = [q.id for q in activity.questions]
    # the whole text, and each sentence of it (a student pastes the question's first sentence only)
    wanted = {q: [norm_words(piece).split() for t in texts for piece in (t, *re.split(r"(?<=[.?!])\s+", t))]
              for q, texts in variants.items() if q not in named}
    wanted = {q: [w for w in ws if len(w) >= 4] for q, ws in wanted.items()}
    out: list[Marker] = []
    numbered: list[tuple[int, re.Match[str]]] = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in skip:
            continue
        src = _source(cell)
        for line in re.finditer(r"^.*$", src, re.M):
            text = line.group(0)
            if not text.strip():
                continue
            tail = _TRAILING_ID.search(text)
            if tail and (qid := qids.get(f"{tail.group('letter').upper()}.{int(tail.group('n'))}")) \
                    and qid not in named and asks(text[:tail.start()]) \
                    and not _ID_IN_BRACKETS.search(text, 0, tail.start()):
                # ("... top-p (D.1), aumentando-o (D.2), porque ... (D.3)": answers that each end with their id)
                out.append(Marker(qid, i, line.start(), line.end(), text.strip()[:60], True, False))
                continue
            if (m := _EXERCISE_NUMBERED.match(text)) is not None:
                numbered.append((i, m, line.start()))
                continue
            words = norm_words(text[_QUESTION_DECOR.match(text).end():]).split()
            if len(words) < 4:
                continue
            # a heading may be the question shortened ("#### Does the reasoning shown guarantee correctness?"):
            # its words, in order, all the question's
            titled = text.lstrip().startswith("#")
            scores = sorted(((max(_likeness(words, w, titled) for w in ws), q)
                             for q, ws in wanted.items() if ws), reverse=True)
            if scores and scores[0][0] >= QUESTION_LINE_RATIO and (len(scores) < 2 or scores[1][0] < scores[0][0] - 0.1):
                out.append(Marker(scores[0][1], i, line.start(), line.end(), text.strip()[:60], True, False))
    out += _same_shape_lines(cells, out, named | {mk.qid for mk in out}, in_order)
    if not named and not out:
        out += _dialogue_lines(cells, in_order, skip)
    exercises = list(dict.fromkeys(m.group("ex") for _, m, _ in numbered))
    parts = list(dict.fromkeys(q.split(".")[0] for q in in_order))
    # numbered as questions are, from the first one (3.1, 3.2 ...); a book's sections ("# 5.5 Few-shot",
    # "# 5.8 Limites de contexto") are numbers of another kind
    from_first = any(int(m.group("k")) == 1 for _, m, _ in numbered)
    if len(numbered) >= 2 and not named and len(exercises) in (1, len(parts)) and from_first:
        for i, m, start in numbered:
            k = int(m.group("k"))
            if len(exercises) == 1:
                qid = in_order[k - 1] if 1 <= k <= len(in_order) else None
            else:
                qid = qids.get(f"{parts[exercises.index(m.group('ex'))].upper()}.{k}")
            if qid is not None:
                out.append(Marker(qid, i, start + m.start(), start + m.end(), m.group(0).strip(), True, False))
    return out


# "- **1a** ...", "2b)", "**3.c**": the activity's k-th part numbered k, its questions lettered
_PART_NUMBER_LETTER = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?(?:\#{{1,6}}[ \t]*)?{_BOLD}?[ \t]*(?P<k>[1-9])[.\-]?(?P<q>[a-h])"
                                 rf"(?:[ \t]*[.):])?[ \t]*{_BOLD}?(?:[ \t]*[:.)\-–—])?(?=[ \t]+\S)", re.M)


def part_number_markers(cells: list[Any], activity: ActivitySpec, markers: list[Marker], skip: set[int]) -> list[Marker]:
    """Questions named by their part's place and their own letter ("1a" for A.1, "3c" for D.3 where the
    activity's parts are A, B and D): where nothing else names a question and the notebook names at least
    three this way, each a question the activity has."""
    if any(mk.strong for mk in markers):
        return []
    letters = list(dict.fromkeys(q.id.split(".")[0].upper() for q in activity.questions))
    qids = {q.id.upper(): q.id for q in activity.questions}
    found = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in skip:
            continue
        for m in _PART_NUMBER_LETTER.finditer(_source(cell)):
            k, q = int(m.group("k")), ord(m.group("q")) - ord("a") + 1
            qid = qids.get(f"{letters[k - 1]}.{q}") if k <= len(letters) else None
            if qid is None:
                return []  # a number or a letter the activity has no question for: not this naming
            found.append(Marker(qid, i, m.start(), m.end(), m.group(0).strip(), True, False))
    return found if len({mk.qid for mk in found}) >= 3 else []


# "**Pesos:** não. ...", "**Janela**: 1024 tokens": a bold label of a few words that opens a paragraph
_TOPIC_LABEL = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)(?P<words>[^\W\d_][^*_\n:\d]{0,40}?)[ \t]*"
                          r"(?::[ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*[:—–-])(?=[ \t]*\S)", re.M)


def topic_label_markers(cells: list[Any], activity: ActivitySpec, markers: list[Marker], skip: set[int]) -> list[Marker]:
    """Questions named by their topic in bold labels ("**Saídas:**", "**Formato:**", "**Pesos:**",
    "**Variação:**", "**Janela:**"), where nothing else names a question: as many labels as the activity
    has questions, in order, each label either a word of its own question's text or of no question's,
    and most of them words of their own question's; else the labels that name one question each, in
    the questions' order, at least three."""
    if any(mk.strong for mk in markers):
        return []
    asked = [(q.id, word_stems(asked_text(q), 5, 4)) for q in activity.questions]
    labels = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in skip:
            continue
        src = _source(cell)
        for m in _TOPIC_LABEL.finditer(src):
            if len(m.group("words").split()) <= 4:
                stems = word_stems(m.group("words"), 5, 4)
                labels.append((i, m, [qid for qid, words in asked if stems & words]))
    if len(labels) == len(asked) >= 3:
        own = [qid in named for (_, _, named), (qid, _) in zip(labels, asked)]
        if all(ok or not named for ok, (_, _, named) in zip(own, labels)) and 2 * sum(own) > len(own):
            return [Marker(qid, i, m.start(), m.end(), m.group(0).strip(), True, False)
                    for (i, m, _), (qid, _) in zip(labels, asked)]
    order = [q for q, _ in asked]
    single = [(i, m, named[0]) for i, m, named in labels if len(named) == 1]
    places = [order.index(qid) for _, _, qid in single]
    if len(single) >= 3 and all(a < b for a, b in zip(places, places[1:])):
        return [Marker(qid, i, m.start(), m.end(), m.group(0).strip(), True, False) for i, m, qid in single]
    return []


# "**1/5** ...", "2/5)": the k-th of the activity's N questions, counted as the student counts them
_FRACTION = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?(?:\#{{1,6}}[ \t]*)?{_BOLD}?[ \t]*(?P<k>\d{{1,2}})[ \t]*/[ \t]*(?P<n>\d{{1,2}})"
                       rf"[ \t]*{_BOLD}?(?:[ \t]*[:.)\-–—])?(?=[ \t]+\S)", re.M)


def fraction_markers(cells: list[Any], activity: ActivitySpec, markers: list[Marker], skip: set[int]) -> list[Marker]:
    """Questions numbered "k/N" where N is the activity's number of questions ("**4/5** Yes, it changed"),
    where nothing else names a question and at least three are numbered so, every one with that N."""
    if any(mk.strong for mk in markers):
        return []
    order = [q.id for q in activity.questions]
    found = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in skip:
            continue
        for m in _FRACTION.finditer(_source(cell)):
            k, n = int(m.group("k")), int(m.group("n"))
            if n != len(order) or not 1 <= k <= n:
                return []  # "3/4 das amostras": a count, not this naming
            found.append(Marker(order[k - 1], i, m.start(), m.end(), m.group(0).strip(), True, False))
    return found if len({mk.qid for mk in found}) >= 3 else []
