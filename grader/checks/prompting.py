"""Few-shot and template activities: copied outputs, label format, the student's own prompt
variation, the context window and the self-consistency vote, each against the student's own
(verified) outputs."""

from __future__ import annotations

import re
from typing import Any

from ..measures import in_label_format, majority_vote, numbers_in
from ..messages import render
from ..records import CheckResult, Status
from ..textnorm import fold, locate, normalise_for_match, yes_no
from . import CheckContext
from .answers import _mentions
from .claims import _labels
from .evidence_rules import _short, missing_answer, not_genuine

NONE_WORDS = ("nenhum", "nenhuma", "nenhuma delas", "none", "neither")
BOTH_WORDS = ("ambos", "ambas", "os dois", "as duas", "todos", "todas", "both", "all of them")
CHANGED = ("mudou", "mudaram", "alterou", "diferente", "changed", "different")
UNCHANGED = ("nao mudou", "nao mudaram", "nao alterou", "manteve", "permaneceu", "continuou igual",
             "continuou a mesma", "mesma saida", "igual", "did not change", "didn't change", "unchanged", "same")
VOTE_WORDS = ("voto", "vote", "maioria", "majority", "final", "resultado", "result", "consenso")
UNPARSED_WORDS = ("sem rotulo", "sem label", "nao parse", "nao reconhec", "unparsed", "no label", "invalid",
                  "invalida", "fora do formato")


def _model_output(ev: Any) -> str | None:
    """What the model really produces for a greedy run whose recorded text failed the re-run."""
    prov = ev.provenance
    return prov.details.get("expected_text") if prov is not None else None


