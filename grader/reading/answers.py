"""Where a student's answers are, wherever the student put them.

Places are tried in order of trust:

1. ``tag``: the answer cell the starter provides (tag ``answer-A.2``; with the tags stripped, the
   starter's cell id for it).
2. ``question_cell``: text the student typed into the question cell itself, under the question (a
   common Colab habit). The question's own text (the starter's cell, the activity's pt and en
   wording) is subtracted word by word with :mod:`difflib`, so the question alone is never an
   answer.
3. ``heading``: a line that names the question: ``### A.2``, ``**A.2**``, ``A.2)``, ``A2:``,
   ``Questão A.2``, ``Resposta A.2 -``, ``Question A.2:``, lower case or unaccented. The answer is
   the rest of that cell up to the next question, then the markdown cells after it up to the next
   question, code cell, section heading (``#``/``##``) or starter cell.
4. ``multi_answer_cell``: one cell that holds several answers, each under its question's id.
5. ``code_cell``: a code cell's comments, printed text and text variables (``# A.1: ...``,
   ``print("A.2 - ...")``, ``resposta_A2 = "..."``, ``{"B.1": "..."}``; see
   :mod:`grader.reading.code_answers`), read only for a question no markdown answers.

Headings are read by :mod:`grader.reading.answer_markers` (ids in any spelling and language, and "1." under a
heading "Parte A" for a part whose questions are named nowhere else). A question with no answer while
some text names it (a sentence, a comment) keeps no text but ``doubt`` "named_unread" and that text in
``alternatives``: its criteria go to review showing it, never to a fail.

A question id is matched whole: ``A.12`` and ``A.2.1`` are not ``A.2``. A dotless ``A2`` is also the
name of run A2 in the temperature activity (students label their excerpts ``**A2**:``), so a
dotless label that is a run's name counts as a question heading only when nothing else in the
notebook names that question; it is then doubtful unless the notebook labels other questions the
same dotless way (``D1:``).

Every answer says where it was found (``found_by``, ``cell_index``, ``cell_id``, ``found_in``).
When two places hold different answers, or the only match is doubtful, the best one is graded and
``Answer.doubt`` says why, the other places in ``Answer.alternatives``: the pipeline turns that into
"needs review" for the question's criteria, never a silent zero.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from ..core.records import Answer
from ..specs.schema import ActivitySpec
from .answer_split import share_out
from .answer_order import past_run_names, place_in_order
from .answer_order import units as order_units
from .question_lines import fraction_markers, part_number_markers, question_line_markers, topic_label_markers
from .trailing_ids import trailing_markers
from .answer_markers import (  # noqa: F401
    _BOLD,
    _PART,
    Marker,
    _id_pattern,
    _patterns,
    find_markers,
    markers_in,
    _own_mark, final_unmarked, past_draft,
    answer_versions,
    ordinal_markers,
    part_markers,
    resolve_markers,
)
from .cells import cell_source as _source
from .cells import cell_tags as _tags
from .code_answers import code_text
from .question_text import Starter, load_starter, norm_words, subtract_question  # noqa: F401 - subtract_question: tests

# The order of trust of the places an answer can be found in.
HOW_ORDER = ("tag", "question_cell", "heading", "multi_answer_cell", "code_cell", "order", "inline")

PLACEHOLDERS = {"_sua resposta aqui._", "sua resposta aqui", "_your answer here._", "your answer here"}
_PLACEHOLDER_RE = re.compile(r"[_*]*[ \t]*(?:sua resposta aqui|your answer here)[ \t]*[.:!]?[ \t]*[_*]*", re.I)

# Markdown cells under no question that are listed one by one (the rest are counted).
MAX_LOOSE_LISTED = 20

_SECTION = re.compile(r"^[ \t]*#{1,2}(?!#)")  # a cell opening with "#" or "##": a new section
# "## Respostas", "### Minha resposta", "# Answers": a title over answers, not a section nor an answer
_ANSWERS_HEADING = re.compile(
    rf"^[ \t]*#{{1,6}}[ \t]*{_BOLD}?[ \t]*(?:minhas?[ \t]+|my[ \t]+)?(?:respostas?|answers?)"
    rf"(?:[ \t]+(?:d[aoe]s?|to|for|of)[ \t]+[^\n:]{{0,40}})?[ \t]*:?[ \t]*{_BOLD}?[ \t]*$", re.I | re.M)
_JUNK_LINE = re.compile(r"[*_\-–—=:#.?!\s]+")
_LEAD_JUNK = re.compile(r"^[\s:;,.?!)\]=–—]+")
_LEAD_LABEL = re.compile(
    rf"^\s*(?:\#{{1,6}}[ \t]*)?{_BOLD}?\s*(?:minha\s+)?(?:resposta|resp\.?|answer|ans\.?|r\.?)\s*{_BOLD}?\s*(?:[:\-–—)]|\n|$)"
    rf"\s*{_BOLD}?[ \t]*",
    re.I)


def _tidy(text: str) -> str:
    """The answer without placeholders, leftover heading punctuation and a leading "Resposta:"."""
    text = _ANSWERS_HEADING.sub("", _PLACEHOLDER_RE.sub("", text))
    lines = [("" if line.strip() and _JUNK_LINE.fullmatch(line.strip()) else line.rstrip())
             for line in text.splitlines()]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    if (part := _PART.search(text)) is not None and part.start() > 0:
        text = text[:part.start()].rstrip()  # "## Parte B" below the last answer of part A: the next part begins
    for _ in range(2):
        text = _LEAD_JUNK.sub("", text)
        text = _LEAD_LABEL.sub("", text, count=1)
    first = text.split("\n", 1)[0]
    for bold in ("***", "**", "__"):
        if text.startswith(bold) and first.count(bold) % 2 == 1:
            text = text[len(bold):].lstrip()
            break
    last = text.rsplit("\n", 1)[-1]
    for bold in ("***", "**", "__"):
        if text.endswith(bold) and last.count(bold) % 2 == 1:
            text = text[: -len(bold)].rstrip()
            break
    text = text.strip()
    return text if re.search(r"[^\W_]", text) else ""


# -- finding ------------------------------------------------------------------------------------


@dataclass
class _Piece:
    qid: str
    how: str
    label: str
    marker_cell: int | None
    parts: list[tuple[int, str]]
    doubt: str = ""
    at_start: bool = False  # the heading opens its cell and names only this question
    shares: tuple[str, ...] = ()  # other questions this text answers too


@dataclass(frozen=True)
class AnswerSearch:
    """What :func:`locate_answers` found: the answers, problems worth a note, and what it could not place."""

    answers: dict[str, Answer]
    problems: tuple[str, ...] = ()
    unplaced: tuple[dict[str, Any], ...] = ()


def find_answers(nb: Any, activity: ActivitySpec) -> tuple[dict[str, Answer], list[str]]:
    """Each question's answer (``found_by`` "missing" with empty text when there is none) and the
    problems worth a note in the report."""
    search = locate_answers(nb, activity)
    return search.answers, list(search.problems)


def _variants(activity: ActivitySpec, starter: Starter) -> dict[str, tuple[str, ...]]:
    out = {}
    for q in activity.questions:
        texts = [*starter.question_texts.get(q.id, ()), q.text.pt, q.text.en]
        out[q.id] = tuple(dict.fromkeys(t for t in texts if t.strip()))
    return out


def locate_answers(nb: Any, activity: ActivitySpec) -> AnswerSearch:
    from .render import rendered_cell

    # what each text cell shows (HTML, tables and raw cells rendered), in the notebook's own cells
    cells = [rendered_cell(c) for c in list(getattr(nb, "cells", None) or nb.get("cells", []))]
    starter = load_starter(activity)
    variants = _variants(activity, starter)
    by_tag = {q.cell: q.id for q in activity.questions}
    by_question_tag = {f"question-{q.id}": q.id for q in activity.questions}

    answer_of: dict[int, str] = {}
    question_of: dict[int, str] = {}
    content: set[int] = set()
    for i, cell in enumerate(cells):
        tags, cid = _tags(cell), cell.get("id")
        own = [by_tag[t] for t in tags if t in by_tag]
        asked = [by_question_tag[t] for t in tags if t in by_question_tag]
        if own:
            answer_of[i] = own[0]
        elif asked:
            question_of[i] = asked[0]
        elif any(t.startswith(("answer-", "question-")) for t in tags):
            continue  # another activity's cell: left to the heading search
        elif isinstance(cid, str) and cid in starter.answer_ids:
            answer_of[i] = starter.answer_ids[cid]
        elif isinstance(cid, str) and cid in starter.question_ids:
            question_of[i] = starter.question_ids[cid]
        elif cell.get("cell_type") == "markdown" and norm_words(_source(cell)) in starter.content:
            content.add(i)  # the starter's own text, unchanged

    raw = find_markers(cells, activity, content)
    owned = set(answer_of) | set(question_of) | content
    raw = sorted(raw + part_markers(cells, activity, raw, owned), key=lambda mk: (mk.cell, mk.start))
    raw = sorted(raw + ordinal_markers(cells, activity, raw, owned), key=lambda mk: (mk.cell, mk.start))
    raw = sorted(raw + question_line_markers(cells, activity, raw, owned, variants), key=lambda mk: (mk.cell, mk.start))
    raw = sorted(raw + trailing_markers(cells, activity, raw, owned), key=lambda mk: (mk.cell, mk.start))
    raw = sorted(raw + part_number_markers(cells, activity, raw, owned), key=lambda mk: (mk.cell, mk.start))
    raw = sorted(raw + topic_label_markers(cells, activity, raw, owned), key=lambda mk: (mk.cell, mk.start))
    raw = sorted(raw + fraction_markers(cells, activity, raw, owned), key=lambda mk: (mk.cell, mk.start))
    named = {mk.cell for mk in raw}
    flow = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in content:
            flow.append("break")
        elif i in answer_of or i in question_of:
            flow.append("owned")
        elif i not in named and _SECTION.match(_source(cell).lstrip("\n")) \
                and not _ANSWERS_HEADING.match(_source(cell).lstrip("\n")):
            flow.append("break")  # a new section of the course ("## Parte B"), not "## Respostas"
        else:
            flow.append("text")
    markers, aside = resolve_markers(raw, flow)
    by_cell: dict[int, list[Marker]] = {}
    for mk in markers:
        by_cell.setdefault(mk.cell, []).append(mk)

    pieces: list[_Piece] = []
    loose: list[tuple[int, str]] = []  # markdown text under no question
    open_piece: _Piece | None = None
    for i, cell in enumerate(cells):
        if flow[i] == "break":
            open_piece = None
            if cell.get("cell_type") == "markdown" and i not in content:
                loose.append((i, _source(cell)))
            continue
        src = _source(cell)
        mks = by_cell.get(i, [])
        preamble = src[: mks[0].start] if mks else src
        ends = [mks[k + 1].start if k + 1 < len(mks) else len(src) for k in range(len(mks))]
        # (an answer whose id comes after it ends where its id is: "... (A.2).")
        segments = [(mk, src[mk.end: min(end, mk.stop) if mk.stop >= 0 else end]) for mk, end in zip(mks, ends)]
        distinct = {mk.qid for mk in mks}
        owner = answer_of.get(i) or question_of.get(i)
        if owner is not None:
            how = "tag" if i in answer_of else "question_cell"
            if how == "tag":
                label = next(q.cell for q in activity.questions if q.id == owner)
            else:
                label = next((mk.label for mk in mks if mk.qid == owner), "")
            own = [(i, preamble)] + [(i, s) for mk, s in segments if mk.qid == owner]
            mine = _Piece(owner, how, label, i, own)
            pieces.append(mine)
            last = mine
            for mk, s in segments:
                if mk.qid != owner:
                    last = _Piece(mk.qid, "multi_answer_cell", mk.label, i, [(i, s)], mk.doubt, shares=mk.shares)
                    pieces.append(last)
                elif mk is mks[-1]:
                    last = mine
            # text in the cells after a question cell (its tags lost) answers the question; after an
            # answer cell, it is the student's own and stays unplaced
            open_piece = last if how == "question_cell" else None
            continue
        if _PART.search(preamble) or (_SECTION.match(preamble.lstrip("\n"))
                                       and not _ANSWERS_HEADING.match(preamble.lstrip("\n"))):
            open_piece = None  # "## Parte B" above the first answer of the cell: a new section
        if preamble.strip():
            if open_piece is not None:
                open_piece.parts.append((i, preamble))
            else:
                loose.append((i, preamble))
        if mks:
            kind = "multi_answer_cell" if len(distinct) > 1 else "heading"
            at_start = not preamble.strip() and len(distinct) == 1
            for mk, s in segments:
                open_piece = _Piece(mk.qid, kind, mk.label, i, [(i, s)], mk.doubt, at_start, mk.shares)
                pieces.append(open_piece)
            if open_piece is not None and open_piece.doubt == "run_label":
                open_piece = None  # a run's name ("**A3:**") labels an excerpt in its cell, not the cells below

    found: dict[str, list[Answer]] = {q.id: [] for q in activity.questions}
    order = [q.id for q in activity.questions]
    named = {q for p in pieces for q in (p.qid, *p.shares)}
    for piece in pieces:
        ans = _finish(piece, cells, variants.get(piece.qid, ()))
        if ans is not None:
            shared = [q for q in (piece.qid, *piece.shares) if q in found]
            for q, text, doubt in share_out(ans.text, shared, order, named, variants):
                found[q].append(replace(ans, question_id=q, text=text, doubt=ans.doubt or doubt))

    problems: list[str] = []
    unplaced: list[dict[str, Any]] = []
    in_code = _code_answers(cells, activity, variants)
    starts = [p.marker_cell for p in pieces if p.marker_cell is not None] + list(answer_of)
    first_answer_cell = min(starts, default=None)
    # the student's text no question could be given (after the first answer; anywhere when none was
    # read): a question without an answer is then for the instructor to read, not a fail
    # (after the notebook's first code cell: a title, a name and a class above the code are no answer)
    first_code = next((i for i, c in enumerate(cells) if c.get("cell_type") == "code"), len(cells))
    own_loose = [(i, tidy) for i, text in loose
                 if (i >= first_answer_cell if first_answer_cell is not None else i > first_code)
                 and len((tidy := _tidy("\n".join(ln for ln in text.splitlines()
                                                    if not ln.lstrip().startswith("#")))).split()) >= 3]  # not a label
    cands_of: dict[str, list[Answer]] = {}
    for q in activity.questions:
        cands = sorted(found[q.id], key=lambda a: (HOW_ORDER.index(a.found_by), a.cell_index or 0))
        if not cands:  # last resort: a run-like label read as part of another answer ("A2:" under A.1)
            cands = [a for a in (_finish(p, cells, variants[q.id]) for p in _aside_pieces(q.id, aside, raw, cells))
                     if a is not None]
        if not cands:  # written in a code cell: comments, prints, text variables
            cands = in_code.get(q.id, [])
        cands_of[q.id] = cands
    # texts with no id where unanswered questions belong, as many as those questions: read in order
    qids = [q.id for q in activity.questions]
    letters = list(dict.fromkeys(q.split(".")[0].upper() for q in qids))
    answered = {q: min(a.cell_index for a in c if a.cell_index is not None)
                for q, c in cands_of.items() if any(a.cell_index is not None for a in c)}
    in_order, by_order = set(), place_in_order(qids, answered, order_units(loose, cells, letters), cells, variants)
    if not by_order and answered and (over := past_run_names(qids, [(p.doubt, [i for i, _ in p.parts]) for p in pieces],
                                                             loose, cells, variants)):  # "A1." opening a cell
        cands_of, by_order = {q: [] for q in qids}, over
    for got in by_order:
        ans = _finish(_Piece(got.qid, "order", got.label, None, [(got.unit.cell, got.unit.text)], "in_order"),
                      cells, variants.get(got.qid, ()))
        if ans is not None:
            cands_of[got.qid] = [ans]
            in_order.add(got.unit.cell)
    own_loose = [(i, text) for i, text in own_loose if i not in in_order]

    loose_cells = {i for i, _ in loose} - in_order
    versions = answer_versions(cells)
    answers: dict[str, Answer] = {}
    for q in activity.questions:
        tagged = sorted(i for i, qid in answer_of.items() if qid == q.id)
        if len(tagged) > 1:
            problems.append(f"{len(tagged)} cells carry the tag {q.cell!r}; the first one with an answer was used")
        cands = cands_of[q.id]
        if cands:
            answers[q.id] = _choose(cands, versions)
            continue
        if tagged:
            cell = cells[tagged[0]]
            answers[q.id] = Answer(q.id, "", cell.get("id"), "tag", cell_index=tagged[0], label=q.cell,
                                   found_in=_describe("tag", tagged[0], cell.get("id"), q.cell))
        else:
            answers[q.id] = Answer(q.id, "", None, "missing")
        why = _why_missing(q.id, q.cell, tagged, markers, question_of)
        item: dict[str, Any] = {"kind": "answer", "question": q.id, "why": why}
        named = mentions(cells, q.id, {i for i in range(len(cells)) if i in answer_of or i in question_of or i in content},
                         {(mk.cell, mk.start) for mk in markers})
        # (only in text no answer holds: a line inside another answer stays that answer's)
        inline = _inline_answer(cells, q.id, [a for a in named if a.cell_index in loose_cells],
                                [other.id for other in activity.questions])
        if inline is not None:
            answers[q.id] = inline
            continue
        if named:
            first = named[0]
            answers[q.id] = replace(answers[q.id], doubt="named_unread", alternatives=(first,))
            item["why"] += f"; {first.found_in} names {q.id} but no answer could be read there: {first.text!r}"
            item["mentions"] = [{"cell_index": a.cell_index, "text": a.text} for a in named]
            problems.append(f"{q.id}: no answer recognised, but {first.found_in} names it: {first.text!r} "
                            "(needs review)")
        elif own_loose and not tagged:
            i, text = own_loose[0]
            seen = Answer(q.id, text, cells[i].get("id"), "loose", cell_index=i,
                          found_in=f"cell {i} (markdown text under no question heading)")
            answers[q.id] = replace(answers[q.id], doubt="unplaced_text", alternatives=(seen,))
            item["why"] += f"; {len(own_loose)} text cell(s) of the student's could not be given a question"
        unplaced.append(item)

    texts = 0
    for i, text in loose:
        if first_answer_cell is None or i < first_answer_cell or i in in_order:
            continue  # the course's own text before the answers
        rest = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
        tidy = _tidy(rest)
        if not tidy:
            continue
        texts += 1
        if texts <= MAX_LOOSE_LISTED:
            unplaced.append({"kind": "text", "cell_index": i, "cell_id": cells[i].get("id"),
                             "why": "markdown text under no question heading", "text": _short(tidy)})
    if texts > MAX_LOOSE_LISTED:
        unplaced.append({"kind": "text", "cell_index": None, "why": f"{texts - MAX_LOOSE_LISTED} more markdown "
                         "cells under no question heading (not listed)"})
    return AnswerSearch(answers, tuple(problems), tuple(unplaced))


def _aside_pieces(qid: str, aside: list[Marker], raw: list[Marker], cells: list[Any]) -> list[_Piece]:
    """The text after each set-aside label of ``qid`` up to the next label in its cell."""
    pieces = []
    for mk in aside:
        if mk.qid != qid:
            continue
        src = _source(cells[mk.cell])
        nxt = min((o.start for o in raw if o.cell == mk.cell and o.start > mk.start), default=len(src))
        pieces.append(_Piece(qid, "heading", mk.label, mk.cell, [(mk.cell, src[mk.end: nxt])], mk.doubt))
    return pieces


def _finish(piece: _Piece, cells: list[Any], variants: tuple[str, ...]) -> Answer | None:
    texts, first, removed_here = [], None, False
    for n, (idx, raw) in enumerate(piece.parts):
        if n == 0 and idx == piece.marker_cell and piece.how in ("heading", "multi_answer_cell"):
            # "### F.4 A saída mudou com a sua variação?": the rest of the heading's line, a question,
            # is the question's title in the student's words, not its answer
            line, _, after = raw.partition("\n")
            if line.strip().rstrip("*_ :").endswith("?"):
                raw = after
        rest, removed = subtract_question(_PLACEHOLDER_RE.sub("", raw), variants)
        if idx == piece.marker_cell:
            removed_here = removed_here or removed
        tidy = _tidy(rest)
        if tidy:
            texts.append(tidy)
            first = idx if first is None else first
    if first is None:
        return None
    how = piece.how
    if how == "question_cell" and first != piece.marker_cell:
        how = "heading"  # typed in the cell after the question
    elif how == "heading" and piece.at_start and removed_here and first == piece.marker_cell:
        how = "question_cell"  # the question cell, its tag lost: the question, then the answer
    cid = cells[first].get("id")
    return Answer(piece.qid, "\n\n".join(texts), cid, how,
                  found_in=_describe(how, first, cid, piece.label, piece.marker_cell),
                  cell_index=first, label=piece.label, doubt=piece.doubt)


def _choose(cands: list[Answer], versions: dict[int, str] | None = None) -> Answer:
    """The best of the places an answer was found in, with the others and, when they differ, why. Of two
    versions the student marked (a heading "versão antiga" and one "versão final"), the old one is not the
    answer."""
    norms = {id(a): norm_words(a.text) for a in cands}
    uniq: list[Answer] = []
    for a in cands:
        if all(norms[id(a)] != norms[id(u)] for u in uniq):
            uniq.append(a)
    marked = {id(a): _own_mark(a) or (versions or {}).get(-1 if a.cell_index is None else a.cell_index, "") for a in uniq}
    if len(uniq) > 1 and any(v == "old" for v in marked.values()) and any(v != "old" for v in marked.values()):
        uniq = [a for a in uniq if marked[id(a)] != "old"]  # superseded by the student's own word
    if len(uniq) > 1 and sum(v == "final" for v in marked.values()) == 1:
        uniq = [a for a in uniq if marked[id(a)] == "final"]
    if len(uniq) == 1 and len(cands) > 1 and (bare := final_unmarked(uniq[0])) is not uniq[0]:
        uniq, norms[id(bare)] = [bare], norm_words(bare.text)  # ("final: não garante" chosen over its draft)
    best = uniq[0]
    if len(uniq) > 1:
        # the same answer said twice, once in full: the full one, no doubt
        sup = next((a for a in uniq if all(norms[id(o)] in norms[id(a)] for o in uniq if o is not a)), None)
        if sup is not None:
            best = sup
        else:
            best = replace(best, doubt="places_differ")
    elif any(not a.doubt and norms[id(a)] == norms[id(best)] for a in cands):
        best = next(a for a in cands if not a.doubt and norms[id(a)] == norms[id(best)])
    return replace(past_draft(best), alternatives=tuple(a for a in cands if a is not best and not (
        a.found_by == best.found_by and a.cell_index == best.cell_index and a.text == best.text)))


def _describe(how: str, cell_index: int | None, cell_id: Any, label: str, marker_cell: int | None = None) -> str:
    where = f"cell {cell_index}" + (f" (id {cell_id})" if cell_id else "")
    if how == "tag":
        return f"{where}, the answer cell" + (f" {label}" if label else "")
    if how == "question_cell":
        return f"{where}, added to the question cell"
    heading = f" under the heading {label!r}" if label else ""
    if marker_cell is not None and marker_cell != cell_index:
        heading += f" of cell {marker_cell}"
    if how == "multi_answer_cell":
        return f"{where}, a cell holding several answers,{heading}"
    if how == "code_cell":
        return f"{where}, in a code cell,{heading}"
    if how == "order":
        return f"{where}, text with no question id, read in the order of the questions {label}"
    return f"{where},{heading}"


def location(answer: Answer) -> dict[str, Any]:
    """Where an answer was found, as data (the report and ``grader inspect`` show it)."""
    return {"how": answer.found_by, "cell_index": answer.cell_index, "cell_id": answer.cell_id,
            "label": answer.label, "description": answer.found_in, "question": answer.question_id}


def where_text(found: dict[str, Any], lang: str) -> str:
    """``found`` (from :func:`location`) in words, in the report's language, as the student sees the
    notebook: the answer cell by its question (never its tag, which no notebook shows), a heading as the
    student wrote it, and the cell's place counted from 1 at the top (``description`` holds the
    instructor's version: index, cell id, tag)."""
    from ..core.messages import render

    how = str(found.get("how") or "")
    label = str(found.get("label") or "")
    question = str(found.get("question") or "")
    if how == "tag":
        kind = render("answer.how.tag" if question else "answer.how.tag_unnamed", lang, question=question)
    elif how in HOW_ORDER or how == "loose":
        kind = render(f"answer.how.{how}", lang, label=label)
    else:
        kind = how
    if found.get("cell_index") is None:
        return kind
    return render("answer.where", lang, n=int(found["cell_index"]) + 1, how=kind)


