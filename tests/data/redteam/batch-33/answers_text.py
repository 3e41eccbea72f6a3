"""Batch 33's hand-written answers, written after reading the recorded outputs (/tmp/rt33/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp331: ONE markdown cell, the nine answers as paragraphs in the questions' order, NO ids; abbreviations ("temp", "T=.2",
# "top p"), pt/en mix; part B taken from the SECOND part-B cell ("[gera novo]", seeds 3333/3336/3339); honest.
P = PIECES["tp331-hardcoded-topp-helper-redefined"] = {
    "A.1": ('A1 (T=.2): "can be used to predict future behavior based on historical data. They are often used in marketing and finance to optimize business decisions"\n'
            'A2 (T=.7): "describe the behavior of physical systems based on mathematical equations. These models can be used to analyze and predict phenomena"\n'
            'A3 (T=1): "can learn and adapt based on patterns and rules in data. This includes models like a) supervised learning"'),
    "A.2": ('A1, temp mais baixa. no fim ele fica girando no mesmo: "the `get_data` function is used to retrieve the data from the `data` list. '
            'The `get_data` function is a built-in Python function that returns the data from" -> get_data 2x, "the data from" 2x'),
    "A.3": ('A2 (T=.7) eu acho — sai de "physical systems" pra "physics, engineering, and biology" e lista "thermodynamics, electromagnetism", '
            'depois vai pra "representing complex systems". o A3 varia tb mas fica em supervised/reinforcement learning. o A1 mudou de assunto do nada pro código mas é mais repetido'),
    "B.1": 'top p = 0.3 (B1 do gera novo, o de cima não vale pq tava tudo .9)',
    "B.2": '"of a machine" (B1 novo: "a mechanical model of a machine" e depois "the performance of a machine, such as a production")',
    "B.3": ('top p pega o menor conjunto de tokens cuja prob acumulada soma p. com p=.3 sobram poucos candidatos, ele vai no mais provável e volta pro mesmo '
            '(o "of a machine" do B1). com .9 o núcleo é maior e o B3 novo quase não repetiu (só "Data transformation" volta umas vezes)'),
    "D.1": "top p",
    "D.2": "aumentar (tipo .3 -> .9)",
    "D.3": ('pelos meus runs: com T=.7 fixo o B1 (p .3) repetiu e o B3 (p .9) quase nada; e na parte A o T=.2 foi o mais repetitivo. '
            'então primeiro sobe o top p, dps se precisar a temp um pouco'),
}
ANSWERS["tp331-hardcoded-topp-helper-redefined"] = {"all": "\n\n".join(P[q] for q in P)}

# tp332: one markdown cell per question, terse; the cell "A1 de novo" (seed 3399) overwrote out["A1"]; the student says
# A1 is the re-drawn one. PROBLEM: A.2's evidence "predict future outcomes" (twice) is from the FIRST A1 (in the part-A
# cell, overwritten), not from the A1 the student declared, and in that first draw A1 was not the most repetitive.
P = PIECES["tp332-outoforder-A1-overwritten-resumo"] = {
    "A.1": ('A1 (o de seed 3399, rodei de novo pq o 1o ficou estranho — é o q tá no resumo): "can be used to analyze and predict complex systems. They are often used in fields such as climate modeling"\n\n'
            'A2: "simulate the behavior of the underlying physical system. These models are widely used in fields such as climate science, biology, economics, and engineering"\n\n'
            'A3: "take into account the probability of a random variable taking on a value within a certain range."'),
    "A.2": 'A1. repete "predict future outcomes" duas vezes, fica no mesmo assunto o tempo todo',
    "A.3": ('A3, começa em "the probability of a random variable" e vai pra "two variables that are both probability distributions", '
            'nada a ver com os outros'),
    "B.1": "0.6",
    "B.2": '"can be used to optimize the behavior of machines"',
    "B.3": ('com top_p baixo o modelo só sorteia entre os tokens cuja soma das probabilidades chega em p (o núcleo), poucos candidatos, '
            'então cai sempre em "optimize the behavior of" (B2)'),
    "D.1": "top p",
    "D.2": "aumentar ↑",
    "D.3": 'ver B.1/B.2: o B3 (0.9) repetiu bem menos que o B2 (0.6), que ficou no "optimize the behavior"',
}
ANSWERS["tp332-outoforder-A1-overwritten-resumo"] = dict(P)

# ---------------------------------------------------------------- chain-of-thought
# cot331: P1 empty (''), P2 drawn twice (3312: '8 = 27 + 18.8 = 45.6.', 3313: '2 = 27.02. ...'); English abbreviations,
# ids "C1:" "c2 -" "C3)"; honest.
P = PIECES["cot331-nameerror-first-p2-twice-en"] = {
    "C.1": ("no. P1 came out empty ('' , nothing after the prompt) and P2 gave 45.6 (seed 3312) / 27.02 (seed 3313). none is 85"),
    "C.2": "`8 = 27 + 18.8 = 45.6.` (P2, seed 3312)",
    "C.3": ('no. it looks like a calculation (`27 + 18.8 = 45.6`) but the numbers are made up and the result is wrong, '
            'and the 2nd seed just says "This is a classic example of a simple algebraic identity." w/o any real step. reasoning format != correct answer'),
}
ANSWERS["cot331-nameerror-first-p2-twice-en"] = {"all": f"C1: {P['C.1']}\n\nc2 - {P['C.2']}\n\nC3) {P['C.3']}"}

# cot332: P1 empty, P2 '53 = 114.25 ... So, the answer is 114.25.'; the Python check `27 + 58` shows Out: 85 right under
# the outputs. PROBLEM: C.1 "sim ... ver acima" points at Python's own 85, not at the model's outputs.
P = PIECES["cot332-python-sumcheck-verabove"] = {
    "C.1": "sim, 85 (ver acima)",
    "C.2": '"The solution is: 114.25 = 114.25 - 27." (P2)',
    "C.3": ('Não. O P2 escreve como se estivesse resolvendo ("x = 114.25", "So, the answer is 114.25."), mas as contas não fazem sentido, '
            'então o formato de passo a passo não garante nada.'),
}
ANSWERS["cot332-python-sumcheck-verabove"] = dict(P)

# ---------------------------------------------------------------- few-shot
# fs331: helper first with 20 tokens (printed), then REDEFINED with 8 and all three re-run; variation = the two
# demonstrations in the other order; terse numbered answers "1." .. "5.", no ids; honest.
P = PIECES["fs331-typo-helper20-then8-reorder"] = {
    "F.1": "ZS `' \"Este filme foi um'` / FS `' NEGATIVO\\n\\nText'` (os de 8 tokens, os de 20 de cima eram com o gera antigo)",
    "F.2": "FS",
    "F.3": "nao. so muda o contexto/prompt, nenhum treino (in-context)",
    "F.4": "nao — inverti a ordem dos 2 exemplos (NEGATIVO antes do POSITIVO) e deu `' NEGATIVO\\n\\nText'` igualzinho ao FS",
    "F.5": "1024 tokens. oq passa disso é cortado (truncado), o modelo nem vê",
}
ANSWERS["fs331-typo-helper20-then8-reorder"] = {"all": "\n".join(f"{i}. {P[q]}" for i, q in enumerate(P, 1))}

# fs332: the variation cell raised NameError (`fewshot`) and was never re-run: no VAR output exists. PROBLEM: F.4 reports
# the variation's output anyway. Answers "F1 -", pt/en mix.
P = PIECES["fs332-var-nameerror-never-rerun"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'` ; few-shot: `' NEGATIVO\\n\\nText'`",
    "F.2": "só o few-shot (starts with NEGATIVO). zero-shot just repeats the review",
    "F.3": "Não. The weights don't change, the examples are only in the prompt and condition the output (in-context learning).",
    "F.4": 'Não mudou, deu NEGATIVO de novo. Troquei o exemplo negativo por "Que filme chato, dormi no meio."',
    "F.5": "n_positions = 1024. Tokens beyond that are truncated / não entram na atenção.",
}
ANSWERS["fs332-var-nameerror-never-rerun"] = {"all": "\n\n".join(f"F{q[2]} - {P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl331: the label extractor REDEFINED (case-sensitive, then .upper()); the student reports the second tally (2 / 2 / 6,
# INDETERMINADO) — the notebook's final rule, under which sample 3 ' No negativo o positivo' is POSITIVO (POSITIVO
# checked first); honest.
P = PIECES["tpl331-kwarg-typo-rotulo-redefined"] = {
    "T.1": "ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` — bom: `' \"Este filme foi um'`",
    "T.2": "nenhum",
    "T.3": ('a ideia do restritivo é fechar o espaço de saída (só POSITIVO/NEGATIVO, sem explicar), mas aqui nenhum dos dois funcionou: '
            'o ruim continuou a frase ("Este filme foi um erro de tempo.") e o bom só repetiu o começo do texto ("Este filme foi um"). '
            'o modelo é pequeno e não seguiu a restrição'),
    "T.4": ('INDETERMINADO. 2 POSITIVO, 2 NEGATIVO, 6 sem rótulo (contagem do 2o rotulo, o que ignora maiúsc/minúsc — o 1o dava 1/2/7 '
            'pq não pegava o "No negativo o positivo"). "NEGATIVE" em inglês não conta'),
    "T.5": "não. só diminui a variância entre amostras; se o modelo erra de forma consistente o voto erra junto (e aqui nem deu voto)",
}
ANSWERS["tpl331-kwarg-typo-rotulo-redefined"] = {"all": "\n\n".join(f"**{q}** {P[q]}" for q in P)}

# tpl332: the printed tally (2 / 5 / 3, voto NEGATIVO) was computed on the FIRST, unprinted draw (seeds 3340 + i) before the
# printed draw (seeds 3350 + i) overwrote `amostras`; the printed samples recount to 2 / 6 / 2. PROBLEM: T.4 copies the
# tally's counts ("ver acima").
P = PIECES["tpl332-tally-before-redraw-outoforder"] = {
    "T.1": "pouco restritivo: `' \"Este filme foi um erro de tempo.\"\\n\\nE'`; restritivo: `' \"Este filme foi um'`",
    "T.2": "nenhum (nenhum dos dois deu só o rótulo)",
    "T.3": ('O restritivo deveria limitar o espaço de saída a uma palavra, mas o modelo ignorou e repetiu o texto ("Este filme foi um"); '
            'o pouco restritivo também só continuou a frase ("erro de tempo"). Nenhum ficou no formato.'),
    "T.4": "voto NEGATIVO — POSITIVO 2, NEGATIVO 5, sem rótulo 3 (ver acima)",
    "T.5": "Não. Ela só reduz a variância: se a maioria das amostras erra, o voto erra também.",
}
ANSWERS["tpl332-tally-before-redraw-outoforder"] = {"all": "\n\n".join(f"{q}: {P[q]}" for q in P)}
