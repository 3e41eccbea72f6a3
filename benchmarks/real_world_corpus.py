"""How often the grader disagrees with a careful teaching assistant on real-world notebooks.

    .venv/bin/python benchmarks/real_world_corpus.py [--only NAME_PART] [--json OUT]
    .venv/bin/python benchmarks/real_world_corpus.py --corpus tests/data/redteam/batch-1 --split heldout

``--corpus``: another folder of notebooks with its own ``expected.json`` in the same format (the
red team's batches, issue 31); ``--split``: only the notebooks whose ``split`` is that (``dev``,
``heldout``).

Grades every notebook of the real-world corpus (tests/data/corpus/, built by
tests/corpus/build.py from real executions on the embedded model) as submitted, without
re-executing it (``grader grade --no-execute --model smollm2-135m``, through the pipeline API:
one model load and one set of reference re-runs per activity), and compares each criterion's
status with the one tests/data/corpus/expected.json gives:

- **false deduction**: the TA would pass it (or give more), the grader did not pass it;
- **missed problem**: the TA would not pass it, the grader passed it (or gave more);
- **needs_review**: the grader asked for a human where the TA expected a firm status (counted
  apart: a question to the instructor, not a wrong grade).

Goal: 0 missed problems and at most 2 % false deductions. It is a measurement, not a test:
the exit status is always 0.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CORPUS = ROOT / "tests" / "data" / "corpus"
MODEL = "smollm2-135m"

from tests.generated.compare import classify  # noqa: E402  (the generator benchmark's verdicts, same rule)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", default="", help="grade only the notebooks whose name contains this")
    ap.add_argument("--json", type=Path, default=None, help="also write every comparison to this file")
    ap.add_argument("--lang", default="pt")
    ap.add_argument("--corpus", type=Path, default=CORPUS, help="a folder with notebooks and expected.json")
    ap.add_argument("--split", default="", help="only the notebooks of this split (dev, heldout)")
    args = ap.parse_args(argv)
    corpus = args.corpus if args.corpus.is_absolute() else Path.cwd() / args.corpus

    from grader.grading.pipeline import grade_submission, prepare

    manifest = json.loads((corpus / "expected.json").read_text())
    names = sorted(n for n in manifest if args.only in n and (not args.split or manifest[n].get("split") == args.split))
    by_activity: dict[str, list[str]] = defaultdict(list)
    for name in names:
        by_activity[manifest[name]["activity"]].append(name)

    rows = []
    started = time.monotonic()
    for activity, group in sorted(by_activity.items()):
        t0 = time.monotonic()
        setup = prepare(activity, model=MODEL, lang=args.lang, execute=False)
        print(f"[{activity}] model and reference re-runs ready in {time.monotonic() - t0:.0f} s; "
              f"grading {len(group)} notebooks", flush=True)
        with tempfile.TemporaryDirectory() as tmp:
            for name in group:
                result = grade_submission(setup, corpus / f"{name}.ipynb", work_dir=Path(tmp) / name)
                got = {c.criterion_id: c for c in result.criteria}
                for crit, exp in manifest[name]["criteria"].items():
                    # the TA's status first, then the others they would defend: a list (batches 1-5) or
                    # a status and "also" (batch 6 on)
                    expected = exp["status"] if isinstance(exp["status"], list) else [exp["status"], *exp.get("also", [])]
                    score = got.get(crit)
                    status = score.status.value if score is not None else "error"
                    rows.append({
                        "activity": activity, "notebook": name, "criterion": crit, "expected": expected,
                        "why": exp["why"], "got": status, "verdict": classify(expected, status),
                        "message": score.message if score is not None else "criterion missing from the result",
                    })

    print()
    total = defaultdict(int)
    for activity in sorted(by_activity):
        mine = [r for r in rows if r["activity"] == activity]
        counts = defaultdict(int)
        for r in mine:
            counts[r["verdict"]] += 1
            total[r["verdict"]] += 1
        judged = len(mine)
        total["judged"] += judged
        fd = counts["false_deduction"]
        print(f"{activity}: {len(by_activity[activity])} notebooks, {judged} criteria judged; "
              f"false deductions {fd} ({fd / judged:.1%}), missed problems {counts['missed_problem']}, "
              f"needs_review {counts['needs_review']} (apart), agree {counts['agree']}")
    judged = total["judged"] or 1
    print(f"ALL: {len(names)} notebooks, {total['judged']} criteria judged; false deductions "
          f"{total['false_deduction']} ({total['false_deduction'] / judged:.1%}), missed problems "
          f"{total['missed_problem']}, needs_review {total['needs_review']} (apart), agree {total['agree']}  "
          f"[{time.monotonic() - started:.0f} s]")

    for verdict in ("false_deduction", "missed_problem", "needs_review"):
        listed = [r for r in rows if r["verdict"] == verdict]
        if not listed:
            continue
        print(f"\n{verdict.replace('_', ' ')}s ({len(listed)}):")
        for r in listed:
            print(f"  {r['notebook']} {r['criterion']}: expected {'/'.join(r['expected'])} ({r['why']}), "
                  f"got {r['got']}: {' '.join(r['message'].split())[:300]}")
    if args.json:
        args.json.write_text(json.dumps(rows, ensure_ascii=False, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    main()
    raise SystemExit(0)
