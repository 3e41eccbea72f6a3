"""Build the red-team batch-1 student notebooks (before execution).

Each notebook is written the way a student of the course would write it for gpt2 /
flan-t5-small, with a first cell `MODEL_NAME = ...` tagged `parameters`, so that
papermill can substitute the embedded model. Answer cells are left as slots
(metadata `rt_slot`), filled in by add_answers.py after execution from the real outputs.

Usage: python make_notebooks.py OUTDIR
"""
import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook, new_raw_cell

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt/src")
OUT.mkdir(parents=True, exist_ok=True)

PROMPT = "Transformers are models that"


def md(src, slot=None, tags=None):
    c = new_markdown_cell(src)
    if slot:
        c.metadata["rt_slot"] = slot
    if tags:
        c.metadata["tags"] = tags
    return c


def code(src, slot=None, tags=None):
    c = new_code_cell(src)
    if slot:
        c.metadata["rt_slot"] = slot
    if tags:
        c.metadata["tags"] = tags
    return c


def raw(src, slot=None):
    c = new_raw_cell(src)
    if slot:
        c.metadata["rt_slot"] = slot
    return c


def params(default="gpt2"):
    return code(f'MODEL_NAME = "{default}"', tags=["parameters"])


def save(name, cells, colab=False):
    nb = new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    if colab:
        nb.metadata["colab"] = {"provenance": [], "gpuType": "T4"}
        nb.metadata["accelerator"] = "GPU"
    nbformat.write(nb, OUT / f"{name}.ipynb")


COURSE_SETUP = r'''import torch
from transformers import AutoTokenizer, AutoModelForCausalLM

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(f"[INFO] Device detectado: {device}")'''

COURSE_LOAD = r'''gpt_name = MODEL_NAME

tokenizer = AutoTokenizer.from_pretrained(gpt_name)
if tokenizer.pad_token is None:
    tokenizer.pad_token = tokenizer.eos_token

model = AutoModelForCausalLM.from_pretrained(gpt_name).to(device)
model.eval()
print("[OK] Modelo carregado")'''

COURSE_GEN = r'''def generate_text(prompt, temperature=0.7, top_p=0.9, max_new_tokens=80, use_cache=True, do_sample=True):
    inputs = tokenizer(prompt, return_tensors="pt").to(device)
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
    return tokenizer.decode(out_ids[0], skip_special_tokens=True)'''

TP_QUESTIONS = {
    "A.1": "Copie um trecho representativo (2 a 3 linhas) de cada uma das três execuções.",
    "A.2": "Em qual execução você observou maior repetição lexical ou estrutural? Justifique com base no texto gerado.",
    "A.3": "Em qual execução houve maior variação temática ou semântica? Cite evidência textual concreta.",
    "B.1": "Em qual valor de top-p o modelo apresentou comportamento mais repetitivo?",
    "B.2": "Copie exatamente uma frase ou padrão que se repetiu ou quase se repetiu.",
    "B.3": "Relacione esse comportamento com a ideia de massa acumulada de probabilidade.",
    "D.1": "Qual parâmetro você alteraria primeiro para reduzir esse comportamento repetitivo?",
    "D.2": "Você aumentaria ou diminuiria esse parâmetro?",
    "D.3": "Justifique sua resposta com base nos experimentos realizados nas partes anteriores.",
}

# ---------------------------------------------------------------- temperature-top-p

# tp01: the course notebook's own shape: rich print, loops, 2 samples per config, no seed.
save("tp01-course-rich-loops", [
    md("# Prática 4.15 — Inferência interativa\nAluna: Mariana S.\n\nUsei o código do notebook do minicurso."),
    params(),
    code(COURSE_SETUP + "\nfrom rich import print"),
    code(COURSE_LOAD),
    code(COURSE_GEN),
    code('prompt = "Transformers are models that"\n\n'
         'temps = [0.2, 0.7, 1.0]\nN_SAMPLES = 2\noutputs_temp = {}\n\n'
         'for t in temps:\n    print("\\n" + "-"*30)\n    print(f"TEMPERATURA = {t}")\n    print("-"*30)\n'
         '    outputs_temp[t] = []\n    for i in range(N_SAMPLES):\n'
         '        text = generate_text(prompt, temperature=t, top_p=0.9, max_new_tokens=80, do_sample=True)\n'
         '        outputs_temp[t].append(text)\n        print(f"\\n[Amostra {i+1}]")\n        print(text)'),
    code('temp_fixed = 0.7\nps = [0.3, 0.6, 0.9]\noutputs_p = {}\n\n'
         'for p in ps:\n    print("\\n" + "-"*30)\n    print(f"TOP-P = {p} (temperature={temp_fixed})")\n    print("-"*30)\n'
         '    outputs_p[p] = []\n    for i in range(N_SAMPLES):\n'
         '        text = generate_text(prompt, temperature=temp_fixed, top_p=p, max_new_tokens=80, do_sample=True)\n'
         '        outputs_p[p].append(text)\n        print(f"\\n[Amostra {i+1}]")\n        print(text)'),
    md("## Parte A"),
    md("### A.1", ), md("", slot="A.1"),
    md("### A.2"), md("", slot="A.2"),
    md("### A.3"), md("", slot="A.3"),
    md("## Parte B"),
    md("### B.1"), md("", slot="B.1"),
    md("### B.2"), md("", slot="B.2"),
    md("### B.3"), md("", slot="B.3"),
    md("## Parte D"),
    md("### D.1"), md("", slot="D.1"),
    md("### D.2"), md("", slot="D.2"),
    md("### D.3"), md("", slot="D.3"),
], colab=True)

