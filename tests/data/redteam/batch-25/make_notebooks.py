"""Build the unexecuted batch-25 student notebooks (8: 2 per activity).

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
modelo.eval()
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
def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp251: the six runs kept as rows (T, p, seed, text) SORTED BY (top_p, T) before printing, so the printed order is
# B1, B2, A1, A2, B3, A3; a small index table "linha T top_p seed" first, then "[linha k]" blocks with the texts.
# Answers cite runs by their row number ("linha 3") and by position words.
NB["tp251-rows-sorted-by-p-linhas"] = [
    md("# 4.15 — Temperatura e top-p\nCarolina Batista Okafor"),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
confs = [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]
linhas = []
for k, (T, p) in enumerate(confs):
    linhas.append((T, p, 2510 + k, roda(T, p, 2510 + k)))
# organizei por top_p e depois por temperatura pra ficar mais fácil de comparar
linhas.sort(key=lambda r: (r[1], r[0]))
print(f"{'linha':<7}{'T':<6}{'top_p':<7}seed")
for i, (T, p, s, _) in enumerate(linhas, 1):
    print(f"{i:<7}{T:<6}{p:<7}{s}")
print()
for i, (T, p, s, t) in enumerate(linhas, 1):
    print(f"[linha {i}]")
    print(t)
    print()
'''),
    md("## Respostas\n(as linhas são as da tabela acima)"),
    slot("all"),
]

# tp252: the six runs printed SORTED BY LENGTH (longest first), each under a rule line
# "—— 431 caracteres · T=0.7 · top_p=0.3 ——"; seeds 2520 + k; answers refer to runs mostly by their CONTENT.
NB["tp252-sorted-by-length-content-refs"] = [
    md("# Temperatura e top-p (parte A, B e D)\nHenrique Dalla Costa"),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
execs = []
for k, (T, p) in enumerate([(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]):
    execs.append({"T": T, "p": p, "texto": roda(T, p, 2520 + k)})
for e in sorted(execs, key=lambda e: -len(e["texto"])):
    print(f"—— {len(e['texto'])} caracteres · T={e['T']} · top_p={e['p']} ——")
    print(e["texto"].strip())
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot251: each run printed through string.Template ("$rotulo ($n tokens novos)\\n$saida\\n"), one set_seed(2511 + i)
# per run; runs called "pergunta seca" (P1) and "passo a passo" (P2).
NB["cot251-stringtemplate-ellipsis-quotes"] = [
    md("# Parte C — chain of thought\nIsabela Nogueira Haddad"),
    params(),
    code(CAUSAL + '''
from string import Template
molde = Template("$rotulo ($n tokens novos)\\n$saida\\n")
'''),
    code('''
for i, (rotulo, prompt, n) in enumerate([("pergunta seca", "What is 27 + 58?", 40),
                                         ("passo a passo", "Solve step by step: 27 + 58.", 80)]):
    set_seed(2511 + i)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    print(molde.substitute(rotulo=rotulo, n=n, saida=tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)))
'''),
    md("## Respostas"),
    slot("all"),
]

# cot252: one torch.manual_seed(252) before both prompts; outputs kept in a dict {"P1": ..., "P2": ...} and printed
# one line each with ljust and the newlines shown as " / " ("P1  » ...").
NB["cot252-oneline-slash-newlines"] = [
    md("# C — estilo x correção\nVinícius Amaral Sato"),
    params(),
    code(CAUSAL),
    code('''
torch.manual_seed(252)
saidas = {}
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    saidas[nome] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
for k, v in saidas.items():
    print(k.ljust(3), "»", v.strip().replace("\\n", " / "))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs251: outputs printed "ZERO-SHOT => <json.dumps>"; variation = the two demonstrations made LONGER (two sentences
# each, same labels).
NB["fs251-jsondumps-arrow-longdemos"] = [
    md("# Few-shot (5.5 / 5.8)\nLarissa Queiroz Mbeki"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import json
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: os mesmos rótulos, mas exemplos mais longos (duas frases cada)
longo = f"""{task}

Texto: "Adorei, foi excelente e emocionante. Saí do cinema querendo ver de novo."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém, o roteiro não tem pé nem cabeça."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("exemplos longos", longo)]:
    print(nome.upper(), "=>", json.dumps(gera(p, do_sample=False), ensure_ascii=False))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs252: outputs shown with display(Markdown(...)) as a bullet list with the repr in inline code; variation = the
# positive demonstration REPLACED by a mixed review that is still POSITIVO.
NB["fs252-markdown-bullets-mixeddemo"] = [
    md("# Few-shot e janela de contexto\nOtávio Lins Kovács"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from IPython.display import Markdown, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei o exemplo positivo por um misto (mas ainda positivo)
misto = few_shot.replace("Adorei, foi excelente e emocionante.", "Demorou a engrenar, mas o final compensou.")
'''),
    code('''
res = {nome: gera(p, do_sample=False) for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("misto", misto)]}
display(Markdown("\\n".join(f"- **{k}**: `{v!r}`" for k, v in res.items())))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl251: samples numbered FROM ZERO ("amostra[0] = ..."), torch.manual_seed(2510 + i); a tally with '#' bars per
# label ("None" spelled as "sem rótulo") and a vote line.
NB["tpl251-zeroindexed-hashbars"] = [
    md("# Template e self-consistency\nPriscila Moura Andersen"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("pouco restritivo ->", repr(gera(template_ruim, 16, do_sample=False)))
print("restritivo       ->", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2510 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(f"amostra[{i}] = {amostras[-1]!r}")
cont = Counter(rotulo(a) or "sem rótulo" for a in amostras)
print()
for r in ["POSITIVO", "NEGATIVO", "sem rótulo"]:
    print(f"{r:<11}{'#' * cont[r]} {cont[r]}")
val = [(r, c) for r, c in cont.most_common() if r != "sem rótulo"]
print("voto:", val[0][0] if val and (len(val) == 1 or val[0][1] > val[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl252: the ten samples (torch.manual_seed(2520 + i)) printed on ONE line joined with " | " (reprs), then one
# count line per label computed with sum(...) and the vote.
NB["tpl252-pipejoined-oneline-sumcounts"] = [
    md("# 5.6 e 5.7 — templates e autoconsistência\nDiego Fonseca Ivanova"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

ruim, bom = gera(template_ruim, 16, do_sample=False), gera(template_bom, 8, do_sample=False)
print(f"ruim={ruim!r}  bom={bom!r}")
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2520 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
print(" | ".join(repr(a) for a in amostras))
rot = [rotulo(a) for a in amostras]
pos, neg = sum(r == "POSITIVO" for r in rot), sum(r == "NEGATIVO" for r in rot)
print("POSITIVO:", pos, " NEGATIVO:", neg, " sem rótulo:", rot.count(None))
print("voto:", "POSITIVO" if pos > neg else "NEGATIVO" if neg > pos else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
