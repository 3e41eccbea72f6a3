"""Layer 1, "evidence is real": every run's output checked once, before any rubric rule.

For each run of the activity: is there an output; do its recorded parameters match the activity
and the cell's own code; could the model have produced it (provenance); and, when the grader
re-executed the notebook, does the re-execution confirm it (greedy runs and seeded runs on the
same hardware must match exactly).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from ..core.records import Extraction, Generation, ProvenanceResult, Verdict
from ..core.textnorm import notation_undone
from ..specs.schema import ActivitySpec
from .extract import params_in_code
from .runs import MAX_SAMPLES_PER_RUN
from .runs import SOURCE as PRINTED_LOOP
from .shown_text import CLOSERS, ELISION

# The longest vocabulary entries of the course models decode to a few dozen bytes; 64 per token
# bounds what max_new_tokens tokens can spell.
MAX_BYTES_PER_TOKEN = 64


@dataclass(frozen=True)
class Problem:
    key: str  # a messages.CATALOGUE key
    args: dict[str, Any]
    fatal: bool  # the evidence cannot be trusted (vs. a warning)


@dataclass(frozen=True)
class RunEvidence:
    run_id: str
    generation: Generation | None
    provenance: ProvenanceResult | None
    problems: tuple[Problem, ...] = ()
    reexecuted: dict[str, Any] = field(default_factory=dict)

    @property
    def text(self) -> str:
        return self.generation.text if self.generation else ""

    @property
    def fabricated(self) -> bool:
        """Output present but not something the model produced with the claimed settings."""
        return self.generation is not None and any(p.fatal for p in self.problems)

    @property
    def verified(self) -> bool:
        return (self.generation is not None and self.provenance is not None
                and self.provenance.verdict is Verdict.CONSISTENT and not any(p.fatal for p in self.problems))


def _fmt(params: Any) -> str:
    return params.describe()


def collect(activity: ActivitySpec, submitted: Extraction, executed: Extraction | None, verifier: Any,
            grading_model: str) -> dict[str, RunEvidence]:
    """Evidence per run id; a run with several samples (``samples:``) gives ``RUN.1``, ``RUN.2``…"""
    out: dict[str, RunEvidence] = {}
    _prefetch(activity, submitted, verifier)
    for run_id, spec in activity.runs.items():
        gens = submitted.generations.get(run_id, ())
        if not gens:
            out[run_id] = RunEvidence(run_id, None, None, (Problem("run.missing", {"run": run_id}, True),))
            continue
        graded, as_samples = graded_generations(spec, gens)
        if as_samples:
            for i, gen in enumerate(graded):
                key = member_id(run_id, i)
                out[key] = _one(activity, run_id, key, gen, submitted, executed, verifier, grading_model, i)
        else:
            out[run_id] = _one(activity, run_id, run_id, graded[0], submitted, executed, verifier, grading_model,
                               None)
    return out


def graded_generations(spec: Any, gens: tuple[Generation, ...]) -> tuple[list[Generation], bool]:
    """The generations of a run that are verified, and whether each is a sample of its own
    (``RUN.1``, ``RUN.2``…): a run with ``samples:``, or several outputs of one configuration
    printed by the student's loop (every one is verified; an excerpt may come from any)."""
    if spec.samples:
        return list(gens[: max(spec.samples, 1) * 2]), True
    if len(gens) > 1 and all(g.source == PRINTED_LOOP for g in gens):
        return list(gens[:MAX_SAMPLES_PER_RUN]), True
    if len(gens) > 1 and _recorded_samples(gens):
        return list(gens[:MAX_SAMPLES_PER_RUN]), True
    return list(gens[-1:]), False


def _recorded_samples(gens: tuple[Generation, ...]) -> bool:
    """The course helper called several times for one sampled run with one configuration
    (``for i in range(2): generate(..., run="A1", ...)``): each record is a sample of the run,
    as a TA reads every output of the cell. Records that differ in configuration (the run done
    again another way) or greedy ones (the same text again) keep the last one."""
    first = gens[0].params
    return all(g.source == "record" and g.params.do_sample and (g.params.temperature, g.params.top_p, g.params.top_k)
               == (first.temperature, first.top_p, first.top_k) for g in gens)


