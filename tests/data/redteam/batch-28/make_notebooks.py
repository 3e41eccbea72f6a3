"""Build the unexecuted batch-28 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
Emphasis: text that did not come from this run (the book's printed outputs, the course notebook's GPT-2 outputs, a
teammate's outputs, an earlier seed) and text that did. The GPT-2 texts below are copied from the course's real Colab
run (the course notebook 02's observed outputs: course material, copied here as data, not read at run time).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}

# the course notebook's GPT-2 outputs (Colab, T4), prompt included, rich's line wrapping kept (as a student copies
# them): A1 = its 2nd T=0.2 sample, A2 / A3 its 1st T=0.7 / T=1.0 samples, B1 its 1st top_p=0.3 sample (the book's
# part D quote), B2 its 2nd top_p=0.6 sample, B3 its 1st top_p=0.9 sample
LIVRO_GPT2 = {
    'A1': 'Transformers are models that are used to represent the physical properties of objects.\n\nThe following table lists the properties of the following objects:\n\nThe following table lists the properties of the following objects:\n\nThe following table lists the properties of the following objects:\n\nThe following table lists the properties of the following objects:\n\nThe following table lists the properties of the following objects:\n\nThe following table',
    'A2': 'Transformers are models that can be used in conjunction with the default geometry to create the geometry for a \ngiven shape.\n\nFor example, suppose that you have a circle with a square shape. The shape you are looking at is the shape of the \ncircle, and the radius is the radius of the circle. You can also use the radius function to generate the shapes you\nwant.\n\nWe will define a geometry using the',
    'A3': 'Transformers are models that are capable of moving with a single, powerful arm. They can do much more than just \nlift their arms. They can also drive. They can accelerate and manipulate objects.\n\nThat means that we can do far more with them. With some technology, we can have them act as vehicles for us. The \nnext time someone tries to drive a car from its position in front of the car, or',
    'B1': 'Transformers are models that are not part of the game.\n\nThe following is a list of all the models that are not part of the game.\n\nA model that is not part of the game\n\nA model that is not part of the game\n\nA model that is not part of the game\n\nA model that is not part of the game\n\nA model that is not part of the',
    'B2': 'Transformers are models that are designed to be used in a variety of different ways. For example, the model is \ndesigned to be used in a variety of different ways, such as as a car or a house. The model can be used in a variety\nof different ways, such as as a vehicle, a house, or a building.\n\nThe model can be used in a variety of different ways, such as as',
    'B3': "Transformers are models that can be customized to fit the specific needs of your project. In our case, we wanted to\nhave a way to make our existing sprites look like they were made by the same person. To do that, we built an \nanimation system using the Unity 3D engine.\n\nThe animation system is very simple. It's a collection of sprites that can be animated in a single frame. In this \ncase",
}
# a teammate's part B (the course notebook's 3rd top_p=0.3, 3rd top_p=0.6, 3rd top_p=0.9 GPT-2 samples)
DUPLA = {
    '0.3': 'Transformers are models that are not part of the original game.\n\nThe game is based on the original Star Wars: The Old Republic, and is based on the original Star Wars: The Old \nRepublic, and is based on the original Star Wars: The Old Republic, and is based on the original Star Wars: The Old\nRepublic, and is based on the original Star Wars: The Old Republic, and is based on',
    '0.6': 'Transformers are models that are modeled after the human brain. The most common example is the human brain, which \nhas a large number of neurons, but which is often called the "brain of the human mind." The human brain is composed\nof about 100 neurons, and each neuron has about 50,000 neurons. The human brain has about 4.5 billion neurons, and \neach neuron has about 50,000 neurons.',
    '0.9': 'Transformers are models that are based on the geometry of the target object. In this case, the model is a function \nthat transforms an object into a singleton.\n\nThe transformers in this class are called transformers for each element in the target object. In other words, they \nare transformers for each element in the target object.\n\nFor example, the following example transforms an object by default.',
}

CAUSAL = '''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, set_seed
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
modelo.eval();
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
modelo.eval()

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
PROMPT = "Transformers are models that"
CONFS = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]

def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp281: every configuration printed as a box: the student's own run (prompt + continuation, seed 2810 + k) and, under
# it, the course notebook's GPT-2 output for the same configuration (a dict typed in a cell, LIVRO_GPT2), each labelled.
NB["tp281-gpt2-book-alongside"] = [
    md("# 4.15 — partes A, B e D\nMarina Toledo Oyelaran\n\n"
       "Rodei tudo no modelo do ambiente (`MODEL_NAME`). Para comparar, colei na célula abaixo as saídas do GPT-2 que "
       "aparecem no notebook do curso (Colab): elas **não são minhas**, aparecem marcadas como `livro` em cada bloco."),
    params(),
    code(CAUSAL + GEN_TP),
    code("# copiado do notebook 02 do curso (GPT-2 no Colab): só para comparação, NÃO são execuções minhas\n"
         "LIVRO_GPT2 = " + repr(LIVRO_GPT2).replace("', '", "',\n    '").replace("{'", "{\n    '").replace("'}", "',\n}")),
    code('''
minhas = {}
for k, (nome, T, p) in enumerate(CONFS):
    minhas[nome] = roda(T, p, 2810 + k)
    print(f"┏━ {nome} · temperature={T} · top_p={p}")
    print(f"┃ minha execução (seed {2810 + k}):")
    print(PROMPT + minhas[nome])
    print("┃ livro (GPT-2, Colab do curso):")
    print(LIVRO_GPT2[nome])
    print("┗" + "━" * 40)
    print()
'''),
    md("## Respostas\n(cito só as minhas execuções; quando falo do livro, digo que é do livro)"),
    slot("all"),
]

# tp282: own six runs (seed 2820 + k) printed one per line "A1 | T 0.2 | p 0.9 :: <text>"; then a markdown cell where
# the student pasted a teammate's part B (GPT-2 on Colab), as fenced blocks.
NB["tp282-pipe-lines-partner-md"] = [
    md("# Atividade 4.15 (A, B, D)\nJúlia Arantes Mwangi — dupla com o Rafael"),
    params(),
    code(CAUSAL + GEN_TP),
    code('''
resultados = []
for k, (nome, T, p) in enumerate(CONFS):
    resultados.append((nome, T, p, roda(T, p, 2820 + k)))
for nome, T, p, t in resultados:
    print(f"{nome} | T {T} | p {p} :: {t.strip()}")
    print()
'''),
    md("### Parte B do Rafael\nO Rafael rodou a parte B no Colab dele (GPT-2, como no livro) e me mandou as saídas. "
       "Colei aqui para a gente comparar:\n\n"
       + "\n\n".join(f"**top-p {k}**\n```\n{v}\n```" for k, v in DUPLA.items())),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot281: SEED = 2811 (a note says the first run used seed 7 and everything was re-run with the new seed);
# torch.manual_seed(SEED + i) per prompt; each output printed line by line behind "▌   ".
NB["cot281-matricula-seed-bar-lines"] = [
    md("# Parte C — chain of thought\nTiago Bernardes Lindqvist\n\n"
       "> Obs.: primeiro rodei com `SEED = 7` (o da aula); depois o professor pediu a semente com o final da matrícula, "
       "então troquei para 2811 e rodei tudo de novo."),
    params(),
    code(CAUSAL + '''
SEED = 2811  # final da matrícula
'''),
    code('''
saidas = {}
for i, (nome, prompt, n) in enumerate([("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]):
    torch.manual_seed(SEED + i)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    saidas[nome] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"▌{nome} — {prompt}  (seed {SEED + i}, até {n} tokens)")
    for linha in saidas[nome].strip().split("\\n"):
        print("▌   " + linha)
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# cot282: two attempts kept in one dict, set_seed(0) then set_seed(282) before the pair; printed as repr rows
# "[2] P2  seed=282  '...'"; a markdown note says the answers use attempt 2.
NB["cot282-two-attempts-table"] = [
    md("# C — estilo x correção\nLuana Prado Nakamura"),
    params(),
    code(CAUSAL + '''
def gera(prompt, n):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
PROMPTS = [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]
tentativas = {}
for tentativa, semente in [(1, 0), (2, 282)]:
    set_seed(semente)
    for nome, prompt, n in PROMPTS:
        tentativas[(tentativa, nome)] = gera(prompt, n)
for (tentativa, nome), texto in tentativas.items():
    semente = 0 if tentativa == 1 else 282
    print(f"[{tentativa}] {nome:<3} seed={semente:<4} {texto!r}")
'''),
    md("A tentativa 1 (seed 0) foi só para ver se o código rodava. **As respostas usam a tentativa 2 (seed 282)**."),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs281: the book's listings (5.3.1 loading, 5.4.1 generate_t5, 5.5.1, 5.5.3) adapted to MODEL_NAME and 8 new tokens,
# each run cell ending with a comment holding the book's printed output; a variation cell (positive demonstration
# replaced by "O atendimento foi ótimo."); outputs printed with repr.
NB["fs281-book-listing-comments"] = [
    md("# Capítulo 5 — few-shot (5.5) e janela de contexto (5.8)\nBeatriz Cunha Adeyemi\n\n"
       "Segui as listagens do livro. Nos comentários deixei o que o livro diz que sai, para comparar com o que saiu aqui."),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

device = torch.device("cpu")
print("Device:", device)

t5_name = MODEL_NAME
enc_dec = AutoConfig.from_pretrained(t5_name).is_encoder_decoder
t5_tokenizer = AutoTokenizer.from_pretrained(t5_name)
t5_model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(t5_name).to(device)
t5_model.eval()

print("[OK] Modelo carregado:", t5_name.rstrip("/").split("/")[-1])
# livro (5.3.2): Device: cuda / [OK] Modelo instruído carregado: google/flan-t5-small
'''),
    code('''
def generate_t5(prompt):
    inputs = t5_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        out = t5_model.generate(
            **inputs,
            do_sample=False,
            max_new_tokens=8,  # o livro usa 64; a atividade pede 8
            pad_token_id=t5_tokenizer.eos_token_id,
        )
    novos = out[0] if enc_dec else out[0, inputs["input_ids"].shape[1]:]
    return t5_tokenizer.decode(novos, skip_special_tokens=True)
'''),
    code(TASK + "\n" + ZS + '''

print(repr(generate_t5(zero_shot)))
# saída observada no livro (5.5.2): NEGATIVO
'''),
    code(FS + '''

print(repr(generate_t5(few_shot)))
# saída observada no livro (5.5.4): NEGATIVO
'''),
    code('''
# minha variação: troquei o exemplo positivo por outra frase positiva (a do atendimento, do 5.7)
variacao = few_shot.replace("Adorei, foi excelente e emocionante.", "O atendimento foi ótimo.")
print(repr(generate_t5(variacao)))
# (o livro não tem esta variação)
'''),
    md("## Respostas"),
    slot("all"),
]

# fs282: the notebook laid out like the book: a heading per listing, the run cell, then a markdown cell
# "5.5.2 Saída observada" with a fenced block typed by the student; the variation (positive demonstration replaced by
# "Que filme incrível!!!") has no such cell.
NB["fs282-book-layout-md-cells"] = [
    md("# Capítulo 5 — Prompt engineering\nCaio Rezende Oduya"),
    params("google/flan-t5-small"),
    code(SWITCH),
    md("#### 5.5.1 Execução zero-shot"),
    code(TASK + "\n" + ZS + '''

print(gera(zero_shot))
'''),
    md("#### 5.5.2 Saída observada\n```\nNEGATIVO\n```"),
    md("#### 5.5.3 Execução few-shot"),
    code(FS + '''

print(gera(few_shot))
'''),
    md("#### 5.5.4 Saída observada\n```\nNEGATIVO\n```"),
    md("#### Minha variação\nTroquei o exemplo positivo por um mais exagerado."),
    code('''
variacao = few_shot.replace("Adorei, foi excelente e emocionante.", "Que filme incrível!!!")
print(gera(variacao))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl281: own templates and ten samples (torch.manual_seed(2810 + i)) with a tally and "voto (meu)"; then a cell that
# prints the book's 5.6.2 / 5.6.4 / 5.7.2 outputs from a dict, each line prefixed "livro ·".
NB["tpl281-book-reference-print"] = [
    md("# 5.6 e 5.7 — template e self-consistency\nRenata Lobo Abernethy"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("template_ruim →", repr(gera(template_ruim, 16, do_sample=False)))
print("template_bom  →", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2810 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(f"amostra {i + 1:02d}: {amostras[-1]!r} -> {rotulo(amostras[-1])}")
cont = Counter(rotulo(a) for a in amostras)
print("contagem:", {"POSITIVO": cont["POSITIVO"], "NEGATIVO": cont["NEGATIVO"], "sem rótulo": cont[None]})
pos, neg = cont["POSITIVO"], cont["NEGATIVO"]
print("voto (meu):", "POSITIVO" if pos > neg else "NEGATIVO" if neg > pos else "INDETERMINADO")
'''),
    md("### O que o livro mostra (para comparar)"),
    code('''
LIVRO = {
    "5.6.2 template_ruim": 'POSITIVO or NEGATIVO. "This film was a desperdício de tempo."',
    "5.6.4 template_bom": "NEGATIVO",
    "5.7.2 self-consistency": "Amostras brutas: ['Adunator \\"Initive an', 'REGUMINAVING DES', 'An', ...]\\n"
                              "VOTO FINAL (self-consistency): INDETERMINADO",
}
for secao, saida in LIVRO.items():
    for linha in saida.split("\\n"):
        print(f"livro · {secao} · {linha}")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl282: templates on one line; self-consistency drawn TWICE (round 1: torch.manual_seed(2820 + i), round 2:
# torch.manual_seed(2830 + i)), each round printed as ten numbered reprs and a tally line; a markdown note between the
# rounds says round 2 is the one that counts.
NB["tpl282-two-rounds-tallies"] = [
    md("# Template e autoconsistência\nOtto Sampaio Nwosu"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''

def rodada(base):
    amostras = []
    for i in range(10):
        torch.manual_seed(base + i)
        amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    for i, a in enumerate(amostras, 1):
        print(f"  {i:>2}. {a!r}")
    c = Counter(rotulo(a) for a in amostras)
    voto = "POSITIVO" if c["POSITIVO"] > c["NEGATIVO"] else "NEGATIVO" if c["NEGATIVO"] > c["POSITIVO"] else "INDETERMINADO"
    print(f"  POSITIVO {c['POSITIVO']} | NEGATIVO {c['NEGATIVO']} | sem rótulo {c[None]} -> voto {voto}")
    return amostras
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("ruim:", repr(gera(template_ruim, 16, do_sample=False)), "| bom:", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

print("rodada 1 (sementes 2820-2829)")
r1 = rodada(2820)
'''),
    md("Rodei de novo com outras sementes para ver se o voto mudava. **A que vale é a rodada 2.**"),
    code('''
print("rodada 2 (sementes 2830-2839)")
r2 = rodada(2830)
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
