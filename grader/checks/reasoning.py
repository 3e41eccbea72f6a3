"""Chain of thought (part C): the sim/não and the excerpt against the student's own P1/P2 outputs."""

from __future__ import annotations

import re
from typing import Any

from ..core.messages import quoted, render
from ..core.records import CheckResult, Status
from ..core.textnorm import extract_quotes, normalise_for_match, yes_no
from ..modelling.measures import FinalAnswer, answer_status, final_answer, reasoning_signs
from .common import shorten
from .context import CheckContext
from .evidence_rules import absent_text, locate_in_run, missing_answer, no_outputs, not_genuine, points_elsewhere, unread


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


def _tail(text: str, n: int) -> str:
    """The end of ``text`` on one line, cut at the front: an ending is quoted by its last words."""
    flat = " ".join(text.split())
    return flat if len(flat) <= n else "…" + flat[-(n - 1):]


def _per_run(lang: str, run: str, status: str, ending: FinalAnswer, expected: float) -> str:
    """One run's line: what it ends up answering, or that it is empty, or that it ends without a number
    (then the words it ends with are quoted, never a number from earlier in the text), or that it states
    no answer (then its last number is named as such, not as what it ends with)."""
    if ending.kind == "empty":
        return render("final.empty", lang, run=run, expected=_num(expected))
    if ending.kind == "no_number":
        key = "final.elsewhere_no_number" if status == "elsewhere" else "final.absent_no_number"
        return render(key, lang, run=run, expected=_num(expected), ending=_tail(ending.ending, 60))
    last = "_last" if ending.kind == "last_number" else ""
    return render(f"final.{status}{last}", lang, run=run, final=_num(ending.value), expected=_num(expected))


def _reference_rates(ctx: CheckContext, ids: list[str], expected: float) -> dict[str, list[int]]:
    rates = {}
    for rid in ids:
        ref = ctx.reference.get(rid)
        if ref is not None and ref.texts:
            rates[rid] = [sum(answer_status(t, expected) == "correct" for t in ref.texts), len(ref.texts)]
    return rates


