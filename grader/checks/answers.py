"""Closed answers and open explanations: computed where possible, otherwise needs review."""

from __future__ import annotations

import re
from typing import Any

from ..core.messages import render
from ..core.records import CheckResult, Status
from ..core.textnorm import asserted, extract_quotes, fold, hedged, yes_no
from ..reading.run_refs import ATTRIBUTING, SCOPED, find_refs
from .common import shorten
from .context import CheckContext
from .evidence_rules import locate_in_run, missing_answer, run_prompt
from .sources import MIN_EVIDENCE_WORDS, FalseSource, attributions, false_text, infos, output_words, unsure


def mentions(text: str, words: list[str]) -> list[str]:
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
        hits, misses = mentions(ctx.answer.text, expected), mentions(ctx.answer.text, list(args.get("wrong", [])))
    evidence = {"matched": hits, "contradicting": misses}
    given = shorten(ctx.answer.text, 80)
    if hits and not misses:
        # Optional parts of a full answer: a concept ("reduz a variância") and a tie to the
        # student's own outputs ("com base exclusivamente no output obtido").
        lacking = []
        if args.get("concepts") and not mentions(ctx.answer.text, list(args["concepts"])):
            lacking.append(render("closed.lacks_concept", ctx.lang, concept=args.get("concept_label",
                                                                                      args["concepts"][0])))
        if args.get("tie_runs"):
            ties, _ = _tie_to_runs(ctx, list(args["tie_runs"]))
            evidence["tied_to"] = ties
            unseen = _unseen_numbers(ctx, list(args["tie_runs"]))
            if unseen and not _evidence_ties(ctx, ties):
                # "vai somando 10.1, 2.8, 1.3…": the output it reasons from is not the one the notebook holds
                evidence["numbers_in_no_output"] = unseen
                lacking.append(render("closed.unseen_numbers", ctx.lang, numbers=", ".join(unseen[:4])))
            elif not ties:
                lacking.append(render("closed.lacks_tie", ctx.lang))
        if args.get("contradicted_by") and (said := asserted(ctx.answer.text, list(args["contradicted_by"]))):
            # "Não, nenhum peso fica salvo; mas enquanto gera, o modelo ajusta os pesos": the right word, and
            # an explanation that says the opposite; a reading of prose, so a person decides
            evidence["contradicted_by"] = said
            return CheckResult(Status.NEEDS_REVIEW, "closed.self_contradicted", {"expected": label, "said": said},
                               evidence)
        if lacking:
            return CheckResult(Status.PARTIAL, "closed.incomplete", {"expected": label, "lacking": "; ".join(lacking)},
                               evidence, fraction=0.5)
        return CheckResult(Status.PASS, "closed.correct", {"expected": label}, evidence)
    if misses and not hits:
        return CheckResult(Status.FAIL, "closed.wrong", {"expected": label, "given": given}, evidence)
    if "yes_no" in args and hedged(ctx.answer.text):
        # "Em parte. ...": the student wrote neither answer; half of the question, not an unreadable answer
        return CheckResult(Status.PARTIAL, "closed.hedged", {"expected": label, "given": given}, evidence, fraction=0.5)
    return CheckResult(Status.NEEDS_REVIEW, "closed.unclear", {"given": given}, evidence)


