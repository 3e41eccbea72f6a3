"""scripts/bootstrap's choice of torch build (scripts/torch_index.py): the CPU wheel index where
there is no NVIDIA GPU and that index answers, pip's own index otherwise, and pip, given the
options the script prints, really installs the CPU build when both indexes offer 2.13.0.

The indexes are served here on 127.0.0.1 (this machine cannot reach PyTorch's), with wheels made
on the spot that hold only their metadata."""

from __future__ import annotations

import functools
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
import time
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "torch_index.py"


def _wheel(folder: Path, version: str) -> str:
    name = f"torch-{version}-py3-none-any.whl"
    dist = f"torch-{version}.dist-info"
    with zipfile.ZipFile(folder / name, "w") as zf:
        zf.writestr(f"{dist}/METADATA", f"Metadata-Version: 2.1\nName: torch\nVersion: {version}\n")
        zf.writestr(f"{dist}/WHEEL", "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        zf.writestr(f"{dist}/RECORD", "")
    return name


@pytest.fixture(scope="module")
def indexes(tmp_path_factory):
    """Two simple indexes on 127.0.0.1: /cpu/ offers torch 2.13.0+cpu, /default/ torch 2.13.0."""
    root = tmp_path_factory.mktemp("indexes")
    for index, versions in (("cpu", ["2.13.0+cpu"]), ("default", ["2.13.0"]), ("mirror", ["2.13.0+cpu", "2.13.0+cu130"])):
        page = root / index / "torch"
        page.mkdir(parents=True)
        links = []
        for version in versions:
            wheel = _wheel(page, version)
            links.append(f'<a href="{wheel.replace("+", "%2B")}">{wheel}</a>')
        (page / "index.html").write_text(f'<html><body>{"".join(links)}</body></html>')
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    yield {"cpu": f"{base}/cpu", "default": f"{base}/default", "mirror": f"{base}/mirror"}
    server.shutdown()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # the suite's log is not the place
        pass


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _choose(tmp_path: Path, *, gpu: bool = False, **env: str) -> tuple[list[str], str, float]:
    """Run the script as bootstrap does, with a PATH holding only a fake nvidia-smi when ``gpu``."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    smi = bin_dir / "nvidia-smi"
    smi.unlink(missing_ok=True)
    if gpu:
        smi.write_text("#!/bin/sh\necho 'GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-0000)'\n")
        smi.chmod(0o755)
    clean = {k: v for k, v in os.environ.items() if not k.startswith("GRADER_TORCH")}
    started = time.monotonic()
    done = subprocess.run([sys.executable, str(SCRIPT)], env=dict(clean, PATH=str(bin_dir), **env),
                          capture_output=True, text=True, timeout=60, check=True)
    options, reason, wanted = done.stdout.splitlines()
    _choose.wanted = wanted.split()
    return options.split(), reason, time.monotonic() - started


@pytest.mark.skipif(os.path.exists("/proc/driver/nvidia/version"), reason="this machine has an NVIDIA driver")
def test_without_a_gpu_the_cpu_index_is_chosen_when_it_answers(tmp_path, indexes):
    options, reason, _ = _choose(tmp_path, GRADER_TORCH_CPU_INDEX=indexes["cpu"])
    assert options == ["--extra-index-url", indexes["cpu"]]
    assert "no NVIDIA GPU" in reason and "CPU build" in reason and indexes["cpu"] in reason
    # by name first: ==2.13.0 alone is satisfied by a CUDA build an earlier set-up left behind
    assert _choose.wanted == ["torch==2.13.0+cpu", "torch==2.13.0"]


@pytest.mark.skipif(os.path.exists("/proc/driver/nvidia/version"), reason="this machine has an NVIDIA driver")
def test_an_unreachable_cpu_index_falls_back_to_the_configured_index_quickly_and_says_why(tmp_path):
    index = f"http://127.0.0.1:{_closed_port()}/cpu"
    options, reason, seconds = _choose(tmp_path, GRADER_TORCH_CPU_INDEX=index)
    assert options == []
    assert "not reachable" in reason and index in reason and "GRADER_TORCH_INDEX" in reason
    assert _choose.wanted == ["torch==2.13.0+cpu", "torch==2.13.0"]  # a local CPU wheel first, if any
    assert seconds < 10  # a short probe, not pip's three minutes


def test_with_an_nvidia_gpu_the_default_build_is_kept(tmp_path, indexes):
    options, reason, _ = _choose(tmp_path, gpu=True, GRADER_TORCH_CPU_INDEX=indexes["cpu"])
    assert options == [] and _choose.wanted == ["torch==2.13.0"]
    assert "NVIDIA GPU is present" in reason and "H100" in reason and "CUDA" in reason


def test_grader_torch_index_chooses_by_hand(tmp_path, indexes):
    options, reason, _ = _choose(tmp_path, gpu=True, GRADER_TORCH_INDEX=indexes["cpu"])
    assert options == ["--extra-index-url", indexes["cpu"]] and "GRADER_TORCH_INDEX" in reason
    options, reason, _ = _choose(tmp_path, GRADER_TORCH_INDEX="default",
                                 GRADER_TORCH_CPU_INDEX=indexes["cpu"])
    assert options == [] and "GRADER_TORCH_INDEX=default" in reason


def test_pip_given_the_chosen_options_installs_the_cpu_build_over_the_default_indexs(tmp_path, indexes):
    """The options bootstrap passes, beside an index that also has torch 2.13.0 (as PyPI has the
    CUDA build): pip resolves torch==2.13.0 to 2.13.0+cpu, and to 2.13.0 without them."""
    options, _, _ = _choose(tmp_path, GRADER_TORCH_CPU_INDEX=indexes["cpu"])

    def resolved(extra: list[str], requirement: str = "torch==2.13.0", index: str = indexes["default"]) -> str:
        report = tmp_path / "report.json"
        env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
        env["PIP_CONFIG_FILE"] = os.devnull  # this machine's find-links and constraints stay out of it
        subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--no-deps",
                        "--disable-pip-version-check", "--no-cache-dir", "--report", str(report),
                        "--index-url", index, *extra, requirement],
                       env=env, capture_output=True, text=True, timeout=120, check=True)
        return json.loads(report.read_text())["install"][0]["metadata"]["version"]

    assert resolved(options) == "2.13.0+cpu"
    assert resolved([]) == "2.13.0"
    # the CPU index unreachable, a configured mirror with both builds: the CPU one is asked for first
    assert resolved([], "torch==2.13.0") == "2.13.0"
    assert resolved([], "torch==2.13.0", index=indexes["mirror"]) == "2.13.0+cu130"  # what plain pip takes
    assert resolved([], "torch==2.13.0+cpu", index=indexes["mirror"]) == "2.13.0+cpu"


@pytest.mark.skipif(os.path.exists("/proc/driver/nvidia/version"), reason="this machine has an NVIDIA driver")
def test_a_cuda_build_left_in_the_environment_is_replaced_by_the_cpu_build(tmp_path, indexes):
    """An environment that already holds torch 2.13.0 from the default index (the CUDA build, as a
    set-up under `env -i` once left): the first requirement bootstrap tries replaces it."""
    options, _, _ = _choose(tmp_path, GRADER_TORCH_CPU_INDEX=indexes["cpu"])
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env["PIP_CONFIG_FILE"] = os.devnull
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "--disable-pip-version-check", "--no-cache-dir"]

    def install(*args: str) -> None:
        subprocess.run([*pip, "install", "--no-deps", "--index-url", indexes["default"], *args],
                       env=env, capture_output=True, text=True, timeout=120, check=True)

    def installed() -> str:
        shown = subprocess.run([*pip, "show", "torch"], env=env, capture_output=True, text=True, timeout=60,
                               check=True).stdout
        return next(line.split()[1] for line in shown.splitlines() if line.startswith("Version:"))

    install("torch==2.13.0")
    assert installed() == "2.13.0"
    install(*options, _choose.wanted[0])
    assert installed() == "2.13.0+cpu"
