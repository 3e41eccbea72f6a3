"""Build the unexecuted batch-37 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
Emphasis: generated text shown in NOTATION (visible whitespace, byte-level tokens, repr / json.dumps, diffs,
middle-truncated summaries) and claims about it.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}

CAUSAL = '''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
_ = modelo.eval()
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
_ = modelo.eval()

def gera_ids(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return (y[0] if enc_dec else y[0, x["input_ids"].shape[1]:]).tolist()

def gera(prompt, n=8, **kw):
    return tok.decode(gera_ids(prompt, n, **kw), skip_special_tokens=True)
'''

EXTRAI = '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

GEN_TP = '''
PROMPT = "Transformers are models that"

def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return y[0, x["input_ids"].shape[1]:].tolist()
'''

CONFS = '[("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]'

# ---------------------------------------------------------------- temperature-top-p
# tp371: every run printed with VISIBLE WHITESPACE: spaces as '·', line breaks as '⏎' (the line still breaks after
# it), under a box header with the number of line breaks and of tokens; seeds manual_seed(3710 + k).
NB["tp371-middot-return-visible-ws"] = [
    md("# 4.15 A/B/D — temperatura e top-p\nBeatriz Carvalho Nakamura\n\n"
       "Mostro os espaços como `·` e as quebras de linha como `⏎` para ver a estrutura do texto."),
    params(),
    code(CAUSAL + GEN_TP),
    code('''
def visivel(s):
    return s.replace(" ", "·").replace("\\n", "⏎\\n")

textos = {}
for k, (nome, T, p) in enumerate(''' + CONFS + '''):
    ids = roda(T, p, 3710 + k)
    textos[nome] = tok.decode(ids, skip_special_tokens=True)
    print(f"┌─ {nome} · T={T} · top_p={p} · {len(ids)} tokens · {textos[nome].count(chr(10))} quebras de linha")
    print(visivel(textos[nome]))
    print("└" + "─" * 40)
'''),
    md("## Respostas"),
    slot("all"),
]

# tp372: every run shown as its BYTE-LEVEL TOKENS (convert_ids_to_tokens: 'Ġ' = leading space, 'Ċ' = line break)
# joined with '|', with the token count; seeds manual_seed(3720 + k). No plain text is printed.
NB["tp372-bytelevel-token-pipes"] = [
    md("# Temperatura e top-p — vendo os tokens\nRafael Oliveira Szabo\n\n"
       "Imprimo cada geração como a lista de tokens do tokenizer (Ġ = espaço antes, Ċ = quebra de linha)."),
    params(),
    code(CAUSAL + GEN_TP),
    code('''
for k, (nome, T, p) in enumerate(''' + CONFS + '''):
    ids = roda(T, p, 3720 + k)
    print(f"{nome} (T={T}, top_p={p}) — {len(ids)} tokens")
    print("|".join(tok.convert_ids_to_tokens(ids)))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot371: each output printed three ways: repr(), json.dumps (ensure_ascii default True) and its token count;
# torch.manual_seed(3711) / (3712) per run.
NB["cot371-repr-and-ascii-json"] = [
    md("# Parte C — chain-of-thought\nLuana Ferreira Okonkwo"),
    params(),
    code(CAUSAL + '''
import json
'''),
    code('''
saida = {}
for seed, (nome, prompt, n) in zip([3711, 3712], [("P1", "What is 27 + 58?", 40),
                                                  ("P2", "Solve step by step: 27 + 58.", 80)]):
    torch.manual_seed(seed)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    saida[nome] = tok.decode(novos, skip_special_tokens=True)
    print(f"=== {nome}: {prompt!r} -> {len(novos)} tokens novos")
    print("repr :", repr(saida[nome]))
    print("json :", json.dumps(saida[nome]))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# cot372: a one-line SUMMARY per run, truncated in the MIDDLE (first 40 characters + ' […] ' + last 30), then the
# full outputs between '<<<' and '>>>' with line breaks shown as '↵'; one torch.manual_seed(372) before both.
NB["cot372-middle-ellipsis-summary"] = [
    md("# C — o raciocínio garante a resposta?\nGustavo Pereira Lindqvist"),
    params(),
    code(CAUSAL),
    code('''
def resumo(s, a=40, b=30):
    s = s.replace("\\n", "↵")
    return s if len(s) <= a + b + 5 else s[:a] + " […] " + s[-b:]

torch.manual_seed(372)
saidas = []
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    saidas.append((nome, prompt, tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)))

print("RESUMO")
for nome, prompt, s in saidas:
    print(f"  {nome} | {resumo(s)}")
print()
for nome, prompt, s in saidas:
    print(f"{nome} — prompt: {prompt}")
    print("<<<" + s.replace("\\n", "↵\\n") + ">>>")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs371: the variation (the two demonstrations SWAPPED: negative first) shown as a difflib.ndiff of the prompts'
# lines; the three outputs printed with repr().
NB["fs371-ndiff-swapped-demos"] = [
    md("# Few-shot e in-context learning\nMarina Duarte Achebe"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import difflib
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: inverti a ordem das duas demonstrações (a negativa primeiro)
invertido = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
print("\\n".join(difflib.ndiff(few_shot.splitlines(), invertido.splitlines())))
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("invertido", invertido)]:
    print(f"{nome:>10}: {gera(p, do_sample=False)!r}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs372: outputs printed with json.dumps(ensure_ascii=False); the variation (the NEGATIVE demonstration's text
# replaced) compared with the few-shot output by difflib.unified_diff over the outputs' lines.
NB["fs372-unified-diff-of-outputs"] = [
    md("# 5.5 / 5.8 — few-shot\nCaio Mendes Abernathy"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import json, difflib
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei o texto da demonstração negativa (mesmo rótulo)
trocado = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Que tédio, dormi na metade do filme.")
'''),
    code('''
out = {nome: gera(p, do_sample=False) for nome, p in [("zs", zero_shot), ("fs", few_shot), ("var", trocado)]}
for k, v in out.items():
    print(k, "=", json.dumps(v, ensure_ascii=False))
print()
d = list(difflib.unified_diff(out["fs"].splitlines(keepends=True), out["var"].splitlines(keepends=True),
                              fromfile="few-shot", tofile="variação"))
print("".join(d) if d else "(unified_diff vazio: saídas idênticas)")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl371: LOOSE / STRICT printed with json.dumps (ensure_ascii=True: accents as \\u escapes); the ten SC samples
# (torch.manual_seed(3710 + i)) printed as their TOKEN IDS and tokens, then the decoded repr and the extracted label;
# tally and vote computed.
NB["tpl371-token-ids-ascii-json"] = [
    md("# Template e self-consistency\nSofia Ramos Petrov"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import json
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("LOOSE  ", json.dumps(gera(template_ruim, 16, do_sample=False)))
print("STRICT ", json.dumps(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(3710 + i)
    ids = gera_ids(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    amostras.append(tok.decode(ids, skip_special_tokens=True))
    print(f"#{i + 1:02d} ids={ids}")
    print(f"    tokens={tok.convert_ids_to_tokens(ids)}")
    print(f"    texto={amostras[-1]!r}  -> {rotulo(amostras[-1])}")
cont = Counter(rotulo(a) for a in amostras)
print()
print("POSITIVO:", cont["POSITIVO"], "| NEGATIVO:", cont["NEGATIVO"], "| sem rótulo:", cont[None])
print("voto:", "POSITIVO" if cont["POSITIVO"] > cont["NEGATIVO"] else "NEGATIVO" if cont["NEGATIVO"] > cont["POSITIVO"]
      else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl372: every output printed with VISIBLE WHITESPACE ('␣' for spaces, '↵' for line breaks, one line per output);
# the ten SC samples (torch.manual_seed(3720 + i)) printed that way, numbered; the extraction rule is in the code but
# the notebook prints NO tally: the student counts by hand.
NB["tpl372-openbox-return-handcount"] = [
    md("# 5.6 / 5.7 — templates\nHeloísa Barros Van der Berg\n\n"
       "(`␣` = espaço, `↵` = quebra de linha)"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''

def ver(s):
    return "⟨" + s.replace(" ", "␣").replace("\\n", "↵") + "⟩"
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("pouco restritivo:", ver(gera(template_ruim, 16, do_sample=False)))
print("restritivo:      ", ver(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(3720 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(f"{i + 1:>2}. {ver(amostras[-1])}")
# regra de extração: rotulo(s) (primeira palavra POSITIVO/NEGATIVO, maiúsculas ou não); contei à mão abaixo
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
