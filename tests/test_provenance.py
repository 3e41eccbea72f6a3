"""The provenance engine: exact decisions on scripted logits, then real models."""

from __future__ import annotations

import pytest
import torch

from grader.core.records import DecodingParams, Verdict
from grader.modelling.provenance import Verifier, encode_prompt

PROMPT = "the cat"
LOW = -30.0


def _single_token_words(tok, n=4):
    """Words w such that ' w' is one token: texts whose canonical tokenisation is known."""
    found = []
    for w in ["sat", "mat", "dog", "model", "cat", "the", "is", "on", "a", "function", "maps"]:
        ids = tok(" " + w, add_special_tokens=False).input_ids
        if len(ids) == 1:
            found.append((w, ids[0]))
    assert len(found) >= n, found
    return found[:n]


def _row(vocab: int, logits: dict[int, float]) -> torch.Tensor:
    row = torch.full((vocab,), LOW)
    for tid, value in logits.items():
        row[tid] = value
    return row


@pytest.fixture(scope="module")
def words(tiny_gpt2):
    return _single_token_words(tiny_gpt2.tokenizer)


def _one_step_model(scripted, tiny_gpt2, logits, top_k=None):
    vocab = len(tiny_gpt2.tokenizer)
    row = _row(vocab, logits)
    return scripted(lambda seq: row, top_k=top_k)


# -- warper order and defaults --------------------------------------------------------------


def test_temperature_is_applied_before_top_p(scripted, tiny_gpt2, words):
    (a, ida), (b, idb), (c, idc), _ = words
    lm = _one_step_model(scripted, tiny_gpt2, {ida: 2.0, idb: 1.0, idc: 0.0})
    # T=0.5 sharpens a to 0.87 of the mass, so a top-p of 0.8 keeps only a. Applied to the raw
    # distribution (a = 0.67), top-p would have kept b as well.
    params = DecodingParams(temperature=0.5, top_p=0.8)
    res = Verifier(lm).verify(PROMPT, " " + b, params)
    assert res.verdict is Verdict.INCONSISTENT
    assert res.first_violation.kept_set_size == 1 and res.first_violation.rank == 2
    assert Verifier(lm).verify(PROMPT, " " + a, params).verdict is Verdict.CONSISTENT


def test_top_k_is_applied_before_top_p(scripted, tiny_gpt2, words):
    (a, ida), (b, idb), (c, idc), _ = words
    lm = _one_step_model(scripted, tiny_gpt2, {ida: 2.0, idb: 1.0, idc: 0.0})
    # top-k=2 renormalises {a, b} to a = 0.73, then top-p=0.7 keeps a alone. With top-p first
    # (a = 0.67 < 0.7) b would survive both.
    res = Verifier(lm).verify(PROMPT, " " + b, DecodingParams(temperature=1.0, top_k=2, top_p=0.7))
    assert res.verdict is Verdict.INCONSISTENT
    assert res.top_k_used == 2


def _flat_model(scripted, tiny_gpt2, n, top_k=None):
    vocab = len(tiny_gpt2.tokenizer)
    # n tokens with slowly decreasing logits: without top-k, all n stay in the kept set.
    ranked = [i for i in range(vocab) if i not in tiny_gpt2.tokenizer.all_special_ids][:n]
    logits = {tid: 5.0 - 0.01 * r for r, tid in enumerate(ranked)}
    return _one_step_model(scripted, tiny_gpt2, logits, top_k=top_k), ranked