# tp02: pipeline + set_seed per run, num_return_sequences=2, display(Markdown) with quoting.
save("tp02-pipeline-markdown-quotes", [
    md("# Atividade 4.15 — temperatura e top-p\n\n_João Pedro — turma B_"),
    params(),
    code('from transformers import pipeline, set_seed\nfrom IPython.display import Markdown, display\n\n'
         'gerador = pipeline("text-generation", model=MODEL_NAME)\nPROMPT = "Transformers are models that"'),
    code('def mostra(rotulo, temperatura, top_p, seed):\n'
         '    set_seed(seed)\n'
         '    saidas = gerador(PROMPT, do_sample=True, temperature=temperatura, top_p=top_p,\n'
         '                     max_new_tokens=80, num_return_sequences=2, return_full_text=False)\n'
         '    md = f"#### {rotulo} — temperatura={temperatura}, top_p={top_p} (seed {seed})\\n\\n"\n'
         '    for i, s in enumerate(saidas, 1):\n'
         '        texto = s["generated_text"].strip()\n'
         '        md += f"**Amostra {i}:**\\n\\n> " + texto.replace("\\n", "\\n> ") + "\\n\\n"\n'
         '    display(Markdown(md))\n'
         '    return [s["generated_text"] for s in saidas]'),
    md("## Parte A — temperatura (top-p = 0.9)"),
    code('A1 = mostra("A1", 0.2, 0.9, seed=11)'),
    code('A2 = mostra("A2", 0.7, 0.9, seed=12)'),
    code('A3 = mostra("A3", 1.0, 0.9, seed=13)'),
    md("", slot="PART-A"),
    md("## Parte B — top-p (temperatura = 0.7)"),
    code('B1 = mostra("B1", 0.7, 0.3, seed=21)\nB2 = mostra("B2", 0.7, 0.6, seed=22)\nB3 = mostra("B3", 0.7, 0.9, seed=23)'),
    md("", slot="PART-B"),
    md("## Parte D"),
    md("", slot="PART-D"),
])