def _prefetch(activity: ActivitySpec, submitted: Extraction, verifier: Any) -> None:
    """Every output this submission will verify, in a few batched forward passes. Only on an
    accelerator: on a CPU the passes are compute-bound and batching measured 0.91x (slower;
    benchmarks/batch_grading.py --parts provenance)."""
    if not hasattr(verifier, "prefetch"):
        return
    device = getattr(getattr(verifier, "lm", None), "device", None)
    if device is None or getattr(device, "type", "cpu") == "cpu":
        return
    items = []
    for run_id, spec in activity.runs.items():
        gens = submitted.generations.get(run_id, ())
        for gen in graded_generations(spec, gens)[0] if gens else ():
            prompt = gen.prompt if spec.free_prompt else activity.prompt_for(run_id)
            limit = MAX_BYTES_PER_TOKEN * (gen.params.max_new_tokens or activity.max_new_tokens)
            if prompt and len(gen.text.encode("utf-8")) <= limit:
                items.append((prompt, gen.text, gen.params, list(gen.token_ids) if gen.token_ids else None))
    if len(items) > 1:
        try:
            verifier.prefetch(items)
        except Exception:  # noqa: BLE001 - only a shortcut: each output is still verified on its own
            pass


def member_id(run_id: str, index: int) -> str:
    """The evidence key of the index-th (from 0) sample of a multi-sample run."""
    return f"{run_id}.{index + 1}"


def expand(activity: ActivitySpec, runs: dict[str, RunEvidence], ids: list[str]) -> list[str]:
    """Run ids with each multi-sample run replaced by its samples' keys (in order): a run with
    ``samples:``, or one whose outputs were several samples printed by a loop (no key of its own)."""
    out: list[str] = []
    for rid in ids:
        members = [k for k in runs if k.startswith(rid + ".") and k[len(rid) + 1:].isdigit()]
        if rid in activity.runs and members and (activity.runs[rid].samples or rid not in runs):
            out.extend(sorted(members, key=lambda k: int(k.rsplit(".", 1)[1])))
        else:
            out.append(rid)
    return out


