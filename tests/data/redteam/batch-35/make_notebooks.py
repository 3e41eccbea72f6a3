"""Build the unexecuted batch-35 student notebooks (8: 2 per activity). Emphasis: how students organise their report.

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots (anywhere in the notebook: at the top, under each
run, at the end) are filled after execution by add_answers.py from answers_text.py (redteam_kit.fill_answers). A code
slot tagged `answers-executed-after` is executed alone after the answers were written (it needs nothing from the
notebook). The students' code runs on whatever MODEL_NAME papermill injects.
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
PROMPT = "Transformers are models that"

def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp351: a "resumo das conclusões" markdown cell at the TOP (before any run: the closing answers D.1-D.3 and B.1 stated
# first); then ONE CELL PER RUN of part A (manual_seed(3510 + k)), each followed by a markdown cell headed "A1." /
# "A2." / "A3." with the observations about that run (its excerpt for A.1); part B in one cell, followed by one
# markdown cell with "B1 —" / "B2 —" / "B3 —" paragraphs; the answers that compare runs (A.2, A.3, B.2, B.3) at the end.
NB["tp351-summary-top-perrun-headings"] = [
    md("# 4.15 — Temperatura e top-p\nBeatriz Yamamoto Correia"),
    slot("resumo"),
    params(),
    code(CAUSAL + GEN_TP),
    md("## Parte A — temperatura (top_p = 0.9)"),
    code('''
a1 = roda(0.2, 0.9, 3510)
print("A1 | T=0.2 | top_p=0.9 | seed 3510")
print(a1)
'''),
    slot("obs_A1"),
    code('''
a2 = roda(0.7, 0.9, 3511)
print("A2 | T=0.7 | top_p=0.9 | seed 3511")
print(a2)
'''),
    slot("obs_A2"),
    code('''
a3 = roda(1.0, 0.9, 3512)
print("A3 | T=1.0 | top_p=0.9 | seed 3512")
print(a3)
'''),
    slot("obs_A3"),
    md("## Parte B — top-p (temperatura 0.7)"),
    code('''
b = {}
for k, p in enumerate([0.3, 0.6, 0.9]):
    nome = f"B{k + 1}"
    b[nome] = roda(0.7, p, 3513 + k)
    print(f"{nome} | T=0.7 | top_p={p} | seed {3513 + k}")
    print(b[nome])
    print()
'''),
    slot("obs_B"),
    md("## Comparações"),
    slot("comparacoes"),
]

# tp352: the six runs (manual_seed(3520 + k)) printed under "Execução k" headers (k = 1..6, the code's order A1 A2 A3
# B1 B2 B3), then the student's OWN results table built in pandas (columns: execução, T, top_p, palavras, trigramas
# repetidos, palavras distintas %) shown with display(); the answers: a second DataFrame typed by the student with a
# "comentário" column per run (a code cell executed after writing, tagged answers-executed-after), then a markdown
# cell with the comparison answers, which refer to runs by their position ("a última tabela", "a de cima").
NB["tp352-pandas-comment-column"] = [
    md("# Laboratório 4.15 — temperatura, top-p e repetição\nRafael Guimarães Oyelaran"),
    params(),
    code(CAUSAL + GEN_TP + '''
import re
import pandas as pd
from collections import Counter

def metricas(t):
    w = re.findall(r"[\\w']+", t.lower())
    tri = Counter(tuple(w[i:i + 3]) for i in range(len(w) - 2))
    return len(w), sum(c for c in tri.values() if c > 1), round(100 * len(set(w)) / max(len(w), 1))
'''),
    code('''
confs = [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]
linhas = []
for k, (T, p) in enumerate(confs, 1):
    t = roda(T, p, 3519 + k)
    print(f"Execução {k}  (T={T}, top_p={p}, seed {3519 + k})")
    print(t)
    print()
    linhas.append((k, T, p) + metricas(t))
tabela = pd.DataFrame(linhas, columns=["execução", "T", "top_p", "palavras", "trigramas repetidos", "distintas %"])
display(tabela)
'''),
    md("## Minha tabela de resultados, com comentários\n(Execução 1-3 = parte A, A1-A3; Execução 4-6 = parte B, B1-B3)"),
    slot("tabela_comentarios", kind="code", tags=["answers-executed-after"]),
    md("## Respostas das perguntas"),
    slot("respostas"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot351: set_seed(3511) / set_seed(3512); each run printed between "── P1 · direto ──" rules; the answers written
# TWICE: a "Rascunho" cell (first try) and a "Versão final" cell that the student marks as the one that counts.
NB["cot351-draft-then-final"] = [
    md("# Parte C — chain-of-thought\nGabriel Teixeira Nakamura"),
    params(),
    code(CAUSAL + '''

def pergunta(prompt, n, semente):
    set_seed(semente)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
for nome, prompt, n, s in [("P1 · direto", "What is 27 + 58?", 40, 3511),
                           ("P2 · passo a passo", "Solve step by step: 27 + 58.", 80, 3512)]:
    print(f"── {nome} ──")
    print(pergunta(prompt, n, s))
    print("─" * 40)
'''),
    md("## Rascunho"),
    slot("rascunho"),
    md("## Versão final"),
    slot("final"),
]

# cot352: one torch.manual_seed(352) before both prompts; each output printed as repr under "[P1] What is 27 + 58?";
# the answers as a MARKDOWN TABLE whose rows are the questions (columns: questão | resposta | onde vi), numbers written
# in words.
NB["cot352-qtable-numbers-in-words"] = [
    md("# C — o modelo parece raciocinar?\nLuana Ferreira Abubakar"),
    params(),
    code(CAUSAL),
    code('''
torch.manual_seed(352)
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    print(f"[{nome}] {prompt}")
    print(repr(tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)))
    print()
'''),
    md("## Respostas (tabela)"),
    slot("tabela"),
]

# ---------------------------------------------------------------- few-shot
# fs351: variation = the two demonstrations' texts in CAPITALS (labels unchanged); the three outputs printed as
# '<nome>: <repr>' lines; the answers in a markdown table whose COLUMNS are the runs (zero-shot | few-shot | variação)
# and rows the questions that concern them (F.1, F.2, F.4), then F.3 and F.5 below it; numbers in words.
NB["fs351-runs-as-columns-table"] = [
    md("# Capítulo 5 — few-shot\nMarina Castilho Olawale"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: as duas demonstrações em CAIXA ALTA (rótulos iguais)
caixa_alta = few_shot.replace("Adorei, foi excelente e emocionante.", "ADOREI, FOI EXCELENTE E EMOCIONANTE.") \\
                     .replace("Péssimo. Não recomendo para ninguém.", "PÉSSIMO. NÃO RECOMENDO PARA NINGUÉM.")
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação (caixa alta)", caixa_alta)]:
    print(f"{nome}: {gera(p, do_sample=False)!r}")
'''),
    md("## Respostas"),
    slot("tabela"),
]

# fs352: a summary of conclusions at the TOP; the outputs printed raw, one block per run between "~~~~" lines in the
# order zero-shot, few-shot, variação; variation = the demonstrations' labels with a FULL STOP ("POSITIVO." /
# "NEGATIVO."); the answers refer to the runs by their position in the page ("a de cima", "a do meio", "a última").
NB["fs352-summary-top-positional"] = [
    md("# Few-shot e janela de contexto\nCaio Mendonça Abernathy"),
    slot("resumo"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: rótulos das demonstrações com ponto final
com_ponto = few_shot.replace("Sentimento: POSITIVO", "Sentimento: POSITIVO.").replace("Sentimento: NEGATIVO\\n", "Sentimento: NEGATIVO.\\n")
print(com_ponto)
'''),
    code('''
for p in [zero_shot, few_shot, com_ponto]:
    print("~" * 30)
    print(gera(p, do_sample=False))
print("~" * 30)
'''),
    md("## Respostas detalhadas"),
    slot("respostas"),
]

# ---------------------------------------------------------------- template
# tpl351: templates printed as 'solto: <repr>' / 'restrito: <repr>'; ten samples (manual_seed(3510 + i)) printed as
# '(i) <repr> -> <label or ->' lines, NO count and NO vote printed; the answers write every count in words.
NB["tpl351-counts-in-words"] = [
    md("# Template e self-consistency\nHelena Prado Lindqvist"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("solto:   ", repr(gera(template_ruim, 16, do_sample=False)))
print("restrito:", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

for i in range(1, 11):
    torch.manual_seed(3510 + i)
    a = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    print(f"({i}) {a!r} -> {rotulo(a) or '-'}")
'''),
    md("## Respostas"),
    slot("respostas"),
]

# tpl352: the report ORGANISED BY RUN: "Execução 1 — template solto", "Execução 2 — template restritivo",
# "Execução 3 — self-consistency", each run cell followed by a markdown cell with the observations and answers about
# it; samples (manual_seed(3520 + i)) printed with their label and a Counter + vote line; T.4 written as a draft and a
# final ("vale esta") answer.
NB["tpl352-byrun-execucao-draft-final"] = [
    md("# 5.6 / 5.7 — template e autoconsistência\nTiago Rezende Okonkwo"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + "\n" + TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    md("### Execução 1 — template solto"),
    code('''
solto = gera(template_ruim, 16, do_sample=False)
print(repr(solto))
'''),
    slot("exec1"),
    md("### Execução 2 — template restritivo"),
    code('''
restrito = gera(template_bom, 8, do_sample=False)
print(repr(restrito))
'''),
    slot("exec2"),
    md("### Execução 3 — self-consistency (10 amostras, T=0.9, top_p=0.9)"),
    code('''
amostras = []
for i in range(10):
    torch.manual_seed(3520 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(i + 1, repr(amostras[-1]), rotulo(amostras[-1]))
cont = Counter(rotulo(a) for a in amostras)
print(cont)
v = [(r, c) for r, c in cont.most_common() if r]
print("voto:", v[0][0] if v and (len(v) == 1 or v[0][1] > v[1][1]) else "INDETERMINADO")
'''),
    slot("exec3"),
    md("### Comparando as execuções"),
    slot("comparando"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
