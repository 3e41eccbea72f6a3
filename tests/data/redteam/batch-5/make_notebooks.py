"""Build the unexecuted batch-5 student notebooks.

usage: python make_notebooks.py OUTDIR

Every notebook's first code cell is `MODEL_NAME = ...` tagged `parameters` so papermill can
inject the local model path. Answer slots are cells whose source is `<<ANSWER:slot>>` (markdown)
or `# <<ANSWER:slot>>` (code); add_answers.py fills them after execution from answers_text.py.
"""
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook


def md(s, tags=None):
    c = new_markdown_cell(s.strip("\n"))
    if tags:
        c.metadata["tags"] = tags
    return c


def code(s, tags=None):
    c = new_code_cell(s.strip("\n"))
    if tags:
        c.metadata["tags"] = tags
    return c


def slot(name, kind="md", tags=None):
    if kind == "md":
        return md(f"<<ANSWER:{name}>>", tags)
    return code(f"# <<ANSWER:{name}>>", tags)


def params(model="gpt2"):
    return code(f'MODEL_NAME = "{model}"', ["parameters"])


TASK = 'task = "Classifique o sentimento como POSITIVO ou NEGATIVO."'
ZS = '''zero_shot = f"""{task}

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
FS = '''few_shot = f"""{task}

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
LOOSE = '''template_ruim = f"""{task}
"Este filme foi um desperdício de tempo." ->"""'''
STRICT = '''template_bom = f"""{task}

Responda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.
Não explique. Não escreva mais nada.

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
SC = '''prompt_sc = """Classifique o sentimento como POSITIVO ou NEGATIVO.
Responda APENAS com POSITIVO ou NEGATIVO.

Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."
Sentimento:"""'''

# a "flan-t5" notebook that must also run on the embedded causal model: switch on is_encoder_decoder
T5_LOAD = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

_cfg = AutoConfig.from_pretrained(MODEL_NAME)
seq2seq = bool(getattr(_cfg, "is_encoder_decoder", False))
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if seq2seq else AutoModelForCausalLM).from_pretrained(MODEL_NAME).eval()
'''

NB = {}

# ================================================================ temperature-top-p
# tp51: the course's Colab shape: rich print, the book's generate_text, loops with two samples per
# configuration under printed headers, the course's optional `torch.manual_seed(100 + i)` uncommented
# inside the loops; answers in markdown cells right after each loop's output, under headings, no ids.
NB["tp51-colab-rich-2samples-unlabeled"] = [
    md("##**Prática 4.15 — Inferência interativa**\n*Aluna: Débora S. (MC-CD05)*"),
    params(),
    code('''
# ============================================================
# SETUP
# ============================================================
import torch
from rich import print
from transformers import AutoTokenizer, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(f"[INFO] Device detectado: {device}")

gpt_name = MODEL_NAME   # "gpt2"
gpt_tokenizer = AutoTokenizer.from_pretrained(gpt_name)
gpt_model = AutoModelForCausalLM.from_pretrained(gpt_name)
gpt_model.to(device)
gpt_model.eval()

print("\\n[GPT] Modelo carregado:", gpt_name)
'''),
    code('''
# função do livro (4.12.2)
def generate_text(prompt, max_new_tokens=80, temperature=1.0, top_p=1.0, use_cache=True):
    inputs = gpt_tokenizer(prompt, return_tensors="pt").to(device)

    with torch.no_grad():
        output = gpt_model.generate(
            **inputs,
            max_new_tokens=max_new_tokens,
            do_sample=True,
            temperature=temperature,
            top_p=top_p,
            use_cache=use_cache,
            pad_token_id=gpt_tokenizer.eos_token_id
        )

    return gpt_tokenizer.decode(output[0], skip_special_tokens=True)
'''),
    md("#\n# PARTE A — TEMPERATURA\n#"),
    code('''
prompt = "Transformers are models that"
temps = [0.2, 0.7, 1.0]
N_SAMPLES = 2

for temp in temps:
    print("\\n" + "=" * 40)
    print(f"TEMPERATURA = {temp} (top_p=0.9)")
    print("=" * 40)
    for i in range(N_SAMPLES):
        torch.manual_seed(100 + i)   # seed p/ reprodutibilidade (dica do notebook)
        print(f"\\n[Amostra {i+1}]")
        print(generate_text(prompt, temperature=temp, top_p=0.9))