def _why_missing(qid: str, tag: str, tagged: list[int], markers: list[Marker], question_of: dict[int, str]) -> str:
    said = []
    said.append(f"the cell tagged {tag} holds no answer" if tagged else f"no cell is tagged {tag}")
    if any(q == qid for q in question_of.values()):
        said.append("its question cell holds only the question")
    headings = [mk for mk in markers if mk.qid == qid]
    if headings:
        said.append("under " + ", ".join(f"{mk.label!r} (cell {mk.cell})" for mk in headings[:3])
                    + " there is only the question's text or nothing")
    else:
        said.append(f"no heading names {qid}")
    return "; ".join(said)


def _code_answers(cells: list[Any], activity: ActivitySpec, variants: dict[str, tuple[str, ...]]) -> dict[str, list[Answer]]:
    """Answers written in code cells (:mod:`grader.reading.code_answers`) under a sure heading (``# A.1:``,
    ``print("A.2 - ...")``, ``resposta_A2 = ...``); a run's name (``# A1:``) labels a run beside code,
    and heads a doubtful answer in a cell holding only text. Such a cell is preferred to comments
    among code."""
    runs = {r.upper() for r in activity.runs}
    patterns = _patterns(activity)
    found: dict[str, list[tuple[bool, Answer]]] = {}
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        held = code_text(_source(cell))
        for block in held.blocks:
            text = block.text
            # a run's name ("# A1)") heads an answer only in a cell of text alone, and is doubtful there
            mks = sorted((mk if mk.strong else replace(mk, doubt="run_label")
                          for mk in markers_in(text, i, patterns, runs) if mk.strong or held.pure),
                         key=lambda mk: mk.start)
            strong_q = {mk.qid for mk in mks if mk.strong}
            mks = [mk for mk in mks if mk.strong or mk.qid not in strong_q]
            # as in markdown: a run's name inside an answer opened by a sure heading ("# A.1" then
            # "# **A2:** > ...") labels an excerpt of that answer, unless the cell names questions that way
            if not any(mk.strong and mk.dotless for mk in mks):
                opened = min((mk.start for mk in mks if mk.strong), default=len(text))
                mks = [mk for mk in mks if mk.strong or mk.start < opened]
            for k, mk in enumerate(mks):
                end = mks[k + 1].start if k + 1 < len(mks) else len(text)
                ans = _finish(_Piece(mk.qid, "code_cell", mk.label, i, [(i, text[mk.end:end])], mk.doubt), cells,
                              variants.get(mk.qid, ()))
                if ans is not None:
                    origin = block.origin_at(mk.start)
                    where = f"cell {i}" + (f" (id {ans.cell_id})" if ans.cell_id else "")
                    found.setdefault(mk.qid, []).append((held.pure, replace(
                        ans, found_in=f"{where}, in a code cell ({origin}), under the heading {mk.label!r}")))
    return {qid: [a for pure, a in got if pure] or [a for _, a in got] for qid, got in found.items()}


