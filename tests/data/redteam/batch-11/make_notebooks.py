"""Build the unexecuted batch-11 student notebooks (12: 3 per activity).

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
from transformers import AutoTokenizer, AutoModelForCausalLM
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
modelo = AutoModelForCausalLM.from_pretrained(MODEL_NAME)
modelo.eval()
'''

# ---------------------------------------------------------------- temperature-top-p
# tp111: a @dataclass Rodada whose __call__ generates (manual_seed(self.seed) inside); results (asdict + texto) saved
# to a JSON file, re-loaded and printed one line per run with f-string alignment and !r; answers under
# "Parte A/B/D" headings with roman numerals (i)-(iii), no question ids.
NB["tp111-dataclass-call-jsonroundtrip-roman"] = [
    md("# Atividade 4.15 — temperatura e top-p\nRenata Okabe Salgado"),
    params(),
    code(CAUSAL + '''
import json
from dataclasses import dataclass, asdict

@dataclass
class Rodada:
    nome: str
    temperature: float
    top_p: float
    seed: int
    prompt: str = "Transformers are models that"
    max_new_tokens: int = 80

    def __call__(self):
        torch.manual_seed(self.seed)
        ids = tok(self.prompt, return_tensors="pt")
        with torch.no_grad():
            out = modelo.generate(**ids, do_sample=True, temperature=self.temperature, top_p=self.top_p,
                                  max_new_tokens=self.max_new_tokens, pad_token_id=tok.eos_token_id)
        return tok.decode(out[0][ids["input_ids"].shape[-1]:], skip_special_tokens=True)
'''),
    code('''
rodadas = [Rodada("A1", 0.2, 0.9, 1111), Rodada("A2", 0.7, 0.9, 1112), Rodada("A3", 1.0, 0.9, 1113),
           Rodada("B1", 0.7, 0.3, 1114), Rodada("B2", 0.7, 0.6, 1115), Rodada("B3", 0.7, 0.9, 1116)]
resultados = [{**asdict(r), "texto": r()} for r in rodadas]
with open("rodadas_415.json", "w", encoding="utf-8") as f:
    json.dump(resultados, f, ensure_ascii=False, indent=1)
print("salvo:", len(resultados), "rodadas")
'''),
    code('''
# relendo do arquivo (pra ter certeza que salvou tudo)
with open("rodadas_415.json", encoding="utf-8") as f:
    dados = json.load(f)
for d in dados:
    print(f"{d['nome']:<3}| T={d['temperature']:<4}| p={d['top_p']:<4}| seed={d['seed']} | {d['texto']!r}")
'''),
    md("# Respostas"),
    slot("all"),
]

# tp112: pipeline("text-generation", return_full_text=False) with set_seed per run; part A run TWICE (seed 5, then
# the cell duplicated with seed 6 "porque achei A1 estranho"), both outputs kept; part B seed 7; answers with
# bold ids, some mistyped (A.l, A 3, B2, D.l, D 3); the student says part A answers use the SECOND run.
NB["tp112-pipeline-partA-twice-idtypos"] = [
    md("# Lab 4.15\nGustavo Pereira Nakamura"),
    params(),
    code(CAUSAL + '''
from transformers import pipeline, set_seed
gerar = pipeline("text-generation", model=modelo, tokenizer=tok)

def roda(T, p, seed):
    set_seed(seed)
    r = gerar("Transformers are models that", do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
              return_full_text=False, pad_token_id=tok.eos_token_id)
    return r[0]["generated_text"]
'''),
    md("### Parte A (seed 5)"),
    code('''
for nome, T in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
    print(f">> {nome} | temperature {T} | top_p 0.9 | seed 5")
    print(roda(T, 0.9, 5))
    print()
'''),
    md("Rodei a parte A de novo com outra seed (6) porque o A1 da primeira vez me pareceu estranho. Deixei as duas; "
       "as respostas usam esta segunda:"),
    code('''
for nome, T in [("A1", 0.2), ("A2", 0.7), ("A3", 1.0)]:
    print(f">> {nome} | temperature {T} | top_p 0.9 | seed 6")
    print(roda(T, 0.9, 6))
    print()
'''),
    md("### Parte B (seed 7)"),
    code('''
for nome, p in [("B1", 0.3), ("B2", 0.6), ("B3", 0.9)]:
    print(f">> {nome} | temperature 0.7 | top_p {p} | seed 7")
    print(roda(0.7, p, 7))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# tp113: ONE manual_seed(113) before the six runs; results drawn as a hand-built ASCII box table (+----+ rules),
# each run's text wrapped at 56 columns line by line inside the last column (an empty line of the text = an empty
# cell line); English answers with "Q A.1 —" labels.
NB["tp113-asciibox-wrap56-en"] = [
    md("# Temperature & top-p (4.15)\nIsabela Wójcik Fernandes"),
    params(),
    code(CAUSAL + '''
import textwrap

def box(rows, w=56):
    rule = "+------+------+------+" + "-" * (w + 2) + "+"
    out = [rule, f"| {'run':<4} | {'T':<4} | {'p':<4} | {'text':<{w}} |", rule]
    for nome, T, p, texto in rows:
        linhas = []
        for l in texto.split("\\n"):
            linhas += textwrap.wrap(l, w) or [""]
        for k, l in enumerate(linhas):
            if k == 0:
                out.append(f"| {nome:<4} | {T:<4} | {p:<4} | {l:<{w}} |")
            else:
                out.append(f"| {'':<4} | {'':<4} | {'':<4} | {l:<{w}} |")
        out.append(rule)
    return "\\n".join(out)
'''),
    code('''
cfg = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9), ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
torch.manual_seed(113)
linhas = []
for nome, T, p in cfg:
    enc = tok("Transformers are models that", return_tensors="pt")
    with torch.no_grad():
        g = modelo.generate(**enc, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    linhas.append((nome, T, p, tok.decode(g[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)))
print(box(linhas))
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot111: a class Perguntador with __call__(pergunta, n, seed); each output shown ONLY as IPython HTML
# (<h4> header + <pre> with html.escape); answers with curly quotes.
NB["cot111-callable-htmlpre-curlyquotes"] = [
    md("# Parte C — cadeia de raciocínio\nFelipe Arruda Matsumoto"),
    params(),
    code(CAUSAL + '''
import html
from IPython.display import HTML, display

class Perguntador:
    def __init__(self, T=0.7, p=0.9):
        self.T, self.p = T, p

    def __call__(self, pergunta, n, seed):
        torch.manual_seed(seed)
        x = tok(pergunta, return_tensors="pt")
        with torch.no_grad():
            y = modelo.generate(**x, do_sample=True, temperature=self.T, top_p=self.p, max_new_tokens=n,
                                pad_token_id=tok.eos_token_id)
        return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

perguntar = Perguntador()
'''),
    code('''
for nome, pergunta, n, seed in [("P1", "What is 27 + 58?", 40, 1101), ("P2", "Solve step by step: 27 + 58.", 80, 1102)]:
    saida = perguntar(pergunta, n, seed)
    display(HTML(f"<h4>{nome} — {html.escape(pergunta)} (T=0.7, top_p=0.9, {n} tokens, seed {seed})</h4>"
                 f"<pre>{html.escape(saida)}</pre>"))
'''),
    md("## Respostas"),
    slot("all"),
]

# cot112: runs saved to a JSON file, re-loaded, printed with a centred '=' header and textwrap.indent(4 spaces);
# answers typed as a Python DICT in a code cell executed afterwards (printed 'C.1 -> ...': not evidence).
NB["cot112-jsonfile-center-indent-dictanswers"] = [
    md("# Chain of thought — 4.15 C\nDaniela Queiroz Amaral"),
    params(),
    code(CAUSAL + '''
import json, textwrap
'''),
    code('''
torch.manual_seed(1120)
resultado = {}
for chave, pergunta, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    e = tok(pergunta, return_tensors="pt")
    with torch.no_grad():
        s = modelo.generate(**e, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    resultado[chave] = {"pergunta": pergunta, "saida": tok.decode(s[0, e["input_ids"].shape[1]:], skip_special_tokens=True)}
json.dump(resultado, open("cot.json", "w"), ensure_ascii=False)
'''),
    code('''
d = json.load(open("cot.json"))
for k, v in d.items():
    print(f" {k}: {v['pergunta']} ".center(60, "="))
    print(textwrap.indent(v["saida"], "    "))
    print()
'''),
    md("Respostas (num dicionário):"),
    slot("dict", "code", ["answers-executed-after"]),
]

# cot113: the generation cell run with seed 31, then duplicated with seed 32 ("pra comparar"), both outputs kept,
# one line per prompt f"{nome:<3}|{texto!r}"; answers state they use seed 32; numbered list under "Parte C".
NB["cot113-twoseeds-kept-fstring-repr"] = [
    md("# CoT\nLeonardo Brandão Ikeda"),
    params(),
    code(CAUSAL + '''
PERGUNTAS = [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]

def rodar(seed):
    torch.manual_seed(seed)
    for nome, q, n in PERGUNTAS:
        x = tok(q, return_tensors="pt")
        with torch.no_grad():
            y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                                pad_token_id=tok.eos_token_id)
        print(f"{nome:<3}|{tok.decode(y[0, x['input_ids'].shape[1]:], skip_special_tokens=True)!r}")
'''),
    code('''
print("seed 31")
rodar(31)
'''),
    md("Rodei de novo com a seed 32 pra comparar (as respostas abaixo são desta segunda):"),
    code('''
print("seed 32")
rodar(32)
'''),
    md("## Parte C"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
SWITCH = '''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM
enc_dec = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
Classe = AutoModelForSeq2SeqLM if enc_dec else AutoModelForCausalLM
modelo = Classe.from_pretrained(MODEL_NAME)
modelo.eval()

def gera(prompt, n=8, **kw):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, max_new_tokens=n, pad_token_id=tok.eos_token_id, **kw)
    return tok.decode(y[0] if enc_dec else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''

# fs111: outputs in a pandas DataFrame shown ONLY through display(HTML(df.to_html())) (text/html, raw newlines inside
# <td>; text/plain is the HTML object's repr); variation = positive demonstration replaced by another
# positive review; answers numbered 1.-5. under a "Parte F" heading, no ids.
NB["fs111-df-tohtml-newpositive-numbered"] = [
    md("# Few-shot (5.5 / 5.8)\nPriscila Nunes Albuquerque"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import pandas as pd
from IPython.display import HTML, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace("Adorei, foi excelente e emocionante.", "Que filme maravilhoso, recomendo muito.")
'''),
    code('''
tabela = pd.DataFrame({
    "execução": ["ZS (zero-shot)", "FS (few-shot)", "VAR (demo positiva trocada)"],
    "saída": [gera(p, do_sample=False) for p in (zero_shot, few_shot, variacao)],
})
display(HTML(tabela.to_html(index=False)))
'''),
    md("## Parte F"),
    slot("all"),
]

# fs112: outputs printed as df.to_json(orient="records", force_ascii=False); variation = the negative demonstration
# duplicated (two NEG + one POS); the loaded model's position limit printed (max_position_embeddings of the
# loaded model, 8192 on smollm2) and the F.5 answer gives THAT instead of GPT-2's 1024.
NB["fs112-tojson-records-dupneg-f5-loaded"] = [
    md("# Cap. 5 — few-shot e janela\nRodrigo Tavares Hashimoto"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
import pandas as pd
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

variacao = few_shot.replace('Sentimento: NEGATIVO\\n', 'Sentimento: NEGATIVO\\n\\nTexto: "Horrível, dormi no meio."\\nSentimento: NEGATIVO\\n')
print(variacao)
'''),
    code('''
df = pd.DataFrame([{"run": k, "saida": gera(p, do_sample=False)}
                   for k, p in [("ZS", zero_shot), ("FS", few_shot), ("VAR", variacao)]])
print(df.to_json(orient="records", force_ascii=False))
'''),
    code('''
# janela de contexto
cfg = modelo.config
print("janela:", getattr(cfg, "n_positions", None) or getattr(cfg, "max_position_embeddings", None))
'''),
    md("### Respostas"),
    slot("all"),
]

# fs113: a class Rotulador with __call__; outputs in a hand-drawn pipe table with !r cells; variation = the two
# demonstrations without accents ("Pessimo. Nao recomendo para ninguem."); English answers, quotes in «guillemets».
NB["fs113-callable-pipetable-noaccents-en"] = [
    md("# Few-shot / in-context learning\nMatheus Lindqvist Porto"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

class Rotulador:
    def __init__(self, nome):
        self.seq2seq = AutoConfig.from_pretrained(nome).is_encoder_decoder
        self.tok = AutoTokenizer.from_pretrained(nome)
        cls = AutoModelForSeq2SeqLM if self.seq2seq else AutoModelForCausalLM
        self.lm = cls.from_pretrained(nome).eval()

    def __call__(self, prompt):
        x = self.tok(prompt, return_tensors="pt")
        with torch.no_grad():
            y = self.lm.generate(**x, max_new_tokens=8, do_sample=False, pad_token_id=self.tok.eos_token_id)
        return self.tok.decode(y[0] if self.seq2seq else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

rotular = Rotulador(MODEL_NAME)
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

sem_acentos = (few_shot.replace("Péssimo. Não recomendo para ninguém.", "Pessimo. Nao recomendo para ninguem.")
                       .replace("Adorei, foi excelente e emocionante.", "Adorei, foi excelente e emocionante!"))
'''),
    code('''
print(f"| {'run':<4} | {'output (repr)':<30} |")
print(f"|{'-' * 6}|{'-' * 32}|")
for nome, p in [("ZS", zero_shot), ("FS", few_shot), ("VAR", sem_acentos)]:
    print(f"| {nome:<4} | {rotular(p)!r:<30} |")
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- template
EXTRAI = '''
import re, unicodedata
from collections import Counter

def extrai(s):
    s = "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn").upper()
    m = re.search(r"\\b(POSITIVO|NEGATIVO)\\b", s)
    return m.group(1) if m else None
'''

# tpl111: samples as @dataclass Amostra objects (manual_seed(1100 + i) each) saved to JSON, re-loaded and printed as
# an aligned table `{i:>2} | {rotulo!s:<8} | {texto!r}`; vote with an INDETERMINADO tie rule; answers "Resposta T.n:".
NB["tpl111-dataclass-jsonfile-aligned"] = [
    md("# Templates e self-consistency\nVanessa Costa Yoshida"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
import json
from dataclasses import dataclass, asdict

@dataclass
class Amostra:
    i: int
    seed: int
    texto: str
    rotulo: object
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("pouco restritivo:", repr(gera(template_ruim, 16, do_sample=False)))
print("restritivo      :", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(1100 + i)
    t = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    amostras.append(Amostra(i, 1100 + i, t, extrai(t)))
json.dump([asdict(a) for a in amostras], open("sc.json", "w"), ensure_ascii=False)
'''),
    code('''
lidas = json.load(open("sc.json"))
for a in lidas:
    print(f"{a['i']:>2} | {a['rotulo']!s:<8} | {a['texto']!r}")
cont = Counter(a["rotulo"] for a in lidas if a["rotulo"])
mc = cont.most_common()
voto = "INDETERMINADO" if not mc or (len(mc) > 1 and mc[0][1] == mc[1][1]) else mc[0][0]
print("POSITIVO:", cont["POSITIVO"], "NEGATIVO:", cont["NEGATIVO"], "sem rótulo:", sum(a["rotulo"] is None for a in lidas), "=> voto:", voto)
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl112: pipeline (text2text-generation or text-generation by the config) for everything; templates greedy via the
# pipeline; SC = ONE pipeline call with num_return_sequences=10 after set_seed(1212); samples printed with a
# guillemet marker `03 » '...'`; labels list printed, NO counts / vote printed (the student counts by hand).
NB["tpl112-pipeline-numreturn-handcount"] = [
    md("# 5.6 / 5.7 — template\nJúlia Barcellos Amano"),
    params("google/flan-t5-small"),
    code('''
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM, pipeline, set_seed
ed = AutoConfig.from_pretrained(MODEL_NAME).is_encoder_decoder
tok = AutoTokenizer.from_pretrained(MODEL_NAME)
lm = (AutoModelForSeq2SeqLM if ed else AutoModelForCausalLM).from_pretrained(MODEL_NAME)
pipe = pipeline("text2text-generation" if ed else "text-generation", model=lm, tokenizer=tok)
extra = {} if ed else {"return_full_text": False}

def texto(prompt, **kw):
    return [r["generated_text"] for r in pipe(prompt, pad_token_id=tok.eos_token_id, **extra, **kw)]
''' + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("RUIM »", repr(texto(template_ruim, max_new_tokens=16, do_sample=False)[0]))
print("BOM  »", repr(texto(template_bom, max_new_tokens=8, do_sample=False)[0]))
'''),
    code(SC + '''

set_seed(1212)
amostras = texto(prompt_sc, max_new_tokens=8, do_sample=True, temperature=0.9, top_p=0.9, num_return_sequences=10)
for i, a in enumerate(amostras, 1):
    print(f"{i:02d} » {a!r}")
print([extrai(a) for a in amostras])
'''),
    md("## Respostas (contei na mão a partir da lista)"),
    slot("all"),
]

# tpl113: a class Classificador with __call__(prompt, n, seed=None) (greedy when seed is None); every output printed
# with f-string alignment `{nome:<6}|{texto!r}` and the samples `{i:<3}|{rotulo!s:<9}|{texto!r}`; Counter printed;
# English answers with mistyped ids (T.l, T 2, T3, T.4, T,5).
NB["tpl113-callable-fstring-idtypos-en"] = [
    md("# Template lab (5.6, 5.7)\nEduardo Santiago Kowalski"),
    params("google/flan-t5-small"),
    code('''
import torch
from transformers import AutoConfig, AutoTokenizer, AutoModelForSeq2SeqLM, AutoModelForCausalLM

class Classificador:
    def __init__(self, nome):
        self.ed = AutoConfig.from_pretrained(nome).is_encoder_decoder
        self.tok = AutoTokenizer.from_pretrained(nome)
        self.lm = (AutoModelForSeq2SeqLM if self.ed else AutoModelForCausalLM).from_pretrained(nome).eval()

    def __call__(self, prompt, n, seed=None):
        kw = dict(do_sample=False) if seed is None else dict(do_sample=True, temperature=0.9, top_p=0.9)
        if seed is not None:
            torch.manual_seed(seed)
        x = self.tok(prompt, return_tensors="pt")
        with torch.no_grad():
            y = self.lm.generate(**x, max_new_tokens=n, pad_token_id=self.tok.eos_token_id, **kw)
        return self.tok.decode(y[0] if self.ed else y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

clf = Classificador(MODEL_NAME)
''' + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

for nome, t, n in [("loose", template_ruim, 16), ("strict", template_bom, 8)]:
    print(f"{nome:<6}|{clf(t, n)!r}")
'''),
    code(SC + '''

rows = []
for i in range(10):
    s = clf(prompt_sc, 8, seed=1300 + i)
    rows.append((i, extrai(s), s))
    print(f"{i:<3}|{extrai(s)!s:<9}|{s!r}")
print(Counter(r for _, r, _ in rows if r), "| no label:", sum(r is None for _, r, _ in rows))
'''),
    md("## Answers"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
