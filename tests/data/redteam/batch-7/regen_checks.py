"""TA's side checks (not part of any notebook), run once under the CPU lock:
regenerate every recorded run of the batch-7 notebooks with the notebook's own calls (same seeds, same order,
same decoding and the same printing code), and check that each regenerated printout occurs in the notebook's
recorded outputs (raw: consecutive stream outputs joined, execute_result / display_data text/plain, text/html,
text/markdown). Also writes the exact regenerated texts to /tmp/rt7/meas/NAME.json for batch 2's measures.py
(rep3, distinct-2, kept-set check) and the deliberate non-genuine variants.

usage: flock /tmp/cpu.lock nice -n 10 env OMP_NUM_THREADS=1 .venv/bin/python regen_checks.py [OUT_DIR]
"""
import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

import pandas as pd
import torch
import yaml
from transformers import AutoModelForCausalLM, AutoTokenizer

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt7/out")
MEAS = Path("/tmp/rt7/meas"); MEAS.mkdir(parents=True, exist_ok=True)
M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M)
lm = AutoModelForCausalLM.from_pretrained(M).eval()
P = "Transformers are models that"
P1, P2 = "What is 27 + 58?", "Solve step by step: 27 + 58."
task = "Classifique o sentimento como POSITIVO ou NEGATIVO."
POS = 'Texto: "Adorei, foi excelente e emocionante."\nSentimento: POSITIVO'
NEG = 'Texto: "Péssimo. Não recomendo para ninguém."\nSentimento: NEGATIVO'
ALVO = 'Texto: "Este filme foi um desperdício de tempo."\nSentimento:'
ZS = f"{task}\n\n{ALVO}"
FS = f"{task}\n\n{POS}\n\n{NEG}\n\n{ALVO}"
LOOSE = f'{task}\n"Este filme foi um desperdício de tempo." ->'
STRICT = (f'{task}\n\nResponda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.\nNão explique. Não escreva mais nada.\n\n'
          'Texto: "Este filme foi um desperdício de tempo."\nSentimento:')
SC = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
      'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')
CFG = {"A1": (.2, .9), "A2": (.7, .9), "A3": (1.0, .9), "B1": (.7, .3), "B2": (.7, .6), "B3": (.7, .9)}
REGEN = {}   # name -> {label: text} for the other scripts


def gen(prompt, n, full=False, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, pad_token_id=tok.eos_token_id, max_new_tokens=n, **kw)
    return tok.decode(y[0] if full else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)


def samp(prompt, n, T, p, **kw):
    return gen(prompt, n, do_sample=True, temperature=T, top_p=p, **kw)


def greedy(p, n=8):
    return gen(p, n, do_sample=False)


def record(name):
    nb = json.load(open(D / f"{name}.ipynb"))
    parts = []
    for c in nb["cells"]:
        stream = ""
        for o in c.get("outputs", []):
            if o["output_type"] == "stream":
                stream += "".join(o["text"]); continue
            d = o.get("data", {})
            parts.append("".join(d.get("text/plain", "")) + "\n" + "".join(d.get("text/html", "")) + "\n"
                         + "".join(d.get("text/markdown", "")))
        parts.append(stream)
    return "\n".join(parts)


def check(name, runs, meas=None):
    rec = record(name)
    print(f"== {name}")
    for lab, t in runs:
        ok = t in rec
        print(f"  {lab:<30} {'OK ' if ok else 'MISMATCH'} {t[:80]!r}")
    if meas:
        json.dump(meas, open(MEAS / f"{name}.json", "w"), ensure_ascii=False, indent=1)


def tpmeas(texts):
    return {lab: dict(prompt=P, text=t, T=CFG[lab][0], p=CFG[lab][1]) for lab, t in texts.items()}


