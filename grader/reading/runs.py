"""Runs found in whatever code generated them: the course's own notebook and students' variations.

The course helper (:mod:`grader.course`) attaches a structured record to each generation. Students
who follow the course book instead write their own ``generate_text(prompt, temperature=...,
top_p=...)`` wrapper, call ``model.generate`` or a ``pipeline("text-generation")`` directly, and
print several configurations one after another from loop cells under printed headers
(``TEMPERATURA = 0.2``, ``[Amostra 1]``): prompt and continuation printed together, no cell tags.

How the runs are found:

1. The notebook's code is read with :mod:`ast` and walked, cell after cell in notebook order, by a
   small abstract interpreter that never runs anything: it follows literal values (prompts,
   f-strings, lists of temperatures, ``range(N_SAMPLES)``), the student's own functions and loops
   over literal lists. Every call that generates (``X.generate(...)``, a ``pipeline`` object, the
   course helper's ``generate``) becomes an *event* with its prompt and decoding parameters
   (Hugging Face's defaults where the call leaves one unset), and every ``print`` becomes a piece
   of the cell's expected output: literal text, or a slot where a generated text goes.
2. That expected output is aligned with the cell's real output (ANSI codes stripped, rich's
   wrapping undone output by output): the literal pieces anchor it, so each slot receives exactly
   the text printed there, and the prompt printed in front of a continuation is cut off. Where the
   code cannot be followed (a loop over values computed at run time, a cell edited after it ran),
   printed headers split the output instead and the code only confirms what they say.
3. Each printed text is mapped to an activity run by its prompt and parameters. Runs with the same
   configuration (A2 and B3: T=0.7, top-p=0.9) are told apart by a header naming the run or by
   the parameter the loop varies (temperature: part A; top-p: part B). Headers are checked against
   the code: where they disagree or two runs fit alike, the text is not used and a readable reason
   is returned for the instructor. Nothing is guessed.

Pure: a notebook in, generations and reasons out; no model, no execution of student code.
"""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.records import HF_DEFAULT_TOP_K, DecodingParams, Generation
from ..core.textnorm import normalise_for_match
from ..specs.schema import ActivitySpec
from .candidates import without_special_tokens
from .content import _collapse, _ended_at_once, _names_shown_greedy, shown_elsewhere, shown_samples
from .declared import comment_runs, explorations, near_prompt, prompt_owner, unfollowed, unshown_runs
from .interp import _Interp
from .printed import _by_code, _by_headers, line_templates, _cell_text, _claims, _header_line, _labels, RunLabel, _Sample, _strip_prefix, _text
from .header_scope import _with_claims
from .shown_text import elided_copy
from .values import _NUMERIC, _TOL, MAX_SAMPLES_PER_RUN, SOURCE, U, _Bound, _Enc, _Gen, _Model, _parse, _Parts, _Unknown

__all__ = ["SOURCE", "MAX_SAMPLES_PER_RUN", "Placement", "find_runs"]

def _same(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b or (isinstance(a, bool) and isinstance(b, bool) and a == b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), abs_tol=_TOL)
    return a == b


def _known(v: Any) -> bool:
    return not isinstance(v, _Unknown) and not isinstance(v, (_Parts, _Gen, _Bound, _Enc))


def _fmt(v: Any) -> str:
    return f"{v:g}" if isinstance(v, float) else str(v)


def _describe(params: dict[str, Any]) -> str:
    if params.get("do_sample") is False:
        return "greedy decoding"
    bits = [f"T={_fmt(params['temperature'])}", f"top-p={_fmt(params['top_p'])}"]
    if params.get("top_k") is not None:
        bits.append(f"top-k={_fmt(params['top_k'])}")
    return ", ".join(bits)


def _run_desc(activity: ActivitySpec, rid: str) -> str:
    p = activity.params(rid)
    return f"{rid} {p.describe()}" if p.do_sample else f"{rid} greedy"


