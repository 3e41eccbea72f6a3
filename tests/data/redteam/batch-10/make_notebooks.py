"""Build the unexecuted batch-10 student notebooks (12: 3 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots `<<ANSWER:slot>>` (markdown) or
`# <<ANSWER:slot>>` (code) are filled by add_answers.py after execution from answers_text.py.
Cells tagged `raises-exception` are the student's failing attempts (papermill goes on).
The students' own code runs on whatever MODEL_NAME papermill injects (the embedded smollm2-135m here).
"""
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_notebook

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}

# ---------------------------------------------------------------- temperature-top-p
# tp101: generation in a class with __call__ (own seed per call); part B through functools.partial(temperature=0.7);
# runs printed in REVERSE order (B3 first) between <A1 T=0.2 p=0.9> ... </A1> tags; answers numbered by
# Portuguese ordinal words only ("Primeira:" .. "Nona:").
NB["tp101-class-partial-reversed-ordinals"] = [
    md("# Atividade 4.15 (A, B, D)\nThiago Moreira Lins"),
    params(),
    code('''
import torch
from functools import partial
from transformers import AutoTokenizer, AutoModelForCausalLM

class Gerador:
    def __init__(self, nome_modelo, prompt):
        self.tok = AutoTokenizer.from_pretrained(nome_modelo)
        self.lm = AutoModelForCausalLM.from_pretrained(nome_modelo).eval()
        self.prompt = prompt
        self.historico = {}

    def __call__(self, rotulo, temperature, top_p, semente):
        torch.manual_seed(semente)
        x = self.tok(self.prompt, return_tensors="pt")
        with torch.no_grad():
            y = self.lm.generate(**x, do_sample=True, temperature=temperature, top_p=top_p,
                                 max_new_tokens=80, pad_token_id=self.tok.eos_token_id)
        texto = self.tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
        self.historico[rotulo] = (temperature, top_p, texto)
        return texto

g = Gerador(MODEL_NAME, "Transformers are models that")
'''),
    code('''
# parte A: varia a temperatura
g("A1", temperature=0.2, top_p=0.9, semente=101)
g("A2", temperature=0.7, top_p=0.9, semente=102)
g("A3", temperature=1.0, top_p=0.9, semente=103)
# parte B: temperatura fixa em 0.7
parte_b = partial(g, temperature=0.7)
parte_b("B1", top_p=0.3, semente=104)
parte_b("B2", top_p=0.6, semente=105)
parte_b("B3", top_p=0.9, semente=106);
'''),
    code('''
for rotulo in reversed(list(g.historico)):
    T, p, texto = g.historico[rotulo]
    print(f"<{rotulo} T={T} p={p}>")
    print(texto)
    print(f"</{rotulo}>")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp102: first attempt with A1 at temperature=0.0 -> ValueError traceback kept; the fixed cell re-runs part A with
# 0.2; every run shown ONLY as display(Markdown(...)) bullet lists (one sub-bullet per non-empty output line);
# answers as HTML <details> blocks.
NB["tp102-valueerror-rerun-mdbullets-details"] = [
    md("# Lab — temperatura e top-p\nNatália Rezende Prado"),
    params(),
    code('''
import torch
from IPython.display import Markdown, display
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"

def amostra(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

def mostra(nome, T, p, texto):
    linhas = [l.strip() for l in texto.split("\\n") if l.strip()]
    display(Markdown(f"- **{nome}** (temperature={T}, top_p={p})\\n" + "\\n".join("    - " + l for l in linhas)))
'''),
    code('''
# parte A (primeira tentativa: achei que T=0 seria o "mais conservador")
parte_a = [("A1", 0.0, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9)]
for i, (nome, T, p) in enumerate(parte_a):
    mostra(nome, T, p, amostra(T, p, 1020 + i))
''', ["raises-exception"]),
    md("Deu erro com T=0 (tem que ser positiva). Troquei A1 para 0.2 como no enunciado e rodei de novo:"),
    code('''
parte_a = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9)]
for i, (nome, T, p) in enumerate(parte_a):
    mostra(nome, T, p, amostra(T, p, 1020 + i))
'''),
    code('''
parte_b = [("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
for i, (nome, T, p) in enumerate(parte_b):
    mostra(nome, T, p, amostra(T, p, 1030 + i))
'''),
    md("## Respostas"),
    slot("all"),
]

# tp103: each run a namedtuple Run(nome, T, p, texto) -> the list SORTED BY LENGTH of the text (shortest first) and
# printed one repr per line; English answers with the question text copied above each.
NB["tp103-namedtuple-sorted-len-qtext-en"] = [
    md("# 4.15 — temperature and top-p\nOtávio Siqueira Reis"),
    params(),
    code('''
import torch
from collections import namedtuple
from transformers import AutoTokenizer, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
Run = namedtuple("Run", "nome T p texto")
'''),
    code('''
configs = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
runs = []
torch.manual_seed(103)
for nome, T, p in configs:
    enc = tokenizer("Transformers are models that", return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                             pad_token_id=tokenizer.eos_token_id)
    runs.append(Run(nome, T, p, tokenizer.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)))

# shortest first, so I can compare
for r in sorted(runs, key=lambda r: len(r.texto)):
    print(r)
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot101: each continuation shown ONLY as the list of its decoded tokens (tokenizer.batch_decode of the new ids,
# one string per token), printed as a Python list; answers as a bullet list with bold C1/C2/C3.
NB["cot101-token-list-only"] = [
    md("# Parte C — chain of thought\nLarissa Fontes Aguiar"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
'''),
    code('''
pedidos = {"P1": ("What is 27 + 58?", 40), "P2": ("Solve step by step: 27 + 58.", 80)}
for nome, (pergunta, n) in pedidos.items():
    torch.manual_seed(1010 if nome == "P1" else 1011)
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    print(nome, "-", pergunta, f"({len(novos)} tokens)")
    print(tok.batch_decode(novos[:, None], skip_special_tokens=True))
    print()
'''),
    md("### Respostas"),
    slot("all"),
]

# cot102: model.generate wrapped with functools.partial (sampling parameters bound); one line per prompt
# `'prompt' => 'continuation'` (both repr); answers typed into a triple-quoted string in a code cell that is
# EXECUTED and printed (the answers' quotes thus also appear in the notebook's outputs).
NB["cot102-partial-generate-answers-printed"] = [
    md("# CoT (4.15 parte C)\nPaulo Henrique Vasques"),
    params(),
    code('''
import torch
from functools import partial
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
amostrar = partial(lm.generate, do_sample=True, temperature=0.7, top_p=0.9, pad_token_id=tok.eos_token_id)
'''),
    code('''
torch.manual_seed(102)
for prompt, n in [("What is 27 + 58?", 40), ("Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = amostrar(**x, max_new_tokens=n)
    print(repr(prompt), "=>", repr(tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)))
'''),
    md("Minhas respostas (em string pra imprimir junto):"),
    code("# <<ANSWER:str>>", ["answers-executed-after"]),
]

# cot103: each run an object whose __repr__ shows header + text; the list shown as a bare expression
# (execute_result); the answers cell DUPLICATED: a first version (written for an earlier run, kept, marked
# "versão antiga") and the final version below.
NB["cot103-repr-class-duplicate-answers"] = [
    md("# Chain of thought\nSimone Araújo Teixeira"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()

class Execucao:
    def __init__(self, nome, pergunta, n, semente):
        self.nome, self.pergunta, self.n, self.semente = nome, pergunta, n, semente
        torch.manual_seed(semente)
        x = tok(pergunta, return_tensors="pt")
        with torch.no_grad():
            y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
        self.saida = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

    def __repr__(self):
        return f"Execucao({self.nome}, T=0.7, top_p=0.9, max_new_tokens={self.n}, seed={self.semente})\\n{self.saida}\\n"
'''),
    code('''
execucoes = [Execucao("P1", "What is 27 + 58?", 40, 7), Execucao("P2", "Solve step by step: 27 + 58.", 80, 8)]
execucoes
'''),
    md("## Respostas (versão antiga — escrevi antes de trocar as sementes, deixei aqui)"),
    slot("old"),
    md("## Respostas (versão final)"),
    slot("new"),
]

# ---------------------------------------------------------------- few-shot
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

# fs101: prompts in a list, a for over zip(nomes, prompts, saidas) printing the prompt's LAST line and the output
# with print(*..., sep="\n"); variation = a third (neutral-sounding, labelled NEGATIVO) demonstration; English
# answers with Portuguese quotes.
NB["fs101-zip-lastline-thirddemo-en"] = [
    md("# Few-shot / ICL (5.5, 5.8)\nJonas Wakabayashi Leite"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace('Texto: "Este filme foi um desperdício de tempo."',
    'Texto: "O filme é longo e a sala estava fria."\\nSentimento: NEGATIVO\\n\\nTexto: "Este filme foi um desperdício de tempo."')
'''),
    code('''
nomes = ["zero-shot", "few-shot", "variação (3ª demo)"]
prompts = [zero_shot, few_shot, variacao]
saidas = [responde(p, do_sample=False) for p in prompts]
for nome, p, s in zip(nomes, prompts, saidas):
    print(*[f"## {nome}", "última linha do prompt: " + p.splitlines()[-1], "saída: " + s, ""], sep="\\n")
'''),
    md("## Answers"),
    slot("all"),
]

# fs102: outputs printed with the ascii() conversion (f"{nome:>10} | {saida!a}": non-ASCII as \\xe9 / \\u escapes);
# variation = the two demonstrations reordered (negative first); answers with the question text copied above each.
NB["fs102-ascii-repr-reorder-qtext"] = [
    md("# Cap. 5 — few-shot\nHeloísa Bittencourt Maia"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variacao", variacao)]:
    print(f"{nome:>10} | {responde(p, do_sample=False)!a}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs103: outputs through a TextStreamer(skip_prompt=True) under printed headers; F.5 first tried with
# modelo.config.n_positions -> AttributeError traceback kept, then GPT2Config().n_positions (1024) printed;
# variation = the negative demonstration's text made longer.
NB["fs103-streamer-attrerror-gpt2config"] = [
    md("# Few-shot e janela de contexto\nCaio Benedito Rocha"),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
from transformers import TextStreamer
streamer = TextStreamer(tok, skip_prompt=True, skip_special_tokens=True)

def transmite(prompt):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        modelo.generate(**x, max_new_tokens=8, do_sample=False, streamer=streamer, pad_token_id=tok.eos_token_id)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace("Péssimo. Não recomendo para ninguém.",
                            "Péssimo, chato, longo demais e com atuações fracas. Não recomendo para ninguém.")
'''),
    code('''
for nome, p in [("ZERO-SHOT", zero_shot), ("FEW-SHOT", few_shot), ("VARIAÇÃO (demo negativa mais longa)", variacao)]:
    print(f"=== {nome} ===")
    transmite(p)
'''),
    md("Janela de contexto (F.5):"),
    code('''
print(modelo.config.n_positions)
''', ["raises-exception"]),
    code('''
from transformers import GPT2Config
print("GPT-2 n_positions:", GPT2Config().n_positions)
'''),
    slot("F.1"), slot("F.2"), slot("F.3"), slot("F.4"), slot("F.5"),
]

# ---------------------------------------------------------------- template
EXTRACT = '''
import re, unicodedata
from collections import Counter

def sem_acento(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", sem_acento(s).upper())
    return m.group(1) if m else None
'''

# tpl101: self-consistency samples re-drawn while empty (while loop, one manual_seed before); samples printed with
# print(*amostras, sep="\n") (no numbering, a sample's own newlines break lines); labels list printed;
# Counter.most_common(1) as the vote (no tie rule).
NB["tpl101-retry-empty-printstar"] = [
    md("# Template + self-consistency\nAndré Luiz Coutinho"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + EXTRACT),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("ruim:", repr(responde(template_ruim, 16, do_sample=False)))
print("bom:", repr(responde(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

torch.manual_seed(1010)
amostras, tentativas = [], 0
while len(amostras) < 10 and tentativas < 50:
    s = responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    tentativas += 1
    if s.strip():
        amostras.append(s)
print(*amostras, sep="\\n")
rotulos = [rotulo(s) for s in amostras]
print("tentativas:", tentativas)
print("rótulos:", rotulos)
print("voto:", Counter(r for r in rotulos if r).most_common(1))
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl102: a class with methods (ruim(), bom(), amostras(n)); samples as namedtuple reprs
# Amostra(i=0, semente=500, texto='...', rotulo=None); answers in a markdown table.
NB["tpl102-class-namedtuple-mdtable"] = [
    md("# 5.6 e 5.7\nMarina Kato Vilela"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + EXTRACT + '''
from collections import namedtuple
Amostra = namedtuple("Amostra", "i semente texto rotulo")
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC + '''

class Experimento:
    def ruim(self):
        return responde(template_ruim, 16, do_sample=False)

    def bom(self):
        return responde(template_bom, 8, do_sample=False)

    def amostras(self, n=10):
        res = []
        for i in range(n):
            torch.manual_seed(500 + i)
            t = responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
            res.append(Amostra(i, 500 + i, t, rotulo(t)))
        return res

exp = Experimento()
print("template ruim ->", repr(exp.ruim()))
print("template bom  ->", repr(exp.bom()))
'''),
    code('''
lista = exp.amostras()
for a in lista:
    print(a)
c = Counter(a.rotulo for a in lista if a.rotulo)
print(c, "| sem rótulo:", sum(a.rotulo is None for a in lista))
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl103: templates generated through a TextIteratorStreamer consumed in a thread (chunks joined, printed once);
# the ten samples (set_seed(700 + i)) dumped as json.dumps(list of dicts, indent=2, ensure_ascii=False); vote with
# an INDETERMINADO tie rule; English answers quoting the Portuguese outputs.
NB["tpl103-iterstreamer-jsonindent-en"] = [
    md("# Templates and self-consistency\nBruno Yamamoto Castro"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + EXTRACT + '''
import json
from threading import Thread
from transformers import TextIteratorStreamer, set_seed

def via_streamer(prompt, n):
    st = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    x = tok(prompt, return_tensors="pt")
    th = Thread(target=modelo.generate, kwargs=dict(**x, max_new_tokens=n, do_sample=False, streamer=st,
                                                   pad_token_id=tok.eos_token_id))
    th.start()
    pedacos = [c for c in st]
    th.join()
    return "".join(pedacos)
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

solto = via_streamer(template_ruim, 16)
estrito = via_streamer(template_bom, 8)
print("LOOSE  :", json.dumps(solto, ensure_ascii=False))
print("STRICT :", json.dumps(estrito, ensure_ascii=False))
'''),
    code(SC + '''

dados = []
for i in range(10):
    set_seed(700 + i)
    s = responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    dados.append({"amostra": i, "texto": s, "rotulo": rotulo(s)})
print(json.dumps(dados, indent=2, ensure_ascii=False))
c = Counter(d["rotulo"] for d in dados if d["rotulo"])
top = c.most_common()
voto = "INDETERMINADO" if not top or (len(top) > 1 and top[0][1] == top[1][1]) else top[0][0]
print("contagem:", dict(c), "sem rótulo:", sum(d["rotulo"] is None for d in dados), "voto:", voto)
'''),
    md("## Answers"),
    slot("all"),
]

if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in NB.items():
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nbformat.write(nb, out / f"{name}.ipynb")
        print(name)
