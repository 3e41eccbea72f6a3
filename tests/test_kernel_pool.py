"""Warm kernels (grader/running/kernel_pool.py): each notebook gets a kernel no other notebook touched, in the
same sandbox and under the same limits as a cold one, and its outputs are the cold run's, byte for
byte; a warm-up that would change an output, or a warm kernel that died, falls back to a cold run."""

from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import replace
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from grader.core.records import GENERATION_MIME
from grader.demos.common import prepared_copy, seeded
from grader.running import isolation
from grader.running.execute import Limits, execute_notebook
from grader.running.kernel_pool import (
    THREAD_VARS,
    KernelPool,
    RunnerProcess,
    RunnerSpec,
    WarmUp,
    kernel_threads,
    warm_ahead,
)
from grader.running.kernel_runner import descendants

ROOT = Path(__file__).resolve().parents[1]
CHOSEN = isolation.choose("auto")
LIMITS = Limits(cell_timeout=120, total_timeout=300, memory_mb=6000)


def notebook(folder: Path, name: str, *sources: str) -> Path:
    nb = new_notebook(cells=[new_code_cell(s) for s in sources])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.ipynb"
    nbformat.write(nb, str(path))
    return path


def printed(path: str | None) -> list[str]:
    nb = nbformat.read(path, as_version=4)
    return ["".join(o.get("text", "") for o in c.get("outputs", []) if o.get("output_type") == "stream")
            for c in nb.cells if c.cell_type == "code"]


def code_outputs(path: str | None) -> list[str]:
    nb = nbformat.read(path, as_version=4)
    return [json.dumps(c.get("outputs", []), sort_keys=True) for c in nb.cells if c.cell_type == "code"]


FIRST = r'''
import json, os
LEAK = 42
json.LEAKED = "by the first notebook"  # an import side effect: a module changed in place
open("left-behind.txt", "w").write("first")
open("/tmp/left-behind.txt", "w").write("first")
print("first done")
'''

SECOND = r'''
import json, os, resource, sys
print("variable", "LEAK" in globals())
print("module", getattr(json, "LEAKED", None))
print("cwd", sorted(os.listdir(".")))
print("tmp file", os.path.exists("/tmp/left-behind.txt"))
print("uid", os.getuid())
print("as", resource.getrlimit(resource.RLIMIT_AS)[0])
print("nproc", resource.getrlimit(resource.RLIMIT_NPROC)[0])
print("torch imported", "torch" in sys.modules, "torch named", "torch" in globals())
'''


def _fields(text: str) -> dict[str, str]:
    return {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in text.splitlines() if " " in line}


@pytest.mark.skipif(CHOSEN.level != isolation.SANDBOX, reason=f"no sandbox here: {CHOSEN.reason}")
def test_a_warm_kernel_sees_nothing_of_the_notebook_before_it_and_has_the_sandbox_walls(tmp_path):
    pool = KernelPool(ahead=1, warm=WarmUp(preload=False), fork=False)
    first = notebook(tmp_path / "subs", "first", FIRST)
    second = notebook(tmp_path / "subs", "second", SECOND)
    try:
        one = execute_notebook(first, tmp_path / "out", parameters={}, limits=LIMITS, pool=pool)
        two = execute_notebook(second, tmp_path / "out", parameters={}, limits=LIMITS, pool=pool)
    finally:
        pool.close()
    assert one.status == two.status == "ok", (one, two)
    assert printed(one.executed_path)[-1] == "first done\n"
    # the second notebook ran in the kernel warmed while the first one ran: started before its turn
    assert two.phases["warm"] == 1.0 and two.phases["imports"] > 0, two.phases
    seen = _fields(printed(two.executed_path)[-1])
    assert seen["variable"] == "False"
    assert seen["module"] == "None"
    assert seen["cwd"] == "['second.ipynb']"
    assert seen["tmp"] == "file False"
    uid = int(seen["uid"])
    if os.geteuid() == 0:  # a dedicated unprivileged uid, as for a cold kernel
        assert uid != 0 and uid in isolation.candidate_uids()
    assert int(seen["as"]) == LIMITS.memory_mb * 2**20
    assert int(seen["nproc"]) == LIMITS.sandbox_processes()
    # warm: the libraries are loaded, but no name was bound in the notebook's namespace
    assert seen["torch"] == "imported True torch named False"
    first_cell = nbformat.read(two.executed_path, as_version=4).cells
    assert [c.execution_count for c in first_cell if c.cell_type == "code"][0] == 1  # nothing ran before


