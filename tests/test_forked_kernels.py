"""Forked kernels (grader/running/forked.py, fork_template.py): each wall shown stopping a real forked
kernel, next to a control run that shows the probe would have noticed a success.

The control is the same probe with the limits only (the kernel as the grader's own user, on the
host): there the template and a sibling kernel can be signalled, read and traced, a user namespace
can be made, the grader's files read. In a kernel forked from the lane's template none of it works,
and what one notebook leaves (a daemon, a patched module, files) is gone for the next. Tests that
need forking skip with the reason where this machine cannot fork (SECURITY.md, "Forked kernels").
"""

from __future__ import annotations

import os
import threading
import time
import uuid
from pathlib import Path

import nbformat
import pytest
from procs import sleepers
from test_isolation import PROBE, _fails, _lines, _Listener, _notebook

from grader.modelling.models import cache_dir
from grader.running import isolation
from grader.running.execute import Limits, execute_notebook
from grader.running.forked import Template, fork_problem
from grader.running.kernel_pool import KernelPool, RunnerProcess, RunnerSpec, WarmUp
from grader.running.kernel_runner import descendants
from grader.specs.schema import rubric_path

CHOSEN = isolation.choose("auto")
NO_FORK = fork_problem(CHOSEN)
needs_fork = pytest.mark.skipif(NO_FORK is not None, reason=f"kernels cannot be forked here: {NO_FORK}")
LIMITS = Limits(cell_timeout=60, total_timeout=180, disk_mb=16)

FORK_PROBE = r'''
import ctypes, os, subprocess, sys
libc = ctypes.CDLL(None, use_errno=True)
status = dict(l.split(":", 1) for l in open("/proc/self/status") if ":" in l)
report("caps", lambda: (status["CapEff"].strip(), status["CapBnd"].strip(), status["NoNewPrivs"].strip()))
def userns():
    rc = subprocess.run([sys.executable, "-c", "import ctypes; c = ctypes.CDLL(None, use_errno=True); "
                         "r = c.unshare(0x10000000); raise SystemExit(0 if r == 0 else ctypes.get_errno())"]).returncode
    return "made" if rc == 0 else f"refused (errno {rc})"
report("user namespace", userns)
report("pids", lambda: sorted(int(p) for p in os.listdir("/proc") if p.isdigit()))
def ptrace(pid):
    if libc.ptrace(16, pid, None, None) != 0:  # PTRACE_ATTACH
        raise OSError(ctypes.get_errno(), os.strerror(ctypes.get_errno()))
    os.waitpid(pid, 0)
    libc.ptrace(17, pid, None, None)  # PTRACE_DETACH
    return "attached"
for name, pid in TARGET_PIDS.items():
    report(f"signal {name}", lambda: os.kill(pid, 0))
    report(f"environ {name}", lambda: len(open(f"/proc/{pid}/environ", "rb").read()))
    report(f"ptrace {name}", lambda: ptrace(pid))
report("lane folder", lambda: sorted(os.listdir(LANE)))
report("sibling connection", lambda: len(open(SIBLING_CONNECTION).read()))
report("sibling write", lambda: open(os.path.join(os.path.dirname(SIBLING_CONNECTION), "planted"), "w").write("x"))
'''


def _template_pid(template: Template) -> int:
    """The template's Python (under bwrap and the launcher), on the host."""
    for pid in descendants(template.proc.pid):
        if b"fork_template" in Path(f"/proc/{pid}/cmdline").read_bytes():
            return pid
    raise AssertionError("no template process")


@pytest.fixture(scope="module")
def lane(tiny_gpt2_dir):
    """A pool forking from one template of the tiny model, as ``execute_notebook`` will ask for it."""
    spec = RunnerSpec("python3", LIMITS, isolation.choose(isolation.BUBBLEWRAP), str(tiny_gpt2_dir))
    pool = KernelPool(ahead=0, fork=True)
    pool.templates[spec] = Template(spec, pool.warm)
    yield pool, spec
    pool.close()


