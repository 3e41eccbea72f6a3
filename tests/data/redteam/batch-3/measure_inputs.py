"""Pull the recorded texts of the batch-3 executed notebooks into /tmp/rt3/meas/*.json for ../batch-2/measures.py (the same measures).

usage: python measure_inputs.py EXECUTED_DIR   (default /tmp/rt3/out)
"""
import ast, json, re, sys
from pathlib import Path

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt3/out")
OUT = Path("/tmp/rt3/meas"); OUT.mkdir(parents=True, exist_ok=True)
P = "Transformers are models that"
P1 = "What is 27 + 58?"; P2 = "Solve step by step: 27 + 58."
SC = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
      'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')
CFG = {"A1": (0.2, .9), "A2": (.7, .9), "A3": (1.0, .9), "B1": (.7, .3), "B2": (.7, .6), "B3": (.7, .9)}


def cells(name):
    nb = json.load(open(D / f"{name}.ipynb"))
    res = []
    for c in nb["cells"]:
        if c["cell_type"] != "code":
            continue
        t = ""
        for o in c.get("outputs", []):
            if o["output_type"] == "stream" and o["name"] == "stdout":
                t += "".join(o["text"])
        res.append(t)
    return res


def put(name, runs):
    json.dump(runs, open(OUT / f"{name}.json", "w"), ensure_ascii=False, indent=1)
    print(name, {k: len(v["text"]) for k, v in runs.items()})


# tp31: numbered textwrap lines (newlines collapsed by textwrap: the text is NOT the exact sample)
o = "".join(cells("tp31-forms-linenumbers-blockquote"))
r = {}
for lab, blk in zip(["A1", "A2", "A3", "B1", "B2", "B3"], re.split(r"--- T=[^\n]* ---\n", o)[1:]):
    lines = [l[5:] for l in blk.strip("\n").split("\n") if re.match(r"\d\d \| ", l)]
    T, p = CFG[lab]; r[lab] = dict(prompt=P, text=" ".join(lines)[len(P):], T=T, p=p, wrapped=True)
put("tp31", r)

# tp32: course-style blocks; generated with no_repeat_ngram_size=3 and max_length=90
o = "".join(cells("tp32-coursefn-norepeat-maxlength"))
r = {}
for lab, blk in zip(["A1", "A2", "A3", "B1", "B2", "B3"], re.split(r"=+\n\[EXPERIMENTO\][^\n]*\n=+\n", o)[1:]):
    T, p = CFG[lab]; r[lab] = dict(prompt=P, text=blk.rstrip("\n")[len(P):], T=T, p=p)
put("tp32", r)

# tp33: !cat of the appended file: A1-A3, B1-B3 (first run, output cell gone), B1-B3 (second run)
o = cells("tp33-appendfile-cat-rerun-en")[-1].replace("\r\n", "\n")  # !cat through a pty: CRLF
blocks = re.findall(r"### (\w\d) \| temperature=[\d.]+ top_p=[\d.]+\n(.*?)(?=\n\n### |\n*\Z)", o, re.S)
r = {}
seen = set()
for lab, t in blocks:
    key = lab if lab not in seen else lab + "_rerun"
    seen.add(lab)
    T, p = CFG[lab]; r[key] = dict(prompt=P, text=t[len(P):], T=T, p=p)
put("tp33", r)

# tp34: CSV read back, printed "[config]\nprompt+cont\n----"
o = "".join(cells("tp34-configs-csv-respostas-print"))
blocks = re.findall(r"\[(T=[^\]]*)\]\n(.*?)\n-{60}", o, re.S)
r = {}
for lab, (cfg, t) in zip(["A1", "A2", "A3", "B1", "B2", "B3"], blocks):
    T, p = CFG[lab]; r[lab] = dict(prompt=P, text=t[len(P):], T=T, p=p)
put("tp34", r)

# chain of thought
r = {}
o = "".join(cells("cot31-maxlength-forms-semacento"))
r["cot31 P2"] = dict(prompt=P2, text=o.split("PASSO A PASSO:\n")[1].rstrip("\n")[len(P2):], T=.7, p=.9)
o = "".join(cells("cot32-numreturn3-keywords"))
for i, t in re.findall(r"P2 #(\d): (.*?)(?=\n\nP2 #|\n*\Z)", o, re.S):
    r[f"cot32 P2#{i}"] = dict(prompt=P2, text=t[len(P2):], T=.7, p=.9)
o = "".join(cells("cot33-logging-stdout-timestamps"))
r["cot33 P2"] = dict(prompt=P2, text=o.split("max_new_tokens=80) ->\n")[1].rstrip("\n")[len(P2):], T=.7, p=.9)
o = "".join(cells("cot34-batch-leftpad-specialtokens-en"))
t = o.split("P2 (step by step, 80 new tokens):\n")[1].rstrip("\n").replace("<|im_end|>", "")
r["cot34 P2"] = dict(prompt=P2, text=t[len(P2):], T=.7, p=.9)
put("cot", r)

# template self-consistency samples
r = {}
o = "".join(cells("tpl31-mode-none-vote"))
for i, s in re.findall(r"seed (\d): ('.*?'|\".*?\")\s+-> ", o):
    r[f"tpl31 SC{i}"] = dict(prompt=SC, text=ast.literal_eval(s), T=.9, p=.9)
o = "".join(cells("tpl34-pprint-edited-t1"))
lst = ast.literal_eval(re.search(r"(\[' .*?\])\n", o, re.S).group(1))
for i, s in enumerate(lst, 1):
    r[f"tpl34 SC{i}"] = dict(prompt=SC, text=s, T=.9, p=.9)
o = "".join(cells("tpl33-batch-negfirst-en"))
put("tpl", r)

# tpl32 / tpl33: the displays are lossy; the samples regenerated from their seeds by regen_sc.py
# (identical to the displays once the DataFrame's stripped space / the ' ⏎ ' marks are accounted for)
tpl32 = [' Esteja el resultado de "', ' Positivo.\nTexto:', ' "O atendimento foi', ' "NEGATIVE"\nNá', ' "SOFAR"\n\nText',
         ' Naçam ao não m', ' Opositive."\n\nPalav', ' "Máscara de limpe', ' Positivo.\n\nTexto', ' "NO-NO-NO"\n']
tpl33 = [' "Positivo" ou "', ' NEGATIVO\n\nEm', ' NEGATIVO\n\nText', ' NEGATIVO\nTexto', ' "O que está encontro',
         ' SUYOS\n\nDos exempl', ' "NEGATIVO" (', ' POSITIVO, NEGATIVE', ' PORA que o produto est', ' "MAS MAS VARIO']
r = {}
for nm, l in [("tpl32", tpl32), ("tpl33", tpl33)]:
    for i, s in enumerate(l, 1):
        r[f"{nm} SC{i}"] = dict(prompt=SC, text=s, T=.9, p=.9)
put("tpl_b", r)