'''),
    md("### O que observei com a temperatura"),
    slot("A.1"),
    slot("A.2"),
    slot("A.3"),
    md("#\n# PARTE B — TOP-P\n#"),
    code('''
top_ps = [0.3, 0.6, 0.9]
temp_fixed = 0.7

for p in top_ps:
    print("\\n" + "=" * 40)
    print(f"TOP-P = {p} (temperature={temp_fixed})")
    print("=" * 40)
    for i in range(N_SAMPLES):
        torch.manual_seed(100 + i)
        print(f"\\n[Amostra {i+1}]")
        print(generate_text(prompt, temperature=temp_fixed, top_p=p))
'''),
    md("### O que observei com o top-p"),
    slot("B.1"),
    slot("B.2"),
    slot("B.3"),
    md("#\n# PARTE D — ESCOLHA DE PARÂMETROS\n#\n\n> \"Transformers are models that are not part of the game. The following is a list of all the models that are not part of the game...\""),
    slot("D.1"),
    slot("D.2"),
    slot("D.3"),
]

# tp52: padded f-string table with a pilcrow for newlines; the part A cell was RE-RUN with another seed
# after the answers were written (execution counts out of order, set by add_answers.py): A.1-A.3 cite
# the earlier draw (seed 3, regenerated by stale_run_tp52.py), no longer in the notebook.
NB["tp52-pilcrow-table-stale-seed"] = [
    md("# Lab 4.15 (temperatura e top-p)\nHenrique A. — T2"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"

def gera(T, p):
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

def linha(nome, T, p, txt):
    # ¶ = quebra de linha (pra caber tudo numa linha só)
    print(f"{nome:<3}| T={T:<4}| p={p:<4}| {PROMPT}{txt.replace(chr(10), ' ¶ ')}")
'''),
    md("## Parte A"),
    code('''
torch.manual_seed(7)
print(f"{'run':<3}| {'temp':<6}| {'top_p':<6}| texto")
print("-" * 90)
for nome, T in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
    linha(nome, T, 0.9, gera(T, 0.9))
''', ["rerun-A"]),
    md("## Parte B"),
    code('''
torch.manual_seed(11)
print(f"{'run':<3}| {'temp':<6}| {'top_p':<6}| texto")
print("-" * 90)
for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    linha(nome, 0.7, p, gera(0.7, p))
'''),
    md("## Respostas"),
    md("**A.1**"), slot("A.1"),
    md("**A.2**"), slot("A.2"),
    md("**A.3**"), slot("A.3"),
    md("**B.1**"), slot("B.1"),
    md("**B.2**"), slot("B.2"),
    md("**B.3**"), slot("B.3"),
    md("**D.1**"), slot("D.1"),
    md("**D.2**"), slot("D.2"),
    md("**D.3**"), slot("D.3"),
]

# tp53: tqdm progress bar (stderr, text fallback), results in a DataFrame shown with display(df)
# (texts cut at 50 characters with "..."), then each full text only as IPython HTML <pre> (html-escaped);
# English answers naming the runs in words.
NB["tp53-tqdm-df-htmlpre-english"] = [
    md("# Section 4.15 — temperature & top-p\nKenji T. (exchange student, answering in English)"),
    params(),
    code('''
import html
import torch
import pandas as pd
from tqdm.auto import tqdm
from IPython.display import display, HTML
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
prompt = "Transformers are models that"

configs = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
           ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
'''),
    code('''
rows = []
for k, (run, T, p) in enumerate(tqdm(configs, desc="generating")):
    torch.manual_seed(1000 + k)
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                             pad_token_id=tokenizer.eos_token_id)
    new = out[0, enc["input_ids"].shape[1]:]
    rows.append({"run": run, "temperature": T, "top_p": p, "n_tokens": len(new),
                 "text": tokenizer.decode(new, skip_special_tokens=True)})
df = pd.DataFrame(rows).set_index("run")
display(df)
'''),
    md("The table cuts the texts, so here they are in full:"),
    code('''
for run, r in df.iterrows():
    display(HTML(f"<b>{run}</b> &nbsp; <i>temperature={r.temperature}, top_p={r.top_p}</i>"
                 f"<pre>{html.escape(prompt + r.text)}</pre>"))
'''),
    md("## Answers"),
    slot("all"),
]

