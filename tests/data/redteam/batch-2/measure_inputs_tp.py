# pull the recorded continuations out of the executed notebooks into per-notebook RUNS.json files
import json, re, html, sys
P = "Transformers are models that"
def outs(f):
    nb = json.load(open(f)); res = []
    for c in nb["cells"]:
        if c["cell_type"] != "code": continue
        t = ""
        for o in c.get("outputs", []):
            if o["output_type"] == "stream" and o["name"] == "stdout": t += "".join(o["text"])
            elif "data" in o: t += "".join(o["data"].get("text/html", o["data"].get("text/plain", "")))
        res.append(t)
    return res
D = "/tmp/rt2/out/"
runs = {}
cfg = {"A1": (0.2, .9), "A2": (.7, .9), "A3": (1.0, .9), "B1": (.7, .3), "B2": (.7, .6), "B3": (.7, .9)}
# tp21
o = "".join(outs(D + "tp21-fstring-topk0-prose.ipynb"))
r = {}
for m in re.finditer(r"(A\d|B\d) \(T=[^)]*\) → (.*?)\n\n\n", o, re.S):
    T, p = cfg[m.group(1)]; r[m.group(1)] = dict(prompt=P, text=m.group(2), T=T, p=p, k=0)
runs["tp21"] = r
# tp22
o = [x for x in outs(D + "tp22-json-answers-above-emoji.ipynb") if x.strip().startswith("{")][0]
d = json.loads(o); r = {}
for k, v in d.items():
    lab = k[:2]; T, p = cfg[lab]; r[lab] = dict(prompt=P, text=v[len(P):], T=T, p=p)
runs["tp22"] = r
# tp23 (A truncated at 200 chars, B full list)
oo = outs(D + "tp23-truncated-list-fabricated.ipynb")
a = [x for x in oo if "temp=0.2" in x][0]; r = {}
for lab, m in zip(["A1", "A2", "A3"], re.finditer(r"temp=[\d.]+: (.*?)\.\.\.(?:\n|$)", a, re.S)):
    T, p = cfg[lab]; r[lab] = dict(prompt=P, text=m.group(1)[len(P):], T=T, p=p)
import ast
b = ast.literal_eval([x for x in oo if x.startswith("['")][0].strip())
for lab, t in zip(["B1", "B2", "B3"], b):
    T, p = cfg[lab]; r[lab] = dict(prompt=P, text=t[len(P):], T=T, p=p)
runs["tp23"] = r
# tp24
o = "".join(outs(D + "tp24-traceback-rerun-reppenalty.ipynb"))
parts = re.split(r"=+ (temperature [\d.]+|top_p [\d.]+ \(temp 0.7\)) =+\n", o.split("--- greedy")[0])
r = {}
names = {"temperature 0.2": "A1", "temperature 0.7": "A2", "temperature 1.0": "A3", "top_p 0.3 (temp 0.7)": "B1", "top_p 0.6 (temp 0.7)": "B2", "top_p 0.9 (temp 0.7)": "B3"}
for h, t in zip(parts[1::2], parts[2::2]):
    lab = names[h]; T, p = cfg[lab]; r[lab] = dict(prompt=P, text=t.strip("\n")[len(P):], T=T, p=p)
runs["tp24"] = r
# tp25 (3 seeds each)
o = "".join(outs(D + "tp25-fp16-repr-seedlist-typos.ipynb")); r = {}
for blk in re.split(r"##### ", o)[1:]:
    lab = blk[:2]; T, p = cfg[lab]
    for m in re.finditer(r"seed (\d): (.*)", blk):
        r[f"{lab}s{m.group(1)}"] = dict(prompt=P, text=ast.literal_eval(m.group(2)), T=T, p=p)
runs["tp25"] = r
for k, v in runs.items():
    json.dump(v, open(f"/tmp/rt2/meas/{k}.json", "w"), ensure_ascii=False, indent=1)
    print(k, list(v))
# tp21 (fix: last block ends the output)
o = "".join(outs(D + "tp21-fstring-topk0-prose.ipynb"))
r = {}
for m in re.finditer(r"(A\d|B\d) \(T=[^)]*\) → (.*?)(?=\n+(?:A\d|B\d) \(T=|\n*$)", o, re.S):
    T, p = cfg[m.group(1)]; r[m.group(1)] = dict(prompt=P, text=m.group(2).rstrip("\n"), T=T, p=p, k=0)
json.dump(r, open("/tmp/rt2/meas/tp21.json", "w"), ensure_ascii=False, indent=1); print("tp21", list(r))
