"""Per-student HTML reports (jinja2, autoescape on: nothing a student wrote becomes live HTML).

The report shows each question's criteria with status, message and evidence; each run's output
with its tokens coloured by provenance (rank and kept-set size on hover) and the student's cited
excerpts marked inside it; and a small plot per measured claim against the grader's re-runs.

A student's answer is shown as the notebook shows it: markdown rendered (:func:`answer_html`,
the ``answer`` filter of :func:`environment`, which ``grader review`` uses too), with raw HTML,
links and images left as text, so nothing a student wrote becomes a tag, a fetch or a link; an
answer written in a code cell stays the plain text it is.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from ..core.messages import render
from ..core.records import Result
from ..specs.schema import templates_dir

PLOT_WIDTH, PLOT_ROW = 260, 18


def environment() -> Any:
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        autoescape=jinja2.select_autoescape(default=True, default_for_string=True),
        undefined=jinja2.StrictUndefined,
    )
    env.filters["answer"] = answer_html
    return env


@lru_cache(maxsize=1)
def _markdown() -> Any:
    from markdown_it import MarkdownIt

    # CommonMark with tables and strikethrough; raw HTML, links and images are not parsed (they stay
    # text, escaped), so the output holds only the renderer's own tags, every student character escaped
    return (MarkdownIt("commonmark", {"html": False}).enable(["table", "strikethrough"])
            .disable(["link", "image", "autolink", "html_inline", "html_block"]))


def answer_how(criteria: list[Any]) -> str:
    """How the question's answer was found (``answer_found.how`` in the criteria's evidence), or ""."""
    for crit in criteria:
        found = crit.evidence.get("answer_found")
        if isinstance(found, dict) and found.get("how"):
            return str(found["how"])
    return ""


def answer_html(text: str, how: str = "") -> Any:
    """A student's answer as safe HTML: its markdown rendered (``how`` "code_cell": an answer read
    from a code cell's comments or strings, shown as the plain text it is)."""
    from markupsafe import Markup, escape

    text = str(text or "")
    if how == "code_cell":
        return Markup('<pre class="answer">') + escape(text) + Markup("</pre>")
    md = _markdown()
    tokens = md.parse(text)
    for token in tokens:
        if token.type == "fence":
            token.info = ""  # a fence's language is the student's text: not made a class
    return Markup('<div class="answer md">' + md.renderer.render(tokens, md.options, {}) + "</div>")


def cited_spans(result: Result) -> dict[str, list[tuple[int, int]]]:
    """Character spans of the student's excerpts, per run, from the criteria's evidence."""
    spans: dict[str, list[tuple[int, int]]] = {}
    for crit in result.criteria:
        ev = crit.evidence
        for run, found in (ev.get("found") or {}).items():
            if isinstance(found, dict) and found.get("span"):
                spans.setdefault(run, []).append(tuple(found["span"]))
        if ev.get("run") and ev.get("span"):
            spans.setdefault(ev["run"], []).append(tuple(ev["span"]))
    return spans


def segments(view: dict[str, Any], cited: list[tuple[int, int]], lang: str) -> list[dict[str, Any]]:
    """The run's text cut at token boundaries, each piece with its provenance classes and hover text."""
    text, tokens = view["text"], view.get("tokens") or []
    if not tokens:
        return [{"text": text, "cls": "tok", "title": ""}]
    out, pos = [], 0
    for start, end, kept, borderline, rank, size in tokens:
        if start > pos:
            out.append({"text": text[pos:start], "cls": "tok", "title": ""})
        start = max(start, pos)
        cls = "tok " + ("border" if borderline else "in" if kept else "out")
        if any(a < end and start < b for a, b in cited):
            cls += " cited"
        title = render("ui.token_hover", lang, rank=rank, size=size)
        out.append({"text": text[start:end], "cls": cls, "title": title})
        pos = max(pos, end)
    if pos < len(text):
        out.append({"text": text[pos:], "cls": "tok", "title": ""})
    return out


