"""TA's side checks (not part of any notebook), run once under the CPU lock:
regenerate every recorded run of the batch-6 notebooks from its seed / greedily, with each notebook's own
generation calls (same calls, same order), and check that each regenerated text occurs in the notebook's
recorded outputs (ANSI stripped, HTML unescaped, repr escapes undone, rich's box characters removed,
whitespace collapsed; tp62's side-by-side columns are rebuilt with the notebook's own function and
compared as printed). Also writes the exact regenerated texts to /tmp/rt6/meas/NAME.json for batch 2's
measures.py (rep3, distinct-2, kept-set check).

usage: flock /tmp/cpu.lock nice -n 10 env OMP_NUM_THREADS=1 .venv/bin/python regen_checks.py [OUT_DIR]
"""
import html
import io
import itertools
import json
import re
import sys
import textwrap
from contextlib import redirect_stdout
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, set_seed

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt6/out")
MEAS = Path("/tmp/rt6/meas"); MEAS.mkdir(parents=True, exist_ok=True)
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


def gen(prompt, n, keep_prompt=False, model=None, **kw):
    model = model or lm
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = model.generate(**x, pad_token_id=tok.eos_token_id, max_new_tokens=n, **kw)
    s = 0 if keep_prompt else x["input_ids"].shape[1]
    return [tok.decode(r[s:], skip_special_tokens=True) for r in y]


def samp(prompt, n, T, p, **kw):
    return gen(prompt, n, do_sample=True, temperature=T, top_p=p, **kw)[0]


def norm(s):
    s = re.sub(r"\x1b\[[0-9;]*m", "", s)
    s = html.unescape(s)
    s = s.replace("\\n", " ").replace("\\'", "'").replace('\\"', '"')
    s = re.sub(r"[│─╭╮╰╯┃━┏┓┗┛┡┩┠┨┯┷┼╇╈└┘┌┐├┤┬┴]", " ", s)
    return re.sub(r"\s+", " ", s).strip()


def record(name, raw=False):
    nb = json.load(open(D / f"{name}.ipynb"))
    parts = []
    for c in nb["cells"]:
        for o in c.get("outputs", []):
            d = o.get("data", {})
            parts.append("".join(o.get("text", "")) + "\n" + "".join(d.get("text/html", "")) + "\n"
                         + "".join(d.get("text/plain", "")))
    return "".join(parts) if raw else norm("\n".join(parts))


def check(name, runs, meas=None, raw=False):
    rec = record(name, raw)
    print(f"== {name}")
    for lab, t in runs:
        u = t if raw else norm(t)
        ok = (u in rec) if u else True
        print(f"  {lab:<26} {'OK ' if ok else 'MISMATCH'} {t[:70]!r}")
    if meas:
        json.dump(meas, open(MEAS / f"{name}.json", "w"), ensure_ascii=False, indent=1)


def tpmeas(texts):
    return {lab: dict(prompt=P, text=t, T=CFG[lab][0], p=CFG[lab][1]) for lab, t in texts.items()}


# ---- tp61: manual_seed(seed) per run before the streaming thread; continuation streamed after the prompt
texts = {}
for lab, seed in zip(CFG, [10, 20, 30, 40, 50, 60]):
    torch.manual_seed(seed)
    texts[lab] = samp(P, 80, *CFG[lab])
check("tp61-iterstreamer-thread-faq", [(k, P + v) for k, v in texts.items()], tpmeas(texts))

# ---- tp62: manual_seed(0) / (1) per part, GenerationConfig per run, side-by-side columns
def lado_a_lado(textos, largura=34):
    colunas = [textwrap.wrap(t.replace("\n", " "), largura) for t in textos.values()]
    print(" | ".join(f"{k:<{largura}}" for k in textos))
    print("-+-".join("-" * largura for _ in textos))
    for linha in itertools.zip_longest(*colunas, fillvalue=""):
        print(" | ".join(f"{c:<{largura}}" for c in linha))


texts, tables = {}, []
for seed, labs in [(0, ["A1", "A2", "A3"]), (1, ["B1", "B2", "B3"])]:
    torch.manual_seed(seed)
    part = {}
    for lab in labs:
        T, p = CFG[lab]
        gc = GenerationConfig(max_new_tokens=80, do_sample=True, temperature=T, top_p=p,
                              pad_token_id=tok.eos_token_id, eos_token_id=tok.eos_token_id)
        x = tok(P, return_tensors="pt")
        with torch.no_grad():
            y = lm.generate(**x, generation_config=gc)
        part[lab] = texts[lab] = tok.decode(y[0][x["input_ids"].shape[1]:], skip_special_tokens=True)
    # the notebook's column titles
    titles = ({"A1": "A1  T=0.2", "A2": "A2  T=0.7", "A3": "A3  T=1.0", "B1": "B1  top_p=0.3",
               "B2": "B2  top_p=0.6", "B3": "B3  top_p=0.9"})
    buf = io.StringIO()
    with redirect_stdout(buf):
        lado_a_lado({titles[k]: v for k, v in part.items()})
    tables.append((f"side-by-side part {labs[0][0]}", buf.getvalue()))