def _tie_to_runs(ctx: CheckContext, ids: list[str]) -> tuple[list[str], list[FalseSource]]:
    """How the answer ties itself to the runs ``ids``: the runs it names (ids, parameter values,
    ordinals...: :mod:`.run_refs`), its quotes of their outputs (at least ``MIN_EVIDENCE_WORDS``
    words, from the run it names when it names one), the numbers it cites from an output (not from
    the prompt); and the quotes it puts in a run they are not from (false attributions)."""
    refs: list[str] = []
    for ref in find_refs(ctx.answer.text, infos(ctx, ids)):
        if (ref.kind in ATTRIBUTING or ref.kind in SCOPED) and ref.resolved and ref.resolved not in refs:
            refs.append(ref.resolved)
    outputs = ctx.outputs(ids)
    quotes = extract_quotes(ctx.answer.text)
    sources = attributions(ctx, quotes, ids)
    false: list[FalseSource] = []
    for quote in quotes:
        where = {rid: span for rid, out in outputs.items() if (span := locate_in_run(ctx, quote, rid, out))
                 and output_words(out, span) >= MIN_EVIDENCE_WORDS}
        named = [r for r in sources[quote].runs if r in ids]
        members = set(ctx.expand(named)) | set(named)
        mine = [r for r in where if not named or r in members]
        if named and where and not mine:
            false.append(FalseSource(quote, tuple(named), sources[quote].named, tuple(where),
                                     sources[quote].lossy))
        for rid in mine:
            tie = render("concept.excerpt_of", ctx.lang, run=rid)
            if rid not in refs and tie not in refs:
                refs.append(tie)
    for part, members in _parts_observed(ctx.answer.text, ids):
        tie = render("concept.part_of", ctx.lang, part=part, runs=", ".join(members))
        if tie not in refs:
            refs.append(tie)
    for number in dict.fromkeys(re.findall(r"(?<![\w.,])\d+(?:[.,]\d+)?(?![\w]|[.,]\d)", ctx.answer.text)):
        for rid, out in outputs.items():
            prompt = run_prompt(ctx, rid)
            if _has_number(out, number) and not _has_number(prompt, number):
                tie = render("concept.number_of", ctx.lang, run=rid, number=number)
                if tie not in refs:
                    refs.append(tie)
                break
    return refs, false


_PHANTOM_WORDS = 4  # a quote this long, given as a run's output, is a claim about that output


def _phantom_quotes(ctx: CheckContext, ids: list[str]) -> list[tuple[str, tuple[str, ...]]]:
    """The quotes the answer gives as the output of one of ``ids`` (it names the run beside them) that
    are in none of the notebook's outputs and none of its prompts: an explanation tied to text the
    student's runs never produced (the book's, another model's). [(quote, named runs)]"""
    # (an elided quote, "data science ... data science", shows a pattern, not one stretch of output)
    quotes = [q for q in extract_quotes(ctx.answer.text) if len(q.split()) >= _PHANTOM_WORDS
              and not re.search(r"\.\.\.|…|\[\s*\]", q)]
    if not quotes:
        return []
    every = ctx.outputs(list(ctx.activity.runs))
    prompts = " ".join(run_prompt(ctx, rid) or "" for rid in ctx.activity.runs)
    sources = attributions(ctx, quotes, ids)
    out = []
    for quote in quotes:
        named = tuple(r for r in sources[quote].runs if r in ids)
        if _elsewhere(ctx.answer.text, quote):
            continue  # "no livro, o B1 do GPT-2 repete “...”": the book's run, said to be the book's
        if not named or not all(r in every for r in named) or fold(quote) in fold(prompts) \
                or _shares_words(quote, [prompts]):
            continue  # (the prompt's own words, quoted loosely: "Responda APENAS com: POSITIVO ou NEGATIVO.")
        if not any(locate_in_run(ctx, quote, rid, text) for rid, text in every.items()) \
                and not _shares_words(quote, list(every.values())):
            out.append((quote, named))
    return out


# a source that is not the student's own run: the book, the course's notebook, a colleague's
_ELSEWHERE = re.compile(r"\b(?:livro|book|apostila|colab do curso|notebook do curso|course(?:'s)? notebook|colega|"
                        r"teammate|classmate|partner|dupla)\b")


def _elsewhere(text: str, quote: str) -> bool:
    """Whether the sentence that quotes ``quote`` says, before the quote, that it is another source's text."""
    at = text.find(quote)
    if at < 0:
        return False
    start = max([0] + [m.end() for m in re.finditer(r"[.!?](?=\s)|\n", text[:at])])
    return bool(_ELSEWHERE.search(fold(text[start:at])))


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", fold(text))


def _shares_words(quote: str, outputs: list[str]) -> bool:
    """Some four words of the quote in a row in an output, punctuation and quoting aside: a quote the
    student trimmed or re-punctuated is still that output's."""
    words = _words(quote)
    grams = {tuple(words[i:i + _PHANTOM_WORDS]) for i in range(max(1, len(words) - _PHANTOM_WORDS + 1))}
    for out in outputs:
        ws = _words(out)
        if any(tuple(ws[i:i + _PHANTOM_WORDS]) in grams for i in range(max(1, len(ws) - _PHANTOM_WORDS + 1))):
            return True
    return False