def test_default_top_k_is_50_when_nothing_sets_it(scripted, tiny_gpt2):
    lm, ranked = _flat_model(scripted, tiny_gpt2, 80)
    tok = tiny_gpt2.tokenizer
    verifier = Verifier(lm, tolerance=0.0)
    rank_60 = tok.decode([ranked[59]])
    rank_40 = tok.decode([ranked[39]])
    res = verifier.verify(PROMPT, rank_60, DecodingParams(temperature=1.0, top_p=1.0), token_ids=[ranked[59]])
    assert res.top_k_used == 50
    assert res.verdict is Verdict.INCONSISTENT
    assert res.first_violation.rank == 60 and res.first_violation.kept_set_size == 50
    ok = verifier.verify(PROMPT, rank_40, DecodingParams(temperature=1.0, top_p=1.0), token_ids=[ranked[39]])
    assert ok.verdict is Verdict.CONSISTENT
    # top_k=0 disables top-k, as in generate
    off = verifier.verify(PROMPT, rank_60, DecodingParams(top_k=0), token_ids=[ranked[59]])
    assert off.top_k_used is None and off.verdict is Verdict.CONSISTENT


def test_model_generation_config_top_k_overrides_the_default(scripted, tiny_gpt2):
    lm, ranked = _flat_model(scripted, tiny_gpt2, 80, top_k=5)
    res = Verifier(lm, tolerance=0.0).verify(PROMPT, "x", DecodingParams(), token_ids=[ranked[9]])
    assert res.top_k_used == 5 and res.verdict is Verdict.INCONSISTENT
    assert res.first_violation.kept_set_size == 5


# -- tolerance -------------------------------------------------------------------------------


def test_token_just_outside_kept_set_is_borderline_not_violation(scripted, tiny_gpt2, words):
    (a, ida), (b, idb), _, _ = words
    lm = _one_step_model(scripted, tiny_gpt2, {ida: 1.0, idb: 0.995})
    greedy = DecodingParams(do_sample=False)
    near = Verifier(lm, tolerance=0.01).verify(PROMPT, " " + b, greedy)
    assert near.verdict is Verdict.CONSISTENT
    assert [t.token_id for t in near.borderline] == [idb]
    strict = Verifier(lm, tolerance=0.001).verify(PROMPT, " " + b, greedy)
    assert strict.verdict is Verdict.INCONSISTENT


# -- tokenisation search ---------------------------------------------------------------------


def test_text_whose_canonical_tokenisation_was_not_sampled_is_found_by_search(scripted, tiny_gpt2):
    tok = tiny_gpt2.tokenizer
    word = next(w for w in ["cat", "dog", "mat", "sat", "model"]
                if len(tok(" " + w, add_special_tokens=False).input_ids) == 1)
    canonical = tok(" " + word, add_special_tokens=False).input_ids[0]
    space = tok(" ", add_special_tokens=False).input_ids
    assert len(space) == 1
    # The sampled path: a lone space, then the word's letters as the tokenizer splits them alone.
    sampled = space + tok(word, add_special_tokens=False).input_ids
    assert sampled != [canonical]
    prompt_len = len(encode_prompt(tok, PROMPT))
    vocab = len(tok)

    def script(seq):
        cont = list(seq[prompt_len:])
        if cont == sampled[: len(cont)] and len(cont) < len(sampled):
            nxt = sampled[len(cont)]
            return _row(vocab, {nxt: 5.0, canonical: -5.0})
        return _row(vocab, {tok.eos_token_id: 5.0})

    lm = scripted(script)
    res = Verifier(lm).verify(PROMPT, " " + word, DecodingParams(temperature=1.0, top_p=0.9))
    assert res.verdict is Verdict.CONSISTENT
    assert res.tokenisation == "searched"
    assert [t.token_id for t in res.tokens] == sampled
    assert res.nodes_searched >= len(sampled)


def test_search_budget_exhausted_gives_undetermined(scripted, tiny_gpt2):
    tok = tiny_gpt2.tokenizer
    text = " the cat sat on the mat"
    logits = {}
    for n in range(1, len(text) + 1):  # every piece of the text that is one token is kept...
        for m in range(n):
            piece = tok(text[m:n], add_special_tokens=False).input_ids
            if len(piece) == 1:
                logits[piece[0]] = LOW if n == len(text) else 1.0  # ...but none can end it
    lm = _one_step_model(scripted, tiny_gpt2, logits)
    # Many splits reach the last letters and all fail there: the search runs out of budget.
    res = Verifier(lm, search_budget=20).verify(PROMPT, text, DecodingParams(top_k=0, top_p=0.99))
    assert res.verdict is Verdict.UNDETERMINED
    assert "budget" in res.message


