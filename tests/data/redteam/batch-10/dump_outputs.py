# print every code cell output of the executed notebooks in DIR (what the student read before answering)
# usage: python dump_outputs.py DIR [NAME-PREFIX]
import json, sys, glob
pre = sys.argv[2] if len(sys.argv) > 2 else ""
for f in sorted(glob.glob(sys.argv[1] + f"/{pre}*.ipynb")):
    nb = json.load(open(f)); print("#" * 20, f.split("/")[-1])
    for i, c in enumerate(nb["cells"]):
        if c["cell_type"] != "code":
            continue
        for o in c.get("outputs", []):
            if o["output_type"] == "stream":
                print(f"[{i} {o['name']}]"); print("".join(o["text"]))
            elif o["output_type"] == "error":
                print(f"[{i} ERROR]", o["ename"], o["evalue"][:300])
            else:
                d = o.get("data", {})
                print(f"[{i} {o['output_type']}]", "".join(d.get("text/markdown", "")) or "".join(d.get("text/plain", "")))
