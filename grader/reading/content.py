"""Samples found by content: the candidate texts of a cell (:mod:`.candidates`) that are
generated text, each tied to the cell's generation call where the code says which.

A candidate is generated text when it continues a prompt (the activity's, or one the cell's code
generates from), or, printed alone (a list of continuations, ``return_full_text=False``), when
the cell's code generates exactly as many texts as the cell shows. The code is used only to tell
apart what the text cannot: when the cell's generated candidates and its generation calls agree
in number and prompts, the k-th text is the k-th call's (the order a loop ran); otherwise the
headers printed before each text state its parameters, checked against the cell's calls
(:class:`.runs._Placer`). Whether a text really is the run's (an exact re-run for greedy
decoding, kept-set membership for sampling) is the verifier's to say, when one is given.
"""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from typing import Any, Callable

from ..core.textnorm import normalise_for_match
from .candidates import Candidate, cell_candidates, lossy_outputs, without_special_tokens
from .printed import _claims, _Sample, _strip_prefix, _text
from .values import _Event, _Func, _Gen

_LIT_NAMES = {"stream": "printed output", "stderr": "log output (standard error)", "text/plain": "displayed value",
              "text/html": "HTML display",
              "text/markdown": "markdown display", "application/json": "JSON display"}


def _rest(text: str, prompts: list[str]) -> tuple[str, str] | None:
    """(prompt, continuation) for the longest prompt ``text`` starts with."""
    for p in sorted(prompts, key=len, reverse=True):
        rest = _strip_prefix(text, p)
        if rest is not None:
            return p, rest
    return None


def _line_shape(before: str) -> str:
    """The line a text is printed on, up to the text, its numbers and spacing aside: "amostra #: "."""
    line = before.rsplit("\n", 1)[-1]
    return " ".join(re.sub(r"\d+", "#", line).split())


def describe(c: Candidate) -> str:
    # a table read from a printed literal of records (literal_rows) is string literals too
    what = "a string literal" if c.how == "literal" or (c.how == "table" and c.mime not in ("text/html", "text/markdown")) \
        else "a table's row" if c.how == "table" else "text"
    return f"{what} in the {_LIT_NAMES.get(c.mime, c.mime)} (output {c.output + 1})"


_PANDAS_COLWIDTH = 50


def _hashable_params(e: _Event) -> bool:
    try:
        hash((e.prompt, tuple(sorted(e.params.items()))))
    except TypeError:
        return False
    return True


_KEY = re.compile(r"\((\s*-?\d+(?:\.\d+)?\s*(?:,\s*-?\d+(?:\.\d+)?\s*)+)\)\s*$")


def _keyed(rows: list[Candidate], events: list[_Event]) -> list[Candidate] | None:
    """Rows of a dict keyed by tuples of its runs' parameters, put in the order of the calls they name: each
    row to the first call left whose sampling parameters hold its key's numbers (calls with equal parameters
    in the rows' order); None unless every row finds one and the keys tell some calls apart."""
    if not rows or all(c.ordered for c in rows) or len({c.output for c in rows}) != 1 \
            or len(rows) != len(events) or any(e.n != 1 for e in events):
        return None
    values = [[v for k in ("temperature", "top_p", "top_k") if isinstance(v := e.params.get(k), (int, float))
               and not isinstance(v, bool)] for e in events]
    left = list(range(len(events)))
    order: list[tuple[int, Candidate]] = []
    told_apart = False
    for c in rows:
        m = _KEY.search(c.before.rstrip("\n").rsplit("\n", 1)[-1])
        if m is None:
            return None
        key = [float(x) for x in m.group(1).split(",")]
        fits = [k for k in left if _holds(values[k], key)]
        if not fits:
            return None
        told_apart |= len(fits) < len(left)
        left.remove(fits[0])
        order.append((fits[0], c))
    return [replace(c, ordered=True) for _, c in sorted(order, key=lambda kc: kc[0])] if told_apart else None


def _holds(values: list[float], key: list[float]) -> bool:
    """Whether a call's parameter values hold every number of a key (each once)."""
    rest = list(values)
    for x in key:
        hit = next((v for v in rest if abs(v - x) < 1e-9), None)
        if hit is None:
            return False
        rest.remove(hit)
    return True


def _named_only(before: str, labelled: Callable[[str], bool] | None) -> bool:
    """Whether the line before a literal is only a run's name (and a separator): "0-shot  =>", "[FS]:"."""
    line = before.rsplit("\n", 1)[-1]
    name = re.sub(r"^[\s\[(*]+|[\s\])*]*(?:=>|->|→|:|\||=)?\s*$", "", line)
    named = getattr(labelled, "named", None)
    return bool(name) and named is not None and named(name)


