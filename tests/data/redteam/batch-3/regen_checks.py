"""TA's side checks (not part of any notebook):
1. tp31: regenerate the six samples from their seeds and compare with the textwrap'd record (whitespace collapsed).
2. fs31: greedy (num_beams=1) vs the student's num_beams=3 for ZS / FS / VAR.
3. tpl33: the two templates decoded alone (no padding) vs the left-padded batch.
4. tp34: regenerate with the one seed to get A3's exact text (the A.1 quote is checked against it).
"""
import json, re, sys
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M); model = AutoModelForCausalLM.from_pretrained(M).eval()
P = "Transformers are models that"
ws = lambda s: re.sub(r"\s+", " ", s).strip()

print("== tp31")
rec = json.load(open("/tmp/rt3/meas/tp31.json"))
for lab, T, p, seed in [("A1", .2, .9, 101), ("A2", .7, .9, 102), ("A3", 1.0, .9, 103),
                        ("B1", .7, .3, 201), ("B2", .7, .6, 202), ("B3", .7, .9, 203)]:
    torch.manual_seed(seed)
    ids = tok(P, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**ids, do_sample=True, temperature=T, top_p=p, max_new_tokens=80, pad_token_id=tok.eos_token_id)
    t = tok.decode(out[0], skip_special_tokens=True)
    print(lab, "same-after-whitespace-collapse:", ws(t) == ws(P + rec[lab]["text"]), "| newlines in the raw sample:", t.count("\n"))

task = "Classifique o sentimento como POSITIVO ou NEGATIVO."
ZS = f'{task}\n\nTexto: "Este filme foi um desperdício de tempo."\nSentimento:'
A = 'Texto: "Adorei, foi excelente e emocionante."\nSentimento: POSITIVO'
B = 'Texto: "Péssimo. Não recomendo para ninguém."\nSentimento: NEGATIVO'
C = 'Texto: "Este filme foi um desperdício de tempo."\nSentimento:'
FS = f"{task}\n\n{A}\n\n{B}\n\n{C}"
VAR = f"{task}\n\n{B}\n\n{A}\n\n{C}"


def gen(p, n, **kw):
    x = tok(p, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0, x.input_ids.shape[1]:], skip_special_tokens=True)


print("== fs31")
for nm, p in [("ZS", ZS), ("FS", FS), ("VAR", VAR)]:
    print(nm, "greedy:", repr(gen(p, 8, do_sample=False)), "| beams=3:", repr(gen(p, 8, do_sample=False, num_beams=3)))

print("== tpl33")
LOOSE = f'{task}\n"Este filme foi um desperdício de tempo." ->'
STRICT = (f'{task}\n\nResponda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.\nNão explique. Não escreva mais nada.\n\n'
          'Texto: "Este filme foi um desperdício de tempo."\nSentimento:')
print("LOOSE alone 16:", repr(gen(LOOSE, 16, do_sample=False)))
print("STRICT alone 16:", repr(gen(STRICT, 16, do_sample=False)))
print("STRICT alone 8:", repr(gen(STRICT, 8, do_sample=False)))

print("== tp34 (seed 2025, six configs in order)")
torch.manual_seed(2025)
for lab, T, p in [("A1", .2, .9), ("A2", .7, .9), ("A3", 1.0, .9), ("B1", .7, .3), ("B2", .7, .6), ("B3", .7, .9)]:
    t = gen(P, 80, do_sample=True, temperature=T, top_p=p)
    if lab == "A3":
        print("A3:", repr(t))
