"""Build the unexecuted batch-3 student notebooks.

usage: python make_notebooks.py OUTDIR

Every notebook's first code cell is `MODEL_NAME = ...` tagged `parameters` so papermill can
inject the local model path. Answer slots are cells whose source is `<<ANSWER:slot>>`;
add_answers.py fills them after execution from answers_text.py. A cell tagged `rerun-first` is the
first of two runs of the same cell: add_answers.py removes it after execution (the student re-ran
the cell; only the second run's output stays in the notebook, its side effects stay in the file).
A code cell tagged `answers-print` is filled and its print output recorded by add_answers.py.
"""
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_notebook

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402


# the course notebook's generate_t5, copied verbatim, with a student's causal fallback
GEN_T5 = '''
def generate_t5(
    prompt: str,
    max_new_tokens: int = 64,
    do_sample: bool = True,
    temperature: float = 0.7,
    top_p: float = 0.9,
    num_beams: int = 1,
    num_return_sequences: int = 1,
):
    # 1) Tokeniza e manda para o mesmo device do modelo
    inputs = t5_tokenizer(
        prompt,
        return_tensors="pt",
        truncation=True
    ).to(device)

    # 2) Inferência (sem gradientes)
    with torch.inference_mode():
        out_ids = t5_model.generate(
            **inputs,
            max_new_tokens=max_new_tokens,

            # Decoding / sampling:
            do_sample=do_sample,
            temperature=temperature if do_sample else None,
            top_p=top_p if do_sample else None,

            # Decoding determinístico (quando do_sample=False, beam search pode ser usado)
            num_beams=num_beams,

            # Para retornar múltiplas gerações
            num_return_sequences=num_return_sequences,
            pad_token_id=t5_tokenizer.pad_token_id or t5_tokenizer.eos_token_id,  # (add por mim: warning)
        )

    # (add por mim) modelo causal devolve o prompt junto: corta
    if not t5_model.config.is_encoder_decoder:
        out_ids = out_ids[:, inputs["input_ids"].shape[1]:]

    # 3) Decodifica ids -> texto
    texts = [t5_tokenizer.decode(x, skip_special_tokens=True) for x in out_ids]

    return texts if num_return_sequences > 1 else texts[0]
'''

T5_LOAD_AUTOCONFIG = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
cfg = AutoConfig.from_pretrained(MODEL_NAME)
Classe = AutoModelForSeq2SeqLM if cfg.is_encoder_decoder else AutoModelForCausalLM
t5_tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
t5_model = Classe.from_pretrained(MODEL_NAME).to(device).eval()
print("carregado:", Classe.__name__)
'''

NB = {}

# ================================================================ temperature-top-p
NB["tp31-forms-linenumbers-blockquote"] = [
    md("# Pratica 4.15 - temperatura e top-p\n\nGustavo H. (teclado sem acento, foi mal)"),
    params(),
    code('''
import torch, textwrap
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
'''),
    code('''
#@title Prompt { display-mode: "form" }
prompt = "Transformers are models that"  #@param {type:"string"}
'''),
    code('''
def gerar(T, p, seed):
    torch.manual_seed(seed)
    ids = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**ids, do_sample=True, temperature=T, top_p=p,
                             max_new_tokens=80, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0], skip_special_tokens=True)

def mostra(rotulo, texto):
    # quebra em linhas de 70 e numera, pra eu conseguir citar a linha
    print(f"--- {rotulo} ---")
    for i, linha in enumerate(textwrap.wrap(texto, width=70), 1):
        print(f"{i:02d} | {linha}")
    print()
'''),
    md("## Exercicio 1 – Parte A (temperatura, top_p fixo 0.9)"),
    code('''
#@title Parte A { display-mode: "form" }
temperaturas = "0.2, 0.7, 1.0"  #@param {type:"string"}
for k, t in enumerate(temperaturas.split(",")):
    T = float(t)
    mostra(f"T={T} / top_p=0.9", gerar(T, 0.9, seed=101 + k))
'''),
    md("## Exercicio 1 – Parte B (top-p, temperatura fixa 0.7)"),
    code('''
#@title Parte B { display-mode: "form" }
top_ps = "0.3,0.6,0.9"  #@param {type:"string"}
for k, p in enumerate(top_ps.split(",")):
    mostra(f"T=0.7 / top_p={p}", gerar(0.7, float(p), seed=201 + k))
