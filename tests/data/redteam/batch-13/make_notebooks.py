"""Build the unexecuted batch-13 student notebooks (12: 3 per activity).

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
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
modelo.eval()
'''

# ---------------------------------------------------------------- temperature-top-p
# tp131: one manual_seed per run (1311..1316); the runs (list of dicts) pickled to runs.pkl, read back and printed
# in hand-drawn double-line boxes (╔═╗ ║ ╚═╝) with textwrap.wrap(66) lines padded to the box; answers in one long
# markdown cell with lower-case ids "(a.1)".."(d.3)", runs named by their parameter values.
NB["tp131-pickle-doublebox-lowerids"] = [
    md("# Atividade 4.15 — temperatura e top-p\nJoana Vilela Matsumoto"),
    params(),
    code(CAUSAL + '''
import pickle, textwrap

PROMPT = "Transformers are models that"

def amostra(T, p, seed):
    torch.manual_seed(seed)
    ids = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        out = modelo.generate(**ids, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                              pad_token_id=tok.eos_token_id)
    return tok.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
execucoes = []
for k, (nome, T, p) in enumerate([("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
                                  ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]):
    execucoes.append({"nome": nome, "T": T, "p": p, "seed": 1311 + k, "texto": amostra(T, p, 1311 + k)})
with open("runs.pkl", "wb") as fh:
    pickle.dump(execucoes, fh)
print("salvo:", len(execucoes), "execuções")
'''),
    code('''
# releio do arquivo (o Colab caiu uma vez e perdi tudo)
with open("runs.pkl", "rb") as fh:
    execucoes = pickle.load(fh)

L = 70
for e in execucoes:
    titulo = f" {e['nome']} · T={e['T']} · top_p={e['p']} · seed={e['seed']} "
    print("╔" + titulo.center(L, "═") + "╗")
    for par in e["texto"].split("\\n"):
        for linha in (textwrap.wrap(par, L - 4) or [""]):
            print("║  " + linha.ljust(L - 4) + "  ║")
    print("╚" + "═" * L + "╝")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp132: ONE manual_seed(132) before the six runs; a hand-made grid table (+----+ rules) with the continuation wrapped
# to 50 characters inside the last column (one run spans many table lines); answers as a numbered markdown list
# under part headings.
NB["tp132-gridtable-wrapped-oneseed"] = [
    md("# Decodificação: temperatura × top-p (4.15)\nRafael Quintino Abe"),
    params(),
    code(CAUSAL + '''
import textwrap
prompt = "Transformers are models that"
entrada = tok(prompt, return_tensors="pt")
n0 = entrada["input_ids"].shape[1]

def gerar(temperature, top_p):
    with torch.no_grad():
        s = modelo.generate(**entrada, do_sample=True, temperature=temperature, top_p=top_p,
                            max_new_tokens=80, pad_token_id=tok.eos_token_id)
    return tok.decode(s[0, n0:], skip_special_tokens=True)

def tabela(linhas):
    W = 50
    regua = "+" + "-" * 6 + "+" + "-" * 7 + "+" + "-" * 7 + "+" + "-" * (W + 2) + "+"
    print(regua)
    print(f"| {'run':<4} | {'temp':<5} | {'top_p':<5} | {'continuação':<{W}} |")
    print(regua.replace("-", "="))
    for nome, t, p, texto in linhas:
        pedacos = []
        for par in texto.split("\\n"):
            pedacos += textwrap.wrap(par, W) or [""]
        for j, ped in enumerate(pedacos):
            if j == 0:
                print(f"| {nome:<4} | {t:<5} | {p:<5} | {ped:<{W}} |")
            else:
                print(f"| {'':<4} | {'':<5} | {'':<5} | {ped:<{W}} |")
        print(regua)
'''),
    code('''
torch.manual_seed(132)
linhas = []
for nome, t, p in [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]:
    linhas.append((nome, t, p, gerar(t, p)))
tabela(linhas[:3])
'''),
    code('''
tabela(linhas[3:])
'''),
    md("## Parte A"),
    slot("A", tags=None),
    md("## Parte B"),
    slot("B"),
    md("## Parte D"),
    slot("D"),
]

# tp133: English; each run one TSV line (name, T, top_p, text escaped with unicode_escape: \\n shown literally);
# part A calls generate WITHOUT top_p (the header says top_p=0.9: the model's default 1.0 and top-k 50 apply);
# part B passes top_p; seeds 1331..1336; English answers "A1 -" style ids.
NB["tp133-unicodeescape-tsv-partA-no-topp-en"] = [
    md("# Lab 4.15 — sampling knobs\nDaniel Whitaker Souza"),
    params(),
    code(CAUSAL + '''
prompt = "Transformers are models that"
x = tok(prompt, return_tensors="pt")
print("run\\ttemperature\\ttop_p\\ttext")
'''),
    code('''
# Part A: temperature (top_p = 0.9)
for i, T in enumerate([0.2, 0.7, 1.0]):
    torch.manual_seed(1331 + i)
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, max_new_tokens=80, pad_token_id=tok.eos_token_id)
    t = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"A{i+1}\\t{T}\\t0.9\\t" + t.encode("unicode_escape").decode("ascii"))
'''),
    code('''
# Part B: top-p (temperature = 0.7)
for i, p in enumerate([0.3, 0.6, 0.9]):
    torch.manual_seed(1334 + i)
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    t = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"B{i+1}\\t0.7\\t{p}\\t" + t.encode("unicode_escape").decode("ascii"))
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot131: runs stored in an in-memory sqlite3 table and printed from a SELECT (tuple reprs); the helper is called
# with max_new_tokens=40 for BOTH prompts (the loop reuses one constant); seeds 1311 / 1312.
NB["cot131-sqlite-rows-p2-40"] = [
    md("# Parte C (CoT)\nBruna Takahashi Leal"),
    params(),
    code(CAUSAL + '''
import sqlite3
con = sqlite3.connect(":memory:")
con.execute("CREATE TABLE runs (nome TEXT, prompt TEXT, max_new INTEGER, seed INTEGER, saida TEXT)")
MAX_NEW = 40

def roda(q, seed, n):
    torch.manual_seed(seed)
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
for nome, q, seed in [("P1", "What is 27 + 58?", 1311), ("P2", "Solve step by step: 27 + 58.", 1312)]:
    con.execute("INSERT INTO runs VALUES (?, ?, ?, ?, ?)", (nome, q, MAX_NEW, seed, roda(q, seed, MAX_NEW)))
con.commit()
for row in con.execute("SELECT nome, max_new, seed, saida FROM runs ORDER BY nome"):
    print(row)
'''),
    md("## Respostas (C)"),
    slot("all"),
]

# cot132: each output shown by textwrap.shorten(width=260, placeholder=" …") (whitespace collapsed, cut at a word),
# with its length in characters; seeds 1321 / 1322; answers as blockquotes "> **C.n**".
NB["cot132-shorten-ellipsis-blockquote"] = [
    md("# Chain of thought — estilo × correção\nIsadora Brandão Kimura"),
    params(),
    code(CAUSAL + '''
import textwrap

def pergunta(q, n, seed):
    torch.manual_seed(seed)
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
saidas = {"P1": pergunta("What is 27 + 58?", 40, 1321), "P2": pergunta("Solve step by step: 27 + 58.", 80, 1322)}
for k, s in saidas.items():
    print(f"{k} ({len(s)} caracteres):", textwrap.shorten(s, width=260, placeholder=" …") or "(nada)")
'''),
    md("## Respostas"),
    slot("all"),
]

# cot133: P1 and P2 printed SIDE BY SIDE in two 38-character columns (textwrap.wrap + itertools.zip_longest, " ┆ "
# between); seeds 1331 / 1332; English answers "Q-C1".."Q-C3".
NB["cot133-sidebyside-columns-en"] = [
    md("# CoT: does it look right or is it right?\nMateus Oyelaran Prado"),
    params(),
    code(CAUSAL + '''
import textwrap, itertools

def answer(q, n, seed):
    torch.manual_seed(seed)
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
p1 = answer("What is 27 + 58?", 40, 1331)
p2 = answer("Solve step by step: 27 + 58.", 80, 1332)
col = lambda t: [l for par in t.split("\\n") for l in (textwrap.wrap(par, 38) or [""])]
print(f"{'P1 direct (40 tok)':<38} ┆ {'P2 step by step (80 tok)':<38}")
print("-" * 38 + "-┼-" + "-" * 38)
for a, b in itertools.zip_longest(col(p1), col(p2), fillvalue=""):
    print(f"{a:<38} ┆ {b:<38}")
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
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

# fs131: variation = both demonstrations shortened to one-word texts ("Excelente." / "Péssimo."); outputs printed with
# the !a conversion (ascii(): non-ASCII as \\xe9 escapes) in a right-aligned name column; F.4 carries an "EDIT:"
# correction line under a first wording.
NB["fs131-ascii-conv-oneword-demos"] = [
    md("# Few-shot (5.5) e ICL (5.8)\nTatiane Ruas Nakagawa"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: demonstrações encurtadas para uma palavra só
curtas = f"""{task}

