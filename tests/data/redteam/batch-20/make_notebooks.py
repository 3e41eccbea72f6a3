"""Build the unexecuted batch-20 student notebooks (8: 2 per activity). Emphasis: WHERE and HOW the students write
their answers (placements, labels, id forms, languages, layouts).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py. A slot is either a whole cell (`<<ANSWER:key>>`, redteam_kit.slot) or a marker line INSIDE an
executed code cell (`# <<ANSWER:key>>`, the student typed comments into a cell after running it: its outputs stay).
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
# tp201: runs NAMED IN WORDS ("fria", "morna", "quente"; "estreito", "médio", "largo"), manual_seed(2010 + k);
# printed under "[fria] temperatura 0.2 | top-p 0.9" lines and a rule of dashes; answers for A and B as markdown
# TABLES WITH ONE ROW PER RUN and check-mark columns (the chosen run is the row with ✔), D as a short list.
NB["tp201-wordnames-perrun-checktable"] = [
    md("# 4.15 — Temperatura e top-p\nHelena Duarte Okafor"),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
RUNS = [("fria", 0.2, 0.9), ("morna", 0.7, 0.9), ("quente", 1.0, 0.9),
        ("estreito", 0.7, 0.3), ("médio", 0.7, 0.6), ("largo", 0.7, 0.9)]
textos = {}
for k, (nome, T, p) in enumerate(RUNS):
    textos[nome] = roda(T, p, 2010 + k)
    print(f"[{nome}] temperatura {T} | top-p {p}")
    print(textos[nome])
    print("-" * 60)
'''),
    md("## Minhas respostas"),
    slot("all"),
]

# tp202: part A and part B in separate cells; the student typed the answers AS COMMENTS at the bottom of each
# executed generation cell (A answers in the A cell, B answers in the B cell, D answers in the last cell), outputs
# kept; runs printed as "A1 (T=0.2):" then the text.
NB["tp202-answers-as-comments-in-run-cells"] = [
    md("# Atividade 4.15\nOtávio Brandão Mensah"),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
# PARTE A - temperatura
for i, T in enumerate([0.2, 0.7, 1.0], start=1):
    print(f"A{i} (T={T}):")
    print(roda(T, 0.9, 2020 + i))
    print()

# <<ANSWER:A>>
'''),
    code('''
# PARTE B - top-p (T fixo em 0.7)
for i, p in enumerate([0.3, 0.6, 0.9], start=1):
    print(f"B{i} (top_p={p}):")
    print(roda(0.7, p, 2023 + i))
    print()

# <<ANSWER:B>>
'''),
    code('''
# PARTE D
# <<ANSWER:D>>
'''),
]

# ---------------------------------------------------------------- chain-of-thought
# cot201: the answers are in the notebook's FIRST cell, together with the title ("Resumo" written after running);
# set_seed(2011 + i) per prompt; printed "PROMPT: ..." / "SAÍDA: ..." as the course does.
NB["cot201-answers-in-title-cell"] = [
    slot("all"),
    params(),
    code(CAUSAL),
    code('''
prompts = [("What is 27 + 58?", 40), ("Solve step by step: 27 + 58.", 80)]
for i, (p, n) in enumerate(prompts):
    set_seed(2011 + i)
    x = tok(p, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    saida = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print("PROMPT:", p)
    print("SAÍDA:", saida)
    print("=" * 50)
'''),
]

# cot202: outputs indented with textwrap.indent (4 spaces) under "► P1"; one set_seed(202); answers RESTATE each
# question in quotes (the question's text, not an output) before answering.
NB["cot202-indent-questions-restated"] = [
    md("# Chain-of-thought: estilo vs correção\nIsadora Lins Petrov"),
    params(),
    code(CAUSAL + '''
import textwrap
'''),
    code('''
set_seed(202)
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    print(f"► {nome}  ({prompt})")
    print(textwrap.indent(tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True), "    "))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs201: outputs printed "nome.ljust(10) | repr"; variation = the NEGATIVE demonstration's text replaced; answers
# in SPANISH as a markdown ordered list starting at 11 (the student continues the course's exercise numbering).
NB["fs201-spanish-list-from-11"] = [
    md("# Few-shot (cap. 5)\nValentina Ruiz Carvalho"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei o texto do exemplo negativo
variacao = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Horrível, dormi no meio do filme.")
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação", variacao)]:
    print(nome.ljust(10), "|", repr(gera(p, do_sample=False)))
'''),
    md("## Respuestas (ejercicios 11 a 15)"),
    slot("all"),
]

# fs202: answers SPREAD OVER THREE CELLS, each under the cell whose output it discusses (F.1/F.2 under the ZS/FS
# cell, F.4 under the variation cell, F.3/F.5 at the end), labelled with circled digits ➊..➎; outputs printed
# between guillemets «...»; variation = ONE-SHOT (the positive demonstration removed).
NB["fs202-spread-cells-circled-guillemets"] = [
    md("# Few-shot e janela de contexto\nCaio Menezes Adeyemi"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot)]:
    print(f"{nome}: «{gera(p, do_sample=False)}»")
'''),
    slot("zsfs"),
    code('''
# variação: one-shot (tirei o exemplo positivo, ficou só o negativo)
one_shot = few_shot.replace('Texto: "Adorei, foi excelente e emocionante."\\nSentimento: POSITIVO\\n\\n', "")
print(f"one-shot: «{gera(one_shot, do_sample=False)}»")
'''),
    slot("var"),
    md("---\n### Perguntas teóricas"),
    slot("teoria"),
]

# ---------------------------------------------------------------- template
# tpl201: samples (manual_seed(2010 + i)) printed as aligned rows "i  repr  -> label", Counter and vote printed;
# the answers are PYTHON VARIABLES in an unexecuted code cell (T1_ruim = ..., T4 = "NEGATIVO"  # comment ...).
NB["tpl201-answers-as-python-variables"] = [
    md("# Template e self-consistency\nRenata Sato Ibekwe"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("ruim:", repr(gera(template_ruim, 16, do_sample=False)))
print("bom: ", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2010 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(f"{i + 1:>2}  {amostras[-1]!r:<32} -> {rotulo(amostras[-1])}")
cont = Counter(rotulo(a) for a in amostras)
print(cont)
validos = [(r, c) for r, c in cont.most_common() if r]
print("voto:", validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas (no código, do jeito que eu anoto)"),
    slot("all", kind="code"),
]

# tpl202: samples (manual_seed(2020 + i)) printed RAW (not repr) separated by "---" lines, no labels, counts or
# vote printed: the student recounts by hand in a markdown TABLE WITH ONE ROW PER SAMPLE plus a total row; ids "T-n".
NB["tpl202-raw-samples-persample-recount-table"] = [
    md("# Templates + autoconsistência\nBruno Tavares Quispe"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("TEMPLATE RUIM ->", gera(template_ruim, 16, do_sample=False))
print("TEMPLATE BOM  ->", gera(template_bom, 8, do_sample=False))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2020 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
print(*amostras, sep="\\n---\\n")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