# tp03: manual nucleus sampling loop (softmax, sort, cumsum; no top-k), word-by-word streaming print.
save("tp03-manual-nucleus-stream", [
    md("# 4.15 — Temperatura e top-p\n\nImplementei a amostragem na mão (softmax + nucleus) para entender o que o `generate` faz."),
    params(),
    code('import torch\nimport torch.nn.functional as F\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
         'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\nmodel.eval()\n'
         'torch.manual_seed(7)\nPROMPT = "Transformers are models that"'),
    code('def amostrar(prompt, temperatura, top_p, max_new_tokens=80):\n'
         '    ids = tokenizer(prompt, return_tensors="pt").input_ids\n'
         '    print(prompt, end="")\n'
         '    gerados = []\n'
         '    with torch.no_grad():\n'
         '        for _ in range(max_new_tokens):\n'
         '            logits = model(ids).logits[0, -1] / temperatura\n'
         '            probs = F.softmax(logits, dim=-1)\n'
         '            ordenadas, indices = torch.sort(probs, descending=True)\n'
         '            acumulada = torch.cumsum(ordenadas, dim=-1)\n'
         '            # tira os tokens que ficam depois da massa acumulada passar de top_p (sempre sobra o 1o)\n'
         '            remover = (acumulada - ordenadas) > top_p\n'
         '            ordenadas[remover] = 0.0\n'
         '            ordenadas = ordenadas / ordenadas.sum()\n'
         '            escolha = indices[torch.multinomial(ordenadas, 1)]\n'
         '            if escolha.item() == tokenizer.eos_token_id:\n'
         '                break\n'
         '            ids = torch.cat([ids, escolha.view(1, 1)], dim=1)\n'
         '            gerados.append(escolha.item())\n'
         '            print(tokenizer.decode(escolha), end="", flush=True)\n'
         '    print("\\n")\n'
         '    return tokenizer.decode(gerados)'),
    md("## Parte A"),
    code('saidas = {}\nfor nome, t in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:\n'
         '    print(f"### {nome}: temperatura={t}, top-p=0.9")\n'
         '    saidas[nome] = amostrar(PROMPT, t, 0.9)'),
    md("**A.1** " + TP_QUESTIONS["A.1"]), md("", slot="A.1"),
    md("**A.2** " + TP_QUESTIONS["A.2"]), md("", slot="A.2"),
    md("**A.3** " + TP_QUESTIONS["A.3"]), md("", slot="A.3"),
    md("## Parte B"),
    code('for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:\n'
         '    print(f"### {nome}: temperatura=0.7, top-p={p}")\n'
         '    saidas[nome] = amostrar(PROMPT, 0.7, p)'),
    md("**B.1** " + TP_QUESTIONS["B.1"]), md("", slot="B.1"),
    md("**B.2** " + TP_QUESTIONS["B.2"]), md("", slot="B.2"),
    md("**B.3** " + TP_QUESTIONS["B.3"]), md("", slot="B.3"),
    md("## Parte D"),
    md("**D.1** " + TP_QUESTIONS["D.1"]), md("", slot="D.1"),
    md("**D.2** " + TP_QUESTIONS["D.2"]), md("", slot="D.2"),
    md("**D.3** " + TP_QUESTIONS["D.3"]), md("", slot="D.3"),
])

# tp04: helper + manual_seed per run, pandas DataFrame with full text, answers in a markdown table (English).
save("tp04-helper-dataframe-en", [
    md("# Lab 4.15: temperature and top-p\n\nAll six runs are collected in one table."),
    params(),
    code('import torch\nimport pandas as pd\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
         'tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nlm = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()\n'
         'PROMPT = "Transformers are models that"'),
    code('def run(label, temperature, top_p, seed):\n'
         '    torch.manual_seed(seed)\n'
         '    enc = tok(PROMPT, return_tensors="pt")\n'
         '    with torch.no_grad():\n'
         '        out = lm.generate(**enc, do_sample=True, temperature=temperature, top_p=top_p,\n'
         '                          max_new_tokens=80, pad_token_id=tok.eos_token_id)\n'
         '    completion = tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)\n'
         '    return {"run": label, "temperature": temperature, "top_p": top_p, "seed": seed, "completion": completion}'),
    code('configs = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),\n'
         '           ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]\n'
         'rows = [run(name, t, p, seed=100 + i) for i, (name, t, p) in enumerate(configs)]\n\n'
         'pd.set_option("display.max_colwidth", None)\ndf = pd.DataFrame(rows)\ndf'),
    md("## Answers", ),
    md("", slot="ALL"),
])

# tp05: dict of configs, results pprinted; answers as numbered lists under part headings.
save("tp05-pprint-dict-numbered", [
    md("# Seção 4.15 — partes A, B e D"),
    params(),
    code(COURSE_SETUP),
    code(COURSE_LOAD),
    code(COURSE_GEN),
    code('from pprint import pprint\n\nPROMPT = "Transformers are models that"\n'
         'configs = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9),\n'
         '           "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}\n\n'
         'resultados = {}\nfor nome, (t, p) in configs.items():\n'
         '    resultados[nome] = {"temperatura": t, "top_p": p, "texto": generate_text(PROMPT, temperature=t, top_p=p)}\n\n'
         'pprint(resultados)'),
    md("", slot="PART-A"),
    md("", slot="PART-B"),
    md("", slot="PART-D"),
])

# tp06: model.generate, one seed, textwrap.fill (newlines collapsed), one answer cell at the end in English.
save("tp06-textwrap-oneseed-en", [
    md("# Inference lab (4.15)"),
    params(),
    code('import textwrap\nimport torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
         'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n'
         'torch.manual_seed(0)\nprompt = "Transformers are models that"\n\n'
         'def complete(temp, top_p):\n'
         '    x = tokenizer(prompt, return_tensors="pt")\n'
         '    y = model.generate(**x, do_sample=True, temperature=temp, top_p=top_p, max_new_tokens=80,\n'
         '                       pad_token_id=tokenizer.eos_token_id)\n'
         '    return tokenizer.decode(y[0], skip_special_tokens=True)'),
    code('for name, t in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:\n'
         '    print(f"[{name}] temperature={t}, top_p=0.9")\n'
         '    print(textwrap.fill(complete(t, 0.9), width=80))\n    print()'),
    code('for name, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:\n'
         '    print(f"[{name}] temperature=0.7, top_p={p}")\n'
         '    print(textwrap.fill(complete(0.7, p), width=80))\n    print()'),
    md("", slot="ALL"),
])

