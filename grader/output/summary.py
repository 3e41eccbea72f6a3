"""The class summary for the instructor: one self-contained HTML page (inline CSS and SVG only).

Score distribution, per-criterion pass rates, the most common failure messages, submissions with
errors, links to every report, integrity flags, and the class's own repetition rates against
temperature as a scatter plot. Student ids and messages are untrusted: the template autoescapes
everything and the page's Content-Security-Policy forbids scripts and network access.
"""

from __future__ import annotations

import hashlib
import statistics
from collections import Counter
from typing import Any
from urllib.parse import quote

from ..core.records import Result, Status

# The page's strings live in the message catalogue (grader/core/messages/pages.py) as "summary.<key>".
TOP_FAILURES = 10


def summary_text(lang: str) -> dict[str, str]:
    """The page's strings in ``lang``, from the one catalogue."""
    from ..core.messages import table

    return table("summary.", lang)
HIST = {"w": 520, "h": 180, "left": 36, "bottom": 34, "top": 18}
PLOT = {"w": 520, "h": 260, "left": 48, "right": 16, "bottom": 40, "top": 14, "jitter": 0.035}


def _env() -> Any:
    import jinja2

    from ..specs.schema import templates_dir

    return jinja2.Environment(loader=jinja2.FileSystemLoader(str(templates_dir())),
                              autoescape=True, undefined=jinja2.StrictUndefined)


def report_href(student: str) -> str:
    """Relative link to a student's report; every character of the id is URL-escaped."""
    return "reports/" + quote(f"{student}.html", safe="")


def histogram(scores: list[float], max_score: float, bins: int = 10) -> list[dict[str, Any]]:
    """Equal-width bins over [0, max_score]; the last one includes max_score."""
    max_score = max(max_score, max(scores, default=0.0)) or 1.0
    width = max_score / bins
    counts = [0] * bins
    for s in scores:
        counts[min(bins - 1, max(0, int(s / width + 1e-9)))] += 1
    return [{"lo": i * width, "hi": (i + 1) * width, "count": c} for i, c in enumerate(counts)]


def _hist_svg(hist: list[dict[str, Any]]) -> dict[str, Any]:
    plot_h = HIST["h"] - HIST["bottom"] - HIST["top"]
    slot = (HIST["w"] - HIST["left"]) / len(hist)
    top = max(h["count"] for h in hist) or 1
    bars = []
    for i, h in enumerate(hist):
        height = plot_h * h["count"] / top
        bars.append({"x": f"{HIST['left'] + i * slot + 2:.1f}", "y": f"{HIST['top'] + plot_h - height:.1f}",
                     "w": f"{slot - 4:.1f}", "h": f"{height:.1f}", "count": h["count"],
                     "cx": f"{HIST['left'] + (i + .5) * slot:.1f}", "label": f"{h['lo']:g}–{h['hi']:g}"})
    return {**HIST, "bars": bars, "base": HIST["top"] + plot_h}


def _criteria(graded: list[Result]) -> list[dict[str, Any]]:
    rows: dict[str, dict[str, Any]] = {}
    for r in graded:
        for c in r.criteria:
            row = rows.setdefault(c.criterion_id, {"id": c.criterion_id, "title": c.title, "max": c.max_points,
                                                   "n": 0, "points": 0.0, **{s.value: 0 for s in Status}})
            row["n"] += 1
            row[c.status.value] += 1
            row["points"] += c.points
    for row in rows.values():
        row["rate"] = row["pass"] / row["n"]
        row["pct"] = f"{100 * row['rate']:.0f}%"
        row["bar"] = f"{100 * row['rate']:.1f}"
        row["mean"] = f"{row['points'] / row['n']:.2f}"
    return list(rows.values())


def _failures(graded: list[Result]) -> list[dict[str, Any]]:
    counts: Counter[tuple[str, str]] = Counter()
    first: dict[tuple[str, str], Any] = {}
    for r in graded:
        for c in r.criteria:
            if c.status is Status.PASS:
                continue
            key = (c.criterion_id, str(c.evidence.get("message_key", "")))
            counts[key] += 1
            first.setdefault(key, c)
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_FAILURES]
    return [{"criterion": k[0], "key": k[1], "count": n, "status": first[k].status.value,
             "example": first[k].message} for k, n in top]


def first_error(result: Result) -> str:
    """What went wrong first, for the instructor: why an ungraded submission was not graded (the grader's
    own reason, else its first note), else the failed execution, else the first criterion in error, else
    a note."""
    if result.status == "error" and (result.diagnostics or result.notes):
        return (result.diagnostics or result.notes)[0]
    if result.execution.status in ("error", "timeout") and result.execution.message:
        return result.execution.message
    for c in result.criteria:
        if c.status is Status.ERROR and c.criterion_id != "execution":
            return str(c.evidence.get("detail") or c.message)  # the exception, not the student's sentence
    return (result.notes or result.diagnostics or ("",))[0]


