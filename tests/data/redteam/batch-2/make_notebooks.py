"""Build the unexecuted batch-2 student notebooks.

usage: python make_notebooks.py OUTDIR

Every notebook's first code cell is `MODEL_NAME = ...` tagged `parameters` so papermill can
inject the local model path. Answer slots are markdown (or code) cells whose source is
`<<ANSWER:slot>>`; add_answers.py fills them after execution from answers_text.py.
Cells tagged `raises-exception` are the student's failing attempts (papermill goes on).
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
    return (md if kind == "md" else code)(f"<<ANSWER:{name}>>", tags)


def params(model="gpt2"):
    return code(f'MODEL_NAME = "{model}"', ["parameters"])


PROMPT_TP = "Transformers are models that"

# few-shot / template prompts, exactly as the course notebook builds them
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

NB = {}

# ---------------------------------------------------------------- temperature-top-p
NB["tp21-fstring-topk0-prose"] = [
    md("# Atividade 4.15 — temperatura e top-p\nAluna: Marina S.\n\n(rodei no Colab, T4)"),
    params(),
    code('''
# !pip install -q transformers   # no colab já vem
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
model.eval()
prompt = "Transformers are models that"
'''),
    code('''
def gera(temp, p, seed):
    # sem top-k: quero ver SÓ o efeito de temperatura e top-p (top_k=0 desliga o top-k)
    torch.manual_seed(seed)
    enc = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, do_sample=True, temperature=temp, top_p=p, top_k=0,
                             max_new_tokens=80, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    md("## Parte A"),
    code('''
for nome, T, seed in [("A1", 0.2, 11), ("A2", 0.7, 22), ("A3", 1.0, 33)]:
    txt = gera(T, 0.9, seed)
    print(f"{nome} (T={T}, top_p=0.9) → {txt}")
    print()
'''),
    md("## Parte B"),
    code('''
for nome, p, seed in [("B1", 0.3, 44), ("B2", 0.6, 55), ("B3", 0.9, 66)]:
    txt = gera(0.7, p, seed)
    print(f"{nome} (T=0.7, top_p={p}) → {txt}")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

NB["tp22-json-answers-above-emoji"] = [
    md("# 🔥 Prática 4.15 — Temperatura & Top-p"),
    md("_(respostas primeiro, o código e as saídas estão logo abaixo)_"),
    slot("all"),
    md("---\n## Código"),
    params(),
    code('''
import json
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

device = "cuda" if torch.cuda.is_available() else "cpu"
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).to(device).eval()

PROMPT = "Transformers are models that"

def continuar(temperature, top_p):
    ids = tokenizer(PROMPT, return_tensors="pt").to(device)
    with torch.inference_mode():
        out = model.generate(**ids, max_new_tokens=80, do_sample=True,
                             temperature=temperature, top_p=top_p,
                             pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(out[0], skip_special_tokens=True)
'''),
    code('''
configs = {
    "A1 conservadora (T=0.2, p=0.9)": (0.2, 0.9),
    "A2 meio-termo (T=0.7, p=0.9)": (0.7, 0.9),
    "A3 a mais criativa (T=1.0, p=0.9)": (1.0, 0.9),
    "B1 top-p 0.3 (T=0.7)": (0.7, 0.3),
    "B2 top-p 0.6 (T=0.7)": (0.7, 0.6),
    "B3 top-p 0.9 (T=0.7)": (0.7, 0.9),
}
resultados = {nome: continuar(*tp) for nome, tp in configs.items()}
print(json.dumps(resultados, indent=2, ensure_ascii=False))
'''),
]

NB["tp23-truncated-list-fabricated"] = [
    md("# Lab 4.15 - temperatura / top-p\n\nGrupo: João P. e Rafael M."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
torch.manual_seed(2024)
'''),
    code('''
def generate_text(prompt, temperature, top_p, max_new_tokens=80):
    inputs = tokenizer(prompt, return_tensors="pt")
    output_ids = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=True,
                                temperature=temperature, top_p=top_p,
                                pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(output_ids[0], skip_special_tokens=True)

prompt = "Transformers are models that"
'''),
    md("## Parte A — temperatura"),
    code('''
resultados = []
for temp in [0.2, 0.7, 1.0]:
    resultados.append({"temp": temp, "texto": generate_text(prompt, temp, 0.9)})

# só os 200 primeiros caracteres pra não poluir
for r in resultados:
    print(f"temp={r['temp']}:", r["texto"][:200] + "...")
'''),
    md("## Parte B — top-p"),
    code('''
saidas_b = [generate_text(prompt, 0.7, p) for p in [0.3, 0.6, 0.9]]
print(saidas_b)
'''),
    slot("answers"),
]

NB["tp24-traceback-rerun-reppenalty"] = [
    md("# Inference lab (4.15) — temperature / top-p\n*Lucas — rodei duas vezes porque o Colab caiu no meio*"),
    params(),
    code('''
# !pip install -q transformers rich
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, set_seed
'''),
    code('''
# tentativa 1
set_seed(7)
print(gerar(0.2, 0.9))
''', ["raises-exception"]),
    code('''
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"

def gerar(temperature, top_p, **extra):
    enc = tokenizer(PROMPT, return_tensors="pt")
    with torch.inference_mode():
        ids = model.generate(**enc, max_new_tokens=80, temperature=temperature, top_p=top_p,
                             do_sample=True, pad_token_id=tokenizer.eos_token_id, **extra)
    return tokenizer.decode(ids[0], skip_special_tokens=True)
'''),
    md("## Part A"),
    code('''
set_seed(7)
for t in (0.2, 0.7, 1.0):
    print("=" * 30, f"temperature {t}", "=" * 30)
    print(gerar(t, 0.9))
'''),
    md("## Part B"),
    code('''
for p in (0.3, 0.6, 0.9):
    print("=" * 30, f"top_p {p} (temp 0.7)", "=" * 30)
    print(gerar(0.7, p))
'''),
    md("## Bônus: greedy com e sem repetition_penalty (curiosidade minha)"),
    code('''
enc = tokenizer(PROMPT, return_tensors="pt")
for rp in (1.0, 1.3):
    ids = model.generate(**enc, max_new_tokens=60, do_sample=False, repetition_penalty=rp,
                         pad_token_id=tokenizer.eos_token_id)
    print(f"--- greedy, repetition_penalty={rp} ---")
    print(tokenizer.decode(ids[0], skip_special_tokens=True))
'''),
    md("## Answers / Respostas\n\n### Parte A"),
    slot("A"),
    md("### Parte B"),
    slot("B"),
    md("### Parte D"),
    slot("D"),
]

NB["tp25-fp16-repr-seedlist-typos"] = [
    md("# Prática — temperatura e top-p\n\nUsei float16 pra caber junto com o resto na GPU."),
    params(),
    code('''
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME, torch_dtype=torch.float16)
model.eval()
print(model.dtype)
'''),
    code('''
PROMPT = "Transformers are models that"
SEEDS = [0, 1, 2]   # 3 amostras por configuração

def amostras(temperature, top_p):
    res = []
    for s in SEEDS:
        torch.manual_seed(s)
        x = tokenizer(PROMPT, return_tensors="pt")
        y = model.generate(**x, do_sample=True, temperature=temperature, top_p=top_p,
                           max_new_tokens=80, pad_token_id=tokenizer.eos_token_id)
        res.append(tokenizer.decode(y[0, x.input_ids.shape[1]:], skip_special_tokens=True))
    return res
'''),
    md("### Parte A (top-p = 0.9)"),
    code('''
for nome, t in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
    print(f"##### {nome}  temperatura={t}")
    for s, txt in zip(SEEDS, amostras(t, 0.9)):
        print(f"seed {s}:", repr(txt))
'''),
    md("### Parte B (temperatura = 0.7)"),
    code('''
for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    print(f"##### {nome}  top_p={p}")
    for s, txt in zip(SEEDS, amostras(0.7, p)):
        print(f"seed {s}:", repr(txt))
'''),
    md("## Questões"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
NB["cot21-details-html-en"] = [
    md("# Part C — chain of thought (style vs correctness)\nBeatriz L."),
    params(),
    code('''
import html
import torch
from IPython.display import HTML, display
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
'''),
    code('''
def sample(prompt, max_new_tokens, seed):
    torch.manual_seed(seed)
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, do_sample=True, temperature=0.7, top_p=0.9,
                             max_new_tokens=max_new_tokens, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(out[0], skip_special_tokens=True)

runs = {"P1": ("What is 27 + 58?", 40), "P2": ("Solve step by step: 27 + 58.", 80)}
blocks = []
for name, (prompt, n) in runs.items():
    for i, seed in enumerate([5, 6], start=1):
        text = sample(prompt, n, seed)
        blocks.append(f"<details open><summary><b>{name} — sample {i}</b> (seed {seed})</summary>"
                      f"<pre>{html.escape(text)}</pre></details>")
display(HTML("\\n".join(blocks)))
'''),
    md("## My answers"),
    slot("all"),
]

NB["cot22-topk0-prose"] = [
    md("# 4.15 parte C\n\n"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
torch.manual_seed(27)
'''),
    code('''
def roda(prompt, n):
    e = tok(prompt, return_tensors="pt")
    o = lm.generate(e.input_ids, attention_mask=e.attention_mask, do_sample=True,
                    temperature=0.7, top_p=0.9, top_k=0, max_new_tokens=n,
                    pad_token_id=tok.eos_token_id)
    return tok.decode(o[0], skip_special_tokens=True)

p1 = roda("What is 27 + 58?", 40)
p2 = roda("Solve step by step: 27 + 58.", 80)
print("P1 (direto) ->", p1)
print()
print("P2 (passo a passo) ->", p2)
'''),
    slot("all"),
]

NB["cot23-p2-greedy-abc"] = [
    md("# Chain-of-thought: estilo vs correção\n\nTemperatura 0.7 e top-p 0.9 nos dois prompts."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).to(device).eval()

TEMP, TOP_P = 0.7, 0.9

def generate_text(prompt, max_new_tokens, do_sample=True):
    inputs = tokenizer(prompt, return_tensors="pt").to(device)
    with torch.inference_mode():
        ids = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=do_sample,
                             temperature=TEMP if do_sample else None,
                             top_p=TOP_P if do_sample else None,
                             pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(ids[0], skip_special_tokens=True)
'''),
    code('''
print("=== P1 direto ===")
print(generate_text("What is 27 + 58?", 40))
'''),
    code('''
# passo a passo: deixei determinístico pra poder comparar sempre a mesma resposta
print("=== P2 passo a passo ===")
print(generate_text("Solve step by step: 27 + 58.", 80, do_sample=False))
'''),
    md("## Respostas"),
    slot("all"),
]

NB["cot24-emoji-outoforder-8512"] = [
    md("# ✏️ Parte C — CoT"),
    params(),
    code('''
#!pip install transformers==4.* -q
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
'''),
    code('''
def gen(prompt, n, seed=None):
    if seed is not None:
        torch.manual_seed(seed)
    x = tokenizer(prompt, return_tensors="pt")
    y = model.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                       pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(y[0][x.input_ids.shape[1]:], skip_special_tokens=True)
'''),
    code('''
out_p1 = gen("What is 27 + 58?", 40, seed=5)
print(f"P1 → {out_p1!r}")
'''),
    code('''
out_p2 = gen("Solve step by step: 27 + 58.", 80, seed=2)
print(f"P2 → {out_p2!r}")
'''),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
SWITCH_LOAD = '''
from transformers import AutoConfig, AutoTokenizer, pipeline
cfg = AutoConfig.from_pretrained(MODEL_NAME)
tarefa = "text2text-generation" if cfg.is_encoder_decoder else "text-generation"
gerador = pipeline(tarefa, model=MODEL_NAME)
'''

NB["fs21-pipeline-json-traceback"] = [
    md("# Cap. 5 — few-shot e in-context learning\nGuilherme T."),
    params("google/flan-t5-small"),
    code('''
import json
import torch
''' + SWITCH_LOAD + '''
def responder(prompt):
    kw = dict(do_sample=False, max_new_tokens=8)
    if tarefa == "text-generation":
        kw["return_full_text"] = False
    return gerador(prompt, **kw)[0]["generated_text"]
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + "\n"),
    code('''
minha_variacao = few_shot.replace("Adorei, foi excelente e emocionante.",
                                  "Que filme lindo, chorei no final.")
saidas = {
    "zero_shot": responder(zero_shot),
    "few_shot": responder(few_shot),
    "variacao": responder(minha_variacao),
}
print(json.dumps(saidas, indent=2, ensure_ascii=False))
'''),
    md("## 5.8 Janela de contexto"),
    code('''
from transformers import AutoConfig
gpt2_cfg = AutoConfig.from_pretrained("gpt2", local_files_only=True)
print("Janela GPT-2:", gpt2_cfg.n_positions)
''', ["raises-exception"]),
    md("(não consegui baixar o config do gpt2 aqui, então usei o valor do livro, seção 5.8.2)"),
    md("## Respostas"),
    slot("all"),
]

NB["fs22-bookcopy-repr"] = [
    md("# Few-shot / ICL (5.5 e 5.8)"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
try:
    model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_NAME)
    seq2seq = True
except ValueError:          # o modelo do corretor é causal
    model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
    seq2seq = False
model.eval()

def generate_t5(prompt, max_new_tokens=8):
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, do_sample=False, num_beams=1, max_new_tokens=max_new_tokens,
                             pad_token_id=tokenizer.eos_token_id)
    if not seq2seq:
        out = out[:, enc.input_ids.shape[1]:]
    return tokenizer.decode(out[0], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + ZS + '''

print("zero-shot:", repr(generate_t5(zero_shot)))
'''),
    code(FS + '''

print("few-shot:", repr(generate_t5(few_shot)))
'''),
    code('''
# variação: inverti a ordem das demonstrações (NEGATIVO primeiro)
variacao = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
print("variação:", repr(generate_t5(variacao)))
'''),
    md("**F.1** Copie exatamente as saídas zero-shot e few-shot que você obteve."),
    slot("F.1"),
    md("**F.2** Quais saídas seguiram o formato de rótulo?"),
    slot("F.2"),
    md("**F.3** Algum peso do modelo foi atualizado?"),
    slot("F.3"),
    md("**F.4** A saída mudou na variação?"),
    slot("F.4"),
    md("**F.5** Janela de contexto do GPT-2"),
    slot("F.5"),
]

NB["fs23-tryexcept-thirddemo-en"] = [
    md("# Few-shot prompting and in-context learning (ch. 5)\n*Ana Clara R. — answers in English, ok'd by the TA*"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, AutoModelForSeq2SeqLM

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME) if "t5" not in MODEL_NAME \\
    else AutoModelForSeq2SeqLM.from_pretrained(MODEL_NAME)
is_causal = "t5" not in MODEL_NAME
print(type(model).__name__)
'''),
    code('''
def run(prompt, max_new_tokens=8):
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        ids = model.generate(**enc, do_sample=False, max_new_tokens=max_new_tokens,
                             pad_token_id=tokenizer.eos_token_id)
    if is_causal:
        ids = ids[:, enc["input_ids"].shape[1]:]
    return tokenizer.decode(ids[0], skip_special_tokens=True)

''' + TASK + "\n\n" + ZS + "\n\n" + FS + '''

print("[ZERO-SHOT] ->", run(zero_shot))
print("[FEW-SHOT]  ->", run(few_shot))
'''),
    md("### My variation: a third demonstration (another positive one) before the target"),
    code('''
variation = f"""{task}

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Que experiência incrível, quero ver de novo!"
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
print("[VARIATION] ->", run(variation))
'''),
    code('''