# tp07: logging with %r (repr-escaped text on stderr), answers in HTML inside markdown.
save("tp07-logging-repr-html", [
    md("<h1>Prática 4.15</h1><p>Registro as gerações com <code>logging</code>.</p>"),
    params(),
    code('import logging\nimport torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
         'logging.basicConfig(level=logging.INFO, format="%(asctime)s | %(levelname)s | %(message)s", force=True)\n'
         'log = logging.getLogger("pratica415")\n\n'
         'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n'
         'log.info("modelo carregado: %s", model.config.model_type)'),
    code('PROMPT = "Transformers are models that"\n\n'
         'def gera(nome, t, p):\n'
         '    enc = tokenizer(PROMPT, return_tensors="pt")\n'
         '    with torch.no_grad():\n'
         '        out = model.generate(**enc, do_sample=True, temperature=t, top_p=p, max_new_tokens=80,\n'
         '                             pad_token_id=tokenizer.eos_token_id)\n'
         '    texto = tokenizer.decode(out[0], skip_special_tokens=True)\n'
         '    log.info("%s T=%.1f top_p=%.1f -> %r", nome, t, p, texto)\n'
         '    return texto\n\n'
         'for nome, t, p in [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9)]:\n'
         '    gera(nome, t, p)'),
    code('for nome, t, p in [("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]:\n'
         '    gera(nome, t, p)'),
    md("", slot="ALL"),
])

# tp08: bfloat16 model, outputs written to files then read back; answers in a raw cell.
save("tp08-bf16-files-rawcell", [
    md("# Atividade 4.15 (temperatura / top-p)\nCarreguei o modelo em bfloat16 para economizar memória na GPU."),
    params(),
    code('import os, glob\nimport torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
         'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\n'
         'model = AutoModelForCausalLM.from_pretrained(MODEL_NAME, torch_dtype=torch.bfloat16)\n'
         'print(model.dtype)'),
    code('PROMPT = "Transformers are models that"\nos.makedirs("saidas", exist_ok=True)\n'
         'execucoes = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),\n'
         '             ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]\n\n'
         'for i, (nome, t, p) in enumerate(execucoes):\n'
         '    torch.manual_seed(123 + i)\n'
         '    enc = tokenizer(PROMPT, return_tensors="pt")\n'
         '    out = model.generate(**enc, do_sample=True, temperature=t, top_p=p, max_new_tokens=80,\n'
         '                         pad_token_id=tokenizer.eos_token_id)\n'
         '    texto = tokenizer.decode(out[0], skip_special_tokens=True)\n'
         '    with open(f"saidas/{nome}.txt", "w") as f:\n'
         '        f.write(f"temperatura={t} top_p={p}\\n{texto}\\n")\n'
         '    print(f"salvo saidas/{nome}.txt ({len(texto)} caracteres)")'),
    code('for arq in sorted(glob.glob("saidas/*.txt")):\n'
         '    print("=" * 10, arq, "=" * 10)\n'
         '    print(open(arq).read())'),
    raw("", slot="ALL"),
])

# tp09: course function, one cell per run labelled "Execução n"; answers in a Python dict (unexecuted code cell),
#       runs named by ordinal words.
save("tp09-ordinal-answers-in-code", [
    md("# Inferência interativa — atividade"),
    params(),
    code(COURSE_SETUP),
    code(COURSE_LOAD),
    code(COURSE_GEN + '\n\nprompt = "Transformers are models that"'),
    code('print("Execução 1 — temperatura 0.2, top-p 0.9")\nprint(generate_text(prompt, temperature=0.2, top_p=0.9))'),
    code('print("Execução 2 — temperatura 0.7, top-p 0.9")\nprint(generate_text(prompt, temperature=0.7, top_p=0.9))'),
    code('print("Execução 3 — temperatura 1.0, top-p 0.9")\nprint(generate_text(prompt, temperature=1.0, top_p=0.9))'),
    code('print("Execução 4 — temperatura 0.7, top-p 0.3")\nprint(generate_text(prompt, temperature=0.7, top_p=0.3))'),
    code('print("Execução 5 — temperatura 0.7, top-p 0.6")\nprint(generate_text(prompt, temperature=0.7, top_p=0.6))'),
    code('print("Execução 6 — temperatura 0.7, top-p 0.9")\nprint(generate_text(prompt, temperature=0.7, top_p=0.9))'),
    md("Respostas (escrevi no código pra não perder a formatação):"),
    code("", slot="ALL"),
])


