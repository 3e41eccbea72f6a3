"""Build the unexecuted batch-24 student notebooks (8: 2 per activity), and the one earlier draw that cot241's
re-run overwrote.

usage: python make_notebooks.py OUTDIR [EARLIERDIR]
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
EARLIERDIR gets `cot241-earlier.ipynb`: cot241 exactly as it was before the student changed SEED and re-ran the cell
(the record keeps only the re-run); it is executed under the same lock hold, only to know what the student saw first.
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

COT_RUN = '''
def pergunta(prompt, n):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp241: TWO seeds per configuration (2410, 2411), shown SIDE BY SIDE: each text textwrap.wrap'ped to 44 columns
# (paragraph by paragraph) and the two columns zipped line by line with " │ " between them.
NB["tp241-twoseeds-sidebyside-columns"] = [
    md("# 4.15 — Temperatura e top-p (duas sementes por configuração)\nIsadora Nunes Okafor"),
    params(),
    code(CAUSAL + '''
import textwrap
from itertools import zip_longest
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
CONFIGS = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9),
           "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
SEEDS = (2410, 2411)
res = {nome: [roda(T, p, s) for s in SEEDS] for nome, (T, p) in CONFIGS.items()}
'''),
    code('''
W = 44

def colunas(texto):
    return [l for par in texto.strip().split("\\n") for l in (textwrap.wrap(par, W) or [""])]

for nome, (T, p) in CONFIGS.items():
    print(f"━━ {nome}  T={T}  top_p={p} ".ljust(2 * W + 3, "━"))
    print(f"{'seed ' + str(SEEDS[0]):<{W}} │ seed {SEEDS[1]}")
    for e, d in zip_longest(*[colunas(t) for t in res[nome]], fillvalue=""):
        print(f"{e:<{W}} │ {d}")
    print()
'''),
    md("## Respostas\n(cito as execuções como A1/2410 = configuração A1, coluna da semente 2410)"),
    slot("all"),
]

# tp242: the six runs (torch.manual_seed(2420 + k)) in a DataFrame; df.to_markdown() raises ImportError (no tabulate
# in the environment; traceback kept, cell tagged raises-exception); fallback: a pipe table built by hand and shown with
# display(Markdown(...)), newlines shown as " ⏎ ", pipes escaped.
NB["tp242-tomarkdown-importerror-handtable"] = [
    md("# Atividade 4.15\nOtávio Brandão Mwangi"),
    params(),
    code(CAUSAL + '''
import pandas as pd
from IPython.display import Markdown, display
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
CONFIGS = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
df = pd.DataFrame([{"execução": nome, "T": T, "top_p": p, "seed": 2420 + k, "texto": roda(T, p, 2420 + k)}
                   for k, (nome, T, p) in enumerate(CONFIGS)])
'''),
    code('''
display(Markdown(df.to_markdown(index=False)))
''', ["raises-exception"]),
    md("não tem `tabulate` aqui... montei a tabela na mão (⏎ = quebra de linha do texto)"),
    code('''
def celula(s):
    return str(s).strip().replace("|", "\\\\|").replace("\\n", " ⏎ ")

tabela = "| execução | T | top_p | seed | texto |\\n|---|---|---|---|---|\\n"
tabela += "\\n".join("| " + " | ".join(celula(v) for v in linha) + " |" for linha in df.itertuples(index=False))
display(Markdown(tabela))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot241: outputs in a dict dumped with json.dumps(indent=2, ensure_ascii=False) and shown ONLY inside a fenced
# ```json block of display(Markdown(...)); one set_seed(SEED) before both prompts; the cell was RE-RUN with another seed
# (comment in the code: "antes 2411"): the record holds only the SEED = 2412 execution.
COT241 = '''
SEED = {seed}{comment}
set_seed(SEED)
saidas = {{}}
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    saidas[nome] = {{"prompt": prompt, "max_new_tokens": n, "saida": pergunta(prompt, n)}}
display(Markdown(f"**SEED = {{SEED}}**\\n\\n```json\\n" + json.dumps(saidas, ensure_ascii=False, indent=2) + "\\n```"))
'''


def cot241(seed, comment):
    return [
        md("# Parte C — chain-of-thought\nHeloísa Carvalho Adeyemi"),
        params(),
        code(CAUSAL + '''
import json
from IPython.display import Markdown, display
''' + COT_RUN),
        code(COT241.format(seed=seed, comment=comment)),
        md("## Respostas"),
        slot("all"),
    ]


NB["cot241-jsonfence-markdown-reseeded"] = cot241(2412, "   # troquei a semente e rodei de novo (antes 2411)")
EARLIER = {"cot241-earlier": cot241(2411, "")}

# cot242: THREE seeds (2421, 2422, 2423; set_seed(seed) before each prompt) per prompt, pivoted into a seed × prompt
# DataFrame and shown ONLY as a pandas Styler rendered to HTML (display(HTML(sty.to_html()))): caption, pre-wrap cells,
# escape="html", set_uuid so the HTML ids are fixed.
NB["cot242-styler-seedgrid-pivot"] = [
    md("# Chain-of-thought: 3 sementes\nVinícius Albuquerque Haddad"),
    params(),
    code(CAUSAL + '''
import pandas as pd
from IPython.display import HTML, display
''' + COT_RUN),
    code('''
PROMPTS = [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]
linhas = []
for seed in (2421, 2422, 2423):
    for nome, prompt, n in PROMPTS:
        set_seed(seed)
        linhas.append({"seed": seed, "prompt": nome, "saida": pergunta(prompt, n)})
grade = pd.DataFrame(linhas).pivot(index="seed", columns="prompt", values="saida")
sty = (grade.style.set_uuid("cot242").format(escape="html")
       .set_caption("P1 = What is 27 + 58? (40 tokens) · P2 = Solve step by step: 27 + 58. (80 tokens) · T=0.7, top_p=0.9")
       .set_properties(**{"white-space": "pre-wrap", "text-align": "left", "vertical-align": "top", "width": "45%"}))
display(HTML(sty.to_html()))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs241: the three outputs written to saidas.md (a "### nome" heading then the raw output) and the file read back and
# shown with display(Markdown(...)): the output's own newlines become markdown paragraphs; variation = the task line
# translated into English.
NB["fs241-mdfile-readback-englishtask"] = [
    md("# Few-shot (5.5 / 5.8)\nLarissa Fontes Kowalczyk"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from pathlib import Path
from IPython.display import Markdown, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: a instrução em inglês, o resto igual ao few-shot
variacao = few_shot.replace(task, "Classify the sentiment as POSITIVO or NEGATIVO.")
'''),
    code('''
with open("saidas.md", "w", encoding="utf-8") as f:
    for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação (instrução em inglês)", variacao)]:
        f.write(f"### {nome}\\n\\n{gera(p, do_sample=False)}\\n\\n")
display(Markdown(Path("saidas.md").read_text(encoding="utf-8")))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs242: the three outputs in a DataFrame printed with df.to_string(max_colwidth=14): every output longer than 14
# characters is shown cut with "..." (and newlines as \\n); variation = "Exemplo 1:" / "Exemplo 2:" lines before the
# demonstrations. Nothing else shows the outputs.
NB["fs242-tostring-maxcolwidth-exemplolabels"] = [
    md("# Few-shot\nRenan Siqueira Oyelaran"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import pandas as pd
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = (few_shot.replace('Texto: "Adorei', 'Exemplo 1:\\nTexto: "Adorei')
                    .replace('Texto: "Péssimo', 'Exemplo 2:\\nTexto: "Péssimo'))
print(variacao)
'''),
    code('''
df = pd.DataFrame({"prompt": ["zero-shot", "few-shot", "com 'Exemplo n:'"],
                   "saida": [gera(p, do_sample=False) for p in (zero_shot, few_shot, variacao)]})
df["n_chars"] = df["saida"].str.len()
print(df.to_string(max_colwidth=14))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl241: templates printed through textwrap.fill of their repr (width 50, indented continuation); ten samples
# (torch.manual_seed(2410 + i)) in a DataFrame with the seed and the regex label, printed with df.to_string(), then
# value_counts(dropna=False) and a "voto" from Series.mode().
NB["tpl241-textwrap-df-valuecounts-mode"] = [
    md("# Template e autoconsistência\nMariana Teixeira Lindgren"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import textwrap
import pandas as pd
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, t, n in [("ruim", template_ruim, 16), ("bom", template_bom, 8)]:
    print(textwrap.fill(f"{nome}: {gera(t, n, do_sample=False)!r}", 50, subsequent_indent="      "))
'''),
    code(SC + '''

linhas = []
for i in range(10):
    torch.manual_seed(2410 + i)
    linhas.append({"seed": 2410 + i, "amostra": gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)})
df = pd.DataFrame(linhas)
df["rotulo"] = df["amostra"].map(rotulo)
print(df.to_string())
print()
print(df["rotulo"].value_counts(dropna=False).to_string())
print("voto:", df["rotulo"].mode().iloc[0] if df["rotulo"].notna().any() else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl242: templates as a small DataFrame shown with display(df); ten samples (torch.manual_seed(2420 + i)) written as
# JSON lines to amostras.jsonl, read back with pd.read_json(lines=True) and shown with display(df) (html + plain);
# labels and the count are NOT printed: the student counts by hand.
NB["tpl242-jsonl-readjson-display"] = [
    md("# Templates / self-consistency\nCaio Menezes Achterberg"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import json
import pandas as pd
from IPython.display import display
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

display(pd.DataFrame({"template": ["ruim", "bom"],
                      "saida": [gera(template_ruim, 16, do_sample=False), gera(template_bom, 8, do_sample=False)]}))
'''),
    code(SC + '''

with open("amostras.jsonl", "w", encoding="utf-8") as f:
    for i in range(10):
        torch.manual_seed(2420 + i)
        f.write(json.dumps({"i": i + 1, "seed": 2420 + i,
                            "texto": gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)}, ensure_ascii=False) + "\\n")
amostras = pd.read_json("amostras.jsonl", lines=True)
display(amostras)
'''),
    md("## Respostas (contei na mão olhando a tabela)"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
    if len(sys.argv) > 2:
        write_notebooks(EARLIER, Path(sys.argv[2]))
