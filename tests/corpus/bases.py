"""The base notebooks of the real-world corpus, before execution.

Two shapes: the course's own notebook (no tags, nbformat 4.0, the book's ``generate_text``
wrapper, loop cells over literal lists of temperatures / top-p values that print a header per
configuration and two samples each, prompt + continuation printed together through ``rich``),
written here in that shape with the embedded model (smollm2-135m) in place of GPT-2; and the
activity's starter as handed out (tags, the course helper's records), with a fixed seed.
Every base fixes ``torch.manual_seed`` in its setup cell, so a re-build re-executes the same text
on the same machine and library versions.
"""

from __future__ import annotations

import copy
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ROOT = Path(__file__).resolve().parents[2]
MODEL = "smollm2-135m"

SETUP = """\
# ------------------------------------------------------------
# Ambiente: torch, rich (saídas legíveis) e o modelo
# ------------------------------------------------------------
# !pip install -q rich transformers   (no Colab)
import torch
from rich import print

torch.manual_seed({seed})  # sementes fixas: a mesma saída ao re-executar

# O modelo embutido do corretor (SmolLM2-135M) no lugar do GPT-2 do minicurso
from grader.course import load_model
gpt_name = "smollm2-135m"
gpt_model, gpt_tokenizer = load_model(gpt_name)
device = gpt_model.device
print(f"[GPT] Modelo carregado: {{gpt_name}}")
print(f"[GPT] Device: {{device}}")
"""

WRAPPER = '''\
# ------------------------------------------------------------
# Função de geração controlada (temperatura, top-p)
# ------------------------------------------------------------
def generate_text(
    prompt: str,
    max_new_tokens: int = 80,
    temperature: float = 1.0,
    top_p: float = 1.0,
    use_cache: bool = True,
    do_sample: bool = True,
):
    # tokeniza, gera sem gradientes e devolve prompt + continuação
    inputs = gpt_tokenizer(prompt, return_tensors="pt").to(device)
    with torch.inference_mode():
        output_ids = gpt_model.generate(
            **inputs,
            max_new_tokens=max_new_tokens,
            do_sample=do_sample,
            temperature=temperature,
            top_p=top_p,
            use_cache=use_cache,
            pad_token_id=gpt_tokenizer.eos_token_id,
        )
    return gpt_tokenizer.decode(output_ids[0], skip_special_tokens=True)
'''

TEMPERATURE_LOOP = """\
# ------------------------------------------------------------
# Experimento: efeito da TEMPERATURA (top-p fixo)
# ------------------------------------------------------------
prompt = "Transformers are models that"
temps = [0.2, 0.7, 1.0]
top_p_fixed = 0.9

for temp in temps:
    print("\\n" + "=" * 40)
    print(f"[EXPERIMENTO] TEMPERATURA = {temp} (top_p={top_p_fixed})")
    print("=" * 40)

    # duas amostras para ver a variabilidade do sampling
    for i in range(2):
        print(f"\\n[Amostra {i+1}]")
        print(generate_text(prompt, temperature=temp, top_p=top_p_fixed, max_new_tokens=80))
"""

TOP_P_LOOP = """\
# ------------------------------------------------------------
# Experimento: efeito do TOP-P (temperatura fixa)
# ------------------------------------------------------------
top_ps = [0.3, 0.6, 0.9]
temp_fixed = 0.7

for p in top_ps:
    print("\\n" + "=" * 40)
    print(f"[EXPERIMENTO] TOP-P = {p} (temperature={temp_fixed})")
    print("=" * 40)

    for i in range(2):
        print(f"\\n[Amostra {i+1}]")
        print(generate_text(prompt, temperature=temp_fixed, top_p=p, max_new_tokens=80))
"""

COT_CELL = """\
# ------------------------------------------------------------
# Prompt direto vs "step by step"
# ------------------------------------------------------------
prompt_direct = "What is 27 + 58?"
prompt_step   = "Solve step by step: 27 + 58."

# mesmo decoding nos dois, para a comparação ser justa
TEMP = 0.7
TOP_P = 0.9

print("\\n=== Direto (resposta curta) ===")
print(generate_text(prompt_direct, temperature=TEMP, top_p=TOP_P, max_new_tokens=40))

print("\\n=== Step by step (explicado em etapas) ===")
print(generate_text(prompt_step, temperature=TEMP, top_p=TOP_P, max_new_tokens=80))

print("\\n[Checagem] 27 + 58 = 85")
"""


def course_temperature(seed: int) -> nbformat.NotebookNode:
    """Section 4.15 A/B in the course notebook's shape."""
    return new_notebook(cells=[
        new_markdown_cell("##**Large Language Models**\n*Aula 02: parâmetros de geração*"),
        new_code_cell(SETUP.format(seed=seed)),
        new_markdown_cell("#\n# INFERÊNCIA (GERAÇÃO) COM MODELO CAUSAL\n#"),
        new_code_cell(WRAPPER),
        new_code_cell(TEMPERATURE_LOOP),
        new_code_cell(TOP_P_LOOP),
    ])


def course_cot(seed: int) -> nbformat.NotebookNode:
    """Section 4.15 C in the course notebook's shape."""
    return new_notebook(cells=[
        new_markdown_cell("##**Large Language Models**\n*Aula 02: prática de inferência*"),
        new_code_cell(SETUP.format(seed=seed)),
        new_code_cell(WRAPPER),
        new_markdown_cell("#\n# PRÁTICA 1: INFERÊNCIA INTERATIVA (PROMPTS + VARIAÇÃO)\n#"),
        new_code_cell(COT_CELL),
    ])


def starter(activity: str, seed: int) -> nbformat.NotebookNode:
    """The activity's starter with a seed fixed in its setup cell."""
    nb = nbformat.read(str(ROOT / "activities" / activity / "starter.ipynb"), as_version=4)
    nb = copy.deepcopy(nb)
    for cell in nb.cells:
        if "setup" in cell.metadata.get("tags", []):
            cell.source = f"import torch\ntorch.manual_seed({seed})\n" + cell.source
    return nb


# name -> (activity, shape, builder)
BASES = {
    "course-tp-s101": ("temperature-top-p", "course", lambda: course_temperature(101)),
    "course-tp-s202": ("temperature-top-p", "course", lambda: course_temperature(202)),
    "starter-tp-s303": ("temperature-top-p", "starter", lambda: starter("temperature-top-p", 303)),
    "course-cot-s404": ("chain-of-thought", "course", lambda: course_cot(404)),
    "course-cot-s505": ("chain-of-thought", "course", lambda: course_cot(505)),
    "starter-cot-s606": ("chain-of-thought", "starter", lambda: starter("chain-of-thought", 606)),
}