def starter_like(name, gen_cell, run_code, extra_after_b=None, tail_display=None):
    """Starter-shaped notebook (tags kept), setup replaced by the student's own transformers code."""
    cells = [
        md("# Temperatura e top-p (seção 4.15, partes A, B e D)\n\nNesta atividade você gera texto com o modelo do "
           "minicurso variando **temperatura** e **top-p**, observa o efeito nas saídas e responde às questões com base nelas.",
           tags=["title"]),
        params(),
        code(gen_cell, tags=["setup"]),
        md("## Parte A: efeito da temperatura\n\nPrompt fixo: `Transformers are models that`\n\n"
           "- Execução A1: temperatura = 0.2, top-p = 0.9\n- Execução A2: temperatura = 0.7, top-p = 0.9\n"
           "- Execução A3: temperatura = 1.0, top-p = 0.9", tags=["part-A"]),
        code(run_code["A1"], tags=["run-A1"]),
        code(run_code["A2"], tags=["run-A2"]),
        code(run_code["A3"], tags=["run-A3"]),
    ]
    for q in ["A.1", "A.2", "A.3"]:
        cells += [md(f"### {q}\n\n{TP_QUESTIONS[q]}", tags=[f"question-{q}"]), md("", slot=q, tags=[f"answer-{q}"])]
    cells += [
        md("## Parte B: efeito do top-p (nucleus sampling)\n\nTemperatura fixa em 0.7; o mesmo prompt com três valores de top-p:\n\n"
           "- Execução B1: top-p = 0.3\n- Execução B2: top-p = 0.6\n- Execução B3: top-p = 0.9", tags=["part-B"]),
        code(run_code["B1"], tags=["run-B1"]),
        code(run_code["B2"], tags=["run-B2"]),
        code(run_code["B3"], tags=["run-B3"]),
    ]
    if tail_display:
        cells.append(code(tail_display))
    for q in ["B.1", "B.2", "B.3"]:
        cells += [md(f"### {q}\n\n{TP_QUESTIONS[q]}", tags=[f"question-{q}"]), md("", slot=q, tags=[f"answer-{q}"])]
    cells.append(md("## Parte D: escolha de parâmetros por objetivo\n\nConsidere o seguinte comportamento observado em uma geração:\n\n"
                    "> \"Transformers are models that are not part of the game. The following is a list of all the models "
                    "that are not part of the game...\"\n\nResponda com base nas suas execuções das partes A e B.", tags=["part-D"]))
    for q in ["D.1", "D.2", "D.3"]:
        cells += [md(f"### {q}\n\n{TP_QUESTIONS[q]}", tags=[f"question-{q}"]), md("", slot=q, tags=[f"answer-{q}"])]
    save(name, cells)


# tp10: starter shape, own generate helper printing per run; the student copies the BOOK's/course's GPT-2 excerpts in A.1.
_gen10 = ('import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
          'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n'
          'PROMPT = "Transformers are models that"\n\n'
          'def gerar(temperatura, top_p):\n'
          '    entrada = tokenizer(PROMPT, return_tensors="pt")\n'
          '    saida = model.generate(**entrada, do_sample=True, temperature=temperatura, top_p=top_p,\n'
          '                           max_new_tokens=80, pad_token_id=tokenizer.eos_token_id)\n'
          '    texto = tokenizer.decode(saida[0], skip_special_tokens=True)\n'
          '    print(texto)\n'
          '    return texto')
starter_like("tp10-starter-bookcopy", _gen10, {
    "A1": "saida_A1 = gerar(0.2, 0.9)", "A2": "saida_A2 = gerar(0.7, 0.9)", "A3": "saida_A3 = gerar(1.0, 0.9)",
    "B1": "saida_B1 = gerar(0.7, 0.3)", "B2": "saida_B2 = gerar(0.7, 0.6)", "B3": "saida_B3 = gerar(0.7, 0.9)"})

# tp11: starter shape, run cells silent, one HTML table built in code at the end of part B;
#       B3 reuses A2 (same configuration); A.3 and B.3 left unanswered.
_gen11 = ('import html\nimport torch\nfrom IPython.display import HTML, display\n'
          'from transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
          'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n'
          'PROMPT = "Transformers are models that"\nresultados = []\n\n'
          'def gerar(run, temperature, top_p):\n'
          '    enc = tokenizer(PROMPT, return_tensors="pt")\n'
          '    out = model.generate(**enc, do_sample=True, temperature=temperature, top_p=top_p, max_new_tokens=80,\n'
          '                         pad_token_id=tokenizer.eos_token_id)\n'
          '    text = tokenizer.decode(out[0][enc.input_ids.shape[1]:], skip_special_tokens=True)\n'
          '    resultados.append((run, temperature, top_p, text))\n'
          '    return text')
