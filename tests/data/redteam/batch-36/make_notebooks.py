"""Build the unexecuted batch-36 student notebooks (8: 2 per activity).

Emphasis: students who work INSIDE the course's own Colab notebook (notebook 02 of MC-CD05): they keep the book's
headings, its setup / load cells (`from rich import print`, so outputs are rich display_data with ANSI codes and
rich's wrapping), the book's `generate_text` / `generate_t5` as written there (adapted only to load MODEL_NAME), its
printed "EXPLICAÇÃO — RESUMO" / "[Checagem]" texts, its example prompts, extra experiments beyond the activity, and
the book's example outputs (GPT-2 / flan-t5 on Colab) pasted in markdown. Those cells are written here in the
course's shape, not copied from the course folder.

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks  # noqa: E402

NB = {}

HEAD = '''
##**Large Language Models - MC-CD05**
*Professor: Bruno Menezes e Daniel de Senna (LNCC)*
'''

SETUP = '''
# ============================================================
# SETUP DO AMBIENTE (Colab)
# Instalação de dependências + imports
# ============================================================

# 1) Instala bibliotecas (normalmente basta rodar 1 vez por sessão Colab)
# !pip install -q rich torchinfo transformers      # rodando no meu PC: já está instalado

# 2) Imports principais
import torch

# Rich: prints mais legíveis no notebook (cores, caixas, etc.)
from rich import print
from rich.panel import Panel

# Display/Markdown: títulos e texto formatado no notebook
from IPython.display import display, Markdown

from transformers import (
    AutoTokenizer,
    AutoModelForCausalLM,
)

# 3) (Opcional, mas útil) Checagem rápida de hardware
device = "cuda" if torch.cuda.is_available() else "cpu"
display(Markdown(f"**Device:** `{device}`"))
'''

LOAD_GPT = '''
# -----------------------------
# Carregar modelo causal (GPT-2)
# -----------------------------
# Objetivo: carregar um modelo "decoder-only" simples (GPT-2) para demonstrar geração.
# (no meu caso o modelo vem do parâmetro MODEL_NAME em vez de "gpt2")

gpt_name = MODEL_NAME  # checkpoint (era "gpt2" no notebook do curso)

# 1) Tokenizer: converte texto <-> tokens (ids)
gpt_tokenizer = AutoTokenizer.from_pretrained(gpt_name)

# (Opcional) GPT-2 não define pad_token por padrão.
if gpt_tokenizer.pad_token is None:
    gpt_tokenizer.pad_token = gpt_tokenizer.eos_token

# 2) Modelo: AutoModelForCausalLM = modelo com "head" de linguagem causal
gpt_model = AutoModelForCausalLM.from_pretrained(gpt_name).to(device)

# 3) Modo avaliação
gpt_model.eval()

print(f"\\n[GPT] Modelo carregado: {gpt_name.rstrip('/').split('/')[-1]}")
print(f"[GPT] Device: {next(gpt_model.parameters()).device}")
'''

GENTEXT = '''
# -----------------------------
# Função de geração controlada (temperatura, top-p, KV cache)
# -----------------------------
def generate_text(
    prompt: str,
    max_new_tokens: int = 80,
    temperature: float = 1.0,
    top_p: float = 1.0,
    use_cache: bool = True,
    do_sample: bool = True,
):
    # 1) Tokenização: transforma texto em tensores (input_ids, attention_mask)
    inputs = gpt_tokenizer(prompt, return_tensors="pt").to(device)

    # 2) Inferência: não precisamos de gradientes (não estamos treinando).
    with torch.inference_mode():
        output_ids = gpt_model.generate(
            **inputs,
            max_new_tokens=max_new_tokens,   # número de tokens *novos* além do prompt
            do_sample=do_sample,             # True = sampling; False = greedy/beam (mais determinístico)
            temperature=temperature,         # >1.0 mais diverso; <1.0 mais conservador
            top_p=top_p,                     # nucleus sampling (massa de probabilidade)
            use_cache=use_cache,             # KV cache: acelera geração passo-a-passo
            pad_token_id=gpt_tokenizer.eos_token_id,  # evita warnings em modelos sem pad_token
        )

    # 3) Decodificação: transforma ids de tokens de volta em texto.
    text = gpt_tokenizer.decode(output_ids[0], skip_special_tokens=True)
    return text
'''

# the flan-t5 part of the course notebook, adapted to MODEL_NAME (the course model is seq2seq; the embedded one causal)
SETUP_T5 = '''
# ============================================================
# SETUP — Prompt Engineering & In-Context Learning (few-shot, etc.)
# Modelo: FLAN-T5 (seq2seq instruído, leve e rápido)
# ============================================================
import torch
from rich import print
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

# 1) Define o device primeiro (GPU se disponível)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(f"[INFO] Device: {device}")

# 2) Escolha do modelo (no curso: "google/flan-t5-small"; aqui vem do parâmetro)
t5_name = MODEL_NAME
is_seq2seq = AutoConfig.from_pretrained(t5_name).is_encoder_decoder

# 3) Tokenizer e modelo
t5_tokenizer = AutoTokenizer.from_pretrained(t5_name)
t5_model = (AutoModelForSeq2SeqLM if is_seq2seq else AutoModelForCausalLM).from_pretrained(t5_name).to(device)

# 4) Modo avaliação (inferência)
t5_model.eval()

print(f"[OK] Modelo instruído carregado: {t5_name.rstrip('/').split('/')[-1]} (seq2seq={is_seq2seq})")
'''

GEN_T5 = '''
# ============================================================
# FUNÇÃO DE GERAÇÃO PARA O MODELO INSTRUÍDO (FLAN-T5)
# ============================================================
# - temperature/top_p só têm efeito real quando do_sample=True.
# - (minha mudança) se o modelo for causal, corto o prompt da saída decodificada
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
    n_in = 0 if is_seq2seq else inputs["input_ids"].shape[1]

    # 2) Inferência (sem gradientes)
    with torch.inference_mode():
        out_ids = t5_model.generate(
            **inputs,
            max_new_tokens=max_new_tokens,
            do_sample=do_sample,
            temperature=temperature if do_sample else None,
            top_p=top_p if do_sample else None,
            num_beams=num_beams,
            num_return_sequences=num_return_sequences,
            pad_token_id=t5_tokenizer.eos_token_id,
        )

    # 3) Decodifica ids -> texto
    texts = [t5_tokenizer.decode(x[n_in:], skip_special_tokens=True) for x in out_ids]

    return texts if num_return_sequences > 1 else texts[0]
'''

TASK_ZS_FS = '''
task = "Classifique o sentimento como POSITIVO ou NEGATIVO."

# ZERO-SHOT: sem demonstrações, só instrução + um exemplo-alvo
zero_shot = f"""{task}

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""

