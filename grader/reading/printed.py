"""A code cell's printed output, aligned with what the interpreter says it prints; printed headers;
the samples a cell printed (by code, or split at headers when the code cannot be followed)."""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from typing import Any

from ..core.textnorm import fold
from ..specs.schema import ActivitySpec
from .cell_output import _cell_text, _is_rich_display, _looks_wrapped, _text  # noqa: F401 - re-exported
from .interp import _Interp
from .spelled import lower_escapes, spelled_text
from .values import _Event, _Gen


# -- aligning the expected output with the printed one ----------------------------------------------

@dataclass
class _Slot:
    kind: str  # "gen", "wild", "disp", "ws", "prefix" (a log line's unknown start: no line break in it)
    value: Any = None
    scope: str = ""  # for a gen: the literal text printed since the previous generation


def _find_literal(core: str, text: str, start: int, line_start: bool) -> re.Match[str] | None:
    pattern = r"\s+".join(re.escape(t) for t in core.split())
    if line_start:
        pattern = r"(?:^|(?<=\n))[ \t]*" + pattern
    return re.compile(pattern).search(text, start)


def _strip_prefix(text: str, prefix: str) -> str | None:
    """``text`` after ``prefix``, whitespace runs compared loosely (rich may re-wrap a long
    prompt); None when ``text`` does not start with it."""
    if text.startswith(prefix):
        return text[len(prefix):]
    tokens = prefix.split()
    if not tokens:
        return text
    m = re.match(r"\s*" + r"\s+".join(re.escape(t) for t in tokens), text)
    if m is None:
        return None
    rest = text[m.end():]
    tail = prefix[len(prefix.rstrip()):]
    return rest[len(tail):] if tail and rest.startswith(tail) else rest


def _line_starts(text: str, prefix: str) -> list[int]:
    if not prefix.strip():
        return []
    pattern = r"(?:^|(?<=\n))" + r"\s+".join(re.escape(t) for t in prefix.split())
    return [m.start() for m in re.finditer(pattern, text)]


def _cut(region: str, head: str, tail: str) -> str:
    """``region`` without the whitespace the code printed around the slot(s) in it."""
    if head and region.startswith(head):
        region = region[len(head):]
    else:
        i = 0
        while i < len(head) and i < len(region) and region[i] in " \t\n":
            i += 1
        region = region[i:]
    if tail and region.endswith(tail):
        region = region[: len(region) - len(tail)]
    else:
        i = 0
        while i < len(tail) and i < len(region) and region[len(region) - 1 - i] in " \t\n":
            i += 1
        region = region[: len(region) - i] if i else region
    return region


class _AlignError(Exception):
    pass


_Aligned = dict[tuple[int, int], tuple[str, str, _Gen]]  # (event, sample) -> (text, header scope, slot)


def _align(items: list[tuple[str, Any]], text: str, events: list[_Event]) -> _Aligned:
    """Each generation slot's printed text: {(event, sample): (text, header scope, slot)}.

    Raises _AlignError when the printed output does not follow the code (edited after it ran,
    interrupted, printed by something the code does not show)."""
    merged: list[tuple[str, Any, str]] = []
    scope = ""
    for kind, value in items:
        if kind in ("repr", "result"):
            continue
        if kind == "lit":
            scope += value
            if merged and merged[-1][0] == "lit":
                merged[-1] = ("lit", merged[-1][1] + value, "")
            else:
                merged.append(("lit", value, ""))
        else:
            merged.append((kind, value, scope if kind == "gen" else ""))
            if kind == "gen":
                scope = ""
    out: _Aligned = {}
    pos, head, pending = 0, "", []  # type: ignore[var-annotated]
    first = True
    for kind, value, slot_scope in merged:
        if kind != "lit":
            pending.append(_Slot(kind, value, slot_scope))
            first = False
            continue
        core = value.strip()
        if not core:
            if pending:
                pending.append(_Slot("ws", value))
            else:
                head += value
            continue
        lead = value[: len(value) - len(value.lstrip())]
        trail = value[len(value.rstrip()):]
        start = pos + (len(head) + 1 if any(s.kind == "gen" for s in pending) else 0)
        if pending and pending[-1].kind == "gen" and any(st[0] in ("repr", "json") for st in pending[-1].value.shown) and \
                (closed := _REPR_AT.match(text, pos + len(head) if text.startswith(head, pos) else pos)):
            start = max(start, closed.end())  # a repr's ", " inside its quotes is no separator
        m = _find_literal(core, text, start, line_start="\n" in lead or first)
        if m is None and start > pos + len(head) and text.startswith(head, pos):
            # the generation printed nothing ("<<<" + s + ">>>" of an empty s): the literal right after it
            m = _find_literal(core, text, pos + len(head), line_start="\n" in lead or first)
        if m is None:
            raise _AlignError(f"the printed output lacks {core[:60]!r}")
        if pending:
            _fill(pending, text[pos:m.start()], head, lead, events, out)
        pos, head, pending, first = m.end(), trail, [], False
    if pending:
        _fill(pending, text[pos:], head, "", events, out)
    return out


