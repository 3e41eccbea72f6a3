"""Is reading a notebook any slower than before? ``grader inspect`` and ``grader grade --no-execute``,
per notebook of the real-world corpus, on this tree's code and on an earlier commit's, in one run.

    .venv/bin/python benchmarks/reading_speed.py --before REF [--only NAME_PART] [--repeat 3] [--no-grade]

The earlier commit's files are taken with ``git archive REF`` into a temporary folder; each tree is
measured in its own Python process (the same venv), one after the other:

- **inspect**: :func:`grader.commands.inspect.inspect_notebook` on the loaded notebook (what
  ``grader inspect`` does once the CLI has started), the median of ``--repeat`` runs;
- **grade**: :func:`grader.grading.pipeline.grade_submission` with ``execute=False`` (``grader grade
  --no-execute``): the model and the reference re-runs are prepared once per activity, outside the
  timing, and each notebook is graded once (reading, provenance checks, rubric, report).

Prints the median and total per-notebook time of each, before and after. A measurement, not a
test: the exit status is always 0. Timings on a shared machine are noisy; compare medians.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "tests" / "data" / "corpus"
MODEL = "smollm2-135m"


def _first(*modules: str) -> Any:
    """The first of ``modules`` that imports: the rooms of issue 22, or the flat layout before them."""
    for name in modules:
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError:
            continue
    raise ModuleNotFoundError(modules[0])


def worker(tree: Path, names: list[str], repeat: int, grade: bool) -> dict[str, dict[str, float]]:
    sys.path.insert(0, str(tree))
    from grader.commands.inspect import inspect_notebook

    load = _first("grader.reading.notebook_file", "grader.notebook_file").load
    schema = _first("grader.specs.schema", "grader.specs")
    activity_path, load_activity = schema.activity_path, schema.load_activity

    manifest = json.loads((CORPUS / "expected.json").read_text())
    out: dict[str, dict[str, float]] = {name: {} for name in names}
    specs = {}
    for name in names:
        activity = manifest[name]["activity"]
        if activity not in specs:
            specs[activity] = load_activity(activity_path(activity))
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            nb = load(CORPUS / f"{name}.ipynb").nb
            inspect_notebook(nb, specs[activity])
            times.append(time.perf_counter() - t0)
        out[name]["inspect"] = statistics.median(times)
    if grade:
        pipeline = _first("grader.grading.pipeline", "grader.pipeline")
        grade_submission, prepare = pipeline.grade_submission, pipeline.prepare

        setups = {}
        with tempfile.TemporaryDirectory() as tmp:
            for name in names:
                activity = manifest[name]["activity"]
                if activity not in setups:
                    setups[activity] = prepare(activity, model=MODEL, execute=False)
                t0 = time.perf_counter()
                grade_submission(setups[activity], CORPUS / f"{name}.ipynb", work_dir=Path(tmp) / name)
                out[name]["grade"] = time.perf_counter() - t0
    return out


def _measure(tree: Path, names: list[str], repeat: int, grade: bool) -> dict[str, dict[str, float]]:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", str(tree), "--repeat", str(repeat),
           "--names", ",".join(names)] + ([] if grade else ["--no-grade"])
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=tree)
    if done.returncode != 0:
        raise SystemExit(f"measuring {tree} failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", default="main", help="the commit to compare with (default: main)")
    ap.add_argument("--only", default="", help="only the notebooks whose name contains this")
    ap.add_argument("--repeat", type=int, default=3, help="inspect runs per notebook (the median is kept)")
    ap.add_argument("--no-grade", action="store_true", help="time inspect only (no model)")
    ap.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--names", default="", help=argparse.SUPPRESS)
    ap.add_argument("--json", type=Path, default=None, help="also write every timing to this file")
    args = ap.parse_args(argv)
    if args.worker is not None:
        result = worker(args.worker, args.names.split(","), args.repeat, not args.no_grade)
        sys.stdout.write(json.dumps(result) + "\n")
        return 0

    manifest = json.loads((CORPUS / "expected.json").read_text())
    names = sorted(n for n in manifest if args.only in n)
    with tempfile.TemporaryDirectory() as tmp:
        before = Path(tmp) / "before"
        before.mkdir()
        archive = subprocess.run(["git", "archive", args.before], cwd=ROOT, capture_output=True, check=True).stdout
        archive_path = Path(tmp) / "before.tar"
        archive_path.write_bytes(archive)
        with tarfile.open(archive_path) as tar:
            tar.extractall(before, filter="data")
        timings = {"before": _measure(before, names, args.repeat, not args.no_grade),
                   "after": _measure(ROOT, names, args.repeat, not args.no_grade)}
    rev = subprocess.run(["git", "rev-parse", "--short", args.before], cwd=ROOT, capture_output=True,
                         text=True).stdout.strip()
    print(f"{len(names)} notebooks; before = {args.before} ({rev}), after = this tree")
    for what in ("inspect", "grade"):
        if args.no_grade and what == "grade":
            continue
        b = [timings["before"][n][what] for n in names]
        a = [timings["after"][n][what] for n in names]
        print(f"{what:8} per notebook: median {statistics.median(b) * 1000:8.1f} ms before, "
              f"{statistics.median(a) * 1000:8.1f} ms after; total {sum(b):6.2f} s before, {sum(a):6.2f} s after")
    if args.json:
        args.json.write_text(json.dumps(timings, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    main()
    raise SystemExit(0)
