"""Read a submitted ``.ipynb`` file that may be broken or hostile, and say plainly what is wrong.

:func:`load` is the one reader for submissions: the grading pipeline and the re-execution both
use it, so a file is accepted or refused the same way by both. It never trusts the file: the size
is checked before reading, the bytes before decoding, the JSON before nbformat sees it. What it
can repair without guessing it repairs and says so in ``notes`` (an old nbformat converted, a
newer one read as 4, unknown fields dropped, missing required ones filled in empty, a 4.0-4.4 file
whose cells carry ids (Colab and JupyterLab write them) upgraded to 4.5, missing, repeated or
malformed cell ids replaced through nbformat's own ``normalize``, a UTF-8 byte-order mark); anything
else raises :class:`NotebookFileError` whose message names the problem ("it is not valid JSON: the
file ends early at line 3 (truncated?)").
"""

from __future__ import annotations

import json
import os
import re
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MAX_NOTEBOOK_MB = 64
"""A course notebook is well under 1 MB; past 64 MB it is almost always an output flood (a loop
printing in a cell). Reading it would cost the grader seconds and gigabytes for nothing gradable."""

_NOT_A_NOTEBOOK = "the file is not a valid notebook"
_MAX_LISTED = 5

# nbformat 4's schema: the keys each object may carry (others are dropped with a note).
_TOP_KEYS = {"cells", "metadata", "nbformat", "nbformat_minor"}
_CELL_KEYS = {
    "code": {"id", "cell_type", "metadata", "source", "outputs", "execution_count"},
    "markdown": {"id", "cell_type", "metadata", "source", "attachments"},
    "raw": {"id", "cell_type", "metadata", "source", "attachments"},
}
_OUTPUT_KEYS = {
    "stream": {"output_type", "name", "text"},
    "display_data": {"output_type", "data", "metadata", "transient"},
    "execute_result": {"output_type", "data", "metadata", "execution_count", "transient"},
    "error": {"output_type", "ename", "evalue", "traceback"},
}


class NotebookFileError(ValueError):
    """The file cannot be graded as a notebook; the message says why, for a person."""


@dataclass(frozen=True)
class LoadedNotebook:
    nb: Any  # nbformat.NotebookNode, version 4
    notes: tuple[str, ...] = ()  # what was repaired, in plain words
    size: int = 0  # bytes on disk


def load(path: Path | str, *, max_mb: float = MAX_NOTEBOOK_MB) -> LoadedNotebook:
    """Read ``path`` as an nbformat-4 notebook, or raise :class:`NotebookFileError`."""
    path = Path(path)
    try:
        size = os.stat(path).st_size
        if not path.is_file():
            raise NotebookFileError("the path is not a regular file")
        if size > max_mb * 2**20:
            raise NotebookFileError(
                f"the file is too large to grade: {size / 2**20:.1f} MB, over the {max_mb:g} MB limit "
                "for a notebook (usually a cell that printed a flood of output: clear it and save again)")
        with open(path, "rb") as fh:
            raw = fh.read(int(max_mb * 2**20) + 1)
    except NotebookFileError:
        raise
    except OSError as exc:
        raise NotebookFileError(f"the file cannot be read: {exc.strerror or exc}") from exc
    nb, notes = parse(raw)
    return LoadedNotebook(nb, tuple(notes), size)