# FEW-SHOT: damos demonstrações do formato que queremos (Texto -> Rótulo)
few_shot = f"""{task}

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''

FS_RUN = '''
# ============================================================
# FEW-SHOT / IN-CONTEXT LEARNING (ICL)
# ============================================================
print("\\n" + "="*70)
print("FEW-SHOT / IN-CONTEXT LEARNING (ICL)")
print("="*70)

print("\\nO que observar:")
print("- A resposta segue o rótulo pedido? (POSITIVO/NEGATIVO)")
print("- A resposta fica mais estável quando damos exemplos?")
print("- O template (Texto -> Sentimento) é seguido?\\n")
''' + TASK_ZS_FS + '''
print("\\n--- ZERO-SHOT (sem exemplos) ---")
print(generate_t5(
    zero_shot,
    do_sample=False,   # determinístico
    num_beams=1,
    max_new_tokens=8
))

print("\\n--- FEW-SHOT (com exemplos) ---")
print(generate_t5(
    few_shot,
    do_sample=False,   # determinístico
    num_beams=1,
    max_new_tokens=8
))

print("""
EXPLICAÇÃO — RESUMO

- Zero-shot:
  Pode acertar, mas costuma ser mais sensível ao wording e ao formato.

- Few-shot:
  O modelo "pega o jeito" pelo contexto:
  ele observa o padrão (Texto -> Sentimento) e imita esse padrão no novo caso.

PONTO-CHAVE:
In-context learning (ICL) não atualiza pesos.
O que "ensina" é o template + exemplos (demonstrações) no prompt.
""")
'''

TEMPLATES = '''
# ============================================================
# "O TEMPLATE É O MODELO"
# mesma tarefa, template ruim vs template bom
# ============================================================
print("\\n" + "="*70)
print("TEMPLATE RUIM vs TEMPLATE BOM")
print("="*70)

task = "Classifique o sentimento como POSITIVO ou NEGATIVO."

template_ruim = f"""{task}
"Este filme foi um desperdício de tempo." ->"""

template_bom = f"""{task}