def _jitter(student: str, run_id: str) -> float:
    digest = hashlib.sha256(f"{student}\x00{run_id}".encode("utf-8")).digest()
    return (int.from_bytes(digest[:8], "big") / 2**64 - 0.5) * 2 * PLOT["jitter"]


def _scatter(measures: dict[str, dict[str, float]] | None, activity: Any, runs: tuple[str, ...]) -> dict | None:
    runs = tuple(r for r in runs if r in activity.runs)
    pts = [(s, r, float(v)) for s in sorted(measures or {}) for r in runs
           for v in [measures[s].get(r)] if v is not None]
    if not pts:
        return None
    temps = sorted({activity.runs[r].temperature for r in runs})
    x0, x1 = temps[0] - 0.15, temps[-1] + 0.15
    y1 = max(0.1, -(-max(v for _, _, v in pts) * 10 // 1) / 10)
    pw = PLOT["w"] - PLOT["left"] - PLOT["right"]
    ph = PLOT["h"] - PLOT["top"] - PLOT["bottom"]

    def x(t: float) -> float:
        return PLOT["left"] + (t - x0) / (x1 - x0) * pw

    def y(v: float) -> float:
        return PLOT["top"] + ph - v / y1 * ph

    dots = [{"cx": f"{x(activity.runs[r].temperature + _jitter(s, r)):.1f}", "cy": f"{y(v):.1f}",
             "tip": f"{s} — {r}: {v:.3f}", "run": r} for s, r, v in pts]
    medians = []
    for r in runs:
        vals = [v for _, rr, v in pts if rr == r]
        if vals:
            t, m = activity.runs[r].temperature, statistics.median(vals)
            medians.append({"x1": f"{x(t) - 14:.1f}", "x2": f"{x(t) + 14:.1f}", "y": f"{y(m):.1f}",
                            "tip": f"{r} (T={t:g}): {m:.3f}"})
    xticks = [{"x": f"{x(t):.1f}",
               "label": f"{t:g} ({', '.join(r for r in runs if activity.runs[r].temperature == t)})"} for t in temps]
    yticks = [{"y": f"{y(v):.1f}", "label": f"{v:.2g}"} for v in (0, y1 / 2, y1)]
    return {**PLOT, "dots": dots, "medians": medians, "xticks": xticks, "yticks": yticks, "base": PLOT["top"] + ph,
            "right": PLOT["w"] - PLOT["right"]}


def render_summary(results: list[Result], activity: Any, *, lang: str, integrity_flags: list,
                   measures: dict[str, dict[str, float]] | None,
                   scatter_runs: tuple[str, ...] = ("A1", "A2", "A3"), bins: int = 10) -> str:
    """The page as a string. ``measures``: student -> run id -> repetition rate of that student's
    output (``grader.modelling.measures.repetition_rate``); ``integrity_flags``: ``find_near_duplicates``'s
    list. Statistics and pass rates count the graded submissions (status other than "error");
    the ones that could not be graded are listed with their first error."""
    text = summary_text(lang)
    graded = [r for r in results if r.status != "error"]
    scores = [r.score for r in graded]
    max_score = max((r.max_score for r in results), default=0.0)
    flags = [f for f in integrity_flags if f.needs_review]
    stats = {"size": len(results), "graded": len(graded), "max": f"{max_score:g}",
             "mean": f"{statistics.mean(scores):.2f}" if scores else "–",
             "median": f"{statistics.median(scores):.2f}" if scores else "–"}
    students = [{"id": r.student, "href": report_href(r.student), "score": f"{r.score:g}", "max": f"{r.max_score:g}",
                 "status": r.status, "label": text.get(f"r_{r.status}", r.status)}
                for r in sorted(results, key=lambda r: r.student)]
    errors = [{**s, "error": first_error(r)} for s, r in zip(students, sorted(results, key=lambda r: r.student))
              if r.status in ("error", "graded_with_errors")]
    title = activity.title.get(lang) if hasattr(activity.title, "get") else str(activity.title)
    return _env().get_template("summary.html.j2").render(
        t=text, lang=lang, title=title, stats=stats, hist=_hist_svg(histogram(scores, max_score, bins)),
        criteria=_criteria(graded), failures=_failures(graded), errors=errors, students=students,
        flags=flags, explained_seed=sum(f.explained_by_seed for f in integrity_flags),
        explained_model=sum(f.explained_by_model for f in integrity_flags),
        scatter=_scatter(measures, activity, scatter_runs))


def repetition_by_run(outputs: dict[str, tuple[str, int | None]]) -> dict[str, float]:
    """One student's ``measures`` entry from their outputs (run id -> (text, seed))."""
    from ..modelling.measures import repetition_rate

    return {run_id: repetition_rate(text) for run_id, (text, _seed) in outputs.items()}
