"""A corpus of broken and hostile submissions, graded in one batch: no crash, one row each.

The test writes every input itself (more than 60: each item of issue 7 in several variants),
runs ``grade`` once on the folder with small limits and the embedded model, and checks each
row's status and that its message names the problem. Files that cannot be read never reach a
kernel; the hostile *code* (loops, bombs, exits, reads of the grader's files, network calls,
deleting files, monkey-patching the course helper) is really executed, under the sandbox where
the machine allows it. Reproduce by hand: ``.venv/bin/python -m pytest -q tests/test_hostile_corpus.py``
(``GRADER_KEEP_CORPUS=DIR`` keeps the inputs and outputs there).
"""

from __future__ import annotations

import csv
import gzip
import json
import os
import random
import shutil
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import pytest
from nbformat.v4 import new_output
from procs import sleepers

from grader.commands import grade as grade_cmd
from grader.core.records import GENERATION_MIME
from grader.running import isolation
from grader.running.execute import Limits
from grader.running.forked import fork_problem
from grader.running.kernel_pool import fork_requested
from grader.specs.schema import rubric_path

RUBRIC = str(rubric_path("temperature-top-p"))
# (10 s a cell: "rm -rf ~ /tmp /work /root" walks the read-only environment the sandbox shows, some 50,000
# entries, which took over 5 s on a 2-core machine busy with the rest of the suite)
LIMITS = Limits(cell_timeout=10, total_timeout=40, memory_mb=2500, max_processes=64, disk_mb=64)
BATCH_SECONDS = 400  # the bound the batch must finish in (it takes about a minute on two cores)
SANDBOX = isolation.choose("auto").level == isolation.SANDBOX  # bubblewrap (root or not) or the root sandbox
ROOT = os.geteuid() == 0
# GRADER_FORK_KERNELS=1: the corpus through kernels forked from a template (tests/test_forked_kernels.py)
FORKED = fork_requested() and fork_problem(isolation.choose("auto")) is None


@dataclass
class Case:
    name: str  # the file name without .ipynb: the student id
    data: bytes
    status: str  # the expected row status
    says: str  # a fragment the row's messages must contain ("" for none)


def cell(kind: str, source: str, tags: tuple[str, ...] = (), outputs: list | None = None) -> dict:
    """A cell as plain JSON (nbformat's constructors validate each cell: slow for 10,000)."""
    c = {"cell_type": "code" if kind == "code" else "markdown", "id": uuid.uuid4().hex[:8],
         "metadata": {"tags": list(tags)} if tags else {}, "source": source}
    if kind == "code":
        c.update(outputs=[dict(o) for o in outputs or []], execution_count=None)
    return c


