"""Write the hand-written answers into the executed notebooks (no re-execution of the model).

usage: python add_answers.py EXECUTED_DIR OUT_DIR
markdown slots `<<ANSWER:slot>>` and code slots `# <<ANSWER:slot>>` get ANSWERS[name][slot]; a code slot
keeps no execution count and no outputs, as if typed after the run.
fs62: the variation cell (tagged edited-after-run) gets its source REPLACED by the student's later edit (a
reorder of the demonstrations) while its outputs and execution count stay those of the run with English
labels: the story "edited the cell after running it and never re-ran it". The tag is removed.
"""
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).parent))
from answers_text import ANSWERS  # noqa: E402

EDITED_SOURCE = {"fs62-panels-var-edited-after-run": {"edited-after-run": '''
# variacao: troquei a ordem das demonstracoes (negativa primeiro)
variacao = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
saida_var = responde(variacao, do_sample=False)
print(Panel(repr(saida_var), title="variação", expand=False))
'''.strip("\n")}}

src, dst = Path(sys.argv[1]), Path(sys.argv[2])
dst.mkdir(parents=True, exist_ok=True)
for f in sorted(src.glob("*.ipynb")):
    name = f.stem
    nb = nbformat.read(f, as_version=4)
    ans = ANSWERS[name]
    used = set()
    for c in nb.cells:
        s = c.source.strip()
        if s.startswith("# "):
            s = s[2:]
        if s.startswith("<<ANSWER:") and s.endswith(">>"):
            slot = s[len("<<ANSWER:"):-2]
            c.source = ans[slot]
            used.add(slot)
            c.metadata.pop("papermill", None)
            if c.cell_type == "code":
                c.outputs = []
                c.execution_count = None
        tags = c.metadata.get("tags", [])
        for tag, new in EDITED_SOURCE.get(name, {}).items():
            if tag in tags:
                c.source = new
                c.metadata["tags"] = [t for t in tags if t != tag]
                if not c.metadata["tags"]:
                    del c.metadata["tags"]
    missing = set(ans) - used
    assert not missing, (name, missing)
    nbformat.write(nb, dst / f.name)
    print(name, sorted(used))
