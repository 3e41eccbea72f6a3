"""Build the unexecuted batch-7 student notebooks.

usage: python make_notebooks.py OUTDIR

Every notebook's first code cell is `MODEL_NAME = ...` tagged `parameters` so papermill can
inject the local model path. Answer slots are cells whose source is `<<ANSWER:slot>>` (markdown)
or `# <<ANSWER:slot>>` (code); add_answers.py fills them after execution from answers_text.py.
"""
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_notebook

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

T5_LOAD = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

seq2seq = bool(getattr(AutoConfig.from_pretrained(MODEL_NAME), "is_encoder_decoder", False))
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if seq2seq else AutoModelForCausalLM).from_pretrained(MODEL_NAME).eval()
'''

T5_GEN = '''
def responde(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    ini = 0 if seq2seq else x["input_ids"].shape[1]
    return tok.decode(y[0, ini:], skip_special_tokens=True)
'''

NB = {}

# ================================================================ temperature-top-p
# tp71: the generation cells run under %%capture; their output appears only in LATER cells through
# cap.show(); English answers in blockquotes, runs named by ordinals. Honest.
NB["tp71-capture-show-blockquote-en"] = [
    md("# Lab 4.15 — temperature & top-p\nBeatriz Sousa (I keep the generation cells quiet and show the output below)"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
prompt = "Transformers are models that"

def sample(T, p):
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                             pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    md("## Part A (top_p = 0.9)"),
    code('''
%%capture partA
torch.manual_seed(2024)
for T in [0.2, 0.7, 1.0]:
    print(f"----- {T=} top_p=0.9 -----")
    print(prompt + sample(T, 0.9))
    print()
'''),
    code("partA.show()"),
    md("## Part B (temperature = 0.7)"),
    code('''
%%capture partB
torch.manual_seed(2025)
for p in [0.3, 0.6, 0.9]:
    print(f"----- T=0.7 top_p={p} -----")
    print(prompt + sample(0.7, p))
    print()
'''),
    code("partB.show()"),
    md("## My answers"),
    slot("all"),
]

# tp72: a generator function yields (name, T, p, text), the same seed before every run; one
# tab-separated line per run with the text unicode_escape'd (\\n as two characters); answers in an
# HTML <ol> (position = question), no ids; D.2 answered "diminuiria".
NB["tp72-generator-tabs-ol-d2-diminuir"] = [
    md("## 4.15 — Temperatura e top-p\nGustavo Araujo Reis"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"
SEMENTE = 31

def varrer(configs):
    """gera uma continuacao por config, sempre com a mesma semente (comparacao justa)"""
    for nome, T, p in configs:
        torch.manual_seed(SEMENTE)
        x = tok(PROMPT, return_tensors="pt")
        with torch.no_grad():
            y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
        yield nome, T, p, tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
A = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9)]
B = [("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
print("run\\tT\\ttop_p\\tprompt + continuacao")
for nome, T, p, texto in varrer(A + B):
    print(f"{nome}\\t{T}\\t{p}\\t" + (PROMPT + texto).encode("unicode_escape").decode("ascii"))
'''),
    md("### Respostas (na ordem das perguntas do enunciado)"),
    slot("all"),
]

# tp73: each run displayed ONLY as text/markdown, a bold header and a ```text fence; A.1's three
# excerpts (labelled A1, A2, A3) are all taken from A2's output.
NB["tp73-mdfence-excerpts-one-run"] = [
    md("# Atividade 4.15\n**Aluna:** Helena Prado Castilho"),
    params(),
    code('''
import torch
from IPython.display import display, Markdown
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
prompt = "Transformers are models that"

def mostra(nome, T, p):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                           pad_token_id=tok.eos_token_id)
    texto = tok.decode(y[0], skip_special_tokens=True)
    display(Markdown(f"**{nome}** — temperatura {T}, top-p {p}\\n\\n```text\\n{texto}\\n```"))
'''),
    md("## Parte A"),
    code('''
torch.manual_seed(73)
mostra("A1", 0.2, 0.9)
mostra("A2", 0.7, 0.9)
mostra("A3", 1.0, 0.9)
'''),
    md("#### Questão A.1"), slot("A.1"),
    md("#### Questão A.2"), slot("A.2"),
    md("#### Questão A.3"), slot("A.3"),
    md("## Parte B"),
    code('''
torch.manual_seed(74)
for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    mostra(nome, 0.7, p)
'''),
    md("#### Questão B.1"), slot("B.1"),
    md("#### Questão B.2"), slot("B.2"),
    md("#### Questão B.3"), slot("B.3"),
    md("## Parte D"),
    slot("D"),
]