# tp54: a 3x3 grid (every temperature with every top-p), one seed, nested loops; part A = column
# p=0.9, part B = row T=0.7 (A2 and B3 are the same cell); A.1's T=1.0 excerpt (and A.3's evidence)
# taken from the [T=1.0 | p=0.6] cell instead of [T=1.0 | p=0.9].
NB["tp54-grid3x3-wrong-cell"] = [
    md("# 4.15 - grade completa de temperatura x top-p\nLeandro P. - fiz todas as combinacoes de uma vez"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tk = AutoTokenizer.from_pretrained(MODEL_NAME)
m = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
PROMPT = "Transformers are models that"
'''),
    code('''
torch.manual_seed(42)
grade = {}
for T in [0.2, 0.7, 1.0]:
    for p in [0.3, 0.6, 0.9]:
        x = tk(PROMPT, return_tensors="pt")
        y = m.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                       pad_token_id=tk.eos_token_id)
        grade[(T, p)] = tk.decode(y[0], skip_special_tokens=True)
        print(f"[T={T} | p={p}]")
        print(grade[(T, p)])
        print()
'''),
    md("obs: a parte A e a coluna p=0.9 e a parte B e a linha T=0.7 (entao A2 = B3, mesma celula da grade)"),
    md("## respostas"),
    slot("all"),
]

# ================================================================ chain-of-thought
# cot51: each continuation printed through textwrap.indent(..., "  > ") (e-mail style quoting) under a
# header line with the parameters; English answers; one seed.
NB["cot51-indent-quoted-english"] = [
    md("# Part C — chain of thought\nAisha N."),
    params(),
    code('''
import textwrap
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)

def ask(label, prompt, n):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    ans = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print(f"{label}  prompt={prompt!r}  (T=0.7, top_p=0.9, max_new_tokens={n})")
    print(textwrap.indent(ans if ans.strip() else "<empty>", "  > ", lambda line: True))
    print()
'''),
    code('''
torch.manual_seed(58)
ask("P1 direct", "What is 27 + 58?", 40)
ask("P2 step by step", "Solve step by step: 27 + 58.", 80)
'''),
    md("## Answers"),
    md("**C.1 Is the final numeric answer correct in both cases?**"), slot("C.1"),
    md("**C.2 Excerpt where the model seems to reason**"), slot("C.2"),
    md("**C.3 Does the reasoning guarantee correctness?**"), slot("C.3"),
]

# cot52: the student wrapped both prompts in a "Q: ...\\nA:" frame (the declared P1 / P2 strings are not
# the prompts that ran); full decoded sequence printed; answers in a markdown table.
NB["cot52-qa-wrapper-prompt"] = [
    md("# Parte C — direto vs passo a passo\nMarina C."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)

P1 = "What is 27 + 58?"
P2 = "Solve step by step: 27 + 58."

def qa(pergunta, max_new_tokens):
    # formato pergunta/resposta pra o modelo entender que tem que responder
    texto = f"Q: {pergunta}\\nA:"
    ids = tokenizer(texto, return_tensors="pt")
    out = model.generate(**ids, do_sample=True, temperature=0.7, top_p=0.9,
                         max_new_tokens=max_new_tokens, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(out[0], skip_special_tokens=True)
'''),
    code('''
torch.manual_seed(85)
print("##### P1 (direto, 40 tokens)")
print(qa(P1, 40))
print()
print("##### P2 (passo a passo, 80 tokens)")
print(qa(P2, 80))
'''),
    md("## Respostas"),
    slot("all"),
]

