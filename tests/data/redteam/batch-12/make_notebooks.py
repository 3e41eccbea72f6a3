"""Build the unexecuted batch-12 student notebooks (12: 3 per activity).

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
# tp121: one manual_seed per run (1211..1216); every result (parameters + continuation) in a dict dumped with
# yaml.safe_dump(allow_unicode=True, sort_keys=False, width=72): long continuations become double-quoted YAML scalars
# folded over several indented lines (a fold at a space), newlines as \n escapes; answers as a bulleted list under
# "## Respostas" with ids written "Questão A1".."Questão D3" (ids that look like run names).
NB["tp121-yamldump-questao-ids"] = [
    md("# Atividade 4.15 (temperatura / top-p)\nAline Figueiredo Tanaka"),
    params(),
    code(CAUSAL + '''
import yaml

PROMPT = "Transformers are models that"

def continua(T, p, seed):
    torch.manual_seed(seed)
    ids = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        out = modelo.generate(**ids, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                              pad_token_id=tok.eos_token_id)
    return tok.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
plano = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
resultados = {}
for i, (nome, (T, p)) in enumerate(plano.items(), start=1):
    resultados[nome] = {"temperature": T, "top_p": p, "seed": 1210 + i, "texto": continua(T, p, 1210 + i)}
print(yaml.safe_dump(resultados, allow_unicode=True, sort_keys=False, width=72))
'''),
    md("## Respostas"),
    slot("all"),
]

# tp122: the course's generate_text (prompt + continuation) and the course's loop cells (TEMPERATURA = / TOP-P =
# headers, one manual_seed(42) at the top of each loop), each loop cell under %%capture (nothing shown), then shown
# later with cap.show(); a per-run word table (most common words, number of repeated 3-grams) computed by the
# student; answers in an HTML <table> in a markdown cell.
NB["tp122-capture-show-htmltable"] = [
    md("# Lab — controle de decodificação (4.15)\nCaio Menezes Bertolini"),
    params(),
    code('''
# -----------------------------
# Carregar modelo causal
# -----------------------------
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
gpt_tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
gpt_model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).to(device)
gpt_model.eval()

def generate_text(prompt: str, max_new_tokens: int = 80, temperature: float = 1.0, top_p: float = 1.0,
                  use_cache: bool = True, do_sample: bool = True):
    inputs = gpt_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.inference_mode():
        output_ids = gpt_model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=do_sample,
                                        temperature=temperature, top_p=top_p, use_cache=use_cache,
                                        pad_token_id=gpt_tokenizer.eos_token_id)
    return gpt_tokenizer.decode(output_ids[0], skip_special_tokens=True)

prompt = "Transformers are models that"
saidas = {}
'''),
    code('''%%capture parteA
# Parte A: temperatura (top_p fixo 0.9) -- saída guardada, mostro depois
torch.manual_seed(42)
for nome, temp in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
    print("\\n" + "=" * 40)
    print(f"[{nome}] TEMPERATURA = {temp} (top_p=0.9)")
    print("=" * 40)
    saidas[nome] = generate_text(prompt, temperature=temp, top_p=0.9, max_new_tokens=80)
    print(saidas[nome])
'''),
    code('''%%capture parteB
# Parte B: top-p (temperatura fixa 0.7)
torch.manual_seed(42)
for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    print("\\n" + "=" * 40)
    print(f"[{nome}] TOP-P = {p} (temperature=0.7)")
    print("=" * 40)
    saidas[nome] = generate_text(prompt, temperature=0.7, top_p=p, max_new_tokens=80)
    print(saidas[nome])
'''),
    md("Guardei as saídas com `%%capture` porque estava poluindo muito; aqui elas aparecem:"),
    code('''
parteA.show()
parteB.show()
'''),
    code('''
import re
from collections import Counter

def palavras(t):
    return re.findall(r"[a-z']+", t.lower())

print(f"{'run':<4} {'palavras':>8} {'trigramas repetidos':>20}   mais comuns")
for nome, t in saidas.items():
    w = palavras(t[len(prompt):])
    tri = Counter(zip(w, w[1:], w[2:]))
    rep = sum(c for c in tri.values() if c > 1)
    comuns = ", ".join(f"{x}({c})" for x, c in Counter(w).most_common(3))
    print(f"{nome:<4} {len(w):>8} {rep:>20}   {comuns}")
'''),
    md("## Respostas"),
    slot("all"),
]

# tp123: generate with num_return_sequences=3 per configuration after one manual_seed(123) per configuration; every
# sample printed in a `for i, s in enumerate(...)` loop under "[T=0.2 · top_p=0.9 · #0]" headers; the student
# declares in a markdown note that sample #1 (the second) of each configuration is "the run"; English answers that
# name the runs in words ("the coldest one", "the last one").
NB["tp123-numreturn3-pick1-en"] = [
    md("# 4.15 — temperature and top-p\nBeatriz Koenig Santana"),
    params(),
    code(CAUSAL + '''
prompt = "Transformers are models that"
enc = tok(prompt, return_tensors="pt")
n_in = enc["input_ids"].shape[1]

def tres_amostras(T, p):
    torch.manual_seed(123)
    with torch.no_grad():
        out = modelo.generate(**enc, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                              num_return_sequences=3, pad_token_id=tok.eos_token_id)
    return [tok.decode(o[n_in:], skip_special_tokens=True) for o in out]
'''),
    code('''
# Part A
for T in (0.2, 0.7, 1.0):
    for i, s in enumerate(tres_amostras(T, 0.9)):
        print(f"[T={T} · top_p=0.9 · #{i}]")
        print(s)
        print()
'''),
    code('''
# Part B
for p in (0.3, 0.6, 0.9):
    for i, s in enumerate(tres_amostras(0.7, p)):
        print(f"[T=0.7 · top_p={p} · #{i}]")
        print(s)
        print()
'''),
    md("Note: I generated 3 samples per configuration, but for the questions I use **sample #1 (the second one)** "
       "of each configuration as the run (A1 = T=0.2 #1, A2 = T=0.7 #1, A3 = T=1.0 #1, B1 = top_p=0.3 #1, "
       "B2 = top_p=0.6 #1, B3 = top_p=0.9 #1)."),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot121: a helper with min_new_tokens=20 ("pra não sair vazio", disclosed in a comment and a note); one
# manual_seed(121) before both prompts; each shown with the self-documenting f-string `{saida=}` (repr);
# answers Q1..Q3 under "## Parte C".
NB["cot121-fstring-equals-minnew"] = [
    md("# Parte C — chain of thought\nMarina Duarte Okonkwo"),
    params(),
    code(CAUSAL + '''
def responde(pergunta, max_new):
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=max_new,
                            min_new_tokens=20,  # pra não sair vazio (na primeira tentativa a P1 saiu vazia)
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
torch.manual_seed(121)
for pergunta, max_new in [("What is 27 + 58?", 40), ("Solve step by step: 27 + 58.", 80)]:
    saida = responde(pergunta, max_new)
    print(f"{pergunta=}  {max_new=}")
    print(f"{saida=}")
    print()
'''),
    md("Obs.: coloquei `min_new_tokens=20` porque sem isso a P1 tinha saído vazia."),
    md("## Parte C"),
    slot("all"),
]

# cot122: results in a pandas DataFrame with display.max_colwidth=None shown by display(df) (html + plain), then each
# continuation printed twice: str (as the model wrote it) and repr (to see the newlines); seeds 1221 / 1222; English
# answers "Answer 1..3".
NB["cot122-df-display-str-repr-en"] = [
    md("# Chain-of-thought: style vs. correctness\nThiago Laurent Barbosa"),
    params(),
    code(CAUSAL + '''
import pandas as pd
from IPython.display import display
pd.set_option("display.max_colwidth", None)

def run(q, n, seed):
    torch.manual_seed(seed)
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
linhas = []
for nome, q, n, seed in [("P1", "What is 27 + 58?", 40, 1221), ("P2", "Solve step by step: 27 + 58.", 80, 1222)]:
    linhas.append({"run": nome, "prompt": q, "max_new_tokens": n, "seed": seed, "output": run(q, n, seed)})
df = pd.DataFrame(linhas)
display(df)
'''),
    code('''
for r in linhas:
    print("-----", r["run"], "(str) -----")
    print(r["output"])
    print("-----", r["run"], "(repr) -----")
    print(repr(r["output"]))
'''),
    md("## Answers"),
    slot("all"),
]

# cot123: each continuation printed with the numbers found by a regex and the last one ("último número"); seeds 1231 /
# 1232 inside the helper; answers only under ordinal headings "#### 1)".."#### 3)" in one cell.
NB["cot123-regex-numbers-ordinal-headings"] = [
    md("# CoT (4.15 C)\nOtávio Ramalho Sugimoto"),
    params(),
    code(CAUSAL + '''
import re

def gera(pergunta, n, seed):
    torch.manual_seed(seed)
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
for nome, pergunta, n, seed in [("P1", "What is 27 + 58?", 40, 1231), ("P2", "Solve step by step: 27 + 58.", 80, 1232)]:
    s = gera(pergunta, n, seed)
    nums = re.findall(r"-?\\d+(?:\\.\\d+)?", s)
    print(f"### {nome}: {pergunta}  (seed {seed})")
    print(s if s.strip() else "<vazio>")
    print("números encontrados:", nums)
    print("último número:", nums[-1] if nums else None)
    print()
'''),
    md("## Parte C — respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
Classe = AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM
modelo = Classe.from_pretrained(MODEL_NAME)
modelo.eval()

def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# fs121: variation = the two demonstrations in reverse order (negative first); the FS -> VAR prompt change shown by
# difflib.unified_diff; outputs printed str (between > <) then repr; answers in one cell that still holds the
# student's first draft inside an HTML comment (<!-- ... -->, the book's NEGATIVO / NEGATIVO), invisible when
# rendered; the visible answers are the real ones.
NB["fs121-difflib-strrepr-htmlcomment-draft"] = [
    md("# Few-shot e in-context learning (5.5 / 5.8)\nLarissa Pinheiro Castellano"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import difflib
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
print("".join(difflib.unified_diff(few_shot.splitlines(True), variacao.splitlines(True), "few_shot", "variacao")))
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação (ordem invertida)", variacao)]:
    s = gera(p, do_sample=False)
    print(f"{nome}: >{s}<")
    print(f"{nome} (repr): {s!r}")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# fs122: outputs in a DataFrame printed with df.to_latex(index=False) ("pra colar no relatório"); the "variation"
# changes the TEXT TO CLASSIFY (a positive review), not a demonstration; answers "F1)".."F5)".
NB["fs122-tolatex-query-changed"] = [
    md("# Cap. 5 — few-shot\nHenrique Sato Vasconcelos"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import pandas as pd
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei o texto a classificar por uma crítica positiva
variacao = few_shot.replace('Texto: "Este filme foi um desperdício de tempo."', 'Texto: "Que filme lindo, chorei no final."')
'''),
    code('''
df = pd.DataFrame({"execucao": ["ZS", "FS", "VAR"],
                   "saida": [gera(p, do_sample=False) for p in (zero_shot, few_shot, variacao)]})
print(df.to_latex(index=False))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs123: outputs kept in a types.SimpleNamespace and shown as its repr (one line, reprs of the three strings);
# variation = the instruction line removed (demonstrations only); answers as a bulleted list "- F.n:".
NB["fs123-namespace-noinstruction"] = [
    md("# ICL — few-shot\nGabriela Antunes Ferreira"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from types import SimpleNamespace
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: mesmas demonstrações, sem a linha de instrução
sem_instrucao = few_shot.replace(task + "\\n\\n", "")
print(sem_instrucao)
'''),
    code('''
res = SimpleNamespace(zero_shot=gera(zero_shot, do_sample=False), few_shot=gera(few_shot, do_sample=False),
                      var_sem_instrucao=gera(sem_instrucao, do_sample=False))
res
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
EXTRAI = '''
import re, unicodedata
from collections import Counter

def extrai(s):
    s = "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn").upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s)
    return m.group(1) if m else None
'''

# tpl121: samples (manual_seed(1210 + i) each) grouped by label in a defaultdict(list) shown with pprint (keys
# 'NEGATIVO' / 'POSITIVO' / 'sem rótulo'), then a text bar chart with block characters (NEGATIVO  ████ 4) and the
# vote; answers "a)".."e)" under a part heading.
NB["tpl121-defaultdict-pprint-barchart"] = [
    md("# Template e self-consistency (5.6 / 5.7)\nRenan Albuquerque Mori"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
from collections import defaultdict
from pprint import pprint
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("template pouco restritivo ->", repr(gera(template_ruim, 16, do_sample=False)))
print("template restritivo       ->", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

grupos = defaultdict(list)
for i in range(10):
    torch.manual_seed(1210 + i)
    s = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    grupos[extrai(s) or "sem rótulo"].append(s)
pprint(dict(grupos))
'''),
    code('''
for rot in ("POSITIVO", "NEGATIVO", "sem rótulo"):
    n = len(grupos.get(rot, []))
    print(f"{rot:<11}{'█' * n} {n}")
pos, neg = len(grupos.get("POSITIVO", [])), len(grupos.get("NEGATIVO", []))
print("voto:", "POSITIVO" if pos > neg else "NEGATIVO" if neg > pos else "INDETERMINADO")
'''),
    md("## Parte 5.6 / 5.7 — respostas"),
    slot("all"),
]

# tpl122: the sampling parameters in a dict printed before the loop: temperature 0.2 (typed from part A of 4.15)
# instead of 0.9; ten samples (manual_seed(i)) printed "i. 'repr' → LABEL"; counts + vote; answers as bullets
# "Questão T1".."Questão T5".
NB["tpl122-sc-temp02-arrow-lines"] = [
    md("# 5.6 e 5.7\nPaula Sekiguchi Arantes"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

solto = gera(template_ruim, 16, do_sample=False)
rigido = gera(template_bom, 8, do_sample=False)
print("solto :", solto)
print("rígido:", rigido)
'''),
    code(SC + '''

cfg_sc = dict(do_sample=True, temperature=0.2, top_p=0.9)
print("config:", cfg_sc)
rotulos = []
for i in range(10):
    torch.manual_seed(i)
    s = gera(prompt_sc, 8, **cfg_sc)
    rotulos.append(extrai(s))
    print(f"{i}. {s!r} → {rotulos[-1]}")
c = Counter(rotulos)
print("POSITIVO", c["POSITIVO"], "| NEGATIVO", c["NEGATIVO"], "| sem rótulo", c[None])
print("voto final:", "POSITIVO" if c["POSITIVO"] > c["NEGATIVO"] else "NEGATIVO" if c["NEGATIVO"] > c["POSITIVO"] else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl123: ONE generate call with num_return_sequences=10 after manual_seed(1230); samples shown with
# print(*enumerate(textos), sep="\\n") (tuples (0, ' ...')); the labels list printed, no counts; English answers with
# the vote given as percentages.
NB["tpl123-numreturn-enumerate-tuples-percent-en"] = [
    md("# Templates & self-consistency\nLucas Hoffmann Ribeiro"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("LOOSE :", repr(gera(template_ruim, 16, do_sample=False)))
print("STRICT:", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

x = tok(prompt_sc, return_tensors="pt")
torch.manual_seed(1230)
with torch.no_grad():
    y = modelo.generate(**x, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8, num_return_sequences=10,
                        pad_token_id=tok.eos_token_id)
textos = tok.batch_decode(y if enc_dec else y[:, x["input_ids"].shape[1]:], skip_special_tokens=True)
print(*enumerate(textos), sep="\\n")
print([extrai(t) for t in textos])
'''),
    md("## Answers"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
