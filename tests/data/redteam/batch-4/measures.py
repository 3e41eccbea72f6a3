"""TA's own measures on the recorded texts: repeated-3-gram rate, distinct-2, and a one-pass
float32 kept-set check (temperature, then top-k, then top-p, as HF generate applies them).

usage: python measures.py RUNS.json   (RUNS.json: {label: {"prompt", "text", "T", "p", "k"}})
"""
import json, re, sys
from collections import Counter


def words(t):
    return re.findall(r"\w+(?:'\w+)?", t.lower())


def rep3(t):
    w = words(t); g = [tuple(w[i:i + 3]) for i in range(len(w) - 2)]
    if not g:
        return 0.0
    c = Counter(g)
    return sum(v for v in c.values() if v > 1) / len(g)


def distinct2(t):
    w = words(t); g = [tuple(w[i:i + 2]) for i in range(len(w) - 1)]
    return len(set(g)) / len(g) if g else 0.0


def kept_set(model, tok, prompt, text, T, p, k):
    import torch
    pid = tok(prompt, return_tensors="pt").input_ids[0]
    cid = tok(prompt + text, return_tensors="pt").input_ids[0]
    if not torch.equal(cid[:len(pid)], pid):
        return {"note": "prompt tokens differ in joint tokenisation"}
    with torch.no_grad():
        logits = model(cid[None]).logits[0].float()
    out, ranks = [], []
    for pos in range(len(pid), len(cid)):
        l = logits[pos - 1] / T
        tgt = int(cid[pos])
        order = torch.argsort(l, descending=True)
        rank = int((order == tgt).nonzero()[0, 0]) + 1
        lk = l.clone()
        if k and k > 0:
            th = torch.topk(lk, k).values[-1]
            lk[lk < th] = float("-inf")
        probs = torch.softmax(lk, -1)
        sp, si = torch.sort(probs, descending=True)
        cum = torch.cumsum(sp, 0)
        keep_n = int((cum - sp < p).sum().item())  # smallest prefix with mass >= p
        keep_n = max(keep_n, 1)
        kept = set(si[:keep_n].tolist())
        if tgt not in kept:
            out.append((pos - len(pid), tok.decode([tgt]), rank, round(float(probs[tgt]), 5)))
        ranks.append(rank)
    return {"n_tokens": len(cid) - len(pid), "outside": out, "max_rank": max(ranks) if ranks else 0}


if __name__ == "__main__":
    runs = json.load(open(sys.argv[1]))
    model = tok = None
    for lab, r in runs.items():
        res = {"rep3": round(rep3(r["text"]), 3), "distinct2": round(distinct2(r["text"]), 3)}
        if r.get("T"):
            if model is None:
                import torch
                from transformers import AutoModelForCausalLM, AutoTokenizer
                M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
                tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M).eval()
            res["kept"] = kept_set(model, tok, r["prompt"], r["text"], r["T"], r["p"], r.get("k", 50))
        print(lab, json.dumps(res, ensure_ascii=False))