# cot53: five seeds per prompt, one line per sample '[P2 · seed 3] ...' with newlines shown as ' ⏎ ';
# answers in one markdown cell separated by '---' lines, in question order, no ids, no accents.
NB["cot53-five-seeds-unlabeled"] = [
    md("# parte C (CoT)\nthiago m. - rodei 5 vezes cada prompt pra ter certeza"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
t = AutoTokenizer.from_pretrained(MODEL_NAME)
g = AutoModelForCausalLM.from_pretrained(MODEL_NAME)

def gen(prompt, n, seed):
    torch.manual_seed(seed)
    x = t(prompt, return_tensors="pt")
    y = g.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                   pad_token_id=t.eos_token_id)
    return t.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    print(f"{nome}: {prompt}  (T=0.7 top_p=0.9 max_new_tokens={n})")
    for seed in range(1, 6):
        s = gen(prompt, n, seed)
        print(f"[{nome} · seed {seed}] " + s.replace("\\n", " ⏎ "))
    print()
'''),
    md("## respostas (na ordem C.1, C.2, C.3)"),
    slot("all"),
]

# cot54: both runs stored in a dict and shown as json.dumps(ensure_ascii=False, indent=2) (newlines as
# \\n escapes); C.3 answered with a generic, textbook justification not tied to the own output.
NB["cot54-json-generic-c3"] = [
    md("# Atividade C — chain-of-thought\nPedro H. L."),
    params(),
    code('''
import json
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
mdl = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
'''),
    code('''
exp = {
    "P1_direto": {"prompt": "What is 27 + 58?", "temperature": 0.7, "top_p": 0.9, "max_new_tokens": 40},
    "P2_passo_a_passo": {"prompt": "Solve step by step: 27 + 58.", "temperature": 0.7, "top_p": 0.9, "max_new_tokens": 80},
}
torch.manual_seed(2027)
for nome, cfg in exp.items():
    x = tok(cfg["prompt"], return_tensors="pt")
    y = mdl.generate(**x, do_sample=True, temperature=cfg["temperature"], top_p=cfg["top_p"],
                     max_new_tokens=cfg["max_new_tokens"], pad_token_id=tok.eos_token_id)
    cfg["saida"] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
print(json.dumps(exp, ensure_ascii=False, indent=2))
'''),
    md("## Respostas"),
    md("**Resposta C.1:**"), slot("C.1"),
    md("**Resposta C.2:**"), slot("C.2"),
    md("**Resposta C.3:**"), slot("C.3"),
]

# ================================================================ few-shot
# fs51: the course's Colab shape with the BOOK's generate_t5 (5.4.1: do_sample=False, max_new_tokens=64,
# not 8), rich print, `--- ZERO-SHOT ---` headers; answers in markdown cells right after each output,
# under headings, no ids. Causal fallback: the continuation is sliced off the prompt.
NB["fs51-book-generate_t5-64tok-rich"] = [
    md("##**Capítulo 5 — Prompt engineering e ICL**\n*Rafaela M.*"),
    params("google/flan-t5-small"),
    code('''
import torch
from rich import print
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(f"[INFO] Device: {device}")

t5_name = MODEL_NAME   # "google/flan-t5-small"
enc_dec = AutoConfig.from_pretrained(t5_name).is_encoder_decoder
t5_tokenizer = AutoTokenizer.from_pretrained(t5_name)
t5_model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(t5_name).to(device)
t5_model.eval()
print(f"[OK] Modelo instruído carregado: {t5_name}")
'''),
    code('''
# 5.4.1 — geração determinística (função do livro)
def generate_t5(prompt):
    inputs = t5_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        out = t5_model.generate(
            **inputs,
            do_sample=False,
            max_new_tokens=64
        )
    if not enc_dec:   # modelo causal devolve o prompt junto
        out = out[:, inputs["input_ids"].shape[1]:]
    return t5_tokenizer.decode(out[0], skip_special_tokens=True)
'''),
    md("#\n# 5.5 FEW-SHOT E IN-CONTEXT LEARNING\n#"),
    code(TASK + "\n\n" + ZS + '''

print("\\n--- ZERO-SHOT ---")
print(generate_t5(zero_shot))
'''),
    code(FS + '''

print("\\n--- FEW-SHOT ---")
print(generate_t5(few_shot))
'''),
    md("### Comparando as duas saídas"),
    slot("F.1"),
    slot("F.2"),
    slot("F.3"),
    md("#\n# Minha variação\n#\nTroquei a demonstração positiva por outra frase positiva."),
    code('''
few_shot_var = few_shot.replace("Adorei, foi excelente e emocionante.", "Gostei muito, recomendo a todos.")

print("\\n--- FEW-SHOT (variação) ---")
print(generate_t5(few_shot_var))
'''),
    md("### A saída mudou?"),
    slot("F.4"),
    md("#\n# 5.8 LIMITES DE CONTEXTO\n#"),
    slot("F.5"),
]

# fs52: every result a namedtuple printed with its repr ("Saida(nome='zero-shot', texto=' \\"Este ...')");
# THREE variations (reorder, labels swapped, third demonstration); answers (1)-(5) in one cell.
NB["fs52-namedtuple-three-variations"] = [
    md("# Few-shot (5.5) + janela de contexto (5.8)\nOtávio R."),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
from collections import namedtuple
Saida = namedtuple("Saida", "nome texto")
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

POS = 'Texto: "Adorei, foi excelente e emocionante."\\nSentimento: POSITIVO'
NEG = 'Texto: "Péssimo. Não recomendo para ninguém."\\nSentimento: NEGATIVO'
ALVO = 'Texto: "Este filme foi um desperdício de tempo."\\nSentimento:'
variacoes = {
    "v1_ordem_trocada": f"{task}\\n\\n{NEG}\\n\\n{POS}\\n\\n{ALVO}",
    "v2_rotulos_trocados": few_shot.replace("Sentimento: POSITIVO", "Sentimento: TMP")
                                   .replace("Sentimento: NEGATIVO", "Sentimento: POSITIVO")
                                   .replace("Sentimento: TMP", "Sentimento: NEGATIVO"),
    "v3_terceira_demo": few_shot.replace(ALVO, 'Texto: "Que roteiro confuso e chato."\\nSentimento: NEGATIVO\\n\\n' + ALVO),
}
'''),
    code('''
def rotular(nome, prompt):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    if not seq2seq:
        y = y[:, x["input_ids"].shape[1]:]
    return Saida(nome, tok.decode(y[0], skip_special_tokens=True))

resultados = [rotular("zero-shot", zero_shot), rotular("few-shot", few_shot)]
resultados += [rotular(k, v) for k, v in variacoes.items()]
for r in resultados:
    print(r)
'''),
    md("## Respostas"),
    slot("all"),
]

