"""Build the unexecuted batch-19 student notebooks (8: 2 per activity).

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
# tp191: runs written to a CSV file (csv.writer) with run names "T0.2", "T0.7", "T1.0", "p=.3", "p=.6", "p=.9",
# read back with pandas.read_csv and printed with sys.stdout.write, one "<<name>>" header and the text; seeds 1910 + k.
NB["tp191-csv-pandas-stdoutwrite"] = [
    md("# Atividade 4.15 — temperatura e top-p\nMarcos Yoshida Carvalho"),
    params(),
    code(CAUSAL + '''
import csv
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
CONFIGS = [("T0.2", 0.2, 0.9), ("T0.7", 0.7, 0.9), ("T1.0", 1.0, 0.9),
           ("p=.3", 0.7, 0.3), ("p=.6", 0.7, 0.6), ("p=.9", 0.7, 0.9)]
with open("execucoes.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["nome", "T", "top_p", "seed", "texto"])
    for k, (nome, T, p) in enumerate(CONFIGS):
        w.writerow([nome, T, p, 1910 + k, roda(T, p, 1910 + k)])
'''),
    code('''
import pandas as pd
import sys
df = pd.read_csv("execucoes.csv")
for _, r in df.iterrows():
    sys.stdout.write(f"<<{r['nome']}>> (T={r['T']}, top_p={r['top_p']}, seed={r['seed']})\\n")
    sys.stdout.write(str(r["texto"]) + "\\n\\n")
'''),
    md("## Respostas"),
    slot("all"),
]

# tp192: a nested dict {"A": {(T, p): text}, "B": {...}} printed with pprint.pprint(width=100) (tuple keys, strings
# split by pprint into adjacent literals); seeds 1920 + k; answers in one markdown blockquote per answer, headers
# "Resposta A.1".
NB["tp192-pprint-tuplekeys-blockquote"] = [
    md("# Temperatura e top-p\nLuana Pereira Svensson"),
    params(),
    code(CAUSAL + '''
from pprint import pprint
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
res = {"A": {}, "B": {}}
k = 0
for parte, confs in [("A", [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9)]), ("B", [(0.7, 0.3), (0.7, 0.6), (0.7, 0.9)])]:
    for T, p in confs:
        res[parte][(T, p)] = roda(T, p, 1920 + k)
        k += 1
pprint(res, width=100)
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot191: the course's shape with self-documenting f-strings: print(f"{prompt=}") and print(f"{texto=}") (reprs);
# set_seed(1911 + i); the answers cell sits IN THE MIDDLE of the notebook (right after the runs), followed by a
# later code cell that counts the characters of each output.
NB["cot191-fstring-eq-answersmiddle"] = [
    md("# Chain-of-thought (C)\nTiago Ramalho Ferreira"),
    params(),
    code(CAUSAL),
    code('''
saidas = {}
for i, (nome, prompt, n) in enumerate([("direto", "What is 27 + 58?", 40), ("passo", "Solve step by step: 27 + 58.", 80)]):
    set_seed(1911 + i)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    texto = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    saidas[nome] = texto
    print(f"{nome=}")
    print(f"{prompt=}")
    print(f"{texto=}")
    print()
'''),
    md("## Respostas (escrevi aqui, logo depois das execuções)"),
    slot("all"),
    md("### Extra: tamanho das saídas"),
    code('''
for nome, t in saidas.items():
    print(nome, len(t), "caracteres")
'''),
]

# cot192: outputs through the logging module with a custom Formatter ("[%(levelname)s] %(run)s :: %(message)s",
# extra={"run": ...}) to sys.stdout; one set_seed(192) before both prompts; short answers.
NB["cot192-logging-formatter-short"] = [
    md("# Parte C\nFernanda Oliveira Nakamura"),
    params(),
    code(CAUSAL + '''
import logging, sys
log = logging.getLogger("cot")
log.setLevel(logging.INFO)
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[%(levelname)s] %(run)s :: %(message)s"))
log.handlers = [h]
log.propagate = False
'''),
    code('''
set_seed(192)
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    log.info("prompt=%r", prompt, extra={"run": nome})
    log.info("%s", tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True), extra={"run": nome})
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs191: outputs shown with display(HTML(...)) as a <dl> (<dt> name, <dd><code>html.escape(repr(s))</code></dd>);
# variation = a THIRD demonstration (neutral-ish positive) added; answers partly in English.
NB["fs191-html-dl-thirddemo"] = [
    md("# Few-shot prompting\nGabriel Sousa Lindqvist"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import html
from IPython.display import HTML, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: um terceiro exemplo antes do texto a classificar
tres = few_shot.replace('Texto: "Este filme foi um desperdício de tempo."',
                        'Texto: "Gostei muito do roteiro e dos atores."\\nSentimento: POSITIVO\\n\\nTexto: "Este filme foi um desperdício de tempo."')
'''),
    code('''
itens = []
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("3 exemplos", tres)]:
    s = gera(p, do_sample=False)
    itens.append(f"<dt>{nome}</dt><dd><code>{html.escape(repr(s))}</code></dd>")
display(HTML("<dl>" + "".join(itens) + "</dl>"))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs192: a small class Execucao with __repr__ (Execucao('few-shot', ...)) and __str__ ("few-shot ⇒ ..."); the runs
# printed with print(obj) and the list shown as the cell's last expression (its __repr__); variation = the
# demonstrations in REVERSED order (NEGATIVO first).
NB["fs192-class-repr-str-reversedemos"] = [
    md("# Few-shot e janela de contexto\nPaulo Henrique Abubakar"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
class Execucao:
    def __init__(self, nome, prompt):
        self.nome, self.prompt = nome, prompt
        self.saida = gera(prompt, do_sample=False)
    def __repr__(self):
        return f"Execucao({self.nome!r}, saida={self.saida!r})"
    def __str__(self):
        return f"{self.nome} ⇒ {self.saida.strip()}"
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: exemplos em ordem invertida (NEGATIVO primeiro)
invertido = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
execs = [Execucao("zero-shot", zero_shot), Execucao("few-shot", few_shot), Execucao("invertido", invertido)]
for e in execs:
    print(e)
execs
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl191: the two template outputs and the ten samples (manual_seed(1910 + i)) written to a .txt file, then the file
# read back with open().read() and printed UPPER-CASED (lossy: the display is upper case); Counter and vote.
NB["tpl191-txtfile-upper"] = [
    md("# Templates e autoconsistência\nBeatriz Kowalski Ramos"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC + '''

linhas = [f"ruim: {gera(template_ruim, 16, do_sample=False)!r}", f"bom: {gera(template_bom, 8, do_sample=False)!r}"]
amostras = []
for i in range(10):
    torch.manual_seed(1910 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    linhas.append(f"amostra {i + 1}: {amostras[-1]!r}")
with open("saidas.txt", "w", encoding="utf-8") as f:
    f.write("\\n".join(linhas))
'''),
    code('''
print(open("saidas.txt", encoding="utf-8").read().upper())
cont = Counter(rotulo(a) for a in amostras)
print(cont)
validos = [(r, c) for r, c in cont.most_common() if r]
print("voto:", validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl192: samples (manual_seed(1920 + i)) shown with display(HTML(...)) inside <details><summary>; the count as a
# <table>; answers with headers "Resposta n".
NB["tpl192-html-details-table"] = [
    md("# Template + self-consistency\nRafael Moreira Tanaka"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import html
from IPython.display import HTML, display
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

display(HTML("<details open><summary>templates</summary><p>ruim: <code>" + html.escape(repr(gera(template_ruim, 16, do_sample=False)))
             + "</code></p><p>bom: <code>" + html.escape(repr(gera(template_bom, 8, do_sample=False))) + "</code></p></details>"))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(1920 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
itens = "".join(f"<li>#{i + 1}: <code>{html.escape(repr(a))}</code></li>" for i, a in enumerate(amostras))
cont = Counter(rotulo(a) for a in amostras)
tabela = "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in cont.most_common())
display(HTML(f"<details open><summary>10 amostras</summary><ol>{itens}</ol></details>"
             f"<table><tr><th>rótulo</th><th>n</th></tr>{tabela}</table>"))
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
