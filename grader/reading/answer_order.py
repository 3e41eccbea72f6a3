"""Answers with no question id, read in the order of the questions.

A student in Colab often answers in plain text cells under the notebook's own section headings
("# PARTE A — TEMPERATURA", the code, then three cells of text), or in one cell of paragraphs split
by ``---`` under "Respostas (na ordem C.1, C.2, C.3)". A teaching assistant reads those texts in
the order of the questions. So does this module, under one condition that keeps it honest: the
texts that lie where a run of unanswered questions belongs (between the answers found for the
questions before and after it, and under the heading of its part where the notebook names parts)
are exactly as many as those questions. Otherwise nothing is placed, and the texts stay for the
instructor to read (``answer.unplaced_text``).

Where the count matches only once a section's introduction is set aside (the text under the
heading in the heading's own cell, or the text above the code the answers discuss), that reading
is used when it is the only one that matches.

An answer placed this way carries ``doubt`` "in_order": a criterion that passes on it stands, a
deduction resting on it goes to review (the placement is a reading, not an id the student wrote).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .answer_markers import _PART
from .answer_split import cues, split_by_questions
from .cells import cell_source
from .question_text import subtract_question

_ATX = re.compile(r"^[ \t]{0,3}#{1,6}(?:[ \t]|$)")
_THEMATIC = re.compile(r"^[ \t]{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
# a line that is only emphasis ("**Observações**", "*Copie exatamente as saídas dos dois templates.*"): a
# heading, or the question in the student's words
_BOLD_LABEL = re.compile(r"^[ \t]*(\*{1,3}|_{1,3})[^*_\n]{1,160}\1[ \t]*:?[ \t]*$")


@dataclass(frozen=True)
class Unit:
    """One block of the student's text under no question: a cell, or a part of it between rules."""

    cell: int
    text: str
    part: str | None  # the part whose heading the text is under ("A"), None before any
    introduction: bool  # under a heading in the heading's own cell: a section's introduction


@dataclass(frozen=True)
class Placed:
    qid: str
    unit: Unit
    label: str  # the run of questions read in order, "A.1–A.3"


def units(loose: list[tuple[int, str]], cells: list[Any], letters: list[str]) -> list[Unit]:
    """The blocks of ``loose`` (markdown text under no question, by cell) with the part each is
    under. Part headings are read over every markdown cell, the loose ones and the others."""
    text_of = dict(loose)
    out: list[Unit] = []
    part: str | None = None
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown":
            continue
        src = text_of.get(i)
        if src is None:  # a cell the other readers placed: only its part headings matter here
            for m in _PART.finditer(cell_source(cell)):
                if m.group("part").upper() in letters:
                    part = m.group("part").upper()
            continue
        buf: list[str] = []
        headed = False

        def flush() -> None:
            text = "\n".join(buf).strip()
            buf.clear()
            for piece in _numbered_items(text):
                if re.search(r"[^\W_]", piece) and not ("\n" not in piece and piece.rstrip(" *_").endswith("?")):
                    out.append(Unit(i, piece, part, headed))  # (a line that asks is a question, not an answer)

        for line in src.splitlines():
            m = _PART.match(line)
            if m is not None or _ATX.match(line) or _BOLD_LABEL.match(line):
                flush()
                if m is not None and m.group("part").upper() in letters:
                    part = m.group("part").upper()
                headed = True
            elif _THEMATIC.match(line):
                flush()
            elif _REPLY.match(line):
                # "> *"A resposta final está correta?"*" then "**R:** Não.": the question quoted, then its answer
                while buf and (not buf[-1].strip() or buf[-1].lstrip().startswith(">")):
                    buf.pop()
                flush()
                buf.append(line)
            else:
                buf.append(line)
        flush()
    return out


_REPLY = re.compile(r"^[ \t]*(?:\*\*|__)?(?:R|Resp\.?|Resposta|Respuesta|Answer|Ans)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?(?:[ \t]|$)",
                    re.I)


_ITEM = re.compile(r"^[ \t]{0,3}(\d{1,3})[.)][ \t]+", re.M)


def _numbered_items(text: str) -> list[str]:
    """A numbered list's items, each a block of its own, where the list is the whole text and its numbers
    follow one another ("11. ...", "12. ...": the exercises' own numbering); else the text whole."""
    items = list(_ITEM.finditer(text))
    numbers = [int(m.group(1)) for m in items]
    if len(items) < 2 or text[:items[0].start()].strip() or numbers != list(range(numbers[0], numbers[0] + len(items))):
        return [text]
    ends = [m.start() for m in items[1:]] + [len(text)]
    return [text[m.end():end].strip() for m, end in zip(items, ends)]  # (the list's own numbers are not answers)


def _names_ids(text: str, qids: list[str]) -> bool:
    """Whether the text names some of the questions by their dotted id ("— C.2 —"; "A1" is a run): its readers by
    id read it, not a split by topics (a paragraph with ids is no paragraph without them)."""
    return any(re.search(rf"(?<![\w.]){re.escape(q)}(?![\w]|[.,]\d)", text, re.I) for q in qids)