def mentions(cells: list[Any], qid: str, skip: set[int], used: set[tuple[int, int]]) -> list[Answer]:
    """Text that names question ``qid`` outside a heading that was read (a sentence of a markdown
    cell, a comment or printed text of a code cell): what a person should look at when no answer
    was recognised. ``skip``: the starter's and the answer and question cells; ``used``: the
    (cell, position) of the headings that were read."""
    pattern = _id_pattern(qid)
    out = []
    for i, cell in enumerate(cells):
        if i in skip:
            continue
        kind = cell.get("cell_type")
        if kind == "markdown":
            texts = [_source(cell)]
        elif kind == "code":
            texts = [b.text for b in code_text(_source(cell)).blocks]
        else:
            continue
        for text in texts:
            for m in pattern.finditer(text):
                line_start = text.rfind("\n", 0, m.start()) + 1
                if kind == "markdown" and any(c == i and line_start <= pos <= m.start() for c, pos in used):
                    continue  # a heading that was read (its answer empty): the answer is missing
                line_end = text.find("\n", m.end())
                line = text[line_start: len(text) if line_end < 0 else line_end]
                where = f"cell {i}" + (f" (id {cell.get('id')})" if cell.get("id") else "") + \
                    (", a code cell" if kind == "code" else "")
                out.append(Answer(qid, _short(line, 160), cell.get("id"), "mention", found_in=where, cell_index=i))
                break
    return out