# -- greedy ----------------------------------------------------------------------------------


def test_greedy_output_of_a_real_model_is_consistent_and_an_edit_is_not(tiny_gpt2):
    tok = tiny_gpt2.tokenizer
    prompt = "the cat"
    inputs = tok(prompt, return_tensors="pt")
    out = tiny_gpt2.model.generate(**inputs, do_sample=False, max_new_tokens=12, pad_token_id=tok.eos_token_id)
    text = tok.decode(out[0, inputs.input_ids.shape[1]:], skip_special_tokens=True)
    verifier = Verifier(tiny_gpt2)
    params = DecodingParams(do_sample=False, max_new_tokens=12)
    assert verifier.verify(prompt, text, params).verdict is Verdict.CONSISTENT

    words = text.split(" ")
    words[-2] = "zebra" if words[-2] != "zebra" else "lion"
    edited = verifier.verify(prompt, " ".join(words), params)
    assert edited.verdict is Verdict.INCONSISTENT
    assert edited.details["expected_text"].strip() == text.strip()
    assert text.strip()[:10] in edited.message  # the student sees what the model really says

    truncated = verifier.verify(prompt, text[: len(text) // 2], params)
    assert truncated.verdict is Verdict.INCONSISTENT
    assert "only the beginning" in truncated.message


# -- sampled text from real models -----------------------------------------------------------


@pytest.mark.parametrize("temperature,top_p", [(0.7, 0.3), (1.0, 0.9), (0.2, 0.9)])
def test_genuine_samples_of_tiny_gpt2_are_consistent(tiny_gpt2, temperature, top_p):
    tok = tiny_gpt2.tokenizer
    prompt = "a model is"
    inputs = tok(prompt, return_tensors="pt")
    verifier = Verifier(tiny_gpt2)
    params = DecodingParams(temperature=temperature, top_p=top_p, max_new_tokens=30)
    for seed in range(6):
        torch.manual_seed(seed)
        out = tiny_gpt2.model.generate(**inputs, do_sample=True, temperature=temperature, top_p=top_p,
                                       max_new_tokens=30, pad_token_id=tok.eos_token_id)
        new = out[0, inputs.input_ids.shape[1]:].tolist()
        text = tok.decode(new, skip_special_tokens=True)
        res = verifier.verify(prompt, text, params)
        assert res.verdict is Verdict.CONSISTENT, (seed, text, res.message)
        with_ids = verifier.verify(prompt, text, params, token_ids=[t for t in new if t != tok.eos_token_id])
        assert with_ids.verdict is Verdict.CONSISTENT


def test_excerpt_is_verified_in_place_with_its_token_span(tiny_gpt2):
    tok = tiny_gpt2.tokenizer
    prompt = "the dog"
    inputs = tok(prompt, return_tensors="pt")
    torch.manual_seed(3)
    out = tiny_gpt2.model.generate(**inputs, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=20,
                                   pad_token_id=tok.eos_token_id)
    text = tok.decode(out[0, inputs.input_ids.shape[1]:], skip_special_tokens=True)
    start = len(text) // 3
    excerpt = text[start:start + 12]
    res = Verifier(tiny_gpt2).verify(prompt, text, DecodingParams(temperature=0.7, top_p=0.9),
                                     span=(start, start + 12))
    assert res.verdict is Verdict.CONSISTENT
    covered = "".join(t.text for t in res.excerpt_tokens())
    assert excerpt in covered and len(res.excerpt_tokens()) < len(res.tokens)


def test_token_spans_cover_the_text_exactly_including_accents(tiny_gpt2):
    from grader.modelling.tokenbytes import spans, vocabulary

    tok = tiny_gpt2.tokenizer
    text = " não há ação, olá!"
    ids = tok(text, add_special_tokens=False).input_ids
    decoded, parts = spans(vocabulary(tok), ids)
    assert decoded == tok.decode(ids) == text
    assert parts[0][1] == 0 and parts[-1][2] == len(text)
    assert all(parts[i][2] == parts[i + 1][1] for i in range(len(parts) - 1))


# -- seq2seq (decoder side), on a tiny T5 built by the tests ----------------------------------


def _t5_pair():
    from tiny_models import t5_training_pairs

    return next((src, tgt) for src, tgt in t5_training_pairs() if tgt in ("POSITIVO", "NEGATIVO"))


def test_seq2seq_greedy_output_is_consistent_and_the_other_label_is_caught(tiny_t5):
    tok = tiny_t5.tokenizer
    src, _ = _t5_pair()
    out = tiny_t5.model.generate(**tok(src, return_tensors="pt"), do_sample=False, max_new_tokens=8)
    text = tok.decode(out[0], skip_special_tokens=True)
    params = DecodingParams(do_sample=False, max_new_tokens=8)
    verifier = Verifier(tiny_t5)
    assert verifier.verify(src, text, params).verdict is Verdict.CONSISTENT
    other = "NEGATIVO" if text.strip() != "NEGATIVO" else "POSITIVO"
    wrong = verifier.verify(src, other, params)
    assert wrong.verdict is Verdict.INCONSISTENT
    assert wrong.details["expected_text"].strip() == text.strip()


def test_seq2seq_sampled_outputs_are_consistent(tiny_t5):
    tok = tiny_t5.tokenizer
    src, _ = _t5_pair()
    inputs = tok(src, return_tensors="pt")
    verifier = Verifier(tiny_t5)
    params = DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=8)
    torch.manual_seed(0)
    out = tiny_t5.model.generate(**inputs, do_sample=True, temperature=1.0, top_p=0.9, max_new_tokens=8,
                                 num_return_sequences=8)
    for row in out:
        text = tok.decode(row, skip_special_tokens=True)
        res = verifier.verify(src, text, params)
        assert res.verdict is Verdict.CONSISTENT, (text, res.message)


# -- precision: replay in the recorded dtype --------------------------------------------------


def test_bfloat16_samples_are_accepted_through_replay_in_bfloat16(tiny_gpt2):
    import copy

    from grader.modelling.models import LoadedModel

    tok = tiny_gpt2.tokenizer
    bf16 = copy.deepcopy(tiny_gpt2.model).to(torch.bfloat16)
    prompt = "the cat"
    inputs = tok(prompt, return_tensors="pt")
    params = DecodingParams(temperature=0.7, top_p=0.6, max_new_tokens=25)
    verifier = Verifier(tiny_gpt2, dtype="bfloat16", tolerance=0.0)
    for seed in range(8):
        torch.manual_seed(seed)
        out = bf16.generate(**inputs, do_sample=True, temperature=0.7, top_p=0.6, max_new_tokens=25,
                            pad_token_id=tok.eos_token_id)
        text = tok.decode(out[0, inputs.input_ids.shape[1]:], skip_special_tokens=True)
        assert verifier.verify(prompt, text, params).verdict is Verdict.CONSISTENT, seed
    assert isinstance(tiny_gpt2, LoadedModel)


@pytest.mark.parametrize("which", ["tiny_gpt2", "tiny_t5"])
def test_batched_prefetch_gives_the_same_verdicts_and_kept_sets_as_one_by_one(request, which):
    """Padded batches change nothing a verdict depends on (beyond float noise far below the
    tolerance), and an edited text still fails after a prefetch."""
    lm = request.getfixturevalue(which)
    tok = lm.tokenizer
    prompts = ["Classifique o sentimento: adorei o filme.", "the model is", "Classifique o sentimento: odiei."]
    params = DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=8)
    items = []
    torch.manual_seed(3)
    for prompt in prompts:
        inputs = tok(prompt, return_tensors="pt")
        out = lm.model.generate(**inputs, do_sample=True, temperature=1.0, top_p=0.9, max_new_tokens=8,
                                num_return_sequences=3, pad_token_id=tok.pad_token_id or tok.eos_token_id)
        start = 0 if lm.is_encoder_decoder else inputs["input_ids"].shape[1]
        items += [(prompt, tok.decode(row[start:], skip_special_tokens=True), params, None) for row in out]
    items.append((prompts[0], items[0][1] + " zebra zebra", params, None))
    alone = [Verifier(lm).verify(p, t, pa) for p, t, pa, _ in items]
    batched_verifier = Verifier(lm)
    batched_verifier.prefetch(items, batch=4)
    batched = [batched_verifier.verify(p, t, pa) for p, t, pa, _ in items]
    assert batched_verifier.forward_passes == 3
    for a, b in zip(alone, batched):
        assert a.verdict is b.verdict
        assert [(t.token_id, t.in_kept_set, t.rank, t.kept_set_size) for t in a.tokens] == \
               [(t.token_id, t.in_kept_set, t.rank, t.kept_set_size) for t in b.tokens]


