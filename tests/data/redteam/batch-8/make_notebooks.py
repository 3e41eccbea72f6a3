"""Build the unexecuted batch-8 student notebooks (adapted from batch 7's).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots `<<ANSWER:slot>>` (markdown) are
filled by add_answers.py after execution from answers_text.py.
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

GPT_LOAD = '''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
'''

NB = {}

# tp81: runs logged with the logging module (stderr stream, "INFO | lab415 | ..." lines); the seed is set
# inside a list comprehension (`torch.manual_seed(800 + i) and gera(T, p)`); answers in one cell, runs
# named by Portuguese ordinals ("primeira", "segunda" ...).
NB["tp81-logging-seed-in-comprehension"] = [
    md("# Prática 4.15 — temperatura e top-p\nRafael Nogueira Lima"),
    params(),
    code(GPT_LOAD + '''
import logging, sys
log = logging.getLogger("lab415")
log.setLevel(logging.INFO)
h = logging.StreamHandler(sys.stderr)
h.setFormatter(logging.Formatter("%(levelname)s | %(name)s | %(message)s"))
log.handlers = [h]
log.propagate = False
PROMPT = "Transformers are models that"

def gera(T, p):
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
configs = [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]
ordinais = ["primeira", "segunda", "terceira", "quarta", "quinta", "sexta"]
textos = [torch.manual_seed(800 + i) and gera(T, p) for i, (T, p) in enumerate(configs)]
for ordem, (T, p), t in zip(ordinais, configs, textos):
    log.info("%s execucao (temperature=%s, top_p=%s): %s", ordem, T, p, t)
'''),
    md("Obs: as tres primeiras sao a parte A, as tres ultimas a parte B."),
    md("## Respostas"),
    slot("all"),
]

# tp82: each run printed with textwrap.fill(width=64) under a "str.format" header; answers with ids.
NB["tp82-textwrap-format-header"] = [
    md("## Lab 4.15\nThiago Mendes"),
    params(),
    code(GPT_LOAD + '''
import textwrap
prompt = "Transformers are models that"
CAB = "[{nome}] T={T:.1f} | top_p={p:.1f}"

def roda(nome, T, p):
    ids = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = lm.generate(**ids, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                          pad_token_id=tok.eos_token_id)
    txt = tok.decode(out[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)
    print(CAB.format(nome=nome, T=T, p=p))
    print(textwrap.fill(txt, width=64))
    print()
    return txt
'''),
    md("### Parte A"),
    code('''
torch.manual_seed(82)
a1 = roda("A1", 0.2, 0.9)
a2 = roda("A2", 0.7, 0.9)
a3 = roda("A3", 1.0, 0.9)
'''),
    md("### Parte B"),
    code('''
torch.manual_seed(820)
b = {p: roda(f"B{i}", 0.7, p) for i, p in enumerate([0.3, 0.6, 0.9], start=1)}
'''),
    md("### Respostas"),
    md("**A.1**"), slot("A.1"),
    md("**A.2**"), slot("A.2"),
    md("**A.3**"), slot("A.3"),
    md("**B.1**"), slot("B.1"),
    md("**B.2**"), slot("B.2"),
    md("**B.3**"), slot("B.3"),
    md("**D.1 / D.2 / D.3**"), slot("D"),
]

# cot81: generation streamed token by token with transformers' TextStreamer (skip_prompt=True).
NB["cot81-textstreamer-mixed-lang"] = [
    md("# 4.15 C — chain of thought\nPedro Henrique Alves"),
    params(),
    code(GPT_LOAD + '''
from transformers import TextStreamer
streamer = TextStreamer(tok, skip_prompt=True, skip_special_tokens=True)
'''),
    code('''
torch.manual_seed(81)
print(">>> P1: What is 27 + 58?")
x = tok("What is 27 + 58?", return_tensors="pt")
_ = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=40,
                pad_token_id=tok.eos_token_id, streamer=streamer)
'''),
    code('''
print(">>> P2: Solve step by step: 27 + 58.")
x = tok("Solve step by step: 27 + 58.", return_tensors="pt")
_ = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=80,
                pad_token_id=tok.eos_token_id, streamer=streamer)
'''),
    slot("all"),
]

# cot82: both outputs written to a text file, then read back and printed (cat-like).
NB["cot82-file-roundtrip"] = [
    md("# Parte C — estilo vs correção\nLarissa Cunha Prates"),
    params(),
    code(GPT_LOAD),
    code('''
perguntas = {"P1": ("What is 27 + 58?", 40), "P2": ("Solve step by step: 27 + 58.", 80)}
with open("saidas_parte_c.txt", "w", encoding="utf-8") as f:
    for nome, (q, n) in perguntas.items():
        torch.manual_seed(8200 + n)
        x = tok(q, return_tensors="pt")
        with torch.no_grad():
            y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
        f.write(f"### {nome} | {q} | T=0.7 top_p=0.9 max_new_tokens={n}\\n")
        f.write(tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True) + "\\n\\n")
print(open("saidas_parte_c.txt", encoding="utf-8").read())
'''),
    md("## Respostas"),
    md("C.1)"), slot("C.1"),
    md("C.2)"), slot("C.2"),
    md("C.3)"), slot("C.3"),
]

# fs81: hand-made "|" table with str.ljust; variation = demonstrations reordered (NEGATIVO first);
# answers as a markdown table (pergunta | resposta).
NB["fs81-ljust-table-reorder-mdtable"] = [
    md("# Cap 5 — few-shot\nAna Beatriz Fonseca"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''
pos = 'Texto: "Adorei, foi excelente e emocionante."\\nSentimento: POSITIVO\\n\\n'
neg = 'Texto: "Péssimo. Não recomendo para ninguém."\\nSentimento: NEGATIVO\\n\\n'
reordenado = few_shot.replace(pos + neg, neg + pos)   # troquei a ordem das demonstracoes
assert reordenado != few_shot
'''),
    code('''
linhas = [(n, responde(p, do_sample=False)) for n, p in
          [("zero-shot", zero_shot), ("few-shot", few_shot), ("few-shot reordenado", reordenado)]]
print("| " + "prompt".ljust(20) + " | saida")
print("|" + "-" * 22 + "|" + "-" * 30)
for n, s in linhas:
    print("| " + n.ljust(20) + " | " + s.replace("\\n", " / "))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs82: outputs shown as IPython Pretty objects (display(Pretty(...))).
NB["fs82-ipython-pretty"] = [
    md("## Few-shot e in-context learning (5.5 / 5.8)\nMatheus Rocha Silveira"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + "from IPython.display import display, Pretty\n"),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''
variacao = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Horrível, saí no meio da sessão.")
'''),
    code('''
for rotulo, p in [("ZERO-SHOT", zero_shot), ("FEW-SHOT", few_shot), ("VARIACAO", variacao)]:
    display(Pretty(f"{rotulo}\\n{responde(p, do_sample=False)}"))
'''),
    md("## Respostas"),
    slot("F.1"), slot("F.2"), slot("F.3"), slot("F.4"), slot("F.5"),
]

# tpl81: samples as JSON lines (json.dumps, ensure_ascii=False), seed once; vote computed with max on a
# dict; answers with ordinals "1º" ... "5º".
NB["tpl81-jsonlines-ordinals"] = [
    md("# 5.6 e 5.7 — template e autoconsistencia\nGabriela Moraes"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN + "import json, re\n"),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''
for nome, t, n in [("pouco restritivo", template_ruim, 16), ("restritivo", template_bom, 8)]:
    print(json.dumps({"template": nome, "saida": responde(t, n, do_sample=False)}, ensure_ascii=False))
'''),
    code(SC + '''
torch.manual_seed(8181)
votos = {"POSITIVO": 0, "NEGATIVO": 0}
for i in range(10):
    s = responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    if m:
        votos[m.group(1)] += 1
    print(json.dumps({"i": i, "amostra": s, "rotulo": m.group(1) if m else None}, ensure_ascii=False))
if votos["POSITIVO"] == votos["NEGATIVO"]:
    print("voto majoritario: INDETERMINADO", votos)
else:
    print("voto majoritario:", max(votos, key=votos.get), votos)
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl82: samples printed in a box-drawn table (no vote computed in code; the student counts by hand).
NB["tpl82-boxtable-handcount"] = [
    md("# Template / self-consistency\nCaio Vasconcelos"),
    params("google/flan-t5-small"),
    code(T5_LOAD + T5_GEN),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''
print("template ruim (16 tokens):", responde(template_ruim, 16, do_sample=False))
print("template bom  (8 tokens): ", responde(template_bom, 8, do_sample=False))
'''),
    code(SC + '''
amostras = []
for k in range(10):
    torch.manual_seed(1000 + k)
    amostras.append(responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
print("┌────┬" + "─" * 44 + "┐")
for k, a in enumerate(amostras, 1):
    print(f"│ {k:>2} │ {a.replace(chr(10), ' ')[:42]:<42} │")
print("└────┴" + "─" * 44 + "┘")
'''),
    md("Contei os votos na mão olhando a tabela:"),
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