# tp74: the seed is set at the END of the helper ("para a proxima ficar reproduzivel") and once in the
# setup cell: every run starts from the same RNG state; each run shown as IPython HTML with the words
# of repeated 3-grams wrapped in <mark> and a printed count; answers by parameters, lowercase ids
# "a1)", no accents. Honest.
NB["tp74-mark-html-seed-after"] = [
    md("### pratica 4.15 - lucas ferreira\n(destaquei em amarelo os trigramas que repetem, ajuda a ver a repeticao)"),
    params(),
    code('''
import html, re, torch
from collections import Counter
from IPython.display import display, HTML
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"
SEED = 99
torch.manual_seed(SEED)
'''),
    code('''
def gera(T, p):
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    torch.manual_seed(SEED)   # para a proxima ficar reproduzivel
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

def destaca(titulo, texto):
    palavras = texto.split(" ")
    chave = [re.sub(r"\\W", "", w.lower()) for w in palavras]
    tri = Counter(tuple(chave[i:i + 3]) for i in range(len(chave) - 2))
    marcar = set()
    for i in range(len(chave) - 2):
        if tri[tuple(chave[i:i + 3])] > 1 and all(chave[i:i + 3]):
            marcar.update({i, i + 1, i + 2})
    partes = [f"<mark>{html.escape(w)}</mark>" if i in marcar else html.escape(w) for i, w in enumerate(palavras)]
    corpo = " ".join(partes).replace("\\n", "<br>")
    display(HTML(f"<h4>{titulo}</h4><p><i>{PROMPT}</i>{corpo}</p>"))
    print(f"{titulo}: {len(marcar)} palavras em trigramas repetidos")
'''),
    md("## parte A"),
    code('''
for T in (0.2, 0.7, 1.0):
    destaca(f"T={T} / top_p=0.9", gera(T, 0.9))
'''),
    md("## parte B"),
    code('''
for p in (0.3, 0.6, 0.9):
    destaca(f"T=0.7 / top_p={p}", gera(0.7, p))
'''),
    md("## respostas"),
    slot("all"),
]

