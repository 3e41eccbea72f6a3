"""Build the unexecuted batch-15 student notebooks (8: 2 per activity).

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

# ---------------------------------------------------------------- temperature-top-p
# tp151: the student's own sampling loop with HF's logits warpers (temperature -> top-k 50 -> top-p) and a
# torch.Generator per run (seed 1510 + k), no KV cache; each run printed SENTENCE BY SENTENCE ("A1·s3 | ...");
# answers grouped BY RUN (not by question), question ids in parentheses.
NB["tp151-warpers-loop-sentences-byrun"] = [
    md("# Lab 4.15 — temperatura e top-p\nJúlia Mendonça Tanaka\n\nFiz o laço de amostragem na mão pra entender "
       "o que o `generate` faz (temperatura → top-k 50 → top-p, igual ao padrão do HF)."),
    params(),
    code(CAUSAL + '''
import re
from transformers import LogitsProcessorList, TemperatureLogitsWarper, TopKLogitsWarper, TopPLogitsWarper

PROMPT = "Transformers are models that"

def amostra(T, p, semente, n_novos=80):
    g = torch.Generator().manual_seed(semente)
    proc = LogitsProcessorList([TemperatureLogitsWarper(T), TopKLogitsWarper(50), TopPLogitsWarper(p)])
    ids = tok(PROMPT, return_tensors="pt")["input_ids"]
    n0 = ids.shape[1]
    with torch.no_grad():
        for _ in range(n_novos):
            logits = modelo(ids).logits[:, -1, :]
            logits = proc(ids, logits)
            prox = torch.multinomial(torch.softmax(logits, dim=-1), 1, generator=g)
            ids = torch.cat([ids, prox], dim=-1)
            if prox.item() == tok.eos_token_id:
                break
    return tok.decode(ids[0, n0:], skip_special_tokens=True)
'''),
    code('''
EXECS = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
         ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
textos = {}
for k, (rid, T, p) in enumerate(EXECS):
    textos[rid] = amostra(T, p, 1510 + k)
    print(f"## {rid}  (T={T}, top_p={p}, semente={1510 + k})")
    for j, frase in enumerate(re.split(r"(?<=[.!?])\\s+", textos[rid].strip()), start=1):
        print(f"{rid}·s{j} | {frase}")
    print()
'''),
    md("## Respostas (organizei por execução; o número da questão vai entre parênteses)"),
    slot("all"),
]

# tp152: runs produced by a generator function (yield) with the seed DERIVED FROM THE PARAMETERS
# (1520 + 10*int(T*10) + int(p*10)): A2 and B3 share T=0.7/p=0.9, hence the same seed and the same text;
# displayed as a rich Tree (prompt -> part -> run -> text); English answers with ids 1a..3c.
NB["tp152-rich-tree-paramseed-en"] = [
    md("# 4.15 — temperature and top-p\nRafael Nakamura Duarte"),
    params(),
    code(CAUSAL + '''
from rich.tree import Tree
from rich import print as rprint
from rich.text import Text

PROMPT = "Transformers are models that"
PART_A = [0.2, 0.7, 1.0]          # temperatures, top_p fixed at 0.9
PART_B = [0.3, 0.6, 0.9]          # top_p values, temperature fixed at 0.7

def runs():
    for part, grid in (("A", [(t, 0.9) for t in PART_A]), ("B", [(0.7, p) for p in PART_B])):
        for i, (T, p) in enumerate(grid, start=1):
            seed = 1520 + 10 * int(round(T * 10)) + int(round(p * 10))   # seed from the parameters
            set_seed(seed)
            x = tok(PROMPT, return_tensors="pt")
            with torch.no_grad():
                y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                                    pad_token_id=tok.eos_token_id)
            yield part, f"{part}{i}", T, p, seed, tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
arvore = Tree(f"[bold]{PROMPT}[/bold]")
ramos = {}
for part, rid, T, p, seed, text in runs():
    if part not in ramos:
        ramos[part] = arvore.add(f"part {part}")
    ramos[part].add(f"{rid}: T={T} top_p={p} seed={seed}").add(Text(text))
rprint(arvore)
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot151: each run shown ONLY through IPython.display.JSON (application/json mime, text/plain is the object repr);
# answers under a "Conclusões" heading as roman-numeral items i) ii) iii).
NB["cot151-ipython-json-roman"] = [
    md("# Parte C — cadeia de pensamento\nBeatriz Okamoto Leal"),
    params(),
    code(CAUSAL + '''
from IPython.display import JSON, display

def roda(prompt, n, semente):
    torch.manual_seed(semente)
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    novos = y[0, x["input_ids"].shape[1]:]
    return {"prompt": prompt, "temperature": 0.7, "top_p": 0.9, "max_new_tokens": n, "semente": semente,
            "tokens_gerados": int(novos.shape[0]), "saida": tok.decode(novos, skip_special_tokens=True)}
'''),
    code('''
r1 = roda("What is 27 + 58?", 40, 1511)
display(JSON(r1, expanded=True, root="P1"))
'''),
    code('''
r2 = roda("Solve step by step: 27 + 58.", 80, 1512)
display(JSON(r2, expanded=True, root="P2"))
'''),
    md("## Conclusões"),
    slot("all"),
]

# cot152: outputs shown ONLY inside HTML <textarea> elements (display(HTML)); P2's prompt has a TYPO
# ("27 + 85" instead of "27 + 58") — it is what ran; English answers under the questions' own text as headings.
NB["cot152-textarea-typo-prompt-en"] = [
    md("# Chain of thought — style vs. correctness\nThiago Fernandes Kimura"),
    params(),
    code(CAUSAL + '''
import html
from IPython.display import HTML, display

def caixa(titulo, texto):
    display(HTML(f"<p><b>{html.escape(titulo)}</b></p>"
                 f"<textarea rows='8' cols='90' readonly>{html.escape(texto)}</textarea>"))

def continua(prompt, n):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
set_seed(152)
p1 = "What is 27 + 58?"
p2 = "Solve step by step: 27 + 85."
out1 = continua(p1, 40)
out2 = continua(p2, 80)
caixa(f"P1 — {p1} (max_new_tokens=40)", out1)
caixa(f"P2 — {p2} (max_new_tokens=80)", out2)
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs151: each output shown with IPython.display.Code(language="text") under a Markdown header (text/plain = the
# raw text, text/html = pygments); variation = the positive demonstration replaced by a MIXED review;
# answers in an HTML <ol type="a"> list (letters a-e, no ids).
NB["fs151-display-code-mixed-demo-ol"] = [
    md("# Few-shot e aprendizado em contexto (5.5 / 5.8)\nCamila Rezende Hayashi"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from IPython.display import Code, Markdown, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

misto = few_shot.replace("Adorei, foi excelente e emocionante.", "Bom elenco, mas o final é fraco.")
'''),
    code('''
for titulo, p in (("Zero-shot", zero_shot), ("Few-shot", few_shot), ("Few-shot com exemplo misto", misto)):
    display(Markdown(f"**{titulo}**"))
    display(Code(gera(p, do_sample=False), language="text"))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs152: outputs wrapped in a small class with a custom __repr__ (<Resultado few-shot: ' NEGATIVO...'>) shown as a
# bare-expression list; the variation (demonstrations in English) is generated into r_var but the cell PRINTS
# r_fs (copy-paste bug): the variation's own output is never shown; answers "Q:/A:" with ids "F-1".
NB["fs152-custom-repr-var-printbug"] = [
    md("# Atividade — few-shot\nEduardo Sasaki Moreira"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
class Resultado:
    def __init__(self, nome, prompt):
        self.nome, self.prompt = nome, prompt
        self.texto = gera(prompt, do_sample=False)
    def __repr__(self):
        return f"<Resultado {self.nome}: {self.texto!r}>"
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

ingles = few_shot.replace("Adorei, foi excelente e emocionante.", "I loved it, it was excellent and moving.") \\
                 .replace("Péssimo. Não recomendo para ninguém.", "Terrible. I do not recommend it to anyone.")
'''),
    code('''
r_zs = Resultado("zero-shot", zero_shot)
r_fs = Resultado("few-shot", few_shot)
[r_zs, r_fs]
'''),
    code('''
# variação: exemplos em inglês, alvo em português
r_var = Resultado("variacao", ingles)
print("variação ->", repr(r_fs.texto))
'''),
    md("## Perguntas"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl151: ten samples (manual_seed(1510 + i)) shown in a 2 x 5 GRID of padded reprs (row-major, 1-based
# "#01"), Counter.most_common() printed; answers inside a ```json fenced block in markdown.
NB["tpl151-grid-mostcommon-jsonfence"] = [
    md("# Templates e autoconsistência\nMariana Teles Ogawa"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

saida_ruim = gera(template_ruim, 16, do_sample=False)
saida_boa = gera(template_bom, 8, do_sample=False)
print("ruim >>>", repr(saida_ruim))
print("bom  >>>", repr(saida_boa))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(1510 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
celulas = [f"#{i:02d} {a!r:<24}" for i, a in enumerate(amostras, start=1)]
for linha in zip(*[iter(celulas)] * 5):
    print(" ".join(linha))
print()
print(Counter(rotulo(a) for a in amostras).most_common())
'''),
    md("## Respostas (em JSON porque achei mais organizado)"),
    slot("all"),
]

# tpl152: samples (set_seed(1520 + i)) shown ONLY as HTML colour chips (one <span> per sample, title = seed, label
# colour by the notebook's regex, the repr inside); NO counts or vote printed; answers with "T.n)" ids.
NB["tpl152-html-chips-handcount"] = [
    md("# Template + self-consistency\nGustavo Lima Yoshida"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import html
from transformers import set_seed
from IPython.display import HTML, display
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, t, n in (("RUIM", template_ruim, 16), ("BOM", template_bom, 8)):
    print(f"{nome:>5} ┆ {gera(t, n, do_sample=False)!r}")
'''),
    code(SC + '''

CORES = {"POSITIVO": "#b7e4c7", "NEGATIVO": "#f4a6a6", None: "#dddddd"}
chips = []
for i in range(10):
    set_seed(1520 + i)
    a = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    chips.append(f"<span title='seed {1520 + i}' style='background:{CORES[rotulo(a)]};padding:2px 6px;"
                 f"margin:2px;display:inline-block'>{i + 1}. {html.escape(repr(a))}</span>")
display(HTML("".join(chips)))
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