def _one(activity: ActivitySpec, run_id: str, key: str, gen: Generation, submitted: Extraction,
         executed: Extraction | None, verifier: Any, grading_model: str, index: int | None) -> RunEvidence:
    spec = activity.runs[run_id]
    declared = activity.params(run_id)
    problems: list[Problem] = []
    # Greedy decoding ignores temperature and top-p: only do_sample must agree. (A text its prompt placed,
    # sampled with the code's own other parameters, is that run generated wrongly: runs-genuine deducts it.)
    if not gen.extra.get("params_differ") and (gen.params.do_sample != declared.do_sample or declared.do_sample and (
            gen.params.temperature, gen.params.top_p) != (declared.temperature, declared.top_p)):
        problems.append(Problem("run.params_mismatch",
                                {"run": key, "recorded": _fmt(gen.params), "declared": _fmt(declared)}, True))
    code = params_in_code(submitted.run_code.get(run_id, ""))
    for name in ("temperature", "top_p"):
        if name in code and abs(code[name] - getattr(gen.params, name)) > 1e-9:
            problems.append(Problem("run.code_mismatch", {"run": key, "code": f"{name}={code[name]:g}",
                                                          "recorded": _fmt(gen.params)}, True))
            break
    if spec.free_prompt:
        prompt = gen.prompt
    else:
        prompt = activity.prompt_for(run_id)
        if gen.prompt and gen.prompt != prompt:
            problems.append(Problem("run.prompt_mismatch", {"run": key}, True))
    if gen.source == "record" and gen.model_name and gen.model_name != grading_model:
        problems.append(Problem("run.model_mismatch",
                                {"run": key, "recorded": gen.model_name, "grading": grading_model}, False))
    limit = MAX_BYTES_PER_TOKEN * (gen.params.max_new_tokens or declared.max_new_tokens or 256)
    if len(gen.text.encode("utf-8")) > limit:
        # Longer than any generation of that length could decode to: no model work needed. A recorded text
        # is the claim itself; a text read from printed output may hold more than the output (a table's
        # frame, the next print): the reading is in doubt, not the student
        recorded = gen.source == "record" or "recorded" in gen.extra
        problems.append(Problem("run.too_long" if recorded else "run.too_long_read",
                                {"run": key, "chars": len(gen.text)}, recorded))
        return RunEvidence(key, gen, None, tuple(problems))
    if not prompt:
        # A free prompt known only from printed text: nothing to re-run it with.
        problems.append(Problem("run.prompt_unknown", {"run": key}, False))
        return RunEvidence(key, gen, None, tuple(problems))
    # Verify against the parameters the run claims (the record's, which must equal the
    # activity's, or the activity's for printed text).
    try:
        # a generate call recorded (the course helper's record, the kernel hook's) fixes the sampling;
        # a printed text was sampled by whatever the student's code did
        recorded = gen.source == "record" or "recorded" in gen.extra
        # the dtype the text was sampled in, where a record or the student's code states it
        stated = gen.dtype if gen.source == "record" or gen.extra.get("dtype_from") == "code" else None
        # the code showed only the text's beginning (text[:200]): its last word may be cut short
        shown = re.sub(r"\s*\S*\s*$", "", gen.text) if gen.extra.get("cut") else gen.text
        prov = verifier.verify(prompt, shown, gen.params,
                               token_ids=list(gen.token_ids) if gen.token_ids else None, permissive=not recorded,
                               **({"dtype": stated} if stated else {}))
    except Exception as exc:  # noqa: BLE001 - a text the engine cannot handle is undecided, not a crash
        problems.append(Problem("run.undetermined", {"run": key, "detail": str(exc)[:200]}, False))
        return RunEvidence(key, gen, None, tuple(problems))
    if prov.verdict is Verdict.INCONSISTENT and _edges_lost(gen, prov):
        # a display or the code trims the spaces around a text (a table cell, a paragraph, s.strip()):
        # the continuation's leading space is the display's loss, not the student's edit
        again = verifier.verify(prompt, " " + shown.lstrip(), gen.params, permissive=not recorded,
                                **({"dtype": stated} if stated else {}))
        if again.verdict is not Verdict.INCONSISTENT or again.first_violation is None and not gen.params.do_sample:
            prov = again  # (every token greedy's, the text its beginning: a prefix, read as such below)
        elif (gen.extra.get("found") or {}).get("mime") in ("text/html", "text/markdown"):
            problems.append(Problem("run.undetermined", {"run": key}, False))
            return RunEvidence(key, gen, replace(prov, verdict=Verdict.UNDETERMINED), tuple(problems))
        # (printed text: the readings below may still explain it, and none of them accuses)
    if prov.verdict is Verdict.INCONSISTENT and not recorded and not _lossy_reading(gen, prov, declared):
        # a reading that may have changed the text (escapes, line-break marks): the text read back is the model's
        prov, shown_as = _read_back(verifier, prompt, shown, gen.params, prov, stated)
        if shown_as is not None:
            problems.append(Problem(shown_as[0], {"run": key, **shown_as[1]}, False))
            gen = replace(gen, text=shown_as[2])  # the text read back is the model's: what every check compares
    doubt = _lossy_reading(gen, prov, declared, shown) if prov.verdict is Verdict.INCONSISTENT else None
    if doubt is not None:
        # An accusation needs the exact text: a text that fails the model only on a reading that may have
        # lost or changed characters, or whose kept sets are not the ones checked, goes to the instructor
        problems.append(Problem(doubt[0], {"run": key, **doubt[1]}, False))
        return RunEvidence(key, gen, replace(prov, verdict=Verdict.UNDETERMINED), tuple(problems))
    if (prov.verdict is Verdict.INCONSISTENT and prov.first_violation is None and not gen.params.do_sample
            and not recorded):
        # every token is the greedy one and the model goes on: a display shows a text's beginning
        # (pprint's split strings, a cut column), so the printed text is a prefix of the real output
        problems.append(Problem("run.shown_prefix", {"run": key, "expected": prov.details.get("expected_text", "")},
                                False))
        return RunEvidence(key, gen, replace(prov, verdict=Verdict.CONSISTENT), tuple(problems))
    if prov.verdict is Verdict.INCONSISTENT:
        v = prov.first_violation
        problem_key = "run.not_greedy" if not gen.params.do_sample else "run.inconsistent"
        if v is None and not gen.params.do_sample:  # every token right, but the model does not stop there
            problem_key = "run.greedy_truncated"
        problems.append(Problem(problem_key, {
            "run": key, "params": _fmt(gen.params), "index": v.index + 1 if v else 0,
            "token": v.text if v else "", "rank": v.rank if v else 0, "kept": v.kept_set_size if v else 0,
            "expected": prov.details.get("expected_text", "")}, True))
    elif prov.verdict is Verdict.UNDETERMINED:
        problems.append(Problem("run.undetermined", {"run": key}, False))
    reexec = _compare_with_execution(run_id, gen, executed, key=key, index=index)
    for pkey, args in reexec.pop("problems", []):
        problems.append(Problem(pkey, args, True))
    return RunEvidence(key, gen, prov, tuple(problems), reexec)