def final_answer_claim(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """"Is the final numeric answer correct in both cases?" against what the outputs say."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    ids = args.get("runs") or ctx.question.runs
    if (gate := not_genuine(ctx, ids)) is not None:
        return gate
    expected = float(args.get("expected", 85))
    outputs = ctx.outputs(ids)
    missing = [r for r in ids if r not in outputs]
    if missing:
        return no_outputs(ctx, missing)
    status = {r: answer_status(outputs[r], expected) for r in ids}
    endings = {r: final_answer(outputs[r]) for r in ids}
    finals = {r: endings[r].value for r in ids}
    truth = all(s == "correct" for s in status.values())
    claim = yes_no(ctx.answer.text)
    per_run = "; ".join(_per_run(ctx.lang, r, status[r], endings[r], expected) for r in ids)
    rates = _reference_rates(ctx, ids, expected)
    reference = ""
    if rates:
        reference = " " + render("final.reference", ctx.lang, expected=_num(expected),
                                 rates=", ".join(f"{r} {k}/{n}" for r, (k, n) in rates.items()))
    evidence = {"per_run": status, "final_numbers": finals, "endings": {r: e.kind for r, e in endings.items()},
                "claim": claim, "truth": truth,
                "reference_rates": rates}
    args_out = {"per_run": per_run, "reference": reference,
                "truth": render("word.yes" if truth else "word.no", ctx.lang)}
    if claim is None:
        return CheckResult(Status.NEEDS_REVIEW, "final.unclear", args_out, evidence)
    invented = _invented_numbers(ctx, ids, outputs, expected) if claim == truth else []
    if invented:
        # the yes/no agrees, but the numbers it gives for the runs are in none of their outputs
        evidence["invented"] = [{"run": r, "number": n} for r, n in invented]
        given = ", ".join(f"{r}: {n}" for r, n in invented)
        return CheckResult(Status.PARTIAL, "final.invented", {**args_out, "given": given}, evidence, fraction=0.5)
    if claim == truth:
        return CheckResult(Status.PASS, "final.agrees", args_out, evidence)
    if any(s == "elsewhere" for s in status.values()):
        # 85 is in the text but not what it ends up answering: a reading the instructor should judge.
        return CheckResult(Status.NEEDS_REVIEW, "final.ambiguous", args_out, evidence)
    return CheckResult(Status.FAIL, "final.disagrees",
                       {**args_out, "claim": render("word.yes" if claim else "word.no", ctx.lang)}, evidence)


_RESULT_VERB = re.compile(r"^[^.;:!?\n]{0,25}?\b(?:respondeu|responde|deu|dá|da|chegou (?:em|a|no)|chega (?:em|a)|resultou(?: em)?|"
                          r"terminou (?:em|com)|ficou (?:em|com)|acertou|escreveu|imprimiu|answered|answers|got|gets|get|gave|gives|"
                          r"reached|ended (?:at|with|on)|came to|hit|wrote|printed|says|said|disse)\s+(?:o |a |the |with |com )?(?:n[uú]mero |number |valor |value )?"
                          r"(?P<n>-?\d+(?:[.,]\d+)?)(?![\d.,]\d)", re.I)


def _invented_numbers(ctx: CheckContext, ids: list[str], outputs: dict[str, str], expected: float) -> list[tuple[str, str]]:
    """(run, number): a number the answer says a run answered ("O P1 respondeu 86") that is in none of that
    run's output nor of its prompt (85 included: "the step-by-step one did get 85"): a claim the
    student's own evidence contradicts. A negated one ("não chegou a 85") claims nothing."""
    from ..modelling.measures import numbers_in
    from ..reading.run_refs import find_refs
    from .sources import infos
    from .evidence_rules import run_prompt

    refs = [r for r in find_refs(ctx.answer.text, infos(ctx, ids)) if r.resolved in ids]
    out = []
    for k, ref in enumerate(refs):
        stop = refs[k + 1].start if k + 1 < len(refs) else len(ctx.answer.text)
        m = _RESULT_VERB.match(ctx.answer.text[ref.end: stop])
        if m is None:
            continue
        if re.search(r"\b(?:n[aã]o|nunca|nem|not|never|didn'?t|no)\b", m.group(0), re.I):
            continue  # "P1 não chegou a 85": a number the run did not give
        value = float(m.group("n").replace(",", "."))
        rid = ref.resolved
        known = set(numbers_in(outputs.get(rid, ""))) | set(numbers_in(run_prompt(ctx, rid) or ""))
        if value not in known:
            out.append((rid, m.group("n")))
    return out


def reasoning_excerpt(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """An excerpt copied from the student's own output that looks like worked steps."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    if (pointer := points_elsewhere(ctx)) is not None:
        return pointer
    ids = args.get("runs") or ctx.question.runs
    if (gate := not_genuine(ctx, ids)) is not None:
        return gate
    min_words = int(args.get("min_words", 3))
    outputs = ctx.outputs(ids)
    if not outputs:  # none in the notebook: nothing to copy from (say why, never "empty")
        if unread(ctx, list(ids)):  # shown or generated, and not read: the instructor reads them
            return no_outputs(ctx, list(ids))
        return CheckResult(Status.FAIL, "reasoning.outputs_missing",
                           {"runs": ", ".join(ids), "absent": absent_text(ctx, list(ids))}, {"runs": []})
    if not any(t.strip() for t in outputs.values()):  # printed, but empty: what was read is said
        absent = [r for r in ids if r not in outputs]
        if absent and unread(ctx, absent):  # the others may be the shown texts the grader could not tie
            return no_outputs(ctx, absent)
        shown = "; ".join(f"{r}: {quoted(t, ctx.lang)}" for r, t in outputs.items())
        return CheckResult(Status.FAIL, "reasoning.outputs_empty",
                           {"runs": ", ".join(outputs), "shown": shown,
                            "more": " " + absent_text(ctx, absent) if absent else ""},
                           {"runs": list(outputs)})
    # Quoted text first; students who paste without quotes: each line of the answer.
    candidates = extract_quotes(ctx.answer.text) or [
        line.strip() for line in ctx.answer.text.splitlines() if line.strip()]
    located = []  # every excerpt found in a run; the answer is judged on the one that shows steps, if any
    for quote in candidates:
        if len(normalise_for_match(quote).split()) < min_words:
            continue
        for rid, text in outputs.items():
            span = locate_in_run(ctx, quote, rid, text)
            if span:
                located.append((rid, quote, span))
                break
    found = next((f for f in located if reasoning_signs(outputs[f[0]][f[2][0]:f[2][1]])), located[0] if located else None)
    if found is None:
        first = candidates[0] if candidates else ctx.answer.text
        return CheckResult(Status.FAIL, "reasoning.not_found", {"quote": shorten(first), "runs": ", ".join(ids)},
                           {"candidates": candidates, "runs": list(outputs)})
    rid, quote, span = found
    signs = reasoning_signs(outputs[rid][span[0]:span[1]])  # the output's own words: a copied prompt shows no steps
    evidence = {"run": rid, "quote": quote, "span": list(span), "signs": signs}
    if signs:
        return CheckResult(Status.PASS, "reasoning.found", {"run": rid, "quote": shorten(quote),
                                                            "signs": "; ".join(signs)}, evidence)
    return CheckResult(Status.PARTIAL, "reasoning.no_steps", {"run": rid, "quote": shorten(quote)}, evidence,
                       fraction=0.5)


RULES = {"final_answer_claim": final_answer_claim, "reasoning_excerpt": reasoning_excerpt}