@dataclass
class _Resolved:
    sample: _Sample
    prompt: str | None = None
    text: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    labels: set[str] = field(default_factory=set)
    reason: str | None = None
    relevant: bool = False  # about this activity: shown to the instructor when not placed
    assumed: bool = False  # the parameters are the run's declared ones: nothing in the notebook states them
    beams: int = 1  # num_beams of the call: a beam search's text is the student's real output, verified otherwise
    alike: tuple[str, ...] = ()  # runs of one configuration it fits alike (A2 and B3: T=0.7, top-p=0.9)
    by_order: str | None = None  # the run the activity's order gives it among those
    off_params: bool = False  # the run its prompt names, generated with other parameters than the run's


class _Placer:
    def __init__(self, activity: ActivitySpec) -> None:
        self.activity = activity
        self.prompts = {rid: activity.prompt_for(rid) for rid in activity.runs if activity.prompt_for(rid)}
        self.varies: dict[str, set[str]] = {}
        self.commented: dict[int, set[str]] = {}  # cell -> the runs its code's comments name
        self.dtype: str | None = None  # the notebook's models' one stated dtype
        self.fixed_only = False  # the code generates from, and writes, the activity's own prompts only
        self.shown: set[tuple[str, Any]] = set()  # (run, (event, sample)) placed already
        for q in activity.questions:
            ids = list(dict.fromkeys(q.runs))
            if len(ids) < 2:
                continue
            for name in _NUMERIC:
                if len({getattr(activity.params(r), name) for r in ids}) == len(ids):
                    for r in ids:
                        self.varies.setdefault(r, set()).add(name)

    def where(self, s: _Sample) -> str:
        return f"cell {s.cell + 1}" + (f", {s.found['where']}" if s.found.get("where") else "") + (
            f", under {s.header!r}" if s.header else "")

    def resolve(self, s: _Sample) -> _Resolved:
        r = _Resolved(s)
        ev = s.event
        r.labels = _labels(s.scope, self.activity)
        if len(r.labels) > 1 and s.found.get("how") in ("labelled", "table"):  # its own label line, not the ones above
            r.labels = _labels(([ln for ln in s.scope.splitlines() if ln.strip()] or [""])[-1], self.activity) or r.labels
        if ev is not None and isinstance(ev.run, str) and ev.run in self.activity.runs:
            r.labels = {ev.run}
        # the prompt, and the continuation without it
        prompt = ev.prompt if ev is not None and isinstance(ev.prompt, str) else None
        printed = without_special_tokens(s.printed)
        if prompt is not None:
            rest = None if s.full is False else _strip_prefix(printed, prompt)
            if rest is None and s.full is True:
                r.prompt = prompt
                r.relevant = prompt in self.prompts.values() or isinstance(ev.run, str) and ev.run in self.activity.runs
                r.reason = (f"{self.where(s)}: the printed text does not begin with the prompt the code "
                            "generated from; not used")
                return r
            r.text = rest if rest is not None else printed
        else:
            for p in sorted(set(self.prompts.values()), key=len, reverse=True):
                rest = _strip_prefix(printed, p)
                if rest is not None:
                    prompt, r.text = p, rest
                    break
            else:
                r.text = printed
                if s.full is False and ev is None:  # a continuation shown alone (a table's row)
                    named = {self.prompts[x] for x in r.labels if x in self.prompts}
                    # the row's own prompt field ("prompt=What is 27 + 58?"): the longest prompt it shows
                    shown = max((p for p in self.prompts.values() if p.strip() and p in s.scope), key=len, default=None)
                    possible = named or ({shown} if shown else set(self.prompts.values()))
                    prompt = possible.pop() if len(possible) == 1 else None
        r.prompt = prompt
        # A free-prompt run (the student's own variation) is only known by the helper's run= argument.
        explicit = ev is not None and isinstance(ev.run, str) and ev.run in self.activity.runs
        free = [x for x in r.labels if self.activity.runs[x].free_prompt]
        if not explicit and len(free) == 1 and isinstance(prompt, str) and prompt.strip() and ev is not None and (
                prompt not in self.prompts.values() or r.labels == set(free) and self.fixed_only):
            # the student's own prompt printed under the free run's name ("[VARIATION] -> ..."), re-run from the
            # code's prompt (a fixed run's, unchanged, where the cell has no other: "### Variation" on FS's)
            explicit, r.labels = True, set(free)
        if not explicit and len(frees := [x for x in self.activity.runs if self.activity.runs[x].free_prompt]) == 1 \
                and ev is not None and isinstance(prompt, str) and prompt not in self.prompts.values() \
                and self._varies(prompt) and not (r.labels - set(self.prompts) - set(frees)):
            # the code's own prompt that ends with the fixed prompts' query ("Texto: ...\nSentimento:") and is
            # none of them: the student's variation, whatever name it is printed under ("few-shot com 4 demos")
            explicit, r.labels = True, set(frees)
        r.relevant = prompt in self.prompts.values() or prompt is not None and explicit
        if not explicit:
            r.labels = {x for x in r.labels if not self.activity.runs[x].free_prompt}
        frees = [x for x in self.activity.runs if self.activity.runs[x].free_prompt]
        close = [rid for rid, p in self.prompts.items() if prompt is not None and not r.relevant and
                 normalise_for_match(p).casefold() == normalise_for_match(prompt).casefold()]
        if close and ev is not None and len(frees) == 1 and all(
                normalise_for_match(self.prompts[rid]) != normalise_for_match(prompt) for rid in close):
            # a label's case changed ("Sentimento: negativo"): other tokens, so another prompt, the
            # student's own variation (spacing alone is how a prompt is retyped, not a variation)
            r.labels, r.relevant = {frees[0]}, True
        if not r.relevant:
            if (near := close[0] if close else near_prompt(self.prompts, prompt)) is not None:
                r.relevant = True
                r.reason = (f"{self.where(s)}: the prompt differs from run {near}'s "
                            f"{'only in spacing or case' if close else 'in its wording'} ({prompt!r}); not used")
            return r
        # the parameters: the code's, checked against (and completed by) the headers
        claims = s.claims
        if ev is not None:
            params = dict(ev.params)
            for name, value in claims.items():
                code = params.get(name)
                if not _known(code):
                    params[name] = value
                elif name == "do_sample" or name in _NUMERIC and params.get("do_sample") is not False or \
                        name == "top_k":  # greedy decoding ignores temperature and top-p
                    if name == "top_k":
                        code = HF_DEFAULT_TOP_K if code is None else code
                    if not _same(code, value):
                        r.reason = (f"{self.where(s)}: the header says {name}={_fmt(value)} but the code "
                                    f"generated with {name}={_fmt(code)}; not used")
                        return r
            if isinstance(ev.beams, int) and ev.beams > 1:
                r.beams = ev.beams
        else:
            params = self._from_headers(s, claims, r)
            if params is None:
                return r
        r.params = params
        if params.get("do_sample") is U:
            r.reason = (f"{self.where(s)}: the call does not set do_sample, so whether it sampled depends on "
                        "the model's defaults; not used")
            return r
        needed = _NUMERIC if params.get("do_sample") else ()
        for name in needed:
            if not _known(params.get(name)) or not isinstance(params.get(name), (int, float)):
                r.reason = (f"{self.where(s)}: the {name.replace('_', '-')} of this output could not be read from "
                            "the code or a printed header; not used")
                return r
        if params.get("do_sample") is False:
            params["top_k"] = None  # greedy decoding keeps one token whatever top-k says
        elif params.get("top_k") is U:  # **kwargs of unknown keys: generate's default (the permissive reading
            params["top_k"] = HF_DEFAULT_TOP_K  # drops it before any "inconsistent": never an accusation)
        elif not (params.get("top_k") is None or isinstance(params["top_k"], int)):
            r.reason = f"{self.where(s)}: the top-k of this output could not be read from the code; not used"
            return r
        return r

    def _from_headers(self, s: _Sample, claims: dict[str, Any], r: _Resolved) -> dict[str, Any] | None:
        """Parameters of a text split by headers: what the headers say, confirmed by the cell's code."""
        events = [e for e in s.cell_events if e.prompt is U or e.prompt == r.prompt]
        if events:
            fits = [e for e in events
                    if all(not _known(e.params.get(n)) or _same(e.params.get(n), v) for n, v in claims.items())]
            if not fits:
                codes = sorted({_describe(e.params) for e in events
                                if all(_known(e.params.get(n)) for n in _NUMERIC)})
                stated = ", ".join(f"{n}={_fmt(v)}" for n, v in claims.items()) or "no parameters"
                r.reason = (f"{self.where(s)}: the header says {stated} but the cell's code generates with "
                            f"{'; '.join(codes) or 'other parameters'}; not used")
                return None
            configs = []
            for e in fits:
                p = {n: (claims[n] if n in claims and not _known(e.params.get(n)) else e.params.get(n))
                     for n in ("do_sample", "temperature", "top_p", "top_k", "max_new_tokens")}
                if p not in configs:
                    configs.append(p)
            if len(configs) > 1 and len(r.labels) == 1:
                # a header naming one run ("A3" over a column): the call made with that run's parameters
                want = self.activity.params(next(iter(r.labels)))
                named = [c for c in configs if c.get("do_sample") == want.do_sample and (not want.do_sample or (
                    _same(c.get("temperature"), want.temperature) and _same(c.get("top_p"), want.top_p)))]
                configs = named if len(named) == 1 else configs
            if len(configs) > 1:
                r.reason = (f"{self.where(s)}: the header does not say which of the cell's generation calls "
                            "printed this text; not used")
                return None
            if isinstance(fits[0].beams, int) and fits[0].beams > 1:
                r.beams = fits[0].beams
            return configs[0]
        if not claims:
            only = self._named_by_prompt(r)
            if only is not None:
                # A sampler of the student's own (a loop over the model's forward): its prompt is
                # one run's alone, so the text is that run's, checked against the run's declared
                # parameters; they are assumed, so a text that fails them is reviewed, not accused.
                r.assumed = True
                want = self.activity.params(only)
                return {"do_sample": want.do_sample, "temperature": want.temperature, "top_p": want.top_p,
                        "top_k": want.top_k, "max_new_tokens": want.max_new_tokens}
            r.reason = f"{self.where(s)}: no code generates this text and no header states its parameters; not used"
            return None
        sampled = claims.get("do_sample", True if any(n in claims for n in _NUMERIC) else U)
        return {"do_sample": sampled, "temperature": claims.get("temperature", U if sampled else 1.0),
                "top_p": claims.get("top_p", U if sampled else 1.0), "top_k": claims.get("top_k"),
                "max_new_tokens": claims.get("max_new_tokens")}

    def _varies(self, prompt: str) -> bool:
        """Whether ``prompt`` ends with the query every fixed prompt of the activity ends with (its last two
        lines), so it asks the same thing another way."""
        fixed = [p for rid, p in self.prompts.items() if not self.activity.runs[rid].free_prompt and p.strip()]
        tails = {normalise_for_match(" ".join([ln for ln in p.strip().split("\n") if ln.strip()][-2:])) for p in fixed}
        if len(tails) != 1 or len(fixed) < 2:
            return False
        (tail,) = tails
        return len(tail.split()) >= 3 and normalise_for_match(prompt).endswith(tail)

    def _named_by_prompt(self, r: _Resolved) -> str | None:
        """The one run whose prompt the text starts with, no other run's prompt, no header naming another."""
        runs = [rid for rid, run in self.activity.runs.items()
                if not run.free_prompt and r.prompt is not None and self.prompts.get(rid) == r.prompt]
        return None if len(runs) != 1 or r.labels - set(runs) else runs[0]

    def candidates(self, r: _Resolved) -> list[str]:
        p = r.params
        out = []
        for rid, run in self.activity.runs.items():
            if run.free_prompt or self.prompts.get(rid) != r.prompt:
                continue
            want = self.activity.params(rid)
            if bool(p.get("do_sample")) != want.do_sample:
                continue
            if want.do_sample:
                if not (_same(p["temperature"], want.temperature) and _same(p["top_p"], want.top_p)):
                    continue
                used = p.get("top_k") if p.get("top_k") is not None else HF_DEFAULT_TOP_K
                if want.top_k is None:
                    # The run states T and top-p only; generate's top-k of 50 is a library default: off (0) or
                    # wider is the run (verified with the code's top-k), narrower another experiment unless the
                    # student's label names this run (their experiment, with a top-k of their choosing)
                    if used != 0 and used < HF_DEFAULT_TOP_K and rid not in r.labels:
                        continue
                elif used != want.top_k:
                    continue
            out.append(rid)
        return out

    def choose(self, r: _Resolved, varied: set[str]) -> str | None:
        s = r.sample
        if r.by_order is not None:
            return r.by_order
        free = [rid for rid in r.labels if self.activity.runs[rid].free_prompt]
        if len(r.labels) == 1 and free:
            if bool(r.params.get("do_sample")) != self.activity.params(free[0]).do_sample:
                r.reason = (f"{self.where(s)}: the header names {free[0]} ({_run_desc(self.activity, free[0])}) "
                            f"but the code generated with {_describe(r.params)}; not used")
                return None
            return free[0]
        cands = self.candidates(r)
        labelled = [c for c in cands if c in r.labels]
        if len(r.labels) == 1 and not labelled:
            (label,) = r.labels
            if not cands and self.prompts.get(label) == r.prompt and bool(r.params.get("do_sample")) == \
                    self.activity.params(label).do_sample:  # the header names it; sampled with no run's parameters
                r.off_params = True
                return label
            if label not in self.prompts or self.prompts[label] == r.prompt:
                fits = f"which is {', '.join(cands)}'s configuration" if cands else "which is no run's configuration"
                r.reason = (f"{self.where(s)}: the header names {label} ({_run_desc(self.activity, label)}) but the "
                            f"code generated with {_describe(r.params)}, {fits}; not used")
                return None
        if len(labelled) == 1:
            return labelled[0]
        if len(cands) == 1:
            return cands[0]
        if not cands:
            same_prompt = [rid for rid, p in self.prompts.items() if p == r.prompt]
            if (own := prompt_owner(self.activity, same_prompt, r.params)) is not None:
                r.off_params = True
                return own
            r.reason = (f"{self.where(s)}: generated with {_describe(r.params)}, the configuration of no run of "
                        f"this activity ({'; '.join(_run_desc(self.activity, x) for x in same_prompt)}); not used")
            return None
        by_loop = [c for c in cands if self.varies.get(c, set()) & varied]
        if len(by_loop) == 1:
            return by_loop[0]
        # a cell whose comments name one run ("# Execução A2") generated that run
        named = self.commented.get(s.cell, set())
        if len(named) == 1 and (pick := next(iter(named))) in cands:
            return pick
        r.alike = tuple(cands)
        r.reason = _alike_reason(r, self)
        return None

    def generation(self, rid: str, r: _Resolved, seed: int | None, sample_no: int) -> Generation:
        s = r.sample
        spec = self.activity.params(rid)
        top_k = r.params.get("top_k")
        mnt = r.params.get("max_new_tokens")
        used = r.params if r.off_params else {"temperature": spec.temperature, "top_p": spec.top_p}
        params = DecodingParams(
            do_sample=spec.do_sample, temperature=used["temperature"], top_p=used["top_p"],
            top_k=top_k if isinstance(top_k, int) and not isinstance(top_k, bool) and top_k >= 0 else None,
            max_new_tokens=mnt if isinstance(mnt, int) and not isinstance(mnt, bool) and mnt >= 1
            else spec.max_new_tokens)
        prompt = self.activity.prompt_for(rid) or (r.prompt or "")
        extra = {"placed_by": s.placed_by, "cell": s.cell + 1, "header": s.header, "sample": sample_no}
        if s.found:
            extra["found"] = dict(s.found)
        if s.event is not None:
            extra["call"] = s.event.kind
        if r.assumed:
            extra["params_from"] = "activity"
        if r.off_params:
            extra["params_differ"] = {"code": params.describe(), "run": spec.describe()}
        if s.cut:
            extra["cut"] = True
        if s.undone:
            extra["undone"] = s.undone
        if s.event is not None and s.event.processors:
            extra["processors"] = dict(s.event.processors)
        if r.beams > 1:
            extra["beams"] = r.beams
        if params.max_new_tokens != spec.max_new_tokens:
            extra["max_new_tokens_differs"] = {"code": params.max_new_tokens, "run": spec.max_new_tokens}
        dtype = (s.event.dtype if s.event is not None else None) or self.dtype
        if dtype:
            extra["dtype_from"] = "code"
        return Generation(run_id=rid, prompt=prompt, text=r.text, params=params, source=SOURCE,
                          cell_id=s.cell_id, printed=s.printed, seed=seed, extra=extra, dtype=dtype or "float32")


