"""From a notebook to what the student claims: answers, generations, the code of each run.

Answers are found by cell tag (``answer-A.2``), else by a heading such as ``A.2`` in a markdown
cell. Generations come from the structured record the course helper attaches to a run cell's
output; when a student bypassed the helper, from the cell's printed text (ANSI codes and rich's
line wrapping undone), with the run's parameters taken from the activity.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import nbformat

from .records import GENERATION_MIME, Answer, DecodingParams, Extraction, Generation
from .specs import ActivitySpec
from .textnorm import strip_ansi, unwrap_rich

PLACEHOLDERS = {"_sua resposta aqui._", "sua resposta aqui", "_your answer here._", "your answer here"}


class NotebookReadError(Exception):
    """The file is not a readable notebook; the message says why in plain words."""


def read_notebook(path: Path) -> Any:
    """The notebook at ``path`` (nbformat 4), read defensively by :mod:`grader.notebook_file`."""
    from .notebook_file import NotebookFileError, load

    try:
        return load(path).nb
    except NotebookFileError as exc:
        raise NotebookReadError(str(exc)) from exc


def _tags(cell: Any) -> list[str]:
    tags = cell.get("metadata", {}).get("tags", [])
    return [t for t in tags if isinstance(t, str)] if isinstance(tags, list) else []


def _source(cell: Any) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else str(src)


def _is_placeholder(text: str) -> bool:
    return text.strip().lower() in PLACEHOLDERS or not text.strip()


def _heading_pattern(qid: str) -> re.Pattern[str]:
    # "### A.2", "**A.2**", "A.2)", "A.2 -": the question id at the start of a line
    return re.compile(rf"^\s*(?:#+\s*|\*\*\s*)?{re.escape(qid)}\b[\s*:.)\-–]*", re.MULTILINE)


def find_answers(nb: Any, activity: ActivitySpec) -> tuple[dict[str, Answer], list[str]]:
    problems: list[str] = []
    answers: dict[str, Answer] = {}
    cells = nb.cells
    for q in activity.questions:
        tagged = [c for c in cells if q.cell in _tags(c)]
        if len(tagged) > 1:
            problems.append(f"{len(tagged)} cells carry the tag {q.cell!r}; the first one was used")
        if tagged:
            text = _source(tagged[0])
            answers[q.id] = Answer(q.id, "" if _is_placeholder(text) else text, tagged[0].get("id"), "tag")
            continue
        answers[q.id] = _answer_by_heading(cells, q.id, {x.id for x in activity.questions})
    return answers, problems


def _answer_by_heading(cells: list[Any], qid: str, all_ids: set[str]) -> Answer:
    pattern = _heading_pattern(qid)
    others = [_heading_pattern(o) for o in all_ids if o != qid]
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "markdown":
            continue
        src = _source(cell)
        match = pattern.search(src)
        if not match:
            continue
        rest = src[match.end():]
        # The question's own text follows the heading; an answer in the same cell starts after
        # the first blank line. Otherwise the answer is the next markdown cell(s).
        same_cell = rest.split("\n\n", 1)[1] if "\n\n" in rest else ""
        if same_cell.strip() and not _is_placeholder(same_cell):
            return Answer(qid, same_cell.strip(), cell.get("id"), "heading")
        parts = []
        for nxt in cells[i + 1:]:
            if nxt.get("cell_type") != "markdown":
                break
            body = _source(nxt)
            if pattern.search(body) or any(o.search(body) for o in others):
                break
            parts.append(body)
        text = "\n\n".join(p for p in parts if not _is_placeholder(p))
        return Answer(qid, text, cell.get("id"), "heading")
    return Answer(qid, "", None, "missing")


def _record_generation(data: dict[str, Any], run_id: str, cell_id: str | None, printed: str) -> Generation:
    params = data.get("params") or {}
    dp = DecodingParams(
        do_sample=bool(params.get("do_sample", True)),
        temperature=float(params.get("temperature") or 1.0),
        top_k=params.get("top_k"),
        top_p=float(params.get("top_p") or 1.0),
        max_new_tokens=params.get("max_new_tokens"),
    )
    ids = data.get("token_ids")
    return Generation(
        run_id=str(data.get("run") or run_id), prompt=str(data.get("prompt", "")), text=str(data.get("text", "")),
        params=dp, source="record", cell_id=cell_id,
        token_ids=tuple(int(i) for i in ids) if isinstance(ids, list) else None,
        seed=data.get("seed"), model_name=data.get("model"), dtype=str(data.get("dtype") or "float32"),
        printed=printed, extra={"device": data.get("device"), "versions": data.get("versions")},
    )


def _printed_text(cell: Any) -> str:
    chunks = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream" and out.get("name") == "stdout":
            chunks.append(_source(out) if isinstance(out.get("text"), list) else str(out.get("text", "")))
        elif out.get("output_type") in ("execute_result", "display_data"):
            plain = out.get("data", {}).get("text/plain")
            if plain and GENERATION_MIME not in out.get("data", {}):
                chunks.append(plain if isinstance(plain, str) else "".join(plain))
    return unwrap_rich(strip_ansi("".join(chunks)))


_SEED_RE = re.compile(r"\b(?:torch\.)?(?:manual_seed|set_seed)\(\s*(\d+)\s*\)")


def notebook_seed(nb: Any) -> int | None:
    """A seed the notebook's code fixes (``torch.manual_seed(11)``, ``set_seed(11)``), if any."""
    for cell in nb.cells:
        if cell.get("cell_type") == "code":
            match = _SEED_RE.search(_source(cell))
            if match:
                return int(match.group(1))
    return None