Responda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.
Não explique. Não escreva mais nada.

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""

print("\\n--- TEMPLATE RUIM ---")
print(generate_t5(
    template_ruim,
    do_sample=False,   # determinístico (bom para demo ao vivo)
    num_beams=1,
    max_new_tokens=16
))

print("\\n--- TEMPLATE BOM ---")
print(generate_t5(
    template_bom,
    do_sample=False,   # determinístico
    num_beams=1,
    max_new_tokens=8
))

print("""
EXPLICAÇÃO — RESUMO

- Template ruim:
  O modelo pode responder de forma prolixa, ambígua, ou fora do formato esperado,
  porque o "espaço de saída" não está bem definido.

- Template bom:
  Você restringe o espaço de resposta (output space) e reduz ambiguidade:
  o modelo sabe exatamente o que deve produzir e em qual formato.
""")
'''

SC_HEAD = '''
# ============================================================
# SELF-CONSISTENCY (multi-amostragem + votação)
# ============================================================
print("\\n" + "="*70)
print("SELF-CONSISTENCY (MULTI-AMOSTRAGEM + VOTO)")
print("="*70)

from collections import Counter
import re

def extract_label(text: str):
    """Extrai POSITIVO/NEGATIVO da saída, mesmo se vier com texto extra."""
    t = text.strip().upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", t)
    return m.group(1) if m else None

# Caso deliberadamente ambíguo (sinal misto):
prompt_sc = """Classifique o sentimento como POSITIVO ou NEGATIVO.
Responda APENAS com POSITIVO ou NEGATIVO.

Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."
Sentimento:"""
'''

SC_RUN = '''
# 1) Gera múltiplas amostras com sampling (variabilidade proposital)
torch.manual_seed(SEED_SC)   # (meu) para a execução ser reproduzível
samples = generate_t5(
    prompt_sc,
    do_sample=True,
    temperature=0.9,
    top_p=0.9,
    num_beams=1,
    max_new_tokens=8,
    num_return_sequences=N_SC
)

# 2) Extrai rótulos e contabiliza
labels = [extract_label(s) for s in samples]
labels_clean = [l for l in labels if l is not None]

print("\\nAmostras brutas:")
for i, s in enumerate(samples, 1):
    print(f"{i:02d}. {s}")

counts = Counter(labels_clean)
print("\\nContagem de rótulos (apenas parseados):", dict(counts))
print(f"Não-parseados (sem rótulo claro): {labels.count(None)} / {len(labels)}")

# 3) Votação simples (maioria)
voted = counts.most_common(1)[0][0] if counts else "INDETERMINADO"
print("\\nVOTO FINAL (self-consistency):", voted)
'''

# ---------------------------------------------------------------- temperature-top-p
# tp361: the course's second inference section (cells "TEMPERATURA (τ)" / "TOP-P (NUCLEUS SAMPLING)") with
# N_SAMPLES changed 2 -> 1 and torch.manual_seed(3610 + k) added; the book's sanity-check cell kept (two extra base
# generations, 30 tokens), the book's "EXPLICAÇÃO — RESUMO" and part-D diagnostic prints kept; the answers in a
# Python string `respostas = """..."""` printed at the end (executed alone after writing).
NB["tp361-colab-tau-loops-strvar-answers"] = [
    md(HEAD),
    md("#Controle e inferência: parâmetros de geração (temperatura, top-p) e gerenciamento de contexto\n\n"
       "*(cópia do notebook 02 — aluna: Renata Figueiredo Oyelaran; rodei no meu PC, sem GPU)*"),
    params(),
    code(SETUP),
    md("#\n# INFERÊNCIA (GERAÇÃO) COM MODELO CAUSAL (GPT-2)\n#"),
    code(LOAD_GPT),
    code(GENTEXT),
    code('''
# -----------------------------
# Teste base de geração (sanity check)
# -----------------------------
prompt = "Transformers are models that"

print("\\n[PROMPT]")
print(prompt)

