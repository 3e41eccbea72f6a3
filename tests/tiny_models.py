"""Tiny, real language models built on the spot, fully offline, for the test suite.

They stand in for GPT-2 (``build_tiny_gpt2``) and flan-t5 (``build_tiny_t5``): the same
architectures, tokenizer types and saved-file layout as the real checkpoints, but with
vocabularies of a few hundred tokens, ~0.2M parameters and a few seconds of training on a
programmatically generated corpus, so that their outputs are made of real words / labels
instead of random byte junk.

Everything is deterministic (fixed seeds, a single torch thread while building; the
builds were checked to give bit-identical weights) and needs no network.

Usage::

    from tests.tiny_models import build_tiny_gpt2, build_tiny_t5, cached_build
    gpt2_dir = cached_build(build_tiny_gpt2, tmp_root)
    model = AutoModelForCausalLM.from_pretrained(gpt2_dir)
    tok = AutoTokenizer.from_pretrained(gpt2_dir)

Plain functions only; no pytest import here.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import re
import shutil
import time
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

__all__ = [
    "GPT2_EOS",
    "WORD_RE",
    "build_tiny_gpt2",
    "build_tiny_t5",
    "cached_build",
    "gpt2_corpus_sentences",
    "corpus_words",
    "t5_training_pairs",
    "source_hash",
    "torch_threads",
]

GPT2_EOS = "<|endoftext|>"
T5_PAD, T5_EOS, T5_UNK = "<pad>", "</s>", "<unk>"

# training budgets (tuned so each build takes a few seconds on one CPU thread)
# GPT-2: 512 tokens a step, alternating 8 windows of 64 tokens with 4 windows of 128 tokens
# (so that all n_positions=128 position embeddings get trained).
_GPT2_TRAIN = {"shapes": ((64, 8), (128, 4)), "steps": 300}
_T5_TRAIN = {"batch": 32, "steps": 200}

# what counts as a "word" when checking generated text against the corpus vocabulary
WORD_RE = _WORD_RE = re.compile(r"[^\W\d_]+", re.UNICODE)


# --------------------------------------------------------------------------------------
# corpora
# --------------------------------------------------------------------------------------

_ANIMALS = ["cat", "dog", "bird", "fox", "horse", "cow", "rabbit", "mouse"]
_OBJECTS = ["mat", "chair", "table", "bed", "rug", "box", "sofa", "floor"]
_ADJS = ["small", "big", "happy", "lazy", "quick", "old", "young", "brown"]
_PLACES = ["garden", "house", "park", "field", "kitchen", "forest"]
_ACTIONS = ["run", "sleep", "play", "eat", "jump", "sing"]
_MODEL_FACTS = [
    "a model is a function that maps inputs to outputs.",
    "a language model predicts the next word in a sentence.",
    "a tokenizer splits text into small pieces called tokens.",
    "the model learns from data during training.",
    "a neural network is made of layers of simple units.",
    "the loss goes down when the model learns.",
    "attention lets the model look at every word in the context.",
    "a prompt is the text that we give to the model.",
    "the answer of the model depends on the prompt.",
    "temperature controls how random the sampling is.",
    "the teacher reads the notebook and grades the answer.",
    "the student writes the code and runs the notebook.",
]
_PT_SUBJECTS = ["o gato", "o cachorro", "a menina", "o menino", "a professora", "o aluno"]
_PT_PLACES = ["na mesa", "na cozinha", "no jardim", "na escola", "em casa"]
_PT_FIXED = [
    "olá, como você está?",
    "olá, tudo bem com você?",
    "a ação não foi aprovada.",
    "a informação não está correta.",
    "não há solução fácil para o problema.",
    "a canção é muito bonita.",
    "o coração da cidade é a praça.",
    "a lição de hoje é sobre atenção.",
    "a avaliação do modelo é importante.",
    "não sei a resposta, mas vou pensar.",
]


def gpt2_corpus_sentences() -> list[str]:
    """The deterministic training corpus of the tiny GPT-2 (a few hundred short sentences)."""
    rng = random.Random(1234)
    out: list[str] = []
    for _ in range(140):
        out.append(f"the {rng.choice(_ANIMALS)} sat on the {rng.choice(_OBJECTS)}.")
    for _ in range(90):
        out.append(
            f"the {rng.choice(_ADJS)} {rng.choice(_ANIMALS)} likes to "
            f"{rng.choice(_ACTIONS)} in the {rng.choice(_PLACES)}."
        )
    for _ in range(3):
        out.extend(_MODEL_FACTS)
    for _ in range(70):
        a, b = rng.randint(1, 60), rng.randint(1, 60)
        out.append(f"{a} + {b} = {a + b}.")
    for _ in range(50):
        out.append(f"{rng.choice(_PT_SUBJECTS)} está {rng.choice(_PT_PLACES)}.")
    for _ in range(3):
        out.extend(_PT_FIXED)
    rng.shuffle(out)
    return out


def corpus_words(sentences: list[str] | None = None) -> set[str]:
    """Set of (lower-cased) alphabetic words appearing in ``sentences`` (default: GPT-2 corpus)."""
    if sentences is None:
        sentences = gpt2_corpus_sentences()
    words: set[str] = set()
    for s in sentences:
        words.update(w.lower() for w in _WORD_RE.findall(s))
    return words


_POS_PT = [
    "o filme foi ótimo", "adorei o livro", "a comida estava deliciosa",
    "o atendimento foi excelente", "gostei muito da aula", "o produto é maravilhoso",
    "a viagem foi incrível", "o professor é muito bom", "a música é linda",
    "estou muito feliz com o resultado",
]
_NEG_PT = [
    "o filme foi péssimo", "odiei o livro", "a comida estava horrível",
    "o atendimento foi terrível", "não gostei da aula", "o produto é muito ruim",
    "a viagem foi cansativa e chata", "o professor é muito fraco", "a música é irritante",
    "estou muito triste com o resultado",
]
_POS_SUFFIX = ["", " e recomendo", " de verdade", ", nota dez"]
_NEG_SUFFIX = ["", " e não recomendo", " de verdade", ", nota zero"]


def t5_training_pairs() -> list[tuple[str, str]]:
    """The deterministic (input, target) pairs the tiny T5 is trained on."""
    pairs: list[tuple[str, str]] = []
    for base in _POS_PT:
        for suf in _POS_SUFFIX:
            pairs.append((f"Classifique o sentimento: {base}{suf}.", "POSITIVO"))
    for base in _NEG_PT:
        for suf in _NEG_SUFFIX:
            pairs.append((f"Classifique o sentimento: {base}{suf}.", "NEGATIVO"))
    for a in range(10):
        for b in range(10):
            pairs.append((f"What is {a} + {b}?", str(a + b)))
    random.Random(4321).shuffle(pairs)
    return pairs


# --------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------


@contextmanager
def torch_threads(n: int = 1) -> Iterator[None]:
    """Run the block with ``n`` torch intra-op threads, then restore the previous count.

    One thread is the default on purpose: these models are so small that a second thread
    buys little, and when another process is busy on a 2-core machine, 2 OpenMP threads
    make each training step ~100x slower (spinning barriers), while 1 thread is unaffected.
    """
    import torch

    prev = torch.get_num_threads()
    torch.set_num_threads(max(1, n))
    try:
        yield
    finally:
        torch.set_num_threads(prev)


@contextmanager
def _torch_settings(seed: int) -> Iterator[None]:
    """Fixed seed and a single torch thread for the duration of a build."""
    import torch

    with torch_threads(1):
        torch.manual_seed(seed)
        yield


def _quiet_transformers() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def _write_build_info(out_dir: Path, **info) -> None:
    (out_dir / "tiny_build_info.json").write_text(json.dumps(info, indent=2, ensure_ascii=False) + "\n")


# --------------------------------------------------------------------------------------
# tiny GPT-2
# --------------------------------------------------------------------------------------


def build_tiny_gpt2(out_dir: Path) -> Path:
    """Train a tiny byte-level-BPE GPT-2 on a generated corpus and save it into ``out_dir``.

    The folder loads with ``AutoModelForCausalLM`` / ``AutoTokenizer``. The saved
    generation_config has no ``top_k`` (so Hugging Face's default of 50 applies).
    """
    _quiet_transformers()
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import GPT2Config, GPT2LMHeadModel, GPT2TokenizerFast

    t0 = time.perf_counter()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    sentences = gpt2_corpus_sentences()
    (out_dir / "corpus.txt").write_text("\n".join(sentences) + "\n", encoding="utf-8")

    # ---- tokenizer: byte-level BPE exactly like GPT-2's (no prefix space) ----
    raw = Tokenizer(models.BPE())
    raw.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    raw.decoder = decoders.ByteLevel()
    raw.post_processor = processors.ByteLevel(trim_offsets=False)
    trainer = trainers.BpeTrainer(
        vocab_size=768,
        min_frequency=2,
        special_tokens=[GPT2_EOS],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    raw.train_from_iterator(sentences, trainer=trainer)
    model_json = json.loads(raw.to_str())["model"]
    merges = [tuple(m.split(" ")) if isinstance(m, str) else tuple(m) for m in model_json["merges"]]
    tok = GPT2TokenizerFast(
        vocab=model_json["vocab"],
        merges=merges,
        unk_token=GPT2_EOS,
        bos_token=GPT2_EOS,
        eos_token=GPT2_EOS,
        pad_token=GPT2_EOS,
        add_prefix_space=False,
        model_max_length=128,
    )
    eos_id = tok.convert_tokens_to_ids(GPT2_EOS)

    # ---- training stream: sentences separated by spaces, an eos every few sentences ----
    rng = random.Random(99)
    ids: list[int] = []
    for epoch in range(4):
        order = sentences[:]
        rng.shuffle(order)
        for i, s in enumerate(order):
            if i % 6 == 0:
                ids.append(eos_id)
                ids.extend(tok.encode(s, add_special_tokens=False))
            else:
                ids.extend(tok.encode(" " + s, add_special_tokens=False))
    data = torch.tensor(ids, dtype=torch.long)

    config = GPT2Config(
        vocab_size=len(tok),
        n_positions=128,
        n_embd=64,
        n_layer=2,
        n_head=2,
        n_inner=256,
        resid_pdrop=0.0,
        embd_pdrop=0.0,
        attn_pdrop=0.0,
        bos_token_id=eos_id,
        eos_token_id=eos_id,
        pad_token_id=eos_id,
    )
    shapes, steps = _GPT2_TRAIN["shapes"], _GPT2_TRAIN["steps"]
    with _torch_settings(seed=0):
        model = GPT2LMHeadModel(config)
        model.train()
        opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
        sched = torch.optim.lr_scheduler.LambdaLR(
            opt, lambda s: min(1.0, (s + 1) / 20) * max(0.05, 1 - s / max(1, steps))
        )
        gen = torch.Generator().manual_seed(0)
        loss = torch.tensor(float("nan"))
        for step in range(steps):
            block, batch = shapes[step % len(shapes)]
            starts = torch.randint(0, data.numel() - block - 1, (batch,), generator=gen)
            x = torch.stack([data[s : s + block] for s in starts.tolist()])
            loss = model(input_ids=x, labels=x).loss
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
        model.eval()
        final_loss = float(loss.detach())

    # No sampling defaults of our own: HF's defaults (top_k=50, ...) apply, like the real GPT-2.
    gc = model.generation_config
    gc.bos_token_id = eos_id
    gc.eos_token_id = eos_id
    for attr in ("top_k", "top_p", "temperature", "do_sample"):
        if hasattr(gc, attr):
            setattr(gc, attr, None)
    model.save_pretrained(out_dir)
    tok.save_pretrained(out_dir)
    _write_build_info(
        out_dir,
        kind="tiny-gpt2",
        final_train_loss=round(final_loss, 4),
        steps=steps,
        vocab_size=len(tok),
        n_params=sum(p.numel() for p in model.parameters()),
        build_seconds=round(time.perf_counter() - t0, 2),
    )
    return out_dir


# --------------------------------------------------------------------------------------
# tiny T5
# --------------------------------------------------------------------------------------


def build_tiny_t5(out_dir: Path) -> Path:
    """Train a tiny Unigram/Metaspace T5 on classification + arithmetic pairs; save to ``out_dir``.

    ``<pad>``=0 (also the decoder start), ``</s>``=1, ``<unk>``=2; encoder inputs get a
    trailing ``</s>`` like T5's tokenizer. Loads with ``AutoModelForSeq2SeqLM`` / ``AutoTokenizer``.
    """
    _quiet_transformers()
    import torch
    from tokenizers import Tokenizer, models, pre_tokenizers, trainers
    from transformers import T5Config, T5ForConditionalGeneration, T5TokenizerFast

    t0 = time.perf_counter()
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    pairs = t5_training_pairs()
    with open(out_dir / "train_pairs.jsonl", "w", encoding="utf-8") as fh:
        for src, tgt in pairs:
            fh.write(json.dumps({"input": src, "target": tgt}, ensure_ascii=False) + "\n")

    # ---- tokenizer: Unigram + Metaspace, like T5's sentencepiece model ----
    # The Unigram trainer alone prunes a corpus this small down to ~140 mostly
    # single-character pieces, so its pieces (the fallback for unseen words) are completed
    # with every corpus word as a whole piece, scored by its log relative frequency (a
    # word-level unigram estimate): words seen in training become single tokens, like
    # frequent words in the real T5 vocabulary.
    pre_tok = pre_tokenizers.Sequence(
        [
            pre_tokenizers.WhitespaceSplit(),
            pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always", split=True),
        ]
    )
    raw = Tokenizer(models.Unigram())
    raw.pre_tokenizer = pre_tok
    texts = [t for p in pairs for t in p]
    alphabet = list(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        ".,:;?!+-=()'\"áàâãéêíóôõúçÁÉÍÓÚÇ"
    )
    trainer = trainers.UnigramTrainer(
        vocab_size=400,
        special_tokens=[T5_PAD, T5_EOS, T5_UNK],
        unk_token=T5_UNK,
        initial_alphabet=alphabet,
        max_piece_length=12,
        show_progress=False,
    )
    raw.train_from_iterator(texts, trainer=trainer)
    specials = [(T5_PAD, 0.0), (T5_EOS, 0.0), (T5_UNK, 0.0)]
    pieces = {
        p: float(sc)
        for p, sc in json.loads(raw.to_str())["model"]["vocab"]
        if p not in (T5_PAD, T5_EOS, T5_UNK)
    }
    counts: dict[str, int] = {}
    for t in texts:
        for w, _ in pre_tok.pre_tokenize_str(t):
            counts[w] = counts.get(w, 0) + 1
    total = sum(counts.values())
    for w, c in counts.items():
        pieces[w] = max(pieces.get(w, -1e9), math.log(c / total))
    for ch in alphabet:  # every character alone and word-initial, as a last resort
        for p in (ch, "▁" + ch):
            pieces.setdefault(p, math.log(0.1 / total))
    pieces.setdefault("▁", math.log(1.0 / total))
    vocab = specials + sorted(pieces.items(), key=lambda kv: (-kv[1], kv[0]))
    tok = T5TokenizerFast(vocab=vocab, extra_ids=0, model_max_length=128)
    assert (tok.pad_token_id, tok.eos_token_id, tok.unk_token_id) == (0, 1, 2)

    enc = tok([p[0] for p in pairs], padding=True, return_tensors="pt")
    lab = tok([p[1] for p in pairs], padding=True, return_tensors="pt").input_ids
    lab = lab.masked_fill(lab == tok.pad_token_id, -100)

    config = T5Config(
        vocab_size=len(tok),
        d_model=64,
        d_kv=32,
        d_ff=128,
        num_layers=2,
        num_decoder_layers=2,
        num_heads=2,
        relative_attention_num_buckets=16,
        relative_attention_max_distance=64,
        dropout_rate=0.0,
        feed_forward_proj="gated-gelu",
        tie_word_embeddings=False,
        pad_token_id=0,
        eos_token_id=1,
        decoder_start_token_id=0,
    )
    batch, steps = _T5_TRAIN["batch"], _T5_TRAIN["steps"]
    n = enc.input_ids.shape[0]
    with _torch_settings(seed=0):
        model = T5ForConditionalGeneration(config)
        model.train()
        opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.0)
        sched = torch.optim.lr_scheduler.LambdaLR(
            opt, lambda s: min(1.0, (s + 1) / 20) * max(0.05, 1 - s / max(1, steps))
        )
        gen = torch.Generator().manual_seed(0)
        loss = torch.tensor(float("nan"))
        for step in range(steps):
            idx = torch.randint(0, n, (batch,), generator=gen)
            out = model(
                input_ids=enc.input_ids[idx],
                attention_mask=enc.attention_mask[idx],
                labels=lab[idx],
            )
            loss = out.loss
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
        model.eval()
        final_loss = float(loss.detach())
        with torch.no_grad():
            pred = model.generate(**enc, max_new_tokens=6, do_sample=False)
        decoded = tok.batch_decode(pred, skip_special_tokens=True)
        accuracy = sum(d.strip() == p[1] for d, p in zip(decoded, pairs)) / n

    model.save_pretrained(out_dir)
    tok.save_pretrained(out_dir)
    _write_build_info(
        out_dir,
        kind="tiny-t5",
        final_train_loss=round(final_loss, 4),
        train_greedy_accuracy=round(accuracy, 4),
        steps=steps,
        vocab_size=len(tok),
        n_params=sum(p.numel() for p in model.parameters()),
        build_seconds=round(time.perf_counter() - t0, 2),
    )
    return out_dir


# --------------------------------------------------------------------------------------
# caching
# --------------------------------------------------------------------------------------


def source_hash() -> str:
    """Hash of this file's source (plus library versions, since saved formats depend on them)."""
    h = hashlib.sha256(Path(__file__).read_bytes())
    try:
        import tokenizers
        import torch
        import transformers

        h.update(f"{torch.__version__}|{transformers.__version__}|{tokenizers.__version__}".encode())
    except Exception:  # pragma: no cover - versions are only a refinement of the key
        pass
    return h.hexdigest()[:16]


def cached_build(builder: Callable[[Path], Path], root: Path) -> Path:
    """Build ``builder`` into ``root/<builder name>-<source hash>`` unless it is already there.

    The build goes into a temporary sibling folder that is renamed into place only when
    complete, so a half-built folder is never used; concurrent builders are safe (the
    loser of the rename race discards its copy).
    """
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    final = root / f"{builder.__name__}-{source_hash()}"
    if final.is_dir():
        return final
    tmp = root / f".{final.name}.tmp-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    try:
        builder(tmp)
        try:
            os.rename(tmp, final)  # atomic; fails if another process already put it in place
        except OSError:
            if not final.is_dir():
                raise
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return final
