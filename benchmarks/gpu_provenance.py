"""Real GPU samples against the grader's provenance check: float noise, and false accusations.

Students run the course model on GPUs (Colab), often in float16 or bfloat16; the grader re-runs
on a CPU in float32. This script has two halves:

``--device-part`` (on a GPU machine; needs torch and transformers only, not the grader): generates
with ``model.generate(do_sample=True, ...)`` for the course's prompts and settings
(activities/temperature-top-p and activities/chain-of-thought, generate's default top-k of 50 and
top_k=0, and greedy) under many seeds, in float16, bfloat16 and float32, batched
(``num_return_sequences``) and one sample per call. It records each sample's prompt, parameters,
dtype, seed, generated ids and text, and for every step the GPU's own view: the sampled token's
logit and rank, the size of the kept set, the lowest kept logit (the boundary) and the best
removed one; for a subset also the top-100 logits (values and ids) of every step.

``--verify-part`` (here, CPU): compares the GPU logits with CPU float32 logits of the same
prefixes, and verifies every sample with the grader's :class:`Verifier` as the grader does for a
printed text (``permissive=True``, the activity's declared parameters, no ids) and for a recorded
run (``token_ids`` and the exact parameters, ``permissive=False``).

Weights: the device cannot download, and a call carries at most 64 MiB, so the embedded model is
sent as float16 (``model.half()`` of the original weights, ~270 MB) in five chunks. float16 runs
are therefore exactly a student's ``model.half()`` runs; bfloat16 runs are ``.to(bfloat16)`` of the
float16 weights (double-rounded: fp32 -> fp16 -> bf16, not a student's direct bf16 load); float32
GPU runs use the float16-rounded weights upcast, so they are compared and verified against the
same upcast weights on the CPU (``--fp16-model``), never against the original model.

Commands (2026-11-26 run; see benchmarks/README.md):

    # here: float16 weights in chunks (.gpu/ is in .git/info/exclude)
    .venv/bin/python benchmarks/gpu_provenance.py --make-chunks .gpu
    # device: five calls back to back, each carrying .gpu/cN and copying it to /root/chunks;
    # the last one also carries .gpu/meta and runs
    cat /root/chunks/chunk? > /root/model/model.safetensors && cp .gpu/meta/* /root/model/ &&
        python3 benchmarks/gpu_provenance.py --device-part --model /root/model --out $OUT
    # here (2 busy cores): files from $OUT into benchmarks/results/gpu_provenance/; the verify part
    # in parallel slices (--offset/--limit), each appending to a jsonl, then merged
    OMP_NUM_THREADS=1 nice -n 10 .venv/bin/python benchmarks/gpu_provenance.py --verify-part \\
        --samples benchmarks/results/gpu_provenance --fp16-model .gpu/model-fp16 \\
        --offset 0 --limit 115 --jsonl /tmp/vp/part0.jsonl          # also 115, 230, 345
    .venv/bin/python benchmarks/gpu_provenance.py --merge /tmp/vp/*.jsonl \\
        --samples benchmarks/results/gpu_provenance --json benchmarks/results/gpu_provenance.json
    .venv/bin/python benchmarks/gpu_provenance.py --write-test-data benchmarks/results/gpu_provenance.json \\
        --samples benchmarks/results/gpu_provenance --test-data tests/data/gpu-samples
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import sys
import time
from pathlib import Path

TP_PROMPT = "Transformers are models that"
P1_PROMPT = "What is 27 + 58?"
P2_PROMPT = "Solve step by step: 27 + 58."

# name, prompt, do_sample, temperature, top_p, top_k passed to generate (None: generate's default 50),
# max_new_tokens, run id in the activity (whose declared parameters a printed text is verified with)
SETTINGS = [
    ("A1", TP_PROMPT, True, 0.2, 0.9, None, 80, "temperature-top-p/A1"),
    ("A2", TP_PROMPT, True, 0.7, 0.9, None, 80, "temperature-top-p/A2"),
    ("A3", TP_PROMPT, True, 1.0, 0.9, None, 80, "temperature-top-p/A3"),
    ("B1", TP_PROMPT, True, 0.7, 0.3, None, 80, "temperature-top-p/B1"),
    ("B2", TP_PROMPT, True, 0.7, 0.6, None, 80, "temperature-top-p/B2"),
    ("A2-k0", TP_PROMPT, True, 0.7, 0.9, 0, 80, "temperature-top-p/A2"),
    ("A3-k0", TP_PROMPT, True, 1.0, 0.9, 0, 80, "temperature-top-p/A3"),
    ("B1-k0", TP_PROMPT, True, 0.7, 0.3, 0, 80, "temperature-top-p/B1"),
    ("TP-greedy", TP_PROMPT, False, 1.0, 1.0, None, 80, None),
    ("P1", P1_PROMPT, True, 0.7, 0.9, None, 40, "chain-of-thought/P1"),
    ("P1-k0", P1_PROMPT, True, 0.7, 0.9, 0, 40, "chain-of-thought/P1"),
    ("P1-greedy", P1_PROMPT, False, 1.0, 1.0, None, 40, None),
    ("P2", P2_PROMPT, True, 0.7, 0.9, None, 80, "chain-of-thought/P2"),
    ("P2-k0", P2_PROMPT, True, 0.7, 0.9, 0, 80, "chain-of-thought/P2"),
    ("P2-greedy", P2_PROMPT, False, 1.0, 1.0, None, 80, None),
]
SINGLE_SETTINGS = ("A2", "A3", "B1", "P2")  # also generated one sample per call (batch 1)
TOP = 100


def _settings():
    keys = ("name", "prompt", "do_sample", "temperature", "top_p", "top_k", "max_new_tokens", "run")
    return [dict(zip(keys, s)) for s in SETTINGS]


# ---------------------------------------------------------------------------------------------
# device part
# ---------------------------------------------------------------------------------------------

def _warpers(s, top_k_eff):
    from transformers import LogitsProcessorList, TemperatureLogitsWarper, TopKLogitsWarper, TopPLogitsWarper

    w = LogitsProcessorList()
    if s["temperature"] != 1.0:
        w.append(TemperatureLogitsWarper(s["temperature"]))
    if top_k_eff:
        w.append(TopKLogitsWarper(top_k=top_k_eff, min_tokens_to_keep=1))
    if s["top_p"] < 1.0:
        w.append(TopPLogitsWarper(top_p=s["top_p"], min_tokens_to_keep=1))
    return w


def device_part(args) -> None:
    import copy

    import numpy as np
    import torch
    import transformers
    from transformers import AutoModelForCausalLM, AutoTokenizer

    t0 = time.time()
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    log = open(out_dir / "device_log.txt", "w")

    def say(*a):
        msg = " ".join(str(x) for x in a)
        print(msg, flush=True)
        log.write(msg + "\n")
        log.flush()

    dev = "cuda" if torch.cuda.is_available() else "cpu"
    info = {"torch": torch.__version__, "transformers": transformers.__version__, "device": dev,
            "gpu": torch.cuda.get_device_name(0) if dev == "cuda" else None,
            "cuda": torch.version.cuda}
    tok = AutoTokenizer.from_pretrained(args.model)
    base = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float16).to(dev).eval()
    info["attn_implementation"] = getattr(base.config, "_attn_implementation", None)
    info["generation_config_top_k"] = getattr(base.generation_config, "top_k", None)
    say("info", json.dumps(info), f"load {time.time() - t0:.1f}s")

    quick = args.quick
    batch = {"float16": args.batch, "bfloat16": args.batch, "float32": args.batch32}
    dtypes = ["float16", "bfloat16", "float32"]
    models = {"float16": base}
    for d in dtypes[1:]:
        # bfloat16 from the float16 weights: double-rounded; float32: the float16 weights upcast
        models[d] = copy.deepcopy(base).to(getattr(torch, d))
    settings = _settings()
    if quick:
        settings = [s for s in settings if s["name"] in ("A2", "B1-k0", "P1-greedy")]
    samples = []
    tops = {}
    groups = []
    # most wanted first (a time budget may stop the loop): float16 and bfloat16 batches, then
    # their batch-1 samples, then float32
    for d in ("float16", "bfloat16", "float32"):
        for i, s in enumerate(settings):
            if True:
                n = 1 if not s["do_sample"] else batch[d]
                groups.append((d, s, 1000 + 17 * i, n, "batch" if n > 1 else "single"))
    groups.sort(key=lambda g: g[0] == "float32")
    for i, s in enumerate(settings):
        for d in ("float16", "bfloat16"):
            if s["name"] in SINGLE_SETTINGS:
                for k in range(args.singles):
                    groups.insert(-len(settings), (d, s, 5000 + 17 * i + k, 1, "single"))

    def gen(model, s, seed, n, max_new):
        enc = tok(s["prompt"], return_tensors="pt").to(dev)
        transformers.set_seed(seed)
        kw = dict(max_new_tokens=max_new, do_sample=s["do_sample"], return_dict_in_generate=True,
                  output_logits=True, pad_token_id=tok.eos_token_id)
        if s["do_sample"]:
            kw.update(temperature=s["temperature"], top_p=s["top_p"])
            if s["top_k"] is not None:
                kw["top_k"] = s["top_k"]
            if n > 1:
                kw["num_return_sequences"] = n
        with torch.inference_mode():
            return enc, model.generate(**enc, **kw)

    for d in dtypes:  # warm-up: kernels, cuBLAS handles
        gen(models[d], settings[0], 1, 2, 4)
    say(f"warm {time.time() - t0:.1f}s")
    eos = tok.eos_token_id
    stopped = None
    for gi, (d, s, seed, n, mode) in enumerate(groups):
        if time.time() - t0 > args.budget_s:
            stopped = f"time budget reached before group {gi} of {len(groups)}"
            say(stopped)
            break
        max_new = 6 if quick else s["max_new_tokens"]
        enc, out = gen(models[d], s, seed, n, max_new)
        plen = enc.input_ids.shape[1]
        seqs = out.sequences[:, plen:]
        logits = torch.stack(out.logits, dim=0).float()  # [steps, n, V]
        steps, nrows, vocab = logits.shape
        flat = logits.reshape(steps * nrows, vocab)
        ids = seqs[:, :steps].transpose(0, 1).reshape(-1)  # [steps * n]
        if s["do_sample"]:
            top_k_eff = 50 if s["top_k"] is None else s["top_k"]
            warped = _warpers(s, top_k_eff)(torch.zeros((flat.shape[0], 1), dtype=torch.long, device=dev), flat.clone())
            kept = torch.isfinite(warped)
        else:
            kept = torch.zeros_like(flat, dtype=torch.bool)
            kept[torch.arange(flat.shape[0], device=dev), flat.argmax(-1)] = True
        tok_logit = flat.gather(1, ids[:, None])[:, 0]
        rank = (flat > tok_logit[:, None]).sum(-1) + 1
        in_kept = kept.gather(1, ids[:, None])[:, 0]
        size = kept.sum(-1)
        inf = torch.tensor(float("inf"), device=dev)
        boundary = torch.where(kept, flat, inf).min(-1).values
        below = torch.where(kept, -inf, flat).max(-1).values
        tv, ti = torch.topk(flat, TOP, dim=-1)

        def per(x):
            return x.reshape(steps, nrows).transpose(0, 1).cpu().numpy()

        tok_logit, rank, in_kept, size, boundary, below = map(per, (tok_logit, rank, in_kept, size, boundary, below))
        tv = tv.reshape(steps, nrows, TOP).transpose(0, 1).cpu().numpy()
        ti = ti.reshape(steps, nrows, TOP).transpose(0, 1).cpu().numpy()
        seqs = seqs.cpu().tolist()
        for r in range(nrows):
            row = seqs[r][:steps]
            n_tok = row.index(eos) if eos in row else len(row)
            new_ids = row[:n_tok]
            sid = f"{d}-{s['name']}-{mode}-s{seed}-r{r}"
            smp = {
                "id": sid, "setting": s["name"], "run": s["run"], "prompt": s["prompt"], "dtype": d, "mode": mode,
                "batch": n, "seed": seed, "row": r,
                "params": {"do_sample": s["do_sample"], "temperature": s["temperature"], "top_p": s["top_p"],
                           "top_k": s["top_k"], "max_new_tokens": s["max_new_tokens"]},
                "token_ids": new_ids, "ended_with_eos": n_tok < len(row),
                "text": tok.decode(new_ids, skip_special_tokens=True),
                # per step, over the text's tokens (the EOS step excluded)
                "gpu": {"tok_logit": [float(x) for x in tok_logit[r][:n_tok]],
                        "rank": [int(x) for x in rank[r][:n_tok]],
                        "in_kept": [bool(x) for x in in_kept[r][:n_tok]],
                        "kept_size": [int(x) for x in size[r][:n_tok]],
                        "boundary": [float(x) for x in boundary[r][:n_tok]],
                        "best_removed": [float(x) if math.isfinite(x) else None for x in below[r][:n_tok]]},
            }
            if r < args.top_rows or mode == "single":
                tops[sid] = (tv[r][:n_tok].astype(np.float32), ti[r][:n_tok].astype(np.int32))
                smp["has_top"] = True
            samples.append(smp)
        say(f"{gi + 1}/{len(groups)} {d} {s['name']} {mode} seed={seed} n={n} steps={steps} "
            f"t={time.time() - t0:.1f}s")
    info["elapsed_s"] = round(time.time() - t0, 1)
    info["stopped"] = stopped
    info["groups_done"] = len({(x["dtype"], x["setting"], x["seed"]) for x in samples})
    with gzip.open(out_dir / "samples.json.gz", "wt") as f:
        json.dump({"info": info, "samples": samples}, f)
    np.savez_compressed(out_dir / "top100.npz", **{f"v|{k}": v for k, (v, _) in tops.items()},
                        **{f"i|{k}": i for k, (_, i) in tops.items()})
    gpu_out = sum(1 for x in samples for k in x["gpu"]["in_kept"] if not k)
    say(f"done: {len(samples)} samples, {len(tops)} with top-{TOP}, tokens outside their own GPU kept set: "
        f"{gpu_out}, {info['elapsed_s']}s")


# ---------------------------------------------------------------------------------------------
# here: chunks
# ---------------------------------------------------------------------------------------------

def make_chunks(dest: str, chunk_bytes: int = 54_000_000) -> None:
    import shutil

    import torch
    from safetensors.torch import load_file, save_file

    from grader.modelling.models import ensure_smollm2_converted

    src = Path(ensure_smollm2_converted())
    dest = Path(dest)
    full = dest / "model-fp16"
    full.mkdir(parents=True, exist_ok=True)
    sd = load_file(str(src / "model.safetensors"))
    save_file({k: v.to(torch.float16).contiguous() for k, v in sd.items()}, str(full / "model.safetensors"),
              metadata={"format": "pt"})
    meta = dest / "meta"
    meta.mkdir(exist_ok=True)
    for p in src.iterdir():
        if p.name != "model.safetensors":
            shutil.copy(p, meta / p.name)
            shutil.copy(p, full / p.name)
    data = (full / "model.safetensors").read_bytes()
    for i in range(0, math.ceil(len(data) / chunk_bytes)):
        (dest / f"c{i}").mkdir(exist_ok=True)
        (dest / f"c{i}" / f"chunk{i}").write_bytes(data[i * chunk_bytes:(i + 1) * chunk_bytes])
    print(f"{len(data)} bytes in {math.ceil(len(data) / chunk_bytes)} chunks under {dest}")


# ---------------------------------------------------------------------------------------------
# verify part (here)
# ---------------------------------------------------------------------------------------------

def _pct(xs, qs=(50, 90, 99, 99.9)):
    import numpy as np

    if not len(xs):
        return {}
    a = np.asarray(xs, dtype=np.float64)
    out = {f"p{q:g}": float(np.percentile(a, q)) for q in qs}
    out["max"] = float(a.max())
    out["n"] = int(a.size)
    return out


def _needed_raise(warpers, row, tid, top_k):
    """Smallest raise of the token's logit (others fixed) that puts it in the kept set."""
    import torch

    from grader.modelling.decoding import warp

    def kept(delta):
        r = row.clone()[None, :]
        r[0, tid] += delta
        return bool(torch.isfinite(warp(warpers, r, top_k))[0, tid])

    lo, hi = 0.0, 0.05
    while not kept(hi):
        lo, hi = hi, hi * 2
        if hi > 1000:
            return float("inf")
    for _ in range(20):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if kept(mid) else (mid, hi)
    return hi


