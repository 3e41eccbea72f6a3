"""Build the unexecuted batch-34 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}

CAUSAL = '''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, set_seed
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
_ = modelo.eval()
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
_ = modelo.eval()

def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

EXTRAI = '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

GEN_TP = '''
def roda(T, p, seed=None):
    if seed is not None:
        torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp341: each run cut into SENTENCES (regex split after . ! ?) and printed one numbered sentence per line
# "   A2.3  <sentence>" under a header "A2 (T=0.7, top_p=0.9)"; seeds 3410 + k.
NB["tp341-sentence-numbered-runs"] = [
    md("# 4.15 — Temperatura e top-p\nRafaela Tavares Lindqvist\n\nCada execução aparece quebrada em frases numeradas (A2.3 = terceira frase da A2)."),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
import re

def frases(t):
    return [s for s in re.split(r"(?<=[.!?])\\s+", t.strip()) if s]

plano = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
textos = {nome: roda(T, p, 3410 + k) for k, (nome, T, p) in enumerate(plano)}
for nome, T, p in plano:
    print(f"{nome} (T={T}, top_p={p})")
    for j, f in enumerate(frases(textos[nome]), 1):
        print(f"   {nome}.{j}  {f}")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp342: ONE set_seed(342) before the six runs (drawn in order A1..B3 from one generator state); each run printed
# as its REPR wrapped at 90 columns with textwrap (indent two spaces) under "[A1 | T=0.2 | p=0.9]".
NB["tp342-oneseed-wrapped-repr"] = [
    md("# Temperatura e top-p — partes A, B, D\nGuilherme Otsuka Pereira"),
    params(),
    code(CAUSAL + '''
import textwrap
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
confs = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
set_seed(342)
res = {}
for nome, (T, p) in confs.items():
    res[nome] = roda(T, p)
    print(f"[{nome} | T={T} | p={p}]")
    print("\\n".join(textwrap.wrap(repr(res[nome]), 90, initial_indent="  ", subsequent_indent="  ")))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot341: runs as types.SimpleNamespace objects; each output printed line by line behind a "│ " gutter under a header
# with its number of lines; set_seed(3411) / set_seed(3412).
NB["cot341-namespace-gutter-lines"] = [
    md("# Parte C — raciocínio passo a passo\nMarina Coelho Abernathy"),
    params(),
    code(CAUSAL + '''
from types import SimpleNamespace
'''),
    code('''
runs = [SimpleNamespace(nome="P1", prompt="What is 27 + 58?", n=40, semente=3411),
        SimpleNamespace(nome="P2", prompt="Solve step by step: 27 + 58.", n=80, semente=3412)]
for r in runs:
    set_seed(r.semente)
    x = tok(r.prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=r.n,
                            pad_token_id=tok.eos_token_id)
    r.saida = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    linhas = r.saida.split("\\n")
    print(f"{r.nome} · {r.prompt!r} · {len(linhas)} linhas")
    for l in linhas:
        print("│ " + l)
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# cot342: one torch.manual_seed(342) before both prompts; each output printed between "<<<" and ">>>" marks with its
# word count in front.
NB["cot342-angle-marks-wordcount"] = [
    md("# C — estilo x correção\nThiago Barreto Nakamura"),
    params(),
    code(CAUSAL),
    code('''
torch.manual_seed(342)
for nome, prompt, n in [("P1 (direto)", "What is 27 + 58?", 40), ("P2 (passo a passo)", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    s = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"{nome}: {len(s.split())} palavras")
    print("<<<" + s + ">>>")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs341: outputs printed with a dotted leader "{nome:·<16}{saida!r}"; variation = the positive demonstration about a
# BOOK instead of a film (label kept).
NB["fs341-dotleader-bookdemo"] = [
    md("# Few-shot (5.5 e 5.8)\nBeatriz Campos Oyelaran"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: o exemplo positivo agora fala de um livro, não de um filme (rótulo igual)
livro = few_shot.replace("Adorei, foi excelente e emocionante.", "Li o livro numa noite só, que história bonita.")
assert livro != few_shot
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação livro", livro)]:
    print(f"{nome:·<16}{gera(p, do_sample=False)!r}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs342: outputs printed tab-separated "nome<TAB>n_tokens<TAB>repr"; variation = the positive demonstration written
# as a QUESTION AND ANSWER ("Vale a pena? Com certeza, é excelente.").
NB["fs342-tabs-question-demo"] = [
    md("# Few-shot e janela de contexto\nCaio Henrique Mwangi"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

pergunta = few_shot.replace("Adorei, foi excelente e emocionante.", "Vale a pena? Com certeza, é excelente.")
'''),
    code('''
print("nome", "tokens", "saída", sep="\\t")
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("pergunta", pergunta)]:
    s = gera(p, do_sample=False)
    print(nome, len(tok(s, add_special_tokens=False)["input_ids"]), repr(s), sep="\\t")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl341: ten samples (torch.manual_seed(3410 + i)) printed SORTED BY LABEL (POSITIVO, NEGATIVO, then no label), each
# keeping its original number "#07"; then proportions "POSITIVO 3/10" and the vote.
NB["tpl341-sorted-by-label-fractions"] = [
    md("# Template e self-consistency\nLívia Sampaio Ferreira-Holm"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("template_ruim:", repr(gera(template_ruim, 16, do_sample=False)))
print("template_bom: ", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(1, 11):
    torch.manual_seed(3410 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
ordem = {"POSITIVO": 0, "NEGATIVO": 1, None: 2}
for i, a in sorted(enumerate(amostras, 1), key=lambda t: ordem[rotulo(t[1])]):
    print(f"#{i:02d}  {rotulo(a) or '(sem rótulo)':<13}{a!r}")
cont = Counter(rotulo(a) for a in amostras)
print()
for r in ["POSITIVO", "NEGATIVO", None]:
    print(f"{r or 'sem rótulo'}: {cont[r]}/10")
voto = "INDETERMINADO" if cont["POSITIVO"] == cont["NEGATIVO"] else max(["POSITIVO", "NEGATIVO"], key=cont.__getitem__)
print("voto:", voto)
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl342: each sample printed as a small record "amostra 3 de 10 · semente 3423 · rótulo: NEGATIVO" followed by its
# repr on the next line; the counts as a dict and the vote.
NB["tpl342-sample-records-dictcount"] = [
    md("# 5.6 e 5.7 — template e autoconsistência\nFelipe Araújo Kristensen"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

saida_solta = gera(template_ruim, 16, do_sample=False)
saida_estrita = gera(template_bom, 8, do_sample=False)
print(f"solto   → {saida_solta!r}")
print(f"estrito → {saida_estrita!r}")
'''),
    code(SC + '''

rotulos = []
for i in range(10):
    semente = 3420 + i
    torch.manual_seed(semente)
    a = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    rotulos.append(rotulo(a))
    print(f"amostra {i + 1} de 10 · semente {semente} · rótulo: {rotulos[-1]}")
    print("    " + repr(a))
contagem = {"POSITIVO": rotulos.count("POSITIVO"), "NEGATIVO": rotulos.count("NEGATIVO"), "sem rótulo": rotulos.count(None)}
print(contagem)
pos, neg = contagem["POSITIVO"], contagem["NEGATIVO"]
print("voto final:", "POSITIVO" if pos > neg else "NEGATIVO" if neg > pos else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