@pytest.fixture(scope="module")
def probe_runs(tmp_path_factory, tiny_gpt2_dir, lane):
    """The probe in a forked kernel, beside a sibling forked from the same template, and as the
    control with the limits only; both get the template's and the sibling's host pids and folders."""
    if NO_FORK is not None:
        pytest.skip(f"kernels cannot be forked here: {NO_FORK}")
    pool, spec = lane
    template = pool.templates[spec]
    root = tmp_path_factory.mktemp("forked")
    (root / "subs").mkdir()
    other = root / "subs" / "other-student.ipynb"
    other.write_text('{"secret": "answers of another student"}', encoding="utf-8")
    listener = _Listener()
    os.environ["MY_SECRET_TOKEN"] = "hunter2"
    home_secret = Path.home() / f".grader-fork-secret-{uuid.uuid4().hex}"
    home_secret.write_text("ssh key of the instructor", encoding="utf-8")
    home_secret.chmod(0o600)
    sibling = RunnerProcess(spec, pool.warm, template=template)  # another student's kernel, waiting
    runs = {}
    try:
        assert sibling.wait_ready(120) and sibling.forked is not None
        sibling_kernel = [p for p in descendants(sibling.forked.pid)][0]
        targets = {"template": _template_pid(template), "sibling init": sibling.forked.pid,
                   "sibling kernel": sibling_kernel}
        for level, mode in (("forked", isolation.BUBBLEWRAP), ("control", isolation.LIMITS_ONLY)):
            out = root / f"out-{level}"
            out.mkdir()
            marker = f"/tmp/grader-fork-marker-{uuid.uuid4().hex}"
            params = {"HOME_SECRET": str(home_secret), "RUBRIC": str(rubric_path("temperature-top-p")),
                      "OTHER": str(other), "REFERENCE": str(cache_dir() / "reference"), "OUT": str(out),
                      "MODEL": str(tiny_gpt2_dir), "MODEL_NAME": str(tiny_gpt2_dir),
                      "TARGETS": [["127.0.0.1", listener.port], ["1.1.1.1", 80]], "DISK_MB": 16, "MARKER": marker,
                      "TARGET_PIDS": targets, "LANE": str(template.folder),
                      "SIBLING_CONNECTION": str(sibling.forked.connection_file)}
            submitted = _notebook(root / "subs", f"probe-{level}", PROBE + FORK_PROBE)
            result = execute_notebook(submitted, out, parameters=params, limits=LIMITS, isolation=mode,
                                      pool=pool if level == "forked" else None)
            runs[level] = {"result": result, "lines": _lines(result.executed_path), "out": out, "marker": marker,
                           "sleepers": sleepers(), "sibling alive": sibling.forked.alive()}
            Path(marker).unlink(missing_ok=True)
            (Path(tiny_gpt2_dir) / "planted.txt").unlink(missing_ok=True)
            (sibling.forked.folder / "planted").unlink(missing_ok=True)
            for pid in runs[level]["sleepers"]:
                os.kill(pid, 9)
    finally:
        sibling.close()
        listener.close()
        del os.environ["MY_SECRET_TOKEN"]
        home_secret.unlink()
    return runs


def test_the_control_run_shows_the_probe_notices_success(probe_runs):
    lines = probe_runs["control"]["lines"]
    assert lines["home secret"] == "OK ssh key of the instructor" and lines["secret env"] == "OK hunter2"
    for name in ("template", "sibling init", "sibling kernel"):
        assert lines[f"signal {name}"] == "OK None", lines
        assert lines[f"environ {name}"].startswith("OK")
    if os.geteuid() == 0:  # root traces anything; the grader's own user only its own processes
        assert lines["ptrace sibling kernel"] == "OK attached"
        assert lines["user namespace"] == "OK made"  # a process of the grader's may make a user namespace
    assert lines["lane folder"].startswith("OK [") and lines["sibling connection"].startswith("OK")


@needs_fork
def test_a_forked_kernel_ran_the_notebook(probe_runs):
    run = probe_runs["forked"]
    assert run["result"].isolation == "sandbox" and run["result"].phases["forked"] == 1.0, run["result"]


@needs_fork
def test_a_forked_kernel_keeps_the_sandbox_walls_of_a_cold_one(probe_runs):
    """test_isolation.py's probe: the grader's files, the results, the model cache, the network, the
    environment, the disk, /tmp, what it leaves running."""
    run = probe_runs["forked"]
    lines = run["lines"]
    for name in ("home secret", "rubric", "rubric via ..", "other student", "reference cache", "results write"):
        assert _fails(lines[name]), (name, lines[name])
    assert "ssh key" not in str(lines) and "answers of another student" not in str(lines)
    assert lines["secret env"].startswith("KeyError")
    assert lines["model read"].startswith("OK") and "Read-only file system" in lines["model write"]
    assert "No space left on device" in lines["fill disk"]
    assert lines["tmp marker"].startswith("OK") and not Path(run["marker"]).exists()
    assert not (run["out"] / "planted.csv").exists()
    for name, line in lines.items():
        if name.startswith("connect ") or name == "dns":
            assert _fails(line), (name, line)
    if os.geteuid() == 0:
        assert lines["uid"].startswith("OK (642"), lines["uid"]  # the lane's dedicated uid, never root