@dataclass(frozen=True)
class Placement:
    """What the notebook's own generation code printed: run id -> its samples, in notebook order;
    and, for the instructor, each printed output that could not be placed and why."""

    generations: dict[str, tuple[Generation, ...]]
    unplaced: tuple[str, ...] = ()
    unshown: tuple[str, ...] = ()  # runs the code generates whose output no reader found (declared.unshown_runs)


def find_runs(nb: Any, activity: ActivitySpec, *, skip_cells: set[int] | frozenset[int] = frozenset(),
              seed: int | None = None, verify: Any = None) -> Placement:
    """Generations printed by the notebook's own code, mapped to the activity's runs.

    ``skip_cells``: indices of cells already read another way (the course helper's records, cells
    tagged with a run): their code is still followed, their output is not placed again. Cells the
    code and the printed layout do not explain are then read by content (:mod:`.content`).
    ``verify`` (prompt, continuation, DecodingParams -> bool): the run's own check, when a model is
    at hand; a text it rejects is not placed and the reason says so."""
    cells = list(nb.get("cells", []) if isinstance(nb, dict) else getattr(nb, "cells", []))
    interp = _Interp()
    trees: dict[int, ast.Module] = {}
    for i, cell in enumerate(cells):
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            tree = _parse(_text(cell.get("source", "")))
            if tree is not None:
                trees[i] = tree
    interp.define_all(list(trees.values()))
    for i, tree in trees.items():
        interp.run_cell(i, tree)
    readable = set(trees)

    placer = _Placer(activity)
    # a text printed away from its call (a file read back, a list shown later): the notebook's one stated dtype
    stated = {e.dtype for e in interp.events} | {v.dtype for v in interp.globals.values() if isinstance(v, _Model)}
    placer.dtype = stated.pop() if len(stated) == 1 else None
    placer.fixed_only = all(e.prompt in placer.prompts.values() for e in interp.events) and not any(
        isinstance(v, str) and v not in placer.prompts.values() and placer._varies(v) for v in interp.globals.values())
    placer.commented = {i: comment_runs(_text(cells[i].get("source", "")), activity) for i in trees}
    prompts = list(placer.prompts.values())
    samples: list[_Sample] = []
    for i, cell in enumerate(cells):
        if i in skip_cells or not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        streams = ("stdout", "stderr") if i in interp.logged else ("stdout",)
        text, result = _cell_text(cell, streams)
        if not text.strip() and result is None:
            continue
        found = _by_code(i, cell, interp, text, result) if i in readable else None
        if found is None and i in readable and (plain := _cell_text(cell, streams, unwrap=False)[0]) != text:
            found = _by_code(i, cell, interp, plain, result)  # long lines of plain prints, not a console's wrapping
        if found is None:
            events = [e for e in interp.events if e.cell == i]
            own = [e.prompt for e in events if isinstance(e.prompt, str) and e.prompt.strip()]
            literal_lines = {ln.strip() for kind, v in interp.items.get(i, []) + interp.collapsed.get(i, []) if kind == "lit"
                             for ln in v.split("\n") if ln.strip()}
            found = _by_headers(i, cell, text, events, list(dict.fromkeys(prompts + own)), literal_lines,
                                line_templates(interp.items.get(i, [])) + line_templates(interp.collapsed.get(i, [])))
        samples.extend(_with_claims(found, activity))

    placed: dict[str, list[Generation]] = {}
    old_reasons, old_cells = _place([placer.resolve(s) for s in samples], placer, placed, seed, verify)
    # Whatever the code and the layout did not explain: the texts the cells show, found by content.
    by_content: list[_Sample] = []
    shown = set(old_cells)  # cells whose generations were read where they were shown
    for i, cell in enumerate(cells):
        if i in skip_cells or i in old_cells or not isinstance(cell, dict) or cell.get("cell_type") != "code" \
                or shown_elsewhere(i, interp.events, placer.shown):
            continue
        found = shown_samples(i, cell, trees.get(i), interp, shown, prompts, RunLabel(activity))
        shown |= {i, *(s.event.cell for s in found if s.event is not None)} if found else set()
        by_content.extend(_with_claims(found, activity))
    new_reasons, new_cells = _place([placer.resolve(s) for s in by_content], placer, placed, seed, verify)
    told = {cell for cell, _ in old_reasons}
    reasons = [r for cell, r in old_reasons if cell not in new_cells]
    reasons += [r for cell, r in new_reasons if cell in new_cells or cell not in told]
    for rid, gens in placed.items():
        if any("params_differ" not in g.extra for g in gens):  # the run done right: the others are explorations
            gens[:], told = explorations(gens, activity.params(rid), _run_desc(activity, rid))
            reasons += told
        # ("5 = 17.5, which is the an […] nal value." in a summary, the whole text below it): one text shown twice
        gens[:] = [g for g in gens if not any(h is not g and elided_copy(g.text, h.text) for h in gens)]
        gens.sort(key=lambda g: g.extra.get("cell", 0))  # notebook order, whichever way each was found
        gens[:] = [replace(g, extra={**g.extra, "sample": n}) for n, g in enumerate(gens, 1)]
        most = max(MAX_SAMPLES_PER_RUN, 2 * (activity.runs[rid].samples or 0))  # as many as evidence.collect grades
        if len(gens) > most:
            reasons.append(f"run {rid}: {len(gens)} printed outputs found; only the first {most} are graded")
            del gens[most:]
    reasons += unfollowed(activity, interp.events, placed)
    return Placement({rid: tuple(g) for rid, g in placed.items() if g}, tuple(_collapse(reasons)),
                     tuple(unshown_runs(activity, interp.events, placed)))


