"""The grader installed as students and instructors get it: a wheel in a new virtual environment,
used from a folder outside the repository (no activities/, rubrics/ or templates/ beside it)."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest
from checkout import copy_sources

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "README.md", "grader", "activities", "rubrics", "templates")
ACTIVITIES = ("chain-of-thought", "few-shot", "temperature-top-p", "template")


def _copy_sources(dest: Path) -> Path:
    """The files a wheel is built from, copied (a build must not write into the checkout)."""
    return copy_sources(dest, SOURCES)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("wheel")
    src = _copy_sources(tmp / "src")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(tmp / "dist"), str(src)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    (found,) = (tmp / "dist").glob("llm_course_grader-*.whl")
    return found


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    """A new virtual environment with the wheel installed; the heavy dependencies (torch,
    transformers, ...) are reused from the test environment through a .pth line."""
    root = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(root)], check=True, timeout=120)
    python = root / "bin" / "python"
    target = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                            capture_output=True, text=True, check=True).stdout.strip()
    deps = [p for p in site.getsitepackages() if Path(p).is_dir()]
    Path(target, "zz_test_dependencies.pth").write_text("\n".join(deps) + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q",
                           str(wheel)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return root


def _env() -> dict[str, str]:
    from grader.modelling import models

    env = {k: v for k, v in os.environ.items() if k not in {"GRADER_HOME", "GRADER_ACTIVITIES", "PYTHONPATH"}}
    if models.installed_smollm2() is not None:  # the test environment's set-up conversion, as its libraries
        env[models.INSTALLED_ENV] = str(models.installed_dir())
    return env


def _grader(venv: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(venv / "bin" / "grader"), *args], capture_output=True, text=True, cwd=cwd,
                          env=_env(), timeout=900)


def test_the_wheel_carries_activities_starters_rubrics_and_templates_but_no_solution(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for aid in ACTIVITIES:
        assert f"grader/data/activities/{aid}/activity.yaml" in names
        assert f"grader/data/activities/{aid}/starter.ipynb" in names
        assert f"grader/data/rubrics/{aid}.yaml" in names
    assert {"grader/data/templates/report.html.j2", "grader/data/templates/summary.html.j2"} <= names
    assert not [n for n in names if n.endswith("solution.ipynb")], "solutions are the instructor's only"
    # every module of the source tree is packaged (the package list in pyproject.toml is explicit)
    modules = {str(p.relative_to(REPO)) for p in (REPO / "grader").rglob("*.py")}
    assert modules <= names, sorted(modules - names)


def test_installed_from_the_wheel_it_validates_checks_and_grades_outside_the_repository(venv, tmp_path):
    outside = tmp_path / "somewhere-else"
    outside.mkdir()
    where = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import grader, grader.specs.schema as s; print(grader.__file__); print(s.project_root())"],
                           capture_output=True, text=True, cwd=outside, env=_env(), check=True).stdout.split()
    assert where[0].startswith(str(venv)) and where[1].startswith(str(venv)), where  # not this checkout

    done = _grader(venv, "validate", cwd=outside)
    assert done.returncode == 0, done.stdout + done.stderr
    for aid in ACTIVITIES:
        assert f"ok   {aid}" in done.stdout

    solution = outside / "ana.ipynb"
    shutil.copy(REPO / "activities/chain-of-thought/solution.ipynb", solution)
    done = _grader(venv, "check", str(solution), "--activity", "chain-of-thought", "--model", "smollm2-135m",
                   cwd=outside)
    assert done.returncode == 0, done.stdout + done.stderr

    # An instructor's own activities folder (--activities): the same activity with 2 reference re-runs
    # instead of 20 (quicker here), its rubric beside it.
    course = outside / "my-course"
    shutil.copytree(REPO / "activities/chain-of-thought", course / "chain-of-thought")
    shutil.copy(REPO / "rubrics/chain-of-thought.yaml", course / "chain-of-thought" / "rubric.yaml")
    spec = course / "chain-of-thought" / "activity.yaml"
    spec.write_text(spec.read_text(encoding="utf-8").replace("samples: 20", "samples: 2"), encoding="utf-8")

    # two notebooks, re-executed: the solution with a cell that looks for the installed rubrics, and
    # the starter's text with no code (a student who ran nothing: no kernel is started for it)
    nb = nbformat.read(str(solution), as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(
        "import grader, os\n"
        "d = os.path.join(os.path.dirname(grader.__file__), 'data', 'rubrics')\n"
        "print('RUBRICS', sorted(os.listdir(d)) if os.path.isdir(d) else 'absent')"))
    nbformat.write(nb, str(solution))
    blank = nbformat.read(str(REPO / "activities/chain-of-thought/starter.ipynb"), as_version=4)
    blank.cells = [c for c in blank.cells if c.cell_type == "markdown"]
    nbformat.write(blank, str(outside / "bruno.ipynb"))
    done = _grader(venv, "grade", "ana.ipynb", "bruno.ipynb", "--activity", "chain-of-thought",
                   "--model", "smollm2-135m", "--out", "results", "--quiet", "--activities", "my-course",
                   cwd=outside)
    assert done.returncode == 0, done.stdout + done.stderr
    results = outside / "results"
    for student in ("ana", "bruno"):
        html = (results / "reports" / f"{student}.html").read_text(encoding="utf-8")
        assert "<html" in html and f"<strong>{student}</strong>" in html
    payload = json.loads((results / "results.json").read_text(encoding="utf-8"))
    rows = {r["student"]: r for r in (payload["results"] if isinstance(payload, dict) else payload)}
    assert rows["ana"]["criteria"][0]["evidence"]
    assert rows["ana"]["score"] > rows["bruno"]["score"]
    assert rows["ana"]["execution"]["status"] == "ok", rows["ana"]["execution"]
    executed = (results / "executed" / "ana.executed.ipynb").read_text(encoding="utf-8")
    if rows["ana"]["execution"]["isolation"] == "sandbox":  # the installed rubrics are out of the kernel's sight
        assert "RUBRICS []" in executed
    else:
        assert "RUBRICS [" in executed and "temperature-top-p.yaml" in executed


def test_the_repository_stands_alone():
    """Nothing in the repository reads or points at the course folder beside it."""
    outside = "../" + "shared"
    done = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True)
    files = done.stdout.split() if done.returncode == 0 else [
        str(p.relative_to(REPO)) for p in REPO.rglob("*") if p.is_file() and ".git" not in p.parts
        and ".venv" not in p.parts]
    offenders = []
    for name in files:
        try:
            if outside in (REPO / name).read_text(encoding="utf-8", errors="ignore"):
                offenders.append(name)
        except OSError:
            continue
    assert not offenders, offenders