def test_seeded_notebooks_give_byte_identical_outputs_warm_with_the_model_loaded_and_cold(tmp_path, tiny_gpt2_dir):
    """The chain-of-thought starter with a seed before ``load_model`` (a tiny GPT-2: the sampling path is
    the course model's, in a fraction of its time), plus a cell that imports transformers the way the
    book does."""
    starter = ROOT / "activities" / "chain-of-thought" / "starter.ipynb"

    def book_imports(nb) -> None:  # before the setup cell: a cold kernel imports transformers here
        setup = next(i for i, c in enumerate(nb.cells) if "setup" in c.metadata.get("tags", []))
        nb.cells.insert(setup, nbformat.v4.new_code_cell(
            "from transformers import AutoTokenizer, AutoModelForCausalLM\nprint(AutoModelForCausalLM.__name__)"))

    paths = []
    for seed in (100, 101):
        path = tmp_path / "subs" / f"student{seed}.ipynb"
        prepared_copy(starter, [seeded(seed), book_imports], path)
        paths.append(path)
    params = {"MODEL_NAME": str(tiny_gpt2_dir)}
    cold = [execute_notebook(p, tmp_path / "cold", parameters=params, limits=LIMITS) for p in paths]
    pool = KernelPool(ahead=1, fork=False)
    # as `grader grade` runs them: each warm kernel on its share of the cores, cold ones on all
    shared = replace(LIMITS, threads=kernel_threads(1))
    try:
        warm = [execute_notebook(p, tmp_path / "warm", parameters=params, limits=shared, pool=pool) for p in paths]
    finally:
        pool.close()
    assert pool.notes == []  # the warm-up printed nothing a cold kernel would not
    for c, w in zip(cold, warm):
        assert c.status == w.status == "ok", (c, w)
        assert w.phases["warm"] == 1.0 and w.phases["model_load"] > 0, w.phases
        assert c.phases["warm"] == 0.0 and "model_load" not in c.phases
        assert code_outputs(w.executed_path) == code_outputs(c.executed_path)
    assert sum(GENERATION_MIME in o for o in code_outputs(warm[1].executed_path)) == 2  # both runs recorded


def test_a_warm_up_that_prints_is_dropped_and_the_notebook_runs_cold(tmp_path, monkeypatch):
    """A library that prints on import would print inside a cold notebook's cell: warming with it
    would lose that output, so the pool runs the notebook cold and stops importing ahead."""
    modules = tmp_path / "mods"
    modules.mkdir()
    (modules / "noisy_course_lib.py").write_text("print('hello from the import')\n", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(modules))
    notes: list[str] = []
    pool = KernelPool(ahead=0, warm=WarmUp(imports=("noisy_course_lib",), preload=False), log=notes.append, fork=False)
    path = notebook(tmp_path / "subs", "student", "import noisy_course_lib\nprint('after')")
    try:
        # limits-only: the sandbox's kernel does not see PYTHONPATH, where this test puts the library
        result = execute_notebook(path, tmp_path / "out", parameters={}, limits=LIMITS, pool=pool,
                                  isolation="limits-only")
    finally:
        pool.close()
    assert result.status == "ok", result
    assert printed(result.executed_path) == ["hello from the import\nafter\n"]  # as a cold kernel shows it
    assert result.phases["warm"] == 0.0
    assert pool.warm is None and len(notes) == 1 and "hello from the import" in notes[0]


def test_a_warm_kernel_that_died_while_it_waited_is_replaced_by_a_cold_run(tmp_path):
    pool = KernelPool(ahead=1, warm=WarmUp(preload=False), fork=False)
    first = notebook(tmp_path / "subs", "first", "print('one')")
    second = notebook(tmp_path / "subs", "second", "print('two')")
    try:
        assert execute_notebook(first, tmp_path / "out", parameters={}, limits=LIMITS, pool=pool).status == "ok"
        ahead = pool.idle[0]
        assert ahead.wait_ready(120) is not None
        kernels = [p for p in descendants(ahead.proc.pid) if b"ipykernel" in Path(f"/proc/{p}/cmdline").read_bytes()]
        assert kernels
        for pid in kernels:  # the machine's OOM killer, say
            os.kill(pid, 9)
        deadline = time.monotonic() + 30
        while any(Path(f"/proc/{p}").exists() and "Z" not in Path(f"/proc/{p}/stat").read_text().split()[2]
                  for p in kernels) and time.monotonic() < deadline:
            time.sleep(0.05)
        result = execute_notebook(second, tmp_path / "out", parameters={}, limits=LIMITS, pool=pool)
    finally:
        pool.close()
    assert result.status == "ok", result
    assert printed(result.executed_path) == ["two\n"]
    assert result.phases["warm"] == 0.0  # run again, cold: the dead kernel is not the notebook's fault


