"""Build the unexecuted batch-32 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
Emphasis of the batch: how students lay generated text out for reading (token stripes, columns, boxes, clause lists,
DataFrames, character diffs, hand-built HTML tables, shortened grids).
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from redteam_kit import md, code, slot, params, write_notebooks, TASK, ZS, FS, LOOSE, STRICT, SC  # noqa: E402

NB = {}

CAUSAL = '''
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM, set_seed
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
_ = modelo.eval()
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
_ = modelo.eval()

def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

EXTRAI = '''
import re
from collections import Counter

def rotulo(s):
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s.upper())
    return m.group(1) if m else None
'''

# ---------------------------------------------------------------- temperature-top-p
# tp321: every continuation shown with its TOKENS IN ALTERNATING ANSI COLOURS (blue / magenta), the prompt in bold
# between brackets before it; a header line per run; seeds 3210 + k.
NB["tp321-ansi-token-stripes"] = [
    md("# 4.15 — temperatura e top-p\nRenata Albuquerque Nakamura\n\n"
       "Pintei os tokens alternando azul e roxo para ver onde o modelo corta as palavras."),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
AZUL, ROXO, NEG, FIM = "\\x1b[34m", "\\x1b[35m", "\\x1b[1m", "\\x1b[0m"

def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return y[0, x["input_ids"].shape[1]:].tolist()

def listrado(ids):
    return "".join((AZUL if i % 2 == 0 else ROXO) + tok.decode([t]) + FIM for i, t in enumerate(ids))
'''),
    code('''
confs = {"A1": (0.2, 0.9), "A2": (0.7, 0.9), "A3": (1.0, 0.9), "B1": (0.7, 0.3), "B2": (0.7, 0.6), "B3": (0.7, 0.9)}
ids = {}
for k, (nome, (T, p)) in enumerate(confs.items()):
    ids[nome] = roda(T, p, 3210 + k)
    print(f"┤ {nome} ├─ T={T} · top_p={p} · seed {3210 + k} · {len(ids[nome])} tokens")
    print(NEG + "[" + PROMPT + "]" + FIM + listrado(ids[nome]))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp322: the runs shown in PAIRS, SIDE BY SIDE in two wrapped columns (width 36, ' ┃ ' between): A1 ┃ A3 (the two
# extremes), B1 ┃ B3, and "os do meio" A2 ┃ B2; seeds 3220 + k.
NB["tp322-sidebyside-pairs-middle"] = [
    md("# Parte A, B e D — temperatura / top-p\nGustavo Henrique Oyelaran"),
    params(),
    code(CAUSAL + '''
import textwrap
from itertools import zip_longest
PROMPT = "Transformers are models that"

def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

def coluna(texto, w=36):
    linhas = []
    for par in texto.strip().split("\\n"):
        linhas += textwrap.wrap(par, w) or [""]
    return linhas

def lado_a_lado(e, d, w=36):
    print(f"{e:<{w}} ┃ {d}")
    print("━" * w + "━╋━" + "━" * w)
    for a, b in zip_longest(coluna(res[e], w), coluna(res[d], w), fillvalue=""):
        print(f"{a:<{w}} ┃ {b}")
    print()
'''),
    code('''
confs = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
res = {}
for k, (nome, T, p) in enumerate(confs):
    res[nome] = roda(T, p, 3220 + k)
    print(nome, f"T={T} top_p={p} seed={3220 + k}")
'''),
    code('''
# os extremos lado a lado, depois os do meio
lado_a_lado("A1", "A3")
lado_a_lado("B1", "B3")
lado_a_lado("A2", "B2")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot321: each run as prompt + continuation inside a BOX drawn with ╭─╮ │ ╰─╯ (wrapped at 56), the prompt between
# ⟦ ⟧; under the box the continuation split into CLAUSES, numbered "  1) ..."; set_seed(3211 + i).
NB["cot321-box-bracketed-prompt-clauses"] = [
    md("# Parte C — chain of thought\nTatiana Reis Woźniak"),
    params(),
    code(CAUSAL + '''
import re, textwrap

def caixa(titulo, texto, w=56):
    linhas = []
    for par in texto.split("\\n"):
        linhas += textwrap.wrap(par, w) or [""]
    print("╭─ " + titulo + " " + "─" * (w - len(titulo) - 1) + "╮")
    for l in linhas:
        print("│ " + l.ljust(w) + " │")
    print("╰" + "─" * (w + 2) + "╯")

def clausulas(texto):
    return [c.strip() for c in re.split(r"(?<=[.;:!?])\\s+|\\n+", texto) if c.strip()]
'''),
    code('''
for i, (nome, prompt, n) in enumerate([("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]):
    set_seed(3211 + i)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    cont = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    caixa(f"{nome} · T=0.7 · top_p=0.9 · {n} tokens", "⟦" + prompt + "⟧" + cont)
    partes = clausulas(cont)
    print(f"  {len(partes)} oração(ões) geradas:" if partes else "  (nada gerado)")
    for j, c in enumerate(partes, 1):
        print(f"  {j:>2}) {c}")
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# cot322: one torch.manual_seed(322); each continuation split into sentences, one row per sentence in a DataFrame
# shown with print(df) (pandas cuts every cell at 50 characters with "..."); the full continuations printed after,
# each as a repr.
NB["cot322-printdf-sentences-cut"] = [
    md("# C) estilo vs. correção\nLeonardo Prates Achterberg"),
    params(),
    code(CAUSAL + '''
import re
import pandas as pd
'''),
    code('''
torch.manual_seed(322)
saidas = {}
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    saidas[nome] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

linhas = [{"run": k, "n": i, "frase": f.strip()}
          for k, v in saidas.items()
          for i, f in enumerate((f for f in re.split(r"(?<=[.!?])\\s+|\\n+", v) if f.strip()), 1)]
df = pd.DataFrame(linhas, columns=["run", "n", "frase"])
print(df)
'''),
    code('''
# o texto inteiro, sem cortar
for k, v in saidas.items():
    print(k, "=", repr(v))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs321: outputs printed as reprs, then a CHARACTER-LEVEL inline diff (difflib.SequenceMatcher opcodes, deletions
# [-x-], insertions {+y+}, spaces shown as '·', newlines as '⏎') of few-shot against each other run; variation =
# the two demonstrations in swapped order (NEGATIVO first).
NB["fs321-chardiff-inline-markers"] = [
    md("# Few-shot (5.5 e 5.8)\nBeatriz Carvalho Lindqvist"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from difflib import SequenceMatcher

def vis(s):
    return s.replace(" ", "·").replace("\\n", "⏎")

def diff_chars(a, b):
    out = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(vis(a[i1:i2]))
        if op in ("delete", "replace"):
            out.append("[-" + vis(a[i1:i2]) + "-]")
        if op in ("insert", "replace"):
            out.append("{+" + vis(b[j1:j2]) + "+}")
    return "".join(out)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: os dois exemplos em ordem trocada (o negativo primeiro)
invertido = f"""{task}

