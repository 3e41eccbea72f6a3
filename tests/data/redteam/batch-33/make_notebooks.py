"""Build the unexecuted batch-33 student notebooks (8: 2 per activity). Emphasis: the messy notebook of a real
student at midnight.

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
Cells tagged `raises-exception` raise on purpose (the student's error, traceback kept; papermill goes on).

Out-of-order execution counts: a notebook's cells are written here in the order the student EXECUTED them; a cell
that sits elsewhere on the page carries metadata `rt33_page` (its position key on the page; the others get keys
0, 1, 2, ... in written order, papermill's injected cell follows its neighbour). place_cells.py, run on both
executions after papermill, moves the cells to their page positions: outputs and execution counts untouched, so the
page shows non-increasing counts exactly as a notebook run out of order does.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}


def at(cell, page):
    cell.metadata["rt33_page"] = page
    return cell


def err(cell):
    cell.metadata.setdefault("tags", []).append("raises-exception")
    return cell


CAUSAL = '''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
'''

GERA_FS = '''
def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp331: the helper first has top_p HARD-CODED to 0.9 (`# TODO usar p`): part A is right anyway (p = 0.9), but the first
# part-B cell's three runs are all really p = 0.9 whatever their labels say; a markdown note "NÃO VALE", the helper
# REDEFINED with top_p=p, part B run again (new seeds). Answers: ONE markdown cell, numbered lines, no question ids.
NB["tp331-hardcoded-topp-helper-redefined"] = [
    md("# 4.15 temp / top-p\nJoão Pedro Albuquerque Nwosu — (terminar antes de 0h!!)"),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
'''),
    code('''
def gera(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, do_sample=True, temperature=T, top_p=0.9,  # TODO usar p
                           max_new_tokens=80, pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    md("### parte A"),
    code('''
for nome, T in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
    s = 3310 + round(T * 10)
    print(f">> {nome}  T={T} p=.9  (seed {s})")
    print(gera(T, 0.9, s))
    print()
'''),
    md("### parte B"),
    code('''
for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    s = 3320 + round(p * 10)
    print(f">> {nome}  T=.7 p={p}  (seed {s})")
    print(gera(0.7, p, s))
    print()
'''),
    md("**ops** o `gera` tava com `top_p=0.9` fixo (o TODO 🤦). a parte B aí em cima saiu TODA com p=.9 → **não vale**.\n"
       "arrumei e rodei a B de novo embaixo (a A não muda nada, lá o p era .9 mesmo)"),
    code('''
def gera(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, do_sample=True, temperature=T, top_p=p,
                           max_new_tokens=80, pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    s = 3330 + round(p * 10)
    print(f">> {nome}  T=.7 p={p}  (seed {s})  [gera novo]")
    print(gera(0.7, p, s))
    print()
'''),
    md("respostas (na ordem das perguntas)"),
    slot("all"),
]

# tp332: run OUT OF ORDER: the part-B cell was executed before the part-A cell, which sits above it on the page; a third
# cell "A1 de novo" re-draws A1 with another seed and OVERWRITES out["A1"]; a last cell prints a summary from the
# dict (so its A1 line is the re-drawn one, not the A1 printed in the part-A cell). Answers in one cell per question.
NB["tp332-outoforder-A1-overwritten-resumo"] = [
    md("# Temperatura e top-p\nBeatriz Sakamoto Ferraz"),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"

def gera(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                           pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

out = {}
'''),
    # executed first, placed after part A on the page
    at(code('''
# B: top-p (T fixo .7)
for k, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    out[k] = gera(0.7, p, 3360 + round(p * 10))
    print(f"===== {k} | top_p={p} =====")
    print(out[k])
'''), 4.5),
    code('''
# A: temperatura (p fixo .9)
for k, T in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
    out[k] = gera(T, 0.9, 3350 + round(T * 10))
    print(f"===== {k} | T={T} =====")
    print(out[k])
'''),
    md("o A1 ficou estranho, rodando de novo com outra seed"),
    code('''
out["A1"] = gera(0.2, 0.9, 3399)
print(out["A1"])
'''),
    code('''
# resumo
for k in sorted(out):
    print(k, len(out[k].split()), "palavras |", out[k].strip()[:60].replace("\\n", " "), "...")
'''),
    md("## Respostas"),
    *[x for q in ["A.1", "A.2", "A.3", "B.1", "B.2", "B.3", "D.1", "D.2", "D.3"] for x in (slot(q),)],
]

# ---------------------------------------------------------------- chain-of-thought
# cot331: the call cell first runs BEFORE the helper exists (NameError, traceback kept); commented-out code; P2 drawn
# twice (seed 3312 and, after "de novo", seed 3313), both kept; answers in English abbreviations "C1:".
NB["cot331-nameerror-first-p2-twice-en"] = [
    md("# Part C - CoT\nLucas Haddad Oyelaran"),
    params(),
    code(CAUSAL),
    err(code('''
p1 = pergunta("What is 27 + 58?", 40, 3311)
print(p1)
''')),
    code('''
def pergunta(prompt, n, seed):
    torch.manual_seed(seed)
    x = tok(prompt, return_tensors="pt")
    # y = model.generate(**x, max_new_tokens=n)   # greedy, nao era isso
    with torch.no_grad():
        y = model.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                           pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

p1 = pergunta("What is 27 + 58?", 40, 3311)
print("P1 -->", repr(p1))
'''),
    code('''
p2 = pergunta("Solve step by step: 27 + 58.", 80, 3312)
print("P2 (seed 3312) -->", repr(p2))
'''),
    md("de novo com outra seed p/ comparar"),
    code('''
p2 = pergunta("Solve step by step: 27 + 58.", 80, 3313)
print("P2 (seed 3313) -->", repr(p2))
'''),
    md("## answers"),
    slot("all"),
]

# cot332: P1 and P2 printed raw; the student's own sanity check `27 + 58` computed in Python (prints 85) sits right
# under the outputs; run out of order (the check was run first, placed last).
NB["cot332-python-sumcheck-verabove"] = [
    md("# C) chain of thought\nRafaela Tavares Lindqvist"),
    params(),
    code(CAUSAL),
    at(code('''
# conferindo a conta
27 + 58
'''), 5.5),
    code('''
torch.manual_seed(3320)
x1 = tok("What is 27 + 58?", return_tensors="pt")
y1 = model.generate(**x1, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40, pad_token_id=tok.eos_token_id)
print("P1:", tok.decode(y1[0, x1["input_ids"].shape[1]:], skip_special_tokens=True))
'''),
    code('''
torch.manual_seed(3321)
x2 = tok("Solve step by step: 27 + 58.", return_tensors="pt")
y2 = model.generate(**x2, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80, pad_token_id=tok.eos_token_id)
print("P2:", tok.decode(y2[0, x2["input_ids"].shape[1]:], skip_special_tokens=True))
'''),
    md("## Respostas"),
    slot("C.1"),
    slot("C.2"),
    slot("C.3"),
]

# ---------------------------------------------------------------- few-shot
# fs331: a first call with a typo (`do_sample=Fasle`: NameError); the helper first with 20 new tokens, printed;
# then REDEFINED with 8 and all three prompts (zero-shot, few-shot, variation = demonstrations in the OTHER ORDER)
# run again; terse one-line answers.
NB["fs331-typo-helper20-then8-reorder"] = [
    md("# few-shot\nMariana Costa Abernathy"),
    params("google/flan-t5-small"),
    code(SWITCH + '''

def gera(prompt, n=20, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS),
    err(code('''
print(gera(zero_shot, do_sample=Fasle))
''')),
    code('''
print("ZS:", repr(gera(zero_shot, do_sample=False)))
print("FS:", repr(gera(few_shot, do_sample=False)))
'''),
    md("20 tokens é demais, o enunciado usa 8. refazendo tudo com 8 + a variação (troquei a ordem dos exemplos, NEGATIVO primeiro)"),
    code('''
def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

invertido = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""

#print(invertido)
for nome, p in [("ZS", zero_shot), ("FS", few_shot), ("VAR", invertido)]:
    print(nome, "->", repr(gera(p, do_sample=False)))
'''),
    md("respostas"),
    slot("all"),
]

# fs332: the variation cell uses `fewshot` (NameError, traceback kept) and is NEVER re-run; zero-shot and few-shot
# printed; the answers still describe the variation's result.
NB["fs332-var-nameerror-never-rerun"] = [
    md("# Few-shot / in-context\nThiago Rezende Mokoena"),
    params("google/flan-t5-small"),
    code(SWITCH + GERA_FS),
    code(TASK + "\n\n" + ZS + "\n\n" + FS),
    code('''
zs = gera(zero_shot, do_sample=False)
fs = gera(few_shot, do_sample=False)
print("zero-shot:", repr(zs))
print("few-shot: ", repr(fs))
'''),
    md("variação: troquei o exemplo negativo por outro"),
    err(code('''
var = fewshot.replace("Péssimo. Não recomendo para ninguém.", "Que filme chato, dormi no meio.")
print("variação:", repr(gera(var, do_sample=False)))
''')),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl331: the templates cell first has a kwarg typo (`do_sampel`: ValueError from generate, traceback kept), then the
# fixed cell; the label extractor is REDEFINED halfway (first version case-sensitive, then .upper()) and the SAME ten
# samples are tallied twice, both tallies kept; a commented-out line.
NB["tpl331-kwarg-typo-rotulo-redefined"] = [
    md("# template + self-consistency\nCamila Andrade Virtanen"),
    params("google/flan-t5-small"),
    code(SWITCH + GERA_FS),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT),
    err(code('''
print("ruim:", repr(gera(template_ruim, 16, do_sampel=False)))
''')),
    code('''
print("ruim:", repr(gera(template_ruim, 16, do_sample=False)))
print("bom: ", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(3310 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    # amostras.append(gera(prompt_sc, 8, do_sample=True))
    print(i + 1, repr(amostras[-1]))
'''),
    code('''
from collections import Counter
def rotulo(s):
    for r in ["POSITIVO", "NEGATIVO"]:
        if r in s:
            return r
    return "nada"
print(Counter(rotulo(a) for a in amostras))
'''),
    md("hmm tem uns em minúscula, vou contar ignorando maiúsc/minúsc"),
    code('''
def rotulo(s):
    for r in ["POSITIVO", "NEGATIVO"]:
        if r in s.upper():
            return r
    return "nada"
c = Counter(rotulo(a) for a in amostras)
print(c)
print("VOTO:", c.most_common(1)[0][0] if c.most_common(1)[0][0] != "nada" else "INDETERMINADO")
'''),
    md("## respostas"),
    slot("all"),
]

# tpl332: OUT OF ORDER: a first draw of ten samples (seeds 3340 + i) kept in `amostras` without printing; the tally cell
# (executed second) counts that draw; a second draw (seeds 3350 + i, printed one per line) OVERWRITES `amostras` and
# sits ABOVE the tally on the page. So the printed tally is not a count of the printed samples.
NB["tpl332-tally-before-redraw-outoforder"] = [
    md("# Templates e self-consistency\nGustavo Pereira Adeyemi"),
    params("google/flan-t5-small"),
    code(SWITCH + GERA_FS + '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("template ruim ->", repr(gera(template_ruim, 16, do_sample=False)))
print("template bom  ->", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = [gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for i in range(10)
            if torch.manual_seed(3340 + i) is not None]
'''),
    # executed before the re-draw below, placed after it on the page
    at(code('''
cont = Counter(rotulo(a) for a in amostras)
print("POSITIVO:", cont["POSITIVO"], "| NEGATIVO:", cont["NEGATIVO"], "| sem rótulo:", cont[None])
print("voto:", "POSITIVO" if cont["POSITIVO"] > cont["NEGATIVO"] else "NEGATIVO" if cont["NEGATIVO"] > cont["POSITIVO"] else "INDETERMINADO")
'''), 6.5),
    code('''
# imprimindo as amostras
amostras = []
for i in range(10):
    torch.manual_seed(3350 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(f"#{i+1}:", repr(amostras[-1]))
'''),
    md("## Respostas"),
    slot("all"),
]

for _cells in NB.values():
    for _i, _c in enumerate(_cells):
        _c.metadata.setdefault("rt33_page", _i)

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
