"""cot281's note says the student first ran the notebook with SEED = 7 and then re-ran everything with SEED = 2811.
The seed-7 outputs are not in the notebook. This script re-generates both seeds exactly as the notebook's generation
cell does (same model, CPU, one thread, torch.manual_seed(SEED + i) per prompt) and prints the outputs, so that the
record can be told apart from the earlier run (the 2811 lines must equal the notebook's record).
usage (under the lock): nice -n 10 env OMP_NUM_THREADS=1 python truth_cot281.py MODEL_DIR"""
import sys
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

M = sys.argv[1]
tok = AutoTokenizer.from_pretrained(M)
modelo = AutoModelForCausalLM.from_pretrained(M)
modelo.eval()
for SEED in (7, 2811):
    for i, (nome, prompt, n) in enumerate([("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]):
        torch.manual_seed(SEED + i)
        x = tok(prompt, return_tensors="pt")
        with torch.no_grad():
            y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                                pad_token_id=tok.eos_token_id)
        print(f"SEED={SEED} {nome} seed {SEED + i}: {tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)!r}")