# context window of the model I actually loaded (not GPT-2!)
print("max_position_embeddings:", getattr(model.config, "max_position_embeddings", None))
print("n_positions:", getattr(model.config, "n_positions", None))
'''),
    md("## Answers"),
    slot("all"),
]

NB["fs24-starter-var-unchanged"] = [
    md("# Few-shot e in-context learning (capítulo 5, seções 5.5 e 5.8)", ["title"]),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForCausalLM, AutoModelForSeq2SeqLM

def load_model(name):
    cls = AutoModelForSeq2SeqLM if AutoConfig.from_pretrained(name).is_encoder_decoder else AutoModelForCausalLM
    return cls.from_pretrained(name).eval(), AutoTokenizer.from_pretrained(name)

def generate(model, tokenizer, prompt, run, do_sample=False, max_new_tokens=8):
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, do_sample=do_sample, max_new_tokens=max_new_tokens,
                             pad_token_id=tokenizer.eos_token_id)
    if not model.config.is_encoder_decoder:
        out = out[:, enc.input_ids.shape[1]:]
    texto = tokenizer.decode(out[0], skip_special_tokens=True)
    print(f"[{run}]", texto)
    return texto

model, tokenizer = load_model(MODEL_NAME)
task = "Classifique o sentimento como POSITIVO ou NEGATIVO."
''', ["setup"]),
    md("## 5.5.1 Zero-shot", ["part-zero-shot"]),
    code(ZS + '''

saida_ZS = generate(model, tokenizer, zero_shot, run="ZS", do_sample=False, max_new_tokens=8)
''', ["run-ZS"]),
    md("## 5.5.3 Few-shot", ["part-few-shot"]),
    code(FS + '''

saida_FS = generate(model, tokenizer, few_shot, run="FS", do_sample=False, max_new_tokens=8)
''', ["run-FS"]),
    md("### F.1\n\nCopie exatamente as saídas zero-shot e few-shot que você obteve.", ["question-F.1"]),
    slot("F.1", tags=["answer-F.1"]),
    md("### F.2\n\nQuais saídas seguiram o formato de rótulo (uma única palavra, POSITIVO ou NEGATIVO)? Responda zero-shot, few-shot, ambas ou nenhuma.", ["question-F.2"]),
    slot("F.2", tags=["answer-F.2"]),
    md("### F.3\n\nAlgum peso do modelo foi atualizado ao passar os exemplos no prompt? Responda sim ou não e explique.", ["question-F.3"]),
    slot("F.3", tags=["answer-F.3"]),
    md("## A sua variação", ["part-variation"]),
    code('''
minha_variacao = few_shot.replace('Texto: "Péssimo, não recomendo para ninguém."',
                                  'Texto: "Horrível, dormi no meio do filme."')

saida_VAR = generate(model, tokenizer, minha_variacao, run="VAR", do_sample=False, max_new_tokens=8)
''', ["run-VAR"]),
    md("### F.4\n\nNa execução VAR você alterou ou reordenou uma demonstração do prompt few-shot. A saída mudou em relação ao few-shot original? Responda sim ou não e descreva o que você alterou.", ["question-F.4"]),
    slot("F.4", tags=["answer-F.4"]),
    md("## 5.8 Limites de contexto", ["part-context"]),
    code('''
GPT2_N_POSITIONS = 1024   # config do gpt2 (n_positions); sem internet aqui, valor do livro
print("Janela GPT-2:", GPT2_N_POSITIONS)
''', ["context"]),
    md("### F.5\n\nQual é a janela de contexto do GPT-2 (n_positions) e o que acontece com os tokens que ficam fora dela?", ["question-F.5"]),
    slot("F.5", tags=["answer-F.5"]),
]

