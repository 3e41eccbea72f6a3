"""Could this model have produced this text with these decoding settings?

The check proves impossibility, never likelihood:

* sampled text: one teacher-forced pass (prefill + all tokens through the KV cache) gives every
  step's logits; Hugging Face's own warpers give each step's kept set; every token must lie in
  it. When the canonical tokenisation of the text fails, a depth-first search looks for *any*
  tokenisation whose tokens are all kept (decode -> re-encode does not always give back the
  sampled ids). Before a verdict of ``inconsistent``, the decoding is replayed incrementally in
  the recorded dtype, as ``generate`` ran it, since bfloat16/float16 samples can fall outside a
  float32 kept set by rounding alone.
* greedy text: every token must be the argmax; a mismatch is confirmed by regenerating.
* float noise between machines: a token outside its kept set (or not the argmax) by less than
  ``tolerance`` logits of noise is *borderline*: listed, never a violation.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import torch

from ..core.records import DecodingParams, ProvenanceResult, TokenCheck, Verdict
from .decoding import (
    IncrementalDecoder,
    Warped,
    argmax_within,
    build_warpers,
    kept_with_margin,
    resolve_top_k,
    step_stats,
    warp,
    warp_rows,
)
from .dtypes import model_in_dtype
from .presentation import PresentationSearch, extra_budget, presented
from .verdict_text import describe
from .tokenbytes import Vocabulary, spans, vocabulary

# Logit noise treated as "same computation on other hardware". Measured by
# benchmarks/provenance_noise.py: float32 full pass vs incremental replay differ by < 1e-4 on
# the embedded model; 0.01 leaves a wide margin for GPU-vs-CPU kernels while a meaningful
# violation is usually several logits away.
DEFAULT_TOLERANCE = 0.01
DEFAULT_SEARCH_BUDGET = 400
MEMO_SIZE = 4096  # verdicts kept per Verifier (a class's distinct outputs, many times over)


class _BudgetExhausted(Exception):
    pass


@dataclass
class _Check:
    ids: list[int]
    tokens: list[TokenCheck]
    first_violation: TokenCheck | None
    rows: torch.Tensor  # raw float32 logits, [len(ids) + 1, vocab]: row i predicts ids[i]


def encode_prompt(tokenizer: Any, prompt: str) -> list[int]:
    """Prompt ids exactly as a student's ``tokenizer(prompt, return_tensors="pt")`` gives them."""
    return list(tokenizer(prompt).input_ids)


def encode_continuation(tokenizer: Any, text: str) -> list[int]:
    return list(tokenizer(text, add_special_tokens=False).input_ids)


