"""Rules about the evidence itself: runs verified, excerpts really in the outputs, repeats."""

from __future__ import annotations

import difflib
import re
from typing import Any

from ..core.records import CheckResult, Status, Verdict
from ..core.textnorm import (count_occurrences, extract_quotes, fold, fuzzy_locate, locate, normalise_for_match, typed_over,
                              unquoted_excerpts, whole_words)
from ..modelling.measures import near_repeat
from ..reading.evidence import Problem
from .common import shorten
from .context import CheckContext
from .sources import MIN_EVIDENCE_WORDS, FalseSource, attributions, false_text, output_words, unsure


def run_prompt(ctx: CheckContext, rid: str) -> str:
    """The prompt of run ``rid`` (a sample key such as ``A1.2`` names its run's)."""
    base = rid if rid in ctx.activity.runs else rid.rsplit(".", 1)[0]
    if base in ctx.activity.runs:
        return ctx.activity.prompt_for(base)
    return ""


def locate_in_run(ctx: CheckContext, quote: str, rid: str, text: str) -> tuple[int, int] | None:
    """Span of ``quote`` in the output ``text`` of run ``rid``. A student who copies the output as
    it is displayed (the course's ``generate_text`` prints prompt + continuation together) quotes
    the prompt too: a quote that begins inside the prompt and runs on into the continuation is
    found, its span clipped to the continuation. A quote of the prompt alone is not an excerpt.
    Where the run holds several outputs (the cell run again with another seed, a loop's samples), a
    quote is one output's: pieces of two outputs joined by an ellipsis are no excerpt of either."""
    members = [ctx.runs[m].text for m in ctx.expand([rid]) if m in ctx.runs and ctx.runs[m].generation is not None]
    span = locate(quote, text)
    if span is not None:
        if len(members) > 1 and not _inside_one(span, text, members):
            return None
        return span
    prompt = run_prompt(ctx, rid)
    if not prompt or not text.strip():
        return None
    # each sample was displayed after its own prompt (a loop's samples are joined in ``text``)
    for sample in dict.fromkeys([text, *(m for m in members if m and m in text)]):
        span = locate(quote, prompt + sample)
        if span is None or span[1] <= len(prompt) or not sample[: span[1] - len(prompt)].strip():
            continue
        shown = ctx.runs[rid].generation.printed if rid in ctx.runs and ctx.runs[rid].generation else None
        if shown and locate(quote, shown) is None:
            continue  # the notebook showed the continuation alone: the student joined the prompt to it

        offset = text.find(sample)
        return offset + max(0, span[0] - len(prompt)), offset + span[1] - len(prompt)
    return None


def _inside_one(span: tuple[int, int], text: str, members: list[str]) -> bool:
    """Whether ``span`` of ``text`` (the run's outputs joined) lies within one of the outputs."""
    at = 0
    for member in members:
        start = text.find(member, at) if member else -1
        if start < 0:
            return True  # the joined text is not the members in order: nothing to tell apart
        if start <= span[0] and span[1] <= start + len(member):
            return True
        at = start + len(member)
    return False


# "(não fiz)", "não deu tempo", "didn't do it", "pulei": the student's own word that there is no answer
_NOT_DONE = re.compile(r"n[aã]o\s+(?:fiz|fizemos|respondi|consegui(?:\s+fazer)?|terminei|deu\s+tempo|tive\s+tempo)"
                       r"|sem\s+(?:resposta|tempo)|(?:did\s*n[o']t|didn't)\s+(?:do|finish|answer)(?:\s+(?:it|this))?"
                       r"|not\s+(?:done|answered)|no\s+time|pulei|skipped|\bn/?a\b|parte\s+[a-z]\s*:"
                       r"|(?:depois|mais\s+tarde)\s+(?:eu\s+)?(?:termino|fa[cç]o|respondo)|\bto\s*do\b|\btbd\b|pendente|"
                       r"(?:will\s+)?finish\s+(?:it\s+)?later", re.I)


