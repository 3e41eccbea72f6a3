"""tp52's earlier draw: its Part A cell as it was when the answers were written (torch.manual_seed(3)
instead of the 7 now in the notebook). Prints the three rows exactly as the notebook's `linha` does, so
the answers can quote that draw, and so a TA can see where the cited text came from (it is NOT in the
notebook). Run under the CPU lock:
    flock /tmp/cpu.lock nice -n 10 env OMP_NUM_THREADS=1 .venv/bin/python tests/data/redteam/batch-5/stale_run_tp52.py
"""
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M)
lm = AutoModelForCausalLM.from_pretrained(M).eval()
PROMPT = "Transformers are models that"


def gera(T, p):
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)


for seed in (3, 7):
    print(f"=== seed {seed}")
    torch.manual_seed(seed)
    for nome, T in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
        txt = gera(T, 0.9)
        print(f"{nome:<3}| T={T:<4}| p={0.9:<4}| {PROMPT}{txt.replace(chr(10), ' ¶ ')}")