@needs_fork
def test_a_forked_kernel_cannot_see_signal_read_or_trace_the_template_or_a_sibling(probe_runs):
    run = probe_runs["forked"]
    lines = run["lines"]
    for name in ("template", "sibling init", "sibling kernel"):
        for what in ("signal", "environ", "ptrace"):
            assert _fails(lines[f"{what} {name}"]) or lines[f"{what} {name}"].startswith("ProcessLookupError"), (
                what, name, lines[f"{what} {name}"])
    # its /proc shows its own PID namespace only: its init (1), itself (2) and what it started
    pids = eval(lines["pids"][3:])  # noqa: S307 - a list of ints printed by the probe
    assert pids[:2] == [1, 2] and max(pids) < 100, pids
    assert run["sibling alive"]  # the sibling was there all along, and untouched


@needs_fork
def test_a_forked_kernel_cannot_read_or_write_a_siblings_folder(probe_runs):
    lines = probe_runs["forked"]["lines"]
    folders = eval(lines["lane folder"][3:])  # noqa: S307 - the lane's folder as the kernel sees it
    assert len(folders) == 1, folders  # its own; its siblings' are covered
    assert _fails(lines["sibling connection"]) and _fails(lines["sibling write"])


@needs_fork
def test_a_forked_kernel_has_no_capabilities_and_no_further_user_namespaces(probe_runs):
    lines = probe_runs["forked"]["lines"]
    assert lines["caps"] == "OK ('0000000000000000', '0000000000000000', '1')", lines["caps"]
    assert lines["user namespace"].startswith("OK refused"), lines["user namespace"]


@needs_fork
def test_a_daemon_a_student_leaves_is_gone_when_the_run_returns(probe_runs):
    run = probe_runs["forked"]
    assert run["lines"]["background"].startswith("OK")
    assert run["sleepers"] == []


SECOND = r'''
import colorsys, json, os, sys
print("variable", "LEAK" in globals())
print("module", getattr(json, "LEAKED", None), colorsys.rgb_to_hsv(1, 0, 0))
print("cwd", sorted(os.listdir(".")))
print("tmp", sorted(os.listdir("/tmp")))
print("shm", sorted(os.listdir("/dev/shm")))
'''
FIRST = r'''
import colorsys, json, os, subprocess
LEAK = 42
json.LEAKED = "by the first notebook"  # a module changed in place (not json.dumps: the kernel speaks json)
colorsys.rgb_to_hsv = lambda *a: "PATCHED"
open("left-behind.txt", "w").write("first")
open("/tmp/left-behind.txt", "w").write("first")
open("/dev/shm/left-behind", "w").write("first")
subprocess.Popen(["sleep", "600"], start_new_session=True)
print("first done")
'''


def _printed(path: str) -> dict[str, str]:
    nb = nbformat.read(path, as_version=4)
    text = "".join(o.get("text", "") for c in nb.cells for o in c.get("outputs", []) if o.get("output_type") == "stream")
    return {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in text.splitlines() if " " in line}


@needs_fork
def test_nothing_of_one_notebook_reaches_the_next_forked_kernel(tmp_path, lane, tiny_gpt2_dir):
    pool, spec = lane
    params = {"MODEL_NAME": str(tiny_gpt2_dir)}
    first = _notebook(tmp_path, "first", FIRST)
    second = _notebook(tmp_path, "second", SECOND)
    control = _notebook(tmp_path, "both", FIRST, SECOND)  # one kernel: the probe sees what the first left
    one = execute_notebook(control, tmp_path / "out", parameters=params, limits=LIMITS, isolation="bubblewrap")
    seen = _printed(one.executed_path)
    assert seen["variable"] == "True" and seen["module"].startswith("by the first notebook PATCHED")
    assert "left-behind" in seen["tmp"] and "left-behind" in seen["shm"]
    assert sleepers() == []
    runs = [execute_notebook(p, tmp_path / "out", parameters=params, limits=LIMITS, isolation="bubblewrap",
                             pool=pool) for p in (first, second)]
    assert [r.phases["forked"] for r in runs] == [1.0, 1.0], runs
    after = _printed(runs[1].executed_path)
    assert after["variable"] == "False" and after["module"] == "None (0.0, 1.0, 1)", after
    assert after["cwd"] == "['second.ipynb']" and "left-behind" not in after["tmp"] and after["shm"] == "[]"
    assert sleepers() == []  # the first one's daemon died with its PID namespace


