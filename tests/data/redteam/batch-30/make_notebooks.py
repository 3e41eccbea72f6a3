"""Build the unexecuted batch-30 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers, plus batch 30's in-cell comment slots: see add_answers.py). The
students' code runs on whatever MODEL_NAME papermill injects.
Emphasis of batch 30: answers that live in odd places and forms (a pprint'ed dict, `#` comments beside code, a
'Conclusões' section, answers split across two cells, a <details> block in English, a Questão/Resposta table,
`resp_T1 = "..."` strings, a comment inside the executed sampling cell).
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
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
_ = lm.eval()
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
_ = lm.eval()

def completa(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
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

def amostra(T, p):
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp301: the six configurations in ONE list `experimentos`, ONE torch.manual_seed(301) before the loop (sampled one
# after another), each printed under "experimentos[k]  ->  T=…, top_p=…"; answers as a dict `respostas = {...}`
# printed with pprint (a code cell executed after writing); runs cited by list position and by parameter values.
NB["tp301-pprint-dict-listpositions"] = [
    md("# Atividade 4.15 — temperatura e top-p\nRenata Okonkwo Figueiredo"),
    params(),
    code(CAUSAL + GEN_TP),
    code('''
experimentos = [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9),   # parte A
                (0.7, 0.3), (0.7, 0.6), (0.7, 0.9)]   # parte B
torch.manual_seed(301)
textos = []
for k, (T, p) in enumerate(experimentos):
    textos.append(amostra(T, p))
    print(f"experimentos[{k}]  ->  T={T}, top_p={p}")
    print(textos[-1].strip())
    print("-" * 60)
'''),
    md("### Respostas (no dicionário abaixo, rodei a célula pra ver se estava tudo lá)"),
    slot("all", "code", ["answers-executed-after"]),
]

# tp302: part A generated HOTTEST FIRST (T = 1.0, 0.7, 0.2) and part B from the largest top-p down (0.9, 0.6, 0.3),
# set_seed(3020 + i) per run in the printing order, headers "T=1.0 | top_p=0.9"; the answers live in ONE final
# "Conclusões" section that refers to the parts in words ("na parte da temperatura", "a mais fria", "a última que
# rodei").
NB["tp302-conclusoes-runs-in-words"] = [
    md("# Temperatura e top-p\nGustavo Ferraz Lindqvist\n\nRodei a parte A da temperatura mais alta pra mais baixa "
       "e a parte B do top-p maior pro menor."),
    params(),
    code(CAUSAL + GEN_TP),
    md("## Parte A"),
    code('''
for i, T in enumerate([1.0, 0.7, 0.2]):
    set_seed(3020 + i)
    print(f"T={T} | top_p=0.9")
    print(amostra(T, 0.9).strip(), end="\\n\\n")
'''),
    md("## Parte B"),
    code('''
for i, p in enumerate([0.9, 0.6, 0.3]):
    set_seed(3023 + i)
    print(f"T=0.7 | top_p={p}")
    print(amostra(0.7, p).strip(), end="\\n\\n")
'''),
    md("## Parte D\n(respondo tudo nas conclusões)"),
    slot("conclusoes"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot301: prompt + continuation printed TOGETHER (full decode, as the course's notebook does) under ">>> P1 (40
# tokens)"; set_seed(301) / set_seed(302); answers as `#` COMMENTS in a code cell that also checks the sum
# (`print("27 + 58 =", 27 + 58)`), run after writing.
NB["cot301-comments-beside-sumcheck"] = [
    md("# Parte C — estilo vs correção\nMarcos Tanaka Albuquerque"),
    params(),
    code(CAUSAL),
    code('''
for seed, nome, prompt, n in [(301, "P1", "What is 27 + 58?", 40),
                              (302, "P2", "Solve step by step: 27 + 58.", 80)]:
    set_seed(seed)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    print(f">>> {nome} ({n} tokens)")
    print(tok.decode(y[0], skip_special_tokens=True))
    print()
'''),
    slot("all", "code", ["answers-executed-after"]),
]

# cot302: P1 and P2 printed as Python reprs in a two-item list comprehension; answers in markdown split across TWO
# cells (C.1 and the start of C.2, then a cell "continuando..." with the rest of C.2 and C.3).
NB["cot302-split-continuando"] = [
    md("# C) Chain of thought\nBeatriz Sousa Nakamura"),
    params(),
    code(CAUSAL),
    code('''
torch.manual_seed(3020)
def roda(prompt, n):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

saidas = [roda(p, n) for p, n in [("What is 27 + 58?", 40), ("Solve step by step: 27 + 58.", 80)]]
for nome, s in zip(["P1 (direto)", "P2 (passo a passo)"], saidas):
    print(nome, "=", repr(s))
'''),
    md("## Respostas"),
    slot("parte1"),
    slot("parte2"),
]

# ---------------------------------------------------------------- few-shot
# fs301: outputs in a small aligned report ("zero-shot ......: <repr>"); variation = the negative demonstration
# replaced by another negative review; answers in ENGLISH inside a <details><summary> block.
NB["fs301-details-english-ptquotes"] = [
    md("# Few-shot / in-context learning\nLena Hofmann Ribeiro (intercâmbio — respostas em inglês)"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# my variation: another negative demonstration (same label)
variacao = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Que tédio, dormi na metade do filme.")
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variacao", variacao)]:
    print(f"{nome:.<18}: {completa(p, do_sample=False)!r}")
'''),
    md("## Answers"),
    slot("all"),
]

# fs302: the demonstrations' ORDER swapped (NEGATIVO first) as the variation; outputs shown as a markdown
# table via display(Markdown); answers in a markdown table with columns Questão / Resposta.
NB["fs302-questao-resposta-table"] = [
    md("# 5.5 e 5.8 — few-shot\nCaio Monteiro Adeyemi"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from IPython.display import Markdown, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: os mesmos dois exemplos, mas o NEGATIVO vem primeiro
blocos = few_shot.split("\\n\\n")
invertido = "\\n\\n".join([blocos[0], blocos[2], blocos[1], blocos[3]])
print(invertido)
'''),
    code('''
linhas = ["| prompt | saída |", "|---|---|"]
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("invertido", invertido)]:
    s = completa(p, do_sample=False)
    linhas.append(f"| {nome} | `{s!r}` |")
display(Markdown("\\n".join(linhas)))
'''),
    md("## Respostas"),
    slot("tabela"),
]

# ---------------------------------------------------------------- template
# tpl301: templates printed with str.format on two lines; ten samples (torch.manual_seed(3010 + i), T=1.0,
# top_p=0.95) printed "1ª  ' NEGATIVO…'"-style with ordinals; a Counter line and the vote; answers as Python strings
# resp_T1 … resp_T5 in a code cell run after writing, printing only some of them.
NB["tpl301-resp-strings-ordinals"] = [
    md("# Template e self-consistency\nAna Clara Wójcik Batista"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("solto:      {!r}".format(completa(template_ruim, 16, do_sample=False)))
print("restritivo: {!r}".format(completa(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(3010 + i)
    amostras.append(completa(prompt_sc, 8, do_sample=True, temperature=1.0, top_p=0.95))
    print(f"{i + 1}ª  {amostras[-1]!r}")
cont = Counter(rotulo(a) for a in amostras)
print(cont)
pos, neg = cont["POSITIVO"], cont["NEGATIVO"]
print("voto:", "POSITIVO" if pos > neg else "NEGATIVO" if neg > pos else "INDETERMINADO")
'''),
    md("## Respostas\nEscrevi como strings pra não perder; imprimi só as que eu queria conferir."),
    slot("all", "code", ["answers-executed-after"]),
]

# tpl302: SEVEN samples (set_seed(3020 + i), T=0.8, top_p=0.9), printed as a numbered list, NO count and NO vote
# printed; answers T.1-T.3 in a markdown cell right under the templates cell, T.4-T.5 as `#` COMMENTS typed at the top
# of the (already executed) sampling cell.
NB["tpl302-answers-under-cells-comment-vote"] = [
    md("# 5.6 / 5.7\nFelipe Arruda Kowalczyk"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, p, n in [("template_ruim", template_ruim, 16), ("template_bom", template_bom, 8)]:
    print(nome, "->", repr(completa(p, n, do_sample=False)))
'''),
    slot("t123"),
    code('''# <<INCELL:t45>>
''' + SC + '''

from transformers import set_seed
amostras = []
for i in range(7):
    set_seed(3020 + i)
    amostras.append(completa(prompt_sc, 8, do_sample=True, temperature=0.8, top_p=0.9))
for i, a in enumerate(amostras, 1):
    print(f"{i}. {a!r}")
'''),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
