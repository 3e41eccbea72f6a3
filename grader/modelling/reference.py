"""Layer 3: the grader's own re-runs of each run configuration, cached on disk.

N seeded samples per (activity, model, prompt, parameters), reduced to the measures the rubric
compares against; stored content-addressed (the key hashes everything that changes the samples)
and written atomically, so a batch computes them once. A lock file per key makes processes that
need the same samples at once (the workers of a batch, the demo's classes) wait for the one that
computes them instead of computing them again.

**Batched, one seed stream per sample.** Every sampled run that shares a prompt and a length is
generated in one batch: the runs of one activity (A1-A3 at three temperatures, B1-B3 at three
top-p) and their N samples each are rows of a single ``generate`` call. Each row is drawn from
its own ``torch.Generator``, seeded from (the activity's seed, the sample's index) only, and
warped with its own run's temperature/top-k/top-p (Hugging Face's warpers, in ``generate``'s
order): sample i is the same text whatever the batch size, whichever other runs share the batch
and whether it is generated alone (``batch=False``, the one-at-a-time baseline the benchmark
compares with). Rows of identical prompts need no padding, so a row's logits are those of a
batch of one up to float noise: CPU kernels sum in another order for another batch shape (about
1e-6), which can flip a draw that falls on a kept-set edge. Rare, and harmless for what the
samples are for (measures over N samples, never a verdict on one text), but "the same text" is
a property of the seeds, not a bitwise promise.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Sequence

from ..core.records import DecodingParams
from .measures import distinct_n, repetition_rate
from .models import cache_dir

MEASURES = {"repetition": repetition_rate, "diversity": distinct_n}
VERSION = 3  # 3: drawn among the kept tokens; 2: one seed stream per sample (1: one seed for a run's num_return_sequences)


@dataclass(frozen=True)
class ReferenceRuns:
    run_id: str
    texts: tuple[str, ...]
    measures: dict[str, tuple[float, ...]]

    def position(self, measure: str, value: float) -> dict[str, float]:
        vals = sorted(self.measures[measure])
        below = sum(v < value for v in vals) + 0.5 * sum(v == value for v in vals)
        return {"n": len(vals), "median": vals[len(vals) // 2], "low": vals[0], "high": vals[-1],
                "percentile": 100.0 * below / len(vals), "value": value, "samples": vals}


@dataclass(frozen=True)
class RunRequest:
    """One run the grader re-runs: its id, prompt and decoding parameters."""

    run_id: str
    prompt: str
    params: DecodingParams


def sample_seed(seed: int, index: int) -> int:
    """The seed of sample ``index``'s own stream: a function of the run's seed and the index only."""
    digest = hashlib.sha256(f"grader-reference:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") & ((1 << 63) - 1)


def _key(parts: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:24]


def _parts(lm: Any, req: RunRequest, n: int, seed: int) -> dict[str, Any]:
    import torch
    import transformers

    return {"model": lm.name, "dtype": lm.dtype, "prompt": req.prompt, "params": req.params.__dict__, "n": n,
            "seed": seed, "torch": torch.__version__, "transformers": transformers.__version__, "v": VERSION}


INSTALLED_ENV = "GRADER_INSTALLED_REFERENCE"
"""The folder of reference re-runs the set-up computed (``scripts/bootstrap``) inside the environment;
unset: ``<sys.prefix>/share/llm-course-grader/reference``; empty: none."""


def installed_dir() -> Path | None:
    """Reference re-runs the set-up computed once for this environment (the embedded model's, for the
    course's activities): read-only at run time and shared by every user, HOME and cache that runs this
    interpreter, as the model's conversion is (grader/modelling/models.py)."""
    env = os.environ.get(INSTALLED_ENV)
    if env is not None:
        return Path(env).expanduser() if env.strip() else None
    return Path(sys.prefix) / "share" / "llm-course-grader" / "reference"


def reference_runs(lm: Any, run_id: str, prompt: str, params: DecodingParams, n: int, seed: int,
                   folder: Path | None = None) -> ReferenceRuns:
    """The reference samples of one run (see :func:`reference_set`)."""
    return reference_set(lm, [RunRequest(run_id, prompt, params)], n, seed, folder)[run_id]


def reference_set(lm: Any, requests: Sequence[RunRequest], n: int, seed: int, folder: Path | None = None,
                  *, batch: bool = True) -> dict[str, ReferenceRuns]:
    """Run id -> its reference samples, for every request: read from the cache, else generated
    (the missing sampled runs of one prompt and length in one batch) and stored."""
    shared = installed_dir() if folder is None else None  # the set-up's, after the user's own cache
    folder = folder or cache_dir() / "reference"
    paths = {r.run_id: folder / f"{_key(_parts(lm, r, n, seed))}.json" for r in requests}
    texts: dict[str, tuple[str, ...]] = {}
    missing = [r for r in requests if not _load(paths[r.run_id], texts, r.run_id)
               and not (shared is not None and _load(shared / paths[r.run_id].name, texts, r.run_id))]
    if missing:
        folder.mkdir(parents=True, exist_ok=True)
        with _locked(sorted({paths[r.run_id] for r in missing})):  # two runs may share a key
            missing = [r for r in missing if not _load(paths[r.run_id], texts, r.run_id)]  # done meanwhile?
            made = generate_samples(lm, missing, n, seed, batch=batch)
            for r in missing:
                texts[r.run_id] = made[r.run_id]
                _store(paths[r.run_id], {"key": _parts(lm, r, n, seed), "texts": list(made[r.run_id])})
    return {r.run_id: ReferenceRuns(r.run_id, texts[r.run_id],
                                    {name: tuple(fn(t) for t in texts[r.run_id]) for name, fn in MEASURES.items()})
            for r in requests}


def _load(path: Path, into: dict[str, tuple[str, ...]], run_id: str) -> bool:
    try:
        into[run_id] = tuple(json.loads(path.read_text(encoding="utf-8"))["texts"])
        return True
    except (OSError, ValueError, KeyError, TypeError):
        return False  # absent, or not a complete file: generated (again)


def _store(path: Path, data: dict[str, Any]) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False)
    os.replace(tmp, path)