torch.manual_seed(3600)
print("\\n[GERAÇÃO BASE] (temperature=0.7, top_p=0.9)")
print(generate_text(prompt, temperature=0.7, top_p=0.9, max_new_tokens=30))

# (Opcional) Se quiser mostrar variabilidade do sampling:
print("\\n[GERAÇÃO BASE — segunda execução] (pode mudar por causa do sampling)")
print(generate_text(prompt, temperature=0.7, top_p=0.9, max_new_tokens=30))
'''),
    md("## Inferência Interativa: experimentação guiada com prompts e parâmetros de geração\n\n"
       "Parte A da atividade 4.15 = a célula da TEMPERATURA abaixo; Parte B = a do TOP-P. "
       "Deixei uma amostra por valor (N_SAMPLES = 1) para cada valor ser uma execução."),
    code('''
# ============================================================
# TEMPERATURA (τ): controle de aleatoriedade
# ============================================================
print("\\n" + "="*70)
print("VARIAÇÃO DE TEMPERATURA (τ)")
print("="*70)

# Prompt base (curto e neutro para facilitar comparação)
prompt = "Transformers are models that"

# Valores de temperatura para comparação
temps = [0.2, 0.7, 1.0]

# Guardamos as saídas em um dicionário (útil para comparar depois)
outputs_temp = {}

print("\\nO que observar:")
print("- Coerência / fluência")
print("- Diversidade de palavras/ideias")
print("- Tendência a repetir padrões vs. inventar variações\\n")

N_SAMPLES = 1   # era 2 no notebook do curso

for k, t in enumerate(temps):
    print("\\n" + "-"*30)
    print(f"TEMPERATURA = {t}")
    print("-"*30)

    outputs_temp[t] = []

    for i in range(N_SAMPLES):
        torch.manual_seed(3610 + k)   # (meu) reprodutível
        text = generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80, do_sample=True)
        outputs_temp[t].append(text)

        print(f"\\n[Amostra {i+1}]")
        print(text)

print("\\n" + "="*70)
print("EXPLICAÇÃO — RESUMO")
print("="*70)
print("""
- τ = 0.2 (baixa):
  Saída mais rígida e previsível. O modelo tende a escolher tokens muito prováveis.

- τ = 0.7 (média):
  Bom equilíbrio: mantém coerência e ainda permite variações úteis.

- τ = 1.0 (alta):
  Mais diversidade e “criatividade”, mas aumenta o risco de deriva semântica/erros.
""")
'''),
    code('''
# ============================================================
# TOP-P (Nucleus Sampling): controla "quantos candidatos" entram no sorteio
# ============================================================
print("\\n" + "="*70)
print("VARIAÇÃO DE TOP-P (NUCLEUS SAMPLING)")
print("="*70)

temp_fixed = 0.7
ps = [0.3, 0.6, 0.9]

outputs_p = {}

N_SAMPLES = 1

for k, p in enumerate(ps):
    print("\\n" + "-"*30)
    print(f"TOP-P = {p} (temperature={temp_fixed})")
    print("-"*30)

    outputs_p[p] = []

    for i in range(N_SAMPLES):
        torch.manual_seed(3613 + k)
        text = generate_text(
            prompt,
            temperature=temp_fixed,
            top_p=p,
            max_new_tokens=80,
            do_sample=True
        )
        outputs_p[p].append(text)

        print(f"\\n[Amostra {i+1}]")
        print(text)

print("\\n" + "="*70)
print("EXPLICAÇÃO — RESUMO")
print("="*70)
print("""
- top-p = 0.3:
  Considera apenas um conjunto bem pequeno de tokens muito prováveis.
  Tendência a texto mais conservador e repetitivo.

- top-p = 0.9:
  Permite um conjunto maior de candidatos → mais diversidade,
  mas pode aumentar o risco de "deriva" (sair do trilho).
""")
'''),
    code('''
# ============================================================
# DIAGNÓSTICO DE PARÂMETROS (regras de bolso)
# ============================================================
print("\\n" + "="*70)
print("PARTE D — DIAGNÓSTICO: como ajustar quando a saída 'fica ruim'")
print("="*70)