def _read_back(verifier: Any, prompt: str, shown: str, params: Any, prov: ProvenanceResult,
               stated: str | None) -> tuple[ProvenanceResult, tuple[str, dict[str, Any], str] | None]:
    """A printed text with Python escapes ("\\n", "\\xe9": ``.encode("unicode_escape")``, a repr cut open) or
    a mark where it broke its lines (``.replace("\\n", " ¶ ")``, " ⏎ ", " / "): verified as the text with
    them undone. Returns the verdict kept and, when a reading verified, its note and the text read back."""
    dtype = {"dtype": stated} if stated else {}
    readings = ([("run.shown_escaped", {}, _unescaped(shown))] if _ESCAPES.search(shown) else []) + \
        [("run.shown_marks", {"mark": mark}, re.sub(rf" ?{re.escape(mark)} ?", "\n", shown))
         for mark in newline_marks(shown)]
    if (plain := notation_undone(shown)) != shown:  # "um·erro·de⏎⏎E", "␣NEGATIVO↵": spaces and breaks made visible
        readings.append(("run.shown_notation", {"marks": "·"}, plain))
    if (inner := _enclosed(shown)) is not None:  # "⟨␣NEGATIVO↵↵Text⟩", "<<<5 = 17.5>>>": the display's delimiters
        readings += [("run.shown_notation", {"marks": inner[0]}, text) for text in dict.fromkeys(
            (inner[1], notation_undone(inner[1])))]
    first, _, rest = shown.partition("\n")
    v = prov.first_violation
    if rest.strip() and _FIELDS.search(first) and v is not None and v.start <= len(first) + 1:
        # "68 palavras | 43% distintas | prob. média 93%" on the label's line, failing there, the text on the lines
        # below: the student's measures in the header, not the text's beginning
        # (first: it is the reading that explains a failure there; the continuation's leading space is the display's)
        readings[:0] = [("run.shown_header_fields", {}, text) for text in (" " + rest.strip(), rest.strip("\n"))]
    if v is not None and "\ufffd" in v.text and _CUT_CHAR.search(shown):
        # a last token holding the first bytes of a character ("foi �": the decode shows U+FFFD for bytes it cannot
        # show): the text up to it is what can be read exactly
        readings.append(("run.shown_cut_char", {}, _CUT_CHAR.sub("", shown)))
    for key, args, text in readings:
        again = verifier.verify(prompt, text, params, permissive=True, **dtype)
        if again.verdict is Verdict.CONSISTENT:
            return again, (key, args, text)
    return prov, None


_CLOSING = {**CLOSERS, "|": "|"}  # a display's brackets, and bars ("|texto|")


def _enclosed(shown: str) -> tuple[str, str] | None:
    """(the delimiters, the text between) where ``shown`` opens with a bracket (or a run of one: "<<<") and closes with
    its pair, appearing nowhere else; None otherwise."""
    opener = shown[:1]
    closer = _CLOSING.get(opener)
    if closer is None:
        return None
    n = len(shown) - len(shown.lstrip(opener))
    if n > 3 or not shown.endswith(closer * n) or len(shown) < 2 * n:
        return None
    inner = shown[n:len(shown) - n]
    return None if opener in inner or closer in inner else (opener * n + "…" + closer * n, inner)


