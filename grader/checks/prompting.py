"""Few-shot and template activities: copied outputs, label format, the student's own prompt
variation and the context window, each against the student's own (verified) outputs (the
self-consistency vote: :mod:`.voting`)."""

from __future__ import annotations

import ast
import re
from typing import Any

from ..core.messages import quoted, render
from ..core.records import CheckResult, Status
from ..core.textnorm import extract_quotes, fold, locate, normalise_for_match, spelled_numbers, yes_no
from ..modelling.measures import in_label_format, numbers_in
from .answers import mentions
from .claims import run_labels
from .context import CheckContext
from .evidence_rules import missing_answer, no_outputs, not_genuine, unread

NONE_WORDS = ("nenhum", "nenhuma", "nenhuma delas", "none", "neither")
BOTH_WORDS = ("ambos", "ambas", "os dois", "as duas", "todos", "todas", "both", "all of them")
CHANGED = ("mudou", "mudaram", "alterou", "diferente", "changed", "different")
UNCHANGED = ("nao mudou", "nao mudaram", "nao alterou", "manteve", "permaneceu", "continuou igual",
             "continuou a mesma", "mesma saida", "igual", "did not change", "didn't change", "unchanged", "same")
UNPARSED_WORDS = ("sem rotulo", "sem label", "nao parse", "nao reconhec", "unparsed", "no label", "invalid",
                  "invalida", "fora do formato", "nao tem rotulo", "nao tinha rotulo", "nao tiveram rotulo")


def _model_output(ev: Any) -> str | None:
    """What the model really produces for a greedy run whose recorded text failed the re-run."""
    prov = ev.provenance
    return prov.details.get("expected_text") if prov is not None else None


def _whole_output(ev: Any) -> str | None:
    """The model's whole output for a greedy run the notebook showed only the beginning of (a table cell
    cut to its column, "NEGATIVO\\..."): the grader's re-run says what the rest is. None otherwise."""
    shown = next((p for p in ev.problems if p.key == "run.shown_prefix"), None) if ev is not None else None
    return (shown.args.get("expected") or None) if shown is not None else None


def _real(text: str | None, lang: str) -> str:
    """The model's own output for a run: quoted, or "?" when the re-run did not say."""
    return "?" if text is None else quoted(text, lang)


