"""Runs read from the kernel hook's records (:mod:`grader.running.kernel_hook`): which cell made which
generation calls, with which prompt and parameters, and what each returned.

When the grader executed the notebook, each code cell that called ``generate`` (directly, through
a pipeline or a function of the student's) ends with one :data:`~grader.core.records.HOOK_MIME` output
listing its calls. They are claims like any printed text (the student's code ran in that kernel
and could have displayed a forged one), so they only say *which call* a text came from; whether
the text is the run's is still the run's own check (an exact re-run for greedy decoding, kept-set
membership for sampling), at reading time when a verifier is given and always when graded.

How they are used (:func:`with_records`), on top of what the printed output gave
(:func:`grader.reading.runs.find_runs`):

1. Each recorded sequence is matched to the activity's runs by its prompt and the parameters in
   force (the model's generation config with the call's arguments, Hugging Face's defaults).
2. A text the printed reading placed (in the call's cell or a later one that prints the variable)
   is tied to the recorded sequence it is, or begins (a truncated print): the run is the record's,
   the text graded is the recorded one, where it was printed is kept.
3. A recorded sequence nobody could read in print (an unparsed shape, not printed at all) is
   graded on its recorded text. Runs with the same configuration (A2 and B3) are told apart by
   what the printed reading said of the cell, then by the parameter the cell's calls vary, as for
   printed texts; otherwise it is not used and the reason says why.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace
from typing import Any

from ..core.records import HOOK_MIME, DecodingParams, Generation, unmodelled_processors
from ..core.textnorm import normalise_for_match
from ..specs.schema import ActivitySpec
from .printed import _strip_prefix
from .runs import Placement, _collapse, _describe, _Placer, _run_desc
from .values import _NUMERIC, MAX_SAMPLES_PER_RUN, SOURCE

__all__ = ["Recorded", "recorded", "recorded_where", "with_records"]

MAX_RECORDED = 2000  # sequences read from one notebook's records
MAX_TEXT = 20_000  # characters of a recorded text read (the hook writes at most 8000)
_MIN_PREFIX = 12  # characters a truncated print must show to be tied to a recorded text


@dataclass(frozen=True)
class Recorded:
    """One sequence returned by one recorded generate call."""

    cell: int  # index among all cells
    cell_id: str | None
    call: int  # the call's place among the cell's recorded calls, from 1
    sequence: int  # the sequence's place among the call's, from 1
    prompt: str | None
    text: str | None  # None: the hook could not decode it (no tokenizer found)
    n_tokens: int
    params: dict[str, Any]
    seed: int | None
    model: str | None
    truncated: bool = False

    def where(self) -> str:
        return f"cell {self.cell + 1}, generate call {self.call}" + (f", sequence {self.sequence}"
                                                                       if self.sequence > 1 else "")


def _num(v: Any, kind: type, default: Any) -> Any:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return default
    return kind(v)


def _params(raw: Any) -> dict[str, Any]:
    raw = raw if isinstance(raw, dict) else {}
    top_k = raw.get("top_k", 50)
    mnt = raw.get("max_new_tokens")
    return {"do_sample": raw.get("do_sample") is True, "temperature": _num(raw.get("temperature"), float, 1.0),
            "top_p": _num(raw.get("top_p"), float, 1.0),
            "top_k": int(top_k) if isinstance(top_k, int) and not isinstance(top_k, bool) else 50,
            "max_new_tokens": int(mnt) if isinstance(mnt, int) and not isinstance(mnt, bool) and mnt >= 1 else None,
            "num_beams": _num(raw.get("num_beams"), int, 1), "processors": unmodelled_processors(raw)}


def recorded(nb: Any) -> tuple[list[Recorded], list[str]]:
    """Every recorded sequence of the notebook in order, and what the records themselves report
    (calls the hook could not record, records that are not what the hook writes)."""
    cells = list(nb.get("cells", []) if isinstance(nb, dict) else getattr(nb, "cells", []))
    found: list[Recorded] = []
    notes: list[str] = []
    for i, cell in enumerate(cells):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        call_no = 0
        for out in cell.get("outputs", []) or []:
            data = out.get("data") if isinstance(out, dict) else None
            record = data.get(HOOK_MIME) if isinstance(data, dict) else None
            if record is None:
                continue
            if not isinstance(record, dict) or not isinstance(record.get("calls"), list):
                notes.append(f"cell {i + 1}: a generation-call record is not in the hook's format; not used")
                continue
            if record.get("errors") or record.get("dropped"):
                notes.append(f"cell {i + 1}: the grader's kernel hook could not record every generate call "
                             f"({record.get('dropped') or 0} over its limits; "
                             f"{'; '.join(str(e)[:120] for e in (record.get('errors') or [])[:3]) or 'no error'})")
            for call in record["calls"]:
                call_no += 1
                if not isinstance(call, dict):
                    continue
                inputs = call.get("inputs") if isinstance(call.get("inputs"), list) else []
                params = _params(call.get("params"))
                seed = call.get("seed") if isinstance(call.get("seed"), int) else None
                model = call.get("model") if isinstance(call.get("model"), str) else None
                seqs = call.get("sequences") if isinstance(call.get("sequences"), list) else []
                for n, seq in enumerate(seqs, 1):
                    if len(found) >= MAX_RECORDED or not isinstance(seq, dict):
                        continue
                    k = seq.get("input", 0)
                    source = inputs[k] if isinstance(k, int) and 0 <= k < len(inputs) else None
                    prompt = source.get("text") if isinstance(source, dict) else None
                    text = seq.get("text")
                    text = text[:MAX_TEXT] if isinstance(text, str) else None
                    prompt = prompt[:MAX_TEXT] if isinstance(prompt, str) else None
                    ids = seq.get("token_ids") if isinstance(seq.get("token_ids"), list) else []
                    found.append(Recorded(i, cell.get("id"), call_no, n, prompt if isinstance(prompt, str) else None,
                                          text if isinstance(text, str) else None, len(ids), params, seed, model,
                                          seq.get("truncated") is True))
    return found, notes


def _key(text: str) -> str:
    return normalise_for_match(text).rstrip(".…").rstrip()


def _ties(g: Generation, rec: Recorded) -> bool:
    """The printed text ``g`` is the recorded text, or its beginning (a truncated print), with or
    without the prompt in front (a print cut short may have kept it)."""
    b = _key(rec.text or "")
    for a in dict.fromkeys([_key(g.text), _key(_strip_prefix(g.text, rec.prompt or "") or "")]):
        if not a or not b:
            if a == b and rec.text is not None and g.text.strip() == rec.text.strip():
                return True
            continue
        if a == b or len(a) >= _MIN_PREFIX and b.startswith(a):
            return True
    return False


def with_records(nb: Any, activity: ActivitySpec, placement: Placement, *, verify: Any = None) -> Placement:
    """``placement`` (what the printed output gave) completed and corrected by the kernel hook's
    records of ``nb``; unchanged when the notebook has none (it was not executed by the grader)."""
    recs, notes = recorded(nb)
    if not recs and not notes:
        return placement
    placer = _Placer(activity)
    prompts = {normalise_for_match(p): p for p in placer.prompts.values()}
    printed = [(rid, g) for rid, gens in placement.generations.items() for g in gens]
    tied: dict[int, Generation] = {}  # id(printed generation) -> its replacement
    dropped: set[int] = set()
    new: list[tuple[str, Recorded, Generation]] = []
    reasons: list[str] = list(notes)
    placed_cells: set[int] = set()
    placed_recs: list[tuple[str, Recorded]] = []
    by_cell: dict[int, list[Recorded]] = {}
    for rec in recs:
        by_cell.setdefault(rec.cell, []).append(rec)
    for rec in recs:
        if rec.text is None or rec.prompt is None:
            reasons.append(f"{rec.where()}: the kernel hook recorded token ids only (no tokenizer found to "
                           "decode them); not used")
            continue
        prompt = prompts.get(normalise_for_match(rec.prompt))
        if prompt is None:
            continue  # another prompt: the student's own experiments
        if rec.params["num_beams"] > 1:
            reasons.append(f"{rec.where()}: generated with beam search (num_beams={rec.params['num_beams']}); not used")
            continue
        cands = placer.candidates(SimpleNamespace(prompt=prompt, params=rec.params))
        match = next((g for rid, g in printed if id(g) not in tied and id(g) not in dropped
                      and (g.extra.get("cell") or 0) >= rec.cell + 1 and _ties(g, rec)), None)
        match_run = next((rid for rid, g in printed if g is match), None)
        rid = _choose(rec, cands, match_run, placement, by_cell, placer, reasons)
        if rid is None:
            continue
        gen = _generation(activity, rid, rec, prompt, match)
        if verify is not None and not rec.params["processors"] and not verify(gen.prompt, gen.text, gen.params):
            reasons.append(f"{rec.where()}: the recorded text is not what run {rid} ({_run_desc(activity, rid)}) "
                           "can generate from its prompt; not used")
            continue
        if match is None:
            gen = replace(gen, extra={**gen.extra, "checked_when_read": verify is not None})
        placed_cells.add(rec.cell)
        placed_recs.append((rid, rec))
        if match is not None and match_run == rid:
            tied[id(match)] = gen
        else:
            if match is not None:
                dropped.add(id(match))
                reasons.append(f"{rec.where()}: the text printed in cell {match.extra.get('cell')} was read as run "
                               f"{match_run}'s, but the call that generated it ran with {_describe(rec.params)}: "
                               f"it is run {rid}'s")
            new.append((rid, rec, gen))
    # a text printed again (a summary cell after the loop) is the recorded call's, not another sample
    for rid, g in printed:
        if id(g) not in tied and any(r == rid and _ties(g, rec) for r, rec in placed_recs):
            dropped.add(id(g))
    return _assemble(activity, placement, tied, dropped, new, reasons, placed_cells)


def _choose(rec: Recorded, cands: list[str], match_run: str | None, placement: Placement,
            by_cell: dict[int, list[Recorded]], placer: _Placer, reasons: list[str]) -> str | None:
    if match_run is not None and match_run in cands:
        return match_run
    if len(cands) == 1:
        return cands[0]
    if not cands:
        reasons.append(f"{rec.where()}: generated with {_describe(rec.params)}, the configuration of no run of "
                       "this activity; not used")
        return None
    # what the printed reading said of this cell's texts
    said = {rid for rid, gens in placement.generations.items() for g in gens
            if g.extra.get("cell") == rec.cell + 1} & set(cands)
    if len(said) == 1:
        return said.pop()
    # the parameter the calls around it vary (temperature: part A, top-p: part B), then the cell's
    for varied in (_swept(rec, by_cell.get(rec.cell, [])),
                   {n for n in _NUMERIC if len({round(r.params[n], 6) for r in by_cell.get(rec.cell, [])}) > 1}):
        by_loop = [c for c in cands if placer.varies.get(c, set()) & varied]
        if len(by_loop) == 1:
            return by_loop[0]
    reasons.append(f"{rec.where()}: generated with {_describe(rec.params)}, which fits runs {' and '.join(cands)} "
                   "alike, and nothing in the notebook says which; not used")
    return None


def _config(rec: Recorded) -> tuple[float, ...]:
    return tuple(round(rec.params[n], 6) for n in _NUMERIC)


def _swept(rec: Recorded, cell: list[Recorded]) -> set[str]:
    """The parameter that alone changes between this call's configuration and the ones called just
    before and just after it in its cell (a sweep: T=0.2, 0.7, 1.0 at top-p 0.9, then top-p 0.3, 0.6,
    0.9 at T=0.7: the first T=0.7, top-p=0.9 is the temperature sweep's, the last the top-p sweep's)."""
    blocks: list[tuple[float, ...]] = []  # the configurations in call order, repeats in a row once
    at = -1
    for r in cell:
        if not blocks or blocks[-1] != _config(r):
            blocks.append(_config(r))
        if r is rec:
            at = len(blocks) - 1
    if at < 0:
        return set()
    out: set[str] = set()
    for other in blocks[max(0, at - 1):at] + blocks[at + 1:at + 2]:
        differ = [n for n, a, b in zip(_NUMERIC, blocks[at], other) if a != b]
        if len(differ) == 1:
            out.add(differ[0])
    return out


def _generation(activity: ActivitySpec, rid: str, rec: Recorded, prompt: str,
                printed: Generation | None) -> Generation:
    spec = activity.params(rid)
    mnt = rec.params["max_new_tokens"] or spec.max_new_tokens
    params = DecodingParams(do_sample=spec.do_sample, temperature=spec.temperature, top_p=spec.top_p,
                            top_k=rec.params["top_k"], max_new_tokens=mnt)
    info = {"cell": rec.cell + 1, "cell_id": rec.cell_id, "call": rec.call, "sequence": rec.sequence, "tokens": rec.n_tokens,
            "model": rec.model, "truncated": rec.truncated}
    more = {"processors": dict(rec.params["processors"])} if rec.params["processors"] else {}
    if printed is not None:
        extra = {**printed.extra, "recorded": info, **more}
        if _key(printed.text) != _key(rec.text or ""):
            extra["printed_text"] = printed.text  # the print was cut short: the recorded text is graded
        return replace(printed, run_id=rid, text=rec.text or "", params=params, seed=rec.seed if rec.seed is not None else printed.seed,
                       model_name=rec.model, extra=extra)
    extra = {"placed_by": "hook", "cell": rec.cell + 1, "header": "", "call": "generate", "recorded": info,
             "found": {"where": "the record of the grader's kernel hook"}, **more}
    if mnt != spec.max_new_tokens:
        extra["max_new_tokens_differs"] = {"code": mnt, "run": spec.max_new_tokens}
    return Generation(run_id=rid, prompt=prompt, text=rec.text or "", params=params, source=SOURCE,
                      cell_id=rec.cell_id, seed=rec.seed, model_name=rec.model,  # the seed in force, if known
                      extra=extra)


def _assemble(activity: ActivitySpec, placement: Placement, tied: dict[int, Generation], dropped: set[int],
              new: list[tuple[str, Recorded, Generation]], reasons: list[str], placed_cells: set[int]) -> Placement:
    runs: dict[str, list[Generation]] = {}
    for rid, gens in placement.generations.items():
        for g in gens:
            if id(g) not in dropped:
                runs.setdefault(rid, []).append(tied.get(id(g), g))
    for rid, _, gen in new:
        gens = runs.setdefault(rid, [])
        if not activity.params(rid).do_sample and any(_key(g.text) == _key(gen.text) for g in gens):
            continue  # greedy decoding repeats itself: one copy is the run's output
        gens.append(gen)
    out: dict[str, tuple[Generation, ...]] = {}
    for rid, gens in runs.items():
        gens.sort(key=lambda g: (g.extra.get("recorded", {}).get("cell") or g.extra.get("cell", 0),
                                 g.extra.get("recorded", {}).get("call", 0),
                                 g.extra.get("recorded", {}).get("sequence", 0)))
        gens = [replace(g, extra={**g.extra, "sample": n}) for n, g in enumerate(gens, 1)]
        most = max(MAX_SAMPLES_PER_RUN, 2 * (activity.runs[rid].samples or 0))
        if len(gens) > most:
            reasons.append(f"run {rid}: {len(gens)} outputs found; only the first {most} are graded")
            gens = gens[:most]
        out[rid] = tuple(gens)
    # what the printed reading could not place in a cell whose calls the records placed is settled
    old = [r for r in placement.unplaced
           if not any(r.startswith((f"cell {c + 1}:", f"cell {c + 1},")) for c in placed_cells)]
    return Placement(out, tuple(old + _collapse(reasons)), tuple(r for r in placement.unshown if not out.get(r)))


def recorded_where(gen: Any) -> dict[str, str]:
    """For ``grader inspect``: the recorded generate call a generation was tied to, if any."""
    info = (getattr(gen, "extra", None) or {}).get("recorded")
    if not isinstance(info, dict):
        return {}
    # the cell as grader inspect names cells: its position from 0, and its id
    cell = info.get("cell")
    said = f"generate call {info.get('call')}"
    if (info.get("sequence") or 1) > 1:
        said += f" (sequence {info.get('sequence')})"
    said += f" in cell {cell - 1 if isinstance(cell, int) else '?'}" + (
        f" (id {info['cell_id']})" if info.get("cell_id") else "")
    if "printed_text" in gen.extra:
        said += "; printed cut short, the recorded text is graded"
    return {"recorded": said}