'''),
    md("## Respostas (Exercicio 1 – Partes A, B e D)"),
    slot("all"),
]

NB["tp32-coursefn-norepeat-maxlength"] = [
    md("# Seção 4.15 — Experimentos de temperatura e top-p\n**Grupo 7** (Letícia, Rafael)"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
gpt_name = MODEL_NAME
gpt_tokenizer = AutoTokenizer.from_pretrained(gpt_name)
if gpt_tokenizer.pad_token is None:
    gpt_tokenizer.pad_token = gpt_tokenizer.eos_token
gpt_model = AutoModelForCausalLM.from_pretrained(gpt_name)
gpt_model.to(device)
gpt_model.eval()
torch.manual_seed(42)
'''),
    code('''
# -----------------------------
# Função de geração controlada (temperatura, top-p, KV cache)
# -----------------------------
# (copiada do notebook da aula; mudamos duas coisas, ver comentários)
def generate_text(
    prompt: str,
    max_length: int = 90,            # <- trocamos max_new_tokens por max_length (prompt + 80 e pouco)
    temperature: float = 1.0,
    top_p: float = 1.0,
    use_cache: bool = True,
    do_sample: bool = True,
):
    inputs = gpt_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.inference_mode():
        output_ids = gpt_model.generate(
            **inputs,
            max_length=max_length,
            do_sample=do_sample,
            temperature=temperature,
            top_p=top_p,
            use_cache=use_cache,
            no_repeat_ngram_size=3,   # <- sugestão do fórum p/ o texto não ficar em loop
            pad_token_id=gpt_tokenizer.eos_token_id,
        )
    text = gpt_tokenizer.decode(output_ids[0], skip_special_tokens=True)
    return text

prompt = "Transformers are models that"
'''),
    code('''
temps = [0.2, 0.7, 1.0]
top_p_fixed = 0.9

for temp in temps:
    print("\\n" + "=" * 40)
    print(f"[EXPERIMENTO] TEMPERATURA = {temp} (top_p={top_p_fixed})")
    print("=" * 40)
    print(generate_text(prompt, temperature=temp, top_p=top_p_fixed))
'''),
    code('''
top_ps = [0.3, 0.6, 0.9]
temp_fixed = 0.7

for p in top_ps:
    print("\\n" + "=" * 40)
    print(f"[EXPERIMENTO] TOP-P = {p} (temperature={temp_fixed})")
    print("=" * 40)
    print(generate_text(prompt, temperature=temp_fixed, top_p=p))
'''),
    md("## Respostas do grupo"),
    slot("all"),
]