def _contradicts(before: str, event: _Event, labelled: Callable[[str], bool] | None = None) -> bool:
    """Whether the line a text was printed on states a temperature or top-p its call did not use, or names a run
    whose parameters are not the call's."""
    line = before.rstrip("\n").rsplit("\n", 1)[-1]
    stated = _claims(line)
    named = getattr(labelled, "contradicts", None)
    if named is not None and named(line, event.params):
        return True
    return any(isinstance(event.params.get(k), (int, float)) and isinstance(v, (int, float)) and
               abs(event.params[k] - v) > 1e-9 for k, v in stated.items() if k in ("temperature", "top_p"))


def content_samples(i: int, cell: Any, events: list[_Event], prompts: list[str],
                    forms: dict[int, set[bool | None]] | None = None,
                    labelled: Callable[[str], bool] | None = None) -> list[_Sample]:
    """The generated texts cell ``i`` shows, as samples for :class:`.runs._Placer`. ``forms``: for
    each event, whether the code's texts of it include the prompt (a text shown without its prompt
    where the code only ever has it with the prompt is not that call's). ``labelled``: whether a
    table row's other cells name a run or state its parameters; such a row's text is taken without
    its prompt (a table of continuations), the placer then reads the row as it reads a header."""
    own = [e.prompt for e in events if isinstance(e.prompt, str) and e.prompt.strip()]
    known = list(dict.fromkeys([p for p in prompts if p.strip()] + own))
    if not known:
        return []
    every: list[tuple[Candidate, bool, bool]] = []  # (candidate, prompt included, the prompt alone)
    seen: dict[str, int] = {}  # text -> the output it was first shown in
    rows_seen: set[tuple[str, str]] = set()
    blanks: list[Candidate] = []
    row_texts: set[str] = set()
    named_rows: set[int] = set()  # literals beside a run's name alone
    candidates = cell_candidates(i, cell, known, labelled)
    # a table whose rows are as many as the samples the cell's code generates (a DataFrame of the
    # ten self-consistency samples, its index and labels beside them): each row one sample, in order
    rows = [c for c in candidates if c.how == "table"]
    if (keyed := _keyed(rows, events)) is not None:
        # a dict keyed by its runs' parameters ({(0.2, 0.9): '...'}), printed sorted: each row its key's run
        at = iter(keyed)
        candidates = [next(at) if c.how == "table" else c for c in candidates]
        rows = keyed
    # (one table among several: the samples' table and a table of their counts, each its own display)
    by_output: dict[int, list[Candidate]] = {}
    for c in rows:
        by_output.setdefault(c.output, []).append(c)
    want = sum(e.n for e in events)
    if len(rows) > want and len({c.output for c in rows}) == 1:
        # two tables of one display showing a text twice under its name (difflib's "zero-shot × few-shot", then
        # "few-shot × sem aspas"): one text, where the rest then fit the code's generations
        once = [c for n, c in enumerate(rows) if not c.before.strip() or not any(
            d.before == c.before and d.text == c.text for d in rows[:n])]
        if len(once) == want:
            kept = {id(c) for c in once}
            candidates = [c for c in candidates if c.how != "table" or id(c) in kept]
            rows = once
    sites: dict[Any, list[_Event]] = {}
    everyone, aside = list(events), []  # (texts under a run's label beside a loop's table: placed by their label)
    for e in events:
        sites.setdefault(e.site, []).append(e)
    loops = [g for g in sites.values() if sum(e.n for e in g) == len(rows)]
    if rows and len(rows) != want and len(loops) == 1 and len({c.output for c in rows}) == 1 and len(sites) > 1:
        # a table of as many rows as one loop's samples (the ten self-consistency samples, the templates'
        # texts shown apart): the rows are that loop's
        events, want, aside = loops[0], len(rows), [c for c in candidates if c.how == "labelled"]
    fitting = [group for group in by_output.values() if len(group) == want]
    if len(fitting) == 1 and len(by_output) > 1:
        candidates = [c for c in candidates if c.how != "table" or c in fitting[0]]
        rows = fitting[0]
    # samples of one call configuration are interchangeable: a table that reorders them (value_counts()
    # sorts by count) still holds one per sample
    alike = len({(e.prompt, tuple(sorted(e.params.items()))) if _hashable_params(e) else id(e) for e in events}) == 1
    counted = bool(events) and len(rows) == sum(e.n for e in events) and len({c.output for c in rows}) == 1 \
        and (alike or all(c.ordered for c in rows))
    own_events = any(e.cell == i for e in events)
    for c in candidates:
        if c.how == "table" and not own_events and _written(c.text, cell):
            continue  # a table of the student's own words (a DataFrame of comments typed in the code): no output
        split = _rest(c.text, known)
        alone = split is not None and not split[1].strip()
        row = (c.how == "table" and split is None and (counted or labelled is not None and labelled(c.before))
               or c.how == "labelled" and split is None
               # "0-shot  => ' \"Este filme'" where no call the grader follows made it (a decoding loop of the
               # student's own): a literal beside nothing but a run's name
               or c.how == "literal" and not events and split is None and _named_only(c.before, labelled))
        if row and c.how == "literal":
            named_rows.add(id(c))
        if split is None and not row and c.how == "literal" and events and not c.text.strip():
            blanks.append(c)  # an empty literal: an empty run only where it stands as one of the texts
            continue
        if split is None and not row and (c.how != "literal" or not events):
            continue
        key = ("\0" + normalise_for_match(c.text)) if alone else normalise_for_match(split[1] if split else c.text)
        if c.how in ("table", "labelled"):  # two rows may show one text (a run's output reused for another)
            if not (counted and c.how == "table") and (key in seen or (c.before, key) in rows_seen):
                continue  # (rows counted as the code's samples are each a sample: two may be equal)
            rows_seen.add((c.before, key))
            row_texts.add(key)
        elif seen.get(key, c.output) != c.output or key in row_texts:
            continue  # the same text shown twice (the list, then each element; a table, then its rows)
        else:  # in one output, equal texts are equal samples (self-consistency's NEGATIVO twice)
            seen.setdefault(key, c.output)
        every.append((c, split is not None, alone))
    if counted:  # the table is the cell's texts; the same texts read again from its plain version are not
        every = [item for item in every if item[0].how == "table"]
    slots = [(e, k) for e in events for k in range(e.n)]

    def pairs(items: list[tuple[Candidate, bool]]) -> bool:
        # never by the order of a dict's rows (pprint sorts its keys): those are named by their keys, unless
        # every slot is a sample of one configuration; nor where a text's own label states other parameters
        # than its call's (a list sorted before printing: its labels name the runs)
        return len(slots) == len(items) and (alike or all(c.ordered for c, _ in items)) and all(
            (not full or not isinstance(e.prompt, str) or _strip_prefix(c.text, e.prompt) is not None)
            and not _contradicts(c.before, e, labelled) for (c, full), (e, _) in zip(items, slots))

    # the prompt alone is a list of prompts or a header that repeats it, unless the code generates
    # exactly the texts shown, that one included: a generation that ended at once (an empty continuation)
    picked = [(c, full) for c, full, _ in every]
    paired = any(alone for *_, alone in every) and pairs(picked)
    if not paired:
        # a row whose key or label names its run ({'P1': 'What is 27 + 58?'}) keeps its empty output
        picked = [(c, full) for c, full, alone in every
                  if not alone or (c.how in ("table", "labelled") and labelled is not None and labelled(c.before))]
        paired = pairs(picked)
    if not paired and len(picked) > len(slots):
        # more texts than the code generates, the samples in lines of one shape ("amostra  3: '...'") and
        # the rest in other lines ("voto: NEGATIVO | modas: ['NEGATIVO']"): the lines of the samples' shape
        shapes: dict[str, list[tuple[Candidate, bool]]] = {}
        for c, full in picked:
            shapes.setdefault(_line_shape(c.before), []).append((c, full))
        fits = [group for group in shapes.values() if pairs(group)]
        if len(fits) == 1:
            picked, paired = fits[0], True
    if not paired and blanks and len(picked) + len(blanks) == len(slots):
        # "P1\t'What is 27 + 58?'\t0\t''" then "P2\t'...'\t158\t'6 = 85.01 ...'": with the empty literals the
        # texts are as many as the code generates, in its order: an empty one is a run that ended at once
        order = {id(c): n for n, c in enumerate(candidates)}
        with_blanks = sorted(picked + [(c, False) for c in blanks], key=lambda item: order[id(item[0])])
        if pairs(with_blanks):
            picked, paired = with_blanks, True
    if not paired and len(picked) > len(slots):
        # texts side by side on one line (a numpy array printed: ['zero-shot' 'few-shot' ...] then the outputs'
        # array): each line a group, and of the groups that fit the code's generations, the one whose texts the
        # code does not write itself
        fits = [group for group in _rows(picked) if pairs(group)
                and not all(_written(c.text, cell) for c, _ in group)]
        if len(fits) == 1:
            picked, paired = fits[0], True
    if not picked:
        return []
    if not paired:  # continuations alone are generated text only where the code or a table row says so
        picked = [(c, full) for c, full in picked if full or c.how in ("table", "labelled") or id(c) in named_rows]
    lossy = lossy_outputs(cell)
    widths = _cut_widths([c for c, _ in picked])
    out = []
    for n, (c, full) in enumerate(picked):
        ev, k = slots[n] if paired else (None, 0)
        if ev is not None and not full and (forms or {}).get(ev.index) == {True}:
            full = True  # the code's text begins with the prompt and this one does not: the placer says so
        # a table cell pandas cut at its column width (display.max_colwidth, 50 by default) ends in "...": the
        # text's beginning, its last word maybe cut short
        cut = c.how == "table" and c.text.endswith("...") and (
            _PANDAS_COLWIDTH - 3 <= len(c.text) <= _PANDAS_COLWIDTH  # (the cell's spaces trimmed by its display)
            or len(c.text) in widths.get(c.output, ()))  # (max_colwidth=14: every cut cell of the column as long)
        # a table cell cut for width with "…" (a grid of reprs cut at 16 characters): its beginning
        cut_here = c.how == "table" and c.text.endswith("…") and not cut
        out.append(_Sample(i, c.cell_id, c.text[:-3] if cut else c.text[:-1] if cut_here else c.text, c.before,
                           "content", ev, k, full, list(events), cut=cut or cut_here,
                           found={"how": c.how, "mime": c.mime, "output": c.output + 1, "where": describe(c),
                                  "by_order": paired,
                                  **({"lossy": True} if any(a < c.start + len(c.text) and c.start < b
                                                            for a, b in lossy.get(c.output, ())) else {})}))
    out += [_Sample(i, c.cell_id, c.text, c.before, "content", None, 0, False, everyone,
                    found={"how": c.how, "mime": c.mime, "output": c.output + 1, "where": describe(c), "by_order": False})
            for c in aside if paired and c.text.strip()]
    return out