def outputs_copied(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """Each run's output, as the model produced it, is what the answer reports."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    ids = args.get("runs") or ctx.question.runs
    missing = [r for r in ids if ctx.latest(r) is None or ctx.latest(r).generation is None]
    if missing and unread(ctx, missing):  # outputs shown that could not be tied to a run, or generated and
        return no_outputs(ctx, missing)   # shown in a way not read: a person looks
    answer = _plain(ctx.answer.text)
    notes, found, evidence = [], [], {}
    for rid in ids:
        ev = ctx.latest(rid)
        if ev is None or ev.generation is None:
            notes.append(render("run.missing", ctx.lang, run=rid))
            continue
        recorded = ev.text.strip()
        if (whole := _whole_output(ev)) is not None and whole.strip() != recorded:
            # the display showed only the output's beginning: the output is the re-run's, and a copy of the
            # cut display ("NEGATIVO\\...") is no copy of it
            evidence[rid] = {"shown": recorded, "model": whole}
            recorded = whole.strip()
        real = _model_output(ev) if ev.fabricated else recorded
        book = ctx.activity.runs[rid].book_output
        in_answer = bool(recorded) and locate(recorded, answer) is not None
        others = [o.text for r, o in ctx.runs.items() if r != rid and o is not None and o.generation is not None]
        # (a copy whose code span closes where the output ends, "`\"Este filme foi um`", ends with it)
        spanned = bool(recorded) and f"{recorded}`" in ctx.answer.text
        extra = _quoted_further(recorded, answer, others) if in_answer and not spanned else None
        if extra is not None:
            # every copy goes on, inside its quotation marks, with words the model did not write
            in_answer = False
            evidence[rid] = {"recorded": recorded, "extended_with": extra}
            notes.append(render("copied.extended", ctx.lang, run=rid, real=quoted(recorded, ctx.lang),
                                extra=quoted(extra, ctx.lang, 60)))
            continue
        head = _before_cut_line(ev, recorded)
        whole_lines = not in_answer and head is not None and locate(head, answer) is not None
        lines = _copied_lines(recorded, answer) if not in_answer and not whole_lines else None
        in_answer = in_answer or whole_lines or bool(lines)
        evidence[rid] = {**evidence.get(rid, {}), "recorded": recorded, "model": real, "in_answer": in_answer, "book": book}
        if whole_lines:
            evidence[rid]["copied_without_cut_line"] = head
        if lines:
            evidence[rid]["copied_lines"] = lines
        if ev.fabricated:
            key = "copied.book" if book and fold(recorded) == fold(book) else "copied.not_model"
            notes.append(render(key, ctx.lang, run=rid, given=quoted(recorded, ctx.lang), real=_real(real, ctx.lang)))
        elif in_answer:
            found.append(rid)
        elif book and fold(book) not in fold(recorded) and mentions(answer, [book]) \
                and (_given_for(ctx, book, rid, ids) or not any(
                    fold(book) in fold(ctx.runs[r].text) for r in ids
                    if r != rid and ctx.runs.get(r) is not None and ctx.runs[r].generation is not None)):
            # (an answer that names the book's word because another run of its own printed it accuses
            # nothing, unless it gives that word as this run's: "Zero-shot: NEGATIVO")
            evidence[rid]["book_copy"] = True
            notes.append(render("copied.book", ctx.lang, run=rid, given=quoted(book, ctx.lang, 200),
                                real=quoted(recorded, ctx.lang)))
        elif "shown" in evidence[rid]:
            notes.append(render("copied.cut", ctx.lang, run=rid, shown=quoted(evidence[rid]["shown"], ctx.lang),
                                real=quoted(recorded, ctx.lang)))
        else:
            notes.append(render("copied.absent", ctx.lang, run=rid, real=quoted(recorded, ctx.lang)))
    for rid, other, given in _swapped_copies(ctx, ids):
        if rid in found:
            # the copy given for this run is, exactly, another run's output; this run's own is not given
            found.remove(rid)
            evidence[rid]["given_for_it"] = given
            notes.append(render("copied.swapped", ctx.lang, run=rid, other=other, given=quoted(given, ctx.lang, 60),
                                real=quoted(ctx.latest(rid).text.strip(), ctx.lang, 60)))
    shown = ", ".join(f"{r}: {quoted(evidence[r]['recorded'], ctx.lang, 40)}" for r in found)
    if len(found) == len(ids):
        return CheckResult(Status.PASS, "copied.ok", {"runs": shown}, evidence)
    booked = [r for r in ids if r not in found and evidence.get(r, {}).get("book") and "book_copy" in evidence[r]]
    if booked and found and all(
            fold(evidence[r].get("copied_without_cut_line", evidence[r]["recorded"])) == fold(evidence[r]["book"] or "")
            for r in found):
        # the book's answer for every run, where the model's own differs on one: the runs it matches
        # match the book too, and show nothing of the student's own record
        found = []
    status = Status.PARTIAL if found else Status.FAIL
    return CheckResult(status, "copied.some", {"ok": len(found), "n": len(ids), "problems": "; ".join(notes)},
                       evidence, fraction=len(found) / len(ids))


_QUOTES = "\"'“”‘’«»`"
_PAIRS = {"“": "”", "‘": "’", "«": "»"}


_ANY_QUOTE = re.compile(r"`([^`\n]+)`|\"([^\"\n]+)\"|“([^”\n]+)”|«([^»\n]+)»")


def _given_for(ctx: CheckContext, word: str, rid: str, ids: list[str]) -> bool:
    """Whether the answer names ``rid``, and only it, as the source of some occurrence of ``word``."""
    from ..reading.run_refs import attribute
    from .sources import infos

    n = ctx.answer.text.count(word)
    if not n:
        return False
    found = attribute(ctx.answer.text, [word] * n, infos(ctx, ids))
    return any(a.runs == (rid,) for a in found)


def _swapped_copies(ctx: CheckContext, ids: list[str]) -> list[tuple[str, str, str]]:
    """(run, other run, quote): quotes the answer gives as one run's output (it names the run beside
    them) that are exactly another run's output and not this run's ("Pouco restritivo: '<the
    restrictive template's output>'"): the two copies swapped."""
    from .sources import attributions

    texts = {r: ctx.runs[r].text for r in ids if ctx.runs.get(r) is not None and ctx.runs[r].generation is not None}
    # every quotation, short ones too (an output may be one word: `NEGATIVO`)
    quotes = sorted(dict.fromkeys(extract_quotes(ctx.answer.text) + [
        next(g for g in m.groups() if g is not None) for m in _ANY_QUOTE.finditer(ctx.answer.text)]),
        key=ctx.answer.text.find)  # in the answer's order: each is attributed from where the last one ended
    if len(texts) < 2 or not quotes:
        return []
    from ..core.textnorm import _clean_excerpt

    def same(quote: str, text: str) -> bool:
        q = _clean_excerpt(quote.replace("\\n", "\n"))
        return bool(q) and q == _clean_excerpt(text)

    out = []
    for quote, src in attributions(ctx, quotes, ids).items():
        named = [r for r in src.runs if r in texts]
        owners = [r for r, t in texts.items() if same(quote, t)]
        if len(named) == 1 and owners and named[0] not in owners:
            out.append((named[0], owners[0], quote))
    return out


def _quoted_further(recorded: str, answer: str, others: list[str]) -> str | None:
    """What the answer adds to the output inside the same quotation marks, where every copy of it
    does ('"Este filme foi um desperdício de tempo."' for the output ' "Este filme foi um': the
    student completed a cut output); None where some copy ends where the output ends, or is not
    quoted (an output followed by the student's own words is not a copy of more). A quoted text
    that is another run's output (``others``) is that run's copy, not this one's."""
    from ..core.textnorm import _clean_excerpt, _index

    ex = _clean_excerpt(recorded)
    theirs = {_clean_excerpt(o) for o in others if o.strip()}
    norm, starts, ends = _index(answer)
    i, added = norm.find(ex), None
    while i >= 0 and ex:
        start, end = starts[i], ends[i + len(ex) - 1]
        before = answer[:start].rstrip(" \t")
        own = recorded.strip()
        if before[-1:] in _QUOTES and own[:1] == before[-1:] and (_PAIRS.get(own[0]) or own[0]) in own[1:]:
            # the output opens and closes a quotation of its own: the copy's mark is the one before it
            before = before[:-1].rstrip(" \t")
        line_rest = answer[end:].split("\n", 1)[0]
        # the quotation closes with its own mark ('"' with '"', '“' with '”'), not another quote's
        closers = {before[-1:], _PAIRS.get(before[-1:], "")} - {""}
        close = next((k for k, ch in enumerate(line_rest) if ch in closers), None)
        extra = line_rest[:close].strip() if close is not None else ""
        if not (before[-1:] and before[-1] in _QUOTES and close is not None and re.search(r"[^\W_]", extra)):
            return None  # this copy ends with the output (or is the student's sentence, unquoted)
        if _clean_excerpt(answer[start:end + close]) not in theirs:
            added = added or extra
        i = norm.find(ex, i + 1)
    return added


def _copied_lines(recorded: str, answer: str) -> list[str] | None:
    """The lines of a long output the answer copies whole, in the output's order, from its first line on (a
    64-token output that repeats a pattern, its first lines given and the rest described): a TA reads that as
    the output copied. None where the answer does not hold the first line and at least one more."""
    lines = [line.strip() for line in recorded.split("\n") if line.strip()]
    if len(lines) < 3 or (span := locate(lines[0], answer)) is None:
        return None
    copied, pos = [lines[0]], span[1]
    for line in dict.fromkeys(lines[1:]):
        if len(line.split()) >= 2 and (at := locate(line, answer[pos:])) is not None:
            copied.append(line)
            pos += at[1]
    return copied if len(copied) >= 2 else None


def _before_cut_line(ev: Any, recorded: str) -> str | None:
    """The output without its last line, where the model was cut by ``max_new_tokens`` just after
    starting that line ('"Este filme foi um erro de tempo."' then 'E'): a student copies the
    lines that were written, as a TA reads the output."""
    gen, prov = ev.generation, ev.provenance
    if "\n" not in recorded or prov is None or not gen.params.max_new_tokens:
        return None
    if len(prov.tokens) < gen.params.max_new_tokens:
        return None  # the model stopped on its own: its last line is whole
    head, last = recorded.rsplit("\n", 1)
    return head.strip() if head.strip() and len(last.split()) <= 2 else None


def _spelled(m: re.Match[str]) -> str:
    try:
        value = ast.literal_eval(m.group(1))
    except (ValueError, SyntaxError):
        return m.group(0)
    return value if isinstance(value, str) and "\\" in m.group(1) else m.group(0)


def _plain(answer: str) -> str:
    """The answer without markdown quoting (``>`` markers, code fences and backticks), so an
    output pasted as a blockquote compares as the text it quotes; whitespace written visibly
    ("·NEGATIVO↵↵Text", "␣", "⏎", "(linha em branco)") is whitespace again; a repr in a code span (`' NEGATIVO\\n\\nText'`) is
    the text it spells, its escapes undone."""
    answer = re.sub(r"`('(?:[^'\\\n`]|\\.)*'|\"(?:[^\"\\\n`]|\\.)*\")`", _spelled, answer)
    text = re.sub(r"(?m)^[ \t]*(?:>[ \t]?)+", "", answer)
    text = re.sub(r"```[\w-]*|`", "", text)
    if re.search(r"\S[·␣]\S|[↵⏎]", text):
        text = text.replace("·", " ").replace("␣", " ").replace("↵", "\n").replace("⏎", "\n")
    # "NEGATIVO (linha em branco) Text": a blank line written in words
    return _BLANK_LINE.sub("\n\n", text)


_BLANK_LINE = re.compile(r"[ \t]*[(\[](?:uma[ \t]+)?(?:linha[ \t]+(?:em[ \t]+branco|vazia)|(?:a[ \t]+)?(?:blank|empty)[ \t]+line)"
                         r"[)\]][ \t]*", re.I)


def _clauses(text: str) -> list[str]:
    return re.split(r"[.;:\n(]|\s[-–]\s|,\s*(?:pois|porque|because|since|ja que)", fold(text).strip())


def _named(ctx: CheckContext, ids: list[str], text: str) -> list[str]:
    return [rid for rid, names in run_labels(ctx, ids).items()
            if any(re.search(rf"(?<![\w.,]){re.escape(n)}(?![\w]|[.,]\d)", text) for n in names)]


_NEGATED = re.compile(r"\b(?:nao|nem|nenhum\w*|nada|not|no|never|nunca|didn'?t|doesn'?t|neither)\b")


def _by_polarity(ctx: CheckContext, ids: list[str], text: str) -> set[str] | None:
    """"o zero-shot NÃO seguiu o formato; o few-shot sim": each run named alone in a clause, the clause negated
    or not; the runs affirmed. None unless every run is judged so."""
    judged: dict[str, bool] = {}
    for clause in re.split(r"[.;,\n]|\s(?:mas|but|enquanto|while|whereas)\s", fold(text)):
        named = _named(ctx, ids, clause)
        if len(named) == 1 and named[0] not in judged:
            judged[named[0]] = not _NEGATED.search(clause)
    return {r for r, yes in judged.items() if yes} if set(judged) == set(ids) else None


_CELL_VERDICT = re.compile(r"\s*([^:]{1,60}):\s*\**\s*(sim|nao|yes|no)(?![^\W_])")


def _by_cells(ctx: CheckContext, ids: list[str], text: str) -> set[str] | None:
    """"zero-shot: não, ... | few-shot: sim: NEGATIVO" (a table's row, each cell under its run's name): the runs
    whose cell says yes. None unless every run has such a cell."""
    judged: dict[str, bool] = {}
    for piece in re.split(r"[|;\n]", fold(text)):
        if (m := _CELL_VERDICT.match(piece)) is not None and len(named := _named(ctx, ids, m.group(1))) == 1:
            judged.setdefault(named[0], m.group(2) in ("sim", "yes"))
    return {r for r, yes in judged.items() if yes} if set(ids) <= set(judged) else None


def claimed_runs(ctx: CheckContext, ids: list[str]) -> set[str] | None:
    """The runs an answer like "a restritiva", "ambas", "nenhuma" names (its first clause); where that clause
    names a run and denies it ("o zero-shot não seguiu; o few-shot sim"), the runs its clauses affirm."""
    if (cells := _by_cells(ctx, ids, ctx.answer.text)) is not None:
        return cells
    clauses = _clauses(ctx.answer.text)
    # the first clause that names a run, or none or both ("ver acima (F.1): only the few-shot, ..." names it second)
    first = next((c for c in clauses if _named(ctx, ids, c) or mentions(c, [*NONE_WORDS, *BOTH_WORDS])), clauses[0])
    if _NEGATED.search(first) and _named(ctx, ids, first) and (polar := _by_polarity(ctx, ids, ctx.answer.text)) is not None:
        return polar
    for text in (first, fold(ctx.answer.text)):
        if mentions(text, list(NONE_WORDS)):
            return set()
        if mentions(text, list(BOTH_WORDS)):
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
    # (a run shown again after its helper changed: its last showing is the student's output)
    outputs = {r: ev.text for r in ids if (ev := ctx.latest(r)) is not None and ev.generation is not None}
    missing = [r for r in ids if r not in outputs]
    if missing:
        return no_outputs(ctx, missing)
    fmt = {r: in_label_format(outputs[r], labels) for r in ids}
    truth = {r for r in ids if fmt[r]}
    claim = claimed_runs(ctx, ids)
    shown = "; ".join(render("format.yes" if fmt[r] else "format.no", ctx.lang, run=r,
                             text=quoted(outputs[r], ctx.lang, 50)) for r in ids)
    evidence = {"in_format": fmt, "claimed": sorted(claim) if claim is not None else None, "labels": labels}
    truth_word = _set_word(ctx, ids, truth)
    if claim is None:
        return CheckResult(Status.NEEDS_REVIEW, "format.unclear", {"outputs": shown, "truth": truth_word}, evidence)
    if claim == truth:
        return CheckResult(Status.PASS, "format.agrees", {"outputs": shown, "truth": truth_word}, evidence)
    # "NEGATIVO\n\nText": a label on the first line, then the model starts the prompt's next
    # demonstration and is cut. A TA reads the first line as the answer; the whole-output reading
    # (above) agrees too
    lenient = {r for r in ids if fmt[r] or _label_then_pattern(outputs[r], ctx.latest(r), labels)}
    if claim == lenient:
        evidence["first_line_reading"] = sorted(lenient - truth)
        return CheckResult(Status.PASS, "format.first_line",
                           {"outputs": shown, "truth": truth_word, "claim": _set_word(ctx, ids, claim),
                            "runs": ", ".join(sorted(lenient - truth))}, evidence)
    return CheckResult(Status.FAIL, "format.disagrees", {"outputs": shown, "truth": truth_word,
                                                         "claim": _set_word(ctx, ids, claim)}, evidence)


def _label_then_pattern(output: str, ev: Any, labels: list[str]) -> bool:
    """The output's first line is one label and what follows, after a line break, begins a line of
    the run's own prompt ("Text" of "Texto: ..."): the model went on with the pattern."""
    first, _, rest = output.strip().partition("\n")
    if not rest.strip() or not in_label_format(first, labels) or ev is None or ev.generation is None:
        return False
    head = fold(rest.strip().split()[0]).strip(":\"'")
    lines = [fold(line.strip()) for line in (ev.generation.prompt or "").split("\n") if line.strip()]
    return len(head) >= 2 and any(line.startswith(head) for line in lines)


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
    ev, ev_base = ctx.latest(run), ctx.latest(base)
    if ev is None or ev.generation is None or ev_base is None or ev_base.generation is None:
        return no_outputs(ctx, run if ev is None or ev.generation is None else base)
    prompt = ev.generation.prompt
    base_prompt = ctx.activity.prompt_for(base)
    evidence = {"prompt": prompt, "base_prompt": base_prompt, "output": ev.text, "base_output": ev_base.text}
    if not (prompt or "").strip():
        # an output read from the run's cell without the prompt it came from: whether the variation
        # changed anything, and what, cannot be checked
        return CheckResult(Status.NEEDS_REVIEW, "variation.prompt_unknown", {"run": run, "base": base}, evidence)
    if prompt.replace("\r\n", "\n") == base_prompt.replace("\r\n", "\n"):
        return CheckResult(Status.FAIL, "variation.same_prompt", {"run": run, "base": base}, evidence)
    # a blank line added is a variation (the model reads other tokens); an output that changed only in
    # its spaces and line breaks changed and did not: either answer agrees with it
    # (outputs shown cut, "NEGATIVO\\..." both: compared whole, as the grader's re-run gives them)
    text, base_text = _whole_output(ev) or ev.text, _whole_output(ev_base) or ev_base.text
    changed = normalise_for_match(text) != normalise_for_match(base_text)
    spacing = not changed and text != base_text
    claim = yes_no(ctx.answer.text, yes=CHANGED, no=UNCHANGED)
    evidence.update(changed=changed, claim=claim, changed_spacing_only=spacing,
                    prompt_spacing_only=" ".join(prompt.split()) == " ".join(base_prompt.split()))
    truth = "word.changed" if changed else "word.changed_spacing" if spacing else "word.unchanged"
    out = {"run": run, "base": base, "output": quoted(text, ctx.lang, 50), "base_output": quoted(base_text, ctx.lang, 50),
           "truth": render(truth, ctx.lang)}
    if claim is None:
        return CheckResult(Status.NEEDS_REVIEW, "variation.unclear", out, evidence)
    if not (claim == changed or spacing):
        return CheckResult(Status.FAIL, "variation.disagrees", out, evidence)
    base_used = ev_base.generation.prompt if (ev_base.generation.prompt or "").strip() else base_prompt
    elsewhere = _demonstrations_kept(base_used, prompt)
    if elsewhere:
        # the question asks what changing a demonstration does: the answer is true of the outputs, but
        # the experiment changed something else
        evidence["changed_instead"] = elsewhere
        return CheckResult(Status.PARTIAL, "variation.not_demonstration",
                           {**out, "where": render(f"word.prompt_{elsewhere}", ctx.lang)}, evidence, fraction=0.5)
    return CheckResult(Status.PASS, "variation.agrees", out, evidence)


_LABELLED = re.compile(r"\n[^\n:]{1,40}:[ \t]*\S[^\n]*$")  # a block that ends with its label ("Sentimento: POSITIVO")


def _demonstrations_kept(base: str, prompt: str) -> str | None:
    """Where a variation changed its few-shot prompt when every demonstration (a block between blank
    lines that ends with its label) is the base's, in the same order: "instruction" (the blocks before
    them), "query" (the text to classify after them) or "both"; None where a demonstration changed
    (edited, reordered, added, removed) or either prompt has none."""
    def parts(text: str) -> tuple[list[str], list[str], list[str]] | None:
        blocks = [b for b in re.split(r"\n[ \t]*\n", text.replace("\r\n", "\n")) if b.strip()]
        demos = [k for k, b in enumerate(blocks) if _LABELLED.search("\n" + b.strip())]
        if not demos or demos != list(range(demos[0], demos[-1] + 1)):
            return None
        return blocks[:demos[0]], blocks[demos[0]: demos[-1] + 1], blocks[demos[-1] + 1:]

    a, b = parts(base), parts(prompt)
    if a is None or b is None or a[1] != b[1]:
        return None
    head, tail = a[0] != b[0], a[2] != b[2]
    return "both" if head and tail else "instruction" if head else "query" if tail else None


_MODEL_NAMES = re.compile(r"[^\W\d_]+[-_]?\d+(?:[-_.]\w+)*")
_THOUSANDS = re.compile(r"(?<=\d)[.,\s\u00a0](?=\d{3}(?!\d))")


def context_window_answer(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The window size read from the model's configuration (never typed into the rubric), and
    what happens to tokens beyond it."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    from ..modelling.models import context_window

    model = args.get("model", "gpt2")
    expected, source = context_window(model)
    # "GPT-2", "flan-t5" are names, not numbers; "1.024" and "1 024" are 1024.
    text = _MODEL_NAMES.sub(" ", ctx.answer.text)
    text += "\n" + spelled_numbers(text)  # ("mil e vinte e quatro posições")
    numbers = list(dict.fromkeys(n for n in numbers_in(_THOUSANDS.sub("", text)) if n == int(n)))
    beyond = mentions(ctx.answer.text, list(args.get("beyond", [])))
    # ``source``: where the configuration was read ("config.json (...)", the hub, transformers' defaults
    # offline) and its field; the student reads the field, the instructor the whole source (evidence)
    field = source.rsplit(": ", 1)[-1]
    evidence = {"expected": expected, "source": source, "field": field, "numbers": numbers, "beyond": beyond,
                "model": model}
    out = {"model": model, "expected": expected, "field": field}
    unit = re.search(rf"(?<![\d.,]){expected}\s*(?:de\s+|of\s+)?(caracteres?|characters?|chars?|palavras?|words?|"
                     r"bytes?|letras?|letters?|linhas?|lines?|frases?|sentences?)\b", fold(_THOUSANDS.sub("", text)))
    if expected in numbers and unit and not re.search(r"\btokens?\b", fold(ctx.answer.text)):
        # the window counts tokens: "1024 caracteres" has the number and the wrong thing it counts
        evidence["unit"] = unit.group(1)
        return CheckResult(Status.PARTIAL, "window.wrong_unit", {**out, "unit": unit.group(1)}, evidence, fraction=0.5)
    if expected in numbers:
        if beyond or not args.get("beyond"):
            return CheckResult(Status.PASS, "window.ok", out, evidence)
        return CheckResult(Status.PARTIAL, "window.no_beyond", out, evidence, fraction=0.5)
    if numbers:
        return CheckResult(Status.FAIL, "window.wrong", {**out, "given": ", ".join(f"{n:g}" for n in numbers[:3])},
                           evidence)
    return CheckResult(Status.FAIL, "window.no_number", out, evidence)


RULES = {"outputs_copied": outputs_copied, "label_format_choice": label_format_choice,
         "variation_claim": variation_claim, "context_window_answer": context_window_answer}