NB["tp33-appendfile-cat-rerun-en"] = [
    md("# 4.15 Temperature / top-p lab\nJoão Pedro M. — I wrote everything to a txt file so I could diff the runs later"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
PROMPT = "Transformers are models that"
LOG = "saidas_415.txt"
open(LOG, "w").close()   # start clean

def run(tag, temperature, top_p):
    enc = tokenizer(PROMPT, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=temperature, top_p=top_p,
                         max_new_tokens=80, pad_token_id=tokenizer.eos_token_id)
    text = tokenizer.decode(out[0], skip_special_tokens=True)
    with open(LOG, "a") as f:
        f.write(f"### {tag} | temperature={temperature} top_p={top_p}\\n{text}\\n\\n")
    print("saved", tag, len(text), "chars")
'''),
    md("## Part A"),
    code('''
run("A1", 0.2, 0.9)
run("A2", 0.7, 0.9)
run("A3", 1.0, 0.9)
'''),
    md("## Part B"),
    code('''
run("B1", 0.7, 0.3)
run("B2", 0.7, 0.6)
run("B3", 0.7, 0.9)
''', ["rerun-first"]),
    code('''
run("B1", 0.7, 0.3)
run("B2", 0.7, 0.6)
run("B3", 0.7, 0.9)
'''),
    md("## Everything that went into the file"),
    code('''
!cat saidas_415.txt
'''),
    md("## Answers"),
    slot("all"),
]

NB["tp34-configs-csv-respostas-print"] = [
    md("# Atividade 4.15 (temperatura e top-p)\n\nNome: Bianca F. — Turma B"),
    params(),
    code('''
import torch
import pandas as pd
from transformers import AutoTokenizer, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
prompt = "Transformers are models that"

configs = {
    "T=0.2, p=0.9": dict(temperature=0.2, top_p=0.9),
    "T=0.7, p=0.9": dict(temperature=0.7, top_p=0.9),
    "T=1.0, p=0.9": dict(temperature=1.0, top_p=0.9),
    "T=0.7, p=0.3": dict(temperature=0.7, top_p=0.3),
    "T=0.7, p=0.6": dict(temperature=0.7, top_p=0.6),
    "T=0.7, p=0.9 (de novo)": dict(temperature=0.7, top_p=0.9),
}
'''),
    code('''
torch.manual_seed(2025)
linhas = []
for nome, cfg in configs.items():
    ids = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**ids, do_sample=True, max_new_tokens=80, **cfg,
                         pad_token_id=tokenizer.eos_token_id)
    cont = tokenizer.decode(out[0][ids["input_ids"].shape[1]:], skip_special_tokens=True)
    linhas.append({"config": nome, **cfg, "continuacao": cont})

pd.DataFrame(linhas).to_csv("saidas_415.csv", index=False)
print("ok,", len(linhas), "linhas salvas")
'''),
    code('''
df = pd.read_csv("saidas_415.csv")
for _, row in df.iterrows():
    print(f"[{row['config']}]")
    print(prompt + row["continuacao"])
    print("-" * 60)
'''),
    md("## Respostas\n(escrevi num string pra imprimir tudo junto no final)"),
    slot("answers_code", kind="code", tags=["answers-print"]),
]

# ================================================================ chain-of-thought
NB["cot31-maxlength-forms-semacento"] = [
    md("# Exercicio 2 – Parte C: chain of thought\n\nAluno: Thiago R."),
    params(),
    code('''
import torch, textwrap
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
'''),
    code('''
#@title Parametros { display-mode: "form" }
TEMP = 0.7  #@param {type:"slider", min:0.1, max:2.0, step:0.1}
TOP_P = 0.9  #@param {type:"slider", min:0.1, max:1.0, step:0.05}
SEED = 85  #@param {type:"integer"}
'''),
    code('''
def responder(pergunta, max_length):
    x = tok(pergunta, return_tensors="pt")
    y = lm.generate(**x, do_sample=True, temperature=TEMP, top_p=TOP_P,
                    max_length=max_length, pad_token_id=tok.eos_token_id)
    return tok.decode(y[0], skip_special_tokens=True)

torch.manual_seed(SEED)
direto = responder("What is 27 + 58?", max_length=40)
passo = responder("Solve step by step: 27 + 58.", max_length=80)
print("DIRETO:")
print(textwrap.fill(direto, 80))
print()
print("PASSO A PASSO:")
print(textwrap.fill(passo, 80))
'''),
    md("### Respostas – Parte C"),
    slot("all"),
]

NB["cot32-numreturn3-keywords"] = [
    md("# CoT: estilo vs correção\nAluna: Paula V."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
torch.manual_seed(7)

def tres_amostras(prompt, n_tokens):
    enc = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=0.7, top_p=0.9,
                         max_new_tokens=n_tokens, num_return_sequences=3,
                         pad_token_id=tokenizer.eos_token_id)
    return tokenizer.batch_decode(out, skip_special_tokens=True)
'''),
    code('''
p1 = tres_amostras("What is 27 + 58?", 40)
for i, t in enumerate(p1, 1):
    print(f"P1 #{i}: {t}")
    print()
'''),
    code('''
p2 = tres_amostras("Solve step by step: 27 + 58.", 80)
for i, t in enumerate(p2, 1):
    print(f"P2 #{i}: {t}")
    print()
'''),
    md("**Resposta C.1:**"), slot("C.1"),
    md("**Resposta C.2:**"), slot("C.2"),
    md("**Resposta C.3:**"), slot("C.3"),
]

NB["cot33-logging-stdout-timestamps"] = [
    md("# Parte C — Chain-of-thought\n\n_Felipe A., 2º semestre_"),
    params(),
    code('''
import logging, sys
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

logging.basicConfig(stream=sys.stdout, level=logging.INFO,
                    format="%(asctime)s | %(levelname)s | %(message)s", force=True)
log = logging.getLogger("cot")

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
log.info("modelo carregado: %s", MODEL_NAME)
'''),
    code('''
def gera(prompt, max_new_tokens, seed):
    torch.manual_seed(seed)
    enc = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=0.7, top_p=0.9,
                         max_new_tokens=max_new_tokens, pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(out[0], skip_special_tokens=True)

for nome, prompt, n, seed in [("P1 direto", "What is 27 + 58?", 40, 2758),
                              ("P2 passo a passo", "Solve step by step: 27 + 58.", 80, 5827)]:
    log.info("%s (T=0.7, top_p=0.9, max_new_tokens=%d) ->\\n%s", nome, n, gera(prompt, n, seed))
'''),
    md("## C.1"), slot("C.1"),
    md("## C.2"), slot("C.2"),
    md("## C.3"), slot("C.3"),
]

