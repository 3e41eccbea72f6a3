"""Build the unexecuted batch-18 student notebooks (8: 2 per activity).

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
# tp181: runs named IN ENGLISH ("low temp run", ..., "narrow nucleus"), kept in a collections.defaultdict(list) keyed
# by part; printed with %-formatting (header "%-15s T=%.1f top_p=%.1f seed=%d") and the text wrapped with
# textwrap.wrap(texto, 70) into "    | " lines (newlines of the output collapse into spaces); seeds 1810 + k.
# Answers as a Q&A dialogue ("Monitor:" / "Eu:") with no question ids, in the order of the activity.
NB["tp181-defaultdict-percent-wrap-enruns"] = [
    md("# Atividade 4.15 — temperatura e top-p\nLeonardo Vasconcelos Ikeda"),
    params(),
    code(CAUSAL + '''
from collections import defaultdict
import textwrap

PROMPT = "Transformers are models that"
CONFIGS = [("A", "low temp run", 0.2, 0.9), ("A", "mid temp run", 0.7, 0.9), ("A", "high temp run", 1.0, 0.9),
           ("B", "narrow nucleus", 0.7, 0.3), ("B", "medium nucleus", 0.7, 0.6), ("B", "wide nucleus", 0.7, 0.9)]
saidas = defaultdict(list)
for k, (parte, nome, T, p) in enumerate(CONFIGS):
    torch.manual_seed(1810 + k)
    x = tok(PROMPT, return_tensors="pt")
    with torch.no_grad():
        y = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                            pad_token_id=tok.eos_token_id)
    saidas[parte].append((nome, T, p, 1810 + k, tok.decode(y[0, x["input_ids"].shape[1]:], skip_special_tokens=True)))
'''),
    code('''
for parte, lista in saidas.items():
    print("=== parte %s ===" % parte)
    for nome, T, p, s, texto in lista:
        print("%-15s T=%.1f top_p=%.1f seed=%d" % (nome, T, p, s))
        for linha in textwrap.wrap(texto, 70):
            print("    | " + linha)
    print()
'''),
    md("## Respostas (em forma de conversa com o monitor)"),
    slot("all"),
]

# tp182: model.generate(..., output_scores=True, return_dict_in_generate=True) and compute_transition_scores: each run a
# TUPLE ("[A1]", "T=0.2", "p=0.9", "logp médio=-0.87", repr(text)) in a list, printed IN REVERSE ORDER (B3 first) with
# print(*linha, sep=" | "); seeds 1820 + i; answers in ONE bullet list with nested sub-bullets, ids "A•1".
NB["tp182-scores-reversed-starsep"] = [
    md("# Temperatura e top-p (4.15)\nPatrícia Andrade Kowalczyk\n\n"
       "Além do texto guardei a log-probabilidade média dos tokens escolhidos."),
    params(),
    code(CAUSAL + '''
PROMPT = "Transformers are models that"
TABELA = [("A1", 0.2, 0.9), ("A2", 0.7, 0.9), ("A3", 1.0, 0.9),
          ("B1", 0.7, 0.3), ("B2", 0.7, 0.6), ("B3", 0.7, 0.9)]
'''),
    code('''
res = []
x = tok(PROMPT, return_tensors="pt")
n0 = x["input_ids"].shape[1]
for i, (nome, T, p) in enumerate(TABELA):
    torch.manual_seed(1820 + i)
    with torch.no_grad():
        out = modelo.generate(**x, do_sample=True, temperature=T, top_p=p, max_new_tokens=80,
                              pad_token_id=tok.eos_token_id, output_scores=True, return_dict_in_generate=True)
    lp = modelo.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)[0]
    texto = tok.decode(out.sequences[0, n0:], skip_special_tokens=True)
    res.append((f"[{nome}]", f"T={T}", f"p={p}", f"logp médio={lp.mean().item():.2f}", repr(texto)))

for linha in reversed(res):      # de trás pra frente, B3 primeiro
    print(*linha, sep=" | ")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- chain-of-thought
# cot181: TextIteratorStreamer consumed while generate() runs in a threading.Thread; set_seed(1811 + i); each run's
# header centred with str.center(60, "="); answers mixing Portuguese and English, numbers written as words.
NB["cot181-iterstreamer-center-ptmix"] = [
    md("# Chain-of-thought — parte C\nBruno Takahashi Menezes"),
    params(),
    code(CAUSAL + '''
from threading import Thread
from transformers import TextIteratorStreamer
'''),
    code('''
for i, (nome, prompt, n) in enumerate([("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]):
    set_seed(1811 + i)
    st = TextIteratorStreamer(tok, skip_prompt=True, skip_special_tokens=True)
    x = tok(prompt, return_tensors="pt")
    t = Thread(target=modelo.generate, kwargs=dict(**x, streamer=st, do_sample=True, temperature=0.7, top_p=0.9,
                                                  max_new_tokens=n, pad_token_id=tok.eos_token_id))
    t.start()
    pedacos = [pedaco for pedaco in st]
    t.join()
    print(f" {nome}: {prompt} ".center(60, "="))
    print("".join(pedacos))
    print()
'''),
    md("## Respostas"),
    slot("all"),
]

# cot182: pipeline("text-generation", return_full_text=False); one set_seed(18) before both prompts; the runs kept as
# a list of tuples and printed TAB-SEPARATED (name, repr(prompt), number of characters, repr(output)); answers under
# headings "Pergunta C — item 1".
NB["cot182-pipeline-tuples-tabs-pergunta"] = [
    md("# Parte C (cadeia de raciocínio)\nCamila Duarte Nishimura"),
    params(),
    code('''
from transformers import pipeline, set_seed
gerador = pipeline("text-generation", model=MODEL_NAME, device="cpu")
'''),
    code('''
set_seed(18)
linhas = []
for nome, prompt, n in [("P1", "What is 27 + 58?", 40), ("P2", "Solve step by step: 27 + 58.", 80)]:
    r = gerador(prompt, do_sample=True, temperature=0.7, top_p=0.9, max_new_tokens=n, return_full_text=False,
                pad_token_id=gerador.tokenizer.eos_token_id)
    linhas.append((nome, prompt, r[0]["generated_text"]))
print("nome", "prompt", "chars", "saida", sep="\\t")
for nome, prompt, texto in linhas:
    print(nome, repr(prompt), len(texto), repr(texto), sep="\\t")
'''),
    md("## Respostas"),
    slot("all"),
]

# ---------------------------------------------------------------- few-shot
# fs181: the three greedy outputs shown only through IPython.display.Pretty (text/plain only), "{nome:>12} → {saida!r}";
# variation = the demonstrations' LABELS in lower case (positivo / negativo); answers with ids "F•1".
NB["fs181-pretty-lowerlabels-bullet"] = [
    md("# Few-shot e janela de contexto\nHelena Moura Sakamoto"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from IPython.display import Pretty, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variação: rótulos dos exemplos em minúsculas
minusculas = few_shot.replace("Sentimento: POSITIVO", "Sentimento: positivo").replace("Sentimento: NEGATIVO", "Sentimento: negativo")
'''),
    code('''
saidas = {nome: gera(p, do_sample=False) for nome, p in
          [("zero-shot", zero_shot), ("few-shot", few_shot), ("minúsculas", minusculas)]}
display(Pretty("\\n".join(f"{nome:>12} → {s!r}" for nome, s in saidas.items())))
'''),
    md("## Respostas"),
    slot("all"),
]

# fs182: each output shown with display(Markdown(...)) as a BLOCKQUOTE PER LINE ("> " before every line of the
# output); variation = the demonstrations' labels in ENGLISH (POSITIVE / NEGATIVE; the task line still asks
# POSITIVO/NEGATIVO); English answers.
NB["fs182-mdblockquote-englishlabels-en"] = [
    md("# Few-shot prompting\nDaniel Whitaker Oliveira"),
    params("google/flan-t5-small"),
    code(SWITCH + '''
from IPython.display import Markdown, display
'''),
    code(TASK + "\n\n" + ZS + "\n\n" + FS + '''

# variation: demo labels in English
english = few_shot.replace("Sentimento: POSITIVO", "Sentimento: POSITIVE").replace("Sentimento: NEGATIVO", "Sentimento: NEGATIVE")
'''),
    code('''
for nome, p in [("zero-shot", zero_shot), ("few-shot", few_shot), ("english labels", english)]:
    s = gera(p, do_sample=False)
    corpo = "\\n".join("> " + l for l in (s.splitlines() or [""]))
    display(Markdown(f"**{nome}**\\n\\n{corpo}"))
'''),
    md("## Answers"),
    slot("all"),
]

# ---------------------------------------------------------------- template
# tpl181: the ten samples (manual_seed(1810 + i)) printed IN REVERSE ORDER, each repr centred with
# str.center(50, "·") after "amostra k:"; Counter and vote; answers with numbers written as words.
NB["tpl181-center-reversed-numwords"] = [
    md("# Templates e autoconsistência\nRenata Figueira Oyama"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("template ruim →", repr(gera(template_ruim, 16, do_sample=False)))
print("template bom  →", repr(gera(template_bom, 8, do_sample=False)))
'''),
    code(SC + '''

amostras = []
for i in range(10):
    torch.manual_seed(1810 + i)
    amostras.append(gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9))
for k in range(len(amostras) - 1, -1, -1):           # da última para a primeira
    print(f"amostra {k + 1:>2}:", repr(amostras[k]).center(50, "·"))
cont = Counter(rotulo(a) for a in amostras)
print(cont)
validos = [(r, c) for r, c in cont.most_common() if r]
print("voto:", validos[0][0] if validos and (len(validos) == 1 or validos[0][1] > validos[1][1]) else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

# tpl182: the samples (manual_seed(1830 + i)) kept as a list of TUPLES (seed, text, label) printed with %-formatting
# "%d\\t%r\\t%s"; Counter of labels and vote; answers in ONE bullet list with nested sub-bullets, PT/EN mixed.
NB["tpl182-tuples-percentr-nested"] = [
    md("# Template + self-consistency\nIgor Fonseca Adeyemi"),
    params("google/flan-t5-small"),
    code(SWITCH + EXTRAI),
    code(TASK + "\n\n" + LOOSE + "\n\n" + STRICT + '''

print("LOOSE\\t%r" % gera(template_ruim, 16, do_sample=False))
print("STRICT\\t%r" % gera(template_bom, 8, do_sample=False))
'''),
    code(SC + '''

tuplas = []
for i in range(10):
    torch.manual_seed(1830 + i)
    a = gera(prompt_sc, 8, do_sample=True, temperature=0.9, top_p=0.9)
    tuplas.append((1830 + i, a, rotulo(a)))
for t in tuplas:
    print("%d\\t%r\\t%s" % t)
c = Counter(r for _, _, r in tuplas if r)
print(dict(c), "| voto:", c.most_common(1)[0][0] if c else "INDETERMINADO")
'''),
    md("## Respostas"),
    slot("all"),
]

if __name__ == "__main__":
    write_notebooks(NB, Path(sys.argv[1]))