_REPR_AT = re.compile(r"""[ \t]*(b?'(?:[^'\\\n]|\\.)*'|b?"(?:[^"\\\n]|\\.)*")""")


def _fill(pending: list[_Slot], region: str, head: str, lead: str, events: list[_Event], out: _Aligned) -> None:
    slots = [s for s in pending if s.kind != "ws"]
    first = next(i for i, s in enumerate(pending) if s.kind != "ws")
    last = max(i for i, s in enumerate(pending) if s.kind != "ws")
    head += "".join(s.value for s in pending[:first])
    tail = "".join(s.value for s in pending[last + 1:]) + lead
    body = _cut(region, head, tail)
    # display(...) of anything but printed text is not in the text read here
    slots = [s for s in slots if s.kind != "disp"]
    gens = [s for s in slots if s.kind == "gen"]
    if not gens:
        return
    kinds = [s.kind for s in slots]
    if kinds == ["gen"]:
        if ("repr", "item") in gens[0].value.shown and not re.fullmatch(_REPR_AT.pattern + r"[ \t]*", body):
            raise _AlignError("a list's item is not one string literal")  # more items printed than generated
        _put(out, gens[0], body)
        return
    if kinds == ["gen", "prefix"]:
        # a logged text, then the next log line's prefix ("INFO | lab | "): the prefix is the region's last line
        cut = body.rfind("\n")
        if cut < 0:
            raise _AlignError("a log line's prefix on the line of the text before it")
        _put(out, gens[0], body[:cut])
        return
    if "wild" in kinds and len(gens) == 1 and kinds[0] == "gen" and \
            {("repr",), ("repr", "bytes"), ("json",)} & set(gens[0].value.shown):
        # f"{s!r:<34} {rotulo(s)!r}": a repr ends where its literal closes, whatever the code prints after it
        m = _REPR_AT.match(body)
        if m is None:
            raise _AlignError("a repr printed next to text the code does not show")
        _put(out, gens[0], m.group(1))
        return
    if kinds[0] == "gen" and len(gens) == 1 and "wild" in kinds and _one_line(gens[0].value) and \
            pending[first + 1].kind == "ws" and "\n" in pending[first + 1].value and "\n" in body:
        # print(s.replace("\n", " / ")), then print(dict(c)): a text shown on one line ends at that line's end
        _put(out, gens[0], body[:body.index("\n")])
        return
    if kinds[0] == "gen" and len(gens) == 1 and "wild" in kinds and _one_line(gens[0].value) and \
            (width := _padded_to(gens[0].value)) and pending[first + 1].kind == "ws" and \
            "\n" not in (sep := pending[first + 1].value) and body[width:].startswith(sep) and "\n" not in body[:width]:
        # f"{i:>2}  {shorten(s, 22):<24}  {rotulo(s)}": a one-line text padded to its column, then the code's
        # separator and a value it computes: the text's column ends at the width (a longer text would push the
        # separator further: not read so)
        _put(out, gens[0], body[:width])
        return
    if "wild" in kinds:
        # Unknown text before one generation: the generation starts where its prompt does.
        if kinds[-1] != "gen" or len(gens) > 1:
            raise _AlignError("a generation printed next to text the code does not show")
        prompt = _full_prompt(gens[0].value, events)
        starts = _line_starts(body, prompt) if prompt else []
        if len(starts) != 1:
            raise _AlignError("a generation printed next to text the code does not show")
        _put(out, gens[0], body[starts[0]:])
        return
    if kinds == ["gen"] * len(gens) and all({("repr",), ("json",)} & set(g.value.shown) for g in gens[:-1]):
        # print(repr(a)); print(); print(b): each literal ends where it closes, then the whitespace the code prints
        idx = [i for i, s in enumerate(pending) if s.kind == "gen"]
        at, cuts = 0, []
        for j, g in enumerate(gens[:-1]):
            m = _REPR_AT.match(body, at)
            between = "".join(s.value for s in pending[idx[j] + 1: idx[j + 1]] if s.kind == "ws")
            if m is None or not body.startswith(between, m.end()):
                raise _AlignError("outputs printed back to back")
            cuts.append((g, m.group(1)))
            at = m.end() + len(between)
        for g, seg in cuts + [(gens[-1], body[at:])]:
            _put(out, g, seg)
        return
    # Several generations back to back: each begins with its prompt.
    prompts = [_full_prompt(g.value, events) for g in gens]
    if any(p is None for p in prompts):
        raise _AlignError("outputs printed back to back")
    starts = sorted({s for p in set(prompts) for s in _line_starts(body, p)})  # type: ignore[arg-type]
    if len(starts) != len(gens) or starts[0] != 0:
        raise _AlignError("outputs printed back to back")
    # the whitespace printed between two consecutive generations (print's end)
    idx = [i for i, s in enumerate(pending) if s.kind == "gen"]
    for j, g in enumerate(gens):
        end = starts[j + 1] if j + 1 < len(gens) else len(body)
        seg = body[starts[j]:end]
        if j + 1 < len(gens):
            between = "".join(s.value for s in pending[idx[j] + 1: idx[j + 1]] if s.kind == "ws")
            seg = _cut(seg, "", between)
        _put(out, g, seg)