@contextlib.contextmanager
def _locked(paths: list[Path]) -> Iterator[None]:
    """Exclusive locks on ``<key>.lock`` beside each path, taken in sorted order (no deadlock)."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no cross-process lock, at worst a sample set computed twice
        yield
        return
    with contextlib.ExitStack() as stack:
        for path in paths:
            fh = stack.enter_context(open(path.with_suffix(".lock"), "a+b"))
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        yield


def generate_samples(lm: Any, requests: Sequence[RunRequest], n: int, seed: int, *,
                     batch: bool = True) -> dict[str, tuple[str, ...]]:
    """Run id -> its texts: one greedy text, or ``n`` samples, sample i from seed stream
    ``sample_seed(seed, i)``. ``batch``: the sampled runs of one prompt and length in one
    ``generate`` call; else one call per sample (the same texts up to float noise between batch
    shapes, slower)."""
    out: dict[str, tuple[str, ...]] = {}
    groups: dict[tuple[str, int], list[tuple[RunRequest, int]]] = {}
    for req in requests:
        if not req.params.do_sample:
            out[req.run_id] = tuple(_generate(lm, req.prompt, _length(req.params), [(req.params, 0)]))
            continue
        rows = [(req, i) for i in range(n)]
        if batch:
            groups.setdefault((req.prompt, _length(req.params)), []).extend(rows)
        else:
            for row in rows:
                groups[(req.prompt, _length(req.params), req.run_id, row[1])] = [row]  # type: ignore[index]
    collected: dict[str, dict[int, str]] = {}
    for key, rows in groups.items():
        made = _generate(lm, key[0], key[1], [(req.params, sample_seed(seed, i)) for req, i in rows])
        for (req, i), text in zip(rows, made):
            collected.setdefault(req.run_id, {})[i] = text
    for run_id, by_index in collected.items():
        out[run_id] = tuple(by_index[i] for i in range(n))
    return out


def _length(params: DecodingParams) -> int:
    return params.max_new_tokens or 80


def _generate(lm: Any, prompt: str, max_new_tokens: int, rows: list[tuple[DecodingParams, int]]) -> list[str]:
    """One ``generate`` call over ``len(rows)`` copies of ``prompt``; row i greedy or sampled with
    its own parameters from its own seed (the sampling is done by :class:`_RowSampler`, generate
    then takes the only finite token)."""
    import torch

    tok = lm.tokenizer
    inputs = tok([prompt] * len(rows), return_tensors="pt")
    kwargs: dict[str, Any] = {"max_new_tokens": max_new_tokens, "pad_token_id": tok.eos_token_id,
                              "do_sample": False, "temperature": None, "top_p": None, "top_k": None}
    if any(p.do_sample for p, _ in rows):
        from transformers import LogitsProcessorList

        kwargs["logits_processor"] = LogitsProcessorList([_RowSampler(lm.model, rows)])
    with torch.inference_mode():
        out = lm.model.generate(**inputs, **kwargs)
    start = 0 if lm.is_encoder_decoder else inputs.input_ids.shape[1]
    return [tok.decode(row[start:], skip_special_tokens=True) for row in out]


class _RowSampler:
    """A logits processor that samples each row with its own warpers and generator and leaves
    only the drawn token finite, so that greedy ``generate`` emits it."""

    def __init__(self, model: Any, rows: list[tuple[DecodingParams, int]]) -> None:
        import torch

        from .decoding import build_warpers, resolve_top_k

        self.generators = [torch.Generator().manual_seed(s) if p.do_sample else None for p, s in rows]
        by_params: dict[DecodingParams, list[int]] = {}
        for i, (params, _) in enumerate(rows):
            if params.do_sample:
                by_params.setdefault(params, []).append(i)
        self.groups = [(build_warpers(p, resolve_top_k(model, p)), torch.tensor(ix)) for p, ix in by_params.items()]

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        import torch

        chosen = scores.argmax(dim=-1)  # greedy rows keep generate's choice
        for warpers, index in self.groups:
            warped = warpers(input_ids[index], scores[index].float())
            finite = torch.isfinite(warped)
            for row, logits, keep in zip(index.tolist(), warped, finite):
                # Drawn among the kept tokens only: the same distribution as over the whole
                # vocabulary, and a draw over a few hundred entries instead of ~50,000 (the full
                # vocabulary's draw was a seventh of a reference batch's time).
                kept = keep.nonzero().squeeze(1)
                probs = torch.softmax(logits[kept], dim=-1)
                chosen[row] = kept[torch.multinomial(probs, 1, generator=self.generators[row])[0]]
        only = torch.full_like(scores, float("-inf"))
        only[torch.arange(scores.shape[0]), chosen] = 0.0
        return only