# ---------------------------------------------------------------- temperature-top-p
# tp71: seed 2024 before A (three runs in a row), 2025 before B; printed prompt + continuation (via cap.show())
texts = {}
for seed, labs in [(2024, ["A1", "A2", "A3"]), (2025, ["B1", "B2", "B3"])]:
    torch.manual_seed(seed)
    for lab in labs:
        texts[lab] = samp(P, 80, *CFG[lab])
check("tp71-capture-show-blockquote-en",
      [(k, f"----- {'T=' + str(CFG[k][0]) + ' top_p=0.9' if k[0] == 'A' else 'T=0.7 top_p=' + str(CFG[k][1])} -----\n{P + v}\n")
       for k, v in texts.items()], tpmeas(texts))
REGEN["tp71"] = texts

# tp72: seed 31 before EVERY run; tab line with unicode_escape
texts = {}
for lab in CFG:
    torch.manual_seed(31)
    texts[lab] = samp(P, 80, *CFG[lab])
check("tp72-generator-tabs-ol-d2-diminuir",
      [(k, f"{k}\t{CFG[k][0]}\t{CFG[k][1]}\t" + (P + v).encode("unicode_escape").decode("ascii")) for k, v in texts.items()],
      tpmeas(texts))
REGEN["tp72"] = texts

