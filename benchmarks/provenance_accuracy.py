"""Provenance engine: false rejects, false accepts, speed and float noise on the embedded model.

    .venv/bin/python benchmarks/provenance_accuracy.py            # full run (~15 min, 2 cores)
    .venv/bin/python benchmarks/provenance_accuracy.py --quick    # smoke run (~2 min)

Genuine samples are generated with ``generate`` (the ground truth is how they were made).
Fabricated candidates (a word edited, another prompt, other parameters, handwritten text,
another model's output) are labelled by an *independent* oracle: its own implementation of
temperature -> top-k -> top-p, a fresh forward pass per step (no KV cache), and a plain
depth-first search over tokenisations. Only what the oracle cannot place inside the kept sets
counts as fabricated; other-parameter texts it can place are "legitimately accepted" and are
reported separately. Prints counts and ratios; writes everything to --out as JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from grader.core.records import DecodingParams, Verdict  # noqa: E402
from grader.modelling.models import load_model  # noqa: E402
from grader.modelling.provenance import Verifier, encode_prompt  # noqa: E402
from grader.modelling.tokenbytes import vocabulary  # noqa: E402

A = "Transformers are models that"
SETTINGS = [  # (prompt, temperature, top_p): the course's runs A1-A3, B1-B2 and part C
    (A, 0.2, 0.9), (A, 0.7, 0.9), (A, 1.0, 0.9), (A, 0.7, 0.3), (A, 0.7, 0.6),
    ("What is 27 + 58?", 0.7, 0.9), ("Solve step by step: 27 + 58.", 0.7, 0.9),
]
HANDWRITTEN = [
    " are not part of the game.\n\nThe following is a list of all the models that are not part of the game.",
    " learn patterns from large amounts of text and use attention to weigh every word in context.",
    " transform an input sequence into an output sequence using self-attention layers.",
    " são treinados para prever a próxima palavra de um texto.",
    " can be used to represent the physical properties of objects in the world.",
    " were introduced in 2017 in the paper Attention Is All You Need by Vaswani and colleagues.",
    " predict the next token, and a higher temperature makes the output more diverse and surprising.",
    " use a decoder to generate text one token at a time, sampling from the nucleus.",
    " I think the answer is 85 because 27 plus 58 equals 85.",
    " are robots in disguise that fight the Decepticons on Earth.",
    " geram texto token por token; com temperatura baixa, o texto fica repetitivo.",
    " are very good at writing poems about cats and dogs in the rain.",
    " have billions of parameters and were trained on the whole internet.",
    " can translate English to Portuguese with high accuracy in most cases.",
    " are a kind of neural network architecture based entirely on attention mechanisms.",
]
EDIT_WORDS = ["banana", "quantum", "elephant", "purple", "Brasil", "carnaval", "yesterday", "violin"]


def sample_batch(lm, prompt: str, temperature: float, top_p: float, n: int, max_new: int, seed: int):
    tok = lm.tokenizer
    inputs = tok(prompt, return_tensors="pt")
    torch.manual_seed(seed)
    out = lm.model.generate(**inputs, do_sample=True, temperature=temperature, top_p=top_p,
                            max_new_tokens=max_new, num_return_sequences=n, pad_token_id=tok.eos_token_id)
    texts = []
    for row in out[:, inputs.input_ids.shape[1]:].tolist():
        ids = row[: row.index(tok.eos_token_id)] if tok.eos_token_id in row else row
        texts.append((tok.decode(ids, skip_special_tokens=True), ids))
    return texts


# -- the independent oracle --------------------------------------------------------------------


def oracle_kept(logits: torch.Tensor, temperature: float, top_k: int, top_p: float) -> torch.Tensor:
    x = logits.double() / temperature
    if top_k:
        threshold = torch.topk(x, top_k).values[-1]
        x = torch.where(x < threshold, torch.tensor(float("-inf"), dtype=x.dtype), x)
    probs = torch.softmax(x, dim=-1)
    if top_p < 1.0:
        order = torch.argsort(probs, descending=True)
        above = torch.cumsum(probs[order], 0) - probs[order]  # mass strictly ahead in the order
        keep_sorted = above < top_p
        keep_sorted[0] = True
        keep = torch.zeros_like(keep_sorted)
        keep[order] = keep_sorted
        return keep & (probs > 0)
    return probs > 0


def oracle_possible(lm, prompt: str, text: str, temperature: float, top_p: float, top_k: int = 50,
                    budget: int = 400) -> bool | None:
    """True/False: some tokenisation is (not) inside every kept set. None: budget exhausted."""
    vocab = vocabulary(lm.tokenizer)
    prompt_ids = encode_prompt(lm.tokenizer, prompt)
    target = text.encode("utf-8")
    nodes = 0

    def logits_after(seq):
        with torch.no_grad():
            return lm.model(input_ids=torch.tensor([prompt_ids + seq])).logits[0, -1].float()

    def dfs(seq, pos):
        nonlocal nodes
        if pos == len(target):
            return True
        nodes += 1
        if nodes > budget:
            raise TimeoutError
        cands = vocab.candidates(target[pos:], first=not seq)
        if not cands:
            return False
        keep = oracle_kept(logits_after(seq), temperature, top_k, top_p)
        row_order = sorted((c for c in cands if keep[c]), key=lambda c: -len(vocab.token_bytes[c]))
        return any(dfs(seq + [c], pos + len(vocab.token_bytes[c])) for c in row_order)

    try:
        return dfs([], 0)
    except TimeoutError:
        return None


# -- the run --------------------------------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--parts", default="accuracy,speed,noise",
                    help="comma-separated subset of accuracy,speed,noise (time speed on an idle machine)")
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "results" / "provenance_accuracy.json")
    args = ap.parse_args()
    parts = set(args.parts.split(","))
    torch.set_num_threads(2)
    per_setting = 6 if args.quick else 35
    max_new = 80
    rng = random.Random(0)
    lm = load_model("smollm2-135m")
    verifier = Verifier(lm)
    report: dict = {"genuine": [], "fabricated": [], "timing": {}, "noise": {}}

    # 1. genuine samples -----------------------------------------------------------------------
    print(f"[1/5] genuine: {len(SETTINGS)} settings x {per_setting} samples", file=sys.stderr)
    genuine = []
    for i, (prompt, t, p) in enumerate(SETTINGS):
        for text, ids in sample_batch(lm, prompt, t, p, per_setting, max_new, seed=1000 + i):
            genuine.append((prompt, t, p, text, ids))
    false_rejects, retok, verify_times = [], 0, []
    for prompt, t, p, text, ids in genuine:
        started = time.perf_counter()
        res = verifier.verify(prompt, text, DecodingParams(temperature=t, top_p=p, max_new_tokens=max_new))
        elapsed = time.perf_counter() - started
        canonical = lm.tokenizer(text, add_special_tokens=False).input_ids == ids
        retok += not canonical
        if len(ids) == max_new and canonical and res.method == "full-pass":
            verify_times.append(elapsed)
        if res.verdict is not Verdict.CONSISTENT:
            false_rejects.append({"prompt": prompt, "T": t, "p": p, "text": text, "result": res.to_dict()})
        report["genuine"].append({"prompt": prompt, "T": t, "p": p, "verdict": res.verdict.value,
                                  "method": res.method, "tokenisation": res.tokenisation,
                                  "canonical_ids": canonical, "seconds": round(elapsed, 4)})

    # 2. fabricated candidates -----------------------------------------------------------------
    print("[2/5] fabricated candidates", file=sys.stderr)
    cands = []
    if "accuracy" not in parts:
        genuine_for_fabrication = []
    else:
        genuine_for_fabrication = genuine
    pool = [g for g in genuine_for_fabrication if len(g[3].split(" ")) > 8]
    for prompt, t, p, text, _ in rng.sample(pool, min(len(pool), 8 if args.quick else 40)):
        words = text.split(" ")
        j = rng.randrange(2, len(words) - 1)
        words[j] = rng.choice([w for w in EDIT_WORDS if w != words[j]])
        cands.append(("word edited", prompt, t, p, " ".join(words)))
    if "accuracy" in parts:
        cands += fabricated_others(lm, verifier, args.quick, max_new)
    print(f"[3/5] oracle + verifier on {len(cands)} candidates", file=sys.stderr)
    for kind, prompt, t, p, text in cands:
        possible = oracle_possible(lm, prompt, text, t, p)
        res = verifier.verify(prompt, text, DecodingParams(temperature=t, top_p=p, max_new_tokens=max_new))
        report["fabricated"].append({"kind": kind, "prompt": prompt, "T": t, "p": p, "text": text,
                                     "oracle_possible": possible, "verdict": res.verdict.value,
                                     "method": res.method, "message": res.message})

    # 3. speed -----------------------------------------------------------------------------------
    print("[4/5] regeneration time vs verification time (80-token samples)", file=sys.stderr)
    regen = []
    speed_set = [g for g in genuine if len(g[4]) == max_new][:8] if "speed" in parts else []
    for prompt, t, p, text, ids in speed_set:
        inputs = lm.tokenizer(prompt, return_tensors="pt")
        started = time.perf_counter()
        lm.model.generate(**inputs, do_sample=True, temperature=t, top_p=p, max_new_tokens=max_new,
                          min_new_tokens=max_new, pad_token_id=lm.tokenizer.eos_token_id)
        regen.append(time.perf_counter() - started)
    report["timing"] = {"verify_median_s": statistics.median(verify_times) if verify_times else None,
                        "regenerate_median_s": statistics.median(regen) if regen else None}

    # 4. float noise -----------------------------------------------------------------------------
    print("[5/5] float noise: full pass vs incremental, and bfloat16 samples", file=sys.stderr)
    if "noise" in parts:
        report["noise"] = measure_noise(lm, genuine[: 6 if args.quick else 12], n_bf16=6 if args.quick else 36)

    summarise(report, retok, len(genuine), false_rejects)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"\nfull results: {args.out}")
    return 0


def fabricated_others(lm, verifier, quick: bool, max_new: int) -> list:
    cands = []
    other_prompt = sample_batch(lm, "My favourite food is", 0.7, 0.9, 4 if quick else 20, max_new, seed=7)
    cands += [("another prompt", A, 0.7, 0.9, text) for text, _ in other_prompt]
    wide = sample_batch(lm, A, 1.0, 0.9, 4 if quick else 30, max_new, seed=8)
    cands += [("other parameters (T=1.0,p=0.9 claimed as T=0.7,p=0.3)", A, 0.7, 0.3, text) for text, _ in wide]
    greedy = lm.tokenizer.decode(verifier.greedy_ids(encode_prompt(lm.tokenizer, A), max_new))
    cands.append(("greedy text claimed as sampled (T=0.7,p=0.3)", A, 0.7, 0.3, greedy))
    cands += [("handwritten", A, 0.7, 0.9, text) for text in HANDWRITTEN[: 4 if quick else None]]
    from tiny_models import build_tiny_gpt2, cached_build

    tiny = load_model(str(cached_build(build_tiny_gpt2, Path("/tmp/grader-test-models"))))
    for text, _ in sample_batch(tiny, "the cat", 0.7, 0.9, 4 if quick else 15, 40, seed=9):
        cands.append(("another model's output (tiny GPT-2)", A, 0.7, 0.9, " " + text.strip()))
    return cands


def measure_noise(lm, samples, n_bf16: int) -> dict:
    from grader.modelling.decoding import IncrementalDecoder, build_warpers, resolve_top_k, warp

    worst = 0.0
    for prompt, _, _, _, ids in samples:
        prompt_ids = encode_prompt(lm.tokenizer, prompt)
        full = IncrementalDecoder(lm.model, prompt_ids)
        rows_full = torch.cat([full.first_row[None], full.feed(ids)])[:-1]
        step = IncrementalDecoder(lm.model, prompt_ids)
        rows_step = torch.stack([step.first_row] + [step.feed([t])[-1] for t in ids[:-1]])
        worst = max(worst, float((rows_full - rows_step).abs().max()))
    import copy

    from grader.modelling.models import LoadedModel

    bf16 = LoadedModel(name=lm.name, model=copy.deepcopy(lm.model).to(torch.bfloat16), tokenizer=lm.tokenizer,
                       dtype="bfloat16", source=lm.source, path=lm.path)
    texts = sample_batch(bf16, A, 0.7, 0.6, n_bf16, 48, seed=11)
    params = DecodingParams(temperature=0.7, top_p=0.6, max_new_tokens=48)
    warpers = build_warpers(params, resolve_top_k(lm.model, params))
    bad_tokens = total_tokens = 0
    final = []
    for text, ids in texts:
        # Float32 full pass, no tolerance, no replay: how many bf16-sampled tokens fall outside?
        decoder = IncrementalDecoder(lm.model, encode_prompt(lm.tokenizer, A))
        rows = torch.cat([decoder.first_row[None], decoder.feed(ids)])[:-1]
        kept = torch.isfinite(warp(warpers, rows))
        bad_tokens += int((~kept[torch.arange(len(ids)), torch.tensor(ids)]).sum())
        total_tokens += len(ids)
        final.append(Verifier(lm, dtype="bfloat16").verify(A, text, params).verdict.value)
    return {"fp32_full_vs_incremental_max_abs_logit_diff": worst,
            "bf16_samples": len(texts), "bf16_tokens": total_tokens,
            "bf16_tokens_outside_fp32_full_pass_kept_set": bad_tokens,
            "bf16_final_verdicts": {v: final.count(v) for v in set(final)}}


def summarise(report: dict, retok: int, n_genuine: int, false_rejects: list) -> None:
    fab = report["fabricated"]
    impossible = [f for f in fab if f["oracle_possible"] is False]
    possible = [f for f in fab if f["oracle_possible"] is True]
    unknown = [f for f in fab if f["oracle_possible"] is None]
    false_accepts = [f for f in impossible if f["verdict"] == "consistent"]
    undetermined_fab = [f for f in impossible if f["verdict"] == "undetermined"]
    print("\n== provenance accuracy (smollm2-135m, float32, CPU) ==")
    print(f"genuine samples:           {n_genuine}  (re-encoded ids differ from sampled ids in {retok})")
    print(f"false rejects:             {len(false_rejects)} / {n_genuine}")
    print(f"fabricated (oracle: impossible): {len(impossible)}")
    print(f"false accepts:             {len(false_accepts)} / {len(impossible)} "
          f"({100 * len(false_accepts) / max(1, len(impossible)):.1f} %)")
    print(f"fabricated judged undetermined: {len(undetermined_fab)}")
    kinds = sorted({f["kind"] for f in fab})
    for k in kinds:
        rows = [f for f in fab if f["kind"] == k]
        imp = [f for f in rows if f["oracle_possible"] is False]
        caught = sum(f["verdict"] == "inconsistent" for f in imp)
        legit = [f for f in rows if f["oracle_possible"] is True]
        acc = sum(f["verdict"] == "consistent" for f in legit)
        print(f"  {k:<58} n={len(rows):3d} impossible={len(imp):3d} caught={caught:3d} "
              f"possible={len(legit):3d} accepted={acc:3d}")
    print(f"oracle budget exhausted (excluded): {len(unknown)}")
    print(f"possible by the oracle but rejected by the verifier: "
          f"{sum(f['verdict'] != 'consistent' for f in possible)}")
    t = report["timing"]
    if t["verify_median_s"] and t["regenerate_median_s"]:
        print(f"\nverification median {t['verify_median_s'] * 1000:.0f} ms, regeneration median "
              f"{t['regenerate_median_s'] * 1000:.0f} ms for 80 tokens: verification is "
              f"{t['regenerate_median_s'] / t['verify_median_s']:.1f}x faster (goal >= 20x)")
    n = report["noise"]
    if not n:
        return
    print(f"\nfloat32 full pass vs incremental replay: max |logit diff| = "
          f"{n['fp32_full_vs_incremental_max_abs_logit_diff']:.2e}")
    print(f"bfloat16 samples: {n['bf16_tokens_outside_fp32_full_pass_kept_set']} of {n['bf16_tokens']} tokens "
          f"outside a float32 full-pass kept set; final verdicts with --dtype bfloat16: {n['bf16_final_verdicts']}")


if __name__ == "__main__":
    raise SystemExit(main())
