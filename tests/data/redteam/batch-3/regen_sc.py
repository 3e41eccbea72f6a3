"""TA's check: regenerate tpl32's and tpl33's self-consistency samples from their seeds (their displays are
lossy: tpl32's DataFrame strips the leading space and escapes newlines, tpl33 prints newlines as ' ⏎ ')."""
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, set_seed

M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M).eval()
SC = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
      'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')
x = tok(SC, return_tensors="pt", truncation=True)
set_seed(1234)
with torch.inference_mode():
    y = model.generate(**x, max_new_tokens=8, do_sample=True, temperature=0.9, top_p=0.9, num_beams=1,
                       num_return_sequences=10, pad_token_id=tok.eos_token_id)
print("tpl32", [tok.decode(r[x.input_ids.shape[1]:], skip_special_tokens=True) for r in y])
torch.manual_seed(99)
out = []
for _ in range(10):
    e = tok(SC, return_tensors="pt")
    o = model.generate(**e, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    out.append(tok.decode(o[0, e.input_ids.shape[1]:], skip_special_tokens=True))
print("tpl33", out)
