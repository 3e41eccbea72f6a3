"""Writing result files so that a reader or a kill never sees half of one."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write ``text`` (UTF-8) or bytes to a temporary file beside ``path``, flush it to disk, rename
    it over ``path``: readers see the old file or the new one, never a part (``grader grade``
    removes ``.grader-*.tmp`` left by a kill)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".grader-", suffix=".tmp")
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
