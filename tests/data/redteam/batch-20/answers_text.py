"""Batch 20's hand-written answers, written after reading the recorded outputs (/tmp/rt20/out, dump_outputs.py).
ANSWERS[notebook][slot] = the text that replaces the slot (a whole cell, or a `# <<ANSWER:slot>>` line inside an
executed code cell); PIECES[notebook][qid] = each question's answer as it stands inside that text (make_expected.py
takes them from here). Deliberate problems are described in make_expected.py's whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- temperature-top-p
# tp201: runs named in words (fria, morna, quente; estreito, médio, largo); answers for A and B as markdown tables with
# ONE ROW PER RUN and check-mark columns (the chosen run is the row with ✔), the excerpts in the last column; B.3 and
# D as lines below. honest.
A_ROWS = [
    ("fria (T=0.2)",
     '✔ repete duas vezes "can be used to create a model that can be used to predict the behavior of a specific entity"', "",
     '"In other words, they\'re models that can be used to create a model that can be used to predict the behavior of a specific entity."'),
    ("morna (T=0.7)", "", "",
     '"They have a hard time making predictions about the future because they are limited by their own ability to predict past behavior."'),
    ("quente (T=1.0)", "",
     '✔ começa em "rely on statistical mechanics", pula para "the Black Hole world" e "time dilation" e acaba em "a fabric of spacetime"',
     '"Closer to the Black Hole world, you can find the universe with time dilation."'),
]
a_rows = ["| " + " | ".join(r) + " |" for r in A_ROWS]
B_ROWS = [
    ("estreito (top-p 0.3)", "✔ a mais repetitiva",
     '`a time-efficient energy model` aparece duas vezes: "One example of a time-efficient energy model" e depois `a "time-efficient energy model"`'),
    ("médio (top-p 0.6)", 'pouco ("used to describe" duas vezes)', ""),
    ("largo (top-p 0.9)", "não", ""),
]
b_rows = ["| " + " | ".join(r) + " |" for r in B_ROWS]
B3 = ('**B.3** O top-p fica só com o menor conjunto de tokens cuja probabilidade acumulada chega a p. Com 0.3 o núcleo '
      'tem pouquíssimos candidatos e o texto do estreito volta na mesma expressão; com 0.9 (largo) tem mais opções e não '
      'repetiu nada ("Examples of models used in data analysis include models like linear regression, decision trees, and neural networks.").')
D1, D2 = "top-p primeiro", "aumentar (0.3 → 0.9)"
D3 = ("porque na parte B, com a mesma temperatura 0.7, só o estreito (0.3) ficou repetindo e o largo (0.9) não; "
      "na parte A quem travou foi a fria, mas baixar/subir a temperatura mexe em tudo, o top-p é o ajuste mais direto.")
TP201 = ("### Parte A\n\n| execução | A.2 mais repetitiva | A.3 mais variada | A.1 trecho |\n|---|---|---|---|\n"
         + "\n".join(a_rows)
         + "\n\n### Parte B\n\n| execução | B.1 repetiu? | B.2 padrão repetido |\n|---|---|---|\n" + "\n".join(b_rows)
         + "\n\n" + B3 + f"\n\n### Parte D\n\n- **D.1** {D1}\n- **D.2** {D2}\n- **D.3** {D3}")
P = PIECES["tp201-wordnames-perrun-checktable"] = {
    "A.1": "\n".join(a_rows),
    "A.2": " | ".join(A_ROWS[0][:2]),
    "A.3": " | ".join(A_ROWS[2][:3]),
    "B.1": " | ".join(B_ROWS[0][:2]),
    "B.2": B_ROWS[0][2],
    "B.3": B3[len("**B.3** "):],
    "D.1": D1,
    "D.2": D2,
    "D.3": D3,
}
ANSWERS["tp201-wordnames-perrun-checktable"] = {"all": TP201}

# tp202: answers typed as COMMENTS at the bottom of the executed generation cells (A in the part-A cell, B in the
# part-B cell, D in the last cell). PROBLEM: A.1's A3 excerpt rewrites the second half of a real sentence.
P = PIECES["tp202-answers-as-comments-in-run-cells"] = {
    "A.1": ('A1: "They\'re a set of advanced algorithms and techniques that can be used to analyze and manipulate data"\n'
            '#   A2: "These models can process large datasets, perform advanced tasks, and provide insights that may not be available to other data analysis methods."\n'
            '#   A3: "This can be beneficial in certain scenarios, such as data processing, where the model learns to create new objects faster than any other method."'),
    "A.2": ('A1. a frase "but they\'re not just any data management tools" aparece 3 vezes,\n'
            '#   e "They\'re a set of advanced algorithms and techniques" 2 vezes. virou loop.'),
    "A.3": ('A3. começa com "take a value and return a reference to it", vai pra data processing\n'
            '#   e termina inventando um tal de "Data Shaped to the Right" (DTR). cada frase é um assunto.'),
    "B.1": "B1 (top_p=0.3)",
    "B.2": '"This can be done using various techniques, such as" (2x no B1)',
    "B.3": ('com top_p=0.3 só sobram os tokens mais prováveis até somar 30% de probabilidade acumulada,\n'
            '#   poucos candidatos -> o B1 caiu duas vezes na mesma frase. com 0.9 o núcleo é maior e o B3 não repetiu.'),
    "D.1": "top-p",
    "D.2": "aumentar",
    "D.3": ('no B1 (top_p=0.3) o texto repetiu "This can be done using various techniques, such as" e no B2/B3\n'
            '#   (0.6/0.9, mesma temperatura) não; e o A1 com T=0.2 entrou em loop. abrir o núcleo resolve primeiro.'),
}
ANSWERS["tp202-answers-as-comments-in-run-cells"] = {
    "A": "# ---- respostas parte A ----\n" + "\n".join(f"# {q}: {P[q]}" if q != "A.1" else f"# A.1:\n#   {P[q]}" for q in ("A.1", "A.2", "A.3")),
    "B": "# ---- respostas parte B ----\n" + "\n".join(f"# {q}: {P[q]}" for q in ("B.1", "B.2", "B.3")),
    "D": "\n".join(f"# {q}: {P[q]}" for q in ("D.1", "D.2", "D.3")),
}

# ---------------------------------------------------------------- chain-of-thought
# cot201: the answers are in the FIRST cell, under the title, in a blockquote "Resumo" with arrow ids "**1 →**".
# honest: P1 empty, P2 '6 = 27 + 77.6 = 125. ... 27 + 58.6 = 125 is 125.'
P = PIECES["cot201-answers-in-title-cell"] = {
    "C.1": ("Não. A primeira (What is 27 + 58?) saiu vazia, `SAÍDA:` e nada; a segunda dá 125 "
            "(\"The solution to the equation 27 + 58.6 = 125 is 125.\"), e o certo é 85."),
    "C.2": '"6 = 27 + 77.6 = 125." — parece uma conta montada em etapas (da segunda execução, a do passo a passo)',
    "C.3": ("Não. A segunda saída tem formato de resolução, com \"=\" e até uma frase de conclusão, mas a conta está errada "
            "(27 + 58.6 nem dá 125). Parecer raciocínio não garante acerto."),
}
ANSWERS["cot201-answers-in-title-cell"] = {"all": (
    "# Parte C — chain-of-thought\nLorena Bastos Achterberg\n\n"
    "> **Resumo / respostas** (escrevi depois de rodar tudo lá embaixo)\n>\n"
    + "\n>\n".join(f"> **{i} →** {P[q]}" for i, q in enumerate(P, 1)))}

# cot202: each answer RESTATES the question in quotes (italic blockquote) before "**R:**". PROBLEM: C.2's excerpt is
# not in the output (the student wrote the steps P2 "should" have had: 27 + 58.5 = 85.5, 85.5 + 11.25 = 96.75).
P = PIECES["cot202-indent-questions-restated"] = {
    "C.1": "Não. O P1 não gerou nada (só a linha do prompt) e o P2 terminou em 204.25, longe de 85.",
    "C.2": '"27 + 58.5 = 85.5, and 85.5 + 11.25 = 96.75" (P2)',
    "C.3": ('Não. O P2 escreve uma soma encadeada e fecha com "This is the answer to the problem", '
            "como se fosse uma solução, mas o valor está errado e ainda fala de polinômio cúbico, que não tem nada a ver."),
}
QS = {"C.1": "A resposta final está correta nos dois casos?",
      "C.2": "Copie um trecho em que o modelo parece raciocinar.",
      "C.3": "O raciocínio mostrado garante a correção?"}
ANSWERS["cot202-indent-questions-restated"] = {"all": "\n\n".join(
    f'> *"{QS[q]}"*\n\n**R:** {P[q]}' for q in P)}

# ---------------------------------------------------------------- few-shot
# fs201: answers in SPANISH (exchange student), a markdown ordered list starting at 11 ("11." .. "15."), no F ids;
# variation = the negative demonstration's text replaced; honest (output unchanged).
P = PIECES["fs201-spanish-list-from-11"] = {
    "F.1": "Zero-shot: `' \"Este filme foi um'` — few-shot: `' NEGATIVO\\n\\nText'` (copiadas de la salida de arriba).",
    "F.2": "Solo el few-shot respondió con una etiqueta (NEGATIVO); el zero-shot repitió el comienzo de la reseña.",
    "F.3": ("No. Ningún peso se actualiza: los ejemplos solo forman parte del prompt y el modelo condiciona su "
            "continuación en ese contexto (no hay entrenamiento)."),
    "F.4": ("Cambié el texto del ejemplo negativo por \"Horrível, dormi no meio do filme.\" (mantuve la etiqueta NEGATIVO). "
            "La salida no cambió: la variación dio `' NEGATIVO\\n\\nText'`, igual que el few-shot."),
    "F.5": "GPT-2 tiene una ventana de 1024 tokens; lo que pasa de eso queda truncado, el modelo no lo ve.",
}
ANSWERS["fs201-spanish-list-from-11"] = {"all": "\n".join(f"{i}. {P[q]}" for i, q in enumerate(P, 11))}

# fs202: answers SPREAD over three cells, each under the output it discusses (➊ ➋ under the ZS/FS cell, ➍ under the
# one-shot cell, ➌ ➎ at the end), circled-digit ids; outputs were printed between «guillemets». PROBLEM: F.2 says
# both followed the label format.
P = PIECES["fs202-spread-cells-circled-guillemets"] = {
    "F.1": "zero-shot: « \"Este filme foi um» · few-shot: « NEGATIVO (linha em branco) Text»",
    "F.2": "Os dois seguiram o formato: o few-shot deu NEGATIVO e o zero-shot também foi para o lado negativo, só que citando o texto.",
    "F.3": "Não, nenhum peso muda. Os exemplos são só contexto do prompt; o modelo condiciona a saída neles.",
    "F.4": ("Tirei o exemplo positivo e deixei só o negativo (one-shot). Não mudou nada: « NEGATIVO (linha em branco) Text», "
            "igualzinho ao few-shot com os dois exemplos."),
    "F.5": "1024 tokens (GPT-2). O que passar disso é cortado e fica fora da janela de contexto.",
}
ANSWERS["fs202-spread-cells-circled-guillemets"] = {
    "zsfs": f"➊ {P['F.1']}\n\n➋ {P['F.2']}",
    "var": f"➍ {P['F.4']}",
    "teoria": f"➌ {P['F.3']}\n\n➎ {P['F.5']}",
}

# ---------------------------------------------------------------- template
# tpl201: answers as PYTHON VARIABLES in an unexecuted code cell (T1_ruim = '...', T4 = "NEGATIVO"  # comment,
# T5 = False  # ...); honest (Counter({None: 7, 'NEGATIVO': 3}), voto NEGATIVO).
P = PIECES["tpl201-answers-as-python-variables"] = {
    "T.1": "T1_ruim = ' \"Este filme foi um erro de tempo.\"\\n\\nE'\nT1_bom = ' \"Este filme foi um'",
    "T.2": 'T2 = "nenhum"  # nenhum dos dois saiu POSITIVO/NEGATIVO',
    "T.3": ('T3 = """O template bom restringe o espaço de saída (uma palavra, só POSITIVO ou NEGATIVO, sem explicação),\n'
            'então o modelo não teria por onde continuar a frase. Aqui não bastou: o ruim completou a frase\n'
            '("erro de tempo") e o bom parou em "Este filme foi um" (8 tokens), sem rótulo nenhum."""'),
    "T.4": ('T4 = "NEGATIVO"  # 3 NEGATIVO (amostras 4 " Negativo.", 6 e 7), 0 POSITIVO, 7 sem rótulo\n'
            "                 # = Counter({None: 7, 'NEGATIVO': 3}) e voto: NEGATIVO"),
    "T.5": ("T5 = False  # não garante: só reduz a variância. 7 das 10 amostras nem tinham rótulo e as 3 que tinham\n"
            "            # concordam entre si; se o modelo erra sempre igual, o voto só repete o erro"),
}
ANSWERS["tpl201-answers-as-python-variables"] = {"all": "# respostas\n" + "\n\n".join(
    f"# {q}\n{P[q]}" for q in P)}