check("tp62-sidebyside-genconfig-d1-temp", tables, tpmeas(texts), raw=True)
# the same texts through plain generate kwargs (model generation_config merged): identical?
torch.manual_seed(0)
print("  plain-kwargs regeneration equal to GenerationConfig one (A):",
      [samp(P, 80, *CFG[lab]) == texts[lab] for lab in ["A1", "A2", "A3"]])

# ---- tp63: set_seed(0) BEFORE loading the model (in the notebook the load comes after), then six runs
set_seed(0)
lm63 = AutoModelForCausalLM.from_pretrained(M).eval()
texts = {}
for lab in CFG:
    texts[lab] = samp(P, 80, *CFG[lab], model=lm63)
check("tp63-tokenids-seedonce-en", [(k, "text: " + P + v) for k, v in texts.items()], tpmeas(texts))
del lm63

# ---- tp64: seed 123 part A gera(T) ; seed 456 part B gera(p, 0.7) -> temperature=p, top_p=0.7 (swapped)
texts, meas = {}, {}
torch.manual_seed(123)
for lab in ["A1", "A2", "A3"]:
    texts[lab] = samp(P, 80, *CFG[lab])
torch.manual_seed(456)
for lab, p in [("B1", .3), ("B2", .6), ("B3", .9)]:
    texts[lab] = samp(P, 80, p, .7)
meas = tpmeas({k: texts[k] for k in ["A1", "A2", "A3"]})
for lab, p in [("B1", .3), ("B2", .6), ("B3", .9)]:
    meas[f"{lab} as run (T={p}, p=0.7)"] = dict(prompt=P, text=texts[lab], T=p, p=.7)
    meas[f"{lab} as declared (T=0.7, p={p})"] = dict(prompt=P, text=texts[lab], T=.7, p=p)
check("tp64-dataclass-swapped-args", [(k, P + v) for k, v in texts.items()], meas)
torch.manual_seed(456)
print("  part B as declared (T=0.7, p) with seed 456 in the notebook?",
      [norm(samp(P, 80, .7, p)) in record("tp64-dataclass-swapped-args") for p in (.3, .6, .9)])

# ---- chain of thought
meas = {}
torch.manual_seed(27); a = samp(P1, 40, .7, .9)
torch.manual_seed(58); b = samp(P2, 80, .7, .9)
check("cot61-textstreamer-terse-bullets", [("P1", P1 + a), ("P2", P2 + b)])
meas["cot61 P1"] = dict(prompt=P1, text=a, T=.7, p=.9); meas["cot61 P2"] = dict(prompt=P2, text=b, T=.7, p=.9)

torch.manual_seed(2718); a = samp(P1, 40, .7, .9); b = samp(P2, 80, .7, .9)
check("cot62-genconfig-on-model-chat-coursequote", [("P1", a), ("P2", b)])
meas["cot62 P1"] = dict(prompt=P1, text=a, T=.7, p=.9); meas["cot62 P2"] = dict(prompt=P2, text=b, T=.7, p=.9)
# the excerpt quoted in C.2 (the course's GPT-2 P1) scored as if it were this notebook's P1
meas["cot62 C.2 quote as P1"] = dict(prompt=P1, text="\n\nSo we have 28 plus 58. We have 27 plus 58 plus 28", T=.7, p=.9)

runs = []
for nome, pr, n in [("P1", P1, 40), ("P2", P2, 80)]:
    torch.manual_seed(0); t = samp(pr, n, .7, .9)
    runs.append((f"{nome} seed 0 (full)", pr + t)); meas[f"cot63 {nome} seed 0"] = dict(prompt=pr, text=t, T=.7, p=.9)
lines, hits = [], {}
for nome, pr, n in [("P1", P1, 40), ("P2", P2, 80)]:
    hits[nome] = 0
    for seed in range(30):
        torch.manual_seed(seed)
        nums = re.findall(r"\d+(?:\.\d+)?", samp(pr, n, .7, .9))
        hits[nome] += "85" in nums
        lines.append((f"{nome} seed {seed} line",
                      f"{nome} seed {seed:2d}: {' '.join(nums[:12]) or '(sem numeros)'}{'  <-- 85!' if '85' in nums else ''}"))
