"""Batch 18's hand-written answers, written after reading the recorded outputs (/tmp/rt18/out, dump_outputs.py).
ANSWERS[notebook][slot] = the answers cell's source; PIECES[notebook][qid] = each question's answer as it stands
inside that text (make_expected.py takes them from here). Deliberate problems are described in make_expected.py's
whys."""

PIECES = {}
ANSWERS = {}

# ---------------------------------------------------------------- chain-of-thought
# cot181: Portuguese and English mixed, numbers written as words, ids "C1 —". PROBLEM: C.2's excerpt is EDITED: P1
# printed "we can add the numbers themselves. 27 + 58 =" (and stops there); the answer quotes it as "add the numbers
# together. 27 + 58 = 85", supplying a result the model never wrote.
P = PIECES["cot181-iterstreamer-center-ptmix"] = {
    "C.1": ('não. O P1 (direct question) nem chegou num número: parou em "27 + 58 =" porque acabaram os quarenta tokens. '
            'O P2 disse que "the answer is 66.0", sessenta e seis vírgula zero, que está errado (o certo é oitenta e cinco).'),
    "C.2": ('"First, we need to find the sum of 27 and 58. To do this, we can add the numbers together. 27 + 58 = 85" — do P1, '
            'it looks like step-by-step reasoning.'),
    "C.3": ('não. The P2 sounds confident ("So, the answer is 66.0.") e mesmo assim a conta está errada: sessenta e seis em vez de '
            'oitenta e cinco. Ter cara de raciocínio não garante que o resultado esteja certo.'),
}
ANSWERS["cot181-iterstreamer-center-ptmix"] = {"all": "\n\n".join(f"C{q[2]} — {P[q]}" for q in P)}

# cot182: headings "### Pergunta C — item n". Honest: P1 empty (0 chars), P2 reaches 85.01 / 85.0 but for 27 + 58.6.
P = PIECES["cot182-pipeline-tuples-tabs-pergunta"] = {
    "C.1": ('Não. O P1 voltou vazio (0 caracteres, `\'\'`). O P2 chega perto mas não responde 27 + 58: ele continua o "58." do prompt '
            'como "58.6" e escreve "6 = 85.01", depois "Adding 27 to 85.01, the result is 1.01" e termina com "27 + 58.6 equals 85.0". '
            'Nenhuma das duas dá 85 como resposta para a conta pedida.'),
    "C.2": '"Add step by step to find the answer. \\nAdd 27 to 85.01." (P2)',
    "C.3": ('Não. O P2 tem o jeito de uma resolução (passo a passo, "Add 27 to 85.01", até reconhece "This is not possible"), mas '
            'mistura os números: soma 27 a 85.01 e diz que dá 1.01. A forma de raciocínio não garante a conta certa.'),
}
ANSWERS["cot182-pipeline-tuples-tabs-pergunta"] = {"all": "\n\n".join(
    f"### Pergunta C — item {q[2]}\n\n{P[q]}" for q in P)}

# ---------------------------------------------------------------- few-shot
# fs181: ids "F•1". Honest (the lower-case-labels variation changed the output to ' amor' + 'Texto: "').
P = PIECES["fs181-pretty-lowerlabels-bullet"] = {
    "F.1": "zero-shot: `' \"Este filme foi um'`; few-shot: `' NEGATIVO\\n\\nText'` (copiados da saída do Pretty)",
    "F.2": "só o few-shot respondeu com o rótulo (NEGATIVO); o zero-shot repetiu o começo do texto",
    "F.3": "não. Os exemplos entram só no prompt: o modelo condiciona a continuação no contexto, nenhum peso é treinado ou alterado",
    "F.4": ("troquei os rótulos das duas demonstrações para minúsculas (`Sentimento: positivo` / `Sentimento: negativo`). "
            "Mudou sim: a saída virou `' amor\\n\\nTexto: \"'`, sem rótulo nenhum, em vez de `' NEGATIVO\\n\\nText'`"),
    "F.5": "1024 tokens (n_positions do GPT-2). O que passar disso fica fora da janela: é cortado e o modelo não enxerga",
}
ANSWERS["fs181-pretty-lowerlabels-bullet"] = {"all": "\n\n".join(f"**F•{q[2]}** {P[q]}" for q in P)}

# fs182: English, "**F.n**" ids. PROBLEM: F.3 is a bare keyword list (the closed "No" is right, nothing explains it).
P = PIECES["fs182-mdblockquote-englishlabels-en"] = {
    "F.1": "zero-shot: ` \"Este filme foi um`; few-shot: ` NEGATIVO`, then an empty line, then `Text`.",
    "F.2": "Only the few-shot one (NEGATIVO). The zero-shot output just starts repeating the review.",
    "F.3": "No — in-context learning / prompt / conditioning / frozen weights / no backprop.",
    "F.4": ("I changed the two demonstrations' labels to English (`Sentimento: POSITIVE`, `Sentimento: NEGATIVE`). "
            "The output changed: it answered ` NEGATIVE` followed by an empty line and `Texto:`, so it copied the English label "
            "from the demos instead of NEGATIVO."),
    "F.5": "1024 tokens for GPT-2 (n_positions); anything beyond that is truncated and the model never sees it.",
}
ANSWERS["fs182-mdblockquote-englishlabels-en"] = {"all": "\n\n".join(f"**F.{q[2]}** {P[q]}" for q in P)}