Texto: "Péssimo. Não recomendo para ninguém."
Sentimento: NEGATIVO

Texto: "Adorei, foi excelente e emocionante."
Sentimento: POSITIVO

Texto: "Este filme foi um desperdício de tempo."
Sentimento:"""
'''),
    code('''
saida = {nome: gera(p, do_sample=False) for nome, p in
         [("zero-shot", zero_shot), ("few-shot", few_shot), ("invertido", invertido)]}
for nome, s in saida.items():
    print(f"{nome:>10}: {s!r}")
print()
print("diff por caractere (few-shot -> outro)   [-tirado-] {+posto+}  · = espaço  ⏎ = quebra de linha")
for nome in ["zero-shot", "invertido"]:
    print(f"{nome:>10}: {diff_chars(saida['few-shot'], saida[nome])}")
'''),
    md("## Respostas"),
    slot("all"),
]

# fs322: the three runs in an HTML TABLE BUILT BY HAND (display(HTML)): a column with the END of the prompt where the
# last "Texto:" line is highlighted with <mark>, a column with the output repr (html-escaped) and a column with the
# output's tokens as coloured <span>s; variation = the negative demonstration replaced by another negative text.
NB["fs322-htmltable-mark-tokenspans"] = [
    md("# Few-shot e janela de contexto\nCaio Ferraz Mbatha"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import html
from IPython.display import HTML, display

def fim_do_prompt(p):
    ultimas = p.rstrip().split("\\n")[-2:]
    return "<br>".join(f"<mark>{html.escape(l)}</mark>" if l.startswith("Texto:") else html.escape(l) for l in ultimas)

def fatias(s):
    ids = tok(s, add_special_tokens=False)["input_ids"]
    cores = ["#e3f2fd", "#fce4ec"]
    return "".join(f'<span style="background:{cores[i % 2]}">{html.escape(tok.decode([t]))}</span>' for i, t in enumerate(ids))
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: troquei o exemplo negativo por outro texto negativo
outro_neg = few_shot.replace("Péssimo. Não recomendo para ninguém.", "Chato demais, dormi na metade.")
'''),
    code('''
linhas = []
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("outro negativo", outro_neg)]:
    s = gera(p, do_sample=False)
    linhas.append(f"<tr><td><b>{nome}</b></td><td>{fim_do_prompt(p)}</td><td><code>{html.escape(repr(s))}</code></td>"
                  f"<td>{fatias(s)}</td></tr>")
display(HTML("<table><tr><th>execução</th><th>fim do prompt</th><th>saída (repr)</th><th>tokens</th></tr>"
             + "".join(linhas) + "</table>"))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl321: the two templates' outputs SIDE BY SIDE in two boxed columns (width 30, newlines shown as '⏎'); the ten
# samples (torch.manual_seed(3210 + i)) in a DataFrame printed with df.to_string(), then
# value_counts(dropna=False) and the vote.
NB["tpl321-twocol-templates-tostring-valuecounts"] = [
    md("# Template e autoconsistência\nMarina Lopes Obuya"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import textwrap
from itertools import zip_longest
import pandas as pd
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

ruim = gera(template_ruim, 16, do_sample=False)
bom = gera(template_bom, 8, do_sample=False)
W = 30
col = lambda s: textwrap.wrap(s.replace("\\n", "⏎"), W) or [""]
print("┌" + "─" * (W + 2) + "┬" + "─" * (W + 2) + "┐")
print(f"│ {'pouco restritivo':<{W}} │ {'restritivo':<{W}} │")
print("├" + "─" * (W + 2) + "┼" + "─" * (W + 2) + "┤")
for a, b in zip_longest(col(ruim), col(bom), fillvalue=""):
    print(f"│ {a:<{W}} │ {b:<{W}} │")
print("└" + "─" * (W + 2) + "┴" + "─" * (W + 2) + "┘")
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(3210 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
df = pd.DataFrame({"amostra": amostras, "rotulo": [rotulo(a) for a in amostras]}, index=range(1, 11))
print(df.to_string())
print()
print(df["rotulo"].value_counts(dropna=False).to_string())
c = Counter(r for r in df["rotulo"] if r)
top = c.most_common(2)
print("voto:", top[0][0] if top and (len(top) == 1 or top[0][1] > top[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl322: templates printed as reprs; the ten samples (torch.manual_seed(3220 + i)) written to amostras.txt as reprs,
# one per line, and shown with `!cat -n`; then a "resumo" GRID, 5 per row, of each sample SHORTENED with
# textwrap.shorten(width=14, placeholder="…"); no count and no vote in code (counted by hand in the answers).
NB["tpl322-catn-file-shortened-grid"] = [
    md("# 5.6 / 5.7 — template e self-consistency\nRafael Siqueira Haddad"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import textwrap
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("template_ruim:", repr(gera(template_ruim, 16, do_sample=False)))
print("template_bom: ", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

with open("amostras.txt", "w", encoding="utf-8") as fh:
    for i in range(10):
        torch.manual_seed(3220 + i)
        fh.write(repr(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)) + "\\n")
'''),
    code('''
!cat -n amostras.txt
'''),
    code('''
# resumo pra contar rápido
import ast
curtas = [textwrap.shorten(ast.literal_eval(l), width=14, placeholder="…") for l in open("amostras.txt", encoding="utf-8")]
for k in range(0, 10, 5):
    print("   ".join(f"{k + j + 1:>2}:{c:<14}" for j, c in enumerate(curtas[k:k + 5])))
'''),
    md("## Respostas\n(regra de extração: a do livro, procura POSITIVO ou NEGATIVO no texto em maiúsculas)"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
