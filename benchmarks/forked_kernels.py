"""Kernel start time and memory, today's kernels against kernels forked from a template (issue 32).

    .venv/bin/python benchmarks/forked_kernels.py [--n 4] [--model smollm2-135m]

Starts ``--n`` kernels as a warm pool starts them today (each: kernel start, imports, model load,
in its own sandbox) and measures each one's time to ready and their summed PSS
(``/proc/PID/smaps_rollup``); then a lane's template and ``--n`` kernels forked from it: the
template's start, each fork's time, each runner's time to ready, the PSS of the forks (kernels and
their inits) and of the template. All kernels are alive together when their memory is read.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def pss_mb(pids: list[int]) -> int:
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as fh:
                total += sum(int(line.split()[1]) for line in fh if line.startswith("Pss:"))
        except OSError:
            pass
    return round(total / 1024)


def parent(pid: int) -> int:
    stat = Path(f"/proc/{pid}/stat").read_bytes()
    return int(stat[stat.rfind(b")") + 2:].split()[1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--model", default="smollm2-135m")
    args = ap.parse_args()
    from grader.modelling.models import prepare_model_files
    from grader.running import isolation
    from grader.running.execute import Limits
    from grader.running.forked import Template
    from grader.running.kernel_pool import RunnerProcess, RunnerSpec, WarmUp
    from grader.running.kernel_runner import descendants

    prepare_model_files(args.model)
    spec = RunnerSpec("python3", Limits(threads=1), isolation.choose("auto"), args.model)
    cold, times = [], []
    for _ in range(args.n):
        started = time.monotonic()
        runner = RunnerProcess(spec, WarmUp())
        runner.wait_ready(900)
        cold.append(runner)
        times.append(round(time.monotonic() - started, 2))
    kernels = [p for r in cold for p in descendants(r.proc.pid) if b"ipykernel" in Path(f"/proc/{p}/cmdline").read_bytes()]
    print(f"today: {args.n} kernels, each ready in {times} s (start, imports, model load); PSS {pss_mb(kernels)} MB")
    for runner in cold:
        runner.close()
    started = time.monotonic()
    template = Template(spec, WarmUp())
    print(f"forked: the template ready in {time.monotonic() - started:.2f} s {template.phases}")
    forked, fork_s, ready_s = [], [], []
    try:
        for _ in range(args.n):
            started = time.monotonic()
            runner = RunnerProcess(spec, WarmUp(), template=template)
            fork_s.append(round(time.monotonic() - started, 3))
            runner.wait_ready(120)
            ready_s.append(round(time.monotonic() - started, 2))
            forked.append(runner)
        pids = [p for r in forked for p in (r.forked.pid, *descendants(r.forked.pid))]
        own = sorted({parent(r.forked.pid) for r in forked})  # the template: each fork's init's parent
        print(f"forked: each fork {fork_s} s, its runner and kernel ready in {ready_s} s; PSS of the {args.n} kernels "
              f"and their inits {pss_mb(pids)} MB + the template {pss_mb(own)} MB = {pss_mb(pids + own)} MB")
    finally:
        for runner in forked:
            runner.close()
        template.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