def plot(evidence: dict[str, Any]) -> dict[str, Any] | None:
    """Coordinates of a dot plot: per run, the reference samples and the student's value (0..1)."""
    refs = evidence.get("reference") or {}
    values = evidence.get("values") or {}
    if not refs:
        return None
    rows = []
    for i, run in enumerate(sorted(refs)):
        y = 10 + i * PLOT_ROW
        samples = refs[run].get("samples") or []
        rows.append({
            "run": run, "y": y,
            "dots": [round(40 + s * (PLOT_WIDTH - 50), 1) for s in samples],
            "student": round(40 + values.get(run, refs[run]["value"]) * (PLOT_WIDTH - 50), 1),
        })
    return {"rows": rows, "height": 20 + len(rows) * PLOT_ROW, "width": PLOT_WIDTH, "measure": evidence.get("measure")}


# Evidence entries that are the instructor's: the grader's own words and sources (English messages of
# the provenance engine and the runner, exception text and traceback, where a configuration or an output
# was read from, the answer cell's tag, the message's key). They stay in results.json and `grader review`;
# the student's report shows the rest, and says in its own words where each answer was read.
INSTRUCTOR_EVIDENCE = frozenset({"message_key", "message", "detail", "traceback", "source", "description",
                                 "answer_cell_tag", "answer_found", "answer_alternatives", "found_by", "cell_index",
                                 "cell_id"})


def student_evidence(value: Any) -> Any:
    """``value`` (a criterion's evidence) without the instructor's entries, at any depth."""
    if isinstance(value, dict):
        return {k: student_evidence(v) for k, v in value.items() if k not in INSTRUCTOR_EVIDENCE}
    if isinstance(value, (list, tuple)):
        return [student_evidence(v) for v in value]
    return value


def found_line(criteria: list[Any], lang: str) -> str:
    """Where the answer was found (and the other places that held one), from the criteria's
    evidence (grader/grading/pipeline.py puts it there): plain text, escaped by the template."""
    from ..reading.answers import where_text

    for crit in criteria:
        found = crit.evidence.get("answer_found")
        if not isinstance(found, dict):
            continue
        line = render("answer.found_in", lang, where=where_text(found, lang))
        others = [a for a in crit.evidence.get("answer_alternatives") or [] if isinstance(a, dict)]
        if others:
            line += " " + render("answer.also_in", lang, where="; ".join(where_text(a, lang) for a in others))
        return line
    return ""


def render_report(result: Result, activity: Any) -> str:
    lang = result.lang
    question_ids = {q.id for q in activity.questions}
    by_question: dict[str, list[Any]] = {}
    for crit in result.criteria:
        by_question.setdefault(crit.question_id, []).append(crit)
    general = [c for c in result.criteria if c.question_id not in question_ids]
    sections = ([{"id": "0", "text": render("ui.execution", lang), "answer": "", "how": "", "found": "",
                 "criteria": general}]
                if general else [])
    sections += [{"id": q.id, "text": q.text.get(lang), "answer": result.answers.get(q.id, ""),
                  "how": answer_how(by_question.get(q.id, [])), "found": found_line(by_question.get(q.id, []), lang),
                  "criteria": by_question.get(q.id, [])} for q in activity.questions]
    cited = cited_spans(result)
    runs = [{"id": rid, **view, "segments": segments(view, cited.get(rid, []), lang)}
            for rid, view in result.outputs.items()]
    plots = {c.criterion_id: plot(c.evidence) for c in result.criteria}
    evidence = {c.criterion_id: student_evidence(c.evidence) for c in result.criteria}
    template = environment().get_template("report.html.j2")
    # result.notes only: result.diagnostics are the instructor's (results.json, the summary, inspect)
    return template.render(result=result, title=activity.title.get(lang), sections=sections, runs=runs,
                           plots=plots, evidence=evidence, lang=lang, t=lambda key, **kw: render(key, lang, **kw))