def _padded_to(gen: _Gen) -> int:
    """The width the code pads the shown text to (``f"{s:<24}"``, its last step), 0 where it does not."""
    last = gen.shown[-1] if gen.shown else ()
    return int(last[1]) if len(last) == 2 and last[0] == "pad" and str(last[1]).isdigit() else 0


def _one_line(gen: _Gen) -> bool:
    """Whether the code shows the text on one line (its line breaks replaced, escaped or quoted), so that
    the line it is printed on ends where it does."""
    flat = False
    for step in gen.shown:
        if step[0] in ("repr", "json", "escape", "shorten") or \
                step[0] == "replace" and step[1] == "\n" and "\n" not in step[2]:
            flat = True
        elif step[0] not in ("pad", "item", "indent") and not (step[0] == "replace" and "\n" not in step[2]):
            flat = False  # (textwrap.fill breaks it into lines again)
    return flat


def _full_prompt(gen: _Gen, events: list[_Event]) -> str | None:
    """The prompt a printed generation starts with, when the code says it is printed with it."""
    ev = events[gen.ev]
    if gen.full is True and isinstance(ev.prompt, str) and ev.prompt.strip():
        return ev.prompt
    return None


def _put(out: _Aligned, slot: _Slot, text: str) -> None:
    key = (slot.value.ev, slot.value.k)
    if key not in out:
        out[key] = (text, slot.scope, slot.value)


# -- printed headers -------------------------------------------------------------------------------

_NUM = r"(\d+(?:[.,]\d+)?|[.,]\d+)"
_SEP = r"\s*(?:[=:]|->|=>)?\s*"
_HEADER = [
    ("top_p", re.compile(r"(?<![\w])(?:top[\s_-]?p|nucleus(?:[\s_-]?p)?)" + _SEP + _NUM)),
    ("top_k", re.compile(r"(?<![\w])top[\s_-]?k" + _SEP + r"(\d+)")),
    ("temperature", re.compile(r"(?<![\w])(?:temperatura|temperature|temp|tau|τ)" + _SEP + _NUM)),
    ("temperature", re.compile(r"(?<![\w.])t\s*[=:]\s*" + _NUM)),
    ("top_p", re.compile(r"(?<![\w.-])p\s*[=:]\s*" + _NUM)),
    ("max_new_tokens", re.compile(r"(?<![\w])max[\s_-]?new[\s_-]?tokens" + _SEP + r"(\d+)")),
    # "(seed 2811, até 40 tokens)", "up to 80 tokens", "no máximo 40 tokens": the same limit in words
    ("max_new_tokens", re.compile(r"(?<![\w])(?:ate|up to|at most|max(?:imo)?|no maximo)\s+(\d+)\s+(?:novos\s+)?tokens(?![\w])")),
    ("do_sample", re.compile(r"(?<![\w])do[\s_-]?sample" + _SEP + r"(true|false)")),
]
_GREEDY = re.compile(r"(?<![\w])(greedy|guloso|gulosa|deterministico)(?![\w])")
_SAMPLE_MARK = re.compile(r"(?<![\w])(?:amostra|sample|exemplo|tentativa|geracao|saida|output)\s*#?\s*\d+")
_SEPARATOR = re.compile(r"^[\W_]{3,}$")