starter_like("tp11-starter-htmltable-b3reuse", _gen11, {
    "A1": 'saida_A1 = gerar("A1", 0.2, 0.9)', "A2": 'saida_A2 = gerar("A2", 0.7, 0.9)', "A3": 'saida_A3 = gerar("A3", 1.0, 0.9)',
    "B1": 'saida_B1 = gerar("B1", 0.7, 0.3)', "B2": 'saida_B2 = gerar("B2", 0.7, 0.6)',
    "B3": '# B3 tem a mesma configuração de A2 (T=0.7, top-p=0.9), então reaproveito a saída\n'
          'saida_B3 = saida_A2\nresultados.append(("B3", 0.7, 0.9, saida_B3))'},
    tail_display=('linhas = "".join(\n'
                  '    f"<tr><td>{r}</td><td>{t}</td><td>{p}</td><td style=\'text-align:left\'>{html.escape(x)}</td></tr>"\n'
                  '    for r, t, p, x in resultados)\n'
                  'display(HTML("<table><tr><th>run</th><th>temperature</th><th>top_p</th><th>continuation</th></tr>"\n'
                  '             + linhas + "</table>"))'))

# tp12: TextStreamer; bug: part B loop passes the leftover loop variable `t` (=1.0) as temperature
#       while its header says temperatura=0.7.
save("tp12-streamer-bug-b-temp", [
    md("# Prática 4.15\n\nUsando o `TextStreamer` para ver o texto saindo token a token."),
    params(),
    code('import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM, TextStreamer\n\n'
         'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n'
         'streamer = TextStreamer(tokenizer, skip_special_tokens=True)\n'
         'inputs = tokenizer("Transformers are models that", return_tensors="pt")'),
    md("## Parte A — temperatura"),
    code('temperaturas = [0.2, 0.7, 1.0]\nfor t in temperaturas:\n'
         '    print(f"\\n>>> A | temperatura={t} | top_p=0.9")\n'
         '    _ = model.generate(**inputs, streamer=streamer, do_sample=True, temperature=t, top_p=0.9,\n'
         '                       max_new_tokens=80, pad_token_id=tokenizer.eos_token_id)'),
    md("Questão A.1"), md("", slot="A.1"),
    md("Questão A.2"), md("", slot="A.2"),
    md("Questão A.3"), md("", slot="A.3"),
    md("## Parte B — top-p"),
    code('for p in [0.3, 0.6, 0.9]:\n'
         '    print(f"\\n>>> B | temperatura=0.7 | top_p={p}")\n'
         '    _ = model.generate(**inputs, streamer=streamer, do_sample=True, temperature=t, top_p=p,\n'
         '                       max_new_tokens=80, pad_token_id=tokenizer.eos_token_id)'),
    md("Questão B.1"), md("", slot="B.1"),
    md("Questão B.2"), md("", slot="B.2"),
    md("Questão B.3"), md("", slot="B.3"),
    md("## Parte D"),
    md("Questão D.1"), md("", slot="D.1"),
    md("Questão D.2"), md("", slot="D.2"),
    md("Questão D.3"), md("", slot="D.3"),
])

# ---------------------------------------------------------------- chain-of-thought

save("cot01-course-rich", [
    md("# Parte C — chain-of-thought"),
    params(),
    code(COURSE_SETUP + "\nfrom rich import print"),
    code(COURSE_LOAD),
    code(COURSE_GEN),
    code('prompt_direct = "What is 27 + 58?"\nprompt_steps  = "Solve step by step: 27 + 58."\nTEMP = 0.7\nTOP_P = 0.9\n\n'
         'out_direct = generate_text(prompt_direct, temperature=TEMP, top_p=TOP_P, max_new_tokens=40, do_sample=True)\n'
         'out_steps  = generate_text(prompt_steps,  temperature=TEMP, top_p=TOP_P, max_new_tokens=80, do_sample=True)\n\n'
         'print("\\n=== PROMPT DIRETO ===")\nprint(out_direct)\n\nprint("\\n=== \'EXPLIQUE EM PASSOS\' ===")\nprint(out_steps)'),
    md("### C.1"), md("", slot="C.1"),
    md("### C.2"), md("", slot="C.2"),
    md("### C.3"), md("", slot="C.3"),
], colab=True)