# ---------------------------------------------------------------- template
T5_OR_CAUSAL = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForCausalLM, AutoModelForSeq2SeqLM

enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME).eval()
'''

NB["tpl21-list-handvote"] = [
    md("# 5.6 / 5.7 — template e self-consistency"),
    params("google/flan-t5-small"),
    code(T5_OR_CAUSAL + '''
def gerar(prompt, max_new_tokens, **kw):
    x = tokenizer(prompt, return_tensors="pt")
    with torch.inference_mode():
        y = model.generate(**x, max_new_tokens=max_new_tokens, pad_token_id=tokenizer.eos_token_id, **kw)
    if not enc_dec:
        y = y[:, x["input_ids"].shape[1]:]
    return tokenizer.decode(y[0], skip_special_tokens=True)

''' + TASK),
    code(LOOSE + "\n\n" + STRICT + '''

print("RUIM :", gerar(template_ruim, 16, do_sample=False))
print("BOM  :", gerar(template_bom, 8, do_sample=False))
'''),
    code(SC + '''

torch.manual_seed(0)
amostras = [gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(10)]
print(amostras)
'''),
    code('''
import re
def extrai(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
print([extrai(a) for a in amostras])
'''),
    md("## Respostas\n(a contagem eu fiz na mão olhando a lista de cima)"),
    slot("all"),
]

NB["tpl22-answers-from-previous-run"] = [
    md("# Template + self-consistency\n\nPedro H."),
    params("google/flan-t5-small"),
    code(T5_OR_CAUSAL + TASK + '''

def generate_t5(prompt, max_new_tokens=8, do_sample=True, temperature=0.9, top_p=0.9,
                num_return_sequences=1):
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, max_new_tokens=max_new_tokens, do_sample=do_sample,
                             temperature=temperature if do_sample else None,
                             top_p=top_p if do_sample else None,
                             num_return_sequences=num_return_sequences,
                             pad_token_id=tokenizer.eos_token_id)
    if not enc_dec:
        out = out[:, enc["input_ids"].shape[1]:]
    texts = [tokenizer.decode(o, skip_special_tokens=True) for o in out]
    return texts if num_return_sequences > 1 else texts[0]
