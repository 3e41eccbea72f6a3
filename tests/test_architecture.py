"""The rooms of grader/ and the direction of their imports (ARCHITECTURE.md).

The contracts live in pyproject.toml (``[tool.importlinter]``); import-linter checks them on the
repository, and on a copy with a planted upward import and a planted circle it must say which
import breaks which rule, or the check would pass on anything.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT = [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"]


def lint(root: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(root), "NO_COLOR": "1", "COLUMNS": "200"}
    return subprocess.run([*LINT, "--no-cache", "--config", str(root / "pyproject.toml")], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_rooms_import_downwards_only_and_without_circles():
    done = lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 kept, 0 broken" in done.stdout


@pytest.fixture()
def copy(tmp_path):
    shutil.copytree(ROOT / "grader", tmp_path / "grader", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    return tmp_path


def test_a_planted_upward_import_is_named_with_its_line(copy):
    files = copy / "grader" / "core" / "files.py"
    lines = files.read_text().splitlines()
    files.write_text("\n".join(lines) + "\nfrom ..grading import pipeline  # planted\n")
    done = lint(copy)
    assert done.returncode != 0
    assert "grader.core is not allowed to import grader.grading" in done.stdout
    assert f"grader.core.files -> grader.grading.pipeline (l.{len(lines) + 1})" in done.stdout


def test_a_planted_circle_inside_a_room_is_found(copy):
    common = copy / "grader" / "checks" / "common.py"
    common.write_text(common.read_text() + "\nfrom .answers import mentions  # planted\n")
    done = lint(copy)
    assert done.returncode != 0
    assert "No cycles are allowed in grader.checks" in done.stdout and ".common -> .answers" in done.stdout


def test_every_room_is_a_package_of_the_distribution():
    """A room missing from pyproject's list works in the editable install and breaks the wheel."""
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    rooms = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "grader").rglob("__init__.py")}
    assert rooms - listed == set()


def test_every_room_says_what_it_holds():
    for init in (ROOT / "grader").glob("*/__init__.py"):
        doc = init.read_text().lstrip()
        assert doc.startswith('"""') and len(doc.split('"""')[1].split()) >= 8, f"{init}: a docstring says what the room holds"


def test_every_rule_declares_its_arguments_with_the_rubric_schema():
    from grader.checks import rules
    from grader.specs.rule_args import ARGS

    assert set(rules()) == set(ARGS)