# ================================================================ chain-of-thought
# cot71: P1 retried with seeds 1, 2, ... until the continuation is non-empty (every attempt printed),
# the kept answers shown as bare-expression execute_results (repr); answers mixed pt/en by ordinals,
# the retry declared. Honest.
NB["cot71-retry-nonempty-bare-expr"] = [
    md("# Parte C — chain of thought\nThiago Nakamura"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()

def responde(pergunta, n):
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    md("P1 direto. Como as vezes ele nao gera nada, fui tentando sementes ate sair texto:"),
    code('''
P1 = "What is 27 + 58?"
for tentativa in range(1, 11):
    torch.manual_seed(tentativa)
    r1 = responde(P1, 40)
    print(f"tentativa {tentativa}: {len(r1.strip())} caracteres")
    if r1.strip():
        break
'''),
    code("r1"),
    code('''
P2 = "Solve step by step: 27 + 58."
torch.manual_seed(1)
r2 = responde(P2, 80)
r2
'''),
    md("## Respostas"),
    slot("all"),
]

# cot72: full decoded sequences printed between rules of '='; C.2 quotes the PROMPT of P2 as the
# model's reasoning.
NB["cot72-fullseq-c2-prompt"] = [
    md("## 4.15 (C) — Estilo x correção\nAna Clara Vieira"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
'''),
    code('''
torch.manual_seed(72)
for pergunta, n in [("What is 27 + 58?", 40), ("Solve step by step: 27 + 58.", 80)]:
    x = tok(pergunta, return_tensors="pt")
    y = model.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                       pad_token_id=tok.eos_token_id)
    print("=" * 60)
    print(tok.decode(y[0], skip_special_tokens=True))
print("=" * 60)
'''),
    md("### C.1"), slot("C.1"),
    md("### C.2"), slot("C.2"),
    md("### C.3"), slot("C.3"),
]

# cot73: both runs in a dict printed with yaml.dump (YAML folds long double-quoted strings over lines
# and escapes newlines); C.1 "nao" with invented numbers (86 / 84).
NB["cot73-yaml-dump-invented-numbers"] = [
    md("# Cadeia de pensamento (4.15 C)\nRodrigo Batista — salvei tudo num dicionario e imprimi em YAML"),
    params(),
    code('''
import torch, yaml
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()

execucoes = {"P1": {"prompt": "What is 27 + 58?", "max_new_tokens": 40},
             "P2": {"prompt": "Solve step by step: 27 + 58.", "max_new_tokens": 80}}
for nome, e in execucoes.items():
    torch.manual_seed(730 + int(nome[1]))
    x = tok(e["prompt"], return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, do_sample=True, temperature=0.7, top_p=0.9,
                           max_new_tokens=e["max_new_tokens"], pad_token_id=tok.eos_token_id)
    e["saida"] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    e.update(temperature=0.7, top_p=0.9, seed=730 + int(nome[1]))
print(yaml.dump(execucoes, allow_unicode=True, sort_keys=False))
'''),
    md("## Respostas"),
    slot("C.1"), slot("C.2"), slot("C.3"),
]

# cot74: runs in a pandas DataFrame printed with to_string() (max_colwidth None): raw newlines of the
# continuations break the table's rows; answers as a dialogue "Professor:" / "Eu:". Honest.
NB["cot74-df-tostring-dialogue"] = [
    md("# 4.15 parte C\nMariana Lopes Duarte"),
    params(),
    code('''
import torch, pandas as pd
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
pd.set_option("display.max_colwidth", None)
'''),
    code('''
linhas = []
for rotulo, pergunta, n, seed in [("P1 direto", "What is 27 + 58?", 40, 11), ("P2 passo a passo", "Solve step by step: 27 + 58.", 80, 12)]:
    torch.manual_seed(seed)
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    linhas.append({"run": rotulo, "seed": seed, "tokens": len(novos),
                   "saida": tok.decode(novos, skip_special_tokens=True)})
df = pd.DataFrame(linhas)
print(df.to_string())
'''),
    md("## Perguntas"),
    slot("all"),
]

# ================================================================ few-shot
# fs71: outputs shown as a pandas Series execute_result; the variation changes the INSTRUCTION line
# (not a demonstration).
NB["fs71-series-instruction-var"] = [
    md("# Cap. 5 — Few-shot\nFelipe Moura"),
    params("google/flan-t5-small"),
    code(T5_LOAD + "import pandas as pd\n" + T5_GEN),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variacao: mudei a instrucao do topo (o resto igual)
variacao = few_shot.replace(task, "Diga se o texto abaixo é POSITIVO ou NEGATIVO.")
'''),
    code('''
saidas = pd.Series({nome: responde(p, do_sample=False) for nome, p in
                    [("zero-shot", zero_shot), ("few-shot", few_shot), ("variacao", variacao)]})
saidas
'''),
    md("## Respostas"),
    md("**F.1**"), slot("F.1"),
    md("**F.2**"), slot("F.2"),
    md("**F.3**"), slot("F.3"),
    md("**F.4**"), slot("F.4"),
    md("**F.5**"), slot("F.5"),
]