def find_generations(nb: Any, activity: ActivitySpec,
                     problems: list[str] | None = None) -> tuple[dict[str, tuple[Generation, ...]], dict[str, str]]:
    problems = problems if problems is not None else []
    seed = notebook_seed(nb)
    found: dict[str, list[Generation]] = {}
    code: dict[str, str] = {}
    for cell in nb.cells:
        if cell.get("cell_type") != "code":
            continue
        run_tags = [t[4:] for t in _tags(cell) if t.startswith("run-") and t[4:] in activity.runs]
        printed = _printed_text(cell)
        records = []
        for out in cell.get("outputs", []):
            data = out.get("data", {}) if isinstance(out, dict) else {}
            rec = data.get(GENERATION_MIME)
            if isinstance(rec, dict):
                try:
                    records.append(_record_generation(rec, run_tags[0] if run_tags else "", cell.get("id"), printed))
                except (TypeError, ValueError) as exc:  # a malformed record is ignored, the print remains
                    problems.append(f"a generation record in cell {cell.get('id')!r} is malformed ({exc}); "
                                    "its printed text was used instead")
        for run in run_tags:
            code[run] = code.get(run, "") + _source(cell)
        for gen in records:
            if gen.run_id in activity.runs:
                if gen.seed is None and seed is not None:
                    gen = replace(gen, seed=seed, extra={**gen.extra, "seed_from": "code"})
                found.setdefault(gen.run_id, []).append(gen)
        if run_tags and not records and printed.strip():
            run = run_tags[0]
            if activity.runs[run].samples:
                # Several samples printed together cannot be told apart reliably: records needed.
                problems.append(f"run {run}: the samples have no generation records (use generate(...)); "
                                "printed text alone cannot be split into samples")
                continue
            prompt = activity.prompt_for(run)
            text = printed.rstrip("\n")
            # The course prints prompt + continuation; the continuation is what was generated.
            text = text[len(prompt):] if text.startswith(prompt) else text
            found.setdefault(run, []).append(Generation(
                run_id=run, prompt=prompt, text=text, params=activity.params(run), source="printed",
                cell_id=cell.get("id"), printed=printed, seed=seed))
    return {k: tuple(v) for k, v in found.items()}, code


def extract(nb: Any, activity: ActivitySpec) -> Extraction:
    answers, problems = find_answers(nb, activity)
    generations, code = find_generations(nb, activity, problems)
    return Extraction(generations=generations, answers=answers, run_code=code, problems=tuple(problems))


_PARAM_RE = {
    "temperature": re.compile(r"temperature\s*=\s*([0-9.]+)"),
    "top_p": re.compile(r"top_p\s*=\s*([0-9.]+)"),
    "top_k": re.compile(r"top_k\s*=\s*([0-9]+)"),
}


def params_in_code(source: str) -> dict[str, float]:
    """Decoding parameters written literally in a run cell's code (what the code says it does)."""
    found = {}
    for name, pattern in _PARAM_RE.items():
        match = pattern.search(source)
        if match:
            try:
                found[name] = float(match.group(1))
            except ValueError:
                pass
    return found