@needs_fork
def test_the_fork_bomb_stops_at_the_limit_of_its_kernel(tmp_path, lane, tiny_gpt2_dir):
    pool, spec = lane
    bomb = _notebook(tmp_path, "forks", "import os\nwhile True:\n    os.fork()", "print('after')")
    limits = Limits(max_processes=48, cell_timeout=30, total_timeout=90, disk_mb=16)
    peak, done = [0], threading.Event()

    def count() -> int:  # processes of the lane in a PID namespace below the template's: its kernels
        found = 0
        for pid in descendants(template.proc.pid):
            try:
                found += os.readlink(f"/proc/{pid}/ns/pid") != template_ns
            except OSError:
                pass
        return found

    def watch() -> None:
        while not done.wait(0.05):
            peak[0] = max(peak[0], count())

    # its own lane (the limit is part of the spec): a template of its own, forking under that limit
    bomb_pool = KernelPool(ahead=0, fork=True)
    bomb_spec = RunnerSpec("python3", limits, spec.isolation, str(tiny_gpt2_dir))
    bomb_pool.templates[bomb_spec] = template = Template(bomb_spec, WarmUp(imports=("grader.course",), preload=False))
    template_ns = os.readlink(f"/proc/{_template_pid(template)}/ns/pid")
    sibling = RunnerProcess(bomb_spec, bomb_pool.warm, template=template)  # another student's, beside the bomb
    assert sibling.wait_ready(120)
    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    bombed: list = []
    try:
        running = threading.Thread(target=lambda: bombed.append(execute_notebook(
            bomb, tmp_path / "out", parameters={"MODEL_NAME": str(tiny_gpt2_dir)}, limits=limits,
            isolation="bubblewrap", pool=bomb_pool)))
        running.start()
        deadline = time.monotonic() + 60
        while peak[0] < 30 and time.monotonic() < deadline:  # the bomb at its limit...
            time.sleep(0.1)
        threads = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
            "import threading\nts = [threading.Thread(target=lambda: None) for _ in range(20)]\n"
            "[t.start() for t in ts]; [t.join() for t in ts]\nprint('threads started')")])
        run, rundir = sibling.run("threads.ipynb", nbformat.writes(threads).encode(), {})  # ...the sibling works
        assert "threads started" in (rundir / "executed.ipynb").read_text(), run
        sibling.close()
        running.join()
        result = bombed[0]
        done.set()
        watcher.join()
        assert result.phases["forked"] == 1.0 and result.status in ("error", "timeout"), result
        assert "the limit of 48 processes and threads was reached" in result.message
        assert 30 <= peak[0] <= 48 + 2, peak  # the bomb's kernel at its limit, and the sibling's init and kernel
        assert count() == 0
        after = execute_notebook(_notebook(tmp_path, "after", "print('fine')"), tmp_path / "out",
                                 parameters={"MODEL_NAME": str(tiny_gpt2_dir)}, limits=limits,
                                 isolation="bubblewrap", pool=bomb_pool)
        assert after.status == "ok" and after.phases["forked"] == 1.0  # the template forks on
    finally:
        done.set()
        sibling.close()
        bomb_pool.close()


SEEDED = r'''
import os, torch
from grader.course import load_model, generate
torch.manual_seed(7)
model, tokenizer = load_model(MODEL_NAME)
print(generate(model, tokenizer, "The", run="A1", temperature=0.9, top_p=0.95, max_new_tokens=12))
print("threads", torch.get_num_threads(), torch.get_num_interop_threads())
print("env", sorted(k for k in os.environ if k not in ("JPY_SESSION_NAME",)))
print("rand", torch.rand(3).tolist())
'''


@needs_fork
def test_a_forked_kernel_computes_what_a_cold_one_does(tmp_path, lane, tiny_gpt2_dir):
    pool, spec = lane
    nb = _notebook(tmp_path, "seeded", SEEDED)
    params = {"MODEL_NAME": str(tiny_gpt2_dir)}
    cold = execute_notebook(nb, tmp_path / "cold", parameters=params, limits=LIMITS, isolation="bubblewrap")
    forked = execute_notebook(nb, tmp_path / "forked", parameters=params, limits=LIMITS, isolation="bubblewrap",
                              pool=pool)
    assert (cold.phases["forked"], forked.phases["forked"]) == (0.0, 1.0)
    outputs = [[c.get("outputs") for c in nbformat.read(r.executed_path, as_version=4).cells if c.cell_type == "code"]
               for r in (cold, forked)]
    assert outputs[0] == outputs[1]


