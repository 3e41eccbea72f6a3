"""TA's side checks (not part of any notebook), run once under the CPU lock:
1. tp41 / tp44: regenerate the six samples from their seeds (tp41 with the same mutated GenerationConfig) and
   compare with the record (tp41's record has "\\n" -> " " and .strip(): compared whitespace-collapsed).
2. cot42 / cot44: regenerate P2 from the seed; cot44 also with the max_new_tokens=80 the activity asks for.
3. fs41: greedy ZS / FS / VAR raw reprs (the record is .strip()ped).
4. tpl41 / tpl43: the self-consistency samples raw (their displays are .strip()ped).
"""
import re
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, GenerationConfig, set_seed

M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M).eval()
P = "Transformers are models that"
ws = lambda s: re.sub(r"\s+", " ", s).strip()


def gen(p, **kw):
    x = tok(p, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, pad_token_id=tok.eos_token_id, **kw)
    return [tok.decode(r[x.input_ids.shape[1]:], skip_special_tokens=True) for r in y]


print("== tp41 (seed 0, GenerationConfig mutated)")
gc = GenerationConfig(do_sample=True, max_new_tokens=80, top_p=0.9, temperature=1.0, pad_token_id=tok.eos_token_id)
torch.manual_seed(0)
x = tok(P, return_tensors="pt")
for lab, T, p in [("A1", .2, .9), ("A2", .7, .9), ("A3", 1, .9), ("B1", .7, .3), ("B2", .7, .6), ("B3", .7, .9)]:
    gc.temperature, gc.top_p = T, p
    with torch.no_grad():
        y = model.generate(**x, generation_config=gc)
    t = tok.decode(y[0][x.input_ids.shape[1]:], skip_special_tokens=True)
    print(lab, repr(t[:60]), "... newlines:", t.count("\n"), "| tokens:", y.shape[1] - x.input_ids.shape[1])

print("== tp44 (seeds 77 / 78)")
torch.manual_seed(77)
for T in (0.2, 0.7, 1.0):
    print("A T=%s" % T, repr(gen(P, do_sample=True, temperature=T, top_p=0.9, max_new_tokens=80)[0][:70]))
torch.manual_seed(78)
for p in (0.3, 0.6, 0.9):
    print("B p=%s" % p, repr(gen(P, do_sample=True, temperature=0.7, top_p=p, max_new_tokens=80)[0][:70]))

print("== cot42 (seed 31; P1 40, P2 80)")
torch.manual_seed(31)
print("P1", repr(gen("What is 27 + 58?", do_sample=True, temperature=.7, top_p=.9, max_new_tokens=40)[0]))
print("P2", repr(gen("Solve step by step: 27 + 58.", do_sample=True, temperature=.7, top_p=.9, max_new_tokens=80)[0]))

print("== cot44 (seed 404; as run: P1 80, P2 40 — then as asked: P1 40, P2 80)")
for n1, n2 in [(80, 40), (40, 80)]:
    torch.manual_seed(404)
    a = gen("What is 27 + 58?", do_sample=True, temperature=.7, top_p=.9, max_new_tokens=n1)[0]
    b = gen("Solve step by step: 27 + 58.", do_sample=True, temperature=.7, top_p=.9, max_new_tokens=n2)[0]
    print(n1, n2, "P1", repr(a), "| P2", repr(b))

print("== fs41 greedy raw")
task = "Classifique o sentimento como POSITIVO ou NEGATIVO."
ZS = f'{task}\n\nTexto: "Este filme foi um desperdício de tempo."\nSentimento:'
FS = (f'{task}\n\nTexto: "Adorei, foi excelente e emocionante."\nSentimento: POSITIVO\n\n'
      'Texto: "Péssimo. Não recomendo para ninguém."\nSentimento: NEGATIVO\n\nTexto: "Este filme foi um desperdício de tempo."\nSentimento:')
VAR = FS.replace("\n\nTexto:", "\n\n\nTexto:")
for nm, p in [("ZS", ZS), ("FS", FS), ("VAR", VAR)]:
    print(nm, repr(gen(p, do_sample=False, max_new_tokens=8)[0]))

SC = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
      'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')
print("== tpl41 (manual_seed 17, num_return_sequences=10)")
torch.manual_seed(17)
print(gen(SC, do_sample=True, temperature=.9, top_p=.9, max_new_tokens=8, num_return_sequences=10))
print("== tpl43 (set_seed 555, num_return_sequences=10)")
set_seed(555)
print(gen(SC, do_sample=True, temperature=.9, top_p=.9, max_new_tokens=8, num_return_sequences=10))
