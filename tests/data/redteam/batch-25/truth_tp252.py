"""Which of tp252's two 'T=0.7 · top_p=0.9' blocks is A2 (seed 2521) and which is B3 (seed 2525)? The notebook prints
the runs sorted by length, so its output alone does not say. Re-generates those two seeds exactly as the notebook's
roda() does (same model, CPU, one thread) and prints the first 80 characters of each.
usage (under the lock): nice -n 10 env OMP_NUM_THREADS=1 python truth_tp252.py MODEL_DIR"""
import sys
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

M = sys.argv[1]
tok = AutoTokenizer.from_pretrained(M)
modelo = AutoModelForCausalLM.from_pretrained(M)
modelo.eval()
PROMPT = "Transformers are models that"
for run, seed in [("A2", 2521), ("B3", 2525)]:
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80, pad_token_id=tok.eos_token_id)
    t = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print(run, seed, len(t), repr(t[:80]))