def test_shared_verifiers_of_one_model_reuse_each_others_verdicts_and_private_ones_do_not(tiny_gpt2):
    """``grader ci`` or ``check`` run twice in one process, or a review's re-grade: the same output
    is verified once. A verdict depends on the model, dtype, tolerance and budget, so only
    verifiers that share all four share verdicts."""
    params = DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=6)
    text = " the the the"
    first = Verifier(tiny_gpt2, shared=True).verify(PROMPT, text, params)
    again = Verifier(tiny_gpt2, shared=True).verify(PROMPT, text, params)
    assert again is first  # not computed a second time
    assert Verifier(tiny_gpt2).verify(PROMPT, text, params) is not first  # a private verifier computes
    other = Verifier(tiny_gpt2, shared=True, tolerance=first.tolerance * 2).verify(PROMPT, text, params)
    assert other is not first and other.verdict is first.verdict


# -- verification modulo presentation (issue 31) -------------------------------------------------


def _scripted_path(scripted, tiny_gpt2, pieces):
    """A model that, after PROMPT, can only say ``pieces`` in order (each one token), then EOS."""
    tok = tiny_gpt2.tokenizer
    ids = []
    for piece in pieces:
        found = tok(piece, add_special_tokens=False).input_ids
        assert len(found) == 1, (piece, found)
        ids.append(found[0])
    prompt_len = len(encode_prompt(tok, PROMPT))
    vocab = len(tok)

    def script(seq):
        cont = list(seq[prompt_len:])
        if cont == ids[: len(cont)] and len(cont) < len(ids):
            return _row(vocab, {ids[len(cont)]: 5.0})
        return _row(vocab, {tok.eos_token_id: 5.0})

    return scripted(script), "".join(pieces)


