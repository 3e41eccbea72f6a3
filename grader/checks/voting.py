"""The template activity's self-consistency vote (T.4): what the answer states (the vote and the counts
beside it), how the student's notebook breaks a tie and reads a label, and the recount of the
student's own samples it is checked against."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, replace
from typing import Any

from ..core.messages import render
from ..core.records import CheckResult, Status
from ..core.textnorm import fold
from ..modelling.measures import majority_vote
from .context import CheckContext
from .evidence_rules import missing_answer, no_outputs, not_genuine
from .prompting import UNPARSED_WORDS

# -- what a T.4 answer states: the vote, and counts beside it ---------------------------------------
#
# "INDETERMINADO: 2 POSITIVO, 2 NEGATIVO e 6 sem rótulo (empate)." states one vote (INDETERMINADO)
# and three counts. Every number is given to the label it counts: the label right after it
# ("2 POSITIVO", "6 das 10 amostras foram NEGATIVO") or else the label right before it
# ("POSITIVO: 2", "NEGATIVO (6)", "POSITIVO em 5 amostras"). A label led by its count is a count,
# never the vote; the vote is a label the answer states as such.

STRONG_VOTE_WORDS = ("voto", "vote", "final", "resultado", "result", "consenso", "consensus", "decisao")
WEAK_VOTE_WORDS = ("maioria", "majority", "venceu", "ganhou", "won", "wins")
_COUNT_NOUN = r"(?:vezes|vez|times|amostras?|samples?|votos?|votes?|respostas?|answers?|saidas?|outputs?)"
# counts written as words ("seis NEGATIVO, um POSITIVO e três sem rótulo"), folded
_NUMBER_WORDS = {"zero": 0, "nenhum": 0, "nenhuma": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "tres": 3, "quatro": 4,
                 "cinco": 5, "seis": 6, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "none": 0, "one": 1,
                 "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_NUMBER_TOKEN = re.compile(rf"(?<![\w.,])(\d+|{'|'.join(_NUMBER_WORDS)})(?:\s*(?:x|×)(?![^\W_]))?(?![\w]|[.,]\d)")


def _count(token: str) -> int:
    return int(token) if token.isdigit() else _NUMBER_WORDS[token]


# After a count, before the label it counts: "6 amostras foram", "6 das 10 amostras deram", "6x".
_LEADS = re.compile(
    rf"\s*(?:{_COUNT_NOUN}\s*)?"
    rf"(?:(?:de|das|dos|of|out\s+of|em|entre)\s+(?P<total>\d+|{'|'.join(_NUMBER_WORDS)})\s*(?:{_COUNT_NOUN}\s*)?)?"
    r"(?:(?:foram|deram|sao|were|are|como|as|de|com|with|votaram|disseram|said|classificadas?|classificados?|"
    r"rotuladas?|rotulados?|labell?ed)\s+){0,3}")
# Between a label and its count: "POSITIVO: 2", "NEGATIVO (6)", "POSITIVO em 5", "POSITIVO 2".
_TRAILS = re.compile(r"\w*\s*(?:[:=(\-–]|\b(?:em|com|in|with|apareceu|aparece|appeared|teve|had|x)\b)?\s*")

# "NEGATIVO, 2 a 1": the winner's count in a score
_SCORE = re.compile(rf"\s*(?:a|x|×|-|–|to|contra|vs\.?)\s*(?:\d+|{'|'.join(_NUMBER_WORDS)})(?![\w]|[.,]\d)")
_SCORE_REST = re.compile(rf"\s*(?:\d+|{'|'.join(_NUMBER_WORDS)})(?![\w]|[.,]\d)")


# sample numbers listed after a label ("sem rótulo 06, 08 e 09 (3)", "NEGATIVO nas amostras 1, 4 e 10 (3)"): which
# samples, not how many; the count is the number in brackets after them, or none
_ENUM = r"(?<![\w.,])\d+(?:\s*(?:,|\be\b|\band\b|&)\s*\d+)+(?![\w]|[.,]\d)"
_LISTED = re.compile(rf"(?:\b(?:n[ao]s?|em|in|at)\s+)?(?:amostras?|samples?)\s*(?:n[oº]s?\.?\s*|#\s*)?{_ENUM}"
                     rf"|{_ENUM}(?=\s*\(\s*\d+\s*\))")


@dataclass(frozen=True)
class _Mention:
    start: int
    end: int
    key: str  # the option (label or the undecided word), or "" for a no-label phrase
    led: bool = False  # a count precedes it ("2 POSITIVO"): a count, not the vote
    count: int | None = None  # the count stated for it
    won: bool = False  # the count is the winner's in a score ("NEGATIVO, 2 a 1"): still the vote


def _mentions_of(folded: str, options: list[str]) -> list[_Mention]:
    """Each option and no-label phrase the answer mentions, with the count stated for it."""
    found: list[_Mention] = []
    for opt in options:
        for m in re.finditer(rf"(?<![^\W_]){re.escape(fold(opt))}(?![^\W_])", folded):
            found.append(_Mention(m.start(), m.end(), opt))
    for word in UNPARSED_WORDS:
        for m in re.finditer(rf"(?<![^\W_]){re.escape(fold(word))}", folded):
            if not any(f.start <= m.start() < f.end for f in found):
                found.append(_Mention(m.start(), m.end(), ""))
    found.sort(key=lambda f: f.start)
    starts = {f.start: i for i, f in enumerate(found)}
    folded = _LISTED.sub(lambda m: " " * len(m.group(0)), folded)  # (same length: the mentions' places hold)
    numbers = list(_NUMBER_TOKEN.finditer(folded))
    totals: set[int] = set()  # "das 10": a total, not a count
    rest = []
    for num in numbers:  # a count is first the label's right after it
        if num.start() in totals:
            continue
        lead = _LEADS.match(folded, num.end())
        i = starts.get(lead.end()) if lead else None
        if i is not None and found[i].count is None:
            found[i] = replace(found[i], led=True, count=_count(num.group(1)))
            if lead.group("total"):
                totals.add(lead.start("total"))
        else:
            rest.append(num)
    for num in rest:  # else the label's right before it
        if num.start() in totals:
            continue
        before = [i for i, f in enumerate(found) if f.end <= num.start()]
        if before:
            i = before[-1]
            # ("3 x 2": the token took the "x" as a count's "3x")
            score = _SCORE_REST if num.group(0).rstrip()[-1:] in ("x", "×") else _SCORE
            # ("NEGATIVO, 2 a 1", "NEGATIVO por 3 a 2", "NEGATIVO, by 3 to 2")
            won = bool(re.fullmatch(r"\s*(?:[,;]\s*(?:por|by)?|por|by)\s*", folded[found[i].end:num.start()])
                       and score.match(folded, num.end()))
            if found[i].count is None and (won or _TRAILS.fullmatch(folded, found[i].end, num.start())):
                found[i] = replace(found[i], count=_count(num.group(1)), won=won)
    return found


def _claimed_vote(text: str, options: list[str]) -> str | None:
    """The option the answer states as the vote. A label led by its count ("2 POSITIVO") is a
    count, never the vote. Of the rest: the one option named; else the first after "voto",
    "final", "resultado"; else the one option named without a count beside it; else the one the
    answer opens with; else the first after "maioria". None when the answer does not say."""
    folded = fold(text)
    said = [m for m in _mentions_of(folded, options) if m.key and not m.led]
    if not said:
        return None
    if len({m.key for m in said}) == 1:
        return said[0].key

    def after(words: tuple[str, ...]) -> str | None:
        hits = [m.start() for w in words for m in [re.search(rf"(?<![^\W_]){w}", folded)] if m]
        later = [m for m in said if hits and m.start > min(hits)]
        return later[0].key if later else None

    if (vote := after(STRONG_VOTE_WORDS)) is not None:
        return vote
    plain = [m for m in said if m.count is None or m.won]
    if len({m.key for m in plain}) == 1:
        return plain[0].key
    if plain and not re.search(r"[^\W_]", folded[:plain[0].start]):
        return plain[0].key
    return after(WEAK_VOTE_WORDS)


def _claimed_counts(text: str, labels: list[str]) -> dict[str, int]:
    """The counts the answer states, per label ("" for samples without a label); the first stated
    for each."""
    counts: dict[str, int] = {}
    for m in _mentions_of(fold(text), labels):
        if m.count is not None and (m.key in labels or m.key == "") and m.key not in counts:
            counts[m.key] = m.count
    return counts


# -- how the student's notebook breaks a tie ---------------------------------------------------------

def _parse_code(code: str, retries: int = 20) -> ast.Module | None:
    """The cells' code as a tree. IPython magics (``%time``, ``!pip``) and a line that does not
    parse (two cells glued without a newline) are blanked, so the rest is still read."""
    lines = ["" if line.lstrip().startswith(("%", "!")) else line for line in code.splitlines()]
    for _ in range(retries):
        try:
            return ast.parse("\n".join(lines))
        except SyntaxError as err:
            if not err.lineno or not 0 < err.lineno <= len(lines) or not lines[err.lineno - 1]:
                return None
            lines[err.lineno - 1] = ""
        except ValueError:  # null bytes
            return None
    return None


def _is_most_common(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "most_common")


def _index(node: ast.Subscript) -> Any:
    sl = node.slice
    if isinstance(sl, ast.Constant) and isinstance(sl.value, int):
        return sl.value
    if isinstance(sl, ast.UnaryOp) and isinstance(sl.op, ast.USub) and isinstance(sl.operand, ast.Constant):
        return -sl.operand.value
    return sl  # a slice or an expression


_COURSE_RULE = re.compile(r"\\b\(?\s*(?:POSITIVO\s*\|\s*NEGATIVO|NEGATIVO\s*\|\s*POSITIVO)|\(\?<!\[\^\\W_\]\)", re.I)


def own_label_rule(code: str, labels: list[str]) -> str | None:
    """The name of the notebook's own function that reads a label out of a sample, where it is not
    the course's (the book's ``re.search(r"\\b(POSITIVO|NEGATIVO)\\b", ...)``, the starter's whole-word
    search): a function whose body names a label, in a notebook with no course regex. The question
    asks for the count by the notebook's rule, which the grader does not run."""
    if _COURSE_RULE.search(code):
        return None
    tree = _parse_code(code)
    if tree is None:
        return None
    wanted = {fold(label) for label in labels}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.Lambda)):
            body = node.body if isinstance(node, ast.FunctionDef) else [node.body]
            named = any(isinstance(c, ast.Constant) and isinstance(c.value, str) and fold(c.value.strip()) in wanted
                        for b in body for c in ast.walk(b))
            refers = any(isinstance(c, ast.Name) and c.id in _label_tables(tree, wanted) for b in body for c in ast.walk(b))
            if named or refers:
                return node.name if isinstance(node, ast.FunctionDef) else "lambda"
    return None