# fs53: the whole decoded sequence (prompt + continuation) printed under '=== ZS ===' etc.; the answers
# copy only the continuation; F.3 answered "sim" (the model "learned" from the examples).
NB["fs53-fullseq-f3-sim"] = [
    md("# Exercicio few-shot\nJoao V. (sem acentos, teclado desconfigurado)"),
    params("google/flan-t5-small"),
    code(T5_LOAD),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variacao: coloquei a demonstracao negativa primeiro
variacao = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
def roda(prompt):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    return tok.decode(y[0], skip_special_tokens=True)   # no modelo causal vem o prompt junto

for nome, p in [("ZS", zero_shot), ("FS", few_shot), ("VAR", variacao)]:
    print(f"=== {nome} ===")
    print(roda(p))
    print()
'''),
    md("## Respostas"),
    md("F1. Copie exatamente as saidas zero-shot e few-shot"), slot("F.1"),
    md("F2. Quais seguiram o formato de rotulo?"), slot("F.2"),
    md("F3. Algum peso do modelo foi atualizado?"), slot("F.3"),
    md("F4. A saida mudou com a variacao?"), slot("F.4"),
    md("F5. Janela de contexto do GPT-2"), slot("F.5"),
]

# fs54: padded f-string table 'nome | repr(saida) | tokens'; variation = only ONE demonstration (the
# negative one removed: output unchanged); answers as comments in an unexecuted code cell; F.5 answers 512
NB["fs54-padded-table-f5-512"] = [
    md("# ICL — few-shot\nCarla F. & Bruno T."),
    params("google/flan-t5-small"),
    code(T5_LOAD),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: tirei a demonstração negativa (fica só um exemplo, o positivo)
variacao = few_shot.replace('Texto: "Péssimo. Não recomendo para ninguém."\\nSentimento: NEGATIVO\\n\\n', "")
'''),
    code('''
def gera(prompt):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    novos = y[0] if seq2seq else y[0, x["input_ids"].shape[1]:]
    return tok.decode(novos, skip_special_tokens=True), len(novos)

print(f"{'execucao':<12}| {'saida (repr)':<44}| tokens")
print("-" * 66)
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variacao", variacao)]:
    s, n = gera(p)
    print(f"{nome:<12}| {s!r:<44}| {n}")
'''),
    md("respostas nos comentários da célula abaixo"),
    slot("all", kind="code"),
]