def _claims(text: str) -> dict[str, Any]:
    """Decoding parameters a printed header states (the last value of each wins)."""
    found: dict[str, tuple[int, Any]] = {}
    for line in text.split("\n"):
        f = fold(line)
        for name, rx in _HEADER:
            for m in rx.finditer(f):
                raw = m.group(1)
                if name == "do_sample":
                    value: Any = raw == "true"
                elif name in ("top_k", "max_new_tokens"):
                    value = int(raw)
                else:
                    try:
                        value = float(raw.replace(",", "."))
                    except ValueError:
                        continue
                found[name] = (len(found), value)
        if _GREEDY.search(f):
            found["do_sample"] = (len(found), False)
    return {k: v for k, (_, v) in found.items()}


def _labels(text: str, activity: ActivitySpec) -> set[str]:
    """Runs a header names, by id ("A2") or alias ("passo a passo")."""
    f = fold(text)
    found = set()
    for rid, run in activity.runs.items():
        names = [rid.lower(), *(fold(a) for a in run.aliases)]
        # ("passo a passo" as the name of the function that makes the run, shown as its call: "passo_a_passo()"; a
        # variable's name, "--- few_shot" over a diff of prompts, names a prompt, not a run's text)
        if any(re.search(rf"(?<![\w.]){re.escape(n)}(?![\w])", f) or " " in n and
               re.search(rf"(?<![\w.]){'_'.join(map(re.escape, n.split()))}\(", f) for n in names if n):
            found.add(rid)
    return found


class RunLabel:
    """Whether an output's line names a run or states its parameters (a label over a text); ``one_text``:
    whether it names one run that has one text (not a self-consistency run's several samples)."""

    def __init__(self, activity: ActivitySpec) -> None:
        self.activity = activity

    def __call__(self, line: str) -> bool:
        return bool(_labels(line, self.activity) or _claims(line))

    def named(self, name: str) -> bool:
        """Whether ``name`` is, whole, one run's id or alias."""
        f = " ".join(fold(name).replace("_", " ").split())
        return any(f in (rid.lower(), *(" ".join(fold(a).split()) for a in run.aliases))
                   for rid, run in self.activity.runs.items())

    def contradicts(self, line: str, params: dict[str, Any]) -> bool:
        """Whether ``line`` names one run whose temperature or top-p is not the one ``params`` sampled with
        (a column headed "A3" is not the call made with A2's parameters)."""
        named = _labels(line, self.activity)
        if len(named) != 1 or params.get("do_sample") is not True:
            return False
        want = self.activity.params(next(iter(named)))
        return want.do_sample and any(isinstance(params.get(k), (int, float)) and abs(params[k] - getattr(want, k)) > 1e-9
                                      for k in ("temperature", "top_p"))

    def one_text(self, line: str) -> bool:
        named = _labels(line, self.activity)
        return len(named) == 1 and not self.activity.runs[next(iter(named))].samples


def _header_line(scope: str) -> str:
    """The header a text was printed under, for messages: the last line that states parameters,
    else the last line that says something."""
    lines = [ln.strip() for ln in scope.split("\n") if ln.strip() and not _SEPARATOR.match(ln.strip())]
    for line in reversed(lines):
        if _claims(line):
            return line[:80]
    return lines[-1][:80] if lines else ""


# -- samples: printed texts with where they came from -------------------------------------------------

@dataclass
class _Sample:
    cell: int
    cell_id: str | None
    printed: str  # as printed (prompt included when it was printed)
    scope: str  # the headers printed before it
    placed_by: str  # "code" (aligned with the code), "headers" or "content" (:mod:`.content`)
    event: _Event | None = None
    k: int = 0
    full: bool | None = None
    cell_events: list[_Event] = field(default_factory=list)
    header: str = ""  # the header it was printed under (the last one stating parameters, in its cell)
    claims: dict[str, Any] = field(default_factory=dict)  # what the headers printed so far in its cell state
    found: dict[str, Any] = field(default_factory=dict)  # placed by content: how and where it was read
    cut: bool = False  # the code printed only the text's beginning
    undone: str = ""  # the code's own ``.replace`` calls it was read back through (a reading, not the bytes)
    empty_literal: bool = False  # the code printed the text as a literal, and it was '': exactly empty


