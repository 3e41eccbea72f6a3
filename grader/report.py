"""Per-student HTML reports (jinja2, autoescape on: nothing a student wrote becomes live HTML)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from .records import Result, Status
from .specs import project_root

STATUS_LABELS = {
    "pt": {"pass": "aprovado", "partial": "parcial", "fail": "reprovado", "needs_review": "precisa de revisão",
           "error": "erro"},
    "en": {"pass": "pass", "partial": "partial", "fail": "fail", "needs_review": "needs review", "error": "error"},
}


def _env() -> Any:
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(project_root() / "templates")),
        autoescape=jinja2.select_autoescape(default=True, default_for_string=True),
        undefined=jinja2.StrictUndefined,
    )


def render_report(result: Result, activity: Any) -> str:
    lang = result.lang
    by_question: dict[str, list[Any]] = {}
    for crit in result.criteria:
        by_question.setdefault(crit.question_id, []).append(crit)
    general = [c for c in result.criteria if c.question_id not in {q.id for q in activity.questions}]
    sections = ([{"id": "0", "text": "Execução" if lang == "pt" else "Execution", "answer": "", "criteria": general}]
                if general else []) + [
        {"id": q.id, "text": q.text.get(lang), "answer": result.answers.get(q.id, ""),
         "criteria": by_question.get(q.id, [])}
        for q in activity.questions
    ]
    template = _env().get_template("report.html.j2")
    return template.render(result=result, title=activity.title.get(lang), sections=sections, lang=lang,
                           labels=STATUS_LABELS.get(lang, STATUS_LABELS["pt"]), Status=Status)


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)
