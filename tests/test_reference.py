"""Reference re-runs (grader/modelling/reference.py): batched, one seed stream per sample, cached once.

A sample's text must not depend on how it was batched: alone, among n samples of its run, or
beside other runs' samples at other temperatures and top-p. Proved on generated variety (seeds,
batch sizes, parameters) with the tiny GPT-2 and the tiny T5 of tests/tiny_models.py.
"""

from __future__ import annotations

import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from grader.core.records import DecodingParams
from grader.modelling.reference import RunRequest, generate_samples, reference_set, sample_seed

PROMPT = "the cat"


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """One torch thread: the tiny model's ops are microseconds, and on shared cores a second
    spinning OpenMP thread makes each one wait for a time slice (these tests ran 20x slower)."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(before)
LEN = 12


def params(t: float, p: float, k: int | None = None) -> DecodingParams:
    return DecodingParams(True, t, k, p, LEN)


temps = st.sampled_from([0.7, 1.0, 1.5, 2.0])
tops = st.sampled_from([0.3, 0.6, 0.9, 1.0])
ks = st.sampled_from([None, 0, 5])


# Derandomized: another batch shape sums in another order (float noise ~1e-6), and a random seed
# whose draw lands on a kept-set edge flipped one token in one CI run in hundreds (seed 40732, T 2.0,
# top-p 0.9). The property under test is the seeding (one stream per sample, whatever the batch), which
# fixed examples check as well; the noise is stated in reference.py.
@settings(max_examples=12, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31), n=st.integers(2, 6), t=temps, p=tops, k=ks, other_t=temps, other_p=tops)
def test_a_sample_is_the_same_text_whatever_the_batch(tiny_gpt2, seed, n, t, p, k, other_t, other_p):
    mine = RunRequest("A1", PROMPT, params(t, p, k))
    other = RunRequest("B1", PROMPT, params(other_t, other_p))
    alone = generate_samples(tiny_gpt2, [mine], n, seed, batch=False)["A1"]
    batched = generate_samples(tiny_gpt2, [mine], n, seed)["A1"]
    shared = generate_samples(tiny_gpt2, [other, mine], n + 1, seed)
    fewer = generate_samples(tiny_gpt2, [mine], 1, seed)["A1"]
    assert len(alone) == n
    assert batched == alone
    assert shared["A1"][:n] == alone  # more samples, and another run in the same batch
    assert fewer == alone[:1]


def test_samples_differ_by_index_and_seed_and_repeat_exactly(tiny_gpt2):
    run = RunRequest("A1", PROMPT, params(1.5, 1.0))
    first = generate_samples(tiny_gpt2, [run], 8, 1234)["A1"]
    assert len(set(first)) >= 4  # each sample its own stream, not 8 copies of one
    assert generate_samples(tiny_gpt2, [run], 8, 1234)["A1"] == first
    assert generate_samples(tiny_gpt2, [run], 8, 99)["A1"] != first
    assert len({sample_seed(1234, i) for i in range(1000)}) == 1000


def test_greedy_run_is_generates_own_greedy_text_beside_sampled_rows(tiny_gpt2):
    import torch

    tok = tiny_gpt2.tokenizer
    inputs = tok(PROMPT, return_tensors="pt")
    with torch.inference_mode():
        ids = tiny_gpt2.model.generate(**inputs, max_new_tokens=LEN, do_sample=False, pad_token_id=tok.eos_token_id)
    expected = tok.decode(ids[0, inputs.input_ids.shape[1]:], skip_special_tokens=True)
    got = generate_samples(tiny_gpt2, [RunRequest("G", PROMPT, DecodingParams(False, max_new_tokens=LEN)),
                                       RunRequest("A1", PROMPT, params(1.0, 0.9))], 3, 5)
    assert got["G"] == (expected,)
    assert len(got["A1"]) == 3


def test_encoder_decoder_samples_are_batch_independent(tiny_t5):
    run = RunRequest("S", "classify: great film", params(1.5, 0.9))
    alone = generate_samples(tiny_t5, [run], 4, 7, batch=False)["S"]
    assert generate_samples(tiny_t5, [run], 4, 7)["S"] == alone


def test_top_p_keeps_the_samples_inside_the_nucleus(tiny_gpt2):
    """At a tiny top-p the nucleus is the argmax token: every sample is the greedy text."""
    greedy = generate_samples(tiny_gpt2, [RunRequest("G", PROMPT, DecodingParams(False, max_new_tokens=LEN))], 1, 0)
    low = generate_samples(tiny_gpt2, [RunRequest("A1", PROMPT, params(1.0, 1e-6))], 5, 3)["A1"]
    assert set(low) == set(greedy["G"])


def test_cached_once_even_when_two_callers_ask_at_the_same_time(tiny_gpt2, tmp_path, monkeypatch):
    import grader.modelling.reference as ref

    calls: list[int] = []
    real = ref.generate_samples

    def counting(*args, **kwargs):
        calls.append(len(args[1]))
        return real(*args, **kwargs)

    monkeypatch.setattr(ref, "generate_samples", counting)
    runs = [RunRequest("A1", PROMPT, params(0.7, 1.0)), RunRequest("A2", PROMPT, params(1.5, 1.0))]
    results: list[dict] = []
    threads = [threading.Thread(target=lambda: results.append(reference_set(tiny_gpt2, runs, 4, 1, tmp_path)))
               for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(calls) == 2  # both runs generated once, in one call; the other caller read the files
    assert results[0]["A1"].texts == results[1]["A1"].texts
    assert reference_set(tiny_gpt2, runs[:1], 4, 1, tmp_path)["A1"].texts == results[0]["A1"].texts
    assert sum(calls) == 2
    assert set(results[0]["A2"].measures) == {"repetition", "diversity"}


def test_a_damaged_cache_file_is_generated_again(tiny_gpt2, tmp_path):
    run = RunRequest("A1", PROMPT, params(1.0, 0.9))
    first = reference_set(tiny_gpt2, [run], 3, 2, tmp_path)["A1"].texts
    (cached,) = tmp_path.glob("*.json")
    cached.write_text("{not json", encoding="utf-8")
    assert reference_set(tiny_gpt2, [run], 3, 2, tmp_path)["A1"].texts == first


@pytest.mark.parametrize("n", [1, 3])
def test_measures_cover_every_sample(tiny_gpt2, tmp_path, n):
    got = reference_set(tiny_gpt2, [RunRequest("A1", PROMPT, params(1.0, 1.0))], n, 4, tmp_path)["A1"]
    assert len(got.texts) == n and all(len(v) == n for v in got.measures.values())


def test_two_runs_with_the_same_prompt_and_parameters_share_one_entry_without_deadlock(tiny_gpt2, tmp_path):
    """Two run ids, one configuration (one cache key): one lock, taken once (it is not re-entrant)."""
    runs = [RunRequest("A1", PROMPT, params(1.0, 0.9)), RunRequest("B3", PROMPT, params(1.0, 0.9)),
            RunRequest("G1", PROMPT, DecodingParams(False, max_new_tokens=LEN)),
            RunRequest("G2", PROMPT, DecodingParams(False, max_new_tokens=LEN))]
    got: list[dict] = []
    worker = threading.Thread(target=lambda: got.append(reference_set(tiny_gpt2, runs, 3, 8, tmp_path)), daemon=True)
    worker.start()
    worker.join(timeout=120)
    assert got, "reference_set did not return: a lock taken twice by one caller"
    assert got[0]["A1"].texts == got[0]["B3"].texts and got[0]["G1"].texts == got[0]["G2"].texts
    assert len(list(tmp_path.glob("*.json"))) == 2


def test_first_tokens_follow_the_warped_distribution_and_never_leave_the_kept_set(tiny_gpt2):
    """The draw among the kept tokens only is the same distribution as generate's draw over the
    whole vocabulary: the first tokens of many samples, against softmax(logits / T) cut to its
    top-p nucleus computed here on its own."""
    import math

    import torch

    t, p, n = 1.5, 0.9, 3000
    tok, model = tiny_gpt2.tokenizer, tiny_gpt2.model
    with torch.inference_mode():
        logits = model(**tok(PROMPT, return_tensors="pt")).logits[0, -1].float()
    probs = torch.softmax(logits / t, dim=-1)
    order = torch.argsort(probs, descending=True)
    before = torch.cumsum(probs[order], 0) - probs[order]  # the mass above each token
    nucleus = order[before < p]
    expected: dict[str, float] = {}
    for i in nucleus.tolist():
        word = tok.decode([i], skip_special_tokens=True)
        expected[word] = expected.get(word, 0.0) + float(probs[i])
    total = sum(expected.values())
    run = RunRequest("A1", PROMPT, DecodingParams(True, t, 0, p, 1))
    drawn = generate_samples(tiny_gpt2, [run], n, 11)["A1"]
    assert set(drawn) <= set(expected), set(drawn) - set(expected)  # nothing outside the nucleus
    likeliest = sorted(expected, key=expected.get, reverse=True)[:5]
    assert expected[likeliest[0]] / total > 0.3  # a peaked distribution: a uniform draw would miss it
    for word in likeliest:
        q = expected[word] / total
        seen = drawn.count(word) / n
        assert abs(seen - q) < 4 * math.sqrt(q * (1 - q) / n), (word, seen, q)


def test_the_set_ups_reference_re_runs_serve_a_new_cache_and_every_user(tiny_gpt2, tmp_path, monkeypatch):
    """scripts/bootstrap computes the embedded model's reference re-runs once into the environment:
    a new HOME's grading then generates nothing and writes nothing into its cache, and what the set-up
    wrote has the umask's modes (a root set-up serves every user), not a temporary file's 0600."""
    import os
    import stat

    from grader.grading import pipeline
    from grader.modelling import models, reference

    monkeypatch.setattr(models, "load_model", lambda name: tiny_gpt2)
    monkeypatch.setenv(reference.INSTALLED_ENV, str(tmp_path / "env-share"))
    monkeypatch.setenv("GRADER_CACHE_DIR", str(tmp_path / "root-cache"))
    old = os.umask(0o022)
    try:
        folder = pipeline.install_reference(activities=["chain-of-thought"])
    finally:
        os.umask(old)
    files = list(folder.glob("*.json"))
    assert folder == tmp_path / "env-share" and len(files) == 2  # P1 and P2
    assert {stat.S_IMODE(p.stat().st_mode) for p in files} == {0o644}
    assert stat.S_IMODE(folder.stat().st_mode) == 0o755
    computed = pipeline.reference_for(pipeline.load_specs("chain-of-thought")[0], tiny_gpt2, folder)

    def no_generation(*args, **kwargs):
        raise AssertionError("generated although the set-up's re-runs were there")

    monkeypatch.setattr(reference, "generate_samples", no_generation)
    monkeypatch.setenv("GRADER_CACHE_DIR", str(tmp_path / "new-home-cache"))
    served = pipeline.reference_for(pipeline.load_specs("chain-of-thought")[0], tiny_gpt2)
    assert {k: v.texts for k, v in served.items()} == {k: v.texts for k, v in computed.items()}
    assert not (tmp_path / "new-home-cache").exists()
    monkeypatch.setenv(reference.INSTALLED_ENV, "")  # no set-up store: the new cache computes its own
    with pytest.raises(AssertionError, match="generated although"):
        pipeline.reference_for(pipeline.load_specs("chain-of-thought")[0], tiny_gpt2)