# an answer that opens with the student's own mark that it is still to be done ("TODO — olhar o A3 amanhã",
# "pendente: ...", "FIXME"): what follows is a note to self, not an answer to grade either way
# (capitals: "Todo o texto de A3 varia" is an answer)
_UNFINISHED = re.compile(r"\W*(?:(?-i:TODO|FIXME|TBD)|to[\s-]do|pendente|a\s+fazer|falta\s+(?:fazer|terminar|responder))\b",
                         re.I)


def not_done(text: str) -> bool:
    """Whether an answer only says it was not done: nothing but such phrases and punctuation."""
    return bool(_NOT_DONE.search(text)) and not re.search(r"[^\W\d_]", _NOT_DONE.sub(" ", text))


# "os três trechos estão na coluna comentário da tabela acima": an answer that sends the reader elsewhere
_POINTS = re.compile(r"(?<![^\W_])(?:acima|abaixo|ver|veja|vide|conforme|na tabela|na coluna|no codigo|na celula|"
                     r"no print|above|below|see|in the table|in the column)(?![^\W_])")


def points_elsewhere(ctx: CheckContext) -> CheckResult | None:
    """Review for an answer with no quote that points to where its evidence is ("ver a tabela acima"): the
    excerpts are where the student says, for a person to follow; None for any other answer."""
    text = ctx.answer.text
    if extract_quotes(text, min_words=2) or len(text.split()) > 40 or not _POINTS.search(fold(text)):
        return None
    return CheckResult(Status.NEEDS_REVIEW, "answer.points_elsewhere",
                       {"question": ctx.question.id, "said": shorten(text.strip(), 100)}, {"answer": text})


def missing_answer(ctx: CheckContext) -> CheckResult | None:
    """None when there is an answer; else a fail, or "needs review" showing the text that names the
    question when the notebook has some (an answer the finder could not read is never a fail). An
    answer that only says it was not done ("(não fiz)") is the student's word: a fail."""
    if ctx.answer.text.strip():
        if not_done(ctx.answer.text):
            return CheckResult(Status.FAIL, "answer.not_done",
                               {"question": ctx.question.id, "said": ctx.answer.text.strip()[:80]},
                               {"found_by": ctx.answer.found_by, "not_done": True})
        if _UNFINISHED.match(ctx.answer.text):
            # "TODO — olhar o A3 de novo amanhã cedo": the student's own mark that this is a note, not the answer
            return CheckResult(Status.NEEDS_REVIEW, "answer.unfinished",
                               {"question": ctx.question.id, "said": ctx.answer.text.strip()[:80]},
                               {"found_by": ctx.answer.found_by, "unfinished": True})
        return None
    from ..reading.answers import location, where_text

    if ctx.answer.doubt in ("named_unread", "unplaced_text") and ctx.answer.alternatives:
        seen = ctx.answer.alternatives[0]
        return CheckResult(Status.NEEDS_REVIEW, f"answer.{ctx.answer.doubt}",
                           {"question": ctx.question.id, "where": where_text(location(seen), ctx.lang),
                            "text": seen.text},
                           {"found_by": "missing", "mention": {"cell_index": seen.cell_index, "text": seen.text,
                                                              "description": seen.found_in}})
    # the student is told where to write it; the answer cell's tag is the instructor's (the evidence)
    return CheckResult(Status.FAIL, "answer.missing", {"question": ctx.question.id},
                       {"found_by": ctx.answer.found_by, "answer_cell_tag": ctx.question.cell})


def no_outputs(ctx: CheckContext, missing: list[str] | str) -> CheckResult:
    """A comparison without the outputs of ``missing``: a fail when the notebook shows none the reader
    left unplaced; else the outputs are there and the grader could not tell whose they are, which the
    instructor reads (a review, never a fail for the grader's reading)."""
    names = missing if isinstance(missing, str) else ", ".join(missing)
    unshown = [r for r in ([missing] if isinstance(missing, str) else missing) if r in _unshown(ctx)]
    if unshown:  # the code generates them and no text of theirs was read: empty, or shown in a shape not read
        return CheckResult(Status.NEEDS_REVIEW, "choice.outputs_unshown", {"missing": ", ".join(unshown)},
                           {"unshown": unshown})
    if ctx.extraction.unplaced:
        return CheckResult(Status.NEEDS_REVIEW, "choice.outputs_unread", {"missing": names},
                           {"unplaced": list(ctx.extraction.unplaced)[:5]})
    return CheckResult(Status.FAIL, "choice.no_outputs", {"missing": names}, {})