def test_a_sample_shown_with_its_blank_line_as_a_double_space_is_the_models(scripted, tiny_gpt2):
    """A table cell or a markdown blockquote shows the run's line breaks as spaces: the text was
    generated, only presented otherwise, never "not generated by the model"."""
    lm, generated = _scripted_path(scripted, tiny_gpt2, [" cat", "\n", "\n", "the", " dog"])
    params = DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=10)
    assert Verifier(lm).verify(PROMPT, generated, params).verdict is Verdict.CONSISTENT
    for shown in (" cat  the dog", "cat the dog", " cat\nthe dog", "cat   the  dog"):
        res = Verifier(lm).verify(PROMPT, shown, params)
        assert res.verdict is Verdict.CONSISTENT, (shown, res.message)
        assert res.method == "modulo-presentation" and res.details["generated_text"] == generated
    # a truncated display is a prefix of the run
    assert Verifier(lm).verify(PROMPT, " cat  the", params).verdict is Verdict.CONSISTENT


def test_an_edit_that_survives_the_presentation_is_still_caught(scripted, tiny_gpt2):
    lm, _ = _scripted_path(scripted, tiny_gpt2, [" cat", "\n", "\n", "the", " dog"])
    params = DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=10)
    for edited in (" cat  the mat", " cat  on dog", " catthe dog", " cat  the dog dog"):
        res = Verifier(lm).verify(PROMPT, edited, params)
        assert res.verdict is Verdict.INCONSISTENT, (edited, res.message)