_LIST_MARK = re.compile(r"^[ \t]*(?:[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|\d{1,2}[.)][ \t]+)")


def _inline_answer(cells: list[Any], qid: str, named: list[Answer], qids: list[str]) -> Answer | None:
    """A line of a text cell that names ``qid`` inside it and no other question ("- [x] **Formato de
    rótulo** (F.2): só o few-shot ..."), with words of an answer after the id: that question's answer,
    read from where it names it. The place is a reading, so a deduction on it goes to review
    (``doubt`` "named_inline"), as for an answer read by order."""
    for mention in named:
        i = mention.cell_index
        if i is None or cells[i].get("cell_type") != "markdown":
            continue
        for line in _source(cells[i]).splitlines():
            m = _id_pattern(qid).search(line)
            if m is None or any(_id_pattern(o).search(line) for o in qids if o != qid):
                continue
            text = _LIST_MARK.sub("", line).strip()
            if len(line[m.end():].split()) < 3:
                continue  # "ver F.2": a reference, not an answer
            cid = cells[i].get("id")
            return Answer(qid, text, cid, "inline", cell_index=i, label=qid, doubt="named_inline",
                          found_in=f"cell {i}" + (f" (id {cid})" if cid else "") + f", a line that names {qid}")
    return None


def _short(text: str, n: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= n else flat[: n - 1] + "…"