_LITERALS = {"repr": "repr()", "json": "json.dumps()", "tokens": "batch_decode()"}  # step -> how it is named


def _literal(text: str, json_text: bool = False) -> Any:
    """The value a printed Python (or JSON) literal holds; None where it does not parse."""
    try:
        return json.loads(text.strip()) if json_text else ast.literal_eval(text.strip())
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None


def _undo(text: str, shown: tuple[tuple[str, ...], ...]) -> tuple[str, str, bool]:
    """The text before the code presented it, last step first: a ``repr`` read back as the literal it
    is (exact), a width's padding dropped (exact after a literal's closing quote), a ``.replace(old, new)``
    reversed (a newline printed as ``\\n`` a newline again: a reading, since the text may have held
    ``new`` itself; a deletion cannot be undone). Returns the text, where a step was a reading which
    steps (empty: exact), and whether only its beginning was shown (``textwrap.shorten``'s placeholder)."""
    lossy = []
    cut = False  # textwrap.shorten's placeholder: the text's beginning only
    padded = False
    for n, step in reversed(list(enumerate(shown))):
        if step[0] == "pad":
            padded = text != text.rstrip(" ")
            text = text.rstrip(" ")
            if padded:
                lossy.append("ljust()")  # the text's own trailing spaces, if any, went with the padding
        elif step[0] == "indent":  # textwrap.indent(texto, "    "): one prefix off each line that is not blank
            lines = text.split("\n")
            bare = step[1].rstrip()  # a blank line indented too (a predicate), its trailing spaces trimmed
            if all(ln.startswith(step[1]) or not ln.strip() or ln.rstrip() == bare for ln in lines):
                text = "\n".join(ln[len(step[1]):] if ln.startswith(step[1]) else "" if ln.rstrip() == bare else ln
                                 for ln in lines)
            else:
                lossy.append("textwrap.indent()")
        elif step[0] == "empty":  # "<vazio>" where the text was empty: the placeholder read back as the empty text
            if text.strip() == step[1].strip():
                text = ""
                if step[2] != "exact":
                    lossy.append("strip()")  # the text may have been spaces or line breaks
        elif step[0] == "escape":  # text.encode("unicode_escape"): the escapes read back as what they stand for
            try:
                text = text.encode("ascii").decode("unicode_escape")
            except (UnicodeError, ValueError):
                lossy.append('encode("unicode_escape")')
        elif step[0] == "shorten":  # textwrap.shorten: spacing collapsed, and the placeholder where it cut
            if step[1].strip() and text.rstrip().endswith(step[1].strip()):
                text = text.rstrip()[:-len(step[1].strip())].rstrip()
                cut = True  # only the text's beginning was shown
            lossy.append("textwrap.shorten()")
        elif step[0] == "case":  # text.upper(): the letters' case is the display's; a repr's escapes read back
            if any(st[0] in _LITERALS for st in shown[:n]):
                text = lower_escapes(text)
            lossy.append(f".{step[1]}()")
        elif step[0] == "fill":  # textwrap.fill re-wraps the text's whitespace: the words stay, the breaks do not
            lossy.append("textwrap.fill()")
        elif step[0] in _LITERALS:  # a literal the code printed, read back exactly; a literal cut open stays
            value = _literal(text, json_text=step[0] == "json")
            if step[0] == "tokens" and step[1:] == ("names",):  # ['Ġ=', 'Ġ', '1', 'Ċ']: the names decoded
                value = spelled_text(value) if isinstance(value, list) else None
            elif step[0] == "tokens":  # ['\n', 'Now', ',', ' add', ...]: the pieces joined
                value = "".join(value) if isinstance(value, list) and all(isinstance(x, str) for x in value) else None
            if step[1:] == ("bytes",) and isinstance(value, bytes):  # b'...': the UTF-8 it spells
                try:
                    value = value.decode("utf-8")
                except UnicodeDecodeError:
                    value = None
            if isinstance(value, str):
                text = value
                if padded and step[0] == "repr":
                    lossy.remove("ljust()")  # the padding stood after the literal's closing quote: exact
            else:
                lossy.append(_LITERALS[step[0]])
        else:
            old, new = step[1], step[2]
            if new:
                text = text.replace(new, old)
                if new != new.rstrip() and new.strip() and text.endswith(new.rstrip()):
                    text = text[: len(text) - len(new.rstrip())] + old  # (the line's trailing spaces not kept)
            lossy.append(f".replace({old!r}, {new!r})")
        padded = padded and step[0] == "pad"
    return text, "".join(reversed(lossy)), cut