def _phantom_result(ctx: CheckContext, ties: list[str], evidence: dict[str, Any]) -> CheckResult | None:
    """Partial credit where the only tie to the runs is a name beside a quote no run produced; review
    where the grader left outputs unplaced (the quote may be in one of them)."""
    phantom = _phantom_quotes(ctx, list(ctx.question.runs or ctx.activity.runs))
    excerpts = {render("concept.excerpt_of", ctx.lang, run=rid) for rid in ctx.runs} | {
        render("concept.excerpt_of", ctx.lang, run=rid) for rid in ctx.activity.runs}
    if not phantom or any(t in excerpts for t in ties):  # a real excerpt ties it, whatever else it quotes
        return None
    quote, named = phantom[0]
    evidence["phantom_quotes"] = [{"quote": q, "named_runs": list(n)} for q, n in phantom]
    args = {"quote": shorten(quote, 70), "named": ", ".join(named)}
    if ctx.extraction.unplaced:
        return CheckResult(Status.NEEDS_REVIEW, "concept.phantom_unplaced", args, evidence)
    return CheckResult(Status.PARTIAL, "concept.phantom", args, evidence, fraction=0.5)


_PART = re.compile(r"\bpart[e]?\s+([a-d])\b")
_OBSERVED = re.compile(r"\d|\b(?:cai|caiu|subi|subiu|aument|diminu|menos|mais|repet|variou|mudou|fell|rose|dropped|"
                       r"increas|decreas|more|less|fewer|repeat)", re.I)


def _parts_observed(answer: str, ids: list[str]) -> list[tuple[str, list[str]]]:
    """Parts the answer cites as a group with what they showed, in one sentence ("na parte B ... a
    repetição caiu de 34 para 8 conforme o p subiu"): the part's runs, all of them."""
    out = []
    for sentence in re.split(r"(?<=[.!?;])\s+|\n", fold(answer)):
        for m in _PART.finditer(sentence):
            members = [r for r in ids if r.upper().startswith(m.group(1).upper())]
            rest = sentence[:m.start()] + sentence[m.end():]
            label = f"parte {m.group(1).upper()}"
            if len(members) >= 2 and _OBSERVED.search(rest) and all(label != seen for seen, _ in out):
                out.append((label, members))
    return out


def _evidence_ties(ctx: CheckContext, ties: list[str]) -> list[str]:
    """The ties that are text of an output (an excerpt, a number it holds), not a run's name alone."""
    runs = list(ctx.activity.runs)
    excerpts = {render("concept.excerpt_of", ctx.lang, run=r) for r in runs}
    numbers = tuple(render("concept.number_of", ctx.lang, run=r, number="\x00").split("\x00")[0] for r in runs)
    return [t for t in ties if t in excerpts or t.startswith(numbers)]


def _unseen_numbers(ctx: CheckContext, ids: list[str]) -> list[str]:
    """The decimal numbers the answer cites (two at least) that no output and no prompt of the notebook holds:
    read from an output the notebook does not show (an earlier seed's, the book's). Empty where any is shown
    (in a run's output, or in any output of the notebook: a display the grader could not tie to its run)."""
    cited = list(dict.fromkeys(re.findall(r"(?<![\w.,])\d+[.,]\d+(?![\w]|[.,]\d)", ctx.answer.text)))
    shown = [*ctx.outputs(list(ctx.activity.runs)).values(), *(run_prompt(ctx, r) or "" for r in ctx.activity.runs),
             ctx.extraction.shown]
    unseen = [n for n in cited if not any(_has_number(t, n) or _has_number(t, n.replace(",", ".")) for t in shown)]
    return unseen if len(unseen) >= 2 and len(unseen) == len(cited) else []


def _has_number(text: str, number: str) -> bool:
    return re.search(rf"(?<![\w.,]){re.escape(number)}(?![\w]|[.,]\d)", text) is not None


