"""Layer 2: a claim about the runs agrees with a measure on the student's own outputs."""

from __future__ import annotations

import re
from typing import Any

from ..core.messages import render
from ..core.records import CheckResult, Status
from ..core.textnorm import count_occurrences, extract_quotes, fold
from ..modelling.measures import counted_otherwise, distinct_n, repetition_rate
from ..reading import run_refs
from .common import shorten
from .context import CheckContext
from .evidence_rules import (absent_text, locate_in_run, missing_answer, no_outputs, not_genuine, points_elsewhere,
                             reworded_quote, unread)
from .sources import FalseSource, attributions, false_text, infos, unsure

MEASURES = {"repetition": repetition_rate, "diversity": distinct_n}
# Below this many words in its shortest output, diversity is compared on equal lengths: a sentence of 13
# words is "all distinct" by its length alone. (A short text that ranks first on repetition does repeat:
# shortness lowers that measure, it never raises it.)
MEASURED_WORDS = 25


def _varying_param(ctx: CheckContext, ids: list[str]) -> str | None:
    for name in ("temperature", "top_p"):
        values = {getattr(ctx.activity.params(r), name) for r in ids}
        if len(values) == len(ids):
            return name
    return None


# How students write a parameter next to its value ("temperatura 0.2", "T=0.2", "top-p = 0.3").
PARAM_WORDS = {"temperature": ("temperatura", "temperature", "temp", "t", "τ"),
               "top_p": ("top-p", "top_p", "top p", "topp", "p")}
_SEPARATORS = ("", " ", "=", " = ", ": ", " de ", " of ")


def _values(v: float) -> set[str]:
    return {f"{v:g}", f"{v:.1f}", f"{v:.1f}".replace(".", ","), f"{v:g}".replace(".", ",")}


def run_labels(ctx: CheckContext, ids: list[str]) -> dict[str, list[str]]:
    """Ways a student names each run: its id, and the value of the parameter that varies. Over runs
    where no single parameter tells them apart (parts A and B together, where the course notebook
    never says "A1"), a parameter named with its value ("temperatura 0.2", "top-p 0.3") names the
    one run that has that value."""
    param = _varying_param(ctx, ids)
    labels = {}
    for rid in ids:
        names = [rid.lower(), *(fold(a) for a in ctx.activity.runs[rid].aliases)]
        if param:
            names += _values(getattr(ctx.activity.params(rid), param))
        else:
            for name, spoken in PARAM_WORDS.items():
                v = getattr(ctx.activity.params(rid), name)
                if not isinstance(v, (int, float)) or \
                        sum(getattr(ctx.activity.params(r), name) == v for r in ids) != 1:
                    continue
                names += sorted({f"{w}{sep}{x}" for w in spoken for sep in _SEPARATORS for x in _values(v)
                                 if sep or not w[-1].isalpha() or len(w) == 1})
        labels[rid] = names
    return labels


def chosen_run(ctx: CheckContext, ids: list[str]) -> str | None:
    """The run the answer names first (students lead with their choice, then compare): by id, alias,
    parameter value, ordinal ("a última") or relative ("a de temperatura mais alta"); see
    :mod:`.run_refs`."""
    ref = run_refs.chosen(ctx.answer.text, infos(ctx, ids))
    return ref.resolved if ref else None


def _rounds(ctx: CheckContext, ids: list[str], fn: Any) -> list[dict[str, float]]:
    """Each round of runs the notebook shows more than once (A1-A3 printed by a cell, then by its copy):
    the measure of every run in that round; none where the runs were not all shown the same number of times."""
    members = {rid: ctx.expand([rid]) for rid in ids}
    counts = {len(m) for m in members.values()}
    if len(counts) != 1 or (n := counts.pop()) < 2 or any(m == [rid] for rid, m in members.items()):
        return []
    if any(ctx.runs.get(m) is None or ctx.runs[m].generation is None for ms in members.values() for m in ms):
        return []
    # a round is one cell's (the cell done again in a copy): each run's j-th output in one cell, each round in
    # its own; several samples of each run printed by one loop are samples, measured together
    cells = [{(ctx.runs[members[rid][j]].generation.extra or {}).get("cell") for rid in ids} for j in range(n)]
    if any(len(c) != 1 or None in c for c in cells) or len({next(iter(c)) for c in cells}) != n:
        return []
    return [{rid: fn(ctx.runs[members[rid][j]].text) for rid in ids} for j in range(n)]