print("""
CENÁRIO 1 — Texto repetitivo / preso em loops
-------------------------------------------
Sintoma: o modelo repete frases, padrões ou fica "travado" num formato.

Ajuste prioritário:
✅ Aumentar TOP-P (ex.: 0.6 -> 0.9)
""")
'''),
    md("### Minhas respostas (4.15 — A, B, D)\nescrevi numa string e imprimi embaixo"),
    slot("all", kind="code", tags=["answers-executed-after"]),
]

# tp362: the course's FIRST inference section (cells "Experimento: efeito da TEMPERATURA / do TOP-P": headers
# "[EXPERIMENTO] TEMPERATURA = 0.2 (top_p=0.9)", two samples per value as in the book, the book's seed comment made
# real: torch.manual_seed(100 * k + i)); a markdown cell keeps the book's Colab outputs for T=0.2 (GPT-2);
# answers in markdown cells under the book's headings.
NB["tp362-colab-experimento-2amostras-bookmd"] = [
    md(HEAD),
    md("#Controle e inferência: parâmetros de geração (temperatura, top-p)\n\n"
       "Tomás Ribeiro Nakashima — fiz a 4.15 dentro do notebook 02"),
    params(),
    code(SETUP),
    code(LOAD_GPT),
    code(GENTEXT),
    code('''
# -----------------------------
# Experimento: efeito da TEMPERATURA
# -----------------------------
# Mantemos top_p fixo para isolar o efeito da temperatura.
prompt = "Transformers are models that"
temps = [0.2, 0.7, 1.0]
top_p_fixed = 0.9

for k, temp in enumerate(temps):
    print("\\n" + "=" * 40)
    print(f"[EXPERIMENTO] TEMPERATURA = {temp} (top_p={top_p_fixed})")
    print("=" * 40)

    # Rodamos 2 amostras para ver variabilidade (sampling).
    for i in range(2):
        torch.manual_seed(3620 + 10 * k + i)
        print(f"\\n[Amostra {i+1}]")
        print(generate_text(prompt, temperature=temp, top_p=top_p_fixed, max_new_tokens=60))
'''),
    md("""Para comparar, a saída que está no notebook do professor (GPT-2 no Colab), TEMPERATURA = 0.2:

> [Amostra 1]
> Transformers are models that are used to represent the physical properties of objects. They are also used to
> represent the properties of objects in the world.
>
> [Amostra 2]
> Transformers are models that are used to represent the physical properties of objects.
>
> The following table lists the properties of the following objects:
>
> The following table lists the properties of the following objects:
>
> The following table lists the properties of the following objects:
"""),
    code('''
# -----------------------------
# Experimento: efeito do TOP-P (Nucleus Sampling)
# -----------------------------
top_ps = [0.3, 0.6, 0.9]
temp_fixed = 0.7

for k, p in enumerate(top_ps):
    print("\\n" + "=" * 40)
    print(f"[EXPERIMENTO] TOP-P = {p} (temperature={temp_fixed})")
    print("=" * 40)

    # Rodamos mais de uma vez para enxergar variabilidade
    for i in range(2):
        torch.manual_seed(3650 + 10 * k + i)
        print(f"\\n[Amostra {i+1}]")
        print(generate_text(prompt, temperature=temp_fixed, top_p=p, max_new_tokens=60))
'''),
    md("## Respostas da 4.15\n(uso sempre a **[Amostra 1]** de cada bloco como a execução da atividade: "
       "A1/A2/A3 = temperaturas 0.2/0.7/1.0, B1/B2/B3 = top-p 0.3/0.6/0.9; a Amostra 2 foi só para ver a variabilidade)"),
    slot("A"),
    md("#### Parte B"),
    slot("B"),
    md("#### Parte D"),
    slot("D"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot361: the course's first "Prompt direto vs step by step" cell (max_new_tokens 40 / 80, "=== Direto ... ===")
# with one torch.manual_seed(361); then the book's extra "Variabilidade com temperatura mais alta" cell kept, with
# its own commented seed line made real (torch.manual_seed(100 + i)) and MAX_TOKENS 80 -> 40; the answers as print()
# lines in a code cell run after writing.
NB["cot361-colab-cell17-variability-printanswers"] = [
    md(HEAD),
    md("#\n# PRÁTICA 1: INFERÊNCIA INTERATIVA (PROMPTS + VARIAÇÃO)\n#\n\nAline Cardoso Petrov — parte C da 4.15"),
    params(),
    code(SETUP),
    code(LOAD_GPT),
    code(GENTEXT),
    code('''
