"""Which run a text is, where the notebook itself says so. The run a prompt names: a sampled text
whose prompt only one run of the activity has is that run's, with whatever temperature and top-p the
code used (``temperature=0.2`` for the self-consistency samples: the run, generated wrongly, which
runs-genuine deducts); never for prompts runs share. And the sample a student declares as the run, where the code drew several (``num_return_sequences=3``
printed under ``[T=0.2 · #0]``, ``[T=0.2 · #1]``, ...) and the activity asks for one: "for the questions I
use **sample #1** of each configuration as the run". The student's label must be the printed headers' own
("#1" in the text, "#1" in exactly one header of every such run): then that sample is the run and the
others are not, as a teaching assistant reads the note. Anything less exact keeps every sample."""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import replace
from typing import Any

from ..core.records import Generation
from ..specs.schema import ActivitySpec
from .cells import cell_source
from .printed import _labels
from .render import rendered_cell

# a sentence that chooses: "I use", "uso", "usei", "considero", "escolhi", "peguei", "as the run"
_CHOOSE = re.compile(r"\b(?:use|used|using|uso|usei|usando|considero|considerei|escolhi|chose|choose|pick|picked|"
                     r"peguei|pego|took|take|vale|counts?)\b", re.I)
# the label it names: "#1", "sample #1", "amostra 2", "sample 1"
_LABEL = re.compile(r"(?:\b(?:sample|amostra|sa[ií]da|output)\s*)?#\s*(\d{1,2})\b|\b(?:sample|amostra)\s+(\d{1,2})\b", re.I)
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]|$)", re.M)


def _declared_labels(nb: Any) -> set[str]:
    """The labels the notebook's prose declares as the run ("#1", "amostra 2"), normalised."""
    out: set[str] = set()
    for cell in getattr(nb, "cells", None) or nb.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        text = cell_source(rendered_cell(cell)).replace("*", "").replace("_", " ")
        for sentence in _SENTENCE.finditer(text):
            s = sentence.group(0)
            if not _CHOOSE.search(s):
                continue
            for m in _LABEL.finditer(s):
                out.add(f"#{m.group(1)}" if m.group(1) else f"{m.group(0).split()[0].lower()} {m.group(2)}")
    return out


def _holds(header: str, label: str) -> bool:
    if label.startswith("#"):
        return re.search(rf"#\s*{label[1:]}(?!\d)", header) is not None
    word, n = label.split()
    return re.search(rf"\b{word}\s*#?\s*{n}(?!\d)", header, re.I) is not None


def declared_samples(nb: Any, activity: ActivitySpec, generations: dict[str, tuple[Generation, ...]],
                     problems: list[str]) -> dict[str, tuple[Generation, ...]]:
    """Each run of one output that holds several samples, cut to the one the student declares (see
    the module's doc); the runs unchanged where no label, or more than one, fits every such run."""
    several = {rid: gens for rid, gens in generations.items()
               if len(gens) > 1 and rid in activity.runs and not activity.runs[rid].samples}
    if not several or any(not all((g.extra or {}).get("header") for g in gens) for gens in several.values()):
        return generations
    fits = []
    for label in _declared_labels(nb):
        picked = {rid: [g for g in gens if _holds(g.extra["header"], label)] for rid, gens in several.items()}
        if all(len(p) == 1 for p in picked.values()):
            fits.append((label, picked))
    if len(fits) != 1:
        return generations
    label, picked = fits[0]
    out = dict(generations)
    for rid, (gen,) in picked.items():
        out[rid] = (gen,)
        problems.append(f"run {rid}: the notebook declares sample {label} the run; its other "
                        f"{len(several[rid]) - 1} sample(s) are not used")
    return out


def prompt_owner(activity: ActivitySpec, same_prompt: list[str], params: dict[str, Any]) -> str | None:
    """The run a sampled text's prompt names when its parameters are no run's: the only run with that
    prompt, sampled as the text was (a greedy run's prompt sampled is another experiment); None where
    runs share the prompt or the code's temperature and top-p are not plain numbers."""
    if len(same_prompt) != 1:
        return None
    want = activity.params(same_prompt[0])
    if not want.do_sample or not params.get("do_sample"):
        return None
    plain = [params.get(k) for k in ("temperature", "top_p")]
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 for v in plain) or plain[1] > 1:
        return None
    return same_prompt[0]