# ---------------------------------------------------------------- temperature-top-p
# tp181: a Q&A dialogue ("**Monitor:** <question>" / "**Eu:** <answer>"), no question ids; runs named by the notebook's
# English names ("low temp run", "narrow nucleus", ...). PROBLEM: B.2 quotes "In the context of data analysis" as
# repeating inside the narrow nucleus run (B1): it occurs ONCE in B1; the other occurrence is in the mid temp run (A2).
P = PIECES["tp181-defaultdict-percent-wrap-enruns"] = {}
QTXT = {
    "A.1": "Copie um trecho de duas ou três linhas de cada execução da parte A.",
    "A.2": "Qual execução teve mais repetição lexical ou estrutural? Justifique com o texto.",
    "A.3": "E qual teve mais variação temática, com evidência concreta?",
    "B.1": "Na parte B, qual top-p foi o mais repetitivo?",
    "B.2": "Copie uma frase ou padrão que se repetiu.",
    "B.3": "Relacione com a massa de probabilidade acumulada.",
    "D.1": "Se o texto entra em loop, qual parâmetro você mexe primeiro?",
    "D.2": "Aumenta ou diminui?",
    "D.3": "Por quê, com base nas partes A e B?",
}
P["A.1"] = '''low temp run: "These models can be applied to various domains, including economics, where they help optimize pricing strategies, predict market trends, and even optimize logistics."
mid temp run: "In data analysis, models like logistic regression are used to identify relationships between variables"
high temp run: "These models can perform tasks like classification, regression, clustering, and other types of data analysis but are limited to a predefined set of methods."'''
P["A.2"] = ('''A mid temp run (0.7). Ela volta sempre para as mesmas expressões: "the probability of observing a particular outcome" e depois '''
            '''"predicting the probability of a particular outcome"; "in the context of statistical models" e "In the context of data analysis"; '''
            '''e "logistic regression" duas vezes.''')
P["A.3"] = ('''A high temp run (1.0): começa em "classification, regression, clustering", passa para "a typical business context", '''
            '''"a rule-based data analysis approach" e termina em "The rules define the behavior of a system". Muda de assunto a cada frase.''')
P["B.1"] = '''O narrow nucleus (top-p 0.3): fica preso em "data transformation" ("data transformations are a crucial step", "type of data transformation", "Data transformation is a").'''
P["B.2"] = '''"In the context of data analysis" — aparece duas vezes no narrow nucleus.'''
P["B.3"] = ('''O top-p pega o menor conjunto de tokens cuja probabilidade acumulada chega em p e sorteia só entre eles. Com 0.3 o núcleo tem '''
            '''pouquíssimos candidatos, então o modelo volta para as palavras mais prováveis, como no narrow nucleus que não sai de "data transformation". '''
            '''Com 0.9 (wide nucleus) entram mais candidatos e o texto foi para "linear regression, decision trees, and neural networks".''')
P["D.1"] = "O top-p."
P["D.2"] = "Aumentar (tipo de 0.6 para 0.9)."
P["D.3"] = ('''Na parte B, com a temperatura fixa, o núcleo estreito (narrow nucleus, 0.3) foi o que ficou dando voltas em "data transformation", '''
            '''e o wide nucleus (0.9) variou mais. Na parte A subir a temperatura para 1.0 também variou, mas já foi parar em "rule-based" '''
            '''sem relação com o começo; por isso mexeria primeiro no top-p.''')
ANSWERS["tp181-defaultdict-percent-wrap-enruns"] = {"all": "\n\n".join(
    f"**Monitor:** {QTXT[q]}\n\n**Eu:** {P[q]}" for q in P)}

# tp182: ONE bullet list, a top-level bullet per question ("A•1") with nested sub-bullets holding the answer. Honest.
P = PIECES["tp182-scores-reversed-starsep"] = {}
P["A.1"] = '''  - A1: "They are often used in fields such as climate science, economics, and biology to model complex interactions and optimize systems."
  - A2: "Supervised learning involves training a model on labeled data, where the goal is to predict a target variable based on labeled inputs."
  - A3: "Examples of transformations include logarithms, in particular, exponential transformations, which are particularly effective in binary classification."'''
P["A.2"] = '''  - A1 (T=0.2), a de logp médio mais alto (-0.10)
    - repete a frase inteira "can be used to analyze and predict complex systems" (no começo e em "One example of a model that ...")
    - e fecha em loop: "a type of linear regression that is specifically designed to model logistic regression, which is a type of linear regression"'''
P["A.3"] = '''  - A3 (T=1.0, logp médio -1.37, o mais baixo)
    - começa em "adjust the scale of their data", pula para "logarithms" e "exponential transformations"
    - e de repente vira uma lista numerada: "3. **Loss function**: The loss function is a binary operation"'''
