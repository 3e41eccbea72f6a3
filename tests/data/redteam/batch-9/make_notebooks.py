"""Build the unexecuted batch-9 student notebooks (12: 3 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots `<<ANSWER:slot>>` (markdown) or
`# <<ANSWER:slot>>` (code, left unexecuted) are filled by add_answers.py after execution from answers_text.py.
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
# tp91: list of run dicts (own seed each), return_dict_in_generate=True -> out.sequences; each run printed as ONE
# print(..., sep=" | ") line (the continuation's own newlines break it); English answers, ids with typos.
NB["tp91-rdig-sepbars-idtypos-en"] = [
    md("# Lab 4.15 — temperature & top-p\nLucas Ferreira Batista (turma B)"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
model.eval()
PROMPT = "Transformers are models that"
execucoes = [
    {"nome": "A1", "T": 0.2, "p": 0.9, "seed": 911},
    {"nome": "A2", "T": 0.7, "p": 0.9, "seed": 912},
    {"nome": "A3", "T": 1.0, "p": 0.9, "seed": 913},
    {"nome": "B1", "T": 0.7, "p": 0.3, "seed": 914},
    {"nome": "B2", "T": 0.7, "p": 0.6, "seed": 915},
    {"nome": "B3", "T": 0.7, "p": 0.9, "seed": 916},
]
'''),
    code('''
resultados = []
for e in execucoes:
    torch.manual_seed(e["seed"])
    enc = tokenizer(PROMPT, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, do_sample=True, temperature=e["T"], top_p=e["p"], max_new_tokens=80,
                             return_dict_in_generate=True, pad_token_id=tokenizer.eos_token_id)
    seq = out.sequences[0]
    cont = tokenizer.decode(seq[enc["input_ids"].shape[1]:], skip_special_tokens=True)
    resultados.append({**e, "texto": cont})
    print(e["nome"], f"T={e['T']}", f"top_p={e['p']}", f"seed={e['seed']}", cont, sep=" | ")
    print("-" * 70)
'''),
    md("## Answers"),
    slot("all"),
]

# tp92: renamed variables, one seed before a tqdm loop (bar on stderr interleaved with the prints); each run's
# lines printed with print(linha.strip(), end=" ") (its newlines become spaces); answers split over two cells,
# A.3 continued in the second one.
NB["tp92-tqdm-endprint-split-answers"] = [
    md("# Prática 4.15\nBeatriz Albuquerque Dantas"),
    params(),
    code('''
import torch
from tqdm import tqdm
from transformers import AutoTokenizer, AutoModelForCausalLM
tk = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo_lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
entrada = "Transformers are models that"
'''),
    code('''
grade = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
         ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
saidas = {}
torch.manual_seed(92)
for nome, temp, topp in tqdm(grade, desc="gerando"):
    ids = tk(entrada, return_tensors="pt")
    with torch.no_grad():
        g = modelo_lm.generate(**ids, do_sample=True, temperature=temp, top_p=topp, max_new_tokens=80,
                               pad_token_id=tk.eos_token_id)
    saidas[nome] = tk.decode(g[0][ids["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"\\n== {nome} (temperature={temp}, top_p={topp}) ==")
    for linha in saidas[nome].splitlines():
        if linha.strip():
            print(linha.strip(), end=" ")
    print()
'''),
    md("## Respostas (parte A)"),
    slot("A"),
    md("## Respostas (partes B e D)"),
    slot("BD"),
]

# tp93: runs saved to a CSV with pandas, read back, and shown ONLY as an IPython HTML table built by string
# concatenation (newlines -> <br>, nothing escaped); answers in a markdown table questao | resposta; part D not done.
NB["tp93-csv-htmlconcat-partial"] = [
    md("# Atividade 4.15 — temperatura e top-p\nGuilherme Tavares Lopes"),
    params(),
    code('''
import torch
import pandas as pd
from IPython.display import HTML, display
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
'''),
    code('''
plano = [("A", "A1", 0.2, 0.9), ("A", "A2", 0.7, 0.9), ("A", "A3", 1.0, 0.9),
         ("B", "B1", 0.7, 0.3), ("B", "B2", 0.7, 0.6), ("B", "B3", 0.7, 0.9)]
linhas = []
for i, (parte, run, T, p) in enumerate(plano):
    torch.manual_seed(9300 + i)
    x = tok("Transformers are models that", return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    linhas.append({"parte": parte, "run": run, "temperature": T, "top_p": p,
                   "saida": tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)})
pd.DataFrame(linhas).to_csv("execucoes_415.csv", index=False)
'''),
    code('''
df = pd.read_csv("execucoes_415.csv")
html = "<table border='1'><tr><th>run</th><th>T</th><th>top-p</th><th>saída</th></tr>"
for _, r in df.iterrows():
    html = html + "<tr><td>" + r["run"] + "</td><td>" + str(r["temperature"]) + "</td><td>" + str(r["top_p"])
    html = html + "</td><td>" + str(r["saida"]).replace("\\n", "<br>") + "</td></tr>"
html = html + "</table>"
display(HTML(html))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot91: pipeline("text-generation") (prompt kept: return_full_text default), the raw list of dicts pprint-ed
# (long strings split into quoted fragments); set_seed once; answers ONLY in headings.
NB["cot91-pipeline-pprint-headings"] = [
    md("# Parte C — cadeia de raciocínio\nJúlia Menezes Carvalho"),
    params(),
    code('''
from pprint import pprint
from transformers import pipeline, set_seed
gerador = pipeline("text-generation", model=MODEL_NAME)
'''),
    code('''
set_seed(91)
r1 = gerador("What is 27 + 58?", do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40)
pprint(r1)
'''),
    code('''
r2 = gerador("Solve step by step: 27 + 58.", do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80)
pprint(r2)
'''),
    slot("C.1"), slot("C.2"), slot("C.3"),
]

# cot92: each continuation printed line by line with a per-run line number ("P2.03  ..."); answers in a Python
# dict in a code cell that was never run.
NB["cot92-linenumbers-dict-answers"] = [
    md("# 4.15 C\nRenan Okada Pereira"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()

def continua(pergunta, n, semente):
    torch.manual_seed(semente)
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
saida = {"P1": continua("What is 27 + 58?", 40, 921), "P2": continua("Solve step by step: 27 + 58.", 80, 922)}
for nome, texto in saida.items():
    print(f"--- {nome} ---")
    for i, linha in enumerate(texto.split("\\n"), 1):
        print(f"{nome}.{i:02d}  {linha}")
'''),
    md("Respostas no dicionário abaixo:"),
    slot("dict", kind="code"),
]

# cot93: answers cell at the TOP; P2 run twice (a first try with seed 5, then again with seed 50), both outputs
# printed in ═ frames with sys.stdout.write; the answers say they use the second P2.
NB["cot93-answers-top-p2-twice"] = [
    md("# Chain of thought (4.15 C)\nFernanda Lacerda"),
    md("### Respostas\n(escrevi depois de rodar tudo; as saídas estão lá embaixo)"),
    slot("all"),
    params(),
    code('''
import sys, torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()

def quadro(titulo, texto):
    sys.stdout.write("╔" + "═" * 60 + "\\n║ " + titulo + "\\n╚" + "═" * 60 + "\\n" + texto + "\\n\\n")

def gera(q, n):
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
torch.manual_seed(5)
p1 = gera("What is 27 + 58?", 40)
quadro("P1 — What is 27 + 58? (T=0.7, top_p=0.9, 40 tokens, seed 5)", p1)
p2 = gera("Solve step by step: 27 + 58.", 80)
quadro("P2 — Solve step by step: 27 + 58. (T=0.7, top_p=0.9, 80 tokens, continua a seed 5)", p2)
'''),
    md("Rodei a P2 de novo com outra semente pra comparar (é essa que uso nas respostas):"),
    code('''
torch.manual_seed(50)
p2 = gera("Solve step by step: 27 + 58.", 80)
quadro("P2 (de novo) — Solve step by step: 27 + 58. (T=0.7, top_p=0.9, 80 tokens, seed 50)", p2)
'''),
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

# fs91: a pipeline (text2text-generation for T5, text-generation with return_full_text=False otherwise), the raw
# result lists printed; variation = two more demonstrations (four in all); English "Question F n" answers.
NB["fs91-pipeline-rawlists-4demos-en"] = [
    md("# Chapter 5 — few-shot / in-context learning\nVictor Hugo Sampaio"),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
from transformers import pipeline
tarefa = "text2text-generation" if seq2seq else "text-generation"
gen = pipeline(tarefa, model=modelo, tokenizer=tok)
extra = {} if seq2seq else {"return_full_text": False}

def rodar(prompt):
    return gen(prompt, max_new_tokens=8, do_sample=False, **extra)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

mais_demos = few_shot.replace('Texto: "Este filme foi um desperdício de tempo."',
    'Texto: "Que roteiro lindo, saí do cinema sorrindo."\\nSentimento: POSITIVO\\n\\n'
    'Texto: "Fraco e previsível do começo ao fim."\\nSentimento: NEGATIVO\\n\\n'
    'Texto: "Este filme foi um desperdício de tempo."')
print(mais_demos)
'''),
    code('''
print("zero-shot:", rodar(zero_shot))
print("few-shot:", rodar(few_shot))
print("few-shot com 4 demos:", rodar(mais_demos))
'''),
    md("**Question F 1**"), slot("F.1"),
    md("**Question F 2**"), slot("F.2"),
    md("**Question F 3**"), slot("F.3"),
    md("**Question F 4**"), slot("F.4"),
    md("**Question F 5**"), slot("F.5"),
]

# fs92: outputs shown ONLY through IPython HTML built by string concatenation (<h4> + <pre>); variation =
# the negative demonstration replaced by a one-word text ("Ruim.").
NB["fs92-htmlconcat-short-demo"] = [
    md("## Cap. 5 — few-shot\nMariana Queiroz Leal"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + "from IPython.display import HTML, display\n"),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Ruim.")
'''),
    code('''
pagina = ""
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação (demo negativa = 'Ruim.')", variacao)]:
    pagina = pagina + "<h4>" + nome + "</h4><pre>" + repr(responde(p, do_sample=False)) + "</pre>"
display(HTML(pagina))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs93: answers at the TOP; outputs written with the csv module and the raw file printed (CSV doubles the
# quotes: ' "Este filme foi um' is written as '" ""Este filme foi um"'); variation = another positive sentence.
NB["fs93-answers-top-csv-raw"] = [
    md("# Few-shot (5.5 e 5.8)\nIgor Nascimento Bastos"),
    md("## Respostas / answers"),
    slot("all"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + "import csv\n"),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace("Adorei, foi excelente e emocionante.", "Que filme lindo, chorei de emoção.")
'''),
    code('''
with open("saidas_fs.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["prompt", "saida"])
    for nome, p in [("zero_shot", zero_shot), ("few_shot", few_shot), ("variacao", variacao)]:
        w.writerow([nome, responde(p, do_sample=False)])
print(open("saidas_fs.csv", encoding="utf-8").read())
'''),
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

# tpl91: return_dict_in_generate + sequences; templates printed as print(nome, repr(s), sep=" | "); one seed
# before the ten samples, lines "i | repr | rotulo"; Counter vote with INDETERMINADO on ties; answers as a
# blockquote list.
NB["tpl91-rdig-sepbars-blockquote"] = [
    md("# 5.6 / 5.7 — templates e self-consistency\nCamila Duarte Pinheiro"),
    params("google/flan-t5-small"),
    code(T5_LOAD + EXTRACT + '''
def gera(prompt, n, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = modelo.generate(**x, max_new_tokens=n, return_dict_in_generate=True,
                              pad_token_id=tok.eos_token_id, **kw)
    ini = 0 if seq2seq else x["input_ids"].shape[1]
    return tok.decode(out.sequences[0, ini:], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("pouco restritivo", repr(gera(template_ruim, 16, do_sample=False)), sep=" | ")
print("restritivo", repr(gera(template_bom, 8, do_sample=False)), sep=" | ")
'''),
    code(SC + '''

torch.manual_seed(919)
rotulos = []
for i in range(10):
    s = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    rotulos.append(rotulo(s))
    print(i, repr(s), rotulos[-1], sep=" | ")
cont = Counter(r for r in rotulos if r)
top = cont.most_common()
if not top or (len(top) > 1 and top[0][1] == top[1][1]):
    voto = "INDETERMINADO"
else:
    voto = top[0][0]
print("contagem:", dict(cont), "| sem rótulo:", rotulos.count(None), "| voto:", voto)
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl92: samples (manual_seed(2000 + i) each) in a pandas DataFrame written to CSV, read back and printed with
# to_string(); no vote in code: counted by hand.
NB["tpl92-csv-tostring-handvote"] = [
    md("# Template e autoconsistência\nDiego Ramalho Costa"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + "import pandas as pd\n"),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

ruim = responde(template_ruim, 16, do_sample=False)
bom = responde(template_bom, 8, do_sample=False)
print(f"template ruim -> [{ruim}]")
print(f"template bom  -> [{bom}]")
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2000 + i)
    amostras.append({"i": i, "seed": 2000 + i,
                     "amostra": responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)})
pd.DataFrame(amostras).to_csv("sc.csv", index=False)
print(pd.read_csv("sc.csv").to_string())
'''),
    md("Votos contados por mim olhando a tabela."),
    slot("all"),
]

# tpl93: samples in a tqdm loop (bar on stderr), each written with tqdm.write (stdout), set_seed(300 + i)
# per sample; vote with max over a dict plus a tie rule; English "1)".."5)" answers.
NB["tpl93-tqdmwrite-setseed-en"] = [
    md("# Templates + self-consistency\nRafaela Sousa Brandão"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + EXTRACT + "from tqdm import tqdm\nfrom transformers import set_seed\n"),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, t, n in [("LOOSE", template_ruim, 16), ("STRICT", template_bom, 8)]:
    print(f"{nome} >>>{responde(t, n, do_sample=False)}<<<")
'''),
    code(SC + '''

votos = {"POSITIVO": 0, "NEGATIVO": 0, None: 0}
for i in tqdm(range(10), desc="self-consistency"):
    set_seed(300 + i)
    s = responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    r = rotulo(s)
    votos[r] += 1
    tqdm.write(f"sample {i} (seed {300 + i}): {s!r} -> {r}")
if votos["POSITIVO"] == votos["NEGATIVO"]:
    final = "INDETERMINADO"
else:
    final = max(["POSITIVO", "NEGATIVO"], key=votos.get)
print("votes:", votos, "->", final)
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