def near_prompt(prompts: dict[str, str], prompt: Any) -> str | None:
    """The run whose prompt, its own (no other run has it), a generated text's prompt rewords (the
    book's wording of a template, a quote mark lost: four fifths of its characters alike), so that its
    output is shown to the instructor as that run's, not used, rather than ignored; None for a prompt
    near none, or near a prompt runs share (the temperature runs), or near two alike."""
    import difflib

    if not isinstance(prompt, str) or not prompt.strip():
        return None
    owners: dict[str, list[str]] = {}
    for rid, p in prompts.items():
        owners.setdefault(p, []).append(rid)
    scored = sorted(((difflib.SequenceMatcher(None, " ".join(p.split()), " ".join(prompt.split()), autojunk=False)
                      .ratio(), p) for p in owners), reverse=True)
    if not scored or scored[0][0] < 0.8 or len(scored) > 1 and scored[1][0] > scored[0][0] - 0.1:
        return None
    best = owners[scored[0][1]]
    return best[0] if len(best) == 1 else None


def explorations(gens: list[Generation], spec: Any, run: str) -> tuple[list[Generation], list[str]]:
    """Where the run itself was done right too, its texts sampled with other parameters (or shorter, unlabelled:
    :func:`short_trial`) are the student's own explorations beside it: the texts kept, and why the others are not
    used."""
    gens = [short_trial(g, spec, gens) for g in gens]
    return [g for g in gens if "params_differ" not in g.extra], [
        f"cell {g.extra.get('cell')}: generated with {g.params.describe()}, the configuration of no run of "
        f"this activity ({run}); not used" for g in gens if "params_differ" in g.extra]


def short_trial(gen: Generation, spec: Any, gens: list[Generation]) -> Generation:
    """A run's text generated shorter than the run asks, under no label, where the run is also shown at its full
    length under its label (``print(repr(roda(1.0, 0.9, 0, n=12)))  # só pra ver se carregou``): a trial of the
    student's, marked as an exploration (``params_differ``), not the run cut short."""
    want = spec.max_new_tokens
    if not want or not gen.params.max_new_tokens or gen.params.max_new_tokens >= want or gen.extra.get("header") \
            or not any(g.extra.get("header") and (g.params.max_new_tokens or 0) >= want for g in gens):
        return gen
    return replace(gen, extra={**gen.extra, "params_differ": {"code": gen.params.describe(), "run": spec.describe()}})


def comment_runs(source: str, activity: ActivitySpec) -> set[str]:
    """The runs the comments of a cell's code name, by id or alias ("# Execução A2")."""
    try:
        comments = [t.string.lstrip("#") for t in tokenize.generate_tokens(io.StringIO(source).readline)
                    if t.type == tokenize.COMMENT]
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return set()
    return set().union(*(_labels(c, activity) for c in comments)) if comments else set()


def unshown_runs(activity: ActivitySpec, events: list[Any], placed: dict[str, Any]) -> list[str]:
    """The runs the code generates (a call with the run's own prompt, or for the student's own variation a
    prompt no other run has, decoded as the run is) that no reader found a text of: the output may be
    empty and print nothing, or be shown in a shape the grader does not read. A comparison resting on
    them goes to the instructor rather than failing."""
    fixed = {activity.prompt_for(rid) for rid in activity.runs if activity.prompt_for(rid)}
    shared = {p for p in fixed if sum(activity.prompt_for(r) == p for r in activity.runs) > 1}
    out = []
    for rid, spec in activity.runs.items():
        if placed.get(rid):
            continue
        want = activity.params(rid)
        calls = [e for e in events if isinstance(e.prompt, str) and e.prompt.strip()
                 and (e.prompt == activity.prompt_for(rid) if not spec.free_prompt else e.prompt not in fixed)
                 and bool(e.params.get("do_sample")) == want.do_sample
                 # (runs that share a prompt, A1-B3, are told apart by their configuration)
                 and (e.prompt not in shared or _same_config(e.params, want))]
        if calls:
            out.append(rid)
    return out


def unfollowed(activity: ActivitySpec, events: list[Any], placed: dict[str, Any]) -> list[str]:
    """Where the notebook generates in code the grader does not follow (a decoding loop of its own: no call it
    knows) and texts of some runs were still read by their names, the runs none was read of: their texts may be
    shown too, under names the grader does not know (a person reads them, never "no output")."""
    if events or not any(placed.values()):
        return []
    return [f"run {rid}: generated in code the grader does not follow; no text shown was tied to it"
            for rid in activity.runs if not placed.get(rid)]


def _same_config(params: dict[str, Any], want: Any) -> bool:
    got = [params.get(k) for k in ("temperature", "top_p")]
    return all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in got) and \
        abs(got[0] - want.temperature) < 1e-9 and abs(got[1] - want.top_p) < 1e-9