def _site(r: _Resolved) -> Any:
    return r.sample.event.site if r.sample.event is not None else (r.sample.cell, r.sample.placed_by)


def _place(resolved: list[_Resolved], placer: _Placer, placed: dict[str, list[Generation]], seed: int | None,
           verify: Any) -> tuple[list[tuple[int, str]], set[int]]:
    """Each resolved sample given its run (into ``placed``); the reasons of those that could not
    be, with their cells, and the cells something was placed from. ``verify`` (prompt, text,
    params -> bool), when given, must accept a text before it is placed (without one, the
    grader's provenance check flags a text that is not the run's)."""
    # the parameters each loop varies: samples of one call site that differ in it
    by_site: dict[Any, list[_Resolved]] = {}
    for r in resolved:
        if r.reason is None and r.params:
            by_site.setdefault(_site(r), []).append(r)
    varied_at: dict[Any, set[str]] = {}
    for site, group in by_site.items():
        varied_at[site] = {n for n in _NUMERIC
                           if len({round(float(g.params[n]), 6) for g in group
                                   if isinstance(g.params.get(n), (int, float))}) > 1}
    reasons: list[tuple[int, str]] = []
    cells: set[int] = set()
    _place_each(resolved, placer, placed, seed, verify, varied_at, reasons, cells)
    # Runs of one configuration (A2 and B3 are both T=0.7, top-p=0.9) shown as many times as there
    # are such runs and nothing else given to them: in notebook order, they are those runs in the
    # activity's order ("[T=0.7, p=0.9]", then "[T=0.7, p=0.9 (de novo)]" for part B). Either way
    # each is a genuine run of that configuration; the order only names them.
    groups: dict[tuple[str, ...], list[_Resolved]] = {}
    for r in resolved:
        if r.alike and r.relevant:
            groups.setdefault(r.alike, []).append(r)
    for alike, group in groups.items():
        if any(placed.get(rid) for rid in alike):
            continue
        if len(group) == 1:
            # shown once (one cell of a grid of T by top-p): that configuration's output, which each of
            # those runs asks for; each is given it
            for rid in alike:
                group[0].by_order, group[0].reason = rid, None
                _place_each(group, placer, placed, seed, verify, varied_at, reasons, cells, by_order=True)
            reasons[:] = [x for x in reasons if x[1] != _alike_reason(group[0], placer)]
            continue
        if len(group) != len(alike):
            continue
        group.sort(key=lambda r: r.sample.cell)  # stable: within a cell, printed order
        for r, rid in zip(group, alike):
            r.by_order, r.reason = rid, None
            reasons[:] = [x for x in reasons if x[1] != _alike_reason(r, placer)]
        _place_each(group, placer, placed, seed, verify, varied_at, reasons, cells, by_order=True)
    return reasons, cells