def choice_matches_measure(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The run named as most repetitive / most varied is the one the measure ranks first."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    ids = args.get("runs") or ctx.question.runs
    if (gate := not_genuine(ctx, ids)) is not None:
        return gate
    measure = args.get("measure", "repetition")
    tie = float(args.get("tie", 0.02))
    outputs = ctx.outputs(ids)
    missing = [r for r in ids if r not in outputs]
    if missing:
        return no_outputs(ctx, missing)
    fn = MEASURES[measure]
    shortest = min((len(t.split()) for t in outputs.values()), default=0)
    if measure == "diversity" and 0 < shortest < MEASURED_WORDS:
        # a text of a sentence or two is "all distinct" by its length alone: every output is compared on
        # its first words, as many as the shortest has (red team batch 4, tp41's 13-word A3)
        outputs = {rid: " ".join(text.split()[:shortest]) for rid, text in outputs.items()}
    values = {rid: fn(text) for rid, text in outputs.items()}
    ranked = sorted(values, key=lambda r: (-values[r], r))
    label = render(f"measure.{measure}", ctx.lang)
    shown = ", ".join(f"{r} {values[r]:.2f}" for r in ranked)
    evidence: dict[str, Any] = {"measure": measure, "values": values, "ranking": ranked}
    refs = {r: ctx.reference[r].position(measure, values[r]) for r in ids if r in ctx.reference}
    reference = ""
    if refs:
        evidence["reference"] = refs
        reference = " " + " ".join(render("reference.position", ctx.lang, run=r, measure=label, **refs[r])
                                   for r in ids if r in refs)
    chosen = chosen_run(ctx, ids)
    evidence["chosen"] = chosen
    opts = ", ".join(ids)
    if chosen is None:
        vague = run_refs.unresolved(run_refs.find_refs(ctx.answer.text, infos(ctx, ids)))
        if vague:  # names runs, but not one of them: a person reads it
            evidence["unresolved"] = [{"text": r.text, "runs": list(r.runs)} for r in vague]
            return CheckResult(Status.NEEDS_REVIEW, "choice.unresolved",
                               {"said": "; ".join(f"\"{r.text}\"" for r in vague[:3]), "options": opts}, evidence)
        return CheckResult(Status.FAIL, "choice.none", {"options": opts}, evidence)
    rounds = _rounds(ctx, ids, fn)
    for n, ranked_set in reversed(list(enumerate(rounds, 1))):
        # the runs done twice (the cell run again with another seed, both kept): judged on each round, the
        # last one (the notebook's current state) first, where a tie with the first is agreement as it is without
        # rounds; agreeing only with an earlier round (and not merely tied there) goes to a person
        spread = max(ranked_set.values()) - min(ranked_set.values())
        if ranked_set[chosen] >= max(ranked_set.values()) - tie and (spread > tie or n == len(rounds)):
            set_shown = ", ".join(f"{r} {v:.2f}" for r, v in sorted(ranked_set.items(), key=lambda x: (-x[1], x[0])))
            evidence["round"] = {"n": n, "values": ranked_set}
            if n == len(rounds):
                return CheckResult(Status.PASS, "choice.agrees", {"chosen": chosen, "measure": label,
                                                                  "values": set_shown, "reference": reference}, evidence)
            return CheckResult(Status.NEEDS_REVIEW, "choice.earlier_round", {"chosen": chosen, "measure": label,
                                                                             "n": n, "values": set_shown}, evidence)
    if values[chosen] >= values[ranked[0]] - tie and not rounds:
        return CheckResult(Status.PASS, "choice.agrees", {"chosen": chosen, "measure": label, "values": shown,
                                                          "reference": reference}, evidence)
    # the other measure of the same property (fewest distinct word pairs for repetition, fewest repeated
    # 3-grams for diversity) ranking the chosen run first: the outputs support either answer, a person reads
    other = "diversity" if measure == "repetition" else "repetition"
    second = {rid: MEASURES[other](text) for rid, text in outputs.items()}
    if all(second[chosen] + tie < v for rid, v in second.items() if rid != chosen):  # clearly, not in a tie
        evidence["second_measure"] = {"measure": other, "values": second}
        return CheckResult(Status.NEEDS_REVIEW, "choice.measures_disagree",
                           {"chosen": chosen, "measure": label, "expected": ranked[0], "values": shown,
                            "other": render(f"measure.{other}", ctx.lang),
                            "other_values": ", ".join(f"{r} {second[r]:.2f}" for r in sorted(second, key=second.get))},
                           evidence)
    if values[ranked[0]] - values[chosen] <= NEAR_TIE * tie and not rounds and any(
            _first(chosen, {rid: count(text) for rid, text in outputs.items()}) for count in counted_otherwise(measure)):
        # a few hundredths apart, and counted another way (2- or 4-grams, punctuation kept) the chosen run is
        # first: the ranking rests on how repetition is counted, not on the outputs; a person weighs it
        return CheckResult(Status.NEEDS_REVIEW, "choice.near_tie", {"chosen": chosen, "measure": label,
                                                                    "expected": ranked[0], "values": shown}, evidence)
    if measure == "diversity" and chosen != ranked[-1]:
        # "variação temática": the lexical measure is a proxy; a choice argued from the chosen run's own text
        # (a quote of it) is a reading a person weighs, not a fault, unless the measure ranks that run last
        cited = next((q for q in extract_quotes(ctx.answer.text)
                      if len(q.split()) >= 3 and locate_in_run(ctx, q, chosen, ctx.outputs([chosen])[chosen])), None)
        if cited is not None:
            evidence["quoted_from_chosen"] = cited
            return CheckResult(Status.NEEDS_REVIEW, "choice.theme_argued",
                               {"chosen": chosen, "quote": shorten(cited), "measure": label, "expected": ranked[0],
                                "values": shown}, evidence)
    # (ranked last: at the lowest value, ties there too)
    if measure == "repetition" and (values[chosen] > min(values.values())
                                    or values[ranked[0]] - values[chosen] <= NEAR_TIE * tie):
        # "a B2 volta para a mesma ideia em frases diferentes", or "“data science” comes back in every clause" (a
        # phrase shorter than the measure's word triples): a repetition the count does not see, which the answer
        # shows; a person weighs it, unless the measure ranks the chosen run clearly last
        text = ctx.outputs([chosen]).get(chosen, "")
        said = _MEANING_REPEATED.search(fold(ctx.answer.text))
        # (a phrase of two words is evidence of a repetition, "data science" twice, though not of a quote's source;
        # so is a quote that repeats itself, "data aggregation, data aggregation, and data aggregation")
        said = said.group(0) if said else next((q for q in extract_quotes(ctx.answer.text, min_words=2)
                                                if len(q.split()) >= 2 and (
                                                    count_occurrences(q.casefold(), text.casefold()) >= 2
                                                    or _repeats_inside(q) and count_occurrences(q.casefold(), text.casefold()))),
                                               None)
        if said:
            evidence["repetition_argued"] = said
            return CheckResult(Status.NEEDS_REVIEW, "choice.meaning_argued",
                               {"chosen": chosen, "said": shorten(said, 60), "measure": label, "expected": ranked[0],
                                "values": shown}, evidence)
    return CheckResult(Status.FAIL, "choice.disagrees", {"chosen": chosen, "measure": label, "expected": ranked[0],
                                                         "values": shown, "reference": reference}, evidence)


def _repeats_inside(quote: str) -> bool:
    """Whether a pair of words comes back inside the quote itself."""
    words = re.findall(r"\w+", quote.casefold())
    pairs = list(zip(words, words[1:]))
    return len(set(pairs)) < len(pairs)


# a repetition of meaning in other words (folded: lower case, no accents)
_MEANING_REPEATED = re.compile(
    r"mesm[ao]s?[ \t]+(?:ideias?|assuntos?|temas?|conteudos?|sentidos?|coisas?)|same[ \t]+(?:ideas?|points?|meaning|"
    r"topics?|things?)|(?:em|com|in)[ \t]+outras[ \t]+palavras|in[ \t]+other[ \t]+words|parafrase|paraphras|"
    r"frases[ \t]+diferentes|different[ \t]+(?:sentences|words(?:ing)?)|quase[ \t]+igua(?:l|is)|"
    r"(?:almost|nearly)[ \t]+the[ \t]+same")

NEAR_TIE = 2.5  # ties (``tie``) apart at most: a near tie, for a person to weigh


def _first(run: str, counted: dict[str, float]) -> bool:
    return counted[run] >= max(counted.values())


def quote_from_run(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The justification quotes real text of the run it names (or of any of the question's runs)."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    if (pointer := points_elsewhere(ctx)) is not None:
        return pointer
    ids = args.get("runs") or ctx.question.runs
    if (gate := not_genuine(ctx, ids)) is not None:
        return gate
    chosen = chosen_run(ctx, ids)
    all_outputs = ctx.outputs(ids)
    min_words = int(args.get("min_words", 3))
    quotes = extract_quotes(ctx.answer.text, min_words=2)
    sources = attributions(ctx, quotes, ids)
    false: list[FalseSource] = []
    for quote in quotes:
        short = len(quote.split()) < min_words
        if short and len(quote.split()) < 2:
            continue
        named = [r for r in sources[quote].runs if r in ids]
        # the run named beside the quote; else the run the answer chose; else any of the question's
        targets = ctx.outputs(named) if named else \
            ctx.outputs([chosen]) if chosen and not args.get("any_run") else all_outputs
        for rid, text in targets.items():
            # a phrase shorter than a quote proves nothing, unless the run says it again and again ("make
            # predictions" twice) and the run does repeat itself (a term used twice in a text that repeats no
            # stretch of words is no repetition shown)
            span = locate_in_run(ctx, quote, rid, text) if not short or \
                count_occurrences(quote.casefold(), text.casefold()) >= 2 and repetition_rate(text) > 0 else None
            if span:
                evidence = {"run": rid, "quote": quote, "span": list(span)}
                if (edited := reworded_quote(ctx, [q for q in quotes if len(q.split()) >= min_words], targets)):
                    # beside it, a quote of the same run with a word of it changed ("of a system" for "of the
                    # system"): which was meant is a reader's call
                    evidence["reworded"] = edited
                    return CheckResult(Status.NEEDS_REVIEW, "quote.reworded",
                                       {"run": edited["run"], "quote": shorten(edited["quote"]),
                                        "output": shorten(edited["output"])}, evidence)
                if (wrong := _elsewhere(ctx, quotes, quote, sources, targets, all_outputs, min_words)):
                    # beside it, a quote the answer puts in the same run that is another run's exact text ("termina
                    # em '...'": the neighbouring column's): the evidence is partly another run's
                    evidence["false_attribution"] = [f.evidence() for f in wrong]
                    return unsure(wrong, ctx, evidence) or CheckResult(
                        Status.PARTIAL, "quote.partly_misattributed",
                        {"run": rid, "quote": shorten(quote), "false": false_text(wrong, ctx.lang)}, evidence)
                return CheckResult(Status.PASS, "quote.found", {"run": rid, "quote": shorten(quote)}, evidence)
        if named and not short:
            actual = tuple(r for r in all_outputs if r not in targets and locate_in_run(ctx, quote, r, all_outputs[r]))
            if actual:
                false.append(FalseSource(quote, tuple(named), sources[quote].named, actual, sources[quote].lossy))
    if (review := unsure(false, ctx, {"quotes": quotes})) is not None:
        return review
    if false:
        return CheckResult(Status.FAIL, "quote.misattributed", {"false": false_text(false, ctx.lang)},
                           {"quotes": quotes, "false_attribution": [f.evidence() for f in false]})
    outputs = [chosen] if chosen and not args.get("any_run") else list(all_outputs)
    quotes = [q for q in quotes if len(q.split()) >= min_words]
    if quotes and unread(ctx, ids):  # the quotes may be in outputs the grader did not read: a person looks
        return CheckResult(Status.NEEDS_REVIEW, "quote.unread", {"quote": shorten(quotes[0]),
                                                                 "absent": absent_text(ctx, list(ids))},
                           {"quotes": quotes, "runs": outputs})
    return CheckResult(Status.FAIL, "quote.none", {}, {"quotes": quotes, "runs": outputs})


def _elsewhere(ctx: CheckContext, quotes: list[str], found: str, sources: dict[str, Any], targets: dict[str, str],
               all_outputs: dict[str, str], min_words: int) -> list[FalseSource]:
    """The other quotes the answer puts in the run ``found`` was found in (named with it, or named with no run
    in an answer that names no other run) that are in none of ``targets`` and exactly in another of the
    question's runs."""
    wrong = []
    others = any(set(ref.runs) - set(targets) for ref in run_refs.find_refs(ctx.answer.text, infos(ctx, list(all_outputs))))
    for q in quotes:
        if q == found or len(q.split()) < min_words:
            continue
        named = [r for r in sources[q].runs if r in all_outputs]
        # (a quote named with no run counts only in the sentence of the one found: "começa em '...' e termina em
        # '...'"; in a sentence of its own it may be about something the grader cannot place, "a linha 4")
        if set(named) - set(targets) or not named and (others or not _same_sentence(ctx.answer.text, found, q)) or \
                any(locate_in_run(ctx, q, r, t) for r, t in targets.items()):
            continue
        actual = tuple(r for r in all_outputs if r not in targets and locate_in_run(ctx, q, r, all_outputs[r]))
        if actual:
            wrong.append(FalseSource(q, tuple(targets), sources[q].named or ", ".join(targets), actual,
                                     sources[q].lossy))
    return wrong


def _same_sentence(text: str, a: str, b: str) -> bool:
    """Whether quotes ``a`` and ``b`` stand in one sentence of ``text`` (periods inside the quotes do not end it)."""
    i, j = text.find(a), text.find(b)
    if i < 0 or j < 0:
        return False
    lo, hi = sorted((i, j))
    between = text[lo:hi]
    for q in (a, b):
        between = between.replace(q, "")
    return not re.search(r"[.;!?](?:\s|$)|\n", between)


RULES = {"choice_matches_measure": choice_matches_measure, "quote_from_run": quote_from_run}