def test_a_greedy_output_shown_with_other_line_breaks_is_the_greedy_one(scripted, tiny_gpt2):
    lm, generated = _scripted_path(scripted, tiny_gpt2, [" cat", "\n", "the", " dog"])
    greedy = DecodingParams(do_sample=False, max_new_tokens=10)
    res = Verifier(lm).verify(PROMPT, " cat the dog", greedy)
    assert res.verdict is Verdict.CONSISTENT and res.method == "modulo-presentation", res.message
    assert Verifier(lm).verify(PROMPT, " cat the cat", greedy).verdict is Verdict.INCONSISTENT


def test_a_sample_of_a_sampler_without_top_k_is_never_judged_impossible(scripted, tiny_gpt2, words):
    """A student's own sampler (softmax, temperature, top-p; no top-k) can draw the 60th token of a
    flat step, which generate's default top-k of 50 would not keep: a genuine sample of a printed
    text, accepted on the permissive reading and said so; a recorded generate call stays strict.
    A token outside the nucleus is still caught."""
    tok = tiny_gpt2.tokenizer
    vocab = len(tok)
    prompt_len = len(encode_prompt(tok, PROMPT))
    flat = [i for i in range(vocab) if i not in tok.all_special_ids][:100]
    outside = next(w for w, i in words if i not in flat)  # a word whose token is not among the 100

    def script(seq):
        if len(seq) == prompt_len:  # first step: 100 nearly equal candidates
            return _row(vocab, {t: 5.0 - 0.02 * k for k, t in enumerate(flat)})
        return _row(vocab, {tok.eos_token_id: 5.0})

    lm = scripted(script)
    params = DecodingParams(temperature=1.0, top_p=0.9, max_new_tokens=4)
    sixtieth = tok.decode([flat[59]])
    assert Verifier(lm).verify(PROMPT, sixtieth, params, token_ids=[flat[59]]).verdict is Verdict.INCONSISTENT
    res = Verifier(lm).verify(PROMPT, sixtieth, params, token_ids=[flat[59]], permissive=True)
    assert res.verdict is Verdict.CONSISTENT, res.message
    assert res.method == "permissive" and "top-k" in res.message and res.top_k_used is None
    assert Verifier(lm).verify(PROMPT, tok.decode([flat[10]]), params, token_ids=[flat[10]],
                               permissive=True).method != "permissive"
    caught = Verifier(lm).verify(PROMPT, " " + outside, params, permissive=True)
    assert caught.verdict is Verdict.INCONSISTENT, caught.message


def test_a_printed_text_that_fails_only_where_its_reading_may_overrun_is_not_an_accusation():
    """Where a printed text ends is read, not recorded: a violation beyond max_new_tokens, on a
    line of its own after verified lines (a table's next row, the next file's header), or after a
    blank first line is 'could not verify' (review); one inside the text stays an accusation."""
    from types import SimpleNamespace

    from grader.reading.evidence import _unsure_where_it_ends

    def case(text, index, start, source="printed-loop", mnt=80):
        gen = SimpleNamespace(text=text, source=source, params=DecodingParams(max_new_tokens=mnt))
        prov = SimpleNamespace(first_violation=SimpleNamespace(index=index, start=start))
        return _unsure_where_it_ends(gen, prov, DecodingParams(max_new_tokens=mnt))

    shown = " can be used.\n\n===== saidas/A2.txt ====="
    assert case(shown, 5, shown.index("====="))  # the next file's header, on a line of its own
    assert case(" can be used to", 80, 14)  # beyond what any generate call of 80 tokens makes
    blank = "          \n1  P2:"
    assert case(blank, 0, 0)  # an empty output in a table, then the next row
    edited = " can be used zebra to analyze"
    assert not case(edited, 3, edited.index("zebra"))  # inside the text: the edit is caught
    assert not case(shown, 5, shown.index("====="), source="record")  # a record's text is exact
