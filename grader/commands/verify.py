"""``grader verify``: is a text something the model could have generated with these settings?"""

from __future__ import annotations

import json
import sys

from ..core.errors import GraderError
from ..core.records import DecodingParams, Verdict

EXIT_CODES = {Verdict.CONSISTENT: 0, Verdict.INCONSISTENT: 1, Verdict.UNDETERMINED: 4}


def run(
    *,
    model: str,
    prompt: str,
    text: str,
    temperature: float = 1.0,
    top_p: float = 1.0,
    top_k: int | None = None,
    greedy: bool = False,
    max_new_tokens: int | None = None,
    dtype: str = "float32",
    tolerance: float | None = None,
    search_budget: int | None = None,
    as_json: bool = False,
) -> int:
    """Exit 0 consistent, 1 inconsistent, 4 undetermined (2 usage and 3 model errors are raised)."""
    from ..modelling.models import load_model
    from ..modelling.provenance import DEFAULT_SEARCH_BUDGET, DEFAULT_TOLERANCE, Verifier

    params = DecodingParams(
        do_sample=not greedy, temperature=temperature, top_p=top_p, top_k=top_k, max_new_tokens=max_new_tokens
    )
    lm = load_model(model)
    verifier = Verifier(
        lm,
        dtype=dtype,
        tolerance=DEFAULT_TOLERANCE if tolerance is None else tolerance,
        search_budget=DEFAULT_SEARCH_BUDGET if search_budget is None else search_budget,
    )
    result = verifier.verify(prompt, text, params)
    if as_json:
        payload = {"model": model, **result.to_dict()}
        sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
    else:
        print(f"{result.verdict.value}: {result.message}")
        print(f"  model={model} params={params.describe()} dtype={dtype} method={result.method} "
              f"tokenisation={result.tokenisation} tokens={len(result.tokens)}")
        v = result.first_violation
        if v is not None:
            print(f"  first violation: token {v.index + 1} {v.text!r} rank={v.rank} kept-set size={v.kept_set_size}")
        for b in result.borderline:
            print(f"  borderline: token {b.index + 1} {b.text!r} rank={b.rank} kept-set size={b.kept_set_size}")
    return EXIT_CODES[result.verdict]


def check_usage(*, temperature: float, top_p: float, top_k: int | None, max_new_tokens: int | None) -> None:
    try:
        DecodingParams(temperature=temperature, top_p=top_p, top_k=top_k, max_new_tokens=max_new_tokens)
    except ValueError as exc:
        raise GraderError(str(exc)) from exc