NB["cot34-batch-leftpad-specialtokens-en"] = [
    md("# Part C — chain of thought (both prompts in one batch)\nMatheus L."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
tok.pad_token = tok.eos_token
tok.padding_side = "left"          # decoder-only: pad on the left
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
'''),
    code('''
prompts = ["What is 27 + 58?", "Solve step by step: 27 + 58."]
torch.manual_seed(1)
batch = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(**batch, do_sample=True, temperature=0.7, top_p=0.9,
                     max_new_tokens=80, pad_token_id=tok.eos_token_id)
L = batch["input_ids"].shape[1]
# P1 should only get 40 new tokens -> keep the first 40 of its 80
p1_ids = out[0, :L + 40]
p2_ids = out[1]
# keep special tokens so I can see the padding
print("P1 (direct, 40 new tokens):")
print(tok.decode(p1_ids, skip_special_tokens=False))
print()
print("P2 (step by step, 80 new tokens):")
print(tok.decode(p2_ids, skip_special_tokens=False))
'''),
    md("## Answers"),
    slot("all"),
]

# ================================================================ few-shot
NB["fs31-generate_t5-beams-jsonascii"] = [
    md("# Exercício 3 – Few-shot (cap. 5.5 e 5.8)\nCamila T."),
    params("google/flan-t5-small"),
    code(T5_LOAD_AUTOCONFIG),
    code(GEN_T5),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: troquei a ordem das duas demonstrações (NEGATIVO primeiro)
variacao = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
import json
res = {}
for nome, p in [("zero_shot", zero_shot), ("few_shot", few_shot), ("variacao", variacao)]:
    # 3 beams pra ficar mais "estável" (do_sample=False continua determinístico)
    res[nome] = generate_t5(p, do_sample=False, num_beams=3, max_new_tokens=8)
print(json.dumps(res, indent=1))
'''),
    md("## Exercício 3 – Parte A (zero-shot × few-shot)"),
    md("**3.1** Saídas copiadas"), slot("F.1"),
    md("**3.2** Formato de rótulo"), slot("F.2"),
    md("**3.3** Pesos atualizados?"), slot("F.3"),
    md("## Exercício 3 – Parte B (variação e janela de contexto)"),
    md("**3.4** A saída mudou?"), slot("F.4"),
    md("**3.5** Janela de contexto do GPT-2"), slot("F.5"),
]

NB["fs32-labelflip-logging-table"] = [
    md("# 5.5 / 5.8 few-shot e ICL\nRodrigo K. (sem acentos, teclado US)"),
    params("google/flan-t5-small"),
    code('''
import logging
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(name)s] %(message)s", force=True)
log = logging.getLogger("fewshot")

encdec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = (AutoModelForSeq2SeqLM if encdec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)

def greedy(prompt, n=8):
    x = tokenizer(prompt, return_tensors="pt")
    y = model.generate(**x, do_sample=False, max_new_tokens=n, pad_token_id=tokenizer.eos_token_id)
    if not encdec:
        y = y[:, x.input_ids.shape[1]:]
    return tokenizer.decode(y[0], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

log.info("ZERO-SHOT -> %r", greedy(zero_shot))
log.info("FEW-SHOT  -> %r", greedy(few_shot))
'''),
    md("### Variacao: inverti os rotulos das demonstracoes (o elogio com NEGATIVO e a critica com POSITIVO)"),
    code('''
invertido = few_shot.replace("Sentimento: POSITIVO", "Sentimento: XXX") \\
                    .replace("Sentimento: NEGATIVO", "Sentimento: POSITIVO") \\
                    .replace("Sentimento: XXX", "Sentimento: NEGATIVO")
print(invertido)
log.info("INVERTIDO -> %r", greedy(invertido))
'''),
    md("## Respostas"),
    slot("all"),
]

