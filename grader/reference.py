"""Layer 3: the grader's own re-runs of each run configuration, cached on disk.

N seeded samples per (activity, model, prompt, parameters), generated in one batch, reduced to
the measures the rubric compares against; stored content-addressed (the key hashes everything
that changes the samples) and written atomically, so a batch computes them once.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .measures import distinct_n, repetition_rate
from .models import cache_dir
from .records import DecodingParams

MEASURES = {"repetition": repetition_rate, "diversity": distinct_n}


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


def _key(parts: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:24]


def reference_runs(lm: Any, run_id: str, prompt: str, params: DecodingParams, n: int, seed: int,
                   folder: Path | None = None) -> ReferenceRuns:
    import torch
    import transformers

    parts = {"model": lm.name, "dtype": lm.dtype, "prompt": prompt, "params": params.__dict__, "n": n,
             "seed": seed, "torch": torch.__version__, "transformers": transformers.__version__, "v": 1}
    folder = folder or cache_dir() / "reference"
    path = folder / f"{_key(parts)}.json"
    if path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        texts = tuple(data["texts"])
    else:
        texts = tuple(_sample(lm, prompt, params, n, seed))
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump({"key": parts, "texts": list(texts)}, fh, ensure_ascii=False)
        os.replace(tmp, path)
    measures = {name: tuple(fn(t) for t in texts) for name, fn in MEASURES.items()}
    return ReferenceRuns(run_id, texts, measures)


def _sample(lm: Any, prompt: str, params: DecodingParams, n: int, seed: int) -> list[str]:
    import torch

    tok = lm.tokenizer
    inputs = tok(prompt, return_tensors="pt")
    kwargs: dict[str, Any] = {"max_new_tokens": params.max_new_tokens or 80, "pad_token_id": tok.eos_token_id}
    if params.do_sample:
        kwargs.update(do_sample=True, temperature=params.temperature, top_p=params.top_p, num_return_sequences=n)
        if params.top_k is not None:
            kwargs["top_k"] = params.top_k
    else:
        kwargs.update(do_sample=False)
    torch.manual_seed(seed)
    with torch.inference_mode():
        out = lm.model.generate(**inputs, **kwargs)
    start = 0 if lm.is_encoder_decoder else inputs.input_ids.shape[1]
    return [tok.decode(row[start:], skip_special_tokens=True) for row in out]