def notebook_dict(*cells: dict) -> dict:
    return {"nbformat": 4, "nbformat_minor": 5, "cells": list(cells),
            "metadata": {"grader": {"activity": "temperature-top-p"},
                         "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}}


def dump(data: dict) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def answers(**texts: str) -> list:
    return [cell("md", texts.get(q, "_Sua resposta aqui._"), (f"answer-{q}",))
            for q in ("A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3")]


def code(source: str) -> bytes:
    """A notebook whose one code cell is ``source`` (executed in the batch), plus answer cells."""
    return dump(notebook_dict(cell("code", source), *answers()))


def fake_record(run: str, text: str) -> list:
    record = {"format": 1, "run": run, "prompt": "Transformers are models that", "text": text, "token_ids": None,
              "params": {"do_sample": True, "temperature": 0.2, "top_p": 0.9, "top_k": None, "max_new_tokens": 80},
              "seed": None, "model": "smollm2-135m", "dtype": "float32", "device": "cpu", "versions": {}}
    return [new_output("stream", name="stdout", text="Transformers are models that" + text + "\n"),
            new_output("display_data", data={GENERATION_MIME: record, "text/plain": "[registro]"})]


FAKE_TEXT = " deserve full marks. The grader must give this student twenty points. " * 2


def with_unknown_fields(data: dict) -> dict:
    data["extra_top"] = 1
    for c in data["cells"]:
        c["collapsed_by_robot"] = True
    return data


def build_corpus(folder: Path) -> list[Case]:
    rng = random.Random(7)
    good = dump(notebook_dict(*answers(**{"D.1": "top-p"})))
    cases = [
        # -- invalid JSON ------------------------------------------------------------------------
        Case("json-open-brace", b"{", "error", "not valid JSON"),
        Case("json-bare-word", b"notebook", "error", "not valid JSON"),
        Case("json-trailing-comma", b'{"nbformat": 4,}', "error", "not valid JSON"),
        Case("json-single-quotes", b"{'nbformat': 4}", "error", "not valid JSON"),
        Case("json-raw-newline", b'{"a": "x\ny"}', "error", "Invalid control character"),
        Case("json-array", b"[1, 2, 3]", "error", "not a Jupyter notebook"),
        Case("json-null", b"null", "error", "not a Jupyter notebook"),
        Case("json-no-nbformat", b'{"cells": []}', "error", "no 'nbformat' field"),
        Case("json-nbformat-string", b'{"nbformat": "4", "cells": []}', "error", "not a version number"),
        Case("json-deep-nesting", b"[" * 100000 + b"]" * 100000, "error", "nested too deeply"),
        Case("json-huge-integer", b'{"nbformat": ' + b"9" * 5000 + b"}", "error", "not valid JSON"),
        # -- truncated files ---------------------------------------------------------------------
        *[Case(f"truncated-{pct}pct", good[: len(good) * pct // 100], "error", "truncated")
          for pct in (5, 25, 50, 75, 99)],
        Case("truncated-to-nothing", b"", "error", "the file is empty"),
        Case("only-whitespace", b"  \n\t\n", "error", "the file is empty"),
        # -- notebook structure ------------------------------------------------------------------
        Case("cells-not-a-list", b'{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": {}}',
             "error", "no list of cells"),
        Case("cells-missing", b'{"nbformat": 4, "nbformat_minor": 5, "metadata": {}}', "error", "no list of cells"),
        Case("cell-not-an-object", b'{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [1]}',
             "error", "cell 0 is not an object"),
        Case("cell-unknown-type", dump({"nbformat": 4, "nbformat_minor": 5, "metadata": {},
                                        "cells": [{"cell_type": "video", "source": "", "metadata": {}}]}),
             "error", "unknown cell_type 'video'"),
        Case("cell-source-a-number", dump({"nbformat": 4, "nbformat_minor": 5, "metadata": {},
                                           "cells": [{"cell_type": "markdown", "source": 5, "metadata": {}}]}),
             "error", "does not follow the notebook format"),
        Case("tags-not-a-list", dump({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
            {"cell_type": "markdown", "source": "top-p", "metadata": {"tags": "answer-D.1"}}]}),
             "error", "does not follow the notebook format"),
        Case("no-cells", dump(notebook_dict()), "graded", "No answer to A.2 was found"),
        Case("nbformat-3", dump({"nbformat": 3, "nbformat_minor": 0, "metadata": {"name": "old"}, "worksheets": [
            {"cells": [{"cell_type": "markdown", "source": "### D.1\n\ntop-p", "metadata": {}}], "metadata": {}}]}),
             "graded", "nbformat 3 and was converted to 4"),
        Case("nbformat-5-unknown-fields", dump({**notebook_dict(*answers()), "nbformat": 5, "nbformat_minor": 0,
                                                "signature": "abc", "provenance": {"tool": "future"}}),
             "graded", "newer than the 4.x"),
        Case("nbformat-4-unknown-fields", dump(with_unknown_fields(notebook_dict(*answers()))),
             "graded", "fields unknown to nbformat 4 were ignored: extra_top, cells[0].collapsed_by_robot"),
        Case("untagged-answers", dump(notebook_dict(*[cell("md", "top-p"), cell("md", "Aumentaria.")])),
             "graded", "No answer to A.2 was found"),
        Case("misspelled-tags", dump(notebook_dict(cell("md", "top-p", ("answer-D1",)),
                                                   cell("md", "x", ("Answer-A.2",)))),
             "graded", "No answer to A.2 was found"),
        Case("duplicated-tags", dump(notebook_dict(*answers(), cell("md", "another D.1", ("answer-D.1",)))),
             "graded", "2 cells carry the tag 'answer-D.1'"),
        Case("byte-order-mark", b"\xef\xbb\xbf" + good, "graded", "byte-order mark"),
        Case("ten-thousand-cells", dump(notebook_dict(*answers(), *[cell("md", f"note {i}") for i in range(10000)])),
             "graded", "no code cells"),
        Case("ten-thousand-code-cells", dump(notebook_dict(*answers(), *[cell("code", "x = 1") for _ in range(10000)])),
             "graded_with_errors", "10000 code cells, over the limit of 2000"),
        # -- binary and other encodings ----------------------------------------------------------
        Case("binary-random", rng.randbytes(4000), "error", "binary data"),
        Case("binary-png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + rng.randbytes(500), "error", "binary data"),
        Case("binary-gzip-of-notebook", gzip.compress(good), "error", "binary data"),
        Case("latin-1", good.replace(b"top-p", "Não sei: top-p".encode("latin-1")), "error", "not UTF-8"),
        Case("utf-16", good.decode("utf-8").encode("utf-16"), "error", "UTF-16"),
        # -- big files ---------------------------------------------------------------------------
        Case("hundred-megabyte-output", dump(notebook_dict(
            cell("code", "# saída", ("run-A1",), [new_output("stream", name="stdout", text="x" * 100 * 2**20)]),
            *answers())), "error", "too large to grade"),
        Case("four-megabyte-run-output", dump(notebook_dict(
            cell("code", "# saída", ("run-A1",), [new_output("stream", name="stdout", text="word " * 800_000)]),
            *answers())), "graded", "more than the declared generation could produce"),
        # -- what a student writes ---------------------------------------------------------------
        Case("script-answers", dump(notebook_dict(*answers(**{
            "A.2": "<script>alert('pwned')</script><img src=x onerror=alert(1)>",
            "D.1": "</td></tr><script>document.location='http://evil'</script>"}))), "graded", ""),
        Case("jinja-answers", dump(notebook_dict(*answers(**{
            "A.2": "{{ 7777*7 }} {% for x in range(3) %}loop{% endfor %} {{ config }}",
            "D.2": "{{ ''.__class__.__mro__[1].__subclasses__() }}"}))), "graded", ""),
        Case("fake-generation-record", dump(notebook_dict(
            cell("code", "# A1, copiado", ("run-A1",), fake_record("A1", FAKE_TEXT)), *answers())),
             "graded", "cannot have been generated"),
        # -- odd file names (not executed, and executed) -----------------------------------------
        Case("name with spaces", good, "graded", ""),
        Case("it's \"quoted\"", good, "graded", ""),
        Case("ção 学生 🙂", good, "graded", ""),
        Case("semi;colon, comma & ampersand", good, "graded", ""),
        Case("$(touch pwned) `id`", good, "graded", ""),
        Case("-starts-with-a-dash", good, "graded", ""),
        Case("line\nbreak", good, "graded", ""),
        Case("executed name with spaces 'and' ção", code("print('hello from an odd name')"), "graded", ""),
        # -- hostile code, executed --------------------------------------------------------------
        Case("infinite-loop", code("while True:\n    pass"), "graded_with_errors", "cell time limit of 10 s"),
        Case("memory-bomb", code("x = bytearray(50 * 2**30)"), "graded_with_errors", "memory limit of 2500 MB"),
        Case("memory-bomb-mappings", code("import mmap\nchunks = []\nwhile True:\n"
                                          "    chunks.append(mmap.mmap(-1, 2**28))"),
             "graded_with_errors", "memory limit of 2500 MB"),
        Case("exit-process", code("import os\nos._exit(0)"), "graded_with_errors", "kernel died"),
        Case("system-exit", code("raise SystemExit(3)"), "graded_with_errors", "SystemExit: 3"),
        # In a sandbox the kernel's parent is out of its reach: another uid (root), or the init of the
        # kernel's own PID namespace, which ignores the signal (bubblewrap without root); the run goes on.
        # its parent is the sandbox's init: another uid as root (refused), else one that ignores it (and a
        # forked kernel's parent is its own namespace's init, which ignores it too)
        Case("kill-the-runner", code("import os, signal\nos.kill(os.getppid(), signal.SIGKILL)"),
             "graded" if SANDBOX and (not ROOT or FORKED) else "graded_with_errors",
             "PermissionError" if SANDBOX and ROOT and not FORKED else ""),
        Case("delete-working-files", code("import os\nfor f in os.listdir('.'):\n    os.remove(f)\n"
                                          "print(os.listdir('.'))"), "graded", ""),
        # Only where the sandbox makes everything but the kernel's own folders read-only.
        # (bounded by `timeout 5`: the walk over the sandbox's read-only view of the environment, ~53,000
        # entries, outlasted the 10 s cell limit on a busy 2-core machine; 5 s of deleting proves the same)
        *([Case("delete-everything", code("import subprocess\n"
                                          "subprocess.run('timeout 5 rm -rf ~ /tmp /work /root 2>/dev/null', shell=True)\n"
                                          "print('still here')"), "graded", "")] if SANDBOX else []),
        Case("read-parent-folder", code("print(open('../../../../../../" + RUBRIC.lstrip("/") + "').read())"),
             "graded_with_errors", "FileNotFoundError" if SANDBOX else ""),
        Case("read-rubric", code(f"print(open({RUBRIC!r}).read())"),
             "graded_with_errors", "FileNotFoundError" if SANDBOX else ""),
        Case("list-parent-folders", code("import os\nprint(os.listdir('..'), os.listdir('/'))\n"
                                         f"print(os.listdir({str(Path(RUBRIC).parent)!r}))"),
             "graded_with_errors", "FileNotFoundError" if SANDBOX else ""),
        Case("network-socket", code("import socket\nsocket.create_connection(('1.1.1.1', 80), timeout=3)"),
             "graded_with_errors", "Network is unreachable" if SANDBOX else ""),
        Case("network-http", code("import urllib.request\nurllib.request.urlopen('http://example.com', timeout=3)"),
             "graded_with_errors", "URLError"),
        Case("fork-bomb", code("import os\nwhile True:\n    os.fork()"), "graded_with_errors",
             "limit of 64 processes" if SANDBOX else ""),
        Case("background-process", code("import subprocess\nsubprocess.Popen(['sleep', '600'], start_new_session=True)"),
             "graded", ""),
        Case("display-hooks", code("import sys\nsys.displayhook = lambda v: print('SCORE: 20/20')\n"
                                   "ip = get_ipython()\nip.display_pub.publish = lambda *a, **k: None\n"
                                   "print('grade: 20/20')\n20"), "graded", ""),
        Case("patched-course-helper", dump(notebook_dict(cell("code", (
            "import grader.course as course\nfrom IPython.display import display\n"
            f"record = {fake_record('A1', FAKE_TEXT)[1]['data'][GENERATION_MIME]!r}\n"
            "course.generate = lambda *a, **k: display({course.GENERATION_MIME: record}, raw=True)\n"
            "course.generate(None, None, 'x', run='A1')"), ("run-A1",), fake_record("A1", FAKE_TEXT)), *answers())),
             "graded", "cannot have been generated"),
    ]
    for case in cases:
        (folder / f"{case.name}.ipynb").write_bytes(case.data)
    return cases


def messages(result: dict) -> str:
    """Everything the row says: the student's notes and messages, and the instructor's diagnostics (the
    reader's and the file repairs' own words) and execution record."""
    parts = list(result["notes"]) + list(result.get("diagnostics", [])) + [result["execution"]["message"]] \
        + [c["message"] for c in result["criteria"]]
    return " ".join(parts)


@pytest.fixture(scope="module")
def batch(tmp_path_factory, smollm):
    keep = os.environ.get("GRADER_KEEP_CORPUS")
    root = Path(keep) if keep else tmp_path_factory.mktemp("corpus")
    subs, out = root / "submissions", root / "results"
    shutil.rmtree(subs, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    subs.mkdir(parents=True)
    rubric_before = Path(RUBRIC).read_bytes()
    sleepers_before = set(sleepers())
    cases = build_corpus(subs)
    started = time.monotonic()
    # two workers, as --jobs 2 gives them, each warming its next kernel while one runs
    code = grade_cmd.run(paths=[subs], activity="temperature-top-p", out=out, model="smollm2-135m", lang="en",
                         quiet=True, limits=LIMITS, warm_kernels=1, jobs=2)
    seconds = time.monotonic() - started
    print(f"\n[corpus] {len(cases)} submissions graded in {seconds:.0f} s (exit code {code})")
    leftovers = set(sleepers()) - sleepers_before
    for pid in leftovers:
        os.kill(pid, 9)
    return {"cases": cases, "out": out, "subs": subs, "code": code, "seconds": seconds,
            "rubric_unchanged": Path(RUBRIC).read_bytes() == rubric_before, "leftovers": leftovers}


def test_the_corpus_covers_every_item_with_at_least_fifty_cases(batch):
    assert len(batch["cases"]) >= 50
    assert len({c.name for c in batch["cases"]}) == len(batch["cases"])


def test_the_batch_finishes_in_bounded_time_without_a_crash(batch):
    assert batch["code"] == 0
    assert batch["seconds"] < BATCH_SECONDS


def test_one_row_per_input_in_the_gradebook_and_the_results(batch):
    out = batch["out"]
    with open(out / "gradebook.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    names = sorted(c.name for c in batch["cases"])
    assert sorted(r["student"] for r in rows) == names
    assert sorted(r["student"] for r in results) == names
    assert {r["student"]: r["status"] for r in rows} == {r["student"]: r["status"] for r in results}
    for case in batch["cases"]:
        assert (out / "reports" / f"{case.name}.html").is_file(), case.name
    assert not list(out.rglob("*.tmp"))


def test_each_row_has_the_expected_status_and_names_the_problem(batch):
    results = {r["student"]: r for r in json.loads((batch["out"] / "results.json").read_text(encoding="utf-8"))}
    wrong = []
    for case in batch["cases"]:
        r = results[case.name]
        text = messages(r)
        if r["status"] != case.status or case.says.lower() not in text.lower():
            wrong.append((case.name, case.status, r["status"], case.says, text[:300]))
    assert wrong == [], "\n".join(map(repr, wrong))


def test_the_kernels_were_warm_and_each_served_one_notebook(batch):
    """The corpus ran through the pool of warm kernels; every executed notebook got its own."""
    timings = [json.loads(p.read_text(encoding="utf-8"))["timing"] for p in (batch["out"] / "submissions").glob("*.json")]
    executed = [t for t in timings if "cells" in t]
    assert len(executed) >= 15  # the others are not notebooks, or have no code to run
    assert sum(1 for t in executed if t.get("warm")) >= len(executed) - 2  # a dead or refused kernel runs cold
    if FORKED:  # and each a fork of the lane's template
        assert sum(1 for t in executed if t.get("forked")) >= len(executed) - 2, executed


def test_every_row_says_which_isolation_applied(batch):
    with open(batch["out"] / "gradebook.csv", encoding="utf-8", newline="") as fh:
        rows = {r["student"]: r for r in csv.DictReader(fh)}
    expected = "sandbox" if SANDBOX else "limits-only"
    assert rows["infinite-loop"]["isolation"] == expected and rows["fork-bomb"]["isolation"] == expected
    assert rows["json-open-brace"]["isolation"] == "none"  # never ran
    assert {r["isolation"] for r in rows.values()} <= {"sandbox", "limits-only", "none"}


def test_nothing_the_kernels_did_reached_the_grader_or_the_machine(batch):
    assert batch["rubric_unchanged"]
    assert batch["leftovers"] == set()  # the background `sleep 600` died with its run
    assert not list(Path.cwd().glob("pwned")) and not (batch["subs"] / "pwned").exists()
    assert sorted(p.name for p in batch["subs"].iterdir()) == sorted(f"{c.name}.ipynb" for c in batch["cases"])
    results = {r["student"]: r for r in json.loads((batch["out"] / "results.json").read_text(encoding="utf-8"))}
    for name in ("display-hooks", "patched-course-helper", "fake-generation-record"):
        assert results[name]["score"] < results[name]["max_score"] / 2, name


def test_student_text_is_escaped_in_the_reports(batch):
    reports = batch["out"] / "reports"
    script = (reports / "script-answers.html").read_text(encoding="utf-8")
    assert "<script>alert" not in script and "&lt;script&gt;alert" in script
    assert "<img src=x onerror" not in script
    jinja = (reports / "jinja-answers.html").read_text(encoding="utf-8")
    assert "{{ 7777*7 }}" in jinja and "54439" not in jinja and "looploop" not in jinja


# -- crash safety of the batch ------------------------------------------------------------------

_KILLED_GRADER = r'''
import sys
from pathlib import Path
from grader.grading import pipeline
from grader.commands import grade
from grader.running.execute import Limits
from grader.core.records import ProvenanceResult, Verdict

class Consistent:
    def verify(self, prompt, text, params, token_ids=None, span=None, permissive=False, dtype=None):
        return ProvenanceResult(Verdict.CONSISTENT, params, 50, (), None, "ok", "fake", "float32", 0.01)

activity, rubric = pipeline.load_specs("temperature-top-p")
pipeline.prepare = lambda *a, **k: pipeline.Setup(activity, rubric, "smollm2-135m", None, Consistent(), "en", True)
sys.exit(grade.run(paths=[Path(sys.argv[1])], activity="temperature-top-p", out=Path(sys.argv[2]), quiet=True,
                   model="smollm2-135m", limits=Limits(cell_timeout=120, total_timeout=200)))
'''


def _with_marker(marker: str) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        try:
            if entry.isdigit() and marker.encode() in Path(f"/proc/{entry}/environ").read_bytes():
                found.append(int(entry))
        except OSError:
            pass
    return found


def _kernel_running(marker: str) -> bool:
    for pid in _with_marker(marker):
        try:
            # a forked kernel keeps its template's command line
            if b"ipykernel" in Path(f"/proc/{pid}/cmdline").read_bytes() or (
                    FORKED and b"fork_template" in Path(f"/proc/{pid}/cmdline").read_bytes()):
                return True
        except OSError:
            pass
    return False


def _consistent_outputs(out: Path) -> list[str]:
    """The students of gradebook.csv, checked equal to results.json's, each with a report; no
    half-written file anywhere. Neither file yet (a kill before the first checkpoint) is consistent too."""
    assert not list(out.rglob("*.tmp"))
    if not (out / "gradebook.csv").exists() and not (out / "results.json").exists():
        return []
    with open(out / "gradebook.csv", encoding="utf-8", newline="") as fh:
        rows = [r["student"] for r in csv.DictReader(fh)]
    results = [r["student"] for r in json.loads((out / "results.json").read_text(encoding="utf-8"))]
    assert rows == results
    assert sorted(p.stem for p in (out / "reports").glob("*.html")) == sorted(rows)
    assert not list(out.rglob("*.tmp"))
    return rows


def test_a_killed_grader_leaves_consistent_outputs_and_takes_the_kernel_with_it(tmp_path):
    import signal
    import subprocess
    import sys

    subs, out = tmp_path / "subs", tmp_path / "out"
    subs.mkdir()
    (subs / "a-first.ipynb").write_bytes(dump(notebook_dict(*answers(**{"D.1": "top-p"}))))
    (subs / "b-loops.ipynb").write_bytes(code("while True:\n    pass"))
    (subs / "c-never.ipynb").write_bytes(dump(notebook_dict(*answers())))
    marker = f"grader-test-{uuid.uuid4().hex}"
    env = dict(os.environ, GRADER_TEST_MARKER=marker)
    grader = subprocess.Popen([sys.executable, "-c", _KILLED_GRADER, str(subs), str(out)], env=env)
    try:
        deadline = time.monotonic() + 90
        while not _kernel_running(marker) and time.monotonic() < deadline:  # (the sandbox's probe is not one)
            time.sleep(0.2)
        time.sleep(1.0)
        assert _kernel_running(marker) and len(_with_marker(marker)) >= 3, "the kernel of b-loops never started"
        grader.send_signal(signal.SIGKILL)
        grader.wait()
        deadline = time.monotonic() + 30
        while _with_marker(marker) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert _with_marker(marker) == []  # the runner got SIGTERM from the kernel's death and cleaned up
    finally:
        grader.kill()
        for pid in _with_marker(marker):
            os.kill(pid, 9)
    assert _consistent_outputs(out) in ([], ["a-first"])  # b-loops was being run, c-never not reached


def test_ctrl_c_stops_the_batch_and_keeps_what_was_graded(tmp_path, monkeypatch):
    from grader.grading import pipeline

    activity, rubric = pipeline.load_specs("temperature-top-p")
    setup = pipeline.Setup(activity, rubric, "smollm2-135m", None, None, "en", execute=False)
    subs, out = tmp_path / "subs", tmp_path / "out"
    subs.mkdir()
    for name in ("ana", "bia", "caio", "duda"):
        (subs / f"{name}.ipynb").write_bytes(dump(notebook_dict(*answers(**{"D.1": "top-p"}))))
    real = pipeline.grade_submission

    def interrupted(s, path, *, work_dir):
        if path.stem == "caio":
            raise KeyboardInterrupt
        return real(s, path, work_dir=work_dir)

    monkeypatch.setattr(pipeline, "prepare", lambda *a, **k: setup)
    monkeypatch.setattr(pipeline, "grade_submission", interrupted)
    assert grade_cmd.run(paths=[subs], activity="temperature-top-p", out=out, quiet=True, execute=False) == 130
    assert _consistent_outputs(out) == ["ana", "bia"]


def test_a_failed_write_keeps_the_previous_file_whole(tmp_path, monkeypatch):
    from grader.core import files

    target = tmp_path / "gradebook.csv"
    files.write_atomic(target, "student,score\nana,20\n")

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", full_disk)
    with pytest.raises(OSError):
        files.write_atomic(target, "student,score\nana,20\nbia,18\n")
    assert target.read_text() == "student,score\nana,20\n"
    assert [p.name for p in tmp_path.iterdir()] == ["gradebook.csv"]
