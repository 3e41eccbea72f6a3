"""Build the unexecuted batch-31 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
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

def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

EXTRAI = '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

GEN_TP = '''
def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

CONFS = '''
confs = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
'''

# ---------------------------------------------------------------- temperature-top-p
# tp311: each run printed whole, followed by the student's OWN statistics line (words, distinct words and their share,
# the most frequent 3-word sequence with its count); seeds 3110 + k. Answers lean on those percentages.
NB["tp311-statsline-percentages"] = [
    md("# 4.15 — temperatura e top-p\nRafaela Tanaka Bittencourt"),
    params(),
    code(CAUSAL + '''
import re
from collections import Counter
PROMPT = "Transformers are models that"
''' + GEN_TP + CONFS),
    code('''
def estat(t):
    w = re.findall(r"[\\w']+", t.lower())
    tri = Counter(zip(w, w[1:], w[2:])).most_common(1)
    top = (" ".join(tri[0][0]), tri[0][1]) if tri else ("-", 0)
    return len(w), len(set(w)), top

textos = {}
for k, (nome, (T, p)) in enumerate(confs.items()):
    textos[nome] = roda(T, p, 3110 + k)
    n, d, (tri, c) = estat(textos[nome])
    print(f"=== {nome}  T={T}  top_p={p}  (seed {3110 + k})")
    print(textos[nome].strip())
    print(f"--- palavras: {n} | distintas: {d} ({100 * d / max(n, 1):.0f}%) | trigrama mais comum: '{tri}' x{c}")
    print()
'''),
    md("## Respostas\nAs porcentagens são as da linha `---` embaixo de cada execução."),
    slot("all"),
]

# tp312: each run split into sentences, one per line, numbered "A1.03"; newlines inside a sentence become spaces;
# seeds 3120 + k. Answers cite sentences by their number and count them.
NB["tp312-sentence-numbered-lines"] = [
    md("# Temperatura e top-p — partes A, B, D\nGustavo Ferreira Ndiaye"),
    params(),
    code(CAUSAL + '''
import re
PROMPT = "Transformers are models that"
''' + GEN_TP + CONFS),
    code('''
textos = {nome: roda(T, p, 3120 + k) for k, (nome, (T, p)) in enumerate(confs.items())}
for nome, t in textos.items():
    T, p = confs[nome]
    frases = [f.replace("\\n", " ").strip() for f in re.split(r"(?<=[.!?:])\\s+", t.strip())]
    frases = [f for f in frases if f]
    print(f"{nome} (T={T}, top_p={p}) — {len(frases)} frases")
    for j, f in enumerate(frases, 1):
        print(f"  {nome}.{j:02d}  {f}")
    print()
'''),
    md("## Respostas (cito as frases pelo número, ex.: A1.03)"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot311: THREE samples per prompt (torch.manual_seed(3111 + j) before each), labelled P1a..P1c / P2a..P2c; each text
# printed indented under its label with a "┆" gutter (blank lines kept as a bare gutter).
NB["cot311-three-samples-gutter"] = [
    md("# Parte C — chain of thought (3 amostras de cada)\nMarina Coutinho Abiodun"),
    params(),
    code(CAUSAL + '''
import textwrap
'''),
    code('''
perguntas = [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]
saidas = {}
for nome, prompt, n in perguntas:
    for j, letra in enumerate("abc"):
        torch.manual_seed(3111 + j)
        x = tok(prompt, return_tensors="pt")
        with torch.no_grad():
            y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                                pad_token_id=tok.eos_token_id)
        saidas[nome + letra] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
for k, v in saidas.items():
    print(f"{k}  ({'What is 27 + 58?' if k[1] == '1' else 'Solve step by step: 27 + 58.'})")
    print(textwrap.indent(v.strip("\\n") or "(vazio)", "    ┆ ", lambda l: True))
    print()
'''),
    md("## Respostas"),
    md("**C.1**"), slot("C.1"),
    md("**C.2**"), slot("C.2"),
    md("**C.3**"), slot("C.3"),
]

# cot312: one set_seed before both prompts; each output printed raw between rules, then the numbers the student's
# regex finds in it ("números: [...]") and the last one ("último: ...").
NB["cot312-numbers-lastnumber"] = [
    md("# C — o passo a passo acerta mais?\nLeonardo Prado Oyelaran"),
    params(),
    code(CAUSAL + '''
import re
from transformers import set_seed
'''),
    code('''
set_seed(312)
for nome, prompt, n in [("P1 direto", "What is 27 + 58?", 40), ("P2 passo a passo", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    s = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    nums = re.findall(r"-?\\d+(?:\\.\\d+)?", s)
    print("-" * 20, nome, "-" * 20)
    print(s)
    print("números:", nums)
    print("último:", nums[-1] if nums else None)
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs311: every output printed as the UTF-8 bytes literal (s.encode()) with its length in bytes; variation = the
# negative demonstration's label written with a full stop ("Sentimento: NEGATIVO.").
NB["fs311-bytes-literal-labelstop"] = [
    md("# Few-shot e in-context learning\nBeatriz Lacerda Horvath"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: coloquei ponto final no rótulo do exemplo negativo
var = few_shot.replace("Sentimento: NEGATIVO", "Sentimento: NEGATIVO.")
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação", var)]:
    s = gera(p, do_sample=False)
    print(f"{nome:<10} {len(s.encode()):>3} bytes  {s.encode()}")
'''),
    md("## Respostas"),
    md("### F.1", ["question-F.1"]), slot("F.1", tags=["answer-F.1"]),
    md("### F.2", ["question-F.2"]), slot("F.2", tags=["answer-F.2"]),
    md("### F.3", ["question-F.3"]), slot("F.3", tags=["answer-F.3"]),
    md("### F.4", ["question-F.4"]), slot("F.4", tags=["answer-F.4"]),
    md("### F.5", ["question-F.5"]), slot("F.5", tags=["answer-F.5"]),
]

# fs312: outputs printed as reprs, then the student's own comparison of few-shot and variation with difflib
# (ratio, equal?); variation = the positive demonstration replaced by a sentence built like the target but positive.
NB["fs312-difflib-ratio-mirrordemo"] = [
    md("# 5.5 / 5.8 — few-shot\nCaio Henrique Lindqvist"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import difflib
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei o exemplo positivo por uma frase parecida com a que vai ser classificada, só que positiva
espelho = few_shot.replace("Adorei, foi excelente e emocionante.", "Este filme foi um ótimo uso do tempo.")
'''),
    code('''
r = {nome: gera(p, do_sample=False) for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("espelho", espelho)]}
for nome, s in r.items():
    print(f"{nome:>9}: {s!r}")
sm = difflib.SequenceMatcher(None, r["few-shot"], r["espelho"])
print()
print(f"few-shot x espelho: iguais={r['few-shot'] == r['espelho']}  ratio={sm.ratio():.2f}")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl311: the ten samples drawn in TWO HALVES of five (torch.manual_seed(3110 + i)), each half printed with its own
# tally and sub-vote, then the total tally and the final vote.
NB["tpl311-two-halves-subvotes"] = [
    md("# Template e self-consistency\nJuliana Ribeiro Mwangi"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''

def voto(rots):
    c = Counter(r for r in rots if r)
    m = c.most_common()
    return "INDETERMINADO" if not m or (len(m) > 1 and m[0][1] == m[1][1]) else m[0][0]

def placar(rots):
    return f"POSITIVO {rots.count('POSITIVO')} · NEGATIVO {rots.count('NEGATIVO')} · sem rótulo {rots.count(None)}"
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("solto   :", repr(gera(template_ruim, 16, do_sample=False)))
print("estrito :", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

todas = []
for metade in (1, 2):
    rots = []
    print(f"metade {metade}")
    for i in range(5 * (metade - 1), 5 * metade):
        torch.manual_seed(3110 + i)
        s = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
        rots.append(rotulo(s))
        print(f"  #{i + 1:<2} {s!r:<40} {rots[-1] or '—'}")
    print(f"  {placar(rots)}  → voto da metade: {voto(rots)}")
    todas += rots
print()
print("total:", placar(todas), " → voto final:", voto(todas))
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl312: the ten samples (torch.manual_seed(3120 + i)) printed one per line "(k) <repr>" (1-based), NO counts, and
# only the final vote line computed by the code.
NB["tpl312-novote-counts-handtally"] = [
    md("# 5.6 e 5.7\nFernando Alencar Sørensen"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

ruim = gera(template_ruim, 16, do_sample=False)
bom = gera(template_bom, 8, do_sample=False)
print("template ruim:", repr(ruim))
print("template bom: ", repr(bom))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(3120 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(f"({i + 1}) {amostras[-1]!r}")
c = Counter(r for r in map(rotulo, amostras) if r).most_common()
print("voto:", "INDETERMINADO" if not c or (len(c) > 1 and c[0][1] == c[1][1]) else c[0][0])
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
