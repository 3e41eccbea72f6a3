"""What a notebook run did, in words: the status and message of an :class:`~grader.core.records.Execution`.

Cell numbers ("cell N") are papermill's and nbclient's ``cell_index``: the position among *all*
cells (markdown included) of the executed notebook, counting from 0, where papermill's
injected-parameters cell counts too. Messages name the cell by its tag or its first line of code,
strip ANSI colours, and say when a limit of the grader (memory, processes, time) was what stopped
the code.
"""

from __future__ import annotations

import re
import signal
from dataclasses import dataclass
from typing import Any

from ..core.records import PAPERMILL_ERROR_TAG

# papermill's marker cells ("An Exception was encountered at...", "...stopped here"): they shift
# every cell index, and with allow_errors the run did not stop there, so they are removed.
ERROR_MARKER_TAG = PAPERMILL_ERROR_TAG
_PAPERMILL_TAGS = frozenset({"parameters", "injected-parameters", ERROR_MARKER_TAG})
_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-Z\\-_]")
_MAX_TEXT = 160


@dataclass(frozen=True)
class RunnerResult:
    """What the runner process left: its status file, exit code, whether the total limit hit."""

    status: dict[str, Any] | None  # the runner's status file; None when it did not write one
    returncode: int
    total_timeout: bool
    log_tail: str


def summarise(nb: Any | None, run: RunnerResult, limits: Any,
               processes: int | None = None) -> tuple[str, str, int | None]:
    """(status, message, failed cell) from the saved notebook and the runner's report."""
    cells = list(nb.cells) if nb is not None else []
    errors = [(i, out) for i, cell in enumerate(cells) if (out := _error_output(cell)) is not None]
    n_code = sum(1 for c in cells if c.get("cell_type") == "code" and c.get("source", "").strip())

    if run.total_timeout:
        index = _running_cell(cells)
        where = "before any cell ran" if index is None else f"and was stopped during {_describe(cells, index)}"
        limit = f"{limits.total_timeout:g} s"
        return "timeout", f"The notebook exceeded the total time limit of {limit} {where}.", index
    if run.status is None:  # the runner was killed from outside (by the OOM killer, say)
        how = _signal_name(-run.returncode) if run.returncode < 0 else f"exit code {run.returncode}"
        return "error", f"The notebook run was stopped unexpectedly ({how}); maybe it ran out of memory.", None

    outcome, index = run.status.get("outcome"), run.status.get("cell_index")
    cell = upper_first(_describe(cells, index))
    leftovers = int(run.status.get("leftover_processes") or 0)
    if outcome == "cell_timeout":
        hint = _process_hint(processes, leftovers, cells[index] if index is not None and index < len(cells) else None)
        return ("timeout", f"{cell} did not finish within the cell time limit of {limits.cell_timeout:g} s{hint}; "
                f"the cells after it did not run{_earlier(errors, index)}.", index)
    if outcome == "dead_kernel":
        where = "before running any cell" if index is None else f"while running {_describe(cells, index)}"
        memory = f" (limit {limits.memory_mb} MB)" if limits.memory_mb else ""
        return ("error", f"The kernel died {where}; the cells after it did not run{_earlier(errors, index)}. "
                f"The code may have exited the Python process or run out of memory{memory}.", index)
    if outcome == "failed":
        detail = _error_text(run.status.get("error_name"), run.status.get("error_value"))
        return "error", f"The notebook could not be run: {detail.rstrip('.')}.", index
    if errors:
        first, out = errors[0]
        error = _error_text(out.get("ename"), out.get("evalue"))
        hint = _limit_hint(out, limits) or _process_hint(processes, leftovers, cells[first])
        return ("error", f"{upper_first(_describe(cells, first))} raised {error}{hint}; "
                f"{len(errors)} of {n_code} code cells failed.", first)
    return "ok", f"All {n_code} code cells ran without errors.", None


def _limit_hint(out: Any, limits: Any) -> str:
    """" (the memory limit of N MB was reached)" when a cell's error is that limit at work."""
    name, value = out.get("ename"), str(out.get("evalue") or "")
    if limits.memory_mb and (name == "MemoryError" or "Cannot allocate memory" in value):
        return f" (the memory limit of {limits.memory_mb} MB was reached)"
    return ""


def _process_hint(processes: int | None, leftovers: int, cell: Any | None) -> str:
    """" (the limit of N processes ... was reached)" when the cell hit it: a fork failed in it (EAGAIN),
    or the run ended with at least half the limit of processes still alive."""
    if not processes:
        return ""
    text = " ".join(f"{o.get('ename', '')} {o.get('evalue', '')} {o.get('text', '')}"
                    for o in (cell or {}).get("outputs", []))
    if "Resource temporarily unavailable" in text or "BlockingIOError" in text or leftovers * 2 >= processes:
        return f" (the limit of {processes} processes and threads was reached)"
    return ""


def _error_text(name: str | None, value: str | None) -> str:
    """``ZeroDivisionError: division by zero``, ANSI colours stripped, first line only."""
    name, value = _clean(name or "Error"), _clean(value or "")
    return f"{name}: {value}" if value else name


def _error_output(cell: Any) -> Any | None:
    """The cell's first error output; a clean ``sys.exit()`` is not an error (as in papermill)."""
    for out in cell.get("outputs", []) if cell.get("cell_type") == "code" else []:
        if out.get("output_type") == "error":
            if out.get("ename") == "SystemExit" and out.get("evalue") in ("", "0"):
                continue
            return out
    return None


def _running_cell(cells: list[Any]) -> int | None:
    """The cell papermill last marked as running (it saves before each cell starts)."""
    running = [i for i, c in enumerate(cells)
               if c.get("metadata", {}).get("papermill", {}).get("status") == "running"]
    return running[-1] if running else None


def _earlier(errors: list[tuple[int, Any]], index: int | None) -> str:
    n = sum(1 for i, _ in errors if index is None or i < index)
    return f"; {_count(n, 'earlier cell')} failed" if n else ""


def _describe(cells: list[Any], index: int | None) -> str:
    """``cell 4 (tagged "q2")`` or ``cell 4 (starting "x = 1 / 0")``."""
    if index is None or not 0 <= index < len(cells):
        return "a cell" if index is None else f"cell {index}"
    cell = cells[index]
    tags = [t for t in cell.get("metadata", {}).get("tags", []) if t not in _PAPERMILL_TAGS]
    if tags:
        return f'cell {index} (tagged "{tags[0]}")'
    lines = [ln.strip() for ln in cell.get("source", "").splitlines() if ln.strip()]
    code = [ln for ln in lines if not ln.startswith("#")] or lines  # the first line of code
    if not code:
        return f"cell {index}"
    return f'cell {index} (starting "{_shorten(code[0], 60)}")'


def _clean(text: str) -> str:
    """Strip ANSI colours, keep the first line, shorten it."""
    return _shorten(_first_line(_ANSI.sub("", str(text))), _MAX_TEXT)


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def _first_line(text: str) -> str:
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    return lines[0] if lines else ""


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _signal_name(signum: int) -> str:
    try:
        return f"signal {signal.Signals(signum).name}"
    except ValueError:
        return f"signal {signum}"
