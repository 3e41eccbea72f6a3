"""Build the unexecuted batch-14 student notebooks (12: 3 per activity).

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
# tp141: set_seed(1400 + k) per run; the runs dumped with plistlib (XML plist) and the XML printed; answers in an
# HTML <dl> definition list in a markdown cell.
NB["tp141-plist-xml-dl-answers"] = [
    md("# Lab 4.15 — temperatura / top-p\nMarina Okabe Pires"),
    params(),
    code(CAUSAL + '''
import plistlib
prompt = "Transformers are models that"

def continua(T, p):
    ids = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = modelo.generate(**ids, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                              pad_token_id=tok.eos_token_id)
    return tok.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
resultados = {}
for k, (rid, T, p) in enumerate([("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
                                 ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]):
    set_seed(1400 + k)
    resultados[rid] = {"temperature": T, "top_p": p, "seed": 1400 + k, "texto": continua(T, p)}
print(plistlib.dumps(resultados, sort_keys=False).decode("utf-8"))
'''),
    md("## Respostas (formato de lista de definições)"),
    slot("all"),
]

# tp142: an Enum of configurations; runs printed in REVERSE order (B3 .. A1) with str.format_map headers
# "[Config.B3] temperatura=0.7 nucleus=0.9"; answers as prose paragraphs per part, question numbers in parentheses.
NB["tp142-enum-reversed-prose"] = [
    md("# Temperatura e top-p (4.15)\nDiego Albuquerque Sato"),
    params(),
    code(CAUSAL + '''
from enum import Enum

class Config(Enum):
    A1 = (0.2, 0.9)
    A2 = (0.7, 0.9)
    A3 = (1.0, 0.9)
    B1 = (0.7, 0.3)
    B2 = (0.7, 0.6)
    B3 = (0.7, 0.9)

PROMPT = "Transformers are models that"
'''),
    code('''
saidas = {}
torch.manual_seed(142)
for cfg in Config:
    T, p = cfg.value
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    saidas[cfg] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

# mostro de trás pra frente (queria ver a parte B primeiro)
for cfg in reversed(list(Config)):
    print("[{c}] temperatura={t} nucleus={p}".format_map({"c": cfg, "t": cfg.value[0], "p": cfg.value[1]}))
    print(saidas[cfg])
    print("-" * 40)
'''),
    md("## O que eu observei"),
    slot("all"),
]

# tp143: runs kept in an xml.etree tree (attributes T/top_p/seed), printed with ET.indent + ET.tostring; part A's
# loop uses top_p=0.95 (a typo, visible in the attributes); English answers in a markdown table, one row per part.
NB["tp143-etree-xml-parts-table-en"] = [
    md("# 4.15 temperature & top-p\nLucas Brennand Ito"),
    params(),
    code(CAUSAL + '''
import xml.etree.ElementTree as ET
PROMPT = "Transformers are models that"
raiz = ET.Element("runs", prompt=PROMPT)

def rodar(nome, T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    el = ET.SubElement(raiz, "run", id=nome, T=str(T), top_p=str(p), seed=str(seed))
    el.text = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
# part A: temperature sweep
for i, T in enumerate([0.2, 0.7, 1.0], start=1):
    rodar(f"A{i}", T, 0.95, 1430 + i)
# part B: top-p sweep at T=0.7
for i, p in enumerate([0.3, 0.6, 0.9], start=1):
    rodar(f"B{i}", 0.7, p, 1433 + i)
ET.indent(raiz)
print(ET.tostring(raiz, encoding="unicode"))
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot141: runs stored in a shelve db, read back and printed with textwrap.fill(initial_indent="P1 ▸ ",
# subsequent_indent=...); answers as a letter to the teacher, no ids ("Sobre a primeira pergunta...").
NB["cot141-shelve-fill-letter"] = [
    md("# Cadeia de pensamento (parte C)\nPriscila Vaz Nomura"),
    params(),
    code(CAUSAL + '''
import shelve, textwrap

def pergunta(q, n, seed):
    set_seed(seed)
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
with shelve.open("cot_runs") as db:
    db["P1"] = pergunta("What is 27 + 58?", 40, 1411)
    db["P2"] = pergunta("Solve step by step: 27 + 58.", 80, 1412)

with shelve.open("cot_runs") as db:
    for k in ("P1", "P2"):
        for par in db[k].split("\\n"):
            if par.strip():
                print(textwrap.fill(par, 72, initial_indent=f"{k} ▸ ", subsequent_indent="     "))
        print()
'''),
    md("## Carta ao professor (respostas)"),
    slot("all"),
]

# cot142: string.Template lines "$nome ($n tokens) :: $saida"; answers as a markdown task list "- [x] C.1 ...".
NB["cot142-template-strings-checklist"] = [
    md("# CoT — estilo x correção\nHenrique Dantas Kubo"),
    params(),
    code(CAUSAL + '''
from string import Template
linha = Template("$nome ($n tokens novos) :: $saida")
'''),
    code('''
torch.manual_seed(1420)
for nome, q, n in [("direto", "What is 27 + 58?", 40), ("passo-a-passo", "Solve step by step: 27 + 58.", 80)]:
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    print(linha.substitute(nome=nome, n=len(novos), saida=tok.decode(novos, skip_special_tokens=True)))
    print()
'''),
    md("## Checklist de respostas"),
    slot("all"),
]

# cot143: each continuation printed with visible whitespace: spaces as "·", newlines as "↲" (one physical line);
# English "Q1/Q2/Q3" answers.
NB["cot143-visible-spaces-en"] = [
    md("# Part C — chain of thought\nAna Beatriz Colombo Hara"),
    params(),
    code(CAUSAL + '''
def show(label, text):
    # make whitespace visible (I wanted to see where the newlines are)
    print(f"{label}: " + text.replace(" ", "·").replace("\\n", "↲"))
'''),
    code('''
runs = {}
for label, q, n, seed in [("P1", "What is 27 + 58?", 40, 143), ("P2", "Solve step by step: 27 + 58.", 80, 1143)]:
    torch.manual_seed(seed)
    x = tok(q, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    runs[label] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    show(label, runs[label])
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs141: old-style % formatting "%-10s => [%s]"; variation = the positive demonstration replaced by a longer one
# with an emoji; answers as blockquoted questions followed by "R.:" lines.
NB["fs141-percent-brackets-qa-blockquote"] = [
    md("# Few-shot / ICL\nRenata Figueiredo Ueda"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace("Adorei, foi excelente e emocionante.",
                            "Adorei 😍 o roteiro é lindo e os atores estão ótimos.")
'''),
    code('''
saidas = {}
for nome, p in (("zero-shot", zero_shot), ("few-shot", few_shot), ("variação", variacao)):
    saidas[nome] = gera(p, do_sample=False)
    print("%-10s => [%s]" % (nome, saidas[nome]))
'''),
    md("## Perguntas e respostas"),
    slot("all"),
]

# fs142: outputs kept in a types.SimpleNamespace and printed as its repr; variation = demonstrations reordered
# (negative first); answers in bold-numbered paragraphs.
NB["fs142-simplenamespace-reorder"] = [
    md("# Atividade few-shot\nOtávio Menezes Hirata"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from types import SimpleNamespace
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

invertido = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
r = SimpleNamespace(zero_shot=gera(zero_shot, do_sample=False),
                    few_shot=gera(few_shot, do_sample=False),
                    invertido=gera(invertido, do_sample=False))
print(r)
'''),
    md("## Respostas"),
    slot("all"),
]

# fs143: outputs in a DataFrame whose to_html() SOURCE is printed as text (stdout, not rendered); variation = the
# negative demonstration replaced; English answers "1)".."5)".
NB["fs143-tohtml-source-printed-en"] = [
    md("# Few-shot prompting (5.5 / 5.8)\nGabriel Teixeira Mori"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import pandas as pd
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

var_neg = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Horrível, dormi no meio do filme.")
'''),
    code('''
df = pd.DataFrame({"prompt": ["zero_shot", "few_shot", "var_neg"],
                   "output": [gera(p, do_sample=False) for p in (zero_shot, few_shot, var_neg)]})
print(df.to_html(index=False))
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl141: templates printed with str.center banners; ten samples (set_seed(1400 + i)) printed "i :: repr" and a
# tally with '#' bars; answers inside <details><summary> blocks.
NB["tpl141-tally-bars-details"] = [
    md("# Templates e self-consistency\nLívia Sakamoto Reis"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
from transformers import set_seed
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, t, n in (("template_ruim", template_ruim, 16), ("template_bom", template_bom, 8)):
    print(f" {nome} ".center(40, "*"))
    print(gera(t, n, do_sample=False))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    set_seed(1400 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(i, "::", repr(amostras[-1]))
cont = Counter(rotulo(a) or "NENHUM" for a in amostras)
print()
for k in ("POSITIVO", "NEGATIVO", "NENHUM"):
    print(f"{k:<9}|{'#' * cont[k]} {cont[k]}")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl142: SC sampled at temperature=0.3 (the student's code; the activity says 0.9), samples printed sorted
# alphabetically; answers with "T-1".."T-5" ids.
NB["tpl142-sorted-samples-lowtemp"] = [
    md("# Template (5.6/5.7)\nFelipe Carvalho Izumi"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("RUIM:", gera(template_ruim, 16, do_sample=False).replace("\\n", " / "))
print("BOM :", gera(template_bom, 8, do_sample=False).replace("\\n", " / "))
'''),
    code(SC + '''

torch.manual_seed(142)
amostras = [gera(prompt_sc, 8, do_sample=True, temperature=0.3, top_p=0.9) for _ in range(10)]
print("amostras (em ordem alfabética):")
for a in sorted(amostras):
    print("  -", a.replace("\\n", " / "))
c = Counter(rotulo(a) for a in amostras)
print(dict(c))
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl143: the ten samples on ONE line joined by " ‖ " (raw newlines inside), no counts printed; English answers
# as a markdown numbered list.
NB["tpl143-doublebar-oneline-en"] = [
    md("# Template + self-consistency\nNathan Queiroz Fujita"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("loose  ->", repr(gera(template_ruim, 16, do_sample=False)))
print("strict ->", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

samples = []
for i in range(10):
    torch.manual_seed(4300 + i)
    samples.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
print(" ‖ ".join(s.strip() for s in samples))
'''),
    md("## Answers"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
