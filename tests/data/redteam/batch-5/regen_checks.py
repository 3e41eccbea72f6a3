"""TA's side checks (not part of any notebook), run once under the CPU lock:
regenerate every recorded run of the batch-5 notebooks from its seed / greedily, with each notebook's own
generation code (same calls, same order), and check that each regenerated text occurs in the notebook's
recorded outputs (ANSI stripped, HTML unescaped, repr / JSON escapes undone, the students' newline
stand-ins ' ¶ ' / ' ⏎ ' and quoting prefix '  > ' removed, whitespace collapsed). Also writes the exact
regenerated texts to /tmp/rt5/meas/NAME.json for batch 2's measures.py (rep3, distinct-2, kept-set check).

usage: flock /tmp/cpu.lock nice -n 10 env OMP_NUM_THREADS=1 .venv/bin/python regen_checks.py [OUT_DIR]
"""
import html
import json
import re
import sys
from pathlib import Path

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, set_seed

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt5/out")
MEAS = Path("/tmp/rt5/meas"); MEAS.mkdir(parents=True, exist_ok=True)
M = "/work/main/.venv/share/llm-course-grader/models/smollm2-135m-b179c9523d0e6a0f-v1"
tok = AutoTokenizer.from_pretrained(M)
lm = AutoModelForCausalLM.from_pretrained(M).eval()
P = "Transformers are models that"
P1, P2 = "What is 27 + 58?", "Solve step by step: 27 + 58."
task = "Classifique o sentimento como POSITIVO ou NEGATIVO."
ZS = f'{task}\n\nTexto: "Este filme foi um desperdício de tempo."\nSentimento:'
POS = 'Texto: "Adorei, foi excelente e emocionante."\nSentimento: POSITIVO'
NEG = 'Texto: "Péssimo. Não recomendo para ninguém."\nSentimento: NEGATIVO'
ALVO = 'Texto: "Este filme foi um desperdício de tempo."\nSentimento:'
FS = f"{task}\n\n{POS}\n\n{NEG}\n\n{ALVO}"
LOOSE = f'{task}\n"Este filme foi um desperdício de tempo." ->'
STRICT = (f'{task}\n\nResponda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.\nNão explique. Não escreva mais nada.\n\n'
          'Texto: "Este filme foi um desperdício de tempo."\nSentimento:')
SC = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
      'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')


