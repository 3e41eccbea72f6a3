"""Build the unexecuted batch-22 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
This batch's emphasis: HOW generation is coded (own sampling / greedy loops, GenerationConfig built from kwargs or
loaded with overrides, a seeding decorator, pipelines called on lists of prompts, kwargs presets) and how runs are
NAMED (by words, by their kwargs, by max_new_tokens, by function names, by shot counts, by seeds, by ordinals).
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
lm.eval()
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
modelo.eval()
'''

PIPE = '''
from transformers import AutoConfig, pipeline, set_seed
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
# flan-t5 é text2text; o modelo causal é text-generation e devolve o prompt junto se eu não pedir o contrário
gen = pipeline("text2text-generation" if enc_dec else "text-generation", model=MODEL_NAME)
SO_NOVO = {} if enc_dec else {"return_full_text": False}
'''

EXTRAI = '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

# ---------------------------------------------------------------- temperature-top-p
# tp221: the student's OWN sampling loop with KV cache: logits / T -> top-k 50 (torch.topk) -> top-p (sorted cumsum,
# the classic shift-right mask) -> torch.distributions.Categorical(logits=...).sample(); stops at EOS;
# torch.manual_seed(2210 + k). Runs named by WORDS: frio / morno / quente (part A), estreito / médio / largo (part B).
# Part A and part B in separate cells; answers in three markdown cells (parts A, B, D).
NB["tp221-ownloop-categorical-wordnames-3cells"] = [
    md("# 4.15 — Temperatura e top-p (com o meu próprio laço de amostragem)\nHelena Duarte Okafor"),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"

def amostra(T, p, seed, n=80, k=50):
    """Meu laço: temperatura -> top-k (50, como o padrão do generate) -> top-p, com KV cache."""
    torch.manual_seed(seed)
    entrada = tok(PROMPT, return_tensors="pt").input_ids
    past, novos = None, []
    with torch.no_grad():
        for _ in range(n):
            out = lm(input_ids=entrada, past_key_values=past, use_cache=True)
            past = out.past_key_values
            z = out.logits[0, -1].float() / T
            z[z < torch.topk(z, k).values[-1]] = -float("inf")
            zs, idx = torch.sort(z, descending=True)
            acum = torch.softmax(zs, dim=-1).cumsum(dim=-1)
            corta = acum > p
            corta[1:] = corta[:-1].clone()   # mantém o token que cruza p
            corta[0] = False
            z[idx[corta]] = -float("inf")
            t = torch.distributions.Categorical(logits=z).sample()
            if t.item() == tok.eos_token_id:
                break
            novos.append(t.item())
            entrada = t.view(1, 1)
    return tok.decode(novos, skip_special_tokens=True)

textos = {}
'''),
    md("## Parte A — temperatura (top-p fixo em 0.9)"),
    code('''
for k, (nome, T) in enumerate([("frio", 0.2), ("morno", 0.7), ("quente", 1.0)]):
    textos[nome] = amostra(T, 0.9, 2210 + k)
    print(f"[{nome}] T={T} top_p=0.9 seed={2210 + k}")
    print(textos[nome])
    print()
'''),
    slot("A"),
    md("## Parte B — top-p (temperatura fixa em 0.7)"),
    code('''
for k, (nome, p) in enumerate([("estreito", 0.3), ("médio", 0.6), ("largo", 0.9)], start=3):
    textos[nome] = amostra(0.7, p, 2210 + k)
    print(f"[{nome}] T=0.7 top_p={p} seed={2210 + k}")
    print(textos[nome])
    print()
'''),
    slot("B"),
    md("## Parte D"),
    slot("D"),
]

# tp222: a GenerationConfig built per run from **kwargs in a two-part parameter-grid loop ({part: (fixed kwargs,
# varied name, values)}); run NAMES are the kwargs themselves, "temperature=0.7,top_p=0.9" (sorted keys): A2 and B3
# carry the SAME name, told apart only by the "(A)" / "(B)" prefix and the seed; seeds 2220.. in run order.
NB["tp222-genconfig-kwargsgrid-samename"] = [
    md("# Atividade 4.15 (A, B, D)\nOtávio Brandão Nwosu"),
    params(),
    code(CAUSAL + '''
from transformers import GenerationConfig
PROMPT = "Transformers are models that"

def gera(seed, **kw):
    cfg = GenerationConfig(do_sample=True, max_new_tokens=80, pad_token_id=tok.eos_token_id,
                           eos_token_id=tok.eos_token_id, **kw)
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, generation_config=cfg)
    return tok.decode(y[0, x.input_ids.shape[1]:], skip_special_tokens=True)
'''),
    code('''
GRADE = {"A": ({"top_p": 0.9}, "temperature", [0.2, 0.7, 1.0]),
         "B": ({"temperature": 0.7}, "top_p", [0.3, 0.6, 0.9])}
execucoes = []
seed = 2220
for parte, (fixo, variavel, valores) in GRADE.items():
    for v in valores:
        kw = {**fixo, variavel: v}
        nome = ",".join(f"{k}={kw[k]}" for k in sorted(kw))
        execucoes.append((parte, nome, seed, gera(seed, **kw)))
        seed += 1

for parte, nome, s, texto in execucoes:
    print(f"({parte}) {nome}  seed={s}")
    print(texto)
    print("-" * 60)
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot221: GenerationConfig.from_pretrained(MODEL_NAME, do_sample=True, temperature=0.7, top_p=0.9) (the model's own
# generation config with overrides, printed: its JSON has numbers that are no answers); generate(generation_config=...,
# max_new_tokens=n); set_seed(2200 + n); runs NAMED by their max_new_tokens ("a de 40" / "a de 80").
NB["cot221-genconfig-frompretrained-tokennames"] = [
    md("# Parte C — chain-of-thought\nIsadora Lemos Haddad"),
    params(),
    code(CAUSAL + '''
from transformers import GenerationConfig
amostragem = GenerationConfig.from_pretrained(MODEL_NAME, do_sample=True, temperature=0.7, top_p=0.9)
print(amostragem)
'''),
    code('''
def responde(pergunta, n):
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, generation_config=amostragem, max_new_tokens=n)
    return tok.decode(y[0, x.input_ids.shape[1]:], skip_special_tokens=True)

for n, pergunta in [(40, "What is 27 + 58?"), (80, "Solve step by step: 27 + 58.")]:
    set_seed(2200 + n)
    print(f"==== max_new_tokens={n} :: {pergunta}")
    print(responde(pergunta, n))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# cot222: a seeding DECORATOR @com_semente(s) (functools.wraps) on two zero-argument functions direto() /
# passo_a_passo() that call a helper gpt(prompt, n); runs printed under "direto() ->" / "passo_a_passo() ->"
# (f.__name__); seeds 2221 / 2222.
NB["cot222-seed-decorator-funcnames"] = [
    md("# Chain-of-thought: estilo × correção\nCaio Vasconcelos Mbeki"),
    params(),
    code(CAUSAL + '''
import functools

def com_semente(s):
    def deco(f):
        @functools.wraps(f)
        def g(*a, **k):
            set_seed(s)
            return f(*a, **k)
        return g
    return deco

def gpt(prompt, n):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                        pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x.input_ids.shape[1]:], skip_special_tokens=True)
'''),
    code('''
@com_semente(2221)
def direto():
    return gpt("What is 27 + 58?", 40)

@com_semente(2222)
def passo_a_passo():
    return gpt("Solve step by step: 27 + 58.", 80)

for f in (direto, passo_a_passo):
    print(f"{f.__name__}() ->")
    print(f())
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs221: the three prompts sent to ONE pipeline call as a list (greedy, 8 new tokens, return_full_text=False); runs
# named "0 exemplos" / "2 exemplos" / "2 exemplos sem instrução"; variation = the TASK LINE removed (demonstrations
# and the text only); printed right-aligned name " | " repr.
NB["fs221-pipeline-promptlist-noinstruction"] = [
    md("# Few-shot (5.5 / 5.8)\nRenata Figueiredo Quispe"),
    params("google/flan-t5-small"),
    code(PIPE),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: tirar a linha de instrução e deixar só os exemplos
sem_instrucao = few_shot.replace(task + "\\n\\n", "")
print(sem_instrucao)
'''),
    code('''
prompts = {"0 exemplos": zero_shot, "2 exemplos": few_shot, "2 exemplos sem instrução": sem_instrucao}
saidas = gen(list(prompts.values()), do_sample=False, max_new_tokens=8, **SO_NOVO)
for nome, s in zip(prompts, saidas):
    print(f"{nome:>26} | {s[0]['generated_text']!r}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs222: the student's OWN greedy loop (argmax with KV cache, stops at EOS, 8 tokens; causal models only, so the
# default MODEL_NAME is SmolLM2 with a note); runs named by shot counts "0-shot" / "2-shot" / "2-shot (2 positivos)";
# variation = the negative demonstration replaced by a second POSITIVE one.
NB["fs222-own-argmax-loop-shotnames"] = [
    md("# Few-shot e in-context learning\nDaniel Azevedo Lindgren\n\n"
       "(o flan-t5 não roda no meu laço, que é só pra modelo causal; usei um modelo causal pequeno)"),
    params("HuggingFaceTB/SmolLM2-135M"),
    code(CAUSAL + '''
def guloso(prompt, n=8):
    """decodificação gulosa na mão: argmax a cada passo, com KV cache"""
    entrada = tok(prompt, return_tensors="pt").input_ids
    past, novos = None, []
    with torch.no_grad():
        for _ in range(n):
            out = lm(input_ids=entrada, past_key_values=past, use_cache=True)
            past = out.past_key_values
            prox = int(out.logits[0, -1].argmax())
            if prox == tok.eos_token_id:
                break
            novos.append(prox)
            entrada = torch.tensor([[prox]])
    return tok.decode(novos, skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troco o exemplo negativo por um segundo exemplo positivo
dois_positivos = few_shot.replace('Texto: "Péssimo. Não recomendo para ninguém."\\nSentimento: NEGATIVO',
                                  'Texto: "Que filme lindo, recomendo a todos."\\nSentimento: POSITIVO')
'''),
    code('''
for nome, p in [("0-shot", zero_shot), ("2-shot", few_shot), ("2-shot (2 positivos)", dois_positivos)]:
    print(nome.ljust(22), "=>", repr(guloso(p)))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl221: generate kwargs as PRESET dicts (GULOSO / AMOSTRAGEM) splatted into one helper gera(prompt, n, seed=None,
# **kw); the ten samples in a dict comprehension KEYED BY SEED (2210..2219), printed "seed 2213 -> <repr> -> LABEL";
# Counter printed, no vote line; answers name samples by seed.
NB["tpl221-kwargspresets-seedkeys"] = [
    md("# Template e autoconsistência\nLívia Campos Adeyemi"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
GULOSO = dict(do_sample=False)
AMOSTRAGEM = dict(do_sample=True, temperature=0.9, top_p=0.9)

def gera(prompt, n, seed=None, **kw):
    if seed is not None:
        torch.manual_seed(seed)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x.input_ids.shape[1]:], skip_special_tokens=True)
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("ruim:", repr(gera(template_ruim, 16, **GULOSO)))
print("bom: ", repr(gera(template_bom, 8, **GULOSO)))
'''),
    code(SC + '''

amostras = {s: gera(prompt_sc, 8, seed=s, **AMOSTRAGEM) for s in range(2210, 2220)}
for s, a in amostras.items():
    print(f"seed {s} -> {a!r} -> {rotulo(a)}")
print(Counter(rotulo(a) for a in amostras.values()))
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl222: one pipeline for everything: the templates greedy (16 / 8 new tokens), then ONE set_seed(2222) and the SC
# prompt sent as a LIST OF TEN COPIES in one pipeline call (sampled one after the other); samples printed with
# ordinals "3ª: <repr>"; labels list, Counter and a vote by max over the labelled counts.
NB["tpl222-pipeline-tencopies-ordinals"] = [
    md("# Templates + self-consistency\nMateus Rocha Ivanova"),
    params("google/flan-t5-small"),
    code(PIPE + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

ruim = gen(template_ruim, do_sample=False, max_new_tokens=16, **SO_NOVO)[0]["generated_text"]
bom = gen(template_bom, do_sample=False, max_new_tokens=8, **SO_NOVO)[0]["generated_text"]
print("template_ruim ->", repr(ruim))
print("template_bom  ->", repr(bom))
'''),
    code(SC + '''

set_seed(2222)
res = gen([prompt_sc] * 10, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8, **SO_NOVO)
amostras = [r[0]["generated_text"] for r in res]
print(*[f"{i}ª: {a!r}" for i, a in enumerate(amostras, 1)], sep="\\n")
rotulos = [rotulo(a) for a in amostras]
print(rotulos)
cont = Counter(r for r in rotulos if r)
print(cont)
print("voto:", max(cont, key=cont.get) if cont else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