P["B.1"] = '''  - 0.3 (B1)
    - logp médio -0.07, quase guloso; as outras duas ficaram em -0.30 e -1.24'''
P["B.2"] = '''  - "model the relationship between" (B1)
    - "they model the relationship between the target variable and other variables over time" e depois "can be used to model the relationship between a dependent variable and multiple independent variables over time"'''
P["B.3"] = '''  - o top-p sorteia só dentro do menor conjunto de tokens cuja probabilidade acumulada chega a p
    - com p = 0.3 esse núcleo tem poucos candidatos (às vezes um só), por isso o logp médio da B1 ficou em -0.07 e ela repetiu "model the relationship between" e "over time"
    - com p = 0.9 (B3) entram muito mais tokens: logp -1.24 e nenhuma repetição'''
P["D.1"] = "  - top-p"
P["D.2"] = "  - aumentar (0.6 → 0.9, por exemplo)"
P["D.3"] = '''  - na parte B, mesma temperatura 0.7: B1 (0.3) repetiu e B3 (0.9) não
    - na parte A, a A1 (fria) também entrou em loop; mas esquentar até 1.0 (A3) já virou uma lista sem ligação com o começo, então mexo primeiro no top-p'''
ANSWERS["tp182-scores-reversed-starsep"] = {"all": "\n".join(f"- {q[0]}•{q[2]}\n{P[q]}" for q in P)}

# ---------------------------------------------------------------- template
# tpl181: "Tn." ids, counts written as WORDS ("seis", "um", "três"). Honest (NEGATIVO 6 incl. #10 ' NEGATIVO ou POSIT',
# POSITIVO 1 (#2 ' Positivo"'), 3 without label).
P = PIECES["tpl181-center-reversed-numwords"] = {
    "T.1": "ruim: `' \"Este filme foi um erro de tempo.\"\\n\\nE'` — bom: `' \"Este filme foi um'`.",
    "T.2": "Nenhum dos dois respondeu só com o rótulo.",
    "T.3": ("O bom restringe o espaço de saída: pede uma única palavra, POSITIVO ou NEGATIVO, proíbe explicação e termina em "
            "`Sentimento:` para o rótulo vir em seguida; o ruim deixa qualquer continuação depois da seta. Mesmo assim, aqui nenhum "
            "funcionou: o ruim trocou a frase (\"erro de tempo\") e o bom recomeçou a copiar o texto e foi cortado."),
    "T.4": ("NEGATIVO. Contando as dez amostras (impressas da última para a primeira): seis NEGATIVO (amostras três, cinco, sete, oito, "
            "nove e dez — a dez é `' NEGATIVO ou POSIT'`, que a regra conta como NEGATIVO), um POSITIVO (a dois, `' Positivo\"\\n\\nDemon'`) "
            "e três sem rótulo (um, quatro e seis). Bate com o Counter."),
    "T.5": ("Não. O voto só diminui a variância entre as amostras; se o modelo erra de forma consistente, a maioria erra junto. "
            "Aqui três das dez amostras nem tinham rótulo."),
}
ANSWERS["tpl181-center-reversed-numwords"] = {"all": "\n\n".join(f"**T{q[2]}.** {P[q]}" for q in P)}

# tpl182: ONE bullet list, "[T1]" … "[T5]" top-level bullets with nested sub-bullets; Portuguese mixed with English.
# PROBLEM: T.4 takes the printed "voto: POSITIVO" at face value: its own recount is POSITIVO 2 / NEGATIVO 2, a TIE;
# the code's most_common(1) just returns the label inserted first.
P = PIECES["tpl182-tuples-percentr-nested"] = {
    "T.1": '''  - LOOSE: `' "Este filme foi um erro de tempo."\\n\\nE'`
  - STRICT: `' "Este filme foi um'`''',
    "T.2": '''  - nenhum — neither one gave just the label''',
    "T.3": '''  - o STRICT restringe o output space: uma palavra só (POSITIVO ou NEGATIVO), "Não explique", e termina em `Sentimento:`
    - o LOOSE deixa o modelo continuar livre depois do `->`
  - nas minhas runs não adiantou: o LOOSE reescreveu a frase ("erro de tempo") e o STRICT começou a copiar o texto de novo''',
    "T.4": '''  - voto: POSITIVO
    - POSITIVO: 2 (seeds 1831 `' POSITIVO.\\nTexto'` e 1838 `' POSITIVO (Atero'`)
    - NEGATIVO: 2 (1833 e 1839)
    - sem rótulo: 6 (a 1832 diz `NEGATIVE`, em inglês, e a regex não conta)
  - the Counter says `{'POSITIVO': 2, 'NEGATIVO': 2}` and the vote printed POSITIVO, so POSITIVO wins''',
    "T.5": '''  - não: self-consistency só reduz a variância
    - if the model is biased, the majority is wrong too; e aqui 6 de 10 amostras nem tinham rótulo''',
}
ANSWERS["tpl182-tuples-percentr-nested"] = {"all": "\n".join(f"- [T{q[2]}]\n{P[q]}" for q in P)}
