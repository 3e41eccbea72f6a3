"""Pull the recorded texts of the batch-4 executed notebooks into /tmp/rt4/meas/*.json for measures.py
(a copy of batch-2's: rep3, distinct-2, one-pass float32 kept-set check).

usage: python measure_inputs.py EXECUTED_DIR   (default /tmp/rt4/out)
"""
import ast, json, re, sys
from pathlib import Path

D = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rt4/out")
OUT = Path("/tmp/rt4/meas"); OUT.mkdir(parents=True, exist_ok=True)
P = "Transformers are models that"
P1 = "What is 27 + 58?"; P2 = "Solve step by step: 27 + 58."
SC = ('Classifique o sentimento como POSITIVO ou NEGATIVO.\nResponda APENAS com POSITIVO ou NEGATIVO.\n\n'
      'Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."\nSentimento:')
CFG = {"A1": (0.2, .9), "A2": (.7, .9), "A3": (1.0, .9), "B1": (.7, .3), "B2": (.7, .6), "B3": (.7, .9)}
LABS = ["A1", "A2", "A3", "B1", "B2", "B3"]


def outs(name, kinds=("stdout",)):
    nb = json.load(open(D / f"{name}.ipynb"))
    t = ""
    for c in nb["cells"]:
        for o in c.get("outputs", []):
            if o["output_type"] == "stream" and o["name"] in kinds:
                t += "".join(o["text"])
            elif o["output_type"] == "display_data" and "display" in kinds:
                t += "".join(o["data"].get("text/markdown", "")) + "\n@@\n"
    return t


def put(name, runs):
    json.dump(runs, open(OUT / f"{name}.json", "w"), ensure_ascii=False, indent=1)
    print(name, {k: len(v["text"]) for k, v in runs.items()})


# tp41: continuation only, .strip() and "\n" -> " " (whitespace not exact); the measured text gets back a leading space
o = outs("tp41-genconfig-mutated-enumerate")
r = {}
for lab, t in zip(LABS, re.findall(r"\d\. \[[AB]\] temperature=\S+ top_p=\S+\n   (.*)\n", o)):
    T, p = CFG[lab]; r[lab] = dict(prompt=P, text=" " + t, T=T, p=p, ws_lossy=True)
put("tp41", r)

# tp42: «prompt» + «continuation.strip()» (leading space of the continuation dropped by strip)
o = outs("tp42-pipeline-nofull-docstring")
r = {}
for lab, t in zip(LABS, re.findall(r"» \+ «(.*?)»\n", o, re.S)):
    T, p = CFG[lab]; r[lab] = dict(prompt=P, text=" " + t, T=T, p=p)
put("tp42", r)

# tp43: sys.stdout.write of prompt + continuation, top_k=20
o = outs("tp43-stdout-write-topk20-charmetric").split("\nA1: diversidade")[0]  # drop the metric cell
r = {}
for lab, t in re.findall(r"##### (\w\d)  \([^)]*\)\n(.*?)(?=\n##### |\n*\Z)", o, re.S):
    T, p = CFG[lab]; r[lab] = dict(prompt=P, text=t.rstrip("\n")[len(P):], T=T, p=p, k=20)
put("tp43", r)

# tp44: text/markdown "**title**\n\n_prompt_ continuation.strip()"
o = outs("tp44-markdown-italic-elision", ("display",))
r = {}
for lab, t in zip(LABS, re.findall(r"_Transformers are models that_ (.*?)\n@@\n", o, re.S)):
    T, p = CFG[lab]; r[lab] = dict(prompt=P, text=" " + t, T=T, p=p)
put("tp44", r)

# chain of thought P2s
r = {}
o = outs("cot41-pipeline-slashes-mixed")
t = o.split("passo a passo | Solve step by step: 27 + 58.\n              | ")[1].rstrip("\n")
r["cot41 P2 (slashes = newlines)"] = dict(prompt=P2, text=t.replace(" / ", "\n"), T=.7, p=.9)  # raw starts with "5"
o = outs("cot42-listdicts-edited-c2")
t = o.split("saida : ")[2].split("\n----")[0]
r["cot42 P2"] = dict(prompt=P2, text=t, T=.7, p=.9)
o = outs("cot43-genconfig-scores-html")
t = o.split("SAIDA (51 tokens, logprob media -0.45):\n")[1].rstrip("\n")
r["cot43 P2"] = dict(prompt=P2, text=t, T=.7, p=.9)
o = outs("cot44-helper-swapped-lengths")
t = o.split("Solve step by step: 27 + 58.\n→ ")[1].rstrip("\n")
r["cot44 P2"] = dict(prompt=P2, text=t, T=.7, p=.9)
put("cot", r)

# template self-consistency samples printed with repr (tpl42, tpl44); tpl41 / tpl43 print .strip()ped
# samples (lossy): regen_checks.py regenerates them from their seeds instead
r = {}
o = outs("tpl42-genconfig-handcount")
for i, s in re.findall(r"amostra (\d\d): ('.*?'|\".*?\")\s+rótulo", o):
    r[f"tpl42 SC{i}"] = dict(prompt=SC, text=ast.literal_eval(s), T=.9, p=.9)
o = outs("tpl44-lastlabel-tie")
for i, s in re.findall(r"(?m)^(\d) \| ('.*?'|\".*?\") \| ", o):
    r[f"tpl44 SC{i}"] = dict(prompt=SC, text=ast.literal_eval(s), T=.9, p=.9)
put("tpl", r)