def _untied(ctx: CheckContext, rid: str) -> bool:
    """Whether the reader says texts may be the run's that it could not tie to it (code it does not follow)."""
    return any(f"run {rid}:" in str(u) and "not follow" in str(u) for u in ctx.extraction.unplaced)


def _unshown(ctx: CheckContext) -> tuple[str, ...]:
    return tuple(getattr(ctx.extraction, "unshown", ()))  # (an extraction built by hand may not say)


def unread(ctx: CheckContext, ids: list[str]) -> bool:
    """Whether outputs of ``ids`` may be in the notebook unread: texts shown that no run could be given, or
    runs the code generates whose text no reader found (then a person reads them, never a fail)."""
    return bool(ctx.extraction.unplaced) or any(r in _unshown(ctx) for r in [*ids, *ctx.expand(ids)])


def absent_text(ctx: CheckContext, runs: list[str]) -> str:
    """Why no output of ``runs`` was read, for the student: printed texts the reader could not tie to
    a run (then they are not told to generate what the notebook shows), or none in the notebook."""
    from ..core.messages import render

    shown = [r for r in runs if r in _unshown(ctx)]
    key = "outputs.unplaced" if ctx.extraction.unplaced else "outputs.unshown" if shown else "outputs.absent"
    return render(key, ctx.lang, runs=", ".join(shown or runs))


def problems_text(problems: list[Problem], lang: str) -> str:
    """Problems rendered once per distinct message: six samples edited the same way read
    "SC.1, SC.2, SC.3: ..." rather than the same sentence six times."""
    from ..core.messages import render

    marker = "\u0000RUN\u0000"
    grouped: dict[str, list[str]] = {}
    for p in problems:
        text = render(p.key, lang, **{**p.args, "run": marker})
        grouped.setdefault(text, []).append(str(p.args.get("run", "")))
    return "; ".join(text.replace(marker, ", ".join(dict.fromkeys(runs))) for text, runs in grouped.items())


def not_genuine(ctx: CheckContext, ids: list[str]) -> CheckResult | None:
    """Layer 1 gates layers 2 and 3: a claim resting on fabricated output earns nothing."""
    bad = {rid: ctx.runs[rid] for rid in ctx.expand(ids) if rid in ctx.runs and ctx.runs[rid].fabricated}
    if not bad:
        return None
    from ..core.messages import render

    why = problems_text([p for ev in bad.values() for p in ev.problems if p.fatal], ctx.lang)
    return CheckResult(Status.FAIL, "evidence.not_genuine", {"runs": ", ".join(bad), "why": why},
                       {"runs": list(bad)})