# -----------------------------
# Prompt direto vs "step by step" (demonstração didática)
# -----------------------------
prompt_direct = "What is 27 + 58?"
prompt_step   = "Solve step by step: 27 + 58."

# Mantemos decoding constante para a comparação ser justa
TEMP = 0.7
TOP_P = 0.9

torch.manual_seed(361)

print("\\n=== Direto (resposta curta) ===")
print(generate_text(
    prompt_direct,
    temperature=TEMP,
    top_p=TOP_P,
    max_new_tokens=40
))

print("\\n=== Step by step (explicado em etapas) ===")
print(generate_text(
    prompt_step,
    temperature=TEMP,
    top_p=TOP_P,
    max_new_tokens=80
))
'''),
    code('''
# -----------------------------
# Variabilidade com temperatura mais alta (sampling)
# -----------------------------
N_SAMPLES = 3
TEMP = 0.9
TOP_P = 0.95
MAX_TOKENS = 40   # era 80; meu PC é lento

print("\\n[Experimento] Variabilidade com sampling mais 'solto'")
print(f"Config: temperature={TEMP}, top_p={TOP_P}, max_new_tokens={MAX_TOKENS}")

for i in range(N_SAMPLES):
    print(f"\\n--- Amostra {i+1}/{N_SAMPLES} ---")

    # (Opcional) Seed para reprodutibilidade controlada:
    torch.manual_seed(100 + i)

    print(generate_text(
        prompt_step,
        temperature=TEMP,
        top_p=TOP_P,
        max_new_tokens=MAX_TOKENS
    ))
'''),
    md("### Respostas (C.1 – C.3)\nas duas execuções da atividade são as da célula \"Direto\" / \"Step by step\" "
       "(T=0.7, top-p=0.9); a célula de variabilidade é extra"),
    slot("all", kind="code", tags=["answers-executed-after"]),
]

# cot362: the course's second version ("PROMPT DIRETO VS 'EXPLIQUE EM PASSOS'": out_direct / out_steps, printed
# under "=== PROMPT DIRETO ===", the book's EXPLICAÇÃO print and its "[Checagem] 27 + 58 = 85" line), one
# torch.manual_seed(362); answers in markdown under the book's heading.
NB["cot362-colab-cell25-checagem-line"] = [
    md(HEAD),
    md("## Inferência Interativa: experimentação guiada com prompts e parâmetros de geração, explorando variação "
       "de temperatura, top-p e raciocínio via chain-of-thought.\n\nGustavo Henrique Lindqvist"),
    params(),
    code(SETUP),
    code('''
# ============================================================
# CARREGAR MODELO CAUSAL (GPT-2)
# ============================================================
gpt_name = MODEL_NAME   # no curso: "gpt2"

# 1) Tokenizer: texto <-> tokens (ids inteiros)
tokenizer = AutoTokenizer.from_pretrained(gpt_name)
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token

# 2) Modelo causal: pronto para prever próximo token e usar model.generate()
model = AutoModelForCausalLM.from_pretrained(gpt_name).to(device)

# 3) Modo avaliação: desativa dropout e estabiliza inferência
model.eval()

print(f"\\n[OK] Modelo carregado: {gpt_name.rstrip('/').split('/')[-1]}")
print(f"[INFO] Device do modelo: {next(model.parameters()).device}")
'''),
    code('''
# ============================================================
# FUNÇÃO DE GERAÇÃO CONTROLADA (decoding)
# ============================================================
def generate_text(
    prompt: str,
    temperature: float = 0.7,
    top_p: float = 0.9,
    max_new_tokens: int = 80,
    use_cache: bool = True,
    do_sample: bool = True,
):
    # 1) Tokeniza o prompt e envia para o mesmo device do modelo
    inputs = tokenizer(prompt, return_tensors="pt").to(device)

    # 2) Inferência (sem gradientes, sem treino)
    with torch.inference_mode():
        out_ids = model.generate(
            **inputs,
            max_new_tokens=max_new_tokens,
            do_sample=do_sample,
            temperature=temperature,
            top_p=top_p,
            use_cache=use_cache,
            pad_token_id=tokenizer.eos_token_id,
        )

    # 3) Decodifica ids -> texto
    return tokenizer.decode(out_ids[0], skip_special_tokens=True)
'''),
    code('''
