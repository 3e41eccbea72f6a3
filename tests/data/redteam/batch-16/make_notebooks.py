"""Build the unexecuted batch-16 student notebooks (8: 2 per activity).

usage: python make_notebooks.py OUTDIR
First code cell `MODEL_NAME = ...` tagged `parameters`; answer slots are filled after execution by add_answers.py
from answers_text.py (redteam_kit.fill_answers; tpl162's answers are comment lines appended to an executed code cell,
in place of its `# <<RESPOSTAS>>` line). The students' code runs on whatever MODEL_NAME papermill injects.
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
# tp161: the configurations typed as a CSV string read with csv.DictReader (strings -> float), one seed per run
# derived from the run's NAME (zlib.crc32(name) % 10000); all six runs shown ONLY as one text/markdown TABLE
# (display(Markdown)), newlines as <br>, pipes escaped; answers with markdown FOOTNOTES holding the evidence,
# each footnote defined right under its answer (rendered, the evidence moves to the end of the cell).
NB["tp161-csvconfigs-crc32-mdtable-footnotes"] = [
    md("# Atividade 4.15 — temperatura × top-p\nLarissa Quintela Moura\n\n"
       "Deixei as configurações numa \"planilha\" (CSV) dentro do notebook, assim não erro digitando seis chamadas."),
    params(),
    code(CAUSAL + '''
import csv
import io
import zlib
from IPython.display import Markdown, display

PROMPT = "Transformers are models that"
PLANILHA = """execucao,temperatura,top_p
A1,0.2,0.9
A2,0.7,0.9
A3,1.0,0.9
B1,0.7,0.3
B2,0.7,0.6
B3,0.7,0.9
"""
configs = list(csv.DictReader(io.StringIO(PLANILHA)))
'''),
    code('''
linhas = ["| execução | temperatura | top-p | semente | continuação |", "|---|---|---|---|---|"]
textos = {}
for cfg in configs:
    nome = cfg["execucao"]
    T, p = float(cfg["temperatura"]), float(cfg["top_p"])
    semente = zlib.crc32(nome.encode()) % 10_000      # semente fixa, tirada do nome da execução
    torch.manual_seed(semente)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    textos[nome] = tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
    celula = textos[nome].strip().replace("|", "\\\\|").replace("\\n", "<br>")
    linhas.append(f"| **{nome}** | {T} | {p} | {semente} | {celula} |")
display(Markdown("\\n".join(linhas)))
'''),
    md("## Respostas\n\n(as evidências estão nas notas de rodapé)"),
    slot("all"),
]

# tp162: the configurations in a dict LITERAL with the key "B2" typed twice (copy-paste): Python keeps the first
# position and the LAST value, so B2 runs at top_p=0.9 and there is no B3 (0.6 never runs); one seed per position
# (1620 + i); each run shown ONLY as IPython HTML <figure><blockquote>text</blockquote><figcaption>label after the
# text</figcaption>; answers in three cells placed right under each part (A, B, D), "Q1..Q3" restarting per part.
NB["tp162-dupkey-figcaption-interleaved"] = [
    md("# 4.15 — Temperatura e top-p\nOtávio Brandão Kuroda"),
    params(),
    code(CAUSAL + '''
import html
from IPython.display import HTML, display

PROMPT = "Transformers are models that"
CONFIGS = {
    "A1": dict(temperature=0.2, top_p=0.9),
    "A2": dict(temperature=0.7, top_p=0.9),
    "A3": dict(temperature=1.0, top_p=0.9),
    "B1": dict(temperature=0.7, top_p=0.3),
    "B2": dict(temperature=0.7, top_p=0.6),
    "B2": dict(temperature=0.7, top_p=0.9),
}

def continua(cfg):
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, max_new_tokens=80, pad_token_id=tok.eos_token_id, **cfg)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)

def mostra(nome, cfg, texto):
    corpo = html.escape(texto).replace("\\n", "<br>")
    display(HTML("<figure style='margin:0 0 1.2em 0'>"
                 f"<blockquote style='border-left:4px solid #888;padding-left:10px;margin:0'>{corpo}</blockquote>"
                 f"<figcaption style='color:#555'>— {nome}, temperature={cfg['temperature']}, "
                 f"top_p={cfg['top_p']}</figcaption></figure>"))
'''),
    md("## Parte A — temperatura (top-p 0.9)"),
    code('''
for i, (nome, cfg) in enumerate(CONFIGS.items()):
    if not nome.startswith("A"):
        continue
    torch.manual_seed(1620 + i)
    mostra(nome, cfg, continua(cfg))
'''),
    md("#### Respostas da parte A"),
    slot("A"),
    md("## Parte B — top-p (temperatura 0.7)"),
    code('''
for i, (nome, cfg) in enumerate(CONFIGS.items()):
    if not nome.startswith("B"):
        continue
    torch.manual_seed(1620 + i)
    mostra(nome, cfg, continua(cfg))
'''),
    md("#### Respostas da parte B"),
    slot("B"),
    md("## Parte D — se o texto entrar em loop"),
    slot("D"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot161: one set_seed(1610), both prompts in a loop over (label, prompt, n) tuples; every NUMBER of the
# continuation wrapped in ANSI red by the student's own re.sub (escape codes inside the generated text), the label
# in ANSI bold; answers as "C.n ⟶" lines.
NB["cot161-ansi-numbers-arrows"] = [
    md("# Parte C — chain of thought\nHeloísa Arantes Nogueira\n\nPintei os números de vermelho para conferir as contas mais rápido."),
    params(),
    code(CAUSAL + '''
import re

VERMELHO, NEGRITO, FIM = "\\033[31m", "\\033[1m", "\\033[0m"

def destaca(texto):
    return re.sub(r"\\d+(?:\\.\\d+)?", lambda m: f"{VERMELHO}{m.group()}{FIM}", texto)

def pergunta(prompt, n):
    x = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n,
                            pad_token_id=tok.eos_token_id)
    return tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)
'''),
    code('''
set_seed(1610)
for rotulo, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    saida = pergunta(prompt, n)
    print(f"{NEGRITO}{rotulo}{FIM} {prompt}  (max_new_tokens={n})")
    print(destaca(saida))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# cot162: seeds in a dict (P1: 7, P2: 70); generate on input_ids with an explicit attention mask; each run shown
# ONLY as the list of its byte-level BPE TOKEN NAMES (tok.convert_ids_to_tokens: 'Ġ' = space, 'Ċ' = newline, the
# EOS token kept); answers in a markdown TABLE with one column per question and a single row.
NB["cot162-bpe-tokennames-onerow-table"] = [
    md("# Chain-of-thought: estilo × correção\nVinícius Tabosa Hirata\n\n"
       "Quis ver como o modelo quebra os números em tokens, então imprimi os tokens gerados."),
    params(),
    code(CAUSAL + '''
SEMENTES = {"P1": 7, "P2": 70}
PROMPTS = {"P1": ("What is 27 + 58?", 40), "P2": ("Solve step by step: 27 + 58.", 80)}
'''),
    code('''
for nome, (prompt, n) in PROMPTS.items():
    torch.manual_seed(SEMENTES[nome])
    ids = tok(prompt, return_tensors="pt").input_ids
    with torch.no_grad():
        y = modelo.generate(ids, attention_mask=torch.ones_like(ids), do_sample=True, temperature=0.7, top_p=0.9,
                            max_new_tokens=n, pad_token_id=tok.eos_token_id)
    novos = y[0, ids.shape[1]:].tolist()
    print(f"{nome} | {prompt} | {len(novos)} tokens novos")
    print(tok.convert_ids_to_tokens(novos))
    print()
'''),
    md("## Respostas (uma coluna por pergunta)"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs161: each greedy output shown ONLY as the Python LIST OF ITS CHARACTERS (print(list(s))) after a
# "<name> <len> caracteres" line; variation = the positive demonstration replaced by a second NEGATIVE one (both
# demonstrations NEGATIVO); answers labelled by TOPIC ("Saídas:", "Formato:", "Pesos:", "Variação:", "Janela:"), no ids.
NB["fs161-charlist-allneg-topiclabels"] = [
    md("# Few-shot (5.5) e contexto (5.8)\nPriscila Damasceno Ueda"),
    params("google/flan-t5-small"),
    code(SWITCH),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# minha variação: troquei o exemplo positivo por outro negativo (os dois exemplos ficam NEGATIVO)
so_negativos = few_shot.replace('Texto: "Adorei, foi excelente e emocionante."\\nSentimento: POSITIVO',
                                'Texto: "Que chatice, dormi no meio do filme."\\nSentimento: NEGATIVO')
assert so_negativos != few_shot
'''),
    code('''
# imprimo como lista de caracteres pra enxergar espaço e quebra de linha
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("variação", so_negativos)]:
    s = gera(p, do_sample=False)
    print(nome, len(s), "caracteres")
    print(list(s))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs162: the three outputs written to a markdown FILE (### headings + ``` fences) and shown with
# display(Markdown(filename=...)); the "variation" is the SAME few-shot prompt with max_new_tokens=3 (a decoding
# change, no demonstration altered); English answers numbered "1/5".."5/5".
NB["fs162-mdfile-maxnew-var-en"] = [
    md("# Few-shot and in-context learning\nBruno Cavalcanti Ishikawa"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from IPython.display import Markdown, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS),
    code('''
# variation: same few-shot prompt, but only 3 new tokens, to force the model to answer just the label
with open("saidas_fewshot.md", "w", encoding="utf-8") as f:
    for nome, p, n in [("Zero-shot", zero_shot, 8), ("Few-shot", few_shot, 8), ("Variation", few_shot, 3)]:
        s = gera(p, n, do_sample=False)
        f.write(f"### {nome} (max_new_tokens={n})\\n\\n```\\n{s}\\n```\\n\\n")
display(Markdown(filename="saidas_fewshot.md"))
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl161: templates as "pouco restritivo = <repr>"; the self-consistency loop passes temperature/top_p but FORGETS
# do_sample=True (transformers warns on stderr): ten greedy copies, manual_seed(i) useless; shown as the SET of
# distinct samples, the labels list, the Counter and the vote; answers under HEADINGS that carry the short answer.
NB["tpl161-nosample-set-headings"] = [
    md("# Templates e self-consistency (5.6 / 5.7)\nAna Clara Fujimoto Reis"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

saida_ruim = gera(template_ruim, 16, do_sample=False)
saida_boa = gera(template_bom, 8, do_sample=False)
print(f"pouco restritivo = {saida_ruim!r}")
print(f"restritivo       = {saida_boa!r}")
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(i)
    amostras.append(gera(prompt_sc, 8, temperature=0.9, top_p=0.9))
rotulos = [rotulo(a) for a in amostras]
print("amostras distintas:", set(amostras))
print("rótulos:", rotulos)
print("contagem:", Counter(rotulos))
mais = Counter(r for r in rotulos if r).most_common(1)
print("voto:", mais[0][0] if mais else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl162: every output printed as UTF-8 BYTES (s.encode(): accents become \\xc3.. escapes); ten samples with
# set_seed over the digits of pi [3, 1, 4, 1, 5, 9, 2, 6, 5, 3] (three repeated seeds: three pairs of identical
# samples), one line each with the label; Counter printed; the answers are COMMENT LINES appended to the executed
# vote cell (written after running it).
NB["tpl162-bytes-piseeds-comments"] = [
    md("# 5.6–5.7 template e autoconsistência\nMarcelo Antunes Sakamoto\n\nImprimi tudo em bytes pra ver os acentos e espaços sem surpresa."),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI + '''
from transformers import set_seed
'''),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("ruim ", gera(template_ruim, 16, do_sample=False).encode("utf-8"))
print("bom  ", gera(template_bom, 8, do_sample=False).encode("utf-8"))
'''),
    code(SC + '''

SEMENTES = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]       # dígitos de pi
amostras = []
for k, s in enumerate(SEMENTES, start=1):
    set_seed(s)
    a = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    amostras.append(a)
    print(f"{k:>2}  semente {s}  {a.encode('utf-8')}  -> {rotulo(a)}")
'''),
    code('''
contagem = Counter(rotulo(a) for a in amostras)
print(contagem)
validos = Counter(r for r in (rotulo(a) for a in amostras) if r).most_common()
print("voto:", validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO")
# <<RESPOSTAS>>
'''),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