def test_a_warm_kernel_serves_only_a_notebook_of_its_own_kind(tmp_path):
    """Different limits (or model, kernel, isolation): the waiting kernel is not used."""
    pool = KernelPool(ahead=1, warm=WarmUp(imports=(), preload=False), fork=False)
    path = notebook(tmp_path / "subs", "student", "import resource\nprint(resource.getrlimit(resource.RLIMIT_AS)[0])")
    other = Limits(cell_timeout=120, total_timeout=300, memory_mb=5000)
    try:
        execute_notebook(path, tmp_path / "a", parameters={}, limits=LIMITS, pool=pool)
        result = execute_notebook(path, tmp_path / "b", parameters={}, limits=other, pool=pool)
    finally:
        pool.close()
    assert printed(result.executed_path) == [f"{5000 * 2**20}\n"]


def test_a_closed_pool_leaves_no_process_and_no_folder(monkeypatch, request):
    import tempfile

    # a temporary folder of its own: kernels of tests on another worker make their folders in the shared one
    # (open to all as /tmp is: the root sandbox's kernels run as a user of their own)
    own = Path(tempfile.mkdtemp(prefix="pool-own-tmp-"))
    own.chmod(0o1777)
    request.addfinalizer(lambda: shutil.rmtree(own, ignore_errors=True))
    monkeypatch.setattr(tempfile, "tempdir", str(own))
    monkeypatch.setenv("TMPDIR", str(own))
    before = {p.name for p in Path(tempfile.gettempdir()).glob("grader-*")}
    assert before == set()
    pool = KernelPool(ahead=2, warm=WarmUp(imports=(), preload=False), fork=False)
    spec = RunnerSpec("python3", LIMITS, CHOSEN, None)
    runner = pool.take(spec)
    assert runner is not None and len(pool.idle) == 2
    assert list(own.glob("grader-*"))  # the pool's folders are made here (what the check below looks at)
    pids = [runner.proc.pid] + [r.proc.pid for r in pool.idle]
    runner.close()
    pool.close()
    for pid in pids:
        assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().split()[2]
    assert {p.name for p in Path(tempfile.gettempdir()).glob("grader-*")} <= before


def test_the_pool_size_follows_cores_and_memory():
    limits = Limits(memory_mb=6000)
    assert warm_ahead(1, limits, cores=2, available_mb=24000) == 1  # two cores: one kernel ahead
    assert warm_ahead(2, limits, cores=2, available_mb=24000) == 0  # every core runs a notebook
    assert warm_ahead(2, limits, cores=16, available_mb=64000) == 1
    assert warm_ahead(1, limits, cores=2, available_mb=12000) == 0  # two kernels at the limit do not fit
    assert warm_ahead(1, Limits(memory_mb=None), cores=4, available_mb=None) == 1


def test_each_kernel_gets_its_share_of_the_cores_beside_its_warm_up():
    assert kernel_threads(0, cores=2, environ={}) is None  # no warm kernel: inherited as before
    assert kernel_threads(1, cores=2, environ={}) == 1  # the running kernel and the warming one
    assert kernel_threads(1, cores=16, environ={}) == 8
    assert kernel_threads(1, 2, cores=16, environ={}) == 4  # two workers, each with its warm kernel
    assert kernel_threads(1, cores=16, environ={"OMP_NUM_THREADS": "6"}) == 3  # the user's budget
    assert kernel_threads(2, cores=2, environ={"OMP_NUM_THREADS": "junk"}) == 1


THREADS = "import os, torch\nprint(os.environ.get('OMP_NUM_THREADS'), torch.get_num_threads())"