# ============================================================
# "Passo a passo" (estilo) vs resposta direta
# ============================================================
print("\\n" + "="*70)
print("PROMPT DIRETO VS 'EXPLIQUE EM PASSOS'")
print("="*70)

prompt_direct = "What is 27 + 58?"
prompt_steps  = "Solve step by step: 27 + 58."

TEMP = 0.7
TOP_P = 0.9

torch.manual_seed(362)   # meu
out_direct = generate_text(prompt_direct, temperature=TEMP, top_p=TOP_P, max_new_tokens=40, do_sample=True)
out_steps  = generate_text(prompt_steps,  temperature=TEMP, top_p=TOP_P, max_new_tokens=80, do_sample=True)

print("\\n=== PROMPT DIRETO ===")
print(out_direct)

print("\\n=== 'EXPLIQUE EM PASSOS' ===")
print(out_steps)

print("\\n" + "="*70)
print("EXPLICAÇÃO — RESUMO")
print("="*70)
print("""
- O modelo pode ser fluente e ainda assim errar aritmética simples.
- Pedir "em passos" geralmente induz uma resposta mais estruturada/explicativa,
  mas isso é um efeito de FORMATAÇÃO do texto, não uma garantia de raciocínio correto.
""")

# (Opcional) verificação rápida fora do modelo (gancho didático)
print("\\n[Checagem] 27 + 58 = 85")
'''),
    md("### Parte C — respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs361: the course's flan-t5 section (setup, generate_t5 adapted for a causal model, the book's FEW-SHOT cell with
# its prints), a markdown keeping the book's Colab outputs (POSITIVO / POSITIVO), the student's variation cell (a
# THIRD demonstration added, NEGATIVO, in the book's print shape), the book's context-window cell adapted (prints the
# loaded model's window, not GPT-2's); answers as comments in a code cell (never run).
NB["fs361-colab-icl-thirddemo-ctxcell-comments"] = [
    md(HEAD),
    md("#Prompt engineering e in-context learning: few-shot, self-consistency e limites de contexto.\n\n"
       "Marina Okonkwo Salles"),
    params("google/flan-t5-small"),
    code(SETUP_T5),
    code(GEN_T5),
    code(FS_RUN),
    md("""No notebook do professor (flan-t5-small, Colab) essa célula deu:

```
--- ZERO-SHOT (sem exemplos) ---
POSITIVO

--- FEW-SHOT (com exemplos) ---
POSITIVO
```
"""),
    code('''
# ------------------------------------------------------------
# (MINHA VARIAÇÃO) few-shot com uma 3ª demonstração negativa
# ------------------------------------------------------------
few_shot_3 = f"""{task}

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Que roteiro fraco, me arrependi de ter ido."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""

print("\\n--- FEW-SHOT com 3 exemplos ---")
print(generate_t5(few_shot_3, do_sample=False, num_beams=1, max_new_tokens=8))
'''),
    code('''
# ------------------------------------------------------------
# Função auxiliar: descobrir janela de contexto
# ------------------------------------------------------------
def get_ctx_window(model):
    return (
        getattr(model.config, "n_positions", None)
        or getattr(model.config, "max_position_embeddings", None)
        or getattr(model.config, "seq_length", None)
    )

print("\\n" + "="*70)
print("LIMITES DE CONTEXTO (TOKENS)")
print("="*70)
print(f"Janela (modelo carregado aqui): {get_ctx_window(t5_model)} tokens (posições)")
print("Janela (GPT-2, do livro 5.8.2): 1024")
'''),
    md("### Checklist 5.5 / 5.8 — minhas respostas (nos comentários abaixo)"),
    slot("all", kind="code"),
]

# fs362: same course section; the student's variation = the positive demonstration replaced by another positive
# one; a markdown cell with the book's Colab outputs; answers in a markdown cell under the book's "PONTO-CHAVE".
NB["fs362-colab-icl-swapposdemo-bookmd"] = [
    md(HEAD),
    md("#Prompt engineering e in-context learning: few-shot, self-consistency e limites de contexto.\n\n"
       "Caio Brandão Yilmaz — 5.5 e 5.8"),
    params("google/flan-t5-small"),
    code(SETUP_T5),
    code(GEN_T5),
    code(FS_RUN),
    md("""Saída registrada no notebook do curso (Colab, T4):

    --- ZERO-SHOT (sem exemplos) ---
    POSITIVO

    --- FEW-SHOT (com exemplos) ---
    POSITIVO