# ================================================================ template
# tpl51: the BOOK's listings verbatim (5.4.1 / 5.4.2 / 5.6 / 5.7): generate_t5 with 64 new tokens, the
# book's template_ruim (no opening quote) and template_bom ("Responda APENAS com: ..."), self-consistency
# through generate_t5_sampled (do_sample=True, default temperature / top-p, 64 tokens) x 10.
NB["tpl51-book-listings-verbatim"] = [
    md("# Cap. 5 — template e self-consistency (seguindo o livro)\nGustavo L."),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
t5_name = MODEL_NAME
enc_dec = AutoConfig.from_pretrained(t5_name).is_encoder_decoder
t5_tokenizer = AutoTokenizer.from_pretrained(t5_name)
t5_model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(t5_name).to(device).eval()
'''),
    code('''
def generate_t5(prompt):
    inputs = t5_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        out = t5_model.generate(
            **inputs,
            do_sample=False,
            max_new_tokens=64
        )
    if not enc_dec:
        out = out[:, inputs["input_ids"].shape[1]:]
    return t5_tokenizer.decode(out[0], skip_special_tokens=True)

def generate_t5_sampled(prompt):
    inputs = t5_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        out = t5_model.generate(
            **inputs,
            do_sample=True,
            max_new_tokens=64
        )
    if not enc_dec:
        out = out[:, inputs["input_ids"].shape[1]:]
    return t5_tokenizer.decode(out[0], skip_special_tokens=True)
'''),
    md("## 5.6 O papel do template"),
    code(TASK + '''
template_ruim = f"""{task}
Este filme foi um desperdício de tempo." ->"""

print(generate_t5(template_ruim))
'''),
    code('''
template_bom = f"""{task}

Responda APENAS com: POSITIVO ou NEGATIVO.

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""

print(generate_t5(template_bom))
'''),
    md("## 5.7 Self-consistency"),
    code('''
import re
from collections import Counter

prompt = """Classifique o sentimento como POSITIVO ou NEGATIVO.
Responda APENAS com POSITIVO ou NEGATIVO.

Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."
Sentimento:"""

def extract_label(text):
    t = text.strip().upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", t)
    return m.group(1) if m else None

torch.manual_seed(57)
samples = [generate_t5_sampled(prompt) for _ in range(10)]
labels = [extract_label(s) for s in samples]
counts = Counter(l for l in labels if l)
print("Amostras brutas:", samples)
print("Contagem:", dict(counts), "| sem rótulo:", labels.count(None))
print("VOTO FINAL (self-consistency):", counts.most_common(1)[0][0] if counts else "INDETERMINADO")
'''),
    md("## Respostas"),
    md("**T1.**"), slot("T.1"),
    md("**T2.**"), slot("T.2"),
    md("**T3.**"), slot("T.3"),
    md("**T4.**"), slot("T.4"),
    md("**T5.**"), slot("T.5"),
]

# tpl52: templates shown as json.dumps lines; SC samples generated in a tqdm loop with set_seed(i),
# one JSON line per sample {"i", "amostra", "rotulo"} (ensure_ascii=False); counts printed; answers
# without accents, templates named in words ("o solto", "o rigido").
NB["tpl52-jsonl-tqdm-setseed"] = [
    md("# 5.6 e 5.7\nAna Julia B."),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
import json, re
from collections import Counter
from tqdm.auto import tqdm
from transformers import set_seed
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    code('''
def gerar(prompt, n, **kw):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    if not seq2seq:
        y = y[:, x["input_ids"].shape[1]:]
    return tok.decode(y[0], skip_special_tokens=True)

for nome, p, n in [("pouco_restritivo", template_ruim, 16), ("restritivo", template_bom, 8)]:
    print(json.dumps({"template": nome, "max_new_tokens": n, "saida": gerar(p, n, do_sample=False)},
                     ensure_ascii=False))
'''),
    code('''
def extract_label(text):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", text.strip().upper())
    return m.group(1) if m else None

linhas = []
for i in tqdm(range(10)):
    set_seed(i)
    s = gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    linhas.append({"i": i, "amostra": s, "rotulo": extract_label(s)})
for l in linhas:
    print(json.dumps(l, ensure_ascii=False))
cont = Counter(l["rotulo"] for l in linhas if l["rotulo"])
print("contagem:", dict(cont), "| sem rotulo:", sum(l["rotulo"] is None for l in linhas))
print("voto:", cont.most_common(1)[0][0] if cont else "INDETERMINADO")
'''),
    md("## respostas"),
    md("**T.1**"), slot("T.1"),
    md("**T.2**"), slot("T.2"),
    md("**T.3**"), slot("T.3"),
    md("**T.4**"), slot("T.4"),
    md("**T.5**"), slot("T.5"),
]

# tpl53: everything shown as pandas Styler tables (text/html only; text/plain is the Styler object's
# repr); the course's extraction rule; English answers.
NB["tpl53-styler-html-english"] = [
    md("# Template & self-consistency (5.6–5.7)\nLucía G. (answers in English)"),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
import re
import pandas as pd
from collections import Counter
from IPython.display import display
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    code('''
def run(prompt, n, **kw):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    if not seq2seq:
        y = y[:, x["input_ids"].shape[1]:]
    return [tok.decode(r, skip_special_tokens=True) for r in y]

tmpl = pd.DataFrame({"template": ["loose (template_ruim)", "strict (template_bom)"],
                     "max_new_tokens": [16, 8],
                     "output": [run(template_ruim, 16, do_sample=False)[0], run(template_bom, 8, do_sample=False)[0]]})
display(tmpl.style.hide(axis="index").set_properties(**{"white-space": "pre-wrap", "text-align": "left"}))
'''),
    code('''
def extract_label(text):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", text.strip().upper())
    return m.group(1) if m else None

torch.manual_seed(31337)
samples = run(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9, num_return_sequences=10)
sc = pd.DataFrame({"sample": samples, "label": [extract_label(s) or "—" for s in samples]},
                  index=range(1, 11))
display(sc.style.set_properties(**{"white-space": "pre-wrap", "text-align": "left"}))
counts = Counter(l for l in sc["label"] if l != "—")
vote = counts.most_common(1)[0][0] if counts else "INDETERMINADO"
display(pd.DataFrame([{**{k: counts.get(k, 0) for k in ("POSITIVO", "NEGATIVO")},
                       "no label": int((sc["label"] == "—").sum()), "vote": vote}]).style.hide(axis="index"))
'''),
    md("## Answers"),
    slot("all"),
]

# tpl54: samples appended to a text file one per line and read back (a sample with a newline spills onto
# the next line of the file); counts printed by the code; T.5 answered "sim".
NB["tpl54-file-readback-t5-sim"] = [
    md("# Template + self-consistency\nFelipe R."),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
import re
from collections import Counter
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    code('''
def resp(prompt, n, **kw):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    if not seq2seq:
        y = y[:, x["input_ids"].shape[1]:]
    return tok.decode(y[0], skip_special_tokens=True)

with open("saidas_templates.txt", "w", encoding="utf-8") as f:
    f.write("[template ruim]\\n" + resp(template_ruim, 16, do_sample=False) + "\\n")
    f.write("[template bom]\\n" + resp(template_bom, 8, do_sample=False) + "\\n")
print(open("saidas_templates.txt", encoding="utf-8").read())
'''),
    code('''
def extract_label(text):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", text.strip().upper())
    return m.group(1) if m else None

torch.manual_seed(8)
rotulos = []
with open("amostras_sc.txt", "w", encoding="utf-8") as f:
    for i in range(10):
        s = resp(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
        rotulos.append(extract_label(s))
        f.write(f"{i+1}) {s.strip()}\\n")
print(open("amostras_sc.txt", encoding="utf-8").read())
c = Counter(r for r in rotulos if r)
print("rotulos:", rotulos)
print("POSITIVO:", c["POSITIVO"], "NEGATIVO:", c["NEGATIVO"], "sem rotulo:", rotulos.count(None))
print("voto final:", c.most_common(1)[0][0] if c else "INDETERMINADO")
'''),
    md("## Respostas"),
    md("T.1"), slot("T.1"),
    md("T.2"), slot("T.2"),
    md("T.3"), slot("T.3"),
    md("T.4"), slot("T.4"),
    md("T.5"), slot("T.5"),
]

COLAB = ("tp51", "fs51", "tpl51", "cot53")


def main(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in NB.items():
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        if name.startswith(COLAB):
            nb.metadata["colab"] = {"provenance": [], "gpuType": "T4"}
            nb.metadata["accelerator"] = "GPU"
        nbformat.write(nb, out / f"{name}.ipynb")
    print(len(NB), "notebooks written to", out)


if __name__ == "__main__":
    main(sys.argv[1])
