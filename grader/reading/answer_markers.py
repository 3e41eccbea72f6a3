"""Lines that name a question: ``### A.2``, ``**A.2**``, ``A.2)``, ``Questão A-2:``, ``Pergunta a.2``,
``Question A.2``, ``A) 2.``, and "1." under a heading "Parte A"; which of them count (a dotless ``A2`` is also
a run's name). Used by :mod:`grader.reading.answers` on markdown cells and on the text of code cells.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from ..core.textnorm import fold
from ..specs.schema import ActivitySpec
from .cells import cell_source as _source
from .question_text import asked_text, heading_title_answers

_LABEL = r"(?:quest(?:ao|ão)|question|pergunta|resp(?:osta)?|ans(?:wer)?|exerc(?:i|í)cio|item|q)"
_BOLD = r"(?:\*{1,3}|_{1,3})"




@dataclass(frozen=True)
class Marker:
    """A line that names a question: where it is and how sure it is."""

    qid: str
    cell: int
    start: int  # where the line starts in the cell's text
    end: int  # where the answer may start (after the id and its punctuation)
    label: str  # the heading as written ("### A.2", "**A2:**")
    strong: bool  # False: a dotless id that is also a run's name ("A2:")
    dotless: bool
    doubt: str = ""
    shares: tuple[str, ...] = ()  # other questions the same text answers ("Na parte D, ..." for D.1-D.3)
    stop: int = -1  # where the answer ends when its id comes after it ("... (A.2)."); -1: at the next marker


def _marker_pattern(qid: str) -> tuple[re.Pattern[str], str | None]:
    parts = re.fullmatch(r"([A-Za-z]+)[.\-_]?(\d+)", qid)
    if parts:
        # "A.2", "A-2", "A•2", "A2", and the part's letter then the number: "A) 2."
        # ("A.l", "D.l": an l typed for the 1 after a dot or a dash)
        number = "(?:1|(?<=[.\\-])[lI])" if parts.group(2) == "1" else re.escape(parts.group(2))
        ident = rf"{re.escape(parts.group(1))}(?P<sep>[.\-_,•·]?|\)[ \t]*|[ \t]){number}"  # ("T,5)": a comma typed)
        dotless = (parts.group(1) + parts.group(2)).upper()
    else:
        ident, dotless = rf"{re.escape(qid)}(?P<sep>)", None
    pattern = rf"""
        ^[ \t]*(?P<lead>(?:[-*+][ \t]+(?:\[[ xX]\][ \t]+)?|>[ \t]*){{0,6}})
        (?P<hash>\#{{1,6}}[ \t]*)?
        (?P<open>{_BOLD}[ \t]*)?
        (?P<label>{_LABEL}\b(?:\.|-(?=[A-Za-z]))?[ \t]*(?:(?:da|do|de|a|à|to|for|of|n[º°o]\.?)[ \t]+)?
                  (?:(?:quest(?:ao|ão)|question)[ \t]+)?)?
        (?P<open2>{_BOLD}[ \t]*)?
        (?P<wrap>[(\[`])?
        (?P<id>{ident})
        (?![0-9]|[.,][0-9]|[^\W\d_])
        (?P<close>[)\]`]?(?:[ \t]*{_BOLD})?)
        (?P<delim>[ \t]*(?:->|=>|-->|[→⇒▸►»⟶⟹➜➔➝➞➡↦⇨⟼]|[:.)\]\-–—=]+|/(?=[ \t])|$)|(?=[ \t]))
        (?P<close2>{_BOLD})?
    """
    return re.compile(pattern, re.I | re.M | re.X), dotless


# "T.1 a T.5", "A.1–A.3", "C.1 to C.3": a range of questions
_RANGE = re.compile(r"[ \t]*(?:a|to|até|ate|-|–|—|\.\.\.?)[ \t]*[A-Za-z][.\-_]\d", re.I)


def _patterns(activity: ActivitySpec) -> list[tuple[str, re.Pattern[str], str | None]]:
    return [(q.id, *_marker_pattern(q.id)) for q in activity.questions]


def markers_in(src: str, cell: int, patterns: list[tuple[str, re.Pattern[str], str | None]],
               runs: set[str]) -> list[Marker]:
    """The lines of ``src`` that name a question (see :func:`find_markers`)."""
    found = []
    for qid, pattern, dotless_id in patterns:
        for m in pattern.finditer(src):
            dotted = bool(m.group("sep")) or dotless_id is None
            labelled = bool(m.group("label"))
            decorated = any(m.group(g) for g in ("hash", "open", "open2", "wrap")) or "*" in m.group("close") \
                or "_" in m.group("close")
            punct = (m.group("close") + m.group("delim")).strip(" \t*_")
            line_end = src.find("\n", m.end())
            rest_of_line = src[m.end(): len(src) if line_end < 0 else line_end]
            if not (dotted or labelled or decorated or punct or not rest_of_line.strip()):
                continue  # "A2 foi a mais repetitiva": a sentence about run A2, not a heading
            bolded = bool(m.group("open")) and any(b in m.group("close") for b in ("*", "_"))
            if m.group("sep") in (" ", "\t") and not (labelled or punct or bolded):
                continue  # "D 2 - ...", "Questão B 1:" and "**D 3**" name a question; "A 2 vezes" does not
            if _RANGE.match(src, m.end("id")):
                continue  # "(T.1 a T.5, na ordem)": the questions a list below answers, not one heading
            strong = dotted or labelled or dotless_id not in runs
            label = src[m.end("lead"): m.end()].strip()
            end = m.end()
            below = src[line_end:].lstrip("\n") if line_end >= 0 else ""
            if m.group("hash") and rest_of_line.strip() and below.strip() and not below.lstrip().startswith("#"):
                end = line_end  # "### A.2 — mais repetição" over the answer: the heading's title is no answer
            found.append(Marker(qid, cell, m.start(), end, label, strong, not dotted))
    return found + _inline_markers(src, cell, patterns, found) + _part_question_markers(src, cell, patterns, found)


# "**Part A, question 1 — excerpts.**", "Parte B, questão 2:", "Part D question 3", "### Pergunta C — item 1": a
# question named in words
_PART_QUESTION = re.compile(rf"^[ \t]*(?:[-*+>][ \t]*)*(?:\#{{1,6}}[ \t]*)?{_BOLD}?[ \t]*(?:parte|part|pergunta|quest(?:ão|ao)|question)"
                            r"[ \t]+(?P<p>[A-Za-z])"
                            r"[ \t]*[,:\-–—]?[ \t]*(?:quest(?:ão|ao)|question|pergunta|item|q)\.?[ \t]*(?P<n>\d{1,2})"
                            rf"(?![\d.,]\d)[ \t]*(?:{_BOLD}[ \t]*)?[:.)\-–—]?", re.I | re.M)


def _part_question_markers(src: str, cell: int, patterns: list[tuple[str, re.Pattern[str], str | None]],
                           found: list[Marker]) -> list[Marker]:
    qids = {qid.upper(): qid for qid, _, _ in patterns}
    taken = {mk.start for mk in found}
    out = []
    for m in _PART_QUESTION.finditer(src):
        qid = qids.get(f"{m.group('p').upper()}.{int(m.group('n'))}")
        if qid and m.start() not in taken:
            end = m.end()
            head = re.match(r"[ \t>*+-]*(\*\*|__)", m.group(0))
            if head and (close := src.find(head.group(1), end, src.find("\n", end) % (len(src) + 1))) >= 0:
                end = close + 2  # "**Part A, question 1 — excerpts.**": the bold heading's title is no answer
            out.append(Marker(qid, cell, m.start(), end, src[m.start(): end].strip(" >-*+\t"), True, False))
    # "**Part D.** (1) top-p. (2) Increase it. (3) ...", "**Parte A.** Os trechos (1): ...": the part's
    # questions numbered inside its paragraph
    for m in _PART_LABEL.finditer(src):
        stop = src.find("\n\n", m.end())
        para = src[m.end(): len(src) if stop < 0 else stop]
        items = list(re.finditer(r"(?:^|(?<=\s))\((\d)\)(?=[\s:.\-–—])[ \t]*(?:[:.\-–—][ \t]*)?", para))
        if len(items) >= 2 and [int(x.group(1)) for x in items] == list(range(1, len(items) + 1)):
            for x in items:
                qid = qids.get(f"{m.group('p').upper()}.{x.group(1)}")
                if qid:
                    out.append(Marker(qid, cell, m.end() + x.start(), m.end() + x.end(), x.group(0).strip(), True, False))
    return out


_PART_LABEL = re.compile(rf"^[ \t]*(?:[-*+>][ \t]*)*(?:\#{{1,6}}[ \t]*)?{_BOLD}?[ \t]*(?:parte|part)[ \t]+(?P<p>[A-Za-z])"
                         rf"[ \t]*[.:\-–—]?[ \t]*(?:{_BOLD})?[ \t]*(?=[^\n]*\(1\))", re.I | re.M)


def _inline_markers(src: str, cell: int, patterns: list[tuple[str, re.Pattern[str], str | None]],
                    heads: list[Marker]) -> list[Marker]:
    """Bold ids after a sentence's end on a line that begins with another question's marker
    ("**D.1** top-p. **D.2** Aumentaria. **D.3** ..."): each starts the next question's answer."""
    out = []
    for qid, _, _ in patterns:
        parts = re.fullmatch(r"([A-Za-z]+)[.\-_](\d+)", qid)
        if not parts:
            continue
        ident = rf"{re.escape(parts.group(1))}[.\-_]{re.escape(parts.group(2))}"
        # (or plain and with its colon: "D.1: o top-p. D.2: aumentar")
        rx = re.compile(rf"(?<=[.!?;)\"'»”]) +(?:(?P<b>\*\*|__)[ \t]*{ident}(?![0-9]|[^\W\d_])[ \t]*[:.)\-–—]?[ \t]*"
                        rf"(?P=b)[ \t]*[:.\-–—]?|{ident}[ \t]*:)", re.I)
        for m in rx.finditer(src):
            line_start = src.rfind("\n", 0, m.start()) + 1
            if any(h.start == line_start or src[line_start:h.start].strip() == "" and h.start < m.start()
                   for h in heads if h.qid != qid and line_start <= h.start < m.start()):
                out.append(Marker(qid, cell, m.start() + 1, m.end(), m.group(0).strip(), True, False))
    return out


def find_markers(cells: list[Any], activity: ActivitySpec, skip: set[int] | None = None) -> list[Marker]:
    """Every line of a markdown cell (but those in ``skip``) that names a question, doubtful ones
    included (``strong`` False); :func:`resolve_markers` decides which of those count."""
    runs = {r.upper() for r in activity.runs}
    patterns = _patterns(activity)
    asked = {q.id: asked_text(q) for q in activity.questions}
    found: list[Marker] = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in (skip or ()):
            continue
        src = _source(cell)
        for mk in markers_in(src, i, patterns, runs):
            line = src[mk.start:mk.end]
            title = line[line.find(mk.label) + len(mk.label):]
            if mk.label.startswith("#") and title.strip() and heading_title_answers(title, asked.get(mk.qid, "")):
                mk = replace(mk, end=mk.end - len(title))  # "### T.5 — não" over its why: the answer starts there
            found.append(mk)
    return sorted(found, key=lambda mk: (mk.cell, mk.start))


# "## Parte A", "**Part B**", "Parte D:" alone on its line: a heading over a part's questions
# ("## Exercício 1 – Parte A (temperatura)": the course's exercise number, then the part)
_PART = re.compile(rf"^[ \t]*(?:\#{{1,6}}[ \t]*{_BOLD}?|{_BOLD}|(?=[^\W\d_]+[ \t]+[A-Za-z][ \t]*[:.\-–—]?[ \t]*$))[ \t]*"
                   r"(?:(?:exerc[ií]cio|pr[aá]tica|atividade|exercise)[ \t]*\d{0,2}[ \t]*[:.\-–—][ \t]*)?"
                   r"(?:parte|part|se[cç][aã]o|section|bloco)[ \t]+(?P<part>[A-Za-z])(?![\w.])", re.I | re.M)
# "1.", "2)", "(2)", "**1 →**" (an arrow), "1️⃣" (a keycap), "➊" (a circled number), "**Questão 3:**", "**questão 1 (T)**", "**Questão 4**" alone on its line, "a)", "(b)" (the part's first,
# second question)
_NUMBERED = re.compile(rf"^[ \t]*(?:>[ \t]*)*(?:[-*+][ \t]+(?:\[[ xX]\][ \t]+)?)?(?:\#{{1,6}}[ \t]*)?{_BOLD}?[ \t]*(?P<label>{_LABEL}\.?[ \t]*)?"
                       rf"(?:(?P<n>\d{{1,2}})[ºª°]?(?:[ \t]*\((?P<plabel>[A-Za-z])\))?[ \t]*{_BOLD}?[ \t]*(?:(?:[.):\-–—]|[→⇒▸►»⟶⟹➜➔➝➞➡↦⇨⟼]|->|=>)(?![\d])|\ufe0f?\u20e3|(?<=\*)[ \t]*$|(?<=_)[ \t]*$"
                       # "**Q1** Não." and "**Questão 2** ...": a bold label with its number, the answer after it
                       r"|(?(label)(?<=\*\*)(?=[ \t]+\S)|(?!))"
                       # "### Resposta 1", "Questão 3" alone on its line: a label and its number, nothing else (not
                       # "#### Exercício 4", the course's exercise)
                       r"|(?(label)(?P<alone>(?=[ \t]*$))|(?!)))"
                       rf"|\((?P<pn>\d{{1,2}})\)|\((?P<proman>ix|iv|v?i{{1,3}}|v|x)\)[ \t]*{_BOLD}?"
                       rf"|\(?(?-i:(?P<lroman>iii|ii|iv|ix|i|vi{{0,3}}|x))\)[ \t]*{_BOLD}?"  # "i)", "ii)": lower-case romans
                       rf"|\(?(?P<letter>[a-h])\)[ \t]*{_BOLD}?"
                       rf"|(?-i:(?P<roman>IX|IV|V?I{{1,3}}|V|X))[ \t]*{_BOLD}?[ \t]*[.)](?!\w)"
                       rf"|(?P<circ>[\u2460-\u2473\u2776-\u2793])[ \t]*{_BOLD}?[ \t]*[.):\-–—]?)[ \t]*{_BOLD}?", re.I | re.M)
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


_TITLE = re.compile(r"[ \t]*#(?!#)")  # "# Exercício 4 – ...": the notebook's title, not its fourth question


def _number(m: re.Match[str]) -> int:
    """The question's number a numbered line gives: 3 for "3." and for "c)"."""
    n = m.group("n") or m.group("pn")
    if m.group("circ"):  # "①", "❶", "➀", "➊": a circled number
        c = ord(m.group("circ"))
        return c - 0x2460 + 1 if c <= 0x2473 else (c - 0x2776) % 10 + 1
    if m.group("roman") or m.group("proman") or m.group("lroman"):  # "IV.", "(iv)" or "iv)"
        return _ROMAN[(m.group("roman") or m.group("proman") or m.group("lroman")).upper()]
    return int(n) if n else ord(m.group("letter").lower()) - ord("a") + 1


def part_markers(cells: list[Any], activity: ActivitySpec, markers: list[Marker], skip: set[int]) -> list[Marker]:
    """"1.", "2)", "**Questão 3:**" under a heading "Parte A" name A.1, A.2, A.3: read only for a
    part none of whose questions is named otherwise (a numbered list inside an answer stays a list),
    and only until a question is named or a new section begins. An activity of one part is under
    its heading everywhere ("**Q1)**" is C.1). Where no question is named at all, "Questão 4",
    "Q4)", "Question 4:" outside any part heading name the activity's fourth question."""
    qids = {q.id.upper(): q.id for q in activity.questions}
    letters = list(dict.fromkeys(q.id.split(".")[0].upper() for q in activity.questions))
    only = letters[0] if len(letters) == 1 else None  # the part every question of the activity is in
    in_order = [q.id for q in activity.questions]
    nothing_named = not any(mk.strong for mk in markers)
    named_parts = {mk.qid.split(".")[0].upper() for mk in markers if mk.strong}
    strong = {}
    for mk in markers:
        if mk.strong:
            strong.setdefault(mk.cell, []).append(mk.start)
    out: list[Marker] = []
    part = only
    # roman numerals number answers only where the notebook counts with them ("I." and "II."): a lone
    # "I." begins an English sentence
    romans = {m.group("roman") or m.group("lroman") for cell in cells if cell.get("cell_type") == "markdown"
              for m in _NUMBERED.finditer(_source(cell)) if m.group("roman") or m.group("lroman")}
    roman_list = {"I", "II"} <= romans or {"i", "ii"} <= romans
    # a one-part activity answered under sections of the student's own ("Parte A (template)", "Parte
    # B (self-consistency)" over T.1-T.5): the numbering goes on across them, in the questions' order
    foreign_base = foreign_top = 0
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown":
            continue
        src = _source(cell)
        events = [(m.start(), 0, m.group("part").upper()) for m in _PART.finditer(src)]
        events += [(pos, 1, None) for pos in strong.get(i, [])]
        events += [(m.start(), 1, None) for m in re.finditer(r"^[ \t]*#{1,2}(?!#)", src, re.M)
                   if not _PART.match(src, m.start())]
        part_lines = {m.start() for m in _PART.finditer(src)}
        # a part heading's own number ("Exercício 1 – Parte A") names no question
        events += [(m.start(), 2, m) for m in _NUMBERED.finditer(src)
                   if m.start() not in part_lines and not _TITLE.match(m.group(0))
                   and not (m.group("alone") is not None and re.match(r"exerc|item", m.group("label"), re.I))
                   and (not (m.group("roman") or m.group("lroman")) or roman_list)] \
            if i not in skip else []
        for _, kind, what in sorted(events, key=lambda e: (e[0], e[1])):
            if kind == 0 and only and what not in letters:
                foreign_base, foreign_top = foreign_base + foreign_top, 0
                part = f"+{what}"
            elif kind == 0:
                part = what
            elif kind == 1:
                part = only
            elif what.group("plabel") and what.group("n") and \
                    (qid := qids.get(f"{what.group('plabel').upper()}.{int(what.group('n'))}")) and \
                    qid.split(".")[0].upper() not in named_parts:
                # "**questão 1 (T)**": the number and its part, named together
                out.append(Marker(qid, i, what.start(), what.end(), src[what.start(): what.end()].strip(), True, False))
            elif part and part.startswith("+") and not named_parts:
                n = foreign_base + _number(what)
                foreign_top = max(foreign_top, _number(what))
                if 1 <= n <= len(in_order):
                    out.append(Marker(in_order[n - 1], i, what.start(), what.end(),
                                      src[what.start(): what.end()].strip(), True, False))
            elif part and part not in named_parts and (qid := qids.get(f"{part}.{_number(what)}")):
                out.append(Marker(qid, i, what.start(), what.end(), src[what.start(): what.end()].strip(), True, False))
            elif not part and nothing_named and what.group("label") and what.group("n") \
                    and 1 <= int(what.group("n")) <= len(in_order):
                n = int(what.group("n"))
                out.append(Marker(in_order[n - 1], i, what.start(), what.end(),
                                  src[what.start(): what.end()].strip(), True, False))
    if not out and nothing_named and len(letters) > 1:
        out = _whole_list(cells, in_order, skip)
    return out


def _whole_list(cells: list[Any], in_order: list[str], skip: set[int]) -> list[Marker]:
    """One list numbered 1..N, N the activity's questions, at one indentation in one cell, where no
    question is named and no part heading stands over it: the answers in the questions' order (a
    reading of the place: ``doubt`` "in_order")."""
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown" or i in skip:
            continue
        src = _source(cell)
        items = [m for m in _NUMBERED.finditer(src) if m.group("n") and not m.group("label")]
        indents = {len(m.group(0)) - len(m.group(0).lstrip(" \t")) for m in items}
        if [int(m.group("n")) for m in items] == list(range(1, len(in_order) + 1)) and len(indents) == 1:
            return [Marker(q, i, m.start(), m.end(), m.group(0).strip(), True, False, doubt="in_order")
                    for q, m in zip(in_order, items)]
    return []


_ORDINALS = {"primeira": 1, "primeiro": 1, "segunda": 2, "segundo": 2, "terceira": 3, "terceiro": 3, "quarta": 4,
             "quarto": 4, "quinta": 5, "quinto": 5, "sexta": 6, "sexto": 6, "sétima": 7, "sétimo": 7, "setima": 7,
             "setimo": 7, "oitava": 8, "oitavo": 8, "nona": 9, "nono": 9, "décima": 10, "décimo": 10, "decima": 10,
             "decimo": 10, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
             "eighth": 8, "ninth": 9, "tenth": 10}
# "Na primeira pergunta, ...", "Na segunda:", "Na parte B, na terceira pergunta:" at a line's or a
# sentence's start: a student answering in prose, in the questions' order
# ("Sobre a primeira pergunta (...):", "Quanto à segunda:", "As for the third question:" alike; a remark in
# parentheses may stand between the ordinal and its colon)
_ORDINAL = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=[.!?]\s\s))[ \t]*(?:(?:na|no|em|in the|on the|for the|sobre an?|sobre o|quanto [àa]o?|"
    r"a respeito d[ao]|about the|as for the|regarding the)\s+)?"
    r"(?:parte\s+(?P<part>[A-Za-z])\b[ \t]*[,:]?[ \t]*(?:(?:na|no|em|sobre an?|sobre o)\s+)?)?"
    rf"(?P<ord>{'|'.join(_ORDINALS)})(?:\s+(?:pergunta|quest[aã]o|question)(?:[ \t]*\([^()\n]{{1,200}}\))?"
    r"(?:[ \t]*[,:])?|(?:[ \t]*\([^()\n]{1,200}\))?[ \t]*[,:])", re.I | re.M)


# "Na parte D eu mexeria ...": a paragraph about a whole part, its questions answered together
_PART_PROSE_OPEN = r"(?:\A|\n[ \t]*\n)[ \t]*(?:na|no|em|in|for|on|para|sobre|about|quanto\s+[àa])\s+(?:a\s+|the\s+)?part[e]?\s+"


def _fold_in_place(text: str) -> str:
    """``text`` folded character by character (casefold, no accents), each character one: offsets stay."""
    return "".join((f := fold(c))[:1] or " " for c in text)


def _part_prose(activity: ActivitySpec) -> tuple[re.Pattern[str], dict[str, str]]:
    """A paragraph opening with a part's name: "Na parte B, ...", "Para a parte D: ...", and by the names the
    activity gives its parts ("Na parte da temperatura, ...", "In the top-p part" is not read: the name comes
    after "parte"). Returns the pattern and, by folded name, the part's letter."""
    names = {fold(n): letter.upper() for letter, ns in activity.parts.items() for n in ns}
    alts = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    named = rf"|(?:d[aoe]s?\s+|of\s+(?:the\s+)?|on\s+)?(?P<name>{alts})(?![\w-])" if alts else ""
    return re.compile(_PART_PROSE_OPEN + rf"(?:(?P<part>[A-Za-z])\b{named})[ \t]*[,:]?", re.I), names


def ordinal_markers(cells: list[Any], activity: ActivitySpec, markers: list[Marker], skip: set[int]) -> list[Marker]:
    """Where no question is named at all: "Na primeira pergunta, ...", "Na segunda: ...", "Na parte
    B, na primeira pergunta: ..." name the questions in order, in the part the text (or the last
    "Parte X" heading) is in; the first part before any. A paragraph that opens with "Na parte D"
    and names no question of it answers all of that part's questions."""
    if any(mk.strong for mk in markers):
        return []
    qids = {q.id.upper(): q.id for q in activity.questions}
    first = part = activity.questions[0].id.split(".")[0].upper() if activity.questions else ""
    prose, names_of = _part_prose(activity)
    out: list[Marker] = []
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown":
            continue
        src = _source(cell)
        events = [(m.start(), 0, m) for m in _PART.finditer(src)]
        events += [(m.start(), 0, None) for m in re.finditer(r"^[ \t]*#{1,2}(?!#)", src, re.M)
                   if not _PART.match(src, m.start())]  # "## Respostas": a new section, from the first part
        events += [(m.start(), 1, m) for m in _ORDINAL.finditer(src)] if i not in skip else []
        ordinals = [e[0] for e in events if e[1] == 1]
        for m in prose.finditer(_fold_in_place(src)) if i not in skip else []:
            stop = src.find("\n\n", m.end())
            stop = len(src) if stop < 0 else stop
            if any(m.start() <= pos < stop for pos in ordinals):
                continue  # "Na parte B, na primeira pergunta": the ordinal names the question
            letter = m.group("part") or names_of.get(m.group("name") or "", "")
            ids = [q.id for q in activity.questions if q.id.split(".")[0].upper() == letter.upper()]
            if ids:
                start = m.start() + len(m.group(0)) - len(m.group(0).lstrip())
                out.append(Marker(ids[0], i, start, m.end(), src[start:m.end()].strip(), True, False,
                                  shares=tuple(ids[1:])))
        found: list[tuple[str, Any]] = []  # (part, match) of each ordinal, in order
        for _, kind, m in sorted(events, key=lambda e: (e[0], e[1])):
            if kind == 0:
                part = m.group("part").upper() if m is not None else first
                found.append(("", None))  # a part named between two ordinals: they count within parts
                continue
            if m.group("part"):
                part = m.group("part").upper()
            found.append((part, m))
        numbers = [_ORDINALS[m.group("ord").lower()] for _, m in found if m is not None]
        whole = [(p, m) for p, m in found if m is not None]
        in_part = sum(q.id.split(".")[0].upper() == (whole[0][0] if whole else "") for q in activity.questions)
        if numbers == list(range(1, len(numbers) + 1)) and in_part < len(numbers) <= len(activity.questions) and \
                all(m is not None and not m.group("part") for _, m in found[found.index(whole[0]):]):
            # "Primeira: ... Nona: ..." with no part named: the questions numbered through the whole activity
            out += [Marker(q.id, i, m.start(), m.end(), m.group(0).strip(), True, False, doubt="in_order")
                    for q, (_, m) in zip(activity.questions, whole)]
            continue
        for p, m in whole:
            qid = qids.get(f"{p}.{_ORDINALS[m.group('ord').lower()]}")
            if qid is not None:
                out.append(Marker(qid, i, m.start(), m.end(), m.group(0).strip(), True, False))
    return out


def resolve_markers(markers: list[Marker], flow: list[str]) -> tuple[list[Marker], list[Marker]]:
    """The markers that count, and the run-like ones set aside. A run-like label (``A2:``)
    counts only when nothing else names that question and it does not sit inside an answer opened
    by a sure heading (``### A.1`` followed by ``A1: ...``, ``A2: ...`` excerpts); it is doubtful
    unless the notebook labels other questions the same dotless way (``D1:``). Set aside: such a
    label under another question's heading in free text (not in an answer or question cell), the
    question's last resort when nothing else answers it. ``flow``: per cell,
    "break" (code, section heading, the starter's own text), "owned" (an answer or question cell)
    or "text" (continues what is above)."""
    strong_q = {mk.qid for mk in markers if mk.strong}
    dotless_style = any(mk.strong and mk.dotless for mk in markers)
    # how the notebook writes its dotless headings ("D1:", "**D1:**"): a run's name written
    # otherwise below a heading in the same cell ("A1: **A1:** > ... **A2:** > ...") labels an excerpt
    heading_styles = {_style(mk.label) for mk in markers if mk.strong and mk.dotless}
    opened = -1  # the last cell a marker was kept in
    by_cell: dict[int, list[Marker]] = {}
    for mk in markers:
        by_cell.setdefault(mk.cell, []).append(mk)
    kept: list[Marker] = []
    aside: list[Marker] = []
    inside = False  # within the text under a sure heading or in an answer or question cell
    for i, kind in enumerate(flow):
        if kind == "break":
            inside = False
            continue
        if kind == "owned":
            inside = True
        for mk in by_cell.get(i, []):
            if mk.strong or mk.qid not in strong_q and _in_sequence(mk, by_cell.get(i, [])):
                kept.append(mk)
                inside = True
                opened = i
            elif mk.qid in strong_q:
                continue  # the question has a sure heading elsewhere: this is a run's name
            elif dotless_style and opened == i and _style(mk.label) not in heading_styles:
                aside.append(replace(mk, doubt="run_label"))
            elif not inside:
                kept.append(replace(mk, doubt="" if dotless_style else "run_label"))
                opened = i
            elif kind == "text":  # under another question's heading: a last resort, doubtful
                aside.append(replace(mk, doubt="run_label"))
    # one question named twice in a cell ("A2: ..." among A.1's excerpts, then "A2 - ..."): the label written as
    # the notebook writes its sure dotless headings ("D1 - ...") is the question's, the other a run's name
    delims = {_delim(mk.label) for mk in markers if mk.strong and mk.dotless}
    twice = {(mk.cell, mk.qid) for mk in kept if not mk.strong and sum(
        (o.cell, o.qid) == (mk.cell, mk.qid) for o in kept) > 1 and _delim(mk.label) in delims}
    drop = [mk for mk in kept if (mk.cell, mk.qid) in twice and not mk.strong and _delim(mk.label) not in delims]
    return [mk for mk in kept if mk not in drop], aside + [replace(mk, doubt="run_label") for mk in drop]


def _delim(label: str) -> str:
    """The punctuation a heading ends in ("A2 -": "-", "**D1:**": ":"), "" where none."""
    end = label.rstrip(" \t*_")[-1:]
    return end if end in ":.)-–—=" else ""


def _in_sequence(mk: Marker, cell_markers: list[Marker]) -> bool:
    """A run-like label between the sure headings of the questions before and after it, in one cell
    ("Questão B 1: ... b2) ... B-3: ..."): the question between them, whatever else "b2" names."""
    def key(qid: str) -> tuple[str, int] | None:
        m = re.fullmatch(r"([A-Za-z]+)[.\-_]?(\d+)", qid)
        return (m.group(1).upper(), int(m.group(2))) if m else None

    own = key(mk.qid)
    sure = sorted((m for m in cell_markers if m.strong), key=lambda m: m.start)
    before = [m for m in sure if m.start < mk.start]
    after = [m for m in sure if m.start > mk.start]
    if own is None or not before or not after:
        return False
    if any(not m.strong and m is not mk and before[-1].start < m.start < after[0].start
           and _style(m.label) == _style(mk.label) for m in cell_markers):
        # "A1) ...", "A2) ...", "A3) ..." under one heading: a list of the runs, not a question (a "- A2:" excerpt's
        # label written otherwise than the "**A2**" heading beside it is no such list)
        return False
    prev, nxt = key(before[-1].qid), key(after[0].qid)
    return prev == (own[0], own[1] - 1) and (nxt == (own[0], own[1] + 1) or nxt is not None and nxt[0] != own[0]
                                              and nxt[1] == 1)


def _style(label: str) -> tuple[bool, bool]:
    """How a heading is written: under '#', in bold or italics."""
    label = label.strip()
    return label.startswith("#"), label[:1] in "*_" or label[-1:] in "*_"


def _id_pattern(qid: str) -> re.Pattern[str]:
    """``qid`` named anywhere in a text: dotted ("A.2", "a-2") or after a label ("questão A2")."""
    parts = re.fullmatch(r"([A-Za-z]+)[.\-_]?(\d+)", qid)
    if not parts:
        return re.compile(rf"(?<![\w.]){re.escape(qid)}(?![0-9]|[.,][0-9]|[^\W\d_])", re.I)
    letter, number = map(re.escape, parts.groups())
    return re.compile(rf"(?:(?<![\w.]){letter}[.\-_]{number}|{_LABEL}\.?[ \t]+{letter}{number})"
                      rf"(?![0-9]|[.,][0-9]|[^\W\d_])", re.I)


_OLD_VERSION = re.compile(r"\b(?:antig[ao]s?|velh[ao]s?|rascunhos?|drafts?|old|obsolet\w*|descartad\w*|superad\w*|"
                          r"ignor[ea]\w*|n[ãa]o (?:considerar|vale|corrigir)|primeira vers[ãa]o|first (?:draft|version))\b",
                          re.I)
_FINAL_VERSION = re.compile(r"\b(?:vers[ãa]o (?:final|definitiva|corrigida|nova)|final version|respostas? (?:finais|final|"
                            r"definitivas?|corrigidas?)|(?:final|definitive|corrected|updated|revised) answers?)\b", re.I)


def answer_versions(cells: list[Any]) -> dict[int, str]:
    """Cell index -> "old" or "final" where the heading a cell lies under marks a version of the answers
    ("## Respostas (versão antiga — deixei aqui)", "## Respostas (versão final)")."""
    out: dict[int, str] = {}
    current = ""
    for i, cell in enumerate(cells):
        if cell.get("cell_type") == "markdown":
            heads = [ln for ln in _source(cell).splitlines() if re.match(r"^[ \t]{0,3}#{1,6}\s", ln)]
            if heads:
                last = heads[-1]
                current = "old" if _OLD_VERSION.search(last) else "final" if _FINAL_VERSION.search(last) else ""
        if current:
            out[i] = current
    return out


_OWN_FINAL = re.compile(r"^[\W_]*(?:\(?\s*)?(?:vers[ãa]o\s+)?(?:final|definitiv[ao]|corrigid[ao])\b", re.I)


def _own_mark(a: Any) -> str:
    """"old" or "final" where the answer's own label or first words mark its version ("C.2 (rascunho)", "C.3 —
    final: ..."); else ""."""
    head = a.text.lstrip()[:40]
    if _OLD_VERSION.match(head.lstrip("([*_ ")) or _OLD_VERSION.search(a.label or ""):
        return "old"
    return "final" if _OWN_FINAL.match(head) or _FINAL_VERSION.search(a.label or "") or \
        re.search(r"\b(?:final|definitiv[ao])\b", a.label or "", re.I) else ""


def final_unmarked(a: Any) -> Any:
    """The answer without the version mark it opens with ("final: não garante"); ``a`` itself where none."""
    if not _OWN_FINAL.match(a.text.lstrip()):
        return a
    return replace(a, text=_OWN_FINAL.sub("", a.text.lstrip(), 1).lstrip(" \t\n:)—–-"))


_DRAFT_LABEL = re.compile(r"(?:^|\n)[\W_]*(?:rascunho|draft|primeira (?:tentativa|vers[ãa]o)|first (?:try|draft))\b", re.I)
_FINAL_LABEL = re.compile(r"(?:^|\n|[.;]\s)[\W_]*(?:resposta final|vers[ãa]o (?:final|definitiva|corrigida)|final answer|"
                          r"final)\b[^\n:]{0,30}:[*_ ]*", re.I)


def past_draft(a: Any) -> Any:
    """The answer after its own final label where it holds a draft first ("*Rascunho:* ... *Resposta final (vale
    esta):* ..."): the draft is withdrawn by the student's word; ``a`` itself otherwise."""
    draft = _DRAFT_LABEL.search(a.text)
    if draft is None:
        return a
    final = next((m for m in _FINAL_LABEL.finditer(a.text, draft.end())), None)
    if final is None or not a.text[final.end():].strip():
        return a
    return replace(a, text=a.text[final.end():].strip())
