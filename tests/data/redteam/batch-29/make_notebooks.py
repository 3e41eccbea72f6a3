"""Build the unexecuted batch-29 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
Emphasis: other generation APIs (transformers.pipeline, GenerationConfig copied / updated, itertools.product grids,
num_return_sequences) and other containers / displays for the outputs (pandas DataFrames shown with df.loc,
to_string, value_counts; dataclasses, namedtuples, pprint of nested dicts, textwrap.shorten / fill, token lists).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}

CAUSAL = '''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
modelo.eval();
'''

PIPE = '''
import torch
from transformers import AutoConfig, pipeline
tarefa = "text2text-generation" if AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder else "text-generation"
gerador = pipeline(tarefa, model=MODEL_NAME)
EOS = gerador.tokenizer.eos_token_id
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM, GenerationConfig
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
modelo.eval();
'''

EXTRAI = '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

# ---------------------------------------------------------------- temperature-top-p
# tp291: transformers.pipeline('text-generation', return_full_text=False); a FULL 3x3 GRID temperature x top_p swept
# with itertools.product (9 runs, torch.manual_seed(2900 + i) in grid order); kept in a DataFrame indexed (T, top_p);
# first a grid of word counts (unstack), then only the five distinct cells the activity needs printed in full under
# "df.loc[(T, p)]" headers: A2 and B3 are ONE run (the cell (0.7, 0.9)); the other four cells never print in full.
NB["tp291-pipeline-product-grid-dfloc"] = [
    md("# 4.15 — temperatura e top-p com `pipeline`\nBeatriz Castanheira Oyelaran"),
    params(),
    code(PIPE + '''
import itertools
import pandas as pd
PROMPT = "Transformers are models that"
'''),
    code('''
temps, tops = [0.2, 0.7, 1.0], [0.3, 0.6, 0.9]
linhas = []
for i, (T, p) in enumerate(itertools.product(temps, tops)):
    torch.manual_seed(2900 + i)
    out = gerador(PROMPT, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                  return_full_text=False, pad_token_id=EOS)
    linhas.append({"T": T, "top_p": p, "texto": out[0]["generated_text"]})
df = pd.DataFrame(linhas).set_index(["T", "top_p"])
df["palavras"] = df["texto"].str.split().str.len()
print(df["palavras"].unstack())
'''),
    md("A grade tem 9 combinações; o roteiro pede só estas (a A2 e a B3 são a mesma célula, T=0.7 e top_p=0.9, "
       "então rodei uma vez só):"),
    code('''
for chave in [(0.2, 0.9), (0.7, 0.9), (1.0, 0.9), (0.7, 0.3), (0.7, 0.6)]:
    print(f"df.loc[{chave}]")
    print(df.loc[chave, "texto"])
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp292: ONE GenerationConfig built once, copy.deepcopy'd and .update()d per run (torch.manual_seed(2920 + k)); runs
# kept in a list of @dataclass Execucao; a hand-made table with a 'uniq' column (distinct words / words, computed by
# the student) and textwrap.shorten(60) excerpts; then the full texts with textwrap.fill(76).
NB["tp292-genconfig-deepcopy-dataclass-shorten"] = [
    md("# Temperatura e top-p — partes A, B e D\nRaul Meirelles Achterberg"),
    params(),
    code(CAUSAL + '''
import copy, textwrap
from dataclasses import dataclass
from transformers import GenerationConfig

PROMPT = "Transformers are models that"
base = GenerationConfig(do_sample=True, max_new_tokens=80, temperature=1.0, top_p=0.9, pad_token_id=tok.eos_token_id)

@dataclass
class Execucao:
    nome: str
    T: float
    p: float
    texto: str = ""
'''),
    code('''
execs = [Execucao("A1", 0.2, 0.9), Execucao("A2", 0.7, 0.9), Execucao("A3", 1.0, 0.9),
         Execucao("B1", 0.7, 0.3), Execucao("B2", 0.7, 0.6), Execucao("B3", 0.7, 0.9)]
x = tok(PROMPT, return_tensors="pt")
for k, e in enumerate(execs):
    cfg = copy.deepcopy(base)
    cfg.update(temperature=e.T, top_p=e.p)
    torch.manual_seed(2920 + k)
    with torch.no_grad():
        y = modelo.generate(**x, generation_config=cfg)
    e.texto = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

print(f"{'run':<4}|{'T':>4} |{'top_p':>6} |{'uniq':>5} | trecho")
print("-" * 90)
for e in execs:
    w = e.texto.lower().split()
    print(f"{e.nome:<4}|{e.T:>4} |{e.p:>6} |{len(set(w)) / len(w):5.2f} | {textwrap.shorten(e.texto, 60, placeholder=' [...]')}")
'''),
    code('''
for e in execs:
    print(f"[{e.nome}] T={e.T} top_p={e.p}")
    print(textwrap.fill(e.texto, 76))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot291: one record per prompt in a NESTED DICT (prompt, config dict, output, re-tokenized output as a token list)
# shown with pprint(width=72, sort_dicts=False): long strings are broken into adjacent literals over several lines.
NB["cot291-pprint-nested-dict-tokens"] = [
    md("# Parte C — chain of thought\nElisa Tavares Nakagawa"),
    params(),
    code(CAUSAL + '''
from pprint import pprint
'''),
    code('''
registro = {}
for i, (nome, prompt, n) in enumerate([("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]):
    torch.manual_seed(2910 + i)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    registro[nome] = {"prompt": prompt,
                      "config": {"temperature": 0.7, "top_p": 0.9, "max_new_tokens": n},
                      "saida": tok.decode(novos, skip_special_tokens=True),
                      "tokens": tok.convert_ids_to_tokens(novos)[:24]}
pprint(registro, width=72, sort_dicts=False)
'''),
    md("## Respostas"),
    slot("all"),
]

# cot292: pipeline(return_full_text=False) per prompt (torch.manual_seed(2920 + i)); results in a DataFrame indexed
# by P1 / P2 with a student-made column 'numeros' (re.findall(r"\\d+") on the output: decimals split) and the
# DataFrame printed with pd.set_option('display.max_colwidth', 45) (pandas cuts the text with '...'); then
# print(df.loc['P2', 'saida']) for the full P2 text only.
NB["cot292-pipeline-df-colwidth-numbers"] = [
    md("# C — estilo x correção (com pipeline e pandas)\nTomás Vilela Abernathy"),
    params(),
    code(PIPE + '''
import pandas as pd
pd.set_option("display.max_colwidth", 45)
'''),
    code('''
res = {}
for i, (nome, prompt, n) in enumerate([("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]):
    torch.manual_seed(2920 + i)
    out = gerador(prompt, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                  return_full_text=False, pad_token_id=EOS)
    res[nome] = {"prompt": prompt, "saida": out[0]["generated_text"]}
df = pd.DataFrame.from_dict(res, orient="index")
df["numeros"] = df["saida"].str.findall(r"\\d+")
print(df)
'''),
    code('''
print(repr(df.loc["P1", "saida"]))
print()
print(df.loc["P2", "saida"])
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs291: a greedy GenerationConfig passed to the pipeline call (generation_config=gc, return_full_text=False); the
# three outputs kept as namedtuples Saida(nome, texto, tokens) and printed as repr + the output's token list
# (tokenizer.tokenize). Variation: the two demonstrations SWAPPED (negative first).
NB["fs291-pipeline-genconfig-namedtuple-tokens"] = [
    md("# Few-shot (5.5) e in-context learning (5.8)\nMarina Lopes Vandersteen"),
    params("google/flan-t5-small"),
    code(PIPE + '''
from collections import namedtuple
from transformers import GenerationConfig
gc = GenerationConfig(do_sample=False, max_new_tokens=8, pad_token_id=EOS)
Saida = namedtuple("Saida", "nome texto tokens")
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: as mesmas duas demonstrações, mas com a negativa primeiro
trocado = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
saidas = []
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("VAR (ordem trocada)", trocado)]:
    kw = {} if tarefa != "text-generation" else {"return_full_text": False}
    t = gerador(p, generation_config=gc, **kw)[0]["generated_text"]
    saidas.append(Saida(nome, t, gerador.tokenizer.tokenize(t)))
for s in saidas:
    print(f"{s.nome}: {s.texto!r}")
    print("   tokens:", s.tokens)
'''),
    md("## Respostas"),
    slot("all"),
]

# fs292: itertools.product over (order of the demonstrations) x (label case) -> 4 few-shot prompts, one of which is
# the original FS; all greedy, in a DataFrame printed with df.to_string() (the outputs as reprs); the zero-shot
# printed above it. The student's VAR is the row 'invertida / MAIUSC' (order swapped, labels unchanged).
NB["fs292-product-variants-to_string"] = [
    md("# Few-shot — variações da ordem e da caixa dos rótulos\nCaio Rezende Lindqvist"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import itertools
import pandas as pd

def gera(prompt, n=8):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=False, max_new_tokens=n, pad_token_id=tok.eos_token_id)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + ZS + '''

print("zero-shot:", repr(gera(zero_shot)))
'''),
    code('''
POS = ("Adorei, foi excelente e emocionante.", "POSITIVO")
NEG = ("Péssimo. Não recomendo para ninguém.", "NEGATIVO")

def monta(demos, caixa):
    blocos = [f'Texto: "{t}"\\nSentimento: {caixa(r)}' for t, r in demos]
    return task + "\\n\\n" + "\\n\\n".join(blocos) + '\\n\\nTexto: "Este filme foi um desperdício de tempo."\\nSentimento:'

linhas = []
for (ordem, demos), (nome_caixa, caixa) in itertools.product(
        [("original", [POS, NEG]), ("invertida", [NEG, POS])],
        [("MAIUSC", str.upper), ("minusc", str.lower)]):
    linhas.append({"ordem": ordem, "rotulos": nome_caixa, "saida": repr(gera(monta(demos, caixa)))})
tab = pd.DataFrame(linhas)
print(tab.to_string())
'''),
    md("A linha 0 (original / MAIUSC) é exatamente o prompt few-shot da seção 5.5.3; a minha VAR é a linha 2 "
       "(invertida / MAIUSC)."),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl291: templates greedy; the ten SC samples from ONE generate call with num_return_sequences=10 after one
# torch.manual_seed(2910); a DataFrame with the samples and a label column from Series.str.extract on the upper-cased
# text; counts shown with value_counts(dropna=False) (NaN = no label) and the vote with the student's own rule.
NB["tpl291-numreturn-df-valuecounts"] = [
    md("# Templates e self-consistency (5.6 / 5.7)\nLuíza Prates Okonkwo"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import pandas as pd

def gera(prompt, n, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    corte = 0 if enc_dec else x["input_ids"].shape[1]
    return [tok.decode(s[corte:], skip_special_tokens=True) for s in y]
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("template_ruim:", gera(template_ruim, 16, do_sample=False))
print("template_bom: ", gera(template_bom, 8, do_sample=False))
'''),
    code(SC + '''

torch.manual_seed(2910)
am = pd.DataFrame({"amostra": gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9, num_return_sequences=10)})
am["rotulo"] = am["amostra"].str.upper().str.extract(r"\\b(POSITIVO|NEGATIVO)\\b", expand=False)
print(am.to_string())
print()
print(am["rotulo"].value_counts(dropna=False))
cont = am["rotulo"].value_counts()
print("voto:", "INDETERMINADO" if cont.empty or (len(cont) > 1 and cont.iloc[0] == cont.iloc[1]) else cont.index[0])
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl292: one GenerationConfig per use, made with copy.deepcopy(base) + update (greedy 16 / greedy 8 / sampling);
# SC samples one at a time (torch.manual_seed(2920 + i)) kept as namedtuples Amostra(i, texto, rotulo) where the label
# is computed on the FULL text, but the table prints textwrap.shorten(texto, 22) — the cut can hide the label the
# rule found; then a Counter and the vote.
NB["tpl292-genconfig-namedtuple-shortened-table"] = [
    md("# 5.6 e 5.7 — o template e a autoconsistência\nFernando Quintela Haugland"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import copy, textwrap
from collections import namedtuple

base = GenerationConfig(do_sample=False, max_new_tokens=16, pad_token_id=tok.eos_token_id)

def gera(prompt, cfg):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, generation_config=cfg)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

cfg8 = copy.deepcopy(base)
cfg8.update(max_new_tokens=8)
print("LOOSE  :", repr(gera(template_ruim, base)))
print("STRICT :", repr(gera(template_bom, cfg8)))
'''),
    code(SC + '''

cfg_sc = copy.deepcopy(base)
cfg_sc.update(do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8)
Amostra = namedtuple("Amostra", "i texto rotulo")
amostras = []
for i in range(1, 11):
    torch.manual_seed(2920 + i)
    t = gera(prompt_sc, cfg_sc)
    amostras.append(Amostra(i, t, rotulo(t)))
print(f"{'#':>2}  {'texto (encurtado)':<24}  rótulo")
for a in amostras:
    print(f"{a.i:>2}  {textwrap.shorten(a.texto, 22, placeholder='…'):<24}  {a.rotulo}")
c = Counter(a.rotulo for a in amostras)
print()
print("contagem:", dict(c))
validos = [(r, n) for r, n in c.most_common() if r is not None]
print("voto:", validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