save("cot02-pipeline-3samples-en", [
    md("# Part C: chain of thought, style vs correctness"),
    params(),
    code('from transformers import pipeline, set_seed\n\ngen = pipeline("text-generation", model=MODEL_NAME)\nset_seed(58)'),
    code('for tag, prompt, n_tok in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:\n'
         '    outs = gen(prompt, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n_tok, num_return_sequences=3)\n'
         '    for i, o in enumerate(outs, 1):\n'
         '        print(f"--- {tag} sample {i} ---")\n'
         '        print(o["generated_text"])\n'
         '        print()'),
    md("", slot="ALL"),
])

save("cot03-manual-kvcache-resposta", [
    md("# Atividade parte C"),
    params(),
    code('import torch\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n\n'
         'tok = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME).eval()\n'
         'torch.manual_seed(1234)'),
    code('@torch.no_grad()\n'
         'def sample(prompt, max_new_tokens, temperature=0.7, top_p=0.9):\n'
         '    ids = tok(prompt, return_tensors="pt").input_ids\n'
         '    out = model(ids, use_cache=True)\n'
         '    past, logits = out.past_key_values, out.logits[:, -1, :]\n'
         '    new = []\n'
         '    for _ in range(max_new_tokens):\n'
         '        probs = torch.softmax(logits / temperature, dim=-1)[0]\n'
         '        p_sorted, idx = probs.sort(descending=True)\n'
         '        keep = p_sorted.cumsum(0) - p_sorted < top_p\n'
         '        p_sorted = p_sorted * keep\n'
         '        nxt = idx[torch.multinomial(p_sorted / p_sorted.sum(), 1)]\n'
         '        if nxt.item() == tok.eos_token_id:\n'
         '            break\n'
         '        new.append(nxt.item())\n'
         '        out = model(nxt.view(1, 1), past_key_values=past, use_cache=True)\n'
         '        past, logits = out.past_key_values, out.logits[:, -1, :]\n'
         '    return prompt + tok.decode(new)'),
    code('p1 = sample("What is 27 + 58?", 40)\nprint("P1 (direto):")\nprint(p1)'),
    code('p2 = sample("Solve step by step: 27 + 58.", 80)\nprint("P2 (passo a passo):")\nprint(p2)'),
    md("C.1) A resposta numérica final está correta em ambos os casos?"), md("", slot="C.1"),
    md("C.2) Copie um trecho do output onde o modelo aparenta estar raciocinando."), md("", slot="C.2"),
    md("C.3) O raciocínio apresentado garante correção?"), md("", slot="C.3"),
])

save("cot04-dataframe-seeds", [
    md("# Chain-of-thought (4.15 C)"),
    params(),
    code('import torch, pandas as pd\nfrom transformers import AutoTokenizer, AutoModelForCausalLM\n'
         'tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)\nmodel = AutoModelForCausalLM.from_pretrained(MODEL_NAME)\n\n'
         'def responder(prompt, n, seed):\n'
         '    torch.manual_seed(seed)\n'
         '    x = tokenizer(prompt, return_tensors="pt")\n'
         '    y = model.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,\n'
         '                       pad_token_id=tokenizer.eos_token_id)\n'
         '    return tokenizer.decode(y[0][x.input_ids.shape[1]:], skip_special_tokens=True)'),
    code('pd.set_option("display.max_colwidth", None)\n'
         'tabela = pd.DataFrame([\n'
         '    {"prompt": "P1: What is 27 + 58?", "saída": responder("What is 27 + 58?", 40, seed=27)},\n'
         '    {"prompt": "P2: Solve step by step: 27 + 58.", "saída": responder("Solve step by step: 27 + 58.", 80, seed=58)},\n'
         '])\ntabela'),
    md("## Respostas\n\n| Questão | Resposta |\n|---|---|\n", slot="TABLE"),
])

save("cot05-answers-in-comments", [
    md("# 4.15 parte C"),
    params(),
    code(COURSE_SETUP),
    code(COURSE_LOAD),
    code(COURSE_GEN),
    code('torch.manual_seed(2701)\nprint("=== Direto ===")\nprint(generate_text("What is 27 + 58?", temperature=0.7, top_p=0.9, max_new_tokens=40))\n'
         'print("\\n=== Step by step ===")\nprint(generate_text("Solve step by step: 27 + 58.", temperature=0.7, top_p=0.9, max_new_tokens=80))'),
    code("", slot="ALL"),
])

# ---------------------------------------------------------------- few-shot / template (flan-t5 activities)