def _lossy_reading(gen: Generation, prov: ProvenanceResult, declared: Any, shown: str | None = None
                   ) -> tuple[str, dict[str, Any]] | None:
    """Why a text that fails the model is no proof it was not generated, as (problem key, its
    arguments); None where the text is exact and its failure stands. With ``shown`` None, only the
    readings that no read-back can repair (the checks before escapes and marks are undone)."""
    found = gen.extra.get("found") or {}
    recorded = gen.source == "record" or "recorded" in gen.extra
    v = prov.first_violation
    printed = not recorded
    checks: list[tuple[str, bool, Any]] = [
        # read from a display that drops markup (a markdown's `code` and **bold**): not the exact text
        ("run.unverified_display", printed and bool(found.get("lossy")), {}),
        # read back through the code's own .replace calls: a reading, not the exact bytes
        ("run.unverified_undone", printed and bool(gen.extra.get("undone")), {"how": gen.extra.get("undone")}),
    ]
    if shown is None:
        return next(((k, a) for k, applies, a in checks if applies), None)
    checks += [
        # escapes or line-break marks that undone did not verify either: the shown text is not exact enough
        ("run.unverified_escapes", printed and bool(_ESCAPES.search(shown)), {}),
        ("run.unverified_marks", printed and bool(newline_marks(shown)), {"mark": (newline_marks(shown) or [""])[0]}),
        # "5 = 17.5, which is the an […] nal value.": the display left out the text's middle, and the model's text runs
        # up to the mark: what follows it is no text the model was asked to go on from
        ("run.unverified_elided", printed and v is not None and any(
            shown.rfind(" ", 0, max(0, m.start() - 1)) <= v.start <= m.end() + 1 for m in ELISION.finditer(shown)), {}),
        # a beam search returns the best whole continuation: no step-by-step kept set describes it
        ("run.beam_search", bool(gen.extra.get("beams")), {"beams": gen.extra.get("beams")}),
        # a repetition ban, a penalty, a minimum length: the kept sets drawn from are not the ones checked
        ("run.unmodelled_processors", bool(gen.extra.get("processors")),
         {"used": ", ".join(f"{k}={x}" for k, x in (gen.extra.get("processors") or {}).items())}),
        # nothing in the notebook says how it was sampled: failing the declared parameters proves nothing
        ("run.undetermined", gen.extra.get("params_from") == "activity", {}),
        # a printed text first failing at a line break or a space: the display's wrapping (textwrap, numbered
        # lines) is no proof of an edit
        ("run.unverified_spacing", printed and v is not None and not v.text.strip(),
         {"index": v.index + 1 if v else 0}),
        # where a text found by its layout starts was read: a failure at its first token (at its first tokens
        # after a prompt: "prompt | 80 tokens") says the start is wrong (a label, a frame) as surely as an edit
        ("run.unverified_start", printed and v is not None and (v.index == 0 or v.index < START_TOKENS
                                                                 and found.get("how") in ("printed", "labelled"))
         and gen.extra.get("placed_by") in ("content", "headers"), {}),
        # a display that leaves a stretch out ("the previ...umbers gives", reprlib's middle cut): failing at the
        # ellipsis, or in the word it cuts, says nothing of what the model wrote there
        ("run.unverified_elided", printed and v is not None and _elided_at(shown, v.text), {"index": v.index + 1 if v else 0}),
        # where a printed text ends was read, not recorded
        ("run.unverified_tail", printed and _unsure_where_it_ends(gen, prov, declared),
         {"index": v.index + 1 if v else 0}),
    ]
    return next(((k, a) for k, applies, a in checks if applies), None)


_ELLIPSIS = re.compile(r"(\w*)(?:\.\.\.|…)")


def _elided_at(shown: str, token: str) -> bool:
    """Whether a failing token is an ellipsis the display shows, or the beginning of a word an ellipsis cuts."""
    word = token.strip()
    cut = [m.group(1) for m in _ELLIPSIS.finditer(shown)]  # the word each ellipsis cuts ("" after a space)
    return bool(word) and bool(cut) and (not word.strip(".…") or any(w and (w.startswith(word) or word.startswith(w))
                                                                      for w in cut))


# a text read from a prompt on (its start the prompt's end, what follows on the line a guess), or from what
# follows a label on its line, whose failure comes this early may have been read from the wrong place; a
# literal's start is exact
START_TOKENS = 3
_CUT_CHAR = re.compile(r"\ufffd+\s*$")
_FIELDS = re.compile(r"\d[^|\n]*\s\|\s[^|\n]*\d")  # fields with numbers, "|" between them
_ESCAPES = re.compile(r"\\(?:[ntr'\"\\]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4})")


def _unescaped(text: str) -> str:
    """``text`` with Python's backslash escapes undone (non-ASCII characters kept as they are)."""
    try:
        return text.encode("latin-1", "backslashreplace").decode("unicode_escape")
    except (UnicodeDecodeError, ValueError):
        return text


