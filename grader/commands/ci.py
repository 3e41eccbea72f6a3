"""``grader ci``: grade one notebook inside a CI job (e.g. GitHub Actions on a GitHub Classroom
assignment repository).

It writes a JUnit XML report (one test case per rubric criterion), prints a plain-text summary for
the job log and, when ``$GITHUB_STEP_SUMMARY`` is set, appends a markdown table to the job's
summary page. Exit 0 when the notebook meets the bar, 1 when it does not; usage and spec errors
(2) and model errors (3) are raised as ``GraderError`` and mapped to exit codes by the CLI.
"""

from __future__ import annotations

import math
import os
import re
import secrets
import sys
import tempfile
from pathlib import Path

from ..core.errors import UsageError
from ..core.records import CriterionScore, Result, Status

DEFAULT_JUNIT = Path("grader-junit.xml")

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
_LINE_BREAK = re.compile("[ \t]*(?:\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029])\\s*")
# Control characters, and lone surrogates (a notebook's JSON can hold "\ud800"; no UTF-8
# stream can write one).
_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\ud800-\udfff]")

def _text(lang: str) -> dict:
    """This command's strings from the message catalogue ("ci.*"), shaped as the code uses them."""
    from ..core.messages import table

    flat = table("ci.", lang)
    shaped: dict = {k: v for k, v in flat.items() if "." not in k}
    shaped["status"] = {k.split(".", 1)[1]: v for k, v in flat.items() if k.startswith("status.")}
    shaped["md_cols"] = tuple(flat["md_cols"].split("|"))
    return shaped

EMOJI = {"pass": "✅", "partial": "🟡", "fail": "❌", "needs_review": "👀", "error": "⚠️"}
_COLOUR = {"pass": "32", "partial": "33", "fail": "31", "needs_review": "36", "error": "35"}
MD_CELL_LIMIT = 1500


def run(*, notebook: Path, activity: str, model: str | None = None, lang: str = "pt",
        min_score: float | None = None, junit: Path | None = None, execute: bool = False) -> int:
    """Grade ``notebook``; exit 0 when it meets the bar (see ``passes``), 1 otherwise."""
    from ..grading.pipeline import grade_submission, load_specs, prepare
    from ..output.junit import write_junit

    notebook = Path(notebook)
    if not notebook.is_file():
        raise UsageError(f"{notebook}: no such file",
                         fix="Pass the path of the notebook to grade, relative to the repository root.")
    _, rubric = load_specs(activity)  # spec errors before the (slower) model load
    if min_score is not None and (not math.isfinite(min_score) or not 0 <= min_score <= rubric.max_score):
        raise UsageError(f"--min-score {min_score:g} is outside 0..{rubric.max_score:g} (the rubric's maximum)",
                         fix=f"Use a score between 0 and {rubric.max_score:g}; 0 never fails the job on the score.")

    setup = prepare(activity, model=model, lang=lang, execute=execute, with_reference=False)
    with tempfile.TemporaryDirectory(prefix="grader-ci-") as tmp:
        result = grade_submission(setup, notebook, work_dir=Path(tmp))

    junit_path = Path(junit) if junit is not None else DEFAULT_JUNIT
    write_junit(result, junit_path)
    ok = passes(result, min_score)
    text = _text(lang)

    summary_note = None
    step_summary = os.environ.get("GITHUB_STEP_SUMMARY")
    if step_summary:
        try:
            append_step_summary(Path(step_summary), markdown_summary(result, min_score=min_score, passed=ok,
                                                                     notebook=notebook, lang=lang))
            summary_note = text["summary"]
        except OSError as exc:
            print(text["summary_failed"].format(path=step_summary, err=exc), file=sys.stderr)

    _print_guarded(plain_summary(result, min_score=min_score, passed=ok, notebook=notebook, lang=lang,
                                 colour=_use_colour(sys.stdout), junit_path=junit_path, note=summary_note))
    return 0 if ok else 1


WORKFLOW = Path(".github") / "workflows" / "classroom.yml"


def write_workflow(repo: Path, *, activity: str | None = None) -> int:
    """The GitHub Classroom workflow (``templates/ci/classroom.yml``) written into an assignment
    repository, for ``activity`` when given; never over an existing file (exit 2)."""
    from ..core.files import write_atomic
    from ..specs.schema import activity_path, templates_dir

    text = (templates_dir() / "ci" / "classroom.yml").read_text(encoding="utf-8")
    if activity is not None:
        activity_path(activity)  # an unknown id: "did you mean ...?"
        text = text.replace("--activity temperature-top-p", f"--activity {activity}")
    dest = Path(repo) / WORKFLOW
    if dest.exists():
        raise UsageError(f"{dest} already exists; nothing was written",
                         fix="Remove or rename it first, or write into another folder.")
    dest.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(dest, text)
    print(f"wrote {dest}\nEdit the lines marked EDIT (GRADER_REPO, GRADER_REF, the notebook's path, "
          "--min-score); see docs/ci.md.")
    return 0


def passes(result: Result, min_score: float | None) -> bool:
    """With ``min_score``: the score reaches it. Without: no criterion failed (fail or partial) or
    errored, and the notebook could be graded at all. *Needs review* never fails a job."""
    if min_score is not None:
        return result.score >= min_score - 1e-9
    bad = (Status.FAIL, Status.PARTIAL, Status.ERROR)
    return result.status != "error" and not any(c.status in bad for c in result.criteria)


# -- plain text (the job log) ----------------------------------------------------------------