def place_in_order(questions: list[str], answered: dict[str, int], found: list[Unit], cells: list[Any],
                   variants: dict[str, tuple[str, ...]]) -> list[Placed]:
    """Each unanswered question given a block of ``found`` by order (see the module's docstring).
    ``answered``: question id -> the cell its answer was found in; when those cells are not in the
    questions' order, nothing is read by order."""
    anchors = [answered[q] for q in questions if q in answered]
    if anchors != sorted(anchors):
        return []  # the answers the student named are not in the questions' order: no order to read by
    letters = list(dict.fromkeys(q.split(".")[0].upper() for q in questions))
    headed = {u.part for u in found if u.part} | _headed_parts(cells, letters)
    multi = len(letters) > 1 and bool(headed)  # parts read apart only where the notebook names them
    first_code = next((i for i, c in enumerate(cells) if c.get("cell_type") == "code"), len(cells))
    code_cells = [i for i, c in enumerate(cells) if c.get("cell_type") == "code"]
    every = [v for q in questions for v in variants.get(q, ())]

    def asks_only(u: Unit) -> bool:  # the question copied as a paragraph of its own
        rest, removed = subtract_question(u.text, every)
        return removed and not re.search(r"[^\W_]", rest)

    blocks = [u for u in found if u.cell > first_code and not asks_only(u)]
    if not answered and (whole := _one_cell_of_paragraphs(blocks, questions)) is not None:
        return whole
    runs: list[list[str]] = []
    for k, q in enumerate(questions):
        part = q.split(".")[0].upper()
        if q in answered:
            continue
        prev = questions[k - 1] if k else None
        if runs and prev is not None and prev not in answered and (not multi or prev.split(".")[0].upper() == part):
            runs[-1].append(q)
        else:
            runs.append([q])

    placed: list[Placed] = []
    for run in runs:
        k0, k1 = questions.index(run[0]), questions.index(run[-1])
        lo = max((answered[q] for q in questions[:k0] if q in answered), default=-1)
        hi = min((answered[q] for q in questions[k1 + 1:] if q in answered), default=len(cells))
        part = run[0].split(".")[0].upper()
        if multi and part in headed:
            cands = [u for u in blocks if lo < u.cell < hi and u.part == part]
        elif multi:
            cands = [u for u in blocks if lo < u.cell < hi and u.part is None]
        else:
            cands = [u for u in blocks if lo < u.cell < hi]
        if not cands:
            continue
        span = range(cands[0].cell, cands[-1].cell + 1)
        last_code = max((i for i in code_cells if i in span), default=-1)
        readings = [cands,
                    [u for u in cands if not u.introduction],
                    [u for u in cands if u.cell > last_code],
                    [u for u in cands if u.cell > last_code and not u.introduction]]
        fits = {tuple(r) for r in readings if len(r) == len(run)}
        label = run[0] if len(run) == 1 else f"{run[0]}–{run[-1]}"
        whole = [r for r in readings if len(r) == 1]
        if not fits and whole and len({r[0] for r in whole}) == 1 and not _names_ids(whole[0][0].text, run) and (
                parts := split_by_questions(whole[0][0].text, [cues(variants.get(q, ())) for q in run])):
            # one paragraph where the questions' answers belong: its clauses, each run of them where its topic is
            u = whole[0][0]
            placed += [Placed(q, Unit(u.cell, part, u.part, u.introduction), label) for q, part in zip(run, parts)]
            continue
        if len(fits) != 1:
            continue  # none, or two readings that disagree: for the instructor
        placed += [Placed(q, u, label) for q, u in zip(run, next(iter(fits)))]
    return placed


def past_run_names(questions: list[str], pieces: list[tuple[str, list[int]]], loose: list[tuple[int, str]],
                   cells: list[Any], variants: dict[str, tuple[str, ...]]) -> list[Placed]:
    """Every question given a block in order, where the only answers found were under run names ("A1.", "A3,"
    opening a cell: the run an answer is about, not a question's id) and the student's blocks, those cells
    read whole, fit the questions one each (``pieces``: (doubt, cells) of each answer found); else []."""
    label_cells = {i for doubt, at in pieces if doubt == "run_label" for i in at}
    if not label_cells or any(doubt != "run_label" for doubt, _ in pieces):
        return []
    relaxed = sorted([(i, t) for i, t in loose if i not in label_cells] +
                     [(i, cell_source(cells[i])) for i in label_cells], key=lambda t: t[0])
    letters = list(dict.fromkeys(q.split(".")[0].upper() for q in questions))
    got = place_in_order(questions, {}, units(relaxed, cells, letters), cells, variants)
    return got if len(got) == len(questions) else []


_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")


def _one_cell_of_paragraphs(blocks: list[Unit], questions: list[str]) -> list[Placed] | None:
    """Every answer in one block, one paragraph each ("respostas (na ordem das perguntas)", then nine
    paragraphs for nine questions), read over the whole activity whatever heading it sits under: the one block
    whose paragraphs are exactly as many as the questions, and names none of them; None where there is no
    such block or more than one."""
    fits = []
    for u in blocks:
        paragraphs = [p.strip() for p in _PARAGRAPH_BREAK.split(u.text) if re.search(r"[^\W_]", p)]
        if len(paragraphs) == len(questions) >= 3 and not _names_ids(u.text, questions):
            fits.append((u, paragraphs))
    if len(fits) != 1:
        return None
    u, paragraphs = fits[0]
    label = f"{questions[0]}–{questions[-1]}"
    return [Placed(q, Unit(u.cell, text, u.part, u.introduction), label) for q, text in zip(questions, paragraphs)]


def _headed_parts(cells: list[Any], letters: list[str]) -> set[str]:
    out = set()
    for cell in cells:
        if cell.get("cell_type") != "markdown":
            continue
        out |= {m.group("part").upper() for m in _PART.finditer(cell_source(cell))
                if m.group("part").upper() in letters}
    return out
