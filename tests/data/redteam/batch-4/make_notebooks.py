"""Build the unexecuted batch-4 student notebooks.

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


# loading a "flan-t5" notebook that must also run on a causal model: switch on config.architectures
T5_LOAD_ARCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

cfg = AutoConfig.from_pretrained(MODEL_NAME)
arq = (cfg.architectures or [""])[0]
eh_t5 = "ConditionalGeneration" in arq          # T5ForConditionalGeneration
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if eh_t5 else AutoModelForCausalLM).from_pretrained(MODEL_NAME).eval()
print(arq, "| seq2seq" if eh_t5 else "| causal")
'''

NB = {}

# ================================================================ temperature-top-p
NB["tp41-genconfig-mutated-enumerate"] = [
    md("# Lab 4.15 – temperatura / top-p\nCamila R. — turma noite"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, GenerationConfig

tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"
enc = tok(PROMPT, return_tensors="pt")
n_prompt = enc["input_ids"].shape[1]
'''),
    md("Uso um `GenerationConfig` só e vou mudando a temperatura / o top_p dele em cada rodada (achei mais limpo que repetir os argumentos)."),
    code('''
gc = GenerationConfig(do_sample=True, max_new_tokens=80, top_p=0.9, temperature=1.0,
                      pad_token_id=tok.eos_token_id)
resultados = []
torch.manual_seed(0)

# parte A: top_p fica 0.9
for T in [0.2, 0.7, 1]:
    gc.temperature = T
    with torch.no_grad():
        out = lm.generate(**enc, generation_config=gc)
    resultados.append(("A", gc.temperature, gc.top_p, tok.decode(out[0][n_prompt:], skip_special_tokens=True)))

# parte B: temperatura volta pra 0.7
gc.temperature = 0.7
for p in [0.3, 0.6, 0.9]:
    gc.top_p = p
    with torch.no_grad():
        out = lm.generate(**enc, generation_config=gc)
    resultados.append(("B", gc.temperature, gc.top_p, tok.decode(out[0][n_prompt:], skip_special_tokens=True)))
print(len(resultados), "geracoes ok")
'''),
    code('''
for i, (parte, T, p, txt) in enumerate(resultados, 1):
    print(f"{i}. [{parte}] temperature={T} top_p={p}")
    print("   " + txt.strip().replace("\\n", " "))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

NB["tp42-pipeline-nofull-docstring"] = [
    md("# Atividade 4.15\n**Aluno:** Thiago S.\n\nFiz com `pipeline` porque é o que eu uso no estágio."),
    params(),
    code('''
from transformers import pipeline, set_seed

gerador = pipeline("text-generation", model=MODEL_NAME)
PROMPT = "Transformers are models that"

def rodar(temp, p, seed):
    set_seed(seed)
    r = gerador(PROMPT, do_sample=True, temperature=temp, top_p=p,
                max_new_tokens=80, return_full_text=False)
    return r[0]["generated_text"]
'''),
    md("### Parte A — só a temperatura muda"),
    code('''
for temp, seed in [(0.2, 11), (0.7, 12), (1.0, 13)]:
    txt = rodar(temp, 0.9, seed)
    print(f">>> rodar({temp}, 0.9, seed={seed})")
    print(f"«{PROMPT}» + «{txt.strip()}»")
    print()
'''),
    md("### Parte B — só o top-p muda"),
    code('''
for p, seed in [(0.3, 21), (0.6, 22), (0.9, 23)]:
    txt = rodar(0.7, p, seed)
    print(f">>> rodar(0.7, {p}, seed={seed})")
    print(f"«{PROMPT}» + «{txt.strip()}»")
    print()
'''),
    md("### Respostas (deixei tudo na docstring pra não perder formatação)"),
    slot("all", kind="code"),
]

NB["tp43-stdout-write-topk20-charmetric"] = [
    md("# pratica 4.15 - temperatura e top p\nyuri k.  (notebook meio bagunçado, desculpa)"),
    params(),
    code('''
import sys, torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
prompt = "Transformers are models that"
saidas = {}

def gera(nome, temperature, top_p, seed):
    torch.manual_seed(seed)
    x = tokenizer(prompt, return_tensors="pt")
    y = model.generate(**x, do_sample=True, temperature=temperature, top_p=top_p, top_k=20,
                       max_new_tokens=80, pad_token_id=tokenizer.eos_token_id)
    texto = tokenizer.decode(y[0], skip_special_tokens=True)
    saidas[nome] = texto
    sys.stdout.write(f"\\n##### {nome}  (temperature={temperature}, top_p={top_p}, top_k=20, seed={seed})\\n")
    sys.stdout.write(texto + "\\n")
'''),
    code('''
gera("A1", 0.2, 0.9, seed=5)
gera("A2", 0.7, 0.9, seed=5)
gera("A3", 1.0, 0.9, seed=5)
'''),
    code('''
gera("B1", 0.7, 0.3, seed=8)
gera("B2", 0.7, 0.6, seed=8)
gera("B3", 0.7, 0.9, seed=8)
'''),
    md("medindo a diversidade de cada texto (quanto maior, menos repetitivo):"),
    code('''
for nome, t in saidas.items():
    div = len(set(t)) / len(t)
    print(f"{nome}: diversidade = {div:.3f}")
'''),
    md("## respostas"),
    slot("all"),
]

NB["tp44-markdown-italic-elision"] = [
    md("# Seção 4.15 — temperatura e top-p\n\n*Fernanda L. e Otávio P.*"),
    params(),
    code('''
import torch
from IPython.display import display, Markdown
from transformers import AutoTokenizer, AutoModelForCausalLM

tk = AutoTokenizer.from_pretrained(MODEL_NAME)
mdl = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()
PROMPT = "Transformers are models that"

def continua(temperatura, top_p):
    ids = tk(PROMPT, return_tensors="pt")
    with torch.inference_mode():
        o = mdl.generate(**ids, do_sample=True, temperature=temperatura, top_p=top_p,
                         max_new_tokens=80, pad_token_id=tk.eos_token_id)
    return tk.decode(o[0, ids["input_ids"].shape[1]:], skip_special_tokens=True)

def mostra(titulo, txt):
    display(Markdown(f"**{titulo}**\\n\\n_{PROMPT}_ {txt.strip()}"))
'''),
    code('''
torch.manual_seed(77)
for t in (0.2, 0.7, 1.0):
    mostra(f"Temperatura {t} · top-p 0.9", continua(t, 0.9))
'''),
    code('''
torch.manual_seed(78)
for p in (0.3, 0.6, 0.9):
    mostra(f"Top-p {p} · temperatura 0.7", continua(0.7, p))
'''),
    md("---\n## Respostas"),
    md("**A.1**"), slot("A.1"),
    md("**A.2**"), slot("A.2"),
    md("**A.3**"), slot("A.3"),
    md("**B.1**"), slot("B.1"),
    md("**B.2**"), slot("B.2"),
    md("**B.3**"), slot("B.3"),
    md("**D.1 / D.2 / D.3**"), slot("D"),
]

# ================================================================ chain-of-thought
NB["cot41-pipeline-slashes-mixed"] = [
    md("# Parte C – CoT (style vs correctness)\nLucas M."),
    params(),
    code('''
from transformers import pipeline, set_seed
gen = pipeline("text-generation", model=MODEL_NAME)

perguntas = {
    "direto": ("What is 27 + 58?", 40),
    "passo a passo": ("Solve step by step: 27 + 58.", 80),
}
set_seed(123)
for nome, (q, n) in perguntas.items():
    out = gen(q, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
              return_full_text=False)[0]["generated_text"]
    print(f"{nome:<14}| {q}")
    print(f"{'':<14}| " + (out.strip().replace("\\n", " / ") or "(nada)"))
    print()
'''),
    md("## Answers / respostas"),
    slot("all"),
]

NB["cot42-listdicts-edited-c2"] = [
    md("# Atividade — Parte C (cadeia de raciocínio)\nBeatriz T."),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
mod = AutoModelForCausalLM.from_pretrained(MODEL_NAME)

resultados = []
def pergunta(nome, prompt, n):
    e = tok(prompt, return_tensors="pt")
    s = mod.generate(**e, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                     pad_token_id=tok.eos_token_id)
    resultados.append({"nome": nome, "T": 0.7, "p": 0.9, "n": n, "prompt": prompt,
                       "saida": tok.decode(s[0, e["input_ids"].shape[1]:], skip_special_tokens=True)})
'''),
    code('''
torch.manual_seed(31)
pergunta("P1 direto", "What is 27 + 58?", 40)
pergunta("P2 passo a passo", "Solve step by step: 27 + 58.", 80)

for i, r in enumerate(resultados):
    print(f"[{i}] {r['nome']} (T={r['T']}, top_p={r['p']}, max_new_tokens={r['n']})")
    print("prompt:", r["prompt"])
    print("saida :", r["saida"].strip())
    print("-" * 50)
'''),
    md("## Respostas"),
    slot("all"),
]

NB["cot43-genconfig-scores-html"] = [
    md("# C — chain of thought\nRenata V. (curiosa com as probabilidades, então imprimi a confiança média também)"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, GenerationConfig
tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
base = GenerationConfig(do_sample=True, temperature=0.7, top_p=0.9, pad_token_id=tokenizer.eos_token_id,
                        return_dict_in_generate=True, output_scores=True)

def roda(prompt, max_new_tokens, seed):
    torch.manual_seed(seed)
    x = tokenizer(prompt, return_tensors="pt")
    r = model.generate(**x, generation_config=base, max_new_tokens=max_new_tokens)
    novos = r.sequences[0, x["input_ids"].shape[1]:]
    logp = [torch.log_softmax(s[0], -1)[t].item() for s, t in zip(r.scores, novos)]
    texto = tokenizer.decode(novos, skip_special_tokens=True)
    media = sum(logp) / len(logp) if logp else float("nan")
    print(f"PROMPT: {prompt}")
    print(f"SAIDA ({len(novos)} tokens, logprob media {media:.2f}):")
    print(texto)
    print()
'''),
    code('''
roda("What is 27 + 58?", 40, seed=2)
roda("Solve step by step: 27 + 58.", 80, seed=3)
'''),
    md("## Respostas"),
    slot("all"),
]

NB["cot44-helper-swapped-lengths"] = [
    md("# Parte C: Direto x passo a passo\nAndre C. (sem acento, teclado gringo)"),
    params(),
    code('''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
gpt = AutoModelForCausalLM.from_pretrained(MODEL_NAME)

def responder(pergunta, n, temp=0.7, p=0.9):
    ids = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        out = gpt.generate(**ids, do_sample=True, temperature=temp, top_p=p,
                           max_new_tokens=n, pad_token_id=tok.eos_token_id)
    return tok.decode(out[0][ids["input_ids"].shape[1]:], skip_special_tokens=True)

P1 = "What is 27 + 58?"
P2 = "Solve step by step: 27 + 58."
'''),
    code('''
torch.manual_seed(404)
r1 = responder(P1, 80)
r2 = responder(P2, 40)
print(P1); print("→", r1); print()
print(P2); print("→", r2)
'''),
    md("## Respostas"),
    slot("all"),
]

# ================================================================ few-shot
NB["fs41-whitespace-variation"] = [
    md("# Cap. 5 — few-shot (5.5 / 5.8)\nPaula G."),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variacao: dei mais espaco entre as demonstracoes (linha em branco extra)
variacao = few_shot.replace("\\n\\nTexto:", "\\n\\n\\nTexto:")
'''),
    code('''
def responde(prompt, n=8):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=False, num_beams=1, max_new_tokens=n,
                            pad_token_id=tok.pad_token_id or tok.eos_token_id)
    if not eh_t5:
        y = y[:, x["input_ids"].shape[1]:]
    return tok.decode(y[0], skip_special_tokens=True)

for k, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variacao", variacao)]:
    print(f"=== {k} ===")
    print(responde(p).strip())
    print()
print("prompt da variacao:")
print(variacao)
'''),
    md("## Respostas 5.5 / 5.8"),
    md("**F.1** Copie exatamente as saídas zero-shot e few-shot."), slot("F.1"),
    md("**F.2** Quais seguiram o formato de rótulo?"), slot("F.2"),
    md("**F.3** Algum peso foi atualizado?"), slot("F.3"),
    md("**F.4** A variação mudou a saída?"), slot("F.4"),
    md("**F.5** Janela de contexto do GPT-2"), slot("F.5"),
]

NB["fs42-strip-docstring"] = [
    md("# Few-shot / ICL\nGabriel N."),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei a demonstração negativa por outra frase negativa
variacao = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Horrível, saí no meio da sessão.")
'''),
    code('''
def rotula(prompt):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    if not eh_t5:
        y = y[:, x["input_ids"].shape[1]:]
    return tok.decode(y[0], skip_special_tokens=True).strip()

saida_zs = rotula(zero_shot)
saida_fs = rotula(few_shot)
saida_var = rotula(variacao)
print("ZS :", saida_zs)
print("FS :", saida_fs)
print("VAR:", saida_var)
'''),
    md("Respostas na docstring abaixo 👇"),
    slot("all", kind="code"),
]

NB["fs43-mdtable-claim-f2"] = [
    md("# Exercício few-shot (5.5)\nIgor B. e Sofia A."),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH + '''
from IPython.display import display, Markdown
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: reordenei — a demonstração NEGATIVO vem primeiro
variacao = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
def gera(prompt):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id)
    if not eh_t5:
        y = y[:, x["input_ids"].shape[1]:]
    return tok.decode(y[0], skip_special_tokens=True)

linhas = ["| execução | saída do modelo |", "|---|---|"]
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação (NEG primeiro)", variacao)]:
    s = gera(p)
    linhas.append(f"| {nome} | `{s.replace(chr(10), '↵')}` |")
display(Markdown("\\n".join(linhas)))
'''),
    md("### Respostas"),
    slot("all"),
]

NB["fs44-token-probs-en-pt"] = [
    md("# Few-shot lab (chapter 5)\nMariana O. — exchange student, answers part English part Portuguese"),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variation: swap the order of the two demonstrations
A = 'Texto: "Adorei, foi excelente e emocionante."\\nSentimento: POSITIVO'
B = 'Texto: "Péssimo. Não recomendo para ninguém."\\nSentimento: NEGATIVO'
variation = few_shot.replace(A + "\\n\\n" + B, B + "\\n\\n" + A)
assert variation != few_shot
'''),
    code('''
def run(name, prompt):
    x = tok(prompt, return_tensors="pt")
    r = modelo.generate(**x, do_sample=False, max_new_tokens=8, pad_token_id=tok.eos_token_id,
                        return_dict_in_generate=True, output_scores=True)
    seq = r.sequences[0] if eh_t5 else r.sequences[0, x["input_ids"].shape[1]:]
    print(f"## {name}: |{tok.decode(seq, skip_special_tokens=True)}|")
    for step, (s, t) in enumerate(zip(r.scores, seq[-len(r.scores):])):
        p = torch.softmax(s[0], -1)[t].item()
        print(f"   step {step}: {tok.convert_ids_to_tokens(int(t))!r:<14} p={p:.3f}")

run("zero-shot", zero_shot)
run("few-shot", few_shot)
run("variation", variation)
'''),
    md("## Answers"),
    slot("all"),
]

# ================================================================ template
NB["tpl41-firstword-rule"] = [
    md("# 5.6 / 5.7 — template e self-consistency\nHelena D."),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    code('''
def gera(prompt, n, **kw):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    if not eh_t5:
        y = y[:, x["input_ids"].shape[1]:]
    return [tok.decode(r, skip_special_tokens=True) for r in y]

print("RUIM :", gera(template_ruim, 16, do_sample=False)[0])
print("BOM  :", gera(template_bom, 8, do_sample=False)[0])
'''),
    md("Minha regra de extração: pego a **primeira palavra** da resposta (sem aspas/pontuação) e só conto se ela for exatamente POSITIVO ou NEGATIVO."),
    code('''
import re
from collections import Counter

def primeira_palavra(s):
    palavras = re.findall(r"[A-Za-zÀ-ÿ]+", s)
    if not palavras:
        return None
    w = palavras[0].upper()
    return w if w in ("POSITIVO", "NEGATIVO") else None

torch.manual_seed(17)
amostras = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9, num_return_sequences=10)
rot = [primeira_palavra(s) for s in amostras]
for i, (s, r) in enumerate(zip(amostras, rot), 1):
    print(f"{i:>2} {s.strip()!s:<30} -> {r}")
c = Counter(r for r in rot if r)
print("contagem:", dict(c), "| sem rotulo:", rot.count(None))
print("VOTO:", c.most_common(1)[0][0] if c else "INDETERMINADO")
'''),
    md("## Respostas"),
    md("**T.1**"), slot("T.1"),
    md("**T.2**"), slot("T.2"),
    md("**T.3**"), slot("T.3"),
    md("**T.4**"), slot("T.4"),
    md("**T.5**"), slot("T.5"),
]

NB["tpl42-genconfig-handcount"] = [
    md("# Template ruim x bom + self-consistency\nRodrigo F."),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH + '''
from transformers import GenerationConfig
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    code('''
gc = GenerationConfig(do_sample=False, num_beams=1, max_new_tokens=16, pad_token_id=tok.eos_token_id)

def roda(prompt):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, generation_config=gc)
    if not eh_t5:
        y = y[:, x["input_ids"].shape[1]:]
    return tok.decode(y[0], skip_special_tokens=True)

print("template ruim  ->", repr(roda(template_ruim)))
gc.max_new_tokens = 8
print("template bom   ->", repr(roda(template_bom)))
'''),
    code('''
import re
def extract_label(text):
    t = text.strip().upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", t)
    return m.group(1) if m else None

gc.do_sample = True
gc.temperature = 0.9
gc.top_p = 0.9
torch.manual_seed(2718)
for i in range(10):
    s = roda(prompt_sc)
    print(f"amostra {i+1:02d}: {s!r:<28} rótulo: {extract_label(s)}")
'''),
    md("## Respostas\n(contei os votos na mão pela lista acima)"),
    slot("all"),
]

NB["tpl43-markdown-list-samples"] = [
    md("# Prática 5.6–5.7\nLarissa K."),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH + '''
from transformers import set_seed
from IPython.display import display, Markdown
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    code('''
def saida(prompt, **kw):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, pad_token_id=tok.eos_token_id, **kw)
    if not eh_t5:
        y = y[:, x["input_ids"].shape[1]:]
    return [tok.decode(r, skip_special_tokens=True) for r in y]

ruim = saida(template_ruim, do_sample=False, max_new_tokens=16)[0]
bom = saida(template_bom, do_sample=False, max_new_tokens=8)[0]
print(repr(ruim))
print(repr(bom))
'''),
    code('''
import re
from collections import Counter
def extract_label(text: str):
    t = text.strip().upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", t)
    return m.group(1) if m else None

set_seed(555)
amostras = saida(prompt_sc, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8, num_return_sequences=10)
labels = [extract_label(s) for s in amostras]
display(Markdown("\\n".join(f"{i}. `{s.strip()}` → **{l}**" for i, (s, l) in enumerate(zip(amostras, labels), 1))))
counts = Counter(l for l in labels if l)
print("parseados:", dict(counts), "| nao parseados:", labels.count(None), "/", len(labels))
print("VOTO FINAL:", counts.most_common(1)[0][0] if counts else "INDETERMINADO")
'''),
    md("### Minhas respostas"),
    slot("all"),
]

NB["tpl44-lastlabel-tie"] = [
    md("# Atividade cap. 5 — template e self-consistency\nVitor H."),
    params("google/flan-t5-small"),
    code(T5_LOAD_ARCH + '''
from transformers import set_seed
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC),
    code('''
def g(prompt, max_new_tokens, **kw):
    x = tok(prompt, return_tensors="pt")
    y = modelo.generate(**x, max_new_tokens=max_new_tokens, pad_token_id=tok.eos_token_id, **kw)
    if not eh_t5:
        y = y[:, x["input_ids"].shape[1]:]
    return tok.decode(y[0], skip_special_tokens=True)

print("LOOSE", "|", g(template_ruim, 16, do_sample=False), "|", sep="")
print("STRICT", "|", g(template_bom, 8, do_sample=False), "|", sep="")
'''),
    md("Regra: conto o **último** POSITIVO/NEGATIVO que aparecer (se o modelo muda de ideia no meio, vale o final). Empate = EMPATE."),
    code('''
import re
from collections import Counter
def ultimo_rotulo(s):
    achados = re.findall(r"POSITIVO|NEGATIVO", s.upper())
    return achados[-1] if achados else None

res = []
for i in range(10):
    set_seed(100 + i)
    s = g(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    res.append(ultimo_rotulo(s))
    print(i, repr(s), res[-1], sep=" | ")
cnt = Counter(r for r in res if r)
top = cnt.most_common()
if not top:
    voto = "INDETERMINADO"
elif len(top) > 1 and top[0][1] == top[1][1]:
    voto = "EMPATE"
else:
    voto = top[0][0]
print(dict(cnt), "None:", res.count(None), "=> voto:", voto)
'''),
    md("## Respostas"),
    slot("all"),
]


def main(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    for name, cells in NB.items():
        nb = new_notebook(cells=cells)
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        if name.startswith(("tp41", "cot43", "fs42", "tpl43")):
            nb.metadata["colab"] = {"provenance": []}
            nb.metadata["accelerator"] = "GPU"
        nbformat.write(nb, out / f"{name}.ipynb")
    print(len(NB), "notebooks written to", out)


if __name__ == "__main__":
    main(sys.argv[1])