def log_safe(text: object) -> str:
    """One line of plain text: ANSI codes and control characters removed, line breaks folded into
    spaces (a student's text cannot start a log line of its own)."""
    s = _LINE_BREAK.sub(" ", _ANSI.sub("", str(text)))
    return _CONTROL.sub("", s).replace("\t", " ").strip()


def _use_colour(stream) -> bool:
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def plain_summary(result: Result, *, min_score: float | None, passed: bool, notebook: Path, lang: str = "pt",
                  colour: bool = False, junit_path: Path | None = None, note: str | None = None) -> str:
    t = _text(lang)

    def paint(code: str, s: str) -> str:
        return f"\x1b[{code}m{s}\x1b[0m" if colour else s

    lines = [t["header"].format(activity=log_safe(result.activity), notebook=log_safe(notebook))]
    score = t["score"].format(score=f"{result.score:g}", max=f"{result.max_score:g}")
    if min_score is not None:
        score += t["min"].format(min=f"{min_score:g}")
    lines.append(score)
    failing = [c for c in result.criteria if c.status is not Status.PASS]
    if not failing:
        lines.append(t["all_pass"].format(n=len(result.criteria)))
    else:
        lines.append(t["some"].format(k=len(failing), n=len(result.criteria)))
        width = max(len(t["status"][c.status.value]) for c in failing)
        qwidth = max(len(log_safe(c.question_id)) for c in failing)
        for c in failing:
            label = t["status"][c.status.value].ljust(width)
            extra = t["grading_only"] if c.grading_only else ""
            lines.append(
                f"  {paint(_COLOUR[c.status.value], label)}  {log_safe(c.question_id).ljust(qwidth)}  "
                f"{log_safe(c.title)} ({c.points:g}/{c.max_points:g} {t['points']}): {log_safe(c.message)}{extra}")
    for n in result.notes:
        lines.append(f"  - {log_safe(n)}")
    fmt = dict(score=f"{result.score:g}", min=f"{min_score:g}" if min_score is not None else "")
    key = ("ok_min" if passed else "bad_min") if min_score is not None else ("ok" if passed else "bad")
    lines.append(paint("32" if passed else "31", t[key].format(**fmt)))
    if junit_path is not None:
        lines.append(t["junit"].format(path=junit_path))
    if note:
        lines.append(note)
    return "\n".join(lines) + "\n"


def _print_guarded(text: str) -> None:
    """Print ``text``; inside GitHub Actions, with workflow commands (``::error::``, ``##[...]``)
    switched off around it, as GitHub documents for printing untrusted text."""
    if os.environ.get("GITHUB_ACTIONS") == "true":
        token = secrets.token_hex(16)
        sys.stdout.write(f"::stop-commands::{token}\n{text}::{token}::\n")
    else:
        sys.stdout.write(text)
    sys.stdout.flush()


# -- markdown (the job summary page) ---------------------------------------------------------


def md_cell(text: object, limit: int = MD_CELL_LIMIT) -> str:
    """``text`` as the content of one GitHub-flavoured markdown table cell: HTML escaped, markdown
    punctuation (``|`` included) backslash-escaped, line breaks as ``<br>``, so nothing a student
    wrote can end the cell, the row or the table, or inject markup."""
    s = _LINE_BREAK.sub("\n", _ANSI.sub("", str(text)))
    s = _CONTROL.sub("", s).replace("\t", " ").strip()
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    s = re.sub(r"([\\`*_\[\]|~#!])", r"\\\1", s)
    return s.replace("\n", "<br>")


def markdown_summary(result: Result, *, min_score: float | None, passed: bool, notebook: Path,
                     lang: str = "pt") -> str:
    t = _text(lang)
    mark = "✅" if passed else "❌"
    lines = [f"## {mark} {md_cell(result.activity)}: {result.score:g}/{result.max_score:g}", ""]
    facts = [f"**{t['md_notebook']}:** {md_cell(notebook)}"]
    if min_score is not None:
        facts.append(f"**{t['md_min']}:** {min_score:g}")
    facts.append(f"**{t['md_result']}:** {t['md_passed'] if passed else t['md_failed']}")
    lines += [" · ".join(facts), ""]
    cols = t["md_cols"]
    lines.append("| " + " | ".join(cols) + " |")
    lines.append("|" + "|".join([":---:", "---", "---", "---:", "---"]) + "|")
    for c in result.criteria:
        lines.append("| " + " | ".join(_md_row(c, t)) + " |")
    if result.notes:
        lines += ["", f"**{t['md_notes']}:**"]
        lines += [f"- {md_cell(n)}" for n in result.notes]
    return "\n".join(lines) + "\n"


def _md_row(c: CriterionScore, t: dict) -> list[str]:
    status = f"{EMOJI[c.status.value]} {t['status'][c.status.value]}"
    extra = t["grading_only"] if c.grading_only else ""
    return [status, md_cell(c.question_id), md_cell(f"{c.criterion_id}: {c.title}"),
            f"{c.points:g}/{c.max_points:g}", md_cell(c.message + extra)]


def append_step_summary(path: Path, markdown: str) -> None:
    """Append to the summary file (never truncate: earlier steps' content stays), on a new block."""
    prefix = ""
    try:
        if path.stat().st_size > 0:
            with open(path, "rb") as fh:
                fh.seek(-1, os.SEEK_END)
                prefix = "\n" if fh.read(1) == b"\n" else "\n\n"
    except FileNotFoundError:
        pass
    with open(path, "a", encoding="utf-8", newline="\n") as fh:
        fh.write(prefix + markdown)