def test_where_the_walls_cannot_be_built_kernels_start_as_today_and_it_is_said(tmp_path, tiny_gpt2_dir):
    said: list[str] = []
    pool = KernelPool(ahead=0, fork=True, log=said.append)
    try:
        result = execute_notebook(_notebook(tmp_path, "plain", "print('hi')"), tmp_path / "out",
                                  parameters={"MODEL_NAME": str(tiny_gpt2_dir)}, limits=LIMITS,
                                  isolation=isolation.LIMITS_ONLY, pool=pool)
    finally:
        pool.close()
    assert result.status == "ok" and result.phases["forked"] == 0.0
    assert len(said) == 1 and "not forked" in said[0] and "no sandbox" in said[0], said
    chroot = isolation.Isolation(isolation.SANDBOX, mechanism=isolation.CHROOT)
    assert "chroot" in fork_problem(chroot) and "bubblewrap is needed" in fork_problem(chroot)


NO_NESTED_USERNS = r'''
import json, sys
from pathlib import Path
from grader.running import isolation
from grader.running.execute import Limits, execute_notebook
from grader.running.kernel_pool import KernelPool
said = []
pool = KernelPool(ahead=0, fork=True, log=said.append)
try:
    result = execute_notebook(Path(sys.argv[1]), Path(sys.argv[2]), parameters={"MODEL_NAME": sys.argv[3]},
                              limits=Limits(cell_timeout=60, total_timeout=180, disk_mb=16), pool=pool)
finally:
    pool.close()
print(json.dumps({"mechanism": isolation.choose("auto").mechanism, "status": result.status,
                  "isolation": result.isolation, "forked": result.phases.get("forked"), "said": said}))
'''


# A user namespace of the test's own, uids and gids 0-65535 mapped to themselves (written by this
# root parent, as newuidmap would), whose max_user_namespaces is 2: enough for bubblewrap's, none inside.
IN_LIMITED_USERNS = r'''
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
ready_r, ready_w = os.pipe()
go_r, go_w = os.pipe()
pid = os.fork()
if pid == 0:
    if libc.unshare(0x10000000) != 0:  # CLONE_NEWUSER
        os._exit(90)
    os.write(ready_w, b"x")
    os.read(go_r, 1)
    with open("/proc/sys/user/max_user_namespaces", "w") as fh:
        fh.write("2")
    os.execv(sys.executable, [sys.executable, *sys.argv[1:]])
os.read(ready_r, 1)
for name in ("uid_map", "gid_map"):
    with open(f"/proc/{pid}/{name}", "w") as fh:
        fh.write("0 0 65536")
os.write(go_w, b"x")
raise SystemExit(os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]))
'''


@needs_fork
def test_without_nested_user_namespaces_the_template_fails_and_kernels_start_as_today(tmp_path, tiny_gpt2_dir):
    """A machine where bubblewrap's sandbox can be built but a user namespace cannot be made inside it
    (an older kernel, a lowered max_user_namespaces): simulated by a user namespace of the test's own
    whose limit admits bubblewrap's namespaces and nothing nested in them."""
    import json
    import subprocess
    import sys

    if os.geteuid() != 0:
        pytest.skip("maps uids 0-65535 into a user namespace, which only root may write")
    nb = _notebook(tmp_path, "plain", "print('hi')")
    script = tmp_path / "run.py"
    script.write_text(NO_NESTED_USERNS, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", IN_LIMITED_USERNS, str(script), str(nb), str(tmp_path / "out"), str(tiny_gpt2_dir)],
        capture_output=True, text=True, timeout=300, cwd=str(Path(__file__).resolve().parents[1]))
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["mechanism"] == isolation.BUBBLEWRAP  # the sandbox itself could be built
    assert found["status"] == "ok" and found["isolation"] == "sandbox" and found["forked"] == 0.0, found
    assert len(found["said"]) == 1 and "not forked" in found["said"][0], found["said"]
    assert "unshare(user)" in found["said"][0] and "--no-fork-kernels" in found["said"][0]  # the cause, and what runs


def test_kernels_are_forked_unless_turned_off(monkeypatch, capsys):
    from grader.cli import main

    monkeypatch.delenv("GRADER_FORK_KERNELS", raising=False)
    assert KernelPool().fork is True
    for off in ("0", "no", "off", "false"):
        monkeypatch.setenv("GRADER_FORK_KERNELS", off)
        assert KernelPool().fork is False
    monkeypatch.setenv("GRADER_FORK_KERNELS", "1")
    assert KernelPool().fork is True
    # the command line's switch reaches every pool of the run, workers included (through the environment)
    main(["grade", "/nonexistent-folder", "--activity", "few-shot", "--out", "/nonexistent-out", "--no-fork-kernels"])
    assert os.environ["GRADER_FORK_KERNELS"] == "0" and KernelPool().fork is False
