"""The model in the dtype a student's text was sampled in, for the provenance check's replay.

A copy per dtype and way of getting there, kept on the loaded model (made once per process): the
replay must compute what ``generate`` computed in the student's notebook, to the bit.
"""

from __future__ import annotations

import copy
from typing import Any

import torch


def model_in_dtype(lm: Any, dtype: str, *, cast: bool = False) -> Any:
    """The model in ``dtype`` as a student's code gets it: loaded in it (``from_pretrained(...,
    dtype=...)``: the weights rounded, buffers such as rotary frequencies kept in float32) or, with
    ``cast``, converted afterwards (``model.half()``, ``.to(torch.bfloat16)``: every floating buffer
    rounded too). On rotary-position models the two sample differently within a few tokens."""
    if dtype == lm.dtype:
        return lm.model
    cache = lm.__dict__.setdefault("_dtype_copies", {})
    if (dtype, cast) not in cache:
        model = copy.deepcopy(lm.model)
        if cast:
            model.to(getattr(torch, dtype))
        else:
            for param in model.parameters():  # tied weights are one parameter: rounded once
                param.data = param.data.to(getattr(torch, dtype))
        cache[(dtype, cast)] = model
    return cache[(dtype, cast)]
