"""The 'earlier run' that tpl22's student answered from before re-running the notebook:
the same self-consistency call (num_return_sequences=10, T=0.9, top-p 0.9, 8 tokens) drawn
with torch.manual_seed(SEED). Real model samples, but not the ones recorded in the notebook."""
import re, sys
from collections import Counter
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M).eval()
SC = 'Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\nTexto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:'
for seed in [int(s) for s in sys.argv[1:]] or [31]:
    torch.manual_seed(seed)
    enc = tok(SC, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, max_new_tokens=8, do_sample=True, temperature=0.9, top_p=0.9,
                             num_return_sequences=10, pad_token_id=tok.eos_token_id)
    s = [tok.decode(o[enc.input_ids.shape[1]:], skip_special_tokens=True) for o in out]
    lab = [(m.group(1) if (m := re.search(r"\b(POSITIVO|NEGATIVO)\b", x.strip().upper())) else None) for x in s]
    print(seed, Counter(lab), s)