def verify_part(args) -> None:
    import numpy as np
    import torch

    from grader.core.records import DecodingParams
    from grader.modelling.decoding import IncrementalDecoder, build_warpers, resolve_top_k, warp
    from grader.modelling.models import load_model
    from grader.modelling.provenance import Verifier, encode_prompt

    torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS", "1")))
    src = Path(args.samples)
    with gzip.open(src / "samples.json.gz", "rt") as f:
        blob = json.load(f)
    samples = blob["samples"][args.offset:]
    if args.limit:
        samples = samples[: args.limit]
    if args.again:  # only the samples an earlier verification judged "not generated" (after a fix)
        before = json.loads(Path(args.again).read_text())["samples"]
        wanted = {r["id"] for r in before if "inconsistent" in (r["printed"]["verdict"], r["recorded"]["verdict"])}
        samples = [smp for smp in blob["samples"] if smp["id"] in wanted]
    tops = dict(np.load(src / "top100.npz"))
    lm = load_model("smollm2-135m")
    lm_up = load_model(str(Path(args.fp16_model).resolve())) if args.fp16_model else None  # float32 of the fp16 weights
    ver = {"orig": Verifier(lm, dtype="float32"), "up": Verifier(lm_up, dtype="float32") if lm_up else None}
    t0 = time.time()
    sink = open(args.jsonl, "a") if args.jsonl else None
    rows_out = []
    for n, smp in enumerate(samples):
        which = "up" if smp["dtype"] == "float32" else "orig"
        the_lm = lm_up if which == "up" else lm
        if the_lm is None:
            continue
        v = ver[which]
        p = smp["params"]
        prompt_ids = encode_prompt(the_lm.tokenizer, smp["prompt"])
        ids = smp["token_ids"]
        dec = IncrementalDecoder(the_lm.model, prompt_ids, then=ids)
        rows = dec.prefill_rows  # CPU float32, row i predicts ids[i]
        nz = {"tok": [], "top": [], "outside": [], "top1_changed": 0, "steps": 0}
        g = smp["gpu"]
        rec = {"id": smp["id"], "dtype": smp["dtype"], "setting": smp["setting"], "n_tokens": len(ids)}
        if ids:
            cpu_tok = rows[torch.arange(len(ids)), torch.tensor(ids)]
            nz["tok"] = [round(x, 5) for x in (cpu_tok - torch.tensor(g["tok_logit"])).abs().tolist()]
            key = smp["id"]
            if f"v|{key}" in tops:
                tv, ti = torch.from_numpy(tops[f"v|{key}"]), torch.from_numpy(tops[f"i|{key}"]).long()
                cpu_vals = rows[: len(ids)].gather(1, ti)
                nz["top"] = [round(x, 5) for x in (cpu_vals - tv).abs().flatten().tolist()]
                nz["steps"] = len(ids)
                nz["top1_changed"] = int((rows[: len(ids)].argmax(-1) != ti[:, 0]).sum())
            dp = DecodingParams(do_sample=p["do_sample"], temperature=p["temperature"], top_k=p["top_k"],
                                top_p=p["top_p"], max_new_tokens=p["max_new_tokens"])
            if p["do_sample"]:
                k = resolve_top_k(the_lm.model, dp)
                w = build_warpers(dp, k)
                warped = warp(w, rows[: len(ids)], k)
                ins = torch.isfinite(warped[torch.arange(len(ids)), torch.tensor(ids)])
                for i in torch.nonzero(~ins).flatten().tolist():
                    need = _needed_raise(w, rows[i], ids[i], k)
                    nz["outside"].append({"id": key, "step": i, "needed_raise": need,
                                          "gpu_rank": g["rank"][i], "gpu_kept": g["kept_size"][i],
                                          "gpu_margin": g["tok_logit"][i] - (g["best_removed"][i] or -1e9)})
                rec["cpu_outside"] = int((~ins).sum())
            else:
                rec["cpu_not_argmax"] = int((rows[: len(ids)].argmax(-1) != torch.tensor(ids)).sum())
        # the grader's verdicts: a printed text (declared parameters of the run, permissive) ...
        declared = DecodingParams(do_sample=p["do_sample"], temperature=p["temperature"], top_k=None,
                                  top_p=p["top_p"], max_new_tokens=p["max_new_tokens"])
        t1 = time.time()
        r1 = v.verify(smp["prompt"], smp["text"], declared, permissive=True)
        rec["printed"] = {"verdict": r1.verdict.value, "method": r1.method, "s": round(time.time() - t1, 2),
                          "message": r1.message[:300]}
        # ... and a recorded run (ids and the exact parameters, strict)
        exact = DecodingParams(do_sample=p["do_sample"], temperature=p["temperature"], top_k=p["top_k"],
                               top_p=p["top_p"], max_new_tokens=p["max_new_tokens"])
        t1 = time.time()
        # the record states its dtype: the grader replays in it (grader/reading/evidence.py)
        r2 = v.verify(smp["prompt"], smp["text"], exact, token_ids=ids, permissive=False, dtype=smp["dtype"])
        rec["recorded"] = {"verdict": r2.verdict.value, "method": r2.method, "s": round(time.time() - t1, 2),
                           "message": r2.message[:300]}
        margins = [a - b for a, b in zip(g["tok_logit"], [x if x is not None else -1e9 for x in g["best_removed"]])]
        rec["gpu_min_margin"] = min(margins, default=None)
        rec["_noise"] = nz
        rows_out.append(rec)
        if sink:
            sink.write(json.dumps(rec) + "\n")
            sink.flush()
        if n % 10 == 0:
            print(f"{args.offset + n}/{len(samples) + args.offset} {time.time() - t0:.0f}s {smp['id']} "
                  f"printed={r1.verdict.value} recorded={r2.verdict.value}", flush=True)
    if args.json:
        summarise(rows_out, blob["info"], args.json, time.time() - t0)


