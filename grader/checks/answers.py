"""Closed answers and open explanations: computed where possible, otherwise needs review."""

from __future__ import annotations

import re
from typing import Any

from ..messages import render
from ..records import CheckResult, Status
from ..textnorm import extract_quotes, fold, yes_no
from . import CheckContext
from .claims import _labels
from .evidence_rules import _short, locate_in_run, missing_answer


def _mentions(text: str, words: list[str]) -> list[str]:
    folded = fold(text)
    return [w for w in words if re.search(rf"(?<!\w){re.escape(fold(w))}", folded)]


def closed_answer(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The answer says the expected thing (any synonym) and not one of the wrong options."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    if "yes_no" in args:
        # A sim/não question: read the answer's leading sim/não (word stems would match
        # "simples" or "número").
        want = bool(args["yes_no"])
        claim = yes_no(ctx.answer.text)
        label = args.get("label", render("word.yes" if want else "word.no", ctx.lang))
        hits = [label] if claim is want else []
        misses = [render("word.no" if want else "word.yes", ctx.lang)] if claim is (not want) else []
    else:
        expected = list(args["expected"])
        label = args.get("label", expected[0])
        hits, misses = _mentions(ctx.answer.text, expected), _mentions(ctx.answer.text, list(args.get("wrong", [])))
    evidence = {"matched": hits, "contradicting": misses}
    given = _short(ctx.answer.text, 80)
    if hits and not misses:
        # Optional parts of a full answer: a concept ("reduz a variância") and a tie to the
        # student's own outputs ("com base exclusivamente no output obtido").
        lacking = []
        if args.get("concepts") and not _mentions(ctx.answer.text, list(args["concepts"])):
            lacking.append(render("closed.lacks_concept", ctx.lang, concept=args.get("concept_label",
                                                                                      args["concepts"][0])))
        if args.get("tie_runs"):
            ties = _tie_to_runs(ctx, list(args["tie_runs"]))
            evidence["tied_to"] = ties
            if not ties:
                lacking.append(render("closed.lacks_tie", ctx.lang))
        if lacking:
            return CheckResult(Status.PARTIAL, "closed.incomplete", {"expected": label, "lacking": "; ".join(lacking)},
                               evidence, fraction=0.5)
        return CheckResult(Status.PASS, "closed.correct", {"expected": label}, evidence)
    if misses and not hits:
        return CheckResult(Status.FAIL, "closed.wrong", {"expected": label, "given": given}, evidence)
    return CheckResult(Status.NEEDS_REVIEW, "closed.unclear", {"given": given}, evidence)


def _tie_to_runs(ctx: CheckContext, ids: list[str]) -> list[str]:
    refs = []
    text = fold(ctx.answer.text)
    for rid, names in _labels(ctx, ids).items():
        if any(re.search(rf"(?<![\w.,]){re.escape(n)}(?![\w]|[.,]\d)", text) for n in names):
            refs.append(rid)
    outputs = ctx.outputs(ids)
    for quote in extract_quotes(ctx.answer.text):
        for rid, out in outputs.items():
            if rid not in refs and locate_in_run(ctx, quote, rid, out):
                refs.append(render("concept.excerpt_of", ctx.lang, run=rid))
    return refs


def concept_mentioned(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """Every concept group has a mention, and the explanation is tied to the student's runs."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    groups: dict[str, list[str]] = args["concepts"]
    label = args.get("label", ", ".join(groups))
    found = {name: _mentions(ctx.answer.text, words) for name, words in groups.items()}
    ids = args.get("runs") or ctx.question.runs
    ties = _tie_to_runs(ctx, ids)
    evidence = {"concepts": found, "tied_to": ties, "answer": ctx.answer.text}
    if all(found.values()):
        if ties:
            return CheckResult(Status.PASS, "concept.ok", {"concept": label, "tie": ", ".join(ties)}, evidence)
        return CheckResult(Status.PARTIAL, "concept.untied", {"concept": label}, evidence, fraction=0.5)
    return CheckResult(Status.NEEDS_REVIEW, "concept.review", {"concept": label}, evidence)


def runs_referenced(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The justification refers to the student's own observed runs."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    ids = args.get("runs") or ctx.question.runs
    ties = _tie_to_runs(ctx, ids)
    if len(ties) >= int(args.get("min_runs", 1)):
        return CheckResult(Status.PASS, "runs_referenced.ok", {"refs": ", ".join(ties)}, {"tied_to": ties})
    return CheckResult(Status.NEEDS_REVIEW, "runs_referenced.review", {}, {"answer": ctx.answer.text})


RULES = {"closed_answer": closed_answer, "concept_mentioned": concept_mentioned, "runs_referenced": runs_referenced}