T5_LOAD = ('import torch\nfrom transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM\n\n'
           't5_name = MODEL_NAME\n'
           '# o Colab às vezes troca o modelo; carrego do jeito certo para cada arquitetura\n'
           'cfg = AutoConfig.from_pretrained(t5_name)\n'
           'Modelo = AutoModelForSeq2SeqLM if cfg.is_encoder_decoder else AutoModelForCausalLM\n'
           't5_tokenizer = AutoTokenizer.from_pretrained(t5_name)\n'
           't5_model = Modelo.from_pretrained(t5_name).eval()\n\n'
           'def generate_t5(prompt, max_new_tokens=8, do_sample=False, **kw):\n'
           '    inputs = t5_tokenizer(prompt, return_tensors="pt")\n'
           '    with torch.no_grad():\n'
           '        out = t5_model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=do_sample,\n'
           '                                pad_token_id=t5_tokenizer.eos_token_id, **kw)\n'
           '    if not cfg.is_encoder_decoder:\n'
           '        out = out[:, inputs["input_ids"].shape[1]:]\n'
           '    return t5_tokenizer.decode(out[0], skip_special_tokens=True)')

save("fs01-fewshot-reorder", [
    md("# Capítulo 5 — few-shot e in-context learning"),
    params("google/flan-t5-small"),
    code(T5_LOAD),
    code('task = "Classifique o sentimento como POSITIVO ou NEGATIVO."\n'
         'zero_shot = f"""{task}\n\nTexto: "Este filme foi um desperdício de tempo."\nSentimento:"""\n'
         'print("ZERO-SHOT:", repr(generate_t5(zero_shot)))'),
    code('few_shot = f"""{task}\n\nTexto: "Adorei, foi excelente e emocionante."\nSentimento: POSITIVO\n\n'
         'Texto: "Péssimo. Não recomendo para ninguém."\nSentimento: NEGATIVO\n\n'
         'Texto: "Este filme foi um desperdício de tempo."\nSentimento:"""\n'
         'print("FEW-SHOT:", repr(generate_t5(few_shot)))'),
    md("### Variação: troquei a ordem das duas demonstrações (NEGATIVO primeiro)"),
    code('variacao = f"""{task}\n\nTexto: "Péssimo. Não recomendo para ninguém."\nSentimento: NEGATIVO\n\n'
         'Texto: "Adorei, foi excelente e emocionante."\nSentimento: POSITIVO\n\n'
         'Texto: "Este filme foi um desperdício de tempo."\nSentimento:"""\n'
         'print("VARIAÇÃO:", repr(generate_t5(variacao)))'),
    md("**F.1**"), md("", slot="F.1"),
    md("**F.2**"), md("", slot="F.2"),
    md("**F.3**"), md("", slot="F.3"),
    md("**F.4**"), md("", slot="F.4"),
    md("**F.5**"), md("", slot="F.5"),
])

save("tpl01-template-selfconsistency", [
    md("# 5.6 e 5.7 — template e self-consistency"),
    params("google/flan-t5-small"),
    code(T5_LOAD),
    code('task = "Classifique o sentimento como POSITIVO ou NEGATIVO."\n'
         'template_ruim = f"""{task}\n"Este filme foi um desperdício de tempo." ->"""\n'
         'template_bom = f"""{task}\n\nResponda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.\nNão explique. Não escreva mais nada.\n\n'
         'Texto: "Este filme foi um desperdício de tempo."\nSentimento:"""\n\n'
         'print("[template pouco restritivo]", generate_t5(template_ruim, max_new_tokens=16))\n'
         'print("[template restritivo]", generate_t5(template_bom, max_new_tokens=8))'),
    code('import re\nfrom collections import Counter\n\n'
         'prompt_sc = """Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
         'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:"""\n\n'
         'torch.manual_seed(5)\n'
         'samples = [generate_t5(prompt_sc, max_new_tokens=8, do_sample=True, temperature=0.9, top_p=0.9) for _ in range(10)]\n\n'
         'def extrai(s):\n'
         '    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())\n'
         '    return m.group(1) if m else None\n\n'
         'for i, s in enumerate(samples, 1):\n'
         '    print(f"{i:2d}. {s!r} -> {extrai(s)}")\n'
         'votos = Counter(x for x in map(extrai, samples) if x)\n'
         'voto = votos.most_common(1)[0][0] if votos else "INDETERMINADO"\n'
         'print("Contagem:", dict(votos), "| sem rótulo:", sum(extrai(s) is None for s in samples))\n'
         'print("VOTO FINAL (self-consistency):", voto)'),
    md("", slot="ALL"),
])

print("written to", OUT)