def runs_verified(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """Every listed run has an output the model could have produced with its parameters."""
    ids = args.get("runs") or list(ctx.activity.runs)
    # A multi-sample run is due all its samples: fewer count as missing ones.
    short = {r: ctx.activity.runs[r].samples - len(ctx.expand([r])) for r in ids
             if ctx.activity.runs[r].samples and ctx.expand([r]) != [r]}
    ids = ctx.expand(ids)
    evidence, problems, ok = {}, [], 0
    off: set[str] = set()  # runs that are not the activity's (a shorter limit, another decoding rule)
    for rid, missing in short.items():
        if missing > 0:
            problems.append(Problem("run.too_few_samples", {"run": rid, "n": ctx.activity.runs[rid].samples,
                                                             "got": ctx.activity.runs[rid].samples - missing}, False))
    expected = len(ids) + sum(max(0, m) for m in short.values())
    for rid in ids:
        ev = ctx.runs[rid]
        prov = ev.provenance
        evidence[rid] = {
            "verdict": prov.verdict.value if prov else "missing",
            "message": prov.message if prov else "",
            "problems": [{"key": p.key, "args": p.args} for p in ev.problems],
            "source": ev.generation.source if ev.generation else None,
            "reexecution": ev.reexecuted,
        }
        # (the student's own variation, cut at a limit of theirs: a real output; whether it is the experiment
        # asked is its question's to judge, F.4, never a second deduction here)
        free = getattr(ctx.activity.runs.get(rid.split(".")[0]), "free_prompt", False)
        short_run = (None if free else cut_short(ev)) or off_config(ev)
        if short_run is not None:
            problems.append(short_run)
            evidence[rid]["problems"].append({"key": short_run.key, "args": short_run.args})
            off.add(rid)
        elif ev.verified:
            ok += 1
        problems.extend(p for p in ev.problems if p.fatal)
    fabricated = [rid for rid in ids if ctx.runs[rid].fabricated]
    if ok == expected:
        return CheckResult(Status.PASS, "runs.all_verified", {"n": len(ids), "runs": _runs_label(ids)}, evidence)
    from ..core.messages import render

    # not decided: the verifier could not say, or the text read was not fit to ask it (longer than any
    # generation of its length: a reading in doubt), with nothing fatal found
    undecided = [rid for rid in ids if rid not in off and (ctx.runs[rid].provenance is not None
                 and ctx.runs[rid].provenance.verdict is Verdict.UNDETERMINED
                 or ctx.runs[rid].provenance is None and ctx.runs[rid].generation is not None
                 and ctx.runs[rid].problems and not any(p.fatal for p in ctx.runs[rid].problems)
                 or ctx.runs[rid].generation is None and (rid in _unshown(ctx) or _untied(ctx, rid)))]
    if not fabricated and ok + len(undecided) == expected:  # nothing wrong found, something not decided
        why = problems_text([p for rid in undecided for p in ctx.runs[rid].problems if ctx.runs[rid].generation]
                            + [Problem("run.unshown" if rid in _unshown(ctx) else "run.untied", {"run": rid}, False)
                               for rid in undecided if ctx.runs[rid].generation is None], ctx.lang) or "-"
        return CheckResult(Status.NEEDS_REVIEW, "runs.undecided", {"ok": ok, "n": expected, "problems": why},
                           evidence)

    problems += [p for rid in undecided if ctx.runs[rid].provenance is None for p in ctx.runs[rid].problems]
    text = problems_text(problems, ctx.lang) or "-"
    # Missing runs cost their share; one fabricated run costs the whole criterion.
    status = Status.PARTIAL if ok and not fabricated else Status.FAIL
    return CheckResult(status, "runs.some_problems", {"ok": ok, "n": expected, "problems": text}, evidence,
                       fraction=0.0 if fabricated else ok / expected)


def cut_short(ev: Any) -> Problem | None:
    """A genuine output generated with fewer new tokens than the activity asks, and cut at that limit
    (``max_new_tokens=40`` where P2 asks 80: the reasoning stops mid-way): not the run the activity
    asks for, though nothing in it is false. A longer limit (its first tokens are the activity's run)
    or a run that ended before its own limit (the activity's limit gives the same text) is no problem."""
    gen, prov = ev.generation, ev.provenance
    differs = (gen.extra or {}).get("max_new_tokens_differs") if gen is not None else None
    if not differs or prov is None or not ev.verified:
        return None
    code, asked = differs.get("code"), differs.get("run")
    if not isinstance(code, int) or not isinstance(asked, int) or code >= asked:
        return None
    # (re-tokenising the decoded text may count a token or two fewer than were sampled)
    if len(prov.tokens) < code - 2:
        return None
    return Problem("run.cut_short", {"run": gen.run_id, "code": code, "asked": asked}, False)


def off_config(ev: Any) -> Problem | None:
    """A run the code generated with a decoding rule the activity does not use (a repetition ban or
    penalty, a minimum length that forbids the end, a beam search), each written as a plain value in
    the call or recorded by the hook: whatever the model made of it, it is not the activity's run
    (``min_new_tokens=20`` fills P1 that would have come out empty). A value the grader cannot read
    ("?") stays the verifier's doubt, never a deduction. Not for a fabricated run (it fails anyway)."""
    gen = ev.generation
    if gen is None or ev.fabricated:
        return None
    if (differ := (gen.extra or {}).get("params_differ")):  # the run its prompt names, sampled otherwise
        return Problem("run.params_differ", {"run": gen.run_id, "code": differ["code"], "run_params": differ["run"]},
                       False)
    used = {k: v for k, v in ((gen.extra or {}).get("processors") or {}).items() if v != "?"}
    beams = (gen.extra or {}).get("beams")
    if isinstance(beams, int) and not isinstance(beams, bool) and beams > 1:
        used["num_beams"] = beams
    if not used:
        return None
    return Problem("run.off_config", {"run": gen.run_id, "used": ", ".join(f"{k}={v}" for k, v in used.items())},
                   False)


def _runs_label(ids: list[str]) -> str:
    """"ZS, FS, SC.1–SC.10" rather than ten sample keys."""
    out: list[str] = []
    for rid in ids:
        base, _, num = rid.rpartition(".")
        if base and num.isdigit() and out and out[-1].startswith(base + "."):
            out[-1] = out[-1].split("–")[0] + "–" + rid
        else:
            out.append(rid)
    return ", ".join(out)


def excerpts_in_runs(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """One real excerpt per run, found (wrap-insensitively) in that run's own output."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    if (pointer := points_elsewhere(ctx)) is not None:
        return pointer
    ids = args.get("runs") or ctx.question.runs
    if (gate := not_genuine(ctx, ids)) is not None:
        return gate
    min_words = int(args.get("min_words", 8))
    outputs = ctx.outputs(ids)
    # no quotation marks: the pieces copied whole from an output are the excerpts, as a TA reads them
    quotes = extract_quotes(ctx.answer.text) or unquoted_excerpts(ctx.answer.text, list(outputs.values()), min_words)
    sources = attributions(ctx, quotes, ids)
    found: dict[str, dict[str, Any]] = {}
    stray = []
    false: list[FalseSource] = []
    for quote in quotes:
        named = [r for r in sources[quote].runs if r in outputs]
        placed = False
        for rid in named or list(outputs):
            text = outputs[rid]
            span = locate_in_run(ctx, quote, rid, text)
            # the words counted are the output's own (a copied prompt adds none)
            if span and rid not in found and output_words(text, span) >= min_words:
                found[rid] = {"quote": quote, "span": list(span)}
                if sources[quote].named:
                    found[rid]["named_as"] = sources[quote].named
                placed = True
                break
        if not placed and named:
            # named as one run's excerpt, but it is another run's (or nobody's): a false attribution
            actual = tuple(r for r in outputs if r not in named and (span := locate_in_run(ctx, quote, r, outputs[r]))
                           and output_words(outputs[r], span) >= MIN_EVIDENCE_WORDS)
            if actual:
                false.append(FalseSource(quote, tuple(named), sources[quote].named, actual, sources[quote].lossy))
                continue
        if not placed:
            stray.append(quote)
    evidence: dict[str, Any] = {"found": found, "not_found": stray, "quotes": quotes}
    missing = [r for r in ids if r not in found]
    if (review := unsure(false, ctx, evidence)) is not None:
        return review
    if false:
        evidence["false_attribution"] = [f.evidence() for f in false]
        status = Status.PARTIAL if found else Status.FAIL
        return CheckResult(status, "excerpts.misattributed",
                           {"found": len(found), "n": len(ids), "found_runs": ", ".join(found) or "-",
                            "false": false_text(false, ctx.lang)}, evidence, fraction=len(found) / len(ids))
    if not missing:
        return CheckResult(Status.PASS, "excerpts.all_found", {"runs": ", ".join(ids)}, evidence)
    near = _near_copies(stray, {r: outputs[r] for r in missing if r in outputs}, min_words)
    if near and set(near) == set(missing):
        # every run left is quoted with a few letters changed ("modelling", a hyphen dropped): the student's
        # copy, typed over; how much that costs is a reader's call, never "sem trecho real"
        evidence["near_copies"] = near
        return CheckResult(Status.NEEDS_REVIEW, "excerpts.near_copies",
                           {"runs": ", ".join(near), "ratio": f"{min(n['ratio'] for n in near.values()):.0%}"}, evidence)
    if not found and stray:
        if not outputs:  # nothing read to look in: the quote cannot be said to differ from anything
            # (outputs shown that the reader could not tie to a run: the instructor reads them, never a fail)
            return CheckResult(Status.NEEDS_REVIEW if unread(ctx, ids) else Status.FAIL, "excerpts.no_outputs",
                               {"quote": shorten(stray[0]), "absent": absent_text(ctx, list(ids))}, evidence)
        return CheckResult(Status.FAIL, "excerpts.not_in_outputs", {"quote": shorten(stray[0]),
                                                                     "runs": ", ".join(outputs)}, evidence)
    from ..core.messages import render

    hints = []
    if stray and any(r in outputs for r in missing):  # quoted, and the outputs are there: the text differs
        hints.append(render("excerpts.changed", ctx.lang))
    if absent := [r for r in missing if r not in outputs]:
        hints.append(absent_text(ctx, absent))
    status = Status.PARTIAL if found else Status.FAIL
    return CheckResult(status, "excerpts.some_missing",
                       {"found": len(found), "n": len(ids), "found_runs": ", ".join(found) or "-",
                        "missing": ", ".join(missing), "hints": "".join(" " + h for h in hints)},
                       evidence, fraction=len(found) / len(ids))


NEAR_COPY = 0.9  # similarity of a quote to a window of an output (textnorm.fuzzy_locate) read as a copy


def reworded_quote(ctx: CheckContext, quotes: list[str], outputs: dict[str, str]) -> dict[str, Any] | None:
    """A quote that copies a window of one of ``outputs`` with a whole word of it changed, added or dropped
    ("of a system" where the run says "of the system"), not a typo inside a word: the quote, its run and
    the run's own words there. None where every quote is found as it stands or is no near copy."""
    for quote in quotes:
        if any(locate_in_run(ctx, quote, rid, text) for rid, text in outputs.items()):
            continue
        for rid, text in outputs.items():
            hit = fuzzy_locate(quote, text, min_ratio=NEAR_COPY)
            if hit is not None and _words_changed(quote, whole_words(text, hit[0])):
                return {"quote": quote, "run": rid, "output": whole_words(text, hit[0])}
    return None


def _words_changed(quote: str, original: str) -> bool:
    said, source = (re.findall(r"\w+", normalise_for_match(t)) for t in (quote, original))
    ops = difflib.SequenceMatcher(None, said, source, autojunk=False).get_opcodes()
    return any(tag != "equal" and not (tag == "replace" and i2 - i1 == j2 - j1 and all(
        difflib.SequenceMatcher(None, a, b).ratio() >= 0.8 for a, b in zip(said[i1:i2], source[j1:j2])))
        for tag, i1, i2, j1, j2 in ops)


def _near_copies(quotes: list[str], outputs: dict[str, str], min_words: int) -> dict[str, dict[str, Any]]:
    """Run -> the quote that copies a window of its output with differences inside words only (typos, a
    hyphen or comma dropped; textnorm.typed_over), each quote given to one run."""
    out: dict[str, dict[str, Any]] = {}
    for quote in quotes:
        if len(quote.split()) < min_words:
            continue
        best = max(((rid, hit) for rid, text in outputs.items() if rid not in out
                    and (hit := fuzzy_locate(quote, text, min_ratio=NEAR_COPY))), key=lambda x: x[1][1], default=None)
        if best is not None and typed_over(quote, whole_words(outputs[best[0]], best[1][0])):
            rid, (span, ratio) = best
            out[rid] = {"quote": quote, "span": list(span), "ratio": round(ratio, 3),
                        "output": outputs[rid][span[0]:span[1]]}
    return out


# "Quase se repetiu" (B.2): a quote copied from one place of an output nearly repeats when, at
# another place of the same output that does not overlap it, at least NEAR_RUN consecutive words of
# the quote occur and at least NEAR_SHARE of its words occur in order (see measures.near_repeat).
NEAR_RUN = 5
NEAR_SHARE = 0.5


def quote_repeats(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The quoted sentence or pattern occurs at least twice in one of the outputs: exactly, as a
    close variant (similarity >= ``fuzzy``), or nearly (a substantial part of it recurs elsewhere
    in the same output: ``NEAR_RUN`` consecutive words and ``NEAR_SHARE`` of its words)."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    if (pointer := points_elsewhere(ctx)) is not None:
        return pointer
    ids = args.get("runs") or ctx.question.runs
    if (gate := not_genuine(ctx, ids)) is not None:
        return gate
    fuzzy = float(args.get("fuzzy", 0.85))
    quotes = extract_quotes(ctx.answer.text) or unquoted_excerpts(
        ctx.answer.text, list(ctx.samples(ids).values()), MIN_EVIDENCE_WORDS)
    if not quotes:
        return CheckResult(Status.FAIL, "repeat.no_quote", {}, {"answer": ctx.answer.text})
    short = [q for q in quotes if len(q.split()) < MIN_EVIDENCE_WORDS]
    quotes = [q for q in quotes if q not in short]
    if not quotes:  # "> model": a word or two repeat in any text, they are not a sentence or pattern
        return CheckResult(Status.FAIL, "repeat.too_short", {"quote": shorten(short[0]), "min": MIN_EVIDENCE_WORDS},
                           {"quotes": short})
    best: tuple[int, str, str] | None = None
    located: list[tuple[str, str, str]] = []  # (quote, run, output) where the quote was found
    sources = attributions(ctx, quotes, ids)
    samples = ctx.samples(ids)
    false: list[FalseSource] = []
    windows: dict[tuple[str, str], tuple[int, int]] = {}
    for quote in quotes:
        named = set(ctx.expand([r for r in sources[quote].runs if r in ids]))
        if sources[quote].samples:
            named &= set(sources[quote].samples)
        here = []
        for rid, text in samples.items():  # a repeat is inside one output, never across two
            if locate(quote, text) is None:
                if (hit := fuzzy_locate(quote, text, min_ratio=fuzzy)) is None:
                    continue
                windows[(quote, rid)] = hit[0]  # found only approximately: where, for the copy's own words
            here.append((quote, rid, text))
        mine = [h for h in here if not named or h[1] in named]
        if named and here and not mine and len(quote.split()) >= MIN_EVIDENCE_WORDS:
            false.append(FalseSource(quote, tuple(sorted({r.rsplit(".", 1)[0] if r not in ids else r
                                                          for r in named})), sources[quote].named,
                                     tuple(dict.fromkeys(h[1] for h in here)), sources[quote].lossy))
        for q, rid, text in mine:
            located.append((q, rid, text))
            count = count_occurrences(q, text, fuzzy=fuzzy)
            if best is None or count > best[0]:
                best = (count, rid, q)
    if best is None and (review := unsure(false, ctx, {"quotes": quotes})) is not None:
        return review
    if best is None and false:
        return CheckResult(Status.FAIL, "repeat.misattributed", {"false": false_text(false, ctx.lang)},
                           {"quotes": quotes, "false_attribution": [f.evidence() for f in false]})
    if best is None and not samples:  # no output read: the quote cannot be said to differ from anything
        return CheckResult(Status.NEEDS_REVIEW if unread(ctx, ids) else Status.FAIL, "repeat.no_outputs",
                           {"absent": absent_text(ctx, list(ids))}, {"quotes": quotes})
    if best is None:
        return CheckResult(Status.FAIL, "repeat.not_found", {"runs": ", ".join(ids)}, {"quotes": quotes})
    count, rid, quote = best
    rule = {"min_run": NEAR_RUN, "min_share": NEAR_SHARE}
    evidence = {"run": rid, "quote": quote, "count": count, "near_repeat_rule": rule}
    window = windows.get((quote, rid))
    if count >= 2 and window is not None and not typed_over(quote, output := whole_words(samples[rid], window)):
        # the sentence meant does repeat, but a word of the quote is not the model's ("texts" for "data")
        return CheckResult(Status.PARTIAL, "repeat.quote_edited", {
            "quote": shorten(quote), "run": rid, "count": count, "output": shorten(output)},
            {**evidence, "output_window": output}, fraction=0.5)
    if count >= 2:
        return CheckResult(Status.PASS, "repeat.found", {"quote": shorten(quote), "count": count, "run": rid}, evidence)
    for q, r, text in located:
        near = near_repeat(q, text, min_run=NEAR_RUN, min_share=NEAR_SHARE)
        if near is None:
            continue
        evidence = {"run": r, "quote": q, "count": 1, "near_repeat_rule": rule, "near_repeat": {
            "places": [list(span) for span in near.places], "excerpts": list(near.excerpts),
            "shared": near.shared, "run_length": near.run, "words": near.words}}
        return CheckResult(Status.PASS, "repeat.near", {
            "quote": shorten(q), "run": r, "shared": near.shared, "words": near.words, "run_len": near.run,
            "min_run": NEAR_RUN, "share": f"{NEAR_SHARE:.0%}", "first": shorten(near.excerpts[0], 70),
            "second": shorten(near.excerpts[1], 70)}, evidence)
    pair = alike_pair(located)
    if pair is not None:  # "“...” e logo depois quase igual: “...”": the student judged a paraphrase
        (q1, q2), r, share = pair
        return CheckResult(Status.NEEDS_REVIEW, "repeat.pair_alike", {
            "first": shorten(q1, 70), "second": shorten(q2, 70), "run": r, "share": f"{share:.0%}"},
            {**evidence, "run": r, "pair": [q1, q2], "shared_stems": share})
    for q, r, text in located:
        core = recurring_core(q, text)
        if core is not None:  # "the effects of climate change": once, but "climate change" three times
            phrase, times = core
            return CheckResult(Status.NEEDS_REVIEW, "repeat.pattern_inside", {
                "quote": shorten(q), "run": r, "pattern": phrase, "count": times},
                {**evidence, "run": r, "quote": q, "pattern": phrase, "pattern_count": times})
    return CheckResult(Status.FAIL, "repeat.once", {"quote": shorten(quote), "run": rid}, evidence)


# two quotes of one run that share this much of the shorter one's words (by their first letters:
# "takes" / "take", "returns" / "return") are what the answer shows as alike
ALIKE_SHARE, ALIKE_STEM = 0.5, 4


def _stems(quote: str) -> set[str]:
    return {w.casefold()[:ALIKE_STEM] for w in re.findall(r"[^\W\d_]{3,}", quote)}


def alike_pair(located: list[tuple[str, str, str]]) -> tuple[tuple[str, str], str, float] | None:
    """Two different quotes found at different places of one output that share ``ALIKE_SHARE`` of their
    words: a near repetition in other words, which only a reader can judge (never "once")."""
    for i, (q1, r1, text) in enumerate(located):
        for q2, r2, _ in located[i + 1:]:
            s1, s2 = _stems(q1), _stems(q2)
            if r1 != r2 or not s1 or not s2 or q1 == q2:
                continue
            a, b = locate(q1, text), locate(q2, text)
            if a is None or b is None or (a[0] < b[1] and b[0] < a[1]):
                continue
            share = len(s1 & s2) / min(len(s1), len(s2))
            if share >= ALIKE_SHARE:
                return (q1, q2), r1, share
    return None


# a pattern inside a quote: this many words at least of this many letters ("climate change", not "in the
# movie"), shown this many times
PATTERN_WORDS, PATTERN_LETTERS, PATTERN_TIMES = 2, 4, 3


def recurring_core(quote: str, text: str) -> tuple[str, int] | None:
    """The longest run of words of ``quote`` (``PATTERN_WORDS`` or more of ``PATTERN_LETTERS`` letters or
    more) that ``text`` shows ``PATTERN_TIMES`` times or more, with that count; None if none.
    A quote that occurs once may still be cut around a pattern the output repeats (B.2 asks for "a
    sentence or pattern"): for the instructor to judge, never a pass on its own."""
    words = re.findall(r"[^\W_][\w'-]*", quote)
    folded = text.casefold()
    for n in range(len(words) - 1, PATTERN_WORDS - 1, -1):
        for k in range(len(words) - n + 1):
            span = words[k: k + n]
            if sum(len(w) >= PATTERN_LETTERS for w in span) < PATTERN_WORDS:
                continue
            pattern = r"(?<![\w])" + r"\W+".join(re.escape(w.casefold()) for w in span) + r"(?![\w])"
            times = len(re.findall(pattern, folded))
            if times >= PATTERN_TIMES:
                return " ".join(span), times
    return None


RULES = {"runs_verified": runs_verified, "excerpts_in_runs": excerpts_in_runs, "quote_repeats": quote_repeats}
