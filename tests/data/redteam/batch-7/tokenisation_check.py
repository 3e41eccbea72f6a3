"""Side check (one small hold of the CPU lock): tp74 A3 regenerated from seed 99; its sampled token ids vs the
re-tokenised decoded text, and the one-pass kept-set check (T=1.0, top-k 50, top-p 0.9) on the SAMPLED ids.
usage: flock /tmp/cpu.lock nice -n 10 env OMP_NUM_THREADS=1 .venv/bin/python tokenisation_check.py"""
import torch, json
from transformers import AutoTokenizer, AutoModelForCausalLM
M="/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok=AutoTokenizer.from_pretrained(M); lm=AutoModelForCausalLM.from_pretrained(M).eval()
P="Transformers are models that"
torch.manual_seed(99)
x=tok(P,return_tensors="pt")
y=lm.generate(**x,do_sample=True,temperature=1.0,top_p=0.9,max_new_tokens=80,pad_token_id=tok.eos_token_id)
ids=y[0,x.input_ids.shape[1]:].tolist()
text=tok.decode(ids,skip_special_tokens=True)
re_ids=tok(P+text).input_ids[x.input_ids.shape[1]:]
print(len(ids),len(re_ids))
for i,(a,b) in enumerate(zip(ids,re_ids)):
    if a!=b: print(i, tok.convert_ids_to_tokens(ids[i-1:i+4]), tok.convert_ids_to_tokens(re_ids[i-1:i+4])); break
# kept-set on the sampled ids (one pass)
with torch.no_grad(): lg=lm(y).logits[0].float()
L=x.input_ids.shape[1]; bad=[]
for j,t in enumerate(ids):
    l=lg[L+j-1]/1.0; th=torch.topk(l,50).values[-1]; l=l.masked_fill(l<th,float('-inf'))
    p=torch.softmax(l,-1); sp,si=torch.sort(p,descending=True); c=torch.cumsum(sp,0); n=max(int(((c-sp)<0.9).sum()),1)
    if t not in si[:n].tolist(): bad.append((j,tok.convert_ids_to_tokens([t])))
print("outside on sampled ids:", bad)