check("cot63-seed-hunt-30", runs + lines)
print("  hits of 85:", hits)

torch.manual_seed(404); a = samp(P1, 40, .7, .9); b = samp(P2, 80, .7, .9)
check("cot64-class-dict-edited-number", [("P1", a), ("P2", b)])
meas["cot64 P1"] = dict(prompt=P1, text=a, T=.7, p=.9); meas["cot64 P2"] = dict(prompt=P2, text=b, T=.7, p=.9)
json.dump(meas, open(MEAS / "cot.json", "w"), ensure_ascii=False, indent=1)


# ---- few-shot (greedy, 8 tokens)
def greedy(p, n=8):
    return gen(p, n, do_sample=False)[0]


LEAK = FS.replace("Péssimo. Não recomendo para ninguém.", "Este filme foi um desperdício de tempo.")
check("fs61-tokenids-leakdemo-english", [(k, greedy(p).replace("\n", "\\n")) for k, p in
                                         [("ZS", ZS), ("FS", FS), ("VAR leak", LEAK)]])
print("  ids:", [tok(greedy(p), add_special_tokens=False).input_ids for p in (ZS, FS, LEAK)])
ENG = FS.replace("Sentimento: POSITIVO", "Sentimento: POSITIVE").replace("Sentimento: NEGATIVO", "Sentimento: NEGATIVE")
REORDER = f"{task}\n\n{NEG}\n\n{POS}\n\n{ALVO}"
check("fs62-panels-var-edited-after-run", [(k, repr(greedy(p))) for k, p in
                                           [("ZS", ZS), ("FS", FS), ("VAR as run (English labels)", ENG),
                                            ("VAR as in source (reorder)", REORDER)]])
IRON = FS.replace("Adorei, foi excelente e emocionante.", "Nossa, que maravilha, dormi no cinema.")
check("fs63-colab-checklist-sarcasm", [(k, repr(greedy(p))) for k, p in [("ZS", ZS), ("FS", FS), ("VAR ironic", IRON)]])
NEU = FS.replace(NEG, 'Texto: "O filme tem duas horas."\nSentimento: NEUTRO')
single = [greedy(p) for p in (ZS, FS, NEU)]
check("fs64-leftpad-batch-guillemets-f5", [(k, f"«{s}»") for k, s in zip(["ZS", "FS", "VAR neutro"], single)])
print("  single-prompt greedy:", single)

# ---- template
meas = {}
lo, st = greedy(LOOSE, 16), greedy(STRICT, 8)
sc = []
for s in (5, 6):
    set_seed(s)
    sc += gen(SC, 8, do_sample=True, temperature=.9, top_p=.9, num_return_sequences=5)
check("tpl61-pipeline-2x5-multimode", [("LOOSE", repr(lo)), ("STRICT", repr(st))] + [(f"SC {i+1}", repr(s)) for i, s in enumerate(sc)])
print("  raw:", [repr(s) for s in sc])
meas.update({f"tpl61 SC{i+1}": dict(prompt=SC, text=s, T=.9, p=.9) for i, s in enumerate(sc)})

torch.manual_seed(62)
sc = [samp(SC, 8, .9, .9) for _ in range(10)]
check("tpl62-rich-table-t2-strict-claim", [("LOOSE", repr(lo)), ("STRICT", repr(st))] + [(f"SC {i+1}", repr(s)) for i, s in enumerate(sc)])
print("  raw:", [repr(s) for s in sc])
meas.update({f"tpl62 SC{i+1}": dict(prompt=SC, text=s, T=.9, p=.9) for i, s in enumerate(sc)})

sc = []
for i in range(10):
    torch.manual_seed(100 + i)
    sc.append(samp(SC, 8, .9, .9))
check("tpl63-forkrng-english-map", [("LOOSE", repr(lo)), ("STRICT", repr(st))] + [(f"SC {i}", repr(s.strip())) for i, s in enumerate(sc)])
print("  raw:", [repr(s) for s in sc])
meas.update({f"tpl63 SC{i}": dict(prompt=SC, text=s, T=.9, p=.9) for i, s in enumerate(sc)})

torch.manual_seed(2024)
sc = [samp(SC, 8, .9, .9) for _ in range(10)]
check("tpl64-valuecounts-course-t1", [("LOOSE", lo), ("STRICT", st)] + [(f"SC {i+1}", s.strip()) for i, s in enumerate(sc)])
print("  raw:", [repr(s) for s in sc])
meas.update({f"tpl64 SC{i+1}": dict(prompt=SC, text=s, T=.9, p=.9) for i, s in enumerate(sc)})
json.dump(meas, open(MEAS / "tpl.json", "w"), ensure_ascii=False, indent=1)