Texto: "Excelente."
Sentimento: POSITIVO

Texto: "Péssimo."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("var-curtas", curtas)]:
    print(f"{nome:>12} ┃ {gera(p, do_sample=False)!a}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs132: outputs shown as a doctest-like transcript (">>> gera(zero_shot)" then the repr); variation = the positive
# demonstration replaced by "Amei cada minuto, recomendo muito."; the transcript line says ">>> gera(variacao)" but
# the code calls gera(few_shot) (copy-paste slip): the "variation" output is the few-shot prompt's.
NB["fs132-doctest-transcript-wrongvar"] = [
    md("# Cap. 5 — few-shot\nLeonardo Fontes Ishikawa"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace("Adorei, foi excelente e emocionante.", "Amei cada minuto, recomendo muito.")
print(variacao)
'''),
    code('''
print(">>> gera(zero_shot)")
print(repr(gera(zero_shot, do_sample=False)))
print(">>> gera(few_shot)")
print(repr(gera(few_shot, do_sample=False)))
print(">>> gera(variacao)")
print(repr(gera(few_shot, do_sample=False)))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs133: the three outputs written to an INI file with configparser and the file printed (configparser strips the
# leading space and indents continuation lines; an empty line inside a value is written as a blank indented line);
# variation = the negative demonstration replaced by "Horrível, dormi no meio do filme."; English answers.
NB["fs133-configparser-ini-en"] = [
    md("# Few-shot & in-context learning\nNathan Caldeira Brooks"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import configparser
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variation = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Horrível, dormi no meio do filme.")
'''),
    code('''
cfg = configparser.ConfigParser(interpolation=None)
for name, p in [("zero_shot", zero_shot), ("few_shot", few_shot), ("variation", variation)]:
    cfg[name] = {"output": gera(p, do_sample=False), "greedy": "yes", "max_new_tokens": "8"}
with open("outputs.ini", "w") as fh:
    cfg.write(fh)
print(open("outputs.ini").read())
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- template
EXTRAI = '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

# tpl131: ten samples (manual_seed(1310 + i)) shown in a 2 × 5 GRID (rows "linha 1" / "linha 2", five columns), each
# cell the repr cut at 16 characters with "…" and the label under it; counts and vote printed; answers refer to
# samples by grid position ("linha 2, coluna 3").
NB["tpl131-grid2x5-truncated-positions"] = [
    md("# 5.6 / 5.7 — template e self-consistency\nVitória Sampaio Hirata"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("solto   =", repr(gera(template_ruim, 16, do_sample=False)))
print("rigoroso=", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(1310 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
rot = [rotulo(a) for a in amostras]

def corta(s, n=16):
    r = repr(s)
    return r if len(r) <= n else r[:n - 1] + "…"

for linha in range(2):
    idx = range(5 * linha, 5 * linha + 5)
    print(f"linha {linha + 1} | " + " | ".join(f"{corta(amostras[i]):<16}" for i in idx))
    print(f"        | " + " | ".join(f"{str(rot[i]):<16}" for i in idx))
c = Counter(rot)
print()
print("POSITIVO:", c["POSITIVO"], " NEGATIVO:", c["NEGATIVO"], " sem rótulo:", c[None])
print("voto:", "POSITIVO" if c["POSITIVO"] > c["NEGATIVO"] else "NEGATIVO" if c["NEGATIVO"] > c["POSITIVO"] else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl132: samples (manual_seed(1320 + i)) as an emoji strip (🟩 POSITIVO, 🟥 NEGATIVO, ⬜ none) plus a 1-based list
# "1. <repr>"; no counts / vote printed; answers as bold "T1:".."T5:" lines.
NB["tpl132-emoji-strip-onebased"] = [
    md("# Templates (5.6) e self-consistency (5.7)\nGustavo Pimentel Yamada"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

r_solto = gera(template_ruim, 16, do_sample=False)
r_rigido = gera(template_bom, 8, do_sample=False)
print("SOLTO  :", repr(r_solto))
print("RÍGIDO :", repr(r_rigido))
'''),
    code(SC + '''

cores = {"POSITIVO": "🟩", "NEGATIVO": "🟥", None: "⬜"}
amostras = []
for i in range(10):
    torch.manual_seed(1320 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
print("".join(cores[rotulo(a)] for a in amostras), "  (🟩 POSITIVO · 🟥 NEGATIVO · ⬜ sem rótulo)")
for i, a in enumerate(amostras, start=1):
    print(f"{i}. {a!r}")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl133: English; samples (manual_seed(1330 + i)) printed as aligned rows "07  ' NEGATIVO...'  -> NEGATIVO" and the
# Counter repr; answers inside a fenced ```text block in a markdown cell.
NB["tpl133-fenced-answers-en"] = [
    md("# Prompt templates & self-consistency\nChloe Baptista Winter"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for label, p, n in [("loose", template_ruim, 16), ("strict", template_bom, 8)]:
    print(f"[{label}] {gera(p, n, do_sample=False)!r}")
'''),
    code(SC + '''

labels = []
for i in range(10):
    torch.manual_seed(1330 + i)
    s = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    labels.append(rotulo(s))
    print(f"{i:02d}  {s!r:<34} -> {labels[-1]}")
print(Counter(labels))
'''),
    md("## Answers"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
