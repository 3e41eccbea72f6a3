"""``grader grade --jobs auto``: how many workers, warm kernels and torch threads per kernel.

What was measured on 2 cores (benchmarks/README.md, 8 submissions each):

* **light notebooks** (chain-of-thought, ~8 s each, ~4 s of it kernel start, imports and model
  load): one worker with a kernel warmed ahead (one torch thread each) beat two workers with cold
  kernels (``--jobs 2`` was 0.87-0.92x of ``--jobs 1``). The warm-up needs a core of its own;
* **heavy notebooks** (temperature/top-p, six 80-token runs, ~27 s each): one generation at a time
  fills one core only (60 tokens: 2.64 s on one thread, 2.69 s on two), so two workers, one per
  core, were 1.46x faster than one.

So: an activity whose runs generate for longer than ``HEAVY_FACTOR`` x the start-up a warm kernel
hides is heavy and gets one worker per core, one thread each, no warm kernel; a light one gets one
worker per two cores, each with a warm kernel and half the worker's cores per kernel, unless its
kernels are forked from a template (issue 32): the start-up is then paid once per lane and a fork is
ready in under a second, so a light activity too gets one worker per core. Both are
capped by the notebooks to grade and by memory: every kernel (running or warm) at its memory limit
must fit in 90 % of the available memory, as for the warm kernels (grader/running/kernel_pool.py).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

SECONDS_PER_TOKEN = 0.044  # smollm2-135m / GPT-2 small, float32, one CPU thread (2.64 s for 60 tokens)
STARTUP_SECONDS = 4.0  # kernel start ~1 s, torch + transformers imports ~1.3 s, load_model ~1.7 s
HEAVY_FACTOR = 2.0  # generation over twice the start-up: the cores, not the start-up, bound the batch
# A light lane's template costs about a notebook's start-up (3.7 s on 2 cores); with fewer notebooks per
# lane it is not paid back (16 cores, 8 light notebooks: 8 lanes 66.5 s, one lane 48.4 s; issue 32).
LANE_NOTEBOOKS = 4


@dataclass(frozen=True)
class JobsChoice:
    workers: int
    warm_kernels: int  # per worker (what --warm-kernels auto gives them)
    threads: int  # torch/OpenMP threads per kernel
    reason: str


def generated_tokens(activity: Any) -> int:
    """Tokens one notebook of ``activity`` generates at most: every run's length times its samples."""
    return sum((run.samples or 1) * (run.max_new_tokens or activity.max_new_tokens or 80)
               for run in activity.runs.values())


def is_heavy(activity: Any) -> bool:
    """Whether ``activity``'s notebooks spend their time generating rather than starting up: its
    generations take over ``HEAVY_FACTOR`` x the start-up a warm kernel hides."""
    return generated_tokens(activity) * SECONDS_PER_TOKEN > HEAVY_FACTOR * STARTUP_SECONDS


def choose_jobs(activity: Any, todo: int, limits: Any, *, execute: bool = True, cores: int | None = None,
                available_mb: int | None = None, forked: bool = False) -> JobsChoice:
    """Workers x warm kernels x threads for ``todo`` notebooks of ``activity`` on this machine
    (``cores``/``available_mb``: the machine's unless given; tests fake them); ``forked``: the kernels
    will be forked from a warm template per lane."""
    from .kernel_pool import _available_mb, warm_ahead

    cores = max(1, cores or os.cpu_count() or 1)
    available = available_mb if available_mb is not None else _available_mb()
    per_kernel = limits.memory_mb or 4000  # no limit (CUDA): about torch, a small model and its data
    fit = max(1, int(0.9 * available // per_kernel)) if available else None
    tokens = generated_tokens(activity)
    seconds = tokens * SECONDS_PER_TOKEN
    todo = max(1, todo)
    if not execute:
        workers, tokens, seconds = min(cores, todo, fit or cores), 0, 0.0
        why = "graded as submitted: no kernels, and each worker's verification passes fill one core"
    elif is_heavy(activity):
        workers = min(cores, todo, fit or cores)
        why = "heavy: the generations, not the start-up, take the time, and one generation fills one core"
    elif forked:
        workers = min(cores, max(1, todo // LANE_NOTEBOOKS), fit or cores)
        why = (f"light, with kernels forked from a template: the start-up is paid once per lane and a fork is "
               f"ready in under a second, so a core runs each lane of at least {LANE_NOTEBOOKS} notebooks")
    else:
        workers = min(max(1, cores // 2), todo, max(1, (fit or 2 * cores) // 2))
        why = "light: most of a notebook's time is start-up, which a kernel warmed ahead on a core of its own hides"
    # the warm kernels as `--warm-kernels auto` gives them: where a core and the memory are free
    warm = warm_ahead(workers, limits, cores=cores, available_mb=available) if execute else 0
    threads = max(1, cores // (workers * (1 + warm)))
    memory = (f"{available} MB available, {fit} kernel(s) of {per_kernel} MB fit" if available
              else "available memory unknown")
    weight = (f" (~{tokens} generated tokens, ~{seconds:.0f} s on one thread vs ~{STARTUP_SECONDS:.0f} s of "
              "start-up)" if execute else "")
    reason = (f"--jobs auto: {workers} worker(s) x {threads} torch thread(s) per kernel, "
              f"{warm} warm kernel(s) each; {cores} cores, {memory}, {todo} notebook(s); {activity.id} is {why}"
              f"{weight}")
    return JobsChoice(workers, warm, threads, reason)