def _cut_widths(rows: list[Candidate]) -> dict[int, set[int]]:
    """For each output, the lengths at which a table cut its cells (pandas' ``max_colwidth``): the length that
    two cells ending in "..." at least share (give or take the space the display trims before a text)."""
    out: dict[int, set[int]] = {}
    for output in {c.output for c in rows}:
        cut = [len(c.text) for c in rows if c.output == output and c.how == "table" and c.text.endswith("...")]
        top = max(cut, default=0)
        if sum(top - 1 <= n <= top for n in cut) >= 2:
            out[output] = {top - 1, top}
    return out


def _rows(items: list[tuple[Candidate, bool]]) -> list[list[tuple[Candidate, bool]]]:
    """The literals of each output line: a candidate printed after a line break begins a new one."""
    rows: list[list[tuple[Candidate, bool]]] = []
    for c, full in items:
        if c.how != "literal":
            return []
        if not rows or "\n" in c.before or rows[-1][-1][0].output != c.output:
            rows.append([])
        rows[-1].append((c, full))
    return rows


def _written(text: str, cell: Any) -> bool:
    """Whether the cell's code writes ``text`` itself, as a string literal."""
    src = cell.get("source", "")
    src = "".join(src) if isinstance(src, list) else src
    return any(f"{q}{text}{q}" in src for q in ('"', "'"))


