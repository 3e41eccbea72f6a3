"""Checks that the tiny offline stand-ins for GPT-2 / flan-t5 (tests/tiny_models.py) are real models."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from tiny_models import (  # noqa: E402
    GPT2_EOS,
    WORD_RE,
    build_tiny_gpt2,
    build_tiny_t5,
    cached_build,
    corpus_words,
    source_hash,
    t5_training_pairs,
    torch_threads,
)

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")


def _cache_root() -> Path:
    # Shared across runs (keyed by the source hash of tiny_models.py), so local reruns reuse it;
    # the same root as tests/conftest.py, so a full test run builds each model only once.
    return Path(os.environ.get("GRADER_TEST_MODELS", Path(tempfile.gettempdir()) / "grader-test-models"))


@pytest.fixture(scope="session")
def tiny_gpt2_dir() -> Path:
    return cached_build(build_tiny_gpt2, _cache_root())


@pytest.fixture(scope="session")
def tiny_t5_dir() -> Path:
    return cached_build(build_tiny_t5, _cache_root())


@pytest.fixture(scope="session")
def gpt2(tiny_gpt2_dir):
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(tiny_gpt2_dir)
    model = AutoModelForCausalLM.from_pretrained(tiny_gpt2_dir).eval()
    return tok, model


@pytest.fixture(scope="session")
def t5(tiny_t5_dir):
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(tiny_t5_dir)
    model = AutoModelForSeq2SeqLM.from_pretrained(tiny_t5_dir).eval()
    return tok, model


def _word_share(text: str, vocab: set[str]) -> tuple[float, list[str]]:
    words = [w.lower() for w in WORD_RE.findall(text)]
    assert words, f"no words at all in {text!r}"
    return sum(w in vocab for w in words) / len(words), words


# ------------------------------------------------------------------------------ GPT-2


def test_gpt2_folder_loads_like_gpt2(gpt2):
    tok, model = gpt2
    assert model.config.model_type == "gpt2"
    assert type(model).__name__ == "GPT2LMHeadModel"
    assert 500 <= len(tok) <= 1000
    assert model.config.vocab_size == len(tok)
    eos = tok.convert_tokens_to_ids(GPT2_EOS)
    assert tok.eos_token == tok.bos_token == tok.pad_token == GPT2_EOS
    assert model.config.eos_token_id == model.config.bos_token_id == eos
    # Like GPT-2: no prefix space, no special tokens added on encode.
    assert tok("the cat").input_ids != tok(" the cat").input_ids
    assert eos not in tok("the cat sat on the mat.").input_ids


@pytest.mark.parametrize(
    "text",
    [
        "olá, a ação não foi aprovada e a informação está incompleta.",
        "Não! Coração, canção, lição: ÇÃO ção.",
        "27 + 58 = 85, mas 100 × 3 ≠ 301 — 你好 🙂",  # characters never seen in training: byte fallback
    ],
)
def test_gpt2_tokenizer_round_trips_utf8(gpt2, text):
    tok, _ = gpt2
    ids = tok(text).input_ids
    assert tok.decode(ids) == text
    # byte-level: every piece maps to known ids, never to the unk/eos token
    assert tok.convert_tokens_to_ids(GPT2_EOS) not in ids


def test_gpt2_tokenizer_learned_merges(gpt2):
    tok, _ = gpt2
    # frequent corpus words are single tokens (a trained BPE, not raw bytes)
    for word in [" cat", " model", " não", " está"]:
        assert len(tok(word).input_ids) == 1, (word, tok.tokenize(word))
    assert len(tok("the cat sat on the mat.").input_ids) <= 8


def test_gpt2_greedy_continuation_is_corpus_text(gpt2):
    tok, model = gpt2
    vocab = corpus_words()
    for prompt in ["the cat sat", "a model is", "olá,"]:
        enc = tok(prompt, return_tensors="pt")
        with torch_threads(1), torch.no_grad():
            out = model.generate(**enc, max_new_tokens=30, do_sample=False, pad_token_id=tok.eos_token_id)
        cont = tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)
        share, words = _word_share(cont, vocab)
        assert share >= 0.9, (prompt, cont, [w for w in words if w not in vocab])
    enc = tok("the cat sat", return_tensors="pt")
    with torch_threads(1), torch.no_grad():
        out = model.generate(**enc, max_new_tokens=3, do_sample=False, pad_token_id=tok.eos_token_id)
    assert tok.decode(out[0]).startswith("the cat sat on the")


def test_gpt2_sampling_gives_words_not_junk(gpt2):
    tok, model = gpt2
    vocab = corpus_words()
    enc = tok("the small dog", return_tensors="pt")
    torch.manual_seed(0)
    with torch_threads(1), torch.no_grad():
        out = model.generate(
            **enc,
            max_new_tokens=60,
            do_sample=True,
            temperature=0.7,
            top_p=0.9,
            num_return_sequences=4,
            pad_token_id=tok.eos_token_id,
        )
    for row in out:
        text = tok.decode(row[enc.input_ids.shape[1] :], skip_special_tokens=True)
        assert "\ufffd" not in text, text
        share, _ = _word_share(text, vocab)
        assert share >= 0.8, text


def test_gpt2_generation_config_leaves_top_k_to_hf_default(gpt2, tiny_gpt2_dir):
    _, model = gpt2
    assert model.generation_config.top_k is None
    saved = json.loads((tiny_gpt2_dir / "generation_config.json").read_text())
    assert "top_k" not in saved and "do_sample" not in saved


def test_gpt2_loss_is_low_on_corpus_and_high_on_noise(gpt2, tiny_gpt2_dir):
    tok, model = gpt2
    text = " ".join((tiny_gpt2_dir / "corpus.txt").read_text(encoding="utf-8").splitlines()[:8])
    noise = "zq xj vbw qqp kkz jjf wpx zzv qjz xkw vvb pqz"
    with torch_threads(1), torch.no_grad():
        ids = tok(text, return_tensors="pt").input_ids
        good = model(input_ids=ids, labels=ids).loss.item()
        ids = tok(noise, return_tensors="pt").input_ids
        bad = model(input_ids=ids, labels=ids).loss.item()
    assert good < 2.0 and bad > good + 2.0, (good, bad)


# ------------------------------------------------------------------------------ T5


def test_t5_folder_loads_like_t5(t5):
    tok, model = t5
    assert model.config.model_type == "t5"
    assert type(model).__name__ == "T5ForConditionalGeneration"
    assert (tok.pad_token_id, tok.eos_token_id, tok.unk_token_id) == (0, 1, 2)
    assert model.config.decoder_start_token_id == model.config.pad_token_id == 0
    assert model.config.eos_token_id == 1
    ids = tok("Classifique o sentimento: adorei o livro.").input_ids
    assert ids[-1] == tok.eos_token_id and ids.count(tok.eos_token_id) == 1
    assert tok.unk_token_id not in ids
    assert tok.decode(ids, skip_special_tokens=True) == "Classifique o sentimento: adorei o livro."
    assert tok.convert_ids_to_tokens(ids[0]).startswith("▁")  # Metaspace, like sentencepiece


@pytest.mark.parametrize(
    "prompt,label",
    [
        ("Classifique o sentimento: adorei o livro.", "POSITIVO"),
        ("Classifique o sentimento: odiei o livro.", "NEGATIVO"),
        ("Classifique o sentimento: o filme foi péssimo e não recomendo.", "NEGATIVO"),
        ("Classifique o sentimento: a viagem foi incrível, nota dez.", "POSITIVO"),
        ("What is 2 + 3?", "5"),
        ("What is 7 + 8?", "15"),
    ],
)
def test_t5_greedy_gives_the_trained_label(t5, prompt, label):
    tok, model = t5
    assert (prompt, label) in t5_training_pairs()
    enc = tok(prompt, return_tensors="pt")
    with torch_threads(1), torch.no_grad():
        out = model.generate(**enc, max_new_tokens=8, do_sample=False)
    assert tok.decode(out[0], skip_special_tokens=True).strip() == label


def test_t5_training_set_is_learned(t5, tiny_t5_dir):
    info = json.loads((tiny_t5_dir / "tiny_build_info.json").read_text())
    assert info["train_greedy_accuracy"] >= 0.95, info


# ------------------------------------------------------------------------------ cache


def test_cached_build_reuses_and_is_atomic(tmp_path, tiny_gpt2_dir):
    assert tiny_gpt2_dir.name == f"build_tiny_gpt2-{source_hash()}"
    assert cached_build(build_tiny_gpt2, tiny_gpt2_dir.parent) == tiny_gpt2_dir  # no rebuild

    calls = []

    def fake_builder(out_dir: Path) -> Path:
        calls.append(out_dir)
        out_dir.mkdir(parents=True)
        (out_dir / "half").write_text("x")
        if len(calls) == 1:
            raise RuntimeError("crash mid-build")
        return out_dir

    with pytest.raises(RuntimeError):
        cached_build(fake_builder, tmp_path)
    assert list(tmp_path.iterdir()) == []  # the half-built folder was not kept
    first = cached_build(fake_builder, tmp_path)
    assert first.name.startswith("fake_builder-") and (first / "half").exists()
    assert cached_build(fake_builder, tmp_path) == first
    assert len(calls) == 2
    assert [p.name for p in tmp_path.iterdir()] == [first.name]
