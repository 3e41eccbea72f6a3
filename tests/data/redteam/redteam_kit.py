"""What the red team's batch scripts share (batches 3-5): the builders of the unexecuted notebooks with
the activities' prompts as the course writes them, and the end of ``make_expected.py`` (the problem
notebooks, the seeded held-out split, ``expected.json`` and its summary).

A batch script imports it with ``sys.path.insert(0, str(Path(__file__).resolve().parents[1]))``.
"""
import json
import random
from collections import Counter

from nbformat.v4 import new_code_cell, new_markdown_cell


def md(s, tags=None):
    c = new_markdown_cell(s.strip("\n"))
    if tags:
        c.metadata["tags"] = tags
    return c


def code(s, tags=None):
    c = new_code_cell(s.strip("\n"))
    if tags:
        c.metadata["tags"] = tags
    return c


def slot(name, kind="md", tags=None):
    if kind == "md":
        return md(f"<<ANSWER:{name}>>", tags)
    return code(f"# <<ANSWER:{name}>>", tags)


def params(model="gpt2"):
    return code(f'MODEL_NAME = "{model}"', ["parameters"])


TASK = 'task = "Classifique o sentimento como POSITIVO ou NEGATIVO."'
ZS = '''zero_shot = f"""{task}

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
FS = '''few_shot = f"""{task}

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
LOOSE = '''template_ruim = f"""{task}
"Este filme foi um desperdício de tempo." ->"""'''
STRICT = '''template_bom = f"""{task}

Responda com UMA ÚNICA palavra: POSITIVO ou NEGATIVO.
Não explique. Não escreva mais nada.

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""'''
SC = '''prompt_sc = """Classifique o sentimento como POSITIVO ou NEGATIVO.
Responda APENAS com POSITIVO ou NEGATIVO.

Texto: "O atendimento foi ótimo, mas o produto quebrou no dia seguinte."
Sentimento:"""'''


def _first(status):
    return status if isinstance(status, str) else status[0]


def problem_notebooks(E, deducted=("fail", "partial")):
    """The notebooks where the TA's first choice deducts on some criterion."""
    return {k for k, v in E.items() if any(_first(c["status"]) in deducted for c in v["criteria"].values())}


def split(E, problem, size=7):
    """The held-out notebooks: the first ``random.Random(s).sample`` (s = 1, 2, ...) of ``size`` with every
    activity and 3 or 4 problem notebooks; marks each notebook's ``split``. Returns (s, held)."""
    names = sorted(E)
    acts = {E[n]["activity"] for n in names}
    for s in range(1, 1000):
        h = random.Random(s).sample(names, size)
        if {E[n]["activity"] for n in h} == acts and 3 <= len(set(h) & problem) <= 4:
            for k in E:
                E[k]["split"] = "heldout" if k in h else "dev"
            return s, set(h)
    raise SystemExit("no seed below 1000 gives a held-out part with every activity and 3-4 problem notebooks")


def write_expected(E, here, seed, held, problem):
    """``expected.json`` beside the script, and a summary of it on stdout."""
    with open(here / "expected.json", "w") as fh:
        json.dump(dict(sorted(E.items())), fh, ensure_ascii=False, indent=1, sort_keys=True)
    st = Counter()
    for v in E.values():
        for c in v["criteria"].values():
            s = c["status"]
            st[s if isinstance(s, str) else "/".join(s)] += 1
    print("split seed", seed, "heldout", sorted(held))
    print("problem notebooks", sorted(problem), len(problem))
    print(st, sum(st.values()))
    for k, v in sorted(E.items()):
        print(k, v["split"], {q: a["text"][:40] for q, a in v["answers"].items()})