"""),
    code('''
# variação (minha): troquei a demonstração positiva por outra positiva
few_shot_v = few_shot.replace("Adorei, foi excelente e emocionante.",
                              "Que filmaço! Chorei de emoção no final.")
print("\\n--- FEW-SHOT (variação: outro exemplo positivo) ---")
print(generate_t5(few_shot_v, do_sample=False, num_beams=1, max_new_tokens=8))
'''),
    md("## PONTO-CHAVE — respostas F.1 a F.5"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl361: the course's template and self-consistency cells (15 samples via num_return_sequences, the book's
# "Amostras brutas" / "Contagem de rótulos" / "VOTO FINAL" prints) with torch.manual_seed(3610); the book's numeric
# self-consistency cell kept as an extra (20 samples, its own vote); answers in markdown cells under each cell.
NB["tpl361-colab-numreturn15-numeric-extra"] = [
    md(HEAD),
    md("#Prompt engineering: template e self-consistency (5.6 e 5.7)\n\nLívia Assunção Mwangi"),
    params("google/flan-t5-small"),
    code(SETUP_T5),
    code(GEN_T5),
    code(TEMPLATES),
    md("**T.1 / T.2 / T.3** (respondendo aqui embaixo da célula dos templates)"),
    slot("T123"),
    code(SC_HEAD + "\nSEED_SC = 3610\nN_SC = 15\n" + SC_RUN),
    md("**T.4 / T.5**"),
    slot("T45"),
    code('''
# ============================================================
# SELF-CONSISTENCY EM RESPOSTA NUMÉRICA (com parsing + voto)
# ============================================================
print("\\n" + "="*70)
print("SELF-CONSISTENCY EM RESPOSTA NUMÉRICA")
print("="*70)

def extract_int(text: str):
    m = re.search(r"(-?\\d+)", text.strip())
    return int(m.group(1)) if m else None

prompt_math = """Responda APENAS com um número inteiro.
Pergunta: 27 + 58 = ?"""

torch.manual_seed(3611)
samples_num = generate_t5(
    prompt_math,
    do_sample=True,
    temperature=0.8,
    top_p=0.9,
    num_beams=1,
    max_new_tokens=6,
    num_return_sequences=20
)

vals = [extract_int(s) for s in samples_num]
vals_clean = [v for v in vals if v is not None]

print("\\nAmostras (texto bruto):")
for i, s in enumerate(samples_num, 1):
    print(f"{i:02d}. {s}")

print(f"\\nParse falhou em: {vals.count(None)} / {len(vals)} amostras")
counts_num = Counter(vals_clean)
print("\\nContagem (apenas inteiros parseados):", dict(counts_num))
print("\\nVOTO FINAL:", counts_num.most_common(1)[0][0] if counts_num else None)
'''),
]

# tpl362: the course's template and self-consistency cells; the book's SC cell on prompt_sc (15 samples,
# torch.manual_seed(3620)), then the student's own extra SC on the movie sentence (prompt_sc2, 15 samples,
# torch.manual_seed(3621)) printed the same way; a markdown keeps the book's Colab template outputs; answers in one
# markdown cell at the end.
NB["tpl362-colab-two-sc-prompts-bookmd"] = [
    md(HEAD),
    md("#Prompt engineering e in-context learning — 5.6 / 5.7\n\nFelipe Arantes Kowalczyk"),
    params("google/flan-t5-small"),
    code(SETUP_T5),
    code(GEN_T5),
    code(TEMPLATES),
    md("""(no Colab do professor:)

    --- TEMPLATE RUIM ---
    POSITIVO or NEGATIVO. "This film was

    --- TEMPLATE BOM ---
    "This film was a desper
"""),
    code(SC_HEAD + "\nSEED_SC = 3620\nN_SC = 15\n" + SC_RUN),
    code('''
# (extra, meu) a mesma votação no texto do filme, que não é ambíguo
prompt_sc = """Classifique o sentimento como POSITIVO ou NEGATIVO.
Responda APENAS com POSITIVO ou NEGATIVO.

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
SEED_SC = 3621
''' + SC_RUN),
    md("### Respostas (5.6 / 5.7)"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
