"""Build the unexecuted batch-17 student notebooks (8: 2 per activity).

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

# ---------------------------------------------------------------- temperature-top-p
# tp171: a GENERATOR function `rodadas(tabela)` that yields (nome, T, p, semente, texto); seeds drawn from one
# itertools.count(1710) shared by both parts (A 1710-1712, B 1713-1715); each run printed as a header line and the
# Python LIST OF ITS SENTENCES (re.split after . ! ?, whitespace after the punctuation consumed, so paragraph breaks
# become list boundaries; newlines not after punctuation stay as \n inside a string); answers "**Q A-1**".
NB["tp171-generator-sentencelists-qA3"] = [
    md("# Atividade 4.15 — temperatura e top-p\nGustavo Henrique Nakamura Prado\n\n"
       "Separei cada saída em frases para achar as repetições mais fácil."),
    params(),
    code(CAUSAL + '''
import itertools
import re

PROMPT = "Transformers are models that"
TABELA = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
          ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
sementes = itertools.count(1710)

def rodadas(tabela):
    """gera uma execução de cada vez (gerador)"""
    for nome, T, p in tabela:
        s = next(sementes)
        torch.manual_seed(s)
        x = tok(PROMPT, return_tensors="pt")
        with torch.no_grad():
            y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                                pad_token_id=tok.eos_token_id)
        yield nome, T, p, s, tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

def frases(texto):
    return [f for f in re.split(r"(?<=[.!?])\\s+", texto.strip()) if f]
'''),
    md("## Parte A (top-p 0.9)"),
    code('''
for nome, T, p, s, texto in rodadas(TABELA[:3]):
    partes = frases(texto)
    print(f"{nome} · T={T} · top_p={p} · semente {s} · {len(partes)} frases")
    print(partes)
    print()
'''),
    md("## Parte B (temperatura 0.7)"),
    code('''
for nome, T, p, s, texto in rodadas(TABELA[3:]):
    partes = frases(texto)
    print(f"{nome} · T={T} · top_p={p} · semente {s} · {len(partes)} frases")
    print(partes)
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp172: runs produced by map(run, NAMES) inside contextlib.redirect_stdout(io.StringIO()); the captured text shown
# ONLY through IPython.display.Code(buf, language="text") (text/plain = the text itself; text/html = pygments markup
# after a long <style> block; text/latex Verbatim); one seed per run from dict(zip(NAMES, range(1721, 1727)));
# English answers with ids written "A)1".."D)3".
NB["tp172-redirect-ipycode-parenids-en"] = [
    md("# 4.15 Temperature and top-p\nRafael Okonkwo Figueiredo"),
    params(),
    code(CAUSAL + '''
import contextlib
import io
from IPython.display import Code, display

PROMPT = "Transformers are models that"
NAMES = ["A1", "A2", "A3", "B1", "B2", "B3"]
PARAMS = dict(zip(NAMES, [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]))
SEEDS = dict(zip(NAMES, range(1721, 1727)))

def run(name):
    T, p = PARAMS[name]
    torch.manual_seed(SEEDS[name])
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return name, T, p, tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
buf = io.StringIO()
with contextlib.redirect_stdout(buf):          # everything goes to the buffer, shown at the end as one block
    for name, T, p, text in map(run, NAMES):
        print(f"[{name}] temperature={T} top_p={p} seed={SEEDS[name]}")
        print(text.strip())
        print("-" * 60)
display(Code(buf.getvalue(), language="text"))
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot171: seeds 1711 / 1712 by enumerate; the runs ONLY as one IPython.display.JSON object (application/json;
# text/plain is "<IPython.core.display.JSON object>"), a dict {P1: {prompt, max_new_tokens, seed, tokens_gerados,
# saida}, P2: {...}}; answers in an HTML <ol> inside a markdown cell, no question ids.
NB["cot171-displayjson-htmlol-noids"] = [
    md("# Chain of thought (parte C)\nMariana Lobato Tsukamoto"),
    params(),
    code(CAUSAL + '''
from IPython.display import JSON, display

PERGUNTAS = {"P1": ("What is 27 + 58?", 40), "P2": ("Solve step by step: 27 + 58.", 80)}
'''),
    code('''
resultado = {}
for i, (nome, (prompt, n)) in enumerate(PERGUNTAS.items()):
    torch.manual_seed(1711 + i)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    resultado[nome] = {"prompt": prompt, "max_new_tokens": n, "seed": 1711 + i,
                       "tokens_gerados": int(novos.shape[0]),
                       "saida": tok.decode(novos, skip_special_tokens=True)}
display(JSON(resultado, expanded=True))
'''),
    md("## Respostas"),
    slot("all"),
]

# cot172: the student's own streamer, a subclass of transformers' BaseStreamer (`Coletor`) that skips the first
# put() (the prompt) and keeps the new token ids; one set_seed(172) before both prompts; each run printed between
# "~~~" rules with the count of ids received (EOS included); answers in ONE paragraph with inline "(C-1)" markers.
NB["cot172-basestreamer-oneparagraph"] = [
    md("# Parte C — chain-of-thought\nDébora Queiroz Matsuda\n\nFiz meu próprio \"streamer\" só para juntar os tokens novos."),
    params(),
    code(CAUSAL + '''
from transformers.generation.streamers import BaseStreamer

class Coletor(BaseStreamer):
    """guarda os ids novos; a primeira chamada de put() traz o prompt, que eu pulo"""
    def __init__(self, tok):
        self.tok, self.ids, self.viu_prompt, self.texto = tok, [], False, None

    def put(self, value):
        if not self.viu_prompt:
            self.viu_prompt = True
            return
        self.ids.extend(value.flatten().tolist())

    def end(self):
        self.texto = self.tok.decode(self.ids, skip_special_tokens=True)
'''),
    code('''
set_seed(172)
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    c = Coletor(tok)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id, streamer=c)
    print(f"~~~ {nome}: {prompt!r} — {len(c.ids)} ids recebidos ~~~")
    print(c.texto)
print("~~~ fim ~~~")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs171: one HTML table shown with display(..., display_id=True) and UPDATED after each greedy output
# (handle.update): the record keeps only the final 3-row table (<pre> cells, html.escape -> &quot;, a token count
# column); variation = the two demonstrations' TEXTS translated to Spanish (labels kept); answers in a markdown
# table with one row per question.
NB["fs171-updatedisplay-spanishdemos-rowtable"] = [
    md("# Few-shot / janela de contexto\nLuana Pereira Hashimoto"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import html
from IPython.display import HTML, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: os dois exemplos em espanhol (os rótulos continuam iguais)
espanhol = (few_shot.replace("Adorei, foi excelente e emocionante.", "Me encantó, fue excelente y emocionante.")
                    .replace("Péssimo. Não recomendo para ninguém.", "Pésimo. No lo recomiendo a nadie."))
print(espanhol)
'''),
    code('''
linhas = []

def tabela():
    corpo = "".join(f"<tr><td>{n}</td><td><pre>{html.escape(s)}</pre></td><td>{len(tok(s).input_ids)}</td></tr>"
                    for n, s in linhas)
    return HTML(f"<table><tr><th>prompt</th><th>saída</th><th>tokens</th></tr>{corpo}</table>")

painel = display(HTML("<i>gerando…</i>"), display_id=True)
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação (espanhol)", espanhol)]:
    linhas.append((nome, gera(p, do_sample=False)))
    painel.update(tabela())
'''),
    md("## Respostas"),
    slot("all"),
]

# fs172: the three greedy outputs in a NUMPY object array printed with print() (numpy's str: element reprs separated
# by spaces, wrapped by numpy's line width), then the element-wise comparison with the few-shot output (a boolean
# array); variation = both demonstration texts in UPPER CASE; answers under emoji keycaps.
NB["fs172-numpyarray-capsdemos-keycaps"] = [
    md("# Few-shot — exercícios 5.5 e 5.8\nCaio Ribeiro Yamashita"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import numpy as np
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: os textos dos dois exemplos em CAIXA ALTA
caixa_alta = (few_shot.replace("Adorei, foi excelente e emocionante.", "ADOREI, FOI EXCELENTE E EMOCIONANTE.")
                      .replace("Péssimo. Não recomendo para ninguém.", "PÉSSIMO. NÃO RECOMENDO PARA NINGUÉM."))
'''),
    code('''
nomes = np.array(["zero-shot", "few-shot", "caixa alta"])
saidas = np.array([gera(p, do_sample=False) for p in (zero_shot, few_shot, caixa_alta)], dtype=object)
print(nomes)
print(saidas)
print("igual ao few-shot?", saidas == saidas[1])
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl171: templates printed as tuple reprs ('ruim', '...'); the self-consistency loop (markdown says temperature 0.9
# and top_p 0.9) is typed `top_p=0.09`; samples kept in a collections.deque(maxlen=10), printed as its repr, then the
# Counter and a max() vote; answers labelled "**questão n (T)**".
NB["tpl171-deque-topp009-questaoT"] = [
    md("# Templates e autoconsistência (5.6 e 5.7)\nFernanda Castilho Onishi\n\n"
       "Autoconsistência: 10 amostras com temperatura 0.9 e top-p 0.9, voto da maioria."),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
from collections import deque
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print(("ruim", gera(template_ruim, 16, do_sample=False)))
print(("bom", gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = deque(maxlen=10)
for i in range(10):
    torch.manual_seed(4343 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.09))
print(amostras)
contagem = Counter(rotulo(a) for a in amostras)
print(contagem)
print("voto:", max((r for r in contagem if r), key=contagem.get, default="INDETERMINADO"))
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl172: every output printed with json.dumps (default ensure_ascii=True: accents as \\u00e3 etc., \\n and \\"
# escaped); ten samples (manual_seed(1720 + i)) printed "#k <json>" with enumerate(start=1), then the sample numbers
# GROUPED BY LABEL with itertools.groupby over the sorted (label, k) pairs ("NEGATIVO ×4: #2 #5 ..."), then the vote;
# English answers in pandoc DEFINITION-LIST syntax ("T.1" line, then ": answer").
NB["tpl172-jsonascii-groupby-deflist-en"] = [
    md("# Templates & self-consistency\nThiago Salgado Morimoto"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import itertools
import json
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("loose :", json.dumps(gera(template_ruim, 16, do_sample=False)))
print("strict:", json.dumps(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(1720 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
for k, a in enumerate(amostras, start=1):
    print(f"#{k:<3}", json.dumps(a))
'''),
    code('''
pares = sorted(((rotulo(a) or "sem rótulo"), k) for k, a in enumerate(amostras, start=1))
for lab, grupo in itertools.groupby(pares, key=lambda t: t[0]):
    ks = [k for _, k in grupo]
    print(f"{lab:<10} ×{len(ks)}: " + " ".join(f"#{k}" for k in ks))
validos = Counter(r for r in map(rotulo, amostras) if r).most_common()
print("vote:", validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO")
'''),
    md("## Answers"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
