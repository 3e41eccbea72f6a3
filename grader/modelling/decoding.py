"""Model-side mechanics of decoding: the sampling warpers and an incremental decoder.

The warpers are Hugging Face's own processor classes, built in the order ``generate`` builds
them (temperature -> top-k -> top-p, at least one token kept), so a kept set here is the kept
set ``generate`` sampled from. The decoder mirrors ``generate``'s loop: one prefill over the
prompt, then one token at a time through the KV cache, with logits cast to float32.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch
from transformers import LogitsProcessorList, TemperatureLogitsWarper, TopKLogitsWarper, TopPLogitsWarper

from ..core.records import HF_DEFAULT_TOP_K, DecodingParams

MIN_TOKENS_TO_KEEP = 1  # what generate uses without beam search


def resolve_top_k(model: Any, params: DecodingParams) -> int | None:
    """The top-k ``generate`` would apply: the call's, else the model's config, else 50."""
    if not params.do_sample:
        return None
    k = params.top_k
    if k is None:
        k = getattr(getattr(model, "generation_config", None), "top_k", None)
    if k is None:
        k = HF_DEFAULT_TOP_K
    return None if k == 0 else int(k)


def build_warpers(params: DecodingParams, top_k: int | None) -> LogitsProcessorList:
    """Same conditions and order as GenerationMixin._get_logits_processor for sampling."""
    warpers = LogitsProcessorList()
    if params.temperature != 1.0:
        warpers.append(TemperatureLogitsWarper(params.temperature))
    if top_k is not None:
        warpers.append(TopKLogitsWarper(top_k=top_k, min_tokens_to_keep=MIN_TOKENS_TO_KEEP))
    if params.top_p < 1.0:
        warpers.append(TopPLogitsWarper(top_p=params.top_p, min_tokens_to_keep=MIN_TOKENS_TO_KEEP))
    return warpers


_WINDOW_EXTRA = 64


@dataclass(frozen=True)
class Warped:
    """Warped logits of n rows: the full [n, vocab] tensor (``indices`` None), or a window of
    the best columns (``values`` [n, w] at vocabulary ``indices`` [n, w]; -inf outside)."""

    values: torch.Tensor
    indices: torch.Tensor | None = None

    def full(self, vocab: int) -> torch.Tensor:
        if self.indices is None:
            return self.values
        out = torch.full((self.values.shape[0], vocab), float("-inf"), dtype=self.values.dtype)
        return out.scatter_(1, self.indices, self.values)


def warp_rows(warpers: LogitsProcessorList, logits: torch.Tensor, top_k: int | None = None) -> Warped:
    """Apply the warpers to rows of logits ([n, vocab], float32); removed tokens become -inf.

    These warpers ignore ``input_ids``, so every row (decoding step) can go in one batch. With
    a top-k, only the k best columns can survive, so the warpers run on a window of the top
    k + 64 columns: the kept set is identical, at a twentieth of the sorting. Ties among the
    top k + 1 values would let top-p's sort order them differently in a smaller row (common in
    bfloat16), so such rows use the full vocabulary.
    """
    dummy_ids = torch.zeros((logits.shape[0], 1), dtype=torch.long)
    width = (top_k or 0) + _WINDOW_EXTRA
    if top_k and width < logits.shape[-1]:
        window = torch.topk(logits, width, dim=-1)
        # The kept set lies inside the window unless ties at the k-th value run past it.
        if bool((window.values[:, top_k - 1] > window.values[:, -1]).all()):
            values = warpers(dummy_ids, window.values.clone())
            head = window.values[:, : top_k + 1]
            tied = ~(head[:, :-1] > head[:, 1:]).all(dim=-1)
            if bool(tied.any()):
                full_rows = warpers(dummy_ids[tied], logits[tied].clone())
                values[tied] = full_rows.gather(1, window.indices[tied])
            return Warped(values, window.indices)
    return Warped(warpers(dummy_ids, logits.clone()))


def warp(warpers: LogitsProcessorList, logits: torch.Tensor, top_k: int | None = None) -> torch.Tensor:
    """:func:`warp_rows` as a full [n, vocab] tensor."""
    return warp_rows(warpers, logits, top_k).full(logits.shape[-1])


@dataclass(frozen=True)
class StepStats:
    """Per-step facts about one chosen token, computed from raw and warped logits."""

    in_kept_set: bool
    logprob: float
    sampling_logprob: float | None
    rank: int
    kept_set_size: int


def step_stats(raw: torch.Tensor, warped: Warped, ids: torch.Tensor) -> list[StepStats]:
    """Stats for tokens ``ids[i]`` at rows ``raw[i]`` ([n, vocab]) and ``warped``."""
    rows = torch.arange(ids.shape[0])
    chosen_raw = raw[rows, ids]
    logprob = chosen_raw - torch.logsumexp(raw, dim=-1)
    kept = torch.isfinite(warped.values)
    size = kept.sum(dim=-1)
    log_sampling = torch.log_softmax(warped.values, dim=-1)
    if warped.indices is None:
        in_kept = kept[rows, ids]
        sampling = log_sampling[rows, ids]
        rank = (raw > chosen_raw[:, None]).sum(dim=-1) + 1
    else:
        match = warped.indices == ids[:, None]
        in_kept = (match & kept).any(dim=-1)
        sampling = torch.where(match, log_sampling, torch.zeros_like(log_sampling)).sum(dim=-1)
        # Inside the window every larger logit is in the window too; outside, count the row.
        rank = (raw.gather(1, warped.indices) > chosen_raw[:, None]).sum(dim=-1) + 1
        outside = ~match.any(dim=-1)
        if bool(outside.any()):
            rank[outside] = (raw[outside] > chosen_raw[outside, None]).sum(dim=-1) + 1
    return [
        StepStats(
            in_kept_set=bool(in_kept[i]),
            logprob=float(logprob[i]),
            sampling_logprob=float(sampling[i]) if bool(in_kept[i]) else None,
            rank=int(rank[i]),
            kept_set_size=int(size[i]),
        )
        for i in range(ids.shape[0])
    ]


def kept_with_margin(warpers: LogitsProcessorList, raw_row: torch.Tensor, token_id: int, margin: float,
                     top_k: int | None = None) -> bool:
    """Would ``token_id`` be kept if float noise of ``margin`` (logit units, any sign, on every
    logit) went its way? The worst case raises its logit by ``margin`` and lowers all others by
    ``margin``: the same as raising it alone by ``2 * margin``."""
    row = raw_row.clone()[None, :]
    row[0, token_id] += 2 * margin
    return bool(torch.isfinite(warp(warpers, row, top_k))[0, token_id])


def argmax_within(raw_row: torch.Tensor, token_id: int, margin: float) -> bool:
    """Greedy counterpart of kept_with_margin: within 2 * margin of the top logit."""
    return bool(raw_row.max() - raw_row[token_id] <= 2 * margin)


class IncrementalDecoder:
    """Feeds tokens through a model with its KV cache, as ``generate`` does.

    ``logits_after(seq)`` returns float32 logits for the token that follows continuation
    ``seq``; the cache follows the most recent path and is cropped on backtracking, so a
    depth-first search costs about one single-token forward per visited node.
    """

    def __init__(self, model: Any, prompt_ids: list[int], decoder_start_id: int | None = None,
                 then: list[int] | None = None) -> None:
        """Prefill the prompt (and, in the same forward, the tokens ``then``: a teacher-forced
        pass whose rows are in ``self.prefill_rows``, row i predicting ``then[i]``)."""
        then = [int(t) for t in then or []]
        self.model = model
        self.encoder_decoder = bool(getattr(model.config, "is_encoder_decoder", False))
        self.forward_calls = 0
        with torch.inference_mode():
            if self.encoder_decoder:
                enc_ids = torch.tensor([prompt_ids], dtype=torch.long)
                self.encoder_outputs = model.get_encoder()(input_ids=enc_ids, return_dict=True)
                self.attention_mask = torch.ones_like(enc_ids)
                start = decoder_start_id if decoder_start_id is not None else model.config.decoder_start_token_id
                out = self._forward([int(start)] + then, cache=None)
            else:
                out = self._forward(list(prompt_ids) + then, cache=None)
        self.cache = out.past_key_values
        self.base_len = self.cache.get_seq_length() - len(then)
        self.prefill_rows = out.logits[0, -(len(then) + 1):].float()
        self.first_row = self.prefill_rows[0]
        self.path: list[int] = then
        self.last_row = self.prefill_rows[-1]

    def _forward(self, tokens: list[int], cache: Any) -> Any:
        self.forward_calls += 1
        ids = torch.tensor([tokens], dtype=torch.long)
        if self.encoder_decoder:
            return self.model(
                encoder_outputs=self.encoder_outputs,
                attention_mask=self.attention_mask,
                decoder_input_ids=ids,
                past_key_values=cache,
                use_cache=True,
            )
        # generate passes an attention mask at every step; in half precision the kernels it selects
        # round differently from a call without one (a tie in bfloat16 broken the other way)
        seen = cache.get_seq_length() if cache is not None else 0
        mask = torch.ones((1, seen + len(tokens)), dtype=torch.long)
        return self.model(input_ids=ids, attention_mask=mask, past_key_values=cache, use_cache=True)

    def feed(self, tokens: list[int]) -> torch.Tensor:
        """Append tokens to the current path; return logits after each one ([n, vocab])."""
        if not tokens:
            return torch.empty((0, self.first_row.shape[0]))
        with torch.inference_mode():
            out = self._forward(list(tokens), cache=self.cache)
        rows = out.logits[0].float()
        self.path.extend(int(t) for t in tokens)
        self.last_row = rows[-1]
        return rows

    def _crop(self, n: int) -> None:
        extra = self.cache.get_seq_length() - (self.base_len + n)
        if extra > 0:
            self.cache.crop(-extra)
        del self.path[n:]

    def logits_after(self, seq: list[int] | tuple[int, ...]) -> torch.Tensor:
        common = 0
        for a, b in zip(self.path, seq):
            if a != b:
                break
            common += 1
        if common == len(seq) == len(self.path):
            return self.last_row
        if common == len(seq):  # seq is a proper prefix of the cached path
            if common == 0:
                self._crop(0)
                self.last_row = self.first_row
                return self.first_row
            common -= 1
        self._crop(common)
        return self.feed(list(seq[common:]))[-1]