def _by_code(i: int, cell: Any, interp: _Interp, text: str, result: str | None) -> list[_Sample] | None:
    items = interp.items.get(i, [])
    if interp.uncertain.get(i) or not any(k in ("gen", "repr") for k, _ in items):
        return None
    try:
        aligned = _align(items, text, interp.events)
    except _AlignError:
        return None
    samples = []
    for (ev, k), (printed, scope, gen) in aligned.items():
        text, lossy, shortened = _undo(printed, gen.shown)
        cut = gen.cut or shortened
        # (print(repr(saida)) wrote '': the code's own literal of an empty text, exact)
        samples.append(_Sample(i, cell.get("id"), text, scope, "code", interp.events[ev], k, gen.full, cut=cut,
                               undone=lossy, empty_literal=not text and not lossy and
                               any(st[0] in _LITERALS for st in gen.shown)))
    repr_items = [v for kind, v in items if kind == "repr"]
    if repr_items and result is not None:
        try:
            value = ast.literal_eval(result)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            value = None
        if isinstance(value, str) and (repr_items[0].ev, repr_items[0].k) not in aligned:
            g = repr_items[0]
            scope = "".join(v for kind, v in items if kind == "lit")
            samples.append(_Sample(i, cell.get("id"), value, scope, "code", interp.events[g.ev], g.k, g.full))
    return samples


_WILD_LINE = 60  # the most a value of its own can fill in a printed banner line ("=== saidas/A2.txt ===")


def line_templates(items: list[tuple[str, Any]]) -> list[re.Pattern[str]]:
    """The lines a cell's ``print`` calls write around values the code cannot know (a file name,
    a counter): ``print("=" * 10, arq, "=" * 10)`` gives ``========== (.*) ==========``. Only lines
    that begin and end with literal text and hold no generated text: such a line is the student's
    banner, never model output."""
    lines: list[list[tuple[str, Any]]] = [[]]
    for kind, value in items:
        if kind == "lit":
            parts = str(value).split("\n")
            for n, part in enumerate(parts):
                if n:
                    lines.append([])
                if part:
                    lines[-1].append(("lit", part))
        else:
            lines[-1].append((kind, value))
    out = []
    for line in lines:
        if not any(k == "wild" for k, _ in line) or any(k not in ("lit", "wild") for k, _ in line):
            continue
        if line[0][0] != "lit" or line[-1][0] != "lit" or not line[0][1].strip() or not line[-1][1].strip():
            continue
        if sum(len(v.strip()) for k, v in line if k == "lit") < 3:
            continue
        body = "".join(re.escape(v) if k == "lit" else f".{{0,{_WILD_LINE}}}?" for k, v in line)
        out.append(re.compile(body.strip()))
    return out


def _by_headers(i: int, cell: Any, text: str, events: list[_Event], prompts: list[str],
                literal_lines: set[str], templates: list[re.Pattern[str]] = ()) -> list[_Sample]:
    """Fallback: split the printed output at header lines; a sample is a block that starts with
    a known prompt. Used when the code cannot be followed."""
    samples: list[_Sample] = []
    lines = text.split("\n")
    scope: list[str] = []
    block: list[str] = []

    def flush() -> None:
        body = "\n".join(block).strip("\n")
        block.clear()
        if not body.strip():
            return
        # Text that is not a generation (an explanation, a progress line) states nothing here.
        if any(_strip_prefix(body, p) is not None for p in prompts):
            samples.append(_Sample(i, cell.get("id"), body, "\n".join(scope), "headers", None, 0, True, events))
            scope.clear()

    for line in lines:
        s = line.strip()
        header = bool(s) and len(s) <= 160 and not any(_strip_prefix(s, p) is not None for p in prompts) and (
            bool(_SEPARATOR.match(s)) or s in literal_lines or any(t.fullmatch(s) for t in templates) or bool(_claims(s)) or
            bool(_SAMPLE_MARK.search(fold(s))))
        if header:
            flush()
            scope.append(s)
        else:
            block.append(line)
    flush()
    return samples


# -- from samples to runs ---------------------------------------------------------------------------