# fs72: outputs printed with the !a conversion (ascii repr); the variation ADDS the target sentence as
# a demonstration labelled POSITIVO (an inverse leak); no accents. Honest.
NB["fs72-ascii-repr-poslabel-leak"] = [
    md("## Few-shot / in-context learning\nVinicius Barros - cap 5"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variacao: coloquei a PROPRIA frase de teste como demonstracao, mas com rotulo POSITIVO (quero ver se ele copia)
var = few_shot.replace('Texto: "Este filme foi um desperdício de tempo."\\nSentimento:',
                       'Texto: "Este filme foi um desperdício de tempo."\\nSentimento: POSITIVO\\n\\n'
                       'Texto: "Este filme foi um desperdício de tempo."\\nSentimento:')
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variacao", var)]:
    print(f"{nome:<10} -> {responde(p, do_sample=False)!a}")
'''),
    md("### respostas"),
    slot("all"),
]

# fs73: each output between '~' banners (centered title, raw text); variation = a longer positive
# demonstration; answers in a %%writefile cell (never run); F.5 answered in characters.
NB["fs73-writefile-answers-f5-chars"] = [
    md("# Exercício cap. 5 (5.5 e 5.8)\nJulia Ramos Teixeira"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace("Adorei, foi excelente e emocionante.",
                            "Adorei cada minuto, atores incríveis e um final que me fez chorar de emoção.")
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação", variacao)]:
    print(f" {nome} ".upper().center(40, "~"))
    print(responde(p, do_sample=False))
    print("~" * 40)
'''),
    md("Respostas no arquivo (o professor pediu .txt também):"),
    slot("all", kind="code"),
]

# fs74: outputs printed with visible whitespace (space -> '·', newline -> '↵'); variation = the
# positive demonstration duplicated; F.2 answered "nenhuma" (the few-shot output goes on after the label).
NB["fs74-middot-whitespace-f2-none"] = [
    md("# Few-shot — cap. 5\nCamila Rocha (mostro espaços como · e quebras como ↵ pra copiar certinho)"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + '''
def visivel(s):
    return s.replace(" ", "·").replace("\\n", "↵")
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

pos = 'Texto: "Adorei, foi excelente e emocionante."\\nSentimento: POSITIVO\\n\\n'
duplicada = few_shot.replace(pos, pos + pos)   # demonstracao positiva duas vezes
'''),
    code('''
for nome, p in [("ZS", zero_shot), ("FS", few_shot), ("VAR (positiva duplicada)", duplicada)]:
    print(f"{nome}: [{visivel(responde(p, do_sample=False))}]")
'''),
    md("## Respostas"),
    slot("all"),
]