def _names_shown_greedy(r: Any, spec: Any, shown: Any) -> bool:
    """An empty block read by content under the label of a greedy run shown already ("ZS   P(NEGATIVO)=84.1%
    prompt=44 tokens"): a line of other numbers, not a second output (greedy decoding gives the one it gave)."""
    return r.sample.placed_by == "content" and not spec.do_sample and any(g.text.strip() for g in shown)


def _ended_at_once(r: Any) -> bool:
    """An empty continuation that is the model's own (its first token was end-of-text), not one lost in
    printing: an empty field of a record the code kept for the run ({"saida": ""}, a DataFrame's empty cell), the
    empty literal the code's ``repr`` printed,
    nothing between the run's printed label and the next run's;
    an empty slot the code's own printing puts right after a header it printed (``print(prompt +
    gera(prompt))``, a file of ``### P1 | ...`` headers read back); printed prompt + continuation
    where only the prompt came out."""
    how = r.sample.found.get("how")
    if r.text == "" and (how in ("table", "labelled") or r.sample.placed_by == "code" and r.sample.scope.strip()
                         or how == "literal" and r.sample.found.get("by_order")):
        return True
    if r.text == "" and r.sample.placed_by == "code" and r.sample.empty_literal:
        return True
    printed = without_special_tokens(r.sample.printed)
    return (isinstance(r.prompt, str) and bool(r.prompt.strip()) and (r.sample.full is not False or r.assumed)
            and bool(printed.strip()) and (rest := _strip_prefix(printed, r.prompt)) is not None and not rest.strip())


