"""Answers whose question id comes after them: "o A1 é o mais repetitivo: ... (A.2).", "mexeria no top-p
(D.1), aumentando (D.2), porque ... (D.3)." A student who organises the answers by run, or writes one
paragraph for a whole part, names each question in parentheses at the end of what answers it. The
answer is the text before the id, back to the previous such id in the same paragraph or to the
paragraph's start (after a bold label that opens it: "**A3 (T=1.0)** —"). Read only for questions
nothing else names, and only in a cell that does this at least twice (one "(A.2)" in a sentence is a
reference, not a convention). Where more of the paragraph follows its last id than precedes its first
("Tudo junto: (C-1) não, ...; (C-2) o trecho ...; (C-3) ..."), the ids open their answers instead."""

from __future__ import annotations

import re
from typing import Any

from ..specs.schema import ActivitySpec
from .answer_markers import Marker
from .cells import cell_source

# "(A.2)", "(questão B.1)", "[D.3]", after some text, then the sentence's end, a comma or the line's end
_AFTER = re.compile(r"(?<=\S)[ \t]*[(\[][ \t]*(?:quest(?:ão|ao)|question|q)?\.?[ \t]*(?P<letter>[A-Za-z])[.\-_](?P<n>\d{1,2})"
                    r"[ \t]*[)\]](?P<punct>[ \t]*[.;,!?]?)(?![ \t]*:)(?=[ \t]*(?:$|\n|[^\W\d_]|[\"'“*_(]))", re.I)
# a bold label opening a paragraph ("**A3 (T=1.0)** —", "**Se desse loop** —"): the paragraph's title, no answer
_OPENING_LABEL = re.compile(r"[ \t]*(?:\*\*[^*\n]{1,80}\*\*|__[^_\n]{1,80}__)[ \t]*[—–:\-]?[ \t]*")


def trailing_markers(cells: list[Any], activity: ActivitySpec, markers: list[Marker], skip: set[int]) -> list[Marker]:
    """A marker at the start of each answer that ends with its question's id (``stop``: where the id is)."""
    qids = {q.id.upper(): q.id for q in activity.questions}
    named = {mk.qid for mk in markers if mk.strong}
    out: list[Marker] = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in skip:
            continue
        src = cell_source(cell)
        found = [(m, qids.get(f"{m.group('letter').upper()}.{int(m.group('n'))}")) for m in _AFTER.finditer(src)]
        # (which way the ids point, the paragraph tells with all of them, those named otherwise too)
        leading = len(found) >= 2 and _leading(src, found[0][0], found[-1][0])
        # (a question written with its id after it, "**Is it correct? (C.1)**", is a question's line)
        found = [(m, q) for m, q in found if q is not None and q not in named and not _question_line(src, m.start())]
        if len(found) < 2 or len({q for _, q in found}) < len(found):
            continue
        if leading:  # each id opens its answer, which runs to the next id
            out += [Marker(qid, i, m.start(), m.end(), src[m.start():m.end()].strip(), True, False) for m, qid in found]
            continue
        previous, opened = 0, -1
        for m, qid in found:
            para = src.rfind("\n\n", 0, m.start()) + 2 if "\n\n" in src[:m.start()] else 0
            if para > opened:  # the first id of its paragraph: the answer begins at the paragraph's start
                label = _OPENING_LABEL.match(src, para)
                previous, opened = (label.end() if label else para), para
            start = previous + len(src[previous:m.start()]) - len(src[previous:m.start()].lstrip(" \t\n,;"))
            out.append(Marker(qid, i, start, start, src[m.start():m.end()].strip(), True, False, stop=m.start()))
            previous = m.end()
    return out


def _leading(src: str, first: re.Match, last: re.Match) -> bool:
    """Ids that open their answers ("Tudo junto: (C-1) não, ...; (C-2) o trecho ...; (C-3) não garante, ..."):
    more of the paragraph follows the last id than precedes the first."""
    start = src.rfind("\n\n", 0, first.start())
    end = src.find("\n\n", last.end())
    before = src[start + 2 if start >= 0 else 0:first.start()]
    after = src[last.end():end if end >= 0 else len(src)]
    return len(re.findall(r"\w+", after)) > len(re.findall(r"\w+", before))


def _question_line(src: str, at: int) -> bool:
    line = src[src.rfind("\n", 0, at) + 1: at].strip()
    return line.startswith("#") or line.rstrip(" *_").endswith("?") or bool(re.fullmatch(r"\*\*[^*]+|__[^_]+", line))
