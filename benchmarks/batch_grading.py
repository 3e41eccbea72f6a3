"""Batch grading at course scale: overhead over the execution floor, parallel speed-up, batched
model work, and 1,000 submissions graded as submitted.

    .venv/bin/python benchmarks/batch_grading.py                    # every part (~25 min, 2 cores)
    .venv/bin/python benchmarks/batch_grading.py --parts floor      # one part: floor, reference,
                                                                    # provenance, thousand, sandbox
    .venv/bin/python benchmarks/batch_grading.py --parts floor --activities chain-of-thought

* floor: N seeded demo submissions of the light (chain-of-thought) and the heavy
  (temperature-top-p) starters, run by papermill's Python API one after another in one process
  (execution only, no sandbox), then ``grader grade`` on the same notebooks (execution + grading,
  in the sandbox) with --jobs 1 (warm kernels, auto), --jobs 1 --warm-kernels 0 (cold) and
  --jobs 2. Prints grade/floor (goals: <= 0.75 light, <= 0.95 heavy), the cold ratio, the --jobs 2
  speed-up and the grader's own accounting of where the time went. The reference re-runs are
  computed before the timing (they are cached once per activity, model and configuration).
* reference: 20 reference samples of an 80-token run against 1 (goal <= 3x).
* provenance: 20 sampled outputs verified in batched forward passes against one by one.
* thousand: 1,000 synthetic temperature/top-p submissions graded as submitted (--no-execute).
  Their outputs are real samples of the embedded model: K distinct outputs per run, each student
  drawing one per run (as students who fixed the same seeds share outputs), so the grader verifies
  6K distinct texts for 1,000 submissions. Goal: <= 10 minutes.
* sandbox (not in the default parts): the per-notebook cost of the isolation, a small notebook run
  under limits-only, bubblewrap and (as root) the root sandbox of namespaces and chroot, interleaved.
Writes the numbers to --out as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
MODEL = "smollm2-135m"
GRADER = [sys.executable, "-m", "grader"]


def _grade(folder: Path, activity: str, out: Path, *extra: str) -> tuple[float, str]:
    """Wall seconds of ``grader grade`` and its time accounting (the lines starting at "time:")."""
    shutil.rmtree(out, ignore_errors=True)
    before = _cpu_ticks()
    started = time.perf_counter()
    done = subprocess.run([*GRADER, "grade", str(folder), "--activity", activity, "--model", MODEL,
                           "--out", str(out), *extra], cwd=ROOT, capture_output=True, text=True)
    took = time.perf_counter() - started
    busy = _busy(before, _cpu_ticks())
    if done.returncode != 0:
        raise SystemExit(f"grader grade failed ({done.returncode}):\n{done.stderr[-3000:]}")
    lines = done.stdout.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("time:")), len(lines))
    end = next((i for i in range(start + 1, len(lines)) if not lines[i].startswith("  ")), len(lines))
    rows = json.loads((out / "results.json").read_text(encoding="utf-8"))
    wrong = [f"{r['student']}: {r['execution']['isolation']}, {r['execution']['status']} {r['execution']['message']}"
             for r in rows if r["execution"]["isolation"] != "sandbox" or r["execution"]["status"] != "ok"]
    if wrong:  # a fast batch of broken runs would measure nothing
        raise SystemExit("not every notebook ran to the end in the sandbox:\n" + "\n".join(wrong[:5]))
    return took, "\n".join(lines[start:end]) + (f"\n  (the machine's cores were busy {busy:.0%} of the time)"
                                                  if busy is not None else "")


def _cpu_ticks() -> tuple[int, int] | None:
    """(busy, idle) jiffies of all cores since boot (Linux): how much of the machine a run used."""
    try:
        with open("/proc/stat", encoding="ascii") as fh:
            fields = [int(x) for x in fh.readline().split()[1:8]]
    except (OSError, ValueError):
        return None
    user, nice, system, idle, iowait, irq, softirq = fields
    return user + nice + system + irq + softirq, idle + iowait


def _busy(before: tuple[int, int] | None, after: tuple[int, int] | None) -> float | None:
    if before is None or after is None:
        return None
    busy, idle = after[0] - before[0], after[1] - before[1]
    return busy / (busy + idle) if busy + idle else None


GOALS = {"chain-of-thought": 0.6, "temperature-top-p": 0.8}  # grade/floor at N = 8, issue 24 (issue 15: 0.75, 0.95)
GOALS_SMALL = {"temperature-top-p": 0.9}  # grade/floor at N = 4, issue 24


def part_floor(n: int, work: Path, activity: str = "chain-of-thought",
               ways: tuple[str, ...] = ("warm", "cold", "jobs2")) -> dict:
    """papermill's Python API, one notebook after another in one process (the floor), against
    ``grader grade --jobs 1`` (warm kernels: auto), the same with ``--warm-kernels 0`` (every
    kernel cold, as before the pool) and ``--jobs 2``; every grader run in the sandbox."""
    import papermill

    from grader.demos.common import prepared_copy, seeded
    from grader.grading.pipeline import prepare

    starter = ROOT / "activities" / activity / "starter.ipynb"
    folder = work / f"floor-class-{activity}-{n}"
    for i in range(n):
        prepared_copy(starter, [seeded(100 + i)], folder / f"student{i:02d}.ipynb")
    prepare(activity, model=MODEL, execute=False)  # warm the reference cache (once per configuration)
    floor_out = work / f"floor-out-{activity}-{n}"
    floor_out.mkdir(parents=True, exist_ok=True)
    print(f"floor: {n} {activity} notebooks...", file=sys.stderr)
    started = time.perf_counter()
    for nb in sorted(folder.glob("*.ipynb")):
        papermill.execute_notebook(str(nb), str(floor_out / nb.name), parameters={"MODEL_NAME": MODEL},
                                   kernel_name="python3", progress_bar=False, cwd=str(work))
    floor = time.perf_counter() - started
    tag = f"{activity}-{n}"
    jobs1, acc1 = _grade(folder, activity, work / f"grade-j1-{tag}", "--jobs", "1")
    goal = GOALS.get(activity, 1.0) if n >= 8 else GOALS_SMALL.get(activity, 1.0)
    res = {"n": n, "activity": activity, "cores": os.cpu_count(), "floor_s": round(floor, 1),
           "grade_jobs1_s": round(jobs1, 1), "grade_over_floor": round(jobs1 / floor, 3),
           "goal": goal, "met": jobs1 / floor <= goal, "accounting_jobs1": acc1, "load_before": os.getloadavg()[0]}
    print(f"[{activity}, N={n}] floor (papermill's API, one process, no sandbox): {floor:.1f} s for {n} notebooks")
    print(f"[{activity}, N={n}] grader grade --jobs 1 (warm kernels): {jobs1:.1f} s -> grade/floor = "
          f"{jobs1 / floor:.3f} (goal <= {goal}: {'met' if jobs1 / floor <= goal else 'NOT met'})\n{acc1}")
    if "cold" in ways:
        cold1, acc_cold = _grade(folder, activity, work / f"grade-j1-cold-{tag}", "--jobs", "1", "--warm-kernels", "0")
        res.update(grade_jobs1_cold_s=round(cold1, 1), cold_over_floor=round(cold1 / floor, 3),
                   accounting_jobs1_cold=acc_cold)
        print(f"[{activity}, N={n}] grader grade --jobs 1 --warm-kernels 0 (cold): {cold1:.1f} s -> "
              f"{cold1 / floor:.3f}\n{acc_cold}")
    if "jobs2" in ways:
        jobs2, acc2 = _grade(folder, activity, work / f"grade-j2-{tag}", "--jobs", "2")
        res.update(grade_jobs2_s=round(jobs2, 1), jobs2_speedup=round(jobs1 / jobs2, 3), accounting_jobs2=acc2)
        print(f"[{activity}, N={n}] grader grade --jobs 2: {jobs2:.1f} s -> speed-up over --jobs 1 = "
              f"{jobs1 / jobs2:.2f}x\n{acc2}")
    if "fork" in ways:  # kernels forked from a warm template per lane (issue 32; --fork-kernels)
        fork1, acc_fork = _grade(folder, activity, work / f"grade-j1-fork-{tag}", "--jobs", "1", "--fork-kernels")
        res.update(grade_jobs1_fork_s=round(fork1, 1), fork_over_floor=round(fork1 / floor, 3),
                   accounting_jobs1_fork=acc_fork)
        print(f"[{activity}, N={n}] grader grade --jobs 1 --fork-kernels: {fork1:.1f} s -> {fork1 / floor:.3f} of "
              f"the floor\n{acc_fork}")
    if "forkauto" in ways:
        forka, acc_forka = _grade(folder, activity, work / f"grade-auto-fork-{tag}", "--jobs", "auto", "--fork-kernels")
        res.update(grade_auto_fork_s=round(forka, 1), auto_fork_over_floor=round(forka / floor, 3),
                   accounting_auto_fork=acc_forka)
        print(f"[{activity}, N={n}] grader grade --jobs auto --fork-kernels: {forka:.1f} s -> {forka / floor:.3f} "
              f"of the floor\n{acc_forka}")
    if "auto" in ways:
        auto, acc_auto = _grade(folder, activity, work / f"grade-auto-{tag}", "--jobs", "auto")
        res.update(grade_auto_s=round(auto, 1), auto_over_floor=round(auto / floor, 3), accounting_auto=acc_auto)
        print(f"[{activity}, N={n}] grader grade --jobs auto: {auto:.1f} s -> {auto / floor:.3f} of the floor\n{acc_auto}")
    return res


def part_reference(work: Path, activity: str = "temperature-top-p") -> dict:
    """The activity's reference re-runs (grader/modelling/reference.py) three ways, in one process, from
    nothing cached: one ``generate`` per sample (one at a time), one batch per run, and every
    sampled run of one prompt in a single batch (what ``grader grade`` does). Each sample has its
    own seed stream, so the three must give the same texts (checked). Then 20 samples of one
    80-token run against 1 (goal <= 3x)."""
    from grader.core.records import DecodingParams
    from grader.grading.pipeline import load_specs
    from grader.modelling.models import load_model
    from grader.modelling.reference import RunRequest, generate_samples, reference_runs

    lm = load_model(MODEL)
    act = load_specs(activity)[0]
    requests = [RunRequest(r, act.prompt_for(r), act.params(r)) for r, run in act.runs.items() if not run.free_prompt]
    n, seed = act.reference.samples, act.reference.seed
    ways = {"one_at_a_time": lambda: generate_samples(lm, requests, n, seed, batch=False),
            "batch_per_run": lambda: {k: v for r in requests for k, v in generate_samples(lm, [r], n, seed).items()},
            "one_batch": lambda: generate_samples(lm, requests, n, seed)}
    times, texts = {}, {}
    for name, fn in ways.items():
        print(f"reference: {activity}, {len(requests)} runs x {n} samples, {name}...", file=sys.stderr)
        started = time.perf_counter()
        texts[name] = fn()
        times[name] = time.perf_counter() - started
    same = texts["one_at_a_time"] == texts["batch_per_run"] == texts["one_batch"]
    print(f"reference re-runs of {activity} ({len(requests)} runs x {n} samples): one at a time "
          f"{times['one_at_a_time']:.1f} s, one batch per run {times['batch_per_run']:.1f} s, one batch "
          f"{times['one_batch']:.1f} s -> {times['one_at_a_time'] / times['one_batch']:.2f}x faster than one at a "
          f"time; identical texts: {'yes' if same else 'NO'}")
    params = DecodingParams(temperature=0.7, top_p=0.9, max_new_tokens=80)
    scale = {}
    for k in (1, 20):
        started = time.perf_counter()
        reference_runs(lm, "A2", "Transformers are models that", params, k, 99, folder=work / f"ref{k}")
        scale[k] = time.perf_counter() - started
    ratio = scale[20] / scale[1]
    print(f"reference re-runs: 1 sample {scale[1]:.1f} s, 20 samples {scale[20]:.1f} s -> {ratio:.2f}x (goal <= 3x)")
    return {"activity": activity, "runs": len(requests), "samples": n, "torch_threads": _torch_threads(),
            **{f"{k}_s": round(v, 2) for k, v in times.items()},
            "speedup_one_batch_over_one_at_a_time": round(times["one_at_a_time"] / times["one_batch"], 2),
            "identical_texts": same, "one_s": round(scale[1], 2), "twenty_s": round(scale[20], 2),
            "ratio": round(ratio, 2)}


def _torch_threads() -> int:
    import torch

    return torch.get_num_threads()


def _samples(lm, prompt: str, params, n: int, seed: int) -> list[str]:
    import torch

    tok = lm.tokenizer
    inputs = tok(prompt, return_tensors="pt")
    torch.manual_seed(seed)
    with torch.inference_mode():
        out = lm.model.generate(**inputs, do_sample=True, temperature=params.temperature, top_p=params.top_p,
                                max_new_tokens=params.max_new_tokens, num_return_sequences=n,
                                pad_token_id=tok.eos_token_id)
    return [tok.decode(row[inputs.input_ids.shape[1]:], skip_special_tokens=True) for row in out]


def part_provenance() -> dict:
    from grader.core.records import DecodingParams
    from grader.modelling.models import load_model
    from grader.modelling.provenance import Verifier

    lm = load_model(MODEL)
    params = DecodingParams(temperature=0.7, top_p=0.9, max_new_tokens=80)
    prompt = "Transformers are models that"
    texts = _samples(lm, prompt, params, 20, 7)
    items = [(prompt, t, params, None) for t in texts]
    Verifier(lm).verify(prompt, texts[0], params)  # warm-up
    started = time.perf_counter()
    alone = Verifier(lm)
    one_by_one = [alone.verify(prompt, t, params).verdict for t in texts]
    t_alone = time.perf_counter() - started
    started = time.perf_counter()
    batched_verifier = Verifier(lm)
    batched_verifier.prefetch(items, batch=8)
    batched = [batched_verifier.verify(prompt, t, params).verdict for t in texts]
    t_batched = time.perf_counter() - started
    assert one_by_one == batched
    print(f"provenance of 20 outputs: one by one {t_alone:.2f} s, batched ({batched_verifier.forward_passes} "
          f"passes) {t_batched:.2f} s -> {t_alone / t_batched:.2f}x")
    return {"one_by_one_s": round(t_alone, 2), "batched_s": round(t_batched, 2),
            "speedup": round(t_alone / t_batched, 2), "forward_passes": batched_verifier.forward_passes}


def part_thousand(work: Path, n: int, distinct: int) -> dict:
    import nbformat
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_output

    from grader.core.records import GENERATION_MIME
    from grader.grading.pipeline import load_specs
    from grader.modelling.models import load_model

    activity, _ = load_specs("temperature-top-p")
    lm = load_model(MODEL)
    print(f"generating {distinct} real samples per run for the synthetic class...", file=sys.stderr)
    pool = {run: _samples(lm, activity.prompt_for(run), activity.params(run), distinct, 1000 + i)
            for i, run in enumerate(activity.runs)}
    rng = random.Random(5)
    folder = work / "thousand"
    folder.mkdir(parents=True, exist_ok=True)
    for s in range(n):
        cells = [new_code_cell('MODEL_NAME = "gpt2"', metadata={"tags": ["parameters"]})]
        chosen = {}
        for run in activity.runs:
            p = activity.params(run)
            text = rng.choice(pool[run])
            chosen[run] = text
            rec = {"format": 1, "run": run, "prompt": activity.prompt_for(run), "text": text, "token_ids": None,
                   "params": {"do_sample": True, "temperature": p.temperature, "top_p": p.top_p, "top_k": None,
                              "max_new_tokens": 80}, "seed": None, "model": MODEL, "dtype": "float32",
                   "device": "cpu", "versions": {}}
            cell = new_code_cell(f'generate(model, tokenizer, PROMPT, run="{run}", temperature={p.temperature}, '
                                 f'top_p={p.top_p}, max_new_tokens=80)', metadata={"tags": [f"run-{run}"]})
            cell.outputs = [new_output("stream", name="stdout", text=activity.prompt_for(run) + text + "\n"),
                            new_output("display_data", data={GENERATION_MIME: rec, "text/plain": "[registro]"})]
            cells.append(cell)
        answers = {"A.1": "\n\n".join(f"> {' '.join(chosen[r].split()[:12])}" for r in ("A1", "A2", "A3")),
                   "A.2": rng.choice(["A1 foi a mais repetitiva.", "A3 foi a mais repetitiva."]),
                   "B.1": "top-p = 0.3 (B1).", "D.1": "top-p", "D.2": "Aumentaria."}
        for q in activity.questions:
            cells.append(new_markdown_cell(f"### {q.id}", metadata={"tags": [f"question-{q.id}"]}))
            cells.append(new_markdown_cell(answers.get(q.id, "_Sua resposta aqui._"), metadata={"tags": [q.cell]}))
        nb = new_notebook(cells=cells, metadata={"grader": {"activity": "temperature-top-p"}})
        nbformat.write(nb, str(folder / f"s{s:04d}.ipynb"))
    took = _grade(folder, "temperature-top-p", work / "thousand-out", "--no-execute")
    print(f"{n} submissions graded as submitted (--no-execute): {took:.0f} s = {took / 60:.1f} min "
          f"(goal <= 10 min); {len(activity.runs) * distinct} distinct outputs verified")
    return {"n": n, "distinct_per_run": distinct, "seconds": round(took, 1), "minutes": round(took / 60, 2)}


def part_sandbox(work: Path, n: int) -> dict:
    """Per-notebook cost of the isolation: one small notebook (two code cells, no model) executed
    ``n`` times under each level, interleaved (limits-only, bubblewrap, the root sandbox of
    namespaces and chroot when root) so that a busy machine slows them alike; medians."""
    import statistics

    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    from grader.running import isolation
    from grader.running.execute import Limits, execute_notebook

    nb = new_notebook(cells=[new_code_cell("import os, sys\nx = sum(range(10**5))"), new_code_cell("print(x)")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = work / "small.ipynb"
    nbformat.write(nb, str(path))
    modes = [isolation.LIMITS_ONLY, isolation.BUBBLEWRAP] + ([isolation.CHROOT] if isolation.sandbox_problem() is None
                                                             else [])
    times: dict[str, list[float]] = {m: [] for m in modes}
    for mode in modes:  # warm-up: the probes, imports, page cache
        execute_notebook(path, work / "sandbox-out", parameters={}, isolation=mode, limits=Limits())
    for _ in range(n):
        for mode in modes:
            started = time.perf_counter()
            result = execute_notebook(path, work / "sandbox-out", parameters={}, isolation=mode, limits=Limits())
            times[mode].append(time.perf_counter() - started)
            assert result.status == "ok", (mode, result)
    med = {m: statistics.median(t) for m, t in times.items()}
    res = {"n": n, "root": isolation.os.geteuid() == 0,
           "median_s": {m: round(v, 3) for m, v in med.items()},
           "min_s": {m: round(min(t), 3) for m, t in times.items()},
           "cost_over_limits_s": {m: round(v - med[isolation.LIMITS_ONLY], 3) for m, v in med.items()
                                  if m != isolation.LIMITS_ONLY}}
    for m in modes:
        print(f"sandbox cost: {m:12s} median {med[m]:.3f} s per notebook (min {min(times[m]):.3f} s)"
              + ("" if m == isolation.LIMITS_ONLY else f", {med[m] - med[isolation.LIMITS_ONLY]:+.3f} s over limits-only"))
    return res


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--parts", default="floor,reference,provenance,thousand")
    ap.add_argument("--n", default="8", help="submissions for the floor comparison, or several: 4,8")
    ap.add_argument("--ways", default="warm,cold,jobs2",
                    help="grade runs of the floor part beside --jobs 1 warm (always): cold, jobs2, auto, "
                         "fork (--jobs 1 --fork-kernels), forkauto (--jobs auto --fork-kernels)")
    ap.add_argument("--activities", default="chain-of-thought,temperature-top-p",
                    help="activities of the floor comparison: the light and the heavy notebooks")
    ap.add_argument("--thousand", type=int, default=1000)
    ap.add_argument("--sandbox-n", type=int, default=10, help="runs per isolation level for --parts sandbox")
    ap.add_argument("--distinct", type=int, default=40, help="distinct outputs per run in the synthetic class")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "batch_grading.json")
    args = ap.parse_args()
    parts = args.parts.split(",")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    results: dict = json.loads(args.out.read_text()) if args.out.is_file() else {}

    def save(name: str, value: dict) -> None:  # after each part: a later failure loses nothing
        results[name] = value
        args.out.write_text(json.dumps(results, indent=1) + "\n")

    with tempfile.TemporaryDirectory(prefix="grader-bench-") as tmp:
        work = Path(tmp)
        if "reference" in parts:
            save("reference", part_reference(work))
        if "provenance" in parts:
            save("provenance", part_provenance())
        if "floor" in parts:
            ways = tuple(args.ways.split(","))
            for n in (int(x) for x in args.n.split(",")):
                for activity in args.activities.split(","):
                    key = "floor" if activity == "chain-of-thought" else f"floor_{activity}"
                    save(key if n == 8 else f"{key}_n{n}", part_floor(n, work, activity, ways))
        if "thousand" in parts:
            save("thousand", part_thousand(work, args.thousand, args.distinct))
        if "sandbox" in parts:
            save("sandbox", part_sandbox(work, args.sandbox_n))
    print(f"results: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