def _label_tables(tree: ast.Module, wanted: set[str]) -> set[str]:
    """Names bound to a collection that holds the labels (``MAPA = {"POSITIVE": "POSITIVO", ...}``)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, (ast.Dict, ast.List, ast.Tuple, ast.Set)):
            consts = {fold(c.value.strip()) for c in ast.walk(node.value)
                      if isinstance(c, ast.Constant) and isinstance(c.value, str)}
            if consts & wanted:
                out.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return out


def vote_tie_rule(code: str, undecided: str = "INDETERMINADO") -> str:
    """"first" when the notebook's code votes like the course's notebook,
    ``Counter(labels).most_common(1)[0][0]`` (a tie goes to the label seen first), else
    "undecided" (the starter's rule: a tie gives INDETERMINADO).

    Read with ``ast``: the vote is the first entry's label of a ``most_common(...)`` result
    (``c.most_common(1)[0][0]``, ``ranking = c.most_common(); voto = ranking[0][0]``,
    ``voto, _ = c.most_common(1)[0]``) and the code never looks past that first entry (no
    ``ranking[1]``, slice, loop or unpacking of several entries), which is how a tie check reads
    the runner-up, as the starter's ``ranking[0][1] == ranking[1][1]`` does, nor branches on a
    comparison to an "INDETERMINADO"/"empate" word (a tie check written another way)."""
    tree = _parse_code(code)
    if tree is None:
        return "undecided"
    ranking_names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and _is_most_common(node.value):
            ranking_names.update(t.id for t in node.targets if isinstance(t, ast.Name))

    def ranking(node: ast.AST) -> bool:
        return _is_most_common(node) or isinstance(node, ast.Name) and node.id in ranking_names

    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    first_pick = runner_up = False
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and ranking(node.value):
            idx = _index(node)
            if idx != 0:
                runner_up = True
                continue
            up = parents.get(node)
            if isinstance(up, ast.Subscript) and up.value is node and _index(up) == 0:
                first_pick = True
            elif isinstance(up, ast.Assign) and any(isinstance(t, (ast.Tuple, ast.List)) for t in up.targets):
                first_pick = True
        elif isinstance(node, (ast.For, ast.comprehension)) and ranking(node.iter):
            runner_up = True
        elif isinstance(node, ast.Assign) and ranking(node.value) and any(
                isinstance(t, (ast.Tuple, ast.List)) and len(t.elts) > 1 for t in node.targets):
            runner_up = True
        elif isinstance(node, ast.Starred) and ranking(node.value):
            runner_up = True
        elif isinstance(node, (ast.If, ast.IfExp)) and _tie_check(node, undecided):
            runner_up = True
    return "first" if first_pick and not runner_up else "undecided"


_ORDER_OPS = (ast.Eq, ast.NotEq, ast.Gt, ast.GtE, ast.Lt, ast.LtE)


def _emptiness(cmp: ast.Compare) -> bool:
    """``len(x) == 0``, ``len(x) < 1``, ``len(x) >= 1``...: whether any label was found, not a tie."""
    left, right = cmp.left, cmp.comparators[0]
    return (len(cmp.ops) == 1 and isinstance(left, ast.Call) and isinstance(left.func, ast.Name)
            and left.func.id == "len" and isinstance(right, ast.Constant)
            and (right.value == 0 or right.value == 1 and isinstance(cmp.ops[0], (ast.Lt, ast.GtE))))


_TIE_WORDS = ("indetermin", "empat", "undecided", "tie", "indefinid", "inconclusiv")


def _tie_check(node: ast.If | ast.IfExp, undecided: str) -> bool:
    """A branch on a comparison that yields the undecided word or a tie word ("INDETERMINADO",
    "EMPATE"): a tie check written without ``most_common`` (``list(c.values()).count(top) > 1``)."""
    marks = (fold(undecided), *_TIE_WORDS)
    compares = [c for c in ast.walk(node.test) if isinstance(c, ast.Compare)
                and any(isinstance(op, _ORDER_OPS) for op in c.ops) and not _emptiness(c)]
    branches = [node.body, node.orelse] if isinstance(node, ast.IfExp) else [*node.body, *node.orelse]
    words = any(isinstance(c, ast.Constant) and isinstance(c.value, str)
                and any(re.search(rf"(?<![^\W_]){re.escape(w)}", fold(c.value)) for w in marks)
                for b in branches for c in ast.walk(b))
    return bool(compares) and words


def _tie_note(ctx: CheckContext, vote: Any, undecided: str) -> str:
    """The sentence that says how a tie was decided, and by whose rule; "" without a tie."""
    if not vote.tied:
        return ""
    top = vote.counts[vote.tied[0]]
    tied = render("vote.tie_between", ctx.lang, labels=", ".join(vote.tied), n=top)
    if vote.tie_rule == "first":
        return render("vote.tie_course_rule", ctx.lang, tie=tied, winner=vote.tied[0])
    return render("vote.tie_starter_rule", ctx.lang, tie=tied, undecided=undecided)


def vote_recount(ctx: CheckContext, args: dict[str, Any]) -> CheckResult:
    """The self-consistency vote the student reports is the recount of their own samples with
    the course's rule (first whole-word label of each sample; majority; undecided otherwise).
    A tie is broken as the student's own notebook breaks it when its code for the run is the
    course's ``Counter(...).most_common(1)[0][0]`` (the label seen first), else by the starter's
    rule (undecided); the feedback says which."""
    if (miss := missing_answer(ctx)) is not None:
        return miss
    run = args.get("run", "SC")
    if (gate := not_genuine(ctx, [run])) is not None:
        return gate
    labels = list(args["labels"])
    undecided = args.get("undecided", "INDETERMINADO")
    samples = list(ctx.outputs([run]).values())
    if not samples:
        return no_outputs(ctx, run)
    # The vote may be computed in the run's cell or anywhere else (the starter has a cell of its own)
    own = ctx.extraction.run_code.get(run, "")
    tie = vote_tie_rule(own if "most_common" in own else ctx.extraction.code or own, undecided)
    truth = majority_vote(samples, labels, undecided, tie=tie)
    counts = ", ".join(f"{label} {n}" for label, n in truth.counts.items())
    counts += ", " + render("vote.unparsed", ctx.lang, n=truth.unparsed)
    note = _tie_note(ctx, truth, undecided)
    out = {"vote": truth.vote, "counts": counts, "n": len(samples), "reference": f" {note}" if note else ""}
    evidence: dict[str, Any] = {"samples": samples, "labels_of": list(truth.labels_of), "vote": truth.vote,
                                "counts": truth.counts, "unparsed": truth.unparsed, "tie_rule": tie,
                                "tied": list(truth.tied)}
    ref = ctx.reference.get(run)
    if ref is not None and ref.texts:
        rv = majority_vote(ref.texts, labels, undecided, tie=tie)
        evidence["reference_vote"] = {"vote": rv.vote, "counts": rv.counts, "unparsed": rv.unparsed, "n": len(ref.texts)}
        out["reference"] += " " + render("vote.reference", ctx.lang, n=len(ref.texts), vote=rv.vote,
                                         counts=", ".join(f"{k} {v}" for k, v in rv.counts.items()),
                                         unparsed=rv.unparsed)
    claim = _claimed_vote(ctx.answer.text, labels + [undecided])
    stated = _claimed_counts(ctx.answer.text, labels)
    evidence.update(claimed_vote=claim, claimed_counts=stated)
    if claim is None:
        return CheckResult(Status.NEEDS_REVIEW, "vote.unclear", out, evidence)
    actual = {**truth.counts, "": truth.unparsed}
    wrong = {k: v for k, v in stated.items() if actual.get(k) != v}
    rule = own_label_rule(ctx.extraction.code or own, labels) if claim != truth.vote or wrong else None
    if rule is not None:
        # the count asked for is the notebook's rule's; the course's recount is a reading of another rule
        evidence["own_rule"] = rule
        return CheckResult(Status.NEEDS_REVIEW, "vote.own_rule", {**out, "claim": claim, "rule": rule}, evidence)
    if claim != truth.vote:
        return CheckResult(Status.FAIL, "vote.wrong", {**out, "claim": claim}, evidence)
    if not stated:  # the question asks for the counts too
        return CheckResult(Status.PARTIAL, "vote.no_counts", out, evidence, fraction=0.5)
    if wrong:
        given = ", ".join(f"{k or render('vote.unparsed_label', ctx.lang)} {v}" for k, v in stated.items())
        if note:
            return CheckResult(Status.PARTIAL, "vote.counts_wrong_tie", {**out, "given": given, "note": note},
                               evidence, fraction=0.5)
        return CheckResult(Status.PARTIAL, "vote.counts_wrong", {**out, "given": given}, evidence, fraction=0.5)
    return CheckResult(Status.PASS, "vote.ok", out, evidence)



RULES = {"vote_recount": vote_recount}