def _alike_reason(r: _Resolved, placer: _Placer) -> str:
    return (f"{placer.where(r.sample)}: generated with {_describe(r.params)}, which fits runs {' and '.join(r.alike)} "
            "alike, and nothing in the notebook says which (a header naming the run, a comment naming it in the "
            "cell's code, or a loop over the parameter the run varies); not used")


def _place_each(resolved: list[_Resolved], placer: _Placer, placed: dict[str, list[Generation]], seed: int | None,
                verify: Any, varied_at: dict[Any, set[str]], reasons: list[tuple[int, str]], cells: set[int],
                *, by_order: bool = False) -> None:
    activity = placer.activity
    for r in resolved:
        seen = (r.sample.event.index, r.sample.k) if r.sample.event is not None else None
        if r.reason is None and r.relevant and r.params:
            rid = placer.choose(r, varied_at.get(_site(r), set()))
            if rid is not None and (rid, seen) in placer.shown:
                continue  # a generation shown again (the list printed whole, then its first items) is placed once
            if rid is not None:
                if not r.text.strip() and (not _ended_at_once(r) or _names_shown_greedy(r, activity.runs[rid],
                                                                                         placed.get(rid, ()))):
                    r.reason = f"{placer.where(r.sample)}: the printed output of run {rid} is empty; not used"
                else:
                    gens = placed.setdefault(rid, [])
                    spec = activity.runs[rid]
                    gen = placer.generation(rid, r, seed, len(gens) + 1)
                    if verify is not None and not verify(gen.prompt, gen.text, gen.params):
                        r.reason = (f"{placer.where(r.sample)}: this text is not what run {rid} "
                                    f"({_run_desc(activity, rid)}) can generate from its prompt; not used")
                        reasons.append((r.sample.cell, r.reason))
                        continue
                    if r.sample.placed_by == "content":
                        gen = replace(gen, extra={**gen.extra, "checked_when_read": verify is not None})
                    if by_order:
                        gen = replace(gen, extra={**gen.extra, "named_by_order": list(r.alike)})
                    cells.add(r.sample.cell)
                    placer.shown.update([(rid, seen)] if seen else [])
                    if not spec.do_sample and any(normalise_for_match(g.text) == normalise_for_match(r.text)
                                                  for g in gens):
                        continue  # greedy decoding repeats itself: one copy is the run's output
                    gens.append(gen)
                    continue
        if r.reason is not None and r.relevant:
            reasons.append((r.sample.cell, r.reason))