@pytest.mark.parametrize("warm", [True, False], ids=["warm", "cold"])
def test_the_kernel_runs_torch_on_the_threads_its_limits_give(tmp_path, monkeypatch, warm):
    for var in THREAD_VARS:  # torch reads MKL_NUM_THREADS over OMP_NUM_THREADS: set them all
        monkeypatch.setenv(var, "2")
    nb = notebook(tmp_path / "subs", "threads", THREADS)
    runs = {}
    for threads in (1, None):
        pool = KernelPool(ahead=0, warm=WarmUp(imports=("torch",), preload=False), fork=False) if warm else None
        try:
            runs[threads] = execute_notebook(nb, tmp_path / f"out{threads}", parameters={},
                                             limits=replace(LIMITS, threads=threads), pool=pool)
        finally:
            if pool is not None:
                pool.close()
    assert runs[1].phases["warm"] == runs[None].phases["warm"] == (1.0 if warm else 0.0)
    assert printed(runs[1].executed_path) == ["1 1\n"]
    assert printed(runs[None].executed_path) == ["2 2\n"]  # None: the grader's own setting


def test_a_background_runner_waits_on_idle_time_until_its_turn(tmp_path):
    if os.geteuid() != 0:
        pytest.skip("SCHED_IDLE is only used where the grader can leave it again (root)")
    spec = RunnerSpec("python3", LIMITS, CHOSEN, None)
    runner = RunnerProcess(spec, WarmUp(imports=(), preload=False), background=True)
    try:
        assert runner.wait_ready(120) is not None
        tree = [runner.proc.pid, *descendants(runner.proc.pid)]
        assert all(os.sched_getscheduler(p) == os.SCHED_IDLE for p in tree)
        runner.promote()
        assert all(os.sched_getscheduler(p) == os.SCHED_OTHER for p in tree if Path(f"/proc/{p}").exists())
    finally:
        runner.close()



def test_no_kernel_is_warmed_past_the_last_expected_notebook(tmp_path):
    pool = KernelPool(ahead=1, warm=WarmUp(imports=(), preload=False), fork=False)
    pool.expect(2)
    spec = RunnerSpec("python3", LIMITS, CHOSEN, None)
    taken = []
    try:
        taken.append(pool.take(spec))
        assert len(pool.idle) == 1  # the second notebook's kernel warms while the first runs
        taken.append(pool.take(spec))
        assert pool.idle == []  # nothing comes after the second
    finally:
        for runner in taken:
            if runner is not None:
                runner.close()
        pool.close()


def test_grade_gives_warm_kernels_their_share_and_keeps_results_keyed_as_before(monkeypatch):
    from grader.commands.grade import _share_threads
    from grader.grading.batch import BatchConfig

    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    base = BatchConfig("chain-of-thought", "smollm2-135m", "pt", True, None, "sandbox")
    warm = _share_threads(replace(base, warm_kernels=1), 1, quiet=True)
    assert warm.limits.threads == 1
    assert _share_threads(base, 1, quiet=True) == base  # cold kernels: every core, as before
    asked = replace(base, warm_kernels=1, limits=Limits(threads=2))
    assert _share_threads(asked, 1, quiet=True) == asked  # the limits said how many

    # a thread count only schedules the run: stored results stay valid (not re-graded)
    assert warm.key() == replace(base, limits=Limits()).key()


def test_a_heavy_activitys_running_kernel_keeps_every_thread_beside_the_warm_up(monkeypatch, capsys):
    """Temperature/top-p generates for most of each notebook: one thread per kernel made its cells
    slower than the floor (measured); the light chain-of-thought still shares the cores."""
    from grader.commands.grade import _share_threads
    from grader.grading.batch import BatchConfig
    from grader.grading.pipeline import load_specs
    from grader.running.jobs import is_heavy

    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    assert is_heavy(load_specs("temperature-top-p")[0]) and not is_heavy(load_specs("chain-of-thought")[0])
    base = replace(BatchConfig("temperature-top-p", "smollm2-135m", "pt", True, None, "sandbox"), warm_kernels=1)
    kept = _share_threads(base, 1, quiet=False, heavy=True)
    assert kept == base and kept.limits is None
    assert "every core to the running kernel" in capsys.readouterr().err
    assert _share_threads(base, 1, quiet=True, heavy=False).limits.threads == 1
    asked = replace(base, limits=Limits(threads=1))
    assert _share_threads(asked, 1, quiet=True, heavy=True) == asked  # the limits said how many
