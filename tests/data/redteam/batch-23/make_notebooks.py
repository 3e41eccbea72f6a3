"""Build the unexecuted batch-23 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
Batch 23's emphasis: students who keep working in the course's own Colab notebook / the book's listings (the course's
`generate_text`, which decodes the WHOLE sequence, prompt included; the book's `generate_t5` / `generate_t5_sampled`),
the course's printed headers and explanations, and answers where a grader would not look (code comments, print()
calls, one paragraph for several questions, English or mixed).
First code cell `MODEL_NAME = ...` tagged `parameters`. Answer slots are filled after execution by add_answers.py:
whole-cell slots by redteam_kit.fill_answers, and INLINE slots (a line `# <<ANSWER:key>>` inside an executed code
cell: the student typed comments into a cell after running it; its outputs stay as recorded) by add_answers.py.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}

# the course notebook's own set-up and generation function (course-notebook-02, "Inferência Interativa" part),
# with gpt_name = MODEL_NAME (papermill) instead of "gpt2"
COURSE_SETUP = '''
# ============================================================
# SETUP —  Inferência Interativa
# ============================================================
import time
import numpy as np
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(f"[INFO] Device detectado: {device}")

gpt_name = MODEL_NAME   # no Colab era "gpt2"
tokenizer = AutoTokenizer.from_pretrained(gpt_name)
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token
model = AutoModelForCausalLM.from_pretrained(gpt_name).to(device)
model.eval()
print(f"\\n[OK] Modelo carregado")
print(f"[INFO] Device do modelo: {next(model.parameters()).device}")
'''

COURSE_GEN = '''
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
            pad_token_id=tokenizer.eos_token_id,  # evita warnings no GPT-2
        )

    # 3) Decodifica ids -> texto
    return tokenizer.decode(out_ids[0], skip_special_tokens=True)
'''

# the book's chapter 5 listings (5.3.1, 5.4.1, 5.4.2) with t5_name = MODEL_NAME; the embedded model is causal, so the
# student's copy picks the right Auto class and keeps only the new tokens (what the book's flan-t5 returns)
BOOK_T5 = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print("Device:", device)

t5_name = MODEL_NAME   # "google/flan-t5-small" no livro
enc_dec = AutoConfig.from_pretrained(t5_name).is_encoder_decoder
t5_tokenizer = AutoTokenizer.from_pretrained(t5_name)
t5_model = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(t5_name).to(device)
t5_model.eval()

print("[OK] Modelo instruído carregado")
'''


def book_gen(n_det, sampled=False, n_samp=8):
    s = f'''
def _novo(inputs, out):
    # flan-t5 devolve só a resposta; num modelo causal a saída começa com o prompt
    return out[0] if enc_dec else out[0, inputs["input_ids"].shape[1]:]

def generate_t5(prompt):
    inputs = t5_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        out = t5_model.generate(
            **inputs,
            do_sample=False,
            max_new_tokens={n_det},
            pad_token_id=t5_tokenizer.eos_token_id,
        )
    return t5_tokenizer.decode(_novo(inputs, out), skip_special_tokens=True)
'''
    if sampled:
        s += f'''
def generate_t5_sampled(prompt):
    inputs = t5_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.no_grad():
        out = t5_model.generate(
            **inputs,
            do_sample=True,
            temperature=0.9,   # a atividade pede T=0.9 e top-p=0.9
            top_p=0.9,
            max_new_tokens={n_samp},
            pad_token_id=t5_tokenizer.eos_token_id,
        )
    return t5_tokenizer.decode(_novo(inputs, out), skip_special_tokens=True)
'''
    return s


# ---------------------------------------------------------------- temperature-top-p
# tp231: the BOOK's listings (4.x: "====" / "[TEMPERATURA = 0.2]" / "[TOP-P = 0.3]" headers, no sample index), the
# course's generate_text (prompt included in every output), torch.manual_seed(2310 + k) added by the student; answers as
# print() calls in English in a final code cell, executed after writing (its output = the answers).
NB["tp231-book-listing-fullseq-printanswers-en"] = [
    md("# LLM course — atividade 4.15 (temperature / top-p)\n*Igor Bastos Okafor* — I ran the book's cells again with seeds"),
    params(),
    code(COURSE_SETUP),
    code(COURSE_GEN),
    code('''
prompt = "Transformers are models that"

print("\\n[PROMPT]")
print(prompt)

k = 0
for temp in [0.2, 0.7, 1.0]:
    torch.manual_seed(2310 + k); k += 1
    print("\\n====")
    print(f"[TEMPERATURA = {temp}]")
    print("====")
    print(generate_text(prompt, temperature=temp, top_p=0.9))
'''),
    code('''
for p in [0.3, 0.6, 0.9]:
    torch.manual_seed(2310 + k); k += 1
    print("\\n====")
    print(f"[TOP-P = {p}]")
    print("====")
    print(generate_text(prompt, temperature=0.7, top_p=p))
'''),
    md("## Answers (printed, so they show up in the PDF export)"),
    slot("all", kind="code", tags=["answers-executed-after"]),
]

# tp232: the COURSE notebook's cells "VARIAÇÃO DE TEMPERATURA (τ)" and "VARIAÇÃO DE TOP-P" as they are (the "O que
# observar" lists and the printed "EXPLICAÇÃO — RESUMO" block), N_SAMPLES changed to 1 and the course's own commented
# `torch.manual_seed(100 + i)` uncommented (so every run has seed 100: A2 and B3 share T 0.7 / top-p 0.9 / seed 100);
# answers in ONE markdown paragraph.
NB["tp232-course-cells-seed100-summaryprint-oneparagraph"] = [
    md("## Prática — temperatura e top-p (notebook 02 do curso)\nLarissa Quintela Andrade"),
    params(),
    code(COURSE_SETUP),
    code(COURSE_GEN),
    code('''
# ============================================================
# TEMPERATURA (τ): controle de aleatoriedade
# ============================================================
print("\\n" + "="*70)
print("VARIAÇÃO DE TEMPERATURA (τ)")
print("="*70)

prompt = "Transformers are models that"
temps = [0.2, 0.7, 1.0]
outputs_temp = {}

print("\\nO que observar:")
print("- Coerência / fluência")
print("- Diversidade de palavras/ideias")
print("- Tendência a repetir padrões vs. inventar variações\\n")

N_SAMPLES = 1   # a atividade pede uma execução por configuração

for t in temps:
    print("\\n" + "-"*30)
    print(f"TEMPERATURA = {t}")
    print("-"*30)

    outputs_temp[t] = []

    for i in range(N_SAMPLES):
        torch.manual_seed(100 + i)
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
  Distribuição efetiva fica mais concentrada → menos diversidade.

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

print("\\nO que observar:")
print("- Repetição vs. variedade (lexical/temática)")
print("- Coerência do texto")
print("- Aparição de ideias inesperadas\\n")

for p in ps:
    print("\\n" + "-"*30)
    print(f"TOP-P = {p} (temperature={temp_fixed})")
    print("-"*30)

    outputs_p[p] = []

    for i in range(N_SAMPLES):
        torch.manual_seed(100 + i)
        text = generate_text(prompt, temperature=temp_fixed, top_p=p, max_new_tokens=80, do_sample=True)
        outputs_p[p].append(text)

        print(f"\\n[Amostra {i+1}]")
        print(text)
'''),
    md("### Respostas da atividade 4.15"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot231: the course's cell "Prompt direto vs step by step" verbatim (headers "=== Direto (resposta curta) ===" /
# "=== Step by step (explicado em etapas) ===", prompt included in the output) with one torch.manual_seed(231) added,
# THEN the course's next cell "Variabilidade com temperatura mais alta" (prompt_step, T 0.9 / top-p 0.95, 3 samples,
# the course's commented torch.manual_seed(100 + i) uncommented); answers as COMMENTS typed into a code cell (never run).
NB["cot231-course-direct-step-variability-commentanswers"] = [
    md("# Parte C — chain of thought\nRenato Figueiredo Haddad"),
    params(),
    code(COURSE_SETUP),
    code(COURSE_GEN),
    code('''
# -----------------------------
# Prompt direto vs "step by step" (demonstração didática)
# -----------------------------
prompt_direct = "What is 27 + 58?"
prompt_step   = "Solve step by step: 27 + 58."

# Mantemos decoding constante para a comparação ser justa
TEMP = 0.7
TOP_P = 0.9

torch.manual_seed(231)   # eu que coloquei, pra poder rodar de novo igual

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
MAX_TOKENS = 80

print("\\n[Experimento] Variabilidade com sampling mais 'solto'")
print(f"Config: temperature={TEMP}, top_p={TOP_P}, max_new_tokens={MAX_TOKENS}")

for i in range(N_SAMPLES):
    print(f"\\n--- Amostra {i+1}/{N_SAMPLES} ---")
    torch.manual_seed(100 + i)
    print(generate_text(
        prompt_step,
        temperature=TEMP,
        top_p=TOP_P,
        max_new_tokens=MAX_TOKENS
    ))
'''),
    slot("all", kind="code"),
]

# cot232: the course's generate_text, the two runs in a dict named by their PARAMETERS ("T=0.7 p=0.9 n=40",
# "T=0.7 p=0.9 n=80"), set_seed per run, printed as "<name>  |  <repr of the continuation only>"; answers in English as
# print() calls in a final code cell executed after writing.
NB["cot232-paramnamed-dict-repr-printanswers-en"] = [
    md("# Chain-of-thought: style vs correctness\nNoah Ferraz Lindgren (exchange student — answers in English)"),
    params(),
    code(COURSE_SETUP),
    code(COURSE_GEN),
    code('''
from transformers import set_seed
runs = {}
for seed, (prompt, n) in zip([2321, 2322], [("What is 27 + 58?", 40), ("Solve step by step: 27 + 58.", 80)]):
    set_seed(seed)
    full = generate_text(prompt, temperature=0.7, top_p=0.9, max_new_tokens=n)
    runs[f"T=0.7 p=0.9 n={n}"] = (prompt, full[len(prompt):])   # keep only what the model added
for name, (prompt, cont) in runs.items():
    print(f"{name}  |  prompt={prompt!r}")
    print(f"{name}  |  {cont!r}")
'''),
    md("## Answers"),
    slot("all", kind="code", tags=["answers-executed-after"]),
]

# ---------------------------------------------------------------- few-shot
# fs231: the book's 5.3.1 / 5.4.1 listings (generate_t5 with the book's max_new_tokens=64) and 5.5.1 / 5.5.3 cells
# one per cell, each ending in print(generate_t5(...)); a variation cell (the first demonstration replaced); the
# answers typed as COMMENTS at the end of the cells that produced them (after running), F.5 in the book's 5.8 cell.
NB["fs231-book-cells-answers-as-comments-in-run-cells"] = [
    md("# Capítulo 5 — few-shot (copiei as células do livro)\nMariana Tavares Okonkwo"),
    params(),
    code(BOOK_T5),
    code(book_gen(64)),
    code(TASK + "\n" + ZS.replace('zero_shot = f"""', 'zero_shot = f"""', 1) + '''

print(generate_t5(zero_shot))

# <<ANSWER:zs>>
'''),
    code(FS + '''

print(generate_t5(few_shot))

# <<ANSWER:fs>>
'''),
    code('''
# minha variação: troquei o primeiro exemplo (positivo) por outro texto positivo
variacao = few_shot.replace("Adorei, foi excelente e emocionante.", "Que filme lindo, chorei no final.")
print(generate_t5(variacao))

# <<ANSWER:var>>
'''),
    code('''
# 5.8 — no Colab eu carreguei o gpt2 só pra ver a janela; aqui não tenho internet, então anotei da aula
# <<ANSWER:ctx>>
'''),
]

# fs232: outputs printed as "<prompt variable name> -> <repr>" with max_new_tokens=8; variation = the two
# demonstrations' TEXTS swapped for new ones of the same labels; the student prints the loaded model's context window
# (max_position_embeddings of MODEL_NAME); answers in ONE English markdown paragraph covering F.1-F.5.
NB["fs232-varname-arrows-ownwindow-oneparagraph-en"] = [
    md("# Few-shot / in-context learning\nSofia Almeida Brandt"),
    params(),
    code(BOOK_T5),
    code(book_gen(8)),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

new_demos = few_shot.replace("Adorei, foi excelente e emocionante.", "Ótimo elenco, história envolvente.") \\
                    .replace("Péssimo. Não recomendo para ninguém.", "Chato e longo demais.")
for nome in ["zero_shot", "few_shot", "new_demos"]:
    print(nome, "->", repr(generate_t5(globals()[nome])))
'''),
    code('''
cfg = t5_model.config
janela = getattr(cfg, "n_positions", None) or cfg.max_position_embeddings
print("context window:", janela)
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl231: the book's 5.6 / 5.7 cells (template prompts as the course notebook has them), generate_t5 with the
# activity's lengths (16 loose, 8 strict), the book's `samples = [generate_t5_sampled(prompt) for _ in range(10)]`
# after ONE torch.manual_seed(231), `samples` as the cell's bare last expression (list repr), then the book's
# "Amostras brutas:" / "VOTO FINAL (self-consistency):" lines; answers as COMMENTS in a final code cell (never run).
NB["tpl231-book-samples-listrepr-votofinal-commentanswers"] = [
    md("# 5.6 e 5.7 — template e self-consistency\nCaio Menezes Ishikawa"),
    params(),
    code(BOOK_T5),
    code(book_gen(16, sampled=True)),
    code(TASK + "\n\n" + LOOSE + '''

print(generate_t5(template_ruim))
'''),
    code(STRICT + '''

inputs = t5_tokenizer(template_bom, return_tensors="pt").to(device)
with torch.no_grad():
    out = t5_model.generate(**inputs, do_sample=False, max_new_tokens=8, pad_token_id=t5_tokenizer.eos_token_id)
print(t5_tokenizer.decode(_novo(inputs, out), skip_special_tokens=True))
'''),
    code(SC.replace("prompt_sc", "prompt") + '''

torch.manual_seed(231)
samples = [generate_t5_sampled(prompt) for _ in range(10)]
samples
'''),
    code('''
import re
from collections import Counter

def extrai(s):
    m = re.search(r"(POSITIVO|NEGATIVO)", s.upper())
    return m.group(1) if m else "INDETERMINADO"

votos = Counter(extrai(s) for s in samples)
validos = {k: v for k, v in votos.items() if k != "INDETERMINADO"}
if validos and list(validos.values()).count(max(validos.values())) == 1:
    final = max(validos, key=validos.get)
else:
    final = "INDETERMINADO"
print("Amostras brutas:", samples[:3], "...")
print("Contagem:", dict(votos))
print("VOTO FINAL (self-consistency):", final)
'''),
    slot("all", kind="code"),
]

# tpl232: the two templates and the ten samples (torch.manual_seed(2320 + i)) printed one per line as
# "sample 3: <text stripped>" (no repr, no counts, no vote printed); answers in ONE markdown paragraph, pt/en mixed,
# samples cited by their content.
NB["tpl232-stripped-lines-nocount-oneparagraph-mixed"] = [
    md("# Template + self-consistency\nGustavo Pires Nwosu"),
    params(),
    code(BOOK_T5),
    code(book_gen(16, sampled=True)),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC + '''

print("loose :", generate_t5(template_ruim).strip())
out = t5_model.generate(**t5_tokenizer(template_bom, return_tensors="pt").to(device), do_sample=False,
                        max_new_tokens=8, pad_token_id=t5_tokenizer.eos_token_id)
n_in = t5_tokenizer(template_bom, return_tensors="pt")["input_ids"].shape[1]
print("strict:", t5_tokenizer.decode(out[0] if enc_dec else out[0, n_in:], skip_special_tokens=True).strip())
print()
for i in range(10):
    torch.manual_seed(2320 + i)
    print(f"sample {i + 1}:", generate_t5_sampled(prompt_sc).strip())
'''),
    md("## Respostas / answers"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, sys.argv[1])
