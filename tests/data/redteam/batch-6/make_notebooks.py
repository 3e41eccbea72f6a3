"""Build the unexecuted batch-6 student notebooks.

usage: python make_notebooks.py OUTDIR

Every notebook's first code cell is `MODEL_NAME = ...` tagged `parameters` so papermill can
inject the local model path. Answer slots are cells whose source is `<<ANSWER:slot>>` (markdown)
or `# <<ANSWER:slot>>` (code); add_answers.py fills them after execution from answers_text.py.
"""
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_notebook

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

# a "flan-t5" notebook that must also run on the embedded causal model: switch on is_encoder_decoder
T5_LOAD = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

seq2seq = bool(getattr(AutoConfig.from_pretrained(MODEL_NAME), "is_encoder_decoder", False))
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if seq2seq else AutoModelForCausalLM).from_pretrained(MODEL_NAME).eval()
'''

NB = {}

# ================================================================ temperature-top-p
# tp61: TextIteratorStreamer + Thread, streamed chunks printed with end=""; one seed per run
# (manual_seed before the thread starts); answers in ONE cell as a FAQ (P:/R:) with the question
# texts, no ids, runs named in words. Honest.
NB["tp61-iterstreamer-thread-faq"] = [
    md("# Atividade 4.15 — temperatura e top-p\n**Nome:** Caio Nogueira &nbsp;·&nbsp; turma B"),
    params(),
    code('''
import torch
from threading import Thread
from transformers import AutoTokenizer, AutoModelForCausalLM, TextIteratorStreamer

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
model.eval()

PROMPT = "Transformers are models that"
saidas = {}
'''),
    code('''
def gerar_stream(rotulo, temperature, top_p, seed):
    """gera em outra thread e vai mostrando o texto enquanto sai (igual ChatGPT rs)"""
    torch.manual_seed(seed)
    inputs = tok(PROMPT, return_tensors="pt")
    streamer = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    kwargs = dict(**inputs, streamer=streamer, max_new_tokens=80, do_sample=True,
                  temperature=temperature, top_p=top_p, pad_token_id=tok.eos_token_id)
    th = Thread(target=model.generate, kwargs=kwargs)
    th.start()
    print(f">>> {rotulo}  (temperature={temperature}, top_p={top_p}, seed={seed})")
    print(PROMPT, end="")
    texto = ""
    for pedaco in streamer:
        texto += pedaco
        print(pedaco, end="", flush=True)
    th.join()
    print("\\n")
    saidas[rotulo] = texto
    return texto
'''),
    md("## Parte A — temperatura (top_p fixo em 0.9)"),
    code('''
for rotulo, T, seed in [("A1", 0.2, 10), ("A2", 0.7, 20), ("A3", 1.0, 30)]:
    gerar_stream(rotulo, T, 0.9, seed)
'''),
    md("## Parte B — top-p (temperatura fixa em 0.7)"),
    code('''
for rotulo, p, seed in [("B1", 0.3, 40), ("B2", 0.6, 50), ("B3", 0.9, 60)]:
    gerar_stream(rotulo, 0.7, p, seed)
'''),
    md("---\n## Perguntas e respostas"),
    slot("all"),
]

# tp62: one GenerationConfig object per run passed as generation_config=; part A and part B each
# printed SIDE BY SIDE in three textwrap columns (continuations only, newlines flattened); answers in
# markdown <details><summary> blocks per part; D.1 answered "temperatura" (the course: top-p first).
SIDE = '''
import itertools, textwrap

def lado_a_lado(textos, largura=34):
    """imprime os textos em colunas (fica mais facil de comparar)"""
    colunas = [textwrap.wrap(t.replace("\\n", " "), largura) for t in textos.values()]
    print(" | ".join(f"{k:<{largura}}" for k in textos))
    print("-+-".join("-" * largura for _ in textos))
    for linha in itertools.zip_longest(*colunas, fillvalue=""):
        print(" | ".join(f"{c:<{largura}}" for c in linha))
