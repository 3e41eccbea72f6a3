"""Build the unexecuted batch-21 student notebooks (8: 2 per activity). Emphasis: how generated text is DISPLAYED.

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers). The students' code runs on whatever MODEL_NAME papermill injects.
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
modelo.eval()
'''

SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = (AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
modelo.eval()

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

GEN_TP = '''
def roda(T, p, seed):
    torch.manual_seed(seed)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

COT_LOOP = '''
saidas = {}
for i, (nome, prompt, n) in enumerate([("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]):
    set_seed(SEED0 + i)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    saidas[nome] = (prompt, tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True))
'''

# ---------------------------------------------------------------- temperature-top-p
# tp211: the generation is a SCRIPT written with %%writefile (argparse) and run six times with
# `!{sys.executable} gera.py ...` from two loops: the text reaches the notebook through the subprocess's stdout
# (IPython's `!`), one "=== A1 | T=0.2 top_p=0.9 seed=2111 ===" header per run; seeds 2111..2116.
NB["tp211-writefile-script-bang"] = [
    md("# Atividade 4.15 — temperatura e top-p\nHelena Duarte Okafor\n\n"
       "Fiz a geração num script separado (assim cada execução começa do zero, com o modelo recarregado)."),
    params(),
    code('''
%%writefile gera.py
import argparse
import torch
from transformers import AutoTokenizer, AutoModelForCausalLM
from transformers.utils import logging
logging.set_verbosity_error()

ap = argparse.ArgumentParser()
ap.add_argument("--modelo", required=True)
ap.add_argument("--nome", required=True)
ap.add_argument("-t", "--temperatura", type=float, required=True)
ap.add_argument("-p", "--top-p", type=float, required=True)
ap.add_argument("--seed", type=int, default=0)
a = ap.parse_args()

tok = AutoTokenizer.from_pretrained(a.modelo)
modelo = AutoModelForCausalLM.from_pretrained(a.modelo)
modelo.eval()
PROMPT = "Transformers are models that"
torch.manual_seed(a.seed)
x = tok(PROMPT, return_tensors="pt")
with torch.no_grad():
    y = modelo.generate(**x, do_sample=True, temperature=a.temperatura, top_p=a.top_p, max_new_tokens=80,
                        pad_token_id=tok.eos_token_id)
print(f"=== {a.nome} | T={a.temperatura} top_p={a.top_p} seed={a.seed} ===")
print(tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True))
print()
'''),
    md("## Parte A"),
    code('''
import sys
for nome, T, p, s in [("A1", 0.2, 0.9, 2111), ("A2", 0.7, 0.9, 2112), ("A3", 1.0, 0.9, 2113)]:
    !{sys.executable} gera.py --modelo "{MODEL_NAME}" --nome {nome} -t {T} -p {p} --seed {s}
'''),
    md("## Parte B"),
    code('''
for nome, T, p, s in [("B1", 0.7, 0.3, 2114), ("B2", 0.7, 0.6, 2115), ("B3", 0.7, 0.9, 2116)]:
    !{sys.executable} gera.py --modelo "{MODEL_NAME}" --nome {nome} -t {T} -p {p} --seed {s}
'''),
    md("## Respostas"),
    slot("all"),
]

# tp212: runs kept as an XML tree (xml.etree.ElementTree: <experimento> / <parte nome="A"> / <execucao id=...
# temperatura=... top_p=... semente=...>text</execucao>), ET.indent, saved to execucoes.xml and printed with
# ET.tostring(encoding="unicode") (text escaped: &amp; &lt; &gt;); seeds 2121..2126.
NB["tp212-elementtree-xml-attrs"] = [
    md("# Temperatura e top-p (seção 4.15)\nCaio Albuquerque Lindgren"),
    params(),
    code(CAUSAL + '''
import xml.etree.ElementTree as ET
PROMPT = "Transformers are models that"
''' + GEN_TP),
    code('''
raiz = ET.Element("experimento", prompt=PROMPT, max_new_tokens="80")
semente = 2121
for parte, confs in [("A", [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9)]),
                     ("B", [("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)])]:
    el = ET.SubElement(raiz, "parte", nome=parte)
    for rid, T, p in confs:
        ex = ET.SubElement(el, "execucao", id=rid, temperatura=str(T), top_p=str(p), semente=str(semente))
        ex.text = roda(T, p, semente)
        semente += 1
ET.indent(raiz)
ET.ElementTree(raiz).write("execucoes.xml", encoding="utf-8", xml_declaration=True)
print(ET.tostring(raiz, encoding="unicode"))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot211: each output shown only as pygments-highlighted HTML (PythonLexer, HtmlFormatter(noclasses=True,
# linenos="inline")): the words split into <span style=...> tokens, a line number at the start of each line;
# an <h4> title with the prompt; text/plain is the object repr; set_seed(2110 + i).
NB["cot211-pygments-python-linenos"] = [
    md("# Parte C — chain-of-thought\nMateus Ribeiro Achterberg"),
    params(),
    code(CAUSAL + '''
import html
from IPython.display import HTML, display
from pygments import highlight
from pygments.lexers import PythonLexer
from pygments.formatters import HtmlFormatter
SEED0 = 2110
'''),
    code(COT_LOOP + '''
for nome, (prompt, texto) in saidas.items():
    display(HTML(f"<h4>{nome} — {html.escape(prompt)}</h4>"
                 + highlight(texto, PythonLexer(), HtmlFormatter(noclasses=True, linenos="inline"))))
'''),
    md("## Respostas"),
    slot("all"),
]

# cot212: each output printed only through reprlib (Repr with maxstring=90): the MIDDLE of a long output is elided
# as '...'; the length in characters printed beside it; set_seed(2120 + i).
NB["cot212-reprlib-middle-elided"] = [
    md("# C — estilo vs. correção\nNatália Prado Ivanova"),
    params(),
    code(CAUSAL + '''
import reprlib
curto = reprlib.Repr()
curto.maxstring = 90
SEED0 = 2120
'''),
    code(COT_LOOP + '''
for nome, (prompt, texto) in saidas.items():
    print(f"{nome} ({len(texto)} caracteres) {prompt!r}")
    print("   ", curto.repr(texto))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs211: outputs rendered as MARKDOWN by markdown-it-py (MarkdownIt().render) and shown with display(HTML(...)):
# the leading space is gone, "\n\n" becomes two <p>; variation = the field name "Sentimento:" replaced by "Rótulo:"
# in the demonstrations and the query.
NB["fs211-markdownit-render-fieldname"] = [
    md("# Few-shot (5.5)\nIsabela Fontes Mwangi"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from markdown_it import MarkdownIt
from IPython.display import HTML, display
mdit = MarkdownIt()
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: troquei o nome do campo "Sentimento:" por "Rótulo:" (nos exemplos e na pergunta)
rotulo_prompt = few_shot.replace("Sentimento:", "Rótulo:")
print(rotulo_prompt)
'''),
    code('''
blocos = []
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação (Rótulo:)", rotulo_prompt)]:
    s = gera(p, do_sample=False)
    blocos.append(f"<h4>{nome}</h4>" + mdit.render(s))
display(HTML("<hr>".join(blocos)))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs212: outputs compared with difflib.HtmlDiff side-by-side tables (display(HTML(make_table(...)))): zero-shot vs
# few-shot, then few-shot vs the variation (the demonstrations' texts WITHOUT quotation marks); spaces as &nbsp;,
# one row per line of output.
NB["fs212-htmldiff-sidebyside-noquotes"] = [
    md("# Few-shot e contexto\nRoberto Yamada Figueiredo"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import difflib
from IPython.display import HTML, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: os textos dos exemplos sem aspas
sem_aspas = (few_shot.replace('"Adorei, foi excelente e emocionante."', "Adorei, foi excelente e emocionante.")
                     .replace('"Péssimo. Não recomendo para ninguém."', "Péssimo. Não recomendo para ninguém."))
'''),
    code('''
zs, fs, va = (gera(p, do_sample=False) for p in (zero_shot, few_shot, sem_aspas))
dif = difflib.HtmlDiff(wrapcolumn=40)
display(HTML("<h4>zero-shot × few-shot</h4>" + dif.make_table(zs.splitlines(), fs.splitlines(), "zero-shot", "few-shot")
             + "<h4>few-shot × sem aspas</h4>" + dif.make_table(fs.splitlines(), va.splitlines(), "few-shot", "sem aspas")))
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl211: everything rendered with a Jinja2 template into HTML: templates in <code>, the ten samples
# (manual_seed(2110 + i)) in a table whose text column is TRUNCATED by jinja's |truncate(18, true, '…', 0) while
# the label column is computed on the full text; counts and the vote line under the table.
NB["tpl211-jinja2-truncate-table"] = [
    md("# Templates e self-consistency\nLarissa Campos Oyelaran"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
from jinja2 import Template
from IPython.display import HTML, display
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + "\n\n" + SC + '''

ruim, bom = gera(template_ruim, 16, do_sample=False), gera(template_bom, 8, do_sample=False)
amostras = []
for i in range(10):
    torch.manual_seed(2110 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
cont = Counter(rotulo(a) for a in amostras)
validos = [(r, c) for r, c in cont.most_common() if r]
voto = validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO"
'''),
    code('''
RELATORIO = Template("""
<h3>Templates</h3>
<p>ruim: <code>{{ ruim|e }}</code></p>
<p>bom: <code>{{ bom|e }}</code></p>
<h3>Autoconsistência (10 amostras)</h3>
<table>
<tr><th>#</th><th>amostra</th><th>rótulo</th></tr>
{% for a in amostras %}<tr><td>{{ loop.index }}</td><td><code>{{ a|truncate(18, true, '…', 0)|e }}</code></td><td>{{ rotulo(a) or '—' }}</td></tr>
{% endfor %}</table>
<p>{% for k, v in cont.most_common() %}{{ k or 'sem rótulo' }}: {{ v }}{% if not loop.last %} · {% endif %}{% endfor %}</p>
<p><b>voto: {{ voto }}</b></p>
""")
display(HTML(RELATORIO.render(ruim=ruim, bom=bom, amostras=amostras, rotulo=rotulo, cont=cont, voto=voto)))
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl212: every output printed as a BYTES repr (s.encode("utf-8")): accents as \\xc3\\xa3-style escapes, b'...'
# prefix; ten samples set_seed-free torch.manual_seed(2120 + i); Counter and vote printed.
NB["tpl212-bytes-utf8-repr"] = [
    md("# Template + autoconsistência\nVinícius Teles Haraldsen\n\n"
       "Imprimi tudo em bytes (UTF-8) pra ver os espaços e quebras de linha exatamente como saíram."),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("ruim:", gera(template_ruim, 16, do_sample=False).encode("utf-8"))
print("bom: ", gera(template_bom, 8, do_sample=False).encode("utf-8"))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(2120 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
    print(f"{i + 1:>2}", amostras[-1].encode("utf-8"), "->", rotulo(amostras[-1]))
cont = Counter(rotulo(a) for a in amostras)
print(cont)
validos = [(r, c) for r, c in cont.most_common() if r]
print("voto:", validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