'''),
    code(LOOSE + "\n\n" + STRICT + '''

print("--- TEMPLATE RUIM ---")
print(generate_t5(template_ruim, max_new_tokens=16, do_sample=False))
print("--- TEMPLATE BOM ---")
print(generate_t5(template_bom, max_new_tokens=8, do_sample=False))
'''),
    code('''
from collections import Counter
import re

''' + SC + '''

def extract_label(text):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", text.strip().upper())
    return m.group(1) if m else None

samples = generate_t5(prompt_sc, num_return_sequences=10)
print("Amostras brutas:")
for i, s in enumerate(samples, 1):
    print(f"{i:02d}. {s!r}")
labels = [extract_label(s) for s in samples]
counts = Counter(l for l in labels if l)
print("Contagem:", dict(counts), "| sem rótulo:", labels.count(None))
voted = counts.most_common(1)[0][0] if counts else "INDETERMINADO"
print("VOTO FINAL:", voted)
'''),
    md("### T.1"), slot("T.1"),
    md("### T.2"), slot("T.2"),
    md("### T.3"), slot("T.3"),
    md("### T.4"), slot("T.4"),
    md("### T.5"), slot("T.5"),
]

NB["tpl23-fp16-numreturn-mixed"] = [
    md("# Template & self-consistency — ch. 5.6/5.7"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForCausalLM, AutoModelForSeq2SeqLM, set_seed

enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
Cls = AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM
model = Cls.from_pretrained(MODEL_NAME, torch_dtype=torch.float16).eval()   # fp16 pra ir mais rápido
print(model.dtype)

def out_text(prompt, ids):
    if not enc_dec:
        ids = ids[:, tokenizer(prompt, return_tensors="pt").input_ids.shape[1]:]
    return [tokenizer.decode(i, skip_special_tokens=True) for i in ids]
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, tpl, n in [("loose / pouco restritivo", template_ruim, 16), ("strict / restritivo", template_bom, 8)]:
    x = tokenizer(tpl, return_tensors="pt")
    y = model.generate(**x, do_sample=False, max_new_tokens=n, pad_token_id=tokenizer.eos_token_id)
    print(f"{nome}: {out_text(tpl, y)[0]!r}")
'''),
    code(SC + '''

set_seed(43)
x = tokenizer(prompt_sc, return_tensors="pt")
y = model.generate(**x, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8,
                   num_return_sequences=10, pad_token_id=tokenizer.eos_token_id)
amostras = out_text(prompt_sc, y)
for i, a in enumerate(amostras, 1):
    print(f"amostra {i} → {a!r}")
'''),
    code('''
import re, unicodedata
from collections import Counter

def dobrar(t):
    return "".join(c for c in unicodedata.normalize("NFD", t.casefold()) if not unicodedata.combining(c))

def rotulo(a):
    achados = [(m.start(), r) for r in ("POSITIVO", "NEGATIVO")
               for m in [re.search(rf"(?<![^\\W_]){r.lower()}(?![^\\W_])", dobrar(a))] if m]
    return min(achados)[1] if achados else None

rot = [rotulo(a) for a in amostras]
c = Counter(r for r in rot if r)
rank = c.most_common()
voto = "INDETERMINADO" if not rank or (len(rank) > 1 and rank[0][1] == rank[1][1]) else rank[0][0]
print(rot)
print(dict(c), "sem rótulo:", rot.count(None), "→ voto:", voto)
'''),
    md("## Respostas / answers"),
    slot("all"),
]