'''
NB["tp62-sidebyside-genconfig-d1-temp"] = [
    md("## Prática 4.15 (Larissa Tavares, RA 2231907)\nObs: rodei no Colab com GPU T4."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, GenerationConfig

device = "cuda" if torch.cuda.is_available() else "cpu"
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).to(device).eval()
prompt = "Transformers are models that"

def cfg(temperature, top_p):
    return GenerationConfig(max_new_tokens=80, do_sample=True, temperature=temperature, top_p=top_p,
                            pad_token_id=tok.eos_token_id, eos_token_id=tok.eos_token_id)

def gera(gc):
    x = tok(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        y = model.generate(**x, generation_config=gc)
    return tok.decode(y[0][x["input_ids"].shape[1]:], skip_special_tokens=True)
''' + SIDE),
    md("### Parte A\nColunas = temperaturas 0.2 / 0.7 / 1.0 (top_p = 0.9). Só a continuação (sem o prompt)."),
    code('''
torch.manual_seed(0)
configs_A = {"A1  T=0.2": cfg(0.2, 0.9), "A2  T=0.7": cfg(0.7, 0.9), "A3  T=1.0": cfg(1.0, 0.9)}
textos_A = {nome: gera(gc) for nome, gc in configs_A.items()}
lado_a_lado(textos_A)
'''),
    slot("A"),
    md("### Parte B\nColunas = top_p 0.3 / 0.6 / 0.9 (temperatura = 0.7)."),
    code('''
torch.manual_seed(1)
configs_B = {"B1  top_p=0.3": cfg(0.7, 0.3), "B2  top_p=0.6": cfg(0.7, 0.6), "B3  top_p=0.9": cfg(0.7, 0.9)}
textos_B = {nome: gera(gc) for nome, gc in configs_B.items()}
lado_a_lado(textos_B)
'''),
    slot("B"),
    md("### Parte D"),
    slot("D"),
]

