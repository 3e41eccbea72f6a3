"""Shared fixtures: tiny real models built on the spot, the embedded model, a scripted fake."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from types import SimpleNamespace
from typing import Callable

import pytest
import torch
from tiny_models import build_tiny_gpt2, build_tiny_t5, cached_build

# scripts/test runs the suite on pytest-xdist's workers (one per core): each worker its share of the cores
WORKERS = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
torch.set_num_threads(max(1, min(2, (os.cpu_count() or 1) // WORKERS)))


def pytest_collection_modifyitems(session, config, items):
    """The tests that start kernels first (``KERNEL_HEAVY``), the tests marked ``unprivileged_user`` last.

    On xdist's workers (scripts/test) the kernels' tests are one unit of work, run in order on one worker
    (``pytest_xdist_make_scheduler``), while the other workers take the other modules, tests/test_bwrap.py
    among them, whose root set-up and nested run (each test's own kernels) then have their worker to
    themselves. In one process, root's set-up of the unprivileged user's environment (minutes on a fresh
    machine, no assertion about time) starts now, in the background, and its nested run beside the
    pure-Python tests once the kernels' tests are done."""
    marked = [item for item in items if item.get_closest_marker("unprivileged_user")]
    rest = [item for item in items if item not in marked]
    heavy = [item for item in rest if item.module.__name__ in KERNEL_HEAVY]
    items[:] = heavy + [item for item in rest if item not in heavy] + marked
    if not marked or config.option.collectonly:
        return
    import unprivileged_user

    if os.environ.get("PYTEST_XDIST_WORKER"):
        unprivileged_user.BACKGROUND = False
        unprivileged_user.release()  # nothing to wait for: no kernels' tests on the worker that runs these
        return

    global _LAST_HEAVY
    _LAST_HEAVY = heavy[-1].nodeid if heavy else None
    if _LAST_HEAVY is None:
        unprivileged_user.release()
    unprivileged_user.start(nested=any(item.name.startswith(unprivileged_user.NESTED_TEST) for item in marked))


# modules whose tests start kernels (papermill, the grader's pools, nested runs): run first, and on xdist
# all on one worker, in order, so that no two of them share the cores with each other's kernels
KERNEL_HEAVY = {"test_batch", "test_ci", "test_cli", "test_course", "test_demo_starters", "test_execute",
                "test_forked_kernels", "test_hostile_corpus", "test_install", "test_isolation", "test_kernel_hook",
                "test_kernel_pool", "test_model_prepare", "test_model_choice", "test_selfcheck"}


# of those, the ones with no tight time limit of their own (a wheel built and installed, a model prepared, the
# command line's exit codes): a unit of their own, which the other worker takes beside the pure-Python tests, so
# that the two workers finish together (one unit held them all: 457 s against the other worker's 329 s)
KERNEL_APART = {"test_cli", "test_install", "test_model_prepare"}


@pytest.hookimpl(optionalhook=True)  # without xdist (-p no:xdist) the hook is unknown
def pytest_xdist_make_scheduler(config, log):
    """xdist's scheduling by scope (a module a unit of work, as ``--dist loadfile``), but every module of
    ``KERNEL_HEAVY`` in one unit (those of ``KERNEL_APART`` in a second one). (``--dist loadgroup`` cannot do it: on pytest 9.2 it drops its
    groups silently, pytest-xdist issue 1386.)"""
    from xdist.scheduler import LoadScopeScheduling

    class KernelsOnOneWorker(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            stem = Path(module).stem
            return "kernels-apart" if stem in KERNEL_APART else "kernels" if stem in KERNEL_HEAVY else module

    return KernelsOnOneWorker(config, log)


_LAST_HEAVY: str | None = None


def pytest_runtest_logfinish(nodeid, location):
    if _LAST_HEAVY is not None and nodeid == _LAST_HEAVY:
        import unprivileged_user

        unprivileged_user.release()

_BUILD_ROOT = Path(os.environ.get("GRADER_TEST_MODELS", Path(tempfile.gettempdir()) / "grader-test-models"))


@pytest.fixture(scope="session")
def tiny_gpt2_dir() -> Path:
    return cached_build(build_tiny_gpt2, _BUILD_ROOT)


@pytest.fixture(scope="session")
def tiny_t5_dir() -> Path:
    return cached_build(build_tiny_t5, _BUILD_ROOT)


@pytest.fixture(scope="session")
def tiny_gpt2(tiny_gpt2_dir):
    from grader.modelling.models import load_model

    return load_model(str(tiny_gpt2_dir))


@pytest.fixture(scope="session")
def tiny_t5(tiny_t5_dir):
    from grader.modelling.models import load_model

    return load_model(str(tiny_t5_dir))


@pytest.fixture(scope="module")
def one_torch_thread():
    """One torch thread for a module: half precision on a CPU is many small parallel regions, where
    a second thread only waits (and, beside any other process, spins for ages); verdicts are the same."""
    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)


@pytest.fixture(scope="session")
def smollm():
    """The embedded offline model (converted once into the user cache, then ~1 s to load)."""
    from grader.modelling.models import load_model

    return load_model("smollm2-135m")


class _ScriptCache:
    """Stands in for a KV cache: remembers the tokens seen so far."""

    def __init__(self) -> None:
        self.tokens: list[int] = []

    def get_seq_length(self) -> int:
        return len(self.tokens)

    def crop(self, n: int) -> None:
        assert n < 0
        del self.tokens[n:]


class ScriptedCausalLM(torch.nn.Module):
    """A causal LM whose next-token logits are whatever ``script(tokens)`` returns.

    ``script`` receives the whole sequence so far (prompt + continuation) as a tuple and returns
    a float tensor of vocabulary size. Lets a test put exact numbers on each decoding step.
    """

    def __init__(self, vocab_size: int, script: Callable[[tuple[int, ...]], torch.Tensor], eos_id: int,
                 top_k: int | None = None) -> None:
        super().__init__()
        self.vocab_size = vocab_size
        self.script = script
        self.config = SimpleNamespace(is_encoder_decoder=False)
        self.generation_config = SimpleNamespace(top_k=top_k, eos_token_id=eos_id)
        self._anchor = torch.nn.Parameter(torch.zeros(1))  # so .to(dtype) has something to move

    def forward(self, input_ids, past_key_values=None, use_cache=True, **_):
        cache = past_key_values if past_key_values is not None else _ScriptCache()
        rows = []
        for tok in input_ids[0].tolist():
            cache.tokens.append(int(tok))
            rows.append(self.script(tuple(cache.tokens)).float())
        return SimpleNamespace(logits=torch.stack(rows)[None], past_key_values=cache)


@pytest.fixture(scope="session")
def scripted(tiny_gpt2):
    """Factory: ``scripted(script, top_k=None)`` -> a LoadedModel around a ScriptedCausalLM that
    shares the tiny GPT-2's tokenizer (so texts and ids are real byte-level BPE)."""
    from grader.modelling.models import LoadedModel

    tok = tiny_gpt2.tokenizer

    def make(script, top_k=None):
        model = ScriptedCausalLM(len(tok), script, eos_id=tok.eos_token_id, top_k=top_k)
        return LoadedModel(name="scripted", model=model, tokenizer=tok, dtype="float32", source="local", path="")

    return make
