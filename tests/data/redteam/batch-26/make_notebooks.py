"""Build the unexecuted batch-26 student notebooks (8: 2 per activity). Emphasis: the student at midnight — messy,
unfinished and revised work (cells that raised an error kept before the fixed cell, generation cells run twice with
different seeds and both outputs kept, drafts struck through, answers out of order / 'idem' / continued in a second cell).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). Cells that raise on purpose are tagged `raises-exception` (papermill
records the traceback and goes on). The students' code runs on whatever MODEL_NAME papermill injects.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}
RAISES = ["raises-exception"]

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

def roda(T, p, seed, n=80):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp261: the first part-A cell iterates a dict without .items() -> ValueError (unpacking 'A1' into nome, (T, p))
# before any generation, traceback kept; a note; the fixed part-A cell (seeds 2610 + i); part B run TWICE in two
# cells, seeds 2620 + i then 2630 + i ("rodei de novo"), both kept; answers use the second part-B round.
NB["tp261-unpack-error-partB-reseeded"] = [
    md("# 4.15 — temperatura e top-p\nRafael Tanaka Oliveira — entrega de madrugada, desculpa a bagunça"),
    params(),
    code(CAUSAL + GEN_TP),
    code('''
confs_a = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9)}
for i, (nome, (T, p)) in enumerate(confs_a):
    print(f"--- {nome} | T={T} top_p={p} | seed {2610 + i} ---")
    print(roda(T, p, 2610 + i).strip())
''', RAISES),
    md("esqueci o `.items()` de novo..."),
    code('''
for i, (nome, (T, p)) in enumerate(confs_a.items()):
    print(f"--- {nome} | T={T} top_p={p} | seed {2610 + i} ---")
    print(roda(T, p, 2610 + i).strip())
    print()
'''),
    code('''
confs_b = {"B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
BASE = 2620
for i, (nome, (T, p)) in enumerate(confs_b.items()):
    print(f"--- {nome} | T={T} top_p={p} | seed {BASE + i} ---")
    print(roda(T, p, BASE + i).strip())
    print()
'''),
    md("rodei a parte B de novo com outra base de semente (2630) pra ver se mudava muito. "
       "**Nas respostas uso essa segunda rodada**, a de cima fica só de registro."),
    code('''
BASE = 2630
for i, (nome, (T, p)) in enumerate(confs_b.items()):
    print(f"--- {nome} | T={T} top_p={p} | seed {BASE + i} ---")
    print(roda(T, p, BASE + i).strip())
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp262: a quick smoke cell first (one 12-token sample, "só pra ver se carregou", not a run of the activity); then the
# six runs in one cell, one torch.manual_seed(262) before the loop, each printed under 'A1 · T 0.2 · p 0.9'; answers
# out of order (B, then A, then D), A.1 continued in a second markdown cell, 'idem' / 'ver acima'.
NB["tp262-smoketest-outoforder-continued"] = [
    md("# Temperatura e top-p\nBeatriz Chaves Nwosu"),
    params(),
    code(CAUSAL + GEN_TP),
    code('''
# só pra ver se carregou
print(repr(roda(1.0, 0.9, 0, n=12)))
'''),
    code('''
torch.manual_seed(262)
x = tok(PROMPT, return_tensors="pt")
for nome, T, p in [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
                   ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]:
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    print(f"{nome} · T {T} · p {p}")
    print(tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True).strip())
    print()
'''),
    md("## Respostas (fui respondendo na ordem em que olhei, desculpa)"),
    slot("p1"),
    slot("p2"),
    slot("p3"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot261: a first cell passes the prompt STRING to generate (raises, traceback kept); the fixed cell tokenizes,
# set_seed(2610) / set_seed(2611), and prints each continuation as repr under 'P1 >>>' / 'P2 >>>'; English answers,
# C.1 with a struck-through draft, C.3 continued in a second cell.
NB["cot261-string-to-generate-error-en"] = [
    md("# Part C — chain of thought\nLucas Ferreira Abiodun"),
    params(),
    code(CAUSAL),
    code('''
set_seed(2610)
y = modelo.generate("What is 27 + 58?", do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40)
print(tok.decode(y[0]))
''', RAISES),
    md("ok, it wants token ids, not the string"),
    code('''
for k, (nome, pergunta, n) in enumerate([("P1", "What is 27 + 58?", 40),
                                         ("P2", "Solve step by step: 27 + 58.", 80)]):
    set_seed(2610 + k)
    x = tok(pergunta, return_tensors="pt")
    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    print(nome, ">>>", repr(tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)))
'''),
    md("## Answers"),
    slot("a1"),
    slot("a2"),
]

# cot262: P1 in its own cell (set_seed(2620)); the P2 cell run TWICE (two cells, set_seed(2621) then set_seed(2622),
# "o primeiro P2 ficou curto demais") with both outputs kept; the answers use the second P2. Raw printing.
NB["cot262-p2-twice-second-seed"] = [
    md("# C — estilo vs. correção\nMariana Lopes Haugen"),
    params(),
    code(CAUSAL + '''

def pergunta(prompt, n, semente):
    set_seed(semente)
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
p1 = pergunta("What is 27 + 58?", 40, 2620)
print("== P1 (semente 2620) ==")
print(p1)
'''),
    code('''
p2 = pergunta("Solve step by step: 27 + 58.", 80, 2621)
print("== P2 (semente 2621) ==")
print(p2)
'''),
    md("~~P2 ok~~ rodei o P2 de novo com outra semente, quero ver outra tentativa. **Vale o segundo.**"),
    code('''
p2 = pergunta("Solve step by step: 27 + 58.", 80, 2622)
print("== P2 (semente 2622) ==")
print(p2)
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs261: the variation cell first refers to 'fewshot' (NameError, traceback kept), then the fixed cell; variation =
# the demonstrations' labels written in lowercase ('positivo' / 'negativo'); outputs printed with print(f"{nome}: {s!r}").
NB["fs261-nameerror-lowercase-labels-rascunho"] = [
    md("# Few-shot — 5.5 e 5.8\nJoão Pedro Sakamoto Reis"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS),
    code('''
minusculo = fewshot.replace("Sentimento: POSITIVO", "Sentimento: positivo").replace("Sentimento: NEGATIVO", "Sentimento: negativo")
''', RAISES),
    code('''
# nome errado acima, é few_shot
minusculo = few_shot.replace("Sentimento: POSITIVO", "Sentimento: positivo").replace("Sentimento: NEGATIVO", "Sentimento: negativo")
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("rotulos minusculos", minusculo)]:
    s = gera(p, do_sample=False)
    print(f"{nome}: {s!r}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs262: gera() called with max_new_tokens twice (TypeError: multiple values for keyword argument, traceback kept),
# then the fixed cell; variation = each demonstration under a heading line 'Exemplo 1:' / 'Exemplo 2:'; outputs
# printed raw between '>>>' and '<<<'.
NB["fs262-typeerror-kwarg-exemplo-headings"] = [
    md("# Few-shot / in-context learning\nFernanda Rocha Lindqvist"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: cada exemplo com um título "Exemplo n:"
com_titulos = few_shot.replace('Texto: "Adorei', 'Exemplo 1:\\nTexto: "Adorei').replace('Texto: "Péssimo', 'Exemplo 2:\\nTexto: "Péssimo')
print(com_titulos)
'''),
    code('''
print(gera(zero_shot, do_sample=False, max_new_tokens=8))
''', RAISES),
    code('''
for nome, p in [("ZERO-SHOT", zero_shot), ("FEW-SHOT", few_shot), ("COM TITULOS", com_titulos)]:
    print(nome, ">>>" + gera(p, n=8, do_sample=False) + "<<<")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl261: templates printed raw with '|' around; self-consistency cell run TWICE (seeds 2610 + i, then 2640 + i, "a
# primeira deu quase tudo sem rótulo"), both kept, each with its tally; answers use the second round, T.4 with a
# struck-through draft.
NB["tpl261-sc-twice-strike-draft"] = [
    md("# Templates + self-consistency\nCamila Duarte Oyelaran"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("ruim |" + gera(template_ruim, 16, do_sample=False) + "|")
print("bom  |" + gera(template_bom, 8, do_sample=False) + "|")
'''),
    code(SC + '''

def rodada(base):
    amostras = []
    for i in range(10):
        torch.manual_seed(base + i)
        amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    for i, a in enumerate(amostras, 1):
        print(f"{i:>2}. {a!r:<34} -> {rotulo(a)}")
    c = Counter(rotulo(a) for a in amostras)
    print("POSITIVO", c["POSITIVO"], "| NEGATIVO", c["NEGATIVO"], "| sem rótulo", c[None])
    return amostras

rodada1 = rodada(2610)
'''),
    md("rodei de novo com outra semente (2640)... **uso essa aqui embaixo**"),
    code('''
rodada2 = rodada(2640)
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl262: the ten samples (torch.manual_seed(2620 + i)) printed as one Python list; a tally cell that concatenates
# the label with its count (TypeError on the first item, str + int or None + str: traceback kept, nothing printed) then the fixed tally with most_common and a vote line;
# answers out of order (T.5 before T.4), 'ver T.1'.
NB["tpl262-concat-typeerror-pylist"] = [
    md("# 5.6/5.7 — template e self-consistency\nGustavo Melo Fitzgerald"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

saida_ruim = gera(template_ruim, 16, do_sample=False)
saida_bom = gera(template_bom, 8, do_sample=False)
print("RUIM:", repr(saida_ruim))
print("BOM: ", repr(saida_bom))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2620 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
print(amostras)
'''),
    code('''
cont = Counter(rotulo(a) for a in amostras)
for r, c in cont.most_common():
    print(r + ": " + c)
''', RAISES),
    code('''
cont = Counter(rotulo(a) or "sem rótulo" for a in amostras)
print(cont.most_common())
top = [(r, c) for r, c in cont.most_common() if r != "sem rótulo"]
print("VOTO:", top[0][0] if top and (len(top) == 1 or top[0][1] > top[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