# an answer that says the restriction did not work on its own run ("mas nenhum respondeu com o rótulo", "nem o
# restritivo funcionou"; a bare "não" is no such word: the prompt's "Não explique" is quoted in explanations of its success)
_ACKNOWLEDGED = re.compile(r"\b(?:nenhum|nenhuma|mas|porem|entretanto|contudo|mesmo assim|ainda assim|no entanto|"
                           r"(?:nao|nem)(?: \w+){0,3}? (?:funcionou|funcionaram|respondeu|seguiu|obedeceu|deu|saiu|gerou|bastou|foi seguida|"
                           r"foi suficiente|restringiu|restringiram|adiantou|resolveu|ajudou)|falh\w*|deveria|em teoria|no papel|but|however|even so|didn'?t|"
                           r"did not|failed|neither|none|not enough|supposed to|in theory|no effect|no use)\b")


def _success_not_shown(ctx: CheckContext, args: dict[str, Any]) -> dict[str, Any] | None:
    """The run whose success the explanation is about (``success_of``), where its own output is no label
    and the answer says nothing against the success: {run, output}; else None."""
    from ..modelling.measures import in_label_format

    rid = args.get("success_of")
    ev = ctx.runs.get(rid) if rid else None
    if ev is None or ev.generation is None or in_label_format(ev.text, args.get("labels") or ()):
        return None
    return None if _ACKNOWLEDGED.search(fold(ctx.answer.text)) else {"run": rid, "output": ev.text}


def concept_mentioned(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """Every concept group has a mention, and the explanation is tied to the student's runs."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    groups: dict[str, list[str]] = args["concepts"]
    label = args.get("label", ", ".join(groups))
    found = {name: mentions(ctx.answer.text, words) for name, words in groups.items()}
    ids = args.get("runs") or ctx.question.runs
    ties, false = _tie_to_runs(ctx, ids)
    evidence: dict[str, Any] = {"concepts": found, "tied_to": ties, "answer": ctx.answer.text}
    if (review := unsure(false, ctx, evidence)) is not None:
        return review
    if false:
        # the mechanism explained, the evidence from another run: part of it stands
        evidence["false_attribution"] = [f.evidence() for f in false]
        if all(found.values()):
            return CheckResult(Status.PARTIAL, "claim.misattributed", {"false": false_text(false, ctx.lang)},
                               evidence, fraction=0.5)
        return CheckResult(Status.FAIL, "claim.misattributed", {"false": false_text(false, ctx.lang)}, evidence)
    if all(found.values()):
        if ties and (phantom := _phantom_result(ctx, ties, evidence)) is not None:
            return phantom
        if (unshown := _success_not_shown(ctx, args)) is not None and ties:
            # (an answer tied to no run earns partial at most whatever it explains: nothing for a person to decide)
            evidence["success_not_shown"] = unshown
            return CheckResult(Status.NEEDS_REVIEW, "concept.success_not_shown",
                               {"concept": label, "run": unshown["run"], "output": shorten(unshown["output"], 60)},
                               evidence)
        if ties:
            return CheckResult(Status.PASS, "concept.ok", {"concept": label, "tie": ", ".join(ties)}, evidence)
        return CheckResult(Status.PARTIAL, "concept.untied", {"concept": label}, evidence, fraction=0.5)
    return CheckResult(Status.NEEDS_REVIEW, "concept.review", {"concept": label}, evidence)


def runs_referenced(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The justification refers to the student's own observed runs."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    ids = args.get("runs") or ctx.question.runs
    ties, false = _tie_to_runs(ctx, ids)
    if (review := unsure(false, ctx, {"tied_to": ties})) is not None:
        return review
    if false:
        return CheckResult(Status.FAIL, "claim.misattributed", {"false": false_text(false, ctx.lang)},
                           {"tied_to": ties, "false_attribution": [f.evidence() for f in false]})
    if ties and (phantom := _phantom_result(ctx, ties, {"tied_to": ties})) is not None:
        return phantom
    if len(ties) >= int(args.get("min_runs", 1)):
        return CheckResult(Status.PASS, "runs_referenced.ok", {"refs": ", ".join(ties)}, {"tied_to": ties})
    return CheckResult(Status.NEEDS_REVIEW, "runs_referenced.review", {}, {"answer": ctx.answer.text})


RULES = {"closed_answer": closed_answer, "concept_mentioned": concept_mentioned, "runs_referenced": runs_referenced}