def parse(raw: bytes) -> tuple[Any, list[str]]:
    """(nbformat-4 notebook, notes) from the file's bytes, or :class:`NotebookFileError`."""
    notes: list[str] = []
    if not raw.strip():
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: the file is empty")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
        notes.append("the file starts with a UTF-8 byte-order mark; it was ignored")
    for bom, name in ((b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"),
                      (b"\xff\xfe", "UTF-16"), (b"\xfe\xff", "UTF-16")):
        if raw.startswith(bom):
            raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it is {name} text, not UTF-8 (Jupyter always "
                                    "saves UTF-8, so the file was changed by another program)")
    if _looks_binary(raw[:4096]):
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it is binary data, not text")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        byte = raw[exc.start]
        raise NotebookFileError(
            f"{_NOT_A_NOTEBOOK}: it is not UTF-8 text (byte 0x{byte:02X} at offset {exc.start}); "
            "Jupyter always saves UTF-8, so the file was changed by another program") from exc
    data = _json(text)
    if not isinstance(data, dict) or "nbformat" not in data:
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it is JSON but not a Jupyter notebook (no 'nbformat' field)")
    major = data.get("nbformat")
    if not isinstance(major, int) or isinstance(major, bool) or major < 1:
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: its 'nbformat' field is {major!r}, not a version number")
    if major > 4:
        minor = data.get("nbformat_minor")
        notes.append(f"the notebook says nbformat {major}.{minor}, newer than the 4.x this grader reads; "
                     "it was read as 4 and fields unknown to 4 were ignored")
        data = dict(data, nbformat=4, nbformat_minor=5)
    if major >= 4:
        dropped, filled = _strip_unknown(data)
        if dropped and major == 4:
            notes.append(f"fields unknown to nbformat 4 were ignored: {_listed(dropped)}")
        if filled and major == 4:
            notes.append(f"fields every nbformat 4 notebook has were missing and were filled in empty: "
                         f"{_listed(filled)}")
        id_notes = _repair_cell_ids(data)
        if major == 4:  # a newer file was read as 4.5 on purpose: its ids are not the student's slip
            notes.extend(id_notes)
    elif major < 4:
        notes.append(f"the notebook was in nbformat {major} and was converted to 4")
    return _to_notebook(data, text if major < 4 else None), notes


def _looks_binary(head: bytes) -> bool:
    """NUL bytes, or many control characters (text formats, JSON included, have almost none)."""
    control = sum(1 for b in head if b < 9 or 13 < b < 32)
    return b"\x00" in head or control > max(8, len(head) // 20)


def _json(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or _unclosed(text):
            last = text.rstrip().count("\n") + 1
            raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it is not valid JSON: the file ends early, at line "
                                    f"{last}, inside unfinished data (truncated?)") from exc
        msg = exc.msg.removesuffix(" at")  # "Invalid control character at"
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it is not valid JSON ({msg} at line {exc.lineno}, "
                                f"column {exc.colno})") from exc
    except RecursionError as exc:
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it is not valid JSON (nested too deeply)") from exc
    except ValueError as exc:  # e.g. an integer longer than Python's digit limit
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it is not valid JSON ({_first_line(exc)})") from exc


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _unclosed(text: str) -> bool:
    """Whether the text stops inside a string or with brackets still open: a cut-off file."""
    bare = _JSON_STRING.sub("", text)
    if bare.count('"') % 2:
        return True
    return bare.count("{") + bare.count("[") > bare.count("}") + bare.count("]")


def _listed(paths: list[str]) -> str:
    more = len(paths) - _MAX_LISTED
    return ", ".join(paths[:_MAX_LISTED]) + (f" and {more} more" if more > 0 else "")


def _strip_unknown(data: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Drop keys nbformat 4 does not define and add the required ones it lacks, empty (in place).

    Returns the paths ("cells[3].foo") dropped and those filled in."""
    dropped = [k for k in list(data) if k not in _TOP_KEYS]
    filled: list[str] = []

    def fill(obj: dict[str, Any], key: str, value: Any, where: str) -> None:
        if key not in obj:
            obj[key] = value
            filled.append(where + key)
    for k in dropped:
        del data[k]
    cells = data.get("cells")
    if not isinstance(cells, list):
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it has no list of cells")
    for i, cell in enumerate(cells):
        if not isinstance(cell, dict):
            raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: cell {i} is not an object")
        kind = cell.get("cell_type")
        if kind not in _CELL_KEYS:
            raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: cell {i} has an unknown cell_type {str(kind)[:40]!r}")
        for k in [k for k in cell if k not in _CELL_KEYS[kind]]:
            del cell[k]
            dropped.append(f"cells[{i}].{k}")
        fill(cell, "metadata", {}, f"cells[{i}].")
        fill(cell, "source", "", f"cells[{i}].")
        if kind == "code":
            fill(cell, "outputs", [], f"cells[{i}].")
            fill(cell, "execution_count", None, f"cells[{i}].")
            outputs = cell["outputs"] if isinstance(cell["outputs"], list) else []
            for j, out in enumerate(outputs):
                allowed = _OUTPUT_KEYS.get(out.get("output_type")) if isinstance(out, dict) else None
                for k in [k for k in out if k not in allowed] if allowed else []:
                    del out[k]
                    dropped.append(f"cells[{i}].outputs[{j}].{k}")
    fill(data, "metadata", {}, "")
    data.setdefault("nbformat_minor", 0)
    return dropped, filled


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _new_ids(n: int) -> str:
    return "it was given a new id" if n == 1 else "they were given new ids"


def _repair_cell_ids(data: dict[str, Any]) -> list[str]:
    """Make the cell ids what nbformat 4.5 requires (in place), with nbformat's own repairs; the notes.

    Cells that carry ids in a 4.0-4.4 file (Colab and JupyterLab write them) make it a 4.5 file, the
    first version that defines them. In a 4.5 file, ids that do not match nbformat's schema are
    dropped, and then :func:`nbformat.validator.normalize` gives new ids to cells without one and to
    cells that repeat an earlier cell's id. What else is wrong is left to the validation."""
    from nbformat.validator import isvalid, normalize

    minor = data.get("nbformat_minor")
    if not isinstance(minor, int) or isinstance(minor, bool):
        return []  # the validation names it
    cells = data["cells"]
    notes: list[str] = []
    upgraded = minor < 5 and any("id" in cell for cell in cells)
    if upgraded:
        data["nbformat_minor"] = 5
        notes.append(f"the file's cells carry ids, which nbformat 4.{minor} does not allow; repaired by "
                     "upgrading it to nbformat 4.5, the first version with cell ids")
    if data["nbformat_minor"] < 5:
        return notes
    malformed = [i for i, cell in enumerate(cells)
                 if "id" in cell and not isvalid(cell["id"], ref="cell_id", version=4, version_minor=5)]
    example = repr(cells[malformed[0]]["id"])[:40] if malformed else ""
    for i in malformed:
        del cells[i]["id"]
    missing = sum(1 for cell in cells if "id" not in cell) - len(malformed)
    ids = [cell["id"] for cell in cells if "id" in cell]
    repeated = len(ids) - len(set(ids))
    if not (missing or malformed or repeated):
        return notes
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # normalize warns about each id it gives
        _, normal = normalize(data)
    data["cells"] = normal["cells"]
    if missing and upgraded:
        notes.append(f"{_plural(missing, 'cell', 'cells')} without an id {'was' if missing == 1 else 'were'} "
                     "given one")
    elif missing:
        notes.append(f"{_plural(missing, 'cell has', 'cells have')} no id, which nbformat 4.5 requires; "
                     f"repaired: {_new_ids(missing)}")
    if repeated:
        notes.append(f"{_plural(repeated, 'cell repeats', 'cells repeat')} the id of an earlier cell, which "
                     f"nbformat does not allow; repaired: {_new_ids(repeated)}")
    if malformed:
        notes.append(f"{_plural(len(malformed), 'cell has', 'cells have')} an id nbformat does not accept "
                     f"(such as {example}: only letters, digits, '-' and '_', at most 64); repaired: "
                     f"{_new_ids(len(malformed))}")
    return notes


def _to_notebook(data: dict[str, Any], old_text: str | None) -> Any:
    import nbformat

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # duplicate cell ids are repaired with a warning
            nb = nbformat.reads(old_text if old_text is not None else json.dumps(data), as_version=4)
            nbformat.validate(nb)
    except Exception as exc:  # noqa: BLE001 - nbformat raises many kinds for odd files
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it does not follow the notebook format "
                                f"({_first_line(exc)[:200]})") from exc
    if not isinstance(nb.get("cells"), list):
        raise NotebookFileError(f"{_NOT_A_NOTEBOOK}: it has no list of cells")
    return nb


def _first_line(exc: BaseException) -> str:
    lines = [ln.strip() for ln in str(exc).strip().splitlines() if ln.strip()]
    return lines[0] if lines else type(exc).__name__
