"""Build the unexecuted batch-27 student notebooks (8: 2 per activity). Emphasis: students who MEASURE — their own
numbers beside the texts (distinct-n, repeated n-grams, token counts, Counter tallies, entropies, top-k lists with
probabilities as percentages, label log-probabilities).

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
lm = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
lm.eval();
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
lm.eval();

def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    ids = y[0] if enc_dec else y[0, x["input_ids"].shape[1]:]
    return tok.decode(ids, skip_special_tokens=True), len(ids)
'''

PROMPT_TP = 'PROMPT = "Transformers are models that"'

# ---------------------------------------------------------------- temperature-top-p
# tp271: six runs (manual_seed(2710 + k)); a METRICS TABLE printed FIRST, sorted by the student's own distinct-2
# computed on TOKENIZER TOKENS (not words), with distinct-1, repeated token 3-grams and new-token counts; the texts
# come after, in run order, under '▌A1  T=0.2  p=0.9'. Answers name runs by their measured values.
NB["tp271-tokendistinct-table-first"] = [
    md("# 4.15 — temperatura e top-p, com medidas\nRenata Iwasaki Cordeiro"),
    params(),
    code(CAUSAL + "\n" + PROMPT_TP + '''
from collections import Counter

def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
    ids = y[0, x["input_ids"].shape[1]:].tolist()
    return ids, tok.decode(ids, skip_special_tokens=True)

def dist(ids, n):
    g = [tuple(ids[i:i + n]) for i in range(len(ids) - n + 1)]
    return len(set(g)) / len(g) if g else 0.0

def rep3(ids):
    c = Counter(tuple(ids[i:i + 3]) for i in range(len(ids) - 2))
    return sum(v for v in c.values() if v > 1)   # quantos trigramas (de tokens) caem em trigramas repetidos
'''),
    code('''
confs = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
res = {}
for k, (nome, (T, p)) in enumerate(confs.items()):
    res[nome] = roda(T, p, 2710 + k)

# medidas em TOKENS do tokenizador (não palavras)
print(f"{'run':<4}{'T':>5}{'p':>5}{'tokens':>8}{'dist-1':>8}{'dist-2':>8}{'rep3':>6}")
for nome in sorted(res, key=lambda n: dist(res[n][0], 2)):
    ids = res[nome][0]
    T, p = confs[nome]
    print(f"{nome:<4}{T:>5}{p:>5}{len(ids):>8}{dist(ids, 1):>8.3f}{dist(ids, 2):>8.3f}{rep3(ids):>6}")
print("(ordenado por dist-2 crescente; rep3 = nº de trigramas de tokens que pertencem a um trigrama repetido)")
'''),
    code('''
for nome, (ids, texto) in res.items():
    T, p = confs[nome]
    print(f"▌{nome}  T={T}  p={p}")
    print(texto.strip())
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp272: six runs (manual_seed(2720 + k)) with output_scores: per run the mean probability of the chosen tokens
# (percent) and WORD-level counts: words, distinct words %, the most repeated word 3-gram with its count; and a first
# cell that prints the top-8 next tokens of the prompt at T=0.7 with percentages and the nucleus sizes for p = 0.3,
# 0.6, 0.9. Printed as one block per run: header line with the numbers, then the text.
NB["tp272-nucleussize-topk-percent-blocks"] = [
    md("# Temperatura, top-p e o tamanho do núcleo\nGustavo Mendonça Achterberg"),
    params(),
    code(CAUSAL + "\n" + PROMPT_TP + '''
import re
from collections import Counter
'''),
    code('''
# o que o modelo vê no 1º passo: top-8 com T=0.7 e quantos tokens o núcleo precisa para cada p
x = tok(PROMPT, return_tensors="pt")
with torch.no_grad():
    logits = lm(**x).logits[0, -1]
probs = torch.softmax(logits / 0.7, dim=-1)
ps, idx = probs.sort(descending=True)
for r in range(8):
    print(f"{r + 1}. {tok.decode(idx[r])!r:<14} {100 * ps[r].item():5.1f}%")
acum = ps.cumsum(0)
for p in (0.3, 0.6, 0.9):
    print(f"núcleo p={p}: {int((acum < p).sum()) + 1} tokens")
'''),
    code('''
def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        out = lm.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                          pad_token_id=tok.eos_token_id, output_scores=True, return_dict_in_generate=True)
    novos = out.sequences[0, x["input_ids"].shape[1]:]
    lp = lm.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)[0]
    return tok.decode(novos, skip_special_tokens=True), lp.exp().mean().item()

def palavras(t):
    return re.findall(r"[a-zà-ú0-9']+", t.lower())

confs = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
for k, (nome, T, p) in enumerate(confs):
    texto, pm = roda(T, p, 2720 + k)
    w = palavras(texto)
    tri = Counter(zip(w, w[1:], w[2:])).most_common(1)
    top = f"{' '.join(tri[0][0])!r} x{tri[0][1]}" if tri else "-"
    print(f"[{nome}] T={T} p={p} | {len(w)} palavras | {100 * len(set(w)) / max(len(w), 1):.0f}% distintas "
          f"| prob. média {100 * pm:.0f}% | trigrama + comum: {top}")
    print(texto.strip())
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot271: P1 / P2 with torch.manual_seed(2711) / (2712); each output printed as repr, then a measures cell: new tokens,
# whether it stopped at EOS, all numbers found by a regex, the last number, and '85 aparece?'.
NB["cot271-regex-numbers-lastnumber"] = [
    md("# Parte C — estilo x correção (com contagem)\nMarcelo Quintela Oduya"),
    params(),
    code(CAUSAL + '''
import re
'''),
    code('''
saidas = {}
for nome, prompt, n, seed in [("P1", "What is 27 + 58?", 40, 2711), ("P2", "Solve step by step: 27 + 58.", 80, 2712)]:
    torch.manual_seed(seed)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n, pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    saidas[nome] = (tok.decode(novos, skip_special_tokens=True), len(novos), bool((novos == tok.eos_token_id).any()))
    print(f"{nome} ({prompt})")
    print(repr(saidas[nome][0]))
    print()
'''),
    code('''
print(f"{'':<4}{'tokens':>7}{'EOS':>6}  números encontrados -> último | 85 aparece?")
for nome, (t, n, eos) in saidas.items():
    nums = re.findall(r"\\d+(?:\\.\\d+)?", t)
    print(f"{nome:<4}{n:>7}{str(eos):>6}  {nums} -> {nums[-1] if nums else None} | {'85' in nums}")
'''),
    md("## Respostas"),
    slot("all"),
]

# cot272: one torch.manual_seed(272) before both; output_scores; each output printed as plain text and then as a
# TOKEN STREAM with each token's probability (percent, under the sampling distribution) 'tok⟨97%⟩'; a line with the
# mean probability and the least sure token.
NB["cot272-token-confidence-stream"] = [
    md("# C — o modelo tem certeza do que escreve?\nPatrícia Sokolova Brandão"),
    params(),
    code(CAUSAL),
    code('''
torch.manual_seed(272)
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                          pad_token_id=tok.eos_token_id, output_scores=True, return_dict_in_generate=True)
    novos = out.sequences[0, x["input_ids"].shape[1]:]
    pr = lm.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)[0].exp()
    print(f"=== {nome}: {prompt}")
    print(tok.decode(novos, skip_special_tokens=True))
    print("--- tokens (probabilidade de cada um na distribuição amostrada)")
    print(" ".join(f"{tok.decode(t)!r}⟨{100 * q:.0f}%⟩" for t, q in zip(novos.tolist(), pr.tolist())))
    j = int(pr.argmin())
    print(f"--- média {100 * pr.mean():.1f}% | menos certo: {tok.decode(novos[j])!r} ({100 * pr[j]:.1f}%)")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
LABELP = '''
def prob_rotulos(prompt):
    """P(' POSITIVO') e P(' NEGATIVO') como continuação do prompt (soma dos log-probs dos tokens), normalizadas
    entre os dois rótulos."""
    lps = {}
    for r in ("POSITIVO", "NEGATIVO"):
        if enc_dec:
            x = tok(prompt, return_tensors="pt")
            lab = tok(r, return_tensors="pt").input_ids
            with torch.no_grad():
                lg = lm(**x, labels=lab).logits[0].log_softmax(-1)
            lps[r] = lg[torch.arange(lab.shape[1]), lab[0]].sum().item()
        else:
            a = tok(prompt, return_tensors="pt").input_ids
            b = tok(" " + r, return_tensors="pt", add_special_tokens=False).input_ids
            ids = torch.cat([a, b], 1)
            with torch.no_grad():
                lg = lm(ids).logits[0, :-1].log_softmax(-1)
            pos = torch.arange(a.shape[1] - 1, ids.shape[1] - 1)
            lps[r] = lg[pos, ids[0, a.shape[1]:]].sum().item()
    m = max(lps.values())
    z = sum(math.exp(v - m) for v in lps.values())
    return {r: math.exp(v - m) / z for r, v in lps.items()}, lps
'''

# fs271: greedy outputs + the student's own label log-probabilities (percent, normalised between the two labels)
# in one aligned table; variation = the two demonstrations REORDERED (NEGATIVO first).
NB["fs271-label-logprob-reorder-table"] = [
    md("# Few-shot: o que muda na probabilidade dos rótulos\nFernanda Ruiz Oyelaran"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import math
''' + LABELP),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: as duas demonstrações em ordem trocada (a NEGATIVA primeiro)
invertido = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
print(f"{'prompt':<12}{'tokens':>7}  {'saída gulosa':<26}{'P(POS)':>8}{'P(NEG)':>8}{'logp POS':>10}{'logp NEG':>10}")
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("invertido", invertido)]:
    s, _ = gera(p, do_sample=False)
    pr, lp = prob_rotulos(p)
    n = tok(p, return_tensors="pt").input_ids.shape[1]
    print(f"{nome:<12}{n:>7}  {s!r:<26}{100 * pr['POSITIVO']:>7.1f}%{100 * pr['NEGATIVO']:>7.1f}%"
          f"{lp['POSITIVO']:>10.2f}{lp['NEGATIVO']:>10.2f}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs272: the outputs printed one per line with their generated-token count and the share of the label in the
# output; variation = the NEGATIVE demonstration's text replaced; a second cell with the label percentages and the
# prompt lengths as a percentage of GPT-2's 1024 positions (typed by the student).
NB["fs272-labelshare-window-percent"] = [
    md("# 5.5 e 5.8 — few-shot, medindo\nLeonardo Tavares Nakamura"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import math
''' + LABELP),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei o texto do exemplo NEGATIVO (rótulo mantido)
trocado = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Que chatice, saí no meio da sessão.")
'''),
    code('''
saidas = {}
for nome, p in [("ZS", zero_shot), ("FS", few_shot), ("VAR", trocado)]:
    s, n = gera(p, do_sample=False)
    saidas[nome] = s
    print(f"{nome:<4} {n} tokens gerados -> {s!r}")
'''),
    code('''
JANELA_GPT2 = 1024   # n_positions do GPT-2 (config do gpt2 no Hub)
for nome, p in [("ZS", zero_shot), ("FS", few_shot), ("VAR", trocado)]:
    pr, _ = prob_rotulos(p)
    n = tok(p, return_tensors="pt").input_ids.shape[1]
    print(f"{nome:<4} P(NEGATIVO)={100 * pr['NEGATIVO']:.1f}%  prompt={n} tokens = {100 * n / JANELA_GPT2:.1f}% da janela do GPT-2")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
EXTRAI = '''
import re, math
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

# tpl271: templates printed with their generated-token counts; ten samples (manual_seed(2710 + i)) as 'sNN' lines
# with the label; then a tally with PERCENTAGES, the Shannon entropy of the label distribution (bits, with 'sem
# rótulo' as a category) and the margin of the vote.
NB["tpl271-entropy-margin-percent"] = [
    md("# Template e self-consistency — medindo a concordância\nCaio Henrique Lindqvist"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, p, n in [("pouco restritivo", template_ruim, 16), ("restritivo", template_bom, 8)]:
    s, k = gera(p, n, do_sample=False)
    print(f"{nome:<17}[{k:>2} tokens] {s!r}  rótulo={rotulo(s)}")
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2710 + i)
    s, _ = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    amostras.append(s)
    print(f"s{i + 1:02d} {rotulo(s) or '—':<9} {s!r}")
c = Counter(rotulo(a) or "sem rótulo" for a in amostras)
print()
for r in ("POSITIVO", "NEGATIVO", "sem rótulo"):
    print(f"{r:<11}{c[r]:>3}  {100 * c[r] / len(amostras):5.1f}%")
H = sum(v / 10 * math.log2(10 / v) for v in c.values() if v)
print(f"entropia das respostas: {H:.2f} bits (máx. {math.log2(3):.2f})")
com = {r: c[r] for r in ("POSITIVO", "NEGATIVO")}
voto = max(com, key=com.get) if com["POSITIVO"] != com["NEGATIVO"] else "INDETERMINADO"
print(f"voto: {voto}  (margem {abs(com['POSITIVO'] - com['NEGATIVO'])})")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl272: templates; ten samples (manual_seed(2720 + i)) each with the probability of its FIRST generated token
# (percent); a table per label with count, share among the labelled ones and mean first-token probability; the vote.
NB["tpl272-firsttoken-prob-labelled-share"] = [
    md("# 5.6 / 5.7 — template e autoconsistência\nBeatriz Albuquerque Haugen"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, p, n in [("LOOSE", template_ruim, 16), ("STRICT", template_bom, 8)]:
    print(nome, "=>", repr(gera(p, n, do_sample=False)[0]))
'''),
    code(SC + '''

linhas = []
for i in range(10):
    torch.manual_seed(2720 + i)
    x = tok(prompt_sc, return_tensors="pt")
    with torch.no_grad():
        out = lm.generate(**x, do_sample=True, temperature=0.9, top_p=0.9, max_new_tokens=8,
                          pad_token_id=tok.eos_token_id, output_scores=True, return_dict_in_generate=True)
    novos = out.sequences[0] if enc_dec else out.sequences[0, x["input_ids"].shape[1]:]
    primeiro = novos[1] if enc_dec else novos[0]          # no T5 a sequência começa com o token inicial do decoder
    p1 = out.scores[0][0].softmax(-1)[primeiro].item()    # prob. do 1º token na distribuição amostrada (T e top-p)
    s = tok.decode(novos, skip_special_tokens=True)
    linhas.append((i + 1, s, rotulo(s), p1))
    print(f"amostra {i + 1:>2}: {s!r:<30} -> {rotulo(s)}  (1º token {100 * p1:.0f}%)")
print()
com_rot = [l for l in linhas if l[2]]
print(f"{'rótulo':<11}{'n':>3}{'% dos rotulados':>17}{'prob. 1º token':>16}")
for r in ("POSITIVO", "NEGATIVO"):
    g = [l for l in com_rot if l[2] == r]
    share = 100 * len(g) / len(com_rot) if com_rot else 0
    pm = 100 * sum(l[3] for l in g) / len(g) if g else 0
    print(f"{r:<11}{len(g):>3}{share:>16.0f}%{pm:>15.0f}%")
print(f"{'sem rótulo':<11}{10 - len(com_rot):>3}")
c = Counter(l[2] for l in com_rot)
print("voto:", c.most_common(1)[0][0] if c and (len(c) == 1 or c.most_common(2)[0][1] > c.most_common(2)[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, sys.argv[1])