def shown_elsewhere(i: int, events: list[_Event], placed: set[tuple[str, Any]]) -> bool:
    """Whether every generation cell ``i`` makes was read where the code printed it in another cell
    (``print(repr(df.loc["P1", "saida"]))`` below ``print(df)``): the cell's own display adds nothing to read."""
    mine = [e for e in events if e.cell == i]
    seen = {s for _, s in placed if s}
    return bool(mine) and all((e.index, k) in seen for e in mine for k in range(e.n))


def shown_samples(i: int, cell: Any, tree: ast.AST | None, interp: Any, shown: set[int], prompts: list[str],
                  labelled: Callable[[str], bool]) -> list[_Sample]:
    """:func:`content_samples` of a cell with the generations its code makes; where it makes none and its texts
    name no run, with the generations its code names (unless they were read in ``shown``, where they were made)."""
    events = [e for e in interp.events if e.cell == i]
    items = interp.items.get(i)
    if items and all(kind == "lit" for kind, _ in items) and \
            all(o.get("output_type") == "stream" for o in cell.get("outputs") or []) and \
            " ".join("".join(v for _, v in items).split()) == " ".join("".join(
                _text(o.get("text", "")) for o in cell.get("outputs") or [] if o.get("name") == "stdout").split()):
        return []  # the cell printed exactly the code's own words ("A1 T=0.2 top_p=0.9"): no generated text
    found = content_samples(i, cell, events, prompts, interp.forms, labelled)
    if events or tree is None:
        return found
    named = [e for e in named_events(tree, interp.globals, interp.events) if e.cell not in shown]
    # (texts read by their labels alone, where the code names more generations: those read with the code)
    by_name = content_samples(i, cell, named, prompts, interp.forms, labelled) if named else []
    if len(by_name) > len(found):
        return by_name
    # texts under their runs' names that the code's order does not place ("A1 ┃ A3" by a helper of res[e]): the
    # generations it names are the ones a header chooses from
    # (a header that states parameters is read as it says, with no call to choose from)
    return [replace(s, cell_events=named) if s.event is None and not s.cell_events and not _claims(s.scope) else s
            for s in found]


def named_events(tree: ast.AST, names_of: dict[str, Any], events: list[_Event]) -> list[_Event]:
    """The generations a cell that generates nothing shows by name (``Template(...).render(ruim=ruim,
    amostras=amostras)`` of texts an earlier cell made), in the order its code names them."""
    names = sorted(((n.lineno, n.col_offset, n.id) for n in ast.walk(tree)
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)), key=lambda t: t[:2])
    seen: dict[int, None] = {}

    def collect(v: Any, depth: int = 0) -> None:
        if depth > 3:
            return
        if isinstance(v, _Gen):
            seen.setdefault(v.ev, None)
        elif isinstance(v, (list, tuple)):
            for x in v[:_MAX_NAMED]:
                collect(x, depth + 1)
        elif isinstance(v, dict):
            for x in list(v.values())[:_MAX_NAMED]:
                collect(x, depth + 1)

    for *_, name in names:
        value = names_of.get(name)
        if isinstance(value, _Func):  # lado_a_lado("A1", "A3"): a helper of the notebook's that shows res[e]
            for inner in sorted(((n.lineno, n.col_offset, n.id) for n in ast.walk(value.node)
                                 if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)), key=lambda t: t[:2]):
                collect(names_of.get(inner[2]))
        collect(value)
    return [events[k] for k in seen if 0 <= k < len(events)]


_MAX_NAMED = 200  # texts of one named value followed


def _collapse(reasons: list[str]) -> list[str]:
    """One line per distinct reason ("... (2 outputs)"), in order."""
    counts: dict[str, int] = {}
    for reason in reasons:
        counts[reason] = counts.get(reason, 0) + 1
    return [r if n == 1 else f"{r} ({n} outputs)" for r, n in counts.items()]
