"""A provenance verdict in a sentence a student understands (the message of a ProvenanceResult)."""

from __future__ import annotations

from ..core.records import DecodingParams, TokenCheck, Verdict


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def describe(verdict: Verdict, violation: TokenCheck | None, params: DecodingParams, top_k: int | None,
             n_tokens: int, n_borderline: int) -> str:
    """A sentence a student understands."""
    setting = params.describe()
    if params.do_sample and params.top_k is None and top_k is not None:
        setting = setting.replace(", top-p", f", top-k={top_k} (default), top-p")
    if verdict is Verdict.CONSISTENT:
        extra = f" ({n_borderline} borderline within float tolerance)" if n_borderline else ""
        return f"All {n_tokens} tokens could have been produced by the model with {setting}{extra}."
    if verdict is Verdict.UNDETERMINED or violation is None:
        return "Could not decide whether the model could have produced this text."
    tok = violation.text
    if not params.do_sample:
        return (
            f"Token {violation.index + 1} ({tok!r}) is not what greedy decoding produces: it was the model's "
            f"{_ordinal(violation.rank)} choice, and greedy decoding always takes the 1st."
        )
    return (
        f"Token {violation.index + 1} ({tok!r}) could not have been sampled with {setting}: it was the "
        f"model's {_ordinal(violation.rank)} most likely token at that step, but only "
        + ("the single most likely token was kept." if violation.kept_set_size == 1
           else f"the {violation.kept_set_size} most likely tokens were kept.")
    )