_MARK_CHARS = re.compile(r"(?<= )([^\w\s\"'.,;:!?()\[\]{}<>-]|\|\||//)(?= )")


def newline_marks(text: str) -> list[str]:
    """Symbols a display puts, between spaces, where the text broke its lines ("a ¶ b ¶  ¶ c", " ⏎ ",
    " ↵ ", " / ", " | "): those that stand alone between spaces at least twice, most frequent first."""
    found = Counter(m.group(1) for m in _MARK_CHARS.finditer(text))
    marks = [mark for mark, n in found.most_common() if n >= 2
             and (len(mark) > 1 or not mark.isascii() or mark in "/|")
             and unicodedata.category(mark[0])[0] in "SP"]
    # symbols that mean a line break wherever they stand ("NEGATIVO↵↵Text": .replace(chr(10), "↵"))
    return marks + [mark for mark in _NEWLINE_SYMBOLS if mark in text and mark not in marks]


_NEWLINE_SYMBOLS = ("↵", "⏎", "␤", "¶")


def _edges_lost(gen: Generation, prov: ProvenanceResult) -> bool:
    """A text read from the notebook's outputs (not a record) that fails at its first token, which
    begins without the space a continuation of the prompt begins with: a display trimmed it (an HTML
    table cell, a paragraph) or the code did (``s.strip()`` written to a file, ``f"{i}) {s.strip()}"``)."""
    v = prov.first_violation
    recorded = gen.source == "record" or "recorded" in gen.extra
    return (v is not None and v.index == 0 and not recorded and bool(gen.text)
            and not gen.text[0].isspace() and bool(gen.prompt) and not gen.prompt[-1].isspace())


def _unsure_where_it_ends(gen: Generation, prov: ProvenanceResult, declared: Any) -> bool:
    """A printed text fails only where its reading may have run past the output: at a token beyond
    the run's ``max_new_tokens`` (no generate call makes more: what follows was printed by
    something else), on a line of its own after the first (a table's next row, the next file's
    header), everything before that line being the model's, or after a blank first line (an empty
    output shown in a table, then the next row)."""
    v = prov.first_violation
    if v is None or gen.source == "record":
        return False
    limit = gen.params.max_new_tokens or getattr(declared, "max_new_tokens", None)
    if limit is not None and v.index >= limit:
        return True
    text = gen.text
    line_start = text.rfind("\n", 0, v.start) + 1
    line_end = text.find("\n", v.start)
    line_end = len(text) if line_end < 0 else line_end
    starts_a_line = line_start > 0 and not text[line_start: v.start].strip()
    blank_so_far = not text[:line_end].strip() and line_end < len(text)  # a blank output, then other lines
    return starts_a_line or blank_so_far


def _compare_with_execution(run_id: str, gen: Generation, executed: Extraction | None, *,
                            key: str | None = None, index: int | None = None) -> dict[str, Any]:
    key = key or run_id
    if executed is None:
        return {"status": "not re-executed"}
    again = executed.generations.get(run_id, ())
    if not again or (index is not None and len(again) <= index):
        return {"status": "the re-execution produced no output for this run"}
    new = again[-1 if index is None else index]
    info: dict[str, Any] = {"status": "re-executed", "text": new.text}
    problems = []
    if new.source == "record" and gen.source == "record":
        if (new.params.temperature, new.params.top_p, new.params.do_sample) != (
                gen.params.temperature, gen.params.top_p, gen.params.do_sample):
            problems.append(("run.code_mismatch", {"run": key, "code": _fmt(new.params),
                                                   "recorded": _fmt(gen.params)}))
    # Printed text found in the student's own code says nothing of the machine it ran on.
    same_machine = gen.extra.get("versions") == new.extra.get("versions") and \
        gen.extra.get("device") == new.extra.get("device") and gen.model_name == new.model_name and \
        gen.source != PRINTED_LOOP
    exact = not gen.params.do_sample or (gen.seed is not None and same_machine)
    if exact:
        info["exact_comparison"] = True
        info["matches"] = new.text.strip() == gen.text.strip()
        if not info["matches"]:
            problems.append(("run.reexec_mismatch", {"run": key}))
    return {**info, "problems": problems}