# tpl202: samples printed raw between "---" lines, no labels / counts / vote printed; the student recounts in a
# markdown TABLE, one row per sample, plus a total row; ids "T-n". PROBLEM: the total row miscounts (NEGATIVO 5,
# sem rótulo 4) against the table's own rows (4 NEGATIVO, 1 POSITIVO, 5 without label).
ROWS = [("1", "NEGATIVE / Texto:", "— (inglês)"), ("2", "NEGATIVE_INVARAC", "—"), ("3", "Na prova de máquina", "—"),
        ("4", "\"Exécitezmos com", "—"), ("5", "NEGATIVO / Text", "NEGATIVO"), ("6", "NEGATIVO.", "NEGATIVO"),
        ("7", "NEGATIVO / Text", "NEGATIVO"), ("8", "NEGATIVO / D", "NEGATIVO"), ("9", "\"Ao que?\" / T", "—"),
        ("10", "POSITIVO e NEGAT", "POSITIVO (o primeiro rótulo)")]
T4 = ("| amostra | o que saiu | rótulo |\n|---|---|---|\n" + "\n".join(f"| {a} | {b} | {c} |" for a, b, c in ROWS)
      + "\n| **total** | | **NEGATIVO 5 · POSITIVO 1 · sem rótulo 4** |\n\n**Voto: NEGATIVO.**")
P = PIECES["tpl202-raw-samples-persample-recount-table"] = {
    "T.1": 'ruim: `"Este filme foi um erro de tempo."` e depois uma linha vazia e `E`; bom: `"Este filme foi um` (cortado).',
    "T.2": "Nenhum dos dois.",
    "T.3": ("O bom tenta restringir o formato da saída a uma palavra só (POSITIVO ou NEGATIVO). Não funcionou aqui: com "
            "8 tokens ele só repetiu o começo do texto, e o ruim continuou a frase inventando \"erro de tempo\"."),
    "T.4": T4,
    "T.5": "Não. Reduz a variância, mas metade das amostras nem deu rótulo e, se o modelo erra na maioria, o voto erra junto.",
}
ANSWERS["tpl202-raw-samples-persample-recount-table"] = {"all": "\n\n".join(
    f"**T-{q[2]}**\n\n{P[q]}" for q in P)}