def outputs_copied(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """Each run's output, as the model produced it, is what the answer reports."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    ids = args.get("runs") or ctx.question.runs
    answer = _plain(ctx.answer.text)
    notes, found, evidence = [], [], {}
    for rid in ids:
        ev = ctx.runs.get(rid)
        if ev is None or ev.generation is None:
            notes.append(render("run.missing", ctx.lang, run=rid))
            continue
        recorded = ev.text.strip()
        real = _model_output(ev) if ev.fabricated else recorded
        book = ctx.activity.runs[rid].book_output
        in_answer = bool(recorded) and locate(recorded, answer) is not None
        evidence[rid] = {"recorded": recorded, "model": real, "in_answer": in_answer, "book": book}
        if ev.fabricated:
            key = "copied.book" if book and fold(recorded) == fold(book) else "copied.not_model"
            notes.append(render(key, ctx.lang, run=rid, given=_short(recorded, 60), real=_short(real or "?", 60)))
        elif in_answer:
            found.append(rid)
        elif book and fold(book) not in fold(recorded) and _mentions(answer, [book]):
            notes.append(render("copied.book", ctx.lang, run=rid, given=book, real=_short(recorded, 60)))
        else:
            notes.append(render("copied.absent", ctx.lang, run=rid, real=_short(recorded, 60)))
    shown = ", ".join(f"{r}: «{_short(evidence[r]['recorded'], 40)}»" for r in found)
    if len(found) == len(ids):
        return CheckResult(Status.PASS, "copied.ok", {"runs": shown}, evidence)
    status = Status.PARTIAL if found else Status.FAIL
    return CheckResult(status, "copied.some", {"ok": len(found), "n": len(ids), "problems": "; ".join(notes)},
                       evidence, fraction=len(found) / len(ids))


def _plain(answer: str) -> str:
    """The answer without markdown quoting (``>`` markers, code fences and backticks), so an
    output pasted as a blockquote compares as the text it quotes."""
    text = re.sub(r"(?m)^[ \t]*(?:>[ \t]?)+", "", answer)
    return re.sub(r"```[\w-]*|`", "", text)


def _first_clause(text: str) -> str:
    return re.split(r"[.;:\n(]|\s[-–]\s|,\s*(?:pois|porque|because|since|ja que)", fold(text).strip(), maxsplit=1)[0]


def _named(ctx: CheckContext, ids: list[str], text: str) -> list[str]:
    return [rid for rid, names in _labels(ctx, ids).items()
            if any(re.search(rf"(?<![\w.,]){re.escape(n)}(?![\w]|[.,]\d)", text) for n in names)]


def claimed_runs(ctx: CheckContext, ids: list[str]) -> set[str] | None:
    """The runs an answer like "a restritiva", "ambas", "nenhuma" names (its first clause)."""
    for text in (_first_clause(ctx.answer.text), fold(ctx.answer.text)):
        if _mentions(text, list(NONE_WORDS)):
            return set()
        if _mentions(text, list(BOTH_WORDS)):
            return set(ids)
        named = _named(ctx, ids, text)
        if named:
            return set(named)
    return None


def label_format_choice(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """Which outputs are in the label format (exactly one label): computed, then compared."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    ids = args.get("runs") or ctx.question.runs
    if (gate := not_genuine(ctx, ids)) is not None:
        return gate
    labels = list(args["labels"])
    outputs = ctx.outputs(ids)
    missing = [r for r in ids if r not in outputs]
    if missing:
        return CheckResult(Status.FAIL, "choice.no_outputs", {"missing": ", ".join(missing)}, {})
    fmt = {r: in_label_format(outputs[r], labels) for r in ids}
    truth = {r for r in ids if fmt[r]}
    claim = claimed_runs(ctx, ids)
    shown = "; ".join(render("format.yes" if fmt[r] else "format.no", ctx.lang, run=r,
                             text=_short(outputs[r], 50)) for r in ids)
    evidence = {"in_format": fmt, "claimed": sorted(claim) if claim is not None else None, "labels": labels}
    truth_word = _set_word(ctx, ids, truth)
    if claim is None:
        return CheckResult(Status.NEEDS_REVIEW, "format.unclear", {"outputs": shown, "truth": truth_word}, evidence)
    if claim == truth:
        return CheckResult(Status.PASS, "format.agrees", {"outputs": shown, "truth": truth_word}, evidence)
    return CheckResult(Status.FAIL, "format.disagrees", {"outputs": shown, "truth": truth_word,
                                                         "claim": _set_word(ctx, ids, claim)}, evidence)


def _set_word(ctx: CheckContext, ids: list[str], runs: set[str]) -> str:
    if not runs:
        return render("word.none", ctx.lang)
    if runs == set(ids) and len(ids) > 1:
        return render("word.both", ctx.lang)
    return ", ".join(r for r in ids if r in runs)


def variation_claim(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The student's own prompt variation: really different, re-run by the grader, and their
    "did the output change?" agrees with the two outputs."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    run, base = args.get("run", "VAR"), args.get("base", "FS")
    if (gate := not_genuine(ctx, [run, base])) is not None:
        return gate
    ev, ev_base = ctx.runs.get(run), ctx.runs.get(base)
    if ev is None or ev.generation is None or ev_base is None or ev_base.generation is None:
        return CheckResult(Status.FAIL, "choice.no_outputs", {"missing": run if ev is None or ev.generation is None
                                                              else base}, {})
    prompt = ev.generation.prompt
    base_prompt = ctx.activity.prompt_for(base)
    evidence = {"prompt": prompt, "base_prompt": base_prompt, "output": ev.text, "base_output": ev_base.text}
    if prompt and " ".join(prompt.split()) == " ".join(base_prompt.split()):
        return CheckResult(Status.FAIL, "variation.same_prompt", {"run": run, "base": base}, evidence)
    changed = normalise_for_match(ev.text) != normalise_for_match(ev_base.text)
    claim = yes_no(ctx.answer.text, yes=CHANGED, no=UNCHANGED)
    evidence.update(changed=changed, claim=claim)
    out = {"run": run, "base": base, "output": _short(ev.text, 50), "base_output": _short(ev_base.text, 50),
           "truth": render("word.changed" if changed else "word.unchanged", ctx.lang)}
    if claim is None:
        return CheckResult(Status.NEEDS_REVIEW, "variation.unclear", out, evidence)
    if claim == changed:
        return CheckResult(Status.PASS, "variation.agrees", out, evidence)
    return CheckResult(Status.FAIL, "variation.disagrees", out, evidence)


_MODEL_NAMES = re.compile(r"[^\W\d_]+[-_]?\d+(?:[-_.]\w+)*")
_THOUSANDS = re.compile(r"(?<=\d)[.,\s\u00a0](?=\d{3}(?!\d))")


def context_window_answer(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The window size read from the model's configuration (never typed into the rubric), and
    what happens to tokens beyond it."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    from ..models import context_window

    model = args.get("model", "gpt2")
    expected, source = context_window(model)
    # "GPT-2", "flan-t5" are names, not numbers; "1.024" and "1 024" are 1024.
    text = _MODEL_NAMES.sub(" ", ctx.answer.text)
    numbers = [n for n in numbers_in(_THOUSANDS.sub("", text)) if n == int(n)]
    beyond = _mentions(ctx.answer.text, list(args.get("beyond", [])))
    evidence = {"expected": expected, "source": source, "numbers": numbers, "beyond": beyond, "model": model}
    out = {"model": model, "expected": expected, "source": source}
    if expected in numbers:
        if beyond or not args.get("beyond"):
            return CheckResult(Status.PASS, "window.ok", out, evidence)
        return CheckResult(Status.PARTIAL, "window.no_beyond", out, evidence, fraction=0.5)
    if numbers:
        return CheckResult(Status.FAIL, "window.wrong", {**out, "given": ", ".join(f"{n:g}" for n in numbers[:3])},
                           evidence)
    return CheckResult(Status.FAIL, "window.no_number", out, evidence)


def _claimed_vote(text: str, options: list[str]) -> str | None:
    folded = fold(text)
    hits = sorted((m.start(), opt) for opt in options
                  for m in re.finditer(rf"(?<![^\W_]){re.escape(fold(opt))}(?![^\W_])", folded))
    if not hits:
        return None
    if len({opt for _, opt in hits}) == 1:
        return hits[0][1]
    for word in VOTE_WORDS:
        m = re.search(rf"(?<![^\W_]){word}", folded)
        if m:
            after = [opt for pos, opt in hits if pos > m.start()]
            if after:
                return after[0]
    return None


def _claimed_counts(text: str, labels: list[str]) -> dict[str, int]:
    folded = fold(text)
    counts: dict[str, int] = {}
    for key, words in [(label, [label]) for label in labels] + [("", list(UNPARSED_WORDS))]:
        for word in words:
            w = re.escape(fold(word))
            m = (re.search(rf"(\d+)\s*(?:x|×|vezes|amostras?|samples?)?\s*(?:de\s+|foram\s+|com\s+)?{w}", folded)
                 or re.search(rf"{w}\w*\s*[:=(]\s*(\d+)", folded))
            if m:
                counts[key] = int(m.group(1))
                break
    return counts


def vote_recount(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The self-consistency vote the student reports is the recount of their own samples with
    the course's rule (first whole-word label of each sample; majority; undecided otherwise)."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    run = args.get("run", "SC")
    if (gate := not_genuine(ctx, [run])) is not None:
        return gate
    labels = list(args["labels"])
    undecided = args.get("undecided", "INDETERMINADO")
    samples = list(ctx.outputs([run]).values())
    if not samples:
        return CheckResult(Status.FAIL, "choice.no_outputs", {"missing": run}, {})
    truth = majority_vote(samples, labels, undecided)
    counts = ", ".join(f"{label} {n}" for label, n in truth.counts.items())
    counts += ", " + render("vote.unparsed", ctx.lang, n=truth.unparsed)
    out = {"vote": truth.vote, "counts": counts, "n": len(samples), "reference": ""}
    evidence: dict[str, Any] = {"samples": samples, "labels_of": list(truth.labels_of), "vote": truth.vote,
                                "counts": truth.counts, "unparsed": truth.unparsed}
    ref = ctx.reference.get(run)
    if ref is not None and ref.texts:
        rv = majority_vote(ref.texts, labels, undecided)
        evidence["reference_vote"] = {"vote": rv.vote, "counts": rv.counts, "unparsed": rv.unparsed, "n": len(ref.texts)}
        out["reference"] = " " + render("vote.reference", ctx.lang, n=len(ref.texts), vote=rv.vote,
                                        counts=", ".join(f"{k} {v}" for k, v in rv.counts.items()),
                                        unparsed=rv.unparsed)
    claim = _claimed_vote(ctx.answer.text, labels + [undecided])
    stated = _claimed_counts(ctx.answer.text, labels)
    evidence.update(claimed_vote=claim, claimed_counts=stated)
    if claim is None:
        return CheckResult(Status.NEEDS_REVIEW, "vote.unclear", out, evidence)
    if claim != truth.vote:
        return CheckResult(Status.FAIL, "vote.wrong", {**out, "claim": claim}, evidence)
    actual = {**truth.counts, "": truth.unparsed}
    wrong = {k: v for k, v in stated.items() if actual.get(k) != v}
    if wrong:
        given = ", ".join(f"{k or render('vote.unparsed_label', ctx.lang)} {v}" for k, v in stated.items())
        return CheckResult(Status.PARTIAL, "vote.counts_wrong", {**out, "given": given}, evidence, fraction=0.5)
    return CheckResult(Status.PASS, "vote.ok", out, evidence)


RULES = {"outputs_copied": outputs_copied, "label_format_choice": label_format_choice,
         "variation_claim": variation_claim, "context_window_answer": context_window_answer,
         "vote_recount": vote_recount}
