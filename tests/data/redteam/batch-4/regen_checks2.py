"""TA's side checks, second round (under the CPU lock):
1. cot41: the pipeline run regenerated from set_seed(123) (the record is .strip()ped with newlines shown as ' / ').
2. tp41: full regenerated samples vs the record (whitespace collapsed).
3. tpl44 sample 2 (set_seed(102)): sampled ids vs the re-tokenised decoded text.
"""
import json, re
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, GenerationConfig, pipeline, set_seed

M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M).eval()
ws = lambda s: re.sub(r"\s+", " ", s).strip()

print("== cot41")
gen = pipeline("text-generation", model=model, tokenizer=tok)
set_seed(123)
for q, n in [("What is 27 + 58?", 40), ("Solve step by step: 27 + 58.", 80)]:
    print(repr(gen(q, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n, return_full_text=False)[0]["generated_text"]))

print("== tp41")
rec = json.load(open("/tmp/rt4/meas/tp41.json"))
P = "Transformers are models that"
gc = GenerationConfig(do_sample=True, max_new_tokens=80, top_p=0.9, temperature=1.0, pad_token_id=tok.eos_token_id)
torch.manual_seed(0)
x = tok(P, return_tensors="pt")
for lab, T, p in [("A1", .2, .9), ("A2", .7, .9), ("A3", 1, .9), ("B1", .7, .3), ("B2", .7, .6), ("B3", .7, .9)]:
    gc.temperature, gc.top_p = T, p
    with torch.no_grad():
        y = model.generate(**x, generation_config=gc)
    t = tok.decode(y[0][x.input_ids.shape[1]:], skip_special_tokens=True)
    print(lab, "equal after whitespace collapse:", ws(t) == ws(rec[lab]["text"]), "| raw breaks:", repr(re.findall(r"\s*\n\s*", t)))

print("== tpl44 sample 2")
SC = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
      'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')
x = tok(SC, return_tensors="pt")
set_seed(102)
y = model.generate(**x, max_new_tokens=8, do_sample=True, temperature=0.9, top_p=0.9, pad_token_id=tok.eos_token_id)
ids = y[0, x.input_ids.shape[1]:].tolist()
s = tok.decode(ids, skip_special_tokens=True)
print(repr(s), "sampled:", tok.convert_ids_to_tokens(ids))
print("re-tokenised:", tok.convert_ids_to_tokens(tok(SC + s).input_ids[x.input_ids.shape[1]:]))