class Verifier:
    """Verifies texts against one loaded model (see the module docstring)."""

    def __init__(
        self,
        lm: Any,
        *,
        dtype: str = "float32",
        tolerance: float = DEFAULT_TOLERANCE,
        search_budget: int = DEFAULT_SEARCH_BUDGET,
        shared: bool = False,
    ) -> None:
        """``shared``: keep the verdicts on ``lm`` itself, so every shared Verifier of the same model,
        dtype, tolerance and budget in this process reuses them (``grader ci``/``check`` run again,
        a review's re-grade, a batch's next notebook citing the same output)."""
        self.lm = lm
        self.dtype = dtype
        self.tolerance = tolerance
        self.search_budget = search_budget
        self.vocab: Vocabulary = vocabulary(lm.tokenizer)
        self._top_k: int | None = None
        # A verdict is a pure function of (model, dtype, prompt, text, params, ids): computed once.
        self._memo: dict[tuple, ProvenanceResult] = {}
        self._greedy: dict[tuple, list[int]] = {}
        if shared:
            memos = lm.__dict__.setdefault("_shared_verdicts", {}).setdefault(
                (dtype, tolerance, search_budget), ({}, {}))
            self._memo, self._greedy = memos
        self._prefetched: dict[tuple, torch.Tensor] = {}
        self.forward_passes = 0  # batched prefetch passes (for the benchmarks)

    # -- public -----------------------------------------------------------------------------

    def verify(
        self,
        prompt: str,
        text: str,
        params: DecodingParams,
        *,
        token_ids: list[int] | None = None,
        span: tuple[int, int] | None = None,
        permissive: bool = False,
        dtype: str | None = None,
    ) -> ProvenanceResult:
        """``text`` is the continuation only (decoded new tokens); ``prompt`` the exact prompt.

        ``token_ids``: the sampled ids when a generation record has them. ``span``: the
        character span of a student's excerpt inside ``text`` (the verdict covers the whole
        output the excerpt came from). ``permissive``: nothing recorded how the text was sampled
        (a printed text, a sampler of the student's own): before "inconsistent", the readings
        without generate's default top-k and in half precision are tried (:meth:`_permissive`).
        ``dtype``: the one the text was sampled in, where a record or the student's code says so
        (the replay runs the model in it); the verifier's own otherwise.
        """
        dtype = dtype or self.dtype
        key = (prompt, text, params, tuple(token_ids) if token_ids is not None else None, span, permissive, dtype)
        found = self._memo.get(key)
        if found is None:
            found = self._verify(prompt, text, params, token_ids=token_ids, span=span, permissive=permissive,
                                 dtype=dtype)
            if len(self._memo) >= MEMO_SIZE:
                try:  # a shared memo may be trimmed by another thread's Verifier at the same moment
                    self._memo.pop(next(iter(self._memo)), None)
                except (RuntimeError, StopIteration):
                    pass
            self._memo[key] = found
        return found

    def prefetch(self, items: list[tuple[str, str, DecodingParams, list[int] | None]], batch: int = 8) -> None:
        """Teacher-forced passes of many (prompt, text, params, token_ids) in padded batches of
        ``batch``: a later :meth:`verify` of a text whose every token is kept needs no forward
        pass of its own (a failing one falls back to the full check)."""
        self._prefetched.clear()
        todo = []
        for prompt, text, params, token_ids in items:
            if (prompt, text, params, tuple(token_ids) if token_ids is not None else None, None, False,
                    self.dtype) in self._memo:
                continue
            prompt_ids = encode_prompt(self.lm.tokenizer, prompt)
            ids = list(token_ids) if token_ids is not None else encode_continuation(self.lm.tokenizer, text)
            todo.append((tuple(prompt_ids), tuple(ids)))
        for start in range(0, len(todo), batch):
            chunk = list(dict.fromkeys(todo[start:start + batch]))
            for k, rows in zip(chunk, self._batched_rows(chunk)):
                self._prefetched[k] = rows

    def _batched_rows(self, chunk: list[tuple[tuple[int, ...], tuple[int, ...]]]) -> list[torch.Tensor]:
        model = self.lm.model
        pad = self.lm.tokenizer.pad_token_id or 0
        self.forward_passes += 1

        def padded(seqs: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
            width = max(len(x) for x in seqs)
            ids = torch.tensor([x + [pad] * (width - len(x)) for x in seqs], dtype=torch.long)
            mask = torch.tensor([[1] * len(x) + [0] * (width - len(x)) for x in seqs], dtype=torch.long)
            return ids, mask

        with torch.inference_mode():
            if getattr(model.config, "is_encoder_decoder", False):
                enc, enc_mask = padded([list(p) for p, _ in chunk])
                dec, dec_mask = padded([[int(model.config.decoder_start_token_id)] + list(i) for _, i in chunk])
                logits = model(input_ids=enc, attention_mask=enc_mask, decoder_input_ids=dec,
                               decoder_attention_mask=dec_mask, use_cache=False).logits
                return [logits[b, : len(i) + 1].float() for b, (_, i) in enumerate(chunk)]
            seqs, mask = padded([list(p) + list(i) for p, i in chunk])
            logits = model(input_ids=seqs, attention_mask=mask, use_cache=False).logits
            return [logits[b, len(p) - 1: len(p) + len(i)].float() for b, (p, i) in enumerate(chunk)]

    def _verify(self, prompt: str, text: str, params: DecodingParams, *, token_ids: list[int] | None,
                span: tuple[int, int] | None, permissive: bool = False, dtype: str | None = None) -> ProvenanceResult:
        dtype = dtype or self.dtype
        top_k = self._top_k = resolve_top_k(self.lm.model, params)
        warpers = build_warpers(params, top_k) if params.do_sample else None
        prompt_ids = encode_prompt(self.lm.tokenizer, prompt)
        ids = list(token_ids) if token_ids is not None else encode_continuation(self.lm.tokenizer, text)
        tokenisation = "given-ids" if token_ids is not None else "canonical"
        base = dict(params=params, top_k_used=top_k, tolerance=self.tolerance, span=span, dtype=dtype)

        rows = self._prefetched.pop((tuple(prompt_ids), tuple(ids)), None)
        if rows is not None and len(rows) == len(ids) + 1:
            quick = self._stats(rows, ids, warpers, params)
            if quick.first_violation is None and self._complete(quick, params):
                return self._result(Verdict.CONSISTENT, quick, "full-pass", tokenisation, **base)
        decoder = IncrementalDecoder(self.lm.model, prompt_ids, then=ids)
        first = self._check(decoder, ids, warpers, params)
        if first.first_violation is None and self._complete(first, params):
            return self._result(Verdict.CONSISTENT, first, "full-pass", tokenisation, **base)

        if not params.do_sample:
            return self._verify_greedy(prompt_ids, text, first, tokenisation, base)

        # A failing token: other tokenisations, then the recorded dtype's incremental replay.
        nodes = 0
        replays = [("retokenised", self.lm.model), ("replay", model_in_dtype(self.lm, dtype))]
        if dtype != self.lm.dtype:  # loaded in the dtype, or cast to it afterwards: both are students' code
            replays.append(("replay", model_in_dtype(self.lm, dtype, cast=True)))
        for method, model in replays:
            replay_decoder = decoder if method == "retokenised" else IncrementalDecoder(model, prompt_ids)
            try:
                found, used = self._search(replay_decoder, text, warpers, params, first if method == "retokenised" else None)
            except _BudgetExhausted:
                return self._result(
                    Verdict.UNDETERMINED, first, method, tokenisation, nodes_searched=nodes + self.search_budget,
                    message=f"Could not decide: the search over tokenisations of the text exceeded its budget "
                    f"of {self.search_budget} steps. The text needs a human look.",
                    **base,
                )
            nodes += used
            if found is not None:
                checked = self._check(replay_decoder, found, warpers, params)
                if checked.first_violation is not None:  # the search stepped incrementally; so do we
                    checked = self._check(replay_decoder, found, warpers, params, incremental=True)
                how = "searched" if found != ids else tokenisation
                return self._result(Verdict.CONSISTENT, checked, method, how, nodes_searched=nodes, **base)
        shown = self._modulo_presentation(decoder, text, warpers, params, first)
        if shown is not None:
            return shown
        loose = self._permissive(prompt_ids, text, ids, params, tokenisation, base) if permissive else None
        if loose is not None:
            return loose
        # in half precision only the step-by-step replay is what generate computed
        final = self._check(IncrementalDecoder(model_in_dtype(self.lm, dtype), prompt_ids), ids, warpers, params,
                            incremental=dtype != self.lm.dtype)
        if final.first_violation is None:  # every token is kept but not the length: truncated text
            final = first
        if (permissive or dtype != self.lm.dtype) and not self._far_outside(prompt_ids, ids, params):
            # Sampled in half precision (stated, or not known): another machine's rounding moves a
            # logit this far (up to 0.7 measured between a GPU in bfloat16 and this float32 reading,
            # benchmarks/gpu_provenance.py), and a tie there may break the other way. No exact
            # evidence, so no accusation: the instructor looks.
            v = final.first_violation
            return self._result(
                Verdict.UNDETERMINED, final, "replay", tokenisation, nodes_searched=nodes,
                message=f"Could not decide: token {v.index + 1} ({v.text!r}) is outside the kept set by less "
                f"than half a logit, which half-precision rounding on another machine (a GPU in bfloat16 or "
                f"float16) can move; the text needs a human look.", **base)
        return self._result(Verdict.INCONSISTENT, final, "replay", tokenisation, nodes_searched=nodes, **base)

    def _permissive(self, prompt_ids: list[int], text: str, ids: list[int], params: DecodingParams,
                    tokenisation: str, base: dict) -> ProvenanceResult | None:
        """The readings of a sample that depend on what the student's code did, not on the text:
        a sampler of their own applies temperature and top-p but not ``generate``'s default top-k
        of 50, and a model loaded in bfloat16 or float16 samples from its own rounding. A genuine
        sample is never judged impossible because of a setting the student did not use: CONSISTENT
        when one of those readings keeps every token (the message says which); None when none does
        within its bounded search (the strict verdict then stands)."""
        stated = base["dtype"]  # the reading every other one departs from
        top_ks = [self._top_k] + ([None] if params.top_k is None and self._top_k is not None else [])
        combos = [(None, stated)] if len(top_ks) > 1 else []
        combos += [(k, d) for d in ("bfloat16", "float16") if d != stated for k in top_ks]
        far: bool | None = None  # computed once, when a half-precision reading is next
        for top_k, dtype in combos:
            if dtype != stated:
                far = self._far_outside(prompt_ids, ids, params) if far is None else far
                if far:
                    break  # no rounding brings a token that far back: the dtypes cannot help
            warpers = build_warpers(params, top_k)
            model = model_in_dtype(self.lm, dtype)
            saved = self._top_k
            self._top_k = top_k
            try:
                decoder = IncrementalDecoder(model, prompt_ids)
                check = self._check(decoder, ids, warpers, params)  # one pass: a reading, not a replay
                found = ids if check.first_violation is None else None
                if (top_k, dtype) == (None, stated) and found is None:  # the float32 reading decides the rest
                    far = self._far(check, warpers)
                if found is None and dtype == stated:  # another tokenisation of the text
                    try:
                        saved_budget = self.search_budget
                        self.search_budget = min(saved_budget, extra_budget(ids))
                        try:
                            found, _ = self._search(decoder, text, warpers, params, None)
                        finally:
                            self.search_budget = saved_budget
                    except _BudgetExhausted:  # an edited text's search wanders: the strict verdict stands
                        found = None
                    if found is not None:
                        check = self._check(decoder, found, warpers, params)
                        found = found if check.first_violation is None else None
                if found is None and (any(c.isspace() for c in text) or text != text.strip()) \
                        and self._spacing_plausible(check, warpers):
                    # and shown otherwise: its spacing or line breaks changed by the display
                    found, _ = PresentationSearch(decoder, warpers, self.vocab, self._top_k, min(self.search_budget, extra_budget(ids))).run(
                        text, params.max_new_tokens)
                    if found is not None:
                        check = self._check(decoder, found, warpers, params)
                        found = found if check.first_violation is None else None
            finally:
                self._top_k = saved
            if found is None:
                continue
            how = []
            if top_k != self._top_k:
                how.append(f"without generate's default top-k of {self._top_k} (a sampler of the student's "
                           "own applies temperature and top-p only)")
            if dtype != stated:
                how.append(f"with the model in {dtype}")
            res = self._result(Verdict.CONSISTENT, check, "permissive", tokenisation,
                               details={"reading": {"top_k": top_k, "dtype": dtype}},
                               **{**base, "top_k_used": top_k, "dtype": dtype})
            return replace(res, message=f"{res.message} It is a sample of the declared temperature and top-p "
                           f"{' and '.join(how)}.")
        return None

    HALF_PRECISION_MARGIN = 0.5  # logits: more than bfloat16's rounding moves one on these models

    def _far_outside(self, prompt_ids: list[int], ids: list[int], params: DecodingParams) -> bool:
        """Whether some token of ``ids`` stays outside its step's kept set (temperature and top-p
        alone, float32) even with :attr:`HALF_PRECISION_MARGIN` of noise going its way: then no
        half-precision reading can keep it either, and none is computed (on a CPU they are slow)."""
        warpers = build_warpers(params, None)
        saved = self._top_k
        self._top_k = None
        try:
            decoder = IncrementalDecoder(self.lm.model, prompt_ids, then=ids)
            check = self._check(decoder, ids, warpers, params)
        finally:
            self._top_k = saved
        return self._far(check, warpers)

    def _far(self, check: _Check, warpers: Any) -> bool:
        return any(not t.in_kept_set and not kept_with_margin(warpers, check.rows[t.index], t.token_id,
                                                              self.HALF_PRECISION_MARGIN, None)
                   for t in check.tokens)

    def _spacing_plausible(self, check: _Check, warpers: Any) -> bool:
        """Whether the first failing step of ``check`` can be a display's spacing: the failing token
        is itself whitespace (a blank line shown as spaces), follows whitespace, or the step kept a
        token that starts a new line or is only whitespace (lines a display joined)."""
        v = check.first_violation
        if v is None:
            return True
        if not v.text.strip() or any(c in v.text for c in "\n\t\r\xa0") or "  " in v.text:
            return True
        if v.index > 0 and check.tokens[v.index - 1].text[-1:].isspace():
            return True
        raw = check.rows[v.index]
        warped = warp(warpers, raw[None, :], self._top_k)[0]
        shown = v.text.encode("utf-8")
        shown_lead = shown[: len(shown) - len(shown.lstrip())]
        for tid in torch.nonzero(torch.isfinite(warped)).flatten().tolist()[:4096]:
            spelled = self.vocab.token_bytes[tid]
            if spelled.startswith((b"\n", b"\r", b"\t")) or (spelled and not spelled.strip()):
                return True
            # the same first letter behind other leading whitespace (" cat" shown as "cat")
            body = spelled.lstrip()
            if body[:1] and body[:1] == shown.lstrip()[:1] and spelled[: len(spelled) - len(body)] != shown_lead:
                return True
        return False

    def _modulo_presentation(self, decoder: IncrementalDecoder, text: str, warpers: Any, params: DecodingParams,
                             first: _Check) -> ProvenanceResult | None:
        """CONSISTENT when some sequence of kept tokens renders to ``text`` once whitespace is
        presented differently (a blank line shown as a double space in a table, lines joined by a
        markdown blockquote, wrapped or indented lines): such a text was generated, only shown
        otherwise, and is never "not generated by the model". None when there is none."""
        if not any(c.isspace() for c in text) and text == text.strip():
            return None  # nothing of the text's whitespace can have been re-presented
        if not self._spacing_plausible(first, warpers):
            return None  # the first failing step is about letters, not spacing: an edit, not a display
        found, used = PresentationSearch(decoder, warpers, self.vocab, self._top_k,
                                         min(self.search_budget, extra_budget(first.ids))).run(
            text, params.max_new_tokens)
        if found is None:
            return None
        checked = self._check(decoder, found, warpers, params)
        if checked.first_violation is not None:
            checked = self._check(decoder, found, warpers, params, incremental=True)
        if checked.first_violation is not None:
            return None
        generated = self.lm.tokenizer.decode(found, skip_special_tokens=True)
        base = dict(params=params, top_k_used=self._top_k, tolerance=self.tolerance, span=None)
        res = self._result(Verdict.CONSISTENT, checked, "modulo-presentation", "searched", nodes_searched=used,
                           details={"generated_text": generated}, **base)
        return replace(res, message=f"{res.message} The text is shown with its spacing or line breaks changed; "
                       f"the model's text is: {generated!r}.")

    # -- checks -----------------------------------------------------------------------------

    def _check(self, decoder: IncrementalDecoder, ids: list[int], warpers: Any, params: DecodingParams,
               *, incremental: bool = False) -> _Check:
        """Teacher-forced check of ``ids``: one forward over all ids, or one per token as
        ``generate`` decodes when ``incremental``."""
        if decoder.path == ids and len(decoder.prefill_rows) == len(ids) + 1 and not incremental:
            rows = decoder.prefill_rows  # this check's forward already ran in the prefill
        elif incremental:
            decoder.logits_after([])
            fed = [decoder.logits_after(ids[: i + 1]) for i in range(len(ids))]
            later = torch.stack(fed) if fed else decoder.feed([])
            rows = torch.cat([decoder.first_row[None, :], later], dim=0)
        else:
            decoder.logits_after([])
            rows = torch.cat([decoder.first_row[None, :], decoder.feed(ids)], dim=0)
        return self._stats(rows, ids, warpers, params)

    def _stats(self, rows: torch.Tensor, ids: list[int], warpers: Any, params: DecodingParams) -> _Check:
        """Kept-set membership of each token, from the logits rows that predict them."""
        raw = rows[: len(ids)]
        id_tensor = torch.tensor(ids, dtype=torch.long)
        if params.do_sample:
            stats = step_stats(raw, warp_rows(warpers, raw, self._top_k), id_tensor)
        else:
            greedy = torch.full_like(raw, float("-inf"))
            if len(ids):
                greedy[torch.arange(len(ids)), raw.argmax(dim=-1)] = 0.0
            stats = step_stats(raw, Warped(greedy), id_tensor)
        _, token_spans = spans(self.vocab, ids)
        tokens: list[TokenCheck] = []
        first_violation = None
        for i, (tid, st) in enumerate(zip(ids, stats)):
            borderline = False
            if not st.in_kept_set:
                if params.do_sample:
                    borderline = kept_with_margin(warpers, raw[i], tid, self.tolerance, self._top_k)
                else:
                    borderline = argmax_within(raw[i], tid, self.tolerance)
            text, start, end = token_spans[i]
            tok = TokenCheck(
                index=i, token_id=tid, text=text, start=start, end=end, in_kept_set=st.in_kept_set,
                borderline=borderline, logprob=st.logprob, sampling_logprob=st.sampling_logprob,
                rank=st.rank, kept_set_size=st.kept_set_size,
            )
            tokens.append(tok)
            if first_violation is None and not st.in_kept_set and not borderline:
                first_violation = tok
        return _Check(ids=ids, tokens=tokens, first_violation=first_violation, rows=rows)

    def _complete(self, check: _Check, params: DecodingParams) -> bool:
        """A greedy output must be whole: it stops where the model stops or at max_new_tokens."""
        if params.do_sample or params.max_new_tokens is None or len(check.ids) >= params.max_new_tokens:
            return True
        eos = self._eos_ids()
        nxt = check.rows[len(check.ids)]
        best = int(nxt.argmax())
        return best in eos or any(argmax_within(nxt, e, self.tolerance) for e in eos)

    def _eos_ids(self) -> set[int]:
        eos = getattr(self.lm.model.generation_config, "eos_token_id", None)
        if eos is None:
            eos = self.lm.tokenizer.eos_token_id
        return set(eos if isinstance(eos, list) else [eos]) - {None}

    # -- greedy -------------------------------------------------------------------------------

    def _verify_greedy(self, prompt_ids: list[int], text: str, first: _Check, tokenisation: str, base: dict) -> ProvenanceResult:
        limit = base["params"].max_new_tokens or (len(first.ids) + 8)
        model = model_in_dtype(self.lm, base["dtype"])
        greedy_ids = self.greedy_ids(prompt_ids, limit, model=model)
        expected = self.lm.tokenizer.decode(greedy_ids, skip_special_tokens=True)
        if _same_text(expected, text):
            regen = self._check(IncrementalDecoder(model, prompt_ids), greedy_ids, None, base["params"])
            return self._result(Verdict.CONSISTENT, regen, "regenerated", "searched", **base)
        if presented(expected) == presented(text):  # the same words, spaced or broken otherwise
            regen = self._check(IncrementalDecoder(model, prompt_ids), greedy_ids, None, base["params"])
            res = self._result(Verdict.CONSISTENT, regen, "modulo-presentation", "searched",
                               details={"generated_text": expected}, **base)
            return replace(res, message=f"{res.message} The text is shown with its spacing or line breaks "
                           f"changed; the model's text is: {expected!r}.")
        if first.first_violation is None and _same_text(expected[: len(text)], text):
            msg = (
                "The text is only the beginning of the model's greedy output; the full output is: "
                f"{expected!r}."
            )
            return self._result(Verdict.INCONSISTENT, first, "regenerated", tokenisation, message=msg,
                                details={"expected_text": expected}, **base)
        res = self._result(Verdict.INCONSISTENT, first, "regenerated", tokenisation,
                           details={"expected_text": expected}, **base)
        return replace(res, message=f"{res.message} The model's greedy output is: {expected!r}.")

    def greedy_ids(self, prompt_ids: list[int], max_new_tokens: int, model: Any | None = None) -> list[int]:
        """The model's own greedy continuation, stopping at EOS like ``generate``."""
        model = model if model is not None else self.lm.model
        key = (tuple(prompt_ids), max_new_tokens, id(model))
        if key not in self._greedy:  # the same prompt's greedy run is computed once per batch
            self._greedy[key] = self._greedy_uncached(prompt_ids, max_new_tokens, model)
        return list(self._greedy[key])

    def _greedy_uncached(self, prompt_ids: list[int], max_new_tokens: int, model: Any) -> list[int]:
        decoder = IncrementalDecoder(model, prompt_ids)
        eos = self._eos_ids()
        out: list[int] = []
        row = decoder.first_row
        for _ in range(max_new_tokens):
            nxt = int(row.argmax())
            if nxt in eos:
                break
            out.append(nxt)
            row = decoder.feed([nxt])[-1]
        return out

    # -- tokenisation search -----------------------------------------------------------------

    def _search(self, decoder: IncrementalDecoder, text: str, warpers: Any, params: DecodingParams,
                known: _Check | None) -> tuple[list[int] | None, int]:
        """Depth-first search for a tokenisation of ``text`` whose every token is kept (or
        borderline). Most probable candidates first; rows along ``known.ids`` come for free."""
        target = text.encode("utf-8")
        limit = params.max_new_tokens
        nodes = 0

        def row_for(seq: list[int]) -> torch.Tensor:
            if known is not None and len(seq) <= len(known.ids) and seq == known.ids[: len(seq)]:
                return known.rows[len(seq)]
            return decoder.logits_after(seq)

        def options(seq: list[int], pos: int) -> list[int]:
            nonlocal nodes
            nodes += 1
            if nodes > self.search_budget:
                raise _BudgetExhausted
            cands = self.vocab.candidates(target[pos:], first=not seq)
            if not cands:
                return []
            raw = row_for(seq)
            warped = warp(warpers, raw[None, :], self._top_k)[0]
            ok = [c for c in cands
                  if torch.isfinite(warped[c]) or kept_with_margin(warpers, raw, c, self.tolerance, self._top_k)]
            return sorted(ok, key=lambda c: -float(raw[c]))

        seq: list[int] = []
        positions = [0]
        stack = [options(seq, 0)]
        while stack:
            if positions[-1] == len(target):
                return list(seq), nodes
            if not stack[-1] or (limit is not None and len(seq) >= limit):
                stack.pop()
                positions.pop()
                if seq:
                    seq.pop()
                continue
            tok = stack[-1].pop(0)
            seq.append(tok)
            positions.append(positions[-1] + len(self.vocab.spelled(tok, first=len(seq) == 1)))
            if positions[-1] == len(target):
                return list(seq), nodes
            stack.append(options(seq, positions[-1]))
        return None, nodes

    # -- results --------------------------------------------------------------------------------

    def _result(self, verdict: Verdict, check: _Check, method: str, tokenisation: str, *,
                params: DecodingParams, top_k_used: int | None, tolerance: float, span: tuple[int, int] | None,
                dtype: str | None = None, nodes_searched: int = 0, message: str | None = None, details: dict | None = None) -> ProvenanceResult:
        if message is None:
            message = describe(verdict, check.first_violation, params, top_k_used, len(check.tokens),
                               sum(t.borderline for t in check.tokens))
        return ProvenanceResult(
            verdict=verdict, params=params, top_k_used=top_k_used, tokens=tuple(check.tokens),
            first_violation=check.first_violation if verdict is Verdict.INCONSISTENT else None,
            message=message, method=method, dtype=dtype or self.dtype, tolerance=tolerance,
            tokenisation=tokenisation, nodes_searched=nodes_searched, span=span, details=details or {},
        )


def _same_text(a: str, b: str) -> bool:
    return a.strip() == b.strip()


def verify(lm: Any, prompt: str, text: str, params: DecodingParams, **kwargs: Any) -> ProvenanceResult:
    """One-shot convenience wrapper around :class:`Verifier`."""
    opts = {k: kwargs.pop(k) for k in ("dtype", "tolerance", "search_budget") if k in kwargs}
    return Verifier(lm, **opts).verify(prompt, text, params, **kwargs)