NB["tpl24-sampled-templates-bookstyle"] = [
    md("# Capítulo 5 — template e self-consistency"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForCausalLM, AutoModelForSeq2SeqLM
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
t5_name = MODEL_NAME
t5_tokenizer = AutoTokenizer.from_pretrained(t5_name)
_seq2seq = AutoConfig.from_pretrained(t5_name).is_encoder_decoder
t5_model = (AutoModelForSeq2SeqLM if _seq2seq else AutoModelForCausalLM).from_pretrained(t5_name).to(device)
t5_model.eval()

# mesma função do notebook do curso
def generate_t5(prompt, max_new_tokens=64, do_sample=True, temperature=0.7, top_p=0.9,
                num_beams=1, num_return_sequences=1):
    inputs = t5_tokenizer(prompt, return_tensors="pt", truncation=True).to(device)
    with torch.inference_mode():
        out_ids = t5_model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=do_sample,
                                    temperature=temperature if do_sample else None,
                                    top_p=top_p if do_sample else None, num_beams=num_beams,
                                    num_return_sequences=num_return_sequences,
                                    pad_token_id=t5_tokenizer.eos_token_id)
    if not _seq2seq:
        out_ids = out_ids[:, inputs["input_ids"].shape[1]:]
    texts = [t5_tokenizer.decode(x, skip_special_tokens=True) for x in out_ids]
    return texts if num_return_sequences > 1 else texts[0]
'''),
    md("## 5.6 O papel do template"),
    code(TASK + "\n\n" + LOOSE + '''

print(generate_t5(template_ruim, max_new_tokens=16))
'''),
    code(STRICT + '''

print(generate_t5(template_bom, max_new_tokens=8))
'''),
    md("## 5.7 Self-consistency"),
    code('''
from collections import Counter
import re

def extract_label(text: str):
    t = text.strip().upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", t)
    return m.group(1) if m else None

''' + SC + '''

samples = [generate_t5(prompt_sc, temperature=0.9, top_p=0.9, max_new_tokens=8) for _ in range(10)]
for i, s in enumerate(samples, 1):
    print(f"{i:02d}. {s}")
labels = [extract_label(s) for s in samples]
counts = Counter(l for l in labels if l is not None)
print("\\nContagem de rótulos (apenas parseados):", dict(counts))
print(f"Não-parseados (sem rótulo claro): {labels.count(None)} / {len(labels)}")
voted = counts.most_common(1)[0][0] if counts else "INDETERMINADO"
print("\\nVOTO FINAL (self-consistency):", voted)
'''),
    md("#### T.1 — saídas dos dois templates"), slot("T.1"),
    md("#### T.2 — qual ficou no formato"), slot("T.2"),
    md("#### T.3 — por quê"), slot("T.3"),
    md("#### T.4 — voto"), slot("T.4"),
    md("#### T.5 — garante?"), slot("T.5"),
]


def main(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in NB.items():
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        if name.startswith(("tp22", "cot24", "tpl24")):
            nb.metadata["colab"] = {"provenance": []}
            nb.metadata["accelerator"] = "GPU"
        nbformat.write(nb, out / f"{name}.ipynb")
    print(len(NB), "notebooks written to", out)


if __name__ == "__main__":
    main(sys.argv[1])