# tp73: seed 73 before A, 74 before B; decode of the whole sequence in a markdown fence
texts, full = {}, {}
for seed, labs in [(73, ["A1", "A2", "A3"]), (74, ["B1", "B2", "B3"])]:
    torch.manual_seed(seed)
    for lab in labs:
        x = tok(P, return_tensors="pt")
        with torch.no_grad():
            y = lm.generate(**x, do_sample=True, temperature=CFG[lab][0], top_p=CFG[lab][1], max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
        full[lab] = tok.decode(y[0], skip_special_tokens=True)
        texts[lab] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
check("tp73-mdfence-excerpts-one-run",
      [(k, f"**{k}** — temperatura {CFG[k][0]}, top-p {CFG[k][1]}\n\n```text\n{v}\n```") for k, v in full.items()],
      tpmeas(texts))
REGEN["tp73"] = texts


# tp74: seed 99 in setup and re-seeded after every generate -> every run starts from seed 99; HTML with <mark>
def destaca(titulo, texto):
    palavras = texto.split(" ")
    chave = [re.sub(r"\W", "", w.lower()) for w in palavras]
    tri = Counter(tuple(chave[i:i + 3]) for i in range(len(chave) - 2))
    marcar = set()
    for i in range(len(chave) - 2):
        if tri[tuple(chave[i:i + 3])] > 1 and all(chave[i:i + 3]):
            marcar.update({i, i + 1, i + 2})
    partes = [f"<mark>{html.escape(w)}</mark>" if i in marcar else html.escape(w) for i, w in enumerate(palavras)]
    corpo = " ".join(partes).replace("\n", "<br>")
    return f"<h4>{titulo}</h4><p><i>{P}</i>{corpo}</p>", f"{titulo}: {len(marcar)} palavras em trigramas repetidos"


texts, runs = {}, []
for lab in CFG:
    torch.manual_seed(99)
    texts[lab] = samp(P, 80, *CFG[lab])
    T, p = CFG[lab]
    h, line = destaca(f"T={T} / top_p={p}", texts[lab])
    runs += [(lab + " html", h), (lab + " count", line)]
check("tp74-mark-html-seed-after", runs, tpmeas(texts))
REGEN["tp74"] = texts

# ---------------------------------------------------------------- chain of thought
cm = {}
# cot71: P1 seeds 1.. until non-empty; P2 seed 1; bare-expression reprs
tries = []
for t in range(1, 11):
    torch.manual_seed(t)
    r1 = samp(P1, 40, .7, .9)
    tries.append(f"tentativa {t}: {len(r1.strip())} caracteres")
    if r1.strip():
        break
torch.manual_seed(1); r2 = samp(P2, 80, .7, .9)
check("cot71-retry-nonempty-bare-expr", [(f"P1 try line {i+1}", s) for i, s in enumerate(tries)] +
      [("P1 kept (repr)", repr(r1)), ("P2 (repr)", repr(r2))])
cm["cot71 P1"] = dict(prompt=P1, text=r1, T=.7, p=.9); cm["cot71 P2"] = dict(prompt=P2, text=r2, T=.7, p=.9)
REGEN["cot71"] = {"P1": r1, "P2": r2, "tries": len(tries)}

# cot72: seed 72 once; full sequences
torch.manual_seed(72)
a_full = samp(P1, 40, .7, .9, full=True); b_full = samp(P2, 80, .7, .9, full=True)
torch.manual_seed(72)
a = samp(P1, 40, .7, .9); b = samp(P2, 80, .7, .9)
check("cot72-fullseq-c2-prompt", [("P1 full", "=" * 60 + "\n" + a_full + "\n"), ("P2 full", "=" * 60 + "\n" + b_full + "\n")])
cm["cot72 P1"] = dict(prompt=P1, text=a, T=.7, p=.9); cm["cot72 P2"] = dict(prompt=P2, text=b, T=.7, p=.9)
REGEN["cot72"] = {"P1": a, "P2": b, "P1 full": a_full, "P2 full": b_full}

# cot73: seeds 731 / 732, yaml.dump
ex = {"P1": {"prompt": P1, "max_new_tokens": 40}, "P2": {"prompt": P2, "max_new_tokens": 80}}
for nome, e in ex.items():
    torch.manual_seed(730 + int(nome[1]))
    e["saida"] = samp(e["prompt"], e["max_new_tokens"], .7, .9)
    e.update(temperature=0.7, top_p=0.9, seed=730 + int(nome[1]))
check("cot73-yaml-dump-invented-numbers", [("yaml dump", yaml.dump(ex, allow_unicode=True, sort_keys=False))])
cm["cot73 P1"] = dict(prompt=P1, text=ex["P1"]["saida"], T=.7, p=.9); cm["cot73 P2"] = dict(prompt=P2, text=ex["P2"]["saida"], T=.7, p=.9)
REGEN["cot73"] = {"P1": ex["P1"]["saida"], "P2": ex["P2"]["saida"]}

# cot74: seeds 11 / 12, DataFrame.to_string
pd.set_option("display.max_colwidth", None)
linhas = []
for rotulo, pergunta, n, seed in [("P1 direto", P1, 40, 11), ("P2 passo a passo", P2, 80, 12)]:
    torch.manual_seed(seed)
    x = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n, pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    linhas.append({"run": rotulo, "seed": seed, "tokens": len(novos), "saida": tok.decode(novos, skip_special_tokens=True)})
check("cot74-df-tostring-dialogue", [("DataFrame.to_string", pd.DataFrame(linhas).to_string())])
cm["cot74 P1"] = dict(prompt=P1, text=linhas[0]["saida"], T=.7, p=.9); cm["cot74 P2"] = dict(prompt=P2, text=linhas[1]["saida"], T=.7, p=.9)
REGEN["cot74"] = {"P1": linhas[0]["saida"], "P2": linhas[1]["saida"]}
json.dump(cm, open(MEAS / "cot.json", "w"), ensure_ascii=False, indent=1)

# ---------------------------------------------------------------- few-shot (greedy, 8 tokens)
zs, fs = greedy(ZS), greedy(FS)
INSTR = FS.replace(task, "Diga se o texto abaixo é POSITIVO ou NEGATIVO.")
vi = greedy(INSTR)
check("fs71-series-instruction-var", [("Series repr", repr(pd.Series({"zero-shot": zs, "few-shot": fs, "variacao": vi})))])
LEAKP = FS.replace(ALVO, ALVO + " POSITIVO\n\n" + ALVO)
vl = greedy(LEAKP)
check("fs72-ascii-repr-poslabel-leak", [(f"{k}", f"{k:<10} -> {v!a}") for k, v in [("zero-shot", zs), ("few-shot", fs), ("variacao", vl)]])
LONG = FS.replace("Adorei, foi excelente e emocionante.", "Adorei cada minuto, atores incríveis e um final que me fez chorar de emoção.")
vlong = greedy(LONG)
check("fs73-writefile-answers-f5-chars", [(k, f" {k} ".upper().center(40, "~") + "\n" + v + "\n" + "~" * 40)
                                          for k, v in [("zero-shot", zs), ("few-shot", fs), ("variação", vlong)]])
DUP = FS.replace(POS + "\n\n", POS + "\n\n" + POS + "\n\n")
vd = greedy(DUP)
vis = lambda s: s.replace(" ", "·").replace("\n", "↵")
check("fs74-middot-whitespace-f2-none", [(k, f"{k}: [{vis(v)}]") for k, v in [("ZS", zs), ("FS", fs), ("VAR (positiva duplicada)", vd)]])
REGEN["fs"] = {"ZS": zs, "FS": fs, "fs71 VAR": vi, "fs72 VAR": vl, "fs73 VAR": vlong, "fs74 VAR": vd}

# ---------------------------------------------------------------- template
tm = {}
lo, st = greedy(LOOSE, 16), greedy(STRICT, 8)
# tpl71: ten copies in one batch after manual_seed(71)
torch.manual_seed(71)
x = tok([SC] * 10, return_tensors="pt")
with torch.no_grad():
    y = lm.generate(**x, do_sample=True, temperature=.9, top_p=.9, max_new_tokens=8, pad_token_id=tok.eos_token_id)
sc71 = tok.batch_decode(y[:, x["input_ids"].shape[1]:], skip_special_tokens=True)
check("tpl71-batch10-counter-en", [("LOOSE", "loose : " + repr(lo)), ("STRICT", "strict: " + repr(st))] +
      [(f"SC {i+1}", repr(s) + " ->") for i, s in enumerate(sc71)])
# tpl72: seed i per sample
sc72 = []
for i in range(10):
    torch.manual_seed(i); sc72.append(samp(SC, 8, .9, .9))
check("tpl72-swapped-t1", [("LOOSE", f"{'template_ruim'!r:>16} => {lo!r}"), ("STRICT", f"{'template_bom'!r:>16} => {st!r}")] +
      [(f"SC {i}", f"{i!r:>3} => {s!r:<34}") for i, s in enumerate(sc72)])
# tpl73: manual_seed(7300) then ten in a row
torch.manual_seed(7300)
sc73 = [samp(SC, 8, .9, .9) for _ in range(10)]
check("tpl73-groupby-t3-keywords", [("LOOSE", repr(lo)), ("STRICT", repr(st))] + [(f"SC {i+1}", f"#{i+1}: {s!r}") for i, s in enumerate(sc73)])
# tpl74: manual_seed(74) then ten in a row, printed with sep=" || "
torch.manual_seed(74)
sc74 = [samp(SC, 8, .9, .9) for _ in range(10)]
check("tpl74-sep-oneline-firstword", [("LOOSE", "[loose]  " + lo), ("STRICT", "[strict] " + st), ("SC line", " || ".join(sc74))])
for nm, sc in [("tpl71", sc71), ("tpl72", sc72), ("tpl73", sc73), ("tpl74", sc74)]:
    tm.update({f"{nm} SC{i+1}": dict(prompt=SC, text=s, T=.9, p=.9) for i, s in enumerate(sc)})
json.dump(tm, open(MEAS / "tpl.json", "w"), ensure_ascii=False, indent=1)
REGEN["tpl"] = {"LOOSE": lo, "STRICT": st, "tpl71": sc71, "tpl72": sc72, "tpl73": sc73, "tpl74": sc74}
json.dump(REGEN, open("/tmp/rt7/regen.json", "w"), ensure_ascii=False, indent=1)
print("done")
