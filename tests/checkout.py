"""A copy of the repository's own files, for tests that build or install it somewhere else."""

from __future__ import annotations

import shutil
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def copy_sources(dest: Path, names: tuple[str, ...]) -> Path:
    """``names`` (files and folders of the repository) copied into ``dest``, without bytecode."""
    dest.mkdir(parents=True, exist_ok=True)
    for name in names:
        src = REPO / name
        if src.is_dir():
            shutil.copytree(src, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(src, dest / name)
    return dest