def gen(prompt, keep_prompt=False, n=None, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = lm.generate(**x, pad_token_id=tok.eos_token_id, **({"max_new_tokens": n} if n else {}), **kw)
    s = 0 if keep_prompt else x["input_ids"].shape[1]
    return [tok.decode(r[s:], skip_special_tokens=True) for r in y]


def norm(s):
    s = re.sub(r"\x1b\[[0-9;]*m", "", s)
    s = html.unescape(s)
    s = s.replace("\\n", " ").replace("\\'", "'").replace('\\"', '"')
    s = s.replace(" ¶ ", " ").replace(" ⏎ ", " ")
    s = re.sub(r"(?m)^  > ?", "", s)
    return re.sub(r"\s+", " ", s).strip()


def record(name):
    nb = json.load(open(D / f"{name}.ipynb"))
    parts = []
    for c in nb["cells"]:
        for o in c.get("outputs", []):
            d = o.get("data", {})
            parts.append("".join(o.get("text", "")) + "\n" + "".join(d.get("text/html", "")) + "\n"
                         + "".join(d.get("text/plain", "")))
    return norm("\n".join(parts))


def check(name, runs, meas=None):
    rec = record(name)
    print(f"== {name}")
    for lab, t in runs:
        ok = norm(t) in rec if norm(t) else True
        print(f"  {lab:<22} {'OK ' if ok else 'MISMATCH'} {t[:70]!r}")
    if meas:
        json.dump(meas, open(MEAS / f"{name}.json", "w"), ensure_ascii=False, indent=1)


CFG = {"A1": (.2, .9), "A2": (.7, .9), "A3": (1.0, .9), "B1": (.7, .3), "B2": (.7, .6), "B3": (.7, .9)}

# ---- tp51: book generate_text (prompt included), manual_seed(100 + i) before each of 2 samples
runs, meas = [], {}
for lab in CFG:
    T, p = CFG[lab]
    for i in range(2):
        torch.manual_seed(100 + i)
        t = gen(P, keep_prompt=True, n=80, do_sample=True, temperature=T, top_p=p, use_cache=True)[0]
        runs.append((f"{lab} amostra {i+1}", t))
        meas[f"{lab}.{i+1}"] = dict(prompt=P, text=t[len(P):], T=T, p=p)
check("tp51-colab-rich-2samples-unlabeled", runs, meas)

# ---- tp52: part A seed 7 (as displayed), part B seed 11; stale A (seed 3) for the record
runs, meas = [], {}
for seed, labs in [(7, ["A1", "A2", "A3"]), (11, ["B1", "B2", "B3"])]:
    torch.manual_seed(seed)
    for lab in labs:
        T, p = CFG[lab]
        t = gen(P, n=80, do_sample=True, temperature=T, top_p=p)[0]
        runs.append((lab, P + t)); meas[lab] = dict(prompt=P, text=t, T=T, p=p)
check("tp52-pilcrow-table-stale-seed", runs, meas)
torch.manual_seed(3)
stale = {}
for lab in ["A1", "A2", "A3"]:
    T, p = CFG[lab]
    t = gen(P, n=80, do_sample=True, temperature=T, top_p=p)[0]
    stale[f"stale {lab}"] = dict(prompt=P, text=t, T=T, p=p)
    print(f"  stale seed 3 {lab} in notebook? {norm(t) in record('tp52-pilcrow-table-stale-seed')}")
json.dump(stale, open(MEAS / "tp52-stale-seed3.json", "w"), ensure_ascii=False, indent=1)

# ---- tp53: manual_seed(1000 + k) per run
runs, meas = [], {}
for k, lab in enumerate(CFG):
    T, p = CFG[lab]
    torch.manual_seed(1000 + k)
    t = gen(P, n=80, do_sample=True, temperature=T, top_p=p)[0]
    runs.append((lab, P + t)); meas[lab] = dict(prompt=P, text=t, T=T, p=p)
check("tp53-tqdm-df-htmlpre-english", runs, meas)

# ---- tp54: manual_seed(42) once, grid T x p in order
runs, meas = [], {}
torch.manual_seed(42)
for T in [0.2, 0.7, 1.0]:
    for p in [0.3, 0.6, 0.9]:
        t = gen(P, keep_prompt=True, n=80, do_sample=True, temperature=T, top_p=p)[0]
        runs.append((f"T={T} p={p}", t)); meas[f"T={T} p={p}"] = dict(prompt=P, text=t[len(P):], T=T, p=p)
check("tp54-grid3x3-wrong-cell", runs, meas)

# ---- chain of thought
meas = {}
torch.manual_seed(58)
a = gen(P1, n=40, do_sample=True, temperature=.7, top_p=.9)[0]; b = gen(P2, n=80, do_sample=True, temperature=.7, top_p=.9)[0]
check("cot51-indent-quoted-english", [("P1", a), ("P2", b)])
meas["cot51 P1"] = dict(prompt=P1, text=a, T=.7, p=.9); meas["cot51 P2"] = dict(prompt=P2, text=b, T=.7, p=.9)

torch.manual_seed(85)
q1, q2 = f"Q: {P1}\nA:", f"Q: {P2}\nA:"
a = gen(q1, keep_prompt=True, n=40, do_sample=True, temperature=.7, top_p=.9)[0]
b = gen(q2, keep_prompt=True, n=80, do_sample=True, temperature=.7, top_p=.9)[0]
check("cot52-qa-wrapper-prompt", [("P1 (Q/A wrapped)", a), ("P2 (Q/A wrapped)", b)])
print("  raw:", repr(a), "|", repr(b))
meas["cot52 P1 wrapped"] = dict(prompt=q1, text=a[len(q1):], T=.7, p=.9)
meas["cot52 P2 wrapped"] = dict(prompt=q2, text=b[len(q2):], T=.7, p=.9)
# the same continuations scored against the declared (unwrapped) prompts
meas["cot52 P1 as if unwrapped"] = dict(prompt=P1, text=a[len(q1):], T=.7, p=.9)
meas["cot52 P2 as if unwrapped"] = dict(prompt=P2, text=b[len(q2):], T=.7, p=.9)

runs = []
for nome, pr, n in [("P1", P1, 40), ("P2", P2, 80)]:
    for seed in range(1, 6):
        torch.manual_seed(seed)
        t = gen(pr, n=n, do_sample=True, temperature=.7, top_p=.9)[0]
        runs.append((f"{nome} seed {seed}", t)); meas[f"cot53 {nome}.{seed}"] = dict(prompt=pr, text=t, T=.7, p=.9)
check("cot53-five-seeds-unlabeled", runs)
print("  raw:", [repr(t[:40]) for _, t in runs])

torch.manual_seed(2027)
a = gen(P1, n=40, do_sample=True, temperature=.7, top_p=.9)[0]; b = gen(P2, n=80, do_sample=True, temperature=.7, top_p=.9)[0]
check("cot54-json-generic-c3", [("P1", a), ("P2", b)])
meas["cot54 P1"] = dict(prompt=P1, text=a, T=.7, p=.9); meas["cot54 P2"] = dict(prompt=P2, text=b, T=.7, p=.9)
json.dump(meas, open(MEAS / "cot.json", "w"), ensure_ascii=False, indent=1)

# ---- few-shot (greedy)
VAR51 = FS.replace("Adorei, foi excelente e emocionante.", "Gostei muito, recomendo a todos.")
check("fs51-book-generate_t5-64tok-rich", [(k, gen(p, n=64, do_sample=False)[0]) for k, p in
                                           [("ZS 64", ZS), ("FS 64", FS), ("VAR 64", VAR51)]])
print("  8-token greedy:", [gen(p, n=8, do_sample=False)[0] for p in (ZS, FS, VAR51)])
V = {"v1": f"{task}\n\n{NEG}\n\n{POS}\n\n{ALVO}",
     "v2": FS.replace("Sentimento: POSITIVO", "Sentimento: TMP").replace("Sentimento: NEGATIVO", "Sentimento: POSITIVO")
             .replace("Sentimento: TMP", "Sentimento: NEGATIVO"),
     "v3": FS.replace(ALVO, 'Texto: "Que roteiro confuso e chato."\nSentimento: NEGATIVO\n\n' + ALVO)}
check("fs52-namedtuple-three-variations", [(k, repr(gen(p, n=8, do_sample=False)[0])) for k, p in
                                           [("ZS", ZS), ("FS", FS)] + list(V.items())])
VAR53 = f"{task}\n\n{NEG}\n\n{POS}\n\n{ALVO}"
check("fs53-fullseq-f3-sim", [(k, gen(p, keep_prompt=True, n=8, do_sample=False)[0]) for k, p in
                              [("ZS", ZS), ("FS", FS), ("VAR", VAR53)]])
VAR54 = FS.replace(NEG + "\n\n", "")
check("fs54-padded-table-f5-512", [(k, repr(gen(p, n=8, do_sample=False)[0])) for k, p in
                                   [("ZS", ZS), ("FS", FS), ("VAR (one demo)", VAR54)]])

# ---- template
BLOOSE = f'{task}\nEste filme foi um desperdício de tempo." ->'
BSTRICT = f'{task}\n\nResponda APENAS com: POSITIVO ou NEGATIVO.\n\nTexto: "Este filme foi um desperdício de tempo."\nSentimento:'
runs = [("book LOOSE 64", gen(BLOOSE, n=64, do_sample=False)[0]), ("book STRICT 64", gen(BSTRICT, n=64, do_sample=False)[0])]
torch.manual_seed(57)
sc = [gen(SC, n=64, do_sample=True)[0] for _ in range(10)]
check("tpl51-book-listings-verbatim", runs + [(f"SC {i+1}", repr(s)) for i, s in enumerate(sc)])
print("  activity prompts, greedy 16/8:", repr(gen(LOOSE, n=16, do_sample=False)[0]), repr(gen(STRICT, n=8, do_sample=False)[0]))
meas = {f"tpl51 SC{i+1} (T=1,p=1)": dict(prompt=SC, text=s, T=1.0, p=1.0) for i, s in enumerate(sc)}
# the same samples scored as if they had been drawn with the activity's temperature 0.9 / top-p 0.9
meas.update({f"tpl51 SC{i+1} as if (T=0.9,p=0.9)": dict(prompt=SC, text=s, T=0.9, p=0.9) for i, s in enumerate(sc)})

runs = [("LOOSE", json.dumps(gen(LOOSE, n=16, do_sample=False)[0], ensure_ascii=False)),
        ("STRICT", json.dumps(gen(STRICT, n=8, do_sample=False)[0], ensure_ascii=False))]
for i in range(10):
    set_seed(i)
    s = gen(SC, n=8, do_sample=True, temperature=.9, top_p=.9)[0]
    runs.append((f"SC {i}", json.dumps(s, ensure_ascii=False))); meas[f"tpl52 SC{i}"] = dict(prompt=SC, text=s, T=.9, p=.9)
check("tpl52-jsonl-tqdm-setseed", runs)
print("  raw:", [r[1] for r in runs])

torch.manual_seed(31337)
sc = gen(SC, n=8, do_sample=True, temperature=.9, top_p=.9, num_return_sequences=10)
check("tpl53-styler-html-english", [("LOOSE", gen(LOOSE, n=16, do_sample=False)[0]), ("STRICT", gen(STRICT, n=8, do_sample=False)[0])]
      + [(f"SC {i+1}", s) for i, s in enumerate(sc)])
print("  raw:", [repr(s) for s in sc])
meas.update({f"tpl53 SC{i+1}": dict(prompt=SC, text=s, T=.9, p=.9) for i, s in enumerate(sc)})

torch.manual_seed(8)
sc = [gen(SC, n=8, do_sample=True, temperature=.9, top_p=.9)[0] for _ in range(10)]
check("tpl54-file-readback-t5-sim", [("LOOSE", gen(LOOSE, n=16, do_sample=False)[0]), ("STRICT", gen(STRICT, n=8, do_sample=False)[0])]
      + [(f"SC {i+1}", s.strip()) for i, s in enumerate(sc)])
print("  raw:", [repr(s) for s in sc])
meas.update({f"tpl54 SC{i+1}": dict(prompt=SC, text=s, T=.9, p=.9) for i, s in enumerate(sc)})
json.dump(meas, open(MEAS / "tpl.json", "w"), ensure_ascii=False, indent=1)