def summarise(rows_out, info, dest, verify_s=None) -> None:
    summary = {}
    for rec in rows_out:
        for mode in ("printed", "recorded"):
            key = f"{mode}|{rec['dtype']}|{rec['setting']}"
            c = summary.setdefault(key, {"consistent": 0, "undetermined": 0, "inconsistent": 0})
            c[rec[mode]["verdict"]] += 1
    noise = {}
    for rec in rows_out:
        nz = noise.setdefault(rec["dtype"], {"tok": [], "top": [], "outside": [], "top1_changed": 0, "steps": 0})
        for k in ("tok", "top", "outside"):
            nz[k] += rec["_noise"][k]
        nz["top1_changed"] += rec["_noise"]["top1_changed"]
        nz["steps"] += rec["_noise"]["steps"]
    noise_out = {}
    for d, nz in noise.items():
        noise_out[d] = {"sampled_token_abs_diff": _pct(nz["tok"]), "top100_abs_diff": _pct(nz["top"]),
                        "tokens": len(nz["tok"]), "steps_with_top100": nz["steps"],
                        "top1_changed_steps": nz["top1_changed"],
                        "outside_cpu_kept_set": len(nz["outside"]),
                        "outside_needed_raise": _pct([o["needed_raise"] for o in nz["outside"]], (50, 90)),
                        "outside": nz["outside"]}
    slim = [{**{k: v for k, v in r.items() if k != "_noise"}, "outside": r["_noise"]["outside"]} for r in rows_out]
    result = {"info": info, "noise": noise_out, "verdicts": summary, "samples": slim, "verify_s": verify_s}
    Path(dest).write_text(json.dumps(result, indent=1))
    print(json.dumps({"noise": {d: {k: v for k, v in x.items() if k != "outside"} for d, x in noise_out.items()},
                      "verdicts": summary}, indent=1))
    bad = [(r["id"], m) for r in rows_out for m in ("printed", "recorded") if r[m]["verdict"] == "inconsistent"]
    print("inconsistent:", bad)


