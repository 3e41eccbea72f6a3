"""Which model a notebook's outputs are checked against, and what the notebook itself says about it.

A student's own check (``check()``, ``grader check``) takes, in this order: the model the call names
(``model=`` / ``--model``); the model every generation record of the notebook names; the
``MODEL_NAME`` the notebook was executed with (papermill's ``injected-parameters`` cell, else an
executed ``parameters`` cell); the activity's default. Grading stays the instructor's decision
(``--model`` or the activity's model): :func:`grading_findings` only says, on the row and the
report, when the notebook's records name another model or disagree with each other.

Reads the notebook as plain JSON; runs nothing of the student's.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any, Literal

from ..core.records import GENERATION_MIME

__all__ = ["ModelChoice", "NotebookModels", "notebook_models", "choose_check_model", "grading_findings"]

PARAMETER = "MODEL_NAME"
Source = Literal["option", "records", "parameters", "activity"]


@dataclass(frozen=True)
class NotebookModels:
    """What the notebook says about its model: per-run record models, and the executed parameter."""

    records: dict[str, str] = field(default_factory=dict)  # run (or "#n" when unnamed) -> model
    parameter: str | None = None  # the last MODEL_NAME an executed parameters cell assigned
    parameter_cell: str | None = None  # the tag of the cell it came from

    @property
    def record_models(self) -> list[str]:
        """The distinct models the records name, in order of first appearance."""
        return list(dict.fromkeys(self.records.values()))

    def runs_of(self, model: str) -> list[str]:
        return [r for r, m in self.records.items() if m == model]


@dataclass(frozen=True)
class ModelChoice:
    name: str
    source: Source
    findings: tuple[tuple[str, dict[str, Any]], ...] = ()  # messages.CATALOGUE keys and their arguments

    def explain(self, lang: str, nb: NotebookModels | None = None) -> list[str]:
        """The line saying which model and why, then one line per finding."""
        from ..core.messages import render

        args: dict[str, Any] = {"model": self.name}
        if nb is not None:
            args.update(runs=", ".join(nb.runs_of(self.name)), cell=nb.parameter_cell or "")
        lines = [render(f"model.choice.{self.source}", lang, **args)]
        lines += [render(key, lang, **a) for key, a in self.findings]
        return lines


def _cells(nb: Any) -> list[dict[str, Any]]:
    cells = nb.get("cells") if isinstance(nb, dict) else None
    return [c for c in cells if isinstance(c, dict)] if isinstance(cells, list) else []


def _source(cell: dict[str, Any]) -> str:
    src = cell.get("source", "")
    return "".join(s for s in src if isinstance(s, str)) if isinstance(src, list) else str(src)


def _assigned_model(source: str) -> str | None:
    """The string last assigned to MODEL_NAME at the top level of ``source`` (None if none or not literal)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    found = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and \
                isinstance(node.value.value, str) and \
                any(isinstance(t, ast.Name) and t.id == PARAMETER for t in node.targets):
            found = node.value.value.strip() or None
    return found


def notebook_models(nb: Any) -> NotebookModels:
    """What ``nb`` (a notebook as parsed JSON) records: the model of each generation record and
    the executed ``MODEL_NAME``. Malformed parts are skipped: they say nothing about the model."""
    records: dict[str, str] = {}
    parameter = cell_tag = None
    unnamed = 0
    for cell in _cells(nb):
        if cell.get("cell_type") != "code":
            continue
        tags = (cell.get("metadata") or {}).get("tags") or []
        tags = tags if isinstance(tags, list) else []
        # papermill's injected cell runs after the starter's "parameters" cell, so the last one wins;
        # an unexecuted parameters cell is only the starter's default, not what ran.
        executed = cell.get("execution_count") is not None
        if "injected-parameters" in tags or ("parameters" in tags and executed):
            value = _assigned_model(_source(cell))
            if value is not None:
                parameter, cell_tag = value, "injected-parameters" if "injected-parameters" in tags else "parameters"
        for out in cell.get("outputs") or []:
            data = out.get("data") if isinstance(out, dict) else None
            rec = data.get(GENERATION_MIME) if isinstance(data, dict) else None
            if not isinstance(rec, dict) or not isinstance(rec.get("model"), str) or not rec["model"].strip():
                continue
            run = rec.get("run") if isinstance(rec.get("run"), str) and rec.get("run") else None
            if run is None:
                unnamed += 1
                run = f"#{unnamed}"
            key, n = run, 1
            while key in records:  # several samples of one run
                n += 1
                key = f"{run}.{n}"
            records[key] = rec["model"].strip()
    return NotebookModels(records, parameter, cell_tag)


def _disagree(nb: NotebookModels) -> tuple[str, dict[str, Any]]:
    per_model = "; ".join(f"{m} ({', '.join(nb.runs_of(m))})" for m in nb.record_models)
    return "model.records_disagree", {"models": per_model}


def choose_check_model(nb: NotebookModels, *, option: str | None, activity_default: str,
                       accepted: list[str] | None = None) -> ModelChoice:
    """The model a student's own check uses, in the order the module docstring gives. ``accepted``:
    the activity's accepted models; a record model outside them is checked, with a warning that
    grading will use ``activity_default``."""
    findings = [_disagree(nb)] if len(nb.record_models) > 1 else []
    if option:
        return ModelChoice(option, "option", tuple(findings))
    if len(nb.record_models) == 1:
        model = nb.record_models[0]
        allowed = set(accepted or []) | {activity_default}
        if accepted is not None and model not in allowed:
            findings.append(("model.check_outside_accepted", {
                "model": model, "accepted": ", ".join(dict.fromkeys([*accepted, activity_default])),
                "grading": activity_default}))
        return ModelChoice(model, "records", tuple(findings))
    if nb.parameter:
        return ModelChoice(nb.parameter, "parameters", tuple(findings))
    return ModelChoice(activity_default, "activity", tuple(findings))


def grading_findings(nb: NotebookModels, *, grading: str, accepted: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """What the report must say about the notebook's own models when the instructor's model grades it:
    records that disagree with each other; records naming a model the activity does not accept."""
    out: list[tuple[str, dict[str, Any]]] = []
    if len(nb.record_models) > 1:
        out.append(_disagree(nb))
    allowed = set(accepted) | {grading}
    outside = [m for m in nb.record_models if m not in allowed]
    if outside:
        out.append(("model.outside_accepted", {
            "recorded": ", ".join(f"{m} ({', '.join(nb.runs_of(m))})" for m in outside),
            "accepted": ", ".join(dict.fromkeys([*accepted, grading])), "grading": grading}))
    return out
