"""What a kernel's environment holds: the runner's, the launcher's additions, the thread settings.

Shared by the runners of :mod:`grader.running.kernel_pool` and the forking templates of
:mod:`grader.running.forked`, so a forked kernel gets the environment a cold one would.
"""

from __future__ import annotations

import os
from pathlib import Path

from grader.modelling.models import PREPARED_ENV
from grader.running import isolation as isolation_

THREAD_VARS = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")

KERNEL_WARNINGS = "ignore:IProgress not found"
"""tqdm's notebook progress bar warns on import where ipywidgets is missing (a grader's kernel;
never Colab): noise in a student's cell, and printed once per kernel, so warm and cold kernels
would differ by it. Kernels, warm or cold, start with it off."""


def kernel_env(model: str | None) -> dict[str, str]:
    """What the sandbox's launcher adds to a kernel's allow-listed environment."""
    from grader.modelling.models import INSTALLED_ENV, cache_dir

    env = {"GRADER_CACHE_DIR": str(cache_dir()), "HF_HUB_CACHE": str(isolation_.hub_cache()),
           # models were prepared before the kernel started; the view is read-only
           PREPARED_ENV: model or ""}
    if INSTALLED_ENV in os.environ:  # the set-up's conversions, where the grader was told they are
        env[INSTALLED_ENV] = os.environ[INSTALLED_ENV]
    return env


def runner_environment(threads: int | None, rundir: Path | None = None) -> dict[str, str]:
    """The environment a runner (and, through the launcher's allow-list, its kernel) starts with."""
    env = dict(
        os.environ,
        PYDEVD_DISABLE_FILE_VALIDATION="1",
        PYTHONWARNINGS=",".join(filter(None, [KERNEL_WARNINGS, os.environ.get("PYTHONWARNINGS")])),
    )
    if rundir is not None:
        env.update(JUPYTER_RUNTIME_DIR=str(rundir / "runtime"),  # connection files die with the run
                   IPYTHONDIR=str(rundir / "ipython"))  # no shared history db, no startup files
    if threads is not None:
        env.update(dict.fromkeys(THREAD_VARS, str(threads)))
    return env