def merge(args) -> None:
    with gzip.open(Path(args.samples) / "samples.json.gz", "rt") as f:
        blob = json.load(f)
    order = {x["id"]: i for i, x in enumerate(blob["samples"])}
    recs = {}
    for path in args.merge:
        for line in open(path):
            if line.strip():
                r = json.loads(line)
                recs[r["id"]] = r
    rows = sorted(recs.values(), key=lambda r: order[r["id"]])
    print(f"{len(rows)} of {len(order)} samples verified")
    summarise(rows, blob["info"], args.json)


def write_test_data(result_json: str, samples_dir: str, dest: str, n: int = 40, time_s: float = 12.0) -> None:
    """tests/data/gpu-samples/: the hardest float16/bfloat16 samples (tokens outside the CPU float32
    kept set first, then the smallest GPU margin to the kept-set boundary), within a time budget
    measured by the verify part, with their verdicts."""
    res = json.loads(Path(result_json).read_text())
    with gzip.open(Path(samples_dir) / "samples.json.gz", "rt") as f:
        blob = json.load(f)
    by_id = {x["id"]: x for x in blob["samples"]}
    recs = [r for r in res["samples"] if r["dtype"] in ("float16", "bfloat16") and r["n_tokens"]
            and by_id[r["id"]]["params"]["do_sample"]]

    def hardness(r):
        return (-(r.get("cpu_outside") or 0), r["gpu_min_margin"] if r["gpu_min_margin"] is not None else 1e9)

    recs.sort(key=hardness)
    picked, spent = [], 0.0
    for r in recs:
        bad = r["printed"]["verdict"] == "inconsistent"
        cost = 0.0 if bad else r["printed"]["s"]  # a known false accusation is listed, not run
        if len(picked) >= n:
            break
        if spent + cost > time_s:
            continue
        picked.append(r)
        spent += cost
    greedy = [r for r in res["samples"] if r["dtype"] in ("float16", "bfloat16") and r["n_tokens"]
              and not by_id[r["id"]]["params"]["do_sample"]]
    out = []
    for r in picked + greedy:
        smp = by_id[r["id"]]
        p = smp["params"]
        out.append({
            "id": smp["id"], "dtype": smp["dtype"], "setting": smp["setting"], "run": smp["run"],
            "prompt": smp["prompt"], "text": smp["text"], "token_ids": smp["token_ids"],
            "generate_params": p, "seed": smp["seed"], "batch": smp["batch"], "row": smp["row"],
            "declared": {"do_sample": p["do_sample"], "temperature": p["temperature"], "top_k": None,
                         "top_p": p["top_p"], "max_new_tokens": p["max_new_tokens"]},
            "tokens_outside_cpu_float32_kept_set": r.get("cpu_outside", r.get("cpu_not_argmax")),
            "gpu_min_margin": r["gpu_min_margin"],
            "verdict_printed": r["printed"]["verdict"], "verdict_recorded": r["recorded"]["verdict"],
            "known_false_accusation": (
                f"printed-text check says inconsistent: {r['printed']['message']} (the float32 CPU kept set "
                f"misses a token by {max(o['needed_raise'] for o in r['outside']):.3f} logits)"
                if r["printed"]["verdict"] == "inconsistent" else None),
        })
    d = Path(dest)
    d.mkdir(parents=True, exist_ok=True)
    about = {"device": res["info"].get("gpu"), "torch": res["info"].get("torch"),
             "transformers": res["info"].get("transformers"),
             "made_by": "benchmarks/gpu_provenance.py --write-test-data (see its docstring)",
             "weights": "float16 = model.half() of the embedded smollm2-135m; bfloat16 = .to(bfloat16) of those"}
    (d / "samples.json").write_text(json.dumps({"about": about, "samples": out}, indent=1, ensure_ascii=False))
    print(f"{len(out)} samples ({len(picked)} sampled, {len(greedy)} greedy) -> {d}, measured ~{spent:.1f}s")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--device-part", action="store_true")
    ap.add_argument("--verify-part", action="store_true")
    ap.add_argument("--make-chunks", metavar="DIR")
    ap.add_argument("--model", help="device part: folder of the float16 model")
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/gpu_provenance"))
    ap.add_argument("--batch", type=int, default=16, help="num_return_sequences, float16/bfloat16")
    ap.add_argument("--batch32", type=int, default=4, help="num_return_sequences, float32")
    ap.add_argument("--singles", type=int, default=2, help="batch-1 samples per setting in SINGLE_SETTINGS")
    ap.add_argument("--top-rows", type=int, default=3, help="rows of each batch whose top-100 logits are kept")
    ap.add_argument("--budget-s", type=float, default=200, help="stop starting new groups after this")
    ap.add_argument("--quick", action="store_true", help="3 settings, 6 tokens (a CPU smoke test)")
    ap.add_argument("--again", help="verify part: only the samples this earlier result judged inconsistent")
    ap.add_argument("--samples", help="verify part: folder with samples.json.gz and top100.npz")
    ap.add_argument("--fp16-model", help="verify part: folder of the float16 weights (float32 GPU samples)")
    ap.add_argument("--json")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--offset", type=int, default=0)
    ap.add_argument("--jsonl", help="verify part: append one line per sample (for parallel parts, then --merge)")
    ap.add_argument("--merge", nargs="+", metavar="JSONL", help="summarise verify parts' jsonl files into --json")
    ap.add_argument("--test-data", help="with --write-test-data: destination folder")
    ap.add_argument("--write-test-data", metavar="RESULT_JSON", help="pick the test samples from a verify part's json")
    args = ap.parse_args(argv)
    if args.make_chunks:
        make_chunks(args.make_chunks)
    elif args.device_part:
        device_part(args)
    elif args.merge:
        merge(args)
    elif args.write_test_data:
        write_test_data(args.write_test_data, args.samples, args.test_data)
    elif args.verify_part:
        verify_part(args)
    else:
        ap.error("one of --device-part, --verify-part, --make-chunks")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main()