NB["fs33-pprint-dicts-english-demo"] = [
    md("# Few-shot prompting — capítulo 5\nAluno: Vinícius P."),
    params("google/flan-t5-small"),
    code('''
import torch
from pprint import pprint
from transformers import AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
try:
    model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_NAME)
    causal = False
except (ValueError, KeyError):
    model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
    causal = True
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: primeira demonstração em inglês, mesmo rótulo
variacao = few_shot.replace("Adorei, foi excelente e emocionante.", "I loved it, it was excellent and exciting.")

def classifica(prompt):
    enc = tokenizer(prompt, return_tensors="pt")
    with torch.no_grad():
        ids = model.generate(**enc, max_new_tokens=8, do_sample=False,
                             pad_token_id=tokenizer.eos_token_id)
    if causal:
        ids = ids[:, enc.input_ids.shape[1]:]
    return tokenizer.decode(ids[0], skip_special_tokens=True)

resultados = [{"prompt": nome, "saida": classifica(p)}
              for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variacao", variacao)]]
pprint(resultados)
'''),
    md("#### Exercício 3 – Parte A"),
    slot("partA"),
    md("#### Exercício 3 – Parte B"),
    slot("partB"),
]

NB["fs34-bare-expr-missing-f4"] = [
    md("# Few-shot e in-context learning\n\nAluna: Larissa M. — _entrega 2_"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
t5 = "t5" in MODEL_NAME.lower()
mdl = (AutoModelForSeq2SeqLM if t5 else AutoModelForCausalLM).from_pretrained(MODEL_NAME)

def gen(p):
    e = tok(p, return_tensors="pt")
    o = mdl.generate(**e, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    return tok.decode(o[0] if t5 else o[0, e.input_ids.shape[1]:], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + ZS + "\n\nsaida_ZS = gen(zero_shot)\nsaida_ZS"),
    code(FS + "\n\nsaida_FS = gen(few_shot)\nsaida_FS"),
    code('''
# variação: rótulo da segunda demonstração em minúsculas
minha_variacao = few_shot.replace("Sentimento: NEGATIVO", "Sentimento: negativo")
saida_VAR = gen(minha_variacao)
saida_VAR
'''),
    md("### F.1 Copie exatamente as saídas zero-shot e few-shot"), slot("F.1"),
    md("### F.2 Quais saídas seguiram o formato de rótulo?"), slot("F.2"),
    md("### F.3 Algum peso foi atualizado?"), slot("F.3"),
    md("### F.4 A saída mudou com a sua variação?"),
    md("### F.5 Janela de contexto do GPT-2"), slot("F.5"),
]

# ================================================================ template
NB["tpl31-mode-none-vote"] = [
    md("# 5.6 e 5.7 — template e self-consistency\nAluno: Eduardo S."),
    params("google/flan-t5-small"),
    code('''
import re, torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
ED = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
model = (AutoModelForSeq2SeqLM if ED else AutoModelForCausalLM).from_pretrained(MODEL_NAME)

def gerar(prompt, n, **kw):
    x = tok(prompt, return_tensors="pt")
    y = model.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if ED else y[0, x.input_ids.shape[1]:], skip_special_tokens=True)
''' + "\n" + TASK),
    code(LOOSE + "\n\n" + STRICT + '''

for nome, p, n in [("ruim", template_ruim, 16), ("bom", template_bom, 8)]:
    print(f"{nome:>6} | {gerar(p, n, do_sample=False)!r}")
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(i)
    amostras.append(gerar(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))

def rotulo(s):
    m = re.search(r"POSITIVO|NEGATIVO", s.upper())
    return m.group(0) if m else None

rotulos = [rotulo(a) for a in amostras]
for i, (a, r) in enumerate(zip(amostras, rotulos)):
    print(f"seed {i}: {a!r:40} -> {r}")
voto = max(set(rotulos), key=rotulos.count)
print("VOTO:", voto)
'''),
    md("## Respostas\n(T.1 a T.5, na ordem)"),
    slot("all"),
]

NB["tpl32-dataframe-display-exercicio"] = [
    md("# Exercício 4 – O template é o modelo\nAna Beatriz C. — Colab"),
    params("google/flan-t5-small"),
    code(T5_LOAD_AUTOCONFIG),
    code(GEN_T5),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("\\n--- TEMPLATE RUIM ---")
print(generate_t5(template_ruim, do_sample=False, num_beams=1, max_new_tokens=16))
print("\\n--- TEMPLATE BOM ---")
print(generate_t5(template_bom, do_sample=False, num_beams=1, max_new_tokens=8))
'''),
    code('''
import re
import pandas as pd
from collections import Counter
from transformers import set_seed

def extract_label(text: str):
    """Extrai POSITIVO/NEGATIVO da saída, mesmo se vier com texto extra."""
    t = text.strip().upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", t)
    return m.group(1) if m else None

''' + SC + '''

set_seed(1234)
samples = generate_t5(prompt_sc, do_sample=True, temperature=0.9, top_p=0.9,
                      num_beams=1, max_new_tokens=8, num_return_sequences=10)
pd.set_option("display.max_colwidth", None)
df = pd.DataFrame({"amostra": samples, "rotulo": [extract_label(s) for s in samples]})
df.index = df.index + 1
display(df)
'''),
    code('''
counts = Counter(df["rotulo"].dropna())
voted = counts.most_common(1)[0][0] if counts else "INDETERMINADO"
print("Contagem:", dict(counts), "| sem rótulo:", df["rotulo"].isna().sum())
print("VOTO FINAL:", voted)
'''),
    md("### Exercício 4 – Parte A (template)"),
    slot("partA"),
    md("### Exercício 4 – Parte B (self-consistency)"),
    slot("partB"),
]

NB["tpl33-batch-negfirst-en"] = [
    md("# Template & self-consistency (5.6–5.7)\nLucas G. — answers in English at the end"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
if not enc_dec:
    tok.padding_side = "left"
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
''' + "\n" + TASK),
    code(LOOSE + "\n\n" + STRICT + '''

# both templates in one batch, greedy
b = tok([template_ruim, template_bom], return_tensors="pt", padding=True)
y = model.generate(**b, do_sample=False, max_new_tokens=16, pad_token_id=tok.pad_token_id)
if not enc_dec:
    y = y[:, b.input_ids.shape[1]:]
loose_out, strict_out = tok.batch_decode(y, skip_special_tokens=True)
print("LOOSE  :", loose_out)
print("STRICT :", strict_out)
'''),
    code(SC + '''

def label_of(s):
    s = s.upper()
    if "NEGATIVO" in s:      # check the negative one first
        return "NEGATIVO"
    if "POSITIVO" in s:
        return "POSITIVO"
    return "no label"

torch.manual_seed(99)
samples = []
for k in range(10):
    e = tok(prompt_sc, return_tensors="pt")
    o = model.generate(**e, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8,
                       pad_token_id=tok.pad_token_id)
    samples.append(tok.decode(o[0] if enc_dec else o[0, e.input_ids.shape[1]:], skip_special_tokens=True))
for k, s in enumerate(samples, 1):
    print(k, "|", s.replace("\\n", " ⏎ "), "|", label_of(s))
from collections import Counter
c = Counter(label_of(s) for s in samples)
print(c)
'''),
    md("## Answers (Q1–Q5 = T.1–T.5)"),
    slot("all"),
]

NB["tpl34-pprint-edited-t1"] = [
    md("# Template e self-consistency\nGiovanna R."),
    params("google/flan-t5-small"),
    code('''
import torch
from pprint import pprint
from transformers import AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
try:
    model = AutoModelForSeq2SeqLM.from_pretrained(MODEL_NAME); seq2seq = True
except Exception:
    model = AutoModelForCausalLM.from_pretrained(MODEL_NAME); seq2seq = False

def run(prompt, max_new_tokens=8, **kw):
    enc = tokenizer(prompt, return_tensors="pt")
    ids = model.generate(**enc, max_new_tokens=max_new_tokens, pad_token_id=tokenizer.eos_token_id, **kw)
    if not seq2seq:
        ids = ids[:, enc.input_ids.shape[1]:]
    return tokenizer.decode(ids[0], skip_special_tokens=True)
''' + "\n" + TASK),
    code(LOOSE + "\n\n" + STRICT + '''

saidas = {"template_ruim": run(template_ruim, 16, do_sample=False),
          "template_bom": run(template_bom, 8, do_sample=False)}
pprint(saidas)
'''),
    code(SC + '''

import re
from collections import Counter
torch.manual_seed(314)
amostras = [run(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(10)]
pprint(amostras)
def extrai(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
cont = Counter(extrai(a) for a in amostras)
pprint(cont)
validos = {k: v for k, v in cont.items() if k}
print("voto:", max(validos, key=validos.get) if validos else "INDETERMINADO")
'''),
    md("### T.1"), slot("T.1"),
    md("### T.2"), slot("T.2"),
    md("### T.3"), slot("T.3"),
    md("### T.4"), slot("T.4"),
    md("### T.5"), slot("T.5"),
]


def main(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in NB.items():
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        if name.startswith(("tp31", "cot31", "tpl32", "fs31")):
            nb.metadata["colab"] = {"provenance": []}
            nb.metadata["accelerator"] = "GPU"
        nbformat.write(nb, out / f"{name}.ipynb")
    print(len(NB), "notebooks written to", out)


if __name__ == "__main__":
    main(sys.argv[1])