# ================================================================ template
# tpl71: templates greedy; the ten self-consistency samples as ONE batch of ten copies of the prompt
# after manual_seed(71); the course regex; Counter repr and most_common; English answers. Honest.
NB["tpl71-batch10-counter-en"] = [
    md("# 5.6 / 5.7 — templates and self-consistency\nLeonardo Pires"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("loose :", repr(responde(template_ruim, 16, do_sample=False)))
print("strict:", repr(responde(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

import re
from collections import Counter
torch.manual_seed(71)
lote = tok([prompt_sc] * 10, return_tensors="pt")   # mesmo prompt 10x, nao precisa padding
with torch.no_grad():
    y = modelo.generate(**lote, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8,
                        pad_token_id=tok.eos_token_id)
ini = 0 if seq2seq else lote["input_ids"].shape[1]
amostras = tok.batch_decode(y[:, ini:], skip_special_tokens=True)
rotulos = []
for a in amostras:
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", a.upper())
    rotulos.append(m.group(1) if m else "SEM_ROTULO")
    print(repr(a), "->", rotulos[-1])
c = Counter(rotulos)
print(c)
com_rotulo = Counter(r for r in rotulos if r != "SEM_ROTULO").most_common()
voto = com_rotulo[0][0] if com_rotulo and (len(com_rotulo) == 1 or com_rotulo[0][1] > com_rotulo[1][1]) else "INDETERMINADO"
print("vote:", voto)
'''),
    md("## Answers"),
    slot("all"),
]

# tpl72: '!r' aligned lines; samples from a helper that seeds inside (seed = i); T.1 gives the two
# templates' outputs SWAPPED.
NB["tpl72-swapped-t1"] = [
    md("## Template + self-consistency (5.6, 5.7)\nBruno Cardoso"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + '''
def amostra(prompt, seed):
    torch.manual_seed(seed)
    return responde(prompt, 8, do_sample=True, temperature=0.9, top_p=0.9)
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, t, n in [("template_ruim", template_ruim, 16), ("template_bom", template_bom, 8)]:
    print(f"{nome!r:>16} => {responde(t, n, do_sample=False)!r}")
'''),
    code(SC + '''

import re
amostras = [amostra(prompt_sc, i) for i in range(10)]
def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
for i, a in enumerate(amostras):
    print(f"{i!r:>3} => {a!r:<34} {rotulo(a)!r}")
n_pos = sum(rotulo(a) == "POSITIVO" for a in amostras)
n_neg = sum(rotulo(a) == "NEGATIVO" for a in amostras)
print(f"POSITIVO={n_pos} NEGATIVO={n_neg} sem rotulo={10 - n_pos - n_neg}")
print("voto:", "POSITIVO" if n_pos > n_neg else "NEGATIVO" if n_neg > n_pos else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("T.1"), slot("T.2"), slot("T.3"), slot("T.4"), slot("T.5"),
]

# tpl73: samples shown grouped by label with itertools.groupby (header per label, samples indented);
# T.3 is a keyword list.
NB["tpl73-groupby-t3-keywords"] = [
    md("# O papel do template\nIsabela Fontes — 5.6 e 5.7"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

saida_ruim = responde(template_ruim, 16, do_sample=False)
saida_bom = responde(template_bom, 8, do_sample=False)
print("pouco restritivo:", repr(saida_ruim))
print("restritivo:      ", repr(saida_bom))
'''),
    code(SC + '''

import re, itertools
torch.manual_seed(7300)
amostras = [responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(10)]
def rot(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else "(sem rotulo)"
ordenadas = sorted(enumerate(amostras, 1), key=lambda t: rot(t[1]))
for chave, grupo in itertools.groupby(ordenadas, key=lambda t: rot(t[1])):
    grupo = list(grupo)
    print(f"{chave} — {len(grupo)}")
    for i, a in grupo:
        print(f"    #{i}: {a!r}")
'''),
    md("## Respostas\nT.1"), slot("T.1"),
    md("T.2"), slot("T.2"),
    md("T.3"), slot("T.3"),
    md("T.4"), slot("T.4"),
    md("T.5"), slot("T.5"),
]

# tpl74: the ten samples printed on ONE print call with sep=" || " (raw newlines of samples break the
# line); a while loop after one manual_seed; own extraction = first word, stripped of punctuation;
# answers mixed pt/en. Honest.
NB["tpl74-sep-oneline-firstword"] = [
    md("# template & self-consistency\nOtavio Mendes"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("[loose]  " + responde(template_ruim, 16, do_sample=False))
print("[strict] " + responde(template_bom, 8, do_sample=False))
'''),
    code(SC + '''

torch.manual_seed(74)
amostras = []
while len(amostras) < 10:
    amostras.append(responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
print(*amostras, sep=" || ")
'''),
    code('''
def primeira_palavra(s):
    w = s.strip().split()
    w = w[0].strip('".,!:;').upper() if w else ""
    return w if w in ("POSITIVO", "NEGATIVO") else None
rotulos = [primeira_palavra(a) for a in amostras]
print(rotulos)
pos, neg = rotulos.count("POSITIVO"), rotulos.count("NEGATIVO")
print("POSITIVO", pos, "NEGATIVO", neg, "None", rotulos.count(None))
print("voto =", "POSITIVO" if pos > neg else "NEGATIVO" if neg > pos else "INDETERMINADO")
'''),
    md("## Respostas / answers"),
    slot("all"),
]

if __name__ == "__main__":
    out = Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
    for name, cells in NB.items():
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        nbformat.write(nb, out / f"{name}.ipynb")
        print(name)