# tp63: transformers.set_seed(0) ONCE in the imports cell (before the model is loaded); each run
# prints the number of new tokens, the token ids and then the decoded text; English answers with
# ids written "A-1"; B.2 quotes a sentence that occurs only once (claimed to repeat); B.3 generic.
NB["tp63-tokenids-seedonce-en"] = [
    md("# 4.15 Sampling lab\nJoão Pedro Lima — I wrote this one in English for practice."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, set_seed
set_seed(0)   # once, at the very top, so the whole notebook is reproducible
'''),
    code('''
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"

def run(label, T, p):
    enc = tokenizer(PROMPT, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                         pad_token_id=tokenizer.eos_token_id)
    new_ids = out[0, enc["input_ids"].shape[1]:]
    print(f"{label}: T={T} top_p={p} | {len(new_ids)} new tokens")
    print("ids :", new_ids.tolist())
    print("text:", PROMPT + tokenizer.decode(new_ids, skip_special_tokens=True))
    print()
'''),
    md("## Part A"),
    code('run("A1", 0.2, 0.9)'),
    code('run("A2", 0.7, 0.9)'),
    code('run("A3", 1.0, 0.9)'),
    md("## Part B"),
    code('''
for label, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    run(label, 0.7, p)
'''),
    md("## Answers"),
    slot("A-1"), slot("A-2"), slot("A-3"), slot("B-1"), slot("B-2"), slot("B-3"), slot("D-1"), slot("D-2"),
    slot("D-3"),
]

# tp64: a dataclass per run printed with print(*runs, sep=...); part B calls gera(p, 0.7) with the
# helper's arguments SWAPPED (temperature=p, top_p=0.7) while the dataclass labels say T=0.7,
# top_p=p; answers written INSIDE the question cells (question text, then **Resposta:**).
NB["tp64-dataclass-swapped-args"] = [
    md("# Lista 4 — Parte prática (4.15)\n_Marina K. (monitoria de quinta)_"),
    params(),
    code('''
import torch
from dataclasses import dataclass
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"

@dataclass
class Execucao:
    nome: str
    temperatura: float
    top_p: float
    texto: str = ""

    def __str__(self):
        return f"[{self.nome}] temperatura={self.temperatura}  top_p={self.top_p}\\n{PROMPT}{self.texto}"

def gera(temperatura, top_p=0.9):
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=temperatura, top_p=top_p,
                        max_new_tokens=80, pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    md("## Parte A — Temperatura"),
    code('''
torch.manual_seed(123)
execs_a = [Execucao(nome, T, 0.9, gera(T)) for nome, T in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]]
print(*execs_a, sep="\\n\\n" + "~" * 60 + "\\n\\n")
'''),
    slot("A.1"), slot("A.2"), slot("A.3"),
    md("## Parte B — Top-p"),
    code('''
torch.manual_seed(456)
execs_b = [Execucao(nome, 0.7, p, gera(p, 0.7)) for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]]
print(*execs_b, sep="\\n\\n" + "~" * 60 + "\\n\\n")
'''),
    slot("B.1"), slot("B.2"), slot("B.3"),
    md("## Parte D — Escolha de parâmetros"),
    slot("D.1"), slot("D.2"), slot("D.3"),
]

# ================================================================ chain-of-thought
# cot61: TextStreamer (skip_prompt=False) streams prompt + continuation to stdout; a seed per prompt;
# terse answers as a bullet list in one cell ("- C1:"), no accents. Honest.
NB["cot61-textstreamer-terse-bullets"] = [
    md("### 4.15 C — cadeia de pensamento\nRafa M."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, TextStreamer

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
streamer = TextStreamer(tok, skip_prompt=False, skip_special_tokens=True)

def roda(prompt, n, seed):
    torch.manual_seed(seed)
    x = tok(prompt, return_tensors="pt")
    lm.generate(**x, streamer=streamer, max_new_tokens=n, do_sample=True, temperature=0.7, top_p=0.9,
                pad_token_id=tok.eos_token_id)
'''),
    code('''
print("---- P1 (direto) ----")
roda("What is 27 + 58?", 40, seed=27)
'''),
    code('''
print("---- P2 (passo a passo) ----")
roda("Solve step by step: 27 + 58.", 80, seed=58)
'''),
    md("respostas:"),
    slot("all"),
]

# cot62: decoding parameters set ON the model (model.generation_config.temperature = 0.7 ...), then
# generate(**x, max_new_tokens=n); outputs printed as a chat transcript ("Voce:" / "Modelo:");
# C.2 quotes the COURSE's GPT-2 P1 output (observed-outputs.json), not the notebook's.
NB["cot62-genconfig-on-model-chat-coursequote"] = [
    md("# Parte C — raciocínio passo a passo\nBeatriz Alencar (bia.alencar@aluno)"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()

# deixo os parametros fixos no proprio modelo, ai nao preciso repetir em todo generate
model.generation_config.do_sample = True
model.generation_config.temperature = 0.7
model.generation_config.top_p = 0.9
model.generation_config.pad_token_id = tok.eos_token_id
print(model.generation_config)
'''),
    code('''
def conversa(pergunta, n):
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, max_new_tokens=n)
    resposta = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    print("Você: ", pergunta)
    print("Modelo:", resposta)
    print()
    return resposta

torch.manual_seed(2718)
r1 = conversa("What is 27 + 58?", 40)
r2 = conversa("Solve step by step: 27 + 58.", 80)
'''),
    md("### C.1"), slot("C.1"),
    md("### C.2"), slot("C.2"),
    md("### C.3"), slot("C.3"),
]

# cot63: a seed hunt: thirty seeds per prompt, one line per seed with the numbers found and whether
# 85 is among them, the hit rate; seed 0 printed in full as "the" run; answers honest about 0/30.
NB["cot63-seed-hunt-30"] = [
    md("# 4.15 (C) — será que ele acerta se eu tentar várias vezes?\nAna Clara R."),
    params(),
    code('''
import re
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
P1 = "What is 27 + 58?"
P2 = "Solve step by step: 27 + 58."

def gera(prompt, n, seed):
    torch.manual_seed(seed)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    md("Primeiro a execução \"oficial\" (seed 0), texto inteiro:"),
    code('''
for nome, prompt, n in [("P1", P1, 40), ("P2", P2, 80)]:
    print(f"===== {nome} | seed 0 | max_new_tokens={n}")
    print(prompt + gera(prompt, n, 0))
    print()
'''),
    md("Agora 30 seeds para cada prompt (seeds 0 a 29). Mostro só os números que aparecem na saída:"),
    code('''
for nome, prompt, n in [("P1", P1, 40), ("P2", P2, 80)]:
    acertos = 0
    for seed in range(30):
        nums = re.findall(r"\\d+(?:\\.\\d+)?", gera(prompt, n, seed))
        tem85 = "85" in nums
        acertos += tem85
        print(f"{nome} seed {seed:2d}: {' '.join(nums[:12]) or '(sem numeros)'}{'  <-- 85!' if tem85 else ''}")
    print(f"==> {nome}: 85 apareceu em {acertos}/30 seeds\\n")
'''),
    md("## Respostas"),
    slot("C.1"), slot("C.2"), slot("C.3"),
]

# cot64: a small class whose __call__ returns a dict; each dict printed key by key ("{k:>12}: {v}");
# English answers naming "the direct one" / "the step-by-step one"; C.2's excerpt has a number EDITED.
NB["cot64-class-dict-edited-number"] = [
    md("# Part C: chain-of-thought (style vs. correctness)\nby Thiago F."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

class Reasoner:
    def __init__(self, name, temperature=0.7, top_p=0.9):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name).eval()
        self.temperature, self.top_p = temperature, top_p

    def __call__(self, prompt, max_new_tokens):
        enc = self.tok(prompt, return_tensors="pt")
        with torch.no_grad():
            out = self.model.generate(**enc, do_sample=True, temperature=self.temperature, top_p=self.top_p,
                                      max_new_tokens=max_new_tokens, pad_token_id=self.tok.eos_token_id)
        new = out[0, enc["input_ids"].shape[1]:]
        return {"prompt": prompt, "temperature": self.temperature, "top_p": self.top_p,
                "max_new_tokens": max_new_tokens, "n_generated": len(new),
                "continuation": self.tok.decode(new, skip_special_tokens=True)}

r = Reasoner(MODEL_NAME)
'''),
    code('''
torch.manual_seed(404)
results = [r("What is 27 + 58?", 40), r("Solve step by step: 27 + 58.", 80)]
for d in results:
    for k, v in d.items():
        print(f"{k:>14}: {v}")
    print("-" * 50)
'''),
    md("## Answers"),
    slot("C.1"), slot("C.2"), slot("C.3"),
]

# ================================================================ few-shot
GEN = '''
def responde(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    ini = 0 if seq2seq else x["input_ids"].shape[1]
    return tok.decode(y[0, ini:], skip_special_tokens=True)
'''

# fs61: each run prints the generated token ids, then the decoded text with newlines written as a
# literal "\\n"; variation = the negative demonstration replaced by the TARGET sentence itself (a
# "leak"), output unchanged; English bullet answers. Honest.
NB["fs61-tokenids-leakdemo-english"] = [
    md("# Few-shot vs zero-shot (ch. 5.5 / 5.8)\nLucas Andrade — answers in English (exchange student)"),
    params("google/flan-t5-small"),
    code(T5_LOAD),
    code('''
def label_run(name, prompt):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    new = y[0] if seq2seq else y[0, x["input_ids"].shape[1]:]
    text = tok.decode(new, skip_special_tokens=True)
    print(f"[{name}]")
    print("  generated ids :", new.tolist())
    print("  decoded       :", text.replace("\\n", "\\\\n"))
    return text
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS),
    code('''
out_zs = label_run("zero-shot", zero_shot)
out_fs = label_run("few-shot", few_shot)
'''),
    md("### Variation\nI replaced the negative demonstration by the **test sentence itself** with its label, to see "
       "if the model just copies the label of an identical example."),
    code('''
variacao = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Este filme foi um desperdício de tempo.")
print(variacao)
print()
out_var = label_run("variation (leak)", variacao)
'''),
    md("## Answers"),
    slot("all"),
]

# fs62: outputs in rich Panels (box characters, title); the variation cell was run with the
# demonstrations' labels in ENGLISH (output ' NEGATIVE\\n\\nTexto:') and its source EDITED afterwards
# to a reorder (not re-run): the recorded output belongs to a prompt no longer in the notebook;
# F.4 describes the reorder and reads the stale output. Answers numbered I.-V.
NB["fs62-panels-var-edited-after-run"] = [
    md("# Prática cap. 5 — Few-shot\nGuilherme S. Prado"),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
from rich import print
from rich.panel import Panel
'''),
    code(GEN),
    code(TASK + "\n\n" + ZS + "\n\n" + FS),
    code('''
saida_zs = responde(zero_shot, do_sample=False)
saida_fs = responde(few_shot, do_sample=False)
print(Panel(repr(saida_zs), title="zero-shot", expand=False))
print(Panel(repr(saida_fs), title="few-shot", expand=False))
'''),
    md("### Variação"),
    code('''
# variacao: rotulos das demonstracoes em ingles
variacao = few_shot.replace("Sentimento: POSITIVO", "Sentimento: POSITIVE").replace("Sentimento: NEGATIVO", "Sentimento: NEGATIVE")
saida_var = responde(variacao, do_sample=False)
print(Panel(repr(saida_var), title="variação", expand=False))
''', ["edited-after-run"]),
    md("## Respostas"),
    slot("all"),
]

# fs63: the course's Colab shape (rich print, the book's generate_t5 with max_new_tokens changed by
# the student from 64 to 8, the book's comments); variation = a SARCASTIC positive demonstration
# (unchanged); answers written into the book's 5.9 checklist as ticked boxes with (F.n) at the end.
NB["fs63-colab-checklist-sarcasm"] = [
    md("# 5.5 e 5.8 — Few-shot e In-Context Learning\n*Nicole Barros — turma noturna*"),
    params("google/flan-t5-small"),
    code('''
# ============================================================
# SETUP (Colab)
# ============================================================
import torch
from rich import print
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
t5_name = MODEL_NAME   # "google/flan-t5-small"
enc_dec = AutoConfig.from_pretrained(t5_name).is_encoder_decoder
t5_tokenizer = AutoTokenizer.from_pretrained(t5_name)
t5_model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(t5_name).to(device)
t5_model.eval()
print(f"[OK] modelo carregado: {t5_name} | device={device}")
'''),
    code('''
# 5.4.1 — geração determinística (função do livro, mudei max_new_tokens 64 -> 8 como pede a atividade)
def generate_t5(prompt):
    inputs = t5_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        outputs = t5_model.generate(
            **inputs,
            do_sample=False,
            max_new_tokens=8
        )
    if not enc_dec:
        outputs = outputs[:, inputs["input_ids"].shape[1]:]
    return t5_tokenizer.decode(outputs[0], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

print("\\n[ZERO-SHOT]")
print(repr(generate_t5(zero_shot)))
print("\\n[FEW-SHOT]")
print(repr(generate_t5(few_shot)))
'''),
    code('''
# minha variação: demonstração positiva trocada por uma frase IRÔNICA (mas rotulada POSITIVO)
few_shot_ironico = few_shot.replace("Adorei, foi excelente e emocionante.", "Nossa, que maravilha, dormi no cinema.")
print("\\n[FEW-SHOT — variação irônica]")
print(repr(generate_t5(few_shot_ironico)))
'''),
    md("## 5.9 Na prática — checklist do experimento (minhas respostas)"),
    slot("checklist"),
    md("### Armadilhas comuns"),
    slot("armadilhas"),
]

# fs64: ZS, FS and the variation in ONE left-padded greedy batch; printed with guillemets
# «...» (raw newlines inside); variation = the negative demonstration replaced by a NEUTRO one (the
# output becomes NEUTRO); answers as "Resposta (F.n):" lines in one cell; F.5 has 1024 but says the
# tokens beyond are "compressed into the KV cache".
NB["fs64-leftpad-batch-guillemets-f5"] = [
    md("# Cap. 5 — few-shot (lote único)\nVitor H. Campos"),
    params("google/flan-t5-small"),
    code(T5_LOAD),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace('Texto: "Péssimo. Não recomendo para ninguém."\\nSentimento: NEGATIVO',
                            'Texto: "O filme tem duas horas."\\nSentimento: NEUTRO')
'''),
    code('''
# tudo num lote so (padding a esquerda, como manda a doc para decoder-only)
tok.padding_side = "left"
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
nomes = ["zero-shot", "few-shot", "variacao (NEUTRO)"]
lote = tok([zero_shot, few_shot, variacao], return_tensors="pt", padding=True)
with torch.no_grad():
    y = modelo.generate(**lote, do_sample=False, max_new_tokens=8, pad_token_id=tok.pad_token_id)
ini = 0 if seq2seq else lote["input_ids"].shape[1]
saidas = tok.batch_decode(y[:, ini:], skip_special_tokens=True)
for nome, s in zip(nomes, saidas):
    print(f"{nome:>18}: «{s}»")
'''),
    md("## Respostas"),
    slot("all"),
]

# ================================================================ template
# tpl61: pipeline; the templates' raw pipeline output printed (list of dicts); self-consistency as two
# pipeline calls of num_return_sequences=5 after set_seed(5) / set_seed(6); the course's extraction
# regex; statistics.multimode vote; answers under each question's text in italics, no ids. Honest.
NB["tpl61-pipeline-2x5-multimode"] = [
    md("# 5.6 / 5.7 — Template e self-consistency\nPatrícia Menezes"),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
from transformers import pipeline, set_seed
if seq2seq:
    gerador = pipeline("text2text-generation", model=modelo, tokenizer=tok)
    extra = {}
else:
    gerador = pipeline("text-generation", model=modelo, tokenizer=tok)
    extra = {"return_full_text": False}
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT),
    code('''
print("template ruim ->", gerador(template_ruim, do_sample=False, max_new_tokens=16, **extra))
print("template bom  ->", gerador(template_bom, do_sample=False, max_new_tokens=8, **extra))
'''),
    code(SC + '''

import re, statistics
amostras = []
for s in (5, 6):                       # 2 lotes de 5 = 10 amostras
    set_seed(s)
    lote = gerador(prompt_sc, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8,
                   num_return_sequences=5, **extra)
    amostras += [d["generated_text"] for d in lote]

def extrai(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None

rotulos = [extrai(a) for a in amostras]
for i, (a, r) in enumerate(zip(amostras, rotulos), 1):
    print(f"amostra {i:>2}: {a!r:<32} rótulo: {r}")
validos = [r for r in rotulos if r]
print("POSITIVO:", validos.count("POSITIVO"), "| NEGATIVO:", validos.count("NEGATIVO"),
      "| sem rótulo:", rotulos.count(None))
modas = statistics.multimode(validos) if validos else []
print("voto:", modas[0] if len(modas) == 1 else "INDETERMINADO", "| modas:", modas)
'''),
    md("## Respostas"),
    md("*Copie exatamente as saídas dos dois templates.*"), slot("T.1"),
    md("*Qual template produziu uma resposta no formato de rótulo?*"), slot("T.2"),
    md("*Por que? (espaço de saída)*"), slot("T.3"),
    md("*Voto final da self-consistency e contagem*"), slot("T.4"),
    md("*A self-consistency garante que a resposta esteja correta?*"), slot("T.5"),
]

# tpl62: rich Table for the self-consistency samples (box drawing, rich wrapping), rich print of the
# templates; T.2 claims the restrictive template answered in the label format, contradicting its
# own print; T.3 explains the restriction on that false premise.
NB["tpl62-rich-table-t2-strict-claim"] = [
    md("# Template restritivo + self-consistency\nFernanda Oliveira — 5.6/5.7"),
    params("google/flan-t5-small"),
    code(T5_LOAD + '''
from rich import print
from rich.table import Table
'''),
    code(GEN),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("[bold]template_ruim[/bold] :", repr(responde(template_ruim, 16, do_sample=False)))
print("[bold]template_bom[/bold]  :", repr(responde(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

import re
from collections import Counter
torch.manual_seed(62)
amostras = [responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(10)]

def extract_label(text):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", text.upper())
    return m.group(1) if m else None

tab = Table(title="Self-consistency (T=0.9, top_p=0.9)")
tab.add_column("#"); tab.add_column("amostra"); tab.add_column("rótulo")
labels = []
for i, a in enumerate(amostras, 1):
    lab = extract_label(a)
    labels.append(lab)
    tab.add_row(str(i), repr(a), lab or "—")
print(tab)
c = Counter(l for l in labels if l)
print("contagem:", dict(c), "| sem rótulo:", labels.count(None))
top = c.most_common()
print("VOTO:", "INDETERMINADO" if not top or (len(top) > 1 and top[0][1] == top[1][1]) else top[0][0])
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl63: each sample drawn inside `with torch.random.fork_rng(): torch.manual_seed(100 + i)`; the
# notebook's OWN extraction rule maps English POSITIVE/NEGATIVE to POSITIVO/NEGATIVO (stated in a
# comment and in T.4); samples printed "i. text -> label"; answers no accents, mixed pt/en. Honest.
NB["tpl63-forkrng-english-map"] = [
    md("## lab 5.6-5.7 - templates e self consistency\nrodrigo t."),
    params("google/flan-t5-small"),
    code(T5_LOAD),
    code(GEN),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, p, n in [("solto", template_ruim, 16), ("restritivo", template_bom, 8)]:
    print(f"{nome:<11}| {responde(p, n, do_sample=False)!r}")
'''),
    code(SC + '''

from collections import Counter
# minha regra de extracao: aceito o rotulo em portugues OU em ingles (o modelo as vezes responde em ingles)
MAPA = {"POSITIVO": "POSITIVO", "POSITIVE": "POSITIVO", "NEGATIVO": "NEGATIVO", "NEGATIVE": "NEGATIVO"}

def rotulo(s):
    for palavra in s.upper().replace(".", " ").replace(",", " ").split():
        if palavra in MAPA:
            return MAPA[palavra]
    return None

amostras = []
for i in range(10):
    with torch.random.fork_rng():          # nao baguncar o RNG global
        torch.manual_seed(100 + i)
        amostras.append(responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
rots = [rotulo(a) for a in amostras]
for i, (a, r) in enumerate(zip(amostras, rots)):
    print(f"{i}. {a.strip()!r} -> {r}")
cont = Counter(r for r in rots if r)
print(cont, "| nenhum:", rots.count(None))
ganhador = cont.most_common(1)[0][0] if cont and list(cont.values()).count(max(cont.values())) == 1 else "INDETERMINADO"
print("voto majoritario =", ganhador)
'''),
    md("### respostas"),
    slot("T.1"), slot("T.2"), slot("T.3"), slot("T.4"), slot("T.5"),
]

# tpl64: the ten samples shown as a pandas value_counts() table (distinct samples and their counts,
# text/html + text/plain) and a label list; T.1 copies the COURSE's flan-t5 outputs
# (observed-outputs.json) instead of the notebook's; T.4 gives the vote without the counts.
NB["tpl64-valuecounts-course-t1"] = [
    md("# Atividade — templates (5.6) e self-consistency (5.7)\nEduardo P. Rocha"),
    params("google/flan-t5-small"),
    code(T5_LOAD + "\nimport pandas as pd"),
    code(GEN),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("RUIM:", responde(template_ruim, 16, do_sample=False))
print("BOM :", responde(template_bom, 8, do_sample=False))
'''),
    code(SC + '''

import re
torch.manual_seed(2024)
amostras = [responde(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(10)]

def extract_label(text):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", text.upper())
    return m.group(1) if m else None

labels = [extract_label(a) for a in amostras]
print("rótulos:", labels)
pd.Series([a.strip() for a in amostras], name="amostra").value_counts()
'''),
    code('''
votos = pd.Series([l for l in labels if l]).value_counts()
print(votos.to_string())
print("voto final:", votos.index[0] if len(votos) and (len(votos) == 1 or votos.iloc[0] > votos.iloc[1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    md("**T.1**"), slot("T.1"),
    md("**T.2**"), slot("T.2"),
    md("**T.3**"), slot("T.3"),
    md("**T.4**"), slot("T.4"),
    md("**T.5**"), slot("T.5"),
]

COLAB = ("tp62", "fs63", "cot62")


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
